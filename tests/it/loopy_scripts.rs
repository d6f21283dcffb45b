//! Scripts that loop (issue 38): a script whose positions repeat gets a
//! loopy value (`ScriptRuleset::loopy`, reached through `loopy_value`)
//! instead of the short solver's refusal. Scripts of `on`, `off`, `dud`,
//! `over`, `upon` and of a token moving back and forth give the values the
//! loopy expression engine gives for the same graphs written as loopy
//! expressions; random small game graphs written as scripts (a Rhai map
//! from position to option lists) get the outcome of a brute-force
//! retrograde analysis written here (alone and in sums); the script's
//! limits hold; the CLI, the page's script job and the JavaScript API
//! answer with the loopy report.
#![cfg(feature = "script")]

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use pebbles::games::classical::loopy::{
    loopy_report, LoopyLimits, LoopyPositionError, LoopyReport, LoopyResult, PositionReport,
};
use pebbles::games::classical::rulesets::{loopy_value, PositionError, Rulesets};
use pebbles::games::classical::script::{Limit, Script, ScriptLimits, ScriptRuleset};
use pebbles::games::common::Player;
use proptest::prelude::*;

use crate::support::guarded;

// ------------------------------------------------------------- helpers

fn ruleset(source: &str, limits: ScriptLimits) -> ScriptRuleset {
    let script = Script::compile(source, limits).expect("the script compiles");
    ScriptRuleset::new("s", Arc::new(script))
}

fn strings(boards: &[&str]) -> Vec<String> {
    boards.iter().map(|b| b.to_string()).collect()
}

/// The loopy analysis of the sum of `boards` of the script `source`.
fn analysed(source: &str, boards: &[&str]) -> PositionReport {
    let rules = ruleset(source, ScriptLimits::CLI);
    loopy_value(&rules, &strings(boards), &LoopyLimits::CLI, &mut |_| false)
        .expect("analysed")
        .expect("not stopped")
}

/// The loopy expression engine's report of `text`.
fn expression(text: &str) -> LoopyReport {
    match loopy_report(text).unwrap_or_else(|e| panic!("{text}: {e}")) {
        LoopyResult::Value(r) => r,
        LoopyResult::Comparison(c) => panic!("{text}: a comparison {c:?}"),
    }
}

/// The script's report is the expression's (but for the input).
fn assert_same(script: &PositionReport, expr: &str) {
    let e = expression(expr);
    let mut s = script.loopy_report();
    s.input = e.input.clone();
    assert_eq!(s, e, "{expr}");
    assert_eq!(script.method, "value");
}

/// A game graph as option lists, its start at 0.
#[derive(Clone, Debug)]
struct G {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
}

impl G {
    fn options(&self, v: usize, left: bool) -> &[usize] {
        if left {
            &self.left[v]
        } else {
            &self.right[v]
        }
    }

    /// The graph as a script: a Rhai map from the position `pK` to its
    /// Left and Right options.
    fn script(&self) -> String {
        let list = |o: &[usize]| {
            o.iter()
                .map(|w| format!("\"p{w}\""))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let entries: Vec<String> = (0..self.left.len())
            .map(|v| {
                format!(
                    "p{v}: [[{}], [{}]]",
                    list(&self.left[v]),
                    list(&self.right[v])
                )
            })
            .collect();
        format!(
            "fn options(p, who) {{\n    let g = #{{ {} }};\n    let o = g[p];\n    \
             if who == \"left\" {{ o[0] }} else {{ o[1] }}\n}}\n",
            entries.join(", ")
        )
    }

    /// The graph from `v` as a loopy expression: each position a brace
    /// labelled `pK`, unfolded until it meets a position on the way to it
    /// (then its label). Small graphs only (the unfolding may grow).
    fn expr(&self, v: usize) -> String {
        let mut path = Vec::new();
        self.unfold(v, &mut path)
    }

    fn unfold(&self, v: usize, path: &mut Vec<usize>) -> String {
        if path.contains(&v) {
            return format!("p{v}");
        }
        path.push(v);
        let mut sides = Vec::new();
        for left in [true, false] {
            let mut terms = Vec::new();
            for &w in self.options(v, left) {
                terms.push(self.unfold(w, path));
            }
            sides.push(terms.join(","));
        }
        path.pop();
        format!("p{v}{{{}|{}}}", sides[0], sides[1])
    }
}

/// A token on `0..=n`: Left moves it up one, Right down one.
fn walk(n: usize) -> G {
    G {
        left: (0..=n)
            .map(|i| if i < n { vec![i + 1] } else { vec![] })
            .collect(),
        right: (0..=n)
            .map(|i| if i > 0 { vec![i - 1] } else { vec![] })
            .collect(),
    }
}

/// The token walk as a script of its own (arithmetic, not a table).
fn walk_script(n: usize) -> String {
    format!(
        "fn left_options(p) {{ if p < {n} {{ [p + 1] }} else {{ [] }} }}\n\
         fn right_options(p) {{ if p > 0 {{ [p - 1] }} else {{ [] }} }}\n"
    )
}

// -------------------------------------------------------------- oracle

/// Who wins with Left and with Right moving first (`None`: a draw) in the
/// game from `start` with moves `moves(state, left)`: every reachable
/// state listed, then each (state, mover) settled by sweeping until a
/// sweep changes nothing (no move: the mover loses; a move to a state its
/// mover loses: a win; every move to a state its mover wins: a loss).
/// What is never settled is a draw. Also the number of states reached.
fn oracle<S: Clone + Ord>(
    start: S,
    moves: impl Fn(&S, bool) -> Vec<S>,
) -> (Option<Player>, Option<Player>, usize) {
    let mut all = BTreeSet::from([start.clone()]);
    let mut todo = vec![start.clone()];
    while let Some(s) = todo.pop() {
        for left in [true, false] {
            for t in moves(&s, left) {
                if all.insert(t.clone()) {
                    todo.push(t);
                }
            }
        }
    }
    // true: the mover wins.
    let mut known: BTreeMap<(S, bool), bool> = BTreeMap::new();
    loop {
        let mut changed = false;
        for s in &all {
            for left in [true, false] {
                if known.contains_key(&(s.clone(), left)) {
                    continue;
                }
                let after: Vec<Option<bool>> = moves(s, left)
                    .into_iter()
                    .map(|t| known.get(&(t, !left)).copied())
                    .collect();
                let verdict = if after.contains(&Some(false)) {
                    Some(true)
                } else if after.iter().all(|a| *a == Some(true)) {
                    Some(false)
                } else {
                    None
                };
                if let Some(v) = verdict {
                    known.insert((s.clone(), left), v);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let winner = |left: bool| {
        let mover = if left { Player::Left } else { Player::Right };
        known
            .get(&(start.clone(), left))
            .map(|&wins| if wins { mover } else { mover.other() })
    };
    (winner(true), winner(false), all.len())
}

fn name(p: Option<Player>) -> String {
    p.map_or_else(|| "draw".to_string(), |p| p.name().to_string())
}

/// Random graphs: `1..=max` positions, each with up to two Left and two
/// Right options.
fn graphs(max: usize) -> impl Strategy<Value = G> {
    (1..=max).prop_flat_map(|n| {
        let opts = prop::collection::vec(prop::collection::vec(0..n, 0..=2), n);
        (opts.clone(), opts).prop_map(|(left, right)| G { left, right })
    })
}

// --------------------------------------------------------------- tests

/// Siegel, *CGT*, ch. VI.1: `on = {pass|}`, `off = {|pass}`, `dud =
/// {pass|pass}`, `over = {0|pass}`, `upon = {pass|*}`; each written as a
/// script gives the expression's value.
#[test]
fn scripts_of_named_loopy_games_give_their_values() {
    let on = "fn options(p, who) { if who == \"left\" { [p] } else { [] } }";
    assert_same(&analysed(on, &["0"]), "on");
    let off = "fn right_options(p) { [p] }\nfn left_options(p) { [] }";
    assert_same(&analysed(off, &["0"]), "off");
    let dud = "fn options(p, who) { [p] }";
    assert_same(&analysed(dud, &["0"]), "dud");
    let over = G {
        left: vec![vec![1], vec![]],
        right: vec![vec![0], vec![]],
    };
    let r = analysed(&over.script(), &["\"p0\""]);
    assert_same(&r, "over");
    assert_same(&r, "a{0|a}");
    assert_same(&r, &over.expr(0));
    assert_eq!(r.positions, 2);
    let upon = G {
        left: vec![vec![0], vec![2], vec![]],
        right: vec![vec![1], vec![2], vec![]],
    };
    assert_same(&analysed(&upon.script(), &["\"p0\""]), "upon");
    // Sums (Siegel, ch. VI.1): on + off = dud, on + on = on; and over + over.
    let both = "fn options(p, who) { if (p == \"n\") == (who == \"left\") { [p] } else { [] } }";
    let r = analysed(both, &["\"n\"", "\"f\""]);
    assert_same(&r, "on + off");
    assert_eq!(r.loopy_report().canonical, "dud");
    assert_same(&analysed(both, &["\"n\"", "\"n\""]), "on");
    assert_same(
        &analysed(&over.script(), &["\"p0\"", "\"p0\""]),
        "over + over",
    );
}

/// A token moving back and forth on `0..=n`, from each square: the
/// script's value is the value of the same graph written as a loopy
/// expression.
#[test]
fn a_token_moving_back_and_forth_gives_the_expressions_value() {
    for n in 1..=4 {
        let g = walk(n);
        for start in 0..=n {
            let r = analysed(&walk_script(n), &[&start.to_string()]);
            assert_same(&r, &g.expr(start));
            assert_eq!(r.positions, n + 1);
            // The table script of the same graph agrees.
            let t = analysed(&g.script(), &[&format!("\"p{start}\"")]);
            assert_eq!(t.loopy_report().canonical, r.loopy_report().canonical);
        }
    }
}

/// An impartial script whose positions cycle (`0 → 1 → 2 → 0`): both
/// players always have a move, so play never ends: a draw.
#[test]
fn an_impartial_cycle_is_a_draw() {
    let r = analysed("fn options(p) { [(p + 1) % 3] }", &["0"]);
    assert_eq!((r.outcome.as_str(), r.positions), ("D", 3));
    let g = G {
        left: vec![vec![1], vec![2], vec![0]],
        right: vec![vec![1], vec![2], vec![0]],
    };
    assert_same(&r, &g.expr(0));
}

/// A script added to a [`Rulesets`] (as `--script NAME=FILE` does) is
/// analysed over its own positions too.
#[test]
fn a_named_script_is_analysed_like_one_alone() {
    let mut rulesets = Rulesets::default();
    let on = "fn options(p, who) { if who == \"left\" { [p] } else { [] } }";
    rulesets
        .add_script("s", on, ScriptLimits::CLI, None)
        .unwrap();
    let rules = rulesets.find("s").unwrap();
    let r = loopy_value(rules, &strings(&["0"]), &LoopyLimits::CLI, &mut |_| false)
        .unwrap()
        .unwrap();
    assert_same(&r, "on");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Random game graphs of up to 10 positions written as scripts: the
    /// outcome (from the loopy value, or retrograde analysis when the
    /// value's sides are refused) is the oracle's, and so are the
    /// positions reached; likewise for the sum of two of its positions.
    #[test]
    fn outcomes_of_random_looping_scripts_agree_with_the_oracle(g in graphs(10), k in 0usize..10) {
        let source = g.script();
        let r = analysed(&source, &["\"p0\""]);
        let (left, right, count) = oracle(0usize, |&v, left| g.options(v, left).to_vec());
        prop_assert_eq!(&r.left_first, &name(left), "{}", source);
        prop_assert_eq!(&r.right_first, &name(right), "{}", source);
        prop_assert_eq!(r.positions, count);
        let k = k % g.left.len();
        let sum = analysed(&source, &["\"p0\"", &format!("\"p{k}\"")]);
        let moves = |s: &(usize, usize), left: bool| {
            let mut out: Vec<(usize, usize)> =
                g.options(s.0, left).iter().map(|&w| (w, s.1)).collect();
            out.extend(g.options(s.1, left).iter().map(|&w| (s.0, w)));
            out
        };
        let (left, right, count) = oracle((0usize, k), moves);
        prop_assert_eq!(&sum.left_first, &name(left), "{} + p{}", source, k);
        prop_assert_eq!(&sum.right_first, &name(right), "{} + p{}", source, k);
        prop_assert_eq!(sum.positions, count);
    }
}

/// The script's own limits hold: its distinct positions (the refusal names
/// the limit) and the bytes of them kept.
#[test]
fn a_looping_script_keeps_its_limits() {
    let endless = "fn left_options(p) { [p, p + 1] }\nfn right_options(p) { [] }";
    let small = ScriptLimits {
        positions: 100,
        ..ScriptLimits::CLI
    };
    let rules = ruleset(endless, small);
    let e = loopy_value(&rules, &strings(&["0"]), &LoopyLimits::CLI, &mut |_| false).unwrap_err();
    let LoopyPositionError::Position(PositionError::Script { error, .. }) = &e else {
        panic!("{e}");
    };
    assert_eq!(error.limit(), Some(Limit::Positions), "{e}");
    assert!(
        e.to_string()
            .contains("over the limit of 100 distinct positions"),
        "{e}"
    );
    // Long strings: the bytes kept, not the count, stop it.
    let strings_source = "fn left_options(p) { [p, p + \"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\"] }\n\
                          fn right_options(p) { [] }";
    let tight = ScriptLimits {
        weight: 20_000,
        ..ScriptLimits::CLI
    };
    let rules = ruleset(strings_source, tight);
    let e = loopy_value(&rules, &strings(&["\"\""]), &LoopyLimits::CLI, &mut |_| {
        false
    })
    .unwrap_err();
    let LoopyPositionError::Position(PositionError::Script { error, .. }) = &e else {
        panic!("{e}");
    };
    assert_eq!(error.limit(), Some(Limit::Weight), "{e}");
}

// ----------------------------------------------------------- the CLI

fn script_file(name: &str, source: &str) -> String {
    let dir =
        crate::support::scratch().join(format!("pebbles-loopy-scripts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, source).unwrap();
    path.to_string_lossy().into_owned()
}

const OVER: &str = "fn left_options(p) { if p == \"a\" { [\"z\"] } else { [] } }\n\
                    fn right_options(p) { if p == \"a\" { [\"a\"] } else { [] } }\n";

#[test]
fn cli_gives_a_looping_scripts_loopy_value() {
    let file = script_file("over.rhai", OVER);
    let (code, out, err) = guarded(&["cgt", "--script", &file, "--position", "\"a\""]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        out,
        "positions     2\ncanonical     over\nonside        over\noffside       over\n\
         stopper       true\noutcome       L\nLeft first    Left\nRight first   Left\n\
         method        value\n"
    );
    let (code, json, err) = guarded(&["cgt", "--script", &file, "--position", "\"a\"", "--json"]);
    assert_eq!(code, Some(0), "{err}");
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let expr: serde_json::Value = serde_json::from_str(&crate::support::stdout(&[
        "cgt", "--expr", "a{0|a}", "--json",
    ]))
    .unwrap();
    for field in [
        "canonical",
        "onside",
        "offside",
        "stopper",
        "outcome",
        "left_first",
        "right_first",
    ] {
        assert_eq!(v[field], expr[field], "{field}: {json}");
    }
    assert_eq!(v["input"], "\"a\"");
    // A script named in `--script NAME=FILE`: the same report; its boards
    // summed, the sum's.
    let named = format!("s={file}");
    let game = |position: &str| {
        let (code, out, err) = guarded(&[
            "cgt",
            "--script",
            &named,
            "--game",
            "s",
            "--position",
            position,
        ]);
        assert_eq!(code, Some(0), "{err}");
        out
    };
    let (_, alone, _) = guarded(&["cgt", "--script", &file, "--position", "\"a\""]);
    assert_eq!(game("\"a\""), alone);
    let sum = expression("a{0|a} + b{0|b}");
    assert!(
        game("\"a\" + \"a\"").contains(&format!("canonical     {}\n", sum.canonical)),
        "{}",
        sum.canonical
    );
    // The flags of short games' reports are refused.
    let (code, _, err) = guarded(&[
        "cgt",
        "--script",
        &file,
        "--position",
        "\"a\"",
        "--cool",
        "1",
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("not loopy ones"), "{err}");
    // The impartial cycle the short solver refuses: a draw.
    let cycle = script_file("cycle.rhai", "fn options(p) { [(p + 1) % 3] }");
    let (code, out, err) = guarded(&["cgt", "--script", &cycle, "--position", "0"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("outcome       D\n"), "{out}");
    // Inside an expression a script's game must still be short.
    let named = format!("s={cycle}");
    let (code, _, err) = guarded(&["cgt", "--script", &named, "--expr", "s[0] + 1"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("a position repeats: 0 → 1 → 2 → 0"), "{err}");
}

/// A looping script whose positions never end: stopped at the time limit,
/// named. (The limit of distinct positions, named in the
/// refusal, is `a_looping_script_keeps_its_limits`'s: the CLI's 2·10⁶
/// took 17 s and 500 MB of the test build.)
#[test]
fn cli_stops_a_looping_script_at_its_limits() {
    let endless = script_file(
        "endless.rhai",
        "fn left_options(p) { [p, p + 1] }\nfn right_options(p) { [] }",
    );
    let (code, out, err) = guarded(&[
        "cgt",
        "--script",
        &endless,
        "--position",
        "0",
        "--time-limit",
        "0.5",
    ]);
    assert_eq!((code, out.as_str()), (Some(2), ""), "{err}");
    assert!(
        err.contains("stopped by the time limit (--time-limit 0.5)"),
        "{err}"
    );
}

// ------------------------------------------- the page and the JS API

#[test]
fn the_pages_script_job_gives_the_loopy_report() {
    use pebbles::jobs::{
        run, ClassicalRequest, ClassicalView, JobError, JobRequest, JobResult, ScriptRequest,
        PAGE_LOOPY_SCRIPT_POSITIONS,
    };
    use pebbles::view_model::loopy::loopy_rows;
    let job = |source: &str, position: &str| {
        run(JobRequest::Classical(ClassicalRequest::Script(
            ScriptRequest::new(source, position),
        )))
    };
    // What the worker sends survives its codec (bincode: every field, the
    // note too), and reads back equal.
    let survives = |r: &JobResult| {
        let cfg = bincode::config::standard();
        let bytes = bincode::serde::encode_to_vec(r, cfg).expect("encodes");
        let back: JobResult = bincode::serde::decode_from_slice(&bytes, cfg)
            .expect("decodes")
            .0;
        assert_eq!(&back, r);
    };
    let over = job(OVER, "\"a\"");
    survives(over.as_ref().unwrap());
    match over {
        Ok(JobResult::Classical(ClassicalView::Loopy(r, _))) => {
            assert_eq!(r.canonical, "over");
            assert_eq!(r.input, "\"a\"");
            assert_eq!(r.note, None);
        }
        other => panic!("{other:?}"),
    }
    // More positions than a value's graph holds: the outcome alone, with
    // the reason, and the page shows those rows.
    let n = 5_000;
    let walked = job(&walk_script(n), "0");
    survives(walked.as_ref().unwrap());
    match walked {
        Ok(JobResult::Classical(ClassicalView::Loopy(r, _))) => {
            assert_eq!(r.canonical, "");
            assert_eq!(
                (r.left_first.as_str(), r.right_first.as_str()),
                ("draw", "Left")
            );
            assert!(
                r.note.as_deref().unwrap_or("").contains("5001 positions"),
                "{:?}",
                r.note
            );
            let rows: Vec<&str> = loopy_rows(&r).iter().map(|row| row.0).collect();
            assert_eq!(rows, ["outcome", "Left first", "Right first", "note"]);
        }
        other => panic!("{other:?}"),
    }
    // Past the page's limit: a work limit of the page, named.
    match job(&walk_script(PAGE_LOOPY_SCRIPT_POSITIONS + 10), "0") {
        Err(JobError::Limit { limit, .. }) => {
            assert_eq!(limit, PAGE_LOOPY_SCRIPT_POSITIONS as u64);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_javascript_api_gives_the_loopy_report() {
    use pebbles::api::{canonical_of, CgtInput};
    let input: CgtInput = serde_json::from_value(serde_json::json!({
        "game": "s",
        "position": "\"a\"",
        "scripts": {"s": OVER},
    }))
    .unwrap();
    let json = serde_json::to_string(&canonical_of(&input).unwrap()).unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        (v["canonical"].as_str(), v["outcome"].as_str()),
        (Some("over"), Some("L")),
        "{json}"
    );
}
