//! The boards of `#/classical` for the page to draw: the edited position
//! (edit mode), or the position of the game in progress with the
//! visitor's legal moves as gestures (play mode), and what the last move
//! changed.

use super::{Mode, Playable};
use crate::games::classical::play::prefixed;
use crate::games::classical::rulesets::Board;
use crate::games::classical::RulesetId;
use crate::games::common::play::{self, Rules};
use crate::games::common::Player;
use crate::jobs::ScriptPlayView;
use crate::layout::board::{cake_layout, CakeLayout};
use crate::view_model::play::{PanelView, PlayGame};

/// What the board draws.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardGame {
    pub boards: Vec<Board>,
    /// The boards before the last move (its sites are marked).
    pub before: Option<Vec<Board>>,
    /// The boards at the game's start (each board keeps their frame).
    pub frame: Option<Vec<Board>>,
    pub mode: Mode,
    /// Who moves now (`None`: the game is over).
    pub mover: Option<Player>,
    /// Cutcake: each board's pieces where they stand in the start, with
    /// the cuts made ([`cake_layout`]); empty for other games.
    pub cakes: Vec<Option<CakeLayout>>,
    /// The board of the last move played (its mark is the last cut).
    pub last: Option<usize>,
}

/// The boards of `texts` as drawn; an unreadable board is left out (the
/// field beside it says why).
pub fn drawn(r: RulesetId, texts: &[String]) -> Vec<Board> {
    texts.iter().filter_map(|t| r.board(t).ok()).collect()
}

/// The editor's boards.
pub fn editing(r: RulesetId, texts: &[String]) -> BoardGame {
    BoardGame {
        boards: drawn(r, texts),
        before: None,
        frame: None,
        mode: Mode::Edit,
        mover: None,
        cakes: Vec::new(),
        last: None,
    }
}

/// The position after the legal prefix of `tokens`, the one before its
/// last move, and the prefix's length.
fn replayed<R: Rules>(
    rules: &R,
    start: &R::Pos,
    tokens: &[String],
) -> (R::Pos, Option<R::Pos>, usize) {
    let (mut pos, mut before, mut n) = (start.clone(), None, 0);
    for t in tokens {
        match play::replay(rules, &pos, std::slice::from_ref(t)) {
            Ok(next) => before = Some(std::mem::replace(&mut pos, next)),
            Err(_) => break,
        }
        n += 1;
    }
    (pos, before, n)
}

/// The board a move `label` of a sum of `n` boards is played on, and its
/// label on that board (`2:1:v1` is `1:v1` on board 2 of a sum).
fn on_board(label: &str, n: usize) -> Option<(usize, &str)> {
    if n == 1 {
        return Some((0, label));
    }
    let (k, m) = label.split_once(':')?;
    Some((k.parse::<usize>().ok()?.checked_sub(1)?, m))
}

/// Each board of a sum of boards cut in place (Cutcake: the ruleset's
/// `pieces`) after the moves `played`, in the frame of its start; `None`
/// for the boards of other rulesets.
pub fn cakes(r: RulesetId, start: &[String], played: &[String]) -> Vec<Option<CakeLayout>> {
    let n = start.len();
    (0..n)
        .map(|b| {
            let pieces = r.pieces(&start[b])?;
            let cuts: Option<Vec<_>> = played
                .iter()
                .filter_map(|t| match on_board(t, n) {
                    Some((k, m)) if k == b => Some(r.cut_of(m)),
                    Some(_) => None,
                    None => Some(None),
                })
                .collect();
            cake_layout(&pieces, &cuts?)
        })
        .collect()
}

/// A scripted game in progress on the board its `fn board` draws (`None`
/// without one): the visitor's moves that have a gesture (see
/// [`gesture`](crate::games::classical::script::gesture)) are played by
/// clicking it, graded like the panel's move values.
pub fn script_playing(v: &ScriptPlayView, panel: &PanelView) -> Option<BoardGame> {
    let board = v.board.clone()?;
    let moves = v
        .legal
        .iter()
        .filter(|m| !m.sites.is_empty() && panel.moves.contains(&m.label))
        .map(|m| Playable {
            board: 0,
            label: m.label.clone(),
            action: m.action.clone(),
            sites: m.sites.clone(),
            grade: panel
                .hints
                .iter()
                .find(|h| h.label == m.label)
                .map(|h| h.grade),
        })
        .collect();
    Some(BoardGame {
        boards: vec![board],
        before: v.before.clone().map(|b| vec![b]),
        frame: None,
        mode: Mode::Play(moves),
        mover: v.to_move,
        cakes: Vec::new(),
        last: None,
    })
}

/// The game in progress on the board: `None` unless `game` is a
/// classical game.
pub fn playing(game: &PlayGame, panel: &PanelView, tokens: &[String]) -> Option<BoardGame> {
    let PlayGame::Classical(g, start) = game else {
        return None;
    };
    let r = g.ruleset();
    let (pos, before, n_played) = replayed(g, start, tokens);
    let played = &tokens[..n_played];
    let over = g.mover(&pos).is_none();
    let moves = if panel.moves.is_empty() {
        Vec::new()
    } else {
        let n = pos.boards.len();
        g.board_moves(&pos)
            .unwrap_or_default()
            .into_iter()
            .map(|(k, m)| {
                let label = prefixed(k, n, &m.label);
                let grade = panel
                    .hints
                    .iter()
                    .find(|h| h.label == label)
                    .map(|h| h.grade);
                Playable {
                    board: k,
                    action: g.action(&pos, &label),
                    sites: m.sites,
                    grade,
                    label,
                }
            })
            .collect()
    };
    Some(BoardGame {
        boards: drawn(r, &pos.boards),
        before: before.map(|b| drawn(r, &b.boards)),
        frame: Some(drawn(r, &start.boards)),
        mode: Mode::Play(moves),
        mover: (!over).then_some(pos.to_move),
        cakes: cakes(r, &start.boards, played),
        last: played
            .last()
            .and_then(|t| on_board(t, start.boards.len()))
            .map(|(k, _)| k),
    })
}
