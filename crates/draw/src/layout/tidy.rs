//! Tidy trees: Walker's algorithm in the linear-time form of Buchheim,
//! Jünger and Leipert, run on the tree and its mirror image and averaged.

use super::{node_widths, normalise_x, LayoutOpts, Placed};

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

/// The state of Walker's algorithm (Buchheim–Jünger–Leipert, linear time)
/// over a forest: per node its preliminary x, modifier, shift and change,
/// the x it wants under its children (`mid`), thread and ancestor.
struct Walker<'a> {
    f: &'a Forest,
    w: &'a [f64],
    gap: f64,
    prelim: Vec<f64>,
    modv: Vec<f64>,
    shift: Vec<f64>,
    change: Vec<f64>,
    mid: Vec<f64>,
    thread: Vec<usize>,
    ancestor: Vec<usize>,
    /// Index of each node among its siblings.
    number: Vec<usize>,
}

/// Walker's algorithm, iterative. Returns x per node of the forest (virtual
/// root included).
fn walker(f: &Forest, w: &[f64], gap: f64) -> Vec<f64> {
    let m = f.kids.len();
    let mut number = vec![0usize; m];
    for k in &f.kids {
        for (i, &c) in k.iter().enumerate() {
            number[c] = i;
        }
    }
    let mut wk = Walker {
        f,
        w,
        gap,
        prelim: vec![0.0; m],
        modv: vec![0.0; m],
        shift: vec![0.0; m],
        change: vec![0.0; m],
        mid: vec![0.0; m],
        thread: vec![NONE; m],
        ancestor: (0..m).collect(),
        number,
    };
    let order = f.preorder();
    for &v in order.iter().rev() {
        if !f.kids[v].is_empty() {
            wk.first_walk(v);
        }
    }
    wk.second_walk(&order)
}

impl Walker<'_> {
    fn sep(&self, a: usize, b: usize) -> f64 {
        (self.w[a] + self.w[b]) / 2.0 + self.gap
    }

    fn next_left(&self, v: usize) -> usize {
        self.f.kids[v].first().copied().unwrap_or(self.thread[v])
    }

    fn next_right(&self, v: usize) -> usize {
        self.f.kids[v].last().copied().unwrap_or(self.thread[v])
    }

    /// Places the children of `v` (whose subtrees are placed) side by side
    /// and sets where `v` wants to sit over them.
    fn first_walk(&mut self, v: usize) {
        let f = self.f;
        let kids = &f.kids[v];
        let mut default_anc = kids[0];
        for (i, &c) in kids.iter().enumerate() {
            if i == 0 {
                self.prelim[c] = self.mid[c];
                continue;
            }
            let l = kids[i - 1];
            self.prelim[c] = self.prelim[l] + self.sep(l, c);
            if !f.kids[c].is_empty() {
                self.modv[c] = self.prelim[c] - self.mid[c];
            }
            default_anc = self.apportion(v, c, l, default_anc);
        }
        self.execute_shifts(v);
        let (first, last) = (kids[0], kids[kids.len() - 1]);
        let nudge = |c: usize| (self.w[c] + self.w[v]) / 4.0 + self.gap / 2.0;
        self.mid[v] = match f.split[v] {
            Some(0) => self.prelim[first] - nudge(first),
            Some(s) if s >= kids.len() => self.prelim[last] + nudge(last),
            Some(s) => (self.prelim[kids[s - 1]] + self.prelim[kids[s]]) / 2.0,
            None => (self.prelim[first] + self.prelim[last]) / 2.0,
        };
    }

    /// Pushes the subtree of `c` (child of `v`, right sibling of `l`) right
    /// of its left siblings' subtrees, contour by contour; returns the new
    /// default ancestor.
    fn apportion(&mut self, v: usize, c: usize, l: usize, default_anc: usize) -> usize {
        let first = self.f.kids[v][0];
        let (mut vir, mut vor, mut vil, mut vol) = (c, c, l, first);
        let (mut sir, mut sor, mut sil, mut sol) = (
            self.modv[vir],
            self.modv[vor],
            self.modv[vil],
            self.modv[vol],
        );
        loop {
            let (nr, nl) = (self.next_right(vil), self.next_left(vir));
            if nr == NONE || nl == NONE {
                break;
            }
            let (nvol, nvor) = (self.next_left(vol), self.next_right(vor));
            if nvol == NONE || nvor == NONE {
                break;
            }
            (vil, vir, vol, vor) = (nr, nl, nvol, nvor);
            self.ancestor[vor] = c;
            let s = (self.prelim[vil] + sil) - (self.prelim[vir] + sir) + self.sep(vil, vir);
            if s > 0.0 {
                let a = self.ancestor[vil];
                let wl = if a != NONE && self.f.parent[a] == v {
                    a
                } else {
                    default_anc
                };
                self.move_subtree(wl, c, s);
                sir += s;
                sor += s;
            }
            sil += self.modv[vil];
            sir += self.modv[vir];
            sol += self.modv[vol];
            sor += self.modv[vor];
        }
        let (nr, nrr) = (self.next_right(vil), self.next_right(vor));
        if nr != NONE && nrr == NONE {
            self.thread[vor] = nr;
            self.modv[vor] += sil - sor;
        }
        let (nl, nll) = (self.next_left(vir), self.next_left(vol));
        if nl != NONE && nll == NONE {
            self.thread[vol] = nl;
            self.modv[vol] += sir - sol;
            return c;
        }
        default_anc
    }

    /// Shifts the subtree of `c` right by `s`, spreading the shift over the
    /// subtrees between `wl` and `c`.
    fn move_subtree(&mut self, wl: usize, c: usize, s: f64) {
        let subtrees = self.number[c].saturating_sub(self.number[wl]).max(1) as f64;
        self.change[c] -= s / subtrees;
        self.shift[c] += s;
        self.change[wl] += s / subtrees;
        self.prelim[c] += s;
        self.modv[c] += s;
    }

    fn execute_shifts(&mut self, v: usize) {
        let f = self.f;
        let (mut s, mut ch) = (0.0, 0.0);
        for &c in f.kids[v].iter().rev() {
            self.prelim[c] += s;
            self.modv[c] += s;
            ch += self.change[c];
            s += self.shift[c] + ch;
        }
    }

    /// x = prelim + the sum of the ancestors' modifiers.
    fn second_walk(&mut self, order: &[usize]) -> Vec<f64> {
        let m = self.f.kids.len();
        let root = m - 1;
        self.prelim[root] = self.mid[root];
        let mut x = vec![0.0; m];
        let mut acc = vec![0.0; m];
        let f = self.f;
        for &v in order {
            x[v] = self.prelim[v] + acc[v];
            for &c in &f.kids[v] {
                acc[c] = acc[v] + self.modv[v];
            }
        }
        x
    }
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
