//! The words that name a view: the tab's title (`Pebbles · Bidding ·
//! S={1}, TB=9`, so a lecturer finds the right tab among ten) and the
//! summary line of a page's folded editors on a phone.

use crate::notation::{format_range, format_set};
use crate::permalink::View;
use crate::state::{CsMoves, SearchKind};
use crate::state::{EfgSource, GameRules, PageState, Position, EFG_EXAMPLES};
use crate::view_model::papers;

/// The rules of a subtraction page: `S={2,3}` or `S_L={2,3}, S_R={1,4}`.
fn moves(m: &CsMoves) -> String {
    match m {
        CsMoves::Symmetric(s) => format!("S={{{}}}", format_set(s)),
        CsMoves::Partizan { left, right } => {
            format!(
                "S_L={{{}}}, S_R={{{}}}",
                format_set(left),
                format_set(right)
            )
        }
    }
}

/// At most `max` characters of `text`, cut with `…`.
fn clipped(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// What the view shows, in a few words: the rules and the range, the
/// position, the search; empty for a page without settings.
pub fn summary(state: &PageState) -> String {
    match state {
        PageState::Cs(c) => format!("{}, heaps {}", moves(&c.moves), format_range(c.heaps)),
        PageState::Bcs(b) => {
            let rules = match &b.right {
                None => format!("S={{{}}}", format_set(&b.moves)),
                Some(r) => format!(
                    "S_L={{{}}}, S_R={{{}}}",
                    format_set(&b.moves),
                    format_set(r)
                ),
            };
            format!("{rules}, TB={}", b.total_budget)
        }
        PageState::Tree(t) => match &t.nim {
            Some(heaps) => format!("Nim {}", format_set_plain(heaps)),
            None => format!("{}, heap {}", moves(&t.moves), t.heap),
        },
        PageState::Games(g) => {
            let rules = match &g.rules {
                GameRules::Preset(p) => p.clone(),
                GameRules::Custom(_) => "custom rules".to_string(),
                GameRules::Sum(parts) => parts
                    .iter()
                    .map(|(p, x)| format!("{p} {x}"))
                    .collect::<Vec<_>>()
                    .join(" + "),
            };
            match (&g.rules, g.heaps.as_slice()) {
                (GameRules::Sum(_), _) | (_, []) => rules,
                (_, heaps) => format!("{rules}, heaps {}", format_set_plain(heaps)),
            }
        }
        PageState::Clobber(c) => format!("{}, {} players", c.board, c.players),
        PageState::Classical(c) => match &c.position {
            Position::Expr(g) => clipped(g, 40),
            Position::Boards(r, boards) => {
                format!("{} {}", r.info().name, clipped(&boards.join(" + "), 40))
            }
            Position::Script(s) => match &s.expr {
                Some(g) => format!("your script {}: {}", s.name, clipped(g, 40)),
                None => format!("your script, position {}", clipped(&s.position, 40)),
            },
        },
        PageState::Efg(e) => match &e.source {
            EfgSource::Example(name) => EFG_EXAMPLES
                .iter()
                .find(|e| e.0 == *name)
                .map_or_else(|| (*name).to_string(), |e| clipped(e.1, 48)),
            EfgSource::Text(_) => "your .efg file".to_string(),
        },
        PageState::Search(s) => match s.kind {
            SearchKind::Discrepancy => format!(
                "Observation 7, sets of {} from 1..{}",
                s.discrepancy.size, s.discrepancy.max
            ),
            SearchKind::Pareto => format!(
                "Pareto failures, sets of {} from 1..{}",
                s.pareto.size, s.pareto.max
            ),
        },
        PageState::Misere(m) => format!("{}, heaps 1..{}", m.code, m.heaps),
        PageState::Scoring(s) => clipped(&s.expr, 40),
        PageState::Gallery(g) => match g.seed.and_then(papers::paper) {
            Some(p) => p.short.to_string(),
            None => String::new(),
        },
        PageState::About => String::new(),
    }
}

/// Numbers as written in a position: `1,2,3` (no ranges).
fn format_set_plain(xs: &[u32]) -> String {
    xs.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

/// The document's title: `Pebbles · Bidding · S={1}, TB=9`.
pub fn document_title(view: &View) -> String {
    let page = view.state.page().title();
    match summary(&view.state) {
        s if s.is_empty() => format!("Pebbles · {page}"),
        s => format!("Pebbles · {page} · {s}"),
    }
}

/// The line that stands for a page's editors when they are folded away.
pub fn editor_summary(state: &PageState) -> String {
    match summary(state) {
        s if s.is_empty() => "Settings".to_string(),
        s => format!("Settings: {s}"),
    }
}
