//! Why a call was refused, as one enum: the library's own errors, each
//! under the name of the argument it came from (`expr: `|` at position 4:
//! …`, as the CLI says `--expr `|` at position 4: …`), and the limits a
//! run met. Python sees a refused input or a work limit as `ValueError`,
//! the time limit as `TimeoutError`, and Ctrl-C as `KeyboardInterrupt`.

use pyo3::exceptions::{PyTimeoutError, PyValueError};
use pyo3::PyErr;
use thiserror::Error;

use pebbles_games::classical::loopy::LoopyError;
use pebbles_games::classical::misere::{MisereError, QuotientError};
use pebbles_games::classical::octal::OctalError;
use pebbles_games::classical::{ParseError, PositionError, Stopped, ThermoError};
use pebbles_games::clobber::ClobberError;
use pebbles_games::cumulative_games::SolveError as GameSolveError;
use pebbles_games::notation::NotationError;
use pebbles_games::scoring::ScoringError;
use pebbles_js::ApiError;

/// An estimate over the work limit, refused before any work:
/// ``heaps `0..9000000`: about 1.8e10 cell updates (…), over the limit of
/// 4.0e9 (the work time_limit=60 allows); ask for smaller heaps or fewer
/// moves, or raise time_limit (e.g. time_limit=300)``.
#[derive(Debug, Error)]
#[error("{field} `{token}`: about {estimate}, over the limit of {limit} ({by}); {advice}, or raise {raise}")]
pub struct OverLimit {
    pub field: &'static str,
    pub token: String,
    pub estimate: String,
    pub limit: String,
    pub by: String,
    pub advice: &'static str,
    pub raise: String,
}

#[derive(Debug, Error)]
pub enum PyApiError {
    /// An input of `solve_cs`, `solve_bcs` or `solve_game`, in the
    /// JavaScript API's words (`s: `x`: is not a whole number`).
    #[error(transparent)]
    Api(#[from] ApiError),
    /// A list, range or board that does not parse.
    #[error("{field}: {error}")]
    Notation {
        field: &'static str,
        error: NotationError,
    },
    /// A game expression (or comparison) that does not parse, or met its
    /// work limit while it was computed.
    #[error("{field}: {error}")]
    Parse {
        field: &'static str,
        error: ParseError,
    },
    /// A ruleset's name, position or script.
    #[error("{field}: {error}")]
    Position {
        field: &'static str,
        error: PositionError,
    },
    #[error("{field}: {error}")]
    Octal {
        field: &'static str,
        error: OctalError,
    },
    #[error("board: {0}")]
    Clobber(#[from] ClobberError),
    /// Cooling or heating refused (`cool: `-1`: cannot cool by a negative
    /// amount`).
    #[error("{field}: {error}")]
    Thermo {
        field: &'static str,
        error: ThermoError,
    },
    /// A work limit the call's limits set, met while computing, and which
    /// limit to raise: `…: stopped: the work passed the limit of 10 units;
    /// raise max_work`.
    #[error("{error}; raise {raise}")]
    Raise {
        error: Box<PyApiError>,
        raise: String,
    },
    /// A loopy expression, or a limit of the loopy engine.
    #[error("{field}: {error}")]
    Loopy {
        field: &'static str,
        error: LoopyError,
    },
    /// A misère expression or position, or its work limit.
    #[error("{field}: {error}")]
    Misere {
        field: &'static str,
        error: MisereError,
    },
    /// A misère quotient's code, heaps or sum, or a limit it met.
    #[error("{field}: {error}")]
    Quotient {
        field: &'static str,
        error: QuotientError,
    },
    /// A scoring game or Cumulative Subtraction heap, or its work limit.
    #[error("{field}: {error}")]
    Scoring {
        field: &'static str,
        error: ScoringError,
    },
    /// A Cumulative Game's solve met its work or state budget (`raise`:
    /// which limit to raise).
    #[error("{error}; or raise {raise}")]
    Budget {
        error: GameSolveError,
        raise: String,
    },
    /// An estimate over the work limit, refused before any work.
    #[error(transparent)]
    Over(Box<OverLimit>),
    /// An argument out of its range: `time_limit `0`: expected …`.
    #[error("{field} `{token}`: {reason}")]
    Bad {
        field: &'static str,
        token: String,
        reason: String,
    },
    /// A computation met its work limit (`max_work`, or what `time_limit`
    /// allows).
    #[error("{what}: {reason}; {advice}")]
    Work {
        what: String,
        reason: Stopped,
        advice: &'static str,
    },
    /// A computation met its time limit.
    #[error("{what}: stopped by the time limit (time_limit={seconds}) after {elapsed:.1} s{at}; go further with a larger time_limit")]
    Time {
        what: String,
        seconds: f64,
        elapsed: f64,
        /// ` at heap 745617`, or nothing.
        at: String,
    },
    /// A canonical form too long to print.
    #[error("{what}: the canonical form would be up to {chars} characters long, over the limit of {limit}; compare it instead (`G > 0`, `G == H`) or use fewer terms")]
    TooLong {
        what: &'static str,
        chars: u64,
        limit: u64,
    },
    /// The worker thread could not start or failed.
    #[error("the computation's thread {0}")]
    Thread(String),
    /// Ctrl-C (the caller raises the interpreter's own `KeyboardInterrupt`).
    #[error("interrupted")]
    Interrupted,
}

impl PyApiError {
    /// A ruleset's name or position refused, for `map_err`.
    pub fn position(field: &'static str) -> impl FnOnce(PositionError) -> PyApiError {
        move |error| PyApiError::Position { field, error }
    }

    /// A misère expression, position or census refused, for `map_err`.
    pub fn misere(field: &'static str) -> impl FnOnce(MisereError) -> PyApiError {
        move |error| PyApiError::Misere { field, error }
    }

    /// A scoring game refused, for `map_err`.
    pub fn scoring(field: &'static str) -> impl FnOnce(ScoringError) -> PyApiError {
        move |error| PyApiError::Scoring { field, error }
    }

    /// Whether this is a work limit set by the call's limits (`max_work`,
    /// or what `time_limit` allows), not bad input or a fixed limit of an
    /// engine.
    fn is_work_limit(&self) -> bool {
        matches!(
            self,
            PyApiError::Parse {
                error: ParseError::Stopped {
                    reason: Stopped::Work { .. },
                    ..
                },
                ..
            } | PyApiError::Misere {
                error: MisereError::Work { .. } | MisereError::CensusWork { .. },
                ..
            } | PyApiError::Scoring {
                error: ScoringError::Limit { .. },
                ..
            } | PyApiError::Quotient {
                error: QuotientError::Positions { .. },
                ..
            } | PyApiError::Octal {
                error: OctalError::WorkLimit { .. },
                ..
            } | PyApiError::Clobber(ClobberError::Budget(_))
        )
    }

    /// This error, saying which limit to raise when it is a work limit of
    /// the call's (`raise`: `max_work`, or `time_limit (e.g. …)`).
    pub fn raising(self, raise: impl Into<String>) -> PyApiError {
        if self.is_work_limit() {
            PyApiError::Raise {
                error: Box::new(self),
                raise: raise.into(),
            }
        } else {
            self
        }
    }

    pub fn bad(field: &'static str, token: impl ToString, reason: impl Into<String>) -> Self {
        PyApiError::Bad {
            field,
            token: token.to_string(),
            reason: reason.into(),
        }
    }
}

impl From<PyApiError> for PyErr {
    fn from(e: PyApiError) -> PyErr {
        match e {
            PyApiError::Time { .. } => PyTimeoutError::new_err(e.to_string()),
            PyApiError::Interrupted => pyo3::exceptions::PyKeyboardInterrupt::new_err(()),
            e => PyValueError::new_err(e.to_string()),
        }
    }
}
