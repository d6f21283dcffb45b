//! Playing N-player Clobber against its values (issue 17). A move is a
//! capture `a1-b1` (column letter, row number; a strip is row 1). A player
//! who cannot move is skipped; the last player to move wins. A position's
//! value is the unsimplified value of [`Engine`] (list notation) with who
//! can force a win ([`Outcomes`]); a mover who can force a win and moves
//! to a position where it no longer can loses the win; otherwise every move
//! counts as best (N-player play has no single equilibrium score). The
//! computer plays the first move that keeps its forced win, else the first.

use std::cell::RefCell;

use super::board::Board;
use super::outcome::Outcomes;
use super::solve::Engine;
use super::value::{Printer, Style, ValueId};
use crate::games::common::play::{self, Commentary, Cost, PlayError, Value};

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

    /// Whether `p` can force a win from `pos`.
    fn forces(&self, pos: &ClobberPos, p: u8) -> Result<bool, PlayError> {
        let v = self.id(pos)?;
        let e = self.engine.borrow();
        let mut o = Outcomes::new(e.values(), self.players);
        Ok(o.forced(v, pos.to_move) & (1 << (p - 1)) != 0)
    }
}

impl play::Rules for ClobberGame {
    type Pos = ClobberPos;

    fn describe(&self, pos: &ClobberPos) -> String {
        format!("board {}, player {} to move", pos.board, pos.to_move)
    }

    fn mover(&self, pos: &ClobberPos) -> Option<String> {
        pos.board
            .can_move(pos.to_move)
            .then(|| format!("player {}", pos.to_move))
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

    fn value(&self, pos: &ClobberPos) -> Result<Value, PlayError> {
        let v = self.id(pos)?;
        let e = self.engine.borrow();
        let winners = Outcomes::new(e.values(), self.players).winners(v, pos.to_move);
        let verdict = match winners.as_slice() {
            [] => "nobody can force a win".to_string(),
            [w] if !pos.board.any_move() => format!("player {w} won"),
            [w] => format!("player {w} can force a win"),
            many => format!("players {many:?} can force a win"),
        };
        let mut printer = Printer::new(e.values(), self.players, Style::Lists);
        Ok(Value::text(
            match printer.render_within(v, pos.to_move, MAX_VALUE_TEXT) {
                Some(t) => format!("{t} ({verdict})"),
                None => verdict,
            },
        ))
    }

    fn judge(
        &self,
        pos: &ClobberPos,
        moves: &[(String, ClobberPos)],
    ) -> Result<Vec<Cost>, PlayError> {
        let p = pos.to_move;
        let wins = self.forces(pos, p)?;
        moves
            .iter()
            .map(|(_, q)| {
                Ok(if !wins || self.forces(q, p)? {
                    Cost::Optimal
                } else {
                    Cost::Outcome {
                        from: format!("player {p} forces a win"),
                        to: "no forced win".into(),
                    }
                })
            })
            .collect()
    }

    fn difference(&self, _: &Value, _: &Value) -> Option<f64> {
        None
    }
}
