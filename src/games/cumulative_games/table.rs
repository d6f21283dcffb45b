//! The outcome over a range of heap sizes (Theorem 8's table): one engine
//! solves every heap `lo..=hi` of a one-heap ruleset, so in heap-dynamic mode
//! each heap size adds only its own n states (one pass, like the `#/cs`
//! table); cumulation-dependent rulesets share the engine's state and work
//! budgets across the whole range and are refused by name beyond them.

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::compile::compile_rules;
use super::engine::{algorithm, initial, root, Engine};
use super::period::{integral, recurrence, table_period, Recurrence, TablePeriod};
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
    let mut eng = Engine::new(&c);
    let base = eng.base();
    let (mut outcomes, mut grounded_values) = (Vec::new(), Vec::new());
    for x in from..=to {
        let (mut o, mut g) = (Vec::new(), Vec::new());
        for s in 0..c.n {
            let id = eng.solve(root(&c, &[x], s, false))?;
            o.push(eng.outcome(id).to_vec());
            g.push(
                eng.value(id)
                    .iter()
                    .zip(&base)
                    .map(|(v, b)| v + b)
                    .collect(),
            );
        }
        outcomes.push(o);
        grounded_values.push(g);
    }
    let rec = recurrence(&c);
    let shifts = integral(&c, &eng.rewards_seen(), &[&outcomes, &grounded_values]);
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
        states: eng.nodes.len(),
        to,
    })
}
