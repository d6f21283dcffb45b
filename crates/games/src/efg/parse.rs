//! The reader: tokens with their lines, the header, then the nodes in
//! preorder (iteratively, so a deep file cannot overflow the stack).

use std::collections::HashMap;

use super::{EfgError, EfgGame, EfgNode, Rational, MAX_NODES, MAX_PLAYERS};

#[derive(Clone, Debug, PartialEq)]
pub struct Tok {
    pub text: String,
    pub quoted: bool,
    pub line: usize,
}

/// Splits the file into strings (`"…"`, with `\"` inside), braces, commas
/// and words.
pub fn tokens(src: &str) -> Result<Vec<Tok>, EfgError> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut it = src.chars().peekable();
    while let Some(c) = it.next() {
        match c {
            '\n' => line += 1,
            c if c.is_whitespace() => {}
            '"' => {
                let start = line;
                let mut s = String::new();
                loop {
                    match it.next() {
                        None => return Err(EfgError::Unclosed { line: start }),
                        Some('\\') => match it.next() {
                            Some(e) => s.push(e),
                            None => return Err(EfgError::Unclosed { line: start }),
                        },
                        Some('"') => break,
                        Some(ch) => {
                            if ch == '\n' {
                                line += 1;
                            }
                            s.push(ch);
                        }
                    }
                }
                out.push(Tok {
                    text: s,
                    quoted: true,
                    line: start,
                });
            }
            '{' | '}' | ',' => out.push(Tok {
                text: c.to_string(),
                quoted: false,
                line,
            }),
            _ => {
                let mut s = c.to_string();
                while let Some(&n) = it.peek() {
                    if n.is_whitespace() || "{}\",".contains(n) {
                        break;
                    }
                    s.push(n);
                    it.next();
                }
                out.push(Tok {
                    text: s,
                    quoted: false,
                    line,
                });
            }
        }
    }
    Ok(out)
}

struct Parser {
    toks: Vec<Tok>,
    pos: usize,
    players: usize,
    /// Payoffs of each outcome number given so far.
    outcomes: HashMap<u64, Vec<Rational>>,
    /// First line of each (player, information set).
    infosets: HashMap<(usize, u64), usize>,
}

impl Parser {
    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn line(&self) -> usize {
        self.toks
            .get(self.pos.min(self.toks.len().saturating_sub(1)))
            .map_or(1, |t| t.line)
    }

    fn next(&mut self, expected: &'static str) -> Result<Tok, EfgError> {
        match self.toks.get(self.pos) {
            Some(t) => {
                self.pos += 1;
                Ok(t.clone())
            }
            None => Err(EfgError::Eof {
                line: self.line(),
                expected,
            }),
        }
    }

    fn bad(t: &Tok, expected: &'static str) -> EfgError {
        EfgError::Expected {
            line: t.line,
            token: t.text.clone(),
            expected,
        }
    }

    fn string(&mut self, expected: &'static str) -> Result<String, EfgError> {
        let t = self.next(expected)?;
        if t.quoted {
            Ok(t.text)
        } else {
            Err(Self::bad(&t, expected))
        }
    }

    /// An optional quoted string.
    fn opt_string(&mut self) -> String {
        match self.peek() {
            Some(t) if t.quoted => {
                let s = t.text.clone();
                self.pos += 1;
                s
            }
            _ => String::new(),
        }
    }

    fn word(&mut self, expected: &'static str) -> Result<Tok, EfgError> {
        let t = self.next(expected)?;
        if t.quoted {
            Err(Self::bad(&t, expected))
        } else {
            Ok(t)
        }
    }

    fn number(&mut self, expected: &'static str) -> Result<(u64, Tok), EfgError> {
        let t = self.word(expected)?;
        match t.text.parse::<u64>() {
            Ok(v) => Ok((v, t)),
            Err(_) => Err(Self::bad(&t, expected)),
        }
    }

    fn open(&mut self) -> Result<(), EfgError> {
        let t = self.next("`{`")?;
        if t.quoted || t.text != "{" {
            return Err(Self::bad(&t, "`{`"));
        }
        Ok(())
    }

    /// Whether the next token is `}` (consumed) — the end of a list.
    fn close(&mut self) -> bool {
        match self.peek() {
            Some(t) if !t.quoted && t.text == "}" => {
                self.pos += 1;
                true
            }
            _ => false,
        }
    }

    /// `EFG 2 R "title" { "P1" "P2" } "comment"`.
    fn header(&mut self) -> Result<(String, Vec<String>, String), EfgError> {
        let t = self.word("`EFG`")?;
        if t.text != "EFG" {
            return Err(Self::bad(&t, "`EFG`"));
        }
        let t = self.word("version `2`")?;
        if t.text != "2" {
            return Err(Self::bad(&t, "version `2`"));
        }
        let t = self.word("`R` or `D`")?;
        if t.text != "R" && t.text != "D" {
            return Err(Self::bad(&t, "`R` or `D`"));
        }
        let title = self.string("the title in quotes")?;
        self.open()?;
        let mut players = Vec::new();
        while !self.close() {
            players.push(self.string("a player name in quotes or `}`")?);
        }
        if players.is_empty() || players.len() > MAX_PLAYERS {
            return Err(EfgError::Players {
                players: players.len(),
            });
        }
        let comment = self.opt_string();
        Ok((title, players, comment))
    }

    /// `{ 1 2.5 3/2 }` (commas allowed), one payoff per player.
    fn payoffs(&mut self) -> Result<Vec<Rational>, EfgError> {
        self.open()?;
        let line = self.line();
        let mut v = Vec::new();
        loop {
            let t = self.next("a payoff or `}`")?;
            if t.quoted {
                return Err(Self::bad(&t, "a payoff or `}`"));
            }
            match t.text.as_str() {
                "}" => break,
                "," => continue,
                s => v.push(Rational::parse(s).ok_or(EfgError::Payoff {
                    line: t.line,
                    token: t.text.clone(),
                })?),
            }
        }
        if v.len() != self.players {
            return Err(EfgError::PayoffCount {
                line,
                count: v.len(),
                players: self.players,
            });
        }
        Ok(v)
    }

    /// `outcome ["name" [{ payoffs }]]`: the outcome's name and payoffs
    /// (`None` for outcome 0, none).
    fn outcome(&mut self) -> Result<(String, Option<Vec<Rational>>), EfgError> {
        let (k, t) = self.number("an outcome number")?;
        let name = self.opt_string();
        let given = matches!(self.peek(), Some(n) if !n.quoted && n.text == "{");
        if k == 0 {
            if given {
                return Err(Self::bad(&t, "an outcome number above 0 before payoffs"));
            }
            return Ok((name, None));
        }
        if given {
            let p = self.payoffs()?;
            if self.outcomes.insert(k, p.clone()).is_some() {
                return Err(EfgError::OutcomeTwice {
                    line: t.line,
                    token: t.text,
                    outcome: k,
                });
            }
            return Ok((name, Some(p)));
        }
        match self.outcomes.get(&k) {
            Some(p) => Ok((name, Some(p.clone()))),
            None => Err(EfgError::Outcome {
                line: t.line,
                token: t.text,
                outcome: k,
            }),
        }
    }

    /// `p "name" player infoset "infoset name" { "a" "b" } outcome …` after
    /// the `p`: the node (its actions) and its outcome's payoffs.
    fn personal(&mut self, name: String) -> Result<(EfgNode, Option<Vec<Rational>>), EfgError> {
        let (player, pt) = self.number("a player number")?;
        if player == 0 || player as usize > self.players {
            return Err(EfgError::Player {
                line: pt.line,
                token: pt.text,
                players: self.players,
            });
        }
        let player = player as usize;
        let (infoset, it) = self.number("an information set number")?;
        if let Some(&first) = self.infosets.get(&(player, infoset)) {
            return Err(EfgError::Imperfect {
                line: it.line,
                token: it.text,
                player,
                infoset,
                first,
            });
        }
        self.infosets.insert((player, infoset), it.line);
        self.opt_string();
        self.open()?;
        let mut actions = Vec::new();
        while !self.close() {
            actions.push(self.string("an action name in quotes or `}`")?);
        }
        if actions.is_empty() {
            return Err(Self::bad(
                &it,
                "an information set with at least one action",
            ));
        }
        let (_, payoffs) = self.outcome()?;
        let node = EfgNode {
            name,
            player: Some(player),
            actions,
            children: Vec::new(),
            outcome: String::new(),
            payoffs: Vec::new(),
        };
        Ok((node, payoffs))
    }
}

/// Adds `b` to `a` exactly.
fn add(a: &[Rational], b: &[Rational], line: usize) -> Result<Vec<Rational>, EfgError> {
    a.iter()
        .zip(b)
        .map(|(x, y)| x.checked_add(*y).ok_or(EfgError::Overflow { line }))
        .collect()
}

/// Parses a `.efg` file of the perfect-information subset (module docs);
/// a refusal quotes its token cut to 80 characters.
pub fn parse(src: &str) -> Result<EfgGame, EfgError> {
    parse_whole(src).map_err(EfgError::cut)
}

/// [`parse`], the tokens of refusals whole.
/// Long because it walks the preorder with an explicit stack of open nodes.
fn parse_whole(src: &str) -> Result<EfgGame, EfgError> {
    let mut p = Parser {
        toks: tokens(src)?,
        pos: 0,
        players: 0,
        outcomes: HashMap::new(),
        infosets: HashMap::new(),
    };
    let (title, players, comment) = p.header()?;
    p.players = players.len();
    let zero = vec![Rational::ZERO; players.len()];
    let mut nodes: Vec<EfgNode> = Vec::new();
    // Open personal nodes: (id, children still to read, payoffs added above).
    let mut open: Vec<(usize, usize, Vec<Rational>)> = Vec::new();
    loop {
        if !nodes.is_empty() && open.is_empty() {
            return match p.peek() {
                None => Ok(EfgGame {
                    title,
                    comment,
                    players,
                    nodes,
                }),
                Some(t) => Err(EfgError::Trailing {
                    line: t.line,
                    token: t.text.clone(),
                }),
            };
        }
        if nodes.len() >= MAX_NODES {
            return Err(EfgError::TooManyNodes);
        }
        let kind = p.word("a node (`p` or `t`)")?;
        let above = open.last().map_or(zero.clone(), |o| o.2.clone());
        let id = nodes.len();
        if let Some(top) = open.last_mut() {
            nodes[top.0].children.push(id);
            top.1 -= 1;
        }
        let name = match kind.text.as_str() {
            "p" | "t" => p.string("the node's name in quotes")?,
            "c" => {
                return Err(EfgError::Chance {
                    line: kind.line,
                    token: kind.text,
                })
            }
            _ => return Err(Parser::bad(&kind, "a node (`p` or `t`)")),
        };
        let mut popped = false;
        if kind.text == "p" {
            let (node, pay) = p.personal(name)?;
            let total = match pay {
                Some(v) => add(&above, &v, kind.line)?,
                None => above,
            };
            open.push((id, node.actions.len(), total));
            nodes.push(node);
        } else {
            let (outcome, pay) = p.outcome()?;
            let payoffs = match pay {
                Some(v) => add(&above, &v, kind.line)?,
                None => above,
            };
            nodes.push(EfgNode {
                name,
                player: None,
                actions: Vec::new(),
                children: Vec::new(),
                outcome,
                payoffs,
            });
            popped = true;
        }
        if popped {
            while open.last().is_some_and(|o| o.1 == 0) {
                open.pop();
            }
        }
    }
}
