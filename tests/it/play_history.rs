//! The Play panel's value-history chart (issue 42): the chart's points
//! against the solver's values of each position, computed here on their
//! own (a fresh universe, the position written as an expression), the
//! stops of a value that is not a number, a game not yet begun, the
//! families whose values are not numbers, and the chart's SVG.

use pebbles::charts::{mover_color, value_history_chart, HistoryStep, LEFT_COLOR, RIGHT_COLOR};
use pebbles::games::classical::{RulesetId, Universe, Value};
use pebbles::games::common::play::{Mover, Plotted};
use pebbles::games::common::{format_number, Player};
use pebbles::permalink::View;
use pebbles::state::{PageState, PlayState};
use pebbles::view_model::play::{panel, reduce, Action, HistoryView, PlayGame, Setup};

fn open(hash: &str) -> (PlayState, PlayGame) {
    let (view, notices) = View::parse(hash);
    assert!(notices.is_empty(), "{notices:?}");
    let (setup, play) = match &view.state {
        PageState::Cs(s) => (Setup::cs(s), s.play.clone()),
        PageState::Games(s) => (Setup::games(s), s.play.clone()),
        PageState::Classical(s) => (Setup::classical(s), s.play.clone()),
        PageState::Clobber(s) => (Setup::clobber(s), s.play.clone()),
        _ => unreachable!(),
    };
    (play, setup.unwrap().game().unwrap())
}

fn steps(game: &PlayGame, st: &PlayState) -> Vec<HistoryStep> {
    match panel(game, st).history {
        HistoryView::Chart(steps) => steps,
        HistoryView::Missing(why) => panic!("no chart: {why}"),
    }
}

/// What the chart should plot of `ruleset[board]`, from a universe of its
/// own: the number, or the stops and the mean.
fn solved(ruleset: &str, board: &str) -> Plotted {
    let mut u = Universe::new();
    let Ok(Value::Game(g)) = u.parse_expr(&format!("{ruleset}[{board}]")) else {
        panic!("{ruleset}[{board}]")
    };
    match u.number_value(g) {
        Some(x) => Plotted::Number(x.approx()),
        None => Plotted::Stops {
            left: u.left_stop(g).approx(),
            right: u.right_stop(g).approx(),
            mean: u.mean(g).approx(),
        },
    }
}

/// Plays `n` moves, each the first legal one, from `hash` with the
/// visitor at every seat; checks each step of the chart against the
/// position reached by the ruleset's own moves, valued on its own.
fn check_line(hash: &str, ruleset: &str, start: &str, n: usize) -> Vec<HistoryStep> {
    let (mut st, game) = open(hash);
    let id: RulesetId = ruleset.parse().unwrap();
    let (mut board, mut who) = (start.to_string(), Player::Left);
    let mut boards = vec![board.clone()];
    for _ in 0..n {
        let m = panel(&game, &st).moves[0].clone();
        st = reduce(&game, &st, Action::Play(m.clone())).unwrap();
        let moves = id.moves(&board, who).unwrap();
        board = moves.into_iter().find(|x| x.label == m).unwrap().to;
        boards.push(board.clone());
        who = who.other();
    }
    let steps = steps(&game, &st);
    assert_eq!(steps.len(), n + 1, "one point per position");
    let log = panel(&game, &st).log;
    for (k, (s, b)) in steps.iter().zip(&boards).enumerate() {
        assert_eq!(s.ply, k);
        assert_eq!(s.plotted, solved(ruleset, b), "position {k}: {b}");
        let mover = (k > 0).then(|| Mover::Side([Player::Left, Player::Right][(k - 1) % 2]));
        assert_eq!(s.mover, mover);
        if k > 0 {
            // The value the move list shows after the move.
            let shown = format!("→ {}).", s.value);
            assert!(log[k - 1].0.contains(&shown), "{:?} vs {shown}", log[k - 1]);
        }
    }
    steps
}

#[test]
fn domineering_points_are_the_solvers_values() {
    let steps = check_line(
        "#/classical?domineering=....|....|....&side=all",
        "domineering",
        "....|....|....",
        4,
    );
    assert!(steps
        .iter()
        .any(|s| matches!(s.plotted, Plotted::Stops { .. })));
}

#[test]
fn hackenbush_and_cutcake_points_are_the_solvers_values() {
    check_line(
        "#/classical?game=cutcake&position=3x4&side=all",
        "cutcake",
        "3x4",
        3,
    );
    check_line(
        "#/classical?game=hackenbush&position=0-1:b,1-2:r,0-3:g,3-4:g&side=all",
        "hackenbush",
        "0-1:b,1-2:r,0-3:g,3-4:g",
        2,
    );
}

#[test]
fn a_value_that_is_not_a_number_gives_its_stops_and_an_empty_game_one_point() {
    // 2×2 Domineering is ±1: stops 1 and −1, mean 0; no move played yet.
    let (st, game) = open("#/classical?domineering=..|..&side=all");
    let one = steps(&game, &st);
    assert_eq!(one.len(), 1);
    let want = Plotted::Stops {
        left: 1.0,
        right: -1.0,
        mean: 0.0,
    };
    assert_eq!(one[0].plotted, want);
    assert_eq!(one[0].mover, None);
    let svg = value_history_chart(&one, None).unwrap();
    assert_eq!(svg.matches("<circle class=\"history-point\"").count(), 1);
    assert!(
        svg.contains(r#"data-y="0" data-left="1" data-right="-1""#),
        "{svg}"
    );
    assert!(svg.contains("Left stop 1, Right stop -1, mean 0"));
    // Nim's heap of 1 is *: stops 0 and 0.
    let (st, game) = open("#/classical?nim=1&side=all");
    let want = Plotted::Stops {
        left: 0.0,
        right: 0.0,
        mean: 0.0,
    };
    assert_eq!(steps(&game, &st)[0].plotted, want);
}

#[test]
fn scores_are_plotted_as_numbers_and_undo_shortens_the_line() {
    let (st, game) = open("#/cs?s=2,3&heaps=0..20&x=10&side=all&moves=2,3");
    let steps1 = steps(&game, &st);
    let c = game.commentary(&st.moves).unwrap();
    assert_eq!(steps1.len(), 3);
    assert_eq!(
        steps1[0].plotted,
        Plotted::Number(c.equilibrium.score.unwrap())
    );
    for (s, step) in steps1[1..].iter().zip(&c.steps) {
        assert_eq!(s.plotted, Plotted::Number(step.after.score.unwrap()));
        assert_eq!(s.value, step.after.text);
        assert_eq!(Some(step.mover), s.mover);
    }
    let back = reduce(&game, &st, Action::Undo).unwrap();
    assert_eq!(steps(&game, &back).len(), 2);
    let again = reduce(&game, &back, Action::Redo).unwrap();
    assert_eq!(steps(&game, &again), steps1);
    let restarted = reduce(&game, &st, Action::Restart).unwrap();
    assert_eq!(steps(&game, &restarted).len(), 1);
}

#[test]
fn values_that_are_not_numbers_leave_the_chart_out_with_a_reason() {
    for hash in [
        "#/cs?s=2,3&heaps=0..20&x=10&play=si&side=all",
        "#/games?preset=squirrel&x=9&side=all",
        "#/clobber?board=1,2,3,2,1,3&side=all",
    ] {
        let (st, game) = open(hash);
        match panel(&game, &st).history {
            HistoryView::Missing(why) => {
                assert!(why.contains("not one number"), "{hash}: {why}")
            }
            HistoryView::Chart(s) => panic!("{hash}: {s:?}"),
        }
    }
}

#[test]
fn the_chart_has_a_point_per_position_titled_with_its_value() {
    let (mut st, game) = open("#/classical?domineering=...|...|...&side=all");
    for _ in 0..3 {
        let m = panel(&game, &st).moves[0].clone();
        st = reduce(&game, &st, Action::Play(m)).unwrap();
    }
    let line = steps(&game, &st);
    let svg = value_history_chart(&line, None).unwrap();
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    let circles: Vec<&str> = svg
        .split("<circle class=\"history-point\"")
        .skip(1)
        .collect();
    assert_eq!(circles.len(), line.len());
    for (c, s) in circles.iter().zip(&line) {
        assert!(c.contains(&format!("data-ply=\"{}\"", s.ply)), "{c}");
        assert!(
            c.contains(&format!("data-y=\"{}\"", format_number(s.y()))),
            "{c}"
        );
        let (r, g, b) = mover_color(s.mover);
        assert!(c.contains(&format!("stroke=\"rgb({r},{g},{b})\"")), "{c}");
        let title = pebbles::export::xml_escape(&s.title());
        assert!(c.contains(&format!("<title>{title}</title>")), "{c}");
    }
    assert_eq!(mover_color(Some(Mover::Side(Player::Left))), LEFT_COLOR);
    assert_eq!(mover_color(Some(Mover::Side(Player::Right))), RIGHT_COLOR);
    // Text at least 12 px: plotters writes the font size it is given / 1.24.
    for size in svg.split("font-size=\"").skip(1) {
        let px: f64 = size[..size.find('"').unwrap()].parse().unwrap();
        assert!(px >= 10.0, "{px}");
    }
    let texts: Vec<&str> = svg
        .split("<text")
        .skip(1)
        .map(|t| t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()].trim())
        .collect();
    assert!(texts.contains(&"move"), "{texts:?}");
    assert!(
        texts.iter().any(|t| t.starts_with("value, Left")),
        "{texts:?}"
    );
    // Ticks print exactly (binary fractions): Hackenbush's 1/2*2 and its line.
    let (mut st, game) =
        open("#/classical?game=hackenbush&position=0-1:b,1-2:r,0-3:g,3-4:g&side=all");
    let m = panel(&game, &st).moves[0].clone();
    st = reduce(&game, &st, Action::Play(m)).unwrap();
    let svg = value_history_chart(&steps(&game, &st), None).unwrap();
    let labels: Vec<f64> = svg
        .split("<text")
        .skip(1)
        .filter_map(|t| {
            t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()]
                .trim()
                .parse()
                .ok()
        })
        .collect();
    assert!(labels.len() >= 3, "{labels:?}");
    assert!(
        labels.iter().all(|v| (v * 8.0).fract() == 0.0),
        "{labels:?}"
    );
    // No steps: the "no data" chart.
    assert!(value_history_chart(&[], None).unwrap().contains("no data"));
}

/// A board the compute worker plays (over the main thread's limit) sends
/// the same points as the main thread computes for the same game.
#[test]
fn the_workers_board_sends_the_same_points_as_the_main_thread() {
    use pebbles::jobs::{run, BoardPlayRequest, ClassicalRequest, JobRequest, JobResult};
    use pebbles::state::Seats;
    use pebbles::view_model::play::script_panel;
    let (mut st, game) = open("#/classical?domineering=....|....|....&side=all");
    for _ in 0..3 {
        let m = panel(&game, &st).moves[0].clone();
        st = reduce(&game, &st, Action::Play(m)).unwrap();
    }
    let request = JobRequest::Classical(ClassicalRequest::BoardPlay(BoardPlayRequest {
        ruleset: "domineering".parse().unwrap(),
        boards: vec!["....|....|....".into()],
        you: None,
        moves: st.moves.clone(),
        hints: false,
        first: Player::Left,
    }));
    let Ok(JobResult::ScriptPlay(v)) = run(request) else {
        panic!("a game's view")
    };
    assert_eq!(v.history.len(), 4);
    let seats = PlayState {
        seats: Some(Seats::All),
        ..st.clone()
    };
    assert_eq!(
        script_panel(&v, &seats).history,
        HistoryView::Chart(steps(&game, &st))
    );
}
