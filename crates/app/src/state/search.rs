//! `#/search`: the paper's searches over subtraction sets (seed 000 §9),
//! with the CLI's parameters: `search=discrepancy&size=2&max=20&bound=600&
//! criterion=actions`, or `search=pareto&size=2&max=10&heaps=0..60&tie=a&strict=1`.
//! Only the chosen search's fields are written; `size` and `max` belong to it.

use crate::games::common::Tie;
use crate::games::search::{
    Criterion, DiscrepancySpec, ParetoSpec, MAX_AMOUNT, MAX_BOUND, MAX_PARETO_HEAP, MAX_SIZE,
};
use crate::jobs::SearchRequest;
use crate::notation::{self, NotationError};

pub use crate::games::search::SearchKind;

/// The Observation 7 search's fields (defaults as `pebbles search discrepancy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiscrepancyFields {
    pub size: usize,
    pub max: u32,
    /// The heap bound X.
    pub bound: u32,
    pub criterion: Criterion,
}

impl Default for DiscrepancyFields {
    fn default() -> Self {
        DiscrepancyFields {
            size: 2,
            max: 20,
            bound: 600,
            criterion: Criterion::Actions,
        }
    }
}

/// The Pareto search's fields (defaults as `pebbles search pareto`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParetoFields {
    pub size: usize,
    pub max: u32,
    pub heaps: (u32, u32),
    pub tie: Tie,
    pub strict: bool,
}

impl Default for ParetoFields {
    fn default() -> Self {
        ParetoFields {
            size: 2,
            max: 10,
            heaps: (0, 60),
            tie: Tie::Antagonistic,
            strict: false,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchState {
    pub kind: SearchKind,
    pub discrepancy: DiscrepancyFields,
    pub pareto: ParetoFields,
}

pub fn parse_kind(text: &str) -> Result<SearchKind, NotationError> {
    match text.trim() {
        "discrepancy" => Ok(SearchKind::Discrepancy),
        "pareto" => Ok(SearchKind::Pareto),
        t => Err(NotationError::new(t, "expected discrepancy or pareto")),
    }
}

pub fn parse_criterion(text: &str) -> Result<Criterion, NotationError> {
    match text.trim() {
        "actions" => Ok(Criterion::Actions),
        "values" => Ok(Criterion::Values),
        t => Err(NotationError::new(t, "expected actions or values")),
    }
}

/// Amounts per set, 1 to [`MAX_SIZE`].
pub fn parse_size(text: &str) -> Result<usize, NotationError> {
    notation::parse_number(text, 1, MAX_SIZE as u32).map(|n| n as usize)
}

/// Largest amount, 1 to [`MAX_AMOUNT`].
pub fn parse_max(text: &str) -> Result<u32, NotationError> {
    notation::parse_number(text, 1, MAX_AMOUNT)
}

/// The heap bound X, 0 to [`MAX_BOUND`].
pub fn parse_bound(text: &str) -> Result<u32, NotationError> {
    notation::parse_number(text, 0, MAX_BOUND)
}

/// Pareto heaps `a..b` within `0..`[`MAX_PARETO_HEAP`].
pub fn parse_pareto_heaps(text: &str) -> Result<(u32, u32), NotationError> {
    notation::parse_range(text, 0, MAX_PARETO_HEAP)
}

/// The worker job of the view: the chosen search's fields.
impl From<&SearchState> for SearchRequest {
    fn from(st: &SearchState) -> SearchRequest {
        match st.kind {
            SearchKind::Discrepancy => {
                let d = &st.discrepancy;
                SearchRequest::Discrepancy(DiscrepancySpec {
                    size: d.size,
                    max: d.max,
                    bound: d.bound,
                    criterion: d.criterion,
                })
            }
            SearchKind::Pareto => {
                let p = &st.pareto;
                SearchRequest::Pareto(ParetoSpec {
                    size: p.size,
                    max: p.max,
                    heaps: p.heaps,
                    tie: p.tie,
                    strict: p.strict,
                })
            }
        }
    }
}
