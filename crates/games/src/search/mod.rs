//! The paper's computational claims as searches over subtraction sets
//! (seed 000 §9): [`discrepancy`] (Observation 7: the first heap where the
//! zero-sum and self-interest optimal-action sets differ) and [`pareto`]
//! (heaps where PSPE play is not Pareto efficient, with a better play).
//!
//! Each search visits every set of `size` distinct amounts from `1..=max`
//! in lexicographic order. A step API ([`DiscrepancySearch`],
//! [`ParetoSearch`]) runs a few sets at a time so a worker can report
//! progress; natively [`discrepancy`] and [`pareto`] spread the sets over
//! all cores (rayon), on wasm32 they step through them. Work limits are
//! checked before anything runs ([`SearchError`]).

mod discrepancy;
mod pareto;
mod report;
mod shard;

use thiserror::Error;

pub use discrepancy::{
    discrepancy, discrepancy_within, discrepancy_work, first_discrepancy, Convention, Criterion,
    Discrepancy, DiscrepancyReport, DiscrepancySearch, DiscrepancySpec,
};
pub use pareto::{
    frontier, pareto, pareto_cases, pareto_within, pareto_work, ParetoCase, ParetoReport,
    ParetoSearch, ParetoSpec, MAX_PARETO_HEAP, MAX_PARETO_WORK,
};
pub use shard::{discrepancy_lines, pareto_lines, DiscrepancyLine, ParetoLine};

/// Which search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SearchKind {
    /// §9 Observation 7: zero-sum against self-interest optimal actions.
    #[default]
    Discrepancy,
    /// PSPE play that is not Pareto efficient.
    Pareto,
}

impl SearchKind {
    pub fn code(self) -> &'static str {
        match self {
            SearchKind::Discrepancy => "discrepancy",
            SearchKind::Pareto => "pareto",
        }
    }
}

/// Most amounts in a set.
pub const MAX_SIZE: usize = 6;
/// Largest amount.
pub const MAX_AMOUNT: u32 = 200;
/// Largest heap searched.
pub const MAX_BOUND: u32 = 100_000;
/// Most sets one search visits.
pub const MAX_SETS: u64 = 2_000_000;
/// Most work units of a discrepancy search (sets × heaps × amounts × 2).
pub const MAX_WORK: u64 = 4_000_000_000;

/// The limits a search is checked against before it runs: the CLI's
/// scale with `--time-limit` (these for a minute), the page's job has its
/// own below them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchLimits {
    /// Most sets one search (or one shard of it) visits.
    pub sets: u64,
    /// Most work units of a discrepancy search.
    pub work: u64,
    /// Most work units of a Pareto search.
    pub pareto_work: u64,
}

impl SearchLimits {
    /// About a minute of work natively.
    pub const DEFAULT: SearchLimits = SearchLimits {
        sets: MAX_SETS,
        work: MAX_WORK,
        pareto_work: MAX_PARETO_WORK,
    };
}

/// Why a search was refused before it ran.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SearchError {
    #[error("set size {0} is out of range (1 to {MAX_SIZE})")]
    Size(usize),
    #[error("largest amount {max} is out of range ({size} to {MAX_AMOUNT} for sets of {size})")]
    Max { max: u32, size: usize },
    #[error("heap {0} is too large (at most {MAX_BOUND})")]
    Bound(u32),
    #[error("heap {0} is too large for a Pareto search (at most {MAX_PARETO_HEAP})")]
    ParetoHeap(u32),
    #[error("{work} work units are too many for a Pareto search (at most {limit}); lower the largest amount, the set size or the heaps")]
    ParetoWork { work: u64, limit: u64 },
    #[error(
        "{sets} sets are too many (at most {limit}); lower the largest amount or the set size"
    )]
    Sets { sets: u64, limit: u64 },
    #[error("{work} work units are too many (at most {limit}); lower the largest amount, the set size or the heaps")]
    Work { work: u64, limit: u64 },
}

/// C(n, k), saturating.
// Public for the tests in tests/it.
#[doc(hidden)]
pub fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1u64, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}

/// Checks a family `size` of `1..=max`, split into `shards` (each under
/// `limit` sets), and returns how many sets it has in all.
// Public for the tests in tests/it.
#[doc(hidden)]
pub fn check_sets(size: usize, max: u32, shards: u64, limit: u64) -> Result<u64, SearchError> {
    if size == 0 || size > MAX_SIZE {
        return Err(SearchError::Size(size));
    }
    if max < size as u32 || max > MAX_AMOUNT {
        return Err(SearchError::Max { max, size });
    }
    let n = binomial(u64::from(max), size as u64);
    if n.div_ceil(shards) > limit {
        return Err(SearchError::Sets {
            sets: n.div_ceil(shards),
            limit,
        });
    }
    Ok(n)
}

/// Every set of `size` distinct amounts from `1..=max`, lexicographically.
#[derive(Clone, Debug)]
pub struct Sets {
    max: u32,
    next: Option<Vec<u32>>,
}

impl Sets {
    pub fn new(size: usize, max: u32) -> Sets {
        let first = (size >= 1 && max >= size as u32).then(|| (1..=size as u32).collect());
        Sets { max, next: first }
    }
}

impl Iterator for Sets {
    type Item = Vec<u32>;

    fn next(&mut self) -> Option<Vec<u32>> {
        let cur = self.next.take()?;
        let k = cur.len();
        let mut n = cur.clone();
        // The rightmost entry that can still grow.
        if let Some(i) = (0..k).rev().find(|&i| n[i] < self.max - (k - 1 - i) as u32) {
            n[i] += 1;
            for j in i + 1..k {
                n[j] = n[j - 1] + 1;
            }
            self.next = Some(n);
        }
        Some(cur)
    }
}

/// `f` over every set (or indexed set), in order: on all cores natively,
/// one by one on wasm32.
fn map_sets<I: Sync, T: Send>(sets: Vec<I>, f: impl Fn(&I) -> T + Sync + Send) -> Vec<T> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        sets.par_iter().map(f).collect()
    }
    #[cfg(target_arch = "wasm32")]
    {
        sets.iter().map(f).collect()
    }
}
