//! `#/search`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use super::{parse_flag, Notice, Params};
use crate::games::common::Tie;
use crate::notation::{self};
use crate::state::*;
use std::str::FromStr;

impl SearchState {
    pub(crate) const PARAMS: &'static [&'static str] = &[
        "search",
        "size",
        "max",
        "bound",
        "criterion",
        "heaps",
        "tie",
        "strict",
    ];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> SearchState {
        let mut st = SearchState::default();
        params.read("search", notices, "discrepancy", parse_kind, |k| {
            st.kind = k
        });
        let (d, p) = (&mut st.discrepancy, &mut st.pareto);
        match st.kind {
            SearchKind::Discrepancy => {
                params.read("size", notices, "2", parse_size, |s| d.size = s);
                params.read("max", notices, "20", parse_max, |m| d.max = m);
            }
            SearchKind::Pareto => {
                params.read("size", notices, "2", parse_size, |s| p.size = s);
                params.read("max", notices, "10", parse_max, |m| p.max = m);
            }
        }
        params.read("bound", notices, "600", parse_bound, |b| d.bound = b);
        params.read("criterion", notices, "actions", parse_criterion, |c| {
            d.criterion = c
        });
        params.read("heaps", notices, "0..60", parse_pareto_heaps, |h| {
            p.heaps = h
        });
        let tie = ParetoFields::default().tie.name();
        params.read("tie", notices, tie, Tie::from_str, |t| p.tie = t);
        params.read("strict", notices, "0", parse_flag, |s| p.strict = s);
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        out.push(("search", self.kind.code().into()));
        match self.kind {
            SearchKind::Discrepancy => {
                let d = &self.discrepancy;
                out.push(("size", d.size.to_string()));
                out.push(("max", d.max.to_string()));
                out.push(("bound", d.bound.to_string()));
                out.push(("criterion", d.criterion.code().into()));
            }
            SearchKind::Pareto => {
                let p = &self.pareto;
                out.push(("size", p.size.to_string()));
                out.push(("max", p.max.to_string()));
                out.push(("heaps", notation::format_range(p.heaps)));
                out.push(("tie", p.tie.code().into()));
                if p.strict {
                    out.push(("strict", "1".into()));
                }
            }
        }
    }
}
