//! Argument parsing shared by the subcommands, and the entry point.

use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use pebbles::games::common::Ties;
use pebbles::games::cumulative_subtraction::{parse_map, parse_moves, CsMoves, Rules, RulesError};
use pebbles::notation;
use pebbles::notation::NotationError;

use crate::bcs;
use crate::cgt;
use crate::clobber;
use crate::cs;
use crate::efg;
use crate::game;
use crate::merge;
use crate::misere;
use crate::octal_sweep;
use crate::output;
use crate::play;
use crate::scoring;
use crate::search;
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
    /// N-player Clobber (seed 003): values unsimplified, syntactic, selfish and prudent; Table 1's census.
    Clobber(clobber::ClobberArgs),
    /// Classical short games: canonical forms, stops, thermographs; positions of every ruleset (--game).
    Cgt(cgt::CgtArgs),
    /// Misère play: the census of impartial misère canonical forms by birthday.
    Misere(misere::MisereArgs),
    /// Scoring play: guaranteed scoring games (canonical forms, optimal scores, comparisons) and CS heaps as scoring games.
    Scoring(scoring::ScoringArgs),
    /// Gambit .efg files (perfect information): PSPE, and Theorem 11's one-heap Cumulative Game.
    Efg(efg::EfgArgs),
    /// The paper's searches: Observation 7 discrepancies and Pareto inefficiency.
    Search(search::SearchArgs),
    /// Play against the equilibrium: replay moves and comment on each (value, best move, cost).
    Play(play::PlayArgs),
    /// Octal games over a range of codes: each code's preperiod, period and last exceptional heap.
    #[command(name = "octal-sweep")]
    OctalSweep(octal_sweep::OctalSweepArgs),
    /// Join the JSON Lines of a sweep's shards (`--shard K/N --jsonl`) into one run's output.
    Merge(merge::MergeArgs),
}

/// A user error: which option, and what is wrong with it. Printed as
/// `error: {message}` with exit code 2.
#[derive(Debug)]
pub struct Bad(pub String);

/// Any error enum of the library, by its message (`?` converts).
impl<E: std::error::Error> From<E> for Bad {
    fn from(e: E) -> Bad {
        Bad(e.to_string())
    }
}

/// A parse error of option `--{name}`, e.g. ``--moves `x`: is not a whole number``.
pub fn opt<T>(name: &str, r: Result<T, NotationError>) -> Result<T, Bad> {
    r.map_err(|e| Bad(format!("--{name} {e}")))
}

/// The value of option `--{name}` among `choices` (hand-parsed so that the
/// message names the token in backticks, as for every other flag), e.g.
/// ``--format `x`: expected text, json or efg``.
pub fn choose<T: Copy>(name: &str, text: &str, choices: &[(&str, T)]) -> Result<T, Bad> {
    let t = text.trim();
    if let Some(&(_, v)) = choices.iter().find(|c| c.0 == t) {
        return Ok(v);
    }
    let names: Vec<&str> = choices.iter().map(|c| c.0).collect();
    let (last, rest) = names.split_last().unwrap_or((&"", &[]));
    Err(Bad(format!(
        "--{name} `{t}`: expected {} or {last}",
        rest.join(", ")
    )))
}

pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // --help and --version go through the checked output too.
        Err(e) if !e.use_stderr() => return output::run(|w| output::text(w, &e.to_string())),
        Err(e) => e.exit(),
    };
    let out = match cli.command {
        Command::Cs(a) => return output::run(|w| cs::run(a, w)),
        Command::Bcs(a) => return output::run(|w| bcs::run_bcs(a, w)),
        Command::BcsSweep(a) => return output::run(|w| bcs::run_sweep(a, w)),
        Command::Tree(a) => tree::run(a),
        Command::Game(a) => game::run(a),
        Command::Clobber(a) => clobber::run(a),
        Command::Cgt(a) => cgt::run(a),
        Command::Efg(a) => efg::run(a),
        Command::Misere(a) => misere::run(a),
        Command::Scoring(a) => scoring::run(a),
        Command::Search(a) => search::run(a),
        Command::Play(a) => play::run(a),
        Command::OctalSweep(a) => octal_sweep::run(a),
        Command::Merge(a) => merge::run(a),
    };
    output::run(|w| output::text(w, &out?))
}

/// Cumulative Subtraction move rules, shared by `cs` and `tree`.
#[derive(Args)]
pub struct RulesArgs {
    /// Symmetric subtraction set, e.g. `2,3` or `1..4`.
    #[arg(long, value_name = "SET", allow_hyphen_values = true, conflicts_with_all = ["left", "right"])]
    moves: Option<String>,
    /// Left's set (partizan; needs --right).
    #[arg(long, value_name = "SET", allow_hyphen_values = true)]
    left: Option<String>,
    /// Right's set (partizan; needs --left).
    #[arg(long, value_name = "SET", allow_hyphen_values = true)]
    right: Option<String>,
    /// Tie rules (self-interest): antagonistic, friendly, or one per player
    /// `friendly,antagonistic` (Left first).
    #[arg(long, value_name = "RULE", default_value = Ties::default().name())]
    tie: String,
    /// Heap-dynamic overrides `heap:moves;…`, e.g. `2:2;3:1`.
    #[arg(long, value_name = "MAP", default_value = "")]
    map: String,
}

impl RulesArgs {
    /// Whether any move set was given.
    pub fn given(&self) -> bool {
        self.moves.is_some() || self.left.is_some() || self.right.is_some()
    }

    /// No move for anyone: the options that gave the empty sets, quoted.
    fn no_moves(&self) -> String {
        let quoted = |name: &str, v: &Option<String>| {
            let v = v.as_deref().unwrap_or_default().trim();
            format!("--{name} `{}`", notation::shown(v))
        };
        match &self.moves {
            Some(_) => format!("{}: the move set is empty", quoted("moves", &self.moves)),
            None => format!(
                "{} and {}: both move sets are empty",
                quoted("left", &self.left),
                quoted("right", &self.right)
            ),
        }
    }

    /// The validated rules and tie rules.
    pub fn rules(&self) -> Result<(Rules, Ties), Bad> {
        let set = |name: &str, v: &str| opt(name, parse_moves(v));
        let moves = match (&self.moves, &self.left, &self.right) {
            (Some(m), _, _) => CsMoves::Symmetric(set("moves", m)?),
            (None, Some(l), Some(r)) => CsMoves::Partizan {
                left: set("left", l)?,
                right: set("right", r)?,
            },
            (None, Some(_), None) => return Err(Bad("--left needs --right".into())),
            (None, None, Some(_)) => return Err(Bad("--right needs --left".into())),
            (None, None, None) => {
                return Err(Bad("give --moves SET, or --left SET --right SET".into()))
            }
        };
        let rules = moves.rules(&opt("map", parse_map(&self.map))?);
        rules.validate().map_err(|e| match e {
            RulesError::NoMoves => Bad(self.no_moves()),
            e => Bad::from(e),
        })?;
        Ok((rules, opt("tie", self.tie.parse())?))
    }
}

/// `--heaps A..B`, shared by `cs` and `bcs`.
#[derive(Args)]
pub struct HeapsArg {
    /// Heaps listed, both ends included: `0..9` is ten heaps.
    #[arg(
        long,
        value_name = "A..B",
        default_value = "0..20",
        allow_hyphen_values = true
    )]
    pub heaps: String,
}
