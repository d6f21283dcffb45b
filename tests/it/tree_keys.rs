//! The keyboard cursor of `#/tree` (`view_model::tree::cursor`) on random
//! trees and DAGs laid out by the real layouts: every shown node can be
//! reached from the root with the keys, hidden nodes never are, ArrowUp
//! undoes ArrowDown, ArrowLeft undoes ArrowRight, and in a tree ArrowDown
//! goes one row down to a child and ArrowUp to the parent.

use std::collections::hash_map::Entry;
use std::collections::{BTreeSet, HashMap, VecDeque};

use pebbles::games::game_tree::{GameGraph, GraphSpec, View};
use pebbles::layout::{layered_dag, tidy_tree, LayoutOpts, Placed};
use pebbles::state::CsMoves;
use pebbles::state::TreeState;
use pebbles::view_model::tree::cursor::{Cursor, TreeNav};
use pebbles::view_model::tree::{picture, visible};
use proptest::prelude::*;

const KEYS: [&str; 6] = [
    "ArrowUp",
    "ArrowDown",
    "ArrowLeft",
    "ArrowRight",
    "Home",
    "End",
];

/// Independent oracle: the nodes reachable from the root without passing
/// below a folded node.
fn shown_nodes(children: &[Vec<usize>], root: usize, folded: &BTreeSet<usize>) -> Vec<bool> {
    let mut seen = vec![false; children.len()];
    let mut todo = vec![root];
    while let Some(v) = todo.pop() {
        if std::mem::replace(&mut seen[v], true) || folded.contains(&v) {
            continue;
        }
        todo.extend(&children[v]);
    }
    seen
}

/// Node → the first cursor found on it, pressing keys from the root.
fn reached(nav: &TreeNav, shown: &[bool], folded: &BTreeSet<usize>) -> HashMap<usize, Cursor> {
    let start = Cursor::at(nav.root());
    let mut found = HashMap::from([(start.node, start.clone())]);
    let mut todo = VecDeque::from([start]);
    while let Some(c) = todo.pop_front() {
        for key in KEYS {
            let next = nav.step(&c, key, shown, folded).expect("a move key");
            if let Entry::Vacant(slot) = found.entry(next.node) {
                slot.insert(next.clone());
                todo.push_back(next);
            }
        }
    }
    found
}

/// The common checks on one laid-out graph with some nodes folded.
fn check(children: &[Vec<usize>], centers: &[Placed], folded: &BTreeSet<usize>, tree: bool) {
    let nav = TreeNav::new(0, children.to_vec(), centers, Vec::new());
    let shown = shown_nodes(children, 0, folded);
    let found = reached(&nav, &shown, folded);
    for (v, &on) in shown.iter().enumerate() {
        assert_eq!(found.contains_key(&v), on, "node {v} (shown {on})");
    }
    for c in found.values() {
        let down = nav.step(c, "ArrowDown", &shown, folded).unwrap();
        if down.node != c.node {
            assert!(children[c.node].contains(&down.node));
            assert!(!folded.contains(&c.node));
            let up = nav.step(&down, "ArrowUp", &shown, folded).unwrap();
            assert_eq!(up.node, c.node, "Up after Down from {c:?}");
            if tree {
                assert_eq!(centers[down.node].y, centers[children[c.node][0]].y);
            }
        }
        let right = nav.step(c, "ArrowRight", &shown, folded).unwrap();
        let left = nav.step(&right, "ArrowLeft", &shown, folded).unwrap();
        if right.node != c.node {
            assert_eq!(left.node, c.node, "Left after Right from {c:?}");
        }
        if tree && c.node != 0 {
            // A fresh cursor (no trail) goes up to the only parent.
            let parent = children.iter().position(|ch| ch.contains(&c.node)).unwrap();
            let up = nav
                .step(&Cursor::at(c.node), "ArrowUp", &shown, folded)
                .unwrap();
            assert_eq!(up.node, parent);
        }
    }
    assert_eq!(nav.step(&Cursor::at(0), "Tab", &shown, folded), None);
}

/// A random tree: node `i > 0` hangs below `parents[i - 1] % i`.
fn tree_of(parents: &[usize]) -> Vec<Vec<usize>> {
    let mut children = vec![Vec::new(); parents.len() + 1];
    for (i, p) in parents.iter().enumerate() {
        children[p % (i + 1)].push(i + 1);
    }
    children
}

/// A random DAG with one source: every node below 0 has its first parent
/// among the earlier nodes, and more edges go from earlier to later nodes.
fn dag_of(parents: &[usize], extra: &[(usize, usize)]) -> Vec<Vec<usize>> {
    let mut children = tree_of(parents);
    let n = children.len();
    for &(a, b) in extra {
        let (a, b) = (a % n, b % n);
        let (lo, hi) = (a.min(b), a.max(b));
        if lo != hi && !children[lo].contains(&hi) {
            children[lo].push(hi);
        }
    }
    children
}

fn folds(n: usize, picks: &[usize]) -> BTreeSet<usize> {
    picks.iter().map(|p| p % n).filter(|&p| p != 0).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_trees(parents in prop::collection::vec(0usize..1000, 0..40),
                    picks in prop::collection::vec(0usize..1000, 0..4)) {
        let children = tree_of(&parents);
        let centers = tidy_tree(&children, 0, &LayoutOpts::default());
        check(&children, &centers, &BTreeSet::new(), true);
        check(&children, &centers, &folds(children.len(), &picks), true);
    }

    #[test]
    fn random_dags(parents in prop::collection::vec(0usize..1000, 0..30),
                   extra in prop::collection::vec((0usize..100, 0usize..100), 0..30),
                   picks in prop::collection::vec(0usize..1000, 0..4)) {
        let children = dag_of(&parents, &extra);
        let pairs: Vec<(usize, usize)> = children.iter().enumerate()
            .flat_map(|(p, cs)| cs.iter().map(move |&c| (p, c))).collect();
        let centers = layered_dag(children.len(), &pairs, &LayoutOpts::default());
        check(&children, &centers, &BTreeSet::new(), false);
        check(&children, &centers, &folds(children.len(), &picks), false);
    }
}

fn built(st: &TreeState) -> (GameGraph, TreeNav) {
    let g = GraphSpec::from(st).build().unwrap();
    let p = picture(&g);
    let nav = TreeNav::of_graph(&g, &p.drawing, p.svg.width);
    (g, nav)
}

/// The page's own graphs: every view of S = {2,3} and {1,2,5} from a few
/// heaps; End reaches the end of the equilibrium play.
#[test]
fn every_node_of_the_pages_views_is_reachable() {
    for (moves, heap) in [(vec![2, 3], 7), (vec![1, 2, 5], 9), (vec![1, 2], 12)] {
        for view in [View::Tree, View::Dag, View::Cgt] {
            let st = TreeState {
                moves: CsMoves::Symmetric(moves.clone()),
                heap,
                view,
                ..TreeState::default()
            };
            let (g, nav) = built(&st);
            let none = BTreeSet::new();
            let shown = visible(&g, &none);
            let found = reached(&nav, &shown, &none);
            assert_eq!(
                found.len(),
                g.nodes.len(),
                "{view:?} of {moves:?} from {heap}"
            );
            let end = nav.step(&Cursor::at(g.root), "End", &shown, &none).unwrap();
            if let Some(&last) = g.pspe_line().last() {
                assert_eq!(end.node, g.edges[last].to);
            }
        }
    }
}
