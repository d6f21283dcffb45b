//! Remoteness of single heaps of an octal or hexadecimal game (issue 28;
//! Winning Ways ch. 9): the moves a game from one heap lasts in normal play
//! when the winner hurries and the loser delays. Unlike Grundy values,
//! remoteness does not add over the heaps a move leaves, so it is searched
//! over whole positions (sorted lists of heaps, [`RemotenessMemo`]) within a
//! budget of positions; the heaps past the budget have none. The mover wins
//! exactly when the remoteness is odd, that is when the Grundy value is not
//! zero (tested).

use std::convert::Infallible;

use super::octal::OctalCode;
use crate::common::{Found, RemotenessMemo};

/// Positions one table's remoteness searches may expand in all (about a
/// second of work in the browser's worker for Kayles' first 30 heaps).
pub const OCTAL_REMOTENESS_BUDGET: usize = 100_000;

/// The heaps each move from one heap of `n` leaves (each list ascending,
/// empty when the move takes the whole heap), by the code's digits: bit 1
/// takes the whole heap, 2 leaves one heap, 4 two, 8 three (all nonempty).
pub fn heap_options(code: &OctalCode, n: u32) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    for k in 0..=(code.max_take() as u32).min(n) {
        let (d, rest) = (code.digit(k as usize), n - k);
        if d & 1 != 0 && rest == 0 && k > 0 {
            out.push(Vec::new());
        }
        if d & 2 != 0 && rest >= 1 && k > 0 {
            out.push(vec![rest]);
        }
        if d & 4 != 0 {
            out.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
        }
        if d & 8 != 0 {
            for a in 1..=rest / 3 {
                out.extend((a..=(rest - a) / 2).map(|b| vec![a, b, rest - a - b]));
            }
        }
    }
    out
}

/// Every position one move from `heaps` (ascending, empty heaps dropped).
fn options(code: &OctalCode, heaps: &[u32]) -> Result<Vec<Vec<u32>>, Infallible> {
    let mut out = Vec::new();
    for (i, &n) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == n {
            continue;
        }
        for left in heap_options(code, n) {
            let mut next: Vec<u32> = heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
            next.extend(left.into_iter().filter(|&h| h > 0));
            next.sort_unstable();
            out.push(next);
        }
    }
    Ok(out)
}

/// The remoteness of each single heap `lo..=hi`, searched with at most
/// `budget` positions in all; `None` from the first heap past the budget.
pub fn heap_remoteness(code: &OctalCode, lo: u32, hi: u32, budget: usize) -> Vec<Option<u32>> {
    let mut memo = RemotenessMemo::new(false);
    let mut left = budget;
    let mut over = false;
    (lo..=hi)
        .map(|n| {
            if over {
                return None;
            }
            let root = if n == 0 { Vec::new() } else { vec![n] };
            match memo.of(root, |h| options(code, h), &mut left) {
                Ok(Found::Remote(r)) => Some(r),
                Ok(Found::TooLarge { .. }) | Err(_) => {
                    over = true;
                    None
                }
            }
        })
        .collect()
}
