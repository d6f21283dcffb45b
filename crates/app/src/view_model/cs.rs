//! `#/cs` view-model: typed edits of the Cumulative Subtraction view, and
//! every text and choice the page shows (rows, hover texts, play lines,
//! chart series, pager), computed without the DOM.

use crate::charts;
use crate::games::common::{mover_wins, Period, Player, Tie, Variant};
use crate::games::cumulative_subtraction::describe_period;
use crate::jobs::{CsPlayResult, CsRow, CsTableResult, ExportFormat, Listed};
use crate::notation::NotationError;
use crate::state;
use crate::state::{Columns, CsState, MovesSlot, REMOTENESS_CODE};
use crate::view_model::explain;

/// One edit of the `#/cs` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CsAction {
    /// Text of the `s`, `l` or `r` field.
    Moves(MovesSlot, String),
    /// Text of the heap-range field.
    Heaps(String),
    /// Text of the heap-map field.
    Map(String),
    /// Symmetric ⇄ partizan rules, keeping the sets.
    TogglePartizan,
    /// The tie rule of one player.
    Tie(Player, Tie),
    /// Shows or hides the column of a variant.
    ToggleColumn(Variant),
    /// Shows or hides the remoteness beside the normal and misère classes.
    ToggleRemoteness,
    /// The heap whose play line shows (`None` closes it).
    Select(Option<u32>),
    /// The variant of the play line.
    PlayVariant(Variant),
    /// Who moves first in the play line.
    PlayStarter(Player),
    /// Opens or closes the section on scoring play.
    Scoring(bool),
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(st: &CsState, action: CsAction) -> Result<CsState, NotationError> {
    let mut next = st.clone();
    match action {
        CsAction::Moves(slot, text) => next.moves = state::edit_moves(&st.moves, slot, &text)?,
        CsAction::Heaps(text) => next.heaps = state::parse_heap_range(&text)?,
        CsAction::Map(text) => next.map = state::parse_map(&text)?,
        CsAction::TogglePartizan => next.moves = st.moves.toggled(),
        CsAction::Tie(Player::Left, t) => next.ties.left = t,
        CsAction::Tie(Player::Right, t) => next.ties.right = t,
        CsAction::ToggleColumn(v) => next.cols = st.cols.toggled(v),
        CsAction::ToggleRemoteness => next.cols.remoteness = !st.cols.remoteness,
        CsAction::Select(x) => next.selected = x,
        CsAction::PlayVariant(v) => next.line.0 = v,
        CsAction::PlayStarter(p) => next.line.1 = p,
        CsAction::Scoring(open) => next.scoring = open,
    }
    Ok(next)
}

// ------------------------------------------------------------------ editors

/// Element id and label of a player's tie select.
pub fn tie_select(p: Player) -> (String, String) {
    (
        format!("tie-{}", p.to_string().to_lowercase()),
        format!("{p} breaks ties"),
    )
}

/// The column toggles: variant, checkbox id and label, in table order.
pub fn column_toggles() -> [(Variant, String, &'static str); 5] {
    Variant::ALL.map(|v| (v, format!("col-{}", v.short_code()), v.short_name()))
}

// ------------------------------------------------------------------ table

/// Table rows per page.
pub const PAGE_ROWS: usize = 100;

/// Checkbox id and label of the remoteness toggle (after the variants').
pub fn remoteness_toggle() -> (String, &'static str) {
    (format!("col-{REMOTENESS_CODE}"), "remoteness")
}

/// The columns the table draws: Grundy values exist for symmetric rules
/// only, remoteness when the table was solved with it.
pub fn shown_columns(cols: Columns, t: &CsTableResult) -> Columns {
    let has_remoteness = t.rows.first().is_some_and(|r| r.remoteness.is_some());
    Columns {
        grundy: cols.grundy && t.symmetric,
        remoteness: cols.remoteness && has_remoteness && (cols.normal || cols.misere),
        ..cols
    }
}

/// The outcome table's columns for `cols`: the heap, two per pair of
/// starters (zero-sum, self-interest), one per class column and one more
/// beside each class column for its remoteness.
pub fn column_count(cols: Columns) -> usize {
    let class = 1 + usize::from(cols.remoteness);
    1 + 2 * usize::from(cols.zero_sum)
        + 2 * usize::from(cols.self_interest)
        + class * usize::from(cols.normal)
        + class * usize::from(cols.misere)
        + usize::from(cols.grundy)
}

/// A remoteness cell, `[Left to move, Right to move]`: `3 / 4`, and in
/// words who wins and how many moves the game lasts.
fn remoteness_cell(r: [u32; 2], misere: bool) -> Cell {
    let said = Player::BOTH.map(|p| {
        let n = r[p.index()];
        let (verb, how) = if mover_wins(n, misere) {
            ("wins", "hurrying")
        } else {
            ("loses", "delaying")
        };
        let moves = if n == 1 { "move" } else { "moves" };
        format!("{p} to move {verb} in {n} {moves} ({how})")
    });
    Cell {
        text: format!("{} / {}", r[0], r[1]),
        title: format!("remoteness: {}; {}", said[0], said[1]),
    }
}

/// Presenter mode's line under a play line shown up to move `shown` of `len`.
pub fn reveal_hint(shown: usize, len: usize) -> String {
    format!("Move {shown} of {len} shown: → the next move, ← back, End the whole line.")
}

/// "take 2", "take 2 or 3", "take 1, 2 or 3", or with more than are listed
/// "take 1, 2, or one of 5 more".
pub fn describe_moves(m: &Listed) -> String {
    let more = m.total - m.shown.len();
    let list = |s: &[u32]| s.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    match m.shown.as_slice() {
        [] => "no move".to_string(),
        [a] if more == 0 => format!("take {a}"),
        shown if more > 0 => format!("take {}, or one of {more} more", list(shown)),
        [rest @ .., last] => format!("take {} or {last}", list(rest)),
    }
}

/// The hover text of a class cell: the optimal moves for either starter.
pub fn both_starters(m: &[Listed; 2]) -> String {
    format!(
        "optimal — Left first: {}; Right first: {}",
        describe_moves(&m[0]),
        describe_moves(&m[1])
    )
}

/// One table cell: its text and hover text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cell {
    pub text: String,
    pub title: String,
}

/// One table row as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RowView {
    pub heap: u32,
    /// In the zero-sum periodic part.
    pub periodic: bool,
    /// Its play line is open.
    pub selected: bool,
    /// The cells of the shown columns, left to right.
    pub cells: Vec<Cell>,
}

fn row_cells(r: &CsRow, c: Columns) -> Vec<Cell> {
    let cell = |text: String, title: String| Cell { text, title };
    let to_move = |p: Player, m: &Listed| format!("{p} to move: {}", describe_moves(m));
    let pair = |(a, b): (i64, i64)| format!("({a}, {b})");
    let o = &r.optimal;
    let mut cells = Vec::new();
    for p in Player::BOTH.into_iter().filter(|_| c.zero_sum) {
        let i = p.index();
        cells.push(cell(r.zero_sum[i].to_string(), to_move(p, &o.zero_sum[i])));
    }
    for p in Player::BOTH.into_iter().filter(|_| c.self_interest) {
        let i = p.index();
        cells.push(cell(
            pair(r.self_interest[i]),
            to_move(p, &o.self_interest[i]),
        ));
    }
    let remote = r.remoteness.filter(|_| c.remoteness);
    if c.normal {
        cells.push(cell(r.normal.to_string(), both_starters(&o.normal)));
        cells.extend(remote.map(|rm| remoteness_cell(rm[0], false)));
    }
    if c.misere {
        cells.push(cell(r.misere.to_string(), both_starters(&o.misere)));
        cells.extend(remote.map(|rm| remoteness_cell(rm[1], true)));
    }
    if c.grundy {
        let title = if r.grundy == Some(0) {
            "every move loses".to_string()
        } else {
            format!("winning: {}", describe_moves(&o.grundy))
        };
        let text = r.grundy.map(|g| g.to_string()).unwrap_or_default();
        cells.push(cell(text, title));
    }
    cells
}

/// The rows of page `page` (0-based) with the columns `cols` asks for.
pub fn rows(t: &CsTableResult, page: usize, cols: Columns, selected: Option<u32>) -> Vec<RowView> {
    let c = shown_columns(cols, t);
    let onset = t.zero_sum_period.map(|p| p.preperiod);
    t.rows
        .iter()
        .skip(page * PAGE_ROWS)
        .take(PAGE_ROWS)
        .map(|r| RowView {
            heap: r.heap,
            periodic: onset.is_some_and(|o| r.heap >= o),
            selected: selected == Some(r.heap),
            cells: row_cells(r, c),
        })
        .collect()
}

/// Which page of rows shows, of how many.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pager {
    pub current: usize,
    pub pages: usize,
    pub rows: usize,
}

impl Pager {
    /// Page `wanted` of `rows` rows, clamped to the last page.
    pub fn new(rows: usize, wanted: usize) -> Pager {
        let pages = rows.div_ceil(PAGE_ROWS).max(1);
        Pager {
            current: wanted.min(pages - 1),
            pages,
            rows,
        }
    }

    /// The page `delta` pages on, clamped.
    pub fn turned(&self, delta: isize) -> usize {
        self.current
            .saturating_add_signed(delta)
            .min(self.pages - 1)
    }

    /// The page holding heap `text` of a table starting at heap `lo`, or
    /// `None` when `text` is not a heap of the table.
    pub fn page_of_heap(&self, lo: u32, text: &str) -> Option<usize> {
        let heap: u32 = text.trim().parse().ok()?;
        let row = heap.checked_sub(lo)? as usize;
        (row < self.rows).then_some(row / PAGE_ROWS)
    }

    /// " rows 101–200 of 250 ".
    pub fn text(&self) -> String {
        format!(
            " rows {}–{} of {} ",
            self.current * PAGE_ROWS + 1,
            ((self.current + 1) * PAGE_ROWS).min(self.rows),
            self.rows
        )
    }
}

/// The period lines above the table (Grundy only for symmetric rules).
pub fn period_lines(t: &CsTableResult) -> Vec<String> {
    let line = |name, period: Option<Period>| match period {
        Some(_) => describe_period(name, period, t.computed),
        None => explain::no_period_within(name, 0, t.computed),
    };
    let mut lines = vec![line("Zero-sum", t.zero_sum_period)];
    if t.symmetric {
        lines.push(line("Grundy", t.grundy_period));
    }
    lines
}

/// How long the solving took (in the worker, or on the page for a small
/// table: see `jobs::JobRequest::quick`).
pub fn timing(t: &CsTableResult, millis: f64) -> String {
    format!("Solved heaps 0..{} in {millis:.0} ms.", t.computed)
}

/// The export buttons: format, label and element id.
pub const EXPORTS: [(ExportFormat, &str, &str); 2] = [
    (ExportFormat::Csv, "Export CSV", "export-csv"),
    (ExportFormat::Json, "Export JSON", "export-json"),
];

/// The series of the chart (Left starts): heaps, zero-sum values, and
/// Left's and Right's self-interest gains.
pub fn chart_series(t: &CsTableResult) -> (Vec<u32>, Vec<i64>, Vec<i64>, Vec<i64>) {
    let heaps = t.rows.iter().map(|r| r.heap).collect();
    let zs = t.rows.iter().map(|r| r.zero_sum[0]).collect();
    let sl = t.rows.iter().map(|r| r.self_interest[0].0).collect();
    let sr = t.rows.iter().map(|r| r.self_interest[0].1).collect();
    (heaps, zs, sl, sr)
}

/// The chart as SVG, or why it cannot be drawn.
pub fn chart_svg(t: &CsTableResult) -> Result<String, charts::ChartError> {
    let (heaps, zs, sl, sr) = chart_series(t);
    charts::cs_chart(
        &heaps,
        &zs,
        &sl,
        &sr,
        t.zero_sum_period.map(|p| p.preperiod),
    )
}

// ------------------------------------------------------------------ play line

/// The variants a play line can follow (Grundy values have no pockets).
pub const PLAY_VARIANTS: [Variant; 4] = [
    Variant::ZeroSum,
    Variant::SelfInterest,
    Variant::Normal,
    Variant::Misere,
];

/// (value, text) options of the play line's starter select.
pub fn starter_options() -> Vec<(&'static str, String)> {
    super::options(|p: Player| format!("{p} moves first"))
}

/// The play-line panel's heading.
pub fn play_title(heap: u32) -> String {
    format!("Optimal play from heap {heap}")
}

/// One play line as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayText {
    /// The result has no such line.
    Missing,
    /// The starter has no move.
    Stuck(String),
    /// One line per move, then a summary.
    Steps { steps: Vec<String>, summary: String },
}

/// What the end of a play line means in `variant`, given who moved last and
/// the final pockets.
fn ending(variant: Variant, last: Player, (l, r): (i64, i64)) -> String {
    match variant {
        Variant::ZeroSum => format!("; zero-sum value Left − Right = {}", l - r),
        Variant::Normal => format!("; {last} moved last and wins (normal play, ±1)"),
        Variant::Misere => format!("; {last} moved last and loses (misère play, ∓1)"),
        _ => String::new(),
    }
}

/// The line for `variant` and `starter` of a play result, as text.
pub fn play_text(p: &CsPlayResult, variant: Variant, starter: Player) -> PlayText {
    let Some(line) = p
        .lines
        .iter()
        .find(|l| l.variant == variant && l.starter == starter)
    else {
        return PlayText::Missing;
    };
    let Some(last_step) = line.steps.last() else {
        return PlayText::Stuck(format!(
            "{starter} cannot move from heap {}: play ends at once{}.",
            p.heap,
            match variant {
                Variant::Normal => format!("; {starter} loses (normal play)"),
                Variant::Misere => format!("; {starter} wins (misère play)"),
                _ => ending(variant, starter, (0, 0)),
            }
        ));
    };
    let last = last_step.pockets;
    let steps = line
        .steps
        .iter()
        .map(|s| {
            let (l, r) = s.pockets;
            format!(
                "{} takes {} → heap {}, pockets ({l}, {r})",
                s.player, s.amount, s.heap_after
            )
        })
        .collect();
    let n = line.steps.len();
    let summary = if line.complete {
        format!(
            "{n} moves; final pockets ({}, {}){}.",
            last.0,
            last.1,
            ending(variant, last_step.player, last)
        )
    } else {
        format!("The first {n} moves are shown; the line goes on.")
    };
    PlayText::Steps { steps, summary }
}
