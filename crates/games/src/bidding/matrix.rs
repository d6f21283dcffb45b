//! One position's bidding matrix (Example 12), its equilibria, and the
//! optimal play after the bidding.

use serde::{Deserialize, Serialize};

use super::kernel::{self_pieces, Kernel, Pieces};
use super::rules::mi;
use super::table::{BcsTable, PositionError};
use crate::common::Player;

/// Who moves after a bid pair, and with what (fields alphabetical, as the
/// JSON report lists them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Play {
    /// Whether this bid pair is an equilibrium (saddle point) of the matrix.
    pub equilibrium: bool,
    /// `None`: that player has no legal bid.
    pub left_bid: Option<u32>,
    pub mover: Player,
    /// Optimal removals for the mover, ascending.
    pub moves: Vec<u32>,
    pub next_marker: Player,
    /// Left's budget and the marker holder afterwards.
    pub next_p: u32,
    /// The mover pays this to the other player.
    pub pays: u32,
    pub right_bid: Option<u32>,
    /// Equal bids: the marker passes to the other player.
    pub tie: bool,
    /// The value of the position after this bid pair (and an optimal move).
    pub value: i64,
}

/// One position's bidding matrix (Example 12): rows are Right's bids
/// `r = 0..=q`, columns Left's bids `ℓ = 0..=p`; `None` where a bid is not
/// in `B` (or the heap is terminal).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BidMatrix {
    pub x: u32,
    pub p: u32,
    pub q: u32,
    pub marker: Player,
    /// Nobody can move and both penalties agree: no bidding, value `τ`.
    pub terminal: bool,
    /// `cells[r][ℓ]`.
    pub cells: Vec<Vec<Option<i64>>>,
    /// Per row `r`: the best Left can do against it.
    pub row_max: Vec<Option<i64>>,
    /// Per column `ℓ`: the worst Right can do to it.
    pub col_min: Vec<Option<i64>>,
    /// When only one player can bid: that player and the value per legal bid.
    pub unopposed: Option<(Player, Vec<(u32, i64)>)>,
    pub maximin: i64,
    pub minimax: i64,
    /// The position's value (the maximin).
    pub value: i64,
    /// Saddle points `(ℓ, r)`; empty when there is none.
    pub equilibria: Vec<(u32, u32)>,
}

impl BidMatrix {
    /// The matrix of a position where nobody can move: no bids, value `tau`.
    fn terminal(x: u32, p: u32, q: u32, marker: Player, tau: i64) -> BidMatrix {
        BidMatrix {
            x,
            p,
            q,
            marker,
            terminal: true,
            cells: vec![vec![None; p as usize + 1]; q as usize + 1],
            row_max: vec![None; q as usize + 1],
            col_min: vec![None; p as usize + 1],
            unopposed: None,
            maximin: tau,
            minimax: tau,
            value: tau,
            equilibria: Vec::new(),
        }
    }

    /// Only one player can bid (`left` or `right` is empty): that player's
    /// best bid decides.
    fn set_unopposed(&mut self, pc: &Pieces<'_>, left: &[u32], right: &[u32]) {
        let (who, list): (Player, Vec<(u32, i64)>) = if left.is_empty() {
            let l = right
                .iter()
                .map(|&r| (r, i64::from(pc.c(r as usize))))
                .collect();
            (Player::Right, l)
        } else {
            let l = left
                .iter()
                .map(|&b| (b, i64::from(pc.a(b as usize))))
                .collect();
            (Player::Left, l)
        };
        let best = if who == Player::Left {
            list.iter().map(|e| e.1).max()
        } else {
            list.iter().map(|e| e.1).min()
        }
        .unwrap_or(0);
        self.maximin = best;
        self.minimax = best;
        self.value = best;
        self.unopposed = Some((who, list));
    }

    /// Both can bid: the cells, row maxima, column minima and saddle points.
    fn fill(&mut self, pc: &Pieces<'_>, left: &[u32], right: &[u32]) {
        for &r in right {
            for &l in left {
                let (l, r) = (l as usize, r as usize);
                let cell = if l > r {
                    pc.a(l)
                } else if l == r {
                    pc.t(l)
                } else {
                    pc.c(r)
                };
                self.cells[r][l] = Some(i64::from(cell));
            }
        }
        for &r in right {
            self.row_max[r as usize] = self.cells[r as usize].iter().flatten().copied().max();
        }
        for &l in left {
            self.col_min[l as usize] = right
                .iter()
                .filter_map(|&r| self.cells[r as usize][l as usize])
                .min();
        }
        self.maximin = self.col_min.iter().flatten().copied().max().unwrap_or(0);
        self.minimax = self.row_max.iter().flatten().copied().min().unwrap_or(0);
        self.value = self.maximin;
        for &r in right {
            for &l in left {
                let c = self.cells[r as usize][l as usize];
                if c.is_some() && c == self.col_min[l as usize] && c == self.row_max[r as usize] {
                    self.equilibria.push((l, r));
                }
            }
        }
    }
}

impl BcsTable {
    /// Example 12's bidding matrix. Panics on positions outside the table;
    /// [`BcsTable::try_matrix`] returns an error instead.
    pub fn matrix(&self, x: u32, p: u32, marker: Player) -> BidMatrix {
        self.try_matrix(x, p, marker)
            .unwrap_or_else(|e| panic!("{e}"))
    }

    pub fn try_matrix(&self, x: u32, p: u32, marker: Player) -> Result<BidMatrix, PositionError> {
        let src = self.check_position(x, p)?;
        let q = self.total_budget() - p;
        let k = match self.continuations(src) {
            Ok(k) => k,
            Err(tau) => return Ok(BidMatrix::terminal(x, p, q, marker, i64::from(tau))),
        };
        let mut m = BidMatrix::terminal(x, p, q, marker, 0);
        m.terminal = false;
        let bids = self.rules().bid_set();
        let left: Vec<u32> = bids.iter().copied().filter(|&b| b <= p).collect();
        let right: Vec<u32> = bids.iter().copied().filter(|&b| b <= q).collect();
        let pc = Pieces {
            p: p as usize,
            ..self_pieces(&k.wl, &k.wr, mi(marker))
        };
        if left.is_empty() || right.is_empty() {
            m.set_unopposed(&pc, &left, &right);
        } else {
            m.fill(&pc, &left, &right);
        }
        Ok(m)
    }

    /// Continuations at heap `x` (a stored heap), or the constant value
    /// `Err(τ)` where nobody can move (or, never for a stored heap, a
    /// formula fails: `τ = 0` then).
    fn continuations(&self, x: u32) -> Result<Kernel, i32> {
        let mut k = Kernel::new(self.rules(), &self.scoring);
        let len = self.row_len();
        match k.continuations(x, |h| h as usize * len, &self.cells) {
            Ok(None) => Ok(k),
            Ok(Some(tau)) => Err(tau),
            Err(_) => Err(0),
        }
    }

    /// Equilibrium bid pairs `(ℓ, r)` (saddle points of [`BcsTable::matrix`]).
    /// Empty at terminal heaps, when only one player can bid, or when the
    /// matrix has no saddle point.
    pub fn equilibria(&self, x: u32, p: u32, marker: Player) -> Vec<(u32, u32)> {
        self.matrix(x, p, marker).equilibria
    }

    /// Optimal play after the bidding: one [`Play`] per equilibrium bid pair;
    /// without a saddle point, per (maximin bid of Left, best answer of Right);
    /// when only one player can bid, per optimal bid of that player. Empty at
    /// terminal heaps.
    pub fn best_moves(&self, x: u32, p: u32, marker: Player) -> Vec<Play> {
        let m = self.matrix(x, p, marker);
        if m.terminal {
            return Vec::new();
        }
        let src = self.source_heap(x).expect("checked by matrix");
        let mut pairs: Vec<(Option<u32>, Option<u32>, bool)> = Vec::new();
        if let Some((who, list)) = &m.unopposed {
            for &(b, val) in list {
                if val == m.value {
                    pairs.push(match who {
                        Player::Left => (Some(b), None, true),
                        Player::Right => (None, Some(b), true),
                    });
                }
            }
        } else if !m.equilibria.is_empty() {
            pairs.extend(m.equilibria.iter().map(|&(l, r)| (Some(l), Some(r), true)));
        } else {
            for (l, c) in m.col_min.iter().enumerate() {
                if *c == Some(m.maximin) {
                    for (r, row) in m.cells.iter().enumerate() {
                        if row[l] == Some(m.maximin) {
                            pairs.push((Some(l as u32), Some(r as u32), false));
                        }
                    }
                }
            }
        }
        pairs
            .into_iter()
            .map(|(l, r, eq)| self.play(src, p, marker, l, r, eq))
            .collect()
    }

    fn play(
        &self,
        x: u32,
        p: u32,
        marker: Player,
        l: Option<u32>,
        r: Option<u32>,
        equilibrium: bool,
    ) -> Play {
        let (mover, pays, tie) = match (l, r) {
            (Some(l), Some(r)) if l == r => (marker, l, true),
            (Some(l), Some(r)) if l > r => (Player::Left, l, false),
            (Some(l), None) => (Player::Left, l, false),
            (_, Some(r)) => (Player::Right, r, false),
            (None, None) => unreachable!("a valid ruleset lets someone bid"),
        };
        let next_p = match mover {
            Player::Left => p - pays,
            Player::Right => p + pays,
        };
        let next_marker = if tie { marker.other() } else { marker };
        let left = mover == Player::Left;
        let mut weights = Vec::new();
        let ok = self.scoring.weights_at(x, left, &mut weights).is_ok();
        let after = |s: u32, w: i32| {
            let v = self.value(x - s, next_p, next_marker);
            match mover {
                Player::Left => v + i64::from(w),
                Player::Right => v - i64::from(w),
            }
        };
        let options: Vec<(u32, i64)> = self
            .scoring
            .moves_at(x, left)
            .iter()
            .zip(&weights)
            .filter(|&(&s, _)| ok && s <= x)
            .map(|(&s, &w)| (s, after(s, w)))
            .collect();
        let side = if left {
            &self.scoring.left
        } else {
            &self.scoring.right
        };
        let best = match mover {
            Player::Left => options.iter().map(|o| o.1).max(),
            Player::Right => options.iter().map(|o| o.1).min(),
        }
        .unwrap_or_else(|| side.penalty_at(x).map_or(0, i64::from));
        Play {
            left_bid: l,
            right_bid: r,
            equilibrium,
            mover,
            pays,
            tie,
            moves: options
                .iter()
                .filter(|o| o.1 == best)
                .map(|o| o.0)
                .collect(),
            next_p,
            next_marker,
            value: best,
        }
    }
}
