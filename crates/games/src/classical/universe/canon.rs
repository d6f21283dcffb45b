//! Canonical forms from options: dominated options removed, reversible
//! ones bypassed ([`Universe::canon`]), with the fast paths for options
//! that are all numbers or all nimbers.
//!
//! Cost: a round with `n` options on a side makes at most `n·k`
//! comparisons for dominance (`k` options kept; the stops rule out most
//! pairs) and one reversibility check per reply of each option; a later
//! round (after a bypass) compares and checks only the `m` options the
//! bypass brought in, `m·n` comparisons, as the value of `{L | R}` never
//! changes from round to round. A comparison is one probe of the
//! universe's cache when known, else a recursion over the pairs of
//! subpositions it has not met (each pair then cached).

use super::super::dyadic::Dyadic;
use super::{Game, Universe};

/// An option with its sort key and whether it is known undominated by the
/// other known ones. The key is the option's two stops, signed for the
/// side and rounded to `f32`, packed into one integer in their order (the
/// first in the high half): one integer comparison sorts.
pub(crate) type Keyed = (u64, Game, bool);

/// `x` rounded to `f32`, as a `u32` in the same order. Rounding is
/// monotone, so `x ≤ y` gives `order_key(x) ≤ order_key(y)`; `+ 0.0`
/// makes `−0` and `0` one key.
fn order_key(x: f64) -> u32 {
    let b = ((x as f32) + 0.0).to_bits();
    if b >> 31 == 1 {
        !b
    } else {
        b | 1 << 31
    }
}

/// Whether the option keyed `a` can be beaten by the one keyed `k`: `a ≤ k`
/// needs both stops of `a` at most those of `k`.
fn can_beat(k: &Keyed, a: &Keyed) -> bool {
    a.0 >> 32 >= k.0 >> 32 && a.0 as u32 >= k.0 as u32 && !(a.2 && k.2)
}

impl Universe {
    /// The canonical form of `{L | R}` for canonical options: dominated
    /// options removed, reversible ones bypassed, until neither applies.
    ///
    /// Each round keeps the value of `{L | R}`, so an option found
    /// irreversible stays irreversible, and the options a round kept are
    /// undominated among themselves: later rounds check only the options
    /// the bypasses brought in (against all), not the old ones again.
    pub fn canon(&mut self, mut l: Vec<Game>, mut r: Vec<Game>) -> Game {
        let (mut old_l, mut old_r) = (Vec::new(), Vec::new());
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
            self.undominate(&mut l, true, &old_l);
            self.undominate(&mut r, false, &old_r);
            let (nl, changed_l) = self.bypass(&l, &r, true, &mut old_l);
            let (nr, changed_r) = self.bypass(&l, &r, false, &mut old_r);
            if !changed_l && !changed_r {
                return self.intern(&l, &r);
            }
            l = nl;
            r = nr;
        }
    }

    /// Options with reversible ones replaced: a Left option `A` reversible
    /// through `A^R ≤ G` becomes the Left options of `A^R` (mirror for
    /// Right). `old` (sorted) holds the options known irreversible; it
    /// becomes the side's irreversible options.
    fn bypass(
        &mut self,
        l: &[Game],
        r: &[Game],
        left: bool,
        old: &mut Vec<Game>,
    ) -> (Vec<Game>, bool) {
        let side = if left { l } else { r };
        let known = std::mem::take(old);
        let out = self.bypass_by(side, left, &known, old, |u, o| {
            if left {
                u.le_into(o, l, r)
            } else {
                u.ge_into(o, l, r)
            }
        });
        old.sort_unstable();
        out
    }

    /// Replaces each option of a side that `reverses` through one of its
    /// replies by that reply's options for the same player. The options in
    /// `known` (sorted) are irreversible already; the options kept as they
    /// are go to `kept`.
    pub(crate) fn bypass_by(
        &mut self,
        side: &[Game],
        left: bool,
        known: &[Game],
        kept: &mut Vec<Game>,
        mut reverses: impl FnMut(&mut Universe, Game) -> bool,
    ) -> (Vec<Game>, bool) {
        let mut out = Vec::with_capacity(side.len());
        let mut changed = false;
        for &a in side {
            if known.binary_search(&a).is_ok() {
                out.push(a);
                kept.push(a);
                continue;
            }
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
                None => {
                    out.push(a);
                    kept.push(a);
                }
            }
        }
        (out, changed)
    }

    /// Keeps the undominated options: for Left the maximal ones, for Right
    /// the minimal ones (distinct canonical forms are never equal). Each
    /// option is compared only with the ones kept so far, and two options
    /// of `old` (sorted: undominated among themselves) not at all.
    fn undominate(&mut self, side: &mut Vec<Game>, left: bool, old: &[Game]) {
        if side.len() < 2 {
            return;
        }
        // The likely dominating options first (Left's by the larger stops,
        // Right's by the smaller): the rest are then beaten by the first
        // few kept, and a kept option is rarely beaten by a later one.
        for &g in side.iter() {
            self.prefetch_rec(g);
        }
        let mut keyed = std::mem::take(&mut self.keyed);
        keyed.clear();
        keyed.extend(side.iter().map(|&g| self.key_option(g, left, old)));
        keyed.sort_unstable_by_key(|k| k.0);
        // `a` can be beaten by `k` only if neither of its stops is smaller
        // (`can_beat`): the keys rule out most pairs without a comparison.
        // The first option is always kept: its comparisons with the rest
        // asked for at once.
        if let Some(first) = keyed.first() {
            for a in &keyed[1..] {
                if can_beat(first, a) {
                    match left {
                        true => self.le_cache.prefetch(a.1, first.1),
                        false => self.le_cache.prefetch(first.1, a.1),
                    }
                }
            }
        }
        let mut keep: Vec<Keyed> = Vec::with_capacity(side.len());
        for a in &keyed {
            for k in keep.iter().filter(|k| can_beat(k, a)) {
                match left {
                    true => self.le_cache.prefetch(a.1, k.1),
                    false => self.le_cache.prefetch(k.1, a.1),
                }
            }
            let mut beaten = false;
            for k in &keep {
                if can_beat(k, a)
                    && if left {
                        self.le(a.1, k.1)
                    } else {
                        self.le(k.1, a.1)
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
                            self.le(k.1, a.1)
                        } else {
                            self.le(a.1, k.1)
                        })
                });
                keep.push(*a);
            }
        }
        side.clear();
        side.extend(keep.iter().map(|k| k.1));
        self.keyed = keyed;
    }

    /// An option of a side with its sort key ([`Keyed`]); `old` (sorted)
    /// holds the options known undominated.
    #[inline]
    fn key_option(&self, g: Game, left: bool, old: &[Game]) -> Keyed {
        let r = self.rec(g);
        self.prefetch_options_of(r);
        let (ls, rs) = (r.left_stop().approx(), r.right_stop().approx());
        let known = !old.is_empty() && old.binary_search(&g).is_ok();
        let (a, b) = match left {
            true => (-ls, -rs),
            false => (rs, ls),
        };
        (
            u64::from(order_key(a)) << 32 | u64::from(order_key(b)),
            g,
            known,
        )
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
