//! Playing against the equilibrium (issue 17): the vocabulary every
//! family's `play` part shares. A family describes its positions through
//! [`Rules`] (who moves, the legal moves with their labels, the value and
//! what each move costs); [`commentary`] replays a list of moves and comments
//! on each one, and [`computer_move`] is the equilibrium's choice.
//!
//! Conventions: a move's *cost* is what the mover loses against the best
//! move, in the mover's own terms (score for a numeric value, else the
//! win lost). In zero-sum play Left maximises the score and Right minimises
//! it, so the equilibrium value minus the final score is Left's total cost
//! minus Right's.
//!
//! The commentary speaks to a student, one plain sentence a move: `1. Left
//! took 2 (value 2 → 0). Best was 3: this move cost 2.`, or for win/loss
//! values `… Left could have won with 3; now Right wins.`

use std::fmt;

use serde::{Serialize, Serializer};
use thiserror::Error;

use super::{capitalised, format_number, Player};

mod hints;
mod history;

pub use history::{value_history, HistoryPoint, Plotted};

/// Who moves in a game being played: a side of a two-player family (CS,
/// bidding, classical games) or a numbered player of an N-player one
/// (Clobber, Cumulative Games), 1-based. Written `Left`, `Right`, `player 3`,
/// in text and in JSON alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    Side(Player),
    Number(u8),
}

impl Mover {
    /// The player's number, 1-based: Left is 1, Right 2 (as in `side=`).
    pub fn number(self) -> u8 {
        match self {
            Mover::Side(p) => p.index() as u8 + 1,
            Mover::Number(k) => k,
        }
    }
}

impl From<Player> for Mover {
    fn from(p: Player) -> Mover {
        Mover::Side(p)
    }
}

impl fmt::Display for Mover {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Mover::Side(p) => p.fmt(f),
            Mover::Number(k) => write!(f, "player {k}"),
        }
    }
}

impl Serialize for Mover {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// A position's value as the family writes it, with a number where the
/// value is one score (zero-sum play: Left's minus Right's).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Value {
    pub text: String,
    pub score: Option<f64>,
    /// A classical game's canonical form alone (the text adds its outcome),
    /// for a page to find the option in the game tree; not in JSON.
    #[serde(skip)]
    pub form: Option<String>,
}

impl Value {
    /// A one-number value (`3`, `-1.5`).
    pub fn score(v: f64) -> Value {
        Value {
            text: format_number(v),
            score: Some(v),
            form: None,
        }
    }

    /// A value without one score (a vector, a class, a canonical form).
    pub fn text(text: impl Into<String>) -> Value {
        Value {
            text: text.into(),
            score: None,
            form: None,
        }
    }

    /// A canonical form `form` written as `text`.
    pub fn form(text: impl Into<String>, form: String) -> Value {
        Value {
            form: Some(form),
            ..Value::text(text)
        }
    }
}

/// What a move cost its mover against the best move.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Cost {
    /// The move is one of the best.
    Optimal,
    /// Score lost, in the mover's own terms (always positive).
    Score { lost: f64 },
    /// The mover could win (force a win) and after this move cannot: the
    /// outcome before and after in the family's terms (`N`, `*2`), and who
    /// wins now in words (`Right wins`, `nobody can force a win`).
    LostWin {
        from: String,
        to: String,
        now: String,
    },
    /// Another outcome than the best one's (`from`), not a lost win: `to`.
    Outcome { from: String, to: String },
}

impl Cost {
    /// A score difference: [`Cost::Optimal`] when (nearly) nothing is lost.
    pub fn lost(lost: f64) -> Cost {
        if lost.abs() <= 1e-9 {
            Cost::Optimal
        } else {
            Cost::Score { lost }
        }
    }

    /// Score lost (0 for an optimal move or an outcome cost).
    pub fn score_lost(&self) -> f64 {
        match self {
            Cost::Score { lost } => *lost,
            _ => 0.0,
        }
    }

    pub fn is_optimal(&self) -> bool {
        *self == Cost::Optimal
    }

    /// The sentence a teacher says of the move of `who` (capitalised),
    /// given the best moves: `Best was 3: this move cost 2.`
    pub fn sentence(&self, who: &str, best: &[String]) -> String {
        let best = or_list(best);
        match self {
            Cost::Optimal => "A best move.".into(),
            Cost::Score { lost } if lost.abs() <= 1e-9 => {
                format!("As good for {who} as {best}, which the tie rule prefers.")
            }
            Cost::Score { lost } => {
                format!("Best was {best}: this move cost {}.", format_number(*lost))
            }
            Cost::LostWin { now, .. } => format!("{who} could have won with {best}; now {now}."),
            Cost::Outcome { from, to } => {
                format!("Best was {best}, which leads to {from}; this move leads to {to}.")
            }
        }
    }
}

/// `3`, `2 or 3`, `1, 2 or 3`; `-` for none.
fn or_list(items: &[String]) -> String {
    match items {
        [] => "-".into(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} or {last}", init.join(", ")),
    }
}

/// One move with its commentary.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Step {
    /// 1-based number of the move in the game.
    pub ply: usize,
    pub mover: Mover,
    /// The move in the family's own notation (as in `moves=`).
    pub label: String,
    /// The move in words, after the mover's name: `took 2`, `bid 3`.
    pub action: String,
    pub before: Value,
    pub after: Value,
    /// The equilibrium's best moves at this position (all of equal worth).
    pub best: Vec<String>,
    /// `best` in the board's words, quoted (`“take 1 from the heap of 4”`).
    #[serde(skip)]
    pub best_names: Vec<String>,
    pub cost: Cost,
    /// The mover could not win whatever it played (every move was as
    /// good): the log says so in the legend's words, `loses anyway`.
    #[serde(skip)]
    pub loses_anyway: bool,
}

impl Step {
    /// One line: `1. Left took 2 (value 2 → 0). Best was 3: this move cost 2.`
    pub fn text(&self) -> String {
        let who = capitalised(&self.mover.to_string());
        format!(
            "{}. {who} {} (value {} → {}). {}",
            self.ply,
            self.action,
            self.before.text,
            self.after.text,
            if self.loses_anyway {
                "Every move loses here: this one loses anyway.".to_string()
            } else {
                let named = !self.best_names.is_empty();
                let best = if named { &self.best_names } else { &self.best };
                self.cost.sentence(&who, best)
            }
        )
    }
}

/// The end of a game against its equilibrium value.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Summary {
    pub result: Value,
    pub equilibrium: Value,
    /// Equilibrium score minus the final score, where both are numbers.
    pub difference: Option<f64>,
    /// Who cannot move, where that player loses (normal play): the end in
    /// winners, not in values.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stuck: Option<Player>,
    /// The game ended in a draw: a loopy game's position came back under
    /// best play (neither player can force a win, [`Rules::drawn`]).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub drawn: bool,
}

impl Summary {
    /// `Game over: final value 0; with best play it would be 2.`; in normal
    /// play `Game over: Right cannot move, so Left wins; …`.
    pub fn text(&self) -> String {
        let (result, eq) = (&self.result.text, &self.equilibrium.text);
        if self.drawn {
            return format!(
                "Game over: a draw. The position has come back with the same player to move, \
                 and neither player can force a win from it; with best play from the start: {eq}."
            );
        }
        if let Some(p) = self.stuck {
            return format!(
                "Game over: {p} cannot move, so {} wins; with best play from the start: {eq}.",
                p.other()
            );
        }
        if self.difference.map_or(result == eq, |d| d.abs() <= 1e-9) {
            format!("Game over: final value {result}, the same as with best play.")
        } else {
            format!("Game over: final value {result}; with best play it would be {eq}.")
        }
    }
}

/// One legal move of the current position and what it leads to (issue 28:
/// move values): the value after it with best play from there, its outcome
/// class where the family has one, whether it is among the best moves
/// (`winning`: it keeps the mover's win in a win/lose game, it is optimal
/// in a scoring game), the remoteness of the position after it where the
/// family defines one, and what it costs against the best move.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveValue {
    /// The move in the family's notation (as in `moves=`).
    #[serde(rename = "move")]
    pub label: String,
    /// The move in the board's words (`take 1 from the heap of 4`,
    /// [`Rules::name`]); the label where the family has no other words.
    #[serde(skip)]
    pub name: String,
    pub value: Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<String>,
    pub winning: bool,
    /// Moves to the end under best play from the position after the move
    /// (the opponent to move): the winner hurries, the loser delays
    /// (Winning Ways, chapter 9). Even: the opponent loses.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub remoteness: Option<u32>,
    pub cost: Cost,
}

impl MoveValue {
    /// `best`, `wins`, or what the move costs: `costs 2`, `loses the win`,
    /// `leads to 1`; a losing mover's moves are `loses anyway`.
    pub fn verdict(&self) -> String {
        match (&self.cost, self.winning) {
            (Cost::Optimal, true) => "best".into(),
            (Cost::Optimal, false) => "loses anyway".into(),
            (Cost::Score { lost }, _) => format!("costs {}", format_number(*lost)),
            (Cost::LostWin { .. }, _) => "loses the win".into(),
            (Cost::Outcome { to, .. }, _) => format!("leads to {to}"),
        }
    }
}

/// A game so far: the start, every move commented, and where it stands.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Commentary {
    /// The starting position, in the family's notation.
    pub start: String,
    pub equilibrium: Value,
    pub steps: Vec<Step>,
    /// The current position.
    pub position: String,
    pub value: Value,
    /// Who moves now; `None` once the game is over.
    pub to_move: Option<Mover>,
    /// The legal moves now.
    pub legal: Vec<String>,
    /// `legal` in the board's words ([`Rules::name`]), for the panel's
    /// buttons.
    #[serde(skip)]
    pub legal_names: Vec<String>,
    /// The equilibrium's choice now.
    pub computer: Option<String>,
    /// That choice in the board's words, quoted as the log quotes the
    /// best moves ([`Rules::quoted`]), where they differ from its notation.
    #[serde(skip)]
    pub computer_name: Option<String>,
    /// Every legal move now with its value (empty once the game is over,
    /// and unless asked for: [`commentary_with_values`]).
    pub options: Vec<MoveValue>,
    /// Present once the game is over.
    pub summary: Option<Summary>,
}

impl Commentary {
    /// The text form: the start, one line per move, then where it stands.
    pub fn text(&self) -> String {
        let mut out = format!("start {}: value {}\n", self.start, self.equilibrium.text);
        for s in &self.steps {
            out.push_str(&s.text());
            out.push('\n');
        }
        match (&self.summary, &self.to_move) {
            (Some(s), _) => out.push_str(&format!("end {}. {}\n", self.position, s.text())),
            (None, Some(_)) => out.push_str(&format!(
                "now {}: value {}, legal {}, equilibrium plays {}\n",
                self.position,
                self.value.text,
                self.legal.join(", "),
                match (&self.computer, &self.computer_name) {
                    (Some(m), Some(name)) => format!("{name} ({m})"),
                    (Some(m), None) => m.clone(),
                    (None, _) => "-".into(),
                }
            )),
            (None, None) => {}
        }
        out
    }

    /// Left's total cost minus Right's (zero-sum play), given who is Left
    /// (the maximiser: `Left`, or `player 1` of a two-player game).
    pub fn net_cost(&self, left: Mover) -> f64 {
        self.steps
            .iter()
            .map(|s| {
                let c = s.cost.score_lost();
                if s.mover == left {
                    c
                } else {
                    -c
                }
            })
            .sum()
    }
}

/// Why a game cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PlayError {
    #[error("move {ply} `{token}` is not legal here; legal moves: {legal}")]
    Illegal {
        ply: usize,
        token: String,
        legal: String,
    },
    #[error("move {ply} `{token}`: the game is already over")]
    Over { ply: usize, token: String },
    #[error("`{token}`: {reason}")]
    Bad { token: String, reason: String },
    /// The position cannot be solved (too large, or the solver refused).
    #[error("cannot play this position: {0}")]
    Position(String),
}

impl PlayError {
    /// The offending token, if any.
    pub fn token(&self) -> Option<&str> {
        match self {
            PlayError::Illegal { token, .. }
            | PlayError::Over { token, .. }
            | PlayError::Bad { token, .. } => Some(token),
            PlayError::Position(_) => None,
        }
    }

    /// How many of the moves replayed were legal, when the error is about
    /// one of them (an illegal move, or one after the end): play stops
    /// before it.
    pub fn legal_moves(&self) -> Option<usize> {
        match self {
            PlayError::Illegal { ply, .. } | PlayError::Over { ply, .. } => Some(ply - 1),
            PlayError::Bad { .. } | PlayError::Position(_) => None,
        }
    }
}

/// A family's positions as a game to play. Moves are listed in the
/// family's order; [`Rules::judge`] marks the best ones.
pub trait Rules {
    type Pos: Clone;

    /// The position in the family's notation.
    fn describe(&self, pos: &Self::Pos) -> String;

    /// Who moves at `pos`; `None` when the game is over.
    fn mover(&self, pos: &Self::Pos) -> Option<Mover>;

    /// The legal moves: label and the position after.
    fn moves(&self, pos: &Self::Pos) -> Result<Vec<(String, Self::Pos)>, PlayError>;

    /// The move `label` at `pos` in words, after the mover's name
    /// (`took 2`); by default `played {label}`.
    fn action(&self, _pos: &Self::Pos, label: &str) -> String {
        format!("played {label}")
    }

    /// The move `label` at `pos` in the board's own words, for the move
    /// values (`take 1 from the heap of 4`); by default the label.
    fn name(&self, _pos: &Self::Pos, label: &str) -> String {
        label.to_string()
    }

    /// The move as the log quotes it among the best moves: its
    /// [`Rules::name`] in quotes (`“take 1 from the heap of 4”`), the
    /// label unquoted where the family has no words of its own.
    fn quoted(&self, pos: &Self::Pos, label: &str) -> String {
        match self.name(pos, label) {
            n if n == label => n,
            n => format!("“{n}”"),
        }
    }

    /// The value of `pos` under equilibrium play from here.
    fn value(&self, pos: &Self::Pos) -> Result<Value, PlayError>;

    /// The cost of each of `moves` (the moves of `pos`, in order).
    fn judge(&self, pos: &Self::Pos, moves: &[(String, Self::Pos)])
        -> Result<Vec<Cost>, PlayError>;

    /// Which of the optimal moves the equilibrium plays (by default the first).
    fn choice(&self, _pos: &Self::Pos, costs: &[Cost]) -> Option<usize> {
        costs.iter().position(Cost::is_optimal)
    }

    /// Equilibrium score minus final score, where both are numbers.
    fn difference(&self, equilibrium: &Value, result: &Value) -> Option<f64> {
        Some(equilibrium.score? - result.score?)
    }

    /// The outcome class of `pos` where the family has one (`L`, `P`, …).
    fn outcome(&self, _pos: &Self::Pos) -> Option<String> {
        None
    }

    /// Whether the move from `pos` to `next` (which costs `cost`) is among
    /// the best: by default, whether it is optimal. Win/lose families
    /// answer whether the mover still wins after it.
    fn winning(&self, _pos: &Self::Pos, _next: &Self::Pos, cost: &Cost) -> bool {
        cost.is_optimal()
    }

    /// The remoteness of `pos` (its mover to move), where defined and
    /// within the family's work limit.
    fn remoteness(&self, _pos: &Self::Pos) -> Option<u32> {
        None
    }

    /// At the end (`pos` has no mover), who could not move, where that
    /// player loses (normal play); `None` where the end is a score.
    fn stuck(&self, _pos: &Self::Pos) -> Option<Player> {
        None
    }

    /// What a chart plots of the value of `pos` where it has no score: a
    /// short game's number, or its stops and mean ([`Plotted`]); by
    /// default nothing.
    fn plotted(&self, _pos: &Self::Pos) -> Option<Plotted> {
        None
    }

    /// At the end (`pos` has no mover), whether the game ended in a draw
    /// (a loopy game whose drawn position came back); by default never.
    fn drawn(&self, _pos: &Self::Pos) -> bool {
        false
    }
}

/// Every legal move at `pos` with its value, outcome, remoteness and cost
/// (empty when the game is over).
pub fn move_values<R: Rules>(rules: &R, pos: &R::Pos) -> Result<Vec<MoveValue>, PlayError> {
    if rules.mover(pos).is_none() {
        return Ok(Vec::new());
    }
    let moves = rules.moves(pos)?;
    let costs = rules.judge(pos, &moves)?;
    values_of(rules, pos, &moves, &costs)
}

fn values_of<R: Rules>(
    rules: &R,
    pos: &R::Pos,
    moves: &[(String, R::Pos)],
    costs: &[Cost],
) -> Result<Vec<MoveValue>, PlayError> {
    moves
        .iter()
        .zip(costs)
        .map(|((label, next), cost)| {
            Ok(MoveValue {
                label: label.clone(),
                name: rules.name(pos, label),
                value: rules.value(next)?,
                outcome: rules.outcome(next),
                winning: rules.winning(pos, next, cost),
                remoteness: rules.remoteness(next),
                cost: cost.clone(),
            })
        })
        .collect()
}

/// The legal moves at `pos` and the equilibrium's choice among them.
pub fn computer_move<R: Rules>(rules: &R, pos: &R::Pos) -> Result<Option<String>, PlayError> {
    if rules.mover(pos).is_none() {
        return Ok(None);
    }
    let moves = rules.moves(pos)?;
    let costs = rules.judge(pos, &moves)?;
    Ok(rules.choice(pos, &costs).map(|i| moves[i].0.clone()))
}

/// Most moves one [`replies`] plays (a guard: games end sooner).
pub const MAX_REPLY: usize = 10_000;

/// The equilibrium's moves from `pos` while the game goes on and `visitor`
/// does not take the mover's seat, and the position after them.
pub fn replies<R: Rules>(
    rules: &R,
    mut pos: R::Pos,
    visitor: impl Fn(Mover) -> bool,
) -> Result<(Vec<String>, R::Pos), PlayError> {
    let mut moves = Vec::new();
    for _ in 0..MAX_REPLY {
        match rules.mover(&pos) {
            Some(m) if !visitor(m) => {}
            _ => break,
        }
        let Some(m) = computer_move(rules, &pos)? else {
            break;
        };
        pos = replay(rules, &pos, std::slice::from_ref(&m))?;
        moves.push(m);
    }
    Ok((moves, pos))
}

/// The position after `moves` (labels), refusing an illegal one by name.
pub fn replay<R: Rules, S: AsRef<str>>(
    rules: &R,
    start: &R::Pos,
    moves: &[S],
) -> Result<R::Pos, PlayError> {
    let mut pos = start.clone();
    for (i, token) in moves.iter().enumerate() {
        pos = apply(rules, &pos, i + 1, token.as_ref())?.2;
    }
    Ok(pos)
}

/// Who moves at a position, its moves, the position after one of them and
/// its index.
type Applied<P> = (Mover, Vec<(String, P)>, P, usize);

/// Who moves at `pos`, its moves, the position after `token`, and its index
/// among them.
fn apply<R: Rules>(
    rules: &R,
    pos: &R::Pos,
    ply: usize,
    token: &str,
) -> Result<Applied<R::Pos>, PlayError> {
    let token = token.trim();
    let Some(mover) = rules.mover(pos) else {
        return Err(PlayError::Over {
            ply,
            token: crate::notation::shown(token),
        });
    };
    let moves = rules.moves(pos)?;
    let Some(k) = moves.iter().position(|m| m.0 == token) else {
        let legal: Vec<&str> = moves.iter().map(|m| m.0.as_str()).collect();
        return Err(PlayError::Illegal {
            ply,
            token: crate::notation::shown(token),
            legal: legal.join(", "),
        });
    };
    let next = moves[k].1.clone();
    Ok((mover, moves, next, k))
}

/// A game replayed as a page shows it ([`replay_for`]).
pub struct Replayed<P> {
    /// The legal moves of the link, then the computer's replies.
    pub moves: Vec<String>,
    /// Why the link's moves stop early (its first illegal move).
    pub error: Option<String>,
    /// The position after `moves`.
    pub pos: P,
    /// Every move commented.
    pub commentary: Commentary,
}

/// Replays `moves` from `start` as far as they are legal (an illegal one
/// ends them, with its message), then, when the visitor plays `you`, the
/// computer's replies while it is not the visitor's turn; every move
/// commented, with each option's value when `hints`.
pub fn replay_for<R: Rules>(
    rules: &R,
    start: &R::Pos,
    moves: &[String],
    you: Option<Player>,
    hints: bool,
) -> Result<Replayed<R::Pos>, PlayError> {
    let (mut moves, error) = match replay(rules, start, moves) {
        Ok(_) => (moves.to_vec(), None),
        Err(e) => match e.legal_moves() {
            Some(keep) => (moves[..keep].to_vec(), Some(e.to_string())),
            None => return Err(e),
        },
    };
    let mut pos = replay(rules, start, &moves)?;
    if let (None, Some(you)) = (&error, you) {
        let (more, after) = replies(rules, pos, |m| m == Mover::Side(you))?;
        moves.extend(more);
        pos = after;
    }
    let commentary = if hints {
        commentary_with_values(rules, start, &moves)?
    } else {
        commentary(rules, start, &moves)?
    };
    Ok(Replayed {
        moves,
        error,
        pos,
        commentary,
    })
}

/// Replays `moves` from `start` and comments on every one.
pub fn commentary<R: Rules, S: AsRef<str>>(
    rules: &R,
    start: &R::Pos,
    moves: &[S],
) -> Result<Commentary, PlayError> {
    commented(rules, start, moves, false)
}

/// [`commentary`], with the value of every legal move at the end
/// ([`Commentary::options`]).
pub fn commentary_with_values<R: Rules, S: AsRef<str>>(
    rules: &R,
    start: &R::Pos,
    moves: &[S],
) -> Result<Commentary, PlayError> {
    commented(rules, start, moves, true)
}

fn commented<R: Rules, S: AsRef<str>>(
    rules: &R,
    start: &R::Pos,
    moves: &[S],
    with_values: bool,
) -> Result<Commentary, PlayError> {
    let equilibrium = rules.value(start)?;
    let mut pos = start.clone();
    let mut steps = Vec::with_capacity(moves.len());
    let mut before = equilibrium.clone();
    for (i, token) in moves.iter().enumerate() {
        let (mover, options, next, k) = apply(rules, &pos, i + 1, token.as_ref())?;
        let costs = rules.judge(&pos, &options)?;
        let after = rules.value(&next)?;
        let best: Vec<String> = options
            .iter()
            .zip(&costs)
            .filter(|(_, c)| c.is_optimal())
            .map(|(m, _)| m.0.clone())
            .collect();
        steps.push(Step {
            ply: i + 1,
            mover,
            label: options[k].0.clone(),
            action: rules.action(&pos, &options[k].0),
            before,
            after: after.clone(),
            best_names: best.iter().map(|l| rules.quoted(&pos, l)).collect(),
            best,
            cost: costs[k].clone(),
            loses_anyway: costs[k].is_optimal() && !rules.winning(&pos, &next, &costs[k]),
        });
        before = after;
        pos = next;
    }
    let to_move = rules.mover(&pos);
    let (legal, computer, options) = match to_move {
        Some(_) => {
            let legal = rules.moves(&pos)?;
            let costs = rules.judge(&pos, &legal)?;
            let pick = rules.choice(&pos, &costs).map(|i| legal[i].0.clone());
            let options = if with_values {
                values_of(rules, &pos, &legal, &costs)?
            } else {
                Vec::new()
            };
            (legal.into_iter().map(|m| m.0).collect(), pick, options)
        }
        None => (Vec::new(), None, Vec::new()),
    };
    let legal_names = legal.iter().map(|l| rules.name(&pos, l)).collect();
    let summary = to_move.is_none().then(|| Summary {
        difference: rules.difference(&equilibrium, &before),
        stuck: rules.stuck(&pos),
        drawn: rules.drawn(&pos),
        result: before.clone(),
        equilibrium: equilibrium.clone(),
    });
    Ok(Commentary {
        start: rules.describe(start),
        equilibrium,
        steps,
        position: rules.describe(&pos),
        value: before,
        to_move,
        legal,
        legal_names,
        computer_name: computer
            .as_deref()
            .map(|m| rules.quoted(&pos, m))
            .filter(|n| Some(n.as_str()) != computer.as_deref()),
        computer,
        options,
        summary,
    })
}

/// Splits `2,3,2` (commas, spaces) into move tokens; empty text is no move.
pub fn split_moves(text: &str) -> Vec<String> {
    text.split(|c: char| c == ',' || c.is_whitespace())
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}
