//! A loopy game's graph drawn as a tree (issue 38, "the cycle is shown in
//! the tree view"): `loopy::graph_tree` against an oracle written here
//! from the definitions (every reachable position drawn once, at the
//! place a breadth-first search first meets it; every move a child, in
//! the graph's order; a move to a drawn position a reference, a cycle
//! exactly when that position is on the line from the root), on random
//! graphs of up to 12 positions; the budget; the layout of
//! `export::loopy_tree_drawing` (a pure function: Left's options left of
//! their parent, Right's right, the cycles' edges thick); a looping
//! script's and a loopy expression's page views.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use pebbles::export::loopy_tree_drawing;
use pebbles::games::classical::loopy::{
    graph_tree_of, Graph, GraphTree, TreeNodeKind, GRAPH_TREE_NODES,
};
use proptest::prelude::*;

fn label(v: u32) -> String {
    format!("v{v}")
}

/// The vertex a node is, or refers back to.
fn vertex_of(t: &GraphTree, node: usize) -> u32 {
    match &t.nodes[node].kind {
        TreeNodeKind::Position { label, .. } => label[1..].parse().unwrap(),
        TreeNodeKind::Repeat { node, .. } => vertex_of(t, *node),
    }
}

/// The oracle: checks `t` against `g` from the definitions.
fn check(g: &Graph, t: &GraphTree) {
    // Reachable vertices, breadth first.
    let mut seen = BTreeSet::from([0u32]);
    let mut queue = VecDeque::from([0u32]);
    while let Some(v) = queue.pop_front() {
        for &w in g.left(v).iter().chain(g.right(v)) {
            if seen.insert(w) {
                queue.push_back(w);
            }
        }
    }
    let mut parent = BTreeMap::new();
    for (i, n) in t.nodes.iter().enumerate() {
        for &c in &n.children {
            assert!(parent.insert(c, i).is_none(), "node {c} has two parents");
        }
    }
    let drawn: Vec<u32> = (0..t.nodes.len())
        .filter(|&i| matches!(t.nodes[i].kind, TreeNodeKind::Position { .. }))
        .map(|i| vertex_of(t, i))
        .collect();
    assert_eq!(drawn.iter().copied().collect::<BTreeSet<_>>(), seen);
    assert_eq!(drawn.len(), seen.len(), "each position once");
    assert!(t.complete);
    for (i, n) in t.nodes.iter().enumerate() {
        match &n.kind {
            TreeNodeKind::Position { cut, .. } => {
                assert!(!cut);
                let v = vertex_of(t, i);
                let want: Vec<u32> = g.left(v).iter().chain(g.right(v)).copied().collect();
                let got: Vec<u32> = n.children.iter().map(|&c| vertex_of(t, c)).collect();
                assert_eq!(got, want, "the options of v{v}");
                assert_eq!(n.left, g.left(v).len());
            }
            TreeNodeKind::Repeat { node, cycle, .. } => {
                assert!(n.children.is_empty());
                // A cycle exactly when the node referred to is the move's
                // parent or above it.
                let mut on_line = false;
                let mut at = Some(parent[&i]);
                while let Some(a) = at {
                    on_line |= a == *node;
                    at = parent.get(&a).copied();
                }
                assert_eq!(*cycle, on_line, "node {i}");
            }
        }
    }
}

fn graphs() -> impl Strategy<Value = Graph> {
    (1usize..=12).prop_flat_map(|n| {
        let lists = prop::collection::vec(
            prop::collection::btree_set(0..n as u32, 0..=3).prop_map(|s| s.into_iter().collect()),
            n,
        );
        (lists.clone(), lists).prop_map(|(l, r)| Graph::from_options(l, r).unwrap())
    })
}

proptest! {
    #[test]
    fn random_graphs_drawn_as_trees_agree_with_the_oracle(g in graphs()) {
        let t = graph_tree_of(&g, label, 10_000);
        check(&g, &t);
        // The drawing: a node a node, Left's children left of their
        // parent and Right's right; the cycles' edges thick.
        let d = loopy_tree_drawing(&t, "test");
        prop_assert_eq!(d.nodes.len(), t.nodes.len());
        for e in &d.edges {
            let (p, c) = (d.nodes[e.from].center, d.nodes[e.to].center);
            let k = t.nodes[e.from].children.iter().position(|&x| x == e.to).unwrap();
            if k < t.nodes[e.from].left {
                prop_assert!(c.x < p.x);
            } else {
                prop_assert!(c.x > p.x);
            }
            prop_assert!(c.y > p.y);
        }
        prop_assert_eq!(d.edges.iter().filter(|e| e.thick).count(), t.cycles());
        prop_assert_eq!(loopy_tree_drawing(&t, "test"), d);
    }
}

#[test]
fn the_budget_bounds_the_nodes_and_says_so() {
    // A chain of 40 positions, each also moving back to the start.
    let n = 40u32;
    let left: Vec<Vec<u32>> = (0..n).map(|v| vec![(v + 1) % n]).collect();
    let right: Vec<Vec<u32>> = (0..n).map(|_| vec![0]).collect();
    let g = Graph::from_options(left, right).unwrap();
    let t = graph_tree_of(&g, label, GRAPH_TREE_NODES);
    assert!(t.nodes.len() <= GRAPH_TREE_NODES);
    assert!(!t.complete);
    assert!(t
        .nodes
        .iter()
        .any(|n| matches!(n.kind, TreeNodeKind::Position { cut: true, .. })));
    let whole = graph_tree_of(&g, label, 10_000);
    check(&g, &whole);
    // Each position's Right move goes back to the start: a cycle; the
    // last position's Left move too.
    assert_eq!(whole.cycles(), n as usize + 1);
    let d = loopy_tree_drawing(&t, "chain");
    assert!(d.note.unwrap().contains("not drawn"));
}

/// `over = a{0|a}` as a script: two positions, Right's move from the
/// start back to it is the cycle, drawn as `↺ 1`.
#[cfg(feature = "script")]
#[test]
fn a_looping_script_and_a_loopy_expression_show_their_cycles() {
    use pebbles::jobs::{
        run, ClassicalRequest, ClassicalView, JobRequest, JobResult, ScriptRequest,
    };
    const OVER: &str = "fn left_options(p) { if p == \"a\" { [\"z\"] } else { [] } }\n\
                        fn right_options(p) { if p == \"a\" { [\"a\"] } else { [] } }";
    let job = |req| match run(req) {
        Ok(JobResult::Classical(ClassicalView::Loopy(r, g))) => {
            // A stopper has no sides; a value S & T has both.
            assert_eq!(g.sides.is_some(), !r.stopper, "{}", r.canonical);
            (r, g.game.expect("a graph"))
        }
        other => panic!("{other:?}"),
    };
    let (r, g) = job(JobRequest::Classical(ClassicalRequest::Script(
        ScriptRequest::new(OVER, "\"a\""),
    )));
    assert_eq!(r.canonical, "over");
    assert_eq!((g.positions, g.cycles, g.complete), (2, 1, true));
    let texts: Vec<&str> = g
        .drawing
        .nodes
        .iter()
        .map(|n| n.lines[0].as_str())
        .collect();
    assert_eq!(texts, ["1 · \"a\"", "2 · \"z\"", "↺ 1"]);
    assert!(g.svg.text.contains("↺ 1"), "the SVG names the position");
    assert_eq!(
        pebbles::view_model::loopy::loopy_graph_summary(&g),
        "2 positions, each drawn once; 1 move back closes a cycle (↺, thick edge); → n: \
         position n again on another line; every position reachable is drawn. Left's options \
         hang to the left (L), Right's to the right (R)."
    );
    // Three positions in a ring (`fn options(p) { [(p + 1) % 3] }`): each
    // player's move from 2 goes back to 0.
    let ring = "fn options(p) { [(p + 1) % 3] }";
    let (r, g) = job(JobRequest::Classical(ClassicalRequest::Script(
        ScriptRequest::new(ring, "0"),
    )));
    assert_eq!(r.outcome, "D");
    assert_eq!((g.positions, g.cycles), (3, 2));
    // A loopy expression: its canonical stopper's graph, labelled by value.
    let (r, g) = job(JobRequest::Classical(ClassicalRequest::Expr(
        "a{0|a}".into(),
    )));
    assert_eq!(r.canonical, "over");
    assert_eq!((g.positions, g.cycles), (2, 1));
    assert_eq!(g.drawing.nodes[0].lines[0], "1 · over");
}

/// A value `S & T` (issue 38's leftovers): the game as entered drawn with
/// its cycles of both colours, and its onside and offside, each a
/// canonical stopper's graph labelled by value; `1 & 0` itself is no game,
/// so only its sides are drawn.
#[cfg(feature = "script")]
#[test]
fn a_sided_value_shows_the_game_as_entered_and_its_sides() {
    use pebbles::jobs::{run, ClassicalRequest, ClassicalView, JobRequest, JobResult};
    use pebbles::view_model::loopy::{loopy_graph_heading, loopy_side_caption};
    let job = |text: &str| match run(JobRequest::Classical(ClassicalRequest::Expr(text.into()))) {
        Ok(JobResult::Classical(ClassicalView::Loopy(r, g))) => (r, g),
        other => panic!("{text}: {other:?}"),
    };
    let first = |g: &pebbles::jobs::LoopyGraphView| g.drawing.nodes[0].lines[0].clone();
    // Left and Right may each pass for ever: one position with a cycle of
    // each colour, and the short options 1 and -1 (and their 0).
    let (r, g) = job("{pass,1|pass,-1}");
    assert_eq!(r.canonical, "{1,pass|-1} & {1|-1,pass}");
    assert!(!r.stopper);
    let game = g.game.as_ref().expect("the game as entered");
    assert_eq!((game.positions, game.cycles, game.complete), (4, 2, true));
    let texts: Vec<&str> = game
        .drawing
        .nodes
        .iter()
        .map(|n| n.lines[0].as_str())
        .collect();
    assert_eq!(
        texts.iter().filter(|t| **t == "↺ 1").count(),
        2,
        "{texts:?}"
    );
    let (on, off) = g.sides.as_ref().expect("the sides");
    assert_eq!(first(on), "1 · {1,pass|-1}");
    assert_eq!(first(off), "1 · {1|-1,pass}");
    assert_eq!((on.cycles, off.cycles), (1, 1));
    assert!(on.svg.text.contains("↺ 1") && off.svg.text.contains("↺ 1"));
    // tis = {tisn|}, tisn = {|tis}: a cycle through both players' moves,
    // 1 & 0 (Winning Ways ch. 11); the sides have no cycle.
    let (r, g) = job("tis{tisn{|tis}|}");
    assert_eq!(r.canonical, "1 & 0");
    let game = g.game.as_ref().expect("the game as entered");
    assert_eq!((game.positions, game.cycles), (2, 1));
    let (on, off) = g.sides.as_ref().expect("the sides");
    assert_eq!(
        (first(on).as_str(), on.positions, on.cycles),
        ("1 · 1", 2, 0)
    );
    assert_eq!(
        (first(off).as_str(), off.positions, off.cycles),
        ("1 · 0", 1, 0)
    );
    // `1 & 0` is a value, not a game: its sides alone.
    let (_, g) = job("1 & 0");
    assert!(g.game.is_none() && g.sides.is_some());
    // dud = on & off: the game {pass|pass} is one position, two cycles.
    let (r, g) = job("{pass|pass}");
    assert_eq!(r.canonical, "dud");
    assert_eq!(
        g.game.as_ref().map(|g| (g.positions, g.cycles)),
        Some((1, 2))
    );
    let (on, off) = g.sides.as_ref().expect("the sides");
    assert_eq!(
        (first(on).as_str(), first(off).as_str()),
        ("1 · on", "1 · off")
    );
    // The texts around them.
    assert_eq!(
        loopy_graph_heading(true),
        "Game graph as entered, drawn as a tree"
    );
    assert_eq!(
        loopy_side_caption(true, "on"),
        "Onside S = on (infinite play counts for Left)"
    );
    assert!(loopy_side_caption(false, "off").starts_with("Offside T = off"));
}

/// A looping script whose value is `S & T` (`tis = {tisn|}`, `tisn =
/// {|tis}`: `1 & 0`): its positions with the cycle, and its sides read
/// back from the report and drawn by value.
#[cfg(feature = "script")]
#[test]
fn a_looping_script_with_sides_shows_them() {
    use pebbles::jobs::{
        run, ClassicalRequest, ClassicalView, JobRequest, JobResult, ScriptRequest,
    };
    const TIS: &str = "fn left_options(p) { if p == \"tis\" { [\"tisn\"] } else { [] } }\n\
                       fn right_options(p) { if p == \"tisn\" { [\"tis\"] } else { [] } }";
    let req = JobRequest::Classical(ClassicalRequest::Script(ScriptRequest::new(TIS, "\"tis\"")));
    let Ok(JobResult::Classical(ClassicalView::Loopy(r, g))) = run(req) else {
        panic!("a loopy report")
    };
    assert_eq!(r.canonical, "1 & 0");
    let game = g.game.as_ref().expect("the script's positions");
    assert_eq!((game.positions, game.cycles), (2, 1));
    let (on, off) = g.sides.as_ref().expect("the sides");
    assert_eq!(on.drawing.nodes[0].lines[0], "1 · 1");
    assert_eq!(off.drawing.nodes[0].lines[0], "1 · 0");
}
