//! `pebbles tree`: game trees, heap DAGs, partizan trees and Nim graphs as
//! JSON, text, Graphviz DOT, TikZ or SVG.

use clap::Args;
use pebbles::games::common::Variant;
use pebbles::games::game_tree::{self as gt, CsSpec, GameGraph, NimSpec, View};
use pebbles::notation::{self, NotationError};
use pebbles::permalink;

use crate::cli::{opt, Bad, RulesArgs};

#[derive(Args)]
pub struct TreeArgs {
    #[command(flatten)]
    rules: RulesArgs,
    /// Nim heaps, e.g. `1,2,3`: the Nim position graph instead of a CS view.
    #[arg(long, value_name = "HEAPS", allow_hyphen_values = true, conflicts_with_all = ["moves", "left", "right"])]
    nim: Option<String>,
    /// Starting heap x.
    #[arg(long, value_name = "X", allow_hyphen_values = true)]
    heap: Option<String>,
    /// zs, si, normal, misere or grundy (default si; normal for Nim).
    #[arg(long, value_name = "MODE")]
    mode: Option<String>,
    /// tree (extensive form), dag (heap DAG) or cgt (partizan game tree).
    #[arg(long, value_name = "VIEW", default_value = "tree")]
    view: String,
    /// Player to move at the root: l (Left, player 1) or r.
    #[arg(long, value_name = "P", default_value = "l")]
    first: String,
    /// Initial pockets `C1,C2`.
    #[arg(
        long,
        value_name = "C1,C2",
        default_value = "0,0",
        allow_hyphen_values = true
    )]
    cumulations: String,
    /// Merge equal positions of a tree into one node (a DAG).
    #[arg(long)]
    merge: bool,
    /// Most nodes built; larger trees stop at the deepest level that fits.
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    budget: Option<String>,
    /// Print JSON (same as --format json).
    #[arg(long, conflicts_with = "format")]
    json: bool,
    /// text, json, dot, tikz or svg.
    #[arg(long, value_name = "FORMAT", default_value = "text")]
    format: String,
}

fn parse_view(text: &str) -> Result<View, NotationError> {
    match text.trim() {
        "tree" => Ok(View::Tree),
        "dag" => Ok(View::Dag),
        "cgt" => Ok(View::Cgt),
        t => Err(NotationError::new(t, "expected tree, dag or cgt")),
    }
}

fn parse_pair(text: &str) -> Result<(i64, i64), NotationError> {
    let t = text.trim();
    let Some((a, b)) = t.split_once(',') else {
        return Err(NotationError::new(t, "expected two pockets `C1,C2`"));
    };
    let max = u32::MAX;
    Ok((
        i64::from(notation::parse_number(a, 0, max)?),
        i64::from(notation::parse_number(b, 0, max)?),
    ))
}

/// Nim heaps in order, repeats allowed: `1,2,3`, `2,2`.
fn parse_heaps(text: &str) -> Result<Vec<u32>, NotationError> {
    text.split(',')
        .map(|h| notation::parse_number(h, 0, gt::MAX_NIM_HEAP))
        .collect()
}

pub fn run(a: TreeArgs) -> Result<String, Bad> {
    let format = if a.json { "json" } else { a.format.trim() };
    if !matches!(format, "text" | "json" | "dot" | "tikz" | "svg") {
        return Err(Bad(format!(
            "--format `{format}`: expected text, json, dot, tikz or svg"
        )));
    }
    let mode = a
        .mode
        .as_deref()
        .map(|m| opt("mode", permalink::parse_variant(m)))
        .transpose()?;
    let budget = match &a.budget {
        Some(b) => opt(
            "budget",
            notation::parse_number(b, 1, gt::MAX_BUDGET as u32),
        )? as usize,
        None => gt::NODE_BUDGET,
    };
    let graph = if let Some(n) = &a.nim {
        let heaps = opt("nim", parse_heaps(n))?;
        let spec = NimSpec {
            heaps,
            mode: mode.unwrap_or(Variant::Normal),
            budget,
        };
        gt::nim_graph(&spec).map_err(|e| Bad(format!("--nim: {e}")))?
    } else {
        cs_graph(&a, mode, budget)?
    };
    Ok(render(&graph, format))
}

fn cs_graph(a: &TreeArgs, mode: Option<Variant>, budget: usize) -> Result<GameGraph, Bad> {
    if !a.rules.given() {
        return Err(Bad(
            "give --moves SET, --left SET --right SET, or --nim HEAPS".into(),
        ));
    }
    let (rules, ties) = a.rules.rules()?;
    let Some(heap) = &a.heap else {
        return Err(Bad("give --heap X, the starting heap".into()));
    };
    let heap = opt("heap", notation::parse_number(heap, 0, gt::MAX_TREE_HEAP))?;
    let spec = CsSpec {
        rules,
        ties,
        heap,
        cumulations: opt("cumulations", parse_pair(&a.cumulations))?,
        first: opt("first", permalink::parse_player(&a.first))?,
        mode: mode.unwrap_or(Variant::SelfInterest),
        view: opt("view", parse_view(&a.view))?,
        merge: a.merge,
        budget,
    };
    gt::build(&spec).map_err(Bad)
}

fn render(g: &GameGraph, format: &str) -> String {
    match format {
        "json" => serde_json::to_string(g).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}")),
        "dot" => g.to_dot(),
        "tikz" => g.to_tikz(),
        "svg" => g.to_svg(),
        _ => g.to_text(),
    }
}
