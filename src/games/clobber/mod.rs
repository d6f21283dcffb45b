//! N-player Clobber (seed 003, Edixhoven & Kosters, "Player preferences in
//! N-player games").

mod board;
mod census;
mod simplify;
mod solve;
mod value;

pub use board::{Board, MAX_CELLS};
pub use census::{for_each_game, games_of_length, Census, CensusRow, Distinct, MAX_CENSUS};
pub use simplify::{Level, Simplifier};
pub use solve::{ClobberError, Engine, Skip, DEFAULT_BUDGET};
pub use value::{Printer, Shape, Style, ValueId, Values, MAX_PLAYERS};
