//! The `#/efg` page: paste or load a Gambit `.efg` file (perfect
//! information), pick the tie rule, and see the players, the PSPE payoffs,
//! the tree with the equilibrium marked and Theorem 11's one-heap
//! Cumulative Game. Parsing and solving run in the worker; texts, rows and
//! links come from [`crate::view_model::efg`].

use super::explain::Side;
use std::rc::Rc;

use web_sys::{HtmlInputElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::compute::{unexpected_result, use_job};
use super::dom;
use super::exports::Exports;
use super::fields::{attr_options, Draft, SelectField};
use super::pan_zoom::{PanZoom, SvgPicture};
use super::PageProps;
use crate::export::EFG_LEGEND;
use crate::jobs::{EfgView, JobRequest, JobResult, T11View};
use crate::state::{EfgState, Page};
use crate::view_model::efg::{self as vm, reduce, EfgAction};
use crate::view_model::titles::editor_summary;
use crate::view_model::Shared;

#[component]
pub fn EfgPage(props: &PageProps<EfgState>) -> Html {
    let st = &props.state;
    let job = use_job(Some(JobRequest::Efg(vm::request(st))));
    // Set while the textarea holds a file that was refused: the result
    // shown is the last accepted file's, marked out of date.
    let invalid = use_state(|| false);
    let on_invalid = {
        let invalid = invalid.clone();
        Callback::from(move |bad: bool| invalid.set(bad))
    };
    let body = job.view_of(true, JobResult::as_efg, |r, _, _| {
        html! { <EfgResult result={Shared(r.clone())} /> }
    });
    html! {
        <div class="efg-page">
            if !props.embed {
                <h1>{ "Gambit .efg files" }</h1>
                <p class="hint lead">{ "Gambit's extensive-form format, perfect-information subset: \
                    players, personal and terminal nodes, payoffs. Chance nodes and information \
                    sets shared by two nodes are refused with their line." }</p>
            }
            <section id="result" class="result">
                <div class={classes!((*invalid).then_some("result-body"), (*invalid).then_some("stale"))}
                     title={(*invalid).then_some("out of date: the file above was refused")}>
                    { body }
                </div>
            </section>
            if !props.embed {
                <Side page={Page::Efg} summary={editor_summary(&crate::state::PageState::Efg(st.clone()))}>
                    <EfgEditors state={st.clone()} on_change={props.on_change.clone()} {on_invalid} />
                </Side>
            }
        </div>
    }
}

/// Applies an action; emits the next state or returns the field's message.
fn applier(st: &EfgState, on_change: &Callback<EfgState>) -> Callback<EfgAction, Option<String>> {
    let (st, on_change) = (st.clone(), on_change.clone());
    Callback::from(move |a: EfgAction| match reduce(&st, a) {
        Ok(next) => {
            on_change.emit(next);
            None
        }
        Err(e) => Some(e.to_string()),
    })
}

/// *Load file*: refuses a file over 1 MiB before reading it (the message
/// goes under the textarea, which keeps `shown`), else edits with its text.
fn load_file(draft: Draft, edit: Callback<String>, shown: String) -> Callback<Event> {
    Callback::from(move |e: Event| {
        let input: HtmlInputElement = e.target_unchecked_into();
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        if let Err(err) = vm::check_size(file.size() as u64) {
            draft.set(Some((shown.clone(), Some(err.to_string()))));
            return;
        }
        let edit = edit.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let text = gloo::file::futures::read_as_text(&gloo::file::File::from(file)).await;
            edit.emit(text.unwrap_or_else(|e| format!("could not read the file: {e}")));
        });
    })
}

#[derive(Properties, PartialEq)]
struct EditorsProps {
    state: EfgState,
    on_change: Callback<EfgState>,
    /// Whether the text shown was refused.
    on_invalid: Callback<bool>,
}

/// Example and tie selects, the file's textarea with its error, and *Load file*.
#[component]
fn EfgEditors(props: &EditorsProps) -> Html {
    let st = &props.state;
    let apply = applier(st, &props.on_change);
    // What was typed (or loaded) and its message, until an example is chosen.
    let draft = use_state(|| None::<(String, Option<String>)>);
    let edit = {
        let (draft, apply, on_invalid) = (draft.clone(), apply.clone(), props.on_invalid.clone());
        Callback::from(move |text: String| {
            let err = apply.emit(EfgAction::Text(text.clone()));
            on_invalid.emit(err.is_some());
            draft.set(Some((text, err)));
        })
    };
    let oninput =
        edit.reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let onload = load_file(draft.clone(), edit.clone(), st.text().to_string());
    let on_example = {
        let (draft, apply, on_invalid) = (draft.clone(), apply.clone(), props.on_invalid.clone());
        Callback::from(move |name: String| {
            draft.set(None);
            on_invalid.emit(false);
            let _ = apply.emit(EfgAction::Example(name));
        })
    };
    let on_tie = apply.reform(EfgAction::Tie);
    let on_tie = Callback::from(move |v: String| {
        let _ = on_tie.emit(v);
    });
    let (examples, selected) = vm::example_options(st);
    let (examples, ties) = (attr_options(&examples), attr_options(&vm::tie_options()));
    let (text, error) = match &*draft {
        Some((t, e)) => (t.clone(), e.clone()),
        None => (st.text().to_string(), None),
    };
    html! {
        <section id="editors" class="editors efg-editors">
            <SelectField id="efg-example" label="Example" options={examples} selected={selected} on_change={on_example} />
            <SelectField id="tie" label="Ties (every player)" options={ties} selected={st.tie.code()} on_change={on_tie} />
            <div class={classes!("field", "efg-text", error.is_some().then_some("invalid"))}>
                <label for="field-efg">{ ".efg file" }</label>
                <textarea id="field-efg" rows="12" spellcheck="false" value={text} {oninput}
                    aria-invalid={error.is_some().to_string()} />
                {
                    match error {
                        Some(e) => html! { <span class="field-error" id="field-efg-error" role="alert">{ e }</span> },
                        None => html! { <span class="hint">{ "Paste a file, edit it, or load one (at most 1 MiB)." }</span> },
                    }
                }
                if let Some(note) = vm::link_note(st) {
                    <span id="efg-link-note" class="hint">{ note }</span>
                }
                <div class="file-tools">
                    <label class="button">{ "Load file " }<input id="load-efg" type="file" accept=".efg,text/plain" onchange={onload} /></label>
                </div>
            </div>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ResultProps {
    /// A [`JobResult::Efg`].
    result: Shared<JobResult>,
}

/// Players and payoffs, the drawn tree, downloads, and Theorem 11.
#[component]
fn EfgResult(props: &ResultProps) -> Html {
    let Some(v) = props.result.0.as_efg() else {
        return unexpected_result();
    };
    let stem = vm::file_stem(v);
    let save_efg = {
        let (body, name) = (v.efg.clone(), format!("{stem}.efg"));
        Callback::from(move |_: MouseEvent| {
            let _ = dom::download(&name, "text/plain", &body);
        })
    };
    html! {
        <div class="efg-result">
            <p id="efg-summary" class="tree-title">{ vm::summary(v) }</p>
            <table id="efg-payoffs" class="outcomes">
                <thead><tr><th scope="col">{ "player" }</th><th scope="col">{ "PSPE payoff" }</th></tr></thead>
                <tbody>
                    { for vm::payoff_rows(v).into_iter().map(|(p, u)| html! {
                        <tr><th scope="row">{ p }</th><td>{ u }</td></tr>
                    }) }
                </tbody>
            </table>
            <p id="efg-play">{ format!("Equilibrium play: {}; payoffs {}.", vm::play_text(v), vm::payoffs_text(v)) }</p>
            <div class="exports"><button id="export-efg" onclick={save_efg}>{ "Download .efg" }</button></div>
            <TreePicture result={props.result.clone()} />
            <Theorem11Panel result={props.result.clone()} />
        </div>
    }
}

/// The tree with the PSPE choices thick and the play coloured.
#[component]
fn TreePicture(props: &ResultProps) -> Html {
    let pic = use_memo(props.result.clone(), |r| {
        r.0.as_efg().and_then(|v| {
            let (d, svg) = v.picture.as_ref()?;
            Some((Rc::new(vm::picture(d, svg)), vm::play_css(v, d)))
        })
    });
    let Some((picture, css)) = (*pic).clone() else {
        return html! {
            <p id="efg-no-tree" class="hint">{ format!("The tree has more than {} nodes; it is solved but not drawn.", crate::jobs::MAX_DRAWN_NODES) }</p>
        };
    };
    html! {
        <section id="efg-tree" class="efg-tree">
            <h2>{ "Tree" }</h2>
            <Exports picture={picture.clone()} name="pebbles-efg-tree." />
            <style>{ css }</style>
            <PanZoom id="efg-tree-svg" size={Some((picture.svg.width, picture.svg.height))}><SvgPicture svg={picture.svg.clone()} /></PanZoom>
            <p class="legend"><span class="legend-thick">{ "━" }</span>{ " " }{ EFG_LEGEND }{ " " }<span class="legend-play">{ "━" }</span>{ " the equilibrium play." }</p>
        </section>
    }
}

/// Theorem 11's one-heap Cumulative Game: text, editor link, table.
#[component]
fn Theorem11Panel(props: &ResultProps) -> Html {
    let Some(v) = props.result.0.as_efg() else {
        return html! {};
    };
    let body = match &v.theorem11 {
        Err(why) => {
            html! { <p id="t11-refused" class="notices">{ format!("No ruleset file: {why}.") }</p> }
        }
        Ok(t) => t11_body(v, t),
    };
    html! {
        <section id="theorem11" class="theorem11">
            <h2>{ "Theorem 11: the same game as a one-heap Cumulative Game" }</h2>
            { body }
        </section>
    }
}

fn t11_body(v: &EfgView, t: &T11View) -> Html {
    let save = {
        let body = t.ruleset.clone();
        Callback::from(move |_: MouseEvent| {
            let _ = dom::download("theorem11-ruleset.json", "application/json", &body);
        })
    };
    let link = match vm::games_link(t) {
        Ok(href) => html! { <a id="t11-link" {href}>{ "Open in the Cumulative Games editor" }</a> },
        Err(why) => html! { <span id="t11-no-link" class="notices">{ why.to_string() }</span> },
    };
    html! {
        <>
            <p id="t11-text">{ vm::t11_text(v, t) }</p>
            <p class="t11-tools">{ link }{ " " }<button id="t11-save" onclick={save}>{ "Download ruleset" }</button></p>
            <div class="table-scroll" tabindex="0" aria-label="table, scrollable">
                <table id="t11-table" class="outcomes t11-table">
                    <thead><tr>
                        <th scope="col">{ "heap" }</th><th scope="col">{ "state" }</th>
                        <th scope="col">{ "γ (to move)" }</th><th scope="col">{ "actions" }</th>
                        <th scope="col">{ "rewards" }</th>
                        <th scope="col">{ "utility" }</th>
                    </tr></thead>
                    <tbody>
                        { for vm::t11_rows(v, t).into_iter().map(|r| html! {
                            <tr class={classes!(r.state.starts_with("forced").then_some("forced"))}>
                                <th scope="row">{ r.heap }</th><td>{ r.state }</td><td>{ r.mover }</td>
                                <td>{ r.actions }</td><td>{ r.rewards }</td><td>{ r.utility }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            </div>
        </>
    }
}

#[derive(Properties, PartialEq)]
pub struct EfgTreeButtonProps {
    /// A [`JobResult::Tree`] of the `#/tree` page.
    pub result: Shared<JobResult>,
}

/// `#/tree`'s *.efg* button: the drawn extensive form as a Gambit file, or
/// the writer's refusal beside the button.
#[component]
pub fn EfgTreeButton(props: &EfgTreeButtonProps) -> Html {
    let refusal = use_state(|| None::<String>);
    let onclick = {
        let (result, refusal) = (props.result.clone(), refusal.clone());
        Callback::from(move |_: MouseEvent| {
            let Some(t) = result.0.as_tree() else {
                return;
            };
            match crate::games::efg::from_graph(&t.graph) {
                Ok(game) => {
                    refusal.set(None);
                    let body = crate::games::efg::to_efg(&game);
                    let _ = dom::download("pebbles-tree.efg", "text/plain", &body);
                }
                Err(e) => refusal.set(Some(format!(".efg: {e}"))),
            }
        })
    };
    efg_button(onclick, (*refusal).clone())
}

fn efg_button(onclick: Callback<MouseEvent>, refusal: Option<String>) -> Html {
    html! {
        <span class="efg-export">
            <button id="export-efg" title="Gambit extensive-form file" {onclick}>{ ".efg" }</button>
            if let Some(why) = refusal {
                <span id="export-efg-error" class="field-error" role="alert">{ why }</span>
            }
        </span>
    }
}

#[derive(Properties, PartialEq)]
pub struct EfgGamesButtonProps {
    pub state: crate::state::GamesState,
}

/// `#/games`'s *.efg* button: the position's whole game tree, unfolded in
/// the worker for any ruleset (presets, files, sums), or why it cannot be
/// written (too large, a budget, a payoff that is not a fraction).
#[component]
pub fn EfgGamesButton(props: &EfgGamesButtonProps) -> Html {
    let export = use_state(|| None::<JobRequest>);
    let refusal = use_state(|| None::<String>);
    let job = use_job((*export).clone());
    {
        let (export, refusal) = (export.clone(), refusal.clone());
        use_effect_with(job.status.clone(), move |status| match status {
            super::compute::JobStatus::Done(r, _) => {
                if let Some(f) = r.as_file() {
                    let _ = dom::download(f.name, f.mime, f.body);
                }
                export.set(None);
            }
            super::compute::JobStatus::Failed(f) => {
                refusal.set(Some(f.to_string()));
                export.set(None);
            }
            _ => {}
        });
    }
    let onclick = {
        let (st, export, refusal) = (props.state.clone(), export.clone(), refusal.clone());
        Callback::from(move |_: MouseEvent| {
            refusal.set(None);
            let request = crate::jobs::GameRequest::from(&st);
            export.set(Some(JobRequest::Efg(crate::jobs::EfgRequest::ExportGame(
                request,
            ))));
        })
    };
    efg_button(onclick, (*refusal).clone())
}
