//! `canonical`: classical games, by expression or by a ruleset's position,
//! with rulesets written as scripts named in `scripts` (issue 37): what
//! `pebbles cgt --script NAME=FILE --expr … --json` (or `--game NAME
//! --position POS --json`) prints. Scripts compile under the page's
//! [`ScriptLimits::PAGE`]; expressions and boards are solved within the
//! page's limits ([`ExprLimits::PAGE`], [`Place::Page`]). A position of
//! a script whose positions repeat gets its loopy report, as on the page
//! ([`page_loopy`]).

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::{solve_error, ApiError};
use pebbles_app::jobs::{page_loopy, JobError};
use pebbles_games::classical::loopy::PositionReport;
use pebbles_games::classical::misere::{expr_outcome, sum_outcome, REPORT_MISERE_POSITIONS};
use pebbles_games::classical::rulesets::{parse_sum_of, Place, PositionError, Rulesets};
use pebbles_games::classical::script::{ScriptError, ScriptLimits};
use pebbles_games::classical::{ComparisonReport, ExprLimits, GameReport, Universe, Value};

/// What `canonical` answers: a game's report, or a comparison's truth;
/// for a position of a script whose positions repeat, its loopy report
/// (what `pebbles cgt --game NAME --position POS --json` prints).
#[derive(Debug, serde::Serialize)]
#[serde(untagged)]
pub enum Canonical {
    Game(Box<GameReport>),
    Comparison(ComparisonReport),
    Loopy(Box<PositionReport>),
}

/// `canonical({expr: "cake[[[2,3]]] + cutcake[2x3]", scripts: {cake: "…"}})`
/// or `canonical({game: "cake", position: "[[2,3]]", scripts: {…}})`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CgtInput {
    /// A game expression or comparison; `NAME[POS]` names a ruleset of the
    /// registry or of `scripts`.
    #[serde(default)]
    pub expr: Option<String>,
    /// A ruleset (of the registry or of `scripts`), with `position`: the
    /// sum of its boards, like `pebbles cgt --game NAME --position POS`.
    #[serde(default)]
    pub game: Option<String>,
    #[serde(default)]
    pub position: Option<String>,
    /// Rulesets written as Rhai scripts, by name: `{cake: "fn options…"}`.
    #[serde(default)]
    pub scripts: BTreeMap<String, String>,
}

/// `canonical("{3||2*|1*} - 2")`, `canonical("^ <= *")`.
pub fn canonical(expr: &str) -> Result<Canonical, ApiError> {
    expression(expr, Rulesets::builtin())
}

/// [`canonical`] of an object: an expression or a ruleset's position,
/// with the rulesets of `scripts`.
pub fn canonical_of(input: &CgtInput) -> Result<Canonical, ApiError> {
    let rulesets = scripts(&input.scripts)?;
    match (&input.expr, &input.game, &input.position) {
        (Some(expr), None, None) => expression(expr, &rulesets),
        (None, Some(game), Some(position)) => position_report(&rulesets, game, position),
        _ => Err(ApiError::Missing(
            "give `expr`, or `game` and `position` (with `scripts` they may name)",
        )),
    }
}

/// The registry's rulesets and the scripts, each compiled under the
/// page's limits; an error names the script (or the bad name).
fn scripts(scripts: &BTreeMap<String, String>) -> Result<Rulesets, ApiError> {
    let mut out = Rulesets::default();
    for (name, source) in scripts {
        out.add_script(name, source, ScriptLimits::PAGE, None)
            .map_err(|error| ApiError::Position {
                field: "scripts",
                error,
            })?;
    }
    Ok(out)
}

fn expression(expr: &str, rulesets: &Rulesets) -> Result<Canonical, ApiError> {
    let mut u = Universe::new();
    match u
        .parse_expr_in(expr, ExprLimits::PAGE, rulesets)
        .map_err(solve_error)?
    {
        Value::Game(g) => {
            let misere = expr_outcome(
                &mut u,
                expr,
                ExprLimits::PAGE,
                rulesets,
                REPORT_MISERE_POSITIONS,
            );
            let mut report = u.report(g);
            report.set_misere(misere);
            Ok(Canonical::Game(Box::new(report)))
        }
        Value::Truth(result) => Ok(Canonical::Comparison(ComparisonReport {
            expression: expr.to_string(),
            result,
        })),
    }
}

/// The report of the sum of the boards `position` of the ruleset `game`,
/// with the Grundy value of an impartial ruleset's (as the CLI's).
fn position_report(rulesets: &Rulesets, game: &str, position: &str) -> Result<Canonical, ApiError> {
    let ruleset = rulesets.find(game).map_err(|error| ApiError::Position {
        field: "game",
        error,
    })?;
    let boards = parse_sum_of(ruleset, position, Place::Page).map_err(refused_position)?;
    let mut u = Universe::new();
    let g = match ruleset.sum_value(&mut u, &boards, Place::Page) {
        Ok(g) => g,
        // A script whose positions repeat: its loopy value (issue 38).
        Err(PositionError::Script { error, .. }) if matches!(*error, ScriptError::Cycle { .. }) => {
            let r = page_loopy(ruleset, &boards).map_err(ApiError::Job)?;
            return Ok(Canonical::Loopy(Box::new(r)));
        }
        Err(e) => return Err(refused_position(e)),
    };
    let mut report = u.report(g);
    if ruleset.info().impartial {
        report.grundy = u.nim_value(g);
    }
    report.set_misere(sum_outcome(ruleset, &boards, REPORT_MISERE_POSITIONS));
    Ok(Canonical::Game(Box::new(report)))
}

/// A board over the page's limits is a work limit, as on the page; any
/// other refusal names the board.
fn refused_position(error: PositionError) -> ApiError {
    match error {
        PositionError::TooLarge { .. } | PositionError::SumWork { .. } => {
            ApiError::Job(JobError::from(error))
        }
        error => ApiError::Position {
            field: "position",
            error,
        },
    }
}
