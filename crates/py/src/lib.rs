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
use std::time::Instant;

use pyo3::prelude::*;
use pyo3::types::PyDict;

use pebbles_games::classical::octal::{OctalError, MAX_OCTAL_HEAP};
use pebbles_games::classical::{OctalCode, OctalReport, OctalRun, OctalSummary};
use pebbles_games::clobber::{Board, ClobberError, ValueReport, DEFAULT_BUDGET};
use pebbles_games::limits::Slicer;
use pebbles_games::notation;

mod classical;
mod cumulative;
mod draw;
mod error;
mod game;
mod inputs;
mod limits;
mod plays;
mod run;

use classical::Temper;
use error::PyApiError;
use limits::OCTAL_SLICE;
use run::{checked, raise, run, Limits, Stop};

/// A JSON text as Python objects (`json.loads`): dicts, lists, strings,
/// numbers, exactly as the CLI's output reads.
pub(crate) fn loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (text,))
}

/// The report of a classical game written in CGSuite's notation
/// (`"{3||2*|1*}"`, `"^ + *2"`, `"domineering[..|..]"`), as a dict: what
/// `pebbles cgt --expr EXPR --json` prints (`canonical`, `outcome`,
/// `misere_outcome`, `left_stop`, `right_stop`, `mean`, `temperature`,
/// `birthday`, `thermograph`, `reduced`, `atomic_weight`, …; numbers as
/// strings like "3/4"). A comparison (`"^ <= *"`) gives
/// `{"expression": …, "result": True/False}`; a loopy expression (`on`,
/// `a{0|a}`…) the loopy report, as `loopy()` does. `scripts` maps names to
/// rulesets written as Rhai scripts, usable as `NAME[POS]` in `expr`.
/// `cool=T` or `heat=T` reports the game cooled or heated by the number T
/// (`--cool T`, `--heat T`). Raises ValueError naming the offending token
/// or the limit met, TimeoutError past `time_limit` seconds (default 60;
/// the budgets grow with it); `max_work` sets the whole expression's work
/// units.
#[pyfunction]
#[pyo3(signature = (expr, *, scripts=None, cool=None, heat=None, max_work=None, time_limit=None))]
fn canonical<'py>(
    py: Python<'py>,
    expr: String,
    scripts: Option<BTreeMap<String, String>>,
    cool: Option<inputs::Number>,
    heat: Option<inputs::Number>,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    let temper = Temper::of(cool.map(|t| t.text()), heat.map(|t| t.text()))?;
    let scripts = scripts.unwrap_or_default();
    let out = run(py, &limits, move |stop| {
        classical::expression(&expr, &scripts, &temper, &limits, stop)
    })?;
    loads(py, &out)
}

/// The report of a position of a ruleset of the registry (`"domineering"`,
/// `"clobber"`, `"nim"`, `"toads-and-frogs"`, …) or of a script named in
/// `scripts`, boards of a sum joined by `+`: what `pebbles cgt --game ID
/// --position POS --json` prints (with `grundy` for an impartial ruleset;
/// `cool` and `heat` as for `canonical`). The boards are solved until
/// `time_limit` seconds (default 60).
#[pyfunction]
#[pyo3(signature = (id, position, *, scripts=None, cool=None, heat=None, time_limit=None))]
fn ruleset<'py>(
    py: Python<'py>,
    id: String,
    position: String,
    scripts: Option<BTreeMap<String, String>>,
    cool: Option<inputs::Number>,
    heat: Option<inputs::Number>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = checked(time_limit, None)?;
    let temper = Temper::of(cool.map(|t| t.text()), heat.map(|t| t.text()))?;
    let scripts = scripts.unwrap_or_default();
    let out = run(py, &limits, move |stop| {
        classical::position((&id, &position), &scripts, &temper, &limits, stop)
    })?;
    loads(py, &out)
}

/// The octal run of `code` to its end, a proof, or a limit: an open run
/// (no heaps asked for) stopped by a limit is partial, a run of `heaps` is
/// refused instead (as `pebbles cgt --octal` does). `(stopped at a limit,
/// by the time limit)`.
fn drive_octal(
    run: &mut OctalRun,
    (code, open): (&str, bool),
    limits: &Limits,
    stop: &Stop,
) -> Result<(bool, bool), PyApiError> {
    let field = "octal";
    let mut slicer = Slicer::new(OCTAL_SLICE);
    loop {
        let slice = Instant::now();
        match run.step(slicer.units()) {
            Ok(true) => return Ok((false, false)),
            Ok(false) => {}
            Err(OctalError::WorkLimit { .. }) if open => return Ok((true, false)),
            Err(error) => return Err(PyApiError::Octal { field, error }.raising(raise(limits))),
        }
        if stop.expired() {
            if open && !stop.interrupted() {
                return Ok((true, true));
            }
            let at = format!("heap {} of {code}", run.progress().0);
            return Err(stop.stopped("octal", &at));
        }
        slicer.took(slice.elapsed().as_secs_f64());
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
    let limits = checked(time_limit, max_work)?;
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
        let (at_limit, by_time) =
            drive_octal(&mut run, (code.text(), range.is_none()), &limits, stop)?;
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
/// `simple`, `bars`, `positions`). The search visits at most `max_work`
/// positions (default: the CLI's, scaled by `time_limit`) and stops at
/// `time_limit` seconds (default 60), as `--max-work` and `--time-limit`.
#[pyfunction]
#[pyo3(signature = (board, *, players=3, first=1, max_work=None, time_limit=None))]
fn clobber3(
    py: Python<'_>,
    board: String,
    players: u8,
    first: u8,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'_, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    let out = run(py, &limits, move |stop| {
        let b = Board::parse(&board, players).map_err(|error| PyApiError::Notation {
            field: "board",
            error,
        })?;
        let positions = limits.work_or_scale(DEFAULT_BUDGET);
        let late = stop.clone();
        let report = ValueReport::until(
            &b,
            players,
            first,
            positions,
            Box::new(move || late.expired()),
        );
        let report = report.map_err(|e| match e {
            ClobberError::Interrupted { visited } => {
                stop.stopped("board", &format!("{visited} positions searched"))
            }
            // The positions the limits allow: which limit to raise.
            e => PyApiError::Clobber(e).raising(raise(&limits)),
        })?;
        Ok(classical::json(&report))
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
/// `octal`, `solve_cs`, `solve_bcs`, `solve_game`, `clobber3`; loopy
/// games `loopy`; misère play `misere`, `misere_ruleset`, `misere_census`,
/// `misere_quotient`; scoring play `scoring`, `scoring_cs`), and `Game`, a
/// short game to add, compare and draw in Jupyter.
#[pymodule]
fn pebbles_cgt(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(canonical, m)?)?;
    m.add_function(wrap_pyfunction!(ruleset, m)?)?;
    m.add_function(wrap_pyfunction!(octal, m)?)?;
    m.add_function(wrap_pyfunction!(clobber3, m)?)?;
    m.add_function(wrap_pyfunction!(cumulative::solve_cs, m)?)?;
    m.add_function(wrap_pyfunction!(cumulative::solve_bcs, m)?)?;
    m.add_function(wrap_pyfunction!(cumulative::solve_game, m)?)?;
    m.add_function(wrap_pyfunction!(plays::loopy, m)?)?;
    m.add_function(wrap_pyfunction!(plays::misere, m)?)?;
    m.add_function(wrap_pyfunction!(plays::misere_ruleset, m)?)?;
    m.add_function(wrap_pyfunction!(plays::misere_census, m)?)?;
    m.add_function(wrap_pyfunction!(plays::misere_quotient, m)?)?;
    m.add_function(wrap_pyfunction!(plays::scoring, m)?)?;
    m.add_function(wrap_pyfunction!(plays::scoring_cs, m)?)?;
    m.add_function(wrap_pyfunction!(rulesets, m)?)?;
    m.add_function(wrap_pyfunction!(game::set_limits, m)?)?;
    m.add_class::<game::PyGame>()?;
    m.add_class::<draw::Svg>()?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    // How the extension was built: `release` (`pip install ./python`) or
    // `debug` (`.ci/python`'s dev profile), for benchmarks to check.
    let profile = if cfg!(debug_assertions) {
        "debug"
    } else {
        "release"
    };
    m.add("__profile__", profile)?;
    Ok(())
}
