//! `#/bcs`: Bidding Cumulative Subtraction view state.

use crate::games::bidding::{preset, BcsRules};
use crate::games::common::Player;
use crate::jobs::{BcsRequest, SweepRequest};
use crate::notation::{self, NotationError};
use crate::state::play::PlayState;
use std::collections::BTreeMap;

/// Largest total budget a browser view computes.
pub const MAX_VIEW_BUDGET: u32 = 400;

/// Largest heap a bidding view lists.
pub const MAX_BCS_HEAP: u32 = 100_000;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BcsState {
    /// Subtraction set `s`; Left's set `l` when `right` is given.
    pub moves: Vec<u32>,
    /// Right's set `r` (partizan rules, Definition 1); `None`: symmetric.
    pub right: Option<Vec<u32>>,
    /// Weight formulas of Left's / Right's moves (`wl`, `wr`; of `a`, `n`).
    pub wl: Option<String>,
    pub wr: Option<String>,
    /// Terminal penalty formula of the heap `n` (`tau`).
    pub tau: Option<String>,
    /// Heap-dynamic overrides as on `#/cs` (`map`).
    pub map: BTreeMap<u32, Vec<u32>>,
    /// Total budget `tb`.
    pub total_budget: u32,
    /// Heaps listed, inclusive (`heaps`).
    pub heaps: (u32, u32),
    /// Bidding set (`bids`); `None` is every bid `0..=tb`.
    pub bids: Option<Vec<u32>>,
    /// Whose marker the table shows (`marker=l|r`).
    pub marker: Player,
    /// Bidding matrix of heap `x` with Left's budget `p`.
    pub matrix: Option<(u32, u32)>,
    /// Budgets `p` drawn in the value chart (`plot`); empty = automatic.
    pub plot: Vec<u32>,
    /// Total budgets of the convergence sweep chart (`budgets`).
    pub budgets: (u32, u32),
    /// The automaton figure shown (`fig`): the paper's Figure 3, 4, 5 or 6.
    pub figure: u32,
    /// A game against the maximin (`side=`, `b=`, `moves=`).
    pub play: PlayState,
}

impl Default for BcsState {
    fn default() -> Self {
        BcsState {
            moves: vec![1],
            right: None,
            wl: None,
            wr: None,
            tau: None,
            map: BTreeMap::new(),
            total_budget: 9,
            heaps: (0, 40),
            bids: None,
            marker: Player::Left,
            matrix: None,
            plot: Vec::new(),
            budgets: (0, 20),
            figure: 4,
            play: PlayState::default(),
        }
    }
}

pub fn parse_budget(text: &str) -> Result<u32, NotationError> {
    notation::parse_number(text, 0, MAX_VIEW_BUDGET)
}

pub fn parse_bcs_heaps(text: &str) -> Result<(u32, u32), NotationError> {
    notation::parse_range(text, 0, MAX_BCS_HEAP)
}

pub fn parse_budgets(text: &str) -> Result<(u32, u32), NotationError> {
    notation::parse_range(text, 0, MAX_VIEW_BUDGET)
}

/// The automaton figure (`fig`): the paper's Figures 3 to 6.
pub fn parse_figure(text: &str) -> Result<u32, NotationError> {
    notation::parse_number(text, 3, 6)
}

/// A preset ruleset by name (the zugzwang examples after Definition 2).
pub(crate) fn read_preset(text: &str) -> Result<BcsRules, NotationError> {
    preset(text).map_err(|e| NotationError::new(text.trim(), e.to_string()))
}

/// Sets the rule fields of `st` from `r` (later parameters may override them).
pub fn apply_rules(st: &mut BcsState, r: &BcsRules) {
    st.moves = r.moves.clone();
    st.right = r.right_moves.clone();
    st.wl = r.left_weights.clone();
    st.wr = r.right_weights.clone();
    st.tau = r.left_penalty.clone();
    st.total_budget = r.total_budget;
    st.bids = r.bids.clone();
    st.map = r.overrides.clone().unwrap_or_default();
}

/// A weight (`wl`, `wr`: of `a` and `n`) or penalty (`tau`: of `n`) formula
/// that compiles and evaluates to an integer where the rules need it; the
/// error names the token (and position) at fault.
pub fn check_formula(name: &str, text: &str) -> Result<String, NotationError> {
    let t = text.trim();
    let rules = BcsRules::new(vec![1], 0);
    let rules = match name {
        "wl" => rules.with_weights(t, "a"),
        "wr" => rules.with_weights("a", t),
        _ => rules.with_penalties(t, t),
    };
    rules
        .validate()
        .map(|()| t.to_string())
        .map_err(|e| NotationError::new(t, e.to_string()))
}

/// A list of budgets, each at most `tb`.
pub fn parse_budget_list(text: &str, tb: u32) -> Result<Vec<u32>, NotationError> {
    notation::parse_set(text, 0, tb)
}

/// `x,p`: a heap and Left's budget (at most `tb`).
pub fn parse_matrix(text: &str, tb: u32) -> Result<(u32, u32), NotationError> {
    let (x, p) = text
        .split_once(',')
        .ok_or_else(|| NotationError::new(text.trim(), "expected heap,budget e.g. 9,6"))?;
    Ok((
        notation::parse_number(x, 0, MAX_BCS_HEAP)?,
        notation::parse_number(p, 0, tb)?,
    ))
}

/// The view's ruleset.
impl From<&BcsState> for BcsRules {
    fn from(st: &BcsState) -> BcsRules {
        BcsRules {
            bids: st.bids.clone(),
            moves: st.moves.clone(),
            total_budget: st.total_budget,
            right_moves: st.right.clone(),
            left_weights: st.wl.clone(),
            right_weights: st.wr.clone(),
            left_penalty: st.tau.clone(),
            right_penalty: None,
            overrides: (!st.map.is_empty()).then(|| st.map.clone()),
        }
    }
}

/// The table job of the view: rules, heaps, marker and the chosen matrix.
impl From<&BcsState> for BcsRequest {
    fn from(st: &BcsState) -> BcsRequest {
        BcsRequest {
            moves: st.moves.clone(),
            total_budget: st.total_budget,
            bids: st.bids.clone(),
            lo: st.heaps.0,
            hi: st.heaps.1,
            marker: st.marker,
            matrix: st.matrix.map(|(x, p)| (x, p, st.marker)),
            right_moves: st.right.clone(),
            left_weights: st.wl.clone(),
            right_weights: st.wr.clone(),
            penalty: st.tau.clone(),
            overrides: (!st.map.is_empty()).then(|| st.map.clone()),
        }
    }
}

/// The convergence sweep of the view.
impl From<&BcsState> for SweepRequest {
    fn from(st: &BcsState) -> SweepRequest {
        SweepRequest {
            moves: st.moves.clone(),
            budgets: st.budgets,
        }
    }
}
