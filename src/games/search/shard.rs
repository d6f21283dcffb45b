//! Sweeps that shard (issue 27): a search split into `N` shards, shard `K`
//! taking the sets whose index (in the lexicographic order of [`Sets`])
//! is `K − 1` modulo `N` — a deterministic round robin, so every shard gets
//! sets of every size of amount and about the same work. A sharded run
//! writes JSON Lines: a [`Header`] (the command, its spec, the shard and
//! the number of sets in all), then one line per set of the shard with its
//! index. `pebbles merge` checks that the shards' headers agree and that
//! every index appears once, and writes the lines of one unsharded run.
//! Each shard is checked against the search's limits on its own share, so
//! a cluster can run what one machine may not.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use super::{
    discrepancy, first_discrepancy, map_sets, pareto, pareto_cases, Discrepancy, DiscrepancySpec,
    ParetoCase, ParetoSpec, SearchError, Sets,
};
use crate::games::common::Tie;
use crate::notation::NotationError;

/// Shard `k` of `n` (1-based), written `K/N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    pub k: u64,
    pub n: u64,
}

/// Most shards of one sweep.
pub const MAX_SHARDS: u64 = 1_000_000;

impl Shard {
    /// The whole sweep as one shard.
    pub const WHOLE: Shard = Shard { k: 1, n: 1 };

    /// Whether the set of index `i` (0-based) belongs to this shard.
    pub fn takes(self, i: u64) -> bool {
        i % self.n == self.k - 1
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.k, self.n)
    }
}

impl FromStr for Shard {
    type Err = NotationError;

    /// `K/N` with `1 ≤ K ≤ N ≤` [`MAX_SHARDS`].
    fn from_str(text: &str) -> Result<Shard, NotationError> {
        let t = text.trim();
        let bad = || {
            NotationError::new(
                t,
                format!("expected K/N with 1 ≤ K ≤ N ≤ {MAX_SHARDS}, like 2/8"),
            )
        };
        let (k, n) = t.split_once('/').ok_or_else(bad)?;
        let (k, n): (u64, u64) = (
            k.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if k == 0 || k > n || n > MAX_SHARDS {
            return Err(bad());
        }
        Ok(Shard { k, n })
    }
}

/// The first line of a sharded run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Header<S: Serialize> {
    /// The command, e.g. `search discrepancy`.
    pub pebbles: &'static str,
    pub spec: S,
    /// `K/N`.
    pub shard: String,
    /// Sets in the whole sweep.
    pub sets: u64,
}

/// One set of a discrepancy sweep: the first discrepancy of each tie rule.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DiscrepancyLine {
    pub index: u64,
    pub set: Vec<u32>,
    pub antagonistic: Option<Discrepancy>,
    pub friendly: Option<Discrepancy>,
}

/// One set of a Pareto sweep: its heaps where PSPE play is not efficient.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ParetoLine {
    pub index: u64,
    pub set: Vec<u32>,
    pub cases: Vec<ParetoCase>,
}

/// The sets of `shard`, with their indices.
fn shard_sets(size: usize, max: u32, shard: Shard) -> Vec<(u64, Vec<u32>)> {
    (0u64..)
        .zip(Sets::new(size, max))
        .filter(|(i, _)| shard.takes(*i))
        .collect()
}

/// The header and lines of shard `shard` of a discrepancy sweep (all cores).
pub fn discrepancy_lines(
    spec: DiscrepancySpec,
    shard: Shard,
) -> Result<(Header<DiscrepancySpec>, Vec<DiscrepancyLine>), SearchError> {
    let total = discrepancy::check(&spec, shard.n)?;
    let sets = shard_sets(spec.size, spec.max, shard);
    let lines = map_sets(sets, |(index, set)| {
        let [antagonistic, friendly] = [Tie::Antagonistic, Tie::Friendly]
            .map(|tie| first_discrepancy(set, tie, spec.bound, spec.criterion));
        DiscrepancyLine {
            index: *index,
            set: set.clone(),
            antagonistic,
            friendly,
        }
    });
    let header = Header {
        pebbles: "search discrepancy",
        spec,
        shard: shard.to_string(),
        sets: total,
    };
    Ok((header, lines))
}

/// The header and lines of shard `shard` of a Pareto sweep (all cores).
pub fn pareto_lines(
    spec: ParetoSpec,
    shard: Shard,
) -> Result<(Header<ParetoSpec>, Vec<ParetoLine>), SearchError> {
    let total = pareto::check(&spec, shard.n)?;
    let sets = shard_sets(spec.size, spec.max, shard);
    let lines = map_sets(sets, |(index, set)| ParetoLine {
        index: *index,
        set: set.clone(),
        cases: pareto_cases(set, spec.tie, spec.heaps, spec.strict),
    });
    let header = Header {
        pebbles: "search pareto",
        spec,
        shard: shard.to_string(),
        sets: total,
    };
    Ok((header, lines))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_parse_and_split_the_sets() {
        let s: Shard = " 2/3 ".parse().unwrap();
        assert_eq!(s, Shard { k: 2, n: 3 });
        assert_eq!(s.to_string(), "2/3");
        assert_eq!((0..7).filter(|&i| s.takes(i)).collect::<Vec<_>>(), [1, 4]);
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "1/2000000"] {
            let e = bad.parse::<Shard>().unwrap_err();
            assert!(e.to_string().contains(bad), "{e}");
        }
    }
}
