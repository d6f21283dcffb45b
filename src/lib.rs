//! Pebbles: solvers for scoring, bidding and classical combinatorial games.
//! This package is the `pebbles` CLI and the umbrella over the layers'
//! crates, which it re-exports under one name for the CLI, the tests and the
//! benchmarks:
//!
//! * [`games`], [`notation`] — `pebbles-games`: one pure solver module per
//!   game family, and the list and range syntax (the bottom layer);
//! * [`layout`], [`export`], [`charts`] — `pebbles-draw`: coordinates, the
//!   SVG, DOT and TikZ writers, charts;
//! * [`permalink`], [`view_model`], [`jobs`] — `pebbles-app`: page state,
//!   pure page logic, the worker's jobs;
//! * [`api`] — `pebbles-js`: the JavaScript API's plain inputs → typed reports;
//! * `huge_pages` — the native programs' allocator (large tables on huge pages).
//!
//! The Yew front end is `pebbles-web` (`crates/web`, wasm32 only), built
//! into the page by `crates/page` (the package of the three wasm modules).

pub use pebbles_app::{jobs, permalink, state, view_model};
pub use pebbles_draw::{charts, export, layout};
pub use pebbles_games as games;
pub use pebbles_games::notation;
pub use pebbles_js as api;

#[cfg(not(target_arch = "wasm32"))]
pub mod huge_pages;
