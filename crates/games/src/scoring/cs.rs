//! Cumulative Subtraction as a scoring game (seed 000 §1–2, zero-sum
//! variant, Definition 4). A heap `x` is
//!
//! ```text
//! CS(x) = < a + CS(x − a) : a ∈ S_1(x)  |  −a + CS(x − a) : a ∈ S_2(x) >
//! ```
//!
//! with `∅^0` for a player who has no removal: the points of a move (Left
//! gains `a`, Right gains `a`, i.e. the difference drops by `a`) are added
//! into the option as the number `±a`. Then `Ls(CS(x))` and `Rs(CS(x))`
//! are the zero-sum table's values with Left and with Right starting, by
//! the same recursion (`o(x,1) = max_a o(x−a,2) + a`, `o(x,2) = min_a
//! o(x−a,1) − a`).
//!
//! Symmetric rules give guaranteed games: a player without a removal at a
//! heap means the other has none either, so every empty side is in a
//! `<^s|^s>`. Partizan rules need not: Left stuck at a heap where Right
//! may still remove (`S_1 = {2}`, `S_2 = {1}`, heap 1: `<^0|-1>`) breaks
//! the guaranteed condition, and the report says where.
//!
//! **Bidding Cumulative Subtraction is not covered.** Guaranteed scoring
//! games, like all of the theory of disjunctive sums, assume that the
//! players alternate; in BCS the players bid for every move, so the same
//! player may move several times in a row and the order of moves is part of
//! each position's play. A BCS heap is no `<L|R>` game, and no sum of them
//! is a disjunctive sum: [`ScoringError::Bidding`] says so.

use crate::common::Player;
use crate::cumulative_subtraction::{moves_per_heap, Rules};

use super::arena::{ScoringUniverse, Sg, SideSpec};
use super::ScoringError;

/// Largest heap `pebbles scoring --cs` builds (a heap's game is born on day
/// at most the heap; canonical forms of big heaps grow fast).
pub const MAX_CS_HEAP: u32 = 200;

/// Work units per (heap², amount) of [`cs_work`]: measured on symmetric
/// sets of one to five amounts, heaps up to 100, the canonical forms of
/// every heap cost from about 14 to 33 units per `(heap + 1)² × amounts`
/// (amounts counted for both players, as [`moves_per_heap`] does).
const UNITS_PER_HEAP_SQUARED_MOVE: u64 = 36;

/// An estimate of the work units (as a [`ScoringUniverse`] counts them) of
/// building the heaps `0..=heap` under `rules` and their canonical forms,
/// checked before a job starts. It is an estimate, not a bound: sets with
/// many amounts grow faster than the square of the heap at large heaps,
/// and the universe's own limit stops those.
pub fn cs_work(rules: &Rules, heap: u32) -> u64 {
    let n = u64::from(heap) + 1;
    n.saturating_mul(n)
        .saturating_mul(moves_per_heap(rules))
        .saturating_mul(UNITS_PER_HEAP_SQUARED_MOVE)
}

/// The scoring games of the heaps `0..=heap` under `rules`.
pub fn cs_games(
    u: &mut ScoringUniverse,
    rules: &Rules,
    heap: u32,
) -> Result<Vec<Sg>, ScoringError> {
    if heap > MAX_CS_HEAP {
        return Err(ScoringError::CsHeap {
            heap,
            limit: MAX_CS_HEAP,
        });
    }
    rules.validate().map_err(ScoringError::CsRules)?;
    let mut games: Vec<Sg> = Vec::with_capacity(heap as usize + 1);
    for x in 0..=heap {
        let side =
            |u: &mut ScoringUniverse, p: Player, games: &[Sg]| -> Result<SideSpec, ScoringError> {
                let moves = rules.moves(x, p);
                if moves.is_empty() {
                    return Ok(SideSpec::Atom(0));
                }
                let mut v = Vec::with_capacity(moves.len());
                for a in moves {
                    let points = match p {
                        Player::Left => i64::from(a),
                        Player::Right => -i64::from(a),
                    };
                    v.push(u.shift(games[(x - a) as usize], points)?);
                }
                Ok(SideSpec::Options(v))
            };
        let l = side(u, Player::Left, &games)?;
        let r = side(u, Player::Right, &games)?;
        games.push(u.make(l, r)?);
    }
    Ok(games)
}
