//! Taking a page's expected result out of a [`JobResult`]. Each page
//! expects one kind of result (the one its request asks for); it reads it
//! with one of these accessors instead of a `match` with a catch-all arm.
//! Every accessor is an exhaustive `match`, so a new result variant makes
//! the compiler name each of them, and no page silently draws nothing for
//! it (`tests/architecture.rs` refuses catch-all arms over `JobResult`).

use super::{
    BcsTableResult, BuiltTree, CensusLength, ClassicalView, ClobberView, CsPlayResult,
    CsScoringResult, CsTableResult, EfgView, JobError, JobResult, MisereFormView, OctalView,
    QuotientView, ScriptPlayView, SearchResult, SweepPoint,
};
use crate::games::classical::NimTable;
use crate::games::cumulative_games::{HeapTable, Solution};

/// A written file: its name, MIME type and text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileRef<'a> {
    pub name: &'a str,
    pub mime: &'a str,
    pub body: &'a str,
}

impl JobResult {
    /// A Cumulative Subtraction table.
    pub fn as_cs_table(&self) -> Option<&CsTableResult> {
        match self {
            JobResult::CsTable(t) => Some(t),
            JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// Play lines from one heap.
    pub fn as_cs_play(&self) -> Option<&CsPlayResult> {
        match self {
            JobResult::CsPlay(p) => Some(p),
            JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::CsTable(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// The heaps as scoring games (the `#/cs` section on scoring play).
    pub fn as_cs_scoring(&self) -> Option<&CsScoringResult> {
        match self {
            JobResult::CsScoring(r) => Some(r),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A bidding table.
    pub fn as_bcs_table(&self) -> Option<&BcsTableResult> {
        match self {
            JobResult::BcsTable(t) => Some(t),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// The convergence sweep.
    pub fn as_bcs_sweep(&self) -> Option<&[SweepPoint]> {
        match self {
            JobResult::BcsSweep(points) => Some(points),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A cumulative game's solution.
    pub fn as_game(&self) -> Option<&Solution> {
        match self {
            JobResult::Game(s) => Some(s),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A one-heap cumulative game's outcome table.
    pub fn as_game_table(&self) -> Option<&HeapTable> {
        match self {
            JobResult::GameTable(t) => Some(t),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A Clobber position's values and tree.
    pub fn as_clobber(&self) -> Option<&ClobberView> {
        match self {
            JobResult::Clobber(v) => Some(v),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// Table 1's census.
    pub fn as_clobber_census(&self) -> Option<&[CensusLength]> {
        match self {
            JobResult::ClobberCensus(c) => Some(c),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A classical game or comparison.
    pub fn as_classical(&self) -> Option<&ClassicalView> {
        match self {
            JobResult::Classical(v) => Some(v),
            JobResult::ScriptPlay(_)
            | JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A game of a script's position, after the computer's replies.
    pub fn as_script_play(&self) -> Option<&ScriptPlayView> {
        match self {
            JobResult::ScriptPlay(v) => Some(v),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A built tree or DAG view.
    pub fn as_tree(&self) -> Option<&BuiltTree> {
        match self {
            JobResult::Tree(t) => Some(t),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// An octal game's Grundy values.
    pub fn as_octal(&self) -> Option<&OctalView> {
        match self {
            JobResult::Octal(v) => Some(v),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// The 3-pile Nim table.
    pub fn as_nim_table(&self) -> Option<&NimTable> {
        match self {
            JobResult::NimTable(t) => Some(t),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A solved `.efg` file.
    pub fn as_efg(&self) -> Option<&EfgView> {
        match self {
            JobResult::Efg(v) => Some(v),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// One of §9's searches.
    pub fn as_search(&self) -> Option<&SearchResult> {
        match self {
            JobResult::Search(r) => Some(r),
            JobResult::CsScoring(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A misère quotient (`#/misere`).
    pub fn as_misere_quotient(&self) -> Option<&QuotientView> {
        match self {
            JobResult::MisereQuotient(q) => Some(q),
            JobResult::CsScoring(_)
            | JobResult::MisereForm(_)
            | JobResult::Search(_)
            | JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A misère expression's report or comparison (`#/misere`).
    pub fn as_misere_form(&self) -> Option<&MisereFormView> {
        match self {
            JobResult::MisereForm(f) => Some(f),
            JobResult::MisereQuotient(_)
            | JobResult::Search(_)
            | JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Failed(_)
            | JobResult::File { .. } => None,
        }
    }

    /// A written file (CSV, JSON, `.efg`).
    pub fn as_file(&self) -> Option<FileRef<'_>> {
        match self {
            JobResult::File { name, mime, body } => Some(FileRef { name, mime, body }),
            JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::Failed(_) => None,
        }
    }

    /// The result, or the error of a job that failed half-way
    /// ([`JobResult::Failed`]), which the worker reports as a failure.
    pub fn into_outcome(self) -> Result<JobResult, JobError> {
        match self {
            JobResult::Failed(message) => Err(message),
            r @ (JobResult::CsTable(_)
            | JobResult::CsPlay(_)
            | JobResult::CsScoring(_)
            | JobResult::BcsTable(_)
            | JobResult::BcsSweep(_)
            | JobResult::Game(_)
            | JobResult::GameTable(_)
            | JobResult::Clobber(_)
            | JobResult::ClobberCensus(_)
            | JobResult::Classical(_)
            | JobResult::ScriptPlay(_)
            | JobResult::Tree(_)
            | JobResult::Octal(_)
            | JobResult::NimTable(_)
            | JobResult::Efg(_)
            | JobResult::Search(_)
            | JobResult::MisereQuotient(_)
            | JobResult::MisereForm(_)
            | JobResult::File { .. }) => Ok(r),
        }
    }
}
