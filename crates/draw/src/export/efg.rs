//! A Gambit `.efg` tree as a [`Drawing`]: a tidy tree whose boxes hold the
//! player to move (and the node's name) or, at a leaf, the payoffs; the
//! edges carry the action labels, and each node's PSPE choice is thick.

use super::{DrawEdge, DrawNode, Drawing};
use crate::games::efg::{EfgGame, Pspe, Rational};
use crate::layout::{box_width, tidy_tree_sized, LayoutOpts};

/// `(5,4,3/2)`.
pub fn payoff_vector(v: &[Rational]) -> String {
    let parts: Vec<String> = v.iter().map(Rational::to_string).collect();
    format!("({})", parts.join(","))
}

/// The legend line printed under the drawing.
pub const EFG_LEGEND: &str =
    "Thick edges: each mover's PSPE choice; from the root they trace the equilibrium play.";

/// The text lines of node `v`: the mover or the payoffs, then the name.
fn lines(g: &EfgGame, v: usize) -> Vec<String> {
    let n = &g.nodes[v];
    let (head, name) = match n.player {
        Some(p) => (g.players[p - 1].clone(), &n.name),
        None => (payoff_vector(&n.payoffs), &n.outcome),
    };
    if name.is_empty() || *name == head {
        vec![head]
    } else {
        vec![head, name.clone()]
    }
}

/// The tree laid out with the default options, PSPE choices thick.
pub fn efg_tree_drawing(g: &EfgGame, pspe: &Pspe) -> Drawing {
    let opts = LayoutOpts::default();
    let texts: Vec<Vec<String>> = (0..g.nodes.len()).map(|v| lines(g, v)).collect();
    let widths: Vec<f64> = texts
        .iter()
        .map(|l| {
            let refs: Vec<&str> = l.iter().map(String::as_str).collect();
            box_width(&refs, &opts)
        })
        .collect();
    let children: Vec<Vec<usize>> = g.nodes.iter().map(|n| n.children.clone()).collect();
    let centres = tidy_tree_sized(&children, 0, &widths, &opts);
    let nodes = texts
        .into_iter()
        .enumerate()
        .map(|(v, lines)| {
            let n = &g.nodes[v];
            let who = match n.player {
                Some(p) => format!("{} to move", g.players[p - 1]),
                None => "terminal".to_string(),
            };
            let value = pspe
                .values
                .get(v)
                .map_or(String::new(), |x| payoff_vector(x));
            DrawNode {
                center: centres.get(v).copied().unwrap_or_default(),
                width: widths[v],
                height: opts.node_height,
                lines,
                side: None,
                collapsed: false,
                tooltip: format!("{} ({who}); PSPE payoffs {value}", n.name),
            }
        })
        .collect();
    let mut edges = Vec::new();
    for (from, n) in g.nodes.iter().enumerate() {
        for (k, &to) in n.children.iter().enumerate() {
            edges.push(DrawEdge {
                from,
                to,
                route: Vec::new(),
                label: n.actions[k].clone(),
                thick: pspe.choice.get(from).copied().flatten() == Some(k),
                double: false,
            });
        }
    }
    Drawing {
        title: if g.title.is_empty() {
            "Extensive-form game".into()
        } else {
            g.title.clone()
        },
        nodes,
        edges,
        note: Some(EFG_LEGEND.into()),
    }
}
