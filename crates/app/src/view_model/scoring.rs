//! `#/scoring` view-model (issue 40): the page's edits ([`ScoringAction`],
//! [`reduce`]), its examples with their sources, and the words of a
//! report: the canonical form, whether the game is guaranteed (or where
//! the condition breaks), the scores of optimal play, the birthday, and a
//! comparison's answer.

use crate::games::scoring::{CompareOp, Relation};
use crate::jobs::{
    JobError, JobFailure, ScoringComparisonFacts, ScoringGameFacts, ScoringView,
    PAGE_SCORING_BUILD, PAGE_SCORING_WORK,
};
use crate::notation::NotationError;
use crate::permalink::View;
use crate::state::{parse_scoring_expr, PageState, ScoringState};
use crate::view_model::misere::group;

/// One edit of the `#/scoring` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoringAction {
    /// The field's text, applied by *Compute* (or Enter).
    Expr(String),
    /// One of [`EXAMPLES`], by index.
    Example(usize),
}

/// The state after `action`, or the message naming the offending token.
/// The expression's syntax is the worker's to read; here it is only
/// trimmed and checked for length.
pub fn reduce(st: &ScoringState, action: ScoringAction) -> Result<ScoringState, NotationError> {
    let mut next = st.clone();
    match action {
        ScoringAction::Expr(t) => next.expr = parse_scoring_expr(&t)?,
        ScoringAction::Example(i) => {
            let Some(e) = EXAMPLES.get(i) else {
                return Err(NotationError::new(i.to_string(), "no such example"));
            };
            next.expr = e.expr.to_string();
        }
    }
    Ok(next)
}

/// A worked example: the expression, what it shows, and where it comes
/// from (the tests of `tests/it/scoring.rs` check each against its source).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Example {
    pub expr: &'static str,
    pub what: &'static str,
    pub source: &'static str,
}

/// The examples under the field.
pub const EXAMPLES: [Example; 9] = [
    Example {
        expr: "<^-3|<2|1>> + <-3|^0>",
        what: "a sum where one side ends: canonical <<^-6|^-1>|^2>",
        source: "user guide, disjunctive sum (LNS 2016's example)",
    },
    Example {
        expr: "<^-3|<2|1>> - <-3|^0>",
        what: "a difference: canonical <^-3|<^0|^5>>",
        source: "user guide, disjunctive sum",
    },
    Example {
        expr: "<<2|2,<2|2>>,<1|1>|<<<^4|4>|<4|^4>>|-5>>",
        what: "reductions down to <^2|^4>",
        source: "user guide, canonize",
    },
    Example {
        expr: "<2|2> - <2|2>",
        what: "an invertible game: G - G = 0",
        source: "user guide, invertible",
    },
    Example {
        expr: "<<4|-3>|^-2>",
        what: "not guaranteed: scores, and where the condition breaks",
        source: "user guide, guaranteed",
    },
    Example {
        expr: "5 <> <^-4|6>",
        what: "confused, though the guide prints 5 >= <^-4|6> as true",
        source: "user guide, relational operators",
    },
    Example {
        expr: "<<0|0>, hat(1) | <^0|<<0|0>|0>>>",
        what: "normal-play games embedded: canonical <<0|^0>|<^0|0>>",
        source: "user guide, Conway games",
    },
    Example {
        expr: "<0|<0|^0>> + <0|<0|^0>> == hat(1)",
        what: "1/2 + 1/2 = 1 survives the embedding",
        source: "LNS 2016 §2, normal play embedded",
    },
    Example {
        expr: "<<4|-3>|<^-5|-2>,<^-4|^3>>",
        what: "canonical <<4|-3>|<^-5|-2>>, though the guide prints it with <^-4|^3>, which \
               <^-5|-2> dominates",
        source: "user guide, the first sample (a misprint)",
    },
];

/// The line that stands for the examples when they are folded (a phone).
pub const EXAMPLES_SUMMARY: &str = "Worked examples from the papers and the user guide";

/// Where the examples come from, said once under them.
pub const SOURCES: &str = "Sources: U. Larsson, J. P. Neto, R. J. Nowakowski, C. P. Santos, \
    Guaranteed scoring games, Electron. J. Combin. 23(3) (2016) #P3.27 (LNS 2016); the Scoring \
    Games Calculator's user guide (J. P. Neto, draft of October 9, 2015), whose notation this \
    page reads.";

/// The link that opens this page with `expr`.
pub fn expr_link(expr: &str) -> String {
    View {
        state: PageState::Scoring(ScoringState {
            expr: expr.to_string(),
        }),
        ..Default::default()
    }
    .to_hash()
}

/// What the field takes.
pub const FIELD_HINT: &str = "<L|R> with options split by commas, ^s for an empty side with \
    score s, integers, hat(n), -G, G + H, G - H; compare with >=, <=, ==, !=, <, > or <> \
    (confused)";

/// The worker's message about the expression (a token it cannot read, a
/// game that is not guaranteed in a comparison), shown under the field.
pub fn field_error(f: &JobFailure) -> Option<String> {
    match f {
        JobFailure::Job(e @ JobError::Invalid { field, .. }) if field == "expression" => {
            Some(e.to_string())
        }
        JobFailure::Job(_)
        | JobFailure::WorkerTrapped { .. }
        | JobFailure::WorkerSilent { .. }
        | JobFailure::NoWorker => None,
    }
}

/// One line of a game's report: its key (the CLI's JSON field), label and
/// value, and whether the value is a game in the notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub key: &'static str,
    pub label: &'static str,
    pub value: String,
    pub code: bool,
}

fn row(key: &'static str, label: &'static str, value: String, code: bool) -> Row {
    Row {
        key,
        label,
        value,
        code,
    }
}

/// A game's report, line by line, as `pebbles scoring --expr` prints it.
pub fn game_rows(g: &ScoringGameFacts) -> Vec<Row> {
    let mut rows = Vec::new();
    match (&g.canonical, g.guaranteed) {
        (Some(c), _) => rows.push(row("canonical", "canonical form", c.clone(), true)),
        (None, true) => rows.push(row(
            "canonical",
            "canonical form",
            format!(
                "not printed: {} positions as a tree, over the limit of 200 000",
                g.canonical_positions.unwrap_or(0)
            ),
            false,
        )),
        (None, false) => {
            if let Some(f) = &g.form {
                rows.push(row("form", "game as read", f.clone(), true));
            }
        }
    }
    rows.push(row("guaranteed", "guaranteed", guaranteed_text(g), false));
    rows.push(row(
        "left_score",
        "Ls",
        format!("{} (optimal play, Left moves first)", g.left_score),
        false,
    ));
    rows.push(row(
        "right_score",
        "Rs",
        format!("{} (optimal play, Right moves first)", g.right_score),
        false,
    ));
    rows.push(row("birthday", "birthday", birthday_text(g), false));
    if let Some([lr, rr, ll, rl]) = g.stops {
        rows.push(row(
            "stops",
            "pass stops",
            format!("Right may pass: Ls = {lr}, Rs = {rr}; Left may pass: Ls = {ll}, Rs = {rl}"),
            false,
        ));
    }
    if let Some(i) = g.invertible {
        let text = if i {
            "yes: G + (−G) = 0"
        } else {
            "no: G + (−G) ≠ 0, so G has no inverse"
        };
        rows.push(row("invertible", "invertible", text.into(), false));
    }
    rows
}

/// `yes`, or `no: <where it breaks>`.
pub fn guaranteed_text(g: &ScoringGameFacts) -> String {
    match (&g.reason, g.guaranteed) {
        (None, true) => "yes: canonical form and comparisons are defined".into(),
        (Some(r), _) => format!(
            "no, {r}. Ls and Rs are still the scores of optimal play; canonical forms and \
             comparisons are defined for guaranteed games only"
        ),
        (None, false) => "no".into(),
    }
}

// Public for the tests in tests/it.
#[doc(hidden)]
pub fn birthday_text(g: &ScoringGameFacts) -> String {
    let of = if g.guaranteed {
        "of the canonical form"
    } else {
        "of the game as read"
    };
    format!("{} ({of})", g.birthday)
}

/// A comparison's answer: whether it holds, in one line and in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    pub holds: bool,
    pub headline: String,
    pub words: String,
    pub scores: String,
}

/// `G >= H`: true or false, with what the relation means.
pub fn verdict(input: &str, c: &ScoringComparisonFacts) -> Verdict {
    let g = c.left.as_deref().unwrap_or("the left game");
    let h = c.right.as_deref().unwrap_or("the right game");
    let headline = format!("{input}: {}", c.result);
    let words = match c.relation {
        Relation::Equal => format!(
            "{g} = {h}: equal. Added to any guaranteed game X, both give the same Ls and Rs; \
             they have the same canonical form."
        ),
        Relation::Greater => format!(
            "{g} > {h}: Left does at least as well in the first as in the second whatever \
             guaranteed X is added (Ls and Rs of G + X at least those of H + X), and better \
             for some X."
        ),
        Relation::Less => format!(
            "{g} < {h}: Left does at least as well in the second as in the first whatever \
             guaranteed X is added, and better for some X."
        ),
        Relation::Confused => format!(
            "{g} <> {h}: confused (incomparable). Some guaranteed X makes the first better \
             for Left, and some X makes the second better (or some X favours each on one \
             score)."
        ),
    };
    let asked = match c.op {
        CompareOp::Ge => "≥",
        CompareOp::Le => "≤",
        CompareOp::Eq => "=",
        CompareOp::Ne => "≠",
        CompareOp::Gt => ">",
        CompareOp::Lt => "<",
        CompareOp::Confused => "confused with",
    };
    let [[gl, gr], [hl, hr]] = c.scores;
    Verdict {
        holds: c.result,
        headline,
        words: format!(
            "Asked: is the first {asked} the second? {} {words}",
            if c.result { "Yes." } else { "No." }
        ),
        scores: format!(
            "With nothing added: the first has Ls = {gl}, Rs = {gr}; the second Ls = {hl}, \
             Rs = {hr}."
        ),
    }
}

/// The work the worker spent, and the page's limits.
pub fn work_line(v: &ScoringView) -> String {
    format!(
        "{} work units ({} to build the game as read); this page stops at {} units to build \
         the game and {} in all, the CLI at {}.",
        group(v.work),
        group(v.build_work),
        group(PAGE_SCORING_BUILD),
        group(PAGE_SCORING_WORK),
        group(crate::games::limits::SCORING_WORK)
    )
}

/// The download's file name.
pub const JSON_NAME: &str = "pebbles-scoring.json";
