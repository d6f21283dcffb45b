//! Amazons canonical forms, timed (issue 26: at least twice as fast as cgt-tools
//! 0.11 natively, side by side; the README's benchmarks give both). Run with
//! `cargo bench --bench amazons`; set `AMAZONS_POSITIONS='A;B'` to choose positions
//! (default `x...|....|...o;x..#|....|.#.o`) and `AMAZONS_RUNS=N` for the median of N runs
//! (default 3). Each run gets a fresh universe and solver, so runs share no
//! caches.

use std::time::Instant;

use pebbles::games::classical::rulesets::amazons::Amazons;
use pebbles::games::classical::{Ruleset, Solver, Universe};

fn main() {
    let positions = std::env::var("AMAZONS_POSITIONS")
        .unwrap_or_else(|_| "x...|....|...o;x..#|....|.#.o".into());
    let runs: usize = std::env::var("AMAZONS_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3);
    println!("position                      median s  components  canonical forms  value");
    for text in positions.split(';') {
        let board = Amazons.parse(text).expect("a amazons position");
        let mut secs = Vec::new();
        let mut shown = String::new();
        let (mut solved, mut forms) = (0, 0);
        for _ in 0..runs.max(1) {
            let mut u = Universe::new();
            let mut solver = Solver::new(Amazons);
            let start = Instant::now();
            let g = solver.value(&mut u, &board);
            secs.push(start.elapsed().as_secs_f64());
            let value = u.show(g);
            shown = if value.len() > 60 {
                format!("{}… ({} chars)", &value[..60], value.len())
            } else {
                value
            };
            (solved, forms) = (solver.solved(), u.len());
        }
        secs.sort_by(f64::total_cmp);
        let median = secs[secs.len() / 2];
        println!("{text:<29} {median:>8.3} {solved:>11} {forms:>16}  {shown}");
    }
}
