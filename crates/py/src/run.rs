//! Every computation runs on a thread of its own, with the interpreter
//! released (other Python threads go on), on a large stack (scripts nest
//! deeply, as the CLI's `--script` thread does), and under a [`Stop`]: the
//! time limit, or Ctrl-C. The calling thread waits in short slices and asks
//! Python for signals between them; on Ctrl-C it raises the stop flag,
//! which the solvers look at between their steps (the universe's clock, an
//! octal run's slices, a board's solve, a script's calls), and raises
//! `KeyboardInterrupt`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use pyo3::prelude::*;

use crate::classical::json;
use crate::error::{OverLimit, PyApiError};
use crate::loads;
use pebbles_games::limits::{Rate, RunLimits, DEFAULT_SECONDS, MAX_SECONDS};
use pebbles_games::notation::about;

/// `time_limit=` and `max_work=` of one call: the library's limits
/// (`pebbles_games::limits`, the CLI's), whose work limits follow from
/// them.
pub type Limits = RunLimits;

/// Seconds over 0 and at most a week (default a minute), and a work limit
/// over 0; a bad value names the argument and the token, as the CLI names
/// `--time-limit` and `--max-work`.
pub fn checked(time_limit: Option<f64>, max_work: Option<u64>) -> Result<Limits, PyApiError> {
    let seconds = time_limit.unwrap_or(DEFAULT_SECONDS);
    if !(seconds.is_finite() && seconds > 0.0 && seconds <= MAX_SECONDS) {
        return Err(PyApiError::bad(
            "time_limit",
            seconds,
            format!(
                "expected a number of seconds over 0 and at most {} (a week), like 600",
                MAX_SECONDS as u64
            ),
        ));
    }
    if max_work == Some(0) {
        return Err(PyApiError::bad(
            "max_work",
            0,
            "expected a whole number of work units over 0, like 2e11",
        ));
    }
    Ok(Limits { seconds, max_work })
}

/// Seconds as people write them: `60`, `0.5`.
fn shown_seconds(s: f64) -> String {
    if s.fract() == 0.0 {
        format!("{}", s as u64)
    } else {
        format!("{s}")
    }
}

/// An estimate of `estimate` units at `rate` over the work limit of
/// `limits`, refused before any work, naming the limit to raise (as the
/// CLI's refusals name `--max-work` or `--time-limit`).
pub fn over(
    limits: &Limits,
    (field, token): (&'static str, String),
    (estimate_text, estimate): (String, u64),
    rate: Rate,
    advice: &'static str,
) -> PyApiError {
    let (by, raise) = match limits.max_work {
        Some(_) => ("max_work".to_string(), "max_work".to_string()),
        None => {
            let secs = estimate as f64 / rate.0.max(1) as f64 * 1.25;
            let minutes = ((secs / 60.0).ceil().max(1.0) * 60.0).min(MAX_SECONDS);
            (
                format!(
                    "the work time_limit={} allows",
                    shown_seconds(limits.seconds)
                ),
                format!("time_limit (e.g. time_limit={})", shown_seconds(minutes)),
            )
        }
    };
    PyApiError::Over(Box::new(OverLimit {
        field,
        token,
        estimate: estimate_text,
        limit: about(limits.work(rate)),
        by,
        advice,
        raise,
    }))
}

/// Which limit to raise when a budget set by the limits was met:
/// `max_work` when given, else ten times the time limit.
pub fn raise(limits: &Limits) -> String {
    match limits.max_work {
        Some(_) => "max_work".into(),
        None => {
            let more = (limits.seconds * 10.0).clamp(600.0, MAX_SECONDS).round();
            format!("time_limit (e.g. time_limit={})", shown_seconds(more))
        }
    }
}

/// The time limit of a running computation, and Ctrl-C.
pub struct Stop {
    start: Instant,
    seconds: f64,
    interrupted: AtomicBool,
    done: Mutex<bool>,
    ended: Condvar,
}

impl Stop {
    fn new(seconds: f64) -> Stop {
        Stop {
            start: Instant::now(),
            seconds,
            interrupted: AtomicBool::new(false),
            done: Mutex::new(false),
            ended: Condvar::new(),
        }
    }

    /// Whether the computation should stop: Ctrl-C, or the time is up.
    pub fn expired(&self) -> bool {
        self.interrupted.load(Ordering::Relaxed)
            || self.start.elapsed() >= Duration::from_secs_f64(self.seconds)
    }

    pub fn interrupted(&self) -> bool {
        self.interrupted.load(Ordering::Relaxed)
    }

    /// The error of a computation stopped by this: Ctrl-C, or the time
    /// limit (`at`: where it was).
    pub fn stopped(&self, what: impl Into<String>, at: &str) -> PyApiError {
        if self.interrupted() {
            return PyApiError::Interrupted;
        }
        PyApiError::Time {
            what: what.into(),
            seconds: self.seconds,
            elapsed: self.start.elapsed().as_secs_f64(),
            at: if at.is_empty() {
                String::new()
            } else {
                format!(" at {at}")
            },
        }
    }

    fn finish(&self) {
        *self.done.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.ended.notify_all();
    }

    /// Waits at most `d` for the computation to end; whether it has.
    fn wait(&self, d: Duration) -> bool {
        let done = self.done.lock().unwrap_or_else(|e| e.into_inner());
        let (done, _) = self
            .ended
            .wait_timeout_while(done, d, |done| !*done)
            .unwrap_or_else(|e| e.into_inner());
        *done
    }
}

/// Marks a computation ended when dropped.
struct Finish(Arc<Stop>);

impl Drop for Finish {
    fn drop(&mut self) {
        self.0.finish();
    }
}

/// The stack of a computation's thread: reserved, not committed.
const STACK_BYTES: usize = 512 << 20;

/// How often the waiting thread asks Python for signals.
const POLL: Duration = Duration::from_millis(50);

/// How long an interrupted computation is waited for before the call
/// returns anyway (it then ends on its own at its next look at the flag).
const GRACE: Duration = Duration::from_secs(2);

/// `f`'s report as the CLI's JSON read back as Python objects: [`run`],
/// then `json.loads`.
pub fn run_json<'py, T: serde::Serialize + Send + 'static>(
    py: Python<'py>,
    limits: &Limits,
    f: impl FnOnce(&Arc<Stop>) -> Result<T, PyApiError> + Send + 'static,
) -> PyResult<Bound<'py, PyAny>> {
    let out = run(py, limits, move |stop| f(stop).map(|r| json(&r)))?;
    loads(py, &out)
}

/// Runs `f` on its own thread with the interpreter released, within
/// `limits.seconds`; Ctrl-C stops it and raises `KeyboardInterrupt`.
pub fn run<T: Send + 'static>(
    py: Python<'_>,
    limits: &Limits,
    f: impl FnOnce(&Arc<Stop>) -> Result<T, PyApiError> + Send + 'static,
) -> PyResult<T> {
    let stop = Arc::new(Stop::new(limits.seconds));
    let out: Arc<Mutex<Option<Result<T, PyApiError>>>> = Arc::new(Mutex::new(None));
    let (s, o) = (stop.clone(), out.clone());
    let worker = std::thread::Builder::new()
        .name("pebbles".into())
        .stack_size(STACK_BYTES)
        .spawn(move || {
            // Marks the end even if `f` panics (the result is then missing).
            let _end = Finish(s.clone());
            let r = f(&s);
            *o.lock().unwrap_or_else(|e| e.into_inner()) = Some(r);
        })
        .map_err(|e| PyApiError::Thread(format!("cannot start: {e}")))?;
    loop {
        let s = stop.clone();
        if py.detach(move || s.wait(POLL)) {
            break;
        }
        if let Err(signal) = py.check_signals() {
            stop.interrupted.store(true, Ordering::Relaxed);
            let s = stop.clone();
            py.detach(move || s.wait(GRACE));
            return Err(signal);
        }
    }
    let _ = py.detach(move || worker.join());
    let result = out.lock().unwrap_or_else(|e| e.into_inner()).take();
    match result {
        Some(r) => r.map_err(PyErr::from),
        None => Err(PyApiError::Thread("failed".into()).into()),
    }
}
