//! The solver: a dynamic programme over heap sizes, run in slices, with one
//! kernel per part (zero-sum, self-interest, classes, Grundy values).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::ops::Range;
use thiserror::Error;

use super::rules::{Rules, RulesError, MAX_HEAP};
use super::table::{Table, MISERE_L, MISERE_R, NORMAL_L, NORMAL_R};
use crate::common::{Tie, Ties};

/// Which tables a [`Solver`] fills (all by default). Querying a part that
/// was not computed panics; see [`Table::has`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Parts {
    pub zero_sum: bool,
    pub self_interest: bool,
    /// Normal and misère classes.
    pub classes: bool,
    /// Ignored unless the rules are symmetric.
    pub grundy: bool,
}

impl Parts {
    pub const ALL: Parts = Parts {
        zero_sum: true,
        self_interest: true,
        classes: true,
        grundy: true,
    };
    pub const ZERO_SUM: Parts = Parts {
        zero_sum: true,
        self_interest: false,
        classes: false,
        grundy: false,
    };
}

impl Default for Parts {
    fn default() -> Parts {
        Parts::ALL
    }
}

/// Why a [`Solver`] cannot start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SolveError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error("heap {0} exceeds the maximum heap {MAX_HEAP}")]
    HeapTooLarge(u32),
}

/// Incremental computation so a web worker can run it in slices and report progress.
pub struct Solver {
    table: Table,
    overrides: Vec<(u32, Vec<u32>)>,
    done: u32,
    // Prefix lengths of the sorted sets that are legal at the current heap.
    left_len: usize,
    right_len: usize,
    next_override: usize,
    scratch: Vec<bool>,
}

impl fmt::Debug for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver")
            .field("table", &self.table)
            .field("done", &self.done)
            .finish_non_exhaustive()
    }
}

/// Self-interest choice key: maximise own gain, then the opponent's gain
/// (friendly) or its complement (antagonistic).
fn si_key(own: u32, other: u32, flip: u32) -> u64 {
    (u64::from(own) << 32) | u64::from(other ^ flip)
}

fn tie_flip(t: Tie) -> u32 {
    match t {
        Tie::Antagonistic => u32::MAX,
        Tie::Friendly => 0,
    }
}

fn mex(values: impl Iterator<Item = u32>, n: usize, scratch: &mut Vec<bool>) -> u32 {
    if n < 64 {
        let mut seen = 0u64;
        for v in values {
            if v < 64 {
                seen |= 1 << v;
            }
        }
        (!seen).trailing_zeros()
    } else {
        scratch.clear();
        scratch.resize(n + 1, false);
        for v in values {
            if let Some(s) = scratch.get_mut(v as usize) {
                *s = true;
            }
        }
        scratch.iter().position(|&s| !s).unwrap_or(n) as u32
    }
}

impl Solver {
    pub fn new(rules: Rules, ties: Ties, max_heap: u32) -> Result<Solver, SolveError> {
        Solver::with_parts(rules, ties, max_heap, Parts::ALL)
    }

    /// Like [`Solver::new`] but fills only the chosen tables.
    pub fn with_parts(
        rules: Rules,
        ties: Ties,
        max_heap: u32,
        parts: Parts,
    ) -> Result<Solver, SolveError> {
        Solver::reserving(rules, ties, max_heap, parts, max_heap as usize + 1)
    }

    /// Like [`Solver::with_parts`], with room for `rows` rows at first.
    pub(super) fn reserving(
        rules: Rules,
        ties: Ties,
        max_heap: u32,
        parts: Parts,
        rows: usize,
    ) -> Result<Solver, SolveError> {
        rules.validate()?;
        if max_heap > MAX_HEAP {
            return Err(SolveError::HeapTooLarge(max_heap));
        }
        let rules = rules.normalize();
        let overrides = rules
            .overrides
            .iter()
            .map(|(&x, v)| (x, v.clone()))
            .collect();
        let table = Table::with_capacity(rules, ties, max_heap, rows, parts);
        Ok(Solver {
            table,
            overrides,
            done: 0,
            left_len: 0,
            right_len: 0,
            next_override: 0,
            scratch: Vec::new(),
        })
    }

    /// Computes up to `heaps` more heap sizes; true when all of `0..=max_heap` are done.
    pub fn step(&mut self, heaps: u32) -> bool {
        let total = u64::from(self.table.max_heap) + 1;
        let end = (u64::from(self.done) + u64::from(heaps)).min(total) as u32;
        while self.done < end {
            self.segment(end);
        }
        u64::from(end) == total
    }

    pub fn done_heaps(&self) -> u32 {
        self.done
    }

    pub fn max_heap(&self) -> u32 {
        self.table.max_heap
    }

    /// The table so far (a rolling table holds only its recent rows).
    pub(super) fn table(&self) -> &Table {
        &self.table
    }

    /// Drops the rows of heaps below `keep_from` (see [`Rolling`](super::Rolling)).
    pub(super) fn drop_before(&mut self, keep_from: u32) {
        self.table.drop_before(keep_from);
    }

    pub fn finish(mut self) -> Table {
        while !self.step(u32::MAX) {}
        self.table
    }

    /// Computes heaps from `done` on, up to `end` or the next heap where the
    /// legal moves change (an override, or an amount becoming `≤ x`).
    fn segment(&mut self, end: u32) {
        let Solver {
            table: t,
            overrides,
            done,
            left_len,
            right_len,
            next_override,
            scratch,
        } = self;
        let x = *done;
        let (left, right) = (&t.rules.left, &t.rules.right);
        while *left_len < left.len() && left[*left_len] <= x {
            *left_len += 1;
        }
        while *right_len < right.len() && right[*right_len] <= x {
            *right_len += 1;
        }
        let (lm, rm, to): (&[u32], &[u32], u32) = match overrides.get(*next_override) {
            Some((h, set)) if *h == x => {
                *next_override += 1;
                let s = &set[..set.partition_point(|&a| a <= x)];
                (s, s, x + 1)
            }
            next => {
                let mut to = end;
                for stop in [
                    next.map(|o| o.0),
                    left.get(*left_len).copied(),
                    right.get(*right_len).copied(),
                ]
                .into_iter()
                .flatten()
                {
                    to = to.min(stop);
                }
                (&left[..*left_len], &right[..*right_len], to)
            }
        };
        let xs = (x - t.base) as usize..(to - t.base) as usize;
        if t.parts.zero_sum {
            run(ZeroSum(&mut t.zs), lm, rm, xs.clone());
        }
        if t.parts.self_interest {
            run(SelfInterest(&mut t.si, t.ties), lm, rm, xs.clone());
        }
        if t.parts.classes {
            run(Classes(&mut t.cls), lm, rm, xs.clone());
        }
        if t.parts.grundy && t.symmetric {
            run(Grundy(&mut t.grundy, scratch), lm, rm, xs);
        }
        *done = to;
    }
}

// Segment kernels: each fills heaps `xs` (continuing its vector), all with
// the same moves `lm` (Left) and `rm` (Right). Every kernel only takes a max,
// min, OR or set of option values, so repeating a move changes nothing: short
// move lists are padded to a fixed length by repeating their first element,
// which lets the compiler unroll the inner loops.

trait Kernel {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, rm: S, xs: Range<usize>);
}

fn run(k: impl Kernel, lm: &[u32], rm: &[u32], xs: Range<usize>) {
    fn pad<const N: usize>(s: &[u32]) -> [u32; N] {
        let mut p = [s[0]; N];
        p[..s.len()].copy_from_slice(s);
        p
    }
    if lm.is_empty() || rm.is_empty() {
        return k.run(lm, rm, xs);
    }
    match lm.len().max(rm.len()) {
        1 => k.run(pad::<1>(lm), pad::<1>(rm), xs),
        2 => k.run(pad::<2>(lm), pad::<2>(rm), xs),
        3 => k.run(pad::<3>(lm), pad::<3>(rm), xs),
        4 => k.run(pad::<4>(lm), pad::<4>(rm), xs),
        5..=6 => k.run(pad::<6>(lm), pad::<6>(rm), xs),
        7..=8 => k.run(pad::<8>(lm), pad::<8>(rm), xs),
        _ => k.run(lm, rm, xs),
    }
}

/// Splits `xs` into chunks; each kernel grows its vector a chunk at a time
/// and then fills it through a slice.
fn chunks(xs: Range<usize>) -> impl Iterator<Item = Range<usize>> {
    const CHUNK: usize = 1 << 12;
    let end = xs.end;
    xs.step_by(CHUNK).map(move |s| s..end.min(s + CHUNK))
}

struct ZeroSum<'a>(&'a mut Vec<[i32; 2]>);

impl Kernel for ZeroSum<'_> {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, rm: S, xs: Range<usize>) {
        let (lm, rm) = (lm.as_ref(), rm.as_ref());
        for chunk in chunks(xs) {
            self.0.resize(chunk.end, [0, 0]);
            let zs = &mut self.0[..chunk.end];
            for x in chunk {
                let l = lm.iter().map(|&a| zs[x - a as usize][1] + a as i32).max();
                let r = rm.iter().map(|&a| zs[x - a as usize][0] - a as i32).min();
                zs[x] = [l.unwrap_or(0), r.unwrap_or(0)];
            }
        }
    }
}

struct SelfInterest<'a>(&'a mut Vec<[[u32; 2]; 2]>, Ties);

impl Kernel for SelfInterest<'_> {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, rm: S, xs: Range<usize>) {
        let (lm, rm) = (lm.as_ref(), rm.as_ref());
        let (fl, fr) = (tie_flip(self.1.left), tie_flip(self.1.right));
        for chunk in chunks(xs) {
            self.0.resize(chunk.end, [[0; 2]; 2]);
            let si = &mut self.0[..chunk.end];
            for x in chunk {
                let l = lm
                    .iter()
                    .map(|&a| {
                        let [gl, gr] = si[x - a as usize][1];
                        si_key(gl + a, gr, fl)
                    })
                    .max()
                    .map_or([0, 0], |k| [(k >> 32) as u32, k as u32 ^ fl]);
                let r = rm
                    .iter()
                    .map(|&a| {
                        let [gl, gr] = si[x - a as usize][0];
                        si_key(gr + a, gl, fr)
                    })
                    .max()
                    .map_or([0, 0], |k| [k as u32 ^ fr, (k >> 32) as u32]);
                si[x] = [l, r];
            }
        }
    }
}

struct Classes<'a>(&'a mut Vec<u8>);

impl Kernel for Classes<'_> {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, rm: S, xs: Range<usize>) {
        let (lm, rm) = (lm.as_ref(), rm.as_ref());
        // The mover wins if some option leaves the opponent (to move) losing;
        // in misère play also when it has no move.
        let stuck =
            if lm.is_empty() { MISERE_L } else { 0 } | if rm.is_empty() { MISERE_R } else { 0 };
        for chunk in chunks(xs) {
            self.0.resize(chunk.end, 0);
            let cls = &mut self.0[..chunk.end];
            for x in chunk {
                // Bits set where some option has that player to move losing.
                let l = lm.iter().fold(0, |acc, &a| acc | !cls[x - a as usize]);
                let r = rm.iter().fold(0, |acc, &a| acc | !cls[x - a as usize]);
                let from_l = ((l & NORMAL_R) | (l & MISERE_R)) >> 1;
                let from_r = ((r & NORMAL_L) | (r & MISERE_L)) << 1;
                cls[x] = stuck | from_l | from_r;
            }
        }
    }
}

/// Symmetric rules only (`lm == rm`).
struct Grundy<'a>(&'a mut Vec<u32>, &'a mut Vec<bool>);

impl Kernel for Grundy<'_> {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, _rm: S, xs: Range<usize>) {
        let moves = lm.as_ref();
        for chunk in chunks(xs) {
            self.0.resize(chunk.end, 0);
            let g = &mut self.0[..chunk.end];
            for x in chunk {
                g[x] = mex(
                    moves.iter().map(|&a| g[x - a as usize]),
                    moves.len(),
                    self.1,
                );
            }
        }
    }
}

/// Runs a [`Solver`] to completion.
pub fn solve(rules: Rules, ties: Ties, max_heap: u32) -> Result<Table, SolveError> {
    Ok(Solver::new(rules, ties, max_heap)?.finish())
}
