//! The solver: backward induction over grounded positions with equal states
//! merged; in heap-dynamic mode (Theorem 8) the states drop the cumulations
//! and the rewards' utility changes ride on the edges.

use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::rc::Rc;
use thiserror::Error;

use crate::common::WordInterner;

use super::compile::{compile_rules, CUtility, Compiled, RulesError};
use super::formula::{Env, EvalError, Formula};
use super::memo;
use super::{sum_rules, Ruleset, SolveBudget, SumError, MAX_HEAP};

/// Why a game could not be solved.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum SolveError {
    #[error(transparent)]
    Rules(#[from] RulesError),
    #[error(transparent)]
    Sum(#[from] SumError),
    #[error(transparent)]
    Formula(#[from] EvalError),
    /// `work` units spent when the search stopped, over `limit`.
    #[error(
        "work budget of {limit} units exceeded (one per move tried, plus one per formula \
         operation evaluated); try smaller heaps, fewer actions or shorter formulas"
    )]
    WorkBudget { work: u64, limit: u64 },
    /// More than `limit` distinct positions.
    #[error("state budget exceeded: more than {limit} distinct positions; try smaller heaps")]
    StateBudget { limit: usize },
    #[error("internal error: root not solved")]
    RootNotSolved,
    #[error("{given} heap sizes given; the ruleset has {heaps} heaps")]
    HeapSizes { given: usize, heaps: usize },
    #[error("heap {0} exceeds {MAX_HEAP}")]
    HeapTooLarge(u32),
    #[error("first player {first} is not in 1..={n}")]
    FirstPlayer { first: usize, n: usize },
}

/// One move of a play line. `player` is 1-based, `heap_index` 0-based;
/// `cumulations_after` are the moved heap's cumulations after the move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Move {
    pub player: usize,
    pub heap_index: usize,
    pub amount: u32,
    pub heap_after: u32,
    pub rewards: Vec<f64>,
    pub cumulations_after: Vec<f64>,
}

/// A first move and the utilities it leads to under PSPE continuation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OptionValue {
    pub mv: Move,
    pub value: Vec<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solution {
    pub players: usize,
    pub heaps: Vec<u32>,
    /// 1-based starting player of `pspe_line`, `value`, `options` and the Pareto check.
    pub first: usize,
    /// The starting cumulations `C`, summed over the heaps (Definition 12).
    pub initial: Vec<f64>,
    /// The PSPE outcome (Definition 14), n×n: row = starting player, column =
    /// what each player gains, i.e. the rewards collected in PSPE play from
    /// that start (Lemma 5: final minus starting cumulations). Zero at a
    /// position where the starter cannot move.
    pub outcome: Vec<Vec<f64>>,
    /// The grounded values (Definitions 11 and 13), n×n: row = starting
    /// player, column = each player's utility at the end of PSPE play. For
    /// self-interest rulesets this is `initial + outcome` (Corollary 7).
    pub grounded_value: Vec<Vec<f64>>,
    /// Grounded value from `first` (row `first−1` of `grounded_value`).
    pub value: Vec<f64>,
    pub pspe_line: Vec<Move>,
    /// Each heap's share of the utilities where `pspe_line` ends (pockets,
    /// ±w of normal and misère play, formulas); they add up to `value`.
    pub pspe_heap_utilities: Vec<Vec<f64>>,
    pub options: Vec<OptionValue>,
    /// False when some terminal is at least as good for everyone and better for someone.
    pub pareto_efficient: bool,
    /// False when the Pareto search ran out of budget (then `pareto_efficient` is only "none found").
    pub pareto_checked: bool,
    pub pareto_improvement: Option<Vec<Move>>,
    pub pareto_improvement_value: Option<Vec<f64>>,
    pub algorithm: String,
    pub heap_dynamic: bool,
    pub states: usize,
}

#[derive(Clone)]
pub(super) struct Pos {
    pub(super) xs: Vec<u32>,
    pub(super) lasts: Vec<usize>,
    pub(super) mover: usize,
    /// d×n cumulations; kept at zero in heap-dynamic mode.
    pub(super) cum: Vec<f64>,
}

pub(super) struct Edge {
    pub(super) child: u32,
    pub(super) heap: usize,
    pub(super) amount: u32,
}

pub(super) struct Solved {
    pub(super) edges: (usize, usize),
    pub(super) best: Option<usize>,
}

pub(super) struct Engine {
    pub(super) c: Rc<Compiled>,
    /// Node ids by position ([`memo::write_key`]).
    memo: WordInterner,
    /// The key of the position being looked up.
    key: Vec<u64>,
    pub(super) nodes: Vec<Solved>,
    values: Vec<f64>,
    pub(super) edges: Vec<Edge>,
    pub(super) gains: Vec<f64>,
    /// n rewards per edge, as the move adds them to the cumulations.
    rewards: Vec<f64>,
    /// n per node: the Definition 14 outcome (gains along PSPE play).
    outcomes: Vec<f64>,
    work: u64,
    /// The work and state budgets ([`SolveBudget`]).
    pub(super) budget: SolveBudget,
    reward_cache: HashMap<Take, Vec<f64>>,
    legal_cache: HashMap<Take, bool>,
    /// The depth-first search in progress: positions, with their children
    /// once generated ([`Engine::begin`], [`Engine::run`]).
    stack: Vec<(Pos, Option<Vec<Child>>)>,
}

type Child = (usize, u32, Vec<f64>, Pos);

/// A move: player `p` takes `a` from heap `h` of size `x`, as `(h, p, a,
/// x)`; with `x` as `u32::MAX`, the key of formulas that do not read it.
type Take = (usize, usize, u32, u32);

impl Engine {
    pub(super) fn new(c: Rc<Compiled>) -> Engine {
        Engine {
            memo: memo::memo(&c),
            key: Vec::new(),
            c,
            nodes: Vec::new(),
            values: Vec::new(),
            edges: Vec::new(),
            gains: Vec::new(),
            rewards: Vec::new(),
            outcomes: Vec::new(),
            work: 0,
            budget: SolveBudget::DEFAULT,
            reward_cache: HashMap::new(),
            legal_cache: HashMap::new(),
            stack: Vec::new(),
        }
    }

    /// Counts `units` of work against the work budget ([`WORK_BUDGET`]
    /// unless set otherwise).
    fn spend(&mut self, units: u64) -> Result<(), SolveError> {
        self.work += units;
        if self.work > self.budget.work {
            return Err(SolveError::WorkBudget {
                work: self.work,
                limit: self.budget.work,
            });
        }
        Ok(())
    }

    fn cum<'b>(&self, s: &'b Pos, h: usize) -> &'b [f64] {
        &s.cum[h * self.c.n..(h + 1) * self.c.n]
    }

    fn amounts(&self, h: usize, p: usize, x: u32) -> Vec<u32> {
        let a = &self.c.heaps[h].actions[p];
        match a.overrides.get(&x) {
            Some(v) => v.iter().copied().filter(|&a| a <= x).collect(),
            None if a.any => (1..=x).collect(),
            None => a.amounts.iter().copied().filter(|&a| a <= x).collect(),
        }
    }

    /// `fs` for player `p` taking `a` from heap `h` of size `x`, their
    /// operations paid for in work first.
    fn evaluate(
        &mut self,
        fs: &[Formula],
        (h, p, a, x): Take,
        cum: &[f64],
    ) -> Result<Vec<f64>, SolveError> {
        self.spend(fs.iter().map(|f| f.cost).sum())?;
        let env = Env::new(a, x, p, p, cum);
        let at = || format!("heap {}, x = {x}, player {} takes {a}", h + 1, p + 1);
        let values = fs.iter().map(|f| f.eval(&env, &at));
        Ok(values.collect::<Result<Vec<f64>, EvalError>>()?)
    }

    /// The values of the formulas `fs` of the move `at` (`compute`, from
    /// [`Engine::evaluate`]), memoised in the cache `cache` picks when the
    /// solve is heap-dynamic (formulas then never read the cumulations).
    fn memoised<V: Clone>(
        &mut self,
        cache: fn(&mut Engine) -> &mut HashMap<Take, V>,
        fs: &[Formula],
        at: Take,
        compute: impl FnOnce(&mut Engine) -> Result<V, SolveError>,
    ) -> Result<V, SolveError> {
        // `x` matters only to formulas that read it.
        let (h, p, a, x) = at;
        let key = (
            h,
            p,
            a,
            if fs.iter().any(|f| f.uses_x) {
                x
            } else {
                u32::MAX
            },
        );
        let on = self.c.dynamic;
        if on {
            if let Some(v) = cache(self).get(&key) {
                return Ok(v.clone());
            }
        }
        let v = compute(self)?;
        if on {
            cache(self).insert(key, v.clone());
        }
        Ok(v)
    }

    /// The rewards of the move `at`.
    fn reward(&mut self, at: Take, cum: &[f64]) -> Result<Vec<f64>, SolveError> {
        // A handle of its own: `evaluate` needs `self` mutably.
        let c = Rc::clone(&self.c);
        let fs = &c.heaps[at.0].rewards[at.1];
        self.memoised(|e| &mut e.reward_cache, fs, at, |e| e.evaluate(fs, at, cum))
    }

    /// Whether the move `at` meets its action's condition, if any.
    fn legal(&mut self, at: Take, cum: &[f64]) -> Result<bool, SolveError> {
        let c = Rc::clone(&self.c);
        let Some(f) = &c.heaps[at.0].actions[at.1].condition else {
            return Ok(true);
        };
        let fs = std::slice::from_ref(f);
        self.memoised(
            |e| &mut e.legal_cache,
            fs,
            at,
            |e| Ok(e.evaluate(fs, at, cum)?[0] != 0.0),
        )
    }

    pub(super) fn children(&mut self, s: &Pos) -> Result<Vec<Child>, SolveError> {
        let (n, p) = (self.c.n, s.mover);
        let mut out = Vec::new();
        for h in 0..s.xs.len() {
            let x = s.xs[h];
            let cum = self.cum(s, h).to_vec();
            for a in self.amounts(h, p, x) {
                self.spend(1)?;
                if !self.legal((h, p, a, x), &cum)? {
                    continue;
                }
                let r = self.reward((h, p, a, x), &cum)?;
                let mut t = s.clone();
                t.xs[h] -= a;
                t.lasts[h] = p;
                t.mover = self.c.next[p];
                if !self.c.dynamic {
                    for (c, ri) in t.cum[h * n..(h + 1) * n].iter_mut().zip(&r) {
                        *c += ri;
                    }
                }
                out.push((h, a, r, t));
            }
        }
        Ok(out)
    }

    /// Utilities at a terminal position (relative in heap-dynamic mode: the
    /// linear utilities' share is carried by the edges instead).
    pub(super) fn terminal(&self, s: &Pos) -> Result<Vec<f64>, SolveError> {
        let mut u = vec![0.0; self.c.n];
        for h in 0..self.c.heaps.len() {
            if self.c.dynamic
                && matches!(
                    self.c.heaps[h].utility,
                    CUtility::Identity | CUtility::ZeroSum
                )
            {
                continue;
            }
            for (ui, v) in u.iter_mut().zip(self.heap_utility(s, h)?) {
                *ui += v;
            }
        }
        Ok(u)
    }

    /// Heap `h`'s share of the utilities at the end of play in `s` (its
    /// pockets, their zero-sum differences, ±w for the last mover, or its
    /// formulas): the utilities are the sum of these over the heaps.
    fn heap_utility(&self, s: &Pos, h: usize) -> Result<Vec<f64>, SolveError> {
        let n = self.c.n;
        let cum = self.cum(s, h);
        Ok(match &self.c.heaps[h].utility {
            CUtility::Identity => cum.to_vec(),
            CUtility::ZeroSum => zero_sum(cum),
            CUtility::Last { w, misere } => (0..n)
                .map(|i| {
                    if (i == s.lasts[h]) != *misere {
                        *w
                    } else {
                        -*w
                    }
                })
                .collect(),
            CUtility::Custom(fs) => {
                let mut u = Vec::with_capacity(n);
                for (i, f) in fs.iter().enumerate() {
                    let env = Env::new(0, s.xs[h], i, s.lasts[h], cum);
                    let at = || {
                        format!(
                            "heap {} at the end, x = {}, cumulations {cum:?}",
                            h + 1,
                            s.xs[h]
                        )
                    };
                    u.push(f.eval(&env, &at)?);
                }
                u
            }
        })
    }

    /// Utility change a reward causes in heap-dynamic mode.
    fn gain(&self, h: usize, r: &[f64]) -> Vec<f64> {
        match self.c.heaps[h].utility {
            CUtility::Identity => r.to_vec(),
            CUtility::ZeroSum => zero_sum(r),
            _ => vec![0.0; self.c.n],
        }
    }

    /// The Definition 14 outcome (gains in PSPE play) of node `i`.
    pub(super) fn outcome(&self, i: u32) -> &[f64] {
        let n = self.c.n;
        &self.outcomes[i as usize * n..(i as usize + 1) * n]
    }

    pub(super) fn value(&self, i: u32) -> &[f64] {
        let n = self.c.n;
        &self.values[i as usize * n..(i as usize + 1) * n]
    }

    /// Value of following edge `e`: the child's value plus the edge gain.
    pub(super) fn via(&self, e: usize) -> Vec<f64> {
        let n = self.c.n;
        let mut v = self.value(self.edges[e].child).to_vec();
        if self.c.dynamic {
            for (i, vi) in v.iter_mut().enumerate() {
                *vi += self.gains[e * n + i];
            }
        }
        v
    }

    /// The node of `s`, if solved. The key is written into a buffer the
    /// engine keeps, so a lookup allocates nothing.
    fn find(&mut self, s: &Pos) -> Option<u32> {
        memo::write_key(&self.c, s, &mut self.key);
        self.memo.get(&self.key)
    }

    /// The node of a solved position.
    pub(super) fn solved(&mut self, s: &Pos) -> Result<u32, SolveError> {
        self.find(s).ok_or(SolveError::RootNotSolved)
    }

    /// Starts solving `root`; [`Engine::run`] does the work.
    pub(super) fn begin(&mut self, root: Pos) {
        if self.find(&root).is_none() {
            self.stack.push((root, None));
        }
    }

    /// Up to `steps` steps of the search begun (a step generates one
    /// position's children or solves one position); true when it is done.
    pub(super) fn run(&mut self, steps: usize) -> Result<bool, SolveError> {
        for _ in 0..steps {
            let Some((s, kids)) = self.stack.pop() else {
                return Ok(true);
            };
            if self.find(&s).is_some() {
                continue;
            }
            let kids = match kids {
                Some(kids) => kids,
                None => match self.children(&s) {
                    Ok(kids) => kids,
                    Err(e) => {
                        self.stack.push((s, None));
                        return Err(e);
                    }
                },
            };
            let pending: Vec<Pos> = kids
                .iter()
                .filter(|k| self.find(&k.3).is_none())
                .map(|k| k.3.clone())
                .collect();
            if pending.is_empty() {
                self.add_node(&s, kids)?;
            } else {
                self.stack.push((s, Some(kids)));
                self.stack.extend(pending.into_iter().map(|p| (p, None)));
            }
        }
        Ok(self.stack.is_empty())
    }

    fn add_node(&mut self, s: &Pos, kids: Vec<Child>) -> Result<(), SolveError> {
        if self.nodes.len() >= self.budget.states {
            return Err(SolveError::StateBudget {
                limit: self.budget.states,
            });
        }
        let n = self.c.n;
        let start = self.edges.len();
        for (h, a, r, t) in &kids {
            let child = self.solved(t)?;
            self.edges.push(Edge {
                child,
                heap: *h,
                amount: *a,
            });
            if self.c.dynamic {
                let g = self.gain(*h, r);
                self.gains.extend(g);
            }
            self.rewards.extend_from_slice(r);
        }
        let end = self.edges.len();
        let (value, best) = if start == end {
            (self.terminal(s)?, None)
        } else {
            let mut best = start;
            let mut bv = self.via(start);
            for e in start + 1..end {
                let v = self.via(e);
                if prefers(s.mover, &self.c.ties[s.mover], &v, &bv) {
                    best = e;
                    bv = v;
                }
            }
            (bv, Some(best))
        };
        debug_assert_eq!(value.len(), n);
        self.values.extend(value);
        // Definition 14: 0 at a terminal, else the chosen move's reward plus
        // the option's outcome (children are solved before their parent).
        let outcome = match best {
            None => vec![0.0; n],
            Some(e) => {
                let child = self.edges[e].child as usize;
                (0..n)
                    .map(|i| self.rewards[e * n + i] + self.outcomes[child * n + i])
                    .collect()
            }
        };
        self.outcomes.extend(outcome);
        memo::write_key(&self.c, s, &mut self.key);
        let id = self.memo.intern(&self.key);
        debug_assert_eq!(id as usize, self.nodes.len(), "a position solved twice");
        self.nodes.push(Solved {
            edges: (start, end),
            best,
        });
        Ok(())
    }

    /// Every reward evaluated so far (heap-dynamic solves cache them all).
    pub(super) fn rewards_seen(&self) -> Vec<f64> {
        self.reward_cache.values().flatten().copied().collect()
    }

    /// Utilities added to relative (heap-dynamic) values by the initial cumulations.
    pub(super) fn base(&self) -> Vec<f64> {
        let n = self.c.n;
        let mut b = vec![0.0; n];
        if self.c.dynamic {
            for h in &self.c.heaps {
                let add = match h.utility {
                    CUtility::Identity => h.initial.clone(),
                    CUtility::ZeroSum => zero_sum(&h.initial),
                    _ => continue,
                };
                (0..n).for_each(|i| b[i] += add[i]);
            }
        }
        b
    }

    /// Replays edges from `s`, producing the moves with their actual cumulations.
    fn replay(&mut self, s: Pos, edges: &[usize]) -> Result<Vec<Move>, SolveError> {
        Ok(self.replay_to(s, edges)?.0)
    }

    /// [`Engine::replay`], and the position reached (real cumulations).
    fn replay_to(&mut self, mut s: Pos, edges: &[usize]) -> Result<(Vec<Move>, Pos), SolveError> {
        let n = self.c.n;
        let mut out = Vec::new();
        for &e in edges {
            let (h, a) = (self.edges[e].heap, self.edges[e].amount);
            let p = s.mover;
            let cum = self.cum(&s, h).to_vec();
            let r = self.reward((h, p, a, s.xs[h]), &cum)?;
            for (c, ri) in s.cum[h * n..(h + 1) * n].iter_mut().zip(&r) {
                *c += ri;
            }
            s.xs[h] -= a;
            s.lasts[h] = p;
            s.mover = self.c.next[p];
            out.push(Move {
                player: p + 1,
                heap_index: h,
                amount: a,
                heap_after: s.xs[h],
                rewards: r,
                cumulations_after: self.cum(&s, h).to_vec(),
            });
        }
        Ok((out, s))
    }
}

pub(super) fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

/// True if utility vector `a` is strictly preferred by mover `p` to `b`.
fn prefers(p: usize, order: &[(usize, bool)], a: &[f64], b: &[f64]) -> bool {
    if !close(a[p], b[p]) {
        return a[p] > b[p];
    }
    for &(q, friendly) in order {
        if !close(a[q], b[q]) {
            return (a[q] > b[q]) == friendly;
        }
    }
    false
}

fn zero_sum(c: &[f64]) -> Vec<f64> {
    let t: f64 = c.iter().sum();
    c.iter().map(|&ci| ci - (t - ci)).collect()
}

/// The previous player of a grounded position whose first mover is `s`:
/// the first player the turn table sends to `s`, else the cyclic predecessor.
fn previous(c: &Compiled, s: usize) -> usize {
    (0..c.n)
        .find(|&q| c.next[q] == s)
        .unwrap_or((s + c.n - 1) % c.n)
}

pub(super) fn check_request(c: &Compiled, heaps: &[u32], first: usize) -> Result<(), SolveError> {
    if heaps.len() != c.heaps.len() {
        return Err(SolveError::HeapSizes {
            given: heaps.len(),
            heaps: c.heaps.len(),
        });
    }
    if let Some(&x) = heaps.iter().find(|&&x| x > MAX_HEAP) {
        return Err(SolveError::HeapTooLarge(x));
    }
    if first == 0 || first > c.n {
        return Err(SolveError::FirstPlayer { first, n: c.n });
    }
    Ok(())
}

/// The grounded position with heaps `heaps` and player `s` to move; `real`
/// keeps the actual starting cumulations (for replays) even in heap-dynamic mode.
pub(super) fn root(c: &Compiled, heaps: &[u32], s: usize, real: bool) -> Pos {
    Pos {
        xs: heaps.to_vec(),
        lasts: vec![previous(c, s); heaps.len()],
        mover: s,
        cum: if c.dynamic && !real {
            vec![0.0; heaps.len() * c.n]
        } else {
            c.heaps.iter().flat_map(|h| h.initial.clone()).collect()
        },
    }
}

/// The starting cumulations summed over the heaps (Definition 12).
pub(super) fn initial(c: &Compiled) -> Vec<f64> {
    c.heaps.iter().fold(vec![0.0; c.n], |mut t, h| {
        t.iter_mut().zip(&h.initial).for_each(|(a, b)| *a += b);
        t
    })
}

pub(super) fn algorithm(c: &Compiled) -> &'static str {
    match (c.dynamic, c.heaps.len()) {
        (true, 1) => "heap-dynamic DP over heap sizes (Theorem 8)",
        (true, _) => "heap-dynamic DP over heap-size vectors (Theorem 8, disjunctive sum)",
        (false, _) => {
            "backward induction over grounded positions (cumulation-dependent; equal states merged)"
        }
    }
}

/// What [`solve`] reads off a solved engine from the root of `first`.
struct Plays {
    pspe_line: Vec<Move>,
    /// Each heap's share of the utilities where the PSPE line ends.
    heap_utilities: Vec<Vec<f64>>,
    options: Vec<OptionValue>,
    pareto_checked: bool,
    improvement: Option<(Vec<f64>, Vec<Move>)>,
}

impl Engine {
    /// The edges of PSPE play from node `id` to its terminal.
    fn best_line(&self, id: u32) -> Vec<usize> {
        let mut line = Vec::new();
        let mut i = id;
        while let Some(e) = self.nodes[i as usize].best {
            line.push(e);
            i = self.edges[e].child;
        }
        line
    }

    /// The PSPE line, the first moves' values and the Pareto check from
    /// node `root_id`; `start` is the real starting position, `add` turns
    /// relative values into utilities.
    fn plays(
        &mut self,
        root_id: u32,
        start: &Pos,
        add: &dyn Fn(&[f64]) -> Vec<f64>,
    ) -> Result<Plays, SolveError> {
        let line = self.best_line(root_id);
        let (pspe_line, end) = self.replay_to(start.clone(), &line)?;
        let heap_utilities = (0..self.c.heaps.len())
            .map(|h| self.heap_utility(&end, h))
            .collect::<Result<_, _>>()?;
        let (a, b) = self.nodes[root_id as usize].edges;
        let mut options = Vec::new();
        for e in a..b {
            let mv = self.replay(start.clone(), &[e])?.remove(0);
            options.push(OptionValue {
                mv,
                value: add(&self.via(e)),
            });
        }
        let rel = self.value(root_id).to_vec();
        let (pareto_checked, improvement) = match self.pareto(root_id, &rel) {
            None => (false, None),
            Some(None) => (true, None),
            Some(Some((q, path))) => (true, Some((add(&q), self.replay(start.clone(), &path)?))),
        };
        Ok(Plays {
            pspe_line,
            heap_utilities,
            options,
            pareto_checked,
            improvement,
        })
    }
}

/// Solves the game on the ruleset's heaps with sizes `heaps`; `first` is the
/// 1-based player who starts the PSPE line (all starters fill `outcome`).
pub fn solve(rules: &Ruleset, heaps: &[u32], first: usize) -> Result<Solution, SolveError> {
    let mut s = GameStepper::new(rules, heaps, first)?;
    while !s.step(usize::MAX)? {}
    s.finish()
}

/// [`solve`] a few positions at a time, so a worker can show progress and
/// stop between steps.
pub struct GameStepper {
    eng: Engine,
    heaps: Vec<u32>,
    first: usize,
    /// The root node of each starting player solved so far.
    ids: Vec<u32>,
}

impl GameStepper {
    pub fn new(rules: &Ruleset, heaps: &[u32], first: usize) -> Result<GameStepper, SolveError> {
        let c = compile_rules(rules)?;
        check_request(&c, heaps, first)?;
        let mut eng = Engine::new(Rc::new(c));
        eng.begin(root(&eng.c, heaps, 0, false));
        Ok(GameStepper {
            eng,
            heaps: heaps.to_vec(),
            first,
            ids: Vec::new(),
        })
    }

    /// Up to about `steps` search steps; true when every starting player's
    /// game is solved. Errors are the solver's budgets.
    pub fn step(&mut self, steps: usize) -> Result<bool, SolveError> {
        let n = self.eng.c.n;
        while self.ids.len() < n {
            if !self.eng.run(steps)? {
                return Ok(false);
            }
            let r = root(&self.eng.c, &self.heaps, self.ids.len(), false);
            self.ids.push(self.eng.solved(&r)?);
            if let Some(next) =
                (self.ids.len() < n).then(|| root(&self.eng.c, &self.heaps, self.ids.len(), false))
            {
                self.eng.begin(next);
            }
        }
        Ok(true)
    }

    /// The same solve within other budgets (the CLI's, set by its time limit).
    pub fn with_budget(mut self, budget: SolveBudget) -> GameStepper {
        self.eng.budget = budget;
        self
    }

    /// (work units spent, the work budget): how much of its budget the
    /// solve has used, since the number of positions is not known ahead.
    pub fn progress(&self) -> (u64, u64) {
        (self.eng.work, self.eng.budget.work)
    }

    /// The solution, once [`GameStepper::step`] returned true: values of
    /// every starter, the PSPE line, the first moves and the Pareto check.
    pub fn finish(mut self) -> Result<Solution, SolveError> {
        if self.ids.len() < self.eng.c.n {
            while !self.step(usize::MAX)? {}
        }
        let c = self.eng.c.clone();
        let (heaps, first, ids) = (self.heaps, self.first, self.ids);
        let eng = &mut self.eng;
        let base = eng.base();
        let add = |v: &[f64]| -> Vec<f64> { v.iter().zip(&base).map(|(a, b)| a + b).collect() };
        let grounded_value: Vec<Vec<f64>> = ids.iter().map(|&id| add(eng.value(id))).collect();
        let outcome = ids.iter().map(|&id| eng.outcome(id).to_vec()).collect();
        let start = root(&c, &heaps, first - 1, true);
        let plays = eng.plays(ids[first - 1], &start, &add)?;
        let improvement = plays.improvement;
        Ok(Solution {
            players: c.n,
            heaps,
            first,
            initial: initial(&c),
            value: grounded_value[first - 1].clone(),
            outcome,
            grounded_value,
            pspe_line: plays.pspe_line,
            pspe_heap_utilities: plays.heap_utilities,
            options: plays.options,
            pareto_efficient: improvement.is_none(),
            pareto_checked: plays.pareto_checked,
            pareto_improvement_value: improvement.as_ref().map(|i| i.0.clone()),
            pareto_improvement: improvement.map(|i| i.1),
            algorithm: algorithm(&c).to_string(),
            heap_dynamic: c.dynamic,
            states: eng.nodes.len(),
        })
    }
}

/// Disjunctive sum (§7) of one-heap components, each with its own ruleset
/// and heap size. Players must agree; the turn function and tie preferences
/// are the first component's.
pub fn solve_sum(components: &[(Ruleset, u32)], first: usize) -> Result<Solution, SolveError> {
    let sum = sum_rules(components)?;
    let sizes: Vec<u32> = components.iter().map(|c| c.1).collect();
    solve(&sum, &sizes, first)
}
