//! Move rules: the fixed sets of Left and Right, heap-dynamic overrides, and
//! their validation.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;
use thiserror::Error;

use crate::common::{normalized, Player};
use crate::notation::{self, NotationError};

/// Largest allowed subtraction amount.
pub const MAX_MOVE: u32 = 1_000_000;
/// Largest heap the solver accepts.
pub const MAX_HEAP: u32 = 50_000_000;

/// The move sets as written (`s`, or `l` and `r`, in the CLI, permalinks
/// and the JavaScript API): one set for both players, or one each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CsMoves {
    Symmetric(Vec<u32>),
    Partizan { left: Vec<u32>, right: Vec<u32> },
}

impl CsMoves {
    /// The domain rules: these sets with the heap-dynamic overrides `map`.
    pub fn rules(&self, map: &BTreeMap<u32, Vec<u32>>) -> Rules {
        let mut rules = match self {
            CsMoves::Symmetric(s) => Rules::symmetric(s.clone()),
            CsMoves::Partizan { left, right } => Rules::partizan(left.clone(), right.clone()),
        };
        rules.overrides = map.clone();
        rules
    }

    /// The sets as `#/bcs` and the bidding rules keep them: the symmetric
    /// set (or Left's), and Right's set when the rules are partizan.
    pub fn from_sets(moves: Vec<u32>, right: Option<Vec<u32>>) -> CsMoves {
        match right {
            None => CsMoves::Symmetric(moves),
            Some(right) => CsMoves::Partizan { left: moves, right },
        }
    }

    /// The inverse of [`CsMoves::from_sets`].
    pub fn into_sets(self) -> (Vec<u32>, Option<Vec<u32>>) {
        match self {
            CsMoves::Symmetric(s) => (s, None),
            CsMoves::Partizan { left, right } => (left, Some(right)),
        }
    }

    /// Symmetric ⇄ partizan, keeping the sets.
    pub fn toggled(&self) -> CsMoves {
        match self {
            CsMoves::Symmetric(s) => CsMoves::Partizan {
                left: s.clone(),
                right: s.clone(),
            },
            CsMoves::Partizan { left, right } => CsMoves::Symmetric(if left.is_empty() {
                right.clone()
            } else {
                left.clone()
            }),
        }
    }
}

/// The sets alone, without overrides (e.g. the tree page's rules).
impl From<&CsMoves> for Rules {
    fn from(moves: &CsMoves) -> Rules {
        moves.rules(&BTreeMap::new())
    }
}

/// Parses a subtraction set for one player (may be empty): `2,3`, `1..4`.
pub fn parse_moves(text: &str) -> Result<Vec<u32>, NotationError> {
    notation::parse_set(text, 1, MAX_MOVE)
}

/// Parses heap-dynamic overrides `heap:amounts;…` (`2:2;3:1`).
pub fn parse_map(text: &str) -> Result<BTreeMap<u32, Vec<u32>>, NotationError> {
    notation::parse_heap_map(text, MAX_HEAP, MAX_MOVE)
}

/// Move rules. `left`/`right` are the fixed sets `S_1`, `S_2` (legal at `x`
/// when `≤ x`); an entry `x → amounts` in `overrides` replaces both sets at
/// heap `x` (heap-dynamic rules, symmetric by construction).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub left: Vec<u32>,
    pub right: Vec<u32>,
    pub overrides: BTreeMap<u32, Vec<u32>>,
}

/// Which set of [`Rules`] an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetName {
    Left,
    Right,
    /// The override at this heap.
    Override(u32),
}

impl fmt::Display for SetName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetName::Left => f.write_str("Left's set"),
            SetName::Right => f.write_str("Right's set"),
            SetName::Override(x) => write!(f, "override at heap {x}"),
        }
    }
}

/// What is wrong with a set of [`Rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum RulesError {
    #[error("{0}: move 0 is not allowed (amounts are at least 1)")]
    ZeroMove(SetName),
    #[error("{set}: move {amount} exceeds the maximum {MAX_MOVE}")]
    MoveTooLarge { set: SetName, amount: u32 },
    #[error("both move sets are empty")]
    NoMoves,
}

impl Rules {
    pub fn symmetric(s: Vec<u32>) -> Rules {
        let s = normalized(s);
        Rules {
            left: s.clone(),
            right: s,
            overrides: BTreeMap::new(),
        }
    }

    pub fn partizan(l: Vec<u32>, r: Vec<u32>) -> Rules {
        Rules {
            left: normalized(l),
            right: normalized(r),
            overrides: BTreeMap::new(),
        }
    }

    /// Builder: at heap `x` both players may remove exactly `amounts` (those `≤ x`).
    pub fn with_override(mut self, x: u32, amounts: Vec<u32>) -> Rules {
        self.overrides.insert(x, normalized(amounts));
        self
    }

    /// The same rules with every set sorted and deduplicated.
    pub fn normalize(&self) -> Rules {
        Rules {
            left: normalized(self.left.clone()),
            right: normalized(self.right.clone()),
            overrides: self
                .overrides
                .iter()
                .map(|(&x, v)| (x, normalized(v.clone())))
                .collect(),
        }
    }

    pub fn is_symmetric(&self) -> bool {
        normalized(self.left.clone()) == normalized(self.right.clone())
    }

    /// Legal amounts for `p` at heap `x`, ascending.
    pub fn moves(&self, x: u32, p: Player) -> Vec<u32> {
        let src = match (self.overrides.get(&x), p) {
            (Some(v), _) => v,
            (None, Player::Left) => &self.left,
            (None, Player::Right) => &self.right,
        };
        let v = src
            .iter()
            .copied()
            .filter(|a| (1..=x).contains(a))
            .collect();
        normalized(v)
    }

    /// Every amount is in `1..=MAX_MOVE`, and some player has a move.
    pub fn validate(&self) -> Result<(), RulesError> {
        let check = |set: SetName, amounts: &[u32]| -> Result<(), RulesError> {
            for &a in amounts {
                if a == 0 {
                    return Err(RulesError::ZeroMove(set));
                }
                if a > MAX_MOVE {
                    return Err(RulesError::MoveTooLarge { set, amount: a });
                }
            }
            Ok(())
        };
        check(SetName::Left, &self.left)?;
        check(SetName::Right, &self.right)?;
        for (&x, set) in &self.overrides {
            check(SetName::Override(x), set)?;
        }
        if self.left.is_empty() && self.right.is_empty() {
            return Err(RulesError::NoMoves);
        }
        Ok(())
    }
}
