//! `#/misere`: the link's parameters of the view (`from_params`,
//! `to_params`, `PARAMS`); the state itself is [`crate::state`]. The sum
//! is read after the heaps, as its heaps may not exceed them.

use super::{Notice, Params};
use crate::state::*;

impl MisereState {
    pub(crate) const PARAMS: &'static [&'static str] = &["code", "heaps", "sum", "g"];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> MisereState {
        let mut st = MisereState::default();
        let d = MisereState::default();
        params.read("code", notices, &d.code, parse_quotient_code, |c| {
            st.code = c
        });
        params.read(
            "heaps",
            notices,
            &d.heaps.to_string(),
            parse_quotient_heaps,
            |h| st.heaps = h,
        );
        // A sum beyond the heaps read is refused whole, as a typed one is.
        let heaps = st.heaps;
        let fallback = if d.sum.iter().all(|&h| h <= heaps) {
            format_heap_sum(&d.sum)
        } else {
            st.sum.clear();
            "no sum".into()
        };
        params.read(
            "sum",
            notices,
            &fallback,
            |t| parse_quotient_sum(t, heaps),
            |s| st.sum = s,
        );
        params.read("g", notices, &d.expr, parse_misere_expr, |g| st.expr = g);
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        out.push(("code", self.code.clone()));
        out.push(("heaps", self.heaps.to_string()));
        out.push(("sum", format_heap_sum(&self.sum)));
        out.push(("g", self.expr.clone()));
    }
}
