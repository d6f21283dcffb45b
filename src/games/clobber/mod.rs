//! N-player Clobber (seed 003, Edixhoven & Kosters, "Player preferences in
//! N-player games").

mod board;
mod census;
mod solve;
mod value;

pub use board::{Board, MAX_CELLS};
pub use census::{census_row, games_of_length, CensusRow};
pub use solve::{ClobberError, Engine, Skip, DEFAULT_BUDGET};
pub use value::{Printer, Shape, Style, ValueId, Values, MAX_PLAYERS};
