//! Remoteness (issue 28), checked against a brute-force search: on random
//! small positions of every ruleset of the registry, single boards and sums
//! of two, for both players to move, the memoised iterative search of
//! `games::classical::remoteness` equals a plain recursion over the rules'
//! moves with no memo and no sorting of the sum; and its parity says who
//! wins exactly as the canonical value's outcome class does (odd: the mover
//! wins). `pebbles play --json` lists the options with these remotenesses.

use pebbles::games::classical::play::{ClassicalGame, ClassicalPos};
use pebbles::games::classical::remoteness::{Found, Remoteness};
use pebbles::games::classical::rulesets::Edit;
use pebbles::games::classical::{Game, RulesetId, Universe};
use pebbles::games::common::play::{commentary_with_values, Rules};
use pebbles::games::common::remoteness_of;
use pebbles::games::common::Player;
use pebbles::games::cumulative_subtraction as cs;
use proptest::prelude::*;
use std::collections::HashMap;

/// Remoteness by the definition: the mover's options, recursively; `None`
/// past `budget` positions.
fn brute(r: RulesetId, boards: &[String], p: Player, budget: &mut usize) -> Option<u32> {
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    let mut rs = Vec::new();
    for (k, b) in boards.iter().enumerate() {
        for m in r.moves(b, p).unwrap() {
            let mut next = boards.to_vec();
            next[k] = m.to;
            rs.push(brute(r, &next, p.other(), budget)?);
        }
    }
    let best_even = rs.iter().filter(|&&x| x % 2 == 0).min();
    Some(match (best_even, rs.iter().max()) {
        (Some(e), _) => e + 1,
        (None, Some(m)) => m + 1,
        (None, None) => 0,
    })
}

/// The canonical value of one board by the definition, memoised on the
/// board's text (a board's value does not depend on how it was reached).
fn value(r: RulesetId, u: &mut Universe, memo: &mut HashMap<String, Game>, text: &str) -> Game {
    if let Some(&g) = memo.get(text) {
        return g;
    }
    let mut sides = Vec::new();
    for player in Player::BOTH {
        let gs: Vec<Game> = r
            .moves(text, player)
            .unwrap()
            .iter()
            .map(|m| value(r, u, memo, &m.to))
            .collect();
        sides.push(gs);
    }
    let right = sides.pop().unwrap();
    let left = sides.pop().unwrap();
    let g = u.canon(left, right);
    memo.insert(text.to_string(), g);
    g
}

fn random_board(r: RulesetId, w: usize, cells: &[usize]) -> String {
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
            .map(|&c| (c % 4).to_string())
            .collect::<Vec<_>>()
            .join(","),
        // A stalk or a small tree on the ground, its colours from the cells.
        Edit::Graph(colours) => cells
            .iter()
            .take(4)
            .enumerate()
            .map(|(i, &c)| {
                let from = if c % 3 == 0 { 0 } else { i };
                format!("{from}-{}:{}", i + 1, colours[c % colours.len()])
            })
            .collect::<Vec<_>>()
            .join(","),
    }
}

fn check(r: RulesetId, boards: &[String]) -> Result<(), TestCaseError> {
    if boards.iter().any(|b| r.check(b).is_err()) {
        return Ok(());
    }
    let mut memo = Remoteness::new();
    let mut totals = None;
    for p in Player::BOTH {
        let mut budget = 20_000;
        let Some(expected) = brute(r, boards, p, &mut budget) else {
            continue;
        };
        let found = memo.of(r, boards, p, &mut 100_000).unwrap();
        prop_assert_eq!(
            found,
            Found::Remote(expected),
            "{:?} {:?} {}",
            boards,
            p,
            r.code()
        );
        // The value only for a sum the brute force could search.
        let (u, total) = totals.get_or_insert_with(|| {
            let mut u = Universe::new();
            let mut values = HashMap::new();
            let total = boards.iter().fold(Universe::ZERO, |t, b| {
                let g = value(r, &mut u, &mut values, b);
                u.add(t, g)
            });
            (u, total)
        });
        let mover_wins = u.outcome(*total).winner(p) == p;
        prop_assert_eq!(
            expected % 2 == 1,
            mover_wins,
            "parity of {:?} {:?}",
            boards,
            p
        );
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, .. ProptestConfig::default() })]

    #[test]
    fn the_search_equals_brute_force_on_every_ruleset(
        w in 1usize..4,
        a in prop::collection::vec(0usize..8, 1..7),
        b in prop::collection::vec(0usize..8, 1..5),
    ) {
        // A loopy ruleset's positions repeat: no short value, no
        // remoteness by recursion (`loopy_rulesets.rs` checks them).
        for r in RulesetId::all().filter(|r| !r.info().loopy) {
            let one = random_board(r, w, &a);
            check(r, std::slice::from_ref(&one))?;
            check(r, &[one, random_board(r, w.min(2), &b)])?;
        }
    }
}

#[test]
fn remoteness_of_follows_the_definition() {
    assert_eq!(remoteness_of([], false), 0);
    // An even option: the winner takes the least even one.
    assert_eq!(remoteness_of([3, 2, 4], false), 3);
    // All odd: the loser takes the largest.
    assert_eq!(remoteness_of([1, 5, 3], false), 6);
}

#[test]
fn nim_options_by_hand() {
    // 1,2,4: the one winning move takes 1 from the heap of 4, to 1,2,3,
    // which the loser makes last 6 moves.
    let g = ClassicalGame::new("nim".parse().unwrap());
    let start = ClassicalPos::new(vec!["1,2,4".into()], Player::Left);
    let c = commentary_with_values(&g, &start, &[] as &[&str]).unwrap();
    assert_eq!(c.options.len(), 7);
    let winning: Vec<_> = c.options.iter().filter(|o| o.winning).collect();
    assert_eq!(winning.len(), 1);
    assert_eq!(winning[0].label, "3:1");
    assert_eq!(winning[0].remoteness, Some(6));
    assert_eq!(g.remoteness(&start), Some(7));
    // 1,2,3 is lost: no option wins.
    let lost = ClassicalPos::new(vec!["1,2,3".into()], Player::Left);
    let c = commentary_with_values(&g, &lost, &[] as &[&str]).unwrap();
    assert_eq!(c.options.len(), 6);
    assert!(c.options.iter().all(|o| !o.winning));
}

/// Cumulative Subtraction's remoteness by the definition, with wins found
/// by search (not by parity): the mover wins if some move leaves the
/// opponent losing (in misère play also with no move); a winner takes the
/// quickest winning move, a loser the slowest move.
fn cs_brute(rules: &cs::Rules, x: u32, p: Player, misere: bool) -> (bool, u32) {
    let moves = rules.moves(x, p);
    if moves.is_empty() {
        return (misere, 0);
    }
    let after: Vec<(bool, u32)> = moves
        .iter()
        .map(|&a| cs_brute(rules, x - a, p.other(), misere))
        .collect();
    let winning = after.iter().filter(|o| !o.0).map(|o| o.1).min();
    match winning {
        Some(r) => (true, r + 1),
        None => (false, 1 + after.iter().map(|o| o.1).max().unwrap_or(0)),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The table's one-pass remoteness equals the search by the definition
    /// on random symmetric, partizan and heap-dynamic rules, and its parity
    /// agrees with the table's normal and misère classes.
    #[test]
    fn cs_remoteness_is_the_definitions(
        left in prop::collection::vec(1u32..6, 1..4),
        right in prop::collection::vec(1u32..6, 0..4),
        symmetric in any::<bool>(),
        overrides in prop::collection::btree_map(0u32..18, prop::collection::vec(1u32..6, 0..3), 0..3),
        lo in 0u32..10,
    ) {
        let right = if symmetric { left.clone() } else { right };
        let mut rules = cs::Rules::partizan(left, right);
        for (h, set) in overrides {
            rules = rules.with_override(h, set);
        }
        let hi = 18;
        let t = cs::solve(rules.clone(), Default::default(), hi).unwrap();
        let rows = t.remoteness(lo, hi);
        prop_assert_eq!(rows.len() as u32, hi - lo + 1);
        let rules = t.rules().clone();
        for (x, row) in (lo..=hi).zip(&rows) {
            for (v, misere) in [(0, false), (1, true)] {
                for p in Player::BOTH {
                    let (wins, r) = cs_brute(&rules, x, p, misere);
                    prop_assert_eq!(row[v][p.index()], r, "heap {} {:?} misère {}", x, p, misere);
                    let class = if misere { t.misere(x) } else { t.normal(x) };
                    prop_assert_eq!(wins, class.winner(p) == p);
                    prop_assert_eq!(pebbles::games::common::mover_wins(r, misere), wins);
                }
            }
        }
    }
}

#[test]
fn cs_remoteness_by_hand() {
    // S = {2, 3}, normal play: heap 5, Left to move takes 2 or 3 leaving 3
    // or 2; from 2 or 3 the opponent takes all and wins (remoteness 1), so
    // heap 5 loses after 2 moves; heap 7: take 2 to 5 (remoteness 2) and win
    // in 3.
    let t = cs::solve(cs::Rules::symmetric(vec![2, 3]), Default::default(), 7).unwrap();
    let rows = t.remoteness(0, 7);
    let normal: Vec<u32> = rows.iter().map(|r| r[0][0]).collect();
    assert_eq!(normal, [0, 0, 1, 1, 1, 2, 2, 3]);
    // Misère: heap 0 and 1 (no move) win at once; heap 2 must move to 0 and
    // lose in 1.
    let misere: Vec<u32> = rows.iter().map(|r| r[1][0]).collect();
    assert_eq!(&misere[..3], [0, 0, 1]);
}
