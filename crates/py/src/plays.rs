//! Batch 4's plays from Python: loopy games, misère play and scoring play,
//! each returning as a dict what the CLI prints with `--json` (`pebbles cgt
//! --expr LOOPY`, `pebbles cgt --misere …`, `pebbles misere --census` and
//! `--quotient`, `pebbles scoring --expr` and `--cs`), from the library's
//! typed reports; work limits are the library's (`pebbles_games::limits`),
//! a refusal names the argument and the token as the CLI names its flag.

use pyo3::prelude::*;

use pebbles_games::classical::loopy::{loopy_report, LoopyResult};
use pebbles_games::classical::misere::quotient::parse_sum;
use pebbles_games::classical::misere::{
    census, misere_compare, parse_heap_bound, MisereReport, QuotientRun, CENSUS_WORK_LIMIT,
    DEFAULT_QUOTIENT_HEAPS, QUOTIENT_POSITIONS, QUOTIENT_STATES,
};
use pebbles_games::classical::octal::OctalCode;
use pebbles_games::classical::rulesets::{parse_sum_of, Place, Rulesets};
use pebbles_games::cumulative_subtraction::{parse_moves, Rules};
use pebbles_games::scoring::{scoring_expr, ScoringCsReport, ScoringError, MAX_CS_HEAP};

use crate::classical::json;
use crate::error::PyApiError;
use crate::inputs;
use crate::limits::{MISERE_WORK, QUOTIENT_FUEL, SCORING_WORK};
use crate::loads;
use crate::run::{checked, raise, run, run_json};

/// The loopy engine's report or comparison of `text`, as JSON.
pub fn loopy_json(text: &str) -> Result<String, PyApiError> {
    let field = "expr";
    match loopy_report(text).map_err(|error| PyApiError::Loopy { field, error })? {
        LoopyResult::Value(r) => Ok(json(&r)),
        LoopyResult::Comparison(c) => Ok(json(&c)),
    }
}

/// A loopy game (issue 38) in CGSuite's notation: `on`, `off`, `dud`,
/// `over`, `under`, `upon`, `pass`, labels `a{0|a}`, `S & T`, `^[on]`,
/// sums; or a comparison (`"on >= over"`). What `pebbles cgt --expr EXPR
/// --json` prints for it: `canonical` (a canonical stopper, or `S & T`),
/// `onside`, `offside`, `stopper`, `outcome` (`D` for a draw),
/// `left_first`, `right_first`; a comparison gives `{"expression": …,
/// "result": …}`. `canonical()` answers the same for a loopy expression.
/// The engine's limits are fixed (game graphs of at most 4 096 vertices,
/// 2·10⁶ pairs of a survival analysis); a refusal names the limit.
#[pyfunction]
pub fn loopy(py: Python<'_>, expr: String) -> PyResult<Bound<'_, PyAny>> {
    let out = run(py, &checked(None, None)?, move |_| loopy_json(&expr))?;
    loads(py, &out)
}

/// Misère play (the player who cannot move wins) of an expression:
/// impartial games (`*2 + *3`, `*[2#1]`, CGSuite's `*[[2],1]`, braces
/// `{*, *2|*, *2}`) and partizan ones (`{1|0}`: the misère outcome only),
/// or a comparison `G == H`. What `pebbles cgt --misere --expr EXPR --json`
/// prints: `misere_outcome`, `misere_canonical`, `genus`,
/// `misere_nim_value`, `nim_value`, `birthday`. `max_work` work units
/// (default: the CLI's, scaled by `time_limit`).
#[pyfunction]
#[pyo3(signature = (expr, *, max_work=None, time_limit=None))]
pub fn misere<'py>(
    py: Python<'py>,
    expr: &str,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'py, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    // The worker thread owns its copy of the text.
    let expr = expr.to_owned();
    let out = run(py, &limits, move |_| {
        let work = limits.work_or_scale(MISERE_WORK);
        let field = "expr";
        let bad = |error| PyApiError::Misere { field, error }.raising(raise(&limits));
        if let Some(c) = misere_compare(&expr, work).map_err(bad)? {
            return Ok(json(&c));
        }
        Ok(json(&MisereReport::of_expr(&expr, work).map_err(bad)?))
    })?;
    loads(py, &out)
}

/// Misère play of a position of an impartial ruleset of the registry
/// (`"nim"`, `"kayles"`, …; boards of a sum joined by `+`), or the misère
/// outcome of one board of a partizan one: what `pebbles cgt --misere
/// --game ID --position POS --json` prints.
#[pyfunction]
#[pyo3(signature = (id, position, *, max_work=None, time_limit=None))]
pub fn misere_ruleset(
    py: Python<'_>,
    id: String,
    position: String,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'_, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    run_json(py, &limits, move |_| {
        let rules = Rulesets::builtin()
            .find(&id)
            .map_err(PyApiError::position("game"))?;
        let boards =
            parse_sum_of(rules, &position, Place::Cli).map_err(PyApiError::position("position"))?;
        let work = limits.work_or_scale(MISERE_WORK);
        MisereReport::of_position(rules, &boards.join(" + "), work)
            .map_err(PyApiError::misere("position"))
            .map_err(|e| e.raising(raise(&limits)))
    })
}

/// How many misère canonical impartial games are born by day `day` (0 to
/// 5; Conway's 1, 2, 3, 5, 22, 4 171 780): what `pebbles misere --census
/// DAY --json` prints. `max_work` sets the sets of options examined
/// (default the library's limit).
#[pyfunction]
#[pyo3(signature = (day, *, max_work=None))]
pub fn misere_census(
    py: Python<'_>,
    day: u32,
    max_work: Option<u64>,
) -> PyResult<Bound<'_, PyAny>> {
    let limits = checked(None, max_work)?;
    run_json(py, &limits, move |_| {
        let limit = limits.max_work.unwrap_or(CENSUS_WORK_LIMIT);
        census(day, limit)
            .map_err(PyApiError::misere("census"))
            .map_err(|e| e.raising("max_work"))
    })
}

/// The misère quotient of an octal or hexadecimal code (`"0.77"` Kayles,
/// `"0.07"`, `"0.137"`, `"0.75"`; Plambeck and Siegel): its presentation,
/// P-portion, heaps' elements and multiplication table, verified for every
/// sum of heaps `1..heaps` (default 12, at most 40; `12` or `"0..12"`).
/// With `sum` (`"3+5+7"`, or a list of heaps): who wins that sum. What
/// `pebbles misere --quotient CODE [--heaps N] [--sum S] --json` prints.
/// `max_work` sets the positions the brute force may evaluate (default
/// the library's); the run looks at `time_limit` (default 60 s) and
/// Ctrl-C between slices.
#[pyfunction]
#[pyo3(signature = (code, heaps=None, *, sum=None, max_work=None, time_limit=None))]
pub fn misere_quotient(
    py: Python<'_>,
    code: String,
    heaps: Option<inputs::Heaps>,
    sum: Option<inputs::Set>,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'_, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    let bound = heaps.map(|h| h.bound_text());
    let sum = sum.map(|s| s.text("+"));
    let out = run(py, &limits, move |stop| {
        let q = |field| move |error| PyApiError::Quotient { field, error }.raising("max_work");
        let code: OctalCode = code.parse().map_err(|error| PyApiError::Octal {
            field: "code",
            error,
        })?;
        let heaps = match &bound {
            Some(h) => parse_heap_bound(h).map_err(q("heaps"))?,
            None => DEFAULT_QUOTIENT_HEAPS,
        };
        // The sum's heaps are read before the quotient is computed, so a
        // typo is refused at once (and a heap beyond the bound too).
        if let Some(text) = &sum {
            parse_sum(text, heaps).map_err(q("sum"))?;
        }
        let positions = limits.max_work.map_or(QUOTIENT_POSITIONS, |w| {
            usize::try_from(w).unwrap_or(usize::MAX)
        });
        let mut run =
            QuotientRun::new(&code, heaps, positions, QUOTIENT_STATES).map_err(q("code"))?;
        let quotient = loop {
            if let Some(done) = run.step(QUOTIENT_FUEL).map_err(q("code"))? {
                break done;
            }
            if stop.expired() {
                let at = format!("{} positions evaluated", run.positions());
                return Err(stop.stopped("misere_quotient", &at));
            }
        };
        match &sum {
            Some(text) => Ok(json(&quotient.answer(text).map_err(q("sum"))?)),
            None => Ok(json(&quotient)),
        }
    })?;
    loads(py, &out)
}

/// A guaranteed scoring game (issue 40) or a comparison: `<L|R>` with
/// options split by commas, `^n` for an empty side, integers, `hat(n)`,
/// `-G`, `G + H`, `G - H`, `G >= H` (also `<=`, `==`, `!=`, `<`, `>`, `<>`
/// for confused). What `pebbles scoring --expr EXPR --json` prints: the
/// canonical form, optimal scores and birthday, or the comparison's truth.
/// `max_work` work units (default: the CLI's, scaled by `time_limit`).
#[pyfunction]
#[pyo3(signature = (expr, *, max_work=None, time_limit=None))]
pub fn scoring(
    py: Python<'_>,
    expr: String,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'_, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    run_json(py, &limits, move |_| {
        let work = limits.work_or_scale(SCORING_WORK);
        scoring_expr(&expr, work)
            .map_err(PyApiError::scoring("expr"))
            .map_err(|e| e.raising(raise(&limits)))
    })
}

/// A heap of Cumulative Subtraction's zero-sum variant as a scoring game,
/// beside the zero-sum table's values: what `pebbles scoring --cs S
/// [--cs-right R] --heap N --json` prints. `s` the symmetric subtraction
/// set (`[2, 3]`, `"1..4"`), or `left` and `right` the partizan ones.
/// Bidding CS (`budget=`) is refused with the reason: it is not a scoring
/// game.
#[pyfunction]
#[pyo3(signature = (s=None, heap=None, *, left=None, right=None, budget=None, max_work=None, time_limit=None))]
#[allow(clippy::too_many_arguments)]
pub fn scoring_cs(
    py: Python<'_>,
    s: Option<inputs::Set>,
    heap: Option<u32>,
    left: Option<inputs::Set>,
    right: Option<inputs::Set>,
    budget: Option<u32>,
    max_work: Option<u64>,
    time_limit: Option<f64>,
) -> PyResult<Bound<'_, PyAny>> {
    let limits = checked(time_limit, max_work)?;
    if budget.is_some() {
        return Err(PyApiError::Scoring {
            field: "budget",
            error: ScoringError::Bidding,
        }
        .into());
    }
    let set = |field: &'static str, s: inputs::Set| {
        parse_moves(&s.text(",")).map_err(|error| PyApiError::Notation { field, error })
    };
    let rules = match (s, left, right) {
        (Some(s), None, None) => Rules::symmetric(set("s", s)?),
        (None, Some(l), Some(r)) => Rules::partizan(set("left", l)?, set("right", r)?),
        _ => {
            return Err(PyApiError::bad(
                "s",
                "",
                "give the subtraction set as `s`, or as `left` and `right`",
            )
            .into())
        }
    };
    let Some(heap) = heap.filter(|&h| h <= MAX_CS_HEAP) else {
        let token = heap.map_or(String::new(), |h| h.to_string());
        return Err(PyApiError::bad(
            "heap",
            token,
            format!("expected a heap from 0 to {MAX_CS_HEAP}"),
        )
        .into());
    };
    let out = run(py, &limits, move |_| {
        let work = limits.work_or_scale(SCORING_WORK);
        let r = ScoringCsReport::new(&rules, heap, work)
            .map_err(PyApiError::scoring("cs"))
            .map_err(|e| e.raising(raise(&limits)))?;
        Ok(json(&r))
    })?;
    loads(py, &out)
}
