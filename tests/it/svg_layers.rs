//! Large tree pictures come as stacked SVG layers (`export::Svg::layers`),
//! drawn from tree links as the page draws them.

use pebbles::export::{Svg, LAYER_BYTES};
use pebbles::permalink::View;
use pebbles::state::PageState;
use pebbles::view_model::tree::{build, picture};

fn picture_of(hash: &str) -> Svg {
    let PageState::Tree(st) = View::parse(hash).0.state else {
        panic!("a tree link")
    };
    picture(&build(&st).unwrap()).svg
}

/// Each group's opening line, in document order.
fn groups(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|l| l.starts_with("<g class=\"edge") || l.starts_with("<g class=\"node"))
        .filter(|l| l.contains("data-"))
        .collect()
}

#[test]
fn a_large_picture_comes_in_layers_holding_every_group_once() {
    let svg = picture_of("#/tree?s=1..9999&x=10000&view=dag");
    assert!(svg.layers.len() >= 8, "{} layers", svg.layers.len());
    let layered: Vec<&str> = svg.layers.iter().flat_map(|l| groups(l)).collect();
    assert_eq!(layered, groups(&svg.text));
    for (i, l) in svg.layers.iter().enumerate() {
        assert!(l.starts_with("<svg ") && l.ends_with("</svg>\n"));
        assert_eq!(
            l.contains("fill=\"white\"/>"),
            i == 0,
            "background in layer 0 only"
        );
        // At most one group past the size (the largest group is small).
        assert!(l.len() < LAYER_BYTES + 4096, "layer {i}: {} bytes", l.len());
    }
    // Nodes draw over edges: no edge group after the first node group.
    let first_node = layered
        .iter()
        .position(|g| g.contains("data-node"))
        .unwrap();
    assert!(layered[first_node..]
        .iter()
        .all(|g| g.contains("data-node")));
}

#[test]
fn a_small_picture_is_one_document() {
    let svg = picture_of("#/tree?s=2,3&x=7");
    assert!(svg.layers.is_empty());
    assert!(svg.text.len() < 2 * LAYER_BYTES);
}
