//! Bidding Cumulative Subtraction timings (plain `std::time`, no harness).
//! Run with `cargo bench --bench bcs`; `BCS_TB=1000 cargo bench --bench bcs`
//! times one solve of `S = {1}` at that total budget until the exact period
//! shows (one run: it takes minutes), and a partizan ruleset with weights.

use std::hint::black_box;
use std::time::Instant;

use pebbles::games::bidding::{solve_until_periodic, BcsRules, BcsSolver, Player};
use pebbles::jobs::{run, BcsRequest, JobRequest};
use pebbles::permalink::View;
use pebbles::state::PageState;

const RUNS: usize = 5;

/// Median wall time of `RUNS` runs of `f`, in seconds.
fn median(mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64()
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[RUNS / 2]
}

/// Median time of solving `rules` until periodic, printed after `label`.
fn timed(label: &str, rules: &BcsRules) {
    let t = solve_until_periodic(rules.clone(), 1_000_000).unwrap();
    let secs = median(|| {
        black_box(
            solve_until_periodic(rules.clone(), 1_000_000)
                .unwrap()
                .periodicity(),
        );
    });
    let per = t.periodicity();
    println!(
        "{label} until periodic (onset x={:?}, period {:?}): {secs:.3} s (median of {RUNS})",
        per.map(|p| p.preperiod),
        per.map(|p| p.period)
    );
}

/// One timed solve until periodic at `tb` (from `BCS_TB`).
fn large(tb: u32) {
    let start = Instant::now();
    let t = solve_until_periodic(BcsRules::new(vec![1], tb), 50_000_000).unwrap();
    let secs = start.elapsed().as_secs_f64();
    let per = t.periodicity();
    println!(
        "bcs S={{1}} TB={tb} until periodic: {secs:.1} s, {} rows, onset {:?}, period {:?}",
        t.computed_heaps(),
        per.map(|p| p.preperiod),
        per.map(|p| p.period)
    );
}

fn main() {
    if let Some(tb) = std::env::var("BCS_TB").ok().and_then(|s| s.parse().ok()) {
        return large(tb);
    }
    // Definition 1's general rules: Left {1,2}, Right {1}, Right's moves
    // weigh double, penalty −1.
    let rules = BcsRules::partizan(vec![1, 2], vec![1], 100)
        .with_weights("a", "2 * a")
        .with_penalties("-1", "-1");
    timed("bcs L={1,2} R={1} w_R=2a tau=-1 TB=100", &rules);
    for tb in [50, 100, 200] {
        let rules = BcsRules::new(vec![1], tb);
        let t = solve_until_periodic(rules.clone(), 1_000_000).unwrap();
        let per = t.periodicity().expect("periodic");
        let secs = median(|| {
            let t = solve_until_periodic(rules.clone(), 1_000_000).unwrap();
            black_box(t.value(per.preperiod, tb, Player::Left));
        });
        println!(
            "bcs S={{1}} TB={tb} until periodic (onset x={}, period {}): {secs:.3} s (median of {RUNS})",
            per.preperiod, per.period
        );
    }
    // As the web worker runs it: slices of 64 heaps.
    let rules = BcsRules::new(vec![1], 200);
    let secs = median(|| {
        let mut s = BcsSolver::new(rules.clone(), 1_000_000).unwrap();
        while !s.step(64) {}
        black_box(s.finish().periodicity());
    });
    println!("bcs S={{1}} TB=200 in 64-heap slices: {secs:.3} s (median of {RUNS})");
    // The page's whole job (solve, checks, charts' data), as
    // `tests/e2e/bench.mjs` times it in the browser worker.
    for tb in [50, 100, 200] {
        let hash = format!("#/bcs?s=1&tb={tb}&heaps=0..1&budgets=0..0");
        let PageState::Bcs(st) = View::parse(&hash).0.state else {
            unreachable!("a bidding link")
        };
        let req = JobRequest::BcsTable(BcsRequest::from(&st));
        let secs = median(|| {
            black_box(run(req.clone()).unwrap());
        });
        println!("bcs page job {hash}: {secs:.3} s (median of {RUNS})");
    }
    // A restricted bid set takes the general kernel.
    let rules = BcsRules::new(vec![1], 200).with_bids((0..=200).step_by(2).collect());
    timed("bcs S={1} TB=200 even bids", &rules);
}
