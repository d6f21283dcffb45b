//! General Cumulative Games jobs. The solver is a budgeted recursion (state and
//! work budgets; formula operations count as work, so a solve takes a few
//! seconds at most), so a job runs in one slice. Cancel terminates the worker.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{Job, JobError, JobResult};
use crate::games::cumulative_games::{
    self as cg, FileError, GameStepper, HeapTable, PresetError, Ruleset, Solution, SolveError,
    SumError, TableError, TableStepper,
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
    let mut s = stepper(req)?;
    while !s.step(usize::MAX)? {}
    Ok(s.finish()?)
}

/// The request's game, ready to be solved a few positions at a time.
pub fn stepper(req: &GameRequest) -> Result<GameStepper, GameError> {
    let first = req.first as usize;
    Ok(match &req.source {
        GameSource::Sum(parts) => {
            let parts = components(parts)?;
            let sizes: Vec<u32> = parts.iter().map(|p| p.1).collect();
            GameStepper::new(&cg::sum_rules(&parts)?, &sizes, first)?
        }
        source => {
            let rules = Ruleset::try_from(source)?;
            let sizes = match req.heaps[..] {
                [x] => vec![x; rules.heaps.len()],
                _ => req.heaps.clone(),
            };
            GameStepper::new(&rules, &sizes, first)?
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

/// A solver run a few positions per call ([`GameStepper`], [`TableStepper`]).
pub trait Steps {
    /// Up to about `steps` search steps; true when done.
    fn step(&mut self, steps: usize) -> Result<bool, JobError>;
    /// (done, total) for the progress bar.
    fn progress(&self) -> (u64, u64);
    /// The result, finishing any work left.
    fn finish(self) -> Result<JobResult, JobError>;
}

impl Steps for GameStepper {
    fn step(&mut self, steps: usize) -> Result<bool, JobError> {
        Ok(GameStepper::step(self, steps)?)
    }

    /// The share of the work budget used: the number of positions is not
    /// known ahead.
    fn progress(&self) -> (u64, u64) {
        GameStepper::progress(self)
    }

    fn finish(self) -> Result<JobResult, JobError> {
        let sol = GameStepper::finish(self)?;
        Ok(JobResult::Game(Box::new(sol)))
    }
}

impl Steps for TableStepper {
    fn step(&mut self, steps: usize) -> Result<bool, JobError> {
        TableStepper::step(self, steps).map_err(|e| GameError::from(e).into())
    }

    /// Heaps solved out of heaps asked for.
    fn progress(&self) -> (u64, u64) {
        TableStepper::progress(self)
    }

    fn finish(self) -> Result<JobResult, JobError> {
        let t = TableStepper::finish(self).map_err(GameError::from)?;
        Ok(JobResult::GameTable(Box::new(t)))
    }
}

/// A Cumulative Games job solved a few positions per step, so the page
/// shows progress and Cancel stops it between steps.
pub struct SteppedJob<S> {
    stepper: Option<S>,
    done: Option<JobResult>,
    progress: (u64, u64),
}

impl<S: Steps> SteppedJob<S> {
    fn new(stepper: S) -> SteppedJob<S> {
        SteppedJob {
            progress: stepper.progress(),
            stepper: Some(stepper),
            done: None,
        }
    }
}

fn result(r: Result<JobResult, JobError>) -> JobResult {
    r.unwrap_or_else(JobResult::Failed)
}

fn not_started() -> JobResult {
    JobResult::Failed(JobError::Internal("the job was not started".into()))
}

impl<S: Steps> Job for SteppedJob<S> {
    fn step(&mut self, units: u32) -> bool {
        let Some(s) = self.stepper.as_mut() else {
            return true;
        };
        let stepped = s.step(units as usize);
        self.progress = s.progress();
        let done = match stepped {
            Ok(false) => return false,
            Ok(true) => match self.stepper.take() {
                Some(s) => result(s.finish()),
                None => not_started(),
            },
            Err(e) => JobResult::Failed(e),
        };
        self.stepper = None;
        self.done = Some(done);
        true
    }

    fn progress(&self) -> (u64, u64) {
        self.progress
    }

    /// The result; a job not stepped to its end is finished here.
    fn finish(self: Box<Self>) -> JobResult {
        match (self.done, self.stepper) {
            (Some(done), _) => done,
            (None, Some(s)) => result(s.finish()),
            (None, None) => not_started(),
        }
    }
}

pub(super) fn start_game(req: GameRequest) -> Result<SteppedJob<GameStepper>, JobError> {
    Ok(SteppedJob::new(stepper(&req)?))
}

/// The outcome table, a few positions per step (heaps solved / heaps).
pub(super) fn start_table(req: GameTableRequest) -> Result<SteppedJob<TableStepper>, JobError> {
    let rules = Ruleset::try_from(&req.source)?;
    let t = TableStepper::new(&rules, 0, req.to).map_err(GameError::from)?;
    Ok(SteppedJob::new(t))
}
