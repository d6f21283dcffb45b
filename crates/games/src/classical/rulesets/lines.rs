//! Steps in the eight directions on a rectangle of bitmask cells (row-major,
//! cell `r·w + c`, as in [`Bits`]): the pieces of the grid rulesets that
//! move along lines (jumps, queen moves) move a whole mask one cell at a
//! time, never across an edge.

use super::super::grid::{least_image_of8, Bits};
use super::super::grid8::to8;

/// The four orthogonal directions: east, west, south, north.
pub const ORTHOGONAL: [Dir; 4] = [Dir::E, Dir::W, Dir::S, Dir::N];

/// All eight directions, orthogonal first.
pub const ALL: [Dir; 8] = [
    Dir::E,
    Dir::W,
    Dir::S,
    Dir::N,
    Dir::SE,
    Dir::SW,
    Dir::NE,
    Dir::NW,
];

/// A direction on the board: north is up (row 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dir {
    E,
    W,
    S,
    N,
    SE,
    SW,
    NE,
    NW,
}

/// The masks a step needs for one board size.
#[derive(Clone, Copy, Debug)]
pub struct Lines {
    w: u32,
    /// Every cell of the rectangle.
    pub full: u64,
    /// Cells not in the first column / not in the last column.
    not_first: u64,
    not_last: u64,
}

impl Lines {
    pub fn of<const N: usize>(b: &Bits<N>) -> Lines {
        let (w, n) = (b.w as u32, b.cells() as u32);
        let full = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
        let (mut first, mut last) = (0u64, 0u64);
        for r in 0..b.h as u32 {
            first |= 1 << (r * w);
            last |= 1 << (r * w + w - 1);
        }
        Lines {
            w,
            full,
            not_first: full & !first,
            not_last: full & !last,
        }
    }

    /// Every cell of `m` moved one step in direction `d` (those that would
    /// leave the board are dropped).
    #[inline]
    pub fn step(&self, m: u64, d: Dir) -> u64 {
        let w = self.w;
        let up = |m: u64, k: u32| m.checked_shr(k).unwrap_or(0);
        let down = |m: u64, k: u32| m.checked_shl(k).unwrap_or(0) & self.full;
        match d {
            Dir::E => (m & self.not_last) << 1,
            Dir::W => (m & self.not_first) >> 1,
            Dir::S => down(m, w),
            Dir::N => up(m, w),
            Dir::SE => down(m & self.not_last, w + 1),
            Dir::SW => down(m & self.not_first, w - 1),
            Dir::NE => up(m & self.not_last, w - 1),
            Dir::NW => up(m & self.not_first, w + 1),
        }
    }

    /// Cells orthogonally next to those of `m`: [`Lines::around`] with
    /// [`ORTHOGONAL`], as four shifts.
    #[inline]
    pub fn orthogonal(&self, m: u64) -> u64 {
        self.step(m, Dir::E) | self.step(m, Dir::W) | self.step(m, Dir::S) | self.step(m, Dir::N)
    }

    /// Cells next to those of `m` in any of `dirs`.
    #[inline]
    pub fn around(&self, m: u64, dirs: &[Dir]) -> u64 {
        dirs.iter().fold(0, |a, &d| a | self.step(m, d))
    }

    /// The connected parts of `within`, adjacency by `dirs`, as masks.
    pub fn parts(&self, within: u64, dirs: &[Dir]) -> Vec<u64> {
        let mut out = Vec::new();
        let mut rest = within;
        while rest != 0 {
            let mut part = rest & rest.wrapping_neg();
            loop {
                let grown = (part | self.around(part, dirs)) & within;
                if grown == part {
                    break;
                }
                part = grown;
            }
            rest &= !part;
            out.push(part);
        }
        out
    }
}

/// The least image of `b` under the eight symmetries of the rectangle
/// (the order of [`Bits`]: width, height, then the masks), and with
/// `swap`, under those composed with swapping masks 1 and 2 too; `true`
/// when the least image swaps them. The same representative as
/// [`Bits::least_image`] for every board of a class. Boards of at most 8×8
/// take [`least_image_of8`] (each symmetry a few word operations at stride
/// 8); larger ones move whole rows and columns at once (one bit-by-bit
/// pass, the transposition, only for square boards and boards wider than
/// high).
pub fn least_image<const N: usize>(b: &Bits<N>, swap: bool) -> (Bits<N>, bool) {
    if (1..=8).contains(&b.w) && (1..=8).contains(&b.h) {
        return least_image8(b, swap);
    }
    let mut best = (*b, false);
    let mut first = true;
    let mut consider = |img: Bits<N>| {
        for swapped in [false, true] {
            if swapped && !swap {
                break;
            }
            let mut cand = img;
            if swapped {
                cand.masks.swap(1, 2);
            }
            if first || cand < best.0 {
                best = (cand, swapped);
                first = false;
            }
        }
    };
    // Images compare by width first: only the narrower orientation can win.
    let plain = (b.w <= b.h).then_some(*b);
    let turned = (b.w >= b.h).then(|| transpose(b));
    for base in [plain, turned].into_iter().flatten() {
        let cols = flip_columns(&base);
        consider(base);
        consider(flip_rows(&base));
        consider(flip_rows(&cols));
        consider(cols);
    }
    best
}

/// [`least_image`] of a board of at most 8 columns and rows, at stride 8
/// (each symmetry a few word operations:
/// [`transform8`](super::super::grid8::transform8)); the images are
/// tried in the same order, so ties go the same way.
fn least_image8<const N: usize>(b: &Bits<N>, swap: bool) -> (Bits<N>, bool) {
    let (w, h) = (u32::from(b.w), u32::from(b.h));
    let (board, _, swapped) = least_image_of8(b.masks.map(|m| to8(m, w, h)), w, h, swap);
    (board, swapped)
}

/// [`Bits::crop`] (the board cut down to the bounding box of the cells in
/// any mask), a row at a time.
pub fn crop<const N: usize>(b: &Bits<N>) -> Bits<N> {
    let all = b.union();
    if all == 0 {
        return b.crop();
    }
    let (w, h) = (b.w as u32, b.h as u32);
    let row = low_bits(w);
    let (mut cols, mut r0, mut r1) = (0u64, h, 0);
    for r in 0..h {
        let bits = (all >> (r * w)) & row;
        if bits != 0 {
            cols |= bits;
            r0 = r0.min(r);
            r1 = r;
        }
    }
    let c0 = cols.trailing_zeros();
    let nw = 64 - cols.leading_zeros() - c0;
    let keep = low_bits(nw);
    Bits {
        w: nw as u8,
        h: (r1 - r0 + 1) as u8,
        masks: b.masks.map(|m| {
            (r0..=r1).fold(0, |out, r| {
                out | ((m >> (r * w + c0)) & keep) << ((r - r0) * nw)
            })
        }),
    }
}

/// A mask of the `n` lowest bits.
fn low_bits(n: u32) -> u64 {
    if n >= 64 {
        u64::MAX
    } else {
        (1u64 << n) - 1
    }
}

/// The mask of the first column of a `w × h` board.
fn first_column(w: u32, h: u32) -> u64 {
    (0..h).fold(0, |m, r| m | 1 << (r * w))
}

fn flip_columns<const N: usize>(b: &Bits<N>) -> Bits<N> {
    let (w, h) = (b.w as u32, b.h as u32);
    let col = first_column(w, h);
    Bits {
        masks: b
            .masks
            .map(|m| (0..w).fold(0, |out, c| out | ((m >> c) & col) << (w - 1 - c))),
        ..*b
    }
}

fn flip_rows<const N: usize>(b: &Bits<N>) -> Bits<N> {
    let (w, h) = (b.w as u32, b.h as u32);
    let row = low_bits(w);
    Bits {
        masks: b.masks.map(|m| {
            (0..h).fold(0, |out, r| {
                out | ((m >> (r * w)) & row) << ((h - 1 - r) * w)
            })
        }),
        ..*b
    }
}

fn transpose<const N: usize>(b: &Bits<N>) -> Bits<N> {
    let (w, h) = (b.w as usize, b.h as usize);
    Bits {
        w: b.h,
        h: b.w,
        masks: b.masks.map(|m| {
            let (mut out, mut rest) = (0u64, m);
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                out |= 1 << ((i % w) * h + i / w);
            }
            out
        }),
    }
}
