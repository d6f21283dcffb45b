//! Loopy rulesets on `#/classical` (issue 38: Fox and Geese, Backsliding
//! Toads and Frogs): a position's loopy value or outcome, and a game of it
//! against the computer where a draw is a result. Both run in the script
//! worker ([`JobRequest::needs_script`](super::JobRequest::needs_script)):
//! the loopy engine stays out of the page's own module (the first load of
//! `#/cs`); the page's module refuses these requests
//! ([`JobError::Internal`](super::JobError::Internal)).

use serde::{Deserialize, Serialize};

use crate::games::classical::loopy::LoopyReport;

/// The analysis of a loopy ruleset's position, as the page shows it: the
/// loopy value's report when the game graph fits, and the outcome with
/// draws in any case (plain fields: the worker's codec is bincode).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoopyBoardsView {
    /// The boards, joined by ` + `.
    pub input: String,
    /// Positions reachable (both players moving).
    pub positions: usize,
    /// The loopy value, when found.
    pub value: Option<LoopyReport>,
    /// `L`, `R`, `N`, `P`, `D`, or two letters (`LD`).
    pub outcome: String,
    /// Who wins with Left moving first (`Left`, `Right` or `draw`).
    pub left_first: String,
    pub right_first: String,
    /// Why there is no value, when there is none.
    pub note: Option<String>,
}

/// A loopy game's graph drawn as a tree (a looping script's, a loopy
/// value's), laid out and written as SVG in the script worker: each
/// position once, a move back to a position on the line from the root
/// drawn as a reference marked as a cycle
/// ([`GraphTree`](crate::games::classical::loopy::GraphTree)).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LoopyGraphView {
    pub drawing: crate::export::Drawing,
    pub svg: crate::export::Svg,
    /// Positions drawn, and references back that close a cycle.
    pub positions: usize,
    pub cycles: usize,
    /// Every position reachable is drawn.
    pub complete: bool,
}

/// The drawing's coordinates are finite numbers (never NaN), so equality
/// is an equivalence.
impl Eq for LoopyGraphView {}

/// The graphs drawn with a loopy value's report: the game's, and for a
/// value `S & T` its simplified onside and offside.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoopyGraphs {
    /// The game: a stopper's canonical form, a looping script's
    /// positions, or the game as entered when its value is `S & T` (none
    /// when the expression is not one game, such as `1 & 0` itself).
    pub game: Option<LoopyGraphView>,
    /// The onside `S` and the offside `T` of a value `S & T`, each a
    /// canonical stopper's graph, its positions labelled by value.
    pub sides: Option<(LoopyGraphView, LoopyGraphView)>,
}

impl LoopyGraphs {
    /// The game's graph alone.
    pub fn game(view: LoopyGraphView) -> LoopyGraphs {
        LoopyGraphs {
            game: Some(view),
            sides: None,
        }
    }

    /// Nothing to draw.
    pub fn is_empty(&self) -> bool {
        self.game.is_none() && self.sides.is_none()
    }
}

pub(super) use engine::{graph_view, start_boards, start_play};

mod engine {
    use std::cell::RefCell;
    use std::rc::Rc;

    use super::{LoopyBoardsView, LoopyGraphView};
    use crate::games::classical::loopy::{
        GraphTree, LoopyGame, LoopyGameRun, LoopyLimits, LoopyPos, LoopyPositionError, LoopyReport,
        LoopyRun, PositionReport, RUN_STEP,
    };
    use crate::games::classical::rulesets::{parse_sum, Place};
    use crate::games::classical::RulesetId;
    use crate::games::common::play::{self as play, PlayError};
    use crate::jobs::{
        BoardPlayRequest, ClassicalView, Job, JobError, JobResult, Ready, ScriptMove,
        ScriptPlayView,
    };

    /// The view of a game graph drawn as a tree, titled `title`.
    pub fn graph_view(t: &GraphTree, title: &str) -> LoopyGraphView {
        let drawing = crate::export::loopy_tree_drawing(t, title);
        LoopyGraphView {
            svg: crate::export::svg_document(&drawing),
            drawing,
            positions: t.positions(),
            cycles: t.cycles(),
            complete: t.complete,
        }
    }

    /// A loopy limit met, as the page's work limit; other refusals as
    /// they are.
    fn loopy_error(e: LoopyPositionError) -> JobError {
        match e {
            LoopyPositionError::Position(e) => e.into(),
            LoopyPositionError::Estimate { bound, limit, .. } => JobError::limit(
                "positions the ruleset's upper bound allows (checked before solving)",
                bound,
                limit,
                "try a smaller board or fewer pieces",
            ),
            LoopyPositionError::TooMany { limit, .. } => JobError::limit(
                "positions reachable (more than the limit)",
                limit as u64 + 1,
                limit as u64,
                "try a smaller board or fewer pieces",
            ),
            e @ LoopyPositionError::Value { .. } => JobError::solver(e),
        }
    }

    /// The loopy value or outcome of a sum of boards (within
    /// [`LoopyLimits::PAGE`]), stepped: the boards are read and the
    /// ruleset's bound checked here, the exploration and the retrograde
    /// analysis go [`RUN_STEP`] positions or states a step, so the page
    /// shows progress and Cancel stops it between steps.
    pub fn start_boards(r: RulesetId, texts: Vec<String>) -> Result<Box<dyn Job>, JobError> {
        let boards = parse_sum(r, &texts.join("+"), Place::Page)?;
        let run = r
            .loopy_run(&boards, &LoopyLimits::PAGE)
            .map_err(loopy_error)?;
        Ok(Box::new(BoardsJob { run, result: None }))
    }

    /// The analysis of a loopy ruleset's position, a step at a time.
    struct BoardsJob {
        run: LoopyRun<'static>,
        result: Option<Result<LoopyBoardsView, JobError>>,
    }

    impl Job for BoardsJob {
        /// One step of [`RUN_STEP`] positions or states (the units asked
        /// for are not used: the steps do not depend on the machine).
        fn step(&mut self, _units: u32) -> bool {
            if self.result.is_none() {
                match self.run.step(RUN_STEP) {
                    Ok(None) => {}
                    Ok(Some(p)) => self.result = Some(Ok(view(p))),
                    Err(e) => self.result = Some(Err(loopy_error(e))),
                }
            }
            self.result.is_some()
        }

        /// Positions explored, then states settled, out of three a
        /// position (the ruleset's bound until they are counted).
        fn progress(&self) -> (u64, u64) {
            self.run.progress()
        }

        fn finish(mut self: Box<Self>) -> JobResult {
            while !self.step(0) {}
            match self.result.take() {
                Some(Ok(v)) => JobResult::Classical(ClassicalView::LoopyBoards(Box::new(v))),
                Some(Err(e)) => JobResult::Failed(e),
                None => JobResult::Failed(JobError::Internal("a loopy run without result".into())),
            }
        }
    }

    /// The page's view of a position's report.
    fn view(p: PositionReport) -> LoopyBoardsView {
        let value = match (p.canonical, p.onside, p.offside, p.stopper) {
            (Some(canonical), Some(onside), Some(offside), Some(stopper)) => Some(LoopyReport {
                input: p.input.clone(),
                canonical,
                onside,
                offside,
                stopper,
                outcome: p.outcome.clone(),
                left_first: p.left_first.clone(),
                right_first: p.right_first.clone(),
                note: None,
            }),
            _ => None,
        };
        LoopyBoardsView {
            input: p.input,
            positions: p.positions,
            value,
            outcome: p.outcome,
            left_first: p.left_first,
            right_first: p.right_first,
            note: p.note,
        }
    }

    thread_local! {
        /// The last game solved, kept between the jobs of one worker: each
        /// move of a game is a job, on the same solved graph.
        static KEPT: RefCell<Option<(Key, Rc<LoopyGame>)>> = const { RefCell::new(None) };
    }

    type Key = (RulesetId, Vec<String>);

    /// The game of `key` kept from the last job, if it is that game.
    fn kept(key: &Key) -> Option<Rc<LoopyGame>> {
        KEPT.with(|k| match &*k.borrow() {
            Some((k, g)) if k == key => Some(g.clone()),
            Some(_) | None => None,
        })
    }

    /// The game of `r` replayed, with the computer's replies and every
    /// move commented, as a scripted game's view: at once on the game
    /// kept from the last move, otherwise after the game is solved
    /// [`RUN_STEP`] positions or states a step (the page shows progress,
    /// Cancel stops it between steps).
    pub fn start_play(r: BoardPlayRequest) -> Result<Box<dyn Job>, JobError> {
        let boards = parse_sum(r.ruleset, &r.boards.join("+"), Place::Page)?;
        let key = (r.ruleset, boards);
        if let Some(g) = kept(&key) {
            return Ok(Box::new(Ready(play_result(&g, &r))));
        }
        KEPT.with(|k| *k.borrow_mut() = None);
        let run = key
            .0
            .loopy_game_run(&key.1, &LoopyLimits::PAGE)
            .map_err(loopy_error)?;
        Ok(Box::new(PlayJob {
            run,
            key,
            request: r,
            result: None,
        }))
    }

    /// A game to play, solved a step at a time, then replayed.
    struct PlayJob {
        run: LoopyGameRun,
        key: Key,
        request: BoardPlayRequest,
        result: Option<JobResult>,
    }

    impl Job for PlayJob {
        /// One step of [`RUN_STEP`] positions or states; the solved game
        /// is kept for the next moves.
        fn step(&mut self, _units: u32) -> bool {
            if self.result.is_none() {
                match self.run.step(RUN_STEP) {
                    Ok(None) => {}
                    Ok(Some(g)) => {
                        let g = Rc::new(g);
                        KEPT.with(|k| *k.borrow_mut() = Some((self.key.clone(), g.clone())));
                        self.result = Some(play_result(&g, &self.request));
                    }
                    Err(e) => self.result = Some(JobResult::Failed(loopy_error(e))),
                }
            }
            self.result.is_some()
        }

        /// Positions explored, then states settled, out of three a
        /// position (the ruleset's bound until they are counted).
        fn progress(&self) -> (u64, u64) {
            self.run.progress()
        }

        fn finish(mut self: Box<Self>) -> JobResult {
            while !self.step(0) {}
            self.result.take().unwrap_or_else(|| {
                JobResult::Failed(JobError::Internal("a loopy game without result".into()))
            })
        }
    }

    /// The view of the game of `r` on the solved game, or why not.
    fn play_result(g: &LoopyGame, r: &BoardPlayRequest) -> JobResult {
        match played(g, r) {
            Ok(view) => JobResult::ScriptPlay(Box::new(view)),
            Err(PlayError::Position(why)) => JobResult::Failed(JobError::solver(why)),
            Err(e) => {
                let token = e.token().unwrap_or_default().to_string();
                JobResult::Failed(JobError::invalid("moves", token, e))
            }
        }
    }

    /// What a move gives its mover, from the remoteness after it: a win
    /// (even: the opponent loses), a loss, or a draw (none).
    fn result_word(remoteness: Option<u32>) -> &'static str {
        match remoteness {
            Some(r) if r % 2 == 0 => "win",
            Some(_) => "loss",
            None => "draw",
        }
    }

    /// The legal moves at `pos` with where each leads and its gesture.
    fn legal(g: &LoopyGame, pos: &LoopyPos) -> Result<Vec<ScriptMove>, PlayError> {
        Ok(g.legal(pos)?
            .into_iter()
            .map(|m| ScriptMove {
                action: play::Rules::action(g, pos, &m.label),
                name: play::Rules::name(g, pos, &m.label),
                to: g.notation(&m.to),
                label: m.label,
                sites: m.sites,
            })
            .collect())
    }

    /// The game of `r` on the solved graph: the moves replayed (up to the
    /// first illegal one), the computer's replies appended while it is not
    /// the visitor's turn, every move commented; each hint's verdict says
    /// what the move gives its mover (`best (draw)`).
    fn played(g: &LoopyGame, r: &BoardPlayRequest) -> Result<ScriptPlayView, PlayError> {
        let start = g.start(r.first);
        let replayed = play::replay_for(g, &start, &r.moves, r.you, r.hints)?;
        let (mut view, pos) = ScriptPlayView::replayed(&r.moves, replayed);
        if view.to_move.is_some() {
            view.legal = legal(g, &pos)?;
        }
        for h in &mut view.hints {
            h.verdict = format!("{} ({})", h.verdict, result_word(h.remoteness));
        }
        view.board = g.board(&pos);
        Ok(view)
    }
}
