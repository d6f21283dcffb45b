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

#[cfg(test)]
mod tests {
    #[test]
    fn jump_to_heap_finds_its_page() {
        let p = Pager::new(1000, 0);
        assert_eq!(p.page_of_heap(10, "10"), Some(0));
        assert_eq!(p.page_of_heap(10, " 509 "), Some(4));
        assert_eq!(p.page_of_heap(10, "1009"), Some(9));
        assert_eq!(p.page_of_heap(10, "1010"), None);
        assert_eq!(p.page_of_heap(10, "9"), None);
        assert_eq!(p.page_of_heap(10, "x"), None);
    }

    use super::*;
    use crate::jobs::{run, CsRequest, JobRequest, JobResult};
    use crate::state::CsMoves;

    fn table(st: &CsState) -> CsTableResult {
        match run(JobRequest::CsTable(CsRequest::from(st))) {
            Ok(JobResult::CsTable(t)) => t,
            other => panic!("expected a table, got {other:?}"),
        }
    }

    fn listed(shown: &[u32], total: usize) -> Listed {
        Listed {
            shown: shown.to_vec(),
            total,
        }
    }

    #[test]
    fn edits_apply_or_name_the_token() {
        let st = CsState::default();
        let next = reduce(&st, CsAction::Moves(MovesSlot::S, "1..3".into())).unwrap();
        assert_eq!(next.moves, CsMoves::Symmetric(vec![1, 2, 3]));
        assert_eq!(
            reduce(&st, CsAction::Heaps("0..9".into())).unwrap().heaps,
            (0, 9)
        );
        let err = reduce(&st, CsAction::Map("2:x".into())).unwrap_err();
        assert_eq!(err.token, "x");
        assert_eq!(
            reduce(&st, CsAction::Moves(MovesSlot::S, "".into()))
                .unwrap_err()
                .message,
            "give at least one amount"
        );
    }

    #[test]
    fn clicks_and_selects_are_actions() {
        let st = CsState::default();
        let apply = |st: &CsState, a| reduce(st, a).unwrap();
        let p = apply(&st, CsAction::TogglePartizan);
        assert_eq!(
            p.moves,
            CsMoves::Partizan {
                left: vec![2, 3],
                right: vec![2, 3]
            }
        );
        assert_eq!(apply(&p, CsAction::TogglePartizan).moves, st.moves);
        let t = apply(&st, CsAction::Tie(Player::Right, Tie::Friendly));
        assert_eq!(
            (t.ties.left, t.ties.right),
            (Tie::Antagonistic, Tie::Friendly)
        );
        let c = apply(&st, CsAction::ToggleColumn(Variant::Misere));
        assert!(!c.cols.misere && c.cols.normal);
        assert_eq!(
            apply(&c, CsAction::ToggleColumn(Variant::Misere)).cols,
            Columns::ALL
        );
        let x = apply(&st, CsAction::Select(Some(7)));
        assert_eq!(x.selected, Some(7));
        assert_eq!(apply(&x, CsAction::Select(None)).selected, None);
        let l = apply(&st, CsAction::PlayVariant(Variant::Misere));
        let l = apply(&l, CsAction::PlayStarter(Player::Right));
        assert_eq!(l.line, (Variant::Misere, Player::Right));
    }

    #[test]
    fn select_values() {
        assert_eq!(
            tie_select(Player::Left),
            ("tie-left".into(), "Left breaks ties".into())
        );
        assert_eq!(
            starter_options(),
            [
                ("l", "Left moves first".to_string()),
                ("r", "Right moves first".into())
            ]
        );
        let ids: Vec<String> = column_toggles().into_iter().map(|c| c.1).collect();
        assert_eq!(ids, ["col-zs", "col-si", "col-n", "col-m", "col-g"]);
        assert_eq!(remoteness_toggle().0, "col-r");
    }

    #[test]
    fn move_lists_read_as_sentences() {
        assert_eq!(describe_moves(&listed(&[], 0)), "no move");
        assert_eq!(describe_moves(&listed(&[3], 1)), "take 3");
        assert_eq!(describe_moves(&listed(&[2, 3], 2)), "take 2 or 3");
        assert_eq!(describe_moves(&listed(&[1, 2, 3], 3)), "take 1, 2 or 3");
        assert_eq!(
            describe_moves(&listed(&[1, 2], 7)),
            "take 1, 2, or one of 5 more"
        );
        assert_eq!(
            both_starters(&[listed(&[2], 1), listed(&[], 0)]),
            "optimal — Left first: take 2; Right first: no move"
        );
    }

    #[test]
    fn rows_show_the_chosen_columns() {
        let st = CsState {
            heaps: (0, 9),
            ..CsState::default()
        };
        let t = table(&st);
        let all = rows(&t, 0, Columns::ALL, Some(7));
        assert_eq!(all.len(), 10);
        let r7 = &all[7];
        assert!(r7.selected && r7.periodic && !all[4].periodic);
        let texts: Vec<&str> = r7.cells.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(texts, ["1", "-1", "(4, 3)", "(3, 4)", "N", "P", "1"]);
        assert_eq!(r7.cells[0].title, "Left to move: take 2");
        assert!(r7.cells[4].title.starts_with("optimal — Left first: "));
        assert_eq!(all[5].cells[6].title, "every move loses");
        let cols = Columns {
            zero_sum: false,
            misere: false,
            ..Columns::ALL
        };
        let some = rows(&t, 0, cols, None);
        assert_eq!(some[7].cells.len(), 4);
        assert!(!some[7].selected);
        assert!(rows(&t, 1, Columns::ALL, None).is_empty());
    }

    #[test]
    fn remoteness_shows_beside_each_class_when_asked_for() {
        let off = CsState {
            heaps: (0, 9),
            ..CsState::default()
        };
        let on = reduce(&off, CsAction::ToggleRemoteness).unwrap();
        assert!(on.cols.remoteness && !off.cols.remoteness);
        // A table solved without remoteness draws no remoteness column.
        let plain = table(&off);
        assert!(!shown_columns(on.cols, &plain).remoteness);
        let t = table(&on);
        let c = shown_columns(on.cols, &t);
        assert!(c.remoteness);
        assert_eq!(column_count(c), column_count(Columns::ALL) + 2);
        let r7 = &rows(&t, 0, on.cols, None)[7];
        let texts: Vec<&str> = r7.cells.iter().map(|c| c.text.as_str()).collect();
        // S = {2, 3}, heap 7: normal N, the mover wins in 3 (take 2 to 5);
        // misère P, the mover loses in 3.
        assert_eq!(texts[4..], ["N", "3 / 3", "P", "3 / 3", "1"]);
        assert_eq!(
            r7.cells[5].title,
            "remoteness: Left to move wins in 3 moves (hurrying); \
             Right to move wins in 3 moves (hurrying)"
        );
        assert!(r7.cells[7]
            .title
            .contains("Left to move loses in 3 moves (delaying)"));
    }

    #[test]
    fn partizan_tables_have_no_grundy_column() {
        let st = CsState {
            moves: CsMoves::Partizan {
                left: vec![2, 3],
                right: vec![1, 4],
            },
            heaps: (0, 3),
            ..CsState::default()
        };
        let t = table(&st);
        assert!(!shown_columns(Columns::ALL, &t).grundy);
        assert_eq!(rows(&t, 0, Columns::ALL, None)[3].cells.len(), 6);
        assert_eq!(
            period_lines(&t),
            [format!(
                "Zero-sum: no period found in heaps 0..10000, where this page stops looking \
                     ({})",
                crate::view_model::explain::LIMIT_NOTE
            )]
        );
    }

    #[test]
    fn periods_timing_and_chart() {
        let t = table(&CsState::default());
        assert_eq!(
            period_lines(&t),
            [
                "Zero-sum: periodic from heap 5 with period 6",
                "Grundy: periodic from heap 0 with period 5"
            ]
        );
        assert_eq!(timing(&t, 12.4), "Solved heaps 0..10000 in 12 ms.");
        let (heaps, zs, sl, sr) = chart_series(&t);
        assert_eq!(heaps.len(), 21);
        assert_eq!((zs[5], sl[5], sr[5]), (1, 3, 2));
        assert!(chart_svg(&t).unwrap().starts_with("<svg"));
    }

    #[test]
    fn pager_clamps_and_counts() {
        let p = Pager::new(250, 9);
        assert_eq!((p.current, p.pages), (2, 3));
        assert_eq!(p.text(), " rows 201–250 of 250 ");
        assert_eq!(p.turned(1), 2);
        assert_eq!(p.turned(-1), 1);
        assert_eq!(Pager::new(250, 0).turned(-1), 0);
        assert_eq!(Pager::new(0, 0).pages, 1);
    }

    #[test]
    fn play_lines_as_text() {
        let req = CsRequest::from(&CsState::default());
        let Ok(JobResult::CsPlay(p)) = run(JobRequest::CsPlay(req.clone(), 7)) else {
            panic!("expected play lines");
        };
        let PlayText::Steps { steps, summary } = play_text(&p, Variant::SelfInterest, Player::Left)
        else {
            panic!("expected steps");
        };
        assert_eq!(steps[0], "Left takes 2 → heap 5, pockets (2, 0)");
        assert_eq!(summary, "3 moves; final pockets (4, 3).");
        let PlayText::Steps { steps, summary } = play_text(&p, Variant::Normal, Player::Left)
        else {
            panic!("expected steps");
        };
        // Whoever made the last move listed wins in normal play.
        let last = steps.last().unwrap().split(' ').next().unwrap().to_string();
        assert!(
            summary.ends_with(&format!("; {last} moved last and wins (normal play, ±1).")),
            "{summary}"
        );
        assert_eq!(
            play_text(&p, Variant::Grundy, Player::Left),
            PlayText::Missing
        );
        let Ok(JobResult::CsPlay(p)) = run(JobRequest::CsPlay(req, 1)) else {
            panic!("expected play lines");
        };
        assert_eq!(
            play_text(&p, Variant::ZeroSum, Player::Right),
            PlayText::Stuck(
                "Right cannot move from heap 1: play ends at once; zero-sum value Left − Right = 0."
                    .into()
            )
        );
        assert_eq!(play_title(7), "Optimal play from heap 7");
    }
}
