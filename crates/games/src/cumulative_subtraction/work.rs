//! How much a table costs, estimated before solving: the one estimate the
//! CLI, the page's jobs and the JavaScript API check against their own
//! limits (`pebbles cs`: `limits::CS_WORK_LIMIT`; the page and the API:
//! `jobs::WORK_LIMIT`).

use super::rules::{Rules, MAX_HEAP};

/// Heaps solved at least, so that periods show even for short tables.
pub const PERIOD_HORIZON: u32 = 10_000;

/// How far to solve for a table ending at heap `hi`: every heap from 0, and
/// at least [`PERIOD_HORIZON`] of them; periods are detected over all of them.
pub fn horizon(hi: u32) -> u32 {
    hi.max(PERIOD_HORIZON.min(MAX_HEAP))
}

/// Amounts looked at per heap solved: both players' sets, or the widest
/// heap-dynamic override if that is wider.
pub fn moves_per_heap(rules: &Rules) -> u64 {
    let r = rules.normalize();
    let widest = r.overrides.values().map(Vec::len).max().unwrap_or(0);
    (r.left.len() + r.right.len()).max(widest) as u64
}

/// Work units ((heap, amount) pairs visited) of solving heaps
/// `0..=max_heap` and then listing the optimal amounts of `listed` rows (a
/// listed row visits its amounts for each of its nine cells; the page's table
/// lists them, the CLI's and the API's reports do not).
pub fn work(rules: &Rules, max_heap: u32, listed: u32) -> u64 {
    let moves = moves_per_heap(rules);
    (u64::from(max_heap) + 1)
        .saturating_mul(moves)
        .saturating_add(u64::from(listed).saturating_mul(moves).saturating_mul(9))
}
