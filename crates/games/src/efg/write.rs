//! The writer: a tree as a Gambit `.efg` file, and a whole Cumulative
//! Subtraction extensive form (`pebbles tree`) as a tree.

use thiserror::Error;

use super::{EfgGame, EfgNode, Rational};
use crate::common::{Player, Variant};
use crate::game_tree::{GameGraph, Value, View};

/// Why a built view cannot be written as `.efg`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ExportError {
    #[error("only the extensive form (view tree) can be written as .efg, not view {0}")]
    View(&'static str),
    #[error("a merged tree is a DAG; .efg needs the tree (drop --merge)")]
    Merged,
    #[error(
        "the tree was cut at {0} nodes; .efg needs the whole tree (raise --budget or lower --heap)"
    )]
    Truncated(usize),
    #[error("mode {0} has no payoffs to write (use zs, si, normal or misere)")]
    Mode(&'static str),
}

/// `"…"` with `"` and `\` escaped as Gambit reads them.
fn quote(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The tree in Gambit's format: one node a line in preorder, each personal
/// node its own information set, each terminal its own outcome.
pub fn to_efg(g: &EfgGame) -> String {
    let names: Vec<String> = g.players.iter().map(|p| quote(p)).collect();
    let mut s = format!(
        "EFG 2 R {} {{ {} }}\n{}\n\n",
        quote(&g.title),
        names.join(" "),
        quote(&g.comment)
    );
    let mut infosets = vec![0u64; g.players.len() + 1];
    let mut outcome = 0u64;
    for node in &g.nodes {
        match node.player {
            Some(p) => {
                infosets[p] += 1;
                let acts: Vec<String> = node.actions.iter().map(|a| quote(a)).collect();
                s.push_str(&format!(
                    "p {} {p} {} \"\" {{ {} }} 0\n",
                    quote(&node.name),
                    infosets[p],
                    acts.join(" ")
                ));
            }
            None => {
                outcome += 1;
                let pay: Vec<String> = node.payoffs.iter().map(Rational::to_string).collect();
                s.push_str(&format!(
                    "t {} {outcome} {} {{ {} }}\n",
                    quote(&node.name),
                    quote(&node.outcome),
                    pay.join(", ")
                ));
            }
        }
    }
    s
}

/// A terminal's payoffs (Left, Right) from its value.
fn payoffs(v: &Value) -> Vec<Rational> {
    match v {
        Value::Score(s) => vec![Rational::int(*s), Rational::int(-*s)],
        Value::Pair(a, b) => vec![Rational::int(*a), Rational::int(*b)],
        Value::Winner(Player::Left) => vec![Rational::int(1), Rational::int(-1)],
        Value::Winner(Player::Right) => vec![Rational::int(-1), Rational::int(1)],
        _ => vec![Rational::ZERO, Rational::ZERO],
    }
}

/// A whole Cumulative Subtraction extensive form as a tree: Left is player
/// 1; terminals pay the final pockets (self-interest), the score and its
/// negative (zero-sum), or ±1 to the winner (normal, misère).
pub fn from_graph(g: &GameGraph) -> Result<EfgGame, ExportError> {
    if g.view != View::Tree {
        return Err(ExportError::View(g.view.code()));
    }
    if g.merged {
        return Err(ExportError::Merged);
    }
    if g.truncated {
        return Err(ExportError::Truncated(g.nodes.len()));
    }
    if !matches!(
        g.mode,
        Variant::ZeroSum | Variant::SelfInterest | Variant::Normal | Variant::Misere
    ) {
        return Err(ExportError::Mode(g.mode.code()));
    }
    let mut out_edges = vec![Vec::new(); g.nodes.len()];
    for e in &g.edges {
        out_edges[e.from].push(e);
    }
    let mut nodes = Vec::new();
    // Preorder: (graph node, parent's new id).
    let mut stack = vec![(g.root, None::<usize>)];
    while let Some((v, parent)) = stack.pop() {
        let id = nodes.len();
        if let Some(p) = parent {
            let pn: &mut EfgNode = &mut nodes[p];
            pn.children.push(id);
        }
        let n = &g.nodes[v];
        let terminal = out_edges[v].is_empty();
        nodes.push(EfgNode {
            name: n.label.clone(),
            player: (!terminal).then(|| n.to_move.map_or(1, |p| p.index() + 1)),
            actions: out_edges[v].iter().map(|e| e.label.clone()).collect(),
            children: Vec::new(),
            outcome: if terminal {
                n.value_label.clone()
            } else {
                String::new()
            },
            payoffs: if terminal {
                payoffs(&n.value)
            } else {
                Vec::new()
            },
        });
        for e in out_edges[v].iter().rev() {
            stack.push((e.to, Some(id)));
        }
    }
    Ok(EfgGame {
        title: g.title.clone(),
        comment: "Written by Pebbles".into(),
        players: vec!["Left".into(), "Right".into()],
        nodes,
    })
}
