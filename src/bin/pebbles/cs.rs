//! `pebbles cs`: Cumulative Subtraction tables, written row by row (see
//! `TableStream`): memory does not grow with the number of heaps.

use pebbles::notation::about;
use std::io::Write;

use clap::Args;
use pebbles::games::cumulative_subtraction::{self as cs, StreamError, TableStream};
use pebbles::notation;

use crate::budget::LimitArgs;
use crate::cli::{opt, Bad, HeapsArg, RulesArgs};
use crate::limits::CS_RATE;
use crate::output::Failure;

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
    /// The work limit is checked before any work (cell updates).
    #[command(flatten)]
    limits: LimitArgs,
}

impl From<StreamError> for Failure {
    fn from(e: StreamError) -> Failure {
        match e {
            StreamError::Write(e) => Failure::Write(e),
            StreamError::Solve(e) => Failure::Bad(e.into()),
        }
    }
}

impl From<cs::SolveError> for Failure {
    fn from(e: cs::SolveError) -> Failure {
        Failure::Bad(e.into())
    }
}

pub fn run(a: CsArgs, w: &mut dyn Write) -> Result<(), Failure> {
    let (rules, ties) = a.rules.rules()?;
    let (lo, hi) = opt(
        "heaps",
        notation::parse_range(&a.heaps.heaps, 0, cs::MAX_HEAP),
    )?;
    let horizon = cs::horizon(hi);
    // Every heap from 0 is solved, each with every amount of both sets; the
    // rows are streamed, not their optimal moves listed.
    let amounts = cs::moves_per_heap(&rules);
    let work = cs::work(&rules, horizon, 0);
    let budget = a.limits.budget()?;
    let limit = budget.work(CS_RATE);
    if work > limit {
        let estimate = format!(
            "{} cell updates (heaps 0..{horizon} × {amounts} amounts)",
            about(work)
        );
        return Err(Bad(format!(
            "--heaps `{}`: {}",
            a.heaps.heaps.trim(),
            budget.over(
                &estimate,
                work,
                CS_RATE,
                "ask for smaller heaps or fewer moves"
            )
        ))
        .into());
    }
    let stream = TableStream::new(rules, ties, lo, hi, horizon)?.held_if_small()?;
    if a.json {
        stream.json(w)?;
        w.write_all(b"\n")?;
    } else if a.csv {
        stream.csv(w)?;
    } else {
        stream.text(w)?;
    }
    Ok(())
}
