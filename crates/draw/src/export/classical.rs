//! The game tree of a classical game as a [`Drawing`]: Left's options
//! slant down to the left, Right's to the right (the lecture's pictures).

use super::{DrawEdge, DrawNode, Drawing};
use crate::games::classical::TreeNode;
use crate::layout::{box_width, tidy_tree_split, LayoutOpts};

/// The tree flattened in preorder: labels, child lists (Left's first), the
/// number of Left children of each node, and whether a node was cut.
struct Flat<'a> {
    nodes: Vec<&'a TreeNode>,
    children: Vec<Vec<usize>>,
    split: Vec<usize>,
}

fn flatten<'a>(n: &'a TreeNode, f: &mut Flat<'a>) -> usize {
    let id = f.nodes.len();
    f.nodes.push(n);
    f.children.push(Vec::new());
    f.split.push(n.left.len());
    for c in n.left.iter().chain(&n.right) {
        let k = flatten(c, f);
        f.children[id].push(k);
    }
    id
}

/// The tree laid out with the default options.
pub fn classical_tree_drawing(t: &TreeNode) -> Drawing {
    let opts = LayoutOpts::default();
    let mut f = Flat {
        nodes: Vec::new(),
        children: Vec::new(),
        split: Vec::new(),
    };
    flatten(t, &mut f);
    let widths: Vec<f64> = f
        .nodes
        .iter()
        .map(|n| box_width(&[&n.label], &opts))
        .collect();
    let centres = tidy_tree_split(&f.children, &f.split, 0, &widths, &opts);
    let nodes = f
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| DrawNode {
            center: centres.get(i).copied().unwrap_or_default(),
            width: widths[i],
            height: opts.node_height,
            lines: vec![n.label.clone()],
            side: None,
            collapsed: n.truncated,
            tooltip: if n.truncated {
                format!("{}: options not shown", n.label)
            } else {
                n.label.clone()
            },
        })
        .collect();
    let mut edges = Vec::new();
    for (from, kids) in f.children.iter().enumerate() {
        for (k, &to) in kids.iter().enumerate() {
            let label = if k < f.split[from] { "L" } else { "R" };
            edges.push(DrawEdge {
                from,
                to,
                route: Vec::new(),
                label: label.into(),
                thick: false,
                double: false,
            });
        }
    }
    let cut = f.nodes.iter().any(|n| n.truncated);
    Drawing {
        title: format!("Game tree of {}", t.label),
        nodes,
        edges,
        note: cut
            .then(|| "Dashed boxes have options that are not drawn (depth or size limit).".into()),
    }
}
