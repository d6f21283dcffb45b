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
        let out = pebbles(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(token), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
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
