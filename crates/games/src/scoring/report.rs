//! Typed reports of `pebbles scoring`: a game's canonical form and scores
//! ([`ScoringReport`]), a comparison ([`ScoringComparison`]), and a
//! Cumulative Subtraction heap as a scoring game ([`ScoringCsReport`]).

use serde::Serialize;

use crate::common::{Player, Ties};
use crate::cumulative_subtraction::{Parts, Rules, Solver};

use super::arena::{ScoringUniverse, Sg};
use super::canon::Relation;
use super::cs::cs_games;
use super::parse::{parse_scoring, CompareOp, Parsed};
use super::print::{print_checked, MAX_PRINT_POSITIONS};
use super::ScoringError;
use crate::notation::about;

/// A scoring game's analysis.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoringReport {
    /// The game as read (literal form, before any reduction), unless it has
    /// more than `MAX_PRINT_POSITIONS` positions (sums grow fast).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub form: Option<String>,
    /// The canonical form, for a guaranteed game (unless it has more than
    /// `MAX_PRINT_POSITIONS` positions as a tree: see `canonical_positions`).
    pub canonical: Option<String>,
    /// The canonical form's positions, counted as a tree (with repeats).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub canonical_positions: Option<u64>,
    pub guaranteed: bool,
    /// Why the game is not guaranteed (where the condition breaks).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// `Ls`: the score of optimal play, Left moving first.
    pub left_score: i64,
    /// `Rs`: the score of optimal play, Right moving first.
    pub right_score: i64,
    /// The canonical form's birthday (the literal form's, when not guaranteed).
    pub birthday: u32,
    /// The pessimistic stops `Ls̲`, `Rs̲` (Right may pass) and `Ls̄`, `Rs̄`
    /// (Left may pass), of a guaranteed game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stops: Option<PassStops>,
    /// Whether `G + (−G) = 0` (LNS 2016 §5: a game's only possible inverse
    /// is its conjugate), for a guaranteed game whose canonical form has at
    /// most [`INVERTIBLE_POSITIONS`] positions.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub invertible: Option<bool>,
}

/// Largest canonical form (positions as a tree) whose invertibility the
/// report decides.
pub const INVERTIBLE_POSITIONS: u64 = 2_000;

/// The stops when one player may pass (LNS 2016, §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct PassStops {
    pub ls_right_passes: i64,
    pub rs_right_passes: i64,
    pub ls_left_passes: i64,
    pub rs_left_passes: i64,
}

impl ScoringReport {
    /// The report of `g` in `u`.
    pub fn of(u: &mut ScoringUniverse, g: Sg) -> Result<ScoringReport, ScoringError> {
        let form = print_checked(u, g, "game").ok();
        let f = u.figures(g);
        let reason = u.why_not_guaranteed(g);
        let mut invertible = None;
        let mut canonical_positions = None;
        let (canonical, birthday, stops) = if reason.is_none() {
            let c = u.canonical(g)?;
            let fc = u.figures(c);
            canonical_positions = Some(fc.tree_size);
            let stops = PassStops {
                ls_right_passes: fc.ls_lo,
                rs_right_passes: fc.rs_lo,
                ls_left_passes: fc.ls_hi,
                rs_left_passes: fc.rs_hi,
            };
            if fc.tree_size <= INVERTIBLE_POSITIONS {
                let n = u.neg(c)?;
                let s = u.sum(c, n)?;
                let zero = u.number(0)?;
                invertible = Some(u.compare(s, zero)? == Relation::Equal);
            }
            (
                print_checked(u, c, "canonical form").ok(),
                fc.birthday,
                Some(stops),
            )
        } else {
            (None, f.birthday, None)
        };
        Ok(ScoringReport {
            form,
            canonical,
            canonical_positions,
            guaranteed: reason.is_none(),
            reason,
            left_score: f.ls,
            right_score: f.rs,
            birthday,
            stops,
            invertible,
        })
    }

    /// The report as text, one fact a line.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        match (&self.canonical, &self.reason) {
            (Some(c), _) => out += &format!("canonical: {c}\n"),
            (None, None) => {
                out += &format!(
                    "canonical: not printed ({} positions as a tree, over the limit of {})\n",
                    about(self.canonical_positions.unwrap_or(0)),
                    about(MAX_PRINT_POSITIONS)
                )
            }
            (None, Some(r)) => {
                out += &format!("not guaranteed: {r}\n");
                if let Some(f) = &self.form {
                    out += &format!("form: {f}\n");
                }
            }
        }
        out += &format!(
            "scores: Ls = {}, Rs = {}\nbirthday: {}\n",
            self.left_score, self.right_score, self.birthday
        );
        if let Some(s) = &self.stops {
            out += &format!(
                "pass stops: Right passing Ls = {}, Rs = {}; Left passing Ls = {}, Rs = {}\n",
                s.ls_right_passes, s.rs_right_passes, s.ls_left_passes, s.rs_left_passes
            );
        }
        if let Some(i) = self.invertible {
            out += &format!("invertible: {}\n", if i { "yes" } else { "no" });
        }
        out
    }
}

/// A comparison of two guaranteed games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoringComparison {
    /// The canonical forms compared (unless too big to print).
    pub left: Option<String>,
    pub op: CompareOp,
    pub right: Option<String>,
    /// How the two games compare.
    pub relation: Relation,
    /// Whether the comparison asked holds.
    pub result: bool,
}

/// What an expression gives: a game's report or a comparison.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum ScoringAnswer {
    Game(ScoringReport),
    Comparison(ScoringComparison),
}

impl ScoringAnswer {
    pub fn to_text(&self) -> String {
        match self {
            ScoringAnswer::Game(r) => r.to_text(),
            ScoringAnswer::Comparison(c) => format!("{}\n", c.result),
        }
    }
}

/// Reads and analyses an expression within `work` units.
pub fn scoring_expr(text: &str, work: u64) -> Result<ScoringAnswer, ScoringError> {
    let mut u = ScoringUniverse::new(work);
    let parsed = parse_scoring(&mut u, text)?;
    scoring_answer(&mut u, parsed)
}

/// Analyses what [`parse_scoring`] read into `u`: a game's report, or a
/// comparison (within the universe's work limit).
pub fn scoring_answer(
    u: &mut ScoringUniverse,
    parsed: Parsed,
) -> Result<ScoringAnswer, ScoringError> {
    match parsed {
        Parsed::Game(g) => Ok(ScoringAnswer::Game(ScoringReport::of(u, g)?)),
        Parsed::Compare(g, op, h) => {
            let relation = u.compare(g, h)?;
            let (cg, ch) = (u.canonical(g)?, u.canonical(h)?);
            let left = print_checked(u, cg, "canonical form").ok();
            let right = print_checked(u, ch, "canonical form").ok();
            Ok(ScoringAnswer::Comparison(ScoringComparison {
                left,
                op,
                right,
                relation,
                result: op.holds(relation),
            }))
        }
    }
}

/// A Cumulative Subtraction heap as a scoring game, with the zero-sum
/// table's values beside the game's scores.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoringCsReport {
    pub left_set: Vec<u32>,
    pub right_set: Vec<u32>,
    pub heap: u32,
    pub game: ScoringReport,
    /// The zero-sum table's value with Left starting (Definition 4).
    pub table_left: i64,
    /// The zero-sum table's value with Right starting.
    pub table_right: i64,
}

impl ScoringCsReport {
    /// The heap `heap` of `rules` within `work` units.
    pub fn new(rules: &Rules, heap: u32, work: u64) -> Result<ScoringCsReport, ScoringError> {
        let mut u = ScoringUniverse::new(work);
        let games = cs_games(&mut u, rules, heap)?;
        let game = ScoringReport::of(&mut u, games[heap as usize])?;
        let table =
            Solver::with_parts(rules.clone(), Ties::default(), heap, Parts::ZERO_SUM)?.finish();
        Ok(ScoringCsReport {
            left_set: rules.left.clone(),
            right_set: rules.right.clone(),
            heap,
            game,
            table_left: table.zero_sum(heap, Player::Left),
            table_right: table.zero_sum(heap, Player::Right),
        })
    }

    pub fn to_text(&self) -> String {
        format!(
            "heap {}: {}zero-sum table: Left starting {}, Right starting {}\n",
            self.heap,
            self.game.to_text(),
            self.table_left,
            self.table_right
        )
    }
}
