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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_parse_and_print() {
        assert_eq!(parse_seats("l", 2), Ok(Seats::Players(vec![1])));
        assert_eq!(parse_seats("r", 2).unwrap().code(2), "r");
        assert_eq!(parse_seats("1,2", 2), Ok(Seats::All));
        assert_eq!(parse_seats("3,1", 4).unwrap().code(4), "1,3");
        assert_eq!(parse_seats("5", 3).unwrap_err().token, "5");
        assert_eq!(parse_played("2,b1-c1,2:3").unwrap().len(), 3);
        assert_eq!(parse_played("2,x y,<").unwrap_err().token, "<");
        assert_eq!(parse_bids("3:1,0-2").unwrap_err().token, "0-2");
        assert_eq!(
            parse_bids("3:1,-:2").unwrap(),
            vec![(Some(3), Some(1)), (None, Some(2))]
        );
    }

    /// The notice of a bad bid pair names it once (it used to read
    /// "`x:y`: `x:y`: a bid is a whole number").
    #[test]
    fn a_bad_bid_pair_is_named_once() {
        let (_, notices) = crate::permalink::View::parse("#/bcs?s=1&tb=5&side=l&b=0:1,x:y");
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert_eq!(notices[0].param, "b");
        assert_eq!(
            notices[0].message,
            "`x:y`: Left's bid is not a whole number (or - for no bid); using no bids"
        );
        let e = parse_bids("2:z").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`2:z`: Right's bid is not a whole number (or - for no bid)"
        );
        assert_eq!(e.to_string().matches("2:z").count(), 1);
    }
}
