//! The limits of one run, set for a minute (issue 27): the CLI's
//! (`--time-limit SECONDS`, `--max-work UNITS`) and the Python package's
//! (`time_limit=`, `max_work=`), in one place, so that both refuse the same
//! inputs and print the same reports. A family's work limit is what the time
//! limit allows at its measured speed ([`Rate`]) unless a work limit is
//! given ([`RunLimits::work`]); the budgets of engines without a clock of
//! their own (the classical universe's regions, misère and scoring play)
//! are set for [`DEFAULT_SECONDS`] and scaled with the time limit
//! ([`RunLimits::scale`]). Estimates over a limit are refused before any
//! work; a run that steps also stops at the time limit itself (the caller's
//! clock).

use crate::bidding::{self as bcs, BcsRules, BcsSolver, BcsTable, ScoreError, SolveError};
use crate::classical::ExprLimits;
use crate::cumulative_games::SolveBudget;

/// Seconds of work a run may take unless its time limit says otherwise.
pub const DEFAULT_SECONDS: f64 = 60.0;

/// Longest time limit: a week.
pub const MAX_SECONDS: f64 = 604_800.0;

/// A family's measured speed: work units a second natively on the
/// development machine (2 cores, shared), so that a limit in seconds becomes
/// one in units before any work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate(pub u64);

/// Cell updates (heaps solved × amounts in the move sets) of a Cumulative
/// Subtraction table a second: a table always starts at heap 0, so heaps
/// `A..B` cost `(max(B, 10000) + 1) × (|S_L| + |S_R|)`, checked before any
/// work against this times the time limit (4·10⁹ for a minute: the CLI's
/// JSON output, which solves each column separately once the table is too
/// large to hold, takes about a minute natively; CSV about 25 s).
pub const CS_RATE: Rate = Rate(66_666_667);

/// Work units of a bidding table a second while it looks for the period
/// (measured: TB = 400 computes 18 600 rows of 3.2·10⁵ units in 0.8 s), and
/// what a row costs besides its units (about 2.5 µs at TB = 3, where a row
/// has some 40 units): the rows of the time limit are this rate times its
/// seconds over `heap_cost + BCS_ROW_UNITS` ([`RunLimits::bcs_rows`]). The
/// clock is also checked every 64 rows ([`solve_bcs_within`]).
pub const BCS_RATE: Rate = Rate(7_500_000_000);
pub const BCS_ROW_UNITS: u64 = 19_000;

/// Rows a bidding table computes at most for a minute, whatever the work
/// units allow (scaled by the time limit): at small budgets a row costs far
/// more than its units (about 2.5 µs and 70 bytes at TB = 3), so moves
/// `999999,1000000` at budget 3 stop after some seconds and 150 MB instead
/// of a minute with no period in sight.
pub const BCS_ROWS_PER_MINUTE: u64 = 2_000_000;

/// Memory the rows of one bidding table may take (`bidding::heap_bytes` a
/// row: 76 bytes at TB = 3, 3.2 kB at TB = 400): 2 GiB, some 28 million
/// rows at TB = 3, 660 000 at TB = 400.
pub const BCS_MEMORY: u64 = 2 << 30;

/// A classical expression (and cooling, heating): each sum or comparison
/// is estimated before it is computed (pairs of subpositions its recursion
/// may visit), and the whole expression may take at most `total` units of
/// the universe's work counter (about 15 s natively at the worst).
pub const CGT_EXPR: ExprLimits = ExprLimits {
    sum: 50_000_000,
    total: 10_000_000,
};

/// Work units each expensive part of a classical report (thermograph,
/// reduced form, atomic weight) may take before it stops and says so:
/// about 3 s natively at the worst.
pub const CGT_REPORT_WORK: u64 = 2_000_000;

/// Longest canonical form a report prints, in characters, estimated from
/// the value before it is written (a sum of 25 switches `{n|-n}` has a
/// small DAG and a 2·10⁸-character text).
pub const CGT_MAX_CANONICAL: u64 = 10_000_000;

/// Most units of work of cooling or heating a game.
pub const CGT_TEMPER_WORK: u64 = 2_000_000;

/// Work units (options looked at, see [`crate::classical::OctalRun`]) of an
/// octal run a second: the work limit is this times the time limit (3·10¹⁰
/// for a minute) when a work limit is given in its place; otherwise the
/// clock bounds an open run. The sparse-space kernel does some 4·10⁸ units
/// a second (`0.16` proves its period in 8·10⁷ units, `0.354` in 7·10⁹),
/// the plain one about as many.
pub const OCTAL_RATE: Rate = Rate(500_000_000);

/// Work units of a general Cumulative Game (one per move tried, plus one
/// per formula operation) a second: the page's budget
/// (`cumulative_games::WORK_BUDGET`, 5·10⁶) trips after 0.3–0.8 s (auction
/// at heap 1 409, wealth at 145), so the default for a minute is 3·10⁸.
pub const CG_RATE: Rate = Rate(5_000_000);

/// Distinct positions a Cumulative Game may keep for a minute of work (the
/// page keeps 400 000), scaled with the time limit, and at most ever
/// (several hundred bytes each).
pub const CG_STATES_PER_MINUTE: usize = 4_000_000;
pub const CG_MAX_STATES: usize = 20_000_000;

/// Work units of a misère report (canonical forms examined, sums built,
/// candidates tried; a few seconds at most).
pub const MISERE_WORK: u64 = 20_000_000;

/// Work units of a scoring-play report (forms interned, sum steps,
/// comparisons and reductions; a few seconds at most).
pub const SCORING_WORK: u64 = 20_000_000;

/// A run's time limit and, when given, its work limit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RunLimits {
    /// Seconds, over 0 and at most [`MAX_SECONDS`] (the caller checks).
    pub seconds: f64,
    /// The work limit in units, replacing what the time limit allows.
    pub max_work: Option<u64>,
}

/// A minute, no work limit.
impl Default for RunLimits {
    fn default() -> Self {
        RunLimits {
            seconds: DEFAULT_SECONDS,
            max_work: None,
        }
    }
}

impl RunLimits {
    /// The work limit: `max_work`, or what the time limit allows at `rate`.
    pub fn work(&self, rate: Rate) -> u64 {
        self.max_work
            .unwrap_or((rate.0 as f64 * self.seconds).min(u64::MAX as f64) as u64)
    }

    /// `base`, a budget set for [`DEFAULT_SECONDS`], scaled to the time limit.
    pub fn scale(&self, base: u64) -> u64 {
        (base as f64 * self.seconds / DEFAULT_SECONDS).clamp(1.0, u64::MAX as f64) as u64
    }

    /// `max_work`, or `base` (set for [`DEFAULT_SECONDS`]) scaled to the
    /// time limit.
    pub fn work_or_scale(&self, base: u64) -> u64 {
        self.max_work.unwrap_or_else(|| self.scale(base))
    }

    /// Whether a work limit was given.
    pub fn work_given(&self) -> bool {
        self.max_work.is_some()
    }

    /// The time limit to suggest for going further after a run stopped by
    /// this one: ten times it, in whole seconds, at least 600 and at most
    /// [`MAX_SECONDS`].
    pub fn further_seconds(&self) -> f64 {
        (self.seconds * 10.0).clamp(600.0, MAX_SECONDS).round()
    }

    /// A classical expression's limits: [`CGT_EXPR`] scaled, the work
    /// limit (when given) setting the whole expression's.
    pub fn expr(&self) -> ExprLimits {
        ExprLimits {
            sum: self.scale(CGT_EXPR.sum),
            total: self.work_or_scale(CGT_EXPR.total),
        }
    }

    /// A Cumulative Game's budgets: work from the time limit (or the work
    /// limit), distinct positions scaled with the time limit, at most
    /// [`CG_MAX_STATES`].
    pub fn cg_budget(&self) -> SolveBudget {
        let states = self
            .scale(CG_STATES_PER_MINUTE as u64)
            .min(CG_MAX_STATES as u64);
        SolveBudget {
            work: self.work(CG_RATE),
            states: (states as usize).max(1),
        }
    }

    /// Rows a bidding table computes at most while looking for the period:
    /// what the time limit allows (a row costs its work units plus
    /// [`BCS_ROW_UNITS`] at [`BCS_RATE`]), or the work limit, and what
    /// [`BCS_MEMORY`] holds.
    pub fn bcs_rows(&self, rules: &BcsRules) -> u32 {
        let units = self.work(BCS_RATE);
        let overhead = if self.work_given() { 0 } else { BCS_ROW_UNITS };
        let per_row = bcs::heap_cost(rules) + overhead;
        let by_time = (units / per_row).clamp(1000, u64::from(bcs::MAX_HEAP)) as u32;
        let by_rows = self
            .scale(BCS_ROWS_PER_MINUTE)
            .min(u64::from(bcs::MAX_HEAP)) as u32;
        by_time
            .min(by_rows)
            .min(bcs::memory_horizon(rules, BCS_MEMORY))
    }

    /// Rows a bidding matrix looks through for the period (a matrix needs
    /// only the heaps up to its own): also the page's work limit scaled by
    /// the time limit.
    pub fn bcs_matrix_rows(&self, rules: &BcsRules) -> u32 {
        let by_work = bcs::horizon(rules, self.scale(bcs::DEFAULT_WORK_LIMIT));
        self.bcs_rows(rules).min(by_work)
    }
}

/// Where a bidding solve stopped before a period: the rows computed, and
/// whether the clock stopped it (else the row limit did).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BcsCut {
    pub rows: u32,
    pub expired: bool,
}

/// Why [`solve_bcs_within`] has no table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BcsStop {
    /// The rules or the heap bound.
    Solve(SolveError),
    /// The limits stopped the solve before the heaps asked for.
    Cut(BcsCut),
    /// A value left the scores' range before the heaps asked for.
    Score(ScoreError),
}

/// The bidding table of `rules` solved until periodic within `cap` rows
/// (see [`RunLimits::bcs_rows`]) and the caller's clock (`expired(rows)`,
/// asked every 64 rows), computing at least heaps `0..=need`. Without a
/// period by then the table ends at the rows computed (the cut is
/// returned beside it), unless heaps past them were asked for. A table
/// whose weights depend on the heap has no period to find: exactly the
/// heaps asked for.
pub fn solve_bcs_within(
    rules: BcsRules,
    need: u32,
    cap: u32,
    mut expired: impl FnMut(u32) -> bool,
) -> Result<(BcsTable, Option<BcsCut>), BcsStop> {
    let (table, cut) = if rules.heap_dependent() {
        let solver = BcsSolver::new(rules, need).map_err(BcsStop::Solve)?;
        (solver.finish(), None)
    } else {
        // With a period, the table answers every heap (the report's `max_heap`).
        let mut solver = BcsSolver::new(rules, bcs::MAX_HEAP).map_err(BcsStop::Solve)?;
        let mut cut = None;
        // Slices of 64 rows, the last one ending at row `cap` exactly.
        while !solver.step(64.min((cap + 1).saturating_sub(solver.computed_heaps()).max(1))) {
            let rows = solver.computed_heaps();
            let expired = expired(rows);
            if rows <= cap && !expired {
                continue;
            }
            if need >= rows {
                return Err(BcsStop::Cut(BcsCut { rows, expired }));
            }
            cut = Some(BcsCut { rows, expired });
            break;
        }
        match cut {
            Some(_) => (solver.stop(), cut),
            None => (solver.finish(), None),
        }
    };
    match table.error() {
        Some(e) if table.computed_heaps() <= need => Err(BcsStop::Score(e.clone())),
        _ => Ok((table, cut)),
    }
}

/// Work units for the next slice of a run that steps, adapted so that a
/// slice takes about [`Slicer::TARGET`] seconds whatever a unit costs on
/// this machine and for this input (a unit of octal 4.007 costs many times
/// one of 0.354). The caller looks at its clock between slices, so a run
/// stops within about a slice of its time limit. Clock-free: the caller
/// says how long the last slice took.
#[derive(Clone, Copy, Debug)]
pub struct Slicer {
    units: u64,
}

impl Slicer {
    /// The time a slice should take, in seconds.
    pub const TARGET: f64 = 0.1;

    /// A slicer whose first slice is `first` units (small: it is a guess).
    pub fn new(first: u64) -> Slicer {
        Slicer {
            units: first.max(1),
        }
    }

    /// The units of the next slice.
    pub fn units(&self) -> u64 {
        self.units
    }

    /// The last slice took `seconds`: the next one is scaled by how far
    /// that was from the target, at most fourfold either way (so one odd
    /// slice does not swing it).
    pub fn took(&mut self, seconds: f64) {
        let scale = (Slicer::TARGET / seconds.max(1e-4)).clamp(0.25, 4.0);
        self.units = ((self.units as f64 * scale) as u64).max(1);
    }
}
