//! The `#/games` page: presets, a ruleset editor (actions, reward-map formulas,
//! utilities, the whole JSON file), disjunctive sums, and the solution: outcome
//! matrix, PSPE line, Pareto check. The logic lives in
//! [`crate::view_model::games`]; this module draws and dispatches.

use crate::state;
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::compute::use_job;
use super::dom;
use super::efg_page::EfgGamesButton;
use super::explain::{use_shown, PaperNotes, Side};
use super::fields::{SelectField, TextField};
use super::games_rules::RulesEditor;
use super::games_table::GamesTable;
use super::PageProps;
use crate::games::cumulative_games::{self as cg, Move, Ruleset, Solution, PRESETS};
use crate::jobs::{GameRequest, JobRequest, JobResult};
use crate::permalink::{self as pl};
use crate::state::{GameRules, GamesState};
use crate::view_model::games::{self as vm, reduce, GamesAction, RulesKind};
use crate::view_model::games_edit;
use crate::view_model::titles::editor_summary;

/// Applies a text edit: emits the next state, or returns the field's message.
pub(super) fn editor(
    st: &GamesState,
    on_change: &Callback<GamesState>,
    action: impl Fn(String) -> GamesAction + 'static,
) -> Callback<String, Option<String>> {
    let st = st.clone();
    let on_change = on_change.clone();
    Callback::from(move |text: String| match reduce(&st, action(text)) {
        Ok(next) => {
            on_change.emit(next);
            None
        }
        Err(e) => Some(e.to_string()),
    })
}

/// `on_edit`, also reporting to `on_invalid` whether the text was refused
/// (the result above is then marked out of date).
pub(super) fn flagged(
    on_edit: Callback<String, Option<String>>,
    on_invalid: &Callback<bool>,
) -> Callback<String, Option<String>> {
    let on_invalid = on_invalid.clone();
    Callback::from(move |text: String| {
        let error = on_edit.emit(text);
        on_invalid.emit(error.is_some());
        error
    })
}

/// Applies a select's value (invalid results leave the state as it is).
fn chooser(
    st: &GamesState,
    on_change: &Callback<GamesState>,
    action: impl Fn(String) -> GamesAction + 'static,
) -> Callback<String> {
    let on_edit = editor(st, on_change, action);
    Callback::from(move |v: String| {
        let _ = on_edit.emit(v);
    })
}

fn options(pairs: impl IntoIterator<Item = (String, String)>) -> Vec<(AttrValue, AttrValue)> {
    pairs
        .into_iter()
        .map(|(v, t)| (v.into(), t.into()))
        .collect()
}

fn static_options(pairs: &[(&'static str, &'static str)]) -> Vec<(AttrValue, AttrValue)> {
    pairs.iter().map(|&(v, t)| (v.into(), t.into())).collect()
}

#[component]
pub fn GamesPage(props: &PageProps<GamesState>) -> Html {
    let st = &props.state;
    let job = use_job(Some(JobRequest::Game(GameRequest::from(st))));
    // Set while the last ruleset edit was refused: the result is out of date.
    let invalid = use_state(|| false);
    let on_invalid = {
        let invalid = invalid.clone();
        Callback::from(move |bad: bool| invalid.set(bad))
    };
    let result = job.view_of(true, JobResult::as_game, |_, s, _| {
        html! { <SolutionView solution={s.clone()} state={st.clone()} /> }
    });
    let summary = vm::ruleset(st).map(|r| games_edit::summary(&r));
    let shown = use_shown();
    html! {
        <div class="games-page">
            if !props.embed { <h1>{ "Cumulative Games" }</h1> }
            if let Ok(text) = summary {
                <p id="rules-summary" class="rules-summary">{ text }</p>
            }
            if shown.shows(pl::Panel::Outcome) {
            <section id="result" class="result">
                <div class={classes!("inputs-state", (*invalid).then_some("result-body"), (*invalid).then_some("stale"))}
                     aria-busy={(*invalid).then_some("true")}
                     title={(*invalid).then_some("out of date: an input above is invalid")}>
                    { result }
                </div>
            </section>
            }
            if !props.embed { <PaperNotes state={state::PageState::Games(st.clone())} /> }
            if !props.embed { { super::play::panel(st, &props.on_change, crate::view_model::play::Setup::games(st), &st.play, |s, p| s.play = p) } }
            if shown.shows(pl::Panel::Table) {
                <GamesTable state={st.clone()} on_change={props.on_change.clone()} />
            }
            if !props.embed {
                <Side page={state::Page::Games} summary={editor_summary(&state::PageState::Games(st.clone()))}>
                    <Editors state={st.clone()} on_change={props.on_change.clone()} {on_invalid} />
                </Side>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct EditorsProps {
    state: GamesState,
    on_change: Callback<GamesState>,
    on_invalid: Callback<bool>,
}

/// The ruleset kind, its own fields, the heap and the first player.
#[component]
fn Editors(props: &EditorsProps) -> Html {
    let (st, on_change) = (&props.state, &props.on_change);
    let rules = use_memo(st.rules.clone(), |_| vm::editable(st));
    let on_kind = chooser(st, on_change, |v| {
        GamesAction::Kind(RulesKind::of_value(&v))
    });
    let on_first = chooser(st, on_change, GamesAction::First);
    let specific = match &st.rules {
        GameRules::Preset(p) => {
            let on_preset = chooser(st, on_change, GamesAction::Preset);
            let options = static_options(&PRESETS.iter().map(|p| (*p, *p)).collect::<Vec<_>>());
            html! { <SelectField id="preset" label="Preset" {options} selected={p.clone()} on_change={on_preset} /> }
        }
        GameRules::Sum(parts) => {
            let on_input = flagged(editor(st, on_change, GamesAction::Sum), &props.on_invalid);
            html! { <TextField name="sum" label="Sum of presets" value={state::format_sum(parts)} hint="preset:heap, e.g. misere:4,squirrel:4" {on_input} /> }
        }
        GameRules::Custom(_) => html! {},
    };
    let is_sum = matches!(st.rules, GameRules::Sum(_));
    html! {
        <section id="editors" class="editors">
            <SelectField id="rules-kind" label="Ruleset" selected={RulesKind::of(&st.rules).value()}
                options={static_options(&RulesKind::OPTIONS)} on_change={on_kind} />
            { specific }
            if !matches!(st.rules, GameRules::Sum(_)) {
                <TextField name="x" label="Heap x" value={state::format_heaps(&st.heaps)} hint="the starting heap, or one per heap: 4,4"
                    on_input={flagged(editor(st, on_change, GamesAction::Heap), &props.on_invalid)} />
            }
            <SelectField id="first" label="First to move" options={options(vm::first_options(rules.players))}
                selected={st.first.to_string()} on_change={on_first} />
            if !is_sum {
                <details id="rules-details" class="rules-details" open={matches!(st.rules, GameRules::Custom(_))}>
                    <summary>{ "Edit every part of the ruleset (an edit turns a preset into a custom ruleset)" }</summary>
                    <RulesEditor state={st.clone()} rules={(*rules).clone()} on_change={on_change.clone()}
                        on_invalid={props.on_invalid.clone()} />
                    <JsonEditor state={st.clone()} rules={(*rules).clone()} on_change={on_change.clone()}
                        on_invalid={props.on_invalid.clone()} />
                </details>
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct JsonEditorProps {
    state: GamesState,
    rules: Ruleset,
    on_change: Callback<GamesState>,
    on_invalid: Callback<bool>,
}

/// The whole ruleset file: edit, load and save.
#[component]
fn JsonEditor(props: &JsonEditorProps) -> Html {
    let draft = use_state(|| None::<(String, Option<String>)>);
    let apply = {
        let draft = draft.clone();
        let on_edit = editor(&props.state, &props.on_change, GamesAction::Json);
        let on_edit = flagged(on_edit, &props.on_invalid);
        Callback::from(move |text: String| {
            let err = on_edit.emit(text.clone());
            draft.set(Some((text, err)));
        })
    };
    let oninput =
        apply.reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let onload = Callback::from(move |e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let apply = apply.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let text = gloo::file::futures::read_as_text(&gloo::file::File::from(file)).await;
            apply.emit(text.unwrap_or_else(|e| format!("could not read the file: {e}")));
        });
    });
    let json = cg::to_json(&props.rules);
    let save = {
        let json = json.clone();
        Callback::from(move |_: MouseEvent| {
            let _ = dom::download("ruleset.json", "application/json", &json);
        })
    };
    let (text, error) = draft
        .as_ref()
        .map_or((json, None), |(t, e)| (t.clone(), e.clone()));
    html! {
        <div class="field json-editor">
            <label for="field-json">{ "Ruleset file (JSON)" }</label>
            <textarea id="field-json" rows="10" spellcheck="false" value={text} {oninput} />
            {
                match error {
                    Some(e) => html! { <span class="field-error" id="field-json-error" role="alert">{ e }</span> },
                    None => html! { <span class="hint">{ "Edit, load or save the whole ruleset." }</span> },
                }
            }
            <div class="file-tools">
                <label class="button">{ "Load file " }<input id="load-rules" type="file" accept=".json,application/json" onchange={onload} /></label>
                <button id="save-rules" onclick={save}>{ "Save file" }</button>
            </div>
        </div>
    }
}

fn line_view(id: &'static str, line: &[Move], names: &[String]) -> Html {
    html! {
        <ol {id} class="steps">
            { for line.iter().map(|m| html! { <li>{ vm::move_text(m, names) }</li> }) }
        </ol>
    }
}

#[derive(Properties, PartialEq)]
struct SolutionViewProps {
    solution: Solution,
    state: GamesState,
}

#[component]
fn SolutionView(props: &SolutionViewProps) -> Html {
    let s = &props.solution;
    let names = vm::heap_names(&props.state, s.heaps.len());
    let head = (1..=s.players).map(|j| html! { <th>{ format!("player {j}") }</th> });
    let rows = |m: Vec<(String, Vec<String>, bool)>| {
        m.into_iter().map(|(label, cells, selected)| {
            html! {
                <tr class={classes!(selected.then_some("selected"))}>
                    <th scope="row">{ label }</th>
                    { for cells.into_iter().map(|v| html! { <td>{ v }</td> }) }
                </tr>
            }
        })
    };
    html! {
        <div class="solution">
            <p class="periods">{ vm::algorithm_text(s) }</p>
            <h2>{ "Outcome (gains)" }</h2>
            <table id="outcome" class="outcomes">
                <thead><tr><th>{ "row: who starts" }</th>{ for head.clone() }</tr></thead>
                <tbody>{ for rows(vm::outcome_rows(s)) }</tbody>
            </table>
            <h2>{ "Grounded value (utilities)" }</h2>
            <table id="grounded-value" class="outcomes">
                <thead><tr><th>{ "row: who starts" }</th>{ for head }</tr></thead>
                <tbody>{ for rows(vm::grounded_value_rows(s)) }</tbody>
            </table>
            <p id="value-note" class="periods">{ vm::value_note(s) }</p>
            <h2>{ vm::pspe_heading(s) }</h2>
            { line_view("pspe-line", &s.pspe_line, &names) }
            <ul id="pspe-end" class="steps">
                { for vm::end_lines(s, &names).into_iter().map(|l| html! { <li>{ l }</li> }) }
            </ul>
            <p id="pareto">{ vm::pareto_text(s) }</p>
            if let Some(line) = &s.pareto_improvement {
                { line_view("pareto-line", line, &names) }
            }
            if let Some(href) = vm::tree_link(&props.state) {
                <p><a id="tree-link" href={href}>{ "See this position as a game tree" }</a></p>
            }
            <p class="exports">{ "Export: " }<EfgGamesButton state={props.state.clone()} /></p>
        </div>
    }
}
