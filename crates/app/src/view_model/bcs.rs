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
