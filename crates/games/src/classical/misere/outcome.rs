//! Misère outcomes of short partizan games, from their forms: the player
//! who cannot move **wins**. Left to move wins `G` when Left has no move
//! in `G`, or has a move to a position Right-to-move does not win; the
//! same for Right. The outcome class is `L`, `R`, `N` (the mover wins) or
//! `P` (the mover loses) from the two answers
//! ([`Class::from_wins`]). Forms are walked with an explicit stack and a
//! memo, so neither deep forms nor long games use the call stack; a budget
//! bounds the positions visited.

use std::hash::Hash;

use super::literal::{Lit, Literals};
use super::MisereError;
use crate::classical::universe::{Game, Universe};
use crate::common::{Class, FxMap, Player};

/// A game graph to take misère outcomes on: the options of a node for
/// each player.
pub trait Options {
    type Node: Copy + Eq + Hash;
    fn options(&mut self, n: Self::Node, player: Player) -> Result<Vec<Self::Node>, MisereError>;
}

/// The misère outcome of `root` within `budget` (positions and player to
/// move); past it, [`MisereError::Work`] naming the limit.
pub fn misere_outcome_of<O: Options>(
    graph: &mut O,
    root: O::Node,
    budget: u64,
) -> Result<Class, MisereError> {
    let mut memo: FxMap<(O::Node, Player), bool> = FxMap::default();
    let l = mover_wins(graph, root, Player::Left, budget, &mut memo)?;
    let r = mover_wins(graph, root, Player::Right, budget, &mut memo)?;
    Ok(Class::from_wins(l, r))
}

/// A state (node, player to move), its options for the mover, and the
/// index of the next one to look at.
type Frame<N> = ((N, Player), Vec<N>, usize);

/// Whether `player`, to move in `root`, wins under misère play.
fn mover_wins<O: Options>(
    graph: &mut O,
    root: O::Node,
    player: Player,
    budget: u64,
    memo: &mut FxMap<(O::Node, Player), bool>,
) -> Result<bool, MisereError> {
    let mut stack: Vec<Frame<O::Node>> = Vec::new();
    let push = |graph: &mut O,
                stack: &mut Vec<Frame<O::Node>>,
                memo: &FxMap<(O::Node, Player), bool>,
                state: (O::Node, Player)|
     -> Result<(), MisereError> {
        if memo.len() as u64 + stack.len() as u64 >= budget {
            return Err(MisereError::Work {
                what: "positions of a misère outcome",
                limit: budget,
            });
        }
        let opts = graph.options(state.0, state.1)?;
        stack.push((state, opts, 0));
        Ok(())
    };
    if let Some(&w) = memo.get(&(root, player)) {
        return Ok(w);
    }
    push(graph, &mut stack, memo, (root, player))?;
    let mut last: Option<bool> = None;
    while let Some(frame) = stack.last_mut() {
        let (state, opts, next) = frame;
        let (node, mover) = *state;
        // The answer of the child just finished.
        if let Some(child_mover_wins) = last.take() {
            if !child_mover_wins {
                memo.insert((node, mover), true);
                stack.pop();
                last = Some(true);
                continue;
            }
            *next += 1;
        }
        if opts.is_empty() {
            // No move: the mover wins (misère).
            memo.insert((node, mover), true);
            stack.pop();
            last = Some(true);
            continue;
        }
        if *next >= opts.len() {
            memo.insert((node, mover), false);
            stack.pop();
            last = Some(false);
            continue;
        }
        let child = (opts[*next], mover.other());
        match memo.get(&child) {
            Some(&w) => last = Some(w),
            None => push(graph, &mut stack, memo, child)?,
        }
    }
    Ok(last.unwrap_or(true))
}

/// Canonical forms of a [`Universe`] taken as literal forms.
struct UniverseForms<'u>(&'u Universe);

impl Options for UniverseForms<'_> {
    type Node = Game;
    fn options(&mut self, g: Game, player: Player) -> Result<Vec<Game>, MisereError> {
        Ok(match player {
            Player::Left => self.0.left(g).to_vec(),
            Player::Right => self.0.right(g).to_vec(),
        })
    }
}

/// Most positions (with the player to move) one outcome visits.
pub const MISERE_OUTCOME_BUDGET: u64 = 2_000_000;

/// The misère outcome of the normal-play canonical form `g`, played as the
/// literal form it is (its options, their options, …). Misère outcomes
/// are not invariant under normal-play simplification (`{*2}` is `0` in
/// normal play, but a misère P-position while `0` is N), so this is the
/// outcome of the form, not of every game with the same normal-play value:
/// a ruleset's position is walked over its own positions
/// ([`super::position_outcome`]).
pub fn misere_outcome(u: &Universe, g: Game) -> Result<Class, MisereError> {
    misere_outcome_of(&mut UniverseForms(u), g, MISERE_OUTCOME_BUDGET)
}

impl Options for Literals {
    type Node = Lit;
    fn options(&mut self, g: Lit, player: Player) -> Result<Vec<Lit>, MisereError> {
        let (l, r) = self.sides(g);
        Ok(match player {
            Player::Left => l.to_vec(),
            Player::Right => r.to_vec(),
        })
    }
}
