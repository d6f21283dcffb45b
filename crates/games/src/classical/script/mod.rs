//! Rulesets written as scripts (issue 30): a short game defined in
//! [Rhai](https://rhai.rs), evaluated to canonical forms like a ruleset of
//! the [registry](super::rulesets), in a sandbox.
//!
//! A script defines the options of a position, in one of three ways:
//!
//! - `fn options(position, player)`, `player` being `"left"` or `"right"`;
//! - `fn left_options(position)` and `fn right_options(position)`;
//! - `fn options(position)`: an impartial game (both players have the same
//!   options; its values are nimbers, and reports give the Grundy value).
//!
//! Each returns an array of positions. A position is an integer, a boolean,
//! a character, a string, or an array or map of these ([`ScriptPos`]); it is
//! memoised, compared and hashed by value, and written as its Rhai literal
//! (`"..#|..."`, `[3, 4]`). Optionally `fn components(position)` returns the
//! independent parts of a position (their values add; a Domineering board
//! splits into its regions), and `fn board(position)` draws the position on
//! the page's generic board (a grid, a strip, heaps or a Hackenbush-like
//! graph of coloured edges on the ground; see [`read_board`]).
//!
//! The [`Script`] runs every call under [`ScriptLimits`]: operations per
//! call, call depth, expression depth, string, array and map sizes, the
//! size of the script and of a position's text; the [`ScriptSolver`] adds
//! the number and total size of distinct positions (the memory budget) and
//! refuses a position that recurs on the line being solved (a loop: the
//! solver is for short games), showing the cycle. A script whose positions
//! repeat gets a loopy value instead (issue 38, `loopy.rs`:
//! `ScriptRuleset::loopy`, a canonical stopper or sides and the outcome
//! with draws, or the outcome alone when its game graph is large) when a
//! position of it is analysed alone (`pebbles cgt --script FILE --position
//! POS`, `--game NAME --position POS`, the page's script panel); inside an
//! expression or a game played it stays refused. Every failure is a [`ScriptError`]
//! naming the line and column, the limit, or the value at fault; no input
//! panics. A script has no `import` (no file access), no clock and no
//! network: it computes, within its limits, and returns.
//!
//! A script is also a ruleset: [`ScriptRuleset`] is a compiled [`Script`]
//! under a name, an [`AnyRuleset`](super::rulesets::AnyRuleset) like every
//! ruleset of the registry (positions are its Rhai literals; moves are the
//! options numbered from 1; its solver's errors are
//! [`PositionError::Script`](super::rulesets::PositionError::Script),
//! keeping the [`ScriptError`]). Added to a
//! [`Rulesets`](super::rulesets::Rulesets) it is named in expressions,
//! `cake[[[2, 3]]] + cutcake[2x3]`, and its boards sum with the registry's
//! (`pebbles cgt --script cake=cutcake.rhai --expr …`, `--game cake
//! --position …`). Inside an expression or a game played, a sum solves at
//! most [`EXPR_POSITIONS`] distinct positions.
//!
//! [`EXAMPLES`] are Domineering, Toads and Frogs, a subtraction game and
//! Kayles, written in the registry's position notation where there is one;
//! [`RULESET_EXAMPLES`] are Cutcake and Hackenbush (drawn as a graph), in
//! notations close to the registry's.

#[cfg(feature = "script")]
mod board;
#[cfg(feature = "script")]
mod engine;
#[cfg(feature = "script")]
mod loopy;
#[cfg(feature = "script")]
pub mod play;
#[cfg(feature = "script")]
mod pos;
#[cfg(feature = "script")]
mod ruleset;
#[cfg(feature = "script")]
mod solve;

use serde::{Deserialize, Serialize};
use thiserror::Error;

#[cfg(feature = "script")]
pub use board::{gesture, gestures, read_board, NotBoard, MAX_BOARD_SITES, MAX_VERTEX};
#[cfg(feature = "script")]
pub use engine::{Interrupt, Script, INTERRUPT_EVERY, PLAYER_NAMES};
#[cfg(feature = "script")]
pub use pos::{NotPosition, ScriptPos};
#[cfg(feature = "script")]
pub use ruleset::{ScriptRuleset, EXPR_POSITIONS};
#[cfg(feature = "script")]
pub use solve::ScriptSolver;

/// Deepest nesting of arrays and maps in a position.
pub const MAX_NESTING: usize = 32;

/// The example scripts, as (name, script, a position to start from).
pub static EXAMPLES: &[(&str, &str, &str)] = &[
    (
        "Domineering",
        include_str!("examples/domineering.rhai"),
        "\"....|....|....\"",
    ),
    (
        "Toads and Frogs",
        include_str!("examples/toads_and_frogs.rhai"),
        "\"TT..FF\"",
    ),
    (
        "Subtraction game {1, 3, 4}",
        include_str!("examples/subtraction.rhai"),
        "[7, 9]",
    ),
    ("Kayles", include_str!("examples/kayles.rhai"), "[5, 7]"),
];

/// Scripts written in a built-in ruleset's notation, to sum with its
/// boards (`pebbles cgt --script cake=cutcake.rhai --expr 'cake[[[2, 3]]] +
/// cutcake[2x3]'`) and compare: Cutcake (pieces `[[2, 3]]`) and
/// Hackenbush (edges `[[0, 1, "b"]]`, drawn as a graph). Not in the page's
/// menu of [`EXAMPLES`].
pub static RULESET_EXAMPLES: &[(&str, &str, &str)] = &[
    ("Cutcake", include_str!("examples/cutcake.rhai"), "[[2, 3]]"),
    (
        "Hackenbush",
        include_str!("examples/hackenbush.rhai"),
        "[[0, 1, \"b\"], [1, 2, \"r\"], [0, 2, \"g\"]]",
    ),
];

/// The sandbox of a script: every limit a script runs under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptLimits {
    /// Longest script, in bytes.
    pub script_bytes: usize,
    /// Longest position text (`--position`, `position=`), in bytes.
    pub position_bytes: usize,
    /// Most operations of one call of a script function.
    pub operations: u64,
    /// Deepest nesting of function calls.
    pub call_levels: usize,
    /// Deepest nesting of expressions, at the top level and in functions.
    pub expr_depth: usize,
    pub fn_expr_depth: usize,
    /// Longest string, in bytes.
    pub string_size: usize,
    /// Most elements of an array (the elements of nested arrays counted
    /// in).
    pub array_size: usize,
    /// Most entries of a map (nested maps counted in).
    pub map_size: usize,
    /// Most distinct positions one solver keeps (the memory budget).
    pub positions: usize,
    /// Most bytes of positions kept ([`ScriptPos::weight`]): the memo's,
    /// and on the solver's stack each position twice (the frame and the
    /// path) with its options. What is resident comes close to it: a
    /// chain of 4 000-element arrays stops at 276 MB resident under the
    /// CLI's 256 MiB (it grew to 3.4 GB and aborted when one unit counted
    /// a value however large its slot).
    pub weight: usize,
}

impl ScriptLimits {
    /// `pebbles cgt --script`: about a minute and a few hundred MB at most
    /// of positions.
    pub const CLI: ScriptLimits = ScriptLimits {
        script_bytes: 64 * 1024,
        position_bytes: 4096,
        operations: 1_000_000,
        call_levels: 32,
        expr_depth: 64,
        fn_expr_depth: 32,
        string_size: 16 * 1024,
        // Nested arrays and maps count in these, so they also bound how
        // deep data nests; and the engine copies and checks nested data
        // in time quadratic in its depth: a script nesting as deep as the
        // limits allow is refused within about a second (release).
        array_size: 4_096,
        map_size: 512,
        positions: 2_000_000,
        weight: 256 << 20,
    };

    /// A page's worker: smaller memory, and arrays of at most 1 024
    /// elements. Nested arrays count in that size, and the engine checks
    /// and drops nested data recursively on the browser's native stack,
    /// which overflows at some 3 000 levels (measured in Chromium): these
    /// sizes keep the deepest nesting (arrays and maps) near 1 500.
    pub const PAGE: ScriptLimits = ScriptLimits {
        positions: 300_000,
        weight: 64 << 20,
        array_size: 1_024,
        ..ScriptLimits::CLI
    };
}

/// Which limit of [`ScriptLimits`] a script met.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Limit {
    ScriptBytes,
    PositionBytes,
    Operations,
    CallLevels,
    ExprDepth,
    StringSize,
    ArraySize,
    MapSize,
    Positions,
    Weight,
    Nesting,
}

impl Limit {
    /// The limit's value in `limits`.
    pub fn value(self, limits: &ScriptLimits) -> u64 {
        let n = match self {
            Limit::ScriptBytes => limits.script_bytes,
            Limit::PositionBytes => limits.position_bytes,
            Limit::Operations => return limits.operations,
            Limit::CallLevels => limits.call_levels,
            Limit::ExprDepth => limits.expr_depth,
            Limit::StringSize => limits.string_size,
            Limit::ArraySize => limits.array_size,
            Limit::MapSize => limits.map_size,
            Limit::Positions => limits.positions,
            Limit::Weight => limits.weight,
            Limit::Nesting => MAX_NESTING,
        };
        n as u64
    }

    /// What the limit counts, after `the limit of N`.
    pub fn unit(self) -> &'static str {
        match self {
            Limit::ScriptBytes => "bytes of script",
            Limit::PositionBytes => "bytes of position text",
            Limit::Operations => "operations per call",
            Limit::CallLevels => "levels of function calls",
            Limit::ExprDepth => "levels of nested expressions",
            Limit::StringSize => "bytes per string",
            Limit::ArraySize => "elements per array",
            Limit::MapSize => "entries per map",
            Limit::Positions => "distinct positions",
            Limit::Weight => {
                "bytes of positions kept (as counted: each value its slot, each text its bytes)"
            }
            Limit::Nesting => "levels of arrays and maps in a position",
        }
    }
}

/// A line and column of the script (both from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct At {
    pub line: usize,
    pub column: usize,
}

impl std::fmt::Display for At {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.column > 0 {
            write!(f, "line {}, column {}", self.line, self.column)
        } else {
            write!(f, "line {}", self.line)
        }
    }
}

/// `` `options`, line 3, column 7: `` — where a failure happened.
fn place(function: &str, at: &Option<At>) -> String {
    let f = if function.is_empty() {
        "the script".to_string()
    } else {
        format!("`{function}`")
    };
    match at {
        Some(at) => format!("{f} at {at}"),
        None => f,
    }
}

/// A script that cannot be read, run or solved.
#[derive(Clone, Debug, PartialEq, Eq, Error, Serialize, Deserialize)]
pub enum ScriptError {
    /// The script or a position's text is longer than its limit
    /// ([`Limit::ScriptBytes`], [`Limit::PositionBytes`]).
    #[error("{what} is {size} bytes long, over the limit of {value} {}", .limit.unit())]
    TooLong {
        what: String,
        size: usize,
        limit: Limit,
        value: u64,
    },
    /// The script does not parse.
    #[error("syntax error at {at}: {message}")]
    Syntax { at: At, message: String },
    /// The script defines no options, or two ways of giving them.
    #[error("{0}")]
    Definitions(String),
    /// A script function failed (a missing variable, a type mismatch, an
    /// index out of bounds, `throw`).
    #[error("{}: {message}", place(.function, .at))]
    Runtime {
        function: String,
        at: Option<At>,
        message: String,
    },
    /// A limit of [`ScriptLimits`] was met.
    #[error("{}: over the limit of {value} {}", place(.function, .at), .limit.unit())]
    Limit {
        function: String,
        at: Option<At>,
        limit: Limit,
        value: u64,
    },
    /// The caller's [`Interrupt`] stopped a call (the CLI's time limit),
    /// for its `reason`.
    #[error("{}: {reason}", place(.function, .at))]
    Interrupted {
        function: String,
        at: Option<At>,
        reason: String,
    },
    /// A function returned something that is not what it should: `found`
    /// at `path` inside the value (`[2]`: its third element).
    #[error("`{function}` (defined at line {line}) returned {found}{}, not {expected}",
        if .path.is_empty() { String::new() } else { format!(" at {}", .path) })]
    Returned {
        function: String,
        line: usize,
        found: String,
        path: String,
        expected: String,
    },
    /// A position recurs on the line being solved: `cycle` from the
    /// position to itself, each as its Rhai literal. The short solver's
    /// refusal; a position of a looping script alone gets its loopy value
    /// instead (`ScriptRuleset::loopy`).
    #[error("a position repeats: {}; a script's game must be short here (no position may recur): a looping script's position gets a loopy value by itself, not inside an expression or a game played", .cycle.join(" → "))]
    Cycle { cycle: Vec<String> },
    /// A position's text is not a position.
    #[error("position `{token}`: {reason}")]
    Position { token: String, reason: String },
}

impl ScriptError {
    /// Where in the script the failure is, when it is at a place.
    pub fn at(&self) -> Option<At> {
        match self {
            ScriptError::Syntax { at, .. } => Some(*at),
            ScriptError::Runtime { at, .. }
            | ScriptError::Limit { at, .. }
            | ScriptError::Interrupted { at, .. } => *at,
            ScriptError::Returned { line, .. } => Some(At {
                line: *line,
                column: 0,
            }),
            ScriptError::TooLong { .. }
            | ScriptError::Definitions(_)
            | ScriptError::Cycle { .. }
            | ScriptError::Position { .. } => None,
        }
    }

    /// The limit met, for a refusal by budget.
    pub fn limit(&self) -> Option<Limit> {
        match self {
            ScriptError::Limit { limit, .. } | ScriptError::TooLong { limit, .. } => Some(*limit),
            _ => None,
        }
    }
}
