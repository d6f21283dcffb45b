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
        before: None,
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
        mode: Mode::Play(moves),
        mover: (!over).then_some(pos.to_move),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::View;
    use crate::state::PageState;
    use crate::view_model::play::{panel, Setup};

    fn open(hash: &str) -> (PlayGame, crate::state::PlayState) {
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

    /// `hints=1` (issue 28): each legal move has its value and grade, the
    /// grades agree with the solver's outcome of the position after the
    /// move, and the board's marks carry them.
    #[test]
    fn move_values_mark_the_board() {
        use crate::games::classical::rulesets::Place;
        use crate::games::classical::Universe;
        use crate::view_model::board::{marks, Pointer};
        use crate::view_model::play::Grade;
        let (game, play) = open("#/classical?game=domineering&position=...|...|...&side=l&hints=1");
        assert!(play.hints);
        let p = panel(&game, &play);
        // Left's six dominoes; b1 and b2 (the middle column) leave 1, the rest {1/2|-2}.
        assert_eq!(p.hints.len(), 6);
        let PlayGame::Classical(g, start) = &game else {
            panic!("classical")
        };
        let r = g.ruleset();
        for h in &p.hints {
            let m = r
                .moves(&start.boards[0], Player::Left)
                .unwrap()
                .into_iter()
                .find(|m| m.label == h.label)
                .unwrap();
            // The solver's value of the position after the move: Left wins
            // it with Right to move exactly when the move is graded best.
            let mut u = Universe::new();
            let v = r
                .sum_value(&mut u, std::slice::from_ref(&m.to), Place::Page)
                .unwrap();
            let left_wins = u.outcome(v).winner(Player::Right) == Player::Left;
            assert_eq!(h.grade == Grade::Best, left_wins, "{h:?}");
        }
        let best: Vec<&str> = p
            .hints
            .iter()
            .filter(|h| h.grade == Grade::Best)
            .map(|h| h.label.as_str())
            .collect();
        assert_eq!(best, ["b1", "b2"]);
        let b = playing(&game, &p, &game.tokens(&play)).unwrap();
        let ms = marks(&b.boards, &b.mode, &Pointer::default(), 0, None);
        // The top cells of b1 and b2 (sites 1 and 4) are marked best, a1's losing.
        assert_eq!(ms[1].grade, Some(Grade::Best));
        assert_eq!(ms[4].grade, Some(Grade::Best));
        assert_eq!(ms[0].grade, Some(Grade::Losing));
        assert_eq!(ms[7].grade, None);
        // Nim 1,2,4: one winning move, with its remoteness.
        let (game, play) = open("#/classical?game=nim&position=1,2,4&side=l&hints=1");
        let p = panel(&game, &play);
        let wins: Vec<_> = p.hints.iter().filter(|h| h.grade == Grade::Best).collect();
        assert_eq!(wins.len(), 1);
        assert_eq!(
            (wins[0].label.as_str(), wins[0].remoteness),
            ("3:1", Some(6))
        );
        // Without hints=1, no values are computed.
        let (game, play) = open("#/classical?game=nim&position=1,2,4&side=l");
        assert!(panel(&game, &play).hints.is_empty());
    }
}
