//! `#/tree`: game tree and DAG view state.

use crate::games::common::{Player, Ties, Variant};
use crate::games::cumulative_subtraction::CsMoves;
use crate::games::cumulative_subtraction::Rules;
use crate::games::game_tree::{
    CsSpec, GraphSpec, NimSpec, MAX_NIM_HEAP, MAX_NIM_HEAPS, NODE_BUDGET,
};
use crate::notation::{self, NotationError};

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
