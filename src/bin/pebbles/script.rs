//! `--script FILE --position POS` (feature `script`): a ruleset written as
//! a Rhai script, read within its size limit and run in its sandbox
//! ([`pebbles::games::classical::script`]) under the CLI's limits; and
//! `--script NAME=FILE`: the script as a ruleset named NAME ([`rulesets`]).

use std::sync::Arc;

use pebbles::games::classical::loopy::{LoopyLimits, LoopyPositionError, PositionReport};
use pebbles::games::classical::rulesets::{PositionError, Rulesets};
use pebbles::games::classical::script::{
    Interrupt, Limit, Script, ScriptError, ScriptLimits, ScriptPos, ScriptRuleset, ScriptSolver,
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
    /// The position as given, for the loopy report.
    pub text: String,
    /// The path, for messages.
    pub path: String,
}

/// A script's position solved: a short game's value, or the loopy report
/// of a script whose positions repeat (issue 38).
pub enum Solved {
    Short(Game),
    Loopy(Box<PositionReport>),
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
/// `--script FILE --position POS` of `a`, when given: the script loaded
/// with the clock of `--time-limit`, and `f` run with it on the big stack.
pub fn with_loaded<T: Send>(
    a: &crate::cgt::CgtArgs,
    f: impl FnOnce(Loaded, &Budget) -> Result<T, Bad> + Send,
) -> Result<Option<T>, Bad> {
    let Some((path, position)) = a.position.script() else {
        return Ok(None);
    };
    on_big_stack(|| {
        let clock = a.limits.budget()?;
        let loaded = load(path, position, Some(interrupt(&clock)))?;
        f(loaded, &clock).map(Some)
    })
}

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
pub fn load(path: &str, position_text: &str, stop: Option<Interrupt>) -> Result<Loaded, Bad> {
    let source = read(path)?;
    let mut script = Script::compile(&source, LIMITS).map_err(|e| bad(path, e))?;
    if let Some(stop) = stop {
        script.interrupt_when(stop);
    }
    let position = script.position(position_text).map_err(|e| bad(path, e))?;
    Ok(Loaded {
        script: Arc::new(script),
        position,
        text: position_text.to_string(),
        path: path.to_string(),
    })
}

impl Loaded {
    /// The value of the position, solved within `clock`'s time limit; a
    /// position that repeats makes it a loopy game, analysed in the time
    /// left ([`Loaded::loopy`]).
    pub fn value(&self, u: &mut Universe, clock: &Budget) -> Result<Solved, Bad> {
        let mut solver = ScriptSolver::new(self.script.clone());
        solver
            .start(&self.position)
            .map_err(|e| bad(&self.path, e))?;
        loop {
            match solver.step(u, SLICE) {
                Ok(Some(g)) => return Ok(Solved::Short(g)),
                Ok(None) if !clock.expired() => {}
                Ok(None) | Err(ScriptError::Interrupted { .. }) => {
                    return Err(stopped(clock, solver.solved()))
                }
                Err(ScriptError::Cycle { .. }) => return self.loopy(clock).map(Solved::Loopy),
                Err(e) => return Err(bad(&self.path, e)),
            }
        }
    }

    /// The loopy value (or outcome) of the position of a script whose
    /// positions repeat, within the CLI's loopy limits and the script's
    /// own, until `clock` says stop.
    pub fn loopy(&self, clock: &Budget) -> Result<Box<PositionReport>, Bad> {
        let rules = ScriptRuleset::new("script", self.script.clone());
        let mut explored = 0;
        let mut stop = |n: u64| {
            explored = n;
            clock.expired()
        };
        let start = vec![self.position.clone()];
        let found = rules.loopy_from(start, &self.text, &LoopyLimits::CLI, &mut stop);
        loopy_found(found, clock, explored, Some(&self.path))
    }
}

/// A loopy analysis of a script's positions as the CLI answers it: a
/// stop or an interrupted call is the time limit's refusal (`explored`
/// positions so far); the script's own errors name `--script` (its
/// `path`, when it is a file) or the board.
pub fn loopy_found(
    found: Result<Option<PositionReport>, LoopyPositionError>,
    clock: &Budget,
    explored: u64,
    path: Option<&str>,
) -> Result<Box<PositionReport>, Bad> {
    let stopped = || {
        let at = format!("{explored} positions explored");
        Bad(format!("--position: {}", clock.stopped(&at)))
    };
    match found {
        Ok(Some(r)) => Ok(Box::new(r)),
        Ok(None) => Err(stopped()),
        Err(LoopyPositionError::Position(PositionError::Script { error, .. }))
            if matches!(*error, ScriptError::Interrupted { .. }) =>
        {
            Err(stopped())
        }
        Err(LoopyPositionError::Position(PositionError::Script { error, token })) => match path {
            Some(path) => Err(bad(path, *error)),
            None => Err(Bad(format!("--position `{token}`: {error}"))),
        },
        Err(e) => Err(Bad(format!("--position {e}"))),
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
