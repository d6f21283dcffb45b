//! `#/gallery`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use super::{Notice, Params};
use crate::state::*;

impl GalleryState {
    pub(crate) const PARAMS: &'static [&'static str] = &["seed"];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> GalleryState {
        let mut st = GalleryState::default();
        params.read("seed", notices, "every seed", parse_seed, |s| {
            st.seed = Some(s)
        });
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        if let Some(s) = self.seed {
            out.push(("seed", format!("{s:03}")));
        }
    }
}
