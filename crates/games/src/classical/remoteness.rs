//! Remoteness of a position of a ruleset (issue 28): how many moves the
//! game lasts under best play in normal play, where the winner hurries and
//! the loser delays (Winning Ways, chapter 9, "Remoteness"; Smith 1966),
//! or in misère play ([`Remoteness::with_misere`]).
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
#[cfg(doc)]
use crate::common::remoteness_of;
pub use crate::common::Found;
use crate::common::{Player, RemotenessMemo};

/// Positions the remoteness searches of one play session may expand in
/// all; past it remoteness is not shown (the memo keeps what was found).
pub const REMOTENESS_LIMIT: usize = 300_000;

/// A sum of boards (sorted: a sum does not depend on the order) and who moves.
type Key = (Vec<String>, Player);

/// The remoteness of many positions of one ruleset, sharing a memo.
pub struct Remoteness(RemotenessMemo<Key>);

impl Default for Remoteness {
    fn default() -> Remoteness {
        Remoteness::new()
    }
}

impl Remoteness {
    /// Normal play.
    pub fn new() -> Remoteness {
        Remoteness::with_misere(false)
    }

    /// Misère play when `misere` (see [`remoteness_of`]), else normal play.
    pub fn with_misere(misere: bool) -> Remoteness {
        Remoteness(RemotenessMemo::new(misere))
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
        // Never stopped: `None` cannot come back.
        let found = self.of_until(ruleset, boards, to_move, budget, &mut || false)?;
        Ok(found.unwrap_or(Found::TooLarge { limit }))
    }

    /// [`Remoteness::of`], asking `stop` (the caller's clock) as the search
    /// starts and every [`STOP_EVERY`] positions it expands: `Ok(None)`
    /// once it says stop (the memo keeps the positions finished by then).
    pub fn of_until(
        &mut self,
        ruleset: RulesetId,
        boards: &[String],
        to_move: Player,
        budget: &mut usize,
        stop: &mut dyn FnMut() -> bool,
    ) -> Result<Option<Found>, PositionError> {
        let root = key(boards.to_vec(), to_move);
        let mut expanded = 0usize;
        let mut expand = |k: &Key| {
            if expanded % STOP_EVERY == 0 && stop() {
                return Err(Halt::Stopped);
            }
            expanded += 1;
            options(ruleset, k).map_err(Halt::Position)
        };
        match self.0.of(root, &mut expand, budget) {
            Ok(found) => Ok(Some(found)),
            Err(Halt::Stopped) => Ok(None),
            Err(Halt::Position(e)) => Err(e),
        }
    }
}

/// Positions a remoteness search expands between two questions to its
/// `stop` ([`Remoteness::of_until`]).
pub const STOP_EVERY: usize = 1 << 10;

/// Why a search with a `stop` ended early.
enum Halt {
    Position(PositionError),
    Stopped,
}

fn key(mut boards: Vec<String>, to_move: Player) -> Key {
    boards.sort_unstable();
    (boards, to_move)
}

/// A position's options (the mover's moves on every board).
fn options(ruleset: RulesetId, key: &Key) -> Result<Vec<Key>, PositionError> {
    let (boards, p) = key;
    let mut children = Vec::new();
    for (k, b) in boards.iter().enumerate() {
        for m in ruleset.moves(b, *p)? {
            let mut next = boards.clone();
            next[k] = m.to;
            children.push(self::key(next, p.other()));
        }
    }
    Ok(children)
}
