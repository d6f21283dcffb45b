//! The recursive-descent parser over the tokens, generic over what it
//! builds ([`Build`]: canonical forms or literal forms). Nesting is
//! limited to [`MAX_DEPTH`] levels, and every sum is checked before it is
//! computed ([`Build::sum_cost`]).

use super::lex::{Lexed, Tok};
use super::{Build, ExprLimits, ParseError, MAX_BIRTHDAY, MAX_DEPTH, MAX_VALUE_DEPTH};
use crate::classical::dyadic::Dyadic;
use crate::classical::rulesets::{parse_sum_of, Place, Rulesets};

pub(super) struct Parser<'a, B: Build> {
    b: &'a mut B,
    toks: Vec<(Tok, usize, String)>,
    pub(super) at: usize,
    len: usize,
    depth: usize,
    limits: ExprLimits,
    /// The rulesets `NAME[POS]` may name.
    rulesets: &'a Rulesets,
}

impl<'a, B: Build> Parser<'a, B> {
    pub(super) fn new(
        b: &'a mut B,
        lexed: Lexed,
        limits: ExprLimits,
        rulesets: &'a Rulesets,
    ) -> Parser<'a, B> {
        Parser {
            b,
            toks: lexed.toks,
            at: 0,
            len: lexed.len,
            depth: 0,
            limits,
            rulesets,
        }
    }

    pub(super) fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.at).map(|t| &t.0)
    }

    /// The token at `at` (or the last one) and its position.
    fn token_at(&self, at: usize) -> (String, usize) {
        match self.toks.get(at).or(self.toks.last()) {
            Some((_, pos, token)) => (token.clone(), *pos),
            None => (String::new(), 0),
        }
    }

    /// Refuses `g + h` (or comparing them: `sum` false) at token `at` when
    /// its estimate is past the limits, before any of it is computed.
    pub(super) fn check_cost(
        &mut self,
        g: B::G,
        h: B::G,
        sum: bool,
        at: usize,
    ) -> Result<(), ParseError> {
        let limit = self.limits.sum;
        let cost = self.b.cost(g, h, limit.saturating_add(1));
        let (token, pos) = self.token_at(at);
        if sum && cost.birthday > MAX_BIRTHDAY {
            return Err(ParseError::Birthday {
                token,
                pos,
                birthday: cost.birthday,
            });
        }
        if cost.depth > MAX_VALUE_DEPTH {
            return Err(ParseError::ValueDepth {
                token,
                pos,
                depth: cost.depth,
            });
        }
        if cost.work > limit {
            return Err(ParseError::SumWork {
                token,
                pos,
                work: cost.work,
                limit,
            });
        }
        Ok(())
    }

    /// Refuses at token `at` when the values built so far are
    /// placeholders (the expression's budget is spent, or a number
    /// overflowed).
    fn check_stopped(&self, at: usize) -> Result<(), ParseError> {
        match self.b.stopped() {
            None => Ok(()),
            Some(reason) => {
                let (token, pos) = self.token_at(at);
                Err(ParseError::Stopped { token, pos, reason })
            }
        }
    }

    /// `g + h` (or `g − h`), checked before and after, for the token `at`.
    fn plus(&mut self, g: B::G, h: B::G, minus: bool, at: usize) -> Result<B::G, ParseError> {
        self.check_cost(g, h, true, at)?;
        let s = if minus {
            self.b.sub(g, h)
        } else {
            self.b.add(g, h)
        };
        self.check_stopped(at)?;
        Ok(s)
    }

    /// After the whole input: anything left over is unexpected.
    pub(super) fn finished(&self) -> Result<(), ParseError> {
        self.check_stopped(self.at)?;
        match self.toks.get(self.at) {
            Some((_, pos, token)) => Err(ParseError::Unexpected {
                token: token.clone(),
                pos: *pos,
            }),
            None => Ok(()),
        }
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
    pub(super) fn sum(&mut self) -> Result<B::G, ParseError> {
        let mut g = self.term()?;
        loop {
            let minus = match self.peek() {
                Some(Tok::Plus) => false,
                Some(Tok::Minus) => true,
                _ => return Ok(g),
            };
            let at = self.at;
            self.at += 1;
            let h = self.term()?;
            g = self.plus(g, h, minus, at)?;
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
                    let at = self.at;
                    let h = self.atom()?;
                    g = self.plus(g, h, false, at)?;
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
                let nus = crate::classical::universe::Nus {
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
            // A ruleset's name, or a word before `[`: an unknown name.
            Tok::Word(w)
                if self.rulesets.find(&w).is_ok() || matches!(self.peek(), Some(Tok::Board(_))) =>
            {
                self.position(&w)
            }
            _ => {
                self.at -= 1;
                Err(self.error("a game"))
            }
        }
    }

    /// After a ruleset's id: `[board]`, solved within the ruleset's
    /// expression limit ([`crate::classical::rulesets::Limits`]).
    fn position(&mut self, name: &str) -> Result<B::G, ParseError> {
        let Some((Tok::Board(text), pos, token)) = self.toks.get(self.at).cloned() else {
            return Err(self.error("`[` and a board"));
        };
        let ruleset = self.rulesets.find(name).map_err(|e| {
            let (token, pos) = self.token_at(self.at - 1);
            ParseError::Board {
                token,
                pos,
                message: e.reason(),
            }
        })?;
        self.at += 1;
        let bad = |message: String| ParseError::Board {
            token: token.clone(),
            pos,
            message,
        };
        let boards = parse_sum_of(ruleset, &text, Place::Expr).map_err(|e| bad(e.to_string()))?;
        self.b
            .boards(ruleset, &boards)
            .map_err(|e| bad(e.to_string()))
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
        let g = self.b.canon(l, r);
        match self.b.stopped() {
            None => Ok(g),
            Some(reason) => Err(ParseError::Stopped {
                token: "}".into(),
                pos: close,
                reason,
            }),
        }
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
