//! Three-player Clobber census timings (Table 1 of seed 003), plain
//! `std::time`. Run with `cargo bench --bench clobber`; set
//! `CLOBBER_MAX=13` to go on to lengths 12 and 13 (minutes, gigabytes).

use std::time::Instant;

use pebbles::games::clobber::Census;

fn main() {
    let max: usize = std::env::var("CLOBBER_MAX")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(11);
    let mut census = Census::new();
    let start = Instant::now();
    println!("length games unsimplified syntactic selfish prudent  secs  total");
    for n in 2..=max {
        let t = Instant::now();
        let (row, _) = census.length(n).expect("census");
        println!(
            "{:>6} {:>9} {:>12} {:>9} {:>7} {:>7} {:>6.2} {:>6.2}  ({} positions, {} values, ~{} MB)",
            row.length,
            row.games,
            row.unsimplified,
            row.syntactic,
            row.selfish,
            row.prudent,
            t.elapsed().as_secs_f64(),
            start.elapsed().as_secs_f64(),
            census.engine().positions(),
            census.values().len(),
            census.engine().bytes() >> 20,
        );
    }
}
