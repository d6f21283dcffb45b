//! The script editor of `#/classical` (issue 30): the script with line
//! numbers, the line of its error marked, its position field, and Run.
//! The words and numbers come from [`crate::view_model::script`]; the
//! script runs in the script worker (see [`super::compute`]).

use std::rc::Rc;

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::board::Boards;
use super::fields::state_field;
use crate::jobs::{ScriptOption, ScriptRequest, ScriptView};
use crate::state::ClassicalState;
use crate::view_model::board::{Mode, Outcome};
use crate::view_model::classical::{reduce, ClassicalAction};
use crate::view_model::script as vm;

#[derive(Properties, PartialEq)]
pub struct ScriptProps {
    pub script: ScriptRequest,
    pub state: ClassicalState,
    pub on_change: Callback<ClassicalState>,
    /// The line the job's failure points at, and its message.
    pub error: Option<(Option<usize>, AttrValue)>,
    /// The solved position's board and options, once computed.
    pub view: Option<Rc<ScriptView>>,
    /// The value line beside Run (the answer where the visitor looks).
    pub value: Option<AttrValue>,
    /// The worker's refusal of the expression or the name, naming the
    /// token (`pie` is not a game).
    pub field_error: Option<AttrValue>,
}

/// The editor's draft (the text typed, not yet run) and what runs it.
struct Draft {
    text: String,
    /// Why the draft was refused (too long, empty).
    refused: Option<String>,
    run: Callback<()>,
    oninput: Callback<InputEvent>,
}

/// The draft of the script editor: replaced by a script from elsewhere
/// (an example, a link); applied by `run` when it differs.
#[hook]
fn use_draft(props: &ScriptProps) -> Draft {
    let draft = use_state(|| None::<String>);
    let refused = use_state(|| None::<String>);
    {
        let (draft, refused) = (draft.clone(), refused.clone());
        use_effect_with(props.script.source.clone(), move |_| {
            draft.set(None);
            refused.set(None);
        });
    }
    let run = {
        let (st, on_change) = (props.state.clone(), props.on_change.clone());
        let (draft, refused) = (draft.clone(), refused.clone());
        Callback::from(move |_: ()| {
            let Some(text) = (*draft).clone() else { return };
            match reduce(&st, ClassicalAction::Script(text)) {
                Ok(next) => {
                    refused.set(None);
                    if next != st {
                        on_change.emit(next);
                    }
                }
                Err(e) => refused.set(Some(e.to_string())),
            }
        })
    };
    let oninput = {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            draft.set(Some(
                e.target_unchecked_into::<HtmlTextAreaElement>().value(),
            ))
        })
    };
    Draft {
        text: (*draft)
            .clone()
            .unwrap_or_else(|| props.script.source.clone()),
        refused: (*refused).clone(),
        run,
        oninput,
    }
}

/// The editor: a text area over a line-number gutter that scrolls with it.
/// Edits are applied by *Run*, Ctrl+Enter, or leaving the text area.
#[component]
pub fn ScriptSection(props: &ScriptProps) -> Html {
    let Draft {
        text,
        refused,
        run,
        oninput,
    } = use_draft(props);
    let scroll = use_state(|| 0);
    let onkeydown = {
        let run = run.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" && (e.ctrl_key() || e.meta_key()) {
                e.prevent_default();
                run.emit(());
            }
        })
    };
    let onscroll = {
        let scroll = scroll.clone();
        Callback::from(move |e: Event| {
            scroll.set(
                e.target_unchecked_into::<HtmlTextAreaElement>()
                    .scroll_top(),
            )
        })
    };
    let rows = vm::line_count(&text).clamp(6, 16).to_string();
    let gutter_width = format!("width: {}ch", vm::line_count(&text).to_string().len() + 2);
    let bad_line = props.error.as_ref().and_then(|(line, _)| *line);
    let shift = format!("transform: translateY(-{}px)", *scroll);
    let message = refused
        .map(AttrValue::from)
        .or_else(|| props.error.as_ref().map(|(_, m)| m.clone()));
    html! {
        <section id="script" class="board-section script-section" aria-label="your game, as a script">
            <h2>{ "Your game, as a script" }</h2>
            <p class="hint">{ vm::SCRIPT_HELP }</p>
            <div class={classes!("code-editor", message.is_some().then_some("invalid"))}>
                <div class="code-gutter" aria-hidden="true" style={gutter_width}>
                    <div class="code-lines" style={shift}>
                        { for vm::gutter(&text).into_iter().map(|n| html! {
                            <div class={classes!((Some(n) == bad_line).then_some("error-line"))}>{ n }</div>
                        }) }
                    </div>
                </div>
                <textarea id="field-script" aria-label="script" spellcheck="false" wrap="off"
                    {rows} value={text}
                    aria-invalid={message.is_some().to_string()}
                    aria-describedby="script-error"
                    {oninput} {onkeydown} {onscroll}
                    onchange={run.reform(|_: Event| ())} />
            </div>
            <p id="script-error" class="field-error" role="alert">{ message.unwrap_or_default() }</p>
            <div class="script-tools">
                <button id="script-run" onclick={run.reform(|_: MouseEvent| ())}>{ "Run" }</button>
                { state_field(&props.state, &props.on_change, reduce, ClassicalAction::ScriptPosition,
                    ("script-position", "Position", props.script.position.clone(), vm::POSITION_HINT)) }
            </div>
            <div class="script-tools">
                { state_field(&props.state, &props.on_change, reduce, ClassicalAction::ScriptName,
                    ("script-name", "Name", props.script.name.clone(), vm::NAME_HINT)) }
                { state_field(&props.state, &props.on_change, reduce, ClassicalAction::ScriptExpr,
                    ("script-expr", "Expression", props.script.expr.clone().unwrap_or_default(), vm::EXPR_HINT)) }
            </div>
            <p id="script-expr-error" class="field-error" role="alert">{ props.field_error.clone().unwrap_or_default() }</p>
            <p id="script-value" class="board-value" aria-live="polite">{ props.value.clone().unwrap_or_default() }</p>
            if let (Some(view), None) = (&props.view, &props.script.expr) {
                { position_view(view, &go_to(props)) }
            }
        </section>
    }
}

/// A click on an option: its position becomes the page's.
fn go_to(props: &ScriptProps) -> Callback<String> {
    let (st, on_change) = (props.state.clone(), props.on_change.clone());
    Callback::from(move |position: String| {
        if let Ok(next) = reduce(&st, ClassicalAction::ScriptPosition(position)) {
            on_change.emit(next);
        }
    })
}

/// The position's board (from `fn board`) and its options with their
/// values; a click on an option moves there.
fn position_view(v: &ScriptView, go: &Callback<String>) -> Html {
    let on_outcome = {
        let go = go.clone();
        Callback::from(move |o: Outcome| match o {
            Outcome::Play(position) => go.emit(position),
            Outcome::Edit(..) => {}
        })
    };
    let list = |title: String, id: &'static str, options: &[ScriptOption]| {
        html! {
            <div class="script-options" {id}>
                <h3>{ title }</h3>
                if options.is_empty() { <p class="hint">{ "none" }</p> }
                <ol>
                    { for options.iter().map(|o| {
                        let onclick = go.reform({ let p = o.position.clone(); move |_: MouseEvent| p.clone() });
                        html! {
                            <li>
                                <button class="link" title="make this the position" {onclick}><code>{ &o.position }</code></button>
                                { " = " }<code class="option-value">{ &o.value }</code>
                            </li>
                        }
                    }) }
                </ol>
            </div>
        }
    };
    html! {
        <div class="script-position">
            if let Some(board) = &v.board {
                <Boards boards={Rc::new(vec![board.clone()])} mode={Rc::new(Mode::Play(vm::option_moves(v)))}
                    name="the script's" {on_outcome} />
            }
            if let Some(e) = &v.board_error { <p class="notice">{ e }</p> }
            <div class="script-option-lists">
                if v.impartial {
                    { list(vm::options_title(None, v.left.len()), "script-options-left", &v.left) }
                } else {
                    { list(vm::options_title(Some("Left"), v.left.len()), "script-options-left", &v.left) }
                    { list(vm::options_title(Some("Right"), v.right.len()), "script-options-right", &v.right) }
                }
            </div>
            if v.more > 0 { <p class="hint">{ format!("{} more options are not listed.", v.more) }</p> }
        </div>
    }
}
