//! A board of pieces cut in place (Cutcake, through its ruleset's `pieces`
//! and `cut_of`) in the frame of its start (issue 42): a cut splits a piece in
//! place, so through a game every piece stays where it was in the starting
//! cake and each cut is drawn as a line where it was made. The position
//! alone (a list of pieces) does not say where its pieces stand: they are
//! placed by replaying the cuts from the start.

use super::{BoardLayout, Shape, SiteBox, CELL, MARGIN};

/// A piece where it stands in the start's grid (the pieces of the start
/// side by side, one column between two): top row, first column, size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub row: usize,
    pub col: usize,
    pub rows: usize,
    pub cols: usize,
}

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
}

/// The pieces of `start` in place, side by side.
pub fn start_places(start: &[(u8, u8)]) -> Vec<Place> {
    let mut col = 0;
    start
        .iter()
        .map(|&(r, c)| {
            let p = Place {
                row: 0,
                col,
                rows: r as usize,
                cols: c as usize,
            };
            col += c as usize + 1;
            p
        })
        .collect()
}

/// The places after the cut `(piece, vertical, k)` (piece from 0, after
/// `k` columns when `vertical`, else `k` rows), as the ruleset cuts: the
/// two parts replace the piece, in its place in the list. `None`: no such
/// cut.
pub fn cut_in_place(
    places: &mut Vec<Place>,
    (i, vertical, k): (usize, bool, usize),
) -> Option<CutLine> {
    let at = *places.get(i)?;
    let side = if vertical { at.cols } else { at.rows };
    if k == 0 || k >= side {
        return None;
    }
    let (x, y) = (MARGIN + at.col as f64 * CELL, MARGIN + at.row as f64 * CELL);
    let (a, b, line) = if vertical {
        let x = x + k as f64 * CELL;
        let line = (x, y, x, y + at.rows as f64 * CELL);
        let b = Place {
            col: at.col + k,
            cols: at.cols - k,
            ..at
        };
        (Place { cols: k, ..at }, b, line)
    } else {
        let y = y + k as f64 * CELL;
        let line = (x, y, x + at.cols as f64 * CELL, y);
        let b = Place {
            row: at.row + k,
            rows: at.rows - k,
            ..at
        };
        (Place { rows: k, ..at }, b, line)
    };
    places.splice(i..=i, [a, b]);
    Some(CutLine {
        x0: line.0,
        y0: line.1,
        x1: line.2,
        y1: line.3,
    })
}

/// The pieces `start` (rows, columns; side by side as the ruleset draws
/// them) after `cuts` ([`cut_in_place`]), in the start's frame; `None`
/// when a cut is not one of its position.
pub fn cake_layout(start: &[(u8, u8)], cuts: &[(usize, bool, usize)]) -> Option<CakeLayout> {
    let mut places = start_places(start);
    let cuts = cuts
        .iter()
        .map(|&c| cut_in_place(&mut places, c))
        .collect::<Option<Vec<_>>>()?;
    let w = places
        .iter()
        .map(|p| p.cols + 1)
        .sum::<usize>()
        .saturating_sub(1);
    let h = places.iter().map(|p| p.rows).max().unwrap_or(1);
    // The frame is the start's grid: its width is the start's (cuts keep
    // every piece inside it).
    let frame_w = start_places(start).last().map_or(0, |p| p.col + p.cols);
    let frame_h = start.iter().map(|&(r, _)| r as usize).max().unwrap_or(1);
    let hidden = SiteBox {
        x: 0.0,
        y: 0.0,
        size: 0.0,
        shape: Shape::Cell,
    };
    let mut sites = vec![hidden; w * h];
    let mut x0 = 0;
    for p in &places {
        for y in 0..p.rows {
            for x in 0..p.cols {
                sites[y * w + x0 + x] = SiteBox {
                    x: MARGIN + (p.col + x) as f64 * CELL,
                    y: MARGIN + (p.row + y) as f64 * CELL,
                    size: CELL,
                    shape: Shape::Cell,
                };
            }
        }
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
    })
}
