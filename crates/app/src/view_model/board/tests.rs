use super::*;
use crate::games::classical::RulesetId;
use crate::games::common::Player;

fn id(code: &str) -> RulesetId {
    code.parse().unwrap()
}

/// The boards and the moves of `player` on a sum, as the page builds them.
fn setup(code: &str, boards: &[&str], player: Player) -> (Vec<Board>, Mode) {
    let r = id(code);
    let drawn = boards.iter().map(|b| r.board(b).unwrap()).collect();
    let mut moves = Vec::new();
    for (k, b) in boards.iter().enumerate() {
        for m in r.moves(b, player).unwrap() {
            let label = if boards.len() > 1 {
                format!("{}:{}", k + 1, m.label)
            } else {
                m.label.clone()
            };
            moves.push(Playable {
                board: k,
                action: r.action(&m.label),
                label,
                sites: m.sites,
                grade: None,
            });
        }
    }
    (drawn, Mode::Play(moves))
}

fn act(boards: &[Board], mode: &Mode, p: &Pointer, a: BoardAction) -> (Pointer, Option<Outcome>) {
    reduce(boards, mode, p, a)
}

#[test]
fn one_click_on_the_top_cell_places_left_domino() {
    let (boards, mode) = setup("domineering", &["...|..."], Player::Left);
    // Left: vertical dominoes a1, b1, c1 (their top cells).
    let (p, out) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Click(0, 1),
    );
    assert_eq!(out, Some(Outcome::Play("b1".into())));
    assert_eq!(p.said, "You placed a domino at b1.");
    // The bottom row starts no vertical domino.
    let (p, out) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Click(0, 4),
    );
    assert_eq!(out, None);
    assert_eq!(p.said, "No move of yours starts at b2.");
    // A drag from top to bottom is the same move.
    let (_, out) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Drag(0, 2, 5),
    );
    assert_eq!(out, Some(Outcome::Play("c1".into())));
    // Hovering the top cell previews both cells of the domino.
    let (p, _) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Hover(0, 0),
    );
    let m = marks(&boards, &mode, &p, 0, None);
    assert!(m[0].preview && m[3].preview && !m[1].preview);
    assert!(m[0].legal && m[2].legal && !m[3].legal);
}

#[test]
fn clobber_click_click_and_a_stone_with_one_target() {
    // x o x / o x . : Left's a1 can take b1 or a2; c1 only b1.
    let (boards, mode) = setup("clobber", &["xox|ox."], Player::Left);
    let (p, out) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Click(0, 0),
    );
    assert_eq!(out, None);
    assert_eq!(p.selection, vec![0]);
    assert_eq!(p.said, "a1 chosen; now b1 or a2.");
    let m = marks(&boards, &mode, &p, 0, None);
    assert!(m[0].selected && m[1].legal && m[3].legal && !m[4].legal);
    let (p2, out) = act(&boards, &mode, &p, BoardAction::Click(0, 3));
    assert_eq!(out, Some(Outcome::Play("a1-a2".into())));
    assert!(p2.selection.is_empty());
    // Clicking the chosen stone again drops the move.
    let (p3, out) = act(&boards, &mode, &p, BoardAction::Click(0, 0));
    assert_eq!((p3.selection.len(), out), (0, None));
    // A click elsewhere starts afresh: c1 has one capture.
    let (_, out) = act(&boards, &mode, &p, BoardAction::Click(0, 2));
    assert_eq!(out, Some(Outcome::Play("c1-b1".into())));
    let (_, out) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Drag(0, 4, 1),
    );
    assert_eq!(out, Some(Outcome::Play("b2-b1".into())));
}

#[test]
fn a_pebble_takes_itself_and_those_above() {
    let (boards, mode) = setup("nim", &["3,4,5"], Player::Left);
    // Heap 2's second pebble from the bottom is site 3 + 1: taking it
    // and the two above leaves one.
    let (_, out) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Click(0, 4),
    );
    assert_eq!(out, Some(Outcome::Play("2:3".into())));
    let (p, _) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Hover(0, 4),
    );
    let m = marks(&boards, &mode, &p, 0, None);
    assert!(
        m[4].preview && !m[5].preview,
        "only the lowest pebble taken is the gesture"
    );
}

#[test]
fn the_keyboard_walks_the_sites_and_enter_moves() {
    let (boards, mode) = setup("domineering", &["..|..", "..."], Player::Right);
    let p = Pointer::default();
    let (p, _) = act(&boards, &mode, &p, BoardAction::Focus);
    // Right's first move: a1 of board 1.
    assert_eq!(p.cursor, Some((0, 0)));
    assert_eq!(p.said, "board 1, a1: empty; Enter placed a domino at a1.");
    let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Down));
    assert_eq!(p.cursor, Some((0, 2)));
    let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Right));
    let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Right));
    // Past the last column: the next board of the sum.
    assert_eq!(p.cursor, Some((1, 0)));
    let (p, out) = act(&boards, &mode, &p, BoardAction::Key(Key::Enter));
    assert_eq!(out, Some(Outcome::Play("2:a1".into())));
    let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Left));
    assert_eq!(p.cursor, Some((0, 0)));
    // Heaps: up and down a heap, across heaps keeping the height.
    let (boards, mode) = setup("nim", &["2,0,3"], Player::Left);
    let p = Pointer {
        cursor: Some((0, 1)),
        ..Pointer::default()
    };
    let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Right));
    assert_eq!(p.cursor, Some((0, 3)), "the empty heap is skipped");
    let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Up));
    assert_eq!(p.cursor, Some((0, 4)));
    let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Up));
    assert_eq!(p.cursor, Some((0, 4)), "the top pebble stays");
}

#[test]
fn edit_mode_cycles_and_not_your_turn_says_so() {
    let r = id("domineering");
    let boards = vec![r.board("..|..").unwrap()];
    let (p, out) = act(
        &boards,
        &Mode::Edit,
        &Pointer::default(),
        BoardAction::Click(0, 3),
    );
    assert_eq!(out, Some(Outcome::Edit(0, 3)));
    assert_eq!(p.cursor, Some((0, 3)));
    let (p, out) = act(
        &boards,
        &Mode::Play(Vec::new()),
        &p,
        BoardAction::Key(Key::Enter),
    );
    assert_eq!((out, p.said.as_str()), (None, "It is not your move."));
    let before = r.board("..|..").unwrap();
    let after = vec![r.board("#.|#.").unwrap()];
    let m = marks(&after, &Mode::Edit, &Pointer::default(), 0, Some(&before));
    let changed: Vec<bool> = m.iter().map(|m| m.changed).collect();
    assert_eq!(changed, [true, false, true, false]);
}

#[test]
fn the_arrow_keys_follow_a_graph_s_drawing() {
    // A fork: 0-1 (site 0), 1-2 (site 1) up left, 1-3 (site 2) up right;
    // vertices 0, 1, 2, 3 are sites 3 to 6.
    let (boards, mode) = setup("hackenbush", &["0-1:b,1-2:r,1-3:g"], Player::Left);
    let at = |s: usize| Pointer {
        cursor: Some((0, s)),
        ..Pointer::default()
    };
    let key =
        |p: &Pointer, k: Key, mode: &Mode| act(&boards, mode, p, BoardAction::Key(k)).0.cursor;
    assert_eq!(
        key(&at(0), Key::Up, &mode),
        Some((0, 1)),
        "up: the first of two as near"
    );
    assert_eq!(key(&at(1), Key::Right, &mode), Some((0, 2)));
    assert_eq!(key(&at(2), Key::Down, &mode), Some((0, 0)));
    assert_eq!(
        key(&at(0), Key::Down, &mode),
        Some((0, 0)),
        "play: edges only"
    );
    // Editing, the vertices are on the way too: below the stalk, the ground.
    assert_eq!(key(&at(0), Key::Down, &Mode::Edit), Some((0, 3)));
    assert_eq!(key(&at(0), Key::Up, &Mode::Edit), Some((0, 4)), "vertex 1");
    // A click on an edge cuts it; on a vertex, no move.
    let (_, out) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Click(0, 2),
    );
    assert_eq!(out, Some(Outcome::Play("1-3:g".into())));
    let (p, out) = act(
        &boards,
        &mode,
        &Pointer::default(),
        BoardAction::Click(0, 4),
    );
    assert_eq!(
        (out, p.said.as_str()),
        (None, "No move of yours starts at vertex 1.")
    );
    let (p, _) = act(&boards, &Mode::Edit, &at(5), BoardAction::Focus);
    assert_eq!(
        p.said,
        "vertex 2: a vertex; Enter grows or joins an edge here."
    );
}

#[test]
fn in_presenter_mode_the_step_keys_step_the_game_unless_editing() {
    // Off the projector, the board keeps its arrows.
    assert_eq!(Key::for_board("ArrowLeft", false, false), Some(Key::Left));
    // Presenting a game, ← and → are the presenter's; ↑ ↓ Enter the board's.
    assert_eq!(Key::for_board("ArrowLeft", true, false), None);
    assert_eq!(Key::for_board("ArrowRight", true, false), None);
    assert_eq!(Key::for_board("ArrowUp", true, false), Some(Key::Up));
    assert_eq!(Key::for_board("Enter", true, false), Some(Key::Enter));
    // Editing a picture, the board keeps them all.
    assert_eq!(Key::for_board("ArrowRight", true, true), Some(Key::Right));
}
