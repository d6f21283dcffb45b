//! Classical combinatorial game theory (seed 002, SPEC §4): short partizan
//! games under normal play in canonical form, their sums, comparison,
//! stops, thermographs and notation; rulesets with positions (Domineering,
//! Clobber, Nim) that evaluate to canonical forms.

pub mod dyadic;
pub mod universe;

pub use dyadic::Dyadic;
pub use universe::{Game, Nus, Universe};
pub mod parse;
pub mod print;

pub use parse::{ParseError, Relation, Value};
pub mod reduced;
pub mod thermo;

pub use thermo::{ThermoError, Thermograph, Trajectory};
