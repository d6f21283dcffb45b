//! Loopy games (issue 38): game graphs with cycles, their values as
//! canonical stoppers or as sides `S & T`, sums, comparison, negation and
//! outcomes with draws; CGSuite's notation in and out.
//!
//! Sources: Siegel, *Combinatorial Game Theory* (AMS, 2013), ch. VI
//! ("Loopy games"); Berlekamp, Conway & Guy, *Winning Ways*, 2nd ed., vol. 2,
//! ch. 11 ("Games Infinite and Indefinite"); the algorithms were learnt from
//! CGSuite's `LoopyGame`, `CanonicalStopper` and `SidedValue` (not copied).
//!
//! # Conventions
//!
//! - A **game graph** ([`Graph`]) has vertices with Left and Right options;
//!   a value's start is vertex 0. Play that never ends is a **draw**
//!   ([`LoopyOutcome`]: `D`).
//! - A **stopper** has no infinite *alternating* sequence of moves from any
//!   position. For stoppers `G ≥ H` iff Left, moving second in `G − H`,
//!   **survives** (is never left without a move; infinite play counts as
//!   survival): decided by retrograde analysis on pairs of positions
//!   (`survival.rs`, linear in the pairs).
//! - **Canonical stoppers** (`canon.rs`): dominated options removed,
//!   reversible options bypassed (a Left option `a` with `a^R ≤ G` is
//!   replaced by the Left options of `a^R`), positions of equal value fused,
//!   round after round until nothing changes. Each step keeps the value of
//!   every position, so one round's comparison table stays valid while it
//!   runs. *Termination:* every option list is a set of vertices of the one
//!   graph (which never grows), a round either changes something or ends
//!   the loop, the bypasses of one round are bounded by `4n² + 16` and the
//!   rounds by 64; a bound met leaves a form equal to the game, perhaps not
//!   the simplest (never met in the tests).
//! - **Sides** of a game that is not a stopper: `G = S & T` with `S = G⁺`
//!   the onside (infinite play counts for Left) and `T = G⁻` the offside
//!   (for Right), each a canonical stopper; `G⁻ = −((−G)⁺)`. CGSuite
//!   notes that Winning Ways' *sidling* does not converge in important
//!   cases, and we do not implement CGSuite's own simplification of
//!   non-stopper graphs. What we implement (`sides.rs`), in this order:
//!   1. **A first guess, proven.** Cut from `G` every Right move that
//!      continues an infinite alternating sequence (a Right edge inside a
//!      strongly connected part of the alternating graph): a stopper; take
//!      its canonical form `C`. Accept `C` only with a proof that it is
//!      `G⁺`: `C ≤ G⁺` because Left survives `G − C` moving second (for
//!      stoppers `X`, `X ≤ G⁺` iff Left survives `G − X` moving second),
//!      and `C ≥ G⁺` by a *simulation* (the greatest relation between
//!      positions of `G` and `C` along which Left copies her survival
//!      strategy of `G − X` into `C − X`, for every `X`; see
//!      `sides::proven_onside`). Both are fixed points over pairs of
//!      positions: they terminate.
//!   2. **Sidling** (`canon::sidle`): positions whose games are stoppers
//!      keep their canonical forms, the others start at `on`, and each
//!      round replaces `σ(v)` by `{σ(v^L) | σ(v^R)}` in canonical form.
//!      The map is monotone and starts above its greatest fixed point, so a
//!      round that changes nothing has reached it, which is `v ↦ v⁺`. It
//!      terminates because it stops after [`MAX_SIDLING_ROUNDS`] rounds.
//!   3. Otherwise the game is **refused** ([`LoopyError::SidesNotSettled`]),
//!      never answered with an unproven side. On 400 random graphs of up to
//!      12 positions (`tests/it/loopy.rs`) 316 get their value (234
//!      stoppers) and 84 are refused; no answer disagrees with the oracle.
//! - **Sums**: stoppers add as graphs (the product of positions); a sum that
//!   is not a stopper gets its sides. With sides, `G + H` has onside the
//!   onside of `G⁺ + H⁺` (the upsum) and offside the offside of `G⁻ + H⁻`
//!   (the downsum). `−(S & T) = −T & −S`. `G ≤ H` iff `G⁺ ≤ H⁺` and
//!   `G⁻ ≤ H⁻`.
//! - **Outcomes**: with each player moving first, Left wins when Right
//!   cannot survive (decided on `G⁻`), Right wins when Left cannot (on
//!   `G⁺`), otherwise a draw. The code is `L`, `R`, `N`, `P` (from
//!   `common::Class`), `D` when both starts draw, or two letters for the
//!   mixed cases (`LD`: Left moving first wins, Right moving first draws).
//!
//! # Notation (CGSuite's)
//!
//! `pass` (the brace it is in), `on = {pass|}`, `off = {|pass}`, `dud =
//! {pass|pass}` (= `on & off`), `over = {0|pass}`, `under = {pass|0}`,
//! `upon = {pass|*}`, named loops `a{0|a}` (a label before a brace names
//! it inside), `S & T`, and the printed forms `^[on]` (upon), `v[on]`,
//! `^[on]*`, `v[on]*`, `3/2under`, `5over` (`x + over`). Short parts are
//! read by the classical parser, so `^`, `*2`, `{3||2|1}` work inside; a sum
//! or negative inside a brace must not use a label of an enclosing brace.
//! `&` binds loosest, comparisons (`==`, `<=`, `>=`, `<`, `>`, `!=`, `<|`,
//! `|>`, `||`) compare values.
//!
//! # Limits
//!
//! Graphs have at most [`MAX_VERTICES`] vertices (a sum's positions are
//! counted before it is built), a comparison or simplification at most
//! [`MAX_PAIRS`] pairs of positions (checked before), expressions at most
//! [`MAX_LOOPY_EXPR`] characters and [`MAX_LOOPY_DEPTH`] levels of nesting;
//! every algorithm is iterative except the parser and printer, whose depth
//! is bounded.
//!
//! # Loopy rulesets
//!
//! Rulesets whose positions repeat ([`Info::loopy`](crate::classical::rulesets::Info::loopy):
//! Fox and Geese, its Ceylonese variant, Backsliding Toads and Frogs) are
//! analysed by [`analyse`] (`positions.rs`, reached through
//! [`RulesetId::loopy`](crate::classical::rulesets::RulesetId::loopy)):
//! every position reachable from the position, both players moving, is a
//! vertex of a game graph (`explore.rs`); a graph of at most
//! [`LoopyLimits::vertices`] positions gets its loopy value here; a larger
//! stopper its canonical stopper **part by part** (`parts.rs`): the
//! strongly connected parts of the graph, found by Tarjan's algorithm,
//! are simplified one at a time from the sinks up, each with the options
//! that leave it replaced by their canonical forms (an option may be
//! replaced by an equal stopper: the fusion step of `canon.rs`); in Fox
//! and Geese a part is the fox's squares for one placing of the geese, so
//! graphs of 10⁴–10⁶ positions get their values, CGSuite's among them
//! (`tests/it/loopy_rulesets.rs`); a larger graph that is not a stopper
//! (or one the engine's limits refuse) gets its outcome with draws by
//! **retrograde analysis** over (position, player to move): a player to
//! move with no move loses, a position with a move to a lost position is
//! won, one whose moves all lead to won positions is lost, found from the
//! ends backwards with a counter per position (linear in the moves,
//! iterative); what is never settled is a draw. The ruleset's upper bound
//! on the positions is checked before, the count while exploring.
//!
//! **Play** against the computer (`play.rs`, [`solve_loopy`], reached
//! through [`RulesetId::loopy_game`](crate::classical::rulesets::RulesetId::loopy_game)):
//! the same exploration, then the same retrograde analysis with each
//! state's remoteness; a [`LoopyGame`] is played through
//! [`Rules`](crate::common::play::Rules), a draw being a result (a drawn
//! position that comes back ends the game).
//!
//! Not here yet: stops and degrees, CGSuite's simplification of non-stopper
//! sides.

mod canon;
mod explore;
mod graph;
mod parse;
mod parts;
mod play;
mod play_run;
mod positions;
mod print;
mod report;
mod sides;
mod survival;
mod tree;
mod value;

use thiserror::Error;

use crate::classical::parse::ParseError;
use crate::notation::{about, SyntaxError};

pub use canon::{MAX_SIDLING_ROUNDS, MAX_SIDLING_WORK};
pub use graph::{Graph, MAX_VERTICES};
pub use parse::{
    is_loopy, parse_loopy, parse_loopy_entered, LoopyExpr, MAX_LOOPY_DEPTH, MAX_LOOPY_EXPR,
};
pub use parts::{canonical_by_parts, same_form, MAX_PARTS_WORK};
pub use play::{solve_loopy, LoopyGame, LoopyPos, LoopyRules, Standing};
pub use play_run::LoopyGameRun;
pub use positions::{
    analyse, LoopyLimits, LoopyPositionError, LoopyRun, PositionReport, Stepped, RUN_STEP,
};
pub use print::{show, show_graph, MAX_PRINT};
pub use report::{loopy_report, LoopyComparison, LoopyReport, LoopyResult};
pub use survival::MAX_PAIRS;
pub use tree::{
    graph_tree, graph_tree_of, GraphTree, GraphTreeNode, TreeNodeKind, GRAPH_TREE_LABEL,
    GRAPH_TREE_NODES,
};
pub use value::{LoopyOutcome, LoopyValue, DRAW};

/// What went wrong with a loopy expression or value. Input errors name the
/// offending token and its character position (from 0); limits name the
/// limit.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LoopyError {
    /// A token out of place, an early end, nesting or length over a limit.
    #[error(transparent)]
    Syntax(#[from] SyntaxError),
    #[error("`{token}` at position {pos}: no enclosing brace is labelled `{token}` (write `{token}{{…}}` around the uses)")]
    UnboundLabel { token: String, pos: usize },
    #[error("`pass` at position {pos}: `pass` is a move back to the brace it is in, and this one is in none")]
    PassOutside { pos: usize },
    #[error("`{token}` at position {pos}: a sum or negative inside a brace cannot use a label or `pass` of a brace around it")]
    OpenSum { token: String, pos: usize },
    #[error("`{{` at position {pos}: `pass` or the label of this brace inside a brace written with `||` is ambiguous (which of the braces the bars stand for does it mean?); write those braces out")]
    PassInBars { pos: usize },
    #[error("`&` at position {pos}: `S & T` is a value, not a position; it cannot be an option")]
    SidesInBrace { pos: usize },
    #[error("`{token}` at position {pos}: `{token}` is a word of the notation, not a label")]
    LabelIsKeyword { token: String, pos: usize },
    #[error("`{token}` at position {pos}: {source} (in the short game `{token}`)")]
    Short {
        token: String,
        pos: usize,
        source: ParseError,
    },
    #[error("the {what} would be {}, over the limit of {}", about(*size), about(*limit))]
    TooLarge {
        what: &'static str,
        size: u64,
        limit: u64,
    },
    #[error("the {side} of this game was not found: its first guess could not be proven and sidling (Winning Ways' method, which CGSuite notes need not converge) did not settle in {MAX_SIDLING_ROUNDS} rounds; it is refused rather than answered wrongly")]
    SidesNotSettled { side: &'static str },
    #[error("`&` at position {pos}: in `S & T` the onside S (on the left) must be at least the offside T (on the right), and here it is not")]
    SidesOutOfOrder { pos: usize },
    #[error("a game graph {reason}")]
    BadGraph { reason: &'static str },
    #[error("the game is not a stopper (play can go on forever with both players moving), and the sides of a game are found only for graphs of at most {MAX_VERTICES} positions")]
    LargeNotStopper,
}

impl LoopyError {
    /// The token the error names (empty when it names none: a limit, the
    /// end of the input, an answer not found).
    pub fn token(&self) -> String {
        match self {
            LoopyError::Syntax(SyntaxError::Unexpected { token, .. })
            | LoopyError::Syntax(SyntaxError::TooDeep { token, .. })
            | LoopyError::UnboundLabel { token, .. }
            | LoopyError::OpenSum { token, .. }
            | LoopyError::LabelIsKeyword { token, .. }
            | LoopyError::Short { token, .. } => token.clone(),
            LoopyError::PassOutside { .. } => "pass".into(),
            LoopyError::PassInBars { .. } => "{".into(),
            LoopyError::SidesInBrace { .. } | LoopyError::SidesOutOfOrder { .. } => "&".into(),
            LoopyError::Syntax(SyntaxError::End { .. } | SyntaxError::TooLong { .. })
            | LoopyError::TooLarge { .. }
            | LoopyError::SidesNotSettled { .. }
            | LoopyError::BadGraph { .. }
            | LoopyError::LargeNotStopper => String::new(),
        }
    }
}
