//! Bidding Cumulative Subtraction jobs: the value table with its checks, one
//! bidding matrix, and the convergence sweep over total budgets.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Job, JobError, JobResult};
use crate::games::bidding::{
    self as bcs, Automaton, BcsRules, BcsSolver, BcsTable, BidEdge, BidMatrix, Checks, ForcedWin,
    Limits, Play, Player,
};
use crate::games::common::Period;

/// Most work units (see [`bcs::heap_cost`]) one browser job may spend.
pub const BCS_WORK_LIMIT: u64 = 3_000_000_000;
/// Most memory one browser bidding solver may keep (its rows, for the
/// exact period proof): heaps beyond those asked for are computed only
/// while they fit, so a large move cannot force millions of rows.
pub const BCS_MEMORY_LIMIT: u64 = 64 << 20;
/// Most table cells (heaps × budgets) one view lists.
pub const MAX_BCS_CELLS: u64 = 1_000_000;
/// Cells explained on hover only when the shown table is at most this big.
pub const MAX_HOVER_CELLS: u64 = 5_000;
/// The automaton view is drawn for total budgets up to this.
pub const MAX_AUTOMATON_BUDGET: u32 = 12;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BcsRequest {
    pub moves: Vec<u32>,
    pub total_budget: u32,
    pub bids: Option<Vec<u32>>,
    /// Definition 1's general rules (see [`BcsRules`]); `None`: symmetric,
    /// weights the amounts, no penalty.
    pub right_moves: Option<Vec<u32>>,
    pub left_weights: Option<String>,
    pub right_weights: Option<String>,
    pub penalty: Option<String>,
    /// Heap-dynamic overrides (both players' amounts at a heap).
    pub overrides: Option<BTreeMap<u32, Vec<u32>>>,
    pub lo: u32,
    pub hi: u32,
    /// The marker holder whose cells get hover explanations.
    pub marker: Player,
    /// Bidding matrix to include: heap, Left's budget, marker holder.
    pub matrix: Option<(u32, u32, Player)>,
}

impl From<&BcsRequest> for BcsRules {
    fn from(r: &BcsRequest) -> BcsRules {
        BcsRules {
            bids: r.bids.clone(),
            moves: r.moves.clone(),
            total_budget: r.total_budget,
            right_moves: r.right_moves.clone(),
            left_weights: r.left_weights.clone(),
            right_weights: r.right_weights.clone(),
            left_penalty: r.penalty.clone(),
            right_penalty: None,
            overrides: r.overrides.clone(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BcsTableResult {
    pub lo: u32,
    pub total_budget: u32,
    /// Rows `lo..=hi`, each `p = 0..=TB`: `o_p(x)` (Left holds the marker).
    #[serde(with = "crate::jobs::packed")]
    pub left_marker: Vec<Vec<i64>>,
    /// Same shape: `ν_p(x)` (Right holds the marker).
    #[serde(with = "crate::jobs::packed")]
    pub right_marker: Vec<Vec<i64>>,
    /// Per shown cell of the requested marker: equilibrium bids and move.
    /// Empty when the table is larger than [`MAX_HOVER_CELLS`].
    pub hover: Vec<Vec<String>>,
    /// Heaps `0..computed` were solved (or fewer, once periodic).
    pub computed: u32,
    pub period: Option<Period>,
    pub convergence_heap: Option<u32>,
    pub bound: u64,
    pub checks: Checks,
    pub automaton: Automaton,
    pub limits: Option<Limits>,
    /// Feasible / dominated bid edges for small `TB` (Figures 3–6).
    pub edges: Vec<BidEdge>,
    pub matrix: Option<Result<BidMatrix, JobError>>,
    pub matrix_plays: Vec<Play>,
    /// Theorem 29's budgets for forcing the last k moves, k = 1..=[`FORCED_MOVES`].
    pub forced: Vec<ForcedWin>,
    /// The least forcing budgets read off the table (`S = {1}` only).
    pub forced_exact: Vec<ForcedWin>,
    /// Why the rows end before the heaps asked for: a weight or penalty
    /// formula failed at some heap, or the values grew too large.
    pub error: Option<String>,
    /// The paper's symmetric game (same sets, weights the amounts, no
    /// penalty, no overrides): its lemmas apply.
    pub plain: bool,
    /// A weight depends on the heap: no period was looked for.
    pub heap_dependent: bool,
}

/// Moves k shown in the Theorem 29 table.
pub const FORCED_MOVES: u32 = 6;

/// One point of the convergence sweep.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepPoint {
    pub total_budget: u32,
    pub convergence_heap: Option<u32>,
    pub bound: u64,
    pub period: Option<Period>,
    pub conjecture28_holds: Option<bool>,
    /// Heaps the solver was allowed for this budget.
    pub horizon: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepRequest {
    pub moves: Vec<u32>,
    pub budgets: (u32, u32),
}

/// Says who bids what and moves how, for a table cell's tooltip.
pub fn describe_cell(t: &BcsTable, x: u32, p: u32, marker: Player) -> String {
    let plays = t.best_moves(x, p, marker);
    if plays.is_empty() {
        return format!("no move fits: value {}", t.value(x, p, marker));
    }
    let bid = |b: Option<u32>| b.map_or("–".to_string(), |b| b.to_string());
    let lines: Vec<String> = plays
        .iter()
        .take(4)
        .map(|pl| {
            let (l, r) = (bid(pl.left_bid), bid(pl.right_bid));
            format!("bids ℓ={l}, r={r}{}", bcs::play_action(pl))
        })
        .collect();
    let more = plays.len().saturating_sub(4);
    let mut s = lines.join("\n");
    if more > 0 {
        s.push_str(&format!("\n… and {more} more"));
    }
    s
}

pub struct BcsJob {
    // Public for the tests in tests/it.
    #[doc(hidden)]
    pub solver: BcsSolver,
    req: BcsRequest,
}

/// Checks the page's limits on computing heaps `0..=hi` ([`bcs::work`]
/// against [`BCS_WORK_LIMIT`], the rows kept against [`BCS_MEMORY_LIMIT`]);
/// returns the last heap worth computing while looking for the period.
pub fn check_bcs_heaps(rules: &BcsRules, hi: u32) -> Result<u32, JobError> {
    let horizon = bcs::horizon(rules, BCS_WORK_LIMIT);
    let at = |tb| format!("heaps 0..{hi} at total budget {tb}");
    if hi > horizon {
        return Err(JobError::limit(
            format!("work units to solve {}", at(rules.total_budget)),
            bcs::work(rules, u64::from(hi) + 1),
            BCS_WORK_LIMIT,
            "ask for fewer heaps or a smaller budget, or use the CLI",
        ));
    }
    let memory = bcs::memory_horizon(rules, BCS_MEMORY_LIMIT);
    if hi > memory {
        return Err(JobError::limit(
            format!("bytes of memory for the rows of {}", at(rules.total_budget)),
            (u64::from(hi) + 1).saturating_mul(bcs::heap_bytes(rules)),
            BCS_MEMORY_LIMIT,
            "ask for fewer heaps, or use the CLI",
        ));
    }
    Ok(horizon.min(memory))
}

impl BcsJob {
    // Public for the tests in tests/it.
    #[doc(hidden)]
    pub fn start(req: BcsRequest) -> Result<BcsJob, JobError> {
        let rules = BcsRules::from(&req);
        rules.validate()?;
        if req.lo > req.hi {
            return Err(JobError::empty_range("heaps", req.lo, req.hi));
        }
        let cells = (u64::from(req.hi - req.lo) + 1) * (u64::from(req.total_budget) + 1);
        if cells > MAX_BCS_CELLS {
            return Err(JobError::limit(
                "table cells (heaps × budgets)",
                cells,
                MAX_BCS_CELLS,
                "narrow the heap range or lower the budget",
            ));
        }
        let cap = check_bcs_heaps(&rules, req.hi)?;
        // Weights of the heap: no period to find, exactly the heaps asked for.
        let max_heap = if rules.heap_dependent() {
            req.hi
        } else {
            cap.max(req.hi)
        };
        Ok(BcsJob {
            solver: BcsSolver::new(rules, max_heap)?,
            req,
        })
    }
}

impl Job for BcsJob {
    fn step(&mut self, units: u32) -> bool {
        // A bidding row costs about (TB+1)² units; step whole rows.
        let cost = bcs::heap_cost(&BcsRules::from(&self.req)).max(1);
        let rows = (u64::from(units) * 64 / cost).clamp(1, u64::from(u32::MAX)) as u32;
        self.solver.step(rows)
    }

    fn progress(&self) -> (u64, u64) {
        (
            u64::from(self.solver.done_heaps()),
            u64::from(self.solver.max_heap()) + 1,
        )
    }

    fn finish(self: Box<Self>) -> JobResult {
        let req = self.req;
        let t = self.solver.finish();
        // A formula that failed (or values grown too large) ends the rows early.
        let heaps: Vec<u32> = (req.lo..=req.hi).take_while(|&x| t.covers(x)).collect();
        let rows = |m: Player| heaps.iter().map(|&x| t.row(x, m)).collect::<Vec<_>>();
        let tb = req.total_budget;
        let cells = (u64::from(req.hi - req.lo) + 1) * (u64::from(tb) + 1);
        let hover = if cells <= MAX_HOVER_CELLS {
            heaps
                .iter()
                .map(|&x| {
                    (0..=tb)
                        .map(|p| describe_cell(&t, x, p, req.marker))
                        .collect()
                })
                .collect()
        } else {
            Vec::new()
        };
        let (matrix, matrix_plays) = match req.matrix {
            Some((x, p, m)) => {
                let mat = t.try_matrix(x, p, m).map_err(JobError::solver);
                let plays = if mat.is_ok() {
                    t.best_moves(x, p, m)
                } else {
                    Vec::new()
                };
                (Some(mat), plays)
            }
            None => (None, Vec::new()),
        };
        JobResult::BcsTable(Box::new(BcsTableResult {
            lo: req.lo,
            total_budget: tb,
            left_marker: rows(Player::Left),
            right_marker: rows(Player::Right),
            hover,
            computed: t.computed_heaps(),
            period: t.periodicity(),
            convergence_heap: t.convergence_heap(),
            bound: bcs::theorem27_bound(tb),
            checks: bcs::checks(&t),
            automaton: bcs::automaton(tb),
            limits: t.limits(Player::Left),
            edges: if tb <= MAX_AUTOMATON_BUDGET {
                bcs::bid_edges(t.rules())
            } else {
                Vec::new()
            },
            matrix,
            matrix_plays,
            forced: bcs::theorem29_budgets(tb, FORCED_MOVES),
            forced_exact: bcs::forced_win_budgets(&t, FORCED_MOVES),
            error: t.error().map(|e| e.to_string()),
            plain: t.rules().is_plain(),
            heap_dependent: t.rules().heap_dependent(),
        }))
    }
}

/// Solves each total budget of a range until periodic, sharing the work limit.
pub struct SweepJob {
    moves: Vec<u32>,
    next: u32,
    hi: u32,
    per_budget: u64,
    current: Option<BcsSolver>,
    points: Vec<SweepPoint>,
    count: u32,
}

impl SweepJob {
    pub(super) fn start(req: SweepRequest) -> Result<SweepJob, JobError> {
        let (lo, hi) = req.budgets;
        if lo > hi {
            return Err(JobError::empty_range("budgets", lo, hi));
        }
        BcsRules::new(req.moves.clone(), hi).validate()?;
        let count = hi - lo + 1;
        Ok(SweepJob {
            moves: req.moves,
            next: lo,
            hi,
            per_budget: BCS_WORK_LIMIT / u64::from(count),
            current: None,
            points: Vec::new(),
            count,
        })
    }

    fn rules(&self, tb: u32) -> BcsRules {
        BcsRules::new(self.moves.clone(), tb)
    }
}

impl Job for SweepJob {
    fn step(&mut self, units: u32) -> bool {
        if self.current.is_none() {
            if self.next > self.hi {
                return true;
            }
            let rules = self.rules(self.next);
            let horizon = bcs::horizon(&rules, self.per_budget)
                .min(bcs::memory_horizon(&rules, BCS_MEMORY_LIMIT));
            match BcsSolver::new(rules, horizon) {
                Ok(s) => self.current = Some(s),
                Err(_) => {
                    self.next += 1;
                    return false;
                }
            }
        }
        let tb = self.next;
        let cost = bcs::heap_cost(&self.rules(tb)).max(1);
        let rows = (u64::from(units) * 64 / cost).clamp(1, u64::from(u32::MAX)) as u32;
        let Some(solver) = self.current.as_mut() else {
            return false;
        };
        if solver.step(rows) {
            let horizon = solver.max_heap();
            if let Some(s) = self.current.take() {
                let t = s.finish();
                self.points.push(SweepPoint {
                    total_budget: tb,
                    convergence_heap: t.convergence_heap(),
                    bound: bcs::theorem27_bound(tb),
                    period: t.periodicity(),
                    conjecture28_holds: bcs::checks(&t).conjecture28_holds,
                    horizon,
                });
            }
            self.next += 1;
        }
        self.next > self.hi
    }

    fn progress(&self) -> (u64, u64) {
        (self.points.len() as u64, u64::from(self.count))
    }

    fn finish(mut self: Box<Self>) -> JobResult {
        while !self.step(u32::MAX / 128) {}
        JobResult::BcsSweep(self.points)
    }
}
