//! Prefetches of the cache lines the recursive operations are about to
//! read: the caches of comparisons and sums are larger than the
//! processor's caches, so most of a comparison's time was the wait for its
//! probe (Domineering 6×6). Asking for the lines of all the options' probes
//! first lets their misses overlap. Hints only: nothing computed changes.

use super::{Game, Universe};

impl Universe {
    /// Asks for the cache lines the comparisons of `g ≤ h` look at: the
    /// records of `g`'s Left options and `h`'s Right ones and the cache's
    /// slots of `h ≤ gᴸ` and `hᴿ ≤ g`, so that their misses overlap.
    #[inline]
    pub(super) fn prefetch_le(&self, g: Game, h: Game, left: bool, right: bool) {
        if left {
            for &o in self.left(g) {
                self.forms.recs.prefetch(o.0 as usize);
                self.le_cache.prefetch(h, o);
            }
        }
        if right {
            for &o in self.right(h) {
                self.forms.recs.prefetch(o.0 as usize);
                self.le_cache.prefetch(o, g);
            }
        }
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
}
