//! A grounded position unfolded into its whole game tree, as a Gambit
//! extensive form ([`EfgGame`]): every play from the position, each node
//! named by its heap sizes and real cumulations, each terminal paying the
//! utilities exactly ([`Rational`]). Gambit has no tie rules; the file's
//! comment says which `pebbles efg --tie` rule, if any, equals the ruleset's.
//!
//! The engine merges equal states and, in heap-dynamic mode, drops the
//! cumulations. The unfolder first counts the tree on the engine's merged
//! graph (so a refusal names the tree's size without building it), then
//! walks it again with the cumulations kept.

use std::rc::Rc;
use thiserror::Error;

use super::compile::{compile_rules, Compiled};
use super::engine::{check_request, root, Engine, Pos};
use super::{Ruleset, SolveError};
use crate::common::{format_number, Tie};
use crate::efg::{EfgGame, EfgNode, Rational};

/// Most nodes an unfolded tree may have.
pub const MAX_UNFOLD_NODES: usize = 20_000;

/// Why a position cannot be unfolded.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum UnfoldError {
    #[error(transparent)]
    Solve(#[from] SolveError),
    #[error(
        "the game tree of this position has {} nodes; a .efg file is written for at most \
         {limit} (try smaller heaps)",
        size_text(*nodes)
    )]
    TooLarge { nodes: u64, limit: usize },
    #[error("utility {value} at node `{node}` is not a fraction of integers up to 10^18")]
    Payoff { value: String, node: String },
}

fn size_text(nodes: u64) -> String {
    if nodes == u64::MAX {
        "more than 10^19".into()
    } else {
        nodes.to_string()
    }
}

/// The tree of a position and the one tie rule, if any, that `efg::solve`
/// needs to give the engine's PSPE (`None`: the ruleset's preferences are
/// not "the others in cyclic order, one attitude for all").
#[derive(Clone, Debug, PartialEq)]
pub struct Unfolded {
    pub game: EfgGame,
    pub tie: Option<Tie>,
}

/// The game tree from heaps `heaps` with player `first` (1-based) to move,
/// at most [`MAX_UNFOLD_NODES`] nodes. Children are in the engine's order
/// (heap, then amount), so "first action" ties agree with the engine.
pub fn unfold(rules: &Ruleset, heaps: &[u32], first: usize) -> Result<Unfolded, UnfoldError> {
    let c = compile_rules(rules).map_err(SolveError::from)?;
    check_request(&c, heaps, first)?;
    let nodes = tree_size(Rc::new(c.clone()), heaps, first - 1)?;
    if nodes > MAX_UNFOLD_NODES as u64 {
        return Err(UnfoldError::TooLarge {
            nodes,
            limit: MAX_UNFOLD_NODES,
        });
    }
    let tie = one_tie(&c);
    let title = format!(
        "{}, heap{} {}, player {first} first",
        if rules.name.is_empty() {
            "Cumulative Game"
        } else {
            &rules.name
        },
        if heaps.len() == 1 { "" } else { "s" },
        join(heaps.iter().map(|x| x.to_string()))
    );
    let ties = match tie {
        Some(t) => format!("the ruleset's ties are `pebbles efg --tie {t}`"),
        None => {
            "the ruleset's tie preferences are not one cyclic rule; Gambit files carry none".into()
        }
    };
    let mut real = c;
    real.dynamic = false;
    let game = EfgGame {
        title,
        comment: format!(
            "Written by Pebbles: nodes are heaps;cumulations, payoffs the utilities at the end; {ties}"
        ),
        players: (1..=real.n).map(|p| format!("Player {p}")).collect(),
        nodes: walk(Engine::new(Rc::new(real)), heaps, first - 1)?,
    };
    Ok(Unfolded { game, tie })
}

/// Nodes of the tree from the root of `first` (0-based), counted on the
/// engine's merged graph: a child's node comes before its parent's.
fn tree_size(c: Rc<Compiled>, heaps: &[u32], first: usize) -> Result<u64, SolveError> {
    let mut eng = Engine::new(c);
    let start = root(&eng.c, heaps, first, false);
    eng.begin(start.clone());
    while !eng.run(usize::MAX)? {}
    let id = eng.solved(&start)? as usize;
    let mut size: Vec<u64> = Vec::with_capacity(eng.nodes.len());
    for node in &eng.nodes {
        let (a, b) = node.edges;
        let s = eng.edges[a..b]
            .iter()
            .fold(1u64, |s, e| s.saturating_add(size[e.child as usize]));
        size.push(s);
    }
    Ok(size[id])
}

/// `efg::solve`'s tie rule when every player ranks the others in cyclic
/// order after itself with one attitude shared by all.
fn one_tie(c: &Compiled) -> Option<Tie> {
    let friendly = c.ties.first()?.first()?.1;
    let cyclic = c.ties.iter().enumerate().all(|(p, order)| {
        order.len() == c.n - 1
            && order
                .iter()
                .enumerate()
                .all(|(k, &(q, f))| q == (p + k + 1) % c.n && f == friendly)
    });
    cyclic.then_some(if friendly {
        Tie::Friendly
    } else {
        Tie::Antagonistic
    })
}

fn join(parts: impl Iterator<Item = String>) -> String {
    parts.collect::<Vec<_>>().join(",")
}

/// A number as a fraction when it is one (`3/2`), else as the float.
fn number(v: f64) -> String {
    Rational::from_f64(v).map_or_else(|| format_number(v), |r| r.to_string())
}

/// `7;(0,0)`: heap sizes, then each heap's cumulations.
fn name(s: &Pos, n: usize) -> String {
    let cums: String = s
        .cum
        .chunks(n)
        .map(|c| format!("({})", join(c.iter().map(|&v| number(v)))))
        .collect();
    format!("{};{cums}", join(s.xs.iter().map(|x| x.to_string())))
}

/// The tree in preorder by an explicit stack (a path may be as long as the
/// heap), with the real cumulations (`eng` is not heap-dynamic).
fn walk(mut eng: Engine, heaps: &[u32], first: usize) -> Result<Vec<EfgNode>, UnfoldError> {
    let (n, d) = (eng.c.n, heaps.len());
    let mut nodes: Vec<EfgNode> = Vec::new();
    let mut stack: Vec<(Pos, Option<usize>)> = vec![(root(&eng.c, heaps, first, true), None)];
    while let Some((s, parent)) = stack.pop() {
        let id = nodes.len();
        if id >= MAX_UNFOLD_NODES {
            // Counted before; kept so that a miscount cannot run away.
            return Err(UnfoldError::TooLarge {
                nodes: id as u64 + 1 + stack.len() as u64,
                limit: MAX_UNFOLD_NODES,
            });
        }
        if let Some(p) = parent {
            nodes[p].children.push(id);
        }
        let kids = eng.children(&s)?;
        let mut node = EfgNode {
            name: name(&s, n),
            player: None,
            actions: Vec::new(),
            children: Vec::new(),
            outcome: String::new(),
            payoffs: Vec::new(),
        };
        if kids.is_empty() {
            let u = eng.terminal(&s)?;
            node.payoffs = u
                .iter()
                .map(|&v| {
                    Rational::from_f64(v).ok_or_else(|| UnfoldError::Payoff {
                        value: format_number(v),
                        node: node.name.clone(),
                    })
                })
                .collect::<Result<_, _>>()?;
            node.outcome = format!("({})", join(node.payoffs.iter().map(|r| r.to_string())));
        } else {
            node.player = Some(s.mover + 1);
            node.actions = kids
                .iter()
                .map(|(h, a, _, _)| match d {
                    1 => a.to_string(),
                    _ => format!("{a} from heap {}", h + 1),
                })
                .collect();
        }
        nodes.push(node);
        stack.extend(kids.into_iter().rev().map(|k| (k.3, Some(id))));
    }
    Ok(nodes)
}
