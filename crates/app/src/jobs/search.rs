//! The paper's searches (seed 000 §9) in the worker, a few sets per step:
//! progress is sets done out of all sets, and Cancel stops between steps.
//! The browser runs them on one core, so its work limits are tighter than
//! the CLI's ([`BROWSER_WORK`], [`BROWSER_PARETO_WORK`]); both are checked
//! before anything runs.

use serde::{Deserialize, Serialize};

use super::{Job, JobError, JobResult};
use crate::games::search::{
    discrepancy_work, pareto_work, DiscrepancyReport, DiscrepancySearch, DiscrepancySpec,
    ParetoReport, ParetoSearch, ParetoSpec, SearchError,
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

    /// Work units of `sets` sets, as the CLI counts them.
    fn work_of(&self, sets: u64) -> u64 {
        match self {
            SearchRequest::Discrepancy(s) => discrepancy_work(s, sets),
            SearchRequest::Pareto(s) => pareto_work(s, sets),
        }
    }

    /// Work units of `sets` sets, or the refusal naming the browser's limit.
    pub fn work(&self, sets: u64) -> Result<u64, JobError> {
        self.within_browser(self.work_of(sets))
    }

    /// `work`, or the refusal naming the browser's limit.
    fn within_browser(&self, work: u64) -> Result<u64, JobError> {
        let (limit, what) = match self {
            SearchRequest::Discrepancy(_) => {
                (BROWSER_WORK, "work units (sets × heaps × amounts × 2)")
            }
            SearchRequest::Pareto(_) => {
                (BROWSER_PARETO_WORK, "work units (sets × heaps² × amounts)")
            }
        };
        if work > limit {
            return Err(JobError::limit(
                what,
                work,
                limit,
                "lower the largest amount, the set size or the heaps, or run `pebbles search` \
                 on all cores",
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
    pub(super) fn start(r: SearchRequest) -> Result<SearchJob, JobError> {
        let batch = (UNITS_PER_STEP / r.work_of(1).max(1)).max(1) as usize;
        // The solvers refuse work past the CLI's limits; the page's are
        // lower, so such a refusal names the page's limit.
        let browser = |e: SearchError| match e {
            SearchError::Work { work: w, .. } | SearchError::ParetoWork { work: w, .. } => {
                match r.within_browser(w) {
                    Err(limit) => limit,
                    Ok(_) => JobError::from(e),
                }
            }
            e => JobError::from(e),
        };
        let search = match &r {
            SearchRequest::Discrepancy(s) => {
                Running::Discrepancy(DiscrepancySearch::new(*s).map_err(browser)?)
            }
            SearchRequest::Pareto(s) => Running::Pareto(ParetoSearch::new(*s).map_err(browser)?),
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
