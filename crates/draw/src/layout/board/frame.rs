//! Boards that keep their places through a game (issue 42): a position is
//! laid out in the frame of the game's start, so that Hackenbush keeps
//! its scale, its ground line and every vertex where it was after each
//! cut, and heaps keep their ground however low the tallest heap falls.
//! What the last move took away is drawn as a ghost: the edges it cut
//! (and those that fell with them) at their old places, the pebbles it
//! took as outlines with the count over the heap.

use super::graph::{graph_layout, Stroke};
use super::{board_layout, heaps_layout_tall, BoardLayout, Label, Shape, SiteBox};
use crate::games::classical::rulesets::{Board, Geometry};

/// The layout of `board` in the frame of `frame` (the game's start board):
/// the same size, ground and places. A board the frame cannot hold (a
/// vertex or an edge the start did not have, another geometry) is laid
/// out on its own.
pub fn board_layout_in(board: &Board, frame: Option<&Board>) -> BoardLayout {
    match (&board.geometry, frame.map(|f| &f.geometry)) {
        (Geometry::Heaps { sizes }, Some(Geometry::Heaps { sizes: start })) => {
            let tallest = start.iter().chain(sizes).copied().max().unwrap_or(0);
            heaps_layout_tall(sizes, tallest)
        }
        (
            Geometry::Graph {
                vertices, edges, ..
            },
            Some(f @ Geometry::Graph { .. }),
        ) if board.geometry != *f => {
            graph_in(vertices, edges, f).unwrap_or_else(|| board_layout(board))
        }
        _ => board_layout(board),
    }
}

/// The frame's edge of each of `edges`: the k-th copy of `(u, v)` is the
/// frame's k-th copy; `None` if the frame has no such copy.
pub fn matching_edges(edges: &[(u32, u32)], frame: &[(u32, u32)]) -> Option<Vec<usize>> {
    edges
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let copy = edges[..i].iter().filter(|&x| x == e).count();
            frame
                .iter()
                .enumerate()
                .filter(|(_, x)| *x == e)
                .nth(copy)
                .map(|(j, _)| j)
        })
        .collect()
}

fn boxed((x, y): (f64, f64), size: f64, shape: Shape) -> SiteBox {
    SiteBox {
        x: x - size / 2.0,
        y: y - size / 2.0,
        size,
        shape,
    }
}

/// A graph drawn with the strokes and points of the frame's layout.
fn graph_in(vertices: &[u32], edges: &[(u32, u32)], frame: &Geometry) -> Option<BoardLayout> {
    let Geometry::Graph {
        vertices: fv,
        edges: fe,
        ground,
    } = frame
    else {
        return None;
    };
    let f = graph_layout(fv, fe, *ground);
    let fg = f.graph.as_ref()?;
    let matched = matching_edges(edges, fe)?;
    let strokes: Vec<Stroke> = matched.iter().map(|&j| fg.strokes[j]).collect();
    let mut points = Vec::with_capacity(vertices.len());
    for v in vertices {
        let j = fv.iter().position(|x| x == v)?;
        points.push(fg.points[j]);
    }
    let mut sites: Vec<SiteBox> = strokes
        .iter()
        .map(|s| boxed(s.mid(), 24.0, Shape::Edge))
        .collect();
    sites.extend(
        vertices
            .iter()
            .zip(&points)
            .map(|(v, &p)| match v == ground {
                true => f.sites[fe.len() + fv.iter().position(|x| x == v).unwrap_or(0)],
                false => boxed(p, 18.0, Shape::Vertex),
            }),
    );
    // The frame's vertex numbers that are still standing, and the ground's.
    let standing: Vec<String> = vertices.iter().map(u32::to_string).collect();
    let labels: Vec<Label> = f
        .labels
        .iter()
        .filter(|l| standing.contains(&l.text))
        .cloned()
        .collect();
    Some(BoardLayout {
        sites,
        labels,
        graph: Some(super::GraphDrawing { strokes, points }),
        ..f
    })
}

/// What the last move took away, drawn over the position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Ghosts {
    /// Edges cut (or fallen with the cut), at their places in the frame.
    pub strokes: Vec<Stroke>,
    /// Pebbles taken, as outlines where they stood.
    pub pebbles: Vec<SiteBox>,
    /// Over each heap taken from: `−2`.
    pub taken: Vec<Label>,
}

impl Ghosts {
    pub fn is_empty(&self) -> bool {
        self.strokes.is_empty() && self.pebbles.is_empty() && self.taken.is_empty()
    }
}

/// What `before` (the board before the last move) had that `board` has
/// not, placed in the frame `frame` as [`board_layout_in`] places `board`.
pub fn ghosts(board: &Board, before: &Board, frame: Option<&Board>) -> Ghosts {
    match (&board.geometry, &before.geometry) {
        (Geometry::Heaps { sizes }, Geometry::Heaps { sizes: old }) if sizes.len() == old.len() => {
            let l = board_layout_in(before, frame.or(Some(board)));
            let mut out = Ghosts::default();
            let mut first = 0;
            for (&now, &was) in sizes.iter().zip(old) {
                if was > now {
                    out.pebbles
                        .extend_from_slice(&l.sites[first + now as usize..first + was as usize]);
                    let top = l.sites[first + was as usize - 1];
                    out.taken.push(Label {
                        x: top.x + top.size / 2.0,
                        y: top.y - 8.0,
                        text: format!("−{}", was - now),
                    });
                }
                first += was as usize;
            }
            out
        }
        (Geometry::Graph { edges, .. }, Geometry::Graph { edges: old, .. }) => {
            let frame_geometry = frame.map_or(before.geometry.clone(), |f| f.geometry.clone());
            let Geometry::Graph {
                vertices: fv,
                edges: fe,
                ground: fg,
            } = &frame_geometry
            else {
                return Ghosts::default();
            };
            let (Some(now), Some(was)) = (matching_edges(edges, fe), matching_edges(old, fe))
            else {
                return Ghosts::default();
            };
            let f = graph_layout(fv, fe, *fg);
            let Some(drawing) = f.graph else {
                return Ghosts::default();
            };
            Ghosts {
                strokes: was
                    .into_iter()
                    .filter(|j| !now.contains(j))
                    .map(|j| drawing.strokes[j])
                    .collect(),
                ..Ghosts::default()
            }
        }
        _ => Ghosts::default(),
    }
}
