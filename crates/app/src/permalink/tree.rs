//! `#/tree`: game tree and DAG view state.

use std::str::FromStr;

use super::{parse_flag, Notice, Params};
use crate::games::common::{Player, Ties, Variant};
use crate::games::cumulative_subtraction::Rules;
use crate::games::game_tree::{
    CsSpec, GraphSpec, NimSpec, MAX_NIM_HEAP, MAX_NIM_HEAPS, NODE_BUDGET,
};
use crate::notation::{self, NotationError};
use crate::permalink::{read_moves, write_moves, CsMoves};

pub use crate::games::game_tree::MAX_TREE_HEAP;

/// Extensive-form tree, heap DAG, or partizan game tree (Figure 3): the
/// model's view (`view=` never holds `nim`; `nim=` asks for a Nim graph).
pub use crate::games::game_tree::View as TreeView;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreeState {
    pub moves: CsMoves,
    /// Starting heap `x`.
    pub heap: u32,
    /// `mode=zs|si|normal|misere`.
    pub mode: Variant,
    /// `view=tree|dag|cgt`.
    pub view: TreeView,
    pub ties: Ties,
    /// `merge=1`: merge equal subtrees of the tree into a DAG.
    pub merge: bool,
    /// `nim=3,4,5`: show the position graph of this Nim position instead.
    pub nim: Option<Vec<u32>>,
    /// Pockets at the root (`c=C1,C2`), e.g. after re-rooting.
    pub cumulations: (i64, i64),
    /// Player to move at the root (`first=l|r`).
    pub first: Player,
}

impl Default for TreeState {
    fn default() -> Self {
        TreeState {
            moves: CsMoves::Symmetric(vec![2, 3]),
            heap: 7,
            mode: Variant::SelfInterest,
            view: TreeView::Tree,
            ties: Ties::default(),
            merge: false,
            nim: None,
            cumulations: (0, 0),
            first: Player::Left,
        }
    }
}

/// Largest starting pocket a link may give.
pub const MAX_POCKET: u32 = 1_000_000_000;

/// `C1,C2`: the two players' pockets.
pub fn parse_cumulations(text: &str) -> Result<(i64, i64), NotationError> {
    let (a, b) = text
        .split_once(',')
        .ok_or_else(|| NotationError::new(text.trim(), "expected two pockets, e.g. 2,3"))?;
    Ok((
        i64::from(notation::parse_number(a, 0, MAX_POCKET)?),
        i64::from(notation::parse_number(b, 0, MAX_POCKET)?),
    ))
}

/// Nim heaps (the graph is cut to the node budget when large).
pub fn parse_nim(text: &str) -> Result<Vec<u32>, NotationError> {
    let heaps: Vec<u32> = text
        .split(',')
        .map(|h| notation::parse_number(h, 0, MAX_NIM_HEAP))
        .collect::<Result<_, _>>()?;
    if heaps.len() > MAX_NIM_HEAPS {
        return Err(NotationError::new(
            text.trim(),
            format!("has more than {MAX_NIM_HEAPS} heaps"),
        ));
    }
    Ok(heaps)
}

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

/// The graph a view shows: its Nim position, or its subtraction game with
/// the default node budget.
impl From<&TreeState> for GraphSpec {
    fn from(st: &TreeState) -> GraphSpec {
        match &st.nim {
            Some(heaps) => GraphSpec::Nim(NimSpec {
                heaps: heaps.clone(),
                mode: st.mode,
                budget: NODE_BUDGET,
            }),
            None => GraphSpec::Cs(CsSpec {
                ties: st.ties,
                cumulations: st.cumulations,
                first: st.first,
                merge: st.merge,
                ..CsSpec::new(Rules::from(&st.moves), st.heap, st.mode, st.view)
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
