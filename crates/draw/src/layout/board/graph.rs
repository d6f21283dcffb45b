//! A graph standing on the ground (Hackenbush pictures): the ground is a
//! line at the bottom; every other vertex stands in the layer of its
//! distance from the ground, above the middle of what grows from it (a
//! tree by breadth-first search, leaves one slot apart, so a stalk is
//! vertical). Parts of the graph joined only through the ground stand
//! side by side, loops on the ground first. Each edge to the ground gets
//! its own foot on the line (several from one vertex fan out), a loop is
//! a petal at its vertex (several fan out upwards), parallel edges bend
//! apart, and a straight edge that would cross a vertex bends round it.
//! A vertex's number stands on the side freest of its edges.

use std::f64::consts::PI;

use super::{BoardLayout, Label, Shape, SiteBox};

/// A point of the picture.
pub type Point = (f64, f64);

/// Horizontal room of a leaf.
pub const SLOT: f64 = 48.0;
/// Height of a layer.
pub const LAYER: f64 = 60.0;
/// How far a loop's control points stand from its vertex (its tip is
/// about three quarters of that away).
pub const LOOP: f64 = 56.0;
/// Half the opening angle of a loop, in radians.
const LOOP_WIDTH: f64 = 0.65;
/// How far parallel edges bend apart, and an edge round a vertex.
// Public for the tests in tests/it.
#[doc(hidden)]
pub const BEND: f64 = 20.0;
/// Feet of edges to the ground from one vertex, apart.
// Public for the tests in tests/it.
#[doc(hidden)]
pub const FOOT: f64 = 18.0;
const SIDE: f64 = 20.0;
/// Room above the top layer (for loops and labels).
const TOP: f64 = LOOP;

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
    /// A petal: a cubic Bézier curve from `at` (its vertex) back to it.
    Loop {
        at: Point,
        c1: Point,
        c2: Point,
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
            Stroke::Loop { at, c1, c2 } => (
                0.25 * at.0 + 0.375 * (c1.0 + c2.0),
                0.25 * at.1 + 0.375 * (c1.1 + c2.1),
            ),
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
            Stroke::Loop { at, c1, c2 } => {
                format!("M {} C {} {} {}", p(at), p(c1), p(c2), p(at))
            }
        }
    }

    /// The point at `t` (0 to 1) along the stroke.
    pub fn at(&self, t: f64) -> Point {
        let u = 1.0 - t;
        match *self {
            Stroke::Line { from, to } => (u * from.0 + t * to.0, u * from.1 + t * to.1),
            Stroke::Curve { from, control, to } => (
                u * u * from.0 + 2.0 * u * t * control.0 + t * t * to.0,
                u * u * from.1 + 2.0 * u * t * control.1 + t * t * to.1,
            ),
            Stroke::Loop { at, c1, c2 } => {
                let (a, b) = (3.0 * u * u * t, 3.0 * u * t * t);
                let ends = u * u * u + t * t * t;
                (
                    ends * at.0 + a * c1.0 + b * c2.0,
                    ends * at.1 + a * c1.1 + b * c2.1,
                )
            }
        }
    }

    /// SVG path data of the band `width` wide round the stroke (a
    /// polygon, so that even a straight vertical edge has an area to click).
    pub fn band(&self, width: f64) -> String {
        let n: usize = match self {
            Stroke::Line { .. } => 1,
            Stroke::Curve { .. } => 10,
            Stroke::Loop { .. } => 16,
        };
        let points: Vec<Point> = (0..=n).map(|k| self.at(k as f64 / n as f64)).collect();
        let half = width / 2.0;
        let side = |sign: f64| -> Vec<Point> {
            (0..=n)
                .map(|k| {
                    let (a, b) = (points[k.saturating_sub(1)], points[(k + 1).min(n)]);
                    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
                    let len = dx.hypot(dy).max(1e-9);
                    let p = points[k];
                    (p.0 - sign * half * dy / len, p.1 + sign * half * dx / len)
                })
                .collect()
        };
        let mut ring = side(1.0);
        ring.extend(side(-1.0).into_iter().rev());
        let texts: Vec<String> = ring.iter().map(|(x, y)| format!("{x:.1} {y:.1}")).collect();
        format!("M {} Z", texts.join(" L "))
    }

    /// A loop at `at` pointing at `angle` (radians, y down: −π/2 is up),
    /// opening `half` radians to each side.
    pub fn petal(at: Point, angle: f64, half: f64) -> Stroke {
        let towards = |a: f64| (at.0 + LOOP * a.cos(), at.1 + LOOP * a.sin());
        Stroke::Loop {
            at,
            c1: towards(angle - half),
            c2: towards(angle + half),
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
    // A narrow picture stands in the middle of its three slots.
    let shift = ((3.0 - next) / 2.0).max(0.0);
    slot.iter_mut().for_each(|s| *s += shift);
    loop_slot.iter_mut().for_each(|s| *s += shift);
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
        .map(|v| {
            let (x, y) = label_at(v, &ends, &strokes, &points);
            Label {
                x,
                y,
                text: vertices[v].to_string(),
            }
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
        ground: Some((18.0, width - 6.0, ground_y)),
        graph: Some(GraphDrawing { strokes, points }),
    }
}

/// Where vertex `v`'s number stands: of eight directions round it, the
/// first farthest (in angle) from its edges and loops.
fn label_at(v: usize, ends: &[(usize, usize)], strokes: &[Stroke], points: &[Point]) -> Point {
    let p = points[v];
    let away: Vec<f64> = ends
        .iter()
        .zip(strokes)
        .filter(|((a, b), _)| *a == v || *b == v)
        .map(|(_, stroke)| {
            let towards = match *stroke {
                Stroke::Loop { .. } => stroke.mid(),
                // Towards the middle of a curve, which leaves that way.
                Stroke::Curve { control, .. } => control,
                // The other end (its foot, for an edge to the ground).
                Stroke::Line { from, to } if (to.0 - p.0).hypot(to.1 - p.1) < 0.5 => from,
                Stroke::Line { to, .. } => to,
            };
            (towards.1 - p.1).atan2(towards.0 - p.0)
        })
        .collect();
    let gap = |a: f64| {
        away.iter()
            .map(|&b| {
                let d = (a - b).rem_euclid(2.0 * PI);
                d.min(2.0 * PI - d)
            })
            .fold(PI, f64::min)
    };
    let candidates = [
        0.0,
        PI,
        -PI / 4.0,
        -3.0 * PI / 4.0,
        PI / 4.0,
        3.0 * PI / 4.0,
        PI / 2.0,
        -PI / 2.0,
    ];
    let best = candidates
        .iter()
        .copied()
        .fold((f64::NEG_INFINITY, 0.0), |(g, a), c| {
            let gc = gap(c);
            if gc > g + 1e-9 {
                (gc, c)
            } else {
                (g, a)
            }
        })
        .1;
    (p.0 + 13.0 * best.cos(), p.1 + 13.0 * best.sin())
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
                return Stroke::petal((x, ground_y), -PI / 2.0, LOOP_WIDTH);
            }
            if a == b {
                // Petals fan out in the widest gap between the vertex's
                // other edges, at most 65° apart and never overlapping.
                let (centre, room) = widest_gap(a, ends, points, g, ground_y);
                let step = (65f64).to_radians().min(room.min(PI) / of as f64);
                let half = LOOP_WIDTH.min(0.42 * step);
                return Stroke::petal(points[a], centre + spread(nth, of) * step, half);
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

/// The middle and the width (radians) of the widest angle at vertex `v`
/// between its edges that are not loops: straight up when it has none or
/// only its stem below. An edge to the ground leaves straight down.
fn widest_gap(
    v: usize,
    ends: &[(usize, usize)],
    points: &[Point],
    g: usize,
    ground_y: f64,
) -> (f64, f64) {
    let p = points[v];
    let mut angles: Vec<f64> = ends
        .iter()
        .filter(|&&(a, b)| a != b && (a == v || b == v))
        .map(|&(a, b)| {
            let w = if a == v { b } else { a };
            let to = if w == g { (p.0, ground_y) } else { points[w] };
            (to.1 - p.1).atan2(to.0 - p.0)
        })
        .collect();
    angles.sort_by(f64::total_cmp);
    angles.dedup_by(|x, y| (*x - *y).abs() < 1e-9);
    match angles.len() {
        0 => (-PI / 2.0, 2.0 * PI),
        1 => (angles[0] + PI, 2.0 * PI),
        n => (0..n)
            .map(|k| {
                let (from, to) = (angles[k], angles[(k + 1) % n]);
                let gap = (to - from).rem_euclid(2.0 * PI);
                (from + gap / 2.0, gap)
            })
            .fold(
                (-PI / 2.0, 0.0),
                |best, c| if c.1 > best.1 + 1e-9 { c } else { best },
            ),
    }
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
