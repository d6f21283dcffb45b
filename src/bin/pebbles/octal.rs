//! `pebbles cgt --octal CODE`: an octal game's Grundy values, or with
//! `--summary` its period and sparse-space figures. Without `--heaps` the
//! run goes on until the periodicity theorem proves a period or the work
//! limit (`--time-limit`, `--max-work`) is met, and lists the heaps
//! computed, marked partial. Long runs show the heap reached and the
//! candidate period on stderr (`progress.rs`).

use pebbles::games::classical::octal::{OctalError, MAX_OCTAL_HEAP};
use pebbles::games::classical::{OctalCode, OctalReport, OctalRun, OctalSummary};
use pebbles::notation;

use std::time::Instant;

use crate::budget::{Budget, Slicer};
use crate::cgt::{render, CgtArgs};
use crate::cli::{opt, Bad};
use crate::limits::OCTAL_RATE;
use crate::progress::Progress;

/// Work units of the first slice; later slices adapt to take about a
/// tenth of a second ([`Slicer`]), so a run stops within about that much
/// of its time limit.
const FIRST_SLICE: u64 = 1_000_000;

/// How an open run (no `--heaps`) ended before a proof.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    Done,
    Work,
    Time,
}

/// `candidate period 3 from heap 993`, or nothing.
fn candidate(run: &OctalRun) -> String {
    run.candidate().map_or(String::new(), |c| {
        let p = c.period;
        format!(", candidate period {} from heap {}", p.period, p.preperiod)
    })
}

/// Steps the run to its end, a proof, or a limit: an open run stopped by a
/// limit is partial (`Stop::Work`, `Stop::Time`); a run of `--heaps` is
/// refused instead.
pub fn drive(run: &mut OctalRun, code: &str, open: bool, budget: &Budget) -> Result<Stop, Bad> {
    let mut progress = Progress::new(format!("--octal {code}"), None);
    let mut slicer = Slicer::new(FIRST_SLICE);
    loop {
        let slice = Instant::now();
        match run.step(slicer.units()) {
            Ok(true) => return Ok(Stop::Done),
            Ok(false) => {}
            Err(OctalError::WorkLimit { .. }) if open => return Ok(Stop::Work),
            Err(e @ OctalError::WorkLimit { .. }) => {
                let raise = match budget.work_given() {
                    true => "raise --max-work".to_string(),
                    false => format!("raise --time-limit (e.g. {})", budget.further()),
                };
                return Err(Bad(format!("--octal {e}, or {raise}")));
            }
            Err(e) => return Err(Bad(format!("--octal {e}"))),
        }
        let heap = run.progress().0;
        if budget.expired() {
            let at = format!("heap {heap}{}", candidate(run));
            let stopped = budget.stopped(&at);
            if !open {
                return Err(Bad(format!(
                    "--octal {code}: {stopped}, or ask for fewer heaps"
                )));
            }
            progress.note(&format!(
                "pebbles: --octal {code}: {stopped} (partial result)"
            ));
            return Ok(Stop::Time);
        }
        progress.update(heap, || format!("heap {heap}{}", candidate(run)));
        slicer.took(slice.elapsed().as_secs_f64());
    }
}

pub fn run(a: &CgtArgs, code: &str) -> Result<String, Bad> {
    let code: OctalCode = code.parse().map_err(|e| Bad(format!("--octal {e}")))?;
    let budget = a.limits.budget()?;
    // The clock is the limit unless --max-work sets one: a run's memory is
    // bounded by its heaps (at most MAX_OCTAL_HEAP).
    let limit = match budget.work_given() {
        true => budget.work(OCTAL_RATE),
        false => u64::MAX,
    };
    let range = match a.heaps.as_deref() {
        Some(h) => Some(opt("heaps", notation::parse_range(h, 0, MAX_OCTAL_HEAP))?),
        None => None,
    };
    let mut run = match range {
        Some((_, hi)) => {
            OctalRun::new(&code, hi, limit).map_err(|e| Bad(format!("--octal {e}")))?
        }
        None => OctalRun::until_proven(&code, limit),
    };
    let stop = drive(&mut run, code.text(), range.is_none(), &budget)?;
    if a.summary {
        let stats = run.stats();
        let v = run.finish();
        let s = OctalSummary {
            code: code.text().into(),
            computed_to: v.computed_to,
            period: v.period,
            stopped_at_limit: stop != Stop::Done,
            stopped_by_time: stop == Stop::Time,
            stats,
        };
        return render(a, &s, |_| String::new(), OctalSummary::text);
    }
    let v = run.finish();
    let (lo, hi) = range.unwrap_or((0, v.computed_to));
    let mut r = OctalReport::of(&code, lo, hi, v);
    r.stopped_at_limit = stop != Stop::Done;
    r.stopped_by_time = stop == Stop::Time;
    render(a, &r, OctalReport::csv, OctalReport::text)
}
