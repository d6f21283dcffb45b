//! `#/games`: General Cumulative Games view state.

use super::lz;
use super::play::PlayState;
use super::{Notice, Params};
use crate::games::cumulative_games::{ruleset_from_json, MAX_HEAPS, PRESETS};
use crate::jobs::{GameRequest, GameSource};
use crate::notation::{self, NotationError};

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

/// Decompresses a `rules=` value (lz-string, URI-safe alphabet).
pub fn parse_rules_param(text: &str) -> Result<String, NotationError> {
    let json = lz::decompress_param(text, MAX_RULES_PARAM, MAX_RULES_LEN, "ruleset")?;
    let short: String = text.chars().take(12).collect();
    ruleset_from_json(&json).map_err(|e| NotationError::new(format!("{short}…"), e.to_string()))?;
    Ok(json)
}

pub fn format_rules_param(json: &str) -> String {
    lz_str::compress_to_encoded_uri_component(json)
}

impl GamesState {
    pub(crate) const PARAMS: &'static [&'static str] = &[
        "preset", "rules", "sum", "x", "first", "upto", "side", "moves", "hints",
    ];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> GamesState {
        let mut st = GamesState::default();
        params.read("preset", notices, "squirrel", parse_preset, |p| {
            st.rules = GameRules::Preset(p)
        });
        params.read("rules", notices, "the preset", parse_rules_param, |r| {
            st.rules = GameRules::Custom(r)
        });
        params.read("sum", notices, "no sum", parse_sum, |s| {
            st.rules = GameRules::Sum(s)
        });
        params.read("x", notices, "7", parse_heaps, |x| st.heaps = x);
        let first = |t: &str| notation::parse_number(t, 1, 6);
        params.read("first", notices, "1", first, |f| st.first = f);
        let upto = |t: &str| notation::parse_number(t, 0, MAX_TABLE_TO);
        params.read("upto", notices, "30", upto, |u| st.table_to = u);
        st.play = PlayState::read(params, notices, st.players(), false);
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        match &self.rules {
            GameRules::Preset(p) => out.push(("preset", p.clone())),
            GameRules::Custom(json) => out.push(("rules", format_rules_param(json))),
            GameRules::Sum(parts) => out.push(("sum", format_sum(parts))),
        }
        if !matches!(self.rules, GameRules::Sum(_)) {
            out.push(("x", format_heaps(&self.heaps)));
        }
        if self.first != 1 {
            out.push(("first", self.first.to_string()));
        }
        if self.table_to != DEFAULT_TABLE_TO {
            out.push(("upto", self.table_to.to_string()));
        }
        self.play.write(self.players(), out);
    }

    /// Players of the ruleset (2 for presets and sums; up to 6).
    pub fn players(&self) -> u8 {
        match &self.rules {
            GameRules::Custom(json) => crate::games::cumulative_games::ruleset_from_json(json)
                .map_or(6, |r| r.players.clamp(2, 6) as u8),
            _ => 2,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::{PageState, View};

    /// Per-pair tie attitudes and the table's last heap survive a link.
    #[test]
    fn per_pair_attitudes_round_trip() {
        let json = r#"{"players":3,"heaps":[{"actions":[{"amounts":[1,2]}],
            "rewards":[["a","0","0"],["0","a","0"],["0","0","a"]],"utility":{"kind":"identity"}}],
            "ties":[{"order":[2,3],"attitudes":["friendly","antagonistic"]},
                    {"order":[3,1],"attitudes":["antagonistic","friendly"]},
                    {"order":[1],"attitude":"friendly"}]}"#;
        let rules = crate::games::cumulative_games::ruleset_from_json(json).unwrap();
        let st = GamesState {
            rules: GameRules::Custom(crate::games::cumulative_games::to_json(&rules)),
            heaps: vec![5],
            first: 2,
            table_to: 60,
            play: PlayState::default(),
        };
        let view = View {
            state: PageState::Games(st),
            embed: false,
            ..View::default()
        };
        let hash = view.to_hash();
        assert!(hash.contains("upto=60"), "{hash}");
        let (back, notices) = View::parse(&hash);
        assert_eq!(back, view);
        assert!(notices.is_empty());
        let PageState::Games(g) = back.state else {
            panic!("games view");
        };
        let GameRules::Custom(text) = g.rules else {
            panic!("custom rules");
        };
        let again = crate::games::cumulative_games::ruleset_from_json(&text).unwrap();
        assert_eq!(again, rules);
        assert!(text.contains("\"attitudes\""), "{text}");
    }

    #[test]
    fn heaps_parse_one_or_one_per_heap() {
        assert_eq!(parse_heaps("7").unwrap(), vec![7]);
        assert_eq!(parse_heaps("4, 4").unwrap(), vec![4, 4]);
        assert_eq!(format_heaps(&[4, 4]), "4,4");
        let e = parse_heaps("4,x").unwrap_err().to_string();
        assert!(e.contains("'x'") || e.contains("x"), "{e}");
        let e = parse_heaps("1,1,1,1,1,1,1,1,1").unwrap_err().to_string();
        assert!(e.contains("at most 8"), "{e}");
        assert!(parse_heaps("10001").is_err());
    }
}
