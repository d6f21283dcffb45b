//! `#/scoring` in the worker (issue 40): a guaranteed scoring game's
//! canonical form, optimal scores and birthday, or a comparison of two,
//! as `pebbles scoring --expr EXPR --json` gives them.
//!
//! The work is bounded twice, and each refusal names its limit. Before the
//! canonical form is sought, the literal game (its options, sums and
//! conjugates, as the expression builds them) is built within
//! [`PAGE_SCORING_BUILD`] work units: the game's size, the estimate of what
//! the rest costs, checked before the expensive part starts (a sum of
//! games has about the product of their subpositions). Then the canonical
//! form, the report or the comparison run within [`PAGE_SCORING_WORK`]
//! units counted from the start (the CLI allows [`SCORING_WORK`]). Units are the
//! scoring universe's: a form interned, a sum step, a comparison, a
//! reduction.
//!
//! The engine runs in the script worker (`JobRequest::needs_script`): the
//! page's own module never installs it (`super::engines`), so it refuses the job and
//! leaves the expression parser and the reports out of the first load of
//! `#/cs`.

use serde::{Deserialize, Serialize};

use super::{Job, JobError};
use crate::games::limits::SCORING_WORK;
use crate::games::scoring::{CompareOp, Relation, ScoringError};
use crate::notation::{shown, SyntaxError};

/// Most work units spent building the literal game, before its canonical
/// form. Measured natively: a sum of six small games of days 1 to 3
/// builds in some 37 000 units and is analysed in 1.2 million (a second);
/// with a seventh the build takes 90 000 to 300 000 units and the analysis
/// 2.7 to 9 million (5 to 25 seconds). Twelve copies of one game (55 000)
/// or `hat(200) + hat(-199)` (80 000) pass: copies and numbers merge.
pub const PAGE_SCORING_BUILD: u64 = 100_000;

/// Most work units of the whole job, the build included: a few seconds
/// in the worker.
pub const PAGE_SCORING_WORK: u64 = 2_000_000;

/// What to do about a work limit.
fn advice() -> String {
    format!("use fewer or smaller terms, or the CLI: `pebbles scoring --expr EXPR` ({SCORING_WORK} units)")
}

/// A scoring game or a comparison, as typed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringRequest {
    pub expr: String,
}

/// A game's analysis: the fields of `pebbles scoring --expr EXPR --json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringGameFacts {
    /// The literal form as read (unless too big to print).
    pub form: Option<String>,
    /// The canonical form of a guaranteed game (unless too big to print).
    pub canonical: Option<String>,
    /// Positions of the canonical form, counted as a tree.
    pub canonical_positions: Option<u64>,
    pub guaranteed: bool,
    /// Where the guaranteed condition breaks, in words.
    pub reason: Option<String>,
    /// `Ls`: optimal play, Left moving first.
    pub left_score: i64,
    /// `Rs`: optimal play, Right moving first.
    pub right_score: i64,
    pub birthday: u32,
    /// `[Ls, Rs]` when Right may pass, then `[Ls, Rs]` when Left may.
    pub stops: Option<[i64; 4]>,
    /// `G + (−G) = 0`, for canonical forms of at most 2 000 positions.
    pub invertible: Option<bool>,
}

/// A comparison's answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringComparisonFacts {
    /// The canonical forms compared (unless too big to print).
    pub left: Option<String>,
    pub op: CompareOp,
    pub right: Option<String>,
    pub relation: Relation,
    /// Whether the comparison asked holds.
    pub result: bool,
    /// `[Ls, Rs]` of the left game, then of the right one.
    pub scores: [[i64; 2]; 2],
}

/// What an expression gives.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ScoringFacts {
    Game(Box<ScoringGameFacts>),
    Comparison(ScoringComparisonFacts),
}

/// The page's result: the facts, the CLI's JSON byte for byte, and the
/// work spent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoringView {
    pub input: String,
    pub facts: ScoringFacts,
    /// `pebbles scoring --expr EXPR --json`.
    pub json: String,
    /// Work units spent building the literal game, and in all.
    pub build_work: u64,
    pub work: u64,
}

/// The token an error names: the one quoted in its message, or the
/// character at its position.
fn token_of(e: &ScoringError, expr: &str) -> String {
    let at = |pos: usize| expr.chars().nth(pos).map(String::from).unwrap_or_default();
    match e {
        ScoringError::Syntax(
            SyntaxError::Unexpected { token, .. } | SyntaxError::TooDeep { token, .. },
        )
        | ScoringError::Unexpected { token, .. }
        | ScoringError::NotInteger { token, .. }
        | ScoringError::TooLarge { token, .. } => token.clone(),
        ScoringError::EmptySide { pos } | ScoringError::AtomOutside { pos } => at(*pos),
        ScoringError::Syntax(SyntaxError::End { .. } | SyntaxError::TooLong { .. })
        | ScoringError::Overflow
        | ScoringError::NoOptions
        | ScoringError::Birthday { .. }
        | ScoringError::Forms { .. }
        | ScoringError::Limit { .. }
        | ScoringError::TooBigToPrint { .. }
        | ScoringError::NotGuaranteed { .. }
        | ScoringError::CsHeap { .. }
        | ScoringError::CsRules(_)
        | ScoringError::CsSolve(_)
        | ScoringError::Bidding
        | ScoringError::Internal { .. } => String::new(),
    }
}

/// The engine's refusal as the page shows it: a bad token or a game that
/// is not guaranteed as the field `expression` (the message quotes the
/// expression and the token), a limit with its numbers. `building`: the
/// literal game was being built (its own, smaller limit).
pub fn scoring_error(e: ScoringError, expr: &str, work: u64, building: bool) -> JobError {
    match e {
        ScoringError::Limit { limit } => {
            let what = if building {
                "work units building the literal game (forms interned, sum steps) before its \
                 canonical form"
            } else {
                "work units of the canonical form, scores or comparison (forms interned, sum \
                 steps, comparisons, reductions)"
            };
            JobError::limit(what, work, limit, advice())
        }
        ScoringError::Forms { limit } => {
            JobError::limit("distinct forms", limit as u64 + 1, limit as u64, advice())
        }
        ScoringError::TooBigToPrint { .. }
        | ScoringError::CsHeap { .. }
        | ScoringError::CsRules(_)
        | ScoringError::CsSolve(_)
        | ScoringError::Bidding => JobError::solver(e),
        ScoringError::Internal { .. } => JobError::Internal(e.to_string()),
        ScoringError::Syntax(_)
        | ScoringError::Unexpected { .. }
        | ScoringError::EmptySide { .. }
        | ScoringError::AtomOutside { .. }
        | ScoringError::NotInteger { .. }
        | ScoringError::TooLarge { .. }
        | ScoringError::Overflow
        | ScoringError::NoOptions
        | ScoringError::Birthday { .. }
        | ScoringError::NotGuaranteed { .. } => {
            let token = token_of(&e, expr);
            let message = e.to_string();
            let quoted = format!("`{token}`");
            let reason = if token.is_empty() || message.contains(&quoted) {
                format!("in `{}`, {message}", shown(expr))
            } else {
                format!("in `{}`, at {quoted}: {message}", shown(expr))
            };
            JobError::invalid("expression", token, reason)
        }
    }
}

pub(super) use engine::start;

mod engine {
    use super::*;
    use crate::games::scoring::{
        parse_scoring, scoring_answer, Parsed, ScoringAnswer, ScoringUniverse,
    };
    use crate::jobs::JobResult;

    /// The literal game built (in `start`, within [`PAGE_SCORING_BUILD`]);
    /// one step analyses it.
    pub struct ScoringJob {
        u: ScoringUniverse,
        parsed: Parsed,
        expr: String,
        build_work: u64,
        result: Option<JobResult>,
    }

    /// Reads the expression and builds its literal game, or refuses it (a
    /// token named, or the build's limit met).
    pub(in crate::jobs) fn start(r: ScoringRequest) -> Result<Box<dyn Job>, JobError> {
        let mut u = ScoringUniverse::new(PAGE_SCORING_BUILD);
        let parsed = parse_scoring(&mut u, &r.expr)
            .map_err(|e| scoring_error(e, &r.expr, u.work(), true))?;
        u.set_limit(PAGE_SCORING_WORK);
        Ok(Box::new(ScoringJob {
            build_work: u.work(),
            u,
            parsed,
            expr: r.expr,
            result: None,
        }))
    }

    impl ScoringJob {
        fn analyse(&mut self) -> Result<ScoringView, JobError> {
            let answer = scoring_answer(&mut self.u, self.parsed)
                .map_err(|e| scoring_error(e, &self.expr, self.u.work(), false))?;
            let json = serde_json::to_string(&answer).map_err(JobError::solver)?;
            let facts = match answer {
                ScoringAnswer::Game(r) => ScoringFacts::Game(Box::new(ScoringGameFacts {
                    form: r.form,
                    canonical: r.canonical,
                    canonical_positions: r.canonical_positions,
                    guaranteed: r.guaranteed,
                    reason: r.reason,
                    left_score: r.left_score,
                    right_score: r.right_score,
                    birthday: r.birthday,
                    stops: r.stops.map(|s| {
                        [
                            s.ls_right_passes,
                            s.rs_right_passes,
                            s.ls_left_passes,
                            s.rs_left_passes,
                        ]
                    }),
                    invertible: r.invertible,
                })),
                ScoringAnswer::Comparison(c) => {
                    let Parsed::Compare(g, _, h) = self.parsed else {
                        return Err(JobError::Internal("a comparison without two games".into()));
                    };
                    let (fg, fh) = (self.u.figures(g), self.u.figures(h));
                    ScoringFacts::Comparison(ScoringComparisonFacts {
                        left: c.left,
                        op: c.op,
                        right: c.right,
                        relation: c.relation,
                        result: c.result,
                        scores: [[fg.ls, fg.rs], [fh.ls, fh.rs]],
                    })
                }
            };
            Ok(ScoringView {
                input: self.expr.clone(),
                facts,
                json,
                build_work: self.build_work,
                work: self.u.work(),
            })
        }
    }

    impl Job for ScoringJob {
        fn step(&mut self, _units: u32) -> bool {
            if self.result.is_none() {
                self.result = Some(match self.analyse() {
                    Ok(v) => JobResult::Scoring(Box::new(v)),
                    Err(e) => JobResult::Failed(e),
                });
            }
            true
        }

        /// No total before the one step: the bar is indeterminate.
        fn progress(&self) -> (u64, u64) {
            match self.result {
                Some(_) => (1, 1),
                None => (0, 0),
            }
        }

        fn finish(mut self: Box<Self>) -> JobResult {
            self.step(u32::MAX);
            self.result
                .take()
                .unwrap_or_else(|| JobResult::Failed(JobError::Internal("no result".into())))
        }
    }
}
