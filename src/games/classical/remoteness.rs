//! Remoteness of a position of a ruleset (issue 28): how many moves the
//! game lasts under best play in normal play, where the winner hurries and
//! the loser delays (Winning Ways, chapter 9, "Remoteness"; Smith 1966).
//! With the player to move: a position without a move has remoteness 0;
//! if some option has even remoteness (the opponent, then to move, loses),
//! the remoteness is one more than the least such; otherwise it is one more
//! than the largest remoteness of the options. The mover wins exactly when
//! the remoteness is odd. For a partizan game the remoteness depends on who
//! moves first, and the options are the mover's.
//!
//! Remoteness does not add over a disjunctive sum, so the search runs over
//! the positions of the whole sum: a depth-first search with an explicit
//! stack (no recursion over user input) and a memo keyed by the sorted
//! boards and the player to move; its work (positions expanded) is counted
//! and the search gives up past its limit.

use super::rulesets::{PositionError, RulesetId};
use crate::games::common::{FxMap, Player};

/// Positions the remoteness searches of one play session may expand in
/// all; past it remoteness is not shown (the memo keeps what was found).
pub const REMOTENESS_LIMIT: usize = 300_000;

/// A sum of boards (sorted: a sum does not depend on the order) and who moves.
type Key = (Vec<String>, Player);

/// The remoteness of many positions of one ruleset, sharing a memo.
#[derive(Default)]
pub struct Remoteness {
    memo: FxMap<Key, u32>,
}

/// What a search found: the remoteness, or that it needs more work than allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    Remote(u32),
    TooLarge { limit: usize },
}

struct Frame {
    key: Key,
    children: Vec<Key>,
    next: usize,
}

impl Remoteness {
    pub fn new() -> Remoteness {
        Remoteness::default()
    }

    /// The remoteness of `boards` with `to_move` to move, expanding at most
    /// `budget` new positions (what it expands is taken off the budget).
    pub fn of(
        &mut self,
        ruleset: RulesetId,
        boards: &[String],
        to_move: Player,
        budget: &mut usize,
    ) -> Result<Found, PositionError> {
        let limit = *budget;
        let root = key(boards.to_vec(), to_move);
        if let Some(&r) = self.memo.get(&root) {
            return Ok(Found::Remote(r));
        }
        let mut stack = vec![frame(ruleset, root.clone())?];
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
                stack.push(frame(ruleset, child)?);
                continue;
            }
            let done = stack.pop().expect("a frame");
            let r = combine(done.children.iter().map(|c| self.memo[c]));
            self.memo.insert(done.key, r);
        }
        Ok(Found::Remote(self.memo[&root]))
    }
}

/// The remoteness of a position from its options' remotenesses.
pub fn combine(options: impl Iterator<Item = u32>) -> u32 {
    let (mut least_even, mut most) = (None::<u32>, None::<u32>);
    for r in options {
        if r % 2 == 0 {
            least_even = Some(least_even.map_or(r, |e| e.min(r)));
        }
        most = Some(most.map_or(r, |m| m.max(r)));
    }
    match (least_even, most) {
        (Some(e), _) => e + 1,
        (None, Some(m)) => m + 1,
        (None, None) => 0,
    }
}

fn key(mut boards: Vec<String>, to_move: Player) -> Key {
    boards.sort_unstable();
    (boards, to_move)
}

/// A position and its options (the mover's moves on every board).
fn frame(ruleset: RulesetId, key: Key) -> Result<Frame, PositionError> {
    let (boards, p) = &key;
    let mut children = Vec::new();
    for (k, b) in boards.iter().enumerate() {
        for m in ruleset.moves(b, *p)? {
            let mut next = boards.clone();
            next[k] = m.to;
            children.push(self::key(next, p.other()));
        }
    }
    Ok(Frame {
        key,
        children,
        next: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nim(heaps: &str) -> u32 {
        let id: RulesetId = "nim".parse().unwrap();
        match Remoteness::new()
            .of(id, &[heaps.to_string()], Player::Left, &mut 10_000)
            .unwrap()
        {
            Found::Remote(r) => r,
            Found::TooLarge { .. } => panic!("too large"),
        }
    }

    #[test]
    fn nim_remoteness_by_hand() {
        // One heap: take it all, one move. Two equal heaps of 1: two moves.
        assert_eq!(nim("1"), 1);
        assert_eq!(nim("5"), 1);
        assert_eq!(nim("1,1"), 2);
        // 2,2: the loser delays (takes 1), the winner mirrors: 4 moves.
        assert_eq!(nim("2,2"), 4);
        // 1,2: take 1 from the 2 (to 1,1), then two more moves.
        assert_eq!(nim("1,2"), 3);
    }

    #[test]
    fn a_search_past_its_limit_says_so() {
        let id: RulesetId = "nim".parse().unwrap();
        let found = Remoteness::new()
            .of(id, &["6,7,8".to_string()], Player::Left, &mut 10)
            .unwrap();
        assert_eq!(found, Found::TooLarge { limit: 10 });
    }
}
