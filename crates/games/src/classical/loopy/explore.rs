//! The positions reachable from a position of a loopy ruleset (both
//! players' moves from every position: a CGT position carries no turn),
//! numbered in breadth-first order from 0, with each position's Left and
//! Right options as lists of numbers ([`Csr`]); and the retrograde outcome
//! solver over them ([`Retrograde`]), with each settled state's
//! remoteness (moves to the end under best play).

use std::hash::Hash;

use crate::common::{FxMixMap, Player};

/// Option lists of every position, packed: the options of `v` are
/// `to[start[v]..start[v + 1]]`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Csr {
    pub start: Vec<u32>,
    pub to: Vec<u32>,
}

impl Csr {
    fn new() -> Csr {
        Csr {
            start: vec![0],
            to: Vec::new(),
        }
    }

    pub fn of(&self, v: usize) -> &[u32] {
        &self.to[self.start[v] as usize..self.start[v + 1] as usize]
    }

    /// The reverse lists: `w → v` for every option `w` of `v`.
    fn reversed(&self, n: usize) -> Csr {
        let mut start = vec![0u32; n + 1];
        for &w in &self.to {
            start[w as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut to = vec![0u32; self.to.len()];
        for v in 0..n {
            for &w in self.of(v) {
                to[fill[w as usize] as usize] = v as u32;
                fill[w as usize] += 1;
            }
        }
        Csr { start, to }
    }
}

/// The positions reachable from a start (number 0) and their options.
pub(crate) struct Explored {
    pub left: Csr,
    pub right: Csr,
}

impl Explored {
    pub fn len(&self) -> usize {
        self.left.start.len() - 1
    }
}

/// Why an exploration ended early.
pub(crate) enum Halt<E> {
    /// More than this many positions are reachable.
    TooMany(usize),
    /// `stop` said stop.
    Stopped,
    /// The ruleset failed (a script).
    Failed(E),
}

/// How many positions are explored between two calls of `stop`.
pub(crate) const SLICE: usize = 1 << 16;

/// Every position reachable from `start`, at most `limit` of them, and
/// the positions by number (`start` is 0); `stop(positions so far)` is
/// asked every [`SLICE`] positions. The options of a position are listed
/// in the order `options` gives them.
pub(crate) fn explore<S: Clone + Eq + Hash, E>(
    start: S,
    mut options: impl FnMut(&S, Player) -> Result<Vec<S>, E>,
    limit: usize,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Result<(Explored, Vec<S>), Halt<E>> {
    let mut index: FxMixMap<S, u32> = FxMixMap::default();
    let mut order = vec![start.clone()];
    index.insert(start, 0);
    let (mut left, mut right) = (Csr::new(), Csr::new());
    let mut i = 0;
    while i < order.len() {
        if i % SLICE == SLICE - 1 && stop(i as u64) {
            return Err(Halt::Stopped);
        }
        for (who, lists) in [(Player::Left, &mut left), (Player::Right, &mut right)] {
            for p in options(&order[i], who).map_err(Halt::Failed)? {
                let next = order.len() as u32;
                let k = *index.entry(p.clone()).or_insert(next);
                if k == next {
                    if order.len() >= limit {
                        return Err(Halt::TooMany(limit));
                    }
                    order.push(p);
                }
                lists.to.push(k);
            }
            lists.start.push(lists.to.len() as u32);
        }
        i += 1;
    }
    Ok((Explored { left, right }, order))
}

/// Who wins each position with each player to move, and in how many
/// moves: retrograde analysis (linear in the moves). A player to move with
/// no move loses; a position whose result is never settled is a draw (play
/// goes on for ever). States are settled in order of their remoteness (a
/// first-in first-out queue from the ends, which all have remoteness 0),
/// so a won state's remoteness is one more than its nearest lost option's
/// (the winner hurries) and a lost state's one more than its farthest won
/// option's (the loser delays), as in Winning Ways, chapter 9.
pub(crate) struct Retrograde {
    /// Indexed by `2 v + m` (`m = 0`: Left to move): 0 unsettled (a
    /// draw), 1 the player to move wins, 2 the player to move loses.
    result: Vec<u8>,
    /// The remoteness of each settled state (0 where unsettled).
    remote: Vec<u32>,
}

const WIN: u8 = 1;
const LOSS: u8 = 2;

impl Retrograde {
    /// Solves `e`; `None` when `stop(states settled)` says stop (asked
    /// every [`SLICE`] states).
    pub fn solve(e: &Explored, stop: &mut dyn FnMut(u64) -> bool) -> Option<Retrograde> {
        let n = e.len();
        // Left to move at v (2v) goes to Right to move at w (2w + 1) for
        // each Left option w; so the states that reach 2w + 1 are the 2v
        // with w among v's Left options, and those reaching 2w are the
        // 2v + 1 with w among v's Right options.
        let from_left = e.left.reversed(n);
        let from_right = e.right.reversed(n);
        let mut count: Vec<u32> = (0..2 * n)
            .map(|s| {
                let lists = if s % 2 == 0 { &e.left } else { &e.right };
                lists.of(s / 2).len() as u32
            })
            .collect();
        let mut result = vec![0u8; 2 * n];
        let mut remote = vec![0u32; 2 * n];
        // Settled states in the order they were settled; `head` is the
        // next to propagate.
        let mut queue: Vec<u32> = Vec::new();
        for (s, &c) in count.iter().enumerate() {
            if c == 0 {
                result[s] = LOSS;
                queue.push(s as u32);
            }
        }
        let mut head = 0usize;
        while let Some(&s) = queue.get(head) {
            head += 1;
            if head % SLICE == 0 && stop(head as u64) {
                return None;
            }
            let (w, m) = (s as usize / 2, s % 2);
            // The states one move before s: the other player to move.
            let (preds, pm) = if m == 1 {
                (from_left.of(w), 0)
            } else {
                (from_right.of(w), 1)
            };
            let next = remote[s as usize] + 1;
            for &v in preds {
                let p = 2 * v as usize + pm;
                if result[p] != 0 {
                    continue;
                }
                if result[s as usize] == LOSS {
                    result[p] = WIN;
                    remote[p] = next;
                    queue.push(p as u32);
                } else {
                    count[p] -= 1;
                    if count[p] == 0 {
                        result[p] = LOSS;
                        remote[p] = next;
                        queue.push(p as u32);
                    }
                }
            }
        }
        Some(Retrograde { result, remote })
    }

    /// The winner at `v` with `mover` to move, `None` for a draw.
    pub fn winner(&self, v: usize, mover: Player) -> Option<Player> {
        match self.result[2 * v + mover.index()] {
            WIN => Some(mover),
            LOSS => Some(mover.other()),
            _ => None,
        }
    }

    /// The remoteness at `v` with `mover` to move (odd: the mover wins,
    /// even: the mover loses), `None` for a draw.
    pub fn remoteness(&self, v: usize, mover: Player) -> Option<u32> {
        let s = 2 * v + mover.index();
        (self.result[s] != 0).then_some(self.remote[s])
    }
}
