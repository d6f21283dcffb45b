//! A compiled script in its sandbox: the Rhai engine with the limits set,
//! the script's functions, and calls that turn every failure into a
//! [`ScriptError`].

use rhai::{CallFnOptions, Dynamic, Engine, EvalAltResult, ParseErrorType, Position, Scope, AST};

use super::board::read_board;
use super::pos::ScriptPos;
use super::{At, Limit, ScriptError, ScriptLimits};
use crate::classical::rulesets::Board;
use crate::common::Player;
use crate::notation::{cut_words, shown};

/// What a script's `options(position, player)` gets as `player`: Left's
/// and Right's names, in lower case.
pub const PLAYER_NAMES: [&str; 2] = ["left", "right"];

/// How the script gives options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// `options(position, player)`.
    Partizan,
    /// `left_options(position)` and `right_options(position)`.
    Split,
    /// `options(position)`.
    Impartial,
}

/// A script compiled in its sandbox. `Send + Sync`: one compiled script
/// can serve every solver of a session.
pub struct Script {
    engine: Engine,
    ast: AST,
    kind: Kind,
    components: bool,
    board: bool,
    /// `(name, line)` of each `fn` of the script.
    lines: Vec<(String, usize)>,
    limits: ScriptLimits,
}

impl std::fmt::Debug for Script {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Script")
            .field("kind", &self.kind)
            .field("components", &self.components)
            .field("limits", &self.limits)
            .finish()
    }
}

/// Asked while a script runs (at a call's first operation and every
/// [`INTERRUPT_EVERY`] operations after): a reason stops the call with
/// [`ScriptError::Interrupted`]. The CLI's clock: a time limit then holds
/// inside a long call and across many short ones.
pub type Interrupt = std::sync::Arc<dyn Fn() -> Option<String> + Send + Sync>;

/// Operations of a call between two questions to an [`Interrupt`].
pub const INTERRUPT_EVERY: u64 = 4_096;

impl Script {
    /// Stops every later call of the script once `stop` gives a reason
    /// (asked as each call starts, and every [`INTERRUPT_EVERY`]
    /// operations: a search of many short calls, each under that many
    /// operations, ran 40 s past `--time-limit 0.5` when only the count
    /// asked).
    pub fn interrupt_when(&mut self, stop: Interrupt) {
        self.engine.on_progress(move |ops| {
            if ops == 1 || ops % INTERRUPT_EVERY == 0 {
                stop().map(Dynamic::from)
            } else {
                None
            }
        });
    }
}

/// The engine with every limit of `limits`, no printing, no `eval`.
fn sandbox(limits: &ScriptLimits) -> Engine {
    let mut e = Engine::new();
    e.set_max_operations(limits.operations)
        .set_max_call_levels(limits.call_levels)
        .set_max_expr_depths(limits.expr_depth, limits.fn_expr_depth)
        .set_max_string_size(limits.string_size)
        .set_max_array_size(limits.array_size)
        .set_max_map_size(limits.map_size)
        .set_max_variables(1_000)
        .set_max_functions(1_000)
        .set_max_strings_interned(1_024);
    // A script's `print` and `debug` must not write into the CLI's report.
    e.on_print(|_| {});
    e.on_debug(|_, _, _| {});
    e.disable_symbol("eval");
    e
}

fn at(p: Position) -> Option<At> {
    p.line().map(|line| At {
        line,
        column: p.position().unwrap_or(0),
    })
}

/// `fn NAME` at the start of a line (after `private`), with its line.
fn fn_lines(source: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let t = line.trim_start();
        let t = t.strip_prefix("private ").map_or(t, str::trim_start);
        if let Some(rest) = t.strip_prefix("fn ") {
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.push((name, i + 1));
        }
    }
    out
}

impl Script {
    /// Compiles `source` under `limits` and runs its top level once (a
    /// script may define constants there; they run within the limits).
    pub fn compile(source: &str, limits: ScriptLimits) -> Result<Script, ScriptError> {
        if source.len() > limits.script_bytes {
            return Err(ScriptError::TooLong {
                what: "the script".into(),
                size: source.len(),
                limit: Limit::ScriptBytes,
                value: limits.script_bytes as u64,
            });
        }
        let engine = sandbox(&limits);
        let ast = engine
            .compile(source)
            .map_err(|e| syntax(*e.0, e.1, &limits))?;
        let has = |name: &str, params: usize| {
            ast.iter_functions()
                .any(|f| f.name == name && f.params.len() == params)
        };
        let (two, one) = (has("options", 2), has("options", 1));
        let (left, right) = (has("left_options", 1), has("right_options", 1));
        let kind = match (two, one, left || right) {
            (true, false, false) => Kind::Partizan,
            (false, true, false) => Kind::Impartial,
            (false, false, true) if left && right => Kind::Split,
            (false, false, true) => {
                let missing = if left {
                    "right_options"
                } else {
                    "left_options"
                };
                return Err(ScriptError::Definitions(format!(
                    "the script defines {} but not `{missing}(position)`",
                    if left {
                        "`left_options`"
                    } else {
                        "`right_options`"
                    }
                )));
            }
            (false, false, false) => {
                return Err(ScriptError::Definitions(
                    "the script defines no options: write `fn options(position, player)`, \
                     `fn left_options(position)` and `fn right_options(position)`, or \
                     `fn options(position)` for an impartial game"
                        .into(),
                ))
            }
            _ => {
                return Err(ScriptError::Definitions(
                    "the script gives options in more than one way: keep one of \
                     `options(position, player)`, `left_options`/`right_options`, \
                     `options(position)`"
                        .into(),
                ))
            }
        };
        let script = Script {
            kind,
            components: has("components", 1),
            board: has("board", 1),
            lines: fn_lines(source),
            limits,
            engine,
            ast,
        };
        script
            .engine
            .run_ast(&script.ast)
            .map_err(|e| script.failure("", *e))?;
        Ok(script)
    }

    pub fn limits(&self) -> &ScriptLimits {
        &self.limits
    }

    /// Defined by `options(position)`: both players have the same options.
    pub fn impartial(&self) -> bool {
        self.kind == Kind::Impartial
    }

    /// Whether the script splits positions into `components`.
    pub fn has_components(&self) -> bool {
        self.components
    }

    /// Whether the script defines `board(position)` (kept for drawing).
    pub fn has_board(&self) -> bool {
        self.board
    }

    /// The position written as `text`: a Rhai expression (`"..#|..."`,
    /// `[3, 4]`, or a call of the script's own functions such as
    /// `start(4)`), evaluated under the script's limits.
    pub fn position(&self, text: &str) -> Result<ScriptPos, ScriptError> {
        if text.len() > self.limits.position_bytes {
            return Err(ScriptError::TooLong {
                what: "the position".into(),
                size: text.len(),
                limit: Limit::PositionBytes,
                value: self.limits.position_bytes as u64,
            });
        }
        let bad = |reason: String| ScriptError::Position {
            token: shown(text.trim()),
            reason,
        };
        let expr = self
            .engine
            .compile_expression(text)
            .map_err(|e| bad(format!("{}", syntax(*e.0, e.1, &self.limits))))?;
        let ast = self.ast.clone_functions_only().merge(&expr);
        let value: Dynamic = self
            .engine
            .eval_ast(&ast)
            .map_err(|e| bad(self.failure("", *e).to_string()))?;
        ScriptPos::from_dynamic(&value).map_err(|e| {
            let inside = if e.path.is_empty() {
                String::new()
            } else {
                format!(" at {}", e.path)
            };
            bad(format!("is {}{inside}, not a position", e.found))
        })
    }

    /// The options of `player` from `p`.
    pub fn options(&self, p: &ScriptPos, player: Player) -> Result<Vec<ScriptPos>, ScriptError> {
        let arg = p.to_dynamic();
        match self.kind {
            Kind::Partizan => {
                let who = PLAYER_NAMES[player.index()];
                self.list("options", (arg, Dynamic::from(who)))
            }
            Kind::Split => match player {
                Player::Left => self.list("left_options", (arg,)),
                Player::Right => self.list("right_options", (arg,)),
            },
            Kind::Impartial => self.list("options", (arg,)),
        }
    }

    /// The independent parts of `p` (`[p]` without `components`).
    pub fn components(&self, p: &ScriptPos) -> Result<Vec<ScriptPos>, ScriptError> {
        if !self.components {
            return Ok(vec![p.clone()]);
        }
        self.list("components", (p.to_dynamic(),))
    }

    /// The drawing of `p` by the script's `fn board(position)`; `None`
    /// when the script has none.
    pub fn board(&self, p: &ScriptPos) -> Result<Option<Board>, ScriptError> {
        if !self.board {
            return Ok(None);
        }
        let value = self.call("board", (p.to_dynamic(),))?;
        let not_board = |reason: String| ScriptError::Runtime {
            function: "board".into(),
            at: Some(At {
                line: self.line_of("board"),
                column: 0,
            }),
            message: format!("returned a value that is not a board: {reason}"),
        };
        let value = ScriptPos::from_dynamic(&value).map_err(|e| not_board(e.found))?;
        read_board(&value)
            .map(Some)
            .map_err(|e| not_board(e.to_string()))
    }

    /// Calls the script's function `name`.
    fn call(&self, name: &str, args: impl rhai::FuncArgs) -> Result<Dynamic, ScriptError> {
        let options = CallFnOptions::new().eval_ast(false).rewind_scope(true);
        let mut scope = Scope::new();
        self.engine
            .call_fn_with_options(options, &mut scope, &self.ast, name, args)
            .map_err(|e| self.failure(name, *e))
    }

    /// Calls `name` and reads its result as an array of positions.
    fn list(&self, name: &str, args: impl rhai::FuncArgs) -> Result<Vec<ScriptPos>, ScriptError> {
        let value = self.call(name, args)?;
        let returned = |found: String, path: String, expected: &str| ScriptError::Returned {
            function: name.to_string(),
            line: self.line_of(name),
            found,
            path,
            expected: expected.to_string(),
        };
        let items = value.as_array_ref().map_err(|_| {
            let found = match ScriptPos::from_dynamic(&value) {
                Ok(p) => format!("the position {}", cut(&p.to_string())),
                Err(e) => e.found,
            };
            returned(found, String::new(), "an array of positions")
        })?;
        items
            .iter()
            .enumerate()
            .map(|(i, d)| {
                ScriptPos::from_dynamic(d)
                    .map_err(|e| returned(e.found, format!("[{i}]{}", e.path), "a position"))
            })
            .collect()
    }

    /// The line of `fn name` in the script (0 when not found).
    fn line_of(&self, name: &str) -> usize {
        self.lines
            .iter()
            .find(|(n, _)| n == name)
            .map_or(0, |&(_, l)| l)
    }

    /// A failed call of `function` ("" for the top level) as a
    /// [`ScriptError`]: the innermost failure's place and message, or the
    /// limit met.
    fn failure(&self, function: &str, e: EvalAltResult) -> ScriptError {
        // The innermost failure, and the last call site on the way to it.
        let (mut inner, mut outer, mut called) = (e, Position::NONE, Vec::new());
        while let EvalAltResult::ErrorInFunctionCall(name, _, next, p) = inner {
            outer = p;
            called.push(format!("`{name}`"));
            inner = *next;
        }
        let place = at(inner.take_position()).or_else(|| at(outer));
        let limit = match &inner {
            EvalAltResult::ErrorTooManyOperations(_) => Some(Limit::Operations),
            EvalAltResult::ErrorStackOverflow(_) => Some(Limit::CallLevels),
            EvalAltResult::ErrorDataTooLarge(what, _) => Some(data_limit(&what.to_lowercase())),
            EvalAltResult::ErrorParsing(ParseErrorType::ExprTooDeep, _) => Some(Limit::ExprDepth),
            _ => None,
        };
        if let EvalAltResult::ErrorTerminated(reason, _) = &inner {
            return ScriptError::Interrupted {
                function: function.to_string(),
                at: place,
                reason: reason.to_string(),
            };
        }
        if let Some(limit) = limit {
            return ScriptError::Limit {
                function: function.to_string(),
                at: place,
                limit,
                value: limit.value(&self.limits),
            };
        }
        // Rhai's messages quote identifiers and values whole: long words cut.
        let message = cut_words(&match called.last() {
            Some(name) => format!("{inner} (in {name})"),
            None => inner.to_string(),
        });
        ScriptError::Runtime {
            function: function.to_string(),
            at: place,
            message,
        }
    }
}

/// Which data limit Rhai's `ErrorDataTooLarge` names.
fn data_limit(what: &str) -> Limit {
    if what.contains("string") {
        Limit::StringSize
    } else if what.contains("map") {
        Limit::MapSize
    } else {
        Limit::ArraySize
    }
}

/// A parse error: a limit met while parsing, or a syntax error.
fn syntax(e: ParseErrorType, p: Position, limits: &ScriptLimits) -> ScriptError {
    let place = at(p);
    let limit = match &e {
        ParseErrorType::ExprTooDeep => Some(Limit::ExprDepth),
        ParseErrorType::LiteralTooLarge(what, _) => Some(data_limit(&what.to_lowercase())),
        _ => None,
    };
    if let Some(limit) = limit {
        return ScriptError::Limit {
            function: String::new(),
            at: place,
            limit,
            value: limit.value(limits),
        };
    }
    ScriptError::Syntax {
        at: place.unwrap_or(At { line: 0, column: 0 }),
        message: cut_words(&e.to_string()),
    }
}

/// A position's text cut to 40 characters for messages.
pub(super) fn cut(text: &str) -> String {
    if text.chars().count() <= 40 {
        return text.to_string();
    }
    let head: String = text.chars().take(39).collect();
    format!("{head}…")
}
