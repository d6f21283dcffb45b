//! Rulesets written as scripts (issue 30): the example scripts give the
//! built-in rulesets' values (Domineering, Toads and Frogs on random boards
//! up to 12 cells; Kayles = octal 0.77), positions read and print back,
//! and hostile scripts are refused by the right variant, in the library
//! and in `pebbles cgt --script`, each well before a hang guard.
#![cfg(feature = "script")]

use std::sync::Arc;

use pebbles::games::classical::rulesets::Place;
use pebbles::games::classical::script::{
    Limit, Script, ScriptError, ScriptLimits, ScriptPos, ScriptSolver, EXAMPLES,
};
use pebbles::games::classical::{Game, OctalCode, RulesetId, Universe};
use proptest::prelude::*;

use crate::support::grid;
use crate::support::guarded as pebbles;

fn example(name: &str) -> Arc<Script> {
    let (_, source, _) = EXAMPLES
        .iter()
        .find(|(n, _, _)| n.starts_with(name))
        .expect("an example");
    Arc::new(Script::compile(source, ScriptLimits::CLI).expect("the example compiles"))
}

/// The value of the script's position written `text`.
fn scripted(script: &Arc<Script>, u: &mut Universe, text: &str) -> Game {
    let p = script.position(text).expect("a position");
    ScriptSolver::new(script.clone())
        .value(u, &p)
        .expect("a value")
}

/// The built-in ruleset `id`'s value of `text`.
fn built_in(id: &str, u: &mut Universe, text: &str) -> Game {
    let r: RulesetId = id.parse().unwrap();
    let checked = r.check(text).unwrap();
    r.sum_value(u, &[checked.text], Place::Cli).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn domineering_script_gives_the_built_in_values(
        w in 1usize..=4,
        cells in prop::collection::vec(prop::bool::weighted(0.75), 1..=12),
    ) {
        let text = grid(w, &cells);
        prop_assume!(!text.is_empty());
        let script = example("Domineering");
        let mut u = Universe::new();
        let s = scripted(&script, &mut u, &format!("\"{text}\""));
        let b = built_in("domineering", &mut u, &text);
        prop_assert_eq!(u.show(s), u.show(b), "{}", text);
    }

    #[test]
    fn toads_and_frogs_script_gives_the_built_in_values(
        cells in prop::collection::vec(0usize..3, 1..=12),
    ) {
        let text: String = cells.iter().map(|&c| ['.', 'T', 'F'][c]).collect();
        let script = example("Toads");
        let mut u = Universe::new();
        let s = scripted(&script, &mut u, &format!("\"{text}\""));
        let b = built_in("toads-and-frogs", &mut u, &text);
        prop_assert_eq!(u.show(s), u.show(b), "{}", text);
    }
}

#[test]
fn kayles_script_gives_octal_077() {
    let octal: OctalCode = "0.77".parse().unwrap();
    let values = octal.grundy(40, u64::MAX).unwrap().grundy;
    let script = example("Kayles");
    assert!(script.impartial());
    let mut u = Universe::new();
    for (n, &g) in values.iter().enumerate() {
        let v = scripted(&script, &mut u, &format!("[{n}]"));
        assert_eq!(u.nim_value(v), Some(g), "Kayles heap {n}");
    }
    // A sum: the nim-sum of the rows.
    let v = scripted(&script, &mut u, "[5, 7, 11]");
    assert_eq!(u.nim_value(v), Some(values[5] ^ values[7] ^ values[11]));
}

#[test]
fn subtraction_script_gives_its_grundy_values() {
    // Take 1, 3 or 4: 0 1 0 1 2 3 2, period 7.
    let script = example("Subtraction");
    let mut u = Universe::new();
    for n in 0..30usize {
        let v = scripted(&script, &mut u, &format!("[{n}]"));
        assert_eq!(
            u.nim_value(v),
            Some([0, 1, 0, 1, 2, 3, 2][n % 7]),
            "heap {n}"
        );
    }
}

#[test]
fn every_example_solves_its_start() {
    for (name, source, start) in EXAMPLES {
        let script = Arc::new(Script::compile(source, ScriptLimits::PAGE).unwrap());
        let mut u = Universe::new();
        let g = scripted(&script, &mut u, start);
        assert!(!u.show(g).is_empty(), "{name}");
    }
}

#[test]
fn positions_print_as_literals_that_read_back() {
    let script = Arc::new(Script::compile("fn options(p) { [] }", ScriptLimits::CLI).unwrap());
    for text in [
        "5",
        "-3",
        "true",
        "'x'",
        "\"..#|...\"",
        "\"a \\\"quoted\\\" \\\\ word\\n\"",
        "[]",
        "[1, [2, \"x\"], #{}]",
        "#{\"heaps\": [1, 2], \"turn\": 'L', \"if\": 0}",
    ] {
        let p = script.position(text).unwrap();
        let printed = p.to_string();
        assert_eq!(script.position(&printed).unwrap(), p, "{text} → {printed}");
    }
    // Maps are compared by value whatever the order of their keys.
    assert_eq!(
        script.position("#{a: 1, b: 2}").unwrap(),
        script.position("#{b: 2, a: 1}").unwrap()
    );
    assert_eq!(
        script.position("[1, 2]").unwrap(),
        ScriptPos::Array(vec![ScriptPos::Int(1), ScriptPos::Int(2)])
    );
}

#[test]
fn positions_may_call_the_scripts_functions() {
    let source = "fn start(n) { [n, n] }\nfn options(p) { [] }";
    let script = Script::compile(source, ScriptLimits::CLI).unwrap();
    assert_eq!(script.position("start(3)").unwrap().to_string(), "[3, 3]");
}

/// The error of solving `position` with `source`.
fn refusal(source: &str, position: &str) -> ScriptError {
    let (source, position) = (source.to_string(), position.to_string());
    // Nested data is checked and dropped recursively by the engine: a big
    // stack, as the CLI gives it.
    let run = move || {
        let script = Arc::new(Script::compile(&source, ScriptLimits::CLI)?);
        let p = script.position(&position)?;
        ScriptSolver::new(script).value(&mut Universe::new(), &p)
    };
    let out = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(run)
        .unwrap()
        .join()
        .unwrap();
    out.expect_err("a refusal")
}

#[test]
fn an_infinite_loop_meets_the_operation_limit() {
    let e = refusal("fn options(p, who) { loop { p += 1; } }", "0");
    assert_eq!(e.limit(), Some(Limit::Operations), "{e}");
    assert!(e.to_string().contains("1000000 operations per call"), "{e}");
}

#[test]
fn unbounded_recursion_meets_the_call_depth() {
    let e = refusal("fn f(n) { f(n + 1) }\nfn options(p) { f(0) }", "0");
    assert_eq!(e.limit(), Some(Limit::CallLevels), "{e}");
}

#[test]
fn a_billion_element_array_meets_the_array_size() {
    for body in [
        "let a = []; a.pad(1000000000, 0); a",
        "let a = []; for i in 0..1000000000 { a.push(i); } a",
    ] {
        let e = refusal(&format!("fn options(p) {{ {body} }}"), "0");
        assert_eq!(e.limit(), Some(Limit::ArraySize), "{e}");
    }
}

#[test]
fn long_strings_and_big_maps_meet_their_limits() {
    let e = refusal("fn options(p) { let s = \"x\"; loop { s += s; } }", "0");
    assert_eq!(e.limit(), Some(Limit::StringSize), "{e}");
    let e = refusal(
        "fn options(p) { let m = #{}; for i in 0..100000 { m[`k${i}`] = i; } [m] }",
        "0",
    );
    assert_eq!(e.limit(), Some(Limit::MapSize), "{e}");
}

#[test]
fn deeply_nested_data_is_refused() {
    let e = refusal(
        "fn options(p) { let a = []; for i in 0..100000 { a = [a]; } [a] }",
        "0",
    );
    assert_eq!(e.limit(), Some(Limit::ArraySize), "{e}");
    // Within the size limits, but deeper than a position may be.
    let e = refusal(
        "fn options(p) { let a = []; for i in 0..100 { a = [a]; } [a] }",
        "0",
    );
    assert!(
        matches!(&e, ScriptError::Returned { found, .. } if found.contains("nested")),
        "{e}"
    );
}

#[test]
fn a_repeating_position_is_refused_with_its_cycle() {
    let e = refusal("fn options(p) { [(p + 1) % 3] }", "0");
    assert_eq!(
        e,
        ScriptError::Cycle {
            cycle: vec!["0".into(), "1".into(), "2".into(), "0".into()]
        }
    );
    // A position that is its own option.
    let e = refusal("fn options(p, who) { [p] }", "\"x\"");
    assert!(
        matches!(e, ScriptError::Cycle { ref cycle } if cycle.len() == 2),
        "{e}"
    );
}

#[test]
fn non_positions_are_refused_naming_the_value() {
    let e = refusal("fn options(p, who) {\n  [Fn(\"options\")]\n}", "0");
    assert_eq!(
        e.to_string(),
        "`options` (defined at line 1) returned a function pointer at [0], not a position"
    );
    let e = refusal(
        "fn left_options(p) { 3 }\n\nfn right_options(p) { [] }",
        "0",
    );
    assert!(
        matches!(&e, ScriptError::Returned { function, line: 1, .. } if function == "left_options"),
        "{e}"
    );
    let e = refusal(
        "fn right_options(p) { [] }\nfn left_options(p) { [()] }",
        "0",
    );
    assert!(e.to_string().contains("line 2"), "{e}");
    let e = refusal("fn options(p) { [[1, 2.5]] }", "0");
    assert!(e.to_string().contains("a float at [0][1]"), "{e}");
    let e = refusal("fn options(p) { [] }", "1.5");
    assert!(matches!(e, ScriptError::Position { .. }), "{e}");
}

#[test]
fn a_megabyte_script_is_refused_by_its_size() {
    let source = format!("fn options(p) {{ [] }}\n// {}\n", "x".repeat(1 << 20));
    let e = refusal(&source, "0");
    assert_eq!(e.limit(), Some(Limit::ScriptBytes), "{e}");
    assert!(
        e.to_string().contains("over the limit of 65536 bytes"),
        "{e}"
    );
}

#[test]
fn syntax_and_runtime_errors_name_line_and_column() {
    let e = refusal("fn options(p, who) {\n    let x = ;\n}", "0");
    assert!(
        matches!(&e, ScriptError::Syntax { at, .. } if at.line == 2 && at.column == 13),
        "{e}"
    );
    let e = refusal(
        "fn helper(x) {\n    x + missing\n}\nfn options(p, who) {\n    helper(p)\n}",
        "0",
    );
    assert_eq!(
        e.to_string(),
        "`options` at line 2, column 9: Variable not found: missing (in `helper`)"
    );
    let e = refusal("fn options(p) { throw \"no\"; }", "0");
    assert!(matches!(e, ScriptError::Runtime { .. }), "{e}");
}

#[test]
fn scripts_without_options_are_refused() {
    for source in [
        "fn moves(p) { [] }",
        "fn left_options(p) { [] }",
        "fn options(p) { [] }\nfn options(p, who) { [] }",
    ] {
        let e = refusal(source, "0");
        assert!(matches!(e, ScriptError::Definitions(_)), "{e}");
    }
}

#[test]
fn the_memory_budget_counts_distinct_positions() {
    let limits = ScriptLimits {
        positions: 50,
        ..ScriptLimits::CLI
    };
    let script = Arc::new(
        Script::compile("fn options(n) { if n > 0 { [n - 1] } else { [] } }", limits).unwrap(),
    );
    let mut u = Universe::new();
    let mut solver = ScriptSolver::new(script.clone());
    assert!(solver.value(&mut u, &ScriptPos::Int(40)).is_ok());
    let e = ScriptSolver::new(script)
        .value(&mut u, &ScriptPos::Int(60))
        .unwrap_err();
    assert_eq!(e.limit(), Some(Limit::Positions), "{e}");
}

/// The memory budget counts bytes: each value its slot, and a position on
/// the solver's stack twice with its options. A chain of 1 000-element
/// arrays meets a 1 MiB budget within a few dozen positions; a chain of
/// integers as long does not.
#[test]
fn the_memory_budget_counts_the_bytes_kept() {
    let limits = ScriptLimits {
        weight: 1 << 20,
        ..ScriptLimits::CLI
    };
    let source = "fn options(p) { if type_of(p) == \"i64\" { if p > 0 { return [p - 1]; } \
                  return []; } if p[0] > 0 { let q = p; q[0] -= 1; return [q]; } [] }";
    let script = Arc::new(Script::compile(source, limits).unwrap());
    let mut u = Universe::new();
    let ints = ScriptSolver::new(script.clone()).value(&mut u, &ScriptPos::Int(100));
    assert!(ints.is_ok(), "{ints:?}");
    let mut array = vec![ScriptPos::Int(0); 1000];
    array[0] = ScriptPos::Int(100);
    let e = ScriptSolver::new(script)
        .value(&mut u, &ScriptPos::Array(array))
        .unwrap_err();
    assert_eq!(e.limit(), Some(Limit::Weight), "{e}");
}

#[test]
fn printing_does_not_reach_the_output() {
    let source = "fn options(p) { print(\"hello\"); debug(p); [] }";
    let script = Arc::new(Script::compile(source, ScriptLimits::CLI).unwrap());
    let g = scripted(&script, &mut Universe::new(), "0");
    assert_eq!(g, Universe::ZERO);
}

/// `source` in a file of its own for the CLI.
fn script_file(name: &str, source: &str) -> String {
    let dir = crate::support::scratch().join(format!("pebbles-script-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, source).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn cli_reports_a_scripted_position_like_a_built_in_one() {
    let (_, source, _) = EXAMPLES[0];
    let file = script_file("domineering.rhai", source);
    let (code, out, err) = pebbles(&["cgt", "--script", &file, "--position", "\"...|...\""]);
    assert_eq!(code, Some(0), "{err}");
    let (_, built_in, _) = pebbles(&["cgt", "--domineering", "...|..."]);
    assert_eq!(out, built_in);
    let (code, json, _) = pebbles(&[
        "cgt",
        "--script",
        &file,
        "--position",
        "\"..|..\"",
        "--json",
    ]);
    assert_eq!(code, Some(0));
    assert!(json.starts_with("{\"canonical\":\"±1\""), "{json}");
    let kayles = script_file("kayles.rhai", EXAMPLES[3].1);
    let (_, out, _) = pebbles(&["cgt", "--script", &kayles, "--position", "[5, 7]"]);
    assert!(
        out.starts_with("canonical     *6\ngrundy        6\n"),
        "{out}"
    );
}

#[test]
fn cli_refuses_hostile_scripts_with_a_message() {
    let cases = [
        (
            "loop.rhai",
            "fn options(p, who) { loop { p += 1; } }".to_string(),
            "operations per call",
        ),
        (
            "rec.rhai",
            "fn f(n) { f(n + 1) }\nfn options(p) { f(0) }".into(),
            "levels of function calls",
        ),
        (
            "array.rhai",
            "fn options(p) { let a = []; a.pad(1000000000, 0); a }".into(),
            "elements per array",
        ),
        (
            "nested.rhai",
            "fn options(p) { let a = []; for i in 0..100000 { a = [a]; } [a] }".into(),
            "elements per array",
        ),
        (
            // Each position a 4 000-element array: refused at the memory
            // budget, not grown to gigabytes.
            "arrays.rhai",
            "fn options(p) { if type_of(p) == \"i64\" { let a = []; a.pad(4000, 0); return [a]; } \
             if p[0] >= 30000 { return []; } let q = p; q[0] += 1; [q] }"
                .into(),
            "bytes of positions kept",
        ),
        (
            "fn.rhai",
            "fn options(p) { [Fn(\"options\")] }".into(),
            "returned a function pointer at [0]",
        ),
        (
            "big.rhai",
            format!("fn options(p) {{ [] }}\n// {}\n", "x".repeat(1 << 20)),
            "over the limit of 65536 bytes",
        ),
        (
            "syntax.rhai",
            "fn options(p) {\n  let = 3;\n}".into(),
            "syntax error at line 2, column 7",
        ),
    ];
    for (name, source, words) in cases {
        let file = script_file(name, &source);
        let (code, out, err) = pebbles(&["cgt", "--script", &file, "--position", "0"]);
        assert_eq!(code, Some(2), "{name}: {err}");
        assert!(out.is_empty(), "{name}");
        assert!(err.starts_with("error: --script `"), "{name}: {err}");
        assert!(err.contains(words), "{name}: {err}");
    }
    let file = script_file("ok.rhai", "fn options(p) { [] }");
    let (code, _, err) = pebbles(&["cgt", "--script", &file, "--position", "[1,"]);
    assert_eq!(code, Some(2));
    assert!(err.starts_with("error: --position `[1,`: "), "{err}");
    let (code, _, err) = pebbles(&["cgt", "--script", "/no/such/file.rhai", "--position", "0"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("cannot read it"), "{err}");
}

/// `--time-limit` holds inside a script: a call that loops for long is
/// stopped (the script is asked every few thousand operations), and so is
/// a long chain of quick calls, in each way a script is named.
#[test]
fn cli_stops_a_script_at_the_time_limit() {
    let slow = script_file(
        "slow.rhai",
        "fn options(p) { let s = 0; for i in 0..200000 { s += i; } \
         if p >= 100000 { return []; } [p + 1] }",
    );
    let chain = script_file(
        "chain.rhai",
        "fn options(p) { if p >= 100000000 { return []; } [p + 1] }",
    );
    let named = format!("s={slow}");
    // Playing: many short calls (each under the operations between two
    // looks at the clock) ran 40 s past the limit until each call's start
    // asked too; the refusal names the file.
    let kayles = format!(
        "{}/crates/games/src/classical/script/examples/kayles.rhai",
        env!("CARGO_MANIFEST_DIR")
    );
    let runs: [&[&str]; 5] = [
        &["cgt", "--script", &slow, "--position", "0"],
        &["cgt", "--script", &chain, "--position", "0"],
        &["cgt", "--script", &named, "--game", "s", "--position", "0"],
        &["cgt", "--script", &named, "--expr", "s[0] + 1"],
        &[
            "play",
            "cgt",
            "--script",
            &kayles,
            "--position",
            "[30, 30, 30]",
        ],
    ];
    for args in runs {
        let args = [args, &["--time-limit", "0.5"][..]].concat();
        let (code, out, err) = pebbles(&args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}");
        assert!(
            err.contains("stopped by the time limit (--time-limit 0.5)"),
            "{args:?}: {err}"
        );
        if args[0] == "play" {
            let named = format!("error: --script `{kayles}`: ");
            assert!(err.starts_with(&named), "{err}");
        }
    }
}

#[test]
fn playing_a_script_follows_the_built_in_ruleset() {
    use pebbles::games::classical::play::{ClassicalGame, ClassicalPos};
    use pebbles::games::classical::script::play::{ScriptGame, ScriptPlayPos};
    use pebbles::games::common::play::Rules;
    use pebbles::games::common::Player;
    let script = example("Domineering");
    let game = ScriptGame::new(script.clone());
    let built_in = ClassicalGame::new("domineering".parse().unwrap());
    let mut pos = ScriptPlayPos {
        position: script.position("\"...|...|...\"").unwrap(),
        to_move: Player::Left,
    };
    // Down a line of first moves: the same values, moves and judgement.
    while let Some(first) = game.moves(&pos).unwrap().into_iter().next() {
        let text = match &pos.position {
            ScriptPos::Str(s) => s.clone(),
            p => panic!("{p}"),
        };
        let theirs = ClassicalPos::new(vec![text.clone()], pos.to_move);
        assert_eq!(
            game.value(&pos).unwrap(),
            built_in.value(&theirs).unwrap(),
            "{text}"
        );
        let ours = game.moves(&pos).unwrap();
        assert_eq!(ours.len(), built_in.moves(&theirs).unwrap().len(), "{text}");
        let costs = game.judge(&pos, &ours).unwrap();
        let their_costs = built_in
            .judge(&theirs, &built_in.moves(&theirs).unwrap())
            .unwrap();
        let optimal = |c: &[pebbles::games::common::play::Cost]| {
            c.iter()
                .filter(|c| matches!(c, pebbles::games::common::play::Cost::Optimal))
                .count()
        };
        assert_eq!(optimal(&costs), optimal(&their_costs), "{text}");
        pos = first.1;
    }
    let c = game.commentary(
        &ScriptPlayPos {
            position: script.position("\"..|..\"").unwrap(),
            to_move: Player::Left,
        },
        &["1"],
    );
    let text = c.unwrap().text();
    assert!(text.contains("Left moved to \"#.|#.\""), "{text}");
}

#[test]
fn cli_plays_a_script() {
    let file = script_file("play-domineering.rhai", EXAMPLES[0].1);
    let (code, out, err) = pebbles(&[
        "play",
        "cgt",
        "--script",
        &file,
        "--position",
        "\"...|...\"",
        "--moves-played",
        "1",
        "--hints",
    ]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("1. Left moved to \"#..|#..\""), "{out}");
    assert!(out.contains("Left could have won with 2"), "{out}");
    let (code, _, err) = pebbles(&[
        "play",
        "cgt",
        "--script",
        &file,
        "--position",
        "\"..|..\"",
        "--moves-played",
        "3",
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("move 1 `3` is not legal here"), "{err}");
}
