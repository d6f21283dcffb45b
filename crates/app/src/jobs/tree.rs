//! Trees and DAGs in the worker: building a view (or expanding a node of
//! one) and laying it out can take most of a second for the largest
//! inputs, so the page never does it on its main thread.

use serde::{Deserialize, Serialize};

use super::{JobError, JobResult, Ready};
use crate::export::{graph_drawing, svg_document, Drawing, Svg};
use crate::games::game_tree::{GameGraph, GraphSpec};
use crate::layout::{graph_layout, LayoutOpts};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TreeRequest {
    /// The view a spec describes.
    Build(GraphSpec),
    /// The graph with the collapsed node `id` grown by one budget.
    Expand(Box<GameGraph>, usize),
}

/// A built graph, its laid-out drawing and the SVG of it (written here
/// too: for the largest views the string takes tens of milliseconds).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BuiltTree {
    pub graph: GameGraph,
    pub drawing: Drawing,
    pub svg: Svg,
}

/// Built at once, within the spec's node budget.
pub(super) fn start(r: TreeRequest) -> Result<Ready, JobError> {
    let graph = match r {
        TreeRequest::Build(spec) => spec.build()?,
        TreeRequest::Expand(mut g, id) => {
            g.expand(id)?;
            *g
        }
    };
    let drawing = graph_drawing(&graph, &graph_layout(&graph, &LayoutOpts::default()));
    let svg = svg_document(&drawing);
    Ok(Ready(JobResult::Tree(Box::new(BuiltTree {
        graph,
        drawing,
        svg,
    }))))
}
