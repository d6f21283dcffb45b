//! Loopy values of rulesets' positions ([`RulesetId::loopy`], [`loopy_value`]):
//! the game graph of a sum of boards, explored and analysed by
//! [`analyse`](crate::classical::loopy::analyse); and games of them to
//! play against the computer ([`RulesetId::loopy_game`], solved by
//! [`LoopyGameRun`]).
//!
//! Not a method of [`AnyRuleset`]: a method there is in every ruleset's
//! vtable, so every module that holds the registry (the page's among them,
//! which never asks for a loopy value) would link one copy of the loopy
//! engine per ruleset. Here the loopy rulesets' typed analysers are a
//! table ([`LOOPY`]) that only the callers of this module link; a script
//! (whose positions may repeat: issue 38, "scripts that loop") over its
//! own positions under its limits ([`AnyRuleset::as_script`]), and every
//! other ruleset over its positions' notation ([`AnyRuleset::options`]),
//! one copy for all.

use super::Ruleset;
use super::{backsliding_toads_and_frogs, fox_and_geese, AnyRuleset, PositionError, RulesetId};
use super::{Board, Move};
use crate::classical::loopy::{
    LoopyGame, LoopyGameRun, LoopyLimits, LoopyPositionError, LoopyRules, LoopyRun, PositionReport,
};
use crate::classical::play::prefixed;
use crate::common::Player;

/// What asks the work to stop: `stop(positions explored)`.
pub type Stop<'a> = &'a mut dyn FnMut(u64) -> bool;

/// A loopy ruleset's analysis over its typed positions, to be stepped.
type Analyser = fn(&[String], &LoopyLimits) -> Result<LoopyRun<'static>, LoopyPositionError>;

/// A loopy ruleset's game solver for play over its typed positions, to be
/// stepped.
type GameSolver = fn(&[String], &LoopyLimits) -> Result<LoopyGameRun, LoopyPositionError>;

/// The rulesets whose positions repeat ([`super::Info::loopy`]), each
/// analysed and solved for play over its typed positions (with its bound
/// on the positions, [`Ruleset::positions_bound`]), by id.
static LOOPY: &[(&dyn AnyRuleset, Analyser, GameSolver)] = &[
    (
        &fox_and_geese::FOX_AND_GEESE,
        |b, l| typed(&fox_and_geese::FOX_AND_GEESE, b, l),
        |b, l| game(&fox_and_geese::FOX_AND_GEESE, b, l),
    ),
    (
        &fox_and_geese::CEYLONESE,
        |b, l| typed(&fox_and_geese::CEYLONESE, b, l),
        |b, l| game(&fox_and_geese::CEYLONESE, b, l),
    ),
    (
        &backsliding_toads_and_frogs::BackslidingToadsAndFrogs,
        |b, l| typed(&backsliding_toads_and_frogs::BackslidingToadsAndFrogs, b, l),
        |b, l| game(&backsliding_toads_and_frogs::BackslidingToadsAndFrogs, b, l),
    ),
];

impl RulesetId {
    /// The loopy value (when its game graph fits) and the outcome with
    /// draws of the sum of `boards` ([`analyse`]): for rulesets whose
    /// positions repeat ([`super::Info::loopy`]), and any other.
    /// `stop(positions)` is asked between slices of the work: `Ok(None)`
    /// once it says stop.
    pub fn loopy(
        self,
        boards: &[String],
        limits: &LoopyLimits,
        stop: Stop,
    ) -> Result<Option<PositionReport>, LoopyPositionError> {
        loopy_value(self.rules(), boards, limits, stop)
    }

    /// [`RulesetId::loopy`] as a run to step ([`LoopyRun`]: the page's
    /// worker shows its progress and stops it on Cancel). The boards are
    /// read and the ruleset's bound checked here.
    pub fn loopy_run(
        self,
        boards: &[String],
        limits: &LoopyLimits,
    ) -> Result<LoopyRun<'static>, LoopyPositionError> {
        loopy_run(self.rules(), boards, limits)
    }

    /// The sum of `boards` of a loopy ruleset ([`super::Info::loopy`])
    /// solved for play against the computer ([`crate::classical::loopy::solve_loopy`]): a move on
    /// a sum names its board first (`2:b2-c3`). `Ok(None)` once
    /// `stop(work done)` says stop; a ruleset whose positions never repeat
    /// is refused (it is played as a short game).
    pub fn loopy_game(
        self,
        boards: &[String],
        limits: &LoopyLimits,
        stop: Stop,
    ) -> Result<Option<LoopyGame>, LoopyPositionError> {
        self.loopy_game_run(boards, limits)?.run(stop)
    }

    /// [`RulesetId::loopy_game`] as a run to step ([`LoopyGameRun`]: the
    /// page's worker shows its progress and stops it on Cancel); the
    /// boards are read and the ruleset's bound checked here.
    pub fn loopy_game_run(
        self,
        boards: &[String],
        limits: &LoopyLimits,
    ) -> Result<LoopyGameRun, LoopyPositionError> {
        let id = self.info().id;
        match LOOPY.iter().find(|(loopy, _, _)| loopy.info().id == id) {
            Some((_, _, solve)) => solve(boards, limits),
            None => Err(PositionError::Bad {
                token: id.to_string(),
                reason: "positions of this game never repeat: it is played as a short game".into(),
            }
            .into()),
        }
    }
}

/// [`RulesetId::loopy`] for any ruleset, a script's too: a loopy
/// ruleset's own analyser, a script's over its own positions
/// ([`ScriptRuleset::loopy`](crate::classical::script::ScriptRuleset::loopy):
/// under its limits, without reading each position's text again),
/// otherwise over the positions' notation.
pub fn loopy_value(
    rules: &dyn AnyRuleset,
    boards: &[String],
    limits: &LoopyLimits,
    stop: Stop,
) -> Result<Option<PositionReport>, LoopyPositionError> {
    #[cfg(feature = "script")]
    if let Some(script) = rules.as_script() {
        return script.loopy(boards, limits, stop);
    }
    loopy_run(rules, boards, limits)?.run(stop)
}

/// The run of [`loopy_value`] for a ruleset that is not a script.
fn loopy_run<'a>(
    rules: &'a dyn AnyRuleset,
    boards: &[String],
    limits: &LoopyLimits,
) -> Result<LoopyRun<'a>, LoopyPositionError> {
    let id = rules.info().id;
    if let Some((_, analyser, _)) = LOOPY.iter().find(|(loopy, _, _)| loopy.info().id == id) {
        return analyser(boards, limits);
    }
    let start = boards
        .iter()
        .map(|b| rules.check(b).map(|c| c.text))
        .collect::<Result<Vec<_>, _>>()?;
    let options = move |s: &Vec<String>, who: Player| -> Result<Vec<Vec<String>>, PositionError> {
        let mut out = Vec::new();
        for (i, b) in s.iter().enumerate() {
            for o in rules.options(b, who)? {
                let mut next = s.clone();
                next[i] = o;
                out.push(next);
            }
        }
        Ok(out)
    };
    LoopyRun::new(&boards.join(" + "), start, None, options, limits)
}

/// Over the typed positions: one board as itself, a sum as the list of
/// its boards.
fn typed<R: Ruleset + Clone>(
    rules: &'static R,
    boards: &[String],
    limits: &LoopyLimits,
) -> Result<LoopyRun<'static>, LoopyPositionError> {
    let (ps, bound, input) = parsed(rules, boards)?;
    if let [p] = ps.as_slice() {
        let options = |p: &R::Position, who| Ok(Ruleset::options(rules, p, who));
        return LoopyRun::new(&input, p.clone(), bound, options, limits);
    }
    let options = move |s: &Vec<R::Position>, who| {
        let mut out = Vec::new();
        for (i, b) in s.iter().enumerate() {
            for o in Ruleset::options(rules, b, who) {
                let mut next = s.clone();
                next[i] = o;
                out.push(next);
            }
        }
        Ok(out)
    };
    LoopyRun::new(&input, ps, bound, options, limits)
}

/// One board of a ruleset, for play.
struct One<R: 'static>(&'static R);

impl<R: Ruleset> LoopyRules for One<R> {
    type Position = R::Position;

    fn moves(&self, p: &R::Position, who: Player) -> Result<Vec<Move<R::Position>>, PositionError> {
        Ok(Ruleset::moves(self.0, p, who))
    }

    fn describe(&self, p: &R::Position) -> String {
        Ruleset::describe(self.0, p)
    }

    fn notation(&self, p: &R::Position) -> String {
        Ruleset::print(self.0, p)
    }

    fn board(&self, p: &R::Position) -> Option<Board> {
        Some(Ruleset::board(self.0, p))
    }

    fn action(&self, label: &str) -> String {
        Ruleset::action(self.0, label)
    }

    fn name(&self, p: &R::Position, who: Player, label: &str) -> String {
        Ruleset::move_name(self.0, p, who, label)
    }

    fn action_at(&self, p: &R::Position, who: Player, label: &str) -> String {
        Ruleset::action_at(self.0, p, who, label)
    }
}

/// A sum of boards of a ruleset, for play: a move names its board first
/// (`2:b2-c3`, boards from 1); no drawing.
struct Sum<R: 'static>(&'static R);

impl<R: Ruleset> LoopyRules for Sum<R> {
    type Position = Vec<R::Position>;

    fn moves(
        &self,
        s: &Vec<R::Position>,
        who: Player,
    ) -> Result<Vec<Move<Vec<R::Position>>>, PositionError> {
        let mut out = Vec::new();
        for (k, b) in s.iter().enumerate() {
            for m in Ruleset::moves(self.0, b, who) {
                let mut to = s.clone();
                to[k] = m.to;
                out.push(Move {
                    label: prefixed(k, s.len(), &m.label),
                    sites: Vec::new(),
                    to,
                });
            }
        }
        Ok(out)
    }

    fn describe(&self, s: &Vec<R::Position>) -> String {
        let parts: Vec<String> = s.iter().map(|b| Ruleset::describe(self.0, b)).collect();
        parts.join(" + ")
    }

    fn notation(&self, s: &Vec<R::Position>) -> String {
        let parts: Vec<String> = s.iter().map(|b| Ruleset::print(self.0, b)).collect();
        parts.join(" + ")
    }

    /// The ruleset's words, with `on board 2`.
    fn action(&self, label: &str) -> String {
        match label.split_once(':') {
            Some((k, m)) => format!("{} on board {k}", Ruleset::action(self.0, m)),
            None => Ruleset::action(self.0, label),
        }
    }

    /// The board's words (`fox d4–e5 on board 2`).
    fn name(&self, s: &Vec<R::Position>, who: Player, label: &str) -> String {
        match on_board(s, label) {
            Some((k, b, m)) => format!("{} on board {k}", Ruleset::move_name(self.0, b, who, m)),
            None => label.to_string(),
        }
    }

    /// The ruleset's words at the board, with `on board 2`.
    fn action_at(&self, s: &Vec<R::Position>, who: Player, label: &str) -> String {
        match on_board(s, label) {
            Some((k, b, m)) => format!("{} on board {k}", Ruleset::action_at(self.0, b, who, m)),
            None => self.action(label),
        }
    }
}

/// The board a move `k:m` of a sum is played on: its number as written,
/// the board, and the move on it.
fn on_board<'a, P>(s: &'a [P], label: &'a str) -> Option<(&'a str, &'a P, &'a str)> {
    let (k, m) = label.split_once(':')?;
    let b = s.get(k.parse::<usize>().ok()?.checked_sub(1)?)?;
    Some((k, b, m))
}

/// [`RulesetId::loopy_game`] over the typed positions: one board as
/// itself, a sum as the list of its boards.
fn game<R: Ruleset + Clone>(
    rules: &'static R,
    boards: &[String],
    limits: &LoopyLimits,
) -> Result<LoopyGameRun, LoopyPositionError> {
    let (ps, bound, input) = parsed(rules, boards)?;
    match <[R::Position; 1]>::try_from(ps) {
        Ok([p]) => LoopyGameRun::new(&input, One(rules), p, bound, limits),
        Err(ps) => LoopyGameRun::new(&input, Sum(rules), ps, bound, limits),
    }
}

/// The boards parsed, the product of their bounds on the positions
/// ([`Ruleset::positions_bound`]; `None` when one has none) and the sum as
/// written.
#[allow(clippy::type_complexity)]
fn parsed<R: Ruleset>(
    rules: &R,
    boards: &[String],
) -> Result<(Vec<R::Position>, Option<u64>, String), PositionError> {
    let ps = boards
        .iter()
        .map(|b| rules.parse(b))
        .collect::<Result<Vec<_>, _>>()?;
    let bound = ps.iter().try_fold(1u64, |a, p| {
        rules.positions_bound(p).map(|b| a.saturating_mul(b))
    });
    Ok((ps, bound, boards.join(" + ")))
}
