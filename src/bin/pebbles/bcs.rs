//! `pebbles bcs` and `pebbles bcs-sweep`: Bidding Cumulative Subtraction.

use pebbles::notation::about;
use std::io::{self, Write};
use std::ops::RangeInclusive;

use clap::Args;
use pebbles::games::bidding::{self as bcs, BcsRules, BcsTable, BidMatrix, Player, MAX_BUDGET};
use pebbles::games::common::{Header, Shard};
use pebbles::games::cumulative_subtraction::{parse_map, parse_moves};
use pebbles::games::limits::{self, BcsCut, BcsStop, RunLimits};
use pebbles::notation::{self, NotationError};
use serde::Serialize;

use crate::budget::{Budget, LimitArgs};
use crate::cli::{opt, Bad, HeapsArg};
use crate::limits::{BCS_MEMORY, MAX_LISTED, SWEEP_RATE};
use crate::merge::{json_lines, SweepOutput};
use crate::output::Failure;
use crate::progress::Progress;

/// The rules of Definition 1 as `pebbles bcs` and `pebbles play bcs` read
/// them: the subtraction sets, weights, penalties, overrides, total budget
/// and bid set.
#[derive(Args)]
pub struct BcsRulesArgs {
    /// Subtraction set S of both players, e.g. `1` or `1,2`.
    #[arg(long, value_name = "SET", allow_hyphen_values = true)]
    moves: Option<String>,
    /// Left's subtraction set (with --right, instead of --moves; may be empty).
    #[arg(long, value_name = "SET", allow_hyphen_values = true)]
    left: Option<String>,
    /// Right's subtraction set (with --left, instead of --moves; may be empty).
    #[arg(long, value_name = "SET", allow_hyphen_values = true)]
    right: Option<String>,
    /// Weight of Left's moves, a formula of the amount `a` and heap `n` (default `a`).
    #[arg(long, value_name = "FORMULA", allow_hyphen_values = true)]
    left_weights: Option<String>,
    /// Weight of Right's moves (subtracted from the score; default `a`).
    #[arg(long, value_name = "FORMULA", allow_hyphen_values = true)]
    right_weights: Option<String>,
    /// Terminal penalty τ when the bid winner cannot move, a formula of the heap `n` (default 0).
    #[arg(long, value_name = "FORMULA", allow_hyphen_values = true)]
    penalty: Option<String>,
    /// Penalty when Right wins a bid but cannot move (default: --penalty).
    #[arg(long, value_name = "FORMULA", allow_hyphen_values = true)]
    right_penalty: Option<String>,
    /// Heap-dynamic overrides `heap:moves;…`, both players' amounts at a heap.
    #[arg(long, value_name = "MAP", allow_hyphen_values = true)]
    map: Option<String>,
    /// Total budget TB, 0 to 1000.
    #[arg(long, value_name = "TB", allow_hyphen_values = true)]
    budget: String,
    /// Bid set B, e.g. `0,1,2` or `0..3` (default: every bid 0..TB).
    #[arg(long, value_name = "SET", allow_hyphen_values = true)]
    bids: Option<String>,
}

#[derive(Args)]
pub struct BcsArgs {
    #[command(flatten)]
    rules: BcsRulesArgs,
    /// Heaps listed. Rows are computed until the exact period shows (or
    /// the time limit, ~2(TB+1)² work units per heap).
    #[command(flatten)]
    heaps: HeapsArg,
    #[command(flatten)]
    limits: LimitArgs,
    /// Marker holder for the text table and the matrix: `left` or `right`.
    #[arg(long, value_name = "SIDE", default_value = "left")]
    marker: String,
    /// Bidding matrix of heap X with Left budget P, e.g. `9,6`, instead of the table.
    #[arg(long, value_name = "X,P", allow_hyphen_values = true)]
    matrix: Option<String>,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct SweepArgs {
    /// Subtraction set S, e.g. `1`.
    #[arg(long, value_name = "SET", allow_hyphen_values = true)]
    moves: String,
    /// Total budgets, a list or range, e.g. `0..40`.
    #[arg(long, value_name = "LIST", allow_hyphen_values = true)]
    budgets: String,
    /// Bid set; each TB uses the bids that are at most TB (default: all).
    #[arg(long, value_name = "SET", allow_hyphen_values = true)]
    bids: Option<String>,
    #[command(flatten)]
    out: SweepOutput,
}

/// What a sharded sweep's header says it sweeps.
#[derive(Serialize)]
struct SweepSpec<'a> {
    moves: &'a [u32],
    budgets: &'a [u32],
    bids: Option<&'a [u32]>,
}

/// One line of a sharded sweep: the budget's index and its record.
#[derive(Serialize)]
struct SweepLine<'a> {
    index: u64,
    #[serde(flatten)]
    record: &'a bcs::SweepRecord,
}

fn parse_position(text: &str, max_heap: u32) -> Result<(u32, u32), NotationError> {
    match text.split_once(',') {
        Some((x, p)) => Ok((
            notation::parse_number(x, 0, max_heap)?,
            notation::parse_number(p, 0, MAX_BUDGET)?,
        )),
        None => Err(NotationError::new(
            text.trim(),
            "give the heap and Left's budget as X,P",
        )),
    }
}

fn parse_bids(text: &Option<String>) -> Result<Option<Vec<u32>>, Bad> {
    text.as_deref()
        .map(|t| opt("bids", notation::parse_set(t, 0, MAX_BUDGET)))
        .transpose()
}

/// Solves until periodic, computing at least heaps `0..=need`, within the
/// rows `cap` allows (the library's [`RunLimits::bcs_rows`] or
/// [`RunLimits::bcs_matrix_rows`]) and the time limit; without a period by
/// then, the table ends at the rows computed, unless heaps past them were
/// asked for.
fn solve(
    rules: BcsRules,
    need: u32,
    what: &str,
    budget: &Budget,
    cap: fn(&RunLimits, &BcsRules) -> u32,
) -> Result<BcsTable, Bad> {
    let cap = cap(budget.limits(), &rules);
    let mut progress = Progress::new(format!("bcs {what}"), None);
    let expired = |rows: u32| {
        let expired = budget.expired();
        if !expired {
            progress.update(u64::from(rows), || format!("heap {rows}, no period yet"));
        }
        expired
    };
    let stopped = |cut: BcsCut| match cut.expired {
        true => budget.stopped(&format!("heap {} without a period", cut.rows)),
        false => format!(
            "no period within heaps 0..{cap}, the most the limits allow ({}, {} MB of rows)",
            budget.work_source(),
            BCS_MEMORY >> 20
        ),
    };
    match limits::solve_bcs_within(rules, need, cap, expired) {
        Ok((table, cut)) => {
            if let Some(cut) = cut.filter(|c| c.expired) {
                let note = format!("pebbles: bcs: {} (the table ends there)", stopped(cut));
                progress.note(&note);
            }
            Ok(table)
        }
        Err(BcsStop::Solve(e)) => Err(e.into()),
        Err(BcsStop::Cut(cut)) => Err(Bad(format!(
            "{what}: {}; ask for fewer heaps",
            stopped(cut)
        ))),
        Err(BcsStop::Score(e)) => Err(Bad(format!("{what}: {e}"))),
    }
}

/// A side's subtraction set; empty text is the empty set.
fn parse_side(name: &str, text: &str) -> Result<Vec<u32>, Bad> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    opt(name, parse_moves(text))
}

impl BcsRulesArgs {
    /// The total budget `--budget`.
    pub fn total_budget(&self) -> Result<u32, Bad> {
        opt(
            "budget",
            notation::parse_number(&self.budget, 0, MAX_BUDGET),
        )
    }

    /// The rules from `--moves`, or `--left` and `--right`, and the
    /// formulas; validated, so a bad formula is refused by name.
    pub fn rules(&self) -> Result<BcsRules, Bad> {
        let tb = self.total_budget()?;
        let (moves, right_moves) = match (&self.moves, &self.left, &self.right) {
            (Some(m), None, None) => (opt("moves", parse_moves(m))?, None),
            (None, Some(l), Some(r)) => (parse_side("left", l)?, Some(parse_side("right", r)?)),
            _ => {
                return Err(Bad(
                    "give the subtraction set as --moves SET, or as --left SET --right SET".into(),
                ))
            }
        };
        let rules = BcsRules {
            moves,
            right_moves,
            total_budget: tb,
            bids: parse_bids(&self.bids)?,
            left_weights: self.left_weights.clone(),
            right_weights: self.right_weights.clone(),
            left_penalty: self.penalty.clone(),
            right_penalty: self.right_penalty.clone(),
            overrides: self
                .map
                .as_deref()
                .map(|m| opt("map", parse_map(m)))
                .transpose()?,
        };
        rules.validate()?;
        Ok(rules)
    }
}

/// `pebbles bcs`: the table (text or JSON) or one bidding matrix, written
/// row by row: heaps past the computed rows are answered from the period,
/// so memory does not grow with the number of heaps listed.
pub fn run_bcs(a: BcsArgs, w: &mut dyn Write) -> Result<(), Failure> {
    let rules = a.rules.rules()?;
    let budget = a.limits.budget()?;
    let tb = rules.total_budget;
    let marker: Player = opt("marker", a.marker.parse())?;
    let (lo, hi) = opt(
        "heaps",
        notation::parse_range(&a.heaps.heaps, 0, bcs::MAX_HEAP),
    )?;
    if let Some(m) = &a.matrix {
        let (x, p) = opt("matrix", parse_position(m, bcs::MAX_HEAP))?;
        if p > tb {
            return Err(Bad(format!(
                "--matrix `{}`: Left's budget {p} exceeds the total budget {tb}",
                m.trim()
            ))
            .into());
        }
        let what = format!("--matrix {}", m.trim());
        let table = solve(rules, x, &what, &budget, RunLimits::bcs_matrix_rows)?;
        let mat = table.try_matrix(x, p, marker).map_err(Bad::from)?;
        if a.json {
            bcs::matrix_report_for(&table, x, p, marker).write_json(w)?;
            return Ok(w.write_all(b"\n")?);
        }
        return Ok(matrix_text(&table, &mat, w)?);
    }
    if u64::from(hi - lo + 1) * (u64::from(tb) + 1) > MAX_LISTED {
        return Err(Bad(format!(
            "--heaps `{}`: lists more than {MAX_LISTED} values at TB = {tb}",
            a.heaps.heaps.trim()
        ))
        .into());
    }
    let table = solve(
        rules,
        hi,
        &format!("--heaps {}", a.heaps.heaps.trim()),
        &budget,
        RunLimits::bcs_rows,
    )?;
    if a.json {
        bcs::report(&table, lo, hi).write_json(w)?;
        return Ok(w.write_all(b"\n")?);
    }
    Ok(table_text(&table, lo, hi, marker, w)?)
}

fn summary(t: &BcsTable, w: &mut dyn Write) -> io::Result<()> {
    let tb = t.total_budget();
    match t.periodicity() {
        Some(p) => writeln!(
            w,
            "periodic from heap {} with period {} (exact: a repeated window of rows)",
            p.preperiod, p.period
        )?,
        None if t.rules().heap_dependent() => writeln!(
            w,
            "heaps 0..{}; a weight depends on the heap n, so no period is looked for",
            t.computed_heaps()
        )?,
        None => writeln!(w, "not periodic within heaps 0..{}", t.computed_heaps())?,
    };
    match t.convergence_heap() {
        Some(h) => writeln!(
            w,
            "convergence heap (Theorem 27): {h}; the paper's bound: {}",
            bcs::theorem27_bound(tb)
        )?,
        None => writeln!(w, "convergence heap (Theorem 27): none found")?,
    };
    let n = t.positions_without_equilibrium();
    if n > 0 {
        let at = t.first_without_equilibrium().map(|p| p.to_string());
        writeln!(
            w,
            "positions without a pure equilibrium (value = maximin): {n}, first at {}",
            at.unwrap_or_default()
        )?;
    }
    Ok(())
}

/// Characters of `v` written in decimal.
fn text_len(v: i64) -> usize {
    v.unsigned_abs()
        .checked_ilog10()
        .map_or(1, |d| d as usize + 1)
        + usize::from(v < 0)
}

/// Heaps among `lo..=hi` whose rows hold every value of those rows: from
/// the preperiod on, rows repeat with the period, so one period is enough.
fn distinct_rows(t: &BcsTable, lo: u32, hi: u32) -> RangeInclusive<u32> {
    match t.periodicity() {
        Some(per) => lo..=hi.min(lo.max(per.preperiod).saturating_add(per.period - 1)),
        None => lo..=hi,
    }
}

/// The text table, one line per heap: the column width is found in a first
/// pass over the distinct rows, then every row is written as it is read.
fn table_text(t: &BcsTable, lo: u32, hi: u32, marker: Player, w: &mut dyn Write) -> io::Result<()> {
    let tb = t.total_budget();
    let hi = bcs::last_listed(t, hi);
    let width = distinct_rows(t, lo, hi)
        .flat_map(|x| (0..=tb).map(move |p| text_len(t.value(x, p, marker))))
        .chain([tb.to_string().len() + 1])
        .max()
        .unwrap_or(2)
        + 1;
    let (name, hat) = match marker {
        Player::Left => ("o_p(x), Left holds the marker", "^"),
        Player::Right => ("ν_p(x), Right holds the marker", ""),
    };
    writeln!(
        w,
        "BCS {}, TB = {tb}, bids {{{}}}: {name}",
        bcs::rules_text(t.rules()),
        notation::format_set(&t.rules().bid_set())
    )?;
    let xw = hi.to_string().len().max(4);
    write!(w, "{:>xw$}", "x\\p")?;
    for p in (0..=tb).rev() {
        write!(w, "{:>width$}", format!("{p}{hat}"))?;
    }
    writeln!(w)?;
    for x in lo..=hi {
        write!(w, "{x:>xw$}")?;
        for p in (0..=tb).rev() {
            write!(w, "{:>width$}", t.value(x, p, marker))?;
        }
        writeln!(w)?;
    }
    summary(t, w)
}

fn matrix_text(t: &BcsTable, m: &BidMatrix, w: &mut dyn Write) -> io::Result<()> {
    writeln!(
        w,
        "heap {}, Left has {}, Right has {}, {} holds the marker",
        m.x, m.p, m.q, m.marker
    )?;
    if m.terminal {
        return writeln!(w, "no move fits: value {}", m.value);
    }
    if let Some((who, list)) = &m.unopposed {
        writeln!(w, "only {who} can bid; value per bid:")?;
        for (b, v) in list {
            writeln!(w, "  {b}: {v}")?;
        }
    } else {
        matrix_grid(m, w)?;
    }
    writeln!(w, "value {}", m.value)?;
    for play in t.best_moves(m.x, m.p, m.marker) {
        let bid = |b: Option<u32>| b.map_or("-".to_string(), |b| b.to_string());
        writeln!(
            w,
            "  bids ℓ={} r={}: {} moves{}, pays {}, removes {:?} → Left has {}, {} holds the marker",
            bid(play.left_bid),
            bid(play.right_bid),
            play.mover,
            if play.tie { " on the tie" } else { "" },
            play.pays,
            play.moves,
            play.next_p,
            play.next_marker
        )?;
    }
    Ok(())
}

/// A sweep table cell: the value, or `-` when there is none.
fn show<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or("-".to_string(), |v| v.to_string())
}

/// The matrix cells with row maxima, column minima and the equilibria.
fn matrix_grid(m: &BidMatrix, out: &mut dyn Write) -> io::Result<()> {
    let cell = |c: &Option<i64>| c.map_or("·".to_string(), |v| v.to_string());
    let w = m
        .cells
        .iter()
        .flatten()
        .chain(&m.row_max)
        .chain(&m.col_min)
        .map(|c| cell(c).chars().count())
        .max()
        .unwrap_or(1)
        .max(m.p.to_string().len())
        .max(2)
        + 2;
    write!(out, "{:>5}", "r\\ℓ")?;
    for l in 0..=m.p {
        write!(out, "{l:>w$}")?;
    }
    writeln!(out, "{:>w$}", "max")?;
    for (r, row) in m.cells.iter().enumerate() {
        write!(out, "{r:>5}")?;
        for c in row {
            write!(out, "{:>w$}", cell(c))?;
        }
        writeln!(out, "{:>w$}", cell(&m.row_max[r]))?;
    }
    write!(out, "{:>5}", "min")?;
    for c in &m.col_min {
        write!(out, "{:>w$}", cell(c))?;
    }
    writeln!(out, "{:>w$}", m.value)?;
    let eq: Vec<String> = m
        .equilibria
        .iter()
        .map(|(l, r)| format!("(ℓ={l}, r={r})"))
        .collect();
    writeln!(
        out,
        "maximin {}, minimax {}; equilibria: {}",
        m.maximin,
        m.minimax,
        if eq.is_empty() {
            "none (no saddle point)".to_string()
        } else {
            eq.join(" ")
        }
    )
}

/// Work one sweep record is expected to take: rows up to the paper's
/// convergence bound (Theorem 27), then enough to see the period, which
/// takes a few times the largest move (measured for `S = {1..5000}`: 15 000
/// rows at TB = 0, 30 000 at TB = 4; allowed: 4 · max S · (1 + TB/2)), at
/// most the rows the per-budget limit allows, times the work per row.
fn sweep_estimate(rules: &BcsRules, budget: &Budget) -> u64 {
    let span = u64::from(rules.moves.iter().copied().max().unwrap_or(1));
    let period = 4 * span * (1 + u64::from(rules.total_budget) / 2);
    let rows = (bcs::theorem27_bound(rules.total_budget) + 2 + period)
        .min(u64::from(sweep_cap(rules, budget)));
    bcs::work(rules, rows)
}

/// Rows one budget of a sweep computes at most: the library's per-budget
/// work limit scaled by the time limit, within [`BCS_MEMORY`].
fn sweep_cap(rules: &BcsRules, budget: &Budget) -> u32 {
    let by_work = bcs::horizon(rules, budget.scale(bcs::DEFAULT_WORK_LIMIT));
    by_work.min(bcs::memory_horizon(rules, BCS_MEMORY))
}

/// `pebbles bcs-sweep`: one record per total budget. Rules that cannot be
/// solved, and sweeps estimated past the limit, are refused before any work;
/// the work check between budgets can still stop a sweep half-way, so the
/// output is kept until the sweep ends: a refusal writes nothing on stdout
/// (never a JSON document cut short, nor some of the rows).
pub fn run_sweep(a: SweepArgs, out: &mut dyn Write) -> Result<(), Failure> {
    let mut buffer = Vec::new();
    sweep(a, &mut buffer)?;
    Ok(out.write_all(&buffer)?)
}

/// The budgets of `shard` (all without one), with their indices.
fn shard_budgets(budgets: &[u32], shard: Option<Shard>) -> Vec<(u64, u32)> {
    (0u64..)
        .zip(budgets.iter().copied())
        .filter(|(i, _)| shard.is_none_or(|s| s.takes(*i)))
        .collect()
}

/// The sweep behind [`run_sweep`].
///
/// Long because the checks before any work (the estimate of this shard,
/// every budget's rules), the clock and the progress between budgets and
/// the two outputs (JSON Lines of a shard, or the table or document) share
/// the closures that build each budget's rules and name its refusals.
fn sweep(a: SweepArgs, w: &mut Vec<u8>) -> Result<(), Failure> {
    let moves = opt("moves", parse_moves(&a.moves))?;
    let budgets = opt("budgets", notation::parse_set(&a.budgets, 0, MAX_BUDGET))?;
    if budgets.is_empty() {
        return Err(Bad("--budgets: give at least one total budget".into()).into());
    }
    let bids = parse_bids(&a.bids)?;
    let rules_of = |tb: u32| BcsRules {
        bids: bids
            .as_ref()
            .map(|b| b.iter().copied().filter(|&x| x <= tb).collect()),
        ..BcsRules::new(moves.clone(), tb)
    };
    let (budget, range) = (a.out.limits.budget()?, || {
        format!("--budgets `{}`", a.budgets.trim())
    });
    let limit = budget.work(SWEEP_RATE);
    let over = |what: String, units: u64| {
        let m = budget.over(&what, units, SWEEP_RATE, "narrow the range");
        Bad(format!("{}: {m}", range()))
    };
    // One shard sweeps the budgets its index takes, checked on its own.
    let shard = a.out.lines.shard()?;
    let mine = shard_budgets(&budgets, shard);
    let estimate: u64 = mine
        .iter()
        .map(|&(_, tb)| sweep_estimate(&rules_of(tb), &budget))
        .sum();
    if estimate > limit {
        return Err(over(format!("{} work units", about(estimate)), estimate).into());
    }
    let refuse = |tb: u32, e: bcs::SolveError| match &a.bids {
        Some(t) => Bad(format!("--bids `{}` with TB = {tb}: {e}", t.trim())),
        None => Bad::from(e),
    };
    for &tb in &budgets {
        rules_of(tb).validate().map_err(|e| refuse(tb, e.into()))?;
    }
    let progress = std::cell::RefCell::new(Progress::new(range(), Some(mine.len() as u64)));
    let done = std::cell::Cell::new(0u64);
    // One budget's record, after a look at the clock.
    let sweep = |tb: u32| {
        if budget.expired() {
            let at = format!("TB = {tb}");
            return Err(Bad(format!("{}: {}", range(), budget.stopped(&at))));
        }
        let rules = rules_of(tb);
        let rec = bcs::sweep_record(
            &moves,
            tb,
            rules.bids.as_deref(),
            sweep_cap(&rules, &budget),
        )
        .map_err(|e| refuse(tb, e))?;
        done.set(done.get() + 1);
        progress
            .borrow_mut()
            .update(done.get(), || format!("TB = {tb} done"));
        Ok(rec)
    };
    if let Some(shard) = shard {
        let spec = SweepSpec {
            moves: &moves,
            budgets: &budgets,
            bids: bids.as_deref(),
        };
        return sweep_shard(spec, shard, &mine, sweep, w);
    }
    sweep_head(&moves, a.out.json, w)?;
    let mut spent = 0u64;
    for (i, &tb) in budgets.iter().enumerate() {
        if spent > limit {
            let what = format!("{} work units spent before TB = {tb}", about(spent));
            return Err(over(what, spent).into());
        }
        let rec = sweep(tb)?;
        spent += bcs::work(&rules_of(tb), u64::from(rec.computed_heaps));
        sweep_line(&rec, a.out.json, i == 0, w)?;
    }
    if a.out.json {
        w.write_all(b"]}\n")?;
    }
    Ok(())
}

/// One shard of a sweep as JSON Lines: the header, then the record of
/// each of its budgets `mine` (index, TB).
fn sweep_shard(
    spec: SweepSpec,
    shard: Shard,
    mine: &[(u64, u32)],
    sweep: impl Fn(u32) -> Result<bcs::SweepRecord, Bad>,
    w: &mut Vec<u8>,
) -> Result<(), Failure> {
    let count = spec.budgets.len() as u64;
    let header = Header {
        pebbles: "bcs-sweep",
        spec,
        shard: shard.to_string(),
        count,
    };
    let records = mine
        .iter()
        .map(|&(_, tb)| sweep(tb))
        .collect::<Result<Vec<_>, Bad>>()?;
    let lines: Vec<SweepLine> = mine
        .iter()
        .zip(&records)
        .map(|(&(index, _), record)| SweepLine { index, record })
        .collect();
    Ok(w.write_all(json_lines(&header, &lines)?.as_bytes())?)
}

/// The start of the sweep: the table's head, or the JSON document up to its
/// first record, `{"moves":[…],"records":[` (the document is written by
/// hand so that each record can go out as soon as it is known).
fn sweep_head(moves: &[u32], json: bool, w: &mut dyn Write) -> io::Result<()> {
    if json {
        w.write_all(b"{\"moves\":")?;
        serde_json::to_writer(&mut *w, moves)?;
        return w.write_all(b",\"records\":[");
    }
    writeln!(
        w,
        "{:>5} {:>9} {:>6} {:>11} {:>8} {:>6} {:>5} {:>5} {:>5}",
        "TB", "periodic", "period", "convergence", "bound", "conj28", "U(A)", "U(B)", "U(C)"
    )
}

/// One sweep record: a table line, or the record's JSON in the list.
fn sweep_line(r: &bcs::SweepRecord, json: bool, first: bool, w: &mut dyn Write) -> io::Result<()> {
    if json {
        if !first {
            w.write_all(b",")?;
        }
        return r.write_json(w);
    }
    writeln!(
        w,
        "{:>5} {:>9} {:>6} {:>11} {:>8} {:>6} {:>5} {:>5} {:>5}",
        r.total_budget,
        show(r.periodic_from),
        show(r.period),
        show(r.convergence_heap),
        r.bound,
        show(r.conjecture28_holds),
        r.u_a,
        r.u_b,
        r.u_c,
    )
}
