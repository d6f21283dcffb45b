//! A board of pieces cut in place (Cutcake, through its ruleset's `pieces`
//! and `cut_of`) in the frame of its start (issue 42): a cut splits a piece in
//! place, so through a game every piece stays where it was in the starting
//! cake and each cut is drawn as a line where it was made. The position
//! alone (a list of pieces) does not say where its pieces stand: they are
//! placed by replaying the cuts from the start (the games' `Placed`, which
//! also names the cuts in the start's coordinates).

pub use crate::games::classical::rulesets::pieces::{start_places, Cut, Place, Placed};

use super::{BoardLayout, Shape, SiteBox, CELL, MARGIN};
use crate::games::classical::rulesets::column_letters;

/// A cut as drawn: a line along the cells' edges, from (x0, y0) to (x1, y1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CutLine {
    pub x0: f64,
    pub y0: f64,
    pub x1: f64,
    pub y1: f64,
}

/// A cake in play, drawn in the frame of its start.
#[derive(Clone, Debug, PartialEq)]
pub struct CakeLayout {
    /// One box per site of the position's board (`Cutcake::board`): a
    /// piece's cells where the piece stands; the position's gaps and
    /// padding, which the frame does not draw, have size 0.
    pub layout: BoardLayout,
    /// The cuts made, in the order played.
    pub cuts: Vec<CutLine>,
    /// The position's pieces, in its order: where each stands in the
    /// start's frame and the sites of its cells.
    pub pieces: Vec<PieceBox>,
}

/// A piece as drawn: its place in the start's grid, its box in pixels
/// and the sites (of the position's board) of its cells, row by row.
#[derive(Clone, Debug, PartialEq)]
pub struct PieceBox {
    pub place: Place,
    pub x: f64,
    pub y: f64,
    pub width: f64,
    pub height: f64,
    pub sites: Vec<usize>,
}

impl PieceBox {
    /// `piece 2: rows 1–3, columns c–d` (`row 1`, `column c` for one), in
    /// the start's coordinates, as the board labels them.
    pub fn name(&self, number: usize) -> String {
        let p = self.place;
        let span = |one: &str, many: &str, at: usize, n: usize, label: fn(usize) -> String| {
            if n == 1 {
                format!("{one} {}", label(at))
            } else {
                format!("{many} {}–{}", label(at), label(at + n - 1))
            }
        };
        format!(
            "piece {number}: {}, {}",
            span("row", "rows", p.row, p.rows, |r| (r + 1).to_string()),
            span("column", "columns", p.col, p.cols, column_letters)
        )
    }
}

/// The places after the cut `(piece, vertical, k)` (piece from 0, after
/// `k` columns when `vertical`, else `k` rows), as the ruleset cuts
/// ([`Placed::cut`]), and the cut's line. `None`: no such cut.
pub fn cut_in_place(placed: &mut Placed, cut: Cut) -> Option<CutLine> {
    let (a, b) = placed.cut(cut)?;
    let (x, y) = (MARGIN + b.col as f64 * CELL, MARGIN + b.row as f64 * CELL);
    Some(if cut.1 {
        CutLine {
            x0: x,
            y0: y,
            x1: x,
            y1: y + a.rows as f64 * CELL,
        }
    } else {
        CutLine {
            x0: x,
            y0: y,
            x1: x + a.cols as f64 * CELL,
            y1: y,
        }
    })
}

/// The pieces `start` (rows, columns; side by side as the ruleset draws
/// them) after `cuts` ([`cut_in_place`]), in the start's frame; `None`
/// when a cut is not one of its position.
pub fn cake_layout(start: &[(u8, u8)], cuts: &[(usize, bool, usize)]) -> Option<CakeLayout> {
    let mut placed = Placed::start(start);
    let cuts = cuts
        .iter()
        .map(|&c| cut_in_place(&mut placed, c))
        .collect::<Option<Vec<_>>>()?;
    let places = placed.places;
    let w = places
        .iter()
        .map(|p| p.cols + 1)
        .sum::<usize>()
        .saturating_sub(1);
    let h = places.iter().map(|p| p.rows).max().unwrap_or(1);
    // The frame is the start's grid: its width is the start's (cuts keep
    // every piece inside it).
    let (frame_w, frame_h) = (placed.cols, placed.rows);
    let hidden = SiteBox {
        x: 0.0,
        y: 0.0,
        size: 0.0,
        shape: Shape::Cell,
    };
    let mut sites = vec![hidden; w * h];
    let mut pieces = Vec::with_capacity(places.len());
    let mut x0 = 0;
    for p in &places {
        let mut cells = Vec::with_capacity(p.rows * p.cols);
        for y in 0..p.rows {
            for x in 0..p.cols {
                let s = y * w + x0 + x;
                sites[s] = SiteBox {
                    x: MARGIN + (p.col + x) as f64 * CELL,
                    y: MARGIN + (p.row + y) as f64 * CELL,
                    size: CELL,
                    shape: Shape::Cell,
                };
                cells.push(s);
            }
        }
        pieces.push(PieceBox {
            place: *p,
            x: MARGIN + p.col as f64 * CELL,
            y: MARGIN + p.row as f64 * CELL,
            width: p.cols as f64 * CELL,
            height: p.rows as f64 * CELL,
            sites: cells,
        });
        x0 += p.cols + 1;
    }
    Some(CakeLayout {
        layout: BoardLayout {
            width: MARGIN + frame_w as f64 * CELL + 2.0,
            height: MARGIN + frame_h as f64 * CELL + 2.0,
            sites,
            // The start's column letters and row numbers, through the game.
            labels: super::grid_layout(frame_w, frame_h).labels,
            ground: None,
            graph: None,
        },
        cuts,
        pieces,
    })
}
