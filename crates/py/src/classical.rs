//! `canonical(expr)` and `ruleset(id, position)`: what `pebbles cgt
//! --expr … --json` and `pebbles cgt --game ID --position POS --json`
//! print (with `--cool T` or `--heat T`), by the same library calls in the
//! same order (a fresh universe, the library's budgets scaled by the time
//! limit, the universe's clock, the misère outcome, the Grundy value of an
//! impartial ruleset's position). A loopy expression (`on`, `a{0|a}`…)
//! gets the loopy engine's report, as on the CLI, and so does a position of
//! a script whose positions repeat (`ruleset(NAME, POS, scripts=…)`).

use std::collections::BTreeMap;
use std::sync::Arc;

use pebbles_games::classical::loopy::{is_loopy, LoopyLimits, LoopyPositionError};
use pebbles_games::classical::misere::{
    expr_outcome, sum_outcome, MisereError, REPORT_MISERE_POSITIONS,
};
use pebbles_games::classical::rulesets::{loopy_value, parse_sum_of, AnyRuleset, Place, Rulesets};
use pebbles_games::classical::script::{Interrupt, ScriptError, ScriptLimits};
use pebbles_games::classical::{ComparisonReport, Game, PositionError, Universe, Value};
use pebbles_games::common::Class;
use pebbles_games::notation::shown;

use crate::error::PyApiError;
use crate::limits::{CGT_MAX_CANONICAL, CGT_REPORT_WORK, CGT_TEMPER_WORK};
use crate::run::{raise, Limits, Stop};

/// `cool=T` or `heat=T` (`--cool T`, `--heat T`): the number's text.
#[derive(Clone, Debug)]
pub enum Temper {
    Cool(String),
    Heat(String),
}

impl Temper {
    /// At most one of `cool` and `heat`.
    pub fn of(cool: Option<String>, heat: Option<String>) -> Result<Option<Temper>, PyApiError> {
        match (cool, heat) {
            (Some(_), Some(h)) => Err(PyApiError::bad(
                "heat",
                shown(&h),
                "give cool or heat, not both",
            )),
            (Some(c), None) => Ok(Some(Temper::Cool(c))),
            (None, Some(h)) => Ok(Some(Temper::Heat(h))),
            (None, None) => Ok(None),
        }
    }
}

/// `g` cooled or heated by the number `temper` names, within the
/// library's budget for it scaled by the time limit, or `g` itself.
pub fn tempered(
    u: &mut Universe,
    g: Game,
    temper: &Option<Temper>,
    limits: &Limits,
) -> Result<Game, PyApiError> {
    let (field, text, cool) = match temper {
        Some(Temper::Cool(t)) => ("cool", t, true),
        Some(Temper::Heat(t)) => ("heat", t, false),
        None => return Ok(g),
    };
    let t = match u.parse_expr_within(text, limits.expr()) {
        Ok(Value::Game(x)) => u.number_value(x),
        Ok(Value::Truth(_)) => None,
        Err(error) => return Err(PyApiError::Parse { field, error }),
    };
    let t = t.ok_or_else(|| PyApiError::bad(field, shown(text.trim()), "not a number"))?;
    let out = u.within(limits.scale(CGT_TEMPER_WORK), |u| match cool {
        true => u.cool(g, t),
        false => Ok(u.heat(g, t)),
    });
    match out {
        Ok(Ok(g)) => Ok(g),
        Ok(Err(error)) => Err(PyApiError::Thermo { field, error }),
        Err(reason) => Err(PyApiError::Work {
            what: field.into(),
            reason,
            advice: "raise time_limit",
        }),
    }
}

/// The universe's clock: the time limit and Ctrl-C.
pub fn clock(stop: &Arc<Stop>) -> pebbles_games::classical::Clock {
    let stop = stop.clone();
    Arc::new(move || stop.expired())
}

/// A script's calls stop at the time limit and at Ctrl-C.
fn interrupt(stop: &Arc<Stop>) -> Interrupt {
    let stop = stop.clone();
    Arc::new(move || {
        stop.expired()
            .then(|| "stopped (time limit or Ctrl-C)".to_string())
    })
}

/// The registry's rulesets and `scripts` (name → Rhai source), compiled
/// under the CLI's script limits, their calls stopped by `stop`.
pub fn rulesets(
    scripts: &BTreeMap<String, String>,
    stop: &Arc<Stop>,
) -> Result<Rulesets, PyApiError> {
    let mut out = Rulesets::default();
    for (name, source) in scripts {
        out.add_script(name, source, ScriptLimits::CLI, Some(interrupt(stop)))
            .map_err(PyApiError::position("scripts"))?;
    }
    Ok(out)
}

/// A parsed expression: a game, or a comparison's report.
pub enum Parsed {
    Game(Game),
    Truth(ComparisonReport),
}

/// `text` parsed in `u` within `limits`; a stop by the clock is the time
/// limit's (or Ctrl-C's) error.
pub fn parse(
    u: &mut Universe,
    text: &str,
    limits: &Limits,
    rulesets: &Rulesets,
    stop: &Stop,
) -> Result<Parsed, PyApiError> {
    match u.parse_expr_in(text, limits.expr(), rulesets) {
        Ok(Value::Game(g)) => Ok(Parsed::Game(g)),
        Ok(Value::Truth(result)) => Ok(Parsed::Truth(ComparisonReport {
            expression: text.to_string(),
            result,
        })),
        Err(_) if stop.expired() => Err(stop.stopped("expr", "")),
        Err(error) => Err(PyApiError::Parse {
            field: "expr",
            error,
        }
        .raising(raise(limits))),
    }
}

/// A sum of boards solved: its value, its misère outcome over its own
/// positions, and whether its ruleset is impartial.
pub struct Solved {
    pub value: Game,
    pub misere: Result<Class, MisereError>,
    pub impartial: bool,
}

/// The value of the boards `position` of the ruleset `game` of
/// `rulesets`, solved slice by slice until the clock says stop.
pub fn boards(
    u: &mut Universe,
    rulesets: &Rulesets,
    game: &str,
    position: &str,
    stop: &Stop,
) -> Result<Solved, PyApiError> {
    let ruleset: &dyn AnyRuleset = rulesets.find(game).map_err(PyApiError::position("game"))?;
    let boards =
        parse_sum_of(ruleset, position, Place::Cli).map_err(PyApiError::position("position"))?;
    let mut regions = 0;
    let mut asked = |solved: usize| {
        regions = solved;
        stop.expired()
    };
    let stopped =
        |regions: usize| stop.stopped("position", &format!("{regions} components solved"));
    match ruleset.sum_value_until(u, &boards, Place::Cli, &mut asked) {
        Ok(Some(g)) => Ok(Solved {
            value: g,
            misere: sum_outcome(ruleset, &boards, REPORT_MISERE_POSITIONS),
            impartial: ruleset.info().impartial,
        }),
        Ok(None) => Err(stopped(regions)),
        Err(PositionError::Script { error, .. })
            if matches!(*error, ScriptError::Interrupted { .. }) =>
        {
            Err(stopped(regions))
        }
        Err(error) => Err(PyApiError::position("position")(error)),
    }
}

/// The report of `g` (cooled or heated by `temper`) as JSON, as the CLI
/// writes it: the canonical form's length checked first, each part within
/// the report's budget; a cooled or heated game has no positions of its
/// own, so no misère outcome or Grundy value.
fn report_json(
    u: &mut Universe,
    g: Game,
    what: &'static str,
    (misere, grundy): (Result<Class, MisereError>, bool),
    temper: &Option<Temper>,
    limits: &Limits,
) -> Result<String, PyApiError> {
    let cooled = tempered(u, g, temper, limits)?;
    let chars = u.show_len(cooled);
    if chars > CGT_MAX_CANONICAL {
        return Err(PyApiError::TooLong {
            what,
            chars,
            limit: CGT_MAX_CANONICAL,
        });
    }
    let mut report = u.report_within(cooled, limits.scale(CGT_REPORT_WORK));
    if grundy && cooled == g {
        report.grundy = u.nim_value(g);
    }
    if cooled == g {
        report.set_misere(misere);
    }
    Ok(json(&report))
}

pub fn json<T: serde::Serialize>(v: &T) -> String {
    // The reports are plain data: serialising them cannot fail.
    serde_json::to_string(v).unwrap_or_default()
}

/// `canonical(expr, scripts=…)`: the report of a game, or a comparison's;
/// of a loopy game, the loopy engine's (`cool` and `heat` are for short
/// games).
pub fn expression(
    text: &str,
    scripts: &BTreeMap<String, String>,
    temper: &Option<Temper>,
    limits: &Limits,
    stop: &Arc<Stop>,
) -> Result<String, PyApiError> {
    if is_loopy(text) {
        if let Some(t) = temper {
            let (field, t) = match t {
                Temper::Cool(t) => ("cool", t),
                Temper::Heat(t) => ("heat", t),
            };
            return Err(PyApiError::bad(
                field,
                shown(t),
                "cool and heat are for short games, not loopy ones",
            ));
        }
        return crate::plays::loopy_json(text);
    }
    let rulesets = rulesets(scripts, stop)?;
    let mut u = Universe::new();
    u.set_clock(clock(stop));
    match parse(&mut u, text, limits, &rulesets, stop)? {
        Parsed::Truth(r) => Ok(json(&r)),
        Parsed::Game(g) => {
            let expr = limits.expr();
            let misere = expr_outcome(&mut u, text, expr, &rulesets, REPORT_MISERE_POSITIONS);
            report_json(&mut u, g, "expr", (misere, false), temper, limits)
        }
    }
}

/// `ruleset(id, position, scripts=…)`: the report of a sum of boards.
pub fn position(
    (game, position): (&str, &str),
    scripts: &BTreeMap<String, String>,
    temper: &Option<Temper>,
    limits: &Limits,
    stop: &Arc<Stop>,
) -> Result<String, PyApiError> {
    let rulesets = rulesets(scripts, stop)?;
    let mut u = Universe::new();
    u.set_clock(clock(stop));
    let s = match boards(&mut u, &rulesets, game, position, stop) {
        // A script whose positions repeat: its loopy report (issue 38).
        Err(PyApiError::Position {
            error: PositionError::Script { error, .. },
            ..
        }) if matches!(*error, ScriptError::Cycle { .. }) => {
            return loopy_position(&rulesets, (game, position), temper, stop);
        }
        s => s?,
    };
    let misere = (s.misere, s.impartial);
    report_json(&mut u, s.value, "position", misere, temper, limits)
}

/// The loopy report of a position of a script whose positions repeat, as
/// `pebbles cgt --game NAME --position POS --json` prints it, under the
/// CLI's loopy limits and the script's own, until the clock says stop.
fn loopy_position(
    rulesets: &Rulesets,
    (game, position): (&str, &str),
    temper: &Option<Temper>,
    stop: &Stop,
) -> Result<String, PyApiError> {
    if let Some(Temper::Cool(t) | Temper::Heat(t)) = temper {
        return Err(PyApiError::bad(
            "position",
            shown(t),
            "cool and heat are for short games, and this script's positions repeat",
        ));
    }
    let ruleset = rulesets.find(game).map_err(PyApiError::position("game"))?;
    let boards =
        parse_sum_of(ruleset, position, Place::Cli).map_err(PyApiError::position("position"))?;
    let mut explored = 0;
    let mut asked = |n: u64| {
        explored = n;
        stop.expired()
    };
    let found = loopy_value(ruleset, &boards, &LoopyLimits::CLI, &mut asked);
    let stopped = |n: u64| stop.stopped("position", &format!("{n} positions explored"));
    match found {
        Ok(Some(r)) => Ok(json(&r)),
        Ok(None) => Err(stopped(explored)),
        Err(LoopyPositionError::Position(PositionError::Script { error, .. }))
            if matches!(*error, ScriptError::Interrupted { .. }) =>
        {
            Err(stopped(explored))
        }
        Err(LoopyPositionError::Position(error)) => Err(PyApiError::Position {
            field: "position",
            error,
        }),
        Err(e) => Err(PyApiError::bad("position", e.token(), e.to_string())),
    }
}
