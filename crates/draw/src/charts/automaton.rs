//! The bidding automaton figures (seed 001, Figures 3–6) as a [`Drawing`]:
//! the layout of [`crate::layout::automaton_layout`], each budget node
//! labelled with `p` and its automaton entries (`α` even/odd heaps for even
//! TB, `β` for odd TB), written as SVG or TikZ by [`crate::export`].

use crate::export::{self, DrawEdge, DrawNode, Drawing};
use crate::games::bidding::{Automaton, AutomatonKind, BidEdge};
use crate::layout::{automaton_layout, AutomatonFigure, AutomatonLayout};

/// The node text under the budget: the automaton entries of budget `p`.
fn entries(a: &Automaton, p: usize) -> String {
    match a.kind {
        AutomatonKind::Alpha => format!("α {}|{}", a.even[p], a.odd[p]),
        AutomatonKind::Beta => format!("β {}", a.even[p]),
    }
}

/// The drawing of `figure` for the automaton `a` (total budget, entries)
/// and the feasible bid `edges`.
pub fn automaton_drawing(figure: AutomatonFigure, a: &Automaton, edges: &[BidEdge]) -> Drawing {
    let lay: AutomatonLayout = automaton_layout(figure, a.total_budget, edges);
    let mut d = Drawing {
        title: format!("{} (TB = {})", figure.caption(), a.total_budget),
        note: Some(match a.kind {
            AutomatonKind::Alpha => {
                "nodes: Left's budget p (Left holds the marker); α: entries for even|odd heaps"
                    .into()
            }
            AutomatonKind::Beta => {
                "nodes: Left's budget p (Left holds the marker); β: the entry (odd TB)".into()
            }
        }),
        ..Drawing::default()
    };
    for panel in &lay.panels {
        let base = d.nodes.len();
        for (p, &c) in panel.nodes.iter().enumerate() {
            d.nodes.push(DrawNode {
                center: c,
                width: crate::layout::automaton::NODE_W,
                height: crate::layout::automaton::NODE_H,
                lines: vec![p.to_string(), entries(a, p)],
                tooltip: format!("Left has {p}, Right {}", a.total_budget as usize - p),
                ..DrawNode::default()
            });
        }
        d.nodes.push(DrawNode {
            center: panel.title_at,
            width: crate::layout::automaton::TITLE_W,
            height: crate::layout::automaton::NODE_H,
            lines: vec![panel.title.clone()],
            tooltip: panel.title.clone(),
            ..DrawNode::default()
        });
        for arc in &panel.arcs {
            d.edges.push(DrawEdge {
                from: base + arc.from as usize,
                to: base + arc.to as usize,
                route: arc.route.clone(),
                label: arc.label.clone(),
                ..DrawEdge::default()
            });
        }
    }
    d
}

/// [`automaton_drawing`] as a standalone SVG document.
pub fn automaton_svg(figure: AutomatonFigure, a: &Automaton, edges: &[BidEdge]) -> String {
    export::svg(&automaton_drawing(figure, a, edges))
}

/// [`automaton_drawing`] as a TikZ picture.
pub fn automaton_tikz(figure: AutomatonFigure, a: &Automaton, edges: &[BidEdge]) -> String {
    export::tikz(&automaton_drawing(figure, a, edges))
}
