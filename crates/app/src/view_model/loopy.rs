//! A loopy game on `#/classical` (issue 38): the rows of its report (the
//! script worker computes it: the loopy engine is not in the page's first
//! load).

use super::classical::outcome_text;
use crate::games::classical::loopy::{LoopyReport, DRAW};
use crate::games::common::Class;

/// The report's rows in the order shown, a line each: the name, a tab,
/// what it means.
const ROWS: &str = include_str!("loopy_rows.tsv");

/// The rows of a loopy value's report: name, value, what it means. When
/// only the outcome was found (a looping script's large game graph), the
/// outcome's rows and a `note` saying why.
pub fn loopy_rows(r: &LoopyReport) -> Vec<(&'static str, String, &'static str)> {
    let found = !r.canonical.is_empty();
    let values = [
        r.canonical.clone(),
        outcome_words(&r.outcome),
        r.left_first.clone(),
        r.right_first.clone(),
        if r.stopper { "yes" } else { "no" }.into(),
        r.onside.clone(),
        r.offside.clone(),
    ];
    let mut rows: Vec<_> = ROWS
        .lines()
        .zip(values)
        .map(|(line, value)| {
            let (name, about) = line.split_once('\t').unwrap_or((line, ""));
            (name, value, about)
        })
        .filter(|(name, _, _)| found || matches!(*name, "outcome" | "Left first" | "Right first"))
        .collect();
    if let Some(note) = &r.note {
        rows.push(("note", note.clone(), NOTE_ABOUT));
    }
    rows
}

/// What the `note` row of a report without its value means.
pub const NOTE_ABOUT: &str = "why the value is missing: the outcome alone was found";

/// `D: a draw, whoever starts`, the classes as for short games, and mixed
/// codes (`LD`: Left wins moving first, a draw when Right does).
fn outcome_words(code: &str) -> String {
    match code.parse::<Class>() {
        Ok(c) => outcome_text(c),
        Err(_) if code == DRAW => format!("{DRAW}: a draw, whoever starts"),
        Err(_) => format!("{code}: Left moving first, then Right moving first"),
    }
}
