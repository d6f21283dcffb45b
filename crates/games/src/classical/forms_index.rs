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
pub(crate) struct FormIndex {
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
pub(crate) fn form_hash(left: &[Game], right: &[Game]) -> u32 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = (left.len() as u64).wrapping_mul(K);
    for g in left.iter().chain(right) {
        h = (h.rotate_left(23) ^ u64::from(g.0)).wrapping_mul(K);
    }
    (h >> 32) as u32
}

impl FormIndex {
    /// How many forms are indexed.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    fn home(&self, hash: u32) -> usize {
        slot_of(u64::from(hash), self.shift)
    }

    /// The form with hash `hash` for which `same` holds, else `None`.
    #[inline]
    pub(crate) fn get(&self, hash: u32, same: impl Fn(Game) -> bool) -> Option<Game> {
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
    pub(crate) fn insert(&mut self, hash: u32, g: Game) {
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

#[cfg(test)]
mod tests {
    use super::{form_hash, FormIndex};
    use crate::classical::universe::Game;
    use std::collections::HashMap;

    #[test]
    fn the_index_agrees_with_a_hash_map() {
        // Forms as option lists; equal hashes forced for some (hash % 64).
        let mut forms: Vec<(Vec<Game>, Vec<Game>)> = Vec::new();
        let mut index = FormIndex::default();
        let mut oracle: HashMap<(Vec<Game>, Vec<Game>), Game> = HashMap::new();
        let mut x = 11_u64;
        for _ in 0..30_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let nl = (x >> 60) as usize % 4;
            let nr = (x >> 56) as usize % 4;
            let mut l: Vec<Game> = (0..nl).map(|i| Game((x >> (8 * i)) as u32 % 50)).collect();
            let mut r: Vec<Game> = (0..nr)
                .map(|i| Game((x >> (7 * i + 3)) as u32 % 50))
                .collect();
            l.sort_unstable();
            r.sort_unstable();
            let key = (l.clone(), r.clone());
            let hash = form_hash(&l, &r) % 64;
            let same = |g: Game| forms[g.0 as usize] == key;
            let found = index.get(hash, same);
            assert_eq!(found, oracle.get(&key).copied(), "{key:?}");
            if found.is_none() {
                let g = Game(forms.len() as u32);
                forms.push(key.clone());
                index.insert(hash, g);
                oracle.insert(key, g);
            }
        }
        assert_eq!(index.len(), oracle.len());
        // Left and Right options are told apart.
        let (a, b) = (Game(1), Game(2));
        assert_ne!(form_hash(&[a], &[b]), form_hash(&[a, b], &[]));
    }
}
