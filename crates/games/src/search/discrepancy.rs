//! Observation 7: for each subtraction set, the first heap where the
//! zero-sum optimal actions (Definition 2/4) and the self-interest optimal
//! actions (Definition 3/5, antagonistic or friendly ties) differ, Player 1
//! (Left) to move.

use serde::{Deserialize, Serialize};

use super::{check_sets, map_sets, SearchError, SearchLimits, Sets, MAX_BOUND};
use crate::common::{Player, Tie, Ties, Variant};
use crate::cumulative_subtraction::{Parts, Rules, Solver};

/// What counts as a discrepancy at a heap.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Criterion {
    /// The optimal-action sets differ (Observation 7's question).
    #[default]
    Actions,
    /// The values differ: `o_zs(x) ≠ o¹_si(x) − o²_si(x)` (its "outcome
    /// discrepancy"); the action sets then differ too.
    Values,
}

impl Criterion {
    pub fn code(self) -> &'static str {
        match self {
            Criterion::Actions => "actions",
            Criterion::Values => "values",
        }
    }
}

/// Sets of `size` amounts from `1..=max`, heaps `0..=bound`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiscrepancySpec {
    pub size: usize,
    pub max: u32,
    pub bound: u32,
    pub criterion: Criterion,
}

/// The first heap of one set where the optimal-action sets differ.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Discrepancy {
    pub set: Vec<u32>,
    pub heap: u32,
    /// `o_zs(x)`: Player 1's pocket minus Player 2's.
    pub zero_sum: i64,
    pub zero_sum_moves: Vec<u32>,
    /// `(o¹_si(x), o²_si(x))`.
    pub self_interest: (i64, i64),
    /// `o¹_si − o²_si`, to compare with `zero_sum`.
    pub self_interest_difference: i64,
    pub self_interest_moves: Vec<u32>,
}

/// One tie convention's results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Convention {
    pub tie: String,
    /// Sets with a discrepancy at some heap `≤ bound`.
    pub count: usize,
    pub cases: Vec<Discrepancy>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiscrepancyReport {
    pub size: usize,
    pub max: u32,
    pub bound: u32,
    pub criterion: Criterion,
    pub sets: u64,
    pub antagonistic: Convention,
    pub friendly: Convention,
}

const TIES: [Tie; 2] = [Tie::Antagonistic, Tie::Friendly];

/// The first heap `≤ bound` where zero-sum and self-interest play of `set`
/// differ by `criterion` under tie rule `tie` (both players), or `None`.
pub fn first_discrepancy(
    set: &[u32],
    tie: Tie,
    bound: u32,
    criterion: Criterion,
) -> Option<Discrepancy> {
    let parts = Parts {
        zero_sum: true,
        self_interest: true,
        classes: false,
        grundy: false,
    };
    let rules = Rules::symmetric(set.to_vec());
    let t = Solver::with_parts(rules, Ties::both(tie), bound, parts)
        .ok()?
        .finish();
    let p = Player::Left;
    (0..=bound).find_map(|x| {
        let (a, b) = t.self_interest(x, p);
        if criterion == Criterion::Values && t.zero_sum(x, p) == a - b {
            return None;
        }
        let zs = t.optimal_moves(x, p, Variant::ZeroSum);
        let si = t.optimal_moves(x, p, Variant::SelfInterest);
        (zs != si).then(|| Discrepancy {
            set: set.to_vec(),
            heap: x,
            zero_sum: t.zero_sum(x, p),
            zero_sum_moves: zs,
            self_interest: (a, b),
            self_interest_difference: a - b,
            self_interest_moves: si,
        })
    })
}

/// Work units of searching `sets` sets: sets × heaps × amounts × 2 (both
/// variants' optimal amounts at every heap up to the bound). The CLI
/// ([`MAX_WORK`]) and the page's job check it against their own limits.
pub fn discrepancy_work(spec: &DiscrepancySpec, sets: u64) -> u64 {
    sets.saturating_mul(u64::from(spec.bound) + 1)
        .saturating_mul(spec.size as u64 * 2)
}

/// Checks the spec split into `shards` (each under the limits); returns
/// the number of sets in all.
pub(super) fn check(
    spec: &DiscrepancySpec,
    shards: u64,
    limits: &SearchLimits,
) -> Result<u64, SearchError> {
    let n = check_sets(spec.size, spec.max, shards, limits.sets)?;
    if spec.bound > MAX_BOUND {
        return Err(SearchError::Bound(spec.bound));
    }
    let work = discrepancy_work(spec, n.div_ceil(shards));
    if work > limits.work {
        return Err(SearchError::Work {
            work,
            limit: limits.work,
        });
    }
    Ok(n)
}

fn convention(tie: Tie, cases: Vec<Discrepancy>) -> Convention {
    Convention {
        tie: tie.to_string(),
        count: cases.len(),
        cases,
    }
}

/// The search a few sets at a time (for a worker with progress).
#[derive(Clone, Debug)]
pub struct DiscrepancySearch {
    spec: DiscrepancySpec,
    sets: Sets,
    total: u64,
    done: u64,
    found: [Vec<Discrepancy>; 2],
}

impl DiscrepancySearch {
    pub fn new(spec: DiscrepancySpec) -> Result<DiscrepancySearch, SearchError> {
        let total = check(&spec, 1, &SearchLimits::DEFAULT)?;
        Ok(DiscrepancySearch {
            spec,
            sets: Sets::new(spec.size, spec.max),
            total,
            done: 0,
            found: [Vec::new(), Vec::new()],
        })
    }

    /// Checks up to `sets` more sets; true when all are done.
    pub fn step(&mut self, sets: usize) -> bool {
        for s in self.sets.by_ref().take(sets) {
            for (k, tie) in TIES.into_iter().enumerate() {
                if let Some(d) = first_discrepancy(&s, tie, self.spec.bound, self.spec.criterion) {
                    self.found[k].push(d);
                }
            }
            self.done += 1;
        }
        self.done == self.total
    }

    /// (sets done, sets in all).
    pub fn progress(&self) -> (u64, u64) {
        (self.done, self.total)
    }

    /// The results so far.
    pub fn report(&self) -> DiscrepancyReport {
        DiscrepancyReport {
            size: self.spec.size,
            max: self.spec.max,
            bound: self.spec.bound,
            criterion: self.spec.criterion,
            sets: self.total,
            antagonistic: convention(Tie::Antagonistic, self.found[0].clone()),
            friendly: convention(Tie::Friendly, self.found[1].clone()),
        }
    }
}

/// The whole search, on all cores natively.
pub fn discrepancy(spec: DiscrepancySpec) -> Result<DiscrepancyReport, SearchError> {
    discrepancy_within(spec, &SearchLimits::DEFAULT)
}

/// [`discrepancy`] checked against `limits` (the CLI's `--time-limit`).
pub fn discrepancy_within(
    spec: DiscrepancySpec,
    limits: &SearchLimits,
) -> Result<DiscrepancyReport, SearchError> {
    let total = check(&spec, 1, limits)?;
    let sets: Vec<Vec<u32>> = Sets::new(spec.size, spec.max).collect();
    let found = map_sets(sets, |s| {
        TIES.map(|tie| first_discrepancy(s, tie, spec.bound, spec.criterion))
    });
    let mut by_tie = [Vec::new(), Vec::new()];
    for pair in found {
        for (k, d) in pair.into_iter().enumerate() {
            by_tie[k].extend(d);
        }
    }
    let [a, f] = by_tie;
    Ok(DiscrepancyReport {
        size: spec.size,
        max: spec.max,
        bound: spec.bound,
        criterion: spec.criterion,
        sets: total,
        antagonistic: convention(Tie::Antagonistic, a),
        friendly: convention(Tie::Friendly, f),
    })
}
