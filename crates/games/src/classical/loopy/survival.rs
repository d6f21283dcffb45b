//! Who can force the other to be stuck: retrograde analysis (attractors) on
//! the positions of a sum `A + B` of two game graphs, with either player to
//! move. A player *survives* when the other cannot force him to be stuck;
//! infinite play is then survival for both.

use super::graph::Graph;
use super::LoopyError;

/// Most positions (pairs of vertices) one survival analysis may look at,
/// checked before it starts.
pub const MAX_PAIRS: u64 = 2_000_000;

/// The player who must not be stuck.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Victim {
    Left,
    Right,
}

/// The positions of `A + B` from which the hunter (the victim's opponent)
/// can force the victim to be stuck on the victim's turn.
pub(crate) struct Trap {
    nb: usize,
    /// Indexed by `2 (x nb + y) + m`; `m = 0`: the victim to move, `m = 1`:
    /// the hunter to move.
    caught: Vec<bool>,
}

impl Trap {
    /// Whether the hunter catches the victim from `x + y` with the victim
    /// (`victim_moves`) or the hunter to move.
    pub(crate) fn caught(&self, x: u32, y: u32, victim_moves: bool) -> bool {
        let s = 2 * (x as usize * self.nb + y as usize) + usize::from(!victim_moves);
        self.caught[s]
    }
}

fn reverse(opts: &[Vec<u32>]) -> Vec<Vec<u32>> {
    let mut rev = vec![Vec::new(); opts.len()];
    for (v, o) in opts.iter().enumerate() {
        for &w in o {
            rev[w as usize].push(v as u32);
        }
    }
    rev
}

/// Solves the sum `a + b` for the victim: which positions let the hunter
/// force the victim to be stuck.
pub(crate) fn trap(a: &Graph, b: &Graph, victim: Victim) -> Result<Trap, LoopyError> {
    let (na, nb) = (a.len(), b.len());
    let pairs = na as u64 * nb as u64;
    if pairs > MAX_PAIRS {
        return Err(LoopyError::TooLarge {
            what: "pairs of positions of a comparison or simplification",
            size: pairs,
            limit: MAX_PAIRS,
        });
    }
    let (va, ha, vb, hb) = match victim {
        Victim::Left => (&a.left, &a.right, &b.left, &b.right),
        Victim::Right => (&a.right, &a.left, &b.right, &b.left),
    };
    let (rva, rha, rvb, rhb) = (reverse(va), reverse(ha), reverse(vb), reverse(hb));
    let n = 2 * na * nb;
    let mut caught = vec![false; n];
    // Victim-to-move states: how many of the victim's moves are not yet
    // known to be caught.
    let mut left = vec![0u32; n];
    let mut queue = Vec::new();
    for (x, vx) in va.iter().enumerate() {
        for (y, vy) in vb.iter().enumerate() {
            let s = 2 * (x * nb + y);
            left[s] = (vx.len() + vy.len()) as u32;
            if left[s] == 0 {
                caught[s] = true;
                queue.push(s);
            }
        }
    }
    while let Some(s) = queue.pop() {
        let p = s / 2;
        let (x, y) = (p / nb, p % nb);
        if s % 2 == 0 {
            // Caught with the victim to move: the hunter moving here from
            // any predecessor catches.
            let preds = rha[x]
                .iter()
                .map(|&x2| x2 as usize * nb + y)
                .chain(rhb[y].iter().map(|&y2| x * nb + y2 as usize));
            for q in preds {
                let t = 2 * q + 1;
                if !caught[t] {
                    caught[t] = true;
                    queue.push(t);
                }
            }
        } else {
            let preds = rva[x]
                .iter()
                .map(|&x2| x2 as usize * nb + y)
                .chain(rvb[y].iter().map(|&y2| x * nb + y2 as usize));
            for q in preds {
                let t = 2 * q;
                if !caught[t] {
                    left[t] -= 1;
                    if left[t] == 0 {
                        caught[t] = true;
                        queue.push(t);
                    }
                }
            }
        }
    }
    Ok(Trap { nb, caught })
}

/// `a ≥ b` for stoppers (Siegel, *CGT*, Theorem VI.3.x): Left, moving
/// second in `a − b`, survives. Starts at vertex 0 of each.
pub(crate) fn ge(a: &Graph, b: &Graph) -> Result<bool, LoopyError> {
    let t = trap(a, &b.negated(), Victim::Left)?;
    Ok(!t.caught(0, 0, false))
}
