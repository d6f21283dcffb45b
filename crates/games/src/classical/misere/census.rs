//! The census of impartial misère canonical forms: how many are born by
//! day `D`. The games born by day `d + 1` are the sets of games born by
//! day `d`; each set is either canonical (then it is a game of its own:
//! canonical forms are unique, so distinct canonical sets are distinct
//! games) or equal to an option of one of its options, a game born by day
//! `d`, which is itself such a set. So the count of day `d + 1` is the
//! number of canonical sets among the `2^n` sets of the `n` games of day
//! `d`. Conway (ONAG ch. 12) gives 1, 2, 3, 5, 22 and 4 171 780 for days 0
//! to 5. The last day is tested set by set without storing its games.

use serde::Serialize;

use super::arena::{Mis, MisereUniverse};
use super::MisereError;
use crate::common::FxMap;

/// The latest day a census reaches: day 6 would examine `2^4171780` sets.
pub const MAX_CENSUS_DAY: u32 = 5;

/// Most sets one census examines (day 5 examines `2^22` = 4 194 304).
pub const CENSUS_WORK_LIMIT: u64 = 1 << 23;

/// How many misère canonical impartial games are born by each day.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CensusReport {
    pub day: u32,
    /// Born by day `day`.
    pub count: u64,
    /// Born by day 0, 1, …, `day`.
    pub counts: Vec<u64>,
    /// Sets of options examined in all.
    pub sets_examined: u64,
}

/// The census of day `day`, examining at most `limit` sets: the sets of
/// each day are counted (`2^n` for `n` games of the day before) and
/// checked against what is left of `limit` before that day starts.
pub fn census(day: u32, limit: u64) -> Result<CensusReport, MisereError> {
    if day > MAX_CENSUS_DAY {
        return Err(MisereError::CensusDay {
            day,
            limit: MAX_CENSUS_DAY,
        });
    }
    let mut u = MisereUniverse::new();
    let mut games: Vec<Mis> = vec![MisereUniverse::ZERO];
    let mut counts = vec![1u64];
    let mut examined = 0u64;
    let mut memo = FxMap::default();
    for d in 1..=day {
        let n = games.len() as u32;
        let sets = 1u64.checked_shl(n).filter(|_| n < 63).unwrap_or(u64::MAX);
        if examined.saturating_add(sets) > limit {
            return Err(MisereError::CensusWork {
                day: d,
                sets,
                limit,
            });
        }
        examined += sets;
        let last = d == day;
        let mut next: Vec<Mis> = Vec::new();
        let mut count = 0u64;
        let mut set: Vec<Mis> = Vec::with_capacity(n as usize);
        for mask in 0..sets {
            set.clear();
            set.extend(
                (0..n as usize)
                    .filter(|&i| mask >> i & 1 == 1)
                    .map(|i| games[i]),
            );
            set.sort_unstable();
            if last {
                if u.is_canonical_set(&set, &mut memo) {
                    count += 1;
                }
            } else {
                next.push(u.canon(set.clone())?);
            }
        }
        if !last {
            next.sort_unstable();
            next.dedup();
            count = next.len() as u64;
            games = next;
        }
        counts.push(count);
    }
    Ok(CensusReport {
        day,
        count: *counts.last().unwrap_or(&1),
        counts,
        sets_examined: examined,
    })
}
