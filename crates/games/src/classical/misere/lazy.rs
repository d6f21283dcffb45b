//! An expression's game as written, expanded only as far as its misère
//! outcome asks: the terms of a report's [`super::expr_outcome`].
//!
//! A term is a form written in braces, a canonical form (`3/2`, `*2`, `^`),
//! a board `NAME[POS]` (possibly negated), or a sum of such terms kept as
//! the multiset of its parts. A term's options are computed when the
//! search reaches it: a sum's by moving in one part, a board's by its
//! ruleset's [`AnyRuleset::options`]. Building the whole literal tree of
//! a sum first would cost the product of its parts' sizes; the search
//! with its memo and early cut-offs (a winning move ends a position)
//! visits the positions it needs, a sum of boards of a slow ruleset (a
//! script) among them.

use super::arena::{Mis, MisereUniverse};
use super::outcome::Options;
use super::parse::MAX_MISERE_SUM_WORK;
use super::switch::Walk;
use super::MisereError;
use crate::classical::parse::Build;
use crate::classical::rulesets::{AnyRuleset, PositionError, Rulesets};
use crate::classical::universe::{Game, Universe};
use crate::common::{FxMap, Player};

/// A term: an index into [`Terms`].
pub type Term = u32;

#[derive(Clone, PartialEq, Eq, Hash)]
enum Node {
    /// `{l | r}` as written (options as sets).
    Braces(Vec<Term>, Vec<Term>),
    /// A game written by its value: its canonical form.
    Canon(Game),
    /// A board of the ruleset `rules` (an index into [`Terms::rulesets`]),
    /// negated (its players swapped) or not.
    Board {
        rules: u16,
        text: String,
        negated: bool,
    },
    /// A sum of two or more terms, none a sum, sorted.
    Sum(Vec<Term>),
}

/// Interned terms, with what their options are read from.
pub struct Terms<'a> {
    u: &'a mut Universe,
    rulesets: &'a Rulesets,
    /// The names of the rulesets boards were read in.
    names: Vec<String>,
    nodes: Vec<Node>,
    index: FxMap<Node, Term>,
    /// The options of a part of a sum, by player, computed once (a board's
    /// call its ruleset, a script's its script).
    known: FxMap<(Term, Player), Vec<Term>>,
    /// Most terms interned; past it [`Terms::full`].
    limit: usize,
    full: bool,
}

impl<'a> Terms<'a> {
    /// Terms of expressions whose boards are read in `rulesets`, at most
    /// `limit` of them.
    pub fn new(u: &'a mut Universe, rulesets: &'a Rulesets, limit: usize) -> Terms<'a> {
        Terms {
            u,
            rulesets,
            names: Vec::new(),
            nodes: Vec::new(),
            index: FxMap::default(),
            known: FxMap::default(),
            limit,
            full: false,
        }
    }

    /// More than the limit of terms were needed: the answer is not valid.
    pub fn full(&self) -> bool {
        self.full
    }

    fn intern(&mut self, node: Node) -> Term {
        if let Some(&t) = self.index.get(&node) {
            return t;
        }
        if self.nodes.len() >= self.limit {
            self.full = true;
            return 0;
        }
        let t = self.nodes.len() as Term;
        self.nodes.push(node.clone());
        self.index.insert(node, t);
        t
    }

    fn node(&self, t: Term) -> &Node {
        &self.nodes[t as usize]
    }

    /// The parts of `t` as a sum (itself when it is not one).
    fn parts(&self, t: Term) -> Vec<Term> {
        match self.node(t) {
            Node::Sum(ps) => ps.clone(),
            _ => vec![t],
        }
    }

    /// The sum of `parts` (each not a sum), in order.
    fn sum_of(&mut self, mut parts: Vec<Term>) -> Term {
        parts.sort_unstable();
        match parts.len() {
            0 => self.zero(),
            1 => parts[0],
            _ => self.intern(Node::Sum(parts)),
        }
    }

    fn braces(&mut self, mut l: Vec<Term>, mut r: Vec<Term>) -> Term {
        l.sort_unstable();
        l.dedup();
        r.sort_unstable();
        r.dedup();
        self.intern(Node::Braces(l, r))
    }

    /// The options of `player` in a board, negated or not (its players
    /// swapped, its options negated).
    fn board_options(
        &mut self,
        rules: u16,
        text: &str,
        negated: bool,
        player: Player,
    ) -> Result<Vec<Term>, MisereError> {
        let ruleset = self.rulesets.find(&self.names[rules as usize])?;
        let mover = if negated { player.other() } else { player };
        let options = ruleset.options(text, mover)?;
        Ok(options
            .into_iter()
            .map(|text| {
                self.intern(Node::Board {
                    rules,
                    text,
                    negated,
                })
            })
            .collect())
    }
}

impl Terms<'_> {
    /// The misère canonical form of `t` when it is impartial: a nimber's
    /// heap, braces whose two sides are the same impartial games (as the
    /// misère parser reads them), a board of an impartial ruleset walked
    /// over its own positions (`walk`), a sum part by part; `None` for a
    /// partizan game. Recursion follows the written expression's nesting
    /// (bounded by the parser's limits); boards and sums use the
    /// universe's own loops.
    pub(super) fn misere_form(
        &mut self,
        m: &mut MisereUniverse,
        memo: &mut FxMap<Term, Option<Mis>>,
        t: Term,
        walk: &mut Walk,
    ) -> Result<Option<Mis>, MisereError> {
        if let Some(&known) = memo.get(&t) {
            return Ok(known);
        }
        let form = match self.node(t).clone() {
            Node::Canon(g) => match self.u.nim_value(g) {
                Some(n) => Some(m.heap(n)?),
                None => None,
            },
            Node::Braces(l, r) => {
                let mut side = |xs: Vec<Term>| -> Result<Option<Vec<Mis>>, MisereError> {
                    let mut out = Vec::with_capacity(xs.len());
                    for x in xs {
                        match self.misere_form(m, memo, x, walk)? {
                            Some(g) => out.push(g),
                            None => return Ok(None),
                        }
                    }
                    out.sort_unstable();
                    out.dedup();
                    Ok(Some(out))
                };
                match (side(l)?, side(r)?) {
                    (Some(a), Some(b)) if a == b => Some(m.canon(a)?),
                    _ => None,
                }
            }
            Node::Board { rules, text, .. } => {
                // A board of an impartial ruleset is its own negative.
                let ruleset = self.rulesets.find(&self.names[rules as usize])?;
                if ruleset.info().impartial {
                    Some(walk.board(m, ruleset, &text)?)
                } else {
                    None
                }
            }
            Node::Sum(ps) => {
                let mut sum = MisereUniverse::ZERO;
                for p in ps {
                    let Some(g) = self.misere_form(m, memo, p, walk)? else {
                        memo.insert(t, None);
                        return Ok(None);
                    };
                    sum = add_within(m, sum, g)?;
                }
                Some(sum)
            }
        };
        memo.insert(t, form);
        Ok(form)
    }
}

/// `g + h` in `m`, its work estimated first: past
/// [`MAX_MISERE_SUM_WORK`] pairs of subpositions, the limit is named.
fn add_within(m: &mut MisereUniverse, g: Mis, h: Mis) -> Result<Mis, MisereError> {
    let work = m.sum_work(g, h, MAX_MISERE_SUM_WORK + 1);
    if work > MAX_MISERE_SUM_WORK {
        return Err(MisereError::Work {
            what: "pairs of subpositions of a misère sum",
            limit: MAX_MISERE_SUM_WORK,
        });
    }
    m.add(g, h)
}

impl Build for Terms<'_> {
    type G = Term;

    fn zero(&mut self) -> Term {
        self.intern(Node::Braces(Vec::new(), Vec::new()))
    }

    fn canon(&mut self, l: Vec<Term>, r: Vec<Term>) -> Term {
        self.braces(l, r)
    }

    fn add(&mut self, g: Term, h: Term) -> Term {
        if self.full {
            return 0;
        }
        let mut parts = self.parts(g);
        parts.extend(self.parts(h));
        self.sum_of(parts)
    }

    /// `−{L | R} = {−R | −L}`, a board with its players swapped, a sum
    /// part by part.
    fn neg(&mut self, g: Term) -> Term {
        if self.full {
            return 0;
        }
        match self.node(g).clone() {
            Node::Braces(l, r) => {
                let nl = r.into_iter().map(|x| self.neg(x)).collect();
                let nr = l.into_iter().map(|x| self.neg(x)).collect();
                self.braces(nl, nr)
            }
            Node::Canon(x) => {
                let n = self.u.neg(x);
                self.intern(Node::Canon(n))
            }
            Node::Board {
                rules,
                text,
                negated,
            } => self.intern(Node::Board {
                rules,
                text,
                negated: !negated,
            }),
            Node::Sum(ps) => {
                let parts = ps.into_iter().map(|p| self.neg(p)).collect();
                self.sum_of(parts)
            }
        }
    }

    fn canonical(&mut self, f: impl FnOnce(&mut Universe) -> Game) -> Term {
        let g = f(self.u);
        self.intern(Node::Canon(g))
    }

    fn boards(&mut self, rules: &dyn AnyRuleset, boards: &[String]) -> Result<Term, PositionError> {
        let name = rules.id();
        let k = match self.names.iter().position(|n| n == name) {
            Some(k) => k,
            None => {
                self.names.push(name.to_string());
                self.names.len() - 1
            }
        } as u16;
        let parts = boards
            .iter()
            .map(|b| {
                self.intern(Node::Board {
                    rules: k,
                    text: b.clone(),
                    negated: false,
                })
            })
            .collect();
        Ok(self.sum_of(parts))
    }
}

impl Options for Terms<'_> {
    type Node = Term;
    fn options(&mut self, t: Term, player: Player) -> Result<Vec<Term>, MisereError> {
        let out = match self.node(t).clone() {
            Node::Braces(l, r) => match player {
                Player::Left => l,
                Player::Right => r,
            },
            Node::Canon(g) => {
                let side = match player {
                    Player::Left => self.u.left(g).to_vec(),
                    Player::Right => self.u.right(g).to_vec(),
                };
                side.into_iter()
                    .map(|x| self.intern(Node::Canon(x)))
                    .collect()
            }
            Node::Board {
                rules,
                text,
                negated,
            } => self.board_options(rules, &text, negated, player)?,
            Node::Sum(ps) => {
                let mut out = Vec::new();
                for (k, &p) in ps.iter().enumerate() {
                    if k > 0 && ps[k - 1] == p {
                        continue; // the same move in an equal part
                    }
                    let opts = match self.known.get(&(p, player)) {
                        Some(o) => o.clone(),
                        None => {
                            let o = self.options(p, player)?;
                            self.known.insert((p, player), o.clone());
                            o
                        }
                    };
                    for o in opts {
                        let mut next: Vec<Term> = ps.clone();
                        next.remove(k);
                        next.extend(self.parts(o));
                        out.push(self.sum_of(next));
                    }
                }
                out
            }
        };
        if self.full {
            return Err(MisereError::Work {
                what: "terms of the expression's misère outcome",
                limit: self.limit as u64,
            });
        }
        Ok(out)
    }
}
