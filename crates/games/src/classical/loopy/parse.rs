//! Loopy expressions in CGSuite's notation (see the module docs): a
//! recursive-descent parser that builds one game graph, with the classical
//! parser for the short parts.

use crate::notation::{shown, SyntaxError};
use std::collections::HashMap;

use super::canon::canonical;
use super::graph::Graph;
use super::value::LoopyValue;
use super::LoopyError;
use crate::classical::{Game, Universe};

/// Most characters of a loopy expression.
pub const MAX_LOOPY_EXPR: usize = 10_000;
/// Most levels of braces, parentheses and signs.
pub const MAX_LOOPY_DEPTH: usize = 64;

/// The words of the notation (not labels).
const KEYWORDS: [&str; 7] = ["pass", "on", "off", "dud", "over", "under", "upon"];

/// What a loopy expression is: a value, or the truth of a comparison.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoopyExpr {
    Value(LoopyValue),
    Truth(bool),
}

/// Whether `text` uses loopy notation (a word of [`KEYWORDS`], a label
/// before a brace, `&`, or `[on]`), outside a ruleset's `[…]`: such
/// expressions go to this engine, others to the classical one.
pub fn is_loopy(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '&' {
            return true;
        }
        if c == '[' {
            let close = chars[i..].iter().position(|&d| d == ']').map(|k| i + k);
            let Some(close) = close else { return false };
            let inner: String = chars[i + 1..close].iter().collect();
            if inner.trim() == "on" {
                return true;
            }
            i = close + 1;
            continue;
        }
        if c.is_ascii_alphabetic() {
            let start = i;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            if KEYWORDS.contains(&word.as_str()) || chars.get(i) == Some(&'{') {
                return true;
            }
            continue;
        }
        i += 1;
    }
    false
}

/// A term: a vertex of the graph being built (`open`: the outermost
/// enclosing brace it refers back to, by level), or a value (`S & T`).
enum Term {
    Node { v: u32, open: Option<usize> },
    Value(LoopyValue),
}

struct Scope {
    vertex: u32,
    label: Option<String>,
}

struct Parser {
    chars: Vec<char>,
    at: usize,
    depth: usize,
    g: Graph,
    scopes: Vec<Scope>,
    u: Universe,
    memo: HashMap<Game, u32>,
}

/// Reads a loopy expression: a value or a comparison. Errors name the
/// offending token and its character position (from 0).
pub fn parse_loopy(text: &str) -> Result<LoopyExpr, LoopyError> {
    parse_loopy_entered(text).map(|(e, _)| e)
}

/// [`parse_loopy`], with the game graph of a value as entered (start at
/// vertex 0; before its sides are found): the positions written, a named
/// loop's cycles kept; a sum's parts are added as their canonical forms
/// when stoppers, as written otherwise. `None` for a comparison and for a
/// value that is not one game (`S & T`, a sum with such a value in it).
pub fn parse_loopy_entered(text: &str) -> Result<(LoopyExpr, Option<Graph>), LoopyError> {
    let length = text.chars().count();
    if length > MAX_LOOPY_EXPR {
        return Err(SyntaxError::TooLong {
            length,
            limit: MAX_LOOPY_EXPR,
        }
        .into());
    }
    let mut p = Parser {
        chars: text.chars().collect(),
        at: 0,
        depth: 0,
        g: Graph::default(),
        scopes: Vec::new(),
        u: Universe::new(),
        memo: HashMap::new(),
    };
    let a = p.sides()?;
    p.skip();
    let Some((_, token)) = p.relation() else {
        p.end()?;
        let entered = match &a {
            Term::Node { v, .. } => Some(p.g.reachable(*v)),
            Term::Value(_) => None,
        };
        return Ok((LoopyExpr::Value(p.value(a)?), entered));
    };
    let b = p.sides()?;
    p.end()?;
    let (a, b) = (p.value(a)?, p.value(b)?);
    let (le, ge) = (a.le(&b)?, b.le(&a)?);
    let truth = match token {
        "==" | "=" => le && ge,
        "!=" => !(le && ge),
        "<=" => le,
        ">=" => ge,
        "<" => le && !ge,
        ">" => ge && !le,
        "<|" => !ge,
        "|>" => !le,
        _ => !le && !ge,
    };
    Ok((LoopyExpr::Truth(truth), None))
}

const RELATIONS: [&str; 9] = ["==", "!=", "<=", ">=", "<|", "|>", "||", "<", ">"];

impl Parser {
    fn skip(&mut self) {
        while self.chars.get(self.at).is_some_and(|c| c.is_whitespace()) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.skip();
        self.chars.get(self.at).copied()
    }

    fn rest_starts(&self, s: &str) -> bool {
        s.chars()
            .enumerate()
            .all(|(k, c)| self.chars.get(self.at + k) == Some(&c))
    }

    fn token_here(&self) -> String {
        let end = (self.at + 1..=self.chars.len())
            .find(|&i| {
                i == self.chars.len() || self.chars[i].is_whitespace() || self.chars[i - 1] == '}'
            })
            .unwrap_or(self.chars.len());
        self.chars[self.at..end].iter().take(24).collect()
    }

    fn unexpected(&self) -> LoopyError {
        if self.at >= self.chars.len() {
            SyntaxError::End {
                pos: self.at,
                expected: "a game",
            }
            .into()
        } else {
            SyntaxError::Unexpected {
                token: self.token_here(),
                pos: self.at,
            }
            .into()
        }
    }

    fn end(&mut self) -> Result<(), LoopyError> {
        match self.peek() {
            None => Ok(()),
            Some(_) => Err(self.unexpected()),
        }
    }

    /// A comparison operator here, if any: its index in [`RELATIONS`] and
    /// spelling.
    fn relation(&mut self) -> Option<(usize, &'static str)> {
        self.skip();
        for (i, r) in RELATIONS.iter().enumerate() {
            if self.rest_starts(r) {
                self.at += r.len();
                return Some((i, r));
            }
        }
        if self.rest_starts("=") {
            self.at += 1;
            return Some((0, "="));
        }
        None
    }

    /// `sum` or `sum & sum`.
    fn sides(&mut self) -> Result<Term, LoopyError> {
        let s = self.sum()?;
        if self.peek() != Some('&') {
            return Ok(s);
        }
        let pos = self.at;
        if !self.scopes.is_empty() {
            return Err(LoopyError::SidesInBrace { pos });
        }
        self.at += 1;
        let t = self.sum()?;
        let (s, t) = (self.value(s)?, self.value(t)?);
        Ok(Term::Value(LoopyValue::with_sides(&s, &t, pos)?))
    }

    fn sum(&mut self) -> Result<Term, LoopyError> {
        let mut t = self.term()?;
        loop {
            let pos = self.at;
            match self.peek() {
                Some('+') => {
                    self.at += 1;
                    let u = self.term()?;
                    t = self.add(t, u, "+", pos)?;
                }
                Some('-') => {
                    self.at += 1;
                    let u = self.term()?;
                    let u = self.neg(u, pos)?;
                    t = self.add(t, u, "-", pos)?;
                }
                _ => return Ok(t),
            }
        }
    }

    fn term(&mut self) -> Result<Term, LoopyError> {
        let pos = self.at;
        if self.depth >= MAX_LOOPY_DEPTH {
            return Err(SyntaxError::TooDeep {
                token: self.token_here(),
                pos,
                limit: MAX_LOOPY_DEPTH,
            }
            .into());
        }
        self.depth += 1;
        let t = self.term_inner();
        self.depth -= 1;
        t
    }

    fn term_inner(&mut self) -> Result<Term, LoopyError> {
        let pos = self.at;
        match self.peek() {
            None => Err(self.unexpected()),
            Some('-') => {
                // `-1over` is the number -1 plus over; `- 1over` negates.
                if self
                    .chars
                    .get(self.at + 1)
                    .is_some_and(|c| c.is_ascii_digit())
                {
                    return self.atom();
                }
                self.at += 1;
                let t = self.term()?;
                self.neg(t, pos)
            }
            Some('+') => {
                self.at += 1;
                self.term()
            }
            Some('(') => {
                self.at += 1;
                let t = self.sides()?;
                if self.peek() != Some(')') {
                    return Err(self.unexpected());
                }
                self.at += 1;
                Ok(t)
            }
            Some('{') => self.brace(None),
            Some(c) if c.is_ascii_alphabetic() => self.word(),
            Some(_) => self.atom(),
        }
    }

    /// A word: a label before a brace, `pass`, a label, a keyword, or the
    /// start of a classical atom (`v`, `Tiny`…).
    fn word(&mut self) -> Result<Term, LoopyError> {
        let pos = self.at;
        let mut i = self.at;
        while self
            .chars
            .get(i)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_')
        {
            i += 1;
        }
        let word: String = self.chars[pos..i].iter().collect();
        if self.chars.get(i) == Some(&'{') {
            if KEYWORDS.contains(&word.as_str()) {
                return Err(LoopyError::LabelIsKeyword {
                    token: shown(&word),
                    pos,
                });
            }
            self.at = i;
            return self.brace(Some(word));
        }
        if word == "pass" {
            self.at = i;
            let level = self.scopes.len().checked_sub(1);
            let Some(level) = level else {
                return Err(LoopyError::PassOutside { pos });
            };
            return Ok(Term::Node {
                v: self.scopes[level].vertex,
                open: Some(level),
            });
        }
        let bound = self
            .scopes
            .iter()
            .rposition(|s| s.label.as_deref() == Some(word.as_str()));
        if let Some(level) = bound {
            self.at = i;
            return Ok(Term::Node {
                v: self.scopes[level].vertex,
                open: Some(level),
            });
        }
        if let Some(g) = keyword_graph(&word) {
            self.at = i;
            return self.closed(&g);
        }
        self.atom()
    }

    /// A run of characters the classical parser reads (`3/2`, `^*`, `v`,
    /// `*2`, `Tiny`), possibly `…over`, `…under`, `^[on]…`, `v[on]…`.
    fn atom(&mut self) -> Result<Term, LoopyError> {
        let pos = self.at;
        let mut i = self.at;
        if self.chars.get(i) == Some(&'-') {
            i += 1;
        }
        while let Some(&c) = self.chars.get(i) {
            // `2Tiny(2)`, `-1Miny(1)`: the classical parser's argument.
            let call = c == '(' && i > pos && self.chars[i - 1].is_ascii_alphabetic();
            if call {
                match self.chars[i..].iter().position(|&d| d == ')') {
                    Some(k) => i += k + 1,
                    None => break,
                }
                continue;
            }
            if c == '[' {
                match self.chars[i..].iter().position(|&d| d == ']') {
                    Some(k) => i += k + 1,
                    None => break,
                }
                continue;
            }
            if c.is_whitespace() || "+-&{}|,()=<>!".contains(c) {
                break;
            }
            i += 1;
        }
        if i == pos {
            return Err(self.unexpected());
        }
        let run: String = self.chars[pos..i].iter().collect();
        self.at = i;
        for (suffix, word) in [("over", "over"), ("under", "under")] {
            if let Some(x) = run.strip_suffix(suffix) {
                let x = self.short(x, &run)?;
                let g = keyword_graph(word).unwrap_or_default();
                let w = self.closed(&g)?;
                return self.add(x, w, "+", pos);
            }
        }
        // `^[on]`, `v[on]*`, and with a number before as CGSuite prints
        // them (`4v[on]*` = 4 + v[on] + *).
        for (marker, negative) in [("^[on]", false), ("v[on]", true)] {
            if let Some(k) = run.find(marker) {
                let (before, rest) = (&run[..k], &run[k + marker.len()..]);
                let mut g = keyword_graph("upon").unwrap_or_default();
                if negative {
                    g = g.negated();
                }
                let mut t = self.closed(&g)?;
                for part in [before, rest] {
                    if !part.is_empty() {
                        let x = self.short(part, &run)?;
                        t = self.add(t, x, "+", pos)?;
                    }
                }
                return Ok(t);
            }
        }
        self.short(&run, &run)
    }

    /// A short game read by the classical parser, as a closed vertex.
    fn short(&mut self, text: &str, token: &str) -> Result<Term, LoopyError> {
        let text = if text.is_empty() { "0" } else { text };
        let pos = self.at - token.chars().count();
        let word = token.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
            && token.starts_with(|c: char| c.is_ascii_alphabetic());
        let game = self.u.parse(text).map_err(|source| {
            if word {
                LoopyError::UnboundLabel {
                    token: shown(token),
                    pos,
                }
            } else {
                LoopyError::Short {
                    token: shown(token),
                    pos,
                    source,
                }
            }
        })?;
        let v = self.short_vertex(game)?;
        Ok(Term::Node { v, open: None })
    }

    /// The vertex of a short game (its canonical form's positions, shared).
    fn short_vertex(&mut self, game: Game) -> Result<u32, LoopyError> {
        let mut stack = vec![(game, false)];
        while let Some((h, expanded)) = stack.pop() {
            if self.memo.contains_key(&h) {
                continue;
            }
            let opts: Vec<Game> = self
                .u
                .left(h)
                .iter()
                .chain(self.u.right(h))
                .copied()
                .collect();
            if expanded {
                let v = self.g.add_vertex()?;
                let l = self.u.left(h).iter().map(|x| self.memo[x]).collect();
                let r = self.u.right(h).iter().map(|x| self.memo[x]).collect();
                self.g.left[v as usize] = l;
                self.g.right[v as usize] = r;
                self.memo.insert(h, v);
            } else {
                stack.push((h, true));
                stack.extend(
                    opts.into_iter()
                        .filter(|x| !self.memo.contains_key(x))
                        .map(|x| (x, false)),
                );
            }
        }
        Ok(self.memo[&game])
    }

    fn closed(&mut self, g: &Graph) -> Result<Term, LoopyError> {
        let v = self.g.append(g)?;
        Ok(Term::Node { v, open: None })
    }

    /// The closed graph of a term: canonical when it is a stopper.
    fn graph_of(&self, v: u32) -> Result<Graph, LoopyError> {
        let r = self.g.reachable(v);
        if r.is_stopper() {
            canonical(&r)
        } else {
            Ok(r)
        }
    }

    fn value(&self, t: Term) -> Result<LoopyValue, LoopyError> {
        match t {
            Term::Node { v, .. } => LoopyValue::of_graph(&self.g, v),
            Term::Value(x) => Ok(x),
        }
    }

    fn add(&mut self, a: Term, b: Term, token: &str, pos: usize) -> Result<Term, LoopyError> {
        let open = |t: &Term| matches!(t, Term::Node { open: Some(_), .. });
        if open(&a) || open(&b) {
            return Err(LoopyError::OpenSum {
                token: shown(token),
                pos,
            });
        }
        match (a, b) {
            (Term::Node { v: x, .. }, Term::Node { v: y, .. }) => {
                let s = Graph::sum(&self.graph_of(x)?, &self.graph_of(y)?)?;
                let s = if s.is_stopper() { canonical(&s)? } else { s };
                self.closed(&s)
            }
            (a, b) => {
                if !self.scopes.is_empty() {
                    return Err(LoopyError::SidesInBrace { pos });
                }
                let (a, b) = (self.value(a)?, self.value(b)?);
                Ok(Term::Value(a.add(&b)?))
            }
        }
    }

    fn neg(&mut self, t: Term, pos: usize) -> Result<Term, LoopyError> {
        match t {
            Term::Node { open: Some(_), .. } => Err(LoopyError::OpenSum {
                token: "-".into(),
                pos,
            }),
            Term::Node { v, open: None } => {
                let g = self.g.reachable(v).negated();
                self.closed(&g)
            }
            Term::Value(x) => Ok(Term::Value(x.neg())),
        }
    }

    /// `{…|…}` at `self.at`, with an optional label.
    fn brace(&mut self, label: Option<String>) -> Result<Term, LoopyError> {
        let pos = self.at;
        if self.scopes.len() >= MAX_LOOPY_DEPTH {
            return Err(SyntaxError::TooDeep {
                token: "{".into(),
                pos,
                limit: MAX_LOOPY_DEPTH,
            }
            .into());
        }
        // A brace with nothing loopy in it is the classical parser's.
        if let Some(close) = self.matching(pos) {
            let text: String = self.chars[pos..=close].iter().collect();
            let labelled = self
                .scopes
                .iter()
                .any(|s| s.label.as_deref().is_some_and(|l| mentions(&text, l)));
            if !is_loopy(&text) && !labelled && label.is_none() {
                self.at = close + 1;
                return self.short(&text, &text);
            }
        }
        self.at += 1;
        let v = self.g.add_vertex()?;
        let level = self.scopes.len();
        self.scopes.push(Scope { vertex: v, label });
        let mut open = None;
        // Option lists between runs of bars (`{a||b|c}`: CGSuite's
        // printed form of `{a|{b|c}}`), and each run's length and place.
        let mut lists = vec![self.options(&mut open)?];
        let mut bars = Vec::new();
        while self.peek() == Some('|') {
            let at = self.at;
            while self.chars.get(self.at) == Some(&'|') {
                self.at += 1;
            }
            bars.push((self.at - at, at));
            lists.push(self.options(&mut open)?);
        }
        if self.peek() != Some('}') || bars.is_empty() {
            return Err(self.unexpected());
        }
        self.at += 1;
        self.scopes.pop();
        if bars.len() > 1 && lists.iter().flatten().any(|&w| w == v) {
            return Err(LoopyError::PassInBars { pos });
        }
        let (l, r) = self.split_bars(&lists, &bars)?;
        self.g.left[v as usize] = l;
        self.g.right[v as usize] = r;
        self.g.tidy_vertex(v);
        let open = open.filter(|&o: &usize| o < level);
        Ok(Term::Node { v, open })
    }

    /// The Left and Right options of a brace whose option lists `lists`
    /// are separated by runs of bars `bars` (length, position): split at
    /// the longest run (which must be the only one that long); a side
    /// with runs of its own is one option, a brace of its own.
    fn split_bars(
        &mut self,
        lists: &[Vec<u32>],
        bars: &[(usize, usize)],
    ) -> Result<(Vec<u32>, Vec<u32>), LoopyError> {
        let longest = bars.iter().map(|b| b.0).max().unwrap_or(1);
        let mut at = bars.iter().enumerate().filter(|(_, b)| b.0 == longest);
        let (m, _) = at.next().unwrap_or((0, &(1, 0)));
        if let Some((_, &(k, pos))) = at.next() {
            return Err(SyntaxError::Unexpected {
                token: "|".repeat(k),
                pos,
            }
            .into());
        }
        let mut side = |lists: &[Vec<u32>], bars: &[(usize, usize)]| {
            if bars.is_empty() {
                return Ok(lists[0].clone());
            }
            let (l, r) = self.split_bars(lists, bars)?;
            let u = self.g.add_vertex()?;
            self.g.left[u as usize] = l;
            self.g.right[u as usize] = r;
            self.g.tidy_vertex(u);
            Ok::<_, LoopyError>(vec![u])
        };
        let l = side(&lists[..=m], &bars[..m])?;
        let r = side(&lists[m + 1..], &bars[m + 1..])?;
        Ok((l, r))
    }

    /// Options up to `|` or `}`; `open` gets the outermost level referred
    /// to.
    fn options(&mut self, open: &mut Option<usize>) -> Result<Vec<u32>, LoopyError> {
        let mut out = Vec::new();
        if matches!(self.peek(), Some('|') | Some('}')) {
            return Ok(out);
        }
        loop {
            match self.sides()? {
                Term::Node { v, open: o } => {
                    if let Some(o) = o {
                        *open = Some(open.map_or(o, |p: usize| p.min(o)));
                    }
                    out.push(v);
                }
                Term::Value(_) => return Err(LoopyError::SidesInBrace { pos: self.at }),
            }
            if self.peek() == Some(',') {
                self.at += 1;
            } else {
                return Ok(out);
            }
        }
    }

    /// The `}` matching the `{` at `pos`.
    fn matching(&self, pos: usize) -> Option<usize> {
        let mut depth = 0usize;
        for (i, &c) in self.chars.iter().enumerate().skip(pos) {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(i);
                    }
                }
                _ => {}
            }
        }
        None
    }
}

/// Whether `text` uses the word `label`.
fn mentions(text: &str, label: &str) -> bool {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .any(|w| w == label)
}

/// The graph of a word of the notation (`pass` aside).
fn keyword_graph(word: &str) -> Option<Graph> {
    let g = |left: Vec<Vec<u32>>, right: Vec<Vec<u32>>| Graph { left, right };
    Some(match word {
        "on" => Graph::on(),
        "off" => Graph::off(),
        "dud" => g(vec![vec![0]], vec![vec![0]]),
        "over" => g(vec![vec![1], vec![]], vec![vec![0], vec![]]),
        "under" => g(vec![vec![0], vec![]], vec![vec![1], vec![]]),
        "upon" => g(
            vec![vec![0], vec![2], vec![]],
            vec![vec![1], vec![2], vec![]],
        ),
        _ => return None,
    })
}
