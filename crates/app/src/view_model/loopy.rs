//! A loopy game on `#/classical` (issue 38): the rows of its report (the
//! script worker computes it: the loopy engine is not in the page's first
//! load).

use super::classical::outcome_text;
use crate::games::classical::loopy::{LoopyReport, DRAW};
use crate::games::common::Class;

/// The rows of a loopy value's report: name, value, what it means.
pub fn loopy_rows(r: &LoopyReport) -> Vec<(&'static str, String, &'static str)> {
    vec![
        (
            "canonical form",
            r.canonical.clone(),
            "its simplest form: a canonical stopper, or S & T when it is not a stopper",
        ),
        (
            "outcome",
            outcome_words(&r.outcome),
            "who wins against best play; D: neither can force a win, the game goes on for ever",
        ),
        (
            "Left first",
            r.left_first.clone(),
            "the result with Left moving first",
        ),
        (
            "Right first",
            r.right_first.clone(),
            "the result with Right moving first",
        ),
        (
            "stopper",
            if r.stopper { "yes" } else { "no" }.into(),
            "a stopper cannot be played for ever alternately from any of its positions",
        ),
        (
            "onside",
            r.onside.clone(),
            "the value when infinite play counts as a win for Left",
        ),
        (
            "offside",
            r.offside.clone(),
            "the value when infinite play counts as a win for Right",
        ),
    ]
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
        assert_eq!(over[0].1, "over");
        assert_eq!(over[4].1, "yes");
        let dud = rows("on + off");
        assert_eq!(dud[0].1, "dud");
        assert_eq!(dud[1].1, "D: a draw, whoever starts");
        assert_eq!(dud[4].1, "no");
    }
}
