//! The misère switch of `#/classical` (issue 39, `misere=1`): the page's
//! game (an expression, a sum of boards of a ruleset, a script's position
//! or expression) gets its misère canonical form, genus and Grundy values
//! when it is impartial, `MisereFormView::Partizan` otherwise. The
//! engine ([`SwitchRun`]) runs in the script worker (`needs_script`; the
//! page's own module refuses the job), in steps of a few thousand units of
//! work, so the page shows progress and Cancel stops it; within
//! `MISERE_FORM_WORK` units in all (the CLI's limit) and
//! [`SWITCH_POSITIONS`] positions a board ([`SWITCH_SCRIPT_POSITIONS`] for
//! a script's board, whose positions also count [`SCRIPT_POSITION_COST`]
//! units each: every one calls the script).
//!
//! [`SwitchRun`]: crate::games::classical::misere::SwitchRun

use serde::{Deserialize, Serialize};

use super::{Job, JobError, ScriptRequest};
use crate::games::classical::misere::MISERE_POSITIONS;
use crate::games::classical::RulesetId;

/// The page's game, as the page states it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MisereGameRequest {
    Expr(String),
    Boards(RulesetId, Vec<String>),
    Script(ScriptRequest),
}

impl MisereGameRequest {
    pub fn describe(&self) -> String {
        let game = match self {
            MisereGameRequest::Expr(g) => g.clone(),
            MisereGameRequest::Boards(r, b) => format!("{}[{}]", r.code(), b.join(" + ")),
            MisereGameRequest::Script(s) => match &s.expr {
                Some(g) => g.clone(),
                None => format!("the script's position {}", s.position),
            },
        };
        format!("the misère canonical form of {game}")
    }
}

/// Most positions of one board the switch walks: a built-in ruleset's as
/// `pebbles cgt --misere`.
pub const SWITCH_POSITIONS: usize = MISERE_POSITIONS;
/// A script's board: as many positions as a script's board inside an
/// expression solves (`EXPR_POSITIONS`).
pub const SWITCH_SCRIPT_POSITIONS: usize = 20_000;
/// Units of work each new position of a script's board counts (a call of
/// the script costs some tens of canonical-form units), so that a step
/// walks a bounded number of them.
pub const SCRIPT_POSITION_COST: u64 = 16;

pub use engine::game_form;
pub(super) use engine::start_game;

mod engine {
    use std::sync::Arc;

    use super::*;
    use crate::games::classical::loopy::is_loopy;
    use crate::games::classical::misere::{MisereReport, SwitchRun, SwitchStep};
    use crate::games::classical::rulesets::{PositionError, Rulesets};
    use crate::games::classical::script::{Script, ScriptLimits, ScriptRuleset};
    use crate::games::classical::ExprLimits;
    use crate::jobs::JobResult;
    use crate::jobs::{MisereFormView, MISERE_FORM_WORK};

    /// What the run is about: an expression in its rulesets, or a sum of
    /// boards of one ruleset.
    enum Game {
        Expr {
            text: String,
            rulesets: Rulesets,
        },
        Boards {
            rules: Box<dyn RulesetRef>,
            input: String,
            boards: Vec<String>,
        },
    }

    /// A ruleset the job owns or borrows from the registry.
    trait RulesetRef {
        fn get(&self) -> &dyn crate::games::classical::rulesets::AnyRuleset;
    }

    impl RulesetRef for RulesetId {
        fn get(&self) -> &dyn crate::games::classical::rulesets::AnyRuleset {
            self.rules()
        }
    }

    impl RulesetRef for ScriptRuleset {
        fn get(&self) -> &dyn crate::games::classical::rulesets::AnyRuleset {
            self
        }
    }

    /// The switch's job: one step of the run per `step` call.
    pub struct GameJob {
        game: Game,
        run: SwitchRun,
        result: Option<Result<MisereFormView, JobError>>,
    }

    /// Reads the request (a loopy expression and a script that does not
    /// compile are refused here); the run is stepped.
    pub(in crate::jobs) fn start_game(r: MisereGameRequest) -> Result<Box<dyn Job>, JobError> {
        Ok(Box::new(GameJob::start(r)?))
    }

    /// The whole computation at once (tests, and what the job answers).
    pub fn game_form(r: &MisereGameRequest) -> Result<MisereFormView, JobError> {
        let mut job = GameJob::start(r.clone())?;
        while !job.step(0) {}
        job.result
            .take()
            .unwrap_or_else(|| Err(JobError::Internal("a misère run without result".into())))
    }

    fn expr_game(text: &str, rulesets: Rulesets) -> Result<Game, JobError> {
        if is_loopy(text) {
            return Err(JobError::invalid(
                "expression",
                crate::notation::shown(text),
                "a loopy game: misère play is computed for short games only",
            ));
        }
        Ok(Game::Expr {
            text: text.to_string(),
            rulesets,
        })
    }

    impl GameJob {
        fn start(r: MisereGameRequest) -> Result<GameJob, JobError> {
            let (game, positions, cost) = match r {
                MisereGameRequest::Expr(g) => {
                    (expr_game(&g, Rulesets::default())?, SWITCH_POSITIONS, 1)
                }
                MisereGameRequest::Boards(id, boards) => {
                    let input = format!("{}[{}]", id.code(), boards.join(" + "));
                    let rules = Box::new(id);
                    (
                        Game::Boards {
                            rules,
                            input,
                            boards,
                        },
                        SWITCH_POSITIONS,
                        1,
                    )
                }
                MisereGameRequest::Script(s) => {
                    let game = match &s.expr {
                        Some(g) => {
                            let mut rulesets = Rulesets::default();
                            rulesets
                                .add_script(&s.name, &s.source, ScriptLimits::PAGE, None)
                                .map_err(|e| match e {
                                    PositionError::Script { error, .. } => JobError::Script(*error),
                                    e => JobError::invalid("sname", e.token(), e),
                                })?;
                            expr_game(g, rulesets)?
                        }
                        None => {
                            let script = Script::compile(&s.source, ScriptLimits::PAGE)?;
                            let position = script.position(&s.position)?.to_string();
                            let input = format!("{}[{position}]", s.name);
                            let rules = Box::new(ScriptRuleset::new(&s.name, Arc::new(script)));
                            Game::Boards {
                                rules,
                                input,
                                boards: vec![position],
                            }
                        }
                    };
                    (game, SWITCH_SCRIPT_POSITIONS, SCRIPT_POSITION_COST)
                }
            };
            Ok(GameJob {
                game,
                run: SwitchRun::new(positions, cost, MISERE_FORM_WORK),
                result: None,
            })
        }
    }

    /// The view of a finished run.
    fn view(input: &str, report: Option<MisereReport>) -> MisereFormView {
        match report {
            Some(r) => r.into(),
            None => MisereFormView::Partizan {
                input: input.to_string(),
            },
        }
    }

    impl Job for GameJob {
        /// One step of the run, of its own size (the units asked for are
        /// not used, so the work counted, and where the limit falls, does
        /// not depend on the machine).
        fn step(&mut self, _units: u32) -> bool {
            if self.result.is_some() {
                return true;
            }
            let (input, stepped): (&str, SwitchStep) = match &self.game {
                Game::Expr { text, rulesets } => {
                    (text, self.run.step_expr(text, ExprLimits::PAGE, rulesets))
                }
                Game::Boards {
                    rules,
                    input,
                    boards,
                } => (input, self.run.step_boards(rules.get(), input, boards)),
            };
            if let Some(r) = stepped {
                self.result = Some(r.map(|report| view(input, report)).map_err(JobError::from));
            }
            self.result.is_some()
        }

        /// Units spent, with no total: how many the game needs is not
        /// known before it is done (the bar is indeterminate).
        fn progress(&self) -> (u64, u64) {
            (self.run.work(), 0)
        }

        fn finish(mut self: Box<Self>) -> JobResult {
            while !self.step(0) {}
            match self.result.take() {
                Some(Ok(v)) => JobResult::MisereForm(v),
                Some(Err(e)) => JobResult::Failed(e),
                None => JobResult::Failed(JobError::Internal("a misère run without result".into())),
            }
        }
    }
}
