//! Col (Colin Vout; Conway, *On Numbers and Games*; Winning Ways, chapter 2;
//! Lessons in Play; Siegel, *Combinatorial Game Theory*): a
//! player colours an empty cell that is not orthogonally next to a cell of
//! their own colour; a player who cannot move loses (normal play). Played
//! here on the cells of a grid (the map's regions are cells, neighbours
//! share an edge). Every value is a number or a number plus `*`.
//!
//! Position: `.` empty, `x` Left's colour, `o` Right's, `#` no cell, rows
//! separated by `|`. Move: the cell coloured (`b2`).
//!
//! Algorithm (shared with Snort, `colouring.rs`): cells next to both colours
//! are dead; the live empty cells split into orthogonally connected regions,
//! each kept with the coloured cells next to it; a region is memoised once
//! for its eight symmetries and the colour swap, which negates the value.

use crate::common::Player;

use super::colouring::{self, ColourBoard, Forbid};
use super::{Board, Edit, Info, Limits, Move, PositionError, Ruleset};

#[derive(Clone, Copy, Debug, Default)]
pub struct Col;

static INFO: Info = Info {
    id: "col",
    name: "Col",
    impartial: false,
    rules: "A player colours an empty cell (Left x, Right o) that is not next to a cell of \
            their own colour; the player who cannot move loses. Every value is a number or \
            a number plus *.",
    source: "Conway, On Numbers and Games; Winning Ways, chapter 2; Lessons in Play; \
             Siegel, Combinatorial Game Theory",
    notation: ". empty, x Left, o Right, # no cell; rows split by |, boards by +",
    move_notation: "the cell coloured: b2",
    size_name: "empty cells",
    limits: Limits {
        expr: 12,
        page: 24,
        play: 16,
        cli: 24,
    },
    edit: Edit::Cells(&['.', 'x', 'o', '#']),
    start: "...|...",
    examples: &[
        ("Col 2×3", "...|..."),
        ("Col one cell (*)", "."),
        ("Col two cells (0)", ".."),
        ("Col x..o", "x..o"),
        ("Col 3×3", "...|...|..."),
        ("Col 3×4", "....|....|...."),
    ],
};

impl Ruleset for Col {
    type Position = ColourBoard;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<ColourBoard, PositionError> {
        colouring::parse(text)
    }

    fn print(&self, b: &ColourBoard) -> String {
        colouring::print(b)
    }

    fn size(&self, b: &ColourBoard) -> usize {
        colouring::size(b)
    }

    fn options(&self, b: &ColourBoard, player: Player) -> Vec<ColourBoard> {
        colouring::options(b, Forbid::Own, player)
    }

    fn components(&self, b: &ColourBoard) -> Vec<ColourBoard> {
        colouring::components(b)
    }

    fn normalize(&self, b: &ColourBoard) -> (ColourBoard, bool) {
        colouring::normalize(b)
    }

    fn board(&self, b: &ColourBoard) -> Board {
        colouring::board(b)
    }

    fn moves(&self, b: &ColourBoard, player: Player) -> Vec<Move<ColourBoard>> {
        colouring::moves(b, Forbid::Own, player)
    }

    /// `coloured b2`.
    fn action(&self, label: &str) -> String {
        format!("coloured {label}")
    }
}
