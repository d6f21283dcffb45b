//! Two-player Clobber (Albert, Grossman, Nowakowski and Wolfe, *An
//! introduction to Clobber*, 2005; Lessons in Play, ch. 1): a player moves
//! one of their stones (Left `x`, Right `o`) onto an orthogonally adjacent
//! stone of the opponent, which is removed; a player who cannot move loses.
//!
//! Position: `x`, `o`, `.` (empty), rows separated by `|`. Move: from and to,
//! `b2-c2` (the gesture: the stone, then the stone it clobbers).
//!
//! Groups of stones are solved separately and summed; the eight symmetries
//! keep the value and swapping the colours negates it.

use crate::common::Player;

use super::super::grid::{cells_of, Bits};
use super::{cell_name, Board, Edit, Glyph, Info, Limits, Move, PositionError, Ruleset};

/// A Clobber position: masks of Left's (`x`) and Right's (`o`) stones.
pub type ClobberBoard = Bits<2>;

#[derive(Clone, Copy, Debug, Default)]
pub struct Clobber;

static INFO: Info = Info {
    id: "clobber",
    name: "Clobber",
    impartial: false,
    loopy: false,
    rules: "A player moves one of their stones (Left x, Right o) onto an orthogonally \
            adjacent stone of the opponent, which is removed; the player who cannot move loses.",
    source: "Albert, Grossman, Nowakowski and Wolfe, An introduction to Clobber (2005); \
             Lessons in Play, chapter 1",
    notation: "x Left, o Right, . empty; rows split by |, boards by +",
    move_notation: "from and to: b2-c2",
    size_name: "stones",
    limits: Limits {
        // Measured natively (release): 2×7 0.2 s, 2×8 1.2 s, 4×4 7 s,
        // 2×9 10 s, 2×10 over a minute.
        expr: 14,
        page: 16,
        play: 12,
        cli: 18,
    },
    edit: Edit::Cells(&['.', 'x', 'o']),
    start: "xox|ox.",
    examples: &[("Clobber xox|ox.", "xox|ox.")],
};

/// Every capture of `player`: (from, to) cells, in cell order.
fn captures(b: &ClobberBoard, player: Player) -> Vec<(u32, u32)> {
    let (me, them) = (player.index(), player.other().index());
    cells_of(b.masks[me])
        .flat_map(|i| cells_of(b.neighbours(1 << i) & b.masks[them]).map(move |j| (i, j)))
        .collect()
}

/// The board after `player`'s stone on `i` clobbers the one on `j`.
fn capture(b: &ClobberBoard, player: Player, (i, j): (u32, u32)) -> ClobberBoard {
    let (me, them) = (player.index(), player.other().index());
    let mut masks = b.masks;
    masks[me] = (masks[me] & !(1 << i)) | 1 << j;
    masks[them] &= !(1 << j);
    Bits { masks, ..*b }
}

impl Ruleset for Clobber {
    type Position = ClobberBoard;

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<ClobberBoard, PositionError> {
        Ok(Bits::parse(text, ['x', 'o'], &['.'], "`x`, `o` or `.`")?)
    }

    fn print(&self, b: &ClobberBoard) -> String {
        b.text(['x', 'o'], '.')
    }

    fn size(&self, b: &ClobberBoard) -> usize {
        b.union().count_ones() as usize
    }

    fn options(&self, b: &ClobberBoard, player: Player) -> Vec<ClobberBoard> {
        captures(b, player)
            .into_iter()
            .map(|c| capture(b, player, c))
            .collect()
    }

    fn components(&self, b: &ClobberBoard) -> Vec<ClobberBoard> {
        b.regions(b.union())
            .into_iter()
            .filter(|r| r.masks[0] != 0 && r.masks[1] != 0)
            .collect()
    }

    fn normalize(&self, b: &ClobberBoard) -> (ClobberBoard, bool) {
        let (plain, _) = b.least_image();
        let swapped = Bits {
            masks: [b.masks[1], b.masks[0]],
            ..*b
        };
        let (other, _) = swapped.least_image();
        if other < plain {
            (other, true)
        } else {
            (plain, false)
        }
    }

    fn board(&self, b: &ClobberBoard) -> Board {
        b.board(|k| match k {
            Some(0) => Glyph::LEFT_X,
            Some(_) => Glyph::RIGHT_O,
            None => Glyph::Empty,
        })
    }

    fn moves(&self, b: &ClobberBoard, player: Player) -> Vec<Move<ClobberBoard>> {
        let w = b.w as usize;
        captures(b, player)
            .into_iter()
            .map(|(i, j)| Move {
                label: format!("{}-{}", cell_name(w, i as usize), cell_name(w, j as usize)),
                sites: vec![i as usize, j as usize],
                to: capture(b, player, (i, j)),
            })
            .collect()
    }

    /// `moved a1 onto b1`.
    fn action(&self, label: &str) -> String {
        match label.split_once('-') {
            Some((a, b)) => format!("moved {a} onto {b}"),
            None => format!("played {label}"),
        }
    }
}
