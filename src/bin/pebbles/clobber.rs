//! `pebbles clobber`: N-player Clobber values and the census of Table 1
//! (seed 003).

use clap::Args;
use pebbles::export;
use pebbles::games::clobber::{self, Board, ClobberError, ValueReport, DEFAULT_BUDGET};

use crate::census::{self, CensusArgs};
use crate::cli::{opt, Bad};
use crate::merge::SweepOutput;

#[derive(Args)]
pub struct ClobberArgs {
    /// The board: cells separated by commas, grid rows by `|`, e.g.
    /// `1,2,3,2,1,3` or `1,2,3|3,0,1` (0 is empty).
    #[arg(
        long,
        value_name = "CELLS",
        allow_hyphen_values = true,
        conflicts_with = "census",
        required_unless_present = "census"
    )]
    board: Option<String>,
    /// Table 1 for strip lengths `A..B` (three players, player 1 first).
    #[arg(long, value_name = "A..B", allow_hyphen_values = true)]
    census: Option<String>,
    /// Number of players, 2 to 4 (simplified values need 3).
    #[arg(long, default_value_t = 3)]
    players: u8,
    /// The player who moves first.
    #[arg(long, default_value_t = 1)]
    first: u8,
    /// With --census: list the selfish and prudent values of each length.
    #[arg(long)]
    values: bool,
    /// `--json`, the time limit and the work limit (with --board: positions
    /// searched; with --census: census work units), and with --census:
    /// JSON Lines (one line per length, or one shard of them).
    #[command(flatten)]
    out: SweepOutput,
    /// Print the position's game tree instead, as `json`, `dot`, `tikz` or
    /// `svg` (whole levels up to --tree-nodes nodes; each node with its
    /// board, player to move and value).
    #[arg(long, value_name = "FORMAT", conflicts_with = "census")]
    tree: Option<String>,
    /// Most nodes of --tree.
    #[arg(long, value_name = "N", default_value_t = 200)]
    tree_nodes: usize,
}

/// Most nodes `--tree-nodes` may ask for (the drawing stays readable).
const MAX_TREE_NODES: usize = 5_000;

/// `--tree FORMAT`: the position tree, drawn or as JSON.
fn tree(board: &Board, a: &ClobberArgs, format: &str) -> Result<String, Bad> {
    if a.tree_nodes == 0 || a.tree_nodes > MAX_TREE_NODES {
        return Err(Bad(format!(
            "--tree-nodes `{}`: expected 1 to {MAX_TREE_NODES}",
            a.tree_nodes
        )));
    }
    let t = clobber::position_tree(board, a.players, a.first, a.tree_nodes, DEFAULT_BUDGET)
        .map_err(|e| Bad(e.to_string()))?;
    let drawing = || export::clobber_tree_drawing(&t);
    Ok(match format.trim() {
        "json" => serde_json::to_string(&t).map_err(|e| Bad(e.to_string()))?,
        "dot" => export::dot(&drawing()),
        "tikz" => export::tikz(&drawing()),
        "svg" => export::svg(&drawing()),
        f => {
            return Err(Bad(format!(
                "--tree `{f}`: expected json, dot, tikz or svg"
            )))
        }
    })
}

/// The board's values, the search bounded by `--max-work` positions (by
/// default [`DEFAULT_BUDGET`] scaled to the time limit) and stopped at
/// `--time-limit` (a 24-cell board searched for 39 s without one).
fn value(board: &Board, a: &ClobberArgs) -> Result<ValueReport, Bad> {
    let budget = a.out.limits.budget()?;
    let clock = budget.clone();
    let positions = budget.work_or_scale(DEFAULT_BUDGET);
    let stop = Box::new(move || clock.expired());
    ValueReport::until(board, a.players, a.first, positions, stop).map_err(|e| match e {
        ClobberError::Interrupted { visited } => {
            let at = format!("{visited} positions searched");
            Bad(format!("--board: {}", budget.stopped(&at)))
        }
        // The positions a time limit allows run out before its clock on a
        // machine faster than the one the budget was set on: say which
        // limit it was and how to go further, as the clock's message does.
        ClobberError::Budget(n) => {
            let raise = match budget.work_given() {
                true => "--max-work".to_string(),
                false => format!("--time-limit (e.g. {})", budget.further()),
            };
            Bad(format!(
                "--board: the search visited more than {n} positions, the limit of {}; \
                 try a smaller board, or raise {raise}",
                budget.work_source()
            ))
        }
        e => Bad(e.to_string()),
    })
}

pub fn run(a: ClobberArgs) -> Result<String, Bad> {
    if let Some(range) = &a.census {
        if a.players != 3 || a.first != 1 {
            return Err(Bad(
                "--census counts three-player games with player 1 first".into(),
            ));
        }
        return census::run(CensusArgs {
            range,
            values: a.values,
            json: a.out.json,
            lines: &a.out.lines,
            limits: &a.out.limits,
        });
    }
    if a.out.lines.given() {
        return Err(Bad("--jsonl and --shard go with --census".into()));
    }
    let text = a.board.as_deref().unwrap_or_default();
    let board = opt("board", Board::parse(text, a.players))?;
    if let Some(format) = &a.tree {
        return tree(&board, &a, format);
    }
    let report = value(&board, &a)?;
    Ok(if a.out.json {
        serde_json::to_string(&report).map_err(|e| Bad(e.to_string()))?
    } else {
        report.text()
    })
}
