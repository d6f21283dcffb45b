//! Playing N-player Clobber against its values (issue 17). A move is a
//! capture `a1-b1` (column letter, row number; a strip is row 1). A player
//! who cannot move is skipped; the last player to move wins.
//!
//! Values are those `#/clobber` shows: for three players the prudent value
//! (§4.5, Definitions 11–12; a simple value `a_i` by Theorem 16, as the
//! page's *simple value*), for two or four players
//! the unsimplified list (the simplifications are defined for three). With
//! who can force a win ([`Outcomes`]): simplification keeps the forced
//! winners (every position of every 1×n strip, n ≤ 8, every first player
//! checked, 242 082 positions), so the verdict is the page's.
//!
//! A mover who can force a win and moves where it no longer can loses the
//! win. With three players a move is also judged as a prudent player would:
//! a move whose prudent value is prudently weaker, for the mover, than
//! another move's is one a prudent player never makes. Otherwise every move
//! counts as best (N-player play has no single equilibrium score). The
//! computer plays the first best move.

use std::cell::RefCell;

use super::board::Board;
use super::outcome::Outcomes;
use super::simplify::{Level, Simplifier};
use super::solve::Engine;
use super::value::{Printer, Style, ValueId};
use crate::common::play::{self, Commentary, Cost, Mover, PlayError, Value};

/// Longest value text shown; longer values print as their forced winners only.
pub const MAX_VALUE_TEXT: u64 = 120;

/// A position: the board and the player to move (or, once nobody can move,
/// the player after the winner).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClobberPos {
    pub board: Board,
    pub to_move: u8,
}

/// The engine of one play session.
pub struct ClobberGame {
    engine: RefCell<Engine>,
    simplifier: RefCell<Simplifier>,
    players: u8,
}

/// `b2`: column letter and row number.
fn cell(board: &Board, i: usize) -> String {
    let cols = board.cols().max(1);
    format!("{}{}", (b'a' + (i % cols) as u8) as char, i / cols + 1)
}

impl ClobberGame {
    pub fn new(players: u8) -> Result<ClobberGame, PlayError> {
        let engine = Engine::new(players).map_err(|e| PlayError::Position(e.to_string()))?;
        Ok(ClobberGame {
            engine: RefCell::new(engine),
            simplifier: RefCell::new(Simplifier::new()),
            players,
        })
    }

    /// The start: `first` to move (skipped on if it cannot move).
    pub fn start(&self, board: Board, first: u8) -> Result<ClobberPos, PlayError> {
        if !(1..=self.players).contains(&first) {
            return Err(PlayError::Bad {
                token: first.to_string(),
                reason: format!("the players are 1 to {}", self.players),
            });
        }
        let pos = ClobberPos {
            board,
            to_move: first,
        };
        self.id(&pos)?;
        Ok(self.settle(pos))
    }

    pub fn commentary<S: AsRef<str>>(
        &self,
        start: &ClobberPos,
        moves: &[S],
    ) -> Result<Commentary, PlayError> {
        play::commentary(self, start, moves)
    }

    fn next(&self, p: u8) -> u8 {
        p % self.players + 1
    }

    /// Moves `to_move` on to the first player (in turn) who can move.
    fn settle(&self, mut pos: ClobberPos) -> ClobberPos {
        for _ in 0..self.players {
            if pos.board.can_move(pos.to_move) {
                break;
            }
            pos.to_move = self.next(pos.to_move);
        }
        pos
    }

    fn id(&self, pos: &ClobberPos) -> Result<ValueId, PlayError> {
        self.engine
            .borrow_mut()
            .position_value(&pos.board, pos.to_move)
            .map_err(|e| PlayError::Position(e.to_string()))
    }

    /// The value `#/clobber` shows for `pos`: prudent for three players,
    /// else unsimplified.
    fn shown(&self, pos: &ClobberPos) -> Result<ValueId, PlayError> {
        let v = self.id(pos)?;
        if self.players != 3 {
            return Ok(v);
        }
        let mut e = self.engine.borrow_mut();
        let mut s = self.simplifier.borrow_mut();
        Ok(s.simplify(e.values_mut(), v, pos.to_move, Level::Prudent))
    }

    /// Whether `p` can force a win from `pos`.
    fn forces(&self, pos: &ClobberPos, p: u8) -> Result<bool, PlayError> {
        let v = self.shown(pos)?;
        let e = self.engine.borrow();
        let mut o = Outcomes::new(e.values(), self.players);
        Ok(o.forced(v, pos.to_move) & (1 << (p - 1)) != 0)
    }

    /// Who can force a win from `pos` (or won), in words.
    fn verdict(&self, pos: &ClobberPos) -> Result<String, PlayError> {
        let v = self.shown(pos)?;
        let e = self.engine.borrow();
        let winners = Outcomes::new(e.values(), self.players).winners(v, pos.to_move);
        Ok(match winners.as_slice() {
            [] => "nobody can force a win".to_string(),
            [w] if !pos.board.any_move() => format!("player {w} won"),
            [w] => format!("player {w} can force a win"),
            many => format!("players {many:?} can force a win"),
        })
    }

    /// `v` printed: `1_2` for a simple value (a prudent value), else the
    /// list (`None` when longer than [`MAX_VALUE_TEXT`]).
    fn print(&self, v: ValueId, chooser: u8) -> Option<String> {
        let e = self.engine.borrow();
        let style = match e.values().as_simple(v) {
            Some(_) => Style::Subscripts,
            None => Style::Lists,
        };
        Printer::new(e.values(), self.players, style).render_within(v, chooser, MAX_VALUE_TEXT)
    }

    /// With three players: for each move of `pos`, its prudent value (as a
    /// child of `pos` in the tree: the next player to move, skips
    /// included) when that is prudently weaker, for the mover, than
    /// another move's; `None` for the moves a prudent player may make. If
    /// the relation left no move (it is not proven acyclic), none is marked.
    fn prudently_weaker(
        &self,
        pos: &ClobberPos,
        moves: &[(String, ClobberPos)],
    ) -> Result<Vec<Option<ValueId>>, PlayError> {
        if self.players != 3 {
            return Ok(vec![None; moves.len()]);
        }
        let p = pos.to_move;
        let child = |q: &ClobberPos| ClobberPos {
            board: q.board.clone(),
            to_move: self.next(p),
        };
        let kids: Vec<ValueId> = moves
            .iter()
            .map(|(_, q)| self.shown(&child(q)))
            .collect::<Result<_, _>>()?;
        let mut e = self.engine.borrow_mut();
        let mut s = self.simplifier.borrow_mut();
        let out: Vec<Option<ValueId>> = kids
            .iter()
            .map(|&x| {
                let weaker = kids
                    .iter()
                    .any(|&y| s.prudently_weaker(e.values_mut(), p, x, y));
                weaker.then_some(x)
            })
            .collect();
        Ok(if out.iter().all(Option::is_some) {
            vec![None; moves.len()]
        } else {
            out
        })
    }
}

impl play::Rules for ClobberGame {
    type Pos = ClobberPos;

    fn describe(&self, pos: &ClobberPos) -> String {
        format!("board {}, player {} to move", pos.board, pos.to_move)
    }

    fn mover(&self, pos: &ClobberPos) -> Option<Mover> {
        pos.board
            .can_move(pos.to_move)
            .then_some(Mover::Number(pos.to_move))
    }

    fn moves(&self, pos: &ClobberPos) -> Result<Vec<(String, ClobberPos)>, PlayError> {
        let p = pos.to_move;
        Ok(pos
            .board
            .captures(p)
            .map(|(i, j)| {
                let next = ClobberPos {
                    board: pos.board.after_capture(i, j),
                    to_move: self.next(p),
                };
                let label = format!("{}-{}", cell(&pos.board, i), cell(&pos.board, j));
                (label, self.settle(next))
            })
            .collect())
    }

    /// `captured b1 from a1`.
    fn action(&self, _: &ClobberPos, label: &str) -> String {
        match label.split_once('-') {
            Some((a, b)) => format!("captured {b} from {a}"),
            None => format!("played {label}"),
        }
    }

    fn value(&self, pos: &ClobberPos) -> Result<Value, PlayError> {
        let v = self.shown(pos)?;
        let verdict = self.verdict(pos)?;
        Ok(Value::text(match self.print(v, pos.to_move) {
            Some(t) => format!("{t} ({verdict})"),
            None => verdict,
        }))
    }

    fn judge(
        &self,
        pos: &ClobberPos,
        moves: &[(String, ClobberPos)],
    ) -> Result<Vec<Cost>, PlayError> {
        let p = pos.to_move;
        let wins = self.forces(pos, p)?;
        let weaker = self.prudently_weaker(pos, moves)?;
        let best = self.shown(pos)?;
        let mut out = Vec::with_capacity(moves.len());
        for ((_, q), w) in moves.iter().zip(weaker) {
            out.push(if wins && !self.forces(q, p)? {
                Cost::LostWin {
                    from: format!("player {p} forces a win"),
                    to: "no forced win".into(),
                    now: self.verdict(q)?,
                }
            } else if let Some(x) = w {
                let text = |v, c| self.print(v, c).unwrap_or_else(|| "a longer value".into());
                Cost::Outcome {
                    from: text(best, p),
                    to: text(x, self.next(p)),
                }
            } else {
                Cost::Optimal
            });
        }
        Ok(out)
    }

    fn difference(&self, _: &Value, _: &Value) -> Option<f64> {
        None
    }
}
