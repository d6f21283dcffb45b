//! `#/cs`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use super::{Notice, Params};
use crate::games::common::{Player, Ties, Variant};
use crate::state::PlayState;
use std::str::FromStr;
// The game's notation of move sets, read here for `s`, `l`, `r` and `map`.
use crate::notation::{self};
use crate::state::*;

/// Reads `s`, or `l` and `r`, shared by every page with subtraction rules.
pub(crate) fn read_moves(params: &Params, notices: &mut Vec<Notice>) -> Option<CsMoves> {
    let mut sets = [None, None, None];
    for (slot, name) in sets.iter_mut().zip(["s", "l", "r"]) {
        params.read(name, notices, "the default", parse_moves, |v| {
            *slot = Some(v)
        });
    }
    let [s, l, r] = sets;
    match (s, l, r) {
        (s, Some(left), Some(right)) => {
            if s.is_some() {
                notices.push(Notice::new("s", "ignored because `l` and `r` are given"));
            }
            if left.is_empty() && right.is_empty() {
                notices.push(Notice::new(
                    "l",
                    "both players' sets are empty; using the default",
                ));
                return None;
            }
            Some(CsMoves::Partizan { left, right })
        }
        (Some(s), l, r) => {
            if l.is_some() || r.is_some() {
                notices.push(Notice::new(
                    if l.is_some() { "l" } else { "r" },
                    "ignored: give both `l` and `r` for partizan rules",
                ));
            }
            if s.is_empty() {
                notices.push(Notice::new("s", "the set is empty; using the default"));
                return None;
            }
            Some(CsMoves::Symmetric(s))
        }
        (None, Some(_), None) | (None, None, Some(_)) => {
            // The notice goes on the parameter the link has, naming its value.
            let (given, other) = if params.get("l").is_some() {
                ("l", "r")
            } else {
                ("r", "l")
            };
            let value = notation::shown(params.get(given).unwrap_or_default());
            notices.push(Notice::new(
                given,
                format!(
                    "`{value}`: ignored, the link has no `{other}`; give both `l` and `r` \
                     for partizan rules; using the default"
                ),
            ));
            None
        }
        (None, None, None) => None,
    }
}

impl CsState {
    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> CsState {
        let mut st = CsState::default();
        if let Some(m) = read_moves(params, notices) {
            st.moves = m;
        }
        params.read("heaps", notices, "0..20", parse_heap_range, |h| {
            st.heaps = h
        });
        let ties = Ties::default().code();
        params.read("tie", notices, ties, Ties::from_str, |t| st.ties = t);
        params.read("map", notices, "no overrides", parse_map, |m| st.map = m);
        params.read("cols", notices, "all columns", parse_columns, |c| {
            st.cols = c
        });
        params.read("x", notices, "no play line", parse_heap, |x| {
            st.selected = Some(x)
        });
        let (variant, first) = CsState::default().line;
        params.read("play", notices, variant.code(), Variant::from_str, |v| {
            st.line.0 = v
        });
        params.read("first", notices, first.code(), Player::from_str, |p| {
            st.line.1 = p
        });
        st.play = PlayState::read(params, notices, 2, false);
        params.read(
            "scoring",
            notices,
            "the section closed",
            super::parse_flag,
            |on| st.scoring = on,
        );
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        write_moves(&self.moves, out);
        out.push(("heaps", notation::format_range(self.heaps)));
        if self.ties != CsState::default().ties {
            out.push(("tie", self.ties.code().into()));
        }
        if !self.map.is_empty() {
            out.push(("map", notation::format_heap_map(&self.map)));
        }
        if self.cols != Columns::ALL {
            out.push(("cols", format_columns(&self.cols)));
        }
        if let Some(x) = self.selected {
            out.push(("x", x.to_string()));
        }
        if self.line.0 != Variant::ZeroSum {
            out.push(("play", self.line.0.code().to_string()));
        }
        if self.line.1 != CsState::default().line.1 {
            out.push(("first", self.line.1.code().into()));
        }
        self.play.write(2, out);
        if self.scoring {
            out.push(("scoring", "1".into()));
        }
    }

    pub(crate) const PARAMS: &'static [&'static str] = &[
        "s", "l", "r", "heaps", "tie", "map", "cols", "x", "play", "first", "side", "moves",
        "hints", "scoring",
    ];
}

/// Writes `s`, or `l` and `r`.
pub(crate) fn write_moves(moves: &CsMoves, out: &mut Vec<(&'static str, String)>) {
    match moves {
        CsMoves::Symmetric(s) => out.push(("s", notation::format_set(s))),
        CsMoves::Partizan { left, right } => {
            out.push(("l", notation::format_set(left)));
            out.push(("r", notation::format_set(right)));
        }
    }
}
