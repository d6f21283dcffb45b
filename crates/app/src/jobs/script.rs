//! A game written as a script (issue 30), solved in the worker a slice at a
//! time: the script is compiled under [`ScriptLimits::PAGE`], the position
//! read with it, and the [`ScriptSolver`] stepped a few positions per step
//! (each position calls the script once per player, within its operation
//! budget), so the page shows progress and Cancel stops it. A worker keeps
//! the last script's solver between jobs (within half the page's memory
//! budget), so the next move of a game or another position of the same
//! script starts from what is known; a job that meets the memory budget
//! with kept positions counted in starts again without them. A script whose
//! positions repeat (issue 38) gets its loopy report instead of the short
//! solver's refusal ([`ClassicalView::Loopy`](super::ClassicalView::Loopy),
//! within `PAGE_LOOPY_SCRIPT_POSITIONS`); a game played from it stays
//! refused.
//!
//! The engine is reached only through [`super::engines`], which the page's
//! own module never installs (the first load stays small): there a script
//! request is refused with [`JobError::Internal`], and the page sends it to
//! the script worker, a second module fetched when a script is first run
//! ([`JobRequest::needs_script`](super::JobRequest::needs_script)).

use serde::{Deserialize, Serialize};

use crate::games::classical::rulesets::Board;
use crate::games::common::play::{self as play, Commentary, Mover};
use crate::games::common::Player;

pub(super) use engine::{start, start_play};

/// Most options of each player listed with their values.
pub const MAX_SCRIPT_OPTIONS: usize = 64;

/// What the page shows of a script's position besides its report: the
/// board its `fn board` draws, and each option with its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptView {
    /// The position as the script writes it.
    pub position: String,
    pub board: Option<Board>,
    /// Why `fn board` drew nothing (its error).
    pub board_error: Option<String>,
    /// Left's options (every option of an impartial game) and Right's,
    /// at most [`MAX_SCRIPT_OPTIONS`] each, in the script's order.
    pub left: Vec<ScriptOption>,
    pub right: Vec<ScriptOption>,
    /// Options left out past [`MAX_SCRIPT_OPTIONS`] (both players).
    pub more: usize,
    pub impartial: bool,
}

/// An option and its canonical form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptOption {
    pub position: String,
    pub value: String,
    /// The sites of the board to click to move there (empty: by its link
    /// only; see [`gesture`](crate::games::classical::script::gesture)).
    #[serde(default)]
    pub sites: Vec<usize>,
}

/// A script and the position to evaluate, as typed; or, with `expr`, an
/// expression in which the script is the ruleset `name` (issue 37:
/// `cake[[[2, 3]]] + cutcake[2x3]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptRequest {
    /// The script's source.
    pub source: String,
    /// The position, a Rhai literal (`"..|.."`, `[3, 4]`).
    pub position: String,
    /// The name the script goes by in `expr` (`sname=`).
    #[serde(default = "default_script_name")]
    pub name: String,
    /// An expression naming the script as `name[POS]` (`g=`), evaluated
    /// instead of `position`.
    #[serde(default)]
    pub expr: Option<String>,
}

/// The name of a script when none is given (`sname=`).
pub const DEFAULT_SCRIPT_NAME: &str = "s";

fn default_script_name() -> String {
    DEFAULT_SCRIPT_NAME.to_string()
}

impl ScriptRequest {
    /// The position `position` of the script `source`, named
    /// [`DEFAULT_SCRIPT_NAME`].
    pub fn new(source: impl Into<String>, position: impl Into<String>) -> ScriptRequest {
        ScriptRequest {
            source: source.into(),
            position: position.into(),
            name: default_script_name(),
            expr: None,
        }
    }
}

/// A game of a script's position against the equilibrium (the Play panel
/// of `#/classical` with a script): the moves so far, numbered among the
/// mover's options in the script's order as `pebbles play cgt --script`
/// numbers them. `first` moves first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptPlayRequest {
    pub script: ScriptRequest,
    /// The visitor's side; `None`: the visitor moves for both (a lecture).
    pub you: Option<Player>,
    /// The moves played (`moves=`).
    pub moves: Vec<String>,
    /// Also every legal move's value (`hints=1`).
    pub hints: bool,
    /// Who moves first (`first=`).
    #[serde(default = "left")]
    pub first: Player,
}

fn left() -> Player {
    Player::Left
}

/// A scripted game so far, as the Play panel draws it: the worker replays
/// the moves, plays the equilibrium's replies while it is not the
/// visitor's turn, and comments on every move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScriptPlayView {
    /// The moves asked for (the request's).
    pub asked: Vec<String>,
    /// The moves after the computer's replies (the page's next `moves=`).
    pub moves: Vec<String>,
    /// The current position, as the script writes it, and its value.
    pub position: String,
    pub value: String,
    /// Who moves now; `None` once the game is over.
    pub to_move: Option<Player>,
    /// The legal moves now.
    pub legal: Vec<ScriptMove>,
    /// One line per move, its mover, and whether it was among the best.
    pub steps: Vec<ScriptStep>,
    /// `Game over: …`, once the game is over.
    pub summary: Option<String>,
    /// The first illegal move of the link (play stops before it).
    pub error: Option<String>,
    /// With `hints`: every legal move with its value and verdict.
    pub hints: Vec<ScriptHint>,
    /// The current position drawn by the script's `fn board`.
    pub board: Option<Board>,
    /// The board before the last move (its changes are marked), where
    /// the game has one board of a registry ruleset.
    #[serde(default)]
    pub before: Option<Board>,
    /// Every position's value with what a chart plots of it, where the
    /// worker computes them (a registry ruleset's large boards); empty
    /// otherwise.
    #[serde(default)]
    pub history: Vec<ScriptPoint>,
}

/// One position of a game the worker plays, for the value-history chart
/// ([`play::HistoryPoint`] with the mover as a side).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ScriptPoint {
    pub ply: usize,
    /// Who made the move that led here (`None` at the start).
    pub mover: Option<Player>,
    /// That move in the board's words.
    pub name: String,
    pub value: String,
    pub plotted: Option<play::Plotted>,
}

impl ScriptPoint {
    pub fn of(p: &play::HistoryPoint) -> ScriptPoint {
        ScriptPoint {
            ply: p.ply,
            mover: p.by.as_ref().map(|b| side_of(b.0)),
            name: p.by.as_ref().map_or_else(String::new, |b| b.2.clone()),
            value: p.value.text.clone(),
            plotted: p.plotted,
        }
    }
}

/// A legal move of a scripted game: its number among the mover's options
/// (in the script's order) and the position it leads to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptMove {
    pub label: String,
    pub to: String,
    /// The sites of the board to click to make it (empty: by its button
    /// only; see [`gesture`](crate::games::classical::script::gesture)).
    pub sites: Vec<usize>,
    /// The move in words after `You` (`placed a domino at b2`).
    pub action: String,
    /// The move in the board's own words (`fox d4–e5`), as the move
    /// values name it; its label where the game has no words of its own.
    pub name: String,
}

/// One commented move of a scripted game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptStep {
    pub text: String,
    pub mover: Player,
    pub optimal: bool,
}

/// A mover as a side: a second player of a numbered game is Right.
fn side_of(m: Mover) -> Player {
    match m {
        Mover::Number(2) | Mover::Side(Player::Right) => Player::Right,
        Mover::Number(_) | Mover::Side(Player::Left) => Player::Left,
    }
}

impl ScriptStep {
    /// Each commented move of a game played, its mover as a side.
    fn all(c: &Commentary) -> Vec<ScriptStep> {
        c.steps
            .iter()
            .map(|s| ScriptStep {
                text: s.text(),
                mover: side_of(s.mover),
                optimal: s.cost.is_optimal(),
            })
            .collect()
    }
}

impl ScriptPlayView {
    /// A game replayed for a page ([`play::replay_for`]), as the Play
    /// panel shows it: the commentary's position, value, mover, steps,
    /// summary and hints (each verdict as the commentary words it), with
    /// no legal moves and no boards: those are the game's to add, from the
    /// position after the moves, which comes back with the view.
    pub(super) fn replayed<P>(asked: &[String], r: play::Replayed<P>) -> (ScriptPlayView, P) {
        let c = r.commentary;
        let view = ScriptPlayView {
            asked: asked.to_vec(),
            moves: r.moves,
            position: c.position.clone(),
            value: c.value.text.clone(),
            to_move: c.to_move.map(side_of),
            legal: Vec::new(),
            steps: ScriptStep::all(&c),
            summary: c.summary.as_ref().map(|s| s.text()),
            error: r.error,
            hints: c
                .options
                .iter()
                .map(|o| ScriptHint {
                    label: o.label.clone(),
                    name: o.name.clone(),
                    value: o.value.text.clone(),
                    verdict: o.verdict(),
                    best: matches!(o.cost, play::Cost::Optimal) && o.winning,
                    remoteness: o.remoteness,
                })
                .collect(),
            board: None,
            before: None,
            history: Vec::new(),
        };
        (view, r.pos)
    }
}

/// A legal move and what it leads to with best play from there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptHint {
    pub label: String,
    /// The move in the board's words (`b1–b2`, [`Rules::name`]); the
    /// label where the game has no other words.
    ///
    /// [`Rules::name`]: crate::games::common::play::Rules::name
    pub name: String,
    pub value: String,
    /// `best`, `loses the win`, …
    pub verdict: String,
    /// It keeps the mover's win.
    pub best: bool,
    /// Moves to the end under best play after it, where searched.
    pub remoteness: Option<u32>,
}

// Public for the tests in tests/it.
#[doc(hidden)]
pub mod engine {
    use std::cell::RefCell;
    use std::sync::Arc;

    use super::{
        ScriptMove, ScriptOption, ScriptPlayRequest, ScriptPlayView, ScriptRequest, ScriptView,
        MAX_SCRIPT_OPTIONS,
    };
    use crate::games::classical::loopy::{
        LoopyLimits, LoopyPositionError, PositionReport, GRAPH_TREE_NODES,
    };
    use crate::games::classical::misere::{sum_outcome, REPORT_MISERE_POSITIONS};
    use crate::games::classical::report::MAX_SHOWN;
    use crate::games::classical::rulesets::{
        loopy_value, AnyRuleset, Board, PositionError, Rulesets,
    };
    use crate::games::classical::script::play::{ScriptGame, ScriptPlayPos};
    use crate::games::classical::script::ScriptRuleset;
    use crate::games::classical::script::{
        gestures, Limit, Script, ScriptError, ScriptLimits, ScriptPos, ScriptSolver,
    };
    use crate::games::classical::{Game, Universe};
    use crate::games::common::play::{self as play, PlayError, Rules};
    use crate::games::common::Player;
    use crate::jobs::classical::game_view;
    use crate::jobs::{ClassicalView, Job, JobError, JobResult, LoopyGraphView, LoopyGraphs};
    use crate::notation::shown;

    /// Positions the solver expands per step call at most.
    const POSITIONS_PER_STEP: usize = 64;

    /// Most positions of a looping script the page explores for its loopy
    /// value (issue 38): the analysis runs in one step of the worker
    /// (each position calls the script once per player), which must answer
    /// within the page's watchdog; a graph of more than
    /// [`LoopyLimits::vertices`] positions gets its outcome alone.
    pub const PAGE_LOOPY_SCRIPT_POSITIONS: usize = 50_000;

    /// The loopy report of the boards of a script whose positions repeat
    /// (the page's script panel, the JavaScript API): the script's limits
    /// and [`PAGE_LOOPY_SCRIPT_POSITIONS`]; a graph past them is a work
    /// limit of the page.
    pub fn page_loopy(
        rules: &dyn AnyRuleset,
        boards: &[String],
    ) -> Result<PositionReport, JobError> {
        let limits = LoopyLimits {
            positions: PAGE_LOOPY_SCRIPT_POSITIONS,
            ..LoopyLimits::PAGE
        };
        match loopy_value(rules, boards, &limits, &mut |_: u64| false) {
            Ok(Some(r)) => Ok(r),
            Ok(None) => Err(JobError::Internal(
                "a loopy analysis stopped unasked".into(),
            )),
            Err(LoopyPositionError::Position(e)) => Err(e.into()),
            Err(LoopyPositionError::TooMany { limit, .. }) => Err(JobError::limit(
                "positions reachable (at least) from this position of a looping script",
                limit as u64 + 1,
                limit as u64,
                "start from a position with fewer positions reachable, or use `pebbles cgt \
                 --script FILE --position POS` for larger ones",
            )),
            Err(e) => Err(JobError::Solver(e.to_string())),
        }
    }

    pub struct ScriptJob {
        source: String,
        /// The solver was kept from an earlier job.
        pub kept: bool,
        u: Universe,
        pub solver: ScriptSolver,
        position: ScriptPos,
        impartial: bool,
        value: Option<Game>,
        pub failed: Option<ScriptError>,
        /// The position as typed (a looping script's report names it).
        text: String,
        /// A looping script's report (issue 38), or why it is missing.
        loopy: Option<Result<PositionReport, JobError>>,
        /// A looping script's game graph drawn as a tree.
        loopy_graph: Option<Box<LoopyGraphView>>,
        /// A game to play from the position, once it is solved.
        play: Option<ScriptPlayRequest>,
    }

    /// A game against the equilibrium: the start is solved in steps (with
    /// progress and Cancel), then the game is replayed on its memo.
    pub(in crate::jobs) fn start_play(r: ScriptPlayRequest) -> Result<Box<dyn Job>, JobError> {
        let mut job = solve(r.script.clone(), ScriptLimits::PAGE)?;
        job.play = Some(r);
        Ok(Box::new(job))
    }

    /// Compiles the script and reads the position; the solve runs in
    /// steps. With an expression, the script is the ruleset of its name
    /// there, next to the registry's (each `NAME[POS]` solves at most
    /// [`EXPR_POSITIONS`](crate::games::classical::script::EXPR_POSITIONS)).
    pub(in crate::jobs) fn start(r: ScriptRequest) -> Result<Box<dyn Job>, JobError> {
        let Some(expr) = &r.expr else {
            return Ok(Box::new(solve(r, ScriptLimits::PAGE)?));
        };
        let mut rulesets = Rulesets::default();
        rulesets
            .add_script(&r.name, &r.source, ScriptLimits::PAGE, None)
            .map_err(|e| match e {
                // The editor marks the script's line.
                PositionError::Script { error, .. } => JobError::Script(*error),
                e => JobError::invalid("sname", e.token(), e),
            })?;
        crate::jobs::classical::expression(expr, &rulesets)
    }

    thread_local! {
        /// The last script's solver and canonical forms, kept between the
        /// jobs of one worker: the next move of a game, or another
        /// position of the same script, starts from what is known.
        static KEPT: RefCell<Option<Kept>> = const { RefCell::new(None) };
    }

    /// A script's source, with its universe and solver.
    type Kept = (String, Universe, ScriptSolver);

    /// Most positions kept between jobs: half the page's budget, so that
    /// what earlier jobs memoised never stops a later one early.
    const KEEP_POSITIONS: usize = ScriptLimits::PAGE.positions / 2;

    /// Keeps a solver after its job (within [`KEEP_POSITIONS`]).
    fn keep(source: String, u: Universe, solver: ScriptSolver) {
        let kept = (solver.solved() <= KEEP_POSITIONS).then_some((source, u, solver));
        KEPT.with(|k| *k.borrow_mut() = kept);
    }

    /// The kept solver of `source` under `limits` (and `true`), or a new one.
    fn solver_for(
        source: &str,
        limits: ScriptLimits,
    ) -> Result<(Universe, ScriptSolver, bool), JobError> {
        let kept = KEPT.with(|k| k.borrow_mut().take());
        match kept {
            Some((s, u, solver)) if s == source && *solver.script().limits() == limits => {
                Ok((u, solver, true))
            }
            _ => {
                let script = Script::compile(source, limits)?;
                Ok((Universe::new(), ScriptSolver::new(Arc::new(script)), false))
            }
        }
    }

    pub fn solve(r: ScriptRequest, limits: ScriptLimits) -> Result<ScriptJob, JobError> {
        let (u, mut solver, kept) = solver_for(&r.source, limits)?;
        let position = solver.script().position(&r.position)?;
        let impartial = solver.script().impartial();
        solver.start(&position)?;
        Ok(ScriptJob {
            source: r.source,
            kept,
            u,
            solver,
            position,
            impartial,
            value: None,
            failed: None,
            text: r.position,
            loopy: None,
            loopy_graph: None,
            play: None,
        })
    }

    /// The mover's moves at `pos`, each with where it leads and its
    /// gesture on the position's drawing `board`.
    fn legal_moves(
        g: &ScriptGame,
        pos: &ScriptPlayPos,
        board: Option<&Board>,
    ) -> Result<Vec<ScriptMove>, PlayError> {
        let moves = g.moves(pos)?;
        let sites = match board {
            Some(b) => {
                let after: Vec<_> = moves.iter().map(|(_, q)| g.board(&q.position)).collect();
                gestures(b, &after)
            }
            None => vec![Vec::new(); moves.len()],
        };
        Ok(moves
            .into_iter()
            .zip(sites)
            .map(|((label, next), sites)| ScriptMove {
                name: label.clone(),
                label,
                action: format!(
                    "moved to {}",
                    crate::notation::shown(&next.position.to_string())
                ),
                to: next.position.to_string(),
                sites,
            })
            .collect())
    }

    /// The game of `r` on the solved memo of its start: the moves
    /// replayed (up to the first illegal one), the equilibrium's replies
    /// appended while it is not the visitor's turn, every move commented.
    fn played(
        g: &ScriptGame,
        start: ScriptPos,
        r: &ScriptPlayRequest,
    ) -> Result<ScriptPlayView, PlayError> {
        let start = ScriptPlayPos {
            position: start,
            to_move: r.first,
        };
        let replayed = play::replay_for(g, &start, &r.moves, r.you, r.hints)?;
        let (mut view, pos) = ScriptPlayView::replayed(&r.moves, replayed);
        view.board = g.board(&pos.position);
        if view.to_move.is_some() {
            view.legal = legal_moves(g, &pos, view.board.as_ref())?;
        }
        Ok(view)
    }

    impl ScriptJob {
        /// Solved, failed, or analysed as a loopy game.
        fn done(&self) -> bool {
            self.value.is_some() || self.failed.is_some() || self.loopy.is_some()
        }

        /// The board and the options' values of the solved position (the
        /// options were solved with it, so their values are memoised).
        fn extras(&mut self) -> Result<ScriptView, ScriptError> {
            let script = self.solver.script_arc();
            let (board, board_error) = match script.board(&self.position) {
                Ok(b) => (b, None),
                Err(e) => (None, Some(e.to_string())),
            };
            let mut sides = Vec::new();
            let mut more = 0;
            let players: &[Player] = if self.impartial {
                &[Player::Left]
            } else {
                &[Player::Left, Player::Right]
            };
            for &p in players {
                let options = script.options(&self.position, p)?;
                more += options.len().saturating_sub(MAX_SCRIPT_OPTIONS);
                let mut side = Vec::new();
                for o in options.into_iter().take(MAX_SCRIPT_OPTIONS) {
                    let g = self.solver.value(&mut self.u, &o)?;
                    side.push((
                        ScriptOption {
                            position: o.to_string(),
                            value: self.u.show_capped(g, MAX_SHOWN).0,
                            sites: Vec::new(),
                        },
                        o,
                    ));
                }
                sides.push(side);
            }
            // A click on the board moves to an option: each distinct
            // option position gets its gesture (Left's and Right's apart
            // where the drawing tells them apart).
            if let Some(b) = &board {
                let mut distinct: Vec<&ScriptPos> = Vec::new();
                for (_, o) in sides.iter().flatten() {
                    if !distinct.contains(&o) {
                        distinct.push(o);
                    }
                }
                let after: Vec<_> = distinct
                    .iter()
                    .map(|o| script.board(o).ok().flatten())
                    .collect();
                let found = gestures(b, &after);
                let sites: Vec<(String, Vec<usize>)> =
                    distinct.iter().map(|o| o.to_string()).zip(found).collect();
                for (opt, _) in sides.iter_mut().flatten() {
                    if let Some((_, g)) = sites.iter().find(|(p, _)| *p == opt.position) {
                        opt.sites = g.clone();
                    }
                }
            }
            let mut sides: Vec<Vec<ScriptOption>> = sides
                .into_iter()
                .map(|side| side.into_iter().map(|(o, _)| o).collect())
                .collect();
            let right = if sides.len() > 1 {
                sides.pop().unwrap_or_default()
            } else {
                Vec::new()
            };
            let left = sides.pop().unwrap_or_default();
            Ok(ScriptView {
                position: self.position.to_string(),
                board,
                board_error,
                left,
                right,
                more,
                impartial: self.impartial,
            })
        }
    }

    impl Job for ScriptJob {
        fn step(&mut self, units: u32) -> bool {
            if self.done() {
                return true;
            }
            let budget = (units as usize / 64).clamp(1, POSITIONS_PER_STEP);
            match self.solver.step(&mut self.u, budget) {
                Ok(Some(g)) => self.value = Some(g),
                Ok(None) => {}
                // The memory budget met with positions an earlier job
                // memoised counted in: start again with none.
                Err(e)
                    if self.solver.solved() > 0
                        && self.kept
                        && matches!(e.limit(), Some(Limit::Positions | Limit::Weight)) =>
                {
                    self.kept = false;
                    self.u = Universe::new();
                    self.solver = ScriptSolver::new(self.solver.script_arc());
                    if let Err(e) = self.solver.start(&self.position) {
                        self.failed = Some(e);
                    }
                }
                // A position repeats: a loopy game (not for a game played).
                Err(ScriptError::Cycle { .. }) if self.play.is_none() => {
                    let rules = ScriptRuleset::new("script", self.solver.script_arc());
                    let boards = std::slice::from_ref(&self.text);
                    self.loopy = Some(page_loopy(&rules, boards));
                    // Its game graph as a tree, the cycles marked (none
                    // when the script fails on the way: the report says).
                    self.loopy_graph = rules.loopy_tree(boards, GRAPH_TREE_NODES).ok().map(|t| {
                        let title = format!("Game graph of {}", shown(&self.text));
                        Box::new(crate::jobs::loopy::graph_view(&t, &title))
                    });
                }
                Err(e) => self.failed = Some(e),
            }
            self.done()
        }

        /// The share of the position's options (four levels deep) done.
        fn progress(&self) -> (u64, u64) {
            let p = self.solver.progress();
            (p.root_done as u64, (p.root_total as u64).max(1))
        }

        fn finish(mut self: Box<Self>) -> JobResult {
            while !self.step(u32::MAX) {}
            if let Some(e) = self.failed {
                return JobResult::Failed(e.into());
            }
            match self.loopy {
                Some(Ok(r)) => {
                    let report = r.loopy_report();
                    let graphs = LoopyGraphs {
                        game: self.loopy_graph.map(|g| *g),
                        sides: crate::jobs::classical::side_graphs(&report),
                    };
                    let view = ClassicalView::Loopy(Box::new(report), Box::new(graphs));
                    return JobResult::Classical(view);
                }
                Some(Err(e)) => return JobResult::Failed(e),
                None => {}
            }
            let Some(g) = self.value else {
                return JobResult::Failed(JobError::Internal(
                    "a script job without a value".into(),
                ));
            };
            if let Some(r) = self.play.take() {
                let ScriptJob {
                    source,
                    u,
                    solver,
                    position,
                    ..
                } = *self;
                let game = ScriptGame::from_solved(u, solver);
                let out = match played(&game, position, &r) {
                    Ok(v) => JobResult::ScriptPlay(Box::new(v)),
                    Err(e) => JobResult::Failed(JobError::Invalid {
                        field: "moves".into(),
                        token: e.token().unwrap_or_default().to_string(),
                        reason: e.to_string(),
                    }),
                };
                let (u, solver) = game.into_parts();
                keep(source, u, solver);
                return out;
            }
            let solved = self.solver.solved();
            let extras = match self.extras() {
                Ok(extras) => extras,
                Err(e) => return JobResult::Failed(e.into()),
            };
            let mut view = game_view(&mut self.u, g, Vec::new(), solved);
            if let ClassicalView::Game(v) = &mut view {
                if self.impartial {
                    v.report.grundy = self.u.nim_value(g);
                }
                // Over the script's own options, not the canonical form.
                let rules = ScriptRuleset::new("script", self.solver.script_arc());
                let board = [self.position.to_string()];
                v.report
                    .set_misere(sum_outcome(&rules, &board, REPORT_MISERE_POSITIONS));
                v.script = Some(extras);
            }
            let ScriptJob {
                source, u, solver, ..
            } = *self;
            keep(source, u, solver);
            JobResult::Classical(view)
        }
    }
}
