//! Writers for a laid-out graph: Graphviz DOT, TikZ and standalone SVG. Pure
//! string builders; every label is escaped for its format. Coordinates are
//! those of [`crate::layout`] (pixels, y downwards). [`graph_drawing`] turns
//! a game graph and its layout into a [`Drawing`].

mod board;
mod board_tikz;
mod classical;
mod clobber;
mod dot;
mod efg;
mod graph;
mod loopy;
mod svg;
mod tikz;

pub use board::{board_svg, position_svg, position_svg_in_play, InPlay};
pub use board_tikz::{board_tikz, position_tikz, position_tikz_in_play};
pub use classical::classical_tree_drawing;
pub use clobber::clobber_tree_drawing;
pub use dot::{dot, dot_quote};
pub use efg::{efg_tree_drawing, payoff_vector, EFG_LEGEND};
pub use graph::{graph_dot, graph_drawing, graph_svg, graph_tikz};
pub use loopy::loopy_tree_drawing;
pub use svg::{svg, svg_document, xml_escape, Svg, LAYER_BYTES};
pub use tikz::{tex_escape, tikz};

use serde::{Deserialize, Serialize};

use crate::layout::{label_box, Placed, Rect};

/// A node box with its text.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DrawNode {
    pub center: Placed,
    pub width: f64,
    pub height: f64,
    /// Text lines inside the box.
    pub lines: Vec<String>,
    /// Small label left of the box (the player to move, as in Figure 4).
    pub side: Option<String>,
    /// Drawn dashed: has options that are not shown.
    pub collapsed: bool,
    /// Hover text.
    pub tooltip: String,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DrawEdge {
    pub from: usize,
    pub to: usize,
    /// Polyline from the source centre to the target centre; empty means a
    /// straight line between the two centres.
    pub route: Vec<Placed>,
    pub label: String,
    /// Thick line (PSPE edges, Figure 4).
    pub thick: bool,
    /// Double line (value-determining edges, Figure 5).
    pub double: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Drawing {
    pub title: String,
    pub nodes: Vec<DrawNode>,
    pub edges: Vec<DrawEdge>,
    /// One line printed under the drawing (e.g. the node-budget notice).
    pub note: Option<String>,
}

impl Drawing {
    /// The polyline of edge `e` (its route, or the two centres).
    pub fn points(&self, e: &DrawEdge) -> Vec<Placed> {
        if e.route.len() >= 2 {
            return e.route.clone();
        }
        match (self.nodes.get(e.from), self.nodes.get(e.to)) {
            (Some(a), Some(b)) => vec![a.center, b.center],
            _ => Vec::new(),
        }
    }

    /// (min x, min y, max x, max y) over boxes, side labels and routes.
    pub fn bounds(&self) -> (f64, f64, f64, f64) {
        let mut b = (
            f64::INFINITY,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NEG_INFINITY,
        );
        let mut add = |x: f64, y: f64| {
            if x.is_finite() && y.is_finite() {
                b = (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y));
            }
        };
        for n in &self.nodes {
            let side = if n.side.is_some() { 16.0 } else { 0.0 };
            add(
                n.center.x - n.width / 2.0 - side,
                n.center.y - n.height / 2.0,
            );
            add(n.center.x + n.width / 2.0, n.center.y + n.height / 2.0);
        }
        for e in &self.edges {
            for p in &e.route {
                add(p.x, p.y);
            }
        }
        if b.0.is_finite() {
            b
        } else {
            (0.0, 0.0, 0.0, 0.0)
        }
    }
}

/// Where an edge label goes: the middle of the polyline's middle segment.
// Public for the tests in tests/it.
#[doc(hidden)]
pub fn label_at(pts: &[Placed]) -> Option<Placed> {
    if pts.len() < 2 {
        return None;
    }
    let i = (pts.len() - 1) / 2;
    Some(Placed {
        x: (pts[i].x + pts[i + 1].x) / 2.0,
        y: (pts[i].y + pts[i + 1].y) / 2.0,
    })
}

/// Where along a polyline a label may go, best first: the middle of its
/// middle segment ([`label_at`]), then from the middle of its length out
/// towards the ends.
fn label_candidates(pts: &[Placed]) -> Vec<Placed> {
    let lengths: Vec<f64> = pts
        .windows(2)
        .map(|w| (w[1].x - w[0].x).hypot(w[1].y - w[0].y))
        .collect();
    let total: f64 = lengths.iter().sum();
    let along = |t: f64| {
        let mut left = t * total;
        for (w, len) in pts.windows(2).zip(&lengths) {
            if left <= *len && *len > 0.0 {
                let k = left / len;
                return Placed {
                    x: w[0].x + k * (w[1].x - w[0].x),
                    y: w[0].y + k * (w[1].y - w[0].y),
                };
            }
            left -= len;
        }
        pts[pts.len() - 1]
    };
    let mut out: Vec<Placed> = label_at(pts).into_iter().collect();
    if total.is_finite() && total > 0.0 {
        out.extend([0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78].map(along));
    }
    out
}

/// The box an edge label takes: its text with the white halo around it.
// Public for the tests in tests/it.
#[doc(hidden)]
pub fn edge_label_box(text: &str, at: Placed) -> Rect {
    let b = label_box(text, at);
    Rect {
        w: b.w + 2.0,
        h: b.h + 2.0,
        ..b
    }
}

/// Where each edge's label is drawn, in edge order: the first place along
/// the edge where its box meets no node box and no label placed before it;
/// `None` for an edge without a label, or whose label finds no free place
/// (the SVG then shows it on hover). So no two labels overlap, however
/// dense the graph.
// Public for the tests in tests/it.
#[doc(hidden)]
pub fn label_places(d: &Drawing) -> Vec<Option<Placed>> {
    let mut taken: Vec<Rect> = d
        .nodes
        .iter()
        .map(|n| Rect {
            center: n.center,
            w: n.width,
            h: n.height,
        })
        .collect();
    d.edges
        .iter()
        .map(|e| {
            if e.label.is_empty() {
                return None;
            }
            let pts = d.points(e);
            let at = label_candidates(&pts).into_iter().find(|&p| {
                let b = edge_label_box(&e.label, p);
                !taken.iter().any(|t| t.overlaps(&b))
            })?;
            taken.push(edge_label_box(&e.label, at));
            Some(at)
        })
        .collect()
}

/// A coordinate with at most two decimals (`0` for NaN and infinities).
pub(crate) fn num(v: f64) -> String {
    if !v.is_finite() {
        return "0".into();
    }
    let r = (v * 100.0).round() / 100.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r}")
    }
}
