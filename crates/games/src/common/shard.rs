//! Sweeps that shard (issue 27): a sweep over many independent items (the
//! sets of a search, the budgets of a bidding sweep) split into `N` shards,
//! shard `K` taking the items whose index is `K − 1` modulo `N` — a
//! deterministic round robin. A sharded run writes JSON Lines: a [`Header`]
//! (the command, its spec, the shard and the number of items in all), then
//! one line per item of the shard with its index. `pebbles merge` checks
//! that the shards' headers agree and that every index appears once, and
//! writes the lines of one unsharded run.

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

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
    /// Items (sets, budgets) in the whole sweep.
    pub count: u64,
}
