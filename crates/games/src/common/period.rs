//! Exact eventual periods of value sequences, shared by every family whose
//! values form a window-determined recurrence (CS tables, bidding rows).
//!
//! The setting: from index `i0` on, the `m` values `v(i..i+m)` (a *window*)
//! determine `v(i+m)` by one fixed rule. Then two equal windows at `i < j`
//! prove that the sequence repeats with period `j − i` from `i` on, forever,
//! and the nearest repeat gives the least period. Windows are compared by a
//! rolling polynomial hash ([`RollingWindow`]); hash hits are verified value
//! by value, so results are exact whatever the hash does.

use serde::{Deserialize, Serialize};

/// `v(n) = v(n + period)` for every `n ≥ preperiod`; both are the smallest such.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Period {
    pub preperiod: u32,
    pub period: u32,
}

const BASE: u64 = 0x0000_0100_0000_01b3;

/// Spreads a value's bits before it enters a window hash.
pub fn mix(key: u64) -> u64 {
    let k = key.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    k ^ (k >> 29)
}

/// Hash of the last `m` element hashes, `Σ_k h_k·B^k` with the newest
/// element at `k = 0`, updated in O(1) per slide.
#[derive(Clone, Copy, Debug)]
pub struct RollingWindow {
    hash: u64,
    top: u64,
}

impl RollingWindow {
    pub fn new(m: usize) -> RollingWindow {
        RollingWindow {
            hash: 0,
            top: BASE.wrapping_pow(m.saturating_sub(1) as u32),
        }
    }

    /// The window of element hashes `hs`, oldest first.
    pub fn of(hs: impl DoubleEndedIterator<Item = u64> + ExactSizeIterator) -> RollingWindow {
        let mut w = RollingWindow::new(hs.len());
        w.hash = hs.fold(0u64, |acc, h| acc.wrapping_mul(BASE).wrapping_add(h));
        w
    }

    /// Adds element hash `new` and drops `old` (0 while the window fills).
    pub fn slide(&mut self, new: u64, old: u64) -> u64 {
        self.hash =
            new.wrapping_add(BASE.wrapping_mul(self.hash.wrapping_sub(old.wrapping_mul(self.top))));
        self.hash
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }
}

/// Given `v(k) = v(k + period)` for all `k ≥ start`, the least preperiod:
/// scans back while the equality still holds.
pub fn least_preperiod(start: usize, period: usize, same: impl Fn(usize, usize) -> bool) -> Period {
    let mut pre = start;
    while pre > 0 && same(pre - 1, pre - 1 + period) {
        pre -= 1;
    }
    Period {
        preperiod: pre as u32,
        period: period as u32,
    }
}

/// Exact eventual period of `v(0..len)`, offline: finds the nearest earlier
/// copy (at `i ≥ i0`) of the last window by scanning back from it, in linear
/// time and constant memory. Any earlier copy lies in the same cycle, so the
/// nearest gives the least period; `None` when the last window never
/// occurred before (not periodic *within* `0..len`).
pub fn find_period(
    len: usize,
    m: usize,
    i0: usize,
    key: impl Fn(usize) -> u64,
    same: impl Fn(usize, usize) -> bool,
) -> Option<Period> {
    if m == 0 || len < m {
        return None;
    }
    let e = len - m;
    if e <= i0 {
        return None;
    }
    let h = |i: usize| mix(key(i));
    // Scanning backwards, element i enters at the low end and i + m leaves.
    let target = RollingWindow::of((e..e + m).rev().map(h)).hash();
    let mut window = RollingWindow::new(m);
    window.hash = target;
    let mut i = e;
    let start = loop {
        if i == i0 {
            return None;
        }
        i -= 1;
        let hash = window.slide(h(i), h(i + m));
        if hash == target && (0..m).all(|k| same(i + k, e + k)) {
            break i;
        }
    };
    Some(least_preperiod(start, e - start, same))
}
