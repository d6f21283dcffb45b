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

#[cfg(test)]
mod tests {
    use crate::permalink::View;
    use crate::state::PageState;

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
