//! The moves of a code sorted by kind, the marks of one heap's option
//! values, and the plain mex rule: every option of every heap, `O(n)` per
//! heap with splits into two heaps and `O(n²)` with splits into three. It
//! is the oracle of the sparse-space kernel (`tests/classical_octal.rs`)
//! and the kernel of codes without splits or with three-heap splits.

use super::OctalCode;

/// The moves of a code, by kind: `k` tokens taken, ascending.
#[derive(Clone, Debug)]
pub(super) struct Moves {
    /// Bit 1: take the whole heap of exactly `k ≥ 1` tokens.
    pub take_all: Vec<usize>,
    /// Bit 2: take `k ≥ 1`, leaving one nonempty heap.
    pub leave_one: Vec<usize>,
    /// Bit 4: take `k ≥ 0`, leaving two nonempty heaps.
    pub split_two: Vec<usize>,
    /// Bit 8: take `k ≥ 0`, leaving three nonempty heaps.
    pub split_three: Vec<usize>,
}

impl Moves {
    pub fn of(code: &OctalCode) -> Moves {
        let with = |bit: u8, from: usize| {
            (from..=code.max_take())
                .filter(|&k| code.digit(k) & bit != 0)
                .collect::<Vec<usize>>()
        };
        Moves {
            take_all: with(1, 1),
            leave_one: with(2, 1),
            split_two: with(4, 0),
            split_three: with(8, 0),
        }
    }
}

/// `stamp[v] == tag` marks value `v` as an option of the heap `tag`.
/// The length is a power of two above every value so far, so the xor of
/// two or three values indexes it too.
pub(super) struct Marks {
    stamp: Vec<u32>,
}

impl Marks {
    pub fn new() -> Marks {
        Marks {
            stamp: vec![u32::MAX; 2],
        }
    }

    #[inline(always)]
    pub fn mark(&mut self, v: u32, tag: u32) {
        let mask = self.stamp.len() - 1;
        self.stamp[v as usize & mask] = tag;
    }

    /// The least value `≥ from` not marked for `tag`.
    pub fn mex_from(&self, from: u32, tag: u32) -> u32 {
        let rest = self.stamp.get(from as usize..).unwrap_or(&[]);
        match rest.iter().position(|&s| s != tag) {
            Some(i) => from + i as u32,
            None => self.stamp.len().max(from as usize) as u32,
        }
    }

    /// Makes room for a new value `v` (and every xor with it).
    pub fn admit(&mut self, v: u32) {
        if v as usize + 1 >= self.stamp.len() {
            self.stamp
                .resize((v as usize + 2).next_power_of_two(), u32::MAX);
        }
    }
}

/// Marks the options of heap `n = g.len()` that leave at most one heap;
/// returns the work units spent.
pub(super) fn mark_takes(moves: &Moves, g: &[u32], marks: &mut Marks) -> u64 {
    let n = g.len();
    let tag = n as u32;
    if moves.take_all.binary_search(&n).is_ok() {
        marks.mark(0, tag);
    }
    let mut work = 1;
    for &k in moves.leave_one.iter().take_while(|&&k| k < n) {
        marks.mark(g[n - k], tag);
        work += 1;
    }
    work
}

/// Marks every split of `r` tokens into two nonempty heaps `a ≤ r − a`.
#[inline]
pub(super) fn mark_pairs(g: &[u32], r: usize, marks: &mut Marks, tag: u32) -> u64 {
    let half = r / 2;
    let pairs = g[1..=half].iter().zip(g[r - half..r].iter().rev());
    for (x, y) in pairs {
        marks.mark(x ^ y, tag);
    }
    half as u64
}

/// Marks every split of `r` tokens into three nonempty heaps `a ≤ b ≤ c`.
fn mark_three(g: &[u32], r: usize, marks: &mut Marks, tag: u32) -> u64 {
    let mut work = 0;
    for a in 1..=r / 3 {
        let ga = g[a];
        for b in a..=(r - a) / 2 {
            marks.mark(ga ^ g[b] ^ g[r - a - b], tag);
        }
        work += ((r - a) / 2 + 1 - a) as u64;
    }
    work
}

/// The plain mex rule.
pub(super) struct Plain {
    marks: Marks,
}

impl Plain {
    pub fn new() -> Plain {
        Plain {
            marks: Marks::new(),
        }
    }

    /// `G(n)` for `n = g.len()` from every option; (value, work units).
    pub fn next(&mut self, moves: &Moves, g: &[u32]) -> (u32, u64) {
        let n = g.len();
        let tag = n as u32;
        let mut work = mark_takes(moves, g, &mut self.marks);
        for &k in moves.split_two.iter().take_while(|&&k| n >= k + 2) {
            work += mark_pairs(g, n - k, &mut self.marks, tag);
        }
        for &k in moves.split_three.iter().take_while(|&&k| n >= k + 3) {
            work += mark_three(g, n - k, &mut self.marks, tag);
        }
        let mex = self.marks.mex_from(0, tag);
        self.marks.admit(mex);
        (mex, work)
    }
}
