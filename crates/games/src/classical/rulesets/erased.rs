//! The object-safe face of a [`Ruleset`]: positions as text, so that a
//! registry of different position types is one list, and requests, URLs
//! and the worker carry positions as they are written. Each ruleset gets
//! it from the blanket impls here; nothing to write per game.

use super::{Board, Info, Move, Place, PositionError, Ruleset};
use crate::classical::solver::{Progress, Solver};
use crate::classical::universe::{Game, Universe};
use crate::common::Player;

/// A board in canonical notation and its [`Ruleset::size`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub text: String,
    pub size: usize,
}

/// A ruleset whose positions are written as text (one board, no `+`).
pub trait AnyRuleset: Sync {
    /// Name, rules, notation and limits. A ruleset added under a name (a
    /// script) shares one `Info` for all of its kind: see
    /// [`AnyRuleset::id`].
    fn info(&self) -> &'static Info;

    /// The name expressions and `--game` call it by: the registry's id
    /// ([`Info::id`]), or the name a script was given.
    fn id(&self) -> &str {
        self.info().id
    }

    /// Whether a position is written as an expression that may hold `+`
    /// inside brackets or quotes (a script's Rhai literal): sums are then
    /// split at the `+` outside them ([`parse_sum_of`](super::parse_sum_of)).
    fn nested_notation(&self) -> bool {
        false
    }

    /// The board in canonical notation, and its size.
    fn check(&self, text: &str) -> Result<Checked, PositionError>;

    /// The board in a sentence ([`Ruleset::describe`]).
    fn describe(&self, text: &str) -> Result<String, PositionError>;

    /// The board as it is drawn.
    fn board(&self, text: &str) -> Result<Board, PositionError>;

    /// The moves of `player`, each with the board after it in notation.
    fn moves(&self, text: &str, player: Player) -> Result<Vec<Move<String>>, PositionError>;

    /// The positions `player` can move to, in notation: [`AnyRuleset::moves`]
    /// without the labels and gestures (which a script draws its board
    /// for), for walks over a game's positions.
    fn options(&self, text: &str, player: Player) -> Result<Vec<String>, PositionError> {
        Ok(self
            .moves(text, player)?
            .into_iter()
            .map(|m| m.to)
            .collect())
    }

    /// A move in words ([`Ruleset::action`]).
    fn action(&self, label: &str) -> String;

    /// A move at the board `text` in the board's words
    /// ([`Ruleset::move_name`]); its notation when the board does not read.
    fn move_name(&self, text: &str, player: Player, label: &str) -> String {
        let _ = (text, player);
        label.to_string()
    }

    /// A move at the board `text` in words after the mover's name
    /// ([`Ruleset::action_at`]).
    fn action_at(&self, text: &str, player: Player, label: &str) -> String {
        let _ = (text, player);
        self.action(label)
    }

    /// The pieces of a board cut in place ([`Ruleset::pieces`]).
    fn pieces(&self, text: &str) -> Option<Vec<(u8, u8)>> {
        let _ = text;
        None
    }

    /// The cut a move makes on such a board ([`Ruleset::cut_of`]).
    fn cut_of(&self, label: &str) -> Option<(usize, bool, usize)> {
        let _ = label;
        None
    }

    /// The ruleset as a script, when it is one: [`loopy_value`](super::loopy_value)
    /// analyses a script over its own positions ([`ScriptRuleset::loopy`]),
    /// not over their text. Links no loopy engine (it only says what the
    /// ruleset is).
    ///
    /// [`ScriptRuleset::loopy`]: crate::classical::script::ScriptRuleset::loopy
    #[cfg(feature = "script")]
    fn as_script(&self) -> Option<&crate::classical::script::ScriptRuleset> {
        None
    }

    /// A fresh resumable solver (its own memo). A loopy ruleset's solver
    /// refuses every position ([`PositionError::Loopy`]): see
    /// [`RulesetId::loopy`](super::RulesetId::loopy).
    fn solver(&self) -> Box<dyn AnySolver>;

    /// The value of a sum of boards, solved to the end with one solver;
    /// each addition is estimated first against the limit of `place`.
    fn sum_value(
        &self,
        u: &mut Universe,
        boards: &[String],
        place: Place,
    ) -> Result<Game, PositionError> {
        let value = self.sum_value_until(u, boards, place, &mut |_| false)?;
        Ok(value.unwrap_or(Universe::ZERO))
    }

    /// Units of work in one slice of [`AnyRuleset::sum_value_until`]
    /// (a script's units each call the script: smaller slices).
    fn sum_slice(&self) -> usize {
        1 << 16
    }

    /// Checked between slices of [`AnyRuleset::sum_value_until`] with
    /// the positions solved so far on `board`: a ruleset's own bound at
    /// `place` (a script's positions within an expression).
    fn check_solved(&self, board: &str, solved: usize, place: Place) -> Result<(), PositionError> {
        let _ = (board, solved, place);
        Ok(())
    }

    /// [`AnyRuleset::sum_value`], asking `stop` between slices of the
    /// solve (a clock): `Ok(None)` once it says stop, with the number of
    /// components solved so far in `solved`.
    fn sum_value_until(
        &self,
        u: &mut Universe,
        boards: &[String],
        place: Place,
        stop: &mut dyn FnMut(usize) -> bool,
    ) -> Result<Option<Game>, PositionError> {
        let mut s = self.solver();
        let mut values = Vec::with_capacity(boards.len());
        for b in boards {
            s.start(b)?;
            let g = loop {
                if let Some(g) = s.step(u, self.sum_slice())? {
                    break g;
                }
                self.check_solved(b, s.solved(), place)?;
                if stop(s.solved()) {
                    return Ok(None);
                }
            };
            values.push(g);
        }
        add_boards(u, boards, &values, place).map(Some)
    }
}

/// The sum of the values of `boards`, each addition estimated first
/// ([`Universe::sum_cost`]) against [`Place::sum_work`].
pub fn add_boards(
    u: &mut Universe,
    boards: &[String],
    values: &[Game],
    place: Place,
) -> Result<Game, PositionError> {
    let limit = place.sum_work();
    let mut total = Universe::ZERO;
    for (b, &g) in boards.iter().zip(values) {
        let work = u.sum_cost(total, g, limit.saturating_add(1)).work;
        if work > limit {
            return Err(PositionError::SumWork {
                token: crate::notation::shown(b),
                work,
                limit,
            });
        }
        total = u.add(total, g);
    }
    Ok(total)
}

/// A [`Solver`] of some ruleset, fed positions as text.
pub trait AnySolver {
    /// Sets the board to evaluate with [`AnySolver::step`].
    fn start(&mut self, text: &str) -> Result<(), PositionError>;
    /// At most `budget` units of work; the value once known. A compiled
    /// ruleset never fails here; a script may ([`PositionError::Script`]),
    /// and the solver can then [`start`](AnySolver::start) again.
    fn step(&mut self, u: &mut Universe, budget: usize) -> Result<Option<Game>, PositionError>;
    fn progress(&self) -> Progress;
    /// Components whose value is known.
    fn solved(&self) -> usize;
}

impl<R: Ruleset + Clone> AnyRuleset for R {
    fn info(&self) -> &'static Info {
        Ruleset::info(self)
    }

    fn check(&self, text: &str) -> Result<Checked, PositionError> {
        let p = self.parse(text)?;
        Ok(Checked {
            text: self.print(&p),
            size: self.size(&p),
        })
    }

    fn describe(&self, text: &str) -> Result<String, PositionError> {
        Ok(Ruleset::describe(self, &self.parse(text)?))
    }

    fn board(&self, text: &str) -> Result<Board, PositionError> {
        Ok(Ruleset::board(self, &self.parse(text)?))
    }

    fn moves(&self, text: &str, player: Player) -> Result<Vec<Move<String>>, PositionError> {
        let p = self.parse(text)?;
        Ok(Ruleset::moves(self, &p, player)
            .into_iter()
            .map(|m| Move {
                label: m.label,
                sites: m.sites,
                to: self.print(&m.to),
            })
            .collect())
    }

    fn action(&self, label: &str) -> String {
        Ruleset::action(self, label)
    }

    fn move_name(&self, text: &str, player: Player, label: &str) -> String {
        match self.parse(text) {
            Ok(p) => Ruleset::move_name(self, &p, player, label),
            Err(_) => label.to_string(),
        }
    }

    fn action_at(&self, text: &str, player: Player, label: &str) -> String {
        match self.parse(text) {
            Ok(p) => Ruleset::action_at(self, &p, player, label),
            Err(_) => Ruleset::action(self, label),
        }
    }

    fn pieces(&self, text: &str) -> Option<Vec<(u8, u8)>> {
        Ruleset::pieces(self, &self.parse(text).ok()?)
    }

    fn cut_of(&self, label: &str) -> Option<(usize, bool, usize)> {
        Ruleset::cut_of(self, label)
    }

    /// Natively the search runs on a thread of its own
    /// ([`Pipelined`](crate::classical::Pipelined)) when the system gives
    /// one; wasm has one thread.
    fn solver(&self) -> Box<dyn AnySolver> {
        #[cfg(not(target_arch = "wasm32"))]
        if let Ok(solver) = crate::classical::Pipelined::new(self.clone()) {
            return Box::new(solver);
        }
        Box::new(Solver::new(self.clone()))
    }
}

/// The position a solver is asked for, parsed; a loopy ruleset's positions
/// have no canonical form here.
fn to_solve<R: Ruleset>(rules: &R, text: &str) -> Result<R::Position, PositionError> {
    let p = rules.parse(text)?;
    let info = rules.info();
    if info.loopy {
        return Err(PositionError::Loopy {
            token: crate::notation::shown(text.trim()),
            game: info.name,
        });
    }
    Ok(p)
}

/// The native [`AnyRuleset::solver`]: the solver on two threads.
#[cfg(not(target_arch = "wasm32"))]
impl<R: Ruleset + Clone> AnySolver for crate::classical::Pipelined<R> {
    fn start(&mut self, text: &str) -> Result<(), PositionError> {
        let p = to_solve(self.rules(), text)?;
        crate::classical::Pipelined::start(self, &p);
        Ok(())
    }

    fn step(&mut self, u: &mut Universe, budget: usize) -> Result<Option<Game>, PositionError> {
        Ok(crate::classical::Pipelined::step(self, u, budget))
    }

    fn progress(&self) -> Progress {
        crate::classical::Pipelined::progress(self)
    }

    fn solved(&self) -> usize {
        crate::classical::Pipelined::solved(self)
    }
}

impl<R: Ruleset> AnySolver for Solver<R> {
    fn start(&mut self, text: &str) -> Result<(), PositionError> {
        let p = to_solve(self.rules(), text)?;
        Solver::start(self, &p);
        Ok(())
    }

    fn step(&mut self, u: &mut Universe, budget: usize) -> Result<Option<Game>, PositionError> {
        Ok(Solver::step(self, u, budget))
    }

    fn progress(&self) -> Progress {
        Solver::progress(self)
    }

    fn solved(&self) -> usize {
        Solver::solved(self)
    }
}
