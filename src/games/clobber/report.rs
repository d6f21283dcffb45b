//! Typed results for the CLI and pages, and their text rendering.

use serde::Serialize;

use super::board::Board;
use super::census::{Census, CensusRow};
use super::simplify::{Level, Simplifier};
use super::solve::{ClobberError, Engine};
use super::value::{Printer, Style, ValueId, Values};

/// The value of one position at every level, in the paper's list notation.
/// Simplified levels exist for three players only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ValueReport {
    pub board: String,
    pub players: u8,
    pub first: u8,
    pub unsimplified: String,
    pub syntactic: Option<String>,
    pub selfish: Option<String>,
    pub prudent: Option<String>,
    /// The prudent value as `a_i` (`3_1`) when it is simple (Theorem 16).
    pub simple: Option<String>,
    /// The prudent value in bar notation (`3̄`).
    pub bars: Option<String>,
    /// Positions the search memoised.
    pub positions: usize,
}

impl ValueReport {
    /// Solves `board` with `first` to move and writes every level.
    pub fn of(board: &Board, players: u8, first: u8) -> Result<ValueReport, ClobberError> {
        let mut engine = Engine::new(players)?;
        let v = engine.value(board, first)?;
        let positions = engine.positions();
        let mut levels = [None, None, None];
        let mut prudent = None;
        if players == 3 {
            let mut simplifier = Simplifier::new();
            for (k, level) in [Level::Syntactic, Level::Selfish, Level::Prudent]
                .into_iter()
                .enumerate()
            {
                let s = simplifier.simplify(engine.values_mut(), v, first, level);
                levels[k] = Some(s);
                prudent = Some(s);
            }
        }
        let values = engine.values();
        let mut lists = Printer::new(values, players, Style::Lists);
        let text = |id: Option<ValueId>, p: &mut Printer| id.map(|s| p.render(s, first));
        let [syntactic, selfish, prudent_text] = levels.map(|l| text(l, &mut lists));
        let simple_form = prudent.filter(|&s| values.as_simple(s).is_some());
        Ok(ValueReport {
            board: board.to_string(),
            players,
            first,
            unsimplified: lists.render(v, first),
            syntactic,
            selfish,
            prudent: prudent_text,
            simple: text(
                simple_form,
                &mut Printer::new(values, players, Style::Subscripts),
            ),
            bars: text(simple_form, &mut Printer::new(values, players, Style::Bars)),
            positions,
        })
    }

    /// One line per level.
    pub fn text(&self) -> String {
        let mut s = format!(
            "board {} ({} players, player {} first)\n",
            self.board, self.players, self.first
        );
        let lines = [
            ("unsimplified", Some(&self.unsimplified)),
            ("syntactic", self.syntactic.as_ref()),
            ("selfish", self.selfish.as_ref()),
            ("prudent", self.prudent.as_ref()),
            ("simple", self.simple.as_ref()),
        ];
        for (name, value) in lines {
            if let Some(v) = value {
                s.push_str(&format!("{name:>12}: {v}\n"));
            }
        }
        s
    }
}

/// One census length: the counts, and optionally the selfish and prudent
/// values in subscript notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CensusRecord {
    #[serde(flatten)]
    pub row: CensusRow,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub selfish_values: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prudent_values: Option<Vec<String>>,
}

/// Table 1 for lengths `lo..=hi`; `list` adds the selfish and prudent values.
pub fn census(lo: usize, hi: usize, list: bool) -> Result<Vec<CensusRecord>, ClobberError> {
    let mut census = Census::new();
    let mut out = Vec::new();
    for n in lo..=hi {
        let (row, distinct) = census.length(n)?;
        let names =
            |level: usize| list.then(|| subscripts(census.values(), &distinct.by_level[level]));
        out.push(CensusRecord {
            row,
            selfish_values: names(2),
            prudent_values: names(3),
        });
    }
    Ok(out)
}

/// Values seen from player 1 in subscript notation, sorted by text length
/// then text.
fn subscripts(values: &Values, ids: &[ValueId]) -> Vec<String> {
    let mut p = Printer::new(values, 3, Style::Subscripts);
    let mut out: Vec<String> = ids.iter().map(|&v| p.render(v, 1)).collect();
    out.sort_by(|a, b| a.len().cmp(&b.len()).then_with(|| a.cmp(b)));
    out
}

/// Table 1 as text.
pub fn census_text(records: &[CensusRecord]) -> String {
    let mut s = format!(
        "{:>6} {:>11} {:>12} {:>10} {:>8} {:>8}\n",
        "length", "games", "unsimplified", "syntactic", "selfish", "prudent"
    );
    for r in records {
        let row = &r.row;
        s.push_str(&format!(
            "{:>6} {:>11} {:>12} {:>10} {:>8} {:>8}\n",
            row.length, row.games, row.unsimplified, row.syntactic, row.selfish, row.prudent
        ));
        for (name, list) in [
            ("selfish", &r.selfish_values),
            ("prudent", &r.prudent_values),
        ] {
            if let Some(list) = list {
                s.push_str(&format!("  {name}: {}\n", list.join(" ")));
            }
        }
    }
    s
}
