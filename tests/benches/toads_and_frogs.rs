//! Toads and Frogs canonical forms, the position issue 26 compares with
//! cgt-tools (`TTTTTT...FFFFFF`, 1.1 s there on 2 cores). Run with
//! `cargo bench --bench toads_and_frogs`; set `TOADS_AND_FROGS=TT..FF,TTT...FFF`
//! to choose positions. Each position gets a fresh universe and solver, so
//! timings do not share caches; each is solved `RUNS` times (default 5)
//! and the median is shown.

use std::time::Instant;

use pebbles::games::classical::rulesets::toads_and_frogs::ToadsAndFrogs;
use pebbles::games::classical::{Ruleset, Solver, Universe};

fn main() {
    let positions = std::env::var("TOADS_AND_FROGS")
        .unwrap_or_else(|_| "TTTTT..FFFFF,TTTTTT...FFFFFF,TTTTTTT...FFFFFFF".into());
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(5);
    println!("position           median secs  components  canonical forms  value");
    for text in positions.split(',') {
        let strip = ToadsAndFrogs.parse(text).expect("position");
        let mut times = Vec::new();
        let mut last = None;
        for _ in 0..runs.max(1) {
            let mut u = Universe::new();
            let mut solver = Solver::new(ToadsAndFrogs);
            let start = Instant::now();
            let g = solver.value(&mut u, &strip);
            times.push(start.elapsed().as_secs_f64());
            last = Some((u.show(g), solver.solved(), u.len()));
        }
        times.sort_by(f64::total_cmp);
        let (value, solved, forms) = last.expect("one run");
        let shown = if value.len() > 50 {
            format!("{}… ({} chars)", &value[..50], value.len())
        } else {
            value
        };
        println!(
            "{text:<18} {:>11.3} {solved:>11} {forms:>16}  {shown}",
            times[times.len() / 2]
        );
    }
}
