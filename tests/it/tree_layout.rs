//! Layout aesthetics of game trees and DAGs (property tests): tidy trees,
//! partizan split trees, layered DAGs, and the layout of Figure 4.

use std::collections::BTreeSet;

use pebbles::games::common::Variant;
use pebbles::games::cumulative_subtraction::Rules;
use pebbles::games::game_tree::{build, CsSpec, GameGraph, View};
use pebbles::layout::{
    graph_layout, layered_dag, layered_dag_routed, tidy_tree, tidy_tree_sized, tidy_tree_split,
    LayoutOpts, Placed,
};
use proptest::prelude::*;

const EPS: f64 = 1e-6;

fn s23(heap: u32, mode: Variant, view: View) -> GameGraph {
    build(&CsSpec::new(Rules::symmetric(vec![2, 3]), heap, mode, view)).unwrap()
}

fn opts() -> LayoutOpts {
    LayoutOpts {
        node_width: 20.0,
        node_height: 10.0,
        h_gap: 4.0,
        v_gap: 12.0,
    }
}

/// A random tree as child lists: node i > 0 hangs under a node < i.
fn arb_tree() -> impl Strategy<Value = Vec<Vec<usize>>> {
    (1usize..60)
        .prop_flat_map(|n| prop::collection::vec(any::<prop::sample::Index>(), n - 1))
        .prop_map(|picks| {
            let n = picks.len() + 1;
            let mut ch = vec![Vec::new(); n];
            for (i, p) in picks.iter().enumerate() {
                let child = i + 1;
                ch[p.index(child)].push(child);
            }
            ch
        })
}

fn depths(ch: &[Vec<usize>]) -> Vec<usize> {
    let mut d = vec![0; ch.len()];
    for v in 0..ch.len() {
        for &c in &ch[v] {
            d[c] = d[v] + 1;
        }
    }
    d
}

fn segments_cross(a: Placed, b: Placed, c: Placed, d: Placed) -> bool {
    let orient =
        |p: Placed, q: Placed, r: Placed| (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
    let (o1, o2) = (orient(a, b, c), orient(a, b, d));
    let (o3, o4) = (orient(c, d, a), orient(c, d, b));
    o1 * o2 < -EPS && o3 * o4 < -EPS
}

fn check_tidy(
    ch: &[Vec<usize>],
    pos: &[Placed],
    w: &[f64],
    o: &LayoutOpts,
) -> Result<(), TestCaseError> {
    let n = ch.len();
    let d = depths(ch);
    prop_assert_eq!(pos.len(), n);
    for i in 0..n {
        prop_assert!(pos[i].x.is_finite() && pos[i].y.is_finite());
        prop_assert!(pos[i].x - w[i] / 2.0 >= -EPS);
        for j in 0..n {
            if i == j {
                continue;
            }
            // equal depth ⇔ equal y, deeper ⇒ lower
            prop_assert_eq!(d[i] == d[j], (pos[i].y - pos[j].y).abs() < EPS);
            if d[i] < d[j] {
                prop_assert!(pos[i].y < pos[j].y);
            }
            // no overlapping boxes
            if d[i] == d[j] {
                let gap = (pos[i].x - pos[j].x).abs() - (w[i] + w[j]) / 2.0;
                prop_assert!(gap >= o.h_gap - EPS, "nodes {} {} overlap", i, j);
            }
        }
    }
    let mut edges = Vec::new();
    for v in 0..n {
        for pair in ch[v].windows(2) {
            prop_assert!(pos[pair[0]].x < pos[pair[1]].x, "sibling order");
        }
        if let (Some(&f), Some(&l)) = (ch[v].first(), ch[v].last()) {
            prop_assert!(
                (pos[v].x - (pos[f].x + pos[l].x) / 2.0).abs() < EPS,
                "centred parent"
            );
        }
        for &c in &ch[v] {
            edges.push((v, c));
        }
    }
    for (i, &(a, b)) in edges.iter().enumerate() {
        for &(c, e) in &edges[i + 1..] {
            prop_assert!(
                !segments_cross(pos[a], pos[b], pos[c], pos[e]),
                "edges cross"
            );
        }
    }
    Ok(())
}

fn mirror(ch: &[Vec<usize>]) -> Vec<Vec<usize>> {
    ch.iter()
        .map(|k| k.iter().rev().copied().collect())
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn tidy_tree_aesthetics(ch in arb_tree()) {
        let o = opts();
        let pos = tidy_tree(&ch, 0, &o);
        check_tidy(&ch, &pos, &vec![o.node_width; ch.len()], &o)?;
        // Mirror symmetry: the mirrored tree's layout is the reflection.
        let m = tidy_tree(&mirror(&ch), 0, &o);
        let axis = pos[0].x + m[0].x;
        for i in 0..ch.len() {
            prop_assert!((pos[i].x + m[i].x - axis).abs() < EPS, "mirror at node {}", i);
            prop_assert!((pos[i].y - m[i].y).abs() < EPS);
        }
    }

    #[test]
    fn tidy_tree_with_widths(ch in arb_tree(), ws in prop::collection::vec(5.0f64..80.0, 60)) {
        let o = opts();
        let w: Vec<f64> = ws[..ch.len()].to_vec();
        let pos = tidy_tree_sized(&ch, 0, &w, &o);
        check_tidy(&ch, &pos, &w, &o)?;
    }

    #[test]
    fn split_tree_slants(ch in arb_tree(), cuts in prop::collection::vec(0usize..4, 60)) {
        let o = opts();
        let split: Vec<usize> = (0..ch.len()).map(|v| cuts[v].min(ch[v].len())).collect();
        let pos = tidy_tree_split(&ch, &split, 0, &[], &o);
        for v in 0..ch.len() {
            for (k, &c) in ch[v].iter().enumerate() {
                if k < split[v] {
                    prop_assert!(pos[c].x < pos[v].x - EPS);
                } else {
                    prop_assert!(pos[c].x > pos[v].x + EPS);
                }
            }
            for pair in ch[v].windows(2) {
                prop_assert!(pos[pair[0]].x < pos[pair[1]].x);
            }
        }
        let d = depths(&ch);
        for i in 0..ch.len() {
            for j in i + 1..ch.len() {
                if d[i] == d[j] {
                    prop_assert!((pos[i].x - pos[j].x).abs() >= o.node_width + o.h_gap - EPS);
                }
            }
        }
    }

    #[test]
    fn layered_dag_respects_edge_direction(
        n in 1usize..40,
        raw in prop::collection::vec((any::<prop::sample::Index>(), any::<prop::sample::Index>()), 0..80),
    ) {
        let o = opts();
        // i → j with i < j: acyclic
        let edges: Vec<(usize, usize)> = raw
            .iter()
            .map(|(a, b)| (a.index(n), b.index(n)))
            .filter(|(a, b)| a < b)
            .collect();
        let d = layered_dag_routed(n, &edges, &[], &o);
        prop_assert_eq!(d.nodes.len(), n);
        for &(a, b) in &edges {
            prop_assert!(d.nodes[a].y < d.nodes[b].y, "edge {}→{} points up", a, b);
            prop_assert!(d.layer[a] < d.layer[b]);
        }
        for (i, &(a, b)) in edges.iter().enumerate() {
            let r = &d.routes[i];
            prop_assert!(r.len() >= 2);
            prop_assert_eq!(r[0], d.nodes[a]);
            prop_assert_eq!(*r.last().unwrap(), d.nodes[b]);
            for s in r.windows(2) {
                prop_assert!(s[0].y < s[1].y);
            }
        }
        for i in 0..n {
            prop_assert!(d.nodes[i].x - o.node_width / 2.0 >= -EPS);
            for j in i + 1..n {
                if d.layer[i] == d.layer[j] {
                    prop_assert!((d.nodes[i].y - d.nodes[j].y).abs() < EPS);
                    prop_assert!((d.nodes[i].x - d.nodes[j].x).abs() >= o.node_width + o.h_gap - EPS);
                } else {
                    prop_assert!((d.nodes[i].y - d.nodes[j].y).abs() > EPS);
                }
            }
        }
    }

    #[test]
    fn layered_layout_takes_any_graph(
        n in 0usize..30,
        edges in prop::collection::vec((0usize..35, 0usize..35), 0..80),
    ) {
        let pos = layered_dag(n, &edges, &opts());
        prop_assert_eq!(pos.len(), n);
        prop_assert!(pos.iter().all(|p| p.x.is_finite() && p.y.is_finite()));
        let t = tidy_tree(&vec![edges.iter().map(|e| e.1).collect(); n], 0, &opts());
        prop_assert!(t.iter().all(|p| p.x.is_finite() && p.y.is_finite()));
    }
}

#[test]
fn figure4_layout_is_tidy() {
    let g = s23(7, Variant::SelfInterest, View::Tree);
    let lay = graph_layout(&g, &LayoutOpts::default());
    assert_eq!(lay.nodes.len(), 11);
    assert_eq!(lay.routes.len(), 10);
    // 4 levels: heaps 7 | 5 4 | 3 2 2 1 | 1 0 0 0
    let ys: BTreeSet<i64> = lay.nodes.iter().map(|p| p.y.round() as i64).collect();
    assert_eq!(ys.len(), 4);
    assert!(lay.width > 0.0 && lay.height > 0.0);
}
