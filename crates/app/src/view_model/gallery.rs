//! `#/gallery`: one card per numbered example, table and figure of the five
//! seeds that Pebbles reproduces (issue 17). Each [`Entry`] holds its
//! citation, one sentence, the permalink of the view that shows it, the
//! values that view shows ([`Check`]: where on the page and the text), and
//! the paper corrections it concerns (by reference into
//! [`crate::view_model::explain::CORRECTIONS`], never copied).
//!
//! Pure data: `tests/gallery.rs` checks every value against the solvers the
//! page uses and writes `tests/e2e/gallery.json` for the browser test;
//! [`thumbs`] draws the small previews from the solvers.

mod entries;
pub mod rulesets;
pub mod thumbs;

pub use entries::ENTRIES;

use serde::Serialize;

use crate::permalink::View;
use crate::state::{Page, PageState};
use crate::view_model::explain::{Correction, CORRECTIONS};

/// The five papers, by their number in /work/shared/seeds: (number, the
/// filter button's words, naming the paper as a reader cites it).
pub const SEEDS: [(u8, &str); 5] = [
    (0, "Larsson, Meir & Zick: Cumulative Games"),
    (
        1,
        "Larsson, Patel & Rai: Discrete Richman-bidding Scoring Games",
    ),
    (2, "Lecture notes: General Combinatorial Game Theory"),
    (
        3,
        "Edixhoven & Kosters: Player preferences in N-player games",
    ),
    (4, "Slides: impartial games, Nim, N- and P-positions, mex"),
];

/// One gallery card.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// Unique slug, e.g. `s000-example-2`.
    pub id: &'static str,
    /// The seed number (0..=4).
    pub seed: u8,
    /// Where in the paper: "Example 2", "Figure 5", "Table 1".
    pub citation: &'static str,
    pub title: &'static str,
    /// One sentence on what it shows.
    pub sentence: &'static str,
    /// The permalink of the view that shows it.
    pub hash: &'static str,
    /// Values the view shows, as the paper prints them (corrected where
    /// [`Entry::misprints`] says so).
    pub checks: &'static [Check],
    /// The `what` of each correction of [`CORRECTIONS`] this entry shows.
    pub misprints: &'static [&'static str],
}

/// One value on the page: which value ([`Probe`]) and its text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Check {
    pub probe: Probe,
    /// The exact text (`Text`), a part of it (`Contains`) or a number of
    /// elements (`Count`).
    pub text: &'static str,
}

const fn c(probe: Probe, text: &'static str) -> Check {
    Check { probe, text }
}

/// How the browser test compares [`Check::text`] with the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Mode {
    /// The element's text, trimmed, equals it.
    Text,
    /// The element's text contains it.
    Contains,
    /// That many elements match the selector.
    Count,
}

/// Which value of a page a check reads; [`selector`] says where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Probe {
    /// `#/cs`: the table cell of `heap`, the `col`-th value column (0-based).
    Cs { heap: u32, col: usize },
    /// `#/bcs`: o_p(x) in the value table.
    Bcs { x: u32, p: u32 },
    /// `#/bcs`: the period sentence above the checks.
    BcsPeriod,
    /// `#/bcs`: a line of the checks list.
    BcsCheck,
    /// `#/bcs`: the matrix legend (value, maximin, minimax).
    BcsMatrixLegend,
    /// `#/bcs`: the matrix cell of Right's bid `r` and Left's bid `l`.
    BcsMatrix { r: u32, l: u32 },
    /// `#/bcs`: Figures 1–2's limit of `(x, p^)` for odd or even heaps.
    BcsLimit { odd: bool, p: u32 },
    /// `#/bcs`: Theorem 29's table, row `k`, column `col` (1-based).
    BcsForced { k: u32, col: usize },
    /// `#/bcs`: the arcs of the automaton figure.
    AutomatonArcs,
    /// `#/games`: the grounded value (utility) of `player` when `row` starts.
    GameValue { row: usize, player: usize },
    /// `#/games`: the `i`-th move (1-based) of the PSPE play.
    GameMove { i: usize },
    /// `#/games`: the Pareto sentence.
    GamePareto,
    /// `#/tree`: the title above the drawing.
    TreeTitle,
    /// `#/tree`: the line under the drawing (nodes and edges).
    TreeLegend,
    /// `#/clobber`: who can force a win.
    ClobberVerdict,
    /// `#/clobber`: a value row: 0 unsimplified, 1 syntactic, 2 selfish,
    /// 3 prudent, 4 simple value, 5 bar notation.
    ClobberValue { row: usize },
    /// `#/clobber`: the census cell of strip length `len`, column `col`
    /// (1 games, 2 unsimplified, 3 syntactic, 4 selfish, 5 prudent).
    Census { len: u32, col: usize },
    /// `#/classical`: the verdict of a comparison.
    CgtVerdict,
    /// `#/classical`: a row of the value report (0 canonical form, 1 outcome, …).
    CgtRow { row: usize },
    /// `#/classical`: the Nim table by the mex rule (`sum: false`) or X ⊕ Y.
    Nim { sum: bool, x: u32, y: u32 },
    /// `#/classical`: whether the two Nim tables agree.
    NimAgrees,
}

impl Probe {
    pub fn mode(self) -> Mode {
        match self {
            Probe::BcsPeriod | Probe::BcsCheck | Probe::BcsMatrixLegend | Probe::TreeLegend => {
                Mode::Contains
            }
            Probe::AutomatonArcs => Mode::Count,
            _ => Mode::Text,
        }
    }
}

/// The entry's view, as the app reads its permalink.
pub fn view(e: &Entry) -> View {
    View::parse(e.hash).0
}

/// The first row of a table state (the heap the table starts at).
fn first_row(state: &PageState) -> u32 {
    match state {
        PageState::Cs(s) => s.heaps.0,
        PageState::Bcs(s) => s.heaps.0,
        PageState::Clobber(s) => s.census.0,
        PageState::Classical(s) => s.nimtable.0,
        PageState::Tree(_)
        | PageState::Games(_)
        | PageState::Efg(_)
        | PageState::Search(_)
        | PageState::Misere(_)
        | PageState::Scoring(_)
        | PageState::Gallery(_)
        | PageState::About => 0,
    }
}

/// The CSS selector of the element that shows `probe` in the view `state`.
pub fn selector(probe: Probe, state: &PageState) -> String {
    let lo = first_row(state);
    let tb = if let PageState::Bcs(s) = state {
        s.total_budget
    } else {
        0
    };
    match probe {
        Probe::Cs { heap, col } => format!(
            "#cs-table tbody tr:nth-child({}) td:nth-of-type({})",
            heap - lo + 1,
            col + 1
        ),
        Probe::Bcs { x, p } => format!(
            "#bcs-table tbody tr[aria-rowindex=\"{}\"] td:nth-of-type({})",
            x - lo + 2,
            tb - p + 1
        ),
        Probe::BcsPeriod => ".bcs-summary p.periods".into(),
        Probe::BcsCheck => "#checks ul.checks".into(),
        Probe::BcsMatrixLegend => "#bcs-matrix > p".into(),
        Probe::BcsMatrix { r, l } => format!(
            "#bcs-matrix table.matrix tbody tr:nth-child({}) td:nth-of-type({})",
            r + 1,
            l + 1
        ),
        Probe::BcsLimit { odd, p } => format!(
            "#bcs-limits tbody tr:nth-child({}) td:nth-of-type({})",
            if odd { 2 } else { 1 },
            tb - p + 1
        ),
        Probe::BcsForced { k, col } => {
            format!("#forced tbody tr:nth-child({k}) td:nth-of-type({col})")
        }
        Probe::AutomatonArcs => "#bcs-automaton svg g[data-edge]".into(),
        Probe::GameValue { row, player } => {
            format!("#grounded-value tbody tr:nth-child({row}) td:nth-of-type({player})")
        }
        Probe::GameMove { i } => format!("#pspe-line li:nth-child({i})"),
        Probe::GamePareto => "#pareto".into(),
        Probe::TreeTitle => "#result p.tree-title".into(),
        Probe::TreeLegend => "#result p.legend".into(),
        Probe::ClobberVerdict => "#values #verdict".into(),
        Probe::ClobberValue { row } => {
            format!("#values table.values tbody tr:nth-child({}) code", row + 1)
        }
        Probe::Census { len, col } => format!(
            "#census tbody tr:nth-child({}) td:nth-of-type({col})",
            len - lo + 1
        ),
        Probe::CgtVerdict => "#values #verdict".into(),
        Probe::CgtRow { row } => {
            format!("#cgt-report tbody tr:nth-child({}) td.value-text", row + 1)
        }
        Probe::Nim { sum, x, y } => format!(
            "#nim-table .nim-pair > div:nth-child({}) tbody tr:nth-child({}) td:nth-of-type({})",
            if sum { 2 } else { 1 },
            x - lo + 1,
            y - lo + 1
        ),
        Probe::NimAgrees => "#nim-agrees".into(),
    }
}

/// The corrections an entry shows, in its order; a name that matches no
/// correction is skipped (tests/gallery.rs fails on it).
pub fn misprints(e: &Entry) -> Vec<&'static Correction> {
    e.misprints
        .iter()
        .filter_map(|what| CORRECTIONS.iter().find(|c| c.what == *what))
        .collect()
}

/// "Larsson, Meir & Zick, Example 2": the paper by name, then the place.
pub fn citation(e: &Entry) -> String {
    super::papers::place(e.seed, e.citation)
}

/// The entries whose view is on `page`, for its "In the gallery" line.
pub fn entries_of(page: Page) -> Vec<&'static Entry> {
    ENTRIES
        .iter()
        .filter(|e| view(e).state.page() == page)
        .collect()
}

/// The entries of one seed, or all.
pub fn filtered(seed: Option<u8>) -> Vec<&'static Entry> {
    ENTRIES
        .iter()
        .filter(|e| seed.is_none_or(|s| e.seed == s))
        .collect()
}

/// One check as the browser test reads it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CheckJson {
    pub selector: String,
    pub mode: Mode,
    pub text: String,
}

/// One entry as the browser test reads it (tests/e2e/gallery.json).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EntryJson {
    pub id: String,
    pub hash: String,
    pub checks: Vec<CheckJson>,
}

/// Every entry with its checks' selectors, for tests/e2e/gallery.json.
pub fn checks_json() -> Vec<EntryJson> {
    ENTRIES
        .iter()
        .map(|e| {
            let state = view(e).state;
            EntryJson {
                id: e.id.into(),
                hash: e.hash.into(),
                checks: e
                    .checks
                    .iter()
                    .map(|ch| CheckJson {
                        selector: selector(ch.probe, &state),
                        mode: ch.probe.mode(),
                        text: ch.text.into(),
                    })
                    .collect(),
            }
        })
        .collect()
}
