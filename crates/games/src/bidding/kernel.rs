//! The row kernel: from rows `x − s` to row `x` (both markers, every `p`).
//! These are the hot loops; see the module docs for the cost.

use super::rules::BcsRules;
use super::scoring::{ScoreError, Scoring};

pub(super) const INF: i32 = i32::MAX;
pub(super) const NEG: i32 = i32::MIN;

/// as `i16` until some value needs more.
#[derive(Clone, Debug)]
pub(super) enum Cells {
    Narrow(Vec<i16>),
    Wide(Vec<i32>),
}

impl Cells {
    pub(super) fn push(&mut self, row: &[i32]) {
        if let Cells::Narrow(v) = self {
            if row.iter().all(|&a| i16::try_from(a).is_ok()) {
                v.extend(row.iter().map(|&a| a as i16));
                return;
            }
            *self = Cells::Wide(v.iter().map(|&a| i32::from(a)).collect());
        }
        if let Cells::Wide(v) = self {
            v.extend_from_slice(row);
        }
    }

    pub(super) fn get(&self, i: usize) -> i32 {
        match self {
            Cells::Narrow(v) => i32::from(v[i]),
            Cells::Wide(v) => v[i],
        }
    }

    pub(super) fn load(&self, start: usize, out: &mut [i32]) {
        match self {
            Cells::Narrow(v) => {
                let len = out.len();
                for (o, &a) in out.iter_mut().zip(&v[start..start + len]) {
                    *o = i32::from(a);
                }
            }
            Cells::Wide(v) => out.copy_from_slice(&v[start..start + out.len()]),
        }
    }

    pub(super) fn same(&self, a: usize, b: usize, len: usize) -> bool {
        match self {
            Cells::Narrow(v) => v[a..a + len] == v[b..b + len],
            Cells::Wide(v) => v[a..a + len] == v[b..b + len],
        }
    }
}
#[derive(Clone, Debug)]
pub(super) struct Kernel {
    tb: usize,
    scoring: Scoring,
    /// Left and Right have the same subtraction set: one pass per move.
    same_sets: bool,
    /// The weights of Left's and Right's moves at the current heap.
    lw: Vec<i32>,
    rw: Vec<i32>,
    bids: Vec<u32>,
    all_bids: bool,
    /// Best continuation when Left / Right moves, to (Left's budget, marker):
    /// `wl[m][k] = max_s V(x−s, k, m) + w_L(s)`, `wr[m][k] = min_s V(x−s, k, m) − w_R(s)`;
    /// the constant penalty `τ` when that player cannot move.
    pub(super) wl: [Vec<i32>; 2],
    pub(super) wr: [Vec<i32>; 2],
    /// All bids: `suf[m][k] = min_{k' ≥ k} wr[m][k']`, `pre[m][j] = max_{k < j} wl[m][k]`.
    suf: [Vec<i32>; 2],
    pre: [Vec<i32>; 2],
    /// All bids, two pieces merged where they share an index (see `cell_all`).
    merged: [Vec<i32>; 4],
    /// Reversed `merged[0]`, `merged[1]`, `wl[1]`, `pre[1]` (`rev[n−1−k] = a[k]`),
    /// so that both operands of the inner loops run forwards.
    rev: [Vec<i32>; 4],
    /// Restricted bids: suffix minima / maxima over bid indices.
    sc: Vec<i32>,
    sa: Vec<i32>,
    buf: Vec<i32>,
}

/// The bid outcome pieces at one cell: `A(ℓ)` Left wins strictly, `T(b)` tie at
/// `b`, `C(r)` Right wins strictly.
#[derive(Clone, Copy)]
pub(super) struct Pieces<'a> {
    pub(super) p: usize,
    pub(super) a: &'a [i32],
    pub(super) c: &'a [i32],
    pub(super) t: &'a [i32],
    /// `T(b) = t[p − b]` (marker Left) or `t[p + b]` (marker Right).
    pub(super) t_up: bool,
}

impl Pieces<'_> {
    #[inline(always)]
    pub(super) fn a(&self, l: usize) -> i32 {
        self.a[self.p - l]
    }
    #[inline(always)]
    pub(super) fn c(&self, r: usize) -> i32 {
        self.c[self.p + r]
    }
    #[inline(always)]
    pub(super) fn t(&self, b: usize) -> i32 {
        if self.t_up {
            self.t[self.p + b]
        } else {
            self.t[self.p - b]
        }
    }
}

impl Kernel {
    pub(super) fn new(rules: &BcsRules, scoring: &Scoring) -> Kernel {
        let tb = rules.total_budget as usize;
        let n = tb + 1;
        let v = || vec![0; n];
        Kernel {
            tb,
            same_sets: scoring.left.moves == scoring.right.moves,
            scoring: scoring.clone(),
            lw: Vec::new(),
            rw: Vec::new(),
            bids: rules.bid_set(),
            all_bids: rules.all_bids(),
            wl: [v(), v()],
            wr: [v(), v()],
            suf: [vec![0; n + 1], vec![0; n + 1]],
            pre: [vec![0; n + 1], vec![0; n + 1]],
            merged: [v(), v(), v(), v()],
            rev: [v(), v(), v(), v()],
            sc: vec![0; n + 1],
            sa: vec![0; n + 1],
            buf: vec![0; 2 * n],
        }
    }

    /// Fills `wl`, `wr` for heap `x` from the rows `x − s`. `Some(τ)` when
    /// nobody can move and both penalties are `τ`: the row is constant.
    pub(super) fn continuations(
        &mut self,
        x: u32,
        row_start: impl Fn(u32) -> usize,
        cells: &Cells,
    ) -> Result<Option<i32>, ScoreError> {
        let sc = &self.scoring;
        let (cl, cr) = (sc.can_move(x, true), sc.can_move(x, false));
        let tl = if cl { NEG } else { sc.left.penalty_at(x)? };
        let tr = if cr { INF } else { sc.right.penalty_at(x)? };
        if !cl && !cr && tl == tr {
            return Ok(Some(tl));
        }
        for m in 0..2 {
            self.wl[m].fill(tl);
            self.wr[m].fill(tr);
        }
        sc.weights_at(x, true, &mut self.lw)?;
        sc.weights_at(x, false, &mut self.rw)?;
        if self.same_sets || sc.overrides.contains_key(&x) {
            self.both_moves(x, &row_start, cells);
        } else {
            self.one_side(x, &row_start, cells, true);
            self.one_side(x, &row_start, cells, false);
        }
        if self.all_bids {
            self.prepare_all_bids();
        }
        Ok(None)
    }

    /// Same sets: each row `x − s` loaded once for both players.
    fn both_moves(&mut self, x: u32, row_start: &impl Fn(u32) -> usize, cells: &Cells) {
        let n = self.tb + 1;
        for (i, &s) in self.scoring.moves_at(x, true).iter().enumerate() {
            if s > x {
                break;
            }
            cells.load(row_start(x - s), &mut self.buf);
            let (a, b) = (self.lw[i], self.rw[i]);
            for m in 0..2 {
                let src = &self.buf[m * n..(m + 1) * n];
                for ((l, r), &v) in self.wl[m].iter_mut().zip(self.wr[m].iter_mut()).zip(src) {
                    *l = (*l).max(v + a);
                    *r = (*r).min(v - b);
                }
            }
        }
    }

    /// Different sets: Left's (`left`) or Right's moves alone.
    fn one_side(&mut self, x: u32, row_start: &impl Fn(u32) -> usize, cells: &Cells, left: bool) {
        let n = self.tb + 1;
        for (i, &s) in self.scoring.moves_at(x, left).iter().enumerate() {
            if s > x {
                break;
            }
            cells.load(row_start(x - s), &mut self.buf);
            for m in 0..2 {
                let src = &self.buf[m * n..(m + 1) * n];
                if left {
                    let a = self.lw[i];
                    for (l, &v) in self.wl[m].iter_mut().zip(src) {
                        *l = (*l).max(v + a);
                    }
                } else {
                    let b = self.rw[i];
                    for (r, &v) in self.wr[m].iter_mut().zip(src) {
                        *r = (*r).min(v - b);
                    }
                }
            }
        }
    }

    /// All bids: the suffix minima, prefix maxima and merged pieces of `cell_all`.
    fn prepare_all_bids(&mut self) {
        let n = self.tb + 1;
        for m in 0..2 {
            let (suf, wr) = (&mut self.suf[m], &self.wr[m]);
            suf[n] = INF;
            for k in (0..n).rev() {
                suf[k] = suf[k + 1].min(wr[k]);
            }
            let (pre, wl) = (&mut self.pre[m], &self.wl[m]);
            pre[0] = NEG;
            for k in 0..n {
                pre[k + 1] = pre[k].max(wl[k]);
            }
        }
        let (wl, wr, suf, pre) = (&self.wl, &self.wr, &self.suf, &self.pre);
        for k in 0..n {
            self.merged[0][k] = wl[0][k].min(wl[1][k]);
            self.merged[1][k] = wl[1][k].max(pre[0][k]);
            self.merged[2][k] = wr[0][k].min(suf[1][k + 1]);
            self.merged[3][k] = wr[1][k].max(wr[0][k]);
        }
        for (dst, src) in self.rev.iter_mut().zip([
            &self.merged[0][..],
            &self.merged[1][..],
            &self.wl[1][..],
            &self.pre[1][..n],
        ]) {
            for (d, &a) in dst.iter_mut().zip(src.iter().rev()) {
                *d = a;
            }
        }
    }

    /// (maximin, minimax) at Left budget `p`, marker index `marker`.
    pub(super) fn cell(&mut self, p: usize, marker: usize) -> (i32, i32) {
        if self.all_bids {
            self.cell_all(p, marker)
        } else {
            self.cell_restricted(p, marker)
        }
    }

    /// Every bid allowed: `0` is a bid, and the strict-win ranges are
    /// contiguous, so they are prefix / suffix lookups. With `A`, `T`, `C` as
    /// in [`Pieces`], for `ℓ, r = 1..=min(p, q)`:
    /// marker Left, maximin `min(A, T)(p−ℓ) ∧ suf₀[p+ℓ+1]`, minimax
    /// `C(p+r) ∨ max(T, pre₀)(p−r)`; marker Right, maximin
    /// `A(p−ℓ) ∧ min(T, suf₁[·+1])(p+ℓ)`, minimax `max(C, T)(p+r) ∨ pre₁[p−r]`.
    /// `ℓ = 0` / `r = 0` have no strict win for the other side, and bids above
    /// the other's budget win outright.
    fn cell_all(&self, p: usize, marker: usize) -> (i32, i32) {
        let q = self.tb - p;
        let k = p.min(q);
        let (suf, pre) = (&self.suf[marker], &self.pre[marker]);
        let [_, _, m2, m3] = &self.merged;
        let [r0, r1, r2, r3] = &self.rev;
        // (tie at 0, maximin pair, minimax pair); a piece read at p − b for
        // b = 1..=k is its reversed array from index n − p on.
        let (t0, lo_back, lo_fwd, hi_back, hi_fwd) = if marker == 0 {
            (self.wl[1][p], r0, &suf[p + 2..], r1, &self.wr[0][p + 1..])
        } else {
            (self.wr[0][p], r2, &m2[p + 1..], r3, &m3[p + 1..])
        };
        let start = self.tb + 1 - p;
        let mut lo = lo_back[start..start + k]
            .iter()
            .zip(&lo_fwd[..k])
            .fold(t0.min(suf[p + 1]), |acc, (&a, &b)| acc.max(a.min(b)));
        let mut hi = hi_back[start..start + k]
            .iter()
            .zip(&hi_fwd[..k])
            .fold(t0.max(pre[p]), |acc, (&a, &b)| acc.min(a.max(b)));
        if p > q {
            lo = lo.max(pre[p - q]);
        }
        if q > p {
            hi = hi.min(suf[2 * p + 1]);
        }
        (lo, hi)
    }

    fn cell_restricted(&mut self, p: usize, marker: usize) -> (i32, i32) {
        let q = self.tb - p;
        let nb_p = self.bids.partition_point(|&b| b as usize <= p);
        let nb_q = self.bids.partition_point(|&b| b as usize <= q);
        let Kernel {
            bids,
            sc,
            sa,
            wl,
            wr,
            ..
        } = self;
        let bids: &[u32] = bids;
        let pc = Pieces {
            p,
            ..self_pieces(wl, wr, marker)
        };
        let b = |i: usize| bids[i] as usize;
        if nb_p == 0 {
            let v = (0..nb_q).map(|j| pc.c(b(j))).min().unwrap_or(0);
            return (v, v);
        }
        if nb_q == 0 {
            let v = (0..nb_p).map(|i| pc.a(b(i))).max().unwrap_or(0);
            return (v, v);
        }
        let bmin = b(0);
        sc[nb_q] = INF;
        for j in (0..nb_q).rev() {
            sc[j] = sc[j + 1].min(pc.c(b(j)));
        }
        sa[nb_p] = NEG;
        for i in (0..nb_p).rev() {
            sa[i] = sa[i + 1].max(pc.a(b(i)));
        }
        let mut lo = NEG;
        for i in 0..nb_p {
            let l = b(i);
            // Right answers with a higher bid, a tie, or a lower one.
            let mut v = if i + 1 < nb_q { sc[i + 1] } else { INF };
            if i < nb_q {
                v = v.min(pc.t(l));
            }
            if l > bmin {
                v = v.min(pc.a(l));
            }
            lo = lo.max(v);
        }
        let mut hi = INF;
        for j in 0..nb_q {
            let r = b(j);
            let mut v = if j + 1 < nb_p { sa[j + 1] } else { NEG };
            if j < nb_p {
                v = v.max(pc.t(r));
            }
            if r > bmin {
                v = v.max(pc.c(r));
            }
            hi = hi.min(v);
        }
        (lo, hi)
    }
}

pub(super) fn self_pieces<'a>(
    wl: &'a [Vec<i32>; 2],
    wr: &'a [Vec<i32>; 2],
    marker: usize,
) -> Pieces<'a> {
    if marker == 0 {
        Pieces {
            p: 0,
            a: &wl[0],
            c: &wr[0],
            t: &wl[1],
            t_up: false,
        }
    } else {
        Pieces {
            p: 0,
            a: &wl[1],
            c: &wr[1],
            t: &wr[0],
            t_up: true,
        }
    }
}
