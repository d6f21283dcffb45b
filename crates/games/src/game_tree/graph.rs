//! The built graph: nodes, edges and values, grown level by level within a
//! node budget; expanding a collapsed node, re-rooting, the equilibrium line.

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};

use super::build::{context, Ctx, Opt};
use super::spec::{GraphSpec, TreeError, View, MAX_BUDGET};
use crate::common::{Class, Player, Variant};

/// What a node is worth. Serialised untagged in JSON: a number, a pair
/// `[a, b]`, a player name, a class letter, or `[when Left starts, when
/// Right starts]`; tagged in the worker's binary messages (`wire`: the
/// derives, `remote = "Self"`, give the tagged form as `Value::serialize`
/// and `Value::deserialize`, which the trait impls there call).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(remote = "Self")]
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

/// Serialised with `heaps` omitted when `None` in JSON (`wire` sends every
/// field in binary messages).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
    /// Normal and misère views: moves to the end under best play with the
    /// node's player to move (Winning Ways' remoteness), when one number
    /// says it and its search stayed within [`NIM_REMOTENESS_BUDGET`](super::build::NIM_REMOTENESS_BUDGET).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u32>,
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

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// A position as the builder knows it (equal states merge in merged views).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(super) enum State {
    Cs {
        heap: u32,
        c: (i64, i64),
        to_move: Option<Player>,
    },
    Nim(Vec<u32>),
}

/// A built view: nodes, edges, and what was left out. Serialised by
/// `wire`: JSON without the builder's bookkeeping, the worker's binary
/// messages with it (so the page can expand and re-root).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameGraph {
    pub view: View,
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
    pub(super) states: Vec<State>,
    pub(super) source: GraphSpec,
}

/// Options already built of a node that an earlier cut built partly.
type Built = HashSet<(u32, Option<Player>)>;

/// Options of `s` not among `have` (amount, mover) already built.
fn pending(ctx: &Ctx, s: &State, have: Option<&Built>) -> Vec<Opt> {
    let mut opts = ctx.options(s);
    if let Some(h) = have {
        opts.retain(|o| !h.contains(&(o.amount, o.mover)));
    }
    opts
}

/// The bookkeeping of one [`GameGraph::grow`].
struct Growth {
    /// Node of each state (merged views only).
    index: HashMap<State, usize>,
    built: HashMap<usize, Built>,
    added: usize,
    budget: usize,
}

impl GameGraph {
    /// The root of `source` and as many levels below it as its budget allows.
    pub(super) fn start(
        source: GraphSpec,
        root: State,
        merged: bool,
        title: String,
    ) -> Result<GameGraph, TreeError> {
        let ctx = context(&source)?;
        let root_node = ctx.node(0, &root, 0);
        let mut g = GameGraph {
            view: source.view(),
            mode: source.mode(),
            merged,
            title,
            root: 0,
            nodes: vec![root_node],
            edges: Vec::new(),
            budget: source.budget(),
            truncated: false,
            notice: None,
            states: vec![root],
            source: source.clone(),
        };
        g.grow(&ctx, 0, g.budget.saturating_sub(1));
        Ok(g)
    }

    /// Builds the options of `from`'s collapsed descendants level by level,
    /// adding at most `budget` nodes: whole levels while they fit; if not even
    /// `from`'s own options fit, as many of them as do.
    fn grow(&mut self, ctx: &Ctx, from: usize, budget: usize) {
        let mut g = Growth {
            index: if self.merged {
                self.states.iter().cloned().zip(0..).collect()
            } else {
                HashMap::new()
            },
            built: HashMap::new(),
            added: 0,
            budget,
        };
        for e in &self.edges {
            if self.nodes[e.from].collapsed {
                g.built
                    .entry(e.from)
                    .or_default()
                    .insert((e.amount, e.mover));
            }
        }
        let mut level = vec![from];
        let mut first = true;
        while !level.is_empty() {
            let plan: Vec<usize> = level
                .iter()
                .copied()
                .filter(|&v| self.nodes[v].collapsed)
                .collect();
            let room = g.budget - g.added;
            let partial = self.need(ctx, &plan, &g, room) > room;
            if partial && !(first && room > 0) {
                break;
            }
            level = self.build_level(ctx, plan, &mut g);
            if partial {
                break;
            }
            first = false;
        }
        self.finish();
    }

    /// New nodes (and, merged, edges) the level `plan` needs, counted only
    /// as far as just past `room`.
    fn need(&self, ctx: &Ctx, plan: &[usize], g: &Growth, room: usize) -> usize {
        let mut fresh: HashSet<State> = HashSet::new();
        let mut need = 0usize;
        for &v in plan {
            for o in pending(ctx, &self.states[v], g.built.get(&v)) {
                need += 1;
                if self.merged && !g.index.contains_key(&o.child) && fresh.insert(o.child) {
                    need += 1;
                }
                if need > room {
                    return need;
                }
            }
        }
        need
    }

    /// Builds the options of the nodes of `plan` while the budget lasts;
    /// returns the new nodes (the next level).
    fn build_level(&mut self, ctx: &Ctx, plan: Vec<usize>, g: &mut Growth) -> Vec<usize> {
        let mut next = Vec::new();
        for v in plan {
            for o in pending(ctx, &self.states[v], g.built.get(&v)) {
                if !self.attach(ctx, v, o, g, &mut next) {
                    return next;
                }
            }
            self.nodes[v].collapsed = false;
        }
        next
    }

    /// Adds the edge of option `o` from `v` (and its node unless merged into
    /// an existing one); `false` when the budget has no room for it.
    fn attach(
        &mut self,
        ctx: &Ctx,
        v: usize,
        o: Opt,
        g: &mut Growth,
        next: &mut Vec<usize>,
    ) -> bool {
        let existing = if self.merged {
            g.index.get(&o.child).copied()
        } else {
            None
        };
        // Trees: one new node per edge. Merged views count edges and nodes.
        let cost = if self.merged && existing.is_none() {
            2
        } else {
            1
        };
        if g.added + cost > g.budget {
            return false;
        }
        if self.merged {
            g.added += 1;
        }
        let to = match existing {
            Some(t) => t,
            None => {
                let id = self.nodes.len();
                let depth = self.nodes[v].depth + 1;
                self.nodes.push(ctx.node(id, &o.child, depth));
                self.states.push(o.child.clone());
                if self.merged {
                    g.index.insert(o.child.clone(), id);
                }
                g.added += 1;
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
        true
    }

    /// Recomputes `on_path`, `truncated` and the notice.
    fn finish(&mut self) {
        for e in &mut self.edges {
            e.on_path = false;
        }
        if self.view != View::Cgt {
            self.mark_path();
        }
        let collapsed = self.nodes.iter().filter(|n| n.collapsed).count();
        self.truncated = collapsed > 0;
        self.notice = self.truncated.then(|| self.cut_notice(collapsed));
    }

    /// Marks the PSPE edges met walking from the root.
    fn mark_path(&mut self) {
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

    fn cut_notice(&self, collapsed: usize) -> String {
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
    }

    /// Grows the collapsed node `id` by up to `budget` more nodes.
    pub fn expand(&mut self, id: usize) -> Result<(), TreeError> {
        let Some(node) = self.nodes.get(id) else {
            return Err(TreeError::NoSuchNode(id));
        };
        if !node.collapsed {
            return Ok(());
        }
        if self.nodes.len() >= MAX_BUDGET {
            return Err(TreeError::Full {
                nodes: self.nodes.len(),
                id,
            });
        }
        let source = self.source.clone();
        let ctx = context(&source)?;
        let room = self.budget.min(MAX_BUDGET - self.nodes.len());
        self.grow(&ctx, id, room);
        Ok(())
    }

    /// The same view rebuilt with node `id` as its root.
    pub fn reroot(&self, id: usize) -> Result<GameGraph, TreeError> {
        let Some(state) = self.states.get(id) else {
            return Err(TreeError::NoSuchNode(id));
        };
        match (&self.source, state) {
            (GraphSpec::Cs(spec), &State::Cs { heap, c, to_move }) => {
                let mut s = spec.clone();
                s.heap = heap;
                if s.view != View::Dag {
                    s.cumulations = c;
                }
                if let Some(p) = to_move {
                    s.first = p;
                }
                super::build(&s)
            }
            (GraphSpec::Nim(spec), State::Nim(h)) => {
                let mut s = spec.clone();
                s.heaps = if h.is_empty() { vec![0] } else { h.clone() };
                super::nim_graph(&s)
            }
            _ => Err(TreeError::NotARoot(id)),
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
}
