//! Misère play in the worker (issue 39): the misère quotient of an octal
//! game, stepped a few thousand positions of its brute force at a time
//! ([`QuotientRun`]) so the page shows what it has found and can cancel,
//! within this page's limits ([`PAGE_QUOTIENT_POSITIONS`],
//! [`PAGE_QUOTIENT_STATES`]); and an impartial misère expression's
//! canonical form, outcome and genus, computed at once within the CLI's
//! work limit ([`MISERE_FORM_WORK`]).
//!
//! The engines run in the script worker (`JobRequest::needs_script`), which
//! the page fetches when it first needs it: the page's own module never
//! installs the script worker's engines (`super::engines`), so it refuses
//! these jobs, and leaves the
//! quotient's learner, the misère canonical forms and their printer out of
//! the first load of `#/cs` (some 30 KB gzipped).

use serde::{Deserialize, Serialize};

use super::{Job, JobError};
use crate::games::classical::misere::{
    MisereError, MisereReport, QuotientError, MAX_QUOTIENT_HEAPS,
};
use crate::games::common::Class;
use crate::notation::SyntaxError;

/// Most heaps of a quotient on the page (the engine's own limit).
pub const MAX_PAGE_QUOTIENT_HEAPS: u32 = MAX_QUOTIENT_HEAPS;
/// Most positions the quotient's brute force evaluates on the page (the
/// CLI allows `QUOTIENT_POSITIONS`, 4·10⁶): about 150 bytes each, so some
/// 150 MB of the worker's memory. Kayles to heap 12 needs 757 876.
pub const PAGE_QUOTIENT_POSITIONS: usize = 1_000_000;
/// Most states the quotient's verification visits on the page (the CLI
/// allows `QUOTIENT_STATES`, 2·10⁶).
pub const PAGE_QUOTIENT_STATES: usize = 500_000;
/// Work units of an expression's canonical form, as `pebbles cgt
/// --misere` (forms examined, sums built, candidates tried).
pub const MISERE_FORM_WORK: u64 = 20_000_000;
/// New positions of the brute force one step may evaluate (a few
/// milliseconds).
const POSITIONS_PER_STEP: usize = 4096;

/// The misère quotient of heaps `1..=heaps` of `code`, and who wins `sum`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientRequest {
    pub code: String,
    pub heaps: u32,
    /// The heaps of a sum to answer (empty: none).
    pub sum: Vec<u32>,
}

/// An impartial misère expression or comparison (`G == H`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MisereFormRequest {
    pub expr: String,
}

/// One heap of a quotient: its element (an index into the elements) and
/// its normal-play Grundy value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientHeap {
    pub heap: u32,
    pub element: usize,
    pub grundy: u32,
}

/// A sum's product and outcome; `steps` the running product after each
/// heap (indices into the elements), how it was found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientSum {
    pub heaps: Vec<u32>,
    pub steps: Vec<usize>,
    pub element: usize,
    /// `P` (the player to move loses) or `N` (the player to move wins).
    pub outcome: Class,
}

/// A verified quotient as the page draws it; `json` is `pebbles misere
/// --quotient CODE --heaps N --json`, byte for byte.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuotientView {
    pub code: String,
    pub heaps: u32,
    pub order: usize,
    /// Names in normal form, the identity `1` first.
    pub elements: Vec<String>,
    pub generators: Vec<String>,
    /// `[word, normal form]`.
    pub relations: Vec<[String; 2]>,
    /// `p[e]`: element `e` is in the P-portion.
    pub p: Vec<bool>,
    /// Heaps `0..=heaps`.
    pub heap_rows: Vec<QuotientHeap>,
    /// `table[x][y]`: the index of the product.
    pub table: Vec<Vec<usize>>,
    pub positions: usize,
    pub states: usize,
    pub tests: usize,
    pub sum: Option<QuotientSum>,
    pub json: String,
}

/// An expression's misère report, or a comparison's truth.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MisereFormView {
    Game(MisereGameView),
    Comparison {
        expression: String,
        result: bool,
    },
    /// The misère switch of `#/classical`: the game is partizan, so it has
    /// no impartial misère canonical form (its outcome is the normal-play
    /// report's `misere_outcome`).
    Partizan {
        input: String,
    },
}

/// A game's misère report as the pages show it: its outcome, and when it
/// is impartial its canonical form, genus, Grundy values and birthday.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MisereGameView {
    pub input: String,
    pub impartial: bool,
    pub outcome: Class,
    pub canonical: Option<String>,
    pub genus: Option<String>,
    pub misere_nim_value: Option<u32>,
    pub nim_value: Option<u32>,
    pub birthday: Option<u32>,
}

/// The view of an expression's or a board's misère report.
impl From<MisereReport> for MisereFormView {
    fn from(r: MisereReport) -> MisereFormView {
        MisereFormView::Game(MisereGameView {
            input: r.input,
            impartial: r.impartial,
            outcome: r.misere_outcome,
            canonical: r.misere_canonical,
            genus: r.genus,
            misere_nim_value: r.misere_nim_value,
            nim_value: r.nim_value,
            birthday: r.birthday,
        })
    }
}

impl QuotientRequest {
    pub fn describe(&self) -> String {
        format!(
            "the misère quotient of {} on heaps 1..{}",
            self.code, self.heaps
        )
    }
}

/// The quotient's refusals: the code, the heaps or the sum named, or the
/// page's work limit met.
impl From<QuotientError> for JobError {
    fn from(e: QuotientError) -> JobError {
        use QuotientError as Q;
        let fewer = "ask for fewer heaps (the CLI allows 4·10⁶ positions and 2·10⁶ states: \
                     `pebbles misere --quotient CODE --heaps N`)";
        match e {
            Q::Code(e) => e.into(),
            Q::HeapBound { ref token, .. } => JobError::invalid("heaps", token, &e),
            Q::TooManyHeaps { heaps, .. } => JobError::invalid("heaps", heaps, e),
            Q::BadHeap { ref token, .. } | Q::HeapBeyond { ref token, .. } => {
                JobError::invalid("sum", token, &e)
            }
            Q::SumTooLong { .. } | Q::EmptySum => JobError::invalid("sum", "", e),
            Q::Positions {
                ref code,
                heaps,
                limit,
            } => JobError::limit(
                format!("positions of the brute force for `{code}` with heaps up to {heaps}"),
                limit as u64 + 1,
                limit as u64,
                fewer,
            ),
            Q::States {
                ref code,
                heaps,
                limit,
            } => JobError::limit(
                format!("states of the verification for `{code}` with heaps up to {heaps}"),
                limit as u64 + 1,
                limit as u64,
                fewer,
            ),
            Q::Elements { .. } | Q::NoProgress { .. } => JobError::solver(e),
        }
    }
}

/// A misère expression's refusals: the token named, or a work limit.
impl From<MisereError> for JobError {
    fn from(e: MisereError) -> JobError {
        use MisereError as M;
        let fewer = "use fewer or smaller terms, or `pebbles cgt --misere --expr`";
        match e {
            M::SumWork {
                ref token,
                pos,
                work,
                limit,
            } => JobError::limit(
                format!("steps (pairs of subpositions) for the sum at `{token}` (position {pos})"),
                work,
                limit,
                fewer,
            ),
            M::Work { what, limit } => JobError::limit(what, limit + 1, limit, fewer),
            M::Syntax(ref s) => {
                let token = match s {
                    SyntaxError::Unexpected { token, .. } | SyntaxError::TooDeep { token, .. } => {
                        token.clone()
                    }
                    SyntaxError::End { .. } | SyntaxError::TooLong { .. } => String::new(),
                };
                JobError::invalid("expression", token, e)
            }
            M::NotMisereTerm { ref token, .. }
            | M::HeapTooLarge { ref token, .. }
            | M::NotImpartial { ref token, .. }
            | M::NotImpartialRuleset { ref token }
            | M::NoDifference { ref token, .. }
            | M::PartizanEquality { ref token, .. }
            | M::NotAGame { ref token } => JobError::invalid("expression", token, &e),
            M::Birthday { .. } => JobError::invalid("expression", "", e),
            M::Expr(ref p) => JobError::invalid("expression", p.token(), &e),
            M::CensusDay { .. } | M::CensusWork { .. } | M::Genus | M::Position(_) => {
                JobError::solver(e)
            }
        }
    }
}

pub use engine::form;
pub(super) use engine::{start_form, start_quotient};

mod engine {
    use super::*;
    use crate::games::classical::misere::{misere_compare, Quotient, QuotientRun};
    use crate::games::classical::OctalCode;
    use crate::jobs::{JobNote, JobResult, Ready};

    pub(in crate::jobs) fn start_quotient(r: QuotientRequest) -> Result<Box<dyn Job>, JobError> {
        Ok(Box::new(QuotientJob::start(r)?))
    }

    /// The quotient stepped [`POSITIONS_PER_STEP`] new positions at a time.
    pub struct QuotientJob {
        run: QuotientRun,
        request: QuotientRequest,
        result: Option<Result<Quotient, QuotientError>>,
    }

    impl QuotientJob {
        fn start(r: QuotientRequest) -> Result<QuotientJob, JobError> {
            let code: OctalCode = r.code.parse()?;
            // The sum's heaps are read before anything runs.
            if let Some(&h) = r.sum.iter().find(|&&h| h > r.heaps) {
                return Err(QuotientError::HeapBeyond {
                    token: h.to_string(),
                    pos: 0,
                    heap: h,
                    bound: r.heaps,
                }
                .into());
            }
            let run = QuotientRun::new(
                &code,
                r.heaps,
                PAGE_QUOTIENT_POSITIONS,
                PAGE_QUOTIENT_STATES,
            )?;
            Ok(QuotientJob {
                run,
                request: r,
                result: None,
            })
        }
    }

    impl Job for QuotientJob {
        fn step(&mut self, _units: u32) -> bool {
            if self.result.is_none() {
                self.result = self.run.step(POSITIONS_PER_STEP).transpose();
            }
            self.result.is_some()
        }

        /// Positions so far, with no total: how many the quotient needs is
        /// not known before it is verified (the bar is indeterminate, the
        /// note counts).
        fn progress(&self) -> (u64, u64) {
            (self.run.positions() as u64, 0)
        }

        fn note(&self) -> Option<JobNote> {
            Some(JobNote::Quotient {
                positions: self.run.positions() as u64,
                elements: self.run.elements() as u32,
                limit: PAGE_QUOTIENT_POSITIONS as u64,
            })
        }

        fn finish(mut self: Box<Self>) -> JobResult {
            while !self.step(u32::MAX) {}
            match self.result.take() {
                Some(Ok(q)) => JobResult::MisereQuotient(Box::new(view(&q, &self.request.sum))),
                Some(Err(e)) => JobResult::Failed(e.into()),
                None => JobResult::Failed(JobError::Internal("a quotient without result".into())),
            }
        }
    }

    /// The page's view of a verified quotient, and the sum's answer.
    fn view(q: &Quotient, sum: &[u32]) -> QuotientView {
        let heap_rows = q
            .heap_table
            .iter()
            .map(|r| QuotientHeap {
                heap: r.heap,
                element: q.heap_element(r.heap).unwrap_or(0),
                grundy: r.grundy,
            })
            .collect();
        let sum = (!sum.is_empty()).then(|| {
            let mut steps = Vec::with_capacity(sum.len());
            let mut e = 0;
            for &h in sum {
                e = q.table[e][q.heap_element(h).unwrap_or(0)];
                steps.push(e);
            }
            QuotientSum {
                heaps: sum.to_vec(),
                steps,
                element: e,
                outcome: if q.is_p(e) { Class::P } else { Class::N },
            }
        });
        QuotientView {
            code: q.code.clone(),
            heaps: q.heaps,
            order: q.order,
            elements: q.elements.clone(),
            generators: q.generators.clone(),
            relations: q.relations.clone(),
            p: (0..q.order).map(|e| q.is_p(e)).collect(),
            heap_rows,
            table: q.table.clone(),
            positions: q.positions,
            states: q.states,
            tests: q.tests,
            sum,
            json: serde_json::to_string(q).unwrap_or_default(),
        }
    }

    /// An expression's report, or a comparison, computed at once.
    pub(in crate::jobs) fn start_form(r: MisereFormRequest) -> Result<Box<dyn Job>, JobError> {
        form(&r.expr).map(|v| Box::new(Ready(JobResult::MisereForm(v))) as Box<dyn Job>)
    }

    /// As `pebbles cgt --misere --expr`: a comparison's truth, else the
    /// report. A token it cannot read is named within the expression.
    pub fn form(expr: &str) -> Result<MisereFormView, JobError> {
        form_of(expr).map_err(|e| match e {
            JobError::Invalid {
                field,
                token,
                reason,
            } => JobError::Invalid {
                field,
                token,
                reason: format!("in `{}`, {reason}", crate::notation::shown(expr)),
            },
            e => e,
        })
    }

    fn form_of(expr: &str) -> Result<MisereFormView, JobError> {
        if let Some(c) = misere_compare(expr, MISERE_FORM_WORK)? {
            return Ok(MisereFormView::Comparison {
                expression: c.expression,
                result: c.result,
            });
        }
        Ok(MisereReport::of_expr(expr, MISERE_FORM_WORK)?.into())
    }
}
