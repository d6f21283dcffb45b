//! `canonical`: classical games, by expression or by a ruleset's position,
//! with rulesets written as scripts named in `scripts` (issue 37): what
//! `pebbles cgt --script NAME=FILE --expr … --json` (or `--game NAME
//! --position POS --json`) prints. Scripts compile under the page's
//! [`ScriptLimits::PAGE`]; expressions and boards are solved within the
//! page's limits ([`ExprLimits::PAGE`], [`Place::Page`]).

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::{solve_error, ApiError};
use pebbles_app::jobs::JobError;
use pebbles_games::classical::misere::{expr_outcome, sum_outcome, REPORT_MISERE_POSITIONS};
use pebbles_games::classical::rulesets::{parse_sum_of, Place, PositionError, Rulesets};
use pebbles_games::classical::script::ScriptLimits;
use pebbles_games::classical::{ComparisonReport, ExprLimits, GameReport, Universe, Value};

/// What `canonical` answers: a game's report, or a comparison's truth.
#[derive(Debug, serde::Serialize)]
#[serde(untagged)]
pub enum Canonical {
    Game(Box<GameReport>),
    Comparison(ComparisonReport),
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
    let g = ruleset
        .sum_value(&mut u, &boards, Place::Page)
        .map_err(refused_position)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use pebbles_games::classical::script::RULESET_EXAMPLES;

    /// The example Cutcake script of the library.
    fn cutcake() -> String {
        let (_, source, _) = RULESET_EXAMPLES
            .iter()
            .find(|(name, _, _)| *name == "Cutcake")
            .expect("the Cutcake example");
        source.to_string()
    }

    fn input(json: serde_json::Value) -> CgtInput {
        serde_json::from_value(json).unwrap()
    }

    fn json(c: &Canonical) -> String {
        serde_json::to_string(c).unwrap()
    }

    /// What `pebbles cgt --script cake=cutcake.rhai --expr '…' --json`
    /// prints (run on the example script, and checked again against the
    /// CLI itself by `tests/it/script.rs`).
    #[test]
    fn named_scripts_give_the_clis_json() {
        let cake = cutcake();
        let sum = input(serde_json::json!({
            "expr": "cake[[[3,1]]] + cutcake[2x3] + cutcake[1x3]",
            "scripts": {"cake": cake},
        }));
        assert_eq!(
            json(&canonical_of(&sum).unwrap()),
            r#"{"canonical":"0","outcome":"P","misere_outcome":"R","left_stop":"0","right_stop":"0","mean":"0","temperature":"-1","birthday":0,"thermograph":{"left":[["-1","0"]],"right":[["-1","0"]]},"reduced":"0","atomic_weight":"0","atomic_weight_note":null}"#
        );
        let two = input(serde_json::json!({
            "expr": "cake[[[3, 5]]] + cutcake[2x5]",
            "scripts": {"cake": cake},
        }));
        assert_eq!(
            json(&canonical_of(&two).unwrap()),
            r#"{"canonical":"2","outcome":"L","left_stop":"2","right_stop":"2","mean":"2","temperature":"-1","birthday":2,"thermograph":{"left":[["-1","2"]],"right":[["-1","2"]]},"reduced":"2","atomic_weight":null,"atomic_weight_note":"`2` is not all-small","stopped":["misère outcome: stopped: the terms of the expression's misère outcome passed the limit of 50000"]}"#
        );
        let one = input(serde_json::json!({"expr": "cake[[[1,4]]]", "scripts": {"cake": cake}}));
        let built_in = canonical("cutcake[1x4]").unwrap();
        assert_eq!(json(&canonical_of(&one).unwrap()), json(&built_in));
        let alone = input(serde_json::json!({
            "game": "cake", "position": "[[1,4]] + [[2,1]]", "scripts": {"cake": cake},
        }));
        let both = canonical("cutcake[1x4] + cutcake[2x1]").unwrap();
        assert_eq!(json(&canonical_of(&alone).unwrap()), json(&both));
        let cmp = input(serde_json::json!({
            "expr": "cake[[[2,5]]] = cutcake[2x5]", "scripts": {"cake": cake},
        }));
        assert_eq!(
            json(&canonical_of(&cmp).unwrap()),
            r#"{"expression":"cake[[[2,5]]] = cutcake[2x5]","result":true}"#
        );
    }

    /// An impartial ruleset's position gets its Grundy value, as on the CLI.
    #[test]
    fn positions_of_impartial_rulesets_have_a_grundy_value() {
        let c = canonical_of(&input(
            serde_json::json!({"game": "grundy", "position": "5,7,9"}),
        ));
        let text = json(&c.unwrap());
        assert!(
            text.starts_with(r#"{"canonical":"*3","grundy":3,"#),
            "{text}"
        );
    }

    #[test]
    fn bad_names_scripts_and_positions_are_named() {
        let cake = cutcake();
        let refuse = |v: serde_json::Value| canonical_of(&input(v)).unwrap_err().to_string();
        let e = refuse(serde_json::json!({"expr": "0", "scripts": {"cutcake": cake}}));
        assert!(e.starts_with("scripts: `cutcake`: is a built-in"), "{e}");
        let e = refuse(serde_json::json!({"expr": "0", "scripts": {"2x": cake}}));
        assert!(e.starts_with("scripts: `2x`: "), "{e}");
        let e = refuse(serde_json::json!({"expr": "0", "scripts": {"bad": "fn options(p {"}}));
        assert!(e.starts_with("scripts: `bad`: "), "{e}");
        assert!(e.contains("line 1"), "{e}");
        let e = refuse(serde_json::json!({"expr": "pie[[[1,2]]]", "scripts": {"cake": cake}}));
        assert!(e.contains("`pie`") && e.contains("cake"), "{e}");
        let e = refuse(serde_json::json!({"expr": "cake[[[1,2]]", "scripts": {"cake": cake}}));
        assert!(e.starts_with("expression: "), "{e}");
        let e = refuse(serde_json::json!({"game": "pie", "position": "1"}));
        assert!(e.starts_with("game: `pie`"), "{e}");
        let e = refuse(serde_json::json!({
            "game": "cake", "position": "[[1,2]] + [[1,", "scripts": {"cake": cake},
        }));
        assert!(e.starts_with("position: `[[1,"), "{e}");
        let e = refuse(serde_json::json!({"game": "cake", "scripts": {"cake": cake}}));
        assert!(e.contains("`game` and `position`"), "{e}");
        assert!(serde_json::from_str::<CgtInput>(r#"{"expr":"0","script":{}}"#).is_err());
    }

    /// A script that loops forever meets the page's operation limit.
    #[test]
    fn scripts_run_within_the_pages_limits() {
        let endless = "fn options(p) { loop {} }";
        let c = canonical_of(&input(serde_json::json!({
            "expr": "x[1]", "scripts": {"x": endless},
        })));
        let e = c.unwrap_err().to_string();
        assert!(e.contains("operations"), "{e}");
    }
}
