//! The solver's memo of solved components. Positions that pack into one
//! `u64` ([`Ruleset::memo_key`]; Domineering's boards of at most 58 cells)
//! live in a flat open-addressing table of 12-byte slots, key and value
//! side by side: a lookup reads one cache line where a general hash map
//! reads its control bytes and then its entry (two misses on the
//! millions of regions of Domineering 6×6, where these lookups were a
//! tenth of the time). Other positions go to a general map.
//!
//! Linear probing, at most 5/8 full, slot from the top bits of a
//! multiplicative hash; expected O(1) probes a lookup.

use crate::common::FxMixMap;

use super::pairs::slot_of;
use super::rulesets::Ruleset;
use super::universe::Game;

/// An empty slot's key (never a packed key: see [`Ruleset::memo_key`]).
const EMPTY: u64 = u64::MAX;

/// `u64` keys to values: `[key low, key high, value]`.
#[derive(Clone, Debug)]
struct PackedTable {
    slots: Vec<[u32; 3]>,
    len: usize,
    /// 64 − log2(slots.len()).
    shift: u32,
}

impl Default for PackedTable {
    fn default() -> Self {
        PackedTable {
            slots: vec![[u32::MAX; 3]; 16],
            len: 0,
            shift: 64 - 4,
        }
    }
}

fn key_of(slot: [u32; 3]) -> u64 {
    u64::from(slot[1]) << 32 | u64::from(slot[0])
}

impl PackedTable {
    /// The slot holding `key`, or the empty slot where it goes.
    #[inline]
    fn find(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = slot_of(key, self.shift);
        loop {
            let k = key_of(self.slots[i]);
            if k == key || k == EMPTY {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    #[inline]
    fn get(&self, key: u64) -> Option<Game> {
        let s = self.slots[self.find(key)];
        (key_of(s) != EMPTY).then_some(Game(s[2]))
    }

    fn insert(&mut self, key: u64, g: Game) {
        debug_assert_ne!(key, EMPTY);
        if 8 * (self.len + 1) > 5 * self.slots.len() {
            self.grow();
        }
        let i = self.find(key);
        if key_of(self.slots[i]) == EMPTY {
            self.len += 1;
        }
        self.slots[i] = [key as u32, (key >> 32) as u32, g.0];
    }

    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = std::mem::replace(&mut self.slots, vec![[u32::MAX; 3]; size]);
        self.shift -= 1;
        for s in old {
            let k = key_of(s);
            if k != EMPTY {
                let i = self.find(k);
                self.slots[i] = s;
            }
        }
    }
}

/// Values of normalised components: packed keys in a [`PackedTable`],
/// the other positions in a general map.
pub(crate) struct Memo<P> {
    packed: PackedTable,
    other: FxMixMap<P, Game>,
}

impl<P: Clone + Eq + std::hash::Hash> Default for Memo<P> {
    fn default() -> Self {
        Memo {
            packed: PackedTable::default(),
            other: FxMixMap::default(),
        }
    }
}

impl<P: Clone + Eq + std::hash::Hash> Memo<P> {
    pub(crate) fn len(&self) -> usize {
        self.packed.len + self.other.len()
    }

    #[inline]
    pub(crate) fn get<R: Ruleset<Position = P>>(&self, rules: &R, p: &P) -> Option<Game> {
        match rules.memo_key(p) {
            Some(k) => self.packed.get(k),
            None => self.other.get(p).copied(),
        }
    }

    pub(crate) fn insert<R: Ruleset<Position = P>>(&mut self, rules: &R, p: P, g: Game) {
        match rules.memo_key(&p) {
            Some(k) => self.packed.insert(k, g),
            None => {
                self.other.insert(p, g);
            }
        }
    }
}
