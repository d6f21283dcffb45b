//! Cram (Martin Gardner, *Mathematical Games*, Scientific American, February
//! 1974; Winning Ways; Siegel, *Combinatorial Game Theory*): both players place a
//! domino, either way, on two orthogonally adjacent empty cells; a player
//! who cannot move loses (normal play). Impartial: every value is a
//! nimber, and Cram on a 1×n strip is Dawson's Kayles (octal `0.07`) on a
//! heap of n.
//!
//! Position: `.` an empty cell, `#` no cell, rows separated by `|` (the
//! notation of Domineering, which CGSuite shares). Move: the two cells the
//! domino covers, top or left one first (`a1-b1` across, `a1-a2` down); the
//! gesture is those two cells in that order, so no gesture starts another.
//!
//! Algorithm: regions of empty cells (orthogonally connected) are
//! independent and add; a region of one cell is 0 and dropped. A region
//! is memoised once for its eight symmetric images (`Bits::least_image`):
//! both players have the same moves, so no image negates the value.

use crate::common::Player;

use super::super::grid::Bits;
use super::lines;
use super::{cell_name, Board, Edit, Glyph, Info, Limits, Move, PositionError, Ruleset};

/// A Cram position: the mask of empty cells.
pub type CramBoard = Bits<1>;

#[derive(Clone, Copy, Debug, Default)]
pub struct Cram;

static INFO: Info = Info {
    id: "cram",
    name: "Cram",
    impartial: true,
    loopy: false,
    rules: "Both players place a domino, across or down, on two adjacent empty cells; \
            the player who cannot move loses. Every value is a nimber; a 1×n strip is \
            Dawson's Kayles.",
    source: "Martin Gardner, Mathematical Games, Scientific American (February 1974); \
             Winning Ways; Siegel, Combinatorial Game Theory",
    notation: ". empty, # no cell; rows split by |, boards by +",
    move_notation: "the domino's two cells, top or left first: a1-b1, a1-a2",
    size_name: "empty cells",
    limits: Limits {
        expr: 16,
        // An empty 5×6 board: 0.2 s natively; 6×6 a few seconds.
        page: 36,
        play: 24,
        cli: 36,
    },
    edit: Edit::Cells(&['.', '#']),
    start: "...|...|...",
    examples: &[
        ("Cram 3×3", "...|...|..."),
        ("Cram 1×7 (Dawson's Kayles)", "......."),
        ("Cram 3×4", "....|....|...."),
        ("Cram 4×4 minus a corner", "....|....|....|...#"),
        ("Cram 4×5", ".....|.....|.....|....."),
    ],
};

/// Every domino: (first cell, second cell), by first cell, across before down.
fn dominoes(b: &CramBoard) -> Vec<(u32, u32)> {
    let empty = b.masks[0];
    let w = b.w as u32;
    let last_col = (0..b.h as u32).fold(0u64, |m, r| m | 1 << (r * w + w - 1));
    let across = empty & (empty >> 1) & !last_col;
    let down = empty & empty.checked_shr(w).unwrap_or(0);
    let mut out = Vec::with_capacity((across.count_ones() + down.count_ones()) as usize);
    let mut rest = across | down;
    while rest != 0 {
        let i = rest.trailing_zeros();
        rest &= rest - 1;
        if across >> i & 1 == 1 {
            out.push((i, i + 1));
        }
        if down >> i & 1 == 1 {
            out.push((i, i + w));
        }
    }
    out
}

/// The board with a domino on cells `i` and `j`.
fn place(b: &CramBoard, (i, j): (u32, u32)) -> CramBoard {
    Bits {
        masks: [b.masks[0] & !(1 << i) & !(1 << j)],
        ..*b
    }
}

impl Ruleset for Cram {
    type Position = CramBoard;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<CramBoard, PositionError> {
        Ok(Bits::parse(
            text,
            ['.'],
            &['#'],
            "`.` (empty) or `#` (no cell)",
        )?)
    }

    fn print(&self, b: &CramBoard) -> String {
        b.text(['.'], '#')
    }

    fn size(&self, b: &CramBoard) -> usize {
        b.masks[0].count_ones() as usize
    }

    fn options(&self, b: &CramBoard, _: Player) -> Vec<CramBoard> {
        dominoes(b).into_iter().map(|d| place(b, d)).collect()
    }

    fn components(&self, b: &CramBoard) -> Vec<CramBoard> {
        b.regions(b.masks[0])
            .into_iter()
            .filter(|r| r.masks[0].count_ones() > 1)
            .collect()
    }

    /// The least image; never negated (both players move alike).
    fn normalize(&self, b: &CramBoard) -> (CramBoard, bool) {
        (lines::least_image(b, false).0, false)
    }

    fn board(&self, b: &CramBoard) -> Board {
        b.board(|k| match k {
            Some(_) => Glyph::Empty,
            None => Glyph::Blocked,
        })
    }

    fn moves(&self, b: &CramBoard, _: Player) -> Vec<Move<CramBoard>> {
        let w = b.w as usize;
        dominoes(b)
            .into_iter()
            .map(|(i, j)| Move {
                label: format!("{}-{}", cell_name(w, i as usize), cell_name(w, j as usize)),
                sites: vec![i as usize, j as usize],
                to: place(b, (i, j)),
            })
            .collect()
    }

    /// `placed a domino on a1-b1`.
    fn action(&self, label: &str) -> String {
        format!("placed a domino on {label}")
    }

    /// `a1–b1`: the two cells, joined as Domineering's move values join
    /// them.
    fn move_name(&self, _: &CramBoard, _: Player, label: &str) -> String {
        label.replacen('-', "–", 1)
    }

    /// `placed a domino on a1–b1`.
    fn action_at(&self, b: &CramBoard, player: Player, label: &str) -> String {
        self.action(&self.move_name(b, player, label))
    }
}
