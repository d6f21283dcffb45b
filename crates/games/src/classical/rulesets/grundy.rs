//! Grundy's game (P. M. Grundy, *Mathematics and games*, 1939; Winning
//! Ways, ch. 4; Lessons in Play, ch. 7; Siegel, *Combinatorial Game
//! Theory*, ch. IV): a player splits one heap into two heaps of different
//! sizes; heaps of 1 and 2 cannot be split. The player who cannot move
//! loses. Impartial: a heap is a nimber, heaps add by nim-sum; the Grundy
//! values of heaps 0, 1, 2, … are 0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0 …
//! (whether they are eventually periodic is open).
//!
//! Position: heap sizes `5,7,9`. Move: heap and the size split off, `1:2`
//! (heap 1 of 7 becomes heaps of 2 and 5, in place: `2,5,9`). Gesture: the
//! pebble at the split, the top pebble of the lower (smaller) part.
//!
//! # Algorithmic choices
//!
//! Each heap of 3 or more is a component (the others have no move), so a
//! heap of `n` is solved once from the values of smaller heaps; an option
//! is a sum of two heaps, a nim-sum in the universe's closed form.

use crate::common::Player;

use super::{heaps, Board, Edit, Geometry, Info, Limits, Move, PositionError, Ruleset};

/// Largest heap.
pub const MAX_HEAP: u32 = 1000;
/// Most heaps of one position.
pub const MAX_HEAPS: usize = 16;

#[derive(Clone, Copy, Debug, Default)]
pub struct Grundy;

static INFO: Info = Info {
    id: "grundy",
    name: "Grundy's game",
    impartial: true,
    loopy: false,
    rules: "A player splits one heap into two heaps of different sizes; the player who cannot \
            move loses (heaps of 1 and 2 cannot be split).",
    source: "P. M. Grundy, Mathematics and games (1939); Winning Ways, chapter 4; \
             Lessons in Play, chapter 7",
    notation: "heap sizes 5,7,9 (each up to 1000)",
    move_notation: "heap and the size split off: 1:2",
    size_name: "pebbles",
    limits: Limits {
        expr: 200,
        page: 200,
        play: 200,
        cli: 1000,
    },
    edit: Edit::Heaps,
    start: "7",
    examples: &[
        ("Grundy's game 7 (a second-player win)", "7"),
        ("Grundy's game 5,7,9", "5,7,9"),
        ("Grundy's game 20", "20"),
    ],
};

/// The splits of each heap: (heap, size split off), in order.
fn splits(heaps: &[u32]) -> Vec<(usize, u32)> {
    let mut out = Vec::new();
    for (h, &n) in heaps.iter().enumerate() {
        out.extend((1..n.div_ceil(2)).map(|a| (h, a)));
    }
    out
}

/// Heap `h` split into `a` and the rest, in place.
fn split(heaps: &[u32], (h, a): (usize, u32)) -> Vec<u32> {
    let mut out = Vec::with_capacity(heaps.len() + 1);
    out.extend_from_slice(&heaps[..h]);
    out.push(a);
    out.push(heaps[h] - a);
    out.extend_from_slice(&heaps[h + 1..]);
    out
}

impl Ruleset for Grundy {
    heaps::row_of_heaps!();

    fn options(&self, p: &Vec<u32>, _: Player) -> Vec<Vec<u32>> {
        splits(p).into_iter().map(|s| split(p, s)).collect()
    }

    fn components(&self, p: &Vec<u32>) -> Vec<Vec<u32>> {
        p.iter().filter(|&&h| h >= 3).map(|&h| vec![h]).collect()
    }

    fn moves(&self, p: &Vec<u32>, _: Player) -> Vec<Move<Vec<u32>>> {
        let geometry = Geometry::Heaps { sizes: p.clone() };
        splits(p)
            .into_iter()
            .map(|(h, a)| Move {
                label: format!("{}:{a}", h + 1),
                sites: geometry.heap_site(h, a as usize - 1).into_iter().collect(),
                to: split(p, (h, a)),
            })
            .collect()
    }

    /// `split 2 off heap 1`.
    fn action(&self, label: &str) -> String {
        match label.split_once(':') {
            Some((heap, a)) => format!("split {a} off heap {heap}"),
            None => format!("played {label}"),
        }
    }
}
