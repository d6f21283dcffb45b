//! Scripts are rulesets: a compiled script under a name is an
//! `AnyRuleset`, named in expressions next to the registry's rulesets and
//! summed with their boards. The oracle is deliberately simple: a script's
//! value plus a built-in board's is the sum of the built-in values (the
//! Domineering example script on random small boards).
#![cfg(feature = "script")]

use std::sync::Arc;

use pebbles::games::classical::parse::ExprLimits;
use pebbles::games::classical::rulesets::{
    parse_sum_of, AnyRuleset, Place, PositionError, Rulesets,
};
use pebbles::games::classical::script::{
    Script, ScriptError, ScriptLimits, ScriptRuleset, EXAMPLES, RULESET_EXAMPLES,
};
use pebbles::games::classical::{Game, Universe, Value};
use pebbles::games::common::Player;
use proptest::prelude::*;

fn source(name: &str) -> &'static str {
    EXAMPLES
        .iter()
        .chain(RULESET_EXAMPLES)
        .find(|(n, _, _)| n.starts_with(name))
        .expect("an example")
        .1
}

fn ruleset(name: &str, example: &str) -> ScriptRuleset {
    let script = Script::compile(source(example), ScriptLimits::CLI).expect("it compiles");
    ScriptRuleset::new(name, Arc::new(script))
}

/// The registry and the example `example` named `name`.
fn with(name: &str, example: &str) -> Rulesets {
    let mut r = Rulesets::default();
    r.add(name, Arc::new(ruleset(name, example))).unwrap();
    r
}

fn game(u: &mut Universe, text: &str, rulesets: &Rulesets) -> Game {
    match u.parse_expr_in(text, ExprLimits::PAGE, rulesets) {
        Ok(Value::Game(g)) => g,
        other => panic!("{text}: {other:?}"),
    }
}

/// A grid of `w` columns from `cells` (`true`: empty), whole rows only.
fn grid(w: usize, cells: &[bool]) -> String {
    cells
        .chunks(w)
        .filter(|row| row.len() == w)
        .map(|row| row.iter().map(|&e| if e { '.' } else { '#' }).collect())
        .collect::<Vec<String>>()
        .join("|")
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// `dom["A"] + domineering[B] = domineering[A] + domineering[B]`.
    #[test]
    fn a_script_sums_with_a_built_in_board(
        w in 1usize..=3,
        a in prop::collection::vec(prop::bool::weighted(0.75), 1..=9),
        b in prop::collection::vec(prop::bool::weighted(0.75), 1..=9),
    ) {
        let (a, b) = (grid(w, &a), grid(w, &b));
        prop_assume!(!a.is_empty() && !b.is_empty());
        let rulesets = with("dom", "Domineering");
        let mut u = Universe::new();
        let mixed = game(&mut u, &format!("dom[\"{a}\"] + domineering[{b}]"), &rulesets);
        let built_in = game(
            &mut u,
            &format!("domineering[{a}] + domineering[{b}]"),
            Rulesets::builtin(),
        );
        prop_assert_eq!(mixed, built_in, "{} + {}", a, b);
        // A sum of the script's boards inside one term, and the script's
        // board against the built-in one.
        let both = game(&mut u, &format!("dom[\"{a}\" + \"{b}\"]"), &rulesets);
        prop_assert_eq!(both, built_in);
        let ours = game(&mut u, &format!("dom[\"{a}\"] - domineering[{a}]"), &rulesets);
        prop_assert_eq!(ours, Universe::ZERO);
    }
}

#[test]
fn a_script_is_a_ruleset_with_checked_positions_and_errors() {
    let cake = ruleset("cake", "Cutcake");
    assert_eq!(cake.name(), "cake");
    assert_eq!(cake.check("[[2,3]]").unwrap().text, "[[2, 3]]");
    assert_eq!(
        parse_sum_of(&cake, "[[2, 3]] + [[1, 4], [2, 2]]", Place::Cli).unwrap(),
        ["[[2, 3]]", "[[1, 4], [2, 2]]"]
    );
    let moves = cake.moves("[[1, 3]]", Player::Left).unwrap();
    let labels: Vec<&str> = moves.iter().map(|m| m.label.as_str()).collect();
    assert_eq!(labels, ["1", "2"]);
    assert_eq!(moves[0].to, "[[1, 1], [1, 2]]");
    assert!(cake.moves("[[1, 3]]", Player::Right).unwrap().is_empty());
    // A position the script cannot read names its text.
    let e = cake.check("[[2,").unwrap_err();
    assert_eq!(e.token(), "[[2,");
    // A script's failure while solving keeps the script's error.
    let script = Script::compile(
        "fn options(p, who) {\n  if p > 0 { [p - 1] } else { [] + x }\n}",
        ScriptLimits::CLI,
    )
    .unwrap();
    let bad = ScriptRuleset::new("bad", Arc::new(script));
    let mut u = Universe::new();
    match bad.sum_value(&mut u, &["3".into()], Place::Cli) {
        Err(PositionError::Script { token, error }) => {
            assert_eq!(token, "3");
            assert!(matches!(error, ScriptError::Runtime { .. }), "{error:?}");
            assert_eq!(error.at().map(|a| a.line), Some(2), "{error}");
        }
        other => panic!("{other:?}"),
    }
    // Inside an expression a script meets a positions limit of its own.
    let dom = ruleset("dom", "Domineering");
    let board = "\"......|......|......|......\"".to_string();
    match dom.sum_value(&mut u, &[board], Place::Expr) {
        Err(PositionError::Script { error, .. }) => {
            assert_eq!(
                error.limit(),
                Some(pebbles::games::classical::script::Limit::Positions)
            );
            assert!(
                error.to_string().contains("20000 distinct positions"),
                "{error}"
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn names_are_words_and_unknown_names_are_listed() {
    let mut r = Rulesets::default();
    let cake = || Arc::new(ruleset("cake", "Cutcake"));
    for name in ["domineering", "Tiny", "2cake", "ca-ke", ""] {
        assert!(r.add(name, cake()).is_err(), "{name}");
    }
    r.add("cake", cake()).unwrap();
    assert!(r.add("CAKE", cake()).is_err());
    assert_eq!(r.find("Cake").unwrap().name(), "cake");
    assert_eq!(r.find("nim").unwrap().name(), "nim");
    match r.find("pie") {
        Err(e @ PositionError::UnknownRuleset { .. }) => {
            assert!(e.to_string().ends_with(", grundy, cake"), "{e}")
        }
        other => panic!("{:?}", other.map(|r| r.name().to_string())),
    }
    let mut u = Universe::new();
    let e = u
        .parse_expr_in("pie[[[2, 3]]]", ExprLimits::PAGE, &r)
        .unwrap_err();
    assert!(e.to_string().contains("pie"), "{e}");
    let e = u
        .parse_expr_in("cake[[[2, x]]]", ExprLimits::PAGE, &r)
        .unwrap_err();
    assert!(
        e.to_string().starts_with("`[[[2, x]]]` at position 4"),
        "{e}"
    );
}
