//! `#/games`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use super::lz;
use super::{Notice, Params};
use crate::games::cumulative_games::ruleset_from_json;
use crate::notation::{self, NotationError};
use crate::state::PlayState;
use crate::state::*;

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
