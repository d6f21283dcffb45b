//! `#/cs` view-model: typed edits of the Cumulative Subtraction view.

use crate::notation::NotationError;
use crate::permalink::{self, CsState, MovesSlot};

/// One edit of the `#/cs` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CsAction {
    /// Text of the `s`, `l` or `r` field.
    Moves(MovesSlot, String),
    /// Text of the heap-range field.
    Heaps(String),
    /// Text of the heap-map field.
    Map(String),
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(st: &CsState, action: CsAction) -> Result<CsState, NotationError> {
    let mut next = st.clone();
    match action {
        CsAction::Moves(slot, text) => next.moves = permalink::edit_moves(&st.moves, slot, &text)?,
        CsAction::Heaps(text) => next.heaps = permalink::parse_heap_range(&text)?,
        CsAction::Map(text) => next.map = permalink::parse_map(&text)?,
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::CsMoves;

    #[test]
    fn edits_apply_or_name_the_token() {
        let st = CsState::default();
        let next = reduce(&st, CsAction::Moves(MovesSlot::S, "1..3".into())).unwrap();
        assert_eq!(next.moves, CsMoves::Symmetric(vec![1, 2, 3]));
        assert_eq!(
            reduce(&st, CsAction::Heaps("0..9".into())).unwrap().heaps,
            (0, 9)
        );
        let err = reduce(&st, CsAction::Map("2:x".into())).unwrap_err();
        assert_eq!(err.token, "x");
        assert_eq!(
            reduce(&st, CsAction::Moves(MovesSlot::S, "".into()))
                .unwrap_err()
                .message,
            "give at least one amount"
        );
    }
}
