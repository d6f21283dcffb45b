//! Misère expressions: nimbers `*`, `*3`, `0`, integers `n = {n−1|}`, CGSuite's misère forms
//! `*[…]`, braces `{A, B | C}`, sums `G + H` and parentheses.
//!
//! CGSuite's input notation: `*[n]` is the nim heap `*n`; `*[a, b, …]` the
//! game whose options are `a`, `b`, …, where an integer is a nim heap, a
//! list `[…]` the game whose options are its elements (so `*[[2]]` is the
//! game whose only option is `*2`), and any expression (`*[4] + *[2]`) its
//! value; `*[]` is `0`. A brace whose two sides are the same impartial
//! games is impartial; any other brace makes the expression partizan, and
//! it then has a misère outcome but no impartial canonical form. `G == H`
//! compares two impartial games (misère equality).

use super::arena::{Mis, MisereUniverse, MAX_MISERE_HEAP};
use super::literal::{Lit, Literals};
use super::MisereError;
use crate::notation::{shown, SyntaxError};

/// Most characters of an expression.
pub const MAX_MISERE_EXPR: usize = 10_000;
/// Most levels of brackets, braces and parentheses.
pub const MAX_MISERE_NESTING: usize = 64;
/// Most pairs of subpositions one impartial sum may meet (its estimate,
/// checked before it is computed).
pub const MAX_MISERE_SUM_WORK: u64 = 4_000_000;

/// What an expression is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MisereValue {
    /// An impartial game: its misère canonical form.
    Impartial(Mis),
    /// A partizan literal form.
    Partizan(Lit),
    /// `G == H` of two impartial games: whether they are equal in misère
    /// play (their canonical forms are identical).
    Truth(bool),
}

struct Parser<'a> {
    text: &'a str,
    chars: Vec<(usize, char)>,
    at: usize,
    depth: usize,
    u: &'a mut MisereUniverse,
    lits: &'a mut Literals,
}

/// Reads an expression into canonical forms of `u` (impartial) or literal
/// forms of `lits` (partizan). Errors name the offending token and its
/// character position (from 0).
pub fn parse_misere(
    u: &mut MisereUniverse,
    lits: &mut Literals,
    text: &str,
) -> Result<MisereValue, MisereError> {
    let count = text.chars().count();
    if count > MAX_MISERE_EXPR {
        return Err(SyntaxError::TooLong {
            length: count,
            limit: MAX_MISERE_EXPR,
        }
        .into());
    }
    let mut p = Parser {
        text,
        chars: text.char_indices().collect(),
        at: 0,
        depth: 0,
        u,
        lits,
    };
    let mut v = p.sum()?;
    if p.peek() == Some('=') && p.chars.get(p.at + 1).map(|c| c.1) == Some('=') {
        let at = p.at;
        p.at += 2;
        let w = p.sum()?;
        v = match (v, w) {
            (MisereValue::Impartial(a), MisereValue::Impartial(b)) => MisereValue::Truth(a == b),
            _ => {
                return Err(MisereError::PartizanEquality {
                    token: "==".into(),
                    pos: at,
                })
            }
        };
    }
    p.skip();
    if p.at < p.chars.len() {
        return Err(p.unexpected());
    }
    Ok(v)
}

impl Parser<'_> {
    fn skip(&mut self) {
        while self.at < self.chars.len() && self.chars[self.at].1.is_whitespace() {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip();
        self.chars.get(self.at).map(|c| c.1)
    }

    /// The token at the cursor: a run of digits or letters, or one
    /// character.
    fn unexpected(&self) -> MisereError {
        let Some(&(start, c)) = self.chars.get(self.at) else {
            return SyntaxError::End {
                pos: self.at,
                expected: "a game",
            }
            .into();
        };
        let word = |c: char| c.is_alphanumeric() || c == '.' || c == '/';
        let token: String = if word(c) {
            self.text[start..]
                .chars()
                .take_while(|&c| word(c))
                .take(40)
                .collect()
        } else {
            c.to_string()
        };
        SyntaxError::Unexpected {
            token,
            pos: self.at,
        }
        .into()
    }

    fn expect(&mut self, want: char, expected: &'static str) -> Result<(), MisereError> {
        match self.peek() {
            Some(c) if c == want => {
                self.at += 1;
                Ok(())
            }
            Some(_) => Err(self.unexpected()),
            None => Err(SyntaxError::End {
                pos: self.at,
                expected,
            }
            .into()),
        }
    }

    fn enter(&mut self) -> Result<(), MisereError> {
        self.depth += 1;
        if self.depth > MAX_MISERE_NESTING {
            let (_, c) = self.chars[self.at.min(self.chars.len() - 1)];
            return Err(SyntaxError::TooDeep {
                token: c.to_string(),
                pos: self.at,
                limit: MAX_MISERE_NESTING,
            }
            .into());
        }
        Ok(())
    }

    fn number(&mut self) -> Result<Option<(u32, usize, String)>, MisereError> {
        self.skip();
        let start = self.at;
        while self.at < self.chars.len() && self.chars[self.at].1.is_ascii_digit() {
            self.at += 1;
        }
        if self.at == start {
            return Ok(None);
        }
        let digits: String = self.chars[start..self.at].iter().map(|c| c.1).collect();
        match digits.parse::<u32>() {
            Ok(n) if n <= MAX_MISERE_HEAP => Ok(Some((n, start, digits))),
            _ => Err(MisereError::HeapTooLarge {
                token: digits.chars().take(40).collect(),
                limit: MAX_MISERE_HEAP,
            }),
        }
    }

    fn sum(&mut self) -> Result<MisereValue, MisereError> {
        let mut v = self.term()?;
        while self.peek() == Some('+') {
            let at = self.at;
            self.at += 1;
            let w = self.term()?;
            v = self.add(v, w, at)?;
        }
        Ok(v)
    }

    fn add(
        &mut self,
        v: MisereValue,
        w: MisereValue,
        at: usize,
    ) -> Result<MisereValue, MisereError> {
        match (v, w) {
            (MisereValue::Impartial(a), MisereValue::Impartial(b)) => {
                let work = self.u.sum_work(a, b, MAX_MISERE_SUM_WORK + 1);
                if work > MAX_MISERE_SUM_WORK {
                    return Err(MisereError::SumWork {
                        token: "+".into(),
                        pos: at,
                        work,
                        limit: MAX_MISERE_SUM_WORK,
                    });
                }
                Ok(MisereValue::Impartial(self.u.add(a, b)?))
            }
            _ => {
                let a = self.literal(v)?;
                let b = self.literal(w)?;
                Ok(MisereValue::Partizan(self.lits.add(a, b)?))
            }
        }
    }

    fn literal(&mut self, v: MisereValue) -> Result<Lit, MisereError> {
        match v {
            MisereValue::Impartial(g) => self.lits.import(self.u, g),
            MisereValue::Partizan(l) => Ok(l),
            MisereValue::Truth(_) => Err(self.unexpected()),
        }
    }

    fn term(&mut self) -> Result<MisereValue, MisereError> {
        match self.peek() {
            Some('*') => {
                self.at += 1;
                if self.peek() == Some('[') && self.at < self.chars.len() {
                    self.at += 1;
                    if let Some(end) = self.output_notation() {
                        let g = self.output(end)?;
                        return Ok(MisereValue::Impartial(g));
                    }
                    self.enter()?;
                    let items = self.items()?;
                    self.expect(']', "`]`")?;
                    self.depth -= 1;
                    let g = if items.len() == 1 {
                        items[0]
                    } else {
                        self.u.canon(items)?
                    };
                    return Ok(MisereValue::Impartial(g));
                }
                let n = self.number()?.map_or(1, |(n, _, _)| n);
                Ok(MisereValue::Impartial(self.u.heap(n)?))
            }
            Some('{') => {
                self.at += 1;
                self.enter()?;
                let left = self.side()?;
                self.expect('|', "`|`")?;
                let right = self.side()?;
                self.expect('}', "`}`")?;
                self.depth -= 1;
                self.brace(left, right)
            }
            Some('(') => {
                self.at += 1;
                self.enter()?;
                let v = self.sum()?;
                self.expect(')', "`)`")?;
                self.depth -= 1;
                Ok(v)
            }
            Some(c) if c.is_ascii_digit() => {
                let at = self.at;
                match self.number()? {
                    Some((0, _, _)) => Ok(MisereValue::Impartial(MisereUniverse::ZERO)),
                    // n = {n − 1 |}, a partizan literal form.
                    Some((n, _, _)) => {
                        let mut g = self.lits.import(self.u, MisereUniverse::ZERO)?;
                        for _ in 0..n {
                            g = self.lits.form(vec![g], Vec::new())?;
                        }
                        Ok(MisereValue::Partizan(g))
                    }
                    None => {
                        self.at = at;
                        Err(self.not_misere())
                    }
                }
            }
            Some(_) => Err(self.not_misere()),
            None => Err(SyntaxError::End {
                pos: self.at,
                expected: "a game",
            }
            .into()),
        }
    }

    /// A token that starts no misère term (a number, `^`, a ruleset).
    fn not_misere(&self) -> MisereError {
        match self.unexpected() {
            MisereError::Syntax(SyntaxError::Unexpected { token, pos }) => {
                MisereError::NotMisereTerm { token, pos }
            }
            e => e,
        }
    }

    fn side(&mut self) -> Result<Vec<MisereValue>, MisereError> {
        let mut out = Vec::new();
        if matches!(self.peek(), Some('|') | Some('}')) {
            return Ok(out);
        }
        loop {
            out.push(self.sum()?);
            if self.peek() == Some(',') {
                self.at += 1;
            } else {
                return Ok(out);
            }
        }
    }

    fn brace(
        &mut self,
        l: Vec<MisereValue>,
        r: Vec<MisereValue>,
    ) -> Result<MisereValue, MisereError> {
        let imp = |v: &[MisereValue]| -> Option<Vec<Mis>> {
            v.iter()
                .map(|x| match x {
                    MisereValue::Impartial(g) => Some(*g),
                    MisereValue::Partizan(_) | MisereValue::Truth(_) => None,
                })
                .collect()
        };
        if let (Some(mut a), Some(mut b)) = (imp(&l), imp(&r)) {
            a.sort_unstable();
            a.dedup();
            b.sort_unstable();
            b.dedup();
            if a == b {
                return Ok(MisereValue::Impartial(self.u.canon(a)?));
            }
        }
        let mut side = |v: Vec<MisereValue>| -> Result<Vec<Lit>, MisereError> {
            v.into_iter().map(|x| self.literal(x)).collect()
        };
        let (ll, rr) = (side(l)?, side(r)?);
        Ok(MisereValue::Partizan(self.lits.form(ll, rr)?))
    }

    /// The elements of a `*[…]` list, as games.
    fn items(&mut self) -> Result<Vec<Mis>, MisereError> {
        let mut out = Vec::new();
        if self.peek() == Some(']') {
            return Ok(out);
        }
        loop {
            out.push(self.item()?);
            if self.peek() == Some(',') {
                self.at += 1;
            } else {
                return Ok(out);
            }
        }
    }

    fn item(&mut self) -> Result<Mis, MisereError> {
        match self.peek() {
            Some('[') => {
                self.at += 1;
                self.enter()?;
                let items = self.items()?;
                self.expect(']', "`]`")?;
                self.depth -= 1;
                let g = self.u.canon(items)?;
                self.item_sum(g)
            }
            Some(c) if c.is_ascii_digit() => {
                let (n, _, _) = self.number()?.unwrap_or((0, 0, String::new()));
                let g = self.u.heap(n)?;
                self.item_sum(g)
            }
            _ => {
                let at = self.at;
                match self.sum()? {
                    MisereValue::Impartial(g) => Ok(g),
                    MisereValue::Partizan(_) | MisereValue::Truth(_) => {
                        Err(MisereError::NotImpartial {
                            token: shown(self.text[self.chars[at].0..self.pos_byte()].trim()),
                            pos: at,
                        })
                    }
                }
            }
        }
    }

    /// An item followed by `+ …`: the sum.
    fn item_sum(&mut self, g: Mis) -> Result<Mis, MisereError> {
        let mut v = MisereValue::Impartial(g);
        while self.peek() == Some('+') {
            let at = self.at;
            self.at += 1;
            let w = match self.peek() {
                Some('[') | Some('0'..='9') => MisereValue::Impartial(self.item()?),
                _ => self.term()?,
            };
            v = self.add(v, w, at)?;
        }
        match v {
            MisereValue::Impartial(g) => Ok(g),
            MisereValue::Partizan(_) | MisereValue::Truth(_) => Err(MisereError::NotImpartial {
                token: "+".into(),
                pos: self.at,
            }),
        }
    }

    fn pos_byte(&self) -> usize {
        self.chars.get(self.at).map_or(self.text.len(), |c| c.0)
    }

    /// Whether the `*[…]` opened just before the cursor is in CGSuite's
    /// output notation (it holds `#`, `(`, `&`, or a subscript run `[`
    /// right after a digit, `)`, `#` or `]`; a plain list of digits is a nim
    /// heap, as CGSuite reads it): the index of its closing `]` if so.
    fn output_notation(&self) -> Option<usize> {
        let mut depth = 0usize;
        let mut marked = false;
        let mut prev = '[';
        for i in self.at..self.chars.len() {
            let c = self.chars[i].1;
            match c {
                '[' => {
                    if prev.is_ascii_digit() || matches!(prev, ')' | '#' | ']') {
                        marked = true;
                    }
                    depth += 1;
                }
                ']' if depth == 0 => return marked.then_some(i),
                ']' => depth -= 1,
                '#' | '(' | '&' => marked = true,
                ',' | '+' | '*' | '{' => return None,
                _ => {}
            }
            prev = c;
        }
        None
    }

    /// CGSuite's output notation up to the closing `]` at `end`
    /// ([`Printer`](super::Printer)): items side by side are options, `#`
    /// makes the game whose only option is the item, and a subscript run
    /// `[…]` holds `#`, `i` (plus `*i`) and `-i` (minus `*i`), read left
    /// to right.
    fn output(&mut self, end: usize) -> Result<Mis, MisereError> {
        let g = self.output_game(end)?;
        if self.at != end {
            return Err(self.unexpected());
        }
        self.at = end + 1;
        Ok(g)
    }

    fn output_game(&mut self, end: usize) -> Result<Mis, MisereError> {
        let mut items = Vec::new();
        while self.at < end && self.chars[self.at].1 != ')' {
            items.push(self.output_item(end)?);
        }
        match items.len() {
            0 => Err(SyntaxError::End {
                pos: self.at,
                expected: "a game",
            }
            .into()),
            1 => Ok(items[0]),
            _ => self.u.canon(items),
        }
    }

    fn output_digit(&mut self) -> Result<u32, MisereError> {
        let c = self.chars[self.at].1;
        if c.is_ascii_digit() {
            self.at += 1;
            return Ok(c as u32 - '0' as u32);
        }
        if c == '&' {
            self.at += 1;
            let n = self.number()?.map(|(n, _, _)| n);
            if let (Some(n), Some(';')) = (n, self.chars.get(self.at).map(|c| c.1)) {
                self.at += 1;
                return Ok(n);
            }
        }
        Err(self.unexpected())
    }

    fn output_item(&mut self, end: usize) -> Result<Mis, MisereError> {
        let mut g = if self.chars[self.at].1 == '(' {
            self.at += 1;
            self.enter()?;
            let g = self.output_game(end)?;
            if self.at >= end || self.chars[self.at].1 != ')' {
                return Err(self.unexpected_or_end(end));
            }
            self.at += 1;
            self.depth -= 1;
            g
        } else {
            let n = self.output_digit()?;
            self.u.heap(n)?
        };
        loop {
            match self.chars.get(self.at).map(|c| c.1) {
                Some('#') if self.at < end => {
                    self.at += 1;
                    g = self.u.canon(vec![g])?;
                }
                Some('[') if self.at < end => {
                    self.at += 1;
                    while self.at < end && self.chars[self.at].1 != ']' {
                        let at = self.at;
                        match self.chars[self.at].1 {
                            '#' => {
                                self.at += 1;
                                g = self.u.canon(vec![g])?;
                            }
                            '-' => {
                                self.at += 1;
                                let n = self.output_digit()?;
                                let h = self.u.heap(n)?;
                                g = super::print::Printer::new(self.u)
                                    .difference(g, h)?
                                    .ok_or_else(|| MisereError::NoDifference {
                                        token: format!("-{n}"),
                                        pos: at,
                                    })?;
                            }
                            _ => {
                                let n = self.output_digit()?;
                                let h = self.u.heap(n)?;
                                g = self.u.add(g, h)?;
                            }
                        }
                    }
                    if self.at >= end {
                        return Err(self.unexpected_or_end(end));
                    }
                    self.at += 1;
                }
                _ => return Ok(g),
            }
        }
    }

    fn unexpected_or_end(&self, end: usize) -> MisereError {
        if self.at >= end {
            SyntaxError::End {
                pos: end,
                expected: "`)` or `]`",
            }
            .into()
        } else {
            self.unexpected()
        }
    }
}
