//! The JavaScript API's Rust half: plain inputs (what `serde-wasm-bindgen`
//! reads from a JavaScript object) → the same typed reports `pebbles … --json`
//! prints. Pure Rust and natively tested; `src/bin/pebbles_js.rs` only
//! converts the objects. Every call is bounded by the page's work limits, so
//! a lecture page calling it cannot hang.

use serde::Deserialize;
use thiserror::Error;

use pebbles_app::jobs::{self, GameRequest, GameSource, JobError};
use pebbles_games::bidding::{self as bcs, BcsRules, BcsTable};
use pebbles_games::classical::rulesets::PositionError;
use pebbles_games::common::Ties;
use pebbles_games::cumulative_games::{GameStepper, Solution};
use pebbles_games::cumulative_subtraction::{self as cs, CsMoves, Rules, Table};
use pebbles_games::notation::{self, NotationError};

mod cgt;
pub use cgt::{canonical, canonical_of, Canonical, CgtInput};

/// Most heaps one call lists (the table behind them may be longer).
pub const MAX_LISTED_HEAPS: u32 = 100_000;

/// Why a call was refused: a field that does not parse, a missing one, or
/// what the page's worker would say ([`JobError`]: a work limit of the page,
/// input the solver refuses, naming the field and the token).
#[derive(Debug, PartialEq, Error)]
pub enum ApiError {
    #[error("{field}: {error}")]
    Field {
        field: &'static str,
        error: NotationError,
    },
    #[error("{0}")]
    Missing(&'static str),
    /// A ruleset's name, position or script (`scripts`, `game`,
    /// `position`), naming the token.
    #[error("{field}: {error}")]
    Position {
        field: &'static str,
        error: PositionError,
    },
    #[error(transparent)]
    Job(#[from] JobError),
}

fn field<T>(name: &'static str, r: Result<T, NotationError>) -> Result<T, ApiError> {
    r.map_err(|error| ApiError::Field { field: name, error })
}

/// A solver's error as the worker reports it.
pub fn solve_error(e: impl Into<JobError>) -> ApiError {
    ApiError::Job(e.into())
}

/// A set written as a list `[2, 3]` or as text `"2,3"` / `"1..4"`.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum SetInput {
    List(Vec<u32>),
    Text(String),
}

impl SetInput {
    /// The text the set notation reads (`parse_moves`), so lists and text obey the
    /// same bounds and messages.
    fn text(&self) -> String {
        match self {
            SetInput::List(v) => {
                let v: Vec<String> = v.iter().map(u32::to_string).collect();
                v.join(",")
            }
            SetInput::Text(t) => t.clone(),
        }
    }
}

/// Heaps as `[lo, hi]`, `"lo..hi"` or one number.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum HeapsInput {
    One(u32),
    Pair([u32; 2]),
    Text(String),
}

impl HeapsInput {
    fn range(&self, max: u32) -> Result<(u32, u32), ApiError> {
        let text = match self {
            HeapsInput::One(x) => format!("{x}..{x}"),
            HeapsInput::Pair([lo, hi]) => format!("{lo}..{hi}"),
            HeapsInput::Text(t) => t.clone(),
        };
        let (lo, hi) = field("heaps", notation::parse_range(&text, 0, max))?;
        if hi - lo >= MAX_LISTED_HEAPS {
            return Err(JobError::limit(
                format!("heaps listed (`{text}`)"),
                u64::from(hi - lo) + 1,
                u64::from(MAX_LISTED_HEAPS),
                "ask for fewer heaps",
            )
            .into());
        }
        Ok((lo, hi))
    }
}

/// Heaps 0 to 20, when a call names none.
impl Default for HeapsInput {
    fn default() -> Self {
        HeapsInput::Pair([0, 20])
    }
}

/// The move sets: `s` (symmetric) or `left` and `right`.
fn moves(
    s: &Option<SetInput>,
    left: &Option<SetInput>,
    right: &Option<SetInput>,
) -> Result<CsMoves, ApiError> {
    let set = |name, s: &SetInput| field(name, cs::parse_moves(&s.text()));
    {
        match (s, left, right) {
            (Some(s), None, None) => Ok(CsMoves::Symmetric(set("s", s)?)),
            (None, Some(l), Some(r)) => Ok(CsMoves::Partizan {
                left: set("left", l)?,
                right: set("right", r)?,
            }),
            _ => Err(ApiError::Missing(
                "give the subtraction set as `s`, or as `left` and `right`",
            )),
        }
    }
}

/// `solveCs({s: [2, 3], heaps: [0, 20], tie: "friendly"})`. Every field
/// may be left out (`heaps` is then 0 to 20).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct CsInput {
    pub s: Option<SetInput>,
    pub left: Option<SetInput>,
    pub right: Option<SetInput>,
    pub heaps: HeapsInput,
    /// Tie rules as on the CLI: `antagonistic`, `friendly`, `fa`…
    pub tie: Option<String>,
    /// Heap-dynamic overrides `"2:2;3:1"`.
    pub map: Option<String>,
}

/// The rules, tie rules and heaps of a Cumulative Subtraction call, read
/// and validated; no work limit checked yet (the caller's: the page's in
/// [`solve_cs`], the CLI's in the Python package).
pub fn cs_parts(input: &CsInput) -> Result<(Rules, Ties, u32, u32), ApiError> {
    let map = field("map", cs::parse_map(input.map.as_deref().unwrap_or("")))?;
    let rules = moves(&input.s, &input.left, &input.right)?.rules(&map);
    rules.validate().map_err(solve_error)?;
    let ties = match &input.tie {
        Some(t) => field("tie", t.parse::<Ties>())?,
        None => Ties::default(),
    };
    let (lo, hi) = input.heaps.range(cs::MAX_HEAP)?;
    Ok((rules, ties, lo, hi))
}

/// The Cumulative Subtraction table and the heaps to report.
pub fn solve_cs(input: &CsInput) -> Result<(Table, u32, u32), ApiError> {
    let (rules, ties, lo, hi) = cs_parts(input)?;
    let horizon = cs::horizon(hi);
    // The report lists values, not optimal moves: no listing work.
    jobs::check_cs_work(&rules, horizon, 0)?;
    let table = cs::solve(rules, ties, horizon).map_err(solve_error)?;
    Ok((table, lo, hi))
}

/// `solveBcs({s: [1], budget: 5, heaps: [0, 30]})`, with Definition 1's
/// general rules as on the CLI (`left`/`right`, `leftWeights`, …).
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct BcsInput {
    #[serde(default)]
    pub s: Option<SetInput>,
    #[serde(default)]
    pub left: Option<SetInput>,
    #[serde(default)]
    pub right: Option<SetInput>,
    pub budget: u32,
    #[serde(default)]
    pub heaps: HeapsInput,
    #[serde(default)]
    pub bids: Option<SetInput>,
    #[serde(default)]
    pub left_weights: Option<String>,
    #[serde(default)]
    pub right_weights: Option<String>,
    #[serde(default)]
    pub penalty: Option<String>,
}

/// The rules and heaps of a bidding call, read and validated; no work
/// limit checked yet (the caller's: the page's in [`solve_bcs`], the CLI's
/// in the Python package).
pub fn bcs_parts(input: &BcsInput) -> Result<(BcsRules, u32, u32), ApiError> {
    if input.budget > bcs::MAX_BUDGET {
        return Err(JobError::invalid(
            "budget",
            input.budget,
            format!(
                "{} exceeds the largest total budget {}",
                input.budget,
                bcs::MAX_BUDGET
            ),
        )
        .into());
    }
    let (moves, right_moves) = moves(&input.s, &input.left, &input.right)?.into_sets();
    let bids = match &input.bids {
        Some(b) => Some(field(
            "bids",
            notation::parse_set(&b.text(), 0, bcs::MAX_BUDGET),
        )?),
        None => None,
    };
    let rules = BcsRules {
        moves,
        right_moves,
        total_budget: input.budget,
        bids,
        left_weights: input.left_weights.clone(),
        right_weights: input.right_weights.clone(),
        left_penalty: input.penalty.clone(),
        right_penalty: None,
        overrides: None,
    };
    rules.validate().map_err(solve_error)?;
    let (lo, hi) = input.heaps.range(bcs::MAX_HEAP)?;
    Ok((rules, lo, hi))
}

/// The bidding table, solved until periodic, and the heaps to report.
pub fn solve_bcs(input: &BcsInput) -> Result<(BcsTable, u32, u32), ApiError> {
    let (rules, lo, hi) = bcs_parts(input)?;
    let cap = jobs::check_bcs_heaps(&rules, hi)?;
    let table = bcs::solve_until_periodic(rules, cap).map_err(solve_error)?;
    match table.error() {
        Some(e) if table.computed_heaps() <= hi => Err(solve_error(e.clone())),
        _ => Ok((table, lo, hi)),
    }
}

/// `solveGame({preset: "wealth", heaps: 10})` or `{rules: {...}, heaps: [4, 4]}`.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameInput {
    #[serde(default)]
    pub preset: Option<String>,
    /// A ruleset in the file format of `pebbles game --rules`, as an object.
    #[serde(default)]
    pub rules: Option<serde_json::Value>,
    pub heaps: GameHeaps,
    /// 1-based starting player.
    #[serde(default = "first_player")]
    pub first: u32,
}

/// One heap size for every heap, or one per heap.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum GameHeaps {
    One(u32),
    Each(Vec<u32>),
}

fn first_player() -> u32 {
    1
}

/// The request of a general Cumulative Game call.
fn game_request(input: &GameInput) -> Result<GameRequest, ApiError> {
    let source = match (&input.preset, &input.rules) {
        (Some(p), None) => GameSource::Preset(p.clone()),
        (None, Some(r)) => GameSource::Json(r.to_string()),
        _ => return Err(ApiError::Missing("give either `preset` or `rules`")),
    };
    let heaps = match &input.heaps {
        GameHeaps::One(x) => vec![*x],
        GameHeaps::Each(v) => v.clone(),
    };
    Ok(GameRequest {
        source,
        heaps,
        first: input.first,
    })
}

/// The solved Cumulative Game (PSPE play, values, Pareto check).
pub fn solve_game(input: &GameInput) -> Result<Solution, ApiError> {
    jobs::solve(&game_request(input)?).map_err(solve_error)
}

/// The Cumulative Game of a call, ready to be solved a few positions at a
/// time within the caller's budget (`GameStepper::with_budget`).
pub fn game_stepper(input: &GameInput) -> Result<GameStepper, ApiError> {
    jobs::stepper(&game_request(input)?).map_err(solve_error)
}
