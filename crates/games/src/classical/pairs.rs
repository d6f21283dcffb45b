//! The universe's caches keyed by ordered pairs of handles (`G ≤ H`,
//! `G + H`): open addressing with linear probing in one flat vector.
//!
//! A general hash map was the largest cost of canonical forms on big boards
//! (Domineering 6×6): its [`Fx`](crate::common::Fx) hash of a pair
//! `g << 32 | h` has low bits that depend only on `h`, and the map takes its
//! bucket from the low bits, so every pair with the same `h` probed the same
//! run of buckets. Here the slot comes from the top bits of a multiplicative
//! hash (they depend on every bit of the pair), a comparison's answer is
//! packed into its key (8 bytes a slot), a sum's slot is 16 bytes, and a
//! lookup reads one cache line in the common case. The slots are atomic
//! words, so threads sharing a universe share its caches.

use std::ops::Deref;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use super::append::prefetch;
use super::universe::Game;

/// A slot of a [`PairTable`]: a pair and its cached answer, or empty. Slots
/// are atomic words, so universes on several threads share one table
/// ([`PairTable::insert_shared`]); alone, a universe's table grows.
pub trait Slot: Sized + Send + Sync {
    /// The table's largest size in slots.
    const MAX_SLOTS: usize;
    /// What a pair maps to.
    type Value: Copy;
    fn empty() -> Self;
    /// The pair, `g << 32 | h`; `None` for the empty slot.
    fn pair(&self) -> Option<u64>;
    /// The value when the slot holds `key`.
    fn value(&self, key: u64) -> Option<Self::Value>;
    /// Stores `key` and its value.
    fn store(&self, key: u64, value: Self::Value);
    /// What the slot holds for a lookup of `key`.
    fn probe(&self, key: u64) -> Probe<Self::Value>;
}

/// A slot seen by a lookup.
pub enum Probe<V> {
    Hit(V),
    Empty,
    /// Another pair (or one being written).
    Other,
}

/// A comparison `g ≤ h`: `g << 33 | h << 1 | answer` in one word. Handles
/// below 2³¹ fit (a universe that large would need tens of gigabytes); `0`
/// is empty, as `g ≤ g` is never stored.
#[derive(Debug)]
pub struct LeSlot(AtomicU64);

impl Slot for LeSlot {
    /// 8 MB (was 64 MB, and 256 MB before that). Domineering 6×6 fills it
    /// and forgets pairs, but a pair recomputed mostly reads records
    /// already in the processor's caches, while a lookup in a table
    /// several times the size of the last-level cache waited for memory:
    /// 6×6 was quicker with each halving down to 8 MB (4 MB and 2 MB were
    /// not quicker again), 5×6 took 0.62–0.67 s instead of 0.90–0.95 s,
    /// and the peak fell by about 100 MB with the sums' (README).
    const MAX_SLOTS: usize = 1 << 20;
    type Value = bool;
    fn empty() -> LeSlot {
        LeSlot(AtomicU64::new(0))
    }
    #[inline]
    fn pair(&self) -> Option<u64> {
        let s = self.0.load(Ordering::Relaxed);
        (s != 0).then_some(s >> 1)
    }
    #[inline]
    fn value(&self, key: u64) -> Option<bool> {
        let s = self.0.load(Ordering::Relaxed);
        (s != 0 && s >> 1 == key).then_some(s & 1 == 1)
    }
    fn store(&self, key: u64, le: bool) {
        self.0.store(key << 1 | u64::from(le), Ordering::Relaxed);
    }
    #[inline]
    fn probe(&self, key: u64) -> Probe<bool> {
        match self.0.load(Ordering::Relaxed) {
            0 => Probe::Empty,
            s if s >> 1 == key => Probe::Hit(s & 1 == 1),
            _ => Probe::Other,
        }
    }
}

/// A sum `g + h`: the pair in one word (`u64::MAX` empty, `BUSY` while
/// written) and the sum in the next. A reader takes the sum only if the
/// pair is still there after reading it, so a slot being overwritten by
/// another thread is never read half-written.
#[derive(Debug)]
#[repr(align(16))]
pub struct SumSlot([AtomicU64; 2]);

/// [`SumSlot`]'s pair word while the slot is written.
const BUSY: u64 = u64::MAX - 1;

impl Slot for SumSlot {
    /// 32 MB (was 64 MB, and 192 MB before that: see [`LeSlot`]'s; 16 MB
    /// measured the same on 6×6).
    const MAX_SLOTS: usize = 1 << 21;
    type Value = Game;
    fn empty() -> SumSlot {
        SumSlot([AtomicU64::new(u64::MAX), AtomicU64::new(0)])
    }
    #[inline]
    fn pair(&self) -> Option<u64> {
        let k = self.0[0].load(Ordering::Relaxed);
        (k != u64::MAX).then_some(k)
    }
    #[inline]
    fn value(&self, key: u64) -> Option<Game> {
        if self.0[0].load(Ordering::Acquire) != key {
            return None;
        }
        let sum = self.0[1].load(Ordering::Acquire);
        (self.0[0].load(Ordering::Relaxed) == key).then_some(Game(sum as u32))
    }
    #[inline]
    fn probe(&self, key: u64) -> Probe<Game> {
        match self.0[0].load(Ordering::Acquire) {
            u64::MAX => Probe::Empty,
            k if k == key => {
                let sum = self.0[1].load(Ordering::Acquire);
                match self.0[0].load(Ordering::Relaxed) == key {
                    true => Probe::Hit(Game(sum as u32)),
                    false => Probe::Other,
                }
            }
            _ => Probe::Other,
        }
    }
    fn store(&self, key: u64, sum: Game) {
        self.0[0].store(BUSY, Ordering::Relaxed);
        self.0[1].store(u64::from(sum.0), Ordering::Release);
        self.0[0].store(key, Ordering::Release);
    }
}

/// The slots where a pair may be stored: the aligned block of `WINDOW`
/// slots holding its home slot (8 [`LeSlot`]s, one cache line; 8
/// [`SumSlot`]s, an aligned pair of lines), searched from the home slot
/// round the block. A window of 8 slots from the home, as it was, read a
/// second line on 7 lookups in 8 once the table was full, and the
/// prefetch had asked for the first only. (A window of one line for the
/// sums, 4 slots, was no quicker.)
const WINDOW: usize = 8;

/// An open-addressing table of [`Slot`]s, at most 5/8 full until it reaches
/// its largest size; then a new pair whose window is full replaces the
/// pair in its home slot, so the cache's memory stays bounded.
#[derive(Debug)]
pub struct PairTable<S: Slot> {
    pub slots: Vec<S>,
    /// The largest number of slots (a power of two).
    pub max: usize,
    /// Pairs stored by [`PairTable::insert`] (not counted when shared).
    pub len: usize,
    /// 64 − log2(slots.len()).
    pub shift: u32,
    /// Where `slots` starts in its first block of [`WINDOW`] slots (an
    /// allocation is aligned to a slot, not to a block).
    skew: usize,
}

impl<S: Slot> Default for PairTable<S> {
    fn default() -> Self {
        let slots: Vec<S> = (0..16).map(|_| S::empty()).collect();
        PairTable {
            skew: skew_of(&slots),
            slots,
            max: S::MAX_SLOTS,
            len: 0,
            shift: 64 - 4,
        }
    }
}

/// [`PairTable::skew`] of a table's slots.
fn skew_of<S>(slots: &[S]) -> usize {
    slots.as_ptr() as usize / std::mem::size_of::<S>() % WINDOW
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
    /// the window of its home ([`WINDOW`]); else `Err(home)`.
    #[inline]
    fn find(&self, key: u64) -> Result<usize, usize> {
        let home = slot_of(key, self.shift);
        for d in 0..WINDOW {
            let i = self.at(home, d);
            match self.slots[i].pair() {
                Some(k) if k != key => {}
                _ => return Ok(i),
            }
        }
        Err(home)
    }

    /// The `d`-th slot of the window of `home` ([`WINDOW`]): round the
    /// aligned block that holds it. (The table's first and last blocks
    /// are cut by its ends; theirs wrap round the table.)
    #[inline]
    fn at(&self, home: usize, d: usize) -> usize {
        let v = home + self.skew;
        let i = (v & !(WINDOW - 1)) | ((v + d) & (WINDOW - 1));
        i.wrapping_sub(self.skew) & (self.slots.len() - 1)
    }

    /// The value of `key`: one pass over its window, reading each slot
    /// once.
    #[inline]
    fn get_value(&self, g: Game, h: Game) -> Option<S::Value> {
        let key = pair(g, h);
        let home = slot_of(key, self.shift);
        for d in 0..WINDOW {
            match self.slots[self.at(home, d)].probe(key) {
                Probe::Hit(v) => return Some(v),
                Probe::Empty => return None,
                Probe::Other => {}
            }
        }
        None
    }

    /// Asks the processor to bring the home slot of `g`, `h` into its
    /// cache: a comparison's probe is most of its time (the table is
    /// larger than the processor's caches), and probes asked for together
    /// overlap.
    #[inline]
    pub fn prefetch(&self, g: Game, h: Game) {
        let i = slot_of(pair(g, h), self.shift) & (self.slots.len() - 1);
        prefetch(&self.slots[i]);
    }

    /// Stores a pair, growing first when the table would pass 5/8 full
    /// and is below its largest size; a key whose window is full takes its
    /// home slot (the pair there is forgotten: this is a cache).
    fn put(&mut self, key: u64, value: S::Value) {
        if 8 * (self.len + 1) > 5 * self.slots.len() && self.slots.len() < self.max {
            self.grow();
        }
        self.place(key, value);
    }

    fn place(&mut self, key: u64, value: S::Value) {
        match self.find(key) {
            Ok(i) => {
                if self.slots[i].pair().is_none() {
                    self.len += 1;
                }
                self.slots[i].store(key, value);
            }
            // A full window below the largest size: grow rather than forget.
            Err(_) if self.slots.len() < self.max => {
                self.grow();
                self.place(key, value);
            }
            Err(home) => self.slots[home].store(key, value),
        }
    }

    /// Stores a pair in a table shared with other threads: never grows
    /// (a shared table is made its largest size first,
    /// [`PairTable::grow_to_max`]).
    fn put_shared(&self, key: u64, value: S::Value) {
        match self.find(key) {
            Ok(i) => self.slots[i].store(key, value),
            Err(home) => self.slots[home].store(key, value),
        }
    }

    fn grow(&mut self) {
        self.grow_to(2 * self.slots.len());
    }

    /// Moves the pairs to a table of `size` slots (a power of two, larger).
    fn grow_to(&mut self, size: usize) {
        let old = std::mem::replace(&mut self.slots, (0..size).map(|_| S::empty()).collect());
        self.skew = skew_of(&self.slots);
        self.shift = 64 - size.trailing_zeros();
        self.len = 0;
        for s in old {
            if let Some(k) = s.pair() {
                if let Some(v) = s.value(k) {
                    self.place(k, v);
                }
            }
        }
    }

    /// Grows the table to its largest size (before it is shared), in one
    /// step: the sizes between would each be written and read once more
    /// (on Domineering 6×6, 128 MB of fresh pages when the tables were
    /// 64 MB each, which the kernel clears, for nothing).
    pub fn grow_to_max(&mut self) {
        if self.slots.len() < self.max {
            self.grow_to(self.max);
        }
    }
}

impl PairTable<LeSlot> {
    /// The cached answer of `g ≤ h`.
    #[inline]
    pub fn get(&self, g: Game, h: Game) -> Option<bool> {
        self.get_value(g, h)
    }

    /// Caches `g ≤ h`; pairs with a handle past 2³¹ are not cached.
    pub fn insert(&mut self, g: Game, h: Game, le: bool) {
        if g.0 < 1 << 31 && g != h {
            self.put(pair(g, h), le);
        }
    }

    /// [`PairTable::insert`] into a table shared with other threads.
    pub fn insert_shared(&self, g: Game, h: Game, le: bool) {
        if g.0 < 1 << 31 && g != h {
            self.put_shared(pair(g, h), le);
        }
    }
}

impl PairTable<SumSlot> {
    /// The cached `g + h`.
    #[inline]
    pub fn get(&self, g: Game, h: Game) -> Option<Game> {
        self.get_value(g, h)
    }

    /// Caches `g + h = s`; a pair with `g = u32::MAX` is not cached.
    pub fn insert(&mut self, g: Game, h: Game, s: Game) {
        if g.0 != u32::MAX {
            self.put(pair(g, h), s);
        }
    }

    /// [`PairTable::insert`] into a table shared with other threads.
    pub fn insert_shared(&self, g: Game, h: Game, s: Game) {
        if g.0 != u32::MAX {
            self.put_shared(pair(g, h), s);
        }
    }
}

/// A cache a universe has alone (it may grow) or shares with its forks
/// (at its largest size, [`Cache::share`]).
#[derive(Debug)]
pub enum Cache<T> {
    Alone(Box<T>),
    Shared(Arc<T>),
}

impl<T: Default> Default for Cache<T> {
    fn default() -> Self {
        Cache::Alone(Box::default())
    }
}

impl<T> Deref for Cache<T> {
    type Target = T;
    #[inline]
    fn deref(&self) -> &T {
        match self {
            Cache::Alone(t) => t,
            Cache::Shared(t) => t,
        }
    }
}

impl<S: Slot> Cache<PairTable<S>> {
    /// The table to grow, while no other universe shares it.
    #[inline]
    pub fn alone(&mut self) -> Option<&mut PairTable<S>> {
        match self {
            Cache::Alone(t) => Some(t),
            Cache::Shared(_) => None,
        }
    }

    /// The table to share with a fork: at its largest size from now on.
    pub fn share(&mut self) -> Arc<PairTable<S>> {
        if let Cache::Alone(t) = self {
            t.grow_to_max();
            let t = std::mem::take(t);
            *self = Cache::Shared(Arc::from(t));
        }
        match self {
            Cache::Shared(t) => Arc::clone(t),
            Cache::Alone(_) => unreachable!("shared above"),
        }
    }
}
