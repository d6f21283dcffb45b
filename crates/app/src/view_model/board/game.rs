//! The boards of `#/classical` for the page to draw: the edited position
//! (edit mode), or the position of the game in progress with the
//! visitor's legal moves as gestures (play mode), and what the last move
//! changed.

use super::{Mode, Playable};
use crate::games::classical::play::{prefixed, ClassicalPos};
use crate::games::classical::rulesets::Board;
use crate::games::classical::RulesetId;
use crate::games::common::play::{self, Rules};
use crate::games::common::Player;
use crate::jobs::ScriptPlayView;
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
    }
}

/// The position after the legal prefix of `tokens`, and the one before
/// its last move.
fn replayed<R: Rules>(rules: &R, start: &R::Pos, tokens: &[String]) -> (R::Pos, Option<R::Pos>) {
    let (mut pos, mut before) = (start.clone(), None);
    for t in tokens {
        match play::replay(rules, &pos, std::slice::from_ref(t)) {
            Ok(next) => before = Some(std::mem::replace(&mut pos, next)),
            Err(_) => break,
        }
    }
    (pos, before)
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
            action: format!("moved to {}", crate::notation::shown(&m.to)),
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
    })
}

/// The game in progress on the board: `None` unless `game` is a
/// classical game.
pub fn playing(game: &PlayGame, panel: &PanelView, tokens: &[String]) -> Option<BoardGame> {
    let PlayGame::Classical(g, start) = game else {
        return None;
    };
    let r = g.ruleset();
    let (pos, before): (ClassicalPos, Option<ClassicalPos>) = replayed(g, start, tokens);
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
                    action: r.action(&m.label),
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
    })
}
