//! The Pareto check of a solved game: a search of the Pareto frontier of the
//! solved DAG for a terminal play that dominates the PSPE value.

use super::engine::{close, Engine};

/// A frontier point at a node: the (relative) utility vector, the edge taken
/// (`usize::MAX` at a terminal) and the point's index in the child's frontier.
type Point = (Vec<f64>, usize, usize);

/// Whether `a` is at least `b` in every coordinate (within [`close`]).
fn weakly_above(a: &[f64], b: &[f64]) -> bool {
    a.iter().zip(b).all(|(x, y)| *x >= *y || close(*x, *y))
}

impl Engine {
    /// Pareto frontier search from node `root`: returns a frontier point that
    /// dominates `v` (relative values) and the edges that reach it; `None`
    /// when the search ran out of its budget.
    pub(super) fn pareto(&self, root: u32, v: &[f64]) -> Option<Option<(Vec<f64>, Vec<usize>)>> {
        let root = root as usize;
        let reach = self.reachable(root);
        let mut front: Vec<Vec<Point>> = vec![Vec::new(); root + 1];
        let mut work = 0u64;
        for i in 0..=root {
            if reach[i] {
                front[i] = self.frontier(i, &front, &mut work)?;
            }
        }
        let dominating = front[root]
            .iter()
            .enumerate()
            .filter(|(_, (q, _, _))| {
                weakly_above(q, v) && q.iter().zip(v).any(|(a, b)| *a > *b && !close(*a, *b))
            })
            .max_by(|x, y| {
                let (sx, sy): (f64, f64) = (x.1 .0.iter().sum(), y.1 .0.iter().sum());
                sx.total_cmp(&sy).then(y.0.cmp(&x.0))
            })
            .map(|(k, _)| k);
        let Some(k) = dominating else {
            return Some(None);
        };
        Some(Some((front[root][k].0.clone(), self.path(&front, root, k))))
    }

    /// Nodes reachable from `root` (node ids are topological: children first).
    fn reachable(&self, root: usize) -> Vec<bool> {
        let mut reach = vec![false; root + 1];
        reach[root] = true;
        for i in (0..=root).rev() {
            if reach[i] {
                let (a, b) = self.nodes[i].edges;
                for e in a..b {
                    reach[self.edges[e].child as usize] = true;
                }
            }
        }
        reach
    }

    /// The frontier of node `i` from its children's; `None` over budget.
    fn frontier(&self, i: usize, front: &[Vec<Point>], work: &mut u64) -> Option<Vec<Point>> {
        let n = self.c.n;
        let (a, b) = self.nodes[i].edges;
        let mut cands: Vec<Point> = Vec::new();
        if a == b {
            cands.push((self.value(i as u32).to_vec(), usize::MAX, 0));
        }
        for e in a..b {
            let ch = self.edges[e].child as usize;
            for (k, (pv, _, _)) in front[ch].iter().enumerate() {
                let mut q = pv.clone();
                if self.c.dynamic {
                    for (qj, g) in q.iter_mut().zip(&self.gains[e * n..(e + 1) * n]) {
                        *qj += g;
                    }
                }
                cands.push((q, e, k));
            }
        }
        cands.sort_by(|x, y| {
            let (sx, sy): (f64, f64) = (x.0.iter().sum(), y.0.iter().sum());
            sy.total_cmp(&sx)
        });
        let mut kept: Vec<Point> = Vec::new();
        for c in cands {
            *work += kept.len() as u64 + 1;
            if *work > super::PARETO_BUDGET {
                return None;
            }
            if !kept.iter().any(|k| weakly_above(&k.0, &c.0)) {
                kept.push(c);
            }
        }
        Some(kept)
    }

    /// The edges from `root` to frontier point `k`.
    fn path(&self, front: &[Vec<Point>], root: usize, mut k: usize) -> Vec<usize> {
        let mut path = Vec::new();
        let mut i = root;
        loop {
            let (_, e, next) = front[i][k];
            if e == usize::MAX {
                break;
            }
            path.push(e);
            i = self.edges[e].child as usize;
            k = next;
        }
        path
    }
}
