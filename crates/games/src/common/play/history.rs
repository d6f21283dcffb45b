//! The value of every position of a game played so far, as numbers a
//! chart can plot (issue 42: the value-history chart of the Play panel).
//!
//! A position's value is plotted as a number where it is one (a score,
//! [`Value::score`], or a short game that is a number); a short game that
//! is not a number (`{1|-1}`, `*`, `↑`) by its Left and Right stops and its
//! mean, which the family's solver gives through [`Rules::plotted`].

use serde::{Deserialize, Serialize};

use super::{apply, Mover, PlayError, Rules, Value};

/// What a chart can plot of a position's value.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Plotted {
    /// The value is this number (Left's view: positive favours Left).
    Number(f64),
    /// A short game that is not a number: its Left stop, its Right stop
    /// (`right ≤ left`) and its mean (between them).
    Stops { left: f64, right: f64, mean: f64 },
}

/// One position of a game: the start (`ply` 0) or the position after move
/// `ply`, who made that move and how it is written, its value as the
/// family writes it, and what a chart plots of it (`None` where the value
/// is no number: a vector of scores, an outcome).
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryPoint {
    pub ply: usize,
    /// The move that led here: its mover, its label and its name in the
    /// board's words; `None` at the start.
    pub by: Option<(Mover, String, String)>,
    pub value: Value,
    pub plotted: Option<Plotted>,
}

/// Every position of the game `moves` from `start`: `moves.len() + 1`
/// points, the start first, each with its value and what can be plotted
/// of it. An illegal move is refused by name ([`PlayError::Illegal`]).
pub fn value_history<R: Rules, S: AsRef<str>>(
    rules: &R,
    start: &R::Pos,
    moves: &[S],
) -> Result<Vec<HistoryPoint>, PlayError> {
    let mut pos = start.clone();
    let mut points = vec![point(rules, &pos, 0, None)?];
    for (i, token) in moves.iter().enumerate() {
        let (mover, options, next, k) = apply(rules, &pos, i + 1, token.as_ref())?;
        let label = options[k].0.clone();
        let name = rules.name(&pos, &label);
        points.push(point(rules, &next, i + 1, Some((mover, label, name)))?);
        pos = next;
    }
    Ok(points)
}

fn point<R: Rules>(
    rules: &R,
    pos: &R::Pos,
    ply: usize,
    by: Option<(Mover, String, String)>,
) -> Result<HistoryPoint, PlayError> {
    let value = rules.value(pos)?;
    let plotted = match value.score {
        Some(v) => Some(Plotted::Number(v)),
        None => rules.plotted(pos),
    };
    Ok(HistoryPoint {
        ply,
        by,
        value,
        plotted,
    })
}
