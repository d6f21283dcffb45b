//! Pebbles' games and solvers, one module per game family, and the list and
//! range [`notation`] they share: the bottom layer. Pure Rust: no web,
//! drawing, permalink, job or view-model dependency (Cargo's graph keeps it
//! so: this package depends on none of them).

pub mod bidding;
pub mod classical;
pub mod clobber;
pub mod common;
pub mod cumulative_games;
pub mod cumulative_subtraction;
pub mod efg;
pub mod game_tree;
pub mod limits;
pub mod notation;
pub mod scoring;
pub mod search;
