//! Domineering (Winning Ways, ch. 2; Lessons in Play, ch. 1): Left places
//! a domino vertically on two empty cells, Right horizontally; a player
//! who cannot move loses (normal play).
//!
//! Position: `.` an empty cell, `#` no cell, rows separated by `|`.
//! Move: the cell the domino covers first, Left's top cell or Right's left
//! cell (`b2`; the gesture is that cell, then the other).
//!
//! Regions are solved separately and summed; a region is stored once for
//! its eight symmetric images, the transposed ones with the value negated
//! (transposition swaps the players).
//!
//! The solver's inner loop ([`Ruleset::option_parts`]) works on the board
//! at stride 8 (boards of at most 8×8): an option is the mask less two
//! bits. When the cells round the domino show the region stays connected,
//! no flood is needed; otherwise its regions are flooded with word
//! operations from the domino's neighbours, two at a time, until the
//! smaller is complete (O(d) steps for a smallest region of diameter d;
//! the last region is what is left). Each is cropped and turned to its
//! least image with a constant number of bit tricks (one transposition,
//! four flips), and converted back once, with no intermediate board or
//! allocation. The normalised region packs into one
//! `u64` ([`Ruleset::memo_key`]) for the solver's compact memo. A region of
//! n cells thus costs O(n · d) word operations for its options' keys, plus
//! the canonical form of its options.

use crate::common::Player;

use super::super::grid::{cells_of, Bits};
use super::super::grid8::{bounds8, flood8, from8, least8, split8, stays_connected, to8, LAST8};
use super::{cell_name, Board, Edit, Glyph, Info, Limits, Move, PositionError, Ruleset};

/// A Domineering position: the mask of empty cells.
pub type DomineeringBoard = Bits<1>;

#[derive(Clone, Copy, Debug, Default)]
pub struct Domineering;

static INFO: Info = Info {
    id: "domineering",
    name: "Domineering",
    impartial: false,
    loopy: false,
    rules: "Left places a domino vertically on two empty cells, Right horizontally; \
            the player who cannot move loses.",
    source: "Winning Ways, chapter 2; Lessons in Play, chapter 1",
    notation: ". empty, # no cell; rows split by |, boards by +",
    move_notation: "the domino's top cell (Left) or left cell (Right): b2",
    size_name: "empty cells",
    limits: Limits {
        // Measured natively (release, session 25, this project's 2-core
        // machine): 5×5 0.02 s, 5×6 0.62–0.67 s, 6×6 10.4–13.9 s on two
        // threads (median 10.8 s of ten) and 0.43 GB (README); the CLI
        // stops at its time limit.
        expr: 16,
        page: 30,
        play: 20,
        cli: 36,
    },
    edit: Edit::Cells(&['.', '#']),
    start: "..#|..#|...",
    examples: &[
        ("Domineering ..#|..#|...", "..#|..#|..."),
        ("Domineering 4×4 minus a corner", "....|....|....|...#"),
        ("Domineering 4×4", "....|....|....|...."),
        ("Domineering sum", ".#|.. + ..|.. + .|."),
    ],
};

impl Domineering {
    fn starts(b: &DomineeringBoard, player: Player) -> (u64, u32) {
        let empty = b.masks[0];
        let w = b.w as u32;
        // Cells whose partner (below for Left, right for Right) is empty too.
        match player {
            Player::Left => (empty & empty.checked_shr(w).unwrap_or(0), w),
            Player::Right => {
                let last_col = (0..b.h as u32).fold(0u64, |m, r| m | 1 << (r * w + w - 1));
                (empty & (empty >> 1) & !last_col, 1)
            }
        }
    }
}

/// A region of a stride-8 mask as [`Bits::least_image`] of its cropped
/// board: the memo's key.
#[inline]
fn normal8(region: u64) -> (DomineeringBoard, bool) {
    let (shift, w, h) = bounds8(region);
    let (m, nw, nh, transposed) = least8(region >> shift, w, h);
    let board = Bits {
        w: nw as u8,
        h: nh as u8,
        masks: [from8(m, nw, nh)],
    };
    (board, transposed)
}

/// The board with a domino on cells `i` and `i + step`.
fn place(b: &DomineeringBoard, i: u32, step: u32) -> DomineeringBoard {
    Bits {
        masks: [b.masks[0] & !(1 << i) & !(1 << (i + step))],
        ..*b
    }
}

impl Ruleset for Domineering {
    type Position = DomineeringBoard;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<DomineeringBoard, PositionError> {
        Ok(Bits::parse(
            text,
            ['.'],
            &['#'],
            "`.` (empty) or `#` (blocked)",
        )?)
    }

    fn print(&self, b: &DomineeringBoard) -> String {
        b.text(['.'], '#')
    }

    fn size(&self, b: &DomineeringBoard) -> usize {
        b.masks[0].count_ones() as usize
    }

    fn options(&self, b: &DomineeringBoard, player: Player) -> Vec<DomineeringBoard> {
        let (starts, step) = Domineering::starts(b, player);
        cells_of(starts).map(|i| place(b, i, step)).collect()
    }

    fn components(&self, b: &DomineeringBoard) -> Vec<DomineeringBoard> {
        b.regions(b.masks[0])
            .into_iter()
            .filter(|r| r.masks[0].count_ones() > 1)
            .collect()
    }

    fn normalize(&self, b: &DomineeringBoard) -> (DomineeringBoard, bool) {
        b.least_image()
    }

    fn option_parts(
        &self,
        b: &DomineeringBoard,
        player: Player,
        parts: &mut Vec<(DomineeringBoard, bool)>,
        ends: &mut Vec<usize>,
    ) {
        let (w, h) = (u32::from(b.w), u32::from(b.h));
        if !(1..=8).contains(&w) || !(1..=8).contains(&h) {
            for o in self.options(b, player) {
                parts.extend(self.components(&o).iter().map(|c| self.normalize(c)));
                ends.push(parts.len());
            }
            return;
        }
        // At stride 8 throughout: each option's regions flooded, cropped
        // and turned to their least image, one conversion back per part.
        let m = to8(b.masks[0], w, h);
        let (starts, step) = match player {
            Player::Left => (m & m >> 8, 8),
            Player::Right => (m & m >> 1 & !LAST8, 1),
        };
        // A connected region with margin round it (at most 7 × 7): most
        // options leave it connected, known from the domino's surroundings.
        let ringed = w <= 7 && h <= 7 && flood8(m & m.wrapping_neg(), m) == m;
        for i in cells_of(starts) {
            let rest = m & !(1 << i) & !(1 << (i + step));
            // A region of one cell has no move (it is 0): left out.
            let mut keep = |region: u64| {
                if region & region.wrapping_sub(1) != 0 {
                    parts.push(normal8(region));
                }
            };
            if ringed && stays_connected(m, i, step) {
                keep(rest);
            } else if ringed {
                let mut regions = [0; 6];
                let n = split8(rest, m & !rest, &mut regions);
                regions[..n].iter().for_each(|&region| keep(region));
            } else {
                let mut todo = rest;
                while todo != 0 {
                    let region = flood8(todo & todo.wrapping_neg(), rest);
                    todo &= !region;
                    keep(region);
                }
            }
            ends.push(parts.len());
        }
    }

    /// The cells of a board of at most 58 cells, its width and height less
    /// one in the top six bits (an 8×8 board, the only one with both 8,
    /// has 64 cells, so the key is never `u64::MAX`).
    #[inline]
    fn memo_key(&self, b: &DomineeringBoard) -> Option<u64> {
        let (w, h) = (u64::from(b.w), u64::from(b.h));
        ((1..=8).contains(&w) && (1..=8).contains(&h) && w * h <= 58)
            .then(|| b.masks[0] | (w - 1) << 58 | (h - 1) << 61)
    }

    fn board(&self, b: &DomineeringBoard) -> Board {
        b.board(|k| match k {
            Some(_) => Glyph::Empty,
            None => Glyph::Blocked,
        })
    }

    fn moves(&self, b: &DomineeringBoard, player: Player) -> Vec<Move<DomineeringBoard>> {
        let (starts, step) = Domineering::starts(b, player);
        cells_of(starts)
            .map(|i| Move {
                label: cell_name(b.w as usize, i as usize),
                sites: vec![i as usize, (i + step) as usize],
                to: place(b, i, step),
            })
            .collect()
    }

    fn action(&self, label: &str) -> String {
        format!("placed a domino at {label}")
    }

    /// `b1–b2`: both cells the domino covers (the notation names its top
    /// or left cell only; who plays says which way it lies).
    fn move_name(&self, b: &DomineeringBoard, player: Player, label: &str) -> String {
        let w = b.w as usize;
        Ruleset::moves(self, b, player)
            .into_iter()
            .find(|m| m.label == label)
            .map_or_else(
                || label.to_string(),
                |m| {
                    let cells: Vec<String> = m.sites.iter().map(|&i| cell_name(w, i)).collect();
                    cells.join("–")
                },
            )
    }

    /// `placed a domino on b1–b2`.
    fn action_at(&self, b: &DomineeringBoard, player: Player, label: &str) -> String {
        match self.move_name(b, player, label) {
            name if name == label => self.action(label),
            name => format!("placed a domino on {name}"),
        }
    }
}
