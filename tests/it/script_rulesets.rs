//! Scripts are rulesets: a compiled script under a name is an
//! `AnyRuleset`, named in expressions next to the registry's rulesets and
//! summed with their boards. The oracle is deliberately simple: a script's
//! value plus a built-in board's is the sum of the built-in values (the
//! Domineering example script on random small boards), the Hackenbush
//! example script draws and values pictures as the built-in Hackenbush
//! does, and `pebbles cgt --script NAME=FILE` reports sums mixing both,
//! naming the offending token on bad input.
#![cfg(feature = "script")]

use std::sync::Arc;

use pebbles::games::classical::parse::ExprLimits;
use pebbles::games::classical::rulesets::{
    parse_sum_of, AnyRuleset, Place, PositionError, Rulesets,
};
use pebbles::games::classical::script::{
    Script, ScriptError, ScriptLimits, ScriptRuleset, EXAMPLES, RULESET_EXAMPLES,
};
use pebbles::games::classical::{Game, RulesetId, Universe, Value};
use pebbles::games::common::Player;
use proptest::prelude::*;

use crate::support::grid;
use crate::support::guarded as pebbles;

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

/// A random connected picture: each edge from a vertex met before, to a
/// new vertex or one met before (loops and parallel edges included).
fn picture() -> impl Strategy<Value = Vec<(u32, u32, char)>> {
    prop::collection::vec(
        (any::<u32>(), any::<u32>(), prop::bool::ANY, 0..3usize),
        0..=6,
    )
    .prop_map(|raw| {
        let mut next = 1;
        raw.into_iter()
            .map(|(a, b, new, c)| {
                let u = a % next;
                let v = if new {
                    next += 1;
                    next - 1
                } else {
                    b % next
                };
                (u.min(v), u.max(v), ['b', 'r', 'g'][c])
            })
            .collect()
    })
}

/// The built-in notation of `edges` and the script's literal of the same
/// picture, both from the built-in's canonical form.
fn both_notations(edges: &[(u32, u32, char)]) -> (String, String) {
    let text: Vec<String> = edges
        .iter()
        .map(|(u, v, c)| format!("{u}-{v}:{c}"))
        .collect();
    let hackenbush: RulesetId = "hackenbush".parse().unwrap();
    let canonical = hackenbush.check(&text.join(",")).unwrap().text;
    let script: Vec<String> = canonical
        .split(',')
        .filter(|e| !e.is_empty())
        .map(|e| {
            let (uv, c) = e.split_once(':').unwrap();
            let (u, v) = uv.split_once('-').unwrap();
            format!("[{u}, {v}, \"{c}\"]")
        })
        .collect();
    (canonical, format!("[{}]", script.join(", ")))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// The Hackenbush script draws a picture as the built-in does, and
    /// values it alike.
    #[test]
    fn the_hackenbush_script_draws_and_values_as_the_built_in(edges in picture()) {
        let (canonical, literal) = both_notations(&edges);
        let hackenbush: RulesetId = "hackenbush".parse().unwrap();
        let script = ruleset("hb", "Hackenbush");
        prop_assert_eq!(script.board(&literal).unwrap(), hackenbush.board(&canonical).unwrap());
        let mut u = Universe::new();
        let ours = script.sum_value(&mut u, std::slice::from_ref(&literal), Place::Cli).unwrap();
        let theirs = hackenbush.sum_value(&mut u, std::slice::from_ref(&canonical), Place::Cli).unwrap();
        prop_assert_eq!(ours, theirs, "{} / {}", canonical, literal);
        for who in [Player::Left, Player::Right] {
            let n = script.moves(&literal, who).unwrap().len();
            prop_assert_eq!(n, hackenbush.moves(&canonical, who).unwrap().len());
        }
    }
}

#[test]
fn a_script_is_a_ruleset_with_checked_positions_and_errors() {
    let cake = ruleset("cake", "Cutcake");
    assert_eq!(cake.id(), "cake");
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
            assert!(matches!(*error, ScriptError::Runtime { .. }), "{error:?}");
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
    assert_eq!(r.find("Cake").unwrap().id(), "cake");
    assert_eq!(r.find("nim").unwrap().id(), "nim");
    match r.find("pie") {
        Err(e @ PositionError::UnknownRuleset { .. }) => {
            assert!(e.to_string().ends_with(", grundy, cake"), "{e}")
        }
        other => panic!("{:?}", other.map(|r| r.id().to_string())),
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

const CUTCAKE: &str = "crates/games/src/classical/script/examples/cutcake.rhai";
const DOMINEERING: &str = "crates/games/src/classical/script/examples/domineering.rhai";

#[test]
fn cli_sums_scripts_with_built_in_boards() {
    let cake = format!("cake={CUTCAKE}");
    let (code, out, err) = pebbles(&[
        "cgt",
        "--script",
        &cake,
        "--expr",
        "cake[[[2,3]]] + cutcake[2x3]",
    ]);
    assert_eq!(code, Some(0), "{err}");
    let (_, built_in, _) = pebbles(&["cgt", "--expr", "cutcake[2x3] + cutcake[2x3]"]);
    assert_eq!(out, built_in);
    // `--game NAME --position POS`, with two scripts.
    let dom = format!("dom={DOMINEERING}");
    let (code, out, err) = pebbles(&[
        "cgt",
        "--script",
        &cake,
        "--script",
        &dom,
        "--game",
        "cake",
        "--position",
        "[[2, 3]] + [[2, 3]]",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(out, built_in);
    for (expr, truth) in [
        ("dom[\"..|..\"] == domineering[..|..]", "true\n"),
        ("dom[\"..\"] = -1", "true\n"),
        ("dom[\"..|..\"] + domineering[..] = 0", "false\n"),
    ] {
        let (code, out, _) = pebbles(&["cgt", "--script", &dom, "--expr", expr]);
        assert_eq!((code, out.as_str()), (Some(0), truth), "{expr}");
    }
    // The old form, and a named script given alone with --position.
    let (_, old, _) = pebbles(&["cgt", "--script", CUTCAKE, "--position", "[[2, 3]]"]);
    let (_, named, _) = pebbles(&["cgt", "--script", &cake, "--position", "[[2, 3]]"]);
    let (_, theirs, _) = pebbles(&["cgt", "--cutcake", "2x3"]);
    assert_eq!(old, theirs);
    assert_eq!(named, theirs);
}

#[test]
fn cli_names_the_offending_token() {
    let cake = format!("cake={CUTCAKE}");
    let cases: &[(&[&str], &str)] = &[
        (
            &["cgt", "--script", &cake, "--expr", "pie[[[2, 3]]]"],
            "error: --expr `pie` at position 0: not a game; the games are domineering",
        ),
        (
            &["cgt", "--script", &cake, "--game", "pie", "--position", "1"],
            "error: --game `pie` is not a game; the games are domineering",
        ),
        (
            &["cgt", "--script", "cake=", "--expr", "cake[[[2, 3]]]"],
            "error: --script `cake=`: no file after `=`",
        ),
        (
            &["cgt", "--script", "cake=/no/such.rhai", "--expr", "1"],
            "error: --script `/no/such.rhai`: cannot read it",
        ),
        (
            &["cgt", "--script", &cake, "--expr", "cake[[[2, x]]]"],
            "error: --expr `[[[2, x]]]` at position 4: `[[2, x]]`",
        ),
        (
            &[
                "cgt",
                "--script",
                &cake,
                "--game",
                "cake",
                "--position",
                "[[2, x]]",
            ],
            "error: --position `[[2, x]]`: ",
        ),
        (
            &[
                "cgt",
                "--script",
                &cake,
                "--game",
                "cake",
                "--position",
                "[[2, 3], [-1, 2]]",
            ],
            "error: --position `[[2, 3], [-1, 2]]`: `components` at line 39, column 13: \
             Runtime error: [-1, 2] is not a piece [rows, columns] of at least one square",
        ),
        (
            &["cgt", "--script", "nim=x.rhai", "--expr", "1"],
            "error: --script `nim`: is a built-in ruleset",
        ),
        (
            &["cgt", "--script", CUTCAKE, "--expr", "1"],
            "error: --script `",
        ),
    ];
    for (args, start) in cases {
        let (code, out, err) = pebbles(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}");
        assert!(err.starts_with(start), "{args:?}: {err}");
    }
    // A script's failure while solving: its line and column.
    let dir = crate::support::scratch().join(format!("pebbles-rulesets-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("fails.rhai");
    std::fs::write(
        &file,
        "fn options(p) {\n  if p > 0 { [p - 1] } else { [] + x }\n}",
    )
    .unwrap();
    let named = format!("f={}", file.display());
    let (code, _, err) = pebbles(&["cgt", "--script", &named, "--expr", "f[2] + *"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("line 2"), "{err}");
    let (code, _, err) = pebbles(&["cgt", "--script", &named, "--game", "f", "--position", "2"]);
    assert_eq!(code, Some(2));
    assert!(err.starts_with("error: --position `2`: "), "{err}");
    assert!(err.contains("line 2"), "{err}");
}

/// The JavaScript API's `canonical` with `scripts` prints what the CLI
/// prints with `--script NAME=FILE --json`, for expressions and for a
/// named script's position alone (with its Grundy value when impartial).
#[test]
fn the_javascript_api_answers_as_the_cli() {
    use pebbles::api::{canonical_of, CgtInput};
    const HACKENBUSH: &str = "crates/games/src/classical/script/examples/hackenbush.rhai";
    const KAYLES: &str = "crates/games/src/classical/script/examples/kayles.rhai";
    let scripts = serde_json::json!({
        "cake": source("Cutcake"),
        "hb": source("Hackenbush"),
        "k": source("Kayles"),
    });
    let files = [
        format!("cake={CUTCAKE}"),
        format!("hb={HACKENBUSH}"),
        format!("k={KAYLES}"),
    ];
    let cli = |given: &[&str]| {
        let mut args = vec!["cgt", "--json"];
        for f in &files {
            args.extend(["--script", f.as_str()]);
        }
        args.extend(given);
        let (code, out, err) = pebbles(&args);
        assert_eq!(code, Some(0), "{given:?}: {err}");
        out
    };
    let api = |fields: serde_json::Value| {
        let mut input = fields;
        input["scripts"] = scripts.clone();
        let input: CgtInput = serde_json::from_value(input).unwrap();
        let answer = canonical_of(&input).unwrap();
        format!("{}\n", serde_json::to_string(&answer).unwrap())
    };
    for expr in [
        "cake[[[2,3]]] + cutcake[2x3]",
        "cake[[[3, 5]]] + cutcake[2x5]",
        "hb[[[0,1,\"b\"],[1,2,\"r\"],[0,2,\"g\"]]] + cake[[[1,4]]]",
        "hb[[[0,1,\"b\"],[1,2,\"r\"]]] + cake[[[1,4]]] = hackenbush[0-1:b,1-2:r] + cutcake[1x4]",
    ] {
        assert_eq!(
            api(serde_json::json!({ "expr": expr })),
            cli(&["--expr", expr]),
            "{expr}"
        );
    }
    for (game, position) in [("k", "[5, 7]"), ("cake", "[[2, 3]] + [[3, 1]]")] {
        assert_eq!(
            api(serde_json::json!({ "game": game, "position": position })),
            cli(&["--game", game, "--position", position]),
            "{game}[{position}]"
        );
    }
}
