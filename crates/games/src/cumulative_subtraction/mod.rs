//! Cumulative Subtraction (CS), seed 000 §1–2.
//!
//! One heap, two players; a removal of `a` pebbles adds `a` to the mover's
//! pocket. On the same move rules this module computes the zero-sum outcome
//! (Definition 4), the self-interest outcome (Definitions 3 and 5, with a tie
//! rule per player), normal and misère outcome classes and, for symmetric
//! rules, Grundy values. Every variant is a dynamic programme over heap sizes,
//! linear in heaps × moves, and runs in slices ([`Solver::step`]) so a web
//! worker can report progress.
//!
//! Note on Definition 5: equations (10) and (13) of the seed print the
//! indifference tie-break as `argmin o¹(x−a, 2)` (resp. `o²(x−a, 1)`), i.e.
//! over the *mover's own* continuation value; the antagonistic rule minimises
//! the *opponent's* value (`o²(x−a, 2)`, resp. `o¹(x−a, 1)`), as Definition 3
//! and the prose say. This module implements the latter.
//!
//! Parts: [`rules`](Rules) (move sets and their validation), the solver
//! ([`Solver`], [`Parts`] and the per-variant kernels), the solved [`Table`]
//! (queries, optimal moves, play lines, periods) and the report (the CLI /
//! export JSON document, CSV and text). [`TableStream`] writes the same
//! documents for any number of heaps in constant memory, through a
//! [`Rolling`] solver that keeps only the rows the recurrence still needs.
//! [`work`] estimates a table's cost before it is solved, for every front
//! end's work limit.

mod play;
mod report;
mod rules;
mod solver;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod stream;
mod table;
mod work;

pub use play::{CsGame, CsPos, MAX_PLAY_HEAP};
pub use report::{
    csv, describe_period, report, text, ByStarter, Report, ReportPeriod, ReportPeriods,
    ReportRules, StreamError, TableStream,
};
pub use rules::{parse_map, parse_moves, CsMoves, Rules, RulesError, SetName, MAX_HEAP, MAX_MOVE};
pub use solver::{solve, Parts, SolveError, Solver};
pub use stream::{rolling_period, Rolling};
pub use table::{PlayStep, Table};
pub use work::{horizon, moves_per_heap, work, PERIOD_HORIZON};
