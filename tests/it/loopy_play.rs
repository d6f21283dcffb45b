//! Playing loopy games against the computer (issue 38): the engine's
//! win/loss/draw and remoteness of every (position, player to move)
//! against an oracle written here from the definitions, on random game
//! graphs of up to 12 positions; the computer playing both sides from a
//! won position wins within the claimed remoteness, from a drawn one
//! never leaves the draw, and the game ends in a draw when a drawn
//! position comes back; then Fox and Geese and Backsliding Toads and Frogs
//! through the CLI (`pebbles play cgt`).
//!
//! The oracle: a player to move with no move loses; a position with a
//! move to a lost one is won; one whose moves all lead to won ones is
//! lost; repeat until nothing changes, and what is left is a draw. Its
//! remoteness is computed round by round: round `k` settles the states of
//! remoteness `k` (even: lost, every option won and settled before; odd:
//! won, an option lost in `k − 1`).

use std::collections::{HashMap, HashSet};

use pebbles::games::classical::loopy::{
    solve_loopy, LoopyGame, LoopyLimits, LoopyPos, LoopyRules, Standing,
};
use pebbles::games::classical::rulesets::{Move, PositionError};
use pebbles::games::common::play::{self, commentary_with_values, Rules};
use pebbles::games::common::Player;
use proptest::prelude::*;

use crate::support::{guarded, stdout};

/// A game graph as plain option lists (start at 0).
#[derive(Clone, Debug)]
struct G {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
}

impl G {
    fn options(&self, v: usize, who: Player) -> &[usize] {
        match who {
            Player::Left => &self.left[v],
            Player::Right => &self.right[v],
        }
    }
}

/// The graph as a loopy game: position `v` is written `v{v}`, the `i`-th
/// option `m{i}`.
impl LoopyRules for G {
    type Position = usize;

    fn moves(&self, v: &usize, who: Player) -> Result<Vec<Move<usize>>, PositionError> {
        Ok(self
            .options(*v, who)
            .iter()
            .enumerate()
            .map(|(i, &w)| Move {
                label: format!("m{i}"),
                sites: Vec::new(),
                to: w,
            })
            .collect())
    }

    fn describe(&self, v: &usize) -> String {
        format!("v{v}")
    }

    fn notation(&self, v: &usize) -> String {
        format!("v{v}")
    }
}

fn graphs(max: usize) -> impl Strategy<Value = G> {
    (1..=max).prop_flat_map(|n| {
        let opts = prop::collection::vec(prop::collection::vec(0..n, 0..=3), n);
        (opts.clone(), opts).prop_map(|(left, right)| G { left, right })
    })
}

/// A state: (position, player to move).
type State = (usize, Player);

/// Win, loss or draw of every state, by sweeps to a fixed point.
fn oracle_results(g: &G) -> HashMap<State, char> {
    let n = g.left.len();
    let mut known: HashMap<State, char> = HashMap::new();
    loop {
        let mut changed = false;
        for v in 0..n {
            for who in [Player::Left, Player::Right] {
                if known.contains_key(&(v, who)) {
                    continue;
                }
                let after: Vec<Option<char>> = g
                    .options(v, who)
                    .iter()
                    .map(|&w| known.get(&(w, who.other())).copied())
                    .collect();
                let found = if after.contains(&Some('L')) {
                    Some('W')
                } else if after.iter().all(|r| *r == Some('W')) {
                    Some('L')
                } else {
                    None
                };
                if let Some(r) = found {
                    known.insert((v, who), r);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    for v in 0..n {
        for who in [Player::Left, Player::Right] {
            known.entry((v, who)).or_insert('D');
        }
    }
    known
}

/// The remoteness of every settled state, round by round.
fn oracle_remoteness(g: &G) -> HashMap<State, u32> {
    let n = g.left.len();
    let mut r: HashMap<State, u32> = HashMap::new();
    for k in 0u32.. {
        let mut new = Vec::new();
        for v in 0..n {
            for who in [Player::Left, Player::Right] {
                if r.contains_key(&(v, who)) {
                    continue;
                }
                let after: Vec<Option<u32>> = g
                    .options(v, who)
                    .iter()
                    .map(|&w| r.get(&(w, who.other())).copied())
                    .collect();
                let settles = if k % 2 == 0 {
                    after.iter().all(|x| x.is_some_and(|x| x % 2 == 1))
                } else {
                    after.contains(&Some(k - 1))
                };
                if settles {
                    new.push((v, who));
                }
            }
        }
        if new.is_empty() {
            break;
        }
        for s in new {
            r.insert(s, k);
        }
    }
    r
}

fn solved(g: &G) -> LoopyGame {
    solve_loopy("graph", g.clone(), 0, None, &LoopyLimits::CLI, &mut |_| {
        false
    })
    .expect("a graph within the limits")
    .expect("never stopped")
}

/// The original number of a position of the game.
fn original(game: &LoopyGame, pos: &LoopyPos) -> usize {
    game.notation(pos)[1..].parse().expect("v{number}")
}

/// Every state reachable from the start with either player first, as the
/// game's positions.
fn reachable(game: &LoopyGame) -> Vec<LoopyPos> {
    let mut seen = HashSet::new();
    let mut stack = vec![game.start(Player::Left), game.start(Player::Right)];
    let mut out = Vec::new();
    while let Some(p) = stack.pop() {
        if !seen.insert((p.v, p.to_move)) {
            continue;
        }
        for m in game.legal(&p).expect("legal moves") {
            stack.push(m.to);
        }
        out.push(p);
    }
    out
}

fn letter(s: Standing) -> char {
    s.letter().chars().next().expect("a letter")
}

/// The computer's game from `start`, playing both sides: its moves and
/// every position on the way (the start first).
fn self_play(game: &LoopyGame, start: &LoopyPos) -> (Vec<String>, Vec<LoopyPos>) {
    let (moves, _) = play::replies(game, start.clone(), |_| false).expect("the computer plays");
    let mut line = vec![start.clone()];
    for m in &moves {
        let next = play::replay(game, line.last().expect("a position"), &[m]).expect("legal");
        line.push(next);
    }
    (moves, line)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// Win, loss or draw and remoteness of every reachable state agree
    /// with the oracle; each move's `W`/`D`/`L` is the oracle's for its
    /// mover.
    #[test]
    fn results_and_remoteness_agree_with_the_oracle(g in graphs(12)) {
        let (results, remote) = (oracle_results(&g), oracle_remoteness(&g));
        let game = solved(&g);
        for p in reachable(&game) {
            let s = (original(&game, &p), p.to_move);
            let got = game.standing(p.v as usize, p.to_move);
            prop_assert_eq!(letter(got), results[&s], "{:?}", s);
            prop_assert_eq!(got.remoteness(), remote.get(&s).copied(), "{:?}", s);
            if game.mover(&p).is_none() {
                continue;
            }
            let c = commentary_with_values(&game, &p, &[] as &[&str]).expect("a commentary");
            let opts = g.options(s.0, p.to_move);
            prop_assert_eq!(c.options.len(), opts.len());
            for (o, &w) in c.options.iter().zip(opts) {
                let mine = match results[&(w, p.to_move.other())] {
                    'W' => "L",
                    'L' => "W",
                    _ => "D",
                };
                prop_assert_eq!(o.outcome.as_deref(), Some(mine));
            }
        }
    }

    /// The computer against itself: from a won or lost start the game
    /// ends after exactly the start's remoteness, the loser stuck; from a
    /// drawn start every position stays drawn and the game ends in a draw
    /// when one comes back.
    #[test]
    fn the_computer_keeps_its_result(g in graphs(12)) {
        let game = solved(&g);
        for first in [Player::Left, Player::Right] {
            let start = game.start(first);
            let (moves, line) = self_play(&game, &start);
            let end = line.last().expect("a position");
            prop_assert!(game.mover(end).is_none(), "the game ended");
            match game.standing(0, first) {
                Standing::Win(r) | Standing::Loss(r) => {
                    prop_assert_eq!(line.len() - 1, r as usize);
                    prop_assert!(game.legal(end).expect("moves").is_empty());
                    prop_assert!(!game.drawn(end));
                    let loser = match game.standing(0, first) {
                        Standing::Win(_) => first.other(),
                        Standing::Loss(_) | Standing::Draw => first,
                    };
                    prop_assert_eq!(game.stuck(end), Some(loser));
                }
                Standing::Draw => {
                    for p in &line {
                        prop_assert_eq!(game.standing(p.v as usize, p.to_move), Standing::Draw);
                    }
                    prop_assert!(game.drawn(end));
                    prop_assert!(line.len() <= 2 * g.left.len() + 1);
                    let c = commentary_with_values(&game, &start, &moves).unwrap();
                    let summary = c.summary.expect("the game is over");
                    prop_assert!(summary.drawn && summary.stuck.is_none());
                    prop_assert!(summary.text().starts_with("Game over: a draw."));
                }
            }
        }
    }

    /// From any state the computer's move keeps the mover's result: the
    /// nearest win (remoteness one less), a draw, or the farthest loss.
    #[test]
    fn the_computer_move_is_the_best_by_remoteness(g in graphs(12)) {
        let game = solved(&g);
        for p in reachable(&game) {
            if game.mover(&p).is_none() {
                continue;
            }
            let m = play::computer_move(&game, &p).unwrap().expect("a move");
            let q = play::replay(&game, &p, &[m]).unwrap();
            let after = game.standing(q.v as usize, q.to_move);
            match game.standing(p.v as usize, p.to_move) {
                Standing::Win(r) => {
                    prop_assert_eq!(after, Standing::Loss(r - 1));
                }
                Standing::Loss(r) => {
                    prop_assert_eq!(after, Standing::Win(r - 1));
                }
                Standing::Draw => {
                    prop_assert_eq!(after, Standing::Draw);
                }
            }
        }
    }
}

/// A published draw: `.FFT.T` in Backsliding Toads and Frogs is `dud`
/// (both players can shuttle for ever). The computer's line from it ends
/// in a draw, which the CLI says as the result; the hints give `D`.
#[test]
fn backsliding_toads_and_frogs_ends_in_a_draw() {
    let hints = stdout(&[
        "play",
        "cgt",
        "--backsliding-toads-and-frogs",
        ".FFT.T",
        "--hints",
    ]);
    // Left's two moves: one keeps the draw, the other lets Right win.
    let rows: Vec<Vec<&str>> = hints
        .lines()
        .skip_while(|l| !l.starts_with("move "))
        .skip(1)
        .map(|l| {
            l.split("  ")
                .map(str::trim)
                .filter(|c| !c.is_empty())
                .collect()
        })
        .collect();
    assert_eq!(
        rows,
        [
            vec![
                "d1-e1",
                "toad d1–e1",
                "DR (Right wins in 1 move)",
                "L",
                "1",
                "leads to a loss"
            ],
            vec!["f1-e1", "toad f1–e1 (back)", "D (a draw)", "D", "-", "best"],
        ],
        "{hints}"
    );
    assert!(
        hints.starts_with("start .FFT.T, Left to move: value D (a draw)\n"),
        "{hints}"
    );
    // The computer's moves for both sides, read off the CLI one at a time.
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..40 {
        let played = moves.join(",");
        let out = stdout(&[
            "play",
            "cgt",
            "--backsliding-toads-and-frogs",
            ".FFT.T",
            "--moves-played",
            &played,
        ]);
        if out.contains("Game over") {
            assert!(out.contains("Game over: a draw."), "{out}");
            assert!(!moves.is_empty());
            return;
        }
        moves.push(computer_move(&out));
    }
    panic!("no draw after {moves:?}");
}

/// Fox and Geese 4 wide (value `over`: the geese win): the computer's
/// line for both sides ends with the fox trapped after exactly the
/// remoteness the hints give.
#[test]
fn fox_and_geese_is_won_within_its_remoteness() {
    let board = ".x.x|....|....|o...";
    let json = stdout(&["play", "cgt", "--fox-and-geese", board, "--json"]);
    let c: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let value = c["equilibrium"]["text"].as_str().expect("a value");
    assert!(value.starts_with("L (Left wins in "), "{value}");
    let r: usize = value["L (Left wins in ".len()..]
        .split(' ')
        .next()
        .and_then(|r| r.parse().ok())
        .expect("a remoteness");
    assert!(r % 2 == 1);
    for o in c["options"].as_array().expect("options") {
        let outcome = o["outcome"].as_str().expect("W, D or L");
        assert!(["W", "D", "L"].contains(&outcome), "{o}");
    }
    let mut moves: Vec<String> = Vec::new();
    loop {
        let played = moves.join(",");
        let out = stdout(&[
            "play",
            "cgt",
            "--fox-and-geese",
            board,
            "--moves-played",
            &played,
        ]);
        if out.contains("Game over") {
            assert!(out.contains("Right cannot move, so Left wins"), "{out}");
            break;
        }
        assert!(moves.len() < r, "{out}");
        moves.push(computer_move(&out));
    }
    assert_eq!(moves.len(), r);
}

/// The computer's next move as the CLI names it, `equilibrium plays “toad
/// d1–e1” (d1-e1)`: its notation, in brackets after the words.
fn computer_move(out: &str) -> String {
    let said = out
        .rsplit("equilibrium plays ")
        .next()
        .expect("the computer's move");
    let said = said.trim();
    match said.rsplit_once(" (") {
        Some((_, notation)) => notation.trim_end_matches(')').to_string(),
        None => said.to_string(),
    }
}

/// Issue 42: a loopy ruleset's moves in the board's own words, the piece
/// and its squares as Domineering's `b1–b2`: in the move values, the log
/// and the computer's next move.
#[test]
fn loopy_moves_are_named_in_the_board_s_words() {
    let fox: pebbles::games::classical::RulesetId = "fox-and-geese".parse().unwrap();
    let boards = [".x.x|....|....|o...".to_string()];
    let game = fox
        .loopy_game(&boards, &LoopyLimits::CLI, &mut |_| false)
        .unwrap()
        .unwrap();
    let start = game.start(Player::Left);
    let names: Vec<String> = game
        .moves(&start)
        .unwrap()
        .iter()
        .map(|(l, _)| game.name(&start, l))
        .collect();
    assert_eq!(names, ["goose b1–a2", "goose b1–c2", "goose d1–c2"]);
    let c = commentary_with_values(&game, &start, &["b1-a2"]).unwrap();
    assert_eq!(c.steps[0].action, "moved a goose b1–a2");
    assert!(c.steps[0]
        .text()
        .starts_with("1. Left moved a goose b1–a2 ("));
    assert!(!c.options.is_empty());
    for o in &c.options {
        assert_eq!(
            o.name,
            format!("fox {}", o.label.replace('-', "–")),
            "{o:?}"
        );
    }
    let toads: pebbles::games::classical::RulesetId =
        "backsliding-toads-and-frogs".parse().unwrap();
    let named = |who: Player| -> Vec<String> {
        toads
            .moves("TF.", who)
            .unwrap()
            .iter()
            .map(|m| toads.move_name("TF.", who, &m.label))
            .collect()
    };
    assert_eq!(named(Player::Left), ["toad a1–c1 (jump)"]);
    assert_eq!(named(Player::Right), ["frog b1–c1 (back)"]);
    assert_eq!(
        toads.action_at("TF.", Player::Left, "a1-c1"),
        "moved a toad a1–c1 (jump)"
    );
    let out = stdout(&["play", "cgt", "--fox-and-geese", &boards[0]]);
    assert!(out.contains("equilibrium plays “goose "), "{out}");
}

/// Refusals: a bad board names its token, the time limit stops the solve
/// and says so, and the limit on positions is named.
#[test]
fn loopy_play_refuses_by_name() {
    let (code, out, err) = guarded(&["play", "cgt", "--fox-and-geese", "x.|.o"]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(err.contains("`x`"), "{err}");
    let opening = ".x.x.x.x|........|........|........|........|........|........|....o...";
    let (code, out, err) = guarded(&[
        "play",
        "cgt",
        "--fox-and-geese",
        opening,
        "--time-limit",
        "0.000001",
    ]);
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(
        err.contains("stopped by the time limit (--time-limit 0.000001)"),
        "{err}"
    );
    let (code, _, err) = guarded(&[
        "play",
        "cgt",
        "--fox-and-geese",
        "x.x.x.x.|...o....|........",
        "--moves-played",
        "a1-a2",
    ]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("`a1-a2` is not legal"), "{err}");
    let tight = LoopyLimits {
        positions: 100,
        ..LoopyLimits::CLI
    };
    let ruleset: pebbles::games::classical::RulesetId = "fox-and-geese".parse().unwrap();
    let big = ["x.x.x.x.|...o....|........".to_string()];
    let refused = ruleset.loopy_game(&big, &tight, &mut |_| false);
    let Err(e) = refused else {
        panic!("over the limit of 100 positions")
    };
    assert!(e.to_string().contains("over the limit"), "{e}");
    let nim: pebbles::games::classical::RulesetId = "nim".parse().unwrap();
    assert!(nim
        .loopy_game(&["3".to_string()], &LoopyLimits::CLI, &mut |_| false)
        .is_err());
}

/// The solve for play in steps (`loopy_game_run`, what the page's worker
/// runs with progress and Cancel): small steps give the same game as the
/// solve in one go (every position's standing with each player to move),
/// progress never goes back and ends full; a refusal comes at the first
/// step past the limit; the page's job answers the same game at once the
/// second time (kept between moves).
#[test]
fn the_solve_for_play_in_steps_is_the_solve_in_one_go() {
    use pebbles::games::classical::RulesetId;
    for (id, board) in [
        ("backsliding-toads-and-frogs", "TT..FF"),
        ("fox-and-geese", ".x.x|....|....|o..."),
        ("backsliding-toads-and-frogs", "T.F+.FFT.T"),
    ] {
        let r: RulesetId = id.parse().unwrap();
        let boards: Vec<String> = board.split('+').map(String::from).collect();
        let whole = r
            .loopy_game(&boards, &LoopyLimits::CLI, &mut |_| false)
            .unwrap()
            .unwrap();
        let mut run = r.loopy_game_run(&boards, &LoopyLimits::CLI).unwrap();
        let mut last = (0, 0);
        let mut steps = 0;
        let stepped = loop {
            steps += 1;
            if let Some(g) = run.step(7).unwrap() {
                break g;
            }
            let p = run.progress();
            assert!(
                p.0 >= last.0 || p.1 != last.1,
                "{id} {board}: {last:?} then {p:?}"
            );
            assert!(p.1 == 0 || p.0 <= p.1, "{id} {board}: {p:?}");
            last = p;
        };
        assert_eq!(run.progress(), (1, 1));
        assert!(run.step(7).unwrap().is_none(), "the game is given once");
        assert!(steps > 3, "{id} {board}: {steps} steps");
        assert_eq!(stepped.positions(), whole.positions());
        for v in 0..whole.positions() {
            for who in [Player::Left, Player::Right] {
                assert_eq!(
                    stepped.standing(v, who),
                    whole.standing(v, who),
                    "{id} {board} {v}"
                );
            }
        }
    }
    let tight = LoopyLimits {
        positions: 100,
        ..LoopyLimits::CLI
    };
    let r: RulesetId = "fox-and-geese".parse().unwrap();
    let mut run = r
        .loopy_game_run(&["x.x.x.x.|...o....|........".to_string()], &tight)
        .unwrap();
    let refused = loop {
        match run.step(16) {
            Ok(None) => continue,
            Ok(Some(_)) => panic!("over the limit of 100 positions"),
            Err(e) => break e,
        }
    };
    assert!(refused.to_string().contains("over the limit"), "{refused}");
}
