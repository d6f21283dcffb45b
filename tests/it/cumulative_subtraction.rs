//! Cumulative Subtraction solver: the worked examples of seed 000 / SPEC §1,
//! and property tests against a brute-force game-tree oracle.

use std::collections::{BTreeMap, HashMap};

use pebbles::games::common::{Class, Period, Player, Tie, Ties, Variant};
use pebbles::games::cumulative_subtraction::{
    self as cs, solve, Parts, Rules, Solver, Table, MAX_MOVE,
};
use proptest::prelude::*;
use Player::{Left, Right};

const ANT: Ties = Ties {
    left: Tie::Antagonistic,
    right: Tie::Antagonistic,
};

/// The report as the JSON value the CLI prints.
fn report(t: &Table, lo: u32, hi: u32) -> serde_json::Value {
    serde_json::to_value(cs::report(t, lo, hi)).unwrap()
}

fn table(rules: Rules, max_heap: u32) -> Table {
    solve(rules, ANT, max_heap).unwrap()
}

fn zs_row(t: &Table, p: Player, xs: std::ops::RangeInclusive<u32>) -> Vec<i64> {
    xs.map(|x| t.zero_sum(x, p)).collect()
}

fn si_row(t: &Table, p: Player, xs: std::ops::RangeInclusive<u32>) -> Vec<(i64, i64)> {
    xs.map(|x| t.self_interest(x, p)).collect()
}

fn classes(t: &Table, misere: bool, xs: std::ops::RangeInclusive<u32>) -> String {
    xs.map(|x| if misere { t.misere(x) } else { t.normal(x) }.to_string())
        .collect()
}

fn grundy_row(t: &Table, xs: std::ops::RangeInclusive<u32>) -> Vec<u32> {
    xs.map(|x| t.grundy(x).unwrap()).collect()
}

// ---------------------------------------------------------------- examples

#[test]
fn spec_zero_sum_2_3() {
    let t = table(Rules::symmetric(vec![2, 3]), 9);
    assert_eq!(zs_row(&t, Left, 0..=9), [0, 0, 2, 3, 3, 1, 0, 1, 2, 3]);
    // Symmetric: Right starting is the mirror image.
    let neg: Vec<i64> = zs_row(&t, Left, 0..=9).iter().map(|v| -v).collect();
    assert_eq!(zs_row(&t, Right, 0..=9), neg);
}

#[test]
fn spec_self_interest_2_3_either_tie_rule() {
    let expect = [
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
    for tl in [Tie::Antagonistic, Tie::Friendly] {
        for tr in [Tie::Antagonistic, Tie::Friendly] {
            let ties = Ties {
                left: tl,
                right: tr,
            };
            let t = solve(Rules::symmetric(vec![2, 3]), ties, 9).unwrap();
            assert_eq!(si_row(&t, Left, 0..=9), expect, "{ties:?}");
            let swapped: Vec<_> = expect.iter().map(|&(a, b)| (b, a)).collect();
            assert_eq!(si_row(&t, Right, 0..=9), swapped, "{ties:?}");
        }
    }
}

#[test]
fn spec_normal_classes_2_3() {
    let t = table(Rules::symmetric(vec![2, 3]), 7);
    assert_eq!(classes(&t, false, 0..=7), "PPNNNPPN");
}

#[test]
fn spec_partizan_normal_classes() {
    let t = table(Rules::partizan(vec![2, 3], vec![1, 4]), 9);
    assert_eq!(classes(&t, false, 0..=9), "PRNLRNLPNL");
    assert_eq!(t.grundy(5), None);
}

#[test]
fn heap_dynamic_example_gives_negative_outcome() {
    // Seed 000 after Definition 2: S(2) = {2}, S(3) = {1} gives o(3) = -1.
    // By hand: o(0) = o(1) = 0 (no move; 2, 3 > 1), o(2) = 2 - o(0) = 2,
    // o(3) = 1 - o(2) = -1.
    let rules = Rules::symmetric(vec![2, 3])
        .with_override(2, vec![2])
        .with_override(3, vec![1]);
    let t = table(rules, 6);
    assert_eq!(zs_row(&t, Left, 0..=3), [0, 0, 2, -1]);
    assert_eq!(t.zero_sum(3, Right), 1);
    assert_eq!(t.optimal_moves(3, Left, Variant::ZeroSum), [1]);
    // x = 4, 5, 6 use the fixed set again: max(2 - o(2), 3 - o(1)) = 3,
    // max(2 - o(3), 3 - o(2)) = 3, max(2 - o(4), 3 - o(3)) = 4.
    assert_eq!(zs_row(&t, Left, 4..=6), [3, 3, 4]);
}

#[test]
fn override_amounts_above_the_heap_are_ignored() {
    let rules = Rules::symmetric(vec![1]).with_override(2, vec![2, 5]);
    assert_eq!(rules.moves(2, Left), [2]);
    assert_eq!(rules.moves(2, Right), [2]);
    let t = table(rules, 3);
    assert_eq!(zs_row(&t, Left, 0..=3), [0, 1, 2, -1]);
}

#[test]
fn grundy_sequences() {
    let cases: [(&[u32], &[u32], Period); 4] = [
        (
            &[1],
            &[0, 1],
            Period {
                preperiod: 0,
                period: 2,
            },
        ),
        (
            &[2],
            &[0, 0, 1, 1],
            Period {
                preperiod: 0,
                period: 4,
            },
        ),
        (
            &[1, 2],
            &[0, 1, 2],
            Period {
                preperiod: 0,
                period: 3,
            },
        ),
        (
            &[2, 3, 5],
            &[0, 0, 1, 1, 2, 2, 3],
            Period {
                preperiod: 0,
                period: 7,
            },
        ),
    ];
    for (s, cycle, period) in cases {
        let t = table(Rules::symmetric(s.to_vec()), 200);
        let expect: Vec<u32> = (0..=200).map(|x| cycle[x % cycle.len()]).collect();
        assert_eq!(grundy_row(&t, 0..=200), expect, "S = {s:?}");
        assert_eq!(t.grundy_period(), Some(period), "S = {s:?}");
    }
}

#[test]
fn zero_sum_period_2_3() {
    // By hand: o(10) = max(2 - o(8), 3 - o(7)) = max(0, 2) = 2,
    // o(11) = max(2 - 3, 3 - 2) = 1, o(12) = max(2 - 2, 3 - 3) = 0, ...
    // 0 0 2 3 3 | 1 0 1 2 3 2 | 1 0 1 2 3 2 | ...: o(4) = 3 but o(10) = 2.
    let t = table(Rules::symmetric(vec![2, 3]), 100);
    assert_eq!(
        zs_row(&t, Left, 0..=15),
        [0, 0, 2, 3, 3, 1, 0, 1, 2, 3, 2, 1, 0, 1, 2, 3]
    );
    assert_eq!(
        t.zero_sum_period(),
        Some(Period {
            preperiod: 5,
            period: 6
        })
    );
}

#[test]
fn pebbles_p1_to_p4_from_the_paper() {
    let t = table(Rules::symmetric(vec![2, 3]), 7);
    // P1 normal: from 4 remove 3. P2 misère: from 4 remove 2.
    assert_eq!(t.optimal_moves(4, Left, Variant::Normal), [3]);
    assert_eq!(t.optimal_moves(4, Left, Variant::Misere), [2]);
    // P3 scoring: from 4 remove 3, final score 3.
    assert_eq!(t.optimal_moves(4, Left, Variant::ZeroSum), [3]);
    assert_eq!(t.zero_sum(4, Left), 3);
    // P4 squirrels: from 4 take 3 for (3, 0); from 7 take 2.
    assert_eq!(t.self_interest(4, Left), (3, 0));
    assert_eq!(t.optimal_moves(7, Left, Variant::SelfInterest), [2]);
    // "This holds for normal play and scoring play too": 2 is optimal from 7.
    assert_eq!(t.optimal_moves(7, Left, Variant::Normal), [2]);
    assert_eq!(t.optimal_moves(7, Left, Variant::ZeroSum), [2]);
    // "In misère play you will lose regardless of how you play from 7."
    assert_eq!(t.misere(7), Class::P);
    // Figure 4: PSPE play 7 -> 5 -> 2 -> 0 with utilities (4, 3).
    let line = t.play_line(7, Left, Variant::SelfInterest);
    let heaps: Vec<u32> = line.iter().map(|s| s.heap_after).collect();
    assert_eq!(heaps, [5, 2, 0]);
    assert_eq!(line.last().unwrap().pockets, (4, 3));
    assert_eq!(t.play_line(7, Left, Variant::ZeroSum).len(), 3);
}

/// Seed 000 Example 2, S = ({2,3}, {1,4}), x = 0..=14, checked by hand from
/// Definitions 4 and 5. Two printed entries at x = 11 are misprints (both
/// recomputed from the paper's own neighbouring entries):
/// * o_zs(11, 1) is printed 0, but max(o_zs(9, 2) + 2, o_zs(8, 2) + 3)
///   = max(-1 + 2, -2 + 3) = 1;
/// * o_si(11, 1) is printed (6, 6), but Player 1 takes 2 to o_si(9, 2) = (4, 5)
///   or 3 to o_si(8, 2) = (3, 5), giving (6, 5) either way.
#[test]
fn paper_example_2_partizan_outcomes() {
    let t = table(Rules::partizan(vec![2, 3], vec![1, 4]), 14);
    assert_eq!(
        zs_row(&t, Left, 0..=14),
        [0, 0, 2, 3, 2, 3, 4, -1, 0, 1, 2, 1, 2, 3, -2]
    );
    assert_eq!(
        zs_row(&t, Right, 0..=14),
        [0, -1, -1, 1, -4, -4, -2, -1, -2, -1, 0, -5, -4, -3, -2]
    );
    assert_eq!(
        si_row(&t, Left, 0..=14),
        [
            (0, 0),
            (0, 0),
            (2, 0),
            (3, 0),
            (3, 1),
            (4, 1),
            (5, 1),
            (3, 4),
            (4, 4),
            (5, 4),
            (6, 4),
            (6, 5),
            (7, 5),
            (8, 5),
            (6, 8)
        ]
    );
    assert_eq!(
        si_row(&t, Right, 0..=14),
        [
            (0, 0),
            (0, 1),
            (0, 1),
            (2, 1),
            (0, 4),
            (0, 4),
            (2, 4),
            (3, 4),
            (3, 5),
            (4, 5),
            (5, 5),
            (3, 8),
            (4, 8),
            (5, 8),
            (6, 8)
        ]
    );
    // Paper: a partizan player may get more than its largest amount (x = 6).
    assert_eq!(t.zero_sum(6, Left), 4);
}

#[test]
fn tie_rules_matter() {
    // S = {3, 5}, Left starts at 14. By hand (antagonistic, Left-starts pairs):
    // o(9) = (5, 3), o(11) = (6, 5). Taking 3 leaves 11 to Right: (3 + 5, 6);
    // taking 5 leaves 9: (5 + 3, 5). Own gain 8 either way, so the tie rule
    // decides: antagonistic takes 5 for (8, 5), friendly takes 3 for (8, 6).
    let rules = Rules::symmetric(vec![3, 5]);
    let a = solve(rules.clone(), Ties::both(Tie::Antagonistic), 14).unwrap();
    let f = solve(rules.clone(), Ties::both(Tie::Friendly), 14).unwrap();
    assert_eq!(a.self_interest(9, Left), (5, 3));
    assert_eq!(a.self_interest(11, Left), (6, 5));
    assert_eq!(a.self_interest(14, Left), (8, 5));
    assert_eq!(f.self_interest(14, Left), (8, 6));
    assert_eq!(a.optimal_moves(14, Left, Variant::SelfInterest), [5]);
    assert_eq!(f.optimal_moves(14, Left, Variant::SelfInterest), [3]);
    // Only the mover's own rule matters at the root.
    let mixed = Ties {
        left: Tie::Friendly,
        right: Tie::Antagonistic,
    };
    let m = solve(rules, mixed, 14).unwrap();
    assert_eq!(m.self_interest(14, Left), (8, 6));
    assert_eq!(m.self_interest(14, Right), (5, 8));
}

#[test]
fn validate_names_the_bad_value() {
    let e = Rules::symmetric(vec![2, 0])
        .validate()
        .unwrap_err()
        .to_string();
    assert!(e.contains("move 0"), "{e}");
    let e = Rules::partizan(vec![1], vec![MAX_MOVE + 1])
        .validate()
        .unwrap_err()
        .to_string();
    assert!(e.contains(&(MAX_MOVE + 1).to_string()), "{e}");
    let e = Rules::partizan(vec![], vec![])
        .validate()
        .unwrap_err()
        .to_string();
    assert!(e.contains("empty"), "{e}");
    let e = Rules::symmetric(vec![1])
        .with_override(7, vec![0])
        .validate()
        .unwrap_err()
        .to_string();
    assert!(e.contains("move 0") && e.contains("heap 7"), "{e}");
    assert!(Rules::partizan(vec![], vec![3]).validate().is_ok());
    assert!(Rules::symmetric(vec![MAX_MOVE]).validate().is_ok());
    assert!(Solver::new(Rules::symmetric(vec![0]), ANT, 5).is_err());
    assert!(Solver::new(Rules::symmetric(vec![1]), ANT, u32::MAX).is_err());
}

#[test]
fn unsorted_input_is_normalised() {
    let raw = Rules {
        left: vec![3, 2, 3],
        right: vec![2, 3],
        overrides: BTreeMap::new(),
    };
    assert!(raw.is_symmetric());
    let t = table(raw, 9);
    assert_eq!(t.grundy(9), Some(2));
    assert_eq!(zs_row(&t, Left, 0..=9), [0, 0, 2, 3, 3, 1, 0, 1, 2, 3]);
}

#[test]
fn sliced_solving_matches_one_shot() {
    let rules = Rules::partizan(vec![2, 5, 6], vec![1, 3]).with_override(9, vec![4]);
    let ties = Ties {
        left: Tie::Friendly,
        right: Tie::Antagonistic,
    };
    let whole = solve(rules.clone(), ties, 500).unwrap();
    let mut s = Solver::new(rules, ties, 500).unwrap();
    let mut slices = 0;
    while !s.step(37) {
        slices += 1;
        assert_eq!(s.done_heaps(), 37 * slices);
    }
    assert_eq!(s.done_heaps(), 501);
    assert!(s.step(10));
    let sliced = s.finish();
    assert_eq!(report(&sliced, 0, 500), report(&whole, 0, 500));
}

#[test]
fn zero_sum_only_parts() {
    let s = Solver::with_parts(Rules::symmetric(vec![2, 3]), ANT, 9, Parts::ZERO_SUM).unwrap();
    let t = s.finish();
    assert!(t.has(Variant::ZeroSum) && !t.has(Variant::SelfInterest) && !t.has(Variant::Grundy));
    assert_eq!(zs_row(&t, Left, 0..=9), [0, 0, 2, 3, 3, 1, 0, 1, 2, 3]);
    assert_eq!(t.grundy(3), None);
    let r = report(&t, 0, 9);
    assert!(r["self_interest"].is_null() && r["normal"].is_null());
}

#[test]
fn report_contract() {
    let t = table(Rules::symmetric(vec![2, 3]), 20);
    let r = report(&t, 3, 6);
    assert_eq!(r["heaps"], serde_json::json!([3, 4, 5, 6]));
    assert_eq!(
        r["zero_sum"]["left_starts"],
        serde_json::json!([3, 3, 1, 0])
    );
    assert_eq!(
        r["zero_sum"]["right_starts"],
        serde_json::json!([-3, -3, -1, 0])
    );
    assert_eq!(
        r["self_interest"]["left_starts"],
        serde_json::json!([[3, 0], [3, 0], [3, 2], [3, 3]])
    );
    assert_eq!(
        r["self_interest"]["right_starts"],
        serde_json::json!([[0, 3], [0, 3], [2, 3], [3, 3]])
    );
    assert_eq!(r["normal"], serde_json::json!(["N", "N", "P", "P"]));
    assert_eq!(r["misere"].as_array().unwrap().len(), 4);
    assert_eq!(r["grundy"], serde_json::json!([1, 2, 0, 0]));
    assert_eq!(
        r["period"]["zero_sum"],
        serde_json::json!({"preperiod": 5, "period": 6})
    );
    assert_eq!(
        r["period"]["grundy"],
        serde_json::json!({"preperiod": 0, "period": 5})
    );
    let p = table(Rules::partizan(vec![2], vec![1]), 30);
    let r = report(&p, 0, 2);
    assert!(r["grundy"].is_null());
    // Left takes 2, Right 1 per round: the score drifts, so no exact period.
    assert!(r["period"]["zero_sum"].is_null());
}

// ------------------------------------------------------------------ oracle

/// Rules as plain data, read by the oracle without the solver's code.
#[derive(Clone, Debug)]
struct Game {
    left: Vec<u32>,
    right: Vec<u32>,
    overrides: BTreeMap<u32, Vec<u32>>,
    ties: [Tie; 2],
}

impl Game {
    fn legal(&self, x: u32, p: Player) -> impl Iterator<Item = u32> + '_ {
        let set = match self.overrides.get(&x) {
            Some(s) => s,
            None if p == Left => &self.left,
            None => &self.right,
        };
        set.iter().copied().filter(move |&a| a <= x)
    }

    fn rules(&self) -> Rules {
        Rules {
            left: self.left.clone(),
            right: self.right.clone(),
            overrides: self.overrides.clone(),
        }
    }

    fn ties(&self) -> Ties {
        Ties {
            left: self.ties[0],
            right: self.ties[1],
        }
    }
}

fn take(pockets: (i64, i64), p: Player, a: u32) -> (i64, i64) {
    match p {
        Left => (pockets.0 + i64::from(a), pockets.1),
        Right => (pockets.0, pockets.1 + i64::from(a)),
    }
}

/// Final pockets under optimal zero-sum play from a grounded position.
fn oracle_zs(g: &Game, x: u32, pockets: (i64, i64), p: Player) -> i64 {
    let outcomes = g
        .legal(x, p)
        .map(|a| oracle_zs(g, x - a, take(pockets, p, a), p.other()));
    let best = if p == Left {
        outcomes.max()
    } else {
        outcomes.min()
    };
    best.unwrap_or(pockets.0 - pockets.1)
}

/// Final pockets under PSPE self-interest play from a grounded position.
fn oracle_si(g: &Game, x: u32, pockets: (i64, i64), p: Player) -> (i64, i64) {
    let mut best: Option<(i64, i64)> = None;
    for a in g.legal(x, p) {
        let fin = oracle_si(g, x - a, take(pockets, p, a), p.other());
        let (own, other) = if p == Left { fin } else { (fin.1, fin.0) };
        best = Some(match best {
            None => fin,
            Some(b) => {
                let (b_own, b_other) = if p == Left { b } else { (b.1, b.0) };
                let tie_better = match g.ties[if p == Left { 0 } else { 1 }] {
                    Tie::Antagonistic => other < b_other,
                    Tie::Friendly => other > b_other,
                };
                if own > b_own || (own == b_own && tie_better) {
                    fin
                } else {
                    b
                }
            }
        });
    }
    best.unwrap_or(pockets)
}

/// Winner from heap `x` with `p` to move: the stuck player loses (normal) or wins (misère).
fn oracle_winner(g: &Game, x: u32, p: Player, misere: bool) -> Player {
    if g.legal(x, p).next().is_none() {
        return if misere { p } else { p.other() };
    }
    if g.legal(x, p)
        .any(|a| oracle_winner(g, x - a, p.other(), misere) == p)
    {
        p
    } else {
        p.other()
    }
}

fn oracle_class(g: &Game, x: u32, misere: bool) -> Class {
    match (
        oracle_winner(g, x, Left, misere),
        oracle_winner(g, x, Right, misere),
    ) {
        (Left, Left) => Class::L,
        (Right, Right) => Class::R,
        (Left, Right) => Class::N,
        (Right, Left) => Class::P,
    }
}

fn oracle_grundy(g: &Game, x: u32) -> u32 {
    let opts: Vec<u32> = g.legal(x, Left).map(|a| oracle_grundy(g, x - a)).collect();
    (0..).find(|v| !opts.contains(v)).unwrap()
}

fn small_set(min_len: usize) -> impl Strategy<Value = Vec<u32>> {
    prop::collection::btree_set(1u32..=6, min_len..=3).prop_map(|s| s.into_iter().collect())
}

fn tie() -> impl Strategy<Value = Tie> {
    prop_oneof![Just(Tie::Antagonistic), Just(Tie::Friendly)]
}

prop_compose! {
    fn game(max_override_heap: u32)(
        left in small_set(1),
        right in small_set(0),
        symmetric in any::<bool>(),
        ties in [tie(), tie()],
        overrides in prop_oneof![
            3 => Just(BTreeMap::new()),
            1 => prop::collection::btree_map(0..=max_override_heap, small_set(0), 1..=3),
        ],
        swap in any::<bool>(),
    ) -> Game {
        let (left, right) = match (symmetric, swap) {
            (true, _) => (left.clone(), left),
            (false, false) => (left, right),
            (false, true) => (right, left),
        };
        Game { left, right, overrides, ties }
    }
}

/// Largest heap checked against the oracle (its cost is exponential).
const ORACLE_HEAPS: u32 = 25;

/// Invariants of optimal lines, checked on every heap.
fn check_lines(t: &Table, x: u32) {
    for p in [Left, Right] {
        let line = t.play_line(x, p, Variant::ZeroSum);
        let (l, r) = line.last().map_or((0, 0), |s| s.pockets);
        assert_eq!(l - r, t.zero_sum(x, p), "zero-sum line x={x} {p:?}");
        let line = t.play_line(x, p, Variant::SelfInterest);
        let fin = line.last().map_or((0, 0), |s| s.pockets);
        assert_eq!(fin, t.self_interest(x, p), "self-interest line x={x} {p:?}");
        for (k, s) in line.iter().enumerate() {
            let mover = [p, p.other()][k % 2];
            assert_eq!(s.player, mover);
        }
        for (variant, misere) in [(Variant::Normal, false), (Variant::Misere, true)] {
            let line = t.play_line(x, p, variant);
            // The player left without a move.
            let stuck = [p, p.other()][line.len() % 2];
            let winner = if misere { stuck } else { stuck.other() };
            let class = if misere { t.misere(x) } else { t.normal(x) };
            let starter_wins = matches!(
                (class, p),
                (Class::N, _) | (Class::L, Left) | (Class::R, Right)
            );
            assert_eq!(winner == p, starter_wins, "{variant:?} line x={x} {p:?}");
        }
        if let Some(g) = t.grundy(x) {
            let line = t.play_line(x, p, Variant::Grundy);
            // Grundy play is normal play: nonzero iff the starter wins.
            assert_eq!(g != 0, line.len() % 2 == 1, "grundy line x={x}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn solver_matches_brute_force_oracle(g in game(ORACLE_HEAPS)) {
        let t = solve(g.rules(), g.ties(), ORACLE_HEAPS).unwrap();
        let symmetric = g.left == g.right;
        for x in 0..=ORACLE_HEAPS {
            for p in [Left, Right] {
                prop_assert_eq!(t.zero_sum(x, p), oracle_zs(&g, x, (0, 0), p), "zs x={} {:?}", x, p);
                prop_assert_eq!(t.self_interest(x, p), oracle_si(&g, x, (0, 0), p), "si x={} {:?}", x, p);
            }
            prop_assert_eq!(t.normal(x), oracle_class(&g, x, false), "normal x={}", x);
            prop_assert_eq!(t.misere(x), oracle_class(&g, x, true), "misere x={}", x);
            let expect_grundy = symmetric.then(|| oracle_grundy(&g, x));
            prop_assert_eq!(t.grundy(x), expect_grundy, "grundy x={}", x);
            check_lines(&t, x);
        }
    }

    /// Values do not depend on the starting pockets (Proposition 2).
    #[test]
    fn outcome_is_independent_of_initial_pockets(g in game(12), c1 in 0i64..5, c2 in 0i64..5) {
        let t = solve(g.rules(), g.ties(), 12).unwrap();
        for x in 0..=12 {
            for p in [Left, Right] {
                let (l, r) = t.self_interest(x, p);
                prop_assert_eq!(oracle_si(&g, x, (c1, c2), p), (l + c1, r + c2));
                prop_assert_eq!(oracle_zs(&g, x, (c1, c2), p), t.zero_sum(x, p) + c1 - c2);
            }
        }
    }

    /// `optimal_moves` lists exactly the moves whose subgame keeps the value.
    #[test]
    fn optimal_moves_match_oracle(g in game(12)) {
        let t = solve(g.rules(), g.ties(), 12).unwrap();
        for x in 0..=12 {
            for p in [Left, Right] {
                let q = p.other();
                let legal: Vec<u32> = g.legal(x, p).collect();
                let zs = oracle_zs(&g, x, (0, 0), p);
                let expect: Vec<u32> = legal
                    .iter()
                    .copied()
                    .filter(|&a| oracle_zs(&g, x - a, take((0, 0), p, a), q) == zs)
                    .collect();
                prop_assert_eq!(t.optimal_moves(x, p, Variant::ZeroSum), expect);
                let si = oracle_si(&g, x, (0, 0), p);
                let expect: Vec<u32> = legal
                    .iter()
                    .copied()
                    .filter(|&a| oracle_si(&g, x - a, take((0, 0), p, a), q) == si)
                    .collect();
                prop_assert_eq!(t.optimal_moves(x, p, Variant::SelfInterest), expect);
                for (variant, misere) in [(Variant::Normal, false), (Variant::Misere, true)] {
                    let wins = oracle_winner(&g, x, p, misere) == p;
                    let expect: Vec<u32> = legal
                        .iter()
                        .copied()
                        .filter(|&a| !wins || oracle_winner(&g, x - a, q, misere) == p)
                        .collect();
                    prop_assert_eq!(t.optimal_moves(x, p, variant), expect);
                }
            }
        }
    }

    /// Cohensius et al.: symmetric fixed-set outcomes are nonnegative and
    /// eventually periodic with period 2·max S (so the exact period divides it).
    #[test]
    fn symmetric_zero_sum_is_nonnegative_and_periodic(
        s in prop::collection::btree_set(1u32..=12, 1..=4),
    ) {
        let s: Vec<u32> = s.into_iter().collect();
        let max = *s.last().unwrap();
        let t = Solver::with_parts(Rules::symmetric(s.clone()), ANT, 4000, Parts::ZERO_SUM)
            .unwrap()
            .finish();
        for x in 0..=4000 {
            prop_assert!(t.zero_sum(x, Left) >= 0, "S={:?} x={}", s, x);
            prop_assert_eq!(t.zero_sum(x, Right), -t.zero_sum(x, Left));
        }
        let period = t.zero_sum_period();
        prop_assert!(period.is_some(), "S={:?}: no period within 4000", s);
        let Period { period, .. } = period.unwrap();
        prop_assert_eq!(2 * max % period, 0, "S={:?} period {}", s, period);
    }

    /// The backward rolling-hash detector agrees with a naive forward
    /// search for the first repeated window.
    #[test]
    fn period_detection_matches_naive_window_search(g in game(40), n in 10u32..400) {
        let t = solve(g.rules(), g.ties(), n).unwrap();
        let m = *g.left.iter().chain(&g.right).max().unwrap() as usize;
        let last_override = g.overrides.keys().next_back().map_or(0, |&h| h as usize + 1);
        let i0 = last_override.saturating_sub(m);
        let zs: Vec<(i64, i64)> = (0..=n).map(|x| (t.zero_sum(x, Left), t.zero_sum(x, Right))).collect();
        prop_assert_eq!(t.zero_sum_period(), naive_period(&zs, m, i0));
        if g.left == g.right {
            let gr: Vec<u32> = (0..=n).map(|x| t.grundy(x).unwrap()).collect();
            prop_assert_eq!(t.grundy_period(), naive_period(&gr, m, i0));
        } else {
            prop_assert_eq!(t.grundy_period(), None);
        }
    }
}

/// First repeated window of `m` values (windows starting at `i0` or later),
/// then the smallest preperiod for that period.
fn naive_period<T: Clone + Eq + std::hash::Hash>(v: &[T], m: usize, i0: usize) -> Option<Period> {
    let mut seen: HashMap<&[T], usize> = HashMap::new();
    for j in i0..=v.len().checked_sub(m)? {
        if let Some(&i) = seen.get(&v[j..j + m]) {
            let period = j - i;
            let mut pre = i;
            while pre > 0 && v[pre - 1] == v[pre - 1 + period] {
                pre -= 1;
            }
            return Some(Period {
                preperiod: pre as u32,
                period: period as u32,
            });
        }
        seen.insert(&v[j..j + m], j);
    }
    None
}

#[test]
fn period_needs_the_last_override_behind_the_window() {
    // An override beyond the computed range means nothing is proved.
    let t = table(Rules::symmetric(vec![1]).with_override(1000, vec![]), 100);
    assert_eq!(t.grundy_period(), None);
    assert_eq!(t.zero_sum_period(), None);
    // Once behind, the period is found; the preperiod may reach back before it.
    let t = table(Rules::symmetric(vec![1]).with_override(50, vec![1]), 100);
    assert_eq!(
        t.grundy_period(),
        Some(Period {
            preperiod: 0,
            period: 2
        })
    );
}
