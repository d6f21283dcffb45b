//! Konane (the Hawaiian game; M. D. Ernst, *Playing Konane mathematically*,
//! UMAP Journal 16, 1995; Lessons in Play; Siegel, *Combinatorial Game
//! Theory*; CGSuite and cgt-tools play it with the same conventions): a
//! player jumps one of their stones orthogonally over an adjacent stone of
//! the opponent into the empty cell beyond, capturing it; further jumps in
//! the same direction may follow in the same move, and each stopping point
//! is a separate option. A player who cannot move loses (normal play).
//! The opening removals of the traditional game are not modelled: a
//! position is any arrangement of stones.
//!
//! Position: `x` Left's stone, `o` Right's, `.` empty, `#` no cell, rows
//! separated by `|`. Move: the stone and where it lands, `a1-c1` (a double
//! jump `a1-e1`); the gesture is those two cells, so no gesture starts
//! another.
//!
//! Components, proved independent: the cells the stones could ever stand
//! on are over-approximated by a closure that ignores captures and
//! emptiness: an `x` may land two cells beyond any cell an `x` could
//! reach, over a cell an `o` could reach, onto a cell that is not `#` (and
//! the same for `o`). Split that closure where no cell an `x` could reach
//! is next to (or is) one an `o` could reach: the stones of different parts
//! can never capture, block or meet each other (each part is closed under
//! the rule by itself, so no stone ever leaves its part), and their values
//! add. A stone with no cell the opponent could reach next to it never
//! moves and is never taken: it counts as no cell. A component keeps its
//! stones and its part's empty cells (every other cell becomes `#`, which
//! no move of the part could use), cropped. A component where nobody can
//! jump is 0 and dropped. Each is memoised once for its sixteen images:
//! the eight symmetries keep the value, swapping the colours negates it.
//!
//! The solver's inner loop ([`Ruleset::option_parts`]) works on the board
//! laid out 8 columns wide (boards of at most 8×8): each jump's components
//! are found without a list of options or components, cropped and turned
//! to their least image at stride 8 with a few word operations a symmetry
//! ([`lines::least_image`]), and converted back once. A component of at
//! most 29 cells packs into one `u64` ([`Ruleset::memo_key`]) for the
//! solver's compact memo. Together about a quarter less time than the
//! definition's path on the benchmark board (README, Benchmarks).

use crate::common::Player;

use super::super::grid::{least_image_of8, Bits};
use super::super::grid8::{bounds8, to8};
use super::lines::{self, Lines, ORTHOGONAL};
use super::{cell_name, Board, Edit, Glyph, Info, Limits, Move, PositionError, Ruleset};

/// A Konane position: masks of the empty cells, Left's stones (`x`) and
/// Right's (`o`); `#` is in none.
pub type KonaneBoard = Bits<3>;

const SYMBOLS: [char; 3] = ['.', 'x', 'o'];

#[derive(Clone, Copy, Debug, Default)]
pub struct Konane;

static INFO: Info = Info {
    id: "konane",
    name: "Konane",
    impartial: false,
    loopy: false,
    rules: "A player jumps one of their stones (Left x, Right o) orthogonally over an \
            adjacent stone of the opponent into the empty cell beyond, capturing it, and may \
            go on jumping in the same direction; the player who cannot move loses.",
    source: "M. D. Ernst, Playing Konane mathematically (UMAP Journal, 1995); Lessons in Play; \
             Siegel, Combinatorial Game Theory; the conventions of CGSuite and cgt-tools",
    notation: "x Left, o Right, . empty, # no cell; rows split by |, boards by +",
    move_notation: "the stone and where it lands: a1-c1",
    size_name: "stones",
    limits: Limits {
        expr: 12,
        page: 30,
        play: 20,
        cli: 30,
    },
    edit: Edit::Cells(&['.', 'x', 'o', '#']),
    start: "xoxo|ox.x|xoxo",
    examples: &[
        ("Konane .ox.|o..x|.... ({1|-1})", ".ox.|o..x|...."),
        ("Konane xoxo|ox.x|xoxo", "xoxo|ox.x|xoxo"),
        ("Konane ..ox (1)", "..ox"),
        ("Konane .ox. (*)", ".ox."),
        ("Konane 4×6 minus two", "xoxoxo|oxoxox|xoxoxo|oxox.."),
    ],
};

/// Calls `f(from, landing, board after)` for every jump of `player`, stone
/// by stone, direction by direction, nearer landings first.
fn each_jump(b: &KonaneBoard, player: Player, mut f: impl FnMut(u32, u32, KonaneBoard)) {
    let (me, them) = (1 + player.index(), 2 - player.index());
    let lines = Lines::of(b);
    let mut rest = b.masks[me];
    while rest != 0 {
        let from = rest & rest.wrapping_neg();
        rest &= rest - 1;
        for d in ORTHOGONAL {
            let mut after = *b;
            after.masks[me] &= !from;
            after.masks[0] |= from;
            let mut at = from;
            loop {
                let over = lines.step(at, d);
                let land = lines.step(over, d);
                if over & b.masks[them] == 0 || land & b.masks[0] == 0 {
                    break;
                }
                // The stone passes on: `land` stays empty in `after`.
                after.masks[them] &= !over;
                after.masks[0] |= over;
                let mut q = after;
                q.masks[0] &= !land;
                q.masks[me] |= land;
                f(from.trailing_zeros(), land.trailing_zeros(), q);
                at = land;
            }
        }
    }
}

/// Whether anyone can jump.
fn any_jump(lines: &Lines, x: u64, o: u64, empty: u64) -> bool {
    ORTHOGONAL.iter().any(|&d| {
        let (xo, ox) = (lines.step(x, d) & o, lines.step(o, d) & x);
        lines.step(xo | ox, d) & empty != 0
    })
}

/// The cells a group's `x` and `o` stones could ever stand on (see the
/// module docs): the least sets holding the stones and closed under
/// jumps that ignore captures and emptiness.
fn closure(lines: &Lines, mut x: u64, mut o: u64, cells: u64) -> (u64, u64) {
    loop {
        let (mut nx, mut no) = (x, o);
        for d in ORTHOGONAL {
            nx |= lines.step(lines.step(x, d) & o, d) & cells;
            no |= lines.step(lines.step(o, d) & x, d) & cells;
        }
        if (nx, no) == (x, o) {
            return (x, o);
        }
        (x, o) = (nx, no);
    }
}

/// A group of stones and its closure.
#[derive(Clone, Copy)]
struct Group {
    x: u64,
    o: u64,
    reach_x: u64,
    reach_o: u64,
}

impl Group {
    fn new(lines: &Lines, x: u64, o: u64, cells: u64) -> Group {
        let (reach_x, reach_o) = closure(lines, x, o, cells);
        Group {
            x,
            o,
            reach_x,
            reach_o,
        }
    }
}

/// The group without its inert stones: those with no cell the opponent's
/// stones could reach next to them never jump and are never jumped, and
/// stand where they are for good, so they count as no cell (`#`).
fn without_inert(lines: &Lines, mut g: Group, mut cells: u64) -> Group {
    loop {
        let inert_x = g.x & !lines.orthogonal(g.reach_o);
        let inert_o = g.o & !lines.orthogonal(g.reach_x);
        if inert_x | inert_o == 0 {
            return g;
        }
        cells &= !(inert_x | inert_o);
        g = Group::new(lines, g.x & !inert_x, g.o & !inert_o, cells);
    }
}

/// Calls `f` with each independent group of the board (see the module
/// docs): the closure of all the stones, split where no cell an `x` could
/// reach is next to one an `o` could reach (nor is the same cell).
fn each_group(b: &KonaneBoard, lines: &Lines, mut f: impl FnMut(Group)) {
    let (x, o) = (b.masks[1], b.masks[2]);
    let (reach_x, reach_o) = closure(lines, x, o, b.union());
    let mut rest = reach_x | reach_o;
    while rest != 0 {
        let mut part = rest & rest.wrapping_neg();
        loop {
            let grown = part
                | (lines.orthogonal(part & reach_x) & reach_o)
                | (lines.orthogonal(part & reach_o) & reach_x);
            if grown == part {
                break;
            }
            part = grown;
        }
        rest &= !part;
        if (x | o) & part != 0 {
            f(Group {
                x: x & part,
                o: o & part,
                reach_x: reach_x & part,
                reach_o: reach_o & part,
            });
        }
    }
}

/// Calls `f` with each component of the board, cropped (see
/// [`Ruleset::components`]), without collecting them.
fn each_component(b: &KonaneBoard, mut f: impl FnMut(KonaneBoard)) {
    each_group_of(b, &Lines::of(b), |masks| {
        f(lines::crop(&Bits { masks, ..*b }));
    });
}

/// Calls `f` with the masks (empty, `x`, `o`) of each component of the
/// board, in place (not cropped).
fn each_group_of(b: &KonaneBoard, lines: &Lines, mut f: impl FnMut([u64; 3])) {
    let cells = b.union();
    each_group(b, lines, |g| {
        let g = without_inert(lines, g, cells);
        let empty = (g.reach_x | g.reach_o) & !(g.x | g.o);
        if any_jump(lines, g.x, g.o, empty) {
            f([empty, g.x, g.o]);
        }
    });
}

impl Ruleset for Konane {
    type Position = KonaneBoard;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<KonaneBoard, PositionError> {
        Ok(Bits::parse(
            text,
            SYMBOLS,
            &['#'],
            "`x` (Left), `o` (Right), `.` (empty) or `#` (no cell)",
        )?)
    }

    fn print(&self, b: &KonaneBoard) -> String {
        b.text(SYMBOLS, '#')
    }

    fn size(&self, b: &KonaneBoard) -> usize {
        (b.masks[1] | b.masks[2]).count_ones() as usize
    }

    fn options(&self, b: &KonaneBoard, player: Player) -> Vec<KonaneBoard> {
        let mut out = Vec::new();
        each_jump(b, player, |_, _, q| out.push(q));
        out
    }

    fn components(&self, b: &KonaneBoard) -> Vec<KonaneBoard> {
        let mut out = Vec::new();
        each_component(b, |c| out.push(c));
        out
    }

    /// The parts of each option as they are found (no list of options or
    /// of components is built).
    fn option_parts(
        &self,
        b: &KonaneBoard,
        player: Player,
        parts: &mut Vec<(KonaneBoard, bool)>,
        ends: &mut Vec<usize>,
    ) {
        let (w, h) = (u32::from(b.w), u32::from(b.h));
        if !(1..=8).contains(&w) || !(1..=8).contains(&h) {
            each_jump(b, player, |_, _, q| {
                each_component(&q, |c| parts.push(self.normalize(&c)));
                ends.push(parts.len());
            });
            return;
        }
        // At stride 8 throughout (the board as 8 columns, the ones past `w`
        // no cell): each component is cropped and turned to its least image
        // there, with one conversion back.
        let wide = Bits {
            w: 8,
            h: b.h,
            masks: b.masks.map(|m| to8(m, w, h)),
        };
        let lines = Lines::of(&wide);
        each_jump(&wide, player, |_, _, q| {
            each_group_of(&q, &lines, |masks| {
                let (shift, cw, ch) = bounds8(masks[0] | masks[1] | masks[2]);
                let (part, _, swapped) = least_image_of8(masks.map(|m| m >> shift), cw, ch, true);
                parts.push((part, swapped));
            });
            ends.push(parts.len());
        });
    }

    /// The least of the sixteen images; `true` when it swaps the colours.
    fn normalize(&self, b: &KonaneBoard) -> (KonaneBoard, bool) {
        lines::least_image(b, true)
    }

    /// Boards of at most 29 cells: the stones (`x` or `o`) and the cells
    /// that are `o` or empty, side by side (the two masks give back all
    /// three), the width and height less one in the top six bits (an 8×8
    /// board has 64 cells, so the key is never `u64::MAX`).
    #[inline]
    fn memo_key(&self, b: &KonaneBoard) -> Option<u64> {
        let (w, h) = (u64::from(b.w), u64::from(b.h));
        let n = w * h;
        let [empty, x, o] = b.masks;
        ((1..=8).contains(&w) && (1..=8).contains(&h) && n <= 29)
            .then(|| (x | o) | (o | empty) << n | (w - 1) << 58 | (h - 1) << 61)
    }

    fn board(&self, b: &KonaneBoard) -> Board {
        b.board(Glyph::empty_x_o)
    }

    fn moves(&self, b: &KonaneBoard, player: Player) -> Vec<Move<KonaneBoard>> {
        let w = b.w as usize;
        let mut out = Vec::new();
        each_jump(b, player, |from, land, to| {
            out.push(Move {
                label: format!(
                    "{}-{}",
                    cell_name(w, from as usize),
                    cell_name(w, land as usize)
                ),
                sites: vec![from as usize, land as usize],
                to,
            })
        });
        out
    }

    /// `jumped from a1 to c1`.
    fn action(&self, label: &str) -> String {
        match label.split_once('-') {
            Some((a, b)) => format!("jumped from {a} to {b}"),
            None => format!("played {label}"),
        }
    }
}
