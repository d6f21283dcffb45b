//! Layout of the bidding automaton figures (seed 001, Figures 3–6): no two
//! nodes, titles or arc labels overlap, every arc joins its two budgets, and
//! the figures hold the bids the paper draws for TB = 5.

use pebbles::charts::{automaton_drawing, automaton_tikz};
use pebbles::games::bidding::{automaton, bid_edges, BcsRules, EdgeKind};
use pebbles::layout::{automaton_layout, AutomatonFigure, AutomatonLayout, Placed};
use proptest::prelude::*;

fn layout(fig: AutomatonFigure, rules: &BcsRules) -> AutomatonLayout {
    automaton_layout(fig, rules.total_budget, &bid_edges(rules))
}

/// No two boxes meet; arcs start and end at their nodes' columns.
fn check(lay: &AutomatonLayout) -> Result<(), String> {
    let boxes = lay.boxes();
    for (i, a) in boxes.iter().enumerate() {
        for (j, b) in boxes.iter().enumerate().skip(i + 1) {
            if a.overlaps(b) {
                return Err(format!("boxes {i} and {j} overlap: {a:?} {b:?}"));
            }
        }
    }
    for p in &lay.panels {
        for a in &p.arcs {
            let (first, last) = (a.route[0], *a.route.last().unwrap());
            let near = |q: Placed, node: Placed| (q.x - node.x).abs() <= 12.0;
            if !near(first, p.nodes[a.from as usize]) || !near(last, p.nodes[a.to as usize]) {
                return Err(format!("arc {} → {} misplaced", a.from, a.to));
            }
        }
    }
    Ok(())
}

#[test]
fn no_overlaps_for_every_budget_up_to_12() {
    for tb in 0..=12 {
        let rules = BcsRules::new(vec![1], tb);
        for fig in AutomatonFigure::ALL {
            let lay = layout(fig, &rules);
            check(&lay).unwrap_or_else(|e| panic!("TB = {tb}, {fig:?}: {e}"));
        }
    }
}

proptest! {
    /// Restricted bid sets too.
    #[test]
    fn no_overlaps_with_restricted_bids(
        tb in 0u32..=12,
        bids in prop::collection::btree_set(0u32..=12, 1..6),
    ) {
        let bids: Vec<u32> = bids.into_iter().filter(|&b| b <= tb).collect();
        let rules = BcsRules::new(vec![1], tb).with_bids(bids);
        prop_assume!(rules.validate().is_ok());
        for fig in AutomatonFigure::ALL {
            prop_assert_eq!(check(&layout(fig, &rules)), Ok(()));
        }
    }
}

/// The arcs per bid of the paper's TB = 5 figures: Figure 3 ties 0T (6
/// arcs), 1T (4), 2T (2); Figure 4 wins 1W..5W (5, 4, 3, 2, 1 each way);
/// Figures 5 and 6 with dominated bids erased: 1W (5), 2W (3), 3W (1).
#[test]
fn tb5_figures_hold_the_papers_bids() {
    let rules = BcsRules::new(vec![1], 5);
    let count = |fig| {
        layout(fig, &rules)
            .panels
            .iter()
            .map(|p| (p.bid, p.arcs.len()))
            .collect::<Vec<_>>()
    };
    assert_eq!(count(AutomatonFigure::Ties), [(0, 6), (1, 4), (2, 2)]);
    assert_eq!(
        count(AutomatonFigure::Wins),
        [(1, 10), (2, 8), (3, 6), (4, 4), (5, 2)]
    );
    assert_eq!(count(AutomatonFigure::LeftWins), [(1, 5), (2, 3), (3, 1)]);
    assert_eq!(count(AutomatonFigure::RightWins), [(1, 5), (2, 3), (3, 1)]);
    // "If Left has $4 and wins by bidding 0, Right gets the marker and $1."
    let ties = layout(AutomatonFigure::Ties, &rules);
    assert!(ties.panels[0].arcs.iter().any(|a| a.from == 4 && a.to == 1));
    let edges = bid_edges(&rules);
    assert_eq!(
        edges
            .iter()
            .filter(|e| e.kind == EdgeKind::Tie && e.bid == 0)
            .count(),
        6
    );
}

/// Nodes carry the budget and the automaton entries; the TikZ export has
/// every node and arc label.
#[test]
fn drawing_labels_nodes_with_alpha_beta_entries() {
    for tb in [4u32, 5] {
        let rules = BcsRules::new(vec![1], tb);
        let a = automaton(tb);
        let d = automaton_drawing(AutomatonFigure::Ties, &a, &bid_edges(&rules));
        let first = &d.nodes[0].lines;
        let tag = if tb % 2 == 0 { "α" } else { "β" };
        assert_eq!(first[0], "0");
        assert!(first[1].starts_with(tag), "{first:?}");
        assert!(first[1].contains(&a.even[0].to_string()));
        let tikz = automaton_tikz(AutomatonFigure::Ties, &a, &bid_edges(&rules));
        assert!(tikz.contains("\\begin{tikzpicture}"));
        assert_eq!(tikz.matches("0T").count(), tb as usize + 1);
    }
}
