//! The `#/cs` page: rule editors and the outcome table computed in the worker.

use std::collections::BTreeMap;

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::compute::{use_job, JobStatus};
use crate::games::cumulative_subtraction::{Class, Period, Tie};
use crate::jobs::{CsRequest, CsTableResult, JobRequest, JobResult};
use crate::notation::{self, NotationError};
use crate::permalink::{self, CsMoves, CsState};

const PAGE_ROWS: usize = 100;

#[derive(Properties, PartialEq)]
pub struct CsPageProps {
    pub state: CsState,
    pub embed: bool,
    pub on_change: Callback<CsState>,
}

fn request(st: &CsState) -> JobRequest {
    let (left, right) = match &st.moves {
        CsMoves::Symmetric(s) => (s.clone(), s.clone()),
        CsMoves::Partizan { left, right } => (left.clone(), right.clone()),
    };
    JobRequest::CsTable(CsRequest {
        left,
        right,
        overrides: st.map.clone(),
        ties: st.ties,
        lo: st.heaps.0,
        hi: st.heaps.1,
    })
}

/// Applies one edited field to the state, or says what is wrong with it.
fn apply(st: &CsState, field: &str, text: &str) -> Result<CsState, NotationError> {
    let mut next = st.clone();
    match field {
        "s" => {
            let s = permalink::parse_moves(text)?;
            if s.is_empty() {
                return Err(NotationError::new(text, "give at least one amount"));
            }
            next.moves = CsMoves::Symmetric(s);
        }
        "l" | "r" => {
            let set = permalink::parse_moves(text)?;
            let CsMoves::Partizan { left, right } = &mut next.moves else {
                return Ok(next);
            };
            if field == "l" {
                *left = set;
            } else {
                *right = set;
            }
            if left.is_empty() && right.is_empty() {
                return Err(NotationError::new(text, "at least one player needs a move"));
            }
        }
        "heaps" => next.heaps = permalink::parse_heap_range(text)?,
        "map" => next.map = permalink::parse_map(text)?,
        _ => {}
    }
    Ok(next)
}

#[component]
pub fn CsPage(props: &CsPageProps) -> Html {
    let drafts = use_state(BTreeMap::<&'static str, (String, String)>::new);
    let job = use_job(Some(request(&props.state)));

    let field = |name: &'static str, label: &'static str, canonical: String, hint: &'static str| {
        let (text, error) = drafts
            .get(name)
            .cloned()
            .unwrap_or((canonical, String::new()));
        let oninput = {
            let drafts = drafts.clone();
            let state = props.state.clone();
            let on_change = props.on_change.clone();
            Callback::from(move |e: InputEvent| {
                let text = e.target_unchecked_into::<HtmlInputElement>().value();
                let mut d = (*drafts).clone();
                match apply(&state, name, &text) {
                    Ok(next) => {
                        d.insert(name, (text, String::new()));
                        on_change.emit(next);
                    }
                    Err(err) => {
                        d.insert(name, (text, err.to_string()));
                    }
                }
                drafts.set(d);
            })
        };
        let id = format!("field-{name}");
        html! {
            <div class={classes!("field", (!error.is_empty()).then_some("invalid"))}>
                <label for={id.clone()}>{ label }</label>
                <input id={id.clone()} type="text" spellcheck="false" value={text} {oninput}
                       aria-invalid={(!error.is_empty()).to_string()} />
                if error.is_empty() {
                    <span class="hint">{ hint }</span>
                } else {
                    <span class="field-error" id={format!("{id}-error")} role="alert">{ error }</span>
                }
            </div>
        }
    };

    let st = &props.state;
    let editors = (!props.embed).then(|| {
        let partizan = matches!(st.moves, CsMoves::Partizan { .. });
        let toggle = {
            let st = st.clone();
            let on_change = props.on_change.clone();
            let drafts = drafts.clone();
            Callback::from(move |_| {
                let mut next = st.clone();
                next.moves = match &st.moves {
                    CsMoves::Symmetric(s) => CsMoves::Partizan {
                        left: s.clone(),
                        right: s.clone(),
                    },
                    CsMoves::Partizan { left, right } => CsMoves::Symmetric(if left.is_empty() {
                        right.clone()
                    } else {
                        left.clone()
                    }),
                };
                drafts.set(BTreeMap::new());
                on_change.emit(next);
            })
        };
        let tie_select = |who: &'static str, current: Tie| {
            let st = st.clone();
            let on_change = props.on_change.clone();
            let onchange = Callback::from(move |e: Event| {
                let v = e.target_unchecked_into::<HtmlSelectElement>().value();
                let t = if v == "f" { Tie::Friendly } else { Tie::Antagonistic };
                let mut next = st.clone();
                if who == "left" {
                    next.ties.0 = t;
                } else {
                    next.ties.1 = t;
                }
                on_change.emit(next);
            });
            html! {
                <div class="field">
                    <label for={format!("tie-{who}")}>{ format!("{} breaks ties", if who == "left" { "Left" } else { "Right" }) }</label>
                    <select id={format!("tie-{who}")} {onchange}>
                        <option value="a" selected={current == Tie::Antagonistic}>{ "antagonistic" }</option>
                        <option value="f" selected={current == Tie::Friendly}>{ "friendly" }</option>
                    </select>
                </div>
            }
        };
        html! {
            <section id="editors" class="editors">
                <div class="field">
                    <label>
                        <input id="partizan-toggle" type="checkbox" checked={partizan} onchange={toggle} />
                        { " partizan (different sets for Left and Right)" }
                    </label>
                </div>
                {
                    match &st.moves {
                        CsMoves::Symmetric(s) => field("s", "Subtraction set S", notation::format_set(s), "e.g. 2,3 or 1..4"),
                        CsMoves::Partizan { left, right } => html! { <>
                            { field("l", "Left's set", notation::format_set(left), "Left = player 1, maximiser") }
                            { field("r", "Right's set", notation::format_set(right), "Right = player 2") }
                        </> },
                    }
                }
                { field("heaps", "Heaps", notation::format_range(st.heaps), "a..b includes both ends") }
                { tie_select("left", st.ties.0) }
                { tie_select("right", st.ties.1) }
                { field("map", "Heap-dynamic overrides", notation::format_heap_map(&st.map), "heap:moves; e.g. 2:2;3:1") }
            </section>
        }
    });

    let result = match &job.status {
        JobStatus::Idle => html! {},
        JobStatus::Running { done, total } => {
            let pct = if *total == 0 { 0 } else { done * 100 / total };
            let cancel = job.cancel.reform(|_: MouseEvent| ());
            html! {
                <div id="progress" class="progress">
                    <progress max="100" value={pct.to_string()} />
                    <span>{ format!(" Computing… {pct}%") }</span>
                    <button id="cancel" onclick={cancel}>{ "Cancel" }</button>
                </div>
            }
        }
        JobStatus::Cancelled => {
            let rerun = job.rerun.reform(|_: MouseEvent| ());
            html! {
                <div class="cancelled">{ "Cancelled. " }<button id="rerun" onclick={rerun}>{ "Run again" }</button></div>
            }
        }
        JobStatus::Failed(m) => html! { <div class="error" role="alert">{ m }</div> },
        JobStatus::Done(r) => match &**r {
            JobResult::CsTable(t) => html! { <CsTable table={t.clone()} /> },
        },
    };

    html! {
        <div class="cs-page">
            if !props.embed {
                <h1>{ "Cumulative Subtraction" }</h1>
            }
            { for editors }
            <section id="result" class="result">{ result }</section>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct CsTableProps {
    table: CsTableResult,
}

fn describe_period(name: &str, p: &Option<Period>) -> String {
    match p {
        Some(p) => format!(
            "{name}: periodic from heap {} with period {}",
            p.preperiod, p.period
        ),
        None => format!("{name}: no period found within the computed heaps"),
    }
}

fn class(c: Class) -> &'static str {
    match c {
        Class::L => "L",
        Class::R => "R",
        Class::N => "N",
        Class::P => "P",
    }
}

#[component]
fn CsTable(props: &CsTableProps) -> Html {
    let page = use_state(|| 0usize);
    let t = &props.table;
    let pages = t.rows.len().div_ceil(PAGE_ROWS).max(1);
    let current = (*page).min(pages - 1);
    let onset = t.zero_sum_period.map(|p| p.preperiod);
    let rows = t
        .rows
        .iter()
        .skip(current * PAGE_ROWS)
        .take(PAGE_ROWS)
        .map(|r| {
            let periodic = onset.is_some_and(|o| r.heap >= o);
            html! {
                <tr class={classes!(periodic.then_some("periodic"))}>
                    <th scope="row">{ r.heap }</th>
                    <td>{ r.zero_sum[0] }</td>
                    <td>{ r.zero_sum[1] }</td>
                    <td>{ format!("({}, {})", r.self_interest[0].0, r.self_interest[0].1) }</td>
                    <td>{ format!("({}, {})", r.self_interest[1].0, r.self_interest[1].1) }</td>
                    <td>{ class(r.normal) }</td>
                    <td>{ class(r.misere) }</td>
                    if t.symmetric {
                        <td>{ r.grundy.map(|g| g.to_string()).unwrap_or_default() }</td>
                    }
                </tr>
            }
        });
    let go = |delta: isize| {
        let page = page.clone();
        Callback::from(move |_: MouseEvent| {
            let next = (current as isize + delta).clamp(0, pages as isize - 1);
            page.set(next as usize);
        })
    };
    html! {
        <div>
            <p class="periods">
                { describe_period("Zero-sum", &t.zero_sum_period) }
                if t.symmetric {
                    <br />{ describe_period("Grundy", &t.grundy_period) }
                }
            </p>
            <table id="cs-table" class="outcomes">
                <thead>
                    <tr>
                        <th rowspan="2">{ "x" }</th>
                        <th colspan="2">{ "zero-sum" }</th>
                        <th colspan="2">{ "self-interest (Left, Right)" }</th>
                        <th rowspan="2">{ "normal" }</th>
                        <th rowspan="2">{ "misère" }</th>
                        if t.symmetric { <th rowspan="2">{ "Grundy" }</th> }
                    </tr>
                    <tr>
                        <th>{ "Left starts" }</th><th>{ "Right starts" }</th>
                        <th>{ "Left starts" }</th><th>{ "Right starts" }</th>
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
            if pages > 1 {
                <div class="pager">
                    <button onclick={go(-1)} disabled={current == 0}>{ "◀" }</button>
                    <span>{ format!(" rows {}–{} of {} ", current * PAGE_ROWS + 1, ((current + 1) * PAGE_ROWS).min(t.rows.len()), t.rows.len()) }</span>
                    <button onclick={go(1)} disabled={current + 1 == pages}>{ "▶" }</button>
                </div>
            }
        </div>
    }
}
