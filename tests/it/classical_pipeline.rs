//! The solver on three threads (`Pipelined`: the search on a thread of its
//! own, the canonical forms on the caller's and a helper's, in one shared
//! universe) against plain recursion over the options (no components, no
//! symmetries, no memo of components) and against the one-thread `Solver`;
//! and what happens when one is dropped half-way.

use pebbles::games::classical::rulesets::domineering::Domineering;
use pebbles::games::classical::rulesets::konane::Konane;
use pebbles::games::classical::rulesets::Place;
use pebbles::games::classical::{Pipelined, Ruleset, RulesetId, Solver, Universe};
use proptest::prelude::*;

use crate::classical_rulesets::{board, plain};

/// Two boards solved one after the other by one `Pipelined` (its search
/// keeps its memo and numbering between them) and by one `Solver`, in
/// universes of their own: the values agree with plain recursion. With the
/// helper (from the first component), the two threads fill the universe in
/// an order of their own, so only the values are compared; without it
/// (a small position), the universes hold the same forms under the same
/// handles.
fn agrees<R: Ruleset + Clone>(rules: &R, a: &str, b: &str) -> Result<(), TestCaseError> {
    for helped in [false, true] {
        let (mut u, mut one, mut by_rules) = (Universe::new(), Universe::new(), Universe::new());
        let mut threads = Pipelined::new(rules.clone()).unwrap();
        if helped {
            threads = threads.help_from(0);
        }
        let mut solver = Solver::new(rules.clone());
        for text in [a, b] {
            let p = rules.parse(text).unwrap();
            let got = threads.value(&mut u, &p);
            let alone = solver.value(&mut one, &p);
            if !helped {
                prop_assert_eq!(got, alone, "{}", text);
                prop_assert_eq!(u.len(), one.len(), "{}", text);
            }
            prop_assert_eq!(u.show(got), one.show(alone), "{}", text);
            prop_assert_eq!(threads.solved(), solver.solved(), "{}", text);
            let want = plain(rules, &mut by_rules, &p);
            prop_assert_eq!(u.show(got), by_rules.show(want), "{}", text);
        }
    }
    Ok(())
}

/// Boards of thousands of components on three threads (the helper from
/// the first): the same values as the one-thread solver, board after board.
#[test]
fn large_boards_on_three_threads_match_one_thread() {
    let mut u = Universe::new();
    let mut threads = Pipelined::new(Domineering).unwrap().help_from(0);
    let mut one = Universe::new();
    let mut solver = Solver::new(Domineering);
    for text in [
        "....|....|....|....",
        ".....|.....|.....|....#",
        "....|....|....|....|....",
    ] {
        let p = Domineering.parse(text).unwrap();
        let got = threads.value(&mut u, &p);
        let want = solver.value(&mut one, &p);
        assert_eq!(u.show(got), one.show(want), "{text}");
        assert_eq!(threads.solved(), solver.solved(), "{text}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn domineering_on_two_threads_matches_plain_recursion(
        a in board(9, &['.', '.', '.', '#']),
        b in board(8, &['.', '.', '#']),
    ) {
        agrees(&Domineering, &a, &b)?;
    }

    #[test]
    fn konane_on_two_threads_matches_plain_recursion(
        a in board(9, &['x', 'o', 'x', 'o', '.', '#']),
        b in board(8, &['x', 'o', '.']),
    ) {
        agrees(&Konane, &a, &b)?;
    }
}

/// The registry's solver (two threads natively) answers a sum of boards
/// as plain recursion does, board by board.
#[test]
fn the_registry_solves_sums_on_two_threads() {
    let r: RulesetId = "domineering".parse().unwrap();
    let boards = ["..#|..#|...", "....|....|...#", ".#|..", "...|..."];
    let mut u = Universe::new();
    let boards: Vec<String> = boards.iter().map(|b| b.to_string()).collect();
    let got = r.sum_value(&mut u, &boards, Place::Cli).unwrap();
    let mut want = Universe::ZERO;
    for b in &boards {
        let p = Domineering.parse(b).unwrap();
        let v = plain(&Domineering, &mut u, &p);
        want = u.add(want, v);
    }
    assert_eq!(u.show(got), u.show(want));
}

/// Dropped half-way (a time limit, Cancel), the solver returns at once
/// and its search thread (and helper) end; a new one then solves from
/// scratch.
#[test]
fn a_solver_dropped_half_way_stops_its_search() {
    for helped in [false, true] {
        let p = Domineering.parse(".....|.....|.....|.....").unwrap();
        let mut u = Universe::new();
        let mut s = Pipelined::new(Domineering).unwrap();
        if helped {
            s = s.help_from(0);
        }
        s.start(&p);
        assert_eq!(s.step(&mut u, 10), None);
        let progress = s.progress();
        // The helper builds on its own once started.
        assert!(
            !progress.finished && (helped || progress.solved <= 10),
            "{progress:?}"
        );
        // Started again before the first finished: the second's own value.
        let strip = Domineering.parse("....|.#..").unwrap();
        let mut alone = Universe::new();
        let want = Solver::new(Domineering).value(&mut alone, &strip);
        let got = s.value(&mut u, &strip);
        assert_eq!(u.show(got), alone.show(want));
        drop(s);
        let small = Domineering.parse("..|..").unwrap();
        let mut again = Pipelined::new(Domineering).unwrap();
        let mut u = Universe::new();
        let g = again.value(&mut u, &small);
        assert_eq!(u.show(g), "±1", "2×2 Domineering");
        assert!(again.progress().finished);
    }
}
