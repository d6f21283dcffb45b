//! `#/scoring`: scoring play (issue 40). One field, a guaranteed scoring
//! game or a comparison in the Scoring Games Calculator's notation
//! (`expr=<^-3|<2|1>> + <-3|^0>`), analysed in the script worker.

use crate::games::scoring::MAX_EXPR;
use crate::jobs::ScoringRequest;
use crate::notation::NotationError;

/// The expression a new `#/scoring` shows: the user guide's sum of
/// `<^-3|<2|1>>` and `<-3|^0>`, an empty side's score added.
pub const DEFAULT_SCORING_EXPR: &str = "<^-3|<2|1>> + <-3|^0>";

/// What `#/scoring` shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoringState {
    /// `expr=`: a scoring game (`<1|-1>`, `G + H`, `-G`, `G - H`) or a
    /// comparison (`G >= H`, `<=`, `==`, `!=`, `<`, `>`, `<>`), as typed.
    pub expr: String,
}

impl Default for ScoringState {
    fn default() -> Self {
        ScoringState {
            expr: DEFAULT_SCORING_EXPR.into(),
        }
    }
}

/// A scoring expression as typed: not empty, within [`MAX_EXPR`]
/// characters. Its syntax is read in the worker, which names the token.
pub fn parse_scoring_expr(text: &str) -> Result<String, NotationError> {
    let t = text.trim();
    if t.is_empty() {
        return Err(NotationError::new(
            "",
            "type a scoring game, e.g. <1|-1>, <^2|^-1> + <^0|^0>, or a comparison G >= H",
        ));
    }
    let length = t.chars().count();
    if length > MAX_EXPR {
        return Err(NotationError::new(
            t.chars().take(20).collect::<String>(),
            format!("the expression has {length} characters, over the limit of {MAX_EXPR}"),
        ));
    }
    Ok(t.to_string())
}

impl From<&ScoringState> for ScoringRequest {
    fn from(st: &ScoringState) -> ScoringRequest {
        ScoringRequest {
            expr: st.expr.clone(),
        }
    }
}
