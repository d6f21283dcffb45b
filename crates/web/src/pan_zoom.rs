//! A pan-and-zoom frame for diagrams: drag to pan, wheel or buttons to zoom.
//! Clicks on elements carrying `data-node="N"` are reported as node `N`.
//! With [`KeyNav`] the frame is one tab stop: `+` and `-` zoom, other keys
//! go to the page (which moves a cursor node), and the camera pans to keep
//! the cursor's box in view. The page's `scale=` enlarges the fitted picture.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use web_sys::Element;
use yew::prelude::*;

use super::dom;
use crate::export::Svg;
use crate::permalink::View;
use crate::view_model::tree::pan_zoom::{key_zoom, Camera, Drag};

/// Keyboard operation of a picture with nodes.
#[derive(Clone, PartialEq)]
pub struct KeyNav {
    /// The frame's accessible name: what the keys do.
    pub label: AttrValue,
    /// Keys other than zoom keys (the handler prevents the default of
    /// those it uses).
    pub on_key: Callback<KeyboardEvent>,
    /// The frame got the focus from the keyboard (not a pointer press).
    pub on_focus: Callback<()>,
    /// The cursor node's box (x, y, width, height) in picture px: kept in view.
    pub target: Option<[f64; 4]>,
}

#[derive(Properties, PartialEq)]
pub struct PanZoomProps {
    pub children: Html,
    /// Called with the `data-node` value of a clicked element.
    #[prop_or_default]
    pub on_node: Callback<usize>,
    #[prop_or_default]
    pub id: Option<AttrValue>,
    /// The picture's size in px: when given, the picture opens fitted to
    /// the frame (again whenever the size changes) and *Fit* refits it.
    #[prop_or_default]
    pub size: Option<(f64, f64)>,
    #[prop_or_default]
    pub keys: Option<KeyNav>,
    /// The box (x, y, width, height) a picture larger than the frame opens
    /// centred on: a tree's root.
    #[prop_or_default]
    pub home: Option<[f64; 4]>,
}

/// The page's `scale=` (1, 1.25, …), read from the address.
fn ui_scale() -> f64 {
    f64::from(View::parse(&dom::current_hash()).0.scale.quarters()) / 4.0
}

/// The frame's inner size in px.
fn frame_size(frame: &NodeRef) -> Option<(f64, f64)> {
    let el = frame.cast::<Element>()?;
    Some((f64::from(el.client_width()), f64::from(el.client_height())))
}

/// The `data-node` number of the element under an event, if any.
fn node_of(e: &MouseEvent) -> Option<usize> {
    let target: Element = e.target()?.dyn_into().ok()?;
    let el = target.closest("[data-node]").ok()??;
    el.get_attribute("data-node")?.parse().ok()
}

/// The camera: the picture opened readable ([`Camera::open`]) when its
/// `size` is known (on open and whenever the size changes), in a frame no
/// taller than it needs (its `style` is set here, not by Yew); and the
/// *Fit* button's callback, which shows it whole.
#[hook]
fn use_fitted(
    size: Option<(f64, f64)>,
    home: Option<[f64; 4]>,
    frame: NodeRef,
) -> (UseStateHandle<Camera>, Callback<MouseEvent>) {
    let view = use_state(|| Camera::HOME);
    {
        // Keyed by the size's bits (f64 is not `Eq`); runs after the frame
        // is in the document, so its size is known (measured at its
        // stylesheet height).
        let (view, frame) = (view.clone(), frame.clone());
        let bits = size.map(|(w, h)| (w.to_bits(), h.to_bits()));
        use_effect_with(bits, move |bits| {
            let size = bits.map(|(w, h)| (f64::from_bits(w), f64::from_bits(h)));
            let el = frame.cast::<Element>();
            if let Some(el) = &el {
                let _ = el.remove_attribute("style");
            }
            let (camera, fits) = match (size, frame_size(&frame)) {
                (Some(size), Some(room)) => Camera::open(size, room, ui_scale(), home),
                _ => (Camera::home(ui_scale()), None),
            };
            if let (Some(el), Some(h)) = (&el, fits) {
                let _ = el.set_attribute("style", &format!("height: {h:.0}px"));
            }
            view.set(camera);
            || ()
        });
    }
    let fit = {
        let view = view.clone();
        Callback::from(move |_: MouseEvent| {
            view.set(match (size, frame_size(&frame)) {
                (Some(size), Some(room)) => Camera::fit(size, room, ui_scale()),
                _ => Camera::home(ui_scale()),
            })
        })
    };
    (view, fit)
}

#[component]
pub fn PanZoom(props: &PanZoomProps) -> Html {
    let drag = use_mut_ref(|| None::<Drag>);
    let frame = use_node_ref();
    let (view, fit) = use_fitted(props.size, props.home, frame.clone());
    let zoom = |factor: f64| {
        let view = view.clone();
        Callback::from(move |_: MouseEvent| view.set(view.zoomed(factor)))
    };
    let onwheel = {
        let view = view.clone();
        Callback::from(move |e: WheelEvent| {
            e.prevent_default();
            let (px, py) = (f64::from(e.offset_x()), f64::from(e.offset_y()));
            view.set(view.wheeled(e.delta_y(), px, py));
        })
    };
    let onmousedown = {
        let drag = drag.clone();
        Callback::from(move |e: MouseEvent| {
            *drag.borrow_mut() = Some(Drag::start(
                f64::from(e.client_x()),
                f64::from(e.client_y()),
            ));
        })
    };
    let onmousemove = {
        let drag = drag.clone();
        let view = view.clone();
        Callback::from(move |e: MouseEvent| {
            let (x, y) = (f64::from(e.client_x()), f64::from(e.client_y()));
            if let Some((dx, dy)) = drag.borrow_mut().as_mut().and_then(|d| d.move_to(x, y)) {
                view.set(view.panned(dx, dy));
            }
        })
    };
    let onmouseup = {
        let drag = drag.clone();
        let on_node = props.on_node.clone();
        Callback::from(move |e: MouseEvent| {
            let moved = drag.borrow_mut().take().is_some_and(|d| d.moved);
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
        Callback::from(move |_: MouseEvent| view.set(Camera::home(ui_scale())))
    };
    let keys = props.keys.as_ref();
    use_keep_in_view(keys.and_then(|k| k.target), view.clone(), frame.clone());
    let (onkeydown, onfocus) = keys.map(|k| key_handlers(k, &view, &frame, &drag)).unzip();
    let label = keys.map(|k| k.label.clone());
    let (tabindex, role) = keys.map(|_| ("0", "group")).unzip();
    let style = view.style();
    html! {
        <div class="pan-zoom" id={props.id.clone()}>
            <div class="pan-zoom-tools">
                <button title="zoom in" aria-label="zoom in" onclick={zoom(1.25)}>{ "+" }</button>
                <button title="zoom out" aria-label="zoom out" onclick={zoom(0.8)}>{ "−" }</button>
                if props.size.is_some() {
                    <button class="fit" title="fit the whole picture in view" onclick={fit}>{ "Fit" }</button>
                }
                <button title="actual size, from the top left" onclick={reset}>{ "1:1" }</button>
                <span class="legend">{ "Drag to pan, wheel to zoom." }</span>
            </div>
            <div class="pan-zoom-frame" ref={frame} {onwheel} {onmousedown} {onmousemove} {onmouseup} {onmouseleave}
                 {onkeydown} {onfocus} {tabindex} {role} aria-label={label}>
                <div class={classes!("pan-zoom-content", (!view.shows_text()).then_some("no-text"))} {style}>{ props.children.clone() }</div>
            </div>
        </div>
    }
}

/// The frame's key handler (zoom keys here, the rest to the page) and
/// focus handler (only a focus from the keyboard reaches the page).
fn key_handlers(
    keys: &KeyNav,
    view: &UseStateHandle<Camera>,
    frame: &NodeRef,
    drag: &Rc<RefCell<Option<Drag>>>,
) -> (Callback<KeyboardEvent>, Callback<FocusEvent>) {
    let onkeydown = {
        let (view, frame, on_key) = (view.clone(), frame.clone(), keys.on_key.clone());
        let target = keys.target;
        Callback::from(move |e: KeyboardEvent| {
            if e.ctrl_key() || e.alt_key() || e.meta_key() {
                return;
            }
            match key_zoom(&e.key()) {
                Some(factor) => {
                    e.prevent_default();
                    let zoomed = view.zoomed(factor);
                    view.set(match (target, frame_size(&frame)) {
                        (Some(b), Some(room)) => zoomed.showing(b, room),
                        _ => zoomed,
                    });
                }
                None => on_key.emit(e),
            }
        })
    };
    let onfocus = {
        let (drag, on_focus) = (drag.clone(), keys.on_focus.clone());
        // A pointer press focuses the frame too: its mousedown came first.
        Callback::from(move |_: FocusEvent| {
            if drag.borrow().is_none() {
                on_focus.emit(());
            }
        })
    };
    (onkeydown, onfocus)
}

/// Pans the camera to show `target` (a box in picture px) whenever it changes.
#[hook]
fn use_keep_in_view(target: Option<[f64; 4]>, view: UseStateHandle<Camera>, frame: NodeRef) {
    let bits = target.map(|b| b.map(f64::to_bits));
    use_effect_with(bits, move |bits| {
        if let (Some(b), Some(room)) = (bits, frame_size(&frame)) {
            view.set(view.showing(b.map(f64::from_bits), room));
        }
        || ()
    });
}

#[derive(Properties, PartialEq)]
pub struct SvgPictureProps {
    pub svg: Svg,
}

/// A drawn picture. A large one (with [`Svg::layers`]) arrives one layer
/// per animation frame, so no single task parses, styles and lays out the
/// whole of it (a heap DAG of 10 000 elements took about 200 ms at once).
/// The layers are appended to a box Yew renders empty, so earlier layers
/// are never diffed or parsed again.
#[component]
pub fn SvgPicture(props: &SvgPictureProps) -> Html {
    let svg = &props.svg;
    let holder = use_node_ref();
    {
        let holder = holder.clone();
        let layers = Rc::new(svg.layers.clone());
        // A new picture (its size and length differ) starts again.
        let key = (svg.text.len(), svg.width.to_bits(), svg.height.to_bits());
        use_effect_with(key, move |_| {
            let pending = Rc::new(RefCell::new(None));
            if let Some(el) = holder.cast::<Element>() {
                el.set_inner_html("");
                let _ = el.remove_attribute("data-complete");
                add_layer(el, layers, 0, pending.clone());
            }
            move || drop(pending.take())
        });
    }
    if svg.layers.is_empty() {
        return Html::from_html_unchecked(svg.text.clone().into());
    }
    html! { <div class="svg-layers" ref={holder}></div> }
}

/// Appends layer `i` now and schedules the next for the next frame (the
/// handle in `pending`: dropping it stops the rest).
fn add_layer(
    el: Element,
    layers: Rc<Vec<String>>,
    i: usize,
    pending: Rc<RefCell<Option<dom::NextFrame>>>,
) {
    let Some(layer) = layers.get(i) else {
        let _ = el.set_attribute("data-complete", "1");
        return;
    };
    let _ = el.insert_adjacent_html("beforeend", layer);
    let next = pending.clone();
    *pending.borrow_mut() = dom::next_frame(move || add_layer(el, layers, i + 1, next));
}
