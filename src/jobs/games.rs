//! General Cumulative Games jobs. The solver is a budgeted recursion (state and
//! work budgets; formula operations count as work, so a solve takes a few
//! seconds at most), so a job runs in one slice. Cancel terminates the worker.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{JobResult, Ready};
use crate::games::cumulative_games::{
    self as cg, FileError, HeapTable, PresetError, Ruleset, Solution, SolveError, SumError,
    TableError,
};

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
    /// Heap sizes: one per heap of the ruleset, or one for every heap
    /// (ignored for sums, whose components carry their heaps).
    pub heaps: Vec<u32>,
    /// 1-based starting player.
    pub first: u32,
}

impl GameRequest {
    /// The heap sizes as written in a link: `7` or `4,4`.
    pub fn heaps_text(&self) -> String {
        let v: Vec<String> = self.heaps.iter().map(|h| h.to_string()).collect();
        v.join(",")
    }
}

/// Why a games job cannot run: its source does not name a valid ruleset,
/// or the solver refused it.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum GameError {
    #[error(transparent)]
    Preset(#[from] PresetError),
    #[error(transparent)]
    File(#[from] FileError),
    #[error(transparent)]
    Sum(#[from] SumError),
    #[error(transparent)]
    Solve(#[from] SolveError),
    #[error(transparent)]
    Table(#[from] TableError),
}

/// The ruleset a source names (sums: the summed ruleset).
impl TryFrom<&GameSource> for Ruleset {
    type Error = GameError;

    fn try_from(source: &GameSource) -> Result<Ruleset, GameError> {
        Ok(match source {
            GameSource::Preset(p) => cg::preset(p)?,
            GameSource::Json(j) => cg::ruleset_from_json(j)?,
            GameSource::Sum(parts) => cg::sum_rules(&components(parts)?)?,
        })
    }
}

fn components(parts: &[(String, u32)]) -> Result<Vec<(Ruleset, u32)>, PresetError> {
    parts
        .iter()
        .map(|(p, x)| Ok((cg::preset(p)?, *x)))
        .collect()
}

pub fn solve(req: &GameRequest) -> Result<Solution, GameError> {
    let first = req.first as usize;
    Ok(match &req.source {
        GameSource::Sum(parts) => cg::solve_sum(&components(parts)?, first)?,
        source => {
            let rules = Ruleset::try_from(source)?;
            let sizes = match req.heaps[..] {
                [x] => vec![x; rules.heaps.len()],
                _ => req.heaps.clone(),
            };
            cg::solve(&rules, &sizes, first)?
        }
    })
}

/// The outcome table of a one-heap ruleset over heaps `0..=to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTableRequest {
    pub source: GameSource,
    pub to: u32,
}

pub fn table(req: &GameTableRequest) -> Result<HeapTable, GameError> {
    let rules = Ruleset::try_from(&req.source)?;
    Ok(cg::solve_heaps(&rules, 0, req.to)?)
}

/// Made at once (Theorem 8's one pass within the solver's state and work
/// budgets, a few seconds at most).
pub(super) fn start_table(req: GameTableRequest) -> Result<Ready, String> {
    let t = table(&req).map_err(|e| e.to_string())?;
    Ok(Ready(JobResult::GameTable(Box::new(t))))
}

/// Solved at once, within the state and work budgets.
pub(super) fn start_game(req: GameRequest) -> Result<Ready, String> {
    let s = solve(&req).map_err(|e| e.to_string())?;
    Ok(Ready(JobResult::Game(Box::new(s))))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::{run, JobRequest};

    #[test]
    fn squirrel_from_heap_7_is_figure_4() {
        let req = GameRequest {
            source: GameSource::Preset("squirrel".into()),
            heaps: vec![7],
            first: 1,
        };
        let Ok(JobResult::Game(s)) = run(JobRequest::Game(req)) else {
            panic!("expected a solution");
        };
        assert_eq!(s.value, vec![4.0, 3.0]);
        assert_eq!(s.pspe_line.len(), 3);
    }

    /// A two-heap ruleset takes one size per heap, or one size for both.
    #[test]
    fn two_heaps_take_sizes_per_heap() {
        let mut r = cg::preset("squirrel").unwrap();
        r.heaps.push(r.heaps[0].clone());
        let json = cg::to_json(&r);
        let req = |heaps: Vec<u32>| GameRequest {
            source: GameSource::Json(json.clone()),
            heaps,
            first: 1,
        };
        assert_eq!(solve(&req(vec![4, 3])).unwrap().heaps, vec![4, 3]);
        assert_eq!(solve(&req(vec![4])).unwrap().heaps, vec![4, 4]);
        let e = solve(&req(vec![1, 2, 3])).unwrap_err().to_string();
        assert_eq!(e, "3 heap sizes given; the ruleset has 2 heaps");
    }

    /// The table job gives the CLI's table; a sum is refused by name.
    #[test]
    fn table_over_heaps_runs_as_a_job() {
        let req = GameTableRequest {
            source: GameSource::Preset("squirrel".into()),
            to: 30,
        };
        let Ok(JobResult::GameTable(t)) = run(JobRequest::GameTable(req)) else {
            panic!("expected a table");
        };
        assert_eq!(t.outcomes.len(), 31);
        assert_eq!(t.period.as_ref().map(|p| p.period), Some(6));
        let req = GameTableRequest {
            source: GameSource::Sum(vec![("misere".into(), 3), ("squirrel".into(), 3)]),
            to: 5,
        };
        let e = table(&req).unwrap_err().to_string();
        assert!(e.contains("one-heap ruleset"), "{e}");
    }

    #[test]
    fn bad_json_is_an_error() {
        let req = GameRequest {
            source: GameSource::Json("{\"players\": 9}".into()),
            heaps: vec![7],
            first: 1,
        };
        assert!(run(JobRequest::Game(req)).is_err());
    }

    #[test]
    fn errors_keep_the_solver_messages() {
        let src = GameSource::Sum(vec![("chess".into(), 3)]);
        let e = Ruleset::try_from(&src).unwrap_err();
        assert!(matches!(e, GameError::Preset(_)));
        assert!(e
            .to_string()
            .starts_with("unknown preset 'chess'; presets: normal"));
        let req = GameRequest {
            source: GameSource::Preset("squirrel".into()),
            heaps: vec![7],
            first: 3,
        };
        let e = solve(&req).unwrap_err();
        assert_eq!(e.to_string(), "first player 3 is not in 1..=2");
    }
}
