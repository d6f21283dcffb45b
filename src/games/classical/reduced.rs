//! Reduced canonical forms and atomic weights (Siegel, *Combinatorial Game
//! Theory*, II.6–II.7; *Winning Ways* ch. 7–8).
//!
//! `G ≥ H` modulo infinitesimals iff the Right stop of `G − H` is `≥ 0`. The
//! reduced canonical form is the simplest game infinitesimally close to `G`:
//! options replaced by their reduced forms, then options dominated or
//! reversible *modulo infinitesimals* removed or bypassed.
//!
//! The atomic weight of an all-small game follows the atomic weight
//! calculus: `G'' = {G^L'' − 2 | G^R'' + 2}`, except when that is an integer,
//! where a far star `☆` decides: if `G > ☆` it is the largest integer `n`
//! with `n ◁ G^R'' + 2` for every Right option, if `G < ☆` the smallest with
//! `n ▷ G^L'' − 2`, and `0` when `G ‖ ☆`.

use std::collections::HashMap;

use super::dyadic::Dyadic;
use super::thermo::ThermoError;
use super::universe::{Game, Universe};

impl Universe {
    /// `G ≤ H` modulo infinitesimals: the Right stop of `H − G` is `≥ 0`.
    pub fn le_inf(&mut self, g: Game, h: Game) -> bool {
        let d = self.sub(h, g);
        self.right_stop(d) >= Dyadic::ZERO
    }

    /// The reduced canonical form: the simplest game infinitesimally close
    /// to `G`.
    pub fn reduced(&mut self, g: Game) -> Game {
        self.reduced_memo(g, &mut HashMap::new())
    }

    fn reduced_memo(&mut self, g: Game, memo: &mut HashMap<Game, Game>) -> Game {
        if let Some(&r) = memo.get(&g) {
            return r;
        }
        if self.spent() {
            return Universe::ZERO;
        }
        let (ls, rs) = (self.left_stop(g), self.right_stop(g));
        let out = if self.is_number(g) {
            g
        } else if ls == rs {
            self.number(ls)
        } else {
            let l: Vec<Game> = self.left(g).to_vec();
            let r: Vec<Game> = self.right(g).to_vec();
            let mut l: Vec<Game> = l.into_iter().map(|o| self.reduced_memo(o, memo)).collect();
            let mut r: Vec<Game> = r.into_iter().map(|o| self.reduced_memo(o, memo)).collect();
            loop {
                if self.tick() {
                    break Universe::ZERO;
                }
                self.inf_undominate(&mut l, true);
                self.inf_undominate(&mut r, false);
                let whole = self.canon(l.clone(), r.clone());
                let (nl, cl) = self.inf_bypass(&l, whole, true);
                let (nr, cr) = self.inf_bypass(&r, whole, false);
                l = nl;
                r = nr;
                if !cl && !cr {
                    break self.canon(l, r);
                }
            }
        };
        if !self.spent() {
            memo.insert(g, out);
        }
        out
    }

    /// Drops options dominated modulo infinitesimals (keeps one of a tie).
    fn inf_undominate(&mut self, side: &mut Vec<Game>, left: bool) {
        side.sort_unstable();
        side.dedup();
        let all = side.clone();
        let mut keep: Vec<Game> = Vec::new();
        for (i, &a) in all.iter().enumerate() {
            let mut dominated = false;
            for (j, &b) in all.iter().enumerate() {
                if i == j {
                    continue;
                }
                let (worse, better) = if left {
                    (self.le_inf(a, b), self.le_inf(b, a))
                } else {
                    (self.le_inf(b, a), self.le_inf(a, b))
                };
                // Strictly worse, or tied with an earlier kept option.
                if worse && (!better || j < i) {
                    dominated = true;
                    break;
                }
            }
            if !dominated {
                keep.push(a);
            }
        }
        *side = keep;
    }

    /// Bypasses options reversible modulo infinitesimals.
    fn inf_bypass(&mut self, side: &[Game], whole: Game, left: bool) -> (Vec<Game>, bool) {
        self.bypass_by(side, left, |u, o| {
            if left {
                u.le_inf(o, whole)
            } else {
                u.le_inf(whole, o)
            }
        })
    }

    /// Whether every subposition has moves for both players or for neither
    /// (each subposition looked at once; `x + n·↑ + *k` is all-small
    /// exactly when `x = 0`).
    pub fn is_all_small(&self, g: Game) -> bool {
        self.all_small_memo(g, &mut HashMap::new())
    }

    fn all_small_memo(&self, g: Game, memo: &mut HashMap<Game, bool>) -> bool {
        if let Some(n) = self.nus(g) {
            return n.number == Dyadic::ZERO;
        }
        if let Some(&b) = memo.get(&g) {
            return b;
        }
        self.tick();
        let (l, r) = (self.left(g), self.right(g));
        let b = l.is_empty() == r.is_empty()
            && l.iter().chain(r).all(|&o| self.all_small_memo(o, memo));
        memo.insert(g, b);
        b
    }

    /// The atomic weight, defined for all-small games.
    pub fn atomic_weight(&mut self, g: Game) -> Result<Game, ThermoError> {
        if !self.is_all_small(g) {
            return Err(ThermoError::NotAllSmall(self.show_capped(g, 80).0));
        }
        if let Some(n) = self.nus(g) {
            // The atomic weight of n·↑ + *k is n.
            return Ok(self.integer(i64::from(n.ups)));
        }
        let far = 1u32 << (32 - self.birthday(g).leading_zeros() + 1);
        let far = self.nimber(far);
        Ok(self.aw(g, far, &mut HashMap::new()))
    }

    fn aw(&mut self, g: Game, far: Game, memo: &mut HashMap<Game, Game>) -> Game {
        if let Some(n) = self.nus(g) {
            return self.integer(i64::from(n.ups));
        }
        if let Some(&w) = memo.get(&g) {
            return w;
        }
        if self.tick() {
            return Universe::ZERO;
        }
        let (two, minus_two) = (self.integer(2), self.integer(-2));
        let mut l = Vec::new();
        for o in self.left(g).to_vec() {
            let w = self.aw(o, far, memo);
            l.push(self.add(w, minus_two));
        }
        let mut r = Vec::new();
        for o in self.right(g).to_vec() {
            let w = self.aw(o, far, memo);
            r.push(self.add(w, two));
        }
        let w = self.canon(l.clone(), r.clone());
        let out = match self.number_value(w).filter(|x| x.is_integer()) {
            None => w,
            Some(n) => self.eccentric(g, far, n.numerator(), &l, &r),
        };
        memo.insert(g, out);
        out
    }

    /// The integer case of the atomic weight calculus.
    fn eccentric(&mut self, g: Game, far: Game, n: i64, l: &[Game], r: &[Game]) -> Game {
        let (above, below) = (self.le(far, g), self.le(g, far));
        let mut n = n;
        if above && !below {
            // Largest n with n ◁ every G^R'' + 2.
            while !self.spent() {
                let next = self.integer(n + 1);
                if r.iter().all(|&x| !self.le(x, next)) {
                    n += 1;
                } else {
                    break;
                }
            }
        } else if below && !above {
            while !self.spent() {
                let next = self.integer(n - 1);
                if l.iter().all(|&x| !self.le(next, x)) {
                    n -= 1;
                } else {
                    break;
                }
            }
        } else {
            n = 0;
        }
        self.integer(n)
    }
}
