//! `#/bcs`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use super::cs::read_moves;
use super::{Notice, Params};
use crate::games::common::Player;
use crate::notation::{self};
use crate::state::PlayState;
use crate::state::*;
use crate::state::{parse_map, CsMoves};
use std::str::FromStr;

/// `x=` and `p=`: the bidding matrix at heap `x` with Left's budget `p`
/// (at most `tb`); both or neither.
fn read_matrix(params: &Params, notices: &mut Vec<Notice>, tb: u32) -> Option<(u32, u32)> {
    match (params.get("x"), params.get("p")) {
        (Some(x), Some(p)) => {
            let x = notation::parse_number(x, 0, MAX_BCS_HEAP)
                .map_err(|e| Notice::bad("x", &e, "no matrix"));
            let p = notation::parse_number(p, 0, tb).map_err(|e| Notice::bad("p", &e, "no matrix"));
            match (x, p) {
                (Ok(x), Ok(p)) => return Some((x, p)),
                (x, p) => notices.extend(x.err().into_iter().chain(p.err())),
            }
        }
        (None, None) => {}
        (x, p) => {
            // The notice goes on the parameter the link has, naming its value.
            let (given, value, other) = match (x, p) {
                (Some(x), _) => ("x", x, "p"),
                (_, p) => ("p", p.unwrap_or_default(), "x"),
            };
            notices.push(Notice::new(
                given,
                format!(
                    "`{}`: ignored, the link has no `{other}`; the bidding matrix \
                     needs both `x` and `p`",
                    notation::shown(value)
                ),
            ));
        }
    }
    None
}

impl BcsState {
    pub(crate) const PARAMS: &'static [&'static str] = &[
        "s", "l", "r", "wl", "wr", "tau", "tb", "heaps", "bids", "marker", "x", "p", "plot",
        "budgets", "fig", "preset", "map", "side", "moves", "hints", "b",
    ];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> BcsState {
        let mut st = BcsState::default();
        params.read("preset", notices, "no preset", read_preset, |r| {
            apply_rules(&mut st, &r)
        });
        match read_moves(params, notices) {
            Some(CsMoves::Symmetric(s)) => st.moves = s,
            Some(CsMoves::Partizan { left, right }) => {
                st.moves = left;
                st.right = Some(right);
            }
            None => {}
        }
        for (name, slot) in [("wl", &mut st.wl), ("wr", &mut st.wr), ("tau", &mut st.tau)] {
            params.read(
                name,
                notices,
                "the default",
                |t| check_formula(name, t),
                |f| *slot = Some(f),
            );
        }
        params.read("map", notices, "no overrides", parse_map, |m| st.map = m);
        params.read("tb", notices, "9", parse_budget, |t| st.total_budget = t);
        let tb = st.total_budget;
        params.read("heaps", notices, "0..40", parse_bcs_heaps, |h| st.heaps = h);
        params.read(
            "bids",
            notices,
            "every bid",
            |t| notation::parse_set(t, 0, tb),
            |b| st.bids = Some(b),
        );
        if st.bids.as_ref().is_some_and(Vec::is_empty) {
            st.bids = None;
            notices.push(Notice::new("bids", "the set is empty; using every bid"));
        }
        let marker = BcsState::default().marker.code();
        params.read("marker", notices, marker, Player::from_str, |m| {
            st.marker = m
        });
        st.matrix = read_matrix(params, notices, tb);
        params.read(
            "plot",
            notices,
            "automatic budgets",
            |t| parse_budget_list(t, tb),
            |p| st.plot = p,
        );
        params.read("budgets", notices, "0..20", parse_budgets, |b| {
            st.budgets = b
        });
        params.read("fig", notices, "Figure 4", parse_figure, |f| st.figure = f);
        st.play = PlayState::read(params, notices, 2, true);
        st
    }

    // Public for the tests in tests/it.
    #[doc(hidden)]
    pub fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        let d = BcsState::default();
        match &self.right {
            None => out.push(("s", notation::format_set(&self.moves))),
            Some(r) => {
                out.push(("l", notation::format_set(&self.moves)));
                out.push(("r", notation::format_set(r)));
            }
        }
        for (name, v) in [("wl", &self.wl), ("wr", &self.wr), ("tau", &self.tau)] {
            if let Some(v) = v {
                out.push((name, v.clone()));
            }
        }
        if !self.map.is_empty() {
            out.push(("map", notation::format_heap_map(&self.map)));
        }
        out.push(("tb", self.total_budget.to_string()));
        out.push(("heaps", notation::format_range(self.heaps)));
        if let Some(b) = &self.bids {
            out.push(("bids", notation::format_set(b)));
        }
        if self.marker != d.marker {
            out.push(("marker", self.marker.code().into()));
        }
        if let Some((x, p)) = self.matrix {
            out.push(("x", x.to_string()));
            out.push(("p", p.to_string()));
        }
        if !self.plot.is_empty() {
            out.push(("plot", notation::format_set(&self.plot)));
        }
        if self.budgets != d.budgets {
            out.push(("budgets", notation::format_range(self.budgets)));
        }
        if self.figure != d.figure {
            out.push(("fig", self.figure.to_string()));
        }
        self.play.write(2, out);
    }
}
