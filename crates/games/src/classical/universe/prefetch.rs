//! Prefetches of the cache lines the recursive operations are about to
//! read: the caches of comparisons and sums are larger than the
//! processor's caches, so most of a comparison's time was the wait for its
//! probe (Domineering 6×6). Asking for the lines of all the options' probes
//! first lets their misses overlap. Hints only: nothing computed changes.

use std::sync::atomic::Ordering;

use super::super::append::prefetch;
use super::{Game, Rec, Universe};

impl Universe {
    /// Asks for the cache lines the comparisons of `g ≤ h` look at: the
    /// records of `g`'s Left options and `h`'s Right ones and the cache's
    /// slots of `h ≤ gᴸ` and `hᴿ ≤ g`, so that their misses overlap.
    #[inline]
    pub(super) fn prefetch_le(&self, g: Game, h: Game, left: bool, right: bool) {
        if left {
            for &o in self.left(g) {
                self.prefetch_rec(o);
                self.le_cache.prefetch(h, o);
            }
        }
        if right {
            for &o in self.right(h) {
                self.prefetch_rec(o);
                self.le_cache.prefetch(o, g);
            }
        }
    }

    /// Asks for the record of `g`. For an option just made
    /// (`options_value`), the record is read next by [`Universe::canon`]
    /// (its stops order the options), after the rest of the options are
    /// made, so the misses overlap.
    #[inline]
    pub(crate) fn prefetch_rec(&self, g: Game) {
        self.forms.recs.prefetch(g.0 as usize);
    }

    /// Asks for the options of the form whose record is `rec`, which a
    /// comparison that recurses reads next: the record says where they
    /// are, so their miss would follow the record's; asked for while the
    /// record is at hand, the two overlap with the rest of the pass.
    #[inline]
    pub(super) fn prefetch_options_of(&self, rec: &Rec) {
        self.forms.opts.prefetch(rec.start as usize);
    }

    /// Asks for the cache's slots of the sums `g + h` needs, `gᴸ + h`,
    /// `g + hᴸ` and so on, so that their misses overlap.
    #[inline]
    pub(super) fn prefetch_sums(&self, g: Game, h: Game) {
        let ask = |a: Game, b: Game| match a <= b {
            true => self.sums.prefetch(a, b),
            false => self.sums.prefetch(b, a),
        };
        let (gl, gr) = (self.left(g), self.right(g));
        for &o in gl.iter().chain(gr) {
            ask(o, h);
        }
        let (hl, hr) = (self.left(h), self.right(h));
        for &o in hl.iter().chain(hr) {
            ask(g, o);
        }
    }

    /// Asks for the lines a component's options are about to read: the
    /// negatives of its negated parts (first pass) and then the sums'
    /// slots of each option's first two parts, so that a component's
    /// misses overlap instead of following one another. `part(i)` is
    /// part `i` and whether it is negated; option `k` is parts
    /// `ends[k-1]..ends[k]`.
    pub(crate) fn prefetch_options(&self, ends: &[usize], part: &impl Fn(usize) -> (Game, bool)) {
        let parts = ends.last().copied().unwrap_or(0);
        for i in 0..parts {
            let (g, neg) = part(i);
            if neg {
                prefetch(self.forms.negs.get(g.0 as usize));
            }
        }
        let seen = |i: usize| match part(i) {
            (g, false) => Some(g),
            (g, true) => match self.forms.negs.get(g.0 as usize).load(Ordering::Relaxed) {
                u32::MAX => None,
                n => Some(Game(n)),
            },
        };
        let mut start = 0;
        for &end in ends {
            if end >= start + 2 {
                if let (Some(a), Some(b)) = (seen(start), seen(start + 1)) {
                    match a <= b {
                        true => self.sums.prefetch(a, b),
                        false => self.sums.prefetch(b, a),
                    }
                }
            }
            start = end;
        }
    }
}
