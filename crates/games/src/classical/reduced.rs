//! Reduced canonical forms and atomic weights (Siegel, *Combinatorial Game
//! Theory*, II.6–II.7; *Winning Ways* ch. 7–8).
//!
//! The reduced canonical form `rcf(G)` is the simplest game
//! infinitesimally close to `G` (Siegel II.6): a number `x` when both stops
//! of `G` are `x`; otherwise `{rcf(G^L) | rcf(G^R)}` with options dominated
//! *modulo infinitesimals* removed (`G^L1 ≤_Inf G^L2`) and options
//! reversible modulo infinitesimals bypassed (`G^L1` through `G^L1R1` when
//! `G^L1R1 ≤_Inf G`: it is replaced by the Left options of `G^L1R1`;
//! mirrored for Right), until neither applies. The comparisons
//! (`≤_Inf`, [`Universe::le_inf`]) go through the stops of the difference
//! without building it (module `inf`); reversibility is tested against `G`
//! itself, which the game being reduced equals modulo infinitesimals at
//! every step. Options in reduced form that are equal modulo
//! infinitesimals are identical, so what remains is canonical as it stands.
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
    /// The reduced canonical form: the simplest game infinitesimally close
    /// to `G` (cached in the universe).
    pub fn reduced(&mut self, g: Game) -> Game {
        if let Some(&r) = self.inf.reduced.get(&g) {
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
            let l = l.into_iter().map(|o| self.reduced(o)).collect();
            let r = r.into_iter().map(|o| self.reduced(o)).collect();
            self.reduce_options(g, l, r)
        };
        if !self.spent() {
            self.inf.reduced.insert(g, out);
        }
        out
    }

    /// `{l | r}` for options in reduced form of a game infinitesimally
    /// close to `g`: Inf-dominated options removed and Inf-reversible ones
    /// bypassed until neither applies.
    fn reduce_options(&mut self, g: Game, mut l: Vec<Game>, mut r: Vec<Game>) -> Game {
        loop {
            if self.tick() {
                return Universe::ZERO;
            }
            self.inf_undominate(&mut l, true);
            self.inf_undominate(&mut r, false);
            let (nl, cl) = self.bypass_by(&l, true, &[], &mut Vec::new(), |u, o| u.le_inf(o, g));
            let (nr, cr) = self.bypass_by(&r, false, &[], &mut Vec::new(), |u, o| u.le_inf(g, o));
            l = nl;
            r = nr;
            if !cl && !cr {
                return self.canon(l, r);
            }
        }
    }

    /// Keeps the options undominated modulo infinitesimals: for Left the
    /// maximal ones, for Right the minimal ones, one of each tie. Each
    /// option is compared only with the ones kept so far.
    fn inf_undominate(&mut self, side: &mut Vec<Game>, left: bool) {
        side.sort_unstable();
        side.dedup();
        if side.len() < 2 {
            return;
        }
        let mut keep: Vec<Game> = Vec::with_capacity(side.len());
        for &a in side.iter() {
            // `a` is no better than a kept option (for its player).
            let mut beaten = false;
            for &k in &keep {
                if if left {
                    self.le_inf(a, k)
                } else {
                    self.le_inf(k, a)
                } {
                    beaten = true;
                    break;
                }
            }
            if !beaten {
                keep.retain(|&k| {
                    !if left {
                        self.le_inf(k, a)
                    } else {
                        self.le_inf(a, k)
                    }
                });
                keep.push(a);
            }
        }
        *side = keep;
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
