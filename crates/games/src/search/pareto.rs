//! Pareto efficiency of PSPE play (seed 000 §9, Example 5): for each
//! symmetric subtraction set and heap, Player 1 first, identity rewards and
//! utilities, is there a play (any legal sequence of moves to the end) that
//! gives both players at least their PSPE gains and one of them more?
//!
//! The frontier of a heap is computed once per set by a dynamic programme
//! over heaps: the Pareto-maximal (gain 1, gain 2) pairs of all plays from
//! heap `x` with a given player to move, each with the move that starts it.

use serde::{Deserialize, Serialize};

use super::{check_sets, map_sets, SearchError, SearchLimits, Sets};

/// Largest heap of a Pareto search: a frontier may hold `x + 1` points per
/// heap and mover, so memory grows with the square of the heap.
pub const MAX_PARETO_HEAP: u32 = 1000;
/// Most work units (sets × heaps² × amounts) of a Pareto search: about 20 s
/// on two cores (a unit costs more than a discrepancy search's).
pub const MAX_PARETO_WORK: u64 = 1_000_000_000;
use crate::common::{Player, Tie, Ties};
use crate::cumulative_subtraction::{Parts, Rules, Solver};

/// Sets of `size` amounts from `1..=max`, heaps `heaps.0..=heaps.1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParetoSpec {
    pub size: usize,
    pub max: u32,
    pub heaps: (u32, u32),
    /// Tie rule of both players.
    pub tie: Tie,
    /// Count only plays better for *both* players (strict domination), not
    /// the usual "no worse for anyone, better for someone".
    pub strict: bool,
}

/// A heap where PSPE play is not Pareto efficient.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParetoCase {
    pub set: Vec<u32>,
    pub heap: u32,
    /// PSPE gains (Player 1, Player 2) and the amounts taken in turn.
    pub pspe: (i64, i64),
    pub pspe_play: Vec<u32>,
    /// A dominating play: largest total, then the most even split.
    pub better: (i64, i64),
    pub better_play: Vec<u32>,
    /// How many Pareto-maximal plays dominate the PSPE.
    pub dominating: usize,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ParetoReport {
    pub size: usize,
    pub max: u32,
    pub heaps: (u32, u32),
    pub tie: String,
    pub strict: bool,
    pub sets: u64,
    /// Sets with at least one such heap.
    pub failing_sets: usize,
    pub cases: Vec<ParetoCase>,
}

/// A frontier point: gains (1, 2), the amount that starts its play (0 at
/// the end) and the point of the option's frontier it continues with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Point {
    gains: (i64, i64),
    amount: u32,
    next: usize,
}

/// Frontiers for heaps `0..=hi`: `[x][mover index]`, sorted by gain 1 descending.
type Frontiers = Vec<[Vec<Point>; 2]>;

fn frontiers(set: &[u32], hi: u32) -> Frontiers {
    let mut f: Frontiers = Vec::with_capacity(hi as usize + 1);
    for x in 0..=hi {
        let mut both: [Vec<Point>; 2] = [Vec::new(), Vec::new()];
        for p in Player::BOTH {
            let mut cand = Vec::new();
            for &a in set.iter().filter(|&&a| a <= x) {
                let child = &f[(x - a) as usize][p.other().index()];
                for (k, q) in child.iter().enumerate() {
                    let (g1, g2) = q.gains;
                    let gains = match p {
                        Player::Left => (g1 + i64::from(a), g2),
                        Player::Right => (g1, g2 + i64::from(a)),
                    };
                    cand.push(Point {
                        gains,
                        amount: a,
                        next: k,
                    });
                }
            }
            if cand.is_empty() {
                cand.push(Point {
                    gains: (0, 0),
                    amount: 0,
                    next: 0,
                });
            }
            // Stable: among equal points the smallest first amount stays.
            cand.sort_by(|a, b| b.gains.0.cmp(&a.gains.0).then(b.gains.1.cmp(&a.gains.1)));
            let mut kept: Vec<Point> = Vec::new();
            for c in cand {
                if kept.last().is_none_or(|k| c.gains.1 > k.gains.1) {
                    kept.push(c);
                }
            }
            both[p.index()] = kept;
        }
        f.push(both);
    }
    f
}

/// The Pareto-maximal gains of all plays from heap `x`, Player 1 first,
/// gain 1 descending.
pub fn frontier(set: &[u32], x: u32) -> Result<Vec<(i64, i64)>, SearchError> {
    if x > MAX_PARETO_HEAP {
        return Err(SearchError::Bound(x));
    }
    Ok(frontiers(set, x)[x as usize][0]
        .iter()
        .map(|p| p.gains)
        .collect())
}

/// The amounts of the play of frontier point `k` from heap `x`.
fn play(f: &Frontiers, mut x: u32, mut k: usize) -> Vec<u32> {
    let mut p = Player::Left;
    let mut out = Vec::new();
    loop {
        let pt = f[x as usize][p.index()][k];
        if pt.amount == 0 {
            return out;
        }
        out.push(pt.amount);
        x -= pt.amount;
        k = pt.next;
        p = p.other();
    }
}

/// The heaps in `lo..=hi` where PSPE play of `set` (tie rule `tie`) is not
/// Pareto efficient (none when `hi` exceeds [`MAX_PARETO_HEAP`]).
pub fn pareto_cases(set: &[u32], tie: Tie, (lo, hi): (u32, u32), strict: bool) -> Vec<ParetoCase> {
    let parts = Parts {
        zero_sum: false,
        self_interest: true,
        classes: false,
        grundy: false,
    };
    if hi > MAX_PARETO_HEAP {
        return Vec::new();
    }
    let Ok(solver) = Solver::with_parts(Rules::symmetric(set.to_vec()), Ties::both(tie), hi, parts)
    else {
        return Vec::new();
    };
    let t = solver.finish();
    let f = frontiers(set, hi);
    let mut out = Vec::new();
    for x in lo..=hi {
        let v = t.self_interest(x, Player::Left);
        let dom: Vec<usize> = (0..f[x as usize][0].len())
            .filter(|&k| {
                let g = f[x as usize][0][k].gains;
                if strict {
                    g.0 > v.0 && g.1 > v.1
                } else {
                    g.0 >= v.0 && g.1 >= v.1 && g != v
                }
            })
            .collect();
        let best = dom.iter().copied().max_by_key(|&k| {
            let (a, b) = f[x as usize][0][k].gains;
            (a + b, -(a - b).abs(), a)
        });
        if let Some(k) = best {
            out.push(ParetoCase {
                set: set.to_vec(),
                heap: x,
                pspe: v,
                pspe_play: t
                    .play_line(x, Player::Left, crate::common::Variant::SelfInterest)
                    .iter()
                    .map(|s| s.amount)
                    .collect(),
                better: f[x as usize][0][k].gains,
                better_play: play(&f, x, k),
                dominating: dom.len(),
            });
        }
    }
    out
}

/// Work units of searching `sets` sets: frontiers hold at most x + 1
/// points, so sets × heaps² × amounts. The CLI ([`MAX_PARETO_WORK`]) and the
/// page's job check it against their own limits.
pub fn pareto_work(spec: &ParetoSpec, sets: u64) -> u64 {
    let h = u64::from(spec.heaps.1) + 1;
    sets.saturating_mul(h.saturating_mul(h))
        .saturating_mul(spec.size as u64)
}

/// Checks the spec split into `shards` (each under the limits); returns
/// the number of sets in all.
pub(super) fn check(
    spec: &ParetoSpec,
    shards: u64,
    limits: &SearchLimits,
) -> Result<u64, SearchError> {
    let n = check_sets(spec.size, spec.max, shards, limits.sets)?;
    let (lo, hi) = spec.heaps;
    if hi > MAX_PARETO_HEAP {
        return Err(SearchError::ParetoHeap(hi));
    }
    if lo > hi {
        return Err(SearchError::Bound(lo));
    }
    let work = pareto_work(spec, n.div_ceil(shards));
    if work > limits.pareto_work {
        return Err(SearchError::ParetoWork {
            work,
            limit: limits.pareto_work,
        });
    }
    Ok(n)
}

fn report(spec: &ParetoSpec, sets: u64, per_set: Vec<Vec<ParetoCase>>) -> ParetoReport {
    ParetoReport {
        size: spec.size,
        max: spec.max,
        heaps: spec.heaps,
        tie: spec.tie.to_string(),
        strict: spec.strict,
        sets,
        failing_sets: per_set.iter().filter(|c| !c.is_empty()).count(),
        cases: per_set.into_iter().flatten().collect(),
    }
}

/// The search a few sets at a time (for a worker with progress).
#[derive(Clone, Debug)]
pub struct ParetoSearch {
    spec: ParetoSpec,
    sets: Sets,
    total: u64,
    per_set: Vec<Vec<ParetoCase>>,
}

impl ParetoSearch {
    pub fn new(spec: ParetoSpec) -> Result<ParetoSearch, SearchError> {
        let total = check(&spec, 1, &SearchLimits::DEFAULT)?;
        Ok(ParetoSearch {
            spec,
            sets: Sets::new(spec.size, spec.max),
            total,
            per_set: Vec::new(),
        })
    }

    /// Checks up to `sets` more sets; true when all are done.
    pub fn step(&mut self, sets: usize) -> bool {
        for s in self.sets.by_ref().take(sets) {
            self.per_set.push(pareto_cases(
                &s,
                self.spec.tie,
                self.spec.heaps,
                self.spec.strict,
            ));
        }
        self.per_set.len() as u64 == self.total
    }

    /// (sets done, sets in all).
    pub fn progress(&self) -> (u64, u64) {
        (self.per_set.len() as u64, self.total)
    }

    pub fn report(&self) -> ParetoReport {
        report(&self.spec, self.total, self.per_set.clone())
    }
}

/// The whole search, on all cores natively.
pub fn pareto(spec: ParetoSpec) -> Result<ParetoReport, SearchError> {
    pareto_within(spec, &SearchLimits::DEFAULT)
}

/// [`pareto`] checked against `limits` (the CLI's `--time-limit`).
pub fn pareto_within(spec: ParetoSpec, limits: &SearchLimits) -> Result<ParetoReport, SearchError> {
    let total = check(&spec, 1, limits)?;
    let sets: Vec<Vec<u32>> = Sets::new(spec.size, spec.max).collect();
    let per_set = map_sets(sets, |s| pareto_cases(s, spec.tie, spec.heaps, spec.strict));
    Ok(report(&spec, total, per_set))
}
