//! A Clobber position tree as a [`Drawing`]: a tidy tree whose boxes hold
//! the board and its value, the player to move beside each box.

use super::{DrawEdge, DrawNode, Drawing};
use crate::games::clobber::PositionTree;
use crate::layout::{box_width, tidy_tree_sized, LayoutOpts};

/// The tree laid out with the default options.
pub fn clobber_tree_drawing(t: &PositionTree) -> Drawing {
    let opts = LayoutOpts::default();
    let widths: Vec<f64> = t
        .nodes
        .iter()
        .map(|n| box_width(&[&n.board, &n.value], &opts))
        .collect();
    let centres = tidy_tree_sized(&t.children(), 0, &widths, &opts);
    let nodes = t
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let mut tooltip = format!(
                "{}, player {} to move\n{} value: {}\nunsimplified: {}",
                n.board, n.to_move, t.level, n.value, n.unsimplified
            );
            if let Some(w) = n.winner {
                tooltip.push_str(&format!("\nfinished: player {w} moved last and wins"));
            }
            DrawNode {
                center: centres.get(i).copied().unwrap_or_default(),
                width: widths[i],
                height: opts.node_height,
                lines: vec![n.board.clone(), n.value.clone()],
                side: Some(format!("P{}", n.to_move)),
                collapsed: n.collapsed,
                tooltip,
            }
        })
        .collect();
    let edges = t
        .edges
        .iter()
        .map(|e| DrawEdge {
            from: e.from,
            to: e.to,
            route: Vec::new(),
            label: e.label.clone(),
            thick: false,
            double: false,
        })
        .collect();
    Drawing {
        title: format!(
            "Game tree of {} ({} players; {} values)",
            t.nodes.first().map_or("", |n| n.board.as_str()),
            t.players,
            t.level
        ),
        nodes,
        edges,
        note: t.notice.clone(),
    }
}
