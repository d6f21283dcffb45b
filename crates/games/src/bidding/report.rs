//! What the CLI prints and the page exports as JSON: the table report, one
//! bidding matrix, and one `bcs-sweep` record.
//!
//! The JSON contract predates these types: it was a `serde_json::Value`,
//! whose objects list their keys in alphabetical order. The fields below (and
//! those of the domain types they embed) are therefore declared
//! alphabetically, so the bytes stay the same.
//!
//! A [`Report`] borrows its table: the listed heaps and their rows are
//! computed while the document is written ([`Report::write_json`]), so a
//! listing of millions of heaps of a periodic table takes no more memory than
//! the rows actually solved.

use std::io;
use std::ops::RangeInclusive;

use serde::{Serialize, Serializer};

use super::matrix::Play;
use super::paper::{
    automaton, checks, theorem27_bound, theorem29_budgets, Automaton, Checks, ForcedWin,
};
use super::rules::BcsRules;
use super::table::{solve_until_periodic, BcsTable, Limits, SolveError};
use crate::common::Player;
use crate::notation::{format_heap_map, format_set};

/// The limits for each marker holder.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MarkerLimits {
    pub left_marker: Option<Limits>,
    pub right_marker: Option<Limits>,
}

/// Heaps `lo..=hi` of a listing (empty when `lo > hi`), written as a JSON list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heaps(pub RangeInclusive<u32>);

impl Serialize for Heaps {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.0.clone())
    }
}

/// The rows of the listed heaps for one marker holder, `rows[i][p]`, each
/// computed from the table when written.
#[derive(Clone, Debug)]
pub struct Rows<'a> {
    table: &'a BcsTable,
    heaps: RangeInclusive<u32>,
    marker: Player,
}

/// Row `x`, `p = 0..=TB`.
struct Row<'a>(&'a BcsTable, u32, Player);

impl Serialize for Row<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let Row(t, x, marker) = *self;
        s.collect_seq((0..=t.total_budget()).map(|p| t.value(x, p, marker)))
    }
}

impl Serialize for Rows<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.heaps.clone().map(|x| Row(self.table, x, self.marker)))
    }
}

/// The last heap a listing up to `hi` shows: `hi` itself once the table is
/// periodic, else at most the last computed heap.
pub fn last_listed(table: &BcsTable, hi: u32) -> u32 {
    if table.periodicity().is_some() {
        hi
    } else {
        hi.min(table.computed_heaps().saturating_sub(1))
    }
}

/// The heaps a listing of `lo..=hi` shows (see [`last_listed`]); empty if
/// none is covered.
pub fn listed_heaps(table: &BcsTable, lo: u32, hi: u32) -> RangeInclusive<u32> {
    let hi = last_listed(table, hi);
    if lo <= hi && table.covers(hi) {
        lo..=hi
    } else {
        // No heap: an empty range.
        RangeInclusive::new(1, 0)
    }
}

/// The CLI / export JSON document of a solved table.
#[derive(Clone, Debug, Serialize)]
pub struct Report<'a> {
    pub automaton: Automaton,
    pub bids: Vec<u32>,
    pub checks: Checks,
    pub computed_heaps: u32,
    pub convergence_heap: Option<u32>,
    pub heaps: Heaps,
    pub limits: MarkerLimits,
    pub max_heap: u32,
    pub period: Option<u32>,
    pub periodic_from: Option<u32>,
    pub positions_without_equilibrium: u64,
    /// `right_marker_values[i][p]` is `ν_p(heaps[i])`.
    pub right_marker_values: Rows<'a>,
    pub rules: BcsRules,
    pub theorem27_bound: u64,
    pub theorem29: Vec<ForcedWin>,
    pub total_budget: u32,
    /// `values[i][p]` is `o_p(heaps[i])`.
    pub values: Rows<'a>,
}

/// The JSON of one bidding matrix and the optimal play after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatrixReport {
    pub best_moves: Vec<Play>,
    pub col_min: Vec<Option<i64>>,
    pub equilibria: Vec<(u32, u32)>,
    pub marker: Player,
    /// `matrix[r][ℓ]`.
    pub matrix: Vec<Vec<Option<i64>>>,
    pub maximin: i64,
    pub minimax: i64,
    pub p: u32,
    pub q: u32,
    pub row_max: Vec<Option<i64>>,
    pub terminal: bool,
    pub unopposed: Option<(Player, Vec<(u32, i64)>)>,
    pub value: i64,
    pub x: u32,
}

/// A matrix report, or `{"error": …}` for a position outside the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum MatrixDoc {
    Matrix(Box<MatrixReport>),
    Error { error: String },
}

/// One `bcs-sweep` record: the convergence data for one `TB`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SweepRecord {
    pub automaton: Automaton,
    pub bids: Vec<u32>,
    pub bound: u64,
    pub checks: Checks,
    pub computed_heaps: u32,
    pub conjecture28_holds: Option<bool>,
    pub convergence_heap: Option<u32>,
    pub limits: Option<Limits>,
    pub period: Option<u32>,
    pub periodic_from: Option<u32>,
    pub pure_equilibria: bool,
    pub total_budget: u32,
    pub u_a: bool,
    pub u_b: bool,
    pub u_c: bool,
    pub within_bound: Option<bool>,
}

/// The ruleset in one line: `S = {1,2}` for the symmetric game, else
/// `L = {…}, R = {…}` and the weights and penalties that are set.
pub fn rules_text(rules: &BcsRules) -> String {
    let set = |s: &[u32]| format!("{{{}}}", format_set(s));
    let mut out = match &rules.right_moves {
        None => format!("S = {}", set(&rules.moves)),
        Some(r) => format!("L = {}, R = {}", set(&rules.moves), set(r)),
    };
    for (name, v) in [
        ("w_L", &rules.left_weights),
        ("w_R", &rules.right_weights),
        ("τ_L", &rules.left_penalty),
        ("τ_R", &rules.right_penalty),
    ] {
        if let Some(v) = v {
            out.push_str(&format!(", {name} = {}", v.trim()));
        }
    }
    if let Some(m) = &rules.overrides {
        out.push_str(&format!(", map {}", format_heap_map(m)));
    }
    out
}

/// One line of JSON.
fn json(v: &impl Serialize) -> String {
    serde_json::to_string(v).expect("a report serialises")
}

/// One line of JSON, written as it is serialised (no final newline).
fn write_json(w: &mut dyn io::Write, v: &impl Serialize) -> io::Result<()> {
    Ok(serde_json::to_writer(w, v)?)
}

impl Report<'_> {
    /// The document as one line of JSON.
    pub fn to_json(&self) -> String {
        json(self)
    }

    /// The document as one line of JSON, written row by row (without a
    /// final newline).
    pub fn write_json(&self, w: &mut dyn io::Write) -> io::Result<()> {
        write_json(w, self)
    }
}

impl MatrixDoc {
    /// The document as one line of JSON.
    pub fn to_json(&self) -> String {
        json(self)
    }

    /// The document as one line of JSON (without a final newline).
    pub fn write_json(&self, w: &mut dyn io::Write) -> io::Result<()> {
        write_json(w, self)
    }
}

impl SweepRecord {
    /// The record as one line of JSON.
    pub fn to_json(&self) -> String {
        json(self)
    }

    /// The record as one line of JSON (without a final newline).
    pub fn write_json(&self, w: &mut dyn io::Write) -> io::Result<()> {
        write_json(w, self)
    }
}

/// `(periodic_from, period)`.
fn period_parts(table: &BcsTable) -> (Option<u32>, Option<u32>) {
    let p = table.periodicity();
    (p.map(|p| p.preperiod), p.map(|p| p.period))
}

/// The CLI / export JSON document for heaps `lo..=hi` (see [`listed_heaps`]:
/// `hi` is clamped to the covered heaps; `lo > hi` gives empty lists).
pub fn report(table: &BcsTable, lo: u32, hi: u32) -> Report<'_> {
    let heaps = listed_heaps(table, lo, hi);
    let rows = |marker: Player| Rows {
        table,
        heaps: heaps.clone(),
        marker,
    };
    let (periodic_from, period) = period_parts(table);
    let tb = table.total_budget();
    Report {
        automaton: automaton(tb),
        bids: table.rules().bid_set(),
        checks: checks(table),
        computed_heaps: table.computed_heaps(),
        convergence_heap: table.convergence_heap(),
        limits: MarkerLimits {
            left_marker: table.limits(Player::Left),
            right_marker: table.limits(Player::Right),
        },
        max_heap: table.max_heap(),
        period,
        periodic_from,
        positions_without_equilibrium: table.positions_without_equilibrium(),
        right_marker_values: rows(Player::Right),
        rules: table.rules().clone(),
        theorem27_bound: theorem27_bound(tb),
        theorem29: theorem29_budgets(tb, 64)
            .into_iter()
            .take_while(|f| f.with_marker.is_some() || f.without_marker.is_some())
            .collect(),
        total_budget: tb,
        values: rows(Player::Left),
        heaps: Heaps(heaps),
    }
}

/// One bidding matrix, Left holding the marker (the CLI's `--matrix`).
pub fn matrix_report(table: &BcsTable, x: u32, p: u32) -> MatrixDoc {
    matrix_report_for(table, x, p, Player::Left)
}

/// One bidding matrix; [`MatrixDoc::Error`] for positions outside the table.
pub fn matrix_report_for(table: &BcsTable, x: u32, p: u32, marker: Player) -> MatrixDoc {
    match table.try_matrix(x, p, marker) {
        Err(e) => MatrixDoc::Error {
            error: e.to_string(),
        },
        Ok(m) => MatrixDoc::Matrix(Box::new(MatrixReport {
            best_moves: table.best_moves(x, p, marker),
            col_min: m.col_min,
            equilibria: m.equilibria,
            marker: m.marker,
            matrix: m.cells,
            maximin: m.maximin,
            minimax: m.minimax,
            p: m.p,
            q: m.q,
            row_max: m.row_max,
            terminal: m.terminal,
            unopposed: m.unopposed,
            value: m.value,
            x: m.x,
        })),
    }
}

/// One `bcs-sweep` record: solve until periodic (at most `max_heap`) and
/// report the convergence data for this `TB`.
pub fn sweep_record(
    moves: &[u32],
    total_budget: u32,
    bids: Option<&[u32]>,
    max_heap: u32,
) -> Result<SweepRecord, SolveError> {
    let rules = BcsRules {
        moves: moves.to_vec(),
        total_budget,
        bids: bids.map(<[u32]>::to_vec),
        ..BcsRules::default()
    };
    let table = solve_until_periodic(rules, max_heap)?;
    let (periodic_from, period) = period_parts(&table);
    let ch = checks(&table);
    Ok(SweepRecord {
        automaton: automaton(total_budget),
        bids: table.rules().bid_set(),
        bound: theorem27_bound(total_budget),
        computed_heaps: table.computed_heaps(),
        conjecture28_holds: ch.conjecture28_holds,
        convergence_heap: table.convergence_heap(),
        limits: table.limits(Player::Left),
        period,
        periodic_from,
        pure_equilibria: ch.pure_equilibria,
        total_budget,
        u_a: ch.u_a,
        u_b: ch.u_b,
        u_c: ch.u_c,
        within_bound: ch.convergence_within_bound,
        checks: ch,
    })
}

/// What a best play does after its bids, for people: ` (equilibrium): Left
/// moves on the tie, pays 1, removes 1 or 2` (the bids are written by the caller).
pub fn play_action(pl: &Play) -> String {
    let moves: Vec<String> = pl.moves.iter().map(u32::to_string).collect();
    if moves.is_empty() {
        return format!(
            "{}: {} wins the bid{} but cannot move: the game ends with the penalty {}",
            if pl.equilibrium { " (equilibrium)" } else { "" },
            pl.mover,
            if pl.tie { " on the tie" } else { "" },
            pl.value
        );
    }
    format!(
        "{}: {} moves{}, pays {}, removes {}",
        if pl.equilibrium { " (equilibrium)" } else { "" },
        pl.mover,
        if pl.tie { " on the tie" } else { "" },
        pl.pays,
        moves.join(" or ")
    )
}
