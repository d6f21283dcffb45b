//! A [`Ruleset`] checked and compiled for the engine: per-player action sets
//! and reward rows expanded, formulas compiled, defaults for the turn table
//! and the tie preferences filled in.

use std::collections::BTreeMap;
use thiserror::Error;

use super::formula::{compile, Formula, FormulaError, Scope};
use super::{Attitude, HeapRules, Ruleset, Utility, MAX_AMOUNT, MAX_HEAP, MAX_HEAPS, MAX_PLAYERS};

/// What is wrong with a ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RulesError {
    #[error("players = {0}: give 2..={MAX_PLAYERS}")]
    Players(usize),
    #[error("{0} heaps: give 1..={MAX_HEAPS}")]
    HeapCount(usize),
    #[error("{what}: {count} entries; give 1 (shared) or {n} (one per player)")]
    Entries {
        what: String,
        count: usize,
        n: usize,
    },
    #[error("{what}: override heap {x} exceeds {MAX_HEAP}")]
    OverrideHeap { what: String, x: u32 },
    #[error("{what}: amount {a} is not in 1..={MAX_AMOUNT}")]
    Amount { what: String, a: u32 },
    /// Boxed: a formula error carries the formula, its place and the variables.
    #[error(transparent)]
    Formula(Box<FormulaError>),
    #[error(
        "heap {heap} rewards row {row}: {count} formulas; give {n} (one per receiving player)"
    )]
    RewardRow {
        heap: usize,
        row: usize,
        count: usize,
        n: usize,
    },
    #[error("heap {heap} utility w = {w} is not finite")]
    Weight { heap: usize, w: String },
    #[error("heap {heap} initial: {count} cumulations; give {n}")]
    InitialCount { heap: usize, count: usize, n: usize },
    #[error("heap {heap} initial cumulation {v} is not finite")]
    Initial { heap: usize, v: String },
    #[error("turn table: {count} entries; give {n}")]
    TurnCount { count: usize, n: usize },
    #[error("turn table: player {q} is not in 1..={n}")]
    TurnPlayer { q: usize, n: usize },
    #[error("ties: {count} entries; give {n}")]
    TieCount { count: usize, n: usize },
    #[error("ties of player {player}: {q} is not another player (or repeats)")]
    TiePlayer { player: usize, q: usize },
    #[error("ties of player {player}: {count} attitudes for {order} players in order; give one per player (\"attitudes\") or one for all (\"attitude\")")]
    TieAttitudes {
        player: usize,
        count: usize,
        order: usize,
    },
    #[error("ties of player {player}: give \"attitude\" or \"attitudes\", not both")]
    TieBoth { player: usize },
}

impl From<Box<FormulaError>> for RulesError {
    fn from(e: Box<FormulaError>) -> RulesError {
        RulesError::Formula(e)
    }
}

#[derive(Clone, Debug)]
pub(super) enum CUtility {
    Identity,
    ZeroSum,
    Last { w: f64, misere: bool },
    Custom(Vec<Formula>),
}

#[derive(Clone, Debug)]
pub(super) struct CActions {
    pub(super) amounts: Vec<u32>,
    pub(super) any: bool,
    pub(super) overrides: BTreeMap<u32, Vec<u32>>,
    pub(super) condition: Option<Formula>,
}

#[derive(Clone, Debug)]
pub(super) struct CHeap {
    pub(super) actions: Vec<CActions>,
    pub(super) rewards: Vec<Vec<Formula>>,
    pub(super) utility: CUtility,
    pub(super) initial: Vec<f64>,
    pub(super) needs_last: bool,
}

#[derive(Clone, Debug)]
pub(super) struct Compiled {
    pub(super) n: usize,
    pub(super) heaps: Vec<CHeap>,
    pub(super) next: Vec<usize>,
    /// Per player: the others (0-based) in order of priority, each with
    /// whether the player is friendly towards them.
    pub(super) ties: Vec<Vec<(usize, bool)>>,
    pub(super) dynamic: bool,
}

fn per_player<T: Clone>(v: &[T], n: usize, what: &str) -> Result<Vec<T>, RulesError> {
    match v.len() {
        1 => Ok(vec![v[0].clone(); n]),
        k if k == n => Ok(v.to_vec()),
        k => Err(RulesError::Entries {
            what: what.to_string(),
            count: k,
            n,
        }),
    }
}

fn check_amounts(v: &[u32], what: &str) -> Result<Vec<u32>, RulesError> {
    if let Some(&a) = v.iter().find(|&&a| a == 0 || a > MAX_AMOUNT) {
        return Err(RulesError::Amount {
            what: what.to_string(),
            a,
        });
    }
    let mut v = v.to_vec();
    v.sort_unstable();
    v.dedup();
    Ok(v)
}

/// Heap `hn`'s action sets, one per player.
fn actions(hr: &HeapRules, hn: usize, n: usize) -> Result<Vec<CActions>, RulesError> {
    let mut actions = Vec::new();
    for (p, a) in per_player(&hr.actions, n, &format!("heap {hn} actions"))?
        .iter()
        .enumerate()
    {
        let what = format!("heap {hn}, player {} actions", p + 1);
        let mut overrides = BTreeMap::new();
        for (&x, v) in &a.overrides {
            if x > MAX_HEAP {
                return Err(RulesError::OverrideHeap { what, x });
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
    Ok(actions)
}

/// Heap `hn`'s reward rows, one per mover.
fn rewards(hr: &HeapRules, hn: usize, n: usize) -> Result<Vec<Vec<Formula>>, RulesError> {
    let mut rewards = Vec::new();
    for (p, row) in per_player(&hr.rewards, n, &format!("heap {hn} rewards"))?
        .iter()
        .enumerate()
    {
        if row.len() != n {
            return Err(RulesError::RewardRow {
                heap: hn,
                row: p + 1,
                count: row.len(),
                n,
            });
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
    Ok(rewards)
}

fn utility(hr: &HeapRules, hn: usize, n: usize) -> Result<CUtility, RulesError> {
    Ok(match &hr.utility {
        Utility::Identity => CUtility::Identity,
        Utility::ZeroSum => CUtility::ZeroSum,
        Utility::Normal { w } | Utility::Misere { w } => {
            if !w.is_finite() {
                return Err(RulesError::Weight {
                    heap: hn,
                    w: w.to_string(),
                });
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
    })
}

fn initial(hr: &HeapRules, hn: usize, n: usize) -> Result<Vec<f64>, RulesError> {
    if hr.initial.is_empty() {
        Ok(vec![0.0; n])
    } else if hr.initial.len() != n {
        Err(RulesError::InitialCount {
            heap: hn,
            count: hr.initial.len(),
            n,
        })
    } else if let Some(v) = hr.initial.iter().find(|v| !v.is_finite()) {
        Err(RulesError::Initial {
            heap: hn,
            v: v.to_string(),
        })
    } else {
        Ok(hr.initial.clone())
    }
}

fn heap(hr: &HeapRules, hn: usize, n: usize) -> Result<CHeap, RulesError> {
    let actions = actions(hr, hn, n)?;
    let rewards = rewards(hr, hn, n)?;
    let utility = utility(hr, hn, n)?;
    let initial = initial(hr, hn, n)?;
    let needs_last = match &utility {
        CUtility::Last { .. } => true,
        CUtility::Custom(fs) => fs.iter().any(|f| f.uses_l),
        _ => false,
    };
    Ok(CHeap {
        actions,
        rewards,
        utility,
        initial,
        needs_last,
    })
}

/// Who moves after each player (0-based); default cyclic.
fn turn(r: &Ruleset, n: usize) -> Result<Vec<usize>, RulesError> {
    let Some(t) = &r.turn else {
        return Ok((0..n).map(|p| (p + 1) % n).collect());
    };
    if t.len() != n {
        return Err(RulesError::TurnCount { count: t.len(), n });
    }
    if let Some(&q) = t.iter().find(|&&q| q == 0 || q > n) {
        return Err(RulesError::TurnPlayer { q, n });
    }
    Ok(t.iter().map(|q| q - 1).collect())
}

/// Each player's tie preferences: the others (0-based) in order, each with
/// whether friendly; default the others cyclically, antagonistic.
fn ties(r: &Ruleset, n: usize) -> Result<Vec<Vec<(usize, bool)>>, RulesError> {
    if r.ties.is_empty() {
        return Ok((0..n)
            .map(|p| (1..n).map(|k| ((p + k) % n, false)).collect())
            .collect());
    }
    if r.ties.len() != n {
        return Err(RulesError::TieCount {
            count: r.ties.len(),
            n,
        });
    }
    let mut out = Vec::new();
    for (p, t) in r.ties.iter().enumerate() {
        let player = p + 1;
        let mut seen = vec![false; n];
        for &q in &t.order {
            if q == 0 || q > n || q == player || seen[q - 1] {
                return Err(RulesError::TiePlayer { player, q });
            }
            seen[q - 1] = true;
        }
        match (t.attitude, t.attitudes.len()) {
            (Some(_), 0) => {}
            (Some(_), _) => return Err(RulesError::TieBoth { player }),
            (None, k) if k != t.order.len() => {
                return Err(RulesError::TieAttitudes {
                    player,
                    count: k,
                    order: t.order.len(),
                })
            }
            (None, _) => {}
        }
        out.push(
            t.order
                .iter()
                .enumerate()
                .map(|(k, q)| (q - 1, t.attitude_at(k) == Attitude::Friendly))
                .collect(),
        );
    }
    Ok(out)
}

/// Property 8: no condition, reward or utility formula reads the cumulations.
fn heap_dynamic(heaps: &[CHeap]) -> bool {
    heaps.iter().all(|h| {
        h.actions
            .iter()
            .all(|a| a.condition.as_ref().is_none_or(|f| !f.uses_c))
            && h.rewards.iter().flatten().all(|f| !f.uses_c)
            && match &h.utility {
                CUtility::Custom(fs) => fs.iter().all(|f| !f.uses_c),
                _ => true,
            }
    })
}

pub(super) fn compile_rules(r: &Ruleset) -> Result<Compiled, RulesError> {
    let n = r.players;
    if !(2..=MAX_PLAYERS).contains(&n) {
        return Err(RulesError::Players(n));
    }
    if r.heaps.is_empty() || r.heaps.len() > MAX_HEAPS {
        return Err(RulesError::HeapCount(r.heaps.len()));
    }
    let heaps = r
        .heaps
        .iter()
        .enumerate()
        .map(|(h, hr)| heap(hr, h + 1, n))
        .collect::<Result<Vec<_>, _>>()?;
    let next = turn(r, n)?;
    let ties = ties(r, n)?;
    let dynamic = heap_dynamic(&heaps);
    Ok(Compiled {
        n,
        heaps,
        next,
        ties,
        dynamic,
    })
}

/// Checks a ruleset: sizes, ranges and every formula.
pub fn validate(r: &Ruleset) -> Result<(), RulesError> {
    compile_rules(r).map(|_| ())
}

/// Whether the ruleset is Heap Dynamic (Property 8): nothing reads the cumulations.
pub fn is_heap_dynamic(r: &Ruleset) -> Result<bool, RulesError> {
    Ok(compile_rules(r)?.dynamic)
}
