//! `pebbles clobber --census A..B`: Table 1 of seed 003 for strip lengths
//! `A..B`, within `--time-limit` (the work estimate is checked against what
//! the time limit allows, then the clock between every 1024 games), with
//! progress on stderr; `--jsonl [--shard K/N]` writes one line per length
//! (shard `K` takes the lengths whose index from `A` is `K − 1` modulo
//! `N`), joined by `pebbles merge`.

use pebbles::games::clobber::{
    self, census_games, census_work, Census, CensusRecord, ClobberError, MAX_CENSUS,
};
use pebbles::games::common::Header;
use pebbles::notation;
use pebbles::notation::about;
use serde::Serialize;

use crate::budget::{Budget, LimitArgs};
use crate::cli::{opt, Bad};
use crate::limits::CENSUS_RATE;
use crate::merge::{json_lines, LinesArgs};
use crate::progress::Progress;

/// What a sharded census's header says it counts.
#[derive(Serialize)]
struct CensusSpec {
    /// The strip lengths, both ends included.
    lengths: [usize; 2],
    /// Whether the selfish and prudent values are listed.
    values: bool,
}

/// One length of a sharded census: its index from the first length, and
/// its record.
#[derive(Serialize)]
struct CensusLine<'a> {
    index: u64,
    #[serde(flatten)]
    record: &'a CensusRecord,
}

/// How the census is asked for: `--census`, `--values`, `--json`, the
/// JSON Lines options and the limits.
pub struct CensusArgs<'a> {
    pub range: &'a str,
    pub values: bool,
    pub json: bool,
    pub lines: &'a LinesArgs,
    pub limits: &'a LimitArgs,
}

/// The records counted (index, record), and the note of a stop by the
/// time limit.
type Counted = (Vec<(u64, CensusRecord)>, Option<String>);

/// The records of the lengths `mine` (index, length), in order; the
/// records before a stop by the time limit, with the note saying so.
fn compute(
    a: &CensusArgs,
    mine: &[(u64, usize)],
    budget: &Budget,
    work: u64,
) -> Result<Counted, Bad> {
    let mut progress = Progress::new(format!("--census {}", a.range.trim()), Some(work));
    let mut census = Census::new();
    let mut records = Vec::new();
    let mut done = 0u64;
    for &(index, n) in mine {
        let games = census_games(n);
        let mut tick = |g: u64| {
            progress.update(done + (g << n), || {
                format!("length {n}: {g} of about {games} games")
            });
            !budget.expired()
        };
        match CensusRecord::of_with(&mut census, n, a.values, &mut tick) {
            Ok(r) => records.push((index, r)),
            Err(ClobberError::Stopped { length, games }) => {
                let at = format!("length {length} after {games} games");
                let complete = match records.last() {
                    Some((_, r)) => format!("the lengths to {} are complete", r.row.length),
                    None => "no length is complete".into(),
                };
                let note = format!(
                    "pebbles: --census {}: {}; {complete} (partial result)",
                    a.range.trim(),
                    budget.stopped(&at)
                );
                progress.note(&note);
                return Ok((records, Some(note)));
            }
            Err(e) => return Err(Bad(e.to_string())),
        }
        done += census_work(n, n);
    }
    Ok((records, None))
}

/// Table 1 as text, JSON or JSON Lines (see the module docs).
pub fn run(a: CensusArgs) -> Result<String, Bad> {
    let (lo, hi) = opt(
        "census",
        notation::parse_range(a.range, 2, MAX_CENSUS as u32),
    )?;
    let (lo, hi) = (lo as usize, hi as usize);
    let budget = a.limits.budget()?;
    let shard = a.lines.shard()?;
    let mine: Vec<(u64, usize)> = (0u64..)
        .zip(lo..=hi)
        .filter(|(i, _)| shard.is_none_or(|s| s.takes(*i)))
        .collect();
    let work = mine
        .iter()
        .map(|&(_, n)| census_work(n, n))
        .fold(0, u64::saturating_add);
    let limit = budget.work(CENSUS_RATE);
    if work > limit {
        let estimate = format!("{} work units", about(work));
        return Err(Bad(format!(
            "--census `{}`: {}",
            a.range.trim(),
            budget.over(&estimate, work, CENSUS_RATE, "use shorter strips")
        )));
    }
    let (records, stopped) = compute(&a, &mine, &budget, work)?;
    if let Some(shard) = shard {
        let header = Header {
            pebbles: "clobber census",
            spec: CensusSpec {
                lengths: [lo, hi],
                values: a.values,
            },
            shard: shard.to_string(),
            count: (hi - lo + 1) as u64,
        };
        let lines: Vec<CensusLine> = records
            .iter()
            .map(|(index, record)| CensusLine {
                index: *index,
                record,
            })
            .collect();
        return json_lines(&header, &lines);
    }
    let records: Vec<CensusRecord> = records.into_iter().map(|(_, r)| r).collect();
    if a.json {
        return serde_json::to_string(&records).map_err(|e| Bad(e.to_string()));
    }
    let mut text = clobber::census_text(&records);
    if stopped.is_some() {
        text.push_str(&format!(
            "stopped at the time limit: lengths {}..{hi} not counted (partial)\n",
            records.last().map_or(lo, |r| r.row.length + 1)
        ));
    }
    Ok(text)
}
