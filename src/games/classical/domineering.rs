//! Domineering: Left places vertical dominoes, Right horizontal ones, on
//! the empty cells (`.`) of a board with blocked cells (`#`); rows are
//! separated by `|`. Regions are solved separately and summed; a region is
//! stored once for its eight symmetric images, the transposed ones with the
//! value negated (transposition swaps the players).

use crate::games::common::Player;

use super::grid::{Bits, BoardError};
use super::ruleset::Ruleset;

/// A Domineering position: the mask of empty cells.
pub type DomineeringBoard = Bits<1>;

#[derive(Clone, Copy, Debug, Default)]
pub struct Domineering;

impl Domineering {
    pub fn parse(text: &str) -> Result<DomineeringBoard, BoardError> {
        Bits::parse(text, ['.'], &['#'], "`.` (empty) or `#` (blocked)")
    }

    pub fn text(b: &DomineeringBoard) -> String {
        b.text(['.'], '#')
    }
}

impl Ruleset for Domineering {
    type Position = DomineeringBoard;

    fn options(&self, b: &DomineeringBoard, player: Player) -> Vec<DomineeringBoard> {
        let empty = b.masks[0];
        let w = b.w as u32;
        // Cells whose partner (below for Left, right for Right) is empty too.
        let starts = match player {
            Player::Left => empty & empty.checked_shr(w).unwrap_or(0),
            Player::Right => {
                let last_col = (0..b.h as u32).fold(0u64, |m, r| m | 1 << (r * w + w - 1));
                empty & (empty >> 1) & !last_col
            }
        };
        let step = if player == Player::Left { w } else { 1 };
        let mut out = Vec::with_capacity(starts.count_ones() as usize);
        let mut rest = starts;
        while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            out.push(Bits {
                masks: [empty & !(1 << i) & !(1 << (i + step))],
                ..*b
            });
        }
        out
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
}
