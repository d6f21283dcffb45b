//! Rulesets with positions, one file per game, listed once in [`REGISTRY`].
//!
//! # Adding a ruleset
//!
//! Write one file here implementing [`Ruleset`] for a small struct, and add
//! one line to [`REGISTRY`]. Games that differ only in a rule share a file:
//! one struct with the rule as a field, one value and one registry line per
//! game, each with its own [`Info`] (`colouring.rs`: Snort and Col). What
//! several files share lives beside them: `board.rs` (the board, its glyphs
//! and moves), `heaps.rs` (the heap notation), `lines.rs` (crops and
//! symmetric images of grids). The trait says everything the front ends
//! need:
//!
//! - [`Ruleset::info`]: id (the name in `game=` and `--game`), display name,
//!   the rules and conventions in words with their source, the position and
//!   move notation, whether the game is impartial, what [`Ruleset::size`]
//!   counts and the limits on it, a starting position and examples;
//! - [`Ruleset::parse`] / [`Ruleset::print`]: the position notation, with
//!   errors that name the offending token;
//! - [`Ruleset::options`]: the positions a player can move to (what the
//!   [`Solver`](super::Solver) uses), optionally [`Ruleset::components`]
//!   (independent parts whose values add) and [`Ruleset::normalize`] (a
//!   representative of a symmetry class, and whether the value is negated);
//! - [`Ruleset::board`]: how the position is drawn ([`Board`]), and
//!   [`Ruleset::moves`]: the same options as board gestures with their
//!   notation ([`Move`]); `tests/classical_registry.rs` checks for every
//!   ruleset that `moves` and `options` agree, that printing and parsing
//!   round-trip, and that impartial rulesets give both players the same
//!   options.
//!
//! The CLI (`pebbles cgt --game ID --position POS`, `pebbles play cgt`),
//! the permalinks (`#/classical?game=ID&position=POS`, and the older
//! `ID=POS`), the worker job, play and the page's board reach a ruleset
//! only through [`RulesetId`] and the object-safe [`AnyRuleset`], so none of
//! them names a game.
//!
//! A *position* in the front ends is a sum of boards of one ruleset,
//! written `A + B` ([`parse_sum`]).
//!
//! # Rulesets that are not in the registry
//!
//! [`AnyRuleset`] may fail while solving ([`AnySolver::step`] returns
//! `Result<Option<Game>, PositionError>`; built-in rulesets never do), so a
//! ruleset written as a script
//! ([`ScriptRuleset`](super::script::ScriptRuleset), feature `script`) is
//! one like any other; its errors are [`PositionError::Script`]. Such
//! rulesets are added under a name to a [`Rulesets`], the environment the
//! expression parser is given
//! ([`Universe::parse_expr_in`](super::Universe::parse_expr_in)): a name
//! in `NAME[POS]` is a registry id or an added name, so a script's boards
//! sum with built-in ones (`cake[[[2, 3]]] + cutcake[2x3]`).
//! [`Rulesets::builtin`] is the registry alone. Their [`Info`] is shared
//! by all of a kind (`&'static`); their own name is [`AnyRuleset::id`].
//! [`parse_sum_of`] reads sums of any ruleset, splitting a script's
//! positions (Rhai expressions) only at a `+` outside brackets and quotes
//! ([`AnyRuleset::nested_notation`]).

pub mod amazons;
pub mod backsliding_toads_and_frogs;
pub mod board;
pub mod clobber;
pub mod colouring;
pub mod cram;
pub mod cutcake;
pub mod domineering;
mod erased;
pub mod fox_and_geese;
pub mod grundy;
pub mod hackenbush;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod heaps;
pub mod konane;
mod loopy;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod lines;
mod named;
pub mod nim;
pub mod pieces;
pub mod toads_and_frogs;
pub mod toppling_dominoes;
pub mod wythoff;

use std::fmt;
use std::hash::Hash;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

pub use board::{cell_name, column_letters, Board, Geometry, Glyph, Move, Owner};
pub use erased::{add_boards, AnyRuleset, AnySolver, Checked};
pub use loopy::{loopy_value, Stop};
pub use named::{Named, Rulesets};

use super::grid::BoardError;
use super::script::ScriptError;
use crate::common::Player;
use crate::notation::{about, shown};

/// Every ruleset, in the order pages and help list them.
pub static REGISTRY: &[&dyn AnyRuleset] = &[
    &domineering::Domineering,
    &clobber::Clobber,
    &nim::Nim,
    &cram::Cram,
    &colouring::SNORT,
    &colouring::COL,
    &konane::Konane,
    &amazons::Amazons,
    &hackenbush::Hackenbush,
    &toads_and_frogs::ToadsAndFrogs,
    &backsliding_toads_and_frogs::BackslidingToadsAndFrogs,
    &fox_and_geese::FOX_AND_GEESE,
    &fox_and_geese::CEYLONESE,
    &toppling_dominoes::TopplingDominoes,
    &cutcake::Cutcake,
    &wythoff::Wythoff,
    &grundy::Grundy,
];

/// A two-player normal-play game with positions. See the module docs.
pub trait Ruleset: Send + Sync + 'static {
    /// `Send`: the native solver searches on a thread of its own
    /// ([`Pipelined`](super::Pipelined)).
    type Position: Clone + Eq + Hash + Send + 'static;

    /// Name, rules, notation and limits.
    fn info(&self) -> &'static Info;

    /// Reads one board (no `+`); the error names the offending token.
    fn parse(&self, text: &str) -> Result<Self::Position, PositionError>;

    /// The position in its notation; `parse(print(p)) == p`.
    fn print(&self, p: &Self::Position) -> String;

    /// The position in a sentence (`Nim 3,4,5`); by default its notation.
    fn describe(&self, p: &Self::Position) -> String {
        self.print(p)
    }

    /// The measure the limits in [`Info::limits`] apply to (empty cells,
    /// stones, pebbles).
    fn size(&self, p: &Self::Position) -> usize;

    /// The positions `player` can move to.
    fn options(&self, p: &Self::Position, player: Player) -> Vec<Self::Position>;

    /// Independent parts of a position; their values add up.
    fn components(&self, p: &Self::Position) -> Vec<Self::Position> {
        vec![p.clone()]
    }

    /// A representative of the component's symmetry class, and whether the
    /// component's value is the negative of the representative's.
    fn normalize(&self, p: &Self::Position) -> (Self::Position, bool) {
        (p.clone(), false)
    }

    /// The normalised components of each of `player`'s options appended
    /// to `parts`, and after each option the length of `parts` pushed to
    /// `ends`: the solver's inner loop, by default [`Ruleset::options`],
    /// [`Ruleset::components`] and [`Ruleset::normalize`] (a ruleset may
    /// do it without the intermediate positions; the same parts either way).
    fn option_parts(
        &self,
        p: &Self::Position,
        player: Player,
        parts: &mut Vec<(Self::Position, bool)>,
        ends: &mut Vec<usize>,
    ) {
        for o in self.options(p, player) {
            parts.extend(self.components(&o).iter().map(|c| self.normalize(c)));
            ends.push(parts.len());
        }
    }

    /// The normalised component packed into one `u64`, never `u64::MAX`,
    /// when it fits: the solver then memoises it in a compact table (one
    /// cache line a lookup); `None` (the default) uses a general map.
    /// Distinct components must have distinct keys.
    fn memo_key(&self, p: &Self::Position) -> Option<u64> {
        let _ = p;
        None
    }

    /// For a loopy ruleset ([`Info::loopy`]): an upper bound on the
    /// positions reachable from `p` (both players moving), the loopy
    /// solvers' work estimate, checked before they start; `None` when the
    /// ruleset knows none (the count is then checked while exploring).
    fn positions_bound(&self, p: &Self::Position) -> Option<u64> {
        let _ = p;
        None
    }

    /// The position as it is drawn.
    fn board(&self, p: &Self::Position) -> Board;

    /// The options of `player` as moves: notation, gesture on the board
    /// and the position after, in the order the notation lists them.
    fn moves(&self, p: &Self::Position, player: Player) -> Vec<Move<Self::Position>>;

    /// The move `label` in words, after the mover's name (`took 2 from
    /// heap 1`); by default `played {label}`.
    fn action(&self, label: &str) -> String {
        format!("played {label}")
    }

    /// The move `label` of `player` at `p` in the board's own words, for
    /// the move values (`take 1 from the heap of 4`, `b1–b2`); by default
    /// its notation.
    fn move_name(&self, p: &Self::Position, player: Player, label: &str) -> String {
        let _ = (p, player);
        label.to_string()
    }

    /// The move `label` of `player` at `p` in words after the mover's
    /// name, as the log says it (`took 1 from the heap of 4`); by default
    /// [`Ruleset::action`].
    fn action_at(&self, p: &Self::Position, player: Player, label: &str) -> String {
        let _ = (p, player);
        self.action(label)
    }

    /// A board of pieces cut in place (Cutcake): the pieces of `p` as
    /// (rows, columns), side by side as [`Ruleset::board`] draws them.
    fn pieces(&self, p: &Self::Position) -> Option<Vec<(u8, u8)>> {
        let _ = p;
        None
    }

    /// The cut the move `label` makes on such a board: the piece (from
    /// 0), whether between columns, and after how many columns or rows.
    fn cut_of(&self, label: &str) -> Option<(usize, bool, usize)> {
        let _ = label;
        None
    }
}

/// What a ruleset tells about itself. All texts are plain sentences for
/// the page, the CLI's help and the docs.
#[derive(Debug)]
pub struct Info {
    /// The name in `game=`, `--game` and expressions (`id[position]`).
    pub id: &'static str,
    pub name: &'static str,
    /// Both players always have the same options.
    pub impartial: bool,
    /// Positions may repeat (Fox and Geese, Backsliding Toads and Frogs):
    /// the game has a loopy value ([`crate::classical::loopy`]), found by
    /// [`RulesetId::loopy`] over its game graph; the short solver
    /// ([`AnyRuleset::solver`], [`AnyRuleset::sum_value`]) refuses its
    /// positions ([`PositionError::Loopy`]).
    pub loopy: bool,
    /// The rules and the conventions implemented, in a sentence or two.
    pub rules: &'static str,
    /// Where the rules are taken from.
    pub source: &'static str,
    /// How a position is written.
    pub notation: &'static str,
    /// How a move is written (`moves=`, `--moves-played`).
    pub move_notation: &'static str,
    /// What [`Ruleset::size`] counts, plural (`empty cells`).
    pub size_name: &'static str,
    pub limits: Limits,
    /// How the board editor changes a position.
    pub edit: Edit,
    /// The position a page starts from when the game is chosen.
    pub start: &'static str,
    /// Positions worth showing: (label, position).
    pub examples: &'static [(&'static str, &'static str)],
}

/// Largest [`Ruleset::size`] of one board each front end solves: the
/// work estimate of a ruleset, checked before any solving starts (the work
/// grows exponentially with the size). Set them from measured times
/// (`pebbles cgt --ID POS` natively, the page about three times slower);
/// `tests/classical_registry.rs` checks their order.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Inside an expression (`domineering[..|..]`), solved while parsing:
    /// well under a second.
    pub expr: usize,
    /// On the page (in the worker, with progress and Cancel): tens of
    /// seconds at most.
    pub page: usize,
    /// In the page's Play panel and `pebbles play cgt` (all boards of the
    /// sum together): each reply within a second or so.
    pub play: usize,
    /// `pebbles cgt` and the JavaScript API's boards: a minute at most, a
    /// few hundred MB.
    pub cli: usize,
}

/// How the board editor changes a position of a ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Grid or strip cells: a click moves a cell to the next symbol of
    /// this cycle (the first is the empty cell, which new rows and columns
    /// get).
    Cells(&'static [char]),
    /// Heaps `3,4,5`: heaps grow and shrink by a pebble, and are added or
    /// removed.
    Heaps,
    /// A graph on the ground ([`Geometry::Graph`]), written as its edges
    /// `u-v:c` joined by commas (`0-1:b,1-2:r`; vertex numbers, then the
    /// edge's colour letter, its glyph's mark): a click on an edge moves
    /// its colour to the next of this cycle, a click on a vertex grows a
    /// new edge of the first colour from it to a new vertex; edges are
    /// also cut and drawn between two vertices.
    Graph(&'static [char]),
}

/// A position that cannot be read or is too large.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error(transparent)]
    Board(#[from] BoardError),
    #[error("`{token}`: {reason}")]
    Bad { token: String, reason: String },
    #[error("`{token}` is not a game; the games are {known}")]
    UnknownRuleset { token: String, known: String },
    #[error("`{token}`: the board has {size} {what}, over the limit of {limit} {}", .place.limit_text())]
    TooLarge {
        token: String,
        size: usize,
        what: &'static str,
        place: Place,
        limit: usize,
    },
    #[error("`{token}`: a sum holds at most {limit} boards")]
    TooManyBoards { token: String, limit: usize },
    /// A position of a loopy ruleset ([`Info::loopy`]) given to the short
    /// solver: its positions may repeat, so it has a loopy value
    /// ([`RulesetId::loopy`]), not a short one.
    #[error("`{token}`: positions of {game} can repeat, so it has a loopy value, not a short one (`pebbles cgt --game` gives it); it cannot be added to short games")]
    Loopy { token: String, game: &'static str },
    /// Adding the value of the board `token` to the boards before it is
    /// estimated past the limit of the place ([`Place::sum_work`]).
    #[error("`{token}`: adding its value to the boards before needs about {} steps (pairs of subpositions), over the limit of {}", about(*work), about(*limit))]
    SumWork {
        token: String,
        work: u64,
        limit: u64,
    },
    /// A ruleset written as a script failed on the board `token`: the
    /// script's own error (line and column, the limit met, the value at
    /// fault).
    #[error("`{token}`: {error}")]
    Script {
        token: String,
        error: Box<ScriptError>,
    },
}

impl PositionError {
    /// The offending token, as the message names it.
    pub fn token(&self) -> String {
        match self {
            PositionError::Board(BoardError::BadCell { token, .. }) => token.to_string(),
            PositionError::Board(_) => String::new(),
            PositionError::Bad { token, .. }
            | PositionError::UnknownRuleset { token, .. }
            | PositionError::TooLarge { token, .. }
            | PositionError::TooManyBoards { token, .. }
            | PositionError::SumWork { token, .. }
            | PositionError::Loopy { token, .. }
            | PositionError::Script { token, .. } => token.clone(),
        }
    }

    /// The message without the token (for fields that show the token
    /// themselves).
    pub fn reason(&self) -> String {
        match self {
            PositionError::Board(BoardError::BadCell { pos, allowed, .. }) => {
                format!("at position {pos}: expected one of {allowed}")
            }
            PositionError::Board(e) => e.to_string(),
            PositionError::Bad { reason, .. } => reason.clone(),
            PositionError::UnknownRuleset { known, .. } => {
                format!("not a game; the games are {known}")
            }
            PositionError::TooLarge {
                size,
                what,
                place,
                limit,
                ..
            } => format!(
                "the board has {size} {what}, over the limit of {limit} {}",
                place.limit_text()
            ),
            PositionError::TooManyBoards { limit, .. } => {
                format!("a sum holds at most {limit} boards")
            }
            PositionError::Loopy { game, .. } => format!(
                "positions of {game} can repeat, so it has a loopy value, not a short one \
                 (`pebbles cgt --game` gives it); it cannot be added to short games"
            ),
            PositionError::SumWork { work, limit, .. } => format!(
                "adding its value to the boards before needs about {} steps \
                 (pairs of subpositions), over the limit of {}",
                about(*work),
                about(*limit)
            ),
            PositionError::Script { error, .. } => error.to_string(),
        }
    }

    pub(crate) fn bad(token: &str, reason: impl Into<String>) -> PositionError {
        PositionError::Bad {
            token: shown(token.trim()),
            reason: reason.into(),
        }
    }
}

/// A ruleset of the [`REGISTRY`], by its id: `Copy`, compared by id,
/// written as its id in permalinks, requests and JSON.
#[derive(Clone, Copy)]
pub struct RulesetId(&'static dyn AnyRuleset);

impl RulesetId {
    /// Every ruleset, in registry order.
    pub fn all() -> impl Iterator<Item = RulesetId> {
        REGISTRY.iter().map(|&r| RulesetId(r))
    }

    /// The id (`domineering`).
    pub fn code(self) -> &'static str {
        self.0.info().id
    }

    pub fn info(self) -> &'static Info {
        self.0.info()
    }

    pub fn rules(self) -> &'static dyn AnyRuleset {
        self.0
    }

    /// `domineering, clobber, nim`.
    pub fn known() -> String {
        RulesetId::all()
            .map(RulesetId::code)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl std::ops::Deref for RulesetId {
    type Target = dyn AnyRuleset;

    fn deref(&self) -> &Self::Target {
        self.0
    }
}

impl PartialEq for RulesetId {
    fn eq(&self, other: &Self) -> bool {
        self.code() == other.code()
    }
}

impl Eq for RulesetId {}

impl Hash for RulesetId {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.code().hash(state)
    }
}

impl fmt::Debug for RulesetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RulesetId({})", self.code())
    }
}

impl fmt::Display for RulesetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.info().name)
    }
}

impl FromStr for RulesetId {
    type Err = PositionError;

    /// An id of the registry, ignoring case and surrounding spaces.
    fn from_str(text: &str) -> Result<RulesetId, PositionError> {
        let t = text.trim();
        RulesetId::all()
            .find(|r| r.code().eq_ignore_ascii_case(t))
            .ok_or_else(|| PositionError::UnknownRuleset {
                token: shown(t),
                known: RulesetId::known(),
            })
    }
}

impl Serialize for RulesetId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> Deserialize<'de> for RulesetId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<RulesetId, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// Where a sum of boards is solved: the limit of [`Limits`] that applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// `pebbles cgt` and the JavaScript API.
    Cli,
    /// A board inside an expression.
    Expr,
    /// The page's worker.
    Page,
    /// Playing against the equilibrium (the page's Play panel, `pebbles
    /// play cgt`): the limit is on the whole sum.
    Play,
}

impl Place {
    /// The largest size at `self` for a ruleset with these limits.
    pub fn limit(self, limits: &Limits) -> usize {
        match self {
            Place::Cli => limits.cli,
            Place::Expr => limits.expr,
            Place::Page => limits.page,
            Place::Play => limits.play,
        }
    }

    /// Most estimated work of adding one board's value to the boards
    /// before it ([`Universe::sum_cost`](crate::classical::Universe::sum_cost)).
    pub fn sum_work(self) -> u64 {
        match self {
            Place::Cli => 50_000_000,
            Place::Page => 4_000_000,
            Place::Expr | Place::Play => 1_000_000,
        }
    }

    /// Where the limit applies and what to do, after `over the limit of N`.
    fn limit_text(self) -> &'static str {
        match self {
            Place::Cli => "of `pebbles cgt` (the work grows exponentially with the size)",
            Place::Expr => "of a board inside an expression",
            Place::Page => "of the page (use `pebbles cgt` for larger boards)",
            Place::Play => "of a sum played against the equilibrium",
        }
    }
}

/// Most boards in one sum.
pub const MAX_BOARDS: usize = 6;

/// Reads `A + B + …`: each board checked (and written in canonical form)
/// by `ruleset`, at most [`MAX_BOARDS`] of them, each within the limit of
/// `place` (for [`Place::Play`], all of them together).
pub fn parse_sum(
    ruleset: RulesetId,
    text: &str,
    place: Place,
) -> Result<Vec<String>, PositionError> {
    parse_sum_of(ruleset.rules(), text, place)
}

/// [`parse_sum`] for any ruleset, one of the registry or one added under a
/// name ([`Rulesets`]). The boards are split at each `+`; for a ruleset
/// with [`AnyRuleset::nested_notation`], at each `+` outside brackets,
/// braces, parentheses and quotes, so a script's position (a Rhai
/// expression such as `[1, 2]` or `start(2 + 1)`) is one board.
pub fn parse_sum_of(
    ruleset: &dyn AnyRuleset,
    text: &str,
    place: Place,
) -> Result<Vec<String>, PositionError> {
    let pluses = if ruleset.nested_notation() {
        sum_pluses(text)
    } else {
        text.match_indices('+').map(|(i, _)| i).collect()
    };
    if pluses.len() >= MAX_BOARDS {
        // The boards past the limit, from the first of them.
        let extra = &text[pluses[MAX_BOARDS - 1] + 1..];
        return Err(PositionError::TooManyBoards {
            token: shown(extra.trim()),
            limit: MAX_BOARDS,
        });
    }
    let mut starts = vec![0];
    starts.extend(pluses.iter().map(|&i| i + 1));
    let mut ends = pluses.clone();
    ends.push(text.len());
    let boards: Vec<&str> = starts
        .iter()
        .zip(&ends)
        .map(|(&a, &b)| text[a..b].trim())
        .collect();
    let mut total = 0;
    boards
        .into_iter()
        .map(|b| {
            let checked = ruleset.check(b).map_err(|e| match e {
                // A board-wide problem names the board.
                PositionError::Board(BoardError::BadCell { .. }) => e,
                PositionError::Board(e) => PositionError::bad(b, e.to_string()),
                e => e,
            })?;
            let info = ruleset.info();
            let limit = place.limit(&info.limits);
            total += checked.size;
            let size = if place == Place::Play {
                total
            } else {
                checked.size
            };
            if size > limit {
                return Err(PositionError::TooLarge {
                    token: shown(b),
                    size,
                    what: info.size_name,
                    place,
                    limit,
                });
            }
            Ok(checked.text)
        })
        .collect()
}

/// The byte offsets of the `+` that split a sum: those outside `[]`, `{}`,
/// `()` and quoted text (`"…"`, `'…'`, with `\` escapes).
fn sum_pluses(text: &str) -> Vec<usize> {
    let (mut depth, mut quote, mut escaped) = (0usize, None, false);
    let mut out = Vec::new();
    for (i, c) in text.char_indices() {
        if let Some(q) = quote {
            if escaped {
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == q {
                quote = None;
            }
            continue;
        }
        match c {
            '"' | '\'' | '`' => quote = Some(c),
            '[' | '{' | '(' => depth += 1,
            ']' | '}' | ')' => depth = depth.saturating_sub(1),
            '+' if depth == 0 => out.push(i),
            _ => {}
        }
    }
    out
}
