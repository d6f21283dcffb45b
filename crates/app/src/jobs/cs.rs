//! Cumulative Subtraction jobs: the outcome table, play lines and exports.

use serde::{Deserialize, Serialize};

use super::{ExportFormat, Job, JobError, JobResult};

use crate::games::common::{Class, Period, Player, Ties, Variant};
use crate::games::cumulative_subtraction::{self as cs, PlayStep, Rules, Solver, Table};

/// A Cumulative Subtraction job: the rules, and the heaps `lo..=hi` to list.
/// Built from the page state by `From<&CsState>` (in `permalink`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsRequest {
    pub rules: Rules,
    pub ties: Ties,
    pub lo: u32,
    pub hi: u32,
    /// List each row's normal and misère remoteness ([`Table::remoteness`]).
    #[serde(default)]
    pub remoteness: bool,
}

/// Most (heap, move) pairs ([`cs::work`]) one browser job, or one call of
/// the JavaScript API, may visit: about half a minute of work in the worker.
/// Beyond it the job is refused with a [`JobError::Limit`].
pub const WORK_LIMIT: u64 = 1_000_000_000;

/// Most optimal moves listed per table cell.
pub const MAX_LISTED_MOVES: usize = 16;

/// Some optimal amounts (the smallest ones) and how many there are in all.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Listed {
    pub shown: Vec<u32>,
    pub total: usize,
}

impl Listed {
    fn of(mut all: Vec<u32>) -> Listed {
        let total = all.len();
        all.truncate(MAX_LISTED_MOVES);
        Listed { shown: all, total }
    }
}

/// Optimal amounts for the player to move, `[Left starts, Right starts]`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsOptimal {
    pub zero_sum: [Listed; 2],
    pub self_interest: [Listed; 2],
    pub normal: [Listed; 2],
    pub misere: [Listed; 2],
    /// Symmetric rules only.
    pub grundy: Listed,
}

/// One row of the Cumulative Subtraction table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsRow {
    pub heap: u32,
    /// Zero-sum value, Left starts / Right starts.
    pub zero_sum: [i64; 2],
    /// Self-interest (Left gain, Right gain), Left starts / Right starts.
    pub self_interest: [(i64, i64); 2],
    pub normal: Class,
    pub misere: Class,
    pub grundy: Option<u32>,
    /// `[normal, misère]`, each `[Left to move, Right to move]`, when asked for.
    pub remoteness: Option<[[u32; 2]; 2]>,
    pub optimal: CsOptimal,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsTableResult {
    pub rows: Vec<CsRow>,
    pub symmetric: bool,
    /// Heaps `0..=computed` were solved; periods are detected over them.
    pub computed: u32,
    pub zero_sum_period: Option<Period>,
    pub grundy_period: Option<Period>,
}

/// One optimal line of play (smallest optimal amount at each step).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayLine {
    pub variant: Variant,
    pub starter: Player,
    /// At most [`MAX_LINE_STEPS`] steps.
    pub steps: Vec<PlayStep>,
    /// False when the line goes on past [`MAX_LINE_STEPS`] moves.
    pub complete: bool,
}

/// Most moves of a play line sent to the page.
pub const MAX_LINE_STEPS: usize = 1000;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CsPlayResult {
    pub heap: u32,
    pub lines: Vec<PlayLine>,
}

/// What a Cumulative Subtraction job does once its table is solved.
enum CsFinish {
    Table {
        lo: u32,
        hi: u32,
        remoteness: bool,
    },
    Export {
        lo: u32,
        hi: u32,
        format: ExportFormat,
    },
    Play {
        x: u32,
    },
}

/// A Cumulative Subtraction job in progress.
pub struct CsJob {
    solver: Solver,
    finish: CsFinish,
}

/// Checks [`WORK_LIMIT`] against [`cs::work`]: solving heaps
/// `0..=max_heap`, then listing the optimal moves of `listed` rows.
pub fn check_cs_work(rules: &Rules, max_heap: u32, listed: u32) -> Result<(), JobError> {
    let work = cs::work(rules, max_heap, listed);
    if work <= WORK_LIMIT {
        return Ok(());
    }
    let moves = cs::moves_per_heap(rules);
    let rows = match listed {
        0 => String::new(),
        n => format!(" and list the optimal moves of {n} rows"),
    };
    Err(JobError::limit(
        format!("steps to solve heaps 0..{max_heap} with {moves} moves{rows}"),
        work,
        WORK_LIMIT,
        "narrow the heap range or the sets, or use the CLI",
    ))
}

fn cs_solver(r: CsRequest, max_heap: u32, rows: u32) -> Result<Solver, JobError> {
    r.rules.validate()?;
    if r.lo > r.hi {
        return Err(JobError::empty_range("heaps", r.lo, r.hi));
    }
    check_cs_work(&r.rules, max_heap, rows)?;
    Ok(Solver::new(r.rules, r.ties, max_heap)?)
}

impl CsJob {
    pub(super) fn table(r: CsRequest) -> Result<CsJob, JobError> {
        let (lo, hi, remoteness) = (r.lo, r.hi, r.remoteness);
        let solver = cs_solver(r, cs::horizon(hi), hi.saturating_sub(lo) + 1)?;
        Ok(CsJob {
            solver,
            finish: CsFinish::Table { lo, hi, remoteness },
        })
    }

    pub(super) fn export(r: CsRequest, format: ExportFormat) -> Result<CsJob, JobError> {
        let (lo, hi) = (r.lo, r.hi);
        let solver = cs_solver(r, cs::horizon(hi), 0)?;
        Ok(CsJob {
            solver,
            finish: CsFinish::Export { lo, hi, format },
        })
    }

    pub(super) fn play(r: CsRequest, x: u32) -> Result<CsJob, JobError> {
        let solver = cs_solver(CsRequest { lo: x, hi: x, ..r }, x, 0)?;
        Ok(CsJob {
            solver,
            finish: CsFinish::Play { x },
        })
    }
}

impl Job for CsJob {
    fn step(&mut self, units: u32) -> bool {
        self.solver.step(units)
    }

    fn progress(&self) -> (u64, u64) {
        (
            u64::from(self.solver.done_heaps()),
            u64::from(self.solver.max_heap()) + 1,
        )
    }

    fn finish(self: Box<Self>) -> JobResult {
        let t = self.solver.finish();
        match self.finish {
            CsFinish::Table { lo, hi, remoteness } => {
                JobResult::CsTable(cs_result(&t, lo, hi, remoteness))
            }
            CsFinish::Play { x } => JobResult::CsPlay(cs_play(&t, x)),
            CsFinish::Export { lo, hi, format } => {
                let (ext, mime, body) = match format {
                    ExportFormat::Csv => ("csv", "text/csv", cs::csv(&t, lo, hi)),
                    ExportFormat::Json => {
                        ("json", "application/json", cs::report(&t, lo, hi).to_json())
                    }
                };
                JobResult::File {
                    name: format!("cumulative-subtraction-{lo}-{hi}.{ext}"),
                    mime: mime.to_string(),
                    body,
                }
            }
        }
    }
}

fn cs_result(t: &Table, lo: u32, hi: u32, remoteness: bool) -> CsTableResult {
    let both = |x, v| Player::BOTH.map(|p| Listed::of(t.optimal_moves(x, p, v)));
    let mut remote = remoteness.then(|| t.remoteness(lo, hi).into_iter());
    let rows = (lo..=hi)
        .map(|x| CsRow {
            heap: x,
            zero_sum: Player::BOTH.map(|p| t.zero_sum(x, p)),
            self_interest: Player::BOTH.map(|p| t.self_interest(x, p)),
            normal: t.normal(x),
            misere: t.misere(x),
            grundy: t.grundy(x),
            remoteness: remote.as_mut().and_then(Iterator::next),
            optimal: CsOptimal {
                zero_sum: both(x, Variant::ZeroSum),
                self_interest: both(x, Variant::SelfInterest),
                normal: both(x, Variant::Normal),
                misere: both(x, Variant::Misere),
                grundy: if t.is_symmetric() {
                    Listed::of(t.optimal_moves(x, Player::Left, Variant::Grundy))
                } else {
                    Listed::default()
                },
            },
        })
        .collect();
    CsTableResult {
        rows,
        symmetric: t.is_symmetric(),
        computed: t.max_heap(),
        zero_sum_period: t.zero_sum_period(),
        grundy_period: t.grundy_period(),
    }
}

fn cs_play(t: &Table, x: u32) -> CsPlayResult {
    let variants = [
        Variant::ZeroSum,
        Variant::SelfInterest,
        Variant::Normal,
        Variant::Misere,
    ];
    let lines = variants
        .into_iter()
        .flat_map(|v| Player::BOTH.map(|p| (v, p)))
        .map(|(variant, starter)| {
            let mut steps = t.play_line_prefix(x, starter, variant, MAX_LINE_STEPS + 1);
            let complete = steps.len() <= MAX_LINE_STEPS;
            steps.truncate(MAX_LINE_STEPS);
            PlayLine {
                variant,
                starter,
                steps,
                complete,
            }
        })
        .collect();
    CsPlayResult { heap: x, lines }
}
