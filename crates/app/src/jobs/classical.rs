//! Classical games in the worker: an expression is parsed and reported at
//! once; a sum of boards of any ruleset of the registry is solved board by
//! board with the ruleset's resumable solver, so the page shows progress
//! and can cancel.

use serde::{Deserialize, Serialize};

use super::board_play::BoardPlayRequest;
use super::loopy::{LoopyBoardsView, LoopyGraphs};
use super::script::{ScriptPlayRequest, ScriptRequest, ScriptView};
use super::{Job, JobError, JobNote, JobResult, Ready};
use crate::games::classical::loopy::{is_loopy, LoopyReport};
use crate::games::classical::misere::{expr_outcome, sum_outcome, REPORT_MISERE_POSITIONS};
use crate::games::classical::octal_remoteness::{heap_remoteness, OCTAL_REMOTENESS_BUDGET};
use crate::games::classical::report::MAX_SHOWN;
use crate::games::classical::rulesets::{
    add_boards, parse_sum, AnySolver, Place, PositionError, Rulesets,
};
use crate::games::classical::{
    nim_table, ComparisonReport, ExprLimits, Game, GameReport, OctalCode, OctalError, OctalRun,
    RulesetId, TreeNode, Universe, Value, MAX_OCTAL_PAGE_HEAP, OCTAL_WORK_LIMIT,
};
use crate::games::common::Period;

/// Levels of the game tree sent to the page.
pub const TREE_DEPTH: usize = 8;
/// Most nodes of the game tree sent to the page.
pub const TREE_NODES: usize = 120;
/// Positions (frames) the solver expands per step call.
const FRAMES_PER_STEP: usize = 256;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClassicalRequest {
    Expr(String),
    /// A sum of boards of a ruleset, each in its notation.
    Boards(RulesetId, Vec<String>),
    /// A position of a game written as a script (run by the script worker).
    Script(ScriptRequest),
    /// A game of a script's position against the equilibrium (the script
    /// worker too).
    ScriptPlay(ScriptPlayRequest),
    /// A game of a loopy ruleset's position against the computer (the
    /// script worker, which has the loopy engine).
    LoopyPlay(BoardPlayRequest),
    /// A game of a short ruleset's boards too large for the Play panel's
    /// main thread (the compute worker).
    BoardPlay(BoardPlayRequest),
}

impl ClassicalRequest {
    /// `the game {0,*|-1}`, or `the Domineering position ..|.. + ...`.
    pub fn describe(&self) -> String {
        match self {
            ClassicalRequest::Expr(g) => format!("the game {g}"),
            ClassicalRequest::Boards(r, b) => {
                format!("the {} position {}", r.info().name, b.join(" + "))
            }
            ClassicalRequest::Script(s) => match &s.expr {
                Some(g) => format!("the game {g}"),
                None => format!("the script's position {}", s.position),
            },
            ClassicalRequest::ScriptPlay(p) => {
                format!("a game from the script's position {}", p.script.position)
            }
            ClassicalRequest::LoopyPlay(p) => format!(
                "a game from the {} position {}",
                p.ruleset.info().name,
                p.boards.join(" + ")
            ),
            ClassicalRequest::BoardPlay(p) => format!(
                "a game from the {} position {}",
                p.ruleset.info().name,
                p.boards.join(" + ")
            ),
        }
    }
}

/// A game's report, its tree, and the values of the boards of a sum.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameView {
    pub report: GameReport,
    pub tree: TreeNode,
    /// The canonical form of each board (boards only; one per board).
    pub parts: Vec<String>,
    /// Components (regions, stone groups) solved, with their symmetric
    /// images counted once.
    pub solved: usize,
    /// A script's position: its board and its options' values.
    #[serde(default)]
    pub script: Option<ScriptView>,
}

/// What the page shows: a game, or the truth of a comparison.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClassicalView {
    Game(Box<GameView>),
    Truth(ComparisonReport),
    /// A loopy game (`on`, `a{0|a}`, `S & T`, a looping script): its
    /// canonical form, sides and outcome, draws included; and its game
    /// graph drawn as a tree with its cycles marked (a stopper's canonical
    /// graph, a looping script's positions), when there is one.
    Loopy(Box<LoopyReport>, Box<LoopyGraphs>),
    /// A position of a loopy ruleset (Fox and Geese): its loopy value when
    /// its game graph fits, its outcome with draws in any case.
    LoopyBoards(Box<LoopyBoardsView>),
}

/// The full view of a solved game.
pub(super) fn game_view(
    u: &mut Universe,
    g: Game,
    parts: Vec<String>,
    solved: usize,
) -> ClassicalView {
    ClassicalView::Game(Box::new(GameView {
        report: u.report(g),
        tree: u.tree(g, TREE_DEPTH, TREE_NODES),
        parts,
        solved,
        script: None,
    }))
}

/// A sum of boards of one ruleset, solved a slice at a time.
struct BoardsJob {
    u: Universe,
    solver: Box<dyn AnySolver>,
    /// The boards, checked by the ruleset (so they parse again).
    boards: Vec<String>,
    /// Values of the boards solved so far.
    values: Vec<Game>,
    /// The ruleset is impartial: the report gets the Grundy value.
    impartial: bool,
    /// The ruleset, for the misère outcome over its own positions.
    ruleset: RulesetId,
    /// The solver's error (a ruleset written as a script may fail).
    failed: Option<PositionError>,
}

impl BoardsJob {
    fn new(ruleset: RulesetId, boards: Vec<String>) -> Result<BoardsJob, JobError> {
        let mut solver = ruleset.solver();
        if let Some(b) = boards.first() {
            solver.start(b)?;
        }
        Ok(BoardsJob {
            u: Universe::new(),
            solver,
            boards,
            values: Vec::new(),
            impartial: ruleset.info().impartial,
            ruleset,
            failed: None,
        })
    }
}

impl Job for BoardsJob {
    fn step(&mut self, units: u32) -> bool {
        let frames = (units as usize / 16).clamp(1, FRAMES_PER_STEP);
        if self.values.len() == self.boards.len() || self.failed.is_some() {
            return true;
        }
        let stepped = match self.solver.step(&mut self.u, frames) {
            Ok(stepped) => stepped,
            Err(e) => {
                self.failed = Some(e);
                return true;
            }
        };
        if let Some(g) = stepped {
            self.values.push(g);
            if let Some(b) = self.boards.get(self.values.len()) {
                // Checked when the job started: it parses.
                let _ = self.solver.start(b);
            }
        }
        self.values.len() == self.boards.len()
    }

    /// Boards done, plus the share of the current board's first options.
    fn progress(&self) -> (u64, u64) {
        let p = self.solver.progress();
        let part = if p.root_total == 0 {
            0
        } else {
            1000 * p.root_done as u64 / p.root_total as u64
        };
        (
            1000 * self.values.len() as u64 + part.min(999),
            1000 * self.boards.len() as u64,
        )
    }

    fn finish(mut self: Box<Self>) -> JobResult {
        while !self.step(u32::MAX) {}
        if let Some(e) = self.failed.take() {
            return JobResult::Failed(e.into());
        }
        let u = &mut self.u;
        let parts = self
            .values
            .iter()
            .map(|&g| u.show_capped(g, MAX_SHOWN).0)
            .collect();
        let total = match add_boards(u, &self.boards, &self.values, Place::Page) {
            Ok(total) => total,
            Err(e) => return JobResult::Failed(e.into()),
        };
        let solved = self.solver.solved();
        let mut view = game_view(u, total, parts, solved);
        if let ClassicalView::Game(v) = &mut view {
            if self.impartial {
                v.report.grundy = u.nim_value(total);
            }
            let rules = self.ruleset.rules();
            v.report
                .set_misere(sum_outcome(rules, &self.boards, REPORT_MISERE_POSITIONS));
        }
        JobResult::Classical(view)
    }
}

/// A loopy expression's report (the script worker's: the page's module
/// has no loopy engine, `JobRequest::needs_script`), with its graphs drawn
/// as trees: a stopper's canonical form, each position labelled by its
/// value; for a value `S & T`, the game as entered (each position by its
/// form) and the onside and offside.
pub(super) fn loopy_view(text: &str) -> Result<ClassicalView, JobError> {
    use crate::games::classical::loopy::{parse_loopy_entered, LoopyExpr, LoopyValue};
    let invalid =
        |e: crate::games::classical::loopy::LoopyError| JobError::invalid("g", e.token(), e);
    let (expr, entered) = parse_loopy_entered(text).map_err(invalid)?;
    Ok(match expr {
        LoopyExpr::Value(v) => {
            let report = LoopyReport::of(text, &v).map_err(invalid)?;
            let graphs = match &v {
                LoopyValue::Stopper(g) => LoopyGraphs::game(value_graph(
                    g,
                    &format!("Game graph of {}", report.canonical),
                )),
                LoopyValue::Sided { onside, offside } => LoopyGraphs {
                    game: entered
                        .map(|g| value_graph(&g, &format!("Game graph of {text} as entered"))),
                    sides: Some((
                        value_graph(onside, &format!("Onside {}", report.onside)),
                        value_graph(offside, &format!("Offside {}", report.offside)),
                    )),
                },
            };
            ClassicalView::Loopy(Box::new(report), Box::new(graphs))
        }
        LoopyExpr::Truth(result) => ClassicalView::Truth(ComparisonReport {
            expression: text.to_string(),
            result,
        }),
    })
}

/// The onside and offside of a report's value `S & T` drawn, read back
/// from their text (a looping script's report, whose sides the loopy
/// analysis gives as text); `None` for a stopper, a report without its
/// value, or a side that does not read back as a stopper.
pub(super) fn side_graphs(
    r: &LoopyReport,
) -> Option<(super::LoopyGraphView, super::LoopyGraphView)> {
    use crate::games::classical::loopy::{parse_loopy, LoopyExpr, LoopyValue};
    if r.stopper || r.canonical.is_empty() {
        return None;
    }
    let side = |text: &str, title: String| match parse_loopy(text) {
        Ok(LoopyExpr::Value(LoopyValue::Stopper(g))) => Some(value_graph(&g, &title)),
        Ok(LoopyExpr::Value(LoopyValue::Sided { .. }) | LoopyExpr::Truth(_)) | Err(_) => None,
    };
    Some((
        side(&r.onside, format!("Onside {}", r.onside))?,
        side(&r.offside, format!("Offside {}", r.offside))?,
    ))
}

/// The graph `g` (from vertex 0) drawn as a tree titled `title`, each
/// position labelled by its form in CGSuite's notation (a canonical
/// stopper's: its value).
fn value_graph(g: &crate::games::classical::loopy::Graph, title: &str) -> super::LoopyGraphView {
    use crate::games::classical::loopy::{graph_tree_of, show_graph, GRAPH_TREE_NODES};
    let label = |x: u32| show_graph(&g.reachable(x)).unwrap_or_default();
    let tree = graph_tree_of(g, label, GRAPH_TREE_NODES);
    super::loopy::graph_view(&tree, title)
}

/// An expression whose `NAME[POS]` may name a ruleset of `rulesets`,
/// reported at once (its boards are small: [`Place::Expr`]).
pub(super) fn expression(text: &str, rulesets: &Rulesets) -> Result<Box<dyn Job>, JobError> {
    if is_loopy(text) {
        let view = (super::engines::engines("loopy")?.loopy_expr)(text)?;
        return Ok(Box::new(Ready(JobResult::Classical(view))));
    }
    let mut u = Universe::new();
    let view = match u.parse_expr_in(text, ExprLimits::PAGE, rulesets)? {
        Value::Game(g) => {
            let misere = expr_outcome(
                &mut u,
                text,
                ExprLimits::PAGE,
                rulesets,
                REPORT_MISERE_POSITIONS,
            );
            let mut view = game_view(&mut u, g, Vec::new(), 0);
            if let ClassicalView::Game(v) = &mut view {
                v.report.set_misere(misere);
            }
            view
        }
        Value::Truth(result) => ClassicalView::Truth(ComparisonReport {
            expression: text.to_string(),
            result,
        }),
    };
    Ok(Box::new(Ready(JobResult::Classical(view))))
}

/// Starts the job of a request; bad input is refused with the message the
/// page shows.
pub(super) fn start(r: ClassicalRequest) -> Result<Box<dyn Job>, JobError> {
    match r {
        ClassicalRequest::Expr(text) => expression(&text, Rulesets::builtin()),
        ClassicalRequest::Boards(ruleset, texts) if ruleset.info().loopy => {
            (super::engines::engines("loopy")?.loopy_boards)(ruleset, texts)
        }
        ClassicalRequest::Boards(ruleset, texts) => {
            let boards = parse_sum(ruleset, &texts.join("+"), Place::Page)?;
            Ok(Box::new(BoardsJob::new(ruleset, boards)?))
        }
        ClassicalRequest::Script(s) => (super::engines::engines("script")?.script)(s),
        ClassicalRequest::ScriptPlay(p) => (super::engines::engines("script")?.script_play)(p),
        ClassicalRequest::LoopyPlay(p) => (super::engines::engines("loopy")?.loopy_play)(p),
        ClassicalRequest::BoardPlay(p) => super::board_play::start_play(p),
    }
}

/// Grundy values of an octal game for heaps `lo..=hi`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OctalRequest {
    pub code: String,
    pub heaps: (u32, u32),
    /// Also each heap's remoteness, within [`OCTAL_REMOTENESS_BUDGET`].
    #[serde(default)]
    pub remoteness: bool,
}

/// The values asked for, the proven period and how far the mex rule ran.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OctalView {
    pub code: String,
    pub from: u32,
    /// `G(from..=to)`.
    pub grundy: Vec<u32>,
    pub period: Option<Period>,
    pub computed_to: u32,
    /// `remoteness(from..=to)` when asked for; `None` for the heaps past
    /// [`OCTAL_REMOTENESS_BUDGET`].
    pub remoteness: Option<Vec<Option<u32>>>,
}

/// The mex rule heap by heap, stopping once a period is proven.
pub(super) struct OctalJob {
    run: Option<OctalRun>,
    req: OctalRequest,
    error: Option<JobError>,
}

impl OctalJob {
    pub(super) fn start(req: OctalRequest) -> Result<OctalJob, JobError> {
        let code: OctalCode = req.code.parse()?;
        // The page's table, not the CLI's: the worker keeps every value.
        if req.heaps.1 > MAX_OCTAL_PAGE_HEAP {
            return Err(OctalError::HeapTooLarge {
                heap: req.heaps.1,
                max: MAX_OCTAL_PAGE_HEAP,
            }
            .into());
        }
        let run = OctalRun::new(&code, req.heaps.1, OCTAL_WORK_LIMIT)?;
        Ok(OctalJob {
            run: Some(run),
            req,
            error: None,
        })
    }
}

impl Job for OctalJob {
    fn step(&mut self, units: u32) -> bool {
        let Some(run) = &mut self.run else {
            return true;
        };
        match run.step(u64::from(units) * 64) {
            Ok(done) => done,
            Err(e) => {
                self.error = Some(e.into());
                true
            }
        }
    }

    fn progress(&self) -> (u64, u64) {
        self.run.as_ref().map_or((1, 1), OctalRun::progress)
    }

    fn note(&self) -> Option<JobNote> {
        let c = self.run.as_ref()?.candidate()?;
        Some(JobNote::OctalCandidate {
            period: c.period.period,
            preperiod: c.period.preperiod,
            proof_heap: c.proof_heap,
        })
    }

    fn finish(mut self: Box<Self>) -> JobResult {
        while !self.step(u32::MAX) {}
        if let Some(e) = self.error {
            return JobResult::Failed(e);
        }
        let Some(run) = self.run.take() else {
            return JobResult::Failed(JobError::Internal("no octal computation".into()));
        };
        let v = run.finish();
        let (lo, hi) = self.req.heaps;
        let remoteness = self
            .req
            .remoteness
            .then(|| match self.req.code.parse::<OctalCode>() {
                Ok(code) => heap_remoteness(&code, lo, hi, OCTAL_REMOTENESS_BUDGET),
                Err(_) => Vec::new(),
            });
        JobResult::Octal(OctalView {
            code: self.req.code,
            from: lo,
            grundy: v.grundy[lo as usize..=hi as usize].to_vec(),
            period: v.period,
            computed_to: v.computed_to,
            remoteness,
        })
    }
}

/// The 3-pile Nim table, computed at once (0.1 s at the largest heaps).
pub(super) fn nim_table_job(range: (u32, u32)) -> Result<Box<dyn Job>, JobError> {
    let t = nim_table(range.0, range.1)?;
    Ok(Box::new(Ready(JobResult::NimTable(t))))
}
