//! Presenter mode in the page (`present=1`, [`crate::view_model::present`]):
//! the app listens for the arrow keys and hands each step to the one part
//! of the page that steps (a play line, a game, a tree's equilibrium play)
//! through the [`Presenter`] context.

use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::view_model::present::{step_of_key, Step};

/// Presenter mode and the latest step key (`seq` counts them).
#[derive(Clone, Debug, PartialEq)]
pub struct Presenter {
    pub on: bool,
    pub seq: u32,
    pub step: Step,
}

impl Default for Presenter {
    fn default() -> Self {
        Presenter {
            on: false,
            seq: 0,
            step: Step::Next,
        }
    }
}

/// Whether a key went to a field that reads it (typing, a select).
fn typing(e: &KeyboardEvent) -> bool {
    let Some(el) = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return false;
    };
    matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT") || el.is_content_editable()
}

/// In presenter mode: the window's step keys (those no part of the page
/// used already: the bidding table, a tree's frame and a board keep their
/// arrows) and Esc, which calls `on_exit`.
#[hook]
pub fn use_presenter(on: bool, on_exit: Callback<()>) -> Presenter {
    let state = use_state(Presenter::default);
    let count = use_mut_ref(|| 0u32);
    {
        let state = state.clone();
        use_effect_with(on, move |&on| {
            let listener = on.then(|| {
                let window = web_sys::window().expect("no window");
                // Not passive: the step keys must not scroll the page.
                let options = EventListenerOptions::enable_prevent_default();
                EventListener::new_with_options(&window, "keydown", options, move |e| {
                    let Some(e) = e.dyn_ref::<KeyboardEvent>() else {
                        return;
                    };
                    if e.default_prevented()
                        || typing(e)
                        || e.ctrl_key()
                        || e.alt_key()
                        || e.meta_key()
                    {
                        return;
                    }
                    if e.key() == "Escape" {
                        on_exit.emit(());
                    } else if let Some(step) = step_of_key(&e.key()) {
                        e.prevent_default();
                        let seq = {
                            let mut n = count.borrow_mut();
                            *n = n.wrapping_add(1);
                            *n
                        };
                        state.set(Presenter {
                            on: true,
                            seq,
                            step,
                        });
                    }
                })
            });
            move || drop(listener)
        });
    }
    Presenter {
        on,
        ..(*state).clone()
    }
}

/// Whether the page is in presenter mode.
#[hook]
pub fn use_presenting() -> bool {
    use_context::<Presenter>().is_some_and(|p| p.on)
}

/// Calls `on_step` for each step key pressed while `enabled` (a part of
/// the page that steps through something, and is the one to do so now).
#[hook]
pub fn use_present_step(enabled: bool, on_step: Callback<Step>) {
    let p = use_context::<Presenter>().unwrap_or_default();
    let seen = use_mut_ref(|| p.seq);
    use_effect_with(p.seq, move |&seq| {
        if enabled && seq != *seen.borrow() {
            on_step.emit(p.step);
        }
        *seen.borrow_mut() = seq;
    });
}
