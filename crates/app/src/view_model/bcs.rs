//! `#/bcs` view-model: typed edits of the bidding view and everything the
//! page shows that is not markup (table layout, cell and matrix texts, the
//! checks list, the Theorem 29 rows, chart inputs).

use crate::games::bidding::{play_action, preset, BidMatrix, Play, Player, PRESETS};
use crate::jobs::{BcsTableResult, SweepPoint};
use crate::layout::AutomatonFigure;
use crate::notation::{self, NotationError};
use crate::state;
use crate::state::BcsState;
use crate::view_model::grid::GridWindow;

mod checks;
pub use checks::{check_lines, checks_view, yes_no, CheckLine, ChecksView, Mark};

/// One edit of the `#/bcs` view: the text of one field, the marker select,
/// or a click on a table cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BcsAction {
    Moves(String),
    /// Partizan rules on (Right's set starts as a copy of Left's) or off.
    Partizan(bool),
    /// Left's (`l`) and Right's (`r`) sets; one of them may be empty.
    Left(String),
    Right(String),
    /// Weight formulas (`wl`, `wr`) and the penalty (`tau`); empty text is
    /// the default (`a`, `a`, `0`).
    LeftWeights(String),
    RightWeights(String),
    Penalty(String),
    TotalBudget(String),
    Heaps(String),
    Bids(String),
    Plot(String),
    Budgets(String),
    /// `x,p`, or empty for no matrix.
    Matrix(String),
    /// Whose marker the table shows.
    Marker(Player),
    /// A click on table cell (heap `x`, Left's budget `p`): show its matrix.
    SelectCell(u32, u32),
    /// The automaton figure shown: 3, 4, 5 or 6.
    Figure(u32),
    /// Load a preset ruleset (the zugzwang examples); empty: none.
    Preset(String),
    /// Heap-dynamic overrides `heap:moves;…` (`map`).
    Map(String),
}

/// The marker select's (value, text) options: who holds the marker, and
/// the table that shows.
pub fn marker_options() -> Vec<(&'static str, String)> {
    super::options(|p: Player| {
        match p {
            Player::Left => "Left: o_p(x)",
            Player::Right => "Right: ν_p(x)",
        }
        .to_string()
    })
}

/// The marker select's value as an action (Left for a value it does not offer).
pub fn marker_action(code: &str) -> BcsAction {
    BcsAction::Marker(super::chosen(code, Player::Left))
}

/// Keeps budget-dependent fields within a new total budget.
pub fn clamp_to_budget(st: &mut BcsState) {
    let tb = st.total_budget;
    if let Some(b) = &mut st.bids {
        b.retain(|&v| v <= tb);
        if b.is_empty() {
            st.bids = None;
        }
    }
    st.plot.retain(|&p| p <= tb);
    if st.matrix.is_some_and(|(_, p)| p > tb) {
        st.matrix = None;
    }
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(st: &BcsState, action: BcsAction) -> Result<BcsState, NotationError> {
    let mut next = st.clone();
    let tb = st.total_budget;
    match action {
        BcsAction::Moves(text) => {
            let s = state::parse_moves(&text)?;
            if s.is_empty() {
                return Err(NotationError::new(&text, "give at least one amount"));
            }
            next.moves = s;
        }
        BcsAction::Partizan(on) => {
            next.right = on.then(|| st.right.clone().unwrap_or_else(|| st.moves.clone()));
        }
        BcsAction::Left(text) => {
            let right = st.right.clone().unwrap_or_else(|| st.moves.clone());
            next.moves = side_set(&text, &right)?;
            next.right = Some(right);
        }
        BcsAction::Right(text) => next.right = Some(side_set(&text, &st.moves)?),
        BcsAction::LeftWeights(text) => next.wl = formula(&text, "wl")?,
        BcsAction::RightWeights(text) => next.wr = formula(&text, "wr")?,
        BcsAction::Penalty(text) => next.tau = formula(&text, "tau")?,
        BcsAction::TotalBudget(text) => {
            next.total_budget = state::parse_budget(&text)?;
            clamp_to_budget(&mut next);
        }
        BcsAction::Heaps(text) => next.heaps = state::parse_bcs_heaps(&text)?,
        BcsAction::Bids(text) => {
            let b = notation::parse_set(&text, 0, tb)?;
            next.bids = (!b.is_empty()).then_some(b);
        }
        BcsAction::Plot(text) => next.plot = state::parse_budget_list(&text, tb)?,
        BcsAction::Budgets(text) => next.budgets = state::parse_budgets(&text)?,
        BcsAction::Matrix(text) => {
            next.matrix = if text.trim().is_empty() {
                None
            } else {
                Some(state::parse_matrix(&text, tb)?)
            }
        }
        BcsAction::Marker(m) => next.marker = m,
        BcsAction::SelectCell(x, p) => next.matrix = Some((x, p)),
        BcsAction::Map(text) => next.map = state::parse_map(&text)?,
        BcsAction::Preset(name) if name.trim().is_empty() => {}
        BcsAction::Preset(name) => {
            let r = preset(&name).map_err(|e| NotationError::new(name.trim(), e.to_string()))?;
            state::apply_rules(&mut next, &r);
            next.matrix = None;
            next.plot.clear();
        }
        BcsAction::Figure(f) => {
            if AutomatonFigure::from_number(f).is_none() {
                return Err(NotationError::new(
                    f.to_string(),
                    "is not one of the figures 3..6",
                ));
            }
            next.figure = f;
        }
    }
    Ok(next)
}

/// A partizan side's set (empty text: the empty set), unless the `other`
/// side is empty too.
fn side_set(text: &str, other: &[u32]) -> Result<Vec<u32>, NotationError> {
    let set = if text.trim().is_empty() {
        Vec::new()
    } else {
        state::parse_moves(text)?
    };
    if set.is_empty() && other.is_empty() {
        return Err(NotationError::new(text, "at least one player needs a move"));
    }
    Ok(set)
}

/// A weight or penalty field: `None` for empty text (the default).
fn formula(text: &str, name: &str) -> Result<Option<String>, NotationError> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    state::check_formula(name, text).map(Some)
}

/// Budgets drawn in the value chart: the chosen ones, or 0, TB/2 and TB.
pub fn plotted(st: &BcsState) -> Vec<u32> {
    if !st.plot.is_empty() {
        return st.plot.clone();
    }
    let mut v = vec![0, st.total_budget / 2, st.total_budget];
    v.dedup();
    v
}

/// The field texts of a state: bids (empty = every bid) and matrix (`x,p`).
pub fn bids_text(st: &BcsState) -> String {
    st.bids
        .as_deref()
        .map(notation::format_set)
        .unwrap_or_default()
}

pub fn matrix_text(st: &BcsState) -> String {
    st.matrix
        .map(|(x, p)| format!("{x},{p}"))
        .unwrap_or_default()
}

/// The summary's first sentence: the period, the convergence heap and the bound.
pub fn period_text(t: &BcsTableResult) -> String {
    let period = match t.period {
        Some(p) => format!(
            "Periodic from heap {} with period {}",
            p.preperiod, p.period
        ),
        None if t.heap_dependent => format!(
            "Heaps 0..{} (a weight depends on the heap n, so no period is looked for)",
            t.computed.saturating_sub(1)
        ),
        None => format!(
            "No period found within heaps 0..{} (where the browser's work limit stopped \
             the search; this is a limit, not a result — the CLI can look further)",
            t.computed.saturating_sub(1)
        ),
    };
    let stopped = t
        .error
        .as_ref()
        .map(|e| format!(" Stopped after heap {}: {e}.", t.computed.saturating_sub(1)))
        .unwrap_or_default();
    format!(
        "{period}; convergence heap {}, Theorem 27 bound {}.{stopped}",
        dash(t.convergence_heap),
        t.bound
    )
}

/// A number, or `–` for none.
pub fn dash(v: Option<u32>) -> String {
    v.map_or("–".to_string(), |v| v.to_string())
}

/// One value of the table, columns `p = TB..=0`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableCell {
    pub x: u32,
    pub p: u32,
    pub value: i64,
    /// The hover explanation (empty for big tables).
    pub title: String,
    /// This cell's matrix is shown.
    pub selected: bool,
}

/// One row (heap) of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    pub x: u32,
    /// `even` or `odd`, for the row shading.
    pub parity: &'static str,
    /// In the periodic part.
    pub periodic: bool,
    pub cells: Vec<TableCell>,
}

/// What the page says under the table about the cell the visitor clicked,
/// tapped or moved to with the keys: what hovering it shows.
pub fn cell_detail(c: &TableCell) -> String {
    let head = format!("x = {}, p = {}: value {}", c.x, c.p, c.value);
    if c.title.is_empty() {
        format!("{head} (click or press Enter for its bidding matrix)")
    } else {
        format!("{head}; {}", c.title)
    }
}

/// The value table as the page lays it out: the chosen marker's values,
/// rows `lo..=hi`, columns `p` from `TB` down to 0 (the paper's layout);
/// only the rows and columns of `window` (indices from the top left).
pub fn table_rows(
    t: &BcsTableResult,
    marker: Player,
    matrix: Option<(u32, u32)>,
    window: &GridWindow,
) -> Vec<TableRow> {
    let rows = match marker {
        Player::Left => &t.left_marker,
        Player::Right => &t.right_marker,
    };
    let onset = t.period.map(|p| p.preperiod);
    let tb = t.total_budget;
    let (r0, r1) = window.rows;
    let (c0, c1) = (window.cols.0.min(tb + 1), window.cols.1.min(tb + 1));
    rows.iter()
        .enumerate()
        .skip(r0 as usize)
        .take(r1.saturating_sub(r0) as usize)
        .map(|(i, row)| {
            let x = t.lo + i as u32;
            let cells = (c0..c1)
                .map(|c| tb - c)
                .map(|p| TableCell {
                    x,
                    p,
                    value: row[p as usize],
                    title: t
                        .hover
                        .get(i)
                        .and_then(|h| h.get(p as usize))
                        .cloned()
                        .unwrap_or_default(),
                    selected: matrix == Some((x, p)),
                })
                .collect();
            TableRow {
                x,
                parity: if x % 2 == 0 { "even" } else { "odd" },
                periodic: onset.is_some_and(|o| x >= o),
                cells,
            }
        })
        .collect()
}

/// A matrix entry: the value, or `·` for a bid outside `B`.
pub fn matrix_cell(v: Option<i64>) -> String {
    v.map_or("·".to_string(), |v| v.to_string())
}

/// The matrix section's heading.
pub fn matrix_title(m: &BidMatrix) -> String {
    format!(
        "Bidding matrix at x = {}, p = {}, q = {} ({} holds the marker)",
        m.x, m.p, m.q, m.marker
    )
}

/// The line under the heading of a non-terminal matrix.
pub fn matrix_legend(m: &BidMatrix) -> String {
    format!(
        "Value {} (maximin {}, minimax {}). Rows: Right's bid r; columns: Left's bid ℓ; \
         highlighted: equilibria; · marks bids outside B.",
        m.value, m.maximin, m.minimax
    )
}

/// One matrix row: Right's bid, the cells as (text, equilibrium), the row maximum.
pub type MatrixRow = (u32, Vec<(String, bool)>, String);

/// Rows of the matrix: per Right's bid `r`, the cells as (text, equilibrium)
/// and the row maximum.
pub fn matrix_rows(m: &BidMatrix) -> Vec<MatrixRow> {
    m.cells
        .iter()
        .enumerate()
        .map(|(r, row)| {
            let cells = row
                .iter()
                .enumerate()
                .map(|(l, v)| {
                    (
                        matrix_cell(*v),
                        m.equilibria.contains(&(l as u32, r as u32)),
                    )
                })
                .collect();
            (
                r as u32,
                cells,
                matrix_cell(m.row_max.get(r).copied().flatten()),
            )
        })
        .collect()
}

/// One optimal play after the bidding, as a sentence.
pub fn play_text(pl: &Play) -> String {
    let (l, r) = (dash(pl.left_bid), dash(pl.right_bid));
    format!("ℓ = {l}, r = {r}{} → value {}", play_action(pl), pl.value)
}

/// Theorem 29's table: `k`, the paper's least budgets with and without the
/// marker, and those read off the table.
pub fn forced_rows(t: &BcsTableResult) -> Vec<[String; 5]> {
    t.forced
        .iter()
        .map(|f| {
            let exact = t.forced_exact.iter().find(|e| e.moves == f.moves);
            [
                f.moves.to_string(),
                dash(f.with_marker),
                dash(f.without_marker),
                exact.map_or("–".to_string(), |e| dash(e.with_marker)),
                exact.map_or("–".to_string(), |e| dash(e.without_marker)),
            ]
        })
        .collect()
}

/// Figures 1–2 of the paper: the limit values for large heaps, one row per
/// heap parity, columns `(x, p̂)` from `p̂ = TB` down to 0 (Left holds the
/// marker), signed as the paper prints them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitTable {
    pub header: Vec<String>,
    /// ("x even" | "x odd", values).
    pub rows: Vec<(String, Vec<String>)>,
    pub note: String,
}

/// A limit value as the paper prints it: `+5`, `0`, `−3`.
fn signed(v: i64) -> String {
    match v {
        0 => "0".into(),
        v if v > 0 => format!("+{v}"),
        v => format!("−{}", -v),
    }
}

/// The limit table of a periodic table with period 1 or 2, else `None`.
pub fn limit_table(t: &BcsTableResult) -> Option<LimitTable> {
    let l = t.limits.as_ref()?;
    let row = |v: &[i64]| v.iter().rev().map(|&v| signed(v)).collect();
    Some(LimitTable {
        header: (0..=t.total_budget)
            .rev()
            .map(|p| format!("(x, {p}^)"))
            .collect(),
        rows: vec![
            ("x even".into(), row(&l.even)),
            ("x odd".into(), row(&l.odd)),
        ],
        note: "As in the paper's Figures 1 (TB = 8) and 2 (TB = 9), for all large heaps. \
               The paper's rows are labelled the other way round — \"x even\" holds the odd values — \
               a misprint: by Lemma 9 a value has its heap's parity. Figure 2's odd row also misses \
               o₃ = −1."
            .into(),
    })
}

/// The automaton figure select's options: (number, caption).
pub fn figure_options() -> Vec<(String, String)> {
    AutomatonFigure::ALL
        .iter()
        .map(|f| (f.number().to_string(), f.caption().to_string()))
        .collect()
}

/// The preset select's options: none, then (name, description).
pub fn preset_options() -> Vec<(String, String)> {
    std::iter::once((String::new(), "none".to_string()))
        .chain(
            PRESETS
                .iter()
                .map(|(n, d)| (n.to_string(), format!("{n}: {d}"))),
        )
        .collect()
}

/// The figure select's value as an action (anything unreadable: Figure 4).
pub fn figure_action(code: &str) -> BcsAction {
    BcsAction::Figure(code.parse().unwrap_or(4))
}

/// The chosen figure (Figure 4 if the state holds another number).
pub fn figure(st: &BcsState) -> AutomatonFigure {
    AutomatonFigure::from_number(st.figure).unwrap_or(AutomatonFigure::Wins)
}

/// The convergence chart's points: (TB, convergence heap, bound).
pub fn sweep_points(points: &[SweepPoint]) -> Vec<(u32, Option<u32>, u64)> {
    points
        .iter()
        .map(|p| (p.total_budget, p.convergence_heap, p.bound))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::{run, BcsRequest, JobRequest, JobResult};

    fn solved(st: &BcsState) -> BcsTableResult {
        let Ok(JobResult::BcsTable(t)) = run(JobRequest::BcsTable(BcsRequest::from(st))) else {
            panic!("expected a table");
        };
        *t
    }

    #[test]
    fn clicks_and_the_marker_select_are_actions() {
        let st = BcsState::default();
        let st = reduce(&st, BcsAction::SelectCell(9, 6)).unwrap();
        assert_eq!(st.matrix, Some((9, 6)));
        assert_eq!(matrix_text(&st), "9,6");
        let st = reduce(&st, marker_action("r")).unwrap();
        assert_eq!(st.marker, Player::Right);
        assert_eq!(marker_options()[1].0, st.marker.code());
        let st = reduce(&st, marker_action("l")).unwrap();
        assert_eq!(st.marker, Player::Left);
    }

    #[test]
    fn plotted_budgets_default_to_the_ends_and_the_middle() {
        let mut st = BcsState::default();
        assert_eq!(plotted(&st), vec![0, 4, 9]);
        st.total_budget = 0;
        assert_eq!(plotted(&st), vec![0]);
        st.plot = vec![3];
        assert_eq!(plotted(&st), vec![3]);
    }

    /// A window of a big table holds exactly its rows and columns.
    #[test]
    fn a_windowed_table_holds_only_its_window() {
        let st = BcsState {
            total_budget: 100,
            heaps: (0, 300),
            matrix: Some((150, 95)),
            ..BcsState::default()
        };
        let t = solved(&st);
        let w = crate::view_model::grid::grid_window(301, 101, (3900.0, 0.0), (260.0, 260.0));
        let rows = table_rows(&t, st.marker, st.matrix, &w);
        assert_eq!(rows.len() as u32, w.rows.1 - w.rows.0);
        assert_eq!(rows[0].x, w.rows.0);
        assert_eq!(rows[0].cells.len() as u32, w.cols.1 - w.cols.0);
        assert_eq!(rows[0].cells[0].p, 100 - w.cols.0);
        let all = GridWindow::all(301, 101);
        let whole = table_rows(&t, st.marker, st.matrix, &all);
        let x = rows[3].x as usize;
        assert_eq!(
            rows[3].cells[2].value,
            whole[x].cells[w.cols.0 as usize + 2].value
        );
        assert!(rows.iter().flat_map(|r| &r.cells).any(|c| c.selected));
    }

    /// Example 11 (TB = 5): row 2 reads 2 2 0 0 0 −2 from p = 5 down.
    #[test]
    fn the_table_is_laid_out_like_the_paper() {
        let st = BcsState {
            total_budget: 5,
            heaps: (0, 12),
            matrix: Some((2, 3)),
            ..BcsState::default()
        };
        let t = solved(&st);
        let window = GridWindow::all(t.left_marker.len() as u32, t.total_budget + 1);
        let rows = table_rows(&t, st.marker, st.matrix, &window);
        assert_eq!(rows.len(), 13);
        let row2: Vec<i64> = rows[2].cells.iter().map(|c| c.value).collect();
        assert_eq!(row2, vec![2, 2, 0, 0, 0, -2]);
        assert_eq!(rows[2].cells[0].p, 5);
        assert_eq!(rows[2].parity, "even");
        assert!(
            rows[2].cells[2].selected && rows[2].cells.iter().filter(|c| c.selected).count() == 1
        );
        assert!(
            rows[2].cells[0].title.contains("moves"),
            "{}",
            rows[2].cells[0].title
        );
        assert!(rows[12].periodic && !rows[0].periodic);
        assert!(
            period_text(&t).starts_with("Periodic from heap 7 with period 2"),
            "{}",
            period_text(&t)
        );
        let lines = check_lines(&t.checks, t.plain);
        assert_eq!(lines.len(), 9);
        assert_eq!(lines[0].text, "U(A) budget monotonicity: holds");
        assert_eq!(lines[8].ok, None);
        let m = t.matrix.clone().unwrap().unwrap();
        assert_eq!(
            matrix_title(&m),
            "Bidding matrix at x = 2, p = 3, q = 2 (Left holds the marker)"
        );
        assert_eq!(matrix_rows(&m).len(), 3);
        assert!(t
            .matrix_plays
            .iter()
            .map(play_text)
            .all(|s| s.contains("removes 1")));
        assert_eq!(forced_rows(&t)[0][0], "1");
        assert!(!t.edges.is_empty());
    }

    #[test]
    fn small_texts() {
        assert_eq!(matrix_cell(None), "·");
        assert_eq!(matrix_cell(Some(-3)), "-3");
        assert_eq!(dash(None), "–");
        assert_eq!(yes_no(Some(false)), "fails");
        let st = BcsState {
            bids: Some(vec![0, 2]),
            ..BcsState::default()
        };
        assert_eq!(bids_text(&st), "0,2");
    }

    #[test]
    fn lowering_the_budget_drops_what_no_longer_fits() {
        let mut st = BcsState::default();
        st = reduce(&st, BcsAction::TotalBudget("9".into())).unwrap();
        st = reduce(&st, BcsAction::Bids("0,2,8".into())).unwrap();
        st = reduce(&st, BcsAction::Plot("1,9".into())).unwrap();
        st = reduce(&st, BcsAction::Matrix("9,6".into())).unwrap();
        st = reduce(&st, BcsAction::TotalBudget("5".into())).unwrap();
        assert_eq!(st.bids, Some(vec![0, 2]));
        assert_eq!(st.plot, vec![1]);
        assert_eq!(st.matrix, None);
        assert_eq!(
            reduce(&st, BcsAction::Moves("".into()))
                .unwrap_err()
                .message,
            "give at least one amount"
        );
        assert_eq!(
            reduce(&st, BcsAction::Bids("7".into())).unwrap_err().token,
            "7"
        );
    }

    #[test]
    fn partizan_toggle_sets_weights_and_penalty() {
        let st = BcsState::default();
        let on = reduce(&st, BcsAction::Partizan(true)).unwrap();
        assert_eq!(
            (on.moves.clone(), on.right.clone()),
            (vec![1], Some(vec![1]))
        );
        let l = reduce(&on, BcsAction::Left("1,2".into())).unwrap();
        assert_eq!(
            (l.moves.clone(), l.right.clone()),
            (vec![1, 2], Some(vec![1]))
        );
        let r = reduce(&l, BcsAction::Right(String::new())).unwrap();
        assert_eq!(r.right, Some(vec![]));
        let e = reduce(&r, BcsAction::Left(" ".into())).unwrap_err();
        assert!(e.to_string().contains("at least one player"), "{e}");
        let w = reduce(&l, BcsAction::RightWeights("2*a".into())).unwrap();
        assert_eq!(w.wr.as_deref(), Some("2*a"));
        let e = reduce(&w, BcsAction::LeftWeights("a +* 1".into())).unwrap_err();
        assert!(e.to_string().contains("position 4"), "{e}");
        let t = reduce(&w, BcsAction::Penalty("-1".into())).unwrap();
        assert_eq!(t.tau.as_deref(), Some("-1"));
        let cleared = reduce(&t, BcsAction::Penalty(" ".into())).unwrap();
        assert_eq!(cleared.tau, None);
        let off = reduce(&t, BcsAction::Partizan(false)).unwrap();
        assert_eq!(off.right, None);
        // The job carries the rules: Right's moves weigh double, τ = −1.
        let res = solved(&BcsState {
            heaps: (0, 2),
            total_budget: 0,
            ..t
        });
        // Heap 0: nobody moves, τ. Heap 1, Left to move: 1 + τ(0).
        assert_eq!(res.left_marker[0], [-1]);
        assert_eq!(res.left_marker[1], [0]);
        // Heap 1, Right to move: −2 + τ(0) = −3.
        assert_eq!(res.right_marker[1], [-3]);
        // Lemmas of the symmetric game do not apply: n/a, not "fails".
        assert!(!res.plain);
        let lines = check_lines(&res.checks, res.plain);
        assert!(lines
            .iter()
            .any(|l| l.text == "Lemma 20 sign border: n/a" && l.ok.is_none()));
    }

    #[test]
    fn limit_table_is_figure_1() {
        let t = solved(&BcsState {
            total_budget: 8,
            heaps: (0, 2),
            ..BcsState::default()
        });
        let lt = limit_table(&t).unwrap();
        assert_eq!(lt.header[0], "(x, 8^)");
        assert_eq!(lt.rows[0].0, "x even");
        // Figure 1, the rows as printed, labels corrected.
        assert_eq!(lt.rows[0].1.join(" "), "+4 +4 +2 +2 0 0 −2 −2 −4");
        assert_eq!(lt.rows[1].1.join(" "), "+5 +3 +3 +1 +1 −1 −1 −3 −3");
        assert!(lt.note.contains("misprint"));
    }

    #[test]
    fn a_failing_weight_ends_the_rows_with_a_message() {
        let st = BcsState {
            wl: Some("if(n > 5, a / 2, a)".into()),
            total_budget: 2,
            heaps: (0, 20),
            ..BcsState::default()
        };
        let t = solved(&st);
        assert_eq!(t.left_marker.len(), 6);
        let text = period_text(&t);
        assert!(text.contains("Stopped after heap 5"), "{text}");
        assert!(text.contains("a = 1, n = 6"), "{text}");
    }

    #[test]
    fn presets_load_the_zugzwang_rules() {
        let st = reduce(&BcsState::default(), BcsAction::Preset("zugzwang-b".into())).unwrap();
        assert_eq!(
            (st.moves.clone(), st.right.clone()),
            (vec![], Some(vec![1]))
        );
        assert_eq!((st.total_budget, st.wr.as_deref()), (1, Some("-1")));
        assert!(reduce(&st, BcsAction::Preset("nope".into())).is_err());
        assert_eq!(preset_options().len(), 3);
        let t = solved(&BcsState {
            heaps: (0, 1),
            ..st
        });
        // Example 2.1: ν̂_1(x₁) = 0 < ν_1(x₁) = 1.
        assert_eq!((t.left_marker[1][1], t.right_marker[1][1]), (0, 1));
    }

    #[test]
    fn overrides_reach_the_job() {
        let st = reduce(&BcsState::default(), BcsAction::Map("2:2;3:".into())).unwrap();
        assert_eq!(st.map.get(&3), Some(&vec![]));
        assert!(reduce(&st, BcsAction::Map("2".into())).is_err());
        let t = solved(&BcsState {
            total_budget: 0,
            heaps: (0, 3),
            ..st
        });
        // S = {1} but heap 2 allows only 2 and heap 3 nothing: Left takes 2.
        assert_eq!(t.left_marker[2], [2]);
        assert_eq!(t.left_marker[3], [0]);
    }

    #[test]
    fn a_cell_detail_says_what_hover_says() {
        let c = TableCell {
            x: 7,
            p: 3,
            value: 2,
            title: "bids 1:0".into(),
            selected: false,
        };
        assert_eq!(cell_detail(&c), "x = 7, p = 3: value 2; bids 1:0");
        let c = TableCell {
            title: String::new(),
            ..c
        };
        assert!(cell_detail(&c).starts_with("x = 7, p = 3: value 2 (click"));
    }
}
