//! Comparison of guaranteed scoring games and their canonical forms.
//!
//! **Comparison** (LNS 2016, the constructive comparison theorem of §3,
//! extending Ettinger's and Siegel's tests): for guaranteed `G` and `H`,
//! `G ≥ H` iff
//!
//! 1. `Ls̲(G) ≥ Ls̲(H)` and `Rs̄(G) ≥ Rs̄(H)` (the pessimistic stops: with a
//!    bar below, Right may pass whenever she likes; with a bar above, Left
//!    may);
//! 2. for every `H^L`, some `G^L ≥ H^L` or some `H^{LR} ≤ G`;
//! 3. for every `G^R`, some `H^R ≤ G^R` or some `G^{RL} ≥ H`.
//!
//! **Canonical form** (LNS 2016, §4: the reductions, which may be applied in
//! any order, give the unique simplest form of a congruence class): the
//! options are made canonical first, then, side by side until nothing
//! changes,
//!
//! 1. *domination*: a Left option `G^{L1} ≤ G^{L2}` (another) is removed;
//!    a Right option `G^{R1} ≥ G^{R2}` likewise;
//! 2. *non-atomic reversibility*: a Left option `G^{L1}` with a Right
//!    option `G^{L1R1} ≤ G` whose Left side has options is replaced by those
//!    options `G^{L1R1L}`;
//! 3. *atomic reversibility*: when that `G^{L1R1} = <∅^ℓ | …>` has an empty
//!    Left side, then (a) if `G^{L1}` is Left's only option and
//!    `<∅^ℓ | G^R>` is guaranteed, `G = <∅^ℓ | G^R>`; (b) otherwise
//!    `G^{L1}` is replaced by the waiting game `ℓ + \hat{-(m+1)}`, `m ≥ 0`
//!    the least with `G ≥ ℓ + \hat{-m}` (the Scoring Games Calculator's
//!    reading of the theorem);
//!
//! and the same for Right by symmetry (we reduce `−G`'s Left side).
//! Every reduction is checked as it is made: the reduced game must compare
//! equal to the game before it (both ways by the comparison above), or the
//! engine stops with [`ScoringError::Internal`] rather than print a wrong
//! form; the property tests (an oracle playing sums by the definitions)
//! check the comparison itself.

use super::arena::{sorted, ScoringUniverse, Sg, Side};
use super::ScoringError;

/// How two games compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Relation {
    Equal,
    Greater,
    Less,
    Confused,
}

/// Rounds of reductions a canonical form may take before the engine calls
/// it a bug (each round removes or replaces an option).
const MAX_ROUNDS: usize = 100_000;

impl ScoringUniverse {
    fn need_guaranteed(&self, g: Sg) -> Result<(), ScoringError> {
        match self.why_not_guaranteed(g) {
            None => Ok(()),
            Some(reason) => Err(ScoringError::NotGuaranteed { reason }),
        }
    }

    /// `G ≥ H` for guaranteed games (refused with the reason otherwise).
    pub fn ge(&mut self, g: Sg, h: Sg) -> Result<bool, ScoringError> {
        self.need_guaranteed(g)?;
        self.need_guaranteed(h)?;
        self.ge_raw(g, h)
    }

    /// How `G` compares with `H` (both guaranteed).
    pub fn compare(&mut self, g: Sg, h: Sg) -> Result<Relation, ScoringError> {
        let a = self.ge(g, h)?;
        let b = self.ge_raw(h, g)?;
        Ok(match (a, b) {
            (true, true) => Relation::Equal,
            (true, false) => Relation::Greater,
            (false, true) => Relation::Less,
            (false, false) => Relation::Confused,
        })
    }

    fn eq_raw(&mut self, g: Sg, h: Sg) -> Result<bool, ScoringError> {
        Ok(self.ge_raw(g, h)? && self.ge_raw(h, g)?)
    }

    pub(super) fn ge_raw(&mut self, g: Sg, h: Sg) -> Result<bool, ScoringError> {
        if g == h {
            return Ok(true);
        }
        if let Some(&b) = self.ge.get(&(g, h)) {
            return Ok(b);
        }
        self.charge(1)?;
        let (fg, fh) = (self.figures(g), self.figures(h));
        let mut holds = fg.ls_lo >= fh.ls_lo && fg.rs_hi >= fh.rs_hi;
        if holds {
            'hl: for hl in self.left(h).to_vec() {
                for gl in self.left(g).to_vec() {
                    if self.ge_raw(gl, hl)? {
                        continue 'hl;
                    }
                }
                for hlr in self.right(hl).to_vec() {
                    if self.ge_raw(g, hlr)? {
                        continue 'hl;
                    }
                }
                holds = false;
                break;
            }
        }
        if holds {
            'gr: for gr in self.right(g).to_vec() {
                for hr in self.right(h).to_vec() {
                    if self.ge_raw(gr, hr)? {
                        continue 'gr;
                    }
                }
                for grl in self.left(gr).to_vec() {
                    if self.ge_raw(grl, h)? {
                        continue 'gr;
                    }
                }
                holds = false;
                break;
            }
        }
        self.ge.insert((g, h), holds);
        Ok(holds)
    }

    /// The canonical form of a guaranteed game (refused with the reason
    /// otherwise).
    pub fn canonical(&mut self, g: Sg) -> Result<Sg, ScoringError> {
        self.need_guaranteed(g)?;
        self.canon_raw(g)
    }

    fn canon_raw(&mut self, g: Sg) -> Result<Sg, ScoringError> {
        if let Some(&c) = self.canon.get(&g) {
            return Ok(c);
        }
        self.charge(1)?;
        let node = self.node(g).clone();
        let left = self.canon_side(&node.left)?;
        let right = self.canon_side(&node.right)?;
        let mut cur = self.make_raw(left, right)?;
        let mut rounds = 0;
        loop {
            let a = self.reduce_left(cur)?;
            let n = self.neg(a)?;
            let n = self.reduce_left(n)?;
            let b = self.neg(n)?;
            if b == cur {
                break;
            }
            cur = b;
            rounds += 1;
            if rounds > MAX_ROUNDS {
                return Err(ScoringError::Internal {
                    what: "the reductions did not settle",
                });
            }
        }
        self.canon.insert(g, cur);
        self.canon.insert(cur, cur);
        Ok(cur)
    }

    fn canon_side(&mut self, side: &Side) -> Result<Side, ScoringError> {
        Ok(match side {
            Side::Atom(s) => Side::Atom(*s),
            Side::Options(o) => {
                let mut v = Vec::with_capacity(o.len());
                for &x in o.iter() {
                    v.push(self.canon_raw(x)?);
                }
                sorted(v)
            }
        })
    }

    fn make_raw(&mut self, left: Side, right: Side) -> Result<Sg, ScoringError> {
        self.intern(left, right)
    }

    /// One reduction on Left's side, checked: domination first, then the
    /// first reversible option. The game unchanged when none applies.
    fn reduce_left(&mut self, g: Sg) -> Result<Sg, ScoringError> {
        let opts = self.left(g).to_vec();
        if opts.is_empty() {
            return Ok(g);
        }
        // Domination: keep the options no other kept one is at least.
        let mut kept: Vec<Sg> = Vec::with_capacity(opts.len());
        for &o in &opts {
            let mut dominated = false;
            for &k in &kept {
                if self.ge_raw(k, o)? {
                    dominated = true;
                    break;
                }
            }
            if dominated {
                continue;
            }
            let mut next = Vec::with_capacity(kept.len() + 1);
            for &k in &kept {
                if !self.ge_raw(o, k)? {
                    next.push(k);
                }
            }
            next.push(o);
            kept = next;
        }
        if kept.len() < opts.len() {
            let r = self.with_left(g, sorted(kept))?;
            return self.checked(g, r, "domination");
        }
        for &o in &opts {
            if let Some(r) = self.reverse(g, o)? {
                return Ok(r);
            }
        }
        Ok(g)
    }

    /// The reversibility reductions of Left's option `o` of `g`, if `o` is
    /// reversible (through its first Right option `o^R ≤ g`) and the
    /// replacement changes the game.
    fn reverse(&mut self, g: Sg, o: Sg) -> Result<Option<Sg>, ScoringError> {
        let mut through = None;
        for r in self.right(o).to_vec() {
            if self.ge_raw(g, r)? {
                through = Some(r);
                break;
            }
        }
        let Some(r) = through else { return Ok(None) };
        let others: Vec<Sg> = self.left(g).iter().copied().filter(|&x| x != o).collect();
        let rl = self.left(r).to_vec();
        if !rl.is_empty() {
            let mut v = others;
            v.extend(rl);
            let n = self.with_left(g, sorted(v))?;
            return self.checked(g, n, "non-atomic reversibility").map(Some);
        }
        let Some(l) = self.node(r).left.atom() else {
            return Ok(None);
        };
        if others.is_empty() {
            let n = self.with_left(g, Side::Atom(l))?;
            if self.figures(n).guaranteed && self.eq_raw(g, n)? {
                return Ok(Some(n));
            }
        }
        let bound = i64::from(self.figures(g).birthday) + 2;
        for m in 0..=bound {
            let w = self.hat(-m)?;
            let w = self.shift(w, l)?;
            if self.ge_raw(g, w)? {
                let rep = self.hat(-(m + 1))?;
                let rep = self.shift(rep, l)?;
                if rep == o {
                    return Ok(None);
                }
                let mut v = others;
                v.push(rep);
                let n = self.with_left(g, sorted(v))?;
                return self.checked(g, n, "atomic reversibility").map(Some);
            }
        }
        Ok(None)
    }

    /// `after` if it equals `before`, else an internal error naming the
    /// reduction (a reduction must never change a game's value).
    fn checked(&mut self, before: Sg, after: Sg, what: &'static str) -> Result<Sg, ScoringError> {
        if self.eq_raw(before, after)? {
            Ok(after)
        } else {
            Err(ScoringError::Internal { what })
        }
    }
}
