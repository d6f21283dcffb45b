//! The Play panel's value-history chart (issue 42): the value after each
//! move, from the family's solver ([`play::value_history`]), as the steps
//! [`value_history_chart`](crate::charts::value_history_chart) draws, or
//! why a game has none.

use super::*;
use crate::charts::HistoryStep;
use crate::games::common::play::HistoryPoint;
use crate::jobs::ScriptPoint;

/// The panel's "Value after each move".
#[derive(Clone, Debug, PartialEq)]
pub enum HistoryView {
    /// One step per position, the start first (a game not yet begun has
    /// its start alone).
    Chart(Vec<HistoryStep>),
    /// Why there is no chart, in a sentence.
    Missing(String),
}

/// Why a game played by the script worker (a script's, a loopy game's)
/// has no chart.
pub const WORKER_HISTORY: &str = "Not drawn for a script's or a loopy game: the worker that \
     plays it sends each move's commentary, not the values as numbers.";

/// The chart's steps of the game `tokens` (its legal moves), or why
/// there is no chart: a value that is no number (a vector of scores, an
/// outcome) is named with the reason, and a solver's refusal is shown.
pub fn history_view<S: AsRef<str>>(game: &PlayGame, tokens: &[S]) -> HistoryView {
    match game.history(tokens) {
        Ok(points) => history_of(&points),
        Err(e) => HistoryView::Missing(format!("Not drawn: {e}")),
    }
}

/// [`history_view`] of the points a solver gave.
pub fn history_of(points: &[HistoryPoint]) -> HistoryView {
    let points: Vec<ScriptPoint> = points.iter().map(ScriptPoint::of).collect();
    history_of_points(&points)
}

/// The chart of the points a worker sent ([`ScriptPlayView::history`]),
/// or why there is none: a value that is no number is named.
pub fn history_of_points(points: &[ScriptPoint]) -> HistoryView {
    let mut steps = Vec::with_capacity(points.len());
    for p in points {
        let Some(plotted) = p.plotted else {
            return HistoryView::Missing(format!(
                "Not drawn: this game's values (such as {}) are not one number on a scale \
                 from Right's wins to Left's, so there is nothing to plot; the moves played \
                 list each value.",
                p.value
            ));
        };
        steps.push(HistoryStep {
            ply: p.ply,
            mover: p.mover.map(Mover::Side),
            name: p.name.clone(),
            value: p.value.clone(),
            plotted,
        });
    }
    HistoryView::Chart(steps)
}
