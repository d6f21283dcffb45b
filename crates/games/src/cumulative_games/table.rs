//! The outcome over a range of heap sizes (Theorem 8's table): one engine
//! solves every heap `lo..=hi` of a one-heap ruleset, so in heap-dynamic mode
//! each heap size adds only its own n states (one pass, like the `#/cs`
//! table); cumulation-dependent rulesets share the engine's state and work
//! budgets across the whole range and are refused by name beyond them.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::compile::compile_rules;
use super::engine::{algorithm, initial, root, Engine};
use super::period::{integral, recurrence, table_period, Recurrence, TablePeriod};
use super::SolveBudget;
use super::{Ruleset, SolveError, MAX_HEAP};

/// Most heap sizes in one table.
pub const MAX_TABLE_HEAPS: u32 = 10_001;

/// Why a table over heaps could not be made.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum TableError {
    #[error(transparent)]
    Solve(#[from] SolveError),
    #[error("a table over heap sizes needs a one-heap ruleset; this one has {0} heaps")]
    Heaps(usize),
    #[error("heaps {lo}..{hi} are {count} heap sizes; at most {MAX_TABLE_HEAPS} in one table")]
    TooMany { lo: u32, hi: u32, count: u32 },
    #[error("heap {0} exceeds {MAX_HEAP}")]
    TooLarge(u32),
}

/// Outcomes and grounded values for every heap size in `from..=to`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HeapTable {
    pub algorithm: String,
    pub from: u32,
    /// Per heap size (index = heap − `from`): n×n grounded values (utilities).
    pub grounded_values: Vec<Vec<Vec<f64>>>,
    pub heap_dynamic: bool,
    /// The starting cumulations.
    pub initial: Vec<f64>,
    /// Per heap size: the n×n outcome (gains in PSPE play, Definition 14).
    pub outcomes: Vec<Vec<Vec<f64>>>,
    /// The least eventual (arithmetic) period of the rows, outcomes and
    /// grounded values together; found only under a window [`Recurrence`]
    /// and when the table is long enough to prove it.
    pub period: Option<TablePeriod>,
    pub players: usize,
    /// Whether, and from which heap, the rows follow a window recurrence.
    pub recurrence: Recurrence,
    /// Distinct states solved for the whole table.
    pub states: usize,
    pub to: u32,
}

/// Solves heap sizes `from..=to` of a one-heap ruleset, every starting player.
pub fn solve_heaps(rules: &Ruleset, from: u32, to: u32) -> Result<HeapTable, TableError> {
    let mut t = TableStepper::new(rules, from, to)?;
    while !t.step(usize::MAX)? {}
    t.finish()
}

/// [`solve_heaps`] a few positions at a time, heap after heap, so a worker
/// can show progress and stop between steps.
pub struct TableStepper {
    eng: Engine,
    from: u32,
    to: u32,
    /// The heap and starting player being solved.
    x: u32,
    starter: usize,
    row: (Vec<Vec<f64>>, Vec<Vec<f64>>),
    outcomes: Vec<Vec<Vec<f64>>>,
    grounded_values: Vec<Vec<Vec<f64>>>,
}

impl TableStepper {
    pub fn new(rules: &Ruleset, from: u32, to: u32) -> Result<TableStepper, TableError> {
        let c = compile_rules(rules).map_err(SolveError::from)?;
        if c.heaps.len() != 1 {
            return Err(TableError::Heaps(c.heaps.len()));
        }
        if to > MAX_HEAP {
            return Err(TableError::TooLarge(to));
        }
        let count = to.saturating_sub(from) + 1;
        if count > MAX_TABLE_HEAPS {
            return Err(TableError::TooMany {
                lo: from,
                hi: to,
                count,
            });
        }
        let mut eng = Engine::new(Rc::new(c));
        eng.begin(root(&eng.c, &[from], 0, false));
        Ok(TableStepper {
            eng,
            from,
            to,
            x: from,
            starter: 0,
            row: (Vec::new(), Vec::new()),
            outcomes: Vec::new(),
            grounded_values: Vec::new(),
        })
    }

    /// Up to about `steps` search steps; true when every heap is solved.
    pub fn step(&mut self, steps: usize) -> Result<bool, TableError> {
        let n = self.eng.c.n;
        while self.x <= self.to {
            if !self.eng.run(steps)? {
                return Ok(false);
            }
            let id = self
                .eng
                .solved(&root(&self.eng.c, &[self.x], self.starter, false))?;
            let base = self.eng.base();
            self.row.0.push(self.eng.outcome(id).to_vec());
            let value = self.eng.value(id).iter().zip(&base);
            self.row.1.push(value.map(|(v, b)| v + b).collect());
            self.starter += 1;
            if self.starter == n {
                let (o, g) = std::mem::take(&mut self.row);
                self.outcomes.push(o);
                self.grounded_values.push(g);
                self.starter = 0;
                self.x += 1;
            }
            if self.x <= self.to {
                let next = root(&self.eng.c, &[self.x], self.starter, false);
                self.eng.begin(next);
            }
        }
        Ok(true)
    }

    /// The same table within other budgets (the CLI's, set by its time limit).
    pub fn with_budget(mut self, budget: SolveBudget) -> TableStepper {
        self.eng.budget = budget;
        self
    }

    /// (heaps solved, heaps asked for).
    pub fn progress(&self) -> (u64, u64) {
        (
            u64::from(self.x - self.from),
            u64::from(self.to - self.from) + 1,
        )
    }

    /// The table, with its proven period if any.
    pub fn finish(mut self) -> Result<HeapTable, TableError> {
        while !self.step(usize::MAX)? {}
        let c = Rc::clone(&self.eng.c);
        let (from, outcomes, grounded_values) = (self.from, self.outcomes, self.grounded_values);
        let rec = recurrence(&c);
        let shifts = integral(&c, &self.eng.rewards_seen(), &[&outcomes, &grounded_values]);
        let period = table_period(&rec, from, &outcomes, &grounded_values, shifts);
        Ok(HeapTable {
            algorithm: algorithm(&c).to_string(),
            from,
            grounded_values,
            heap_dynamic: c.dynamic,
            initial: initial(&c),
            outcomes,
            period,
            players: c.n,
            recurrence: rec,
            states: self.eng.nodes.len(),
            to: self.to,
        })
    }
}
