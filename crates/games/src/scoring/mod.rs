//! Scoring play: guaranteed scoring games (issue 40).
//!
//! Sources: U. Larsson, J. P. Neto, R. J. Nowakowski, C. P. Santos,
//! *Guaranteed scoring games*, Electron. J. Combin. 23(3) (2016) #P3.27
//! (arXiv:1505.07905; "LNS 2016" below); the Scoring Games Calculator of
//! J. P. Neto et al. (github.com/jpneto/ScoringGames, Haskell) and its user
//! guide (*Scoring Games Calculator*, draft of October 9, 2015), whose
//! notation we read and write and whose worked examples are our tests
//! (read to learn the notation and the examples; no code taken).
//!
//! # Conventions
//!
//! - A game is `<G^L | G^R>`: each side is a non-empty set of games, or an
//!   empty side with a score, `∅^s`, written `^s`. A **number** `n` is
//!   `<^n|^n>`; `<^a|^b>` is a game born on day 0. Left maximises the final
//!   score, Right minimises it.
//! - **Scores are integers** (`i64`, overflow refused). The papers allow
//!   real scores and the calculator dyadic ones; every game Pebbles builds
//!   (Cumulative Subtraction's points) scores integers, so we decided on
//!   integers: `1/2` or `0.5` is refused by name ([`ScoringError::NotInteger`]).
//! - **Play and optimal scores.** A player to move in `G` with an empty
//!   side `∅^s` cannot move, and the game ends with score `s`. `Ls(G)`
//!   (`left_score`) is the score of optimal play with Left moving first,
//!   `Rs(G)` (`right_score`) with Right first: `Ls(G) = ℓ` if `G^L = ∅^ℓ`,
//!   else `max Rs(G^L)`; `Rs` likewise with `min` and `Ls(G^R)`.
//! - **Disjunctive sum** (LNS 2016's definition): `G + H = <G^L + H,
//!   G + H^L | G^R + H, G + H^R>`; a side of the sum is empty, with score
//!   `s + t`, only when both components' sides are empty (`∅^s`, `∅^t`);
//!   when one component has an empty side and the other options, the sum's
//!   side is the other component's moves alone and the empty side's score
//!   is not added then (it counts only when the whole sum ends on it). A
//!   number `n` added to `G` shifts every score of `G` by `n`.
//! - **Negation** is the conjugate `−G = <−G^R | −G^L>` with scores negated.
//!   It is an inverse only for some games (`G − G = 0` iff `G` is
//!   *invertible*, LNS 2016 §5); `G − H` means `G + (−H)`.
//! - **Guaranteed** (LNS 2016's class GS): at every subposition `H`, if
//!   `H^L = ∅^ℓ` then `ℓ ≤` every score of an empty side in `H`, and if
//!   `H^R = ∅^r` then `r ≥` every such score (a player is never better off
//!   for having run out of moves). Sums and conjugates of guaranteed games
//!   are guaranteed. The order `G ≥ H` (`Ls(G+X) ≥ Ls(H+X)` and
//!   `Rs(G+X) ≥ Rs(H+X)` for every guaranteed `X`), its constructive test
//!   and the canonical forms are theorems about GS only: for a game that is
//!   not guaranteed we still report `Ls` and `Rs`, and refuse canonical
//!   forms and comparisons with the reason ([`ScoringError::NotGuaranteed`]:
//!   the first subposition that breaks the condition).
//! - **Comparison and canonical form**: see [`canon`](self) (the module
//!   `canon.rs`): LNS 2016's comparison theorem with the pessimistic stops
//!   (one player may pass), and its reductions to the unique canonical
//!   form: domination, non-atomic reversibility and atomic reversibility
//!   (two cases), on each side. Each reduction is checked, as it is made, to leave the game equal.
//!   The theorem and lemma numbers of the published version could not be
//!   checked here (only the abstract and the calculator were at hand), so we
//!   cite sections: §3 comparison, §4 reductions, §5 invertibility.
//! - **Birthday**: day 0 for `<^a|^b>`, one more than the latest option.
//! - **Pass stops** (`stops` in the report): `Ls̲`, `Rs̲` when Right may pass
//!   at any time, `Ls̄`, `Rs̄` when Left may (the comparison's first
//!   condition). The calculator's `stable` (`ls ≤ rs` of a game with an
//!   empty side) is not reported: it is not a property of the value.
//! - **Normal play embedded** (LNS 2016 §2): a normal-play game becomes a
//!   scoring game by giving every empty side the score 0; `hat(n)` is the
//!   integer `n` so embedded (`hat(2) = <<0|^0>|^0>`), and `G ≥ H` in
//!   normal play iff their embeddings compare so.
//!
//! # Notation
//!
//! `<1,<^2|3>|4>`, `<^-3|<2|1>>`, `5`, `-G`, `G + H`, `G - H`, `hat(-2)`,
//! comparisons `G >= H`, `<=`, `==`, `!=`, `<`, `>`, `<>` (confused); see
//! [`parse_scoring`].
//!
//! # Cumulative Subtraction
//!
//! [`cs_games`]: a CS heap of the zero-sum variant as a scoring game, whose
//! `Ls`, `Rs` are the zero-sum table's values; Bidding CS does not fit the
//! theory (players do not alternate): see the `cs` module's docs and
//! [`BIDDING_NOT_COVERED`].
//!
//! # Limits
//!
//! Input is bounded before parsing ([`MAX_EXPR`], [`MAX_NESTING`]); every
//! form interned, sum step, comparison and reduction costs a work unit
//! charged against the caller's limit ([`ScoringError::Limit`]); forms are
//! born by day [`MAX_BIRTHDAY`] at most (the recursions' depth), a universe
//! holds at most [`MAX_FORMS`] forms, and printing stops at
//! [`MAX_PRINT_POSITIONS`].

mod arena;
mod canon;
mod cs;
mod parse;
mod print;
mod report;

use thiserror::Error;

use crate::cumulative_subtraction::{RulesError, SolveError};
use crate::notation::{about, SyntaxError};

pub use arena::{Figures, Node, ScoringUniverse, Sg, Side, SideSpec, MAX_BIRTHDAY, MAX_FORMS};
pub use canon::Relation;
pub use cs::{cs_games, cs_work, MAX_CS_HEAP};
pub use parse::{parse_scoring, CompareOp, Parsed, MAX_EXPR, MAX_NESTING};
pub use print::{print, print_checked, MAX_PRINT_POSITIONS};
pub use report::{
    scoring_answer, scoring_expr, PassStops, ScoringAnswer, ScoringComparison, ScoringCsReport,
    ScoringReport, INVERTIBLE_POSITIONS,
};

/// Why Bidding Cumulative Subtraction has no scoring-game form.
pub const BIDDING_NOT_COVERED: &str = "Bidding Cumulative Subtraction is not a guaranteed scoring game: the theory (like every theory of disjunctive sums) assumes the players alternate, while in BCS a bid decides who moves, so one player may move many times in a row; a BCS heap is no <L|R> game and a sum of heaps no disjunctive sum";

/// What went wrong. Input errors name the offending token and its
/// character position; limits name the limit.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ScoringError {
    /// A token out of place, an early end, nesting or length over a limit.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    #[error("unexpected `{token}` at position {pos}: expected {expected}")]
    Unexpected {
        token: String,
        pos: usize,
        expected: &'static str,
    },
    #[error("empty side at position {pos}: an empty side has a score, written `^s` (`<^0|1>`, `<2|^-1>`)")]
    EmptySide { pos: usize },
    #[error("`^` at position {pos}: `^s` is an empty side inside `<…|…>`; the number `s` alone is `<^s|^s>`")]
    AtomOutside { pos: usize },
    #[error("`{token}` at position {pos}: scores are integers here")]
    NotInteger { token: String, pos: usize },
    #[error("`{token}` at position {pos}: over the largest score, 2^63 − 1")]
    TooLarge { token: String, pos: usize },
    #[error("a score overflowed 64-bit integers")]
    Overflow,
    #[error("a side needs at least one option or a score")]
    NoOptions,
    #[error("the game would be born on day {birthday}, over the limit of {limit}")]
    Birthday { birthday: u32, limit: u32 },
    #[error("more than {} distinct forms, over the limit", about(*limit as u64))]
    Forms { limit: usize },
    #[error("stopped: the work passed the limit of {} units", about(*limit))]
    Limit { limit: u64 },
    #[error("the {what} has {} positions (as a tree), over the limit of {} to print", about(*positions), about(*limit))]
    TooBigToPrint {
        what: &'static str,
        positions: u64,
        limit: u64,
    },
    #[error("not a guaranteed scoring game, so it has no canonical form and no comparison (its optimal scores are still defined): {reason}")]
    NotGuaranteed { reason: String },
    #[error("heap {heap} is over the limit of {limit}")]
    CsHeap { heap: u32, limit: u32 },
    #[error(transparent)]
    CsRules(#[from] RulesError),
    #[error(transparent)]
    CsSolve(#[from] SolveError),
    #[error("{}", BIDDING_NOT_COVERED)]
    Bidding,
    #[error("internal: a reduction ({what}) would change the game's value")]
    Internal { what: &'static str },
}
