//! Two-player Clobber: a player moves one of their stones (Left `x`, Right
//! `o`) onto an orthogonally adjacent stone of the opponent, which is
//! removed; `.` is an empty cell, rows are separated by `|`. Groups of
//! stones are solved separately and summed; the eight symmetries keep the
//! value and swapping the colours negates it.

use crate::games::common::Player;

use super::grid::{Bits, BoardError};
use super::ruleset::Ruleset;

/// A Clobber position: masks of Left's (`x`) and Right's (`o`) stones.
pub type ClobberBoard = Bits<2>;

#[derive(Clone, Copy, Debug, Default)]
pub struct Clobber;

impl Clobber {
    pub fn parse(text: &str) -> Result<ClobberBoard, BoardError> {
        Bits::parse(text, ['x', 'o'], &['.'], "`x`, `o` or `.`")
    }

    pub fn text(b: &ClobberBoard) -> String {
        b.text(['x', 'o'], '.')
    }
}

impl Ruleset for Clobber {
    type Position = ClobberBoard;

    fn options(&self, b: &ClobberBoard, player: Player) -> Vec<ClobberBoard> {
        let (me, them) = match player {
            Player::Left => (0, 1),
            Player::Right => (1, 0),
        };
        let mut out = Vec::new();
        let mut rest = b.masks[me];
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            let mut targets = b.neighbours(1 << i) & b.masks[them];
            while targets != 0 {
                let j = targets.trailing_zeros();
                targets &= targets - 1;
                let mut masks = b.masks;
                masks[me] = (masks[me] & !(1 << i)) | 1 << j;
                masks[them] &= !(1 << j);
                out.push(Bits { masks, ..*b });
            }
        }
        out
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
}
