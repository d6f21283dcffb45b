//! Backsliding Toads and Frogs (Winning Ways, 2nd ed., ch. 11; CGSuite's
//! examples): [Toads and Frogs](super::toads_and_frogs) where a creature
//! may also step one cell *back* into an empty cell: Left's toads `T`
//! move right one cell, jump right over one frog, or step left one cell;
//! Right's frogs `F` likewise mirrored. Nothing is captured; the player
//! who cannot move loses. Creatures step back and forth, so positions
//! repeat and play can go on for ever (a draw): the values are loopy
//! (`on`, `off`, `over`, sides `S & T`).
//!
//! Position and moves are written as in Toads and Frogs: `T`, `F`, `.`
//! in one row; a move from and to, `b1-a1`. The frozen-cell split of
//! Toads and Frogs does not hold here (a stuck toad can step back), so a
//! strip is one component.

use crate::common::Player;

use super::toads_and_frogs::{Strip, ToadsAndFrogs};
use super::{Board, Edit, Info, Limits, Move, PositionError, Ruleset};

#[derive(Clone, Copy, Debug, Default)]
pub struct BackslidingToadsAndFrogs;

static INFO: Info = Info {
    id: "backsliding-toads-and-frogs",
    name: "Backsliding Toads and Frogs",
    impartial: false,
    loopy: true,
    rules: "Toads and Frogs where a creature may also step one cell back: Left's toads (T) \
            move right one cell into an empty cell, jump right over one frog into the empty \
            cell beyond, or step left one cell into an empty cell; Right's frogs (F) the same \
            mirrored. The player who cannot move loses; positions repeat, so play may go on \
            for ever (a draw) and values are loopy.",
    source: "Winning Ways, 2nd edition, chapter 11 (Backsliding Toads and Frogs); CGSuite",
    notation: "T toad (Left), F frog (Right), . empty; one row, boards split by +",
    move_notation: "from and to: b1-c1 (a step back: b1-a1)",
    size_name: "cells",
    limits: Limits {
        // The loopy solvers' own limits (vertices of a value's graph, the
        // outcome solver's positions, estimated first) bound the work.
        expr: 64,
        page: 64,
        play: 64,
        cli: 64,
    },
    edit: Edit::Cells(&['.', 'T', 'F']),
    start: "TT..FF",
    examples: &[
        ("Backsliding Toads and Frogs TT..FF", "TT..FF"),
        ("Backsliding Toads and Frogs T.F", "T.F"),
        ("Backsliding Toads and Frogs T..F", "T..F"),
        ("Backsliding Toads and Frogs TTT..FFF", "TTT..FFF"),
    ],
};

/// The backward steps of `who`: (from, to).
fn steps_back(s: &Strip, who: Player) -> Vec<(u32, u32)> {
    let e = s.empty();
    let (movers, step): (u64, i32) = match who {
        Player::Left => (s.toads & (e << 1), -1),
        Player::Right => (s.frogs & (e >> 1) & s.mask(), 1),
    };
    let mut out = Vec::new();
    let mut rest = movers;
    while rest != 0 {
        let i = rest.trailing_zeros();
        rest &= rest - 1;
        out.push((i, (i as i32 + step) as u32));
    }
    out
}

/// Every move of `who`: forward ones (slides and jumps), then back steps.
fn all_moves(s: &Strip, who: Player) -> Vec<(u32, u32)> {
    let mut out = s.moves(who);
    out.extend(steps_back(s, who));
    out
}

/// `n! / (a! b! (n − a − b)!)`, saturating: the arrangements of `a` toads
/// and `b` frogs on `n` cells.
fn arrangements(n: u64, a: u64, b: u64) -> u64 {
    let first = super::fox_and_geese::binomial(n, a);
    first.saturating_mul(super::fox_and_geese::binomial(n - a, b))
}

impl Ruleset for BackslidingToadsAndFrogs {
    type Position = Strip;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<Strip, PositionError> {
        ToadsAndFrogs.parse(text)
    }

    fn print(&self, s: &Strip) -> String {
        ToadsAndFrogs.print(s)
    }

    fn size(&self, s: &Strip) -> usize {
        s.len as usize
    }

    fn options(&self, s: &Strip, who: Player) -> Vec<Strip> {
        all_moves(s, who)
            .into_iter()
            .map(|m| s.play(who, m))
            .collect()
    }

    fn positions_bound(&self, s: &Strip) -> Option<u64> {
        let (t, f) = (s.toads.count_ones(), s.frogs.count_ones());
        Some(arrangements(u64::from(s.len), u64::from(t), u64::from(f)))
    }

    fn board(&self, s: &Strip) -> Board {
        ToadsAndFrogs.board(s)
    }

    fn moves(&self, s: &Strip, who: Player) -> Vec<Move<Strip>> {
        super::toads_and_frogs::labelled(s, who, all_moves(s, who))
    }

    /// `moved b1 to a1`.
    fn action(&self, label: &str) -> String {
        ToadsAndFrogs.action(label)
    }

    /// `toad b1–c1`, `toad b1–a1 (back)`, `frog d1–b1 (jump)`.
    fn move_name(&self, s: &Strip, who: Player, label: &str) -> String {
        ToadsAndFrogs.move_name(s, who, label)
    }

    /// `moved a toad b1–a1 (back)`.
    fn action_at(&self, s: &Strip, who: Player, label: &str) -> String {
        ToadsAndFrogs.action_at(s, who, label)
    }
}
