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
//!
//! A value is any [`Handle`] of 32 bits: a canonical form ([`Game`]) for
//! the [`Solver`](super::Solver), a component's number in order of
//! finishing for the pipeline's search (`super::pipeline`).

use crate::common::FxMixMap;

use super::append::prefetch;
use super::pairs::slot_of;
use super::rulesets::Ruleset;
use super::universe::Game;

/// What the memo stores for a component: a value of 32 bits.
pub(crate) trait Handle: Copy {
    fn pack(self) -> u32;
    fn unpack(x: u32) -> Self;
}

impl Handle for Game {
    fn pack(self) -> u32 {
        self.0
    }
    fn unpack(x: u32) -> Game {
        Game(x)
    }
}

impl Handle for u32 {
    fn pack(self) -> u32 {
        self
    }
    fn unpack(x: u32) -> u32 {
        x
    }
}

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

    /// Asks for the cache line of `key`'s home slot (see
    /// [`Memo::prefetch`]).
    #[inline]
    fn prefetch(&self, key: u64) {
        prefetch(&self.slots[slot_of(key, self.shift)]);
    }

    #[inline]
    fn get(&self, key: u64) -> Option<u32> {
        let s = self.slots[self.find(key)];
        (key_of(s) != EMPTY).then_some(s[2])
    }

    fn insert(&mut self, key: u64, g: u32) {
        debug_assert_ne!(key, EMPTY);
        if 8 * (self.len + 1) > 5 * self.slots.len() {
            self.grow();
        }
        let i = self.find(key);
        if key_of(self.slots[i]) == EMPTY {
            self.len += 1;
        }
        self.slots[i] = [key as u32, (key >> 32) as u32, g];
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
pub(crate) struct Memo<P, V> {
    packed: PackedTable,
    other: FxMixMap<P, V>,
}

impl<P: Clone + Eq + std::hash::Hash, V: Handle> Default for Memo<P, V> {
    fn default() -> Self {
        Memo {
            packed: PackedTable::default(),
            other: FxMixMap::default(),
        }
    }
}

impl<P: Clone + Eq + std::hash::Hash, V: Handle> Memo<P, V> {
    pub(crate) fn len(&self) -> usize {
        self.packed.len + self.other.len()
    }

    #[inline]
    pub(crate) fn get<R: Ruleset<Position = P>>(&self, rules: &R, p: &P) -> Option<V> {
        match rules.memo_key(p) {
            Some(k) => self.packed.get(k).map(V::unpack),
            None => self.other.get(p).copied(),
        }
    }

    /// Asks the processor for the slot a lookup of `p` reads first: a
    /// component's parts are asked for together, so that the misses of
    /// their lookups overlap.
    #[inline]
    pub(crate) fn prefetch<R: Ruleset<Position = P>>(&self, rules: &R, p: &P) {
        if let Some(k) = rules.memo_key(p) {
            self.packed.prefetch(k);
        }
    }

    pub(crate) fn insert<R: Ruleset<Position = P>>(&mut self, rules: &R, p: P, g: V) {
        match rules.memo_key(&p) {
            Some(k) => self.packed.insert(k, g.pack()),
            None => {
                self.other.insert(p, g);
            }
        }
    }
}
