//! General Cumulative Games jobs. The solver is a budgeted recursion (state and
//! work budgets), so a job runs in one slice.

use serde::{Deserialize, Serialize};

use super::{Job, JobResult};
use crate::games::cumulative_games::{self as cg, Ruleset, Solution};

/// Where a games job's ruleset comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameSource {
    Preset(String),
    /// The JSON file format.
    Json(String),
    /// Disjunctive sum of presets with their heaps.
    Sum(Vec<(String, u32)>),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRequest {
    pub source: GameSource,
    pub heap: u32,
    /// 1-based starting player.
    pub first: u32,
}

/// The ruleset a source names (sums: the summed ruleset).
pub fn ruleset(source: &GameSource) -> Result<Ruleset, String> {
    match source {
        GameSource::Preset(p) => cg::preset(p),
        GameSource::Json(j) => cg::ruleset_from_json(j),
        GameSource::Sum(parts) => cg::sum_rules(&components(parts)?),
    }
}

fn components(parts: &[(String, u32)]) -> Result<Vec<(Ruleset, u32)>, String> {
    parts
        .iter()
        .map(|(p, x)| Ok((cg::preset(p)?, *x)))
        .collect()
}

pub fn solve(req: &GameRequest) -> Result<Solution, String> {
    let first = req.first as usize;
    match &req.source {
        GameSource::Sum(parts) => cg::solve_sum(&components(parts)?, first),
        source => {
            let rules = ruleset(source)?;
            cg::solve(&rules, &vec![req.heap; rules.heaps.len()], first)
        }
    }
}

/// Solved at once in `start`; `finish` hands the solution over.
pub struct GameJob(Solution);

impl GameJob {
    pub(super) fn start(req: GameRequest) -> Result<GameJob, String> {
        solve(&req).map(GameJob)
    }
}

impl Job for GameJob {
    /// Solved within the state and work budgets in `start`.
    fn step(&mut self, _units: u32) -> bool {
        true
    }

    fn progress(&self) -> (u64, u64) {
        (1, 1)
    }

    fn finish(self: Box<Self>) -> JobResult {
        JobResult::Game(Box::new(self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::{run, JobRequest};

    #[test]
    fn squirrel_from_heap_7_is_figure_4() {
        let req = GameRequest {
            source: GameSource::Preset("squirrel".into()),
            heap: 7,
            first: 1,
        };
        let Ok(JobResult::Game(s)) = run(JobRequest::Game(req)) else {
            panic!("expected a solution");
        };
        assert_eq!(s.value, vec![4.0, 3.0]);
        assert_eq!(s.pspe_line.len(), 3);
    }

    #[test]
    fn bad_json_is_an_error() {
        let req = GameRequest {
            source: GameSource::Json("{\"players\": 9}".into()),
            heap: 7,
            first: 1,
        };
        assert!(run(JobRequest::Game(req)).is_err());
    }
}
