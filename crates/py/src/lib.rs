//! `pebbles_cgt`, Pebbles in Python: a thin layer over the library's typed
//! reports, as the JavaScript API (`pebbles-js`) is. Each function returns
//! as a dict exactly what `pebbles … --json` prints, serialised from the
//! same report; the [`game::PyGame`] class computes with canonical forms in
//! one universe. No solver code lives here: inputs are read with the
//! games' notation (or the JavaScript API's inputs), and every number comes
//! from the library. Computations run on their own thread with the
//! interpreter released and stop at the time limit or at Ctrl-C
//! ([`run`]).

use std::collections::BTreeMap;

use pyo3::prelude::*;
use pyo3::types::PyDict;

use pebbles_games::classical::octal::{OctalError, MAX_OCTAL_HEAP};
use pebbles_games::classical::{OctalCode, OctalReport, OctalRun, OctalSummary};
use pebbles_games::clobber::{Board, ValueReport};
use pebbles_games::{bidding, cumulative_games, cumulative_subtraction, notation};
use pebbles_js as api;

mod classical;
mod draw;
mod error;
mod game;
mod inputs;
mod limits;
mod run;

use error::PyApiError;
use limits::OCTAL_SLICE;
use run::{run, Limits, Stop};

/// A JSON text as Python objects (`json.loads`): dicts, lists, strings,
/// numbers, exactly as the CLI's output reads.
fn loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// The report of a classical game written in CGSuite's notation
/// (`"{3||2*|1*}"`, `"^ + *2"`, `"domineering[..|..]"`), as a dict: what
/// `pebbles cgt --expr EXPR --json` prints (`canonical`, `outcome`,
/// `misere_outcome`, `left_stop`, `right_stop`, `mean`, `temperature`,
/// `birthday`, `thermograph`, `reduced`, `atomic_weight`, …; numbers as
/// strings like "3/4"). A comparison (`"^ <= *"`) gives
/// `{"expression": …, "result": True/False}`. `scripts` maps names to
/// rulesets written as Rhai scripts, usable as `NAME[POS]` in `expr`.
/// Raises ValueError naming the offending token, TimeoutError past
/// `time_limit` seconds (default 60; the budgets grow with it).
#[pyfunction]
#[pyo3(signature = (expr, *, scripts=None, time_limit=None))]
fn canonical<'py>(
    py: Python<'py>,
    expr: String,
    scripts: Option<BTreeMap<String, String>>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(time_limit, None)?;
    let scripts = scripts.unwrap_or_default();
    let out = run(py, &limits, move |stop| {
        classical::expression(&expr, &scripts, &limits, stop)
    })?;
    loads(py, &out)
}

/// The report of a position of a ruleset of the registry (`"domineering"`,
/// `"clobber"`, `"nim"`, `"toads-and-frogs"`, …) or of a script named in
/// `scripts`, boards of a sum joined by `+`: what `pebbles cgt --game ID
/// --position POS --json` prints (with `grundy` for an impartial ruleset).
#[pyfunction]
#[pyo3(signature = (id, position, *, scripts=None, time_limit=None))]
fn ruleset<'py>(
    py: Python<'py>,
    id: String,
    position: String,
    scripts: Option<BTreeMap<String, String>>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(time_limit, None)?;
    let scripts = scripts.unwrap_or_default();
    let out = run(py, &limits, move |stop| {
        classical::position(&id, &position, &scripts, &limits, stop)
    })?;
    loads(py, &out)
}

/// The octal run of `code` to its end, a proof, or a limit: an open run
/// (no heaps asked for) stopped by a limit is partial, a run of `heaps` is
/// refused instead (as `pebbles cgt --octal` does). `(stopped at a limit,
/// by the time limit)`.
fn drive_octal(
    run: &mut OctalRun,
    code: &str,
    open: bool,
    stop: &Stop,
) -> Result<(bool, bool), PyApiError> {
    let field = "octal";
    loop {
        match run.step(OCTAL_SLICE) {
            Ok(true) => return Ok((false, false)),
            Ok(false) => {}
            Err(OctalError::WorkLimit { .. }) if open => return Ok((true, false)),
            Err(error) => return Err(PyApiError::Octal { field, error }),
        }
        if stop.expired() {
            if open && !stop.interrupted() {
                return Ok((true, true));
            }
            let at = format!("heap {} of {code}", run.progress().0);
            return Err(stop.stopped("octal", &at));
        }
    }
}

/// An octal game's Grundy values (`"0.77"` Kayles, `"0.07"` Dawson's
/// Kayles, `"4.07"`), as `pebbles cgt --octal CODE [--heaps A..B]
/// [--summary] --json` prints them. `heaps` is `(lo, hi)`, `"lo..hi"` or
/// one number; without it the run goes on until the period is proven or
/// the limit is met (then `stopped_at_limit` is true). `max_work` counts
/// options looked at.
#[pyfunction]
#[pyo3(signature = (code, heaps=None, *, summary=false, max_work=None, time_limit=None))]
fn octal<'py>(
    py: Python<'py>,
    code: String,
    heaps: Option<inputs::Heaps>,
    summary: bool,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = Limits::new(time_limit, max_work)?;
    let range = heaps.map(|h| h.text());
    let out = run(py, &limits, move |stop| {
        let field = "octal";
        let code: OctalCode = code
            .parse()
            .map_err(|error| PyApiError::Octal { field, error })?;
        let range = match range {
            Some(h) => Some(
                notation::parse_range(&h, 0, MAX_OCTAL_HEAP).map_err(|error| {
                    PyApiError::Notation {
                        field: "heaps",
                        error,
                    }
                })?,
            ),
            None => None,
        };
        let limit = limits.max_work.unwrap_or(u64::MAX);
        let mut run = match range {
            Some((_, hi)) => OctalRun::new(&code, hi, limit)
                .map_err(|error| PyApiError::Octal { field, error })?,
            None => OctalRun::until_proven(&code, limit),
        };
        let (at_limit, by_time) = drive_octal(&mut run, code.text(), range.is_none(), stop)?;
        if summary {
            let stats = run.stats();
            let v = run.finish();
            return Ok(classical::json(&OctalSummary {
                code: code.text().into(),
                computed_to: v.computed_to,
                period: v.period,
                stopped_at_limit: at_limit,
                stopped_by_time: by_time,
                stats,
            }));
        }
        let v = run.finish();
        let (lo, hi) = range.unwrap_or((0, v.computed_to));
        let mut r = OctalReport::of(&code, lo, hi, v);
        r.stopped_at_limit = at_limit;
        r.stopped_by_time = by_time;
        Ok(classical::json(&r))
    })?;
    loads(py, &out)
}

/// N-player Clobber (seed 003): the values of a board (`"1,2,3,2,1,3"`, a
/// grid `"1,2,3|3,0,1"`; 0 is empty), as `pebbles clobber --board CELLS
/// --json` prints them (`unsimplified`, `syntactic`, `selfish`, `prudent`,
/// `simple`, `bars`, `positions`).
#[pyfunction]
#[pyo3(signature = (board, *, players=3, first=1))]
fn clobber3(py: Python<'_>, board: String, players: u8, first: u8) -> PyResult<Bound<'_, PyAny>> {
    let limits = Limits::new(None, None)?;
    let out = run(py, &limits, move |_| {
        let b = Board::parse(&board, players).map_err(|error| PyApiError::Notation {
            field: "board",
            error,
        })?;
        Ok(classical::json(&ValueReport::of(&b, players, first)?))
    })?;
    loads(py, &out)
}

/// Cumulative Subtraction: the table `pebbles cs --json` prints. `s` is
/// the symmetric subtraction set (`[2, 3]`, `"2,3"`, `"1..4"`), or `left`
/// and `right` the partizan ones; `heaps` `(lo, hi)`, `"lo..hi"` or one
/// number; `tie` `"antagonistic"`, `"friendly"`, `"fa"`…; `map` the
/// heap-dynamic overrides `"2:2;3:1"`. The JavaScript API's fields and work
/// limits.
#[pyfunction]
#[pyo3(signature = (s=None, *, left=None, right=None, heaps=None, tie=None, map=None))]
fn solve_cs(
    py: Python<'_>,
    s: Option<inputs::Set>,
    left: Option<inputs::Set>,
    right: Option<inputs::Set>,
    heaps: Option<inputs::Heaps>,
    tie: Option<String>,
    map: Option<String>,
) -> PyResult<Bound<'_, PyAny>> {
    let input = api::CsInput {
        s: s.map(Into::into),
        left: left.map(Into::into),
        right: right.map(Into::into),
        heaps: heaps.map(Into::into).unwrap_or_default(),
        tie,
        map,
    };
    let out = run(py, &Limits::new(None, None)?, move |_| {
        let (t, lo, hi) = api::solve_cs(&input)?;
        Ok(classical::json(&cumulative_subtraction::report(&t, lo, hi)))
    })?;
    loads(py, &out)
}

/// Bidding Cumulative Subtraction (seed 001): the table `pebbles bcs
/// --json` prints, solved until periodic. `budget` is the total budget
/// TB; `bids` the allowed bids; `left_weights`, `right_weights` and
/// `penalty` Definition 1's formulas (of `a` and `n`).
#[pyfunction]
#[pyo3(signature = (s=None, *, budget, left=None, right=None, heaps=None, bids=None, left_weights=None, right_weights=None, penalty=None))]
#[allow(clippy::too_many_arguments)]
fn solve_bcs(
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
) -> PyResult<Bound<'_, PyAny>> {
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
    let out = run(py, &Limits::new(None, None)?, move |_| {
        let (t, lo, hi) = api::solve_bcs(&input)?;
        Ok(classical::json(&bidding::report(&t, lo, hi)))
    })?;
    loads(py, &out)
}

/// A general n-player Cumulative Game: what `pebbles game --json` prints.
/// `preset` is `"normal"`, `"misere"`, `"scoring"`, `"squirrel"`,
/// `"auction"`, `"wealth"`, `"zero-sum"` or `"tragedy"`; `rules` a ruleset
/// in the file format of `pebbles game --rules` (a dict, or its JSON
/// text); `heaps` one size for every heap or one per heap; `first` the
/// 1-based starting player.
#[pyfunction]
#[pyo3(signature = (preset=None, *, rules=None, heaps=None, first=1))]
fn solve_game<'py>(
    py: Python<'py>,
    preset: Option<String>,
    rules: Option<Bound<'py, PyAny>>,
    heaps: Option<inputs::GameHeaps>,
    first: u32,
) -> PyResult<Bound<'py, PyAny>> {
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
    let out = run(py, &Limits::new(None, None)?, move |_| {
        let sol = api::solve_game(&input)?;
        Ok(classical::json(&cumulative_games::report(&sol)))
    })?;
    loads(py, &out)
}

/// The rulesets of the registry: id → name, notation, impartial.
#[pyfunction]
fn rulesets(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    let out = PyDict::new(py);
    for r in pebbles_games::classical::RulesetId::all() {
        let info = r.info();
        let d = PyDict::new(py);
        d.set_item("name", info.name)?;
        d.set_item("notation", info.notation)?;
        d.set_item("impartial", info.impartial)?;
        out.set_item(r.code(), d)?;
    }
    Ok(out)
}

/// Pebbles in Python: the CLI's reports as dicts (`canonical`, `ruleset`,
/// `octal`, `solve_cs`, `solve_bcs`, `solve_game`, `clobber3`), and
/// `Game`, a short game to add, compare and draw in Jupyter.
#[pymodule]
fn pebbles_cgt(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(canonical, m)?)?;
    m.add_function(wrap_pyfunction!(ruleset, m)?)?;
    m.add_function(wrap_pyfunction!(octal, m)?)?;
    m.add_function(wrap_pyfunction!(clobber3, m)?)?;
    m.add_function(wrap_pyfunction!(solve_cs, m)?)?;
    m.add_function(wrap_pyfunction!(solve_bcs, m)?)?;
    m.add_function(wrap_pyfunction!(solve_game, m)?)?;
    m.add_function(wrap_pyfunction!(rulesets, m)?)?;
    m.add_function(wrap_pyfunction!(game::set_limits, m)?)?;
    m.add_class::<game::PyGame>()?;
    m.add_class::<draw::Svg>()?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
