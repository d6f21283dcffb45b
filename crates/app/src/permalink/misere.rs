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

#[cfg(test)]
mod tests {
    use super::super::View;
    use super::*;

    fn misere(hash: &str) -> (MisereState, Vec<Notice>) {
        let (v, n) = View::parse(hash);
        match v.state {
            PageState::Misere(m) => (m, n),
            other => panic!("expected misere, got {other:?}"),
        }
    }

    #[test]
    fn round_trip() {
        let st = MisereState {
            code: "0.137".into(),
            heaps: 16,
            sum: vec![2, 9, 16],
            expr: "*[2#1] + {*2|*2} == *2".into(),
        };
        let v = View {
            state: PageState::Misere(st.clone()),
            ..View::default()
        };
        let h = v.to_hash();
        assert_eq!(
            h,
            "#/misere?code=0.137&heaps=16&sum=2+9+16&g=*[2%231]%20+%20{*2|*2}%20%3D%3D%20*2"
        );
        assert_eq!(View::parse(&h), (v, vec![]));
        let (m, n) = misere("#/misere?code=0.77");
        assert!(n.is_empty());
        assert_eq!(m, MisereState::default());
        let (m, n) = misere("#/misere?sum=");
        assert!(n.is_empty() && m.sum.is_empty());
    }

    #[test]
    fn bad_parameters_are_named_with_their_token() {
        let (m, n) = misere("#/misere?code=0.7G&heaps=8&sum=3+x&g=");
        assert_eq!(m.code, "0.77");
        assert_eq!(m.heaps, 8);
        let params: Vec<&str> = n.iter().map(|n| n.param.as_str()).collect();
        assert_eq!(params, ["code", "sum", "g"]);
        assert!(n[0].message.contains("`G`"), "{}", n[0].message);
        assert!(n[1].message.contains("`x`"), "{}", n[1].message);
        // The default sum 3+5+7 does not fit heaps 1..4: no sum.
        assert_eq!(
            m.sum,
            vec![3, 5, 7]
                .into_iter()
                .filter(|&h| h <= 8)
                .collect::<Vec<_>>()
        );
        let (m, n) = misere("#/misere?heaps=4");
        assert!(n.is_empty() && m.sum.is_empty());
        let (m, n) = misere("#/misere?heaps=4&sum=3+13");
        assert!(m.sum.is_empty());
        assert!(
            n[0].message.contains("`13`") && n[0].message.contains("no sum"),
            "{n:?}"
        );
        let (m, n) = misere("#/misere?heaps=99");
        assert_eq!(m.heaps, 12);
        assert_eq!(n[0].param, "heaps");
    }
}
