//! Toads and Frogs (Winning Ways, ch. 1 and 3; Lessons in Play, ch. 1;
//! Siegel, *Combinatorial Game Theory*, ch. I.1; Erickson, *New Toads and
//! Frogs results*, 1996): on a strip of cells, Left's toads `T` move right
//! and Right's frogs `F` move left. A creature slides one cell into an empty
//! cell, or jumps over one creature of the other kind into the empty cell
//! just beyond; nothing is captured. The player who cannot move loses.
//! These are CGSuite's and cgt-tools' conventions (`TFT.TFF` = ↑).
//!
//! Position: `T`, `F`, `.` (empty), one row. Move: from and to, `b1-c1`
//! (the gesture: the creature, then the cell it lands on).
//!
//! # Algorithmic choices
//!
//! - **Frozen cells.** A cell whose creature can never move again and can
//!   never be jumped is a wall for the rest of the game; the strip between
//!   two walls is an independent component (its value adds). The frozen
//!   cells are the greatest set `W` of occupied cells such that each toad
//!   in `W` is stuck given `W` (the cell to its right is in `W` or off the
//!   strip, and holds a toad or has `W`/the edge beyond it), and each frog
//!   likewise to its left. A stuck toad's right neighbour is permanent, so
//!   no frog ever stands there to jump it; so being stuck is enough. `W` is
//!   found by removing cells from all occupied ones until nothing changes
//!   (the conditions are monotone). A toad blocked *now* is not frozen: in
//!   `TF.` the toad jumps once the frog has moved, so `TF` is no wall
//!   (`tests/classical_rulesets_strips.rs` checks that the naive split
//!   gives wrong values). `TTFF` is frozen whatever surrounds it, as are
//!   frogs at the left end and toads at the right end.
//! - **One kind of creature.** A component with toads only is the integer
//!   of its toads' remaining slides; it is stored as one toad with that
//!   many empty cells, so all such components share one memo entry.
//! - **Symmetry.** Reversing the strip and swapping toads and frogs
//!   swaps the players, so it negates the value: a component is stored
//!   once for itself and its mirror image.
//! - Positions are two bitmasks (toads, frogs) of at most 64 cells; moves
//!   and the frozen set are a few shifts and masks.

use crate::common::Player;

use super::super::grid::BoardError;
use super::Ruleset;
use super::{cell_name, Board, Edit, Glyph, Info, Limits, Move, Owner, PositionError};

/// Most cells of a strip.
pub const MAX_CELLS: usize = 64;

/// A strip: `len` cells, bit `i` of `toads`/`frogs` for cell `i` from the
/// left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Strip {
    pub len: u8,
    pub toads: u64,
    pub frogs: u64,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct ToadsAndFrogs;

static INFO: Info = Info {
    id: "toads-and-frogs",
    name: "Toads and Frogs",
    impartial: false,
    loopy: false,
    rules: "Left's toads (T) move right, Right's frogs (F) move left: one cell into an empty \
            cell, or a jump over one creature of the other kind into the empty cell beyond; \
            the player who cannot move loses.",
    source: "Winning Ways, chapters 1 and 3; Lessons in Play, chapter 1; \
             J. Erickson, New Toads and Frogs results (1996)",
    notation: "T toad (Left), F frog (Right), . empty; one row, boards split by +",
    move_notation: "from and to: b1-c1",
    size_name: "cells",
    limits: Limits {
        expr: 12,
        // TTTTTT...FFFFFF (15 cells) solves in about 0.3 s natively.
        page: 16,
        play: 14,
        cli: 18,
    },
    edit: Edit::Cells(&['.', 'T', 'F']),
    start: "TT..FF",
    examples: &[
        ("Toads and Frogs TT..FF", "TT..FF"),
        ("Toads and Frogs TFT.TFF (↑)", "TFT.TFF"),
        ("Toads and Frogs T.TFTFF ({0|↑})", "T.TFTFF"),
        ("Toads and Frogs TTT..FFF", "TTT..FFF"),
        ("Toads and Frogs TTTTTT...FFFFFF", "TTTTTT...FFFFFF"),
    ],
};

impl Strip {
    pub(super) fn mask(&self) -> u64 {
        if self.len as usize >= 64 {
            !0
        } else {
            (1u64 << self.len) - 1
        }
    }

    pub(super) fn empty(&self) -> u64 {
        !(self.toads | self.frogs) & self.mask()
    }

    /// Cells `lo..hi`, moved to start at cell 0.
    fn slice(&self, lo: usize, hi: usize) -> Strip {
        let m = Strip {
            len: (hi - lo) as u8,
            toads: 0,
            frogs: 0,
        }
        .mask();
        Strip {
            len: (hi - lo) as u8,
            toads: (self.toads >> lo) & m,
            frogs: (self.frogs >> lo) & m,
        }
    }

    /// Reversed, toads and frogs swapped: the negative.
    fn mirror(&self) -> Strip {
        let n = self.len as u32;
        let rev = |x: u64| {
            if n == 0 {
                0
            } else {
                x.reverse_bits() >> (64 - n)
            }
        };
        Strip {
            len: self.len,
            toads: rev(self.frogs),
            frogs: rev(self.toads),
        }
    }

    /// The cells that never change again (see the module docs).
    pub fn frozen(&self) -> u64 {
        // Bit k + 2 is cell k; the two cells beyond each end are walls.
        let n = self.len as u32;
        let (t, f) = ((self.toads as u128) << 2, (self.frogs as u128) << 2);
        let outside = !(((1u128 << n) - 1) << 2);
        let mut w = t | f;
        loop {
            let wall = w | outside;
            let stuck_t = (wall >> 1) & (!(f >> 1) | (wall >> 2));
            let stuck_f = (wall << 1) & (!(t << 1) | (wall << 2));
            let next = (t & stuck_t) | (f & stuck_f);
            if next == w {
                return (w >> 2) as u64;
            }
            w = next;
        }
    }

    /// The moves of `who`: (from, to) cells, from left to right.
    pub(super) fn moves(&self, who: Player) -> Vec<(u32, u32)> {
        let e = self.empty();
        let (slides, jumps, step): (u64, u64, i32) = match who {
            Player::Left => (
                self.toads & (e >> 1),
                self.toads & (self.frogs >> 1) & (e >> 2),
                1,
            ),
            Player::Right => (
                self.frogs & (e << 1),
                self.frogs & (self.toads << 1) & (e << 2),
                -1,
            ),
        };
        let mut out = Vec::new();
        let mut all = slides | jumps;
        while all != 0 {
            let i = all.trailing_zeros();
            all &= all - 1;
            let d = if slides >> i & 1 == 1 { step } else { 2 * step };
            out.push((i, (i as i32 + d) as u32));
        }
        out
    }

    pub(super) fn play(&self, who: Player, (from, to): (u32, u32)) -> Strip {
        let mut s = *self;
        let m = match who {
            Player::Left => &mut s.toads,
            Player::Right => &mut s.frogs,
        };
        *m = (*m & !(1 << from)) | 1 << to;
        s
    }

    /// Slides left to toads with no frog in their way: each toad slides
    /// once into each empty cell to its right.
    fn toad_slides(&self) -> u32 {
        let e = self.empty();
        let mut n = 0;
        let mut rest = self.toads;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            n += (e >> i).count_ones();
        }
        n
    }
}

impl Ruleset for ToadsAndFrogs {
    type Position = Strip;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<Strip, PositionError> {
        let text = text.trim();
        let mut s = Strip {
            len: 0,
            toads: 0,
            frogs: 0,
        };
        for (pos, ch) in text.chars().enumerate() {
            let bit = if pos < MAX_CELLS { 1u64 << pos } else { 0 };
            match ch {
                'T' => s.toads |= bit,
                'F' => s.frogs |= bit,
                '.' => {}
                _ => {
                    return Err(PositionError::Board(BoardError::BadCell {
                        token: ch,
                        pos,
                        allowed: "`T`, `F` or `.` (one row)",
                    }))
                }
            }
        }
        let n = text.chars().count();
        if n == 0 {
            return Err(PositionError::Board(BoardError::Empty));
        }
        if n > MAX_CELLS {
            return Err(PositionError::Board(BoardError::TooLarge(n)));
        }
        s.len = n as u8;
        Ok(s)
    }

    fn print(&self, s: &Strip) -> String {
        (0..s.len)
            .map(|i| match (s.toads >> i & 1, s.frogs >> i & 1) {
                (1, _) => 'T',
                (_, 1) => 'F',
                _ => '.',
            })
            .collect()
    }

    fn size(&self, s: &Strip) -> usize {
        s.len as usize
    }

    fn options(&self, s: &Strip, who: Player) -> Vec<Strip> {
        s.moves(who).into_iter().map(|m| s.play(who, m)).collect()
    }

    /// The stretches between frozen cells that hold a creature with a
    /// move ahead.
    fn components(&self, s: &Strip) -> Vec<Strip> {
        let free = !s.frozen() & s.mask();
        let mut out = Vec::new();
        let mut i = 0;
        let n = s.len as usize;
        while i < n {
            if free >> i & 1 == 0 {
                i += 1;
                continue;
            }
            let start = i;
            while i < n && free >> i & 1 == 1 {
                i += 1;
            }
            let part = s.slice(start, i);
            if part.toads | part.frogs != 0 {
                out.push(part);
            }
        }
        out
    }

    fn normalize(&self, s: &Strip) -> (Strip, bool) {
        // One kind of creature: an integer, as one toad and that many cells.
        let one_kind = |slides: u32| Strip {
            len: slides as u8 + 1,
            toads: 1,
            frogs: 0,
        };
        if s.frogs == 0 {
            return (one_kind(s.toad_slides()), false);
        }
        let m = s.mirror();
        if s.toads == 0 {
            return (one_kind(m.toad_slides()), true);
        }
        if m < *s {
            (m, true)
        } else {
            (*s, false)
        }
    }

    fn board(&self, s: &Strip) -> Board {
        Board::strip(
            (0..s.len)
                .map(|i| match (s.toads >> i & 1, s.frogs >> i & 1) {
                    (1, _) => Glyph::Piece {
                        owner: Owner::Left,
                        mark: 'T',
                    },
                    (_, 1) => Glyph::Piece {
                        owner: Owner::Right,
                        mark: 'F',
                    },
                    _ => Glyph::Empty,
                })
                .collect(),
        )
    }

    fn moves(&self, s: &Strip, who: Player) -> Vec<Move<Strip>> {
        labelled(s, who, s.moves(who))
    }

    /// `moved b1 to c1`.
    fn action(&self, label: &str) -> String {
        match label.split_once('-') {
            Some((a, b)) => format!("moved {a} to {b}"),
            None => format!("played {label}"),
        }
    }

    /// `toad b1–c1`, `frog d1–b1 (jump)` ([`creature_move`]).
    fn move_name(&self, _: &Strip, who: Player, label: &str) -> String {
        creature_move(who, label).unwrap_or_else(|| label.to_string())
    }

    /// `moved a toad b1–c1`.
    fn action_at(&self, _: &Strip, who: Player, label: &str) -> String {
        creature_action(who, label).unwrap_or_else(|| self.action(label))
    }
}

/// `toad b1–c1` (Left), `frog e1–d1` (Right): the creature, from and to
/// on the board; a jump over a creature says `(jump)`, a step back
/// (Backsliding Toads and Frogs) `(back)`. `None`: not a move `b1-c1`.
fn creature_move(who: Player, label: &str) -> Option<String> {
    let (a, b) = label.split_once('-')?;
    let (from, to) = (column_of(a)?, column_of(b)?);
    let (creature, ahead) = match who {
        Player::Left => ("toad", to > from),
        Player::Right => ("frog", to < from),
    };
    let how = match (ahead, from.abs_diff(to)) {
        (false, _) => " (back)",
        (true, 2) => " (jump)",
        (true, _) => "",
    };
    Some(format!("{creature} {a}–{b}{how}"))
}

/// The column (from 0) of a strip's cell `b1`.
fn column_of(cell: &str) -> Option<usize> {
    let letters = cell.strip_suffix('1')?;
    if letters.is_empty() || !letters.bytes().all(|c| c.is_ascii_lowercase()) {
        return None;
    }
    Some(
        letters
            .bytes()
            .fold(0, |n, c| n * 26 + usize::from(c - b'a') + 1)
            - 1,
    )
}

/// `moved a toad b1–c1` after the mover's name, from [`creature_move`].
fn creature_action(who: Player, label: &str) -> Option<String> {
    creature_move(who, label).map(|name| format!("moved a {name}"))
}

/// The moves `(from, to)` of `who` on `s` as the board's moves: labelled
/// `b1-c1` (Backsliding Toads and Frogs writes its moves so too).
pub(super) fn labelled(s: &Strip, who: Player, pairs: Vec<(u32, u32)>) -> Vec<Move<Strip>> {
    let name = |i: u32| cell_name(usize::MAX, i as usize);
    pairs
        .into_iter()
        .map(|(from, to)| Move {
            label: format!("{}-{}", name(from), name(to)),
            sites: vec![from as usize, to as usize],
            to: s.play(who, (from, to)),
        })
        .collect()
}
