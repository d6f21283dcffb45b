//! `#/classical` view-model: typed edits of the position (an expression or
//! a sum of boards), the board grids, the report's rows and the game tree.

use crate::charts::{grundy_chart, thermograph_chart, ChartError};
use crate::export::{classical_tree_drawing, svg_document};
use crate::games::classical::loopy::is_loopy;
use crate::games::classical::octal_remoteness::OCTAL_REMOTENESS_BUDGET;
use crate::games::classical::rulesets::MAX_BOARDS;
use crate::games::classical::{script, GameReport, RulesetId, Thermograph, TreeNode, Universe};
use crate::games::common::{Class, Player};
use crate::jobs::{OctalView, ScriptRequest};
use crate::notation::NotationError;
use crate::state::{
    check_script, check_script_expr, check_script_name, check_script_position, parse_boards,
    parse_expr_text, parse_nimtable, parse_octal, parse_octal_heaps, ClassicalState, Position,
};
use crate::view_model::board::edit::{self, BoardEdit};
use crate::view_model::chosen;
use crate::view_model::tree::Picture;

/// One edit of the `#/classical` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassicalAction {
    /// Text of the expression field.
    Expr(String),
    /// `expr` or a ruleset's id: what the position is.
    Kind(String),
    /// Text of the boards field (`+` between boards).
    Boards(String),
    /// An edit of board `b` on the board editor.
    Edit(usize, BoardEdit),
    /// Append a small board to the sum.
    AddBoard,
    /// Remove board `b` from the sum (the last board stays).
    RemoveBoard(usize),
    /// One of [`examples`], by index.
    Example(String),
    /// The octal code field.
    Octal(String),
    /// The heaps of the octal table.
    Heaps(String),
    /// Rows and columns of the Nim table.
    NimTable(String),
    /// Show or hide single heaps' remoteness under the octal table.
    Remoteness(bool),
    /// Text of the script editor.
    Script(String),
    /// Text of the script's position field.
    ScriptPosition(String),
    /// The name the script goes by in the expression (`sname=`).
    ScriptName(String),
    /// The expression naming the script (`g=` with a script); empty for
    /// the script's position.
    ScriptExpr(String),
    /// Who moves first in the Play panel (`first=`), by its code.
    First(String),
    /// The misère switch (`misere=1`).
    Misere(bool),
}

/// What the expression field takes.
pub const EXPR_HINT: &str =
    "e.g. {0,*|-1}, ^ + *2, {3||2*|1*} - 2, ^ <= *, G === H (identical forms), \
     or a position of a game written game[position], e.g. clobber[xo|ox] + 1";

/// Expressions from the seed and CGSuite's documentation, then every
/// ruleset's examples: (label, position).
pub fn examples() -> Vec<(String, Position)> {
    let e = |label: &str, g: &str| (label.to_string(), Position::Expr(g.into()));
    let mut out = vec![
        e("{0,*|-1}", "{0,*|-1}"),
        e("{3||2*|1*}: mean 9/4, temperature 3/4", "{3||2*|1*}"),
        e("^ + ^ + *: ups and stars", "^ + ^ + *"),
        e("*3 + *5 = *6", "*3 + *5"),
        e("G − G = 0", "{2|{1|-1}} - {2|{1|-1}} = 0"),
        e(
            "…but G − G is not identical to 0",
            "{2|{1|-1}} - {2|{1|-1}} === 0",
        ),
        e("G + H and H + G are identical", "{1|*} + ^ === ^ + {1|*}"),
        e("^ ‖ * (confused)", "^ || *"),
        e("Tiny(2)", "Tiny(2)"),
    ];
    for r in page_rulesets() {
        for (label, pos) in r.info().examples {
            let boards = pos.split('+').map(|b| b.trim().to_string()).collect();
            out.push((label.to_string(), Position::Boards(r, boards)));
        }
    }
    for (name, source, position) in script::EXAMPLES {
        let request = ScriptRequest::new(*source, *position);
        out.push((format!("{name}, as a script"), Position::Script(request)));
    }
    out
}

/// The script a new script starts from: the first example.
fn first_script() -> Position {
    let (_, source, position) = script::EXAMPLES[0];
    Position::Script(ScriptRequest::new(source, position))
}

/// Checks an expression by parsing it (boards inside expressions are
/// small, so this is quick); the error names the token and its position.
pub fn check_expr(text: &str) -> Result<String, NotationError> {
    let text = parse_expr_text(text)?;
    if is_loopy(&text) {
        // Read by the worker (the loopy engine is the script worker's):
        // its refusal names the token in the report's place.
        return Ok(text);
    }
    Universe::new()
        .parse_expr(&text)
        .map_err(|e| NotationError::new(e.token(), e.to_string()))?;
    Ok(text)
}

fn boards_mut(next: &mut ClassicalState) -> Option<(RulesetId, &mut Vec<String>)> {
    match &mut next.position {
        Position::Boards(r, b) => Some((*r, b)),
        Position::Expr(_) | Position::Script(_) => None,
    }
}

/// The script being edited, or the first example's (to edit from).
fn script_mut(next: &mut ClassicalState) -> &mut ScriptRequest {
    if !matches!(next.position, Position::Script(_)) {
        next.position = first_script();
    }
    match &mut next.position {
        Position::Script(s) => s,
        Position::Expr(_) | Position::Boards(..) => unreachable!("set just above"),
    }
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(
    st: &ClassicalState,
    action: ClassicalAction,
) -> Result<ClassicalState, NotationError> {
    let mut next = st.clone();
    match action {
        ClassicalAction::Expr(text) => next.position = Position::Expr(check_expr(&text)?),
        ClassicalAction::Kind(code) => {
            next.position = match code.parse::<RulesetId>() {
                Ok(r) => Position::Boards(r, vec![r.info().start.to_string()]),
                Err(_) if code == SCRIPT => first_script(),
                Err(_) => ClassicalState::default().position,
            };
            if kind_code(&st.position) == kind_code(&next.position) {
                next.position = st.position.clone();
            }
        }
        ClassicalAction::Boards(text) => {
            let r = ruleset(st).unwrap_or_else(|| RulesetId::all().next().expect("a ruleset"));
            next.position = Position::Boards(r, parse_boards(r, &text)?);
        }
        ClassicalAction::Edit(b, e) => {
            if let Some((r, boards)) = boards_mut(&mut next) {
                if let Some(text) = boards.get_mut(b) {
                    *text = edit::apply(r, text, e)?;
                }
            }
        }
        ClassicalAction::AddBoard => {
            if let Some((r, boards)) = boards_mut(&mut next) {
                if boards.len() >= MAX_BOARDS {
                    return Err(NotationError::new(
                        "+",
                        format!("a sum holds at most {MAX_BOARDS} boards"),
                    ));
                }
                boards.push(r.info().start.to_string());
            }
        }
        ClassicalAction::RemoveBoard(b) => {
            if let Some((_, boards)) = boards_mut(&mut next) {
                if boards.len() > 1 && b < boards.len() {
                    boards.remove(b);
                }
            }
        }
        ClassicalAction::Example(i) => {
            let list = examples();
            let k: usize = i
                .parse()
                .map_err(|_| NotationError::new(&i, "is not an example"))?;
            let (_, p) = list
                .get(k)
                .ok_or_else(|| NotationError::new(&i, "is not an example"))?;
            next.position = p.clone();
        }
        ClassicalAction::Octal(text) => next.octal = parse_octal(&text)?,
        ClassicalAction::Remoteness(on) => next.remoteness = on,
        ClassicalAction::Heaps(text) => next.heaps = parse_octal_heaps(&text)?,
        ClassicalAction::NimTable(text) => next.nimtable = parse_nimtable(&text)?,
        ClassicalAction::Script(text) => script_mut(&mut next).source = check_script(&text)?,
        ClassicalAction::ScriptPosition(text) => {
            let script = script_mut(&mut next);
            script.position = check_script_position(&text)?;
            // A position asked for is shown, not the expression.
            script.expr = None;
        }
        ClassicalAction::ScriptName(text) => script_mut(&mut next).name = check_script_name(&text)?,
        ClassicalAction::ScriptExpr(text) => script_mut(&mut next).expr = check_script_expr(&text)?,
        ClassicalAction::First(code) => next.first = chosen(&code, st.first),
        ClassicalAction::Misere(on) => next.misere = on,
    }
    if next.position != st.position || next.first != st.first {
        // A game in progress belongs to the position and the player it
        // started from.
        next.play.moves.clear();
    }
    Ok(next)
}

/// The kind of a position written as a script.
const SCRIPT: &str = "script";

/// `expr`, `script` or the ruleset's id.
pub fn kind_code(p: &Position) -> &'static str {
    match p {
        Position::Expr(_) => "expr",
        Position::Boards(r, _) => r.code(),
        Position::Script(_) => SCRIPT,
    }
}

/// The rulesets the page offers (picker, examples, gallery cards): every
/// ruleset of the registry. The loopy ones (Fox and Geese, Backsliding
/// Toads and Frogs), whose positions repeat, are analysed and played in
/// the script worker (`jobs/loopy.rs`), which has the loopy engine.
pub fn page_rulesets() -> impl Iterator<Item = RulesetId> {
    RulesetId::all()
}

/// The choices of the position kind: (value, label).
pub fn kinds() -> Vec<(&'static str, String)> {
    let mut out = vec![("expr", "an expression".to_string())];
    out.extend(page_rulesets().map(|r| (r.code(), r.info().name.to_string())));
    out.push((SCRIPT, "a game of your own (a script)".to_string()));
    out
}

pub fn ruleset(st: &ClassicalState) -> Option<RulesetId> {
    match &st.position {
        Position::Boards(r, _) => Some(*r),
        Position::Expr(_) | Position::Script(_) => None,
    }
}

/// `N: the first player wins (G ‖ 0)` and the like.
pub fn outcome_text(c: Class) -> String {
    let (who, rel) = match c {
        Class::L => ("Left wins, whoever starts", "G > 0"),
        Class::R => ("Right wins, whoever starts", "G < 0"),
        Class::N => ("the first player wins", "G ‖ 0"),
        Class::P => ("the second player wins", "G = 0"),
    };
    format!("{c}: {who} ({rel})")
}

/// A report value's text in pieces: `(true, code)` for the parts written
/// in backticks (game forms), `(false, words)` for the rest; a value with
/// no backticks is one piece of code.
pub fn code_spans(text: &str) -> Vec<(bool, String)> {
    if !text.contains('`') {
        return vec![(true, text.to_string())];
    }
    text.split('`')
        .enumerate()
        .filter(|(_, part)| !part.is_empty())
        .map(|(i, part)| (i % 2 == 1, part.to_string()))
        .collect()
}

/// Forms longer than this (bytes) are shown as one text that may break
/// anywhere: a piece per option would be hundreds of thousands of nodes.
pub const FORM_BREAKS_MAX: usize = 4_096;

/// A game form in the pieces a line may break after: each ends at a `,`
/// or a `|` (`{0,{2|0}|*}` → `{0,` `{2|` `0}|` `*}`), so a form wraps
/// between its options and never inside a token such as `Miny(2)`;
/// `None` for a form over [`FORM_BREAKS_MAX`].
pub fn form_breaks(form: &str) -> Option<Vec<&str>> {
    (form.len() <= FORM_BREAKS_MAX).then(|| form.split_inclusive([',', '|']).collect())
}

/// The value line under the editor's board: `value 3/4 · L: Left wins,
/// whoever starts (G > 0)`.
pub fn board_value(r: &GameReport) -> String {
    format!("value {} · {}", r.canonical, outcome_text(r.outcome))
}

/// The report as (name, value, explanation) rows.
pub fn report_rows(r: &GameReport) -> Vec<(&'static str, String, &'static str)> {
    let aw = r.atomic_weight_shown(|why| format!(": {why}"));
    let mut rows = vec![
        (
            "canonical form",
            r.canonical.clone(),
            "the simplest game equal to it",
        ),
        (
            "outcome",
            outcome_text(r.outcome),
            "who wins against best play",
        ),
        (
            "left stop",
            r.left_stop.to_string(),
            "where the game settles when Left starts and both play to the end of the hot part",
        ),
        (
            "right stop",
            r.right_stop.to_string(),
            "the same when Right starts",
        ),
        (
            "mean",
            r.or_stopped(r.mean.map(|m| m.to_string()), "thermograph"),
            "the value the thermograph's mast stands on",
        ),
        (
            "temperature",
            r.or_stopped(r.temperature.map(|t| t.to_string()), "thermograph"),
            "how much a move is worth: the height where the mast begins",
        ),
        (
            "birthday",
            r.birthday.to_string(),
            "the day the game is born: the depth of its canonical tree",
        ),
        (
            "reduced form",
            r.or_stopped(r.reduced.clone(), "reduced"),
            "the simplest game infinitesimally close",
        ),
        ("atomic weight", aw, "for all-small games: its size in ups"),
    ];
    if let Some(k) = r.grundy {
        rows.insert(
            2,
            (
                "Grundy value",
                k.to_string(),
                "an impartial game is the nimber *k: a Nim heap of k",
            ),
        );
    }
    if let Some(row) = super::classical_misere::misere_row(r) {
        let at = rows
            .iter()
            .position(|row| row.0 == "outcome")
            .map_or(1, |i| i + 1);
        rows.insert(at, row);
    }
    rows
}

/// The game tree drawn for the page and its downloads.
pub fn tree_picture(t: &TreeNode) -> Picture {
    let drawing = classical_tree_drawing(t);
    Picture {
        svg: svg_document(&drawing),
        drawing,
        line: Vec::new(),
    }
}

/// The drawn node (numbered as [`tree_picture`] draws them: depth first,
/// Left's options before Right's) of the root's option for `mover` whose
/// canonical form is `form`; `None` when the canonical form has no such
/// option (the move is dominated or reversible).
pub fn tree_option(t: &TreeNode, mover: Player, form: &str) -> Option<usize> {
    let size = |n: &TreeNode| {
        let (mut count, mut stack) = (0, vec![n]);
        while let Some(x) = stack.pop() {
            count += 1;
            stack.extend(x.left.iter().chain(&x.right));
        }
        count
    };
    let mut id = 1;
    for (k, c) in t.left.iter().chain(&t.right).enumerate() {
        let side = if k < t.left.len() {
            Player::Left
        } else {
            Player::Right
        };
        if side == mover && c.label == form {
            return Some(id);
        }
        id += size(c);
    }
    None
}

/// The line under the tree while the move `label` is pointed at.
pub fn tree_option_line(label: &str, mover: Player, form: &str, found: bool) -> String {
    if found {
        format!("{label}: {mover}'s option {form}, marked in the game tree.")
    } else {
        format!(
            "{label}: leads to {form}, which is not an option of the canonical form \
             ({mover}'s move is dominated or reversible)."
        )
    }
}

/// The thermograph of a report as an SVG chart.
pub fn thermograph_svg(r: &GameReport) -> Result<String, ChartError> {
    let not_computed = || ChartError::NotComputed {
        what: "thermograph".into(),
        why: r.stopped("thermograph").unwrap_or("stopped").into(),
    };
    let (Some(walls), Some(mean), Some(temperature)) = (&r.thermograph, r.mean, r.temperature)
    else {
        return Err(not_computed());
    };
    let th = Thermograph {
        left: walls.left.clone(),
        right: walls.right.clone(),
        mean,
        temperature,
    };
    thermograph_chart(&format!("Thermograph of {}", r.canonical), &th, None)
}

/// Grundy values in rows of ten, as the slides list them: `(first heap of
/// the row, values)`, `None` outside the heaps asked for.
pub fn octal_rows(v: &OctalView) -> Vec<(u32, Vec<Option<u32>>)> {
    let grundy: Vec<Option<u32>> = v.grundy.iter().copied().map(Some).collect();
    rows_of_ten(v.from, &grundy)
}

/// Single heaps' remoteness in rows of ten like [`octal_rows`], when the
/// job computed it; `None` cells past the search budget.
pub fn remoteness_rows(v: &OctalView) -> Option<Vec<(u32, Vec<Option<u32>>)>> {
    v.remoteness.as_ref().map(|r| rows_of_ten(v.from, r))
}

/// What the remoteness table shows, and how far its search reached.
pub fn remoteness_note(v: &OctalView) -> String {
    let known = v
        .remoteness
        .iter()
        .flatten()
        .take_while(|r| r.is_some())
        .count();
    let shown = v.remoteness.as_ref().map_or(0, Vec::len);
    let head = "Remoteness of a single heap: the moves to the end under best play \
                (the winner hurries, the loser delays); odd means the player to move wins.";
    if known < shown {
        let last = v.from + known as u32;
        format!(
            "{head} A move can leave several heaps, so it is searched over whole positions, \
             at most {OCTAL_REMOTENESS_BUDGET} of them: shown up to heap {}.",
            last.saturating_sub(1)
        )
    } else {
        head.to_string()
    }
}

/// `values[i]` of heap `from + i` in rows of ten: `(first heap of the row,
/// cells)`, `None` outside the heaps listed.
fn rows_of_ten(from: u32, values: &[Option<u32>]) -> Vec<(u32, Vec<Option<u32>>)> {
    let to = from + values.len() as u32;
    let first = from / 10 * 10;
    (first..to)
        .step_by(10)
        .map(|row| {
            let cells = (row..row + 10)
                .map(|n| {
                    (n >= from && n < to)
                        .then(|| values[(n - from) as usize])
                        .flatten()
                })
                .collect();
            (row, cells)
        })
        .collect()
}

/// `Periodic: period 12 from heap 71 (proven at heap 171 by the octal
/// periodicity theorem).` or why no period is claimed.
pub fn period_text(v: &OctalView) -> String {
    match v.period {
        Some(p) => format!(
            "Periodic: period {} from heap {} (proven by the octal periodicity theorem from the values up to heap {}; later values follow from the period).",
            p.period, p.preperiod, v.computed_to
        ),
        None => format!(
            "No period proven from the values up to heap {}: list more heaps (up to 1 000 000) to look further ({}).",
            v.computed_to, crate::view_model::explain::RANGE_NOTE
        ),
    }
}

/// The Grundy sequence as an SVG chart.
pub fn grundy_svg(v: &OctalView) -> Result<String, ChartError> {
    grundy_chart(&v.code, v.from, &v.grundy, v.period)
}
