//! Parsing game notation (the inverse of `print`): integers, dyadic
//! fractions `3/2`, `*`, `*n`, `^`, `v`, `^*`, `vv`, `^3`, `±G`, `{a,b|c}`,
//! `{3||2*|1*}` (the longest bar run splits a brace; a side holding shorter
//! bars is one game), `Tiny(G)`, `Miny(G)`, juxtaposed sums `1^*`, `2Tiny(2)`,
//! and expressions `G + H`, `G - H`, `-G`, `(G)`, with at most one
//! comparison `<=`, `>=`, `=`, `<`, `>`, `<>` or `||` (confused), `!=`.

use thiserror::Error;

use super::dyadic::{Dyadic, MAX_EXP};
use super::forms::{Forms, MAX_FORM_NODES};
use super::rulesets::{parse_sum, Place, RulesetId};
use super::universe::{Game, Universe};

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
}

impl ParseError {
    /// The offending token (empty at the end of the input).
    pub fn token(&self) -> &str {
        match self {
            ParseError::End { .. } => "",
            ParseError::Unexpected { token, .. }
            | ParseError::NotDyadic { token, .. }
            | ParseError::TooLarge { token, .. }
            | ParseError::AmbiguousBars { token, .. }
            | ParseError::Comparison { token, .. }
            | ParseError::TooDeep { token, .. }
            | ParseError::FormsTooLarge { token, .. }
            | ParseError::Board { token, .. } => token,
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Open,
    Close,
    Bars(usize),
    Comma,
    Plus,
    Minus,
    LParen,
    RParen,
    Num(Dyadic),
    Star(u32),
    Up(i32),
    Pm,
    Word(String),
    Rel(Relation),
    /// `[..#|..]`: the board of a named position.
    Board(String),
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

struct Lexed {
    toks: Vec<(Tok, usize, String)>,
    len: usize,
}

fn digits(chars: &[char], mut i: usize) -> usize {
    while i < chars.len() && chars[i].is_ascii_digit() {
        i += 1;
    }
    i
}

/// Largest `n` of `*n`, `^n`, `vn` (their canonical forms have `n` levels).
pub const MAX_ATOM: u32 = 1024;
/// Deepest nesting of braces, parentheses and signs the parser follows.
pub const MAX_DEPTH: usize = 200;

/// Largest whole number written (integers are chains of that many records).
pub const MAX_INTEGER: i64 = 4096;

fn small(text: &str, pos: usize) -> Result<u32, ParseError> {
    text.parse::<u32>()
        .ok()
        .filter(|&n| n <= MAX_ATOM)
        .ok_or(ParseError::TooLarge {
            token: text.into(),
            pos,
        })
}

/// Long because it is one flat match over the token kinds.
fn lex(text: &str) -> Result<Lexed, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let start = i;
        let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
        let tok = match c {
            ' ' | '\t' | '\n' => {
                i += 1;
                continue;
            }
            '{' => Tok::Open,
            '}' => Tok::Close,
            ',' => Tok::Comma,
            '+' => Tok::Plus,
            '-' | '−' if !negative_number_here(&toks, &chars, i) => Tok::Minus,
            '-' | '−' => {
                let (num, j) = number(&chars, i + 1)?;
                i = j - 1;
                Tok::Num(-num)
            }
            '(' => Tok::LParen,
            ')' => Tok::RParen,
            '[' => {
                let Some(k) = chars[i..].iter().position(|&c| c == ']') else {
                    return Err(ParseError::End {
                        pos: chars.len(),
                        expected: "`]`",
                    });
                };
                i += k;
                Tok::Board(chars[start + 1..i].iter().collect())
            }
            '±' => Tok::Pm,
            '|' => {
                let mut j = i;
                while j < chars.len() && chars[j] == '|' {
                    j += 1;
                }
                i = j - 1;
                Tok::Bars(j - start)
            }
            '<' | '>' | '=' | '!' | '≤' | '≥' | '≡' => {
                let three: String = chars[i..(i + 3).min(chars.len())].iter().collect();
                let (rel, width) = match two.as_str() {
                    _ if three == "===" => (Relation::Identical, 3),
                    "<=" => (Relation::Le, 2),
                    ">=" => (Relation::Ge, 2),
                    "==" => (Relation::Eq, 2),
                    "!=" => (Relation::Ne, 2),
                    "<>" => (Relation::Fuzzy, 2),
                    _ => match c {
                        '<' => (Relation::Lt, 1),
                        '>' => (Relation::Gt, 1),
                        '=' => (Relation::Eq, 1),
                        '≤' => (Relation::Le, 1),
                        '≥' => (Relation::Ge, 1),
                        '≡' => (Relation::Identical, 1),
                        _ => {
                            return Err(ParseError::Unexpected {
                                token: c.into(),
                                pos: i,
                            })
                        }
                    },
                };
                i += width - 1;
                Tok::Rel(rel)
            }
            '*' => {
                let j = digits(&chars, i + 1);
                let n = if j == i + 1 {
                    1
                } else {
                    small(&chars[i + 1..j].iter().collect::<String>(), i + 1)?
                };
                i = j - 1;
                Tok::Star(n)
            }
            '^' | 'v' | '↑' | '↓' => {
                let sign = if c == '^' || c == '↑' { 1 } else { -1 };
                let mut j = i;
                while j < chars.len() && chars[j] == c {
                    j += 1;
                }
                let k = digits(&chars, j);
                let count = if k > j && j == i + 1 {
                    small(&chars[j..k].iter().collect::<String>(), j)? as i32
                } else {
                    (j - i) as i32
                };
                let end = if j == i + 1 { k } else { j };
                if end < chars.len() && chars[end].is_alphabetic() && chars[end] != 'v' {
                    return Err(unexpected_word(&chars, i));
                }
                i = end - 1;
                Tok::Up(sign * count)
            }
            '0'..='9' => {
                let (num, j) = number(&chars, i)?;
                i = j - 1;
                Tok::Num(num)
            }
            c if c.is_alphabetic() => {
                let mut j = i;
                while j < chars.len() && chars[j].is_alphanumeric() {
                    j += 1;
                }
                i = j - 1;
                Tok::Word(chars[start..j].iter().collect())
            }
            _ => {
                return Err(ParseError::Unexpected {
                    token: c.into(),
                    pos: i,
                })
            }
        };
        i += 1;
        toks.push((tok, start, chars[start..i].iter().collect()));
    }
    Ok(Lexed {
        toks,
        len: chars.len(),
    })
}

/// A `-` directly before digits, where no value precedes it, is the sign
/// of a number: `-3v4` is `−3 + 4·↓`, not `−(3 + 4·↓)`.
fn negative_number_here(toks: &[(Tok, usize, String)], chars: &[char], i: usize) -> bool {
    let digit_next = chars.get(i + 1).is_some_and(|c| c.is_ascii_digit());
    let after_value = matches!(
        toks.last().map(|t| &t.0),
        Some(
            Tok::Num(_)
                | Tok::Star(_)
                | Tok::Up(_)
                | Tok::Close
                | Tok::RParen
                | Tok::Word(_)
                | Tok::Board(_)
        )
    );
    digit_next && !after_value
}

fn unexpected_word(chars: &[char], i: usize) -> ParseError {
    let mut j = i;
    while j < chars.len() && chars[j].is_alphanumeric() {
        j += 1;
    }
    ParseError::Unexpected {
        token: chars[i..j].iter().collect(),
        pos: i,
    }
}

fn exp_of(den: u64) -> u32 {
    if den.is_power_of_two() {
        den.trailing_zeros()
    } else {
        0
    }
}

/// `12` or `3/4`, from `i`; returns the value and the index after it.
fn number(chars: &[char], i: usize) -> Result<(Dyadic, usize), ParseError> {
    let j = digits(chars, i);
    let mut end = j;
    let mut den = 1u64;
    if j + 1 < chars.len() && chars[j] == '/' && chars[j + 1].is_ascii_digit() {
        end = digits(chars, j + 1);
        let text: String = chars[j + 1..end].iter().collect();
        den = text.parse().unwrap_or(0);
    }
    let token: String = chars[i..end].iter().collect();
    let num: i64 = chars[i..j]
        .iter()
        .collect::<String>()
        .parse()
        .ok()
        .filter(|&n: &i64| n <= MAX_INTEGER << exp_of(den).min(MAX_EXP))
        .ok_or(ParseError::TooLarge {
            token: token.clone(),
            pos: i,
        })?;
    if den == 0 || !den.is_power_of_two() {
        return Err(ParseError::NotDyadic { token, pos: i });
    }
    let exp = den.trailing_zeros();
    if exp > MAX_EXP {
        return Err(ParseError::TooLarge { token, pos: i });
    }
    Ok((Dyadic::new(num, exp), end))
}

struct Parser<'a, B: Build> {
    b: &'a mut B,
    toks: Vec<(Tok, usize, String)>,
    at: usize,
    len: usize,
    depth: usize,
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
}

/// A game, then perhaps a relation and a second game.
type Parsed<G> = (G, Option<(Relation, G)>);

fn parse_tokens<B: Build>(b: &mut B, lexed: Lexed) -> Result<Parsed<B::G>, ParseError> {
    let mut p = Parser {
        b,
        toks: lexed.toks,
        at: 0,
        len: lexed.len,
        depth: 0,
    };
    let g = p.sum()?;
    let rel = match p.peek() {
        Some(Tok::Rel(rel)) => Some(*rel),
        Some(Tok::Bars(2)) => Some(Relation::Fuzzy),
        _ => None,
    };
    let second = match rel {
        Some(rel) => {
            p.at += 1;
            Some((rel, p.sum()?))
        }
        None => None,
    };
    if let Some((_, pos, token)) = p.toks.get(p.at) {
        return Err(ParseError::Unexpected {
            token: token.clone(),
            pos: *pos,
        });
    }
    Ok((g, second))
}

impl Universe {
    /// Parses a game or comparison expression. `G === H` compares the
    /// literal forms (identity), every other relation the values.
    pub fn parse_expr(&mut self, text: &str) -> Result<Value, ParseError> {
        let lexed = lex(text)?;
        let identity = lexed
            .toks
            .iter()
            .find(|t| t.0 == Tok::Rel(Relation::Identical))
            .map(|t| (t.1, t.2.clone()));
        if let Some((pos, token)) = identity {
            let mut forms = Forms::new(self);
            let (g, second) = parse_tokens(&mut forms, lexed)?;
            if forms.overflowed() {
                return Err(ParseError::FormsTooLarge { token, pos });
            }
            return Ok(Value::Truth(second.is_some_and(|(_, h)| h == g)));
        }
        let (g, second) = parse_tokens(self, lexed)?;
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
                Err(ParseError::Comparison { token, pos })
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

impl<B: Build> Parser<'_, B> {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at).map(|t| &t.0)
    }

    fn error(&self, expected: &'static str) -> ParseError {
        match self.toks.get(self.at) {
            Some((_, pos, token)) => ParseError::Unexpected {
                token: token.clone(),
                pos: *pos,
            },
            None => ParseError::End {
                pos: self.len,
                expected,
            },
        }
    }

    fn expect(&mut self, tok: Tok, expected: &'static str) -> Result<(), ParseError> {
        if self.peek() == Some(&tok) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }

    /// Runs `f` one nesting level deeper, refusing to go past [`MAX_DEPTH`].
    fn nested<T>(
        &mut self,
        f: impl FnOnce(&mut Self) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        if self.depth >= MAX_DEPTH {
            let (_, pos, token) = self.toks[self.at.saturating_sub(1)].clone();
            return Err(ParseError::TooDeep { token, pos });
        }
        self.depth += 1;
        let out = f(self);
        self.depth -= 1;
        out
    }

    /// `term (± term)*`
    fn sum(&mut self) -> Result<B::G, ParseError> {
        let mut g = self.term()?;
        loop {
            match self.peek() {
                Some(Tok::Plus) => {
                    self.at += 1;
                    let h = self.term()?;
                    g = self.b.add(g, h);
                }
                Some(Tok::Minus) => {
                    self.at += 1;
                    let h = self.term()?;
                    g = self.b.sub(g, h);
                }
                _ => return Ok(g),
            }
        }
    }

    /// `-term`, `±term`, or atoms written side by side (`1^*`, `2Tiny(2)`).
    fn term(&mut self) -> Result<B::G, ParseError> {
        match self.peek() {
            Some(Tok::Minus) => {
                self.at += 1;
                let g = self.nested(|p| p.term())?;
                Ok(self.b.neg(g))
            }
            Some(Tok::Pm) => {
                self.at += 1;
                if self.peek() == Some(&Tok::Open) {
                    let start = self.at;
                    self.at += 1;
                    if let Some(l) = self.nested(|p| p.brace_list())? {
                        let r = l.iter().map(|&g| self.b.neg(g)).collect();
                        return Ok(self.b.canon(l, r));
                    }
                    self.at = start;
                }
                let g = self.nested(|p| p.term())?;
                let n = self.b.neg(g);
                Ok(self.b.canon(vec![g], vec![n]))
            }
            _ => {
                let mut g = self.atom()?;
                while matches!(self.peek(), Some(Tok::Up(_) | Tok::Star(_) | Tok::Word(_))) {
                    let h = self.atom()?;
                    g = self.b.add(g, h);
                }
                Ok(g)
            }
        }
    }

    fn atom(&mut self) -> Result<B::G, ParseError> {
        let Some((tok, _, _)) = self.toks.get(self.at).cloned() else {
            return Err(self.error("a game"));
        };
        self.at += 1;
        match tok {
            Tok::Num(x) => Ok(self.b.canonical(|u| u.number(x))),
            Tok::Star(n) => Ok(self.b.canonical(|u| u.nimber(n))),
            Tok::Up(n) => {
                let nus = super::universe::Nus {
                    number: Dyadic::ZERO,
                    ups: n,
                    star: 0,
                };
                Ok(self.b.canonical(|u| u.nus_game(nus)))
            }
            Tok::LParen => {
                let g = self.nested(|p| p.sum())?;
                self.expect(Tok::RParen, "`)`")?;
                Ok(g)
            }
            Tok::Open => self.nested(|p| p.braces()),
            Tok::Word(w) if w == "Tiny" || w == "Miny" => {
                self.expect(Tok::LParen, "`(`")?;
                let x = self.nested(|p| p.sum())?;
                self.expect(Tok::RParen, "`)`")?;
                // Tiny(x) = {0 || 0 | −x}
                let nx = self.b.neg(x);
                let zero = self.b.zero();
                let inner = self.b.canon(vec![zero], vec![nx]);
                let tiny = self.b.canon(vec![zero], vec![inner]);
                Ok(if w == "Tiny" { tiny } else { self.b.neg(tiny) })
            }
            Tok::Word(w) if w.parse::<RulesetId>().is_ok() => self.position(&w),
            _ => {
                self.at -= 1;
                Err(self.error("a game"))
            }
        }
    }

    /// After a ruleset's id: `[board]`, solved within the ruleset's
    /// expression limit ([`crate::games::classical::rulesets::Limits`]).
    fn position(&mut self, name: &str) -> Result<B::G, ParseError> {
        let Some((Tok::Board(text), pos, token)) = self.toks.get(self.at).cloned() else {
            return Err(self.error("`[` and a board"));
        };
        self.at += 1;
        let bad = |message: String| ParseError::Board {
            token: token.clone(),
            pos,
            message,
        };
        let ruleset: RulesetId = name.parse().map_err(|e| bad(format!("{e}")))?;
        let boards = parse_sum(ruleset, &text, Place::Expr).map_err(|e| bad(e.to_string()))?;
        let mut failed = None;
        let g = self.b.canonical(|u| {
            ruleset.sum_value(u, &boards).unwrap_or_else(|e| {
                failed = Some(e);
                Universe::ZERO
            })
        });
        match failed {
            Some(e) => Err(bad(e.to_string())),
            None => Ok(g),
        }
    }

    /// After `{`: items, commas and bar runs up to the matching `}`.
    fn braces(&mut self) -> Result<B::G, ParseError> {
        let (items, close) = self.brace_items()?;
        self.build(&items, close)
    }

    /// After `±{`: the options when the brace holds a plain list (no bars).
    fn brace_list(&mut self) -> Result<Option<Vec<B::G>>, ParseError> {
        let (items, close) = self.brace_items()?;
        if items.iter().any(|i| matches!(i, Item::Bars(..))) {
            return Ok(None);
        }
        self.options(&items, close).map(Some)
    }

    /// The contents of a brace, and the position of its `}`.
    fn brace_items(&mut self) -> Result<Items<B::G>, ParseError> {
        let mut items: Vec<Item<B::G>> = Vec::new();
        loop {
            match self.peek() {
                Some(Tok::Close) => {
                    self.at += 1;
                    break;
                }
                Some(Tok::Comma) => {
                    items.push(Item::Comma(self.toks[self.at].1));
                    self.at += 1;
                }
                Some(Tok::Bars(n)) => {
                    items.push(Item::Bars(*n, self.toks[self.at].1));
                    self.at += 1;
                }
                Some(Tok::Rel(_)) => {
                    let (_, pos, token) = self.toks[self.at].clone();
                    return Err(ParseError::Comparison { token, pos });
                }
                None => return Err(self.error("`}`")),
                _ => {
                    let (_, pos, token) = self.toks[self.at].clone();
                    items.push(Item::Game(self.sum()?, pos, token));
                }
            }
        }
        Ok((items, self.toks[self.at - 1].1))
    }

    /// The game of a brace's contents, split at its longest bar run.
    fn build(&mut self, items: &[Item<B::G>], close: usize) -> Result<B::G, ParseError> {
        let longest = items.iter().filter_map(|i| match i {
            Item::Bars(n, _) => Some(*n),
            _ => None,
        });
        let Some(m) = longest.max() else {
            return Err(ParseError::Unexpected {
                token: "}".into(),
                pos: close,
            });
        };
        let splits: Vec<usize> = (0..items.len())
            .filter(|&k| matches!(items[k], Item::Bars(n, _) if n == m))
            .collect();
        if let [_, second, ..] = splits[..] {
            if let Item::Bars(n, pos) = items[second] {
                return Err(ParseError::AmbiguousBars {
                    token: "|".repeat(n),
                    pos,
                });
            }
        }
        let (l, r) = (&items[..splits[0]], &items[splits[0] + 1..]);
        let l = self.options(l, close)?;
        let r = self.options(r, close)?;
        Ok(self.b.canon(l, r))
    }

    /// One side: a single game if it holds bars, else a comma list.
    fn options(&mut self, items: &[Item<B::G>], close: usize) -> Result<Vec<B::G>, ParseError> {
        if items.iter().any(|i| matches!(i, Item::Bars(..))) {
            return Ok(vec![self.build(items, close)?]);
        }
        let mut out = Vec::new();
        let mut expect_game = true;
        let mut last_comma = close;
        for item in items {
            match (item, expect_game) {
                (Item::Game(g, ..), true) => {
                    out.push(*g);
                    expect_game = false;
                }
                (Item::Comma(pos), true) => {
                    return Err(ParseError::Unexpected {
                        token: ",".into(),
                        pos: *pos,
                    });
                }
                (Item::Comma(pos), false) => {
                    expect_game = true;
                    last_comma = *pos;
                }
                (Item::Game(_, pos, token), false) => {
                    return Err(ParseError::Unexpected {
                        token: token.clone(),
                        pos: *pos,
                    });
                }
                (Item::Bars(..), _) => {}
            }
        }
        if expect_game && !out.is_empty() {
            return Err(ParseError::Unexpected {
                token: ",".into(),
                pos: last_comma,
            });
        }
        Ok(out)
    }
}

/// The items of a brace and the position of its `}`.
type Items<G> = (Vec<Item<G>>, usize);

enum Item<G> {
    Game(G, usize, String),
    Comma(usize),
    Bars(usize, usize),
}
