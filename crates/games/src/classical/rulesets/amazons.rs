//! Amazons (Walter Zamkauskas, 1988; E. Berlekamp, *Sums of N×2 Amazons*,
//! 2000; Lessons in Play; Siegel, *Combinatorial Game Theory*; CGSuite and
//! cgt-tools play it with the same conventions): a player moves one of
//! their amazons like a chess queen, any distance in one of the eight
//! directions through empty cells, then shoots an arrow like a queen from
//! where it landed (the cell it left counts as empty); the arrow's cell is
//! burnt and can never be entered or crossed again. A player who cannot
//! move loses (normal play).
//!
//! Position: `x` Left's amazon, `o` Right's, `.` empty, `#` an arrow or no
//! cell, rows separated by `|`. Move: from, to and the arrow's cell,
//! `a1-c3-c1` (the gesture: those three cells in turn; every move has three,
//! so no gesture starts another).
//!
//! Components: amazons and arrows only travel through cells that are not
//! `#`, one king step at a time, so the regions of such cells connected by
//! king steps never interact and their values add. A region where no
//! amazon has an empty neighbour is 0 and dropped. Each region is cropped
//! and memoised once for its sixteen images: the eight symmetries of the
//! rectangle keep the value (queen moves are symmetric under all of them),
//! and swapping the colours negates it.

use crate::common::Player;

use super::super::grid::Bits;
use super::lines::{self, Lines, ALL};
use super::{cell_name, Board, Edit, Glyph, Info, Limits, Move, PositionError, Ruleset};

/// An Amazons position: masks of the empty cells, Left's amazons (`x`)
/// and Right's (`o`); arrows and missing cells (`#`) are in none.
pub type AmazonsBoard = Bits<3>;

const SYMBOLS: [char; 3] = ['.', 'x', 'o'];

#[derive(Clone, Copy, Debug, Default)]
pub struct Amazons;

static INFO: Info = Info {
    id: "amazons",
    name: "Amazons",
    impartial: false,
    loopy: false,
    rules: "A player moves one of their amazons (Left x, Right o) like a chess queen through \
            empty cells, then shoots an arrow like a queen from where it landed; the arrow's \
            cell is burnt (#). The player who cannot move loses.",
    source: "Walter Zamkauskas (1988); E. Berlekamp, Sums of N×2 Amazons (2000); \
             Lessons in Play; Siegel, Combinatorial Game Theory; the conventions of CGSuite \
             and cgt-tools",
    notation: "x Left, o Right, . empty, # arrow or no cell; rows split by |, boards by +",
    move_notation: "from, to and the arrow's cell: a1-c3-c1",
    size_name: "empty cells",
    limits: Limits {
        expr: 8,
        page: 14,
        play: 10,
        cli: 14,
    },
    edit: Edit::Cells(&['.', 'x', 'o', '#']),
    start: "x..|...|..o",
    examples: &[
        ("Amazons 3×3", "x..|...|..o"),
        ("Amazons x...|....|...o", "x...|....|...o"),
        ("Amazons 2×4", "x...|...o"),
        ("Amazons x..#|....|.#.o", "x..#|....|.#.o"),
        ("Amazons sum", "x.o + x..|#.. + o.|.."),
    ],
};

/// Calls `f(from, to, arrow, board after)` for every move of `player`,
/// amazon by amazon, destination by destination, arrow by arrow, each in
/// direction order and nearer cells first.
fn each_move(b: &AmazonsBoard, player: Player, mut f: impl FnMut(u32, u32, u32, AmazonsBoard)) {
    let me = 1 + player.index();
    let lines = Lines::of(b);
    let mut rest = b.masks[me];
    while rest != 0 {
        let from = rest & rest.wrapping_neg();
        rest &= rest - 1;
        for d in ALL {
            let mut to = from;
            loop {
                to = lines.step(to, d);
                if to & b.masks[0] == 0 {
                    break;
                }
                let mut moved = *b;
                moved.masks[me] = (moved.masks[me] & !from) | to;
                moved.masks[0] = (moved.masks[0] | from) & !to;
                for e in ALL {
                    let mut arrow = to;
                    loop {
                        arrow = lines.step(arrow, e);
                        if arrow & moved.masks[0] == 0 {
                            break;
                        }
                        let mut q = moved;
                        q.masks[0] &= !arrow;
                        let at = [from, to, arrow].map(u64::trailing_zeros);
                        f(at[0], at[1], at[2], q);
                    }
                }
            }
        }
    }
}

impl Ruleset for Amazons {
    type Position = AmazonsBoard;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<AmazonsBoard, PositionError> {
        Ok(Bits::parse(
            text,
            SYMBOLS,
            &['#'],
            "`x` (Left), `o` (Right), `.` (empty) or `#` (arrow or no cell)",
        )?)
    }

    fn print(&self, b: &AmazonsBoard) -> String {
        b.text(SYMBOLS, '#')
    }

    fn size(&self, b: &AmazonsBoard) -> usize {
        b.masks[0].count_ones() as usize
    }

    fn options(&self, b: &AmazonsBoard, player: Player) -> Vec<AmazonsBoard> {
        let mut out = Vec::new();
        each_move(b, player, |_, _, _, q| out.push(q));
        out
    }

    fn components(&self, b: &AmazonsBoard) -> Vec<AmazonsBoard> {
        let lines = Lines::of(b);
        let amazons = b.masks[1] | b.masks[2];
        lines
            .parts(b.union(), &ALL)
            .into_iter()
            .filter(|&part| lines.around(amazons & part, &ALL) & b.masks[0] != 0)
            .map(|part| {
                lines::crop(&Bits {
                    masks: b.masks.map(|m| m & part),
                    ..*b
                })
            })
            .collect()
    }

    /// The least of the sixteen images; `true` when it swaps the colours.
    fn normalize(&self, b: &AmazonsBoard) -> (AmazonsBoard, bool) {
        lines::least_image(b, true)
    }

    fn board(&self, b: &AmazonsBoard) -> Board {
        b.board(Glyph::empty_x_o)
    }

    fn moves(&self, b: &AmazonsBoard, player: Player) -> Vec<Move<AmazonsBoard>> {
        let w = b.w as usize;
        let mut out = Vec::new();
        each_move(b, player, |from, to, arrow, q| {
            out.push(Move {
                label: [from, to, arrow]
                    .map(|i| cell_name(w, i as usize))
                    .join("-"),
                sites: vec![from as usize, to as usize, arrow as usize],
                to: q,
            })
        });
        out
    }

    /// `moved a1 to c3 and shot c1`.
    fn action(&self, label: &str) -> String {
        match label.split('-').collect::<Vec<_>>()[..] {
            [a, b, c] => format!("moved {a} to {b} and shot {c}"),
            _ => format!("played {label}"),
        }
    }
}
