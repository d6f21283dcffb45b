//! Clobber jobs: one position's values, and the Table 1 census by strip length.

use serde::{Deserialize, Serialize};

use super::{Job, JobError, JobResult, Ready};
use crate::games::clobber::{
    position_tree, Board, Census, CensusRecord, CensusRow, PositionTree, ValueReport,
};

/// Most positions one browser search may visit (a few seconds at most).
pub const BROWSER_BUDGET: u64 = 200_000;
/// Most nodes of the game tree shown on the page.
pub const TREE_NODES: usize = 200;
/// Longest strip whose census the browser computes (lengths 10+ take
/// seconds to minutes: use the CLI).
pub const MAX_VIEW_CENSUS: u32 = 9;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClobberRequest {
    pub board: Board,
    pub players: u8,
    pub first: u8,
}

/// What the page shows of one position: its values and its game tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClobberView {
    pub report: ValueReport,
    pub tree: PositionTree,
}

/// Solved at once, within [`BROWSER_BUDGET`] positions.
pub(super) fn start(r: ClobberRequest) -> Result<Ready, JobError> {
    let report = ValueReport::within(&r.board, r.players, r.first, BROWSER_BUDGET)?;
    let tree = position_tree(&r.board, r.players, r.first, TREE_NODES, BROWSER_BUDGET + 1)?;
    Ok(Ready(JobResult::Clobber(Box::new(ClobberView {
        report,
        tree,
    }))))
}

/// One census length as the worker sends it: [`CensusRecord`] without
/// `serde(flatten)`, which the worker's bincode messages cannot carry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CensusLength {
    pub row: CensusRow,
    pub selfish_values: Vec<String>,
    pub prudent_values: Vec<String>,
}

impl From<CensusRecord> for CensusLength {
    fn from(r: CensusRecord) -> CensusLength {
        CensusLength {
            row: r.row,
            selfish_values: r.selfish_values.unwrap_or_default(),
            prudent_values: r.prudent_values.unwrap_or_default(),
        }
    }
}

/// The census of strip lengths `lo..=hi`, one length per step; later
/// lengths reuse the positions memoised for earlier ones.
pub struct CensusJob {
    census: Census,
    next: u32,
    hi: u32,
    lo: u32,
    records: Vec<CensusLength>,
}

/// Relative cost of length `n` (the number of games grows about 3.8-fold per cell).
fn weight(n: u32) -> u64 {
    4u64.pow(n)
}

impl CensusJob {
    pub(super) fn start((lo, hi): (u32, u32)) -> Result<CensusJob, JobError> {
        if lo < 2 {
            return Err(JobError::invalid(
                "census",
                lo,
                format!("strip length {lo} is too short: strips have at least 2 cells"),
            ));
        }
        if lo > hi {
            return Err(JobError::empty_range("census", lo, hi));
        }
        if hi > MAX_VIEW_CENSUS {
            return Err(JobError::limit(
                "cells in the longest strip of the census",
                u64::from(hi),
                u64::from(MAX_VIEW_CENSUS),
                "use `pebbles clobber --census` for longer strips",
            ));
        }
        Ok(CensusJob {
            census: Census::new(),
            next: lo,
            hi,
            lo,
            records: Vec::new(),
        })
    }
}

impl Job for CensusJob {
    /// One whole length per step (length 9 takes a fraction of a second).
    fn step(&mut self, _units: u32) -> bool {
        if self.next > self.hi {
            return true;
        }
        match CensusRecord::of(&mut self.census, self.next as usize, true) {
            Ok(r) => self.records.push(r.into()),
            Err(_) => self.next = self.hi,
        }
        self.next += 1;
        self.next > self.hi
    }

    fn progress(&self) -> (u64, u64) {
        let done = (self.lo..self.next).map(weight).sum();
        let total = (self.lo..=self.hi).map(weight).sum();
        (done, total)
    }

    fn finish(mut self: Box<Self>) -> JobResult {
        while !self.step(u32::MAX) {}
        JobResult::ClobberCensus(self.records)
    }
}
