//! Argument parsing shared by the subcommands, and the entry point.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use pebbles::notation::NotationError;

use crate::cs;

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
