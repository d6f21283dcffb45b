//! General Cumulative Games, seed 000 §3–8.
//!
//! n players (2–6) move on d ≥ 1 heaps. A [`Ruleset`] gives, per heap, each
//! player's action set (amounts to remove), a reward map (the vector added to
//! that heap's cumulations, one formula per mover and receiving player), a
//! utility map on the terminal cumulations, and for the whole game a turn
//! function and each player's tie-break preference order.
//!
//! Solving ([`solve`]) is backward induction with equal states merged:
//! * **Heap Dynamic** rulesets (Property 8: no action condition, reward or
//!   utility formula reads the cumulations) are solved by the Theorem 8
//!   dynamic programme: a state is the heap sizes, the player to move and,
//!   where a utility needs it, each heap's last mover; rewards are added along
//!   the edges, so the values hold for every initial cumulation.
//! * Otherwise states also carry the cumulations (Auction and Wealth Pebbles),
//!   and at most [`STATE_BUDGET`] states are explored.
//!
//! Conventions (where the seed is silent):
//! * The game ends when the player to move has no legal action on any heap.
//! * Normal-play utility `±w`: the heap's last mover gets `+w`, everyone else
//!   `−w`; misère the opposite. On a heap where nobody moved, the grounded
//!   position's previous player counts as its last mover (§1.3, footnote 10).
//! * Zero-sum utility: own cumulation minus the sum of the others'.
//! * Ties: a player maximises its own utility; among equal options it follows
//!   its preference order, minimising (antagonistic) or maximising (friendly)
//!   each listed player's utility in turn; then the first option in heap and
//!   amount order. Utilities within 1e-9 (relative) count as equal.
//! * Formulas are evaluated in floating point (`7/2 = 3.5`); comparisons give
//!   booleans, which count as 1/0 where a number is needed.
//!
//! # File format (JSON)
//!
//! ```json
//! {
//!   "name": "squirrel",
//!   "players": 2,
//!   "heaps": [{
//!     "actions": [{ "amounts": [2, 3] }],
//!     "rewards": [["a", "0"], ["0", "a"]],
//!     "utility": { "kind": "identity" },
//!     "initial": [0, 0]
//!   }],
//!   "turn": [2, 1],
//!   "ties": [{ "order": [2], "attitude": "antagonistic" }]
//! }
//! ```
//! * `actions`: one set shared by all players, or one per player. A set has
//!   `amounts` (legal when ≤ x), optional `"any": true` (every 1..=x, as in
//!   Nim), optional `overrides` (`{"5": [1]}`: at heap size 5 these amounts
//!   replace `amounts`/`any`) and an optional `condition` formula (the action
//!   is legal only where it is true / nonzero), e.g. `"a <= c"`.
//! * `rewards`: one row shared by all movers, or one row per mover; row entry
//!   `i` is the reward formula for player `i+1`. Variables: `a` action, `x`
//!   heap size before the move, `p` mover (1-based), `c1..cn` the heap's
//!   cumulations before the move, `c` the mover's own.
//! * `utility`: `{"kind":"identity"}`, `{"kind":"zero-sum"}`,
//!   `{"kind":"normal","w":1}`, `{"kind":"misere","w":1}`, or
//!   `{"kind":"custom","formulas":[…]}` (one shared or one per player) over `x`
//!   final heap size, `p` the player valued, `l` the heap's last mover,
//!   `c1..cn`, `c` = `cp`.
//! * `initial`: the heap's starting cumulations (default zeros).
//! * `turn` (optional): entry `i` is the player who moves after player `i+1`;
//!   default cyclic.
//! * `ties` (optional): per player, the other players in order of priority
//!   and `antagonistic` or `friendly`; default: the others in cyclic order,
//!   antagonistic.
//!
//! Functions allowed in formulas: `if(cond, a, b)`, `min(…)`, `max(…)`,
//! `floor`, `ceil`, `round`, `math::abs`.

use evalexpr::{Context, EvalexprError, EvalexprResult, Node, Operator, Value};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

pub const MAX_PLAYERS: usize = 6;
/// Largest heap size accepted.
pub const MAX_HEAP: u32 = 1_000_000;
/// Largest amount in an action set.
pub const MAX_AMOUNT: u32 = 1_000_000;
/// Most heaps in one game (a sum counts all its heaps).
pub const MAX_HEAPS: usize = 8;
/// Most states (merged grounded positions) one solve may keep.
pub const STATE_BUDGET: usize = 400_000;
/// Most (state, action) evaluations one solve may make.
pub const WORK_BUDGET: u64 = 5_000_000;
/// Most Pareto-frontier comparisons before the Pareto check gives up.
pub const PARETO_BUDGET: u64 = 20_000_000;
/// Longest formula accepted, in characters.
pub const MAX_FORMULA: usize = 400;

pub const PRESETS: &[&str] = &[
    "normal", "misere", "scoring", "squirrel", "auction", "wealth", "zero-sum", "tragedy",
];

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    #[serde(default)]
    pub name: String,
    pub players: usize,
    pub heaps: Vec<HeapRules>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<Vec<usize>>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ties: Vec<TieBreak>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HeapRules {
    pub actions: Vec<ActionSet>,
    pub rewards: Vec<Vec<String>>,
    pub utility: Utility,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub initial: Vec<f64>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ActionSet {
    #[serde(default)]
    pub amounts: Vec<u32>,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any: bool,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub overrides: BTreeMap<u32, Vec<u32>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub condition: Option<String>,
}

impl ActionSet {
    pub fn fixed(amounts: &[u32]) -> ActionSet {
        ActionSet {
            amounts: amounts.to_vec(),
            ..ActionSet::default()
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Utility {
    Identity,
    ZeroSum,
    Normal { w: f64 },
    Misere { w: f64 },
    Custom { formulas: Vec<String> },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Attitude {
    Antagonistic,
    Friendly,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TieBreak {
    /// Other players (1-based), most important first.
    pub order: Vec<usize>,
    pub attitude: Attitude,
}

/// One move of a play line. `player` is 1-based, `heap_index` 0-based;
/// `cumulations_after` are the moved heap's cumulations after the move.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Move {
    pub player: usize,
    pub heap_index: usize,
    pub amount: u32,
    pub heap_after: u32,
    pub rewards: Vec<f64>,
    pub cumulations_after: Vec<f64>,
}

/// A first move and the utilities it leads to under PSPE continuation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OptionValue {
    pub mv: Move,
    pub value: Vec<f64>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Solution {
    pub players: usize,
    pub heaps: Vec<u32>,
    /// 1-based starting player of `pspe_line`, `value`, `options` and the Pareto check.
    pub first: usize,
    /// n×n: row = starting player, column = each player's utility in PSPE play
    /// (for self-interest from zero cumulations: the gains, Theorem 6).
    pub outcome: Vec<Vec<f64>>,
    /// Grounded value from `first` (row `first−1` of `outcome`).
    pub value: Vec<f64>,
    pub pspe_line: Vec<Move>,
    pub options: Vec<OptionValue>,
    /// False when some terminal is at least as good for everyone and better for someone.
    pub pareto_efficient: bool,
    /// False when the Pareto search ran out of budget (then `pareto_efficient` is only "none found").
    pub pareto_checked: bool,
    pub pareto_improvement: Option<Vec<Move>>,
    pub pareto_improvement_value: Option<Vec<f64>>,
    pub algorithm: String,
    pub heap_dynamic: bool,
    pub states: usize,
}

// ---------------------------------------------------------------- formulas

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

fn lex(src: &str) -> Result<Vec<(usize, Tok, String)>, String> {
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
                return Err(format!("bad number '{t}' at position {pos}"));
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
                _ => return Err(format!("unexpected character '{c}' at position {pos}")),
            };
            out.push((pos, t, c.to_string()));
            i += 1;
        }
    }
    Ok(out)
}

/// Checks the token sequence so that errors can name a position (evalexpr's
/// own errors do not).
fn check_syntax(src: &str, vars: &dyn Fn(&str) -> bool) -> Result<(), String> {
    if src.chars().count() > MAX_FORMULA {
        return Err(format!("longer than {MAX_FORMULA} characters"));
    }
    let toks = lex(src)?;
    if toks.is_empty() {
        return Err("empty formula".into());
    }
    // Open parentheses: (position, function name and arity bounds, commas seen).
    let mut stack: Vec<(usize, Option<Arity>, usize)> = Vec::new();
    let mut operand = true;
    let mut i = 0;
    while i < toks.len() {
        let (pos, t, ref s) = toks[i];
        if operand {
            match t {
                Tok::Num => operand = false,
                Tok::Ident => {
                    if toks.get(i + 1).map(|t| t.1) == Some(Tok::Open) {
                        let f = FUNCTIONS
                            .iter()
                            .find(|f| f.0 == s)
                            .ok_or_else(|| format!("unknown function '{s}' at position {pos}"))?;
                        stack.push((pos, Some(*f), 0));
                        i += 1;
                    } else if vars(s) || s == "true" || s == "false" {
                        operand = false;
                    } else {
                        return Err(format!("unknown variable '{s}' at position {pos}"));
                    }
                }
                Tok::Open => stack.push((pos, None, 0)),
                Tok::Minus | Tok::Not => {}
                _ => {
                    return Err(format!(
                        "expected a number, variable or '(' at position {pos}, found '{s}'"
                    ))
                }
            }
        } else {
            match t {
                Tok::Bin | Tok::Minus => operand = true,
                Tok::Close => {
                    let (_, f, commas) = stack
                        .pop()
                        .ok_or_else(|| format!("unmatched ')' at position {pos}"))?;
                    if let Some((name, lo, hi)) = f {
                        let args = commas + 1;
                        if args < lo || args > hi {
                            return Err(format!(
                                "'{name}' takes {lo}{} arguments, got {args} (closing ')' at position {pos})",
                                if hi > lo { " or more" } else { "" }
                            ));
                        }
                    }
                }
                Tok::Comma => match stack.last_mut() {
                    Some((_, Some(_), commas)) => {
                        *commas += 1;
                        operand = true;
                    }
                    _ => return Err(format!("',' outside a function call at position {pos}")),
                },
                _ => {
                    return Err(format!(
                        "expected an operator at position {pos}, found '{s}'"
                    ))
                }
            }
        }
        if stack.len() > 32 {
            return Err(format!("parentheses nested too deeply at position {pos}"));
        }
        i += 1;
    }
    if operand {
        let (pos, _, s) = &toks[toks.len() - 1];
        return Err(format!(
            "formula ends after '{s}' at position {pos}: a value is missing"
        ));
    }
    if let Some((pos, _, _)) = stack.last() {
        return Err(format!("'(' at position {pos} is never closed"));
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
struct Formula {
    src: String,
    node: Node,
    uses_c: bool,
    uses_x: bool,
    uses_l: bool,
    /// Native shortcut for constants, `a` and `-a` (the common reward maps).
    fast: Option<(f64, f64)>,
}

/// Which variables a formula may use.
#[derive(Clone, Copy)]
enum Scope {
    Action,
    Utility,
}

fn compile(src: &str, scope: Scope, n: usize, what: &str) -> Result<Formula, String> {
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
    check_syntax(src, &var_ok).map_err(|e| format!("{what} '{src}': {e} (variables: {vars})"))?;
    let mut node =
        evalexpr::build_operator_tree(src).map_err(|e| format!("{what} '{src}': {e}"))?;
    floats(&mut node);
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
        fast,
        uses_c: ids.iter().any(|s| s.starts_with('c')),
        uses_x: ids.iter().any(|s| s == "x"),
        uses_l: ids.iter().any(|s| s == "l"),
        node,
    })
}

struct Env {
    a: Value,
    x: Value,
    p: Value,
    l: Value,
    c: Value,
    cs: Vec<Value>,
}

impl Env {
    fn new(a: u32, x: u32, p: usize, l: usize, cum: &[f64]) -> Env {
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

    fn call_function(&self, id: &str, _arg: &Value) -> EvalexprResult<Value> {
        Err(EvalexprError::FunctionIdentifierNotFound(id.to_string()))
    }

    fn are_builtin_functions_disabled(&self) -> bool {
        false
    }

    fn set_builtin_functions_disabled(&mut self, _disabled: bool) -> EvalexprResult<()> {
        Err(EvalexprError::CustomMessage("fixed context".into()))
    }
}

impl Formula {
    fn eval(&self, env: &Env, at: &dyn Fn() -> String) -> Result<f64, String> {
        if let (Some((k, m)), Value::Float(a)) = (self.fast, &env.a) {
            return Ok(k * a + m);
        }
        let v = match self.node.eval_with_context(env) {
            Ok(Value::Float(f)) => f,
            Ok(Value::Int(i)) => i as f64,
            Ok(Value::Boolean(b)) => f64::from(u8::from(b)),
            Ok(v) => {
                return Err(format!(
                    "formula '{}' gives {v}, not a number ({})",
                    self.src,
                    at()
                ))
            }
            Err(e) => return Err(format!("formula '{}': {e} ({})", self.src, at())),
        };
        if v.is_finite() {
            Ok(v)
        } else {
            Err(format!(
                "formula '{}' gives {v}, not a finite number ({})",
                self.src,
                at()
            ))
        }
    }
}

// ---------------------------------------------------------------- compiled rules

#[derive(Clone, Debug)]
enum CUtility {
    Identity,
    ZeroSum,
    Last { w: f64, misere: bool },
    Custom(Vec<Formula>),
}

#[derive(Clone, Debug)]
struct CActions {
    amounts: Vec<u32>,
    any: bool,
    overrides: BTreeMap<u32, Vec<u32>>,
    condition: Option<Formula>,
}

#[derive(Clone, Debug)]
struct CHeap {
    actions: Vec<CActions>,
    rewards: Vec<Vec<Formula>>,
    utility: CUtility,
    initial: Vec<f64>,
    needs_last: bool,
}

#[derive(Clone, Debug)]
struct Compiled {
    n: usize,
    heaps: Vec<CHeap>,
    next: Vec<usize>,
    ties: Vec<(Vec<usize>, bool)>,
    dynamic: bool,
}

fn per_player<T: Clone>(v: &[T], n: usize, what: &str) -> Result<Vec<T>, String> {
    match v.len() {
        1 => Ok(vec![v[0].clone(); n]),
        k if k == n => Ok(v.to_vec()),
        k => Err(format!(
            "{what}: {k} entries; give 1 (shared) or {n} (one per player)"
        )),
    }
}

fn check_amounts(v: &[u32], what: &str) -> Result<Vec<u32>, String> {
    if let Some(a) = v.iter().find(|&&a| a == 0 || a > MAX_AMOUNT) {
        return Err(format!("{what}: amount {a} is not in 1..={MAX_AMOUNT}"));
    }
    let mut v = v.to_vec();
    v.sort_unstable();
    v.dedup();
    Ok(v)
}

fn compile_rules(r: &Ruleset) -> Result<Compiled, String> {
    let n = r.players;
    if !(2..=MAX_PLAYERS).contains(&n) {
        return Err(format!("players = {n}: give 2..={MAX_PLAYERS}"));
    }
    if r.heaps.is_empty() || r.heaps.len() > MAX_HEAPS {
        return Err(format!("{} heaps: give 1..={MAX_HEAPS}", r.heaps.len()));
    }
    let mut heaps = Vec::new();
    for (h, hr) in r.heaps.iter().enumerate() {
        let hn = h + 1;
        let mut actions = Vec::new();
        for (p, a) in per_player(&hr.actions, n, &format!("heap {hn} actions"))?
            .iter()
            .enumerate()
        {
            let what = format!("heap {hn}, player {} actions", p + 1);
            let mut overrides = BTreeMap::new();
            for (&x, v) in &a.overrides {
                if x > MAX_HEAP {
                    return Err(format!("{what}: override heap {x} exceeds {MAX_HEAP}"));
                }
                overrides.insert(x, check_amounts(v, &what)?);
            }
            actions.push(CActions {
                amounts: check_amounts(&a.amounts, &what)?,
                any: a.any,
                overrides,
                condition: match &a.condition {
                    Some(s) => Some(compile(s, Scope::Action, n, &format!("{what} condition"))?),
                    None => None,
                },
            });
        }
        let mut rewards = Vec::new();
        for (p, row) in per_player(&hr.rewards, n, &format!("heap {hn} rewards"))?
            .iter()
            .enumerate()
        {
            if row.len() != n {
                return Err(format!(
                    "heap {hn} rewards row {}: {} formulas; give {n} (one per receiving player)",
                    p + 1,
                    row.len()
                ));
            }
            let mut fs = Vec::new();
            for (i, s) in row.iter().enumerate() {
                let what = format!(
                    "heap {hn} reward to player {} when player {} moves",
                    i + 1,
                    p + 1
                );
                fs.push(compile(s, Scope::Action, n, &what)?);
            }
            rewards.push(fs);
        }
        let utility = match &hr.utility {
            Utility::Identity => CUtility::Identity,
            Utility::ZeroSum => CUtility::ZeroSum,
            Utility::Normal { w } | Utility::Misere { w } => {
                if !w.is_finite() {
                    return Err(format!("heap {hn} utility w = {w} is not finite"));
                }
                CUtility::Last {
                    w: *w,
                    misere: matches!(hr.utility, Utility::Misere { .. }),
                }
            }
            Utility::Custom { formulas } => {
                let mut fs = Vec::new();
                for (i, s) in per_player(formulas, n, &format!("heap {hn} utility formulas"))?
                    .iter()
                    .enumerate()
                {
                    let what = format!("heap {hn} utility of player {}", i + 1);
                    fs.push(compile(s, Scope::Utility, n, &what)?);
                }
                CUtility::Custom(fs)
            }
        };
        let initial = if hr.initial.is_empty() {
            vec![0.0; n]
        } else if hr.initial.len() != n {
            return Err(format!(
                "heap {hn} initial: {} cumulations; give {n}",
                hr.initial.len()
            ));
        } else if let Some(v) = hr.initial.iter().find(|v| !v.is_finite()) {
            return Err(format!("heap {hn} initial cumulation {v} is not finite"));
        } else {
            hr.initial.clone()
        };
        let needs_last = match &utility {
            CUtility::Last { .. } => true,
            CUtility::Custom(fs) => fs.iter().any(|f| f.uses_l),
            _ => false,
        };
        heaps.push(CHeap {
            actions,
            rewards,
            utility,
            initial,
            needs_last,
        });
    }
    let next = match &r.turn {
        None => (0..n).map(|p| (p + 1) % n).collect(),
        Some(t) => {
            if t.len() != n {
                return Err(format!("turn table: {} entries; give {n}", t.len()));
            }
            if let Some(q) = t.iter().find(|&&q| q == 0 || q > n) {
                return Err(format!("turn table: player {q} is not in 1..={n}"));
            }
            t.iter().map(|q| q - 1).collect()
        }
    };
    let ties = if r.ties.is_empty() {
        (0..n)
            .map(|p| ((1..n).map(|k| (p + k) % n).collect(), false))
            .collect()
    } else if r.ties.len() != n {
        return Err(format!("ties: {} entries; give {n}", r.ties.len()));
    } else {
        let mut out = Vec::new();
        for (p, t) in r.ties.iter().enumerate() {
            let mut seen = vec![false; n];
            for &q in &t.order {
                if q == 0 || q > n || q == p + 1 || seen[q - 1] {
                    return Err(format!(
                        "ties of player {}: {q} is not another player (or repeats)",
                        p + 1
                    ));
                }
                seen[q - 1] = true;
            }
            out.push((
                t.order.iter().map(|q| q - 1).collect(),
                t.attitude == Attitude::Friendly,
            ));
        }
        out
    };
    let dynamic = heaps.iter().all(|h| {
        h.actions
            .iter()
            .all(|a| a.condition.as_ref().is_none_or(|f| !f.uses_c))
            && h.rewards.iter().flatten().all(|f| !f.uses_c)
            && match &h.utility {
                CUtility::Custom(fs) => fs.iter().all(|f| !f.uses_c),
                _ => true,
            }
    });
    Ok(Compiled {
        n,
        heaps,
        next,
        ties,
        dynamic,
    })
}

/// Checks a ruleset: sizes, ranges and every formula.
pub fn validate(r: &Ruleset) -> Result<(), String> {
    compile_rules(r).map(|_| ())
}

/// Whether the ruleset is Heap Dynamic (Property 8): nothing reads the cumulations.
pub fn is_heap_dynamic(r: &Ruleset) -> Result<bool, String> {
    Ok(compile_rules(r)?.dynamic)
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0)
}

/// True if utility vector `a` is strictly preferred by mover `p` to `b`.
fn prefers(p: usize, order: &(Vec<usize>, bool), a: &[f64], b: &[f64]) -> bool {
    if !close(a[p], b[p]) {
        return a[p] > b[p];
    }
    for &q in &order.0 {
        if !close(a[q], b[q]) {
            return (a[q] > b[q]) == order.1;
        }
    }
    false
}

// ---------------------------------------------------------------- engine

#[derive(Clone)]
struct Pos {
    xs: Vec<u32>,
    lasts: Vec<usize>,
    mover: usize,
    /// d×n cumulations; kept at zero in heap-dynamic mode.
    cum: Vec<f64>,
}

struct Edge {
    child: u32,
    heap: usize,
    amount: u32,
}

struct Solved {
    edges: (usize, usize),
    best: Option<usize>,
}

struct Engine<'a> {
    c: &'a Compiled,
    memo: HashMap<Vec<u64>, u32>,
    nodes: Vec<Solved>,
    values: Vec<f64>,
    edges: Vec<Edge>,
    gains: Vec<f64>,
    work: u64,
    reward_cache: HashMap<(usize, usize, u32, u32), Vec<f64>>,
    legal_cache: HashMap<(usize, usize, u32, u32), bool>,
}

type Child = (usize, u32, Vec<f64>, Pos);

impl<'a> Engine<'a> {
    fn new(c: &'a Compiled) -> Engine<'a> {
        Engine {
            c,
            memo: HashMap::new(),
            nodes: Vec::new(),
            values: Vec::new(),
            edges: Vec::new(),
            gains: Vec::new(),
            work: 0,
            reward_cache: HashMap::new(),
            legal_cache: HashMap::new(),
        }
    }

    fn key(&self, s: &Pos) -> Vec<u64> {
        let mut k: Vec<u64> = s.xs.iter().map(|&x| x as u64).collect();
        let mut packed = s.mover as u64;
        for (h, &l) in s.lasts.iter().enumerate() {
            let l = if self.c.heaps[h].needs_last { l + 1 } else { 0 };
            packed = packed * 8 + l as u64;
        }
        k.push(packed);
        if !self.c.dynamic {
            k.extend(
                s.cum
                    .iter()
                    .map(|&v| if v == 0.0 { 0 } else { v.to_bits() }),
            );
        }
        k
    }

    fn cum<'b>(&self, s: &'b Pos, h: usize) -> &'b [f64] {
        &s.cum[h * self.c.n..(h + 1) * self.c.n]
    }

    fn amounts(&self, h: usize, p: usize, x: u32) -> Vec<u32> {
        let a = &self.c.heaps[h].actions[p];
        match a.overrides.get(&x) {
            Some(v) => v.iter().copied().filter(|&a| a <= x).collect(),
            None if a.any => (1..=x).collect(),
            None => a.amounts.iter().copied().filter(|&a| a <= x).collect(),
        }
    }

    fn reward(
        &mut self,
        h: usize,
        p: usize,
        a: u32,
        x: u32,
        cum: &[f64],
    ) -> Result<Vec<f64>, String> {
        let fs = &self.c.heaps[h].rewards[p];
        let cache = self.c.dynamic;
        let xkey = if fs.iter().any(|f| f.uses_x) {
            x
        } else {
            u32::MAX
        };
        if cache {
            if let Some(r) = self.reward_cache.get(&(h, p, a, xkey)) {
                return Ok(r.clone());
            }
        }
        let env = Env::new(a, x, p, p, cum);
        let at = || format!("heap {}, x = {x}, player {} takes {a}", h + 1, p + 1);
        let r = fs
            .iter()
            .map(|f| f.eval(&env, &at))
            .collect::<Result<Vec<f64>, String>>()?;
        if cache {
            self.reward_cache.insert((h, p, a, xkey), r.clone());
        }
        Ok(r)
    }

    fn legal(&mut self, h: usize, p: usize, a: u32, x: u32, cum: &[f64]) -> Result<bool, String> {
        let Some(f) = &self.c.heaps[h].actions[p].condition else {
            return Ok(true);
        };
        let key = (h, p, a, if f.uses_x { x } else { u32::MAX });
        if self.c.dynamic {
            if let Some(&b) = self.legal_cache.get(&key) {
                return Ok(b);
            }
        }
        let env = Env::new(a, x, p, p, cum);
        let at = || format!("heap {}, x = {x}, player {} takes {a}", h + 1, p + 1);
        let b = f.eval(&env, &at)? != 0.0;
        if self.c.dynamic {
            self.legal_cache.insert(key, b);
        }
        Ok(b)
    }

    fn children(&mut self, s: &Pos) -> Result<Vec<Child>, String> {
        let (n, p) = (self.c.n, s.mover);
        let mut out = Vec::new();
        for h in 0..s.xs.len() {
            let x = s.xs[h];
            let cum = self.cum(s, h).to_vec();
            for a in self.amounts(h, p, x) {
                self.work += 1;
                if self.work > WORK_BUDGET {
                    return Err(format!(
                        "work budget of {WORK_BUDGET} move evaluations exceeded; try smaller heaps or fewer actions"
                    ));
                }
                if !self.legal(h, p, a, x, &cum)? {
                    continue;
                }
                let r = self.reward(h, p, a, x, &cum)?;
                let mut t = s.clone();
                t.xs[h] -= a;
                t.lasts[h] = p;
                t.mover = self.c.next[p];
                if !self.c.dynamic {
                    for (c, ri) in t.cum[h * n..(h + 1) * n].iter_mut().zip(&r) {
                        *c += ri;
                    }
                }
                out.push((h, a, r, t));
            }
        }
        Ok(out)
    }

    /// Utilities at a terminal position (relative in heap-dynamic mode: the
    /// linear utilities' share is carried by the edges instead).
    fn terminal(&self, s: &Pos) -> Result<Vec<f64>, String> {
        let n = self.c.n;
        let mut u = vec![0.0; n];
        for (h, heap) in self.c.heaps.iter().enumerate() {
            let cum = self.cum(s, h);
            match &heap.utility {
                CUtility::Identity | CUtility::ZeroSum if self.c.dynamic => {}
                CUtility::Identity => (0..n).for_each(|i| u[i] += cum[i]),
                CUtility::ZeroSum => {
                    let z = zero_sum(cum);
                    (0..n).for_each(|i| u[i] += z[i]);
                }
                CUtility::Last { w, misere } => {
                    for (i, ui) in u.iter_mut().enumerate() {
                        *ui += if (i == s.lasts[h]) != *misere {
                            *w
                        } else {
                            -*w
                        };
                    }
                }
                CUtility::Custom(fs) => {
                    for (i, f) in fs.iter().enumerate() {
                        let env = Env::new(0, s.xs[h], i, s.lasts[h], cum);
                        let at = || {
                            format!(
                                "heap {} at the end, x = {}, cumulations {cum:?}",
                                h + 1,
                                s.xs[h]
                            )
                        };
                        u[i] += f.eval(&env, &at)?;
                    }
                }
            }
        }
        Ok(u)
    }

    /// Utility change a reward causes in heap-dynamic mode.
    fn gain(&self, h: usize, r: &[f64]) -> Vec<f64> {
        match self.c.heaps[h].utility {
            CUtility::Identity => r.to_vec(),
            CUtility::ZeroSum => zero_sum(r),
            _ => vec![0.0; self.c.n],
        }
    }

    fn value(&self, i: u32) -> &[f64] {
        let n = self.c.n;
        &self.values[i as usize * n..(i as usize + 1) * n]
    }

    /// Value of following edge `e`: the child's value plus the edge gain.
    fn via(&self, e: usize) -> Vec<f64> {
        let n = self.c.n;
        let mut v = self.value(self.edges[e].child).to_vec();
        if self.c.dynamic {
            for (i, vi) in v.iter_mut().enumerate() {
                *vi += self.gains[e * n + i];
            }
        }
        v
    }

    fn solve(&mut self, root: Pos) -> Result<u32, String> {
        if let Some(&i) = self.memo.get(&self.key(&root)) {
            return Ok(i);
        }
        let mut stack: Vec<(Pos, Option<Vec<Child>>)> = vec![(root.clone(), None)];
        while let Some((top, kids)) = stack.last() {
            let s = top.clone();
            if self.memo.contains_key(&self.key(&s)) {
                stack.pop();
                continue;
            }
            let pending: Vec<Pos> = match kids {
                None => {
                    let k = self.children(&s)?;
                    let pending = k.iter().map(|k| k.3.clone()).collect();
                    if let Some(top) = stack.last_mut() {
                        top.1 = Some(k);
                    }
                    pending
                }
                Some(k) => k.iter().map(|k| k.3.clone()).collect(),
            };
            let pending: Vec<Pos> = pending
                .into_iter()
                .filter(|p| !self.memo.contains_key(&self.key(p)))
                .collect();
            if !pending.is_empty() {
                stack.extend(pending.into_iter().map(|p| (p, None)));
                continue;
            }
            if let Some((_, Some(kids))) = stack.pop() {
                self.add_node(&s, kids)?;
            }
        }
        self.memo
            .get(&self.key(&root))
            .copied()
            .ok_or_else(|| "internal error: root not solved".to_string())
    }

    fn add_node(&mut self, s: &Pos, kids: Vec<Child>) -> Result<(), String> {
        if self.nodes.len() >= STATE_BUDGET {
            return Err(format!(
                "state budget exceeded: more than {STATE_BUDGET} distinct positions; try smaller heaps"
            ));
        }
        let n = self.c.n;
        let start = self.edges.len();
        for (h, a, r, t) in &kids {
            let child = self.memo[&self.key(t)];
            self.edges.push(Edge {
                child,
                heap: *h,
                amount: *a,
            });
            if self.c.dynamic {
                let g = self.gain(*h, r);
                self.gains.extend(g);
            }
        }
        let end = self.edges.len();
        let (value, best) = if start == end {
            (self.terminal(s)?, None)
        } else {
            let mut best = start;
            let mut bv = self.via(start);
            for e in start + 1..end {
                let v = self.via(e);
                if prefers(s.mover, &self.c.ties[s.mover], &v, &bv) {
                    best = e;
                    bv = v;
                }
            }
            (bv, Some(best))
        };
        debug_assert_eq!(value.len(), n);
        self.values.extend(value);
        let id = self.nodes.len() as u32;
        self.nodes.push(Solved {
            edges: (start, end),
            best,
        });
        self.memo.insert(self.key(s), id);
        Ok(())
    }

    /// Utilities added to relative (heap-dynamic) values by the initial cumulations.
    fn base(&self) -> Vec<f64> {
        let n = self.c.n;
        let mut b = vec![0.0; n];
        if self.c.dynamic {
            for h in &self.c.heaps {
                let add = match h.utility {
                    CUtility::Identity => h.initial.clone(),
                    CUtility::ZeroSum => zero_sum(&h.initial),
                    _ => continue,
                };
                (0..n).for_each(|i| b[i] += add[i]);
            }
        }
        b
    }

    /// Replays edges from `s`, producing the moves with their actual cumulations.
    fn replay(&mut self, mut s: Pos, edges: &[usize]) -> Result<Vec<Move>, String> {
        let n = self.c.n;
        let mut out = Vec::new();
        for &e in edges {
            let (h, a) = (self.edges[e].heap, self.edges[e].amount);
            let p = s.mover;
            let cum = self.cum(&s, h).to_vec();
            let r = self.reward(h, p, a, s.xs[h], &cum)?;
            for (c, ri) in s.cum[h * n..(h + 1) * n].iter_mut().zip(&r) {
                *c += ri;
            }
            s.xs[h] -= a;
            s.lasts[h] = p;
            s.mover = self.c.next[p];
            out.push(Move {
                player: p + 1,
                heap_index: h,
                amount: a,
                heap_after: s.xs[h],
                rewards: r,
                cumulations_after: self.cum(&s, h).to_vec(),
            });
        }
        Ok(out)
    }

    /// Pareto frontier search from node `root`: returns a frontier point that
    /// dominates `v` (relative values) and the edges that reach it.
    fn pareto(&self, root: u32, v: &[f64]) -> Option<Option<(Vec<f64>, Vec<usize>)>> {
        let n = self.c.n;
        let mut reach = vec![false; root as usize + 1];
        reach[root as usize] = true;
        for i in (0..=root as usize).rev() {
            if reach[i] {
                let (a, b) = self.nodes[i].edges;
                for e in a..b {
                    reach[self.edges[e].child as usize] = true;
                }
            }
        }
        // Per node: frontier points (vector, edge, index in child's frontier).
        let mut front: Vec<Vec<(Vec<f64>, usize, usize)>> = vec![Vec::new(); root as usize + 1];
        let mut work = 0u64;
        for i in 0..=root as usize {
            if !reach[i] {
                continue;
            }
            let (a, b) = self.nodes[i].edges;
            let mut cands: Vec<(Vec<f64>, usize, usize)> = Vec::new();
            if a == b {
                cands.push((self.value(i as u32).to_vec(), usize::MAX, 0));
            }
            for e in a..b {
                let ch = self.edges[e].child as usize;
                for (k, (pv, _, _)) in front[ch].iter().enumerate() {
                    let mut q = pv.clone();
                    if self.c.dynamic {
                        for (qj, g) in q.iter_mut().zip(&self.gains[e * n..(e + 1) * n]) {
                            *qj += g;
                        }
                    }
                    cands.push((q, e, k));
                }
            }
            cands.sort_by(|x, y| {
                let (sx, sy): (f64, f64) = (x.0.iter().sum(), y.0.iter().sum());
                sy.total_cmp(&sx)
            });
            let mut kept: Vec<(Vec<f64>, usize, usize)> = Vec::new();
            for c in cands {
                work += kept.len() as u64 + 1;
                if work > PARETO_BUDGET {
                    return None;
                }
                if !kept
                    .iter()
                    .any(|k| k.0.iter().zip(&c.0).all(|(a, b)| *a >= *b || close(*a, *b)))
                {
                    kept.push(c);
                }
            }
            front[i] = kept;
        }
        let dominating = front[root as usize]
            .iter()
            .enumerate()
            .filter(|(_, (q, _, _))| {
                q.iter().zip(v).all(|(a, b)| *a >= *b || close(*a, *b))
                    && q.iter().zip(v).any(|(a, b)| *a > *b && !close(*a, *b))
            })
            .max_by(|x, y| {
                let (sx, sy): (f64, f64) = (x.1 .0.iter().sum(), y.1 .0.iter().sum());
                sx.total_cmp(&sy).then(y.0.cmp(&x.0))
            })
            .map(|(k, _)| k);
        let Some(mut k) = dominating else {
            return Some(None);
        };
        let q = front[root as usize][k].0.clone();
        let mut path = Vec::new();
        let mut i = root as usize;
        loop {
            let (_, e, next) = front[i][k];
            if e == usize::MAX {
                break;
            }
            path.push(e);
            i = self.edges[e].child as usize;
            k = next;
        }
        Some(Some((q, path)))
    }
}

fn zero_sum(c: &[f64]) -> Vec<f64> {
    let t: f64 = c.iter().sum();
    c.iter().map(|&ci| ci - (t - ci)).collect()
}

/// The previous player of a grounded position whose first mover is `s`:
/// the first player the turn table sends to `s`, else the cyclic predecessor.
fn previous(c: &Compiled, s: usize) -> usize {
    (0..c.n)
        .find(|&q| c.next[q] == s)
        .unwrap_or((s + c.n - 1) % c.n)
}

/// Solves the game on the ruleset's heaps with sizes `heaps`; `first` is the
/// 1-based player who starts the PSPE line (all starters fill `outcome`).
pub fn solve(rules: &Ruleset, heaps: &[u32], first: usize) -> Result<Solution, String> {
    let c = compile_rules(rules)?;
    if heaps.len() != c.heaps.len() {
        return Err(format!(
            "{} heap sizes given; the ruleset has {} heaps",
            heaps.len(),
            c.heaps.len()
        ));
    }
    if let Some(x) = heaps.iter().find(|&&x| x > MAX_HEAP) {
        return Err(format!("heap {x} exceeds {MAX_HEAP}"));
    }
    if first == 0 || first > c.n {
        return Err(format!("first player {first} is not in 1..={}", c.n));
    }
    let n = c.n;
    let mut eng = Engine::new(&c);
    let root = |s: usize| Pos {
        xs: heaps.to_vec(),
        lasts: vec![previous(&c, s); heaps.len()],
        mover: s,
        cum: if c.dynamic {
            vec![0.0; heaps.len() * n]
        } else {
            c.heaps.iter().flat_map(|h| h.initial.clone()).collect()
        },
    };
    let base = eng.base();
    let add = |v: &[f64]| -> Vec<f64> { v.iter().zip(&base).map(|(a, b)| a + b).collect() };
    let mut outcome = Vec::new();
    let mut root_id = 0;
    for s in 0..n {
        let id = eng.solve(root(s))?;
        if s == first - 1 {
            root_id = id;
        }
        outcome.push(add(eng.value(id)));
    }
    // Actual starting position (real cumulations) for replays.
    let start = Pos {
        cum: c.heaps.iter().flat_map(|h| h.initial.clone()).collect(),
        ..root(first - 1)
    };
    let mut line = Vec::new();
    let mut i = root_id;
    while let Some(e) = eng.nodes[i as usize].best {
        line.push(e);
        i = eng.edges[e].child;
    }
    let pspe_line = eng.replay(start.clone(), &line)?;
    let (a, b) = eng.nodes[root_id as usize].edges;
    let mut options = Vec::new();
    for e in a..b {
        let mv = eng.replay(start.clone(), &[e])?.remove(0);
        options.push(OptionValue {
            mv,
            value: add(&eng.via(e)),
        });
    }
    let rel = eng.value(root_id).to_vec();
    let (checked, improvement) = match eng.pareto(root_id, &rel) {
        None => (false, None),
        Some(None) => (true, None),
        Some(Some((q, path))) => (true, Some((add(&q), eng.replay(start, &path)?))),
    };
    let algorithm = match (c.dynamic, c.heaps.len()) {
        (true, 1) => "heap-dynamic DP over heap sizes (Theorem 8)",
        (true, _) => "heap-dynamic DP over heap-size vectors (Theorem 8, disjunctive sum)",
        (false, _) => {
            "backward induction over grounded positions (cumulation-dependent; equal states merged)"
        }
    };
    Ok(Solution {
        players: n,
        heaps: heaps.to_vec(),
        first,
        value: outcome[first - 1].clone(),
        outcome,
        pspe_line,
        options,
        pareto_efficient: improvement.is_none(),
        pareto_checked: checked,
        pareto_improvement_value: improvement.as_ref().map(|i| i.0.clone()),
        pareto_improvement: improvement.map(|i| i.1),
        algorithm: algorithm.to_string(),
        heap_dynamic: c.dynamic,
        states: eng.nodes.len(),
    })
}

/// Disjunctive sum (§7) of one-heap components, each with its own ruleset
/// and heap size. Players must agree; the turn function and tie preferences
/// are the first component's.
pub fn solve_sum(components: &[(Ruleset, u32)], first: usize) -> Result<Solution, String> {
    let sum = sum_rules(components)?;
    let sizes: Vec<u32> = components.iter().map(|c| c.1).collect();
    solve(&sum, &sizes, first)
}

/// The ruleset of a disjunctive sum of one-heap components.
pub fn sum_rules(components: &[(Ruleset, u32)]) -> Result<Ruleset, String> {
    let Some((head, _)) = components.first() else {
        return Err("a sum needs at least one component".into());
    };
    let mut sum = head.clone();
    sum.heaps.clear();
    let mut names = Vec::new();
    for (k, (r, _)) in components.iter().enumerate() {
        if r.players != head.players {
            return Err(format!(
                "component {} has {} players; component 1 has {}",
                k + 1,
                r.players,
                head.players
            ));
        }
        if r.heaps.len() != 1 {
            return Err(format!(
                "component {} has {} heaps; sums take one-heap rulesets",
                k + 1,
                r.heaps.len()
            ));
        }
        sum.heaps.extend(r.heaps.iter().cloned());
        names.push(r.name.clone());
    }
    sum.name = names.join(" + ");
    Ok(sum)
}

// ---------------------------------------------------------------- presets, files, report

fn identity_rewards(n: usize) -> Vec<Vec<String>> {
    (0..n)
        .map(|p| {
            (0..n)
                .map(|i| if i == p { "a" } else { "0" }.to_string())
                .collect()
        })
        .collect()
}

fn two_player(name: &str, amounts: &[u32], utility: Utility) -> Ruleset {
    Ruleset {
        name: name.to_string(),
        players: 2,
        heaps: vec![HeapRules {
            actions: vec![ActionSet::fixed(amounts)],
            rewards: identity_rewards(2),
            utility,
            initial: Vec::new(),
        }],
        turn: None,
        ties: Vec::new(),
    }
}

/// The paper's rulesets: P1–P6 with `S = {2,3}` (Wealth: any amount up to the
/// mover's cumulation, starting from (1,1)), `zero-sum` (Proposition 4) and
/// `tragedy` (Example 5).
pub fn preset(name: &str) -> Result<Ruleset, String> {
    let s = [2, 3];
    Ok(match name {
        "normal" => two_player(name, &s, Utility::Normal { w: 1.0 }),
        "misere" => two_player(name, &s, Utility::Misere { w: 1.0 }),
        "scoring" => two_player(name, &s, Utility::ZeroSum),
        "squirrel" => two_player(name, &s, Utility::Identity),
        "auction" => two_player(
            name,
            &s,
            Utility::Custom {
                formulas: vec![
                    "if(c1 > c2, 4 - c1, 0)".into(),
                    "if(c2 > c1, 4 - c2, 0)".into(),
                ],
            },
        ),
        "wealth" => {
            let mut r = two_player(name, &[], Utility::Normal { w: 1.0 });
            r.heaps[0].actions = vec![ActionSet {
                any: true,
                condition: Some("a <= c".into()),
                ..ActionSet::default()
            }];
            r.heaps[0].initial = vec![1.0, 1.0];
            r
        }
        "zero-sum" => {
            let mut r = two_player(name, &s, Utility::Identity);
            r.heaps[0].rewards = vec![vec!["a".into(), "-a".into()], vec!["-a".into(), "a".into()]];
            r
        }
        "tragedy" => two_player(name, &[20, 31, 51], Utility::Identity),
        _ => {
            return Err(format!(
                "unknown preset '{name}'; presets: {}",
                PRESETS.join(", ")
            ))
        }
    })
}

/// Parses and validates a ruleset file (format in the module docs).
pub fn ruleset_from_json(s: &str) -> Result<Ruleset, String> {
    let r: Ruleset = serde_json::from_str(s).map_err(|e| format!("ruleset JSON: {e}"))?;
    validate(&r)?;
    Ok(r)
}

pub fn to_json(r: &Ruleset) -> String {
    serde_json::to_string_pretty(r).unwrap_or_default()
}

/// The CLI's JSON object for a solution.
pub fn report(sol: &Solution) -> serde_json::Value {
    serde_json::json!({
        "players": sol.players,
        "heaps": sol.heaps,
        "first": sol.first,
        "outcome": sol.outcome,
        "value": sol.value,
        "pspe_line": sol.pspe_line,
        "options": sol.options,
        "pareto_efficient": sol.pareto_efficient,
        "pareto_checked": sol.pareto_checked,
        "pareto_improvement": sol.pareto_improvement,
        "pareto_improvement_value": sol.pareto_improvement_value,
        "algorithm": sol.algorithm,
        "heap_dynamic": sol.heap_dynamic,
        "states": sol.states,
    })
}
