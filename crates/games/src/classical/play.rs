//! Playing a classical position against the equilibrium (issue 17): a sum
//! of boards of any ruleset of the [registry](super::rulesets). Values are
//! the canonical forms of the ruleset's [`Solver`](super::Solver); a move
//! is judged by the outcome class (Left wins `L`, Right wins `R`, the next
//! player `N`, the previous `P`): a mover who can win and moves to a
//! position the opponent wins loses the win (`N → N`, `L → P`, …); a losing
//! mover's moves all count as best. The equilibrium plays the first winning
//! move in the ruleset's move order.
//!
//! Moves are written in the ruleset's notation ([`Info::move_notation`]);
//! in a sum of several boards the board's number comes first: `2:b2`.
//!
//! A session's work is bounded by [`PLAY_WORK_LIMIT`] and
//! [`REMOTENESS_LIMIT`], and by the caller's clock when it has one
//! ([`ClassicalGame::with_clock`], the CLI's `--time-limit`).
//!
//! [`Info::move_notation`]: super::rulesets::Info::move_notation

use std::cell::RefCell;

use super::meter::Clock;
use super::remoteness::{Found, Remoteness, REMOTENESS_LIMIT};
use super::rulesets::pieces::Placed;
use super::rulesets::{AnySolver, Move, PositionError, RulesetId};
use super::universe::{Game, Universe};
use crate::common::play::{self, Commentary, Cost, PlayError, Plotted, Value};
use crate::common::{Class, Player};

/// Work units (positions expanded) one play session may spend solving.
pub const PLAY_WORK_LIMIT: usize = 4_000_000;

/// A sum of boards of one ruleset (each in its notation) and who moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicalPos {
    pub boards: Vec<String>,
    pub to_move: Player,
    /// Boards of pieces cut in place (Cutcake): each board's pieces where
    /// they stand in the frame of the game's start, kept by the moves
    /// played from it ([`Rules::moves`](play::Rules::moves)), so that a
    /// cut is named in the start's coordinates
    /// ([`Placed::cut_name`]). Empty for other rulesets and for a
    /// position given without its history: its pieces then stand side by
    /// side, as its board draws them.
    pub placed: Vec<Option<Placed>>,
}

impl ClassicalPos {
    /// The boards `boards` with `to_move` to move, each as it is drawn.
    pub fn new(boards: Vec<String>, to_move: Player) -> ClassicalPos {
        ClassicalPos {
            boards,
            to_move,
            placed: Vec::new(),
        }
    }
}

/// The solver and canonical forms of one play session of a ruleset.
pub struct ClassicalGame {
    ruleset: RulesetId,
    state: RefCell<Session>,
}

struct Session {
    u: Universe,
    solver: Box<dyn AnySolver>,
    spent: usize,
    remote: Remoteness,
    /// What is left of [`REMOTENESS_LIMIT`].
    remote_budget: usize,
    /// Positions the remoteness searches expanded.
    searched: usize,
    /// The caller's clock ([`ClassicalGame::with_clock`]).
    clock: Option<Clock>,
    /// Where the clock stopped the session: every later question fails.
    stopped: Option<ClockStop>,
}

/// Where a session's clock stopped it ([`ClassicalGame::with_clock`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockStop {
    /// Components the solver had solved.
    pub solved: usize,
    /// Positions the remoteness searches had expanded.
    pub searched: usize,
}

/// `812 components solved`, and `, 4096 positions searched for
/// remoteness` when a search had begun.
impl std::fmt::Display for ClockStop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} components solved", self.solved)?;
        if self.searched > 0 {
            write!(f, ", {} positions searched for remoteness", self.searched)?;
        }
        Ok(())
    }
}

impl ClassicalGame {
    pub fn new(ruleset: RulesetId) -> ClassicalGame {
        ClassicalGame {
            ruleset,
            state: RefCell::new(Session {
                u: Universe::new(),
                solver: ruleset.solver(),
                spent: 0,
                remote: Remoteness::new(),
                remote_budget: REMOTENESS_LIMIT,
                searched: 0,
                clock: None,
                stopped: None,
            }),
        }
    }

    /// The same session stopped by `clock` (the CLI's time limit): asked
    /// between the solver's steps and every
    /// [`STOP_EVERY`](super::remoteness::STOP_EVERY) positions of a
    /// remoteness search. Once it says stop, every value asked for fails
    /// ([`PlayError::Position`]) and remoteness is not shown; the caller
    /// reads where it stopped with [`ClassicalGame::stopped`] (a search
    /// stopped on the last move asked about fails nothing).
    pub fn with_clock(self, clock: Clock) -> ClassicalGame {
        self.state.borrow_mut().clock = Some(clock);
        self
    }

    /// Where the clock stopped the session, if it did.
    pub fn stopped(&self) -> Option<ClockStop> {
        self.state.borrow().stopped
    }

    /// The same session with remoteness searched within `budget` positions
    /// in all (the page's panel, on the main thread, takes a small budget).
    pub fn with_remoteness_budget(self, budget: usize) -> ClassicalGame {
        self.state.borrow_mut().remote_budget = budget;
        self
    }

    pub fn ruleset(&self) -> RulesetId {
        self.ruleset
    }

    /// Replays `moves` from `start`, commenting on each.
    pub fn commentary<S: AsRef<str>>(
        &self,
        start: &ClassicalPos,
        moves: &[S],
    ) -> Result<Commentary, PlayError> {
        play::commentary(self, start, moves)
    }

    /// The canonical form of a sum of boards, within the session's work limit.
    pub fn game(&self, boards: &[String]) -> Result<Game, PlayError> {
        let mut guard = self.state.borrow_mut();
        let s = &mut *guard;
        let mut total = Universe::ZERO;
        for b in boards {
            let g = s.value(b)?;
            total = s.u.add(total, g);
        }
        Ok(total)
    }

    fn class(&self, g: Game) -> Class {
        self.state.borrow_mut().u.outcome(g)
    }

    /// The moves of `pos` board by board, as the ruleset gives them:
    /// (board index, move).
    pub fn board_moves(&self, pos: &ClassicalPos) -> Result<Vec<(usize, Move<String>)>, PlayError> {
        let mut out = Vec::new();
        for (k, b) in pos.boards.iter().enumerate() {
            let moves = self.ruleset.moves(b, pos.to_move).map_err(bad_board)?;
            out.extend(moves.into_iter().map(|m| (k, m)));
        }
        Ok(out)
    }
}

/// `2:b2` in a sum of several boards, `b2` on one board.
pub fn prefixed(k: usize, n: usize, label: &str) -> String {
    if n > 1 {
        format!("{}:{label}", k + 1)
    } else {
        label.to_string()
    }
}

/// A move's label `k:m` in a sum of several boards, the inverse of
/// [`prefixed`]: the board's number `k`, the move `m` on it, and the board
/// (`None` when `k` names none); `None` on a single board or without a
/// board number.
impl ClassicalGame {
    /// The ruleset's words for the move `label` at `pos` and, in a sum of
    /// boards, the number of its board; `None` where the ruleset has no
    /// words of its own (its notation).
    fn named(&self, pos: &ClassicalPos, label: &str) -> Option<(String, Option<String>)> {
        let (k, m, board) = match on_board(pos, label) {
            Some((k, m, board)) => (Some(k), m, board?),
            None => (None, label, pos.boards.first()?),
        };
        let words = self.ruleset.move_name(board, pos.to_move, m);
        let words = self.cut_name(pos, k, m).unwrap_or(words);
        (words != m).then(|| (words, k.map(str::to_string)))
    }

    /// The cut `m` on board `k` (its number in a sum, else the only board)
    /// named in the frame of the game's start ([`ClassicalPos::placed`]);
    /// `None` without one.
    fn cut_name(&self, pos: &ClassicalPos, k: Option<&str>, m: &str) -> Option<String> {
        let b = match k {
            Some(k) => k.parse::<usize>().ok()?.checked_sub(1)?,
            None => 0,
        };
        pos.placed
            .get(b)?
            .as_ref()?
            .cut_name(self.ruleset.cut_of(m)?)
    }

    /// [`LETTERS_ACROSS_THE_CAKE`] when a board of `pos` has several
    /// pieces cut in place (Cutcake), whose cuts are named in the whole
    /// cake's coordinates; `None` otherwise.
    ///
    /// [`LETTERS_ACROSS_THE_CAKE`]: super::rulesets::pieces::LETTERS_ACROSS_THE_CAKE
    pub fn letters_note(&self, pos: &ClassicalPos) -> Option<&'static str> {
        self.placed(pos)
            .iter()
            .flatten()
            .any(|p| p.places.len() > 1)
            .then_some(super::rulesets::pieces::LETTERS_ACROSS_THE_CAKE)
    }

    /// Each board's pieces in place: `pos`'s own, or, for a position
    /// without them, its boards' pieces side by side; empty when no board
    /// is cut in place.
    fn placed(&self, pos: &ClassicalPos) -> Vec<Option<Placed>> {
        if !pos.placed.is_empty() {
            return pos.placed.clone();
        }
        let placed: Vec<Option<Placed>> = pos
            .boards
            .iter()
            .map(|b| self.ruleset.pieces(b).map(|p| Placed::start(&p)))
            .collect();
        if placed.iter().all(Option::is_none) {
            return Vec::new();
        }
        placed
    }
}

fn on_board<'a>(
    pos: &'a ClassicalPos,
    label: &'a str,
) -> Option<(&'a str, &'a str, Option<&'a String>)> {
    if pos.boards.len() < 2 {
        return None;
    }
    let (k, m) = label.split_once(':')?;
    let board = k
        .parse::<usize>()
        .ok()
        .and_then(|i| pos.boards.get(i.checked_sub(1)?));
    Some((k, m, board))
}

/// The play value of a position of a short game: its canonical form
/// `text`, its outcome class and who wins with `to_move` to move.
pub(crate) fn class_value(text: String, class: Class, to_move: Player) -> Value {
    let winner = class.winner(to_move);
    Value::form(format!("{text} ({class}: {winner} wins)"), text)
}

/// The cost of each move of `p` from a position of class `from`, given
/// the classes `after` the moves: optimal, unless `p` could win and the
/// opponent wins after the move.
pub(crate) fn judge_by_class(
    p: Player,
    from: Class,
    after: impl Iterator<Item = Result<Class, PlayError>>,
) -> Result<Vec<Cost>, PlayError> {
    let wins = from.winner(p) == p;
    after
        .map(|to| {
            let to = to?;
            Ok(if !wins || to.winner(p.other()) == p {
                Cost::Optimal
            } else {
                Cost::LostWin {
                    from: from.to_string(),
                    to: to.to_string(),
                    now: format!("{} wins", to.winner(p.other())),
                }
            })
        })
        .collect()
}

fn bad_board(e: PositionError) -> PlayError {
    PlayError::Bad {
        token: e.token(),
        reason: e.to_string(),
    }
}

impl Session {
    /// The value of one board, its work charged to `spent`, the clock
    /// asked between steps.
    fn value(&mut self, board: &str) -> Result<Game, PlayError> {
        self.running()?;
        self.solver.start(board).map_err(bad_board)?;
        loop {
            let before = self.solver.solved();
            let step = 1 << 14;
            if let Some(g) = self.solver.step(&mut self.u, step).map_err(bad_board)? {
                return Ok(g);
            }
            self.spent += step.max(self.solver.solved() - before);
            if self.spent > PLAY_WORK_LIMIT {
                return Err(PlayError::Position(format!(
                    "solving it needs more than {PLAY_WORK_LIMIT} steps; try a smaller position"
                )));
            }
            self.look_at_clock()?;
        }
    }

    /// Asks the clock; once it says stop, the session stays stopped.
    fn look_at_clock(&mut self) -> Result<(), PlayError> {
        if self.stopped.is_none() && self.clock.as_ref().is_some_and(|late| late()) {
            self.stopped = Some(ClockStop {
                solved: self.solver.solved(),
                searched: self.searched,
            });
        }
        self.running()
    }

    /// An error once the clock has stopped the session.
    fn running(&self) -> Result<(), PlayError> {
        match self.stopped {
            Some(at) => Err(PlayError::Position(format!(
                "stopped by the time limit at {at}"
            ))),
            None => Ok(()),
        }
    }

    /// The remoteness of `boards` within what is left of the budget and
    /// the clock.
    fn remoteness(
        &mut self,
        ruleset: RulesetId,
        boards: &[String],
        to_move: Player,
    ) -> Option<u32> {
        if self.stopped.is_some() {
            return None;
        }
        let before = self.remote_budget;
        let clock = self.clock.clone();
        let mut stop = || clock.as_ref().is_some_and(|late| late());
        let found =
            self.remote
                .of_until(ruleset, boards, to_move, &mut self.remote_budget, &mut stop);
        self.searched += before - self.remote_budget;
        match found {
            Ok(Some(Found::Remote(r))) => Some(r),
            Ok(None) => {
                self.stopped = Some(ClockStop {
                    solved: self.solver.solved(),
                    searched: self.searched,
                });
                None
            }
            Ok(Some(Found::TooLarge { .. })) | Err(_) => None,
        }
    }
}

impl play::Rules for ClassicalGame {
    type Pos = ClassicalPos;

    /// The boards joined by ` + ` (`Nim 3,4,5` as the ruleset describes it).
    fn describe(&self, pos: &ClassicalPos) -> String {
        let boards: Vec<String> = pos
            .boards
            .iter()
            .map(|b| self.ruleset.describe(b).unwrap_or_else(|_| b.clone()))
            .collect();
        format!("{}, {} to move", boards.join(" + "), pos.to_move)
    }

    fn stuck(&self, pos: &ClassicalPos) -> Option<Player> {
        Some(pos.to_move)
    }

    fn mover(&self, pos: &ClassicalPos) -> Option<play::Mover> {
        let can_move = self.board_moves(pos).is_ok_and(|m| !m.is_empty());
        can_move.then_some(play::Mover::Side(pos.to_move))
    }

    /// The moves, each position after one with its pieces kept in place
    /// ([`ClassicalPos::placed`]).
    fn moves(&self, pos: &ClassicalPos) -> Result<Vec<(String, ClassicalPos)>, PlayError> {
        let to_move = pos.to_move.other();
        let placed = self.placed(pos);
        let mut out = Vec::new();
        for (k, m) in self.board_moves(pos)? {
            let mut next = ClassicalPos {
                boards: pos.boards.clone(),
                to_move,
                placed: placed.clone(),
            };
            if let (Some(Some(p)), Some(cut)) =
                (next.placed.get_mut(k), self.ruleset.cut_of(&m.label))
            {
                p.cut(cut);
            }
            next.boards[k] = m.to;
            out.push((prefixed(k, pos.boards.len(), &m.label), next));
        }
        Ok(out)
    }

    /// The ruleset's words for the move (`placed a domino at b2`), with
    /// `on board 2` in a sum of boards.
    fn action(&self, pos: &ClassicalPos, label: &str) -> String {
        if let Some((k, m, board)) = on_board(pos, label) {
            let words = match (self.cut_name(pos, Some(k), m), board) {
                (Some(cut), _) => cut,
                (None, Some(b)) => self.ruleset.action_at(b, pos.to_move, m),
                (None, None) => self.ruleset.action(m),
            };
            return format!("{words} on board {k}");
        }
        match (self.cut_name(pos, None, label), pos.boards.first()) {
            (Some(cut), _) => cut,
            (None, Some(b)) => self.ruleset.action_at(b, pos.to_move, label),
            (None, None) => self.ruleset.action(label),
        }
    }

    /// The ruleset's words for the move (`take 1 from the heap of 4`),
    /// with `on board 2` in a sum of boards (as [`Rules::action`] says it).
    fn name(&self, pos: &ClassicalPos, label: &str) -> String {
        match self.named(pos, label) {
            Some((words, Some(k))) => format!("{words} on board {k}"),
            Some((words, None)) => words,
            None => label.to_string(),
        }
    }

    /// `“take 1 from the heap of 4” on board 2`: the board's words quoted,
    /// the board after them.
    fn quoted(&self, pos: &ClassicalPos, label: &str) -> String {
        match self.named(pos, label) {
            Some((words, Some(k))) => format!("“{words}” on board {k}"),
            Some((words, None)) => format!("“{words}”"),
            None => label.to_string(),
        }
    }

    fn value(&self, pos: &ClassicalPos) -> Result<Value, PlayError> {
        let g = self.game(&pos.boards)?;
        let text = self.state.borrow().u.show(g);
        Ok(class_value(text, self.class(g), pos.to_move))
    }

    fn judge(
        &self,
        pos: &ClassicalPos,
        moves: &[(String, ClassicalPos)],
    ) -> Result<Vec<Cost>, PlayError> {
        let from = self.class(self.game(&pos.boards)?);
        let after = moves
            .iter()
            .map(|(_, q)| Ok(self.class(self.game(&q.boards)?)));
        judge_by_class(pos.to_move, from, after)
    }

    fn difference(&self, _: &Value, _: &Value) -> Option<f64> {
        None
    }

    /// A number as itself; another short game by its Left and Right
    /// stops and its mean (the universe's stops, the thermograph's mast).
    fn plotted(&self, pos: &ClassicalPos) -> Option<Plotted> {
        let g = self.game(&pos.boards).ok()?;
        let s = self.state.borrow();
        Some(match s.u.number_value(g) {
            Some(x) => Plotted::Number(x.approx()),
            None => Plotted::Stops {
                left: s.u.left_stop(g).approx(),
                right: s.u.right_stop(g).approx(),
                mean: s.u.mean(g).approx(),
            },
        })
    }

    fn outcome(&self, pos: &ClassicalPos) -> Option<String> {
        let g = self.game(&pos.boards).ok()?;
        Some(self.class(g).to_string())
    }

    /// The mover still wins after the move.
    fn winning(&self, pos: &ClassicalPos, next: &ClassicalPos, _: &Cost) -> bool {
        self.game(&next.boards)
            .is_ok_and(|g| self.class(g).winner(next.to_move) == pos.to_move)
    }

    /// Searched over the positions of the sum, within what is left of the
    /// session's [`REMOTENESS_LIMIT`].
    fn remoteness(&self, pos: &ClassicalPos) -> Option<u32> {
        self.state
            .borrow_mut()
            .remoteness(self.ruleset, &pos.boards, pos.to_move)
    }
}
