//! Playing a scripted position against the equilibrium, as
//! [`ClassicalGame`](crate::classical::play::ClassicalGame) plays a
//! ruleset's: moves are judged by outcome class (a mover who could win and
//! moves to a position the opponent wins loses the win), the equilibrium
//! plays the first winning move in the script's order.
//!
//! A script names no moves, so a move is written by its number among the
//! mover's options, in the order the script returns them (`1`, `2`, …),
//! and described by the position it leads to (`moved to "#.|#."`).

use std::cell::RefCell;
use std::sync::Arc;

use super::engine::cut;
use super::{Script, ScriptError, ScriptPos, ScriptSolver};
use crate::classical::play::{class_value, judge_by_class};
use crate::classical::universe::{Game, Universe};
use crate::common::play::{self, Commentary, Cost, PlayError, Value};
use crate::common::{Class, Found, Player, RemotenessMemo};

/// A scripted position and who moves.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ScriptPlayPos {
    pub position: ScriptPos,
    pub to_move: Player,
}

/// Positions the remoteness searches of one play session may expand in
/// all (each calls the script once); past it remoteness is not shown.
pub const REMOTENESS_BUDGET: usize = 100_000;

/// One play session of a script: its solver and canonical forms, and the
/// remoteness of the positions met (with what is left of its budget).
pub struct ScriptGame {
    script: Arc<Script>,
    state: RefCell<(Universe, ScriptSolver)>,
    remote: RefCell<(RemotenessMemo<ScriptPlayPos>, usize)>,
}

fn failed(e: ScriptError) -> PlayError {
    PlayError::Position(e.to_string())
}

impl ScriptGame {
    pub fn new(script: Arc<Script>) -> ScriptGame {
        ScriptGame::from_solved(Universe::new(), ScriptSolver::new(script))
    }

    /// A play session on a solver that has solved positions already (its
    /// memo and canonical forms are kept: the page's job solves the start
    /// with progress, then plays on it).
    pub fn from_solved(u: Universe, solver: ScriptSolver) -> ScriptGame {
        ScriptGame {
            script: solver.script_arc(),
            state: RefCell::new((u, solver)),
            remote: RefCell::new((RemotenessMemo::new(false), REMOTENESS_BUDGET)),
        }
    }

    /// The universe and solver back, with everything they memoised.
    pub fn into_parts(self) -> (Universe, ScriptSolver) {
        self.state.into_inner()
    }

    /// The drawing of `p` by the script's `fn board`, if it draws one.
    pub fn board(&self, p: &ScriptPos) -> Option<crate::classical::rulesets::Board> {
        self.script.board(p).ok().flatten()
    }

    /// Replays `moves` from `start`, commenting on each.
    pub fn commentary<S: AsRef<str>>(
        &self,
        start: &ScriptPlayPos,
        moves: &[S],
    ) -> Result<Commentary, PlayError> {
        play::commentary(self, start, moves)
    }

    /// The canonical form of a position.
    pub fn game(&self, p: &ScriptPos) -> Result<Game, PlayError> {
        let mut guard = self.state.borrow_mut();
        let (u, solver) = &mut *guard;
        solver.value(u, p).map_err(failed)
    }

    fn class(&self, g: Game) -> Class {
        self.state.borrow_mut().0.outcome(g)
    }
}

impl play::Rules for ScriptGame {
    type Pos = ScriptPlayPos;

    fn describe(&self, pos: &ScriptPlayPos) -> String {
        format!(
            "{}, {} to move",
            cut(&pos.position.to_string()),
            pos.to_move
        )
    }

    fn stuck(&self, pos: &ScriptPlayPos) -> Option<Player> {
        Some(pos.to_move)
    }

    fn mover(&self, pos: &ScriptPlayPos) -> Option<play::Mover> {
        let can_move = self
            .script
            .options(&pos.position, pos.to_move)
            .is_ok_and(|o| !o.is_empty());
        can_move.then_some(play::Mover::Side(pos.to_move))
    }

    /// The mover's options numbered from 1, in the script's order.
    fn moves(&self, pos: &ScriptPlayPos) -> Result<Vec<(String, ScriptPlayPos)>, PlayError> {
        let options = self
            .script
            .options(&pos.position, pos.to_move)
            .map_err(failed)?;
        let to_move = pos.to_move.other();
        Ok(options
            .into_iter()
            .enumerate()
            .map(|(i, position)| ((i + 1).to_string(), ScriptPlayPos { position, to_move }))
            .collect())
    }

    /// `moved to "#.|#."`: the position the move leads to.
    fn action(&self, pos: &ScriptPlayPos, label: &str) -> String {
        let to = label
            .parse::<usize>()
            .ok()
            .and_then(|k| k.checked_sub(1))
            .and_then(|k| {
                self.script
                    .options(&pos.position, pos.to_move)
                    .ok()?
                    .into_iter()
                    .nth(k)
            });
        match to {
            Some(p) => format!("moved to {}", cut(&p.to_string())),
            None => format!("played {label}"),
        }
    }

    fn value(&self, pos: &ScriptPlayPos) -> Result<Value, PlayError> {
        let g = self.game(&pos.position)?;
        let text = self.state.borrow().0.show(g);
        Ok(class_value(text, self.class(g), pos.to_move))
    }

    fn judge(
        &self,
        pos: &ScriptPlayPos,
        moves: &[(String, ScriptPlayPos)],
    ) -> Result<Vec<Cost>, PlayError> {
        let from = self.class(self.game(&pos.position)?);
        let after = moves
            .iter()
            .map(|(_, q)| Ok(self.class(self.game(&q.position)?)));
        judge_by_class(pos.to_move, from, after)
    }

    fn difference(&self, _: &Value, _: &Value) -> Option<f64> {
        None
    }

    fn outcome(&self, pos: &ScriptPlayPos) -> Option<String> {
        let g = self.game(&pos.position).ok()?;
        Some(self.class(g).to_string())
    }

    /// Moves to the end under best play (the winner hurries, the loser
    /// delays), searched over the script's positions within
    /// [`REMOTENESS_BUDGET`]. Only solved positions are asked about, so
    /// none can recur.
    fn remoteness(&self, pos: &ScriptPlayPos) -> Option<u32> {
        let mut guard = self.remote.borrow_mut();
        let (memo, budget) = &mut *guard;
        let options = |p: &ScriptPlayPos| {
            let to_move = p.to_move.other();
            self.script.options(&p.position, p.to_move).map(|os| {
                os.into_iter()
                    .map(|position| ScriptPlayPos { position, to_move })
                    .collect()
            })
        };
        match memo.of(pos.clone(), options, budget) {
            Ok(Found::Remote(r)) => Some(r),
            Ok(Found::TooLarge { .. }) | Err(_) => None,
        }
    }

    /// The mover still wins after the move.
    fn winning(&self, pos: &ScriptPlayPos, next: &ScriptPlayPos, _: &Cost) -> bool {
        self.game(&next.position)
            .is_ok_and(|g| self.class(g).winner(next.to_move) == pos.to_move)
    }
}
