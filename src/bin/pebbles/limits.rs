//! Every limit the CLI applies before it starts work, in one place. Each
//! refusal names the option, the estimate and the limit, e.g.
//! ``--budgets `0..1000`: about 4.4e12 work units, over the limit of 2.0e10; narrow the range``.
//! The limits of boards of each ruleset are the registry's
//! ([`pebbles::games::classical::rulesets::Limits::cli`]).

use pebbles::games::classical::parse::ExprLimits;

/// Largest ruleset file `pebbles game --rules FILE` (or `--sum FILE:x`)
/// reads: 1 MiB. A ruleset is a few kilobytes; the size is checked while
/// reading (at most this many bytes plus one are read), so `/dev/urandom` or
/// a huge file is refused at once.
pub const MAX_RULES_FILE_BYTES: u64 = 1 << 20;

/// Most cell updates (heaps solved × amounts in the move sets) one `pebbles
/// cs` run may need: a table always starts at heap 0, so `--heaps A..B`
/// costs `(max(B, 10000) + 1) × (|S_L| + |S_R|)`. At the limit the JSON
/// output, which solves each column separately once the table is too large
/// to hold, takes about a minute natively; CSV about 25 s.
pub const CS_WORK_LIMIT: u64 = 4_000_000_000;

/// Most work units (bid pairs looked at, see `bidding::heap_cost`) a whole
/// `pebbles bcs-sweep` may take, estimated up front from the paper's
/// convergence bound (Theorem 27), and checked again before each budget
/// from the rows actually computed: at most about 30 seconds natively (the
/// limit plus one budget's own limit, `bidding::DEFAULT_WORK_LIMIT`).
pub const SWEEP_WORK_LIMIT: u64 = 20_000_000_000;

/// Most heaps `pebbles bcs` and each `bcs-sweep` budget compute while
/// looking for the period, whatever the work units allow: a row costs far
/// more than its work units at small budgets (about 2.5 µs and 70 bytes at
/// TB = 3), so `--moves 999999,1000000 --budget 3` would otherwise run for
/// two minutes and take 3 GB. Here: a few seconds, some 150 MB.
pub const BCS_MAX_ROWS: u32 = 2_000_000;

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

/// Most work units (options looked at, see [`pebbles::games::classical::OctalRun`])
/// of `pebbles cgt --octal` unless `--max-work` says otherwise: about a
/// minute natively. The sparse-space kernel does some 4·10⁸ units a second
/// (`0.16` proves its period in 8·10⁷ units, `0.354` in 7·10⁹), the plain
/// one about as many.
pub const CGT_OCTAL_WORK: u64 = 30_000_000_000;

/// Most units of work of cooling or heating a game (`--cool`, `--heat`).
pub const CGT_TEMPER_WORK: u64 = 2_000_000;

/// Most work units of `pebbles clobber --census` ([`pebbles::games::clobber::census_work`]):
/// length 12 (1.2·10¹⁰, about a minute and 150 MB) passes, 13 (9·10¹⁰, over
/// ten minutes and 600 MB) is refused.
pub const CENSUS_WORK_LIMIT: u64 = 20_000_000_000;

/// `n` as `6.1e13` (or plainly, below a million), for refusals.
pub fn about(n: u64) -> String {
    if n < 1_000_000 {
        return n.to_string();
    }
    let e = n.ilog10();
    let m = n as f64 / 10f64.powi(e as i32);
    format!("{m:.1}e{e}")
}
