//! `#/cs`, the folded section on scoring play (issue 40): the texts of the
//! heaps as guaranteed scoring games, the classes of equal heaps, the
//! invertible ones and the table of sums of two heaps, from a
//! [`CsScoringResult`]. `G7` is heap 7 as a scoring game.

use crate::games::scoring::MAX_CS_HEAP;
use crate::jobs::{CsScoringResult, ScoringHeap, ScoringSum, PAGE_FORM_POSITIONS};
use crate::notation::{about, format_range};

/// The section's summary line (the `<details>` it folds).
pub const SUMMARY: &str = "Scoring play: each heap as a guaranteed scoring game, equal heaps, sums";

/// What the section is, above its tables.
pub const INTRO: &str = "A heap x of the zero-sum variant is a guaranteed scoring game Gx \
    (Larsson, Neto, Nowakowski and Santos, 2016): a move that takes a adds a for Left, −a for Right, \
    and a player with no move ends the game with score 0. Ls is the score of optimal play with \
    Left first, Rs with Right first; a canonical form is written <L|R>, ^s an empty side \
    scoring s, and n the number <^n|^n>.";

/// Texts longer than this fold under their size.
pub const SHORT_FORM: usize = 60;

/// A heap's canonical form as drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormView {
    /// Short enough to show in the row.
    Short(String),
    /// Folded under `summary`.
    Long { summary: String, text: String },
    /// Too big to print on the page.
    Unprinted(String),
    /// Not a guaranteed scoring game: why.
    NotGuaranteed(String),
}

/// One row of the heaps' table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapRow {
    pub heap: u32,
    pub form: FormView,
    /// `Ls / Rs`.
    pub scores: String,
    /// Whether the scores are the zero-sum table's, and its values if not.
    pub table: String,
    pub birthday: String,
    pub invertible: String,
    /// `= G0` when an earlier heap of the range is the same game.
    pub equal_to: String,
}

/// `Ls / Rs`.
fn pair([l, r]: [i64; 2]) -> String {
    format!("{l} / {r}")
}

/// Heaps as `G0, G3, G5`.
fn gs(heaps: &[u32]) -> String {
    heaps
        .iter()
        .map(|h| format!("G{h}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn form_view(h: &ScoringHeap) -> FormView {
    if let Some(reason) = &h.not_guaranteed {
        return FormView::NotGuaranteed(format!("not guaranteed: {reason}"));
    }
    let size = format!("{} positions", about(h.positions));
    match &h.canonical {
        Some(text) if text.chars().count() <= SHORT_FORM => FormView::Short(text.clone()),
        Some(text) => FormView::Long {
            summary: size,
            text: text.clone(),
        },
        None => FormView::Unprinted(format!(
            "{size} as a tree, over the {} this page prints; `pebbles scoring --cs … --heap {}` prints more",
            about(PAGE_FORM_POSITIONS),
            h.heap
        )),
    }
}

/// The heaps' rows.
pub fn heap_rows(r: &CsScoringResult) -> Vec<HeapRow> {
    r.heaps
        .iter()
        .map(|h| {
            let first_equal = r
                .classes
                .iter()
                .find(|c| c.contains(&h.heap))
                .and_then(|c| c.first())
                .filter(|&&first| first != h.heap);
            HeapRow {
                heap: h.heap,
                form: form_view(h),
                scores: pair(h.scores),
                table: if h.scores == h.table {
                    "=".into()
                } else {
                    format!("≠ {}", pair(h.table))
                },
                birthday: h.birthday.to_string(),
                invertible: match h.invertible {
                    Some(true) => "yes".into(),
                    Some(false) => "no".into(),
                    None if h.not_guaranteed.is_some() => "—".into(),
                    None => "not decided".into(),
                },
                equal_to: first_equal.map_or(String::new(), |f| format!("= G{f}")),
            }
        })
        .collect()
}

/// Notes above the tables: the range when it was cut, and whether every
/// heap's scores are the zero-sum table's.
pub fn notes(r: &CsScoringResult) -> Vec<String> {
    let mut out = Vec::new();
    if r.asked.1 > r.hi {
        out.push(format!(
            "Heaps {} of the range {}: scoring forms stop at heap {MAX_CS_HEAP}, the engine's limit.",
            format_range((r.lo, r.hi)),
            format_range(r.asked)
        ));
    }
    let off: Vec<u32> = r
        .heaps
        .iter()
        .filter(|h| h.scores != h.table)
        .map(|h| h.heap)
        .collect();
    out.push(if off.is_empty() {
        format!(
            "Ls and Rs equal the zero-sum table's values (Left starting, Right starting) for all {} heaps.",
            r.heaps.len()
        )
    } else {
        format!(
            "Ls and Rs differ from the zero-sum table at heaps {}: please report this.",
            gs(&off)
        )
    });
    out
}

/// The classes of equal heaps, one line each (`G0 = G1 = 0`), or a line
/// saying that all heaps differ.
pub fn class_lines(r: &CsScoringResult) -> Vec<String> {
    let guaranteed = r
        .heaps
        .iter()
        .filter(|h| h.not_guaranteed.is_none())
        .count();
    if r.classes.is_empty() {
        return vec![match guaranteed {
            0 => "No heap of the range is a guaranteed scoring game.".to_string(),
            1 => "One heap is a guaranteed scoring game.".to_string(),
            n => format!("The {n} guaranteed heaps are {n} different games."),
        }];
    }
    r.classes
        .iter()
        .map(|c| {
            let names: Vec<String> = c.iter().map(|h| format!("G{h}")).collect();
            let form = c
                .first()
                .and_then(|&h| r.heaps.iter().find(|x| x.heap == h))
                .and_then(|h| h.canonical.as_deref())
                .filter(|f| f.chars().count() <= SHORT_FORM)
                .map_or(String::new(), |f| format!(" = {f}"));
            format!("{}{form}", names.join(" = "))
        })
        .collect()
}

/// The invertible heaps (`G + (−G) = 0`) and the others, in one line each.
pub fn invertible_lines(r: &CsScoringResult) -> Vec<String> {
    let pick = |want: Option<bool>| -> Vec<u32> {
        r.heaps
            .iter()
            .filter(|h| h.not_guaranteed.is_none() && h.invertible == want)
            .map(|h| h.heap)
            .collect()
    };
    let mut out = Vec::new();
    for (want, what) in [
        (Some(true), "Invertible (G − G = 0)"),
        (Some(false), "Not invertible"),
        (None, "Not decided (canonical form too big)"),
    ] {
        let heaps = pick(want);
        if !heaps.is_empty() {
            out.push(format!("{what}: {}.", gs(&heaps)));
        }
    }
    out
}

/// One cell of the table of sums.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumCell {
    /// `Ls / Rs` of the sum.
    pub text: String,
    /// `= G7` when the sum is a heap's game.
    pub equal: String,
    /// The whole sentence, for the hover text and screen readers.
    pub title: String,
}

/// The table of sums: the heaps of its rows and columns, and the cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumTable {
    pub heaps: Vec<u32>,
    pub rows: Vec<(u32, Vec<SumCell>)>,
}

fn sum_cell(s: &ScoringSum) -> SumCell {
    let [l, r] = s.scores;
    let equal = s.equals_heap.map_or(String::new(), |h| format!("= G{h}"));
    let also = s
        .equals_heap
        .map_or(String::new(), |h| format!("; the sum equals G{h}"));
    SumCell {
        text: pair(s.scores),
        title: format!(
            "G{} + G{}: Ls = {l} (Left first), Rs = {r} (Right first){also}",
            s.a, s.b
        ),
        equal,
    }
}

/// The full square table of sums (the sum is symmetric: `G_a + G_b` fills
/// both `(a, b)` and `(b, a)`).
pub fn sum_table(r: &CsScoringResult) -> SumTable {
    let find = |a: u32, b: u32| {
        let (a, b) = (a.min(b), a.max(b));
        r.sums.iter().find(|s| s.a == a && s.b == b)
    };
    let rows = r
        .sum_heaps
        .iter()
        .map(|&a| {
            let cells = r
                .sum_heaps
                .iter()
                .map(|&b| {
                    find(a, b).map_or_else(
                        || SumCell {
                            text: String::new(),
                            equal: String::new(),
                            title: String::new(),
                        },
                        sum_cell,
                    )
                })
                .collect();
            (a, cells)
        })
        .collect();
    SumTable {
        heaps: r.sum_heaps.clone(),
        rows,
    }
}

/// The line above the table of sums.
pub fn sums_caption(r: &CsScoringResult) -> String {
    let heaps = match (r.sum_heaps.first(), r.sum_heaps.last()) {
        (Some(&a), Some(&b)) => format_range((a, b)),
        _ => return "No sums: the range is empty.".into(),
    };
    format!(
        "Sums Ga + Gb of heaps {heaps}: Ls / Rs of optimal play in the sum (each player moves in \
         one heap of their choice), and = Gc when the sum is equal to heap c of the range."
    )
}

/// The line under the section: how much work it took.
pub fn work_line(r: &CsScoringResult, millis: f64) -> String {
    format!(
        "Computed in {millis:.0} ms ({} work units of the scoring engine).",
        about(r.work)
    )
}
