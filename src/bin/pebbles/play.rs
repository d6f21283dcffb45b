//! `pebbles play`: replays a game against the equilibrium and prints the
//! commentary (one move a line, then where the game stands), or the typed
//! `Commentary` as JSON. One subcommand per family; the position flags are
//! those of the family's own subcommand, `--moves-played` the moves (and
//! `--bids-played` the bid pairs of a bidding game).

use std::sync::Arc;

use clap::{Args, Subcommand};
use pebbles::games::bidding::{self as bcs, BcsGame};
use pebbles::games::classical::loopy::LoopyLimits;
use pebbles::games::classical::play::{ClassicalGame, ClassicalPos};
use pebbles::games::classical::rulesets::Place;
use pebbles::games::classical::RulesetId;
use pebbles::games::clobber::play::ClobberGame;
use pebbles::games::clobber::Board;
use pebbles::games::common::play::{
    commentary_with_values, replay, split_moves, Commentary, PlayError,
};
use pebbles::games::common::{Player, Variant};
use pebbles::games::cumulative_games as cg;
use pebbles::games::cumulative_subtraction::CsGame;
use pebbles::notation;

use crate::bcs::BcsRulesArgs;
use crate::budget::LimitArgs;
use crate::cli::{opt, Bad, RulesArgs};
use crate::game;
use crate::position::PositionArgs;

#[derive(Args)]
pub struct PlayArgs {
    #[command(subcommand)]
    family: Family,
    /// The moves played so far, e.g. `2,3,2` (`b2`, `a1-b1`, `2:3` on boards and heaps).
    #[arg(long, value_name = "MOVES", default_value = "", global = true)]
    moves_played: String,
    /// Print the commentary as one JSON object (with `options`: every legal move's value).
    #[arg(long, global = true)]
    json: bool,
    /// After the commentary, a table of the legal moves now: value, outcome, remoteness, verdict.
    #[arg(long, global = true)]
    hints: bool,
}

#[derive(Subcommand)]
enum Family {
    /// Cumulative Subtraction from one heap.
    Cs(CsPlay),
    /// Bidding Cumulative Subtraction: Left bids, Right answers, the winner removes.
    Bcs(BcsPlay),
    /// A Cumulative Game (preset or ruleset file).
    Game(GamePlay),
    /// Classical games: a position of any ruleset (`--game ID --position POS`, or `--ID POS`).
    Cgt(CgtPlay),
    /// N-player Clobber (seed 003).
    Clobber(ClobberPlay),
}

#[derive(Args)]
struct CsPlay {
    #[command(flatten)]
    rules: RulesArgs,
    /// The starting heap.
    #[arg(long, value_name = "X")]
    heap: u32,
    /// Who moves first: l or r.
    #[arg(long, value_name = "SIDE", default_value = "l")]
    first: String,
    /// zs, si, normal, misere or grundy.
    #[arg(long, value_name = "MODE", default_value = Variant::ZeroSum.code())]
    mode: String,
}

#[derive(Args)]
struct BcsPlay {
    /// The rules, as `pebbles bcs` reads them.
    #[command(flatten)]
    rules: BcsRulesArgs,
    /// The starting heap.
    #[arg(long, value_name = "X", allow_hyphen_values = true)]
    heap: String,
    /// Left's starting budget p (Right holds TB − p).
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    p: String,
    /// Who holds the tie-break marker: left or right.
    #[arg(long, value_name = "SIDE", default_value = "left")]
    marker: String,
    /// The bid pairs played, Left's first: `3:1,0:2` (`-`: no legal bid).
    #[arg(
        long,
        value_name = "PAIRS",
        default_value = "",
        allow_hyphen_values = true
    )]
    bids_played: String,
}

#[derive(Args)]
struct GamePlay {
    /// A preset: normal, misere, scoring, squirrel, auction, wealth, zero-sum, tragedy.
    #[arg(long, value_name = "NAME", conflicts_with = "rules")]
    preset: Option<String>,
    /// A ruleset file (JSON).
    #[arg(long, value_name = "FILE")]
    rules: Option<String>,
    /// Heap size, or one size per heap of the ruleset (`4,4`).
    #[arg(long, value_name = "X", default_value = "7")]
    heap: String,
    /// Starting player (1-based).
    #[arg(long, value_name = "P", default_value_t = 1)]
    first: usize,
}

#[derive(Args)]
#[command(group(clap::ArgGroup::new(crate::position::GROUP).required(true)))]
struct CgtPlay {
    #[command(flatten)]
    position: PositionArgs,
    /// Who moves first: l or r.
    #[arg(long, value_name = "SIDE", default_value = "l")]
    first: String,
    /// The analysis of the position and its moves stops at `--time-limit`
    /// (built-in boards between the solver's steps and during remoteness
    /// searches, besides their size limits before any work; a script
    /// inside its calls too; a loopy game's solve between its slices).
    #[command(flatten)]
    limits: LimitArgs,
}

#[derive(Args)]
struct ClobberPlay {
    /// The board: `1,2,3,2,1,3` or `1,2|3,0`.
    #[arg(long, value_name = "CELLS", allow_hyphen_values = true)]
    board: String,
    /// Number of players, 2 to 4.
    #[arg(long, default_value_t = 3)]
    players: u8,
    /// The player who moves first.
    #[arg(long, default_value_t = 1)]
    first: u8,
}

fn cs(a: &CsPlay, moves: &[String]) -> Result<Commentary, Bad> {
    let (rules, ties) = a.rules.rules()?;
    let mode: Variant = opt("mode", a.mode.parse())?;
    let g = CsGame::new(rules, ties, a.heap, mode)?;
    let start = g.start(a.heap, opt::<Player>("first", a.first.parse())?);
    Ok(commentary_with_values(&g, &start, moves)?)
}

fn bcs(a: &BcsPlay, moves: &[String]) -> Result<Commentary, Bad> {
    let rules = a.rules.rules()?;
    let heap = opt("heap", notation::parse_number(&a.heap, 0, bcs::MAX_HEAP))?;
    let p = opt("p", notation::parse_number(&a.p, 0, rules.total_budget))?;
    let marker: Player = opt("marker", a.marker.parse())?;
    let g = BcsGame::new(rules, heap)?;
    let pairs =
        bcs::parse_bid_pairs(&a.bids_played).map_err(|e| Bad(format!("--bids-played {e}")))?;
    let removals: Vec<u32> = moves
        .iter()
        .map(|m| {
            m.parse()
                .map_err(|_| Bad(format!("--moves-played `{m}`: an amount is a whole number")))
        })
        .collect::<Result<_, _>>()?;
    let tokens = BcsGame::tokens(&pairs, &removals);
    Ok(commentary_with_values(
        &g,
        &g.start(heap, p, marker)?,
        &tokens,
    )?)
}

fn cgame(a: &GamePlay, moves: &[String]) -> Result<Commentary, Bad> {
    let rules = match (&a.preset, &a.rules) {
        (Some(p), _) => cg::preset(p).map_err(|e| Bad(format!("--preset {e}")))?,
        (None, Some(f)) => game::load(f)?,
        (None, None) => cg::preset("squirrel")?,
    };
    let sizes = game::position(&rules, &a.heap, a.first)?;
    let g = cg::CgGame::new(&rules, &sizes, a.first)?;
    Ok(commentary_with_values(&g, &g.start(), moves)?)
}

/// `pebbles play cgt --script FILE --position POS`: the script's options
/// numbered from 1 are the moves.
#[cfg(feature = "script")]
fn script(a: &CgtPlay, moves: &[String]) -> Option<Result<Commentary, Bad>> {
    use pebbles::games::classical::script::play::{ScriptGame, ScriptPlayPos};
    let (path, position) = a.position.script()?;
    Some(crate::script::on_big_stack(|| {
        let clock = a.limits.budget()?;
        let stop = crate::script::interrupt(&clock);
        let loaded = crate::script::load(path, position, Some(stop))?;
        let start = ScriptPlayPos {
            position: loaded.position,
            to_move: opt::<Player>("first", a.first.parse())?,
        };
        let g = ScriptGame::new(loaded.script);
        // A script that fails or is stopped is named by its file.
        commentary_with_values(&g, &start, moves).map_err(|e| match e {
            PlayError::Position(_) => Bad(format!("--script `{}`: {e}", notation::shown(path))),
            e => e.into(),
        })
    }))
}

#[cfg(not(feature = "script"))]
fn script(_: &CgtPlay, _: &[String]) -> Option<Result<Commentary, Bad>> {
    None
}

/// The commentary, and the line the move values' header adds (Cutcake's
/// column letters count across the whole cake: `ClassicalGame::letters_note`).
fn cgt(a: &CgtPlay, moves: &[String]) -> Result<(Commentary, Option<&'static str>), Bad> {
    // As in `pebbles cgt`: the game's searches count no work units, so a
    // work limit could not hold; say so rather than ignore it.
    if let Some(w) = &a.limits.max_work {
        return Err(Bad(format!(
            "--max-work `{}`: play follows --time-limit (--max-work goes with --octal and the sweeps)",
            notation::shown(w)
        )));
    }
    if let Some(out) = script(a, moves) {
        return out.map(|c| (c, None));
    }
    let clock = a.limits.budget()?;
    let Some((ruleset, boards)) = a.position.boards(Place::Play)? else {
        return Err(Bad("give --game and --position".into()));
    };
    if ruleset.info().loopy {
        return loopy(a, ruleset, &boards, moves).map(|c| (c, None));
    }
    let start = ClassicalPos::new(boards, opt::<Player>("first", a.first.parse())?);
    let late = clock.clone();
    let game = ClassicalGame::new(ruleset).with_clock(Arc::new(move || late.expired()));
    let commentary = commentary_with_values(&game, &start, moves);
    // Stopped by the clock: whatever failed or was left out, the time
    // limit is the reason.
    if let Some(at) = game.stopped() {
        let at = at.to_string();
        return Err(Bad(format!("--position: {}", clock.stopped(&at))));
    }
    let commentary = commentary?;
    let note = replay(&game, &start, moves)
        .ok()
        .and_then(|pos| game.letters_note(&pos));
    Ok((commentary, note))
}

/// A loopy ruleset's position (Fox and Geese, Backsliding Toads and
/// Frogs): every position reachable solved by retrograde analysis with
/// remoteness (within `LoopyLimits::CLI` and `--time-limit`), then played;
/// a draw is a result.
fn loopy(
    a: &CgtPlay,
    ruleset: RulesetId,
    boards: &[String],
    moves: &[String],
) -> Result<Commentary, Bad> {
    let first = opt::<Player>("first", a.first.parse())?;
    let clock = a.limits.budget()?;
    let mut explored = 0;
    let mut stop = |n: u64| {
        explored = n;
        clock.expired()
    };
    let game = ruleset
        .loopy_game(boards, &LoopyLimits::CLI, &mut stop)
        .map_err(|e| Bad(format!("--position {e}")))?;
    let Some(game) = game else {
        let at = format!("{explored} positions explored or settled");
        return Err(Bad(format!("--position: {}", clock.stopped(&at))));
    };
    Ok(commentary_with_values(&game, &game.start(first), moves)?)
}

fn clobber(a: &ClobberPlay, moves: &[String]) -> Result<Commentary, Bad> {
    let board = opt("board", Board::parse(&a.board, a.players))?;
    let g = ClobberGame::new(a.players)?;
    Ok(commentary_with_values(
        &g,
        &g.start(board, a.first)?,
        moves,
    )?)
}

pub fn run(a: PlayArgs) -> Result<String, Bad> {
    let moves = split_moves(&a.moves_played);
    let (c, note) = match &a.family {
        Family::Cs(f) => (cs(f, &moves)?, None),
        Family::Bcs(f) => (bcs(f, &moves)?, None),
        Family::Game(f) => (cgame(f, &moves)?, None),
        Family::Cgt(f) => cgt(f, &moves)?,
        Family::Clobber(f) => (clobber(f, &moves)?, None),
    };
    Ok(if a.json {
        serde_json::to_string(&c).map_err(|e| Bad(e.to_string()))?
    } else if a.hints {
        // Said once, above the table's header.
        let note = match note {
            Some(n) if !c.options.is_empty() => format!("{n}\n"),
            Some(_) | None => String::new(),
        };
        format!("{}\n{note}{}", c.text(), c.hints())
            .trim_end()
            .to_string()
    } else {
        c.text().trim_end().to_string()
    })
}
