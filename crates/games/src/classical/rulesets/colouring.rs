//! The grid colouring games: a player colours one empty cell, and which
//! cells they may colour depends on the colours of its orthogonal
//! neighbours ([`Forbid`]); a player who cannot move loses (normal play).
//! Played here on the cells of a grid (the map's regions are cells,
//! neighbours share an edge). One ruleset, [`Colouring`], with two entries
//! in the registry, each with its own [`Info`]:
//!
//! - Snort ([`SNORT`]; Simon Norton; Winning Ways, chapter 6, where it is
//!   the first example of a hot game; Lessons in Play; Siegel,
//!   *Combinatorial Game Theory*): a cell next to the opponent's colour is
//!   forbidden;
//! - Col ([`COL`]; Colin Vout; Conway, *On Numbers and Games*; Winning
//!   Ways, chapter 2; Lessons in Play; Siegel, *Combinatorial Game
//!   Theory*): a cell next to the player's own colour is forbidden. Every
//!   value is a number or a number plus `*`.
//!
//! Position: `.` empty, `x` Left's colour, `o` Right's, `#` no cell, rows
//! separated by `|`. Move: the cell coloured (`b2`; the gesture is that
//! cell).
//!
//! Components: a colour never changes, and a cell's colour only matters to
//! its orthogonal neighbours, so an empty cell next to both colours is
//! dead (neither rule lets anyone colour it) and counts as no cell; the
//! other empty cells split into orthogonally connected regions that no
//! move connects. Each region is one component, kept with the coloured
//! cells next to it (their influence) and nothing else, cropped. A
//! component is memoised once for its sixteen images: the eight
//! symmetries of the rectangle keep the value, and swapping the colours
//! swaps the players, which negates it.

use crate::common::Player;

use super::super::grid::{cells_of, Bits};
use super::lines;
use super::{cell_name, Board, Edit, Glyph, Info, Limits, Move, PositionError, Ruleset};

/// Masks of the empty cells, Left's (`x`) and Right's (`o`); `#` is in none.
pub type ColourBoard = Bits<3>;

const SYMBOLS: [char; 3] = ['.', 'x', 'o'];

/// Which neighbours forbid a cell to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forbid {
    /// A cell next to the opponent's colour (Snort).
    Opponent,
    /// A cell next to the player's own colour (Col).
    Own,
}

/// A grid colouring game: the rule, and what the registry shows of it.
#[derive(Clone, Copy, Debug)]
pub struct Colouring {
    forbid: Forbid,
    info: &'static Info,
}

/// Snort: a player may not colour a cell next to the opponent's colour.
pub const SNORT: Colouring = Colouring {
    forbid: Forbid::Opponent,
    info: &SNORT_INFO,
};

/// Col: a player may not colour a cell next to their own colour.
pub const COL: Colouring = Colouring {
    forbid: Forbid::Own,
    info: &COL_INFO,
};

static SNORT_INFO: Info = info(
    "snort",
    "Snort",
    "A player colours an empty cell (Left x, Right o) that is not next to a cell of \
     the opponent's colour; the player who cannot move loses.",
    "Winning Ways, chapter 6; Lessons in Play; \
     Siegel, Combinatorial Game Theory",
    &[
        ("Snort 2×3", "...|..."),
        ("Snort one cell (*)", "."),
        ("Snort two cells (±1)", ".."),
        ("Snort 1×5 with a tinted end", "x....."),
        ("Snort 3×3", "...|...|..."),
        ("Snort 3×4", "....|....|...."),
    ],
);

static COL_INFO: Info = info(
    "col",
    "Col",
    "A player colours an empty cell (Left x, Right o) that is not next to a cell of \
     their own colour; the player who cannot move loses. Every value is a number or \
     a number plus *.",
    "Conway, On Numbers and Games; Winning Ways, chapter 2; Lessons in Play; \
     Siegel, Combinatorial Game Theory",
    &[
        ("Col 2×3", "...|..."),
        ("Col one cell (*)", "."),
        ("Col two cells (0)", ".."),
        ("Col x..o", "x..o"),
        ("Col 3×3", "...|...|..."),
        ("Col 3×4", "....|....|...."),
    ],
);

/// The [`Info`] of a colouring game: what differs between the games, and
/// the notation, limits, editor and start they share.
const fn info(
    id: &'static str,
    name: &'static str,
    rules: &'static str,
    source: &'static str,
    examples: &'static [(&'static str, &'static str)],
) -> Info {
    Info {
        id,
        name,
        impartial: false,
        loopy: false,
        rules,
        source,
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
        examples,
    }
}

impl Colouring {
    /// The cells `player` may colour.
    fn playable(&self, b: &ColourBoard, player: Player) -> u64 {
        let mover = match self.forbid {
            Forbid::Own => player,
            Forbid::Opponent => player.other(),
        };
        b.masks[0] & !b.neighbours(b.masks[1 + mover.index()])
    }
}

/// The board with cell `i` coloured by `player`.
fn colour(b: &ColourBoard, i: u32, player: Player) -> ColourBoard {
    let mut masks = b.masks;
    masks[0] &= !(1 << i);
    masks[1 + player.index()] |= 1 << i;
    Bits { masks, ..*b }
}

impl Ruleset for Colouring {
    type Position = ColourBoard;

    fn info(&self) -> &'static Info {
        self.info
    }

    fn parse(&self, text: &str) -> Result<ColourBoard, PositionError> {
        Ok(Bits::parse(
            text,
            SYMBOLS,
            &['#'],
            "`.` (empty), `x` (Left), `o` (Right) or `#` (no cell)",
        )?)
    }

    fn print(&self, b: &ColourBoard) -> String {
        b.text(SYMBOLS, '#')
    }

    fn size(&self, b: &ColourBoard) -> usize {
        b.masks[0].count_ones() as usize
    }

    fn options(&self, b: &ColourBoard, player: Player) -> Vec<ColourBoard> {
        cells_of(self.playable(b, player))
            .map(|i| colour(b, i, player))
            .collect()
    }

    /// The regions of live empty cells, each with the coloured cells next
    /// to it, cropped (see the module docs).
    fn components(&self, b: &ColourBoard) -> Vec<ColourBoard> {
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
    fn normalize(&self, b: &ColourBoard) -> (ColourBoard, bool) {
        lines::least_image(b, true)
    }

    fn board(&self, b: &ColourBoard) -> Board {
        b.board(Glyph::empty_x_o)
    }

    fn moves(&self, b: &ColourBoard, player: Player) -> Vec<Move<ColourBoard>> {
        cells_of(self.playable(b, player))
            .map(|i| Move {
                label: cell_name(b.w as usize, i as usize),
                sites: vec![i as usize],
                to: colour(b, i, player),
            })
            .collect()
    }

    /// `coloured b2`.
    fn action(&self, label: &str) -> String {
        format!("coloured {label}")
    }
}
