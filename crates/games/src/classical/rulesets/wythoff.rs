//! Wythoff's game (W. A. Wythoff, *A modification of the game of Nim*,
//! 1907; Winning Ways, ch. 3, as "Corner the Queen"; Lessons in Play,
//! ch. 7): two heaps; a player takes any positive number of pebbles from
//! one heap, or the same number from both. The player who cannot move
//! loses. Impartial. The second player wins exactly at (⌊nφ⌋, ⌊nφ²⌋) and
//! its mirror image, φ the golden ratio: (0,0), (1,2), (3,5), (4,7), …
//!
//! Position: the two heaps `a,b`. Move: `1:3` (take 3 from heap 1), `2:3`,
//! or `both:3` (take 3 from each heap).
//!
//! Board: the two heaps, and beside them a third pile of min(a, b) pebbles
//! that stands for taking from both. As in Nim, the gesture is the lowest
//! pebble taken, one click: on heap 1 or 2 it takes from that heap, on the
//! third pile from both heaps. (Two heaps alone cannot give every move its
//! own gesture: at 1,1 three moves share two pebbles, and no two-pebble
//! click sequences tell three moves apart without one being the start of
//! another. The third pile is drawn only: the editor edits the two heaps.)
//!
//! # Algorithmic choices
//!
//! A position is stored once for (a, b) and (b, a), which have the same
//! value. Values are nimbers; the universe computes them from the options.

use crate::common::Player;

use super::{heaps, Board, Edit, Geometry, Info, Limits, Move, PositionError, Ruleset};

/// Largest heap.
pub const MAX_HEAP: u32 = 200;

#[derive(Clone, Copy, Debug, Default)]
pub struct Wythoff;

static INFO: Info = Info {
    id: "wythoff",
    name: "Wythoff",
    impartial: true,
    loopy: false,
    rules: "Two heaps: a player takes any number of pebbles from one heap, or the same number \
            from both; the player who cannot move loses. The third pile drawn is min(a, b): \
            a click on it takes from both heaps.",
    source: "W. A. Wythoff, A modification of the game of Nim (1907); Winning Ways, chapter 3 \
             (Corner the Queen); Lessons in Play, chapter 7",
    notation: "the two heaps a,b (each up to 200)",
    move_notation: "1:3 (3 from heap 1), 2:3, both:3 (3 from each heap)",
    size_name: "pebbles",
    limits: Limits {
        expr: 60,
        page: 120,
        play: 120,
        cli: 200,
    },
    edit: Edit::Heaps,
    start: "4,6",
    examples: &[
        ("Wythoff 4,6", "4,6"),
        ("Wythoff 3,5 (a second-player win)", "3,5"),
        ("Wythoff 12,20 (a second-player win)", "12,20"),
    ],
};

/// The moves: (taken from heap 1, taken from heap 2), heap 1's first,
/// then heap 2's, then both.
fn takes([a, b]: [u32; 2]) -> Vec<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = (1..=a).map(|k| (k, 0)).collect();
    out.extend((1..=b).map(|k| (0, k)));
    out.extend((1..=a.min(b)).map(|k| (k, k)));
    out
}

impl Ruleset for Wythoff {
    /// The two heaps.
    type Position = [u32; 2];

    fn info(&self) -> &'static Info {
        &INFO
    }

    fn parse(&self, text: &str) -> Result<[u32; 2], PositionError> {
        match heaps::parse(text, MAX_HEAP)?.as_slice() {
            &[a, b] => Ok([a, b]),
            _ => Err(PositionError::bad(
                text,
                "Wythoff's game has two heaps: a,b",
            )),
        }
    }

    fn print(&self, p: &[u32; 2]) -> String {
        heaps::print(p)
    }

    /// `Wythoff 3,5`.
    fn describe(&self, p: &[u32; 2]) -> String {
        format!("Wythoff {}", self.print(p))
    }

    fn size(&self, p: &[u32; 2]) -> usize {
        heaps::pebbles(p)
    }

    fn options(&self, &[a, b]: &[u32; 2], _: Player) -> Vec<[u32; 2]> {
        takes([a, b])
            .into_iter()
            .map(|(x, y)| [a - x, b - y])
            .collect()
    }

    fn normalize(&self, &[a, b]: &[u32; 2]) -> ([u32; 2], bool) {
        ([a.min(b), a.max(b)], false)
    }

    fn board(&self, &[a, b]: &[u32; 2]) -> Board {
        Board::heaps(vec![a, b, a.min(b)])
    }

    fn moves(&self, &[a, b]: &[u32; 2], _: Player) -> Vec<Move<[u32; 2]>> {
        let geometry = Geometry::Heaps {
            sizes: vec![a, b, a.min(b)],
        };
        takes([a, b])
            .into_iter()
            .map(|(x, y)| {
                let (label, heap, left) = match (x, y) {
                    (k, 0) => (format!("1:{k}"), 0, a - k),
                    (0, k) => (format!("2:{k}"), 1, b - k),
                    (k, _) => (format!("both:{k}"), 2, a.min(b) - k),
                };
                Move {
                    label,
                    sites: geometry
                        .heap_site(heap, left as usize)
                        .into_iter()
                        .collect(),
                    to: [a - x, b - y],
                }
            })
            .collect()
    }

    /// `took 3 from heap 1`, `took 3 from both heaps`.
    fn action(&self, label: &str) -> String {
        match label.split_once(':') {
            Some(("both", k)) => format!("took {k} from both heaps"),
            Some((heap, k)) => format!("took {k} from heap {heap}"),
            None => format!("played {label}"),
        }
    }
}
