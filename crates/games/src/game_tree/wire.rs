//! How a [`GameGraph`] travels. JSON (the CLI's `--format json`) shows a
//! node's value untagged (`3`, `[2,1]`, `"Left"`, `"N"`) and leaves out the
//! builder's bookkeeping; the worker's binary messages (not
//! human-readable) carry values tagged and the bookkeeping too, so a graph
//! built in the worker can still be expanded and re-rooted on the page.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::graph::{Edge, GameGraph, Node, State, Value};
use super::spec::{GraphSpec, View};
use crate::common::{Class, Player, Variant};

/// [`Value`] as JSON shows it.
#[derive(Serialize)]
#[serde(untagged)]
enum Plain<'a> {
    Number(i64),
    Pair(i64, i64),
    Winner(Player),
    Class(Class),
    Starts(&'a Value, &'a Value),
}

impl Serialize for Value {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if !s.is_human_readable() {
            // The derived, tagged form (graph.rs).
            return Value::serialize(self, s);
        }
        match self {
            Value::Score(v) => Plain::Number(*v),
            Value::Grundy(g) => Plain::Number(i64::from(*g)),
            Value::Pair(a, b) => Plain::Pair(*a, *b),
            Value::Winner(p) => Plain::Winner(*p),
            Value::Class(c) => Plain::Class(*c),
            Value::Starts(l, r) => Plain::Starts(l, r),
        }
        .serialize(s)
    }
}

/// Read back from binary messages only (JSON values are ambiguous).
impl<'de> Deserialize<'de> for Value {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Value, D::Error> {
        // The derived, tagged form (graph.rs).
        Value::deserialize(d)
    }
}

/// [`GameGraph`] as JSON shows it.
#[derive(Serialize)]
struct Json<'a> {
    view: View,
    mode: &'static str,
    merged: bool,
    title: &'a str,
    root: usize,
    nodes: &'a [Node],
    edges: &'a [Edge],
    budget: usize,
    truncated: bool,
    notice: &'a Option<String>,
}

/// [`Node`] in binary messages: every field, `heaps` even when `None`.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Node")]
struct NodeDef {
    id: usize,
    heap: u32,
    heaps: Option<Vec<u32>>,
    cumulations: Option<(i64, i64)>,
    to_move: Option<Player>,
    value: Value,
    remoteness: Option<u32>,
    depth: u32,
    terminal: bool,
    collapsed: bool,
    label: String,
    value_label: String,
}

#[derive(Serialize, Deserialize)]
struct NodeWire(#[serde(with = "NodeDef")] Node);

/// [`GameGraph`] in binary messages: every field.
#[derive(Serialize, Deserialize)]
struct Wire {
    view: View,
    mode: Variant,
    merged: bool,
    title: String,
    root: usize,
    nodes: Vec<NodeWire>,
    edges: Vec<Edge>,
    budget: usize,
    truncated: bool,
    notice: Option<String>,
    states: Vec<State>,
    source: GraphSpec,
}

impl Serialize for GameGraph {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        if s.is_human_readable() {
            return Json {
                view: self.view,
                mode: self.mode.code(),
                merged: self.merged,
                title: &self.title,
                root: self.root,
                nodes: &self.nodes,
                edges: &self.edges,
                budget: self.budget,
                truncated: self.truncated,
                notice: &self.notice,
            }
            .serialize(s);
        }
        let g = self.clone();
        Wire {
            view: g.view,
            mode: g.mode,
            merged: g.merged,
            title: g.title,
            root: g.root,
            nodes: g.nodes.into_iter().map(NodeWire).collect(),
            edges: g.edges,
            budget: g.budget,
            truncated: g.truncated,
            notice: g.notice,
            states: g.states,
            source: g.source,
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for GameGraph {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<GameGraph, D::Error> {
        let w = Wire::deserialize(d)?;
        Ok(GameGraph {
            view: w.view,
            mode: w.mode,
            merged: w.merged,
            title: w.title,
            root: w.root,
            nodes: w.nodes.into_iter().map(|n| n.0).collect(),
            edges: w.edges,
            budget: w.budget,
            truncated: w.truncated,
            notice: w.notice,
            states: w.states,
            source: w.source,
        })
    }
}
