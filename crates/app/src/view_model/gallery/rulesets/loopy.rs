//! The gallery's cards of the loopy rulesets (issue 38: Fox and Geese, its
//! Ceylonese variant, Backsliding Toads and Frogs). Their values are the
//! script worker's (the page's module has no loopy engine), so a card's
//! value is written here, as the page shows it once the card is opened;
//! `tests/it/gallery_loopy.rs` runs each card's job and checks it, and
//! that every loopy ruleset of the registry has its card.

use super::{hash_of, RulesetCard};
use crate::export::board_svg;
use crate::games::classical::rulesets::{parse_sum, Place};
use crate::games::classical::RulesetId;
use crate::jobs::JobError;

/// What a draw is, above the loopy cards.
pub const DRAW_NOTE: &str = "In these games a position can come back, so play may go on for \
    ever: that is a draw (outcome D), a result of its own in which neither player wins. Their \
    values are loopy (Winning Ways, chapter 11): on, off, over, dud = on & off, or a pair of \
    sides S & T. Open computes the position's value or outcome in a worker, with progress.";

/// A loopy ruleset's card, as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopyCard {
    /// The ruleset's id in the registry.
    pub ruleset: &'static str,
    /// The example's label and position.
    pub label: &'static str,
    pub position: &'static str,
    /// The value the page shows for it: `canonical form (outcome)`, or
    /// `outcome X` when the position has no loopy value.
    pub value: &'static str,
    /// What the value means.
    pub about: &'static str,
}

/// The loopy rulesets' cards, in registry order.
pub static LOOPY_CARDS: [LoopyCard; 3] = [
    LoopyCard {
        ruleset: "backsliding-toads-and-frogs",
        label: "Backsliding Toads and Frogs .FFT.T",
        position: ".FFT.T",
        value: "dud (D)",
        about: "A draw whoever starts: neither side can be forced to run out of moves, since \
                its creatures can always step back and forth. dud = on & off.",
    },
    LoopyCard {
        ruleset: "fox-and-geese",
        label: "Fox and Geese 4 wide",
        position: ".x.x|....|....|o...",
        value: "over (L)",
        about: "The geese (Left) win whoever starts, yet the value is not a number: over = \
                {0 | pass}, above 0 and below every positive number.",
    },
    LoopyCard {
        ruleset: "ceylonese-fox-and-geese",
        label: "Ceylonese Fox and Geese, two geese",
        position: ".x.x..|......|......|o.....",
        value: "off (R)",
        about: "Two geese cannot hold a fox that runs up to two squares: they run out of \
                moves while the fox can always move on, so the value is off = {|pass} and \
                the fox (Right) wins whoever starts.",
    },
];

/// The card of `c`: its board drawn, its link, its value as written.
pub fn loopy_card(c: &LoopyCard) -> Result<RulesetCard, JobError> {
    let r: RulesetId = c.ruleset.parse()?;
    let info = r.info();
    let boards = parse_sum(r, c.position, Place::Page)?;
    let first = boards.first().map(String::as_str).unwrap_or(info.start);
    let svg = board_svg(&r.board(first)?, c.label, 0.5);
    Ok(RulesetCard {
        id: info.id,
        name: info.name,
        rules: info.rules,
        source: info.source,
        label: c.label,
        position: c.position,
        hash: hash_of(r, boards),
        svg,
        value: Ok(c.value.to_string()),
        about: Some(c.about),
    })
}

/// Every loopy ruleset's card.
pub fn loopy_cards() -> Vec<Result<RulesetCard, JobError>> {
    LOOPY_CARDS.iter().map(loopy_card).collect()
}
