//! The game tree of a position (§2's tree, skipped turns included as
//! one-child nodes), grown level by level within a node budget, with every
//! node's value.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::simplify::{Level, Simplifier};
use super::solve::{ClobberError, Engine};
use super::value::{Printer, Style, ValueId};

/// Longest value text written into a node box; longer values give their length.
pub const NODE_TEXT: u64 = 40;
/// Longest value text kept for a node's hover text.
pub const HOVER_TEXT: u64 = 400;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeNode {
    /// Cells as digits, `.` for empty, grid rows split by `|`: `12.21`.
    pub board: String,
    pub to_move: u8,
    pub depth: u32,
    /// Nobody can move: the last mover won.
    pub winner: Option<u8>,
    /// Some options are not built (node budget).
    pub collapsed: bool,
    /// The value at the tree's level, or its length when over [`NODE_TEXT`].
    pub value: String,
    /// The unsimplified value, or its length when over [`HOVER_TEXT`].
    pub unsimplified: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeEdge {
    pub from: usize,
    pub to: usize,
    /// `3→4` (the token on cell 3 takes cell 4; cells counted from 1 row
    /// by row), or `skip`.
    pub label: String,
}

/// A position's tree; node 0 is the root.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionTree {
    pub players: u8,
    /// Name of the level of [`TreeNode::value`]: prudent for three players,
    /// unsimplified otherwise.
    pub level: String,
    pub nodes: Vec<TreeNode>,
    pub edges: Vec<TreeEdge>,
    /// Says where the node budget cut the tree.
    pub notice: Option<String>,
}

/// One option of a position.
struct Move {
    label: String,
    board: Board,
    to_move: u8,
}

/// The options of `board` with `to_move` to move, in cell order: captures,
/// else a skip when somebody else can move, else none.
fn moves(engine: &Engine, board: &Board, to_move: u8) -> Vec<Move> {
    let next = engine.next_player(to_move);
    let mut out: Vec<Move> = board
        .captures(to_move)
        .map(|(i, j)| Move {
            label: format!("{}→{}", i + 1, j + 1),
            board: board.after_capture(i, j),
            to_move: next,
        })
        .collect();
    if out.is_empty() && board.any_move() {
        out.push(Move {
            label: "skip".into(),
            board: board.clone(),
            to_move: next,
        });
    }
    out
}

/// `12.21`, rows split by `|`.
pub fn compact(board: &Board) -> String {
    let mut s = String::new();
    for (r, row) in board.cells().chunks(board.cols().max(1)).enumerate() {
        if r > 0 {
            s.push('|');
        }
        s.extend(
            row.iter()
                .map(|&c| if c == 0 { '.' } else { (b'0' + c) as char }),
        );
    }
    s
}

/// Writes node texts: one engine, simplifier and printer for the whole tree.
struct Namer {
    engine: Engine,
    simplifier: Simplifier,
    level: Level,
}

impl Namer {
    fn node(&mut self, board: &Board, to_move: u8, depth: u32) -> Result<TreeNode, ClobberError> {
        let v = self.engine.position_value(board, to_move)?;
        let s = self
            .simplifier
            .simplify(self.engine.values_mut(), v, to_move, self.level);
        let values = self.engine.values();
        let mut p = Printer::new(values, self.engine.players(), Style::Lists);
        let mut text = |x: ValueId, max: u64| {
            p.render_within(x, to_move, max)
                .unwrap_or_else(|| format!("({} characters)", p.length(x, to_move)))
        };
        Ok(TreeNode {
            board: compact(board),
            to_move,
            depth,
            winner: if board.any_move() {
                None
            } else {
                values.number(v)
            },
            collapsed: false,
            value: text(s, NODE_TEXT),
            unsimplified: text(v, HOVER_TEXT),
        })
    }
}

/// The tree of `board` with `first` to move: whole levels while they fit in
/// `max_nodes`; the search behind the values visits at most `budget`
/// positions.
pub fn position_tree(
    board: &Board,
    players: u8,
    first: u8,
    max_nodes: usize,
    budget: u64,
) -> Result<PositionTree, ClobberError> {
    let level = if players == 3 {
        Level::Prudent
    } else {
        Level::Unsimplified
    };
    let mut namer = Namer {
        engine: Engine::new(players)?.with_budget(budget),
        simplifier: Simplifier::new(),
        level,
    };
    let mut nodes = vec![namer.node(board, first, 0)?];
    let mut edges = Vec::new();
    let mut positions = vec![(board.clone(), first)];
    let mut frontier = vec![0usize];
    let mut notice = None;
    while !frontier.is_empty() {
        let options: Vec<(usize, Vec<Move>)> = frontier
            .iter()
            .map(|&n| (n, moves(&namer.engine, &positions[n].0, positions[n].1)))
            .collect();
        let count: usize = options.iter().map(|(_, m)| m.len()).sum();
        if count == 0 {
            break;
        }
        if nodes.len() + count > max_nodes.max(1) {
            for (n, m) in &options {
                nodes[*n].collapsed = !m.is_empty();
            }
            let depth = nodes[frontier[0]].depth;
            notice = Some(format!(
                "The tree is cut below depth {depth}: the next level has {count} more positions \
                 than the {max_nodes} shown at most."
            ));
            break;
        }
        let mut next = Vec::new();
        for (n, ms) in options {
            let depth = nodes[n].depth + 1;
            for m in ms {
                let id = nodes.len();
                nodes.push(namer.node(&m.board, m.to_move, depth)?);
                edges.push(TreeEdge {
                    from: n,
                    to: id,
                    label: m.label,
                });
                positions.push((m.board, m.to_move));
                next.push(id);
            }
        }
        frontier = next;
    }
    Ok(PositionTree {
        players,
        level: level.name().to_string(),
        nodes,
        edges,
        notice,
    })
}

impl PositionTree {
    /// The children of every node, in edge order.
    pub fn children(&self) -> Vec<Vec<usize>> {
        let mut ch = vec![Vec::new(); self.nodes.len()];
        for e in &self.edges {
            if e.from < ch.len() {
                ch[e.from].push(e.to);
            }
        }
        ch
    }
}
