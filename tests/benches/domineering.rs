//! Domineering canonical forms of empty rectangles, the standard benchmark
//! of CGT software. Run with `cargo bench --bench domineering`; set
//! `DOMINEERING_BOARDS=5x5,4x6` to choose boards (default `5x5,4x6,5x6`).
//! Each board gets a fresh universe and solver, so timings do not share
//! caches. The solver is the CLI's: the search on a thread of its own and
//! the canonical forms on this one (`Pipelined`); `SOLVER=one` times the
//! one-thread `Solver` (the page's, in wasm) instead.

use std::time::Instant;

use pebbles::games::classical::rulesets::domineering::Domineering;
use pebbles::games::classical::{Pipelined, Ruleset, Solver, Universe};

/// The CLI's allocator (large tables on huge pages), so the figures match.
#[global_allocator]
static ALLOC: pebbles::huge_pages::HugePages = pebbles::huge_pages::HugePages;

fn main() {
    let boards = std::env::var("DOMINEERING_BOARDS").unwrap_or_else(|_| "5x5,4x6,5x6".into());
    println!("board  secs  components  canonical forms  value");
    for spec in boards.split(',') {
        let (h, w) = spec.split_once('x').expect("ROWSxCOLS");
        let (h, w): (usize, usize) = (h.parse().expect("rows"), w.parse().expect("columns"));
        let text = vec![".".repeat(w); h].join("|");
        let board = Domineering.parse(&text).expect("board");
        let mut u = Universe::new();
        let start = Instant::now();
        let (g, solved) = if std::env::var("SOLVER").is_ok_and(|s| s == "one") {
            let mut solver = Solver::new(Domineering);
            (solver.value(&mut u, &board), solver.solved())
        } else {
            let mut solver = Pipelined::new(Domineering).expect("a thread");
            (solver.value(&mut u, &board), solver.solved())
        };
        let secs = start.elapsed().as_secs_f64();
        let value = u.show(g);
        let shown = if value.len() > 60 {
            format!("{}… ({} chars)", &value[..60], value.len())
        } else {
            value
        };
        println!(
            "{spec:<6} {secs:>5.2} {solved:>11} {:>16}  {shown}",
            u.len()
        );
    }
}
