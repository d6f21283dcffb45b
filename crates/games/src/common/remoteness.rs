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
