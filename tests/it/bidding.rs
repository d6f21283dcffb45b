//! Bidding Cumulative Subtraction: the paper's examples, lemmas and theorems,
//! a brute-force oracle, the TB = 0 link to Cumulative Subtraction, and bad rules.

use std::collections::HashMap;

use pebbles::games::bidding::{
    self as bcs, automaton, checks, solve_until_periodic, theorem27_bound, theorem29_budgets,
    BcsRules, BcsSolver, BcsTable, EdgeKind, Parity, Player,
};
use pebbles::games::common::Ties;
use pebbles::games::cumulative_subtraction::{self as cs, Rules};
use proptest::prelude::*;

const L: Player = Player::Left;
const R: Player = Player::Right;

fn unitary(tb: u32) -> BcsTable {
    solve_until_periodic(BcsRules::new(vec![1], tb), 1_000_000).unwrap()
}

/// Row `x` as the paper prints it: columns `p̂ = TB..0`.
fn paper_row(t: &BcsTable, x: u32) -> Vec<i64> {
    let mut r = t.row(x, L);
    r.reverse();
    r
}

fn cells(t: &BcsTable, x: u32, p: u32, m: Player) -> Vec<Vec<i64>> {
    t.matrix(x, p, m)
        .cells
        .iter()
        .map(|row| row.iter().map(|c| c.unwrap()).collect())
        .collect()
}

#[test]
fn example_11_rows_0_to_2() {
    let t = unitary(5);
    assert_eq!(paper_row(&t, 0), [0, 0, 0, 0, 0, 0]);
    assert_eq!(paper_row(&t, 1), [1, 1, 1, -1, -1, -1]);
    assert_eq!(paper_row(&t, 2), [2, 2, 0, 0, 0, -2]);
    // The '?' entry (2, 1̂): bidding 0 gives Right −2, bidding 1 gives 0.
    let m = t.matrix(2, 1, L);
    assert_eq!(m.col_min, [Some(-2), Some(0)]);
    assert_eq!(m.value, 0);
}

#[test]
fn example_12_first_table_is_heap_9_budget_6() {
    let t = unitary(9);
    assert_eq!(
        cells(&t, 9, 6, L),
        [
            [1, 1, 1, 1, -1, -1, -3],
            [1, 1, 1, 1, -1, -1, -3],
            [3, 3, 1, 1, -1, -1, -3],
            [3, 3, 3, -1, -1, -1, -3],
        ]
    );
    let m = t.matrix(9, 6, L);
    let some = |v: &[i64]| v.iter().map(|&a| Some(a)).collect::<Vec<_>>();
    assert_eq!(m.col_min, some(&[1, 1, 1, -1, -1, -1, -3]));
    assert_eq!(m.row_max, some(&[1, 1, 3, 3]));
    assert_eq!((m.maximin, m.minimax, m.value), (1, 1, 1));
    assert!(m.equilibria.contains(&(0, 0)));
}

/// The paper prints its second table as heap 9, Left budget 4. Those cells
/// need row 8 to read `o_8 = 2`, `o_0 = −2` (etc.), but row 8 has `o_8 = 4`,
/// `o_0 = −4`: the printed table is the matrix of heap 5 (built on row 4).
/// Heap 9's own matrix, by hand from row 8 (`o_9..o_0 = 4 4 2 2 0 0 0 −2 −2 −4`):
/// `A(ℓ) = o_{4−ℓ}+1`, tie `1 − o_{5+ℓ}`, `C(r) = o_{4+r} − 1`.
#[test]
fn example_12_second_table_is_heap_5_not_heap_9() {
    let t = unitary(9);
    let printed = [
        [1, 1, -1, -1, -1],
        [-1, 1, -1, -1, -1],
        [-1, -1, -1, -1, -1],
        [1, 1, 1, -1, -1],
        [1, 1, 1, 1, -3],
        [3, 3, 3, 3, 3],
    ];
    assert_eq!(cells(&t, 5, 4, L), printed);
    assert_eq!(paper_row(&t, 8), [4, 4, 2, 2, 0, 0, 0, -2, -2, -4]);
    assert_eq!(
        cells(&t, 9, 4, L),
        [
            [1, 1, -1, -1, -3],
            [-1, -1, -1, -1, -3],
            [1, 1, -1, -1, -3],
            [1, 1, 1, -3, -3],
            [3, 3, 3, 3, -3],
            [3, 3, 3, 3, 3],
        ]
    );
    // Both have the printed value −1.
    assert_eq!(t.value(9, 4, L), -1);
    assert_eq!(t.value(5, 4, L), -1);
}

/// Figures 1 and 2 (limit rows, columns `p̂ = TB..0`). The extracted figures
/// label the odd-valued row "x even"; by Lemma 9 it is the odd heaps'. Figure 2's
/// odd row prints 9 of its 10 entries (one `−1` missing).
#[test]
fn figures_1_and_2_limit_rows() {
    for (tb, even, odd) in [
        (
            8,
            vec![4, 4, 2, 2, 0, 0, -2, -2, -4],
            vec![5, 3, 3, 1, 1, -1, -1, -3, -3],
        ),
        (
            9,
            vec![6, 4, 4, 2, 2, 0, -2, -2, -4, -4],
            vec![5, 5, 3, 3, 1, -1, -1, -3, -3, -5],
        ),
    ] {
        let lim = unitary(tb).limits(L).unwrap();
        let rev = |v: &[i64]| v.iter().rev().copied().collect::<Vec<_>>();
        assert_eq!(rev(&lim.even), even, "TB = {tb}");
        assert_eq!(rev(&lim.odd), odd, "TB = {tb}");
    }
    // Figure 2's caption: from (x, 9̂), x even, Left bidding 1 gives 5 + 1 = 6.
    let t = unitary(9);
    let x = 40;
    assert_eq!(t.value(x, 9, L), 6);
    assert_eq!(t.value(x - 1, 8, L) + 1, 6);
    assert!(t.equilibria(x, 9, L).contains(&(1, 0)));
    assert!(t.equilibria(x, 9, L).contains(&(0, 0)));
}

/// Lemmas 9, 17, 20, 22, Proposition 23 and property U on every stored row.
fn assert_lemmas(tb: u32) {
    let t = unitary(tb);
    let ceil = i64::from(tb.div_ceil(2));
    for x in 0..t.computed_heaps() + 3 {
        let o = t.row(x, L);
        let nu = t.row(x, R);
        for p in 0..=tb as usize {
            let at = format!("TB = {tb}, x = {x}, p = {p}");
            // Lemma 9 (parity).
            assert_eq!(o[p].rem_euclid(2), i64::from(x % 2), "{at}");
            // Lemma 20 (sign border).
            if 2 * p >= tb as usize {
                assert!(o[p] >= 0, "{at}");
            } else {
                assert!(o[p] <= 0, "{at}");
            }
            // Lemma 22: the printed upper bound holds; the lower bound holds
            // as −⌈TB/2⌉ (the printed −⌊TB/2⌋ fails for odd TB).
            assert!(-ceil <= o[p] && o[p] <= ceil + 1, "{at}");
            // Lemma 17, equation (1), U(A), U(C), Proposition 23.
            assert!(nu[p] <= o[p] && o[p] <= nu[p] + 2, "{at}");
            assert_eq!(nu[p], -o[tb as usize - p], "{at}");
            if p > 0 {
                assert!(o[p] >= o[p - 1] && nu[p] >= nu[p - 1], "{at}");
                assert!(o[p - 1] + 2 >= o[p], "{at}");
                assert!(o[p - 1] <= nu[p], "{at}");
            }
        }
    }
    let c = checks(&t);
    assert!(c.u_a && c.u_b && c.u_c && c.pure_equilibria && c.marker_symmetry);
    assert_eq!(c.parity_lemma, Some(true));
    assert!(c.sign_border);
    assert_eq!(c.bounded_outcome, tb % 2 == 0, "TB = {tb}");
    assert_eq!(c.outcome_range, (-ceil, ceil + 1), "TB = {tb}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]
    #[test]
    fn lemmas_hold_for_unitary_games(tb in 0u32..=90) {
        assert_lemmas(tb);
    }
}

/// Theorems 24, 27, 29 and Conjecture 28 for every TB up to 60.
#[test]
fn unitary_theorems_for_tb_up_to_60() {
    for tb in 0..=60 {
        let t = unitary(tb);
        let per = t.periodicity().unwrap();
        assert_eq!(per.period, 2, "Theorem 24, TB = {tb}");
        let h = t.convergence_heap().unwrap();
        assert!(
            u64::from(h) <= theorem27_bound(tb),
            "Theorem 27, TB = {tb}: {h}"
        );
        // The paper's definition: o(h) = o(h+2) for all p, o(h) ≠ o(h−2) for some p.
        assert_eq!(t.row(h, L), t.row(h + 2, L));
        if h >= 2 {
            assert_ne!(t.row(h, L), t.row(h - 2, L));
        }
        assert!(h == 0 || t.row(h - 1, L) != t.row(h + 1, L));
        let c = checks(&t);
        assert_eq!(c.conjecture28_holds, Some(true), "TB = {tb}");
        assert_eq!(c.completed_automaton_holds, Some(true), "TB = {tb}");
        let conflicts = if tb % 2 == 1 { tb + 1 } else { 0 };
        assert_eq!(c.automaton_parity_conflicts, conflicts, "TB = {tb}");
        assert_eq!(c.convergence_within_bound, Some(true));
        assert_eq!(c.theorem29_exact, Some(true), "Theorem 29, TB = {tb}");
    }
}

#[test]
fn convergence_heaps_and_bounds() {
    let conv: Vec<u32> = (0..=12)
        .map(|tb| unitary(tb).convergence_heap().unwrap())
        .collect();
    assert_eq!(conv, [0, 1, 1, 3, 3, 7, 7, 11, 11, 17, 17, 25, 25]);
    let bounds: Vec<u64> = (0..=9).map(theorem27_bound).collect();
    assert_eq!(bounds, [1, 1, 2, 3, 5, 7, 10, 13, 17, 21]);
    // TB = 5 meets its bound.
    assert_eq!(unitary(5).convergence_heap(), Some(7));
}

#[test]
fn automaton_entries() {
    let a = automaton(8);
    let rev = |v: &[i64]| v.iter().rev().copied().collect::<Vec<_>>();
    assert_eq!(rev(&a.even), [4, 4, 2, 2, 0, 0, -2, -2, -4]);
    assert_eq!(rev(&a.odd), [5, 3, 3, 1, 1, -1, -1, -3, -3]);
    let b = automaton(9);
    assert_eq!(rev(&b.even), [5, 5, 3, 3, 1, 0, -2, -2, -4, -4]);
    assert_eq!(b.even, b.odd);
    // β's entries fit heap parity only on one half per parity.
    assert_eq!(b.predicted(9, Parity::Odd), Some(5));
    assert_eq!(b.predicted(9, Parity::Even), None);
    assert_eq!(b.predicted(0, Parity::Even), Some(-4));
    assert_eq!(b.completed(9, Parity::Even), 6);
    for tb in 0..=50 {
        assert!(automaton(tb).is_consistent(), "Lemma 25, TB = {tb}");
    }
}

#[test]
fn theorem29_formula() {
    // With the marker: q, 3q+1, 7q+3, 15q+7 …; without it (2^k − 1)(q + 1).
    let f = theorem29_budgets(9, 5);
    let with: Vec<_> = f.iter().map(|w| w.with_marker).collect();
    let without: Vec<_> = f.iter().map(|w| w.without_marker).collect();
    assert_eq!(with, [Some(5), Some(7), Some(9), Some(9), None]);
    assert_eq!(without, [Some(5), Some(8), Some(9), None, None]);
    let t = unitary(9);
    assert_eq!(bcs::forced_win_budgets(&t, 5), f);
}

/// Figures 4–6 for TB = 5: Left-winning bids ℓ from p ≥ ℓ (5, 4, 3, 2, 1
/// of them), of which those with ℓ ≤ q + 1 are not dominated (5, 3, 1);
/// Right-winning bids mirror them.
#[test]
fn bid_edges_match_figures_4_to_6() {
    let edges = bcs::bid_edges(&BcsRules::new(vec![1], 5));
    let count = |kind: EdgeKind, bid: u32, undominated: bool| {
        edges
            .iter()
            .filter(|e| e.kind == kind && e.bid == bid && (!undominated || !e.dominated))
            .count()
    };
    let all: Vec<usize> = (1..=5)
        .map(|b| count(EdgeKind::LeftWins, b, false))
        .collect();
    assert_eq!(all, [5, 4, 3, 2, 1]);
    let kept: Vec<usize> = (1..=5)
        .map(|b| count(EdgeKind::LeftWins, b, true))
        .collect();
    assert_eq!(kept, [5, 3, 1, 0, 0]);
    let right: Vec<usize> = (1..=5)
        .map(|b| count(EdgeKind::RightWins, b, true))
        .collect();
    assert_eq!(right, [5, 3, 1, 0, 0]);
    let ties: Vec<usize> = (0..=3).map(|b| count(EdgeKind::Tie, b, false)).collect();
    assert_eq!(ties, [6, 4, 2, 0]);
    // "If Left has $4 and wins by bidding 0, Right gets the marker and $1."
    assert!(edges
        .iter()
        .any(|e| e.kind == EdgeKind::Tie && e.from == 4 && e.bid == 0 && e.to == 1));
}

/// Brute force: the game tree over (x, p, marker) with explicit bid
/// matrices, memoised. Returns (maximin, minimax).
struct Oracle {
    s: Vec<u32>,
    tb: u32,
    bids: Vec<u32>,
    memo: HashMap<(u32, u32, bool), (i64, i64)>,
}

impl Oracle {
    fn value(&mut self, x: u32, p: u32, left_marker: bool) -> (i64, i64) {
        if let Some(&v) = self.memo.get(&(x, p, left_marker)) {
            return v;
        }
        let v = self.compute(x, p, left_marker);
        self.memo.insert((x, p, left_marker), v);
        v
    }

    /// The mover's best removal after paying `pay`, with the marker then at Left or not.
    fn after(&mut self, x: u32, p: u32, left_moves: bool, pay: u32, left_marker: bool) -> i64 {
        let np = if left_moves { p - pay } else { p + pay };
        let mut best: Option<i64> = None;
        for a in self.s.clone() {
            if a > x {
                continue;
            }
            let v = self.value(x - a, np, left_marker).0;
            let v = if left_moves {
                v + i64::from(a)
            } else {
                v - i64::from(a)
            };
            best = Some(match best {
                None => v,
                Some(b) if left_moves => b.max(v),
                Some(b) => b.min(v),
            });
        }
        best.unwrap()
    }

    fn compute(&mut self, x: u32, p: u32, left_marker: bool) -> (i64, i64) {
        if self.s.iter().all(|&a| a > x) {
            return (0, 0);
        }
        let q = self.tb - p;
        let lb: Vec<u32> = self.bids.iter().copied().filter(|&b| b <= p).collect();
        let rb: Vec<u32> = self.bids.iter().copied().filter(|&b| b <= q).collect();
        if lb.is_empty() {
            let v = rb
                .iter()
                .map(|&r| self.after(x, p, false, r, left_marker))
                .min()
                .unwrap();
            return (v, v);
        }
        if rb.is_empty() {
            let v = lb
                .iter()
                .map(|&l| self.after(x, p, true, l, left_marker))
                .max()
                .unwrap();
            return (v, v);
        }
        let mut m = vec![vec![0i64; lb.len()]; rb.len()];
        for (i, &r) in rb.iter().enumerate() {
            for (j, &l) in lb.iter().enumerate() {
                m[i][j] = if l > r {
                    self.after(x, p, true, l, left_marker)
                } else if r > l {
                    self.after(x, p, false, r, left_marker)
                } else if left_marker {
                    self.after(x, p, true, l, false)
                } else {
                    self.after(x, p, false, r, true)
                };
            }
        }
        let maximin = (0..lb.len())
            .map(|j| (0..rb.len()).map(|i| m[i][j]).min().unwrap())
            .max()
            .unwrap();
        let minimax = m
            .iter()
            .map(|row| *row.iter().max().unwrap())
            .min()
            .unwrap();
        (maximin, minimax)
    }
}

fn small_rules() -> impl Strategy<Value = BcsRules> {
    (
        prop::collection::btree_set(1u32..=4, 1..=3),
        0u32..=5,
        any::<u8>(),
        any::<bool>(),
    )
        .prop_map(|(s, tb, mask, all)| {
            let rules = BcsRules::new(s.into_iter().collect(), tb);
            if all {
                rules
            } else {
                rules.with_bids((0..=tb).filter(|b| mask >> b & 1 == 1).collect())
            }
        })
        .prop_filter("valid rules", |r| r.validate().is_ok())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]
    #[test]
    fn solver_agrees_with_brute_force(rules in small_rules()) {
        let t = solve_until_periodic(rules.clone(), 12).unwrap();
        let mut o = Oracle {
            s: rules.moves.clone(),
            tb: rules.total_budget,
            bids: rules.bid_set(),
            memo: HashMap::new(),
        };
        // Heaps past the stored rows come from the period.
        for x in 0..=12 {
            for p in 0..=rules.total_budget {
                for (m, left) in [(L, true), (R, false)] {
                    let (maximin, minimax) = o.value(x, p, left);
                    prop_assert_eq!(t.value(x, p, m), maximin, "x={} p={} {:?}", x, p, m);
                    let mat = t.matrix(x, p, m);
                    prop_assert_eq!(mat.value, maximin);
                    if mat.unopposed.is_none() {
                        prop_assert_eq!(mat.minimax, minimax);
                        prop_assert_eq!(mat.equilibria.is_empty(), maximin != minimax || mat.terminal);
                    }
                    for play in t.best_moves(x, p, m) {
                        prop_assert_eq!(play.value, mat.cells.get(play.right_bid.unwrap_or(0) as usize)
                            .and_then(|row| row.get(play.left_bid.unwrap_or(0) as usize).copied().flatten())
                            .unwrap_or(maximin));
                        prop_assert!(!play.moves.is_empty());
                    }
                }
            }
        }
    }

    /// The period is exact and least, checked against brute-force rows well
    /// past the point where the solver stopped.
    #[test]
    fn period_is_exact(rules in small_rules()) {
        let t = solve_until_periodic(rules.clone(), 100_000).unwrap();
        let per = t.periodicity().unwrap();
        let mut o = Oracle {
            s: rules.moves.clone(),
            tb: rules.total_budget,
            bids: rules.bid_set(),
            memo: HashMap::new(),
        };
        let tb = rules.total_budget;
        let end = (per.preperiod + 3 * per.period + 12).min(400);
        let mut rows = Vec::new();
        for x in 0..=end {
            let row: Vec<(i64, i64)> = (0..=tb).map(|p| (o.value(x, p, true).0, o.value(x, p, false).0)).collect();
            for p in 0..=tb {
                prop_assert_eq!((t.value(x, p, L), t.value(x, p, R)), row[p as usize], "x={} p={}", x, p);
            }
            rows.push(row);
        }
        let periodic_from = |d: u32, from: u32| (from..=end.saturating_sub(d)).all(|x| rows[x as usize] == rows[(x + d) as usize]);
        prop_assert!(periodic_from(per.period, per.preperiod));
        if per.preperiod > 0 {
            prop_assert!(!periodic_from(per.period, per.preperiod - 1));
        }
        for d in 1..per.period {
            prop_assert!(!periodic_from(d, per.preperiod), "smaller period {}", d);
        }
    }

    /// TB = 0 is alternating play: Left holding the marker = Left moving first.
    #[test]
    fn zero_budget_is_cumulative_subtraction(s in prop::collection::btree_set(1u32..=9, 1..=4)) {
        let s: Vec<u32> = s.into_iter().collect();
        let t = solve_until_periodic(BcsRules::new(s.clone(), 0), 100_000).unwrap();
        let c = cs::solve(Rules::symmetric(s), Ties::default(), 300).unwrap();
        for x in 0..=300 {
            prop_assert_eq!(t.value(x, 0, L), c.zero_sum(x, L));
            prop_assert_eq!(t.value(x, 0, R), c.zero_sum(x, R));
        }
    }

    /// Any rules: validation or a solved table, never a panic.
    #[test]
    fn arbitrary_rules_never_panic(
        moves in prop::collection::vec(0u32..2_000_000, 0..4),
        tb in 0u32..1200,
        bids in prop::option::of(prop::collection::vec(0u32..1300, 0..4)),
    ) {
        let rules = BcsRules { moves, total_budget: tb, bids, ..BcsRules::default() };
        match rules.validate() {
            Err(e) => prop_assert!(BcsSolver::new(rules, 10).unwrap_err() == e.into()),
            Ok(()) => {
                let t = solve_until_periodic(rules, 3).unwrap();
                prop_assert!(t.get(3, tb, L).is_some());
                prop_assert!(t.get(0, tb + 1, L).is_none());
                let _ = checks(&t);
                let _ = bcs::report(&t, 0, 3);
            }
        }
    }
}

#[test]
fn invalid_rules_name_the_problem() {
    let err = |r: BcsRules| r.validate().unwrap_err().to_string();
    let e = err(BcsRules::new(vec![1], 4).with_bids(vec![3]));
    assert!(e.contains("(p = 2, marker Left)"), "{e}");
    assert!(e.contains("neither player can bid"), "{e}");
    let e = err(BcsRules::new(vec![1], 4).with_bids(vec![5]));
    assert!(e.contains("bid 5"), "{e}");
    let e = err(BcsRules::new(vec![1], 4).with_bids(vec![]));
    assert!(
        e.contains("empty") && e.contains("(p = 0, marker Left)"),
        "{e}"
    );
    assert!(err(BcsRules::new(vec![], 4)).contains("empty"));
    assert!(err(BcsRules::new(vec![0, 1], 4)).contains("move 0"));
    assert!(err(BcsRules::new(vec![1], 1001)).contains("1001"));
    assert!(BcsSolver::new(BcsRules::new(vec![1], 3), bcs::MAX_HEAP + 1)
        .unwrap_err()
        .to_string()
        .contains("heap"));
    // Bids {2} with TB = 4: p = 2 lets both bid, so the rules are valid.
    assert!(BcsRules::new(vec![1], 4)
        .with_bids(vec![2])
        .validate()
        .is_ok());
    let t = solve_until_periodic(BcsRules::new(vec![1], 4).with_bids(vec![2]), 50).unwrap();
    let m = t.matrix(3, 1, L);
    assert_eq!(m.unopposed.as_ref().map(|u| u.0), Some(R));
    assert!(t.try_matrix(3, 5, L).is_err());
}

/// Outside property U: with `S = {3, 5}`, `B = {0, 1, 2}`, TB = 6, position
/// (14, 4̂) has no saddle point; its value is the maximin, and the checks say so.
#[test]
fn no_pure_equilibrium_is_reported() {
    let rules = BcsRules::new(vec![3, 5], 6).with_bids(vec![0, 1, 2]);
    let t = solve_until_periodic(rules, 10_000).unwrap();
    let m = t.matrix(14, 4, L);
    assert!(m.maximin < m.minimax);
    assert!(m.equilibria.is_empty());
    assert_eq!(t.value(14, 4, L), m.maximin);
    assert!(t.best_moves(14, 4, L).iter().all(|p| !p.equilibrium));
    let c = checks(&t);
    assert!(!c.pure_equilibria);
    assert_eq!(
        c.no_equilibrium_at.map(|p| (p.x, p.p, p.marker)),
        Some((14, 4, L))
    );
    assert!(t.positions_without_equilibrium() > 0);
}

/// Conjecture 7 says 0 ∈ B and sign-respecting weights give property U. With
/// `B = {0}`, TB = 1, money is useless and the marker is worth more than a
/// dollar: `o_0(1) = 1 > ν_1(1) = −1`, so U(C) fails.
#[test]
fn zero_only_bids_break_marker_worth() {
    let t = solve_until_periodic(BcsRules::new(vec![1], 1).with_bids(vec![0]), 100).unwrap();
    assert_eq!(t.value(1, 0, L), 1);
    assert_eq!(t.value(1, 1, R), -1);
    let c = checks(&t);
    assert!(!c.u_c);
    assert_eq!(c.u_c_violation.map(|p| (p.x, p.p)), Some((1, 0)));
}

#[test]
fn slices_match_one_run_and_report_progress() {
    let rules = BcsRules::new(vec![1, 2], 7).with_bids(vec![0, 1, 3, 4]);
    let whole = solve_until_periodic(rules.clone(), 5000).unwrap();
    let mut s = BcsSolver::new(rules, 5000).unwrap();
    let mut last = 0;
    while !s.step(3) {
        assert!(s.done_heaps() > last);
        last = s.done_heaps();
    }
    assert_eq!(s.done_heaps(), 5001);
    let sliced = s.finish();
    assert_eq!(sliced.periodicity(), whole.periodicity());
    for x in 0..200 {
        assert_eq!(sliced.row(x, L), whole.row(x, L));
        assert_eq!(sliced.row(x, R), whole.row(x, R));
    }
    // A short horizon stops before the period.
    let short = solve_until_periodic(BcsRules::new(vec![1], 9), 10).unwrap();
    assert_eq!(short.periodicity(), None);
    assert!(!short.covers(11));
    assert_eq!(short.convergence_heap(), None);
}

#[test]
fn report_contract() {
    let t = unitary(9);
    let v = serde_json::to_value(bcs::report(&t, 0, 40)).unwrap();
    assert_eq!(v["values"].as_array().unwrap().len(), 41);
    assert_eq!(v["values"][2].as_array().unwrap().len(), 10);
    assert_eq!(v["values"][2][0], -2);
    assert_eq!(v["right_marker_values"][1][0], -1);
    assert_eq!(v["periodic_from"], 17);
    assert_eq!(v["period"], 2);
    assert_eq!(v["convergence_heap"], 17);
    let m = serde_json::to_value(bcs::matrix_report(&t, 9, 6)).unwrap();
    assert_eq!(m["value"], 1);
    assert_eq!(m["matrix"].as_array().unwrap().len(), 4);
    assert_eq!(m["matrix"][0].as_array().unwrap().len(), 7);
    let r = serde_json::to_value(bcs::sweep_record(&[1], 9, None, 1000).unwrap()).unwrap();
    assert_eq!(r["convergence_heap"], 17);
    assert_eq!(r["bound"], 21);
    assert_eq!(r["conjecture28_holds"], true);
    assert!(bcs::sweep_record(&[1], 4, Some(&[3]), 100).is_err());
}
