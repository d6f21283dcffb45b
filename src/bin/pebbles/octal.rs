//! `pebbles cgt --octal CODE`: an octal game's Grundy values, or with
//! `--summary` its period and sparse-space figures. Without `--heaps` the
//! run goes on until the periodicity theorem proves a period or the work
//! limit (`--max-work`) is met, and lists the heaps computed. Long runs
//! show the heap reached and the candidate period on stderr when it is a
//! terminal.

use std::io::{IsTerminal, Write};

use pebbles::games::classical::octal::{OctalError, MAX_OCTAL_HEAP};
use pebbles::games::classical::{OctalCode, OctalReport, OctalRun, OctalSummary};
use pebbles::notation;

use crate::cgt::{render, CgtArgs};
use crate::cli::{opt, Bad};
use crate::limits::CGT_OCTAL_WORK;

/// Work units between two progress lines: about a second.
const SLICE: u64 = 500_000_000;

/// `--max-work`: a whole number, plainly (`20000000000`) or as `2e10`.
fn max_work(text: &str) -> Result<u64, Bad> {
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

/// Steps the run to its end; true when an open run met its work limit.
fn drive(run: &mut OctalRun, code: &str, open: bool) -> Result<bool, Bad> {
    let tty = std::io::stderr().is_terminal();
    let out = loop {
        match run.step(SLICE) {
            Ok(true) => break Ok(false),
            Ok(false) => {}
            Err(OctalError::WorkLimit { .. }) if open => break Ok(true),
            Err(e @ OctalError::WorkLimit { .. }) => {
                break Err(Bad(format!("--octal {e}, or raise --max-work")))
            }
            Err(e) => break Err(Bad(format!("--octal {e}"))),
        }
        if tty {
            let (heap, _) = run.progress();
            let candidate = run.candidate().map_or(String::new(), |c| {
                let p = c.period;
                format!(", candidate period {} from heap {}", p.period, p.preperiod)
            });
            eprint!("\r\x1b[K--octal {code}: heap {heap}{candidate}");
            let _ = std::io::stderr().flush();
        }
    };
    if tty {
        eprint!("\r\x1b[K");
    }
    out
}

pub fn run(a: &CgtArgs, code: &str) -> Result<String, Bad> {
    let code: OctalCode = code.parse().map_err(|e| Bad(format!("--octal {e}")))?;
    let limit = a.max_work.as_deref().map_or(Ok(CGT_OCTAL_WORK), max_work)?;
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
    let stopped = drive(&mut run, code.text(), range.is_none())?;
    if a.summary {
        let stats = run.stats();
        let v = run.finish();
        let s = OctalSummary {
            code: code.text().into(),
            computed_to: v.computed_to,
            period: v.period,
            stopped_at_limit: stopped,
            stats,
        };
        return render(a, &s, |_| String::new(), OctalSummary::text);
    }
    let v = run.finish();
    let (lo, hi) = range.unwrap_or((0, v.computed_to));
    let mut r = OctalReport::of(&code, lo, hi, v);
    r.stopped_at_limit = stopped;
    render(a, &r, OctalReport::csv, OctalReport::text)
}
