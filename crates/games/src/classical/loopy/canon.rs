//! Canonical stoppers (dominated options removed, reversible ones bypassed,
//! equal positions fused) and the sides of other games by sidling with a
//! check.

use super::graph::Graph;
use super::survival::{trap, Victim};
use super::LoopyError;

/// Most rounds of simplification (each removes, bypasses or fuses, or ends
/// it).
const MAX_ROUNDS: usize = 64;
/// Most rounds of sidling before a game's sides are declared unsettled.
pub const MAX_SIDLING_ROUNDS: usize = 48;
/// Most work of one sidling (the squares of the sizes of the graphs it
/// simplifies, counted as it goes): past it, the game is refused.
pub const MAX_SIDLING_WORK: u64 = 5_000_000;

/// `a = b` for stoppers (vertex 0 of each): `a ≥ b` and `b ≥ a`.
pub(crate) fn equal(a: &Graph, b: &Graph) -> Result<bool, LoopyError> {
    if a == b {
        return Ok(true);
    }
    Ok(super::survival::ge(a, b)? && super::survival::ge(b, a)?)
}

/// The options of `opts` that no other one dominates (`better(b, a)`: `b`
/// is at least as good as `a`); of equal ones the first stays.
fn undominated(opts: &[u32], better: impl Fn(u32, u32) -> bool) -> Vec<u32> {
    opts.iter()
        .copied()
        .filter(|&a| {
            !opts
                .iter()
                .any(|&b| b != a && better(b, a) && (!better(a, b) || b < a))
        })
        .collect()
}

/// The simplest form of the stopper at vertex 0 of `g` (Siegel, *CGT*,
/// ch. VI.4): dominated options removed, reversible options bypassed,
/// positions of equal value fused, until none is left; start at 0.
pub(crate) fn canonical(g: &Graph) -> Result<Graph, LoopyError> {
    let (s, at) = simplify(g, &[0])?;
    Ok(s.reachable(at[0]))
}

/// Every position of the stopper `g` reachable from `roots` in its
/// simplest form ([`canonical`]'s steps), and where each root went: the
/// canonical form of root `k` is the part reachable from the `k`-th vertex
/// returned.
///
/// Every step keeps the value of every position, so the comparisons of one
/// round stay true while its options change; each round ends with the
/// fusion and the next one compares afresh.
pub(crate) fn simplify(g: &Graph, roots: &[u32]) -> Result<(Graph, Vec<u32>), LoopyError> {
    let (mut g, mut at) = g.restrict(roots);
    for _ in 0..MAX_ROUNDS {
        let n = g.len();
        let t = trap(&g, &g.negated(), Victim::Left)?;
        let ge = |u: u32, v: u32| !t.caught(u, v, false);
        let mut changed = false;
        // Bypasses may feed each other in a loop: a bound keeps the round
        // finite (the form is still equal, only maybe not simplest).
        let mut budget = 4 * n * n + 16;
        for v in 0..n as u32 {
            loop {
                let l = undominated(g.left(v), ge);
                let r = undominated(g.right(v), |b, a| ge(a, b));
                if l.len() != g.left(v).len() || r.len() != g.right(v).len() {
                    changed = true;
                }
                g.left[v as usize] = l;
                g.right[v as usize] = r;
                if budget == 0 {
                    break;
                }
                if let Some(new) = bypass(&g, v, true, &ge) {
                    g.left[v as usize] = new;
                } else if let Some(new) = bypass(&g, v, false, &ge) {
                    g.right[v as usize] = new;
                } else {
                    break;
                }
                budget -= 1;
                changed = true;
            }
        }
        // Fuse equal positions into the first of them.
        let rep: Vec<u32> = (0..n as u32)
            .map(|v| (0..v).find(|&u| ge(u, v) && ge(v, u)).unwrap_or(v))
            .collect();
        if rep.iter().enumerate().any(|(v, &r)| r != v as u32) {
            changed = true;
            for o in g.left.iter_mut().chain(g.right.iter_mut()) {
                for w in o.iter_mut() {
                    *w = rep[*w as usize];
                }
            }
        }
        let fused: Vec<u32> = at.iter().map(|&a| rep[a as usize]).collect();
        (g, at) = g.restrict(&fused);
        if !changed {
            break;
        }
    }
    Ok((g, at))
}

/// The options of `v` on one side (`left`) with one reversible option
/// bypassed, if one is: a Left option `a` with a Right option `a^R ≤ v` is
/// replaced by the Left options of `a^R` (mirror for Right).
fn bypass(g: &Graph, v: u32, left: bool, ge: &impl Fn(u32, u32) -> bool) -> Option<Vec<u32>> {
    let (mine, theirs) = if left {
        (&g.left, &g.right)
    } else {
        (&g.right, &g.left)
    };
    for &a in &mine[v as usize] {
        for &b in &theirs[a as usize] {
            let reverses = if left { ge(v, b) } else { ge(b, v) };
            if !reverses {
                continue;
            }
            let mut new: Vec<u32> = mine[v as usize]
                .iter()
                .copied()
                .filter(|&x| x != a)
                .collect();
            new.extend(mine[b as usize].iter().copied());
            new.sort_unstable();
            new.dedup();
            if new != mine[v as usize] {
                return Some(new);
            }
        }
    }
    None
}

/// The onside of the game at vertex 0 of `g` (not a stopper) by *sidling*
/// (Winning Ways, ch. 11), or `None` when it does not settle: every
/// position `v` whose game is a stopper keeps its canonical form, the
/// others start at `σ₀(v) = on`, then
/// `σₖ₊₁(v) = {σₖ(v^L) | σₖ(v^R)}` in canonical form, until a round
/// changes no position (equality of stoppers) or [`MAX_SIDLING_ROUNDS`]
/// pass. The map is monotone and the start is above its greatest fixed
/// point, so a round that changes nothing has reached that fixed point,
/// which is `v ↦ v⁺`. The sequence may also only converge in the limit
/// (`{pass,1|pass,-1}`): then `None`.
pub(crate) fn sidle(g: &Graph) -> Result<Option<Graph>, LoopyError> {
    let n = g.len();
    let start = Graph::on();
    // A position whose game is a stopper is its own side: it starts (and
    // stays) there, which is still above the greatest fixed point.
    let mut sig = Vec::with_capacity(n);
    let mut fixed = Vec::with_capacity(n);
    for v in 0..n as u32 {
        let sub = g.reachable(v);
        let stopper = sub.is_stopper();
        sig.push(if stopper {
            canonical(&sub)?
        } else {
            start.clone()
        });
        fixed.push(stopper);
    }
    let mut work = 0u64;
    for _ in 0..MAX_SIDLING_ROUNDS {
        let mut next = Vec::with_capacity(n);
        for v in 0..n as u32 {
            if fixed[v as usize] {
                next.push(sig[v as usize].clone());
                continue;
            }
            let mut h = Graph::zero();
            let mut l = Vec::new();
            for &w in g.left(v) {
                l.push(h.append(&sig[w as usize])?);
            }
            let mut r = Vec::new();
            for &w in g.right(v) {
                r.push(h.append(&sig[w as usize])?);
            }
            h.left[0] = l;
            h.right[0] = r;
            h.tidy();
            work += (h.len() as u64).pow(2);
            if work > MAX_SIDLING_WORK {
                return Err(LoopyError::TooLarge {
                    what: "work of sidling (pairs of positions compared)",
                    size: work,
                    limit: MAX_SIDLING_WORK,
                });
            }
            next.push(canonical(&h)?);
        }
        let mut settled = true;
        for (a, b) in next.iter().zip(&sig) {
            if !equal(a, b)? {
                settled = false;
                break;
            }
        }
        sig = next;
        if settled {
            return Ok(Some(sig.swap_remove(0)));
        }
    }
    Ok(None)
}
