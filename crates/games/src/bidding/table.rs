//! The incremental solver ([`BcsSolver`]), the solved [`BcsTable`] with its
//! queries, and exact period detection: rows stop at the first repeated
//! window (see [`crate::common::period`]).

use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};

use serde::{Deserialize, Serialize};

use super::kernel::{Cells, Kernel};
use super::rules::{mi, BcsPosition, BcsRules, RulesError, MAX_HEAP};
use super::scoring::{ScoreError, Scoring, MAX_VALUE};
use crate::common::{least_preperiod, mix, Period, Player, RollingWindow};

/// Work units per heap (bid pairs looked at, roughly), for progress and limits.
pub fn heap_cost(rules: &BcsRules) -> u64 {
    let n = u64::from(rules.total_budget) + 1;
    let moves = rules.moves.len() + rules.right_moves.as_ref().map_or(0, Vec::len);
    2 * n * n + 2 * n * moves as u64 + 1
}

/// Work units of solving `heaps` heaps: the one estimate the CLI, the page's
/// jobs and the JavaScript API check against their limits (each its own).
pub fn work(rules: &BcsRules, heaps: u64) -> u64 {
    heaps.saturating_mul(heap_cost(rules))
}

/// Heaps worth `work_limit` work units (at least 1000, at most [`MAX_HEAP`]).
pub fn horizon(rules: &BcsRules, work_limit: u64) -> u32 {
    (work_limit / heap_cost(rules)).clamp(1000, u64::from(MAX_HEAP)) as u32
}

/// Bytes a solver keeps per heap at most: the row (as `i32`), its hash, the
/// window chain and the window map's entry.
pub fn heap_bytes(rules: &BcsRules) -> u64 {
    8 * (u64::from(rules.total_budget) + 1) + 8 + 4 + 32
}

/// Heaps a solver may keep within `bytes` of memory (at least 1000).
pub fn memory_horizon(rules: &BcsRules, bytes: u64) -> u32 {
    (bytes / heap_bytes(rules))
        .saturating_sub(1)
        .clamp(1000, u64::from(MAX_HEAP)) as u32
}

/// One row's hash for the window (rows are compared value by value on a hit).
fn row_hash(row: &[i32]) -> u64 {
    row.iter().fold(0, |h, &v| mix(h ^ u64::from(v as u32)))
}

/// The window keys are hashes already.
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | u64::from(b);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = v;
    }
}

type WindowMap = HashMap<u64, u32, BuildHasherDefault<KeyHasher>>;

/// Incremental solver so a web worker can run it in slices and report progress.
#[derive(Clone, Debug)]
pub struct BcsSolver {
    rules: BcsRules,
    scoring: Scoring,
    max_heap: u32,
    window: u32,
    kernel: Kernel,
    /// A weight or penalty failed, or values grew too large: solving stopped.
    error: Option<ScoreError>,
    cells: Cells,
    computed: u32,
    row: Vec<i32>,
    row_hashes: Vec<u64>,
    window_hash: RollingWindow,
    /// Window hash → the last window end with that hash; `chain[x]` is the
    /// previous end with the same hash as `x` (`u32::MAX`: none).
    seen: WindowMap,
    chain: Vec<u32>,
    period: Option<Period>,
    no_saddle: u64,
    first_no_saddle: Option<BcsPosition>,
    work: u64,
}

impl BcsSolver {
    pub fn new(rules: BcsRules, max_heap: u32) -> Result<BcsSolver, SolveError> {
        rules.validate()?;
        if max_heap > MAX_HEAP {
            return Err(SolveError::HeapTooLarge(max_heap));
        }
        let rules = rules.normalize();
        let scoring = Scoring::new(&rules).map_err(RulesError::from)?;
        let window = scoring.window();
        let n = rules.total_budget as usize + 1;
        Ok(BcsSolver {
            kernel: Kernel::new(&rules, &scoring),
            scoring,
            max_heap,
            window,
            error: None,
            cells: Cells::Narrow(Vec::new()),
            computed: 0,
            row: vec![0; 2 * n],
            row_hashes: Vec::new(),
            window_hash: RollingWindow::new(window as usize),
            seen: WindowMap::default(),
            chain: Vec::new(),
            period: None,
            no_saddle: 0,
            first_no_saddle: None,
            work: 0,
            rules,
        })
    }

    /// Computes up to `heaps` more heaps; true when done: all of
    /// `0..=max_heap` computed, or a period found (later heaps follow from it).
    pub fn step(&mut self, heaps: u32) -> bool {
        for _ in 0..heaps {
            if self.is_done() {
                break;
            }
            self.next_row();
        }
        self.is_done()
    }

    fn is_done(&self) -> bool {
        self.period.is_some() || self.computed > self.max_heap || self.error.is_some()
    }

    /// Why solving stopped early, if it did (see [`BcsTable::error`]).
    pub fn error(&self) -> Option<&ScoreError> {
        self.error.as_ref()
    }

    /// Heaps settled so far (all `max_heap + 1` once a period is found).
    pub fn done_heaps(&self) -> u32 {
        if self.period.is_some() {
            self.max_heap.saturating_add(1)
        } else {
            self.computed
        }
    }

    /// Rows actually computed.
    pub fn computed_heaps(&self) -> u32 {
        self.computed
    }

    pub fn max_heap(&self) -> u32 {
        self.max_heap
    }

    /// Work units spent (see [`heap_cost`]).
    pub fn work(&self) -> u64 {
        self.work
    }

    pub fn period(&self) -> Option<Period> {
        self.period
    }

    /// The table of the rows computed so far, as if the last of them had
    /// been `max_heap`: a caller's limit (time) stopped solving before a
    /// period. With a period found, the same as [`BcsSolver::finish`].
    pub fn stop(mut self) -> BcsTable {
        if self.period.is_none() && self.computed > 0 {
            self.max_heap = self.max_heap.min(self.computed - 1);
        }
        self.finish()
    }

    pub fn finish(mut self) -> BcsTable {
        while !self.step(u32::MAX) {}
        BcsTable {
            rules: self.rules,
            scoring: self.scoring,
            error: self.error,
            max_heap: self.max_heap,
            window: self.window,
            cells: self.cells,
            computed: self.computed,
            period: self.period,
            no_saddle: self.no_saddle,
            first_no_saddle: self.first_no_saddle,
        }
    }

    /// Not inlined, so each row is a call: wasm engines have no on-stack
    /// replacement, and a slice run as one inlined loop would stay in the
    /// baseline compiler's code however hot it gets (V8 tiers a function up
    /// between calls). Natively the call costs nothing next to a row's
    /// O(TB²) work.
    #[inline(never)]
    fn next_row(&mut self) {
        let x = self.computed;
        let n = self.rules.total_budget as usize + 1;
        let len = 2 * n;
        self.work += heap_cost(&self.rules);
        match self
            .kernel
            .continuations(x, |h| h as usize * len, &self.cells)
        {
            Err(e) => {
                self.error = Some(e);
                return;
            }
            Ok(Some(tau)) => self.row.fill(tau),
            Ok(None) => self.bidding_row(x, n),
        }
        if self.row.iter().any(|&v| i64::from(v).abs() > MAX_VALUE) {
            self.error = Some(ScoreError::Overflow(x));
            return;
        }
        let h = row_hash(&self.row);
        self.cells.push(&self.row);
        self.row_hashes.push(h);
        self.computed += 1;
        if !self.scoring.heap_dependent() {
            self.detect(x, h, len);
        }
    }

    /// Row `x` from the kernel's continuations: every cell's maximin.
    fn bidding_row(&mut self, x: u32, n: usize) {
        for m in 0..2 {
            for p in 0..n {
                let (lo, hi) = self.kernel.cell(p, m);
                self.row[m * n + p] = lo;
                if lo != hi {
                    self.no_saddle += 1;
                    if self.first_no_saddle.is_none() {
                        self.first_no_saddle = Some(BcsPosition {
                            x,
                            p: p as u32,
                            marker: if m == 0 { Player::Left } else { Player::Right },
                        });
                    }
                }
            }
        }
    }

    /// Window `W(x)` = rows `x−w+1..=x`. For `x ≥ w − 1` it determines every
    /// later row by one fixed rule (all moves fit from heap `w` on), so
    /// `W(x) = W(i)` proves period `x − i` from row `i − w + 1` on; the first
    /// such repeat gives the least period.
    fn detect(&mut self, x: u32, h: u64, len: usize) {
        let w = self.window;
        let old = if x >= w {
            self.row_hashes[(x - w) as usize]
        } else {
            0
        };
        let window_hash = self.window_hash.slide(h, old);
        self.chain.push(u32::MAX);
        // Windows before the last override are followed by other rules.
        if x + 1 < w || x + 1 < self.scoring.rule_start() {
            return;
        }
        let cells = &self.cells;
        let same_window = |i: u32| {
            let (a, b) = ((i + 1 - w) as usize * len, (x + 1 - w) as usize * len);
            cells.same(a, b, w as usize * len)
        };
        let mut hit = None;
        let mut i = self.seen.get(&window_hash).copied().unwrap_or(u32::MAX);
        while i != u32::MAX {
            if same_window(i) {
                hit = Some(i);
                break;
            }
            i = self.chain[i as usize];
        }
        if let Some(i) = hit {
            let same_row = |a: usize, b: usize| cells.same(a * len, b * len, len);
            let start = (i + 1 - w) as usize;
            self.period = Some(least_preperiod(start, (x - i) as usize, same_row));
            self.seen = WindowMap::default();
            self.chain = Vec::new();
        } else if let Some(prev) = self.seen.insert(window_hash, x) {
            self.chain[x as usize] = prev;
        }
    }
}

/// Runs a solver until the first repeated window proves periodicity (or
/// `max_heap` is reached). The table answers every heap `≤ max_heap` (any
/// heap once periodic).
pub fn solve_until_periodic(rules: BcsRules, max_heap: u32) -> Result<BcsTable, SolveError> {
    Ok(BcsSolver::new(rules, max_heap)?.finish())
}

/// Why a solver cannot start.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SolveError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("heap {0} exceeds the maximum heap {MAX_HEAP}")]
    HeapTooLarge(u32),
}

/// A position outside a solved table.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionError {
    #[error("Left's budget {p} exceeds the total budget {total_budget}")]
    Budget { p: u32, total_budget: u32 },
    #[error("heap {x} is beyond the solved heaps 0..{computed}")]
    Heap { x: u32, computed: u32 },
}

/// A solved ruleset.
#[derive(Clone)]
pub struct BcsTable {
    pub(super) rules: BcsRules,
    pub(super) scoring: Scoring,
    error: Option<ScoreError>,
    max_heap: u32,
    window: u32,
    pub(super) cells: Cells,
    pub(super) computed: u32,
    period: Option<Period>,
    pub(super) no_saddle: u64,
    pub(super) first_no_saddle: Option<BcsPosition>,
}

impl fmt::Debug for BcsTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BcsTable")
            .field("rules", &self.rules)
            .field("max_heap", &self.max_heap)
            .field("computed", &self.computed)
            .field("period", &self.period)
            .finish_non_exhaustive()
    }
}

/// Who moves after a bid pair, and with what.
impl BcsTable {
    /// The normalised rules.
    pub fn rules(&self) -> &BcsRules {
        &self.rules
    }

    /// Why solving stopped before `max_heap` without a period: a weight or
    /// penalty formula failed at some heap, or the values grew too large.
    pub fn error(&self) -> Option<&ScoreError> {
        self.error.as_ref()
    }

    pub fn total_budget(&self) -> u32 {
        self.rules.total_budget
    }

    pub fn max_heap(&self) -> u32 {
        self.max_heap
    }

    /// Rows stored (heaps `0..computed_heaps()`).
    pub fn computed_heaps(&self) -> u32 {
        self.computed
    }

    pub(super) fn row_len(&self) -> usize {
        2 * (self.rules.total_budget as usize + 1)
    }

    /// The stored row equal to row `x`, if known.
    fn row_of(&self, x: u32) -> Option<u32> {
        if x < self.computed {
            return Some(x);
        }
        let per = self.period?;
        Some(per.preperiod + (x - per.preperiod) % per.period)
    }

    /// A stored heap whose previous `max S` rows equal those of `x`.
    pub(super) fn source_heap(&self, x: u32) -> Option<u32> {
        if x < self.computed {
            return Some(x);
        }
        let per = self.period?;
        let base = (per.preperiod + self.window).max(self.scoring.rule_start());
        Some(base + (x - base) % per.period)
    }

    /// Whether `value(x, …)` is known: `x ≤ max_heap`, or any `x` once periodic.
    pub fn covers(&self, x: u32) -> bool {
        self.row_of(x).is_some()
    }

    /// `o_p(x)` (marker Left) or `ν_p(x)` (marker Right); `None` if `p > TB`
    /// or `x` is not covered.
    pub fn get(&self, x: u32, p: u32, marker: Player) -> Option<i64> {
        if p > self.rules.total_budget {
            return None;
        }
        let row = self.row_of(x)? as usize;
        let n = self.rules.total_budget as usize + 1;
        Some(i64::from(
            self.cells
                .get(row * self.row_len() + mi(marker) * n + p as usize),
        ))
    }

    /// `o_p(x)` (marker Left) or `ν_p(x)` (marker Right), `p` = Left's budget.
    /// Panics if `p > TB` or `x` is not covered (see [`BcsTable::covers`]).
    pub fn value(&self, x: u32, p: u32, marker: Player) -> i64 {
        self.get(x, p, marker).unwrap_or_else(|| {
            panic!(
                "position (x = {x}, p = {p}) is outside this table (TB = {}, heaps 0..{})",
                self.rules.total_budget, self.computed
            )
        })
    }

    /// Row `x` for one marker holder, `p = 0..=TB`.
    pub fn row(&self, x: u32, marker: Player) -> Vec<i64> {
        (0..=self.rules.total_budget)
            .map(|p| self.value(x, p, marker))
            .collect()
    }

    /// Positions computed whose bidding matrix has no pure equilibrium.
    pub fn positions_without_equilibrium(&self) -> u64 {
        self.no_saddle
    }

    pub fn first_without_equilibrium(&self) -> Option<BcsPosition> {
        self.first_no_saddle
    }

    /// Exact eventual period of the rows (both markers, all `p`).
    pub fn periodicity(&self) -> Option<Period> {
        self.period
    }

    /// Theorem 27's convergence heap: the least `x` with `o_p(y) = o_p(y+2)`
    /// for every `p` and every `y ≥ x` (so also the least heap meeting the
    /// paper's definition). `None` unless the period is 1 or 2.
    pub fn convergence_heap(&self) -> Option<u32> {
        let per = self.period?;
        if per.period > 2 {
            return None;
        }
        let same = |a: u32, b: u32| self.row(a, Player::Left) == self.row(b, Player::Left);
        let mut x = per.preperiod;
        while x > 0 && same(x - 1, x + 1) {
            x -= 1;
        }
        Some(x)
    }

    /// Limit values per heap parity (period 1 or 2 only).
    pub fn limits(&self, marker: Player) -> Option<Limits> {
        let per = self.period?;
        if per.period > 2 {
            return None;
        }
        let x = per.preperiod;
        let (even, odd) = if x % 2 == 0 { (x, x + 1) } else { (x + 1, x) };
        Some(Limits {
            even: self.row(even, marker),
            odd: self.row(odd, marker),
        })
    }

    /// The stored heap standing for `x` (see `source_heap`), or why not.
    pub(super) fn check_position(&self, x: u32, p: u32) -> Result<u32, PositionError> {
        if p > self.rules.total_budget {
            return Err(PositionError::Budget {
                p,
                total_budget: self.rules.total_budget,
            });
        }
        self.source_heap(x).ok_or(PositionError::Heap {
            x,
            computed: self.computed,
        })
    }
}

/// Limit values `o_p` (or `ν_p`) for `p = 0..=TB`, per heap parity.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    pub even: Vec<i64>,
    pub odd: Vec<i64>,
}
