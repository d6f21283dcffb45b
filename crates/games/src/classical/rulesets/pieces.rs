//! A board of pieces cut in place (Cutcake, through a ruleset's
//! [`pieces`](super::Ruleset::pieces) and [`cut_of`](super::Ruleset::cut_of);
//! issue 42): a cut splits a piece where it stands, so through a game every
//! piece stays where it was in the starting cake. A position alone (a list
//! of pieces) does not say where its pieces stand: they are placed by
//! replaying the cuts from the start ([`Placed::cut`]), and a cut is named
//! in the start's own coordinates ([`Placed::cut_name`]): the columns
//! lettered `a`, `b`, … and the rows numbered from 1 at the top, as the
//! board draws them (`cut between columns b and c`).

use super::column_letters;

/// Said once above the move values of a position with several pieces
/// (`pebbles play cgt --hints`): its cuts are named in the coordinates of
/// the whole cake, not of each piece.
pub const LETTERS_ACROSS_THE_CAKE: &str = "Column letters and row numbers count across the whole \
cake as its board draws it (every piece where it stands, gaps included), not within each piece.";

/// A piece where it stands in the start's grid (the pieces of the start
/// side by side, one column between two): top row, first column, size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub row: usize,
    pub col: usize,
    pub rows: usize,
    pub cols: usize,
}

/// A cut: the piece (from 0), whether between columns (Left's cut), and
/// after how many of the piece's columns or rows.
pub type Cut = (usize, bool, usize);

/// The pieces of a board in the frame of its start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The pieces in the position's order, each where it stands.
    pub places: Vec<Place>,
    /// The start's columns (gaps between its pieces included).
    pub cols: usize,
    /// The start's rows.
    pub rows: usize,
}

/// The pieces of `start` in place, side by side (a column between two).
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

impl Place {
    /// The two parts of the cut after `k` columns (`vertical`) or rows, in
    /// the order the ruleset lists them; `None`: no such cut.
    pub fn cut(self, vertical: bool, k: usize) -> Option<(Place, Place)> {
        let side = if vertical { self.cols } else { self.rows };
        if k == 0 || k >= side {
            return None;
        }
        Some(if vertical {
            let b = Place {
                col: self.col + k,
                cols: self.cols - k,
                ..self
            };
            (Place { cols: k, ..self }, b)
        } else {
            let b = Place {
                row: self.row + k,
                rows: self.rows - k,
                ..self
            };
            (Place { rows: k, ..self }, b)
        })
    }

    /// Whether the piece holds both cells on either side of the line
    /// after column `c` (`vertical`) or row `c` of the frame.
    fn spans(&self, vertical: bool, c: usize) -> bool {
        let (at, n) = if vertical {
            (self.col, self.cols)
        } else {
            (self.row, self.rows)
        };
        at < c && c < at + n
    }
}

impl Placed {
    /// The pieces of `start` side by side, as the ruleset draws them.
    pub fn start(start: &[(u8, u8)]) -> Placed {
        let places = start_places(start);
        let cols = places.last().map_or(0, |p| p.col + p.cols);
        let rows = places.iter().map(|p| p.rows).max().unwrap_or(1);
        Placed { places, cols, rows }
    }

    /// Makes the cut `(piece, vertical, k)` in place: the two parts replace
    /// the piece, in its place in the list. `None` (and nothing changed):
    /// no such cut.
    pub fn cut(&mut self, (i, vertical, k): Cut) -> Option<(Place, Place)> {
        let (a, b) = self.places.get(i)?.cut(vertical, k)?;
        self.places.splice(i..=i, [a, b]);
        Some((a, b))
    }

    /// The cut `(piece, vertical, k)` in the board's words: `cut between
    /// columns b and c` (Left) or `cut between rows 1 and 2` (Right), with
    /// the piece's rows (`in rows 2–3`) or columns (`in columns c–d`) where
    /// another piece could be cut along the same line. `None`: no such cut.
    pub fn cut_name(&self, (i, vertical, k): Cut) -> Option<String> {
        let p = *self.places.get(i)?;
        p.cut(vertical, k)?;
        let line = if vertical { p.col + k } else { p.row + k };
        let shared = self
            .places
            .iter()
            .enumerate()
            .any(|(j, q)| j != i && q.spans(vertical, line));
        let (what, before, after) = if vertical {
            ("columns", column_letters(line - 1), column_letters(line))
        } else {
            ("rows", line.to_string(), (line + 1).to_string())
        };
        let mut name = format!("cut between {what} {before} and {after}");
        if shared {
            name.push_str(&if vertical {
                span("row", "rows", p.row, p.rows, |r| (r + 1).to_string())
            } else {
                span("column", "columns", p.col, p.cols, column_letters)
            });
        }
        Some(name)
    }
}

/// ` in row 2`, ` in rows 2–3`.
fn span(one: &str, many: &str, at: usize, n: usize, label: impl Fn(usize) -> String) -> String {
    if n == 1 {
        format!(" in {one} {}", label(at))
    } else {
        format!(" in {many} {}–{}", label(at), label(at + n - 1))
    }
}
