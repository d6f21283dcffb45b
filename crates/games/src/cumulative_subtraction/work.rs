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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_tables_solve_the_period_horizon() {
        assert_eq!(horizon(20), PERIOD_HORIZON);
        assert_eq!(horizon(50_000), 50_000);
    }

    #[test]
    fn work_counts_heaps_times_amounts_and_listed_rows() {
        let s23 = Rules::symmetric(vec![2, 3]);
        assert_eq!(moves_per_heap(&s23), 4);
        assert_eq!(work(&s23, 9, 0), 40);
        assert_eq!(work(&s23, 9, 10), 40 + 10 * 4 * 9);
        // Duplicates count once; a wide override counts at every heap.
        let mut r = Rules::partizan(vec![2, 2, 3], vec![1]);
        assert_eq!(moves_per_heap(&r), 3);
        r.overrides.insert(5, (1..=10).collect());
        assert_eq!(moves_per_heap(&r), 10);
        assert_eq!(work(&r, 99, 0), 1000);
    }
}
