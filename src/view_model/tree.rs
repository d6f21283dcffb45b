//! `#/tree` view-model: typed edits of the tree view.

use crate::games::common::Variant;
use crate::notation::NotationError;
use crate::permalink::{self as pl, MovesSlot, TreeState};

/// One edit of the `#/tree` view: the text of one field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeAction {
    Moves(MovesSlot, String),
    Heap(String),
    /// Nim heaps, or empty for the subtraction game.
    Nim(String),
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(st: &TreeState, action: TreeAction) -> Result<TreeState, NotationError> {
    let mut next = st.clone();
    match action {
        TreeAction::Moves(slot, text) => next.moves = pl::edit_moves(&st.moves, slot, &text)?,
        TreeAction::Heap(text) => {
            next.heap = crate::notation::parse_number(&text, 0, pl::MAX_TREE_HEAP)?
        }
        TreeAction::Nim(text) => {
            next.nim = if text.trim().is_empty() {
                None
            } else {
                Some(pl::parse_nim(&text)?)
            };
            if next.nim.is_some()
                && !matches!(
                    next.mode,
                    Variant::Normal | Variant::Misere | Variant::Grundy
                )
            {
                next.mode = Variant::Normal;
            }
        }
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nim_position_switches_to_a_win_loss_mode() {
        let st = TreeState::default();
        let next = reduce(&st, TreeAction::Nim("1,2,3".into())).unwrap();
        assert_eq!(next.nim, Some(vec![1, 2, 3]));
        assert_eq!(next.mode, Variant::Normal);
        assert_eq!(
            reduce(&next, TreeAction::Nim(" ".into())).unwrap().nim,
            None
        );
        assert_eq!(
            reduce(&st, TreeAction::Heap("x".into())).unwrap_err().token,
            "x"
        );
    }
}
