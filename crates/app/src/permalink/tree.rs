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

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cumulative_subtraction::Rules;
    use crate::games::game_tree::{GraphSpec, NimSpec, NODE_BUDGET};

    #[test]
    fn a_state_becomes_the_spec_of_its_graph() {
        let st = TreeState {
            moves: CsMoves::Partizan {
                left: vec![3, 2],
                right: vec![1],
            },
            view: TreeView::Cgt,
            merge: true,
            cumulations: (4, 1),
            first: Player::Right,
            ..TreeState::default()
        };
        let GraphSpec::Cs(spec) = GraphSpec::from(&st) else {
            panic!("expected a subtraction game");
        };
        assert_eq!(spec.rules, Rules::partizan(vec![2, 3], vec![1]));
        assert_eq!(
            (spec.heap, spec.mode, spec.view),
            (7, Variant::SelfInterest, TreeView::Cgt)
        );
        assert_eq!(
            (spec.cumulations, spec.first, spec.merge),
            ((4, 1), Player::Right, true)
        );
        assert_eq!((spec.ties, spec.budget), (Ties::default(), NODE_BUDGET));
        let nim = TreeState {
            nim: Some(vec![1, 2]),
            mode: Variant::Misere,
            ..TreeState::default()
        };
        assert_eq!(
            GraphSpec::from(&nim),
            GraphSpec::Nim(NimSpec {
                heaps: vec![1, 2],
                mode: Variant::Misere,
                budget: NODE_BUDGET
            })
        );
    }

    #[test]
    fn views_write_their_code() {
        for view in TreeView::CS {
            let st = TreeState {
                view,
                ..TreeState::default()
            };
            let mut out = Vec::new();
            st.to_params(&mut out);
            let written = out.iter().find(|p| p.0 == "view").map(|p| p.1.as_str());
            let expected = (view != TreeView::Tree).then_some(view.code());
            assert_eq!(written, expected);
        }
    }
}
