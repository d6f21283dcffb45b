//! The gallery cards' previews, computed from the solvers on small
//! instances of each entry's view (a few rows of its table, its tree drawn
//! small, the first moves of its play): no stored pictures. Each takes a
//! few milliseconds (tests/gallery.rs times them all).

use super::{view, Entry, Probe};
use crate::games::classical::nim_table;
use crate::games::clobber::{census, ValueReport};
use crate::games::common::Variant;
use crate::jobs::{
    self, ClassicalRequest, CsRequest, GameRequest, JobError, JobRequest, JobResult,
};
use crate::state::{
    BcsState, ClassicalState, ClobberState, CsState, GamesState, PageState, Position,
};
use crate::view_model::{bcs, classical, cs, games, tree};

/// Rows of a table preview.
const ROWS: u32 = 6;
/// Largest heap whose Nim preview runs the mex rule.
const NIM_MEX_UP_TO: u32 = 64;

/// A card's preview.
#[derive(Clone, Debug, PartialEq)]
pub enum Thumb {
    /// The first rows of the entry's table.
    Table {
        head: Vec<String>,
        rows: Vec<Vec<String>>,
    },
    /// A drawing (tree, DAG, automaton) as an SVG document.
    Svg(String),
    /// A few lines: a play, a value.
    Lines(Vec<String>),
    /// The computation failed (shown as the message; tests fail on it).
    Failed(String),
}

/// The preview of entry `e`.
pub fn thumbnail(e: &Entry) -> Thumb {
    let probes: Vec<Probe> = e.checks.iter().map(|c| c.probe).collect();
    let has = |f: fn(&Probe) -> bool| probes.iter().any(f);
    let got = match &view(e).state {
        PageState::Cs(s) => cs_thumb(s),
        PageState::Bcs(s) if has(|p| matches!(p, Probe::AutomatonArcs)) => automaton_thumb(s),
        PageState::Bcs(s) if has(|p| matches!(p, Probe::BcsMatrix { .. })) => matrix_thumb(s),
        PageState::Bcs(s) => bcs_thumb(s),
        PageState::Games(s) => games_thumb(s),
        PageState::Tree(s) => tree::build(s)
            .map(|g| Thumb::Svg(tree::picture(&g).svg.text))
            .map_err(JobError::from),
        PageState::Clobber(s) if has(|p| matches!(p, Probe::Census { .. })) => census_thumb(s),
        PageState::Clobber(s) => clobber_thumb(s),
        PageState::Classical(s) if has(|p| matches!(p, Probe::Nim { .. })) => nim_thumb(s),
        PageState::Classical(s) => classical_thumb(s),
        st @ (PageState::Efg(_)
        | PageState::Search(_)
        | PageState::Misere(_)
        | PageState::Scoring(_)
        | PageState::Gallery(_)
        | PageState::About) => Err(JobError::Internal(format!(
            "no preview for {:?}",
            st.page()
        ))),
    };
    got.unwrap_or_else(|e| Thumb::Failed(e.to_string()))
}

/// A job that answered with another kind of result.
fn unexpected() -> JobError {
    JobError::Internal("unexpected result".into())
}

fn strings<T: ToString>(v: impl IntoIterator<Item = T>) -> Vec<String> {
    v.into_iter().map(|x| x.to_string()).collect()
}

fn cs_thumb(s: &CsState) -> Result<Thumb, JobError> {
    let small = CsState {
        heaps: (s.heaps.0, s.heaps.1.min(s.heaps.0 + ROWS)),
        ..s.clone()
    };
    let JobResult::CsTable(t) = jobs::run(JobRequest::CsTable(CsRequest::from(&small)))? else {
        return Err(unexpected());
    };
    let rows = cs::rows(&t, 0, small.cols, None)
        .into_iter()
        .map(|r| {
            let mut line = vec![r.heap.to_string()];
            line.extend(r.cells.into_iter().take(3).map(|c| c.text));
            line
        })
        .collect();
    let names = [
        "zs L",
        "zs R",
        "si L",
        "si R",
        Variant::Normal.short_name(),
        Variant::Misere.short_name(),
        Variant::Grundy.short_name(),
    ];
    let c = cs::shown_columns(small.cols, &t);
    let on = [
        c.zero_sum,
        c.zero_sum,
        c.self_interest,
        c.self_interest,
        c.normal,
        c.misere,
        c.grundy,
    ];
    let mut head = vec!["x".to_string()];
    head.extend(strings(
        names
            .iter()
            .zip(on)
            .filter(|(_, o)| *o)
            .map(|(n, _)| n)
            .take(3),
    ));
    Ok(Thumb::Table { head, rows })
}

/// The page's table job for `s` over heaps `lo..=hi`.
fn bcs_table(
    s: &BcsState,
    heaps: (u32, u32),
) -> Result<Box<crate::jobs::BcsTableResult>, JobError> {
    let st = BcsState { heaps, ..s.clone() };
    let JobResult::BcsTable(t) = jobs::run(JobRequest::BcsTable((&st).into()))? else {
        return Err(unexpected());
    };
    Ok(t)
}

fn bcs_thumb(s: &BcsState) -> Result<Thumb, JobError> {
    let t = bcs_table(s, (s.heaps.0, s.heaps.0 + ROWS - 1))?;
    let tb = t.total_budget;
    let cols = tb.min(5);
    let mut head = vec!["x \\ p".to_string()];
    head.extend((0..=cols).map(|c| format!("{}^", tb - c)));
    let rows = t
        .left_marker
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut line = vec![(t.lo + i as u32).to_string()];
            line.extend((0..=cols).map(|c| row[(tb - c) as usize].to_string()));
            line
        })
        .collect();
    Ok(Thumb::Table { head, rows })
}

fn matrix_thumb(s: &BcsState) -> Result<Thumb, JobError> {
    let Some((x, _)) = s.matrix else {
        return bcs_thumb(s);
    };
    let t = bcs_table(s, (0, x))?;
    let m = t
        .matrix
        .as_ref()
        .ok_or_else(|| JobError::Internal("no matrix".into()))?
        .as_ref()
        .map_err(Clone::clone)?;
    let mut head = vec!["r \\ ℓ".to_string()];
    head.extend(strings(0..=m.p));
    let rows = bcs::matrix_rows(m)
        .into_iter()
        .map(|(r, cells, _)| {
            let mut line = vec![r.to_string()];
            line.extend(cells.into_iter().map(|(text, _)| text));
            line
        })
        .collect();
    Ok(Thumb::Table { head, rows })
}

fn automaton_thumb(s: &BcsState) -> Result<Thumb, JobError> {
    let t = bcs_table(s, (0, ROWS))?;
    Ok(Thumb::Svg(crate::charts::automaton_svg(
        bcs::figure(s),
        &t.automaton,
        &t.edges,
    )))
}

fn games_thumb(s: &GamesState) -> Result<Thumb, JobError> {
    let JobResult::Game(sol) = jobs::run(JobRequest::Game(GameRequest::from(s)))? else {
        return Err(unexpected());
    };
    let names = games::heap_names(s, sol.heaps.len());
    let mut lines = vec![games::pspe_heading(&sol)];
    lines.extend(
        sol.pspe_line
            .iter()
            .take(3)
            .map(|m| games::move_text(m, &names)),
    );
    Ok(Thumb::Lines(lines))
}

fn clobber_thumb(s: &ClobberState) -> Result<Thumb, JobError> {
    let r = ValueReport::of(&s.board, s.players, s.first)?;
    let short = |v: &str| match v.char_indices().nth(40) {
        Some((i, _)) => format!("{}…", &v[..i]),
        None => v.to_string(),
    };
    let mut lines = vec![
        format!("board {}", r.board),
        format!("value {}", short(&r.unsimplified)),
    ];
    if let Some(p) = r.simple.as_ref().or(r.prudent.as_ref()) {
        lines.push(format!("prudent {p}"));
    }
    Ok(Thumb::Lines(lines))
}

fn census_thumb(s: &ClobberState) -> Result<Thumb, JobError> {
    let hi = (s.census.0 + 3).min(s.census.1) as usize;
    let records = census(s.census.0 as usize, hi, false)?;
    let head = strings(["n", "games", "values", "selfish", "prudent"]);
    let rows = records
        .iter()
        .map(|r| {
            let r = &r.row;
            strings([
                r.length as u64,
                r.games,
                r.unsimplified as u64,
                r.selfish as u64,
                r.prudent as u64,
            ])
        })
        .collect();
    Ok(Thumb::Table { head, rows })
}

fn nim_thumb(s: &ClassicalState) -> Result<Thumb, JobError> {
    let (lo, hi) = (s.nimtable.0, s.nimtable.1.min(s.nimtable.0 + 4));
    // The mex rule fills every row from 0 (about 0.2 s to heap 2 000): far
    // out, the preview shows the closed form the page proves equal to it.
    let cells = if hi <= NIM_MEX_UP_TO {
        nim_table(lo, hi)?.mex
    } else {
        (lo..=hi)
            .map(|x| (lo..=hi).map(|y| x ^ y).collect())
            .collect()
    };
    let mut head = vec!["⊕".to_string()];
    head.extend(strings(lo..=hi));
    let rows = cells
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let mut line = vec![(lo + i as u32).to_string()];
            line.extend(strings(row));
            line
        })
        .collect();
    Ok(Thumb::Table { head, rows })
}

fn classical_thumb(s: &ClassicalState) -> Result<Thumb, JobError> {
    let JobResult::Classical(v) = jobs::run(JobRequest::Classical(ClassicalRequest::from(s)))?
    else {
        return Err(unexpected());
    };
    let expr = match &s.position {
        Position::Expr(e) => e.clone(),
        Position::Boards(..) | Position::Script(_) => String::new(),
    };
    Ok(Thumb::Lines(match v {
        crate::jobs::ClassicalView::Game(g) => {
            let rows = classical::report_rows(&g.report);
            let mut lines = vec![expr];
            lines.extend(
                rows.into_iter()
                    .take(2)
                    .map(|(name, value, _)| format!("{name}: {value}")),
            );
            lines
        }
        crate::jobs::ClassicalView::Truth(t) => {
            vec![format!("{} is {}", t.expression, t.result)]
        }
        crate::jobs::ClassicalView::Loopy(r, _) => {
            vec![expr, format!("canonical form: {}", r.canonical)]
        }
        crate::jobs::ClassicalView::LoopyBoards(v) => {
            vec![expr, crate::view_model::loopy::loopy_board_value(&v)]
        }
    }))
}
