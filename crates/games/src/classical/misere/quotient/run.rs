//! A quotient computed in steps ([`QuotientRun`]), so that a page's worker
//! can report progress and stay responsive between them. A step evaluates
//! at most `fuel` new positions of the brute force; when the fuel runs out
//! the round in progress stops, and the next step starts it again: the
//! closure and the commutativity check are recomputed from the learner's
//! state (they only add elements and tests), the positions already
//! evaluated are in the memo, and a counterexample the verification found
//! is kept until it has become a test. So each step adds at least `fuel`
//! minus the recursion's depth positions to the memo, and the run ends
//! (with the quotient or at a limit) as [`super::quotient_within`] does.

use super::{
    counterexample, present, verify, Brute, Halt, Learner, Pos, Quotient, QuotientError, Verdict,
    MAX_QUOTIENT_HEAPS,
};
use crate::classical::octal::OctalCode;
use crate::common::FxMap;

/// A misère quotient in progress: [`QuotientRun::step`] until it answers.
pub struct QuotientRun {
    code: OctalCode,
    learner: Learner,
    /// The verification's limit of states.
    states: usize,
    /// The tests at the start of the round being refined: a round that
    /// adds none would repeat itself.
    round_tests: usize,
    /// A position the verification found mispredicted, not yet a test.
    pending: Option<Pos>,
}

impl QuotientRun {
    /// The run for heaps `1..=heaps` of `code` within `positions` of the
    /// brute force and `states` of the verification; a heap bound of 0 or
    /// over [`MAX_QUOTIENT_HEAPS`] is refused before anything runs.
    pub fn new(
        code: &OctalCode,
        heaps: u32,
        positions: usize,
        states: usize,
    ) -> Result<QuotientRun, QuotientError> {
        if heaps == 0 || heaps > MAX_QUOTIENT_HEAPS {
            return Err(QuotientError::TooManyHeaps {
                heaps,
                limit: MAX_QUOTIENT_HEAPS,
            });
        }
        let brute = Brute::new(code, heaps, positions);
        let letters: Vec<u16> = (1..=heaps as u16).filter(|&h| !brute.dead(h)).collect();
        let learner = Learner {
            code: code.text().to_string(),
            heaps,
            brute,
            letters,
            tests: vec![vec![]],
            reps: vec![vec![]],
            sigs: vec![vec![]],
            index: FxMap::default(),
            delta: Vec::new(),
        };
        Ok(QuotientRun {
            code: code.clone(),
            learner,
            states,
            round_tests: 1,
            pending: None,
        })
    }

    /// Runs until the quotient is verified (`Some`), or until `fuel` new
    /// positions have been evaluated (`None`: call again), or a limit.
    pub fn step(&mut self, fuel: usize) -> Result<Option<Quotient>, QuotientError> {
        self.learner.brute.fuel = fuel;
        match self.advance() {
            Ok(visited) => {
                let l = &self.learner;
                Ok(Some(present::build(&self.code, l.heaps, l, visited)))
            }
            Err(Halt::Paused) => Ok(None),
            Err(Halt::Positions) => Err(self.learner.positions_error()),
            Err(Halt::Error(e)) => Err(e),
        }
    }

    /// Rounds of closure, commutativity and verification until one holds;
    /// the states the verification visited.
    fn advance(&mut self) -> Result<usize, Halt> {
        let l = &mut self.learner;
        loop {
            if let Some(g) = self.pending.clone() {
                counterexample(l, &g)?;
                self.pending = None;
            } else {
                l.close()?;
                self.round_tests = l.tests.len();
                if !l.commute()? {
                    match verify(l, self.states)? {
                        Verdict::Holds(visited) => return Ok(visited),
                        Verdict::Wrong(g) => {
                            self.pending = Some(g);
                            continue;
                        }
                    }
                }
            }
            // Each refinement adds a test (and so an element): a round that
            // adds none would repeat itself, so it stops instead of looping.
            if l.tests.len() == self.round_tests {
                return Err(QuotientError::NoProgress {
                    code: l.code.clone(),
                    heaps: l.heaps,
                }
                .into());
            }
        }
    }

    /// Positions the brute force has evaluated so far.
    pub fn positions(&self) -> usize {
        self.learner.brute.memo.len()
    }

    /// Elements distinguished so far.
    pub fn elements(&self) -> usize {
        self.learner.reps.len()
    }

    /// Tests (distinguishing positions) found so far.
    pub fn tests(&self) -> usize {
        self.learner.tests.len()
    }
}
