//! The expression notation of `pebbles scoring --expr`:
//!
//! ```text
//! expr    := sum [ op sum ]          op: >=  <=  ==  !=  <  >  <>  (<> is "confused with")
//! sum     := term { (+|-) term }
//! term    := - term | number | <side|side> | hat(n) | (sum)
//! side    := ^n | sum { , sum }
//! ```
//!
//! Scores are integers (`-3`, `12`); `^n` is an empty side with score `n`
//! (`∅^n`); `hat(n)` is the normal-play integer `n` embedded (`\hat{n}`).
//! Sums, negations and differences are built on the literal forms (LNS
//! 2016's definitions); canonical forms come after. Input is bounded
//! before any work: [`MAX_EXPR`] characters, [`MAX_NESTING`] levels of
//! `<`, `(` and unary `-`.

use super::arena::{ScoringUniverse, Sg, SideSpec};
use super::canon::Relation;
use super::ScoringError;
use crate::notation::SyntaxError;

/// Longest expression, in characters.
pub const MAX_EXPR: usize = 20_000;

/// Deepest nesting of `<…>`, `(…)` and unary minus.
pub const MAX_NESTING: usize = 100;

/// A comparison operator of an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CompareOp {
    Ge,
    Le,
    Eq,
    Ne,
    Gt,
    Lt,
    Confused,
}

impl CompareOp {
    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            CompareOp::Ge => ">=",
            CompareOp::Le => "<=",
            CompareOp::Eq => "==",
            CompareOp::Ne => "!=",
            CompareOp::Gt => ">",
            CompareOp::Lt => "<",
            CompareOp::Confused => "<>",
        }
    }

    /// Whether two games that compare as `r` satisfy the operator.
    pub fn holds(self, r: Relation) -> bool {
        use Relation::*;
        match self {
            CompareOp::Ge => matches!(r, Equal | Greater),
            CompareOp::Le => matches!(r, Equal | Less),
            CompareOp::Eq => r == Equal,
            CompareOp::Ne => r != Equal,
            CompareOp::Gt => r == Greater,
            CompareOp::Lt => r == Less,
            CompareOp::Confused => r == Confused,
        }
    }
}

/// What an expression denotes: a game, or a comparison of two.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parsed {
    Game(Sg),
    Compare(Sg, CompareOp, Sg),
}

/// Reads an expression into `u` (literal forms; no canonical form yet).
pub fn parse_scoring(u: &mut ScoringUniverse, text: &str) -> Result<Parsed, ScoringError> {
    let length = text.chars().count();
    if length > MAX_EXPR {
        return Err(SyntaxError::TooLong {
            length,
            limit: MAX_EXPR,
        }
        .into());
    }
    let mut p = Parser {
        chars: text.chars().collect(),
        pos: 0,
        depth: 0,
        u,
    };
    let g = p.sum()?;
    p.skip();
    let op = p.op();
    let parsed = match op {
        None => Parsed::Game(g),
        Some(op) => Parsed::Compare(g, op, p.sum()?),
    };
    p.skip();
    if p.pos < p.chars.len() {
        return Err(p.unexpected("an operator (+, -, >=, <=, ==, <, >, <>) or the end"));
    }
    Ok(parsed)
}

struct Parser<'a> {
    chars: Vec<char>,
    pos: usize,
    depth: usize,
    u: &'a mut ScoringUniverse,
}

impl Parser<'_> {
    fn skip(&mut self) {
        while self.chars.get(self.pos).is_some_and(|c| c.is_whitespace()) {
            self.pos += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip();
        self.chars.get(self.pos).copied()
    }

    fn starts(&self, s: &str) -> bool {
        s.chars()
            .enumerate()
            .all(|(i, c)| self.chars.get(self.pos + i) == Some(&c))
    }

    /// The token at the cursor: a run of digits or letters, or one character.
    fn token(&self) -> String {
        let rest = &self.chars[self.pos.min(self.chars.len())..];
        let word: String = rest
            .iter()
            .take_while(|c| c.is_alphanumeric() || **c == '.' || **c == '/')
            .collect();
        if word.is_empty() {
            rest.iter().take(1).collect()
        } else {
            word.chars().take(40).collect()
        }
    }

    fn unexpected(&self, expected: &'static str) -> ScoringError {
        if self.pos >= self.chars.len() {
            return SyntaxError::End {
                pos: self.pos,
                expected,
            }
            .into();
        }
        ScoringError::Unexpected {
            token: self.token(),
            pos: self.pos,
            expected,
        }
    }

    fn op(&mut self) -> Option<CompareOp> {
        self.skip();
        let ops = [
            (">=", CompareOp::Ge),
            ("<=", CompareOp::Le),
            ("==", CompareOp::Eq),
            ("!=", CompareOp::Ne),
            ("<>", CompareOp::Confused),
            ("||", CompareOp::Confused),
            (">", CompareOp::Gt),
            ("<", CompareOp::Lt),
        ];
        for (s, op) in ops {
            if self.starts(s) {
                self.pos += s.len();
                return Some(op);
            }
        }
        None
    }

    fn enter(&mut self) -> Result<(), ScoringError> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(SyntaxError::TooDeep {
                token: self.token(),
                pos: self.pos,
                limit: MAX_NESTING,
            }
            .into());
        }
        Ok(())
    }

    fn sum(&mut self) -> Result<Sg, ScoringError> {
        let mut g = self.term()?;
        loop {
            match self.peek() {
                Some('+') => {
                    self.pos += 1;
                    let h = self.term()?;
                    g = self.u.sum(g, h)?;
                }
                Some('-') => {
                    self.pos += 1;
                    let h = self.term()?;
                    let h = self.u.neg(h)?;
                    g = self.u.sum(g, h)?;
                }
                _ => return Ok(g),
            }
        }
    }

    fn term(&mut self) -> Result<Sg, ScoringError> {
        match self.peek() {
            Some('-') => {
                self.enter()?;
                self.pos += 1;
                let g = self.term()?;
                self.depth -= 1;
                self.u.neg(g)
            }
            Some('<') => self.game(),
            Some('(') => {
                self.enter()?;
                self.pos += 1;
                let g = self.sum()?;
                if self.peek() != Some(')') {
                    return Err(self.unexpected("`)`"));
                }
                self.pos += 1;
                self.depth -= 1;
                Ok(g)
            }
            Some(c) if c.is_ascii_digit() => {
                let n = self.integer()?;
                self.u.number(n)
            }
            Some('h') if self.starts("hat(") => {
                self.pos += 4;
                let negative = self.peek() == Some('-');
                if negative {
                    self.pos += 1;
                }
                let n = self.integer()?;
                if self.peek() != Some(')') {
                    return Err(self.unexpected("`)` closing hat("));
                }
                self.pos += 1;
                self.u.hat(if negative { -n } else { n })
            }
            Some('^') => Err(ScoringError::AtomOutside { pos: self.pos }),
            _ => Err(self.unexpected("a game: a number, <…|…>, hat(n), -G or (…)")),
        }
    }

    /// A whole number (scores are integers; a fraction or a decimal is
    /// refused by name).
    fn integer(&mut self) -> Result<i64, ScoringError> {
        self.skip();
        let start = self.pos;
        while self.chars.get(self.pos).is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        let digits: String = self.chars[start..self.pos].iter().collect();
        if matches!(self.chars.get(self.pos), Some('.' | '/')) || digits.is_empty() {
            self.pos = start;
            return Err(ScoringError::NotInteger {
                token: self.token(),
                pos: start,
            });
        }
        digits.parse().map_err(|_| ScoringError::TooLarge {
            token: digits.chars().take(40).collect(),
            pos: start,
        })
    }

    fn game(&mut self) -> Result<Sg, ScoringError> {
        self.enter()?;
        self.pos += 1; // `<`
        let left = self.side('|')?;
        self.pos += 1;
        let right = self.side('>')?;
        self.pos += 1;
        self.depth -= 1;
        self.u.make(left, right)
    }

    /// One side, up to (not past) `end`.
    fn side(&mut self, end: char) -> Result<SideSpec, ScoringError> {
        let expected = if end == '|' { "`|`" } else { "`>`" };
        match self.peek() {
            Some('^') => {
                self.pos += 1;
                let negative = self.peek() == Some('-');
                if negative {
                    self.pos += 1;
                }
                let n = self.integer()?;
                if self.peek() != Some(end) {
                    return Err(self.unexpected(expected));
                }
                Ok(SideSpec::Atom(if negative { -n } else { n }))
            }
            Some(c) if c == end || (c == '>' && end == '|') || c == '|' => {
                Err(ScoringError::EmptySide { pos: self.pos })
            }
            _ => {
                let mut v = vec![self.sum()?];
                loop {
                    match self.peek() {
                        Some(',') => {
                            self.pos += 1;
                            v.push(self.sum()?);
                        }
                        Some(c) if c == end => return Ok(SideSpec::Options(v)),
                        _ => return Err(self.unexpected(expected)),
                    }
                }
            }
        }
    }
}
