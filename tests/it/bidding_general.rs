//! Bidding with Definition 1's general rules: Left's and Right's own
//! subtraction sets, weight formulas, terminal penalties. Checked against an
//! explicit game-tree oracle, against Cumulative Subtraction at TB = 0, and on
//! the paper's zugzwang examples (Examples 2.1 and 2.2).

use std::collections::{BTreeMap, HashMap};

use pebbles::games::bidding::{
    checks, preset, solve_until_periodic, BcsRules, BcsSolver, Player, ScoreError,
};
use pebbles::games::common::Ties;
use pebbles::games::cumulative_subtraction::{self as cs, Rules};
use proptest::prelude::*;

const L: Player = Player::Left;
const R: Player = Player::Right;

/// A weight `k1·a + k2·n + k0` or a penalty `k2·n + k0`.
#[derive(Clone, Copy, Debug)]
struct Lin {
    k1: i64,
    k2: i64,
    k0: i64,
}

impl Lin {
    fn at(&self, a: u32, n: u32) -> i64 {
        self.k1 * i64::from(a) + self.k2 * i64::from(n) + self.k0
    }

    fn weight(&self) -> String {
        format!("{} * a + {} * n + {}", self.k1, self.k2, self.k0)
    }

    fn penalty(&self) -> String {
        format!("{}*n + ({})", self.k2, self.k0)
    }
}

/// Rules as the oracle reads them.
#[derive(Clone, Debug)]
struct Game {
    left: Vec<u32>,
    right: Vec<u32>,
    tb: u32,
    bids: Vec<u32>,
    wl: Lin,
    wr: Lin,
    tl: Lin,
    tr: Lin,
    /// Heap-dynamic overrides: both players' amounts at a heap.
    over: BTreeMap<u32, Vec<u32>>,
}

/// Definition 1 as a game tree: both bid, the higher bid (or the marker
/// holder on a tie, who hands the marker over) pays the bid to the other and
/// chooses a move; a player without a legal bid lets the other win with any
/// of its bids; a bid winner who cannot move ends the game with his penalty.
/// Score: `τ + Σ w_L − Σ w_R`.
struct Oracle<'a> {
    g: &'a Game,
    memo: HashMap<(u32, u32, bool), i64>,
}

impl Oracle<'_> {
    /// The mover's best continuation after paying: Left to `k`, marker `m`.
    fn after(&mut self, x: u32, k: u32, left_marker: bool, left_moves: bool) -> i64 {
        let set = match self.g.over.get(&x) {
            Some(v) => v,
            None if left_moves => &self.g.left,
            None => &self.g.right,
        };
        let opts: Vec<u32> = set.iter().copied().filter(|&s| s <= x).collect();
        if opts.is_empty() {
            let t = if left_moves { self.g.tl } else { self.g.tr };
            return t.at(0, x);
        }
        let vals = opts.iter().map(|&s| {
            if left_moves {
                self.value(x - s, k, left_marker) + self.g.wl.at(s, x)
            } else {
                self.value(x - s, k, left_marker) - self.g.wr.at(s, x)
            }
        });
        let vals: Vec<i64> = vals.collect();
        if left_moves {
            *vals.iter().max().unwrap()
        } else {
            *vals.iter().min().unwrap()
        }
    }

    fn value(&mut self, x: u32, p: u32, left_marker: bool) -> i64 {
        if let Some(&v) = self.memo.get(&(x, p, left_marker)) {
            return v;
        }
        let q = self.g.tb - p;
        let lb: Vec<u32> = self.g.bids.iter().copied().filter(|&b| b <= p).collect();
        let rb: Vec<u32> = self.g.bids.iter().copied().filter(|&b| b <= q).collect();
        let v = if lb.is_empty() {
            let w: Vec<i64> = rb
                .iter()
                .map(|&r| self.after(x, p + r, left_marker, false))
                .collect();
            *w.iter().min().unwrap()
        } else if rb.is_empty() {
            let w: Vec<i64> = lb
                .iter()
                .map(|&l| self.after(x, p - l, left_marker, true))
                .collect();
            *w.iter().max().unwrap()
        } else {
            let mut best = i64::MIN;
            for &l in &lb {
                let mut worst = i64::MAX;
                for &r in &rb {
                    let c = if l > r {
                        self.after(x, p - l, left_marker, true)
                    } else if l < r {
                        self.after(x, p + r, left_marker, false)
                    } else if left_marker {
                        self.after(x, p - l, false, true)
                    } else {
                        self.after(x, p + r, true, false)
                    };
                    worst = worst.min(c);
                }
                best = best.max(worst);
            }
            best
        };
        self.memo.insert((x, p, left_marker), v);
        v
    }
}

fn rules_of(g: &Game) -> BcsRules {
    let mut r = BcsRules::partizan(g.left.clone(), g.right.clone(), g.tb)
        .with_bids(g.bids.clone())
        .with_weights(&g.wl.weight(), &g.wr.weight())
        .with_penalties(&g.tl.penalty(), &g.tr.penalty());
    for (&x, v) in &g.over {
        r = r.with_override(x, v.clone());
    }
    r
}

fn lin(heap: bool) -> impl Strategy<Value = Lin> {
    let k2 = if heap { -1i64..=1 } else { 0i64..=0 };
    (-2i64..=2, k2, -3i64..=3).prop_map(|(k1, k2, k0)| Lin { k1, k2, k0 })
}

fn game() -> impl Strategy<Value = Game> {
    let set = prop::collection::btree_set(1u32..=4, 0..=3);
    let over = prop::collection::btree_map(
        1u32..=10,
        prop::collection::btree_set(1u32..=4, 0..=2).prop_map(|s| s.into_iter().collect()),
        0..=2,
    );
    (set.clone(), set, 0u32..=5, any::<bool>(), over).prop_flat_map(|(l, r, tb, heap, over)| {
        let bids = prop::collection::btree_set(0..=tb, 1..=(tb as usize + 1));
        (
            Just((l, r, tb, over)),
            bids,
            lin(heap),
            lin(heap),
            lin(true),
            lin(true),
        )
            .prop_map(|((l, r, tb, over), bids, wl, wr, tl, tr)| Game {
                left: l.into_iter().collect(),
                right: r.into_iter().collect(),
                tb,
                bids: bids.into_iter().collect(),
                wl,
                wr,
                tl,
                tr,
                over,
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The solver (every heap up to 14, both markers, every split) agrees with
    /// the explicit game tree on random partizan rules.
    #[test]
    fn agrees_with_the_game_tree(g in game()) {
        let rules = rules_of(&g);
        if rules.validate().is_err() {
            // Nobody can bid somewhere, or no move at all: refused, never solved.
            prop_assert!(BcsSolver::new(rules, 14).is_err());
            return Ok(());
        }
        let t = solve_until_periodic(rules, 14).unwrap();
        let mut o = Oracle { g: &g, memo: HashMap::new() };
        for x in 0..=14 {
            for p in 0..=g.tb {
                prop_assert_eq!(t.value(x, p, L), o.value(x, p, true), "x={} p={} marker L", x, p);
                prop_assert_eq!(t.value(x, p, R), o.value(x, p, false), "x={} p={} marker R", x, p);
            }
        }
    }

    /// Heap-independent weights: the period found answers far heaps right.
    #[test]
    fn periods_answer_far_heaps(g in game()) {
        let mut g = g;
        for w in [&mut g.wl, &mut g.wr] {
            w.k2 = 0;
        }
        let rules = rules_of(&g);
        prop_assume!(rules.validate().is_ok());
        let t = solve_until_periodic(rules, 5_000).unwrap();
        let mut o = Oracle { g: &g, memo: HashMap::new() };
        for x in (0..=60).step_by(7).chain([59, 60]) {
            for p in 0..=g.tb {
                prop_assert_eq!(t.value(x, p, L), o.value(x, p, true));
                prop_assert_eq!(t.value(x, p, R), o.value(x, p, false));
                // The matrix of a far heap is rebuilt from the right rows.
                prop_assert_eq!(t.matrix(x, p, L).value, t.value(x, p, L));
                prop_assert_eq!(t.matrix(x, p, R).value, t.value(x, p, R));
            }
        }
    }

    /// TB = 0 is alternating play: Cumulative Subtraction's partizan zero-sum
    /// values, the marker holder starting.
    #[test]
    fn zero_budget_is_partizan_cumulative_subtraction(
        l in prop::collection::btree_set(1u32..=7, 1..=3),
        r in prop::collection::btree_set(1u32..=7, 1..=3),
    ) {
        let (l, r): (Vec<u32>, Vec<u32>) = (l.into_iter().collect(), r.into_iter().collect());
        let t = solve_until_periodic(BcsRules::partizan(l.clone(), r.clone(), 0), 10_000).unwrap();
        let c = cs::solve(Rules::partizan(l, r), Ties::default(), 200).unwrap();
        for x in 0..=200 {
            prop_assert_eq!(t.value(x, 0, L), c.zero_sum(x, L), "heap {}", x);
            prop_assert_eq!(t.value(x, 0, R), c.zero_sum(x, R), "heap {}", x);
        }
    }

    /// Spelling the symmetric game out (`L = R`, weights `a`, penalty 0) is
    /// the symmetric game.
    #[test]
    fn explicit_symmetric_rules_are_the_symmetric_game(
        s in prop::collection::btree_set(1u32..=6, 1..=3),
        tb in 0u32..=8,
    ) {
        let s: Vec<u32> = s.into_iter().collect();
        let plain = solve_until_periodic(BcsRules::new(s.clone(), tb), 2000).unwrap();
        let spelled = BcsRules::partizan(s.clone(), s, tb)
            .with_weights("a", "1 * a")
            .with_penalties("0", "0 * n");
        prop_assert!(!spelled.is_plain());
        let defaults = BcsRules::partizan(vec![2, 1], vec![1, 2], tb)
            .with_weights("a", "a")
            .with_penalties("0", "0");
        prop_assert!(defaults.is_plain());
        let t = solve_until_periodic(spelled, 2000).unwrap();
        prop_assert_eq!(t.periodicity(), plain.periodicity());
        for x in 0..=80 {
            prop_assert_eq!(t.row(x, L), plain.row(x, L));
            prop_assert_eq!(t.row(x, R), plain.row(x, R));
        }
    }
}

/// Example 2.1: `0 = ν̂_1(x₁) < ν_1(x₁) = 1`, U(B) fails.
#[test]
fn example_2_1_zugzwang_breaks_marker_monotonicity() {
    let t = solve_until_periodic(preset("zugzwang-b").unwrap(), 20).unwrap();
    assert_eq!(t.value(1, 1, L), 0);
    assert_eq!(t.value(1, 1, R), 1);
    assert_eq!(t.value(0, 1, L), 0);
    let c = checks(&t);
    assert!(!c.u_b);
    // "independently of the budget partition": at every split.
    assert_eq!((t.row(1, L), t.row(1, R)), (vec![0, 0], vec![1, 1]));
    assert_eq!(c.u_b_violation.map(|v| (v.x, v.p)), Some((1, 0)));
    // 0 ∈ B: U(A) and U(C) hold, as the paper observes.
    assert!(c.u_a && c.u_c);
}

/// Example 2.2: without 0 in B, nobody wants budget (U(A) fails: the
/// dollar forces its owner to win the bid) and the marker is worth more than
/// the dollar at TB = 1 (U(C) fails).
#[test]
fn example_2_2_zugzwang_breaks_budget_monotonicity_and_marker_worth() {
    let t = solve_until_periodic(preset("zugzwang-ac").unwrap(), 20).unwrap();
    // Left with the dollar must bid it and win: she cannot move, score 0.
    // Left without it: Right must bid his dollar, win and move: score 1.
    assert_eq!(t.row(1, R), [1, 0]);
    assert_eq!(t.row(1, L), [1, 0]);
    let c = checks(&t);
    assert!(!c.u_a);
    // ν̂_0(x₁) = 1 > ν_1(x₁) = 0: Right, with the marker and no dollar, is
    // better off than with the dollar and no marker.
    assert!(!c.u_c);
    assert_eq!(c.u_c_violation.map(|v| (v.x, v.p)), Some((1, 0)));
    assert!(preset("nope").unwrap_err().to_string().contains("'nope'"));
}

/// Bad formulas name the offending token; non-integer or huge weights are
/// refused with the place they fail.
#[test]
fn bad_formulas_name_the_token() {
    let bad = |l: &str, r: &str| {
        BcsRules::partizan(vec![1, 2], vec![1], 5)
            .with_weights(l, r)
            .validate()
            .unwrap_err()
            .to_string()
    };
    let e = bad("a + b", "a");
    assert!(e.contains("unknown variable 'b' at position 5"), "{e}");
    assert!(e.contains("Left's weight"), "{e}");
    let e = bad("a", "2 *");
    assert!(e.contains("Right's weight '2 *'"), "{e}");
    let e = bad("a / 2", "a");
    assert!(e.contains("gives 0.5 at a = 1"), "{e}");
    let e = bad("a * 10000000", "a");
    assert!(e.contains("beyond"), "{e}");
    let e = BcsRules::new(vec![1], 3)
        .with_penalties("n +", "0")
        .validate()
        .unwrap_err()
        .to_string();
    assert!(e.contains("Left's penalty 'n +'"), "{e}");
    // A heap-dependent weight fails where it fails, and says so.
    let t = solve_until_periodic(
        BcsRules::new(vec![1], 2).with_weights("if(n > 5, a / 2, a)", "a"),
        10,
    )
    .unwrap();
    assert_eq!(t.computed_heaps(), 6);
    let e = t.error().unwrap().to_string();
    assert!(e.contains("a = 1, n = 6"), "{e}");
    // Values too large for the table stop the solver.
    let t = solve_until_periodic(
        BcsRules::new(vec![1], 0).with_weights("1000000", "-1000000"),
        2000,
    )
    .unwrap();
    assert!(matches!(t.error(), Some(ScoreError::Overflow(_))));
}

/// Example 2.1's matrix: with Right holding the marker and no dollar, both
/// bid 0 and Right must make his zugzwang move; Left's bidding 1 ends the game
/// (she cannot move) with the penalty 0.
#[test]
fn zugzwang_play_reads_right() {
    let t = solve_until_periodic(preset("zugzwang-b").unwrap(), 20).unwrap();
    let m = t.matrix(1, 1, R);
    assert_eq!(m.value, 1);
    let plays = t.best_moves(1, 1, R);
    assert!(plays
        .iter()
        .any(|p| p.mover == R && p.moves == [1] && p.value == 1));
    let ended = t.best_moves(1, 1, L);
    assert!(ended
        .iter()
        .all(|p| p.mover == L && p.moves.is_empty() && p.value == 0));
    let text = pebbles::games::bidding::play_action(&ended[0]);
    assert!(text.contains("cannot move"), "{text}");
}
