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

#[cfg(test)]
mod tests {
    use super::super::View;
    use super::*;

    fn scoring(hash: &str) -> (ScoringState, Vec<Notice>) {
        let (v, n) = View::parse(hash);
        match v.state {
            PageState::Scoring(s) => (s, n),
            other => panic!("expected scoring, got {other:?}"),
        }
    }

    #[test]
    fn round_trip_keeps_every_character() {
        for expr in [
            "<^2|^-1> + <^0|^0>",
            "<<0|0>, hat(1) | <^0|<<0|0>|0>>> >= -<1|-1>",
            "5 <> <^-4|6>",
            "<1,<^3|4>|-1> == <<^3|4>,1|-1>",
            "(<1|2> - 3) != hat(-2) % # & ?",
        ] {
            let v = View {
                state: PageState::Scoring(ScoringState { expr: expr.into() }),
                ..View::default()
            };
            let h = v.to_hash();
            assert!(h.starts_with("#/scoring?expr="), "{h}");
            assert_eq!(View::parse(&h), (v, vec![]), "{h}");
        }
        let (s, n) = scoring("#/scoring");
        assert!(n.is_empty());
        assert_eq!(s, ScoringState::default());
        let (s, n) = scoring("#/scoring?expr=%3C1%7C-1%3E");
        assert!(n.is_empty());
        assert_eq!(s.expr, "<1|-1>");
    }

    #[test]
    fn an_empty_or_long_expression_is_noticed() {
        let (s, n) = scoring("#/scoring?expr=");
        assert_eq!(s, ScoringState::default());
        assert_eq!(n[0].param, "expr");
        let long = "1+".repeat(12_000);
        let (s, n) = scoring(&format!("#/scoring?expr={long}1"));
        assert_eq!(s, ScoringState::default());
        assert!(n[0].message.contains("over the limit of 20000"), "{n:?}");
    }
}
