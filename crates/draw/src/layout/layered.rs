//! Layered (Sugiyama-style) layouts of directed graphs: cycles broken,
//! longest-path layers, barycentre ordering, coordinates by averaging.

use serde::{Deserialize, Serialize};

use super::{node_widths, normalise_x, LayoutOpts, Placed};

/// Most dummy nodes (bends of edges spanning several layers) a layered layout
/// inserts; longer edges beyond that are drawn straight.
pub const MAX_DUMMIES: usize = 20_000;
const SWEEPS: usize = 12;
const COORD_PASSES: usize = 8;

/// A layered layout: node centres, the layer of each node, and for each input
/// edge its polyline from source centre to target centre (empty for a
/// self-loop or an edge with a bad endpoint).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DagLayout {
    pub nodes: Vec<Placed>,
    pub layer: Vec<usize>,
    pub routes: Vec<Vec<Placed>>,
}

/// Layered layout of a directed graph with `n` nodes: every edge points
/// downwards (cycles are broken by reversing back edges), layers by longest
/// path from the sources, order by barycentre sweeps keeping the ordering with
/// fewest crossings, x by repeated averaging over neighbours.
pub fn layered_dag(n: usize, edges: &[(usize, usize)], opts: &LayoutOpts) -> Vec<Placed> {
    layered_dag_routed(n, edges, &[], opts).nodes
}

/// [`layered_dag`] with node widths and edge routes.
pub fn layered_dag_routed(
    n: usize,
    edges: &[(usize, usize)],
    widths: &[f64],
    opts: &LayoutOpts,
) -> DagLayout {
    let opts = opts.sane();
    // Unique valid edges, oriented acyclically.
    let mut uniq: Vec<(usize, usize)> = edges
        .iter()
        .copied()
        .filter(|&(a, b)| a < n && b < n && a != b)
        .collect();
    uniq.sort_unstable();
    uniq.dedup();
    let oriented = break_cycles(n, &uniq);
    let layer = longest_path_layers(n, &oriented);
    let nlayers = layer.iter().max().map_or(0, |&l| l + 1);
    let ch = Chains::new(n, &oriented, &layer);
    let total = ch.layer.len();
    let mut w = node_widths(n, widths, &opts);
    w.resize(total, 0.0);
    let (up, down) = ch.neighbours();

    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); nlayers];
    for v in 0..total {
        rows[ch.layer[v]].push(v);
    }
    let order = order_rows(rows, &up, &down, total);
    let x = coordinates(&order, &up, &down, &w, &opts);

    let mut pos: Vec<Placed> = (0..total)
        .map(|v| Placed {
            x: x[v],
            y: opts.row_y(ch.layer[v]),
        })
        .collect();
    normalise_x(&mut pos, &w);
    let routes = ch.routes(edges, &oriented, &pos);
    pos.truncate(n);
    DagLayout {
        nodes: pos,
        layer,
        routes,
    }
}

/// Each oriented edge as a chain of nodes, one per layer it crosses: dummy
/// nodes (indices `n..`) bend edges that span several layers.
struct Chains {
    chains: Vec<Vec<usize>>,
    /// Layer of every node, dummies included.
    layer: Vec<usize>,
}

impl Chains {
    fn new(n: usize, oriented: &[(usize, usize)], layer: &[usize]) -> Chains {
        let mut total = n;
        let mut chains: Vec<Vec<usize>> = Vec::with_capacity(oriented.len());
        let mut node_layer = layer.to_vec();
        let mut dummies = 0usize;
        for &(a, b) in oriented {
            let span = layer[b] - layer[a];
            let mut chain = vec![a];
            if span > 1 && dummies + span - 1 <= MAX_DUMMIES {
                for k in 1..span {
                    chain.push(total);
                    node_layer.push(layer[a] + k);
                    total += 1;
                }
                dummies += span - 1;
            }
            chain.push(b);
            chains.push(chain);
        }
        Chains {
            chains,
            layer: node_layer,
        }
    }

    /// Neighbours above and below in adjacent layers (straight long edges
    /// link non-adjacent layers and are left out of ordering).
    fn neighbours(&self) -> (Vec<Vec<usize>>, Vec<Vec<usize>>) {
        let total = self.layer.len();
        let mut up = vec![Vec::new(); total];
        let mut down = vec![Vec::new(); total];
        for c in &self.chains {
            for p in c.windows(2) {
                if self.layer[p[1]] == self.layer[p[0]] + 1 {
                    down[p[0]].push(p[1]);
                    up[p[1]].push(p[0]);
                }
            }
        }
        (up, down)
    }

    /// The polyline of each input edge through its chain (reversed for an
    /// edge turned round to break a cycle; empty for a dropped edge).
    fn routes(
        &self,
        edges: &[(usize, usize)],
        oriented: &[(usize, usize)],
        pos: &[Placed],
    ) -> Vec<Vec<Placed>> {
        let lookup: std::collections::HashMap<(usize, usize), usize> =
            oriented.iter().enumerate().map(|(i, &e)| (e, i)).collect();
        edges
            .iter()
            .map(|&(a, b)| {
                if let Some(&i) = lookup.get(&(a, b)) {
                    self.chains[i].iter().map(|&v| pos[v]).collect()
                } else if let Some(&i) = lookup.get(&(b, a)) {
                    self.chains[i].iter().rev().map(|&v| pos[v]).collect()
                } else {
                    Vec::new()
                }
            })
            .collect()
    }
}

/// Reverses the back edges of an iterative depth-first search (from nodes in
/// index order); the result is acyclic. Edges are unique on input, and a
/// reversed edge may coincide with an existing one, so dedup again.
fn break_cycles(n: usize, edges: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut adj = vec![Vec::new(); n];
    for (i, &(a, _)) in edges.iter().enumerate() {
        adj[a].push(i);
    }
    // 0 = new, 1 = on stack, 2 = done
    let mut state = vec![0u8; n];
    let mut reversed = vec![false; edges.len()];
    for s in 0..n {
        if state[s] != 0 {
            continue;
        }
        let mut stack = vec![(s, 0usize)];
        state[s] = 1;
        while let Some(&mut (v, ref mut next)) = stack.last_mut() {
            if let Some(&e) = adj[v].get(*next) {
                *next += 1;
                let t = edges[e].1;
                match state[t] {
                    0 => {
                        state[t] = 1;
                        stack.push((t, 0));
                    }
                    1 => reversed[e] = true,
                    _ => {}
                }
            } else {
                state[v] = 2;
                stack.pop();
            }
        }
    }
    let mut out: Vec<(usize, usize)> = edges
        .iter()
        .zip(&reversed)
        .map(|(&(a, b), &r)| if r { (b, a) } else { (a, b) })
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

fn longest_path_layers(n: usize, edges: &[(usize, usize)]) -> Vec<usize> {
    let mut indeg = vec![0usize; n];
    let mut out = vec![Vec::new(); n];
    for &(a, b) in edges {
        out[a].push(b);
        indeg[b] += 1;
    }
    let mut layer = vec![0usize; n];
    let mut queue: Vec<usize> = (0..n).filter(|&v| indeg[v] == 0).collect();
    let mut head = 0;
    while head < queue.len() {
        let v = queue[head];
        head += 1;
        for &t in &out[v] {
            layer[t] = layer[t].max(layer[v] + 1);
            indeg[t] -= 1;
            if indeg[t] == 0 {
                queue.push(t);
            }
        }
    }
    layer
}

/// Barycentre sweeps (down, up, …); keeps the ordering with fewest crossings.
fn order_rows(
    mut rows: Vec<Vec<usize>>,
    up: &[Vec<usize>],
    down: &[Vec<usize>],
    total: usize,
) -> Vec<Vec<usize>> {
    let mut pos = vec![0usize; total];
    let index = |rows: &[Vec<usize>], pos: &mut [usize]| {
        for r in rows {
            for (i, &v) in r.iter().enumerate() {
                pos[v] = i;
            }
        }
    };
    index(&rows, &mut pos);
    let mut best = rows.clone();
    let mut best_cross = crossings(&rows, down, &pos);
    for sweep in 0..SWEEPS {
        if best_cross == 0 {
            break;
        }
        let downward = sweep % 2 == 0;
        let layer_ids: Vec<usize> = if downward {
            (1..rows.len()).collect()
        } else {
            (0..rows.len().saturating_sub(1)).rev().collect()
        };
        for l in layer_ids {
            let nbrs = if downward { up } else { down };
            let mut keyed: Vec<(f64, usize)> = rows[l]
                .iter()
                .map(|&v| {
                    let ns = &nbrs[v];
                    let b = if ns.is_empty() {
                        pos[v] as f64
                    } else {
                        ns.iter().map(|&u| pos[u] as f64).sum::<f64>() / ns.len() as f64
                    };
                    (b, v)
                })
                .collect();
            keyed.sort_by(|a, b| a.0.total_cmp(&b.0));
            rows[l] = keyed.into_iter().map(|(_, v)| v).collect();
            for (i, &v) in rows[l].iter().enumerate() {
                pos[v] = i;
            }
        }
        let c = crossings(&rows, down, &pos);
        if c < best_cross {
            best_cross = c;
            best = rows.clone();
        }
    }
    best
}

/// Edge crossings between consecutive rows (inversions, via a Fenwick tree).
fn crossings(rows: &[Vec<usize>], down: &[Vec<usize>], pos: &[usize]) -> u64 {
    let mut total = 0u64;
    for r in rows {
        let mut es: Vec<(usize, usize)> = r
            .iter()
            .flat_map(|&v| down[v].iter().map(move |&t| (pos[v], pos[t])))
            .collect();
        if es.len() < 2 {
            continue;
        }
        es.sort_unstable();
        let size = es.iter().map(|e| e.1).max().unwrap_or(0) + 2;
        let mut fen = vec![0u64; size];
        for (seen, &(_, b)) in es.iter().enumerate() {
            // count earlier edges with target > b
            let mut i = b + 1;
            let mut le = 0u64;
            while i > 0 {
                le += fen[i];
                i &= i - 1;
            }
            total += seen as u64 - le;
            let mut i = b + 1;
            while i < size {
                fen[i] += 1;
                i += i & i.wrapping_neg();
            }
        }
    }
    total
}

/// Row by row: move nodes towards the mean of their neighbours in the previous
/// row (alternately above and below), projected back onto "in order, gaps
/// respected" by weighted isotonic regression.
fn coordinates(
    rows: &[Vec<usize>],
    up: &[Vec<usize>],
    down: &[Vec<usize>],
    w: &[f64],
    opts: &LayoutOpts,
) -> Vec<f64> {
    let mut x = vec![0.0; w.len()];
    let seps = |r: &[usize]| -> Vec<f64> {
        r.windows(2)
            .map(|p| (w[p[0]] + w[p[1]]) / 2.0 + opts.h_gap)
            .collect()
    };
    for r in rows {
        let mut at = 0.0;
        for (i, &v) in r.iter().enumerate() {
            if i > 0 {
                at += (w[r[i - 1]] + w[v]) / 2.0 + opts.h_gap;
            }
            x[v] = at;
        }
    }
    for pass in 0..COORD_PASSES * 2 {
        let downward = pass % 2 == 0;
        let ids: Vec<usize> = if downward {
            (0..rows.len()).collect()
        } else {
            (0..rows.len()).rev().collect()
        };
        for l in ids {
            let r = &rows[l];
            let target: Vec<f64> = r
                .iter()
                .map(|&v| {
                    let ns = if downward { &up[v] } else { &down[v] };
                    let ns = if ns.is_empty() {
                        if downward {
                            &down[v]
                        } else {
                            &up[v]
                        }
                    } else {
                        ns
                    };
                    if ns.is_empty() {
                        x[v]
                    } else {
                        ns.iter().map(|&u| x[u]).sum::<f64>() / ns.len() as f64
                    }
                })
                .collect();
            // Dummies weigh more so that long edges stay straight.
            let weight: Vec<f64> = r
                .iter()
                .map(|&v| if w[v] == 0.0 { 4.0 } else { 1.0 })
                .collect();
            let placed = project(&target, &weight, &seps(r));
            for (&v, p) in r.iter().zip(placed) {
                x[v] = p;
            }
        }
    }
    x
}

/// Closest positions (weighted least squares) to `target` with
/// `x[i+1] - x[i] >= sep[i]`: pool-adjacent-violators on `x - offset`.
pub fn project(target: &[f64], weight: &[f64], sep: &[f64]) -> Vec<f64> {
    let mut off = Vec::with_capacity(target.len());
    let mut acc = 0.0;
    for i in 0..target.len() {
        if i > 0 {
            acc += sep[i - 1];
        }
        off.push(acc);
    }
    // blocks: (weighted sum, weight, count)
    let mut blocks: Vec<(f64, f64, usize)> = Vec::new();
    for i in 0..target.len() {
        blocks.push((weight[i] * (target[i] - off[i]), weight[i], 1));
        while blocks.len() > 1 {
            let (s2, w2, c2) = blocks[blocks.len() - 1];
            let (s1, w1, c1) = blocks[blocks.len() - 2];
            if s1 / w1 > s2 / w2 {
                blocks.pop();
                let last = blocks.len() - 1;
                blocks[last] = (s1 + s2, w1 + w2, c1 + c2);
            } else {
                break;
            }
        }
    }
    let mut out = Vec::with_capacity(target.len());
    for (s, wt, c) in blocks {
        for _ in 0..c {
            out.push(s / wt + off[out.len()]);
        }
    }
    out
}
