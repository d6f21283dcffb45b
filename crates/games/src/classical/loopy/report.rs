//! The typed reports of loopy values that the CLI prints.

use serde::{Deserialize, Serialize};

use super::parse::{parse_loopy, LoopyExpr};
use super::print::{show, show_graph};
use super::value::LoopyValue;
use super::LoopyError;
use crate::common::Player;

/// A loopy value: its canonical form (a canonical stopper, `dud` or
/// `S & T`), its sides, whether it is a stopper, and its outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoopyReport {
    /// The expression, as given.
    pub input: String,
    pub canonical: String,
    pub onside: String,
    pub offside: String,
    pub stopper: bool,
    /// `L`, `R`, `N`, `P`, `D` (a draw with either player moving first),
    /// or two letters for mixed results (`LD`).
    pub outcome: String,
    /// Who wins with Left moving first (`Left`, `Right` or `draw`).
    pub left_first: String,
    /// Who wins with Right moving first.
    pub right_first: String,
}

/// `G == H`, `G <= H`…: true or false (the classical comparison's fields).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LoopyComparison {
    pub expression: String,
    pub result: bool,
}

/// A loopy expression's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopyResult {
    Value(LoopyReport),
    Comparison(LoopyComparison),
}

fn winner(p: Option<Player>) -> String {
    p.map_or_else(|| "draw".to_string(), |p| p.name().to_string())
}

impl LoopyReport {
    pub fn of(input: &str, v: &LoopyValue) -> Result<LoopyReport, LoopyError> {
        let o = v.outcome()?;
        Ok(LoopyReport {
            input: input.to_string(),
            canonical: show(v)?,
            onside: show_graph(v.onside())?,
            offside: show_graph(v.offside())?,
            stopper: v.is_stopper(),
            outcome: o.code(),
            left_first: winner(o.left_first),
            right_first: winner(o.right_first),
        })
    }

    /// The report as the CLI's text rows.
    pub fn text(&self) -> String {
        let rows = [
            ("canonical", self.canonical.clone()),
            ("onside", self.onside.clone()),
            ("offside", self.offside.clone()),
            ("stopper", self.stopper.to_string()),
            ("outcome", self.outcome.clone()),
            ("Left first", self.left_first.clone()),
            ("Right first", self.right_first.clone()),
        ];
        rows.iter().map(|(k, v)| format!("{k:<14}{v}\n")).collect()
    }
}

/// The report or comparison of a loopy expression.
pub fn loopy_report(text: &str) -> Result<LoopyResult, LoopyError> {
    Ok(match parse_loopy(text)? {
        LoopyExpr::Value(v) => LoopyResult::Value(LoopyReport::of(text, &v)?),
        LoopyExpr::Truth(result) => LoopyResult::Comparison(LoopyComparison {
            expression: text.to_string(),
            result,
        }),
    })
}
