//! Graph layouts as pure functions returning node centres: a tidy tree layout
//! (Walker's algorithm in the linear-time form of Buchheim, Jünger and Leipert)
//! and a layered (Sugiyama-style) layout for DAGs. Drawing lives in
//! [`crate::export`]; the game graphs themselves in [`crate::games::game_tree`].
//!
//! Coordinates grow rightwards and downwards; the leftmost node edge is at
//! `x = 0` and the top row's top edge at `y = 0`. Every function accepts any
//! input: bad indices are ignored, cycles broken, odd sizes replaced.

use serde::{Deserialize, Serialize};

/// A node centre.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Placed {
    pub x: f64,
    pub y: f64,
}

/// Node box and spacing. Two neighbours in a row are at least
/// `(width_a + width_b) / 2 + h_gap` apart (centre to centre); rows are
/// `node_height + v_gap` apart.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LayoutOpts {
    pub node_width: f64,
    pub node_height: f64,
    pub h_gap: f64,
    pub v_gap: f64,
}

impl Default for LayoutOpts {
    fn default() -> Self {
        LayoutOpts {
            node_width: 72.0,
            node_height: 36.0,
            h_gap: 16.0,
            v_gap: 44.0,
        }
    }
}

fn finite_or(v: f64, dflt: f64) -> f64 {
    if v.is_finite() && v >= 0.0 {
        v.min(1e9)
    } else {
        dflt
    }
}

impl LayoutOpts {
    /// The same options with negative, infinite or NaN fields replaced by defaults.
    pub fn sane(&self) -> LayoutOpts {
        let d = LayoutOpts::default();
        LayoutOpts {
            node_width: finite_or(self.node_width, d.node_width),
            node_height: finite_or(self.node_height, d.node_height),
            h_gap: finite_or(self.h_gap, d.h_gap),
            v_gap: finite_or(self.v_gap, d.v_gap),
        }
    }

    /// Centre `y` of row `depth`.
    pub fn row_y(&self, depth: usize) -> f64 {
        self.node_height / 2.0 + depth as f64 * (self.node_height + self.v_gap)
    }
}

/// Width of each of `n` nodes: `widths[i]` where given and sane, else `opts.node_width`.
fn node_widths(n: usize, widths: &[f64], opts: &LayoutOpts) -> Vec<f64> {
    (0..n)
        .map(|i| finite_or(widths.get(i).copied().unwrap_or(f64::NAN), opts.node_width))
        .collect()
}

/// Shifts all x so that the leftmost box edge is at 0.
fn normalise_x(pos: &mut [Placed], w: &[f64]) {
    let min = pos
        .iter()
        .zip(w)
        .map(|(p, w)| p.x - w / 2.0)
        .fold(f64::INFINITY, f64::min);
    if min.is_finite() {
        for p in pos.iter_mut() {
            p.x -= min;
        }
    }
}

// ------------------------------------------------------------------ trees

const NONE: usize = usize::MAX;

/// A sanitised forest under a virtual root (index `n`): each node has at most
/// one parent (the first to claim it in depth-first order from `root`, then
/// from each unclaimed node in index order).
struct Forest {
    kids: Vec<Vec<usize>>,
    parent: Vec<usize>,
    depth: Vec<usize>,
    /// Number of Left children (partizan trees), clamped to the child count.
    split: Vec<Option<usize>>,
}

impl Forest {
    fn new(children: &[Vec<usize>], split: Option<&[usize]>, root: usize) -> Forest {
        let n = children.len();
        let mut kids = vec![Vec::new(); n + 1];
        let mut parent = vec![NONE; n + 1];
        let mut depth = vec![0; n + 1];
        let mut seen = vec![false; n];
        let mut lefts: Vec<Option<usize>> = vec![None; n + 1];
        let starts = std::iter::once(root).chain(0..n);
        for r in starts {
            if r >= n || seen[r] {
                continue;
            }
            seen[r] = true;
            kids[n].push(r);
            parent[r] = n;
            let mut stack = vec![r];
            while let Some(v) = stack.pop() {
                // A Left/Right split counts the claimed children among the
                // first `split[v]` listed.
                let s = split.and_then(|s| s.get(v).copied());
                let mut left = 0;
                for (i, &c) in children[v].iter().enumerate() {
                    if c < n && !seen[c] {
                        seen[c] = true;
                        kids[v].push(c);
                        parent[c] = v;
                        depth[c] = depth[v] + 1;
                        stack.push(c);
                        if s.is_some_and(|s| i < s) {
                            left += 1;
                        }
                    }
                }
                lefts[v] = s.map(|_| left);
            }
        }
        let split = lefts;
        Forest {
            kids,
            parent,
            depth,
            split,
        }
    }

    fn mirrored(&self) -> Forest {
        Forest {
            kids: self
                .kids
                .iter()
                .map(|k| k.iter().rev().copied().collect())
                .collect(),
            parent: self.parent.clone(),
            depth: self.depth.clone(),
            split: self
                .split
                .iter()
                .zip(&self.kids)
                .map(|(s, k)| s.map(|s| k.len() - s))
                .collect(),
        }
    }

    /// Virtual root first, then pre-order.
    fn preorder(&self) -> Vec<usize> {
        let mut order = Vec::with_capacity(self.kids.len());
        let mut stack = vec![self.kids.len() - 1];
        while let Some(v) = stack.pop() {
            order.push(v);
            stack.extend(self.kids[v].iter().rev());
        }
        order
    }
}

/// Walker's algorithm (Buchheim–Jünger–Leipert, linear time), iterative.
/// Returns x per node of the forest (virtual root included).
fn walker(f: &Forest, w: &[f64], gap: f64) -> Vec<f64> {
    let m = f.kids.len();
    let sep = |a: usize, b: usize| (w[a] + w[b]) / 2.0 + gap;
    let mut prelim = vec![0.0; m];
    let mut modv = vec![0.0; m];
    let mut shift = vec![0.0; m];
    let mut change = vec![0.0; m];
    let mut mid = vec![0.0; m];
    let mut thread = vec![NONE; m];
    let mut ancestor: Vec<usize> = (0..m).collect();
    let mut number = vec![0usize; m];
    for k in &f.kids {
        for (i, &c) in k.iter().enumerate() {
            number[c] = i;
        }
    }
    let next_left = |v: usize, thread: &[usize]| f.kids[v].first().copied().unwrap_or(thread[v]);
    let next_right = |v: usize, thread: &[usize]| f.kids[v].last().copied().unwrap_or(thread[v]);

    let order = f.preorder();
    for &v in order.iter().rev() {
        let kids = &f.kids[v];
        if kids.is_empty() {
            continue;
        }
        let mut default_anc = kids[0];
        for (i, &c) in kids.iter().enumerate() {
            if i == 0 {
                prelim[c] = mid[c];
                continue;
            }
            let l = kids[i - 1];
            prelim[c] = prelim[l] + sep(l, c);
            if !f.kids[c].is_empty() {
                modv[c] = prelim[c] - mid[c];
            }
            // apportion(c)
            let (mut vir, mut vor, mut vil, mut vol) = (c, c, l, kids[0]);
            let (mut sir, mut sor, mut sil, mut sol) = (modv[vir], modv[vor], modv[vil], modv[vol]);
            loop {
                let (nr, nl) = (next_right(vil, &thread), next_left(vir, &thread));
                if nr == NONE || nl == NONE {
                    break;
                }
                let (nvol, nvor) = (next_left(vol, &thread), next_right(vor, &thread));
                if nvol == NONE || nvor == NONE {
                    break;
                }
                (vil, vir, vol, vor) = (nr, nl, nvol, nvor);
                ancestor[vor] = c;
                let s = (prelim[vil] + sil) - (prelim[vir] + sir) + sep(vil, vir);
                if s > 0.0 {
                    let a = ancestor[vil];
                    let wl = if a != NONE && f.parent[a] == v {
                        a
                    } else {
                        default_anc
                    };
                    let subtrees = number[c].saturating_sub(number[wl]).max(1) as f64;
                    change[c] -= s / subtrees;
                    shift[c] += s;
                    change[wl] += s / subtrees;
                    prelim[c] += s;
                    modv[c] += s;
                    sir += s;
                    sor += s;
                }
                sil += modv[vil];
                sir += modv[vir];
                sol += modv[vol];
                sor += modv[vor];
            }
            let (nr, nrr) = (next_right(vil, &thread), next_right(vor, &thread));
            if nr != NONE && nrr == NONE {
                thread[vor] = nr;
                modv[vor] += sil - sor;
            }
            let (nl, nll) = (next_left(vir, &thread), next_left(vol, &thread));
            if nl != NONE && nll == NONE {
                thread[vol] = nl;
                modv[vol] += sir - sol;
                default_anc = c;
            }
        }
        // execute shifts
        let (mut s, mut ch) = (0.0, 0.0);
        for &c in kids.iter().rev() {
            prelim[c] += s;
            modv[c] += s;
            ch += change[c];
            s += shift[c] + ch;
        }
        let (first, last) = (kids[0], kids[kids.len() - 1]);
        let nudge = |c: usize| (w[c] + w[v]) / 4.0 + gap / 2.0;
        mid[v] = match f.split[v] {
            Some(0) => prelim[first] - nudge(first),
            Some(s) if s >= kids.len() => prelim[last] + nudge(last),
            Some(s) => (prelim[kids[s - 1]] + prelim[kids[s]]) / 2.0,
            None => (prelim[first] + prelim[last]) / 2.0,
        };
    }
    let root = m - 1;
    prelim[root] = mid[root];
    // second walk: x = prelim + sum of ancestors' mod
    let mut x = vec![0.0; m];
    let mut acc = vec![0.0; m];
    for &v in &order {
        x[v] = prelim[v] + acc[v];
        for &c in &f.kids[v] {
            acc[c] = acc[v] + modv[v];
        }
    }
    x
}

fn tidy(
    children: &[Vec<usize>],
    split: Option<&[usize]>,
    root: usize,
    widths: &[f64],
    opts: &LayoutOpts,
) -> Vec<Placed> {
    let n = children.len();
    if n == 0 {
        return Vec::new();
    }
    let opts = opts.sane();
    let mut w = node_widths(n, widths, &opts);
    w.push(0.0);
    let f = Forest::new(children, split, root);
    // Averaging with the mirror image's layout makes the result exactly
    // mirror-symmetric; all constraints are linear, so they survive averaging.
    let a = walker(&f, &w, opts.h_gap);
    let b = walker(&f.mirrored(), &w, opts.h_gap);
    let mut pos: Vec<Placed> = (0..n)
        .map(|v| Placed {
            x: (a[v] - b[v]) / 2.0,
            y: opts.row_y(f.depth[v]),
        })
        .collect();
    normalise_x(&mut pos, &w[..n]);
    pos
}

/// Tidy layout of the tree `children` (child lists, in drawing order) from
/// `root`: parents centred over their first and last child, siblings in
/// order, rows by depth, no crossings, mirror-symmetric, subtrees as close as
/// the gaps allow. Nodes not reachable from `root` form further trees to its
/// right; a node listed as the child of several parents keeps the first.
pub fn tidy_tree(children: &[Vec<usize>], root: usize, opts: &LayoutOpts) -> Vec<Placed> {
    tidy(children, None, root, &[], opts)
}

/// [`tidy_tree`] with a width per node (missing entries use `opts.node_width`).
pub fn tidy_tree_sized(
    children: &[Vec<usize>],
    root: usize,
    widths: &[f64],
    opts: &LayoutOpts,
) -> Vec<Placed> {
    tidy(children, None, root, widths, opts)
}

/// Partizan game trees: the first `split[v]` children of `v` are Left's
/// options and end up strictly left of `v`, the rest (Right's) strictly right.
/// `v` sits midway between its last Left and first Right child.
pub fn tidy_tree_split(
    children: &[Vec<usize>],
    split: &[usize],
    root: usize,
    widths: &[f64],
    opts: &LayoutOpts,
) -> Vec<Placed> {
    tidy(children, Some(split), root, widths, opts)
}

// ------------------------------------------------------------------ DAGs

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

    // Chains through dummy nodes (indices n..).
    let mut total = n;
    let mut chains: Vec<Vec<usize>> = Vec::with_capacity(oriented.len());
    let mut node_layer = layer.clone();
    let mut dummies = 0usize;
    for &(a, b) in &oriented {
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
    let mut w = node_widths(n, widths, &opts);
    w.resize(total, 0.0);
    // Adjacent-layer neighbours (straight long edges link non-adjacent layers
    // and are left out of ordering).
    let mut up = vec![Vec::new(); total];
    let mut down = vec![Vec::new(); total];
    for c in &chains {
        for p in c.windows(2) {
            if node_layer[p[1]] == node_layer[p[0]] + 1 {
                down[p[0]].push(p[1]);
                up[p[1]].push(p[0]);
            }
        }
    }

    let mut rows: Vec<Vec<usize>> = vec![Vec::new(); nlayers];
    for v in 0..total {
        rows[node_layer[v]].push(v);
    }
    let order = order_rows(rows, &up, &down, total);
    let x = coordinates(&order, &up, &down, &w, &opts);

    let mut pos: Vec<Placed> = (0..total)
        .map(|v| Placed {
            x: x[v],
            y: opts.row_y(node_layer[v]),
        })
        .collect();
    normalise_x(&mut pos, &w);
    let lookup: std::collections::HashMap<(usize, usize), usize> =
        oriented.iter().enumerate().map(|(i, &e)| (e, i)).collect();
    let routes = edges
        .iter()
        .map(|&(a, b)| {
            if let Some(&i) = lookup.get(&(a, b)) {
                chains[i].iter().map(|&v| pos[v]).collect()
            } else if let Some(&i) = lookup.get(&(b, a)) {
                chains[i].iter().rev().map(|&v| pos[v]).collect()
            } else {
                Vec::new()
            }
        })
        .collect();
    pos.truncate(n);
    DagLayout {
        nodes: pos,
        layer,
        routes,
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
fn project(target: &[f64], weight: &[f64], sep: &[f64]) -> Vec<f64> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn opts() -> LayoutOpts {
        LayoutOpts {
            node_width: 10.0,
            node_height: 10.0,
            h_gap: 2.0,
            v_gap: 10.0,
        }
    }

    #[test]
    fn layout_binary_tree_is_centred() {
        let ch = vec![vec![1, 2], vec![], vec![]];
        let p = tidy_tree(&ch, 0, &opts());
        assert!((p[0].x - (p[1].x + p[2].x) / 2.0).abs() < 1e-9);
        assert!((p[2].x - p[1].x - 12.0).abs() < 1e-9);
        assert_eq!(p[1].y, p[2].y);
        assert!(p[0].y < p[1].y);
    }

    #[test]
    fn layout_bad_input_does_not_panic() {
        let ch = vec![vec![1, 7, 0], vec![0, 1], vec![2]];
        let p = tidy_tree(&ch, 9, &opts());
        assert_eq!(p.len(), 3);
        assert!(p.iter().all(|p| p.x.is_finite() && p.y.is_finite()));
        assert!(tidy_tree(&[], 0, &opts()).is_empty());
        let d = layered_dag_routed(3, &[(0, 1), (1, 0), (2, 2), (5, 1)], &[], &opts());
        assert_eq!(d.nodes.len(), 3);
        assert_eq!(d.routes[2].len(), 0);
        assert_eq!(d.routes[3].len(), 0);
        let bad = LayoutOpts {
            node_width: f64::NAN,
            node_height: -1.0,
            h_gap: f64::INFINITY,
            v_gap: 0.0,
        };
        assert!(tidy_tree(&ch, 0, &bad).iter().all(|p| p.x.is_finite()));
    }

    #[test]
    fn layout_split_slants() {
        // node 0: two Left options, no Right option
        let ch = vec![vec![1, 2], vec![], vec![]];
        let p = tidy_tree_split(&ch, &[2, 0, 0], 0, &[], &opts());
        assert!(p[1].x < p[0].x && p[2].x < p[0].x);
        let p = tidy_tree_split(&ch, &[0, 0, 0], 0, &[], &opts());
        assert!(p[1].x > p[0].x && p[2].x > p[0].x);
    }

    #[test]
    fn layout_dag_long_edge_is_routed() {
        let d = layered_dag_routed(3, &[(0, 1), (1, 2), (0, 2)], &[], &opts());
        assert_eq!(d.layer, vec![0, 1, 2]);
        assert_eq!(d.routes[2].len(), 3);
        assert_eq!(d.routes[2][0], d.nodes[0]);
        assert_eq!(d.routes[2][2], d.nodes[2]);
    }

    #[test]
    fn layout_projection_respects_gaps() {
        let x = project(&[0.0, 0.0, 0.0], &[1.0; 3], &[1.0, 1.0]);
        assert!((x[0] + 1.0).abs() < 1e-12 && x[1].abs() < 1e-12 && (x[2] - 1.0).abs() < 1e-12);
    }
}
