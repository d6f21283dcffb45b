//! `#/bcs` view-model: typed edits of the bidding view.

use crate::notation::{self, NotationError};
use crate::permalink::{self as pl, BcsState};

/// One edit of the `#/bcs` view: the text of one field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BcsAction {
    Moves(String),
    TotalBudget(String),
    Heaps(String),
    Bids(String),
    Plot(String),
    Budgets(String),
    /// `x,p`, or empty for no matrix.
    Matrix(String),
}

/// Keeps budget-dependent fields within a new total budget.
pub fn clamp_to_budget(st: &mut BcsState) {
    let tb = st.total_budget;
    if let Some(b) = &mut st.bids {
        b.retain(|&v| v <= tb);
        if b.is_empty() {
            st.bids = None;
        }
    }
    st.plot.retain(|&p| p <= tb);
    if st.matrix.is_some_and(|(_, p)| p > tb) {
        st.matrix = None;
    }
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(st: &BcsState, action: BcsAction) -> Result<BcsState, NotationError> {
    let mut next = st.clone();
    let tb = st.total_budget;
    match action {
        BcsAction::Moves(text) => {
            let s = pl::parse_moves(&text)?;
            if s.is_empty() {
                return Err(NotationError::new(&text, "give at least one amount"));
            }
            next.moves = s;
        }
        BcsAction::TotalBudget(text) => {
            next.total_budget = pl::parse_budget(&text)?;
            clamp_to_budget(&mut next);
        }
        BcsAction::Heaps(text) => next.heaps = pl::parse_bcs_heaps(&text)?,
        BcsAction::Bids(text) => {
            let b = notation::parse_set(&text, 0, tb)?;
            next.bids = (!b.is_empty()).then_some(b);
        }
        BcsAction::Plot(text) => next.plot = pl::parse_budget_list(&text, tb)?,
        BcsAction::Budgets(text) => next.budgets = pl::parse_budgets(&text)?,
        BcsAction::Matrix(text) => {
            next.matrix = if text.trim().is_empty() {
                None
            } else {
                Some(pl::parse_matrix(&text, tb)?)
            }
        }
    }
    Ok(next)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lowering_the_budget_drops_what_no_longer_fits() {
        let mut st = BcsState::default();
        st = reduce(&st, BcsAction::TotalBudget("9".into())).unwrap();
        st = reduce(&st, BcsAction::Bids("0,2,8".into())).unwrap();
        st = reduce(&st, BcsAction::Plot("1,9".into())).unwrap();
        st = reduce(&st, BcsAction::Matrix("9,6".into())).unwrap();
        st = reduce(&st, BcsAction::TotalBudget("5".into())).unwrap();
        assert_eq!(st.bids, Some(vec![0, 2]));
        assert_eq!(st.plot, vec![1]);
        assert_eq!(st.matrix, None);
        assert_eq!(
            reduce(&st, BcsAction::Moves("".into()))
                .unwrap_err()
                .message,
            "give at least one amount"
        );
        assert_eq!(
            reduce(&st, BcsAction::Bids("7".into())).unwrap_err().token,
            "7"
        );
    }
}
