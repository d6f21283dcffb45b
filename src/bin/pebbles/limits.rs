//! Every limit the CLI applies before it starts work, in one place. Each
//! refusal names the option, the estimate and the limit, e.g.
//! ``--budgets `0..1000`: about 4.4e12 work units, over the limit of 2.0e10; narrow the range``.
//! The limits the Python package shares (Cumulative Subtraction, bidding,
//! classical expressions and reports, octal runs, Cumulative Games, misère
//! and scoring play) are the library's ([`pebbles::games::limits`]),
//! re-exported here; those of the CLI's own commands follow. The limits of
//! boards of each ruleset are the registry's
//! ([`pebbles::games::classical::rulesets::Limits::cli`]).

pub use pebbles::games::limits::{
    Rate, BCS_MEMORY, CGT_MAX_CANONICAL, CS_RATE, MISERE_WORK, OCTAL_RATE, SCORING_WORK,
};
use pebbles::games::search;

/// Largest ruleset file `pebbles game --rules FILE` (or `--sum FILE:x`)
/// reads: 1 MiB. A ruleset is a few kilobytes; the size is checked while
/// reading (at most this many bytes plus one are read), so `/dev/urandom` or
/// a huge file is refused at once.
pub const MAX_RULES_FILE_BYTES: u64 = 1 << 20;

/// Work units (bid pairs looked at, see `bidding::heap_cost`) of a whole
/// `pebbles bcs-sweep` a second, counted conservatively: the default work
/// limit is this times `--time-limit` (2·10¹⁰ for a minute), estimated up
/// front from the paper's convergence bound (Theorem 27) and checked again
/// before each budget from the rows actually computed, with the clock.
/// Each budget computes at most `bidding::DEFAULT_WORK_LIMIT` scaled by the
/// time limit (6·10⁹ for a minute).
pub const SWEEP_RATE: Rate = Rate(333_333_334);

/// Most values one `pebbles bcs` listing prints (heaps × budgets).
pub const MAX_LISTED: u64 = 20_000_000;

/// `pebbles search`: the sets one search (or one shard) may visit
/// (`search::MAX_SETS`, 2·10⁶), its work units (`search::MAX_WORK`, 4·10⁹
/// for a discrepancy search: sets × heaps × amounts × 2;
/// `search::MAX_PARETO_WORK`, 10⁹ for a Pareto search: sets × heaps² ×
/// amounts) are each about a minute natively, and scale with
/// `--time-limit`; `--max-work` sets the work units instead.
pub const SEARCH_LIMITS: search::SearchLimits = search::SearchLimits::DEFAULT;

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
