//! Fox and Geese from the usual opening (issue 38): four geese on the top
//! row of the 8×8 board, the fox on the bottom row. Every position
//! reachable is explored and its value found part by part (the graph is
//! far too large to simplify whole), as `pebbles cgt --fox-and-geese POS`
//! does; with `VALUE=0` the outcome alone, by retrograde analysis. Run
//! with `cargo bench --bench fox_and_geese`; `FOX_AND_GEESE=ID` (a ruleset
//! id) and `FOX_AND_GEESE_POSITION=POS` choose the game and the position;
//! each is solved `RUNS` times (default 3), the median shown.

use std::time::Instant;

use pebbles::games::classical::loopy::LoopyLimits;
use pebbles::games::classical::RulesetId;

fn main() {
    let ids = std::env::var("FOX_AND_GEESE")
        .unwrap_or_else(|_| "fox-and-geese,ceylonese-fox-and-geese".into());
    let runs: usize = std::env::var("RUNS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3);
    let limits = match std::env::var("VALUE").as_deref() {
        Ok("0") => LoopyLimits {
            parts: 0,
            ..LoopyLimits::CLI
        },
        _ => LoopyLimits::CLI,
    };
    println!(
        "game                      median secs  positions  outcome  Left first  Right first  value"
    );
    for id in ids.split(',') {
        let r: RulesetId = id.parse().expect("a ruleset id");
        let position =
            std::env::var("FOX_AND_GEESE_POSITION").unwrap_or_else(|_| r.info().start.to_string());
        let mut times = Vec::new();
        let mut last = None;
        for _ in 0..runs.max(1) {
            let start = Instant::now();
            let report = r
                .loopy(std::slice::from_ref(&position), &limits, &mut |_| false)
                .expect("within the limits")
                .expect("never stopped");
            times.push(start.elapsed().as_secs_f64());
            last = Some(report);
        }
        times.sort_by(f64::total_cmp);
        let r = last.expect("one run");
        println!(
            "{id:<25} {:>11.3} {:>10} {:>8}  {:<10}  {:<11}  {}",
            times[times.len() / 2],
            r.positions,
            r.outcome,
            r.left_first,
            r.right_first,
            r.canonical.as_deref().unwrap_or("—")
        );
    }
}
