//! A search split into shards ([`Shard`]): shard `K` of `N` takes the sets
//! whose index in the lexicographic order of [`Sets`] is `K − 1` modulo
//! `N`, so every shard gets sets of every size of amount and about the same
//! work; each shard is checked against the search's limits on its own
//! share, so a cluster can run what one machine may not.

use serde::Serialize;

use super::{
    discrepancy, first_discrepancy, map_sets, pareto, pareto_cases, Discrepancy, DiscrepancySpec,
    ParetoCase, ParetoSpec, SearchError, SearchLimits, Sets,
};
use crate::common::{Header, Shard, Tie};

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
    limits: &SearchLimits,
) -> Result<(Header<DiscrepancySpec>, Vec<DiscrepancyLine>), SearchError> {
    let total = discrepancy::check(&spec, shard.n, limits)?;
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
        count: total,
    };
    Ok((header, lines))
}

/// The header and lines of shard `shard` of a Pareto sweep (all cores).
pub fn pareto_lines(
    spec: ParetoSpec,
    shard: Shard,
    limits: &SearchLimits,
) -> Result<(Header<ParetoSpec>, Vec<ParetoLine>), SearchError> {
    let total = pareto::check(&spec, shard.n, limits)?;
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
        count: total,
    };
    Ok((header, lines))
}
