//! `#/tree`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use super::cs::{read_moves, write_moves};
use super::{parse_flag, Notice, Params};
use crate::games::common::{Player, Ties, Variant};
use crate::notation::{self};
use crate::state::*;
use std::str::FromStr;

impl TreeState {
    pub(crate) const PARAMS: &'static [&'static str] = &[
        "s", "l", "r", "x", "mode", "view", "tie", "merge", "nim", "c", "first",
    ];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> TreeState {
        let mut st = TreeState::default();
        if let Some(m) = read_moves(params, notices) {
            st.moves = m;
        }
        let heap = |t: &str| notation::parse_number(t, 0, MAX_TREE_HEAP);
        params.read("x", notices, "7", heap, |x| st.heap = x);
        let d = TreeState::default();
        params.read("mode", notices, d.mode.code(), Variant::from_str, |m| {
            st.mode = m
        });
        params.read("view", notices, "tree", TreeView::from_str, |v| st.view = v);
        params.read("tie", notices, d.ties.code(), Ties::from_str, |t| {
            st.ties = t
        });
        params.read("merge", notices, "0", parse_flag, |m| st.merge = m);
        params.read("nim", notices, "no Nim graph", parse_nim, |n| {
            st.nim = Some(n)
        });
        params.read("c", notices, "0,0", parse_cumulations, |c| {
            st.cumulations = c
        });
        params.read("first", notices, d.first.code(), Player::from_str, |p| {
            st.first = p
        });
        if st.nim.is_some() && params.get("mode").is_none() {
            st.mode = Variant::Normal;
        }
        st
    }

    // Public for the tests in tests/it.
    #[doc(hidden)]
    pub fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        if let Some(n) = &self.nim {
            let heaps: Vec<String> = n.iter().map(u32::to_string).collect();
            out.push(("nim", heaps.join(",")));
            out.push(("mode", self.mode.code().to_string()));
            if self.merge {
                out.push(("merge", "1".to_string()));
            }
            return;
        }
        write_moves(&self.moves, out);
        out.push(("x", self.heap.to_string()));
        out.push(("mode", self.mode.code().to_string()));
        if matches!(self.view, TreeView::Dag | TreeView::Cgt) {
            out.push(("view", self.view.code().to_string()));
        }
        if self.ties != TreeState::default().ties {
            out.push(("tie", self.ties.code().into()));
        }
        if self.merge {
            out.push(("merge", "1".to_string()));
        }
        if self.cumulations != (0, 0) {
            let (a, b) = self.cumulations;
            out.push(("c", format!("{a},{b}")));
        }
        if self.first != TreeState::default().first {
            out.push(("first", self.first.code().into()));
        }
    }
}
