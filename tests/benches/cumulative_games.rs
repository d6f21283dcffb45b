//! Cumulative Games solver timings (plain `std::time`, no harness): the
//! cumulation-dependent presets `auction` and `wealth` at growing heaps,
//! where the engine's memo of grounded positions is the hot loop. A row
//! times what the `#/games` page and `pebbles game` compute: one solve
//! (`--heap X`: every starter, the PSPE line, the first moves and the
//! Pareto check) or the table of heaps `0..=X` (`--heaps 0..X`, one engine
//! for the whole range). Run with `cargo bench --bench cumulative_games`;
//! `CG_RUNS=9` sets the number of runs (the median is printed).

use std::hint::black_box;
use std::time::Instant;

use pebbles::games::cumulative_games::{preset, solve, solve_heaps, Ruleset};

/// Preset, whether the row is a table `0..=heap`, heaps: each from about
/// 0.05 s to 1 s, within the engine's state and work budgets.
const ROWS: &[(&str, bool, &[u32])] = &[
    ("auction", false, &[320, 640, 1280]),
    ("auction", true, &[60, 100, 160]),
    ("wealth", false, &[70, 90, 120]),
    ("wealth", true, &[40, 50, 60]),
];

/// Median wall time of `runs` runs of `f`, in milliseconds.
fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

/// Positions solved by one solve, or by the table, of heap `x`.
fn positions(rules: &Ruleset, table: bool, x: u32) -> usize {
    if table {
        solve_heaps(rules, 0, x).expect("table").states
    } else {
        solve(rules, &[x], 1).expect("solve").states
    }
}

fn main() {
    let runs: usize = std::env::var("CG_RUNS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(5)
        .max(1);
    println!("cumulative games, median of {runs} runs");
    println!("preset   what            heap  positions       ms");
    for &(name, table, heaps) in ROWS {
        let rules = preset(name).expect("preset");
        let what = if table { "table 0..=heap" } else { "solve" };
        for &x in heaps {
            let states = positions(&rules, table, x);
            let ms = median_ms(runs, || {
                black_box(positions(&rules, table, x));
            });
            println!("{name:<8} {what:<14} {x:>5} {states:>10} {ms:>8.1}");
        }
    }
}
