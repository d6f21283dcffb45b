//! Gambit `.efg` files in the worker: a file parsed, solved by backward
//! induction, drawn, and turned into Theorem 11's one-heap Cumulative Game;
//! a `#/tree` extensive form or a `#/games` position's whole game tree
//! ([`cg::unfold`]) written as a `.efg` file. All of it is linear in the tree
//! (at most [`crate::state::MAX_EFG_FILE`] bytes, or
//! [`cg::MAX_UNFOLD_NODES`] nodes after a solve within the engine's budgets),
//! so it is done when the job starts ([`Ready`]).
//!
//! The parsed game itself does not travel: its serde form skips empty
//! fields, which the worker's bincode messages cannot read back, so the
//! result carries plain strings and indices.

use serde::{Deserialize, Serialize};

use super::{GameRequest, GameSource, JobError, JobResult, Ready};
use crate::export::{efg_tree_drawing, payoff_vector, svg_document, Drawing, Svg};
use crate::games::common::Tie;
use crate::games::cumulative_games as cg;
use crate::games::efg::{self, EfgGame, Pspe};
use crate::games::game_tree::GraphSpec;

/// Largest tree drawn on the page (bigger ones are solved, not drawn).
pub const MAX_DRAWN_NODES: usize = 1_000;
/// Most states of Theorem 11's game listed in the page's table.
pub const MAX_T11_ROWS: usize = 400;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EfgRequest {
    /// Parse, solve, draw, and build Theorem 11's game of a file.
    Solve { text: String, tie: Tie },
    /// The extensive form of a `#/tree` view as a `.efg` file.
    Export(GraphSpec),
    /// The game tree of a `#/games` position (any ruleset) as a `.efg` file.
    ExportGame(GameRequest),
}

impl EfgRequest {
    pub fn describe(&self) -> String {
        match self {
            EfgRequest::Solve { text, .. } => {
                format!("the PSPE of a .efg file of {} bytes", text.len())
            }
            EfgRequest::Export(_) => "the .efg file of the extensive form".into(),
            EfgRequest::ExportGame(r) => {
                format!(
                    "the .efg file of the game tree from heap {}",
                    r.heaps_text()
                )
            }
        }
    }
}

/// One node of the tree as the page needs it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EfgNodeView {
    pub name: String,
    /// 1-based mover; `None` at a terminal.
    pub player: Option<usize>,
    /// Terminal payoffs, `(5,4,3/2)`; empty at a personal node.
    pub payoffs: String,
    /// PSPE payoffs of play from here.
    pub value: String,
}

/// A state of Theorem 11's game: heap, mover `γ(heap)`, the tree node it
/// stands for (`None`: a forced state of the cycle completion) and the
/// amounts its mover may take.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct T11State {
    pub heap: u32,
    pub mover: usize,
    pub node: Option<usize>,
    pub amounts: Vec<u32>,
}

/// Theorem 11's one-heap Cumulative Game of the tree.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct T11View {
    /// Starting heap `Q` (player 1 moves first).
    pub heap: u32,
    /// Forced one-action states added by the cycle completion.
    pub dummies: usize,
    /// The states from heap `Q` down, at most [`MAX_T11_ROWS`].
    pub states: Vec<T11State>,
    /// States in all.
    pub total: usize,
    /// The ruleset file (JSON), for the Cumulative Games editor.
    pub ruleset: String,
}

/// What the `#/efg` page shows of a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EfgView {
    pub title: String,
    pub players: Vec<String>,
    pub tie: Tie,
    pub nodes: Vec<EfgNodeView>,
    /// Node ids of the equilibrium play, root first.
    pub path: Vec<usize>,
    /// Action labels of the equilibrium play.
    pub play: Vec<String>,
    /// Payoffs of the equilibrium play, one per player.
    pub payoffs: Vec<String>,
    /// The file as Pebbles writes it (it reads back to the same tree).
    pub efg: String,
    /// The drawing and its SVG; `None` over [`MAX_DRAWN_NODES`] nodes.
    pub picture: Option<(Drawing, Svg)>,
    /// Theorem 11's game, or why the ruleset file cannot hold it.
    pub theorem11: Result<T11View, JobError>,
}

/// The states of Theorem 11's game from heap `q`, each with its mover:
/// player 1 at `q`, and each move passes the turn on cyclically.
fn t11_states(t: &efg::Theorem11, players: usize) -> (Vec<T11State>, usize) {
    let overrides = &t.ruleset.heaps[0].actions[0].overrides;
    let mut node_at = std::collections::HashMap::new();
    for (v, &h) in t.node_heaps.iter().enumerate() {
        node_at.insert(h, v);
    }
    let mut out = Vec::new();
    let mut total = 0;
    // Preorder walk: (heap, mover).
    let mut stack = vec![(t.heap, t.first)];
    while let Some((heap, mover)) = stack.pop() {
        total += 1;
        let amounts = overrides.get(&heap).cloned().unwrap_or_default();
        for &a in amounts.iter().rev() {
            stack.push((heap - a, mover % players + 1));
        }
        if out.len() < MAX_T11_ROWS {
            out.push(T11State {
                heap,
                mover,
                node: node_at.get(&heap).copied(),
                amounts,
            });
        }
    }
    (out, total)
}

fn theorem11_view(g: &EfgGame, tie: Tie) -> Result<T11View, JobError> {
    let t = efg::theorem11(g, tie)?;
    let (states, total) = t11_states(&t, g.players.len());
    Ok(T11View {
        heap: t.heap,
        dummies: t.dummies,
        states,
        total,
        ruleset: cg::to_json(&t.ruleset),
    })
}

/// The page's view of a parsed and solved tree.
pub fn efg_view(g: &EfgGame, s: &Pspe, tie: Tie) -> EfgView {
    let nodes = g
        .nodes
        .iter()
        .zip(&s.values)
        .map(|(n, v)| EfgNodeView {
            name: n.name.clone(),
            player: n.player,
            payoffs: if n.player.is_none() {
                payoff_vector(&n.payoffs)
            } else {
                String::new()
            },
            value: payoff_vector(v),
        })
        .collect();
    let play = efg::report(g, s).play;
    let picture = (g.nodes.len() <= MAX_DRAWN_NODES).then(|| {
        let d = efg_tree_drawing(g, s);
        let svg = svg_document(&d);
        (d, svg)
    });
    EfgView {
        title: g.title.clone(),
        players: g.players.clone(),
        tie,
        nodes,
        path: s.path.clone(),
        play,
        payoffs: s.payoffs.iter().map(|p| p.to_string()).collect(),
        efg: efg::to_efg(g),
        picture,
        theorem11: theorem11_view(g, tie),
    }
}

/// A `#/games` position's tree as a `.efg` file: the ruleset and heap
/// sizes as the games job reads them (one size for every heap, or a sum's
/// own sizes).
fn game_efg(req: &GameRequest) -> Result<String, JobError> {
    let rules = cg::Ruleset::try_from(&req.source)?;
    let sizes = match (&req.source, &req.heaps[..]) {
        (GameSource::Sum(parts), _) => parts.iter().map(|p| p.1).collect(),
        (_, [x]) => vec![*x; rules.heaps.len()],
        (_, hs) => hs.to_vec(),
    };
    let t = cg::unfold(&rules, &sizes, req.first as usize)?;
    Ok(efg::to_efg(&t.game))
}

pub(super) fn start(r: EfgRequest) -> Result<Ready, JobError> {
    match r {
        EfgRequest::Solve { text, tie } => {
            let g = efg::parse(&text)?;
            let s = efg::solve(&g, tie);
            Ok(Ready(JobResult::Efg(Box::new(efg_view(&g, &s, tie)))))
        }
        EfgRequest::Export(spec) => {
            let graph = spec.build()?;
            let game = efg::from_graph(&graph)?;
            Ok(Ready(JobResult::File {
                name: "pebbles-tree.efg".into(),
                mime: "text/plain".into(),
                body: efg::to_efg(&game),
            }))
        }
        EfgRequest::ExportGame(req) => Ok(Ready(JobResult::File {
            name: "pebbles-game.efg".into(),
            mime: "text/plain".into(),
            body: game_efg(&req)?,
        })),
    }
}
