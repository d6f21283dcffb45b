//! Bidding Cumulative Subtraction (BCS), seed 001 (Larsson, Patel, Rai).
//!
//! Left holds `p`, Right `q = TB − p`, one of them the tie-break marker. Both
//! bid from the bid set `B` within their budgets; the higher bid moves and
//! pays it to the other; on equal bids the marker holder moves, pays, and
//! hands over the marker. The mover removes `s ∈ S`, scoring `+s` (Left) or
//! `−s` (Right); play ends when no `s` fits. A player with no legal bid
//! (`B ∩ 0..=budget` empty) lets the other win with any of its bids (no tie,
//! the marker stays). If some budget split lets nobody bid, the ruleset is
//! invalid (seed §2); every split `p = 0..=TB` is a starting position here.
//!
//! Values are Definition 1's maximin (Left commits to a bid, Right answers),
//! computed for both marker holders directly — `o_p(x)` (Left holds it) and
//! `ν_p(x)` (Right holds it) — never through `ν_p = −o_{TB−p}` or the reduced
//! form, which need property U; the solver also counts positions whose
//! bidding matrix has no pure equilibrium (maximin ≠ minimax).
//!
//! Cost: `O(TB·|S|)` per heap for the continuations plus `O(TB)` per cell for
//! the maximin and the minimax (suffix minima over Right's bids, prefix maxima
//! over Left's), i.e. `O(TB² + TB·|S|)` per heap. Row `x` (all `p`, both
//! markers) depends only on rows `x − s`, so the first repeated window of
//! `max S` rows proves eventual periodicity: the solver stops there and
//! answers every later heap from the period.
//!
//! Notes on the seed (checked by hand and in `tests/bidding.rs`):
//! * Example 12's second table is the matrix of heap 5, not heap 9: at heap 9
//!   the cell `(ℓ = 4, r = 0)` is `1 + o_0(8) = −3` (printed `−1`), and the
//!   first table itself uses `o_0(8) = −4`. The value, `−1`, is the same.
//! * Lemma 22's lower bound `−⌊TB/2⌋` fails for odd `TB` (`TB = 1`:
//!   `o_0(1) = −1`, Right outbids Left's 0); the values span exactly
//!   `−⌈TB/2⌉ ..= ⌈TB/2⌉ + 1`.
//! * For odd `TB`, β (Lemma 25) gives half of the automaton states an entry of
//!   the wrong parity for an outcome; see [`Automaton::predicted`].
//! * Theorem 27's sum does not simplify to the printed closed forms; the
//!   closed forms are used (see [`theorem27_bound`]).

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

pub use super::common::{Period, Player};
use super::cumulative_subtraction::MAX_MOVE;

/// Largest total budget `TB`.
pub const MAX_BUDGET: u32 = 1000;
/// Largest heap a solver accepts (rows stop at the period anyway).
pub const MAX_HEAP: u32 = 50_000_000;
/// Work (see [`heap_cost`]) the CLI spends at most looking for the period:
/// a few seconds natively.
pub const DEFAULT_WORK_LIMIT: u64 = 6_000_000_000;

const INF: i32 = i32::MAX;
const NEG: i32 = i32::MIN;

fn mi(m: Player) -> usize {
    match m {
        Player::Left => 0,
        Player::Right => 1,
    }
}

fn normalized(mut v: Vec<u32>) -> Vec<u32> {
    v.sort_unstable();
    v.dedup();
    v
}

/// A BCS ruleset. `bids: None` means every bid `0..=TB`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BcsRules {
    pub moves: Vec<u32>,
    pub total_budget: u32,
    pub bids: Option<Vec<u32>>,
}

impl BcsRules {
    pub fn new(moves: Vec<u32>, total_budget: u32) -> BcsRules {
        BcsRules {
            moves,
            total_budget,
            bids: None,
        }
    }

    pub fn with_bids(mut self, bids: Vec<u32>) -> BcsRules {
        self.bids = Some(bids);
        self
    }

    /// Sets sorted and deduplicated.
    pub fn normalize(&self) -> BcsRules {
        BcsRules {
            moves: normalized(self.moves.clone()),
            total_budget: self.total_budget,
            bids: self.bids.clone().map(normalized),
        }
    }

    /// The bid set `B`, ascending.
    pub fn bid_set(&self) -> Vec<u32> {
        match &self.bids {
            None => (0..=self.total_budget).collect(),
            Some(b) => normalized(b.clone()),
        }
    }

    /// Every bid `0..=TB` is allowed.
    pub fn all_bids(&self) -> bool {
        match &self.bids {
            None => true,
            Some(b) => {
                let b = normalized(b.clone());
                b.len() as u64 == u64::from(self.total_budget) + 1
                    && b.last() == Some(&self.total_budget)
            }
        }
    }

    /// The paper's unitary games: `S = {1}` and every bid allowed.
    pub fn is_unitary(&self) -> bool {
        normalized(self.moves.clone()) == [1] && self.all_bids()
    }

    pub fn validate(&self) -> Result<(), String> {
        if self.moves.is_empty() {
            return Err("the subtraction set is empty".into());
        }
        for &a in &self.moves {
            if a == 0 {
                return Err("move 0 is not allowed (amounts are at least 1)".into());
            }
            if a > MAX_MOVE {
                return Err(format!("move {a} exceeds the maximum {MAX_MOVE}"));
            }
        }
        let tb = self.total_budget;
        if tb > MAX_BUDGET {
            return Err(format!(
                "total budget {tb} exceeds the maximum {MAX_BUDGET}"
            ));
        }
        let bids = self.bid_set();
        if let Some(&b) = bids.iter().find(|&&b| b > tb) {
            return Err(format!("bid {b} exceeds the total budget {tb}"));
        }
        let Some(&b0) = bids.first() else {
            return Err(format!(
                "the bid set is empty: at position (p = 0, marker Left) neither player can bid (total budget {tb})"
            ));
        };
        // Nobody can bid when p < b0 and TB − p < b0; the smallest such p:
        let p0 = tb + 1 - b0;
        if p0 < b0 {
            return Err(format!(
                "invalid ruleset: at position (p = {p0}, marker Left) neither player can bid \
                 (Left has {p0}, Right has {}, the smallest bid is {b0}); so too with marker Right, \
                 and for every p in {p0}..{}",
                tb - p0,
                (b0 - 1).min(tb)
            ));
        }
        Ok(())
    }
}

/// One position: heap `x`, Left's budget `p`, and who holds the marker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BcsPosition {
    pub x: u32,
    pub p: u32,
    pub marker: Player,
}

impl fmt::Display for BcsPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "(x = {}, p = {}, marker {})",
            self.x, self.p, self.marker
        )
    }
}

/// Heap parity (Lemma 9: in unitary games the value has the heap's parity).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Parity {
    Even,
    Odd,
}

impl Parity {
    pub fn of(x: i64) -> Parity {
        if x.rem_euclid(2) == 0 {
            Parity::Even
        } else {
            Parity::Odd
        }
    }
}

/// Rows of `2·(TB+1)` values: `[marker Left: p = 0..=TB][marker Right: p = 0..=TB]`,
/// as `i16` until some value needs more.
#[derive(Clone, Debug)]
enum Cells {
    Narrow(Vec<i16>),
    Wide(Vec<i32>),
}

impl Cells {
    fn push(&mut self, row: &[i32]) {
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

    fn get(&self, i: usize) -> i32 {
        match self {
            Cells::Narrow(v) => i32::from(v[i]),
            Cells::Wide(v) => v[i],
        }
    }

    fn load(&self, start: usize, out: &mut [i32]) {
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

    fn same(&self, a: usize, b: usize, len: usize) -> bool {
        match self {
            Cells::Narrow(v) => v[a..a + len] == v[b..b + len],
            Cells::Wide(v) => v[a..a + len] == v[b..b + len],
        }
    }
}

/// Work units per heap (bid pairs looked at, roughly), for progress and limits.
pub fn heap_cost(rules: &BcsRules) -> u64 {
    let n = u64::from(rules.total_budget) + 1;
    2 * n * n + 2 * n * rules.moves.len() as u64 + 1
}

/// Heaps worth `work_limit` work units (at least 1000, at most [`MAX_HEAP`]).
pub fn horizon(rules: &BcsRules, work_limit: u64) -> u32 {
    (work_limit / heap_cost(rules)).clamp(1000, u64::from(MAX_HEAP)) as u32
}

/// The per-heap computation: continuations, then one cell at a time.
#[derive(Clone, Debug)]
struct Kernel {
    tb: usize,
    moves: Vec<u32>,
    bids: Vec<u32>,
    all_bids: bool,
    /// Best continuation when Left / Right moves, to (Left's budget, marker):
    /// `wl[m][k] = max_s V(x−s, k, m) + s`, `wr[m][k] = min_s V(x−s, k, m) − s`.
    wl: [Vec<i32>; 2],
    wr: [Vec<i32>; 2],
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
struct Pieces<'a> {
    p: usize,
    a: &'a [i32],
    c: &'a [i32],
    t: &'a [i32],
    /// `T(b) = t[p − b]` (marker Left) or `t[p + b]` (marker Right).
    t_up: bool,
}

impl Pieces<'_> {
    #[inline(always)]
    fn a(&self, l: usize) -> i32 {
        self.a[self.p - l]
    }
    #[inline(always)]
    fn c(&self, r: usize) -> i32 {
        self.c[self.p + r]
    }
    #[inline(always)]
    fn t(&self, b: usize) -> i32 {
        if self.t_up {
            self.t[self.p + b]
        } else {
            self.t[self.p - b]
        }
    }
}

impl Kernel {
    fn new(rules: &BcsRules) -> Kernel {
        let tb = rules.total_budget as usize;
        let n = tb + 1;
        let v = || vec![0; n];
        Kernel {
            tb,
            moves: rules.moves.clone(),
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

    /// Fills `wl`, `wr` for heap `x` from the rows `x − s`; false if no move fits.
    fn continuations(&mut self, x: u32, row_start: impl Fn(u32) -> usize, cells: &Cells) -> bool {
        let n = self.tb + 1;
        for m in 0..2 {
            self.wl[m].fill(NEG);
            self.wr[m].fill(INF);
        }
        let mut any = false;
        for &s in &self.moves {
            if s > x {
                break;
            }
            any = true;
            cells.load(row_start(x - s), &mut self.buf);
            let s = s as i32;
            for m in 0..2 {
                let src = &self.buf[m * n..(m + 1) * n];
                for ((l, r), &v) in self.wl[m].iter_mut().zip(self.wr[m].iter_mut()).zip(src) {
                    *l = (*l).max(v + s);
                    *r = (*r).min(v - s);
                }
            }
        }
        if any && self.all_bids {
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
        any
    }

    /// (maximin, minimax) at Left budget `p`, marker index `marker`.
    fn cell(&mut self, p: usize, marker: usize) -> (i32, i32) {
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

fn self_pieces<'a>(wl: &'a [Vec<i32>; 2], wr: &'a [Vec<i32>; 2], marker: usize) -> Pieces<'a> {
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

fn row_hash(row: &[i32]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &v in row {
        h = (h ^ u64::from(v as u32)).wrapping_mul(0x0000_0100_0000_01b3);
        h ^= h >> 29;
    }
    h.wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

const WINDOW_BASE: u64 = 0x0000_0100_0000_01b3;

/// The window keys are hashes already.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

type WindowMap = HashMap<u64, u32, BuildHasherDefault<KeyHasher>>;

/// Incremental solver so a web worker can run it in slices and report progress.
#[derive(Clone, Debug)]
pub struct BcsSolver {
    rules: BcsRules,
    max_heap: u32,
    window: u32,
    min_move: u32,
    kernel: Kernel,
    cells: Cells,
    computed: u32,
    row: Vec<i32>,
    row_hashes: Vec<u64>,
    window_hash: u64,
    base_top: u64,
    /// Window hash → the last window end with that hash; `chain[x]` is the
    /// previous end with the same hash as `x` (`u32::MAX`: none).
    seen: WindowMap,
    chain: Vec<u32>,
    period: Option<Period>,
    no_saddle: u64,
    first_no_saddle: Option<BcsPosition>,
    work: u64,
}

impl BcsSolver {
    pub fn new(rules: BcsRules, max_heap: u32) -> Result<BcsSolver, String> {
        rules.validate()?;
        if max_heap > MAX_HEAP {
            return Err(format!(
                "heap {max_heap} exceeds the maximum heap {MAX_HEAP}"
            ));
        }
        let rules = rules.normalize();
        let window = *rules.moves.last().expect("validated");
        let min_move = rules.moves[0];
        let n = rules.total_budget as usize + 1;
        Ok(BcsSolver {
            kernel: Kernel::new(&rules),
            max_heap,
            window,
            min_move,
            cells: Cells::Narrow(Vec::new()),
            computed: 0,
            row: vec![0; 2 * n],
            row_hashes: Vec::new(),
            window_hash: 0,
            base_top: WINDOW_BASE.wrapping_pow(window - 1),
            seen: WindowMap::default(),
            chain: Vec::new(),
            period: None,
            no_saddle: 0,
            first_no_saddle: None,
            work: 0,
            rules,
        })
    }

    /// Computes up to `heaps` more heaps; true when done: all of
    /// `0..=max_heap` computed, or a period found (later heaps follow from it).
    pub fn step(&mut self, heaps: u32) -> bool {
        for _ in 0..heaps {
            if self.is_done() {
                break;
            }
            self.next_row();
        }
        self.is_done()
    }

    fn is_done(&self) -> bool {
        self.period.is_some() || self.computed > self.max_heap
    }

    /// Heaps settled so far (all `max_heap + 1` once a period is found).
    pub fn done_heaps(&self) -> u32 {
        if self.period.is_some() {
            self.max_heap.saturating_add(1)
        } else {
            self.computed
        }
    }

    /// Rows actually computed.
    pub fn computed_heaps(&self) -> u32 {
        self.computed
    }

    pub fn max_heap(&self) -> u32 {
        self.max_heap
    }

    /// Work units spent (see [`heap_cost`]).
    pub fn work(&self) -> u64 {
        self.work
    }

    pub fn period(&self) -> Option<Period> {
        self.period
    }

    pub fn finish(mut self) -> BcsTable {
        while !self.step(u32::MAX) {}
        BcsTable {
            rules: self.rules,
            max_heap: self.max_heap,
            window: self.window,
            cells: self.cells,
            computed: self.computed,
            period: self.period,
            no_saddle: self.no_saddle,
            first_no_saddle: self.first_no_saddle,
        }
    }

    fn next_row(&mut self) {
        let x = self.computed;
        let n = self.rules.total_budget as usize + 1;
        let len = 2 * n;
        self.work += heap_cost(&self.rules);
        if x < self.min_move
            || !self
                .kernel
                .continuations(x, |h| h as usize * len, &self.cells)
        {
            self.row.fill(0);
        } else {
            for m in 0..2 {
                for p in 0..n {
                    let (lo, hi) = self.kernel.cell(p, m);
                    self.row[m * n + p] = lo;
                    if lo != hi {
                        self.no_saddle += 1;
                        if self.first_no_saddle.is_none() {
                            self.first_no_saddle = Some(BcsPosition {
                                x,
                                p: p as u32,
                                marker: if m == 0 { Player::Left } else { Player::Right },
                            });
                        }
                    }
                }
            }
        }
        let h = row_hash(&self.row);
        self.cells.push(&self.row);
        self.row_hashes.push(h);
        self.computed += 1;
        self.detect(x, h, len);
    }

    /// Window `W(x)` = rows `x−w+1..=x`. For `x ≥ w − 1` it determines every
    /// later row by one fixed rule (all moves fit from heap `w` on), so
    /// `W(x) = W(i)` proves period `x − i` from row `i − w + 1` on; the first
    /// such repeat gives the least period.
    fn detect(&mut self, x: u32, h: u64, len: usize) {
        let w = self.window;
        let old = if x >= w {
            self.row_hashes[(x - w) as usize]
        } else {
            0
        };
        self.window_hash = h.wrapping_add(
            WINDOW_BASE.wrapping_mul(
                self.window_hash
                    .wrapping_sub(old.wrapping_mul(self.base_top)),
            ),
        );
        self.chain.push(u32::MAX);
        if x + 1 < w {
            return;
        }
        let cells = &self.cells;
        let same_window = |i: u32| {
            let (a, b) = ((i + 1 - w) as usize * len, (x + 1 - w) as usize * len);
            cells.same(a, b, w as usize * len)
        };
        let mut hit = None;
        let mut i = self
            .seen
            .get(&self.window_hash)
            .copied()
            .unwrap_or(u32::MAX);
        while i != u32::MAX {
            if same_window(i) {
                hit = Some(i);
                break;
            }
            i = self.chain[i as usize];
        }
        if let Some(i) = hit {
            let period = x - i;
            let mut pre = i + 1 - w;
            while pre > 0
                && cells.same(
                    (pre - 1) as usize * len,
                    (pre - 1 + period) as usize * len,
                    len,
                )
            {
                pre -= 1;
            }
            self.period = Some(Period {
                preperiod: pre,
                period,
            });
            self.seen = WindowMap::default();
            self.chain = Vec::new();
        } else if let Some(prev) = self.seen.insert(self.window_hash, x) {
            self.chain[x as usize] = prev;
        }
    }
}

/// Runs a solver until the first repeated window proves periodicity (or
/// `max_heap` is reached). The table answers every heap `≤ max_heap` (any
/// heap once periodic).
pub fn solve_until_periodic(rules: BcsRules, max_heap: u32) -> Result<BcsTable, String> {
    Ok(BcsSolver::new(rules, max_heap)?.finish())
}

/// A solved ruleset.
#[derive(Clone)]
pub struct BcsTable {
    rules: BcsRules,
    max_heap: u32,
    window: u32,
    cells: Cells,
    computed: u32,
    period: Option<Period>,
    no_saddle: u64,
    first_no_saddle: Option<BcsPosition>,
}

impl fmt::Debug for BcsTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BcsTable")
            .field("rules", &self.rules)
            .field("max_heap", &self.max_heap)
            .field("computed", &self.computed)
            .field("period", &self.period)
            .finish_non_exhaustive()
    }
}

/// Who moves after a bid pair, and with what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    /// `None`: that player has no legal bid.
    pub left_bid: Option<u32>,
    pub right_bid: Option<u32>,
    /// Whether this bid pair is an equilibrium (saddle point) of the matrix.
    pub equilibrium: bool,
    pub mover: Player,
    /// The mover pays this to the other player.
    pub pays: u32,
    /// Equal bids: the marker passes to the other player.
    pub tie: bool,
    /// Optimal removals for the mover, ascending.
    pub moves: Vec<u32>,
    /// Left's budget and the marker holder afterwards.
    pub next_p: u32,
    pub next_marker: Player,
    /// The value of the position after this bid pair (and an optimal move).
    pub value: i64,
}

/// One position's bidding matrix (Example 12): rows are Right's bids
/// `r = 0..=q`, columns Left's bids `ℓ = 0..=p`; `None` where a bid is not
/// in `B` (or the heap is terminal).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidMatrix {
    pub x: u32,
    pub p: u32,
    pub q: u32,
    pub marker: Player,
    /// No move fits: no bidding, value 0.
    pub terminal: bool,
    /// `cells[r][ℓ]`.
    pub cells: Vec<Vec<Option<i64>>>,
    /// Per row `r`: the best Left can do against it.
    pub row_max: Vec<Option<i64>>,
    /// Per column `ℓ`: the worst Right can do to it.
    pub col_min: Vec<Option<i64>>,
    /// When only one player can bid: that player and the value per legal bid.
    pub unopposed: Option<(Player, Vec<(u32, i64)>)>,
    pub maximin: i64,
    pub minimax: i64,
    /// The position's value (the maximin).
    pub value: i64,
    /// Saddle points `(ℓ, r)`; empty when there is none.
    pub equilibria: Vec<(u32, u32)>,
}

impl BcsTable {
    /// The normalised rules.
    pub fn rules(&self) -> &BcsRules {
        &self.rules
    }

    pub fn total_budget(&self) -> u32 {
        self.rules.total_budget
    }

    pub fn max_heap(&self) -> u32 {
        self.max_heap
    }

    /// Rows stored (heaps `0..computed_heaps()`).
    pub fn computed_heaps(&self) -> u32 {
        self.computed
    }

    fn row_len(&self) -> usize {
        2 * (self.rules.total_budget as usize + 1)
    }

    /// The stored row equal to row `x`, if known.
    fn row_of(&self, x: u32) -> Option<u32> {
        if x < self.computed {
            return Some(x);
        }
        let per = self.period?;
        Some(per.preperiod + (x - per.preperiod) % per.period)
    }

    /// A stored heap whose previous `max S` rows equal those of `x`.
    fn source_heap(&self, x: u32) -> Option<u32> {
        if x < self.computed {
            return Some(x);
        }
        let per = self.period?;
        let base = per.preperiod + self.window;
        Some(base + (x - base) % per.period)
    }

    /// Whether `value(x, …)` is known: `x ≤ max_heap`, or any `x` once periodic.
    pub fn covers(&self, x: u32) -> bool {
        self.row_of(x).is_some()
    }

    /// `o_p(x)` (marker Left) or `ν_p(x)` (marker Right); `None` if `p > TB`
    /// or `x` is not covered.
    pub fn get(&self, x: u32, p: u32, marker: Player) -> Option<i64> {
        if p > self.rules.total_budget {
            return None;
        }
        let row = self.row_of(x)? as usize;
        let n = self.rules.total_budget as usize + 1;
        Some(i64::from(
            self.cells
                .get(row * self.row_len() + mi(marker) * n + p as usize),
        ))
    }

    /// `o_p(x)` (marker Left) or `ν_p(x)` (marker Right), `p` = Left's budget.
    /// Panics if `p > TB` or `x` is not covered (see [`BcsTable::covers`]).
    pub fn value(&self, x: u32, p: u32, marker: Player) -> i64 {
        self.get(x, p, marker).unwrap_or_else(|| {
            panic!(
                "position (x = {x}, p = {p}) is outside this table (TB = {}, heaps 0..{})",
                self.rules.total_budget, self.computed
            )
        })
    }

    /// Row `x` for one marker holder, `p = 0..=TB`.
    pub fn row(&self, x: u32, marker: Player) -> Vec<i64> {
        (0..=self.rules.total_budget)
            .map(|p| self.value(x, p, marker))
            .collect()
    }

    /// Positions computed whose bidding matrix has no pure equilibrium.
    pub fn positions_without_equilibrium(&self) -> u64 {
        self.no_saddle
    }

    pub fn first_without_equilibrium(&self) -> Option<BcsPosition> {
        self.first_no_saddle
    }

    /// Exact eventual period of the rows (both markers, all `p`).
    pub fn periodicity(&self) -> Option<Period> {
        self.period
    }

    /// Theorem 27's convergence heap: the least `x` with `o_p(y) = o_p(y+2)`
    /// for every `p` and every `y ≥ x` (so also the least heap meeting the
    /// paper's definition). `None` unless the period is 1 or 2.
    pub fn convergence_heap(&self) -> Option<u32> {
        let per = self.period?;
        if per.period > 2 {
            return None;
        }
        let same = |a: u32, b: u32| self.row(a, Player::Left) == self.row(b, Player::Left);
        let mut x = per.preperiod;
        while x > 0 && same(x - 1, x + 1) {
            x -= 1;
        }
        Some(x)
    }

    /// Limit values per heap parity (period 1 or 2 only).
    pub fn limits(&self, marker: Player) -> Option<Limits> {
        let per = self.period?;
        if per.period > 2 {
            return None;
        }
        let x = per.preperiod;
        let (even, odd) = if x % 2 == 0 { (x, x + 1) } else { (x + 1, x) };
        Some(Limits {
            even: self.row(even, marker),
            odd: self.row(odd, marker),
        })
    }

    fn check_position(&self, x: u32, p: u32) -> Result<u32, String> {
        if p > self.rules.total_budget {
            return Err(format!(
                "Left's budget {p} exceeds the total budget {}",
                self.rules.total_budget
            ));
        }
        self.source_heap(x)
            .ok_or_else(|| format!("heap {x} is beyond the solved heaps 0..{}", self.computed))
    }

    /// Example 12's bidding matrix. Panics on positions outside the table;
    /// [`BcsTable::try_matrix`] returns an error instead.
    pub fn matrix(&self, x: u32, p: u32, marker: Player) -> BidMatrix {
        self.try_matrix(x, p, marker)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    pub fn try_matrix(&self, x: u32, p: u32, marker: Player) -> Result<BidMatrix, String> {
        let src = self.check_position(x, p)?;
        let tb = self.rules.total_budget;
        let q = tb - p;
        let mut m = BidMatrix {
            x,
            p,
            q,
            marker,
            terminal: true,
            cells: vec![vec![None; p as usize + 1]; q as usize + 1],
            row_max: vec![None; q as usize + 1],
            col_min: vec![None; p as usize + 1],
            unopposed: None,
            maximin: 0,
            minimax: 0,
            value: 0,
            equilibria: Vec::new(),
        };
        let Some(k) = self.continuations(src) else {
            return Ok(m);
        };
        m.terminal = false;
        let bids = self.rules.bid_set();
        let left: Vec<u32> = bids.iter().copied().filter(|&b| b <= p).collect();
        let right: Vec<u32> = bids.iter().copied().filter(|&b| b <= q).collect();
        let pc = Pieces {
            p: p as usize,
            ..self_pieces(&k.wl, &k.wr, mi(marker))
        };
        let v = |a: i32| i64::from(a);
        if left.is_empty() || right.is_empty() {
            let (who, list): (Player, Vec<(u32, i64)>) = if left.is_empty() {
                let l = right.iter().map(|&r| (r, v(pc.c(r as usize)))).collect();
                (Player::Right, l)
            } else {
                let l = left.iter().map(|&b| (b, v(pc.a(b as usize)))).collect();
                (Player::Left, l)
            };
            let best = if who == Player::Left {
                list.iter().map(|e| e.1).max()
            } else {
                list.iter().map(|e| e.1).min()
            }
            .unwrap_or(0);
            m.maximin = best;
            m.minimax = best;
            m.value = best;
            m.unopposed = Some((who, list));
            return Ok(m);
        }
        for &r in &right {
            for &l in &left {
                let (l, r) = (l as usize, r as usize);
                let cell = if l > r {
                    pc.a(l)
                } else if l == r {
                    pc.t(l)
                } else {
                    pc.c(r)
                };
                m.cells[r][l] = Some(v(cell));
            }
        }
        for &r in &right {
            m.row_max[r as usize] = m.cells[r as usize].iter().flatten().copied().max();
        }
        for &l in &left {
            m.col_min[l as usize] = right
                .iter()
                .filter_map(|&r| m.cells[r as usize][l as usize])
                .min();
        }
        m.maximin = m.col_min.iter().flatten().copied().max().unwrap_or(0);
        m.minimax = m.row_max.iter().flatten().copied().min().unwrap_or(0);
        m.value = m.maximin;
        for &r in &right {
            for &l in &left {
                let c = m.cells[r as usize][l as usize];
                if c.is_some() && c == m.col_min[l as usize] && c == m.row_max[r as usize] {
                    m.equilibria.push((l, r));
                }
            }
        }
        Ok(m)
    }

    /// Continuations at heap `x` (a stored heap), or `None` if terminal.
    fn continuations(&self, x: u32) -> Option<Kernel> {
        let mut k = Kernel::new(&self.rules);
        let len = self.row_len();
        let min_move = self.rules.moves[0];
        if x < min_move || !k.continuations(x, |h| h as usize * len, &self.cells) {
            return None;
        }
        Some(k)
    }

    /// Equilibrium bid pairs `(ℓ, r)` (saddle points of [`BcsTable::matrix`]).
    /// Empty at terminal heaps, when only one player can bid, or when the
    /// matrix has no saddle point.
    pub fn equilibria(&self, x: u32, p: u32, marker: Player) -> Vec<(u32, u32)> {
        self.matrix(x, p, marker).equilibria
    }

    /// Optimal play after the bidding: one [`Play`] per equilibrium bid pair;
    /// without a saddle point, per (maximin bid of Left, best answer of Right);
    /// when only one player can bid, per optimal bid of that player. Empty at
    /// terminal heaps.
    pub fn best_moves(&self, x: u32, p: u32, marker: Player) -> Vec<Play> {
        let m = self.matrix(x, p, marker);
        if m.terminal {
            return Vec::new();
        }
        let src = self.source_heap(x).expect("checked by matrix");
        let mut pairs: Vec<(Option<u32>, Option<u32>, bool)> = Vec::new();
        if let Some((who, list)) = &m.unopposed {
            for &(b, val) in list {
                if val == m.value {
                    pairs.push(match who {
                        Player::Left => (Some(b), None, true),
                        Player::Right => (None, Some(b), true),
                    });
                }
            }
        } else if !m.equilibria.is_empty() {
            pairs.extend(m.equilibria.iter().map(|&(l, r)| (Some(l), Some(r), true)));
        } else {
            for (l, c) in m.col_min.iter().enumerate() {
                if *c == Some(m.maximin) {
                    for (r, row) in m.cells.iter().enumerate() {
                        if row[l] == Some(m.maximin) {
                            pairs.push((Some(l as u32), Some(r as u32), false));
                        }
                    }
                }
            }
        }
        pairs
            .into_iter()
            .map(|(l, r, eq)| self.play(src, p, marker, l, r, eq))
            .collect()
    }

    fn play(
        &self,
        x: u32,
        p: u32,
        marker: Player,
        l: Option<u32>,
        r: Option<u32>,
        equilibrium: bool,
    ) -> Play {
        let (mover, pays, tie) = match (l, r) {
            (Some(l), Some(r)) if l == r => (marker, l, true),
            (Some(l), Some(r)) if l > r => (Player::Left, l, false),
            (Some(l), None) => (Player::Left, l, false),
            (_, Some(r)) => (Player::Right, r, false),
            (None, None) => unreachable!("a valid ruleset lets someone bid"),
        };
        let next_p = match mover {
            Player::Left => p - pays,
            Player::Right => p + pays,
        };
        let next_marker = if tie { marker.other() } else { marker };
        let after = |s: u32| {
            let v = self.value(x - s, next_p, next_marker);
            let s = i64::from(s);
            match mover {
                Player::Left => v + s,
                Player::Right => v - s,
            }
        };
        let options: Vec<(u32, i64)> = self
            .rules
            .moves
            .iter()
            .filter(|&&s| s <= x)
            .map(|&s| (s, after(s)))
            .collect();
        let best = match mover {
            Player::Left => options.iter().map(|o| o.1).max(),
            Player::Right => options.iter().map(|o| o.1).min(),
        }
        .unwrap_or(0);
        Play {
            left_bid: l,
            right_bid: r,
            equilibrium,
            mover,
            pays,
            tie,
            moves: options
                .iter()
                .filter(|o| o.1 == best)
                .map(|o| o.0)
                .collect(),
            next_p,
            next_marker,
            value: best,
        }
    }
}

/// Limit values `o_p` (or `ν_p`) for `p = 0..=TB`, per heap parity.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    pub even: Vec<i64>,
    pub odd: Vec<i64>,
}

/// Theorem 27's bound on the convergence heap, the printed closed forms:
/// `1 + (TB/2 + 1)·TB/2 − TB/2 = 1 + TB²/4` for even `TB`, and
/// `1 + ⌈TB/2⌉² − TB/2` for odd `TB`, rounded down (`= 1 + c² − c`,
/// `c = ⌈TB/2⌉`). The convergence heap is an integer, so flooring loses nothing.
pub fn theorem27_bound(total_budget: u32) -> u64 {
    let tb = u64::from(total_budget);
    let c = tb.div_ceil(2);
    if tb % 2 == 0 {
        1 + (tb / 2 + 1) * (tb / 2) - tb / 2
    } else {
        1 + c * c - c
    }
}

/// §3.4: `α_even(δ)` on even `δ`: `⌊(δ+1)/2⌋` if `δ ≡ 0 (mod 4)`, else `⌈(δ+1)/2⌉`.
pub fn alpha_even(delta: i64) -> i64 {
    if delta.rem_euclid(4) == 0 {
        (delta + 1).div_euclid(2)
    } else {
        (delta + 2).div_euclid(2)
    }
}

/// §3.4: `α_odd(δ)` on even `δ`: `⌈(δ+1)/2⌉` if `δ ≡ 0 (mod 4)`, else `⌊(δ+1)/2⌋`.
pub fn alpha_odd(delta: i64) -> i64 {
    if delta.rem_euclid(4) == 0 {
        (delta + 2).div_euclid(2)
    } else {
        (delta + 1).div_euclid(2)
    }
}

/// §3.4: `β(δ)` on odd `δ`: `⌊δ/2⌋ + ι(δ)` if `δ ≡ 1 (mod 4)`, else
/// `⌈δ/2⌉ + ι(δ)`, with `ι(δ) = 1` iff `δ > 0`.
pub fn beta(delta: i64) -> i64 {
    let iota = i64::from(delta > 0);
    if delta.rem_euclid(4) == 1 {
        delta.div_euclid(2) + iota
    } else {
        (delta + 1).div_euclid(2) + iota
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AutomatonKind {
    /// Even `TB`: `A(even, p) = α_even(2p − TB)`, `A(odd, p) = α_odd(2p − TB)`.
    Alpha,
    /// Odd `TB`: `A(even, p) = A(odd, p) = β(2p − TB)` (Lemma 25 as printed).
    Beta,
}

/// The 0-bidding automaton `A` of §3.4 (Lemma 25): two states per budget
/// `p`, `(j, p) → (jᶜ, TB − p)` with `A(j, p) = 1 − A(jᶜ, TB − p)`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Automaton {
    pub total_budget: u32,
    pub kind: AutomatonKind,
    /// Entries `A(even, p)` and `A(odd, p)`, `p = 0..=TB`.
    pub even: Vec<i64>,
    pub odd: Vec<i64>,
}

impl Automaton {
    pub fn entry(&self, p: u32, parity: Parity) -> i64 {
        match parity {
            Parity::Even => self.even[p as usize],
            Parity::Odd => self.odd[p as usize],
        }
    }

    /// Conjecture 28's predicted limit of `o_p(x)` for heaps of this parity:
    /// the entry, when it has that parity. For odd `TB` the printed β gives
    /// the even state of `p > TB/2` (and the odd state of `p < TB/2`) an
    /// entry of the wrong parity, which no outcome can take (Lemma 9):
    /// `None` there.
    pub fn predicted(&self, p: u32, parity: Parity) -> Option<i64> {
        let e = self.entry(p, parity);
        (Parity::of(e) == parity).then_some(e)
    }

    /// Not in the paper: a parity-consistent completion for odd `TB`,
    /// `α_j(δ + sign δ)` with `δ = 2p − TB` — the α automaton of the even budget
    /// next to `TB` on the richer player's side. It agrees with β wherever β
    /// has the right parity, and equals the printed entry for even `TB`.
    pub fn completed(&self, p: u32, parity: Parity) -> i64 {
        let delta = 2 * i64::from(p) - i64::from(self.total_budget);
        let d = match self.kind {
            AutomatonKind::Alpha => delta,
            AutomatonKind::Beta => delta + delta.signum(),
        };
        match parity {
            Parity::Even => alpha_even(d),
            Parity::Odd => alpha_odd(d),
        }
    }

    /// Whether `A(j, p) = 1 − A(jᶜ, TB − p)` holds for every state (Lemma 25).
    pub fn is_consistent(&self) -> bool {
        let tb = self.total_budget as usize;
        (0..=tb)
            .all(|p| self.even[p] == 1 - self.odd[tb - p] && self.odd[p] == 1 - self.even[tb - p])
    }
}

/// The automaton `A` for total budget `TB` (α for even, β for odd `TB`).
pub fn automaton(total_budget: u32) -> Automaton {
    let tb = i64::from(total_budget);
    let deltas = (0..=tb).map(|p| 2 * p - tb);
    if tb % 2 == 0 {
        Automaton {
            total_budget,
            kind: AutomatonKind::Alpha,
            even: deltas.clone().map(alpha_even).collect(),
            odd: deltas.map(alpha_odd).collect(),
        }
    } else {
        let b: Vec<i64> = deltas.map(beta).collect();
        Automaton {
            total_budget,
            kind: AutomatonKind::Beta,
            even: b.clone(),
            odd: b,
        }
    }
}

/// Smallest Left budget (`≤ TB`) that forces winning `moves` consecutive
/// bids, per marker holder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ForcedWin {
    pub moves: u32,
    pub with_marker: Option<u32>,
    pub without_marker: Option<u32>,
}

/// Theorem 29's sufficient budgets, solved for the least `p` with `q = TB − p`:
/// with the marker `p ≥ (2^k − 1)q + 2^(k−1) − 1`, without it
/// `p ≥ (2^k − 1)(q + 1)`, for `k = 1..=max_moves` (at most 64).
pub fn theorem29_budgets(total_budget: u32, max_moves: u32) -> Vec<ForcedWin> {
    let tb = u128::from(total_budget);
    (1..=max_moves.min(64))
        .map(|k| {
            let two_k = 1u128 << k;
            let least = |num: u128| {
                let p = num.div_ceil(two_k);
                (p <= tb).then_some(p as u32)
            };
            ForcedWin {
                moves: k,
                // 2^k·p ≥ (2^k − 1)·TB + 2^(k−1) − 1
                with_marker: least((two_k - 1) * tb + two_k / 2 - 1),
                // 2^k·p ≥ (2^k − 1)·(TB + 1)
                without_marker: least((two_k - 1) * (tb + 1)),
            }
        })
        .collect()
}

/// The exact least budgets from a solved table with `S = {1}`: the least `p`
/// with value `k` at heap `k` (Left wins all `k` moves), for each `k ≤
/// max_moves` the table covers. Empty unless `S = {1}`.
pub fn forced_win_budgets(table: &BcsTable, max_moves: u32) -> Vec<ForcedWin> {
    if table.rules.moves != [1] {
        return Vec::new();
    }
    let tb = table.total_budget();
    (1..=max_moves)
        .take_while(|&k| table.covers(k))
        .map(|k| {
            let least = |m: Player| (0..=tb).find(|&p| table.value(k, p, m) == i64::from(k));
            ForcedWin {
                moves: k,
                with_marker: least(Player::Left),
                without_marker: least(Player::Right),
            }
        })
        .collect()
}

/// A limit value that differs from the automaton's prediction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LimitMismatch {
    pub p: u32,
    pub parity: Parity,
    pub limit: i64,
    pub automaton: i64,
}

/// The paper's lemmas, properties and conjectures checked on a solved table
/// (every stored row; later heaps repeat them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Checks {
    /// Heaps `0..heaps_checked` were checked.
    pub heaps_checked: u32,
    /// Definition 2 (A): `o_p`, `ν_p` non-decreasing in `p`.
    pub u_a: bool,
    /// Definition 2 (B): `o_p ≥ ν_p`.
    pub u_b: bool,
    /// Definition 2 (C): `o_p ≤ ν_{p+1}`.
    pub u_c: bool,
    pub u_a_violation: Option<BcsPosition>,
    pub u_b_violation: Option<BcsPosition>,
    pub u_c_violation: Option<BcsPosition>,
    /// Every bidding matrix has a saddle point (Theorem 3's equilibrium).
    pub pure_equilibria: bool,
    pub no_equilibrium_at: Option<BcsPosition>,
    /// `ν_p(x) = −o_{TB−p}(x)` everywhere (equation (1)).
    pub marker_symmetry: bool,
    /// Lemma 9 (`S = {1}` only): `o_p(x) ≡ x (mod 2)`.
    pub parity_lemma: Option<bool>,
    /// Lemma 20: `2p ≥ TB ⇒ o_p ≥ 0`, `2p < TB ⇒ o_p ≤ 0`.
    pub sign_border: bool,
    /// Lemma 22 as printed: `−⌊TB/2⌋ ≤ o_p ≤ ⌈TB/2⌉ + 1`.
    pub bounded_outcome: bool,
    /// Smallest and largest `o_p(x)` seen.
    pub outcome_range: (i64, i64),
    /// Unitary games: convergence heap `≤` [`theorem27_bound`].
    pub convergence_within_bound: Option<bool>,
    /// Unitary games with period 2 found: every limit value equals the
    /// automaton's prediction ([`Automaton::predicted`]).
    pub conjecture28_holds: Option<bool>,
    pub conjecture28_mismatches: Vec<LimitMismatch>,
    /// States whose printed automaton entry has the wrong parity (odd `TB`).
    pub automaton_parity_conflicts: u32,
    /// Unitary games with period 2 found: every limit value equals
    /// [`Automaton::completed`] (an observation, not the paper's claim).
    pub completed_automaton_holds: Option<bool>,
    /// Unitary games: Theorem 29's budgets are exactly the least forcing ones.
    pub theorem29_exact: Option<bool>,
}

/// Runs every check on `table`.
pub fn checks(table: &BcsTable) -> Checks {
    let tb = table.total_budget();
    let n = table.computed;
    let mut c = Checks {
        heaps_checked: n,
        u_a: true,
        u_b: true,
        u_c: true,
        u_a_violation: None,
        u_b_violation: None,
        u_c_violation: None,
        pure_equilibria: table.no_saddle == 0,
        no_equilibrium_at: table.first_no_saddle,
        marker_symmetry: true,
        parity_lemma: (table.rules.moves == [1]).then_some(true),
        sign_border: true,
        bounded_outcome: true,
        outcome_range: (0, 0),
        convergence_within_bound: None,
        conjecture28_holds: None,
        conjecture28_mismatches: Vec::new(),
        automaton_parity_conflicts: 0,
        completed_automaton_holds: None,
        theorem29_exact: None,
    };
    let (lo_bound, hi_bound) = (-i64::from(tb / 2), i64::from(tb.div_ceil(2)) + 1);
    let flag = |ok: &mut bool, at: &mut Option<BcsPosition>, good: bool, pos: BcsPosition| {
        if !good && *ok {
            *ok = false;
            *at = Some(pos);
        }
    };
    let (mut lo, mut hi) = (i64::MAX, i64::MIN);
    for x in 0..n {
        let o = table.row(x, Player::Left);
        let nu = table.row(x, Player::Right);
        for p in 0..=tb as usize {
            let pos = |marker| BcsPosition {
                x,
                p: p as u32,
                marker,
            };
            if p > 0 {
                flag(
                    &mut c.u_a,
                    &mut c.u_a_violation,
                    o[p] >= o[p - 1],
                    pos(Player::Left),
                );
                flag(
                    &mut c.u_a,
                    &mut c.u_a_violation,
                    nu[p] >= nu[p - 1],
                    pos(Player::Right),
                );
            }
            flag(
                &mut c.u_b,
                &mut c.u_b_violation,
                o[p] >= nu[p],
                pos(Player::Left),
            );
            if p < tb as usize {
                flag(
                    &mut c.u_c,
                    &mut c.u_c_violation,
                    o[p] <= nu[p + 1],
                    pos(Player::Left),
                );
            }
            c.marker_symmetry &= nu[p] == -o[tb as usize - p];
            if let Some(ok) = &mut c.parity_lemma {
                *ok &= Parity::of(o[p]) == Parity::of(i64::from(x))
                    && Parity::of(nu[p]) == Parity::of(i64::from(x));
            }
            c.sign_border &= if 2 * p >= tb as usize {
                o[p] >= 0
            } else {
                o[p] <= 0
            };
            c.bounded_outcome &= (lo_bound..=hi_bound).contains(&o[p]);
            lo = lo.min(o[p]);
            hi = hi.max(o[p]);
        }
    }
    if n > 0 {
        c.outcome_range = (lo, hi);
    }
    if table.rules.is_unitary() {
        c.convergence_within_bound = table
            .convergence_heap()
            .map(|h| u64::from(h) <= theorem27_bound(tb));
        if let Some(lim) = table.limits(Player::Left) {
            let a = automaton(tb);
            for p in 0..=tb {
                for (parity, limit) in [
                    (Parity::Even, lim.even[p as usize]),
                    (Parity::Odd, lim.odd[p as usize]),
                ] {
                    match a.predicted(p, parity) {
                        None => c.automaton_parity_conflicts += 1,
                        Some(e) if e != limit => c.conjecture28_mismatches.push(LimitMismatch {
                            p,
                            parity,
                            limit,
                            automaton: e,
                        }),
                        Some(_) => {}
                    }
                }
            }
            c.conjecture28_holds = Some(c.conjecture28_mismatches.is_empty());
            c.completed_automaton_holds = Some((0..=tb).all(|p| {
                a.completed(p, Parity::Even) == lim.even[p as usize]
                    && a.completed(p, Parity::Odd) == lim.odd[p as usize]
            }));
        }
        let exact = forced_win_budgets(table, 64);
        let paper = theorem29_budgets(tb, exact.len() as u32);
        c.theorem29_exact = Some(exact == paper);
    }
    c
}

/// Figures 3–6: one feasible bid from node `p` (Left holds the marker and `p`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidEdge {
    pub from: u32,
    /// The next node, seen from whoever then holds the marker: `TB − p + b`
    /// after a tie at `b` (Right takes the marker), `p − ℓ` or `p + r` after a
    /// strict win (the marker stays with Left).
    pub to: u32,
    pub bid: u32,
    pub kind: EdgeKind,
    /// A strictly smaller bid wins against every bid the other can afford.
    pub dominated: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum EdgeKind {
    Tie,
    LeftWins,
    RightWins,
}

/// Every feasible bid edge of the bidding automaton (Figures 3–6).
pub fn bid_edges(rules: &BcsRules) -> Vec<BidEdge> {
    let tb = rules.total_budget;
    let bids = rules.bid_set();
    let mut out = Vec::new();
    for p in 0..=tb {
        let q = tb - p;
        let lowest_above = |limit: u32| bids.iter().copied().find(|&b| b > limit);
        let can = |budget: u32, below: u32| bids.iter().any(|&b| b <= budget && b < below);
        for &b in &bids {
            if b <= p && b <= q {
                out.push(BidEdge {
                    from: p,
                    to: q + b,
                    bid: b,
                    kind: EdgeKind::Tie,
                    dominated: false,
                });
            }
            if b <= p && can(q, b) {
                out.push(BidEdge {
                    from: p,
                    to: p - b,
                    bid: b,
                    kind: EdgeKind::LeftWins,
                    dominated: lowest_above(q).is_some_and(|w| w < b),
                });
            }
            if b <= q && can(p, b) {
                out.push(BidEdge {
                    from: p,
                    to: p + b,
                    bid: b,
                    kind: EdgeKind::RightWins,
                    dominated: lowest_above(p).is_some_and(|w| w < b),
                });
            }
        }
    }
    out
}

fn period_json(table: &BcsTable) -> (Value, Value) {
    match table.periodicity() {
        Some(p) => (json!(p.preperiod), json!(p.period)),
        None => (Value::Null, Value::Null),
    }
}

/// The CLI / export JSON document for heaps `lo..=hi` (`hi` is clamped to the
/// covered heaps; `lo > hi` gives empty lists). `values[i][p]` is `o_p(lo+i)`,
/// `right_marker_values[i][p]` is `ν_p(lo+i)`.
pub fn report(table: &BcsTable, lo: u32, hi: u32) -> Value {
    let hi = if table.periodicity().is_some() {
        hi
    } else {
        hi.min(table.computed.saturating_sub(1))
    };
    let heaps: Vec<u32> = if lo <= hi && table.covers(hi) {
        (lo..=hi).collect()
    } else {
        Vec::new()
    };
    let rows = |m: Player| heaps.iter().map(|&x| table.row(x, m)).collect::<Vec<_>>();
    let (from, period) = period_json(table);
    let tb = table.total_budget();
    json!({
        "rules": table.rules(),
        "total_budget": tb,
        "bids": table.rules().bid_set(),
        "max_heap": table.max_heap(),
        "computed_heaps": table.computed_heaps(),
        "heaps": heaps,
        "values": rows(Player::Left),
        "right_marker_values": rows(Player::Right),
        "periodic_from": from,
        "period": period,
        "convergence_heap": table.convergence_heap(),
        "theorem27_bound": theorem27_bound(tb),
        "limits": {
            "left_marker": table.limits(Player::Left),
            "right_marker": table.limits(Player::Right),
        },
        "automaton": automaton(tb),
        "theorem29": theorem29_budgets(tb, 64).into_iter().take_while(|f| f.with_marker.is_some() || f.without_marker.is_some()).collect::<Vec<_>>(),
        "positions_without_equilibrium": table.positions_without_equilibrium(),
        "checks": checks(table),
    })
}

/// JSON for one bidding matrix, Left holding the marker (the CLI's `--matrix`).
pub fn matrix_report(table: &BcsTable, x: u32, p: u32) -> Value {
    matrix_report_for(table, x, p, Player::Left)
}

/// JSON for one bidding matrix; `{"error": …}` for positions outside the table.
pub fn matrix_report_for(table: &BcsTable, x: u32, p: u32, marker: Player) -> Value {
    match table.try_matrix(x, p, marker) {
        Err(e) => json!({ "error": e }),
        Ok(m) => json!({
            "x": m.x,
            "p": m.p,
            "q": m.q,
            "marker": m.marker,
            "terminal": m.terminal,
            "matrix": m.cells,
            "row_max": m.row_max,
            "col_min": m.col_min,
            "unopposed": m.unopposed,
            "maximin": m.maximin,
            "minimax": m.minimax,
            "value": m.value,
            "equilibria": m.equilibria,
            "best_moves": table.best_moves(x, p, marker),
        }),
    }
}

/// One `bcs-sweep` record: solve until periodic (at most `max_heap`) and
/// report the convergence data for this `TB`.
pub fn sweep_record(
    moves: &[u32],
    total_budget: u32,
    bids: Option<&[u32]>,
    max_heap: u32,
) -> Result<Value, String> {
    let rules = BcsRules {
        moves: moves.to_vec(),
        total_budget,
        bids: bids.map(<[u32]>::to_vec),
    };
    let table = solve_until_periodic(rules, max_heap)?;
    let (from, period) = period_json(&table);
    let ch = checks(&table);
    Ok(json!({
        "total_budget": total_budget,
        "bids": table.rules().bid_set(),
        "computed_heaps": table.computed_heaps(),
        "periodic_from": from,
        "period": period,
        "convergence_heap": table.convergence_heap(),
        "bound": theorem27_bound(total_budget),
        "within_bound": ch.convergence_within_bound,
        "conjecture28_holds": ch.conjecture28_holds,
        "u_a": ch.u_a,
        "u_b": ch.u_b,
        "u_c": ch.u_c,
        "pure_equilibria": ch.pure_equilibria,
        "limits": table.limits(Player::Left),
        "automaton": automaton(total_budget),
        "checks": ch,
    }))
}
