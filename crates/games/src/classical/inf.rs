//! Comparison modulo infinitesimals through the stops of a difference,
//! without building the difference (Siegel, *Combinatorial Game Theory*,
//! II.6; stops: II.3).
//!
//! `G ≥ H` modulo infinitesimals (`G ≥_Inf H`: `G ≥ H + ε` for some
//! infinitesimal `ε`) iff the Right stop of `G − H` is `≥ 0`.
//! [`Universe::le_inf`] finds the sign of that stop by the stops
//! recursion over the *formal* difference: the pairs `(G', H')` of
//! subpositions, where Left moves to `G'^L − H'` or `G' − H'^R` and Right
//! to `G'^R − H'` or `G' − H'^L`, nothing put in canonical form.
//!
//! Why the formal recursion gives the true stops. For a form `K` that is
//! not equal to a number, `Ls(K) = max Rs(K^L)` and `Rs(K) = min Ls(K^R)`
//! whatever the form. A sum `K = G' − H'` of canonical non-numbers may
//! still equal a number `x` (`* − *`); then every `K^L ◁ x`, so
//! `Rs(K^L) ≤ x`, and some `K^L` reaches `x`: by number translation
//! `H' = G' − x` (canonical forms are unique), and for a Left option
//! `G'^L` of `G'` with `Rs(G'^L) = Ls(G')` the option `G'^L − H'` has
//! `Rs ≥ Rs(G'^L) + Rs(−H') = Ls(G') − Ls(G') + x = x` (induction on the
//! options, with the inequalities below). So `Ls(K) = x`, as the
//! definition of stops says; the mirror argument gives `Rs(K) = x`.
//!
//! The search is cut by the stops of sums (Siegel II.3; *Lessons in Play*
//! ch. 6): `Rs(G) + Rs(H) ≤ Rs(G + H) ≤ Rs(G) + Ls(H) ≤ Ls(G + H) ≤
//! Ls(G) + Ls(H)`. With the stored stops of `G'` and `H'` these bound the
//! stops of `G' − H'`; the bounds meet when either is a number or
//! infinitesimally close to one (a number's options are never looked at),
//! and usually decide the sign long before.

use super::dyadic::Dyadic;
use super::universe::{Game, Universe};
use crate::common::FxMap;

/// The universe's caches of comparisons modulo infinitesimals and of
/// reduced canonical forms.
#[derive(Default)]
pub(crate) struct InfCache {
    /// `Rs(G − H) ≥ 0`, by the pair `(G, H)`.
    right: FxMap<u64, bool>,
    /// `Ls(G − H) ≥ 0`, by the pair `(G, H)`.
    left: FxMap<u64, bool>,
    /// Reduced canonical forms found so far.
    pub(crate) reduced: FxMap<Game, Game>,
}

fn pair(a: Game, b: Game) -> u64 {
    (u64::from(a.0) << 32) | u64::from(b.0)
}

impl Universe {
    /// `G ≤ H` modulo infinitesimals: the Right stop of `H − G` is `≥ 0`,
    /// found without building `H − G` (see the module docs).
    pub fn le_inf(&mut self, g: Game, h: Game) -> bool {
        self.difference_stop_nonnegative(h, g, true)
    }

    /// Bounds `(low, high)` on the Right stop (`right`) or the Left stop of
    /// `G − H`, from the stops of `G` and `H`.
    fn difference_stop_bounds(&self, g: Game, h: Game, right: bool) -> (Dyadic, Dyadic) {
        let (lg, rg) = (self.left_stop(g), self.right_stop(g));
        let (lh, rh) = (self.left_stop(h), self.right_stop(h));
        if right {
            (rg - lh, (rg - rh).min(lg - lh))
        } else {
            ((lg - lh).max(rg - rh), lg - rh)
        }
    }

    /// Whether the Right stop (`right`) or the Left stop of `G − H` is
    /// `≥ 0`, cached by the pair.
    fn difference_stop_nonnegative(&mut self, g: Game, h: Game, right: bool) -> bool {
        if g == h {
            return true;
        }
        let (low, high) = self.difference_stop_bounds(g, h, right);
        if low >= Dyadic::ZERO {
            return true;
        }
        if high < Dyadic::ZERO {
            return false;
        }
        // Neither is a number here: a number's stops make the bounds meet.
        let key = pair(g, h);
        let memo = if right {
            &self.inf.right
        } else {
            &self.inf.left
        };
        if let Some(&b) = memo.get(&key) {
            return b;
        }
        if self.tick() {
            return false;
        }
        let out = if right {
            // Every Right move (to G^R − H or G − H^L) leaves Ls ≥ 0.
            (0..self.right(g).len()).all(|i| {
                let o = self.right(g)[i];
                self.difference_stop_nonnegative(o, h, false)
            }) && (0..self.left(h).len()).all(|i| {
                let o = self.left(h)[i];
                self.difference_stop_nonnegative(g, o, false)
            })
        } else {
            // Some Left move (to G^L − H or G − H^R) keeps Rs ≥ 0.
            (0..self.left(g).len()).any(|i| {
                let o = self.left(g)[i];
                self.difference_stop_nonnegative(o, h, true)
            }) || (0..self.right(h).len()).any(|i| {
                let o = self.right(h)[i];
                self.difference_stop_nonnegative(g, o, true)
            })
        };
        if !self.spent() {
            let memo = if right {
                &mut self.inf.right
            } else {
                &mut self.inf.left
            };
            memo.insert(key, out);
        }
        out
    }
}
