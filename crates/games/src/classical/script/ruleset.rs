//! A compiled [`Script`] under a name, as an [`AnyRuleset`]: its positions
//! are its Rhai literals, checked and written back by the script, solved by
//! a [`ScriptSolver`], so a script's board sums with the registry's boards
//! and is named in expressions (`cake[[[2, 3]]] + cutcake[2x3]`) once added
//! to a [`Rulesets`](crate::classical::rulesets::Rulesets).

use std::sync::Arc;

use super::board::gestures;
use super::{Interrupt, Limit, Script, ScriptError, ScriptLimits, ScriptPos, ScriptSolver};
use crate::classical::rulesets::{
    AnyRuleset, AnySolver, Board, Checked, Edit, Info, Limits, Move, Place, PositionError, Rulesets,
};
use crate::classical::solver::Progress;
use crate::classical::universe::{Game, Universe};
use crate::common::Player;
use crate::notation::shown;

/// What every script ruleset tells about itself; its own name is
/// [`AnyRuleset::id`]. A script has no size measure: its limits are those
/// of its [`ScriptLimits`] (operations per call, distinct positions), and
/// [`ScriptRuleset::positions_at`] within an expression or play.
const fn info(impartial: bool) -> Info {
    Info {
        id: "script",
        name: "Script",
        impartial,
        loopy: false,
        rules: "A ruleset written as a Rhai script: its options are what the script's \
                `options` functions return.",
        source: "the script",
        notation: "a Rhai expression: \"..#|...\", [3, 4], 5; boards split by +",
        move_notation: "the option's number, from 1, in the script's order",
        size_name: "positions",
        limits: Limits {
            expr: usize::MAX,
            page: usize::MAX,
            play: usize::MAX,
            cli: usize::MAX,
        },
        edit: Edit::Cells(&[]),
        start: "",
        examples: &[],
    }
}

static PARTIZAN: Info = info(false);
static IMPARTIAL: Info = info(true);

/// A script under a name, as a ruleset.
#[derive(Clone, Debug)]
pub struct ScriptRuleset {
    name: String,
    script: Arc<Script>,
}

impl ScriptRuleset {
    pub fn new(name: &str, script: Arc<Script>) -> ScriptRuleset {
        ScriptRuleset {
            name: name.to_string(),
            script,
        }
    }

    pub fn script(&self) -> &Arc<Script> {
        &self.script
    }

    /// Most distinct positions one sum solves at `place`: the script's
    /// limit for the CLI and the page, a tenth of a second or so of
    /// solving inside an expression or a game played.
    pub fn positions_at(&self, place: Place) -> usize {
        let own = self.script.limits().positions;
        match place {
            Place::Cli | Place::Page => own,
            Place::Expr | Place::Play => own.min(EXPR_POSITIONS),
        }
    }

    pub(super) fn position(&self, text: &str) -> Result<ScriptPos, PositionError> {
        self.script.position(text).map_err(|e| failed(text, e))
    }
}

impl Rulesets {
    /// Compiles `source` under `limits` and adds it as the ruleset `name`
    /// (the page's script editor, the JavaScript API's `scripts`). The
    /// name is checked first ([`Rulesets::check_name`]); a script that
    /// does not compile is [`PositionError::Script`] with the name as its
    /// token, so either error names what to fix. `stop` interrupts the
    /// script's calls ([`Script::interrupt_when`]: the CLI's deadline).
    pub fn add_script(
        &mut self,
        name: &str,
        source: &str,
        limits: ScriptLimits,
        stop: Option<Interrupt>,
    ) -> Result<(), PositionError> {
        self.check_name(name)?;
        let mut script = Script::compile(source, limits).map_err(|e| PositionError::Script {
            token: shown(name),
            error: Box::new(e),
        })?;
        if let Some(stop) = stop {
            script.interrupt_when(stop);
        }
        self.add(name, Arc::new(ScriptRuleset::new(name, Arc::new(script))))
    }
}

/// [`ScriptRuleset::positions_at`] inside an expression.
pub const EXPR_POSITIONS: usize = 20_000;

/// A script's error on the board `text`.
pub(super) fn failed(text: &str, error: ScriptError) -> PositionError {
    let error = match error {
        // The position's own error names its text already.
        ScriptError::Position { reason, .. } => return PositionError::bad(text, reason),
        e => e,
    };
    PositionError::Script {
        token: shown(text.trim()),
        error: Box::new(error),
    }
}

impl AnyRuleset for ScriptRuleset {
    fn info(&self) -> &'static Info {
        if self.script.impartial() {
            &IMPARTIAL
        } else {
            &PARTIZAN
        }
    }

    fn id(&self) -> &str {
        &self.name
    }

    fn nested_notation(&self) -> bool {
        true
    }

    /// The position's Rhai literal; every board counts one.
    fn check(&self, text: &str) -> Result<Checked, PositionError> {
        Ok(Checked {
            text: self.position(text)?.to_string(),
            size: 1,
        })
    }

    fn describe(&self, text: &str) -> Result<String, PositionError> {
        Ok(format!("{} {}", self.name, self.position(text)?))
    }

    /// The script's `fn board`; a script without one has no drawing.
    fn board(&self, text: &str) -> Result<Board, PositionError> {
        let p = self.position(text)?;
        self.script
            .board(&p)
            .map_err(|e| failed(text, e))?
            .ok_or_else(|| PositionError::bad(text, "the script defines no `board(position)`"))
    }

    /// The options in the script's order, numbered from 1; gestures from
    /// the drawings when the script draws its positions.
    fn moves(&self, text: &str, player: Player) -> Result<Vec<Move<String>>, PositionError> {
        let p = self.position(text)?;
        let options = self
            .script
            .options(&p, player)
            .map_err(|e| failed(text, e))?;
        let sites = match self.script.board(&p).map_err(|e| failed(text, e))? {
            Some(before) => {
                let after = options
                    .iter()
                    .map(|o| self.script.board(o).map_err(|e| failed(text, e)))
                    .collect::<Result<Vec<_>, _>>()?;
                gestures(&before, &after)
            }
            None => vec![Vec::new(); options.len()],
        };
        Ok(options
            .into_iter()
            .zip(sites)
            .enumerate()
            .map(|(i, (o, sites))| Move {
                label: (i + 1).to_string(),
                sites,
                to: o.to_string(),
            })
            .collect())
    }

    /// The options alone: no drawing of the board before and after.
    fn options(&self, text: &str, player: Player) -> Result<Vec<String>, PositionError> {
        let p = self.position(text)?;
        let options = self
            .script
            .options(&p, player)
            .map_err(|e| failed(text, e))?;
        Ok(options.into_iter().map(|o| o.to_string()).collect())
    }

    fn action(&self, label: &str) -> String {
        format!("took option {label}")
    }

    fn as_script(&self) -> Option<&ScriptRuleset> {
        Some(self)
    }

    fn solver(&self) -> Box<dyn AnySolver> {
        Box::new(Solving {
            rules: self.clone(),
            solver: ScriptSolver::new(self.script.clone()),
            token: String::new(),
        })
    }

    /// Each unit calls the script.
    fn sum_slice(&self) -> usize {
        1 << 12
    }

    /// The positions solved bounded by [`ScriptRuleset::positions_at`]
    /// `place`.
    fn check_solved(&self, board: &str, solved: usize, place: Place) -> Result<(), PositionError> {
        let cap = self.positions_at(place);
        if solved > cap {
            return Err(PositionError::Script {
                token: shown(board),
                error: Box::new(over(Limit::Positions, cap, self.script.limits())),
            });
        }
        Ok(())
    }
}

/// The refusal of a limit met at `value` (below the script's own).
pub(super) fn over(limit: Limit, value: usize, limits: &ScriptLimits) -> ScriptError {
    ScriptError::Limit {
        function: String::new(),
        at: None,
        limit,
        value: (value as u64).min(limit.value(limits)),
    }
}

/// The [`AnySolver`] of a script ruleset: positions read by the script.
struct Solving {
    rules: ScriptRuleset,
    solver: ScriptSolver,
    /// The board being solved, for messages.
    token: String,
}

impl AnySolver for Solving {
    fn start(&mut self, text: &str) -> Result<(), PositionError> {
        let p = self.rules.position(text)?;
        self.token = text.to_string();
        self.solver.start(&p).map_err(|e| failed(text, e))
    }

    fn step(&mut self, u: &mut Universe, budget: usize) -> Result<Option<Game>, PositionError> {
        self.solver
            .step(u, budget)
            .map_err(|e| failed(&self.token, e))
    }

    fn progress(&self) -> Progress {
        self.solver.progress()
    }

    fn solved(&self) -> usize {
        self.solver.solved()
    }
}
