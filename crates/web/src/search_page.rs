//! The `#/search` page: the paper's two searches of §9 (Observation 7's
//! discrepancies, Pareto failures) with the CLI's parameters, run in the
//! worker a few sets at a time with progress and Cancel. Texts, rows and
//! downloads come from [`crate::view_model::search`].

use super::explain::Side;
use yew::prelude::*;

use super::compute::{unexpected_result, use_job};
use super::dom;
use super::fields::{attr_options, SelectField, TextFields};
use super::{EditorProps, PageProps};
use crate::games::common::Tie;
use crate::games::search::Convention;
use crate::jobs::{JobRequest, JobResult, SearchRequest, SearchResult};
use crate::notation;
use crate::state::SearchKind;
use crate::state::{Page, SearchState};
use crate::view_model::search::{self as vm, reduce, SearchAction};
use crate::view_model::titles::editor_summary;
use crate::view_model::{named_options, Shared};

#[component]
pub fn SearchPage(props: &PageProps<SearchState>) -> Html {
    let st = &props.state;
    let request = SearchRequest::from(st);
    let job = use_job(Some(JobRequest::Search(request.clone())));
    let body = job.view_of(true, JobResult::as_search, |r, _, millis| {
        html! { <SearchTables result={Shared(r.clone())} request={request.clone()} {millis} /> }
    });
    html! {
        <div class="search-page">
            if !props.embed { <h1>{ "Searches (Larsson, Meir & Zick §9)" }</h1> }
            <section id="result" class="result">{ body }</section>
            if st.kind == SearchKind::Discrepancy {
                <p id="bound-note" class="hint">{ vm::BOUND_NOTE }</p>
            }
            if !props.embed {
                <Side page={Page::Search} summary={editor_summary(&crate::state::PageState::Search(st.clone()))}>
                    <SearchEditors state={st.clone()} on_change={props.on_change.clone()} />
                </Side>
            }
        </div>
    }
}

/// The search select, then the chosen search's fields.
#[component]
fn SearchEditors(props: &EditorProps<SearchState>) -> Html {
    let st = &props.state;
    let fields = TextFields::of(props, reduce);
    let on_action = fields.dispatcher();
    let select = |id: &'static str,
                  label: &'static str,
                  options: Vec<(AttrValue, AttrValue)>,
                  selected: &'static str,
                  action: fn(String) -> SearchAction| {
        html! { <SelectField {id} {label} {options} {selected} on_change={on_action.reform(action)} /> }
    };
    let specific = match st.kind {
        SearchKind::Discrepancy => {
            let d = &st.discrepancy;
            html! { <>
                { fields.text(SearchAction::Size, "size", "Set size", d.size.to_string(), "amounts per set, 1–6") }
                { fields.text(SearchAction::Max, "max", "Largest amount N", d.max.to_string(), "sets from 1..N") }
                { fields.text(SearchAction::Bound, "bound", "Heap bound X", d.bound.to_string(), "heaps 0..X are looked at") }
                { select("criterion", "Differ in", attr_options(&vm::CRITERION_OPTIONS), d.criterion.code(), SearchAction::Criterion) }
            </> }
        }
        SearchKind::Pareto => {
            let p = &st.pareto;
            let strict = {
                let on_action = on_action.clone();
                let now = p.strict;
                Callback::from(move |_: Event| on_action.emit(SearchAction::Strict(!now)))
            };
            html! { <>
                { fields.text(SearchAction::Size, "size", "Set size", p.size.to_string(), "amounts per set, 1–6") }
                { fields.text(SearchAction::Max, "max", "Largest amount N", p.max.to_string(), "sets from 1..N") }
                { fields.text(SearchAction::Heaps, "heaps", "Heaps", notation::format_range(p.heaps), "a..b, at most 1000") }
                { select("tie", "Ties (both players)", attr_options(&named_options::<Tie>()), p.tie.code(), SearchAction::Tie) }
                <div class="field">
                    <label>
                        <input id="strict-toggle" type="checkbox" checked={p.strict} onchange={strict} />
                        { " strict: only plays better for both players" }
                    </label>
                </div>
            </> }
        }
    };
    html! {
        <section id="editors" class="editors">
            { select("search-kind", "Search", attr_options(&vm::KIND_OPTIONS), st.kind.code(), SearchAction::Kind) }
            { specific }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct TablesProps {
    /// A [`JobResult::Search`].
    result: Shared<JobResult>,
    request: SearchRequest,
    millis: f64,
}

/// Counts, downloads and the result tables.
#[component]
fn SearchTables(props: &TablesProps) -> Html {
    let Some(r) = props.result.0.as_search() else {
        return unexpected_result();
    };
    let stem = vm::file_stem(&props.request);
    let download = |ext: &'static str, mime: &'static str, body: String| {
        let name = format!("{stem}.{ext}");
        Callback::from(move |_: MouseEvent| {
            let _ = dom::download(&name, mime, &body);
        })
    };
    let csv = download("csv", "text/csv", vm::csv(r));
    let json = download("json", "application/json", vm::json(r));
    let tables = match r {
        SearchResult::Discrepancy(d) => html! { <>
            <p id="search-counts" class="verdict">{ vm::discrepancy_counts(d) }</p>
            { convention_table(&d.antagonistic) }
            { convention_table(&d.friendly) }
        </> },
        SearchResult::Pareto(p) => html! { <>
            <p id="search-counts" class="verdict">{ vm::pareto_counts(p) }</p>
            { table("pareto-table", &vm::PARETO_HEAD, p.cases.iter().map(vm::pareto_row), p.cases.len()) }
        </> },
    };
    html! {
        <>
            { tables }
            <div class="exports">
                { "Download: " }
                <button id="search-csv" onclick={csv}>{ "CSV" }</button>
                <button id="search-json" onclick={json}>{ "JSON" }</button>
            </div>
            <p class="timing">{ format!("Computed in {:.0} ms in the worker.", props.millis) }</p>
        </>
    }
}

fn convention_table(c: &Convention) -> Html {
    html! { <>
        <h2>{ format!("{} ties: {} sets", c.tie, c.count) }</h2>
        { table(&format!("discrepancy-{}", c.tie), &vm::DISCREPANCY_HEAD, c.cases.iter().map(vm::discrepancy_row), c.cases.len()) }
    </> }
}

/// At most [`vm::MAX_ROWS`] rows of seven cells, the first cell a row header.
fn table(
    id: &str,
    head: &[&str; 7],
    rows: impl Iterator<Item = [String; 7]>,
    count: usize,
) -> Html {
    html! { <>
        <div class="table-scroll" tabindex="0" aria-label="table, scrollable">
            <table id={id.to_string()} class="outcomes search-table">
                <thead><tr>{ for head.iter().map(|h| html! { <th scope="col">{ *h }</th> }) }</tr></thead>
                <tbody>
                    { for rows.take(vm::MAX_ROWS).map(|[first, rest @ ..]| html! {
                        <tr><th scope="row">{ first }</th>{ for rest.into_iter().map(|c| html! { <td>{ c }</td> }) }</tr>
                    }) }
                </tbody>
            </table>
        </div>
        if let Some(note) = vm::cut_note(count) {
            <p class="hint">{ note }</p>
        }
    </> }
}
