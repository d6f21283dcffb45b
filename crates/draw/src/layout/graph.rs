//! The layout of a game graph: box widths from its texts, a tidy tree for
//! trees (Left's options left of Right's in the partizan tree), layered for
//! DAGs.

use serde::Serialize;

use super::{layered_dag_routed, tidy_tree_sized, tidy_tree_split, LayoutOpts, Placed};
use crate::games::common::Player;
use crate::games::game_tree::{GameGraph, View};

/// Where [`graph_layout`] put things.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GraphLayout {
    /// Node centres.
    pub nodes: Vec<Placed>,
    /// Node box widths (heights are all `height_of_node`).
    pub widths: Vec<f64>,
    pub height_of_node: f64,
    /// Per edge, its polyline from source centre to target centre.
    pub routes: Vec<Vec<Placed>>,
    /// Bounding box (from the origin).
    pub width: f64,
    pub height: f64,
}

/// Width of a box holding `lines`: room for the longest (an estimate of
/// 7 px per character, plus padding), at least `opts.node_width`.
pub fn box_width(lines: &[&str], opts: &LayoutOpts) -> f64 {
    let chars = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    opts.node_width.max(chars as f64 * 7.0 + 14.0)
}

/// Box width of each node, for its label and value.
pub fn text_widths(g: &GameGraph, opts: &LayoutOpts) -> Vec<f64> {
    let opts = opts.sane();
    g.nodes
        .iter()
        .map(|n| box_width(&[&n.label, &n.value_label], &opts))
        .collect()
}

/// Tidy tree of an unmerged tree: straight edges between centres.
fn tree_layout(
    g: &GameGraph,
    widths: &[f64],
    opts: &LayoutOpts,
) -> (Vec<Placed>, Vec<Vec<Placed>>) {
    let ch = g.children();
    let nodes = if g.view == View::Cgt {
        let mut split = vec![0; g.nodes.len()];
        for e in &g.edges {
            if e.mover == Some(Player::Left) {
                split[e.from] += 1;
            }
        }
        tidy_tree_split(&ch, &split, g.root, widths, opts)
    } else {
        tidy_tree_sized(&ch, g.root, widths, opts)
    };
    let routes = g
        .edges
        .iter()
        .map(|e| vec![nodes[e.from], nodes[e.to]])
        .collect();
    (nodes, routes)
}

/// Coordinates: a tidy tree for trees, layered for DAGs.
pub fn graph_layout(g: &GameGraph, opts: &LayoutOpts) -> GraphLayout {
    let opts = opts.sane();
    let widths = text_widths(g, &opts);
    let tree = matches!(g.view, View::Tree | View::Cgt) && !g.merged;
    let (nodes, routes) = if tree {
        tree_layout(g, &widths, &opts)
    } else {
        let pairs: Vec<(usize, usize)> = g.edges.iter().map(|e| (e.from, e.to)).collect();
        let d = layered_dag_routed(g.nodes.len(), &pairs, &widths, &opts);
        (d.nodes, d.routes)
    };
    let (mut w, mut h) = (0.0f64, 0.0f64);
    for (p, wd) in nodes.iter().zip(&widths) {
        w = w.max(p.x + wd / 2.0);
        h = h.max(p.y + opts.node_height / 2.0);
    }
    GraphLayout {
        nodes,
        widths,
        height_of_node: opts.node_height,
        routes,
        width: w,
        height: h,
    }
}
