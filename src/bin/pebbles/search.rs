//! `pebbles search`: the paper's searches over subtraction sets, on all cores.

use clap::{Args, Subcommand};
use pebbles::games::common::Tie;
use pebbles::games::search::{
    self, Criterion, DiscrepancySpec, ParetoSpec, SearchError, SearchLimits,
};
use pebbles::notation;

use crate::budget::LimitArgs;
use crate::cli::{opt, Bad};
use crate::limits::SEARCH_LIMITS;
use crate::merge::{json_lines, SweepOutput};

#[derive(Args)]
pub struct SearchArgs {
    #[command(subcommand)]
    what: What,
}

#[derive(Subcommand)]
enum What {
    /// Observation 7: per set, the first heap where zero-sum and self-interest
    /// optimal actions differ (antagonistic and friendly ties), with counts.
    Discrepancy(DiscrepancyArgs),
    /// Sets and heaps where PSPE play is not Pareto efficient, with a better play.
    Pareto(ParetoArgs),
}

#[derive(Args)]
struct DiscrepancyArgs {
    /// Amounts in each set.
    #[arg(long, value_name = "K", default_value = "2")]
    size: String,
    /// Largest amount.
    #[arg(long, value_name = "N", default_value = "20")]
    max: String,
    /// Largest heap looked at.
    #[arg(long, value_name = "X", default_value = "600")]
    bound: String,
    /// actions (the optimal-action sets differ) or values (o_zs ≠ o¹_si − o²_si).
    #[arg(long, value_name = "WHAT", default_value = "actions")]
    criterion: String,
    #[command(flatten)]
    out: SweepOutput,
}

#[derive(Args)]
struct ParetoArgs {
    /// Amounts in each set.
    #[arg(long, value_name = "K", default_value = "2")]
    size: String,
    /// Largest amount.
    #[arg(long, value_name = "N", default_value = "10")]
    max: String,
    /// Heaps looked at, both ends included.
    #[arg(long, value_name = "A..B", default_value = "0..60")]
    heaps: String,
    /// Tie rule of both players: antagonistic or friendly.
    #[arg(long, value_name = "RULE", default_value = Tie::Antagonistic.name())]
    tie: String,
    /// Only plays better for both players count (strict Pareto domination).
    #[arg(long)]
    strict: bool,
    #[command(flatten)]
    out: SweepOutput,
}

fn number(name: &str, text: &str) -> Result<u32, Bad> {
    opt(name, notation::parse_number(text, 0, u32::MAX))
}

fn criterion(text: &str) -> Result<Criterion, Bad> {
    match text.trim() {
        "actions" => Ok(Criterion::Actions),
        "values" => Ok(Criterion::Values),
        t => Err(Bad(format!(
            "--criterion `{t}`: expected actions or values"
        ))),
    }
}

/// The search's limits for `--time-limit` and `--max-work`: the sets a
/// search (or one shard) may visit scale with the time limit, the work
/// units are `--max-work` or what the time limit allows at the measured
/// rates.
fn limits(a: &LimitArgs) -> Result<SearchLimits, Bad> {
    let b = a.budget()?;
    Ok(SearchLimits {
        sets: b.scale(SEARCH_LIMITS.sets),
        work: b.work_or_scale(SEARCH_LIMITS.work),
        pareto_work: b.work_or_scale(SEARCH_LIMITS.pareto_work),
    })
}

/// A refusal past the limits says how to go further.
fn refused(e: SearchError) -> Bad {
    match e {
        SearchError::Sets { .. } | SearchError::Work { .. } | SearchError::ParetoWork { .. } => {
            Bad(format!(
                "{e}; or go further: a longer --time-limit (or --max-work) raises the limit, \
                 and --shard K/N splits the search"
            ))
        }
        SearchError::Size(_)
        | SearchError::Max { .. }
        | SearchError::Bound(_)
        | SearchError::ParetoHeap(_) => Bad(e.to_string()),
    }
}

pub fn run(a: SearchArgs) -> Result<String, Bad> {
    match a.what {
        What::Discrepancy(d) => {
            let spec = DiscrepancySpec {
                size: number("size", &d.size)? as usize,
                max: number("max", &d.max)?,
                bound: number("bound", &d.bound)?,
                criterion: criterion(&d.criterion)?,
            };
            let limits = limits(&d.out.limits)?;
            if let Some(shard) = d.out.lines.shard()? {
                let (header, lines) =
                    search::discrepancy_lines(spec, shard, &limits).map_err(refused)?;
                return json_lines(&header, &lines);
            }
            let r = search::discrepancy_within(spec, &limits).map_err(refused)?;
            Ok(if d.out.json { r.to_json() } else { r.to_text() })
        }
        What::Pareto(p) => {
            let spec = ParetoSpec {
                size: number("size", &p.size)? as usize,
                max: number("max", &p.max)?,
                heaps: opt("heaps", notation::parse_range(&p.heaps, 0, u32::MAX))?,
                tie: opt("tie", p.tie.parse())?,
                strict: p.strict,
            };
            let limits = limits(&p.out.limits)?;
            if let Some(shard) = p.out.lines.shard()? {
                let (header, lines) =
                    search::pareto_lines(spec, shard, &limits).map_err(refused)?;
                return json_lines(&header, &lines);
            }
            let r = search::pareto_within(spec, &limits).map_err(refused)?;
            Ok(if p.out.json { r.to_json() } else { r.to_text() })
        }
    }
}
