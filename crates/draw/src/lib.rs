//! Pebbles' drawing layer: [`layout`] computes coordinates (trees, DAGs,
//! boards, game graphs), [`export`] writes SVG, DOT and TikZ, [`charts`]
//! writes SVG charts. All are pure functions of the games' models
//! (`pebbles-games`); nothing here knows about pages, permalinks or jobs.

// The games crate under the name the modules use (`crate::games::…`).
use pebbles_games as games;

pub mod charts;
pub mod export;
pub mod layout;
