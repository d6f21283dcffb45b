//! Definition 1's scoring, compiled: each player's subtraction set, the
//! weight of each move (a formula of the amount `a` and the heap `n`, by
//! default `a`) and the terminal penalty (a formula of the heap `n`, by
//! default 0) that ends the game when the bid winner cannot move.
//!
//! Convention: the score is `τ + Σ w_L − Σ w_R` (the paper's printed
//! utility), so a weight is what its mover gains; see the family docs.

use std::collections::BTreeMap;

use crate::cumulative_games::{compile_named, EvalError, FormulaError, NamedFormula};

use super::rules::BcsRules;

/// Largest weight or penalty magnitude (values stay far inside `i32`).
pub const MAX_WEIGHT: i64 = 1_000_000;
/// Largest value magnitude a table may reach before the solver stops.
pub const MAX_VALUE: i64 = 1 << 29;

const WEIGHT_VARS: &[&str] = &["a", "n"];
const PENALTY_VARS: &[&str] = &["n"];

/// A weight or penalty formula that does not compile or evaluate.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ScoreError {
    #[error(transparent)]
    Formula(Box<FormulaError>),
    #[error("{0}")]
    Eval(String),
    #[error("{what} '{src}' gives {value} at {at}: weights and penalties are integers")]
    NotInteger {
        what: &'static str,
        src: String,
        value: String,
        at: String,
    },
    #[error("{what} '{src}' gives {value} at {at}: beyond ±{MAX_WEIGHT}")]
    TooLarge {
        what: &'static str,
        src: String,
        value: i64,
        at: String,
    },
    #[error(
        "values exceed ±{MAX_VALUE} at heap {0}: the weights are too large for this many heaps"
    )]
    Overflow(u32),
}

impl From<EvalError> for ScoreError {
    fn from(e: EvalError) -> ScoreError {
        ScoreError::Eval(e.to_string())
    }
}

/// One compiled formula, or the default.
#[derive(Clone, Debug)]
enum Term {
    /// `a` (weights) or `0` (penalties).
    Default,
    Const(i32),
    Formula(NamedFormula, &'static str),
}

impl Term {
    fn compile(
        src: Option<&str>,
        vars: &'static [&'static str],
        what: &'static str,
    ) -> Result<Term, ScoreError> {
        let Some(src) = src.map(str::trim).filter(|s| !s.is_empty()) else {
            return Ok(Term::Default);
        };
        if vars.len() == 2 && src == "a" {
            return Ok(Term::Default);
        }
        if let Ok(v) = src.parse::<i64>() {
            return Ok(Term::Const(checked(v, what, src, &|| "every heap".into())?));
        }
        let f = compile_named(src, vars, what).map_err(ScoreError::Formula)?;
        Ok(Term::Formula(f, what))
    }

    fn uses_heap(&self) -> bool {
        matches!(self, Term::Formula(f, _) if f.uses("n"))
    }

    /// The integer value at `values` (`[a, n]` or `[n]`); `default` for the default.
    fn eval(&self, values: &[u32], default: i32) -> Result<i32, ScoreError> {
        match self {
            Term::Default => Ok(default),
            Term::Const(c) => Ok(*c),
            Term::Formula(f, what) => {
                let at = || match values {
                    [a, n] => format!("a = {a}, n = {n}"),
                    _ => format!("n = {}", values[0]),
                };
                let xs: Vec<f64> = values.iter().map(|&v| f64::from(v)).collect();
                let v = f.eval(&xs, &at)?;
                if v.fract() != 0.0 {
                    return Err(ScoreError::NotInteger {
                        what,
                        src: f.source().to_string(),
                        value: v.to_string(),
                        at: at(),
                    });
                }
                let v = v.clamp(-1e15, 1e15) as i64;
                checked(v, what, f.source(), &at)
            }
        }
    }
}

fn checked(
    v: i64,
    what: &'static str,
    src: &str,
    at: &dyn Fn() -> String,
) -> Result<i32, ScoreError> {
    if v.abs() > MAX_WEIGHT {
        return Err(ScoreError::TooLarge {
            what,
            src: src.to_string(),
            value: v,
            at: at(),
        });
    }
    Ok(v as i32)
}

/// One player's side of the rules.
#[derive(Clone, Debug)]
pub(super) struct Side {
    /// The subtraction set, ascending.
    pub(super) moves: Vec<u32>,
    weight: Term,
    penalty: Term,
    /// Weights per move when they do not depend on the heap.
    fixed: Option<Vec<i32>>,
}

impl Side {
    fn new(
        moves: &[u32],
        weight: Option<&str>,
        penalty: Option<&str>,
        who: &'static str,
    ) -> Result<Side, ScoreError> {
        let (wname, pname) = match who {
            "Left" => ("Left's weight", "Left's penalty"),
            _ => ("Right's weight", "Right's penalty"),
        };
        let weight = Term::compile(weight, WEIGHT_VARS, wname)?;
        let penalty = Term::compile(penalty, PENALTY_VARS, pname)?;
        let mut side = Side {
            moves: moves.to_vec(),
            weight,
            penalty,
            fixed: None,
        };
        if !side.weight.uses_heap() {
            let mut w = Vec::new();
            side.weights_at(0, &mut w)?;
            side.fixed = Some(w);
        }
        Ok(side)
    }

    /// The weights of the moves at heap `n` (all moves, fitting or not).
    pub(super) fn weights_at(&self, n: u32, out: &mut Vec<i32>) -> Result<(), ScoreError> {
        out.clear();
        if let Some(f) = &self.fixed {
            out.extend_from_slice(f);
            return Ok(());
        }
        for &a in &self.moves {
            out.push(self.weight.eval(&[a, n], a as i32)?);
        }
        Ok(())
    }

    /// `τ(n)` for a heap where this player cannot move.
    pub(super) fn penalty_at(&self, n: u32) -> Result<i32, ScoreError> {
        self.penalty.eval(&[n], 0)
    }

    /// The weights of `amounts` at heap `n` (an override's set).
    pub(super) fn weights_of(
        &self,
        amounts: &[u32],
        n: u32,
        out: &mut Vec<i32>,
    ) -> Result<(), ScoreError> {
        out.clear();
        for &a in amounts {
            out.push(self.weight.eval(&[a, n], a as i32)?);
        }
        Ok(())
    }

    fn is_default(&self) -> bool {
        matches!(self.weight, Term::Default)
            && matches!(self.penalty, Term::Default | Term::Const(0))
    }
}

/// Both sides, compiled from (normalised, validated) rules.
#[derive(Clone, Debug)]
pub(super) struct Scoring {
    pub(super) left: Side,
    pub(super) right: Side,
    /// Heap → the amounts both players may remove there.
    pub(super) overrides: BTreeMap<u32, Vec<u32>>,
}

impl Scoring {
    pub(super) fn new(rules: &BcsRules) -> Result<Scoring, ScoreError> {
        let left = Side::new(
            &rules.moves,
            rules.left_weights.as_deref(),
            rules.left_penalty.as_deref(),
            "Left",
        )?;
        let right = Side::new(
            rules.right_move_set(),
            rules.right_weights.as_deref(),
            rules.right_penalty.as_deref(),
            "Right",
        )?;
        let s = Scoring {
            left,
            right,
            overrides: rules.overrides.clone().unwrap_or_default(),
        };
        // Penalties matter only below the largest move: check them there.
        for n in 0..s.window() {
            s.left.penalty_at(n)?;
            s.right.penalty_at(n)?;
        }
        Ok(s)
    }

    /// Whether a weight depends on the heap (then no period can be proved).
    pub(super) fn heap_dependent(&self) -> bool {
        self.left.fixed.is_none() || self.right.fixed.is_none()
    }

    /// Rows a row depends on: the largest move of either player.
    pub(super) fn window(&self) -> u32 {
        let last = |s: &Side| s.moves.last().copied().unwrap_or(0);
        let over = self.overrides.values().filter_map(|v| v.last().copied());
        last(&self.left)
            .max(last(&self.right))
            .max(over.max().unwrap_or(0))
            .max(1)
    }

    /// Rows from this heap on follow one rule (no override at or after it).
    pub(super) fn rule_start(&self) -> u32 {
        self.overrides.keys().next_back().map_or(0, |&x| x + 1)
    }

    /// The moves of `left` (or Right) at heap `x`: the override, or the set.
    pub(super) fn moves_at(&self, x: u32, left: bool) -> &[u32] {
        match self.overrides.get(&x) {
            Some(v) => v,
            None if left => &self.left.moves,
            None => &self.right.moves,
        }
    }

    /// The weights of the moves at `x` of `left` (or Right), in `moves_at`'s order.
    pub(super) fn weights_at(
        &self,
        x: u32,
        left: bool,
        out: &mut Vec<i32>,
    ) -> Result<(), ScoreError> {
        let side = if left { &self.left } else { &self.right };
        match self.overrides.get(&x) {
            Some(v) => side.weights_of(v, x, out),
            None => side.weights_at(x, out),
        }
    }

    /// Whether `left` (or Right) has a move at heap `x`.
    pub(super) fn can_move(&self, x: u32, left: bool) -> bool {
        self.moves_at(x, left).first().is_some_and(|&s| s <= x)
    }

    /// Symmetric sets, weights the amounts, penalties 0: the paper's BCS.
    pub(super) fn is_plain(&self) -> bool {
        self.left.moves == self.right.moves
            && self.left.is_default()
            && self.right.is_default()
            && self.overrides.is_empty()
    }
}
