//! `--script FILE --position POS` (feature `script`): a ruleset written as
//! a Rhai script, read within its size limit and run in its sandbox
//! ([`pebbles::games::classical::script`]) under the CLI's limits; and
//! `--script NAME=FILE`: the script as a ruleset named NAME ([`rulesets`]).

use std::sync::Arc;

use pebbles::games::classical::rulesets::{PositionError, Rulesets};
use pebbles::games::classical::script::{
    Interrupt, Limit, Script, ScriptError, ScriptLimits, ScriptPos, ScriptSolver,
};
use pebbles::games::classical::{Game, Universe};
use pebbles::notation::shown;

use crate::budget::Budget;
use crate::cli::Bad;

/// The limits of `pebbles cgt --script` and `pebbles play cgt --script`.
pub const LIMITS: ScriptLimits = ScriptLimits::CLI;

/// The stack a script runs on: Rhai checks and drops nested arrays and
/// maps recursively, and the size limits allow nesting some ten thousand
/// deep; reserved, not committed, so it costs nothing until used.
const STACK_BYTES: usize = 512 << 20;

/// Runs `f` (a script's compilation and solving) on a thread with a
/// [`STACK_BYTES`] stack.
pub fn on_big_stack<T: Send>(f: impl FnOnce() -> Result<T, Bad> + Send) -> Result<T, Bad> {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .name("script".into())
            .stack_size(STACK_BYTES)
            .spawn_scoped(s, f)
            .map_err(|e| Bad(format!("--script: cannot start its thread: {e}")))?
            .join()
            .unwrap_or_else(|_| Err(Bad("--script: the script's thread failed".into())))
    })
}

/// A script and its position, both checked.
pub struct Loaded {
    pub script: Arc<Script>,
    pub position: ScriptPos,
    /// The path, for messages.
    pub path: String,
}

/// `--script` or `--position` first, then the error in the library's words.
pub fn bad(path: &str, e: ScriptError) -> Bad {
    match e {
        ScriptError::Position { .. } => Bad(format!("--{e}")),
        e => Bad(format!("--script `{}`: {e}", shown(path))),
    }
}

/// The text of the script file: at most the limit plus one byte is read,
/// so an endless file stops at once; a larger file is refused with its
/// size and the limit.
fn read(path: &str) -> Result<String, Bad> {
    use std::io::Read;
    let cannot =
        |e: std::io::Error| Bad(format!("--script `{}`: cannot read it: {e}", shown(path)));
    let file = std::fs::File::open(path).map_err(cannot)?;
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    let limit = LIMITS.script_bytes;
    let mut bytes = Vec::new();
    file.take(limit as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() > limit {
        let e = ScriptError::TooLong {
            what: "the script".into(),
            size: (size as usize).max(bytes.len()),
            limit: Limit::ScriptBytes,
            value: limit as u64,
        };
        return Err(bad(path, e));
    }
    String::from_utf8(bytes).map_err(|_| Bad(format!("--script `{}`: not UTF-8 text", shown(path))))
}

/// Stops a script's calls once `clock`'s time limit has passed.
pub fn interrupt(clock: &Budget) -> Interrupt {
    let clock = clock.clone();
    Arc::new(move || {
        clock
            .expired()
            .then(|| clock.stopped("a call of the script"))
    })
}

/// Positions solved between two looks at the clock.
const SLICE: usize = 1 << 10;

/// The refusal of a script's solve stopped by `clock` (between slices, or
/// inside a call: [`ScriptError::Interrupted`]).
pub fn stopped(clock: &Budget, solved: usize) -> Bad {
    let at = format!("{solved} positions solved");
    Bad(format!("--position: {}", clock.stopped(&at)))
}

/// Reads and compiles the script at `path`, and reads `position` with it;
/// `stop` interrupts its calls.
pub fn load(path: &str, position: &str, stop: Option<Interrupt>) -> Result<Loaded, Bad> {
    let source = read(path)?;
    let mut script = Script::compile(&source, LIMITS).map_err(|e| bad(path, e))?;
    if let Some(stop) = stop {
        script.interrupt_when(stop);
    }
    let position = script.position(position).map_err(|e| bad(path, e))?;
    Ok(Loaded {
        script: Arc::new(script),
        position,
        path: path.to_string(),
    })
}

impl Loaded {
    /// The value of the position, solved within `clock`'s time limit.
    pub fn value(&self, u: &mut Universe, clock: &Budget) -> Result<Game, Bad> {
        let mut solver = ScriptSolver::new(self.script.clone());
        solver
            .start(&self.position)
            .map_err(|e| bad(&self.path, e))?;
        loop {
            match solver.step(u, SLICE) {
                Ok(Some(g)) => return Ok(g),
                Ok(None) if !clock.expired() => {}
                Ok(None) | Err(ScriptError::Interrupted { .. }) => {
                    return Err(stopped(clock, solver.solved()))
                }
                Err(e) => return Err(bad(&self.path, e)),
            }
        }
    }
}

/// The registry's rulesets and the scripts of `--script NAME=FILE`, each
/// read and compiled under [`LIMITS`], their calls interrupted by `stop`;
/// errors name the `--script` value.
pub fn rulesets(named: &[(&str, &str)], stop: Option<Interrupt>) -> Result<Rulesets, Bad> {
    let mut out = Rulesets::default();
    for &(name, path) in named {
        out.check_name(name)
            .map_err(|e| Bad(format!("--script {e}")))?;
        if path.is_empty() {
            return Err(Bad(format!(
                "--script `{}=`: no file after `=` (NAME=FILE)",
                shown(name)
            )));
        }
        let source = read(path)?;
        out.add_script(name, &source, LIMITS, stop.clone())
            .map_err(|e| match e {
                PositionError::Script { error, .. } => bad(path, *error),
                e => Bad(format!("--script {e}")),
            })?;
    }
    Ok(out)
}
