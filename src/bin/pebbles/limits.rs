//! Every limit the CLI applies before it starts work, in one place. Each
//! refusal names the option, the estimate and the limit, e.g.
//! ``--budgets `0..1000`: about 4.4e12 work units, over the limit of 2.0e10; narrow the range``.

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

/// `n` as `6.1e13` (or plainly, below a million), for refusals.
pub fn about(n: u64) -> String {
    if n < 1_000_000 {
        return n.to_string();
    }
    let e = n.ilog10();
    let m = n as f64 / 10f64.powi(e as i32);
    format!("{m:.1}e{e}")
}
