//! Backward induction with the tie rules (module docs of [`super`]).

use serde::Serialize;
use std::cmp::Ordering;

use super::{EfgGame, Rational};
use crate::common::Tie;

/// The PSPE of a tree: each node's value, each personal node's choice, the
/// equilibrium play from the root and its payoffs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Pspe {
    /// `antagonistic` or `friendly`.
    pub tie: String,
    /// Per node: the payoffs of PSPE play from it.
    pub values: Vec<Vec<Rational>>,
    /// Per node: the index of the chosen action (`None` at a terminal).
    pub choice: Vec<Option<usize>>,
    /// Nodes of the equilibrium play, root first, ending at a terminal.
    pub path: Vec<usize>,
    /// Payoffs at the end of the equilibrium play.
    pub payoffs: Vec<Rational>,
}

/// How `player` (1-based) of `n` ranks `a` against `b`: own payoff, then each
/// other player in cyclic order, lower (antagonistic) or higher (friendly) first.
pub(super) fn prefer(
    a: &[Rational],
    b: &[Rational],
    player: usize,
    n: usize,
    tie: Tie,
) -> Ordering {
    let own = a[player - 1].cmp(&b[player - 1]);
    if own != Ordering::Equal {
        return own;
    }
    for k in 1..n {
        let j = (player - 1 + k) % n;
        let o = a[j].cmp(&b[j]);
        if o != Ordering::Equal {
            return match tie {
                Tie::Friendly => o,
                Tie::Antagonistic => o.reverse(),
            };
        }
    }
    Ordering::Equal
}

/// Solves the tree by backward induction (nodes are in preorder, so children
/// come after their parent and a reverse sweep sees them first).
pub fn solve(g: &EfgGame, tie: Tie) -> Pspe {
    let n = g.players.len();
    let mut values: Vec<Vec<Rational>> = vec![Vec::new(); g.nodes.len()];
    let mut choice = vec![None; g.nodes.len()];
    for v in (0..g.nodes.len()).rev() {
        let node = &g.nodes[v];
        let Some(p) = node.player else {
            values[v] = node.payoffs.clone();
            continue;
        };
        let mut best = 0;
        for (k, &c) in node.children.iter().enumerate().skip(1) {
            let b = node.children[best];
            if prefer(&values[c], &values[b], p, n, tie) == Ordering::Greater {
                best = k;
            }
        }
        choice[v] = Some(best);
        values[v] = values[node.children[best]].clone();
    }
    let mut path = if g.nodes.is_empty() { vec![] } else { vec![0] };
    let mut v = 0;
    while let Some(k) = choice.get(v).copied().flatten() {
        v = g.nodes[v].children[k];
        path.push(v);
    }
    Pspe {
        tie: tie.to_string(),
        payoffs: values.first().cloned().unwrap_or_default(),
        values,
        choice,
        path,
    }
}
