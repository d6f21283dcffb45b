//! Thermography (seed 002; Berlekamp, Conway and Guy, *Winning Ways* ch. 6;
//! Siegel, *Combinatorial Game Theory* II.5): walls as piecewise-linear
//! trajectories with exact dyadic critical points, mean, temperature,
//! cooling and heating by a number, the reduced canonical form and the
//! atomic weight.
//!
//! Walls are computed for temperatures `t ≥ 0`: the left wall of
//! `G = {L | R}` is `max_L RW(G^L)(t) − t`, the right wall
//! `min_R LW(G^R)(t) + t`, until they meet at the temperature `τ`, above which
//! both are the mast at the mean. A number `x = p/2^k` has no walls below
//! its mast; by the usual convention its temperature is `−1/2^k`.

use std::collections::HashMap;

use serde::Serialize;
use thiserror::Error;

use super::dyadic::Dyadic;
use super::universe::{Game, Universe};

/// A continuous piecewise-linear function of `t ≥ 0`: critical points
/// `(t, value)` and the slope after each one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trajectory {
    points: Vec<(Dyadic, Dyadic)>,
    slopes: Vec<i64>,
}

fn times(d: Dyadic, k: i64) -> Dyadic {
    d.times(k)
}

/// `d / k` for `k ∈ {±1, ±2}` (the only slope differences of walls).
fn divide(d: Dyadic, k: i64) -> Dyadic {
    let q = if k.abs() == 2 { d.half() } else { d };
    if k < 0 {
        -q
    } else {
        q
    }
}

impl Trajectory {
    /// The constant `v`.
    pub fn constant(v: Dyadic) -> Trajectory {
        Trajectory {
            points: vec![(Dyadic::ZERO, v)],
            slopes: vec![0],
        }
    }

    fn segment(&self, t: Dyadic) -> usize {
        self.points.iter().rposition(|p| p.0 <= t).unwrap_or(0)
    }

    pub fn at(&self, t: Dyadic) -> Dyadic {
        let i = self.segment(t);
        let (t0, v0) = self.points[i];
        v0 + times(t - t0, self.slopes[i])
    }

    fn slope_at(&self, t: Dyadic) -> i64 {
        self.slopes[self.segment(t)]
    }

    /// `self(t) + s·t`.
    fn tilt(&self, s: i64) -> Trajectory {
        Trajectory {
            points: self
                .points
                .iter()
                .map(|&(t, v)| (t, v + times(t, s)))
                .collect(),
            slopes: self.slopes.iter().map(|&k| k + s).collect(),
        }
    }

    /// Breakpoints of both, plus the points where they cross.
    fn times_with(&self, o: &Trajectory) -> Vec<Dyadic> {
        let mut ts: Vec<Dyadic> = self.points.iter().chain(&o.points).map(|p| p.0).collect();
        ts.sort();
        ts.dedup();
        let mut crossings = Vec::new();
        for (j, &t) in ts.iter().enumerate() {
            let d = self.at(t) - o.at(t);
            let ds = self.slope_at(t) - o.slope_at(t);
            if d == Dyadic::ZERO || ds == 0 || (d > Dyadic::ZERO) == (ds > 0) {
                continue;
            }
            let cross = t + divide(-d, ds);
            if ts.get(j + 1).is_none_or(|&next| cross < next) {
                crossings.push(cross);
            }
        }
        ts.extend(crossings);
        ts.sort();
        ts.dedup();
        ts
    }

    /// The pointwise maximum (`max = true`) or minimum.
    fn envelope(&self, o: &Trajectory, max: bool) -> Trajectory {
        let mut out = Trajectory {
            points: vec![],
            slopes: vec![],
        };
        for t in self.times_with(o) {
            let (a, b) = (self.at(t), o.at(t));
            let (sa, sb) = (self.slope_at(t), o.slope_at(t));
            let pick_a = if a == b {
                (sa >= sb) == max
            } else {
                (a > b) == max
            };
            out.push(t, if pick_a { a } else { b }, if pick_a { sa } else { sb });
        }
        out
    }

    /// Appends a point, dropping ones that do not change the slope.
    fn push(&mut self, t: Dyadic, v: Dyadic, slope: i64) {
        if self.slopes.last() == Some(&slope) {
            return;
        }
        self.points.push((t, v));
        self.slopes.push(slope);
    }

    /// The first `t` where `self(t) ≤ o(t)` (self falling, `o` rising).
    fn meets(&self, o: &Trajectory) -> Dyadic {
        let ts = self.times_with(o);
        for (j, &t) in ts.iter().enumerate() {
            let d = self.at(t) - o.at(t);
            if d <= Dyadic::ZERO {
                return t;
            }
            let ds = self.slope_at(t) - o.slope_at(t);
            if ds < 0 {
                let hit = t + divide(d, -ds);
                if ts.get(j + 1).is_none_or(|&next| hit <= next) {
                    return hit;
                }
            }
        }
        ts[ts.len() - 1]
    }

    /// This trajectory up to `tau`, then the mast at `m`.
    fn until(&self, tau: Dyadic, m: Dyadic) -> Trajectory {
        let mut out = Trajectory {
            points: vec![],
            slopes: vec![],
        };
        for (&(t, v), &s) in self.points.iter().zip(&self.slopes) {
            if t < tau {
                out.push(t, v, s);
            }
        }
        out.push(tau, m, 0);
        out
    }

    /// The critical points `[t, value]`, ending where the mast starts.
    pub fn critical_points(&self) -> Vec<[Dyadic; 2]> {
        self.points.iter().map(|&(t, v)| [t, v]).collect()
    }
}

/// Left and right walls with the mast: what a thermograph chart draws.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Thermograph {
    /// `[temperature, value]` critical points of the left wall, from `t = 0`
    /// (or the temperature of a number) to the foot of the mast.
    pub left: Vec<[Dyadic; 2]>,
    pub right: Vec<[Dyadic; 2]>,
    pub mean: Dyadic,
    pub temperature: Dyadic,
}

/// Why an atomic weight or a cooling is not defined.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ThermoError {
    #[error("`{0}`: cannot cool by a negative amount")]
    NegativeCooling(String),
    #[error("`{0}` is not all-small")]
    NotAllSmall(String),
}

type Walls = HashMap<Game, (Trajectory, Trajectory, Dyadic, Dyadic)>;

impl Universe {
    /// Left wall, right wall, temperature and mean, memoised over subgames.
    fn walls(&self, g: Game, memo: &mut Walls) -> (Trajectory, Trajectory, Dyadic, Dyadic) {
        if let Some(w) = memo.get(&g) {
            return w.clone();
        }
        let w = if let Some(x) = self.number_value(g) {
            let tau = -Dyadic::new(1, x.exponent());
            (Trajectory::constant(x), Trajectory::constant(x), tau, x)
        } else if let Some(n) = self.nus(g) {
            // An infinitesimal off x: both walls x, temperature 0.
            let x = n.number;
            (
                Trajectory::constant(x),
                Trajectory::constant(x),
                Dyadic::ZERO,
                x,
            )
        } else if self.tick() {
            let z = Dyadic::ZERO;
            (Trajectory::constant(z), Trajectory::constant(z), z, z)
        } else {
            let mut lambda: Option<Trajectory> = None;
            for &o in self.left(g) {
                let rw = self.walls(o, memo).1;
                lambda = Some(match lambda {
                    None => rw,
                    Some(l) => l.envelope(&rw, true),
                });
            }
            let mut rho: Option<Trajectory> = None;
            for &o in self.right(g) {
                let lw = self.walls(o, memo).0;
                rho = Some(match rho {
                    None => lw,
                    Some(r) => r.envelope(&lw, false),
                });
            }
            let (lambda, rho) = (
                lambda.expect("non-number").tilt(-1),
                rho.expect("non-number").tilt(1),
            );
            let tau = lambda.meets(&rho);
            let m = lambda.at(tau);
            (lambda.until(tau, m), rho.until(tau, m), tau, m)
        };
        memo.insert(g, w.clone());
        w
    }

    pub fn thermograph(&self, g: Game) -> Thermograph {
        let (l, r, temperature, mean) = self.walls(g, &mut HashMap::new());
        let wall = |w: &Trajectory| {
            if self.is_number(g) {
                vec![[temperature, mean]]
            } else {
                w.critical_points()
            }
        };
        Thermograph {
            left: wall(&l),
            right: wall(&r),
            mean,
            temperature,
        }
    }

    pub fn temperature(&self, g: Game) -> Dyadic {
        self.thermograph(g).temperature
    }

    pub fn mean(&self, g: Game) -> Dyadic {
        self.thermograph(g).mean
    }

    /// `G` cooled by `t ≥ 0`: `{G^L_t − t | G^R_t + t}`, or the mean once
    /// `t` exceeds the temperature.
    pub fn cool(&mut self, g: Game, t: Dyadic) -> Result<Game, ThermoError> {
        if t < Dyadic::ZERO {
            return Err(ThermoError::NegativeCooling(t.to_string()));
        }
        let mut walls = HashMap::new();
        let mut memo = HashMap::new();
        Ok(self.cool_by(g, t, &mut walls, &mut memo))
    }

    fn cool_by(
        &mut self,
        g: Game,
        t: Dyadic,
        walls: &mut Walls,
        memo: &mut HashMap<Game, Game>,
    ) -> Game {
        if self.is_number(g) {
            return g;
        }
        if let Some(&c) = memo.get(&g) {
            return c;
        }
        let (_, _, tau, m) = self.walls(g, walls);
        let c = if t > tau {
            self.number(m)
        } else {
            self.shifted(g, -t, |u, o| u.cool_by(o, t, walls, memo))
        };
        memo.insert(g, c);
        c
    }

    /// `G` heated by `t`: numbers stay, otherwise `{∫G^L + t | ∫G^R − t}`.
    /// Each subposition is heated once (memoised): linear in the
    /// subpositions, not in the paths of the game tree.
    pub fn heat(&mut self, g: Game, t: Dyadic) -> Game {
        self.heat_by(g, t, &mut HashMap::new())
    }

    fn heat_by(&mut self, g: Game, t: Dyadic, memo: &mut HashMap<Game, Game>) -> Game {
        if self.is_number(g) {
            return g;
        }
        if let Some(&h) = memo.get(&g) {
            return h;
        }
        if self.spent() {
            return Universe::ZERO;
        }
        let h = self.shifted(g, t, |u, o| u.heat_by(o, t, memo));
        if !self.spent() {
            memo.insert(g, h);
        }
        h
    }

    /// `{f(G^L) + s | f(G^R) − s}` in canonical form.
    fn shifted(
        &mut self,
        g: Game,
        s: Dyadic,
        mut f: impl FnMut(&mut Universe, Game) -> Game,
    ) -> Game {
        let (plus, minus) = (self.number(s), self.number(-s));
        let (l, r) = (self.left(g).to_vec(), self.right(g).to_vec());
        let mut side = |u: &mut Universe, opts: Vec<Game>, shift: Game| -> Vec<Game> {
            opts.into_iter()
                .map(|o| {
                    let v = f(u, o);
                    u.add(v, shift)
                })
                .collect()
        };
        let l = side(self, l, plus);
        let r = side(self, r, minus);
        self.canon(l, r)
    }
}
