//! The step-able solver that turns a position of a [`Ruleset`] into its
//! canonical form. It memoises components by their normalised key,
//! evaluates options bottom-up with an explicit stack (so [`Solver::step`]
//! can stop after a bounded amount of work, report progress and resume),
//! and builds canonical forms in a [`Universe`].
//!
//! The depth-first search ([`Search`]) is generic over what a finished
//! component becomes: its canonical form here, or its number in order of
//! finishing in the native pipeline (`super::pipeline`), which runs the
//! search on a thread of its own and the canonical forms on the caller's.
//! Both finish components in the same order and build the forms with
//! [`options_value`], so the universe they fill is the same.

use serde::Serialize;

use crate::common::Player;

use super::memo::{Handle, Memo};
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
struct Frame<P, V> {
    key: P,
    parts: Vec<(P, bool)>,
    /// The values of `parts[..cursor]`, read from the memo once.
    values: Vec<V>,
    ends: Vec<usize>,
    /// How many of the options are Left's.
    left: usize,
    /// Next part to check in the memo.
    cursor: usize,
}

/// A finished frame's emptied `parts`, `values` and `ends`.
type Spare<P, V> = (Vec<(P, bool)>, Vec<V>, Vec<usize>);

/// A component whose options' parts are all known, as handed to the
/// search's finisher: option `k` is `parts[ends[k-1]..ends[k]]` (each part
/// negated when its flag says so), Left's `left` options first.
pub(crate) struct Finished<'a, P, V> {
    pub parts: &'a [(P, bool)],
    pub values: &'a [V],
    pub ends: &'a [usize],
    pub left: usize,
}

/// The depth-first search over a ruleset's components, memoised by their
/// normalised key, in bounded steps; a finished component's value is what
/// the finisher passed to [`Search::step`] makes of its options.
pub(crate) struct Search<R: Ruleset, V> {
    pub(crate) rules: R,
    memo: Memo<R::Position, V>,
    stack: Vec<Frame<R::Position, V>>,
    /// The parts of the position asked for by [`Search::start`].
    target: Vec<(R::Position, bool)>,
    /// Vectors of finished frames, for the next ones.
    spare: Vec<Spare<R::Position, V>>,
}

impl<R: Ruleset, V: Handle> Search<R, V> {
    pub(crate) fn new(rules: R) -> Search<R, V> {
        Search {
            rules,
            memo: Memo::default(),
            stack: Vec::new(),
            target: Vec::new(),
            spare: Vec::new(),
        }
    }

    /// Components solved so far.
    pub(crate) fn solved(&self) -> usize {
        self.memo.len()
    }

    /// Sets the position to evaluate with [`Search::step`].
    pub(crate) fn start(&mut self, p: &R::Position) {
        self.stack.clear();
        self.target = self
            .rules
            .components(p)
            .iter()
            .map(|c| self.rules.normalize(c))
            .collect();
    }

    /// Does at most `budget` units of work (one unit: one position
    /// expanded or finished); `true` once every part of the position is
    /// known ([`Search::target`]).
    pub(crate) fn step(
        &mut self,
        budget: usize,
        finish: &mut impl FnMut(Finished<'_, R::Position, V>) -> V,
    ) -> bool {
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
                    None => return true,
                }
                continue;
            }
            self.advance(finish);
        }
        false
    }

    /// The values of the position's parts, each with whether it is
    /// negated, once [`Search::step`] returned `true`.
    pub(crate) fn target(&self) -> impl Iterator<Item = (V, bool)> + '_ {
        self.target
            .iter()
            .map(|(k, neg)| (self.memo.get(&self.rules, k).expect("solved"), *neg))
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
        for (part, _) in &parts {
            self.memo.prefetch(&self.rules, part);
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
    fn advance(&mut self, finish: &mut impl FnMut(Finished<'_, R::Position, V>) -> V) {
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
        let value = finish(Finished {
            parts: &frame.parts,
            values: &frame.values,
            ends: &frame.ends,
            left: frame.left,
        });
        self.memo.insert(&self.rules, frame.key, value);
        frame.parts.clear();
        frame.values.clear();
        frame.ends.clear();
        self.spare.push((frame.parts, frame.values, frame.ends));
    }

    /// How far the current evaluation has got.
    pub(crate) fn progress(&self) -> Progress {
        let levels = self.stack.iter().map(|f| (f.cursor, f.parts.len()));
        Progress::of_stack(self.memo.len(), levels)
    }
}

/// Evaluates positions of a ruleset to canonical forms, memoising
/// components; resumable in bounded steps.
pub struct Solver<R: Ruleset> {
    search: Search<R, Game>,
}

impl<R: Ruleset> Solver<R> {
    pub fn new(rules: R) -> Solver<R> {
        Solver {
            search: Search::new(rules),
        }
    }

    /// The ruleset.
    pub fn rules(&self) -> &R {
        &self.search.rules
    }

    /// Components solved so far.
    pub fn solved(&self) -> usize {
        self.search.solved()
    }

    /// Sets the position to evaluate with [`Solver::step`].
    pub fn start(&mut self, p: &R::Position) {
        self.search.start(p);
    }

    /// Does at most `budget` units of work (one unit: one position
    /// expanded or finished). Returns the value once known.
    pub fn step(&mut self, u: &mut Universe, budget: usize) -> Option<Game> {
        let done = self.search.step(budget, &mut |f| {
            options_value(u, f.left, f.ends, |i| (f.values[i], f.parts[i].1))
        });
        done.then(|| sum_of(u, self.search.target()))
    }

    /// How far the current evaluation has got.
    pub fn progress(&self) -> Progress {
        self.search.progress()
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

/// The canonical form of a component from its options' parts: option `k`
/// is the sum of parts `ends[k-1]..ends[k]` (`part(i)`: a value and
/// whether it is negated), Left's `left` options first.
pub(crate) fn options_value(
    u: &mut Universe,
    left: usize,
    ends: &[usize],
    part: impl Fn(usize) -> (Game, bool),
) -> Game {
    u.prefetch_options(ends, &part);
    let mut l = Vec::with_capacity(left);
    let mut r = Vec::with_capacity(ends.len() - left);
    let mut start = 0;
    for (k, &end) in ends.iter().enumerate() {
        let g = sum_of(u, (start..end).map(&part));
        u.prefetch_rec(g);
        if k < left {
            l.push(g);
        } else {
            r.push(g);
        }
        start = end;
    }
    u.canon(l, r)
}

/// The sum of values, each negated when marked (a transposed part).
pub(crate) fn sum_of(u: &mut Universe, values: impl Iterator<Item = (Game, bool)>) -> Game {
    let mut total = Universe::ZERO;
    for (mut g, neg) in values {
        if neg {
            g = u.neg(g);
        }
        total = u.add(total, g);
    }
    total
}
