//! Formulas of reward maps, action conditions and utilities: a lexer and
//! syntax check that name positions, compilation to evalexpr trees (integer
//! constants made floats) and evaluation in an [`Env`].

use evalexpr::{Context, EvalexprError, EvalexprResult, Node, Operator, Value};
use thiserror::Error;

use super::MAX_FORMULA;

/// A formula's syntax error; every one but the first two names a 1-based
/// character position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SyntaxError {
    #[error("longer than {MAX_FORMULA} characters")]
    TooLong,
    #[error("empty formula")]
    Empty,
    #[error("bad number '{token_shown}' at position {pos}", token_shown = crate::notation::shown(.token))]
    BadNumber { token: String, pos: usize },
    #[error("unexpected character '{ch}' at position {pos}")]
    UnexpectedChar { ch: char, pos: usize },
    #[error("unknown function '{name_shown}' at position {pos}", name_shown = crate::notation::shown(.name))]
    UnknownFunction { name: String, pos: usize },
    #[error("unknown variable '{name_shown}' at position {pos}", name_shown = crate::notation::shown(.name))]
    UnknownVariable { name: String, pos: usize },
    #[error("expected a number, variable or '(' at position {pos}, found '{found_shown}'", found_shown = crate::notation::shown(.found))]
    ExpectedOperand { found: String, pos: usize },
    #[error("unmatched ')' at position {pos}")]
    UnmatchedClose { pos: usize },
    #[error("'{name_shown}' takes {lo}{} arguments, got {args} (closing ')' at position {pos})", or_more(*.lo, *.hi), name_shown = crate::notation::shown(.name))]
    Arity {
        name: &'static str,
        lo: usize,
        hi: usize,
        args: usize,
        pos: usize,
    },
    #[error("',' outside a function call at position {pos}")]
    StrayComma { pos: usize },
    #[error("expected an operator at position {pos}, found '{found_shown}'", found_shown = crate::notation::shown(.found))]
    ExpectedOperator { found: String, pos: usize },
    #[error("parentheses nested too deeply at position {pos}")]
    TooDeep { pos: usize },
    #[error("formula ends after '{last_shown}' at position {pos}: a value is missing", last_shown = crate::notation::shown(.last))]
    Unfinished { last: String, pos: usize },
    #[error("'(' at position {pos} is never closed")]
    Unclosed { pos: usize },
}

fn or_more(lo: usize, hi: usize) -> &'static str {
    if hi > lo {
        " or more"
    } else {
        ""
    }
}

impl SyntaxError {
    /// The 1-based character position the error names, if any.
    pub fn position(&self) -> Option<usize> {
        use SyntaxError::*;
        match self {
            TooLong | Empty => None,
            BadNumber { pos, .. }
            | UnexpectedChar { pos, .. }
            | UnknownFunction { pos, .. }
            | UnknownVariable { pos, .. }
            | ExpectedOperand { pos, .. }
            | UnmatchedClose { pos }
            | Arity { pos, .. }
            | StrayComma { pos }
            | ExpectedOperator { pos, .. }
            | TooDeep { pos }
            | Unfinished { pos, .. }
            | Unclosed { pos } => Some(*pos),
        }
    }
}

/// A formula that does not compile; `what` names the formula's place in the
/// ruleset (boxed where returned: it is large).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum FormulaError {
    #[error("{what} '{src_shown}': {error} (variables: {vars})", src_shown = crate::notation::shown(.src))]
    Syntax {
        what: String,
        src: String,
        error: SyntaxError,
        vars: String,
    },
    /// evalexpr rejected a formula the syntax check let through.
    #[error("{what} '{src_shown}': {message}", src_shown = crate::notation::shown(.src))]
    Parse {
        what: String,
        src: String,
        message: String,
    },
}

/// A formula that fails at one position of the game; `at` describes it.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum EvalError {
    #[error("formula '{src_shown}' gives {value}, not a number ({at})", src_shown = crate::notation::shown(.src))]
    NotANumber {
        src: String,
        value: String,
        at: String,
    },
    #[error("formula '{src_shown}': {message} ({at})", src_shown = crate::notation::shown(.src))]
    Failed {
        src: String,
        message: String,
        at: String,
    },
    #[error("formula '{src_shown}' gives {value}, not a finite number ({at})", src_shown = crate::notation::shown(.src))]
    NotFinite { src: String, value: f64, at: String },
}

const FUNCTIONS: &[Arity] = &[
    ("if", 3, 3),
    ("min", 2, 16),
    ("max", 2, 16),
    ("floor", 1, 1),
    ("ceil", 1, 1),
    ("round", 1, 1),
    ("math::abs", 1, 1),
];

#[derive(Clone, Copy, PartialEq)]
enum Tok {
    Num,
    Ident,
    Bin,
    Not,
    Minus,
    Open,
    Close,
    Comma,
}

/// Function name and its least and greatest number of arguments.
type Arity = (&'static str, usize, usize);

type Token = (usize, Tok, String);

fn lex(src: &str) -> Result<Vec<Token>, SyntaxError> {
    let cs: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        let pos = i + 1;
        if c.is_whitespace() {
            i += 1;
            continue;
        }
        let two: String = cs[i..(i + 2).min(cs.len())].iter().collect();
        if c.is_ascii_digit() || c == '.' {
            let s = i;
            while i < cs.len() && (cs[i].is_ascii_digit() || cs[i] == '.') {
                i += 1;
            }
            let t: String = cs[s..i].iter().collect();
            if t.parse::<f64>().is_err() {
                return Err(SyntaxError::BadNumber { token: t, pos });
            }
            out.push((pos, Tok::Num, t));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let s = i;
            while i < cs.len()
                && (cs[i].is_ascii_alphanumeric()
                    || cs[i] == '_'
                    || (cs[i] == ':' && cs.get(i + 1) == Some(&':')))
            {
                i += if cs[i] == ':' { 2 } else { 1 };
            }
            out.push((pos, Tok::Ident, cs[s..i].iter().collect()));
        } else if ["==", "!=", "<=", ">=", "&&", "||"].contains(&two.as_str()) {
            out.push((pos, Tok::Bin, two));
            i += 2;
        } else {
            let t = match c {
                '+' | '*' | '/' | '%' | '^' | '<' | '>' => Tok::Bin,
                '-' => Tok::Minus,
                '!' => Tok::Not,
                '(' => Tok::Open,
                ')' => Tok::Close,
                ',' => Tok::Comma,
                _ => return Err(SyntaxError::UnexpectedChar { ch: c, pos }),
            };
            out.push((pos, t, c.to_string()));
            i += 1;
        }
    }
    Ok(out)
}

/// An open parenthesis: position, function name and arity bounds, commas seen.
type Open = (usize, Option<Arity>, usize);

/// The syntax check's state: whether an operand is expected next, and the
/// open parentheses.
struct Checker<'a> {
    vars: &'a dyn Fn(&str) -> bool,
    operand: bool,
    stack: Vec<Open>,
}

impl Checker<'_> {
    /// Token `i` where an operand is expected; returns how many tokens it used.
    fn operand(&mut self, toks: &[Token], i: usize) -> Result<usize, SyntaxError> {
        let (pos, t, ref s) = toks[i];
        match t {
            Tok::Num => self.operand = false,
            Tok::Ident => {
                if toks.get(i + 1).map(|t| t.1) == Some(Tok::Open) {
                    let f = FUNCTIONS.iter().find(|f| f.0 == s).ok_or_else(|| {
                        SyntaxError::UnknownFunction {
                            name: s.clone(),
                            pos,
                        }
                    })?;
                    self.stack.push((pos, Some(*f), 0));
                    return Ok(2);
                } else if (self.vars)(s) || s == "true" || s == "false" {
                    self.operand = false;
                } else {
                    return Err(SyntaxError::UnknownVariable {
                        name: s.clone(),
                        pos,
                    });
                }
            }
            Tok::Open => self.stack.push((pos, None, 0)),
            Tok::Minus | Tok::Not => {}
            _ => {
                return Err(SyntaxError::ExpectedOperand {
                    found: s.clone(),
                    pos,
                })
            }
        }
        Ok(1)
    }

    /// Token `tok` where an operator, ')' or ',' is expected.
    fn operator(&mut self, tok: &Token) -> Result<(), SyntaxError> {
        let (pos, t, ref s) = *tok;
        match t {
            Tok::Bin | Tok::Minus => self.operand = true,
            Tok::Close => {
                let (_, f, commas) = self
                    .stack
                    .pop()
                    .ok_or(SyntaxError::UnmatchedClose { pos })?;
                if let Some((name, lo, hi)) = f {
                    let args = commas + 1;
                    if args < lo || args > hi {
                        return Err(SyntaxError::Arity {
                            name,
                            lo,
                            hi,
                            args,
                            pos,
                        });
                    }
                }
            }
            Tok::Comma => match self.stack.last_mut() {
                Some((_, Some(_), commas)) => {
                    *commas += 1;
                    self.operand = true;
                }
                _ => return Err(SyntaxError::StrayComma { pos }),
            },
            _ => {
                return Err(SyntaxError::ExpectedOperator {
                    found: s.clone(),
                    pos,
                })
            }
        }
        Ok(())
    }
}

/// Checks the token sequence so that errors can name a position (evalexpr's
/// own errors do not).
pub fn check_syntax(src: &str, vars: &dyn Fn(&str) -> bool) -> Result<(), SyntaxError> {
    if src.chars().count() > MAX_FORMULA {
        return Err(SyntaxError::TooLong);
    }
    let toks = lex(src)?;
    let Some((last_pos, _, last)) = toks.last() else {
        return Err(SyntaxError::Empty);
    };
    let mut ck = Checker {
        vars,
        operand: true,
        stack: Vec::new(),
    };
    let mut i = 0;
    while i < toks.len() {
        let pos = toks[i].0;
        let step = if ck.operand {
            ck.operand(&toks, i)?
        } else {
            ck.operator(&toks[i])?;
            1
        };
        if ck.stack.len() > 32 {
            return Err(SyntaxError::TooDeep { pos });
        }
        i += step;
    }
    if ck.operand {
        return Err(SyntaxError::Unfinished {
            last: last.clone(),
            pos: *last_pos,
        });
    }
    if let Some((pos, _, _)) = ck.stack.last() {
        return Err(SyntaxError::Unclosed { pos: *pos });
    }
    Ok(())
}

fn floats(node: &mut Node) {
    if let Operator::Const {
        value: Value::Int(i),
    } = node.operator()
    {
        let f = *i as f64;
        *node.operator_mut() = Operator::Const {
            value: Value::Float(f),
        };
    }
    for c in node.children_mut() {
        floats(c);
    }
}

#[derive(Clone, Debug)]
pub struct Formula {
    src: String,
    node: Node,
    pub(super) uses_c: bool,
    pub(super) uses_x: bool,
    pub(super) uses_l: bool,
    /// Native shortcut for constants, `a` and `-a` (the common reward maps).
    fast: Option<(f64, f64)>,
    /// Work units of one evaluation: the operator tree's size (1 when fast),
    /// so that work budgets bound time whatever the formulas' length.
    pub(super) cost: u64,
}

/// Nodes of an operator tree.
fn size(node: &Node) -> u64 {
    1 + node.children().iter().map(size).sum::<u64>()
}

/// Which variables a formula may use.
#[derive(Clone, Copy)]
pub enum Scope {
    Action,
    Utility,
}

/// The checked operator tree of `src` (integer constants made floats);
/// `var_ok` says which variables exist, `vars` lists them for messages.
fn tree(
    src: &str,
    var_ok: &dyn Fn(&str) -> bool,
    vars: String,
    what: &str,
) -> Result<Node, Box<FormulaError>> {
    check_syntax(src, var_ok).map_err(|error| {
        Box::new(FormulaError::Syntax {
            what: what.to_string(),
            src: src.to_string(),
            error,
            vars,
        })
    })?;
    let mut node = evalexpr::build_operator_tree(src).map_err(|e| {
        Box::new(FormulaError::Parse {
            what: what.to_string(),
            src: src.to_string(),
            message: e.to_string(),
        })
    })?;
    floats(&mut node);
    Ok(node)
}

pub fn compile(
    src: &str,
    scope: Scope,
    n: usize,
    what: &str,
) -> Result<Formula, Box<FormulaError>> {
    let var_ok = |s: &str| match s {
        "a" => matches!(scope, Scope::Action),
        "l" => matches!(scope, Scope::Utility),
        "x" | "p" | "c" => true,
        _ => s
            .strip_prefix('c')
            .and_then(|d| d.parse::<usize>().ok())
            .is_some_and(|k| k >= 1 && k <= n && !s.starts_with("c0")),
    };
    let vars = match scope {
        Scope::Action => format!("a, x, p, c, c1..c{n}"),
        Scope::Utility => format!("x, p, l, c, c1..c{n}"),
    };
    let node = tree(src, &var_ok, vars, what)?;
    let ids: Vec<String> = node
        .iter_variable_identifiers()
        .map(str::to_string)
        .collect();
    let t = src.trim();
    let fast = match t {
        "a" => Some((1.0, 0.0)),
        "-a" => Some((-1.0, 0.0)),
        _ => t
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite())
            .map(|v| (0.0, v)),
    };
    Ok(Formula {
        src: src.to_string(),
        cost: if fast.is_some() { 1 } else { size(&node) },
        fast,
        uses_c: ids.iter().any(|s| s.starts_with('c')),
        uses_x: ids.iter().any(|s| s == "x"),
        uses_l: ids.iter().any(|s| s == "l"),
        node,
    })
}

/// The [`Context`] methods of a fixed context: no functions of its own,
/// the builtins on, no changes.
macro_rules! fixed_context {
    () => {
        fn call_function(&self, id: &str, _arg: &Value) -> EvalexprResult<Value> {
            Err(EvalexprError::FunctionIdentifierNotFound(id.to_string()))
        }

        fn are_builtin_functions_disabled(&self) -> bool {
            false
        }

        fn set_builtin_functions_disabled(&mut self, _disabled: bool) -> EvalexprResult<()> {
            Err(EvalexprError::CustomMessage("fixed context".into()))
        }
    };
}

pub(super) struct Env {
    a: Value,
    x: Value,
    p: Value,
    l: Value,
    c: Value,
    cs: Vec<Value>,
}

impl Env {
    pub(super) fn new(a: u32, x: u32, p: usize, l: usize, cum: &[f64]) -> Env {
        Env {
            a: Value::Float(a as f64),
            x: Value::Float(x as f64),
            p: Value::Float(p as f64 + 1.0),
            l: Value::Float(l as f64 + 1.0),
            c: Value::Float(cum.get(p).copied().unwrap_or(0.0)),
            cs: cum.iter().map(|&v| Value::Float(v)).collect(),
        }
    }
}

impl Context for Env {
    fn get_value(&self, id: &str) -> Option<&Value> {
        match id {
            "a" => Some(&self.a),
            "x" => Some(&self.x),
            "p" => Some(&self.p),
            "l" => Some(&self.l),
            "c" => Some(&self.c),
            _ => id
                .strip_prefix('c')
                .and_then(|d| d.parse::<usize>().ok())
                .and_then(|k| self.cs.get(k.checked_sub(1)?)),
        }
    }

    fixed_context!();
}

impl Formula {
    pub(super) fn eval(&self, env: &Env, at: &dyn Fn() -> String) -> Result<f64, EvalError> {
        if let (Some((k, m)), Value::Float(a)) = (self.fast, &env.a) {
            return Ok(k * a + m);
        }
        eval_node(&self.src, &self.node, env, at)
    }
}

/// Evaluates `node` (the formula `src`) in `env` to a finite number.
fn eval_node<C: Context>(
    src: &str,
    node: &Node,
    env: &C,
    at: &dyn Fn() -> String,
) -> Result<f64, EvalError> {
    let v = match node.eval_with_context(env) {
        Ok(Value::Float(f)) => f,
        Ok(Value::Int(i)) => i as f64,
        Ok(Value::Boolean(b)) => f64::from(u8::from(b)),
        Ok(v) => {
            return Err(EvalError::NotANumber {
                src: src.to_string(),
                value: v.to_string(),
                at: at(),
            })
        }
        Err(e) => {
            return Err(EvalError::Failed {
                src: src.to_string(),
                message: e.to_string(),
                at: at(),
            })
        }
    };
    if v.is_finite() {
        Ok(v)
    } else {
        Err(EvalError::NotFinite {
            src: src.to_string(),
            value: v,
            at: at(),
        })
    }
}

/// A formula of a few named variables, for other families (the bidding
/// weights and penalties): the same syntax check, compilation and evaluation
/// as the rulesets' formulas.
#[derive(Clone, Debug)]
pub struct NamedFormula {
    src: String,
    node: Node,
    vars: &'static [&'static str],
    used: Vec<bool>,
}

/// Compiles `src` over the variables `vars`; `what` names its place in error
/// messages.
pub fn compile_named(
    src: &str,
    vars: &'static [&'static str],
    what: &str,
) -> Result<NamedFormula, Box<FormulaError>> {
    let node = tree(src, &|s: &str| vars.contains(&s), vars.join(", "), what)?;
    let used = vars
        .iter()
        .map(|v| node.iter_variable_identifiers().any(|id| id == *v))
        .collect();
    Ok(NamedFormula {
        src: src.to_string(),
        node,
        vars,
        used,
    })
}

/// The values of a [`NamedFormula`]'s variables, in its order.
struct NamedEnv<'a>(&'static [&'static str], &'a [Value]);

impl Context for NamedEnv<'_> {
    fn get_value(&self, id: &str) -> Option<&Value> {
        self.0
            .iter()
            .position(|v| *v == id)
            .and_then(|i| self.1.get(i))
    }

    fixed_context!();
}

impl NamedFormula {
    pub fn source(&self) -> &str {
        &self.src
    }

    /// Whether the formula mentions variable `var`.
    pub fn uses(&self, var: &str) -> bool {
        self.vars
            .iter()
            .position(|v| *v == var)
            .is_some_and(|i| self.used[i])
    }

    /// The value at `values` (one per variable, in order); `at` describes the
    /// place for error messages.
    pub fn eval(&self, values: &[f64], at: &dyn Fn() -> String) -> Result<f64, EvalError> {
        let vals: Vec<Value> = values.iter().map(|&v| Value::Float(v)).collect();
        eval_node(&self.src, &self.node, &NamedEnv(self.vars, &vals), at)
    }
}
