//! Nim (C. L. Bouton, 1901; Winning Ways, ch. 2; Lessons in Play, ch. 7):
//! heaps of pebbles; a player takes any positive number of pebbles from one
//! heap; a player who cannot move loses. Impartial: a heap of `n` is the
//! nimber `*n` and heaps add by nim-sum.
//!
//! Position: heap sizes `3,4,5` (an emptied heap stays, as `0`, so that heap
//! numbers do not change during play). Move: heap and amount taken, `2:3`
//! (the gesture: the lowest pebble taken; it and those above it go).

use crate::common::Player;

use super::{heaps, Board, Edit, Geometry, Info, Limits, Move, PositionError, Ruleset};

/// Largest heap.
pub const MAX_HEAP: u32 = 64;
/// Most heaps of one position.
pub const MAX_HEAPS: usize = 16;

#[derive(Clone, Copy, Debug, Default)]
pub struct Nim;

static INFO: Info = Info {
    id: "nim",
    name: "Nim",
    impartial: true,
    loopy: false,
    rules: "A player takes one or more pebbles from one heap; the player who cannot move \
            loses. A heap of n is the nimber *n.",
    source: "C. L. Bouton, Nim, a game with a complete mathematical theory (1901); \
             Winning Ways, chapter 2; Lessons in Play, chapter 7",
    notation: "heap sizes 3,4,5 (each up to 64)",
    move_notation: "heap and amount taken: 2:3",
    size_name: "pebbles",
    limits: Limits {
        // Heaps of at most 64: values are nimbers, in closed form.
        expr: 256,
        page: 1024,
        play: 1024,
        cli: 1024,
    },
    edit: Edit::Heaps,
    start: "3,4,5",
    examples: &[
        ("Nim 3,4,5", "3,4,5"),
        ("Nim 1,2,3 (a second-player win)", "1,2,3"),
    ],
};

impl Ruleset for Nim {
    heaps::row_of_heaps!();

    fn options(&self, p: &Vec<u32>, _: Player) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            for k in 0..h {
                let mut q = p.clone();
                q[i] = k;
                out.push(q);
            }
        }
        out
    }

    fn components(&self, p: &Vec<u32>) -> Vec<Vec<u32>> {
        p.iter().filter(|&&h| h > 0).map(|&h| vec![h]).collect()
    }

    fn moves(&self, p: &Vec<u32>, _: Player) -> Vec<Move<Vec<u32>>> {
        let geometry = Geometry::Heaps { sizes: p.clone() };
        let mut out = Vec::new();
        for (i, &h) in p.iter().enumerate() {
            for take in 1..=h {
                let mut to = p.clone();
                to[i] = h - take;
                let lowest = geometry.heap_site(i, (h - take) as usize);
                out.push(Move {
                    label: format!("{}:{take}", i + 1),
                    sites: lowest.into_iter().collect(),
                    to,
                });
            }
        }
        out
    }

    /// `took 2 from heap 1`.
    fn action(&self, label: &str) -> String {
        match label.split_once(':') {
            Some((heap, take)) => format!("took {take} from heap {heap}"),
            None => format!("played {label}"),
        }
    }

    /// `take 1 from the heap of 4`: the board labels each heap with its
    /// size (`the 2nd heap of 4` when several have it).
    fn move_name(&self, p: &Vec<u32>, _: Player, label: &str) -> String {
        match heap_words(p, label) {
            Some((heap, take)) => format!("take {take} from {heap}"),
            None => label.to_string(),
        }
    }

    /// `took 1 from the heap of 4`.
    fn action_at(&self, p: &Vec<u32>, _: Player, label: &str) -> String {
        match heap_words(p, label) {
            Some((heap, take)) => format!("took {take} from {heap}"),
            None => self.action(label),
        }
    }
}

/// `the heap of 4` (or `the 2nd heap of 4`) and the amount of the move
/// `label` (`3:1`) at `p`.
fn heap_words(p: &[u32], label: &str) -> Option<(String, u32)> {
    let (heap, take) = label.split_once(':')?;
    let i = heap.parse::<usize>().ok()?.checked_sub(1)?;
    let take = take.parse::<u32>().ok()?;
    let size = *p.get(i)?;
    let same = p.iter().filter(|&&h| h == size).count();
    let nth = p[..i].iter().filter(|&&h| h == size).count() + 1;
    let heap = match same {
        1 => format!("the heap of {size}"),
        _ => format!("the {} heap of {size}", ordinal(nth)),
    };
    Some((heap, take))
}

/// `1st`, `2nd`, `3rd`, `4th`, …, `11th`, `21st`.
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
