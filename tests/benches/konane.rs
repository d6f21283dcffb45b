//! Konane canonical forms, timed (issue 26: at least twice as fast as cgt-tools
//! 0.11 natively, side by side; the README's benchmarks give both). Run with
//! `cargo bench --bench konane`; set `KONANE_POSITIONS='A;B'` to choose positions
//! (default `xoxoxo|oxoxox|xoxoxo|oxox..;xoxo|oxox|xoxo|ox..`) and `KONANE_RUNS=N` for the median of N runs
//! (default 3). Each run gets a fresh universe and solver, so runs share no
//! caches.

use std::time::Instant;

use pebbles::games::classical::rulesets::konane::Konane;
use pebbles::games::classical::{Ruleset, Solver, Universe};

fn main() {
    let positions = std::env::var("KONANE_POSITIONS")
        .unwrap_or_else(|_| "xoxoxo|oxoxox|xoxoxo|oxox..;xoxo|oxox|xoxo|ox..".into());
    let runs: usize = std::env::var("KONANE_RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3);
    println!("position                      median s  components  canonical forms  value");
    for text in positions.split(';') {
        let board = Konane.parse(text).expect("a konane position");
        let mut secs = Vec::new();
        let mut shown = String::new();
        let (mut solved, mut forms) = (0, 0);
        for _ in 0..runs.max(1) {
            let mut u = Universe::new();
            let mut solver = Solver::new(Konane);
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
