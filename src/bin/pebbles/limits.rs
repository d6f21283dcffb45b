//! Every limit the CLI applies before it starts work, in one place. Each
//! refusal names the option, the estimate and the limit, e.g.
//! ``--budgets `0..1000`: about 4.4e12 work units, over the limit of 2.0e10; narrow the range``.
//! The limits of boards of each ruleset are the registry's
//! ([`pebbles::games::classical::rulesets::Limits::cli`]).

use pebbles::games::classical::parse::ExprLimits;
use pebbles::games::search;

use crate::budget::Rate;

/// Largest ruleset file `pebbles game --rules FILE` (or `--sum FILE:x`)
/// reads: 1 MiB. A ruleset is a few kilobytes; the size is checked while
/// reading (at most this many bytes plus one are read), so `/dev/urandom` or
/// a huge file is refused at once.
pub const MAX_RULES_FILE_BYTES: u64 = 1 << 20;

/// Cell updates (heaps solved × amounts in the move sets) of `pebbles cs` a
/// second: a table always starts at heap 0, so `--heaps A..B` costs
/// `(max(B, 10000) + 1) × (|S_L| + |S_R|)`, checked before any work against
/// this times `--time-limit` (4·10⁹ for a minute: the JSON output, which
/// solves each column separately once the table is too large to hold,
/// takes about a minute natively; CSV about 25 s).
pub const CS_RATE: Rate = Rate(66_666_667);

/// Work units (bid pairs looked at, see `bidding::heap_cost`) of a whole
/// `pebbles bcs-sweep` a second, counted conservatively: the default work
/// limit is this times `--time-limit` (2·10¹⁰ for a minute), estimated up
/// front from the paper's convergence bound (Theorem 27) and checked again
/// before each budget from the rows actually computed, with the clock.
/// Each budget computes at most `bidding::DEFAULT_WORK_LIMIT` scaled by the
/// time limit (6·10⁹ for a minute).
pub const SWEEP_RATE: Rate = Rate(333_333_334);

/// Work units of `pebbles bcs` a second while it looks for the period
/// (measured: TB = 400 computes 18 600 rows of 3.2·10⁵ units in 0.8 s), and
/// what a row costs besides its units (about 2.5 µs at TB = 3, where a row
/// has some 40 units): the rows of the time limit are this rate times its
/// seconds over `heap_cost + BCS_ROW_UNITS`. The clock is also checked
/// every 64 rows.
pub const BCS_RATE: Rate = Rate(7_500_000_000);
pub const BCS_ROW_UNITS: u64 = 19_000;

/// Rows `pebbles bcs` computes at most for a minute, whatever the work
/// units allow (scaled by `--time-limit`): at small budgets a row costs far
/// more than its units (about 2.5 µs and 70 bytes at TB = 3), so `--moves
/// 999999,1000000 --budget 3` stops after some seconds and 150 MB instead
/// of a minute with no period in sight.
pub const BCS_ROWS_PER_MINUTE: u64 = 2_000_000;

/// Memory the rows of `pebbles bcs` and of each `bcs-sweep` budget may
/// take (`bidding::heap_bytes` a row: 76 bytes at TB = 3, 3.2 kB at TB =
/// 400): 2 GiB, some 28 million rows at TB = 3, 660 000 at TB = 400.
pub const BCS_MEMORY: u64 = 2 << 30;

/// Most values one `pebbles bcs` listing prints (heaps × budgets).
pub const MAX_LISTED: u64 = 20_000_000;

/// `pebbles cgt --expr` (and `--cool`, `--heat`): each sum or comparison
/// is estimated before it is computed (pairs of subpositions its recursion
/// may visit), and the whole expression may take at most `total` units of
/// the universe's work counter (about 15 s natively at the worst).
pub const CGT_EXPR: ExprLimits = ExprLimits {
    sum: 50_000_000,
    total: 10_000_000,
};

/// Work units each expensive part of a `pebbles cgt` report (thermograph,
/// reduced form, atomic weight) may take before it stops and says so:
/// about 3 s natively at the worst.
pub const CGT_REPORT_WORK: u64 = 2_000_000;

/// Longest canonical form `pebbles cgt` prints, in characters, estimated
/// from the value before it is written (a sum of 25 switches `{n|-n}` has a
/// small DAG and a 2·10⁸-character text).
pub const CGT_MAX_CANONICAL: u64 = 10_000_000;

/// Work units (options looked at, see [`pebbles::games::classical::OctalRun`])
/// of `pebbles cgt --octal` a second: the default work limit is this times
/// `--time-limit` (3·10¹⁰ for a minute) unless `--max-work` says otherwise.
/// The sparse-space kernel does some 4·10⁸ units a second (`0.16` proves its
/// period in 8·10⁷ units, `0.354` in 7·10⁹), the plain one about as many;
/// the time limit itself is checked every 5·10⁸ units.
pub const OCTAL_RATE: Rate = Rate(500_000_000);

/// Work units of `pebbles game` (one per move tried, plus one per formula
/// operation) a second: the page's budget (`cumulative_games::WORK_BUDGET`,
/// 5·10⁶) trips after 0.3–0.8 s (auction at heap 1 409, wealth at 145), so
/// the default for a minute is 3·10⁸. The clock is also checked every
/// 200 000 search steps.
pub const CG_RATE: Rate = Rate(5_000_000);

/// `pebbles search`: the sets one search (or one shard) may visit
/// (`search::MAX_SETS`, 2·10⁶), its work units (`search::MAX_WORK`, 4·10⁹
/// for a discrepancy search: sets × heaps × amounts × 2;
/// `search::MAX_PARETO_WORK`, 10⁹ for a Pareto search: sets × heaps² ×
/// amounts) are each about a minute natively, and scale with
/// `--time-limit`; `--max-work` sets the work units instead.
pub const SEARCH_LIMITS: search::SearchLimits = search::SearchLimits::DEFAULT;
/// Distinct positions `pebbles game` may keep for a minute of work (the
/// page keeps 400 000), scaled with `--time-limit`, and at most ever
/// (several hundred bytes each).
pub const CG_STATES_PER_MINUTE: usize = 4_000_000;
pub const CG_MAX_STATES: usize = 20_000_000;

/// Most units of work of cooling or heating a game (`--cool`, `--heat`).
pub const CGT_TEMPER_WORK: u64 = 2_000_000;

/// Work units each code of `pebbles octal-sweep` may take unless
/// `--max-work` says otherwise: about 0.2 s (`0.16` proves its period in
/// 8·10⁷). A fixed number, not the time limit's share, so that a record
/// does not depend on the machine or on the shards.
pub const OCTAL_SWEEP_WORK: u64 = 100_000_000;

/// Work units of `pebbles clobber --census` ([`pebbles::games::clobber::census_work`])
/// a second, kept low for a busy machine: the default work limit is this
/// times `--time-limit` (2·10¹⁰ for a minute), so length 12 (1.2·10¹⁰, 23 s
/// and 150 MB measured) passes and 13 (9·10¹⁰, 204 s and 630 MB) needs
/// `--time-limit 300`. The clock is also checked every 1024 games.
pub const CENSUS_RATE: Rate = Rate(333_333_334);

/// Work units of `pebbles cgt --misere` (canonical forms examined, sums
/// built, candidates tried; a few seconds at most).
pub const MISERE_WORK: u64 = 20_000_000;

/// Work units of `pebbles scoring` (forms interned, sum steps,
/// comparisons and reductions; a few seconds at most).
pub const SCORING_WORK: u64 = 20_000_000;
