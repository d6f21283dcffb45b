//! A loopy value's graphs on `#/classical` (issue 38): the game's graph
//! drawn as a tree (each position once, a move back to an earlier one a
//! dashed box naming it), and for a value `S & T` its onside and offside
//! side by side (one above the other on a narrow screen). The drawings are
//! the script worker's ([`LoopyGraphs`]); the texts are
//! [`crate::view_model::loopy`]'s.

use std::rc::Rc;

use yew::prelude::*;

use super::exports::Exports;
use super::pan_zoom::{PanZoom, SvgPicture};
use crate::jobs::{LoopyGraphView, LoopyGraphs};
use crate::view_model::loopy::{
    loopy_graph_heading, loopy_graph_summary, loopy_side_caption, SIDES_HEADING, SIDES_HINT,
};
use crate::view_model::tree::Picture;

#[derive(Properties, PartialEq)]
pub struct LoopyGraphsProps {
    pub graphs: Rc<LoopyGraphs>,
    /// The onside's and offside's values, as the report prints them.
    pub onside: AttrValue,
    pub offside: AttrValue,
}

/// The game's graph, then the sides of an `S & T` value.
#[component]
pub fn LoopyGraphsPanel(props: &LoopyGraphsProps) -> Html {
    let g = &props.graphs;
    let sided = g.sides.is_some();
    html! {
        <>
            if let Some(game) = &g.game {
                <section id="loopy-graph" class="cgt-tree">
                    <h2>{ loopy_graph_heading(sided) }</h2>
                    <GraphFigure graph={Rc::new(game.clone())} id="loopy-graph" />
                </section>
            }
            if let Some((on, off)) = &g.sides {
                <section id="loopy-sides" class="cgt-tree">
                    <h2>{ SIDES_HEADING }</h2>
                    <p class="hint">{ SIDES_HINT }</p>
                    <div class="loopy-sides">
                        <div class="loopy-side">
                            <h3>{ loopy_side_caption(true, &props.onside) }</h3>
                            <GraphFigure graph={Rc::new(on.clone())} id="loopy-onside" />
                        </div>
                        <div class="loopy-side">
                            <h3>{ loopy_side_caption(false, &props.offside) }</h3>
                            <GraphFigure graph={Rc::new(off.clone())} id="loopy-offside" />
                        </div>
                    </div>
                </section>
            }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct FigureProps {
    graph: Rc<LoopyGraphView>,
    /// The prefix of the summary's and the drawing's ids.
    id: AttrValue,
}

/// One graph: its summary line, downloads and the drawing.
#[component]
fn GraphFigure(props: &FigureProps) -> Html {
    let picture = use_memo(props.graph.clone(), |g| Picture {
        drawing: g.drawing.clone(),
        svg: g.svg.clone(),
        line: Vec::new(),
    });
    let id = &props.id;
    html! {
        <>
            <p id={format!("{id}-summary")} class="hint">{ loopy_graph_summary(&props.graph) }</p>
            <Exports picture={picture.clone()} name={format!("pebbles-{id}.")} />
            <PanZoom id={AttrValue::from(format!("{id}-svg"))} size={Some((picture.svg.width, picture.svg.height))}><SvgPicture svg={picture.svg.clone()} /></PanZoom>
        </>
    }
}
