//! The paper's searches (seed 000 §9): Observation 7's discrepancies and the
//! Pareto examples, checked against the paper's statements, against a
//! brute-force recursion written from Definitions 2–5, against an
//! enumeration of every play, and against the Cumulative Games engine.

use std::collections::HashMap;

use pebbles::games::common::Tie;
use pebbles::games::cumulative_games::{self as cg, ActionSet, Attitude, TieBreak};
use pebbles::games::search::{
    self, first_discrepancy, pareto_cases, Criterion, DiscrepancySearch, DiscrepancySpec,
    ParetoSearch, ParetoSpec, SearchError,
};
use proptest::prelude::*;

#[test]
fn observation7_friendly_3_5_differs_first_at_14() {
    let d = first_discrepancy(&[3, 5], Tie::Friendly, 600, Criterion::Actions).unwrap();
    assert_eq!(d.heap, 14);
    assert_eq!((d.zero_sum, d.zero_sum_moves.clone()), (3, vec![5]));
    assert_eq!(
        (d.self_interest_difference, d.self_interest_moves),
        (2, vec![3])
    );
    assert_eq!(
        first_discrepancy(&[3, 5], Tie::Antagonistic, 600, Criterion::Actions),
        None
    );
}

#[test]
fn observation7_antagonistic_6_13_17_differs_at_76() {
    let d = first_discrepancy(&[6, 13, 17], Tie::Antagonistic, 600, Criterion::Actions).unwrap();
    assert_eq!(d.heap, 76);
    // "The optimal action is either 6 or 17" (self-interest); zero-sum takes 13.
    assert_eq!((d.zero_sum, d.zero_sum_moves), (5, vec![13]));
    assert_eq!(d.self_interest, (40, 36));
    assert_eq!(
        (d.self_interest_difference, d.self_interest_moves),
        (4, vec![6, 17])
    );
}

#[test]
fn observation7_no_antagonistic_pair_differs_up_to_20() {
    let spec = DiscrepancySpec {
        size: 2,
        max: 20,
        bound: 600,
        criterion: Criterion::Actions,
    };
    let r = search::discrepancy(spec).unwrap();
    assert_eq!(r.sets, 190);
    assert_eq!(r.antagonistic.count, 0);
    assert!(r
        .friendly
        .cases
        .iter()
        .any(|d| d.set == [3, 5] && d.heap == 14));
    // The step API gives the same report.
    let mut s = DiscrepancySearch::new(spec).unwrap();
    while !s.step(7) {}
    assert_eq!(s.progress(), (190, 190));
    assert_eq!(s.report(), r);
}

/// Zero-sum value and self-interest gains by Definitions 2–5, by plain
/// memoised recursion (Player 1 = index 0).
struct Oracle<'a> {
    s: &'a [u32],
    tie: Tie,
    zs: HashMap<(u32, usize), i64>,
    si: HashMap<(u32, usize), (i64, i64)>,
}

impl Oracle<'_> {
    fn zs(&mut self, x: u32, p: usize) -> i64 {
        if let Some(&v) = self.zs.get(&(x, p)) {
            return v;
        }
        let opts: Vec<i64> = self
            .s
            .iter()
            .filter(|&&a| a <= x)
            .map(|&a| {
                let sign = if p == 0 { 1 } else { -1 };
                sign * i64::from(a) + self.zs(x - a, 1 - p)
            })
            .collect();
        let v = if opts.is_empty() {
            0
        } else if p == 0 {
            *opts.iter().max().unwrap()
        } else {
            *opts.iter().min().unwrap()
        };
        self.zs.insert((x, p), v);
        v
    }

    /// The gains after `p` takes `a` at `x`.
    fn after(&mut self, x: u32, p: usize, a: u32) -> (i64, i64) {
        let (l, r) = self.si(x - a, 1 - p);
        if p == 0 {
            (l + i64::from(a), r)
        } else {
            (l, r + i64::from(a))
        }
    }

    fn si(&mut self, x: u32, p: usize) -> (i64, i64) {
        if let Some(&v) = self.si.get(&(x, p)) {
            return v;
        }
        let mut best: Option<(i64, i64)> = None;
        for &a in self.s.iter().filter(|&&a| a <= x) {
            let v = self.after(x, p, a);
            let (own, other) = if p == 0 { v } else { (v.1, v.0) };
            let better = match best {
                None => true,
                Some(b) => {
                    let (bo, bt) = if p == 0 { b } else { (b.1, b.0) };
                    own > bo
                        || (own == bo
                            && match self.tie {
                                Tie::Antagonistic => other < bt,
                                Tie::Friendly => other > bt,
                            })
                }
            };
            if better {
                best = Some(v);
            }
        }
        let v = best.unwrap_or((0, 0));
        self.si.insert((x, p), v);
        v
    }

    /// (zero-sum optimal amounts, self-interest optimal amounts) at `x`.
    fn optimal(&mut self, x: u32) -> (Vec<u32>, Vec<u32>) {
        let best_zs = self.zs(x, 0);
        let best_si = self.si(x, 0);
        let moves: Vec<u32> = self.s.iter().copied().filter(|&a| a <= x).collect();
        let zs = moves
            .iter()
            .copied()
            .filter(|&a| i64::from(a) + self.zs(x - a, 1) == best_zs)
            .collect();
        let si = moves
            .iter()
            .copied()
            .filter(|&a| self.after(x, 0, a) == best_si)
            .collect();
        (zs, si)
    }
}

/// Every play from `x` (`p` to move): the gains at its end.
fn all_plays(s: &[u32], x: u32, p: usize, acc: (i64, i64), out: &mut Vec<(i64, i64)>) {
    let moves: Vec<u32> = s.iter().copied().filter(|&a| a <= x).collect();
    if moves.is_empty() {
        out.push(acc);
    }
    for a in moves {
        let a64 = i64::from(a);
        let next = if p == 0 {
            (acc.0 + a64, acc.1)
        } else {
            (acc.0, acc.1 + a64)
        };
        all_plays(s, x - a, 1 - p, next, out);
    }
}

fn set_strategy() -> impl Strategy<Value = Vec<u32>> {
    prop::collection::btree_set(1u32..=9, 1..=3).prop_map(|s| s.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn first_discrepancy_matches_the_definitions(s in set_strategy(), friendly in any::<bool>()) {
        let tie = if friendly { Tie::Friendly } else { Tie::Antagonistic };
        let mut o = Oracle { s: &s, tie, zs: HashMap::new(), si: HashMap::new() };
        let want = (0..=60u32).find(|&x| { let (a, b) = o.optimal(x); a != b });
        let got = first_discrepancy(&s, tie, 60, Criterion::Actions);
        prop_assert_eq!(got.as_ref().map(|d| d.heap), want);
        if let Some(d) = got {
            let (zs, si) = o.optimal(d.heap);
            prop_assert_eq!((d.zero_sum_moves, d.self_interest_moves), (zs, si));
            prop_assert_eq!(d.zero_sum, o.zs(d.heap, 0));
            prop_assert_eq!(d.self_interest, o.si(d.heap, 0));
        }
    }

    #[test]
    fn pareto_cases_match_every_play(s in set_strategy(), friendly in any::<bool>(), strict in any::<bool>()) {
        let tie = if friendly { Tie::Friendly } else { Tie::Antagonistic };
        let cases = pareto_cases(&s, tie, (0, 22), strict);
        let mut o = Oracle { s: &s, tie, zs: HashMap::new(), si: HashMap::new() };
        for x in 0..=22u32 {
            let v = o.si(x, 0);
            let mut plays = Vec::new();
            all_plays(&s, x, 0, (0, 0), &mut plays);
            let dominated = plays.iter().any(|&g| if strict {
                g.0 > v.0 && g.1 > v.1
            } else {
                g.0 >= v.0 && g.1 >= v.1 && g != v
            });
            let case = cases.iter().find(|c| c.heap == x);
            prop_assert_eq!(case.is_some(), dominated, "heap {}", x);
            if let Some(c) = case {
                prop_assert_eq!(c.pspe, v);
                prop_assert!(plays.contains(&c.better));
                // The better play is legal and pays what it says.
                let (mut h, mut g, mut p) = (x, (0i64, 0i64), 0);
                for &a in &c.better_play {
                    prop_assert!(s.contains(&a) && a <= h);
                    h -= a;
                    if p == 0 { g.0 += i64::from(a) } else { g.1 += i64::from(a) }
                    p = 1 - p;
                }
                prop_assert!(s.iter().all(|&a| a > h));
                prop_assert_eq!(g, c.better);
            }
        }
    }
}

#[test]
fn pareto_3_7_first_fails_at_30_and_15_15_improves() {
    for strict in [false, true] {
        let cases = pareto_cases(&[3, 7], Tie::Antagonistic, (0, 60), strict);
        let c = &cases[0];
        assert_eq!(c.heap, 30);
        assert_eq!(c.pspe, (14, 14));
        assert_eq!(c.pspe_play, vec![7, 7, 7, 7]);
        assert_eq!(c.better, (15, 15));
        assert_eq!(c.better_play, vec![3; 10]);
    }
    // "S = {2,3} … Pareto efficient, both for antagonistic and cooperative tie break rule."
    for tie in [Tie::Antagonistic, Tie::Friendly] {
        assert!(pareto_cases(&[2, 3], tie, (0, 300), false).is_empty());
    }
}

#[test]
fn example5_tragedy_of_the_common() {
    let cases = pareto_cases(&[20, 31, 51], Tie::Antagonistic, (100, 100), true);
    let c = &cases[0];
    assert_eq!((c.pspe, c.pspe_play.clone()), ((51, 31), vec![51, 31]));
    assert_eq!(c.better, (60, 40));
    assert_eq!(c.better_play, vec![20; 5]);
    assert!(search::frontier(&[20, 31, 51], 100)
        .unwrap()
        .contains(&(60, 40)));
    assert_eq!(search::frontier(&[1], 5000), Err(SearchError::Bound(5000)));
}

#[test]
fn pareto_agrees_with_the_cumulative_games_engine() {
    let mut base = cg::preset("squirrel").unwrap();
    base.ties = vec![
        TieBreak::uniform(vec![2], Attitude::Antagonistic),
        TieBreak::uniform(vec![1], Attitude::Antagonistic),
    ];
    for s in [
        vec![2, 5],
        vec![3, 5],
        vec![3, 7],
        vec![1, 4],
        vec![2, 3, 7],
    ] {
        base.heaps[0].actions = vec![ActionSet::fixed(&s)];
        let cases = pareto_cases(&s, Tie::Antagonistic, (0, 40), false);
        for x in 0..=40 {
            let sol = cg::solve(&base, &[x], 1).unwrap();
            assert!(sol.pareto_checked);
            let ours = cases.iter().any(|c| c.heap == x);
            assert_eq!(ours, !sol.pareto_efficient, "{s:?} heap {x}");
        }
    }
}

#[test]
fn searches_refuse_out_of_range_work() {
    let d = |size, max, bound| {
        search::discrepancy(DiscrepancySpec {
            size,
            max,
            bound,
            criterion: Criterion::Values,
        })
    };
    assert_eq!(d(0, 20, 10).unwrap_err(), SearchError::Size(0));
    assert_eq!(
        d(3, 2, 10).unwrap_err(),
        SearchError::Max { max: 2, size: 3 }
    );
    assert_eq!(d(2, 20, 200_000).unwrap_err(), SearchError::Bound(200_000));
    assert!(matches!(d(3, 100, 100_000), Err(SearchError::Work { .. })));
    assert!(matches!(d(4, 200, 10), Err(SearchError::Sets { .. })));
    let p = |heaps| {
        ParetoSearch::new(ParetoSpec {
            size: 2,
            max: 10,
            heaps,
            tie: Tie::Friendly,
            strict: false,
        })
    };
    assert_eq!(p((9, 2)).unwrap_err(), SearchError::Bound(9));
    assert_eq!(
        p((0, 100_000)).unwrap_err(),
        SearchError::ParetoHeap(100_000)
    );
    assert!(matches!(
        search::pareto(ParetoSpec {
            size: 3,
            max: 100,
            heaps: (0, 1000),
            tie: Tie::Friendly,
            strict: false
        }),
        Err(SearchError::ParetoWork { .. })
    ));
    let spec = ParetoSpec {
        size: 2,
        max: 8,
        heaps: (0, 40),
        tie: Tie::Antagonistic,
        strict: false,
    };
    let mut s = ParetoSearch::new(spec).unwrap();
    while !s.step(5) {}
    assert_eq!(s.report(), search::pareto(spec).unwrap());
}
