//! The step-able solver of a [`Script`]: positions to canonical forms, as
//! [`Solver`](crate::classical::Solver) does for a ruleset, plus
//! what a script needs and a compiled ruleset does not: errors from the
//! script on every call, a memory budget (distinct positions and their
//! total size), and a loop check (a position met again on the line being
//! solved is refused with the cycle).

use std::sync::Arc;

use crate::classical::solver::Progress;
use crate::classical::universe::{Game, Universe};
use crate::common::{FxMap, Player};

use super::engine::{cut, Script};
use super::pos::ScriptPos;
use super::{Limit, ScriptError};

/// One position being evaluated: the parts of all its options, Left's
/// first, flattened; option `k` is `parts[ends[k-1]..ends[k]]`.
struct Frame {
    key: ScriptPos,
    /// The frame's share of [`ScriptSolver::weight`]: its key twice (the
    /// frame's and the path's copy) and its parts.
    weight: usize,
    parts: Vec<ScriptPos>,
    ends: Vec<usize>,
    /// How many of the options are Left's.
    left: usize,
    /// Next part to check in the memo.
    cursor: usize,
}

/// Evaluates positions of a script to canonical forms, memoising every
/// position met; resumable in bounded steps (a worker can show progress
/// and stop between steps).
pub struct ScriptSolver {
    script: Arc<Script>,
    memo: FxMap<ScriptPos, Game>,
    /// Total [`ScriptPos::weight`] of the memo and the stack's frames
    /// ([`Frame::weight`]).
    weight: usize,
    stack: Vec<Frame>,
    /// Positions on the stack, with their depth in it.
    on_path: FxMap<ScriptPos, usize>,
    target: Vec<ScriptPos>,
}

impl ScriptSolver {
    pub fn new(script: Arc<Script>) -> ScriptSolver {
        ScriptSolver {
            script,
            memo: FxMap::default(),
            weight: 0,
            stack: Vec::new(),
            on_path: FxMap::default(),
            target: Vec::new(),
        }
    }

    pub fn script(&self) -> &Script {
        &self.script
    }

    /// The script, shared.
    pub fn script_arc(&self) -> Arc<Script> {
        self.script.clone()
    }

    /// Distinct positions whose value is known.
    pub fn solved(&self) -> usize {
        self.memo.len()
    }

    /// The positions whose value is known, in no order.
    pub fn positions(&self) -> impl Iterator<Item = &ScriptPos> {
        self.memo.keys()
    }

    /// Sets the position to evaluate with [`ScriptSolver::step`]: its
    /// components, as the script gives them.
    pub fn start(&mut self, p: &ScriptPos) -> Result<(), ScriptError> {
        self.clear_stack();
        self.target = self.script.components(p)?;
        Ok(())
    }

    fn clear_stack(&mut self) {
        for f in self.stack.drain(..) {
            self.weight -= f.weight;
        }
        self.on_path.clear();
    }

    /// Does at most `budget` units of work (one unit: one position
    /// expanded, which calls the script, or finished). Returns the value
    /// once known; after an error the solver keeps what it had memoised
    /// and can [`start`](ScriptSolver::start) again.
    pub fn step(&mut self, u: &mut Universe, budget: usize) -> Result<Option<Game>, ScriptError> {
        let out = self.run(u, budget);
        if out.is_err() {
            self.clear_stack();
        }
        out
    }

    fn run(&mut self, u: &mut Universe, budget: usize) -> Result<Option<Game>, ScriptError> {
        for _ in 0..budget {
            if self.stack.is_empty() {
                match self.target.iter().find(|k| !self.memo.contains_key(*k)) {
                    Some(k) => {
                        let k = k.clone();
                        self.push(k)?;
                    }
                    None => return Ok(Some(self.sum(u, &self.target))),
                }
                continue;
            }
            self.advance(u)?;
        }
        Ok(None)
    }

    /// The value of `p`, evaluated to the end.
    pub fn value(&mut self, u: &mut Universe, p: &ScriptPos) -> Result<Game, ScriptError> {
        self.start(p)?;
        loop {
            if let Some(g) = self.step(u, 1 << 16)? {
                return Ok(g);
            }
        }
    }

    /// The parts of each option of `player`, appended to `parts`.
    fn expand(
        &self,
        options: Vec<ScriptPos>,
        parts: &mut Vec<ScriptPos>,
        ends: &mut Vec<usize>,
    ) -> Result<(), ScriptError> {
        for o in options {
            if self.script.has_components() {
                parts.extend(self.script.components(&o)?);
            } else {
                parts.push(o);
            }
            ends.push(parts.len());
        }
        Ok(())
    }

    fn push(&mut self, key: ScriptPos) -> Result<(), ScriptError> {
        if let Some(&depth) = self.on_path.get(&key) {
            let mut cycle: Vec<String> = self.stack[depth..]
                .iter()
                .map(|f| cut(&f.key.to_string()))
                .collect();
            cycle.push(cut(&key.to_string()));
            return Err(ScriptError::Cycle { cycle });
        }
        let limits = *self.script.limits();
        let over = |limit: Limit| ScriptError::Limit {
            function: String::new(),
            at: None,
            limit,
            value: limit.value(&limits),
        };
        if self.memo.len() + self.stack.len() >= limits.positions {
            return Err(over(Limit::Positions));
        }
        if self.weight + 2 * key.weight() > limits.weight {
            return Err(over(Limit::Weight));
        }
        let (mut parts, mut ends) = (Vec::new(), Vec::new());
        let left;
        if self.script.impartial() {
            let options = self.script.options(&key, Player::Left)?;
            self.expand(options, &mut parts, &mut ends)?;
            left = ends.len();
            // Right's options are Left's: the same parts again.
            let n = parts.len();
            parts.extend_from_within(..);
            ends.extend_from_within(..);
            for e in &mut ends[left..] {
                *e += n;
            }
        } else {
            self.expand(
                self.script.options(&key, Player::Left)?,
                &mut parts,
                &mut ends,
            )?;
            left = ends.len();
            self.expand(
                self.script.options(&key, Player::Right)?,
                &mut parts,
                &mut ends,
            )?;
        }
        let weight = 2 * key.weight() + parts.iter().map(ScriptPos::weight).sum::<usize>();
        if self.weight + weight > limits.weight {
            return Err(over(Limit::Weight));
        }
        self.weight += weight;
        self.on_path.insert(key.clone(), self.stack.len());
        self.stack.push(Frame {
            key,
            weight,
            parts,
            ends,
            left,
            cursor: 0,
        });
        Ok(())
    }

    /// Moves the top frame on: pushes its first unknown part, or finishes it.
    fn advance(&mut self, u: &mut Universe) -> Result<(), ScriptError> {
        let top = self.stack.last_mut().expect("a frame");
        while top.cursor < top.parts.len() && self.memo.contains_key(&top.parts[top.cursor]) {
            top.cursor += 1;
        }
        if top.cursor < top.parts.len() {
            let k = top.parts[top.cursor].clone();
            return self.push(k);
        }
        let frame = self.stack.pop().expect("a frame");
        self.on_path.remove(&frame.key);
        // The memo keeps the key alone.
        self.weight = self.weight - frame.weight + frame.key.weight();
        let mut values = Vec::with_capacity(frame.ends.len());
        let mut start = 0;
        for &end in &frame.ends {
            values.push(self.sum(u, &frame.parts[start..end]));
            start = end;
        }
        let right = values.split_off(frame.left);
        let g = u.canon(values, right);
        self.memo.insert(frame.key, g);
        Ok(())
    }

    /// The sum of known parts.
    fn sum(&self, u: &mut Universe, parts: &[ScriptPos]) -> Game {
        let mut total = Universe::ZERO;
        for k in parts {
            total = u.add(total, self.memo[k]);
        }
        total
    }

    /// How far the current evaluation has got (as
    /// [`Solver::progress`](crate::classical::Solver::progress)).
    pub fn progress(&self) -> Progress {
        let levels = self.stack.iter().map(|f| (f.cursor, f.parts.len()));
        Progress::of_stack(self.memo.len(), levels)
    }
}
