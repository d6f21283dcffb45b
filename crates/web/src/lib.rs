//! The Yew front end (wasm32 only): the `pebbles-web` package (`crates/web`),
//! built for size while the solvers it calls are built for speed. Components
//! stay thin: state comes from [`crate::permalink`], numbers from
//! [`crate::games`] via the worker.
#![cfg(target_arch = "wasm32")]

// The lower layers under the names the modules use (`crate::jobs::…`).
pub(crate) use pebbles_app::{jobs, permalink, state, view_model};
pub(crate) use pebbles_draw::{charts, export, layout};
pub(crate) use pebbles_games::{self as games, notation};
pub(crate) use pebbles_worker as worker;

pub mod app;
pub mod bcs_page;
pub mod board;
pub mod classical_misere;
pub mod classical_page;
pub mod clobber_page;
pub mod compute;
pub mod cs_page;
pub mod cs_scoring;
pub mod dom;
pub mod efg_page;
pub mod explain;
pub mod exports;
pub mod fields;
pub mod gallery_page;
pub mod games_page;
pub mod games_rules;
pub mod games_table;
pub mod loopy_graphs;
pub mod markup;
pub mod misere_page;
pub mod pages;
pub mod pan_zoom;
pub mod play;
pub mod present;
pub mod scoring_page;
pub mod script_editor;
pub mod search_page;
pub mod share;
pub mod tree_page;

use yew::{Callback, Properties};

/// What the app gives every page: its permalink state, whether it is
/// embedded, and where to send the next state.
#[derive(Properties, PartialEq)]
pub struct PageProps<S: PartialEq> {
    pub state: S,
    pub embed: bool,
    pub on_change: Callback<S>,
}

/// What a page gives its editor panel: the state and where to send the next one.
#[derive(Properties, PartialEq)]
pub struct EditorProps<S: PartialEq> {
    pub state: S,
    pub on_change: Callback<S>,
}

/// Entry point of the `app` binary.
pub fn start_app() {
    // The page and its compute workers run this same wasm module: a worker
    // has no `window`, and is handed the page's compiled module
    // (`dom::worker_loader_url`), so the code is downloaded and compiled once.
    if web_sys::window().is_none() {
        worker::start_worker();
        return;
    }
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        dom::show_fatal_error(&info.to_string());
    }));
    yew::Renderer::<app::App>::new().render();
}
