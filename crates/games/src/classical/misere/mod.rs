//! Misère play (issue 39): the player who cannot move **wins**.
//!
//! # What is implemented
//!
//! - **Misère outcomes of short partizan games** ([`misere_outcome`],
//!   [`position_outcome`], [`misere_outcome_of`]): computed from the game's
//!   form by plain recursion with a memo (explicit stack, budget). Left to
//!   move wins when she has no move, or a move to a position that Right to
//!   move does not win; the class is `L`, `R`, `N` or `P` from the two
//!   answers. Misère outcomes are **not** invariant under normal-play
//!   simplification (`{*2}` is `0` in normal play, yet a misère P-position
//!   while `0` is N), so [`misere_outcome`] takes a normal-play canonical
//!   form as the literal form it is, and a ruleset's position is walked
//!   over its own positions.
//! - **Impartial misère canonical forms** ([`MisereUniverse`], handles
//!   [`Mis`]), after Conway, *On Numbers and Games*, ch. 12, and Siegel,
//!   *Combinatorial Game Theory*, ch. V.1. An impartial game is its set of
//!   options. `G = H` in misère play when `G + X` and `H + X` have the same
//!   misère outcome for every impartial `X`. Conway's test, which we
//!   implement for a game `G` whose options are canonical against a
//!   canonical `H`: `G = H` iff (i) `G` and `H` have the same misère
//!   outcome, (ii) every `G′` is some `H′` or has an option equal to `H`,
//!   (iii) every `H′` is some `G′` or has an option equal to `G`. An option
//!   `G′` of `G` is *reversible* when it has an option `G″ = G`; a game
//!   with canonical options and none reversible is canonical, and two
//!   equal canonical games are identical. So the canonical form of
//!   `{options}` is the first option-of-an-option `G″` equal to it by the
//!   test, or the set itself. The special role of `0`: deleting a
//!   reversible option `H` from `G` leaves `K = G ∖ {H}`, and `G = K` needs
//!   the same outcome, which is automatic unless `K` has no options; the
//!   test's condition (i) is that case (`{*} = 0`, since `* + * = 0`, but
//!   `{*2} ≠ 0`: `{*2}` is a P-position). Forms are hash-consed (equal
//!   games are equal handles); sums are `G + H = {G′ + H, G + H′}`,
//!   canonicalised, cached.
//!   *Cost:* canonicalising a set of `n` options tries each of their
//!   options `J` once, and the test recurses into `J`'s options with a memo
//!   by game: `O(Σ |options(J)|)` per candidate at most. A sum `G + H`
//!   visits at most the pairs of subpositions of `G` and `H` (its work
//!   estimate, checked before it runs: [`MAX_MISERE_SUM_WORK`]).
//! - **Genus** ([`Genus`], Conway's `γ(G) = g^{g₀ g₁ g₂ …}`, ONAG ch. 12,
//!   Winning Ways ch. 13): `g = G⁺` the normal-play Grundy value,
//!   `gₙ = (G + n·*2)⁻` the misère Grundy value of `G` plus `n` heaps of
//!   size 2. We print the superscript as Winning Ways writes it: up to
//!   where it starts alternating with period 2, at least two digits (`0`
//!   has genus `0^120`, `*` `1^031`, `*2` `2^20`, `*3` `3^31`, Winning
//!   Ways ch. 13). CGSuite writes the same genus of a wild game, but
//!   abbreviates nim heaps to their base (`0`, `1`, `2`) and tame and
//!   restive games to one digit (`*2 + *2`: CGSuite `0^0`, here `0^02`):
//!   its abbreviations need the phyla, which we do not compute.
//! - **Notation**: CGSuite's plain-text output ([`Printer`]: `*[0]`,
//!   `*[2]`, `*[2[2]]` for `*2 + *2`, `*[2#]` for `{*2}`, `*[2#1]` for
//!   `{{*2}, *}`) and its input (`*[2]`, `*[4,2]`, `*[[2],1]`,
//!   `*[[*[4] + *[2]]]`) with `*n`, `0`, braces and sums
//!   ([`parse_misere`]); `G == H` compares two impartial games
//!   ([`misere_compare`]: their canonical forms are the same handle).
//! - **Census** ([`census`]): the misère canonical games born by day `D`:
//!   1, 2, 3, 5, 22, 4 171 780 for `D` = 0…5 (Conway, ONAG ch. 12).
//!
//! - **Misère quotients of octal and hexadecimal games** ([`quotient`],
//!   [`Quotient`]; Plambeck 2005, Plambeck and Siegel 2008): the
//!   commutative monoid of the sums of heaps `1..=N` of a code modulo
//!   misère indistinguishability, its presentation, P-portion, each heap's
//!   element and the multiplication table, learned from a brute force and
//!   then *verified* for every sum of heaps up to `N` (see the module
//!   [`quotient`](mod@quotient) for the algorithm and its limits). A sum's
//!   outcome is then the product of its heaps' elements looked up in the
//!   P-portion ([`Quotient::answer`]).
//! - **In every normal-play report** ([`expr_outcome`], [`sum_outcome`]):
//!   `misere_outcome` of an expression's literal form (boards as their own
//!   game trees) or of a sum of boards over the sum's own positions, within
//!   [`REPORT_MISERE_POSITIONS`].
//! - **The misère switch of `#/classical`** ([`expr_report`],
//!   [`boards_report`]): the impartial misère canonical form and genus of
//!   the page's expression as written or of its sum of boards, `None` for
//!   a partizan game.
//!
//! The page `#/misere` draws the quotients (stepped by [`QuotientRun`] in
//! the worker) and the canonical forms.

mod arena;
mod census;
mod genus;
mod lazy;
mod literal;
mod outcome;
mod parse;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod position;
mod print;
pub mod quotient;
mod report;
mod reported;
mod switch;

use thiserror::Error;

use crate::classical::parse::ParseError;
use crate::classical::rulesets::PositionError;
use crate::notation::{about, SyntaxError};

pub use arena::{Mis, MisereUniverse, MAX_MISERE_BIRTHDAY, MAX_MISERE_FORMS, MAX_MISERE_HEAP};
pub use census::{census, CensusReport, CENSUS_WORK_LIMIT, MAX_CENSUS_DAY};
pub use genus::{Genus, GenusCache};
pub use literal::{Lit, Literals, MAX_LITERALS};
pub use outcome::{misere_outcome, misere_outcome_of, Options, MISERE_OUTCOME_BUDGET};
pub use parse::{
    parse_misere, MisereValue, MAX_MISERE_EXPR, MAX_MISERE_NESTING, MAX_MISERE_SUM_WORK,
};
pub use position::{position_canonical, position_outcome, MISERE_POSITIONS};
pub use print::Printer;
pub use quotient::{
    parse_heap_bound, quotient, quotient_within, HeapRow, Quotient, QuotientError, QuotientRun,
    SumAnswer, DEFAULT_QUOTIENT_HEAPS, MAX_QUOTIENT_ELEMENTS, MAX_QUOTIENT_HEAPS,
    QUOTIENT_POSITIONS, QUOTIENT_STATES,
};
pub use report::{misere_compare, MisereComparison, MisereReport};
pub use reported::{expr_outcome, sum_outcome, REPORT_MISERE_POSITIONS};
pub use switch::{boards_report, expr_report, SwitchRun, SwitchStep, SWITCH_STEP_UNITS};

/// What went wrong in misère analysis. Input errors name the offending
/// token and its character position; limits name the limit.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MisereError {
    /// A token out of place, an early end, nesting or length over a limit.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    #[error("`{token}` at position {pos}: a misère expression holds integers, nimbers (`*`, `*3`), CGSuite's forms (`*[2[2]]` as `*[2]+*[2]`, `*[[2],1]`), braces `{{…|…}}`, sums and parentheses")]
    NotMisereTerm { token: String, pos: usize },
    #[error("`{token}`: a nim heap larger than the limit of {limit}")]
    HeapTooLarge { token: String, limit: u32 },
    #[error("`{token}` at position {pos}: a CGSuite list `*[…]` holds impartial games only")]
    NotImpartial { token: String, pos: usize },
    #[error("`{token}` is not an impartial ruleset: misère canonical forms and sums are for impartial games (one board gets its misère outcome)")]
    NotImpartialRuleset { token: String },
    #[error("`{token}` at position {pos}: the sum needs about {} steps (pairs of subpositions), over the limit of {}", about(*work), about(*limit))]
    SumWork {
        token: String,
        pos: usize,
        work: u64,
        limit: u64,
    },
    #[error("stopped: the {what} passed the limit of {}", about(*limit))]
    Work { what: &'static str, limit: u64 },
    #[error("the result would be born on day {birthday}, over the limit of {limit}")]
    Birthday { birthday: u32, limit: u32 },
    #[error("census of day {day}: over the limit of day {limit} (day 6 would examine 2^4171780 sets of options)")]
    CensusDay { day: u32, limit: u32 },
    #[error("census: day {day} examines {} sets of options, over the limit of {} sets", about(*sets), about(*limit))]
    CensusWork { day: u32, sets: u64, limit: u64 },
    #[error("`{token}` at position {pos}: no game plus this nim heap gives the game before it")]
    NoDifference { token: String, pos: usize },
    #[error("`{token}` at position {pos}: misère equality compares impartial games (a partizan game has its misère outcome only)")]
    PartizanEquality { token: String, pos: usize },
    #[error("`{token}` is a comparison, not a game")]
    NotAGame { token: String },
    #[error("internal: a genus did not become periodic")]
    Genus,
    #[error(transparent)]
    Position(#[from] PositionError),
    /// An expression in the normal-play notation that does not read (the
    /// misère switch of `#/classical`).
    #[error(transparent)]
    Expr(#[from] ParseError),
}
