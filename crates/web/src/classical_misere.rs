//! The misère switch of `#/classical` (issue 39): the checkbox, and the
//! section the report leads with when it is on: the misère outcome in
//! words, who wins with each player first, and for an impartial game its
//! misère canonical form and genus from the script worker. Texts and rows
//! come from [`crate::view_model::classical_misere`].

use yew::prelude::*;

use super::compute::{JobHandle, JobStatus};
use crate::games::classical::GameReport;
use crate::view_model::classical_misere::{self as vm, FormStatus};

/// The switch: `on_change` gets the new setting.
pub fn switch(on: bool, on_change: &Callback<bool>) -> Html {
    let onchange = on_change.reform(move |_: Event| !on);
    html! {
        <div class="field misere-switch">
            <label>
                <input id="misere-toggle" type="checkbox" checked={on} {onchange} />
                { " " }{ vm::SWITCH_LABEL }
            </label>
        </div>
    }
}

/// What the switch's job has said; `sent` is false when the page sent
/// none (a board of a partizan ruleset).
fn status(job: &JobHandle, sent: bool) -> FormStatus<'_> {
    if !sent {
        return FormStatus::Partizan;
    }
    match &job.status {
        JobStatus::Failed(f) => FormStatus::Failed(f),
        JobStatus::Done(r, _) => r
            .as_misere_form()
            .map_or(FormStatus::Computing, FormStatus::Done),
        JobStatus::Running { .. } | JobStatus::Idle | JobStatus::Cancelled => FormStatus::Computing,
    }
}

/// The misère section over the normal-play report.
pub fn section(report: &GameReport, job: &JobHandle, sent: bool) -> Html {
    let v = vm::misere_view(report, status(job, sent));
    // A long run shows its progress and Cancel (or Run again).
    let running = sent && matches!(job.status, JobStatus::Running { .. } | JobStatus::Cancelled);
    html! {
        <section id="misere-report" class="misere-report" aria-labelledby="misere-heading">
            <h2 id="misere-heading">{ "Misère play" }</h2>
            <p id="misere-verdict" class="verdict" data-outcome={v.outcome.map(|c| c.as_str())}>{ &v.verdict }</p>
            if !v.first.is_empty() {
                <ul id="misere-first" class="misere-first">
                    { for v.first.iter().map(|(who, wins)| html! { <li>{ format!("{who}: {wins}") }</li> }) }
                </ul>
            }
            if !v.rows.is_empty() {
                <table id="misere-rows" class="values">
                    <tbody>
                        { for v.rows.iter().map(|(name, value, about)| html! {
                            <tr data-field={*name}>
                                <th scope="row">{ *name }</th>
                                <td class="value-text">{ form_code(value) }</td>
                                <td class="about">{ *about }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
            }
            if running {
                <div class="misere-progress">{ for job.status_html(false) }</div>
            } else if let Some(note) = &v.note {
                <p id="misere-note" class={classes!(if v.failed { "error" } else { "hint" })} role={v.failed.then_some("alert")}>{ note }</p>
            }
        </section>
    }
}

/// A misère form as code, breaking between its groups (a long one
/// anywhere).
fn form_code(form: &str) -> Html {
    match vm::misere_breaks(form) {
        Some(pieces) => {
            html! { <code>{ for pieces.into_iter().map(|p| html! { <>{ p }<wbr /></> }) }</code> }
        }
        None => html! { <code class="long">{ form }</code> },
    }
}

/// The switch's note for a result with no misère report (a comparison,
/// a loopy game).
pub fn note(text: &'static str) -> Html {
    html! { <p id="misere-note" class="hint misere-report">{ text }</p> }
}
