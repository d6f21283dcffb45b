//! Cumulative Games: the outcome is the gains matrix (seed 000 Definition 14,
//! Lemma 5) and the grounded value the utilities (Definitions 11/13; for
//! self-interest `initial + outcome`, Theorem 6 / Corollary 7). Checked by
//! hand and against a plain recursion written here, with non-zero starting
//! cumulations, 3 and 4 players, turn tables that need not be permutations
//! and random tie preferences with an attitude per pair of players (and the
//! older one-attitude form).

use pebbles::games::cumulative_games::{
    self as cg, ActionSet, Attitude, HeapRules, Ruleset, TieBreak, Utility,
};
use proptest::prelude::*;

/// Three players, one action `{1}`, identity rewards and utility, starting
/// cumulations (1,0,0), cyclic turn.
fn three_takers() -> Ruleset {
    cg::ruleset_from_json(
        r#"{"name":"m","players":3,"heaps":[{"actions":[{"amounts":[1]}],
            "rewards":[["a","0","0"],["0","a","0"],["0","0","a"]],
            "utility":{"kind":"identity"},"initial":[1,0,0]}]}"#,
    )
    .unwrap()
}

/// Heap 0: whoever starts cannot move, so the position is terminal and by
/// Definition 14 every outcome row is 0; the grounded value is C = (1,0,0).
/// Heap 3: the starter p takes 1, then p+1 and p+2 take 1 each, so every
/// player gains 1 whoever starts: outcome rows (1,1,1), grounded value
/// (1,0,0) + (1,1,1) = (2,1,1).
#[test]
fn three_takers_by_hand() {
    let r = three_takers();
    for first in 1..=3 {
        let s = cg::solve(&r, &[0], first).unwrap();
        assert_eq!(s.outcome, vec![vec![0.0; 3]; 3]);
        assert_eq!(s.grounded_value, vec![vec![1.0, 0.0, 0.0]; 3]);
        assert_eq!(s.initial, vec![1.0, 0.0, 0.0]);
        assert_eq!(s.value, vec![1.0, 0.0, 0.0]);
        let s = cg::solve(&r, &[3], first).unwrap();
        assert_eq!(s.outcome, vec![vec![1.0; 3]; 3]);
        assert_eq!(s.grounded_value, vec![vec![2.0, 1.0, 1.0]; 3]);
        assert_eq!(s.value, vec![2.0, 1.0, 1.0]);
        let report = cg::report_json(&s);
        assert!(report.contains("\"outcome\":[[1.0,1.0,1.0],"), "{report}");
        assert!(
            report.contains("\"grounded_value\":[[2.0,1.0,1.0],"),
            "{report}"
        );
    }
}

/// Non-identity utilities: the outcome still counts rewards, the grounded
/// value the utilities. Wealth Pebbles (normal play, start (1,1)) at heap 0:
/// no gains; the player to move cannot move and loses.
#[test]
fn wealth_at_heap_0_gains_nothing_and_the_mover_loses() {
    let s = cg::solve(&cg::preset("wealth").unwrap(), &[0], 1).unwrap();
    assert_eq!(s.outcome, vec![vec![0.0, 0.0]; 2]);
    assert_eq!(s.grounded_value, vec![vec![-1.0, 1.0], vec![1.0, -1.0]]);
}

#[derive(Clone, Debug)]
struct Inst {
    n: usize,
    heaps: Vec<u32>,
    /// Per heap, per player: amounts (ascending).
    moves: Vec<Vec<Vec<u32>>>,
    /// Per heap: reward to receiver = k[mover][receiver]·a + m[mover][receiver].
    k: Vec<Vec<Vec<i64>>>,
    m: Vec<Vec<Vec<i64>>>,
    /// Per heap: 0 identity, 1 zero-sum, 2 normal ±1, 3 custom `min(c_i, t)`,
    /// 4 custom `c_i − t·c_{i+1}`.
    utility: Vec<(u8, i64)>,
    initial: Vec<Vec<i64>>,
    next: Vec<usize>,
    /// Per player: the others in order, each with whether friendly; `uniform`
    /// entries hold one attitude for all and are written in the older form.
    ties: Vec<(Vec<(usize, bool)>, bool)>,
}

impl Inst {
    fn ruleset(&self) -> Ruleset {
        let n = self.n;
        let heaps = (0..self.heaps.len())
            .map(|h| HeapRules {
                actions: self.moves[h].iter().map(|v| ActionSet::fixed(v)).collect(),
                rewards: (0..n)
                    .map(|p| {
                        (0..n)
                            .map(|i| format!("{}*a + {}", self.k[h][p][i], self.m[h][p][i]))
                            .collect()
                    })
                    .collect(),
                utility: match self.utility[h] {
                    (0, _) => Utility::Identity,
                    (1, _) => Utility::ZeroSum,
                    (2, _) => Utility::Normal { w: 1.0 },
                    (4, t) => Utility::Custom {
                        formulas: (0..n)
                            .map(|i| format!("c{} - {t}*c{}", i + 1, (i + 1) % n + 1))
                            .collect(),
                    },
                    (_, t) => Utility::Custom {
                        formulas: (0..n).map(|i| format!("min(c{}, {t})", i + 1)).collect(),
                    },
                },
                initial: self.initial[h].iter().map(|&c| c as f64).collect(),
            })
            .collect();
        Ruleset {
            name: String::new(),
            players: n,
            heaps,
            turn: Some(self.next.iter().map(|q| q + 1).collect()),
            ties: self
                .ties
                .iter()
                .map(|(o, uniform)| {
                    let order = o.iter().map(|(q, _)| q + 1).collect();
                    let att = |f: bool| {
                        if f {
                            Attitude::Friendly
                        } else {
                            Attitude::Antagonistic
                        }
                    };
                    match (uniform, o.first()) {
                        (true, Some(&(_, f))) => TieBreak::uniform(order, att(f)),
                        _ => TieBreak::per_player(order, o.iter().map(|&(_, f)| att(f)).collect()),
                    }
                })
                .collect(),
        }
    }

    /// Utilities at a terminal with per-heap cumulations `cum` and last movers `last`.
    fn utilities(&self, cum: &[Vec<i64>], last: &[usize]) -> Vec<i64> {
        let n = self.n;
        let mut u = vec![0; n];
        for (h, c) in cum.iter().enumerate() {
            let total: i64 = c.iter().sum();
            for i in 0..n {
                u[i] += match self.utility[h] {
                    (0, _) => c[i],
                    (1, _) => c[i] - (total - c[i]),
                    (2, _) if last[h] == i => 1,
                    (2, _) => -1,
                    (4, t) => c[i] - t * c[(i + 1) % n],
                    (_, t) => c[i].min(t),
                };
            }
        }
        u
    }

    /// Plain backward induction over the whole tree: (utilities, final
    /// cumulations summed over the heaps) of PSPE play with `p` to move.
    fn play(
        &self,
        xs: &mut [u32],
        cum: &mut [Vec<i64>],
        last: &mut [usize],
        p: usize,
    ) -> (Vec<i64>, Vec<i64>) {
        let mut best: Option<(Vec<i64>, Vec<i64>)> = None;
        for h in 0..xs.len() {
            for &a in &self.moves[h][p] {
                if a > xs[h] {
                    continue;
                }
                let (sx, sc, sl) = (xs[h], cum[h].clone(), last[h]);
                xs[h] -= a;
                for (i, c) in cum[h].iter_mut().enumerate() {
                    *c += self.k[h][p][i] * a as i64 + self.m[h][p][i];
                }
                last[h] = p;
                let v = self.play(xs, cum, last, self.next[p]);
                (xs[h], cum[h], last[h]) = (sx, sc, sl);
                let better = match &best {
                    None => true,
                    Some((b, _)) if v.0[p] != b[p] => v.0[p] > b[p],
                    Some((b, _)) => self.ties[p]
                        .0
                        .iter()
                        .find(|&&(q, _)| v.0[q] != b[q])
                        .is_some_and(|&(q, friendly)| (v.0[q] > b[q]) == friendly),
                };
                if better {
                    best = Some(v);
                }
            }
        }
        best.unwrap_or_else(|| {
            let total = (0..self.n)
                .map(|i| cum.iter().map(|c| c[i]).sum())
                .collect();
            (self.utilities(cum, last), total)
        })
    }

    /// (grounded value, final cumulations) with player `s` starting.
    fn start(&self, s: usize) -> (Vec<i64>, Vec<i64>) {
        let n = self.n;
        let prev = (0..n)
            .find(|&q| self.next[q] == s)
            .unwrap_or((s + n - 1) % n);
        let d = self.heaps.len();
        self.play(
            &mut self.heaps.clone(),
            &mut self.initial.clone(),
            &mut vec![prev; d],
            s,
        )
    }

    fn initial_total(&self) -> Vec<i64> {
        (0..self.n)
            .map(|i| self.initial.iter().map(|c| c[i]).sum())
            .collect()
    }
}

fn inst(n: usize, max_heap: u32, d: usize) -> impl Strategy<Value = Inst> {
    let per_heap_matrix = move |lo: i64, hi: i64| {
        prop::collection::vec(
            prop::collection::vec(prop::collection::vec(lo..=hi, n), n),
            d,
        )
    };
    (
        prop::collection::vec(0..=max_heap, d),
        prop::collection::vec(
            prop::collection::vec(prop::collection::btree_set(1u32..=3, 1..=2), n),
            d,
        ),
        per_heap_matrix(-1, 2),
        per_heap_matrix(-1, 1),
        prop::collection::vec((0u8..=4, 0i64..=3), d),
        prop::collection::vec(prop::collection::vec(-2i64..=3, n), d),
        prop::collection::vec(0usize..n, n),
        prop::collection::vec(
            (
                Just((0..n).collect::<Vec<_>>()).prop_shuffle(),
                prop::collection::vec(any::<bool>(), n),
                0..n,
                any::<bool>(),
            ),
            n,
        ),
    )
        .prop_map(
            move |(heaps, moves, k, m, utility, initial, next, ties)| Inst {
                n,
                heaps,
                moves: moves
                    .into_iter()
                    .map(|hp| hp.into_iter().map(|s| s.into_iter().collect()).collect())
                    .collect(),
                k,
                m,
                utility,
                initial,
                next,
                ties: ties
                    .into_iter()
                    .enumerate()
                    .map(|(p, (o, f, len, uniform))| {
                        let order = o.into_iter().filter(|&q| q != p).take(len);
                        // The older form has one attitude for all: f[0].
                        let f = |k: usize| if uniform { f[0] } else { f[k] };
                        (order.enumerate().map(|(k, q)| (q, f(k))).collect(), uniform)
                    })
                    .collect(),
            },
        )
}

fn ints(v: &[f64]) -> Vec<i64> {
    v.iter().map(|x| x.round() as i64).collect()
}

fn check(i: &Inst) -> Result<(), TestCaseError> {
    let s = cg::solve(&i.ruleset(), &i.heaps, 1).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let c0 = i.initial_total();
    prop_assert_eq!(ints(&s.initial), c0.clone());
    let self_interest = i.utility.iter().all(|u| u.0 == 0);
    for p in 0..i.n {
        let (value, end) = i.start(p);
        let gains: Vec<i64> = end.iter().zip(&c0).map(|(e, c)| e - c).collect();
        prop_assert_eq!(
            ints(&s.outcome[p]),
            gains.clone(),
            "outcome, starter {} {:?}",
            p + 1,
            i
        );
        prop_assert_eq!(
            ints(&s.grounded_value[p]),
            value.clone(),
            "value, starter {} {:?}",
            p + 1,
            i
        );
        if self_interest {
            // Theorem 6: grounded value = starting cumulations + gains.
            let sum: Vec<i64> = c0.iter().zip(&gains).map(|(c, g)| c + g).collect();
            prop_assert_eq!(value, sum);
        }
        let stuck = (0..i.heaps.len()).all(|h| i.moves[h][p].iter().all(|&a| a > i.heaps[h]));
        if stuck {
            prop_assert!(
                s.outcome[p].iter().all(|&g| g == 0.0),
                "terminal gains {:?}",
                s.outcome[p]
            );
        }
    }
    prop_assert_eq!(s.value.clone(), s.grounded_value[0].clone());
    // The play line's per-heap utilities add up to the value it shows.
    prop_assert_eq!(s.pspe_heap_utilities.len(), i.heaps.len());
    let total: Vec<f64> = (0..i.n)
        .map(|q| s.pspe_heap_utilities.iter().map(|u| u[q]).sum())
        .collect();
    prop_assert_eq!(ints(&total), ints(&s.value));
    Ok(())
}

/// The table over heaps agrees with one solve per heap (squirrel: the
/// paper's self-interest row for S = {2,3}, x = 7 gives (4,3)).
#[test]
fn table_over_heaps_matches_single_solves() {
    for name in ["squirrel", "wealth", "auction", "misere"] {
        let r = cg::preset(name).unwrap();
        let t = cg::solve_heaps(&r, 0, 30).unwrap();
        assert_eq!((t.from, t.to, t.outcomes.len()), (0, 30, 31));
        for x in 0..=30u32 {
            let s = cg::solve(&r, &[x], 1).unwrap();
            assert_eq!(t.outcomes[x as usize], s.outcome, "{name} x={x}");
            assert_eq!(
                t.grounded_values[x as usize], s.grounded_value,
                "{name} x={x}"
            );
        }
    }
    let t = cg::solve_heaps(&cg::preset("squirrel").unwrap(), 5, 7).unwrap();
    assert_eq!(t.outcomes[2], vec![vec![4.0, 3.0], vec![3.0, 4.0]]);
    let json = cg::table_json(&t);
    assert!(
        json.contains("\"outcomes\":[[[3.0,2.0],[2.0,3.0]],"),
        "{json}"
    );
}

#[test]
fn table_over_heaps_refuses_by_name() {
    let two = cg::sum_rules(&[
        (cg::preset("misere").unwrap(), 3),
        (cg::preset("squirrel").unwrap(), 3),
    ])
    .unwrap();
    let e = cg::solve_heaps(&two, 0, 3).unwrap_err().to_string();
    assert_eq!(
        e,
        "a table over heap sizes needs a one-heap ruleset; this one has 2 heaps"
    );
    let e = cg::solve_heaps(&cg::preset("squirrel").unwrap(), 0, 20_000)
        .unwrap_err()
        .to_string();
    assert!(e.contains("at most 10001"), "{e}");
    let e = cg::solve_heaps(&cg::preset("wealth").unwrap(), 0, 10_000)
        .unwrap_err()
        .to_string();
    assert!(e.contains("budget"), "{e}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn three_players_one_heap(i in inst(3, 8, 1)) {
        check(&i)?;
    }

    #[test]
    fn four_players_one_heap(i in inst(4, 7, 1)) {
        check(&i)?;
    }

    #[test]
    fn three_players_two_heaps(i in inst(3, 4, 2)) {
        check(&i)?;
    }

    #[test]
    fn four_players_two_heaps(i in inst(4, 3, 2)) {
        check(&i)?;
    }

    /// The one-pass table gives every heap's solve (random 3-player rulesets).
    #[test]
    fn table_matches_solves(i in inst(3, 6, 1)) {
        let r = i.ruleset();
        let t = cg::solve_heaps(&r, 0, 6).unwrap();
        for x in 0..=6u32 {
            let s = cg::solve(&r, &[x], 1).unwrap();
            prop_assert_eq!(&t.outcomes[x as usize], &s.outcome);
            prop_assert_eq!(&t.grounded_values[x as usize], &s.grounded_value);
        }
    }

    /// At heap 0 everything is terminal: zero gains, value = utilities of C.
    #[test]
    fn terminal_heaps_gain_nothing(mut i in inst(4, 0, 2)) {
        i.heaps = vec![0, 0];
        check(&i)?;
        let s = cg::solve(&i.ruleset(), &i.heaps, 1).unwrap();
        prop_assert!(s.outcome.iter().flatten().all(|&g| g == 0.0));
    }
}
