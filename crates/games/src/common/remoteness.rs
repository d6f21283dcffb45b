//! Remoteness (Winning Ways, chapter 9; Smith 1966): how many moves a game
//! lasts under best play when the winner hurries and the loser delays. Every
//! family that shows normal-play (or misère) outcomes computes it from its
//! options' remotenesses with [`remoteness_of`]; a family whose positions
//! do not come in a row (sums, several heaps) searches them with
//! [`RemotenessMemo`], a depth-first search with an explicit stack (no
//! recursion over user input), a memo and a budget.

use std::hash::Hash;

use super::FxMap;

/// The remoteness of a position, with the player to move, from the
/// remotenesses of its options (each with the opponent to move).
///
/// Normal play: a position without a move has remoteness 0 and its mover
/// loses; the mover wins exactly when the remoteness is odd. If some option
/// has even remoteness (its mover, the opponent, loses), the remoteness is one
/// more than the least such; otherwise one more than the largest.
///
/// Misère play: the mover of a position without a move wins (remoteness 0);
/// the mover wins exactly when the remoteness is even, so the winning options
/// are those of odd remoteness.
pub fn remoteness_of(options: impl IntoIterator<Item = u32>, misere: bool) -> u32 {
    let losing_for_opponent = |r: u32| (r % 2 == 0) != misere;
    let (mut least_win, mut most) = (None::<u32>, None::<u32>);
    for r in options {
        if losing_for_opponent(r) {
            least_win = Some(least_win.map_or(r, |e| e.min(r)));
        }
        most = Some(most.map_or(r, |m| m.max(r)));
    }
    match (least_win, most) {
        (Some(e), _) => e + 1,
        (None, Some(m)) => m + 1,
        (None, None) => 0,
    }
}

/// Whether the player to move wins a position of remoteness `r`.
pub fn mover_wins(r: u32, misere: bool) -> bool {
    (r % 2 == 1) != misere
}

/// What a search found: the remoteness, or that it needs more work than allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    Remote(u32),
    TooLarge { limit: usize },
}

/// The remoteness of many positions of one game, sharing a memo. A
/// position is any key; its options come from the caller.
pub struct RemotenessMemo<K> {
    memo: FxMap<K, u32>,
    misere: bool,
}

struct Frame<K> {
    key: K,
    children: Vec<K>,
    next: usize,
}

impl<K: Clone + Eq + Hash> RemotenessMemo<K> {
    /// Misère play when `misere`, else normal play.
    pub fn new(misere: bool) -> RemotenessMemo<K> {
        RemotenessMemo {
            memo: FxMap::default(),
            misere,
        }
    }

    /// The remoteness of `root`, whose options (and theirs) `options` lists,
    /// expanding at most `budget` new positions (what it expands is taken
    /// off the budget; the memo keeps what was found).
    pub fn of<E>(
        &mut self,
        root: K,
        mut options: impl FnMut(&K) -> Result<Vec<K>, E>,
        budget: &mut usize,
    ) -> Result<Found, E> {
        let limit = *budget;
        if let Some(&r) = self.memo.get(&root) {
            return Ok(Found::Remote(r));
        }
        let mut frame = |key: K| -> Result<Frame<K>, E> {
            let children = options(&key)?;
            Ok(Frame {
                key,
                children,
                next: 0,
            })
        };
        let mut stack = vec![frame(root.clone())?];
        while let Some(top) = stack.last_mut() {
            // The first option not yet known is searched first.
            while top.next < top.children.len() && self.memo.contains_key(&top.children[top.next]) {
                top.next += 1;
            }
            if let Some(child) = top.children.get(top.next).cloned() {
                if *budget == 0 {
                    return Ok(Found::TooLarge { limit });
                }
                *budget -= 1;
                stack.push(frame(child)?);
                continue;
            }
            let done = stack.pop().expect("a frame");
            let r = remoteness_of(done.children.iter().map(|c| self.memo[c]), self.misere);
            self.memo.insert(done.key, r);
        }
        Ok(Found::Remote(self.memo[&root]))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_search_over_a_subtraction_game() {
        // Take 1 or 2 from one heap: heap n loses exactly when 3 divides n.
        let opts = |&n: &u32| Ok::<_, ()>((1..=2).filter(|&k| k <= n).map(|k| n - k).collect());
        let mut m = RemotenessMemo::new(false);
        let mut budget = 100;
        let r: Vec<u32> = (0..7)
            .map(|n| match m.of(n, opts, &mut budget) {
                Ok(Found::Remote(r)) => r,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(r, [0, 1, 1, 2, 3, 3, 4]);
        let mut none = 0;
        let mut m = RemotenessMemo::new(false);
        assert_eq!(m.of(5, opts, &mut none), Ok(Found::TooLarge { limit: 0 }));
    }

    #[test]
    fn terminal_positions() {
        assert_eq!(remoteness_of([], false), 0);
        assert!(!mover_wins(0, false));
        assert_eq!(remoteness_of([], true), 0);
        assert!(mover_wins(0, true));
    }

    #[test]
    fn the_winner_hurries_and_the_loser_delays() {
        // Normal play: options 0 (opponent loses) and 2 (loses later): take 0.
        assert_eq!(remoteness_of([2, 0, 3], false), 1);
        // Every option wins for the opponent: delay to the longest.
        assert_eq!(remoteness_of([1, 5, 3], false), 6);
        // Misère: odd options lose for the opponent.
        assert_eq!(remoteness_of([0, 3, 1], true), 2);
        assert_eq!(remoteness_of([0, 2], true), 3);
        for (opts, misere) in [(vec![2, 0, 3], false), (vec![0, 2], true), (vec![1], true)] {
            let r = remoteness_of(opts.iter().copied(), misere);
            let wins = opts.iter().any(|&o| !mover_wins(o, misere));
            assert_eq!(mover_wins(r, misere), wins, "{opts:?} {misere}");
        }
    }
}
