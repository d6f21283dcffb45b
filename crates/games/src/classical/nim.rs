//! The 3-pile Nim table of seed 004: entry `[X, Y]` is the `Z` that makes
//! `X* + Y* + Z*` a P-position, computed by the slides' mex rule
//! `[X, Y] = mex({[X', Y] : X' < X} ∪ {[X, Y'] : Y' < Y})`, beside the
//! nim-sum closed form `X ⊕ Y`.

use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Largest heap the table may reach (the mex rule fills every row and
/// column from 0: about 4 million cells here).
pub const MAX_NIM_TABLE_HEAP: u32 = 2047;
/// Most rows (and columns) one table shows.
pub const MAX_NIM_TABLE_SIDE: u32 = 64;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NimTableError {
    #[error("`{heap}` is too large (at most {MAX_NIM_TABLE_HEAP})")]
    HeapTooLarge { heap: u32 },
    #[error("`{from}..{to}` is empty: the first end is larger than the second")]
    Empty { from: u32, to: u32 },
    #[error("`{from}..{to}` has more than {MAX_NIM_TABLE_SIDE} rows")]
    TooWide { from: u32, to: u32 },
}

/// Rows and columns `from..=to` of the table, both ways.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NimTable {
    pub from: u32,
    pub to: u32,
    /// `mex[i][j]` = `[from + i, from + j]` by the mex rule.
    pub mex: Vec<Vec<u32>>,
    /// `nim_sum[i][j]` = `(from + i) ⊕ (from + j)`.
    pub nim_sum: Vec<Vec<u32>>,
    /// Whether the two tables agree everywhere (the slides' theorem).
    pub agrees: bool,
}

/// A set of small numbers as bits.
#[derive(Clone)]
struct Bits(Vec<u64>);

impl Bits {
    fn insert(&mut self, v: u32) {
        self.0[v as usize / 64] |= 1 << (v % 64);
    }
}

/// The smallest number in neither set.
fn mex_of_union(a: &Bits, b: &Bits) -> u32 {
    for (w, (x, y)) in a.0.iter().zip(&b.0).enumerate() {
        let free = !(x | y);
        if free != 0 {
            return (w * 64) as u32 + free.trailing_zeros();
        }
    }
    (a.0.len() * 64) as u32
}

/// The table for heaps `from..=to`, filling rows and columns `0..=to` by
/// the mex rule (an entry is at most `X + Y`, the size of its set).
pub fn nim_table(from: u32, to: u32) -> Result<NimTable, NimTableError> {
    if to > MAX_NIM_TABLE_HEAP {
        return Err(NimTableError::HeapTooLarge { heap: to });
    }
    if from > to {
        return Err(NimTableError::Empty { from, to });
    }
    if to - from >= MAX_NIM_TABLE_SIDE {
        return Err(NimTableError::TooWide { from, to });
    }
    let n = to as usize + 1;
    let empty = Bits(vec![0; (2 * n).div_ceil(64) + 1]);
    let mut columns = vec![empty.clone(); n];
    let mut mex = Vec::with_capacity((to - from + 1) as usize);
    for x in 0..n {
        let mut row = empty.clone();
        let mut shown = Vec::new();
        for (y, column) in columns.iter_mut().enumerate() {
            let v = mex_of_union(&row, column);
            row.insert(v);
            column.insert(v);
            if x >= from as usize && y >= from as usize {
                shown.push(v);
            }
        }
        if x >= from as usize {
            mex.push(shown);
        }
    }
    let nim_sum: Vec<Vec<u32>> = (from..=to)
        .map(|x| (from..=to).map(|y| x ^ y).collect())
        .collect();
    Ok(NimTable {
        from,
        to,
        agrees: mex == nim_sum,
        mex,
        nim_sum,
    })
}
