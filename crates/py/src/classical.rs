//! `canonical(expr)` and `ruleset(id, position)`: what `pebbles cgt
//! --expr … --json` and `pebbles cgt --game ID --position POS --json`
//! print, by the same library calls in the same order (a fresh universe,
//! the CLI's budgets scaled by the time limit, the universe's clock, the
//! misère outcome, the Grundy value of an impartial ruleset's position).

use std::collections::BTreeMap;
use std::sync::Arc;

use pebbles_games::classical::misere::{
    expr_outcome, sum_outcome, MisereError, REPORT_MISERE_POSITIONS,
};
use pebbles_games::classical::rulesets::{parse_sum_of, AnyRuleset, Place, Rulesets};
use pebbles_games::classical::script::{Interrupt, ScriptError, ScriptLimits};
use pebbles_games::classical::{
    ComparisonReport, ExprLimits, Game, PositionError, Universe, Value,
};
use pebbles_games::common::Class;

use crate::error::PyApiError;
use crate::limits::{CGT_EXPR, CGT_MAX_CANONICAL, CGT_REPORT_WORK};
use crate::run::{Limits, Stop};

/// The expression's limits for `limits` (the CLI's, scaled by the time
/// limit; `max_work` sets the whole expression's work).
pub fn expr_limits(limits: &Limits) -> ExprLimits {
    ExprLimits {
        sum: limits.scale(CGT_EXPR.sum),
        total: limits.work_or_scale(CGT_EXPR.total),
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
            .map_err(|error| PyApiError::Position {
                field: "scripts",
                error,
            })?;
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
    limits: ExprLimits,
    rulesets: &Rulesets,
    stop: &Stop,
) -> Result<Parsed, PyApiError> {
    match u.parse_expr_in(text, limits, rulesets) {
        Ok(Value::Game(g)) => Ok(Parsed::Game(g)),
        Ok(Value::Truth(result)) => Ok(Parsed::Truth(ComparisonReport {
            expression: text.to_string(),
            result,
        })),
        Err(_) if stop.expired() => Err(stop.stopped("expr", "")),
        Err(error) => Err(PyApiError::Parse {
            field: "expr",
            error,
        }),
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
    let field = |field| move |error| PyApiError::Position { field, error };
    let ruleset: &dyn AnyRuleset = rulesets.find(game).map_err(field("game"))?;
    let boards = parse_sum_of(ruleset, position, Place::Cli).map_err(field("position"))?;
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
        Err(error) => Err(PyApiError::Position {
            field: "position",
            error,
        }),
    }
}

/// The report of `g` as JSON, as the CLI writes it: the canonical form's
/// length checked first, each part within the report's budget.
fn report_json(
    u: &mut Universe,
    g: Game,
    what: &'static str,
    misere: Result<Class, MisereError>,
    grundy: bool,
    limits: &Limits,
) -> Result<String, PyApiError> {
    let chars = u.show_len(g);
    if chars > CGT_MAX_CANONICAL {
        return Err(PyApiError::TooLong {
            what,
            chars,
            limit: CGT_MAX_CANONICAL,
        });
    }
    let mut report = u.report_within(g, limits.scale(CGT_REPORT_WORK));
    if grundy {
        report.grundy = u.nim_value(g);
    }
    report.set_misere(misere);
    Ok(json(&report))
}

pub fn json<T: serde::Serialize>(v: &T) -> String {
    // The reports are plain data: serialising them cannot fail.
    serde_json::to_string(v).unwrap_or_default()
}

/// `canonical(expr, scripts=…)`: the report of a game, or a comparison's.
pub fn expression(
    text: &str,
    scripts: &BTreeMap<String, String>,
    limits: &Limits,
    stop: &Arc<Stop>,
) -> Result<String, PyApiError> {
    let rulesets = rulesets(scripts, stop)?;
    let mut u = Universe::new();
    u.set_clock(clock(stop));
    let expr = expr_limits(limits);
    match parse(&mut u, text, expr, &rulesets, stop)? {
        Parsed::Truth(r) => Ok(json(&r)),
        Parsed::Game(g) => {
            let misere = expr_outcome(&mut u, text, expr, &rulesets, REPORT_MISERE_POSITIONS);
            report_json(&mut u, g, "expr", misere, false, limits)
        }
    }
}

/// `ruleset(id, position, scripts=…)`: the report of a sum of boards.
pub fn position(
    game: &str,
    position: &str,
    scripts: &BTreeMap<String, String>,
    limits: &Limits,
    stop: &Arc<Stop>,
) -> Result<String, PyApiError> {
    let rulesets = rulesets(scripts, stop)?;
    let mut u = Universe::new();
    u.set_clock(clock(stop));
    let s = boards(&mut u, &rulesets, game, position, stop)?;
    report_json(&mut u, s.value, "position", s.misere, s.impartial, limits)
}
