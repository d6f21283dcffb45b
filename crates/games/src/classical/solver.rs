//! The step-able solver that turns a position of a [`Ruleset`] into its
//! canonical form. It memoises components by their normalised key,
//! evaluates options bottom-up with an explicit stack (so [`Solver::step`]
//! can stop after a bounded amount of work, report progress and resume),
//! and builds canonical forms in a [`Universe`].

use serde::Serialize;

use crate::common::Player;

use super::memo::Memo;
use super::rulesets::Ruleset;
use super::universe::{Game, Universe};

/// How far a [`Solver`] has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Progress {
    /// Components whose value is known.
    pub solved: usize,
    /// How much of the position being solved is done, `root_done` of
    /// `root_total`: its options' parts whose values are known, refined by
    /// how far the part being solved is, four levels deep (a first option
    /// that holds most of the work still moves the bar).
    pub root_done: usize,
    pub root_total: usize,
    pub finished: bool,
}

impl Progress {
    /// The progress of a depth-first solve with `solved` values known,
    /// from its stack of frames (parts checked, parts), root first.
    pub(crate) fn of_stack(
        solved: usize,
        frames: impl Iterator<Item = (usize, usize)>,
    ) -> Progress {
        const SCALE: usize = 1_000_000;
        let (mut done, mut share, mut depth) = (0.0, 1.0, 0);
        for (cursor, parts) in frames {
            if depth < 4 {
                let n = parts.max(1) as f64;
                done += share * cursor.min(parts) as f64 / n;
                share /= n;
            }
            depth += 1;
        }
        let total = if depth == 0 { 0 } else { SCALE };
        Progress {
            solved,
            root_done: ((done * SCALE as f64) as usize).min(total),
            root_total: total,
            finished: depth == 0,
        }
    }
}

/// One component being evaluated: the normalised parts of all its
/// options, Left's first, flattened; option `k` is `parts[ends[k-1]..ends[k]]`.
struct Frame<P> {
    key: P,
    parts: Vec<(P, bool)>,
    /// The values of `parts[..cursor]`, read from the memo once.
    values: Vec<Game>,
    ends: Vec<usize>,
    /// How many of the options are Left's.
    left: usize,
    /// Next part to check in the memo.
    cursor: usize,
}

/// Evaluates positions of a ruleset to canonical forms, memoising
/// components; resumable in bounded steps.
pub struct Solver<R: Ruleset> {
    pub rules: R,
    memo: Memo<R::Position>,
    stack: Vec<Frame<R::Position>>,
    /// The parts of the position asked for by [`Solver::start`].
    target: Vec<(R::Position, bool)>,
    /// Vectors of finished frames, for the next ones.
    spare: Vec<Spare<R::Position>>,
}

/// A finished [`Frame`]'s emptied `parts`, `values` and `ends`.
type Spare<P> = (Vec<(P, bool)>, Vec<Game>, Vec<usize>);

impl<R: Ruleset> Solver<R> {
    pub fn new(rules: R) -> Solver<R> {
        Solver {
            rules,
            memo: Memo::default(),
            stack: Vec::new(),
            target: Vec::new(),
            spare: Vec::new(),
        }
    }

    /// Components solved so far.
    pub fn solved(&self) -> usize {
        self.memo.len()
    }

    fn parts(&self, p: &R::Position) -> Vec<(R::Position, bool)> {
        self.rules
            .components(p)
            .iter()
            .map(|c| self.rules.normalize(c))
            .collect()
    }

    /// Sets the position to evaluate with [`Solver::step`].
    pub fn start(&mut self, p: &R::Position) {
        self.stack.clear();
        self.target = self.parts(p);
    }

    /// Does at most `budget` units of work (one unit: one position
    /// expanded or finished). Returns the value once known.
    pub fn step(&mut self, u: &mut Universe, budget: usize) -> Option<Game> {
        for _ in 0..budget {
            if self.stack.is_empty() {
                match self
                    .target
                    .iter()
                    .find(|(k, _)| self.memo.get(&self.rules, k).is_none())
                {
                    Some((k, _)) => {
                        let k = k.clone();
                        self.push(k);
                    }
                    None => return Some(self.sum(u, &self.target.clone())),
                }
                continue;
            }
            self.advance(u);
        }
        None
    }

    fn push(&mut self, key: R::Position) {
        // A finished frame's vectors are reused (no allocation per position).
        let (mut parts, mut values, mut ends) = self.spare.pop().unwrap_or_default();
        let mut left = 0;
        for player in Player::BOTH {
            self.rules.option_parts(&key, player, &mut parts, &mut ends);
            if player == Player::Left {
                left = ends.len();
            }
        }
        values.reserve(parts.len());
        self.stack.push(Frame {
            key,
            values,
            parts,
            ends,
            left,
            cursor: 0,
        });
    }

    /// Moves the top frame on: pushes its first unknown part, or finishes it.
    fn advance(&mut self, u: &mut Universe) {
        let top = self.stack.last_mut().expect("a frame");
        while let Some((part, _)) = top.parts.get(top.cursor) {
            match self.memo.get(&self.rules, part) {
                Some(g) => top.values.push(g),
                None => break,
            }
            top.cursor += 1;
        }
        if top.cursor < top.parts.len() {
            let k = top.parts[top.cursor].0.clone();
            self.push(k);
            return;
        }
        let mut frame = self.stack.pop().expect("a frame");
        let mut left = Vec::with_capacity(frame.left);
        let mut right = Vec::with_capacity(frame.ends.len() - frame.left);
        let mut start = 0;
        for (k, &end) in frame.ends.iter().enumerate() {
            let parts = frame.parts[start..end].iter().map(|(_, neg)| *neg);
            let g = sum_of(u, frame.values[start..end].iter().copied().zip(parts));
            if k < frame.left {
                left.push(g);
            } else {
                right.push(g);
            }
            start = end;
        }
        let g = u.canon(left, right);
        self.memo.insert(&self.rules, frame.key, g);
        frame.parts.clear();
        frame.values.clear();
        frame.ends.clear();
        self.spare.push((frame.parts, frame.values, frame.ends));
    }

    /// The sum of known parts, negating the transposed ones.
    fn sum(&self, u: &mut Universe, parts: &[(R::Position, bool)]) -> Game {
        sum_of(
            u,
            parts
                .iter()
                .map(|(k, neg)| (self.memo.get(&self.rules, k).expect("solved"), *neg)),
        )
    }

    /// How far the current evaluation has got.
    pub fn progress(&self) -> Progress {
        let levels = self.stack.iter().map(|f| (f.cursor, f.parts.len()));
        Progress::of_stack(self.memo.len(), levels)
    }

    /// The value of a position, evaluated to the end.
    pub fn value(&mut self, u: &mut Universe, p: &R::Position) -> Game {
        self.start(p);
        loop {
            if let Some(g) = self.step(u, 1 << 16) {
                return g;
            }
        }
    }
}

/// The sum of values, each negated when marked (a transposed part).
fn sum_of(u: &mut Universe, values: impl Iterator<Item = (Game, bool)>) -> Game {
    let mut total = Universe::ZERO;
    for (mut g, neg) in values {
        if neg {
            g = u.neg(g);
        }
        total = u.add(total, g);
    }
    total
}
