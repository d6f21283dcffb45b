//! The ruleset: per heap each player's action set, the reward map and the
//! utility; for the game the turn table and the tie preferences. Also the
//! JSON file format (module docs of [`super`]) and disjunctive sums.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

use crate::common::Tie;

use super::{validate, RulesError};

/// Most players.
pub const MAX_PLAYERS: usize = 6;
/// Largest heap size accepted.
pub const MAX_HEAP: u32 = 1_000_000;
/// Largest amount in an action set.
pub const MAX_AMOUNT: u32 = 1_000_000;
/// Most heaps in one game (a sum counts all its heaps).
pub const MAX_HEAPS: usize = 8;
/// Most states (merged grounded positions) one solve may keep.
pub const STATE_BUDGET: usize = 400_000;
/// Most work units one solve may spend: one per (state, action) tried plus
/// one per formula operation evaluated (a few seconds at most).
pub const WORK_BUDGET: u64 = 5_000_000;

/// The budgets of one solve: work units (one per move tried, plus one per
/// formula operation) and distinct positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveBudget {
    pub work: u64,
    pub states: usize,
}

impl SolveBudget {
    /// [`WORK_BUDGET`] and [`STATE_BUDGET`]: the page's, and the default.
    pub const DEFAULT: SolveBudget = SolveBudget {
        work: WORK_BUDGET,
        states: STATE_BUDGET,
    };
}
/// Most Pareto-frontier comparisons before the Pareto check gives up.
pub const PARETO_BUDGET: u64 = 20_000_000;
/// Longest formula accepted, in characters.
pub const MAX_FORMULA: usize = 400;

/// A Cumulative Game: players, heaps and their rules (the file format).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    #[serde(default)]
    pub name: String,
    pub players: usize,
    pub heaps: Vec<HeapRules>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<Vec<usize>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ties: Vec<TieBreak>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeapRules {
    pub actions: Vec<ActionSet>,
    pub rewards: Vec<Vec<String>>,
    pub utility: Utility,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub initial: Vec<f64>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionSet {
    #[serde(default)]
    pub amounts: Vec<u32>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any: bool,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub overrides: BTreeMap<u32, Vec<u32>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<String>,
}

impl ActionSet {
    pub fn fixed(amounts: &[u32]) -> ActionSet {
        ActionSet {
            amounts: amounts.to_vec(),
            ..ActionSet::default()
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Utility {
    Identity,
    ZeroSum,
    Normal { w: f64 },
    Misere { w: f64 },
    Custom { formulas: Vec<String> },
}

/// A player's attitude towards another in ties: the tie rule
/// ([`Tie`](crate::common::Tie)) per other player, written in ruleset
/// files by its name (`"friendly"`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Attitude {
    Antagonistic,
    Friendly,
}

impl From<Tie> for Attitude {
    fn from(t: Tie) -> Attitude {
        match t {
            Tie::Antagonistic => Attitude::Antagonistic,
            Tie::Friendly => Attitude::Friendly,
        }
    }
}

impl From<Attitude> for Tie {
    fn from(a: Attitude) -> Tie {
        match a {
            Attitude::Antagonistic => Tie::Antagonistic,
            Attitude::Friendly => Tie::Friendly,
        }
    }
}

/// One player's tie preferences: the other players (1-based), most
/// important first, with an attitude towards each. The file gives either one
/// `attitude` for all of them (the older form) or `attitudes`, one per entry
/// of `order`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TieBreak {
    pub order: Vec<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attitude: Option<Attitude>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attitudes: Vec<Attitude>,
}

impl TieBreak {
    /// One attitude towards every listed player (the older form).
    pub fn uniform(order: Vec<usize>, attitude: Attitude) -> TieBreak {
        TieBreak {
            order,
            attitude: Some(attitude),
            attitudes: Vec::new(),
        }
    }

    /// An attitude per listed player.
    pub fn per_player(order: Vec<usize>, attitudes: Vec<Attitude>) -> TieBreak {
        TieBreak {
            order,
            attitude: None,
            attitudes,
        }
    }

    /// The attitude towards the `k`-th listed player (antagonistic when the
    /// entry gives none, as validation refuses).
    pub fn attitude_at(&self, k: usize) -> Attitude {
        self.attitudes
            .get(k)
            .copied()
            .or(self.attitude)
            .unwrap_or(Attitude::Antagonistic)
    }
}

/// The ruleset of a disjunctive sum of one-heap components.
pub fn sum_rules(components: &[(Ruleset, u32)]) -> Result<Ruleset, SumError> {
    let Some((head, _)) = components.first() else {
        return Err(SumError::Empty);
    };
    let mut sum = head.clone();
    sum.heaps.clear();
    let mut names = Vec::new();
    for (k, (r, _)) in components.iter().enumerate() {
        if r.players != head.players {
            return Err(SumError::Players {
                component: k + 1,
                players: r.players,
                first: head.players,
            });
        }
        if r.heaps.len() != 1 {
            return Err(SumError::Heaps {
                component: k + 1,
                heaps: r.heaps.len(),
            });
        }
        sum.heaps.extend(r.heaps.iter().cloned());
        names.push(r.name.clone());
    }
    sum.name = names.join(" + ");
    Ok(sum)
}

/// Why a disjunctive sum of rulesets cannot be formed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SumError {
    #[error("a sum needs at least one component")]
    Empty,
    #[error("component {component} has {players} players; component 1 has {first}")]
    Players {
        component: usize,
        players: usize,
        first: usize,
    },
    #[error("component {component} has {heaps} heaps; sums take one-heap rulesets")]
    Heaps { component: usize, heaps: usize },
}

/// Why a ruleset file was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FileError {
    #[error("ruleset JSON: {0}")]
    Json(String),
    /// A long token (a formula) is cut to 80 characters.
    #[error("{}", crate::notation::cut_words(&.0.to_string()))]
    Rules(#[from] RulesError),
}

/// Parses and validates a ruleset file (format in the module docs).
pub fn ruleset_from_json(s: &str) -> Result<Ruleset, FileError> {
    let r: Ruleset = serde_json::from_str(s)
        .map_err(|e| FileError::Json(crate::notation::cut_words(&e.to_string())))?;
    validate(&r)?;
    Ok(r)
}

/// The ruleset in the file format, pretty-printed.
pub fn to_json(r: &Ruleset) -> String {
    serde_json::to_string_pretty(r).unwrap_or_default()
}
