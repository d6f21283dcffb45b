//! Limits set by time (issue 27). Every long-running command takes
//! `--time-limit SECONDS` (default [`DEFAULT_SECONDS`]) and `--max-work
//! UNITS`. A command's work limit is what the time limit allows at its
//! family's measured speed ([`Rate`], the library's
//! `pebbles::games::limits`), unless `--max-work`
//! sets it; estimates over it are refused before any work, and a run that
//! steps (the solvers' own slices) also stops at the time limit itself and
//! says so, naming the limit and how to go further.

use pebbles::notation::about;
use std::time::{Duration, Instant};

use clap::Args;
use pebbles::notation;

use crate::cli::Bad;

pub use pebbles::games::limits::{Rate, RunLimits, Slicer, DEFAULT_SECONDS, MAX_SECONDS};

/// `--time-limit` and `--max-work`, shared by the long-running commands.
#[derive(Args, Clone, Debug, Default)]
pub struct LimitArgs {
    /// Stop after about this many seconds (default 60, at most 604800, a
    /// week); decimals allowed. Also sets the default work limit.
    #[arg(long, value_name = "SECONDS", allow_hyphen_values = true)]
    pub time_limit: Option<String>,
    /// The work limit in units, plainly or like `2e11` (default: what
    /// --time-limit allows at this machine's speed).
    #[arg(long, value_name = "UNITS", allow_hyphen_values = true)]
    pub max_work: Option<String>,
}

/// The limits of one run: a deadline and, when given, a work limit.
#[derive(Clone, Debug)]
pub struct Budget {
    /// `--time-limit` and `--max-work`: the work limits follow from them.
    limits: RunLimits,
    start: Instant,
}

/// `--time-limit`: seconds, more than 0 and at most [`MAX_SECONDS`].
pub fn seconds(text: &str) -> Result<f64, Bad> {
    let t = text.trim();
    let s: Option<f64> = t.parse().ok();
    match s {
        Some(s) if s.is_finite() && s > 0.0 && s <= MAX_SECONDS => Ok(s),
        _ => Err(Bad(format!(
            "--time-limit `{}`: expected a number of seconds over 0 and at most {} (a week), like 600",
            notation::shown(t),
            MAX_SECONDS as u64
        ))),
    }
}

/// `--max-work`: a whole number over 0, plainly (`20000000000`) or as `2e10`.
pub fn max_work(text: &str) -> Result<u64, Bad> {
    let t = text.trim();
    let bad = || {
        Bad(format!(
            "--max-work `{}`: expected a whole number of work units, like 2e11",
            notation::shown(t)
        ))
    };
    let (m, e) = t.split_once(['e', 'E']).unwrap_or((t, "0"));
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !digits(m) || !digits(e) {
        return Err(bad());
    }
    let m: u64 = m.parse().map_err(|_| bad())?;
    let e: u32 = e.parse().map_err(|_| bad())?;
    let n = 10u64.checked_pow(e).and_then(|p| m.checked_mul(p));
    n.filter(|&n| n > 0).ok_or_else(bad)
}

/// Seconds as people write them: `60`, `0.5`.
fn shown_seconds(s: f64) -> String {
    if s.fract() == 0.0 {
        format!("{}", s as u64)
    } else {
        format!("{s}")
    }
}

impl LimitArgs {
    /// The budget of a run starting now.
    pub fn budget(&self) -> Result<Budget, Bad> {
        let secs = self
            .time_limit
            .as_deref()
            .map_or(Ok(DEFAULT_SECONDS), seconds)?;
        let max_work = self.max_work.as_deref().map(max_work).transpose()?;
        Ok(Budget {
            limits: RunLimits {
                seconds: secs,
                max_work,
            },
            start: Instant::now(),
        })
    }
}

impl Budget {
    /// The limits the library's budgets follow from.
    pub fn limits(&self) -> &RunLimits {
        &self.limits
    }

    /// The work limit: `--max-work`, or what the time limit allows at `rate`.
    pub fn work(&self, rate: Rate) -> u64 {
        self.limits.work(rate)
    }

    /// `base`, a budget set for [`DEFAULT_SECONDS`], scaled to the time limit.
    pub fn scale(&self, base: u64) -> u64 {
        self.limits.scale(base)
    }

    /// `--max-work`, or `base` (set for [`DEFAULT_SECONDS`]) scaled to
    /// the time limit.
    pub fn work_or_scale(&self, base: u64) -> u64 {
        self.limits.work_or_scale(base)
    }

    /// Whether `--max-work` was given.
    pub fn work_given(&self) -> bool {
        self.limits.work_given()
    }

    /// Whether the time limit has passed.
    pub fn expired(&self) -> bool {
        self.start.elapsed() >= Duration::from_secs_f64(self.limits.seconds)
    }

    /// Seconds since the run started.
    pub fn elapsed(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }

    /// `--time-limit 60`.
    pub fn limit_text(&self) -> String {
        format!("--time-limit {}", shown_seconds(self.limits.seconds))
    }

    /// How to go further: ten times the time limit (at most a week).
    pub fn further(&self) -> String {
        format!(
            "--time-limit {}",
            shown_seconds(self.limits.further_seconds())
        )
    }

    /// What bounds the work: `the work --time-limit 60 allows`, or
    /// `--max-work`.
    pub fn work_source(&self) -> String {
        match self.limits.max_work {
            Some(_) => "--max-work".into(),
            None => format!("the work {} allows", self.limit_text()),
        }
    }

    /// The time limit an estimate of `estimate` units at `rate` needs,
    /// with a quarter to spare, in whole minutes (at most a week).
    pub fn needed(estimate: u64, rate: Rate) -> String {
        let secs = estimate as f64 / rate.0.max(1) as f64 * 1.25;
        let minutes = (secs / 60.0).ceil().max(1.0) * 60.0;
        format!("--time-limit {}", shown_seconds(minutes.min(MAX_SECONDS)))
    }

    /// A refusal before any work: `about 9.0e10 work units, over the limit
    /// of 2.0e10 (the work --time-limit 60 allows); {advice}, or raise
    /// --time-limit (e.g. --time-limit 360)`, the example being what the
    /// estimate needs at `rate`.
    pub fn over(&self, estimate_text: &str, estimate: u64, rate: Rate, advice: &str) -> String {
        let raise = match self.limits.max_work {
            Some(_) => "--max-work".to_string(),
            None => format!("--time-limit (e.g. {})", Budget::needed(estimate, rate)),
        };
        format!(
            "about {estimate_text}, over the limit of {} ({}); {advice}, or raise {raise}",
            about(self.work(rate)),
            self.work_source()
        )
    }

    /// A run stopped by the time limit: `stopped by the time limit
    /// (--time-limit 60) after 60.0 s at {at}; go further with --time-limit 600`.
    pub fn stopped(&self, at: &str) -> String {
        format!(
            "stopped by the time limit ({}) after {:.1} s at {at}; go further with {}",
            self.limit_text(),
            self.elapsed(),
            self.further()
        )
    }
}
