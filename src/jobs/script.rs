//! A game written as a script (issue 30), solved in the worker a slice at a
//! time: the script is compiled under [`ScriptLimits::PAGE`], the position
//! read with it, and the [`ScriptSolver`] stepped a few positions per step
//! (each position calls the script once per player, within its operation
//! budget), so the page shows progress and Cancel stops it.
//!
//! The engine is compiled only with the feature `script`. The page's own
//! module is built without it (the first load stays small): there a script
//! request is refused with [`JobError::Internal`], and the page sends it to
//! the script worker, a second module fetched when a script is first run
//! ([`JobRequest::needs_script`](super::JobRequest::needs_script)).

use serde::{Deserialize, Serialize};

use crate::games::classical::rulesets::Board;

#[cfg(feature = "script")]
pub(super) use engine::start;

/// Most options of each player listed with their values.
pub const MAX_SCRIPT_OPTIONS: usize = 64;

/// What the page shows of a script's position besides its report: the
/// board its `fn board` draws, and each option with its value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptView {
    /// The position as the script writes it.
    pub position: String,
    pub board: Option<Board>,
    /// Why `fn board` drew nothing (its error).
    pub board_error: Option<String>,
    /// Left's options (every option of an impartial game) and Right's,
    /// at most [`MAX_SCRIPT_OPTIONS`] each, in the script's order.
    pub left: Vec<ScriptOption>,
    pub right: Vec<ScriptOption>,
    /// Options left out past [`MAX_SCRIPT_OPTIONS`] (both players).
    pub more: usize,
    pub impartial: bool,
}

/// An option and its canonical form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptOption {
    pub position: String,
    pub value: String,
}

/// A script and the position to evaluate, as typed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScriptRequest {
    /// The script's source.
    pub source: String,
    /// The position, a Rhai literal (`"..|.."`, `[3, 4]`).
    pub position: String,
}

#[cfg(not(feature = "script"))]
pub(super) fn start(_: ScriptRequest) -> Result<Box<dyn super::Job>, super::JobError> {
    Err(super::JobError::Internal(
        "this module has no script engine: scripts run in the script worker".into(),
    ))
}

#[cfg(feature = "script")]
mod engine {
    use std::sync::Arc;

    use super::{ScriptOption, ScriptRequest, ScriptView, MAX_SCRIPT_OPTIONS};
    use crate::games::classical::report::MAX_SHOWN;
    use crate::games::classical::script::{
        Script, ScriptError, ScriptLimits, ScriptPos, ScriptSolver,
    };
    use crate::games::classical::{Game, Universe};
    use crate::games::common::Player;
    use crate::jobs::classical::game_view;
    use crate::jobs::{ClassicalView, Job, JobError, JobResult};

    /// Positions the solver expands per step call at most.
    const POSITIONS_PER_STEP: usize = 64;

    struct ScriptJob {
        u: Universe,
        solver: ScriptSolver,
        position: ScriptPos,
        impartial: bool,
        value: Option<Game>,
        failed: Option<ScriptError>,
    }

    /// Compiles the script and reads the position; the solve runs in steps.
    pub(in crate::jobs) fn start(r: ScriptRequest) -> Result<Box<dyn Job>, JobError> {
        let script = Script::compile(&r.source, ScriptLimits::PAGE)?;
        let position = script.position(&r.position)?;
        let impartial = script.impartial();
        let mut solver = ScriptSolver::new(Arc::new(script));
        solver.start(&position)?;
        Ok(Box::new(ScriptJob {
            u: Universe::new(),
            solver,
            position,
            impartial,
            value: None,
            failed: None,
        }))
    }

    impl ScriptJob {
        /// The board and the options' values of the solved position (the
        /// options were solved with it, so their values are memoised).
        fn extras(&mut self) -> Result<ScriptView, ScriptError> {
            let script = self.solver.script_arc();
            let (board, board_error) = match script.board(&self.position) {
                Ok(b) => (b, None),
                Err(e) => (None, Some(e.to_string())),
            };
            let mut sides = Vec::new();
            let mut more = 0;
            let players: &[Player] = if self.impartial {
                &[Player::Left]
            } else {
                &[Player::Left, Player::Right]
            };
            for &p in players {
                let options = script.options(&self.position, p)?;
                more += options.len().saturating_sub(MAX_SCRIPT_OPTIONS);
                let mut side = Vec::new();
                for o in options.into_iter().take(MAX_SCRIPT_OPTIONS) {
                    let g = self.solver.value(&mut self.u, &o)?;
                    side.push(ScriptOption {
                        position: o.to_string(),
                        value: self.u.show_capped(g, MAX_SHOWN).0,
                    });
                }
                sides.push(side);
            }
            let right = if sides.len() > 1 {
                sides.pop().unwrap_or_default()
            } else {
                Vec::new()
            };
            let left = sides.pop().unwrap_or_default();
            Ok(ScriptView {
                position: self.position.to_string(),
                board,
                board_error,
                left,
                right,
                more,
                impartial: self.impartial,
            })
        }
    }

    impl Job for ScriptJob {
        fn step(&mut self, units: u32) -> bool {
            if self.value.is_some() || self.failed.is_some() {
                return true;
            }
            let budget = (units as usize / 64).clamp(1, POSITIONS_PER_STEP);
            match self.solver.step(&mut self.u, budget) {
                Ok(Some(g)) => self.value = Some(g),
                Ok(None) => {}
                Err(e) => self.failed = Some(e),
            }
            self.value.is_some() || self.failed.is_some()
        }

        /// The share of the position's options (four levels deep) done.
        fn progress(&self) -> (u64, u64) {
            let p = self.solver.progress();
            (p.root_done as u64, (p.root_total as u64).max(1))
        }

        fn finish(mut self: Box<Self>) -> JobResult {
            while !self.step(u32::MAX) {}
            if let Some(e) = self.failed {
                return JobResult::Failed(e.into());
            }
            let Some(g) = self.value else {
                return JobResult::Failed(JobError::Internal(
                    "a script job without a value".into(),
                ));
            };
            let solved = self.solver.solved();
            let extras = match self.extras() {
                Ok(extras) => extras,
                Err(e) => return JobResult::Failed(e.into()),
            };
            let mut view = game_view(&mut self.u, g, Vec::new(), solved);
            if let ClassicalView::Game(v) = &mut view {
                if self.impartial {
                    v.report.grundy = self.u.nim_value(g);
                }
                v.script = Some(extras);
            }
            JobResult::Classical(view)
        }
    }
}
