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
use super::misere_page::MiserePage;
use super::pages::AboutPage;
use super::present::{use_presenter, Presenter};
use super::scoring_page::ScoringPage;
use super::search_page::SearchPage;
use super::share::ShareTools;
use super::tree_page::TreePage;
use crate::permalink::{Notice, View};
use crate::state::PageState;
use crate::view_model::app as vm;
use crate::view_model::present::presenting;
use crate::view_model::show::Shown;
use crate::view_model::titles::document_title;

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
    use_effect_with(document_title(&loaded.view), move |title| {
        dom::set_title(title);
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

/// What the page does with a new view (a presenter switch), a new page
/// state (an edit) and the notices' dismissal.
fn callbacks(
    loaded: &UseStateHandle<Loaded>,
) -> (Callback<View>, Callback<PageState>, Callback<MouseEvent>) {
    let set_view = {
        let loaded = loaded.clone();
        Callback::from(move |view: View| {
            dom::replace_hash(&view.to_hash());
            loaded.set(Loaded {
                view,
                notices: Vec::new(),
                generation: loaded.generation,
            });
        })
    };
    let on_state = {
        let (view, set_view) = (loaded.view.clone(), set_view.clone());
        Callback::from(move |state: PageState| set_view.emit(vm::with_state(&view, state)))
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
    (set_view, on_state, dismiss)
}

#[component]
pub fn App() -> Html {
    let loaded = use_location();
    let (set_view, on_state, dismiss) = callbacks(&loaded);
    let skip_to_result = Callback::from(|_: MouseEvent| dom::focus_result());
    let view = &loaded.view;
    let exit = {
        let (view, set_view) = (view.clone(), set_view.clone());
        Callback::from(move |_: ()| set_view.emit(presenting(&view, false)))
    };
    let presenter = use_presenter(view.present && !view.embed, exit);
    let controls = use_state(|| false);
    // What the navigation links carry between pages (issue 14).
    let session = use_mut_ref(vm::Session::default);
    session.borrow_mut().observe(view);
    let embed = view.embed;
    let body = html! {
        <ContextProvider<Shown> context={Shown::of(view)}>
            <ContextProvider<Presenter> context={presenter.clone()}>
                { page_body(view, loaded.generation, &on_state) }
            </ContextProvider<Presenter>>
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
    let toggle_controls = {
        let controls = controls.clone();
        Callback::from(move |_: MouseEvent| controls.set(!*controls))
    };
    let class = classes!(
        "app",
        presenter.on.then_some("presenting"),
        (presenter.on && *controls).then_some("controls-open"),
        // Enlarged (`scale=`): the result takes the whole width.
        (!view.scale.is_one()).then_some("scaled")
    );
    html! {
        <div {class}>
            <button class="skip-link" onclick={skip_to_result}>{ "Skip to the results" }</button>
            <header id="site-header">
                <a class="brand" href="#/cs">{ "Pebbles" }</a>
                <nav id="site-nav" aria-label="pages">
                    { for session.borrow().nav_links(view).into_iter().map(|(href, title, active)| html! {
                        <a {href} class={classes!(active.then_some("active"))}
                           aria-current={active.then_some("page")}>{ title }</a>
                    }) }
                </nav>
                if presenter.on {
                    <button id="present-controls" aria-expanded={controls.to_string()} onclick={toggle_controls}
                        title="the pages, the settings and the explanations">{ if *controls { "Hide controls" } else { "Controls" } }</button>
                }
                <ShareTools view={view.clone()} on_view={set_view} />
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
        PageState::Misere(m) => {
            let on_change = on_state.reform(PageState::Misere);
            html! { <MiserePage key={generation} state={m.clone()} {embed} {on_change} /> }
        }
        PageState::Scoring(s) => {
            let on_change = on_state.reform(PageState::Scoring);
            html! { <ScoringPage key={generation} state={s.clone()} {embed} {on_change} /> }
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
