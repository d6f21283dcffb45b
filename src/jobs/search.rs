//! The paper's searches (seed 000 §9) in the worker, a few sets per step:
//! progress is sets done out of all sets, and Cancel stops between steps.
//! The browser runs them on one core, so its work limits are tighter than
//! the CLI's ([`BROWSER_WORK`], [`BROWSER_PARETO_WORK`]); both are checked
//! before anything runs.

use serde::{Deserialize, Serialize};

use super::{Job, JobResult};
use crate::games::search::{
    DiscrepancyReport, DiscrepancySearch, DiscrepancySpec, ParetoReport, ParetoSearch, ParetoSpec,
};

/// Most work units (sets × heaps × amounts × 2) of a discrepancy search in
/// the browser (`pebbles search` allows 4·10⁹). Natively on one core a unit
/// costs 30–60 ns (sets of 3 from 1..40, heaps ≤ 2000: 1.2·10⁸ units in
/// 3.8 s; pairs from 1..200, heaps ≤ 20 000: 1.6·10⁹ units in 91 s), so the
/// limit is 8–15 s natively, somewhat more in wasm.
pub const BROWSER_WORK: u64 = 250_000_000;
/// Most work units (sets × heaps² × amounts) of a Pareto search in the
/// browser (`pebbles search` allows 10⁹). A unit is cheaper, as frontiers
/// are smaller than the bound counted: pairs from 1..30 on heaps 0..1000,
/// 8.7·10⁸ units, take 2.5 s natively on one core.
pub const BROWSER_PARETO_WORK: u64 = 500_000_000;
/// Work units one step may do: a few milliseconds, so the worker's 30 ms
/// slices stay short and Cancel is quick.
const UNITS_PER_STEP: u64 = 40_000;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SearchRequest {
    Discrepancy(DiscrepancySpec),
    Pareto(ParetoSpec),
}

impl SearchRequest {
    pub fn describe(&self) -> String {
        match self {
            SearchRequest::Discrepancy(s) => format!(
                "the Observation 7 search over sets of {} from 1..{}, heaps 0..{}",
                s.size, s.max, s.bound
            ),
            SearchRequest::Pareto(s) => format!(
                "the Pareto search over sets of {} from 1..{}, heaps {}..{}",
                s.size, s.max, s.heaps.0, s.heaps.1
            ),
        }
    }

    /// Work units of one set.
    fn per_set(&self) -> u64 {
        match self {
            SearchRequest::Discrepancy(s) => (u64::from(s.bound) + 1) * s.size as u64 * 2,
            SearchRequest::Pareto(s) => {
                let h = u64::from(s.heaps.1) + 1;
                h * h * s.size as u64
            }
        }
    }

    /// Sets and work units in all, or the refusal naming the browser's limit.
    pub fn work(&self, sets: u64) -> Result<u64, String> {
        let work = sets.saturating_mul(self.per_set());
        let limit = match self {
            SearchRequest::Discrepancy(_) => BROWSER_WORK,
            SearchRequest::Pareto(_) => BROWSER_PARETO_WORK,
        };
        if work > limit {
            return Err(format!(
                "{work} work units are more than the browser's limit of {limit} \
                 (sets × heaps{} × amounts{}); lower the largest amount, the set size or \
                 the heaps, or run `pebbles search` on all cores",
                if matches!(self, SearchRequest::Pareto(_)) {
                    "²"
                } else {
                    ""
                },
                if matches!(self, SearchRequest::Pareto(_)) {
                    ""
                } else {
                    " × 2"
                },
            ));
        }
        Ok(work)
    }
}

/// A finished search.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SearchResult {
    Discrepancy(DiscrepancyReport),
    Pareto(ParetoReport),
}

enum Running {
    Discrepancy(DiscrepancySearch),
    Pareto(ParetoSearch),
}

/// A search stepped a few sets at a time.
pub struct SearchJob {
    search: Running,
    /// Sets per step.
    batch: usize,
}

impl SearchJob {
    pub(super) fn start(r: SearchRequest) -> Result<SearchJob, String> {
        let batch = (UNITS_PER_STEP / r.per_set().max(1)).max(1) as usize;
        let search = match &r {
            SearchRequest::Discrepancy(s) => {
                Running::Discrepancy(DiscrepancySearch::new(*s).map_err(|e| e.to_string())?)
            }
            SearchRequest::Pareto(s) => {
                Running::Pareto(ParetoSearch::new(*s).map_err(|e| e.to_string())?)
            }
        };
        let job = SearchJob { search, batch };
        r.work(job.progress().1)?;
        Ok(job)
    }
}

impl Job for SearchJob {
    fn step(&mut self, _units: u32) -> bool {
        match &mut self.search {
            Running::Discrepancy(s) => s.step(self.batch),
            Running::Pareto(s) => s.step(self.batch),
        }
    }

    fn progress(&self) -> (u64, u64) {
        match &self.search {
            Running::Discrepancy(s) => s.progress(),
            Running::Pareto(s) => s.progress(),
        }
    }

    fn finish(mut self: Box<Self>) -> JobResult {
        while !self.step(u32::MAX) {}
        JobResult::Search(Box::new(match &self.search {
            Running::Discrepancy(s) => SearchResult::Discrepancy(s.report()),
            Running::Pareto(s) => SearchResult::Pareto(s.report()),
        }))
    }
}
