//! The `pebbles` binary: JSON contract, readable tables, and exit code 2 on bad input.

use std::process::{Command, Output};

use proptest::prelude::*;
use serde_json::Value;

fn pebbles(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pebbles"))
        .args(args)
        .output()
        .expect("run pebbles")
}

fn json(args: &[&str]) -> Value {
    let out = pebbles(args);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

fn nums(v: &Value) -> Vec<i64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap())
        .collect()
}

/// The CLI exits with code 2 and a message containing `token`, without panicking.
fn assert_bad_input(args: &[&str], token: &str) {
    let out = pebbles(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
    assert!(err.contains(token), "{args:?}: {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
}

#[test]
fn cs_symmetric_json_contract() {
    let v = json(&["cs", "--moves", "2,3", "--heaps", "0..9", "--json"]);
    assert_eq!(nums(&v["heaps"]), (0..=9).collect::<Vec<_>>());
    assert_eq!(
        nums(&v["zero_sum"]["left_starts"]),
        vec![0, 0, 2, 3, 3, 1, 0, 1, 2, 3]
    );
    assert_eq!(v["zero_sum"]["right_starts"].as_array().unwrap().len(), 10);
    assert_eq!(
        v["self_interest"]["left_starts"][9],
        serde_json::json!([6, 3])
    );
    assert_eq!(v["normal"][0], "P");
    assert!(v["misere"].is_array());
    assert!(v["grundy"].is_array());
    assert!(v["period"]["zero_sum"]["period"].is_u64());
}

#[test]
fn cs_partizan_json_contract() {
    let v = json(&[
        "cs",
        "--left",
        "2,3",
        "--right",
        "1,4",
        "--heaps",
        "0..14",
        "--tie",
        "friendly,antagonistic",
        "--json",
    ]);
    let classes: Vec<&str> = v["normal"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_str().unwrap())
        .collect();
    assert_eq!(classes[..10].join(" "), "P R N L R N L P N L");
    assert!(v["grundy"].is_null());
    assert!(v["self_interest"]["right_starts"][14].is_array());
}

#[test]
fn cs_table_is_readable() {
    let out = pebbles(&["cs", "--moves", "1", "--heaps", "0..3"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("grundy"), "{text}");
    assert!(text.contains("periodic from heap"), "{text}");
}

#[test]
fn cs_csv_matches_the_page_export_format() {
    let out = pebbles(&["cs", "--moves", "2,3", "--heaps", "0..9", "--csv"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.trim_end().lines().collect();
    assert_eq!(lines.len(), 11);
    assert_eq!(lines[10], "9,3,-3,6,3,3,6,N,N,2");
}

#[test]
fn bad_input_exits_2_naming_the_token() {
    for (args, token) in [
        (&["cs", "--moves", "2,x"][..], "`x`"),
        (&["cs", "--moves", "0"], "`0`"),
        (&["cs", "--moves", "2", "--heaps", "9..3"], "`9..3`"),
        (&["cs", "--moves", "2", "--heaps", "-1..3"], "`-1`"),
        (&["cs", "--moves", "2", "--tie", "kind"], "`kind`"),
        (&["cs", "--moves", "2", "--map", "3"], "`3`"),
        (&["cs", "--left", "2"], "--right"),
        (&["cs", "--moves", ""], "empty"),
        (&["cs", "--nope"], "--nope"),
        (&["frobnicate"], "frobnicate"),
    ] {
        assert_bad_input(args, token);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn random_arguments_never_panic(moves in "[0-9a-z,.:;-]{0,10}", heaps in "[0-9.x-]{0,5}") {
        let out = pebbles(&["cs", "--moves", &moves, "--heaps", &heaps]);
        let err = String::from_utf8_lossy(&out.stderr);
        prop_assert!(matches!(out.status.code(), Some(0) | Some(2)), "{}", err);
        prop_assert!(!err.contains("panicked"), "{}", err);
    }
}

fn tree_node(v: &Value, id: u64) -> &Value {
    v["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["id"] == id)
        .unwrap()
}

#[test]
fn tree_json_contract() {
    let v = json(&[
        "tree", "--moves", "2,3", "--heap", "7", "--mode", "si", "--json",
    ]);
    let nodes = v["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), 11);
    for n in nodes {
        assert!(n["id"].is_u64() && n["heap"].is_u64(), "{n}");
        assert!(n["cumulations"].is_array() && n["value"].is_array(), "{n}");
        assert!(
            matches!(n["to_move"].as_str(), Some("Left" | "Right")),
            "{n}"
        );
    }
    let edges = v["edges"].as_array().unwrap();
    assert_eq!(edges.len(), 10);
    for e in edges {
        assert!(
            e["from"].is_u64() && e["to"].is_u64() && e["amount"].is_u64(),
            "{e}"
        );
        assert!(e["pspe"].is_boolean(), "{e}");
    }
    // Follow the PSPE edges from the root: 7 → 5 → 2 → 0, utilities (4,3).
    let mut at = v["root"].as_u64().unwrap();
    let mut heaps = vec![tree_node(&v, at)["heap"].as_u64().unwrap()];
    while let Some(e) = edges.iter().find(|e| e["from"] == at && e["pspe"] == true) {
        at = e["to"].as_u64().unwrap();
        heaps.push(tree_node(&v, at)["heap"].as_u64().unwrap());
    }
    assert_eq!(heaps, vec![7, 5, 2, 0]);
    assert_eq!(tree_node(&v, at)["value"], serde_json::json!([4, 3]));
    assert_eq!(tree_node(&v, at)["cumulations"], serde_json::json!([4, 3]));
}

#[test]
fn tree_dag_json_marks_determining_edges() {
    let v = json(&[
        "tree", "--moves", "2,3", "--heap", "7", "--mode", "zs", "--view", "dag", "--json",
    ]);
    assert_eq!(v["nodes"].as_array().unwrap().len(), 7);
    let edges = v["edges"].as_array().unwrap();
    assert_eq!(edges.len(), 9);
    assert_eq!(edges.iter().filter(|e| e["determines"] == true).count(), 5);
    assert_eq!(tree_node(&v, 0)["value"], 1);
}

#[test]
fn tree_formats_modes_and_partizan_rules() {
    let run = |args: &[&str]| {
        let out = pebbles(args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let base = ["tree", "--moves", "2,3", "--heap", "7"];
    let with = |extra: &[&'static str]| [&base[..], extra].concat();
    assert!(run(&with(&["--format", "dot"])).starts_with("digraph"));
    assert!(run(&with(&["--format", "tikz"])).contains("\\begin{tikzpicture}"));
    let svg = run(&with(&["--format", "svg", "--view", "dag"]));
    assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
    for mode in ["zs", "si", "normal", "misere", "grundy"] {
        assert!(run(&with(&["--mode", mode])).contains("7;(0,0)"));
    }
    let v = json(&[
        "tree", "--left", "2,3", "--right", "1,4", "--heap", "7", "--mode", "zs", "--json",
    ]);
    assert_eq!(tree_node(&v, 0)["value"], -1);
    let v = json(&["tree", "--nim", "1,2,3", "--json"]);
    assert_eq!(tree_node(&v, 0)["value"], "P");
    let cut = json(&["tree", "--moves", "1,2", "--heap", "60", "--json"]);
    assert!(cut["nodes"].as_array().unwrap().len() <= 2000);
    assert_eq!(cut["truncated"], true);
}

#[test]
fn tree_bad_input_exits_2_naming_the_token() {
    for (args, token) in [
        (&["tree", "--moves", "2,x", "--heap", "7"][..], "`x`"),
        (&["tree", "--moves", "2,3", "--heap", "99999"], "`99999`"),
        (
            &["tree", "--moves", "2,3", "--heap", "7", "--mode", "fun"],
            "`fun`",
        ),
        (
            &["tree", "--moves", "2,3", "--heap", "7", "--view", "bush"],
            "`bush`",
        ),
        (
            &["tree", "--moves", "2,3", "--heap", "7", "--format", "png"],
            "`png`",
        ),
        (
            &["tree", "--moves", "2,3", "--heap", "7", "--budget", "0"],
            "`0`",
        ),
        (
            &["tree", "--moves", "2,3", "--heap", "7", "--first", "x"],
            "`x`",
        ),
        (
            &[
                "tree",
                "--moves",
                "2,3",
                "--heap",
                "7",
                "--cumulations",
                "1",
            ],
            "`1`",
        ),
        (&["tree", "--moves", "2,3"], "--heap"),
        (
            &[
                "tree", "--left", "2,3", "--right", "1", "--heap", "4", "--mode", "grundy",
            ],
            "grundy",
        ),
        (&["tree", "--nim", "1,500"], "`500`"),
        (&["tree", "--nim", "1,2", "--mode", "zs"], "zs"),
    ] {
        assert_bad_input(args, token);
    }
}

#[test]
fn bcs_json_contract() {
    let v = json(&[
        "bcs", "--moves", "1", "--budget", "9", "--heaps", "0..40", "--json",
    ]);
    let values = v["values"].as_array().unwrap();
    assert_eq!(values.len(), 41);
    // Example 11's shape: row x, then p = 0..=TB.
    assert_eq!(nums(&values[1]), [-1, -1, -1, -1, -1, 1, 1, 1, 1, 1]);
    assert_eq!(nums(&values[2]), [-2, -2, 0, 0, 0, 0, 0, 2, 2, 2]);
    let right = v["right_marker_values"].as_array().unwrap();
    assert_eq!(right.len(), 41);
    assert_eq!(nums(&right[1]), [-1, -1, -1, -1, -1, 1, 1, 1, 1, 1]);
    assert_eq!(v["periodic_from"], 17);
    assert_eq!(v["period"], 2);
    assert_eq!(v["convergence_heap"], 17);
    // Short --heaps still finds the period.
    let v = json(&[
        "bcs", "--moves", "1", "--budget", "9", "--heaps", "0..3", "--json",
    ]);
    assert_eq!(v["periodic_from"], 17);
    assert_eq!(v["values"].as_array().unwrap().len(), 4);
    let v = json(&[
        "bcs", "--moves", "1", "--budget", "9", "--heaps", "0..5", "--bids", "0,1,2", "--json",
    ]);
    assert_eq!(nums(&v["bids"]), [0, 1, 2]);
}

#[test]
fn bcs_matrix_json_contract() {
    let v = json(&[
        "bcs", "--moves", "1", "--budget", "9", "--matrix", "9,6", "--json",
    ]);
    assert_eq!(v["value"], 1);
    let m = v["matrix"].as_array().unwrap();
    assert_eq!(m.len(), 4);
    assert_eq!(nums(&m[3]), [3, 3, 3, -1, -1, -1, -3]);
}

#[test]
fn bcs_sweep_json_contract() {
    let v = json(&["bcs-sweep", "--moves", "1", "--budgets", "0..40", "--json"]);
    let records = v["records"].as_array().unwrap();
    assert_eq!(records.len(), 41);
    assert_eq!(records[9]["convergence_heap"], 17);
    assert_eq!(records[9]["bound"], 21);
    assert_eq!(records[9]["periodic_from"], 17);
    for r in records {
        assert_eq!(r["conjecture28_holds"], true, "{r}");
        assert!(r["convergence_heap"].as_u64().unwrap() <= r["bound"].as_u64().unwrap());
    }
}

#[test]
fn bcs_text_is_laid_out_like_the_paper() {
    let out = pebbles(&["bcs", "--moves", "1", "--budget", "5", "--heaps", "0..2"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let row2: Vec<&str> = text
        .lines()
        .find(|l| l.trim_start().starts_with("2 "))
        .unwrap()
        .split_whitespace()
        .collect();
    assert_eq!(row2, ["2", "2", "2", "0", "0", "0", "-2"], "{text}");
    assert!(text.contains("periodic from heap"), "{text}");
    let out = pebbles(&["bcs", "--moves", "1", "--budget", "9", "--matrix", "9,6"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("equilibria"), "{text}");
    let out = pebbles(&["bcs-sweep", "--moves", "1", "--budgets", "3,9"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 3, "{text}");
}

#[test]
fn bcs_bad_input_exits_2_naming_the_token() {
    for (args, token) in [
        (&["bcs", "--moves", "1", "--budget", "x"][..], "`x`"),
        (&["bcs", "--moves", "1", "--budget", "1001"], "`1001`"),
        (&["bcs", "--moves", "0", "--budget", "3"], "`0`"),
        (&["bcs", "--moves", "", "--budget", "3"], "empty"),
        (
            &["bcs", "--moves", "1", "--budget", "9", "--bids", "0,12"],
            "12",
        ),
        (
            &["bcs", "--moves", "1", "--budget", "4", "--bids", "3"],
            "(p = 2, marker Left)",
        ),
        (
            &["bcs", "--moves", "1", "--budget", "9", "--heaps", "9..3"],
            "`9..3`",
        ),
        (
            &["bcs", "--moves", "1", "--budget", "9", "--matrix", "9"],
            "`9`",
        ),
        (
            &["bcs", "--moves", "1", "--budget", "9", "--matrix", "9,12"],
            "9,12",
        ),
        (
            &["bcs", "--moves", "1", "--budget", "9", "--marker", "up"],
            "`up`",
        ),
        (&["bcs", "--budget", "9"], "--moves"),
        (&["bcs-sweep", "--moves", "1", "--budgets", "x"], "`x`"),
        (
            &[
                "bcs-sweep",
                "--moves",
                "1",
                "--budgets",
                "0..9",
                "--bids",
                "3",
            ],
            "TB = 0",
        ),
    ] {
        assert_bad_input(args, token);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]
    #[test]
    fn bcs_random_arguments_never_panic(
        moves in "[0-9,.x-]{0,6}",
        budget in "[0-9x-]{0,2}",
        bids in "[0-9,.]{0,6}",
    ) {
        let out = pebbles(&["bcs", "--moves", &moves, "--budget", &budget, "--bids", &bids, "--heaps", "0..5"]);
        let err = String::from_utf8_lossy(&out.stderr);
        prop_assert!(matches!(out.status.code(), Some(0) | Some(2)), "{}", err);
        prop_assert!(!err.contains("panicked"), "{}", err);
    }
}

fn floats(v: &Value) -> Vec<f64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

#[test]
fn game_json_contract() {
    let v = json(&["game", "--preset", "squirrel", "--heap", "7", "--json"]);
    assert_eq!(floats(&v["outcome"][0]), vec![4.0, 3.0]);
    assert_eq!(floats(&v["outcome"][1]), vec![3.0, 4.0]);
    let line = v["pspe_line"].as_array().unwrap();
    let amounts: Vec<i64> = line.iter().map(|m| m["amount"].as_i64().unwrap()).collect();
    assert_eq!(amounts, vec![2, 3, 2]);
    assert_eq!(line[0]["player"], 1);
    assert_eq!(v["pareto_efficient"], true);
    assert!(v["algorithm"].as_str().unwrap().contains("Theorem 8"));

    let v = json(&["game", "--preset", "tragedy", "--heap", "100", "--json"]);
    assert_eq!(floats(&v["outcome"][0]), vec![51.0, 31.0]);
    assert_eq!(v["pareto_efficient"], false);
    assert_eq!(floats(&v["pareto_improvement_value"]), vec![60.0, 40.0]);

    let v = json(&["game", "--sum", "misere:4,squirrel:4", "--json"]);
    assert_eq!(floats(&v["grounded_value"][0]), vec![3.0, 1.0]);
    assert_eq!(floats(&v["outcome"][0]), vec![4.0, 4.0]);

    // A saved ruleset file loads back and solves the same.
    let out = pebbles(&["game", "--preset", "auction", "--show-rules"]);
    assert!(out.status.success());
    let file =
        crate::support::scratch().join(format!("pebbles-auction-{}.json", std::process::id()));
    std::fs::write(&file, &out.stdout).unwrap();
    let path = file.to_str().unwrap();
    let v = json(&["game", "--rules", path, "--heap", "3", "--json"]);
    assert_eq!(floats(&v["grounded_value"][0]), vec![2.0, 0.0]);
    assert!(v["algorithm"]
        .as_str()
        .unwrap()
        .contains("grounded positions"));
    let sum = format!("{path}:3,squirrel:2");
    let v = json(&["game", "--sum", &sum, "--json"]);
    assert_eq!(v["outcome"].as_array().unwrap().len(), 2);
    let _ = std::fs::remove_file(&file);

    let text = pebbles(&["game", "--preset", "squirrel", "--heap", "7"]);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("(4,3)") && text.contains("Pareto efficient"),
        "{text}"
    );
}

#[test]
fn game_bad_input_exits_2() {
    let bad = crate::support::scratch().join(format!("pebbles-bad-{}.json", std::process::id()));
    std::fs::write(
        &bad,
        r#"{"players":2,"heaps":[{"actions":[{"amounts":[2]}],"rewards":[["a + * 2","0"]],"utility":{"kind":"identity"}}]}"#,
    )
    .unwrap();
    let bad_path = bad.to_str().unwrap().to_string();
    for (args, token) in [
        (vec!["game", "--preset", "nope"], "nope"),
        (vec!["game", "--preset", "squirrel", "--heap", "x7"], "x7"),
        (vec!["game", "--sum", "misere:4,squirrel:y"], "squirrel:y"),
        (vec!["game", "--sum", "misere4"], "misere4"),
        (
            vec!["game", "--rules", "/no/such/file.json"],
            "/no/such/file.json",
        ),
        (vec!["game", "--rules", &bad_path], "position 5"),
        (
            vec!["game", "--preset", "squirrel", "--first", "3"],
            "--first `3`",
        ),
        (
            vec!["game", "--preset", "squirrel", "--heap", "4,4"],
            "2 heap sizes",
        ),
    ] {
        assert_bad_input(&args, token);
    }
    let _ = std::fs::remove_file(&bad);
}

/// `cgt --misere --script` (session 12; it used to ignore the script and
/// report an empty expression): a Kayles script's rows of one and two
/// pins are `*1` and `*2`, so its misère report equals the expression's,
/// and the sum of rows 3 and 4 has the outcome the 0.77 quotient gives.
#[test]
fn misere_of_a_script() {
    let kayles = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/games/src/classical/script/examples/kayles.rhai"
    );
    for (position, expr) in [("[1]", "*1"), ("[2, 2]", "*2+*2"), ("[1, 2]", "*1+*2")] {
        let script = json(&[
            "cgt",
            "--misere",
            "--script",
            kayles,
            "--position",
            position,
            "--json",
        ]);
        let same = json(&["cgt", "--misere", "--expr", expr, "--json"]);
        for field in ["misere_canonical", "misere_outcome", "genus", "nim_value"] {
            assert_eq!(script[field], same[field], "{position} {field}");
        }
    }
    let sum = json(&[
        "cgt",
        "--misere",
        "--script",
        kayles,
        "--position",
        "[3, 4]",
        "--json",
    ]);
    let quotient = pebbles(&["misere", "--octal", "0.77", "--position", "3,4"]);
    let said = String::from_utf8_lossy(&quotient.stdout);
    assert!(said.contains(", N ("), "{said}");
    assert_eq!(sum["misere_outcome"], "N");
    let bad = pebbles(&["cgt", "--misere", "--script", kayles, "--position", "[3, x"]);
    let err = String::from_utf8_lossy(&bad.stderr);
    assert_eq!(bad.status.code(), Some(2), "{err}");
    assert!(err.contains("[3, x"), "{err}");
}
