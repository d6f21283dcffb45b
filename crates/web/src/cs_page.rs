//! The `#/cs` page: rule editors, the outcome table and chart computed in the
//! worker, optimal play lines, and CSV / JSON export. The texts come from
//! [`crate::view_model::cs`]; every edit is a [`CsAction`].

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::compute::{unexpected_result, use_job, JobStatus};
use super::cs_scoring::ScoringFold;
use super::dom;
use super::explain::{use_shown, PaperNotes, Side};
use super::fields::{attr_options, dispatcher, moves_fields, state_field, SelectField, TextFields};
use super::present::{use_present_step, use_presenting};
use super::{EditorProps, PageProps};
use crate::charts::ChartError;
use crate::games::common::{Player, Tie, Variant};
use crate::jobs::{CsRequest, CsScoringRequest, JobRequest, JobResult};
use crate::markup::scrolling;
use crate::notation;
use crate::permalink::Panel;
use crate::state::{Columns, CsState, MovesSlot, Page, PageState};
use crate::view_model::cs::{self as vm, reduce, CsAction, Pager, PlayText, RowView};
use crate::view_model::present::stepped;
use crate::view_model::titles::editor_summary;
use crate::view_model::{chosen, named_options};

#[component]
pub fn CsPage(props: &PageProps<CsState>) -> Html {
    let st = &props.state;
    let request = CsRequest::from(st);
    let job = use_job(Some(JobRequest::CsTable(request.clone())));
    let on_action = dispatcher(st, &props.on_change, reduce);
    // The play line opens under its heap's row; a game on the page takes
    // presenter mode's arrow keys instead.
    let detail = Detail {
        line: st.line,
        steps: st.play.seats.is_none(),
    };
    let result = job.view_of(true, JobResult::as_cs_table, |r, _, millis| {
        html! {
            <CsResult table={r.clone()} {millis} cols={st.cols} selected={st.selected} {detail}
                      on_action={on_action.clone()} request={request.clone()} />
        }
    });
    let summary = editor_summary(&PageState::Cs(st.clone()));
    html! {
        <div class="cs-page">
            if !props.embed { <h1>{ "Cumulative Subtraction" }</h1> }
            <section id="result" class="result">{ result }</section>
            if !props.embed {
                <ScoringFold open={st.scoring} request={CsScoringRequest::from(st)} on_action={on_action.clone()} />
            }
            if !props.embed { <PaperNotes state={PageState::Cs(st.clone())} /> }
            if !props.embed { { super::play::panel(st, &props.on_change, crate::view_model::play::Setup::cs(st), &st.play, |s, p| s.play = p) } }
            if !props.embed {
                <Side page={Page::Cs} {summary}>
                    <CsEditors state={st.clone()} on_change={props.on_change.clone()} />
                </Side>
            }
        </div>
    }
}

/// How the selected heap's play line is drawn.
#[derive(Clone, Copy, PartialEq)]
struct Detail {
    line: (Variant, Player),
    /// It takes presenter mode's arrow keys.
    steps: bool,
}

/// Move sets, heap range, tie rules, overrides and the column toggles.
#[component]
fn CsEditors(props: &EditorProps<CsState>) -> Html {
    let st = &props.state;
    let fields = TextFields::of(props, reduce);
    let on_action = fields.dispatcher();
    let moves_field = |slot: MovesSlot, label, value, hint| {
        let action = move |text| CsAction::Moves(slot, text);
        state_field(
            st,
            &props.on_change,
            reduce,
            action,
            (slot.name(), label, value, hint),
        )
    };
    let toggle = on_action.reform(|_: Event| CsAction::TogglePartizan);
    html! {
        <section id="editors" class="editors">
            { moves_fields(&st.moves, toggle, moves_field) }
            { fields.text(CsAction::Heaps, "heaps", "Heaps", notation::format_range(st.heaps), "a..b includes both ends") }
            { for Player::BOTH.map(|p| tie_select(p, st.ties.of(p), &on_action)) }
            { fields.text(CsAction::Map, "map", "Heap-dynamic overrides", notation::format_heap_map(&st.map), "heap:moves; e.g. 2:2;3:1") }
            { column_toggles(st.cols, &on_action) }
        </section>
    }
}

fn tie_select(p: Player, current: Tie, on_action: &Callback<CsAction>) -> Html {
    let (id, label) = vm::tie_select(p);
    let options = attr_options(&named_options::<Tie>());
    let on_change = on_action.reform(move |v: String| CsAction::Tie(p, chosen(&v, current)));
    html! { <SelectField {id} {label} {options} selected={current.code()} {on_change} /> }
}

fn column_toggles(cols: Columns, on_action: &Callback<CsAction>) -> Html {
    let toggle = |(v, id, label): (Variant, String, &'static str)| {
        let onchange = on_action.reform(move |_: Event| CsAction::ToggleColumn(v));
        html! {
            <label class="col-toggle">
                <input {id} type="checkbox" checked={cols.shows(v)} {onchange} />
                { format!(" {label}") }
            </label>
        }
    };
    let (id, label) = vm::remoteness_toggle();
    let onchange = on_action.reform(|_: Event| CsAction::ToggleRemoteness);
    html! {
        <div class="field columns">
            <span class="label">{ "Columns" }</span>
            { for vm::column_toggles().into_iter().map(toggle) }
            <label class="col-toggle" title="moves to the end under best play, beside the normal and misère classes">
                <input {id} type="checkbox" checked={cols.remoteness} {onchange} />
                { format!(" {label}") }
            </label>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct CsResultProps {
    table: Rc<JobResult>,
    millis: f64,
    cols: Columns,
    selected: Option<u32>,
    detail: Detail,
    on_action: Callback<CsAction>,
    request: CsRequest,
}

/// Periods, chart, export tools and one page of the outcome table, with
/// the selected heap's play line under its row.
#[component]
fn CsResult(props: &CsResultProps) -> Html {
    let page = use_state(|| 0usize);
    let panels = use_shown();
    let chart = use_memo(props.table.clone(), |r| r.as_cs_table().map(vm::chart_svg));
    let deps = (props.table.clone(), *page, props.cols, props.selected);
    let rows = use_memo(deps, |(r, page, cols, selected)| match r.as_cs_table() {
        Some(t) => {
            let current = Pager::new(t.rows.len(), *page).current;
            vm::rows(t, current, *cols, *selected)
        }
        None => Vec::new(),
    });
    let Some(t) = props.table.as_cs_table() else {
        return unexpected_result();
    };
    let pager = Pager::new(t.rows.len(), *page);
    let on_page = Callback::from(move |p: usize| page.set(p));
    let shown = vm::shown_columns(props.cols, t);
    let periods = vm::period_lines(t).into_iter().enumerate();
    let line = props.selected.filter(|_| panels.shows(Panel::Play)).map(|heap| {
        let Detail { line, steps } = props.detail;
        let on_action = props.on_action.clone();
        html! { <PlayPanel request={props.request.clone()} {heap} {line} {steps} {on_action} /> }
    });
    // Under its row when the row is on this page of the table, else under the table.
    let in_table = rows.iter().any(|r| r.selected);
    let (inline, below) = if in_table { (line, None) } else { (None, line) };
    html! {
        <div>
            <p class="periods">
                { for periods.map(|(i, line)| html! { <>if i > 0 { <br /> }{ line }</> }) }
                <br />
                <span id="timing">{ vm::timing(t, props.millis) }</span>
            </p>
            if panels.shows(Panel::Table) {
            <div class="table-tools">
                <ExportTools request={props.request.clone()} />
                if t.zero_sum_period.is_some() { <span class="legend"><span class="swatch periodic" />{ " zero-sum periodic part" }</span> }
                <span class="legend">{ "Hover a value for the optimal moves; click a heap for its play line." }</span>
            </div>
            { outcome_table(shown, &rows, &props.on_action, inline) }
            if pager.pages > 1 { { pager_html(pager, t.rows.first().map_or(0, |r| r.heap), &on_page) } }
            }
            if let Some(line) = below { { line } }
            if panels.shows(Panel::Chart) { { chart_html(&chart) } }
        </div>
    }
}

fn chart_html(chart: &Option<Result<String, ChartError>>) -> Html {
    match chart {
        Some(Ok(svg)) => {
            html! { <figure id="cs-chart" class="chart">{ Html::from_html_unchecked(svg.clone().into()) }</figure> }
        }
        Some(Err(e)) => {
            html! { <p class="error">{ format!("Chart unavailable: {e}") }</p> }
        }
        None => html! {},
    }
}

/// The table; `line` (the selected heap's play line) goes in a row of
/// its own under the heap's row, so it opens where the click was.
fn outcome_table(
    c: Columns,
    rows: &[RowView],
    on_action: &Callback<CsAction>,
    line: Option<Html>,
) -> Html {
    let width = vm::column_count(c);
    let mut line = line;
    let mut body = Vec::with_capacity(rows.len() + 1);
    for r in rows {
        let heap = r.heap;
        let on_action = on_action.clone();
        let pick = Callback::from(move |_: MouseEvent| {
            on_action.emit(CsAction::Select(Some(heap)));
            dom::reveal(&format!("#cs-table tr[data-heap='{heap}']"), "#play-line");
        });
        body.push(html! {
            <tr key={heap} data-heap={heap.to_string()}
                class={classes!(r.periodic.then_some("periodic"), r.selected.then_some("selected"))}>
                <th scope="row"><button class="heap" title="show optimal play from this heap" onclick={pick}>{ heap }</button></th>
                { for r.cells.iter().map(|cell| html! { <td title={cell.title.clone()}>{ &cell.text }</td> }) }
            </tr>
        });
        if let Some(d) = r.selected.then(|| line.take()).flatten() {
            body.push(html! {
                <tr key="play-line" class="detail-row"><td colspan={width.to_string()}>{ d }</td></tr>
            });
        }
    }
    scrolling(
        "table",
        html! {
            <table id="cs-table" class="outcomes">
                <thead>
                    <tr>
                        <th rowspan="2">{ "x" }</th>
                        if c.zero_sum { <th colspan="2">{ Variant::ZeroSum.short_name() }</th> }
                        if c.self_interest { <th colspan="2">{ format!("{} (Left, Right)", Variant::SelfInterest.short_name()) }</th> }
                        if c.normal { { class_header(Variant::Normal, c.remoteness) } }
                        if c.misere { { class_header(Variant::Misere, c.remoteness) } }
                        if c.grundy { <th rowspan="2">{ Variant::Grundy.short_name() }</th> }
                    </tr>
                    <tr>
                        if c.zero_sum { <th>{ "Left starts" }</th><th>{ "Right starts" }</th> }
                        if c.self_interest { <th>{ "Left starts" }</th><th>{ "Right starts" }</th> }
                        if c.normal && c.remoteness { <th>{ "class" }</th><th>{ "remoteness L / R" }</th> }
                        if c.misere && c.remoteness { <th>{ "class" }</th><th>{ "remoteness L / R" }</th> }
                    </tr>
                </thead>
                <tbody>{ for body }</tbody>
            </table>
        },
    )
}

/// A class column's heading: over its class and remoteness columns when
/// remoteness shows.
fn class_header(v: Variant, remoteness: bool) -> Html {
    if remoteness {
        html! { <th colspan="2">{ v.short_name() }</th> }
    } else {
        html! { <th rowspan="2">{ v.short_name() }</th> }
    }
}

fn pager_html(pager: Pager, lo: u32, on_page: &Callback<usize>) -> Html {
    let go = |delta: isize| on_page.reform(move |_: MouseEvent| pager.turned(delta));
    let on_page_of = on_page.clone();
    let jump = Callback::from(move |e: Event| {
        let text = e
            .target_unchecked_into::<web_sys::HtmlInputElement>()
            .value();
        if let Some(page) = pager.page_of_heap(lo, &text) {
            on_page_of.emit(page);
        }
    });
    html! {
        <div class="pager">
            <button aria-label="previous rows" onclick={go(-1)} disabled={pager.current == 0}>{ "◀" }</button>
            <span role="status">{ pager.text() }</span>
            <button aria-label="next rows" onclick={go(1)} disabled={pager.current + 1 == pager.pages}>{ "▶" }</button>
            <label class="jump">{ "go to heap " }<input id="go-heap" type="number" min={lo.to_string()} onchange={jump} /></label>
        </div>
    }
}

#[derive(Properties, PartialEq)]
struct ExportProps {
    request: CsRequest,
}

/// The export buttons; the file downloads when the worker has made it.
#[component]
fn ExportTools(props: &ExportProps) -> Html {
    let export = use_state(|| None::<JobRequest>);
    let export_job = use_job((*export).clone());
    {
        let export = export.clone();
        use_effect_with(export_job.status.clone(), move |status| {
            if let JobStatus::Done(r, _) = status {
                if let Some(f) = r.as_file() {
                    let _ = dom::download(f.name, f.mime, f.body);
                }
                export.set(None);
            }
        });
    }
    let button = |&(format, label, id): &(_, &'static str, &'static str)| {
        let export = export.clone();
        let request = props.request.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            export.set(Some(JobRequest::CsExport(request.clone(), format)))
        });
        html! { <button {id} {onclick}>{ label }</button> }
    };
    html! {
        <>
            { for vm::EXPORTS.iter().map(button) }
            { for export_job.status_html(false) }
        </>
    }
}

#[derive(Properties, PartialEq)]
struct PlayProps {
    request: CsRequest,
    heap: u32,
    line: (Variant, Player),
    /// It takes presenter mode's arrow keys.
    steps: bool,
    on_action: Callback<CsAction>,
}

/// The optimal play line from one heap, for a chosen variant and starter.
/// In presenter mode it starts with no move shown, and the arrow keys show
/// one move more or less.
#[component]
fn PlayPanel(props: &PlayProps) -> Html {
    let job = use_job(Some(JobRequest::CsPlay(props.request.clone(), props.heap)));
    let (variant, starter) = props.line;
    let presenting = use_presenting();
    // Moves shown in presenter mode (from the start of the line).
    let shown = use_state(|| 0usize);
    {
        let shown = shown.clone();
        use_effect_with((props.heap, props.line), move |_| shown.set(0));
    }
    let len = match &job.status {
        JobStatus::Done(r, _) => {
            r.as_cs_play()
                .map_or(0, |p| match vm::play_text(p, variant, starter) {
                    PlayText::Steps { steps, .. } => steps.len(),
                    PlayText::Missing | PlayText::Stuck(_) => 0,
                })
        }
        _ => 0,
    };
    {
        let shown = shown.clone();
        let on_step = Callback::from(move |step| shown.set(stepped(*shown, len, step)));
        use_present_step(presenting && props.steps && len > 0, on_step);
    }
    let value = |e: Event| e.target_unchecked_into::<HtmlSelectElement>().value();
    let on_variant = props
        .on_action
        .reform(move |e| CsAction::PlayVariant(chosen(&value(e), variant)));
    let on_starter = props
        .on_action
        .reform(move |e| CsAction::PlayStarter(chosen(&value(e), starter)));
    let on_close = props
        .on_action
        .reform(|_: MouseEvent| CsAction::Select(None));
    let reveal = presenting.then_some(*shown);
    let body = job.view_of(false, JobResult::as_cs_play, |_, p, _| {
        play_steps(vm::play_text(p, variant, starter), reveal)
    });
    html! {
        <section id="play-line" class="play-line" aria-live="polite">
            <h2>{ vm::play_title(props.heap) }</h2>
            <div class="play-controls">
                <select id="play-variant" aria-label="variant of the play line" onchange={on_variant}>
                    { for vm::PLAY_VARIANTS.iter().map(|v| html! {
                        <option value={v.code()} selected={*v == variant}>{ v.name() }</option>
                    }) }
                </select>
                <select id="play-first" aria-label="who moves first" onchange={on_starter}>
                    { for vm::starter_options().into_iter().map(|(code, text)| html! {
                        <option value={code} selected={code == starter.code()}>{ text }</option>
                    }) }
                </select>
                <button onclick={on_close}>{ "Close" }</button>
            </div>
            { body }
        </section>
    }
}

/// The line's moves; in presenter mode only the first `reveal` of them,
/// with a line saying how many there are.
fn play_steps(text: PlayText, reveal: Option<usize>) -> Html {
    match text {
        PlayText::Missing => html! {},
        PlayText::Stuck(line) => html! { <p>{ line }</p> },
        PlayText::Steps { steps, summary } => {
            let n = steps.len();
            let k = reveal.map_or(n, |k| k.min(n));
            html! {
                <>
                    <ol class="steps">
                        { for steps.into_iter().take(k).map(|s| html! { <li>{ s }</li> }) }
                    </ol>
                    if k == n {
                        <p class="play-summary">{ summary }</p>
                    } else {
                        <p class="play-summary present-hint">{ vm::reveal_hint(k, n) }</p>
                    }
                </>
            }
        }
    }
}
