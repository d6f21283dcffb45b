//! `#/gallery`: which paper's cards the gallery shows (`seed=001`).

use super::{Notice, Params};
use crate::notation::{self, NotationError};

/// The highest seed number (the seeds are 000 to 004).
pub const LAST_SEED: u32 = 4;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GalleryState {
    /// `seed=001`: only this paper's cards; all when absent.
    pub seed: Option<u8>,
}

/// A seed number, `1` or `001`.
pub fn parse_seed(text: &str) -> Result<u8, NotationError> {
    notation::parse_number(text, 0, LAST_SEED).map(|s| s as u8)
}

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

#[cfg(test)]
mod tests {
    use crate::permalink::{PageState, View};

    #[test]
    fn the_seed_filter_round_trips_and_names_a_bad_seed() {
        let (v, n) = View::parse("#/gallery?seed=001");
        assert!(n.is_empty(), "{n:?}");
        assert!(matches!(&v.state, PageState::Gallery(g) if g.seed == Some(1)));
        assert_eq!(v.to_hash(), "#/gallery?seed=001");
        let (v, n) = View::parse("#/gallery?seed=7");
        assert!(matches!(&v.state, PageState::Gallery(g) if g.seed.is_none()));
        assert_eq!(n[0].param, "seed");
        assert!(n[0].message.contains("`7`"), "{}", n[0].message);
        assert_eq!(View::parse("#/gallery").0.to_hash(), "#/gallery");
    }
}
