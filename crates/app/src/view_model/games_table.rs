//! View-model of the `#/games` outcome table over heaps `0..=N` (Theorem 8):
//! the job it runs, its rows (every heap × starting player, the periodic
//! part marked, a tree link per heap where one exists), the period in words
//! and the chart of each player's gain against the heap size.

use crate::charts::{self, ChartError, Series};
use crate::games::common::{format_number, format_vector};
use crate::games::cumulative_games::HeapTable;
use crate::jobs::{GameSource, GameTableRequest};
use crate::state::{GameRules, GamesState};
use crate::view_model::games::{ruleset, tree_link};
use crate::view_model::grid::GridWindow;

/// The table job of a view: none for sums and multi-heap rulesets (a table
/// over heap sizes needs one heap) or when the table is switched off (`upto`
/// empty is not possible, so only sums and several heaps).
pub fn table_request(st: &GamesState) -> Option<GameTableRequest> {
    if matches!(st.rules, GameRules::Sum(_)) {
        return None;
    }
    if ruleset(st).is_ok_and(|r| r.heaps.len() != 1) {
        return None;
    }
    Some(GameTableRequest {
        source: GameSource::from(&st.rules),
        to: st.table_to,
    })
}

/// One row of the table: a heap size and starting player.
#[derive(Clone, Debug, PartialEq)]
pub struct TableRow {
    pub heap: u32,
    /// 1-based.
    pub starter: usize,
    pub outcome: Vec<String>,
    pub value: Vec<String>,
    /// Inside the proved periodic part.
    pub periodic: bool,
    /// The first row of a period (heap ≡ preperiod mod period, first starter).
    pub period_start: bool,
    /// The row of the page's starting player at the page's heap.
    pub selected: bool,
    /// `#/tree?…` for this heap, on each heap's first row only.
    pub tree: Option<String>,
}

/// Rows per heap and starter; `window` picks the rows drawn (one table row
/// per (heap, starter), in that order).
pub fn table_rows(t: &HeapTable, st: &GamesState, window: &GridWindow) -> Vec<TableRow> {
    let n = t.players;
    let period = t.period.as_ref().map(|p| (p.preperiod, p.period));
    (window.rows.0..window.rows.1)
        .filter_map(|r| {
            let (i, s) = (r as usize / n, r as usize % n);
            let heap = t.from + i as u32;
            let periodic = period.is_some_and(|(pre, _)| heap >= pre);
            let period_start =
                s == 0 && period.is_some_and(|(pre, p)| heap >= pre && (heap - pre) % p == 0);
            let tree = (s == 0)
                .then(|| {
                    let at = GamesState {
                        heaps: vec![heap],
                        ..st.clone()
                    };
                    tree_link(&at)
                })
                .flatten();
            Some(TableRow {
                heap,
                starter: s + 1,
                outcome: t.outcomes.get(i)?[s]
                    .iter()
                    .map(|&v| format_number(v))
                    .collect(),
                value: t.grounded_values.get(i)?[s]
                    .iter()
                    .map(|&v| format_number(v))
                    .collect(),
                periodic,
                period_start,
                selected: st.heaps[..] == [heap] && st.first as usize == s + 1,
                tree,
            })
        })
        .collect()
}

/// The table's size in rows (heaps × starters) and columns.
pub fn table_size(t: &HeapTable) -> (u32, u32) {
    let rows = t.outcomes.len() * t.players;
    (rows as u32, (2 * t.players + 3) as u32)
}

/// The period in words, or why none is shown.
pub fn period_text(t: &HeapTable) -> String {
    let Some(p) = &t.period else {
        return match &t.recurrence {
            crate::games::cumulative_games::Recurrence::Window { .. } => format!(
                "No period proved within heaps {}..{}: the last rows have not occurred \
                 before. A longer table may find one ({}).",
                t.from,
                t.to,
                crate::view_model::explain::RANGE_NOTE
            ),
            rec => format!("No period sought: {rec}."),
        };
    };
    let growth = match &p.outcome_growth {
        Some(g) => match g.uniform() {
            Some(v) => format!(
                "every outcome row gains {} per period",
                format_vector(v, ", ")
            ),
            None => format!(
                "what each period adds to the outcome rows depends on the heap modulo {} \
                 (from heap {} on)",
                g.period, g.preperiod
            ),
        },
        None => "no period proved for the outcome rows".into(),
    };
    format!(
        "Eventually periodic: from heap {} on the grounded values repeat every {} heaps, \
         each period adding {} to them; {growth}. Proof: {}.",
        p.preperiod,
        p.period,
        format_vector(&p.value_shift, ", "),
        t.recurrence
    )
}

/// The chart of each player's gain against the heap size when player
/// `first` starts, the periodic part marked; integer gains only.
pub fn chart_svg(t: &HeapTable, first: usize) -> Result<String, ChartError> {
    let s = first.clamp(1, t.players) - 1;
    let labels: Vec<String> = (1..=t.players).map(|j| format!("player {j}")).collect();
    let mut series = Vec::new();
    for (j, label) in labels.iter().enumerate() {
        let mut points = Vec::new();
        for (i, block) in t.outcomes.iter().enumerate() {
            let v = block[s][j];
            if v.fract() != 0.0 || v.abs() > 1e15 {
                return Err(ChartError::NotWhole {
                    series: label.clone(),
                    value: format_number(v),
                    heap: t.from as usize + i,
                });
            }
            points.push((t.from + i as u32, v as i64));
        }
        series.push(Series {
            label,
            points,
            color: charts::PALETTE[j % charts::PALETTE.len()],
        });
    }
    let marker = t
        .period
        .as_ref()
        .map(|p| (p.preperiod, "periodic from here"));
    charts::line_chart(
        &format!("Each player's gain, player {} starts", s + 1),
        "heap size x",
        "gain (outcome)",
        &series,
        marker,
        charts::CS_CHART_SIZE,
    )
}
