//! Sides of games that are not stoppers: a candidate onside (Right's moves
//! that continue an alternating cycle cut away, or sidling's fixed point),
//! accepted only with a proof that it is the onside. Offsides by symmetry:
//! `G⁻ = −((−G)⁺)`.

use super::canon::{canonical, sidle};
use super::graph::Graph;
use super::survival::{trap, Victim};
use super::LoopyError;

/// The onside (`on_side`) or offside of the game at vertex 0 of `g`, a
/// canonical stopper; see the module docs of `loopy` for the method.
pub(crate) fn side(g: &Graph, on_side: bool) -> Result<Graph, LoopyError> {
    let g = g.reachable(0);
    if g.is_stopper() {
        return canonical(&g);
    }
    if !on_side {
        return onside(&g.negated(), "offside").map(|s| s.negated());
    }
    onside(&g, "onside")
}

fn onside(g: &Graph, name: &'static str) -> Result<Graph, LoopyError> {
    let cut = canonical(&cut(g))?;
    if proven_onside(g, &cut)? {
        return Ok(cut);
    }
    match sidle(g)? {
        Some(s) => {
            // Sidling's settled fixed point is the onside (see `sidle`);
            // that Left survives `G − S` is checked as a guard.
            if trap(g, &s.negated(), Victim::Left)?.caught(0, 0, false) {
                return Err(LoopyError::SidesNotSettled { side: name });
            }
            Ok(s)
        }
        None => Err(LoopyError::SidesNotSettled { side: name }),
    }
}

/// `g` without the Right moves that continue an infinite alternating
/// sequence (a Right edge inside a strongly connected part of the
/// alternating graph): a stopper, and the onside's first guess, since in
/// the onside such play is Left's.
fn cut(g: &Graph) -> Graph {
    let comp = alternating_components(g);
    let mut c = g.clone();
    for (v, r) in c.right.iter_mut().enumerate() {
        r.retain(|&w| comp[2 * v + 1] != comp[2 * w as usize]);
    }
    c
}

/// Strongly connected components of the alternating graph (state `2v`:
/// Left to move at `v`, `2v + 1`: Right to move), by Kosaraju's two
/// passes, both iterative.
fn alternating_components(g: &Graph) -> Vec<u32> {
    let n = 2 * g.len();
    let succ = |s: usize| -> Vec<usize> {
        let v = s / 2;
        if s % 2 == 0 {
            g.left[v].iter().map(|&w| 2 * w as usize + 1).collect()
        } else {
            g.right[v].iter().map(|&w| 2 * w as usize).collect()
        }
    };
    let mut pred = vec![Vec::new(); n];
    for s in 0..n {
        for t in succ(s) {
            pred[t].push(s);
        }
    }
    let mut seen = vec![false; n];
    let mut order = Vec::with_capacity(n);
    for root in 0..n {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut stack = vec![(root, succ(root), 0usize)];
        while let Some((s, next, i)) = stack.last_mut() {
            if *i < next.len() {
                let t = next[*i];
                *i += 1;
                if !seen[t] {
                    seen[t] = true;
                    let nt = succ(t);
                    stack.push((t, nt, 0));
                }
            } else {
                order.push(*s);
                stack.pop();
            }
        }
    }
    let mut comp = vec![u32::MAX; n];
    let mut id = 0;
    for &root in order.iter().rev() {
        if comp[root] != u32::MAX {
            continue;
        }
        comp[root] = id;
        let mut stack = vec![root];
        while let Some(s) = stack.pop() {
            for &p in &pred[s] {
                if comp[p] == u32::MAX {
                    comp[p] = id;
                    stack.push(p);
                }
            }
        }
        id += 1;
    }
    comp
}

/// Whether the stopper `c` is the onside of `g` (vertex 0 of each):
///
/// - `c ≤ G⁺`: Left survives `G − c` moving second (for stoppers `X`,
///   `X ≤ G⁺` iff Left survives `G − X` moving second; Siegel, *CGT*,
///   ch. VI);
/// - `c ≥ G⁺`: Left's survival in `G − X` carries over to `c − X` for
///   every `X`, shown by a *simulation*: the greatest relation `ρ` between
///   positions of `G` and of `c` such that, for `(v, x)` in `ρ`, every
///   Left move `v → v^L` is answered by some `x → x^L` with
///   `(v^L, x^L)` in `ρ`, and every Right move `x → x^R` either is
///   matched by some `v → v^R` with `(v^R, x^R)` in `ρ` or is answered by
///   Left at once, `x^R → x^{RL}` with `(v, x^{RL})` in `ρ`; a position
///   `v` whose game is a stopper is related to `x` exactly when `v ≤ x`.
///   Left, copying her survival strategy of `G − X` into `c − X` through
///   `ρ`, always has a move; play that goes on forever is survival.
pub(crate) fn proven_onside(g: &Graph, c: &Graph) -> Result<bool, LoopyError> {
    if trap(g, &c.negated(), Victim::Left)?.caught(0, 0, false) {
        return Ok(false);
    }
    let (n, m) = (g.len(), c.len());
    let stopper: Vec<bool> = (0..n as u32).map(|v| g.reachable(v).is_stopper()).collect();
    let above = trap(c, &g.negated(), Victim::Left)?;
    let mut rel = vec![true; n * m];
    for v in 0..n {
        if stopper[v] {
            for x in 0..m {
                rel[v * m + x] = !above.caught(x as u32, v as u32, false);
            }
        }
    }
    let at = |rel: &[bool], v: u32, x: u32| rel[v as usize * m + x as usize];
    // Each pass looks at every pair; a relation that is still shrinking
    // after this many passes is given up (not proven: the caller goes on).
    for _ in 0..MAX_SIMULATION_PASSES {
        let mut changed = false;
        for v in (0..n as u32).filter(|&v| !stopper[v as usize]) {
            for x in 0..m as u32 {
                if !at(&rel, v, x) {
                    continue;
                }
                let rights = c.right(x).iter().all(|&xr| {
                    g.right(v).iter().any(|&vr| at(&rel, vr, xr))
                        || c.left(xr).iter().any(|&xrl| at(&rel, v, xrl))
                });
                let lefts = g
                    .left(v)
                    .iter()
                    .all(|&vl| c.left(x).iter().any(|&xl| at(&rel, vl, xl)));
                if !(rights && lefts) {
                    rel[v as usize * m + x as usize] = false;
                    changed = true;
                }
            }
        }
        if !changed {
            return Ok(rel[0]);
        }
    }
    Ok(false)
}

/// Most passes of the simulation's refinement.
const MAX_SIMULATION_PASSES: usize = 256;
