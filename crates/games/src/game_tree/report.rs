//! Texts for people and the CLI: the plain-text outline or adjacency list,
//! a node's description (tooltips, the play stepper) and the JSON document.

use super::build::nim_label;
use super::graph::{Edge, GameGraph, Node};
use super::spec::View;

/// `7;(0,0) Left to move  = (4,3)`, with `[collapsed]` when options are hidden.
fn node_line(n: &Node) -> String {
    let mut t = n.label.clone();
    if let Some(p) = n.to_move {
        t.push_str(&format!(" {p} to move"));
    }
    t.push_str(&format!("  = {}", n.value_label));
    if n.collapsed {
        t.push_str("  [collapsed]");
    }
    t
}

/// `L 2 pspe determines`: mover, label and marks of an edge.
fn edge_mark(e: &Edge, view: View) -> String {
    let mut m = String::new();
    if let Some(p) = e.mover {
        m.push_str(&p.code().to_uppercase());
        m.push(' ');
    }
    m.push_str(&e.label);
    if e.pspe {
        m.push_str(" pspe");
    }
    if e.determines && view != View::Tree {
        m.push_str(" determines");
    }
    m
}

impl GameGraph {
    /// Plain text: an indented outline for trees, an adjacency list for DAGs.
    pub fn to_text(&self) -> String {
        let mut s = format!("{}\n", self.title);
        let mut out_edges: Vec<Vec<usize>> = vec![Vec::new(); self.nodes.len()];
        for (i, e) in self.edges.iter().enumerate() {
            out_edges[e.from].push(i);
        }
        if matches!(self.view, View::Tree | View::Cgt) && !self.merged {
            self.outline(&out_edges, &mut s);
        } else {
            self.adjacency(&out_edges, &mut s);
        }
        if let Some(note) = &self.notice {
            s.push_str(note);
            s.push('\n');
        }
        s
    }

    /// Depth-first from the root, children indented under their parent.
    fn outline(&self, out_edges: &[Vec<usize>], s: &mut String) {
        let mut stack: Vec<(usize, usize, Option<usize>)> = vec![(self.root, 0, None)];
        while let Some((v, indent, via)) = stack.pop() {
            let prefix = match via {
                Some(i) => format!(
                    "{}-{}-> ",
                    "  ".repeat(indent),
                    edge_mark(&self.edges[i], self.view)
                ),
                None => String::new(),
            };
            s.push_str(&format!("{prefix}{}\n", node_line(&self.nodes[v])));
            for &i in out_edges[v].iter().rev() {
                stack.push((self.edges[i].to, indent + 1, Some(i)));
            }
        }
    }

    /// Every node with its outgoing edges.
    fn adjacency(&self, out_edges: &[Vec<usize>], s: &mut String) {
        for n in &self.nodes {
            s.push_str(&format!("[{}] {}\n", n.id, node_line(n)));
            for &i in &out_edges[n.id] {
                let e = &self.edges[i];
                s.push_str(&format!("    -{}-> [{}]\n", edge_mark(e, self.view), e.to));
            }
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

    /// The CLI's JSON document: the graph as serialised.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}
