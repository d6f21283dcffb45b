//! The `#/games` outcome table over heaps `0..=N`: a worker job, the period
//! in words, a chart of each player's gain, and every heap × starting player
//! row (windowed when large), the periodic part shaded and a tree link per
//! heap. The texts and rows come from [`crate::view_model::games_table`].

use std::rc::Rc;

use yew::prelude::*;

use super::compute::{unexpected_result, use_job};
use super::fields::TextField;
use super::games_page::editor;
use crate::jobs::{JobRequest, JobResult};
use crate::state::GamesState;
use crate::view_model::games::GamesAction;
use crate::view_model::games_table::{self as vm, TableRow};
use crate::view_model::grid;

#[derive(Properties, PartialEq)]
pub struct GamesTableProps {
    pub state: GamesState,
    pub on_change: Callback<GamesState>,
}

/// The table's section: its last-heap field and the job's result.
#[component]
pub fn GamesTable(props: &GamesTableProps) -> Html {
    let st = &props.state;
    let request = vm::table_request(st);
    let job = use_job(request.clone().map(JobRequest::GameTable));
    let Some(request) = request else {
        return html! {
            <section id="games-table" class="games-table">
                <p class="hint">{ "The table over heap sizes needs a one-heap ruleset (not a sum or several heaps)." }</p>
            </section>
        };
    };
    let on_input = editor(st, &props.on_change, GamesAction::TableTo);
    let body = job.view_of(false, JobResult::as_game_table, |r, _, _| {
        html! { <TableView table={r.clone()} state={st.clone()} /> }
    });
    html! {
        <section id="games-table" class="games-table">
            <h2>{ format!("Outcome table over heaps 0..{}", request.to) }</h2>
            <TextField name="upto" label="Table up to heap" value={request.to.to_string()}
                hint="every heap 0..N, each starting player" {on_input} />
            { body }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct TableViewProps {
    table: Rc<JobResult>,
    state: GamesState,
}

/// Period text, chart and the (windowed) table.
#[component]
fn TableView(props: &TableViewProps) -> Html {
    let first = props.state.first as usize;
    let chart = use_memo((props.table.clone(), first), |(r, first)| {
        r.as_game_table().map(|t| vm::chart_svg(t, *first))
    });
    let Some(t) = props.table.as_game_table() else {
        return unexpected_result();
    };
    let chart = match &*chart {
        None => html! {},
        Some(Ok(svg)) => html! {
            <figure id="games-chart" class="chart">{ Html::from_html_unchecked(svg.clone().into()) }</figure>
        },
        Some(Err(e)) => {
            html! { <p class="hint" id="games-chart-note">{ format!("Chart unavailable: {e}") }</p> }
        }
    };
    html! {
        <div>
            <p id="games-period" class="periods">{ vm::period_text(t) }</p>
            { chart }
            <Rows table={props.table.clone()} state={props.state.clone()} />
        </div>
    }
}

/// The rows near the scroll box's view ([`grid`]); small tables whole.
#[component]
fn Rows(props: &TableViewProps) -> Html {
    let view = use_state(|| (0.0, 640.0));
    let scroller = use_node_ref();
    let onscroll = {
        let (view, scroller) = (view.clone(), scroller.clone());
        Callback::from(move |_: Event| {
            if let Some(el) = scroller.cast::<web_sys::Element>() {
                view.set((f64::from(el.scroll_top()), f64::from(el.client_height())));
            }
        })
    };
    let (top, h) = *view;
    let Some(t) = props.table.as_game_table() else {
        return html! {};
    };
    let (n_rows, n_cols) = vm::table_size(t);
    let windowed = grid::is_windowed(n_rows, n_cols);
    // Every column is drawn (at most 15); only rows are windowed.
    let window = grid::grid_window(n_rows, n_cols, (top, 0.0), (h, 1e6));
    let rows = vm::table_rows(t, &props.state, &window);
    let n = t.players;
    let head = |what: &'static str| {
        (1..=n).map(move |j| html! { <th scope="col">{ format!("{what} {j}") }</th> })
    };
    let spacer = |px: f64| html! { <tr class="pad" aria-hidden="true" style={format!("height:{px}px")}></tr> };
    html! {
        <div class={classes!("table-scroll", windowed.then_some("windowed"))} ref={scroller} {onscroll}
             tabindex={windowed.then_some("0")} aria-label={windowed.then_some("outcome table, scrollable")}>
            <table id="games-outcome-table" class="outcomes games-table" aria-rowcount={(n_rows + 1).to_string()}>
                <thead><tr>
                    <th scope="col">{ "x" }</th>
                    <th scope="col">{ "starts" }</th>
                    { for head("gain") }
                    { for head("value") }
                    <th scope="col">{ "tree" }</th>
                </tr></thead>
                <tbody>
                    if windowed { { spacer(window.pad_top) } }
                    { for rows.iter().map(row_html) }
                    if windowed { { spacer(window.pad_bottom) } }
                </tbody>
            </table>
        </div>
    }
}

/// One heap × starter row.
fn row_html(r: &TableRow) -> Html {
    let class = classes!(
        r.periodic.then_some("periodic"),
        r.period_start.then_some("period-start"),
        r.selected.then_some("selected"),
    );
    let cells = r
        .outcome
        .iter()
        .chain(&r.value)
        .map(|v| html! { <td>{ v }</td> });
    let label = format!("heap {}, player {} starts", r.heap, r.starter);
    html! {
        <tr {class} aria-label={label} data-heap={r.heap.to_string()} data-starter={r.starter.to_string()}>
            <th scope="row">{ r.heap }</th>
            <td>{ r.starter }</td>
            { for cells }
            <td>
                if let Some(href) = &r.tree {
                    <a class="tree-link" href={href.clone()} aria-label={format!("game tree of heap {}", r.heap)}>{ "tree" }</a>
                }
            </td>
        </tr>
    }
}
