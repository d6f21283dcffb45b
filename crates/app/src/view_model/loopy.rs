//! A loopy game on `#/classical` (issue 38): the rows of its report (the
//! script worker computes it: the loopy engine is not in the page's first
//! load).

use super::classical::outcome_text;
use crate::games::classical::loopy::{LoopyReport, DRAW};
use crate::games::common::Class;

/// The report's rows in the order shown, a line each: the name, a tab,
/// what it means.
const ROWS: &str = include_str!("loopy_rows.tsv");

/// The rows of a loopy value's report: name, value, what it means.
pub fn loopy_rows(r: &LoopyReport) -> Vec<(&'static str, String, &'static str)> {
    let values = [
        r.canonical.clone(),
        outcome_words(&r.outcome),
        r.left_first.clone(),
        r.right_first.clone(),
        if r.stopper { "yes" } else { "no" }.into(),
        r.onside.clone(),
        r.offside.clone(),
    ];
    ROWS.lines()
        .zip(values)
        .map(|(line, value)| {
            let (name, about) = line.split_once('\t').unwrap_or((line, ""));
            (name, value, about)
        })
        .collect()
}

/// `D: a draw, whoever starts`, the classes as for short games, and mixed
/// codes (`LD`: Left wins moving first, a draw when Right does).
fn outcome_words(code: &str) -> String {
    match code.parse::<Class>() {
        Ok(c) => outcome_text(c),
        Err(_) if code == DRAW => format!("{DRAW}: a draw, whoever starts"),
        Err(_) => format!("{code}: Left moving first, then Right moving first"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::classical::loopy::{loopy_report, LoopyResult};

    fn rows(text: &str) -> Vec<(&'static str, String, &'static str)> {
        match loopy_report(text).unwrap() {
            LoopyResult::Value(r) => loopy_rows(&r),
            LoopyResult::Comparison(_) => panic!("a value"),
        }
    }

    /// Winning Ways' `over`, written as a loop, and `dud`, a draw.
    #[test]
    fn rows_of_over_and_dud() {
        let over = rows("a{0|a}");
        assert_eq!(over.len(), 7, "a row for each value");
        assert_eq!(over[0].0, "canonical form");
        assert_eq!(over[6].0, "offside");
        assert!(over.iter().all(|(_, _, about)| !about.is_empty()));
        assert_eq!(over[0].1, "over");
        assert_eq!(over[4].1, "yes");
        let dud = rows("on + off");
        assert_eq!(dud[0].1, "dud");
        assert_eq!(dud[1].1, "D: a draw, whoever starts");
        assert_eq!(dud[4].1, "no");
    }
}
