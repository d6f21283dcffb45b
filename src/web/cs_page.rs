//! The `#/cs` page: rule editors, the outcome table and chart computed in the
//! worker, optimal play lines, and CSV / JSON export.

use std::rc::Rc;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::compute::{use_job, JobStatus};
use super::dom;
use super::fields::{moves_fields, state_field, SelectField};
use crate::charts;
use crate::games::common::{Class, Period, Player, Tie, Variant};
use crate::jobs::{
    CsPlayResult, CsRequest, CsTableResult, ExportFormat, JobRequest, JobResult, Listed,
};
use crate::notation;
use crate::permalink::{Columns, CsMoves, CsState, MovesSlot};
use crate::view_model::cs::{reduce, CsAction};

const PAGE_ROWS: usize = 100;

#[derive(Properties, PartialEq)]
pub struct CsPageProps {
    pub state: CsState,
    pub embed: bool,
    pub on_change: Callback<CsState>,
}

fn request(st: &CsState) -> CsRequest {
    let (left, right) = match &st.moves {
        CsMoves::Symmetric(s) => (s.clone(), s.clone()),
        CsMoves::Partizan { left, right } => (left.clone(), right.clone()),
    };
    CsRequest {
        left,
        right,
        overrides: st.map.clone(),
        ties: st.ties,
        lo: st.heaps.0,
        hi: st.heaps.1,
    }
}

#[component]
pub fn CsPage(props: &CsPageProps) -> Html {
    let job = use_job(Some(JobRequest::CsTable(request(&props.state))));
    let st = &props.state;
    let update = |f: Rc<dyn Fn(&mut CsState)>| {
        let st = st.clone();
        let on_change = props.on_change.clone();
        move || {
            let mut next = st.clone();
            f(&mut next);
            on_change.emit(next);
        }
    };

    let field = |action: fn(String) -> CsAction, name, label, value, hint| {
        state_field(
            st,
            &props.on_change,
            reduce,
            action,
            (name, label, value, hint),
        )
    };
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

    let editors = (!props.embed).then(|| {
        let toggle = {
            let apply = update(Rc::new(|s: &mut CsState| s.moves = s.moves.toggled()));
            Callback::from(move |_: Event| apply())
        };
        let tie_select = |left: bool, current: Tie| {
            let apply = |t: Tie| {
                update(Rc::new(move |s: &mut CsState| {
                    *if left { &mut s.ties.left } else { &mut s.ties.right } = t
                }))
            };
            let (to_a, to_f) = (apply(Tie::Antagonistic), apply(Tie::Friendly));
            let on_change = Callback::from(move |v: String| if v == "f" { to_f() } else { to_a() });
            let who = if left { "Left" } else { "Right" };
            html! {
                <SelectField id={format!("tie-{}", who.to_lowercase())} label={format!("{who} breaks ties")}
                    options={vec![("a".into(), "antagonistic".into()), ("f".into(), "friendly".into())]}
                    selected={if current == Tie::Friendly { "f" } else { "a" }} {on_change} />
            }
        };
        let column_box = |code: &'static str, label: &'static str, on: bool| {
            let apply = update(Rc::new(move |s: &mut CsState| {
                let c = &mut s.cols;
                let flag = match code {
                    "zs" => &mut c.zero_sum,
                    "si" => &mut c.self_interest,
                    "n" => &mut c.normal,
                    "m" => &mut c.misere,
                    _ => &mut c.grundy,
                };
                *flag = !*flag;
            }));
            html! {
                <label class="col-toggle">
                    <input id={format!("col-{code}")} type="checkbox" checked={on} onchange={move |_: Event| apply()} />
                    { format!(" {label}") }
                </label>
            }
        };
        let c = st.cols;
        html! {
            <section id="editors" class="editors">
                { moves_fields(&st.moves, toggle, moves_field) }
                { field(CsAction::Heaps, "heaps", "Heaps", notation::format_range(st.heaps), "a..b includes both ends") }
                { tie_select(true, st.ties.left) }
                { tie_select(false, st.ties.right) }
                { field(CsAction::Map, "map", "Heap-dynamic overrides", notation::format_heap_map(&st.map), "heap:moves; e.g. 2:2;3:1") }
                <div class="field columns">
                    <span class="label">{ "Columns" }</span>
                    { column_box("zs", "zero-sum", c.zero_sum) }
                    { column_box("si", "self-interest", c.self_interest) }
                    { column_box("n", "normal", c.normal) }
                    { column_box("m", "misère", c.misere) }
                    { column_box("g", "Grundy", c.grundy) }
                </div>
            </section>
        }
    });

    let on_select = {
        let st = st.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |x: Option<u32>| {
            on_change.emit(CsState {
                selected: x,
                ..st.clone()
            })
        })
    };
    let result = job.status_html(true).unwrap_or_else(|| match &job.status {
        JobStatus::Done(r, millis) => match &**r {
            JobResult::CsTable(t) => html! {
                <CsResult table={r.clone()} rows={t.rows.len()} millis={*millis}
                          cols={st.cols} selected={st.selected} on_select={on_select.clone()}
                          request={request(st)} />
            },
            _ => html! {},
        },
        _ => html! {},
    });
    let play = st.selected.map(|x| {
        let on_line = {
            let st = st.clone();
            let on_change = props.on_change.clone();
            Callback::from(move |line| on_change.emit(CsState { line, ..st.clone() }))
        };
        html! { <PlayPanel request={request(st)} heap={x} line={st.line} {on_line} on_close={on_select.reform(|_| None)} /> }
    });

    html! {
        <div class="cs-page">
            if !props.embed {
                <h1>{ "Cumulative Subtraction" }</h1>
            }
            { for editors }
            <section id="result" class="result">{ result }</section>
            { for play }
        </div>
    }
}

fn describe_period(name: &str, p: &Option<Period>, computed: u32) -> String {
    match p {
        Some(p) => format!(
            "{name}: periodic from heap {} with period {}",
            p.preperiod, p.period
        ),
        None => format!("{name}: not periodic within heaps 0..{computed}"),
    }
}

fn class(c: Class) -> &'static str {
    c.as_str()
}

fn describe_moves(m: &Listed) -> String {
    let more = m.total - m.shown.len();
    match m.shown.as_slice() {
        [] => "no move".to_string(),
        [a] if more == 0 => format!("take {a}"),
        _ if more > 0 => {
            let shown: Vec<String> = m.shown.iter().map(u32::to_string).collect();
            format!("take {}, or one of {more} more", shown.join(", "))
        }
        shown => {
            let (last, rest) = shown.split_last().unwrap_or((&0, &[]));
            let rest: Vec<String> = rest.iter().map(u32::to_string).collect();
            format!("take {} or {last}", rest.join(", "))
        }
    }
}

fn both_starters(m: &[Listed; 2]) -> String {
    format!(
        "optimal — Left first: {}; Right first: {}",
        describe_moves(&m[0]),
        describe_moves(&m[1])
    )
}

#[derive(Properties, PartialEq)]
struct CsResultProps {
    table: Rc<JobResult>,
    rows: usize,
    millis: f64,
    cols: Columns,
    selected: Option<u32>,
    on_select: Callback<Option<u32>>,
    request: CsRequest,
}

#[component]
fn CsResult(props: &CsResultProps) -> Html {
    let page = use_state(|| 0usize);
    let export = use_state(|| None::<JobRequest>);
    let export_job = use_job((*export).clone());
    {
        let export = export.clone();
        use_effect_with(export_job.status.clone(), move |status| {
            if let JobStatus::Done(r, _) = status {
                if let JobResult::File { name, mime, body } = &**r {
                    let _ = dom::download(name, mime, body);
                }
                export.set(None);
            }
        });
    }
    let chart = use_memo(props.table.clone(), |r| match &**r {
        JobResult::CsTable(t) => chart_svg(t),
        _ => Err(String::new()),
    });
    let JobResult::CsTable(t) = &*props.table else {
        return html! {};
    };
    let c = props.cols;
    let grundy = c.grundy && t.symmetric;
    let pages = t.rows.len().div_ceil(PAGE_ROWS).max(1);
    let current = (*page).min(pages - 1);
    let onset = t.zero_sum_period.map(|p| p.preperiod);
    let rows = t.rows.iter().skip(current * PAGE_ROWS).take(PAGE_ROWS).map(|r| {
        let periodic = onset.is_some_and(|o| r.heap >= o);
        let o = &r.optimal;
        let pick = props.on_select.reform({
            let x = r.heap;
            move |_: MouseEvent| Some(x)
        });
        let selected = props.selected == Some(r.heap);
        let pair = |(a, b): (i64, i64)| format!("({a}, {b})");
        html! {
            <tr class={classes!(periodic.then_some("periodic"), selected.then_some("selected"))}>
                <th scope="row"><button class="heap" title="show optimal play from this heap" onclick={pick}>{ r.heap }</button></th>
                if c.zero_sum {
                    <td title={format!("Left to move: {}", describe_moves(&o.zero_sum[0]))}>{ r.zero_sum[0] }</td>
                    <td title={format!("Right to move: {}", describe_moves(&o.zero_sum[1]))}>{ r.zero_sum[1] }</td>
                }
                if c.self_interest {
                    <td title={format!("Left to move: {}", describe_moves(&o.self_interest[0]))}>{ pair(r.self_interest[0]) }</td>
                    <td title={format!("Right to move: {}", describe_moves(&o.self_interest[1]))}>{ pair(r.self_interest[1]) }</td>
                }
                if c.normal { <td title={both_starters(&o.normal)}>{ class(r.normal) }</td> }
                if c.misere { <td title={both_starters(&o.misere)}>{ class(r.misere) }</td> }
                if grundy {
                    <td title={if r.grundy == Some(0) { "every move loses".to_string() } else { format!("winning: {}", describe_moves(&o.grundy)) }}>
                        { r.grundy.map(|g| g.to_string()).unwrap_or_default() }
                    </td>
                }
            </tr>
        }
    });
    let go = |delta: isize| {
        let page = page.clone();
        Callback::from(move |_: MouseEvent| {
            let next = (current as isize + delta).clamp(0, pages as isize - 1);
            page.set(next as usize);
        })
    };
    let export_btn = |format: ExportFormat, label: &'static str, id: &'static str| {
        let export = export.clone();
        let request = props.request.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            export.set(Some(JobRequest::CsExport(request.clone(), format)))
        });
        html! { <button {id} {onclick}>{ label }</button> }
    };
    html! {
        <div>
            <p class="periods">
                { describe_period("Zero-sum", &t.zero_sum_period, t.computed) }
                if t.symmetric {
                    <br />{ describe_period("Grundy", &t.grundy_period, t.computed) }
                }
                <br />
                <span id="timing">{ format!("Solved heaps 0..{} in {:.0} ms in the worker.", t.computed, props.millis) }</span>
            </p>
            {
                match &*chart {
                    Ok(svg) => html! { <figure id="cs-chart" class="chart">{ Html::from_html_unchecked(svg.clone().into()) }</figure> },
                    Err(e) if !e.is_empty() => html! { <p class="error">{ format!("Chart unavailable: {e}") }</p> },
                    Err(_) => html! {},
                }
            }
            <div class="table-tools">
                { export_btn(ExportFormat::Csv, "Export CSV", "export-csv") }
                { export_btn(ExportFormat::Json, "Export JSON", "export-json") }
                { for export_job.status_html(false) }
                if onset.is_some() { <span class="legend"><span class="swatch periodic" />{ " zero-sum periodic part" }</span> }
                <span class="legend">{ "Hover a value for the optimal moves; click a heap for its play line." }</span>
            </div>
            <table id="cs-table" class="outcomes">
                <thead>
                    <tr>
                        <th rowspan="2">{ "x" }</th>
                        if c.zero_sum { <th colspan="2">{ "zero-sum" }</th> }
                        if c.self_interest { <th colspan="2">{ "self-interest (Left, Right)" }</th> }
                        if c.normal { <th rowspan="2">{ "normal" }</th> }
                        if c.misere { <th rowspan="2">{ "misère" }</th> }
                        if grundy { <th rowspan="2">{ "Grundy" }</th> }
                    </tr>
                    <tr>
                        if c.zero_sum { <th>{ "Left starts" }</th><th>{ "Right starts" }</th> }
                        if c.self_interest { <th>{ "Left starts" }</th><th>{ "Right starts" }</th> }
                    </tr>
                </thead>
                <tbody>{ for rows }</tbody>
            </table>
            if pages > 1 {
                <div class="pager">
                    <button onclick={go(-1)} disabled={current == 0}>{ "◀" }</button>
                    <span>{ format!(" rows {}–{} of {} ", current * PAGE_ROWS + 1, ((current + 1) * PAGE_ROWS).min(props.rows), props.rows) }</span>
                    <button onclick={go(1)} disabled={current + 1 == pages}>{ "▶" }</button>
                </div>
            }
        </div>
    }
}

fn chart_svg(t: &CsTableResult) -> Result<String, String> {
    let heaps: Vec<u32> = t.rows.iter().map(|r| r.heap).collect();
    let zs: Vec<i64> = t.rows.iter().map(|r| r.zero_sum[0]).collect();
    let sl: Vec<i64> = t.rows.iter().map(|r| r.self_interest[0].0).collect();
    let sr: Vec<i64> = t.rows.iter().map(|r| r.self_interest[0].1).collect();
    charts::cs_chart(
        &heaps,
        &zs,
        &sl,
        &sr,
        t.zero_sum_period.map(|p| p.preperiod),
    )
}

#[derive(Properties, PartialEq)]
struct PlayProps {
    request: CsRequest,
    heap: u32,
    line: (Variant, Player),
    on_line: Callback<(Variant, Player)>,
    on_close: Callback<()>,
}

/// The optimal play line from one heap, for a chosen variant and starter.
#[component]
fn PlayPanel(props: &PlayProps) -> Html {
    let job = use_job(Some(JobRequest::CsPlay(props.request.clone(), props.heap)));
    let (variant, starter) = props.line;
    let on_variant = {
        let on_line = props.on_line.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            let v = v.parse().unwrap_or(Variant::ZeroSum);
            on_line.emit((v, starter));
        })
    };
    let on_starter = {
        let on_line = props.on_line.clone();
        Callback::from(move |e: Event| {
            let v = e.target_unchecked_into::<HtmlSelectElement>().value();
            on_line.emit((
                variant,
                if v == "r" {
                    Player::Right
                } else {
                    Player::Left
                },
            ));
        })
    };
    let body = job.status_html(false).unwrap_or_else(|| match &job.status {
        JobStatus::Done(r, _) => match &**r {
            JobResult::CsPlay(p) => play_steps(p, variant, starter),
            _ => html! {},
        },
        _ => html! {},
    });
    html! {
        <section id="play-line" class="play-line">
            <h2>{ format!("Optimal play from heap {}", props.heap) }</h2>
            <div class="play-controls">
                <select id="play-variant" onchange={on_variant}>
                    { for Variant::ALL[..4].iter().map(|v| html! {
                        <option value={v.code()} selected={*v == variant}>{ v.name() }</option>
                    }) }
                </select>
                <select id="play-first" onchange={on_starter}>
                    <option value="l" selected={starter == Player::Left}>{ "Left moves first" }</option>
                    <option value="r" selected={starter == Player::Right}>{ "Right moves first" }</option>
                </select>
                <button onclick={props.on_close.reform(|_: MouseEvent| ())}>{ "Close" }</button>
            </div>
            { body }
        </section>
    }
}

fn play_steps(p: &CsPlayResult, variant: Variant, starter: Player) -> Html {
    let Some(line) = p
        .lines
        .iter()
        .find(|l| l.variant == variant && l.starter == starter)
    else {
        return html! {};
    };
    if line.steps.is_empty() {
        return html! { <p>{ format!("{starter} cannot move from heap {}: play ends at once.", p.heap) }</p> };
    }
    let last = line.steps.last().map(|s| s.pockets).unwrap_or_default();
    html! {
        <>
            <ol class="steps">
                { for line.steps.iter().map(|s| html! {
                    <li>{ format!("{} takes {} → heap {}, pockets ({}, {})", s.player, s.amount, s.heap_after, s.pockets.0, s.pockets.1) }</li>
                }) }
            </ol>
            <p class="play-summary">{
                if line.complete {
                    format!("{} moves; final pockets ({}, {}).", line.steps.len(), last.0, last.1)
                } else {
                    format!("The first {} moves are shown; the line goes on.", line.steps.len())
                }
            }</p>
        </>
    }
}
