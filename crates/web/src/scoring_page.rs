//! The `#/scoring` page (issue 40): a guaranteed scoring game or a
//! comparison typed in the Scoring Games Calculator's notation, computed in
//! the script worker on *Compute*: the canonical form, whether the game is
//! guaranteed, the scores of optimal play, the birthday, or the
//! comparison's answer in words. Texts, rows and edits come from
//! [`crate::view_model::scoring`].

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::compute::{use_job, JobStatus};
use super::dom;
use super::explain::Side;
use super::PageProps;
use crate::jobs::{
    JobRequest, JobResult, ScoringComparisonFacts, ScoringFacts, ScoringRequest, ScoringView,
};
use crate::state::{Page, ScoringState};
use crate::view_model::scoring::{self as vm, reduce, ScoringAction};

/// The page: one component (its hooks hold the field's draft), the rest
/// plain functions, so the first load of `#/cs` carries little of it.
#[component]
pub fn ScoringPage(props: &PageProps<ScoringState>) -> Html {
    let st = &props.state;
    let job = use_job(Some(JobRequest::Scoring(ScoringRequest::from(st))));
    let draft = use_state(|| st.expr.clone());
    let local = use_state(|| None::<String>);
    let oninput = {
        let (draft, local) = (draft.clone(), local.clone());
        Callback::from(move |e: InputEvent| {
            draft.set(e.target_unchecked_into::<HtmlInputElement>().value());
            local.set(None);
        })
    };
    let onsubmit = {
        let (draft, local) = (draft.clone(), local.clone());
        let (st, on_change) = (st.clone(), props.on_change.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match reduce(&st, ScoringAction::Expr((*draft).clone())) {
                Ok(next) => {
                    local.set(None);
                    if next != st {
                        on_change.emit(next);
                    }
                }
                Err(err) => local.set(Some(err.to_string())),
            }
        })
    };
    // The worker's message is about the expression computed, which the
    // field shows until it is edited.
    let worker = match &job.status {
        JobStatus::Failed(f) if draft.trim() == st.expr => vm::field_error(f),
        JobStatus::Failed(_)
        | JobStatus::Idle
        | JobStatus::Running { .. }
        | JobStatus::Done(..)
        | JobStatus::Cancelled => None,
    };
    let message = (*local).clone().or(worker);
    let body = job.view_of(true, JobResult::as_scoring, |_, v, millis| {
        report(v, millis)
    });
    html! {
        <div class="scoring-page">
            if !props.embed {
                <h1>{ "Scoring play" }</h1>
                <p class="lead">{ "Games that end with a score, not a last move: type a guaranteed \
                    scoring game <L|R> (an empty side carries its score, ^s), a sum, a difference \
                    or a comparison, and see its canonical form, whether it is guaranteed, the \
                    scores of optimal play and its birthday." }</p>
                { form((*draft).clone(), message, oninput, onsubmit) }
            }
            <section id="result" class="result scoring-result" aria-labelledby="scoring-heading">
                <h2 id="scoring-heading">{ "Report" }</h2>
                { body }
            </section>
            if !props.embed {
                <Side page={Page::Scoring} summary="Notation">
                    { notation() }
                </Side>
            }
        </div>
    }
}

/// The field, *Compute* (or Enter), the message under the field, and the
/// examples, each a link that opens the page with it.
fn form(
    draft: String,
    message: Option<String>,
    oninput: Callback<InputEvent>,
    onsubmit: Callback<SubmitEvent>,
) -> Html {
    html! {
        <form id="scoring-form" class="scoring-form" {onsubmit}>
            <div class={classes!("field", message.is_some().then_some("invalid"))}>
                <label for="field-expr">{ "Scoring game or comparison" }</label>
                <div class="scoring-input">
                    <input id="field-expr" type="text" spellcheck="false" autocomplete="off"
                        value={draft} {oninput}
                        aria-invalid={message.is_some().to_string()}
                        aria-describedby="field-expr-error field-expr-hint" />
                    <button id="scoring-compute" type="submit">{ "Compute" }</button>
                </div>
                <p id="field-expr-error" class="field-error" role="alert">{ message.unwrap_or_default() }</p>
                <p id="field-expr-hint" class="hint">{ vm::FIELD_HINT }</p>
            </div>
            <p class="hint" id="scoring-examples-label">{ "Worked examples:" }</p>
            <ul class="form-examples scoring-examples" aria-labelledby="scoring-examples-label">
                { for vm::EXAMPLES.iter().map(|e| html! {
                    <li>
                        <a href={vm::expr_link(e.expr)}><code>{ e.expr }</code></a>
                        { format!(" {} ({})", e.what, e.source) }
                    </li>
                }) }
            </ul>
            <p class="hint scoring-sources">{ vm::SOURCES }</p>
        </form>
    }
}

fn report(v: &ScoringView, millis: f64) -> Html {
    let json = {
        let body = v.json.clone();
        Callback::from(move |_: MouseEvent| {
            let _ = dom::download(vm::JSON_NAME, "application/json", &body);
        })
    };
    let facts = match &v.facts {
        ScoringFacts::Game(g) => html! {
            <dl id="scoring-report" class="misere-facts scoring-facts" data-guaranteed={g.guaranteed.to_string()}>
                { for vm::game_rows(g).into_iter().map(|r| html! {
                    <>
                        <dt>{ r.label }</dt>
                        <dd data-field={r.key}>
                            if r.code { <code>{ r.value }</code> } else { { r.value } }
                        </dd>
                    </>
                }) }
            </dl>
        },
        ScoringFacts::Comparison(c) => comparison(&v.input, c),
    };
    html! {
        <>
            <p class="scoring-input-echo">{ "Input: " }<code>{ &v.input }</code></p>
            { facts }
            <div class="exports">
                { "Download: " }
                <button id="scoring-json" onclick={json}>{ "JSON (as pebbles scoring --json)" }</button>
            </div>
            <p class="timing">{ format!("Computed in {millis:.0} ms in the worker: {}", vm::work_line(v)) }</p>
        </>
    }
}

fn comparison(input: &str, c: &ScoringComparisonFacts) -> Html {
    let v = vm::verdict(input, c);
    html! {
        <section id="scoring-comparison" aria-label="comparison">
            <p id="scoring-verdict" class={classes!("verdict", if v.holds { "holds" } else { "fails" })}
                data-result={v.holds.to_string()}>{ v.headline }</p>
            <p id="scoring-words">{ v.words }</p>
            <dl class="misere-facts scoring-facts">
                <dt>{ "first game" }</dt>
                <dd data-field="left"><code>{ c.left.clone().unwrap_or_else(|| "(too big to print)".into()) }</code></dd>
                <dt>{ "second game" }</dt>
                <dd data-field="right"><code>{ c.right.clone().unwrap_or_else(|| "(too big to print)".into()) }</code></dd>
            </dl>
            <p class="hint">{ v.scores }</p>
        </section>
    }
}

/// The notation, beside the report.
fn notation() -> Html {
    html! {
        <dl id="scoring-notation" class="scoring-notation">
            <dt><code>{ "<L|R>" }</code></dt><dd>{ "Left's options L, Right's options R, split by commas" }</dd>
            <dt><code>{ "^s" }</code></dt><dd>{ "an empty side: the player to move there cannot, and the game ends with score s" }</dd>
            <dt><code>{ "n" }</code></dt><dd>{ "the number <^n|^n>: over, with score n" }</dd>
            <dt><code>{ "-G, G + H, G - H" }</code></dt><dd>{ "the conjugate (players swapped, scores negated), the disjunctive sum, G + (-H)" }</dd>
            <dt><code>{ "hat(n)" }</code></dt><dd>{ "the normal-play integer n, every empty side scoring 0" }</dd>
            <dt><code>{ ">= <= == != < > <>" }</code></dt><dd>{ "compare two games; <> is confused (incomparable)" }</dd>
        </dl>
    }
}
