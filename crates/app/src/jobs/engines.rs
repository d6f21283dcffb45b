//! The jobs only the script worker runs: scripts, loopy games, misère and
//! scoring play. Their engines are compiled into this crate for every
//! build, but a wasm module links them only if it calls
//! [`install_script_engines`]: the script worker does (`crates/page`'s
//! `script_worker` bin); the page's own module never does, so the linker
//! leaves the script engine (Rhai) and the loopy, misère and scoring
//! engines out of the page's first load, and its compute workers refuse
//! these requests ([`JobError::Internal`]; the page sends them to the
//! script worker, [`JobRequest::needs_script`](super::JobRequest::needs_script)).
//!
//! One table of function pointers instead of a Cargo feature: the three
//! wasm modules are built from one package with one feature set, so Trunk
//! compiles every library once for all three.
//! Natively (the CLI, the tests, Python) every engine is always there.

use super::board_play::BoardPlayRequest;
use super::{
    ClassicalView, Job, JobError, MisereFormRequest, MisereGameRequest, QuotientRequest,
    ScoringRequest, ScriptPlayRequest, ScriptRequest,
};
use crate::games::classical::RulesetId;

/// A job made, or why not.
type Made = Result<Box<dyn Job>, JobError>;

/// A job's constructor.
type Start<R> = fn(R) -> Made;

/// The constructors of the jobs that need an engine of the script worker.
pub struct ScriptEngines {
    pub(super) loopy_expr: fn(&str) -> Result<ClassicalView, JobError>,
    pub(super) loopy_boards: fn(RulesetId, Vec<String>) -> Made,
    pub(super) loopy_play: Start<BoardPlayRequest>,
    pub(super) script: Start<ScriptRequest>,
    pub(super) script_play: Start<ScriptPlayRequest>,
    pub(super) quotient: Start<QuotientRequest>,
    pub(super) misere_form: Start<MisereFormRequest>,
    pub(super) misere_game: Start<MisereGameRequest>,
    pub(super) scoring: Start<ScoringRequest>,
}

/// Every engine.
static SCRIPT_ENGINES: ScriptEngines = ScriptEngines {
    loopy_expr: super::classical::loopy_view,
    loopy_boards: super::loopy::start_boards,
    loopy_play: super::loopy::start_play,
    script: super::script::start,
    script_play: super::script::start_play,
    quotient: super::misere::start_quotient,
    misere_form: super::misere::start_form,
    misere_game: super::misere_switch::start_game,
    scoring: super::scoring::start,
};

#[cfg(target_arch = "wasm32")]
static INSTALLED: std::sync::OnceLock<&'static ScriptEngines> = std::sync::OnceLock::new();

/// Makes this module run the script worker's jobs (the script worker's
/// `main`, before it starts listening).
pub fn install_script_engines() {
    #[cfg(target_arch = "wasm32")]
    let _ = INSTALLED.set(&SCRIPT_ENGINES);
}

/// The engines, or why this module has none: `what` names the engine.
pub(super) fn engines(what: &str) -> Result<&'static ScriptEngines, JobError> {
    #[cfg(target_arch = "wasm32")]
    return INSTALLED.get().copied().ok_or_else(|| {
        JobError::Internal(format!(
            "this module has no {what} engine: these jobs run in the script worker"
        ))
    });
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = what;
        Ok(&SCRIPT_ENGINES)
    }
}
