//! `#/misere`: misère play (issue 39). Two panels: the misère quotient of
//! an octal game (`code=0.77&heaps=12&sum=3+5+7`) and impartial misère
//! canonical forms in CGSuite's notation (`g=*[2]+*[2]`).

use crate::games::classical::misere::quotient::parse_sum;
use crate::games::classical::misere::{
    parse_heap_bound, QuotientError, DEFAULT_QUOTIENT_HEAPS, MAX_MISERE_EXPR,
};
use crate::jobs::{MisereFormRequest, QuotientRequest, MAX_PAGE_QUOTIENT_HEAPS};
use crate::notation::NotationError;

pub use super::classical::parse_octal as parse_quotient_code;

/// The default expression of the canonical-forms panel.
pub const DEFAULT_MISERE_EXPR: &str = "*2+*2";

/// What `#/misere` shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MisereState {
    /// `code=0.77`: the octal (or hexadecimal) code, as written.
    pub code: String,
    /// `heaps=12`: the quotient of the sums of heaps `1..=heaps`.
    pub heaps: u32,
    /// `sum=3+5+7`: the heaps of a sum whose outcome the quotient gives
    /// (empty: none asked).
    pub sum: Vec<u32>,
    /// `g=*2+*2`: a misère expression or comparison `G == H`.
    pub expr: String,
}

impl Default for MisereState {
    fn default() -> Self {
        MisereState {
            code: "0.77".into(),
            heaps: DEFAULT_QUOTIENT_HEAPS,
            sum: vec![3, 5, 7],
            expr: DEFAULT_MISERE_EXPR.into(),
        }
    }
}

/// A quotient's error about one field as the page's message, naming the
/// token.
fn notice(e: QuotientError) -> NotationError {
    let token = match &e {
        QuotientError::HeapBound { token, .. }
        | QuotientError::BadHeap { token, .. }
        | QuotientError::HeapBeyond { token, .. } => token.clone(),
        QuotientError::TooManyHeaps { heaps, .. } => heaps.to_string(),
        QuotientError::EmptySum | QuotientError::SumTooLong { .. } => String::new(),
        QuotientError::Code(_)
        | QuotientError::Positions { .. }
        | QuotientError::Elements { .. }
        | QuotientError::States { .. }
        | QuotientError::NoProgress { .. } => String::new(),
    };
    NotationError::new(token, e.to_string())
}

/// The heap bound `N` (or `0..N`), 1 to [`MAX_PAGE_QUOTIENT_HEAPS`].
pub fn parse_quotient_heaps(text: &str) -> Result<u32, NotationError> {
    let n = parse_heap_bound(text).map_err(notice)?;
    if n > MAX_PAGE_QUOTIENT_HEAPS {
        return Err(NotationError::new(
            n.to_string(),
            format!(
                "heap bound {n}: over this page's limit of {MAX_PAGE_QUOTIENT_HEAPS} heaps \
                 (`pebbles misere --quotient CODE --heaps N` goes to 40)"
            ),
        ));
    }
    Ok(n)
}

/// A sum of heaps `3+5+7` (or `3,5,7`), each at most `bound`; empty text
/// is no sum.
pub fn parse_quotient_sum(text: &str, bound: u32) -> Result<Vec<u32>, NotationError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    parse_sum(text, bound).map_err(notice)
}

/// `3+5+7`.
pub fn format_heap_sum(heaps: &[u32]) -> String {
    heaps
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join("+")
}

/// A misère expression as typed: not empty, within [`MAX_MISERE_EXPR`]
/// characters (its syntax is read in the worker, which names the token).
pub fn parse_misere_expr(text: &str) -> Result<String, NotationError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(NotationError::new(
            "",
            "type an impartial game, e.g. *2+*2, *[2#1] or * + * == 0",
        ));
    }
    if t.chars().count() > MAX_MISERE_EXPR {
        return Err(NotationError::new(
            t.chars().take(20).collect::<String>(),
            format!("the expression is longer than {MAX_MISERE_EXPR} characters"),
        ));
    }
    Ok(t.to_string())
}

impl From<&MisereState> for QuotientRequest {
    fn from(st: &MisereState) -> QuotientRequest {
        QuotientRequest {
            code: st.code.clone(),
            heaps: st.heaps,
            sum: st.sum.clone(),
        }
    }
}

impl From<&MisereState> for MisereFormRequest {
    fn from(st: &MisereState) -> MisereFormRequest {
        MisereFormRequest {
            expr: st.expr.clone(),
        }
    }
}
