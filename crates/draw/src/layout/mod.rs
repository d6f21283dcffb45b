//! Graph layouts as pure functions returning node centres: a tidy tree layout
//! (Walker's algorithm in the linear-time form of Buchheim, Jünger and Leipert)
//! and a layered (Sugiyama-style) layout for DAGs, and the layout of a game
//! graph built on them ([`graph_layout`]). Drawing lives in
//! [`crate::export`]; the game graphs themselves in [`crate::games::game_tree`].
//!
//! Coordinates grow rightwards and downwards; the leftmost node edge is at
//! `x = 0` and the top row's top edge at `y = 0`. Every function accepts any
//! input: bad indices are ignored, cycles broken, odd sizes replaced.

pub mod automaton;
pub mod board;
mod graph;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod layered;
mod tidy;

pub use automaton::{
    automaton_layout, label_box, ArcLayout, AutomatonFigure, AutomatonLayout, PanelLayout, Rect,
};
pub use graph::{box_width, graph_layout, text_widths, GraphLayout};
pub use layered::{layered_dag, layered_dag_routed, DagLayout, MAX_DUMMIES};
pub use tidy::{tidy_tree, tidy_tree_sized, tidy_tree_split};

use serde::{Deserialize, Serialize};

/// A node centre.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Placed {
    pub x: f64,
    pub y: f64,
}

/// Node box and spacing. Two neighbours in a row are at least
/// `(width_a + width_b) / 2 + h_gap` apart (centre to centre); rows are
/// `node_height + v_gap` apart.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LayoutOpts {
    pub node_width: f64,
    pub node_height: f64,
    pub h_gap: f64,
    pub v_gap: f64,
}

impl Default for LayoutOpts {
    fn default() -> Self {
        LayoutOpts {
            node_width: 72.0,
            node_height: 36.0,
            h_gap: 16.0,
            v_gap: 44.0,
        }
    }
}

fn finite_or(v: f64, dflt: f64) -> f64 {
    if v.is_finite() && v >= 0.0 {
        v.min(1e9)
    } else {
        dflt
    }
}

impl LayoutOpts {
    /// The same options with negative, infinite or NaN fields replaced by defaults.
    pub fn sane(&self) -> LayoutOpts {
        let d = LayoutOpts::default();
        LayoutOpts {
            node_width: finite_or(self.node_width, d.node_width),
            node_height: finite_or(self.node_height, d.node_height),
            h_gap: finite_or(self.h_gap, d.h_gap),
            v_gap: finite_or(self.v_gap, d.v_gap),
        }
    }

    /// Centre `y` of row `depth`.
    pub fn row_y(&self, depth: usize) -> f64 {
        self.node_height / 2.0 + depth as f64 * (self.node_height + self.v_gap)
    }
}

/// Width of each of `n` nodes: `widths[i]` where given and sane, else `opts.node_width`.
fn node_widths(n: usize, widths: &[f64], opts: &LayoutOpts) -> Vec<f64> {
    (0..n)
        .map(|i| finite_or(widths.get(i).copied().unwrap_or(f64::NAN), opts.node_width))
        .collect()
}

/// Shifts all x so that the leftmost box edge is at 0.
fn normalise_x(pos: &mut [Placed], w: &[f64]) {
    let min = pos
        .iter()
        .zip(w)
        .map(|(p, w)| p.x - w / 2.0)
        .fold(f64::INFINITY, f64::min);
    if min.is_finite() {
        for p in pos.iter_mut() {
            p.x -= min;
        }
    }
}
