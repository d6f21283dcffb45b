//! Solvers, one module per game family. Pure Rust: no web imports.

pub mod cumulative_subtraction;
