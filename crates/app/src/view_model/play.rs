//! The Play panel (issue 17): a game against the equilibrium on `#/cs`,
//! `#/bcs`, `#/games`, `#/classical` and `#/clobber`. A page turns its state
//! into a [`Setup`] (the position and rules, within the panel's limits:
//! the panel solves on the main thread, so it takes small positions only;
//! the CLI's `pebbles play` takes larger ones), the setup into a solved
//! [`PlayGame`], and the visitor's clicks into [`Action`]s that the pure
//! [`reduce`] applies to the page's [`PlayState`] (`side=`, `moves=`, `b=`):
//! after a visitor's move the computer replies at once with the
//! equilibrium's moves until it is the visitor's turn again.

use super::present::Step;
use crate::games::bidding::{bid_label, BcsGame, BcsPlayPos, BcsRules, BidPair, Stage};
use crate::games::classical::play::{ClassicalGame, ClassicalPos};
use crate::games::classical::RulesetId;
use crate::games::clobber::play::{ClobberGame, ClobberPos};
use crate::games::clobber::Board;
use crate::games::common::play::{self, Commentary, Cost, MoveValue, Mover, PlayError};
use crate::games::common::{Player, Ties, Variant};
use crate::games::cumulative_games::{CgGame, CgPos, Ruleset};
use crate::games::cumulative_subtraction::{CsGame, CsPos, Rules};
use crate::jobs::{BoardPlayRequest, GameSource, ScriptMove, ScriptPlayView};
use crate::state::{
    BcsState, ClassicalState, ClobberState, CsState, GameRules, GamesState, PlayState, Position,
    Seats,
};

mod history;
mod script;
pub use history::{history_of, history_of_points, history_view, HistoryView, WORKER_HISTORY};
pub use script::{reduce_script, script_panel, script_side};

/// Largest heap the panel plays on `#/cs`.
pub const MAX_CS_HEAP: u32 = 5_000;
/// Most bid-pair evaluations (heaps × cost per heap) the panel solves for `#/bcs`.
pub const MAX_BCS_WORK: u64 = 20_000_000;
/// Largest total of heap sizes the panel plays on `#/games`.
pub const MAX_GAME_HEAPS: u32 = 40;
/// Positions the panel's remoteness searches may expand in a game (they
/// run on the main thread; past it remoteness is not shown).
pub const PANEL_REMOTENESS: usize = 40_000;
/// The pause (milliseconds) before the computer's reply lands on the page,
/// so that the visitor sees their own move first, then the reply, marked.
pub const REPLY_PAUSE_MS: u32 = 500;
/// Most cells of an N-player Clobber board.
pub const MAX_CLOBBER_CELLS: usize = 12;

/// A position and its rules, ready to be solved for play.
#[derive(Clone, Debug, PartialEq)]
pub enum Setup {
    Cs {
        rules: Rules,
        ties: Ties,
        heap: u32,
        first: Player,
        variant: Variant,
    },
    Bcs {
        rules: BcsRules,
        x: u32,
        p: u32,
        marker: Player,
    },
    Games {
        rules: Ruleset,
        heaps: Vec<u32>,
        first: usize,
    },
    Classical {
        ruleset: RulesetId,
        boards: Vec<String>,
        first: Player,
    },
    Clobber {
        board: Board,
        players: u8,
        first: u8,
    },
}

fn too_large(what: String) -> PlayError {
    PlayError::Position(format!(
        "{what}; the CLI's `pebbles play` plays larger ones"
    ))
}

impl Setup {
    /// `#/cs`: the play line's heap (`x=`, else the top of the range), starter and variant.
    pub fn cs(st: &CsState) -> Result<Setup, PlayError> {
        let heap = st.selected.unwrap_or(st.heaps.1);
        if heap > MAX_CS_HEAP {
            return Err(too_large(format!(
                "the panel plays heaps up to {MAX_CS_HEAP}"
            )));
        }
        Ok(Setup::Cs {
            rules: Rules::from(st),
            ties: st.ties,
            heap,
            first: st.line.1,
            variant: st.line.0,
        })
    }

    /// `#/bcs`: the matrix position (`x=`, `p=`), else heap 10 with the budget halved.
    pub fn bcs(st: &BcsState) -> Result<Setup, PlayError> {
        let (x, p) = st
            .matrix
            .unwrap_or((st.heaps.1.min(10), st.total_budget / 2));
        let rules = BcsRules::from(st);
        let work = crate::games::bidding::heap_cost(&rules).saturating_mul(u64::from(x) + 1);
        if work > MAX_BCS_WORK {
            return Err(too_large(format!(
                "heap {x} with this budget is too much work for the panel"
            )));
        }
        Ok(Setup::Bcs {
            rules,
            x,
            p,
            marker: st.marker,
        })
    }

    /// `#/games`: the page's game (sums included) and starter.
    pub fn games(st: &GamesState) -> Result<Setup, PlayError> {
        let source = GameSource::from(&st.rules);
        let rules = Ruleset::try_from(&source).map_err(|e| PlayError::Position(e.to_string()))?;
        let heaps = match (&st.rules, &st.heaps[..]) {
            (GameRules::Sum(parts), _) => parts.iter().map(|p| p.1).collect(),
            (_, [x]) => vec![*x; rules.heaps.len()],
            (_, hs) => hs.to_vec(),
        };
        if heaps.iter().sum::<u32>() > MAX_GAME_HEAPS {
            return Err(too_large(format!(
                "the panel plays heaps totalling up to {MAX_GAME_HEAPS}"
            )));
        }
        Ok(Setup::Games {
            rules,
            heaps,
            first: st.first as usize,
        })
    }

    /// `#/classical`: the boards of the page's ruleset, within the
    /// ruleset's play limit.
    pub fn classical(st: &ClassicalState) -> Result<Setup, PlayError> {
        let (ruleset, boards) = match &st.position {
            Position::Boards(ruleset, boards) => (ruleset, boards),
            Position::Expr(_) => return Err(PlayError::Position(
                "play needs the boards of a game (choose one under Position), not an expression"
                    .into(),
            )),
            Position::Script(_) => {
                return Err(PlayError::Position(
                    "the panel plays the registry's games; play a script's game with the CLI: \
                     `pebbles play cgt --script FILE --position POS`"
                        .into(),
                ))
            }
        };
        let info = ruleset.info();
        let mut size = 0;
        for b in boards {
            size += ruleset
                .check(b)
                .map_err(|e| PlayError::Bad {
                    token: e.token(),
                    reason: e.reason(),
                })?
                .size;
        }
        if size > info.limits.play {
            // Larger boards are played in the worker (`in_worker`), up
            // to the page's limit.
            let most = info.limits.play.max(info.limits.page);
            return Err(too_large(format!(
                "the panel plays up to {most} {}",
                info.size_name
            )));
        }
        Ok(Setup::Classical {
            ruleset: *ruleset,
            boards: boards.clone(),
            first: st.first,
        })
    }

    /// `#/classical`'s boards when the compute worker plays them: over
    /// the main thread's play limit, within the page's
    /// ([`BoardPlayRequest::in_worker`]); `None` otherwise.
    pub fn classical_in_worker(st: &ClassicalState) -> Option<(RulesetId, Vec<String>)> {
        let Position::Boards(ruleset, boards) = &st.position else {
            return None;
        };
        let mut size = 0;
        for b in boards {
            size += ruleset.check(b).ok()?.size;
        }
        BoardPlayRequest::in_worker(*ruleset, size).then(|| (*ruleset, boards.clone()))
    }

    /// `#/clobber`: the board, players and starter.
    pub fn clobber(st: &ClobberState) -> Result<Setup, PlayError> {
        if st.board.cells().len() > MAX_CLOBBER_CELLS {
            return Err(too_large(format!(
                "the panel plays boards up to {MAX_CLOBBER_CELLS} cells"
            )));
        }
        Ok(Setup::Clobber {
            board: st.board.clone(),
            players: st.players,
            first: st.first,
        })
    }

    /// Players of the game (Left = 1, Right = 2).
    pub fn players(&self) -> u8 {
        match self {
            Setup::Games { rules, .. } => rules.players as u8,
            Setup::Clobber { players, .. } => *players,
            _ => 2,
        }
    }

    /// Solves the position.
    pub fn game(&self) -> Result<PlayGame, PlayError> {
        Ok(match self.clone() {
            Setup::Cs {
                rules,
                ties,
                heap,
                first,
                variant,
            } => {
                let g = CsGame::new(rules, ties, heap, variant)?;
                let start = g.start(heap, first);
                PlayGame::Cs(g, start)
            }
            Setup::Bcs {
                rules,
                x,
                p,
                marker,
            } => {
                let g = BcsGame::new(rules, x)?;
                let start = g.start(x, p, marker)?;
                PlayGame::Bcs(Box::new(g), start)
            }
            Setup::Games {
                rules,
                heaps,
                first,
            } => {
                let g = CgGame::new(&rules, &heaps, first)?;
                let start = g.start();
                PlayGame::Games(g, start)
            }
            Setup::Classical {
                ruleset,
                boards,
                first,
            } => PlayGame::Classical(
                ClassicalGame::new(ruleset).with_remoteness_budget(PANEL_REMOTENESS),
                ClassicalPos::new(boards, first),
            ),
            Setup::Clobber {
                board,
                players,
                first,
            } => {
                let g = ClobberGame::new(players)?;
                let start = g.start(board, first)?;
                PlayGame::Clobber(g, start)
            }
        })
    }
}

/// A solved game and its start.
pub enum PlayGame {
    Cs(CsGame, CsPos),
    Bcs(Box<BcsGame>, BcsPlayPos),
    Games(CgGame, CgPos),
    Classical(ClassicalGame, ClassicalPos),
    Clobber(ClobberGame, ClobberPos),
}

/// Runs `$body` with `$g` the family's rules and `$s` its start.
macro_rules! each {
    ($game:expr, $g:ident, $s:ident => $body:expr) => {
        match $game {
            PlayGame::Cs($g, $s) => $body,
            PlayGame::Bcs(boxed, $s) => {
                let $g: &BcsGame = boxed;
                $body
            }
            PlayGame::Games($g, $s) => $body,
            PlayGame::Classical($g, $s) => $body,
            PlayGame::Clobber($g, $s) => $body,
        }
    };
}

impl PlayGame {
    /// The step tokens of a page's game: its moves, or in a bidding game
    /// the bid pairs and removals interleaved round by round.
    pub fn tokens(&self, st: &PlayState) -> Vec<String> {
        match self {
            PlayGame::Bcs(..) => {
                let removals: Vec<u32> = st.moves.iter().filter_map(|m| m.parse().ok()).collect();
                BcsGame::tokens(&st.bids, &removals)
            }
            _ => st.moves.clone(),
        }
    }

    /// `st` with its moves (and bids) set to `tokens`.
    fn store(&self, st: &PlayState, tokens: Vec<String>) -> Result<PlayState, PlayError> {
        let mut next = st.clone();
        match self {
            PlayGame::Bcs(g, s) => {
                let (bids, removals) = split_rounds(g, s, &tokens)?;
                next.bids = bids;
                next.moves = removals;
            }
            _ => next.moves = tokens,
        }
        Ok(next)
    }

    pub fn commentary<S: AsRef<str>>(&self, tokens: &[S]) -> Result<Commentary, PlayError> {
        each!(self, g, s => play::commentary(g, s, tokens))
    }

    /// Every position of the game `tokens` with its value (the chart's).
    pub fn history<S: AsRef<str>>(
        &self,
        tokens: &[S],
    ) -> Result<Vec<play::HistoryPoint>, PlayError> {
        each!(self, g, s => play::value_history(g, s, tokens))
    }

    /// The equilibrium's move after `tokens`.
    /// Every legal move after `tokens` with its value (issue 28).
    pub fn values(&self, tokens: &[String]) -> Result<Vec<MoveValue>, PlayError> {
        each!(self, g, s => {
            let pos = play::replay(g, s, tokens)?;
            play::move_values(g, &pos)
        })
    }

    pub fn computer(&self, tokens: &[String]) -> Result<Option<String>, PlayError> {
        each!(self, g, s => {
            let pos = play::replay(g, s, tokens)?;
            play::computer_move(g, &pos)
        })
    }
}

/// Bid pairs and removals of a bidding game's step tokens.
type Rounds = (Vec<BidPair>, Vec<String>);

/// Splits bidding steps into `b=` pairs and `moves=` removals: a player
/// skipped at a bid step (no legal bid) gets `-`.
fn split_rounds(g: &BcsGame, start: &BcsPlayPos, tokens: &[String]) -> Result<Rounds, PlayError> {
    let (mut bids, mut removals) = (Vec::new(), Vec::new());
    let mut pos = *start;
    for (i, t) in tokens.iter().enumerate() {
        let bid = t.strip_prefix("bid ").and_then(|b| b.parse::<u32>().ok());
        match (pos.stage, bid) {
            (Stage::LeftBid, Some(b)) => bids.push((Some(b), None)),
            (Stage::RightBid(None), Some(b)) => bids.push((None, Some(b))),
            (Stage::RightBid(Some(_)), Some(b)) => {
                if let Some(last) = bids.last_mut() {
                    last.1 = Some(b);
                }
            }
            _ => removals.push(t.clone()),
        }
        pos = play::replay(g, &pos, std::slice::from_ref(&tokens[i]))?;
    }
    Ok((bids, removals))
}

/// The visitor's edits of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Start a game taking these seats.
    Start(Seats),
    /// A move (a button's label), or a typed bid (`3`).
    Move(String),
    /// A move alone: the computer replies on [`Action::Reply`], which the
    /// page sends after [`REPLY_PAUSE_MS`] so the move is seen first.
    Play(String),
    Bid(String),
    /// Take back the visitor's last move (and the computer's replies).
    Undo,
    /// Play again the move Undo took back last (and the replies).
    Redo,
    /// Take back every round: the start, with all of them to redo.
    UndoAll,
    /// Play again every round taken back.
    RedoAll,
    /// Back to the start, same seats.
    Restart,
    /// Leave play mode.
    Stop,
    /// The computer plays its moves up to the visitor's turn (a permalink
    /// may stop where the computer is to move).
    Reply,
    /// Show or hide the value of every legal move (`hints=`).
    Hints(bool),
}

/// Appends the computer's moves while it is not the visitor's turn.
fn reply(game: &PlayGame, seats: &Seats, tokens: &mut Vec<String>) -> Result<(), PlayError> {
    let played = each!(game, g, s => {
        let pos = play::replay(g, s, tokens)?;
        play::replies(g, pos, |m| seats.takes(m.number()))?.0
    });
    tokens.extend(played);
    Ok(())
}

/// What a presenter's step key does to a game: ← takes back a round, →
/// plays it again, Home and End go to the start and to the last round.
pub fn action_of_step(step: Step) -> Action {
    match step {
        Step::Back => Action::Undo,
        Step::Next => Action::Redo,
        Step::First => Action::UndoAll,
        Step::Last => Action::RedoAll,
    }
}

/// The next play state; an illegal move or bid is refused by name.
///
/// Long because it is one match over every action.
pub fn reduce(game: &PlayGame, st: &PlayState, action: Action) -> Result<PlayState, PlayError> {
    let seats = st.seats.clone().unwrap_or(Seats::All);
    let mut tokens = game.tokens(st);
    // `Move` replies at once, `Play` leaves the reply to `Reply`.
    let now = matches!(action, Action::Move(_));
    match action {
        Action::Start(seats) => {
            let mut tokens = Vec::new();
            reply(game, &seats, &mut tokens)?;
            let next = PlayState {
                seats: Some(seats),
                hints: st.hints,
                ..PlayState::default()
            };
            return game.store(&next, tokens);
        }
        Action::Stop => return Ok(PlayState::default()),
        Action::Hints(on) => {
            return Ok(PlayState {
                hints: on,
                ..st.clone()
            })
        }
        Action::Restart => {
            let next = PlayState {
                seats: st.seats.clone(),
                hints: st.hints,
                ..PlayState::default()
            };
            return reduce(game, &next, Action::Start(seats));
        }
        Action::Undo => {
            let c = game.commentary(&tokens)?;
            let last = c.steps.iter().rposition(|s| seats.takes(s.mover.number()));
            if let Some(k) = last {
                let mut next = game.store(st, tokens[..k].to_vec())?;
                next.undone.push(tokens[k..].to_vec());
                return Ok(next);
            }
        }
        Action::Redo => {
            let mut next = st.clone();
            let Some(round) = next.undone.pop() else {
                return Ok(next);
            };
            tokens.extend(round);
            game.commentary(&tokens)?;
            return game.store(&next, tokens);
        }
        Action::UndoAll | Action::RedoAll => {
            let one = match action {
                Action::UndoAll => Action::Undo,
                _ => Action::Redo,
            };
            // Each round is at least one move: as many steps as moves and
            // rounds to redo reach the end.
            let rounds = tokens.len() + st.undone.iter().map(Vec::len).sum::<usize>();
            let mut cur = st.clone();
            for _ in 0..=rounds {
                let next = reduce(game, &cur, one.clone())?;
                if next == cur {
                    break;
                }
                cur = next;
            }
            return Ok(cur);
        }
        Action::Move(m) | Action::Play(m) => {
            tokens.push(m.trim().to_string());
            game.commentary(&tokens)?;
            if now {
                reply(game, &seats, &mut tokens)?;
            }
            let mut next = game.store(st, tokens)?;
            next.undone.clear();
            return Ok(next);
        }
        Action::Bid(b) => return reduce(game, st, Action::Move(bid_label_of(&b)?)),
        Action::Reply => reply(game, &seats, &mut tokens)?,
    }
    game.store(st, tokens)
}

/// `bid 3` of a typed `3`, refusing anything but a whole number.
fn bid_label_of(text: &str) -> Result<String, PlayError> {
    let t = text.trim();
    t.parse::<u32>().map(bid_label).map_err(|_| PlayError::Bad {
        token: t.to_string(),
        reason: "a bid is a whole number".into(),
    })
}

/// What the panel draws.
#[derive(Clone, Debug, PartialEq)]
pub struct PanelView {
    pub position: String,
    pub value: String,
    /// `Your move (Left)`, `Right to move`, or `Game over`.
    pub status: String,
    /// Moves the visitor may click now (empty when it is not the visitor's
    /// turn, or at a bid step).
    pub moves: Vec<String>,
    /// What each of `moves`' buttons says (the move itself, or for a
    /// script's numbered options the position it leads to).
    pub move_names: Vec<String>,
    /// The visitor bids now: the field's hint (`0 to 4`).
    pub bid: Option<String>,
    /// One line per move: the text, whether the visitor made it, whether optimal.
    pub log: Vec<(String, bool, bool)>,
    pub summary: Option<String>,
    /// The first illegal move of the permalink, if any (play stops before it).
    pub error: Option<String>,
    pub can_undo: bool,
    pub can_redo: bool,
    /// The computer is to move: the page dispatches [`Action::Reply`].
    pub waiting: bool,
    /// Move values are asked for (`hints=1`).
    pub hints_on: bool,
    /// With `hints=1` on the visitor's turn: every legal move and its value.
    pub hints: Vec<Hint>,
    /// The value after each move, or why there is no chart of it.
    pub history: HistoryView,
}

/// How good a move is, for its colour: one of the best, costing score
/// without changing who wins, or losing (the win, or in a lost position
/// every move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Grade {
    Best,
    Fair,
    Losing,
}

impl Grade {
    pub fn of(v: &MoveValue) -> Grade {
        match (&v.cost, v.winning) {
            (Cost::Optimal, true) => Grade::Best,
            (Cost::Score { .. }, _) => Grade::Fair,
            _ => Grade::Losing,
        }
    }

    /// The CSS class and the word a legend uses.
    pub fn code(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Fair => "fair",
            Grade::Losing => "losing",
        }
    }

    /// The grade in words, for a site's accessible name and the legend.
    pub fn words(self) -> &'static str {
        match self {
            Grade::Best => "a best move",
            Grade::Fair => "costs score",
            Grade::Losing => "a losing move",
        }
    }
}

/// One row of the move values: the move, what it leads to, its grade.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub label: String,
    /// The move in the board's words (`take 1 from the heap of 4`).
    pub name: String,
    pub value: String,
    /// At the starting position of a classical game: the mover and the
    /// option's canonical form, which the page's game tree shows.
    pub option: Option<(Player, String)>,
    pub remoteness: Option<u32>,
    /// `best`, `costs 2`, `loses the win`, …
    pub verdict: String,
    pub grade: Grade,
}

impl From<&MoveValue> for Hint {
    fn from(v: &MoveValue) -> Hint {
        Hint {
            label: v.label.clone(),
            name: v.name.clone(),
            value: v.value.text.clone(),
            option: None,
            remoteness: v.remoteness,
            verdict: v.verdict(),
            grade: Grade::of(v),
        }
    }
}

/// The panel of a game in progress. Moves past an illegal one are dropped
/// (and the error shown).
pub fn panel(game: &PlayGame, st: &PlayState) -> PanelView {
    let seats = st.seats.clone().unwrap_or(Seats::All);
    let tokens = game.tokens(st);
    let (c, error, keep) = match game.commentary(&tokens) {
        Ok(c) => (c, None, tokens.len()),
        Err(e) => {
            let keep = e.legal_moves().unwrap_or(0);
            match game.commentary(&tokens[..keep]) {
                Ok(c) => (c, Some(e.to_string()), keep),
                Err(e2) => return failed(e2),
            }
        }
    };
    let mover = c.to_move.map(Mover::number);
    let yours = mover.is_some_and(|p| seats.takes(p));
    let bidding = c.legal.first().is_some_and(|m| m.starts_with("bid "));
    let (moves, move_names) = if yours && !bidding {
        (c.legal.clone(), c.legal_names.clone())
    } else {
        (Vec::new(), Vec::new())
    };
    PanelView {
        position: c.position.clone(),
        value: c.value.text.clone(),
        status: status(c.to_move, yours),
        move_names,
        moves,
        bid: (yours && bidding).then(|| {
            let first = c.legal.first().map_or("", |m| &m[4..]);
            let last = c.legal.last().map_or("", |m| &m[4..]);
            format!("{first} to {last}")
        }),
        can_undo: c.steps.iter().any(|s| seats.takes(s.mover.number())),
        can_redo: !st.undone.is_empty(),
        log: c
            .steps
            .iter()
            .map(|s| (s.text(), seats.takes(s.mover.number()), s.cost.is_optimal()))
            .collect(),
        summary: c.summary.as_ref().map(|s| s.text()),
        history: history_view(game, &tokens[..keep]),
        waiting: mover.is_some() && !yours && error.is_none() && st.seats.is_some(),
        hints_on: st.hints,
        hints: if st.hints && yours && error.is_none() {
            // Only the starting position is the root of the page's tree.
            let side = match c.to_move {
                Some(Mover::Side(p)) if c.steps.is_empty() => Some(p),
                _ => None,
            };
            let hint = |v: &MoveValue| Hint {
                option: side.zip(v.value.form.clone()),
                ..Hint::from(v)
            };
            game.values(&tokens)
                .map(|vs| vs.iter().map(hint).collect())
                .unwrap_or_default()
        } else {
            Vec::new()
        },
        error,
    }
}

/// `Your move (Left)`, `Right to move`, or `Game over`.
fn status(to_move: Option<Mover>, yours: bool) -> String {
    match (to_move, yours) {
        (None, _) => "Game over".to_string(),
        (Some(m), true) => format!("Your move ({m})"),
        (Some(m), false) => format!("{m} to move"),
    }
}

fn failed(e: PlayError) -> PanelView {
    PanelView {
        position: String::new(),
        value: String::new(),
        status: "Cannot play".into(),
        moves: Vec::new(),
        move_names: Vec::new(),
        bid: None,
        log: Vec::new(),
        summary: None,
        error: Some(e.to_string()),
        can_undo: false,
        can_redo: false,
        waiting: false,
        hints_on: false,
        hints: Vec::new(),
        history: HistoryView::Missing(String::new()),
    }
}

/// The side choices of the Start control: value, label.
pub fn side_options(players: u8) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = if players == 2 {
        vec![("l".into(), "Left".into()), ("r".into(), "Right".into())]
    } else {
        (1..=players)
            .map(|p| (p.to_string(), format!("player {p}")))
            .collect()
    };
    out.push(("all".into(), "every side (lecture)".into()));
    out
}
