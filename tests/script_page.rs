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
    JobRequest::Classical(ClassicalRequest::Script(ScriptRequest {
        source: source.into(),
        position: position.into(),
    }))
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
    let board = view.board.expect("a board");
    assert_eq!(board, dom.board("...|...").unwrap());
    // Left (vertical dominoes) has three options, Right four; each with its value.
    assert_eq!((view.left.len(), view.right.len()), (3, 4));
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
