//! The ruleset (move set, total budget, bid set), its validation, and the
//! position and parity vocabulary.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::scoring::{ScoreError, Scoring};
use crate::common::{normalized, Player};
use crate::cumulative_subtraction::MAX_MOVE;

/// Largest total budget `TB`.
pub const MAX_BUDGET: u32 = 1000;
/// Largest heap with an override.
pub const MAX_OVERRIDE_HEAP: u32 = 100_000;
/// Largest heap a solver accepts (rows stop at the period anyway).
pub const MAX_HEAP: u32 = 50_000_000;
/// Work (see [`heap_cost`]) the CLI spends at most looking for the period:
/// a few seconds natively.
pub const DEFAULT_WORK_LIMIT: u64 = 6_000_000_000;

/// Index of a marker holder in a row: Left's half first.
pub(super) fn mi(m: Player) -> usize {
    match m {
        Player::Left => 0,
        Player::Right => 1,
    }
}

/// A BCS ruleset, Definition 1 on heaps: `moves` is Left's subtraction set
/// (and Right's unless `right_moves` is given); weights are formulas of the
/// amount `a` and heap `n` (default `a`), penalties formulas of the heap `n`
/// (default 0; `right_penalty` defaults to `left_penalty`). `bids: None`
/// means every bid `0..=TB`. Fields in alphabetical order: the JSON report
/// lists them so; the general ones only when set.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct BcsRules {
    pub bids: Option<Vec<u32>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_penalty: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub left_weights: Option<String>,
    pub moves: Vec<u32>,
    /// Heap-dynamic overrides as on `#/cs`: at heap `x` both players may
    /// remove exactly these amounts (those `≤ x`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub overrides: Option<BTreeMap<u32, Vec<u32>>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub right_moves: Option<Vec<u32>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub right_penalty: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub right_weights: Option<String>,
    pub total_budget: u32,
}

impl BcsRules {
    pub fn new(moves: Vec<u32>, total_budget: u32) -> BcsRules {
        BcsRules {
            moves,
            total_budget,
            ..BcsRules::default()
        }
    }

    /// Different subtraction sets for Left and Right.
    pub fn partizan(left: Vec<u32>, right: Vec<u32>, total_budget: u32) -> BcsRules {
        BcsRules {
            right_moves: Some(right),
            ..BcsRules::new(left, total_budget)
        }
    }

    pub fn with_bids(mut self, bids: Vec<u32>) -> BcsRules {
        self.bids = Some(bids);
        self
    }

    /// Weight formulas (of `a` and `n`) for Left's and Right's moves.
    pub fn with_weights(mut self, left: &str, right: &str) -> BcsRules {
        self.left_weights = Some(left.to_string());
        self.right_weights = Some(right.to_string());
        self
    }

    /// Builder: at heap `x` both players may remove exactly `amounts`.
    pub fn with_override(mut self, x: u32, amounts: Vec<u32>) -> BcsRules {
        self.overrides
            .get_or_insert_with(BTreeMap::new)
            .insert(x, amounts);
        self
    }

    /// Terminal penalties (formulas of `n`) when Left / Right wins a bid but
    /// cannot move.
    pub fn with_penalties(mut self, left: &str, right: &str) -> BcsRules {
        self.left_penalty = Some(left.to_string());
        self.right_penalty = Some(right.to_string());
        self
    }

    /// Right's subtraction set (Left's when not given).
    pub fn right_move_set(&self) -> &[u32] {
        self.right_moves.as_deref().unwrap_or(&self.moves)
    }

    /// Both players have the same moves and weights, and no penalty: the
    /// paper's symmetric BCS (today's values).
    pub fn is_plain(&self) -> bool {
        Scoring::new(&self.normalize()).is_ok_and(|s| s.is_plain())
    }

    /// Whether a weight formula uses the heap `n`: rows then follow no fixed
    /// rule and no period is looked for.
    pub fn heap_dependent(&self) -> bool {
        Scoring::new(&self.normalize()).is_ok_and(|s| s.heap_dependent())
    }

    /// Sets sorted and deduplicated; `right_penalty` filled from `left_penalty`.
    pub fn normalize(&self) -> BcsRules {
        BcsRules {
            moves: normalized(self.moves.clone()),
            right_moves: self.right_moves.clone().map(normalized),
            total_budget: self.total_budget,
            bids: self.bids.clone().map(normalized),
            left_weights: self.left_weights.clone(),
            right_weights: self.right_weights.clone(),
            left_penalty: self.left_penalty.clone(),
            right_penalty: self.right_penalty.clone().or(self.left_penalty.clone()),
            overrides: self
                .overrides
                .as_ref()
                .map(|m| m.iter().map(|(&x, v)| (x, normalized(v.clone()))).collect()),
        }
    }

    /// The bid set `B`, ascending.
    pub fn bid_set(&self) -> Vec<u32> {
        match &self.bids {
            None => (0..=self.total_budget).collect(),
            Some(b) => normalized(b.clone()),
        }
    }

    /// Every bid `0..=TB` is allowed.
    pub fn all_bids(&self) -> bool {
        match &self.bids {
            None => true,
            Some(b) => {
                let b = normalized(b.clone());
                b.len() as u64 == u64::from(self.total_budget) + 1
                    && b.last() == Some(&self.total_budget)
            }
        }
    }

    /// The paper's unitary games: `S = {1}` and every bid allowed.
    pub fn is_unitary(&self) -> bool {
        normalized(self.moves.clone()) == [1] && self.all_bids() && self.is_plain()
    }

    pub fn validate(&self) -> Result<(), RulesError> {
        if self.moves.is_empty() && self.right_move_set().is_empty() {
            return Err(RulesError::EmptyMoves);
        }
        let over = self.overrides.iter().flat_map(|m| m.values().flatten());
        if let Some(&x) = self.overrides.as_ref().and_then(|m| m.keys().next_back()) {
            if x > MAX_OVERRIDE_HEAP {
                return Err(RulesError::OverrideTooFar(x));
            }
        }
        for &a in self.moves.iter().chain(self.right_move_set()).chain(over) {
            if a == 0 {
                return Err(RulesError::ZeroMove);
            }
            if a > MAX_MOVE {
                return Err(RulesError::MoveTooLarge(a));
            }
        }
        let tb = self.total_budget;
        if tb > MAX_BUDGET {
            return Err(RulesError::BudgetTooLarge(tb));
        }
        let bids = self.bid_set();
        if let Some(&bid) = bids.iter().find(|&&b| b > tb) {
            return Err(RulesError::BidTooLarge {
                bid,
                total_budget: tb,
            });
        }
        let Some(&b0) = bids.first() else {
            return Err(RulesError::EmptyBids(tb));
        };
        // Nobody can bid when p < b0 and TB − p < b0; the smallest such p:
        let p0 = tb + 1 - b0;
        if p0 < b0 {
            return Err(RulesError::NobodyCanBid {
                p: p0,
                q: tb - p0,
                smallest: b0,
                last: (b0 - 1).min(tb),
            });
        }
        Scoring::new(&self.normalize())?;
        Ok(())
    }
}

/// Why a ruleset is refused; the messages name the offending value.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RulesError {
    #[error("the subtraction set is empty")]
    EmptyMoves,
    #[error("move 0 is not allowed (amounts are at least 1)")]
    ZeroMove,
    #[error("move {0} exceeds the maximum {MAX_MOVE}")]
    MoveTooLarge(u32),
    #[error("total budget {0} exceeds the maximum {MAX_BUDGET}")]
    BudgetTooLarge(u32),
    #[error("bid {bid} exceeds the total budget {total_budget}")]
    BidTooLarge { bid: u32, total_budget: u32 },
    #[error("the bid set is empty: at position (p = 0, marker Left) neither player can bid (total budget {0})")]
    EmptyBids(u32),
    /// At Left budget `p` (Right's `q`) every bid, at least `smallest`, is
    /// out of reach, and so for every `p..last`.
    #[error(
        "invalid ruleset: at position (p = {p}, marker Left) neither player can bid \
         (Left has {p}, Right has {q}, the smallest bid is {smallest}); so too with marker Right, \
         and for every p in {p}..{last}"
    )]
    NobodyCanBid {
        p: u32,
        q: u32,
        smallest: u32,
        last: u32,
    },
    #[error("override at heap {0} is beyond the largest override heap {MAX_OVERRIDE_HEAP}")]
    OverrideTooFar(u32),
    #[error(transparent)]
    Score(#[from] ScoreError),
}

/// One position: heap `x`, Left's budget `p`, and who holds the marker
/// (fields alphabetical, as the JSON report lists them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BcsPosition {
    pub marker: Player,
    pub p: u32,
    pub x: u32,
}

impl fmt::Display for BcsPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "(x = {}, p = {}, marker {})",
            self.x, self.p, self.marker
        )
    }
}

/// Heap parity (Lemma 9: in unitary games the value has the heap's parity).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Parity {
    Even,
    Odd,
}

impl Parity {
    pub fn of(x: i64) -> Parity {
        if x.rem_euclid(2) == 0 {
            Parity::Even
        } else {
            Parity::Odd
        }
    }
}
