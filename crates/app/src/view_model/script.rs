//! The script editor of `#/classical` (issue 30): its line numbers, the
//! line a failure points at, and the words around it. The script itself
//! runs in the script worker; the page reads its failures from the job.

use crate::games::classical::script::{At, ScriptError, ScriptLimits};
use crate::jobs::{JobError, JobFailure, ScriptView};
use crate::view_model::board::Playable;

/// What the editor says under its heading.
pub const SCRIPT_HELP: &str = "Define `fn options(position, player)` (player is \"left\" or \"right\"), \
    or `fn left_options(position)` and `fn right_options(position)`, or `fn options(position)` for an \
    impartial game; each returns an array of positions (strings, numbers, arrays or maps). Optionally \
    `fn components(position)` splits a position into parts whose values add, and `fn board(position)` \
    draws it (#{ grid: [\"..\", \"..\"] }, #{ strip: \"TT..FF\", left: \"T\", right: \"F\" }, \
    #{ heaps: [3, 4] } or a graph as Hackenbush's, #{ graph: #{ edges: [[0, 1, \"b\"]], ground: 0 } }) \
    so that moves are clicks on the board. Name the script to use it in an expression with the \
    built-in games (cake[[[2, 3]]] + cutcake[2x3]). Run it with the button or Ctrl+Enter.";

/// What the name field takes.
pub const NAME_HINT: &str = "the script's name in the expression, e.g. cake";

/// What the expression field of a script takes.
pub const EXPR_HINT: &str = "empty for the position; or an expression that names the script,     e.g. cake[[[2, 3]]] + cutcake[2x3] (a script named cake)";

/// What the position field takes.
pub const POSITION_HINT: &str = "a position as the script writes it, e.g. \"..|..\" or [3, 4]";

/// Lines of the editor's text (at least one: an empty script has line 1).
pub fn line_count(source: &str) -> usize {
    source.split('\n').count()
}

/// The script's own failure, when the job failed because of the script.
pub fn script_error(f: &JobFailure) -> Option<&ScriptError> {
    match f {
        JobFailure::Job(JobError::Script(e)) => Some(e),
        JobFailure::Job(_)
        | JobFailure::WorkerTrapped { .. }
        | JobFailure::WorkerSilent { .. }
        | JobFailure::NoWorker => None,
    }
}

/// The message of a failure of the field `field` (`expression`, `sname`):
/// bad input the worker refused, naming the token (`pie` is not a game).
pub fn field_error(f: &JobFailure, field: &str) -> Option<String> {
    match f {
        JobFailure::Job(e @ JobError::Invalid { field: f, .. }) if f == field => {
            Some(e.to_string())
        }
        JobFailure::Job(_)
        | JobFailure::WorkerTrapped { .. }
        | JobFailure::WorkerSilent { .. }
        | JobFailure::NoWorker => None,
    }
}

/// The line of the script a failure points at, within the script's lines.
pub fn error_line(f: &JobFailure, source: &str) -> Option<usize> {
    let At { line, .. } = script_error(f)?.at()?;
    (1..=line_count(source)).contains(&line).then_some(line)
}

/// The message under the editor: the failure in the script's words, and
/// for a budget refusal which limit it was and how to go further.
pub fn error_text(e: &ScriptError) -> String {
    match e.limit() {
        Some(limit) => {
            let cli = limit.value(&ScriptLimits::CLI);
            let page = limit.value(&ScriptLimits::PAGE);
            let further = if cli > page {
                format!(" The CLI (`pebbles cgt --script FILE --position POS`) allows {cli}.")
            } else {
                String::new()
            };
            format!("{e}. This is a limit of the script's sandbox, not a result about the game.{further}")
        }
        None => e.to_string(),
    }
}

/// The heading of a player's options (`None`: an impartial game's).
pub fn options_title(player: Option<&str>, n: usize) -> String {
    let whose = player.map_or("The options".to_string(), |p| format!("{p}'s options"));
    format!("{whose} ({n}), with their values; a click (here or on the board) moves there")
}

/// The options of the analysed position as moves on its board: a click
/// (or the clicks of a move's gesture) makes the option the page's
/// position. Options without a gesture are reached by their links.
pub fn option_moves(v: &ScriptView) -> Vec<Playable> {
    let mut out: Vec<Playable> = Vec::new();
    for o in v.left.iter().chain(&v.right) {
        if !o.sites.is_empty() && !out.iter().any(|m| m.label == o.position) {
            out.push(Playable {
                board: 0,
                label: o.position.clone(),
                action: format!("moved to {}", crate::notation::shown(&o.position)),
                sites: o.sites.clone(),
                grade: None,
            });
        }
    }
    out
}

/// The editor's line-number gutter as text, one number a line.
pub fn gutter(source: &str) -> Vec<usize> {
    (1..=line_count(source)).collect()
}
