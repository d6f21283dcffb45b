//! The `#/classical` page: a game expression, or a sum of boards of any
//! ruleset of the registry drawn on its board (edit it by clicking, play it
//! against the equilibrium on the same board), its canonical form, outcome,
//! stops, thermograph and game tree. Texts and edits come from
//! [`crate::view_model::classical`], the board from [`super::board`].

use std::rc::Rc;

use yew::prelude::*;

use super::board::Boards;
use super::classical_misere;
use super::compute::{use_job, JobHandle, JobStatus};
use super::explain::{use_shown, PaperNotes, Side};
use super::exports::{chart_figure, Exports};
use super::fields::{attr_options, dispatcher, state_field, SelectField, TextFields};
use super::loopy_graphs::LoopyGraphsPanel;
use super::pan_zoom::{PanZoom, SvgPicture};
use super::play::{GamePanel, Pointed, Pointing, ScriptGamePanel, WorkerGame};
use super::present::use_presenting;
use super::script_editor::ScriptSection;
use super::{EditorProps, PageProps};
use crate::games::classical::rulesets::{Edit, Geometry};
use crate::games::classical::{GameReport, NimTable, RulesetId, TreeNode};
use crate::games::common::Player;
use crate::jobs::{
    ClassicalRequest, ClassicalView, GameView, JobRequest, JobResult, OctalRequest, OctalView,
    ScriptView,
};
use crate::markup::scrolling;
use crate::notation::format_range;
use crate::permalink::Panel;
use crate::state::{ClassicalState, Page, PageState, PlayState, Position};
use crate::view_model::board::edit::{size_text, BoardEdit, GraphPen, GraphTool};
use crate::view_model::board::game::editing;
use crate::view_model::board::Outcome;
use crate::view_model::classical::{self as vm, reduce, ClassicalAction};
use crate::view_model::classical_misere as mvm;
use crate::view_model::loopy::{loopy_board_rows, loopy_board_value, loopy_rows};
use crate::view_model::named_options;
use crate::view_model::play::Setup;
use crate::view_model::script as script_vm;
use crate::view_model::show::Shown;
use crate::view_model::titles::editor_summary;

#[component]
pub fn ClassicalPage(props: &PageProps<ClassicalState>) -> Html {
    let st = &props.state;
    let shown = use_shown();
    let presenting = use_presenting();
    let job = use_job(Some(JobRequest::Classical(ClassicalRequest::from(st))));
    let misere_request = st.misere_request();
    let misere_sent = misere_request.is_some();
    let misere_job = use_job(misere_request.map(JobRequest::MisereGame));
    let value = board_value(&job, st.misere);
    // The move pointed at in the move values table, marked in the game tree.
    let pointed = use_state(|| None::<Pointed>);
    let line = (*pointed).as_ref().zip(report_tree(&job)).map(|(p, tree)| {
        let node = vm::tree_option(tree, p.mover, &p.form);
        vm::tree_option_line(&p.label, p.mover, &p.form, node.is_some())
    });
    let pointing = Pointing {
        handle: pointed,
        line,
    };
    html! {
        <ContextProvider<Pointing> context={pointing}>
        <div class="classical-page">
            if !props.embed {
                <h1>{ "Classical combinatorial games" }</h1>
                <p class="lead">{ "Short games under normal play (the last player to move wins), as in \
                    the lecture on general combinatorial game theory: type a game in CGSuite's notation, \
                    or choose a game and click its board, and see its canonical form, who wins, its \
                    stops, thermograph and game tree; then play it against the equilibrium on the board." }</p>
            }
            if let Position::Boards(r, boards) = &st.position {
                <BoardSection ruleset={*r} boards={boards.clone()} state={st.clone()} on_change={props.on_change.clone()} value={value.clone()} />
            }
            if let Position::Script(s) = &st.position {
                <ScriptSection script={s.clone()} state={st.clone()} on_change={props.on_change.clone()} error={script_failure(&job, &s.source)} view={script_view(&job)} value={value.clone()} field_error={script_field_error(&job)} />
                if s.expr.is_none() {
                    { first_select(st, &props.on_change) }
                    <ScriptGamePanel game={WorkerGame::Script(s.clone())} first={st.first} play={st.play.clone()} on_play={set_play(st, &props.on_change)} />
                }
            }
            <ValuePanel {job} misere={st.misere.then(|| MisereProps { job: misere_job, sent: misere_sent })}
                on_misere={(!props.embed).then(|| misere_toggle(st, &props.on_change))} />
            if !props.embed { <PaperNotes state={PageState::Classical(st.clone())} /> }
            if !props.embed && shown.shows(Panel::Impartial) {
                if matches!(st.position, Position::Expr(_)) {
                    <ImpartialPanel state={st.clone()} on_change={props.on_change.clone()} />
                } else if !presenting {
                    <ImpartialFold state={st.clone()} on_change={props.on_change.clone()} />
                }
            }
            if !props.embed {
                <Side page={Page::Classical} summary={editor_summary(&PageState::Classical(st.clone()))}>
                    <ClassicalEditors state={st.clone()} on_change={props.on_change.clone()} />
                </Side>
            }
        </div>
        </ContextProvider<Pointing>>
    }
}

#[component]
fn ClassicalEditors(props: &EditorProps<ClassicalState>) -> Html {
    let st = &props.state;
    let on_action = dispatcher(st, &props.on_change, reduce);
    let kinds: Vec<(AttrValue, AttrValue)> = vm::kinds()
        .into_iter()
        .map(|(v, t)| (v.into(), t.into()))
        .collect();
    let mut examples: Vec<(AttrValue, AttrValue)> = vec![("".into(), "choose…".into())];
    examples.extend(
        vm::examples()
            .into_iter()
            .enumerate()
            .map(|(i, (label, _))| (i.to_string().into(), AttrValue::from(label))),
    );
    html! {
        <section id="editors" class="editors">
            <SelectField id="kind" label="Position" options={kinds} selected={vm::kind_code(&st.position)}
                on_change={on_action.reform(ClassicalAction::Kind)} />
            <SelectField id="example" label="Examples" options={examples} selected=""
                on_change={on_action.reform(ClassicalAction::Example)} />
            {
                match &st.position {
                    Position::Expr(g) => state_field(st, &props.on_change, reduce, ClassicalAction::Expr,
                        ("g", "Game or comparison", g.clone(), vm::EXPR_HINT)),
                    Position::Script(_) => html! {
                        <p class="hint">{ "The script and its position are edited in the page, above the value. \
                            Examples of scripts are in the Examples menu." }</p>
                    },
                    Position::Boards(r, boards) => {
                        let info = r.info();
                        let label = match info.edit {
                            Edit::Cells(_) => "Boards",
                            Edit::Heaps => "Heaps",
                            Edit::Graph(_) => "Pictures",
                        };
                        html! {
                            <>
                                { state_field(st, &props.on_change, reduce, ClassicalAction::Boards,
                                    ("boards", label, boards.join(" + "), info.notation)) }
                                <p class="hint ruleset-rules">{ info.rules }{ " " }<span class="source">{ format!("({})", info.source) }</span></p>
                            </>
                        }
                    }
                }
            }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct BoardProps {
    ruleset: RulesetId,
    boards: Vec<String>,
    state: ClassicalState,
    on_change: Callback<ClassicalState>,
    /// The value line under the editor's board (the answer to an edit
    /// where the click was), `None` without a result.
    value: Option<AttrValue>,
}

/// The game tree of the page's report, once computed.
fn report_tree(job: &JobHandle) -> Option<&TreeNode> {
    match &job.status {
        JobStatus::Done(r, _) => match r.as_classical() {
            Some(ClassicalView::Game(g)) => Some(&g.tree),
            Some(
                ClassicalView::Truth(_) | ClassicalView::Loopy(..) | ClassicalView::LoopyBoards(_),
            )
            | None => None,
        },
        JobStatus::Running { .. }
        | JobStatus::Idle
        | JobStatus::Failed(_)
        | JobStatus::Cancelled => None,
    }
}

/// A script's board and options from the page's job (the latest result,
/// kept while a new one runs).
fn script_view(job: &JobHandle) -> Option<Rc<ScriptView>> {
    if matches!(job.status, JobStatus::Failed(_)) {
        return None;
    }
    let (r, _) = job.last.as_ref()?;
    match r.as_classical() {
        Some(ClassicalView::Game(g)) => g.script.clone().map(Rc::new),
        Some(
            ClassicalView::Truth(_) | ClassicalView::Loopy(..) | ClassicalView::LoopyBoards(_),
        )
        | None => None,
    }
}

/// The line and message of a script's failure, for its editor.
fn script_failure(job: &JobHandle, source: &str) -> Option<(Option<usize>, AttrValue)> {
    match &job.status {
        JobStatus::Failed(f) => {
            let e = script_vm::script_error(f)?;
            Some((
                script_vm::error_line(f, source),
                script_vm::error_text(e).into(),
            ))
        }
        JobStatus::Running { .. }
        | JobStatus::Idle
        | JobStatus::Done(..)
        | JobStatus::Cancelled => None,
    }
}

/// The worker's refusal of a script's expression or name, for the field.
fn script_field_error(job: &JobHandle) -> Option<AttrValue> {
    match &job.status {
        JobStatus::Failed(f) => script_vm::field_error(f, "expression")
            .or_else(|| script_vm::field_error(f, "sname"))
            .map(AttrValue::from),
        JobStatus::Running { .. }
        | JobStatus::Idle
        | JobStatus::Done(..)
        | JobStatus::Cancelled => None,
    }
}

/// The value line of the boards from the page's job: the report's value
/// and outcome (misère play first with the switch on), or that it is
/// being computed.
fn board_value(job: &JobHandle, misere: bool) -> Option<AttrValue> {
    match &job.status {
        JobStatus::Done(r, _) => match r.as_classical() {
            Some(ClassicalView::Game(g)) if misere => Some(mvm::board_value(&g.report).into()),
            Some(ClassicalView::Game(g)) => Some(vm::board_value(&g.report).into()),
            Some(ClassicalView::LoopyBoards(v)) => Some(loopy_board_value(v).into()),
            Some(ClassicalView::Truth(_) | ClassicalView::Loopy(..)) | None => None,
        },
        JobStatus::Running { .. } => Some("value: computing…".into()),
        JobStatus::Idle | JobStatus::Failed(_) | JobStatus::Cancelled => None,
    }
}

/// The position on its board: clicks edit it; once a game is started the
/// same place shows the game, played by clicking the board.
/// The page's state with its game (`side=`, `moves=`) replaced.
fn set_play(st: &ClassicalState, on_change: &Callback<ClassicalState>) -> Callback<PlayState> {
    let (st, on) = (st.clone(), on_change.clone());
    Callback::from(move |p: PlayState| {
        let mut next = st.clone();
        next.play = p;
        on.emit(next)
    })
}

#[component]
fn BoardSection(props: &BoardProps) -> Html {
    let st = &props.state;
    let on_action = dispatcher(st, &props.on_change, reduce);
    let info = props.ruleset.info();
    let on_play = set_play(st, &props.on_change);
    let playing = st.play.seats.is_some();
    let edit = editing(props.ruleset, &props.boards);
    let pen = use_state(GraphPen::default);
    let said = use_state(String::new);
    let on_outcome = {
        let (on_action, pen, said) = (on_action.clone(), pen.clone(), said.clone());
        let (graph, drawn) = (matches!(info.edit, Edit::Graph(_)), edit.boards.clone());
        Callback::from(move |o: Outcome| match o {
            Outcome::Edit(b, s) if graph => {
                let Some(board) = drawn.get(b) else { return };
                let (next, e, words) = pen.click(board, b, s);
                pen.set(next);
                said.set(words);
                if let Some(e) = e {
                    on_action.emit(ClassicalAction::Edit(b, e));
                }
            }
            Outcome::Edit(b, s) => on_action.emit(ClassicalAction::Edit(b, BoardEdit::Cycle(s))),
            // The editor's board plays nothing.
            Outcome::Play(_) => {}
        })
    };
    let on_tool = {
        let (pen, said) = (pen.clone(), said.clone());
        Callback::from(move |t: GraphTool| {
            pen.set(pen.with(t));
            said.set(String::new());
        })
    };
    html! {
        <section id="board" class="board-section" aria-label={format!("{} board", info.name)}>
            if !playing {
                <h2>{ format!("{} board", info.name) }</h2>
                if matches!(info.edit, Edit::Graph(_)) { { graph_tools(*pen, &said, &on_tool) } }
                <Boards boards={Rc::new(edit.boards.clone())} mode={Rc::new(edit.mode)} name={info.name}
                    {on_outcome} picked={pen.from} />
                <p id="board-value" class="board-value" aria-live="polite">{ props.value.clone().unwrap_or_default() }</p>
                { board_tools(props.ruleset, &edit.boards, &props.boards, &on_action) }
            }
            { first_select(st, &props.on_change) }
            if info.loopy {
                // Positions repeat: the script worker's loopy engine plays it.
                <ScriptGamePanel game={WorkerGame::Loopy(props.ruleset, props.boards.clone())} first={st.first} play={st.play.clone()} {on_play} />
            } else if let Some((r, boards)) = Setup::classical_in_worker(st) {
                // Too large for the main thread: the compute worker plays it.
                <ScriptGamePanel game={WorkerGame::Board(r, boards)} first={st.first} play={st.play.clone()} {on_play} />
            } else {
                <GamePanel setup={Setup::classical(st)} play={st.play.clone()} {on_play} board={Some(AttrValue::from(info.name))} />
            }
        </section>
    }
}

/// Who moves first in the Play panel (`first=`); a change starts the
/// game again.
fn first_select(st: &ClassicalState, on_change: &Callback<ClassicalState>) -> Html {
    let on_action = dispatcher(st, on_change, reduce);
    html! {
        <div class="play-first">
            <SelectField id="play-first" label="First to move" options={attr_options(&named_options::<Player>())}
                selected={st.first.code()} on_change={on_action.reform(ClassicalAction::First)} />
        </div>
    }
}

/// The graph editor's tools: what a click on the picture does, and what
/// the last click did.
fn graph_tools(pen: GraphPen, said: &str, on_tool: &Callback<GraphTool>) -> Html {
    html! {
        <div class="graph-tools">
            <fieldset class="tool-choice">
                <legend>{ "A click on the picture" }</legend>
                { for GraphTool::ALL.into_iter().map(|t| {
                    let onchange = on_tool.reform(move |_: Event| t);
                    html! {
                        <label>
                            <input type="radio" name="graph-tool" value={t.label()} checked={pen.tool == t} {onchange} />
                            { t.label() }
                        </label>
                    }
                }) }
            </fieldset>
            <p class="hint">{ pen.tool.hint() }</p>
            <p class="hint graph-said" aria-live="polite">{ said.to_string() }</p>
        </div>
    }
}

/// The editor's buttons: rows and columns of a grid, pebbles and heaps,
/// boards of the sum.
fn board_tools(
    r: RulesetId,
    drawn: &[crate::games::classical::rulesets::Board],
    texts: &[String],
    on: &Callback<ClassicalAction>,
) -> Html {
    let one = texts.len() == 1;
    let button = |label: String, text: &'static str, a: ClassicalAction| {
        let onclick = on.reform(move |_: MouseEvent| a.clone());
        html! { <button aria-label={label} {onclick}>{ text }</button> }
    };
    html! {
        <div class="board-tools">
            { for drawn.iter().zip(texts).enumerate().map(|(b, (board, text))| {
                let n = b + 1;
                let edit = |e: BoardEdit| ClassicalAction::Edit(b, e);
                let size = match &board.geometry {
                    Geometry::Grid { .. } | Geometry::Strip { .. } => html! {
                        <>
                            <span>{ size_text(text) }</span>
                            { button(format!("board {n}: add a row"), "+ row", edit(BoardEdit::Resize { rows: 1, cols: 0 })) }
                            { button(format!("board {n}: remove a row"), "− row", edit(BoardEdit::Resize { rows: -1, cols: 0 })) }
                            { button(format!("board {n}: add a column"), "+ column", edit(BoardEdit::Resize { rows: 0, cols: 1 })) }
                            { button(format!("board {n}: remove a column"), "− column", edit(BoardEdit::Resize { rows: 0, cols: -1 })) }
                        </>
                    },
                    Geometry::Heaps { sizes } => html! {
                        <>
                            { for (0..sizes.len()).map(|h| html! {
                                <span class="heap-tools">
                                    { format!("heap {}", h + 1) }
                                    { button(format!("board {n}: heap {}: one more", h + 1), "+", edit(BoardEdit::Pebbles { heap: h, delta: 1 })) }
                                    { button(format!("board {n}: heap {}: one less", h + 1), "−", edit(BoardEdit::Pebbles { heap: h, delta: -1 })) }
                                </span>
                            }) }
                            { button(format!("board {n}: add a heap"), "+ heap", edit(BoardEdit::AddHeap)) }
                            if sizes.len() > 1 {
                                { button(format!("board {n}: remove the last heap"), "− heap", edit(BoardEdit::RemoveHeap(sizes.len() - 1))) }
                            }
                        </>
                    },
                    Geometry::Graph { edges, vertices, ground } => {
                        let ground_site = board.geometry.vertex_site(*ground).unwrap_or(edges.len());
                        html! {
                            <>
                                <span>{ format!("{} edge{}, {} vertices", edges.len(), if edges.len() == 1 { "" } else { "s" }, vertices.len()) }</span>
                                { button(format!("board {n}: a new blue edge from the ground"), "+ edge from the ground", edit(BoardEdit::Cycle(ground_site))) }
                            </>
                        }
                    }
                };
                html! {
                    <div class="board-size">
                        if !one { <strong>{ format!("board {n}") }</strong> }
                        { size }
                        if !one { { button(format!("remove board {n}"), "remove", ClassicalAction::RemoveBoard(b)) } }
                    </div>
                }
            }) }
            <button title={format!("add a {} board to the sum", r.info().name)}
                onclick={on.reform(|_: MouseEvent| ClassicalAction::AddBoard)}>{ "+ add a board" }</button>
        </div>
    }
}

/// The misère switch's job, when the switch is on.
#[derive(Clone, PartialEq)]
struct MisereProps {
    job: JobHandle,
    /// A job was sent (not for a board of a partizan ruleset).
    sent: bool,
}

#[derive(Properties, PartialEq)]
struct ValueProps {
    /// The page's job (shared with the board's value line).
    job: JobHandle,
    misere: Option<MisereProps>,
    /// The switch (none when the page is embedded).
    on_misere: Option<Callback<bool>>,
}

/// The misère switch's change: the state with it set.
fn misere_toggle(st: &ClassicalState, on_change: &Callback<ClassicalState>) -> Callback<bool> {
    let (st, on_change) = (st.clone(), on_change.clone());
    Callback::from(move |on: bool| {
        if let Ok(next) = reduce(&st, ClassicalAction::Misere(on)) {
            on_change.emit(next);
        }
    })
}

#[component]
fn ValuePanel(props: &ValueProps) -> Html {
    let job = &props.job;
    let shown = use_shown();
    let misere = props.misere.as_ref();
    let body = job.view_of(true, JobResult::as_classical, |_, v, millis| match v {
        ClassicalView::Game(g) => game_view(g, millis, &shown, misere),
        ClassicalView::Truth(t) => html! {
            <>
                if misere.is_some() { { classical_misere::note(mvm::COMPARISON_NOTE) } }
                <p id="verdict" class="verdict"><code>{ &t.expression }</code>{ if t.result { " is true" } else { " is false" } }</p>
            </>
        },
        ClassicalView::Loopy(r, graph) => html! {
            <>
                if misere.is_some() { { classical_misere::note(mvm::LOOPY_NOTE) } }
                { loopy_view(loopy_rows(r), millis) }
                if !graph.is_empty() {
                    <LoopyGraphsPanel graphs={Rc::new((**graph).clone())} onside={r.onside.clone()} offside={r.offside.clone()} />
                }
            </>
        },
        ClassicalView::LoopyBoards(v) => loopy_view(loopy_board_rows(v), millis),
    });
    html! {
        <section id="values" class="result">
            if let Some(on_misere) = &props.on_misere { { classical_misere::switch(misere.is_some(), on_misere) } }
            { body }
        </section>
    }
}

/// A form as code, breaking between its options (a long one anywhere).
fn form_code(form: &str) -> Html {
    match vm::form_breaks(form) {
        Some(pieces) => {
            html! { <code>{ for pieces.into_iter().map(|p| html! { <>{ p }<wbr /></> }) }</code> }
        }
        None => html! { <code class="long">{ form }</code> },
    }
}

/// A loopy game's report: its canonical form, outcome (draws included),
/// and its sides.
fn loopy_view(rows: Vec<(&'static str, String, &'static str)>, millis: f64) -> Html {
    html! {
        <>
            <table id="cgt-report" class="values loopy">
                <tbody>
                    { for rows.into_iter().map(|(name, value, about)| html! {
                        <tr>
                            <th scope="row">{ name }</th>
                            <td class="value-text">{ if matches!(name, "outcome" | "note" | "value" | "positions") { html! { { value } } } else { form_code(&value) } }</td>
                            <td class="about">{ about }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            <p id="timing" class="timing">{ format!("A loopy game: computed in {millis:.0} ms in the worker.") }</p>
        </>
    }
}

fn game_view(g: &GameView, millis: f64, shown: &Shown, misere: Option<&MisereProps>) -> Html {
    let rows = match misere {
        Some(_) => mvm::normal_rows(vm::report_rows(&g.report)),
        None => vm::report_rows(&g.report),
    };
    let normal = misere.is_some();
    html! {
        <>
            if shown.shows(Panel::Values) {
            if let Some(m) = misere {
                { classical_misere::section(&g.report, &m.job, m.sent) }
                <h2 id="normal-heading">{ mvm::NORMAL_HEADING }</h2>
            }
            <table id="cgt-report" class="values">
                <tbody>
                    { for rows.into_iter().map(|(name, value, about)| html! {
                        <tr>
                            <th scope="row">{ name }</th>
                            <td class="value-text">
                                if name.ends_with("outcome") { { value } } else { { for vm::code_spans(&value).into_iter().map(|(code, part)| {
                                    if code { form_code(&part) } else { html! { { part } } }
                                }) } }
                            </td>
                            <td class="about">{ about }</td>
                        </tr>
                    }) }
                </tbody>
            </table>
            if g.parts.len() > 1 {
                <p id="cgt-parts">{ format!("The boards: {}.", g.parts.join(" + ")) }</p>
            }
            <p id="timing" class="timing">{ format!("Computed in {millis:.0} ms in the worker.") }</p>
            }
            if shown.shows(Panel::Thermograph) { <ThermographPanel report={Rc::new(g.report.clone())} {normal} /> }
            if shown.shows(Panel::Tree) { <TreePanel tree={Rc::new(g.tree.clone())} {normal} /> }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct TreeProps {
    tree: Rc<TreeNode>,
    /// Labelled as normal play's (the misère switch is on).
    normal: bool,
}

/// The canonical form's game tree: Left's options down to the left,
/// Right's down to the right.
#[component]
fn TreePanel(props: &TreeProps) -> Html {
    let picture = use_memo(props.tree.clone(), |t| vm::tree_picture(t));
    let pointing = use_context::<Pointing>();
    let pointed = pointing.as_ref().and_then(|p| (*p.handle).clone());
    let node = pointed
        .as_ref()
        .and_then(|p| vm::tree_option(&props.tree, p.mover, &p.form));
    let line = pointing.and_then(|p| p.line);
    html! {
        <section id="cgt-tree" class="cgt-tree">
            <h2>{ if props.normal { "Game tree of the normal-play canonical form" } else { "Game tree of the canonical form" } }</h2>
            <p class="hint">{ "Left's options hang to the left (edges L), Right's to the right (R). \
                Dashed boxes have options that are not drawn." }</p>
            <Exports picture={picture.clone()} name="pebbles-classical-tree." />
            <p id="cgt-tree-pointed" class="hint">{ line.unwrap_or_default() }</p>
            if let Some(node) = node {
                <style>{ format!("#cgt-tree-svg g.node[data-node=\"{node}\"] rect {{ stroke: #c2410c; stroke-width: 4px; fill: #fff7ed; }}") }</style>
            }
            <PanZoom id="cgt-tree-svg" size={Some((picture.svg.width, picture.svg.height))}><SvgPicture svg={picture.svg.clone()} /></PanZoom>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ThermoProps {
    report: Rc<GameReport>,
    /// Labelled as normal play's (the misère switch is on).
    normal: bool,
}

#[component]
fn ThermographPanel(props: &ThermoProps) -> Html {
    let svg = use_memo(props.report.clone(), |r| vm::thermograph_svg(r));
    html! {
        <section id="thermograph" class="thermograph">
            <h2>{ if props.normal { "Thermograph (normal play)" } else { "Thermograph" } }</h2>
            <p class="hint">{ "Cooling the game by t: the left wall is the left stop, the right wall the right \
                stop, values growing to the left as in Winning Ways. The walls meet at the temperature, \
                where the mast stands on the mean." }</p>
            { chart_figure("thermograph-chart", "pebbles-thermograph.svg", (*svg).clone()) }
        </section>
    }
}

/// The impartial games of seed 004: the 3-pile Nim table and octal games.
/// On a board's or a script's page the Nim table and octal games are not
/// that game's: folded under one line, computed only once opened.
#[component]
fn ImpartialFold(props: &EditorProps<ClassicalState>) -> Html {
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            let d: web_sys::Element = e.target_unchecked_into();
            open.set(d.has_attribute("open"));
        })
    };
    html! {
        <details id="impartial-fold" class="impartial-fold" {ontoggle}>
            <summary>{ "Impartial tools: the Nim table and octal games" }</summary>
            if *open {
                <ImpartialPanel state={props.state.clone()} on_change={props.on_change.clone()} />
            }
        </details>
    }
}

#[component]
fn ImpartialPanel(props: &EditorProps<ClassicalState>) -> Html {
    let st = &props.state;
    let fields = TextFields::of(props, reduce);
    html! {
        <section id="impartial" class="impartial">
            <h2>{ "Impartial games" }</h2>
            <div class="editors">
                { fields.text(ClassicalAction::NimTable, "nimtable", "Nim table rows", format_range(st.nimtable), "X and Y from a..b (at most 64 rows, heaps up to 2047)") }
                { fields.text(ClassicalAction::Octal, "octal", "Octal game", st.octal.clone(), "0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess, 4.0, 0.F (hexadecimal) …") }
                { fields.text(ClassicalAction::Heaps, "heaps", "Heaps", format_range(st.heaps), "listed heaps a..b (up to 1 000 000; at most 2 000 listed)") }
                <div class="field">
                    <label title="moves to the end under best play, for each single heap">
                        <input id="remoteness-toggle" type="checkbox" checked={st.remoteness} onchange={remoteness_toggle(props)} />
                        { " remoteness of each heap" }
                    </label>
                </div>
            </div>
            <NimTablePanel range={st.nimtable} />
            <OctalPanel request={OctalRequest::from(st)} />
        </section>
    }
}

/// The remoteness checkbox's change: the state with it flipped.
fn remoteness_toggle(props: &EditorProps<ClassicalState>) -> Callback<Event> {
    let (st, on_change) = (props.state.clone(), props.on_change.clone());
    Callback::from(move |_: Event| {
        if let Ok(next) = reduce(&st, ClassicalAction::Remoteness(!st.remoteness)) {
            on_change.emit(next);
        }
    })
}

#[derive(Properties, PartialEq)]
struct NimTableProps {
    range: (u32, u32),
}

#[component]
fn NimTablePanel(props: &NimTableProps) -> Html {
    let job = use_job(Some(JobRequest::NimTable(props.range)));
    let body = job.view_of(false, JobResult::as_nim_table, |_, t, _| nim_tables(t));
    html! {
        <section id="nim-table" class="nim-table">
            <h3>{ "The 3-pile Nim table" }</h3>
            <p class="hint">{ "Entry [X, Y] is the Z that makes X* + Y* + Z* a P-position. The mex rule of the \
                slides fills it: [X, Y] is the smallest number not to its left in its row nor above it in \
                its column. Beside it, the closed form X ⊕ Y (nim-sum, binary addition without carry)." }</p>
            { body }
            <p class="hint">{ "Each position of a multi-heap Nim game labelled N or P: " }
                <a id="nim-graph-link" href="#/tree?nim=1,2,3">{ "the position graph of 1* + 2* + 3*" }</a>{ "." }</p>
        </section>
    }
}

fn nim_grid(caption: &'static str, from: u32, cells: &[Vec<u32>]) -> Html {
    scrolling(
        "table",
        html! {
                <table class="nim">
                    <caption>{ caption }</caption>
                    <thead><tr>
                        <th scope="col">{ "X \\ Y" }</th>
                        { for (0..cells.len() as u32).map(|j| html! { <th scope="col">{ from + j }</th> }) }
                    </tr></thead>
                    <tbody>
                        { for cells.iter().enumerate().map(|(i, row)| html! {
                            <tr>
                                <th scope="row">{ from + i as u32 }</th>
                                { for row.iter().map(|v| html! { <td>{ v }</td> }) }
                            </tr>
                        }) }
                    </tbody>
                </table>
        },
    )
}

fn nim_tables(t: &NimTable) -> Html {
    html! {
        <>
            <div class="nim-pair">
                { nim_grid("by the mex rule", t.from, &t.mex) }
                { nim_grid("X ⊕ Y", t.from, &t.nim_sum) }
            </div>
            <p id="nim-agrees">{ if t.agrees { "The two tables agree everywhere, as the slides prove." } else { "The tables differ: please report this." } }</p>
        </>
    }
}

#[derive(Properties, PartialEq)]
struct OctalProps {
    request: OctalRequest,
}

#[component]
fn OctalPanel(props: &OctalProps) -> Html {
    let job = use_job(Some(JobRequest::Octal(props.request.clone())));
    let body = job.view_of(false, JobResult::as_octal, |_, v, _| octal_view(v));
    html! {
        <section id="octal" class="octal">
            <h3>{ "Octal games" }</h3>
            <p class="hint">{ "Code 0.d₁d₂d₃…: digit d_k says how a player may remove k tokens from a heap: \
                +1 if it may leave nothing, +2 if it may leave one heap, +4 if it may leave two heaps. \
                Grundy values by the mex rule; the period is claimed only once the octal periodicity \
                theorem proves it." }</p>
            { body }
        </section>
    }
}

/// Values of heaps in rows of ten (see [`vm::octal_rows`]).
fn tens_table(
    id: Option<&'static str>,
    caption: String,
    rows: Vec<(u32, Vec<Option<u32>>)>,
) -> Html {
    html! {
        <div class="table-scroll" tabindex="0" aria-label={format!("{caption}, scrollable")}>
            <table class="octal-values" {id}>
                <caption>{ caption }</caption>
                <thead><tr>
                    <th scope="col">{ "heap" }</th>
                    { for (0..10).map(|j| html! { <th scope="col">{ format!("+{j}") }</th> }) }
                </tr></thead>
                <tbody>
                    { for rows.into_iter().map(|(row, cells)| html! {
                        <tr>
                            <th scope="row">{ row }</th>
                            { for cells.into_iter().map(|c| html! { <td>{ c.map(|g| g.to_string()).unwrap_or_default() }</td> }) }
                        </tr>
                    }) }
                </tbody>
            </table>
        </div>
    }
}

fn octal_view(v: &OctalView) -> Html {
    html! {
        <>
            <p id="octal-period">{ vm::period_text(v) }</p>
            { tens_table(None, format!("Grundy values of {}", v.code), vm::octal_rows(v)) }
            if let Some(rows) = vm::remoteness_rows(v) {
                <p id="octal-remoteness-note" class="hint">{ vm::remoteness_note(v) }</p>
                { tens_table(Some("octal-remoteness"), format!("Remoteness of single heaps of {}", v.code), rows) }
            }
            { chart_figure("grundy-chart", "pebbles-grundy.svg", vm::grundy_svg(v)) }
        </>
    }
}
