//! `pebbles octal-sweep --codes FROM..TO`: every octal code of a range
//! (`games::classical::octal::sweep`) run until its period is proven or
//! its own work limit (`--max-work`, per code) is met; one line per code,
//! as a table or as JSON Lines, one shard of them with `--shard K/N`
//! (shard `K` takes the codes whose index is `K − 1` modulo `N`), joined by
//! `pebbles merge`. The time limit bounds the whole run: each code's run
//! steps in slices of about a tenth of a second ([`Slicer`], as `cgt
//! --octal`) with the clock looked at between them, and a run stopped by
//! it is refused, never written as a record (a record never depends on the
//! time limit).

use std::time::Instant;

use clap::Args;
use pebbles::games::classical::octal::sweep::{CodeRange, SweepRecord};
use pebbles::games::classical::{OctalCode, OctalRun};
use pebbles::games::common::Header;
use serde::Serialize;

use crate::budget::{Budget, LimitArgs, Slicer};
use crate::cli::Bad;
use crate::limits::OCTAL_SWEEP_WORK;
use crate::merge::{json_lines, LinesArgs};
use crate::progress::Progress;

#[derive(Args)]
pub struct OctalSweepArgs {
    /// Codes FROM..TO with the same part before the point and as many
    /// digits after it, e.g. `0.01..0.77` (base 8; base 16 if an end has a
    /// digit 8–F).
    #[arg(long, value_name = "FROM..TO")]
    codes: String,
    #[command(flatten)]
    lines: LinesArgs,
    /// `--time-limit` for the whole run; `--max-work` per code (default
    /// 1e8 work units, options looked at: about 0.2 s).
    #[command(flatten)]
    limits: LimitArgs,
}

/// What a sharded sweep's header says it sweeps.
#[derive(Serialize)]
struct Spec<'a> {
    codes: &'a str,
    max_work: u64,
}

/// One code: its index in the range and its record.
#[derive(Serialize)]
struct Line {
    index: u64,
    #[serde(flatten)]
    record: SweepRecord,
}

/// `-` for a missing figure.
fn show(v: Option<u32>) -> String {
    v.map_or("-".into(), |v| v.to_string())
}

/// Work units of the first slice of the sweep; later slices (of the same
/// code and the next ones) adapt to take about a tenth of a second.
const FIRST_SLICE: u64 = 1_000_000;

/// The record of `code` within `limit` work units, its run stepped by
/// `slicer` with the clock looked at between slices: `Err(heap)` when the
/// time limit passed first (at that heap). The same record as
/// `sweep_record(code, limit)` ([`SweepRecord::of`]).
fn record(
    code: &OctalCode,
    limit: u64,
    budget: &Budget,
    slicer: &mut Slicer,
) -> Result<SweepRecord, u64> {
    let mut run = OctalRun::until_proven(code, limit);
    let proven = loop {
        let slice = Instant::now();
        match run.step(slicer.units()) {
            Ok(true) => break true,
            Ok(false) => {}
            // Its work limit: the record says "not proven".
            Err(_) => break false,
        }
        if budget.expired() {
            return Err(run.progress().0);
        }
        slicer.took(slice.elapsed().as_secs_f64());
    };
    Ok(SweepRecord::of(code, run, proven))
}

fn text(records: &[Line]) -> String {
    let mut out = format!(
        "{:<12} {:>10} {:>8} {:>16} {:>10}  {}\n",
        "code", "preperiod", "period", "last exceptional", "computed", "status"
    );
    for Line { record: r, .. } in records {
        out.push_str(&format!(
            "{:<12} {:>10} {:>8} {:>16} {:>10}  {}\n",
            r.code,
            show(r.preperiod),
            show(r.period),
            show(r.last_exceptional),
            r.computed_to,
            r.status
        ));
    }
    out
}

pub fn run(a: OctalSweepArgs) -> Result<String, Bad> {
    let range: CodeRange = a.codes.parse().map_err(|e| Bad(format!("--codes {e}")))?;
    let budget = a.limits.budget()?;
    let limit = if budget.work_given() {
        budget.work(crate::limits::OCTAL_RATE)
    } else {
        OCTAL_SWEEP_WORK
    };
    let shard = a.lines.shard()?;
    let mine: Vec<u64> = (0..range.count())
        .filter(|&i| shard.is_none_or(|s| s.takes(i)))
        .collect();
    let mut progress = Progress::new(
        format!("--codes {}", a.codes.trim()),
        Some(mine.len() as u64),
    );
    let mut lines = Vec::with_capacity(mine.len());
    let mut slicer = Slicer::new(FIRST_SLICE);
    for (done, &index) in mine.iter().enumerate() {
        let code = range.code(index).map_err(|e| Bad(format!("--codes {e}")))?;
        let stopped = |heap: Option<u64>| {
            let heap = heap.map_or(String::new(), |h| format!("heap {h} of "));
            let at = format!("{heap}code {} ({done} of {} done)", code.text(), mine.len());
            Bad(format!(
                "--codes `{}`: {}, or split the range with --shard",
                a.codes.trim(),
                budget.stopped(&at)
            ))
        };
        if budget.expired() {
            return Err(stopped(None));
        }
        let record =
            record(&code, limit, &budget, &mut slicer).map_err(|heap| stopped(Some(heap)))?;
        lines.push(Line { index, record });
        progress.update(done as u64 + 1, || {
            format!(
                "{} of {} codes, the last {}",
                done + 1,
                mine.len(),
                code.text()
            )
        });
    }
    match shard {
        Some(shard) => {
            let header = Header {
                pebbles: "octal-sweep",
                spec: Spec {
                    codes: a.codes.trim(),
                    max_work: limit,
                },
                shard: shard.to_string(),
                count: range.count(),
            };
            json_lines(&header, &lines)
        }
        None => Ok(text(&lines)),
    }
}
