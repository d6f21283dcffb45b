//! A game of a registry ruleset's boards against the computer, played in
//! the compute worker (issue 42): positions too large for the Play panel's
//! main thread ([`Limits::play`]) up to the page's own limit
//! ([`Limits::page`]), such as an empty 5×5 Domineering board. The worker
//! keeps the solved session between the moves of a game; each job replays
//! the moves, plays the computer's replies and comments on every move, as
//! the script worker does for a script's game
//! ([`ScriptPlayView`](super::ScriptPlayView)). Two steps: the start's
//! value (the bulk of the work), then the replay.
//!
//! [`Limits::play`]: crate::games::classical::rulesets::Limits::play
//! [`Limits::page`]: crate::games::classical::rulesets::Limits::page

use std::cell::RefCell;
use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::{Job, JobError, JobResult, ScriptMove, ScriptPlayView, ScriptPoint};
use crate::games::classical::play::{prefixed, ClassicalGame, ClassicalPos};
use crate::games::classical::rulesets::{parse_sum, Place};
use crate::games::classical::RulesetId;
use crate::games::common::play::{self as play, PlayError, Rules};
use crate::games::common::Player;

/// A game of a sum of boards of a registry ruleset against the computer
/// (the Play panel of `#/classical`), the moves so far in the ruleset's
/// notation, answered by a worker with a [`ScriptPlayView`] as a script's
/// game is: a short ruleset's boards too large for the main thread by the
/// compute worker ([`ClassicalRequest::BoardPlay`]), a loopy ruleset's by
/// the script worker, which has the loopy engine
/// ([`ClassicalRequest::LoopyPlay`]).
///
/// [`ClassicalRequest::BoardPlay`]: super::ClassicalRequest::BoardPlay
/// [`ClassicalRequest::LoopyPlay`]: super::ClassicalRequest::LoopyPlay
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardPlayRequest {
    pub ruleset: RulesetId,
    pub boards: Vec<String>,
    /// The visitor's side; `None`: the visitor moves for both.
    pub you: Option<Player>,
    /// The moves played (`moves=`).
    pub moves: Vec<String>,
    /// Also every legal move's value (`hints=1`).
    pub hints: bool,
    /// Who moves first (`first=`).
    pub first: Player,
}

impl BoardPlayRequest {
    /// Whether the Play panel hands this sum of boards to the worker: over
    /// the main thread's play limit, within the page's (a loopy ruleset
    /// goes to the script worker instead).
    pub fn in_worker(ruleset: RulesetId, size: usize) -> bool {
        let info = ruleset.info();
        !info.loopy && size > info.limits.play && size <= info.limits.page
    }
}

thread_local! {
    /// The last session, kept between the jobs of one worker: each move of
    /// a game is a job, on the same solved canonical forms.
    static KEPT: RefCell<Option<(Key, Rc<ClassicalGame>)>> = const { RefCell::new(None) };
}

type Key = (RulesetId, Vec<String>);

/// The session of `key` (kept from the last job, or new).
fn session(key: Key) -> Rc<ClassicalGame> {
    let kept = KEPT.with(|k| k.borrow().clone());
    if let Some((k, g)) = kept {
        if k == key {
            return g;
        }
    }
    let g = Rc::new(ClassicalGame::new(key.0));
    KEPT.with(|k| *k.borrow_mut() = Some((key, g.clone())));
    g
}

/// The job: the start solved, then the game replayed.
struct BoardPlayJob {
    r: BoardPlayRequest,
    game: Rc<ClassicalGame>,
    /// Steps done (of 2).
    done: u64,
    result: Option<Result<ScriptPlayView, JobError>>,
}

/// Starts a game's job; the boards are checked against the page's limit.
pub(super) fn start_play(r: BoardPlayRequest) -> Result<Box<dyn Job>, JobError> {
    let boards = parse_sum(r.ruleset, &r.boards.join("+"), Place::Page)?;
    let game = session((r.ruleset, boards.clone()));
    Ok(Box::new(BoardPlayJob {
        r: BoardPlayRequest { boards, ..r },
        game,
        done: 0,
        result: None,
    }))
}

fn play_error(e: PlayError) -> JobError {
    match e {
        PlayError::Position(why) => JobError::solver(why),
        e => {
            let token = e.token().unwrap_or_default().to_string();
            JobError::invalid("moves", token, e)
        }
    }
}

impl Job for BoardPlayJob {
    fn step(&mut self, _units: u32) -> bool {
        match self.done {
            0 => {
                if let Err(e) = self.game.game(&self.r.boards) {
                    self.result = Some(Err(play_error(e)));
                }
            }
            _ => {
                if self.result.is_none() {
                    self.result = Some(played(&self.game, &self.r).map_err(play_error));
                }
            }
        }
        self.done += 1;
        self.result.is_some()
    }

    fn progress(&self) -> (u64, u64) {
        (self.done.min(2), 2)
    }

    fn finish(mut self: Box<Self>) -> JobResult {
        while !self.step(u32::MAX) {}
        match self.result.take() {
            Some(Ok(v)) => JobResult::ScriptPlay(Box::new(v)),
            Some(Err(e)) => JobResult::Failed(e),
            None => JobResult::Failed(JobError::Internal("the game was not played".into())),
        }
    }
}

/// The legal moves at `pos` with where each leads and its gesture (on a
/// single board; a sum is played by the buttons).
fn legal(g: &ClassicalGame, pos: &ClassicalPos) -> Result<Vec<ScriptMove>, PlayError> {
    let n = pos.boards.len();
    Ok(g.board_moves(pos)?
        .into_iter()
        .map(|(k, m)| {
            let mut to = pos.boards.clone();
            to[k] = m.to;
            let label = prefixed(k, n, &m.label);
            ScriptMove {
                action: g.action(pos, &label),
                name: g.name(pos, &label),
                label,
                to: to.join(" + "),
                sites: if n == 1 { m.sites } else { Vec::new() },
            }
        })
        .collect())
}

/// The game of `r` on the session: the moves replayed (up to the first
/// illegal one), the computer's replies appended while it is not the
/// visitor's turn, every move commented.
pub fn played(g: &ClassicalGame, r: &BoardPlayRequest) -> Result<ScriptPlayView, PlayError> {
    let start = ClassicalPos::new(r.boards.clone(), r.first);
    let replayed = play::replay_for(g, &start, &r.moves, r.you, r.hints)?;
    let (mut view, pos) = ScriptPlayView::replayed(&r.moves, replayed);
    let history = play::value_history(g, &start, &view.moves)?;
    view.history = history.iter().map(ScriptPoint::of).collect();
    if g.mover(&pos).is_some() {
        view.legal = legal(g, &pos)?;
    }
    if let [b] = pos.boards.as_slice() {
        view.board = g.ruleset().board(b).ok();
        if let Some((_, earlier)) = view.moves.split_last() {
            let at = play::replay(g, &start, earlier)?;
            view.before = g.ruleset().board(&at.boards[0]).ok();
        }
    }
    Ok(view)
}
