//! Game trees and DAGs (seed 000 §1–2, seed 004), ready to lay out and export.
//!
//! * [`View::Tree`] — the extensive form of a grounded position
//!   `(x, (C1, C2), p)` (Figures 2 and 4): each node is `x;(C1,C2)` with the
//!   player to move; [`Edge::pspe`] marks the equilibrium choice at every node.
//!   With `merge`, equal grounded positions become one node (§2.4: a DAG).
//! * [`View::Dag`] — the heap DAG (Figure 5): one node per heap size reachable
//!   from `x` (per heap and player to move when the rules are partizan), edges
//!   labelled with the amount, [`Edge::determines`] on the edges that give the
//!   parent its value (drawn double).
//! * [`View::Cgt`] — the partizan game tree (Figure 3): no player to move; each
//!   node lists Left's options, drawn slanting left, then Right's.
//! * [`nim_graph`] — the positions of a multi-heap Nim game with N/P labels.
//!
//! Values come from the Cumulative Subtraction tables (Proposition 2: a
//! grounded value is the heap's outcome shifted by the cumulations), so they
//! are exact even for nodes whose options were not built. Trees grow
//! exponentially: a build stops at the deepest whole level within the node
//! budget and marks the nodes left unexpanded ([`Node::collapsed`]);
//! [`GameGraph::expand`] grows one of them.
//!
//! Parts: the request and its limits ([`spec`](CsSpec)), the graph and its
//! growth ([`GameGraph`]), the builders ([`build`], [`nim_graph`]) and the
//! texts (outline, tooltips, JSON). Layout and drawing live in
//! [`crate::layout`] and [`crate::export`].

mod build;
mod graph;
mod report;
mod spec;
mod wire;

pub use build::{build, nim_graph};
pub use graph::{Edge, GameGraph, Node, Value};
pub use spec::{
    CsSpec, GraphSpec, NimSpec, TreeError, View, MAX_BUDGET, MAX_CUMULATION, MAX_NIM_HEAP,
    MAX_NIM_HEAPS, MAX_TREE_HEAP, NODE_BUDGET,
};
