//! Sweeps that shard (issue 27): a search, a bidding sweep, a Clobber
//! census or an octal code sweep run as 4 shards (`--shard K/4
//! --jsonl`) and joined by `pebbles merge` gives byte for byte the JSON
//! Lines of the unsharded run, in any order of the files; the lines agree
//! with the one-object report (`--json`); bad merges are refused naming the
//! file, the shard or the index.

use crate::support;
use std::path::PathBuf;
use std::process::Output;
use support::{pebbles, stdout};

use serde_json::Value;

/// Writes the 4 shards of `args` into a fresh directory, in shard order.
fn shards(name: &str, args: &[&str]) -> Vec<PathBuf> {
    let dir =
        crate::support::scratch().join(format!("pebbles-shard-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    (1..=4)
        .map(|k| {
            let shard = format!("{k}/4");
            let mut a = args.to_vec();
            a.extend(["--jsonl", "--shard", &shard]);
            let path = dir.join(format!("{k}.jsonl"));
            std::fs::write(&path, stdout(&a)).unwrap();
            path
        })
        .collect()
}

fn merge(files: &[&PathBuf]) -> Output {
    let names: Vec<&str> = files.iter().map(|p| p.to_str().unwrap()).collect();
    let mut a = vec!["merge"];
    a.extend(names);
    pebbles(&a)
}

fn merged(files: &[&PathBuf]) -> String {
    let out = merge(files);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

const DISCREPANCY: &[&str] = &[
    "search",
    "discrepancy",
    "--size",
    "2",
    "--max",
    "14",
    "--bound",
    "300",
];
const PARETO: &[&str] = &[
    "search", "pareto", "--size", "2", "--max", "7", "--heaps", "0..25",
];
const SWEEP: &[&str] = &["bcs-sweep", "--moves", "1,2", "--budgets", "0..14"];
const CENSUS: &[&str] = &["clobber", "--census", "2..9", "--values"];
const OCTAL: &[&str] = &["octal-sweep", "--codes", "0.01..0.37", "--max-work", "2e6"];

#[test]
fn four_shards_merge_into_the_unsharded_run() {
    for (name, args) in [
        ("discrepancy", DISCREPANCY),
        ("pareto", PARETO),
        ("sweep", SWEEP),
        ("census", CENSUS),
        ("octal", OCTAL),
    ] {
        let mut whole = args.to_vec();
        whole.push("--jsonl");
        let want = stdout(&whole);
        let f = shards(name, args);
        assert_eq!(merged(&[&f[0], &f[1], &f[2], &f[3]]), want, "{name}");
        assert_eq!(
            merged(&[&f[2], &f[0], &f[3], &f[1]]),
            want,
            "{name}, files out of order"
        );
        // Every shard holds its share: indices K−1 modulo 4.
        let first = std::fs::read_to_string(&f[1]).unwrap();
        for line in first.lines().skip(1) {
            let v: Value = serde_json::from_str(line).unwrap();
            assert_eq!(v["index"].as_u64().unwrap() % 4, 1, "{line}");
        }
    }
}

/// A header spaced as a person or another JSON writer spaces it
/// (`"shard": "1/4"`) merges into a whole run's header (`"shard": "1/1"`),
/// and the merged file merges again into itself.
#[test]
fn a_spaced_header_merges_and_merges_again() {
    let mut whole = SWEEP.to_vec();
    whole.push("--jsonl");
    let want = stdout(&whole);
    let f = shards("spaced", SWEEP);
    for path in &f {
        let text = std::fs::read_to_string(path).unwrap();
        std::fs::write(path, text.replacen("\"shard\":\"", "\"shard\" : \"", 1)).unwrap();
    }
    let out = merged(&[&f[0], &f[1], &f[2], &f[3]]);
    assert_eq!(out, want.replacen("\"shard\":\"", "\"shard\" : \"", 1));
    let header = |t: &str| serde_json::from_str::<Value>(t.lines().next().unwrap()).unwrap();
    assert_eq!(header(&out), header(&want));
    let again = f[0].with_file_name("merged.jsonl");
    std::fs::write(&again, &out).unwrap();
    assert_eq!(merged(&[&again]), out);
}

#[test]
fn the_lines_agree_with_the_report() {
    let mut lines = DISCREPANCY.to_vec();
    lines.push("--jsonl");
    let text = stdout(&lines);
    let mut json = DISCREPANCY.to_vec();
    json.push("--json");
    let report: Value = serde_json::from_str(&stdout(&json)).unwrap();
    let header: Value = serde_json::from_str(text.lines().next().unwrap()).unwrap();
    assert_eq!(header["count"], report["sets"]);
    for tie in ["antagonistic", "friendly"] {
        let found: Vec<Value> = text
            .lines()
            .skip(1)
            .map(|l| serde_json::from_str::<Value>(l).unwrap()[tie].clone())
            .filter(|d| !d.is_null())
            .collect();
        assert_eq!(
            found.len() as u64,
            report[tie]["count"].as_u64().unwrap(),
            "{tie}"
        );
        assert_eq!(Value::Array(found), report[tie]["cases"], "{tie}");
    }
}

#[test]
fn bad_merges_are_refused_by_name() {
    let f = shards("bad", DISCREPANCY);
    let err = |files: &[&PathBuf]| {
        let out = merge(files);
        assert_eq!(out.status.code(), Some(2));
        assert!(out.stdout.is_empty());
        String::from_utf8(out.stderr).unwrap()
    };
    assert!(err(&[&f[0], &f[1], &f[3]]).contains("shard 3/4 is missing"));
    assert!(err(&[&f[0], &f[0], &f[1], &f[2]]).contains("shard 1/4 is also in"));
    // Another sweep's shard.
    let other = shards("other", PARETO);
    assert!(err(&[&f[0], &f[1], &f[2], &other[3]]).contains("header differs"));
    // A line cut from a shard, and a line in the wrong shard.
    let text = std::fs::read_to_string(&f[3]).unwrap();
    let cut: Vec<&str> = text.lines().collect();
    let dir = f[3].parent().unwrap();
    let short = dir.join("short.jsonl");
    std::fs::write(&short, cut[..cut.len() - 1].join("\n")).unwrap();
    assert!(err(&[&f[0], &f[1], &f[2], &short]).contains("is missing (shard 4/4 is incomplete)"));
    let moved = dir.join("moved.jsonl");
    let line1 = std::fs::read_to_string(&f[0])
        .unwrap()
        .lines()
        .nth(1)
        .unwrap()
        .to_string();
    std::fs::write(&moved, format!("{text}{line1}\n")).unwrap();
    let e = err(&[&f[0], &f[1], &f[2], &moved]);
    assert!(
        e.contains("moved.jsonl: line") && e.contains("is not one of shard 4/4"),
        "{e}"
    );
    // An endless file is refused after its first MiB, not read to the
    // end of memory.
    let (code, _, e) = support::guarded(&["merge", "/dev/zero"]);
    assert_eq!(code, Some(2), "{e}");
    assert!(
        e.contains("/dev/zero: line 1 is longer than 1048576 bytes"),
        "{e}"
    );
    let junk = dir.join("junk.jsonl");
    std::fs::write(&junk, "not json\n").unwrap();
    assert!(err(&[&junk]).contains("junk.jsonl: line 1: not JSON"));
}

#[test]
fn census_and_octal_lines_agree_with_their_reports() {
    let mut lines = CENSUS.to_vec();
    lines.push("--jsonl");
    let text = stdout(&lines);
    let mut json = CENSUS.to_vec();
    json.push("--json");
    let report: Value = serde_json::from_str(&stdout(&json)).unwrap();
    let records: Vec<Value> = text
        .lines()
        .skip(1)
        .map(|l| {
            let mut v: Value = serde_json::from_str(l).unwrap();
            v.as_object_mut().unwrap().remove("index");
            v
        })
        .collect();
    assert_eq!(Value::Array(records), report);
    // Octal: a code's record does not depend on its shard; 0.07 is
    // Dawson's Kayles, period 34 from heap 53.
    let mut lines = OCTAL.to_vec();
    lines.extend(["--jsonl", "--shard", "3/4"]);
    let shard = stdout(&lines);
    let kayles = shard
        .lines()
        .find(|l| l.contains("\"code\":\"0.07\""))
        .expect("0.07 is index 6, shard 3 of 4");
    let v: Value = serde_json::from_str(kayles).unwrap();
    assert_eq!(
        (v["preperiod"].as_u64(), v["period"].as_u64()),
        (Some(53), Some(34))
    );
    assert_eq!(v["last_exceptional"], 52);
}
