//! Argument parsing shared by the subcommands, and the entry point.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use pebbles::notation::NotationError;

use crate::bcs;
use crate::cs;
use crate::game;
use crate::tree;

#[derive(Parser)]
#[command(
    name = "pebbles",
    version,
    about = "Solvers for scoring, bidding and classical combinatorial games"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Cumulative Subtraction: zero-sum, self-interest, normal, misère and Grundy tables.
    Cs(cs::CsArgs),
    /// Bidding Cumulative Subtraction: values o_p(x) and ν_p(x), bidding matrices, periods.
    Bcs(bcs::BcsArgs),
    /// Bidding Cumulative Subtraction over many total budgets: convergence and the paper's checks.
    #[command(name = "bcs-sweep")]
    BcsSweep(bcs::SweepArgs),
    /// Game trees and DAGs: extensive form with PSPE, heap DAG, partizan tree, Nim graph.
    Tree(tree::TreeArgs),
    /// General Cumulative Games: n players, reward maps, utilities, sums; PSPE play and Pareto check.
    Game(game::GameArgs),
}

/// A user error: which option, and what is wrong with it.
pub struct Bad(pub String);

pub fn opt<T>(name: &str, r: Result<T, NotationError>) -> Result<T, Bad> {
    r.map_err(|e| Bad(format!("--{name} {e}")))
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let out = match cli.command {
        Command::Cs(a) => cs::run(a),
        Command::Bcs(a) => bcs::run_bcs(a),
        Command::BcsSweep(a) => bcs::run_sweep(a),
        Command::Tree(a) => tree::run(a),
        Command::Game(a) => game::run(a),
    };
    match out {
        Ok(text) => {
            print!("{text}");
            if !text.ends_with('\n') {
                println!();
            }
            ExitCode::SUCCESS
        }
        Err(Bad(msg)) => {
            eprintln!("error: {msg}");
            ExitCode::from(2)
        }
    }
}
