//! Classical combinatorial game theory (seed 002, SPEC §4): short partizan
//! games under normal play in canonical form, their sums, comparison,
//! stops, thermographs and notation; rulesets with positions (the
//! [`rulesets::REGISTRY`]) that evaluate to canonical forms.
//!
//! | module | what it holds |
//! |---|---|
//! | `dyadic` | exact numbers `n/2^k` (values, stops, thermograph points) |
//! | `universe` | interned canonical forms ([`Game`] handles), construction (dominated options removed, reversible ones bypassed), sum, negative, comparison, closed forms for numbers and `x + n·↑ + *k` |
//! | `parse`, `print` | CGSuite notation in and out (`{3\|\|2*\|1*}`, `^*`, `±1`, `2Tiny(2)`, `±{0,{…}}`) |
//! | `meter` | the universe's work counter, and regions with a budget of it (`Universe::within`): the report's expensive parts and the parser's sums stop and say so |
//! | `thermo` | walls, mean, temperature, cooling, heating |
//! | `inf`, `reduced` | comparison modulo infinitesimals through the stops of a difference (no difference built), reduced canonical form, atomic weight |
//! | `rulesets` | the [`Ruleset`] trait (how to add a game: one file and one registry line), the registry, board descriptions, and the rulesets themselves |
//! | `solver` | the resumable [`Solver`] of any ruleset |
//! | `grid` | rectangular boards on bitmasks, shared by grid rulesets |
//! | `play` | playing a sum of boards of any ruleset against the equilibrium |
//! | `report` | the typed report the CLI prints and a page shows |
//! | `script` | rulesets written as sandboxed Rhai scripts (feature `script`): the engine, its limits, the solver, example scripts |
//! | `loopy` | loopy games: game graphs with cycles, canonical stoppers, sides `S & T` (proven or refused), sums, comparison, outcomes with draws, CGSuite's notation (issue 38) |
//! | `misere` | misère play: outcomes of short games from their forms, impartial misère canonical forms, genus, CGSuite's notation, the census (issue 39) |
//! | `octal`, `octal_remoteness`, `nim`, `impartial_report` | octal games' Grundy values and proven periods, single heaps' remoteness, the 3-pile Nim table (seed 004), their reports |
//!
//! All work happens in one [`Universe`]: handles of different universes must
//! not be mixed.

pub mod append;
pub mod dyadic;
pub mod forms;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod forms_index;
pub mod grid;
mod grid8;
pub mod impartial_report;
mod inf;
pub mod loopy;
mod memo;
pub mod meter;
pub mod misere;
pub mod nim;
pub mod octal;
pub mod octal_remoteness;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod pairs;
pub mod parse;
#[cfg(not(target_arch = "wasm32"))]
pub mod pipeline;
pub mod play;
pub mod print;
pub mod reduced;
pub mod remoteness;
pub mod report;
pub mod rulesets;
pub mod script;
pub mod solver;
pub mod thermo;
pub mod universe;

pub use dyadic::Dyadic;
pub use grid::{Bits, BoardError};
pub use impartial_report::{OctalReport, OctalSummary};
pub use meter::{Clock, Stopped, CLOCK_EVERY};
pub use nim::{nim_table, NimTable, NimTableError, MAX_NIM_TABLE_HEAP, MAX_NIM_TABLE_SIDE};
pub use octal::{
    Candidate, OctalCode, OctalError, OctalRun, OctalStats, OctalValues, MAX_OCTAL_HEAP,
    MAX_OCTAL_PAGE_HEAP, OCTAL_WORK_LIMIT,
};
pub use parse::{ExprLimits, ParseError, Relation, Value};
#[cfg(not(target_arch = "wasm32"))]
pub use pipeline::Pipelined;
pub use report::{ComparisonReport, GameReport, TreeNode, Walls};
pub use rulesets::{PositionError, Ruleset, RulesetId};
pub use solver::{Progress, Solver};
pub use thermo::{ThermoError, Thermograph, Trajectory};
pub use universe::{Game, Nus, Universe};
