//! The app shell's view-model: share and embed texts. The navigation
//! links, which carry settings between pages, are [`Session::nav_links`].

use crate::permalink::View;
use crate::state::PageState;

pub use super::carry::Session;

/// The view after a page edit: the new state, still embedded or not, with
/// the same panels and scale.
pub fn with_state(view: &View, state: PageState) -> View {
    View {
        state,
        ..view.clone()
    }
}

/// The address of `view` on the site at `base` (the page address without hash).
pub fn link(base: &str, view: &View) -> String {
    format!("{base}{}", view.to_hash())
}

/// The link under an embedded view: the same view with the whole app.
pub fn full_link(base: &str, view: &View) -> String {
    let full = View {
        embed: false,
        ..view.clone()
    };
    link(base, &full)
}

/// The message type an embedded view posts to its parent with its height.
pub const HEIGHT_MESSAGE: &str = "pebbles:height";

/// The script of the embed snippet: sizes every `iframe[data-pebbles]` to
/// the height its view reports, so no embed shows an inner scrollbar. Safe
/// to include once per embed (it installs one listener per page).
const SIZER: &str = "<script>if(!window.pebblesSizer){window.pebblesSizer=1;\
addEventListener(\"message\",function(e){var d=e.data;if(!d||d.type!==\"pebbles:height\")return;\
document.querySelectorAll(\"iframe[data-pebbles]\").forEach(function(f){\
if(f.contentWindow===e.source)f.style.height=Math.ceil(d.height)+\"px\";});});}</script>";

/// The snippet that embeds `view` (results only): an `<iframe>` with a
/// sensible default size (plain iframes work) and the sizing script.
pub fn embed_snippet(base: &str, view: &View) -> String {
    let embedded = View {
        embed: true,
        ..view.clone()
    };
    format!(
        "<iframe src=\"{}\" title=\"Pebbles: {}\" width=\"720\" height=\"520\" style=\"border:0;max-width:100%\" loading=\"lazy\" data-pebbles></iframe>\n{SIZER}",
        link(base, &embedded),
        view.state.page().title()
    )
}

/// The heading above the permalink notices.
pub const NOTICES_HEADING: &str = "Some permalink parameters were not used:";
