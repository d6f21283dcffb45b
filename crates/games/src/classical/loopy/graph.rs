//! Game graphs: vertices with Left and Right options (vertex numbers), cycles
//! allowed. A value's graph has its start at vertex 0.

use std::collections::VecDeque;

use super::LoopyError;

/// Most vertices of a graph the engine builds (a parsed expression, a sum's
/// reachable positions), checked before the work that would need more.
pub const MAX_VERTICES: usize = 4096;

/// A game graph. Option lists are sorted and without repeats.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Graph {
    pub(crate) left: Vec<Vec<u32>>,
    pub(crate) right: Vec<Vec<u32>>,
}

impl Graph {
    /// One vertex, no options (`0`).
    pub fn zero() -> Graph {
        Graph {
            left: vec![Vec::new()],
            right: vec![Vec::new()],
        }
    }

    /// `on = {pass|}`.
    pub fn on() -> Graph {
        Graph {
            left: vec![vec![0]],
            right: vec![Vec::new()],
        }
    }

    /// `off = {|pass}`.
    pub fn off() -> Graph {
        Graph::on().negated()
    }

    pub fn len(&self) -> usize {
        self.left.len()
    }

    pub fn is_empty(&self) -> bool {
        self.left.is_empty()
    }

    pub fn left(&self, v: u32) -> &[u32] {
        &self.left[v as usize]
    }

    pub fn right(&self, v: u32) -> &[u32] {
        &self.right[v as usize]
    }

    /// A new vertex without options.
    pub(crate) fn add_vertex(&mut self) -> Result<u32, LoopyError> {
        if self.len() >= MAX_VERTICES {
            return Err(LoopyError::TooLarge {
                what: "vertices of a game graph",
                size: self.len() as u64 + 1,
                limit: MAX_VERTICES as u64,
            });
        }
        self.left.push(Vec::new());
        self.right.push(Vec::new());
        Ok(self.len() as u32 - 1)
    }

    /// Sorts and deduplicates every option list.
    pub(crate) fn tidy(&mut self) {
        for o in self.left.iter_mut().chain(self.right.iter_mut()) {
            o.sort_unstable();
            o.dedup();
        }
    }

    /// Copies `other` in; returns where its vertex 0 went.
    pub(crate) fn append(&mut self, other: &Graph) -> Result<u32, LoopyError> {
        let base = self.len();
        if base + other.len() > MAX_VERTICES {
            return Err(LoopyError::TooLarge {
                what: "vertices of a game graph",
                size: (base + other.len()) as u64,
                limit: MAX_VERTICES as u64,
            });
        }
        let shift = |o: &Vec<u32>| o.iter().map(|&w| w + base as u32).collect::<Vec<_>>();
        self.left.extend(other.left.iter().map(shift));
        self.right.extend(other.right.iter().map(shift));
        Ok(base as u32)
    }

    /// The part reachable from `root`, renumbered in breadth-first order
    /// (root 0).
    pub fn reachable(&self, root: u32) -> Graph {
        self.restrict(&[root]).0
    }

    /// The part reachable from `roots`, renumbered in breadth-first order
    /// from them (the first root is 0), and where each root went.
    pub(crate) fn restrict(&self, roots: &[u32]) -> (Graph, Vec<u32>) {
        let mut index = vec![u32::MAX; self.len()];
        let mut order = Vec::new();
        for &r in roots {
            if index[r as usize] == u32::MAX {
                index[r as usize] = order.len() as u32;
                order.push(r);
            }
        }
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            i += 1;
            for &w in self.left(v).iter().chain(self.right(v)) {
                if index[w as usize] == u32::MAX {
                    index[w as usize] = order.len() as u32;
                    order.push(w);
                }
            }
        }
        let map = |o: &[u32]| o.iter().map(|&w| index[w as usize]).collect::<Vec<_>>();
        let mut g = Graph {
            left: order.iter().map(|&v| map(self.left(v))).collect(),
            right: order.iter().map(|&v| map(self.right(v))).collect(),
        };
        g.tidy();
        (g, roots.iter().map(|&r| index[r as usize]).collect())
    }

    /// `−G`: Left's and Right's options swapped.
    pub fn negated(&self) -> Graph {
        Graph {
            left: self.right.clone(),
            right: self.left.clone(),
        }
    }

    /// Whether no vertex starts an infinite alternating sequence of moves
    /// (Left, Right, Left, … or Right, Left, …): a *stopper*.
    pub fn is_stopper(&self) -> bool {
        // The alternating graph: state 2v is "Left to move at v", 2v+1
        // "Right to move". A stopper's alternating graph is acyclic: peel
        // states without successors (Kahn) and see whether all go.
        let n = self.len();
        let succ = |s: usize| -> &[u32] {
            if s % 2 == 0 {
                &self.left[s / 2]
            } else {
                &self.right[s / 2]
            }
        };
        let mut pred: Vec<Vec<u32>> = vec![Vec::new(); 2 * n];
        let mut out = vec![0u32; 2 * n];
        for (s, count) in out.iter_mut().enumerate() {
            for &w in succ(s) {
                // Left to move at v goes to Right to move at w, and back.
                let t = 2 * w as usize + 1 - s % 2;
                pred[t].push(s as u32);
                *count += 1;
            }
        }
        let mut queue: Vec<usize> = (0..2 * n).filter(|&s| out[s] == 0).collect();
        let mut gone = 0;
        while let Some(s) = queue.pop() {
            gone += 1;
            for &p in &pred[s] {
                out[p as usize] -= 1;
                if out[p as usize] == 0 {
                    queue.push(p as usize);
                }
            }
        }
        gone == 2 * n
    }

    /// For each vertex, whether no cycle can be reached from it (its
    /// subgame is short).
    pub fn short_vertices(&self) -> Vec<bool> {
        let n = self.len();
        let mut pred: Vec<Vec<u32>> = vec![Vec::new(); n];
        let mut out = vec![0u32; n];
        for (v, count) in out.iter_mut().enumerate() {
            for &w in self.left[v].iter().chain(&self.right[v]) {
                pred[w as usize].push(v as u32);
                *count += 1;
            }
        }
        let mut short = vec![false; n];
        let mut queue: VecDeque<usize> = (0..n).filter(|&v| out[v] == 0).collect();
        while let Some(v) = queue.pop_front() {
            short[v] = true;
            for &p in &pred[v] {
                out[p as usize] -= 1;
                if out[p as usize] == 0 {
                    queue.push_back(p as usize);
                }
            }
        }
        short
    }

    /// The positions of `A + B` reachable from `(0, 0)` (start 0); the
    /// pair count is checked against [`MAX_VERTICES`] before the work.
    pub fn sum(a: &Graph, b: &Graph) -> Result<Graph, LoopyError> {
        let pairs = a.len() as u64 * b.len() as u64;
        if pairs > (MAX_VERTICES as u64) * 4 {
            return Err(LoopyError::TooLarge {
                what: "positions of a sum (vertices of one game times the other's)",
                size: pairs,
                limit: MAX_VERTICES as u64 * 4,
            });
        }
        let nb = b.len();
        let mut index = std::collections::HashMap::new();
        let mut order = vec![(0u32, 0u32)];
        index.insert((0u32, 0u32), 0u32);
        let mut g = Graph::default();
        let mut i = 0;
        while i < order.len() {
            let (x, y) = order[i];
            i += 1;
            let mut side = |xs: &[u32], ys: &[u32]| -> Result<Vec<u32>, LoopyError> {
                let moves = xs
                    .iter()
                    .map(|&x2| (x2, y))
                    .chain(ys.iter().map(|&y2| (x, y2)));
                let mut out = Vec::new();
                for p in moves {
                    let next = order.len() as u32;
                    let k = *index.entry(p).or_insert(next);
                    if k == next {
                        if order.len() >= MAX_VERTICES {
                            return Err(LoopyError::TooLarge {
                                what: "reachable positions of a sum",
                                size: (order.len() + 1) as u64,
                                limit: MAX_VERTICES as u64,
                            });
                        }
                        order.push(p);
                    }
                    out.push(k);
                }
                Ok(out)
            };
            let l = side(a.left(x), b.left(y))?;
            let r = side(a.right(x), b.right(y))?;
            g.left.push(l);
            g.right.push(r);
        }
        let _ = nb;
        g.tidy();
        Ok(g)
    }
}

impl Graph {
    /// Sorts and deduplicates the option lists of `v`.
    pub(crate) fn tidy_vertex(&mut self, v: u32) {
        for o in [&mut self.left[v as usize], &mut self.right[v as usize]] {
            o.sort_unstable();
            o.dedup();
        }
    }
}

impl Graph {
    /// The graph whose vertex `v` has the Left options `left[v]` and the
    /// Right options `right[v]` (start at vertex 0); refused when an option
    /// names no vertex, the two lists differ in length, or it has more than
    /// [`MAX_VERTICES`] vertices.
    pub fn from_options(left: Vec<Vec<u32>>, right: Vec<Vec<u32>>) -> Result<Graph, LoopyError> {
        let len = left.len();
        if len > MAX_VERTICES {
            return Err(LoopyError::TooLarge {
                what: "vertices of a game graph",
                size: len as u64,
                limit: MAX_VERTICES as u64,
            });
        }
        if len == 0 || right.len() != len {
            return Err(LoopyError::BadGraph {
                reason: "needs as many Right option lists as Left ones, at least one",
            });
        }
        if left
            .iter()
            .chain(&right)
            .flatten()
            .any(|&w| w as usize >= len)
        {
            return Err(LoopyError::BadGraph {
                reason: "an option names a vertex the graph does not have",
            });
        }
        let mut g = Graph { left, right };
        g.tidy();
        Ok(g)
    }
}
