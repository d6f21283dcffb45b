//! Canonical stoppers of game graphs too large to simplify whole, part by
//! part: the graph's strongly connected parts (every position of a part
//! reaches every other) are simplified one at a time, sinks first, each
//! with the options that leave it replaced by their canonical forms, found
//! before.
//!
//! Why this is right: a position's value is unchanged when an option is
//! replaced by an equal stopper — the step [`canonical`](super::canon)
//! already takes when it fuses equal positions (here the option and its
//! canonical form, side by side in one graph). A part's positions thus
//! keep their values in the small graph of the part and the forms below
//! it, and their simplest forms there are their canonical stoppers.
//!
//! Why it is fast: simplifying a graph of `n` positions compares all pairs
//! (`n²` per round), so a whole graph of 30 000 positions is out of reach,
//! but a ruleset whose moves of one player cannot be undone has small
//! parts: in Fox and Geese only the fox moves back, so a part is the fox's
//! squares with the geese fixed (at most 32 positions), and its exits are
//! the geese's moves. Work: `Σ (part + forms of its exits)²` per round,
//! checked against a limit as it goes.
//!
//! A part whose graph is not a stopper (an infinite alternating play lies
//! inside one part) stops the run: sides need the whole graph.

use super::canon::simplify;
use super::explore::{Csr, Explored};
use super::graph::Graph;
use super::survival::MAX_PAIRS;
use super::LoopyError;
use crate::common::FxMixMap;

/// Most work of one graph's value found part by part: pairs of positions
/// compared in the first round of each part's simplification, summed
/// (Fox and Geese from the usual opening, 966 123 positions, is well
/// within it).
pub const MAX_PARTS_WORK: u64 = 4_000_000_000;

/// Not yet known (a form index, a local vertex).
const NONE: u32 = u32::MAX;

/// The strongly connected parts of the graph with `n` vertices whose
/// edges from `v` are `succ(v)`, each part's vertices together, sinks
/// first (a part comes after every part it reaches): `(order, ends)`,
/// part `k` is `order[ends[k - 1]..ends[k]]`. Tarjan's algorithm with an
/// explicit stack; linear in the edges.
pub(crate) fn strong_parts<'a>(
    n: usize,
    succ: impl Fn(usize) -> (&'a [u32], &'a [u32]),
) -> (Vec<u32>, Vec<u32>) {
    let edge = |v: usize, k: usize| -> Option<u32> {
        let (a, b) = succ(v);
        a.get(k)
            .or_else(|| k.checked_sub(a.len()).and_then(|k| b.get(k)))
            .copied()
    };
    let mut index = vec![NONE; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<u32> = Vec::new();
    let (mut order, mut ends) = (Vec::with_capacity(n), Vec::new());
    let mut calls: Vec<(u32, usize)> = Vec::new();
    let mut next = 0u32;
    for root in 0..n {
        if index[root] != NONE {
            continue;
        }
        calls.push((root as u32, 0));
        while let Some(&mut (v, ref mut k)) = calls.last_mut() {
            let vu = v as usize;
            if *k == 0 && index[vu] == NONE {
                index[vu] = next;
                low[vu] = next;
                next += 1;
                stack.push(v);
                on_stack[vu] = true;
            }
            if let Some(w) = edge(vu, *k) {
                *k += 1;
                let wu = w as usize;
                if index[wu] == NONE {
                    calls.push((w, 0));
                } else if on_stack[wu] {
                    low[vu] = low[vu].min(index[wu]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(p, _)) = calls.last() {
                low[p as usize] = low[p as usize].min(low[vu]);
            }
            if low[vu] == index[vu] {
                while let Some(w) = stack.pop() {
                    on_stack[w as usize] = false;
                    order.push(w);
                    if w == v {
                        break;
                    }
                }
                ends.push(order.len() as u32);
            }
        }
    }
    (order, ends)
}

/// `g` renumbered so that isomorphic graphs come out identical: colours
/// refined until stable (a vertex's colour, then the sets of colours of
/// its Left and of its Right options, ranked), vertices ordered by colour,
/// then numbered breadth-first from the start. In a canonical stopper no
/// two positions are equal, so none share a colour (equal colours mean a
/// bisimulation, hence equal values) and the numbering is canonical; on
/// other graphs ties keep the old order, which is still correct, only
/// maybe not shared.
pub(crate) fn numbered(g: &Graph) -> Graph {
    let n = g.len();
    let mut colour = vec![0u32; n];
    let mut count = 1;
    loop {
        let set = |o: &[u32]| {
            let mut c: Vec<u32> = o.iter().map(|&w| colour[w as usize]).collect();
            c.sort_unstable();
            c.dedup();
            c
        };
        let sig: Vec<_> = (0..n as u32)
            .map(|v| (colour[v as usize], set(g.left(v)), set(g.right(v))))
            .collect();
        let mut ranked: Vec<&_> = sig.iter().collect();
        ranked.sort_unstable();
        ranked.dedup();
        colour = sig
            .iter()
            .map(|s| ranked.binary_search(&s).expect("ranked") as u32)
            .collect();
        if ranked.len() == count {
            break;
        }
        count = ranked.len();
    }
    let mut by_colour: Vec<u32> = (0..n as u32).collect();
    by_colour.sort_by_key(|&v| (colour[v as usize], v));
    let mut place = vec![0u32; n];
    for (i, &v) in by_colour.iter().enumerate() {
        place[v as usize] = i as u32;
    }
    let map = |o: &[u32]| o.iter().map(|&w| place[w as usize]).collect::<Vec<_>>();
    let mut h = Graph {
        left: by_colour.iter().map(|&v| map(g.left(v))).collect(),
        right: by_colour.iter().map(|&v| map(g.right(v))).collect(),
    };
    h.tidy();
    h.reachable(place[0])
}

/// The canonical stopper of vertex 0 of an explored graph, part by part,
/// in steps (see the module docs).
pub(crate) struct PartsRun {
    e: Explored,
    order: Vec<u32>,
    ends: Vec<u32>,
    /// The next part.
    next: usize,
    /// Each position's canonical form, an index into `forms`.
    form_of: Vec<u32>,
    forms: Vec<Graph>,
    index: FxMixMap<Graph, u32>,
    /// Each position's vertex in the part being simplified.
    local: Vec<u32>,
    work: u64,
    limit: u64,
}

impl PartsRun {
    /// A run over `e` that gives up past `limit` units of work (pairs of
    /// positions compared, per round).
    pub fn new(e: Explored, limit: u64) -> PartsRun {
        let n = e.len();
        let (order, ends) = strong_parts(n, |v| (e.left.of(v), e.right.of(v)));
        PartsRun {
            e,
            order,
            ends,
            next: 0,
            form_of: vec![NONE; n],
            forms: Vec::new(),
            index: FxMixMap::default(),
            local: vec![NONE; n],
            work: 0,
            limit,
        }
    }

    /// Positions in all.
    pub fn len(&self) -> usize {
        self.e.len()
    }

    /// Positions whose forms are known.
    pub fn done(&self) -> usize {
        self.next
            .checked_sub(1)
            .map_or(0, |k| self.ends[k] as usize)
    }

    /// The exploration back (for the outcome solver, when this run fails).
    pub fn into_explored(self) -> Explored {
        self.e
    }

    /// Simplifies parts until about `budget` positions are done; the
    /// canonical stopper of vertex 0 once all are.
    pub fn step(&mut self, budget: usize) -> Result<Option<Graph>, LoopyError> {
        let stop = self.done().saturating_add(budget.max(1));
        while self.next < self.ends.len() && self.done() < stop {
            let from = self.next.checked_sub(1).map_or(0, |k| self.ends[k]) as usize;
            let to = self.ends[self.next] as usize;
            let members = self.order[from..to].to_vec();
            self.part(&members)?;
            self.next += 1;
        }
        if self.next < self.ends.len() {
            return Ok(None);
        }
        Ok(Some(self.forms[self.form_of[0] as usize].clone()))
    }

    /// The graph of a part: its positions first, then the forms of the
    /// options that leave it, each once.
    fn part_graph(&mut self, members: &[u32]) -> Graph {
        let mut h = Graph {
            left: vec![Vec::new(); members.len()],
            right: vec![Vec::new(); members.len()],
        };
        for (i, &m) in members.iter().enumerate() {
            self.local[m as usize] = i as u32;
        }
        let mut placed: FxMixMap<u32, u32> = FxMixMap::default();
        for (i, &m) in members.iter().enumerate() {
            for left in [true, false] {
                let opts = if left {
                    self.e.left.of(m as usize)
                } else {
                    self.e.right.of(m as usize)
                };
                let mut out = Vec::with_capacity(opts.len());
                for &w in opts {
                    let at = match self.local[w as usize] {
                        NONE => {
                            let f = self.form_of[w as usize];
                            *placed.entry(f).or_insert_with(|| {
                                let base = h.len() as u32;
                                let shift = |o: &Vec<u32>| o.iter().map(|&x| x + base).collect();
                                let form = &self.forms[f as usize];
                                h.left.extend(form.left.iter().map(shift));
                                h.right.extend(form.right.iter().map(shift));
                                base
                            })
                        }
                        v => v,
                    };
                    out.push(at);
                }
                if left {
                    h.left[i] = out;
                } else {
                    h.right[i] = out;
                }
            }
        }
        for &m in members {
            self.local[m as usize] = NONE;
        }
        h.tidy();
        h
    }

    /// Simplifies one part and records its positions' forms.
    fn part(&mut self, members: &[u32]) -> Result<(), LoopyError> {
        let h = self.part_graph(members);
        let pairs = (h.len() as u64).pow(2);
        if pairs > MAX_PAIRS {
            return Err(LoopyError::TooLarge {
                what: "pairs of positions of one strongly connected part and its exits' forms",
                size: pairs,
                limit: MAX_PAIRS,
            });
        }
        if !h.is_stopper() {
            return Err(LoopyError::LargeNotStopper);
        }
        self.work += pairs;
        if self.work > self.limit {
            return Err(LoopyError::TooLarge {
                what:
                    "work of simplifying the game graph part by part (pairs of positions compared)",
                size: self.work,
                limit: self.limit,
            });
        }
        let roots: Vec<u32> = (0..members.len() as u32).collect();
        let (s, at) = simplify(&h, &roots)?;
        for (&m, &a) in members.iter().zip(&at) {
            let form = numbered(&s.reachable(a));
            let f = match self.index.get(&form) {
                Some(&f) => f,
                None => {
                    let f = self.forms.len() as u32;
                    self.index.insert(form.clone(), f);
                    self.forms.push(form);
                    f
                }
            };
            self.form_of[m as usize] = f;
        }
        Ok(())
    }
}

/// The canonical stopper of vertex 0 of the stopper `g`, part by part.
/// Public for the tests in tests/it (against the whole-graph
/// simplification and the brute force).
#[doc(hidden)]
pub fn canonical_by_parts(g: &Graph) -> Result<Graph, LoopyError> {
    let csr = |lists: &[Vec<u32>]| {
        let mut c = Csr {
            start: vec![0],
            to: Vec::new(),
        };
        for o in lists {
            c.to.extend_from_slice(o);
            c.start.push(c.to.len() as u32);
        }
        c
    };
    let e = Explored {
        left: csr(&g.left),
        right: csr(&g.right),
    };
    let mut run = PartsRun::new(e, u64::MAX);
    loop {
        if let Some(form) = run.step(1 << 12)? {
            return Ok(form);
        }
    }
}

/// Whether two graphs are the same but for the numbering of their
/// positions (as canonical stoppers are when equal). Public for the tests
/// in tests/it.
#[doc(hidden)]
pub fn same_form(a: &Graph, b: &Graph) -> bool {
    numbered(a) == numbered(b)
}
