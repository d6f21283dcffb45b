//! `#/clobber`: N-player Clobber view state (seed 003).

use crate::games::clobber::{Board, MAX_PLAYERS};
use crate::jobs::{ClobberRequest, MAX_VIEW_CENSUS};
use crate::notation::{self, NotationError};
use crate::state::play::PlayState;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClobberState {
    /// `board=1,2,3|3,0,1`: cells, grid rows separated by `|`.
    pub board: Board,
    /// `players=2..4` (default 3; the simplified values need 3).
    pub players: u8,
    /// `first=1..players`: who moves first.
    pub first: u8,
    /// `census=a..b`: strip lengths of the Table 1 census shown.
    pub census: (u32, u32),
    /// A game against the equilibrium (`side=`, `moves=`, `b=`).
    pub play: PlayState,
}

impl Default for ClobberState {
    fn default() -> Self {
        ClobberState {
            board: Board::strip(vec![1, 2, 3, 2, 1, 3]),
            players: 3,
            first: 1,
            census: (2, 7),
            play: PlayState::default(),
        }
    }
}

pub fn parse_players(text: &str) -> Result<u8, NotationError> {
    notation::parse_number(text, 2, u32::from(MAX_PLAYERS)).map(|p| p as u8)
}

/// The census range: strip lengths within `2..=MAX_VIEW_CENSUS`.
pub fn parse_census(text: &str) -> Result<(u32, u32), NotationError> {
    notation::parse_range(text, 2, MAX_VIEW_CENSUS)
}

/// The worker job of the view: the position and who moves first.
impl From<&ClobberState> for ClobberRequest {
    fn from(st: &ClobberState) -> ClobberRequest {
        ClobberRequest {
            board: st.board.clone(),
            players: st.players,
            first: st.first,
        }
    }
}
