//! The side of each page ([`Side`]: the "What am I looking at?" panel, the
//! gallery's links and the editors, folded on a phone), and the paper's
//! notes under a result. The texts are [`crate::view_model::explain`].

use yew::prelude::*;

use crate::permalink::Scale;
use crate::state::{Page, PageState};
use crate::view_model::explain::{self as vm, Correction};
use crate::view_model::gallery;
use crate::view_model::show::Shown;

#[derive(Properties, PartialEq)]
pub struct ExplainProps {
    pub page: Page,
}

/// Collapsed by default; `<details>` opens with Enter or Space. Its text is
/// drawn once it is first opened (a sixth of a page's elements, which every
/// first load would otherwise build). Below it, the gallery's cards of this page.
#[component]
pub fn ExplainPanel(props: &ExplainProps) -> Html {
    let opened = use_state(|| false);
    let ontoggle = {
        let opened = opened.clone();
        Callback::from(move |e: Event| {
            let open = e
                .target_dyn_into::<web_sys::Element>()
                .is_some_and(|d| d.has_attribute("open"));
            if open && !*opened {
                opened.set(true);
            }
        })
    };
    let body = opened.then(|| details(vm::panel(props.page), vm::corrections_of(props.page)));
    html! {
        <>
        <details id="explain" class="explain" {ontoggle}>
            <summary>{ "What am I looking at?" }</summary>
            { for body }
        </details>
        <GalleryLinks page={props.page} />
        </>
    }
}

fn details(panel: vm::Explanation, corrections: Vec<&'static Correction>) -> Html {
    html! {
        <>
            <p class="explain-title">{ panel.title }</p>
            <dl class="defs">
                { for panel.defs.iter().map(|d| html! {
                    <>
                        <dt>{ d.term }</dt>
                        <dd>{ d.text }{ " " }<cite>{ format!("({})", d.source) }</cite></dd>
                    </>
                }) }
            </dl>
            if !corrections.is_empty() {
                <details class="explain-corrections">
                    <summary>{ format!("Paper corrections on this page ({})", corrections.len()) }</summary>
                    <ul>{ for corrections.into_iter().map(correction) }</ul>
                </details>
            }
            <details class="glossary">
                <summary>{ "Glossary" }</summary>
                <dl>
                    { for vm::glossary().into_iter().map(|(term, text)| html! {
                        <><dt>{ term }</dt><dd>{ text }</dd></>
                    }) }
                </dl>
            </details>
        </>
    }
}

/// "In the gallery:" and the cards whose views are on `page`, each
/// opening its view; nothing on a page without cards.
#[component]
fn GalleryLinks(props: &ExplainProps) -> Html {
    let entries = gallery::entries_of(props.page);
    html! {
        if !entries.is_empty() {
            <p class="gallery-links">
                <a href="#/gallery">{ "In the gallery" }</a>{ ": " }
                { for entries.iter().enumerate().map(|(i, e)| html! {
                    <>
                        if i > 0 { { " · " } }
                        <a href={e.hash} title={e.title}>{ gallery::citation(e) }</a>
                    </>
                }) }
            </p>
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SideProps {
    pub page: Page,
    /// The line that stands for the folded editors (`Settings: S={2,3}, …`).
    pub summary: AttrValue,
    /// The editors.
    pub children: Html,
}

/// What a page has besides its result, after the result in the page (and
/// in the tab order): the explanations, the gallery's links and the
/// editors. Wide screens show it beside the result; a phone shows it under
/// the result with the editors folded into their summary line, which
/// opens them. Presenter mode hides it behind the header's *Controls*.
#[component]
pub fn Side(props: &SideProps) -> Html {
    let open = use_state(|| !super::dom::is_narrow());
    html! {
        <aside id="side" class="side" aria-label="settings and explanations">
            <ExplainPanel page={props.page} />
            <details id="editor-panel" class="editor-panel" open={*open}>
                <summary>{ props.summary.clone() }</summary>
                { props.children.clone() }
            </details>
        </aside>
    }
}

#[derive(Properties, PartialEq)]
pub struct NotesProps {
    pub state: PageState,
}

/// The corrections of values this view shows, as notes about the papers
/// (folded, one summary line: the page is right, the paper misprints);
/// nothing when there are none.
#[component]
pub fn PaperNotes(props: &NotesProps) -> Html {
    let notes = vm::corrections_for(&props.state);
    html! {
        if !notes.is_empty() {
            <details id="paper-notes" class="paper-notes">
                <summary>{ vm::notes_summary(notes.len()) }</summary>
                <ul>{ for notes.into_iter().map(correction) }</ul>
            </details>
        }
    }
}

fn correction(c: &'static Correction) -> Html {
    html! {
        <li>
            <strong>{ c.source }</strong>{ format!(": {} — printed ", c.what) }
            <q>{ c.printed }</q>{ ", correct " }<q>{ c.correct }</q>{ ". " }
            { c.why }{ " " }<a href={c.view}>{ "Open this view" }</a>
        </li>
    }
}

/// The panels this view shows (`show=`), provided by the app.
#[hook]
pub fn use_shown() -> Shown {
    use_context::<Shown>().unwrap_or_default()
}

/// Sets `--scale` (`scale=`) on the document root, where static/style.css
/// reads it for the text and diagram sizes.
pub fn apply_scale(scale: Scale) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = if scale.is_one() {
            root.remove_attribute("style")
        } else {
            root.set_attribute("style", &format!("--scale: {scale}"))
        };
    }
}
