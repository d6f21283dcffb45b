//! The scoring-play section of `#/cs` (issue 40): each heap of a
//! Cumulative Subtraction table as a guaranteed scoring game
//! ([`games::scoring::cs_games`](crate::games::scoring::cs_games)), its
//! canonical form, scores, birthday and invertibility, the classes of equal
//! heaps, and the optimal scores of sums of two heaps. One heap or one sum a
//! step, in one [`ScoringUniverse`] whose work counter is the limit.

use serde::{Deserialize, Serialize};

use super::{Job, JobError, JobResult};
use crate::games::common::{Player, Ties};
use crate::games::cumulative_subtraction::{Parts, Rules, Solver};
use crate::games::scoring::{
    cs_games, cs_work, print_checked, Relation, ScoringError, ScoringUniverse, Sg,
    INVERTIBLE_POSITIONS, MAX_CS_HEAP,
};

/// The section's request: the page's rules and heap range.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsScoringRequest {
    pub rules: Rules,
    pub lo: u32,
    pub hi: u32,
}

/// Most work units (the scoring universe's count: a form interned, a sum
/// step, a comparison, a reduction) one page job may spend, checked against
/// [`cs_work`] before it starts and by the universe as it runs.
pub const SCORING_WORK_LIMIT: u64 = 4_000_000;

/// Most positions (counted as a tree) of a canonical form the page prints;
/// bigger forms are described by their size (the CLI prints up to 200 000).
pub const PAGE_FORM_POSITIONS: u64 = 2_000;

/// Heaps on each side of the table of sums: the first ones of the range.
pub const SUM_HEAPS: u32 = 10;

/// One heap as a scoring game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringHeap {
    pub heap: u32,
    /// Why the heap is not a guaranteed scoring game (partizan rules), if not.
    pub not_guaranteed: Option<String>,
    /// The canonical form, when guaranteed and at most
    /// [`PAGE_FORM_POSITIONS`] positions.
    pub canonical: Option<String>,
    /// Positions of the canonical form (of the game as built, when not
    /// guaranteed), counted as a tree.
    pub positions: u64,
    /// `Ls` and `Rs`: optimal scores with Left and with Right first.
    pub scores: [i64; 2],
    /// The zero-sum table's values, Left and Right starting.
    pub table: [i64; 2],
    pub birthday: u32,
    /// `G + (−G) = 0`, decided for canonical forms of at most
    /// [`INVERTIBLE_POSITIONS`] positions (as the CLI does).
    pub invertible: Option<bool>,
}

/// One sum `G_a + G_b` of two heaps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringSum {
    pub a: u32,
    pub b: u32,
    /// `Ls` and `Rs` of the sum.
    pub scores: [i64; 2],
    /// The least heap of the range whose game equals the sum, when both
    /// heaps are guaranteed.
    pub equals_heap: Option<u32>,
}

/// The section's result.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsScoringResult {
    /// The heaps asked for (the page's range).
    pub asked: (u32, u32),
    /// The heaps of `heaps`: the range, cut at `MAX_CS_HEAP`.
    pub lo: u32,
    pub hi: u32,
    pub heaps: Vec<ScoringHeap>,
    /// Classes of two or more equal heaps (guaranteed ones), each sorted,
    /// in the order of their least heap.
    pub classes: Vec<Vec<u32>>,
    /// The heaps of the table of sums (rows and columns).
    pub sum_heaps: Vec<u32>,
    /// `G_a + G_b` for `a ≤ b` of `sum_heaps`, row by row.
    pub sums: Vec<ScoringSum>,
    /// Work units spent.
    pub work: u64,
}

/// The section's job: builds the games, then one heap's report a step,
/// then one sum a step.
pub struct CsScoringJob {
    u: ScoringUniverse,
    games: Vec<Sg>,
    /// Canonical forms of the heaps `lo..` reported so far (`None`: not
    /// guaranteed).
    canon: Vec<Option<Sg>>,
    table: Vec<[i64; 2]>,
    result: CsScoringResult,
    failed: Option<JobError>,
}

/// Checks the estimate [`cs_work`] of the heaps `0..=hi` against
/// [`SCORING_WORK_LIMIT`].
pub fn check_scoring_work(rules: &Rules, hi: u32) -> Result<(), JobError> {
    let work = cs_work(rules, hi);
    if work <= SCORING_WORK_LIMIT {
        return Ok(());
    }
    Err(JobError::limit(
        format!("estimated work units of the scoring forms of heaps 0..{hi}"),
        work,
        SCORING_WORK_LIMIT,
        "narrow the heap range or the sets, or use the CLI: `pebbles scoring --cs S --heap N`",
    ))
}

impl CsScoringJob {
    /// Starts the job, or refuses it (bad rules, an empty range, over the
    /// work limit by the estimate).
    pub fn start(r: CsScoringRequest) -> Result<CsScoringJob, JobError> {
        r.rules.validate()?;
        if r.lo > r.hi {
            return Err(JobError::empty_range("heaps", r.lo, r.hi));
        }
        if r.lo > MAX_CS_HEAP {
            return Err(ScoringError::CsHeap {
                heap: r.lo,
                limit: MAX_CS_HEAP,
            }
            .into());
        }
        let (lo, hi) = (r.lo, r.hi.min(MAX_CS_HEAP));
        check_scoring_work(&r.rules, hi)?;
        let mut u = ScoringUniverse::new(SCORING_WORK_LIMIT);
        let games = cs_games(&mut u, &r.rules, hi).map_err(|e| scoring_error(e, &u))?;
        let t = Solver::with_parts(r.rules.clone(), Ties::default(), hi, Parts::ZERO_SUM)?.finish();
        let table = (0..=hi)
            .map(|x| Player::BOTH.map(|p| t.zero_sum(x, p)))
            .collect();
        let sum_heaps = (lo..=hi.min(lo.saturating_add(SUM_HEAPS - 1))).collect();
        Ok(CsScoringJob {
            u,
            games,
            canon: Vec::new(),
            table,
            result: CsScoringResult {
                asked: (r.lo, r.hi),
                lo,
                hi,
                heaps: Vec::new(),
                classes: Vec::new(),
                sum_heaps,
                sums: Vec::new(),
                work: 0,
            },
            failed: None,
        })
    }

    fn heap_count(&self) -> usize {
        (self.result.hi - self.result.lo + 1) as usize
    }

    fn sum_count(&self) -> usize {
        let k = self.result.sum_heaps.len();
        k * (k + 1) / 2
    }

    /// The next heap's report.
    fn next_heap(&mut self) -> Result<(), ScoringError> {
        let x = self.result.lo + self.canon.len() as u32;
        let g = self.games[x as usize];
        let f = self.u.figures(g);
        let reason = self.u.why_not_guaranteed(g);
        let mut heap = ScoringHeap {
            heap: x,
            not_guaranteed: reason.clone(),
            canonical: None,
            positions: f.tree_size,
            scores: [f.ls, f.rs],
            table: self.table[x as usize],
            birthday: f.birthday,
            invertible: None,
        };
        let c = if reason.is_none() {
            let c = self.u.canonical(g)?;
            let fc = self.u.figures(c);
            heap.positions = fc.tree_size;
            heap.birthday = fc.birthday;
            if fc.tree_size <= PAGE_FORM_POSITIONS {
                heap.canonical = print_checked(&self.u, c, "canonical form").ok();
            }
            if fc.tree_size <= INVERTIBLE_POSITIONS {
                let n = self.u.neg(c)?;
                let s = self.u.sum(c, n)?;
                let zero = self.u.number(0)?;
                heap.invertible = Some(self.u.compare(s, zero)? == Relation::Equal);
            }
            Some(c)
        } else {
            None
        };
        self.canon.push(c);
        self.result.heaps.push(heap);
        if self.canon.len() == self.heap_count() {
            self.result.classes = classes(self.result.lo, &self.canon);
        }
        Ok(())
    }

    /// The next sum of the table.
    fn next_sum(&mut self) -> Result<(), ScoringError> {
        let k = self.result.sum_heaps.len();
        let i = self.result.sums.len();
        // The i-th pair (a, b), a ≤ b, row by row.
        let (mut row, mut rest) = (0, i);
        while rest >= k - row {
            rest -= k - row;
            row += 1;
        }
        let (a, b) = (
            self.result.sum_heaps[row],
            self.result.sum_heaps[row + rest],
        );
        let lo = self.result.lo;
        let form =
            |j: &CsScoringJob, x: u32| j.canon[(x - lo) as usize].unwrap_or(j.games[x as usize]);
        let (ga, gb) = (form(self, a), form(self, b));
        let s = self.u.sum(ga, gb)?;
        let f = self.u.figures(s);
        let both =
            self.canon[(a - lo) as usize].is_some() && self.canon[(b - lo) as usize].is_some();
        let equals_heap = if both {
            let c = self.u.canonical(s)?;
            self.canon
                .iter()
                .position(|&h| h == Some(c))
                .map(|i| lo + i as u32)
        } else {
            None
        };
        self.result.sums.push(ScoringSum {
            a,
            b,
            scores: [f.ls, f.rs],
            equals_heap,
        });
        Ok(())
    }
}

/// The classes of two or more heaps with the same canonical form.
fn classes(lo: u32, canon: &[Option<Sg>]) -> Vec<Vec<u32>> {
    let mut out: Vec<(Sg, Vec<u32>)> = Vec::new();
    for (i, c) in canon.iter().enumerate() {
        let Some(c) = c else { continue };
        let heap = lo + i as u32;
        match out.iter_mut().find(|(k, _)| k == c) {
            Some((_, v)) => v.push(heap),
            None => out.push((*c, vec![heap])),
        }
    }
    out.into_iter()
        .map(|(_, v)| v)
        .filter(|v| v.len() > 1)
        .collect()
}

/// A scoring engine's refusal as a job error: its work limit by the variant,
/// with the work counted when it stopped.
fn scoring_error(e: ScoringError, u: &ScoringUniverse) -> JobError {
    match e {
        ScoringError::Limit { limit } => JobError::limit(
            "work units of the scoring forms (forms interned, sum steps, comparisons)",
            u.work(),
            limit,
            "narrow the heap range or the sets, or use the CLI: `pebbles scoring --cs S --heap N`",
        ),
        e => e.into(),
    }
}

impl Job for CsScoringJob {
    fn step(&mut self, _units: u32) -> bool {
        if self.failed.is_some() {
            return true;
        }
        let step = if self.canon.len() < self.heap_count() {
            self.next_heap()
        } else if self.result.sums.len() < self.sum_count() {
            self.next_sum()
        } else {
            return true;
        };
        if let Err(e) = step {
            self.failed = Some(scoring_error(e, &self.u));
            return true;
        }
        false
    }

    fn progress(&self) -> (u64, u64) {
        let done = self.canon.len() + self.result.sums.len();
        let total = self.heap_count() + self.sum_count();
        (done as u64, total as u64)
    }

    /// The result, after the steps not yet taken (`jobs::run` steps none).
    fn finish(mut self: Box<Self>) -> JobResult {
        while !self.step(1) {}
        if let Some(e) = self.failed {
            return JobResult::Failed(e);
        }
        let mut result = self.result;
        result.work = self.u.work();
        JobResult::CsScoring(Box::new(result))
    }
}
