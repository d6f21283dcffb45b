//! A game graph as a [`Drawing`]: node boxes with label and value, the
//! player to move beside the box, PSPE edges thick (Tree view) or
//! value-determining edges double (other views).

use super::{dot, svg, tikz, DrawEdge, DrawNode, Drawing};
use crate::games::game_tree::{GameGraph, View};
use crate::layout::{graph_layout, GraphLayout, LayoutOpts};

/// The graph with this layout, ready for the writers.
pub fn graph_drawing(g: &GameGraph, lay: &GraphLayout) -> Drawing {
    let nodes = g
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| DrawNode {
            center: lay.nodes.get(i).copied().unwrap_or_default(),
            width: lay.widths.get(i).copied().unwrap_or(72.0),
            height: lay.height_of_node,
            lines: vec![n.label.clone(), n.value_label.clone()],
            side: n.to_move.map(|p| p.code().to_uppercase()),
            collapsed: n.collapsed,
            tooltip: g.describe(i),
        })
        .collect();
    let edges = g
        .edges
        .iter()
        .enumerate()
        .map(|(i, e)| DrawEdge {
            from: e.from,
            to: e.to,
            route: lay.routes.get(i).cloned().unwrap_or_default(),
            label: e.label.clone(),
            thick: g.view == View::Tree && e.pspe,
            double: g.view != View::Tree && e.determines,
        })
        .collect();
    Drawing {
        title: g.title.clone(),
        nodes,
        edges,
        note: g.notice.clone(),
    }
}

/// The drawing with the default layout options.
fn default_drawing(g: &GameGraph) -> Drawing {
    graph_drawing(g, &graph_layout(g, &LayoutOpts::default()))
}

pub fn graph_dot(g: &GameGraph) -> String {
    dot(&default_drawing(g))
}

pub fn graph_tikz(g: &GameGraph) -> String {
    tikz(&default_drawing(g))
}

pub fn graph_svg(g: &GameGraph) -> String {
    svg(&default_drawing(g))
}
