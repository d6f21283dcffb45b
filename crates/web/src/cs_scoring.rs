//! `#/cs`, the folded section on scoring play: a `<details>` whose job (the
//! heaps as guaranteed scoring games, the classes of equal heaps, the sums
//! of two heaps) runs only while it is open (`scoring=1`). Texts from
//! [`crate::view_model::cs_scoring`].

use std::rc::Rc;

use yew::prelude::*;

use super::compute::{unexpected_result, use_job};
use crate::jobs::{CsScoringRequest, JobRequest, JobResult};
use crate::markup::scrolling;
use crate::view_model::cs::CsAction;
use crate::view_model::cs_scoring::{self as vm, FormView, HeapRow, SumTable};

#[derive(Properties, PartialEq)]
pub struct ScoringFoldProps {
    pub open: bool,
    pub request: CsScoringRequest,
    pub on_action: Callback<CsAction>,
}

/// The folded section; its body (and its job) only while open.
#[component]
pub fn ScoringFold(props: &ScoringFoldProps) -> Html {
    let ontoggle = {
        let (on_action, open) = (props.on_action.clone(), props.open);
        Callback::from(move |e: Event| {
            let now = e
                .target_dyn_into::<web_sys::Element>()
                .is_some_and(|d| d.has_attribute("open"));
            if now != open {
                on_action.emit(CsAction::Scoring(now));
            }
        })
    };
    html! {
        <details id="cs-scoring" class="cs-scoring" open={props.open} {ontoggle}>
            <summary>{ vm::SUMMARY }</summary>
            if props.open { <ScoringBody request={props.request.clone()} /> }
        </details>
    }
}

#[derive(Properties, PartialEq)]
struct BodyProps {
    request: CsScoringRequest,
}

#[component]
fn ScoringBody(props: &BodyProps) -> Html {
    let job = use_job(Some(JobRequest::CsScoring(props.request.clone())));
    let body = job.view_of(false, JobResult::as_cs_scoring, |r, _, millis| {
        html! { <ScoringResult result={r.clone()} {millis} /> }
    });
    html! {
        <section class="scoring-body" aria-label="scoring play">
            <p class="scoring-intro">{ vm::INTRO }</p>
            { body }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ResultProps {
    result: Rc<JobResult>,
    millis: f64,
}

#[component]
fn ScoringResult(props: &ResultProps) -> Html {
    let drawn = use_memo(props.result.clone(), |r| {
        r.as_cs_scoring().map(|s| {
            (
                vm::heap_rows(s),
                vm::sum_table(s),
                vm::notes(s),
                vm::class_lines(s),
                vm::invertible_lines(s),
                vm::sums_caption(s),
            )
        })
    });
    let (Some(s), Some((rows, sums, notes, classes, invertible, caption))) =
        (props.result.as_cs_scoring(), drawn.as_ref())
    else {
        return unexpected_result();
    };
    html! {
        <>
            { for notes.iter().map(|n| html! { <p class="scoring-note">{ n }</p> }) }
            <h3>{ "Each heap" }</h3>
            { heaps_table(rows) }
            <h3>{ "Equal heaps" }</h3>
            <ul id="scoring-classes" class="scoring-lines">
                { for classes.iter().map(|c| html! { <li>{ c }</li> }) }
            </ul>
            <h3>{ "Invertible heaps" }</h3>
            <ul id="scoring-invertible" class="scoring-lines">
                { for invertible.iter().map(|c| html! { <li>{ c }</li> }) }
            </ul>
            <h3>{ "Sums of two heaps" }</h3>
            <p>{ caption }</p>
            { sums_table(sums) }
            <p class="scoring-work">{ vm::work_line(s, props.millis) }</p>
        </>
    }
}

fn form_cell(form: &FormView) -> Html {
    match form {
        FormView::Short(text) => html! { <code class="form">{ text }</code> },
        FormView::Long { summary, text } => html! {
            <details class="long-form">
                <summary>{ summary }</summary>
                <code class="form">{ text }</code>
            </details>
        },
        FormView::Unprinted(why) | FormView::NotGuaranteed(why) => {
            html! { <span class="form-note">{ why }</span> }
        }
    }
}

fn heaps_table(rows: &[HeapRow]) -> Html {
    let row = |r: &HeapRow| {
        html! {
            <tr key={r.heap} data-heap={r.heap.to_string()}>
                <th scope="row">{ format!("G{}", r.heap) }</th>
                <td class="form-cell">
                    { form_cell(&r.form) }
                    if !r.equal_to.is_empty() { <span class="equal-to">{ format!(" {}", r.equal_to) }</span> }
                </td>
                <td>{ &r.scores }</td>
                <td>{ &r.table }</td>
                <td>{ &r.birthday }</td>
                <td>{ &r.invertible }</td>
            </tr>
        }
    };
    scrolling(
        "heaps as scoring games",
        html! {
            <table id="scoring-heaps" class="outcomes scoring-heaps">
                <thead>
                    <tr>
                        <th scope="col">{ "heap" }</th>
                        <th scope="col">{ "canonical form" }</th>
                        <th scope="col" title="optimal scores, Left first / Right first">{ "Ls / Rs" }</th>
                        <th scope="col" title="the zero-sum table's values">{ "table" }</th>
                        <th scope="col">{ "birthday" }</th>
                        <th scope="col" title="G + (−G) = 0">{ "invertible" }</th>
                    </tr>
                </thead>
                <tbody>{ for rows.iter().map(row) }</tbody>
            </table>
        },
    )
}

fn sums_table(t: &SumTable) -> Html {
    scrolling(
        "sums of two heaps",
        html! {
            <table id="scoring-sums" class="outcomes scoring-sums">
                <thead>
                    <tr>
                        <th scope="col">{ "+" }</th>
                        { for t.heaps.iter().map(|b| html! { <th scope="col">{ format!("G{b}") }</th> }) }
                    </tr>
                </thead>
                <tbody>
                    { for t.rows.iter().map(|(a, cells)| html! {
                        <tr key={*a}>
                            <th scope="row">{ format!("G{a}") }</th>
                            { for cells.iter().map(|c| html! {
                                <td title={c.title.clone()}>
                                    { &c.text }
                                    if !c.equal.is_empty() { <br /><span class="equal-to">{ &c.equal }</span> }
                                </td>
                            }) }
                        </tr>
                    }) }
                </tbody>
            </table>
        },
    )
}
