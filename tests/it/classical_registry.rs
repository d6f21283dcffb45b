//! Every ruleset of the registry, checked the same way: its notation
//! round-trips, its moves are gestures on its board, impartial rulesets
//! give both players the same moves, and the value its solver finds
//! (memo, components, symmetries, built from `options`) equals the value of
//! a plain recursion over its `moves` on random small positions — so
//! `moves` and `options` describe the same game. A new ruleset is checked
//! by this file as soon as it is in the registry.

use pebbles::games::classical::loopy::LoopyLimits;
use pebbles::games::classical::rulesets::{Edit, Geometry, Place, REGISTRY};
use pebbles::games::classical::{Game, RulesetId, Universe};
use pebbles::games::common::Player;
use proptest::prelude::*;

/// The value by the definition alone, over the erased `moves`; `None`
/// past `budget` positions.
fn plain(r: RulesetId, u: &mut Universe, text: &str, budget: &mut usize) -> Option<Game> {
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let mut sides = Vec::new();
    for player in Player::BOTH {
        let mut gs = Vec::new();
        for m in r.moves(text, player).unwrap() {
            gs.push(plain(r, u, &m.to, budget)?);
        }
        sides.push(gs);
    }
    let right = sides.pop().unwrap();
    let left = sides.pop().unwrap();
    Some(u.canon(left, right))
}

/// A random small position of `r` from its editor's symbols.
fn random_position(r: RulesetId, w: usize, cells: &[usize]) -> String {
    // A strip is one row.
    let strip = matches!(
        r.board(r.info().start).map(|b| b.geometry),
        Ok(Geometry::Strip { .. })
    );
    let w = if strip { cells.len() } else { w };
    match r.info().edit {
        Edit::Cells(symbols) => cells
            .chunks(w)
            .filter(|row| row.len() == w)
            .map(|row| row.iter().map(|&c| symbols[c % symbols.len()]).collect())
            .collect::<Vec<String>>()
            .join("|"),
        Edit::Heaps => cells
            .iter()
            .take(3)
            .map(|&c| (c % 5).to_string())
            .collect::<Vec<_>>()
            .join(","),
        // Up to 7 edges, each from a vertex there to a new one, or
        // between two there (a cycle, a parallel edge or a loop).
        Edit::Graph(colours) => {
            let mut n = 1;
            let mut edges = Vec::new();
            for (i, &c) in cells.iter().take(7).enumerate() {
                let from = (i * w + c) % n;
                let to = if c % 2 == 0 || n == 1 {
                    n += 1;
                    n - 1
                } else {
                    (c * 3 + w) % n
                };
                let colour = colours[(c + i) % colours.len()];
                edges.push(format!("{from}-{to}:{colour}"));
            }
            edges.join(",")
        }
    }
}

/// The checks every position of every ruleset passes (a loopy ruleset's
/// has no short value to compare).
fn check_position(r: RulesetId, text: &str) -> Result<(), TestCaseError> {
    let checked = r.check(text).unwrap();
    prop_assert_eq!(
        &r.check(&checked.text).unwrap(),
        &checked,
        "round trip of {}",
        text
    );
    let board = r.board(text).unwrap();
    prop_assert_eq!(board.sites.len(), board.geometry.sites());
    let mut per_player = Vec::new();
    for player in Player::BOTH {
        let moves = r.moves(text, player).unwrap();
        let mut labels: Vec<&str> = moves.iter().map(|m| m.label.as_str()).collect();
        labels.sort_unstable();
        labels.dedup();
        prop_assert_eq!(labels.len(), moves.len(), "labels of {} are unique", text);
        for m in &moves {
            prop_assert!(!m.sites.is_empty(), "{} has a gesture", m.label);
            prop_assert!(m.sites.iter().all(|&s| s < board.sites.len()));
            r.check(&m.to).unwrap();
            // No gesture is the start of another: the board can tell them apart.
            for n in &moves {
                if n.label != m.label {
                    prop_assert!(!n.sites.starts_with(&m.sites), "{} / {}", m.label, n.label);
                }
            }
        }
        per_player.push(moves);
    }
    if r.info().impartial {
        prop_assert_eq!(&per_player[0], &per_player[1], "impartial: {}", text);
    }
    if r.info().loopy {
        // Positions repeat: no short value (`loopy_rulesets.rs` checks the
        // loopy values and outcomes against an oracle); the analysis
        // answers, or refuses naming the board and the limit.
        let small = LoopyLimits {
            vertices: 64,
            positions: 20_000,
            estimate: u64::MAX,
            parts: 20_000,
        };
        match r.loopy(std::slice::from_ref(&checked.text), &small, &mut |_| false) {
            Ok(answer) => prop_assert!(answer.is_some()),
            Err(e) => prop_assert_eq!(e.token(), checked.text.clone(), "{}", e),
        }
        return Ok(());
    }
    let mut u = Universe::new();
    let mut budget = 50_000;
    if let Some(want) = plain(r, &mut u, text, &mut budget) {
        let got = r
            .sum_value(&mut u, std::slice::from_ref(&checked.text), Place::Cli)
            .unwrap();
        prop_assert_eq!(u.show(got), u.show(want), "value of {}", text);
    }
    Ok(())
}

#[test]
fn every_start_and_example_is_a_valid_position() {
    for r in RulesetId::all() {
        let info = r.info();
        assert!(!info.id.is_empty() && !info.rules.is_empty() && !info.source.is_empty());
        assert_eq!(info.id.parse::<RulesetId>().unwrap(), r);
        r.check(info.start).unwrap();
        assert!(!info.examples.is_empty(), "{} has examples", info.id);
        for (label, pos) in info.examples {
            for b in pos.split('+') {
                r.check(b).unwrap_or_else(|e| panic!("{label}: {e}"));
            }
        }
    }
    let ids: Vec<&str> = REGISTRY.iter().map(|r| r.info().id).collect();
    let mut unique = ids.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "ids are unique: {ids:?}");
    let e = "hex".parse::<RulesetId>().unwrap_err();
    assert_eq!(e.token(), "hex");
    assert!(e.to_string().contains("domineering"), "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn every_ruleset_against_plain_recursion(
        which in 0usize..64,
        w in 1usize..4,
        cells in prop::collection::vec(0usize..6, 1..10),
        walk in prop::collection::vec(0usize..16, 0..6),
    ) {
        let r = RulesetId::all().nth(which % REGISTRY.len()).unwrap();
        let text = random_position(r, w, &cells);
        prop_assume!(r.check(&text).is_ok());
        check_position(r, &text)?;
        // A random walk from there: every position reached passes too.
        let mut pos = text;
        let mut player = Player::Left;
        for k in walk {
            let moves = r.moves(&pos, player).unwrap();
            if moves.is_empty() {
                break;
            }
            pos = moves[k % moves.len()].to.clone();
            player = player.other();
            check_position(r, &pos)?;
        }
    }
}

/// Every ruleset's work limits are in order: a board inside an expression
/// is never larger than one the page solves, nor that than one `pebbles
/// cgt` solves, and play never solves more than the CLI.
#[test]
fn limits_are_in_order() {
    for r in RulesetId::all() {
        let l = r.info().limits;
        assert!(
            l.expr <= l.page && l.page <= l.cli && l.play <= l.cli,
            "{}: {l:?}",
            r.code()
        );
        assert!(l.expr > 0 && l.play > 0, "{}: {l:?}", r.code());
    }
}
