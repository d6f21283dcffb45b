//! The census of §5 / Table 1.

use serde::Serialize;
use std::collections::HashSet;

use super::board::Board;
use super::solve::{ClobberError, Engine};
use super::value::ValueId;

/// One line of Table 1.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CensusRow {
    pub length: usize,
    pub games: u64,
    pub unsimplified: usize,
}

/// Calls `f` on every strip of length `n` the paper analyses: no 0 at either
/// end, no two consecutive 0s, not smaller than its mirror image
/// (lexicographically), at least one move possible.
pub fn for_each_game(n: usize, mut f: impl FnMut(&[u8])) {
    let mut cells = vec![0u8; n];
    fill(&mut cells, 0, &mut f);
}

fn fill(cells: &mut [u8], at: usize, f: &mut impl FnMut(&[u8])) {
    let n = cells.len();
    if at == n {
        let mirror_ok = cells.iter().rev().cmp(cells.iter()) != std::cmp::Ordering::Greater;
        let movable = cells.windows(2).any(|w| w[0] != 0 && w[1] != 0 && w[0] != w[1]);
        if mirror_ok && movable {
            f(cells);
        }
        return;
    }
    let zero_ok = at > 0 && at + 1 < n && cells[at - 1] != 0;
    for c in (if zero_ok { 0 } else { 1 })..=3 {
        cells[at] = c;
        fill(cells, at + 1, f);
    }
}

/// All census games of length `n` (small `n`; the census itself streams).
pub fn games_of_length(n: usize) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for_each_game(n, |g| out.push(g.to_vec()));
    out
}

pub fn census_row(engine: &mut Engine, n: usize) -> Result<CensusRow, ClobberError> {
    let mut games = 0;
    let mut seen: HashSet<ValueId> = HashSet::new();
    let mut err = None;
    for_each_game(n, |g| {
        if err.is_some() {
            return;
        }
        games += 1;
        match engine.value(&Board::strip(g.to_vec()), 1) {
            Ok(v) => {
                seen.insert(v);
            }
            Err(e) => err = Some(e),
        }
    });
    if let Some(e) = err {
        return Err(e);
    }
    Ok(CensusRow { length: n, games, unsimplified: seen.len() })
}
