//! Form fields that validate as you type and show the message next to the field.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::EditorProps;
use crate::notation::{format_set, NotationError};
use crate::state::CsMoves;
use crate::state::MovesSlot;

#[derive(Properties, PartialEq)]
pub struct TextFieldProps {
    /// Element id is `field-{name}`; the error's id is `field-{name}-error`.
    pub name: AttrValue,
    pub label: AttrValue,
    /// The value as the state writes it.
    pub value: AttrValue,
    #[prop_or_default]
    pub hint: AttrValue,
    /// Applies the text; returns the message when it is invalid.
    pub on_input: Callback<String, Option<String>>,
    /// The worker's refusal of the value shown (naming its token), shown
    /// under the field when what was typed has no message of its own.
    #[prop_or_default]
    pub failure: Option<AttrValue>,
}

/// What was typed into an input and its message, if anything was typed.
pub type Draft = UseStateHandle<Option<(String, Option<String>)>>;

/// The draft of a validating input: what it shows (the text typed, valid or
/// not, else the state's `value`), its message, and its `oninput`, which
/// applies the text with `on_input`.
#[hook]
pub fn use_draft(
    value: &AttrValue,
    on_input: &Callback<String, Option<String>>,
) -> (Draft, String, Option<String>, Callback<InputEvent>) {
    let draft: Draft = use_state(|| None);
    let oninput = {
        let draft = draft.clone();
        let on_input = on_input.clone();
        Callback::from(move |e: InputEvent| {
            let text = e.target_unchecked_into::<HtmlInputElement>().value();
            let error = on_input.emit(text.clone());
            draft.set(Some((text, error)));
        })
    };
    let (text, error) = match &*draft {
        Some((t, e)) => (t.clone(), e.clone()),
        None => (value.to_string(), None),
    };
    (draft, text, error, oninput)
}

/// A text input that keeps what the user typed (valid or not) and shows the
/// validation message beside it.
#[component]
pub fn TextField(props: &TextFieldProps) -> Html {
    let (_, text, error, oninput) = use_draft(&props.value, &props.on_input);
    let error = error.or_else(|| props.failure.as_ref().map(|f| f.to_string()));
    let id = format!("field-{}", props.name);
    html! {
        <div class={classes!("field", error.is_some().then_some("invalid"))}>
            <label for={id.clone()}>{ props.label.clone() }</label>
            <input id={id.clone()} type="text" spellcheck="false" value={text} {oninput}
                   aria-invalid={error.is_some().to_string()} />
            {
                match error {
                    Some(e) => html! { <span class="field-error" id={format!("{id}-error")} role="alert">{ e }</span> },
                    None => html! { <span class="hint">{ props.hint.clone() }</span> },
                }
            }
        </div>
    }
}

/// A [`SelectField`]'s options from (value, text) pairs, e.g. those of
/// `view_model::options`.
pub fn attr_options<T: Clone + Into<AttrValue>>(
    pairs: &[(&'static str, T)],
) -> Vec<(AttrValue, AttrValue)> {
    pairs
        .iter()
        .map(|(v, t)| (AttrValue::from(*v), t.clone().into()))
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct SelectFieldProps {
    pub id: AttrValue,
    pub label: AttrValue,
    /// (value, text) pairs.
    pub options: Vec<(AttrValue, AttrValue)>,
    pub selected: AttrValue,
    pub on_change: Callback<String>,
}

#[component]
pub fn SelectField(props: &SelectFieldProps) -> Html {
    let onchange = props
        .on_change
        .reform(|e: Event| e.target_unchecked_into::<HtmlSelectElement>().value());
    html! {
        <div class="field">
            <label for={props.id.clone()}>{ props.label.clone() }</label>
            <select id={props.id.clone()} {onchange}>
                { for props.options.iter().map(|(v, t)| html! {
                    <option value={v.clone()} selected={*v == props.selected}>{ t.clone() }</option>
                }) }
            </select>
        </div>
    }
}

/// A [`TextField`] whose text becomes the page action `action(text)`,
/// applied by the page's pure `reduce`; emits the new state when it is valid.
pub fn state_field<S: Clone + 'static, A: 'static>(
    state: &S,
    on_change: &Callback<S>,
    reduce: fn(&S, A) -> Result<S, NotationError>,
    action: impl Fn(String) -> A + 'static,
    texts: (&'static str, &'static str, String, &'static str),
) -> Html {
    failing_field(state, on_change, reduce, action, texts, None)
}

/// A [`state_field`] with the worker's refusal of its value (`failure`)
/// under it.
pub fn failing_field<S: Clone + 'static, A: 'static>(
    state: &S,
    on_change: &Callback<S>,
    reduce: fn(&S, A) -> Result<S, NotationError>,
    action: impl Fn(String) -> A + 'static,
    (name, label, value, hint): (&'static str, &'static str, String, &'static str),
    failure: Option<AttrValue>,
) -> Html {
    let state = state.clone();
    let on_change = on_change.clone();
    let on_input = Callback::from(move |text: String| match reduce(&state, action(text)) {
        Ok(next) => {
            on_change.emit(next);
            None
        }
        Err(e) => Some(e.to_string()),
    });
    html! { <TextField {name} {label} {value} {hint} {on_input} {failure} /> }
}

/// A page's text fields, bound to its state, `on_change` and `reduce`.
pub struct TextFields<'a, S, A> {
    pub state: &'a S,
    pub on_change: &'a Callback<S>,
    pub reduce: fn(&S, A) -> Result<S, NotationError>,
}

impl<'a, S: Clone + PartialEq + 'static, A: 'static> TextFields<'a, S, A> {
    /// The fields of an editor panel: its state and `on_change`, with the
    /// page's `reduce`.
    pub fn of(props: &'a EditorProps<S>, reduce: fn(&S, A) -> Result<S, NotationError>) -> Self {
        TextFields {
            state: &props.state,
            on_change: &props.on_change,
            reduce,
        }
    }
}

impl<S: Clone + 'static, A: 'static> TextFields<'_, S, A> {
    /// The page's [`dispatcher`], for actions from clicks and selects.
    pub fn dispatcher(&self) -> Callback<A> {
        dispatcher(self.state, self.on_change, self.reduce)
    }

    /// A [`state_field`] whose text becomes `action(text)`.
    pub fn text(
        &self,
        action: fn(String) -> A,
        name: &'static str,
        label: &'static str,
        value: String,
        hint: &'static str,
    ) -> Html {
        let texts = (name, label, value, hint);
        state_field(self.state, self.on_change, self.reduce, action, texts)
    }
}

/// A callback that applies a page action with the page's pure `reduce` and
/// emits the new state (actions from clicks and selects cannot be invalid;
/// an error, should one occur, leaves the state as it is).
pub fn dispatcher<S: Clone + 'static, A: 'static>(
    state: &S,
    on_change: &Callback<S>,
    reduce: fn(&S, A) -> Result<S, NotationError>,
) -> Callback<A> {
    let state = state.clone();
    let on_change = on_change.clone();
    Callback::from(move |action: A| {
        if let Ok(next) = reduce(&state, action) {
            on_change.emit(next);
        }
    })
}

/// The partizan toggle and the `s`, or `l` and `r`, fields of subtraction rules;
/// `field(slot, label, value, hint)` draws one text field.
pub fn moves_fields(
    moves: &CsMoves,
    on_toggle: Callback<Event>,
    field: impl Fn(MovesSlot, &'static str, String, &'static str) -> Html,
) -> Html {
    let partizan = matches!(moves, CsMoves::Partizan { .. });
    html! {
        <>
            <div class="field">
                <label>
                    <input id="partizan-toggle" type="checkbox" checked={partizan} onchange={on_toggle} />
                    { " partizan (different sets for Left and Right)" }
                </label>
            </div>
            {
                match moves {
                    CsMoves::Symmetric(s) => field(MovesSlot::S, "Subtraction set S", format_set(s), "e.g. 2,3 or 1..4"),
                    CsMoves::Partizan { left, right } => html! { <>
                        { field(MovesSlot::L, "Left's set", format_set(left), "Left = player 1, maximiser") }
                        { field(MovesSlot::R, "Right's set", format_set(right), "Right = player 2") }
                    </> },
                }
            }
        </>
    }
}
