//! `#/games`: General Cumulative Games view state.

use crate::games::cumulative_games::{MAX_HEAPS, PRESETS};
use crate::jobs::{GameRequest, GameSource};
use crate::notation::{self, NotationError};
use crate::state::play::PlayState;

/// Largest heap a games view starts from (the solvers have their own budgets).
pub const MAX_GAME_HEAP: u32 = 10_000;

/// Default last heap of the outcome table over heaps (`upto`).
pub const DEFAULT_TABLE_TO: u32 = 30;

/// Largest last heap of the outcome table (the solver has its own budgets).
pub const MAX_TABLE_TO: u32 = 10_000;

/// Longest ruleset text a permalink may carry (before compression).
pub const MAX_RULES_LEN: usize = 20_000;

/// Longest compressed `rules=` value read: a ruleset of [`MAX_RULES_LEN`]
/// characters compresses to fewer (lz-string needs at most about 16 bits per
/// character of JSON, written 6 bits to a link character).
pub const MAX_RULES_PARAM: usize = MAX_RULES_LEN * 3;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameRules {
    /// One of [`PRESETS`].
    Preset(String),
    /// A ruleset in the JSON file format.
    Custom(String),
    /// A disjunctive sum of preset components with their heaps.
    Sum(Vec<(String, u32)>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamesState {
    pub rules: GameRules,
    /// Heap sizes `x`: one per heap of the ruleset, or one for all of them
    /// (ignored for sums, whose components carry their heaps).
    pub heaps: Vec<u32>,
    /// Starting player, 1-based (`first`).
    pub first: u32,
    /// The outcome table covers heaps `0..=table_to` (`upto`).
    pub table_to: u32,
    /// A game against the PSPE (`side=`, `moves=`).
    pub play: PlayState,
}

impl Default for GamesState {
    fn default() -> Self {
        GamesState {
            rules: GameRules::Preset("squirrel".to_string()),
            heaps: vec![7],
            first: 1,
            table_to: DEFAULT_TABLE_TO,
            play: PlayState::default(),
        }
    }
}

impl From<&GameRules> for GameSource {
    fn from(rules: &GameRules) -> GameSource {
        match rules {
            GameRules::Preset(p) => GameSource::Preset(p.clone()),
            GameRules::Custom(j) => GameSource::Json(j.clone()),
            GameRules::Sum(s) => GameSource::Sum(s.clone()),
        }
    }
}

/// The job a games view runs.
impl From<&GamesState> for GameRequest {
    fn from(st: &GamesState) -> GameRequest {
        GameRequest {
            source: (&st.rules).into(),
            heaps: st.heaps.clone(),
            first: st.first,
        }
    }
}

pub fn parse_preset(text: &str) -> Result<String, NotationError> {
    let t = text.trim();
    if PRESETS.contains(&t) {
        Ok(t.to_string())
    } else {
        Err(NotationError::new(
            t,
            format!("is not a preset; use one of {}", PRESETS.join(", ")),
        ))
    }
}

/// `misere:4,squirrel:4`.
pub fn parse_sum(text: &str) -> Result<Vec<(String, u32)>, NotationError> {
    text.split(',')
        .map(|part| {
            let (name, heap) = part.split_once(':').ok_or_else(|| {
                NotationError::new(part.trim(), "expected preset:heap, e.g. misere:4")
            })?;
            Ok((
                parse_preset(name)?,
                notation::parse_number(heap, 0, MAX_GAME_HEAP)?,
            ))
        })
        .collect()
}

/// Heap sizes `4` or `4,4` (at most [`MAX_HEAPS`], each at most [`MAX_GAME_HEAP`]).
pub fn parse_heaps(text: &str) -> Result<Vec<u32>, NotationError> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() > MAX_HEAPS {
        return Err(NotationError::new(
            text.trim(),
            format!("has {} heap sizes; at most {MAX_HEAPS}", parts.len()),
        ));
    }
    parts
        .iter()
        .map(|t| notation::parse_number(t, 0, MAX_GAME_HEAP))
        .collect()
}

pub fn format_heaps(heaps: &[u32]) -> String {
    let v: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    v.join(",")
}

pub fn format_sum(parts: &[(String, u32)]) -> String {
    let v: Vec<String> = parts.iter().map(|(n, h)| format!("{n}:{h}")).collect();
    v.join(",")
}

impl GamesState {
    /// Players of the ruleset (2 for presets and sums; up to 6).
    pub fn players(&self) -> u8 {
        match &self.rules {
            GameRules::Custom(json) => crate::games::cumulative_games::ruleset_from_json(json)
                .map_or(6, |r| r.players.clamp(2, 6) as u8),
            _ => 2,
        }
    }
}
