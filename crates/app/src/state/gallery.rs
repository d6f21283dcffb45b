//! `#/gallery`: which paper's cards the gallery shows (`seed=001`).

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
