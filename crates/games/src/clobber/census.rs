//! The census of §5 / Table 1.

use serde::{Deserialize, Serialize};

use super::board::Board;
use super::simplify::{Level, Simplifier};
use super::solve::{ClobberError, Engine};
use super::value::{ValueId, Values};
use crate::common::FxMap;

/// Longest strip the census accepts (Table 1 stops at 13).
pub const MAX_CENSUS: usize = 16;

/// Games between two calls of [`Census::length_with`]'s `tick`.
pub const TICK_GAMES: u64 = 1024;

/// Games the census analyses at length `n`, estimated as [`census_work`]
/// does (within a factor of two), for progress.
pub fn census_games(n: usize) -> u64 {
    strips(n) / 2
}

/// Work units of the census of lengths `lo..=hi`, estimated before any
/// work: for each length `n`, the strips it analyses (about half of those
/// with no 0 at an end and no two 0s in a row, counted exactly) times
/// `2^n`, their positions. Measured natively: about 6 ns a unit (length 10:
/// 2·10⁸ units, 1.1 s; 11: 1.6·10⁹, 7.7 s; 12: 1.2·10¹⁰, 73 s on a busy
/// machine); length 13 is 9·10¹⁰.
pub fn census_work(lo: usize, hi: usize) -> u64 {
    (lo..=hi.min(MAX_CENSUS))
        .map(|n| (strips(n) / 2).saturating_mul(1 << n))
        .fold(0, u64::saturating_add)
}

/// Strips of `n` cells of 0..=3 with no 0 at an end and no two 0s in a row.
fn strips(n: usize) -> u64 {
    // (ending in a stone, ending in 0) after each cell.
    let (mut stone, mut empty) = (3u64, 0u64);
    for _ in 1..n {
        (stone, empty) = (3 * (stone + empty), stone);
    }
    stone
}

/// One line of Table 1: the number of games and of distinct values at
/// each level.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CensusRow {
    pub length: usize,
    pub games: u64,
    pub unsimplified: usize,
    pub syntactic: usize,
    pub selfish: usize,
    pub prudent: usize,
}

/// The distinct root values of one board length, per level, sorted by id.
#[derive(Clone, Debug, Default)]
pub struct Distinct {
    pub by_level: [Vec<ValueId>; 4],
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
        let movable = cells
            .windows(2)
            .any(|w| w[0] != 0 && w[1] != 0 && w[0] != w[1]);
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

/// Table 1 for three players, player 1 to move: one engine and one
/// simplifier shared by every length.
pub struct Census {
    engine: Engine,
    simplifier: Simplifier,
}

impl Census {
    pub fn new() -> Census {
        let engine = Engine::new(3).expect("three players").with_budget(u64::MAX);
        Census {
            engine,
            simplifier: Simplifier::new(),
        }
    }

    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    pub fn values(&self) -> &Values {
        self.engine.values()
    }

    /// The row for length `n`, and its distinct values.
    pub fn length(&mut self, n: usize) -> Result<(CensusRow, Distinct), ClobberError> {
        self.length_with(n, &mut |_| true)
    }

    /// [`Census::length`], calling `tick` with the games done so far every
    /// [`TICK_GAMES`] games (a caller's progress and clock); when it returns
    /// false the length stops with [`ClobberError::Stopped`].
    pub fn length_with(
        &mut self,
        n: usize,
        tick: &mut dyn FnMut(u64) -> bool,
    ) -> Result<(CensusRow, Distinct), ClobberError> {
        if !(2..=MAX_CENSUS).contains(&n) {
            return Err(ClobberError::CensusLength(n, MAX_CENSUS));
        }
        let mut games = 0;
        let mut sets: [FxMap<ValueId, ()>; 4] = Default::default();
        let mut err = None;
        for_each_game(n, |g| {
            if err.is_some() {
                return;
            }
            if games % TICK_GAMES == 0 && games > 0 && !tick(games) {
                err = Some(ClobberError::Stopped { length: n, games });
                return;
            }
            games += 1;
            match self.engine.value(&Board::strip(g.to_vec()), 1) {
                Ok(v) => {
                    for (k, level) in Level::ALL.into_iter().enumerate() {
                        let values = self.engine.values_mut();
                        let s = self.simplifier.simplify(values, v, 1, level);
                        sets[k].insert(s, ());
                    }
                }
                Err(e) => err = Some(e),
            }
        });
        if let Some(e) = err {
            return Err(e);
        }
        let by_level = sets.map(|set| {
            let mut ids: Vec<ValueId> = set.into_keys().collect();
            ids.sort_unstable();
            ids
        });
        let [u, sy, se, pr] = [0, 1, 2, 3].map(|k| by_level[k].len());
        let row = CensusRow {
            length: n,
            games,
            unsimplified: u,
            syntactic: sy,
            selfish: se,
            prudent: pr,
        };
        Ok((row, Distinct { by_level }))
    }
}

impl Default for Census {
    fn default() -> Census {
        Census::new()
    }
}
