//! `#/search` view-model: the page's edits ([`SearchAction`], [`reduce`]),
//! the result tables with their counts, the CSV download and what the
//! heap bound X changes.

use crate::games::search::{Criterion, Discrepancy, DiscrepancyReport, ParetoCase, ParetoReport};
use crate::jobs::{SearchRequest, SearchResult};
use crate::notation::NotationError;
use crate::state::SearchKind;
use crate::state::{
    parse_bound, parse_criterion, parse_kind, parse_max, parse_pareto_heaps, parse_size,
    SearchState,
};

/// One edit of the `#/search` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SearchAction {
    Kind(String),
    Size(String),
    Max(String),
    Bound(String),
    Criterion(String),
    Heaps(String),
    Tie(String),
    Strict(bool),
}

/// The state after `action`, or the message naming the offending token.
pub fn reduce(st: &SearchState, action: SearchAction) -> Result<SearchState, NotationError> {
    let mut next = st.clone();
    let (d, p) = (&mut next.discrepancy, &mut next.pareto);
    let pareto = st.kind == SearchKind::Pareto;
    match action {
        SearchAction::Kind(t) => next.kind = parse_kind(&t)?,
        SearchAction::Size(t) if pareto => p.size = parse_size(&t)?,
        SearchAction::Size(t) => d.size = parse_size(&t)?,
        SearchAction::Max(t) if pareto => p.max = parse_max(&t)?,
        SearchAction::Max(t) => d.max = parse_max(&t)?,
        SearchAction::Bound(t) => d.bound = parse_bound(&t)?,
        SearchAction::Criterion(t) => d.criterion = parse_criterion(&t)?,
        SearchAction::Heaps(t) => p.heaps = parse_pareto_heaps(&t)?,
        SearchAction::Tie(t) => p.tie = t.parse()?,
        SearchAction::Strict(s) => p.strict = s,
    }
    Ok(next)
}

/// Most rows drawn per table (the CSV and JSON downloads hold them all).
pub const MAX_ROWS: usize = 500;

pub const KIND_OPTIONS: [(&str, &str); 2] = [
    ("discrepancy", "Observation 7: zero-sum vs self-interest"),
    ("pareto", "Pareto efficiency of PSPE play"),
];

pub const CRITERION_OPTIONS: [(&str, &str); 2] = [
    ("actions", "the optimal-action sets differ"),
    ("values", "the values differ (o_zs ≠ o¹_si − o²_si)"),
];

/// What the heap bound X changes (README, notes on Observation 7).
pub const BOUND_NOTE: &str = "The bound X is the largest heap looked at: a set whose zero-sum \
    and self-interest play first differ above X is not counted, so the counts can only grow with \
    X, while the first heaps found below X stay the same. The paper's counts depend on an \
    unstated X (and criterion): with the values criterion, pairs and triples up to 30 give 3 \
    antagonistic sets at X = 100 but 18 at X = 300, and no single X reproduces all six printed \
    figures (see the README's notes on Observation 7).";

/// `{3,5}`.
pub fn set_text(s: &[u32]) -> String {
    let parts: Vec<String> = s.iter().map(u32::to_string).collect();
    format!("{{{}}}", parts.join(","))
}

fn amounts(v: &[u32]) -> String {
    let parts: Vec<String> = v.iter().map(u32::to_string).collect();
    parts.join(" ")
}

/// The cells of one discrepancy: set, first heap, zero-sum value and
/// actions, self-interest values, their difference and actions.
pub fn discrepancy_row(d: &Discrepancy) -> [String; 7] {
    [
        set_text(&d.set),
        d.heap.to_string(),
        d.zero_sum.to_string(),
        set_text(&d.zero_sum_moves),
        format!("({},{})", d.self_interest.0, d.self_interest.1),
        d.self_interest_difference.to_string(),
        set_text(&d.self_interest_moves),
    ]
}

pub const DISCREPANCY_HEAD: [&str; 7] = [
    "set",
    "first heap",
    "zero-sum value",
    "zero-sum actions",
    "self-interest (P1,P2)",
    "difference",
    "self-interest actions",
];

/// The cells of one Pareto failure: set, heap, PSPE gains and play, the
/// improving gains and play, and how many frontier plays dominate.
pub fn pareto_row(c: &ParetoCase) -> [String; 7] {
    [
        set_text(&c.set),
        c.heap.to_string(),
        format!("({},{})", c.pspe.0, c.pspe.1),
        amounts(&c.pspe_play),
        format!("({},{})", c.better.0, c.better.1),
        amounts(&c.better_play),
        c.dominating.to_string(),
    ]
}

pub const PARETO_HEAD: [&str; 7] = [
    "set",
    "heap",
    "PSPE gains",
    "PSPE play",
    "improving gains",
    "improving play",
    "dominating plays",
];

/// The counts line of a discrepancy search.
pub fn discrepancy_counts(r: &DiscrepancyReport) -> String {
    let what = match r.criterion {
        Criterion::Actions => "optimal actions",
        Criterion::Values => "values",
    };
    format!(
        "{} sets of {} amounts from 1..{}, heaps 0..{}, Player 1 to move: zero-sum and \
         self-interest {what} differ for {} sets with antagonistic ties and {} with friendly ties.",
        r.sets, r.size, r.max, r.bound, r.antagonistic.count, r.friendly.count
    )
}

/// The counts line of a Pareto search.
pub fn pareto_counts(r: &ParetoReport) -> String {
    format!(
        "{} sets of {} amounts from 1..{}, heaps {}..{}, Player 1 first, {} ties: {} sets have a \
         heap where a play is better for {} ({} heaps in all).",
        r.sets,
        r.size,
        r.max,
        r.heaps.0,
        r.heaps.1,
        r.tie,
        r.failing_sets,
        if r.strict {
            "both players"
        } else {
            "one player and no worse for the other"
        },
        r.cases.len()
    )
}

/// A CSV field, quoted when it holds a comma or a quote.
fn field(s: &str) -> String {
    if s.contains([',', '"', '\n']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

// Public for the tests in tests/it.
#[doc(hidden)]
pub fn csv_line(cells: &[String]) -> String {
    let f: Vec<String> = cells.iter().map(|c| field(c)).collect();
    f.join(",") + "\n"
}

/// Every row of a result as CSV, with the table's columns (discrepancies
/// carry their tie convention first).
pub fn csv(r: &SearchResult) -> String {
    let head = |h: &[&str]| h.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    match r {
        SearchResult::Discrepancy(d) => {
            let mut cols = vec!["ties".to_string()];
            cols.extend(head(&DISCREPANCY_HEAD));
            let mut out = csv_line(&cols);
            for c in [&d.antagonistic, &d.friendly] {
                for case in &c.cases {
                    let mut cells = vec![c.tie.clone()];
                    cells.extend(discrepancy_row(case));
                    out.push_str(&csv_line(&cells));
                }
            }
            out
        }
        SearchResult::Pareto(p) => {
            let mut out = csv_line(&head(&PARETO_HEAD));
            for case in &p.cases {
                out.push_str(&csv_line(&pareto_row(case)));
            }
            out
        }
    }
}

/// The result as the CLI's `--json` document.
pub fn json(r: &SearchResult) -> String {
    match r {
        SearchResult::Discrepancy(d) => d.to_json(),
        SearchResult::Pareto(p) => p.to_json(),
    }
}

/// `pebbles-discrepancy-2-20-600` (no extension).
pub fn file_stem(req: &SearchRequest) -> String {
    match req {
        SearchRequest::Discrepancy(s) => {
            format!("pebbles-discrepancy-{}-{}-{}", s.size, s.max, s.bound)
        }
        SearchRequest::Pareto(s) => format!(
            "pebbles-pareto-{}-{}-{}-{}",
            s.size, s.max, s.heaps.0, s.heaps.1
        ),
    }
}

/// The note under a table cut at [`MAX_ROWS`].
pub fn cut_note(rows: usize) -> Option<String> {
    (rows > MAX_ROWS).then(|| {
        format!("The first {MAX_ROWS} of {rows} rows are shown; the CSV and JSON downloads hold them all.")
    })
}
