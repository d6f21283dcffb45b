//! The typed reports of loopy values that the CLI prints.

use serde::ser::SerializeStruct;
use serde::{Deserialize, Serialize, Serializer};

use super::parse::{parse_loopy, LoopyExpr};
use super::print::{show, show_graph};
use super::value::LoopyValue;
use super::LoopyError;
use crate::common::Player;

/// A loopy value: its canonical form (a canonical stopper, `dud` or
/// `S & T`), its sides, whether it is a stopper, and its outcome.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
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
    /// Why the value is missing, when only the outcome was found (a
    /// looping script's large game graph: [`PositionReport::loopy_report`]);
    /// the forms are then empty.
    ///
    /// [`PositionReport::loopy_report`]: super::PositionReport::loopy_report
    #[serde(default)]
    pub note: Option<String>,
}

/// Every field in order, except that a human-readable format (JSON) leaves
/// out a missing `note`, so a loopy expression's report reads as before it
/// existed (`pebbles cgt --expr … --json`). Binary formats (the worker's
/// bincode) need every field, so they always get it.
impl Serialize for LoopyReport {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let skip = self.note.is_none() && s.is_human_readable();
        let mut st = s.serialize_struct("LoopyReport", 9 - usize::from(skip))?;
        st.serialize_field("input", &self.input)?;
        st.serialize_field("canonical", &self.canonical)?;
        st.serialize_field("onside", &self.onside)?;
        st.serialize_field("offside", &self.offside)?;
        st.serialize_field("stopper", &self.stopper)?;
        st.serialize_field("outcome", &self.outcome)?;
        st.serialize_field("left_first", &self.left_first)?;
        st.serialize_field("right_first", &self.right_first)?;
        if skip {
            st.skip_field("note")?;
        } else {
            st.serialize_field("note", &self.note)?;
        }
        st.end()
    }
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
            note: None,
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
