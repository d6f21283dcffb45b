//! The universe's index of canonical forms by their options. A form is
//! found by its sorted Left and Right options; the index keeps only a
//! 32-bit hash and the handle per form, and compares a candidate's options
//! in the universe's own records, so no copy of the options is stored.
//!
//! Open addressing with linear probing, at most 5/8 full; a slot's place
//! comes from the top bits of a multiplicative hash of every option.

use super::pairs::slot_of;
use super::universe::Game;

/// An empty slot's handle.
const EMPTY: u32 = u32::MAX;

/// Canonical forms by their options.
#[derive(Clone, Debug)]
pub struct FormIndex {
    /// `(hash, handle)`; `handle == EMPTY` is an empty slot.
    slots: Vec<(u32, u32)>,
    len: usize,
    /// 64 − log2(slots.len()).
    shift: u32,
}

impl Default for FormIndex {
    fn default() -> Self {
        FormIndex {
            slots: vec![(0, EMPTY); 16],
            len: 0,
            shift: 64 - 4,
        }
    }
}

/// The hash of a form with sorted options `left | right`.
pub fn form_hash(left: &[Game], right: &[Game]) -> u32 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = (left.len() as u64).wrapping_mul(K);
    for g in left.iter().chain(right) {
        h = (h.rotate_left(23) ^ u64::from(g.0)).wrapping_mul(K);
    }
    (h >> 32) as u32
}

impl FormIndex {
    /// How many forms are indexed.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn home(&self, hash: u32) -> usize {
        slot_of(u64::from(hash), self.shift)
    }

    /// The form with hash `hash` for which `same` holds, else `None`.
    #[inline]
    pub fn get(&self, hash: u32, same: impl Fn(Game) -> bool) -> Option<Game> {
        let mask = self.slots.len() - 1;
        let mut i = self.home(hash);
        loop {
            let (h, g) = self.slots[i];
            if g == EMPTY {
                return None;
            }
            if h == hash && same(Game(g)) {
                return Some(Game(g));
            }
            i = (i + 1) & mask;
        }
    }

    /// Indexes a new form (not indexed yet) under `hash`.
    pub fn insert(&mut self, hash: u32, g: Game) {
        if 8 * (self.len + 1) > 5 * self.slots.len() {
            self.grow();
        }
        self.place(hash, g.0);
        self.len += 1;
    }

    fn place(&mut self, hash: u32, g: u32) {
        let mask = self.slots.len() - 1;
        let mut i = self.home(hash);
        while self.slots[i].1 != EMPTY {
            i = (i + 1) & mask;
        }
        self.slots[i] = (hash, g);
    }

    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = std::mem::replace(&mut self.slots, vec![(0, EMPTY); size]);
        self.shift -= 1;
        for (h, g) in old {
            if g != EMPTY {
                self.place(h, g);
            }
        }
    }
}
