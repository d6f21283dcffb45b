//! The universe's caches keyed by ordered pairs of handles (`G ≤ H`,
//! `G + H`): open addressing with linear probing in one flat vector.
//!
//! A general hash map was the largest cost of canonical forms on big boards
//! (Domineering 6×6): its [`Fx`](crate::common::Fx) hash of a pair
//! `g << 32 | h` has low bits that depend only on `h`, and the map takes its
//! bucket from the low bits, so every pair with the same `h` probed the same
//! run of buckets. Here the slot comes from the top bits of a multiplicative
//! hash (they depend on every bit of the pair), a comparison's answer is
//! packed into its key (8 bytes a slot), a sum's slot is 12 bytes, and a
//! lookup reads one cache line in the common case.

use super::universe::Game;

/// A slot of a [`PairTable`]: a pair and its cached answer, or empty.
pub trait Slot: Copy {
    const EMPTY: Self;
    /// The table's largest size in slots.
    const MAX_SLOTS: usize;
    /// The pair, `g << 32 | h`; `None` for the empty slot.
    fn pair(self) -> Option<u64>;
}

/// A comparison `g ≤ h`: `g << 33 | h << 1 | answer`. Handles below 2³¹
/// fit (a universe that large would need tens of gigabytes); `0` is empty,
/// as `g ≤ g` is never stored.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LeSlot(u64);

impl Slot for LeSlot {
    const EMPTY: LeSlot = LeSlot(0);
    /// 64 MB. A quarter of the 256 MB it was: Domineering 6×6 then fills
    /// it and forgets pairs, but recomputing them costs no more time than
    /// the cache misses of the larger table did (peak 572 MB with the
    /// sums' cap, was 811 MB; README).
    const MAX_SLOTS: usize = 1 << 23;
    fn pair(self) -> Option<u64> {
        (self.0 != 0).then_some(self.0 >> 1)
    }
}

/// A sum `g + h`: `[g, h, sum]`; `g = u32::MAX` is empty.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SumSlot([u32; 3]);

impl Slot for SumSlot {
    const EMPTY: SumSlot = SumSlot([u32::MAX; 3]);
    /// 48 MB (was 192 MB: see [`LeSlot`]'s).
    const MAX_SLOTS: usize = 1 << 22;
    fn pair(self) -> Option<u64> {
        let [g, h, _] = self.0;
        (g != u32::MAX).then_some(u64::from(g) << 32 | u64::from(h))
    }
}

/// How far from its home slot a pair may be stored.
const WINDOW: usize = 8;

/// An open-addressing table of [`Slot`]s, at most 5/8 full until it reaches
/// its largest size; then a new pair whose window is full replaces the
/// pair in its home slot, so the cache's memory stays bounded.
#[derive(Clone, Debug)]
pub struct PairTable<S: Slot> {
    pub slots: Vec<S>,
    /// The largest number of slots (a power of two).
    pub max: usize,
    pub len: usize,
    /// 64 − log2(slots.len()).
    pub shift: u32,
}

impl<S: Slot> Default for PairTable<S> {
    fn default() -> Self {
        PairTable {
            slots: vec![S::EMPTY; 16],
            max: S::MAX_SLOTS,
            len: 0,
            shift: 64 - 4,
        }
    }
}

/// The slot of `key` in a table of `2^(64 − shift)` slots: the top bits
/// of a multiplicative hash, which depend on every bit of the key.
#[inline]
pub fn slot_of(key: u64, shift: u32) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> shift) as usize
}

#[inline]
fn pair(g: Game, h: Game) -> u64 {
    u64::from(g.0) << 32 | u64::from(h.0)
}

impl<S: Slot> PairTable<S> {
    /// How many pairs are stored.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The slot holding `key`, or the empty slot where it belongs, within
    /// [`WINDOW`] slots of its home; else `Err(home)`.
    #[inline]
    fn find(&self, key: u64) -> Result<usize, usize> {
        let mask = self.slots.len() - 1;
        let home = slot_of(key, self.shift);
        for d in 0..WINDOW {
            let i = (home + d) & mask;
            match self.slots[i].pair() {
                Some(k) if k != key => {}
                _ => return Ok(i),
            }
        }
        Err(home)
    }

    #[inline]
    fn get_slot(&self, g: Game, h: Game) -> Option<S> {
        let s = self.slots[self.find(pair(g, h)).ok()?];
        s.pair().map(|_| s)
    }

    /// Stores a slot for `key`, growing first when the table would pass
    /// 5/8 full and is below its largest size; a key whose window is full
    /// takes its home slot (the pair there is forgotten: this is a cache).
    fn put(&mut self, key: u64, slot: S) {
        if 8 * (self.len + 1) > 5 * self.slots.len() && self.slots.len() < self.max {
            self.grow();
        }
        self.place(key, slot);
    }

    fn place(&mut self, key: u64, slot: S) {
        match self.find(key) {
            Ok(i) => {
                if self.slots[i].pair().is_none() {
                    self.len += 1;
                }
                self.slots[i] = slot;
            }
            // A full window below the largest size: grow rather than forget.
            Err(_) if self.slots.len() < self.max => {
                self.grow();
                self.place(key, slot);
            }
            Err(home) => self.slots[home] = slot,
        }
    }

    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = std::mem::replace(&mut self.slots, vec![S::EMPTY; size]);
        self.shift -= 1;
        self.len = 0;
        for s in old {
            if let Some(k) = s.pair() {
                self.place(k, s);
            }
        }
    }
}

impl PairTable<LeSlot> {
    /// The cached answer of `g ≤ h`.
    #[inline]
    pub fn get(&self, g: Game, h: Game) -> Option<bool> {
        self.get_slot(g, h).map(|s| s.0 & 1 == 1)
    }

    /// Caches `g ≤ h`; pairs with a handle past 2³¹ are not cached.
    pub fn insert(&mut self, g: Game, h: Game, le: bool) {
        if g.0 >= 1 << 31 || g == h {
            return;
        }
        let key = pair(g, h);
        self.put(key, LeSlot(key << 1 | u64::from(le)));
    }
}

impl PairTable<SumSlot> {
    /// The cached `g + h`.
    #[inline]
    pub fn get(&self, g: Game, h: Game) -> Option<Game> {
        self.get_slot(g, h).map(|s| Game(s.0[2]))
    }

    /// Caches `g + h = s`; a pair with `g = u32::MAX` is not cached.
    pub fn insert(&mut self, g: Game, h: Game, s: Game) {
        if g.0 == u32::MAX {
            return;
        }
        self.put(pair(g, h), SumSlot([g.0, h.0, s.0]));
    }
}
