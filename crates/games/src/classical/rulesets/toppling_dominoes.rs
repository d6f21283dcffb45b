//! Toppling Dominoes (Lessons in Play, ch. 1 and 2; Fink, Nowakowski,
//! Siegel and Wolfe, *Toppling conjectures*, Games of No Chance 4, 2015;
//! CGSuite's `TopplingDominoes` and cgt-tools' conventions): a row of
//! dominoes, Left's `x` (blue), Right's `o` (red) and green `g` (either
//! player's). A player topples one of their dominoes (or a green one)
//! towards the left or the right; it knocks over every domino on that side
//! of it in its row, and all of them leave the game. The player who cannot
//! move loses. A blue domino alone is 1, `xo` is `*`, a green one is `*`.
//!
//! Position: `x`, `o`, `g`, and `.` for an empty cell (where a domino fell,
//! or none stood). A row ends at an empty cell, so `xo.x` is the sum of the
//! rows `xo` and `x`. The written position keeps an empty cell at each end
//! (`xo` is written `.xo.`), so that a domino at the end of the row has a
//! cell to fall onto. Move: the domino and the cell it falls towards,
//! `c1-b1` (the gesture: the domino, then that neighbouring cell).
//!
//! # Algorithmic choices
//!
//! A row's options are its prefixes and suffixes, so a row of `n` dominoes
//! reaches at most `n(n+1)/2` rows: each row (between empty cells) is a
//! component, stored once for itself and its mirror image with the colours
//! swapped (that swaps the players, so the value is negated). A row has no
//! smaller independent parts: every domino can reach every other one.
//! Positions are three bitmasks of at most 64 cells.

use crate::common::Player;

use super::super::grid::BoardError;
use super::Ruleset;
use super::{cell_name, Board, Edit, Glyph, Info, Limits, Move, Owner, PositionError};

/// Most cells of a strip, the two empty end cells included.
pub const MAX_CELLS: usize = 64;

/// A strip of `len` cells: bit `i` of `x`, `o`, `g` for a domino of that
/// colour on cell `i`; cells 0 and `len - 1` are always empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Dominoes {
    pub len: u8,
    pub x: u64,
    pub o: u64,
    pub g: u64,
}

#[derive(Clone, Copy, Debug, Default)]
pub struct TopplingDominoes;

static INFO: Info = Info {
    id: "toppling-dominoes",
    name: "Toppling Dominoes",
    impartial: false,
    loopy: false,
    rules: "A player topples one of their dominoes (Left x, Right o) or a green one (g) to the \
            left or the right; it knocks over every domino on that side of it in its row, and \
            they all leave the game. The player who cannot move loses.",
    source: "Lessons in Play, chapters 1 and 2; Fink, Nowakowski, Siegel and Wolfe, \
             Toppling conjectures (Games of No Chance 4)",
    notation: "x Left's, o Right's, g green, . empty (rows end at an empty cell); \
               boards split by +",
    move_notation: "the domino and the cell it falls towards: c1-b1",
    size_name: "dominoes",
    limits: Limits {
        expr: 16,
        page: 40,
        play: 40,
        cli: 40,
    },
    edit: Edit::Cells(&['.', 'x', 'o', 'g']),
    start: ".xoxgo.",
    examples: &[
        ("Toppling Dominoes xoxgo", ".xoxgo."),
        ("Toppling Dominoes xo (*)", ".xo."),
        ("Toppling Dominoes xxoo", ".xxoo."),
        ("Toppling Dominoes g (*)", ".g."),
        ("Toppling Dominoes, two rows", ".xxo.oox."),
    ],
};

impl Dominoes {
    fn all(&self) -> u64 {
        self.x | self.o | self.g
    }

    /// Dominoes `player` may topple.
    fn own(&self, player: Player) -> u64 {
        match player {
            Player::Left => self.x | self.g,
            Player::Right => self.o | self.g,
        }
    }

    /// Cells `lo..hi` with an empty cell added at each end.
    fn row(&self, lo: usize, hi: usize) -> Dominoes {
        let n = hi - lo;
        let m = ((1u64 << n) - 1) << 1;
        let cut = |bits: u64| (bits >> lo << 1) & m;
        Dominoes {
            len: (n + 2) as u8,
            x: cut(self.x),
            o: cut(self.o),
            g: cut(self.g),
        }
    }

    /// Reversed, `x` and `o` swapped: the negative.
    fn mirror(&self) -> Dominoes {
        let n = self.len as u32;
        let rev = |b: u64| b.reverse_bits() >> (64 - n);
        Dominoes {
            len: self.len,
            x: rev(self.o),
            o: rev(self.x),
            g: rev(self.g),
        }
    }

    /// The cells from domino `i` to the end of its row towards `step`
    /// (`-1` left, `1` right).
    fn falling(&self, i: u32, step: i32) -> u64 {
        let all = self.all();
        let mut bits = 0;
        let mut k = i as i32;
        while k >= 0 && all >> k & 1 == 1 {
            bits |= 1 << k;
            k += step;
        }
        bits
    }

    /// The position after domino `i` falls towards `step`.
    fn topple(&self, i: u32, step: i32) -> Dominoes {
        let keep = !self.falling(i, step);
        Dominoes {
            len: self.len,
            x: self.x & keep,
            o: self.o & keep,
            g: self.g & keep,
        }
    }

    /// `player`'s moves: (domino, neighbouring cell it falls towards), in
    /// cell order, left before right.
    fn moves(&self, player: Player) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        let mut rest = self.own(player);
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            out.push((i, i - 1));
            out.push((i, i + 1));
        }
        out
    }
}

fn step_of((i, to): (u32, u32)) -> i32 {
    if to < i {
        -1
    } else {
        1
    }
}

impl Ruleset for TopplingDominoes {
    type Position = Dominoes;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<Dominoes, PositionError> {
        let text = text.trim();
        let cells: Vec<char> = text.chars().collect();
        if let Some(pos) = cells.iter().position(|c| !".xog".contains(*c)) {
            return Err(PositionError::Board(BoardError::BadCell {
                token: cells[pos],
                pos,
                allowed: "`x`, `o`, `g` or `.` (one row)",
            }));
        }
        if cells.is_empty() {
            return Err(PositionError::Board(BoardError::Empty));
        }
        // An empty cell at each end.
        let pad = |end: Option<&char>| usize::from(end != Some(&'.'));
        let (front, back) = (pad(cells.first()), pad(cells.last()));
        let n = cells.len() + front + back;
        if n > MAX_CELLS {
            return Err(PositionError::Board(BoardError::TooLarge(n)));
        }
        let mut d = Dominoes {
            len: n as u8,
            x: 0,
            o: 0,
            g: 0,
        };
        for (i, c) in cells.iter().enumerate() {
            let bit = 1u64 << (i + front);
            match c {
                'x' => d.x |= bit,
                'o' => d.o |= bit,
                'g' => d.g |= bit,
                _ => {}
            }
        }
        Ok(d)
    }

    fn print(&self, d: &Dominoes) -> String {
        (0..d.len)
            .map(|i| match (d.x >> i & 1, d.o >> i & 1, d.g >> i & 1) {
                (1, _, _) => 'x',
                (_, 1, _) => 'o',
                (_, _, 1) => 'g',
                _ => '.',
            })
            .collect()
    }

    fn describe(&self, d: &Dominoes) -> String {
        format!("Toppling Dominoes {}", self.print(d).trim_matches('.'))
    }

    fn size(&self, d: &Dominoes) -> usize {
        d.all().count_ones() as usize
    }

    fn options(&self, d: &Dominoes, player: Player) -> Vec<Dominoes> {
        d.moves(player)
            .into_iter()
            .map(|m| d.topple(m.0, step_of(m)))
            .collect()
    }

    /// Each row, between empty cells.
    fn components(&self, d: &Dominoes) -> Vec<Dominoes> {
        let all = d.all();
        let mut out = Vec::new();
        let mut rest = all;
        while rest != 0 {
            let lo = rest.trailing_zeros() as usize;
            let hi = lo + (rest >> lo).trailing_ones() as usize;
            out.push(d.row(lo, hi));
            rest &= !(((1u64 << (hi - lo)) - 1) << lo);
        }
        out
    }

    fn normalize(&self, d: &Dominoes) -> (Dominoes, bool) {
        let m = d.mirror();
        if m < *d {
            (m, true)
        } else {
            (*d, false)
        }
    }

    fn board(&self, d: &Dominoes) -> Board {
        Board::strip(
            (0..d.len)
                .map(|i| match (d.x >> i & 1, d.o >> i & 1, d.g >> i & 1) {
                    (1, _, _) => Glyph::LEFT_X,
                    (_, 1, _) => Glyph::RIGHT_O,
                    (_, _, 1) => Glyph::Piece {
                        owner: Owner::Neutral,
                        mark: 'g',
                    },
                    _ => Glyph::Empty,
                })
                .collect(),
        )
    }

    fn moves(&self, d: &Dominoes, player: Player) -> Vec<Move<Dominoes>> {
        let name = |i: u32| cell_name(usize::MAX, i as usize);
        d.moves(player)
            .into_iter()
            .map(|m| Move {
                label: format!("{}-{}", name(m.0), name(m.1)),
                sites: vec![m.0 as usize, m.1 as usize],
                to: d.topple(m.0, step_of(m)),
            })
            .collect()
    }

    /// `toppled c1 towards b1`.
    fn action(&self, label: &str) -> String {
        match label.split_once('-') {
            Some((a, b)) => format!("toppled {a} towards {b}"),
            None => format!("played {label}"),
        }
    }
}
