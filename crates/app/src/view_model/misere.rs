//! `#/misere` view-model: the page's edits ([`MisereAction`], [`reduce`]),
//! and what its two panels draw from the worker's results: the quotient's
//! presentation, P-portion, heaps and multiplication table, how a sum's
//! outcome was found, and an expression's misère canonical form.

use crate::games::common::Class;
use crate::jobs::{
    JobError, JobFailure, MisereFormView, QuotientSum, QuotientView, PAGE_QUOTIENT_POSITIONS,
    PAGE_QUOTIENT_STATES,
};
use crate::notation::NotationError;
use crate::state::{
    format_heap_sum, parse_misere_expr, parse_quotient_code, parse_quotient_heaps,
    parse_quotient_sum, MisereState,
};

/// One edit of the `#/misere` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MisereAction {
    Code(String),
    Heaps(String),
    Sum(String),
    Expr(String),
    /// One of [`QUOTIENT_EXAMPLES`], by index.
    Example(usize),
}

/// The state after `action`, or the message naming the offending token.
/// A heap bound below a heap of the sum drops the sum (it would ask about
/// heaps the quotient does not cover).
pub fn reduce(st: &MisereState, action: MisereAction) -> Result<MisereState, NotationError> {
    let mut next = st.clone();
    match action {
        MisereAction::Code(t) => next.code = parse_quotient_code(&t)?,
        MisereAction::Heaps(t) => {
            next.heaps = parse_quotient_heaps(&t)?;
            next.sum.retain(|&h| h <= next.heaps);
        }
        MisereAction::Sum(t) => next.sum = parse_quotient_sum(&t, st.heaps)?,
        MisereAction::Expr(t) => next.expr = parse_misere_expr(&t)?,
        MisereAction::Example(i) => {
            let Some(&(code, heaps, _)) = QUOTIENT_EXAMPLES.get(i) else {
                return Err(NotationError::new(i.to_string(), "no such example"));
            };
            next.code = code.to_string();
            next.heaps = heaps;
            next.sum.retain(|&h| h <= heaps);
        }
    }
    Ok(next)
}

/// Codes with published quotients, their heap bound on this page, and
/// what the literature says.
pub const QUOTIENT_EXAMPLES: [(&str, u32, &str); 5] = [
    ("0.77", 12, "Kayles"),
    ("0.137", 16, "Dawson's Chess"),
    ("0.07", 16, "Dawson's Kayles"),
    ("0.75", 16, "R₈ (Plambeck & Siegel)"),
    ("0.33", 2, "misère Nim on heaps 1, 2: T₂"),
];

/// `(value, label)` pairs of the examples' select, `""` first (none).
pub fn example_options() -> Vec<(String, String)> {
    let mut out = vec![(String::new(), "Examples…".to_string())];
    for (i, (code, heaps, name)) in QUOTIENT_EXAMPLES.iter().enumerate() {
        out.push((i.to_string(), format!("{code} {name}, heaps 1..{heaps}")));
    }
    out
}

/// An element's name with its exponents raised: `ab^2c` → `ab²c`.
pub fn pretty(name: &str) -> String {
    const SUP: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let mut out = String::with_capacity(name.len());
    let mut raise = false;
    for c in name.chars() {
        match (c, raise) {
            ('^', _) => raise = true,
            (d, true) if d.is_ascii_digit() => out.push(SUP[d as usize - '0' as usize]),
            (c, _) => {
                raise = false;
                out.push(c);
            }
        }
    }
    out
}

/// `⟨a, b, c | a² = 1, bc = ab⟩`.
pub fn presentation(q: &QuotientView) -> String {
    let rels: Vec<String> = q
        .relations
        .iter()
        .map(|[w, f]| format!("{} = {}", pretty(w), pretty(f)))
        .collect();
    let gens: Vec<String> = q.generators.iter().map(|g| pretty(g)).collect();
    if rels.is_empty() {
        return format!("⟨{}⟩", gens.join(", "));
    }
    format!("⟨{} | {}⟩", gens.join(", "), rels.join(", "))
}

/// `{a, b²}`: the P-portion's elements.
pub fn p_portion(q: &QuotientView) -> String {
    let names: Vec<String> = (0..q.order)
        .filter(|&e| q.p[e])
        .map(|e| pretty(&q.elements[e]))
        .collect();
    format!("{{{}}}", names.join(", "))
}

/// The order line: `24 elements, heaps 1..12 of 0.77, verified (14 tests,
/// 757 876 positions, 11 040 states)`.
pub fn order_line(q: &QuotientView) -> String {
    format!(
        "The misère quotient of {} on heaps 1..{} has {} elements.",
        q.code, q.heaps, q.order
    )
}

/// How the quotient was found: what was verified, with its counts.
pub fn verified_line(q: &QuotientView) -> String {
    format!(
        "Learned from a brute force over {} positions with {} distinguishing tests, then \
         verified for every sum of heaps 1..{} by a search over {} states: a theorem about \
         these heaps, not an extrapolation.",
        group(q.positions as u64),
        q.tests,
        q.heaps,
        group(q.states as u64)
    )
}

/// `757 876`.
pub fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i) % 3 == 0 {
            out.push('\u{202f}');
        }
        out.push(c);
    }
    out
}

/// One row of the heaps table: heap, element, Grundy value, whether the
/// heap alone is a misère P-position, and the element's index (its colour).
pub fn heap_rows(q: &QuotientView) -> Vec<(u32, String, u32, bool, usize)> {
    q.heap_rows
        .iter()
        .map(|r| {
            (
                r.heap,
                pretty(&q.elements[r.element]),
                r.grundy,
                q.p[r.element],
                r.element,
            )
        })
        .collect()
}

/// Largest quotient whose multiplication table is drawn.
pub const MAX_TABLE_ORDER: usize = 32;

/// The multiplication table's cells (name, in the P-portion), when the
/// quotient is small enough to draw.
pub fn table(q: &QuotientView) -> Option<Vec<Vec<(String, bool)>>> {
    (q.order <= MAX_TABLE_ORDER).then(|| {
        q.table
            .iter()
            .map(|row| {
                row.iter()
                    .map(|&e| (pretty(&q.elements[e]), q.p[e]))
                    .collect()
            })
            .collect()
    })
}

/// Why the table is not drawn.
pub fn table_note(q: &QuotientView) -> Option<String> {
    (q.order > MAX_TABLE_ORDER).then(|| {
        format!(
            "The multiplication table ({0} × {0}) is in the JSON download; this page draws \
             tables of up to {MAX_TABLE_ORDER} elements.",
            q.order
        )
    })
}

/// The sum's steps: `3 → a`, `3 + 5 → ab`, …, each the running product.
pub fn sum_steps(q: &QuotientView, s: &QuotientSum) -> Vec<(String, String)> {
    s.heaps
        .iter()
        .zip(&s.steps)
        .enumerate()
        .map(|(i, (_, &e))| (format_heap_sum(&s.heaps[..=i]), pretty(&q.elements[e])))
        .collect()
}

/// The sum's verdict: `3+5+7 is ab²c, not in the P-portion: N, the player
/// to move wins.`
pub fn sum_verdict(q: &QuotientView, s: &QuotientSum) -> String {
    let name = pretty(&q.elements[s.element]);
    match s.outcome {
        Class::P => format!(
            "{} is {name}, in the P-portion: P, the player to move loses (misère play).",
            format_heap_sum(&s.heaps)
        ),
        Class::N | Class::L | Class::R => format!(
            "{} is {name}, not in the P-portion: N, the player to move wins (misère play).",
            format_heap_sum(&s.heaps)
        ),
    }
}

/// The page's limits, said before anything runs.
pub fn limits_line() -> String {
    format!(
        "The quotient is learned and verified in the worker, within this page's limits: {} \
         positions of the brute force and {} states of the verification (the command line \
         allows 4·10⁶ and 2·10⁶), and 1 000 elements. How many it needs is not known before it \
         runs; the progress line counts them.",
        group(PAGE_QUOTIENT_POSITIONS as u64),
        group(PAGE_QUOTIENT_STATES as u64)
    )
}

/// What the page does not reproduce, as the README says.
pub const NOT_REPRODUCED: &str = "Each quotient is that of the heaps up to the bound, verified \
    for every sum of them; the quotient of every heap needs a periodicity argument this page \
    does not make. Kayles has 12 elements on heaps up to 8 and 24 from heap 12 on (to heap 24 on \
    the command line); the order 48 cited for Kayles' quotient of every heap (after Plambeck \
    and Siegel) needs heaps beyond these limits and is not reproduced here. Dawson's Kayles \
    0.07 and Dawson's Chess 0.137 have 6, 12 and 24 elements to heaps 8, 12 and 16; to heaps \
    20 and 24 they pass the brute force's limit of positions.";

/// `quotient-0.77-12.json`.
pub fn json_name(q: &QuotientView) -> String {
    format!("pebbles-misere-quotient-{}-{}.json", q.code, q.heaps)
}

/// An expression's rows (label, value) as `pebbles cgt --misere` prints
/// them, and the comparison's line.
pub fn form_rows(f: &MisereFormView) -> Vec<(&'static str, String)> {
    match f {
        MisereFormView::Comparison { expression, result } => {
            vec![("comparison", format!("{expression}: {result}"))]
        }
        MisereFormView::Partizan { input } => vec![
            ("game", input.clone()),
            (
                "partizan",
                "misère canonical forms and genus are for impartial games".into(),
            ),
        ],
        MisereFormView::Game(g) => {
            let mut rows = vec![
                ("game", g.input.clone()),
                ("misère outcome", outcome_text(g.outcome)),
            ];
            if !g.impartial {
                rows.push((
                    "partizan",
                    "misère canonical forms and genus are for impartial games".into(),
                ));
            }
            let opt = |v: &Option<u32>| v.map(|n| n.to_string());
            for (label, v) in [
                ("misère canonical", g.canonical.clone()),
                ("genus", g.genus.clone()),
                ("misère nim value", opt(&g.misere_nim_value)),
                ("nim value", opt(&g.nim_value)),
                ("birthday", opt(&g.birthday)),
            ] {
                if let Some(v) = v {
                    rows.push((label, v));
                }
            }
            rows
        }
    }
}

/// `P (the previous player wins under misère play)`.
pub fn outcome_text(c: Class) -> String {
    let who = match c {
        Class::P => "the previous player wins",
        Class::N => "the player to move wins",
        Class::L => "Left wins whoever starts",
        Class::R => "Right wins whoever starts",
    };
    format!("{} ({who} under misère play)", c.as_str())
}

/// The worker's refusal of the expression's token (its reason, which
/// names the token), for the message under the field; `None` for any
/// other failure (a work limit stays in the panel).
pub fn form_field_error(f: &JobFailure) -> Option<String> {
    match f {
        JobFailure::Job(JobError::Invalid { field, reason, .. }) if field == "expression" => {
            Some(reason.clone())
        }
        JobFailure::Job(_)
        | JobFailure::WorkerTrapped { .. }
        | JobFailure::WorkerSilent { .. }
        | JobFailure::NoWorker => None,
    }
}

/// What the panel says while the field shows the refusal.
pub const FORM_ERROR_POINTER: &str =
    "The expression could not be read: the message under its field (with the settings) names the token.";

/// Expressions to try, with what they show.
pub const FORM_EXAMPLES: [(&str, &str); 6] = [
    ("*2+*2", "*[2[2]]: not 0 (normal play says 0)"),
    ("*+*", "0: the one cancellation misère play keeps"),
    ("*[2#1]", "CGSuite's {{*2}, *}"),
    ("*[[2]]", "{*2}: a P-position that is not 0"),
    ("* + * == 0", "misère equality: true"),
    ("*2 + *2 == 0", "misère equality: false"),
];

/// The link that opens this view with the expression `g`.
pub fn expr_link(st: &MisereState, g: &str) -> String {
    let state = MisereState {
        expr: g.to_string(),
        ..st.clone()
    };
    crate::permalink::View {
        state: crate::state::PageState::Misere(state),
        ..Default::default()
    }
    .to_hash()
}
