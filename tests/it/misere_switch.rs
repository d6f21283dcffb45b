//! The misère switch of `#/classical` (issue 39) against the brute force
//! of `misere.rs`: an expression of the page (nimbers, braces with the
//! same options for both players, Nim and Cram boards, sums, negatives)
//! and a sum of boards get the misère outcome of plain recursion over
//! the game's own positions, and the misère canonical form of the game
//! tree; a partizan part gives no canonical form. The report's
//! `misere_outcome` (the page's verdict) agrees with both.

use std::str::FromStr;

use pebbles::games::classical::misere::{MisereReport, MisereUniverse};
use pebbles::games::classical::RulesetId;
use pebbles::games::common::Class;
use pebbles::jobs::{
    misere_game_form, run, ClassicalRequest, ClassicalView, JobRequest, JobResult, MisereFormView,
    MisereGameRequest, MisereGameView,
};
use proptest::prelude::*;

use crate::misere::{canon, heap, oracle_wins, position_tree, sum_tree, T};

/// An expression of the page: impartial atoms, and a partizan one.
#[derive(Clone, Debug)]
enum E {
    Star(usize),
    Nim(Vec<usize>),
    Cram(String),
    /// `{A, B | A, B}`: the same options for both players.
    Same(Vec<E>),
    Sum(Box<E>, Box<E>),
    Neg(Box<E>),
    /// `^`: partizan.
    Up,
}

fn cram_board(cells: &[bool]) -> String {
    let rows: Vec<String> = cells
        .chunks(3)
        .map(|r| r.iter().map(|&b| if b { '.' } else { '#' }).collect())
        .collect();
    rows.join("|")
}

fn expr(partizan: bool) -> impl Strategy<Value = E> {
    let atom = prop_oneof![
        (0usize..4).prop_map(E::Star),
        prop::collection::vec(0usize..4, 1..3).prop_map(E::Nim),
        prop::collection::vec(prop::bool::ANY, 6).prop_map(|c| E::Cram(cram_board(&c))),
    ];
    let atom = if partizan {
        prop_oneof![atom, Just(E::Up)].boxed()
    } else {
        atom.boxed()
    };
    atom.prop_recursive(2, 6, 2, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| E::Sum(Box::new(a), Box::new(b))),
            inner.clone().prop_map(|a| E::Neg(Box::new(a))),
            prop::collection::vec(inner, 0..=2).prop_map(E::Same),
        ]
    })
}

fn text(e: &E) -> String {
    match e {
        E::Star(k) => format!("*{k}"),
        E::Nim(h) => format!(
            "nim[{}]",
            h.iter()
                .map(|h| h.to_string())
                .collect::<Vec<_>>()
                .join(",")
        ),
        E::Cram(b) => format!("cram[{b}]"),
        E::Same(opts) => {
            let side = opts.iter().map(text).collect::<Vec<_>>().join(", ");
            format!("{{{side} | {side}}}")
        }
        E::Sum(a, b) => format!("({} + {})", text(a), text(b)),
        E::Neg(a) => format!("-({})", text(a)),
        E::Up => "^".into(),
    }
}

fn partizan(e: &E) -> bool {
    match e {
        E::Up => true,
        E::Star(_) | E::Nim(_) | E::Cram(_) => false,
        E::Same(opts) => opts.iter().any(partizan),
        E::Sum(a, b) => partizan(a) || partizan(b),
        E::Neg(a) => partizan(a),
    }
}

/// The game tree of an impartial expression, by the definitions.
fn tree(e: &E) -> T {
    match e {
        E::Star(k) => heap(*k),
        E::Nim(hs) => hs
            .iter()
            .fold(T(Vec::new()), |s, &h| sum_tree(&s, &heap(h))),
        E::Cram(b) => position_tree(RulesetId::from_str("cram").unwrap().rules(), b),
        E::Same(opts) => T(opts.iter().map(tree).collect()),
        E::Sum(a, b) => sum_tree(&tree(a), &tree(b)),
        // An impartial game is its own negative.
        E::Neg(a) => tree(a),
        E::Up => unreachable!("partizan"),
    }
}

fn report_outcome(r: ClassicalRequest) -> Option<Class> {
    match run(JobRequest::Classical(r)) {
        Ok(JobResult::Classical(ClassicalView::Game(v))) => v.report.misere_outcome,
        other => panic!("a game, got {other:?}"),
    }
}

/// The switch's answer checked against the tree: the outcome by plain
/// recursion, the canonical form and genus of the tree's canonical form.
fn check(v: &MisereFormView, t: &T, input: &str) -> Result<Class, TestCaseError> {
    let MisereFormView::Game(MisereGameView {
        outcome,
        canonical,
        genus,
        ..
    }) = v
    else {
        return Err(TestCaseError::fail(format!(
            "{input}: impartial, got {v:?}"
        )));
    };
    let mut memo = std::collections::HashMap::new();
    let want = if oracle_wins(std::slice::from_ref(t), &mut memo) {
        Class::N
    } else {
        Class::P
    };
    prop_assert_eq!(*outcome, want, "{}", input);
    let mut u = MisereUniverse::new();
    let g = canon(&mut u, t);
    let r = MisereReport::impartial(&mut u, input, g).unwrap();
    prop_assert_eq!(canonical, &r.misere_canonical, "{}", input);
    prop_assert_eq!(genus, &r.genus, "{}", input);
    Ok(want)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn expressions_against_brute_force(e in expr(true)) {
        let input = text(&e);
        let v = misere_game_form(&MisereGameRequest::Expr(input.clone())).unwrap();
        if partizan(&e) {
            prop_assert!(matches!(v, MisereFormView::Partizan { .. }), "{}: {:?}", input, v);
            return Ok(());
        }
        let want = check(&v, &tree(&e), &input)?;
        prop_assert_eq!(report_outcome(ClassicalRequest::Expr(input.clone())), Some(want), "{}", input);
    }

    #[test]
    fn sums_of_boards_against_brute_force(
        heaps in prop::collection::vec(0usize..5, 1..4),
        cram in prop::collection::vec(prop::bool::ANY, 9),
    ) {
        let nim: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
        let cram = vec![cram_board(&cram[..6]), cram_board(&cram[6..])];
        for (id, boards) in [("nim", nim), ("cram", cram)] {
            let r = RulesetId::from_str(id).unwrap();
            let t = boards
                .iter()
                .map(|b| position_tree(r.rules(), b))
                .fold(T(Vec::new()), |s, b| sum_tree(&s, &b));
            let v = misere_game_form(&MisereGameRequest::Boards(r, boards.clone())).unwrap();
            let input = format!("{id} {boards:?}");
            let want = check(&v, &t, &input)?;
            prop_assert_eq!(report_outcome(ClassicalRequest::Boards(r, boards)), Some(want), "{}", input);
        }
    }
}

/// The page's state sends the switch's job only when it is on, and not
/// for a board of a partizan ruleset nor a loopy expression.
#[test]
fn the_page_sends_the_job_when_it_may_be_impartial() {
    use pebbles::permalink::View;
    use pebbles::state::PageState;
    for (hash, sent) in [
        ("#/classical?game=nim&position=3,5,7", false),
        ("#/classical?game=nim&position=3,5,7&misere=1", true),
        ("#/classical?game=cram&position=...|...&misere=1", true),
        (
            "#/classical?game=domineering&position=..|..&misere=1",
            false,
        ),
        ("#/classical?g=*2+*2&misere=1", true),
        ("#/classical?g=on&misere=1", false),
    ] {
        let PageState::Classical(st) = View::parse(hash).0.state else {
            panic!("{hash}")
        };
        assert_eq!(st.misere_request().is_some(), sent, "{hash}");
        if let Some(r) = st.misere_request() {
            assert!(JobRequest::MisereGame(r).needs_script(), "{hash}");
        }
    }
}
