//! `#/efg`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use super::lz;
use super::{Notice, Params};
use crate::games::common::Tie;
use crate::notation::NotationError;
use crate::state::*;
use std::str::FromStr;

impl EfgState {
    pub(crate) const PARAMS: &'static [&'static str] = &["ex", "efg", "tie"];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> EfgState {
        let mut st = EfgState::default();
        params.read("ex", notices, "figure4", parse_example, |e| {
            st.source = EfgSource::Example(e)
        });
        params.read("efg", notices, "the example", parse_efg_param, |t| {
            st.source = EfgSource::Text(t)
        });
        let tie = EfgState::default().tie.name();
        params.read("tie", notices, tie, Tie::from_str, |t| st.tie = t);
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        match &self.source {
            EfgSource::Example(name) => out.push(("ex", name.to_string())),
            EfgSource::Text(t) if self.linkable() => {
                out.push(("efg", lz_str::compress_to_encoded_uri_component(t)))
            }
            EfgSource::Text(_) => {}
        }
        if self.tie != EfgState::default().tie {
            out.push(("tie", self.tie.code().into()));
        }
    }
}

/// Decompresses an `efg=` value and checks that the file parses.
pub fn parse_efg_param(text: &str) -> Result<String, NotationError> {
    let file = lz::decompress_param(text, MAX_EFG_PARAM, MAX_EFG_LEN, ".efg file")?;
    let short: String = text.chars().take(12).collect();
    check_efg(&file).map_err(|e| NotationError::new(format!("{short}…"), e.message))?;
    Ok(file)
}
