//! Classical combinatorial game theory (seed 002, SPEC §4): short partizan
//! games under normal play in canonical form, their sums, comparison,
//! stops, thermographs and notation; rulesets with positions (Domineering,
//! Clobber, Nim) that evaluate to canonical forms.
//!
//! | module | what it holds |
//! |---|---|
//! | `dyadic` | exact numbers `n/2^k` (values, stops, thermograph points) |
//! | `universe` | interned canonical forms ([`Game`] handles), construction (dominated options removed, reversible ones bypassed), sum, negative, comparison, closed forms for numbers and `x + n·↑ + *k` |
//! | `parse`, `print` | CGSuite notation in and out (`{3\|\|2*\|1*}`, `^*`, `±1`, `2Tiny(2)`, `±{0,{…}}`) |
//! | `thermo` | walls, mean, temperature, cooling, heating |
//! | `reduced` | reduced canonical form, atomic weight |
//! | `ruleset` | the [`Ruleset`] trait (how to add a game) and the resumable [`Solver`] |
//! | `grid`, `domineering`, `clobber` | board rulesets on bitmasks |
//! | `report` | the typed report the CLI prints and a page shows |
//! | `octal`, `nim`, `impartial_report` | octal games' Grundy values and proven periods, the 3-pile Nim table (seed 004), their reports |
//!
//! All work happens in one [`Universe`]: handles of different universes must
//! not be mixed.

pub mod clobber;
pub mod domineering;
pub mod dyadic;
pub mod forms;
pub mod grid;
pub mod impartial_report;
pub mod nim;
pub mod octal;
pub mod parse;
pub mod play;
pub mod print;
pub mod reduced;
pub mod report;
pub mod ruleset;
pub mod thermo;
pub mod universe;

pub use clobber::{Clobber, ClobberBoard};
pub use domineering::{Domineering, DomineeringBoard};
pub use dyadic::Dyadic;
pub use grid::{Bits, BoardError};
pub use impartial_report::OctalReport;
pub use nim::{nim_table, NimTable, NimTableError, MAX_NIM_TABLE_HEAP, MAX_NIM_TABLE_SIDE};
pub use octal::{OctalCode, OctalError, OctalRun, OctalValues, MAX_OCTAL_HEAP, OCTAL_WORK_LIMIT};
pub use parse::{ParseError, Relation, Value};
pub use report::{ComparisonReport, GameReport, TreeNode, Walls};
pub use ruleset::{Nim, Progress, Ruleset, Solver};
pub use thermo::{ThermoError, Thermograph, Trajectory};
pub use universe::{Game, Nus, Universe};
