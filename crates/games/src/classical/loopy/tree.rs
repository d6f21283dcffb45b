//! A game graph with cycles drawn as a tree (the page's tree view of a
//! looping script or a loopy value): positions are met breadth first from
//! the root, each drawn once, at its shallowest place; a move to a
//! position drawn already is a leaf that refers back to it
//! ([`TreeNodeKind::Repeat`]), marked as a cycle when that position is on
//! the line from the root to the move (a back edge) and as a position
//! reached again otherwise. Never an infinite tree: at most a budget of
//! nodes, a position whose options would not fit is drawn without them
//! (`cut`).

use std::collections::VecDeque;
use std::hash::Hash;

use serde::{Deserialize, Serialize};

use super::graph::Graph;
use crate::common::{FxMixMap, Player};

/// Most nodes of a tree view (positions and references back).
pub const GRAPH_TREE_NODES: usize = 80;
/// Most characters of a node's label (a longer one ends in `…`).
pub const GRAPH_TREE_LABEL: usize = 24;

/// A game graph as a tree: node 0 is the root.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraphTree {
    pub nodes: Vec<GraphTreeNode>,
    /// Every position reachable is drawn (no node is `cut`).
    pub complete: bool,
}

/// A node: a position drawn with its options, or a reference back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GraphTreeNode {
    /// The children: Left's options first (`left` of them), then Right's.
    pub children: Vec<usize>,
    pub left: usize,
    pub kind: TreeNodeKind,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreeNodeKind {
    /// A position, numbered from 1 in the order drawn; `cut`: its
    /// options are not drawn (the node budget).
    Position {
        number: usize,
        label: String,
        cut: bool,
    },
    /// A move to the position drawn at node `node` (numbered `number`):
    /// `cycle` when that node is on the line from the root to this move,
    /// so play can go round for ever.
    Repeat {
        node: usize,
        number: usize,
        cycle: bool,
    },
}

impl GraphTree {
    /// References back that close a cycle.
    pub fn cycles(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| matches!(n.kind, TreeNodeKind::Repeat { cycle: true, .. }))
            .count()
    }

    /// Positions drawn.
    pub fn positions(&self) -> usize {
        self.nodes
            .iter()
            .filter(|n| matches!(n.kind, TreeNodeKind::Position { .. }))
            .count()
    }
}

/// `text` cut to [`GRAPH_TREE_LABEL`] characters.
fn short(text: &str) -> String {
    if text.chars().count() <= GRAPH_TREE_LABEL {
        return text.to_string();
    }
    let mut s: String = text.chars().take(GRAPH_TREE_LABEL - 1).collect();
    s.push('…');
    s
}

/// The tree of the positions reachable from `start` (see the module
/// docs), at most `budget` nodes (at least the root); `label` names a
/// position.
pub fn graph_tree<S: Clone + Eq + Hash, E>(
    start: S,
    mut options: impl FnMut(&S, Player) -> Result<Vec<S>, E>,
    label: impl Fn(&S) -> String,
    budget: usize,
) -> Result<GraphTree, E> {
    let position = |number: usize, s: &S| TreeNodeKind::Position {
        number,
        label: short(&label(s)),
        cut: false,
    };
    let mut nodes = vec![GraphTreeNode {
        children: Vec::new(),
        left: 0,
        kind: position(1, &start),
    }];
    let mut parent = vec![usize::MAX];
    // The node and number of each position drawn.
    let mut drawn: FxMixMap<S, (usize, usize)> = FxMixMap::default();
    drawn.insert(start.clone(), (0, 1));
    let mut queue = VecDeque::from([(0usize, start)]);
    let mut complete = true;
    while let Some((at, s)) = queue.pop_front() {
        let lefts = options(&s, Player::Left)?;
        let rights = options(&s, Player::Right)?;
        if nodes.len() + lefts.len() + rights.len() > budget.max(1) {
            if let TreeNodeKind::Position { cut, .. } = &mut nodes[at].kind {
                *cut = !(lefts.is_empty() && rights.is_empty());
            }
            complete &= lefts.is_empty() && rights.is_empty();
            continue;
        }
        let on_line = |node: usize, parent: &[usize]| {
            let mut v = at;
            loop {
                if v == node {
                    return true;
                }
                if v == 0 {
                    return false;
                }
                v = parent[v];
            }
        };
        nodes[at].left = lefts.len();
        for o in lefts.into_iter().chain(rights) {
            let id = nodes.len();
            let kind = match drawn.get(&o) {
                Some(&(node, number)) => TreeNodeKind::Repeat {
                    node,
                    number,
                    cycle: on_line(node, &parent),
                },
                None => {
                    let number = drawn.len() + 1;
                    drawn.insert(o.clone(), (id, number));
                    let kind = position(number, &o);
                    queue.push_back((id, o));
                    kind
                }
            };
            nodes.push(GraphTreeNode {
                children: Vec::new(),
                left: 0,
                kind,
            });
            parent.push(at);
            nodes[at].children.push(id);
        }
    }
    Ok(GraphTree { nodes, complete })
}

/// The tree of a game graph from vertex 0, each vertex labelled by
/// `label(vertex)`.
pub fn graph_tree_of(g: &Graph, label: impl Fn(u32) -> String, budget: usize) -> GraphTree {
    let options = |&v: &u32, who: Player| -> Result<Vec<u32>, std::convert::Infallible> {
        Ok(match who {
            Player::Left => g.left(v).to_vec(),
            Player::Right => g.right(v).to_vec(),
        })
    };
    match graph_tree(0u32, options, |&v| label(v), budget) {
        Ok(t) => t,
        Err(never) => match never {},
    }
}
