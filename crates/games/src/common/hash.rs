//! A fast hasher for maps keyed by integers and handles.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A multiplicative word hasher (FxHash): the keys are already well mixed
/// integers and handles, and SipHash would dominate the searches (Clobber
/// censuses, canonical forms).
#[derive(Default, Clone, Copy)]
pub struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u32(&mut self, i: u32) {
        self.write_u64(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u128(&mut self, i: u128) {
        self.write_u64(i as u64);
        self.write_u64((i >> 64) as u64);
    }
}

/// `HashMap` with the [`Fx`] hasher.
pub type FxMap<K, V> = HashMap<K, V, BuildHasherDefault<Fx>>;

/// [`Fx`] with the well-mixed top bits of its last product rotated down.
/// `HashMap` takes a key's bucket from the hash's low bits, and Fx's low bits
/// depend only on the low bits of the last word hashed: keys that differ
/// in their high bits (a board's lower rows, a pair's first half) share
/// buckets and the probes run long. Worth it for large maps of such keys
/// (the classical solver's memo, the universe's index).
#[derive(Default, Clone, Copy)]
pub struct FxMix(Fx);

impl Hasher for FxMix {
    fn finish(&self) -> u64 {
        self.0.finish().rotate_left(26)
    }
    fn write(&mut self, bytes: &[u8]) {
        self.0.write(bytes);
    }
    fn write_u8(&mut self, i: u8) {
        self.0.write_u64(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.0.write_u32(i);
    }
    fn write_u64(&mut self, i: u64) {
        self.0.write_u64(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.0.write_u64(i as u64);
    }
    fn write_u128(&mut self, i: u128) {
        self.0.write_u128(i);
    }
}

/// `HashMap` with the [`FxMix`] hasher.
pub type FxMixMap<K, V> = HashMap<K, V, BuildHasherDefault<FxMix>>;

/// Dense ids for keys of a fixed number of `u64` words: the first key
/// interned gets 0, the next distinct one 1, and so on. The keys lie end to
/// end in one vector and the table holds only ids, so a lookup borrows the
/// key as a slice and allocates nothing (a memo of positions that are a
/// few words each, such as the Cumulative Games engine's).
///
/// Open addressing with linear probing, at most half full. A slot's index
/// comes from the top bits of the [`Fx`] hash, which depend on every bit of
/// every word (its low bits do not: a float's bits end in zeros).
#[derive(Clone, Debug)]
pub struct WordInterner {
    width: usize,
    len: usize,
    /// Key `i` is `words[i * width..(i + 1) * width]`.
    words: Vec<u64>,
    /// Per slot: (id, the hash's low half), or `EMPTY`.
    slots: Vec<(u32, u32)>,
    /// 64 − log2(slots.len()).
    shift: u32,
}

const EMPTY: (u32, u32) = (u32::MAX, 0);

impl WordInterner {
    /// An empty interner of keys `width` words long.
    pub fn new(width: usize) -> WordInterner {
        WordInterner {
            width,
            len: 0,
            words: Vec::new(),
            slots: vec![EMPTY; 16],
            shift: 64 - 4,
        }
    }

    /// The number of keys interned.
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn hash(key: &[u64]) -> u64 {
        let mut h = Fx::default();
        key.iter().for_each(|&w| h.write_u64(w));
        h.finish()
    }

    fn key(&self, id: u32) -> &[u64] {
        let at = id as usize * self.width;
        &self.words[at..at + self.width]
    }

    /// The slot of `key`: where it is, or the empty slot where it belongs.
    fn slot(&self, key: &[u64], h: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (h >> self.shift) as usize;
        loop {
            let (id, tag) = self.slots[i];
            if id == u32::MAX || (tag == h as u32 && self.key(id) == key) {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// The id of `key`, if interned.
    pub fn get(&self, key: &[u64]) -> Option<u32> {
        debug_assert_eq!(key.len(), self.width);
        let id = self.slots[self.slot(key, Self::hash(key))].0;
        (id != u32::MAX).then_some(id)
    }

    /// The id of `key`, interning it if new.
    pub fn intern(&mut self, key: &[u64]) -> u32 {
        assert_eq!(key.len(), self.width, "key of the wrong width");
        let h = Self::hash(key);
        let i = self.slot(key, h);
        if self.slots[i].0 != u32::MAX {
            return self.slots[i].0;
        }
        let id = u32::try_from(self.len()).expect("fewer than 2^32 keys");
        assert!(id < u32::MAX, "fewer than 2^32 − 1 keys");
        self.words.extend_from_slice(key);
        self.len += 1;
        self.slots[i] = (id, h as u32);
        if 2 * (id as usize + 1) > self.slots.len() {
            self.grow();
        }
        id
    }

    /// Doubles the table and puts every key back.
    fn grow(&mut self) {
        self.slots = vec![EMPTY; 2 * self.slots.len()];
        self.shift -= 1;
        for id in 0..self.len() as u32 {
            let h = Self::hash(self.key(id));
            let i = self.slot(self.key(id), h);
            self.slots[i] = (id, h as u32);
        }
    }
}
