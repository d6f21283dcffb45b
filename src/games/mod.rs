//! Solvers, one module per game family. Pure Rust: no web imports.

pub mod bidding;
pub mod classical;
pub mod clobber;
pub mod common;
pub mod cumulative_games;
pub mod cumulative_subtraction;
pub mod efg;
pub mod game_tree;
pub mod search;
