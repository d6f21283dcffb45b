//! The `#/misere` page (issue 39): the misère quotient of an octal game
//! (presentation, P-portion, heaps by element, multiplication table, who
//! wins a sum), stepped in the worker with progress and Cancel, and an
//! impartial misère expression's canonical form, outcome and genus. Texts,
//! rows and edits come from [`crate::view_model::misere`].

use yew::prelude::*;

use super::compute::{use_job, JobHandle, JobStatus};
use super::dom;
use super::explain::{use_shown, Side};
use super::fields::{failing_field, SelectField, TextFields};
use super::PageProps;
use crate::jobs::{
    JobRequest, JobResult, MisereFormRequest, MisereFormView, QuotientRequest, QuotientView,
};
use crate::markup::scrolling;
use crate::permalink::Panel;
use crate::state::{format_heap_sum, MisereState, Page, PageState};
use crate::view_model::misere::{self as vm, reduce, MisereAction};
use crate::view_model::titles::editor_summary;

#[component]
pub fn MiserePage(props: &PageProps<MisereState>) -> Html {
    let st = &props.state;
    let shown = use_shown();
    // The expression's job is the page's: its refusal of a token is
    // shown under the field, its answer in the panel.
    let forms = shown.shows(Panel::Forms);
    let form_job = use_job(forms.then(|| JobRequest::MisereForm(MisereFormRequest::from(st))));
    let g_error = match &form_job.status {
        JobStatus::Failed(f) => vm::form_field_error(f).map(AttrValue::from),
        JobStatus::Running { .. }
        | JobStatus::Idle
        | JobStatus::Done(..)
        | JobStatus::Cancelled => None,
    };
    html! {
        <div class="misere-page">
            if !props.embed { <h1>{ "Misère play" }</h1> }
            <section id="result" class="result">
                if shown.shows(Panel::Quotient) {
                    <QuotientPanel request={QuotientRequest::from(st)} />
                }
                if forms {
                    <FormPanel job={form_job} state={st.clone()} />
                }
            </section>
            if !props.embed {
                <Side page={Page::Misere} summary={editor_summary(&PageState::Misere(st.clone()))}>
                    <MisereEditors state={st.clone()} on_change={props.on_change.clone()} {g_error} />
                </Side>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct MisereEditorProps {
    state: MisereState,
    on_change: Callback<MisereState>,
    /// The worker's refusal of the expression, naming its token.
    g_error: Option<AttrValue>,
}

/// The quotient's fields (code, heaps, sum, an example) and the
/// expression's.
#[component]
fn MisereEditors(props: &MisereEditorProps) -> Html {
    let st = &props.state;
    let fields = TextFields {
        state: st,
        on_change: &props.on_change,
        reduce,
    };
    let on_action = fields.dispatcher();
    let examples: Vec<(AttrValue, AttrValue)> = vm::example_options()
        .into_iter()
        .map(|(v, t)| (v.into(), t.into()))
        .collect();
    let on_example =
        on_action.reform(|v: String| MisereAction::Example(v.parse().unwrap_or(usize::MAX)));
    html! {
        <section id="editors" class="editors">
            <fieldset class="misere-fields">
                <legend>{ "Misère quotient" }</legend>
                <SelectField id="quotient-example" label="Published quotients" options={examples} selected="" on_change={on_example} />
                { fields.text(MisereAction::Code, "code", "Octal code", st.code.clone(), "0.77 Kayles, 0.07, 0.137, 0.75, 4.7, 0.F") }
                { fields.text(MisereAction::Heaps, "heaps", "Heap bound N", st.heaps.to_string(), "the quotient of heaps 1..N (at most 40)") }
                { fields.text(MisereAction::Sum, "sum", "Who wins the sum", format_heap_sum(&st.sum), "heaps up to N, e.g. 3+5+7; empty: none") }
            </fieldset>
            <fieldset class="misere-fields">
                <legend>{ "Misère canonical form" }</legend>
                { failing_field(st, &props.on_change, reduce, MisereAction::Expr,
                    ("g", "Impartial game or G == H", st.expr.clone(), "CGSuite: *2+*2, *[2#1], *[[2],1], {*2|*2}, * + * == 0"),
                    props.g_error.clone()) }
            </fieldset>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct QuotientProps {
    request: QuotientRequest,
}

/// The quotient computed in the worker, with progress and Cancel.
#[component]
fn QuotientPanel(props: &QuotientProps) -> Html {
    let job = use_job(Some(JobRequest::MisereQuotient(props.request.clone())));
    let body = job.view_of(true, JobResult::as_misere_quotient, |_, q, millis| {
        quotient_view(q, millis)
    });
    html! {
        <section id="quotient" class="misere-quotient" aria-labelledby="quotient-heading">
            <h2 id="quotient-heading">{ format!("Misère quotient of {} on heaps 1..{}", props.request.code, props.request.heaps) }</h2>
            <p class="hint" id="quotient-limits">{ vm::limits_line() }</p>
            { body }
            <p class="hint" id="not-reproduced">{ vm::NOT_REPRODUCED }</p>
        </section>
    }
}

/// Order, presentation, P-portion, the sum's box, the heaps and the table.
fn quotient_view(q: &QuotientView, millis: f64) -> Html {
    let json = {
        let (name, body) = (vm::json_name(q), q.json.clone());
        Callback::from(move |_: MouseEvent| {
            let _ = dom::download(&name, "application/json", &body);
        })
    };
    html! {
        <>
            <p id="quotient-order" class="verdict" data-order={q.order.to_string()}>{ vm::order_line(q) }</p>
            <dl class="misere-facts">
                <dt>{ "presentation" }</dt><dd id="quotient-presentation"><code>{ vm::presentation(q) }</code></dd>
                <dt>{ "P-portion" }</dt><dd id="quotient-p-portion"><code>{ vm::p_portion(q) }</code></dd>
            </dl>
            if let Some(s) = &q.sum { { sum_box(q, s) } }
            { heaps_table(q) }
            { product_table(q) }
            <p class="hint">{ vm::verified_line(q) }</p>
            <div class="exports">
                { "Download: " }
                <button id="quotient-json" onclick={json}>{ "JSON (as pebbles misere --json)" }</button>
            </div>
            <p class="timing">{ format!("Computed in {:.0} ms in the worker.", millis) }</p>
        </>
    }
}

/// "Who wins this sum": the running product heap by heap, and the verdict.
fn sum_box(q: &QuotientView, s: &crate::jobs::QuotientSum) -> Html {
    html! {
        <section id="quotient-sum" class="sum-box" aria-label="who wins this sum">
            <h3>{ format!("Who wins {}?", format_heap_sum(&s.heaps)) }</h3>
            <ol class="sum-steps">
                { for vm::sum_steps(q, s).into_iter().map(|(sum, e)| html! {
                    <li><code>{ sum }</code>{ " → " }<code>{ e }</code></li>
                }) }
            </ol>
            <p id="quotient-sum-verdict" class="verdict" data-outcome={s.outcome.as_str()} data-element={q.elements[s.element].clone()}>{ vm::sum_verdict(q, s) }</p>
        </section>
    }
}

/// Heap → element, Grundy value; heaps coloured by element.
fn heaps_table(q: &QuotientView) -> Html {
    scrolling(
        "heaps and their elements",
        html! {
                <table id="quotient-heaps" class="outcomes misere-heaps">
                    <caption>{ "Each heap's element (P: the heap alone is a misère P-position) and its normal-play Grundy value" }</caption>
                    <thead><tr><th scope="col">{ "heap" }</th><th scope="col">{ "element" }</th><th scope="col">{ "misère" }</th><th scope="col">{ "Grundy" }</th></tr></thead>
                    <tbody>
                        { for vm::heap_rows(q).into_iter().map(|(heap, name, grundy, p, e)| html! {
                            <tr class={classes!(format!("el{}", e % 12))} data-heap={heap.to_string()} data-element={q.elements[e].clone()}>
                                <th scope="row">{ heap }</th>
                                <td class={classes!("element", p.then_some("p"))}>{ name }</td>
                                <td>{ if p { "P" } else { "N" } }</td>
                                <td>{ grundy }</td>
                            </tr>
                        }) }
                    </tbody>
                </table>
        },
    )
}

/// The multiplication table, P-portion marked, or why it is not drawn.
fn product_table(q: &QuotientView) -> Html {
    let Some(rows) = vm::table(q) else {
        return html! { <p class="hint" id="quotient-table-note">{ vm::table_note(q) }</p> };
    };
    let heads: Vec<String> = q.elements.iter().map(|e| vm::pretty(e)).collect();
    scrolling(
        "multiplication table",
        html! {
                <table id="quotient-table" class="outcomes misere-table">
                    <caption>{ "Multiplication table (row × column); elements of the P-portion in bold on green" }</caption>
                    <thead><tr><th scope="col">{ "×" }</th>{ for heads.iter().map(|h| html! { <th scope="col">{ h }</th> }) }</tr></thead>
                    <tbody>
                        { for rows.into_iter().zip(&heads).map(|(row, head)| html! {
                            <tr>
                                <th scope="row">{ head }</th>
                                { for row.into_iter().map(|(name, p)| html! {
                                    <td class={classes!(p.then_some("p"))}>{ name }</td>
                                }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
        },
    )
}

#[derive(Properties, PartialEq)]
struct FormProps {
    /// The expression's job (the page's).
    job: JobHandle,
    /// For the examples' links.
    state: MisereState,
}

/// An expression's misère canonical form, outcome and genus; a token it
/// cannot read is named under the field, and pointed to here.
#[component]
fn FormPanel(props: &FormProps) -> Html {
    let job = &props.job;
    let field_error = match &job.status {
        JobStatus::Failed(f) => vm::form_field_error(f).is_some(),
        JobStatus::Running { .. }
        | JobStatus::Idle
        | JobStatus::Done(..)
        | JobStatus::Cancelled => false,
    };
    let body = if field_error {
        html! { <p id="form-error-pointer" class="hint">{ vm::FORM_ERROR_POINTER }</p> }
    } else {
        job.view_of(false, JobResult::as_misere_form, |_, f, _| form_view(f))
    };
    html! {
        <section id="forms" class="misere-forms" aria-labelledby="forms-heading">
            <h2 id="forms-heading">{ "Misère canonical form" }</h2>
            { body }
            <p class="hint" id="form-examples-label">{ "Try:" }</p>
            <ul class="form-examples" aria-labelledby="form-examples-label">
                { for vm::FORM_EXAMPLES.iter().map(|(g, what)| html! {
                    <li><a href={vm::expr_link(&props.state, g)}><code>{ *g }</code></a>{ format!(" {what}") }</li>
                }) }
            </ul>
        </section>
    }
}

fn form_view(f: &MisereFormView) -> Html {
    html! {
        <dl id="form-report" class="misere-facts">
            { for vm::form_rows(f).into_iter().map(|(label, value)| html! {
                <>
                    <dt>{ label }</dt>
                    <dd data-field={label}><code>{ value }</code></dd>
                </>
            }) }
        </dl>
    }
}
