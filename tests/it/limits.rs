//! Limits set by time (issue 27): `--time-limit SECONDS` and `--max-work
//! UNITS` on the long-running commands. Bad values are refused naming the
//! token; a run stopped by the time limit says so, names the limit and how
//! to go further, and prints a partial result only where one means
//! something (an octal run, a census, a bidding table); progress goes to
//! stderr, never to stdout.

use crate::support;
use pebbles::games::limits::{Rate, RunLimits};
use std::process::Output;
use support::{pebbles, stdout};

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Exit 2, nothing on stdout, every one of `words` in the message.
fn refused(args: &[&str], words: &[&str]) -> String {
    let o = pebbles(args);
    let e = err(&o);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {e}");
    assert!(o.stdout.is_empty(), "{args:?}: output on a refusal");
    for w in words {
        assert!(e.contains(w), "{args:?}: `{w}` not in {e}");
    }
    e
}

#[test]
fn bad_time_limits_name_the_token() {
    let commands: [&[&str]; 9] = [
        &["search", "discrepancy"],
        &["search", "pareto"],
        &["cs", "--moves", "1,2"],
        &["bcs", "--moves", "1", "--budget", "3"],
        &["bcs-sweep", "--moves", "1", "--budgets", "0..3"],
        &["game", "--preset", "squirrel"],
        &["clobber", "--census", "2..5"],
        &["cgt", "--octal", "0.07"],
        &["octal-sweep", "--codes", "0.01..0.07"],
    ];
    for args in commands {
        for bad in ["-1", "abc", "0", "1e9", "NaN", "99999999"] {
            let mut a = args.to_vec();
            a.extend(["--time-limit", bad]);
            refused(&a, &[&format!("--time-limit `{bad}`"), "seconds"]);
        }
        let mut a = args.to_vec();
        a.extend(["--max-work", "lots"]);
        refused(&a, &["--max-work `lots`"]);
    }
    refused(
        &["cgt", "--expr", "*2", "--max-work", "5"],
        &["--max-work goes with --octal"],
    );
    // Issue 43: `play cgt` took --max-work and ignored it.
    refused(
        &[
            "play",
            "cgt",
            "--game",
            "nim",
            "--position",
            "3,4",
            "--max-work",
            "5",
        ],
        &["--max-work `5`", "play follows --time-limit"],
    );
    refused(
        &["clobber", "--board", "1,2,3", "--jsonl"],
        &["--jsonl and --shard go with --census"],
    );
}

/// An expression's budgets follow the time limit, and its clock stops
/// them: whichever ends a long sum first, the refusal names the time limit
/// and how to go further (it said "the limit of this computation").
#[test]
fn an_expression_stopped_by_its_limits_names_the_time_limit() {
    let sum: Vec<String> = (1..=14).map(|n| format!("{{{n}|-{n}}}")).collect();
    let e = refused(
        &["cgt", "--expr", &sum.join("+"), "--time-limit", "0.1"],
        &[
            "--expr `+` at position",
            "--time-limit 0.1",
            "--time-limit 600",
        ],
    );
    assert!(
        e.contains("(the work --time-limit 0.1 allows); use fewer or smaller terms")
            || e.contains("stopped by the time limit (--time-limit 0.1); go further"),
        "{e}"
    );
}

/// A Clobber board's search stops at the time limit (a 24-cell board
/// searched for 39 s with none) and within `--max-work` positions.
#[test]
fn a_clobber_board_stops_at_its_limits() {
    let board = "1,2,3,1,2,3,1,2,3,1,2,3,1,2,3,1,2,3,1,2,3,1,2,3";
    // The clock alone (positions far beyond what half a second visits).
    refused(
        &[
            "clobber",
            "--board",
            board,
            "--time-limit",
            "0.5",
            "--max-work",
            "100000000000",
        ],
        &[
            "--board: stopped by the time limit (--time-limit 0.5)",
            "positions searched; go further with --time-limit 600",
        ],
    );
    // The time limit alone also bounds the positions (166 666 for half a
    // second): on a fast machine they run out first (session 17), and that
    // message names the time limit and how to go further too.
    let e = refused(
        &["clobber", "--board", board, "--time-limit", "0.5"],
        &["--board: ", "--time-limit 0.5", "--time-limit 600"],
    );
    assert!(
        e.contains("stopped by the time limit")
            || e.contains(
                "more than 166666 positions, the limit of the work --time-limit 0.5 allows"
            ),
        "{e}"
    );
    refused(
        &["clobber", "--board", board, "--max-work", "1000"],
        &[
            "the search visited more than 1000 positions, the limit of --max-work",
            "raise --max-work",
        ],
    );
    let text = stdout(&["clobber", "--board", "1,2,3,2,1,3", "--time-limit", "5"]);
    assert!(
        text.contains("unsimplified: [[1,3],[1,[1,2]],[2,3]]"),
        "{text}"
    );
}

/// `--time-limit` reads seconds (spaces around, decimals) and refuses the
/// rest, naming the token; `--max-work` reads `2e3` as 2000 and refuses 0
/// and overflows.
#[test]
fn time_limits_name_the_token() {
    // " 600 " is 600 s: 2.0e11 units at the census's rate.
    refused(
        &["clobber", "--census", "15..15", "--time-limit", " 600 "],
        &["over the limit of 2.0e11 (the work --time-limit 600 allows)"],
    );
    refused(
        &["clobber", "--census", "13..13", "--time-limit", "0.5"],
        &["(the work --time-limit 0.5 allows)"],
    );
    for bad in ["-1", "abc", "0", "1e9", "inf", "NaN", ""] {
        let e = refused(&["clobber", "--census", "2..5", "--time-limit", bad], &[]);
        let m = e.strip_prefix("error: ").unwrap_or(&e);
        assert!(m.starts_with(&format!("--time-limit `{bad}`")), "{m}");
    }
    refused(
        &["clobber", "--census", "13..13", "--max-work", "2e3"],
        &["over the limit of 2000 (--max-work)"],
    );
    for bad in ["0", "1e99"] {
        let e = refused(&["clobber", "--census", "2..5", "--max-work", bad], &[]);
        assert!(e.contains(&format!("--max-work `{bad}`")), "{e}");
    }
}

/// The work limit is what the time limit allows at the command's rate, or
/// `--max-work`; a run stopped by the time limit suggests ten times it, at
/// least 600 s (the arithmetic is the library's `RunLimits`; the message,
/// `go further with --time-limit 600`, is checked below).
#[test]
fn the_work_limit_follows_the_time_limit() {
    // 2 s at the census's 333 333 334 units a second.
    refused(
        &["clobber", "--census", "13..13", "--time-limit", "2"],
        &["over the limit of 6.7e8 (the work --time-limit 2 allows)"],
    );
    let e = refused(
        &[
            "clobber",
            "--census",
            "13..13",
            "--time-limit",
            "100",
            "--max-work",
            "5",
        ],
        &[],
    );
    assert!(
        e.trim_end()
            .ends_with("over the limit of 5 (--max-work); use shorter strips, or raise --max-work"),
        "{e}"
    );
    // Without either flag: a minute, and the time the estimate needs.
    let e = refused(&["clobber", "--census", "13..13"], &[]);
    assert!(
        e.trim_end()
            .ends_with("or raise --time-limit (e.g. --time-limit 360)"),
        "{e}"
    );
    let limits = |seconds, max_work| RunLimits { seconds, max_work };
    assert_eq!(limits(2.0, None).work(Rate(1000)), 2000);
    assert_eq!(limits(2.0, None).further_seconds(), 600.0);
    assert_eq!(limits(100.0, Some(5)).work(Rate(1000)), 5);
    assert_eq!(limits(100.0, Some(5)).further_seconds(), 1000.0);
}

#[test]
fn refusals_before_work_say_how_to_go_further() {
    // Length 13 is 9·10¹⁰ units: about 4.5 minutes at the census's rate.
    refused(
        &["clobber", "--census", "13..13"],
        &[
            "9.0e10 work units, over the limit of 2.0e10",
            "the work --time-limit 60 allows",
            "raise --time-limit (e.g. --time-limit 360)",
        ],
    );
    // A shorter time limit lowers the limit; --max-work replaces it.
    refused(
        &["clobber", "--census", "2..10", "--time-limit", "0.5"],
        &["over the limit of 1.7e8 (the work --time-limit 0.5 allows)"],
    );
    refused(
        &[
            "cs",
            "--moves",
            "1..100",
            "--heaps",
            "0..100000",
            "--max-work",
            "1e6",
        ],
        &["over the limit of 1.0e6 (--max-work)", "raise --max-work"],
    );
    // The same census passes with the time it needs.
    let text = stdout(&["clobber", "--census", "2..6", "--time-limit", "30"]);
    assert_eq!(text.lines().count(), 6, "{text}");
}

#[test]
fn an_open_octal_run_stopped_by_time_is_partial() {
    // 0.354 needs 7·10⁹ units (half a minute at least) for its proof.
    let o = pebbles(&[
        "cgt",
        "--octal",
        "0.354",
        "--summary",
        "--time-limit",
        "0.5",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let (text, e) = (out(&o), err(&o));
    assert!(
        text.contains("stopped       at the time limit (--time-limit raises it)"),
        "{text}"
    );
    assert!(text.contains("none proven within heaps 0.."), "{text}");
    assert!(!text.contains("pebbles:"), "progress on stdout: {text}");
    assert!(
        e.contains("stopped by the time limit (--time-limit 0.5)")
            && e.contains("go further with --time-limit 600")
            && e.contains("(partial result)"),
        "{e}"
    );
    let o = pebbles(&["cgt", "--octal", "0.354", "--json", "--time-limit", "0.3"]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["stopped_by_time"], true);
    assert_eq!(v["stopped_at_limit"], true);
    assert!(v["period"].is_null());
    assert_eq!(
        v["grundy"].as_array().unwrap().len() as u64,
        v["to"].as_u64().unwrap() + 1
    );
    // A unit of 4.007 costs many times one of 0.354: the run looks at the
    // clock between slices sized by time, not by units (it stopped after
    // 6.5 s at --time-limit 0.5 with slices of a fixed 5·10⁸ units).
    let o = pebbles(&[
        "cgt",
        "--octal",
        "4.007",
        "--summary",
        "--time-limit",
        "0.3",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        err(&o).contains("--octal 4.007: stopped by the time limit (--time-limit 0.3)"),
        "{}",
        err(&o)
    );
    // Heaps asked for are not given partially: a refusal naming the limit.
    refused(
        &[
            "cgt",
            "--octal",
            "0.354",
            "--heaps",
            "0..9000000",
            "--time-limit",
            "0.3",
        ],
        &[
            "stopped by the time limit (--time-limit 0.3)",
            "--time-limit 600",
        ],
    );
    // A proof within the time limit is not marked.
    let text = stdout(&["cgt", "--octal", "0.07", "--summary", "--time-limit", "20"]);
    assert!(
        text.contains("34 from heap 53") && !text.contains("stopped"),
        "{text}"
    );
}

#[test]
fn a_census_stopped_by_time_keeps_its_complete_lengths() {
    // Length 11 takes seconds; --max-work lets it start, the clock stops it.
    let o = pebbles(&[
        "clobber",
        "--census",
        "2..11",
        "--max-work",
        "1e12",
        "--time-limit",
        "0.3",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let (text, e) = (out(&o), err(&o));
    assert!(text.starts_with("length"), "{text}");
    assert!(
        text.contains("stopped at the time limit: lengths"),
        "{text}"
    );
    assert!(
        e.contains("stopped by the time limit (--time-limit 0.3)")
            && e.contains("(partial result)"),
        "{e}"
    );
}

#[test]
fn bidding_finds_the_period_of_tb_400_by_default() {
    // The period's onset is about 24 000 rows: past the old work cap.
    let text = stdout(&["bcs", "--moves", "1", "--budget", "400", "--heaps", "0..1"]);
    let last = text.lines().rev().nth(1).unwrap_or_default();
    assert!(text.contains("periodic from heap"), "{last}");
    // Stopped by the clock, the table ends at the rows computed, and says so.
    let o = pebbles(&[
        "bcs",
        "--moves",
        "1",
        "--budget",
        "400",
        "--heaps",
        "0..1",
        "--time-limit",
        "0.1",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    assert!(
        out(&o).contains("not periodic within heaps 0.."),
        "{}",
        out(&o)
    );
    // The clock ends the table (and stderr says so), or the rows that time
    // limit allows do first on a fast machine (stdout's last line says so).
    let e = err(&o);
    assert!(
        e.is_empty() || e.contains("stopped by the time limit (--time-limit 0.1)"),
        "{e}"
    );
    // Heaps past the rows computed are refused instead.
    refused(
        &[
            "bcs",
            "--moves",
            "1",
            "--budget",
            "400",
            "--heaps",
            "900000..900001",
            "--time-limit",
            "0.1",
        ],
        &[
            "--heaps 900000..900001",
            // The clock or the rows it allows, whichever comes first.
            "--time-limit 0.1",
            "; ask for fewer heaps",
        ],
    );
}

#[test]
fn game_budgets_follow_the_limits() {
    refused(
        &[
            "game",
            "--preset",
            "squirrel",
            "--heap",
            "7",
            "--max-work",
            "10",
        ],
        &["work budget of 10 units exceeded", "raise --max-work"],
    );
    // The auction preset stopped at heap 1 409 under the page's budget
    // (400 000 positions); the CLI's minute goes further.
    let o = pebbles(&["game", "--preset", "auction", "--heap", "1500", "--json"]);
    assert_eq!(o.status.code(), Some(0), "{}", err(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["heaps"][0], 1500, "{v}");
    refused(
        &[
            "game",
            "--preset",
            "auction",
            "--heap",
            "1500",
            "--time-limit",
            "1",
        ],
        &[
            "state budget exceeded: more than 66666 distinct positions",
            "raise --time-limit",
        ],
    );
}

#[test]
fn search_limits_scale_with_the_time_limit() {
    // Sets of 2 from 1..20, heaps to 600: 190 sets, 456 760 work units.
    let small = [
        "search",
        "discrepancy",
        "--size",
        "2",
        "--max",
        "20",
        "--bound",
        "600",
    ];
    let by_default = pebbles(&small);
    assert_eq!(by_default.status.code(), Some(0), "{}", err(&by_default));
    // A hundredth of a second allows 333 sets and 666 666 units: the same
    // answer.
    let mut a = small.to_vec();
    a.extend(["--time-limit", "0.01"]);
    assert_eq!(out(&pebbles(&a)), out(&by_default));
    // Half of that allows 166 sets: refused, saying how to go further.
    let mut a = small.to_vec();
    a.extend(["--time-limit", "0.005"]);
    refused(
        &a,
        &[
            "190 sets are too many (at most 166)",
            "--time-limit",
            "--shard K/N",
        ],
    );
    // --max-work sets the work units instead.
    let mut a = small.to_vec();
    a.extend(["--time-limit", "0.01", "--max-work", "400000"]);
    refused(&a, &["456760 work units are too many (at most 400000)"]);
    // The default minute refuses 64 684 950 sets; ten minutes allow ten
    // times the sets (still too few), and say so.
    let big = ["search", "discrepancy", "--size", "4", "--max", "200"];
    refused(&big, &["64684950 sets are too many (at most 2000000)"]);
    let mut a = big.to_vec();
    a.extend(["--time-limit", "600"]);
    refused(&a, &["(at most 20000000)"]);
    let pareto = [
        "search",
        "pareto",
        "--size",
        "3",
        "--max",
        "40",
        "--heaps",
        "0..600",
        "--max-work",
        "1000",
    ];
    refused(
        &pareto,
        &["work units are too many for a Pareto search (at most 1000)"],
    );
}

/// A slice follows the clock: one that took twice the target halves the
/// next, one that took no time at all grows it at most fourfold, and a
/// slice is never empty.
#[test]
fn slices_adapt_to_the_time_they_take() {
    use pebbles::games::limits::Slicer;
    let mut s = Slicer::new(1_000_000);
    s.took(2.0 * Slicer::TARGET);
    assert_eq!(s.units(), 500_000);
    s.took(0.0);
    assert_eq!(s.units(), 2_000_000);
    s.took(100.0);
    assert_eq!(s.units(), 500_000);
    let mut one = Slicer::new(0);
    assert_eq!(one.units(), 1);
    one.took(10.0);
    assert_eq!(one.units(), 1);
}

/// `play cgt` on a built-in board looks at the clock between the solver's
/// steps and during the remoteness searches of its move values (it had no
/// clock: only the boards' size limits before any work).
#[test]
fn built_in_play_stops_at_the_time_limit() {
    let board = "....|....|....|....|....";
    refused(
        &[
            "play",
            "cgt",
            "--game",
            "domineering",
            "--position",
            board,
            "--hints",
            "--time-limit",
            "0.001",
        ],
        &[
            "--position: stopped by the time limit (--time-limit 0.001)",
            "components solved",
            "go further with --time-limit 600",
        ],
    );
    // A generous limit: the same commentary as the default minute.
    let small = [
        "play",
        "cgt",
        "--domineering",
        "...|...|..#",
        "--moves-played",
        "a1",
        "--hints",
    ];
    let mut generous = small.to_vec();
    generous.extend(["--time-limit", "600"]);
    assert_eq!(stdout(&generous), stdout(&small));
}

/// The library's half: a clock that always says stop stops the session
/// (and it stays stopped); one that never does changes nothing.
#[test]
fn a_play_session_follows_its_clock() {
    use pebbles::games::classical::play::{ClassicalGame, ClassicalPos};
    use pebbles::games::common::play::commentary_with_values;
    use pebbles::games::common::Player;
    use std::sync::Arc;
    let id = "domineering".parse().unwrap();
    let pos = |b: &str| ClassicalPos::new(vec![b.to_string()], Player::Left);
    let big = pos("....|....|....|....|....");
    let stopped = ClassicalGame::new(id).with_clock(Arc::new(|| true));
    let c = commentary_with_values(&stopped, &big, &[] as &[&str]);
    let at = stopped.stopped().expect("stopped by its clock");
    assert!(at.to_string().contains("components solved"), "{at}");
    if c.is_err() {
        assert!(stopped.game(&big.boards).is_err(), "stays stopped");
    }
    let small = pos("...|...|..#");
    let moves = ["a1"];
    let plain = commentary_with_values(&ClassicalGame::new(id), &small, &moves).unwrap();
    let never = ClassicalGame::new(id).with_clock(Arc::new(|| false));
    let timed = commentary_with_values(&never, &small, &moves).unwrap();
    assert!(never.stopped().is_none());
    assert_eq!(
        serde_json::to_string(&timed).unwrap(),
        serde_json::to_string(&plain).unwrap()
    );
}

/// `octal-sweep` looks at the clock within a code too (a code could run
/// for its whole work limit, seconds, past the time limit), and a run
/// stepped in slices gives the same records as one stepped at once.
#[test]
fn an_octal_sweep_stops_within_a_code() {
    use pebbles::games::classical::octal::sweep::{sweep_record, SweepRecord};
    use pebbles::games::classical::{OctalCode, OctalRun};
    // 0.354 needs 7·10⁹ units for its proof: --max-work lets it go on.
    refused(
        &[
            "octal-sweep",
            "--codes",
            "0.354..0.354",
            "--max-work",
            "1e12",
            "--time-limit",
            "0.5",
        ],
        &[
            "--codes `0.354..0.354`: stopped by the time limit (--time-limit 0.5)",
            " of code 0.354 (0 of 1 done)",
            "go further with --time-limit 600, or split the range with --shard",
        ],
    );
    let codes = ["octal-sweep", "--codes", "0.01..0.07"];
    let mut generous = codes.to_vec();
    generous.extend(["--time-limit", "600"]);
    assert_eq!(stdout(&generous), stdout(&codes));
    // Slices give the records of one step at once.
    for (text, limit) in [("0.07", 1_000_000), ("0.16", 1000), ("0.354", 1_000_000)] {
        let code: OctalCode = text.parse().unwrap();
        let mut run = OctalRun::until_proven(&code, limit);
        let proven = loop {
            match run.step(997) {
                Ok(true) => break true,
                Ok(false) => {}
                Err(_) => break false,
            }
        };
        let sliced = SweepRecord::of(&code, run, proven);
        assert_eq!(sliced, sweep_record(&code, limit), "{text}");
    }
}
