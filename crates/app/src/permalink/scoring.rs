//! `#/scoring`: the link's parameter of the view (`expr=`); the state
//! itself is [`crate::state`]. The expression is kept as typed: its
//! syntax is read in the worker, which names a bad token under the field.

use super::{Notice, Params};
use crate::state::*;

impl ScoringState {
    pub(crate) const PARAMS: &'static [&'static str] = &["expr"];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> ScoringState {
        let mut st = ScoringState::default();
        let d = ScoringState::default();
        params.read("expr", notices, &d.expr, parse_scoring_expr, |e| {
            st.expr = e
        });
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        out.push(("expr", self.expr.clone()));
    }
}
