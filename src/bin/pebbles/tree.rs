//! `pebbles tree`: game trees, heap DAGs, partizan trees and Nim graphs as
//! JSON, text, Graphviz DOT, TikZ or SVG.

use clap::Args;
use pebbles::export;
use pebbles::games::common::Variant;
use pebbles::games::efg;
use pebbles::games::game_tree::{self as gt, CsSpec, GameGraph, NimSpec, View};
use pebbles::notation::{self, NotationError};

use crate::cli::{choose, opt, Bad, RulesArgs};

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
    /// text, json, dot, tikz, svg or efg (Gambit; whole extensive form only).
    #[arg(long, value_name = "FORMAT", default_value = "text")]
    format: String,
}

/// What `--format` asks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Format {
    Text,
    Json,
    Dot,
    Tikz,
    Svg,
    Efg,
}

impl Format {
    /// `--json`, else `--format`.
    fn of(a: &TreeArgs) -> Result<Format, Bad> {
        if a.json {
            return Ok(Format::Json);
        }
        let choices = [
            ("text", Format::Text),
            ("json", Format::Json),
            ("dot", Format::Dot),
            ("tikz", Format::Tikz),
            ("svg", Format::Svg),
            ("efg", Format::Efg),
        ];
        choose("format", &a.format, &choices)
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
    let format = Format::of(&a)?;
    let mode = a
        .mode
        .as_deref()
        .map(|m| opt("mode", m.parse()))
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
    if format == Format::Efg {
        let game = efg::from_graph(&graph).map_err(|e| Bad(format!("--format efg: {e}")))?;
        return Ok(efg::to_efg(&game));
    }
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
        first: opt("first", a.first.parse())?,
        mode: mode.unwrap_or(Variant::SelfInterest),
        view: opt("view", a.view.parse::<View>())?,
        merge: a.merge,
        budget,
    };
    gt::build(&spec).map_err(|e| Bad(e.to_string()))
}

fn render(g: &GameGraph, format: Format) -> String {
    match format {
        Format::Json => g.to_json(),
        Format::Dot => export::graph_dot(g),
        Format::Tikz => export::graph_tikz(g),
        Format::Svg => export::graph_svg(g),
        Format::Text | Format::Efg => g.to_text(),
    }
}
