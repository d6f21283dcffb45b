//! Classical combinatorial game theory (seed 002, SPEC §4): short partizan
//! games under normal play in canonical form, their sums, comparison,
//! stops, thermographs and notation; rulesets with positions (Domineering,
//! Clobber, Nim) that evaluate to canonical forms.

pub mod clobber;
pub mod domineering;
pub mod dyadic;
pub mod grid;
pub mod universe;

pub use dyadic::Dyadic;
pub use universe::{Game, Nus, Universe};
pub mod parse;
pub mod print;

pub use parse::{ParseError, Relation, Value};
pub mod reduced;
pub mod report;
pub mod ruleset;
pub mod thermo;

pub use clobber::{Clobber, ClobberBoard};
pub use domineering::{Domineering, DomineeringBoard};
pub use grid::{Bits, BoardError};
pub use report::{ComparisonReport, GameReport, Walls};
pub use ruleset::{Nim, Progress, Ruleset, Solver};
pub use thermo::{ThermoError, Thermograph, Trajectory};
