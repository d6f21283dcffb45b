//! Cutcake (Winning Ways, ch. 2; Lessons in Play, ch. 2 and 5; Siegel,
//! *Combinatorial Game Theory*, ch. I.3): a cake of unit squares; Left cuts
//! a piece along a line between two of its columns (a vertical cut), Right
//! between two of its rows (horizontal); the cut pieces are played on
//! separately. The player who cannot move loses. Every position is an
//! integer: a 1×n strip (one row) is n − 1, Left's free cuts.
//!
//! Position: pieces `RxC` (R rows, C columns) separated by commas, `3x4`
//! or `3x1,3x3` (a cut piece becomes two, in place); a sum of cakes is
//! written with `+` as for every ruleset, `3x4 + 2x5`. A cake may also be
//! drawn as rows of `.` (cake) and `#` (none), as the board shows it:
//! `...|...` is `2x3`, `..#.|..#.` is `2x2,2x1`; the board editor works on
//! that drawing. Move: the piece and the cut,
//! `1:v2` (piece 1, a vertical cut after column 2; Left) or `2:h1` (piece
//! 2, a horizontal cut after row 1; Right).
//!
//! Board: the pieces side by side, an empty column between two pieces.
//! Gesture: Left clicks the cell just right of the cut in the piece's top
//! row (`1:v2` is the third cell of the top row), Right the cell just
//! below the cut in the piece's left column; so each cell is one move of
//! one player at most.
//!
//! # Algorithmic choices
//!
//! Each piece is a component; an R×C piece is stored as C×R with the value
//! negated when R > C (turning the cake swaps the players' cuts). So a
//! cake of R×C has at most R·C memo entries, each with R + C − 2 options.

use crate::common::play::split_moves;
use crate::common::Player;

use super::super::grid::{Bits, BoardError};
use super::pieces::Placed;
use super::{Board, Edit, Glyph, Info, Limits, Move, PositionError, Ruleset};

/// Most rows (and columns) of a piece.
pub const MAX_SIDE: u32 = 64;

/// Pieces as (rows, columns).
pub type Cake = Vec<(u8, u8)>;

#[derive(Clone, Copy, Debug, Default)]
pub struct Cutcake;

static INFO: Info = Info {
    id: "cutcake",
    name: "Cutcake",
    impartial: false,
    loopy: false,
    rules: "Left cuts a piece of cake between two of its columns, Right between two of its \
            rows; the player who cannot move loses. Every position is an integer.",
    source: "Winning Ways, chapter 2; Lessons in Play, chapters 2 and 5",
    notation: "pieces RxC (rows x columns), split by commas: 3x4 or 3x1,3x3; boards split by +",
    move_notation: "piece and cut: 1:v2 (Left, after column 2), 1:h1 (Right, after row 1)",
    size_name: "cells",
    limits: Limits {
        expr: 400,
        page: 400,
        play: 400,
        cli: 4096,
    },
    edit: Edit::Cells(&['.']),
    start: "3x4",
    examples: &[
        ("Cutcake 3×4", "3x4"),
        ("Cutcake 1×5 (Left's 4 free cuts)", "1x5"),
        ("Cutcake 4×8", "4x8"),
        ("Cutcake sum 3x4 + 2x5", "3x4+2x5"),
    ],
};

/// `3x4` (also `3X4`, `3×4`).
fn piece(token: &str) -> Result<(u8, u8), PositionError> {
    let bad = || {
        PositionError::bad(
            token,
            format!("a piece is RxC, rows x columns, each from 1 to {MAX_SIDE}"),
        )
    };
    let (r, c) = token.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let side = |s: &str| match s.trim().parse::<u32>() {
        Ok(n) if (1..=MAX_SIDE).contains(&n) => Ok(n as u8),
        _ => Err(bad()),
    };
    Ok((side(r)?, side(c)?))
}

/// A cake drawn as cells, `.` cake and `#` none (as the board draws it):
/// each connected group of `.` is a piece and must be a rectangle; pieces
/// in the order of their first cells, row by row.
fn drawn(text: &str) -> Result<Cake, PositionError> {
    let cells = Bits::parse(text, ['.'], &['#'], "`.` or `#` (a drawn cake), or RxC")?;
    let mut pieces = Vec::new();
    for p in cells.regions(cells.masks[0]) {
        if p.masks[0].count_ones() != u32::from(p.w) * u32::from(p.h) {
            return Err(PositionError::bad(
                text,
                "each piece of a drawn cake is a rectangle of `.`",
            ));
        }
        pieces.push((p.h, p.w));
    }
    if pieces.is_empty() {
        return Err(PositionError::Board(BoardError::Empty));
    }
    Ok(pieces)
}

/// Where each piece stands on the board: its first column.
fn columns(cake: &[(u8, u8)]) -> Vec<usize> {
    let mut x = 0;
    cake.iter()
        .map(|&(_, c)| {
            let at = x;
            x += c as usize + 1;
            at
        })
        .collect()
}

/// The cake after cutting piece `p` after `k` columns (`vertical`) or rows.
fn cut(cake: &[(u8, u8)], p: usize, vertical: bool, k: u8) -> Cake {
    let (r, c) = cake[p];
    let (a, b) = if vertical {
        ((r, k), (r, c - k))
    } else {
        ((k, c), (r - k, c))
    };
    let mut out = Vec::with_capacity(cake.len() + 1);
    out.extend_from_slice(&cake[..p]);
    out.push(a);
    out.push(b);
    out.extend_from_slice(&cake[p + 1..]);
    out
}

/// `player`'s cuts: (piece, after how many columns or rows), in order.
fn cuts(cake: &[(u8, u8)], player: Player) -> Vec<(usize, u8)> {
    let mut out = Vec::new();
    for (p, &(r, c)) in cake.iter().enumerate() {
        let n = match player {
            Player::Left => c,
            Player::Right => r,
        };
        out.extend((1..n).map(|k| (p, k)));
    }
    out
}

impl Ruleset for Cutcake {
    type Position = Cake;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<Cake, PositionError> {
        let text = text.trim();
        if text.contains(['.', '|', '#']) {
            return drawn(text);
        }
        let pieces = split_moves(text)
            .iter()
            .map(|t| piece(t))
            .collect::<Result<Cake, _>>()?;
        if pieces.is_empty() {
            return Err(PositionError::Board(BoardError::Empty));
        }
        Ok(pieces)
    }

    fn print(&self, cake: &Cake) -> String {
        let v: Vec<String> = cake.iter().map(|(r, c)| format!("{r}x{c}")).collect();
        v.join(",")
    }

    fn describe(&self, cake: &Cake) -> String {
        format!("Cutcake {}", self.print(cake))
    }

    fn size(&self, cake: &Cake) -> usize {
        cake.iter().map(|&(r, c)| r as usize * c as usize).sum()
    }

    fn options(&self, cake: &Cake, player: Player) -> Vec<Cake> {
        cuts(cake, player)
            .into_iter()
            .map(|(p, k)| cut(cake, p, player == Player::Left, k))
            .collect()
    }

    /// Each piece that can still be cut.
    fn components(&self, cake: &Cake) -> Vec<Cake> {
        cake.iter()
            .filter(|&&(r, c)| r > 1 || c > 1)
            .map(|&p| vec![p])
            .collect()
    }

    /// R×C as C×R, negated, when R > C.
    fn normalize(&self, cake: &Cake) -> (Cake, bool) {
        match cake.as_slice() {
            &[(r, c)] if r > c => (vec![(c, r)], true),
            _ => (cake.clone(), false),
        }
    }

    fn board(&self, cake: &Cake) -> Board {
        let h = cake.iter().map(|&(r, _)| r as usize).max().unwrap_or(1);
        let mut rows = vec![Vec::new(); h];
        for (p, &(r, c)) in cake.iter().enumerate() {
            for (y, row) in rows.iter_mut().enumerate() {
                if p > 0 {
                    row.push(Glyph::Blocked);
                }
                let cell = if y < r as usize {
                    Glyph::Empty
                } else {
                    Glyph::Blocked
                };
                row.extend(std::iter::repeat_n(cell, c as usize));
            }
        }
        Board::grid(rows)
    }

    fn moves(&self, cake: &Cake, player: Player) -> Vec<Move<Cake>> {
        let at = columns(cake);
        let w: usize = cake.iter().map(|&(_, c)| c as usize + 1).sum::<usize>() - 1;
        let vertical = player == Player::Left;
        cuts(cake, player)
            .into_iter()
            .map(|(p, k)| {
                let (letter, site) = if vertical {
                    ('v', at[p] + k as usize)
                } else {
                    ('h', k as usize * w + at[p])
                };
                Move {
                    label: format!("{}:{letter}{k}", p + 1),
                    sites: vec![site],
                    to: cut(cake, p, vertical, k),
                }
            })
            .collect()
    }

    /// `cut piece 1 after column 2`.
    fn action(&self, label: &str) -> String {
        let Some((p, cut)) = label.split_once(':') else {
            return format!("played {label}");
        };
        match cut.split_at_checked(1) {
            Some(("v", k)) => format!("cut piece {p} after column {k}"),
            Some(("h", k)) => format!("cut piece {p} after row {k}"),
            _ => format!("played {label}"),
        }
    }

    /// `cut between columns b and c`: the cut in the coordinates of the
    /// board [`Ruleset::board`] draws (the pieces side by side, a column
    /// between two; [`Placed::cut_name`]). A game names its cuts in the
    /// frame of its start instead
    /// ([`ClassicalPos::placed`](crate::classical::play::ClassicalPos::placed)).
    fn move_name(&self, cake: &Cake, _: Player, label: &str) -> String {
        self.cut_of(label)
            .and_then(|cut| Placed::start(cake).cut_name(cut))
            .unwrap_or_else(|| label.to_string())
    }

    fn pieces(&self, cake: &Cake) -> Option<Vec<(u8, u8)>> {
        Some(cake.clone())
    }

    /// `1:v2`: piece 0, between columns, after 2.
    fn cut_of(&self, label: &str) -> Option<(usize, bool, usize)> {
        let (p, cut) = label.trim().split_once(':')?;
        let piece = p.parse::<usize>().ok()?.checked_sub(1)?;
        let (vertical, k) = match cut.split_at_checked(1)? {
            ("v", k) => (true, k),
            ("h", k) => (false, k),
            _ => return None,
        };
        Some((piece, vertical, k.parse().ok()?))
    }

    /// `cut between columns b and c`, as the move values name it.
    fn action_at(&self, cake: &Cake, player: Player, label: &str) -> String {
        match self.move_name(cake, player, label) {
            name if name == label => self.action(label),
            name => name,
        }
    }
}
