//! A loopy game on `#/classical` (issue 38): the rows of its report (the
//! script worker computes it: the loopy engine is not in the page's first
//! load).

use super::classical::outcome_text;
use crate::games::classical::loopy::{LoopyReport, DRAW};
use crate::games::common::Class;
use crate::jobs::{LoopyBoardsView, LoopyGraphView};

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

/// The rows of a loopy ruleset's position (Fox and Geese): its loopy
/// value's rows when it was found, otherwise its outcome and who wins with
/// each player first, then the positions reachable and why there is no
/// value.
pub fn loopy_board_rows(v: &LoopyBoardsView) -> Vec<(&'static str, String, &'static str)> {
    let mut rows = match &v.value {
        Some(r) => loopy_rows(r),
        None => {
            let values = [
                outcome_words(&v.outcome),
                v.left_first.clone(),
                v.right_first.clone(),
            ];
            // The report's rows without the canonical form (the first).
            ROWS.lines()
                .skip(1)
                .zip(values)
                .map(|(line, value)| {
                    let (name, about) = line.split_once('\t').unwrap_or((line, ""));
                    (name, value, about)
                })
                .collect()
        }
    };
    rows.push((
        "positions",
        v.positions.to_string(),
        "positions reachable from it, both players moving (the game graph)",
    ));
    if let Some(note) = &v.note {
        rows.push(("value", note.clone(), "why the outcome alone is shown"));
    }
    rows
}

/// The value line under a loopy ruleset's board: `value over · L: Left
/// wins, whoever starts`, or the outcome alone.
pub fn loopy_board_value(v: &LoopyBoardsView) -> String {
    match &v.value {
        Some(r) => format!("value {} · {}", r.canonical, outcome_words(&v.outcome)),
        None => format!("outcome {}", outcome_words(&v.outcome)),
    }
}

/// The line above a loopy game's graph drawn as a tree: how many
/// positions it shows, how many moves close a cycle, and how to read it.
pub fn loopy_graph_summary(g: &LoopyGraphView) -> String {
    let positions = match g.positions {
        1 => "1 position".to_string(),
        n => format!("{n} positions"),
    };
    let cycles = match g.cycles {
        0 => "no move closes a cycle".to_string(),
        1 => "1 move back closes a cycle (↺, thick edge)".to_string(),
        n => format!("{n} moves back close a cycle (↺, thick edges)"),
    };
    let all = if g.complete {
        "every position reachable is drawn"
    } else {
        "dashed numbered boxes have options not drawn (size limit)"
    };
    format!(
        "{positions}, each drawn once; {cycles}; → n: position n again on another line; {all}. \
         Left's options hang to the left (L), Right's to the right (R)."
    )
}

/// The heading of a loopy value's game graph: the canonical stopper's, or
/// the game as entered when its value is `S & T` (its sides drawn apart).
pub fn loopy_graph_heading(sided: bool) -> &'static str {
    if sided {
        "Game graph as entered, drawn as a tree"
    } else {
        "Game graph, drawn as a tree"
    }
}

/// The heading and hint above the onside and offside of `S & T`.
pub const SIDES_HEADING: &str = "Onside and offside, each drawn as a tree";
pub const SIDES_HINT: &str = "The game is not a stopper: it has a cycle along which the \
    players alternate, so play can go on for ever. Its value is S & T: the onside S, where \
    infinite play counts for Left, and the offside T, where it counts for Right, each \
    simplified to a canonical stopper whose positions are labelled by value.";

/// The caption of one side: `Onside S = 1`.
pub fn loopy_side_caption(onside: bool, value: &str) -> String {
    if onside {
        format!("Onside S = {value} (infinite play counts for Left)")
    } else {
        format!("Offside T = {value} (infinite play counts for Right)")
    }
}
