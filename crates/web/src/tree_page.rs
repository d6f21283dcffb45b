//! The `#/tree` page: extensive-form trees, heap DAGs, partizan game trees and
//! Nim graphs, drawn as SVG; expand / collapse / re-root by clicking, step
//! through the equilibrium play, export SVG, PNG, DOT and TikZ.
//!
//! Building (or expanding) and laying out a view runs in the worker: the
//! largest views take most of a second. Every edit is a [`TreeAction`];
//! folds, the play step and expansions are local to the drawing; texts,
//! CSS and click meanings come from [`crate::view_model::tree`].
//!
//! The picture's frame is one tab stop with a keyboard cursor node
//! ([`cursor`]): the arrow keys, Home and End move it, Enter or Space act
//! as a click on it, and a live line under the picture names it.

use std::collections::BTreeSet;
use std::rc::Rc;

use yew::prelude::*;

use super::compute::{unexpected_result, use_job};
use super::efg_page::EfgTreeButton;
use super::explain::{use_shown, PaperNotes, Side};
use super::exports::Exports;
use super::fields::{attr_options, moves_fields, state_field, SelectField, TextFields};
use super::pan_zoom::{KeyNav, PanZoom, SvgPicture};
use super::present::{use_present_step, use_presenting};
use super::{EditorProps, PageProps};
use crate::games::game_tree::{GameGraph, GraphSpec};
use crate::jobs::{JobRequest, JobResult, TreeRequest};
use crate::permalink::Panel;
use crate::state::{MovesSlot, Page, PageState, TreeState};
use crate::view_model::present::stepped;
use crate::view_model::titles::editor_summary;
use crate::view_model::tree::cursor::{self, Cursor, TreeNav};
use crate::view_model::tree::{self as vm, reduce, Click, TreeAction};
use crate::view_model::Shared;

/// The worker's request for the view of a state.
fn build_request(st: &TreeState) -> TreeRequest {
    TreeRequest::Build(GraphSpec::from(st))
}

/// A callback that applies `action(value)` (when it is one) and emits the new state.
fn dispatch<E: 'static>(
    st: &TreeState,
    on_change: &Callback<TreeState>,
    action: impl Fn(E) -> Option<TreeAction> + 'static,
) -> Callback<E> {
    let st = st.clone();
    let on_change = on_change.clone();
    Callback::from(move |e: E| {
        if let Some(next) = action(e).and_then(|a| reduce(&st, a).ok()) {
            on_change.emit(next);
        }
    })
}

#[component]
pub fn TreePage(props: &PageProps<TreeState>) -> Html {
    let st = &props.state;
    // The state's view, or an expansion of the shown graph.
    let request = use_state(|| build_request(st));
    {
        let request = request.clone();
        use_effect_with(st.clone(), move |st| request.set(build_request(st)));
    }
    let job = use_job(Some(JobRequest::Tree((*request).clone())));
    let body = job.view_of(true, JobResult::as_tree, |r, _, _| {
        let on_expand = {
            let request = request.clone();
            Callback::from(move |(g, id): (GameGraph, usize)| {
                request.set(TreeRequest::Expand(Box::new(g), id))
            })
        };
        let on_reset = {
            let request = request.clone();
            let st = st.clone();
            Callback::from(move |_: ()| request.set(build_request(&st)))
        };
        html! {
            <GraphView result={Shared(r.clone())} state={st.clone()}
                on_change={props.on_change.clone()} {on_expand} {on_reset} />
        }
    });
    html! {
        <div class="tree-page">
            if !props.embed { <h1>{ "Game trees and DAGs" }</h1> }
            <section id="result" class="result">{ body }</section>
            if !props.embed { <PaperNotes state={PageState::Tree(st.clone())} /> }
            if !props.embed {
                <Side page={Page::Tree} summary={editor_summary(&PageState::Tree(st.clone()))}>
                    <TreeEditors state={st.clone()} on_change={props.on_change.clone()} />
                </Side>
            }
        </div>
    }
}

#[component]
fn TreeEditors(props: &EditorProps<TreeState>) -> Html {
    let st = &props.state;
    let on_change = &props.on_change;
    let fields = TextFields::of(props, reduce);
    let moves_field = |slot: MovesSlot, label, value, hint| {
        let action = move |text| TreeAction::Moves(slot, text);
        state_field(
            st,
            on_change,
            reduce,
            action,
            (slot.name(), label, value, hint),
        )
    };
    let select = |id: &'static str,
                  label: &'static str,
                  options: Vec<(AttrValue, AttrValue)>,
                  selected: &'static str,
                  action: fn(&str) -> Option<TreeAction>| {
        let on_change = dispatch(st, on_change, move |v: String| action(&v));
        html! { <SelectField {id} {label} {options} {selected} {on_change} /> }
    };
    let toggle = |a: TreeAction| dispatch(st, on_change, move |_: Event| Some(a.clone()));
    html! {
        <section id="editors" class="editors">
            { moves_fields(&st.moves, toggle(TreeAction::TogglePartizan), moves_field) }
            { fields.text(TreeAction::Heap, "x", "Heap x", st.heap.to_string(), "the starting position") }
            { select("mode", "Values", attr_options(&vm::mode_options()), st.mode.code(), vm::mode_action) }
            { select("view", "View", attr_options(&vm::view_options()), st.view.code(), |v| Some(vm::view_action(v))) }
            { select("tie", "Ties (Left, Right)", attr_options(&vm::ties_options()), st.ties.code(), vm::ties_action) }
            <div class="field">
                <label>
                    <input id="merge-toggle" type="checkbox" checked={st.merge}
                        onchange={toggle(TreeAction::ToggleMerge)} />
                    { " merge equal subtrees (DAG)" }
                </label>
            </div>
            { fields.text(TreeAction::Nim, "nim", "Nim position instead", vm::nim_text(st), "e.g. 1,2,3; empty = off") }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct GraphViewProps {
    /// A [`JobResult::Tree`].
    result: Shared<JobResult>,
    state: TreeState,
    on_change: Callback<TreeState>,
    /// Expand node `id` of the graph (in the worker).
    on_expand: Callback<(GameGraph, usize)>,
    /// Rebuild the graph of the state (drop expansions).
    on_reset: Callback<()>,
}

/// The drawing with its tools: folds and the play step are local and start
/// afresh when the state changes; the picture is memoised per graph and the
/// CSS per graph, folds and step.
#[component]
fn GraphView(props: &GraphViewProps) -> Html {
    let panels = use_shown();
    let presenting = use_presenting();
    let Some(t) = props.result.0.as_tree() else {
        return unexpected_result();
    };
    let g = &t.graph;
    let folded = use_state(BTreeSet::<usize>::new);
    let step = use_state(|| 0usize);
    let reroot_mode = use_state(|| false);
    {
        let (folded, step) = (folded.clone(), step.clone());
        use_effect_with(props.state.clone(), move |_| {
            folded.set(BTreeSet::new());
            step.set(0);
        });
    }
    let picture = use_memo(props.result.clone(), |r| match r.0.as_tree() {
        Some(t) => vm::picture_of(&t.graph, t.svg.clone(), t.drawing.clone()),
        None => vm::picture(g),
    });
    let cur = (*step).min(picture.line.len());
    let css = use_memo(
        (props.result.clone(), (*folded).clone(), cur),
        |(_, folded, cur)| vm::view_css(g, folded, &picture.line, *cur),
    );
    let act = click_action(props, g, &folded, *reroot_mode);
    let keyboard = use_tree_cursor(
        props.result.clone(),
        props.state.clone(),
        folded.clone(),
        *reroot_mode,
        act,
    );
    let toggle_reroot = {
        let reroot_mode = reroot_mode.clone();
        Callback::from(move |_: Event| reroot_mode.set(!*reroot_mode))
    };
    let rebuild = props.on_reset.reform(|_: MouseEvent| ());
    let on_step = {
        let step = step.clone();
        Callback::from(move |to: usize| step.set(to))
    };
    {
        // Presenter mode: the arrow keys step through the equilibrium play.
        let (step, len) = (step.clone(), picture.line.len());
        let on_key = Callback::from(move |s| step.set(stepped((*step).min(len), len, s)));
        use_present_step(presenting && len > 0 && panels.shows(Panel::Steps), on_key);
    }
    html! {
        <>
            <p class="tree-title">{ &g.title }</p>
            if let Some(n) = &g.notice {
                <p id="tree-notice" class="notices">{ n }{ " Click a dashed node to expand it." }</p>
            }
            if panels.shows(Panel::Tools) {
            <div class="tree-tools">
                <label><input id="reroot-toggle" type="checkbox" checked={*reroot_mode} onchange={toggle_reroot} />{ " click re-roots" }</label>
                <button onclick={rebuild}>{ "Reset expansions" }</button>
                <Exports picture={picture.clone()} name={vm::export_name(g.view, "")} />
                <EfgTreeButton result={props.result.clone()} />
            </div>
            }
            if panels.shows(Panel::Steps) && !picture.line.is_empty() {
                <Stepper result={props.result.clone()} line={picture.line.clone()} {cur} {on_step} />
            }
            <style>{ (*css).clone() }{ keyboard.css }</style>
            if panels.shows(Panel::Tree) {
                <PanZoom id="tree-svg" on_node={keyboard.on_node} size={Some((picture.svg.width, picture.svg.height))} home={keyboard.home} keys={Some(keyboard.keys)}><SvgPicture svg={picture.svg.clone()} /></PanZoom>
                <p class="legend">{ vm::legend(g) }</p>
                <p id="tree-cursor" class="legend" aria-live="polite">{ keyboard.line }</p>
            }
        </>
    }
}

/// What a click on node `id` (or Enter on it) does: re-root, expand in the
/// worker, or fold.
fn click_action(
    props: &GraphViewProps,
    g: &GameGraph,
    folded: &UseStateHandle<BTreeSet<usize>>,
    reroot_mode: bool,
) -> Callback<usize> {
    let (g, folded) = (g.clone(), folded.clone());
    let (st, on_change, on_expand) = (
        props.state.clone(),
        props.on_change.clone(),
        props.on_expand.clone(),
    );
    Callback::from(move |id: usize| match vm::click(&g, id, reroot_mode) {
        Click::Reroot(root) => {
            if let Ok(next) = reduce(&st, TreeAction::Reroot(root)) {
                on_change.emit(next);
            }
        }
        Click::Expand => on_expand.emit((g.clone(), id)),
        Click::Fold => folded.set(vm::fold_toggled(&folded, id)),
        Click::Nothing => {}
    })
}

/// The keyboard cursor's part of the picture.
struct CursorView {
    /// The frame's keyboard operation.
    keys: KeyNav,
    /// A click on a node: moves the cursor there and acts.
    on_node: Callback<usize>,
    /// The live line: the cursor's node and what Enter does.
    line: String,
    /// The cursor's highlight.
    css: String,
    /// The root's box: a picture larger than its frame opens there.
    home: Option<[f64; 4]>,
}

/// The picture's keyboard cursor ([`cursor`]): none until the frame gets
/// the focus from the keyboard (then the root) or a node is clicked; gone
/// when the state changes. `act` is what a click on a node does.
#[hook]
fn use_tree_cursor(
    result: Shared<JobResult>,
    state: TreeState,
    folded: UseStateHandle<BTreeSet<usize>>,
    reroot_mode: bool,
    act: Callback<usize>,
) -> CursorView {
    let cursor = use_state(|| None::<Cursor>);
    {
        let cursor = cursor.clone();
        use_effect_with(state, move |_| cursor.set(None));
    }
    let nav = use_memo(result.clone(), |r| match r.0.as_tree() {
        Some(t) => TreeNav::of_graph(&t.graph, &t.drawing, t.svg.width),
        None => TreeNav::default(),
    });
    let shown = use_memo((result.clone(), (*folded).clone()), |(r, folded)| {
        r.0.as_tree()
            .map(|t| vm::visible(&t.graph, folded))
            .unwrap_or_default()
    });
    let g = result.0.as_tree().map(|t| &t.graph);
    // The cursor, if it is on a shown node of this graph.
    let at = (*cursor)
        .clone()
        .filter(|c| shown.get(c.node).copied().unwrap_or(false));
    let on_node = {
        let (cursor, act) = (cursor.clone(), act.clone());
        Callback::from(move |id: usize| {
            cursor.set(Some(Cursor::at(id)));
            act.emit(id);
        })
    };
    let on_focus = {
        let (cursor, root, unset) = (cursor.clone(), nav.root(), at.is_none());
        Callback::from(move |_: ()| {
            if unset {
                cursor.set(Some(Cursor::at(root)));
            }
        })
    };
    let keys = KeyNav {
        label: cursor::KEYS_LABEL.into(),
        on_key: on_key(&cursor, &nav, &shown, &folded, &act),
        on_focus,
        target: at.as_ref().and_then(|c| nav.node_box(c.node)),
    };
    let (line, css) = match (g, &at) {
        (Some(g), Some(c)) => (
            cursor::cursor_text(g, &nav, c.node, &shown, &folded, reroot_mode),
            cursor::cursor_css(c.node),
        ),
        _ => Default::default(),
    };
    CursorView {
        keys,
        on_node,
        line,
        css,
        home: nav.node_box(nav.root()),
    }
}

/// The picture frame's key handler: moves the cursor (from the root when
/// there is none yet), or acts on its node for Enter and Space; only the
/// keys it uses lose their default (so the page does not scroll).
fn on_key(
    cursor: &UseStateHandle<Option<Cursor>>,
    nav: &Rc<TreeNav>,
    shown: &Rc<Vec<bool>>,
    folded: &UseStateHandle<BTreeSet<usize>>,
    act: &Callback<usize>,
) -> Callback<KeyboardEvent> {
    let (cursor, nav, shown) = (cursor.clone(), nav.clone(), shown.clone());
    let (folded, act) = ((**folded).clone(), act.clone());
    Callback::from(move |e: KeyboardEvent| {
        let at = (*cursor)
            .clone()
            .filter(|c| shown.get(c.node).copied().unwrap_or(false))
            .unwrap_or_else(|| Cursor::at(nav.root()));
        let key = e.key();
        if key == "Enter" || key == " " {
            e.prevent_default();
            act.emit(at.node);
            cursor.set(Some(at));
        } else if let Some(to) = nav.step(&at, &key, &shown, &folded) {
            e.prevent_default();
            cursor.set(Some(to));
        }
    })
}

#[derive(Properties, PartialEq)]
struct StepperProps {
    /// A [`JobResult::Tree`].
    result: Shared<JobResult>,
    line: Vec<usize>,
    /// Moves of the line shown so far.
    cur: usize,
    on_step: Callback<usize>,
}

/// Back and forward through the equilibrium play.
#[component]
fn Stepper(props: &StepperProps) -> Html {
    let (cur, len) = (props.cur, props.line.len());
    let go = |to: usize| props.on_step.reform(move |_: MouseEvent| to);
    html! {
        <div class="stepper">
            <button id="step-back" aria-label="previous move" onclick={go(cur.saturating_sub(1))} disabled={cur == 0}>{ "◀" }</button>
            <span id="step-text">{ props.result.0.as_tree().map(|t| vm::step_text(&t.graph, &props.line, cur)) }</span>
            <button id="step-next" aria-label="next move" onclick={go((cur + 1).min(len))} disabled={cur == len}>{ "▶" }</button>
        </div>
    }
}
