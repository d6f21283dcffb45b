//! Parsing game notation (the inverse of `print`): integers, dyadic
//! fractions `3/2`, `*`, `*n`, `^`, `v`, `^*`, `vv`, `^3`, `±G`, `{a,b|c}`,
//! `{3||2*|1*}` (the longest bar run splits a brace; a side holding shorter
//! bars is one game), `Tiny(G)`, `Miny(G)`, juxtaposed sums `1^*`, `2Tiny(2)`,
//! and expressions `G + H`, `G - H`, `-G`, `(G)`, with at most one
//! comparison `<=`, `>=`, `=`, `<`, `>`, `<>` or `||` (confused), `!=`.

mod lex;
mod parser;

use thiserror::Error;

use super::forms::{Forms, MAX_FORM_NODES};
use super::meter::{Cost, Stopped};
use super::rulesets::{AnyRuleset, Place, PositionError, Rulesets};
use super::universe::{Game, Universe};
use crate::notation::{about, shown};
use lex::{lex, Tok};
use parser::Parser;

/// What went wrong, naming the offending token and its position (a
/// character index from 0).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseError {
    #[error("unexpected `{token}` at position {pos}")]
    Unexpected { token: String, pos: usize },
    #[error("unexpected end of input at position {pos}: expected {expected}")]
    End { pos: usize, expected: &'static str },
    #[error("`{token}` at position {pos}: the denominator is not a power of 2")]
    NotDyadic { token: String, pos: usize },
    #[error("`{token}` at position {pos}: the number is too large")]
    TooLarge { token: String, pos: usize },
    #[error("`{token}` at position {pos}: two separators of the same length in one brace")]
    AmbiguousBars { token: String, pos: usize },
    #[error("`{token}` at position {pos}: a comparison cannot be part of a game")]
    Comparison { token: String, pos: usize },
    #[error("`{token}` at position {pos}: nested more than {MAX_DEPTH} levels deep")]
    TooDeep { token: String, pos: usize },
    #[error("`{token}` at position {pos}: the literal forms have more than {MAX_FORM_NODES} distinct subgames; compare the values with `=` instead")]
    FormsTooLarge { token: String, pos: usize },
    #[error("`{token}` at position {pos}: {message}")]
    Board {
        token: String,
        pos: usize,
        message: String,
    },
    /// A run such as `^^^…` longer than [`MAX_ATOM`].
    #[error("`{token}` at position {pos}: {count} {what} in a row, over the limit of {MAX_ATOM}")]
    Run {
        token: String,
        pos: usize,
        count: usize,
        what: &'static str,
    },
    /// A sum or comparison estimated past the limit before it is computed:
    /// `work` pairs of subpositions (the sum's recursion visits at most
    /// these).
    #[error("`{token}` at position {pos}: the sum needs about {} steps (pairs of subpositions), over the limit of {}; use fewer or smaller terms", about(*work), about(*limit))]
    SumWork {
        token: String,
        pos: usize,
        work: u64,
        limit: u64,
    },
    /// A value whose options would nest past [`MAX_VALUE_DEPTH`] levels.
    #[error("`{token}` at position {pos}: the result would be {depth} levels deep, over the limit of {MAX_VALUE_DEPTH}")]
    ValueDepth {
        token: String,
        pos: usize,
        depth: u64,
    },
    /// A value born past day [`MAX_BIRTHDAY`] (numbers past it, long up
    /// chains): too many records.
    #[error("`{token}` at position {pos}: the result could be born on day {birthday}, over the limit of {MAX_BIRTHDAY}")]
    Birthday {
        token: String,
        pos: usize,
        birthday: u64,
    },
    /// The whole expression took more than its budget of work, or a number
    /// needed more than 64 bits.
    #[error("`{token}` at position {pos}: {reason}")]
    Stopped {
        token: String,
        pos: usize,
        reason: Stopped,
    },
}

/// `match $error { … }` over the variants of [`ParseError`]: `$some` with
/// `$token` bound to the offending token (by reference, or mutably through
/// `&mut`), `$none` for [`ParseError::End`], which has none. The variants
/// are listed here once for [`ParseError::token`] and [`ParseError::cut`].
macro_rules! match_token {
    ($error:expr, $token:ident => $some:expr, End => $none:expr) => {
        match $error {
            ParseError::End { .. } => $none,
            ParseError::Unexpected { token: $token, .. }
            | ParseError::NotDyadic { token: $token, .. }
            | ParseError::TooLarge { token: $token, .. }
            | ParseError::AmbiguousBars { token: $token, .. }
            | ParseError::Comparison { token: $token, .. }
            | ParseError::TooDeep { token: $token, .. }
            | ParseError::FormsTooLarge { token: $token, .. }
            | ParseError::Board { token: $token, .. }
            | ParseError::Run { token: $token, .. }
            | ParseError::SumWork { token: $token, .. }
            | ParseError::ValueDepth { token: $token, .. }
            | ParseError::Birthday { token: $token, .. }
            | ParseError::Stopped { token: $token, .. } => $some,
        }
    };
}

impl ParseError {
    /// The offending token (empty at the end of the input).
    pub fn token(&self) -> &str {
        match_token!(self, token => token, End => "")
    }

    /// The same error with its token cut to [`crate::notation::MAX_SHOWN`]
    /// characters (a 100 KB token is not echoed whole).
    pub fn cut(mut self) -> ParseError {
        match_token!(&mut self, token => *token = shown(token), End => ());
        self
    }
}

/// A comparison between two games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    Le,
    Ge,
    Lt,
    Gt,
    Eq,
    Ne,
    Fuzzy,
    /// `===` or `≡`: identical forms, not just equal values.
    Identical,
}

/// A parsed expression: a game, or the truth of a comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Game(Game),
    Truth(bool),
}

/// Largest `n` of `*n`, `^n`, `vn`, and longest run `^^^…` (their
/// canonical forms have `n` levels).
pub const MAX_ATOM: u32 = 1024;
/// Deepest nesting of braces, parentheses and signs the parser follows.
pub const MAX_DEPTH: usize = 200;

/// Largest whole number written (integers are chains of that many records).
pub const MAX_INTEGER: i64 = 4096;

/// Deepest value a sum or comparison may make ([`Universe::depth`]): the
/// recursive operations go this deep, well within a worker's 1 MiB stack.
pub const MAX_VALUE_DEPTH: u64 = 4096;

/// Latest birthday of a computed value: a number `n` is a chain of `n`
/// records, `^n` one of `n`.
pub const MAX_BIRTHDAY: u64 = 1 << 16;

/// The work limits of one expression; each front end has its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExprLimits {
    /// Largest estimated work of one sum or comparison (pairs of
    /// subpositions, checked before it is computed).
    pub sum: u64,
    /// Most units of work of the whole expression ([`Universe::work`]),
    /// counted while it is computed.
    pub total: u64,
}

impl ExprLimits {
    /// The page's and the JavaScript API's: an expression of a few seconds
    /// at most in the worker (a unit costs 1–3 µs natively).
    pub const PAGE: ExprLimits = ExprLimits {
        sum: 4_000_000,
        total: 2_000_000,
    };
}

/// What the parser builds games with: canonical forms in a [`Universe`],
/// or literal forms in [`Forms`] (to decide identity).
pub(crate) trait Build {
    type G: Copy + PartialEq;
    fn zero(&mut self) -> Self::G;
    /// `{l | r}`.
    fn canon(&mut self, l: Vec<Self::G>, r: Vec<Self::G>) -> Self::G;
    fn add(&mut self, g: Self::G, h: Self::G) -> Self::G;
    fn neg(&mut self, g: Self::G) -> Self::G;
    fn sub(&mut self, g: Self::G, h: Self::G) -> Self::G {
        let n = self.neg(h);
        self.add(g, n)
    }
    /// A game written by its value (a number, `*n`, `^`, a board): its
    /// canonical form.
    fn canonical(&mut self, f: impl FnOnce(&mut Universe) -> Game) -> Self::G;
    /// The sum of the boards of `ruleset` written `NAME[A + B]`: by
    /// default its canonical form, solved within [`Place::Expr`]'s limits.
    fn boards(
        &mut self,
        ruleset: &dyn AnyRuleset,
        boards: &[String],
    ) -> Result<Self::G, PositionError> {
        let mut failed = None;
        let g = self.canonical(|u| {
            ruleset
                .sum_value(u, boards, Place::Expr)
                .unwrap_or_else(|e| {
                    failed = Some(e);
                    Universe::ZERO
                })
        });
        match failed {
            Some(e) => Err(e),
            None => Ok(g),
        }
    }
    /// The estimated cost of `g + h` (or of comparing them), looked at
    /// before it is computed; `cap` bounds the counting.
    fn cost(&mut self, _g: Self::G, _h: Self::G, _cap: u64) -> Cost {
        Cost::default()
    }
    /// Why the values built so far are placeholders (the budget is spent
    /// or a number overflowed), if they are.
    fn stopped(&self) -> Option<Stopped> {
        None
    }
}

impl Build for Universe {
    type G = Game;
    fn zero(&mut self) -> Game {
        Universe::ZERO
    }
    fn canon(&mut self, l: Vec<Game>, r: Vec<Game>) -> Game {
        Universe::canon(self, l, r)
    }
    fn add(&mut self, g: Game, h: Game) -> Game {
        Universe::add(self, g, h)
    }
    fn neg(&mut self, g: Game) -> Game {
        Universe::neg(self, g)
    }
    fn sub(&mut self, g: Game, h: Game) -> Game {
        Universe::sub(self, g, h)
    }
    fn canonical(&mut self, f: impl FnOnce(&mut Universe) -> Game) -> Game {
        f(self)
    }
    fn cost(&mut self, g: Game, h: Game, cap: u64) -> Cost {
        self.sum_cost(g, h, cap)
    }
    fn stopped(&self) -> Option<Stopped> {
        self.why_spent()
    }
}

/// A game, then perhaps a relation and a second game.
pub(crate) type Parsed<G> = (G, Option<(Relation, G)>);

fn parse_tokens<B: Build>(
    b: &mut B,
    lexed: lex::Lexed,
    limits: ExprLimits,
    rulesets: &Rulesets,
) -> Result<Parsed<B::G>, ParseError> {
    let mut p = Parser::new(b, lexed, limits, rulesets);
    let g = p.sum()?;
    let rel = match p.peek() {
        Some(Tok::Rel(rel)) => Some(*rel),
        Some(Tok::Bars(2)) => Some(Relation::Fuzzy),
        _ => None,
    };
    let second = match rel {
        Some(rel) => {
            let at = p.at;
            p.at += 1;
            let h = p.sum()?;
            if rel != Relation::Identical {
                // A comparison recurses like a sum.
                p.check_cost(g, h, false, at)?;
            }
            Some((rel, h))
        }
        None => None,
    };
    p.finished()?;
    Ok((g, second))
}

/// Parses `text` with the builder `b` (literal forms, say): a game, then
/// perhaps a relation and a second game.
pub(crate) fn parse_with<B: Build>(
    b: &mut B,
    text: &str,
    limits: ExprLimits,
    rulesets: &Rulesets,
) -> Result<Parsed<B::G>, ParseError> {
    parse_tokens(b, lex(text)?, limits, rulesets)
}

impl Universe {
    /// Parses a game or comparison expression within the page's limits
    /// ([`ExprLimits::PAGE`]). `G === H` compares the literal forms
    /// (identity), every other relation the values.
    pub fn parse_expr(&mut self, text: &str) -> Result<Value, ParseError> {
        self.parse_expr_within(text, ExprLimits::PAGE)
    }

    /// Parses an expression within `limits`: each sum and comparison is
    /// estimated before it is computed, and the whole expression runs
    /// within `limits.total` units of work. Errors name the token (cut to
    /// 80 characters) and its position.
    pub fn parse_expr_within(
        &mut self,
        text: &str,
        limits: ExprLimits,
    ) -> Result<Value, ParseError> {
        self.parse_expr_in(text, limits, Rulesets::builtin())
    }

    /// [`Universe::parse_expr_within`], with `NAME[POS]` naming a ruleset
    /// of `rulesets`: the registry's, or one added under a name (a script).
    pub fn parse_expr_in(
        &mut self,
        text: &str,
        limits: ExprLimits,
        rulesets: &Rulesets,
    ) -> Result<Value, ParseError> {
        let mut parsed = Ok(Value::Truth(false));
        let out = self.within(limits.total, |u| {
            parsed = u.parse_unchecked(text, limits, rulesets);
        });
        match (parsed, out) {
            // The parser's own error names the token where it stopped.
            (Err(e), _) => Err(e),
            (Ok(value), Ok(())) => Ok(value),
            // Only when the last step (a comparison) spent the budget.
            (Ok(_), Err(reason)) => Err(ParseError::Stopped {
                token: text.to_string(),
                pos: 0,
                reason,
            }),
        }
        .map_err(ParseError::cut)
    }

    fn parse_unchecked(
        &mut self,
        text: &str,
        limits: ExprLimits,
        rulesets: &Rulesets,
    ) -> Result<Value, ParseError> {
        let lexed = lex(text)?;
        let identity = lexed
            .toks
            .iter()
            .find(|t| t.0 == Tok::Rel(Relation::Identical))
            .map(|t| (t.1, t.2.clone()));
        if let Some((pos, token)) = identity {
            let mut forms = Forms::new(self);
            let (g, second) = parse_tokens(&mut forms, lexed, limits, rulesets)?;
            if forms.overflowed() {
                return Err(ParseError::FormsTooLarge { token, pos });
            }
            return Ok(Value::Truth(second.is_some_and(|(_, h)| h == g)));
        }
        let (g, second) = parse_tokens(self, lexed, limits, rulesets)?;
        Ok(match second {
            Some((rel, h)) => Value::Truth(self.relation(g, h, rel)),
            None => Value::Game(g),
        })
    }

    /// Parses a game (no comparison).
    pub fn parse(&mut self, text: &str) -> Result<Game, ParseError> {
        match self.parse_expr(text)? {
            Value::Game(g) => Ok(g),
            Value::Truth(_) => {
                let lexed = lex(text)?;
                let (_, pos, token) = lexed
                    .toks
                    .into_iter()
                    .find(|t| matches!(t.0, Tok::Rel(_) | Tok::Bars(2)))
                    .unwrap_or((Tok::Comma, 0, String::new()));
                Err(ParseError::Comparison { token, pos }.cut())
            }
        }
    }

    /// Whether `G rel H` holds.
    pub fn relation(&mut self, g: Game, h: Game, rel: Relation) -> bool {
        let (le, ge) = (self.le(g, h), self.le(h, g));
        match rel {
            Relation::Le => le,
            Relation::Ge => ge,
            Relation::Lt => le && !ge,
            Relation::Gt => ge && !le,
            Relation::Eq => le && ge,
            Relation::Ne => !(le && ge),
            Relation::Fuzzy => !le && !ge,
            // Canonical forms are interned: identical iff the same handle.
            Relation::Identical => g == h,
        }
    }
}
