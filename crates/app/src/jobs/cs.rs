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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::{run, JobRequest, RunningJob};

    #[test]
    fn sliced_run_equals_direct_run() {
        let req = JobRequest::CsTable(s23(3, 9));
        let mut job = RunningJob::start(req.clone()).unwrap();
        let mut steps = 0;
        while !job.step(256) {
            steps += 1;
            assert!(steps < 100);
        }
        let (done, total) = job.progress();
        assert_eq!((done, total), (10_001, 10_001));
        let (JobResult::CsTable(t), Ok(JobResult::CsTable(d))) = (job.finish(), run(req)) else {
            panic!("expected tables");
        };
        assert_eq!(t, d);
        assert_eq!(t.rows[0].optimal.zero_sum[0].shown, vec![3]);
        let zs: Vec<i64> = t.rows.iter().map(|r| r.zero_sum[0]).collect();
        assert_eq!(zs, vec![3, 3, 1, 0, 1, 2, 3]);
    }

    fn s23(lo: u32, hi: u32) -> CsRequest {
        CsRequest {
            rules: Rules::symmetric(vec![2, 3]),
            ties: Ties::default(),
            lo,
            hi,
            remoteness: false,
        }
    }

    #[test]
    fn only_small_tables_are_quick() {
        assert!(JobRequest::CsTable(s23(0, 20)).quick());
        assert!(JobRequest::CsTable(s23(19_000, 19_400)).quick());
        assert!(!JobRequest::CsTable(s23(0, 500)).quick(), "500 rows");
        assert!(!JobRequest::CsTable(s23(0, 20_001)).quick());
        assert!(!JobRequest::CsTable(s23(9_999_999, 9_999_999)).quick());
        assert!(!JobRequest::CsExport(s23(0, 20), ExportFormat::Csv).quick());
    }

    #[test]
    fn exports_csv_and_the_cli_json() {
        let Ok(JobResult::File { name, body, .. }) =
            run(JobRequest::CsExport(s23(0, 9), ExportFormat::Csv))
        else {
            panic!("expected a file");
        };
        assert_eq!(name, "cumulative-subtraction-0-9.csv");
        let lines: Vec<&str> = body.lines().collect();
        assert_eq!(lines.len(), 11);
        assert!(lines[0].starts_with("heap,zero_sum_left_starts"));
        assert_eq!(lines[10], "9,3,-3,6,3,3,6,N,N,2");
        let Ok(JobResult::File { body, .. }) =
            run(JobRequest::CsExport(s23(0, 9), ExportFormat::Json))
        else {
            panic!("expected a file");
        };
        let v: serde_json::Value = serde_json::from_str(&body).unwrap();
        let t = cs::solve(
            Rules::symmetric(vec![2, 3]),
            Ties::default(),
            cs::horizon(9),
        )
        .unwrap();
        assert_eq!(v, serde_json::to_value(cs::report(&t, 0, 9)).unwrap());
    }

    #[test]
    fn play_lines_follow_figure_4() {
        let Ok(JobResult::CsPlay(p)) = run(JobRequest::CsPlay(s23(0, 0), 7)) else {
            panic!("expected play lines");
        };
        let line = p
            .lines
            .iter()
            .find(|l| l.variant == Variant::SelfInterest && l.starter == Player::Left)
            .unwrap();
        let heaps: Vec<u32> = line.steps.iter().map(|s| s.heap_after).collect();
        assert_eq!(heaps, vec![5, 2, 0]);
        assert_eq!(line.steps.last().unwrap().pockets, (4, 3));
        assert_eq!(p.lines.len(), 8);
    }

    #[test]
    fn long_play_lines_are_truncated() {
        let mut r = s23(0, 0);
        r.rules = Rules::symmetric(vec![1]);
        let Ok(JobResult::CsPlay(p)) = run(JobRequest::CsPlay(r, 5000)) else {
            panic!("expected play lines");
        };
        assert!(!p.lines[0].complete);
        assert_eq!(p.lines[0].steps.len(), MAX_LINE_STEPS);
        assert_eq!(p.lines[0].steps[999].heap_after, 4000);
    }

    #[test]
    fn work_limit_refuses_huge_jobs_and_caps_move_lists() {
        let mut r = s23(0, 99_999);
        r.rules = Rules::symmetric((1..=2_000).collect());
        let err = run(JobRequest::CsTable(r.clone())).unwrap_err();
        let JobError::Limit { work, limit, .. } = err else {
            panic!("a work limit: {err:?}")
        };
        assert_eq!(limit, WORK_LIMIT);
        // 100 000 heaps and 100 000 listed rows, 4 000 moves each.
        assert_eq!(work, 100_000 * 4_000 + 100_000 * 4_000 * 9);
        r.hi = 20;
        let Ok(JobResult::CsTable(t)) = run(JobRequest::CsTable(r)) else {
            panic!("expected a table");
        };
        // Normal play, heap 20, S = 1..2000: the starter wins by taking 20;
        // from heap 0 nobody moves. At heap 1 misère, the loser may take anything.
        assert_eq!(t.rows[20].optimal.normal[0].shown, vec![20]);
        let m = &t.rows[20].optimal.misere[0];
        assert!(m.shown.len() <= MAX_LISTED_MOVES);
    }

    #[test]
    fn invalid_rules_are_an_error_not_a_panic() {
        let mut r = s23(0, 9);
        r.rules = Rules::partizan(vec![0], vec![]);
        let err = run(JobRequest::CsTable(r)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "Left's set: move 0 is not allowed (amounts are at least 1)"
        );
        assert!(matches!(err, JobError::Invalid { .. }), "{err:?}");
        let mut r = s23(5, 2);
        let err = run(JobRequest::CsTable(r.clone())).unwrap_err();
        assert_eq!(err, JobError::empty_range("heaps", 5, 2));
        r.lo = 0;
        assert!(run(JobRequest::CsTable(r)).is_ok());
    }
}
