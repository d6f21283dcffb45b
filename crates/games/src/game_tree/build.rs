//! Building views: the options and values of each position (from the solved
//! Cumulative Subtraction table, or Nim's nim-sums) and the two builders.

use super::graph::{GameGraph, Node, State, Value};
use super::spec::{
    CsSpec, GraphSpec, NimSpec, TreeError, View, MAX_BUDGET, MAX_CUMULATION, MAX_NIM_HEAP,
    MAX_NIM_HEAPS, MAX_TREE_HEAP,
};
use std::cell::RefCell;
use std::convert::Infallible;

use crate::common::{Class, Found, Player, RemotenessMemo, Variant};
use crate::cumulative_subtraction::{self as cs, Rules, Table};
use crate::notation;

/// One option of a position.
pub(super) struct Opt {
    pub amount: u32,
    pub mover: Option<Player>,
    pub label: String,
    pub child: State,
    pub determines: bool,
    pub pspe: bool,
}

/// Rules plus solved table: generates options and values.
pub(super) struct Ctx<'a> {
    source: &'a GraphSpec,
    table: Option<Table>,
    /// Normal or misère views of a subtraction game: each heap's remoteness
    /// ([`Table::remoteness`]), `[normal, misère][Left, Right to move]`.
    cs_remoteness: Vec<[[u32; 2]; 2]>,
    /// Normal or misère Nim: remotenesses searched over sorted heaps, and
    /// the positions the searches may still expand.
    nim_remoteness: RefCell<(RemotenessMemo<Vec<u32>>, usize)>,
}

/// Nim positions the remoteness searches of one build may expand; past it
/// nodes show their class without remoteness.
pub const NIM_REMOTENESS_BUDGET: usize = 200_000;

/// The pockets after `p` takes `a`.
fn add(c: (i64, i64), p: Player, a: u32) -> (i64, i64) {
    match p {
        Player::Left => (c.0 + i64::from(a), c.1),
        Player::Right => (c.0, c.1 + i64::from(a)),
    }
}

fn nim_sum(h: &[u32]) -> u32 {
    h.iter().fold(0, |a, &b| a ^ b)
}

/// Bouton's theorem, with the misère exception when no heap exceeds 1.
fn nim_class(h: &[u32], misere: bool) -> Class {
    let x = nim_sum(h);
    let p = if misere && h.iter().all(|&v| v <= 1) {
        x == 1
    } else {
        x == 0
    };
    if p {
        Class::P
    } else {
        Class::N
    }
}

/// `1*+2*+3*`, or `0` when no heap is left.
pub(super) fn nim_label(h: &[u32]) -> String {
    if h.is_empty() {
        return "0".into();
    }
    h.iter()
        .map(|v| format!("{v}*"))
        .collect::<Vec<_>>()
        .join("+")
}

impl Ctx<'_> {
    /// Normal and misère views: the moves to the end under best play
    /// (Winning Ways' remoteness) with the node's player to move, when one
    /// number says it (not for a partizan node without a player to move).
    fn remoteness(&self, s: &State) -> Option<u32> {
        match (self.source, s) {
            (GraphSpec::Nim(spec), State::Nim(h)) if spec.mode != Variant::Grundy => {
                let (memo, budget) = &mut *self.nim_remoteness.borrow_mut();
                match memo.of(h.clone(), |h| nim_moves(h), budget) {
                    Ok(Found::Remote(r)) => Some(r),
                    Ok(Found::TooLarge { .. }) | Err(_) => None,
                }
            }
            (GraphSpec::Cs(spec), &State::Cs { heap, to_move, .. }) => {
                let v = match spec.mode {
                    Variant::Normal => 0,
                    Variant::Misere => 1,
                    _ => return None,
                };
                let row = self.cs_remoteness.get(heap as usize)?;
                match to_move {
                    Some(p) => Some(row[v][p.index()]),
                    None => spec.rules.is_symmetric().then_some(row[v][0]),
                }
            }
            _ => None,
        }
    }

    fn value(&self, s: &State) -> Value {
        match (self.source, s) {
            (GraphSpec::Nim(spec), State::Nim(h)) => match spec.mode {
                Variant::Misere => Value::Class(nim_class(h, true)),
                Variant::Grundy => Value::Grundy(nim_sum(h)),
                _ => Value::Class(nim_class(h, false)),
            },
            (GraphSpec::Cs(spec), &State::Cs { heap, c, to_move }) => match &self.table {
                Some(t) => cs_value(spec, t, heap, c, to_move),
                None => Value::Score(0),
            },
            _ => Value::Score(0),
        }
    }

    pub fn options(&self, s: &State) -> Vec<Opt> {
        match (self.source, s) {
            (GraphSpec::Nim(spec), State::Nim(h)) => nim_options(spec, h),
            (GraphSpec::Cs(spec), &State::Cs { heap, c, to_move }) => match &self.table {
                Some(t) => cs_options(spec, t, heap, c, to_move),
                None => Vec::new(),
            },
            _ => Vec::new(),
        }
    }

    fn terminal(&self, s: &State) -> bool {
        match (self.source, s, &self.table) {
            (_, State::Nim(h), _) => h.is_empty(),
            (GraphSpec::Cs(spec), &State::Cs { heap, to_move, .. }, Some(t)) => match to_move {
                Some(p) => t.moves(heap, p).is_empty(),
                None if spec.view == View::Dag => t.moves(heap, Player::Left).is_empty(),
                None => {
                    t.moves(heap, Player::Left).is_empty()
                        && t.moves(heap, Player::Right).is_empty()
                }
            },
            _ => true,
        }
    }

    pub fn node(&self, id: usize, s: &State, depth: u32) -> Node {
        let value = self.value(s);
        let remoteness = self.remoteness(s);
        let terminal = self.terminal(s);
        let (heap, heaps, cumulations, to_move, label) = match (self.source, s) {
            (GraphSpec::Cs(spec), &State::Cs { heap, c, to_move }) => {
                let dag = spec.view == View::Dag;
                let label = if dag {
                    heap.to_string()
                } else {
                    format!("{heap};({},{})", c.0, c.1)
                };
                (heap, None, (!dag).then_some(c), to_move, label)
            }
            (_, State::Nim(h)) => (h.iter().sum(), Some(h.clone()), None, None, nim_label(h)),
            (_, State::Cs { heap, .. }) => (*heap, None, None, None, heap.to_string()),
        };
        Node {
            id,
            heap,
            heaps,
            cumulations,
            to_move,
            value_label: match remoteness {
                Some(1) => format!("{} (1 move)", value.label()),
                Some(r) => format!("{} ({r} moves)", value.label()),
                None => value.label(),
            },
            value,
            remoteness,
            depth,
            terminal,
            collapsed: !terminal,
            label,
        }
    }
}

/// The value of a subtraction position (Proposition 2: the heap's outcome
/// shifted by the pockets `c`).
fn cs_value(spec: &CsSpec, t: &Table, heap: u32, c: (i64, i64), to_move: Option<Player>) -> Value {
    let one = |p: Player, c: (i64, i64)| match spec.mode {
        Variant::ZeroSum => Value::Score(c.0 - c.1 + t.zero_sum(heap, p)),
        Variant::SelfInterest => {
            let (l, r) = t.self_interest(heap, p);
            Value::Pair(c.0 + l, c.1 + r)
        }
        Variant::Normal => Value::Winner(t.normal(heap).winner(p)),
        Variant::Misere => Value::Winner(t.misere(heap).winner(p)),
        Variant::Grundy => Value::Grundy(t.grundy(heap).unwrap_or(0)),
    };
    match (spec.view, to_move) {
        (_, Some(p)) => one(p, c),
        (View::Dag, None) => match spec.mode {
            Variant::Normal => Value::Class(t.normal(heap)),
            Variant::Misere => Value::Class(t.misere(heap)),
            _ => one(Player::Left, (0, 0)),
        },
        (_, None) => match spec.mode {
            Variant::Normal => Value::Class(t.normal(heap)),
            Variant::Misere => Value::Class(t.misere(heap)),
            Variant::Grundy => one(Player::Left, c),
            _ => Value::Starts(
                Box::new(one(Player::Left, c)),
                Box::new(one(Player::Right, c)),
            ),
        },
    }
}

/// Every move of every heap size; the first move to a P-position is the PSPE one.
fn nim_options(spec: &NimSpec, h: &[u32]) -> Vec<Opt> {
    let misere = spec.mode == Variant::Misere;
    let winning = nim_class(h, misere) == Class::N;
    let mut out = Vec::new();
    let mut sizes = h.to_vec();
    sizes.dedup();
    for &v in &sizes {
        let i = h.iter().position(|&x| x == v).unwrap_or(0);
        for k in 1..=v {
            let mut child: Vec<u32> = h.to_vec();
            child[i] = v - k;
            child.retain(|&x| x > 0);
            child.sort_unstable();
            let determines = !winning || nim_class(&child, misere) == Class::P;
            out.push(Opt {
                amount: k,
                mover: None,
                label: format!("{v}→{}", v - k),
                child: State::Nim(child),
                determines,
                pspe: false,
            });
        }
    }
    if let Some(o) = out.iter_mut().find(|o| o.determines) {
        o.pspe = true;
    }
    out
}

/// The moves of the player to move (both players' in the partizan tree).
fn cs_options(
    spec: &CsSpec,
    t: &Table,
    heap: u32,
    c: (i64, i64),
    to_move: Option<Player>,
) -> Vec<Opt> {
    let movers: Vec<Player> = match (spec.view, to_move) {
        (_, Some(p)) => vec![p],
        (View::Dag, None) => vec![Player::Left],
        (_, None) => vec![Player::Left, Player::Right],
    };
    let mut out = Vec::new();
    for p in movers {
        let best = t.optimal_moves(heap, p, spec.mode);
        for a in t.moves(heap, p) {
            let child = match (spec.view, to_move) {
                (View::Dag, None) => State::Cs {
                    heap: heap - a,
                    c,
                    to_move: None,
                },
                (View::Dag, Some(_)) => State::Cs {
                    heap: heap - a,
                    c,
                    to_move: Some(p.other()),
                },
                _ => State::Cs {
                    heap: heap - a,
                    c: add(c, p, a),
                    to_move: to_move.map(Player::other),
                },
            };
            out.push(Opt {
                amount: a,
                mover: (spec.view != View::Dag || to_move.is_some()).then_some(p),
                label: a.to_string(),
                child,
                determines: best.binary_search(&a).is_ok(),
                pspe: best.first() == Some(&a),
            });
        }
    }
    out
}

fn check_budget(budget: usize) -> Result<(), TreeError> {
    if budget == 0 || budget > MAX_BUDGET {
        return Err(TreeError::Budget(budget));
    }
    Ok(())
}

/// `S={2,3}` or `S=({2},{1,4})`, with ` map …` when there are overrides.
fn rules_text(r: &Rules) -> String {
    let mut s = if r.left == r.right {
        format!("S={{{}}}", notation::format_set(&r.left))
    } else {
        format!(
            "S=({{{}}},{{{}}})",
            notation::format_set(&r.left),
            notation::format_set(&r.right)
        )
    };
    if !r.overrides.is_empty() {
        s.push_str(&format!(" map {}", notation::format_heap_map(&r.overrides)));
    }
    s
}

/// The checks of [`build`], in their order; the rules come back normalised.
fn checked(spec: &CsSpec) -> Result<CsSpec, TreeError> {
    let mut spec = spec.clone();
    spec.rules
        .validate()
        .map_err(|e| TreeError::Rules(e.to_string()))?;
    spec.rules = spec.rules.normalize();
    if spec.heap > MAX_TREE_HEAP {
        return Err(TreeError::HeapTooLarge(spec.heap));
    }
    check_budget(spec.budget)?;
    let (c1, c2) = spec.cumulations;
    for c in [c1, c2] {
        if c.abs() > MAX_CUMULATION {
            return Err(TreeError::Cumulation(c));
        }
    }
    if spec.view == View::Nim {
        return Err(TreeError::NimView);
    }
    if spec.mode == Variant::Grundy && !spec.rules.is_symmetric() {
        return Err(TreeError::GrundyNeedsSymmetric);
    }
    Ok(spec)
}

/// The title line of a subtraction view.
fn cs_title(spec: &CsSpec) -> String {
    let symmetric = spec.rules.is_symmetric();
    let what = match spec.view {
        View::Tree if spec.merge => "extensive form, equal positions merged",
        View::Tree => "extensive form",
        View::Dag => "heap DAG",
        _ if spec.merge => "partizan game tree, equal positions merged",
        _ => "partizan game tree",
    };
    let first = match spec.view {
        View::Tree => format!(", {} first", spec.first),
        View::Dag if !symmetric => format!(", {} first", spec.first),
        _ => String::new(),
    };
    format!(
        "{}, heap {}{}: {}, {}",
        rules_text(&spec.rules),
        spec.heap,
        first,
        spec.mode.name(),
        what
    )
}

/// Builds a Cumulative Subtraction view. Errors name the bad value.
pub fn build(spec: &CsSpec) -> Result<GameGraph, TreeError> {
    let spec = checked(spec)?;
    let symmetric = spec.rules.is_symmetric();
    let root = match spec.view {
        View::Tree => State::Cs {
            heap: spec.heap,
            c: spec.cumulations,
            to_move: Some(spec.first),
        },
        View::Dag => State::Cs {
            heap: spec.heap,
            c: (0, 0),
            to_move: (!symmetric).then_some(spec.first),
        },
        _ => State::Cs {
            heap: spec.heap,
            c: spec.cumulations,
            to_move: None,
        },
    };
    let title = cs_title(&spec);
    let merged = spec.merge || spec.view == View::Dag;
    GameGraph::start(GraphSpec::Cs(spec), root, merged, title)
}

/// Builds the position graph of the Nim game with these heaps (zeros dropped,
/// order irrelevant: positions are multisets, as `2*+2*` in seed 004).
pub fn nim_graph(spec: &NimSpec) -> Result<GameGraph, TreeError> {
    check_budget(spec.budget)?;
    if spec.heaps.is_empty() {
        return Err(TreeError::NoNimHeaps);
    }
    if spec.heaps.len() > MAX_NIM_HEAPS {
        return Err(TreeError::TooManyNimHeaps(spec.heaps.len()));
    }
    if let Some(&h) = spec.heaps.iter().find(|&&h| h > MAX_NIM_HEAP) {
        return Err(TreeError::NimHeapTooLarge(h));
    }
    if !matches!(
        spec.mode,
        Variant::Normal | Variant::Misere | Variant::Grundy
    ) {
        return Err(TreeError::NimMode(spec.mode));
    }
    let mut h: Vec<u32> = spec.heaps.iter().copied().filter(|&v| v > 0).collect();
    h.sort_unstable();
    let shown: Vec<String> = spec.heaps.iter().map(u32::to_string).collect();
    let title = format!("Nim {}: {}", shown.join(","), spec.mode.name());
    GameGraph::start(GraphSpec::Nim(spec.clone()), State::Nim(h), true, title)
}

/// The solved table a subtraction view reads its values from.
pub(super) fn context(source: &GraphSpec) -> Result<Ctx<'_>, TreeError> {
    let table = match source {
        GraphSpec::Cs(spec) => Some(
            cs::solve(spec.rules.clone(), spec.ties, spec.heap)
                .map_err(|e| TreeError::Rules(e.to_string()))?,
        ),
        GraphSpec::Nim(_) => None,
    };
    let (mode, heap) = match source {
        GraphSpec::Cs(spec) => (spec.mode, spec.heap),
        GraphSpec::Nim(spec) => (spec.mode, 0),
    };
    let cs_remoteness = match (&table, mode) {
        (Some(t), Variant::Normal | Variant::Misere) => t.remoteness(0, heap),
        _ => Vec::new(),
    };
    let memo = RemotenessMemo::new(mode == Variant::Misere);
    Ok(Ctx {
        source,
        table,
        cs_remoteness,
        nim_remoteness: RefCell::new((memo, NIM_REMOTENESS_BUDGET)),
    })
}

/// Every Nim position one move from `h` (sorted, empty heaps dropped).
fn nim_moves(h: &[u32]) -> Result<Vec<Vec<u32>>, Infallible> {
    let mut out = Vec::new();
    for (i, &v) in h.iter().enumerate() {
        if i > 0 && h[i - 1] == v {
            continue;
        }
        for left in 0..v {
            let mut child = h.to_vec();
            child[i] = left;
            child.retain(|&x| x > 0);
            child.sort_unstable();
            out.push(child);
        }
    }
    Ok(out)
}
