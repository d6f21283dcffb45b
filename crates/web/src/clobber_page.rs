//! The `#/clobber` page: a board editor, the position's value at every
//! simplification level, who can force a win, and Table 1's census computed
//! in the worker beside the paper's numbers. Texts and edits come from
//! [`crate::view_model::clobber`].

use std::rc::Rc;

use yew::prelude::*;

use super::compute::use_job;
use super::explain::{use_shown, PaperNotes, Side};
use super::exports::Exports;
use super::fields::{dispatcher, SelectField, TextFields};
use super::pan_zoom::{PanZoom, SvgPicture};
use super::{EditorProps, PageProps};
use crate::games::clobber::{PositionTree, ValueReport};
use crate::jobs::{CensusLength, ClobberRequest, JobRequest, JobResult};
use crate::notation;
use crate::permalink::Panel;
use crate::state::{ClobberState, Page, PageState};
use crate::view_model::clobber::{self as vm, reduce, ClobberAction};
use crate::view_model::titles::editor_summary;

#[component]
pub fn ClobberPage(props: &PageProps<ClobberState>) -> Html {
    let st = &props.state;
    let on_action = dispatcher(st, &props.on_change, reduce);
    let shown = use_shown();
    html! {
        <div class="clobber-page">
            if !props.embed { <h1>{ "Clobber for N players" }</h1> }
            if shown.shows(Panel::Board) {
                <BoardView state={st.clone()} on_action={on_action} embed={props.embed} />
            }
            <ValuePanel request={ClobberRequest::from(st)} />
            if !props.embed { <PaperNotes state={PageState::Clobber(st.clone())} /> }
            if !props.embed { { super::play::panel(st, &props.on_change, crate::view_model::play::Setup::clobber(st), &st.play, |s, p| s.play = p) } }
            if !props.embed && shown.shows(Panel::Census) {
                <CensusPanel census={st.census} />
            }
            if !props.embed {
                <Side page={Page::Clobber} summary={editor_summary(&PageState::Clobber(st.clone()))}>
                    <ClobberEditors state={st.clone()} on_change={props.on_change.clone()} />
                </Side>
            }
        </div>
    }
}

#[component]
fn ClobberEditors(props: &EditorProps<ClobberState>) -> Html {
    let st = &props.state;
    let fields = TextFields::of(props, reduce);
    let on_action = fields.dispatcher();
    let players: Vec<(AttrValue, AttrValue)> = (2..=4)
        .map(|p| (p.to_string().into(), format!("{p} players").into()))
        .collect();
    let firsts: Vec<(AttrValue, AttrValue)> = (1..=st.players)
        .map(|p| (p.to_string().into(), format!("player {p}").into()))
        .collect();
    html! {
        <section id="editors" class="editors">
            { fields.text(ClobberAction::Board, "board", "Board", st.board.to_string(), "cells 0–N; grid rows split by |") }
            <SelectField id="players" label="Players" options={players} selected={st.players.to_string()}
                on_change={on_action.reform(ClobberAction::Players)} />
            <SelectField id="first" label="Moves first" options={firsts} selected={st.first.to_string()}
                on_change={on_action.reform(ClobberAction::First)} />
            { fields.text(ClobberAction::Census, "census", "Census lengths", notation::format_range(st.census), "Table 1 for strips of 2..9 cells") }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct BoardProps {
    state: ClobberState,
    on_action: Callback<ClobberAction>,
    embed: bool,
}

/// The board as buttons; a click cycles a cell through empty and the players.
#[component]
fn BoardView(props: &BoardProps) -> Html {
    let st = &props.state;
    let cols = st.board.cols();
    html! {
        <section id="board" class="clobber-board" aria-label="board">
            { for vm::grid(&st.board).into_iter().enumerate().map(|(r, row)| html! {
                <div class="board-row">
                    { for row.into_iter().enumerate().map(|(c, cell)| {
                        let i = r * cols + c;
                        let label = if cell == 0 { format!("cell {}: empty", i + 1) } else { format!("cell {}: player {cell}", i + 1) };
                        let onclick = props.on_action.reform(move |_: MouseEvent| ClobberAction::Cycle(i));
                        html! {
                            <button class={classes!("cell", format!("p{cell}"))} aria-label={label}
                                    title="click to change" disabled={props.embed} {onclick}>
                                { if cell == 0 { String::new() } else { cell.to_string() } }
                            </button>
                        }
                    }) }
                </div>
            }) }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct ValueProps {
    request: ClobberRequest,
}

#[component]
fn ValuePanel(props: &ValueProps) -> Html {
    let job = use_job(Some(JobRequest::Clobber(props.request.clone())));
    let shown = use_shown();
    let body = job.view_of(true, JobResult::as_clobber, |_, v, _| {
        html! {
            <>
                if shown.shows(Panel::Values) { { value_table(&v.report) } }
                if shown.shows(Panel::Tree) { <TreePanel tree={Rc::new(v.tree.clone())} /> }
            </>
        }
    });
    html! { <section id="values" class="result">{ body }</section> }
}

fn value_table(v: &ValueReport) -> Html {
    let rows = [
        ("unsimplified", Some(&v.unsimplified)),
        ("syntactic (Rules 1–3)", v.syntactic.as_ref()),
        ("selfish (Rules 4–5)", v.selfish.as_ref()),
        ("prudent (Definitions 11–12)", v.prudent.as_ref()),
        ("simple value", v.simple.as_ref()),
        ("bar notation", v.bars.as_ref()),
    ];
    html! {
        <>
            <p id="verdict" class="verdict">{ v.verdict() }</p>
            <table class="values">
                <tbody>
                    { for rows.into_iter().filter_map(|(name, text)| text.map(|t| html! {
                        <tr><th scope="row">{ name }</th><td class="value-text"><code>{ value_html(t) }</code></td></tr>
                    })) }
                </tbody>
            </table>
            if v.players != 3 {
                <p class="hint">{ "The simplifications are defined for three players." }</p>
            }
        </>
    }
}

/// A value with its subscripts and bars drawn ([`vm::segments`]); the
/// text stays whole when copied (the `_` and the combining bars are there,
/// visually hidden).
fn value_html(text: &str) -> Html {
    html! {
        { for vm::segments(text).into_iter().map(|s| match s {
            vm::Seg::Text(t) => html! { { t } },
            vm::Seg::Sub(base, sub) => html! {
                <>{ base }<span class="visually-hidden">{ "_" }</span><sub>{ sub }</sub></>
            },
            vm::Seg::Bars(base, n) => {
                let drawn = (0..n).fold(html! { { base } }, |inner, _| {
                    html! { <span class="bar">{ inner }</span> }
                });
                let macrons = "\u{0304}".repeat(n);
                html! { <>{ drawn }<span class="visually-hidden" aria-hidden="true">{ macrons }</span></> }
            }
        }) }
    }
}

#[derive(Properties, PartialEq)]
struct TreeProps {
    tree: Rc<PositionTree>,
}

/// The position's game tree: each box holds the board and its value, the
/// player to move beside it; hovering shows the unsimplified value.
#[component]
fn TreePanel(props: &TreeProps) -> Html {
    let picture = use_memo(props.tree.clone(), |t| vm::tree_picture(t));
    html! {
        <section id="clobber-tree" class="clobber-tree">
            <h2>{ "Game tree" }</h2>
            <p class="hint">{ format!("Each box: the board (. = empty) and its {} value; beside it,                 the player to move; on an edge, the capture (cell → cell) or a skip. Hover a box for                 its unsimplified value.", props.tree.level) }</p>
            if let Some(n) = &props.tree.notice {
                <p id="clobber-tree-notice" class="notices">{ n }</p>
            }
            <Exports picture={picture.clone()} name="pebbles-clobber-tree." />
            <PanZoom id="clobber-tree-svg" size={Some((picture.svg.width, picture.svg.height))}><SvgPicture svg={picture.svg.clone()} /></PanZoom>
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct CensusProps {
    census: (u32, u32),
}

#[component]
fn CensusPanel(props: &CensusProps) -> Html {
    let job = use_job(Some(JobRequest::ClobberCensus(props.census)));
    let body = job.view_of(false, JobResult::as_clobber_census, |_, records, millis| {
        census_table(records, millis)
    });
    html! {
        <section id="census" class="census">
            <h2>{ "Census (Table 1)" }</h2>
            <p class="hint">{ "Distinct values of the strips the paper analyses (no 0 at an end, no two \
                adjacent 0s, mirror images once, some move possible), player 1 first. Where ours \
                differ from the paper's, the paper's number follows; see the README's notes." }</p>
            { body }
        </section>
    }
}

fn census_table(records: &[CensusLength], millis: f64) -> Html {
    let rows: Vec<_> = records.iter().map(|r| r.row.clone()).collect();
    let prudent = records
        .last()
        .map(|r| r.prudent_values.join("  "))
        .unwrap_or_default();
    html! {
        <>
            <div class="table-scroll" tabindex="0" aria-label="table, scrollable">
            <table class="census-table">
                <thead><tr>
                    <th scope="col">{ "length" }</th><th scope="col">{ "games" }</th>
                    <th scope="col">{ "unsimplified" }</th><th scope="col">{ "syntactic" }</th>
                    <th scope="col">{ "selfish" }</th><th scope="col">{ "prudent" }</th>
                </tr></thead>
                <tbody>
                    { for vm::compare(&rows).into_iter().map(|(n, cells)| html! {
                        <tr>
                            <th scope="row">{ n }</th>
                            { for cells.iter().map(|c| html! {
                                <td class={classes!((!c.agrees()).then_some("differs"))}>{ c.text() }</td>
                            }) }
                        </tr>
                    }) }
                </tbody>
            </table>
            </div>
            <p id="prudent-values">{ format!("Prudent values of the longest strip: {prudent}") }</p>
            <p class="timing">{ format!("Computed in {millis:.0} ms in the worker.") }</p>
        </>
    }
}
