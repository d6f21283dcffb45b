//! Computations the web worker runs in slices, so it can report progress and
//! honour Cancel between slices. Pure Rust: the same jobs run natively in tests.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::games::cumulative_subtraction::{
    Class, Period, Player, Rules, Solver, Table, Tie, Ties, MAX_HEAP,
};

/// Heaps computed at least, so that periods show even for short tables.
pub const PERIOD_HORIZON: u32 = 10_000;

/// How far to compute for a table ending at heap `hi`: periods are detected
/// over the whole computed range.
pub fn cs_horizon(hi: u32) -> u32 {
    hi.max(PERIOD_HORIZON.min(MAX_HEAP))
}

/// A request sent to the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum JobRequest {
    /// Cumulative Subtraction table for heaps `lo..=hi`.
    CsTable(CsRequest),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsRequest {
    pub left: Vec<u32>,
    pub right: Vec<u32>,
    pub overrides: BTreeMap<u32, Vec<u32>>,
    pub ties: (Tie, Tie),
    pub lo: u32,
    pub hi: u32,
}

/// One row of the Cumulative Subtraction table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsRow {
    pub heap: u32,
    /// Zero-sum value, Left starts / Right starts.
    pub zero_sum: [i64; 2],
    /// Self-interest (Left gain, Right gain), Left starts / Right starts.
    pub self_interest: [(i64, i64); 2],
    pub normal: Class,
    pub misere: Class,
    pub grundy: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsTableResult {
    pub rows: Vec<CsRow>,
    pub symmetric: bool,
    pub zero_sum_period: Option<Period>,
    pub grundy_period: Option<Period>,
}

/// A finished job's output.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum JobResult {
    CsTable(CsTableResult),
}

/// A job in progress.
pub enum RunningJob {
    CsTable { solver: Solver, lo: u32, hi: u32 },
}

impl RunningJob {
    pub fn start(req: JobRequest) -> Result<RunningJob, String> {
        match req {
            JobRequest::CsTable(r) => {
                let rules = Rules {
                    left: r.left,
                    right: r.right,
                    overrides: r.overrides,
                };
                rules.validate()?;
                if r.lo > r.hi {
                    return Err(format!("empty heap range {}..{}", r.lo, r.hi));
                }
                let ties = Ties {
                    left: r.ties.0,
                    right: r.ties.1,
                };
                let solver = Solver::new(rules, ties, cs_horizon(r.hi))?;
                Ok(RunningJob::CsTable {
                    solver,
                    lo: r.lo,
                    hi: r.hi,
                })
            }
        }
    }

    /// Does up to `units` units of work; true when finished.
    pub fn step(&mut self, units: u32) -> bool {
        match self {
            RunningJob::CsTable { solver, .. } => solver.step(units),
        }
    }

    /// (done, total) work units.
    pub fn progress(&self) -> (u64, u64) {
        match self {
            RunningJob::CsTable { solver, .. } => (
                u64::from(solver.done_heaps()),
                u64::from(solver.max_heap()) + 1,
            ),
        }
    }

    pub fn finish(self) -> JobResult {
        match self {
            RunningJob::CsTable { solver, lo, hi } => {
                JobResult::CsTable(cs_result(&solver.finish(), lo, hi))
            }
        }
    }
}

fn cs_result(t: &Table, lo: u32, hi: u32) -> CsTableResult {
    let rows = (lo..=hi)
        .map(|x| CsRow {
            heap: x,
            zero_sum: [t.zero_sum(x, Player::Left), t.zero_sum(x, Player::Right)],
            self_interest: [
                t.self_interest(x, Player::Left),
                t.self_interest(x, Player::Right),
            ],
            normal: t.normal(x),
            misere: t.misere(x),
            grundy: t.grundy(x),
        })
        .collect();
    CsTableResult {
        rows,
        symmetric: t.grundy(0).is_some(),
        zero_sum_period: t.zero_sum_period(),
        grundy_period: t.grundy_period(),
    }
}

/// Runs a job to completion (CLI and tests).
pub fn run(req: JobRequest) -> Result<JobResult, String> {
    Ok(RunningJob::start(req)?.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sliced_run_equals_direct_run() {
        let req = JobRequest::CsTable(CsRequest {
            left: vec![2, 3],
            right: vec![2, 3],
            overrides: BTreeMap::new(),
            ties: (Tie::Antagonistic, Tie::Antagonistic),
            lo: 3,
            hi: 9,
        });
        let mut job = RunningJob::start(req.clone()).unwrap();
        let mut steps = 0;
        while !job.step(256) {
            steps += 1;
            assert!(steps < 100);
        }
        let (done, total) = job.progress();
        assert_eq!((done, total), (10_001, 10_001));
        let JobResult::CsTable(t) = job.finish();
        let JobResult::CsTable(d) = run(req).unwrap();
        assert_eq!(t, d);
        let zs: Vec<i64> = t.rows.iter().map(|r| r.zero_sum[0]).collect();
        assert_eq!(zs, vec![3, 3, 1, 0, 1, 2, 3]);
    }

    #[test]
    fn invalid_rules_are_an_error_not_a_panic() {
        let req = JobRequest::CsTable(CsRequest {
            left: vec![0],
            right: vec![],
            overrides: BTreeMap::new(),
            ties: (Tie::Antagonistic, Tie::Antagonistic),
            lo: 0,
            hi: 9,
        });
        assert!(run(req).is_err());
    }
}
