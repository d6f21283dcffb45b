//! Loopy values and outcomes of positions of loopy rulesets (Fox and
//! Geese, Backsliding Toads and Frogs): the game graph of every position
//! reachable from a position (or a sum of boards), then
//!
//! - its **loopy value** (a canonical stopper or sides, and the outcome
//!   with draws) by the engine of this module when the graph has at most
//!   [`LoopyLimits::vertices`] positions and the engine's own limits
//!   ([`MAX_PAIRS`](super::MAX_PAIRS)) hold;
//! - for a larger graph that is a stopper, its canonical stopper **part by
//!   part** (`parts.rs`: strongly connected parts, sinks first, each with
//!   its exits' forms), for graphs of at most [`LoopyLimits::parts`]
//!   positions and within [`MAX_PARTS_WORK`];
//! - otherwise (a larger graph that is not a stopper, a part too large, the
//!   work over its limit) its **outcome** alone, by retrograde analysis over
//!   (position, player to move), linear in the moves, for graphs of up to
//!   [`LoopyLimits::positions`] positions. The ruleset's bound on the
//!   positions ([`Ruleset::positions_bound`](crate::classical::rulesets::Ruleset::positions_bound))
//!   is checked against [`LoopyLimits::estimate`] before any work.

use serde::Serialize;
use thiserror::Error;

use super::explore::{Explored, Explorer, Halt, RetroRun, Retrograde};
use super::graph::{Graph, MAX_VERTICES};
use super::parts::{PartsRun, MAX_PARTS_WORK};
use super::report::LoopyReport;
use super::survival::MAX_PAIRS;
use super::value::{LoopyOutcome, LoopyValue};
use super::LoopyError;
use crate::classical::rulesets::PositionError;
use crate::common::Player;
use crate::notation::{about, shown};

/// The limits of the analysis of a loopy ruleset's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LoopyLimits {
    /// Most positions of a game graph given a loopy value.
    pub vertices: usize,
    /// Most positions the outcome solver explores (memory: about 150
    /// bytes each).
    pub positions: usize,
    /// Most positions the ruleset's upper bound may promise, checked
    /// before any work.
    pub estimate: u64,
    /// Most positions of a graph over [`LoopyLimits::vertices`] whose
    /// value is found part by part (`parts.rs`: stoppers whose strongly
    /// connected parts are small, as in Fox and Geese; about 40 µs a
    /// position natively); 0: such graphs get their outcome only.
    pub parts: usize,
}

impl LoopyLimits {
    /// `pebbles cgt`: a few hundred MB and seconds at most.
    pub const CLI: LoopyLimits = LoopyLimits {
        vertices: MAX_VERTICES,
        positions: 4_000_000,
        estimate: 16_000_000,
        parts: 4_000_000,
    };
    /// A page's worker (wasm memory).
    pub const PAGE: LoopyLimits = LoopyLimits {
        vertices: MAX_VERTICES,
        positions: 1_500_000,
        estimate: 6_000_000,
        parts: 100_000,
    };

    /// The token that names `input` in refusals, once the ruleset's upper
    /// `bound` on the positions (when it knows one) is within
    /// [`LoopyLimits::estimate`]: checked before any work.
    pub(super) fn check_bound(
        &self,
        input: &str,
        bound: Option<u64>,
    ) -> Result<String, LoopyPositionError> {
        let token = shown(input.trim());
        match bound.filter(|&b| b > self.estimate) {
            Some(bound) => Err(LoopyPositionError::Estimate {
                token,
                bound,
                limit: self.estimate,
            }),
            None => Ok(token),
        }
    }
}

/// Why a loopy position was not analysed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LoopyPositionError {
    /// The board cannot be read, or the ruleset failed.
    #[error(transparent)]
    Position(#[from] PositionError),
    /// The loopy engine failed other than on a limit.
    #[error("`{token}`: {error}")]
    Value { token: String, error: LoopyError },
    #[error("`{token}`: up to {} positions may be reachable (the ruleset's upper bound, checked before solving), over the limit of {} positions of the outcome solver", about(*bound), about(*limit))]
    Estimate {
        token: String,
        bound: u64,
        limit: u64,
    },
    #[error("`{token}`: more than {} positions are reachable, over the limit of the outcome solver", about(*limit as u64))]
    TooMany { token: String, limit: usize },
}

impl LoopyPositionError {
    /// The offending token, as the message names it.
    pub fn token(&self) -> String {
        match self {
            LoopyPositionError::Position(e) => e.token(),
            LoopyPositionError::Value { token, .. }
            | LoopyPositionError::Estimate { token, .. }
            | LoopyPositionError::TooMany { token, .. } => token.clone(),
        }
    }
}

/// The analysis of a loopy ruleset's position: its loopy value when its
/// graph fits ([`PositionReport::canonical`] and the sides), and its
/// outcome with draws in any case.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PositionReport {
    /// The boards, as given, joined by ` + `.
    pub input: String,
    /// Positions reachable (the game graph's vertices).
    pub positions: usize,
    /// The value's canonical form (a canonical stopper, or `S & T`), when
    /// found.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub canonical: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub onside: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offside: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopper: Option<bool>,
    /// `L`, `R`, `N`, `P`, `D`, or two letters (`LD`), as
    /// [`LoopyOutcome::code`].
    pub outcome: String,
    /// Who wins with Left moving first (`Left`, `Right` or `draw`).
    pub left_first: String,
    pub right_first: String,
    /// How the outcome was found: `value` (from the loopy value) or
    /// `retrograde` (the value was not found: [`PositionReport::note`]
    /// says why).
    pub method: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

fn winner(p: Option<Player>) -> String {
    p.map_or_else(|| "draw".to_string(), |p| p.name().to_string())
}

impl PositionReport {
    /// As a [`LoopyReport`] (what the page shows of a loopy value): the
    /// value's forms, or, when only the outcome was found, empty forms and
    /// the note saying why.
    pub fn loopy_report(&self) -> LoopyReport {
        LoopyReport {
            input: self.input.clone(),
            canonical: self.canonical.clone().unwrap_or_default(),
            onside: self.onside.clone().unwrap_or_default(),
            offside: self.offside.clone().unwrap_or_default(),
            stopper: self.stopper.unwrap_or(false),
            outcome: self.outcome.clone(),
            left_first: self.left_first.clone(),
            right_first: self.right_first.clone(),
            note: self.note.clone(),
        }
    }

    /// The report as the CLI's text rows.
    pub fn text(&self) -> String {
        let mut rows = vec![("positions", self.positions.to_string())];
        if let (Some(c), Some(on), Some(off), Some(s)) =
            (&self.canonical, &self.onside, &self.offside, self.stopper)
        {
            rows.push(("canonical", c.clone()));
            rows.push(("onside", on.clone()));
            rows.push(("offside", off.clone()));
            rows.push(("stopper", s.to_string()));
        }
        rows.push(("outcome", self.outcome.clone()));
        rows.push(("Left first", self.left_first.clone()));
        rows.push(("Right first", self.right_first.clone()));
        rows.push(("method", self.method.to_string()));
        if let Some(n) = &self.note {
            rows.push(("note", n.clone()));
        }
        rows.iter().map(|(k, v)| format!("{k:<14}{v}\n")).collect()
    }
}

/// The graph of an exploration.
fn graph(e: &Explored) -> Result<Graph, LoopyError> {
    let lists = |c: &super::explore::Csr| (0..e.len()).map(|v| c.of(v).to_vec()).collect();
    Graph::from_options(lists(&e.left), lists(&e.right))
}

/// The value of the graph at vertex 0 as a report, or why not (a limit of
/// the engine, sides not settled); other errors are errors.
fn value_report(input: &str, e: &Explored) -> Result<Result<LoopyReport, String>, LoopyError> {
    let found = graph(e)
        .and_then(|g| LoopyValue::of_graph(&g, 0))
        .and_then(|v| LoopyReport::of(input, &v));
    match found {
        Ok(r) => Ok(Ok(r)),
        Err(e @ (LoopyError::TooLarge { .. } | LoopyError::SidesNotSettled { .. })) => {
            Ok(Err(e.to_string()))
        }
        Err(e) => Err(e),
    }
}

/// Positions explored, or states propagated, in one step of a
/// [`LoopyRun`]: some milliseconds of work.
pub const RUN_STEP: usize = 4096;

/// Analyses the game from `start` (see the module docs): `bound` is the
/// ruleset's upper bound on the positions, if it knows one; `options`
/// gives a position's options; `stop(work done)` is asked between
/// slices of the work (`Ok(None)` once it says stop). [`LoopyRun`] run to
/// the end.
pub fn analyse<S: Clone + Eq + std::hash::Hash>(
    input: &str,
    start: S,
    bound: Option<u64>,
    options: impl FnMut(&S, Player) -> Result<Vec<S>, PositionError>,
    limits: &LoopyLimits,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Result<Option<PositionReport>, LoopyPositionError> {
    LoopyRun::new(input, start, bound, options, limits)?.run(stop)
}

/// A loopy computation in steps, so that a caller (the page's worker)
/// shows progress and may stop between them: a position's analysis
/// ([`LoopyRun`]) or a game solved for play
/// ([`LoopyGameRun`](super::LoopyGameRun)).
pub struct Stepped<'a, T>(pub(super) Box<dyn Stepping<T> + 'a>);

/// A run over positions of some type.
pub(super) trait Stepping<T> {
    fn step(&mut self, budget: usize) -> Result<Option<T>, LoopyPositionError>;
    fn progress(&self) -> (u64, u64);
}

/// The analysis of [`analyse`] in steps: the exploration [`RUN_STEP`]
/// positions a step, then the loopy value of a small graph in one step,
/// or the retrograde analysis [`RUN_STEP`] states a step.
pub type LoopyRun<'a> = Stepped<'a, PositionReport>;

impl<T> Stepped<'_, T> {
    /// Up to `budget` positions or states more; the answer once done. An
    /// analysis that answered or failed gives the same answer again; a
    /// game is given once (the run is then spent and answers `Ok(None)`).
    pub fn step(&mut self, budget: usize) -> Result<Option<T>, LoopyPositionError> {
        self.0.step(budget)
    }

    /// (work done, work in all): positions explored, then states
    /// propagated, out of three per position (an exploration, two
    /// states); the total is the ruleset's bound until the positions are
    /// counted, 0 (not known) without one.
    pub fn progress(&self) -> (u64, u64) {
        self.0.progress()
    }

    /// To the end, in slices of [`SLICE`](super::explore::SLICE);
    /// `Ok(None)` once `stop(work done)` says stop.
    pub fn run(
        mut self,
        stop: &mut dyn FnMut(u64) -> bool,
    ) -> Result<Option<T>, LoopyPositionError> {
        loop {
            if let Some(r) = self.step(super::explore::SLICE)? {
                return Ok(Some(r));
            }
            if stop(self.progress().0) {
                return Ok(None);
            }
        }
    }
}

impl<'a> Stepped<'a, PositionReport> {
    /// A run from `start` (see [`analyse`]); the ruleset's bound is
    /// checked against [`LoopyLimits::estimate`] here, before any work.
    pub fn new<S: Clone + Eq + std::hash::Hash + 'a>(
        input: &str,
        start: S,
        bound: Option<u64>,
        options: impl FnMut(&S, Player) -> Result<Vec<S>, PositionError> + 'a,
        limits: &LoopyLimits,
    ) -> Result<LoopyRun<'a>, LoopyPositionError> {
        let token = limits.check_bound(input, bound)?;
        Ok(Stepped(Box::new(Run {
            input: input.to_string(),
            token,
            bound,
            vertices: limits.vertices,
            parts: limits.parts,
            options,
            phase: Phase::Explore(Explorer::new(start, limits.positions)),
        })))
    }
}

/// Progress while exploring: positions explored out of three times the
/// ruleset's bound (0, not known, without one).
pub(super) fn explore_progress(explored: usize, bound: Option<u64>) -> (u64, u64) {
    let total = bound.map_or(0, |b| b.saturating_mul(3));
    (explored as u64, total)
}

/// Progress of the retrograde analysis of `n` positions: `n` (explored)
/// plus the states propagated, out of `3n`.
pub(super) fn retro_progress(n: usize, run: &RetroRun) -> (u64, u64) {
    let n = n as u64;
    (n + run.settled() as u64, 3 * n)
}

/// Where a run is.
enum Phase<S> {
    Explore(Explorer<S>),
    /// The value of a large graph, part by part (`parts.rs`).
    Parts(PartsRun),
    /// The outcome by retrograde analysis, with why there is no value.
    Retrograde {
        run: RetroRun,
        positions: usize,
        why: String,
    },
    /// The answer, kept.
    Done(Result<PositionReport, LoopyPositionError>),
}

struct Run<S, F> {
    input: String,
    token: String,
    bound: Option<u64>,
    vertices: usize,
    parts: usize,
    options: F,
    phase: Phase<S>,
}

impl<S, F> Stepping<PositionReport> for Run<S, F>
where
    S: Clone + Eq + std::hash::Hash,
    F: FnMut(&S, Player) -> Result<Vec<S>, PositionError>,
{
    fn step(&mut self, budget: usize) -> Result<Option<PositionReport>, LoopyPositionError> {
        let out = self.advance(budget);
        match &out {
            Ok(Some(r)) => self.phase = Phase::Done(Ok(r.clone())),
            Err(e) => self.phase = Phase::Done(Err(e.clone())),
            Ok(None) => {}
        }
        out
    }

    fn progress(&self) -> (u64, u64) {
        match &self.phase {
            Phase::Explore(x) => explore_progress(x.explored(), self.bound),
            Phase::Retrograde { run, positions, .. } => retro_progress(*positions, run),
            Phase::Parts(run) => {
                let n = run.len() as u64;
                (n + 2 * run.done() as u64, 3 * n)
            }
            Phase::Done(_) => (1, 1),
        }
    }
}

impl<S, F> Run<S, F>
where
    S: Clone + Eq + std::hash::Hash,
    F: FnMut(&S, Player) -> Result<Vec<S>, PositionError>,
{
    /// One step; the phase it leaves is the next one's (`Done` is set by
    /// [`Stepping::step`] when there is an answer).
    fn advance(&mut self, budget: usize) -> Result<Option<PositionReport>, LoopyPositionError> {
        match &mut self.phase {
            Phase::Explore(x) => match x.step(&mut self.options, budget) {
                Ok(false) => Ok(None),
                Ok(true) => {
                    let e = x.finish().0;
                    self.explored(e)
                }
                Err(Halt::TooMany(limit)) => Err(LoopyPositionError::TooMany {
                    token: self.token.clone(),
                    limit,
                }),
                Err(Halt::Failed(e)) => Err(e.into()),
            },
            Phase::Parts(run) => match run.step(budget) {
                Ok(None) => Ok(None),
                Ok(Some(form)) => {
                    let n = run.len();
                    let value = LoopyValue::Stopper(form);
                    let r = LoopyReport::of(&self.input, &value).map_err(|error| {
                        LoopyPositionError::Value {
                            token: self.token.clone(),
                            error,
                        }
                    })?;
                    Ok(Some(value_position_report(&self.input, n, r)))
                }
                Err(e @ (LoopyError::TooLarge { .. } | LoopyError::LargeNotStopper)) => {
                    self.fall_back(e.to_string());
                    Ok(None)
                }
                Err(error) => Err(LoopyPositionError::Value {
                    token: self.token.clone(),
                    error,
                }),
            },
            Phase::Retrograde {
                run,
                positions,
                why,
            } => Ok(run
                .step(budget)
                .then(|| retrograde_report(&self.input, *positions, why, &run.finish()))),
            Phase::Done(answer) => answer.clone().map(Some),
        }
    }

    /// Leaves the part-by-part value for the outcome solver, saying why.
    fn fall_back(&mut self, why: String) {
        let old = std::mem::replace(&mut self.phase, Phase::Done(Ok(PositionReport::default())));
        if let Phase::Parts(run) = old {
            let e = run.into_explored();
            self.phase = Phase::Retrograde {
                run: RetroRun::new(&e),
                positions: e.len(),
                why,
            };
        }
    }

    /// Every position is found: the value of a small graph (then done),
    /// of a large one part by part, otherwise the retrograde analysis
    /// starts.
    fn explored(&mut self, e: Explored) -> Result<Option<PositionReport>, LoopyPositionError> {
        let n = e.len();
        // Part by part when the whole graph is over the limit of vertices,
        // or of pairs of positions (which simplifying it whole compares).
        let whole = n <= self.vertices && (n as u64).pow(2) <= MAX_PAIRS;
        if !whole && n <= self.parts {
            self.phase = Phase::Parts(PartsRun::new(e, MAX_PARTS_WORK));
            return Ok(None);
        }
        let value = if n <= self.vertices {
            value_report(&self.input, &e).map_err(|error| LoopyPositionError::Value {
                token: self.token.clone(),
                error,
            })?
        } else {
            Err(format!(
                "the game graph has {} positions, over the limit of {} for a loopy value found part by part (and of {} for one found whole)",
                about(n as u64),
                about(self.parts.max(self.vertices) as u64),
                about(self.vertices as u64)
            ))
        };
        match value {
            Ok(r) => Ok(Some(value_position_report(&self.input, n, r))),
            Err(why) => {
                self.phase = Phase::Retrograde {
                    run: RetroRun::new(&e),
                    positions: n,
                    why,
                };
                Ok(None)
            }
        }
    }
}

/// The report of a position whose value was found.
fn value_position_report(input: &str, n: usize, r: LoopyReport) -> PositionReport {
    PositionReport {
        input: input.to_string(),
        positions: n,
        canonical: Some(r.canonical),
        onside: Some(r.onside),
        offside: Some(r.offside),
        stopper: Some(r.stopper),
        outcome: r.outcome,
        left_first: r.left_first,
        right_first: r.right_first,
        method: "value",
        note: None,
    }
}

/// The report of the outcome found by retrograde analysis.
fn retrograde_report(input: &str, n: usize, why: &str, retro: &Retrograde) -> PositionReport {
    let o = LoopyOutcome {
        left_first: retro.winner(0, Player::Left),
        right_first: retro.winner(0, Player::Right),
    };
    PositionReport {
        input: input.to_string(),
        positions: n,
        canonical: None,
        onside: None,
        offside: None,
        stopper: None,
        outcome: o.code(),
        left_first: winner(o.left_first),
        right_first: winner(o.right_first),
        method: "retrograde",
        note: Some(format!(
            "no value: {why}; the outcome is from retrograde analysis of all {n} positions"
        )),
    }
}
