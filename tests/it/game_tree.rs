//! Game trees and DAGs: the paper's Figures 2–5 (seed 000), Nim graphs (seed
//! 004), a backward-induction oracle, the node budget and the exporters.
//! Layout aesthetics (property tests) are in `tests/tree_layout.rs`.

use std::collections::{BTreeSet, HashMap};

use pebbles::export;
use pebbles::games::common::{Class, Player, Tie, Ties, Variant};
use pebbles::games::cumulative_subtraction::{solve, Rules};
use pebbles::games::game_tree::{
    build, nim_graph, CsSpec, GameGraph, NimSpec, Value, View, NODE_BUDGET,
};
use pebbles::layout::{graph_layout, LayoutOpts};
use proptest::prelude::*;
use Player::{Left, Right};

const EPS: f64 = 1e-6;

fn s23(heap: u32, mode: Variant, view: View) -> GameGraph {
    build(&CsSpec::new(Rules::symmetric(vec![2, 3]), heap, mode, view)).unwrap()
}

fn heaps_of_line(g: &GameGraph) -> Vec<u32> {
    let mut out = vec![g.nodes[g.root].heap];
    out.extend(g.pspe_line().iter().map(|&e| g.nodes[g.edges[e].to].heap));
    out
}

/// Edges (parent heap, child heap) flagged `determines`.
fn determining(g: &GameGraph) -> BTreeSet<(u32, u32)> {
    g.edges
        .iter()
        .filter(|e| e.determines)
        .map(|e| (g.nodes[e.from].heap, g.nodes[e.to].heap))
        .collect()
}

// ------------------------------------------------------------ the paper

#[test]
fn figure4_tree_has_11_nodes_and_pspe_7_5_2_0_with_utilities_4_3() {
    let g = s23(7, Variant::SelfInterest, View::Tree);
    assert_eq!(g.nodes.len(), 11);
    assert_eq!(g.edges.len(), 10);
    assert!(!g.truncated);
    assert_eq!(g.nodes[g.root].label, "7;(0,0)");
    assert_eq!(g.nodes[g.root].to_move, Some(Left));
    assert_eq!(heaps_of_line(&g), vec![7, 5, 2, 0]);
    let line = g.pspe_line();
    let leaf = &g.nodes[g.edges[*line.last().unwrap()].to];
    assert_eq!(leaf.cumulations, Some((4, 3)));
    assert_eq!(leaf.value, Value::Pair(4, 3));
    assert_eq!(g.nodes[g.root].value, Value::Pair(4, 3));
    // The PSPE is a strategy profile: one thick edge at every inner node.
    for n in g.nodes.iter().filter(|n| !n.terminal) {
        assert_eq!(
            g.edges.iter().filter(|e| e.from == n.id && e.pspe).count(),
            1
        );
    }
    // Figure 4's leaves, left to right: the utilities of the whole tree.
    let mut leaves: Vec<&str> = g
        .nodes
        .iter()
        .filter(|n| n.terminal)
        .map(|n| n.label.as_str())
        .collect();
    leaves.sort_unstable();
    assert_eq!(
        leaves,
        vec!["0;(4,3)", "0;(5,2)", "0;(5,2)", "1;(3,3)", "1;(4,2)"]
    );
}

#[test]
fn figure4_zero_sum_play_is_the_same_line() {
    let g = s23(7, Variant::ZeroSum, View::Tree);
    assert_eq!(g.nodes[g.root].value, Value::Score(1));
    assert_eq!(heaps_of_line(&g), vec![7, 5, 2, 0]);
}

#[test]
fn section_2_4_merging_equal_subtrees_shares_0_5_2() {
    let mut spec = CsSpec::new(
        Rules::symmetric(vec![2, 3]),
        7,
        Variant::SelfInterest,
        View::Tree,
    );
    spec.merge = true;
    let g = build(&spec).unwrap();
    assert!(g.merged);
    assert_eq!(g.nodes.len(), 10);
    assert_eq!(g.edges.len(), 10);
    let shared = g.nodes.iter().find(|n| n.label == "0;(5,2)").unwrap();
    assert_eq!(g.edges.iter().filter(|e| e.to == shared.id).count(), 2);
    assert_eq!(heaps_of_line(&g), vec![7, 5, 2, 0]);
}

#[test]
fn figure5_heap_dag_and_its_doubled_edges() {
    for mode in [Variant::ZeroSum, Variant::SelfInterest] {
        let g = s23(7, mode, View::Dag);
        let heaps: Vec<u32> = g.nodes.iter().map(|n| n.heap).collect();
        assert_eq!(
            heaps.iter().copied().collect::<BTreeSet<_>>(),
            [0, 1, 2, 3, 4, 5, 7].into_iter().collect()
        );
        assert_eq!(heaps.len(), 7, "one node per heap size");
        let edges: BTreeSet<(u32, u32, u32)> = g
            .edges
            .iter()
            .map(|e| (g.nodes[e.from].heap, g.nodes[e.to].heap, e.amount))
            .collect();
        let want: BTreeSet<(u32, u32, u32)> = [
            (7, 5, 2),
            (7, 4, 3),
            (5, 3, 2),
            (5, 2, 3),
            (4, 2, 2),
            (4, 1, 3),
            (3, 1, 2),
            (3, 0, 3),
            (2, 0, 2),
        ]
        .into_iter()
        .collect();
        assert_eq!(edges, want);
        assert_eq!(
            determining(&g),
            [(7, 5), (5, 2), (4, 1), (3, 0), (2, 0)]
                .into_iter()
                .collect(),
            "{mode:?}"
        );
        assert!(g
            .nodes
            .iter()
            .all(|n| n.to_move.is_none() && n.cumulations.is_none()));
        assert_eq!(heaps_of_line(&g), vec![7, 5, 2, 0]);
    }
    let value = |g: &GameGraph, x: u32| {
        g.nodes
            .iter()
            .find(|n| n.heap == x)
            .unwrap()
            .value_label
            .clone()
    };
    let zs = s23(7, Variant::ZeroSum, View::Dag);
    let got: Vec<String> = [0, 1, 2, 3, 4, 5, 7]
        .iter()
        .map(|&x| value(&zs, x))
        .collect();
    assert_eq!(got, ["0", "0", "2", "3", "3", "1", "1"]);
    let si = s23(7, Variant::SelfInterest, View::Dag);
    let got: Vec<String> = [0, 1, 2, 3, 4, 5, 7]
        .iter()
        .map(|&x| value(&si, x))
        .collect();
    assert_eq!(
        got,
        ["(0,0)", "(0,0)", "(2,0)", "(3,0)", "(3,0)", "(3,2)", "(4,3)"]
    );
}

#[test]
fn partizan_heap_dag_keys_heap_and_player_to_move() {
    let spec = CsSpec::new(
        Rules::partizan(vec![2, 3], vec![1, 4]),
        7,
        Variant::ZeroSum,
        View::Dag,
    );
    let g = build(&spec).unwrap();
    assert_eq!(g.nodes[g.root].to_move, Some(Left));
    // Example 2: o_zs(7, 1) = -1.
    assert_eq!(g.nodes[g.root].value, Value::Score(-1));
    let keys: BTreeSet<(u32, bool)> = g
        .nodes
        .iter()
        .map(|n| (n.heap, n.to_move == Some(Left)))
        .collect();
    assert_eq!(keys.len(), g.nodes.len());
    for e in &g.edges {
        assert_eq!(e.mover, g.nodes[e.from].to_move);
        assert_ne!(g.nodes[e.from].to_move, g.nodes[e.to].to_move);
    }
}

#[test]
fn figure3_partizan_tree_left_options_slant_left() {
    let g = s23(4, Variant::SelfInterest, View::Cgt);
    // 4;(0,0) → Left: 2;(2,0), 1;(3,0); Right: 2;(0,2), 1;(0,3); then the
    // heaps of 2 give 0;(4,0), 0;(2,2), 0;(2,2), 0;(0,4).
    let mut labels: Vec<&str> = g.nodes.iter().map(|n| n.label.as_str()).collect();
    labels.sort_unstable();
    assert_eq!(
        labels,
        [
            "0;(0,4)", "0;(2,2)", "0;(2,2)", "0;(4,0)", "1;(0,3)", "1;(3,0)", "2;(0,2)", "2;(2,0)",
            "4;(0,0)"
        ]
    );
    assert!(g.nodes.iter().all(|n| n.to_move.is_none()));
    // Left starts: (3,0); Right starts: (0,3).
    assert_eq!(g.nodes[g.root].value_label, "(3,0) | (0,3)");
    let lay = graph_layout(&g, &LayoutOpts::default());
    for e in &g.edges {
        let (p, c) = (lay.nodes[e.from], lay.nodes[e.to]);
        match e.mover {
            Some(Left) => assert!(c.x < p.x - EPS, "Left option right of parent"),
            Some(Right) => assert!(c.x > p.x + EPS, "Right option left of parent"),
            None => panic!("partizan tree edges have a mover"),
        }
        assert!(c.y > p.y);
    }
}

#[test]
fn normal_and_misere_trees_name_the_winner() {
    // S={2,3}: heap 7 is P in normal play (table seed 000 §1.4: 7 is P? check
    // against the heap DAG class instead of hard-coding).
    let t = s23(7, Variant::Normal, View::Tree);
    let d = s23(7, Variant::Normal, View::Dag);
    let class = match d.nodes[d.root].value {
        Value::Class(c) => c,
        ref v => panic!("{v:?}"),
    };
    let want = if class == Class::N { Left } else { Right };
    assert_eq!(t.nodes[t.root].value, Value::Winner(want));
    // Leaves: the player to move loses in normal play, wins in misère play.
    for n in t.nodes.iter().filter(|n| n.terminal) {
        assert_eq!(n.value, Value::Winner(n.to_move.unwrap().other()));
    }
    let m = s23(7, Variant::Misere, View::Tree);
    for n in m.nodes.iter().filter(|n| n.terminal) {
        assert_eq!(n.value, Value::Winner(n.to_move.unwrap()));
    }
}

#[test]
fn cumulations_and_starting_player_shift_the_values() {
    let mut spec = CsSpec::new(
        Rules::symmetric(vec![2, 3]),
        7,
        Variant::SelfInterest,
        View::Tree,
    );
    spec.cumulations = (10, 1);
    spec.first = Right;
    let g = build(&spec).unwrap();
    assert_eq!(g.nodes[g.root].label, "7;(10,1)");
    assert_eq!(g.nodes[g.root].to_move, Some(Right));
    // Symmetric rules: Right starting gets (3, 4) of the remaining pebbles.
    assert_eq!(g.nodes[g.root].value, Value::Pair(13, 5));
}

#[test]
fn bad_specs_are_errors_naming_the_value() {
    let r = || Rules::symmetric(vec![2, 3]);
    let mut spec = CsSpec::new(r(), 10_001, Variant::ZeroSum, View::Tree);
    assert!(build(&spec).unwrap_err().to_string().contains("10001"));
    spec.heap = 5;
    spec.budget = 0;
    assert!(build(&spec).unwrap_err().to_string().contains('0'));
    spec.budget = 10;
    spec.rules = Rules::symmetric(vec![0]);
    assert!(build(&spec).is_err());
    let mut spec = CsSpec::new(
        Rules::partizan(vec![1], vec![2]),
        5,
        Variant::Grundy,
        View::Dag,
    );
    assert!(build(&spec).unwrap_err().to_string().contains("grundy"));
    spec.view = View::Nim;
    assert!(build(&spec).is_err());
    let nim = |heaps: Vec<u32>, mode| {
        nim_graph(&NimSpec {
            heaps,
            mode,
            budget: NODE_BUDGET,
        })
    };
    assert!(nim(vec![], Variant::Normal).is_err());
    assert!(nim(vec![1000], Variant::Normal)
        .unwrap_err()
        .to_string()
        .contains("1000"));
    assert!(nim(vec![1; 11], Variant::Normal)
        .unwrap_err()
        .to_string()
        .contains("11"));
    assert!(nim(vec![1, 2], Variant::ZeroSum)
        .unwrap_err()
        .to_string()
        .contains("zs"));
}

#[test]
fn reroot_and_expand() {
    let g = s23(7, Variant::SelfInterest, View::Tree);
    let id = g.nodes.iter().find(|n| n.label == "5;(2,0)").unwrap().id;
    let sub = g.reroot(id).unwrap();
    assert_eq!(sub.nodes[sub.root].label, "5;(2,0)");
    assert_eq!(sub.nodes[sub.root].to_move, Some(Right));
    assert_eq!(sub.nodes[sub.root].value, Value::Pair(4, 3));
    assert_eq!(sub.nodes.len(), 6);
    assert!(g.reroot(99).is_err());
    let mut g = g;
    assert!(g.expand(99).is_err());
    g.expand(0).unwrap(); // nothing collapsed: no change
    assert_eq!(g.nodes.len(), 11);
}

// ------------------------------------------------------------ Nim (seed 004)

/// Normal-play N/P of a Nim position by brute force.
fn nim_np(h: &mut Vec<u32>, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = h.clone();
    key.sort_unstable();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let mut p = true;
    'all: for i in 0..h.len() {
        for k in 1..=h[i] {
            h[i] -= k;
            let child_p = nim_np(h, memo);
            h[i] += k;
            if child_p {
                p = false;
                break 'all;
            }
        }
    }
    memo.insert(key, p);
    p
}

#[test]
fn nim_1_2_3_graph_has_np_labels() {
    let g = nim_graph(&NimSpec {
        heaps: vec![1, 2, 3],
        mode: Variant::Normal,
        budget: NODE_BUDGET,
    })
    .unwrap();
    assert_eq!(g.nodes[g.root].label, "1*+2*+3*");
    assert_eq!(g.nodes[g.root].value, Value::Class(Class::P));
    // Positions: multisets of non-empty heaps below (1,2,3).
    let mut want = BTreeSet::new();
    for a in 0..=1u32 {
        for b in 0..=2 {
            for c in 0..=3 {
                let mut v: Vec<u32> = [a, b, c].into_iter().filter(|&x| x > 0).collect();
                v.sort_unstable();
                want.insert(v);
            }
        }
    }
    let got: BTreeSet<Vec<u32>> = g.nodes.iter().map(|n| n.heaps.clone().unwrap()).collect();
    assert_eq!(got, want);
    assert_eq!(got.len(), g.nodes.len());
    let mut memo = HashMap::new();
    for n in &g.nodes {
        let p = nim_np(&mut n.heaps.clone().unwrap(), &mut memo);
        assert_eq!(
            n.value,
            Value::Class(if p { Class::P } else { Class::N }),
            "{}",
            n.label
        );
        // An N position has a determining move to a P position; a P position's
        // moves all lead to N positions.
        let outs: Vec<_> = g.edges.iter().filter(|e| e.from == n.id).collect();
        if !p {
            assert!(outs
                .iter()
                .any(|e| e.determines && g.nodes[e.to].value == Value::Class(Class::P)));
        } else {
            assert!(outs
                .iter()
                .all(|e| g.nodes[e.to].value == Value::Class(Class::N)));
        }
    }
    let terminal = g.nodes.iter().find(|n| n.terminal).unwrap();
    assert_eq!(terminal.label, "0");
    assert_eq!(terminal.value, Value::Class(Class::P));
    let grundy = nim_graph(&NimSpec {
        heaps: vec![2, 5],
        mode: Variant::Grundy,
        budget: NODE_BUDGET,
    })
    .unwrap();
    assert_eq!(grundy.nodes[grundy.root].value, Value::Grundy(7));
}

// ------------------------------------------------------------ oracle

/// Backward induction over the built tree itself (Figure 4's method).
fn induce(g: &GameGraph, v: usize, ties: Ties, mode: Variant) -> Value {
    let n = &g.nodes[v];
    let p = n.to_move.unwrap();
    let (c1, c2) = n.cumulations.unwrap();
    let kids: Vec<Value> = g
        .edges
        .iter()
        .filter(|e| e.from == v)
        .map(|e| induce(g, e.to, ties, mode))
        .collect();
    if kids.is_empty() {
        return match mode {
            Variant::ZeroSum => Value::Score(c1 - c2),
            Variant::SelfInterest => Value::Pair(c1, c2),
            Variant::Normal => Value::Winner(p.other()),
            _ => Value::Winner(p),
        };
    }
    match mode {
        Variant::ZeroSum => {
            let s = kids.iter().map(|k| match k {
                Value::Score(s) => *s,
                _ => unreachable!(),
            });
            Value::Score(if p == Left { s.max() } else { s.min() }.unwrap())
        }
        Variant::SelfInterest => {
            let pairs: Vec<(i64, i64)> = kids
                .iter()
                .map(|k| match k {
                    Value::Pair(a, b) => (*a, *b),
                    _ => unreachable!(),
                })
                .collect();
            let own = |q: &(i64, i64)| if p == Left { q.0 } else { q.1 };
            let other = |q: &(i64, i64)| if p == Left { q.1 } else { q.0 };
            let best = pairs.iter().map(own).max().unwrap();
            let tied = pairs.iter().filter(|q| own(q) == best);
            let pick = if ties.of(p) == Tie::Antagonistic {
                tied.min_by_key(|q| other(q))
            } else {
                tied.max_by_key(|q| other(q))
            };
            let (a, b) = *pick.unwrap();
            Value::Pair(a, b)
        }
        _ => {
            let wins = kids.contains(&Value::Winner(p));
            Value::Winner(if wins { p } else { p.other() })
        }
    }
}

fn arb_rules() -> impl Strategy<Value = Rules> {
    let set = prop::collection::btree_set(1u32..=5, 1..=3).prop_map(|s| s.into_iter().collect());
    prop_oneof![
        set.clone().prop_map(Rules::symmetric),
        (set.clone(), set).prop_map(|(l, r)| Rules::partizan(l, r)),
    ]
}

fn arb_mode() -> impl Strategy<Value = Variant> {
    prop_oneof![
        Just(Variant::ZeroSum),
        Just(Variant::SelfInterest),
        Just(Variant::Normal),
        Just(Variant::Misere)
    ]
}

fn arb_tie() -> impl Strategy<Value = Tie> {
    prop_oneof![Just(Tie::Antagonistic), Just(Tie::Friendly)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn tree_values_match_backward_induction(
        rules in arb_rules(),
        heap in 0u32..=11,
        mode in arb_mode(),
        tl in arb_tie(),
        tr in arb_tie(),
        first in prop_oneof![Just(Left), Just(Right)],
        c in (0i64..5, 0i64..5),
    ) {
        let ties = Ties { left: tl, right: tr };
        let mut spec = CsSpec::new(rules, heap, mode, View::Tree);
        spec.ties = ties;
        spec.first = first;
        spec.cumulations = c;
        spec.budget = 100_000;
        let g = build(&spec).unwrap();
        prop_assert!(!g.truncated);
        for n in &g.nodes {
            prop_assert_eq!(&induce(&g, n.id, ties, mode), &n.value, "node {}", &n.label);
        }
        // The PSPE edge keeps the value (utilities and winners flow up).
        for e in g.edges.iter().filter(|e| e.pspe) {
            let (p, ch) = (&g.nodes[e.from], &g.nodes[e.to]);
            match mode {
                Variant::ZeroSum | Variant::SelfInterest => prop_assert_eq!(&p.value, &ch.value),
                _ => {
                    if p.value == Value::Winner(p.to_move.unwrap()) {
                        prop_assert_eq!(&ch.value, &p.value);
                    }
                }
            }
        }
        // Merging keeps every value and never adds nodes.
        spec.merge = true;
        let m = build(&spec).unwrap();
        prop_assert!(m.nodes.len() <= g.nodes.len());
        prop_assert_eq!(&m.nodes[m.root].value, &g.nodes[g.root].value);
        prop_assert_eq!(heaps_of_line(&m), heaps_of_line(&g));
    }
}

// ------------------------------------------------------------ node budget

#[test]
fn huge_tree_is_cut_to_the_budget_with_collapsed_frontier() {
    let spec = CsSpec::new(
        Rules::symmetric(vec![1, 2]),
        60,
        Variant::SelfInterest,
        View::Tree,
    );
    let mut g = build(&spec).unwrap();
    assert!(g.nodes.len() <= NODE_BUDGET);
    assert!(g.nodes.len() > NODE_BUDGET / 4);
    assert!(g.truncated);
    assert!(g.notice.as_deref().unwrap().contains("dashed"));
    let collapsed: Vec<_> = g.nodes.iter().filter(|n| n.collapsed).collect();
    assert!(!collapsed.is_empty());
    // Whole levels: every node above the frontier is built, all of the frontier is collapsed.
    let d = collapsed[0].depth;
    assert!(collapsed.iter().all(|n| n.depth == d));
    assert!(g
        .nodes
        .iter()
        .all(|n| n.depth <= d && (n.depth < d || n.collapsed || n.terminal)));
    // Values are exact even at the cut: the root still has the table's value.
    let t = solve(Rules::symmetric(vec![1, 2]), Ties::default(), 60).unwrap();
    let (l, r) = t.self_interest(60, Left);
    assert_eq!(g.nodes[g.root].value, Value::Pair(l, r));
    // Expanding a collapsed node grows it by at most one more budget.
    let before = g.nodes.len();
    let c = collapsed[0].id;
    g.expand(c).unwrap();
    assert!(!g.nodes[c].collapsed);
    assert!(g.nodes.len() > before && g.nodes.len() <= before + NODE_BUDGET);
    // Exporting a cut tree works and shows the notice.
    assert!(export::graph_svg(&g).contains("class=\"note\""));
}

#[test]
fn huge_fan_out_is_built_partly_and_can_be_expanded() {
    let spec = CsSpec::new(
        Rules::symmetric((1..=5000).collect()),
        10_000,
        Variant::ZeroSum,
        View::Tree,
    );
    let mut g = build(&spec).unwrap();
    assert_eq!(g.nodes.len(), NODE_BUDGET);
    assert!(g.nodes[g.root].collapsed);
    g.expand(g.root).unwrap();
    assert_eq!(g.nodes.len(), 2 * NODE_BUDGET);
    g.expand(g.root).unwrap();
    assert!(!g.nodes[g.root].collapsed);
    assert_eq!(g.edges.iter().filter(|e| e.from == g.root).count(), 5000);
    let mut amounts: Vec<u32> = g
        .edges
        .iter()
        .filter(|e| e.from == 0)
        .map(|e| e.amount)
        .collect();
    amounts.dedup();
    assert_eq!(amounts.len(), 5000);
}

#[test]
fn large_dags_and_merged_trees_respect_the_budget() {
    for (view, merge) in [(View::Dag, false), (View::Tree, true), (View::Cgt, false)] {
        let mut spec = CsSpec::new(
            Rules::symmetric(vec![1, 2, 3]),
            5000,
            Variant::ZeroSum,
            view,
        );
        spec.merge = merge;
        let g = build(&spec).unwrap();
        assert!(g.nodes.len() <= NODE_BUDGET, "{view:?}");
        assert!(g.truncated, "{view:?}");
        assert!(!export::graph_dot(&g).is_empty());
    }
    let g = nim_graph(&NimSpec {
        heaps: vec![100; 10],
        mode: Variant::Misere,
        budget: 500,
    })
    .unwrap();
    assert!(g.nodes.len() <= 500);
}

// ------------------------------------------------------------ exporters

fn balanced_braces(s: &str) -> bool {
    let mut depth = 0i64;
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth < 0 {
                    return false;
                }
            }
            _ => {}
        }
    }
    depth == 0
}

#[test]
fn exporters_write_well_formed_dot_tikz_and_svg() {
    for g in [
        s23(7, Variant::SelfInterest, View::Tree),
        s23(7, Variant::ZeroSum, View::Dag),
        s23(4, Variant::Normal, View::Cgt),
        nim_graph(&NimSpec {
            heaps: vec![1, 2, 3],
            mode: Variant::Normal,
            budget: NODE_BUDGET,
        })
        .unwrap(),
    ] {
        let dot = export::graph_dot(&g);
        assert!(dot.starts_with("digraph"));
        assert!(dot.trim_end().ends_with('}'));
        assert_eq!(dot.matches(" -> ").count(), g.edges.len());
        assert!(balanced_braces(&dot));

        let tikz = export::graph_tikz(&g);
        assert!(tikz.contains("\\begin{tikzpicture}") && tikz.contains("\\end{tikzpicture}"));
        assert!(balanced_braces(&tikz), "{tikz}");
        assert_eq!(tikz.matches("\\node[state").count(), g.nodes.len());
        assert!(!tikz.contains('→'));

        let svg = export::graph_svg(&g);
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("data-node=").count(), g.nodes.len());
        assert_eq!(svg.matches("<g").count(), svg.matches("</g>").count());
        assert_eq!(svg.matches("<text").count(), svg.matches("</text>").count());
    }
    let tree = s23(7, Variant::SelfInterest, View::Tree);
    assert_eq!(export::graph_dot(&tree).matches("penwidth=3").count(), 6);
    let dag = s23(7, Variant::SelfInterest, View::Dag);
    assert_eq!(
        export::graph_dot(&dag).matches("black:invis:black").count(),
        5
    );
    assert_eq!(
        export::graph_svg(&dag)
            .matches("class=\"edge determines\"")
            .count(),
        5
    );
}

#[test]
fn export_escapes_hostile_labels() {
    let d = export::Drawing {
        title: "</svg><script>{".into(),
        nodes: vec![export::DrawNode {
            lines: vec!["a\"b\\c}".into()],
            ..Default::default()
        }],
        edges: vec![],
        note: Some("100% & more".into()),
    };
    let svg = export::svg(&d);
    assert_eq!(svg.matches("</svg>").count(), 1);
    assert!(!svg.contains("<script>"));
    assert!(balanced_braces(&export::tikz(&d)));
    assert!(export::dot(&d).contains("a\\\"b\\\\c}"));
}

/// Remoteness by the definition over Nim heaps, wins found by search: the
/// mover wins if some move leaves the opponent losing (in misère play also
/// with no move); the winner takes the quickest win, the loser the slowest.
fn nim_remoteness(h: &[u32], misere: bool) -> (bool, u32) {
    let mut after = Vec::new();
    for i in 0..h.len() {
        for left in 0..h[i] {
            let mut c = h.to_vec();
            c[i] = left;
            after.push(nim_remoteness(&c, misere));
        }
    }
    if after.is_empty() {
        return (misere, 0);
    }
    match after.iter().filter(|o| !o.0).map(|o| o.1).min() {
        Some(r) => (true, r + 1),
        None => (false, 1 + after.iter().map(|o| o.1).max().unwrap_or(0)),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Every node of a normal or misère Nim graph carries its remoteness,
    /// equal to the search by the definition, and its parity agrees with
    /// the node's class; a subtraction game's tree nodes carry the table's.
    #[test]
    fn nim_graph_nodes_show_remoteness(
        heaps in prop::collection::vec(0u32..4, 1..4),
        misere in any::<bool>(),
    ) {
        let mode = if misere { Variant::Misere } else { Variant::Normal };
        let g = nim_graph(&NimSpec { heaps, mode, budget: NODE_BUDGET }).unwrap();
        for n in &g.nodes {
            let h = n.heaps.clone().unwrap_or_default();
            let (wins, r) = nim_remoteness(&h, misere);
            prop_assert_eq!(n.remoteness, Some(r), "{:?}", h);
            prop_assert_eq!(n.value == Value::Class(Class::N), wins);
            let said = format!("({r} move");
            prop_assert!(n.value_label.contains(&said), "{}", n.value_label);
        }
    }
}

#[test]
fn subtraction_tree_nodes_show_remoteness() {
    // S = {2, 3}, heap 7, Left first, normal play: Left wins in 3 (take 2).
    let g = s23(7, Variant::Normal, View::Tree);
    let root = &g.nodes[g.root];
    assert_eq!(root.remoteness, Some(3));
    assert_eq!(root.value_label, "Left wins (3 moves)");
    // Zero-sum views show no remoteness.
    let z = s23(7, Variant::ZeroSum, View::Tree);
    assert!(z.nodes.iter().all(|n| n.remoteness.is_none()));
}
