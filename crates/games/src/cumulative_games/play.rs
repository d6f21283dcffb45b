//! Playing a Cumulative Game against its PSPE (issue 17). The engine solves
//! the game from the start once; a position in play is a node of its
//! solved game graph, reached along the moves played. A move is `a` (one
//! heap) or `h:a` (heap `h`, 1-based, of several). A position's value is
//! every player's utility at the end of PSPE play from there (the grounded
//! value); a move costs its mover the own utility lost against the PSPE's
//! choice. Moves that give the same utilities as the PSPE's choice are all
//! best; a move with the same own utility but other utilities for the
//! others costs 0 ("as good for the mover as the best move, which the tie
//! rule prefers"). The computer plays
//! the PSPE's choice (the page's tie rules).

use std::rc::Rc;

use super::compile::compile_rules;
use super::engine::{close, root, Engine};
use super::ruleset::{Ruleset, MAX_HEAP};
use crate::common::format_vector;
use crate::common::play::{self, Commentary, Cost, Mover, PlayError, Value};

/// A position in play: a node of the solved graph, the heap sizes, the
/// player to move (0-based) and, for heap-dynamic games, the utility the
/// moves so far have added.
#[derive(Clone, Debug, PartialEq)]
pub struct CgPos {
    pub node: u32,
    pub heaps: Vec<u32>,
    pub mover: usize,
    gained: Vec<f64>,
}

/// A solved game, ready to play.
pub struct CgGame {
    eng: Engine,
    start: CgPos,
    base: Vec<f64>,
}

impl CgGame {
    /// Solves `rules` on `heaps` with player `first` (1-based) to move.
    pub fn new(rules: &Ruleset, heaps: &[u32], first: usize) -> Result<CgGame, PlayError> {
        let err = |e: String| PlayError::Position(e);
        let c = compile_rules(rules).map_err(|e| err(e.to_string()))?;
        if heaps.len() != c.heaps.len() {
            return Err(err(format!(
                "{} heap sizes for a ruleset of {} heaps",
                heaps.len(),
                c.heaps.len()
            )));
        }
        if let Some(&x) = heaps.iter().find(|&&x| x > MAX_HEAP) {
            return Err(PlayError::Bad {
                token: x.to_string(),
                reason: format!("heap exceeds the maximum {MAX_HEAP}"),
            });
        }
        if first == 0 || first > c.n {
            return Err(PlayError::Bad {
                token: first.to_string(),
                reason: format!("the players are 1 to {}", c.n),
            });
        }
        let n = c.n;
        let r = root(&c, heaps, first - 1, false);
        let mut eng = Engine::new(Rc::new(c));
        eng.begin(r.clone());
        while !eng.run(usize::MAX).map_err(|e| err(e.to_string()))? {}
        let node = eng.solved(&r).map_err(|e| err(e.to_string()))?;
        let base = eng.base();
        Ok(CgGame {
            eng,
            start: CgPos {
                node,
                heaps: heaps.to_vec(),
                mover: first - 1,
                gained: vec![0.0; n],
            },
            base,
        })
    }

    /// The starting position.
    pub fn start(&self) -> CgPos {
        self.start.clone()
    }

    pub fn commentary<S: AsRef<str>>(
        &self,
        start: &CgPos,
        moves: &[S],
    ) -> Result<Commentary, PlayError> {
        play::commentary(self, start, moves)
    }

    /// Every player's utility at the end of PSPE play from `pos`.
    pub fn utilities(&self, pos: &CgPos) -> Vec<f64> {
        let v = self.eng.value(pos.node);
        (0..v.len())
            .map(|i| v[i] + self.base[i] + pos.gained[i])
            .collect()
    }

    fn label(&self, heap: usize, amount: u32) -> String {
        if self.start.heaps.len() > 1 {
            format!("{}:{amount}", heap + 1)
        } else {
            amount.to_string()
        }
    }

    /// The utilities of following edge `e` from `pos` (its `gained` included).
    fn via(&self, pos: &CgPos, e: usize) -> Vec<f64> {
        let v = self.eng.via(e);
        (0..v.len())
            .map(|i| v[i] + self.base[i] + pos.gained[i])
            .collect()
    }
}

impl play::Rules for CgGame {
    type Pos = CgPos;

    fn describe(&self, pos: &CgPos) -> String {
        let hs: Vec<String> = pos.heaps.iter().map(u32::to_string).collect();
        format!("heaps {}, player {} to move", hs.join(","), pos.mover + 1)
    }

    fn mover(&self, pos: &CgPos) -> Option<Mover> {
        let (a, b) = self.eng.nodes[pos.node as usize].edges;
        // At most MAX_PLAYERS (6) players.
        (a < b).then_some(Mover::Number(pos.mover as u8 + 1))
    }

    fn moves(&self, pos: &CgPos) -> Result<Vec<(String, CgPos)>, PlayError> {
        let (a, b) = self.eng.nodes[pos.node as usize].edges;
        let n = pos.gained.len();
        Ok((a..b)
            .map(|e| {
                let edge = &self.eng.edges[e];
                let mut heaps = pos.heaps.clone();
                heaps[edge.heap] -= edge.amount;
                let mut gained = pos.gained.clone();
                if self.eng.c.dynamic {
                    (0..n).for_each(|i| gained[i] += self.eng.gains[e * n + i]);
                }
                let next = CgPos {
                    node: edge.child,
                    heaps,
                    mover: self.eng.c.next[pos.mover],
                    gained,
                };
                (self.label(edge.heap, edge.amount), next)
            })
            .collect())
    }

    /// `took 3`, or `took 3 from heap 2` in a game of several heaps.
    fn action(&self, _: &CgPos, label: &str) -> String {
        match label.split_once(':') {
            Some((heap, amount)) => format!("took {amount} from heap {heap}"),
            None => format!("took {label}"),
        }
    }

    fn value(&self, pos: &CgPos) -> Result<Value, PlayError> {
        Ok(Value::text(format_vector(&self.utilities(pos), ", ")))
    }

    fn judge(&self, pos: &CgPos, moves: &[(String, CgPos)]) -> Result<Vec<Cost>, PlayError> {
        let node = &self.eng.nodes[pos.node as usize];
        let (a, _) = node.edges;
        let Some(best) = node.best else {
            return Ok(Vec::new());
        };
        let bv = self.via(pos, best);
        let p = pos.mover;
        Ok((0..moves.len())
            .map(|k| {
                let v = self.via(pos, a + k);
                if v.iter().zip(&bv).all(|(x, y)| close(*x, *y)) {
                    Cost::Optimal
                } else {
                    Cost::Score {
                        lost: (bv[p] - v[p]).max(0.0),
                    }
                }
            })
            .collect())
    }

    fn choice(&self, pos: &CgPos, _: &[Cost]) -> Option<usize> {
        let node = &self.eng.nodes[pos.node as usize];
        node.best.map(|b| b - node.edges.0)
    }

    fn difference(&self, _: &Value, _: &Value) -> Option<f64> {
        None
    }
}
