//! Cumulative Subtraction solver timings (plain `std::time`, no harness).
//! Run with `cargo bench --bench cs`.

use std::hint::black_box;
use std::time::Instant;

use pebbles::games::common::{Player, Tie, Ties, Variant};
use pebbles::games::cumulative_subtraction::{solve, Parts, Rules, Solver};

const RUNS: usize = 5;
const HEAPS: u32 = 10_000_000;

/// Median of `RUNS` samples of `sample`, which returns seconds.
fn median_of(mut sample: impl FnMut() -> f64) -> f64 {
    let mut times: Vec<f64> = (0..RUNS).map(|_| sample()).collect();
    times.sort_by(f64::total_cmp);
    times[RUNS / 2]
}

/// Median wall time of `RUNS` runs of `f`, in seconds.
fn median(mut f: impl FnMut()) -> f64 {
    median_of(|| {
        let start = Instant::now();
        f();
        start.elapsed().as_secs_f64()
    })
}

fn report(what: &str, secs: f64) {
    println!("cs {what} 10^7 heaps |S|=3: {secs:.3} s (median of {RUNS})");
}

fn main() {
    let rules = Rules::symmetric(vec![2, 3, 5]);
    let ties = Ties::both(Tie::Antagonistic);
    // The table covers heaps 0..=HEAPS-1.
    let max_heap = HEAPS - 1;

    let secs = median(|| {
        let t = Solver::with_parts(rules.clone(), ties, max_heap, Parts::ZERO_SUM)
            .unwrap()
            .finish();
        black_box(t.zero_sum(max_heap, Player::Left));
    });
    report("zero-sum", secs);

    let partizan = Rules::partizan(vec![2, 3, 5], vec![1, 4, 6]);
    let secs = median(|| {
        let t = Solver::with_parts(partizan.clone(), ties, max_heap, Parts::ZERO_SUM)
            .unwrap()
            .finish();
        black_box(t.zero_sum(max_heap, Player::Right));
    });
    report("zero-sum partizan ({2,3,5},{1,4,6})", secs);

    let secs = median(|| {
        let t = solve(rules.clone(), ties, max_heap).unwrap();
        black_box((t.self_interest(max_heap, Player::Left), t.grundy(max_heap)));
    });
    report("all variants", secs);

    // Slices of 65536 heaps, as the web worker runs them.
    let secs = median(|| {
        let mut s = Solver::new(rules.clone(), ties, max_heap).unwrap();
        while !s.step(1 << 16) {}
        black_box(s.finish().misere(max_heap));
    });
    report("all variants in 2^16-heap slices", secs);

    // Periods are cached per table, so each sample times a fresh clone.
    let t = solve(rules.clone(), ties, max_heap).unwrap();
    assert!(t.has(Variant::Grundy));
    let secs = median_of(|| {
        let fresh = t.clone();
        let start = Instant::now();
        black_box((fresh.zero_sum_period(), fresh.grundy_period()));
        start.elapsed().as_secs_f64()
    });
    report("period detection (zero-sum + Grundy)", secs);
    println!(
        "  zero-sum period {:?}, Grundy period {:?}",
        t.zero_sum_period(),
        t.grundy_period()
    );
    // Worst case: no period, so the whole range is scanned.
    let drift = Solver::with_parts(
        Rules::partizan(vec![2], vec![1]),
        ties,
        max_heap,
        Parts::ZERO_SUM,
    )
    .unwrap()
    .finish();
    let secs = median_of(|| {
        let fresh = drift.clone();
        let start = Instant::now();
        assert!(black_box(fresh.zero_sum_period()).is_none());
        start.elapsed().as_secs_f64()
    });
    println!(
        "cs period detection, no period ({{2}},{{1}}) 10^7 heaps: {secs:.3} s (median of {RUNS})"
    );
}
