//! Tables in constant memory. Each heap's values depend only on the previous
//! `max amount` heaps, so a [`Rolling`] solver keeps just those rows and
//! hands out one heap at a time: memory is independent of the number of
//! heaps. Exact periods ([`rolling_period`]) are found by running it again,
//! with the same result as [`Table::zero_sum_period`] and
//! [`Table::grundy_period`] on the whole table.

use std::collections::VecDeque;

use super::rules::Rules;
use super::solver::{Parts, SolveError, Solver};
use super::table::Table;
use crate::common::{mix, Period, RollingWindow, Ties, Variant};

/// Heaps computed per solver step (at least; a step also covers the largest
/// amount, so dropping old rows costs O(1) per heap).
pub const BATCH: u32 = 1 << 13;

/// A solver for heaps `0..=end` that forgets rows it no longer needs.
pub struct Rolling {
    solver: Solver,
    /// Rows kept behind the newest one: the largest amount of any move set.
    keep: u32,
    batch: u32,
    next: u32,
}

impl Rolling {
    pub fn new(rules: Rules, ties: Ties, parts: Parts, end: u32) -> Result<Rolling, SolveError> {
        let keep = rules
            .left
            .iter()
            .chain(&rules.right)
            .chain(rules.overrides.values().flatten())
            .copied()
            .max()
            .unwrap_or(0);
        let batch = BATCH.max(keep);
        let rows = (u64::from(end) + 1).min(u64::from(batch) * 2 + u64::from(keep)) as usize;
        Ok(Rolling {
            solver: Solver::reserving(rules, ties, end, parts, rows)?,
            keep,
            batch,
            next: 0,
        })
    }

    /// Computes the next heap and returns it (`None` past the end); its
    /// values are then in [`Rolling::table`].
    pub fn advance(&mut self) -> Option<u32> {
        if self.next > self.solver.max_heap() {
            return None;
        }
        if self.next == self.solver.done_heaps() {
            let base = self.solver.table().base;
            self.solver
                .drop_before(self.next.saturating_sub(self.keep).max(base));
            self.solver.step(self.batch);
        }
        self.next += 1;
        Some(self.next - 1)
    }

    /// The recent rows: every query about the heap last returned by
    /// [`Rolling::advance`] works (older heaps may be gone).
    pub fn table(&self) -> &Table {
        self.solver.table()
    }
}

/// An exact, injective key of heap `x`'s values of `variant`.
fn key(t: &Table, variant: Variant, x: u32) -> u64 {
    let i = (x - t.base) as usize;
    match variant {
        Variant::Grundy => u64::from(t.grundy[i]),
        _ => (u64::from(t.zs[i][0] as u32) << 32) | u64::from(t.zs[i][1] as u32),
    }
}

/// The exact period of the zero-sum values (both starters) or the Grundy
/// values of heaps `0..=horizon`: the same as the whole table's
/// [`Table::zero_sum_period`] / [`Table::grundy_period`], in memory
/// O(max amount). Three runs: the last window; its nearest earlier copy (the
/// least period); then the least preperiod, comparing two solvers that run
/// a period apart. Other variants give `None`.
pub fn rolling_period(
    rules: &Rules,
    ties: Ties,
    variant: Variant,
    horizon: u32,
) -> Result<Option<Period>, SolveError> {
    let parts = match variant {
        Variant::ZeroSum => Parts::ZERO_SUM,
        Variant::Grundy => Parts {
            zero_sum: false,
            grundy: true,
            ..Parts::ZERO_SUM
        },
        _ => return Ok(None),
    };
    let run = |end: u32| Rolling::new(rules.clone(), ties, parts, end);
    let first = run(horizon)?;
    if !first.table().has(variant) {
        return Ok(None);
    }
    let (m, i0) = first.table().window_start();
    let len = horizon as usize + 1;
    if m == 0 || len < m || len - m <= i0 {
        return Ok(None);
    }
    let e = len - m;
    let target = last_window(first, variant, m);
    let Some(start) = last_copy(run((e + m - 2) as u32)?, variant, &target, i0) else {
        return Ok(None);
    };
    let period = e - start;
    let pre = preperiod(
        [run(start as u32)?, run((start + period) as u32)?],
        variant,
        (start, period),
        (m, i0),
    );
    Ok(Some(Period {
        preperiod: pre as u32,
        period: period as u32,
    }))
}

/// The keys of the last `m` heaps.
fn last_window(mut r: Rolling, variant: Variant, m: usize) -> Vec<u64> {
    let mut last = VecDeque::with_capacity(m + 1);
    while let Some(x) = r.advance() {
        if last.len() == m {
            last.pop_front();
        }
        last.push_back(key(r.table(), variant, x));
    }
    last.into()
}

/// The last start `i ≥ i0` of a window equal to `target`, among the windows
/// that end by the solver's last heap.
fn last_copy(mut r: Rolling, variant: Variant, target: &[u64], i0: usize) -> Option<usize> {
    let m = target.len();
    let goal = RollingWindow::of(target.iter().map(|&k| mix(k))).hash();
    let mut window = RollingWindow::new(m);
    let mut keys = VecDeque::with_capacity(m + 1);
    let mut found = None;
    while let Some(x) = r.advance() {
        let k = key(r.table(), variant, x);
        let old = if keys.len() == m {
            keys.pop_front().map_or(0, mix)
        } else {
            0
        };
        keys.push_back(k);
        let hash = window.slide(mix(k), old);
        let i = (x as usize + 1).saturating_sub(m);
        if keys.len() == m && i >= i0 && hash == goal && keys.iter().eq(target) {
            found = Some(i);
        }
    }
    found
}

/// The least `pre` with `v(n) = v(n + period)` for every `n ≥ pre`, given
/// that it holds from `start` on: the last mismatch below `start`, plus one.
/// Stops early once `m` equal values at `n ≥ i0` prove the rest equal.
fn preperiod(
    [mut a, mut b]: [Rolling; 2],
    variant: Variant,
    (start, period): (usize, usize),
    (m, i0): (usize, usize),
) -> usize {
    for _ in 0..period {
        b.advance();
    }
    let (mut pre, mut run) = (0, 0);
    for n in 0..start {
        let (Some(x), Some(y)) = (a.advance(), b.advance()) else {
            break;
        };
        if key(a.table(), variant, x) != key(b.table(), variant, y) {
            (pre, run) = (n + 1, 0);
        } else {
            run += 1;
            if run >= m && n + 1 - m >= i0 {
                break;
            }
        }
    }
    pre
}
