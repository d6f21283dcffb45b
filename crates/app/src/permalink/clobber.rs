//! `#/clobber`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use super::{Notice, Params};
use crate::games::clobber::Board;
use crate::notation::{self};
use crate::state::PlayState;
use crate::state::*;

impl ClobberState {
    pub(crate) const PARAMS: &'static [&'static str] = &[
        "board", "players", "first", "census", "side", "moves", "hints",
    ];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> ClobberState {
        let mut st = ClobberState::default();
        params.read("players", notices, "3", parse_players, |p| st.players = p);
        let players = st.players;
        let board = |t: &str| Board::parse(t, players);
        params.read("board", notices, "1,2,3,2,1,3", board, |b| st.board = b);
        let first = |t: &str| notation::parse_number(t, 1, u32::from(players));
        params.read("first", notices, "1", first, |f| st.first = f as u8);
        params.read("census", notices, "2..7", parse_census, |c| st.census = c);
        st.play = PlayState::read(params, notices, st.players, false);
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        out.push(("board", self.board.to_string()));
        if self.players != 3 {
            out.push(("players", self.players.to_string()));
        }
        if self.first != 1 {
            out.push(("first", self.first.to_string()));
        }
        if self.census != ClobberState::default().census {
            out.push(("census", notation::format_range(self.census)));
        }
        self.play.write(self.players, out);
    }
}
