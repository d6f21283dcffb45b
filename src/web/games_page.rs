//! The `#/games` page: presets, a ruleset editor (actions, reward-map formulas,
//! utilities, the whole JSON file), disjunctive sums, and the solution: outcome
//! matrix, PSPE line, Pareto check.

use crate::games::common::{format_number, format_vector};
use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use super::compute::{use_job, JobStatus};
use super::dom;
use super::fields::{SelectField, TextField};
use crate::games::cumulative_games::{self as cg, Move, Ruleset, Solution, Utility, PRESETS};
use crate::jobs::{GameRequest, GameSource, JobRequest, JobResult};
use crate::notation;
use crate::permalink::{self as pl, GameRules, GamesState};

#[derive(Properties, PartialEq)]
pub struct GamesPageProps {
    pub state: GamesState,
    pub embed: bool,
    pub on_change: Callback<GamesState>,
}

fn source(st: &GamesState) -> GameSource {
    match &st.rules {
        GameRules::Preset(p) => GameSource::Preset(p.clone()),
        GameRules::Custom(j) => GameSource::Json(j.clone()),
        GameRules::Sum(s) => GameSource::Sum(s.clone()),
    }
}

/// The custom ruleset being edited (a preset's or the default one otherwise).
fn editable(st: &GamesState) -> Ruleset {
    Ruleset::try_from(&source(st))
        .or_else(|_| cg::preset("squirrel"))
        .unwrap_or_else(|_| unreachable!("the squirrel preset is valid"))
}

#[component]
pub fn GamesPage(props: &GamesPageProps) -> Html {
    let st = &props.state;
    let req = GameRequest {
        source: source(st),
        heap: st.heap,
        first: st.first,
    };
    let job = use_job(Some(JobRequest::Game(req)));
    let rules = editable(st);
    let emit_rules = {
        let st = st.clone();
        let on_change = props.on_change.clone();
        move |r: &Ruleset| -> Option<String> {
            match cg::validate(r) {
                Ok(()) => {
                    on_change.emit(GamesState {
                        rules: GameRules::Custom(cg::to_json(r)),
                        ..st.clone()
                    });
                    None
                }
                Err(e) => Some(e.to_string()),
            }
        }
    };
    let editors = (!props.embed).then(|| {
        let kind = match &st.rules {
            GameRules::Preset(_) => "preset",
            GameRules::Custom(_) => "custom",
            GameRules::Sum(_) => "sum",
        };
        let on_kind = {
            let st = st.clone();
            let on_change = props.on_change.clone();
            let rules = rules.clone();
            Callback::from(move |v: String| {
                let rules = match v.as_str() {
                    "custom" => GameRules::Custom(cg::to_json(&rules)),
                    "sum" => GameRules::Sum(vec![("misere".into(), 4), ("squirrel".into(), 4)]),
                    _ => GameRules::Preset("squirrel".into()),
                };
                on_change.emit(GamesState { rules, ..st.clone() })
            })
        };
        let first_options: Vec<(AttrValue, AttrValue)> = (1..=rules.players)
            .map(|p| (p.to_string().into(), format!("player {p}").into()))
            .collect();
        let on_first = {
            let st = st.clone();
            let on_change = props.on_change.clone();
            Callback::from(move |v: String| {
                let first = v.parse().unwrap_or(1);
                on_change.emit(GamesState { first, ..st.clone() })
            })
        };
        let heap_field = {
            let value = st.heap.to_string();
            let st = st.clone();
            let on_change = props.on_change.clone();
            let on_input = Callback::from(move |t: String| {
                match notation::parse_number(&t, 0, pl::MAX_GAME_HEAP) {
                    Ok(heap) => {
                        on_change.emit(GamesState { heap, ..st.clone() });
                        None
                    }
                    Err(e) => Some(e.to_string()),
                }
            });
            html! { <TextField name="x" label="Heap x" {value} hint="the starting heap" {on_input} /> }
        };
        let specific = match &st.rules {
            GameRules::Preset(p) => {
                let st2 = st.clone();
                let on_change = props.on_change.clone();
                let on_preset = Callback::from(move |v: String| {
                    on_change.emit(GamesState { rules: GameRules::Preset(v), ..st2.clone() })
                });
                let options = PRESETS.iter().map(|p| (AttrValue::from(*p), AttrValue::from(*p))).collect::<Vec<_>>();
                html! { <SelectField id="preset" label="Preset" {options} selected={p.clone()} on_change={on_preset} /> }
            }
            GameRules::Sum(parts) => {
                let st2 = st.clone();
                let on_change = props.on_change.clone();
                let on_input = Callback::from(move |t: String| match pl::parse_sum(&t) {
                    Ok(s) => {
                        on_change.emit(GamesState { rules: GameRules::Sum(s), ..st2.clone() });
                        None
                    }
                    Err(e) => Some(e.to_string()),
                });
                html! { <TextField name="sum" label="Sum of presets" value={pl::format_sum(parts)} hint="preset:heap, e.g. misere:4,squirrel:4" {on_input} /> }
            }
            GameRules::Custom(_) => custom_editor(&rules, emit_rules.clone()),
        };
        html! {
            <section id="editors" class="editors">
                <SelectField id="rules-kind" label="Ruleset" selected={kind}
                    options={vec![("preset".into(), "a preset (P1–P6 …)".into()), ("custom".into(), "custom ruleset".into()), ("sum".into(), "disjunctive sum".into())]}
                    on_change={on_kind} />
                { specific }
                if !matches!(st.rules, GameRules::Sum(_)) { { heap_field } }
                <SelectField id="first" label="First to move" options={first_options} selected={st.first.to_string()} on_change={on_first} />
            </section>
        }
    });
    let result = job.status_html(true).unwrap_or_else(|| match &job.status {
        JobStatus::Done(r, _) => match &**r {
            JobResult::Game(s) => solution_view(s, st),
            _ => html! {},
        },
        _ => html! {},
    });
    html! {
        <div class="games-page">
            if !props.embed {
                <h1>{ "Cumulative Games" }</h1>
            }
            { for editors }
            <section id="result" class="result">{ result }</section>
        </div>
    }
}

/// Applies one field's text to a ruleset, or says what is wrong with it.
type Edit = Box<dyn Fn(&mut Ruleset, &str) -> Result<(), String>>;

/// Editors for heap 0 of a custom ruleset, plus the whole file as JSON.
fn custom_editor(
    rules: &Ruleset,
    emit: impl Fn(&Ruleset) -> Option<String> + Clone + 'static,
) -> Html {
    let n = rules.players;
    let Some(h) = rules.heaps.first() else {
        return html! {};
    };
    let edit = |f: Edit| {
        let rules = rules.clone();
        let emit = emit.clone();
        Callback::from(move |t: String| {
            let mut r = rules.clone();
            match f(&mut r, &t) {
                Ok(()) => emit(&r),
                Err(e) => Some(e.to_string()),
            }
        })
    };
    let actions = (0..n).map(|i| {
        let value = h.actions.get(i).map(|a| notation::format_set(&a.amounts)).unwrap_or_default();
        let on_input = edit(Box::new(move |r, t| {
            let set = pl::parse_moves(t).map_err(|e| e.to_string())?;
            if let Some(a) = r.heaps[0].actions.get_mut(i) {
                a.amounts = set;
            }
            Ok(())
        }));
        let name = format!("actions-{}", i + 1);
        html! { <TextField name={name} label={format!("Player {} may remove", i + 1)} {value} hint="comma list" {on_input} /> }
    });
    let rewards = (0..n).flat_map(|i| (0..n).map(move |j| (i, j))).map(|(i, j)| {
        let value = h.rewards.get(i).and_then(|r| r.get(j)).cloned().unwrap_or_default();
        let on_input = edit(Box::new(move |r, t| {
            if let Some(f) = r.heaps[0].rewards.get_mut(i).and_then(|row| row.get_mut(j)) {
                *f = t.to_string();
            }
            Ok(())
        }));
        let name = format!("reward-{}-{}", i + 1, j + 1);
        html! { <TextField name={name} label={format!("Player {} moves: reward to {}", i + 1, j + 1)} {value} hint="a, x, p, c1…" {on_input} /> }
    });
    let utility = match &h.utility {
        Utility::Identity => "identity",
        Utility::ZeroSum => "zero-sum",
        Utility::Normal { .. } => "normal",
        Utility::Misere { .. } => "misere",
        Utility::Custom { .. } => "custom",
    };
    let on_utility = {
        let rules = rules.clone();
        let emit = emit.clone();
        Callback::from(move |v: String| {
            let mut r = rules.clone();
            r.heaps[0].utility = match v.as_str() {
                "zero-sum" => Utility::ZeroSum,
                "normal" => Utility::Normal { w: 1.0 },
                "misere" => Utility::Misere { w: 1.0 },
                "custom" => Utility::Custom {
                    formulas: (1..=r.players).map(|p| format!("c{p}")).collect(),
                },
                _ => Utility::Identity,
            };
            let _ = emit(&r);
        })
    };
    html! {
        <>
            { for actions }
            { for rewards }
            <SelectField id="utility" label="Utility (heap 1)" selected={utility}
                options={vec![("identity".into(), "self-interest (identity)".into()), ("zero-sum".into(), "zero-sum difference".into()),
                    ("normal".into(), "normal play ±1".into()), ("misere".into(), "misère ±1".into()), ("custom".into(), "custom formulas".into())]}
                on_change={on_utility} />
            <JsonEditor rules={rules.clone()} emit={Callback::from(move |r: Ruleset| emit(&r))} />
        </>
    }
}

#[derive(Properties, PartialEq)]
struct JsonEditorProps {
    rules: Ruleset,
    /// Applies a ruleset; returns the message when it is invalid.
    emit: Callback<Ruleset, Option<String>>,
}

/// The whole ruleset file: edit, load and save.
#[component]
fn JsonEditor(props: &JsonEditorProps) -> Html {
    let draft = use_state(|| None::<(String, Option<String>)>);
    let apply = {
        let draft = draft.clone();
        let emit = props.emit.clone();
        Callback::from(move |text: String| {
            let err = match cg::ruleset_from_json(&text) {
                Ok(r) => emit.emit(r),
                Err(e) => Some(e.to_string()),
            };
            draft.set(Some((text, err)));
        })
    };
    let oninput =
        apply.reform(|e: InputEvent| e.target_unchecked_into::<HtmlTextAreaElement>().value());
    let onload = {
        let apply = apply.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let Some(file) = input.files().and_then(|f| f.get(0)) else {
                return;
            };
            let apply = apply.clone();
            wasm_bindgen_futures::spawn_local(async move {
                let text = gloo::file::futures::read_as_text(&gloo::file::File::from(file)).await;
                apply.emit(text.unwrap_or_else(|e| format!("could not read the file: {e}")));
            });
        })
    };
    let json = cg::to_json(&props.rules);
    let save = {
        let json = json.clone();
        Callback::from(move |_: MouseEvent| {
            let _ = dom::download("ruleset.json", "application/json", &json);
        })
    };
    let (text, error) = draft
        .as_ref()
        .map_or((json, None), |(t, e)| (t.clone(), e.clone()));
    html! {
        <div class="field json-editor">
            <label for="field-json">{ "Ruleset file (JSON)" }</label>
            <textarea id="field-json" rows="10" spellcheck="false" value={text} {oninput} />
            {
                match error {
                    Some(e) => html! { <span class="field-error" id="field-json-error" role="alert">{ e }</span> },
                    None => html! { <span class="hint">{ "Edit, load or save the whole ruleset." }</span> },
                }
            }
            <div class="file-tools">
                <label class="button">{ "Load file " }<input id="load-rules" type="file" accept=".json,application/json" onchange={onload} /></label>
                <button id="save-rules" onclick={save}>{ "Save file" }</button>
            </div>
        </div>
    }
}

fn line_view(id: &'static str, line: &[Move]) -> Html {
    html! {
        <ol {id} class="steps">
            { for line.iter().map(|m| html! {
                <li>{ format!("player {} removes {} from heap {} → {}; rewards {}; pockets {}",
                    m.player, m.amount, m.heap_index + 1, m.heap_after, format_vector(&m.rewards, ", "), format_vector(&m.cumulations_after, ", ")) }</li>
            }) }
        </ol>
    }
}

fn solution_view(s: &Solution, st: &GamesState) -> Html {
    let head = (1..=s.players).map(|j| html! { <th>{ format!("player {j}") }</th> });
    let rows = s.outcome.iter().enumerate().map(|(i, row)| {
        html! {
            <tr class={classes!((i + 1 == s.first).then_some("selected"))}>
                <th scope="row">{ format!("player {} starts", i + 1) }</th>
                { for row.iter().map(|v| html! { <td>{ format_number(*v) }</td> }) }
            </tr>
        }
    });
    let tree_link = match &st.rules {
        GameRules::Preset(p)
            if matches!(p.as_str(), "squirrel" | "scoring" | "normal" | "misere") =>
        {
            let mode = match p.as_str() {
                "squirrel" => "si",
                "scoring" => "zs",
                m => m,
            };
            Some(format!("#/tree?s=2,3&x={}&mode={mode}", st.heap))
        }
        _ => None,
    };
    html! {
        <div class="solution">
            <p class="periods">{ format!("Algorithm: {} ({} states).", s.algorithm, s.states) }</p>
            <h2>{ "Outcome" }</h2>
            <table id="outcome" class="outcomes">
                <thead><tr><th>{ "row: who starts" }</th>{ for head }</tr></thead>
                <tbody>{ for rows }</tbody>
            </table>
            <h2>{ format!("Equilibrium (PSPE) play, player {} first: value {}", s.first, format_vector(&s.value, ", ")) }</h2>
            { line_view("pspe-line", &s.pspe_line) }
            <p id="pareto">{
                if s.pareto_efficient {
                    if s.pareto_checked { "This play is Pareto efficient." } else { "No Pareto improvement found within the search budget." }.to_string()
                } else {
                    format!("Not Pareto efficient: another play gives {}.", s.pareto_improvement_value.as_deref().map(|v| format_vector(v, ", ")).unwrap_or_default())
                }
            }</p>
            if let Some(line) = &s.pareto_improvement {
                { line_view("pareto-line", line) }
            }
            if let Some(href) = tree_link {
                <p><a id="tree-link" href={href}>{ "See this position as a game tree" }</a></p>
            }
        </div>
    }
}
