//! The `#/tree` page: extensive-form trees, heap DAGs, partizan game trees and
//! Nim graphs, drawn as SVG; expand / collapse / re-root by clicking, step
//! through the equilibrium play, export SVG, PNG, DOT and TikZ.
//!
//! Building and laying out a view is bounded by the model's node budget, so
//! it runs on the main thread.

use std::collections::BTreeSet;
use std::fmt::Write;
use std::rc::Rc;

use yew::prelude::*;

use super::dom;
use super::fields::{moves_fields, state_field, SelectField};
use super::pan_zoom::PanZoom;
use crate::export;
use crate::games::common::Variant;
use crate::games::cumulative_subtraction::Rules;
use crate::games::game_tree::{self as gt, CsSpec, GameGraph, NimSpec, View};
use crate::layout::LayoutOpts;
use crate::permalink::{self as pl, parse_variant, CsMoves, MovesSlot, TreeState, TreeView};
use crate::view_model::tree::{reduce, TreeAction};

#[derive(Properties, PartialEq)]
pub struct TreePageProps {
    pub state: TreeState,
    pub embed: bool,
    pub on_change: Callback<TreeState>,
}

/// Builds the view a state describes.
pub fn build(st: &TreeState) -> Result<GameGraph, String> {
    if let Some(heaps) = &st.nim {
        return gt::nim_graph(&NimSpec {
            heaps: heaps.clone(),
            mode: st.mode,
            budget: gt::NODE_BUDGET,
        });
    }
    let rules = match &st.moves {
        CsMoves::Symmetric(s) => Rules::symmetric(s.clone()),
        CsMoves::Partizan { left, right } => Rules::partizan(left.clone(), right.clone()),
    };
    let view = match st.view {
        TreeView::Tree => View::Tree,
        TreeView::Dag => View::Dag,
        TreeView::Cgt => View::Cgt,
    };
    let mut spec = CsSpec::new(rules, st.heap, st.mode, view);
    spec.ties = st.ties;
    spec.merge = st.merge;
    spec.cumulations = st.cumulations;
    spec.first = st.first;
    gt::build(&spec)
}

/// Nodes shown when the user has folded `folded`: those reachable from the
/// root without passing below a folded node.
fn visible(g: &GameGraph, folded: &BTreeSet<usize>) -> Vec<bool> {
    let children = g.children();
    let mut seen = vec![false; g.nodes.len()];
    let mut stack = vec![g.root];
    while let Some(v) = stack.pop() {
        if v >= seen.len() || seen[v] {
            continue;
        }
        seen[v] = true;
        if !folded.contains(&v) {
            stack.extend(children[v].iter().copied());
        }
    }
    seen
}

/// CSS that hides folded parts and highlights the first `step` play edges.
fn view_css(
    g: &GameGraph,
    shown: &[bool],
    folded: &BTreeSet<usize>,
    line: &[usize],
    step: usize,
) -> String {
    let mut css = String::new();
    for (i, on) in shown.iter().enumerate() {
        if !on {
            let _ = write!(css, "#tree-svg [data-node=\"{i}\"]{{display:none}}");
        }
    }
    for (i, e) in g.edges.iter().enumerate() {
        if !shown.get(e.from).copied().unwrap_or(false)
            || !shown.get(e.to).copied().unwrap_or(false)
            || folded.contains(&e.from)
        {
            let _ = write!(css, "#tree-svg [data-edge=\"{i}\"]{{display:none}}");
        }
    }
    for f in folded {
        let _ = write!(
            css,
            "#tree-svg [data-node=\"{f}\"] rect{{stroke-dasharray:5 3;stroke-width:2}}"
        );
    }
    for &e in line.iter().take(step) {
        let _ = write!(
            css,
            "#tree-svg [data-edge=\"{e}\"] *{{stroke:#e69f00;stroke-width:5}}"
        );
    }
    if let Some(&e) = line.get(step.wrapping_sub(1)).filter(|_| step > 0) {
        if let Some(edge) = g.edges.get(e) {
            let _ = write!(
                css,
                "#tree-svg [data-node=\"{}\"] rect{{fill:#fff1c9}}",
                edge.to
            );
        }
    }
    css
}

#[component]
pub fn TreePage(props: &TreePageProps) -> Html {
    let st = &props.state;
    // The graph is rebuilt when the state changes; expand and re-root edit it.
    let graph = use_state(|| build(st).map(Rc::new));
    let folded = use_state(BTreeSet::<usize>::new);
    let step = use_state(|| 0usize);
    let reroot_mode = use_state(|| false);
    {
        let graph = graph.clone();
        let folded = folded.clone();
        let step = step.clone();
        use_effect_with(st.clone(), move |st| {
            graph.set(build(st).map(Rc::new));
            folded.set(BTreeSet::new());
            step.set(0);
        });
    }
    let field = |action: fn(String) -> TreeAction, name, label, value, hint| {
        state_field(
            st,
            &props.on_change,
            reduce,
            action,
            (name, label, value, hint),
        )
    };
    let moves_field = |slot: MovesSlot, label, value, hint| {
        let action = move |text| TreeAction::Moves(slot, text);
        state_field(
            st,
            &props.on_change,
            reduce,
            action,
            (slot.name(), label, value, hint),
        )
    };
    let select = |id: &'static str,
                  label: &'static str,
                  options: Vec<(&'static str, &'static str)>,
                  selected: &'static str,
                  f: fn(&mut TreeState, &str)| {
        let st = st.clone();
        let on_change = props.on_change.clone();
        let on_change = Callback::from(move |v: String| {
            let mut next = st.clone();
            f(&mut next, &v);
            on_change.emit(next);
        });
        let options: Vec<(AttrValue, AttrValue)> = options
            .into_iter()
            .map(|(v, t)| (AttrValue::from(v), AttrValue::from(t)))
            .collect();
        html! { <SelectField {id} {label} {options} {selected} {on_change} /> }
    };
    let editors = (!props.embed).then(|| {
        let toggle = {
            let st = st.clone();
            let on_change = props.on_change.clone();
            Callback::from(move |_: Event| {
                on_change.emit(TreeState { moves: st.moves.toggled(), ..st.clone() })
            })
        };
        let modes: Vec<(&str, &str)> = Variant::ALL.iter().map(|v| (v.code(), v.name())).collect();
        let view_code = match st.view {
            TreeView::Tree => "tree",
            TreeView::Dag => "dag",
            TreeView::Cgt => "cgt",
        };
        let nim = st.nim.as_ref().map(|n| n.iter().map(u32::to_string).collect::<Vec<_>>().join(",")).unwrap_or_default();
        let ties_code = ["a", "f", "af", "fa"].into_iter().find(|c| *c == st.ties.code()).unwrap_or("a");
        html! {
            <section id="editors" class="editors">
                { moves_fields(&st.moves, toggle, moves_field) }
                { field(TreeAction::Heap, "x", "Heap x", st.heap.to_string(), "the starting position") }
                { select("mode", "Values", modes, st.mode.code(), |s, v| if let Ok(m) = parse_variant(v) { s.mode = m }) }
                { select("view", "View", vec![("tree", "extensive-form tree"), ("dag", "heap DAG"), ("cgt", "partizan game tree")], view_code,
                    |s, v| s.view = match v { "dag" => TreeView::Dag, "cgt" => TreeView::Cgt, _ => TreeView::Tree }) }
                { select("tie", "Ties (Left, Right)", vec![("a", "antagonistic"), ("f", "friendly"), ("af", "Left a, Right f"), ("fa", "Left f, Right a")],
                    ties_code,
                    |s, v| if let Ok(t) = pl::parse_ties(v) { s.ties = t }) }
                <div class="field">
                    <label>
                        <input id="merge-toggle" type="checkbox" checked={st.merge}
                            onchange={{
                                let st = st.clone();
                                let on_change = props.on_change.clone();
                                Callback::from(move |_: Event| on_change.emit(TreeState { merge: !st.merge, ..st.clone() }))
                            }} />
                        { " merge equal subtrees (DAG)" }
                    </label>
                </div>
                { field(TreeAction::Nim, "nim", "Nim position instead", nim, "e.g. 1,2,3; empty = off") }
            </section>
        }
    });

    let body = match &*graph {
        Err(e) => html! { <div class="error" role="alert">{ e }</div> },
        Ok(g) => {
            let lay = g.layout(&LayoutOpts::default());
            let drawing = g.drawing(&lay);
            let svg = export::svg(&drawing);
            let shown = visible(g, &folded);
            let line = g.pspe_line();
            let css = view_css(g, &shown, &folded, &line, (*step).min(line.len()));
            let on_node = {
                let graph = graph.clone();
                let folded = folded.clone();
                let reroot_mode = *reroot_mode;
                let g = g.clone();
                let st = st.clone();
                let on_change = props.on_change.clone();
                Callback::from(move |id: usize| {
                    if reroot_mode {
                        // Re-rooting is a new position: it goes into the link.
                        if let Some(n) = g.nodes.get(id) {
                            on_change.emit(match &n.heaps {
                                Some(h) => TreeState {
                                    nim: Some(h.clone()),
                                    ..st.clone()
                                },
                                None => TreeState {
                                    heap: n.heap,
                                    cumulations: n.cumulations.unwrap_or((0, 0)),
                                    first: n.to_move.unwrap_or(st.first),
                                    ..st.clone()
                                },
                            });
                        }
                    } else if g.nodes.get(id).is_some_and(|n| n.collapsed) {
                        let mut n = (*g).clone();
                        if n.expand(id).is_ok() {
                            graph.set(Ok(Rc::new(n)));
                        }
                    } else if g.children().get(id).is_some_and(|c| !c.is_empty()) {
                        let mut f = (*folded).clone();
                        if !f.remove(&id) {
                            f.insert(id);
                        }
                        folded.set(f);
                    }
                })
            };
            let (w, h) = (svg_size(&svg).0, svg_size(&svg).1);
            let exports = {
                let file = |ext: &str| format!("pebbles-{}.{ext}", g.view.code());
                let mk = |name: String, mime: &'static str, body: String| {
                    Callback::from(move |_: MouseEvent| {
                        let _ = dom::download(&name, mime, &body);
                    })
                };
                let png = {
                    let svg = svg.clone();
                    let name = file("png");
                    Callback::from(move |_: MouseEvent| {
                        let _ = dom::download_png(&name, &svg, w, h);
                    })
                };
                html! {
                    <div class="exports">
                        { "Export: " }
                        <button id="export-svg" onclick={mk(file("svg"), "image/svg+xml", svg.clone())}>{ "SVG" }</button>
                        <button id="export-png" onclick={png}>{ "PNG" }</button>
                        <button id="export-dot" onclick={mk(file("dot"), "text/vnd.graphviz", export::dot(&drawing))}>{ "DOT" }</button>
                        <button id="export-tikz" onclick={mk(file("tex"), "application/x-tex", export::tikz(&drawing))}>{ "TikZ" }</button>
                    </div>
                }
            };
            let stepper = (!line.is_empty()).then(|| {
                let cur = (*step).min(line.len());
                let go = |to: usize| {
                    let step = step.clone();
                    Callback::from(move |_: MouseEvent| step.set(to))
                };
                let at = if cur == 0 { g.root } else { g.edges[line[cur - 1]].to };
                html! {
                    <div class="stepper">
                        <button id="step-back" onclick={go(cur.saturating_sub(1))} disabled={cur == 0}>{ "◀" }</button>
                        <span id="step-text">{ format!(" equilibrium play: move {cur} of {} — {} ", line.len(), g.describe(at)) }</span>
                        <button id="step-next" onclick={go((cur + 1).min(line.len()))} disabled={cur == line.len()}>{ "▶" }</button>
                    </div>
                }
            });
            let toggle_reroot = {
                let reroot_mode = reroot_mode.clone();
                Callback::from(move |_: Event| reroot_mode.set(!*reroot_mode))
            };
            let rebuild = {
                let graph = graph.clone();
                let st = st.clone();
                Callback::from(move |_: MouseEvent| graph.set(build(&st).map(Rc::new)))
            };
            html! {
                <>
                    <p class="tree-title">{ &g.title }</p>
                    if let Some(n) = &g.notice {
                        <p id="tree-notice" class="notices">{ n }{ " Click a dashed node to expand it." }</p>
                    }
                    <div class="tree-tools">
                        <label><input id="reroot-toggle" type="checkbox" checked={*reroot_mode} onchange={toggle_reroot} />{ " click re-roots" }</label>
                        <button onclick={rebuild}>{ "Reset expansions" }</button>
                        { exports }
                    </div>
                    { for stepper }
                    <style>{ css }</style>
                    <PanZoom id="tree-svg" {on_node}>{ Html::from_html_unchecked(svg.into()) }</PanZoom>
                    <p class="legend">{ format!("{} nodes, {} edges. Thick edges: equilibrium (PSPE) choices; double edges: moves that determine the parent's value. Click a node to fold or unfold it; hover for its full state.", g.nodes.len(), g.edges.len()) }</p>
                </>
            }
        }
    };
    html! {
        <div class="tree-page">
            if !props.embed {
                <h1>{ "Game trees and DAGs" }</h1>
            }
            { for editors }
            <section id="result" class="result">{ body }</section>
        </div>
    }
}

/// Width and height attributes of an `<svg>` written by [`export::svg`].
fn svg_size(svg: &str) -> (u32, u32) {
    let attr = |name: &str| -> u32 {
        svg.split_once(&format!("{name}=\""))
            .and_then(|(_, rest)| rest.split('"').next())
            .and_then(|v| v.parse::<f64>().ok())
            .map_or(800, |v| v.ceil() as u32)
    };
    (attr("width"), attr("height"))
}
