//! Gambit `.efg` files, perfect-information subset (seed 000 §8).
//!
//! * [`parse`] reads a Gambit extensive-form file (`EFG 2 R "title" { "P1"
//!   "P2" } …`): personal nodes `p "name" player infoset "infoset name" {
//!   "a" "b" } outcome …` and terminal nodes `t "name" outcome "outcome name"
//!   { payoffs }`, in Gambit's preorder. Chance nodes (`c`), imperfect
//!   information (an information set shared by two nodes) and anything else
//!   outside the subset are refused with the line and token. Payoffs are
//!   exact rationals (`3`, `-1.25`, `3/2`); an outcome attached to a
//!   personal node adds to every terminal below it, as in Gambit.
//! * [`to_efg`] writes a tree back (outcomes only at terminals), and
//!   [`from_graph`] turns a whole Cumulative Subtraction extensive form
//!   (`pebbles tree`) into a tree.
//! * [`solve`] is backward induction with the tie rules of the rest of
//!   Pebbles (PSPE): a player maximises its own payoff; among equal options
//!   it minimises (antagonistic) or maximises (friendly) the payoff of the
//!   next player in cyclic order, then of the one after, …; then the first
//!   action. For two players this is Definition 3's rule, and it is the
//!   Cumulative Games engine's default preference order.
//! * [`theorem11`] builds the one-heap Cumulative Game of Theorem 11.
//!
//! Parts: exact numbers (`number`), the reader (`parse`), the writer
//! (`write`), the solver (`solve`), Theorem 11 (`theorem11`) and the texts
//! (`report`).

mod number;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod parse;
mod report;
mod solve;
mod theorem11;
mod write;

use serde::Serialize;
use thiserror::Error;

pub use number::Rational;
pub use parse::parse;
pub use report::{report, report_json, report_text, Report};
pub use solve::{solve, Pspe};
pub use theorem11::{theorem11, Theorem11, Theorem11Error};
pub use write::{from_graph, to_efg, ExportError};

/// Most nodes a file may have.
pub const MAX_NODES: usize = 200_000;
/// Most players.
pub const MAX_PLAYERS: usize = 26;

/// A perfect-information extensive-form game; `nodes[0]` is the root and
/// nodes are in preorder (a node before its subtree, subtrees in action order).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EfgGame {
    pub title: String,
    #[serde(skip_serializing_if = "String::is_empty")]
    pub comment: String,
    pub players: Vec<String>,
    pub nodes: Vec<EfgNode>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EfgNode {
    pub name: String,
    /// 1-based player to move; `None` at a terminal.
    pub player: Option<usize>,
    /// Action labels, one per child.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub actions: Vec<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub children: Vec<usize>,
    /// Terminal: the outcome's name.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub outcome: String,
    /// Terminal: one payoff per player (outcomes above it already added).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub payoffs: Vec<Rational>,
}

impl EfgGame {
    pub fn is_terminal(&self, v: usize) -> bool {
        self.nodes[v].player.is_none()
    }
}

/// Why a file was refused; every message names the line (and the token).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EfgError {
    #[error("line {line}: `{token}`: expected {expected}")]
    Expected {
        line: usize,
        token: String,
        expected: &'static str,
    },
    #[error("line {line}: the file ends where {expected} should be")]
    Eof { line: usize, expected: &'static str },
    #[error("line {line}: string never closed")]
    Unclosed { line: usize },
    #[error(
        "line {line}: `{token}`: chance nodes are outside the perfect-information subset Pebbles reads"
    )]
    Chance { line: usize, token: String },
    #[error(
        "line {line}: `{token}`: information set {infoset} of player {player} was already used on \
         line {first}; imperfect information is outside the subset Pebbles reads"
    )]
    Imperfect {
        line: usize,
        token: String,
        player: usize,
        infoset: u64,
        first: usize,
    },
    #[error("line {line}: `{token}`: player must be 1 to {players}")]
    Player {
        line: usize,
        token: String,
        players: usize,
    },
    #[error("line {line}: `{token}`: not a payoff (whole number, decimal like 2.5 or fraction like 3/2, at most 18 digits)")]
    Payoff { line: usize, token: String },
    #[error("line {line}: {count} payoffs for {players} players")]
    PayoffCount {
        line: usize,
        count: usize,
        players: usize,
    },
    #[error("line {line}: `{token}`: outcome {outcome} has no payoffs yet (give them where it first appears)")]
    Outcome {
        line: usize,
        token: String,
        outcome: u64,
    },
    #[error("line {line}: `{token}`: outcome {outcome} is given payoffs a second time")]
    OutcomeTwice {
        line: usize,
        token: String,
        outcome: u64,
    },
    #[error("line {line}: payoffs too large to add up exactly")]
    Overflow { line: usize },
    #[error("line {line}: `{token}`: the tree is complete; nothing may follow it")]
    Trailing { line: usize, token: String },
    #[error("{players} players (1 to {MAX_PLAYERS})")]
    Players { players: usize },
    #[error("more than {MAX_NODES} nodes")]
    TooManyNodes,
}

impl EfgError {
    /// The error with its token cut to 80 characters
    /// ([`crate::notation::shown`]).
    fn cut(mut self) -> EfgError {
        match &mut self {
            EfgError::Expected { token, .. }
            | EfgError::Chance { token, .. }
            | EfgError::Imperfect { token, .. }
            | EfgError::Player { token, .. }
            | EfgError::Payoff { token, .. }
            | EfgError::Outcome { token, .. }
            | EfgError::OutcomeTwice { token, .. }
            | EfgError::Trailing { token, .. } => *token = crate::notation::shown(token),
            EfgError::Eof { .. }
            | EfgError::Unclosed { .. }
            | EfgError::PayoffCount { .. }
            | EfgError::Overflow { .. }
            | EfgError::Players { .. }
            | EfgError::TooManyNodes => {}
        }
        self
    }
}
