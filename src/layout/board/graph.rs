//! A graph standing on the ground (Hackenbush pictures): the ground is a
//! line at the bottom; every other vertex stands in the layer of its
//! distance from the ground, above the middle of what grows from it (a
//! tree by breadth-first search, leaves one slot apart, so a stalk is
//! vertical). Parts of the graph joined only through the ground stand
//! side by side, loops on the ground first. Each edge to the ground gets
//! its own foot on the line (several from one vertex fan out), a loop is
//! a small circle at its vertex (several fan out like petals), parallel
//! edges bend apart, and a straight edge that would cross a vertex bends
//! round it.

use super::{BoardLayout, Label, Shape, SiteBox};

/// A point of the picture.
pub type Point = (f64, f64);

/// Horizontal room of a leaf.
pub const SLOT: f64 = 46.0;
/// Height of a layer.
pub const LAYER: f64 = 58.0;
/// Radius of a loop.
pub const LOOP: f64 = 13.0;
/// How far parallel edges bend apart, and an edge round a vertex.
const BEND: f64 = 20.0;
/// Feet of edges to the ground from one vertex, apart.
const FOOT: f64 = 18.0;
const SIDE: f64 = 20.0;
/// Room above the top layer (for loops and labels).
const TOP: f64 = 38.0;

/// How an edge is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Stroke {
    Line {
        from: Point,
        to: Point,
    },
    /// A quadratic Bézier curve.
    Curve {
        from: Point,
        control: Point,
        to: Point,
    },
    /// A circle through `at` (its vertex).
    Loop {
        at: Point,
        centre: Point,
        r: f64,
    },
}

impl Stroke {
    /// The middle of the stroke (where its site box is centred).
    pub fn mid(&self) -> Point {
        match *self {
            Stroke::Line { from, to } => ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0),
            Stroke::Curve { from, control, to } => (
                0.25 * from.0 + 0.5 * control.0 + 0.25 * to.0,
                0.25 * from.1 + 0.5 * control.1 + 0.25 * to.1,
            ),
            Stroke::Loop { at, centre, .. } => (2.0 * centre.0 - at.0, 2.0 * centre.1 - at.1),
        }
    }

    /// SVG path data.
    pub fn path(&self) -> String {
        let p = |(x, y): Point| format!("{x:.1} {y:.1}");
        match *self {
            Stroke::Line { from, to } => format!("M {} L {}", p(from), p(to)),
            Stroke::Curve { from, control, to } => {
                format!("M {} Q {} {}", p(from), p(control), p(to))
            }
            Stroke::Loop { at, r, .. } => {
                let far = self.mid();
                format!(
                    "M {} A {r:.1} {r:.1} 0 1 1 {} A {r:.1} {r:.1} 0 1 1 {}",
                    p(at),
                    p(far),
                    p(at)
                )
            }
        }
    }
}

/// The strokes of a graph's edges and the points of its vertices (the
/// ground's point is the middle of the ground line).
#[derive(Clone, Debug, PartialEq)]
pub struct GraphDrawing {
    pub strokes: Vec<Stroke>,
    pub points: Vec<Point>,
}

/// Breadth-first distances from the ground and each vertex's parent in
/// the search tree (vertices by index; unreachable ones have `None`).
fn search(n: usize, adjacent: &[Vec<usize>], ground: usize) -> (Vec<Option<usize>>, Vec<usize>) {
    let mut dist = vec![None; n];
    let mut parent: Vec<usize> = (0..n).collect();
    let mut queue = std::collections::VecDeque::from([ground]);
    dist[ground] = Some(0);
    while let Some(v) = queue.pop_front() {
        for &w in &adjacent[v] {
            if dist[w].is_none() {
                dist[w] = dist[v].map(|d| d + 1);
                parent[w] = v;
                queue.push_back(w);
            }
        }
    }
    (dist, parent)
}

/// The part (connected without the ground) of each vertex, numbered by
/// the first edge that touches it.
fn parts(n: usize, edges: &[(usize, usize)], ground: usize) -> Vec<usize> {
    let mut part = vec![usize::MAX; n];
    for (k, &(a, b)) in edges.iter().enumerate() {
        for start in [a, b] {
            if start == ground || part[start] != usize::MAX {
                continue;
            }
            let mut stack = vec![start];
            part[start] = k;
            while let Some(v) = stack.pop() {
                for &(x, y) in edges {
                    let w = if x == v {
                        y
                    } else if y == v {
                        x
                    } else {
                        continue;
                    };
                    if w != ground && part[w] == usize::MAX {
                        part[w] = k;
                        stack.push(w);
                    }
                }
            }
        }
    }
    part
}

/// Slots (from 0, leaves one apart) of the vertices under `v`.
fn place(v: usize, children: &[Vec<usize>], next: &mut f64, slot: &mut [f64]) {
    if children[v].is_empty() {
        slot[v] = *next;
        *next += 1.0;
        return;
    }
    for &c in &children[v] {
        place(c, children, next, slot);
    }
    let (first, last) = (children[v][0], children[v][children[v].len() - 1]);
    slot[v] = (slot[first] + slot[last]) / 2.0;
}

/// `k`-th of `n` spread evenly round 0: −(n−1)/2, …, (n−1)/2.
fn spread(k: usize, n: usize) -> f64 {
    k as f64 - (n as f64 - 1.0) / 2.0
}

/// The layout of a graph: see the module docs.
///
/// Long because it is one pass through the steps of the module docs:
/// search, slots, points, strokes, boxes and labels.
pub fn graph_layout(vertices: &[u32], edges: &[(u32, u32)], ground: u32) -> BoardLayout {
    let n = vertices.len().max(1);
    let index = |v: u32| vertices.iter().position(|&x| x == v).unwrap_or(0);
    let g = vertices.iter().position(|&x| x == ground).unwrap_or(0);
    let ends: Vec<(usize, usize)> = edges.iter().map(|&(a, b)| (index(a), index(b))).collect();
    let mut adjacent = vec![Vec::new(); n];
    for &(a, b) in &ends {
        if a != b {
            adjacent[a].push(b);
            adjacent[b].push(a);
        }
    }
    for list in &mut adjacent {
        list.sort_unstable();
        list.dedup();
    }
    let (dist, parent) = search(n, &adjacent, g);
    let part = parts(n, &ends, g);
    let mut children = vec![Vec::new(); n];
    for v in (0..n).filter(|&v| v != g && dist[v].is_some()) {
        children[parent[v]].push(v);
    }
    children[g].sort_by_key(|&v| (part[v], v));
    // Ground loops first, then the parts, a half slot apart; unreachable
    // vertices (none in a valid position) last.
    let mut slot = vec![0.0; n];
    let mut next = 0.0;
    let ground_loops: Vec<usize> = (0..ends.len()).filter(|&k| ends[k] == (g, g)).collect();
    let mut loop_slot = Vec::new();
    for _ in &ground_loops {
        loop_slot.push(next);
        next += 1.0;
    }
    let mut last_part = None;
    for &c in &children[g].clone() {
        if last_part.is_some_and(|p| p != part[c]) || (last_part.is_none() && next > 0.0) {
            next += 0.5;
        }
        last_part = Some(part[c]);
        place(c, &children, &mut next, &mut slot);
    }
    for v in (0..n).filter(|&v| dist[v].is_none()) {
        slot[v] = next;
        next += 1.0;
    }
    let slots = next.max(3.0);
    let depth = dist.iter().flatten().max().copied().unwrap_or(0) + 1;
    let ground_y = TOP + (depth as f64 - 1.0).max(1.0) * LAYER;
    let width = 2.0 * SIDE + slots * SLOT;
    let x_of = |s: f64| SIDE + (s + 0.5) * SLOT;
    let mut points: Vec<Point> = (0..n)
        .map(|v| {
            let layer = dist[v].unwrap_or(depth) as f64;
            (x_of(slot[v]), ground_y - layer * LAYER)
        })
        .collect();
    points[g] = (width / 2.0, ground_y);
    let strokes = strokes(&ends, &points, g, ground_y, &loop_slot, &x_of);
    let mut sites: Vec<SiteBox> = strokes
        .iter()
        .map(|s| boxed(s.mid(), 24.0, Shape::Edge))
        .collect();
    sites.extend((0..vertices.len()).map(|v| match v == g {
        true => boxed(points[v], 16.0, Shape::Ground),
        false => boxed(points[v], 18.0, Shape::Vertex),
    }));
    let mut labels: Vec<Label> = (0..vertices.len())
        .filter(|&v| v != g)
        .map(|v| Label {
            x: points[v].0 + 13.0,
            y: points[v].1 + 1.0,
            text: vertices[v].to_string(),
        })
        .collect();
    labels.push(Label {
        x: 7.0,
        y: ground_y,
        text: ground.to_string(),
    });
    BoardLayout {
        width,
        height: ground_y + 14.0,
        sites,
        labels,
        ground: Some((14.0, width - 6.0, ground_y)),
        graph: Some(GraphDrawing { strokes, points }),
    }
}

fn boxed((x, y): Point, size: f64, shape: Shape) -> SiteBox {
    SiteBox {
        x: x - size / 2.0,
        y: y - size / 2.0,
        size,
        shape,
    }
}

/// Each edge's stroke; `loop_slot` holds the slots of the ground's loops.
fn strokes(
    ends: &[(usize, usize)],
    points: &[Point],
    g: usize,
    ground_y: f64,
    loop_slot: &[f64],
    x_of: &dyn Fn(f64) -> f64,
) -> Vec<Stroke> {
    let pair = |k: usize| (ends[k].0.min(ends[k].1), ends[k].0.max(ends[k].1));
    let mut ground_loops = loop_slot.iter();
    (0..ends.len())
        .map(|k| {
            let (a, b) = pair(k);
            let copies: Vec<usize> = (0..ends.len()).filter(|&j| pair(j) == (a, b)).collect();
            let (nth, of) = (
                copies.iter().position(|&j| j == k).unwrap_or(0),
                copies.len(),
            );
            if a == g && b == g {
                let x = x_of(ground_loops.next().copied().unwrap_or(0.0));
                return Stroke::Loop {
                    at: (x, ground_y),
                    centre: (x, ground_y - LOOP),
                    r: LOOP,
                };
            }
            if a == b {
                let angle = (-90.0 + spread(nth, of) * 55.0f64).to_radians();
                let at = points[a];
                return Stroke::Loop {
                    at,
                    centre: (at.0 + LOOP * angle.cos(), at.1 + LOOP * angle.sin()),
                    r: LOOP,
                };
            }
            let (top, bottom) = if a == g { (b, None) } else { (b, Some(a)) };
            let (from, to) = match bottom {
                None => {
                    let t = points[top];
                    ((t.0 + spread(nth, of) * FOOT, ground_y), t)
                }
                Some(bottom) => (points[bottom], points[top]),
            };
            let offset = if bottom.is_none() {
                0.0
            } else if of > 1 {
                spread(nth, of) * BEND
            } else if crosses(from, to, points, &[a, b, g]) {
                BEND
            } else {
                0.0
            };
            bent(from, to, offset)
        })
        .collect()
}

/// Whether the segment passes within a few pixels of a vertex not in `skip`.
fn crosses(from: Point, to: Point, points: &[Point], skip: &[usize]) -> bool {
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len2 = dx * dx + dy * dy;
    len2 > 0.0
        && points.iter().enumerate().any(|(v, p)| {
            if skip.contains(&v) {
                return false;
            }
            let t = ((p.0 - from.0) * dx + (p.1 - from.1) * dy) / len2;
            let (qx, qy) = (from.0 + t * dx, from.1 + t * dy);
            (0.0..=1.0).contains(&t) && (p.0 - qx).hypot(p.1 - qy) < 8.0
        })
}

/// A line, or a curve whose middle is `offset` to the side of it.
fn bent(from: Point, to: Point, offset: f64) -> Stroke {
    if offset == 0.0 {
        return Stroke::Line { from, to };
    }
    let (dx, dy) = (to.0 - from.0, to.1 - from.1);
    let len = dx.hypot(dy).max(1.0);
    // The side above (or, for a vertical edge, to the right).
    let (nx, ny) = match (-dy / len, dx / len) {
        (nx, ny) if ny > 0.0 || (ny == 0.0 && nx < 0.0) => (-nx, -ny),
        n => n,
    };
    let mid = ((from.0 + to.0) / 2.0, (from.1 + to.1) / 2.0);
    Stroke::Curve {
        from,
        control: (mid.0 + 2.0 * offset * nx, mid.1 + 2.0 * offset * ny),
        to,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(vertices: &[u32], edges: &[(u32, u32)]) -> (BoardLayout, GraphDrawing) {
        let l = graph_layout(vertices, edges, 0);
        let d = l.graph.clone().unwrap();
        (l, d)
    }

    #[test]
    fn a_stalk_is_vertical_one_layer_per_edge() {
        let (l, d) = layout(&[0, 1, 2, 3], &[(0, 1), (1, 2), (2, 3)]);
        let (_, _, ground) = l.ground.unwrap();
        let p = &d.points;
        assert!(p[1].0 == p[2].0 && p[2].0 == p[3].0, "{p:?}");
        assert_eq!(p[1].1, ground - LAYER);
        assert_eq!(p[3].1, ground - 3.0 * LAYER);
        assert!(p[3].1 >= LOOP * 2.0, "room above the top");
        // The first edge stands on the ground right below vertex 1.
        assert_eq!(
            d.strokes[0],
            Stroke::Line {
                from: (p[1].0, ground),
                to: p[1]
            }
        );
        // Sites: three edges, then four vertices, the ground a line.
        assert_eq!(l.sites.len(), 7);
        assert_eq!(l.sites[3].shape, Shape::Ground);
        assert_eq!(l.sites[4].center(), p[1]);
        assert_eq!(l.sites[1].center(), d.strokes[1].mid());
        let texts: Vec<&str> = l.labels.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["1", "2", "3", "0"]);
    }

    #[test]
    fn trees_centre_parents_and_parts_stand_apart() {
        // 0-1, 1-2, 1-3 (a fork) and a second part 0-4.
        let (l, d) = layout(&[0, 1, 2, 3, 4], &[(0, 1), (1, 2), (1, 3), (0, 4)]);
        let p = &d.points;
        assert_eq!(p[2].1, p[3].1);
        assert_eq!(p[1].0, (p[2].0 + p[3].0) / 2.0);
        assert!(p[3].0 - p[2].0 >= SLOT);
        assert!(p[4].0 - p[3].0 >= 1.5 * SLOT, "half a slot between parts");
        assert!(l.width >= p[4].0 + SLOT / 2.0);
        for &(x, y) in &p[1..] {
            assert!(x > 0.0 && x < l.width && y > 0.0 && y < l.height);
        }
    }

    #[test]
    fn loops_parallels_and_feet_are_apart() {
        // Two ground edges to 1, a loop on the ground, two loops at 2,
        // two parallel edges 1-2.
        let edges = [(0, 0), (0, 1), (0, 1), (1, 2), (1, 2), (2, 2), (2, 2)];
        let (l, d) = layout(&[0, 1, 2], &edges);
        let (_, _, ground) = l.ground.unwrap();
        let Stroke::Loop { at, centre, r } = d.strokes[0] else {
            panic!("a loop")
        };
        assert_eq!((at.1, centre.1, r), (ground, ground - LOOP, LOOP));
        let feet: Vec<Point> = d.strokes[1..3]
            .iter()
            .map(|s| match *s {
                Stroke::Line { from, .. } => from,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(feet[0].1, ground);
        assert_eq!(feet[1].0 - feet[0].0, FOOT);
        assert!(at.0 < feet[0].0, "the ground's loop stands apart");
        // The parallel edges bend to either side; their middles differ.
        assert!(matches!(d.strokes[3], Stroke::Curve { .. }));
        let (m3, m4) = (d.strokes[3].mid(), d.strokes[4].mid());
        assert!((m3.0 - m4.0).abs() >= BEND);
        // Two petals at vertex 2, both above it, apart.
        let (m5, m6) = (d.strokes[5].mid(), d.strokes[6].mid());
        assert!(m5.1 < d.points[2].1 && m6.1 < d.points[2].1 && m5 != m6);
        assert!(d.strokes[5].path().starts_with("M ") && d.strokes[5].path().contains(" A "));
    }

    #[test]
    fn an_edge_across_a_vertex_bends_round_it() {
        // 1 holds up 2, 3 and 4 side by side; 2-4 straight across would
        // cross 3.
        let edges = [(0, 1), (1, 2), (1, 3), (1, 4), (2, 4)];
        let (_, d) = layout(&[0, 1, 2, 3, 4], &edges);
        assert_eq!(d.points[2].1, d.points[4].1);
        assert!(
            matches!(d.strokes[4], Stroke::Curve { .. }),
            "{:?}",
            d.strokes[4]
        );
        assert!((d.strokes[4].mid().1 - d.points[3].1).abs() >= BEND * 0.9);
        // The bare ground: just the line, three slots wide.
        let (l, d) = layout(&[0], &[]);
        assert!(d.strokes.is_empty() && l.sites.len() == 1 && l.width >= 3.0 * SLOT);
    }
}
