//! Download buttons for a drawn diagram: SVG, PNG, DOT and TikZ.

use std::rc::Rc;

use yew::prelude::*;

use super::dom;
use crate::charts::ChartError;
use crate::export;
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
