//! `#/classical`: classical short games (seed 002). The position is a game
//! expression (`g=`), or a sum of boards of a ruleset of the registry:
//! `game=ID&position=POS` (boards joined by `+`). The older `ID=POS`
//! (`domineering=..|..`, `clobber=xo`, `nim=3,4,5`) opens the same view.

use crate::games::classical::loopy::is_loopy;
use crate::games::classical::rulesets::{parse_sum, Place, PositionError, Rulesets};
use crate::games::classical::script::{Limit, ScriptError, ScriptLimits};
use crate::games::classical::{
    OctalCode, OctalError, RulesetId, MAX_NIM_TABLE_HEAP, MAX_NIM_TABLE_SIDE, MAX_OCTAL_PAGE_HEAP,
};
use crate::games::common::Player;
use crate::jobs::{ClassicalRequest, MisereGameRequest, OctalRequest, ScriptRequest};
use crate::notation::{self, NotationError};
use crate::state::play::PlayState;

/// Most heaps of an octal game's table on the page.
pub const MAX_OCTAL_SHOWN: u32 = 2_000;

/// Longest expression accepted.
pub const MAX_EXPR_LEN: usize = 2_000;

/// What the page evaluates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Position {
    /// `g=`: a game or a comparison in CGSuite's notation.
    Expr(String),
    /// A sum of boards of one ruleset, each in canonical notation.
    Boards(RulesetId, Vec<String>),
    /// `script=` (lz-compressed) and `position=`: a position of a game
    /// written as a script; or with `sname=NAME&g=…`, an expression naming
    /// the script as `NAME[POS]` (issue 37).
    Script(ScriptRequest),
}

/// Longest script a link carries: the page's script limit.
pub const MAX_SCRIPT_LEN: usize = ScriptLimits::PAGE.script_bytes;

/// Longest compressed `script=` value read (see `MAX_RULES_PARAM`).
pub const MAX_SCRIPT_PARAM: usize = MAX_SCRIPT_LEN * 3;

/// `text` when it is not empty and within the page's `limit` (the script
/// or the position); else the message, naming its first characters.
pub(crate) fn within(
    text: &str,
    what: &str,
    limit: Limit,
    empty: &str,
) -> Result<String, NotationError> {
    if text.trim().is_empty() {
        return Err(NotationError::new("", empty));
    }
    let value = limit.value(&ScriptLimits::PAGE);
    if text.len() as u64 > value {
        let e = ScriptError::TooLong {
            what: what.into(),
            size: text.len(),
            limit,
            value,
        };
        let head: String = text.chars().take(20).collect();
        return Err(NotationError::new(head, e.to_string()));
    }
    Ok(text.to_string())
}

/// A script as typed: not empty, within the page's size limit. Whether it
/// compiles is found by the worker that runs it (the page's own module has
/// no script engine).
pub fn check_script(text: &str) -> Result<String, NotationError> {
    let empty =
        "write a script: `fn options(position, player) { … }` returning a list of positions";
    within(text, "the script", Limit::ScriptBytes, empty)
}

/// The name a script goes by in an expression (`sname=`): a word that
/// names no built-in ruleset; the error names it.
pub fn check_script_name(text: &str) -> Result<String, NotationError> {
    let name = text.trim();
    Rulesets::default()
        .check_name(name)
        .map_err(position_notice)?;
    Ok(name.to_string())
}

/// The expression of a script's page (`g=` with `script=`): empty for
/// none (the script's position is evaluated then); else as
/// [`parse_expr_text`]. Its `NAME[POS]` terms are read by the script
/// worker, which names a bad token.
pub fn check_script_expr(text: &str) -> Result<Option<String>, NotationError> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    parse_expr_text(text).map(Some)
}

/// A script's position as typed (a Rhai literal), within the page's limit.
pub fn check_script_position(text: &str) -> Result<String, NotationError> {
    let empty = "type a position, e.g. \"..|..\" or [3, 4]";
    within(text.trim(), "the position", Limit::PositionBytes, empty)
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicalState {
    pub position: Position,
    /// `octal=0.77`: the octal game whose Grundy values are listed.
    pub octal: String,
    /// `heaps=0..100`: the heaps listed.
    pub heaps: (u32, u32),
    /// `nimtable=0..8`: rows and columns of the 3-pile Nim table.
    pub nimtable: (u32, u32),
    /// `remoteness=1`: the octal table also lists single heaps' remoteness.
    pub remoteness: bool,
    /// A game against the equilibrium (`side=`, `moves=`).
    pub play: PlayState,
    /// Who moves first in that game (`first=`; Left unless given, so the
    /// links written before it play as they did).
    pub first: Player,
    /// `misere=1`: the report leads with misère play (the player who
    /// cannot move wins): its outcome, and for an impartial game its
    /// misère canonical form and genus.
    pub misere: bool,
}

impl Default for ClassicalState {
    fn default() -> Self {
        ClassicalState {
            position: Position::Expr("{0,*|-1}".into()),
            octal: "0.77".into(),
            heaps: (0, 100),
            nimtable: (0, 8),
            remoteness: false,
            play: PlayState::default(),
            first: Player::Left,
            misere: false,
        }
    }
}

impl From<&ClassicalState> for ClassicalRequest {
    fn from(st: &ClassicalState) -> ClassicalRequest {
        match &st.position {
            Position::Expr(g) => ClassicalRequest::Expr(g.clone()),
            Position::Boards(r, b) => ClassicalRequest::Boards(*r, b.clone()),
            Position::Script(s) => ClassicalRequest::Script(s.clone()),
        }
    }
}

impl ClassicalState {
    /// The misère switch's job: the page's game when the switch is on and
    /// the game may be impartial (a board of a partizan ruleset is not
    /// sent, nor a loopy expression: misère play is for short games).
    pub fn misere_request(&self) -> Option<MisereGameRequest> {
        if !self.misere {
            return None;
        }
        match &self.position {
            Position::Expr(g) if is_loopy(g) => None,
            Position::Expr(g) => Some(MisereGameRequest::Expr(g.clone())),
            Position::Boards(r, _) if !r.info().impartial => None,
            Position::Boards(r, b) => Some(MisereGameRequest::Boards(*r, b.clone())),
            Position::Script(s) => Some(MisereGameRequest::Script(s.clone())),
        }
    }
}

impl From<&ClassicalState> for OctalRequest {
    fn from(st: &ClassicalState) -> OctalRequest {
        OctalRequest {
            code: st.octal.clone(),
            heaps: st.heaps,
            remoteness: st.remoteness,
        }
    }
}

/// A position error as a field's message, naming its token.
pub fn position_notice(e: PositionError) -> NotationError {
    NotationError::new(e.token(), e.reason())
}

/// A ruleset's id (`game=`).
pub fn parse_game(text: &str) -> Result<RulesetId, NotationError> {
    text.parse().map_err(position_notice)
}

/// `..#|..+...`: boards of `ruleset` separated by `+`, each checked,
/// normalised and within the page's limit.
pub fn parse_boards(ruleset: RulesetId, text: &str) -> Result<Vec<String>, NotationError> {
    parse_sum(ruleset, text, Place::Page).map_err(position_notice)
}

/// An octal code such as `0.77` or `4.0`, as written.
pub fn parse_octal(text: &str) -> Result<String, NotationError> {
    text.parse::<OctalCode>().map_err(|e| {
        let token = match &e {
            OctalError::BadDigit { token, .. } => token.to_string(),
            OctalError::BadFirstDigit { token, .. } => token.clone(),
            _ => text.trim().to_string(),
        };
        NotationError::new(token, e.to_string())
    })?;
    Ok(text.trim().to_string())
}

/// Heaps of the octal table: up to heap 1 000 000, at most 2 000 listed.
pub fn parse_octal_heaps(text: &str) -> Result<(u32, u32), NotationError> {
    let (lo, hi) = notation::parse_range(text, 0, MAX_OCTAL_PAGE_HEAP)?;
    if hi - lo >= MAX_OCTAL_SHOWN {
        return Err(NotationError::new(
            text.trim(),
            format!("lists more than {MAX_OCTAL_SHOWN} heaps"),
        ));
    }
    Ok((lo, hi))
}

/// Rows of the Nim table: up to heap 2047, at most 64 rows.
pub fn parse_nimtable(text: &str) -> Result<(u32, u32), NotationError> {
    let (lo, hi) = notation::parse_range(text, 0, MAX_NIM_TABLE_HEAP)?;
    if hi - lo >= MAX_NIM_TABLE_SIDE {
        return Err(NotationError::new(
            text.trim(),
            format!("has more than {MAX_NIM_TABLE_SIDE} rows"),
        ));
    }
    Ok((lo, hi))
}

/// An expression as typed; too long ones are refused here, syntax errors
/// by [`crate::view_model::classical`] (which needs a universe to parse).
pub fn parse_expr_text(text: &str) -> Result<String, NotationError> {
    if text.trim().is_empty() {
        return Err(NotationError::new(
            "",
            "type a game, e.g. {0,*|-1} or ^ + *2",
        ));
    }
    if text.chars().count() > MAX_EXPR_LEN {
        return Err(NotationError::new(
            text.chars().take(20).collect::<String>(),
            format!("the expression is longer than {MAX_EXPR_LEN} characters"),
        ));
    }
    Ok(text.trim().to_string())
}
