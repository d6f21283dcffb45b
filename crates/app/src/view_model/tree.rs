//! `#/tree` view-model: typed edits of the tree view, the choices its
//! selects offer, and everything the page computes from a built graph
//! (picture, folding, the CSS of folds and play steps, node clicks, texts),
//! without the DOM. The pan-and-zoom arithmetic is in [`pan_zoom`], the
//! keyboard cursor in [`cursor`].

pub mod cursor;
pub mod pan_zoom;

use crate::state;
use std::collections::BTreeSet;
use std::fmt::Write;

use crate::export::{self, Drawing, Svg};
use crate::games::common::{Player, Ties, Variant};
use crate::games::game_tree::{GameGraph, GraphSpec, Node, TreeError, View};
use crate::layout::{graph_layout, LayoutOpts};
use crate::notation::NotationError;
use crate::state::{MovesSlot, TreeState};

/// One edit of the `#/tree` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeAction {
    Moves(MovesSlot, String),
    Heap(String),
    /// Nim heaps, or empty for the subtraction game.
    Nim(String),
    /// Symmetric ⇄ partizan rules, keeping the sets.
    TogglePartizan,
    Mode(Variant),
    View(View),
    Ties(Ties),
    /// Merge equal subtrees into a DAG, or not.
    ToggleMerge,
    /// Re-root at a node: a new position, so it goes into the link.
    Reroot(Root),
}

/// The position of a node, as a view's root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Root {
    /// The heaps left (possibly none).
    Nim(Vec<u32>),
    Cs {
        heap: u32,
        /// `None` in the heap DAG: pockets (0,0).
        cumulations: Option<(i64, i64)>,
        /// `None` when no player is to move: the view's first player stays.
        to_move: Option<Player>,
    },
}

impl Root {
    pub fn of(n: &Node) -> Root {
        match &n.heaps {
            Some(h) => Root::Nim(h.clone()),
            None => Root::Cs {
                heap: n.heap,
                cumulations: n.cumulations,
                to_move: n.to_move,
            },
        }
    }
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(st: &TreeState, action: TreeAction) -> Result<TreeState, NotationError> {
    let mut next = st.clone();
    match action {
        TreeAction::Moves(slot, text) => next.moves = state::edit_moves(&st.moves, slot, &text)?,
        TreeAction::Heap(text) => {
            next.heap = crate::notation::parse_number(&text, 0, state::MAX_TREE_HEAP)?
        }
        TreeAction::Nim(text) => {
            next.nim = if text.trim().is_empty() {
                None
            } else {
                Some(state::parse_nim(&text)?)
            };
            if next.nim.is_some()
                && !matches!(
                    next.mode,
                    Variant::Normal | Variant::Misere | Variant::Grundy
                )
            {
                next.mode = Variant::Normal;
            }
        }
        TreeAction::TogglePartizan => next.moves = st.moves.toggled(),
        TreeAction::Mode(m) => next.mode = m,
        TreeAction::View(v) => next.view = v,
        TreeAction::Ties(t) => next.ties = t,
        TreeAction::ToggleMerge => next.merge = !st.merge,
        TreeAction::Reroot(Root::Nim(h)) => next.nim = Some(h),
        TreeAction::Reroot(Root::Cs {
            heap,
            cumulations,
            to_move,
        }) => {
            next.heap = heap;
            next.cumulations = cumulations.unwrap_or((0, 0));
            next.first = to_move.unwrap_or(st.first);
        }
    }
    Ok(next)
}

// ------------------------------------------------------------------ editors

/// (value, text) options of the mode select.
pub fn mode_options() -> Vec<(&'static str, String)> {
    super::named_options::<Variant>()
}

/// (value, text) options of the view select.
pub fn view_options() -> Vec<(&'static str, &'static str)> {
    View::CS
        .iter()
        .map(|v| {
            let text = match v {
                View::Tree => "extensive-form tree",
                View::Dag => "heap DAG",
                _ => "partizan game tree",
            };
            (v.code(), text)
        })
        .collect()
}

/// (value, text) options of the tie select (Left's rule first).
pub fn ties_options() -> Vec<(&'static str, String)> {
    super::named_options::<Ties>()
}

/// The action of a select's new value; `None` for a value it does not offer.
pub fn mode_action(value: &str) -> Option<TreeAction> {
    value.parse().ok().map(TreeAction::Mode)
}

/// The view select's action (anything unknown is the tree).
pub fn view_action(value: &str) -> TreeAction {
    TreeAction::View(value.parse().unwrap_or(View::Tree))
}

pub fn ties_action(value: &str) -> Option<TreeAction> {
    value.parse().ok().map(TreeAction::Ties)
}

/// The Nim field's text: the heaps, or empty.
pub fn nim_text(st: &TreeState) -> String {
    st.nim
        .as_ref()
        .map(|n| n.iter().map(u32::to_string).collect::<Vec<_>>().join(","))
        .unwrap_or_default()
}

// ------------------------------------------------------------------ graph

/// Builds the view a state describes.
pub fn build(st: &TreeState) -> Result<GameGraph, TreeError> {
    GraphSpec::from(st).build()
}

/// What the page draws of a graph: its drawing (for DOT and TikZ), the SVG
/// and the equilibrium line.
#[derive(Clone, Debug, PartialEq)]
pub struct Picture {
    pub drawing: Drawing,
    pub svg: Svg,
    /// Edge ids of the equilibrium play.
    pub line: Vec<usize>,
}

pub fn picture(g: &GameGraph) -> Picture {
    let drawing = export::graph_drawing(g, &graph_layout(g, &LayoutOpts::default()));
    picture_of(g, export::svg_document(&drawing), drawing)
}

/// The picture of a graph from its drawing and SVG (made in the worker).
pub fn picture_of(g: &GameGraph, svg: Svg, drawing: Drawing) -> Picture {
    Picture {
        svg,
        drawing,
        line: g.pspe_line(),
    }
}

/// `pebbles-tree.svg` and the like.
pub fn export_name(view: View, ext: &str) -> String {
    format!("pebbles-{}.{ext}", view.code())
}

/// Nodes shown when the user has folded `folded`: those reachable from the
/// root without passing below a folded node.
pub fn visible(g: &GameGraph, folded: &BTreeSet<usize>) -> Vec<bool> {
    let children = g.children();
    let mut seen = vec![false; g.nodes.len()];
    let mut stack = vec![g.root];
    while let Some(v) = stack.pop() {
        if v >= seen.len() || seen[v] {
            continue;
        }
        seen[v] = true;
        if !folded.contains(&v) {
            stack.extend(children[v].iter().copied());
        }
    }
    seen
}

/// CSS that hides folded parts and highlights the first `step` play edges.
pub fn view_css(g: &GameGraph, folded: &BTreeSet<usize>, line: &[usize], step: usize) -> String {
    let shown = visible(g, folded);
    let mut css = String::new();
    for (i, on) in shown.iter().enumerate() {
        if !on {
            let _ = write!(css, "#tree-svg [data-node=\"{i}\"]{{display:none}}");
        }
    }
    for (i, e) in g.edges.iter().enumerate() {
        if !shown.get(e.from).copied().unwrap_or(false)
            || !shown.get(e.to).copied().unwrap_or(false)
            || folded.contains(&e.from)
        {
            let _ = write!(css, "#tree-svg [data-edge=\"{i}\"]{{display:none}}");
        }
    }
    for f in folded {
        let _ = write!(
            css,
            "#tree-svg [data-node=\"{f}\"] rect{{stroke-dasharray:5 3;stroke-width:2}}"
        );
    }
    for &e in line.iter().take(step) {
        let _ = write!(
            css,
            "#tree-svg [data-edge=\"{e}\"] *{{stroke:#e69f00;stroke-width:5}}"
        );
    }
    if let Some(&e) = line.get(step.wrapping_sub(1)).filter(|_| step > 0) {
        if let Some(edge) = g.edges.get(e) {
            let _ = write!(
                css,
                "#tree-svg [data-node=\"{}\"] rect{{fill:#fff1c9}}",
                edge.to
            );
        }
    }
    css
}

/// What a click on node `id` does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// Re-root mode: the state of the view rooted there.
    Reroot(Root),
    /// A collapsed node: build its options.
    Expand,
    /// A node with children: fold or unfold it.
    Fold,
    Nothing,
}

pub fn click(g: &GameGraph, id: usize, reroot_mode: bool) -> Click {
    match g.nodes.get(id) {
        None => Click::Nothing,
        Some(n) if reroot_mode => Click::Reroot(Root::of(n)),
        Some(n) if n.collapsed => Click::Expand,
        Some(_) if g.children().get(id).is_some_and(|c| !c.is_empty()) => Click::Fold,
        Some(_) => Click::Nothing,
    }
}

/// The graph with node `id` expanded, unless that fails.
pub fn expanded(g: &GameGraph, id: usize) -> Option<GameGraph> {
    let mut n = g.clone();
    n.expand(id).is_ok().then_some(n)
}

/// `folded` with `id` folded the other way.
pub fn fold_toggled(folded: &BTreeSet<usize>, id: usize) -> BTreeSet<usize> {
    let mut f = folded.clone();
    if !f.remove(&id) {
        f.insert(id);
    }
    f
}

/// The stepper's text after `cur` moves of the equilibrium `line`.
pub fn step_text(g: &GameGraph, line: &[usize], cur: usize) -> String {
    let at = if cur == 0 {
        g.root
    } else {
        g.edges[line[cur - 1]].to
    };
    format!(
        " equilibrium play: move {cur} of {} — {} ",
        line.len(),
        g.describe(at)
    )
}

/// The line under the picture.
pub fn legend(g: &GameGraph) -> String {
    format!(
        "{} nodes, {} edges. Thick edges: equilibrium (PSPE) choices; double edges: moves that \
         determine the parent's value. Click a node to fold or unfold it (or Tab to the picture, \
         move with the arrow keys and press Enter); hover for its full state.",
        g.nodes.len(),
        g.edges.len()
    )
}
