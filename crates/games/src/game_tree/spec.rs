//! What to build: the view, the Cumulative Subtraction or Nim position, the
//! limits a build respects, and what is wrong with a request.

use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::graph::GameGraph;
use crate::common::{Player, Ties, Variant};
use crate::cumulative_subtraction::Rules;
use crate::notation::NotationError;

/// Nodes a build (or one [`GameGraph::expand`]) adds by default: a few
/// thousand SVG nodes still pan and zoom smoothly in a browser. Merged views
/// (DAGs) count their edges too, as a DAG node may have hundreds of them.
pub const NODE_BUDGET: usize = 2000;
/// Largest budget accepted, and largest graph [`GameGraph::expand`] grows.
pub const MAX_BUDGET: usize = 200_000;
/// Largest starting heap (the heap DAG has up to `x + 1` nodes, a table is solved to `x`).
pub const MAX_TREE_HEAP: u32 = 10_000;
/// Largest |initial cumulation|.
pub const MAX_CUMULATION: i64 = 1_000_000_000_000;
/// Most heaps in a Nim position, and largest heap.
pub const MAX_NIM_HEAPS: usize = 10;
pub const MAX_NIM_HEAP: u32 = 100;

/// Which picture of a game: the one enumeration of the model, the permalink
/// (`view=`) and the CLI (`--view`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum View {
    /// Extensive form with the player to move (Figures 2 and 4).
    #[default]
    Tree,
    /// Heap DAG (Figure 5).
    Dag,
    /// Partizan game tree (Figure 3).
    Cgt,
    /// Nim position graph (chosen by giving Nim heaps, never parsed).
    Nim,
}

impl View {
    /// The views of a subtraction game, as offered to people.
    pub const CS: [View; 3] = [View::Tree, View::Dag, View::Cgt];

    /// `tree`, `dag`, `cgt` or `nim`.
    pub fn code(self) -> &'static str {
        match self {
            View::Tree => "tree",
            View::Dag => "dag",
            View::Cgt => "cgt",
            View::Nim => "nim",
        }
    }
}

impl FromStr for View {
    type Err = NotationError;

    /// `tree`, `dag` or `cgt` (a Nim graph is asked for by its heaps).
    fn from_str(text: &str) -> Result<View, NotationError> {
        let t = text.trim();
        View::CS
            .into_iter()
            .find(|v| v.code() == t)
            .ok_or_else(|| NotationError::new(t, "expected tree, dag or cgt"))
    }
}

/// A Cumulative Subtraction view: which position, rules, mode and view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsSpec {
    pub rules: Rules,
    pub ties: Ties,
    pub heap: u32,
    /// Initial pockets `(C1, C2)` (Tree and Cgt views).
    pub cumulations: (i64, i64),
    /// Player to move at the root (Tree view; Dag view with partizan rules).
    pub first: Player,
    pub mode: Variant,
    /// `Tree`, `Dag` or `Cgt`.
    pub view: View,
    /// Merge equal positions of a Tree or Cgt view into one node (§2.4).
    pub merge: bool,
    pub budget: usize,
}

impl CsSpec {
    /// Antagonistic ties, pockets (0,0), Left first, no merging, [`NODE_BUDGET`].
    pub fn new(rules: Rules, heap: u32, mode: Variant, view: View) -> CsSpec {
        CsSpec {
            rules,
            ties: Ties::default(),
            heap,
            cumulations: (0, 0),
            first: Player::Left,
            mode,
            view,
            merge: false,
            budget: NODE_BUDGET,
        }
    }
}

/// A Nim position graph: `mode` is `Normal`, `Misere` or `Grundy` (nim-sums).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NimSpec {
    pub heaps: Vec<u32>,
    pub mode: Variant,
    pub budget: usize,
}

/// Either kind of request; a built graph keeps it to expand and re-root.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GraphSpec {
    Cs(CsSpec),
    Nim(NimSpec),
}

impl GraphSpec {
    /// Builds the graph ([`super::build`] or [`super::nim_graph`]).
    pub fn build(&self) -> Result<GameGraph, TreeError> {
        match self {
            GraphSpec::Cs(s) => super::build(s),
            GraphSpec::Nim(s) => super::nim_graph(s),
        }
    }

    pub fn view(&self) -> View {
        match self {
            GraphSpec::Cs(s) => s.view,
            GraphSpec::Nim(_) => View::Nim,
        }
    }

    pub fn mode(&self) -> Variant {
        match self {
            GraphSpec::Cs(s) => s.mode,
            GraphSpec::Nim(s) => s.mode,
        }
    }

    pub fn budget(&self) -> usize {
        match self {
            GraphSpec::Cs(s) => s.budget,
            GraphSpec::Nim(s) => s.budget,
        }
    }
}

/// What is wrong with a request, or with an expand or re-root.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TreeError {
    #[error("heap {0} is too large for a tree (at most {MAX_TREE_HEAP})")]
    HeapTooLarge(u32),
    #[error("node budget {0} is out of range (1 to {MAX_BUDGET})")]
    Budget(usize),
    #[error("cumulation {0} is out of range (at most {MAX_CUMULATION} in size)")]
    Cumulation(i64),
    #[error("view nim needs Nim heaps, not a subtraction set")]
    NimView,
    #[error("mode grundy needs symmetric rules (one move set for both players)")]
    GrundyNeedsSymmetric,
    #[error("give at least one Nim heap")]
    NoNimHeaps,
    #[error("{0} Nim heaps are too many (at most {MAX_NIM_HEAPS})")]
    TooManyNimHeaps(usize),
    #[error("Nim heap {0} is too large (at most {MAX_NIM_HEAP})")]
    NimHeapTooLarge(u32),
    #[error("mode {} does not apply to Nim (use normal, misere or grundy)", .0.code())]
    NimMode(Variant),
    #[error("node {0} does not exist")]
    NoSuchNode(usize),
    #[error(
        "the graph already has {nodes} nodes (at most {MAX_BUDGET}); re-root at node {id} instead"
    )]
    Full { nodes: usize, id: usize },
    #[error("node {0} cannot be a root")]
    NotARoot(usize),
    /// The rules or their solver refused (their message, unchanged).
    #[error("{0}")]
    Rules(String),
}
