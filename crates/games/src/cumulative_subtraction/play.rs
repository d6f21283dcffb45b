//! Playing a heap against the equilibrium (issue 17). A move is an amount
//! (`2`); the value of a position is read off the solved [`Table`] plus the
//! pockets so far: zero-sum (Left's pocket minus Right's), self-interest
//! (both pockets, the page's tie rules), or the outcome class (normal,
//! misère) or Grundy value. The equilibrium plays the smallest optimal
//! amount, as the play line does.

use super::rules::Rules;
use super::solver::{Parts, Solver};
use super::table::Table;
use crate::common::play::{self, Commentary, Cost, Mover, PlayError, Value};
use crate::common::{format_vector, Class, Player, Ties, Variant};

/// Largest heap one can play from (the table is solved up to the heap).
pub const MAX_PLAY_HEAP: u32 = 1_000_000;

/// A position of a game in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CsPos {
    pub heap: u32,
    /// (Left, Right) pockets.
    pub pockets: (i64, i64),
    pub to_move: Player,
}

/// A solved heap, ready to play in one variant.
pub struct CsGame {
    table: Table,
    variant: Variant,
}

impl CsGame {
    /// Solves `rules` up to `heap` for `variant`.
    pub fn new(rules: Rules, ties: Ties, heap: u32, variant: Variant) -> Result<CsGame, PlayError> {
        if heap > MAX_PLAY_HEAP {
            return Err(PlayError::Bad {
                token: heap.to_string(),
                reason: format!("heap exceeds the largest playable heap {MAX_PLAY_HEAP}"),
            });
        }
        let parts = Parts {
            zero_sum: variant == Variant::ZeroSum,
            self_interest: variant == Variant::SelfInterest,
            classes: matches!(variant, Variant::Normal | Variant::Misere),
            grundy: variant == Variant::Grundy,
        };
        let table = Solver::with_parts(rules, ties, heap, parts)
            .map_err(|e| PlayError::Position(e.to_string()))?
            .finish();
        if variant == Variant::Grundy && !table.has(Variant::Grundy) {
            return Err(PlayError::Position(
                "Grundy values need symmetric rules".into(),
            ));
        }
        Ok(CsGame { table, variant })
    }

    /// Every part solved (zero-sum by default), as the CLI's table does.
    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn start(&self, heap: u32, first: Player) -> CsPos {
        CsPos {
            heap,
            pockets: (0, 0),
            to_move: first,
        }
    }

    /// Replays `moves` (amounts) from `start`, commenting on each.
    pub fn commentary<S: AsRef<str>>(
        &self,
        start: CsPos,
        moves: &[S],
    ) -> Result<Commentary, PlayError> {
        play::commentary(self, &start, moves)
    }

    fn class(&self, x: u32) -> Class {
        match self.variant {
            Variant::Misere => self.table.misere(x),
            _ => self.table.normal(x),
        }
    }

    /// Whether the player to move at `pos` wins (class and Grundy variants).
    fn mover_wins(&self, pos: &CsPos) -> bool {
        match self.variant {
            Variant::Grundy => self.table.grundy(pos.heap) != Some(0),
            _ => self.class(pos.heap).winner(pos.to_move) == pos.to_move,
        }
    }

    fn outcome_text(&self, pos: &CsPos) -> String {
        match self.variant {
            Variant::Grundy => format!("*{}", self.table.grundy(pos.heap).unwrap_or(0)),
            _ => self.class(pos.heap).to_string(),
        }
    }
}

/// Left's and Right's pockets under equilibrium play from `pos`.
fn si_final(t: &Table, pos: &CsPos) -> (i64, i64) {
    let (l, r) = t.self_interest(pos.heap, pos.to_move);
    (pos.pockets.0 + l, pos.pockets.1 + r)
}

impl play::Rules for CsGame {
    type Pos = CsPos;

    fn describe(&self, pos: &CsPos) -> String {
        format!(
            "heap {}, pockets ({}, {}), {} to move",
            pos.heap, pos.pockets.0, pos.pockets.1, pos.to_move
        )
    }

    fn mover(&self, pos: &CsPos) -> Option<Mover> {
        let has_move = !self.table.moves(pos.heap, pos.to_move).is_empty();
        has_move.then_some(Mover::Side(pos.to_move))
    }

    fn moves(&self, pos: &CsPos) -> Result<Vec<(String, CsPos)>, PlayError> {
        let p = pos.to_move;
        Ok(self
            .table
            .moves(pos.heap, p)
            .into_iter()
            .map(|a| {
                let mut pockets = pos.pockets;
                match p {
                    Player::Left => pockets.0 += i64::from(a),
                    Player::Right => pockets.1 += i64::from(a),
                }
                let next = CsPos {
                    heap: pos.heap - a,
                    pockets,
                    to_move: p.other(),
                };
                (a.to_string(), next)
            })
            .collect())
    }

    fn action(&self, _: &CsPos, label: &str) -> String {
        format!("took {label}")
    }

    fn value(&self, pos: &CsPos) -> Result<Value, PlayError> {
        let t = &self.table;
        Ok(match self.variant {
            Variant::ZeroSum => {
                let v = pos.pockets.0 - pos.pockets.1 + t.zero_sum(pos.heap, pos.to_move);
                Value::score(v as f64)
            }
            Variant::SelfInterest => {
                let (l, r) = si_final(t, pos);
                Value::text(format_vector(&[l as f64, r as f64], ", "))
            }
            _ => {
                let winner = if self.mover_wins(pos) {
                    pos.to_move
                } else {
                    pos.to_move.other()
                };
                Value::text(format!("{} ({winner} wins)", self.outcome_text(pos)))
            }
        })
    }

    fn judge(&self, pos: &CsPos, moves: &[(String, CsPos)]) -> Result<Vec<Cost>, PlayError> {
        let p = pos.to_move;
        let best = self.table.optimal_moves(pos.heap, p, self.variant);
        let t = &self.table;
        let own = |q: &CsPos| -> i64 {
            match self.variant {
                Variant::ZeroSum => {
                    p.sign() * (q.pockets.0 - q.pockets.1 + t.zero_sum(q.heap, q.to_move))
                }
                _ => {
                    let f = si_final(t, q);
                    [f.0, f.1][p.index()]
                }
            }
        };
        Ok(moves
            .iter()
            .map(|(label, next)| {
                let a: u32 = label.parse().unwrap_or(0);
                if best.contains(&a) {
                    return Cost::Optimal;
                }
                match self.variant {
                    Variant::ZeroSum | Variant::SelfInterest => {
                        let lost = (own(&self.after_best(pos, &best)) - own(next)) as f64;
                        Cost::Score { lost }
                    }
                    _ if self.mover_wins(pos) && self.mover_wins(next) => Cost::LostWin {
                        from: self.outcome_text(pos),
                        to: self.outcome_text(next),
                        now: format!("{} wins", p.other()),
                    },
                    _ => Cost::Outcome {
                        from: self.outcome_text(pos),
                        to: self.outcome_text(next),
                    },
                }
            })
            .collect())
    }
}

impl CsGame {
    /// The position after the first of `best` (amounts).
    fn after_best(&self, pos: &CsPos, best: &[u32]) -> CsPos {
        let a = best.first().copied().unwrap_or(0);
        let mut q = *pos;
        q.heap -= a;
        match pos.to_move {
            Player::Left => q.pockets.0 += i64::from(a),
            Player::Right => q.pockets.1 += i64::from(a),
        }
        q.to_move = pos.to_move.other();
        q
    }
}
