//! What the grid colouring games (a player colours one empty cell, and
//! which cells they may colour depends on the colours of its orthogonal
//! neighbours) share: the notation, the moves, the split into independent
//! regions and the symmetries. Each game is its own ruleset file; this
//! module names none of them.
//!
//! Position: `.` empty, `x` Left's colour, `o` Right's, `#` no cell, rows
//! separated by `|`. Move: the cell coloured (`b2`; the gesture is that
//! cell).
//!
//! Components: a colour never changes, and a cell's colour only matters to
//! its orthogonal neighbours, so an empty cell next to both colours is
//! dead (no rule here lets anyone colour it) and counts as no cell; the
//! other empty cells split into orthogonally connected regions that no
//! move connects. Each region is one component, kept with the coloured
//! cells next to it (their influence) and nothing else, cropped. A
//! component is memoised once for its sixteen images: the eight
//! symmetries of the rectangle keep the value, and swapping the colours
//! swaps the players, which negates it.

use crate::common::Player;

use super::super::grid::Bits;
use super::lines;
use super::{cell_name, Board, Glyph, Move, Owner, PositionError};

/// Masks of the empty cells, Left's (`x`) and Right's (`o`); `#` is in none.
pub type ColourBoard = Bits<3>;

const SYMBOLS: [char; 3] = ['.', 'x', 'o'];

/// Which neighbours forbid a cell to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Forbid {
    /// A cell next to the opponent's colour.
    Opponent,
    /// A cell next to the player's own colour.
    Own,
}

pub(super) fn parse(text: &str) -> Result<ColourBoard, PositionError> {
    Ok(Bits::parse(
        text,
        SYMBOLS,
        &['#'],
        "`.` (empty), `x` (Left), `o` (Right) or `#` (no cell)",
    )?)
}

pub(super) fn print(b: &ColourBoard) -> String {
    b.text(SYMBOLS, '#')
}

pub(super) fn size(b: &ColourBoard) -> usize {
    b.masks[0].count_ones() as usize
}

/// The cells `player` may colour.
fn playable(b: &ColourBoard, forbid: Forbid, player: Player) -> u64 {
    let mover = match forbid {
        Forbid::Own => player,
        Forbid::Opponent => player.other(),
    };
    b.masks[0] & !b.neighbours(b.masks[1 + mover.index()])
}

/// The board with cell `i` coloured by `player`.
fn colour(b: &ColourBoard, i: u32, player: Player) -> ColourBoard {
    let mut masks = b.masks;
    masks[0] &= !(1 << i);
    masks[1 + player.index()] |= 1 << i;
    Bits { masks, ..*b }
}

pub(super) fn options(b: &ColourBoard, forbid: Forbid, player: Player) -> Vec<ColourBoard> {
    let mut rest = playable(b, forbid, player);
    let mut out = Vec::with_capacity(rest.count_ones() as usize);
    while rest != 0 {
        let i = rest.trailing_zeros();
        rest &= rest - 1;
        out.push(colour(b, i, player));
    }
    out
}

pub(super) fn moves(b: &ColourBoard, forbid: Forbid, player: Player) -> Vec<Move<ColourBoard>> {
    let mut rest = playable(b, forbid, player);
    let mut out = Vec::with_capacity(rest.count_ones() as usize);
    while rest != 0 {
        let i = rest.trailing_zeros();
        rest &= rest - 1;
        out.push(Move {
            label: cell_name(b.w as usize, i as usize),
            sites: vec![i as usize],
            to: colour(b, i, player),
        });
    }
    out
}

/// The regions of live empty cells, each with the coloured cells next to
/// it, cropped (see the module docs).
pub(super) fn components(b: &ColourBoard) -> Vec<ColourBoard> {
    let coloured = b.masks[1] | b.masks[2];
    let live = b.masks[0] & !(b.neighbours(b.masks[1]) & b.neighbours(b.masks[2]));
    let mut out = Vec::new();
    let mut rest = live;
    while rest != 0 {
        let mut region = rest & rest.wrapping_neg();
        loop {
            let grown = (region | b.neighbours(region)) & live;
            if grown == region {
                break;
            }
            region = grown;
        }
        rest &= !region;
        let around = b.neighbours(region) & coloured;
        let part = Bits {
            masks: [region, b.masks[1] & around, b.masks[2] & around],
            ..*b
        };
        out.push(lines::crop(&part));
    }
    out
}

/// The least of the sixteen images; `true` when it swaps the colours.
pub(super) fn normalize(b: &ColourBoard) -> (ColourBoard, bool) {
    lines::least_image(b, true)
}

pub(super) fn board(b: &ColourBoard) -> Board {
    b.board(|k| match k {
        Some(0) => Glyph::Empty,
        Some(1) => Glyph::Piece {
            owner: Owner::Left,
            mark: 'x',
        },
        Some(_) => Glyph::Piece {
            owner: Owner::Right,
            mark: 'o',
        },
        None => Glyph::Blocked,
    })
}
