//! Where each site of a [`Board`] is drawn: cells of a grid or strip as
//! squares with column letters above and row numbers at the left, heaps as
//! columns of pebbles standing on a line with the heap's number below,
//! graphs as edges and vertices above a ground line ([`graph`]).
//! Pixels at scale 1; the page scales the picture with its `viewBox`.

pub mod cake;
pub mod frame;
pub mod graph;

pub use cake::{cake_layout, CakeLayout, CutLine, PieceBox};
pub use frame::{board_layout_in, ghosts, Ghosts};
pub use graph::{GraphDrawing, Point, Stroke};

use crate::games::classical::rulesets::{column_letters, Board, Geometry};

/// Side of a cell.
pub const CELL: f64 = 44.0;
/// Diameter of a pebble (with its gap).
pub const PEBBLE: f64 = 30.0;
/// Room for the coordinate labels.
// Public for the tests in tests/it.
#[doc(hidden)]
pub const MARGIN: f64 = 20.0;

/// The shape a site is drawn as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Cell,
    Pebble,
    /// An edge of a graph; the box is centred on its middle.
    Edge,
    /// A vertex of a graph.
    Vertex,
    /// The ground vertex of a graph: the ground line.
    Ground,
}

/// A site's box: top left corner, size, shape.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SiteBox {
    pub x: f64,
    pub y: f64,
    pub size: f64,
    pub shape: Shape,
}

impl SiteBox {
    pub fn center(&self) -> (f64, f64) {
        (self.x + self.size / 2.0, self.y + self.size / 2.0)
    }
}

/// A coordinate label: centre and text.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub x: f64,
    pub y: f64,
    pub text: String,
}

/// The picture of one board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardLayout {
    pub width: f64,
    pub height: f64,
    /// One box per site, in site order.
    pub sites: Vec<SiteBox>,
    pub labels: Vec<Label>,
    /// Heaps and graphs: the ground line (x0, x1, y).
    pub ground: Option<(f64, f64, f64)>,
    /// Graphs: how each edge and vertex is drawn.
    pub graph: Option<GraphDrawing>,
}

/// The layout of `board`.
pub fn board_layout(board: &Board) -> BoardLayout {
    match &board.geometry {
        Geometry::Grid { w, h } => grid_layout(*w, *h),
        Geometry::Strip { len } => grid_layout(*len, 1),
        Geometry::Heaps { sizes } => heaps_layout(sizes),
        Geometry::Graph {
            vertices,
            edges,
            ground,
        } => graph::graph_layout(vertices, edges, *ground),
    }
}

fn grid_layout(w: usize, h: usize) -> BoardLayout {
    let mut sites = Vec::with_capacity(w * h);
    for r in 0..h {
        for c in 0..w {
            sites.push(SiteBox {
                x: MARGIN + c as f64 * CELL,
                y: MARGIN + r as f64 * CELL,
                size: CELL,
                shape: Shape::Cell,
            });
        }
    }
    let mut labels = Vec::with_capacity(w + h);
    for c in 0..w {
        labels.push(Label {
            x: MARGIN + (c as f64 + 0.5) * CELL,
            y: MARGIN / 2.0,
            text: column_letters(c),
        });
    }
    for r in 0..h {
        labels.push(Label {
            x: MARGIN / 2.0,
            y: MARGIN + (r as f64 + 0.5) * CELL,
            text: (r + 1).to_string(),
        });
    }
    BoardLayout {
        width: MARGIN + w as f64 * CELL + 2.0,
        height: MARGIN + h as f64 * CELL + 2.0,
        sites,
        labels,
        ground: None,
        graph: None,
    }
}

/// Heaps side by side, pebbles from the ground up; a heap is at least one
/// pebble wide, and the picture at least three pebbles high, so an empty
/// heap still has its place and number.
fn heaps_layout(sizes: &[u32]) -> BoardLayout {
    heaps_layout_tall(sizes, 0)
}

/// Heaps as [`heaps_layout`] draws them, the picture at least `tallest`
/// pebbles high (a game's heaps keep the ground of its start).
fn heaps_layout_tall(sizes: &[u32], tallest: u32) -> BoardLayout {
    let tallest = sizes
        .iter()
        .copied()
        .chain([tallest])
        .max()
        .unwrap_or(0)
        .max(3) as f64;
    let column = PEBBLE + 14.0;
    let ground = 8.0 + tallest * PEBBLE;
    let mut sites = Vec::new();
    let mut labels = Vec::new();
    for (i, &n) in sizes.iter().enumerate() {
        let x = 8.0 + i as f64 * column;
        for p in 0..n {
            sites.push(SiteBox {
                x,
                y: ground - (p + 1) as f64 * PEBBLE,
                size: PEBBLE,
                shape: Shape::Pebble,
            });
        }
        labels.push(Label {
            x: x + PEBBLE / 2.0,
            y: ground + 14.0,
            text: n.to_string(),
        });
    }
    let width = 8.0 + sizes.len().max(1) as f64 * column;
    BoardLayout {
        width,
        height: ground + 24.0,
        sites,
        labels,
        ground: Some((2.0, width - 6.0, ground + 2.0)),
        graph: None,
    }
}
