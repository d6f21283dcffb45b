//! `pebbles cs`: Cumulative Subtraction tables.

use clap::Args;
use pebbles::games::cumulative_subtraction::{self as cs};
use pebbles::jobs;
use pebbles::notation;

use crate::cli::{opt, Bad, HeapsArg, RulesArgs};

#[derive(Args)]
pub struct CsArgs {
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    heaps: HeapsArg,
    /// Print one JSON object instead of a table.
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print CSV, one row per heap.
    #[arg(long)]
    csv: bool,
}

pub fn run(a: CsArgs) -> Result<String, Bad> {
    let (rules, ties) = a.rules.rules()?;
    let (lo, hi) = opt(
        "heaps",
        notation::parse_range(&a.heaps.heaps, 0, cs::MAX_HEAP),
    )?;
    let table = cs::solve(rules, ties, jobs::cs_horizon(hi))?;
    Ok(if a.json {
        cs::report(&table, lo, hi).to_json()
    } else if a.csv {
        cs::csv(&table, lo, hi)
    } else {
        cs::text(&table, lo, hi)
    })
}
