//! General Cumulative Games (seed 000 §1, §3–8): paper examples, Cumulative
//! Subtraction as a special case, and robustness (the brute-force
//! extensive-form oracle is in `cumulative_games_gains.rs`).

use pebbles::games::common::{Player, Tie, Ties};
use pebbles::games::cumulative_games::{
    self as cg, ActionSet, Attitude, HeapRules, Ruleset, TieBreak, Utility,
};
use pebbles::games::cumulative_subtraction::{self as cs, Rules};
use proptest::prelude::*;

fn solve1(r: &Ruleset, x: u32) -> cg::Solution {
    cg::solve(r, &[x], 1).unwrap()
}

fn squirrel(left: &[u32], right: &[u32], attitude: Attitude) -> Ruleset {
    let mut r = cg::preset("squirrel").unwrap();
    r.heaps[0].actions = vec![ActionSet::fixed(left), ActionSet::fixed(right)];
    r.ties = vec![
        TieBreak::uniform(vec![2], attitude),
        TieBreak::uniform(vec![1], attitude),
    ];
    r
}

fn pair(v: &[f64]) -> (i64, i64) {
    (v[0] as i64, v[1] as i64)
}

#[test]
fn squirrel_reproduces_cs_self_interest() {
    let cases: &[(&[u32], &[u32])] = &[
        (&[2, 3], &[2, 3]),
        (&[2, 3], &[1, 4]),
        (&[3, 5], &[3, 5]),
        (&[1, 2, 4], &[3]),
        (&[6, 13, 17], &[6, 13, 17]),
    ];
    for &(l, r) in cases {
        for (tie, att) in [
            (Tie::Antagonistic, Attitude::Antagonistic),
            (Tie::Friendly, Attitude::Friendly),
        ] {
            let rules = squirrel(l, r, att);
            let table =
                cs::solve(Rules::partizan(l.to_vec(), r.to_vec()), Ties::both(tie), 80).unwrap();
            for x in 0..=80 {
                let s = solve1(&rules, x);
                assert_eq!(s.algorithm, "heap-dynamic DP over heap sizes (Theorem 8)");
                assert_eq!(
                    pair(&s.outcome[0]),
                    table.self_interest(x, Player::Left),
                    "{l:?} {r:?} {tie} x={x}"
                );
                assert_eq!(
                    pair(&s.outcome[1]),
                    table.self_interest(x, Player::Right),
                    "{l:?} {r:?} {tie} x={x}"
                );
            }
        }
    }
}

#[test]
fn zero_sum_rewards_reproduce_cs_zero_sum_proposition_4() {
    for (l, r) in [
        (vec![2, 3], vec![2, 3]),
        (vec![2, 3], vec![1, 4]),
        (vec![3, 7], vec![1, 2]),
    ] {
        let mut rules = cg::preset("zero-sum").unwrap();
        rules.heaps[0].actions = vec![ActionSet::fixed(&l), ActionSet::fixed(&r)];
        let table = cs::solve(
            Rules::partizan(l.clone(), r.clone()),
            Ties::both(Tie::Antagonistic),
            60,
        )
        .unwrap();
        for x in 0..=60 {
            let s = solve1(&rules, x);
            let (a, b) = (
                table.zero_sum(x, Player::Left),
                table.zero_sum(x, Player::Right),
            );
            assert_eq!(pair(&s.outcome[0]), (a, -a), "{l:?} {r:?} x={x}");
            assert_eq!(pair(&s.outcome[1]), (b, -b), "{l:?} {r:?} x={x}");
        }
    }
}

#[test]
fn paper_tables_for_s_2_3() {
    let zs = [0, 0, 2, 3, 3, 1, 0, 1, 2, 3];
    let si = [
        (0, 0),
        (0, 0),
        (2, 0),
        (3, 0),
        (3, 0),
        (3, 2),
        (3, 3),
        (4, 3),
        (5, 3),
        (6, 3),
    ];
    let z = cg::preset("zero-sum").unwrap();
    let q = cg::preset("squirrel").unwrap();
    for x in 0..10u32 {
        assert_eq!(solve1(&z, x).outcome[0][0] as i64, zs[x as usize], "x={x}");
        assert_eq!(pair(&solve1(&q, x).outcome[0]), si[x as usize], "x={x}");
    }
}

fn amounts(s: &cg::Solution) -> Vec<u32> {
    s.pspe_line.iter().map(|m| m.amount).collect()
}

#[test]
fn pebbles_p1_to_p6() {
    // P1 normal / P3 scoring / P4 squirrel from 4: remove 3; P2 misère: remove 2.
    for (name, first) in [
        ("normal", 3),
        ("scoring", 3),
        ("squirrel", 3),
        ("misere", 2),
    ] {
        let s = solve1(&cg::preset(name).unwrap(), 4);
        assert_eq!(s.pspe_line[0].amount, first, "{name}");
    }
    assert_eq!(
        solve1(&cg::preset("scoring").unwrap(), 4).value,
        vec![3.0, -3.0]
    );
    assert_eq!(
        solve1(&cg::preset("squirrel").unwrap(), 4).value,
        vec![3.0, 0.0]
    );
    // Squirrel from 7: a sacrifice, 7 → 5 → 2 → 0, utilities (4,3) (Figure 4).
    let s = solve1(&cg::preset("squirrel").unwrap(), 7);
    assert_eq!(amounts(&s), vec![2, 3, 2]);
    assert_eq!(s.value, vec![4.0, 3.0]);
    // Misère from 7: the starter loses whatever she does.
    let s = solve1(&cg::preset("misere").unwrap(), 7);
    assert_eq!(s.value, vec![-1.0, 1.0]);
    assert!(s.options.iter().all(|o| o.value == vec![-1.0, 1.0]));
    // P5 auction from 4: (0,0) → bid 3, utilities (1,0); (1,0) → bid 2, utility 4−2−1 = 1.
    let mut a = cg::preset("auction").unwrap();
    let s = solve1(&a, 4);
    assert_eq!(
        (s.pspe_line[0].amount, s.value.clone()),
        (3, vec![1.0, 0.0])
    );
    a.heaps[0].initial = vec![1.0, 0.0];
    let s = solve1(&a, 4);
    assert_eq!(
        (s.pspe_line[0].amount, s.value.clone()),
        (2, vec![1.0, 0.0])
    );
    // P6 wealth: heap 3 from (2,2) the starter loses; from (2,1) Alice wins by taking 1 only;
    // heap 6 from (1,1): 5,(2,1), 4,(2,2), then Alice must take 1 to win.
    let mut w = cg::preset("wealth").unwrap();
    w.heaps[0].initial = vec![2.0, 2.0];
    assert_eq!(solve1(&w, 3).value, vec![-1.0, 1.0]);
    w.heaps[0].initial = vec![2.0, 1.0];
    let s = solve1(&w, 3);
    assert_eq!(s.value, vec![1.0, -1.0]);
    let by: Vec<(u32, f64)> = s
        .options
        .iter()
        .map(|o| (o.mv.amount, o.value[0]))
        .collect();
    assert_eq!(by, vec![(1, 1.0), (2, -1.0)]);
    let s = solve1(&cg::preset("wealth").unwrap(), 6);
    assert!(!s.heap_dynamic);
    assert_eq!(s.value, vec![1.0, -1.0]);
    assert_eq!(amounts(&s)[..3], [1, 1, 1]);
    assert_eq!(s.pspe_line[1].cumulations_after, vec![2.0, 2.0]);
}

fn misere_squirrel(w: f64) -> cg::Solution {
    let mut m = cg::preset("misere").unwrap();
    m.heaps[0].utility = Utility::Misere { w };
    cg::solve_sum(&[(m, 4), (cg::preset("squirrel").unwrap(), 4)], 1).unwrap()
}

/// Alice's utility after her first move `amount` on heap `heap` (0 misère, 1 squirrel).
fn alice_after(s: &cg::Solution, heap: usize, amount: u32) -> f64 {
    s.options
        .iter()
        .find(|o| o.mv.heap_index == heap && o.mv.amount == amount)
        .unwrap()
        .value[0]
}

#[test]
fn section_1_3_misere_plus_squirrel() {
    // ±1: the sacrifice (take 2 on the squirrel heap) gives (3,1); greedy gives (2,1).
    let s = misere_squirrel(1.0);
    assert!(s.algorithm.contains("Theorem 8"));
    assert_eq!(s.value, vec![3.0, 1.0]);
    assert_eq!((s.pspe_line[0].heap_index, s.pspe_line[0].amount), (1, 2));
    assert_eq!(alice_after(&s, 1, 3), 2.0);
    // By hand: player 2 moves last on the misère heap, so it gives (+1, −1);
    // the squirrel heap ends with pockets (2, 2): (1, −1) + (2, 2) = (3, 1).
    assert_eq!(s.pspe_heap_utilities, vec![vec![1.0, -1.0], vec![2.0, 2.0]]);
    // ±1/2: indifferent between greedy and sacrifice.
    let s = misere_squirrel(0.5);
    assert_eq!(s.value[0], 2.5);
    assert_eq!(alice_after(&s, 1, 3), 2.5);
    assert_eq!(alice_after(&s, 1, 2), 2.5);
    // ±1/4: greedy is best.
    let s = misere_squirrel(0.25);
    assert_eq!(s.value, vec![2.75, 0.25]);
    assert_eq!((s.pspe_line[0].heap_index, s.pspe_line[0].amount), (1, 3));
    assert_eq!(alice_after(&s, 1, 2), 2.25);
}

#[test]
fn example_3_auction_move_depends_on_initial_bids() {
    let mut a = cg::preset("auction").unwrap();
    for (bids, take, value) in [
        ([0.0, 0.0], 2, 2.0),
        ([0.0, 1.0], 2, 2.0),
        ([0.0, 2.0], 3, 1.0),
    ] {
        a.heaps[0].initial = bids.to_vec();
        let s = solve1(&a, 3);
        assert!(!s.heap_dynamic, "auction utilities read the cumulations");
        assert_eq!(s.pspe_line[0].amount, take, "{bids:?}");
        assert_eq!(s.value, vec![value, 0.0], "{bids:?}");
    }
}

#[test]
fn example_5_tragedy_of_the_commons() {
    let s = solve1(&cg::preset("tragedy").unwrap(), 100);
    assert_eq!(s.value, vec![51.0, 31.0]);
    assert_eq!(amounts(&s), vec![51, 31]);
    assert!(s.pareto_checked);
    assert!(!s.pareto_efficient);
    assert_eq!(s.pareto_improvement_value, Some(vec![60.0, 40.0]));
    let line = s.pareto_improvement.unwrap();
    assert_eq!(
        line.iter().map(|m| m.amount).collect::<Vec<_>>(),
        vec![20; 5]
    );
    assert_eq!(line.last().unwrap().cumulations_after, vec![60.0, 40.0]);
}

#[test]
fn pareto_s_3_7_fails_at_30_and_s_2_3_is_efficient() {
    let mut r = cg::preset("squirrel").unwrap();
    for x in 0..=40 {
        let s = solve1(&r, x);
        assert!(s.pareto_checked && s.pareto_efficient, "S={{2,3}} x={x}");
    }
    r.heaps[0].actions = vec![ActionSet::fixed(&[3, 7])];
    let first_bad = (0..=40).find(|&x| !solve1(&r, x).pareto_efficient);
    assert_eq!(first_bad, Some(30));
    let s = solve1(&r, 30);
    let (v, q) = (s.value.clone(), s.pareto_improvement_value.unwrap());
    assert!(q[0] >= v[0] && q[1] >= v[1] && q != v, "{v:?} {q:?}");
}

#[test]
fn formula_errors_name_the_position() {
    let cases = [
        ("a + * 2", "position 5"),
        ("a + y", "unknown variable 'y' at position 5"),
        ("if(a > 1, 2)", "'if' takes 3"),
        ("(a + 1", "'(' at position 1 is never closed"),
        ("a)", "unmatched ')' at position 2"),
        ("a # 2", "'#' at position 3"),
        ("a +", "position 3"),
        ("foo(a)", "unknown function 'foo' at position 1"),
        ("c3", "unknown variable 'c3' at position 1"),
        ("a = 2", "'=' at position 3"),
    ];
    for (f, want) in cases {
        let mut r = cg::preset("squirrel").unwrap();
        r.heaps[0].rewards[0][0] = f.to_string();
        let e = cg::validate(&r).unwrap_err().to_string();
        assert!(e.contains(want), "{f}: {e}");
        assert!(e.contains(f), "{f}: {e}");
    }
    let mut r = cg::preset("squirrel").unwrap();
    r.heaps[0].utility = Utility::Custom {
        formulas: vec!["c1 + a".into()],
    };
    let e = cg::validate(&r).unwrap_err().to_string();
    assert!(e.contains("unknown variable 'a' at position 6"), "{e}");
    // Runtime errors are errors too, naming the formula.
    let mut r = cg::preset("squirrel").unwrap();
    r.heaps[0].rewards[0][0] = "if(a, 1, 2)".into();
    let e = cg::solve(&r, &[5], 1).unwrap_err().to_string();
    assert!(e.contains("if(a, 1, 2)"), "{e}");
    r.heaps[0].rewards[0][0] = "1 / (a - 2)".into();
    assert!(cg::solve(&r, &[5], 1)
        .unwrap_err()
        .to_string()
        .contains("not a finite number"));
}

#[test]
fn invalid_rulesets_are_errors() {
    let base = cg::preset("squirrel").unwrap();
    type Edit = Box<dyn Fn(&mut Ruleset)>;
    let bad: Vec<(Edit, &str)> = vec![
        (Box::new(|r| r.players = 7), "players = 7"),
        (
            Box::new(|r| r.heaps[0].actions[0].amounts = vec![0]),
            "amount 0",
        ),
        (
            Box::new(|r| r.heaps[0].rewards.push(vec!["a".into(), "0".into()])),
            "3 entries",
        ),
        (Box::new(|r| r.turn = Some(vec![2, 3])), "player 3"),
        (
            Box::new(|r| r.heaps[0].initial = vec![1.0]),
            "1 cumulations",
        ),
        (
            Box::new(|r| {
                r.ties = vec![
                    TieBreak::uniform(vec![1], Attitude::Friendly),
                    TieBreak::uniform(vec![1], Attitude::Friendly),
                ]
            }),
            "ties of player 1",
        ),
        (Box::new(|r| r.heaps.clear()), "0 heaps"),
    ];
    for (f, want) in bad {
        let mut r = base.clone();
        f(&mut r);
        let e = cg::validate(&r).unwrap_err().to_string();
        assert!(e.contains(want), "{want}: {e}");
    }
    assert!(cg::solve(&base, &[5, 5], 1)
        .unwrap_err()
        .to_string()
        .contains("2 heap sizes"));
    assert!(cg::solve(&base, &[5], 3)
        .unwrap_err()
        .to_string()
        .contains("first player 3"));
    assert!(cg::solve(&base, &[cg::MAX_HEAP + 1], 1).is_err());
    assert!(cg::preset("chess")
        .unwrap_err()
        .to_string()
        .contains("chess"));
    let three = Ruleset {
        players: 3,
        ..base.clone()
    };
    assert!(cg::solve_sum(&[(base, 3), (three, 3)], 1)
        .unwrap_err()
        .to_string()
        .contains("component 2"));
}

#[test]
fn state_budget_gives_an_error_not_a_hang() {
    // Cumulation-dependent utility: states carry (x, C1, C2) with C1 + C2 = x0 − x.
    let mut r = cg::preset("squirrel").unwrap();
    r.heaps[0].actions = vec![ActionSet::fixed(&[1, 2])];
    r.heaps[0].utility = Utility::Custom {
        formulas: vec!["c1 - c2 * c2".into(), "c2".into()],
    };
    assert!(cg::solve(&r, &[20], 1).is_ok());
    let Err(e) = cg::solve(&r, &[2000], 1) else {
        panic!("heap 2000 should exceed the state budget")
    };
    assert!(e.to_string().contains("state budget"), "{e}");
    // Many actions per state: the work budget stops it.
    let mut w = cg::preset("wealth").unwrap();
    w.heaps[0].actions[0].condition = Some("c >= 0".into());
    w.heaps[0].initial = vec![0.5, 0.25];
    let Err(e) = cg::solve(&w, &[3000], 1) else {
        panic!("heap 3000 should exceed the work budget")
    };
    assert!(e.to_string().contains("budget"), "{e}");
}

/// Issue 18 #5: a long condition used to keep a solve busy for 30–100 s
/// within the budget; formula operations now count as work.
#[test]
fn long_formulas_spend_the_work_budget() {
    let terms = vec!["a"; 190].join("+");
    let text = format!(
        r#"{{"players": 2, "heaps": [{{"actions": [{{"any": true, "condition": "{terms} >= c1"}}],
            "rewards": [["a", "-a"]], "utility": {{"kind": "identity"}}}}]}}"#
    );
    let r = cg::ruleset_from_json(&text).unwrap();
    let Err(e) = cg::solve(&r, &[1000], 1) else {
        panic!("a 190-term condition at heap 1000 should exceed the work budget")
    };
    assert!(e.to_string().contains("formula operation"), "{e}");
    assert!(cg::solve(&r, &[10], 1).is_ok());
}

#[test]
fn json_file_format_round_trips() {
    for name in cg::PRESETS {
        let r = cg::preset(name).unwrap();
        let back = cg::ruleset_from_json(&cg::to_json(&r)).unwrap();
        assert_eq!(back, r, "{name}");
    }
    let text = r#"{
        "name": "three squirrels",
        "players": 3,
        "heaps": [{
            "actions": [{"amounts": [1, 2]}, {"amounts": [2], "overrides": {"3": [1, 3]}}, {"any": true, "condition": "a <= 2"}],
            "rewards": [["if(p == 1, a, 0)", "if(p == 2, a, 0)", "if(p == 3, a, -1/2)"]],
            "utility": {"kind": "custom", "formulas": ["c1", "c2", "c3 - c1"]},
            "initial": [0, 0, 1.5]
        }],
        "turn": [3, 1, 2],
        "ties": [{"order": [3, 2], "attitude": "friendly"}, {"order": [1], "attitude": "antagonistic"}, {"order": [], "attitude": "antagonistic"}]
    }"#;
    let r = cg::ruleset_from_json(text).unwrap();
    assert_eq!(cg::ruleset_from_json(&cg::to_json(&r)).unwrap(), r);
    let s = cg::solve(&r, &[6], 2).unwrap();
    assert_eq!(s.outcome.len(), 3);
    assert!(cg::ruleset_from_json(r#"{"players": 2}"#)
        .unwrap_err()
        .to_string()
        .contains("heaps"));
    assert!(cg::ruleset_from_json("{").is_err());
}

// The brute-force extensive-form oracle lives in tests/cumulative_games_gains.rs.

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]
    #[test]
    fn random_formulas_never_panic(f in "[acpxl0-9+*/%^()<>=!&|, .c1-3ifmnax-]{0,24}", x in 0u32..8) {
        let mut r = cg::preset("auction").unwrap();
        r.heaps[0].rewards[1][0] = f.clone();
        r.heaps[0].utility = Utility::Custom { formulas: vec![f.clone(), "c2".into()] };
        r.heaps[0].actions[0].condition = Some(f);
        let _ = cg::solve(&r, &[x], 1);
    }

    #[test]
    fn random_rulesets_never_panic(
        players in 0usize..8,
        amounts in prop::collection::vec(0u32..6, 0..4),
        any in any::<bool>(),
        turn in prop::collection::vec(0usize..8, 0..8),
        w in prop::num::f64::ANY,
        x in 0u32..12,
        first in 0usize..8,
    ) {
        let n = players.max(1);
        let r = Ruleset {
            name: String::new(),
            players,
            heaps: vec![HeapRules {
                actions: vec![ActionSet { amounts, any, ..ActionSet::default() }],
                rewards: vec![vec!["a".to_string(); n]],
                utility: Utility::Misere { w },
                initial: Vec::new(),
            }],
            turn: if turn.is_empty() { None } else { Some(turn) },
            ties: Vec::new(),
        };
        let _ = cg::solve(&r, &[x], first);
        let _ = cg::ruleset_from_json(&cg::to_json(&r));
    }
}
