//! [`solve_loopy`](super::solve_loopy) in steps ([`LoopyGameRun`]), so that
//! the page's worker shows how far the solve of a game to play is and
//! stops it between steps (Cancel): the exploration a given number of
//! positions a step, then the retrograde analysis with remoteness a given
//! number of states a step, as [`LoopyRun`](super::LoopyRun) does for a
//! position's analysis.

use super::explore::{Explored, Explorer, Halt, RetroRun};
use super::play::{ByNumber, LoopyGame, LoopyRules};
use super::positions::{
    explore_progress, retro_progress, LoopyLimits, LoopyPositionError, Stepped, Stepping,
};
use crate::classical::rulesets::PositionError;
use crate::common::Player;

/// A game's solve for play, to be stepped ([`Stepped::step`], its
/// progress and [`Stepped::run`]).
pub type LoopyGameRun = Stepped<'static, LoopyGame>;

impl Stepped<'static, LoopyGame> {
    /// The solve of the game of `rules` from `start`: `input` names it in
    /// refusals, `bound` is the ruleset's upper bound on the positions if
    /// it knows one, checked against [`LoopyLimits::estimate`] here, before
    /// any work.
    pub fn new<R: LoopyRules + 'static>(
        input: &str,
        rules: R,
        start: R::Position,
        bound: Option<u64>,
        limits: &LoopyLimits,
    ) -> Result<LoopyGameRun, LoopyPositionError> {
        let token = limits.check_bound(input, bound)?;
        Ok(Stepped(Box::new(GameRun {
            rules: Some(rules),
            token,
            bound,
            phase: GamePhase::Explore(Explorer::new(start, limits.positions)),
        })))
    }
}

/// Where a run is.
enum GamePhase<S> {
    Explore(Explorer<S>),
    Solve {
        graph: Explored,
        order: Vec<S>,
        run: RetroRun,
    },
    /// The game was given.
    Spent,
}

struct GameRun<R: LoopyRules> {
    /// Taken out with the game.
    rules: Option<R>,
    token: String,
    bound: Option<u64>,
    phase: GamePhase<R::Position>,
}

impl<R: LoopyRules + 'static> Stepping<LoopyGame> for GameRun<R> {
    fn step(&mut self, budget: usize) -> Result<Option<LoopyGame>, LoopyPositionError> {
        match &mut self.phase {
            GamePhase::Explore(x) => {
                let Some(rules) = self.rules.as_ref() else {
                    return Ok(None);
                };
                let mut options = |p: &R::Position, who: Player| -> Result<_, PositionError> {
                    Ok(rules.moves(p, who)?.into_iter().map(|m| m.to).collect())
                };
                match x.step(&mut options, budget) {
                    Ok(false) => {}
                    Ok(true) => {
                        let (graph, order) = x.finish();
                        let run = RetroRun::new(&graph);
                        self.phase = GamePhase::Solve { graph, order, run };
                    }
                    Err(Halt::TooMany(limit)) => {
                        self.phase = GamePhase::Spent;
                        let token = self.token.clone();
                        return Err(LoopyPositionError::TooMany { token, limit });
                    }
                    Err(Halt::Failed(e)) => {
                        self.phase = GamePhase::Spent;
                        return Err(e.into());
                    }
                }
                Ok(None)
            }
            GamePhase::Solve { run, .. } => {
                if !run.step(budget) {
                    return Ok(None);
                }
                let GamePhase::Solve {
                    graph,
                    order,
                    mut run,
                } = std::mem::replace(&mut self.phase, GamePhase::Spent)
                else {
                    return Ok(None);
                };
                let Some(rules) = self.rules.take() else {
                    return Ok(None);
                };
                Ok(Some(LoopyGame::new(
                    graph,
                    run.finish(),
                    Box::new(ByNumber { rules, order }),
                )))
            }
            GamePhase::Spent => Ok(None),
        }
    }

    fn progress(&self) -> (u64, u64) {
        match &self.phase {
            GamePhase::Explore(x) => explore_progress(x.explored(), self.bound),
            GamePhase::Solve { graph, run, .. } => retro_progress(graph.len(), run),
            GamePhase::Spent => (1, 1),
        }
    }
}
