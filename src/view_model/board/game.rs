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
use crate::view_model::play::{PanelView, PlayGame};

/// What the board draws.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardGame {
    pub boards: Vec<Board>,
    /// The boards before the last move (its sites are marked).
    pub before: Option<Vec<Board>>,
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
            .map(|(k, m)| Playable {
                board: k,
                label: prefixed(k, n, &m.label),
                action: r.action(&m.label),
                sites: m.sites,
            })
            .collect()
    };
    Some(BoardGame {
        boards: drawn(r, &pos.boards),
        before: before.map(|b| drawn(r, &b.boards)),
        mode: Mode::Play(moves),
        mover: (!over).then_some(pos.to_move),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::{PageState, View};
    use crate::view_model::play::{panel, Setup};

    fn open(hash: &str) -> (PlayGame, crate::permalink::PlayState) {
        let (v, n) = View::parse(hash);
        assert!(n.is_empty(), "{n:?}");
        let PageState::Classical(st) = v.state else {
            panic!("classical")
        };
        (Setup::classical(&st).unwrap().game().unwrap(), st.play)
    }

    #[test]
    fn the_board_shows_the_game_and_the_visitor_s_moves() {
        let (game, play) = open("#/classical?game=domineering&position=...|...&side=l&moves=a1,b1");
        let tokens = game.tokens(&play);
        let p = panel(&game, &play);
        let b = playing(&game, &p, &tokens).unwrap();
        // After a1 (Left's a1-a2) and b1 (Right's b1-c1) four cells are
        // covered, and the last move is marked against the board before it.
        assert_eq!(b.boards.len(), 1);
        let blocked = b.boards[0]
            .sites
            .iter()
            .filter(|g| **g == crate::games::classical::rulesets::Glyph::Blocked)
            .count();
        assert_eq!(blocked, 4);
        assert!(b.before.is_some());
        let (game, play) = open("#/classical?game=nim&position=3,4,5&side=l");
        let p = panel(&game, &play);
        let b = playing(&game, &p, &game.tokens(&play)).unwrap();
        let Mode::Play(moves) = &b.mode else {
            panic!("play")
        };
        assert_eq!(moves.len(), 12);
        assert_eq!(b.mover, Some(Player::Left));
        // Not the visitor's turn (the computer opens): no moves to click.
        let (game, play) = open("#/classical?game=nim&position=3,4,5&side=r");
        let p = panel(&game, &play);
        let b = playing(&game, &p, &game.tokens(&play)).unwrap();
        assert_eq!(b.mode, Mode::Play(Vec::new()));
    }
}
