//! The resumable run of a code: one kernel (sparse space or plain) heap
//! by heap, and the periodicity theorem checked as it goes.

use serde::Serialize;

use crate::common::{least_preperiod, Period};

use super::plain::{Moves, Plain};
use super::sparse::Sparse;
use super::{OctalCode, OctalError, MAX_OCTAL_HEAP};

/// How the mex rule is computed.
enum Kernel {
    /// Every option of every heap: codes without splits, or with splits
    /// into three heaps.
    Plain(Plain),
    /// Rare and common values: codes with splits into two heaps only.
    Sparse(Box<Sparse>),
}

/// The period the run is trying to prove: `G(i + p) = G(i)` holds for
/// every heap computed from `e` on, and the theorem proves it once heap
/// `proof_heap` is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Candidate {
    /// `e` and `p` as observed (not yet reduced to the least ones).
    pub period: Period,
    pub proof_heap: u32,
}

/// A resumable computation of [`OctalCode::grundy`], for a worker that
/// must report progress and yield between slices, and for the CLI's run
/// until a period is proven.
pub struct OctalRun {
    text: String,
    moves: Moves,
    /// `m` and `t` of the periodicity theorem.
    parts: usize,
    max_take: usize,
    kernel: Kernel,
    g: Vec<u32>,
    hi: usize,
    /// Until proven: values are not extended past the heaps computed.
    open: bool,
    /// Whether the periodicity theorem is checked.
    checks: bool,
    limit: u64,
    work: u64,
    /// Of `work`, the period checks'.
    check_work: u64,
    next_check: usize,
    candidate: Option<Candidate>,
    period: Option<Period>,
    done: bool,
}

impl OctalRun {
    /// Heaps `0..=hi`, within `limit` work units.
    pub fn new(code: &OctalCode, hi: u32, limit: u64) -> Result<OctalRun, OctalError> {
        if hi > MAX_OCTAL_HEAP {
            return Err(OctalError::HeapTooLarge {
                heap: hi,
                max: MAX_OCTAL_HEAP,
            });
        }
        let moves = Moves::of(code);
        let sparse = !moves.split_two.is_empty() && moves.split_three.is_empty();
        let kernel = if sparse {
            Kernel::Sparse(Box::new(Sparse::new(&moves)))
        } else {
            Kernel::Plain(Plain::new())
        };
        Ok(OctalRun {
            text: code.text().into(),
            moves,
            parts: code.max_parts(),
            max_take: code.max_take(),
            kernel,
            g: Vec::new(),
            hi: hi as usize,
            open: false,
            checks: true,
            limit,
            work: 0,
            check_work: 0,
            next_check: 1,
            candidate: None,
            period: None,
            done: false,
        })
    }

    /// Heaps until a period is proven (at most [`MAX_OCTAL_HEAP`]), within
    /// `limit` work units; [`OctalRun::finish`] lists the heaps computed.
    pub fn until_proven(code: &OctalCode, limit: u64) -> OctalRun {
        let mut run = OctalRun::new(code, MAX_OCTAL_HEAP, limit).expect("the largest heap");
        run.open = true;
        run
    }

    /// The plain mex rule whatever the code: the oracle of the tests.
    pub fn plain(code: &OctalCode, hi: u32, limit: u64) -> Result<OctalRun, OctalError> {
        let mut run = OctalRun::new(code, hi, limit)?;
        run.kernel = Kernel::Plain(Plain::new());
        Ok(run)
    }

    /// Every heap by the mex rule, the periodicity theorem never checked
    /// (for comparing kernels and timing them).
    pub fn without_periods(mut self) -> OctalRun {
        self.checks = false;
        self
    }

    /// Computes heaps until about `units` more work units are spent; true
    /// once every heap is known (by the mex rule or the proven period).
    /// After a work limit the values so far may still be read by
    /// [`OctalRun::finish`].
    pub fn step(&mut self, units: u64) -> Result<bool, OctalError> {
        let stop = self.work.saturating_add(units);
        while !self.done && self.work < stop {
            let n = self.g.len();
            let (v, w) = match &mut self.kernel {
                Kernel::Plain(k) => k.next(&self.moves, &self.g),
                Kernel::Sparse(k) => k.next(&self.moves, &self.g),
            };
            self.g.push(v);
            self.work += w;
            if self.checks && (n == self.hi || n >= self.next_check) {
                self.check(n);
            }
            self.done = n == self.hi || self.period.is_some();
            if self.work > self.limit && !self.done {
                return Err(OctalError::WorkLimit {
                    code: self.text.clone(),
                    heap: self.hi as u32,
                    reached: n as u32,
                    work: self.work,
                    limit: self.limit,
                });
            }
        }
        Ok(self.done)
    }

    /// Checks the theorem at heap `n` and schedules the next check: after
    /// a thirty-second more heaps, or where the candidate would be proven
    /// if that is sooner (but not before a 256th more).
    fn check(&mut self, n: usize) {
        let (proven, candidate, work) = proven_period(&self.g, self.max_take, self.parts);
        self.work += work;
        self.check_work += work;
        self.period = proven;
        self.candidate = candidate;
        let mut next = n + (n / 32).max(1);
        if let Some(c) = candidate {
            next = next.min((c.proof_heap as usize).max(n + n / 256 + 1));
        }
        self.next_check = next;
    }

    /// (heaps computed, heaps asked for); the work per heap grows with the
    /// heap for codes that split heaps.
    pub fn progress(&self) -> (u64, u64) {
        ((self.g.len() as u64).saturating_sub(1), self.hi as u64)
    }

    /// The period being proven, as of the last check.
    pub fn candidate(&self) -> Option<Candidate> {
        self.candidate
    }

    /// Work units spent so far.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// Figures of the run: how many heaps the sparse space left rare.
    pub fn stats(&self) -> OctalStats {
        let mut stats = OctalStats {
            kernel: "plain",
            work: self.work,
            check_work: self.check_work,
            max_value: self.g.iter().copied().max().unwrap_or(0),
            rare_heaps: None,
            last_rare_heap: None,
            rare_values: None,
            full_scans: None,
            candidate: self.candidate,
        };
        if let Kernel::Sparse(k) = &self.kernel {
            let (heaps, last, values) = k.rare();
            stats.kernel = "sparse";
            stats.rare_heaps = Some(heaps as u64);
            stats.last_rare_heap = last;
            stats.rare_values = Some(values);
            stats.full_scans = Some(k.full_scans);
        }
        stats
    }

    /// The values, extended by the period past the heaps computed (up to
    /// the heaps asked for; a run until proven lists the heaps computed).
    pub fn finish(self) -> OctalValues {
        let computed_to = (self.g.len().max(1) - 1) as u32;
        let mut grundy = self.g;
        if let (Some(p), false) = (self.period, self.open) {
            let (pre, p) = (p.preperiod as usize, p.period as usize);
            grundy.reserve((self.hi + 1).saturating_sub(grundy.len()));
            for n in grundy.len()..=self.hi {
                let v = grundy[pre + (n - pre) % p];
                grundy.push(v);
            }
        }
        OctalValues {
            grundy,
            period: self.period,
            computed_to,
        }
    }
}

/// Figures of a run, for `--summary` and the benchmarks. The rare fields
/// are those of the sparse-space kernel (`null` for the plain one), in the
/// parity group of split moves with more rare heaps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OctalStats {
    /// `sparse` (rare and common values) or `plain` (every option).
    pub kernel: &'static str,
    /// Work units: options looked at, plus the period checks' comparisons.
    pub work: u64,
    /// Of `work`, the period checks'.
    pub check_work: u64,
    /// The largest Grundy value computed.
    pub max_value: u32,
    /// Heaps `≥ 1` whose value was rare.
    pub rare_heaps: Option<u64>,
    pub last_rare_heap: Option<u32>,
    /// The rare values, ascending.
    pub rare_values: Option<Vec<u32>>,
    /// Heaps whose value needed every split of a group looked at.
    pub full_scans: Option<u64>,
    /// The period being proven when none is yet.
    pub candidate: Option<Candidate>,
}

/// Grundy values `G(0..=hi)` of an octal game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OctalValues {
    pub grundy: Vec<u32>,
    /// The least preperiod and period, when the periodicity theorem proves
    /// them from the values up to `computed_to`.
    pub period: Option<Period>,
    /// Heaps `0..=computed_to` were computed by the mex rule; later ones
    /// follow from the period.
    pub computed_to: u32,
}

/// The least period and preperiod if the periodicity theorem proves one
/// from `G(0..=n)`: `G(i + p) = G(i)` for all `e ≤ i < m·e + (m − 1)·p + t`
/// with `e ≥ 1` and `m` the most heaps a move leaves (Guy–Smith for `m` =
/// 2; Siegel, *CGT* IV.2; see the module docs for `m` = 3); else the
/// candidate proven soonest among the periods that matched at least a
/// whole period back. Also the work units spent.
///
/// For each `p` the matches `G(i) = G(i + p)` are followed back from the
/// end. A multiple `p'` of a period `p` that matched a whole period back
/// (from `e_p` on) matches wherever `p` does, so its walk starts at `e_p`:
/// without that, the 8 500 multiples of `0.354`'s period 1 180 below heap
/// 10⁷ would each walk back 10⁷ heaps at every check.
fn proven_period(g: &[u32], t: usize, m: usize) -> (Option<Period>, Option<Candidate>, u64) {
    let n = g.len() - 1;
    let mut work = 0;
    let mut best: Option<(usize, usize, usize)> = None;
    // Periods that matched far back, with their `e`.
    let mut deep: Vec<(usize, usize)> = Vec::new();
    for p in 1..=(n + 1).saturating_sub(t) / m {
        work += 1;
        if g[n - p] != g[n] {
            continue;
        }
        // The smallest e with G(i) = G(i + p) for e ≤ i ≤ n − p.
        let mut e = n - p + 1;
        if let Some(&(_, ed)) = deep.iter().find(|&&(d, ed)| p % d == 0 && ed <= e) {
            e = ed;
        }
        let from = e;
        while e > 0 && g[e - 1] == g[e - 1 + p] {
            e -= 1;
        }
        work += (from - e) as u64;
        // (At least a whole period and 256 heaps: short runs of equal
        // values are not worth a place.)
        let matched = n + 1 - p - e;
        let primitive = !deep.iter().any(|&(d, _)| p % d == 0);
        if matched >= p.max(256) && deep.len() < 16 && primitive {
            deep.push((p, e));
        }
        // The theorem matches heap `b + p` with heap `b ≥ e`, which must
        // be nonempty: moves leaving an empty heap are of another kind.
        let e = e.max(1);
        // Proven once heap `m·e + m·p + t − 1` is known.
        let need = m * e + m * p + t - 1;
        if need <= n {
            return (Some(least(g, e, p)), None, work);
        }
        if matched >= p && best.is_none_or(|b| need < b.2) {
            best = Some((e, p, need));
        }
    }
    let candidate = best.map(|(e, p, need)| Candidate {
        period: Period {
            preperiod: e as u32,
            period: p as u32,
        },
        proof_heap: need.min(u32::MAX as usize) as u32,
    });
    (None, candidate, work)
}

/// Given `G` periodic with period `p` from `e` on (proven), the least
/// period (a divisor of `p`, checked over one full period) and preperiod.
fn least(g: &[u32], e: usize, p: usize) -> Period {
    let same = |a: usize, b: usize| g[a] == g[b];
    let d = (1..=p)
        .filter(|d| p % d == 0)
        .find(|&d| (e..e + p).all(|i| same(i, i + d)))
        .unwrap_or(p);
    least_preperiod(e, d, same)
}
