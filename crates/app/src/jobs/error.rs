//! Why a job gives no result, as typed data: [`JobError`] crosses the
//! worker's bincode codec, so the page tells a work limit from bad input by
//! the variant, never by the words of a message. The solvers' error enums
//! convert with `From`; a solver error that is a work limit becomes
//! [`JobError::Limit`] by its variant.
//!
//! [`JobFailure`] adds what the page's supervisor reports itself: a worker
//! that trapped (out of memory) or fell silent, or none could be started.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::games::bidding as bcs;
use crate::games::classical::rulesets::{Place, PositionError};
use crate::games::classical::script::ScriptError;
use crate::games::classical::{NimTableError, OctalError, ParseError, Stopped};
use crate::games::clobber::ClobberError;
use crate::games::cumulative_games::{self as cg, UnfoldError};
use crate::games::cumulative_subtraction as cs;
use crate::games::efg::{EfgError, ExportError, Theorem11Error};
use crate::games::game_tree::TreeError;
use crate::games::scoring::ScoringError;
use crate::games::search::SearchError;

/// What every work-limit message says: the page stopped, the game did not,
/// and the command-line tool, whose limits are set by time, goes further.
pub const LIMIT_NOTE: &str = "this is a work limit of this page, not a result about the game; \
     the command-line tool `pebbles` goes further (limits set by time: `--time-limit 600`)";

/// Why a job was refused or stopped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Error)]
pub enum JobError {
    /// A work limit of this page, met before the job (`work` estimated) or
    /// during it (`work` counted when it stopped). `what` names the units
    /// and the work (`steps to solve heaps 0..9999999 with 300 moves`);
    /// `advice` says how to ask for less.
    #[error("too much work for this page: {work} {what}, over the limit of {limit}; {advice} — {LIMIT_NOTE}.")]
    Limit {
        what: String,
        work: u64,
        limit: u64,
        advice: String,
    },
    /// Bad input: the field, the offending token (empty at the end of the
    /// input) and the reason, a whole sentence that names the token.
    #[error("{field}: {reason}")]
    Invalid {
        field: String,
        token: String,
        reason: String,
    },
    /// Any other refusal of a solver, its message unchanged.
    #[error("{0}")]
    Solver(String),
    /// A script that cannot be read, run or solved (its line and column,
    /// or the limit it met, are in the error).
    #[error("{0}")]
    Script(ScriptError),
    /// A state the job should never reach.
    #[error("internal error: {0}")]
    Internal(String),
}

impl JobError {
    pub fn limit(
        what: impl Into<String>,
        work: u64,
        limit: u64,
        advice: impl Into<String>,
    ) -> JobError {
        JobError::Limit {
            what: what.into(),
            work,
            limit,
            advice: advice.into(),
        }
    }

    pub fn invalid(
        field: impl Into<String>,
        token: impl ToString,
        reason: impl ToString,
    ) -> JobError {
        JobError::Invalid {
            field: field.into(),
            token: token.to_string(),
            reason: reason.to_string(),
        }
    }

    /// A solver's refusal that is neither a limit nor about one field.
    pub fn solver(e: impl ToString) -> JobError {
        JobError::Solver(e.to_string())
    }

    /// A board of a sum that cannot be read, named by its text.
    pub fn board(text: &str, e: impl std::fmt::Display) -> JobError {
        JobError::invalid("board", text, format!("`{text}`: {e}"))
    }

    /// An empty range `lo..hi` of the field `field`.
    pub fn empty_range(field: &str, lo: u32, hi: u32) -> JobError {
        JobError::invalid(
            field,
            format!("{lo}..{hi}"),
            format!("`{lo}..{hi}` is empty: the first end is larger than the second"),
        )
    }
}

/// Why the page shows no result for a request: the job's own error, or the
/// supervisor gave up on the worker that ran it (`job` says what it was
/// computing, from `JobRequest::describe`).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum JobFailure {
    #[error(transparent)]
    Job(#[from] JobError),
    /// The worker's `error` event: a wasm trap, most often out of memory.
    #[error(
        "The computation stopped: the worker failed ({message}), most likely out of memory. \
         It was computing {job}. {RESTART}"
    )]
    WorkerTrapped { message: String, job: String },
    /// No word from a worker with a job for `seconds`.
    #[error(
        "The computation stopped: the worker stopped answering for {seconds} s. \
         It was computing {job}. {RESTART}"
    )]
    WorkerSilent { seconds: u32, job: String },
    #[error("The compute worker could not be started.")]
    NoWorker,
}

const RESTART: &str = "The worker was shut down; the next change of the view starts a fresh one.";

impl From<ScriptError> for JobError {
    fn from(e: ScriptError) -> JobError {
        JobError::Script(e)
    }
}

impl From<cs::RulesError> for JobError {
    fn from(e: cs::RulesError) -> JobError {
        match e {
            cs::RulesError::ZeroMove(set) => JobError::invalid(
                set.to_string(),
                0,
                "move 0 is not allowed (amounts are at least 1)",
            ),
            cs::RulesError::MoveTooLarge { set, amount } => JobError::invalid(
                set.to_string(),
                amount,
                format!("move {amount} exceeds the maximum {}", cs::MAX_MOVE),
            ),
            cs::RulesError::NoMoves => JobError::invalid("moves", "", "both move sets are empty"),
        }
    }
}

impl From<cs::SolveError> for JobError {
    fn from(e: cs::SolveError) -> JobError {
        match e {
            cs::SolveError::Rules(e) => e.into(),
            cs::SolveError::HeapTooLarge(x) => JobError::invalid("heaps", x, e),
        }
    }
}

/// The scoring engine's refusals; its work limit counted at the limit
/// (a job that knows the work it spent says so itself).
impl From<ScoringError> for JobError {
    fn from(e: ScoringError) -> JobError {
        match e {
            ScoringError::CsRules(e) => e.into(),
            ScoringError::CsSolve(e) => e.into(),
            ScoringError::CsHeap { heap, .. } => JobError::invalid("heaps", heap, e),
            ScoringError::Limit { limit } => JobError::limit(
                "work units of the scoring engine",
                limit,
                limit,
                "ask for less, or use the CLI: `pebbles scoring`",
            ),
            e => JobError::solver(e),
        }
    }
}

impl From<bcs::RulesError> for JobError {
    fn from(e: bcs::RulesError) -> JobError {
        use bcs::RulesError as R;
        let (field, token) = match &e {
            R::EmptyMoves => ("moves", String::new()),
            R::ZeroMove => ("moves", "0".into()),
            R::MoveTooLarge(m) => ("moves", m.to_string()),
            R::BudgetTooLarge(b) => ("budget", b.to_string()),
            R::BidTooLarge { bid, .. } => ("bids", bid.to_string()),
            R::EmptyBids(_) => ("bids", String::new()),
            R::NobodyCanBid { smallest, .. } => ("bids", smallest.to_string()),
            R::OverrideTooFar(x) => ("overrides", x.to_string()),
            R::Score(_) => return JobError::solver(e),
        };
        JobError::invalid(field, token, e)
    }
}

impl From<bcs::SolveError> for JobError {
    fn from(e: bcs::SolveError) -> JobError {
        match e {
            bcs::SolveError::Rules(e) => e.into(),
            bcs::SolveError::HeapTooLarge(x) => JobError::invalid("heaps", x, e),
        }
    }
}

/// Weights and penalties that fail, or values grown too large.
impl From<bcs::ScoreError> for JobError {
    fn from(e: bcs::ScoreError) -> JobError {
        JobError::solver(e)
    }
}

impl From<cg::SolveError> for JobError {
    fn from(e: cg::SolveError) -> JobError {
        match e {
            cg::SolveError::WorkBudget { work, limit } => JobError::limit(
                "work units (one per move tried, plus one per formula operation evaluated)",
                work,
                limit,
                "try smaller heaps, fewer actions or shorter formulas, or use the CLI: \
                 `pebbles game … --time-limit 600`",
            ),
            cg::SolveError::StateBudget { limit } => JobError::limit(
                "distinct positions",
                limit as u64 + 1,
                limit as u64,
                "try smaller heaps, or use the CLI: `pebbles game … --time-limit 600`",
            ),
            e => JobError::solver(e),
        }
    }
}

impl From<super::GameError> for JobError {
    fn from(e: super::GameError) -> JobError {
        use super::GameError as G;
        match e {
            G::Solve(e) | G::Table(cg::TableError::Solve(e)) => e.into(),
            G::Preset(cg::PresetError::Unknown(ref name)) => {
                JobError::invalid("preset", name, format!("{e}"))
            }
            e => JobError::solver(e),
        }
    }
}

/// A position's game tree unfolded for a `.efg` file.
impl From<UnfoldError> for JobError {
    fn from(e: UnfoldError) -> JobError {
        match e {
            UnfoldError::Solve(e) => e.into(),
            UnfoldError::TooLarge { nodes, limit } => JobError::limit(
                "nodes in the game tree of this position, written as a .efg file",
                nodes,
                limit as u64,
                "try smaller heaps",
            ),
            e => JobError::Solver(format!(".efg export: {e}")),
        }
    }
}

impl From<ClobberError> for JobError {
    fn from(e: ClobberError) -> JobError {
        match e {
            ClobberError::Budget(limit) => JobError::limit(
                "positions searched",
                limit + 1,
                limit,
                "try a smaller board",
            ),
            e => JobError::solver(e),
        }
    }
}

/// A position of a ruleset: bad notation names the token; a board past the
/// page's limit is a work limit.
impl From<PositionError> for JobError {
    fn from(e: PositionError) -> JobError {
        match e {
            PositionError::TooLarge {
                size,
                what,
                place,
                limit,
                ..
            } => {
                let advice = match place {
                    Place::Page => "use a smaller board, or `pebbles cgt` for larger ones",
                    Place::Expr | Place::Cli | Place::Play => "use a smaller board",
                };
                JobError::limit(
                    format!("{what} on one board"),
                    size as u64,
                    limit as u64,
                    advice,
                )
            }
            PositionError::SumWork { work, limit, .. } => JobError::limit(
                "steps to add the boards' values (pairs of subpositions)",
                work,
                limit,
                "use fewer or smaller boards",
            ),
            PositionError::Script { error, .. } => JobError::Script(*error),
            e => JobError::invalid("position", e.token(), e),
        }
    }
}

/// An expression of classical games, naming the offending token; a sum or
/// comparison estimated or counted past the page's limits is a work limit.
impl From<ParseError> for JobError {
    fn from(e: ParseError) -> JobError {
        let at = |token: &str, pos: usize| format!(" at `{token}` (position {pos})");
        match e {
            ParseError::SumWork {
                ref token,
                pos,
                work,
                limit,
            } => JobError::limit(
                format!(
                    "steps (pairs of subpositions) for the sum{}",
                    at(token, pos)
                ),
                work,
                limit,
                "use fewer or smaller terms",
            ),
            ParseError::Stopped {
                ref token,
                pos,
                reason: Stopped::Work { limit },
            } => JobError::limit(
                format!("steps for the expression, stopped{}", at(token, pos)),
                limit + 1,
                limit,
                "use fewer or smaller terms",
            ),
            e => {
                let token = e.token().to_string();
                JobError::invalid("expression", token, e)
            }
        }
    }
}

impl From<OctalError> for JobError {
    fn from(e: OctalError) -> JobError {
        use OctalError as O;
        let token = match &e {
            O::WorkLimit {
                code,
                heap,
                reached,
                work,
                limit,
            } => {
                return JobError::limit(
                    format!(
                        "steps of the mex rule for `{code}` to heap {heap} \
                         (stopped after heap {reached})"
                    ),
                    *work,
                    *limit,
                    format!(
                        "ask for fewer heaps, or use the CLI: `pebbles cgt --octal {code} \
                         --time-limit 600`"
                    ),
                )
            }
            O::HeapTooLarge { heap, .. } => {
                let heap = *heap;
                return JobError::invalid("heaps", heap, e);
            }
            O::Empty => String::new(),
            O::NoPoint { code } | O::TooLong { code } => code.clone(),
            O::BadDigit { token, .. } => token.to_string(),
            O::BadFirstDigit { token, .. } => token.clone(),
        };
        JobError::invalid("octal code", token, e)
    }
}

impl From<NimTableError> for JobError {
    fn from(e: NimTableError) -> JobError {
        let token = match e {
            NimTableError::HeapTooLarge { heap } => heap.to_string(),
            NimTableError::Empty { from, to } | NimTableError::TooWide { from, to } => {
                format!("{from}..{to}")
            }
        };
        JobError::invalid("heaps", token, e)
    }
}

impl From<TreeError> for JobError {
    fn from(e: TreeError) -> JobError {
        JobError::solver(e)
    }
}

/// A `.efg` file that cannot be read, naming the line and the token.
impl From<EfgError> for JobError {
    fn from(e: EfgError) -> JobError {
        use EfgError as E;
        let token = match &e {
            E::Expected { token, .. }
            | E::Chance { token, .. }
            | E::Imperfect { token, .. }
            | E::Player { token, .. }
            | E::Payoff { token, .. }
            | E::Outcome { token, .. }
            | E::OutcomeTwice { token, .. }
            | E::Trailing { token, .. } => token.clone(),
            _ => String::new(),
        };
        JobError::invalid(".efg file", token, e)
    }
}

/// A view that cannot be written as `.efg`.
impl From<ExportError> for JobError {
    fn from(e: ExportError) -> JobError {
        JobError::Solver(format!(".efg export: {e}"))
    }
}

impl From<Theorem11Error> for JobError {
    fn from(e: Theorem11Error) -> JobError {
        JobError::solver(e)
    }
}

impl From<SearchError> for JobError {
    fn from(e: SearchError) -> JobError {
        use SearchError as S;
        let less = "lower the largest amount, the set size or the heaps";
        match e {
            S::Sets { sets, limit } => JobError::limit(
                "sets",
                sets,
                limit,
                "lower the largest amount or the set size",
            ),
            S::Work { work, limit } => {
                JobError::limit("work units (sets × heaps × amounts × 2)", work, limit, less)
            }
            S::ParetoWork { work, limit } => JobError::limit(
                "work units of a Pareto search (sets × heaps² × amounts)",
                work,
                limit,
                less,
            ),
            S::Size(s) => JobError::invalid("size", s, e),
            S::Max { max, .. } => JobError::invalid("max", max, e),
            S::Bound(x) | S::ParetoHeap(x) => JobError::invalid("heaps", x, e),
        }
    }
}
