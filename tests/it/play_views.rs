//! The Play panel's view-model (issue 17): scripted games through the
//! permalink (`side=`, `moves=`, `b=`) on each of the five pages, the
//! computer's replies, Undo, Restart, refusals, and the permalink round trip.

use pebbles::permalink::View;
use pebbles::state::{PageState, PlayState, Seats};
use pebbles::view_model::play::{panel, reduce, Action, PlayGame, Setup};

fn open(hash: &str) -> (View, PlayGame) {
    let (view, notices) = View::parse(hash);
    assert!(notices.is_empty(), "{notices:?}");
    let setup = match &view.state {
        PageState::Cs(s) => Setup::cs(s),
        PageState::Bcs(s) => Setup::bcs(s),
        PageState::Games(s) => Setup::games(s),
        PageState::Classical(s) => Setup::classical(s),
        PageState::Clobber(s) => Setup::clobber(s),
        _ => unreachable!(),
    };
    let game = setup.unwrap().game().unwrap();
    (view, game)
}

fn play_of(view: &View) -> PlayState {
    match &view.state {
        PageState::Cs(s) => s.play.clone(),
        PageState::Bcs(s) => s.play.clone(),
        PageState::Games(s) => s.play.clone(),
        PageState::Classical(s) => s.play.clone(),
        PageState::Clobber(s) => s.play.clone(),
        _ => unreachable!(),
    }
}

fn with_play(mut view: View, play: PlayState) -> View {
    match &mut view.state {
        PageState::Cs(s) => s.play = play,
        PageState::Bcs(s) => s.play = play,
        PageState::Games(s) => s.play = play,
        PageState::Classical(s) => s.play = play,
        PageState::Clobber(s) => s.play = play,
        _ => unreachable!(),
    }
    view
}

#[test]
fn cs_game_by_permalink_and_by_clicks() {
    let (view, game) = open("#/cs?s=2,3&heaps=0..20&x=10&side=l&moves=2,3");
    let st = play_of(&view);
    let p = panel(&game, &st);
    assert_eq!(p.status, "Your move (Left)");
    assert_eq!(p.moves, ["2", "3"]);
    assert_eq!(p.log.len(), 2);
    assert_eq!(
        p.log[0].0,
        "1. Left took 2 (value 2 → 0). Best was 3: this move cost 2."
    );
    assert_eq!(p.log[1].0, "2. Right took 3 (value 0 → 0). A best move.");
    assert!(p.log[0].1 && !p.log[1].1, "Left's move is the visitor's");
    // Click 3: the computer (Right) answers at once.
    let st = reduce(&game, &st, Action::Move("3".into())).unwrap();
    assert_eq!(
        st.moves.len(),
        4,
        "10 − 2 − 3 − 3 = 2: Right takes the last 2"
    );
    let p = panel(&game, &st);
    assert_eq!(p.status, "Game over");
    // Undo takes back the visitor's move and the reply.
    let back = reduce(&game, &st, Action::Undo).unwrap();
    assert_eq!(back.moves, ["2", "3"]);
    assert!(panel(&game, &back).can_redo && !panel(&game, &st).can_redo);
    // Redo plays it again, and the computer answers again.
    let again = reduce(&game, &back, Action::Redo).unwrap();
    assert_eq!(again.moves, st.moves);
    assert!(again.undone.is_empty());
    let twice = reduce(
        &game,
        &reduce(&game, &back, Action::Undo).unwrap(),
        Action::Redo,
    )
    .unwrap();
    assert_eq!(twice.moves, back.moves);
    assert_eq!(twice.undone, back.undone);
    // An illegal click is refused by name.
    let e = reduce(&game, &st, Action::Move("7".into())).unwrap_err();
    assert_eq!(e.token(), Some("7"));
    // The permalink records the game.
    let h = with_play(view, st.clone()).to_hash();
    assert!(h.contains("side=l") && h.contains("moves=2,3,3,"), "{h}");
    let (again, _) = View::parse(&h);
    assert_eq!(play_of(&again), st);
}

#[test]
fn computer_opens_when_the_visitor_takes_right() {
    let (view, game) = open("#/cs?s=2,3&x=10");
    let st = reduce(
        &game,
        &play_of(&view),
        Action::Start(Seats::Players(vec![2])),
    )
    .unwrap();
    assert_eq!(st.moves, ["3"], "Left's optimal amount at 10 is 3");
    // The page's Start sets the seats only; the computer opens by Reply.
    let seated = PlayState {
        seats: Some(Seats::Players(vec![2])),
        ..PlayState::default()
    };
    assert!(panel(&game, &seated).waiting);
    assert_eq!(reduce(&game, &seated, Action::Reply).unwrap(), st);
    let p = panel(&game, &st);
    assert_eq!(p.status, "Your move (Right)");
    assert!(!p.can_undo);
    // Play to the end with the computer's help on both sides.
    let mut st = st;
    while let Some(m) = panel(&game, &st).moves.first().cloned() {
        st = reduce(&game, &st, Action::Move(m)).unwrap();
    }
    let p = panel(&game, &st);
    assert_eq!(p.status, "Game over");
    assert!(p.summary.unwrap().starts_with("Game over: final value"));
    let st = reduce(&game, &st, Action::Restart).unwrap();
    assert_eq!(st.moves, ["3"]);
}

#[test]
fn illegal_permalink_moves_stop_the_replay_with_a_notice() {
    let (view, game) = open("#/cs?s=2,3&x=10&side=all&moves=2,9,3");
    let p = panel(&game, &play_of(&view));
    assert_eq!(p.log.len(), 1);
    assert!(p.error.unwrap().contains("`9`"));
    let (_, notices) = View::parse("#/cs?s=2,3&x=10&side=q&moves=2,<");
    let tokens: Vec<&str> = notices.iter().map(|n| n.param.as_str()).collect();
    assert_eq!(tokens, ["side", "moves"], "{notices:?}");
}

#[test]
fn bidding_game_through_b_and_moves() {
    // Example 11: heap 2, Left holds 1 of TB = 5 and the marker.
    let (view, game) = open("#/bcs?s=1&tb=5&x=2&p=1&side=l&b=0:1&moves=1");
    let st = play_of(&view);
    let p = panel(&game, &st);
    assert_eq!(p.status, "Your move (Left)");
    assert_eq!(p.bid.as_deref(), Some("0 to 2"));
    assert_eq!(
        p.log[0].0,
        "1. Left bid 0 (value 0 → -2). Best was bid 1: this move cost 2."
    );
    // The visitor bids 0 again; Right (the computer) answers 1 and removes.
    let st = reduce(&game, &st, Action::Bid("0".into())).unwrap();
    assert_eq!(st.bids, vec![(Some(0), Some(1)), (Some(0), Some(1))]);
    assert_eq!(st.moves, ["1", "1"]);
    assert_eq!(panel(&game, &st).status, "Game over");
    let e = reduce(&game, &play_of(&view), Action::Bid("x".into())).unwrap_err();
    assert_eq!(e.token(), Some("x"));
    let h = with_play(view, st).to_hash();
    assert!(h.contains("b=0:1,0:1"), "{h}");
}

/// `pebbles play bcs` with Definition 1's general rules prints the
/// commentary of `#/bcs` with the same rules, word for word: the golden
/// case `play_bcs_partizan_text` (the CLI's output, pinned by
/// tests/golden.rs) against the page's game.
#[test]
fn bidding_general_rules_cli_says_what_the_page_says() {
    let tokens = ["bid 2", "bid 3", "1", "bid 0", "bid 0", "1"];
    let (_, game) = open("#/bcs?l=1,2&r=1&tb=5&wl=a&wr=2*a&tau=-1&x=6&p=2");
    let page = game.commentary(&tokens).unwrap().text();
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/golden/play_bcs_partizan_text.txt"
    );
    let golden = std::fs::read_to_string(path).unwrap();
    assert!(golden.contains("--bids-played 2:3,0:0 --moves-played 1,1"));
    let cli = golden.split("--- stdout\n").nth(1).unwrap();
    let cli = cli.split("--- stderr").next().unwrap();
    assert_eq!(cli.trim_end(), page.trim_end());
    // Left's bid 2 secures only the column minimum −4 of the maximin −1.
    let c = game.commentary(&tokens[..1]).unwrap();
    assert_eq!(c.steps[0].cost.score_lost(), 3.0);
}

#[test]
fn games_classical_and_clobber_pages() {
    let (view, game) = open("#/games?preset=squirrel&x=9&side=1&moves=2");
    let st = play_of(&view);
    let p = panel(&game, &st);
    assert_eq!(p.status, "player 2 to move");
    assert!(p.waiting);
    let p = panel(&game, &reduce(&game, &st, Action::Reply).unwrap());
    assert_eq!(p.status, "Your move (player 1)");
    assert_eq!(p.log.len(), 2, "player 2 replied");
    assert!(
        p.log[0].0.ends_with("Best was 3: this move cost 1."),
        "{:?}",
        p.log
    );
    assert!(p.log[1].0.ends_with("A best move."), "{:?}", p.log);
    let (view, game) = open("#/classical?domineering=...|...&side=l");
    let st = reduce(&game, &play_of(&view), Action::Move("a1".into())).unwrap();
    assert_eq!(st.moves.len(), 2);
    let log = panel(&game, &st).log;
    assert!(
        log[0]
            .0
            .starts_with("1. Left placed a domino on a1–a2 (value ")
            && log[0]
                .0
                .ends_with("Left could have won with “b1–b2”; now Right wins."),
        "{log:?}"
    );
    let (view, game) = open("#/classical?g=0&nim=1,2,3&side=r");
    let st = reduce(
        &game,
        &play_of(&view),
        Action::Start(Seats::Players(vec![2])),
    )
    .unwrap();
    assert_eq!(st.moves.len(), 1, "Left opens");
    let (view, game) = open("#/clobber?board=1,2,3,2,1,3&side=2&moves=a1-b1");
    let p = panel(&game, &play_of(&view));
    assert_eq!(p.status, "Your move (player 2)");
    assert_eq!(p.moves, ["d1-c1", "d1-e1"]);
}

#[test]
fn pages_refuse_what_the_panel_cannot_solve_quickly() {
    let (view, _) = View::parse("#/cs?s=2,3&x=9000000");
    let PageState::Cs(s) = &view.state else {
        unreachable!()
    };
    assert!(Setup::cs(s)
        .unwrap_err()
        .to_string()
        .contains("pebbles play"));
    let (view, _) = View::parse("#/classical?g={1|-1}");
    let PageState::Classical(s) = &view.state else {
        unreachable!()
    };
    assert!(Setup::classical(s).is_err());
}

/// A move played on the board (`Action::Play`) is shown alone first: the
/// panel waits for the computer, whose reply `Action::Reply` then adds
/// (the page sends it after a pause); `Action::Move` replies at once.
#[test]
fn a_played_move_shows_before_the_computers_reply() {
    let (view, game) = open("#/classical?game=nim&position=1,2,4&side=l");
    let st = play_of(&view);
    let alone = reduce(&game, &st, Action::Play("3:1".into())).unwrap();
    assert_eq!(alone.moves, ["3:1"]);
    let p = panel(&game, &alone);
    assert!(p.waiting && p.moves.is_empty(), "{p:?}");
    assert_eq!(p.status, "Right to move");
    let replied = reduce(&game, &alone, Action::Reply).unwrap();
    assert_eq!(replied.moves.len(), 2);
    assert!(!panel(&game, &replied).waiting);
    let at_once = reduce(&game, &st, Action::Move("3:1".into())).unwrap();
    assert_eq!(at_once, replied);
}

/// The Play panel's buttons name the moves in the board's words, as the
/// move values and the log do (issue 42), and still play by label.
#[test]
fn move_buttons_use_the_boards_words() {
    let (view, game) = open("#/classical?game=nim&position=1,2,4&side=l");
    let p = panel(&game, &play_of(&view));
    assert_eq!(p.moves.len(), p.move_names.len());
    let at = p.moves.iter().position(|m| m == "3:1").expect("3:1 legal");
    assert_eq!(p.move_names[at], "take 1 from the heap of 4");
    // Families without words of their own keep their labels.
    let (view, game) = open("#/cs?s=2,3&heaps=0..20&x=10&side=l");
    let p = panel(&game, &play_of(&view));
    assert_eq!(p.moves, p.move_names);
}
