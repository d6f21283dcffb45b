//! The CLI commands of issue 31 ("Reliability, second campaign"), each
//! with its exit code and message. A refusal is asserted by its words
//! (the estimate and the limit), and every command runs under a timeout,
//! so removing a limit fails the test rather than letting it run for
//! minutes.

use std::io::Read;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A hang guard, not a measured time: commands here take well under a
/// second, and a debug build on a very busy machine many times that.
const TIMEOUT: Duration = Duration::from_secs(300);

fn pebbles(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_pebbles"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("pebbles runs");
    // Read both pipes on threads so a large output cannot block the child.
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out = std::thread::spawn(move || {
        let mut v = Vec::new();
        out.read_to_end(&mut v).map(|_| v)
    });
    let err = std::thread::spawn(move || {
        let mut v = Vec::new();
        err.read_to_end(&mut v).map(|_| v)
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("pebbles {} ran past {TIMEOUT:?}", shown(args));
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    Output {
        status,
        stdout: out.join().unwrap().unwrap(),
        stderr: err.join().unwrap().unwrap(),
    }
}

fn shown(args: &[&str]) -> String {
    args.iter()
        .map(|a| pebbles::notation::shown(a))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Exit 2 (not a signal: no abort), nothing on stdout, and `words` in the
/// message.
fn refused(args: &[&str], words: &[&str]) -> String {
    let o = pebbles(args);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(o.status.code(), Some(2), "{}: {err}", shown(args));
    assert!(o.stdout.is_empty(), "{}: output on a refusal", shown(args));
    for w in words {
        assert!(err.contains(w), "{}: `{w}` not in {err}", shown(args));
    }
    assert!(
        err.len() < 1_000,
        "{}: {} bytes on stderr",
        shown(args),
        err.len()
    );
    err
}

fn json(args: &[&str]) -> serde_json::Value {
    let o = pebbles(args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}: {}",
        shown(args),
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).expect("JSON")
}

#[test]
fn nimbers_and_ups_answer_at_once() {
    for (expr, canonical, birthday) in [
        ("*8", "*8", 8),
        ("*64", "*64", 64),
        ("^^^^^^^", "^7", 8),
        ("*22 + *25", "*15", 15),
    ] {
        let v = json(&["cgt", "--expr", expr, "--json"]);
        assert_eq!(v["canonical"], canonical, "{expr}");
        assert_eq!(v["birthday"], birthday, "{expr}");
        assert!(v.get("stopped").is_none(), "{expr}: {v}");
    }
}

#[test]
fn long_runs_and_deep_nesting_are_refused() {
    let ups = "^".repeat(10_000);
    refused(
        &["cgt", "--expr", &ups],
        &["--expr", "10000 ups in a row, over the limit of 1024"],
    );
    let downs = "v".repeat(10_000);
    refused(&["cgt", "--expr", &downs], &["over the limit of 1024"]);
    let braces = format!("{}0{}", "{".repeat(5_000), "}".repeat(5_000));
    refused(
        &["cgt", "--expr", &braces],
        &[
            "--expr `{` at position 200",
            "nested more than 200 levels deep",
        ],
    );
    let negations = format!("{}1", "-".repeat(5_000));
    refused(&["cgt", "--expr", &negations], &["nested more than 200"]);
}

/// A chain 20 000 deep (its outline was 800 MB when every level was
/// indented): the text is linear in the tree, each line short.
#[test]
fn a_deep_efg_chain_prints_a_bounded_outline() {
    let n: i64 = 10_000;
    let mut text = String::from("EFG 2 R \"chain\" { \"A\" \"B\" }\n\"\"\n\n");
    for i in 0..n {
        text += &format!("p \"\" {} {} \"\" {{ \"s\" \"c\" }} 0\n", i % 2 + 1, i + 1);
        text += &format!("t \"\" {} \"\" {{ {i} {} }}\n", i + 1, -i);
    }
    text += &format!("t \"\" {} \"\" {{ 0 0 }}\n", n + 1);
    let path = crate::support::scratch().join(format!("pebbles-chain-{}.efg", std::process::id()));
    std::fs::write(&path, text).unwrap();
    let o = pebbles(&["efg", path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(o.status.code(), Some(0));
    let out = String::from_utf8(o.stdout).unwrap();
    let longest = out.lines().map(str::len).max().unwrap();
    assert!(longest < 200, "a line of {longest} bytes");
    assert!(
        out.len() < 200 * (2 * n as usize + 1),
        "{} bytes",
        out.len()
    );
    assert!(out.contains("[10000] "), "deep nodes carry their depth");
}

#[test]
fn large_boards_are_refused_before_solving() {
    let six = ["......"; 6].join("|");
    let seven = ["......."; 6].join("|");
    let eight = ["........"; 8].join("|");
    refused(
        &["cgt", "--domineering", &seven],
        &["42 empty cells, over the limit of 36"],
    );
    refused(
        &["cgt", "--game", "domineering", "--position", &eight],
        &["64 empty cells, over the limit of 36"],
    );
    // 6×6 (about a minute natively) is allowed, and stops at the clock.
    refused(
        &[
            "cgt",
            "--game",
            "domineering",
            "--position",
            &six,
            "--time-limit",
            "0.5",
        ],
        &[
            "--position: stopped by the time limit (--time-limit 0.5)",
            "components solved; go further with --time-limit 600",
        ],
    );
    let clobber = "xoxoxoxoxoxo|oxoxoxoxoxox";
    refused(
        &["cgt", "--clobber", clobber],
        &["--clobber", "24 stones, over the limit of 18"],
    );
    refused(
        &["play", "cgt", "--clobber", clobber],
        &[
            "24 stones, over the limit of 12",
            "played against the equilibrium",
        ],
    );
    refused(
        &["clobber", "--census", "13..13"],
        &[
            "--census `13..13`",
            "9.0e10 work units, over the limit of 2.0e10",
        ],
    );
}

/// Twenty-five switches: the canonical form would be 1.5·10⁸ characters.
#[test]
fn long_sums_of_switches_are_refused() {
    let sum: Vec<String> = (1..=25).map(|n| format!("{{{n}|-{n}}}")).collect();
    refused(
        &["cgt", "--expr", &sum.join(" + "), "--json"],
        &["1.5e8 characters long, over the limit of 1.0e7"],
    );
}

#[test]
fn a_refused_sweep_writes_no_json() {
    refused(
        &[
            "bcs-sweep",
            "--moves",
            "1..5000",
            "--budgets",
            "0..12",
            "--json",
        ],
        &["--budgets `0..12`", "work units, over the limit of"],
    );
}

#[test]
fn messages_name_the_option_and_the_token() {
    refused(
        &["play", "game", "--heap", "5,3"],
        &["--heap `5,3`: 2 heap sizes for a ruleset of 1 heap"],
    );
    refused(
        &["cs", "--moves", ""],
        &["--moves ``: the move set is empty"],
    );
    refused(
        &["game", "--first", "3"],
        &["--first `3`: the players are numbered 1 to 2"],
    );
    let long = "z".repeat(100_000);
    for args in [
        vec!["game", "--heap", &long],
        vec!["cgt", "--game", &long, "--position", "."],
        vec!["cgt", "--octal", &long],
        vec![
            "play",
            "cgt",
            "--domineering",
            "..",
            "--moves-played",
            &long,
        ],
        vec!["cgt", "--expr", &long],
    ] {
        let err = refused(&args, &["zzz…"]);
        assert!(err.len() < 400, "{}: {err}", shown(&args));
    }
}
