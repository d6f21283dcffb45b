//! Computations the web worker runs in slices, so it can report progress and
//! honour Cancel between slices. Pure Rust: the same jobs run natively in tests.
//! One module per game family.

mod bcs;
mod cs;
mod games;

pub use bcs::*;
pub use cs::*;
pub use games::*;

use serde::{Deserialize, Serialize};

/// A request sent to the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum JobRequest {
    /// Cumulative Subtraction table for heaps `lo..=hi`.
    CsTable(CsRequest),
    /// The table for heaps `lo..=hi` as a CSV or JSON file.
    CsExport(CsRequest, ExportFormat),
    /// Optimal play lines from heap `x` (the request's `hi` is ignored).
    CsPlay(CsRequest, u32),
    /// Bidding value table, checks and optionally one bidding matrix.
    BcsTable(BcsRequest),
    /// Convergence heap for each total budget of a range.
    BcsSweep(SweepRequest),
    /// A general cumulative game from one position.
    Game(GameRequest),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ExportFormat {
    Csv,
    Json,
}

/// A finished job's output.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum JobResult {
    CsTable(CsTableResult),
    CsPlay(CsPlayResult),
    BcsTable(Box<BcsTableResult>),
    BcsSweep(Vec<SweepPoint>),
    Game(Box<crate::games::cumulative_games::Solution>),
    File {
        name: String,
        mime: String,
        body: String,
    },
}

/// A job in progress.
pub enum RunningJob {
    Cs(CsJob),
    Bcs(BcsJob),
    Sweep(SweepJob),
    Game(GameJob),
}

impl RunningJob {
    pub fn start(req: JobRequest) -> Result<RunningJob, String> {
        match req {
            JobRequest::CsTable(r) => CsJob::table(r).map(RunningJob::Cs),
            JobRequest::CsExport(r, f) => CsJob::export(r, f).map(RunningJob::Cs),
            JobRequest::CsPlay(r, x) => CsJob::play(r, x).map(RunningJob::Cs),
            JobRequest::BcsTable(r) => BcsJob::start(r).map(RunningJob::Bcs),
            JobRequest::BcsSweep(r) => SweepJob::start(r).map(RunningJob::Sweep),
            JobRequest::Game(r) => GameJob::start(r).map(RunningJob::Game),
        }
    }

    /// Does up to `units` units of work; true when finished.
    pub fn step(&mut self, units: u32) -> bool {
        match self {
            RunningJob::Cs(j) => j.step(units),
            RunningJob::Bcs(j) => j.step(units),
            RunningJob::Sweep(j) => j.step(units),
            RunningJob::Game(_) => true,
        }
    }

    /// (done, total) work units.
    pub fn progress(&self) -> (u64, u64) {
        match self {
            RunningJob::Cs(j) => j.progress(),
            RunningJob::Bcs(j) => j.progress(),
            RunningJob::Sweep(j) => j.progress(),
            RunningJob::Game(_) => (1, 1),
        }
    }

    pub fn finish(self) -> JobResult {
        match self {
            RunningJob::Cs(j) => j.finish(),
            RunningJob::Bcs(j) => j.finish(),
            RunningJob::Sweep(j) => j.finish(),
            RunningJob::Game(j) => j.finish(),
        }
    }
}

/// Runs a job to completion (CLI and tests).
pub fn run(req: JobRequest) -> Result<JobResult, String> {
    Ok(RunningJob::start(req)?.finish())
}
