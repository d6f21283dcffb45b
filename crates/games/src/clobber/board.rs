//! Boards (§3): a rectangle of cells holding 0 (empty) or a player number.
//! Text syntax: cells separated by commas, grid rows by `|` — `1,2,3,2,1,3`
//! or `1,2,3|3,0,1`.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::value::MAX_PLAYERS;
use crate::notation::{parse_number, NotationError};

/// Most cells a board may have (the search is exponential long before this).
pub const MAX_CELLS: usize = 24;

/// A rectangular board, row by row. A single column is stored as a strip.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
}

impl Board {
    /// A `1 × n` strip.
    pub fn strip(cells: Vec<u8>) -> Board {
        Board {
            rows: 1,
            cols: cells.len(),
            cells,
        }
    }

    /// A grid of `rows` rows given row by row; `None` if the sizes disagree.
    pub fn grid(rows: usize, cells: Vec<u8>) -> Option<Board> {
        if rows == 0 || cells.len() % rows != 0 {
            return None;
        }
        let cols = cells.len() / rows;
        Some(if cols == 1 {
            Board::strip(cells)
        } else {
            Board { rows, cols, cells }
        })
    }

    /// Parses `1,2,3` or `1,2|3,0`; cells are `0..=players`.
    pub fn parse(text: &str, players: u8) -> Result<Board, NotationError> {
        let mut cells = Vec::new();
        let mut rows = 0;
        let mut width = None;
        for row in text.split('|') {
            let before = cells.len();
            for token in row.split(',') {
                let c = parse_number(token, 0, u32::from(players))?;
                cells.push(c as u8);
                if cells.len() > MAX_CELLS {
                    return Err(NotationError::new(
                        text.trim(),
                        format!("has too many cells (at most {MAX_CELLS})"),
                    ));
                }
            }
            let w = cells.len() - before;
            match width {
                Some(expected) if expected != w => {
                    return Err(NotationError::new(
                        row.trim(),
                        format!(
                            "has {w} cell{}; every row must have {expected}",
                            if w == 1 { "" } else { "s" }
                        ),
                    ))
                }
                _ => width = Some(w),
            }
            rows += 1;
        }
        Ok(Board::grid(rows, cells).expect("rows have equal width"))
    }

    pub fn rows(&self) -> usize {
        self.rows
    }

    pub fn cols(&self) -> usize {
        self.cols
    }

    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    pub fn is_strip(&self) -> bool {
        self.rows == 1
    }

    /// The largest player number on the board.
    pub fn max_player(&self) -> u8 {
        self.cells.iter().copied().max().unwrap_or(0)
    }

    /// The moves of `player`, in cell order: `(i, j)` when the token on `i`
    /// may take the other player's token on the neighbouring cell `j`.
    pub fn captures(&self, player: u8) -> impl Iterator<Item = (usize, usize)> + '_ {
        (0..self.cells.len())
            .filter(move |&i| self.cells[i] == player)
            .flat_map(move |i| {
                self.neighbours(i)
                    .filter(move |&j| self.foe(player, j))
                    .map(move |j| (i, j))
            })
    }

    /// The board after the token on `i` takes the token on `j`.
    pub fn after_capture(&self, i: usize, j: usize) -> Board {
        let mut cells = self.cells.clone();
        cells[j] = cells[i];
        cells[i] = 0;
        Board { cells, ..*self }
    }

    /// Whether `player` has a move: a token next to a token of another player.
    pub fn can_move(&self, player: u8) -> bool {
        self.captures(player).next().is_some()
    }

    /// Whether anybody can move.
    pub fn any_move(&self) -> bool {
        (1..=MAX_PLAYERS).any(|p| self.can_move(p))
    }

    fn foe(&self, player: u8, j: usize) -> bool {
        self.cells[j] != 0 && self.cells[j] != player
    }

    /// Orthogonal neighbours of cell `i`.
    pub fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> {
        neighbours(self.rows, self.cols, i)
    }
}

/// Orthogonal neighbours of cell `i` on a `rows × cols` rectangle.
pub fn neighbours(rows: usize, cols: usize, i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / cols, i % cols);
    let left = (c > 0).then(|| i - 1);
    let right = (c + 1 < cols).then_some(i + 1);
    let up = (r > 0).then(|| i - cols);
    let down = (r + 1 < rows).then_some(i + cols);
    [left, right, up, down].into_iter().flatten()
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (r, row) in self.cells.chunks(self.cols.max(1)).enumerate() {
            if r > 0 {
                f.write_str("|")?;
            }
            let texts: Vec<String> = row.iter().map(u8::to_string).collect();
            f.write_str(&texts.join(","))?;
        }
        Ok(())
    }
}
