//! Typed results for the CLI and pages, and their text rendering.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::census::{Census, CensusRow};
use super::outcome::Outcomes;
use super::simplify::{Level, Simplifier};
use super::solve::{ClobberError, Engine, Stop, DEFAULT_BUDGET};
use super::value::{Printer, Style, ValueId, Values};

/// The value of one position at every level, in the paper's list notation.
/// Simplified levels exist for three players only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Players who can force a win whatever the others do (unsimplified value).
    pub forced_winners: Vec<u8>,
    /// Whether the player to move is a kingmaker: no winning move, but the
    /// choice settles which other player wins.
    pub kingmaker: bool,
    /// Positions the search memoised.
    pub positions: usize,
}

impl ValueReport {
    /// Solves `board` with `first` to move and writes every level.
    pub fn of(board: &Board, players: u8, first: u8) -> Result<ValueReport, ClobberError> {
        ValueReport::within(board, players, first, DEFAULT_BUDGET)
    }

    /// Like [`ValueReport::of`], searching at most `budget` positions.
    pub fn within(
        board: &Board,
        players: u8,
        first: u8,
        budget: u64,
    ) -> Result<ValueReport, ClobberError> {
        ValueReport::with_engine(board, first, Engine::new(players)?.with_budget(budget))
    }

    /// Like [`ValueReport::within`], the search also ended by `stop`
    /// ([`ClobberError::Interrupted`]).
    pub fn until(
        board: &Board,
        players: u8,
        first: u8,
        budget: u64,
        stop: Stop,
    ) -> Result<ValueReport, ClobberError> {
        let engine = Engine::new(players)?.with_budget(budget).with_stop(stop);
        ValueReport::with_engine(board, first, engine)
    }

    fn with_engine(
        board: &Board,
        first: u8,
        mut engine: Engine,
    ) -> Result<ValueReport, ClobberError> {
        let players = engine.players();
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
        let text = |id: Option<ValueId>, p: &mut Printer| id.map(|s| printed(p, s, first));
        let [syntactic, selfish, prudent_text] = levels.map(|l| text(l, &mut lists));
        let simple_form = prudent.filter(|&s| values.as_simple(s).is_some());
        Ok(ValueReport {
            board: board.to_string(),
            players,
            first,
            unsimplified: printed(&mut lists, v, first),
            syntactic,
            selfish,
            prudent: prudent_text,
            simple: text(
                simple_form,
                &mut Printer::new(values, players, Style::Subscripts),
            ),
            bars: text(simple_form, &mut Printer::new(values, players, Style::Bars)),
            forced_winners: Outcomes::new(values, players).winners(v, first),
            kingmaker: Outcomes::new(values, players).is_kingmaker(v, first),
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
        s.push_str(&format!("{:>12}: {}\n", "verdict", self.verdict()));
        s
    }

    /// Who can force a win, or whether the player to move is a kingmaker.
    pub fn verdict(&self) -> String {
        let first = self.first;
        match (&self.forced_winners[..], self.kingmaker) {
            ([p], _) => format!("player {p} can force a win"),
            ([], true) => format!(
                "player {first} is a kingmaker: no winning move, but the choice decides who wins"
            ),
            ([], false) => "no player can force a win".to_string(),
            (ps, _) => {
                let names: Vec<String> = ps.iter().map(u8::to_string).collect();
                format!("players {} can each force a win", names.join(", "))
            }
        }
    }
}

/// Longest value text a report writes (1 MB); a board of 20 cells or more
/// can have an unsimplified value of gigabytes.
pub const MAX_PRINTED: u64 = 1 << 20;

/// The value's text, or a note of its length when that is over [`MAX_PRINTED`].
fn printed(p: &mut Printer, v: ValueId, first: u8) -> String {
    p.render_within(v, first, MAX_PRINTED)
        .unwrap_or_else(|| format!("({} characters: too long to print)", p.length(v, first)))
}

/// One census length: the counts, and optionally the selfish and prudent
/// values in subscript notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
    (lo..=hi)
        .map(|n| CensusRecord::of(&mut census, n, list))
        .collect()
}

impl CensusRecord {
    /// The census of strip length `n`, sharing `census`'s memo with the
    /// lengths before it; `list` adds the selfish and prudent values.
    pub fn of(census: &mut Census, n: usize, list: bool) -> Result<CensusRecord, ClobberError> {
        CensusRecord::of_with(census, n, list, &mut |_| true)
    }

    /// [`CensusRecord::of`] with a `tick` as in [`Census::length_with`].
    pub fn of_with(
        census: &mut Census,
        n: usize,
        list: bool,
        tick: &mut dyn FnMut(u64) -> bool,
    ) -> Result<CensusRecord, ClobberError> {
        let (row, distinct) = census.length_with(n, tick)?;
        let names =
            |level: usize| list.then(|| subscripts(census.values(), &distinct.by_level[level]));
        Ok(CensusRecord {
            row,
            selfish_values: names(2),
            prudent_values: names(3),
        })
    }
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
