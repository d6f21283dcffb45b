//! Playing Bidding Cumulative Subtraction against the maximin (issue 17).
//!
//! A round is Definition 1 in three steps: Left commits to a bid (`bid 3`),
//! Right answers it (`bid 1`), the winner removes pebbles (`2`). The higher
//! bid moves and pays the other; on equal bids the marker holder moves, pays
//! and hands the marker over. A player with no legal bid skips the bid step.
//! Values are Left's score (weights so far plus the value of the rest):
//! before Left's bid the matrix value (the maximin); after it, the column
//! minimum Left has secured; after Right's answer, the cell. A bid costs
//! Left the maximin minus its column minimum, and Right the cell minus that
//! minimum; a removal costs the mover the difference to the best removal.
//! The computer bids the smallest maximin bid (Left) or the smallest best
//! answer (Right), and removes the smallest best amount.

use super::matrix::BidMatrix;
use super::rules::{BcsRules, DEFAULT_WORK_LIMIT};
use super::table::{horizon, solve_until_periodic, BcsTable};
use crate::common::play::{self, Commentary, Cost, Mover, PlayError, Value};
use crate::common::Player;

/// Where a round stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    LeftBid,
    /// Left's bid (`None`: Left has no legal bid).
    RightBid(Option<u32>),
    /// The bid winner removes; budgets and marker are already settled.
    Remove(Player),
    /// Nobody (or the bid winner) cannot move: the game ends with `τ`.
    Over(i64),
}

/// A position of a game in progress: heap, Left's budget, marker, Left's
/// score so far and the stage of the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BcsPlayPos {
    pub x: u32,
    pub p: u32,
    pub marker: Player,
    pub score: i64,
    pub stage: Stage,
}

/// A solved ruleset, ready to play.
pub struct BcsGame {
    table: BcsTable,
}

/// One round's bids, Left's first (`None`: that player had no legal bid).
pub type BidPair = (Option<u32>, Option<u32>);

/// `bid 3`, as the bid steps are labelled.
pub fn bid_label(b: u32) -> String {
    format!("bid {b}")
}

impl BcsGame {
    /// Solves `rules` up to heap `x` (within the page's work limit).
    pub fn new(rules: BcsRules, x: u32) -> Result<BcsGame, PlayError> {
        let most = horizon(&rules, DEFAULT_WORK_LIMIT);
        if x > most {
            return Err(PlayError::Bad {
                token: x.to_string(),
                reason: format!("heap exceeds {most}, the largest playable with these rules"),
            });
        }
        let table =
            solve_until_periodic(rules, x).map_err(|e| PlayError::Position(e.to_string()))?;
        if !table.covers(x) {
            let why = table.error().map_or(String::new(), |e| e.to_string());
            return Err(PlayError::Position(format!(
                "heap {x} is not solved: {why}"
            )));
        }
        Ok(BcsGame { table })
    }

    pub fn table(&self) -> &BcsTable {
        &self.table
    }

    /// The start of a game: heap `x`, Left's budget `p`, the marker.
    pub fn start(&self, x: u32, p: u32, marker: Player) -> Result<BcsPlayPos, PlayError> {
        if p > self.table.total_budget() {
            return Err(PlayError::Bad {
                token: p.to_string(),
                reason: format!(
                    "Left's budget exceeds the total budget {}",
                    self.table.total_budget()
                ),
            });
        }
        let pos = BcsPlayPos {
            x,
            p,
            marker,
            score: 0,
            stage: Stage::LeftBid,
        };
        Ok(self.settle(pos))
    }

    /// Interleaves rounds: bid pairs `(ℓ, r)` (`None`: no legal bid) and
    /// removals, as the permalink's `b=` and `moves=` list them.
    pub fn tokens(bids: &[BidPair], removals: &[u32]) -> Vec<String> {
        let mut out = Vec::new();
        for (k, (l, r)) in bids.iter().enumerate() {
            out.extend(l.map(bid_label));
            out.extend(r.map(bid_label));
            if let Some(s) = removals.get(k) {
                out.push(s.to_string());
            }
        }
        out
    }

    /// Replays `moves` (step labels: `bid 3`, `2`) from `start`.
    pub fn commentary<S: AsRef<str>>(
        &self,
        start: BcsPlayPos,
        moves: &[S],
    ) -> Result<Commentary, PlayError> {
        play::commentary(self, &start, moves)
    }

    fn matrix(&self, pos: &BcsPlayPos) -> Result<BidMatrix, PlayError> {
        self.table
            .try_matrix(pos.x, pos.p, pos.marker)
            .map_err(|e| PlayError::Position(e.to_string()))
    }

    fn bids(&self, budget: u32) -> Vec<u32> {
        let set = self.table.rules().bid_set();
        set.into_iter().filter(|&b| b <= budget).collect()
    }

    /// Skips steps nobody takes: a terminal heap, a player without a bid,
    /// a bid winner without a move.
    fn settle(&self, mut pos: BcsPlayPos) -> BcsPlayPos {
        let q = self.table.total_budget() - pos.p;
        loop {
            pos.stage = match pos.stage {
                Stage::LeftBid => match self.matrix(&pos) {
                    Ok(m) if m.terminal => Stage::Over(m.value),
                    _ if self.bids(pos.p).is_empty() => Stage::RightBid(None),
                    _ => return pos,
                },
                Stage::RightBid(l) if self.bids(q).is_empty() => {
                    return self.settle(self.resolve(pos, l, None))
                }
                Stage::Remove(mover) if self.removals(&pos, mover).is_empty() => {
                    let s = &self.table.scoring;
                    let side = if mover == Player::Left {
                        &s.left
                    } else {
                        &s.right
                    };
                    Stage::Over(side.penalty_at(pos.x).map_or(0, i64::from))
                }
                _ => return pos,
            };
        }
    }

    /// The bids `l`, `r` settled: the winner pays, the marker may pass.
    fn resolve(&self, pos: BcsPlayPos, l: Option<u32>, r: Option<u32>) -> BcsPlayPos {
        let (mover, pays, tie) = match (l, r) {
            (Some(l), Some(r)) if l == r => (pos.marker, l, true),
            (Some(l), Some(r)) if l > r => (Player::Left, l, false),
            (Some(l), None) => (Player::Left, l, false),
            (_, Some(r)) => (Player::Right, r, false),
            (None, None) => (pos.marker, 0, false),
        };
        BcsPlayPos {
            p: match mover {
                Player::Left => pos.p - pays,
                Player::Right => pos.p + pays,
            },
            marker: if tie { pos.marker.other() } else { pos.marker },
            stage: Stage::Remove(mover),
            ..pos
        }
    }

    /// The mover's removals at `pos` with their signed weights.
    fn removals(&self, pos: &BcsPlayPos, mover: Player) -> Vec<(u32, i64)> {
        let s = &self.table.scoring;
        let left = mover == Player::Left;
        let mut w = Vec::new();
        if s.weights_at(pos.x, left, &mut w).is_err() {
            return Vec::new();
        }
        s.moves_at(pos.x, left)
            .iter()
            .zip(&w)
            .filter(|(&a, _)| a <= pos.x)
            .map(|(&a, &w)| (a, mover.sign() * i64::from(w)))
            .collect()
    }

    /// Left's score from `pos` on under equilibrium play (without `score`).
    fn rest(&self, pos: &BcsPlayPos) -> Result<i64, PlayError> {
        Ok(match pos.stage {
            Stage::LeftBid => self.matrix(pos)?.value,
            Stage::RightBid(None) => self.matrix(pos)?.value,
            Stage::RightBid(Some(l)) => self.matrix(pos)?.col_min[l as usize].unwrap_or(0),
            Stage::Remove(mover) => {
                let vals = self
                    .removals(pos, mover)
                    .into_iter()
                    .map(|(a, w)| w + self.table.value(pos.x - a, pos.p, pos.marker));
                match mover {
                    Player::Left => vals.max(),
                    Player::Right => vals.min(),
                }
                .unwrap_or(0)
            }
            Stage::Over(tau) => tau,
        })
    }
}

impl play::Rules for BcsGame {
    type Pos = BcsPlayPos;

    fn describe(&self, pos: &BcsPlayPos) -> String {
        let q = self.table.total_budget() - pos.p;
        let stage = match pos.stage {
            Stage::LeftBid => "Left bids".to_string(),
            Stage::RightBid(Some(l)) => format!("Left bid {l}, Right bids"),
            Stage::RightBid(None) => "Right bids".to_string(),
            Stage::Remove(m) => format!("{m} removes"),
            Stage::Over(_) => "over".to_string(),
        };
        format!(
            "heap {}, budgets {}:{q}, marker {}, score {}, {stage}",
            pos.x, pos.p, pos.marker, pos.score
        )
    }

    fn mover(&self, pos: &BcsPlayPos) -> Option<Mover> {
        match pos.stage {
            Stage::LeftBid => Some(Mover::Side(Player::Left)),
            Stage::RightBid(_) => Some(Mover::Side(Player::Right)),
            Stage::Remove(m) => Some(Mover::Side(m)),
            Stage::Over(_) => None,
        }
    }

    fn moves(&self, pos: &BcsPlayPos) -> Result<Vec<(String, BcsPlayPos)>, PlayError> {
        let q = self.table.total_budget() - pos.p;
        Ok(match pos.stage {
            Stage::LeftBid => self
                .bids(pos.p)
                .into_iter()
                .map(|b| {
                    let next = BcsPlayPos {
                        stage: Stage::RightBid(Some(b)),
                        ..*pos
                    };
                    (bid_label(b), self.settle(next))
                })
                .collect(),
            Stage::RightBid(l) => self
                .bids(q)
                .into_iter()
                .map(|r| (bid_label(r), self.settle(self.resolve(*pos, l, Some(r)))))
                .collect(),
            Stage::Remove(mover) => self
                .removals(pos, mover)
                .into_iter()
                .map(|(a, w)| {
                    let next = BcsPlayPos {
                        x: pos.x - a,
                        score: pos.score + w,
                        stage: Stage::LeftBid,
                        ..*pos
                    };
                    (a.to_string(), self.settle(next))
                })
                .collect(),
            Stage::Over(_) => Vec::new(),
        })
    }

    /// `bid 3` as it is; a removal `2` is `took 2`.
    fn action(&self, _: &BcsPlayPos, label: &str) -> String {
        if label.starts_with("bid ") {
            label.to_string()
        } else {
            format!("took {label}")
        }
    }

    fn value(&self, pos: &BcsPlayPos) -> Result<Value, PlayError> {
        Ok(Value::score((pos.score + self.rest(pos)?) as f64))
    }

    fn judge(
        &self,
        pos: &BcsPlayPos,
        moves: &[(String, BcsPlayPos)],
    ) -> Result<Vec<Cost>, PlayError> {
        let mover = match pos.stage {
            Stage::LeftBid => Player::Left,
            Stage::RightBid(_) => Player::Right,
            Stage::Remove(m) => m,
            Stage::Over(_) => return Ok(Vec::new()),
        };
        let best = pos.score + self.rest(pos)?;
        moves
            .iter()
            .map(|(_, next)| {
                let v = next.score + self.rest(next)?;
                Ok(Cost::lost((mover.sign() * (best - v)) as f64))
            })
            .collect()
    }
}

/// Reads bid pairs `3:1,0:2` (Left's bid, Right's; `-` for a player with
/// no legal bid), naming the offending pair.
pub fn parse_bid_pairs(text: &str) -> Result<Vec<BidPair>, PlayError> {
    let bad = |t: &str, reason: &str| PlayError::Bad {
        token: crate::notation::shown(t),
        reason: reason.to_string(),
    };
    let one = |t: &str, pair: &str, who: &str| -> Result<Option<u32>, PlayError> {
        match t.trim() {
            "-" => Ok(None),
            n => n.parse().map(Some).map_err(|_| {
                bad(
                    pair,
                    &format!("{who}'s bid is not a whole number (or - for no bid)"),
                )
            }),
        }
    };
    play::split_moves(text)
        .iter()
        .map(|pair| {
            let (l, r) = pair
                .split_once(':')
                .ok_or_else(|| bad(pair, "write Left's bid:Right's bid, e.g. 3:1"))?;
            Ok((one(l, pair, "Left")?, one(r, pair, "Right")?))
        })
        .collect()
}

/// `3:1,0:2`, as [`parse_bid_pairs`] reads it.
pub fn format_bid_pairs(pairs: &[BidPair]) -> String {
    let one = |b: Option<u32>| b.map_or("-".to_string(), |b| b.to_string());
    let v: Vec<String> = pairs
        .iter()
        .map(|&(l, r)| format!("{}:{}", one(l), one(r)))
        .collect();
    v.join(",")
}
