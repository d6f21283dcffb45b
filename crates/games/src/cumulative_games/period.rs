//! The eventual period of a table over heap sizes, where one is provable.
//!
//! In a Heap Dynamic one-heap ruleset whose formulas do not read the heap
//! size `x`, with finite action sets of largest amount `m` and overrides at
//! heaps below `K`, the PSPE choice at a heap `x ≥ max(m, K)` depends only on
//! the options' values, i.e. on the rows (outcome and grounded value, every
//! starting player) of the `m` heaps below `x`: every amount is legal, each
//! player is stuck either everywhere or nowhere, and a stuck player's
//! terminal utility depends only on who moved last. So those `m` rows form a
//! window that determines the next row, and two equal windows prove the
//! period for ever ([`find_period`]).
//!
//! Only the grounded value rows steer the PSPE choices; the outcome rows
//! (gains) are carried along. So the period is sought in two steps:
//! * the grounded values, *arithmetically*: `V(x + p) = V(x) + δ` with one
//!   shift vector δ (per player) for every starting player's row. Adding the
//!   same δ to every option's values changes no choice when all values are
//!   exact integers (below 10⁸, so no two distinct ones count as tied); then
//!   windows equal up to such a shift prove the period, otherwise only
//!   δ = 0 is accepted;
//! * the outcome growth `Δ(x) = O(x + p) − O(x)`: once the choices repeat,
//!   `Δ(x, s) = Δ(x − a, next(s))` for the chosen `a`, a window recurrence
//!   whose rule repeats with `x mod p`; its period `q` (a multiple of `p`)
//!   is found the same way (integer tables only, where sums are exact). In
//!   normal play, e.g., the winner's row grows faster than the loser's.

use serde::{Deserialize, Serialize};
use std::fmt;

use super::compile::{CUtility, Compiled};
use crate::common::{find_period, least_preperiod};

/// n×n rows of one heap size (row = starting player).
type Block = Vec<Vec<f64>>;

/// The grounded values satisfy `V(x + period) = V(x) + value_shift` for
/// every heap `x ≥ preperiod` (both least); the PSPE choices repeat with them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
/// (Keys in alphabetical order, as in every CLI document.)
pub struct TablePeriod {
    /// How the outcome rows grow per period, where proved.
    pub outcome_growth: Option<OutcomeGrowth>,
    pub period: u32,
    pub preperiod: u32,
    /// Per player: what one period adds to every grounded value row.
    pub value_shift: Vec<f64>,
}

/// `O(x + p) − O(x) = per_period[(x − preperiod) mod period]` for every heap
/// `x ≥ preperiod`, with `p` the [`TablePeriod`]'s period and `period` a
/// multiple of it (both least given `p`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OutcomeGrowth {
    /// n×n blocks (row = starting player): what one period adds.
    pub per_period: Vec<Block>,
    pub period: u32,
    pub preperiod: u32,
}

impl OutcomeGrowth {
    /// The one vector every row of every block adds, if they all agree.
    pub fn uniform(&self) -> Option<&[f64]> {
        let first = self.per_period.first()?.first()?;
        let all = self.per_period.iter().flatten().all(|r| r == first);
        all.then_some(first.as_slice())
    }
}
/// Whether the table's rows satisfy a window recurrence, and if not why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Recurrence {
    /// The rows of heaps `x−width..x` determine row `x` for `x ≥ from_heap`.
    Window { from_heap: u32, width: u32 },
    /// Some formula reads the cumulations (not Heap Dynamic).
    ReadsCumulations,
    /// Some formula reads the heap size `x`.
    ReadsHeapSize,
    /// Some player may take any amount (`"any": true`): no finite window.
    AnyAmount,
}

impl fmt::Display for Recurrence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Recurrence::Window { width, from_heap } => write!(
                f,
                "from heap {from_heap} on, the rows of the {width} heaps below determine each row"
            ),
            Recurrence::ReadsCumulations => {
                write!(f, "a formula reads the cumulations (not Heap Dynamic)")
            }
            Recurrence::ReadsHeapSize => write!(f, "a formula reads the heap size x"),
            Recurrence::AnyAmount => write!(f, "a player may take any amount"),
        }
    }
}

/// The window recurrence of a compiled one-heap ruleset, if it has one.
pub(super) fn recurrence(c: &Compiled) -> Recurrence {
    if !c.dynamic {
        return Recurrence::ReadsCumulations;
    }
    let h = &c.heaps[0];
    let conditions = h.actions.iter().filter_map(|a| a.condition.as_ref());
    let utilities = match &h.utility {
        CUtility::Custom(fs) => fs.as_slice(),
        _ => &[],
    };
    if conditions
        .chain(h.rewards.iter().flatten())
        .chain(utilities)
        .any(|f| f.uses_x)
    {
        return Recurrence::ReadsHeapSize;
    }
    if h.actions.iter().any(|a| a.any) {
        return Recurrence::AnyAmount;
    }
    let m = h.actions.iter().flat_map(|a| a.amounts.iter()).max();
    let k = h.actions.iter().flat_map(|a| a.overrides.keys()).max();
    let (m, k) = (m.copied().unwrap_or(0), k.map_or(0, |&x| x + 1));
    Recurrence::Window {
        width: m.max(1),
        from_heap: m.max(k),
    }
}

/// Whether shifted windows prove a period: every value in the table and
/// every reward is an integer below 10⁸ and the utility is not custom
/// (custom terminal utilities may be fractions the table does not show).
pub(super) fn integral(c: &Compiled, rewards: &[f64], blocks: &[&[Block]]) -> bool {
    let int = |v: f64| v.fract() == 0.0 && v.abs() < 1e8;
    let utility = match c.heaps[0].utility {
        CUtility::Identity | CUtility::ZeroSum => true,
        CUtility::Last { w, .. } => int(w),
        CUtility::Custom(_) => false,
    };
    utility
        && rewards.iter().all(|&v| int(v))
        && blocks
            .iter()
            .all(|b| b.iter().flatten().flatten().all(|&v| int(v)))
}

/// Block `b` minus vector `v` in every row.
fn minus(b: &Block, v: &[f64]) -> Block {
    b.iter()
        .map(|r| r.iter().zip(v).map(|(x, y)| x - y).collect())
        .collect()
}

/// Blockwise `a − b`.
fn diff(a: &Block, b: &Block) -> Block {
    a.iter()
        .zip(b)
        .map(|(r, q)| r.iter().zip(q).map(|(x, y)| x - y).collect())
        .collect()
}

/// A sequence of blocks whose window of `width` determines the next block
/// from block index `t0` on (`tag`: the part of the rule that varies, e.g.
/// the heap's residue). Returns (least preperiod index, period, shift):
/// `seq[i + period] = seq[i] + shift` (one vector for every row) from the
/// preperiod on, `shift` zero unless `shifts`.
fn periodic(
    seq: &[Block],
    width: usize,
    t0: usize,
    shifts: bool,
    tag: impl Fn(usize) -> u64,
) -> Option<(usize, usize, Vec<f64>)> {
    let offset = usize::from(shifts);
    // Element e is block e + offset, less the block before's first row
    // when shifts are allowed: windows equal up to a shift have equal elements.
    let elems: Vec<Block> = (offset..seq.len())
        .map(|i| match shifts {
            true => minus(&seq[i], &seq[i - 1][0]),
            false => seq[i].clone(),
        })
        .collect();
    let i0 = t0.saturating_sub(width + offset);
    let key = |e: usize| rows_key(&elems[e]) ^ tag(e + offset).rotate_left(7);
    let same =
        |a: usize, b: usize| rows_same(&elems[a], &elems[b]) && tag(a + offset) == tag(b + offset);
    let p = find_period(elems.len(), width, i0, key, same)?;
    let (pre, period) = (p.preperiod as usize + offset, p.period as usize);
    let shift: Vec<f64> = seq[pre + period][0]
        .iter()
        .zip(&seq[pre][0])
        .map(|(a, b)| a - b)
        .collect();
    let holds = |a: usize, b: usize| rows_same(&minus(&seq[b], &shift), &seq[a]);
    let p = least_preperiod(pre, period, holds);
    Some((p.preperiod as usize, period, shift))
}

/// The least eventual period of the table whose first heap is `from`, under
/// recurrence `rec`; `integral` allows shifts and the outcome growth.
pub(super) fn table_period(
    rec: &Recurrence,
    from: u32,
    outcomes: &[Block],
    values: &[Block],
    integral: bool,
) -> Option<TablePeriod> {
    let Recurrence::Window { width, from_heap } = *rec else {
        return None;
    };
    let (w, from_u) = (width as usize, from as usize);
    let t0 = (from_heap as usize).saturating_sub(from_u);
    let (pre, p, value_shift) = periodic(values, w, t0, integral, |_| 0)?;
    let outcome_growth = integral.then(|| {
        let growth: Vec<Block> = (0..outcomes.len().saturating_sub(p))
            .map(|i| diff(&outcomes[i + p], &outcomes[i]))
            .collect();
        // The choices at heap x and x + p agree once V's window at x is periodic.
        let t0 = t0.max(pre + w);
        let (gpre, q, _) = periodic(&growth, w, t0, false, |i| ((from_u + i) % p) as u64)?;
        Some(OutcomeGrowth {
            preperiod: (gpre + from_u) as u32,
            period: q as u32,
            per_period: growth[gpre..gpre + q].to_vec(),
        })
    });
    Some(TablePeriod {
        preperiod: (pre + from_u) as u32,
        period: p as u32,
        value_shift,
        outcome_growth: outcome_growth.flatten(),
    })
}

/// A hash of an n×n row block's bits (`-0` as `0`).
fn rows_key(rows: &[Vec<f64>]) -> u64 {
    rows.iter().flatten().fold(0xcbf2_9ce4_8422_2325, |h, v| {
        (h ^ (v + 0.0).to_bits()).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Whether two n×n row blocks are equal bit for bit (`-0` as `0`).
fn rows_same(a: &[Vec<f64>], b: &[Vec<f64>]) -> bool {
    a.len() == b.len()
        && a.iter()
            .flatten()
            .zip(b.iter().flatten())
            .all(|(x, y)| (x + 0.0).to_bits() == (y + 0.0).to_bits())
}
