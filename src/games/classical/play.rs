//! Playing a classical position against the equilibrium (issue 17): a sum
//! of Domineering or Clobber boards, or Nim heaps. Values are the canonical
//! forms of the shared [`Solver`]; a move is judged by the outcome class
//! (Left wins `L`, Right wins `R`, the next player `N`, the previous `P`):
//! a mover who can win and moves to a position the opponent wins loses the
//! win (`N → N`, `L → P`, …); a losing mover's moves all count as best.
//! The equilibrium plays the first winning move in the family's move order.
//!
//! Move notation: a cell is a column letter and a row number (`b2`, rows
//! from the top). Domineering: the domino's top (Left, vertical) or left
//! (Right, horizontal) cell, `b2`; Clobber: from and to, `b2-c2`; Nim:
//! heap and amount taken, `2:3`. In a sum of several boards the board's
//! number comes first: `2:b2`.

use std::cell::RefCell;

use super::clobber::{Clobber, ClobberBoard};
use super::domineering::{Domineering, DomineeringBoard};
use super::grid::Bits;
use super::ruleset::{Nim, Ruleset, Solver};
use super::universe::{Game, Universe};
use crate::games::common::play::{self, Commentary, Cost, PlayError, Value};
use crate::games::common::{Class, Player};

/// Work units (positions expanded) one play session may spend solving.
pub const PLAY_WORK_LIMIT: usize = 4_000_000;

/// The boards or heaps of a classical position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parts {
    Domineering(Vec<DomineeringBoard>),
    Clobber(Vec<ClobberBoard>),
    /// Heap sizes, in place (an emptied heap stays as 0).
    Nim(Vec<u32>),
}

/// A classical position and who moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicalPos {
    pub parts: Parts,
    pub to_move: Player,
}

/// The solvers and canonical forms of one play session.
pub struct ClassicalGame {
    state: RefCell<Solvers>,
}

struct Solvers {
    u: Universe,
    dom: Solver<Domineering>,
    clob: Solver<Clobber>,
    nim: Solver<Nim>,
    spent: usize,
}

impl Default for ClassicalGame {
    fn default() -> Self {
        ClassicalGame::new()
    }
}

impl ClassicalGame {
    pub fn new() -> ClassicalGame {
        ClassicalGame {
            state: RefCell::new(Solvers {
                u: Universe::new(),
                dom: Solver::new(Domineering),
                clob: Solver::new(Clobber),
                nim: Solver::new(Nim),
                spent: 0,
            }),
        }
    }

    /// Replays `moves` from `start`, commenting on each.
    pub fn commentary<S: AsRef<str>>(
        &self,
        start: &ClassicalPos,
        moves: &[S],
    ) -> Result<Commentary, PlayError> {
        play::commentary(self, start, moves)
    }

    /// The canonical form of `parts`, within the session's work limit.
    pub fn game(&self, parts: &Parts) -> Result<Game, PlayError> {
        let mut guard = self.state.borrow_mut();
        let s = &mut *guard;
        let mut total = Universe::ZERO;
        let values: Vec<Result<Game, PlayError>> = match parts {
            Parts::Domineering(bs) => bs
                .iter()
                .map(|b| run(&mut s.dom, &mut s.u, &mut s.spent, b))
                .collect(),
            Parts::Clobber(bs) => bs
                .iter()
                .map(|b| run(&mut s.clob, &mut s.u, &mut s.spent, b))
                .collect(),
            Parts::Nim(hs) => {
                let mut p: Vec<u32> = hs.iter().copied().filter(|&h| h > 0).collect();
                p.sort_unstable();
                vec![run(&mut s.nim, &mut s.u, &mut s.spent, &p)]
            }
        };
        for g in values {
            total = s.u.add(total, g?);
        }
        Ok(total)
    }

    fn class(&self, g: Game) -> Class {
        self.state.borrow_mut().u.outcome(g)
    }
}

/// The value of one position by `solver`, charging its work to `spent`.
fn run<R: Ruleset>(
    solver: &mut Solver<R>,
    u: &mut Universe,
    spent: &mut usize,
    p: &R::Position,
) -> Result<Game, PlayError> {
    solver.start(p);
    loop {
        let before = solver.solved();
        let step = 1 << 14;
        if let Some(g) = solver.step(u, step) {
            return Ok(g);
        }
        *spent += step.max(solver.solved() - before);
        if *spent > PLAY_WORK_LIMIT {
            return Err(PlayError::Position(format!(
                "solving it needs more than {PLAY_WORK_LIMIT} steps; try a smaller position"
            )));
        }
    }
}

/// `b2`: column letter, row number (from 1, top row first).
pub fn cell_name(w: u8, i: usize) -> String {
    let (r, c) = (i / w as usize, i % w as usize);
    format!("{}{}", (b'a' + c as u8) as char, r + 1)
}

fn prefix(k: usize, n: usize) -> String {
    if n > 1 {
        format!("{}:", k + 1)
    } else {
        String::new()
    }
}

/// The moves of one board of a sum: label and the board after.
fn board_moves<const N: usize, R: Ruleset<Position = Bits<N>>>(
    rules: &R,
    b: &Bits<N>,
    p: Player,
    label: impl Fn(&Bits<N>, &Bits<N>) -> String,
) -> Vec<(String, Bits<N>)> {
    rules
        .options(b, p)
        .into_iter()
        .map(|o| (label(b, &o), o))
        .collect()
}

/// The moves of every board of a sum, board by board.
fn sum_moves<const N: usize, R: Ruleset<Position = Bits<N>>>(
    rules: &R,
    boards: &[Bits<N>],
    p: Player,
    label: impl Fn(&Bits<N>, &Bits<N>) -> String + Copy,
    wrap: impl Fn(Vec<Bits<N>>) -> Parts,
) -> Vec<(String, Parts)> {
    let mut out = Vec::new();
    for (k, b) in boards.iter().enumerate() {
        for (l, o) in board_moves(rules, b, p, label) {
            let mut next = boards.to_vec();
            next[k] = o;
            out.push((format!("{}{l}", prefix(k, boards.len())), wrap(next)));
        }
    }
    out
}

fn domino_label(b: &DomineeringBoard, o: &DomineeringBoard) -> String {
    let gone = b.masks[0] & !o.masks[0];
    cell_name(b.w, gone.trailing_zeros() as usize)
}

fn capture_label(b: &ClobberBoard, o: &ClobberBoard) -> String {
    // The mover's stone left `from` and stands on `to` now.
    let me = usize::from(b.masks[0].count_ones() != o.masks[0].count_ones());
    let from = b.masks[me] & !o.masks[me];
    let to = o.masks[me] & !b.masks[me];
    format!(
        "{}-{}",
        cell_name(b.w, from.trailing_zeros() as usize),
        cell_name(b.w, to.trailing_zeros() as usize)
    )
}

fn nim_moves(hs: &[u32]) -> Vec<(String, Parts)> {
    let mut out = Vec::new();
    for (i, &h) in hs.iter().enumerate() {
        for take in 1..=h {
            let mut next = hs.to_vec();
            next[i] = h - take;
            out.push((format!("{}:{take}", i + 1), Parts::Nim(next)));
        }
    }
    out
}

impl ClassicalGame {
    fn options(&self, pos: &ClassicalPos) -> Vec<(String, Parts)> {
        let p = pos.to_move;
        match &pos.parts {
            Parts::Domineering(bs) => {
                sum_moves(&Domineering, bs, p, domino_label, Parts::Domineering)
            }
            Parts::Clobber(bs) => sum_moves(&Clobber, bs, p, capture_label, Parts::Clobber),
            Parts::Nim(hs) => nim_moves(hs),
        }
    }
}

/// `.#|..` boards joined by `+`, or Nim heaps `3,4,5`.
pub fn parts_text(parts: &Parts) -> String {
    match parts {
        Parts::Domineering(bs) => bs
            .iter()
            .map(Domineering::text)
            .collect::<Vec<_>>()
            .join(" + "),
        Parts::Clobber(bs) => bs.iter().map(Clobber::text).collect::<Vec<_>>().join(" + "),
        Parts::Nim(hs) => {
            let v: Vec<String> = hs.iter().map(u32::to_string).collect();
            format!("Nim {}", v.join(","))
        }
    }
}

impl play::Rules for ClassicalGame {
    type Pos = ClassicalPos;

    fn describe(&self, pos: &ClassicalPos) -> String {
        format!("{}, {} to move", parts_text(&pos.parts), pos.to_move)
    }

    fn mover(&self, pos: &ClassicalPos) -> Option<play::Mover> {
        (!self.options(pos).is_empty()).then_some(play::Mover::Side(pos.to_move))
    }

    fn moves(&self, pos: &ClassicalPos) -> Result<Vec<(String, ClassicalPos)>, PlayError> {
        let to_move = pos.to_move.other();
        Ok(self
            .options(pos)
            .into_iter()
            .map(|(l, parts)| (l, ClassicalPos { parts, to_move }))
            .collect())
    }

    /// `took 2 from heap 1`, `placed a domino at a1`, `moved a1 onto b1`
    /// (`on board 2` in a sum of boards).
    fn action(&self, pos: &ClassicalPos, label: &str) -> String {
        let (board, m) = match label.split_once(':') {
            Some((k, m)) => (Some(k), m),
            None => (None, label),
        };
        let on = |what: String| match board {
            Some(k) => format!("{what} on board {k}"),
            None => what,
        };
        match &pos.parts {
            Parts::Nim(_) => format!("took {m} from heap {}", board.unwrap_or("1")),
            Parts::Domineering(_) => on(format!("placed a domino at {m}")),
            Parts::Clobber(_) => on(match m.split_once('-') {
                Some((a, b)) => format!("moved {a} onto {b}"),
                None => format!("played {m}"),
            }),
        }
    }

    fn value(&self, pos: &ClassicalPos) -> Result<Value, PlayError> {
        let g = self.game(&pos.parts)?;
        let class = self.class(g);
        let text = self.state.borrow().u.show(g);
        let winner = class.winner(pos.to_move);
        Ok(Value::text(format!("{text} ({class}: {winner} wins)")))
    }

    fn judge(
        &self,
        pos: &ClassicalPos,
        moves: &[(String, ClassicalPos)],
    ) -> Result<Vec<Cost>, PlayError> {
        let p = pos.to_move;
        let from = self.class(self.game(&pos.parts)?);
        let wins = from.winner(p) == p;
        moves
            .iter()
            .map(|(_, q)| {
                let to = self.class(self.game(&q.parts)?);
                Ok(if !wins || to.winner(p.other()) == p {
                    Cost::Optimal
                } else {
                    // The mover could win; after this move the opponent wins.
                    Cost::LostWin {
                        from: from.to_string(),
                        to: to.to_string(),
                        now: format!("{} wins", to.winner(p.other())),
                    }
                })
            })
            .collect()
    }

    fn difference(&self, _: &Value, _: &Value) -> Option<f64> {
        None
    }
}

/// Which game a classical position is played in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Domineering,
    Clobber,
    Nim,
}

/// Reads boards joined by `+` (Domineering, Clobber) or heaps `3,4,5` (Nim).
pub fn parse_parts(kind: Kind, text: &str) -> Result<Parts, PlayError> {
    let bad = |t: &str, reason: String| PlayError::Bad {
        token: t.trim().to_string(),
        reason,
    };
    let boards = text.split('+');
    Ok(match kind {
        Kind::Domineering => Parts::Domineering(
            boards
                .map(|b| Domineering::parse(b).map_err(|e| bad(b, e.to_string())))
                .collect::<Result<_, _>>()?,
        ),
        Kind::Clobber => Parts::Clobber(
            boards
                .map(|b| Clobber::parse(b).map_err(|e| bad(b, e.to_string())))
                .collect::<Result<_, _>>()?,
        ),
        Kind::Nim => Parts::Nim(
            play::split_moves(text)
                .iter()
                .map(|h| match h.parse::<u32>() {
                    Ok(n) if n <= MAX_NIM_HEAP => Ok(n),
                    _ => Err(bad(
                        h,
                        format!("a heap is a whole number up to {MAX_NIM_HEAP}"),
                    )),
                })
                .collect::<Result<_, _>>()?,
        ),
    })
}

/// Largest Nim heap one can play.
pub const MAX_NIM_HEAP: u32 = 64;
