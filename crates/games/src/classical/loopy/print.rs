//! Loopy values in CGSuite's notation: short parts by the classical printer,
//! the named stoppers (`on`, `off`, `over`, `under`, `^[on]`, `v[on]`,
//! `5over`, `3/2under`, and `^[on]`, `v[on]`, `^[on]*`, `v[on]*` plus a
//! number: `4v[on]*`), `pass` for a move back to the brace it is in, and
//! labels `a{…}` for longer cycles.

use std::collections::HashMap;

use super::graph::Graph;
use super::value::LoopyValue;
use super::LoopyError;
use crate::classical::{Game, Universe};

/// Most characters of a printed value (a graph printed as a tree may be
/// much longer than the graph).
pub const MAX_PRINT: usize = 100_000;
/// Deepest nesting of braces printed.
const MAX_PRINT_DEPTH: usize = 256;

/// The value in CGSuite's notation: a stopper's canonical form, `dud`, or
/// `S & T`.
pub fn show(v: &LoopyValue) -> Result<String, LoopyError> {
    match v {
        LoopyValue::Stopper(g) => show_graph(g),
        LoopyValue::Sided { onside, offside } => {
            if *onside == Graph::on() && *offside == Graph::off() {
                return Ok("dud".into());
            }
            Ok(format!(
                "{} & {}",
                show_graph(onside)?,
                show_graph(offside)?
            ))
        }
    }
}

/// The game at vertex 0 of `g` in CGSuite's notation.
pub fn show_graph(g: &Graph) -> Result<String, LoopyError> {
    let g = g.reachable(0);
    let mut p = Printer {
        short: g.short_vertices(),
        g: &g,
        u: Universe::new(),
        games: HashMap::new(),
        labels: HashMap::new(),
        path: Vec::new(),
        printed: 0,
    };
    p.vertex(0)
}

struct Printer<'a> {
    g: &'a Graph,
    short: Vec<bool>,
    u: Universe,
    games: HashMap<u32, Game>,
    labels: HashMap<u32, String>,
    path: Vec<u32>,
    printed: usize,
}

impl Printer<'_> {
    /// The canonical short game of a short vertex.
    fn game(&mut self, v: u32) -> Game {
        let mut stack = vec![(v, false)];
        while let Some((w, expanded)) = stack.pop() {
            if self.games.contains_key(&w) {
                continue;
            }
            if expanded {
                let l = self.g.left(w).iter().map(|x| self.games[x]).collect();
                let r = self.g.right(w).iter().map(|x| self.games[x]).collect();
                let h = self.u.canon(l, r);
                self.games.insert(w, h);
            } else {
                stack.push((w, true));
                let opts = self.g.left(w).iter().chain(self.g.right(w));
                stack.extend(
                    opts.filter(|x| !self.games.contains_key(x))
                        .map(|&x| (x, false)),
                );
            }
        }
        self.games[&v]
    }

    /// A number's text, when `v` is a short number.
    fn number(&mut self, v: u32) -> Option<String> {
        if !self.short[v as usize] {
            return None;
        }
        let g = self.game(v);
        self.u.number_value(g).map(|x| x.to_string())
    }

    /// The number `x` when `opts` are `pass` (to `v`) and the number `x`.
    fn pass_and_number(&mut self, v: u32, opts: &[u32]) -> Option<String> {
        if opts.len() != 2 || !opts.contains(&v) {
            return None;
        }
        let w = *opts.iter().find(|&&w| w != v)?;
        self.number(w)
    }

    /// The number `x` when the short vertex `v` is `x*`.
    fn number_star(&mut self, v: u32) -> Option<String> {
        if !self.short[v as usize] {
            return None;
        }
        let g = self.game(v);
        let star = self.u.nimber(1);
        let x = self.u.add(g, star);
        self.u.number_value(x).map(|x| x.to_string())
    }

    /// The name of a named stopper at `v`.
    fn named(&mut self, v: u32) -> Option<String> {
        let (l, r) = (self.g.left(v).to_vec(), self.g.right(v).to_vec());
        let pass = [v];
        match (l.as_slice(), r.as_slice()) {
            (l, []) if l == pass => Some("on".into()),
            ([], r) if r == pass => Some("off".into()),
            // `x + ^[on]* = {x, pass | x}` and the others translated by a
            // number `x` (CGSuite prints `4v[on]*`).
            (l, &[y]) if l.len() == 2 => {
                let x = self.pass_and_number(v, l)?;
                (self.number(y)? == x).then(|| with_number(&x, "^[on]*"))
            }
            (&[y], r) if r.len() == 2 => {
                let x = self.pass_and_number(v, r)?;
                (self.number(y)? == x).then(|| with_number(&x, "v[on]*"))
            }
            (&[x], r) if r == pass => {
                if let Some(n) = self.number_star(x) {
                    return Some(with_number(&n, "v[on]"));
                }
                self.number(x).map(|n| with_number(&n, "over"))
            }
            (l, &[x]) if l == pass => {
                if let Some(n) = self.number_star(x) {
                    return Some(with_number(&n, "^[on]"));
                }
                self.number(x).map(|n| with_number(&n, "under"))
            }
            _ => None,
        }
    }

    fn label(&mut self, v: u32) -> String {
        let n = self.labels.len();
        self.labels
            .entry(v)
            .or_insert_with(|| {
                let letters = "abcdefghijklmnopqrstuwxyz";
                let c = letters.as_bytes()[n % letters.len()] as char;
                if n < letters.len() {
                    c.to_string()
                } else {
                    format!("{c}{}", n / letters.len())
                }
            })
            .clone()
    }

    fn vertex(&mut self, v: u32) -> Result<String, LoopyError> {
        if self.short[v as usize] {
            let g = self.game(v);
            return self.count(self.u.show(g));
        }
        if let Some(name) = self.named(v) {
            return self.count(name);
        }
        if self.path.contains(&v) {
            let l = self.label(v);
            return self.count(l);
        }
        if self.path.len() >= MAX_PRINT_DEPTH {
            return Err(LoopyError::TooLarge {
                what: "nesting of the printed form",
                size: self.path.len() as u64 + 1,
                limit: MAX_PRINT_DEPTH as u64,
            });
        }
        self.path.push(v);
        let mut sides = [Vec::new(), Vec::new()];
        for (k, opts) in [self.g.left(v).to_vec(), self.g.right(v).to_vec()]
            .into_iter()
            .enumerate()
        {
            for w in opts {
                let s = if w == v {
                    self.count("pass".into())?
                } else {
                    self.vertex(w)?
                };
                sides[k].push(s);
            }
            sides[k].sort();
        }
        self.path.pop();
        let body = format!("{{{}|{}}}", sides[0].join(","), sides[1].join(","));
        Ok(match self.labels.get(&v) {
            Some(l) => format!("{l}{body}"),
            None => body,
        })
    }

    fn count(&mut self, s: String) -> Result<String, LoopyError> {
        self.printed += s.len();
        if self.printed > MAX_PRINT {
            return Err(LoopyError::TooLarge {
                what: "characters of the printed form",
                size: self.printed as u64,
                limit: MAX_PRINT as u64,
            });
        }
        Ok(s)
    }
}

/// `5over`, `over` for 0, `-1/2under`, `4v[on]*`.
fn with_number(number: &str, word: &str) -> String {
    if number == "0" {
        word.to_string()
    } else {
        format!("{number}{word}")
    }
}
