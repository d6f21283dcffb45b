//! Conway's census of misère canonical impartial games (ONAG ch. 12):
//! day 5 has 4 171 780 games born by it, found among the 2²² sets of the
//! 22 games of day 4. Prints the counts, the time and the peak memory
//! (VmHWM on Linux). Run with `cargo bench --bench misere`.

use std::time::Instant;

use pebbles::games::classical::misere::{census, CENSUS_WORK_LIMIT};

fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM"))
                .map(|l| l.split_whitespace().skip(1).collect::<Vec<_>>().join(" "))
        })
        .unwrap_or_else(|| "unknown".into())
}

fn main() {
    let start = Instant::now();
    let r = census(5, CENSUS_WORK_LIMIT).expect("within the limit");
    let secs = start.elapsed().as_secs_f64();
    assert_eq!(r.counts, vec![1, 2, 3, 5, 22, 4_171_780], "Conway's counts");
    println!(
        "misère census day 5: {} games born by day 5 (counts {:?}), {} sets examined, {secs:.2} s, peak memory {}",
        r.count,
        r.counts,
        r.sets_examined,
        peak_memory()
    );
}
