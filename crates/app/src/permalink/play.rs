//! `side=`, `moves=`, `b=`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use super::{Notice, Params};
use crate::games::bidding::format_bid_pairs;
use crate::state::*;

impl PlayState {
    /// Reads `side=`, `moves=` and (with `bids`) `b=`.
    pub(crate) fn read(
        params: &Params,
        notices: &mut Vec<Notice>,
        players: u8,
        bids: bool,
    ) -> PlayState {
        let mut st = PlayState::default();
        params.read(
            "side",
            notices,
            "no game",
            |t| parse_seats(t, players),
            |s| st.seats = Some(s),
        );
        params.read("moves", notices, "no moves", parse_played, |m| st.moves = m);
        params.read("hints", notices, "no move values", super::parse_flag, |h| {
            st.hints = h
        });
        if bids {
            params.read("b", notices, "no bids", parse_bids, |b| st.bids = b);
        }
        if params.get("side").is_none() {
            // Moves are replayed only in a game, which `side=` starts.
            let read = [("moves", !st.moves.is_empty()), ("b", !st.bids.is_empty())];
            for (name, _) in read.into_iter().filter(|r| r.1) {
                if let Some(v) = params.get(name) {
                    notices.push(Notice::new(
                        name,
                        format!(
                            "`{}`: ignored, the link has no `side`; add `side=l` (or r, all) \
                             to replay the moves",
                            crate::notation::shown(v)
                        ),
                    ));
                }
            }
            st.moves.clear();
            st.bids.clear();
        }
        st
    }

    pub(crate) fn write(&self, players: u8, out: &mut Vec<(&'static str, String)>) {
        let Some(seats) = &self.seats else {
            return;
        };
        out.push(("side", seats.code(players)));
        if !self.bids.is_empty() {
            out.push(("b", format_bid_pairs(&self.bids)));
        }
        if !self.moves.is_empty() {
            out.push(("moves", self.moves.join(",")));
        }
        if self.hints {
            out.push(("hints", "1".into()));
        }
    }
}
