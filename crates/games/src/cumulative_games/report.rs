//! The CLI's JSON document for a solution.
//!
//! Keys are in alphabetical order (nested moves too): the document used to be
//! built as a `serde_json::Value`, whose objects print sorted, and the CLI's
//! output is pinned byte for byte.

use serde::Serialize;

use super::{HeapTable, Move, OptionValue, Solution};

/// A [`Move`] with its keys in alphabetical order.
#[derive(Serialize)]
pub struct ReportMove<'a> {
    pub amount: u32,
    pub cumulations_after: &'a [f64],
    pub heap_after: u32,
    pub heap_index: usize,
    pub player: usize,
    pub rewards: &'a [f64],
}

impl<'a> From<&'a Move> for ReportMove<'a> {
    fn from(m: &'a Move) -> Self {
        ReportMove {
            amount: m.amount,
            cumulations_after: &m.cumulations_after,
            heap_after: m.heap_after,
            heap_index: m.heap_index,
            player: m.player,
            rewards: &m.rewards,
        }
    }
}

/// An [`OptionValue`] with its move's keys in alphabetical order.
#[derive(Serialize)]
pub struct ReportOption<'a> {
    pub mv: ReportMove<'a>,
    pub value: &'a [f64],
}

fn moves(line: &[Move]) -> Vec<ReportMove<'_>> {
    line.iter().map(ReportMove::from).collect()
}

/// The CLI's JSON object for a [`Solution`] (`pebbles game --json`).
#[derive(Serialize)]
pub struct Report<'a> {
    pub algorithm: &'a str,
    pub first: usize,
    pub grounded_value: &'a [Vec<f64>],
    pub heap_dynamic: bool,
    pub heaps: &'a [u32],
    pub initial: &'a [f64],
    pub options: Vec<ReportOption<'a>>,
    pub outcome: &'a [Vec<f64>],
    pub pareto_checked: bool,
    pub pareto_efficient: bool,
    pub pareto_improvement: Option<Vec<ReportMove<'a>>>,
    pub pareto_improvement_value: Option<&'a [f64]>,
    pub players: usize,
    pub pspe_line: Vec<ReportMove<'a>>,
    pub states: usize,
    pub value: &'a [f64],
}

/// The CLI's JSON object for a solution.
pub fn report(sol: &Solution) -> Report<'_> {
    Report {
        algorithm: &sol.algorithm,
        first: sol.first,
        grounded_value: &sol.grounded_value,
        heap_dynamic: sol.heap_dynamic,
        heaps: &sol.heaps,
        initial: &sol.initial,
        options: sol.options.iter().map(option).collect(),
        outcome: &sol.outcome,
        pareto_checked: sol.pareto_checked,
        pareto_efficient: sol.pareto_efficient,
        pareto_improvement: sol.pareto_improvement.as_deref().map(moves),
        pareto_improvement_value: sol.pareto_improvement_value.as_deref(),
        players: sol.players,
        pspe_line: moves(&sol.pspe_line),
        states: sol.states,
        value: &sol.value,
    }
}

fn option(o: &OptionValue) -> ReportOption<'_> {
    ReportOption {
        mv: (&o.mv).into(),
        value: &o.value,
    }
}

/// The report as one line of JSON.
pub fn report_json(sol: &Solution) -> String {
    serde_json::to_string(&report(sol)).unwrap_or_default()
}

/// The table over heap sizes as one line of JSON (`pebbles game --heaps`;
/// its keys are in alphabetical order already).
pub fn table_json(t: &HeapTable) -> String {
    serde_json::to_string(t).unwrap_or_default()
}
