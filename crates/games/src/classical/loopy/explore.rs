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
    /// The ruleset failed (a script).
    Failed(E),
}

/// How many positions are explored between two calls of `stop`.
pub(crate) const SLICE: usize = 1 << 16;

/// An exploration in progress, a given number of positions a step: the positions found
/// so far, numbered in the order found, and the option lists of the first
/// [`Explorer::explored`] of them.
pub(crate) struct Explorer<S> {
    index: FxMixMap<S, u32>,
    order: Vec<S>,
    left: Csr,
    right: Csr,
    /// The next position whose options are listed.
    i: usize,
    limit: usize,
}

impl<S: Clone + Eq + Hash> Explorer<S> {
    /// An exploration from `start` (number 0) of at most `limit` positions.
    pub fn new(start: S, limit: usize) -> Explorer<S> {
        let mut index: FxMixMap<S, u32> = FxMixMap::default();
        index.insert(start.clone(), 0);
        Explorer {
            index,
            order: vec![start],
            left: Csr::new(),
            right: Csr::new(),
            i: 0,
            limit,
        }
    }

    /// Positions whose options are listed.
    pub fn explored(&self) -> usize {
        self.i
    }

    /// Lists the options of up to `budget` more positions; `Ok(true)` once
    /// every reachable position's are.
    pub fn step<E>(
        &mut self,
        options: &mut impl FnMut(&S, Player) -> Result<Vec<S>, E>,
        budget: usize,
    ) -> Result<bool, Halt<E>> {
        let end = self.i.saturating_add(budget);
        while self.i < self.order.len() && self.i < end {
            for who in [Player::Left, Player::Right] {
                let found = options(&self.order[self.i], who).map_err(Halt::Failed)?;
                let lists = match who {
                    Player::Left => &mut self.left,
                    Player::Right => &mut self.right,
                };
                for p in found {
                    let next = self.order.len() as u32;
                    let k = *self.index.entry(p.clone()).or_insert(next);
                    if k == next {
                        if self.order.len() >= self.limit {
                            return Err(Halt::TooMany(self.limit));
                        }
                        self.order.push(p);
                    }
                    lists.to.push(k);
                }
                lists.start.push(lists.to.len() as u32);
            }
            self.i += 1;
        }
        Ok(self.i == self.order.len())
    }

    /// The finished exploration and the positions by number (taken out:
    /// the explorer is left empty).
    pub fn finish(&mut self) -> (Explored, Vec<S>) {
        self.index = FxMixMap::default();
        let e = Explored {
            left: std::mem::take(&mut self.left),
            right: std::mem::take(&mut self.right),
        };
        (e, std::mem::take(&mut self.order))
    }
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

/// A retrograde analysis in progress, a given number of states a step.
/// It keeps only the reversed option lists: the exploration may go once
/// it is built.
pub(crate) struct RetroRun {
    from_left: Csr,
    from_right: Csr,
    /// Options of each state not yet known to be won for their mover.
    count: Vec<u32>,
    result: Vec<u8>,
    remote: Vec<u32>,
    /// Settled states in the order they were settled; `head` is the next
    /// to propagate.
    queue: Vec<u32>,
    head: usize,
}

impl RetroRun {
    pub fn new(e: &Explored) -> RetroRun {
        let n = e.len();
        // Left to move at v (2v) goes to Right to move at w (2w + 1) for
        // each Left option w; so the states that reach 2w + 1 are the 2v
        // with w among v's Left options, and those reaching 2w are the
        // 2v + 1 with w among v's Right options.
        let count: Vec<u32> = (0..2 * n)
            .map(|s| {
                let lists = if s % 2 == 0 { &e.left } else { &e.right };
                lists.of(s / 2).len() as u32
            })
            .collect();
        let mut result = vec![0u8; 2 * n];
        let mut queue: Vec<u32> = Vec::new();
        for (s, &c) in count.iter().enumerate() {
            if c == 0 {
                result[s] = LOSS;
                queue.push(s as u32);
            }
        }
        RetroRun {
            from_left: e.left.reversed(n),
            from_right: e.right.reversed(n),
            count,
            result,
            remote: vec![0u32; 2 * n],
            queue,
            head: 0,
        }
    }

    /// States propagated so far (each settled state is, once).
    pub fn settled(&self) -> usize {
        self.head
    }

    /// Propagates up to `budget` more settled states; true once none is
    /// left (every state not settled then is a draw).
    pub fn step(&mut self, budget: usize) -> bool {
        let end = self.head.saturating_add(budget);
        while self.head < end {
            let Some(&s) = self.queue.get(self.head) else {
                return true;
            };
            self.head += 1;
            let (w, m) = (s as usize / 2, s % 2);
            // The states one move before s: the other player to move.
            let (preds, pm) = if m == 1 {
                (self.from_left.of(w), 0)
            } else {
                (self.from_right.of(w), 1)
            };
            let next = self.remote[s as usize] + 1;
            let lost = self.result[s as usize] == LOSS;
            for &v in preds {
                let p = 2 * v as usize + pm;
                if self.result[p] != 0 {
                    continue;
                }
                if lost {
                    self.result[p] = WIN;
                } else {
                    self.count[p] -= 1;
                    if self.count[p] != 0 {
                        continue;
                    }
                    self.result[p] = LOSS;
                }
                self.remote[p] = next;
                self.queue.push(p as u32);
            }
        }
        self.head == self.queue.len()
    }

    /// The solution, once [`RetroRun::step`] said it is done (taken out:
    /// the run is left empty).
    pub fn finish(&mut self) -> Retrograde {
        Retrograde {
            result: std::mem::take(&mut self.result),
            remote: std::mem::take(&mut self.remote),
        }
    }
}

impl Retrograde {
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
