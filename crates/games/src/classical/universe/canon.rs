//! Canonical forms from options: dominated options removed, reversible
//! ones bypassed ([`Universe::canon`]), with the fast paths for options
//! that are all numbers or all nimbers.

use super::super::dyadic::Dyadic;
use super::{Game, Universe};

impl Universe {
    /// The canonical form of `{L | R}` for canonical options: dominated
    /// options removed, reversible ones bypassed, until neither applies.
    pub fn canon(&mut self, mut l: Vec<Game>, mut r: Vec<Game>) -> Game {
        loop {
            self.lap();
            if self.spent() {
                return Universe::ZERO;
            }
            l.sort_unstable();
            l.dedup();
            r.sort_unstable();
            r.dedup();
            if let Some(g) = self.all_numbers(&l, &r) {
                return g;
            }
            if let Some(g) = self.all_nimbers(&l, &r) {
                return g;
            }
            self.undominate(&mut l, true);
            self.undominate(&mut r, false);
            let (nl, changed_l) = self.bypass(&l, &r, true);
            let (nr, changed_r) = self.bypass(&l, &r, false);
            l = nl;
            r = nr;
            if !changed_l && !changed_r {
                return self.intern(&l, &r);
            }
        }
    }

    /// Options with reversible ones replaced: a Left option `A` reversible
    /// through `A^R ≤ G` becomes the Left options of `A^R` (mirror for Right).
    fn bypass(&mut self, l: &[Game], r: &[Game], left: bool) -> (Vec<Game>, bool) {
        let side = if left { l } else { r };
        self.bypass_by(side, left, |u, o| {
            if left {
                u.le_into(o, l, r)
            } else {
                u.ge_into(o, l, r)
            }
        })
    }

    /// Replaces each option of a side that `reverses` through one of its
    /// replies by that reply's options for the same player.
    pub(crate) fn bypass_by(
        &mut self,
        side: &[Game],
        left: bool,
        mut reverses: impl FnMut(&mut Universe, Game) -> bool,
    ) -> (Vec<Game>, bool) {
        let mut out = Vec::with_capacity(side.len());
        let mut changed = false;
        for &a in side {
            // The replies read in place (no copy of them per option).
            let (nl, nr) = self.counts(a);
            let mut found = None;
            for i in 0..if left { nr } else { nl } {
                let o = if left {
                    self.right_at(a, i)
                } else {
                    self.left_at(a, i)
                };
                if reverses(self, o) {
                    found = Some(o);
                    break;
                }
            }
            match found {
                Some(o) => {
                    changed = true;
                    out.extend_from_slice(if left { self.left(o) } else { self.right(o) });
                }
                None => out.push(a),
            }
        }
        (out, changed)
    }

    /// Keeps the undominated options: for Left the maximal ones, for Right
    /// the minimal ones (distinct canonical forms are never equal). Each
    /// option is compared only with the ones kept so far.
    fn undominate(&mut self, side: &mut Vec<Game>, left: bool) {
        if side.len() < 2 {
            return;
        }
        // The likely dominating options first (Left's by the larger stops,
        // Right's by the smaller): the rest are then beaten by the first
        // few kept, and a kept option is rarely beaten by a later one.
        let mut keyed = std::mem::take(&mut self.keyed);
        keyed.clear();
        keyed.extend(side.iter().map(|&g| {
            let r = self.rec(g);
            let (ls, rs) = (r.left_stop.approx(), r.right_stop.approx());
            match left {
                true => (-ls, -rs, g),
                false => (rs, ls, g),
            }
        }));
        keyed.sort_unstable_by(|a, b| a.0.total_cmp(&b.0).then(a.1.total_cmp(&b.1)));
        // `a` can be beaten by `k` only if neither of its keys is smaller
        // (`a ≤ k` needs both stops of `a` at most those of `k`): the keys
        // rule out most pairs without a comparison. The approximations are
        // monotone, so a smaller key is a smaller stop.
        let can_beat = |k: &(f64, f64, Game), a: &(f64, f64, Game)| a.0 >= k.0 && a.1 >= k.1;
        let mut keep: Vec<(f64, f64, Game)> = Vec::with_capacity(side.len());
        for a in &keyed {
            let mut beaten = false;
            for k in &keep {
                if can_beat(k, a)
                    && if left {
                        self.le(a.2, k.2)
                    } else {
                        self.le(k.2, a.2)
                    }
                {
                    beaten = true;
                    break;
                }
            }
            if !beaten {
                keep.retain(|k| {
                    !(can_beat(a, k)
                        && if left {
                            self.le(k.2, a.2)
                        } else {
                            self.le(a.2, k.2)
                        })
                });
                keep.push(*a);
            }
        }
        side.clear();
        side.extend(keep.iter().map(|k| k.2));
        self.keyed = keyed;
    }

    /// An impartial game whose options are all nimbers: `*mex` (the mex
    /// rule), without comparing options.
    fn all_nimbers(&mut self, l: &[Game], r: &[Game]) -> Option<Game> {
        if l != r {
            return None;
        }
        let mut stars: Vec<u32> = l
            .iter()
            .map(|&g| {
                self.nus(g)
                    .filter(|n| n.number == Dyadic::ZERO && n.ups == 0)
                    .map(|n| n.star)
            })
            .collect::<Option<_>>()?;
        stars.sort_unstable();
        stars.dedup();
        let mex = stars.iter().enumerate().find(|&(i, &s)| s != i as u32);
        let mex = mex.map_or(stars.len(), |(i, _)| i) as u32;
        Some(self.nimber(mex))
    }

    /// When every option is a number: the number between them, or the
    /// switch `{max L | min R}` (canonical as it stands).
    fn all_numbers(&mut self, l: &[Game], r: &[Game]) -> Option<Game> {
        let nl: Vec<Dyadic> = l
            .iter()
            .map(|&g| self.number_value(g))
            .collect::<Option<_>>()?;
        let nr: Vec<Dyadic> = r
            .iter()
            .map(|&g| self.number_value(g))
            .collect::<Option<_>>()?;
        let (lo, hi) = (nl.iter().max().copied(), nr.iter().min().copied());
        Some(match Dyadic::simplest_between(lo, hi) {
            Some(x) => self.number(x),
            None => {
                let (a, b) = (self.number(lo?), self.number(hi?));
                self.intern(&[a], &[b])
            }
        })
    }
}
