//! Texts for the CLI: the JSON document (tree, PSPE, payoffs) and an
//! indented outline with the equilibrium marked.

use serde::Serialize;

use super::{EfgGame, Pspe, Rational};

/// `pebbles efg FILE --json`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report<'a> {
    pub game: &'a EfgGame,
    pub pspe: &'a Pspe,
    /// Action labels of the equilibrium play, in order.
    pub play: Vec<String>,
    /// Payoffs at its end, by player.
    pub payoffs: &'a [Rational],
}

/// The report of a solved tree (its `play` names the equilibrium actions).
pub fn report<'a>(g: &'a EfgGame, s: &'a Pspe) -> Report<'a> {
    let play = s
        .path
        .windows(2)
        .map(|w| {
            let node = &g.nodes[w[0]];
            let k = node.children.iter().position(|&c| c == w[1]).unwrap_or(0);
            node.actions[k].clone()
        })
        .collect();
    Report {
        game: g,
        pspe: s,
        play,
        payoffs: &s.payoffs,
    }
}

pub fn report_json(g: &EfgGame, s: &Pspe) -> String {
    serde_json::to_string(&report(g, s)).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

fn vector(v: &[Rational]) -> String {
    let parts: Vec<String> = v.iter().map(Rational::to_string).collect();
    format!("({})", parts.join(","))
}

/// Deepest level indented; below it a node starts with its depth instead,
/// so a line stays short on a chain of 100 000 nodes (indenting every level
/// made the outline quadratic in the depth: 5.6 GB for a 120 001-node
/// chain).
pub const MAX_INDENT: usize = 32;

/// Two spaces per level to [`MAX_INDENT`], then `[depth] ` after them.
fn indent(depth: usize) -> String {
    if depth <= MAX_INDENT {
        "  ".repeat(depth)
    } else {
        format!("{}[{depth}] ", "  ".repeat(MAX_INDENT))
    }
}

/// The outline: every node with its PSPE value, the equilibrium choices
/// marked `*`, then the play and its payoffs. Written iteratively; each
/// line is at most [`MAX_INDENT`] levels deep, so the text is linear in the
/// size of the tree.
pub fn report_text(g: &EfgGame, s: &Pspe) -> String {
    let r = report(g, s);
    let mut out = format!(
        "{}: {} players ({}), ties {}\n",
        if g.title.is_empty() {
            "untitled"
        } else {
            &g.title
        },
        g.players.len(),
        g.players.join(", "),
        s.tie
    );
    let mut stack: Vec<(usize, usize, String)> = vec![(0, 0, String::new())];
    while let Some((v, depth, via)) = stack.pop() {
        let node = &g.nodes[v];
        let who = match node.player {
            Some(p) => format!(" {} to move", g.players[p - 1]),
            None => String::new(),
        };
        let name = if node.name.is_empty() {
            "·"
        } else {
            &node.name
        };
        out.push_str(&indent(depth));
        out.push_str(&format!("{via}{name}{who}  = {}\n", vector(&s.values[v])));
        for (k, &c) in node.children.iter().enumerate().rev() {
            let mark = if s.choice[v] == Some(k) { "*" } else { "" };
            stack.push((c, depth + 1, format!("-{}{mark}-> ", node.actions[k])));
        }
    }
    out.push_str(&format!(
        "PSPE play: {}; payoffs {}\n",
        if r.play.is_empty() {
            "none".into()
        } else {
            r.play.join(", ")
        },
        vector(&s.payoffs)
    ));
    out
}
