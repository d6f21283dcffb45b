//! Playing a loopy game against the computer (issue 38): Fox and Geese,
//! Backsliding Toads and Frogs, any game graph, where a draw is a result.
//!
//! Every position reachable from the start (both players moving) is
//! explored once (`explore.rs`, the graph the loopy analysis uses), then
//! every (position, player to move) is settled by retrograde analysis with
//! remoteness ([`Retrograde`]): the mover **wins** (`W`) in `r` moves, or
//! **loses** (`L`) in `r` moves, or it is a **draw** (`D`): neither player
//! can force a win, and best play goes on for ever. Remoteness follows
//! Winning Ways (chapter 9): the winner wins as fast as possible, the
//! loser delays; odd for a win, even for a loss.
//!
//! The computer plays a winning move that lowers the remoteness (the
//! nearest win), else a drawing move, else the losing move that delays
//! most; so a won game ends within its remoteness and a drawn one never
//! turns into a loss by the computer's doing. A game ends when the player
//! to move has no move (and loses), or **in a draw** when a drawn
//! (position, player to move) comes back ([`Rules::drawn`]): under best
//! play from there it would come back for ever. A won position that comes
//! back (the winner dawdling) does not end the game.
//!
//! Each legal move's value ([`Rules::outcome`]) is `W`, `D` or `L` for the
//! player who makes it; a position's value names its outcome with draws
//! ([`LoopyOutcome::code`]) and who wins from it in how many moves.
//!
//! The work is bounded by [`LoopyLimits`]: the ruleset's upper bound on the
//! positions is checked against [`LoopyLimits::estimate`] before any work,
//! the positions explored against [`LoopyLimits::positions`], and `stop`
//! is asked between slices of the exploration and of the analysis.

use std::hash::Hash;

use super::explore::{Explored, Retrograde};
use super::play_run::LoopyGameRun;
use super::positions::{LoopyLimits, LoopyPositionError};
use super::value::LoopyOutcome;
use crate::classical::rulesets::{Board, Move, PositionError};
use crate::common::play::{Cost, Mover, PlayError, Rules, Value};
use crate::common::Player;

/// What the play needs of a loopy game's positions: its moves with their
/// notation, and its positions in words and drawn.
pub trait LoopyRules {
    type Position: Clone + Eq + Hash;

    /// The moves of `who` at `p`: notation, gesture and position after,
    /// always in the same order.
    fn moves(
        &self,
        p: &Self::Position,
        who: Player,
    ) -> Result<Vec<Move<Self::Position>>, PositionError>;

    /// The position in words (`Fox and Geese .x|o.`).
    fn describe(&self, p: &Self::Position) -> String;

    /// The position in its notation.
    fn notation(&self, p: &Self::Position) -> String;

    /// The position as it is drawn, where it has a drawing.
    fn board(&self, _p: &Self::Position) -> Option<Board> {
        None
    }

    /// The move `label` in words, after the mover's name.
    fn action(&self, label: &str) -> String {
        format!("played {label}")
    }

    /// The move `label` of `who` at `p` in the board's own words
    /// (`fox d4–e5`); by default its notation.
    fn name(&self, p: &Self::Position, who: Player, label: &str) -> String {
        let _ = (p, who);
        label.to_string()
    }

    /// The move `label` of `who` at `p` in words after the mover's name
    /// (`moved the fox d4–e5`); by default [`LoopyRules::action`].
    fn action_at(&self, p: &Self::Position, who: Player, label: &str) -> String {
        let _ = (p, who);
        self.action(label)
    }
}

/// The explored positions by number, behind the play's back.
pub(super) trait Numbered {
    fn moves(&self, v: usize, who: Player) -> Result<Vec<Move<()>>, PositionError>;
    fn describe(&self, v: usize) -> String;
    fn notation(&self, v: usize) -> String;
    fn board(&self, v: usize) -> Option<Board>;
    fn name(&self, v: usize, who: Player, label: &str) -> String;
    fn action(&self, v: usize, who: Player, label: &str) -> String;
}

pub(super) struct ByNumber<R: LoopyRules> {
    pub(super) rules: R,
    pub(super) order: Vec<R::Position>,
}

impl<R: LoopyRules> Numbered for ByNumber<R> {
    fn moves(&self, v: usize, who: Player) -> Result<Vec<Move<()>>, PositionError> {
        Ok(self
            .rules
            .moves(&self.order[v], who)?
            .into_iter()
            .map(|m| Move {
                label: m.label,
                sites: m.sites,
                to: (),
            })
            .collect())
    }

    fn describe(&self, v: usize) -> String {
        self.rules.describe(&self.order[v])
    }

    fn notation(&self, v: usize) -> String {
        self.rules.notation(&self.order[v])
    }

    fn board(&self, v: usize) -> Option<Board> {
        self.rules.board(&self.order[v])
    }

    fn name(&self, v: usize, who: Player, label: &str) -> String {
        self.rules.name(&self.order[v], who, label)
    }

    fn action(&self, v: usize, who: Player, label: &str) -> String {
        self.rules.action_at(&self.order[v], who, label)
    }
}

/// How the player to move stands under best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Standing {
    /// Wins in this many moves (odd).
    Win(u32),
    /// Loses in this many moves (even; 0: no move now).
    Loss(u32),
    /// Neither player can force a win.
    Draw,
}

impl Standing {
    /// `W`, `D` or `L`.
    pub fn letter(self) -> &'static str {
        match self {
            Standing::Win(_) => "W",
            Standing::Draw => "D",
            Standing::Loss(_) => "L",
        }
    }

    /// Moves to the end under best play; `None` for a draw.
    pub fn remoteness(self) -> Option<u32> {
        match self {
            Standing::Win(r) | Standing::Loss(r) => Some(r),
            Standing::Draw => None,
        }
    }

    /// The same result seen by the other player (who has just moved).
    pub fn flipped(self) -> Standing {
        match self {
            Standing::Win(r) => Standing::Loss(r),
            Standing::Loss(r) => Standing::Win(r),
            Standing::Draw => Standing::Draw,
        }
    }

    /// Best first: a win (the nearer the better), a draw, a loss (the
    /// farther the better); a key to sort the mover's results by.
    fn rank(self) -> (u8, i64) {
        match self {
            Standing::Win(r) => (0, i64::from(r)),
            Standing::Draw => (1, 0),
            Standing::Loss(r) => (2, -i64::from(r)),
        }
    }
}

/// A loopy game solved for play: every position reachable from the start,
/// each with both players' results.
pub struct LoopyGame {
    graph: Explored,
    solved: Retrograde,
    positions: Box<dyn Numbered>,
}

/// A position in a game being played: the position's number, who moves,
/// and the (position, player to move) states met before in this game
/// (a drawn one that comes back ends the game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopyPos {
    pub v: u32,
    pub to_move: Player,
    seen: Vec<u64>,
}

impl LoopyPos {
    fn state(&self) -> u64 {
        2 * u64::from(self.v) + self.to_move.index() as u64
    }
}

/// Explores and solves the game from `start` for play (see the module
/// docs): `input` names it in refusals, `bound` is the ruleset's upper
/// bound on the positions if it knows one. `Ok(None)` once `stop(work
/// done)` says stop. The same in steps: [`LoopyGameRun`].
pub fn solve_loopy<R: LoopyRules + 'static>(
    input: &str,
    rules: R,
    start: R::Position,
    bound: Option<u64>,
    limits: &LoopyLimits,
    stop: &mut dyn FnMut(u64) -> bool,
) -> Result<Option<LoopyGame>, LoopyPositionError> {
    LoopyGameRun::new(input, rules, start, bound, limits)?.run(stop)
}

impl LoopyGame {
    pub(super) fn new(
        graph: Explored,
        solved: Retrograde,
        positions: Box<dyn Numbered>,
    ) -> LoopyGame {
        LoopyGame {
            graph,
            solved,
            positions,
        }
    }

    /// Positions reachable from the start.
    pub fn positions(&self) -> usize {
        self.graph.len()
    }

    /// The start (position 0) with `first` to move.
    pub fn start(&self, first: Player) -> LoopyPos {
        LoopyPos {
            v: 0,
            to_move: first,
            seen: Vec::new(),
        }
    }

    /// How `mover` stands at position `v` with best play.
    pub fn standing(&self, v: usize, mover: Player) -> Standing {
        match (
            self.solved.winner(v, mover),
            self.solved.remoteness(v, mover),
        ) {
            (Some(w), Some(r)) if w == mover => Standing::Win(r),
            (Some(_), Some(r)) => Standing::Loss(r),
            (None, _) | (Some(_), None) => Standing::Draw,
        }
    }

    /// The outcome of position `v` with draws (with each player first).
    pub fn outcome_of(&self, v: usize) -> LoopyOutcome {
        LoopyOutcome {
            left_first: self.solved.winner(v, Player::Left),
            right_first: self.solved.winner(v, Player::Right),
        }
    }

    /// The numbers of the positions the mover at `pos` can move to, in
    /// the order of its moves.
    pub fn next(&self, pos: &LoopyPos) -> &[u32] {
        let lists = match pos.to_move {
            Player::Left => &self.graph.left,
            Player::Right => &self.graph.right,
        };
        lists.of(pos.v as usize)
    }

    /// The position in its notation.
    pub fn notation(&self, pos: &LoopyPos) -> String {
        self.positions.notation(pos.v as usize)
    }

    /// The position as it is drawn, where it has a drawing.
    pub fn board(&self, pos: &LoopyPos) -> Option<Board> {
        self.positions.board(pos.v as usize)
    }

    /// The legal moves at `pos` with their gestures and the position after
    /// each.
    pub fn legal(&self, pos: &LoopyPos) -> Result<Vec<Move<LoopyPos>>, PlayError> {
        let moves = self
            .positions
            .moves(pos.v as usize, pos.to_move)
            .map_err(|e| PlayError::Position(e.to_string()))?;
        let next = self.next(pos);
        if moves.len() != next.len() {
            return Err(PlayError::Position(
                "the ruleset gave other moves than when the game was explored".into(),
            ));
        }
        let mut seen = pos.seen.clone();
        seen.push(pos.state());
        Ok(moves
            .into_iter()
            .zip(next)
            .map(|(m, &w)| Move {
                label: m.label,
                sites: m.sites,
                to: LoopyPos {
                    v: w,
                    to_move: pos.to_move.other(),
                    seen: seen.clone(),
                },
            })
            .collect())
    }

    fn standing_at(&self, pos: &LoopyPos) -> Standing {
        self.standing(pos.v as usize, pos.to_move)
    }

    /// The value of a position in words: its outcome with draws and how
    /// the game goes from it with best play (`P (Left wins in 4 moves)`,
    /// `D (a draw)`).
    pub fn value_text(&self, pos: &LoopyPos) -> String {
        let code = self.outcome_of(pos.v as usize).code();
        let moves = |r: u32| if r == 1 { "move" } else { "moves" };
        match self.standing_at(pos) {
            Standing::Win(r) => format!("{code} ({} wins in {r} {})", pos.to_move, moves(r)),
            Standing::Loss(0) => format!(
                "{code} ({} cannot move: {} wins)",
                pos.to_move,
                pos.to_move.other()
            ),
            Standing::Loss(r) => {
                format!("{code} ({} wins in {r} {})", pos.to_move.other(), moves(r))
            }
            Standing::Draw => format!("{code} (a draw)"),
        }
    }
}

impl Rules for LoopyGame {
    type Pos = LoopyPos;

    fn describe(&self, pos: &LoopyPos) -> String {
        format!(
            "{}, {} to move",
            self.positions.describe(pos.v as usize),
            pos.to_move
        )
    }

    /// Nobody once the mover has no move, or once a drawn position has
    /// come back.
    fn mover(&self, pos: &LoopyPos) -> Option<Mover> {
        let over = self.next(pos).is_empty() || self.drawn(pos);
        (!over).then_some(Mover::Side(pos.to_move))
    }

    fn moves(&self, pos: &LoopyPos) -> Result<Vec<(String, LoopyPos)>, PlayError> {
        Ok(self
            .legal(pos)?
            .into_iter()
            .map(|m| (m.label, m.to))
            .collect())
    }

    /// The ruleset's words after the mover's name (`moved the fox d4–e5`).
    fn action(&self, pos: &LoopyPos, label: &str) -> String {
        self.positions.action(pos.v as usize, pos.to_move, label)
    }

    /// The move in the board's own words (`fox d4–e5`).
    fn name(&self, pos: &LoopyPos, label: &str) -> String {
        self.positions.name(pos.v as usize, pos.to_move, label)
    }

    fn value(&self, pos: &LoopyPos) -> Result<Value, PlayError> {
        Ok(Value::text(self.value_text(pos)))
    }

    /// A mover who can win loses the win by a move to a draw or a loss; a
    /// mover who can draw and moves to a loss lands on another outcome;
    /// every other move is optimal (a lost mover's all are).
    fn judge(&self, pos: &LoopyPos, moves: &[(String, LoopyPos)]) -> Result<Vec<Cost>, PlayError> {
        let from = self.standing_at(pos);
        let code = self.outcome_of(pos.v as usize).code();
        Ok(
            moves
                .iter()
                .map(|(_, q)| {
                    let to = self.standing_at(q).flipped();
                    match (from, to) {
                        (Standing::Win(_), Standing::Draw | Standing::Loss(_)) => Cost::LostWin {
                            from: code.clone(),
                            to: self.outcome_of(q.v as usize).code(),
                            now: match to {
                                Standing::Loss(_) => format!("{} wins", pos.to_move.other()),
                                Standing::Win(_) | Standing::Draw => {
                                    "neither player can force a win".into()
                                }
                            },
                        },
                        (Standing::Draw, Standing::Loss(_)) => Cost::Outcome {
                            from: "a draw".into(),
                            to: "a loss".into(),
                        },
                        (Standing::Win(_), Standing::Win(_))
                        | (Standing::Draw, Standing::Win(_) | Standing::Draw)
                        | (
                            Standing::Loss(_),
                            Standing::Win(_) | Standing::Draw | Standing::Loss(_),
                        ) => Cost::Optimal,
                    }
                })
                .collect(),
        )
    }

    /// The nearest win, else a draw, else the farthest loss (the first
    /// such move in the ruleset's order).
    fn choice(&self, pos: &LoopyPos, _: &[Cost]) -> Option<usize> {
        let after = pos.to_move.other();
        self.next(pos)
            .iter()
            .enumerate()
            .min_by_key(|&(_, w)| self.standing(*w as usize, after).flipped().rank())
            .map(|(i, _)| i)
    }

    fn difference(&self, _: &Value, _: &Value) -> Option<f64> {
        None
    }

    /// `W`, `D` or `L` for the player who moved to `pos`.
    fn outcome(&self, pos: &LoopyPos) -> Option<String> {
        Some(self.standing_at(pos).flipped().letter().to_string())
    }

    /// The move keeps the best result the mover had: its win, or its draw.
    fn winning(&self, pos: &LoopyPos, next: &LoopyPos, _: &Cost) -> bool {
        let to = self.standing_at(next).flipped();
        match self.standing_at(pos) {
            Standing::Win(_) => matches!(to, Standing::Win(_)),
            Standing::Draw => to == Standing::Draw,
            Standing::Loss(_) => false,
        }
    }

    fn remoteness(&self, pos: &LoopyPos) -> Option<u32> {
        self.standing_at(pos).remoteness()
    }

    fn stuck(&self, pos: &LoopyPos) -> Option<Player> {
        self.next(pos).is_empty().then_some(pos.to_move)
    }

    /// A drawn (position, player to move) met before in this game.
    fn drawn(&self, pos: &LoopyPos) -> bool {
        self.standing_at(pos) == Standing::Draw && pos.seen.contains(&pos.state())
    }
}
