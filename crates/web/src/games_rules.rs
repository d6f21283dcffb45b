//! The `#/games` ruleset editor: every part of a ruleset, starting from any
//! preset — players, per heap and player the action set and its condition,
//! the reward map as an n×n grid (row = mover, column = receiver), the
//! utility with its formulas, the starting cumulations, the turn table and
//! each player's tie preferences with an attitude per other player. Every
//! input is a [`RuleEdit`] applied by the pure
//! [`crate::view_model::games_edit::apply`]; a refused edit shows its message
//! beside the input and reports the page's inputs invalid (`on_invalid`).

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use super::fields::use_draft;
use super::games_page::{editor, flagged};
use crate::games::common::Tie;
use crate::games::cumulative_games::Ruleset;
use crate::state::GamesState;
use crate::view_model::chosen;
use crate::view_model::games::{self as gvm, GamesAction};
use crate::view_model::games_edit::{self as vm, HeapEdit, PlayerEdit, RuleEdit};

#[derive(Properties, PartialEq)]
pub struct RulesEditorProps {
    pub state: GamesState,
    pub rules: Ruleset,
    pub on_change: Callback<GamesState>,
    /// Whether the last edit was refused (the result is then out of date).
    pub on_invalid: Callback<bool>,
}

/// Binds edits to the page: applies `edit(text)`; emits the next state, or
/// returns the message.
#[derive(Clone)]
struct Bind {
    state: GamesState,
    on_change: Callback<GamesState>,
    on_invalid: Callback<bool>,
}

impl Bind {
    fn edit(
        &self,
        edit: impl Fn(String) -> RuleEdit + 'static,
    ) -> Callback<String, Option<String>> {
        let on_edit = editor(&self.state, &self.on_change, move |t| {
            GamesAction::Rule(edit(t))
        });
        flagged(on_edit, &self.on_invalid)
    }
}

#[derive(Properties, PartialEq)]
struct CellProps {
    /// Element id; the message's id is `{id}-error`.
    id: AttrValue,
    /// The accessible name (and tooltip).
    label: AttrValue,
    value: AttrValue,
    on_input: Callback<String, Option<String>>,
}

/// A compact input that keeps what was typed and shows its message beside it.
#[component]
fn Cell(props: &CellProps) -> Html {
    let (draft, text, error, oninput) = use_draft(&props.value, &props.on_input);
    {
        // A new value from the state (an accepted edit, another preset)
        // replaces what was typed.
        let draft = draft.clone();
        use_effect_with(props.value.clone(), move |_| {
            if draft.is_some() {
                draft.set(None);
            }
        });
    }
    html! {
        <span class={classes!("cell-input", error.is_some().then_some("invalid"))}>
            <input id={props.id.clone()} type="text" spellcheck="false" value={text} {oninput}
                aria-label={props.label.clone()} title={props.label.clone()} aria-invalid={error.is_some().to_string()} />
            if let Some(e) = error {
                <span class="field-error" id={format!("{}-error", props.id)} role="alert">{ e }</span>
            }
        </span>
    }
}

#[component]
pub fn RulesEditor(props: &RulesEditorProps) -> Html {
    let r = &props.rules;
    let bind = Bind {
        state: props.state.clone(),
        on_change: props.on_change.clone(),
        on_invalid: props.on_invalid.clone(),
    };
    let heaps = (0..r.heaps.len()).map(|h| heap_fields(r, h, &bind));
    html! {
        <div id="rules-editor" class="rules-editor">
            <Cell id="rules-players" label="number of players (2 to 6)" value={r.players.to_string()}
                on_input={bind.edit(RuleEdit::Players)} />
            <span class="hint">{ " players" }</span>
            <div class="field-group">{ for heaps }</div>
            { turn_fields(r, &bind) }
            { tie_fields(r, &bind) }
        </div>
    }
}

/// One heap: action sets, conditions, the reward grid, utility, initial.
fn heap_fields(r: &Ruleset, h: usize, bind: &Bind) -> Html {
    let n = r.players;
    let hn = h + 1;
    let shared = r.heaps[h].actions.len() == 1;
    let on_shared = {
        let edit = bind.edit(move |v| {
            RuleEdit::Heap(
                h,
                HeapEdit::SharedActions {
                    shared: v == "true",
                },
            )
        });
        Callback::from(move |e: Event| {
            let on = e.target_unchecked_into::<HtmlInputElement>().checked();
            let _ = edit.emit(on.to_string());
        })
    };
    let actions = (0..n).map(|p| action_row(r, h, p, shared, bind));
    let grid = (0..n).map(|i| {
        let cells = (0..n).map(move |j| {
            let edit = bind.edit(move |t| {
                RuleEdit::Heap(
                    h,
                    HeapEdit::Reward {
                        mover: i,
                        receiver: j,
                        text: t,
                    },
                )
            });
            html! { <td><Cell id={format!("reward-{hn}-{}-{}", i + 1, j + 1)}
            label={format!("reward from player {} to player {}, heap {hn}", i + 1, j + 1)}
            value={vm::reward_of(r, h, i, j)} on_input={edit} /></td> }
        });
        html! { <tr><th scope="row">{ format!("player {} moves", i + 1) }</th>{ for cells }</tr> }
    });
    let head = (1..=n).map(|j| html! { <th scope="col">{ format!("to player {j}") }</th> });
    html! {
        <fieldset id={format!("heap-{hn}-rules")}>
            <legend>{ format!("Heap {hn}") }</legend>
            <label><input type="checkbox" id={format!("shared-actions-{hn}")} checked={shared} onchange={on_shared} />
                { " every player has player 1's action set" }</label>
            <table class="formula-grid actions-grid">
                <thead><tr><th>{ "player" }</th><th>{ "may remove" }</th><th>{ "only where (condition)" }</th></tr></thead>
                <tbody>{ for actions }</tbody>
            </table>
            <table class="formula-grid reward-grid" id={format!("reward-grid-{hn}")}>
                <caption>{ "Reward map: row = mover, column = receiver (a action, x heap, p mover, c1… cumulations)" }</caption>
                <thead><tr><th></th>{ for head }</tr></thead>
                <tbody>{ for grid }</tbody>
            </table>
            { utility_fields(r, h, bind) }
            <div class="field">
                <Cell id={format!("initial-{hn}")} label={format!("starting cumulations, heap {hn}")}
                    value={vm::initial_text(r, h)} on_input={bind.edit(move |t| RuleEdit::Heap(h, HeapEdit::Initial { text: t }))} />
                <span class="hint">{ " starting cumulations, e.g. 1,0,0 (empty: zeros)" }</span>
            </div>
        </fieldset>
    }
}

/// Player `p`'s action set and condition on heap `h` (shared: "same as player 1").
fn action_row(r: &Ruleset, h: usize, p: usize, shared: bool, bind: &Bind) -> Html {
    let (hn, pn) = (h + 1, p + 1);
    let a = vm::actions_of(r, h, p);
    let amounts = if a.any {
        "any".to_string()
    } else {
        crate::notation::format_set(&a.amounts)
    };
    html! {
        <tr>
            <th scope="row">{ format!("player {pn}") }</th>
            if shared && p > 0 {
                <td colspan="2" class="same-as" id={format!("actions-{hn}-{pn}-same")}>{ "same as player 1" }</td>
            } else {
                <td><Cell id={format!("actions-{hn}-{pn}")} label={format!("actions of player {pn}, heap {hn}")}
                    value={amounts} on_input={bind.edit(move |t| RuleEdit::Heap(h, HeapEdit::Amounts { player: p, text: t }))} /></td>
                <td><Cell id={format!("condition-{hn}-{pn}")} label={format!("condition of player {pn}, heap {hn}")}
                    value={a.condition.clone().unwrap_or_default()}
                    on_input={bind.edit(move |t| RuleEdit::Heap(h, HeapEdit::Condition { player: p, text: t }))} /></td>
            }
        </tr>
    }
}

/// Heap `h`'s utility select and its weight or formula fields.
fn utility_fields(r: &Ruleset, h: usize, bind: &Bind) -> Html {
    let hn = h + 1;
    let kind = gvm::utility_value(&r.heaps[h].utility);
    let on_kind = {
        let edit = bind.edit(move |k| RuleEdit::Heap(h, HeapEdit::Utility { kind: k }));
        Callback::from(move |e: Event| {
            let _ = edit.emit(e.target_unchecked_into::<HtmlSelectElement>().value());
        })
    };
    let formulas = (0..r.players).map(|p| {
        html! { <Cell id={format!("utility-{hn}-{}", p + 1)} label={format!("utility of player {}, heap {hn}", p + 1)}
            value={vm::utility_formula(r, h, p)} on_input={bind.edit(move |t| RuleEdit::Heap(h, HeapEdit::UtilityFormula { player: p, text: t }))} /> }
    });
    html! {
        <div class="field utility-fields">
            <label for={format!("utility-kind-{hn}")}>{ format!("Utility (heap {hn})") }</label>
            <select id={format!("utility-kind-{hn}")} onchange={on_kind}>
                { for gvm::UTILITY_OPTIONS.iter().map(|(v, t)| html! { <option value={*v} selected={*v == kind}>{ *t }</option> }) }
            </select>
            if let Some(w) = vm::weight_text(r, h) {
                <Cell id={format!("utility-w-{hn}")} label={format!("utility weight w, heap {hn}")} value={w}
                    on_input={bind.edit(move |t| RuleEdit::Heap(h, HeapEdit::Weight { text: t }))} />
            }
            if kind == "custom" {
                <span class="formula-list">{ for formulas }</span>
            }
        </div>
    }
}

/// The turn table: who moves after each player.
fn turn_fields(r: &Ruleset, bind: &Bind) -> Html {
    let turn = vm::full_turn(r);
    let head = (1..=r.players).map(|p| html! { <th scope="col">{ format!("player {p}") }</th> });
    let cells = turn.iter().enumerate().map(|(p, q)| {
        html! { <td><Cell id={format!("turn-{}", p + 1)} label={format!("player who moves after player {}", p + 1)}
            value={q.to_string()} on_input={bind.edit(move |t| RuleEdit::Player(p, PlayerEdit::Turn { text: t }))} /></td> }
    });
    html! {
        <table id="turn-table" class="formula-grid">
            <caption>{ "Turn table" }</caption>
            <thead><tr><th>{ "after" }</th>{ for head }</tr></thead>
            <tbody><tr><th scope="row">{ "moves" }</th>{ for cells }</tr></tbody>
        </table>
    }
}

/// Each player's preference order over the others, with an attitude each.
fn tie_fields(r: &Ruleset, bind: &Bind) -> Html {
    let ties = vm::full_ties(r);
    let rows = ties.iter().enumerate().map(|(p, t)| {
        let pn = p + 1;
        let order: Vec<String> = t.order.iter().map(|q| q.to_string()).collect();
        let selects = t.order.iter().enumerate().map(|(k, &q)| {
            let edit = bind.edit(move |v| RuleEdit::Player(p, PlayerEdit::TieAttitude { other: q - 1, friendly: chosen(&v, Tie::Antagonistic) == Tie::Friendly }));
            let onchange = Callback::from(move |e: Event| {
                let _ = edit.emit(e.target_unchecked_into::<HtmlSelectElement>().value());
            });
            let current = Tie::from(t.attitude_at(k));
            html! {
                <select id={format!("tie-{pn}-{q}")} aria-label={format!("attitude of player {pn} towards player {q}")} {onchange}>
                    { for Tie::ALL.map(|tie| html! {
                        <option value={tie.name()} selected={tie == current}>{ format!("{q}: {}", tie.name()) }</option>
                    }) }
                </select>
            }
        });
        html! {
            <tr>
                <th scope="row">{ format!("player {pn}") }</th>
                <td><Cell id={format!("tie-order-{pn}")} label={format!("preference order of player {pn}")}
                    value={order.join(",")} on_input={bind.edit(move |t| RuleEdit::Player(p, PlayerEdit::TieOrder { text: t }))} /></td>
                <td>{ for selects }</td>
            </tr>
        }
    });
    html! {
        <table id="tie-table" class="formula-grid">
            <caption>{ "Tie preferences: among equal options, the other players in order of priority, each helped (friendly) or hurt (antagonistic)" }</caption>
            <tbody>{ for rows }</tbody>
        </table>
    }
}
