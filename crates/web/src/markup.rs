//! Markup shared by the pages.

use yew::prelude::*;

/// `content` (a table) in a box that scrolls on its own, reachable with
/// the keyboard (one tab stop) and named `"{what}, scrollable"` for
/// screen readers.
pub fn scrolling(what: &str, content: Html) -> Html {
    html! {
        <div class="table-scroll" tabindex="0" aria-label={format!("{what}, scrollable")}>
            { content }
        </div>
    }
}
