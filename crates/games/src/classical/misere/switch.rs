//! The misère switch of `#/classical`: the misère canonical form, genus
//! and Grundy values of the page's game, when it is impartial. The game
//! is the one the normal-play report is about, read the same way: an
//! expression in CGSuite's normal-play notation played as written (its
//! `{…|…}` as given, its nimbers as heaps, its boards `NAME[POS]` over
//! their own positions), or a sum of boards of a ruleset (a script's
//! among them). A game is impartial here when every part of it is: a
//! nimber, braces whose two sides are the same impartial games (as
//! [`super::parse_misere`] reads braces), a board of an impartial ruleset,
//! a sum of such. Anything else is partizan: it has a misère outcome (the
//! report's `misere_outcome`) but no impartial misère canonical form.
//!
//! [`expr_report`] and [`boards_report`] compute at once (the CLI's way,
//! and the tests'); [`SwitchRun`] computes the same in steps of a few
//! thousand units of work, so the page's worker shows progress and can
//! cancel: a step that spends its units stops, and the next one starts
//! again from what the universe and the boards' walks kept (canonical
//! forms, sums, each board's positions), so it repeats little.

use super::arena::{Mis, MisereUniverse};
use super::lazy::Terms;
use super::parse::MAX_MISERE_SUM_WORK;
use super::position::position_canonical_in;
use super::report::MisereReport;
use super::reported::REPORT_MISERE_POSITIONS;
use super::MisereError;
use crate::classical::parse::{parse_with, ExprLimits};
use crate::classical::rulesets::{AnyRuleset, Rulesets};
use crate::classical::universe::Universe;
use crate::common::FxMap;

/// Each board's positions met so far with their misère canonical forms,
/// by (ruleset, board): a board's walk is resumed from them.
type Walks = FxMap<(String, String), FxMap<String, Mis>>;

/// How boards are walked: the memos kept, the positions allowed to each
/// board, and the units of work each new position counts (0: none).
pub(super) struct Walk<'w> {
    walks: &'w mut Walks,
    positions: usize,
    cost: u64,
}

impl Walk<'_> {
    /// The misère canonical form of `board` of the impartial `rules`.
    pub(super) fn board(
        &mut self,
        m: &mut MisereUniverse,
        rules: &dyn AnyRuleset,
        board: &str,
    ) -> Result<Mis, MisereError> {
        let key = (rules.id().to_string(), board.to_string());
        let memo = self.walks.entry(key).or_default();
        position_canonical_in(m, rules, board, self.positions, memo, self.cost)
    }

    fn size(&self) -> usize {
        self.walks.values().map(FxMap::len).sum()
    }
}

/// The impartial expression `text`'s canonical form in `m`, `None` when
/// it is partizan.
fn expr_form(
    m: &mut MisereUniverse,
    walk: &mut Walk,
    text: &str,
    limits: ExprLimits,
    rulesets: &Rulesets,
) -> Result<Option<Mis>, MisereError> {
    let mut u = Universe::new();
    let budget = REPORT_MISERE_POSITIONS as usize;
    let mut terms = Terms::new(&mut u, rulesets, budget);
    let parsed = parse_with(&mut terms, text, limits, rulesets);
    if terms.full() {
        return Err(MisereError::Work {
            what: "terms of the expression",
            limit: budget as u64,
        });
    }
    let t = match parsed? {
        (t, None) => t,
        (_, Some(_)) => {
            return Err(MisereError::NotAGame {
                token: crate::notation::shown(text),
            })
        }
    };
    terms.misere_form(m, &mut FxMap::default(), t, walk)
}

/// The sum of `boards` of the impartial `rules` in `m`, each sum's work
/// estimated first (the board named past [`MAX_MISERE_SUM_WORK`]).
fn boards_form(
    m: &mut MisereUniverse,
    walk: &mut Walk,
    rules: &dyn AnyRuleset,
    boards: &[String],
) -> Result<Mis, MisereError> {
    let mut sum = MisereUniverse::ZERO;
    for b in boards {
        let g = walk.board(m, rules, b)?;
        let work = m.sum_work(sum, g, MAX_MISERE_SUM_WORK + 1);
        if work > MAX_MISERE_SUM_WORK {
            return Err(MisereError::SumWork {
                token: b.clone(),
                pos: 0,
                work,
                limit: MAX_MISERE_SUM_WORK,
            });
        }
        sum = m.add(sum, g)?;
    }
    Ok(sum)
}

/// The misère report of the expression `text` (a game, not a comparison)
/// when it is impartial, `None` when it is partizan. Each board is walked
/// over at most `positions` positions; the canonical forms, sums and
/// genus within `work` units.
pub fn expr_report(
    text: &str,
    limits: ExprLimits,
    rulesets: &Rulesets,
    positions: usize,
    work: u64,
) -> Result<Option<MisereReport>, MisereError> {
    let mut run = SwitchRun::at_once(positions, work);
    run.step_expr(text, limits, rulesets)
        .unwrap_or(Err(run.over()))
}

/// The misère report of the sum of `boards` (each as its ruleset writes
/// it) of `rules` when the ruleset is impartial, `None` when it is
/// partizan. Each board is walked over at most `positions` positions; the
/// canonical forms, sums and genus within `work` units.
pub fn boards_report(
    rules: &dyn AnyRuleset,
    input: &str,
    boards: &[String],
    positions: usize,
    work: u64,
) -> Result<Option<MisereReport>, MisereError> {
    let mut run = SwitchRun::at_once(positions, work);
    run.step_boards(rules, input, boards)
        .unwrap_or(Err(run.over()))
}

/// Units of work one step of a [`SwitchRun`] starts with (a few
/// milliseconds to a few tens); a step that ends with nothing new found
/// doubles it, so every step makes progress.
pub const SWITCH_STEP_UNITS: u64 = 20_000;

/// The misère switch's report computed in steps (see the module docs).
pub struct SwitchRun {
    m: MisereUniverse,
    walks: Walks,
    positions: usize,
    cost: u64,
    limit: u64,
    step: u64,
}

/// What a step gives: `None` while not done.
pub type SwitchStep = Option<Result<Option<MisereReport>, MisereError>>;

impl SwitchRun {
    /// A run whose boards walk at most `positions` positions each, each
    /// new position counting `position_cost` units, within `limit` units
    /// in all.
    pub fn new(positions: usize, position_cost: u64, limit: u64) -> SwitchRun {
        SwitchRun {
            m: MisereUniverse::new(),
            walks: Walks::default(),
            positions,
            cost: position_cost,
            limit,
            step: SWITCH_STEP_UNITS,
        }
    }

    /// A run that computes in one step, within `limit` units (the CLI's
    /// way): a step that ends undone has met the limit.
    fn at_once(positions: usize, limit: u64) -> SwitchRun {
        SwitchRun {
            step: limit,
            ..SwitchRun::new(positions, 0, limit)
        }
    }

    /// Units spent so far, in all steps.
    pub fn work(&self) -> u64 {
        self.m.work()
    }

    /// The limit met.
    fn over(&self) -> MisereError {
        MisereError::Work {
            what: "units of work of misère canonical forms",
            limit: self.limit,
        }
    }

    /// One step of the expression `text`'s report.
    pub fn step_expr(&mut self, text: &str, limits: ExprLimits, rulesets: &Rulesets) -> SwitchStep {
        self.attempt(
            |m, walk| match expr_form(m, walk, text, limits, rulesets)? {
                Some(g) => MisereReport::impartial(m, text, g).map(Some),
                None => Ok(None),
            },
        )
    }

    /// One step of the report of the sum of `boards` of `rules` (`None`
    /// at once for a partizan ruleset).
    pub fn step_boards(
        &mut self,
        rules: &dyn AnyRuleset,
        input: &str,
        boards: &[String],
    ) -> SwitchStep {
        if !rules.info().impartial {
            return Some(Ok(None));
        }
        self.attempt(|m, walk| {
            let g = boards_form(m, walk, rules, boards)?;
            MisereReport::impartial(m, input, g).map(Some)
        })
    }

    /// Runs `f` from the start within this step's units: its answer, or
    /// `None` when the units ran out first (what it found is kept), or the
    /// limit's error once all the units are spent.
    fn attempt(
        &mut self,
        f: impl FnOnce(&mut MisereUniverse, &mut Walk) -> Result<Option<MisereReport>, MisereError>,
    ) -> SwitchStep {
        let start = self.m.work();
        if start >= self.limit {
            return Some(Err(self.over()));
        }
        let units = self.step.min(self.limit - start);
        let mut walk = Walk {
            walks: &mut self.walks,
            positions: self.positions,
            cost: self.cost,
        };
        let found = self.m.len() + walk.size();
        let out = self.m.within(units, |m| f(m, &mut walk));
        let found_now = self.m.len() + walk.size();
        match out {
            Err(MisereError::Work { .. }) if self.m.work() > start + units => {
                if self.m.work() >= self.limit {
                    return Some(Err(self.over()));
                }
                if found_now == found {
                    self.step = self.step.saturating_mul(2);
                }
                None
            }
            out => Some(out),
        }
    }
}
