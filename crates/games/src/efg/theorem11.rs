//! Theorem 11 (seed 000 §8.2): every extensive-form game is a one-heap
//! Cumulative Game.
//!
//! The proof numbers the states in preorder, `q(s)`, puts state `s` at heap
//! `Q − q(s)` and lets the mover of `s` take `q(s′) − q(s)` to reach child
//! `s′`; every player receives the amount taken (so all cumulations equal
//! `q(s)`), and a terminal pays its payoffs through the utility. Its turn
//! function `γ` reads the heap; the Ruleset file's `turn` only names who
//! follows whom, so the tree is first *cycle-completed* as in `cyc(G)` (the
//! construction before Theorem 11): between a parent of player `i` and a
//! child of player `j`, forced one-action states of players `i+1, …, j−1`
//! are inserted, and before the root those of players `1, …, δ(root)−1`.
//! The cyclic turn function then gives each state its mover, the game starts
//! with player 1 at heap `Q`, and the utility of player `i` is the formula
//! `if(x==h₁,U_i(t₁),0)+if(x==h₂,U_i(t₂),0)+…` over the terminals' heaps `h`.

use serde::Serialize;
use std::collections::BTreeMap;
use thiserror::Error;

use super::{EfgGame, Rational};
use crate::common::Tie;
use crate::cumulative_games::{
    validate, ActionSet, Attitude, HeapRules, RulesError, Ruleset, TieBreak, Utility, MAX_FORMULA,
    MAX_HEAP, MAX_PLAYERS,
};

/// The one-heap Cumulative Game of a tree and where to play it from.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Theorem11 {
    pub ruleset: Ruleset,
    /// Starting heap `Q` (player 1 moves first).
    pub heap: u32,
    pub first: usize,
    /// Heap of each node of the tree (its state's `Q − q(s)`).
    pub node_heaps: Vec<u32>,
    /// Forced one-action states added by the cycle completion.
    pub dummies: usize,
}

/// Why a tree has no Ruleset file.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Theorem11Error {
    #[error("{0} players: Cumulative Games have 2 to {MAX_PLAYERS}")]
    Players(usize),
    #[error("the cycle-completed tree has {0} states; a heap holds at most {MAX_HEAP}")]
    TooLarge(usize),
    #[error(
        "player {player}'s utility formula would be {len} characters (at most {MAX_FORMULA}): \
         too many terminals with distinct payoffs for the Ruleset file"
    )]
    Formula { player: usize, len: usize },
    #[error(transparent)]
    Rules(#[from] RulesError),
}

/// The cycle-completed tree: per state its children and, for a state of the
/// original tree, its node.
struct Cyc {
    children: Vec<Vec<usize>>,
    node: Vec<Option<usize>>,
}

impl Cyc {
    fn add(&mut self, parent: Option<usize>, node: Option<usize>) -> usize {
        let id = self.children.len();
        self.children.push(Vec::new());
        self.node.push(node);
        if let Some(p) = parent {
            self.children[p].push(id);
        }
        id
    }

    /// `count` forced states below `parent`; returns the last (or `parent`).
    fn chain(&mut self, mut parent: Option<usize>, count: usize) -> Option<usize> {
        for _ in 0..count {
            parent = Some(self.add(parent, None));
        }
        parent
    }
}

/// Builds `cyc(G)` in preorder (ids are preorder indices `q`).
fn complete(g: &EfgGame) -> Cyc {
    let n = g.players.len();
    let mut c = Cyc {
        children: Vec::new(),
        node: Vec::new(),
    };
    // Players between mover `i` and mover `j` (1-based), cyclically.
    let gap = |i: usize, j: usize| (j + n - i - 1) % n;
    // (node, parent state, parent's player).
    let mut stack = vec![(0usize, None::<usize>, 0usize)];
    while let Some((v, parent, from)) = stack.pop() {
        let node = &g.nodes[v];
        let dummies = match (node.player, from) {
            (None, _) => 0,
            (Some(j), 0) => j - 1,
            (Some(j), i) => gap(i, j),
        };
        let above = c.chain(parent, dummies);
        let id = c.add(above, Some(v));
        for &ch in node.children.iter().rev() {
            stack.push((ch, Some(id), node.player.unwrap_or(1)));
        }
    }
    c
}

/// `if(x==h,U,0)+…` over one player's nonzero terminal payoffs, or `0`.
fn utility_formula(terms: &[(u32, Rational)]) -> String {
    let parts: Vec<String> = terms
        .iter()
        .filter(|(_, u)| *u != Rational::ZERO)
        .map(|(h, u)| format!("if(x=={h},{u},0)"))
        .collect();
    if parts.is_empty() {
        "0".into()
    } else {
        parts.join("+")
    }
}

/// Theorem 11's one-heap Cumulative Game of `g`, with the tie rule `tie`
/// written out as each player's preference order (the others cyclically).
pub fn theorem11(g: &EfgGame, tie: Tie) -> Result<Theorem11, Theorem11Error> {
    let n = g.players.len();
    if !(2..=MAX_PLAYERS).contains(&n) {
        return Err(Theorem11Error::Players(n));
    }
    let c = complete(g);
    let total = c.children.len();
    if total > MAX_HEAP as usize {
        return Err(Theorem11Error::TooLarge(total));
    }
    let q_max = (total - 1) as u32;
    let heap_of = |q: usize| q_max - q as u32;
    let mut overrides = BTreeMap::new();
    let mut node_heaps = vec![0; g.nodes.len()];
    let mut terms = vec![Vec::new(); n];
    for q in 0..total {
        if !c.children[q].is_empty() {
            let amounts = c.children[q].iter().map(|&k| (k - q) as u32).collect();
            overrides.insert(heap_of(q), amounts);
        }
        if let Some(v) = c.node[q] {
            node_heaps[v] = heap_of(q);
            if g.is_terminal(v) {
                for (i, u) in g.nodes[v].payoffs.iter().enumerate() {
                    terms[i].push((heap_of(q), *u));
                }
            }
        }
    }
    let mut formulas = Vec::new();
    for (i, t) in terms.iter().enumerate() {
        let f = utility_formula(t);
        if f.chars().count() > MAX_FORMULA {
            return Err(Theorem11Error::Formula {
                player: i + 1,
                len: f.chars().count(),
            });
        }
        formulas.push(f);
    }
    let attitude = Attitude::from(tie);
    let ruleset = Ruleset {
        name: format!(
            "Theorem 11: {} (play from heap {q_max}, player 1 first)",
            g.title
        ),
        players: n,
        heaps: vec![HeapRules {
            actions: vec![ActionSet {
                overrides,
                ..ActionSet::default()
            }],
            rewards: vec![vec!["a".to_string(); n]],
            utility: Utility::Custom { formulas },
            initial: Vec::new(),
        }],
        turn: None,
        ties: (1..=n)
            .map(|p| TieBreak::uniform((1..n).map(|k| (p - 1 + k) % n + 1).collect(), attitude))
            .collect(),
    };
    validate(&ruleset)?;
    Ok(Theorem11 {
        ruleset,
        heap: q_max,
        first: 1,
        node_heaps,
        dummies: total - g.nodes.len(),
    })
}
