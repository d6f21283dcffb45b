//! The gallery's cards of the games on boards: one per ruleset of the
//! registry, built from what the ruleset says of itself (name, rules,
//! source, its first example) and solved by the page's own job, so a new
//! ruleset gets its card without touching the gallery.

use crate::export::board_svg;
use crate::games::classical::rulesets::{parse_sum, Place};
use crate::games::classical::RulesetId;
use crate::jobs::{self, ClassicalRequest, ClassicalView, JobError, JobRequest};
use crate::permalink::View;
use crate::state::{ClassicalState, PageState, Position};

mod loopy;
pub use loopy::{loopy_card, loopy_cards, LoopyCard, DRAW_NOTE, LOOPY_CARDS};

/// A ruleset's card.
#[derive(Clone, Debug, PartialEq)]
pub struct RulesetCard {
    pub id: &'static str,
    pub name: &'static str,
    pub rules: &'static str,
    pub source: &'static str,
    /// The example shown: its label and position.
    pub label: &'static str,
    pub position: &'static str,
    /// The permalink of the position on `#/classical`.
    pub hash: String,
    /// The position's first board, drawn.
    pub svg: String,
    /// `canonical form (outcome)`, from the page's job (a loopy
    /// ruleset's: written in [`LOOPY_CARDS`], checked against the script
    /// worker's job by the tests).
    pub value: Result<String, JobError>,
    /// What the value means (a loopy card's: who wins, or why it is a
    /// draw).
    pub about: Option<&'static str>,
}

/// The card of ruleset `r`: its first example, drawn and solved.
pub fn card(r: RulesetId) -> Result<RulesetCard, JobError> {
    let info = r.info();
    let (label, position) = info
        .examples
        .first()
        .copied()
        .unwrap_or((info.name, info.start));
    let boards = parse_sum(r, position, Place::Page)?;
    let first = boards.first().map(String::as_str).unwrap_or(info.start);
    let svg = board_svg(&r.board(first)?, label, 0.5);
    let hash = hash_of(r, boards.clone());
    let value = value(r, boards);
    Ok(RulesetCard {
        id: info.id,
        name: info.name,
        rules: info.rules,
        source: info.source,
        label,
        position,
        hash,
        svg,
        value,
        about: None,
    })
}

/// The permalink of boards of `r` on `#/classical`.
pub(super) fn hash_of(r: RulesetId, boards: Vec<String>) -> String {
    View {
        state: PageState::Classical(ClassicalState {
            position: Position::Boards(r, boards),
            ..ClassicalState::default()
        }),
        ..View::default()
    }
    .to_hash()
}

/// `canonical form (outcome)` of boards of `r`, or `outcome X` when a
/// loopy position has no value, from the page's job (a loopy ruleset's
/// job is the script worker's: in the page's module it is refused).
pub fn value(r: RulesetId, boards: Vec<String>) -> Result<String, JobError> {
    let result = jobs::run(JobRequest::Classical(ClassicalRequest::Boards(r, boards)))?;
    match result.as_classical() {
        Some(ClassicalView::Game(g)) => {
            Ok(format!("{} ({})", g.report.canonical, g.report.outcome))
        }
        Some(ClassicalView::LoopyBoards(v)) => Ok(match &v.value {
            Some(r) => format!("{} ({})", r.canonical, v.outcome),
            None => format!("outcome {}", v.outcome),
        }),
        Some(ClassicalView::Truth(_) | ClassicalView::Loopy(..)) | None => {
            Err(JobError::Internal("a position's job gave no game".into()))
        }
    }
}

/// Every card of a ruleset the page offers, in registry order, but the
/// loopy rulesets' ([`loopy_cards`]): the gallery computes these cards in
/// the page's own module, which has no loopy engine.
pub fn cards() -> Vec<Result<RulesetCard, JobError>> {
    crate::view_model::classical::page_rulesets()
        .filter(|r| !r.info().loopy)
        .map(card)
        .collect()
}
