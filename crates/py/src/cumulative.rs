//! `solve_cs`, `solve_bcs` and `solve_game`: the JavaScript API's inputs
//! (its fields, read and validated by `pebbles-js`), solved within the
//! library's limits (`pebbles_games::limits`, the CLI's): what `pebbles cs
//! --json`, `pebbles bcs --json` and `pebbles game --json` print.

use pyo3::prelude::*;

use pebbles_games::bidding;
use pebbles_games::cumulative_games::{self as cg, SolveError};
use pebbles_games::cumulative_subtraction as cs;
use pebbles_games::limits::{self, BcsCut, BcsStop, BCS_MEMORY};
use pebbles_games::notation::about;
use pebbles_js as api;

use crate::classical::json;
use crate::error::PyApiError;
use crate::inputs;
use crate::limits::{CS_RATE, GAME_STEPS};
use crate::loads;
use crate::run::{checked, over, raise, run, Limits, Stop};

/// Cumulative Subtraction: the table `pebbles cs --json` prints. `s` is
/// the symmetric subtraction set (`[2, 3]`, `"2,3"`, `"1..4"`), or `left`
/// and `right` the partizan ones; `heaps` `(lo, hi)`, `"lo..hi"` or one
/// number (default 0 to 20); `tie` `"antagonistic"`, `"friendly"`,
/// `"fa"`…; `map` the heap-dynamic overrides `"2:2;3:1"`. The table's cell
/// updates are estimated before any work against what `time_limit`
/// (seconds, default 60) allows, or against `max_work`, as the CLI does.
#[pyfunction]
#[pyo3(signature = (s=None, *, left=None, right=None, heaps=None, tie=None, map=None, max_work=None, time_limit=None))]
#[allow(clippy::too_many_arguments)]
pub fn solve_cs(
    py: Python<'_>,
    s: Option<inputs::Set>,
    left: Option<inputs::Set>,
    right: Option<inputs::Set>,
    heaps: Option<inputs::Heaps>,
    tie: Option<String>,
    map: Option<String>,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'_, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    let input = api::CsInput {
        s: s.map(Into::into),
        left: left.map(Into::into),
        right: right.map(Into::into),
        heaps: heaps.map(Into::into).unwrap_or_default(),
        tie,
        map,
    };
    let out = run(py, &limits, move |_| {
        let (rules, ties, lo, hi) = api::cs_parts(&input)?;
        let horizon = cs::horizon(hi);
        // Every heap from 0 is solved, each with every amount of both sets.
        let work = cs::work(&rules, horizon, 0);
        if work > limits.work(CS_RATE) {
            let amounts = cs::moves_per_heap(&rules);
            let estimate = format!(
                "{} cell updates (heaps 0..{horizon} × {amounts} amounts)",
                about(work)
            );
            return Err(over(
                &limits,
                ("heaps", format!("{lo}..{hi}")),
                (estimate, work),
                CS_RATE,
                "ask for smaller heaps or fewer moves",
            ));
        }
        let table = cs::solve(rules, ties, horizon).map_err(api::solve_error)?;
        Ok(json(&cs::report(&table, lo, hi)))
    })?;
    loads(py, &out)
}

/// Bidding Cumulative Subtraction (seed 001): the table `pebbles bcs
/// --json` prints, solved until periodic within the rows the limits allow
/// (the CLI's: `time_limit` seconds, default 60, or `max_work` work units,
/// and 2 GiB of rows), the clock looked at every 64 rows. `budget` is the
/// total budget TB; `bids` the allowed bids; `left_weights`,
/// `right_weights` and `penalty` Definition 1's formulas (of `a` and `n`).
#[pyfunction]
#[pyo3(signature = (s=None, *, budget, left=None, right=None, heaps=None, bids=None, left_weights=None, right_weights=None, penalty=None, max_work=None, time_limit=None))]
#[allow(clippy::too_many_arguments)]
pub fn solve_bcs(
    py: Python<'_>,
    s: Option<inputs::Set>,
    budget: u32,
    left: Option<inputs::Set>,
    right: Option<inputs::Set>,
    heaps: Option<inputs::Heaps>,
    bids: Option<inputs::Set>,
    left_weights: Option<String>,
    right_weights: Option<String>,
    penalty: Option<String>,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'_, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    let input = api::BcsInput {
        s: s.map(Into::into),
        left: left.map(Into::into),
        right: right.map(Into::into),
        budget,
        heaps: heaps.map(Into::into).unwrap_or_default(),
        bids: bids.map(Into::into),
        left_weights,
        right_weights,
        penalty,
    };
    let out = run(py, &limits, move |stop| {
        let (rules, lo, hi) = api::bcs_parts(&input)?;
        let cap = limits.bcs_rows(&rules);
        let table = match limits::solve_bcs_within(rules, hi, cap, |_| stop.expired()) {
            Ok((table, _)) => table,
            Err(BcsStop::Solve(e)) => return Err(api::solve_error(e).into()),
            Err(BcsStop::Score(e)) => return Err(api::solve_error(e).into()),
            Err(BcsStop::Cut(cut)) => return Err(cut_error(&limits, stop, cut, cap, (lo, hi))),
        };
        Ok(json(&bidding::report(&table, lo, hi)))
    })?;
    loads(py, &out)
}

/// The heaps asked for were not reached: the clock (or Ctrl-C) stopped the
/// solve, or no period showed within the rows the limits allow.
fn cut_error(
    limits: &Limits,
    stop: &Stop,
    cut: BcsCut,
    cap: u32,
    (lo, hi): (u32, u32),
) -> PyApiError {
    if cut.expired {
        return stop.stopped("heaps", &format!("heap {} without a period", cut.rows));
    }
    let by = match limits.max_work {
        Some(_) => "max_work".to_string(),
        None => format!("the rows time_limit={} allows", limits.seconds),
    };
    PyApiError::bad(
        "heaps",
        format!("{lo}..{hi}"),
        format!(
            "no period within heaps 0..{cap}, the most the limits allow ({by}, {} MB of rows); ask for fewer heaps, or raise {}",
            BCS_MEMORY >> 20,
            raise(limits)
        ),
    )
}

/// A general n-player Cumulative Game: what `pebbles game --json` prints.
/// `preset` is `"normal"`, `"misere"`, `"scoring"`, `"squirrel"`,
/// `"auction"`, `"wealth"`, `"zero-sum"` or `"tragedy"`; `rules` a ruleset
/// in the file format of `pebbles game --rules` (a dict, or its JSON
/// text); `heaps` one size for every heap or one per heap; `first` the
/// 1-based starting player. The solve's work (one unit per move tried,
/// plus one per formula operation) and distinct positions are the CLI's
/// for `time_limit` seconds (default 60), or `max_work` units.
#[pyfunction]
#[pyo3(signature = (preset=None, *, rules=None, heaps=None, first=1, max_work=None, time_limit=None))]
pub fn solve_game<'py>(
    py: Python<'py>,
    preset: Option<String>,
    rules: Option<Bound<'py, PyAny>>,
    heaps: Option<inputs::GameHeaps>,
    first: u32,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    let rules = match rules {
        Some(r) => Some(inputs::rules_json(py, &r)?),
        None => None,
    };
    let input = api::GameInput {
        preset,
        rules,
        heaps: heaps.map_or(api::GameHeaps::One(7), Into::into),
        first,
    };
    let out = run(py, &limits, move |stop| {
        let budget_met = |error: SolveError| match error {
            SolveError::WorkBudget { .. } | SolveError::StateBudget { .. } => PyApiError::Budget {
                error,
                raise: raise(&limits),
            },
            e => api::solve_error(e).into(),
        };
        let mut s = api::game_stepper(&input)?.with_budget(limits.cg_budget());
        while !s.step(GAME_STEPS).map_err(budget_met)? {
            if stop.expired() {
                let (done, total) = s.progress();
                return Err(stop.stopped("game", &format!("{done} of {total}")));
            }
        }
        let sol = s.finish().map_err(budget_met)?;
        Ok(json(&cg::report(&sol)))
    })?;
    loads(py, &out)
}
