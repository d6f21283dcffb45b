//! `pebbles search`: the paper's searches over subtraction sets, on all cores.

use clap::{Args, Subcommand};
use pebbles::games::common::Tie;
use pebbles::games::search::{self, Criterion, DiscrepancySpec, ParetoSpec};
use pebbles::notation;

use crate::cli::{opt, Bad};
use crate::merge::{json_lines, LinesArgs};

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
    /// Print one JSON object instead of text.
    #[arg(long, conflicts_with = "jsonl")]
    json: bool,
    #[command(flatten)]
    lines: LinesArgs,
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
    /// Print one JSON object instead of text.
    #[arg(long, conflicts_with = "jsonl")]
    json: bool,
    #[command(flatten)]
    lines: LinesArgs,
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

pub fn run(a: SearchArgs) -> Result<String, Bad> {
    match a.what {
        What::Discrepancy(d) => {
            let spec = DiscrepancySpec {
                size: number("size", &d.size)? as usize,
                max: number("max", &d.max)?,
                bound: number("bound", &d.bound)?,
                criterion: criterion(&d.criterion)?,
            };
            if let Some(shard) = d.lines.shard()? {
                let (header, lines) = search::discrepancy_lines(spec, shard)?;
                return json_lines(&header, &lines);
            }
            let r = search::discrepancy(spec)?;
            Ok(if d.json { r.to_json() } else { r.to_text() })
        }
        What::Pareto(p) => {
            let spec = ParetoSpec {
                size: number("size", &p.size)? as usize,
                max: number("max", &p.max)?,
                heaps: opt("heaps", notation::parse_range(&p.heaps, 0, u32::MAX))?,
                tie: opt("tie", p.tie.parse())?,
                strict: p.strict,
            };
            if let Some(shard) = p.lines.shard()? {
                let (header, lines) = search::pareto_lines(spec, shard)?;
                return json_lines(&header, &lines);
            }
            let r = search::pareto(spec)?;
            Ok(if p.json { r.to_json() } else { r.to_text() })
        }
    }
}
