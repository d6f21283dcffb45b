//! The keyboard cursor of a drawn tree or DAG. The pan-and-zoom frame is one
//! tab stop (a DAG can have 10 000 nodes: they cannot each be one); the keys
//! move a cursor node, which the page highlights, keeps in view and
//! describes in a live line, and Enter does what a click on it does.
//!
//! Layers are the rows of the drawing (nodes with the same centre height),
//! each ordered left to right. Hidden (folded away) nodes are skipped.

use std::collections::BTreeSet;
use std::fmt::Write;

use super::{click, Click};
use crate::export::Drawing;
use crate::games::game_tree::GameGraph;
use crate::layout::Placed;

/// The cursor node, and the nodes ArrowDown came from (a DAG node has
/// several parents: ArrowUp goes back the way the cursor came).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Cursor {
    pub node: usize,
    pub trail: Vec<usize>,
}

impl Cursor {
    pub fn at(node: usize) -> Cursor {
        Cursor {
            node,
            trail: Vec::new(),
        }
    }
}

/// What the keys need of a laid-out graph: its links, its rows, and where
/// each node's box is in the picture.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TreeNav {
    root: usize,
    children: Vec<Vec<usize>>,
    // Public for the tests in tests/it.
    #[doc(hidden)]
    pub parents: Vec<Vec<usize>>,
    /// Rows of node ids, top to bottom, each left to right.
    layers: Vec<Vec<usize>>,
    /// (layer, index in it) of every node.
    place: Vec<(usize, usize)>,
    /// The nodes of the equilibrium play after the root, in order.
    line: Vec<usize>,
    /// (x, y, width, height) of each node's box in picture pixels.
    boxes: Vec<[f64; 4]>,
}

/// Two centres closer than this (px) in height are on one layer.
const SAME_LAYER: f64 = 0.5;

impl TreeNav {
    /// `children` per node (in the order ArrowUp prefers parents),
    /// node `centers` and the equilibrium play's nodes after the root.
    pub fn new(
        root: usize,
        children: Vec<Vec<usize>>,
        centers: &[Placed],
        line: Vec<usize>,
    ) -> TreeNav {
        let n = children.len();
        let mut parents = vec![Vec::new(); n];
        for (p, cs) in children.iter().enumerate() {
            for &c in cs.iter().filter(|&&c| c < n) {
                parents[c].push(p);
            }
        }
        let at = |i: usize| centers.get(i).copied().unwrap_or_default();
        let key = |v: f64| if v.is_finite() { v } else { 0.0 };
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| {
            let (pa, pb) = (at(a), at(b));
            key(pa.y)
                .total_cmp(&key(pb.y))
                .then(key(pa.x).total_cmp(&key(pb.x)))
        });
        let mut layers: Vec<Vec<usize>> = Vec::new();
        let mut last_y = f64::NEG_INFINITY;
        for i in order {
            let y = key(at(i).y);
            match layers.last_mut() {
                Some(row) if y - last_y < SAME_LAYER => row.push(i),
                _ => layers.push(vec![i]),
            }
            last_y = y;
        }
        // Rows sorted by y, each by x: sorting by (y, x) splits into rows
        // that are already ordered, unless two rows' heights interleave.
        for row in &mut layers {
            row.sort_by(|&a, &b| key(at(a).x).total_cmp(&key(at(b).x)));
        }
        let mut place = vec![(0, 0); n];
        for (l, row) in layers.iter().enumerate() {
            for (k, &i) in row.iter().enumerate() {
                place[i] = (l, k);
            }
        }
        TreeNav {
            root,
            children,
            parents,
            layers,
            place,
            line,
            boxes: Vec::new(),
        }
    }

    /// The navigation of a built graph as `drawing` draws it in an SVG
    /// `svg_width` px wide (the writer adds a margin and moves the drawing
    /// off negative coordinates).
    pub fn of_graph(g: &GameGraph, drawing: &Drawing, svg_width: f64) -> TreeNav {
        let centers: Vec<Placed> = drawing.nodes.iter().map(|d| d.center).collect();
        let line = g.pspe_line().iter().map(|&e| g.edges[e].to).collect();
        let mut nav = TreeNav::new(g.root, g.children(), &centers, line);
        let (x0, y0, x1, _) = drawing.bounds();
        let margin = (svg_width - (x1 - x0)) / 2.0;
        let (dx, dy) = (margin - x0, margin - y0);
        nav.boxes = drawing
            .nodes
            .iter()
            .map(|d| {
                let (w, h) = (d.width, d.height);
                [d.center.x - w / 2.0 + dx, d.center.y - h / 2.0 + dy, w, h]
            })
            .collect();
        nav
    }

    pub fn root(&self) -> usize {
        self.root
    }

    /// Node `id`'s box in the picture, (x, y, width, height) px.
    pub fn node_box(&self, id: usize) -> Option<[f64; 4]> {
        self.boxes.get(id).copied()
    }

    /// Where `key` moves the cursor `at`, or `None` for a key that does not
    /// move it (a move key at an edge keeps it where it is). ArrowUp: the
    /// parent it came from, else the first shown one; ArrowDown: the
    /// leftmost child on the nearest row below; ArrowLeft / ArrowRight: the
    /// previous / next shown node of the row, on to the end of the row
    /// above / the start of the row below (so every shown node can be
    /// reached); Home: the root; End: the last shown node of the
    /// equilibrium play, or the first of the deepest row when there is none.
    /// `shown` is [`super::visible`]; edges below `folded` nodes are hidden.
    pub fn step(
        &self,
        at: &Cursor,
        key: &str,
        shown: &[bool],
        folded: &BTreeSet<usize>,
    ) -> Option<Cursor> {
        let is_shown = |i: usize| shown.get(i).copied().unwrap_or(false);
        let here = if at.node < self.children.len() && is_shown(at.node) {
            at.clone()
        } else {
            Cursor::at(self.root)
        };
        let v = here.node;
        let stay = || Some(here.clone());
        match key {
            "Home" => Some(Cursor::at(self.root)),
            "End" => Some(self.end(shown)),
            "ArrowUp" => {
                let open = |p: &usize| is_shown(*p) && !folded.contains(p);
                let parents = &self.parents[v];
                let mut trail = here.trail.clone();
                match trail.pop() {
                    Some(p) if parents.contains(&p) && open(&p) => Some(Cursor { node: p, trail }),
                    _ => match parents.iter().find(|p| open(p)) {
                        Some(&p) => Some(Cursor::at(p)),
                        None => stay(),
                    },
                }
            }
            "ArrowDown" => {
                if folded.contains(&v) {
                    return stay();
                }
                let below = self.children[v]
                    .iter()
                    .copied()
                    .filter(|&c| is_shown(c) && c < self.place.len())
                    .min_by_key(|&c| self.place[c]);
                match below {
                    Some(c) => {
                        let mut trail = here.trail.clone();
                        trail.push(v);
                        Some(Cursor { node: c, trail })
                    }
                    None => stay(),
                }
            }
            "ArrowLeft" | "ArrowRight" => {
                let next = self.beside(v, key == "ArrowRight", shown);
                match next {
                    Some(w) => {
                        // Still below the node the cursor came down from?
                        let keep = here
                            .trail
                            .last()
                            .is_some_and(|p| self.parents[w].contains(p));
                        let trail = if keep { here.trail.clone() } else { Vec::new() };
                        Some(Cursor { node: w, trail })
                    }
                    None => stay(),
                }
            }
            _ => None,
        }
    }

    /// The next shown node in reading order (rows top to bottom, each left
    /// to right), forwards or backwards from `v`.
    fn beside(&self, v: usize, forwards: bool, shown: &[bool]) -> Option<usize> {
        let (l, k) = *self.place.get(v)?;
        let is_shown = |i: &usize| shown.get(*i).copied().unwrap_or(false);
        if forwards {
            let rest = self.layers[l][k + 1..].iter();
            let later = self.layers[l + 1..].iter().flatten();
            rest.chain(later).find(|i| is_shown(i)).copied()
        } else {
            let rest = self.layers[l][..k].iter().rev();
            let earlier = self.layers[..l].iter().rev().flat_map(|r| r.iter().rev());
            rest.chain(earlier).find(|i| is_shown(i)).copied()
        }
    }

    /// Home's opposite: see [`TreeNav::step`].
    fn end(&self, shown: &[bool]) -> Cursor {
        let is_shown = |i: usize| shown.get(i).copied().unwrap_or(false);
        let mut at = Cursor::at(self.root);
        for &v in &self.line {
            if !is_shown(v) {
                break;
            }
            at.trail.push(at.node);
            at.node = v;
        }
        if !self.line.is_empty() {
            return at;
        }
        let deepest = self
            .layers
            .iter()
            .rev()
            .find_map(|row| row.iter().copied().find(|&i| is_shown(i)));
        Cursor::at(deepest.unwrap_or(self.root))
    }

    /// (place in its row among the shown nodes from 1, shown nodes of the
    /// row, row from 1).
    fn row_place(&self, v: usize, shown: &[bool]) -> Option<(usize, usize, usize)> {
        let (l, k) = *self.place.get(v)?;
        let row = &self.layers[l];
        let on = |i: &&usize| shown.get(**i).copied().unwrap_or(false);
        let before = row[..k].iter().filter(on).count();
        Some((before + 1, row.iter().filter(on).count(), l + 1))
    }
}

/// The frame's accessible name: what the keys do.
pub const KEYS_LABEL: &str = "game tree: arrow keys move between nodes (Left and Right along a row), \
     Home goes to the root, End to the end of the equilibrium play, Enter or Space acts as a click, \
     plus and minus zoom";

/// The live line under the picture: which node the cursor is on and what
/// Enter does there.
pub fn cursor_text(
    g: &GameGraph,
    nav: &TreeNav,
    node: usize,
    shown: &[bool],
    folded: &BTreeSet<usize>,
    reroot_mode: bool,
) -> String {
    let Some(n) = g.nodes.get(node) else {
        return String::new();
    };
    let mut s = format!("Node {}: {}.", n.label, g.describe(node));
    if let Some((k, of, row)) = nav.row_place(node, shown) {
        let _ = write!(s, " Row {row}, {k} of {of}.");
    }
    let act = match click(g, node, reroot_mode) {
        Click::Reroot(_) => "re-roots the view here",
        Click::Expand => "builds its options",
        Click::Fold if folded.contains(&node) => "unfolds its options",
        Click::Fold => "folds its options",
        Click::Nothing => "does nothing here (no move)",
    };
    let _ = write!(s, " Enter {act}.");
    s
}

/// CSS that outlines the cursor node in the `#tree-svg` picture.
pub fn cursor_css(node: usize) -> String {
    format!(
        "#tree-svg [data-node=\"{node}\"] rect{{stroke:#0b63c5;stroke-width:4}}\
         #tree-svg [data-node=\"{node}\"] text{{font-weight:700}}"
    )
}
