//! The app shell: header and navigation, permalink notices, the current page,
//! and the *Copy link* / *Embed* tools.

use gloo::events::EventListener;
use yew::prelude::*;

use super::bcs_page::BcsPage;
use super::classical_page::ClassicalPage;
use super::clobber_page::ClobberPage;
use super::cs_page::CsPage;
use super::dom;
use super::efg_page::EfgPage;
use super::explain;
use super::gallery_page::GalleryPage;
use super::games_page::GamesPage;
use super::pages::AboutPage;
use super::search_page::SearchPage;
use super::tree_page::TreePage;
use crate::permalink::{Notice, PageState, View};
use crate::view_model::app as vm;
use crate::view_model::show::Shown;

#[derive(Clone, PartialEq)]
struct Loaded {
    view: View,
    notices: Vec<Notice>,
    /// Bumped on every navigation from outside the page, so editors reset.
    generation: u32,
}

fn load(generation: u32) -> Loaded {
    let (view, notices) = View::parse(&dom::current_hash());
    Loaded {
        view,
        notices,
        generation,
    }
}

/// The loaded view, reloaded on every `hashchange` (a link followed, back
/// or forward); an embedded view also reports its height to its parent.
#[hook]
fn use_location() -> UseStateHandle<Loaded> {
    let loaded = use_state(|| load(0));
    let navigations = use_mut_ref(|| 0u32);
    {
        let loaded = loaded.clone();
        use_effect_with((), move |_| {
            if dom::current_hash().is_empty() {
                dom::replace_hash(&loaded.view.to_hash());
            }
            let window = web_sys::window().expect("no window");
            let listener = EventListener::new(&window, "hashchange", move |_| {
                *navigations.borrow_mut() += 1;
                loaded.set(load(*navigations.borrow()));
            });
            move || drop(listener)
        });
    }
    use_effect_with(loaded.view.scale, move |&scale| {
        explain::apply_scale(scale);
        || ()
    });
    use_effect_with(loaded.view.embed, move |&embed| {
        if embed {
            dom::report_height_to_parent();
        }
        || ()
    });
    loaded
}

#[component]
pub fn App() -> Html {
    let loaded = use_location();
    let on_state = {
        let loaded = loaded.clone();
        Callback::from(move |state: PageState| {
            let view = vm::with_state(&loaded.view, state);
            dom::replace_hash(&view.to_hash());
            loaded.set(Loaded {
                view,
                notices: Vec::new(),
                generation: loaded.generation,
            });
        })
    };
    let dismiss = {
        let loaded = loaded.clone();
        Callback::from(move |_: MouseEvent| {
            loaded.set(Loaded {
                notices: Vec::new(),
                ..(*loaded).clone()
            })
        })
    };
    let skip_to_main = Callback::from(|_: MouseEvent| dom::focus_main());
    let view = &loaded.view;
    // What the navigation links carry between pages (issue 14).
    let session = use_mut_ref(vm::Session::default);
    session.borrow_mut().observe(view);
    let embed = view.embed;
    let body = html! {
        <ContextProvider<Shown> context={Shown::of(view)}>
            { page_body(view, loaded.generation, &on_state) }
        </ContextProvider<Shown>>
    };
    // Always one node (empty without notices): an optional child spliced in
    // with `for` would make Yew rebuild the page when it comes or goes.
    let notices = html! {
        if !loaded.notices.is_empty() {
            <Notices notices={loaded.notices.clone()} on_dismiss={dismiss} />
        }
    };
    if embed {
        return html! {
            <div class={classes!("app", "embedded")}>
                { notices }
                <main>{ body }</main>
                <footer class="embed-footer">
                    <a href={vm::full_link(&dom::base_url(), view)} target="_blank" rel="noopener">
                        { "Open in Pebbles ↗" }
                    </a>
                </footer>
            </div>
        };
    }
    html! {
        <div class="app">
            <button class="skip-link" onclick={skip_to_main}>{ "Skip to the content" }</button>
            <header id="site-header">
                <a class="brand" href="#/cs">{ "Pebbles" }</a>
                <nav>
                    { for session.borrow().nav_links(view).into_iter().map(|(href, title, active)| html! {
                        <a {href} class={classes!(active.then_some("active"))}>{ title }</a>
                    }) }
                </nav>
                <ShareTools view={view.clone()} />
            </header>
            { notices }
            <main id="main" tabindex="-1">{ body }</main>
        </div>
    }
}

/// The current page; `generation` keys it so editors reset on navigation.
fn page_body(view: &View, generation: u32, on_state: &Callback<PageState>) -> Html {
    let embed = view.embed;
    match &view.state {
        PageState::Cs(cs) => {
            let on_change = on_state.reform(PageState::Cs);
            html! { <CsPage key={generation} state={cs.clone()} {embed} {on_change} /> }
        }
        PageState::Bcs(b) => {
            let on_change = on_state.reform(PageState::Bcs);
            html! { <BcsPage key={generation} state={b.clone()} {embed} {on_change} /> }
        }
        PageState::Clobber(c) => {
            let on_change = on_state.reform(PageState::Clobber);
            html! { <ClobberPage key={generation} state={c.clone()} {embed} {on_change} /> }
        }
        PageState::Classical(c) => {
            let on_change = on_state.reform(PageState::Classical);
            html! { <ClassicalPage key={generation} state={c.clone()} {embed} {on_change} /> }
        }
        PageState::Tree(t) => {
            let on_change = on_state.reform(PageState::Tree);
            html! { <TreePage key={generation} state={t.clone()} {embed} {on_change} /> }
        }
        PageState::Games(g) => {
            let on_change = on_state.reform(PageState::Games);
            html! { <GamesPage key={generation} state={g.clone()} {embed} {on_change} /> }
        }
        PageState::Efg(e) => {
            let on_change = on_state.reform(PageState::Efg);
            html! { <EfgPage key={generation} state={e.clone()} {embed} {on_change} /> }
        }
        PageState::Search(s) => {
            let on_change = on_state.reform(PageState::Search);
            html! { <SearchPage key={generation} state={s.clone()} {embed} {on_change} /> }
        }
        PageState::Gallery(g) => {
            let on_change = on_state.reform(PageState::Gallery);
            html! { <GalleryPage key={generation} state={g.clone()} {embed} {on_change} /> }
        }
        PageState::About => html! { <AboutPage /> },
    }
}

#[derive(Properties, PartialEq)]
struct NoticesProps {
    notices: Vec<Notice>,
    on_dismiss: Callback<MouseEvent>,
}

/// The permalink parameters that were not used, with *Dismiss*.
#[component]
fn Notices(props: &NoticesProps) -> Html {
    html! {
        <div id="notices" class="notices" role="status">
            <strong>{ vm::NOTICES_HEADING }</strong>
            <ul>
                { for props.notices.iter().map(|n| html! {
                    <li><code>{ &n.param }</code>{ " — " }{ &n.message }</li>
                }) }
            </ul>
            <button class="dismiss" onclick={props.on_dismiss.clone()}>{ "Dismiss" }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ShareProps {
    view: View,
}

/// *Copy link* and *Embed* buttons for the current view.
#[component]
fn ShareTools(props: &ShareProps) -> Html {
    let copied = use_state(|| None::<Result<(), String>>);
    let show_embed = use_state(|| false);
    let base = dom::base_url();
    let link = vm::link(&base, &props.view);
    let copy = {
        let copied = copied.clone();
        let link = link.clone();
        Callback::from(move |_| {
            let copied = copied.clone();
            let link = link.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let r = dom::copy_text(&link).await.map_err(|_| link);
                copied.set(Some(r));
            });
        })
    };
    let toggle_embed = {
        let show_embed = show_embed.clone();
        Callback::from(move |_| show_embed.set(!*show_embed))
    };
    {
        // The panel belongs to the page it was opened on.
        let show_embed = show_embed.clone();
        use_effect_with(props.view.state.page(), move |_| {
            show_embed.set(false);
            || ()
        });
    }
    let on_panel_key = {
        let show_embed = show_embed.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" {
                show_embed.set(false);
            }
        })
    };
    let snippet = vm::embed_snippet(&base, &props.view);
    html! {
        <div class="share">
            <button id="copy-link" onclick={copy}>{ "Copy link" }</button>
            <button id="embed-button" onclick={toggle_embed}>{ "Embed" }</button>
            {
                match &*copied {
                    Some(Ok(())) => html! { <span class="copied">{ "Link copied" }</span> },
                    Some(Err(l)) => html! {
                        <label class="copy-fallback">{ "Copy this link: " }
                            <input readonly=true value={l.clone()} />
                        </label>
                    },
                    None => html! {},
                }
            }
            if *show_embed {
                <div class="embed-panel" onkeydown={on_panel_key}>
                    <label for="embed-snippet">{ "Paste this into your page (Esc closes):" }</label>
                    <textarea id="embed-snippet" readonly=true rows="5" value={snippet} />
                </div>
            }
        </div>
    }
}
