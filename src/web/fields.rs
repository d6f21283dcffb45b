//! Form fields that validate as you type and show the message next to the field.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

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
}

/// A text input that keeps what the user typed (valid or not) and shows the
/// validation message beside it.
#[component]
pub fn TextField(props: &TextFieldProps) -> Html {
    let draft = use_state(|| None::<(String, Option<String>)>);
    let oninput = {
        let draft = draft.clone();
        let on_input = props.on_input.clone();
        Callback::from(move |e: InputEvent| {
            let text = e.target_unchecked_into::<HtmlInputElement>().value();
            let error = on_input.emit(text.clone());
            draft.set(Some((text, error)));
        })
    };
    let (text, error) = match &*draft {
        Some((t, e)) => (t.clone(), e.clone()),
        None => (props.value.to_string(), None),
    };
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
