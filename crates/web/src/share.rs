//! The header's tools: *Copy link*, *Embed* (a panel with the snippet,
//! selected, and a Copy button; Esc closes it from anywhere) and *Present*.
//! Messages and the panel float below the buttons, so nothing in the
//! header moves when they appear.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use super::dom;
use crate::permalink::View;
use crate::view_model::app as vm;
use crate::view_model::present::{present_button, presenting};

#[derive(Properties, PartialEq)]
pub struct ShareProps {
    pub view: View,
    /// Switches presenter mode (the view with `present` flipped).
    pub on_view: Callback<View>,
}

/// What the last copy did: copied, or refused (the text to copy by hand).
#[derive(Clone, PartialEq)]
enum Copied {
    Link(Result<(), String>),
    Snippet(Result<(), String>),
}

/// Copies `text` and reports through `done`.
fn copier(
    text: String,
    copied: UseStateHandle<Option<Copied>>,
    as_: fn(Result<(), String>) -> Copied,
) -> Callback<MouseEvent> {
    Callback::from(move |_| {
        let (copied, text) = (copied.clone(), text.clone());
        wasm_bindgen_futures::spawn_local(async move {
            let r = dom::copy_text(&text).await.map_err(|_| text);
            copied.set(Some(as_(r)));
        });
    })
}

/// *Copy link*, *Embed* and *Present* for the current view.
#[component]
pub fn ShareTools(props: &ShareProps) -> Html {
    let copied = use_state(|| None::<Copied>);
    let show_embed = use_state(|| false);
    let base = dom::base_url();
    let link = vm::link(&base, &props.view);
    let snippet = vm::embed_snippet(&base, &props.view);
    let copy = copier(link, copied.clone(), Copied::Link);
    let copy_snippet = copier(snippet.clone(), copied.clone(), Copied::Snippet);
    let toggle_embed = {
        let (show_embed, copied) = (show_embed.clone(), copied.clone());
        Callback::from(move |_| {
            copied.set(None);
            show_embed.set(!*show_embed)
        })
    };
    let close = {
        let show_embed = show_embed.clone();
        Callback::from(move |_: MouseEvent| show_embed.set(false))
    };
    use_embed_panel(&show_embed, props.view.state.page());
    let present = props.view.present;
    let (present_text, present_title) = present_button(present);
    let toggle_present = {
        let (view, on_view) = (props.view.clone(), props.on_view.clone());
        Callback::from(move |_: MouseEvent| on_view.emit(presenting(&view, !present)))
    };
    let status = match &*copied {
        Some(Copied::Link(Ok(()))) => html! { <span class="copied">{ "Link copied" }</span> },
        Some(Copied::Link(Err(l))) => html! {
            <label class="copy-fallback">{ "Copy this link: " }<input readonly=true value={l.clone()} /></label>
        },
        Some(Copied::Snippet(_)) | None => html! {},
    };
    let snippet_status = match &*copied {
        Some(Copied::Snippet(Ok(()))) => "Copied",
        Some(Copied::Snippet(Err(_))) => "Select the text and copy it (Ctrl+C)",
        Some(Copied::Link(_)) | None => "",
    };
    html! {
        <div class="share">
            <button id="copy-link" onclick={copy}>{ "Copy link" }</button>
            <button id="embed-button" aria-expanded={show_embed.to_string()} aria-controls="embed-panel"
                onclick={toggle_embed}>{ "Embed" }</button>
            <button id="present-button" aria-pressed={present.to_string()} title={present_title}
                onclick={toggle_present}>{ present_text }</button>
            <div class="share-status" role="status">{ status }</div>
            if *show_embed {
                <div id="embed-panel" class="embed-panel" role="dialog" aria-label="Embed this view">
                    <label for="embed-snippet">{ "Paste this into your page (Esc closes):" }</label>
                    <textarea id="embed-snippet" readonly=true rows="5" value={snippet} />
                    <div class="embed-actions">
                        <button id="embed-copy" onclick={copy_snippet}>{ "Copy" }</button>
                        <span class="copied" role="status">{ snippet_status }</span>
                        <button id="embed-close" onclick={close}>{ "Close" }</button>
                    </div>
                </div>
            }
        </div>
    }
}

/// The Embed panel's life: it closes on a page switch and on Esc from
/// anywhere (caught before the page's own keys), and opens with its
/// snippet focused and selected, ready to copy.
#[hook]
fn use_embed_panel(show: &UseStateHandle<bool>, page: crate::state::Page) {
    {
        let show = show.clone();
        use_effect_with(page, move |_| {
            show.set(false);
            || ()
        });
    }
    let show = show.clone();
    use_effect_with(*show, move |&open| {
        let listener = open.then(|| {
            dom::select_text("embed-snippet");
            let window = web_sys::window().expect("no window");
            let options = EventListenerOptions::run_in_capture_phase();
            EventListener::new_with_options(&window, "keydown", options, move |e| {
                let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                    return;
                };
                if e.key() == "Escape" {
                    e.prevent_default();
                    show.set(false);
                    dom::focus_id("embed-button");
                }
            })
        });
        move || drop(listener)
    });
}
