//! `#/search`: the paper's searches over subtraction sets (seed 000 §9),
//! with the CLI's parameters: `search=discrepancy&size=2&max=20&bound=600&
//! criterion=actions`, or `search=pareto&size=2&max=10&heaps=0..60&tie=a&strict=1`.
//! Only the chosen search's fields are written; `size` and `max` belong to it.

use std::str::FromStr;

use super::{parse_flag, Notice, Params};
use crate::games::common::Tie;
use crate::games::search::{
    Criterion, DiscrepancySpec, ParetoSpec, MAX_AMOUNT, MAX_BOUND, MAX_PARETO_HEAP, MAX_SIZE,
};
use crate::jobs::SearchRequest;

pub use crate::games::search::SearchKind;
use crate::notation::{self, NotationError};

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

impl SearchState {
    pub(crate) const PARAMS: &'static [&'static str] = &[
        "search",
        "size",
        "max",
        "bound",
        "criterion",
        "heaps",
        "tie",
        "strict",
    ];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> SearchState {
        let mut st = SearchState::default();
        params.read("search", notices, "discrepancy", parse_kind, |k| {
            st.kind = k
        });
        let (d, p) = (&mut st.discrepancy, &mut st.pareto);
        match st.kind {
            SearchKind::Discrepancy => {
                params.read("size", notices, "2", parse_size, |s| d.size = s);
                params.read("max", notices, "20", parse_max, |m| d.max = m);
            }
            SearchKind::Pareto => {
                params.read("size", notices, "2", parse_size, |s| p.size = s);
                params.read("max", notices, "10", parse_max, |m| p.max = m);
            }
        }
        params.read("bound", notices, "600", parse_bound, |b| d.bound = b);
        params.read("criterion", notices, "actions", parse_criterion, |c| {
            d.criterion = c
        });
        params.read("heaps", notices, "0..60", parse_pareto_heaps, |h| {
            p.heaps = h
        });
        let tie = ParetoFields::default().tie.name();
        params.read("tie", notices, tie, Tie::from_str, |t| p.tie = t);
        params.read("strict", notices, "0", parse_flag, |s| p.strict = s);
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        out.push(("search", self.kind.code().into()));
        match self.kind {
            SearchKind::Discrepancy => {
                let d = &self.discrepancy;
                out.push(("size", d.size.to_string()));
                out.push(("max", d.max.to_string()));
                out.push(("bound", d.bound.to_string()));
                out.push(("criterion", d.criterion.code().into()));
            }
            SearchKind::Pareto => {
                let p = &self.pareto;
                out.push(("size", p.size.to_string()));
                out.push(("max", p.max.to_string()));
                out.push(("heaps", notation::format_range(p.heaps)));
                out.push(("tie", p.tie.code().into()));
                if p.strict {
                    out.push(("strict", "1".into()));
                }
            }
        }
    }
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
