//! Game trees and DAGs (seed 000 §1–2, seed 004), ready to lay out and export.
//!
//! * [`View::Tree`] — the extensive form of a grounded position
//!   `(x, (C1, C2), p)` (Figures 2 and 4): each node is `x;(C1,C2)` with the
//!   player to move; [`Edge::pspe`] marks the equilibrium choice at every node.
//!   With `merge`, equal grounded positions become one node (§2.4: a DAG).
//! * [`View::Dag`] — the heap DAG (Figure 5): one node per heap size reachable
//!   from `x` (per heap and player to move when the rules are partizan), edges
//!   labelled with the amount, [`Edge::determines`] on the edges that give the
//!   parent its value (drawn double).
//! * [`View::Cgt`] — the partizan game tree (Figure 3): no player to move; each
//!   node lists Left's options, drawn slanting left, then Right's.
//! * [`nim_graph`] — the positions of a multi-heap Nim game with N/P labels.
//!
//! Values come from the Cumulative Subtraction tables (Proposition 2: a
//! grounded value is the heap's outcome shifted by the cumulations), so they
//! are exact even for nodes whose options were not built. Trees grow
//! exponentially: a build stops at the deepest whole level within the node
//! budget and marks the nodes left unexpanded ([`Node::collapsed`]);
//! [`GameGraph::expand`] grows one of them.

use std::collections::{HashMap, HashSet};

use serde::{Serialize, Serializer};

use crate::export::{self, DrawEdge, DrawNode, Drawing};
use crate::games::common::{Class, Player, Ties, Variant};
use crate::games::cumulative_subtraction::{self as cs, Rules, Table};
use crate::layout::{self, LayoutOpts, Placed};
use crate::notation;

/// Nodes a build (or one [`GameGraph::expand`]) adds by default: a few
/// thousand SVG nodes still pan and zoom smoothly in a browser. Merged views
/// (DAGs) count their edges too, as a DAG node may have hundreds of them.
pub const NODE_BUDGET: usize = 2000;
/// Largest budget accepted, and largest graph [`GameGraph::expand`] grows.
pub const MAX_BUDGET: usize = 200_000;
/// Largest starting heap (the heap DAG has up to `x + 1` nodes, a table is solved to `x`).
pub const MAX_TREE_HEAP: u32 = 10_000;
/// Largest |initial cumulation|.
pub const MAX_CUMULATION: i64 = 1_000_000_000_000;
/// Most heaps in a Nim position, and largest heap.
pub const MAX_NIM_HEAPS: usize = 10;
pub const MAX_NIM_HEAP: u32 = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum View {
    Tree,
    Dag,
    Cgt,
    Nim,
}

impl View {
    pub fn code(self) -> &'static str {
        match self {
            View::Tree => "tree",
            View::Dag => "dag",
            View::Cgt => "cgt",
            View::Nim => "nim",
        }
    }
}

fn ser_mode<S: Serializer>(v: &Variant, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(v.code())
}

/// A Cumulative Subtraction view: which position, rules, mode and view.
#[derive(Clone, Debug, PartialEq)]
pub struct CsSpec {
    pub rules: Rules,
    pub ties: Ties,
    pub heap: u32,
    /// Initial pockets `(C1, C2)` (Tree and Cgt views).
    pub cumulations: (i64, i64),
    /// Player to move at the root (Tree view; Dag view with partizan rules).
    pub first: Player,
    pub mode: Variant,
    /// `Tree`, `Dag` or `Cgt`.
    pub view: View,
    /// Merge equal positions of a Tree or Cgt view into one node (§2.4).
    pub merge: bool,
    pub budget: usize,
}

impl CsSpec {
    /// Antagonistic ties, pockets (0,0), Left first, no merging, [`NODE_BUDGET`].
    pub fn new(rules: Rules, heap: u32, mode: Variant, view: View) -> CsSpec {
        CsSpec {
            rules,
            ties: Ties::default(),
            heap,
            cumulations: (0, 0),
            first: Player::Left,
            mode,
            view,
            merge: false,
            budget: NODE_BUDGET,
        }
    }
}

/// A Nim position graph: `mode` is `Normal`, `Misere` or `Grundy` (nim-sums).
#[derive(Clone, Debug, PartialEq)]
pub struct NimSpec {
    pub heaps: Vec<u32>,
    pub mode: Variant,
    pub budget: usize,
}

/// What a node is worth. Serialised untagged: a number, a pair `[a, b]`, a
/// player name, a class letter, or `[when Left starts, when Right starts]`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Value {
    /// Zero-sum: Left's final pocket minus Right's.
    Score(i64),
    /// Self-interest: final pockets (Left, Right); in a symmetric heap DAG
    /// (mover, other) gains, as in Figure 5(c).
    Pair(i64, i64),
    /// Normal or misère play with a player to move: the winner.
    Winner(Player),
    /// Outcome class: symmetric heap DAG, partizan tree, Nim.
    Class(Class),
    /// Grundy value (nim-sum for Nim).
    Grundy(u32),
    /// Partizan tree: the value when Left starts, and when Right starts.
    Starts(Box<Value>, Box<Value>),
}

impl Value {
    pub fn label(&self) -> String {
        match self {
            Value::Score(v) => v.to_string(),
            Value::Pair(a, b) => format!("({a},{b})"),
            Value::Winner(p) => format!("{p} wins"),
            Value::Class(c) => c.to_string(),
            Value::Grundy(0) => "0".into(),
            Value::Grundy(1) => "*".into(),
            Value::Grundy(g) => format!("*{g}"),
            Value::Starts(l, r) => format!("{} | {}", l.label(), r.label()),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Node {
    pub id: usize,
    /// Heap size; for Nim the stones left in all heaps.
    pub heap: u32,
    /// Nim only: the non-empty heaps, ascending.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub heaps: Option<Vec<u32>>,
    /// `(C1, C2)` in Tree and Cgt views, else `None`.
    pub cumulations: Option<(i64, i64)>,
    /// Tree view, and heap DAG of partizan rules; else `None`.
    pub to_move: Option<Player>,
    pub value: Value,
    /// Moves from the root (shortest, in DAGs).
    pub depth: u32,
    /// No legal move.
    pub terminal: bool,
    /// Some options are not built (node budget): expand to see them.
    pub collapsed: bool,
    /// `7;(0,0)` (trees), `7` (heap DAG), `1*+2*+3*` (Nim).
    pub label: String,
    pub value_label: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Edge {
    pub from: usize,
    pub to: usize,
    /// Pebbles removed.
    pub amount: u32,
    /// Who moves; `None` in a symmetric heap DAG and in Nim.
    pub mover: Option<Player>,
    /// `2`, or for Nim `3→1` (the heap before and after).
    pub label: String,
    /// The equilibrium strategy's choice at `from`: the smallest optimal
    /// amount (as in the CS play lines). In the partizan tree, one per mover.
    pub pspe: bool,
    /// A PSPE edge on the equilibrium play from the root.
    pub on_path: bool,
    /// An optimal move: the child gives `from` its value (Figure 5's double edges).
    pub determines: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum State {
    Cs {
        heap: u32,
        c: (i64, i64),
        to_move: Option<Player>,
    },
    Nim(Vec<u32>),
}

#[derive(Clone, Debug, PartialEq)]
enum Source {
    Cs(CsSpec),
    Nim(NimSpec),
}

/// A built view: nodes, edges, and what was left out.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GameGraph {
    pub view: View,
    #[serde(serialize_with = "ser_mode")]
    pub mode: Variant,
    /// Equal positions share a node (always for Dag and Nim views).
    pub merged: bool,
    pub title: String,
    pub root: usize,
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge>,
    pub budget: usize,
    /// Some node is collapsed.
    pub truncated: bool,
    /// Says why and where the graph was cut, for display.
    pub notice: Option<String>,
    #[serde(skip)]
    states: Vec<State>,
    #[serde(skip)]
    source: Source,
}

/// One option of a position.
struct Opt {
    amount: u32,
    mover: Option<Player>,
    label: String,
    child: State,
    determines: bool,
    pspe: bool,
}

/// Rules plus solved table: generates options and values.
struct Ctx<'a> {
    source: &'a Source,
    table: Option<Table>,
}

fn winner(c: Class, to_move: Player) -> Player {
    match c {
        Class::L => Player::Left,
        Class::R => Player::Right,
        Class::N => to_move,
        Class::P => to_move.other(),
    }
}

fn add(c: (i64, i64), p: Player, a: u32) -> (i64, i64) {
    match p {
        Player::Left => (c.0 + i64::from(a), c.1),
        Player::Right => (c.0, c.1 + i64::from(a)),
    }
}

fn nim_class(h: &[u32], misere: bool) -> Class {
    let x = h.iter().fold(0, |a, &b| a ^ b);
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

fn nim_label(h: &[u32]) -> String {
    if h.is_empty() {
        return "0".into();
    }
    h.iter()
        .map(|v| format!("{v}*"))
        .collect::<Vec<_>>()
        .join("+")
}

impl Ctx<'_> {
    fn value(&self, s: &State) -> Value {
        match (self.source, s) {
            (Source::Nim(spec), State::Nim(h)) => match spec.mode {
                Variant::Misere => Value::Class(nim_class(h, true)),
                Variant::Grundy => Value::Grundy(h.iter().fold(0, |a, &b| a ^ b)),
                _ => Value::Class(nim_class(h, false)),
            },
            (Source::Cs(spec), &State::Cs { heap, c, to_move }) => {
                let Some(t) = &self.table else {
                    return Value::Score(0);
                };
                let one = |p: Player, c: (i64, i64)| match spec.mode {
                    Variant::ZeroSum => Value::Score(c.0 - c.1 + t.zero_sum(heap, p)),
                    Variant::SelfInterest => {
                        let (l, r) = t.self_interest(heap, p);
                        Value::Pair(c.0 + l, c.1 + r)
                    }
                    Variant::Normal => Value::Winner(winner(t.normal(heap), p)),
                    Variant::Misere => Value::Winner(winner(t.misere(heap), p)),
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
            _ => Value::Score(0),
        }
    }

    fn options(&self, s: &State) -> Vec<Opt> {
        match (self.source, s) {
            (Source::Nim(spec), State::Nim(h)) => {
                let misere = spec.mode == Variant::Misere;
                let winning = nim_class(h, misere) == Class::N;
                let mut out = Vec::new();
                let mut sizes = h.clone();
                sizes.dedup();
                for &v in &sizes {
                    let i = h.iter().position(|&x| x == v).unwrap_or(0);
                    for k in 1..=v {
                        let mut child: Vec<u32> = h.clone();
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
            (Source::Cs(spec), &State::Cs { heap, c, to_move }) => {
                let Some(t) = &self.table else {
                    return Vec::new();
                };
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
            _ => Vec::new(),
        }
    }

    fn terminal(&self, s: &State) -> bool {
        match (self.source, s, &self.table) {
            (_, State::Nim(h), _) => h.is_empty(),
            (Source::Cs(spec), &State::Cs { heap, to_move, .. }, Some(t)) => match to_move {
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

    fn node(&self, id: usize, s: &State, depth: u32) -> Node {
        let value = self.value(s);
        let terminal = self.terminal(s);
        let (heap, heaps, cumulations, to_move, label) = match (self.source, s) {
            (Source::Cs(spec), &State::Cs { heap, c, to_move }) => {
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
            value_label: value.label(),
            value,
            depth,
            terminal,
            collapsed: !terminal,
            label,
        }
    }
}

fn check_budget(budget: usize) -> Result<(), String> {
    if budget == 0 || budget > MAX_BUDGET {
        return Err(format!(
            "node budget {budget} is out of range (1 to {MAX_BUDGET})"
        ));
    }
    Ok(())
}

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

/// Builds a Cumulative Subtraction view. Errors name the bad value.
pub fn build(spec: &CsSpec) -> Result<GameGraph, String> {
    let mut spec = spec.clone();
    spec.rules.validate()?;
    spec.rules = spec.rules.normalize();
    if spec.heap > MAX_TREE_HEAP {
        return Err(format!(
            "heap {} is too large for a tree (at most {MAX_TREE_HEAP})",
            spec.heap
        ));
    }
    check_budget(spec.budget)?;
    let (c1, c2) = spec.cumulations;
    for c in [c1, c2] {
        if c.abs() > MAX_CUMULATION {
            return Err(format!(
                "cumulation {c} is out of range (at most {MAX_CUMULATION} in size)"
            ));
        }
    }
    if spec.view == View::Nim {
        return Err("view nim needs Nim heaps, not a subtraction set".into());
    }
    let symmetric = spec.rules.is_symmetric();
    if spec.mode == Variant::Grundy && !symmetric {
        return Err("mode grundy needs symmetric rules (one move set for both players)".into());
    }
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
    let title = format!(
        "{}, heap {}{}: {}, {}",
        rules_text(&spec.rules),
        spec.heap,
        first,
        spec.mode.name(),
        what
    );
    let merged = spec.merge || spec.view == View::Dag;
    let source = Source::Cs(spec.clone());
    start(
        source,
        root,
        spec.view,
        spec.mode,
        merged,
        spec.budget,
        title,
    )
}

/// Builds the position graph of the Nim game with these heaps (zeros dropped,
/// order irrelevant: positions are multisets, as `2*+2*` in seed 004).
pub fn nim_graph(spec: &NimSpec) -> Result<GameGraph, String> {
    check_budget(spec.budget)?;
    if spec.heaps.is_empty() {
        return Err("give at least one Nim heap".into());
    }
    if spec.heaps.len() > MAX_NIM_HEAPS {
        return Err(format!(
            "{} Nim heaps are too many (at most {MAX_NIM_HEAPS})",
            spec.heaps.len()
        ));
    }
    if let Some(h) = spec.heaps.iter().find(|&&h| h > MAX_NIM_HEAP) {
        return Err(format!(
            "Nim heap {h} is too large (at most {MAX_NIM_HEAP})"
        ));
    }
    if !matches!(
        spec.mode,
        Variant::Normal | Variant::Misere | Variant::Grundy
    ) {
        return Err(format!(
            "mode {} does not apply to Nim (use normal, misere or grundy)",
            spec.mode.code()
        ));
    }
    let mut h: Vec<u32> = spec.heaps.iter().copied().filter(|&v| v > 0).collect();
    h.sort_unstable();
    let shown: Vec<String> = spec.heaps.iter().map(u32::to_string).collect();
    let title = format!("Nim {}: {}", shown.join(","), spec.mode.name());
    start(
        Source::Nim(spec.clone()),
        State::Nim(h),
        View::Nim,
        spec.mode,
        true,
        spec.budget,
        title,
    )
}

fn context(source: &Source) -> Result<Ctx<'_>, String> {
    let table = match source {
        Source::Cs(spec) => Some(cs::solve(spec.rules.clone(), spec.ties, spec.heap)?),
        Source::Nim(_) => None,
    };
    Ok(Ctx { source, table })
}

fn start(
    source: Source,
    root: State,
    view: View,
    mode: Variant,
    merged: bool,
    budget: usize,
    title: String,
) -> Result<GameGraph, String> {
    let ctx = context(&source)?;
    let root_node = ctx.node(0, &root, 0);
    let mut g = GameGraph {
        view,
        mode,
        merged,
        title,
        root: 0,
        nodes: vec![root_node],
        edges: Vec::new(),
        budget,
        truncated: false,
        notice: None,
        states: vec![root],
        source: source.clone(),
    };
    g.grow(&ctx, 0, budget.saturating_sub(1));
    Ok(g)
}

/// Options of `s` not among `have` (amount, mover) already built.
fn pending(ctx: &Ctx, s: &State, have: Option<&HashSet<(u32, Option<Player>)>>) -> Vec<Opt> {
    let mut opts = ctx.options(s);
    if let Some(h) = have {
        opts.retain(|o| !h.contains(&(o.amount, o.mover)));
    }
    opts
}

impl GameGraph {
    /// Builds the options of `from`'s collapsed descendants level by level,
    /// adding at most `budget` nodes: whole levels while they fit; if not even
    /// `from`'s own options fit, as many of them as do.
    fn grow(&mut self, ctx: &Ctx, from: usize, budget: usize) {
        let mut index: HashMap<State, usize> = if self.merged {
            self.states.iter().cloned().zip(0..).collect()
        } else {
            HashMap::new()
        };
        // Options already built, for nodes built partly by an earlier cut.
        let mut built: HashMap<usize, HashSet<(u32, Option<Player>)>> = HashMap::new();
        for e in &self.edges {
            if self.nodes[e.from].collapsed {
                built.entry(e.from).or_default().insert((e.amount, e.mover));
            }
        }
        let mut added = 0usize;
        let mut level = vec![from];
        let mut first = true;
        while !level.is_empty() {
            let plan: Vec<usize> = level
                .iter()
                .copied()
                .filter(|&v| self.nodes[v].collapsed)
                .collect();
            // New nodes this level needs, counted only as far as the room left.
            let room = budget - added;
            let mut fresh: HashSet<State> = HashSet::new();
            let mut need = 0usize;
            'count: for &v in &plan {
                for o in pending(ctx, &self.states[v], built.get(&v)) {
                    need += 1;
                    if self.merged && !index.contains_key(&o.child) && fresh.insert(o.child) {
                        need += 1;
                    }
                    if need > room {
                        break 'count;
                    }
                }
            }
            let partial = need > room;
            if partial && !(first && room > 0) {
                break;
            }
            let mut next = Vec::new();
            'plan: for v in plan {
                for o in pending(ctx, &self.states[v], built.get(&v)) {
                    let existing = if self.merged {
                        index.get(&o.child).copied()
                    } else {
                        None
                    };
                    // Trees: one new node per edge. Merged views count edges and nodes.
                    let cost = if self.merged && existing.is_none() {
                        2
                    } else {
                        1
                    };
                    if added + cost > budget {
                        break 'plan;
                    }
                    if self.merged {
                        added += 1;
                    }
                    let to = match existing {
                        Some(t) => t,
                        None => {
                            let id = self.nodes.len();
                            let depth = self.nodes[v].depth + 1;
                            self.nodes.push(ctx.node(id, &o.child, depth));
                            self.states.push(o.child.clone());
                            if self.merged {
                                index.insert(o.child.clone(), id);
                            }
                            added += 1;
                            next.push(id);
                            id
                        }
                    };
                    self.edges.push(Edge {
                        from: v,
                        to,
                        amount: o.amount,
                        mover: o.mover,
                        label: o.label,
                        pspe: o.pspe,
                        on_path: false,
                        determines: o.determines,
                    });
                }
                self.nodes[v].collapsed = false;
            }
            if partial {
                break;
            }
            first = false;
            level = next;
        }
        self.finish();
    }

    /// Recomputes `on_path`, `truncated` and the notice.
    fn finish(&mut self) {
        for e in &mut self.edges {
            e.on_path = false;
        }
        if self.view != View::Cgt {
            let mut choice: Vec<Option<usize>> = vec![None; self.nodes.len()];
            for (i, e) in self.edges.iter().enumerate().rev() {
                if e.pspe {
                    choice[e.from] = Some(i);
                }
            }
            let mut v = self.root;
            let mut seen = HashSet::new();
            while seen.insert(v) {
                let Some(i) = choice[v] else {
                    break;
                };
                self.edges[i].on_path = true;
                v = self.edges[i].to;
            }
        }
        let collapsed = self.nodes.iter().filter(|n| n.collapsed).count();
        self.truncated = collapsed > 0;
        self.notice = self.truncated.then(|| {
            let depth = self
                .nodes
                .iter()
                .filter(|n| n.collapsed)
                .map(|n| n.depth)
                .min()
                .unwrap_or(0);
            let unit = if self.merged {
                "nodes and edges"
            } else {
                "nodes"
            };
            format!(
                "Too large to show whole: {} nodes shown (budget {} {unit} per step), cut from \
                 depth {depth}; {collapsed} dashed nodes have options not shown: expand one to grow it.",
                self.nodes.len(),
                self.budget
            )
        });
    }

    /// Grows the collapsed node `id` by up to `budget` more nodes.
    pub fn expand(&mut self, id: usize) -> Result<(), String> {
        let Some(node) = self.nodes.get(id) else {
            return Err(format!("node {id} does not exist"));
        };
        if !node.collapsed {
            return Ok(());
        }
        if self.nodes.len() >= MAX_BUDGET {
            return Err(format!(
                "the graph already has {} nodes (at most {MAX_BUDGET}); re-root at node {id} instead",
                self.nodes.len()
            ));
        }
        let source = self.source.clone();
        let ctx = context(&source)?;
        let room = self.budget.min(MAX_BUDGET - self.nodes.len());
        self.grow(&ctx, id, room);
        Ok(())
    }

    /// The same view rebuilt with node `id` as its root.
    pub fn reroot(&self, id: usize) -> Result<GameGraph, String> {
        let Some(state) = self.states.get(id) else {
            return Err(format!("node {id} does not exist"));
        };
        match (&self.source, state) {
            (Source::Cs(spec), &State::Cs { heap, c, to_move }) => {
                let mut s = spec.clone();
                s.heap = heap;
                if s.view != View::Dag {
                    s.cumulations = c;
                }
                if let Some(p) = to_move {
                    s.first = p;
                }
                build(&s)
            }
            (Source::Nim(spec), State::Nim(h)) => {
                let mut s = spec.clone();
                s.heaps = if h.is_empty() { vec![0] } else { h.clone() };
                nim_graph(&s)
            }
            _ => Err(format!("node {id} cannot be a root")),
        }
    }

    /// Edge ids of the equilibrium play from the root, in order.
    pub fn pspe_line(&self) -> Vec<usize> {
        let mut next: HashMap<usize, usize> = HashMap::new();
        for (i, e) in self.edges.iter().enumerate() {
            if e.on_path {
                next.entry(e.from).or_insert(i);
            }
        }
        let mut line = Vec::new();
        let mut v = self.root;
        while let Some(i) = next.remove(&v) {
            line.push(i);
            v = self.edges[i].to;
        }
        line
    }

    /// Child node ids per node, in edge order (partizan tree: Left's first).
    pub fn children(&self) -> Vec<Vec<usize>> {
        let mut ch = vec![Vec::new(); self.nodes.len()];
        let mut order: Vec<&Edge> = self.edges.iter().collect();
        order.sort_by_key(|e| e.mover == Some(Player::Right));
        for e in order {
            if e.from < ch.len() {
                ch[e.from].push(e.to);
            }
        }
        ch
    }

    /// Box width of each node: room for its longest text line.
    pub fn node_widths(&self, opts: &LayoutOpts) -> Vec<f64> {
        let opts = opts.sane();
        self.nodes
            .iter()
            .map(|n| {
                let chars = n.label.chars().count().max(n.value_label.chars().count());
                opts.node_width.max(chars as f64 * 7.0 + 14.0)
            })
            .collect()
    }

    /// Coordinates: a tidy tree for trees, layered for DAGs.
    pub fn layout(&self, opts: &LayoutOpts) -> GraphLayout {
        let opts = opts.sane();
        let widths = self.node_widths(&opts);
        let tree = matches!(self.view, View::Tree | View::Cgt) && !self.merged;
        let (nodes, routes) = if tree {
            let ch = self.children();
            let nodes = if self.view == View::Cgt {
                let mut split = vec![0; self.nodes.len()];
                for e in &self.edges {
                    if e.mover == Some(Player::Left) {
                        split[e.from] += 1;
                    }
                }
                layout::tidy_tree_split(&ch, &split, self.root, &widths, &opts)
            } else {
                layout::tidy_tree_sized(&ch, self.root, &widths, &opts)
            };
            let routes = self
                .edges
                .iter()
                .map(|e| vec![nodes[e.from], nodes[e.to]])
                .collect();
            (nodes, routes)
        } else {
            let pairs: Vec<(usize, usize)> = self.edges.iter().map(|e| (e.from, e.to)).collect();
            let d = layout::layered_dag_routed(self.nodes.len(), &pairs, &widths, &opts);
            (d.nodes, d.routes)
        };
        let (mut w, mut h) = (0.0f64, 0.0f64);
        for (p, wd) in nodes.iter().zip(&widths) {
            w = w.max(p.x + wd / 2.0);
            h = h.max(p.y + opts.node_height / 2.0);
        }
        GraphLayout {
            nodes,
            widths,
            height_of_node: opts.node_height,
            routes,
            width: w,
            height: h,
        }
    }

    /// Tooltip text: the full state and value.
    pub fn describe(&self, id: usize) -> String {
        let Some(n) = self.nodes.get(id) else {
            return String::new();
        };
        let mut parts = Vec::new();
        match &n.heaps {
            Some(h) if h.is_empty() => parts.push("no stones left".to_string()),
            Some(h) => parts.push(format!("heaps {}", nim_label(h))),
            None => parts.push(format!("heap {}", n.heap)),
        }
        if let Some((a, b)) = n.cumulations {
            parts.push(format!("pockets ({a},{b})"));
        }
        if let Some(p) = n.to_move {
            parts.push(format!("{p} to move"));
        }
        parts.push(format!("value {}", n.value_label));
        if n.terminal {
            parts.push("no move".into());
        }
        if n.collapsed {
            parts.push("options not shown".into());
        }
        parts.join("; ")
    }

    /// The graph with this layout, ready for [`export`]. Tree view: PSPE edges
    /// thick; other views: value-determining edges double.
    pub fn drawing(&self, lay: &GraphLayout) -> Drawing {
        let nodes = self
            .nodes
            .iter()
            .enumerate()
            .map(|(i, n)| DrawNode {
                center: lay.nodes.get(i).copied().unwrap_or_default(),
                width: lay.widths.get(i).copied().unwrap_or(72.0),
                height: lay.height_of_node,
                lines: vec![n.label.clone(), n.value_label.clone()],
                side: n.to_move.map(|p| match p {
                    Player::Left => "L".to_string(),
                    Player::Right => "R".to_string(),
                }),
                collapsed: n.collapsed,
                tooltip: self.describe(i),
            })
            .collect();
        let edges = self
            .edges
            .iter()
            .enumerate()
            .map(|(i, e)| DrawEdge {
                from: e.from,
                to: e.to,
                route: lay.routes.get(i).cloned().unwrap_or_default(),
                label: e.label.clone(),
                thick: self.view == View::Tree && e.pspe,
                double: self.view != View::Tree && e.determines,
            })
            .collect();
        Drawing {
            title: self.title.clone(),
            nodes,
            edges,
            note: self.notice.clone(),
        }
    }

    fn default_drawing(&self) -> Drawing {
        self.drawing(&self.layout(&LayoutOpts::default()))
    }

    pub fn to_dot(&self) -> String {
        export::dot(&self.default_drawing())
    }

    pub fn to_tikz(&self) -> String {
        export::tikz(&self.default_drawing())
    }

    pub fn to_svg(&self) -> String {
        export::svg(&self.default_drawing())
    }

    /// Plain text: an indented outline for trees, an adjacency list for DAGs.
    pub fn to_text(&self) -> String {
        let mut s = format!("{}\n", self.title);
        let node = |n: &Node| {
            let mut t = n.label.clone();
            if let Some(p) = n.to_move {
                t.push_str(&format!(" {p} to move"));
            }
            t.push_str(&format!("  = {}", n.value_label));
            if n.collapsed {
                t.push_str("  [collapsed]");
            }
            t
        };
        let mark = |e: &Edge| {
            let mut m = String::new();
            if let Some(p) = e.mover {
                m.push_str(match p {
                    Player::Left => "L ",
                    Player::Right => "R ",
                });
            }
            m.push_str(&e.label);
            if e.pspe {
                m.push_str(" pspe");
            }
            if e.determines && self.view != View::Tree {
                m.push_str(" determines");
            }
            m
        };
        let mut out_edges: Vec<Vec<usize>> = vec![Vec::new(); self.nodes.len()];
        for (i, e) in self.edges.iter().enumerate() {
            out_edges[e.from].push(i);
        }
        if matches!(self.view, View::Tree | View::Cgt) && !self.merged {
            let mut stack: Vec<(usize, usize, Option<usize>)> = vec![(self.root, 0, None)];
            while let Some((v, indent, via)) = stack.pop() {
                let prefix = match via {
                    Some(i) => format!("{}-{}-> ", "  ".repeat(indent), mark(&self.edges[i])),
                    None => String::new(),
                };
                s.push_str(&format!("{prefix}{}\n", node(&self.nodes[v])));
                for &i in out_edges[v].iter().rev() {
                    stack.push((self.edges[i].to, indent + 1, Some(i)));
                }
            }
        } else {
            for n in &self.nodes {
                s.push_str(&format!("[{}] {}\n", n.id, node(n)));
                for &i in &out_edges[n.id] {
                    let e = &self.edges[i];
                    s.push_str(&format!("    -{}-> [{}]\n", mark(e), e.to));
                }
            }
        }
        if let Some(note) = &self.notice {
            s.push_str(note);
            s.push('\n');
        }
        s
    }
}

/// Where [`GameGraph::layout`] put things.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GraphLayout {
    /// Node centres.
    pub nodes: Vec<Placed>,
    /// Node box widths (heights are all `height_of_node`).
    pub widths: Vec<f64>,
    pub height_of_node: f64,
    /// Per edge, its polyline from source centre to target centre.
    pub routes: Vec<Vec<Placed>>,
    /// Bounding box (from the origin).
    pub width: f64,
    pub height: f64,
}
