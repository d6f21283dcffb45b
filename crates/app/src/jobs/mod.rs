//! Computations the web worker runs in slices, so it can report progress and
//! honour Cancel between slices. Pure Rust: the same jobs run natively in tests.
//! One module per game family.

mod bcs;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod board_play;
mod classical;
mod clobber;
mod cs;
mod cs_scoring;
mod efg;
mod engines;
mod error;
mod games;
mod loopy;
mod misere;
mod misere_switch;
// Public for the tests in tests/it (a `#[serde(with)]` module).
#[doc(hidden)]
pub mod packed;
mod result;
mod scoring;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod script;
mod search;
mod tree;

pub use bcs::*;
pub use board_play::BoardPlayRequest;
pub use classical::{
    ClassicalRequest, ClassicalView, GameView, OctalRequest, OctalView, TREE_DEPTH,
    TREE_NODES as CLASSICAL_TREE_NODES,
};
pub use clobber::*;
pub use cs::*;
pub use cs_scoring::*;
pub use efg::*;
use engines::engines;
pub use engines::{install_script_engines, ScriptEngines};
pub use error::{JobError, JobFailure, LIMIT_NOTE};
pub use games::*;
pub use loopy::{LoopyBoardsView, LoopyGraphView, LoopyGraphs};
pub use misere::form as misere_form;
pub use misere::{
    MisereFormRequest, MisereFormView, MisereGameView, QuotientHeap, QuotientRequest, QuotientSum,
    QuotientView, MAX_PAGE_QUOTIENT_HEAPS, MISERE_FORM_WORK, PAGE_QUOTIENT_POSITIONS,
    PAGE_QUOTIENT_STATES,
};
pub use misere_switch::game_form as misere_game_form;
pub use misere_switch::{
    MisereGameRequest, SCRIPT_POSITION_COST, SWITCH_POSITIONS, SWITCH_SCRIPT_POSITIONS,
};
pub use result::FileRef;
pub use scoring::{
    scoring_error, ScoringComparisonFacts, ScoringFacts, ScoringGameFacts, ScoringRequest,
    ScoringView, PAGE_SCORING_BUILD, PAGE_SCORING_WORK,
};
pub use script::engine::{page_loopy, PAGE_LOOPY_SCRIPT_POSITIONS};
pub use script::{
    ScriptHint, ScriptMove, ScriptOption, ScriptPlayRequest, ScriptPlayView, ScriptPoint,
    ScriptRequest, ScriptStep, ScriptView, DEFAULT_SCRIPT_NAME, MAX_SCRIPT_OPTIONS,
};
pub use search::*;
pub use tree::{BuiltTree, TreeRequest};

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
    /// The heaps as guaranteed scoring games, their classes and sums.
    CsScoring(CsScoringRequest),
    /// Bidding value table, checks and optionally one bidding matrix.
    BcsTable(BcsRequest),
    /// Convergence heap for each total budget of a range.
    BcsSweep(SweepRequest),
    /// A general cumulative game from one position.
    Game(GameRequest),
    /// A one-heap cumulative game's outcome table over heaps `0..=to`.
    GameTable(GameTableRequest),
    /// The values of one Clobber position.
    Clobber(ClobberRequest),
    /// Table 1's census for strip lengths `lo..=hi`.
    ClobberCensus((u32, u32)),
    /// A classical game: an expression or a sum of boards.
    Classical(ClassicalRequest),
    /// A tree or DAG view, built and laid out.
    Tree(TreeRequest),
    /// Grundy values of an octal game.
    Octal(OctalRequest),
    /// The 3-pile Nim table for rows and columns `lo..=hi`.
    NimTable((u32, u32)),
    /// A Gambit `.efg` file solved, or a tree view written as one.
    Efg(EfgRequest),
    /// One of the paper's searches over subtraction sets.
    Search(SearchRequest),
    /// The misère quotient of an octal game, and a sum's outcome.
    MisereQuotient(QuotientRequest),
    /// An impartial misère expression's canonical form, or a comparison.
    MisereForm(MisereFormRequest),
    /// A guaranteed scoring game's canonical form and scores, or a
    /// comparison (`#/scoring`).
    Scoring(ScoringRequest),
    /// The misère switch of `#/classical`: the page's game's misère
    /// canonical form and genus (a [`JobResult::MisereForm`]).
    MisereGame(MisereGameRequest),
}

/// Most heaps a [`JobRequest::quick`] table may solve (period detection
/// included) or list: about a millisecond of work.
const QUICK_HEAPS: u32 = 20_000;
const QUICK_ROWS: u32 = 500;

impl JobRequest {
    /// Small enough to try on the page before a worker is at hand: every part
    /// of the job (start, steps, finish) is bounded by its size, and the page
    /// still gives the steps a time budget (`web::compute`). Only the
    /// Cumulative Subtraction table: the first thing most visitors see.
    pub fn quick(&self) -> bool {
        match self {
            JobRequest::CsTable(r) => {
                crate::games::cumulative_subtraction::horizon(r.hi) <= QUICK_HEAPS
                    && r.hi.saturating_sub(r.lo) < QUICK_ROWS
            }
            _ => false,
        }
    }

    /// Whether the job goes to the script worker: a script (the page's
    /// own module has no script engine), a misère job of `#/misere` or of
    /// `#/classical`'s misère switch, or a scoring expression of `#/scoring`
    /// (whose engines stay out of the page's module, so the first load of `#/cs` stays within its budget).
    pub fn needs_script(&self) -> bool {
        match self {
            // A loopy expression too: the loopy engine is the script
            // worker's, out of the page's first load.
            JobRequest::Classical(ClassicalRequest::Expr(g)) => {
                crate::games::classical::loopy::is_loopy(g)
            }
            // A loopy ruleset's position, and a game of it.
            JobRequest::Classical(ClassicalRequest::Boards(r, _)) => r.info().loopy,
            _ => matches!(
                self,
                JobRequest::Classical(
                    ClassicalRequest::Script(_)
                        | ClassicalRequest::ScriptPlay(_)
                        | ClassicalRequest::LoopyPlay(_)
                ) | JobRequest::MisereQuotient(_)
                    | JobRequest::MisereForm(_)
                    | JobRequest::Scoring(_)
                    | JobRequest::MisereGame(_)
            ),
        }
    }

    /// What the job computes, for messages: `the bidding table of S = {1},
    /// TB = 9, heaps 0..20`.
    pub fn describe(&self) -> String {
        use crate::notation::{format_range, format_set};
        match self {
            JobRequest::CsTable(r) | JobRequest::CsExport(r, _) => format!(
                "the Cumulative Subtraction table for heaps {}",
                format_range((r.lo, r.hi))
            ),
            JobRequest::CsPlay(_, x) => format!("the play lines from heap {x}"),
            JobRequest::CsScoring(r) => format!(
                "the scoring-game forms of heaps {}",
                format_range((r.lo, r.hi.min(crate::games::scoring::MAX_CS_HEAP)))
            ),
            JobRequest::BcsTable(r) => format!(
                "the bidding table of S = {{{}}}, TB = {}, heaps {}",
                format_set(&r.moves),
                r.total_budget,
                format_range((r.lo, r.hi))
            ),
            JobRequest::BcsSweep(r) => format!(
                "the convergence sweep of S = {{{}}} over total budgets {}",
                format_set(&r.moves),
                format_range(r.budgets)
            ),
            JobRequest::Game(r) => format!("the game from heap {}", r.heaps_text()),
            JobRequest::GameTable(r) => format!("the outcome table for heaps 0..{}", r.to),
            JobRequest::Clobber(r) => format!("the Clobber board {}", r.board),
            JobRequest::ClobberCensus(lengths) => {
                format!("the census of strip lengths {}", format_range(*lengths))
            }
            JobRequest::Classical(r) => r.describe(),
            JobRequest::Tree(TreeRequest::Build(s)) => format!("the {} view", s.view().code()),
            JobRequest::Octal(r) => format!(
                "the Grundy values of {} for heaps {}",
                r.code,
                format_range(r.heaps)
            ),
            JobRequest::NimTable(r) => format!("the Nim table {}", format_range(*r)),
            JobRequest::Efg(r) => r.describe(),
            JobRequest::Search(r) => r.describe(),
            JobRequest::MisereQuotient(r) => r.describe(),
            JobRequest::MisereForm(r) => format!("the misère game {}", r.expr),
            JobRequest::Scoring(r) => {
                format!("the scoring game {}", crate::notation::shown(&r.expr))
            }
            JobRequest::MisereGame(r) => r.describe(),
            JobRequest::Tree(TreeRequest::Expand(g, id)) => {
                format!("the expansion of node {id} of {}", g.title)
            }
        }
    }
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
    CsScoring(Box<CsScoringResult>),
    BcsTable(Box<BcsTableResult>),
    BcsSweep(Vec<SweepPoint>),
    Game(Box<crate::games::cumulative_games::Solution>),
    GameTable(Box<crate::games::cumulative_games::HeapTable>),
    Clobber(Box<ClobberView>),
    ClobberCensus(Vec<CensusLength>),
    Classical(ClassicalView),
    /// A game of a script's position, after the computer's replies.
    ScriptPlay(Box<ScriptPlayView>),
    Tree(Box<BuiltTree>),
    Octal(OctalView),
    NimTable(crate::games::classical::NimTable),
    Efg(Box<EfgView>),
    Search(Box<SearchResult>),
    MisereQuotient(Box<QuotientView>),
    MisereForm(MisereFormView),
    Scoring(Box<ScoringView>),
    /// A job that failed after it started (a work limit met on the way);
    /// the worker reports it as a failure, not a result.
    Failed(JobError),
    File {
        name: String,
        mime: String,
        body: String,
    },
}

/// What a running job has found so far, shown beside its progress bar.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum JobNote {
    /// An octal run's candidate period: `G(n + period) = G(n)` holds from
    /// `preperiod` on for every heap computed, and the periodicity theorem
    /// proves it at `proof_heap` if it still holds there.
    OctalCandidate {
        period: u32,
        preperiod: u32,
        proof_heap: u32,
    },
    /// A misère quotient's brute force so far: positions evaluated and
    /// elements distinguished, and the page's limit of positions.
    Quotient {
        positions: u64,
        elements: u32,
        limit: u64,
    },
}

impl std::fmt::Display for JobNote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            JobNote::OctalCandidate {
                period,
                preperiod,
                proof_heap,
            } => write!(
                f,
                "candidate period {period} from heap {preperiod} (proven at heap {proof_heap} if it holds)"
            ),
            JobNote::Quotient {
                positions,
                elements,
                limit,
            } => write!(
                f,
                "{positions} positions evaluated, {elements} elements so far (this page stops at {limit} positions)"
            ),
        }
    }
}

/// A computation the worker runs in slices. A family implements the step
/// function; [`RunningJob`] and the worker supply progress, Cancel and the
/// hand-over of the result.
pub trait Job {
    /// Does up to about `units` units of work; true when finished.
    fn step(&mut self, units: u32) -> bool;
    /// (done, total) work units, for the progress bar.
    fn progress(&self) -> (u64, u64);
    /// What the run has found so far, shown beside the bar.
    fn note(&self) -> Option<JobNote> {
        None
    }
    /// The result; called once, after `step` returned true.
    fn finish(self: Box<Self>) -> JobResult;
}

/// A job computed in full when it started (within the work limits checked
/// there): it has nothing left to step, and `finish` hands the result over.
pub(crate) struct Ready(pub(crate) JobResult);

impl Job for Ready {
    fn step(&mut self, _units: u32) -> bool {
        true
    }

    fn progress(&self) -> (u64, u64) {
        (1, 1)
    }

    fn finish(self: Box<Self>) -> JobResult {
        self.0
    }
}

/// A job in progress, whatever its family.
pub struct RunningJob(Box<dyn Job>);

impl RunningJob {
    /// Starts the job of a request, or refuses it (bad input, or over a
    /// work limit by the estimate checked here).
    pub fn start(req: JobRequest) -> Result<RunningJob, JobError> {
        fn boxed<J: Job + 'static>(j: J) -> RunningJob {
            RunningJob(Box::new(j))
        }
        match req {
            JobRequest::CsTable(r) => CsJob::table(r).map(boxed),
            JobRequest::CsExport(r, f) => CsJob::export(r, f).map(boxed),
            JobRequest::CsPlay(r, x) => CsJob::play(r, x).map(boxed),
            JobRequest::CsScoring(r) => CsScoringJob::start(r).map(boxed),
            JobRequest::BcsTable(r) => BcsJob::start(r).map(boxed),
            JobRequest::BcsSweep(r) => SweepJob::start(r).map(boxed),
            JobRequest::Game(r) => games::start_game(r).map(boxed),
            JobRequest::GameTable(r) => games::start_table(r).map(boxed),
            JobRequest::Clobber(r) => clobber::start(r).map(boxed),
            JobRequest::ClobberCensus(r) => CensusJob::start(r).map(boxed),
            JobRequest::Classical(r) => classical::start(r).map(RunningJob),
            JobRequest::Tree(r) => tree::start(r).map(boxed),
            JobRequest::Octal(r) => classical::OctalJob::start(r).map(boxed),
            JobRequest::NimTable(r) => classical::nim_table_job(r).map(RunningJob),
            JobRequest::Efg(r) => efg::start(r).map(boxed),
            JobRequest::Search(r) => SearchJob::start(r).map(boxed),
            JobRequest::MisereQuotient(r) => (engines("misère")?.quotient)(r).map(RunningJob),
            JobRequest::MisereForm(r) => (engines("misère")?.misere_form)(r).map(RunningJob),
            JobRequest::Scoring(r) => (engines("scoring-expression")?.scoring)(r).map(RunningJob),
            JobRequest::MisereGame(r) => (engines("misère")?.misere_game)(r).map(RunningJob),
        }
    }

    /// Does up to `units` units of work; true when finished.
    pub fn step(&mut self, units: u32) -> bool {
        self.0.step(units)
    }

    /// (done, total) work units.
    pub fn progress(&self) -> (u64, u64) {
        self.0.progress()
    }

    /// What the run has found so far.
    pub fn note(&self) -> Option<JobNote> {
        self.0.note()
    }

    pub fn finish(self) -> JobResult {
        self.0.finish()
    }
}

/// Runs a job to completion (CLI and tests).
pub fn run(req: JobRequest) -> Result<JobResult, JobError> {
    RunningJob::start(req)?.finish().into_outcome()
}
