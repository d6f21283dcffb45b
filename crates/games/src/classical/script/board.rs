//! `fn board(position)`: how a script's position is drawn. The script
//! returns a map in one of three shapes, read here into the generic
//! [`Board`] the page draws for every ruleset:
//!
//! - `#{ grid: ["..#", "x.o"] }`: rows of cells, all of one length;
//! - `#{ strip: "TT..FF" }`: one row;
//! - `#{ heaps: [3, 4, 5] }`: heaps of pebbles;
//! - `#{ graph: #{ edges: [[0, 1, "b"], [1, 2, "r"]], ground: 0 } }`: a
//!   picture of edges standing on the ground, as Hackenbush is drawn
//!   ([`Geometry::Graph`]).
//!
//! In a grid or strip, `.` is an empty cell and `#` a blocked one; the
//! characters of the optional strings `left` and `right` are Left's and
//! Right's pieces (`#{ strip: "TT..FF", left: "T", right: "F" }`), and any
//! other character a piece of either player.
//!
//! In a graph, each edge is `[u, v, colour]`: vertex numbers from 0 to
//! [`MAX_VERTEX`] (`u == v` a loop, parallel edges allowed) and its colour
//! letter, a string or a character: `b` blue (Left's), `r` red (Right's),
//! `g` green (either player's). `ground` (default 0) is the vertex drawn as
//! the ground line; the optional `vertices` lists vertices no edge touches.
//! The board's sites are the edges in the script's order, then the
//! vertices ascending (the ground among them), as the built-in Hackenbush
//! draws its pictures.

use super::pos::ScriptPos;
use crate::classical::rulesets::{Board, Geometry, Glyph, Owner};

/// Most cells or pebbles a script's board may have (the page draws it).
pub const MAX_BOARD_SITES: usize = 1_024;

/// Why what a script's `board` returned is not a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct NotBoard(pub String);

/// The board a script's `board` returned, or why it is not one.
pub fn read_board(value: &ScriptPos) -> Result<Board, NotBoard> {
    read(value).map_err(NotBoard)
}

fn read(value: &ScriptPos) -> Result<Board, String> {
    let ScriptPos::Map(map) = value else {
        return Err("not a map such as #{ grid: [\"..\", \"..\"] }".into());
    };
    let marks = |key: &str| -> Result<Vec<char>, String> {
        match map.get(key) {
            None => Ok(Vec::new()),
            Some(ScriptPos::Str(s)) => Ok(s.chars().collect()),
            Some(_) => Err(format!("`{key}` is not a string of piece letters")),
        }
    };
    let (left, right) = (marks("left")?, marks("right")?);
    let glyph = |c: char| match c {
        '.' => Glyph::Empty,
        '#' => Glyph::Blocked,
        c if left.contains(&c) => Glyph::Piece {
            owner: Owner::Left,
            mark: c,
        },
        c if right.contains(&c) => Glyph::Piece {
            owner: Owner::Right,
            mark: c,
        },
        c => Glyph::Piece {
            owner: Owner::Neutral,
            mark: c,
        },
    };
    if let Some(graph) = map.get("graph") {
        if map.contains_key("grid") || map.contains_key("strip") || map.contains_key("heaps") {
            return Err("has a `graph` and a `grid`, `strip` or `heaps`".into());
        }
        return graph_board(graph);
    }
    let board = match (map.get("grid"), map.get("strip"), map.get("heaps")) {
        (Some(grid), None, None) => Board::grid(
            rows(grid)?
                .iter()
                .map(|r| r.chars().map(glyph).collect())
                .collect(),
        ),
        (None, Some(ScriptPos::Str(s)), None) => Board::strip(s.chars().map(glyph).collect()),
        (None, Some(_), None) => return Err("`strip` is not a string".into()),
        (None, None, Some(heaps)) => heaps_board(heaps)?,
        (None, None, None) => return Err("has none of `grid`, `strip`, `heaps` or `graph`".into()),
        _ => return Err("has more than one of `grid`, `strip` and `heaps`".into()),
    };
    if board.geometry.sites() > MAX_BOARD_SITES {
        return Err(format!("has more than {MAX_BOARD_SITES} cells or pebbles"));
    }
    Ok(board)
}

/// The rows of a grid: strings of one length.
fn rows(grid: &ScriptPos) -> Result<Vec<String>, String> {
    let ScriptPos::Array(items) = grid else {
        return Err("`grid` is not an array of strings".into());
    };
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let ScriptPos::Str(row) = item else {
            return Err(format!("`grid[{i}]` is not a string"));
        };
        out.push(row.clone());
    }
    let w = out.first().map_or(0, |r| r.chars().count());
    if let Some(i) = out.iter().position(|r| r.chars().count() != w) {
        return Err(format!(
            "row {} of `grid` has {} cells but row 1 has {w}",
            i + 1,
            out[i].chars().count()
        ));
    }
    Ok(out)
}

/// Largest vertex number of a script's graph.
pub const MAX_VERTEX: u32 = 4_095;

/// A vertex number of a graph, or why `what` is not one.
fn vertex(value: &ScriptPos, what: &str) -> Result<u32, String> {
    match value {
        ScriptPos::Int(n) if (0..=i64::from(MAX_VERTEX)).contains(n) => Ok(*n as u32),
        _ => Err(format!(
            "`{what}` is not a vertex number from 0 to {MAX_VERTEX}"
        )),
    }
}

/// `b`, `r` or `g` (a string of one letter or a character): the edge's
/// owner and mark.
fn colour(value: &ScriptPos, what: &str) -> Result<Glyph, String> {
    let letter = match value {
        ScriptPos::Char(c) => Some(*c),
        ScriptPos::Str(s) if s.chars().count() == 1 => s.chars().next(),
        _ => None,
    };
    let owner = match letter {
        Some('b') => Owner::Left,
        Some('r') => Owner::Right,
        Some('g') => Owner::Neutral,
        _ => return Err(format!("`{what}` is not a colour `b`, `r` or `g`")),
    };
    Ok(Glyph::Edge {
        owner,
        mark: letter.unwrap_or('g'),
    })
}

/// `#{ edges: [[u, v, colour], …], ground: 0, vertices: […] }`.
fn graph_board(graph: &ScriptPos) -> Result<Board, String> {
    let ScriptPos::Map(map) = graph else {
        return Err("`graph` is not a map such as #{ edges: [[0, 1, \"b\"]], ground: 0 }".into());
    };
    if let Some(key) = map
        .keys()
        .find(|k| !["edges", "ground", "vertices"].contains(&k.as_str()))
    {
        return Err(format!(
            "`graph.{key}` is not `edges`, `ground` or `vertices`"
        ));
    }
    let ground = map
        .get("ground")
        .map_or(Ok(0), |g| vertex(g, "graph.ground"))?;
    let list = |key: &str| match map.get(key) {
        None => Ok(Vec::new()),
        Some(ScriptPos::Array(items)) => Ok(items.clone()),
        Some(_) => Err(format!("`graph.{key}` is not an array")),
    };
    let mut vertices = vec![ground];
    let (mut edges, mut sites) = (Vec::new(), Vec::new());
    for (i, e) in list("edges")?.iter().enumerate() {
        let what = format!("graph.edges[{i}]");
        let ScriptPos::Array(e) = e else {
            return Err(format!("`{what}` is not an edge [u, v, colour]"));
        };
        let [u, v, c] = e.as_slice() else {
            return Err(format!("`{what}` is not an edge [u, v, colour]"));
        };
        let (u, v) = (vertex(u, &what)?, vertex(v, &what)?);
        sites.push(colour(c, &what)?);
        edges.push((u, v));
        vertices.extend([u, v]);
    }
    for (i, v) in list("vertices")?.iter().enumerate() {
        vertices.push(vertex(v, &format!("graph.vertices[{i}]"))?);
    }
    vertices.sort_unstable();
    vertices.dedup();
    if edges.len() + vertices.len() > MAX_BOARD_SITES {
        return Err(format!(
            "has more than {MAX_BOARD_SITES} edges and vertices"
        ));
    }
    sites.extend(vertices.iter().map(|_| Glyph::Vertex));
    Ok(Board {
        geometry: Geometry::Graph {
            vertices,
            edges,
            ground,
        },
        sites,
    })
}

fn heaps_board(heaps: &ScriptPos) -> Result<Board, String> {
    let ScriptPos::Array(items) = heaps else {
        return Err("`heaps` is not an array of heap sizes".into());
    };
    let mut sizes = Vec::new();
    for (i, item) in items.iter().enumerate() {
        match item {
            ScriptPos::Int(n) if (0..=MAX_BOARD_SITES as i64).contains(n) => sizes.push(*n as u32),
            _ => {
                return Err(format!(
                    "`heaps[{i}]` is not a heap size from 0 to {MAX_BOARD_SITES}"
                ))
            }
        }
    }
    let total: usize = sizes.iter().map(|&s| s as usize).sum();
    if total > MAX_BOARD_SITES {
        return Err(format!("has more than {MAX_BOARD_SITES} cells or pebbles"));
    }
    Ok(Board::heaps(sizes))
}

/// The gestures that play each of a position's moves on its drawing
/// (`before`), from the drawings of the positions the moves lead to: see
/// [`gesture`]. A move whose gesture is empty or the same as another
/// move's gets none (it is played with its button only).
pub fn gestures(before: &Board, after: &[Option<Board>]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = after
        .iter()
        .map(|a| a.as_ref().map(|a| gesture(before, a)).unwrap_or_default())
        .collect();
    let twice: Vec<bool> = out
        .iter()
        .enumerate()
        .map(|(i, g)| out.iter().enumerate().any(|(j, h)| i != j && g == h))
        .collect();
    for (g, dup) in out.iter_mut().zip(twice) {
        if dup {
            g.clear();
        }
    }
    out
}

/// The sites to click (or drag across) to make the move from the drawing
/// `before` to the drawing `after`: on a grid or strip of the same shape,
/// the sites that change, those a piece leaves first (a toad's jump starts
/// where the toad was), then the others in order; on heaps of the same
/// number, one of them lower, the pebble at its new height (as Nim is
/// played). Empty when the two drawings cannot be compared.
pub fn gesture(before: &Board, after: &Board) -> Vec<usize> {
    match (&before.geometry, &after.geometry) {
        (Geometry::Heaps { sizes: b }, Geometry::Heaps { sizes: a }) if a.len() == b.len() => {
            let lower: Vec<usize> = (0..b.len()).filter(|&k| a[k] != b[k]).collect();
            match lower.as_slice() {
                [k] if a[*k] < b[*k] => before
                    .geometry
                    .heap_site(*k, a[*k] as usize)
                    .into_iter()
                    .collect(),
                _ => Vec::new(),
            }
        }
        (g, h) if g == h && before.sites.len() == after.sites.len() => {
            let mut changed: Vec<usize> = (0..before.sites.len())
                .filter(|&i| before.sites[i] != after.sites[i])
                .collect();
            changed.sort_by_key(|&i| (after.sites[i] != Glyph::Empty, i));
            changed
        }
        _ => Vec::new(),
    }
}
