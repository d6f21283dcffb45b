//! `pebbles octal-sweep --codes FROM..TO`: every octal code of a range
//! (`games::classical::octal::sweep`) run until its period is proven or
//! its own work limit (`--max-work`, per code) is met; one line per code,
//! as a table or as JSON Lines, one shard of them with `--shard K/N`
//! (shard `K` takes the codes whose index is `K − 1` modulo `N`), joined by
//! `pebbles merge`. The time limit bounds the whole run and is checked
//! between codes; a record never depends on it.

use clap::Args;
use pebbles::games::classical::octal::sweep::{sweep_record, CodeRange, SweepRecord};
use pebbles::games::common::Header;
use serde::Serialize;

use crate::budget::LimitArgs;
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
    for (done, &index) in mine.iter().enumerate() {
        let code = range.code(index).map_err(|e| Bad(format!("--codes {e}")))?;
        if budget.expired() {
            let at = format!("code {} ({done} of {} done)", code.text(), mine.len());
            return Err(Bad(format!(
                "--codes `{}`: {}, or split the range with --shard",
                a.codes.trim(),
                budget.stopped(&at)
            )));
        }
        lines.push(Line {
            index,
            record: sweep_record(&code, limit),
        });
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
