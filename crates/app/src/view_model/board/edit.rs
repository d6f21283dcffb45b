//! The board editor: clicks and buttons that change a board's text, for
//! any ruleset by its [`Edit`] style. Every result is checked by the
//! ruleset (and the page's limits) before it is taken.

use crate::games::classical::rulesets::{Board, Edit, Geometry, Glyph, MAX_BOARDS};
use crate::games::classical::RulesetId;
use crate::notation::NotationError;
use crate::state::parse_boards;

/// One change of a board on the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardEdit {
    /// A click on a site: a cell to the next symbol of the ruleset's
    /// cycle, a pebble off its heap with those above it, a graph's edge to
    /// its next colour, a new edge grown from a graph's vertex.
    Cycle(usize),
    /// Rows and columns more (or fewer); new cells are empty.
    Resize { rows: i32, cols: i32 },
    /// A heap grows or shrinks by `delta` pebbles.
    Pebbles { heap: usize, delta: i32 },
    /// One more heap (of one pebble).
    AddHeap,
    /// Heap `h` goes (the last heap stays).
    RemoveHeap(usize),
    /// A graph's edge (by site) goes, with whatever hangs only on it.
    Cut(usize),
    /// A new edge between two vertices of a graph (by site; the same twice:
    /// a loop), of the first colour.
    Join(usize, usize),
}

/// The board after `edit`, in canonical notation, or why not.
pub fn apply(r: RulesetId, text: &str, edit: BoardEdit) -> Result<String, NotationError> {
    let next = match (r.info().edit, edit) {
        (Edit::Cells(cycle), BoardEdit::Cycle(site)) => {
            cycled(cycle, &as_cells(r, text, cycle[0]), site)
        }
        (Edit::Cells(cycle), BoardEdit::Resize { rows, cols }) => {
            resized(cycle[0], &as_cells(r, text, cycle[0]), rows, cols)
        }
        // A click on a pebble takes it and those above it off the heap.
        (Edit::Heaps, BoardEdit::Cycle(site)) => {
            let mut hs = heaps(text);
            let sizes = hs
                .iter()
                .map(|&h| h.clamp(0, i64::from(u32::MAX)) as u32)
                .collect();
            if let Some((h, p)) = (Geometry::Heaps { sizes }).heap_of(site) {
                hs[h] = p as i64;
            }
            join_heaps(&hs)
        }
        (Edit::Heaps, BoardEdit::Pebbles { heap, delta }) => {
            let mut hs = heaps(text);
            if let Some(h) = hs.get_mut(heap) {
                *h = (*h + i64::from(delta)).max(0);
            }
            join_heaps(&hs)
        }
        (Edit::Heaps, BoardEdit::AddHeap) => {
            let mut hs = heaps(text);
            hs.push(1);
            join_heaps(&hs)
        }
        (Edit::Heaps, BoardEdit::RemoveHeap(h)) => {
            let mut hs = heaps(text);
            if hs.len() > 1 && h < hs.len() {
                hs.remove(h);
            }
            join_heaps(&hs)
        }
        (Edit::Graph(colours), e) => match r.board(text) {
            Ok(board) => graph_edited(colours, &board, e),
            // The check below names what is wrong.
            Err(_) => text.to_string(),
        },
        // An edit of another kind of board changes nothing.
        (Edit::Cells(_), _) | (Edit::Heaps, _) => text.to_string(),
    };
    let mut boards = parse_boards(r, &next)?;
    match boards.len() {
        1 => Ok(boards.remove(0)),
        _ => Err(NotationError::new(
            next,
            format!("an edit gives one board (a sum holds up to {MAX_BOARDS})"),
        )),
    }
}

/// `text` written cell by cell as its board draws it, when the notation is
/// not already a drawing of the board (Cutcake's `3x4` is `....|....|....`):
/// `empty` for an empty cell, `#` for a blocked one, a piece's mark.
fn as_cells(r: RulesetId, text: &str, empty: char) -> String {
    let Ok(board) = r.board(text) else {
        return text.to_string();
    };
    let Geometry::Grid { w, h } = board.geometry else {
        return text.to_string();
    };
    let g = grid(text);
    if w == 0 || (g.len() == h && g.iter().all(|row| row.len() == w)) {
        return text.to_string();
    }
    let rows: Vec<String> = board
        .sites
        .chunks(w)
        .map(|row| {
            row.iter()
                .map(|s| match s {
                    Glyph::Empty => empty,
                    Glyph::Blocked => '#',
                    Glyph::Piece { mark, .. } | Glyph::Edge { mark, .. } => *mark,
                    // Graphs are not grids; their cells never come here.
                    Glyph::Vertex => empty,
                })
                .collect()
        })
        .collect();
    rows.join("|")
}

/// A board's rows as characters.
pub fn grid(text: &str) -> Vec<Vec<char>> {
    text.split('|').map(|r| r.chars().collect()).collect()
}

fn join(rows: &[Vec<char>]) -> String {
    let rows: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
    rows.join("|")
}

/// The board with cell `site` (row-major) moved to the next symbol.
fn cycled(cycle: &[char], text: &str, site: usize) -> String {
    let mut rows = grid(text);
    let w = rows.first().map_or(1, |r| r.len().max(1));
    if let Some(cell) = rows.get_mut(site / w).and_then(|row| row.get_mut(site % w)) {
        let k = cycle.iter().position(|s| s == cell).unwrap_or(0);
        *cell = cycle[(k + 1) % cycle.len()];
    }
    join(&rows)
}

/// The board with `rows` rows and `cols` columns more (or fewer), at
/// least 1×1; new cells hold `empty`.
fn resized(empty: char, text: &str, rows: i32, cols: i32) -> String {
    let old = grid(text);
    let h = (old.len() as i32 + rows).max(1) as usize;
    let w = (old.first().map_or(0, Vec::len) as i32 + cols).max(1) as usize;
    let new: Vec<Vec<char>> = (0..h)
        .map(|r| {
            (0..w)
                .map(|c| {
                    old.get(r)
                        .and_then(|row| row.get(c))
                        .copied()
                        .unwrap_or(empty)
                })
                .collect()
        })
        .collect();
    join(&new)
}

/// Heap sizes of `3,4,5` (unreadable ones as 0: the check names them).
fn heaps(text: &str) -> Vec<i64> {
    text.split(',')
        .map(|h| h.trim().parse().unwrap_or(0))
        .collect()
}

fn join_heaps(hs: &[i64]) -> String {
    let v: Vec<String> = hs.iter().map(i64::to_string).collect();
    v.join(",")
}

/// A graph's edges as (u, v, colour letter).
fn graph_edges(board: &Board) -> Vec<(u32, u32, char)> {
    let Geometry::Graph { edges, .. } = &board.geometry else {
        return Vec::new();
    };
    edges
        .iter()
        .zip(&board.sites)
        .map(|(&(u, v), glyph)| match glyph {
            Glyph::Edge { mark, .. } => (u, v, *mark),
            _ => (u, v, '?'),
        })
        .collect()
}

/// `u-v:c,…` of `edges`, leaving out those no longer connected to the
/// ground.
fn graph_text(mut edges: Vec<(u32, u32, char)>, ground: u32) -> String {
    let mut reached = vec![ground];
    loop {
        let before = reached.len();
        for &(u, v, _) in &edges {
            for (a, b) in [(u, v), (v, u)] {
                if reached.contains(&a) && !reached.contains(&b) {
                    reached.push(b);
                }
            }
        }
        if reached.len() == before {
            break;
        }
    }
    edges.retain(|(u, _, _)| reached.contains(u));
    let v: Vec<String> = edges
        .iter()
        .map(|(u, v, c)| format!("{u}-{v}:{c}"))
        .collect();
    v.join(",")
}

/// A graph board after `edit`, as text (`colours`: the editor's cycle).
fn graph_edited(colours: &[char], board: &Board, edit: BoardEdit) -> String {
    let Geometry::Graph {
        vertices, ground, ..
    } = &board.geometry
    else {
        return String::new();
    };
    let mut edges = graph_edges(board);
    let first = colours.first().copied().unwrap_or('?');
    let g = &board.geometry;
    match edit {
        BoardEdit::Cycle(site) if site < edges.len() => {
            let c = &mut edges[site].2;
            let k = colours.iter().position(|x| x == c).unwrap_or(0);
            *c = colours[(k + 1) % colours.len()];
        }
        BoardEdit::Cycle(site) => {
            if let Some(v) = g.vertex_of(site) {
                let new = (0..).find(|x| !vertices.contains(x)).unwrap_or(0);
                edges.push((v, new, first));
            }
        }
        BoardEdit::Cut(site) if site < edges.len() => {
            edges.remove(site);
        }
        BoardEdit::Join(a, b) => {
            if let (Some(u), Some(v)) = (g.vertex_of(a), g.vertex_of(b)) {
                edges.push((u, v, first));
            }
        }
        BoardEdit::Cut(_)
        | BoardEdit::Resize { .. }
        | BoardEdit::Pebbles { .. }
        | BoardEdit::AddHeap
        | BoardEdit::RemoveHeap(_) => {}
    }
    graph_text(edges, *ground)
}

/// What a click on a graph does in the editor.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GraphTool {
    /// An edge to its next colour; a vertex grows a new edge.
    #[default]
    Draw,
    /// An edge goes.
    Cut,
    /// Two vertices in turn get an edge between them.
    Join,
}

impl GraphTool {
    pub const ALL: [GraphTool; 3] = [GraphTool::Draw, GraphTool::Cut, GraphTool::Join];

    /// The tool's button.
    pub fn label(self) -> &'static str {
        match self {
            GraphTool::Draw => "colour and grow",
            GraphTool::Cut => "delete",
            GraphTool::Join => "join",
        }
    }

    /// What a click does with the tool.
    pub fn hint(self) -> &'static str {
        match self {
            GraphTool::Draw => {
                "A click on an edge changes its colour (blue, red, green); \
                 on a vertex or the ground it grows a new blue edge."
            }
            GraphTool::Cut => "A click on an edge deletes it, with whatever hangs only on it.",
            GraphTool::Join => {
                "Click two vertices (or the ground) in turn for a new blue edge between \
                 them; the same vertex twice for a loop."
            }
        }
    }
}

/// The graph editor's tool and the first vertex of a join: (board, site).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GraphPen {
    pub tool: GraphTool,
    pub from: Option<(usize, usize)>,
}

impl GraphPen {
    /// The pen with another tool (a half-made join is dropped).
    pub fn with(self, tool: GraphTool) -> GraphPen {
        GraphPen { tool, from: None }
    }

    /// A click on site `s` of `board` (board `b` of the sum): the pen
    /// after it, the edit to make, and what happened in words.
    pub fn click(self, board: &Board, b: usize, s: usize) -> (GraphPen, Option<BoardEdit>, String) {
        let name = board.site_name(s);
        let vertex = board.geometry.vertex_of(s).is_some();
        match (self.tool, vertex, self.from) {
            (GraphTool::Draw, true, _) => (
                self,
                Some(BoardEdit::Cycle(s)),
                format!("A new edge grows from {name}."),
            ),
            (GraphTool::Draw, false, _) => (
                self,
                Some(BoardEdit::Cycle(s)),
                format!("{name}: the next colour."),
            ),
            (GraphTool::Cut, false, _) => {
                (self, Some(BoardEdit::Cut(s)), format!("{name} deleted."))
            }
            (GraphTool::Cut, true, _) => (self, None, "Click an edge to delete it.".into()),
            (GraphTool::Join, true, Some((fb, fs))) if fb == b => (
                self.with(GraphTool::Join),
                Some(BoardEdit::Join(fs, s)),
                format!("A new edge ends at {name}."),
            ),
            (GraphTool::Join, true, _) => (
                GraphPen {
                    tool: GraphTool::Join,
                    from: Some((b, s)),
                },
                None,
                format!("{name} chosen; now click the other end (it again for a loop)."),
            ),
            (GraphTool::Join, false, _) => {
                (self, None, "Click a vertex or the ground to join.".into())
            }
        }
    }
}

/// `rows × columns` of a grid board.
pub fn size_text(text: &str) -> String {
    let g = grid(text);
    format!("{}×{}", g.len(), g.first().map_or(0, Vec::len))
}
