//! `pebbles merge`: the JSON Lines of the N shards of a sweep (`--shard K/N
//! --jsonl`) joined into the output of one unsharded run. Checks that the
//! headers agree but for the shard, that shards 1..N each appear once, that
//! every line has an index its shard takes, and that every index of the
//! sweep appears exactly once; messages name the file and line.

use std::collections::BTreeMap;

use clap::Args;
use pebbles::games::common::{Header, Shard};
use serde::Serialize;
use serde_json::Value;

use crate::cli::{opt, Bad};

/// How a sweep prints and how far it may go: one JSON object (`--json`) or
/// text, JSON Lines whole or one shard (`--jsonl`, `--shard`), and its
/// limits (`--time-limit`, `--max-work`). Shared by every sweep: `search`,
/// `bcs-sweep`, `clobber --census`.
#[derive(Args)]
pub struct SweepOutput {
    /// Print one JSON object instead of text.
    #[arg(long, conflicts_with = "jsonl")]
    pub json: bool,
    #[command(flatten)]
    pub lines: LinesArgs,
    /// The time limit (the work allowed scales with it) and the work limit.
    #[command(flatten)]
    pub limits: crate::budget::LimitArgs,
}

/// A sweep as JSON Lines, whole or one shard of it (merged by `pebbles merge`).
#[derive(Args)]
pub struct LinesArgs {
    /// Print JSON Lines: a header, then one line per item (set, budget) with its index.
    #[arg(long)]
    jsonl: bool,
    /// Only shard K of N (items whose index is K−1 modulo N), as JSON Lines;
    /// `pebbles merge` joins the N outputs into one run's.
    #[arg(long, value_name = "K/N", requires = "jsonl")]
    shard: Option<String>,
}

impl LinesArgs {
    /// Whether `--jsonl` (or `--shard`) was given.
    pub fn given(&self) -> bool {
        self.jsonl || self.shard.is_some()
    }

    pub fn shard(&self) -> Result<Option<Shard>, Bad> {
        match (&self.shard, self.jsonl) {
            (Some(s), _) => Ok(Some(opt("shard", s.parse())?)),
            (None, true) => Ok(Some(Shard::WHOLE)),
            (None, false) => Ok(None),
        }
    }
}

/// The header and one line per set.
pub fn json_lines<S: Serialize, L: Serialize>(
    header: &Header<S>,
    lines: &[L],
) -> Result<String, Bad> {
    let mut out = serde_json::to_string(header).map_err(|e| Bad(e.to_string()))?;
    out.push('\n');
    for l in lines {
        out.push_str(&serde_json::to_string(l).map_err(|e| Bad(e.to_string()))?);
        out.push('\n');
    }
    Ok(out)
}

#[derive(Args)]
pub struct MergeArgs {
    /// The shards' outputs, in any order.
    #[arg(required = true, value_name = "FILE")]
    files: Vec<String>,
}

/// A shard's file: its header (raw, and without the shard), its shard and its lines.
struct Part {
    name: String,
    raw_header: String,
    header: Value,
    shard: Shard,
    sets: u64,
}

fn read_header(name: &str, line: Option<&str>) -> Result<Part, Bad> {
    let bad = |what: &str| Bad(format!("{name}: line 1: {what}"));
    let raw = line.ok_or_else(|| bad("empty file; expected a sharded run's header"))?;
    let mut header: Value =
        serde_json::from_str(raw).map_err(|e| bad(&format!("not JSON ({e})")))?;
    let obj = header
        .as_object_mut()
        .ok_or_else(|| bad("the header is not a JSON object"))?;
    let shard = match obj.remove("shard") {
        Some(Value::String(s)) => s.parse::<Shard>().map_err(|e| bad(&format!("shard {e}")))?,
        _ => {
            return Err(bad(
                "the header has no \"shard\"; is this a `--jsonl` output?",
            ))
        }
    };
    let sets = obj
        .get("count")
        .and_then(Value::as_u64)
        .ok_or_else(|| bad("the header has no \"count\""))?;
    Ok(Part {
        name: name.to_string(),
        raw_header: raw.to_string(),
        header,
        shard,
        sets,
    })
}

/// `raw`, a header, with the string value of its key `"shard"` replaced
/// by `to`, as the file spaced it (`"shard": "1/3"`, `"shard":"1/3"`).
/// `None` if no `"shard"` key has a string value.
fn with_shard(raw: &str, to: &str) -> Option<String> {
    const KEY: &str = "\"shard\"";
    let mut from = 0;
    while let Some(i) = raw[from..].find(KEY) {
        from += i + KEY.len();
        let Some(value) = raw[from..].trim_start().strip_prefix(':') else {
            continue;
        };
        let value = value.trim_start();
        let Some(inner) = value.strip_prefix('"') else {
            continue;
        };
        // A shard (`K/N`) has no escapes: its string ends at the next quote.
        let end = inner.find('"')?;
        let start = raw.len() - value.len();
        return Some(format!("{}\"{to}\"{}", &raw[..start], &inner[end + 1..]));
    }
    None
}

/// The merged lines, by index.
type Lines = BTreeMap<u64, String>;

fn read_lines(part: &Part, text: &str, lines: &mut Lines) -> Result<(), Bad> {
    for (no, line) in text.lines().enumerate().skip(1) {
        let at = |what: String| Bad(format!("{}: line {}: {what}", part.name, no + 1));
        if line.trim().is_empty() {
            continue;
        }
        let v: Value = serde_json::from_str(line).map_err(|e| at(format!("not JSON ({e})")))?;
        let index = v
            .get("index")
            .and_then(Value::as_u64)
            .ok_or_else(|| at("no \"index\"".into()))?;
        if index >= part.sets || !part.shard.takes(index) {
            return Err(at(format!(
                "index {index} is not one of shard {}",
                part.shard
            )));
        }
        if lines.insert(index, line.to_string()).is_some() {
            return Err(at(format!("index {index} appears twice")));
        }
    }
    Ok(())
}

/// Longest header line read: a sweep's header is a few hundred bytes, so
/// a file that is not a shard (`/dev/zero`) is refused at once.
const MAX_HEADER_BYTES: u64 = 1 << 20;

/// Largest shard file merged (all of them are held in memory).
const MAX_SHARD_BYTES: u64 = 1 << 30;

/// A shard file's text: its first line within [`MAX_HEADER_BYTES`], the
/// whole within [`MAX_SHARD_BYTES`] (at most one byte more is read).
fn read_shard(name: &str) -> Result<String, Bad> {
    use std::io::{BufRead, BufReader, Read};
    let cannot = |e: std::io::Error| Bad(format!("{name}: {e}"));
    let mut file = BufReader::new(std::fs::File::open(name).map_err(cannot)?);
    let mut bytes = Vec::new();
    (&mut file)
        .take(MAX_HEADER_BYTES)
        .read_until(b'\n', &mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 == MAX_HEADER_BYTES && !bytes.ends_with(b"\n") {
        return Err(Bad(format!(
            "{name}: line 1 is longer than {MAX_HEADER_BYTES} bytes (1 MiB); expected a sharded run's header"
        )));
    }
    file.take(MAX_SHARD_BYTES + 1 - bytes.len() as u64)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() as u64 > MAX_SHARD_BYTES {
        return Err(Bad(format!(
            "{name}: larger than the limit of {MAX_SHARD_BYTES} bytes (1 GiB)"
        )));
    }
    String::from_utf8(bytes).map_err(|_| Bad(format!("{name}: not UTF-8 text")))
}

pub fn run(a: MergeArgs) -> Result<String, Bad> {
    let mut parts: Vec<Part> = Vec::new();
    let mut lines = Lines::new();
    for name in &a.files {
        let text = read_shard(name)?;
        let part = read_header(name, text.lines().next())?;
        if let Some(first) = parts.first() {
            if part.header != first.header || part.shard.n != first.shard.n {
                return Err(Bad(format!(
                    "{name}: its header differs from {}'s (another sweep, or another number of shards)",
                    first.name
                )));
            }
        }
        if let Some(same) = parts.iter().find(|p| p.shard == part.shard) {
            return Err(Bad(format!(
                "{name}: shard {} is also in {}",
                part.shard, same.name
            )));
        }
        read_lines(&part, &text, &mut lines)?;
        parts.push(part);
    }
    let first = &parts[0];
    let n = first.shard.n;
    if let Some(k) = (1..=n).find(|&k| !parts.iter().any(|p| p.shard.k == k)) {
        return Err(Bad(format!(
            "shard {k}/{n} is missing ({} of {n} files given)",
            parts.len()
        )));
    }
    if let Some(i) = (0..first.sets).find(|i| !lines.contains_key(i)) {
        return Err(Bad(format!(
            "the line of index {i} is missing (shard {}/{n} is incomplete)",
            i % n + 1
        )));
    }
    let mut out = with_shard(&first.raw_header, &Shard::WHOLE.to_string()).ok_or_else(|| {
        Bad(format!(
            "{}: line 1: the header's \"shard\" is not a string",
            first.name
        ))
    })?;
    out.push('\n');
    for l in lines.values() {
        out.push_str(l);
        out.push('\n');
    }
    Ok(out)
}
