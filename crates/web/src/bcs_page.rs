//! The `#/bcs` page: bidding rules, the value table laid out like the paper,
//! one bidding matrix, charts, the paper's checks and the bidding automaton.
//! The texts and the layout come from [`crate::view_model::bcs`]; this file
//! holds the markup and the dispatch of [`BcsAction`]s.

use yew::prelude::*;

use super::compute::{unexpected_result, use_job};
use super::dom;
use super::explain::{use_shown, PaperNotes, Side};
use super::exports::chart_figure;
use super::fields::{attr_options, dispatcher, moves_fields, SelectField, TextFields};
use super::PageProps;
use crate::charts;
use crate::games::bidding::{BidMatrix, Play, Player};
use crate::jobs::{BcsRequest, BcsTableResult, JobRequest, JobResult, SweepRequest};
use crate::markup::scrolling;
use crate::notation;
use crate::permalink::Panel;
use crate::state::CsMoves;
use crate::state::{BcsState, MovesSlot, Page, PageState};
use crate::view_model::bcs::{self as vm, reduce, BcsAction, Mark, TableRow};
use crate::view_model::grid::{self, GridWindow};
use crate::view_model::titles::editor_summary;
use crate::view_model::Shared;

#[component]
pub fn BcsPage(props: &PageProps<BcsState>) -> Html {
    let st = &props.state;
    let job = use_job(Some(JobRequest::BcsTable(BcsRequest::from(st))));
    let sweep = use_job(Some(JobRequest::BcsSweep(SweepRequest::from(st))));
    let on_action = dispatcher(st, &props.on_change, reduce);
    let shown = use_shown();
    let editors = (!props.embed).then(|| editors(st, &props.on_change, &on_action));
    let on_cell = on_action.reform(|(x, p): (u32, u32)| BcsAction::SelectCell(x, p));
    let on_figure = on_action.reform(|v: String| vm::figure_action(&v));
    let result = job.view_of(true, JobResult::as_bcs_table, |r, _, millis| {
        html! { <BcsResult result={Shared(r.clone())} {millis} state={st.clone()} {on_cell} {on_figure} /> }
    });
    let sweep_chart = sweep.view_of(false, JobResult::as_bcs_sweep, |_, points, _| {
        chart_figure(
            "bcs-chart-convergence",
            "convergence.svg",
            charts::convergence_chart(&vm::sweep_points(points)),
        )
    });
    let summary = editor_summary(&PageState::Bcs(st.clone()));
    html! {
        <div class="bcs-page">
            if !props.embed { <h1>{ "Bidding Cumulative Subtraction" }</h1> }
            <section id="result" class="result">{ result }</section>
            if !props.embed { <PaperNotes state={PageState::Bcs(st.clone())} /> }
            if !props.embed { { super::play::panel(st, &props.on_change, crate::view_model::play::Setup::bcs(st), &st.play, |s, p| s.play = p) } }
            if shown.shows(Panel::Sweep) {
            <section class="sweep">
                <h2>{ format!("Convergence over total budgets {}..{}", st.budgets.0, st.budgets.1) }</h2>
                { sweep_chart }
            </section>
            }
            if let Some(e) = editors {
                <Side page={Page::Bcs} {summary}>{ e }</Side>
            }
        </div>
    }
}

/// The rule and view fields.
fn editors(st: &BcsState, on_change: &Callback<BcsState>, on_action: &Callback<BcsAction>) -> Html {
    let fields = TextFields {
        state: st,
        on_change,
        reduce,
    };
    let on_marker = on_action.reform(|v: String| vm::marker_action(&v));
    let partizan = st.right.is_some();
    let toggle = on_action.reform(move |_: Event| BcsAction::Partizan(!partizan));
    let moves = CsMoves::from_sets(st.moves.clone(), st.right.clone());
    let moves_field = |slot: MovesSlot, label, value, hint| {
        let action = match slot {
            MovesSlot::S => BcsAction::Moves,
            MovesSlot::L => BcsAction::Left,
            MovesSlot::R => BcsAction::Right,
        };
        fields.text(action, slot.name(), label, value, hint)
    };
    let text = |v: &Option<String>| v.clone().unwrap_or_default();
    let presets: Vec<(AttrValue, AttrValue)> = vm::preset_options()
        .into_iter()
        .map(|(v, c)| (AttrValue::from(v), AttrValue::from(c)))
        .collect();
    let on_preset = on_action.reform(BcsAction::Preset);
    html! {
        <section id="editors" class="editors">
            <SelectField id="preset" label="Preset" options={presets} selected="" on_change={on_preset} />
            { moves_fields(&moves, toggle, moves_field) }
            { fields.text(BcsAction::Map, "map", "Heap-dynamic overrides", notation::format_heap_map(&st.map), "heap:moves; e.g. 2:2;3:1") }
            { fields.text(BcsAction::LeftWeights, "wl", "Left's move weights w_L", text(&st.wl), "formula of a, n; empty = a") }
            { fields.text(BcsAction::RightWeights, "wr", "Right's move weights w_R", text(&st.wr), "score τ + Σw_L − Σw_R; empty = a") }
            { fields.text(BcsAction::Penalty, "tau", "Terminal penalty τ", text(&st.tau), "formula of n; empty = 0") }
            { fields.text(BcsAction::TotalBudget, "tb", "Total budget TB", st.total_budget.to_string(), "Left has p, Right TB − p") }
            { fields.text(BcsAction::Heaps, "heaps", "Heaps", notation::format_range(st.heaps), "a..b includes both ends") }
            { fields.text(BcsAction::Bids, "bids", "Bidding set B", vm::bids_text(st), "empty = every bid 0..TB") }
            <SelectField id="marker" label="Table shows the marker held by"
                options={attr_options(&vm::marker_options())}
                selected={st.marker.code()} on_change={on_marker} />
            { fields.text(BcsAction::Matrix, "matrix", "Bidding matrix at x,p", vm::matrix_text(st), "or click a table cell") }
            { fields.text(BcsAction::Plot, "plot", "Chart budgets p", notation::format_set(&st.plot), "empty = 0, TB/2, TB") }
            { fields.text(BcsAction::Budgets, "budgets", "Sweep of TB", notation::format_range(st.budgets), "for the convergence chart") }
        </section>
    }
}

#[derive(Properties, PartialEq)]
struct BcsResultProps {
    /// A [`JobResult::BcsTable`], shared with the job's status (not copied).
    result: Shared<JobResult>,
    millis: f64,
    state: BcsState,
    on_cell: Callback<(u32, u32)>,
    on_figure: Callback<String>,
}

#[component]
fn BcsResult(props: &BcsResultProps) -> Html {
    let st = &props.state;
    let shown = use_shown();
    let charts = use_memo((props.result.clone(), vm::plotted(st)), |(r, plotted)| {
        let Some(t) = r.0.as_bcs_table() else {
            return (Ok(String::new()), None);
        };
        let value = charts::bcs_value_chart(t.lo, &t.left_marker, plotted, t.convergence_heap);
        let limits = t
            .limits
            .as_ref()
            .map(|l| charts::limits_chart(&l.even, &l.odd, &t.automaton.even, &t.automaton.odd));
        (value, limits)
    });
    let Some(t) = props.result.0.as_bcs_table() else {
        return unexpected_result();
    };
    let (value, limits) = (*charts).clone();
    let matrix = t
        .matrix
        .as_ref()
        .filter(|_| shown.shows(Panel::Matrix))
        .map(|m| match m {
            Ok(m) => matrix_view(m, &t.matrix_plays),
            Err(e) => html! { <p id="bcs-matrix" class="error">{ e.to_string() }</p> },
        });
    html! {
        <div>
            if shown.shows(Panel::Checks) { { summary_view(t, st, props.millis) } }
            if shown.shows(Panel::Table) {
            <p class="legend">{ "Rows are heaps x (" }<span class="odd-heap">{ "odd heaps in blue" }</span>
                { "), columns Left's budget p from TB down to 0; " }<span class="swatch periodic" />
                { " shaded: the periodic part. Hover a value for the equilibrium bids and move; click it for its bidding matrix." }</p>
            <BcsTable result={props.result.clone()} marker={st.marker} matrix={st.matrix} on_cell={props.on_cell.clone()} detail={matrix} />
            } else if let Some(m) = matrix { { m } }
            if shown.shows(Panel::Checks) { { checks_view(t, st) } { forced_view(t) } }
            if shown.shows(Panel::Chart) { { chart_figure("bcs-chart-values", "values.svg", value) } }
            if shown.shows(Panel::Limits) {
                if let Some(l) = limits { { chart_figure("bcs-chart-limits", "limits.svg", l) } }
                if let Some(lt) = vm::limit_table(t) { { limit_table_view(&lt) } }
            }
            if shown.shows(Panel::Automaton) && !t.edges.is_empty() { { automaton_view(t, st, &props.on_figure) } }
        </div>
    }
}

/// Figures 1–2: the limit values per heap parity, with the misprint noted.
fn limit_table_view(lt: &vm::LimitTable) -> Html {
    html! {
        <figure id="bcs-limits" class="limits">
            <div class="table-scroll" tabindex="0" aria-label="limit values, scrollable">
            <table class="outcomes">
                <thead><tr><th></th>{ for lt.header.iter().map(|h| html! { <th>{ h }</th> }) }</tr></thead>
                <tbody>
                    { for lt.rows.iter().map(|(label, vals)| html! {
                        <tr><th scope="row">{ label }</th>{ for vals.iter().map(|v| html! { <td>{ v }</td> }) }</tr>
                    }) }
                </tbody>
            </table>
            </div>
            <figcaption class="legend">{ &lt.note }</figcaption>
        </figure>
    }
}

/// The period and the timing.
fn summary_view(t: &BcsTableResult, _st: &BcsState, millis: f64) -> Html {
    html! {
        <div class="bcs-summary">
            <p class="periods">
                { vm::period_text(t) }
                <br />
                <span id="timing">{ format!("Solved {} heaps in {millis:.0} ms in the worker.", t.computed) }</span>
            </p>
        </div>
    }
}

/// The checks of the paper's statements, folded under their summary: a
/// statement that fails for this game in red, one that fails because the
/// paper misprints it as a note about the paper.
fn checks_view(t: &BcsTableResult, st: &BcsState) -> Html {
    let v = vm::checks_view(&t.checks, t.plain, st);
    let line = |(text, mark): (String, Mark)| {
        let class = match mark {
            Mark::Holds => "ok",
            Mark::Fails => "bad",
            Mark::PaperNote => "paper-note",
            Mark::Plain => "plain",
        };
        html! {
            <li {class}>
                if mark == Mark::PaperNote { <span class="tag">{ "paper note" }</span>{ " " } }
                { text }
            </li>
        }
    };
    let failing = v.lines.iter().any(|l| l.1 == Mark::Fails);
    html! {
        <details id="checks" class="checks-panel" open={failing}>
            <summary>{ v.summary }</summary>
            <ul class="checks">{ for v.lines.into_iter().map(line) }</ul>
        </details>
    }
}

/// The (scroll top, scroll left, view height, view width) of the scroll
/// box `scroller`, kept up to date by the returned `onscroll`.
#[hook]
fn use_scroll_view(scroller: NodeRef) -> ((f64, f64, f64, f64), Callback<Event>) {
    let view = use_state(|| (0.0, 0.0, 640.0, 1200.0));
    let onscroll = {
        let view = view.clone();
        Callback::from(move |_: Event| {
            if let Some(el) = scroller.cast::<web_sys::Element>() {
                let (h, w) = (f64::from(el.client_height()), f64::from(el.client_width()));
                view.set((
                    f64::from(el.scroll_top()),
                    f64::from(el.scroll_left()),
                    h,
                    w,
                ));
            }
        })
    };
    (*view, onscroll)
}

#[derive(Properties, PartialEq)]
struct TableProps {
    /// A [`JobResult::BcsTable`].
    result: Shared<JobResult>,
    marker: Player,
    matrix: Option<(u32, u32)>,
    on_cell: Callback<(u32, u32)>,
    /// The selected value's bidding matrix: under its heap's row, or under
    /// a windowed table (whose rows keep one height).
    detail: Option<Html>,
}

/// The value table; a click on a cell selects its matrix, which opens
/// under the cell's row. A big table renders only the part near its
/// scroll box's view ([`grid`]).
#[component]
fn BcsTable(props: &TableProps) -> Html {
    let Some(t) = props.result.0.as_bcs_table() else {
        return html! {};
    };
    let (n_rows, n_cols) = (t.left_marker.len() as u32, t.total_budget + 1);
    let windowed = grid::is_windowed(n_rows, n_cols);
    let scroller = use_node_ref();
    let ((top, left, h, w), onscroll) = use_scroll_view(scroller.clone());
    let window = grid::grid_window(n_rows, n_cols, (top, left), (h, w));
    let rows = use_memo(
        (
            props.result.clone(),
            props.marker,
            props.matrix,
            window.rows,
            window.cols,
        ),
        move |(r, marker, matrix, _, _)| match r.0.as_bcs_table() {
            Some(t) => vm::table_rows(t, *marker, *matrix, &window),
            None => Vec::new(),
        },
    );
    let (lo, tb) = (t.lo, t.total_budget);
    let on_open = {
        let on_cell = props.on_cell.clone();
        Callback::from(move |(r, c): (u32, u32)| {
            on_cell.emit((lo + r, tb - c));
            dom::reveal(&format!("#{}", cell_id((r, c))), "#bcs-matrix");
        })
    };
    let (cursor, onkeydown, on_pick) = use_cursor((n_rows, n_cols), scroller.clone(), on_open);
    let detail = cursor.and_then(|at| cursor_detail(&rows, at, (lo, tb)));
    let header = (window.cols.0..window.cols.1)
        .map(|c| html! { <th scope="col">{ t.total_budget - c }</th> });
    let (mut inline, below) = match (&props.detail, windowed) {
        (Some(d), false) => (Some(d.clone()), None),
        (d, _) => (None, d.clone()),
    };
    let width = (window.cols.1 - window.cols.0 + 1).to_string();
    let mut body = Vec::with_capacity(rows.len() + 1);
    for row in rows.iter() {
        body.push(table_row(row, (lo, tb), &window, cursor, &on_pick));
        if props.matrix.is_some_and(|(x, _)| x == row.x) {
            if let Some(d) = inline.take() {
                body.push(html! {
                    <tr key="matrix" class="detail-row"><td colspan={width.clone()}>{ d }</td></tr>
                });
            }
        }
    }
    // Always present in a windowed table (0 px when nothing is above or
    // below the window), so the rows keep their places.
    let spacer = |px: f64| html! { <tr class="pad" aria-hidden="true" style={format!("height:{px}px")}></tr> };
    html! {
        <>
        <div class={classes!("table-scroll", windowed.then_some("windowed"))} ref={scroller} {onscroll} {onkeydown}
             tabindex="0" role="group" aria-activedescendant={cursor.map(cell_id)}
             aria-label="value table: arrow keys move between values, Enter opens a value's bidding matrix">
            <table id="bcs-table" class="outcomes bcs"
                   aria-rowcount={(n_rows + 1).to_string()} aria-colcount={(n_cols + 1).to_string()}>
                <thead><tr aria-rowindex="1">
                    <th scope="col">{ "x \\ p" }</th>
                    { pad(window.pad_left) }
                    { for header }
                    { pad(window.pad_right) }
                </tr></thead>
                <tbody>
                    if windowed { { spacer(window.pad_top) } }
                    { for body }
                    if windowed { { spacer(window.pad_bottom) } }
                </tbody>
            </table>
        </div>
        <p id="bcs-cell-detail" class="legend" aria-live="polite">{ detail.unwrap_or_default() }</p>
        if let Some(d) = inline.or(below) { { d } }
        </>
    }
}

/// What hovering the cursor's cell shows, if the cell is in the window.
fn cursor_detail(rows: &[TableRow], (r, c): (u32, u32), (lo, tb): (u32, u32)) -> Option<String> {
    rows.iter()
        .find(|row| row.x == lo + r)
        .and_then(|row| row.cells.iter().find(|cell| cell.p == tb - c))
        .map(vm::cell_detail)
}

/// The element id of the value cell at grid place `(row, col)`.
fn cell_id((r, c): (u32, u32)) -> String {
    format!("bcs-cell-{r}-{c}")
}

/// A padding cell standing for `px` pixels of columns outside the window.
fn pad(px: f64) -> Html {
    html! {
        if px > 0.0 {
            <td class="pad" aria-hidden="true" style={format!("min-width:{px}px;width:{px}px")}></td>
        }
    }
}

/// One heap's row of the window; a click on a value selects its matrix.
/// Cells carry their grid place (`data-r`, `data-c`, the id [`cell_id`]);
/// the `cursor` cell is outlined.
fn table_row(
    row: &TableRow,
    (lo, tb): (u32, u32),
    window: &GridWindow,
    cursor: Option<(u32, u32)>,
    on_pick: &Callback<(u32, u32)>,
) -> Html {
    let cells = row.cells.iter().map(|c| {
        let at = (c.x - lo, tb - c.p);
        let onclick = on_pick.reform(move |_: MouseEvent| at);
        let title = c.title.clone();
        html! {
            <td key={c.p} {title} class={classes!(c.selected.then_some("selected"), (Some(at) == cursor).then_some("cursor"))}
                {onclick} id={cell_id(at)} data-r={at.0.to_string()} data-c={at.1.to_string()}>{ c.value }</td>
        }
    });
    html! {
        <tr key={row.x} class={classes!(row.parity, row.periodic.then_some("periodic"))}
            aria-rowindex={(row.x - lo + 2).to_string()}>
            <th scope="row">{ row.x }</th>
            { pad(window.pad_left) }
            { for cells }
            { pad(window.pad_right) }
        </tr>
    }
}

/// The cursor cell (once moved), the table's key handler, and a click's.
type Cursor = (
    Option<(u32, u32)>,
    Callback<KeyboardEvent>,
    Callback<(u32, u32)>,
);

/// The value table's keyboard cursor (grid row, column), once the visitor
/// has moved it. The scroll box keeps the focus and names the cursor's cell
/// with `aria-activedescendant` (cells come and go as a windowed table
/// scrolls, so they never hold the focus): the arrow, page, Home and End
/// keys move it, scrolling to it; Enter or Space opens its matrix; a click
/// or tap moves it too, so its explanation shows without hovering.
#[hook]
fn use_cursor(dims: (u32, u32), scroller: NodeRef, on_open: Callback<(u32, u32)>) -> Cursor {
    let (rows, cols) = dims;
    let cursor = use_state(|| None::<(u32, u32)>);
    let onkeydown = {
        let (cursor, on_open, scroller) = (cursor.clone(), on_open.clone(), scroller.clone());
        Callback::from(move |e: KeyboardEvent| {
            let at = cursor.unwrap_or((0, 0));
            let key = e.key();
            if key == "Enter" || key == " " {
                e.prevent_default();
                cursor.set(Some(at));
                on_open.emit(at);
            } else if let Some(to) = grid::cursor_step(at, &key, rows, cols) {
                e.prevent_default();
                cursor.set(Some(to));
                if let Some(el) = scroller.cast::<web_sys::Element>() {
                    let now = (f64::from(el.scroll_top()), f64::from(el.scroll_left()));
                    let view = (f64::from(el.client_height()), f64::from(el.client_width()));
                    if let Some((top, left)) = grid::scroll_to_show(to, now, view) {
                        el.set_scroll_top(top as i32);
                        el.set_scroll_left(left as i32);
                    }
                }
            }
        })
    };
    let on_pick = {
        let cursor = cursor.clone();
        Callback::from(move |at: (u32, u32)| {
            cursor.set(Some(at));
            if let Some(el) = scroller.cast::<web_sys::HtmlElement>() {
                let options = web_sys::FocusOptions::new();
                options.set_prevent_scroll(true);
                let _ = el.focus_with_options(&options);
            }
            on_open.emit(at);
        })
    };
    (*cursor, onkeydown, on_pick)
}

/// The bidding automaton as Figures 3–6 draw it, one figure at a time,
/// with SVG and TikZ downloads.
fn automaton_view(t: &BcsTableResult, st: &BcsState, on_figure: &Callback<String>) -> Html {
    let fig = vm::figure(st);
    let svg = charts::automaton_svg(fig, &t.automaton, &t.edges);
    let tikz = charts::automaton_tikz(fig, &t.automaton, &t.edges);
    let options = vm::figure_options()
        .into_iter()
        .map(|(v, c)| (AttrValue::from(v), AttrValue::from(c)))
        .collect::<Vec<_>>();
    let body = svg.clone();
    let svg_file = Callback::from(move |_: MouseEvent| {
        let _ = dom::download("automaton.svg", "image/svg+xml", &body);
    });
    let tex_file = Callback::from(move |_: MouseEvent| {
        let _ = dom::download("automaton.tex", "text/x-tex", &tikz);
    });
    html! {
        <section id="automaton" class="automaton">
            <h2>{ "Bidding automaton" }</h2>
            <SelectField id="fig" label="Figure" {options}
                selected={fig.number().to_string()} on_change={on_figure.clone()} />
            <p class="legend">{ "One row of budgets per bid; a node is Left's budget p (Left holds the \
                marker) with its automaton entries; arcs are labelled with the bid, T (tie: the marker \
                passes) or W (a strict win), and the direction." }</p>
            <figure class="chart" id="bcs-automaton">
                { Html::from_html_unchecked(svg.into()) }
                <figcaption>
                    <button class="download" onclick={svg_file}>{ "Download SVG" }</button>
                    <button class="download" onclick={tex_file}>{ "Download TikZ" }</button>
                </figcaption>
            </figure>
        </section>
    }
}

/// Theorem 29's budgets next to those read off the table.
fn forced_view(t: &BcsTableResult) -> Html {
    let rows = vm::forced_rows(t).into_iter().map(|[k, a, b, c, d]| {
        html! {
            <tr><th scope="row">{ k }</th><td>{ a }</td><td>{ b }</td><td>{ c }</td><td>{ d }</td></tr>
        }
    });
    html! {
        <details id="forced" class="forced">
            <summary>{ "Theorem 29: budgets that force winning the last k moves" }</summary>
            <table class="outcomes">
                <thead>
                    <tr><th rowspan="2">{ "k" }</th><th colspan="2">{ "Theorem 29 (least p)" }</th><th colspan="2">{ "from the table (S = {1})" }</th></tr>
                    <tr><th>{ "with marker" }</th><th>{ "without" }</th><th>{ "with marker" }</th><th>{ "without" }</th></tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
        </details>
    }
}

/// One bidding matrix and the optimal plays after it.
fn matrix_view(m: &BidMatrix, plays: &[Play]) -> Html {
    let plays_html = plays
        .iter()
        .map(|pl| html! { <li>{ vm::play_text(pl) }</li> });
    html! {
        <section id="bcs-matrix" class="matrix">
            <h2>{ vm::matrix_title(m) }</h2>
            if m.terminal {
                <p>{ "No move fits: the heap is terminal and its value is 0." }</p>
            } else {
                <p>{ vm::matrix_legend(m) }</p>
                { matrix_table(m) }
                <ul class="plays">{ for plays_html }</ul>
            }
        </section>
    }
}

/// The matrix cells with row maxima and column minima.
fn matrix_table(m: &BidMatrix) -> Html {
    let header = (0..=m.p).map(|l| html! { <th>{ l }</th> });
    let rows = vm::matrix_rows(m).into_iter().map(|(r, cells, max)| {
        let cells = cells.into_iter().map(|(text, eq)| {
            html! { <td class={classes!(eq.then_some("equilibrium"))}>{ text }</td> }
        });
        html! {
            <tr><th scope="row">{ r }</th>{ for cells }<td class="extreme">{ max }</td></tr>
        }
    });
    let col_min = m
        .col_min
        .iter()
        .map(|v| html! { <td class="extreme">{ vm::matrix_cell(*v) }</td> });
    scrolling(
        "table",
        html! {
                <table class="outcomes matrix">
                    <thead><tr><th>{ "r \\ ℓ" }</th>{ for header }<th>{ "row max" }</th></tr></thead>
                    <tbody>
                        { for rows }
                        <tr><th>{ "col min" }</th>{ for col_min }<td></td></tr>
                    </tbody>
                </table>
        },
    )
}
