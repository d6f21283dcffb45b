//! The misère switch of `#/classical` (issue 39, `misere=1`): the report
//! leads with misère play (the player who cannot move wins). The outcome
//! is the solver's `misere_outcome` of the report (the game as given,
//! not its normal-play canonical form); an impartial game also gets its
//! misère canonical form in CGSuite's notation, its genus and its Grundy
//! values, from the script worker's job ([`MisereGameRequest`]). The
//! normal-play rows that follow are labelled as normal play.
//!
//! [`MisereGameRequest`]: crate::jobs::MisereGameRequest

use crate::games::classical::report::misere_words;
use crate::games::classical::GameReport;
use crate::games::common::{Class, Player};
use crate::jobs::{JobFailure, MisereFormView};
use crate::view_model::explain::failure_text;

/// The switch's label and what it does.
pub const SWITCH_LABEL: &str = "Misère play (the player who cannot move wins)";

/// A row of the report: (name, value, explanation).
pub type Row = (&'static str, String, &'static str);

/// The misère row of a normal-play report (the switch off): after the
/// outcome, the solver's misère outcome or why it is missing.
pub fn misere_row(r: &GameReport) -> Option<Row> {
    let text = match r.misere_outcome {
        Some(c) => format!("{c}: {}", misere_words(c)),
        None => format!("not computed ({})", r.stopped("misère outcome")?),
    };
    Some((
        "misère outcome",
        text,
        "who wins when the player who cannot move wins, played on the game as given \
         (not its canonical form)",
    ))
}

/// The normal-play rows with the switch on: the misère outcome leaves
/// (the misère section leads with it), and the rows that name "the" value
/// or outcome say they are normal play's.
pub fn normal_rows(rows: Vec<Row>) -> Vec<Row> {
    rows.into_iter()
        .filter(|row| row.0 != "misère outcome")
        .map(|(name, value, about)| {
            let name = match name {
                "canonical form" => "normal-play canonical form",
                "outcome" => "normal-play outcome",
                "Grundy value" => "normal-play Grundy value",
                other => other,
            };
            (name, value, about)
        })
        .collect()
}

/// The heading over the normal-play rows with the switch on.
pub const NORMAL_HEADING: &str = "Normal play (the last player to move wins)";

/// What the switch's job has said so far.
#[derive(Clone, Copy, Debug)]
pub enum FormStatus<'a> {
    /// No job: the game is a board of a partizan ruleset.
    Partizan,
    /// Sent, no answer yet.
    Computing,
    Done(&'a MisereFormView),
    /// Refused (a limit named) or failed.
    Failed(&'a JobFailure),
}

/// The misère section above the normal-play report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereView {
    /// The misère outcome: the report's, else (an impartial game past the
    /// report's budget) its misère canonical form's.
    pub outcome: Option<Class>,
    /// `P: the player to move loses (the previous player wins)`, or why
    /// the outcome is not known.
    pub verdict: String,
    /// `(Left moves first, Right wins)` and the same with Right first.
    pub first: Vec<(String, String)>,
    /// The impartial game's misère canonical form, genus, Grundy values.
    pub rows: Vec<Row>,
    /// What the rows are not: partizan, being computed, or the refusal.
    pub note: Option<String>,
    /// The note is a refusal (drawn as an error).
    pub failed: bool,
}

/// `P: the player to move loses (the previous player wins)`.
pub fn verdict(c: Class) -> String {
    let words = match c {
        Class::L => "Left wins, whoever moves first",
        Class::R => "Right wins, whoever moves first",
        Class::N => "the player to move wins",
        Class::P => "the player to move loses (the previous player wins)",
    };
    format!("{c}: {words}")
}

/// Who wins with each player moving first.
pub fn first_lines(c: Class) -> Vec<(String, String)> {
    [Player::Left, Player::Right]
        .into_iter()
        .map(|p| {
            (
                format!("{} moves first", p.name()),
                format!("{} wins", c.winner(p).name()),
            )
        })
        .collect()
}

/// The misère section of `report` with the switch's job at `form`.
pub fn misere_view(report: &GameReport, form: FormStatus) -> MisereView {
    let canonical_outcome = match form {
        FormStatus::Done(MisereFormView::Game(g)) => Some(g.outcome),
        FormStatus::Done(MisereFormView::Partizan { .. } | MisereFormView::Comparison { .. })
        | FormStatus::Partizan
        | FormStatus::Computing
        | FormStatus::Failed(_) => None,
    };
    let outcome = report.misere_outcome.or(canonical_outcome);
    let verdict = match (outcome, report.stopped("misère outcome")) {
        (Some(c), _) => verdict(c),
        (None, Some(why)) => format!("not computed ({why})"),
        (None, None) => "not computed".to_string(),
    };
    let (rows, note, failed) = match form {
        FormStatus::Done(f) => form_rows(f),
        FormStatus::Partizan => (Vec::new(), Some(PARTIZAN.to_string()), false),
        FormStatus::Computing => (
            Vec::new(),
            Some("Misère canonical form: computing in the worker…".to_string()),
            false,
        ),
        FormStatus::Failed(f) => (
            Vec::new(),
            Some(format!(
                "Misère canonical form not computed: {}",
                failure_text(f).message
            )),
            true,
        ),
    };
    MisereView {
        outcome,
        first: outcome.map(first_lines).unwrap_or_default(),
        verdict,
        rows,
        note,
        failed,
    }
}

/// Why a partizan game has its outcome only.
pub const PARTIZAN: &str = "A partizan game: misère canonical forms and genus here are for \
    impartial games (the same options for both players), so only its misère outcome is shown.";

fn form_rows(f: &MisereFormView) -> (Vec<Row>, Option<String>, bool) {
    match f {
        MisereFormView::Game(g) => {
            let mut rows = Vec::new();
            let n = |v: &Option<u32>| v.map(|n| n.to_string());
            for (name, value, about) in [
                (
                    "misère canonical form",
                    g.canonical.clone(),
                    "the simplest impartial game equal to it in misère play, in CGSuite's \
                     notation (*[2#1] is {{*2}, *})",
                ),
                (
                    "genus",
                    g.genus.clone(),
                    "Conway's g^{g₀g₁g₂…}: g the normal-play Grundy value, gₙ the misère \
                     Grundy value of G plus n heaps of 2",
                ),
                (
                    "misère Grundy value",
                    n(&g.misere_nim_value),
                    "g₀: 0 exactly when the player to move loses in misère play",
                ),
                (
                    "normal-play Grundy value",
                    n(&g.nim_value),
                    "g: the nimber of the game in normal play",
                ),
                (
                    "birthday of the misère form",
                    n(&g.birthday),
                    "the depth of the misère canonical form's tree",
                ),
            ] {
                if let Some(value) = value {
                    rows.push((name, value, about));
                }
            }
            (rows, None, false)
        }
        MisereFormView::Partizan { .. } => (Vec::new(), Some(PARTIZAN.to_string()), false),
        // Not an answer to this page's request.
        MisereFormView::Comparison { .. } => (Vec::new(), None, false),
    }
}

/// A misère form in the pieces a line may break after: each ends at a
/// `)`, or at a `]` that does not close another bracket (`*[(2#1)2##]` →
/// `*[(2#1)` `2##]`), so short forms stay whole and a long one wraps
/// between its options' groups; `None` past
/// [`FORM_BREAKS_MAX`](super::classical::FORM_BREAKS_MAX) (shown as one
/// text that may break anywhere).
pub fn misere_breaks(form: &str) -> Option<Vec<&str>> {
    if form.len() > super::classical::FORM_BREAKS_MAX {
        return None;
    }
    let bytes = form.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        let next = bytes.get(i + 1).copied();
        let closes = b == b')' || (b == b']' && !matches!(next, Some(b']' | b')') | None));
        if closes && next.is_some() {
            out.push(&form[start..=i]);
            start = i + 1;
        }
    }
    out.push(&form[start..]);
    Some(out)
}

/// The line under the board with the switch on: the misère outcome first,
/// the normal-play value after it.
pub fn board_value(r: &GameReport) -> String {
    let misere = match r.misere_outcome {
        Some(c) => verdict(c),
        None => "not computed".to_string(),
    };
    format!(
        "misère play: {misere} · normal-play value {} ({})",
        r.canonical, r.outcome
    )
}

/// What the switch shows for a comparison or a loopy game, which have no
/// misère report here.
pub const COMPARISON_NOTE: &str = "Misère play: a comparison (<=, =, ||…) is about normal-play \
    values. Misère equality G == H of impartial games is on the Misère page (#/misere).";
pub const LOOPY_NOTE: &str =
    "Misère play: misère outcomes and canonical forms are computed for short (loopfree) games; \
     this game is loopy.";
