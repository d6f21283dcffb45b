//! The `#/bcs` page: bidding rules, the value table laid out like the paper,
//! one bidding matrix, charts, the paper's checks and the bidding automaton.

use std::rc::Rc;

use yew::prelude::*;

use super::compute::{use_job, JobStatus};
use super::dom;
use super::fields::{state_field, SelectField};
use crate::charts;
use crate::games::bidding::{BidMatrix, EdgeKind, Play, Player};
use crate::jobs::{BcsRequest, BcsTableResult, JobRequest, JobResult, SweepRequest};
use crate::notation;
use crate::permalink::BcsState;
use crate::view_model::bcs::{reduce, BcsAction};

#[derive(Properties, PartialEq)]
pub struct BcsPageProps {
    pub state: BcsState,
    pub embed: bool,
    pub on_change: Callback<BcsState>,
}

fn request(st: &BcsState) -> BcsRequest {
    BcsRequest {
        moves: st.moves.clone(),
        total_budget: st.total_budget,
        bids: st.bids.clone(),
        lo: st.heaps.0,
        hi: st.heaps.1,
        marker: st.marker,
        matrix: st.matrix.map(|(x, p)| (x, p, st.marker)),
    }
}

/// Budgets drawn in the value chart: the chosen ones, or 0, TB/2 and TB.
fn plotted(st: &BcsState) -> Vec<u32> {
    if !st.plot.is_empty() {
        return st.plot.clone();
    }
    let mut v = vec![0, st.total_budget / 2, st.total_budget];
    v.dedup();
    v
}

#[component]
pub fn BcsPage(props: &BcsPageProps) -> Html {
    let st = &props.state;
    let job = use_job(Some(JobRequest::BcsTable(request(st))));
    let sweep = use_job(Some(JobRequest::BcsSweep(SweepRequest {
        moves: st.moves.clone(),
        budgets: st.budgets,
    })));
    let field = |action: fn(String) -> BcsAction, name, label, value, hint| {
        state_field(
            st,
            &props.on_change,
            reduce,
            action,
            (name, label, value, hint),
        )
    };
    let editors = (!props.embed).then(|| {
        let on_marker = {
            let st = st.clone();
            let on_change = props.on_change.clone();
            Callback::from(move |v: String| {
                let marker = if v == "r" { Player::Right } else { Player::Left };
                on_change.emit(BcsState { marker, ..st.clone() })
            })
        };
        let bids = st.bids.as_deref().map(notation::format_set).unwrap_or_default();
        let matrix = st.matrix.map(|(x, p)| format!("{x},{p}")).unwrap_or_default();
        html! {
            <section id="editors" class="editors">
                { field(BcsAction::Moves, "s", "Subtraction set S", notation::format_set(&st.moves), "e.g. 1 or 1,2") }
                { field(BcsAction::TotalBudget, "tb", "Total budget TB", st.total_budget.to_string(), "Left has p, Right TB − p") }
                { field(BcsAction::Heaps, "heaps", "Heaps", notation::format_range(st.heaps), "a..b includes both ends") }
                { field(BcsAction::Bids, "bids", "Bidding set B", bids, "empty = every bid 0..TB") }
                <SelectField id="marker" label="Table shows the marker held by"
                    options={vec![("l".into(), "Left: o_p(x)".into()), ("r".into(), "Right: ν_p(x)".into())]}
                    selected={if st.marker == Player::Right { "r" } else { "l" }} on_change={on_marker} />
                { field(BcsAction::Matrix, "matrix", "Bidding matrix at x,p", matrix, "or click a table cell") }
                { field(BcsAction::Plot, "plot", "Chart budgets p", notation::format_set(&st.plot), "empty = 0, TB/2, TB") }
                { field(BcsAction::Budgets, "budgets", "Sweep of TB", notation::format_range(st.budgets), "for the convergence chart") }
            </section>
        }
    });
    let on_cell = {
        let st = st.clone();
        let on_change = props.on_change.clone();
        Callback::from(move |(x, p): (u32, u32)| {
            on_change.emit(BcsState {
                matrix: Some((x, p)),
                ..st.clone()
            })
        })
    };
    let result = job.status_html(true).unwrap_or_else(|| match &job.status {
        JobStatus::Done(r, millis) => match &**r {
            JobResult::BcsTable(t) => html! {
                <BcsResult table={Rc::new((**t).clone())} millis={*millis} state={st.clone()} {on_cell} />
            },
            _ => html! {},
        },
        _ => html! {},
    });
    let sweep_chart = sweep
        .status_html(false)
        .unwrap_or_else(|| match &sweep.status {
            JobStatus::Done(r, _) => match &**r {
                JobResult::BcsSweep(points) => {
                    let pts: Vec<_> = points
                        .iter()
                        .map(|p| (p.total_budget, p.convergence_heap, p.bound))
                        .collect();
                    chart_figure(
                        "bcs-chart-convergence",
                        "convergence.svg",
                        charts::convergence_chart(&pts),
                    )
                }
                _ => html! {},
            },
            _ => html! {},
        });
    html! {
        <div class="bcs-page">
            if !props.embed {
                <h1>{ "Bidding Cumulative Subtraction" }</h1>
            }
            { for editors }
            <section id="result" class="result">{ result }</section>
            <section class="sweep">
                <h2>{ format!("Convergence over total budgets {}..{}", st.budgets.0, st.budgets.1) }</h2>
                { sweep_chart }
            </section>
        </div>
    }
}

/// A chart with a *Download SVG* button, or the reason it could not be drawn.
fn chart_figure(id: &'static str, file: &'static str, svg: Result<String, String>) -> Html {
    match svg {
        Ok(svg) => {
            let body = svg.clone();
            let download = Callback::from(move |_: MouseEvent| {
                let _ = dom::download(file, "image/svg+xml", &body);
            });
            html! {
                <figure {id} class="chart">
                    { Html::from_html_unchecked(svg.into()) }
                    <figcaption><button class="download" onclick={download}>{ "Download SVG" }</button></figcaption>
                </figure>
            }
        }
        Err(e) => html! { <p class="error">{ format!("Chart unavailable: {e}") }</p> },
    }
}

#[derive(Properties, PartialEq)]
struct BcsResultProps {
    table: Rc<BcsTableResult>,
    millis: f64,
    state: BcsState,
    on_cell: Callback<(u32, u32)>,
}

fn yes_no(b: Option<bool>) -> &'static str {
    match b {
        Some(true) => "holds",
        Some(false) => "fails",
        None => "n/a",
    }
}

#[component]
fn BcsResult(props: &BcsResultProps) -> Html {
    let t = &*props.table;
    let st = &props.state;
    let tb = t.total_budget;
    let onset = t.period.map(|p| p.preperiod);
    let rows = if st.marker == Player::Right {
        &t.right_marker
    } else {
        &t.left_marker
    };
    let charts_html = {
        let value = charts::bcs_value_chart(t.lo, &t.left_marker, &plotted(st), t.convergence_heap);
        let limits = t
            .limits
            .as_ref()
            .map(|l| charts::limits_chart(&l.even, &l.odd, &t.automaton.even, &t.automaton.odd));
        html! {
            <>
                { chart_figure("bcs-chart-values", "values.svg", value) }
                { for limits.map(|l| chart_figure("bcs-chart-limits", "limits.svg", l)) }
            </>
        }
    };
    let c = &t.checks;
    let check = |name: &str, ok: bool| {
        html! { <li class={classes!(if ok { "ok" } else { "bad" })}>{ format!("{name}: {}", if ok { "holds" } else { "fails" }) }</li> }
    };
    let summary = html! {
        <div class="bcs-summary">
            <p class="periods">
                {
                    match t.period {
                        Some(p) => format!("Periodic from heap {} with period {}", p.preperiod, p.period),
                        None => format!("Not periodic within heaps 0..{}", t.computed.saturating_sub(1)),
                    }
                }
                { format!("; convergence heap {}, Theorem 27 bound {}.",
                    t.convergence_heap.map_or("–".to_string(), |c| c.to_string()), t.bound) }
                <br />
                <span id="timing">{ format!("Solved {} heaps in {:.0} ms in the worker.", t.computed, props.millis) }</span>
            </p>
            <ul class="checks">
                { check("U(A) budget monotonicity", c.u_a) }
                { check("U(B) marker monotonicity", c.u_b) }
                { check("U(C) marker worth ≤ $1", c.u_c) }
                { check("pure equilibria everywhere", c.pure_equilibria) }
                { check("Lemma 20 sign border", c.sign_border) }
                { check("Lemma 22 bounded outcome", c.bounded_outcome) }
                <li>{ format!("Lemma 9 parity: {}", yes_no(c.parity_lemma)) }</li>
                <li>{ format!("Conjecture 28 (limits = automaton): {}", yes_no(c.conjecture28_holds)) }</li>
                <li>{ format!("Theorem 29 budgets exact: {}", yes_no(c.theorem29_exact)) }</li>
            </ul>
        </div>
    };
    let header = (0..=tb).rev().map(|p| html! { <th>{ p }</th> });
    let body = rows.iter().enumerate().map(|(i, row)| {
        let x = t.lo + i as u32;
        let periodic = onset.is_some_and(|o| x >= o);
        let cells = (0..=tb).rev().map(|p| {
            let title = t.hover.get(i).and_then(|h| h.get(p as usize)).cloned().unwrap_or_default();
            let selected = st.matrix == Some((x, p));
            let onclick = props.on_cell.reform(move |_: MouseEvent| (x, p));
            html! {
                <td {title} class={classes!(selected.then_some("selected"))} {onclick}>{ row[p as usize] }</td>
            }
        });
        html! {
            <tr class={classes!(if x % 2 == 0 { "even" } else { "odd" }, periodic.then_some("periodic"))}>
                <th scope="row">{ x }</th>
                { for cells }
            </tr>
        }
    });
    let matrix = t.matrix.as_ref().map(|m| match m {
        Ok(m) => matrix_view(m, &t.matrix_plays),
        Err(e) => html! { <p class="error">{ e }</p> },
    });
    let automaton = (!t.edges.is_empty()).then(|| {
        let edges: Vec<_> = t
            .edges
            .iter()
            .map(|e| (e.from, e.to, e.bid, e.kind == EdgeKind::Tie, e.dominated))
            .collect();
        let svg = charts::automaton_svg(tb, &edges);
        html! {
            <section id="automaton" class="automaton">
                <h2>{ "Bidding automaton" }</h2>
                <p class="legend">{ "Nodes are Left's budget with the marker; blue arcs above are ties \
                    (the marker passes), orange arcs below strict wins; dashed arcs are dominated bids." }</p>
                <div class="chart">{ Html::from_html_unchecked(svg.into()) }</div>
            </section>
        }
    });
    let budget = |b: Option<u32>| b.map_or("–".to_string(), |b| b.to_string());
    let forced_rows = t.forced.iter().map(|f| {
        let exact = t.forced_exact.iter().find(|e| e.moves == f.moves);
        html! {
            <tr>
                <th scope="row">{ f.moves }</th>
                <td>{ budget(f.with_marker) }</td>
                <td>{ budget(f.without_marker) }</td>
                <td>{ exact.map_or("–".to_string(), |e| budget(e.with_marker)) }</td>
                <td>{ exact.map_or("–".to_string(), |e| budget(e.without_marker)) }</td>
            </tr>
        }
    });
    let forced = html! {
        <details id="forced" class="forced">
            <summary>{ "Theorem 29: budgets that force winning the last k moves" }</summary>
            <table class="outcomes">
                <thead>
                    <tr><th rowspan="2">{ "k" }</th><th colspan="2">{ "Theorem 29 (least p)" }</th><th colspan="2">{ "from the table (S = {1})" }</th></tr>
                    <tr><th>{ "with marker" }</th><th>{ "without" }</th><th>{ "with marker" }</th><th>{ "without" }</th></tr>
                </thead>
                <tbody>{ for forced_rows }</tbody>
            </table>
        </details>
    };
    html! {
        <div>
            { summary }
            { forced }
            { charts_html }
            <p class="legend">{ "Rows are heaps x, columns Left's budget p from TB down to 0. Shaded: periodic part. \
                Hover a value for the equilibrium bids and move; click it for its bidding matrix." }</p>
            <div class="table-scroll">
                <table id="bcs-table" class="outcomes bcs">
                    <thead><tr><th>{ "x \\ p" }</th>{ for header }</tr></thead>
                    <tbody>{ for body }</tbody>
                </table>
            </div>
            { for matrix }
            { for automaton }
        </div>
    }
}

fn matrix_view(m: &BidMatrix, plays: &[Play]) -> Html {
    let cell = |v: Option<i64>| v.map_or("·".to_string(), |v| v.to_string());
    let header = (0..=m.p).map(|l| html! { <th>{ l }</th> });
    let rows = m.cells.iter().enumerate().map(|(r, row)| {
        let cells = row.iter().enumerate().map(|(l, v)| {
            let eq = m.equilibria.contains(&(l as u32, r as u32));
            html! { <td class={classes!(eq.then_some("equilibrium"))}>{ cell(*v) }</td> }
        });
        html! {
            <tr>
                <th scope="row">{ r }</th>
                { for cells }
                <td class="extreme">{ cell(m.row_max.get(r).copied().flatten()) }</td>
            </tr>
        }
    });
    let col_min = m
        .col_min
        .iter()
        .map(|v| html! { <td class="extreme">{ cell(*v) }</td> });
    let plays_html = plays.iter().map(|pl| {
        let moves: Vec<String> = pl.moves.iter().map(u32::to_string).collect();
        html! {
            <li>{ format!(
                "ℓ = {}, r = {}{}: {} moves{}, pays {}, removes {} → value {}",
                pl.left_bid.map_or("–".into(), |b| b.to_string()),
                pl.right_bid.map_or("–".into(), |b| b.to_string()),
                if pl.equilibrium { " (equilibrium)" } else { "" },
                pl.mover,
                if pl.tie { " on the tie" } else { "" },
                pl.pays,
                moves.join(" or "),
                pl.value
            ) }</li>
        }
    });
    html! {
        <section id="bcs-matrix" class="matrix">
            <h2>{ format!("Bidding matrix at x = {}, p = {}, q = {} ({} holds the marker)", m.x, m.p, m.q, m.marker) }</h2>
            if m.terminal {
                <p>{ "No move fits: the heap is terminal and its value is 0." }</p>
            } else {
                <p>{ format!("Value {} (maximin {}, minimax {}). Rows: Right's bid r; columns: Left's bid ℓ; \
                    highlighted: equilibria; · marks bids outside B.", m.value, m.maximin, m.minimax) }</p>
                <div class="table-scroll">
                    <table class="outcomes matrix">
                        <thead><tr><th>{ "r \\ ℓ" }</th>{ for header }<th>{ "row max" }</th></tr></thead>
                        <tbody>
                            { for rows }
                            <tr><th>{ "col min" }</th>{ for col_min }<td></td></tr>
                        </tbody>
                    </table>
                </div>
                <ul class="plays">{ for plays_html }</ul>
            }
        </section>
    }
}
