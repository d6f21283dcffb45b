//! Pebbles: solvers for scoring, bidding and classical combinatorial games,
//! shared by the web app, its worker and the `pebbles` CLI.
//!
//! * [`api`] — the JavaScript API's plain inputs → typed reports;
//! * [`games`] — one pure solver module per game family;
//! * [`notation`] — list and range syntax shared by permalinks and the CLI;
//! * [`permalink`] — URL hash ⇄ view state;
//! * [`view_model`] — pure page logic: typed edits (`Action` + `reduce`) and derived view data;
//! * [`jobs`] — computations the web worker runs in slices;
//! * `huge_pages` — the native programs' allocator (large tables on huge pages);
//! * [`layout`], [`export`] — tree/DAG coordinates, and DOT, TikZ and SVG writers;
//! * `pebbles_web` (`crates/web`, sources in `src/web/`; wasm32 only) — the
//!   thin Yew front end.

pub mod api;
pub mod charts;
pub mod export;
pub mod games;
#[cfg(not(target_arch = "wasm32"))]
pub mod huge_pages;
pub mod jobs;
pub mod layout;
pub mod notation;
pub mod permalink;
pub mod view_model;
