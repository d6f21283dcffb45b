//! A pan-and-zoom frame for diagrams: drag to pan, wheel or buttons to zoom.
//! Clicks on elements carrying `data-node="N"` are reported as node `N`.

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct PanZoomProps {
    pub children: Html,
    /// Called with the `data-node` value of a clicked element.
    #[prop_or_default]
    pub on_node: Callback<usize>,
    #[prop_or_default]
    pub id: Option<AttrValue>,
}

#[derive(Clone, Copy, PartialEq)]
struct View {
    x: f64,
    y: f64,
    scale: f64,
}

const HOME: View = View {
    x: 0.0,
    y: 0.0,
    scale: 1.0,
};

/// The `data-node` number of the element under an event, if any.
fn node_of(e: &MouseEvent) -> Option<usize> {
    let target: Element = e.target()?.dyn_into().ok()?;
    let el = target.closest("[data-node]").ok()??;
    el.get_attribute("data-node")?.parse().ok()
}

#[component]
pub fn PanZoom(props: &PanZoomProps) -> Html {
    let view = use_state(|| HOME);
    // Pointer position at drag start and whether the pointer moved since.
    let drag = use_mut_ref(|| None::<(f64, f64, bool)>);
    let zoom = |factor: f64| {
        let view = view.clone();
        Callback::from(move |_: MouseEvent| {
            view.set(View {
                scale: (view.scale * factor).clamp(0.1, 8.0),
                ..*view
            })
        })
    };
    let onwheel = {
        let view = view.clone();
        Callback::from(move |e: WheelEvent| {
            e.prevent_default();
            let factor = if e.delta_y() < 0.0 { 1.15 } else { 1.0 / 1.15 };
            let scale = (view.scale * factor).clamp(0.1, 8.0);
            // Zoom about the pointer: keep the point under it fixed.
            let (px, py) = (f64::from(e.offset_x()), f64::from(e.offset_y()));
            let k = scale / view.scale;
            view.set(View {
                x: px - (px - view.x) * k,
                y: py - (py - view.y) * k,
                scale,
            });
        })
    };
    let onmousedown = {
        let drag = drag.clone();
        Callback::from(move |e: MouseEvent| {
            *drag.borrow_mut() = Some((f64::from(e.client_x()), f64::from(e.client_y()), false));
        })
    };
    let onmousemove = {
        let drag = drag.clone();
        let view = view.clone();
        Callback::from(move |e: MouseEvent| {
            let mut d = drag.borrow_mut();
            if let Some((x0, y0, moved)) = d.as_mut() {
                let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
                if (x - *x0).abs() + (y - *y0).abs() > 3.0 {
                    *moved = true;
                }
                if *moved {
                    view.set(View {
                        x: view.x + x - *x0,
                        y: view.y + y - *y0,
                        ..*view
                    });
                    (*x0, *y0) = (x, y);
                }
            }
        })
    };
    let onmouseup = {
        let drag = drag.clone();
        let on_node = props.on_node.clone();
        Callback::from(move |e: MouseEvent| {
            let moved = drag.borrow_mut().take().is_some_and(|d| d.2);
            if !moved {
                if let Some(n) = node_of(&e) {
                    on_node.emit(n);
                }
            }
        })
    };
    let onmouseleave = {
        let drag = drag.clone();
        Callback::from(move |_: MouseEvent| *drag.borrow_mut() = None)
    };
    let reset = {
        let view = view.clone();
        Callback::from(move |_: MouseEvent| view.set(HOME))
    };
    let style = format!(
        "transform: translate({}px, {}px) scale({}); transform-origin: 0 0;",
        view.x, view.y, view.scale
    );
    html! {
        <div class="pan-zoom" id={props.id.clone()}>
            <div class="pan-zoom-tools">
                <button title="zoom in" onclick={zoom(1.25)}>{ "+" }</button>
                <button title="zoom out" onclick={zoom(0.8)}>{ "−" }</button>
                <button title="reset view" onclick={reset}>{ "Reset view" }</button>
                <span class="legend">{ "Drag to pan, wheel to zoom." }</span>
            </div>
            <div class="pan-zoom-frame" {onwheel} {onmousedown} {onmousemove} {onmouseup} {onmouseleave}>
                <div class="pan-zoom-content" {style}>{ props.children.clone() }</div>
            </div>
        </div>
    }
}
