//! What `pebbles cgt --expr` does with a sum, timed (issue 27: a sum of 8
//! random hot games no slower than cgt-tools 0.11 in the same run; the
//! README's benchmarks give both). Run with `cargo bench --bench cgt_sums`.
//! The sums are the lines of `tests/fixtures/hot_sums.txt` (or of the file
//! `CGT_SUMS` names), then nimber, up and star sums that must stay instant;
//! `RUNS=N` gives the median of N runs (default 3). Each run gets a fresh
//! universe, so runs share no caches, and does what the CLI does: the sum
//! (within the CLI's expression limits), then the report (thermograph,
//! reduced canonical form and atomic weight each within the CLI's budget),
//! then its text. `PEER_REDUCED=DIR` also checks the reduced forms against
//! a peer's (see `check_peer`).

use std::time::Instant;

use pebbles::games::classical::parse::Value;
use pebbles::games::classical::{ExprLimits, Universe};

/// `pebbles cgt`'s limits (`src/bin/pebbles/limits.rs`).
const CLI_EXPR: ExprLimits = ExprLimits {
    sum: 50_000_000,
    total: 10_000_000,
};
const CLI_REPORT_WORK: u64 = 2_000_000;

const INSTANT: [&str; 6] = [
    "*8",
    "*64",
    "*22 + *25",
    "^64 + *1000 + v3*7",
    "*1000 + *999 + ^^* + 3/4",
    "{0|^*} + {0,*|0} + {^|v*} + {0||0|*} + {*2|^} + {0,^|v} + {^*|0,*} + {*|v,vv}",
];

struct Run {
    sum: f64,
    report: f64,
    reduced_secs: f64,
    reduced_work: u64,
    canonical_chars: usize,
    reduced_chars: Option<usize>,
    stopped: Vec<String>,
}

fn run(text: &str) -> Run {
    let mut u = Universe::new();
    let start = Instant::now();
    let g = match u.parse_expr_within(text, CLI_EXPR) {
        Ok(Value::Game(g)) => g,
        other => panic!("{text}: {other:?}"),
    };
    let sum = start.elapsed().as_secs_f64();
    let report = u.report_within(g, CLI_REPORT_WORK);
    let shown = report.text();
    let report_secs = start.elapsed().as_secs_f64() - sum;
    assert!(shown.len() >= report.canonical.len());
    // The reduced form alone, in a fresh universe holding only the sum.
    let mut fresh = Universe::new();
    let h = match fresh.parse_expr_within(text, CLI_EXPR) {
        Ok(Value::Game(h)) => h,
        other => panic!("{text}: {other:?}"),
    };
    let (t, w) = (Instant::now(), fresh.work());
    let reduced = fresh.within(CLI_REPORT_WORK, |u| u.reduced(h));
    let reduced_secs = t.elapsed().as_secs_f64();
    let reduced_work = fresh.work() - w;
    assert_eq!(reduced.is_ok(), report.reduced.is_some());
    Run {
        sum,
        report: report_secs,
        reduced_secs,
        reduced_work,
        canonical_chars: report.canonical.len(),
        reduced_chars: report.reduced.as_ref().map(String::len),
        stopped: report.stopped,
    }
}

/// With `PEER_REDUCED=DIR`: the reduced form of the `n`-th sum of the file
/// must equal the game written in `DIR/n.txt` (a peer's printed reduced
/// form, such as cgt-tools'), when that file exists.
fn check_peer(n: usize, text: &str) {
    let Ok(dir) = std::env::var("PEER_REDUCED") else {
        return;
    };
    let Ok(peer) = std::fs::read_to_string(format!("{dir}/{n}.txt")) else {
        return;
    };
    let mut u = Universe::new();
    let game = |u: &mut Universe, t: &str| match u.parse_expr_within(t, CLI_EXPR) {
        Ok(Value::Game(g)) => g,
        other => panic!("{}: {other:?}", &t[..t.len().min(60)]),
    };
    let (g, theirs) = (game(&mut u, text), game(&mut u, &peer));
    let ours = u.reduced(g);
    assert_eq!(ours, theirs, "sum {n}: the reduced forms differ");
    println!("sum {n}: the same reduced form as {dir}/{n}.txt");
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    let path = std::env::var("CGT_SUMS").unwrap_or_else(|_| "tests/fixtures/hot_sums.txt".into());
    let file = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3)
        .max(1);
    let sums = file
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .chain(INSTANT);
    println!("sum s  report s (reduced s, work units)  total s  canonical  reduced  expression");
    for (n, text) in sums.enumerate() {
        check_peer(n + 1, text);
        let all: Vec<Run> = (0..runs).map(|_| run(text)).collect();
        let last = all.last().expect("one run");
        let total = median(all.iter().map(|r| r.sum + r.report).collect());
        let reduced = last
            .reduced_chars
            .map_or_else(|| "stopped".to_string(), |n| n.to_string());
        let shown: String = text.chars().take(40).collect();
        println!(
            "{:.3}  {:.3}    ({:.4}, {:>9})  {total:.3}  {:>9}  {reduced:>7}  {shown}… {}",
            median(all.iter().map(|r| r.sum).collect()),
            median(all.iter().map(|r| r.report).collect()),
            median(all.iter().map(|r| r.reduced_secs).collect()),
            last.reduced_work,
            last.canonical_chars,
            last.stopped.join("; "),
        );
    }
}
