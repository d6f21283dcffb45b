//! A Cumulative Games position unfolded into its game tree (`cg::unfold`)
//! and written as `.efg`: node by node against an independent brute-force
//! unfolder on random rulesets, solved by `efg::solve` against the engine's
//! PSPE, read back unchanged, seed 000's examples by hand, the presets
//! against the `#/tree` export, and the refusals.

use pebbles::games::common::{Tie, Variant};
use pebbles::games::cumulative_games::{
    self as cg, ActionSet, Attitude, HeapRules, Ruleset, TieBreak, UnfoldError, Utility,
};
use pebbles::games::cumulative_subtraction::Rules;
use pebbles::games::efg::{self, EfgGame, Rational};
use pebbles::games::game_tree::{self as gt, CsSpec, View};
use pebbles::jobs::{run, EfgRequest, GameRequest, GameSource, JobError, JobRequest, JobResult};
use proptest::prelude::*;

/// A random small ruleset whose numbers are all halves, so the oracle
/// counts in halves with integers.
#[derive(Clone, Debug)]
struct Inst {
    n: usize,
    heaps: Vec<u32>,
    /// Per heap, per player: amounts (ascending).
    moves: Vec<Vec<Vec<u32>>>,
    /// Per heap: reward to receiver = (k[mover][receiver]·a + m[..][..]) / (2 if halved).
    k: Vec<Vec<Vec<i64>>>,
    m: Vec<Vec<Vec<i64>>>,
    halved: Vec<bool>,
    /// Per heap: an action is legal only when `a <= c + t` (c the mover's own).
    condition: Vec<Option<i64>>,
    /// Per heap: 0 identity, 1 zero-sum, 2 normal ±1, 3 misère ±1, 4 `min(c_i, t)`.
    utility: Vec<(u8, i64)>,
    initial: Vec<Vec<i64>>,
    next: Vec<usize>,
    /// `None`: the default preferences; else every player's cyclic order with this attitude.
    tie: Option<Tie>,
}

/// One node of the oracle's tree, in preorder.
#[derive(Debug, PartialEq)]
struct ONode {
    name: String,
    player: Option<usize>,
    actions: Vec<String>,
    children: Vec<usize>,
    payoffs: Vec<Rational>,
}

fn half(v: i64) -> Rational {
    Rational::new(i128::from(v), 2).unwrap()
}

impl Inst {
    fn ruleset(&self) -> Ruleset {
        let n = self.n;
        let heaps = (0..self.heaps.len())
            .map(|h| HeapRules {
                actions: self.moves[h]
                    .iter()
                    .map(|v| ActionSet {
                        condition: self.condition[h].map(|t| format!("a <= c + {t}")),
                        ..ActionSet::fixed(v)
                    })
                    .collect(),
                rewards: (0..n)
                    .map(|p| {
                        (0..n)
                            .map(|i| {
                                let f = format!("{}*a + {}", self.k[h][p][i], self.m[h][p][i]);
                                if self.halved[h] {
                                    format!("({f})/2")
                                } else {
                                    f
                                }
                            })
                            .collect()
                    })
                    .collect(),
                utility: match self.utility[h] {
                    (0, _) => Utility::Identity,
                    (1, _) => Utility::ZeroSum,
                    (2, _) => Utility::Normal { w: 1.0 },
                    (3, _) => Utility::Misere { w: 1.0 },
                    (_, t) => Utility::Custom {
                        formulas: (0..n).map(|i| format!("min(c{}, {t})", i + 1)).collect(),
                    },
                },
                initial: self.initial[h].iter().map(|&c| c as f64).collect(),
            })
            .collect();
        let ties = match self.tie {
            None => Vec::new(),
            Some(t) => (0..n)
                .map(|p| {
                    let order = (1..n).map(|k| (p + k) % n + 1).collect();
                    let att = match t {
                        Tie::Friendly => Attitude::Friendly,
                        Tie::Antagonistic => Attitude::Antagonistic,
                    };
                    TieBreak::uniform(order, att)
                })
                .collect(),
        };
        Ruleset {
            name: "random".into(),
            players: n,
            heaps,
            turn: Some(self.next.iter().map(|q| q + 1).collect()),
            ties,
        }
    }

    /// Twice each player's utility at a terminal.
    fn utilities2(&self, cum2: &[Vec<i64>], last: &[usize]) -> Vec<i64> {
        let mut u = vec![0; self.n];
        for (h, c) in cum2.iter().enumerate() {
            let total: i64 = c.iter().sum();
            for (i, ui) in u.iter_mut().enumerate() {
                *ui += match self.utility[h] {
                    (0, _) => c[i],
                    (1, _) => c[i] - (total - c[i]),
                    (2, _) if last[h] == i => 2,
                    (3, _) if last[h] != i => 2,
                    (2 | 3, _) => -2,
                    (_, t) => c[i].min(2 * t),
                };
            }
        }
        u
    }

    /// The whole tree by plain recursion, cumulations counted in halves.
    fn grow(
        &self,
        (xs, cum2, last): (&mut Vec<u32>, &mut Vec<Vec<i64>>, &mut Vec<usize>),
        p: usize,
        out: &mut Vec<ONode>,
    ) -> usize {
        let id = out.len();
        let cums: String = cum2
            .iter()
            .map(|c| {
                let v: Vec<String> = c.iter().map(|&x| half(x).to_string()).collect();
                format!("({})", v.join(","))
            })
            .collect();
        let sizes: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
        out.push(ONode {
            name: format!("{};{cums}", sizes.join(",")),
            player: None,
            actions: Vec::new(),
            children: Vec::new(),
            payoffs: Vec::new(),
        });
        for h in 0..xs.len() {
            for &a in &self.moves[h][p] {
                let legal = self.condition[h].is_none_or(|t| 2 * a as i64 <= cum2[h][p] + 2 * t);
                if a > xs[h] || !legal {
                    continue;
                }
                let (sx, sc, sl) = (xs[h], cum2[h].clone(), last[h]);
                xs[h] -= a;
                for (i, c) in cum2[h].iter_mut().enumerate() {
                    let r = self.k[h][p][i] * a as i64 + self.m[h][p][i];
                    *c += if self.halved[h] { r } else { 2 * r };
                }
                last[h] = p;
                let child = self.grow((xs, cum2, last), self.next[p], out);
                (xs[h], cum2[h], last[h]) = (sx, sc, sl);
                out[id].children.push(child);
                out[id].actions.push(match self.heaps.len() {
                    1 => a.to_string(),
                    _ => format!("{a} from heap {}", h + 1),
                });
            }
        }
        if out[id].children.is_empty() {
            out[id].payoffs = self.utilities2(cum2, last).into_iter().map(half).collect();
        } else {
            out[id].player = Some(p + 1);
        }
        id
    }

    fn tree(&self, first: usize) -> Vec<ONode> {
        let n = self.n;
        let prev = (0..n)
            .find(|&q| self.next[q] == first)
            .unwrap_or((first + n - 1) % n);
        let mut cum2: Vec<Vec<i64>> = self
            .initial
            .iter()
            .map(|c| c.iter().map(|v| 2 * v).collect())
            .collect();
        let mut out = Vec::new();
        let state = (
            &mut self.heaps.clone(),
            &mut cum2,
            &mut vec![prev; self.heaps.len()],
        );
        self.grow(state, first, &mut out);
        out
    }
}

fn inst(n: usize, max_heap: u32, d: usize) -> impl Strategy<Value = Inst> {
    let matrix = move |lo: i64, hi: i64| {
        prop::collection::vec(
            prop::collection::vec(prop::collection::vec(lo..=hi, n), n),
            d,
        )
    };
    let per_heap = (
        prop::collection::vec(any::<bool>(), d),
        prop::collection::vec(prop::option::weighted(0.3, 0i64..=1), d),
        prop::collection::vec((0u8..=4, 0i64..=3), d),
        prop::collection::vec(prop::collection::vec(-2i64..=3, n), d),
    );
    (
        prop::collection::vec(0..=max_heap, d),
        prop::collection::vec(
            prop::collection::vec(prop::collection::btree_set(1u32..=3, 1..=2), n),
            d,
        ),
        matrix(-1, 2),
        matrix(-1, 1),
        per_heap,
        prop::collection::vec(0usize..n, n),
        prop::option::of(prop_oneof![Just(Tie::Antagonistic), Just(Tie::Friendly)]),
    )
        .prop_map(
            move |(heaps, moves, k, m, (halved, condition, utility, initial), next, tie)| Inst {
                n,
                heaps,
                moves: moves
                    .into_iter()
                    .map(|hp| hp.into_iter().map(|s| s.into_iter().collect()).collect())
                    .collect(),
                k,
                m,
                halved,
                condition,
                utility,
                initial,
                next,
                tie,
            },
        )
}

/// The unfolded tree equals the oracle's, reads back unchanged, and
/// `efg::solve` with the ruleset's tie rule gives the engine's PSPE value
/// and play.
fn check(i: &Inst, first: usize) -> Result<(), TestCaseError> {
    let r = i.ruleset();
    let u = cg::unfold(&r, &i.heaps, first).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let g = &u.game;
    let oracle = i.tree(first - 1);
    prop_assert_eq!(g.nodes.len(), oracle.len());
    for (node, o) in g.nodes.iter().zip(&oracle) {
        let got = (&node.name, node.player, &node.actions, &node.children);
        prop_assert_eq!(got, (&o.name, o.player, &o.actions, &o.children));
        prop_assert_eq!(&node.payoffs, &o.payoffs, "at {}", o.name);
    }
    let tie = i.tie.unwrap_or(Tie::Antagonistic);
    prop_assert_eq!(u.tie, Some(tie));
    prop_assert_eq!(&efg::parse(&efg::to_efg(g)).unwrap(), g);
    let pspe = efg::solve(g, tie);
    let sol = cg::solve(&r, &i.heaps, first).unwrap();
    let value: Vec<Rational> = sol.value.iter().map(|&v| exact(v)).collect();
    prop_assert_eq!(&pspe.payoffs, &value);
    let play = efg::report(g, &pspe).play;
    let line: Vec<String> = sol
        .pspe_line
        .iter()
        .map(|m| match i.heaps.len() {
            1 => m.amount.to_string(),
            _ => format!("{} from heap {}", m.amount, m.heap_index + 1),
        })
        .collect();
    prop_assert_eq!(play, line);
    Ok(())
}

fn exact(v: f64) -> Rational {
    Rational::from_f64(v).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(250))]

    #[test]
    fn two_players_one_heap(i in inst(2, 9, 1), first in 1usize..=2) {
        check(&i, first)?;
    }

    #[test]
    fn three_players_one_heap(i in inst(3, 8, 1), first in 1usize..=3) {
        check(&i, first)?;
    }

    #[test]
    fn four_players_two_heaps(i in inst(4, 3, 2), first in 1usize..=4) {
        check(&i, first)?;
    }

    #[test]
    fn three_players_three_heaps(i in inst(3, 3, 3), first in 1usize..=3) {
        check(&i, first)?;
    }
}

fn rs(v: &[&str]) -> Vec<Rational> {
    v.iter().map(|t| Rational::parse(t).unwrap()).collect()
}

fn pspe(r: &Ruleset, heaps: &[u32], first: usize) -> (EfgGame, efg::Pspe) {
    let u = cg::unfold(r, heaps, first).unwrap();
    let g = efg::parse(&efg::to_efg(&u.game)).unwrap();
    let s = efg::solve(&g, u.tie.unwrap());
    (g, s)
}

#[test]
fn squirrel_at_heap_7_by_hand() {
    // P1 takes 2 (heap 5): P2 then prefers taking 3 ((4,3)) to 2 (P1 ends
    // with 3: (5,2)). Taking 3 first (heap 4) lets P2 end it at (3,3). So P1
    // takes 2 and PSPE play is 2, 3, 2 with payoffs (4,3).
    let (g, s) = pspe(&cg::preset("squirrel").unwrap(), &[7], 1);
    assert_eq!(g.title, "squirrel, heap 7, player 1 first");
    assert_eq!(g.players, ["Player 1", "Player 2"]);
    assert_eq!(g.nodes.len(), 11);
    assert_eq!(g.nodes.iter().filter(|n| n.player.is_none()).count(), 5);
    assert_eq!(s.payoffs, rs(&["4", "3"]));
    assert_eq!(efg::report(&g, &s).play, ["2", "3", "2"]);
    let names: Vec<&str> = s.path.iter().map(|&v| g.nodes[v].name.as_str()).collect();
    assert_eq!(names, ["7;(0,0)", "5;(2,0)", "2;(2,3)", "0;(4,3)"]);
}

#[test]
fn wealth_at_heap_4_carries_the_cumulations() {
    // Wealth (P6): take any amount up to your own cumulation, from (1,1);
    // normal play. Heap-dynamic it is not: the tree needs the real
    // cumulations. 4;(1,1) → 3;(2,1) → 2;(2,2), where P1 takes both and wins.
    let (g, s) = pspe(&cg::preset("wealth").unwrap(), &[4], 1);
    let names: Vec<&str> = g.nodes.iter().map(|n| n.name.as_str()).collect();
    assert_eq!(
        names,
        ["4;(1,1)", "3;(2,1)", "2;(2,2)", "1;(3,2)", "0;(3,3)", "0;(4,2)"]
    );
    assert_eq!(g.nodes[4].payoffs, rs(&["-1", "1"]));
    assert_eq!(s.payoffs, rs(&["1", "-1"]));
    assert_eq!(efg::report(&g, &s).play, ["1", "1", "2"]);
}

#[test]
fn section_1_3_misere_plus_squirrel_exactly() {
    // §1.3: misère ±w on one heap of 4 plus squirrel on another of 4. Alice
    // gets 3 (w = 1), 5/2 (w = 1/2: indifferent), 11/4 (w = 1/4, greedy).
    // Greedy (take 3 on the squirrel heap) gives (3 − w, w), the sacrifice
    // (take 2) (2 + w, 2 − w); at w = 1/2 Alice, antagonistic, picks greedy.
    for (w, value) in [
        (1.0, ["3", "1"]),
        (0.5, ["5/2", "1/2"]),
        (0.25, ["11/4", "1/4"]),
    ] {
        let mut m = cg::preset("misere").unwrap();
        m.heaps[0].utility = Utility::Misere { w };
        let sum = cg::sum_rules(&[(m, 4), (cg::preset("squirrel").unwrap(), 4)]).unwrap();
        let (g, s) = pspe(&sum, &[4, 4], 1);
        assert_eq!(s.payoffs, rs(&value), "w = {w}");
        assert_eq!(
            g.nodes[0].actions,
            [
                "2 from heap 1",
                "3 from heap 1",
                "2 from heap 2",
                "3 from heap 2"
            ]
        );
        let engine = cg::solve(&sum, &[4, 4], 1).unwrap().value;
        assert_eq!(
            s.payoffs,
            engine.iter().map(|&v| exact(v)).collect::<Vec<_>>()
        );
    }
}

#[test]
fn example_5_tragedy_of_the_commons() {
    // Example 5: {20,31,51} from 100: PSPE takes 51 then 31: (51,31).
    let (g, s) = pspe(&cg::preset("tragedy").unwrap(), &[100], 1);
    assert_eq!(s.payoffs, rs(&["51", "31"]));
    assert_eq!(efg::report(&g, &s).play, ["51", "31"]);
}

#[test]
fn presets_equal_the_tree_pages_export() {
    let modes = [
        ("squirrel", Variant::SelfInterest),
        ("scoring", Variant::ZeroSum),
        ("normal", Variant::Normal),
        ("misere", Variant::Misere),
    ];
    for ((name, mode), x) in modes.into_iter().flat_map(|m| (0..=9).map(move |x| (m, x))) {
        let mut spec = CsSpec::new(Rules::symmetric(vec![2, 3]), x, mode, View::Tree);
        spec.budget = gt::MAX_BUDGET;
        let tree = efg::from_graph(&gt::build(&spec).unwrap()).unwrap();
        let game = cg::unfold(&cg::preset(name).unwrap(), &[x], 1)
            .unwrap()
            .game;
        let strip = |g: &EfgGame| -> Vec<_> {
            g.nodes
                .iter()
                .map(|n| {
                    (
                        n.player,
                        n.actions.clone(),
                        n.children.clone(),
                        n.payoffs.clone(),
                    )
                })
                .collect()
        };
        assert_eq!(strip(&game), strip(&tree), "{name} at {x}");
        let names = |g: &EfgGame| g.nodes.iter().map(|n| n.name.clone()).collect::<Vec<_>>();
        assert_eq!(names(&game), names(&tree), "{name} at {x}");
    }
}

#[test]
fn the_job_writes_any_ruleset() {
    let request = |source: GameSource, heaps: Vec<u32>| {
        JobRequest::Efg(EfgRequest::ExportGame(GameRequest {
            source,
            heaps,
            first: 2,
        }))
    };
    let body = |r: JobRequest| match run(r) {
        Ok(JobResult::File { name, body, .. }) => {
            assert_eq!(name, "pebbles-game.efg");
            body
        }
        other => panic!("{other:?}"),
    };
    let halves = include_str!("../efg/halves.json").to_string();
    let file = body(request(GameSource::Json(halves.clone()), vec![4]));
    let g = efg::parse(&file).unwrap();
    assert_eq!(g.nodes[0].player, Some(2));
    let rules = cg::ruleset_from_json(&halves).unwrap();
    assert_eq!(g, cg::unfold(&rules, &[4], 2).unwrap().game);
    // A sum's heaps are its components'; one heap size serves every heap.
    let sum = body(request(
        GameSource::Sum(vec![("misere".into(), 3), ("squirrel".into(), 2)]),
        vec![],
    ));
    assert!(sum.starts_with("EFG 2 R \"misere + squirrel, heaps 3,2, player 2 first\""));
    let both = body(request(
        GameSource::Json(cg::to_json(
            &cg::sum_rules(&[
                (cg::preset("squirrel").unwrap(), 0),
                (cg::preset("squirrel").unwrap(), 0),
            ])
            .unwrap(),
        )),
        vec![3],
    ));
    assert!(both.contains("p \"3,3;(0,0)(0,0)\" 2 1"), "{both}");
    // A tree too large for a file is the page's work limit, with its numbers.
    match run(request(GameSource::Preset("squirrel".into()), vec![60])) {
        Err(JobError::Limit { work, limit, .. }) => {
            assert_eq!((work, limit), (35_676_948, cg::MAX_UNFOLD_NODES as u64))
        }
        other => panic!("{other:?}"),
    }
    // The request survives the worker's codec.
    let cfg = bincode::config::standard();
    let r = request(GameSource::Preset("wealth".into()), vec![5]);
    let bytes = bincode::serde::encode_to_vec(&r, cfg).unwrap();
    let back: JobRequest = bincode::serde::decode_from_slice(&bytes, cfg).unwrap().0;
    assert_eq!(back, r);
}

#[test]
fn refusals_name_the_size_or_the_payoff() {
    let squirrel = cg::preset("squirrel").unwrap();
    match cg::unfold(&squirrel, &[60], 1) {
        Err(
            e @ UnfoldError::TooLarge {
                nodes: 35_676_948,
                limit: cg::MAX_UNFOLD_NODES,
            },
        ) => {
            assert!(e.to_string().contains("35676948 nodes"), "{e}")
        }
        other => panic!("{other:?}"),
    }
    // The tree of S = {2,3} from x has 1 + T(x − 2) + T(x − 3) nodes: 17 990
    // from 33 (written), 23 832 from 34 (refused).
    fn count(x: u32) -> u64 {
        1 + [2, 3]
            .iter()
            .filter(|&&a| a <= x)
            .map(|&a| count(x - a))
            .sum::<u64>()
    }
    let nodes = cg::unfold(&squirrel, &[33], 1).unwrap().game.nodes.len();
    assert_eq!((nodes as u64, count(33)), (17_990, 17_990));
    match cg::unfold(&squirrel, &[34], 1) {
        Err(UnfoldError::TooLarge { nodes, .. }) => {
            assert_eq!((nodes, count(34)), (23_832, 23_832))
        }
        other => panic!("{other:?}"),
    }
    let mut big = squirrel.clone();
    big.heaps[0].utility = Utility::Custom {
        formulas: vec!["10^30 + c1".into(), "c2".into()],
    };
    match cg::unfold(&big, &[2], 1) {
        Err(e @ UnfoldError::Payoff { .. }) => assert!(e.to_string().contains("`0;(2,0)`"), "{e}"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        cg::unfold(&squirrel, &[3, 3], 1),
        Err(UnfoldError::Solve(_))
    ));
    assert!(matches!(
        cg::unfold(&squirrel, &[3], 3),
        Err(UnfoldError::Solve(_))
    ));
    // Preferences that are not one cyclic rule are said so in the file.
    let mut three = Ruleset {
        players: 3,
        ..squirrel
    };
    three.heaps[0].rewards = vec![vec!["a".into(), "0".into(), "0".into()]];
    three.ties = vec![
        TieBreak::uniform(vec![3, 2], Attitude::Antagonistic),
        TieBreak::uniform(vec![3, 1], Attitude::Antagonistic),
        TieBreak::uniform(vec![1, 2], Attitude::Antagonistic),
    ];
    let u = cg::unfold(&three, &[4], 1).unwrap();
    assert_eq!(u.tie, None);
    assert!(u.game.comment.contains("not one cyclic rule"));
}
