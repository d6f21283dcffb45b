//! Gambit trees drawn with their PSPE choices thick (`export::efg_tree_drawing`),
//! on the page's first example file (the paper's Figure 4).

use pebbles::export::{efg_tree_drawing, payoff_vector};
use pebbles::games::common::Tie;
use pebbles::games::efg;

#[test]
fn figure_4_marks_the_pspe_and_labels_leaves_with_payoffs() {
    let (_, _, text) = pebbles::state::EFG_EXAMPLES[0];
    let g = efg::parse(text).unwrap();
    let s = efg::solve(&g, Tie::Antagonistic);
    let d = efg_tree_drawing(&g, &s);
    assert_eq!(d.nodes.len(), 11);
    assert_eq!(d.edges.len(), 10);
    assert_eq!(d.nodes[0].lines, ["Alice", "7;(0,0)"]);
    assert_eq!(d.nodes[3].lines, ["(4,2)"]);
    // One thick edge per personal node; the paper's play 7 → 5 → 2 → 0, (4,3).
    let thick: Vec<(usize, usize)> = d
        .edges
        .iter()
        .filter(|e| e.thick)
        .map(|e| (e.from, e.to))
        .collect();
    assert_eq!(thick.len(), 6);
    for w in s.path.windows(2) {
        assert!(thick.contains(&(w[0], w[1])), "{w:?}");
    }
    assert_eq!(payoff_vector(&s.payoffs), "(4,3)");
    assert_eq!(s.path, [0, 1, 5, 6]);
    // Children lie below their parent.
    for e in &d.edges {
        assert!(d.nodes[e.to].center.y > d.nodes[e.from].center.y);
    }
}
