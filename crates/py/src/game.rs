//! `Game`: a short game's canonical form, a handle into one universe of
//! canonical forms shared by the whole process (equal values are equal
//! handles, so `==` and `hash` are exact and cheap). Sums, negatives and
//! comparisons are the universe's own, each run within a work limit and the
//! time limit (`pebbles_cgt.limits(…)`), with the interpreter released and
//! Ctrl-C honoured ([`crate::run`]).

use std::collections::BTreeMap;
use std::sync::{LazyLock, Mutex, MutexGuard};

use pyo3::basic::CompareOp;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyInt, PyString};

use pebbles_games::classical::rulesets::{parse_sum_of, Board, Place, Rulesets};
use pebbles_games::classical::{Dyadic, Game, Stopped, Thermograph, Universe};

use crate::classical::{self, Parsed, Temper};
use crate::draw::{self, Svg};
use crate::error::PyApiError;
use crate::inputs;
use crate::limits::{CGT_MAX_CANONICAL, CGT_REPORT_WORK};
use crate::run::{checked, run, Limits};
use pebbles_games::limits::{CGT_EXPR, DEFAULT_SECONDS};

/// The universe every `Game` lives in.
static UNIVERSE: LazyLock<Mutex<Universe>> = LazyLock::new(|| Mutex::new(Universe::new()));

/// The limits of `Game`'s operations (`pebbles_cgt.limits`).
static LIMITS: Mutex<Limits> = Mutex::new(Limits {
    seconds: DEFAULT_SECONDS,
    max_work: None,
});

fn universe() -> MutexGuard<'static, Universe> {
    UNIVERSE.lock().unwrap_or_else(|e| e.into_inner())
}

fn limits() -> Limits {
    *LIMITS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Where a game's boards come from, to draw them: a ruleset of the
/// registry, or a script (compiled again to draw).
#[derive(Clone, Debug)]
struct Boards {
    game: String,
    script: Option<String>,
    boards: Vec<String>,
}

/// A short game in canonical form: `Game("{3||2*|1*}")`,
/// `Game.ruleset("domineering", "..|..")`, `Game.script(source, "[3, 4]")`.
/// Add (`+`), subtract (`-`), negate, compare (`<=`, `>=`, `<`, `>`,
/// `==`, `confused_with`); read `canonical`, `outcome`, `left_options`,
/// `right_options`, `temperature`, `mean`, `thermograph()`; `cool(t)` and
/// `heat(t)` give games. Jupyter draws its thermograph (and its board) and
/// its form in LaTeX.
#[pyclass(frozen, name = "Game", module = "pebbles_cgt")]
pub struct PyGame {
    g: Game,
    boards: Option<Boards>,
}

/// A universe operation under the current limits: within the work limit,
/// stopped by the clock or Ctrl-C.
fn within<T: Send + 'static>(
    py: Python<'_>,
    what: &'static str,
    f: impl FnOnce(&mut Universe) -> T + Send + 'static,
) -> PyResult<T> {
    let limits = limits();
    run(py, &limits, move |stop| {
        let mut u = universe();
        u.set_clock(classical::clock(stop));
        u.within(limits.work_or_scale(CGT_EXPR.total), f)
            .map_err(|reason| match reason {
                Stopped::Clock => stop.stopped(what, ""),
                reason => PyApiError::Work {
                    what: what.into(),
                    reason,
                    advice: "raise it with pebbles_cgt.limits(max_work=…, time_limit=…)",
                },
            })
    })
}

/// A quick read of the universe (options, the form), released from the
/// interpreter while it waits for the universe.
fn read<T: Send>(py: Python<'_>, f: impl FnOnce(&Universe) -> T + Send) -> T {
    py.detach(|| f(&universe()))
}

/// A dyadic rational as `fractions.Fraction`.
fn fraction<'py>(py: Python<'py>, d: Dyadic) -> PyResult<Bound<'py, PyAny>> {
    py.import("fractions")?
        .getattr("Fraction")?
        .call1((d.to_string(),))
}

/// The game an expression (text or an integer) writes, in the universe.
fn parse(
    py: Python<'_>,
    text: String,
    scripts: BTreeMap<String, String>,
    limits: Limits,
) -> PyResult<Game> {
    run(py, &limits, move |stop| {
        let rulesets = classical::rulesets(&scripts, stop)?;
        let mut u = universe();
        u.set_clock(classical::clock(stop));
        match classical::parse(&mut u, &text, &limits, &rulesets, stop)? {
            Parsed::Game(g) => Ok(g),
            Parsed::Truth(_) => Err(PyApiError::bad(
                "expr",
                pebbles_games::notation::shown(&text),
                "a comparison, not a game (use canonical() for its truth)",
            )),
        }
    })
}

/// `other` as a game: a `Game`, or an integer or expression text; `None`
/// for anything else (Python then tries the other operand).
fn coerce(py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Option<Game>> {
    if let Ok(g) = other.cast::<PyGame>() {
        return Ok(Some(g.get().g));
    }
    if other.is_instance_of::<PyInt>() || other.is_instance_of::<PyString>() {
        let text = other.str()?.to_string();
        return parse(py, text, BTreeMap::new(), limits()).map(Some);
    }
    Ok(None)
}

impl PyGame {
    fn of(g: Game) -> PyGame {
        PyGame { g, boards: None }
    }

    /// The boards to draw, each with its title.
    fn drawn_boards(&self) -> Option<Vec<(String, Board)>> {
        let b = self.boards.as_ref()?;
        let mut rulesets = Rulesets::default();
        if let Some(source) = &b.script {
            rulesets
                .add_script(
                    &b.game,
                    source,
                    pebbles_games::classical::script::ScriptLimits::CLI,
                    None,
                )
                .ok()?;
        }
        let ruleset = rulesets.find(&b.game).ok()?;
        b.boards
            .iter()
            .map(|text| Some((text.clone(), ruleset.board(text).ok()?)))
            .collect()
    }

    fn thermograph_of(&self, py: Python<'_>) -> PyResult<Thermograph> {
        let g = self.g;
        within(py, "thermograph", move |u| u.thermograph(g))
    }

    fn form(&self, py: Python<'_>, cap: usize) -> String {
        let g = self.g;
        read(py, move |u| u.show_capped(g, cap).0)
    }

    fn binary(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        f: fn(&mut Universe, Game, Game) -> Game,
        swap: bool,
    ) -> PyResult<Py<PyAny>> {
        let Some(h) = coerce(py, other)? else {
            return Ok(py.NotImplemented());
        };
        let (a, b) = if swap { (h, self.g) } else { (self.g, h) };
        let g = within(py, "sum", move |u| f(u, a, b))?;
        Ok(Py::new(py, PyGame::of(g))?.into_any())
    }

    /// Cooled or heated, under the current limits.
    fn temper(&self, py: Python<'_>, t: Temper) -> PyResult<PyGame> {
        let limits = limits();
        let g = self.g;
        let out = run(py, &limits, move |stop| {
            let mut u = universe();
            u.set_clock(classical::clock(stop));
            classical::tempered(&mut u, g, &Some(t), &limits)
        })?;
        Ok(PyGame::of(out))
    }
}

#[pymethods]
impl PyGame {
    /// The canonical form of a game written in CGSuite's notation
    /// (`"{3||2*|1*}"`, `"^ + *2"`, `"domineering[..|..]"`) or of an
    /// integer; `scripts` names rulesets written as Rhai scripts for
    /// `NAME[POS]`.
    #[new]
    #[pyo3(signature = (expr, *, scripts=None, time_limit=None, max_work=None))]
    fn new(
        py: Python<'_>,
        expr: &Bound<'_, PyAny>,
        scripts: Option<BTreeMap<String, String>>,
        time_limit: Option<f64>,
        max_work: Option<u64>,
    ) -> PyResult<PyGame> {
        if let Ok(g) = expr.cast::<PyGame>() {
            let g = g.get();
            return Ok(PyGame {
                g: g.g,
                boards: g.boards.clone(),
            });
        }
        let text = expr.str()?.to_string();
        let limits = checked(time_limit.or(Some(limits().seconds)), max_work)?;
        let g = parse(py, text, scripts.unwrap_or_default(), limits)?;
        Ok(PyGame::of(g))
    }

    /// The value of a position of a ruleset of the registry
    /// (`"domineering"`, `"clobber"`, `"nim"`, …; boards of a sum joined by
    /// `+`), solved as `pebbles cgt --game ID --position POS` solves it.
    #[staticmethod]
    #[pyo3(signature = (id, position, *, time_limit=None))]
    fn ruleset(
        py: Python<'_>,
        id: String,
        position: String,
        time_limit: Option<f64>,
    ) -> PyResult<PyGame> {
        solve_boards(py, id, None, position, time_limit)
    }

    /// The value of a position of a ruleset written as a Rhai script
    /// (`fn options(position, player)`, or `left_options` and
    /// `right_options`, or `fn options(position)` for an impartial game),
    /// as `pebbles cgt --script FILE --position POS` reads it.
    #[staticmethod]
    #[pyo3(signature = (source, position, *, time_limit=None))]
    fn script(
        py: Python<'_>,
        source: String,
        position: String,
        time_limit: Option<f64>,
    ) -> PyResult<PyGame> {
        solve_boards(py, "script".into(), Some(source), position, time_limit)
    }

    fn __add__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(py, other, Universe::add, false)
    }

    fn __radd__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(py, other, Universe::add, true)
    }

    fn __sub__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(py, other, Universe::sub, false)
    }

    fn __rsub__(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        self.binary(py, other, Universe::sub, true)
    }

    fn __neg__(&self, py: Python<'_>) -> PyResult<PyGame> {
        let g = self.g;
        Ok(PyGame::of(within(py, "negative", move |u| u.neg(g))?))
    }

    fn __pos__(&self) -> PyGame {
        PyGame {
            g: self.g,
            boards: self.boards.clone(),
        }
    }

    /// `==` is equality of values; `<=`, `>=`, `<`, `>` the order of games
    /// (two games may be confused: neither `<=` nor `>=`).
    fn __richcmp__(
        &self,
        py: Python<'_>,
        other: &Bound<'_, PyAny>,
        op: CompareOp,
    ) -> PyResult<Py<PyAny>> {
        let Some(h) = coerce(py, other)? else {
            return Ok(py.NotImplemented());
        };
        let g = self.g;
        let answer = match op {
            CompareOp::Eq => g == h,
            CompareOp::Ne => g != h,
            op => {
                let (le, ge) = within(py, "comparison", move |u| (u.le(g, h), u.le(h, g)))?;
                match op {
                    CompareOp::Le => le,
                    CompareOp::Ge => ge,
                    CompareOp::Lt => le && !ge,
                    _ => ge && !le,
                }
            }
        };
        Ok(answer.into_pyobject(py)?.to_owned().into_any().unbind())
    }

    /// This game cooled by the number `t` (`G.cool(1)`, `G.cool("1/2")`,
    /// a `Fraction`), as `pebbles cgt --cool T` cools it.
    fn cool(&self, py: Python<'_>, t: inputs::Number) -> PyResult<PyGame> {
        self.temper(py, Temper::Cool(t.text()))
    }

    /// This game heated by the number `t` (Norton's `∫^t`), as `pebbles
    /// cgt --heat T` heats it.
    fn heat(&self, py: Python<'_>, t: inputs::Number) -> PyResult<PyGame> {
        self.temper(py, Temper::Heat(t.text()))
    }

    /// `G ‖ H`: neither `G <= H` nor `G >= H` (the first player wins `G - H`).
    fn confused_with(&self, py: Python<'_>, other: &Bound<'_, PyAny>) -> PyResult<bool> {
        let Some(h) = coerce(py, other)? else {
            return Err(PyApiError::bad("other", other.repr()?, "not a game").into());
        };
        let g = self.g;
        let (le, ge) = within(py, "comparison", move |u| (u.le(g, h), u.le(h, g)))?;
        Ok(!le && !ge)
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.g.hash(&mut h);
        h.finish()
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        format!("Game({:?})", self.form(py, 2_000))
    }

    fn __str__(&self, py: Python<'_>) -> String {
        self.form(py, CGT_MAX_CANONICAL as usize)
    }

    /// The canonical form in CGSuite's notation.
    #[getter]
    fn canonical(&self, py: Python<'_>) -> String {
        self.form(py, CGT_MAX_CANONICAL as usize)
    }

    /// The outcome class: `"L"`, `"R"`, `"N"` or `"P"`.
    #[getter]
    fn outcome(&self, py: Python<'_>) -> PyResult<String> {
        let g = self.g;
        let class = within(py, "outcome", move |u| u.outcome(g))?;
        Ok(class.to_string())
    }

    /// Left's options, in canonical form.
    #[getter]
    fn left_options(&self, py: Python<'_>) -> Vec<PyGame> {
        let g = self.g;
        read(py, move |u| u.left(g).to_vec())
            .into_iter()
            .map(PyGame::of)
            .collect()
    }

    /// Right's options, in canonical form.
    #[getter]
    fn right_options(&self, py: Python<'_>) -> Vec<PyGame> {
        let g = self.g;
        read(py, move |u| u.right(g).to_vec())
            .into_iter()
            .map(PyGame::of)
            .collect()
    }

    /// The temperature (a `Fraction`; `-1` for an integer).
    #[getter]
    fn temperature<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let t = self.thermograph_of(py)?.temperature;
        fraction(py, t)
    }

    /// The mean value (a `Fraction`).
    #[getter]
    fn mean<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let m = self.thermograph_of(py)?.mean;
        fraction(py, m)
    }

    /// The stops: `(left_stop, right_stop)` as `Fraction`s.
    #[getter]
    fn stops<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
        let g = self.g;
        let (l, r) = read(py, move |u| (u.left_stop(g), u.right_stop(g)));
        Ok((fraction(py, l)?, fraction(py, r)?))
    }

    /// The birthday.
    #[getter]
    fn birthday(&self, py: Python<'_>) -> u32 {
        let g = self.g;
        read(py, move |u| u.birthday(g))
    }

    /// The thermograph: `{"left": [(t, v), …], "right": [(t, v), …],
    /// "mean": m, "temperature": t}`, the walls' critical points as
    /// `Fraction`s (as `canonical()`'s `thermograph`).
    fn thermograph<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let th = self.thermograph_of(py)?;
        let wall =
            |points: &[[Dyadic; 2]]| -> PyResult<Vec<(Bound<'py, PyAny>, Bound<'py, PyAny>)>> {
                points
                    .iter()
                    .map(|[t, v]| Ok((fraction(py, *t)?, fraction(py, *v)?)))
                    .collect()
            };
        let d = PyDict::new(py);
        d.set_item("left", wall(&th.left)?)?;
        d.set_item("right", wall(&th.right)?)?;
        d.set_item("mean", fraction(py, th.mean)?)?;
        d.set_item("temperature", fraction(py, th.temperature)?)?;
        Ok(d)
    }

    /// The thermograph drawn (an `Svg`, shown inline by Jupyter).
    fn thermograph_svg(&self, py: Python<'_>) -> PyResult<Svg> {
        let th = self.thermograph_of(py)?;
        Ok(Svg::new(draw::thermograph(&self.form(py, 200), &th)))
    }

    /// The boards of a ruleset's (or a script's) position, drawn; `None`
    /// for a game that has no board (an expression, a sum computed here).
    fn board(&self) -> Option<Svg> {
        Some(Svg::new(draw::boards(&self.drawn_boards()?)))
    }

    /// The report of `canonical()` for this game (`canonical`, `outcome`,
    /// stops, `mean`, `temperature`, `birthday`, `thermograph`, `reduced`,
    /// `atomic_weight`, …; no `misere_outcome`, which needs the game's
    /// literal form).
    fn report<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let g = self.g;
        let budget = limits().scale(CGT_REPORT_WORK);
        let text = within(py, "report", move |u| {
            classical::json(&u.report_within(g, budget))
        })?;
        crate::loads(py, &text)
    }

    /// The board (for a ruleset's position) beside the thermograph.
    fn _repr_svg_(&self, py: Python<'_>) -> PyResult<String> {
        let th = self.thermograph_of(py)?;
        let chart = draw::thermograph(&self.form(py, 200), &th);
        Ok(match self.drawn_boards() {
            Some(b) => draw::side_by_side(&[draw::boards(&b), chart]),
            None => chart,
        })
    }

    fn _repr_latex_(&self, py: Python<'_>) -> String {
        draw::latex(&self.form(py, 2_000))
    }
}

/// `Game.ruleset` and `Game.script`: the sum of the boards of `position`.
fn solve_boards(
    py: Python<'_>,
    game: String,
    script: Option<String>,
    position: String,
    time_limit: Option<f64>,
) -> PyResult<PyGame> {
    let limits = checked(time_limit.or(Some(limits().seconds)), None)?;
    let (name, source, text) = (game.clone(), script.clone(), position.clone());
    let (g, boards) = run(py, &limits, move |stop| {
        let scripts: BTreeMap<String, String> =
            source.map(|s| (name.clone(), s)).into_iter().collect();
        let rulesets = classical::rulesets(&scripts, stop)?;
        let mut u = universe();
        u.set_clock(classical::clock(stop));
        let g = classical::boards(&mut u, &rulesets, &name, &text, stop)?.value;
        let ruleset = rulesets.find(&name).map_err(PyApiError::position("game"))?;
        let boards = parse_sum_of(ruleset, &text, Place::Cli).unwrap_or_default();
        Ok((g, boards))
    })?;
    Ok(PyGame {
        g,
        boards: Some(Boards {
            game,
            script,
            boards,
        }),
    })
}

/// Sets the limits of `Game`'s operations (sums, comparisons,
/// thermographs): seconds (default 60) and work units (default: what the
/// time limit allows, as `pebbles cgt` scales its budgets). Returns the
/// limits now in force as `(time_limit, max_work)`.
#[pyfunction]
#[pyo3(name = "limits", signature = (*, time_limit=None, max_work=None))]
pub fn set_limits(time_limit: Option<f64>, max_work: Option<u64>) -> PyResult<(f64, Option<u64>)> {
    let mut l = LIMITS.lock().unwrap_or_else(|e| e.into_inner());
    let new = checked(time_limit.or(Some(l.seconds)), max_work.or(l.max_work))?;
    *l = new;
    Ok((new.seconds, new.max_work))
}
