//! Scripts as the page runs them (issue 30): the script job of the worker
//! (`ClassicalRequest::Script`) under the page's limits, the examples'
//! boards drawn like the built-in rulesets', and each option's value.
#![cfg(feature = "script")]

use pebbles::games::classical::rulesets::{Geometry, Glyph, Owner};
use pebbles::games::classical::script::{Limit, ScriptError, EXAMPLES};
use pebbles::games::classical::RulesetId;
use pebbles::jobs::{
    run, ClassicalRequest, ClassicalView, GameView, JobError, JobRequest, JobResult, ScriptRequest,
};

fn request(source: &str, position: &str) -> JobRequest {
    JobRequest::Classical(ClassicalRequest::Script(ScriptRequest::new(
        source, position,
    )))
}

fn game(source: &str, position: &str) -> GameView {
    match run(request(source, position)) {
        Ok(JobResult::Classical(ClassicalView::Game(g))) => *g,
        other => panic!("a game view, got {other:?}"),
    }
}

fn example(name: &str) -> &'static str {
    EXAMPLES
        .iter()
        .find(|e| e.0.starts_with(name))
        .expect("an example")
        .1
}

#[test]
fn the_script_job_reports_like_the_built_in_ruleset() {
    let dom: RulesetId = "domineering".parse().unwrap();
    let built_in = match run(JobRequest::Classical(ClassicalRequest::Boards(
        dom,
        vec!["...|...".into()],
    ))) {
        Ok(JobResult::Classical(ClassicalView::Game(g))) => g,
        other => panic!("{other:?}"),
    };
    let scripted = game(example("Domineering"), "\"...|...\"");
    assert_eq!(scripted.report.canonical, built_in.report.canonical);
    assert_eq!(scripted.tree, built_in.tree);
    let view = scripted.script.expect("a script view");
    // The board is the built-in one's: a 3 × 2 grid of empty cells.
    let board = view.board.clone().expect("a board");
    assert_eq!(board, dom.board("...|...").unwrap());
    // Left (vertical dominoes) has three options, Right four; each with its value.
    assert_eq!((view.left.len(), view.right.len()), (3, 4));
    // Each is clicked on the board on its domino's two cells.
    let moves = pebbles::view_model::script::option_moves(&view);
    assert_eq!(moves.len(), 7);
    for m in &moves {
        let [a, b] = m.sites[..] else { panic!("{m:?}") };
        assert!(b == a + 3 || (b == a + 1 && a / 3 == b / 3), "{m:?}");
    }
    assert_eq!(view.left[0].position, "\"#..|#..\"");
    for o in view.left.iter().chain(&view.right) {
        let again = game(example("Domineering"), &o.position);
        assert_eq!(again.report.canonical, o.value, "{}", o.position);
    }
}

#[test]
fn impartial_scripts_list_one_set_of_options_and_their_grundy_value() {
    let g = game(example("Kayles"), "[3]");
    assert_eq!(g.report.grundy, Some(3));
    let view = g.script.unwrap();
    assert!(view.impartial && view.right.is_empty());
    let values: Vec<&str> = view.left.iter().map(|o| o.value.as_str()).collect();
    // Kayles 3: take 1 (leaving 2, or 1 + 1) or 2 (leaving 1).
    assert_eq!(values, ["*2", "0", "*"]);
    assert_eq!(
        view.board.unwrap().geometry,
        Geometry::Heaps { sizes: vec![3] }
    );
}

#[test]
fn toads_and_frogs_draws_its_creatures_by_owner() {
    let g = game(example("Toads"), "\"T.F\"");
    let board = g.script.unwrap().board.unwrap();
    assert_eq!(board.geometry, Geometry::Strip { len: 3 });
    assert_eq!(
        board.sites[0],
        Glyph::Piece {
            owner: Owner::Left,
            mark: 'T'
        }
    );
    assert_eq!(
        board.sites[2],
        Glyph::Piece {
            owner: Owner::Right,
            mark: 'F'
        }
    );
}

#[test]
fn a_bad_board_is_reported_beside_the_value() {
    let source = "fn options(p) { [] }\nfn board(p) { #{ grid: [\"..\", \".\"] } }";
    let g = game(source, "0");
    assert_eq!(g.report.canonical, "0");
    let view = g.script.unwrap();
    assert!(view.board.is_none());
    let e = view.board_error.unwrap();
    assert!(
        e.contains("line 2") && e.contains("row 2 of `grid` has 1 cells"),
        "{e}"
    );
}

#[test]
fn script_failures_cross_as_script_errors_with_their_line() {
    let e = run(request("fn options(p) {\n  [p +\n}", "0")).unwrap_err();
    let JobError::Script(ScriptError::Syntax { at, .. }) = e else {
        panic!("{e:?}")
    };
    assert_eq!(at.line, 3);
    // The page's array limit is smaller than the CLI's (the browser's stack).
    let e = run(request(
        "fn options(p) { let a = []; for i in 0..4000 { a = [a]; } [a] }",
        "0",
    ))
    .unwrap_err();
    assert!(
        matches!(
            e,
            JobError::Script(ScriptError::Limit {
                limit: Limit::ArraySize,
                value: 1024,
                ..
            })
        ),
        "{e:?}"
    );
}

// ---- Playing a script's game on the page (the Play panel's job) ----

use pebbles::games::common::{Class, Player};
use pebbles::jobs::{ScriptPlayRequest, ScriptPlayView};

fn play(
    source: &str,
    position: &str,
    you: Option<Player>,
    moves: &[&str],
    hints: bool,
) -> ScriptPlayView {
    played(source, position, you, moves, hints, Player::Left)
}

/// [`play`] with `first` to move at the start.
fn played(
    source: &str,
    position: &str,
    you: Option<Player>,
    moves: &[&str],
    hints: bool,
    first: Player,
) -> ScriptPlayView {
    let r = JobRequest::Classical(ClassicalRequest::ScriptPlay(ScriptPlayRequest {
        script: ScriptRequest::new(source, position),
        you,
        moves: moves.iter().map(|m| m.to_string()).collect(),
        hints,
        first,
    }));
    match run(r) {
        Ok(JobResult::ScriptPlay(v)) => *v,
        other => panic!("a played game, got {other:?}"),
    }
}

/// The outcome class of a Domineering board by the built-in ruleset (the
/// oracle: no script involved). `text` is the script's literal, `"..|.."`.
fn built_in_class(text: &str) -> Class {
    let dom: RulesetId = "domineering".parse().unwrap();
    match run(JobRequest::Classical(ClassicalRequest::Boards(
        dom,
        vec![text.trim_matches('"').into()],
    ))) {
        Ok(JobResult::Classical(ClassicalView::Game(g))) => g.report.outcome,
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_computer_wins_a_scripted_game_it_can_win_whatever_the_visitor_plays() {
    let start = "\"....|....|....\"";
    let class = built_in_class(start);
    assert_eq!(
        class.winner(Player::Left),
        Player::Right,
        "3 × 4 (3 rows): Right wins when Left moves first"
    );
    let dom = example("Domineering");
    // The visitor plays Left (who moves first) and always its first option.
    let mut v = play(dom, start, Some(Player::Left), &[], false);
    for _ in 0..20 {
        if v.to_move.is_none() {
            break;
        }
        assert_eq!(v.to_move, Some(Player::Left), "the worker replied: {v:?}");
        let first = v.legal[0].label.clone();
        let mut moves: Vec<&str> = v.moves.iter().map(String::as_str).collect();
        moves.push(&first);
        v = play(dom, start, Some(Player::Left), &moves, false);
    }
    assert!(v.summary.is_some(), "{v:?}");
    assert_eq!(v.steps.len(), v.moves.len());
    let last = v.steps.last().expect("moves");
    assert_eq!(last.mover, Player::Right, "the computer made the last move");
    // After every computer move, Right still wins with Left to move, by the
    // built-in ruleset.
    for s in v.steps.iter().filter(|s| s.mover == Player::Right) {
        assert!(s.optimal, "{}", s.text);
        let to = s.text.split("moved to ").nth(1).unwrap();
        let to = to.split(" (value").next().unwrap();
        assert_eq!(
            built_in_class(to).winner(Player::Left),
            Player::Right,
            "{}",
            s.text
        );
    }
}

#[test]
fn a_scripted_game_for_every_side_plays_no_replies_and_an_illegal_move_is_named() {
    let dom = example("Domineering");
    let v = play(dom, "\"...|...\"", None, &["1"], true);
    assert_eq!(
        (&v.asked, &v.moves),
        (&vec!["1".to_string()], &vec!["1".to_string()])
    );
    assert_eq!(v.to_move, Some(Player::Right));
    assert_eq!(v.legal.len(), v.hints.len());
    assert!(v
        .hints
        .iter()
        .zip(&v.legal)
        .all(|(h, l)| h.label == l.label));
    assert!(v.board.is_some(), "the Domineering script draws its board");
    // Each of Right's moves is clicked on its domino: two cells side by
    // side in a row of the 3-wide grid.
    for m in &v.legal {
        assert_eq!(m.sites.len(), 2, "{m:?}");
        assert_eq!(
            (m.sites[1], m.sites[0] / 3),
            (m.sites[0] + 1, m.sites[1] / 3),
            "{m:?}"
        );
    }
    let st = PlayState {
        seats: Some(Seats::All),
        moves: v.moves.clone(),
        ..PlayState::default()
    };
    let b = script_playing(&v, &script_panel(&v, &st)).expect("a board");
    match &b.mode {
        Mode::Play(moves) => {
            let labels: Vec<&str> = moves.iter().map(|m| m.label.as_str()).collect();
            let legal: Vec<&str> = v.legal.iter().map(|m| m.label.as_str()).collect();
            assert_eq!(labels, legal);
        }
        Mode::Edit => panic!("a board in play"),
    }
    assert_eq!(b.mover, Some(Player::Right));
    let bad = play(dom, "\"...|...\"", None, &["1", "99", "1"], false);
    assert_eq!(bad.moves, ["1"], "play stops before the illegal move");
    let e = bad.error.expect("an error");
    assert!(e.contains("99"), "{e}");
    // The hints mark the winning moves: Left wins "...|..." moving first.
    let start = play(dom, "\"...|...\"", Some(Player::Left), &[], true);
    assert!(start.hints.iter().any(|h| h.best), "{:?}", start.hints);
    assert!(start.hints.iter().all(|h| h.best == (h.verdict == "best")));
}

// ---- The Play panel's view-model over the worker's replay ----

use pebbles::permalink::View;
use pebbles::state::{PageState, PlayState, Seats};
use pebbles::view_model::board::game::script_playing;
use pebbles::view_model::board::Mode;
use pebbles::view_model::play::{reduce_script, script_panel, script_side, Action};

/// The worker's replay of a page's play state (what the page's job runs).
fn replay(st: &PlayState) -> ScriptPlayView {
    let seats = st.seats.clone().expect("a game");
    let moves: Vec<&str> = st.moves.iter().map(String::as_str).collect();
    play(
        example("Domineering"),
        "\"....|....|....\"",
        script_side(&seats),
        &moves,
        st.hints,
    )
}

#[test]
fn the_panel_plays_a_script_through_the_worker_undo_redo_and_the_permalink() {
    // Start as Right: the computer (Left) moves first, in the worker.
    let st = PlayState::default();
    let v0 = replay(&PlayState {
        seats: Some(Seats::Players(vec![2])),
        ..PlayState::default()
    });
    let st = reduce_script(&v0, &st, Action::Start(Seats::Players(vec![2]))).unwrap();
    assert_eq!(
        st.moves,
        Vec::<String>::new(),
        "the worker plays the replies"
    );
    let v = replay(&st);
    assert_eq!(v.moves.len(), 1, "Left's reply: {v:?}");
    // The page stores the replies (as its effect does), and draws the panel.
    let st = PlayState {
        moves: v.moves.clone(),
        ..st
    };
    let panel = script_panel(&v, &st);
    assert_eq!(panel.status, "Your move (Right)");
    assert_eq!(panel.moves.len(), panel.move_names.len());
    assert!(
        panel.move_names[0].starts_with("1: to \""),
        "{:?}",
        panel.move_names
    );
    assert_eq!(panel.log.len(), 1);
    assert!(!panel.log[0].1, "the computer's move is not the visitor's");
    assert!(!panel.can_undo);
    // An illegal move is refused by name; a legal one is appended.
    let e = reduce_script(&v, &st, Action::Move("9".into())).unwrap_err();
    assert!(e.to_string().contains('9'), "{e}");
    let st = reduce_script(&v, &st, Action::Move("1".into())).unwrap();
    assert_eq!(st.moves.len(), 2);
    let v = replay(&st);
    let st = PlayState {
        moves: v.moves.clone(),
        ..st
    };
    let panel = script_panel(&v, &st);
    assert!(panel.can_undo);
    // The permalink keeps the script, its position and the game.
    let view = View::parse("#/classical?kind=script").0;
    let mut classical = match view.state.clone() {
        PageState::Classical(c) => c,
        other => panic!("{other:?}"),
    };
    classical.play = st.clone();
    let hash = View {
        state: PageState::Classical(classical.clone()),
        ..view
    }
    .to_hash();
    assert!(hash.contains("side=r") && hash.contains("moves="), "{hash}");
    match View::parse(&hash).0.state {
        PageState::Classical(back) => assert_eq!(back.play.moves, st.moves),
        other => panic!("{other:?}"),
    }
    // Undo takes back the visitor's move and the replies after it; Redo
    // plays them again.
    let undone = reduce_script(&v, &st, Action::Undo).unwrap();
    assert_eq!(undone.moves, st.moves[..1]);
    assert_eq!(undone.undone, vec![st.moves[1..].to_vec()]);
    let redone = reduce_script(&replay(&undone), &undone, Action::Redo).unwrap();
    assert_eq!(redone.moves, st.moves);
    let restarted = reduce_script(&v, &st, Action::Restart).unwrap();
    assert!(restarted.moves.is_empty() && restarted.seats == st.seats);
    assert_eq!(
        reduce_script(&v, &st, Action::Stop).unwrap(),
        PlayState::default()
    );
}

#[test]
fn a_worker_that_keeps_its_solver_between_jobs_answers_as_a_fresh_one() {
    let dom = example("Domineering");
    let positions = [
        "\"...|...\"",
        "\"....|....|....\"",
        "\"...|...\"",
        "\"..|..|..\"",
    ];
    let without_count = |mut g: GameView| {
        g.solved = 0;
        g
    };
    // One thread: each job after the first starts from the kept solver.
    let kept: Vec<GameView> = positions
        .iter()
        .map(|p| without_count(game(dom, p)))
        .collect();
    // A fresh thread per position: nothing kept.
    for (p, k) in positions.iter().zip(&kept) {
        let p = p.to_string();
        let fresh = std::thread::spawn(move || without_count(game(example("Domineering"), &p)))
            .join()
            .unwrap();
        assert_eq!(&fresh, k);
    }
    // A game's replays too, mixed with another script's job in between.
    let a = play(dom, positions[1], Some(Player::Left), &["1"], true);
    let _ = game(example("Kayles"), "[3, 4]");
    let b = play(dom, positions[1], Some(Player::Left), &["1"], true);
    let c = play(dom, positions[1], Some(Player::Left), &["1"], true);
    assert_eq!((&a, &a), (&b, &c));
}

#[test]
fn move_values_of_a_script_carry_remoteness_as_the_built_in_ruleset_does() {
    use pebbles::games::classical::play::{ClassicalGame, ClassicalPos};
    use pebbles::games::common::play::move_values;
    // Subtraction {1, 2}: the remoteness of heap n by plain recursion.
    fn oracle(n: i64) -> u32 {
        let opts: Vec<u32> = (1..=2).filter(|k| *k <= n).map(|k| oracle(n - k)).collect();
        match opts.iter().filter(|r| *r % 2 == 0).min() {
            Some(e) => e + 1,
            None => opts.iter().max().map_or(0, |m| m + 1),
        }
    }
    let sub =
        "fn options(p) { let out = []; for m in [1, 2] { if m <= p { out.push(p - m); } } out }";
    for n in 1..12 {
        let v = play(sub, &n.to_string(), None, &[], true);
        let got: Vec<Option<u32>> = v.hints.iter().map(|h| h.remoteness).collect();
        let want: Vec<Option<u32>> = (1..=2)
            .filter(|k| *k <= n)
            .map(|k| Some(oracle(n - k)))
            .collect();
        assert_eq!(got, want, "heap {n}");
    }
    // Domineering: the same remotenesses as the registry's ruleset gives
    // its moves (the moves are named differently: compare them sorted).
    let dom: RulesetId = "domineering".parse().unwrap();
    for board in ["...|...", "....|....|....", "..#|...|..."] {
        let v = play(
            example("Domineering"),
            &format!("\"{board}\""),
            None,
            &[],
            true,
        );
        let mut got: Vec<Option<u32>> = v.hints.iter().map(|h| h.remoteness).collect();
        let g = ClassicalGame::new(dom).with_remoteness_budget(100_000);
        let pos = ClassicalPos::new(vec![board.into()], Player::Left);
        let mut want: Vec<Option<u32>> = move_values(&g, &pos)
            .unwrap()
            .iter()
            .map(|m| m.remoteness)
            .collect();
        got.sort();
        want.sort();
        assert_eq!(got, want, "{board}");
        assert!(got.iter().all(Option::is_some), "{board}");
    }
}

/// Issue 37 on the page: with `sname=` and `g=`, the script is a ruleset
/// named in the expression, summed with built-in boards, in the script
/// worker's job; the value is the CLI's, bad tokens are named by field, and
/// a Hackenbush script's position is drawn as its graph.
#[test]
fn a_named_script_is_summed_with_built_in_boards_in_an_expression() {
    use pebbles::games::classical::script::RULESET_EXAMPLES;
    let ruleset = |name: &str| {
        RULESET_EXAMPLES
            .iter()
            .find(|e| e.0 == name)
            .expect("a ruleset example")
            .1
    };
    let named = |expr: &str, name: &str| {
        let mut s = ScriptRequest::new(ruleset("Cutcake"), "[[2, 3]]");
        s.name = name.into();
        s.expr = Some(expr.into());
        JobRequest::Classical(ClassicalRequest::Script(s))
    };
    let value = |r: JobRequest| match run(r) {
        Ok(JobResult::Classical(ClassicalView::Game(g))) => g.report.canonical,
        other => panic!("a game, got {other:?}"),
    };
    // As `pebbles cgt --script cake=cutcake.rhai --expr …` (README: 2).
    assert_eq!(value(named("cake[[[3, 5]]] + cutcake[2x5]", "cake")), "2");
    let built_in =
        JobRequest::Classical(ClassicalRequest::Expr("cutcake[3x5] + cutcake[2x5]".into()));
    assert_eq!(
        value(named("cake[[[3, 5]]] + cutcake[2x5]", "cake")),
        value(built_in)
    );
    assert!(named("cake[[[1, 2]]]", "cake").needs_script());
    for (expr, name, field, token) in [
        ("pie[[[1, 2]]]", "cake", "expression", "pie"),
        ("cake[[[1, x]]]", "cake", "expression", "[[1, x]]"),
        ("nim[3]", "nim", "sname", "nim"),
    ] {
        match run(named(expr, name)) {
            Err(JobError::Invalid {
                field: f,
                token: t,
                reason,
            }) => {
                assert_eq!(f, field, "{expr}: {reason}");
                assert!(t.contains(token), "{expr}: {t}: {reason}");
            }
            other => panic!("{expr}: refused by field, got {other:?}"),
        }
    }
    // A script that does not compile is the script's error (its line).
    let mut broken = ScriptRequest::new("fn options(p {", "0");
    broken.expr = Some("s[0]".into());
    assert!(matches!(
        run(JobRequest::Classical(ClassicalRequest::Script(broken))),
        Err(JobError::Script(ScriptError::Syntax { .. }))
    ));
    // The Hackenbush example's position is drawn as a graph: its edges.
    let hb = game(
        ruleset("Hackenbush"),
        "[[0, 1, \"b\"], [1, 2, \"r\"], [0, 2, \"g\"]]",
    );
    let board = hb.script.and_then(|s| s.board).expect("a board");
    let Geometry::Graph { edges, .. } = &board.geometry else {
        panic!("a graph, got {:?}", board.geometry)
    };
    assert_eq!(edges.len(), 3);
}

/// The Play panel's `first=`: with Right first, the computer (Right)
/// replies at once to a visitor playing Left, and the first step is Right's.
#[test]
fn a_scripted_game_may_start_with_right() {
    let dom = example("Domineering");
    let v = played(
        dom,
        "\"...|...\"",
        Some(Player::Left),
        &[],
        false,
        Player::Right,
    );
    assert_eq!(v.moves.len(), 1, "{v:?}");
    assert_eq!(v.steps[0].mover, Player::Right);
    assert_eq!(v.to_move, Some(Player::Left));
    // Left first, the same start: the visitor moves first, nothing played.
    let v = play(dom, "\"...|...\"", Some(Player::Left), &[], false);
    assert!(v.moves.is_empty());
    assert_eq!(v.to_move, Some(Player::Left));
}
