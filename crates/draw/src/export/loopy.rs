//! A loopy game's graph drawn as a tree ([`GraphTree`]): positions in
//! boxes numbered in the order drawn (`3 · a`), Left's options slanting
//! down to the left and Right's to the right as in the classical game
//! tree; a move to a position drawn already ends in a dashed box that
//! names it: `↺ 1` when it closes a cycle (the position is on the line
//! from the root: a back edge, drawn thick), `→ 3` when the position was
//! reached before on another line.

use super::{DrawEdge, DrawNode, Drawing};
use crate::games::classical::loopy::{GraphTree, TreeNodeKind};
use crate::layout::{box_width, tidy_tree_split, LayoutOpts};

/// The text in a node's box and its hover text.
fn texts(kind: &TreeNodeKind) -> (String, String) {
    match kind {
        TreeNodeKind::Position { number, label, cut } => {
            let line = format!("{number} · {label}");
            let tip = if *cut {
                format!("position {number}: {label} (options not drawn: size limit)")
            } else {
                format!("position {number}: {label}")
            };
            (line, tip)
        }
        TreeNodeKind::Repeat {
            number,
            cycle: true,
            ..
        } => (
            format!("↺ {number}"),
            format!("back to position {number}, on the line from the root: a cycle"),
        ),
        TreeNodeKind::Repeat {
            number,
            cycle: false,
            ..
        } => (
            format!("→ {number}"),
            format!("position {number} again, drawn on another line"),
        ),
    }
}

/// The tree laid out with the default options: a pure function of the
/// tree (Left's children strictly left of their parent, Right's right).
pub fn loopy_tree_drawing(t: &GraphTree, title: &str) -> Drawing {
    let opts = LayoutOpts::default();
    let shown: Vec<(String, String)> = t.nodes.iter().map(|n| texts(&n.kind)).collect();
    let widths: Vec<f64> = shown.iter().map(|(l, _)| box_width(&[l], &opts)).collect();
    let children: Vec<Vec<usize>> = t.nodes.iter().map(|n| n.children.clone()).collect();
    let split: Vec<usize> = t.nodes.iter().map(|n| n.left).collect();
    let centres = tidy_tree_split(&children, &split, 0, &widths, &opts);
    let nodes = t
        .nodes
        .iter()
        .zip(shown)
        .enumerate()
        .map(|(i, (n, (line, tooltip)))| DrawNode {
            center: centres.get(i).copied().unwrap_or_default(),
            width: widths[i],
            height: opts.node_height,
            lines: vec![line],
            side: None,
            collapsed: match n.kind {
                TreeNodeKind::Position { cut, .. } => cut,
                TreeNodeKind::Repeat { .. } => true,
            },
            tooltip,
        })
        .collect();
    let mut edges = Vec::new();
    for (from, n) in t.nodes.iter().enumerate() {
        for (k, &to) in n.children.iter().enumerate() {
            let label = if k < n.left { "L" } else { "R" };
            let cycle = matches!(t.nodes[to].kind, TreeNodeKind::Repeat { cycle: true, .. });
            edges.push(DrawEdge {
                from,
                to,
                route: Vec::new(),
                label: label.into(),
                thick: cycle,
                double: false,
            });
        }
    }
    let cut = !t.complete;
    let note = format!(
        "Each position is drawn once; ↺ n: a move back to position n on the line from the \
         root (a cycle, thick edge); → n: position n reached again on another line.{}",
        if cut {
            " Dashed numbered boxes have options that are not drawn (size limit)."
        } else {
            ""
        }
    );
    Drawing {
        title: title.to_string(),
        nodes,
        edges,
        note: Some(note),
    }
}
