//! Download buttons for a drawn diagram: SVG, PNG, DOT and TikZ.

use std::rc::Rc;

use yew::prelude::*;

use super::dom;
use crate::charts::ChartError;
use crate::export::{self, InPlay};
use crate::games::classical::rulesets::Board;
use crate::layout::board::CakeLayout;
use crate::view_model::tree::Picture;

#[derive(Properties, PartialEq)]
pub struct ExportsProps {
    pub picture: Rc<Picture>,
    /// File name without its extension, e.g. `pebbles-tree.`.
    pub name: String,
}

/// Download buttons; DOT and TikZ are written when clicked.
#[component]
pub fn Exports(props: &ExportsProps) -> Html {
    let file = |ext: &str| format!("{}{ext}", props.name);
    let mk = |name: String, mime: &'static str, write: fn(&Picture) -> String| {
        let picture = props.picture.clone();
        Callback::from(move |_: MouseEvent| {
            let _ = dom::download(&name, mime, &write(&picture));
        })
    };
    let png = {
        let picture = props.picture.clone();
        let name = file("png");
        Callback::from(move |_: MouseEvent| {
            let (w, h) = picture.svg.size_px();
            let _ = dom::download_png(&name, &picture.svg.text, w, h);
        })
    };
    html! {
        <div class="exports">
            { "Export: " }
            <button id="export-svg" onclick={mk(file("svg"), "image/svg+xml", |p| p.svg.text.clone())}>{ "SVG" }</button>
            <button id="export-png" onclick={png}>{ "PNG" }</button>
            <button id="export-dot" onclick={mk(file("dot"), "text/vnd.graphviz", |p| export::dot(&p.drawing))}>{ "DOT" }</button>
            <button id="export-tikz" onclick={mk(file("tex"), "application/x-tex", |p| export::tikz(&p.drawing))}>{ "TikZ" }</button>
        </div>
    }
}

/// A chart with a *Download SVG* button, or the reason it could not be drawn.
pub fn chart_figure(id: &'static str, file: &'static str, svg: Result<String, ChartError>) -> Html {
    match svg {
        Ok(svg) => {
            let body = svg.clone();
            let download = Callback::from(move |_: MouseEvent| {
                let _ = dom::download(file, "image/svg+xml", &body);
            });
            html! {
                <figure {id} class="chart">
                    { Html::from_html_unchecked(svg.into()) }
                    <figcaption><button class="download" onclick={download}>{ "Download SVG" }</button></figcaption>
                </figure>
            }
        }
        Err(e) => html! { <p class="error">{ format!("Chart unavailable: {e}") }</p> },
    }
}

/// *Export position: SVG · TikZ* under a game's board during play: the
/// boards as they stand now (`pebbles-position.svg` / `.tex`), written
/// when clicked, as the page draws them: Cutcake's pieces in place and its
/// cuts from the same `cakes` as the board (`export::InPlay`), the last
/// move's cut marked on board `last`.
pub fn position_exports(
    boards: Rc<Vec<Board>>,
    cakes: Rc<Vec<Option<CakeLayout>>>,
    last: Option<usize>,
    title: String,
) -> Html {
    type Write = fn(&[Board], &InPlay, &str) -> String;
    let mk = |name: &'static str, mime: &'static str, write: Write| {
        let (boards, cakes, title) = (boards.clone(), cakes.clone(), title.clone());
        Callback::from(move |_: MouseEvent| {
            let play = InPlay {
                cakes: &cakes,
                last,
            };
            let _ = dom::download(name, mime, &write(&boards, &play, &title));
        })
    };
    let svg = mk("pebbles-position.svg", "image/svg+xml", |b, p, t| {
        export::position_svg_in_play(b, p, t, 1.0)
    });
    let tikz = mk("pebbles-position.tex", "application/x-tex", |b, p, t| {
        export::position_tikz_in_play(b, p, t)
    });
    html! {
        <div class="exports" role="group" aria-label="export the position">
            { "Export position: " }
            <button id="export-position-svg" onclick={svg}>{ "SVG" }</button>
            { " · " }
            <button id="export-position-tikz" onclick={tikz}>{ "TikZ" }</button>
        </div>
    }
}
