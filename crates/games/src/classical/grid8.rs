//! Bit tricks for boards of at most 8 columns and 8 rows, the fast path of
//! [`Bits`](super::grid::Bits)' symmetries, cropping and regions (the grid
//! rulesets' solver normalises every option it meets, so these were a
//! third of Domineering's time).
//!
//! A mask is moved to *stride 8* (cell `(r, c)` at bit `8r + c`), where a
//! transposition is three delta swaps, a flip of the columns a bit reversal
//! and a flip of the rows a byte swap, and moved back. The move keeps the
//! order of the cells, so masks of the same shape compare the same way in
//! either layout.

/// Cell `(r, c)` of a `w`-wide mask at bit `8r + c`.
#[inline]
pub(crate) fn to8(m: u64, w: u32, h: u32) -> u64 {
    if w == 8 {
        return m;
    }
    let row = (1u64 << w) - 1;
    let mut out = 0;
    for r in 0..h {
        out |= (m >> (r * w) & row) << (8 * r);
    }
    out
}

/// The inverse of [`to8`].
#[inline]
pub(crate) fn from8(m: u64, w: u32, h: u32) -> u64 {
    if w == 8 {
        return m;
    }
    let mut out = 0;
    for r in 0..h {
        out |= (m >> (8 * r) & 0xff) << (r * w);
    }
    out
}

/// `(r, c) → (c, r)` on the 8×8 square.
#[inline]
fn transpose(mut x: u64) -> u64 {
    const K1: u64 = 0x5500_5500_5500_5500;
    const K2: u64 = 0x3333_0000_3333_0000;
    const K4: u64 = 0x0f0f_0f0f_0000_0000;
    let t = K4 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    let t = K2 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    let t = K1 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

/// Symmetry `t` of [`Bits::transform`](super::grid::Bits::transform) of a
/// stride-8 mask of a `w × h` board: `t & 4` transposes, then `t & 1` flips
/// the (new) columns and `t & 2` the (new) rows.
#[inline]
pub(crate) fn transform8(mut m: u64, w: u32, h: u32, t: u8) -> u64 {
    let (nw, nh) = if t & 4 != 0 { (h, w) } else { (w, h) };
    if t & 4 != 0 {
        m = transpose(m);
    }
    if t & 1 != 0 {
        m = m.reverse_bits().swap_bytes() >> (8 - nw);
    }
    if t & 2 != 0 {
        m = m.swap_bytes() >> (8 * (8 - nh));
    }
    m
}

/// The bounding box of a non-empty stride-8 mask: `(shift, w, h)`, where
/// `m >> shift` puts its top left corner at bit 0.
#[inline]
pub(crate) fn bounds8(m: u64) -> (u32, u32, u32) {
    debug_assert_ne!(m, 0);
    let (r0, r1) = (m.trailing_zeros() / 8, (63 - m.leading_zeros()) / 8);
    let mut cols = m;
    cols |= cols >> 32;
    cols |= cols >> 16;
    cols |= cols >> 8;
    let cols = (cols & 0xff) as u32;
    let (c0, c1) = (cols.trailing_zeros(), 31 - cols.leading_zeros());
    (8 * r0 + c0, c1 - c0 + 1, r1 - r0 + 1)
}

/// The connected region of `seed` within `within` (stride 8, orthogonal
/// adjacency).
#[inline]
pub(crate) fn flood8(seed: u64, within: u64) -> u64 {
    const NOT_FIRST: u64 = !0x0101_0101_0101_0101;
    const NOT_LAST: u64 = !0x8080_8080_8080_8080;
    let mut region = seed;
    loop {
        let spread = ((region & NOT_LAST) << 1)
            | ((region & NOT_FIRST) >> 1)
            | (region << 8)
            | (region >> 8);
        let grown = (region | spread) & within;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// Cells of the last column of a stride-8 mask.
pub(crate) const LAST8: u64 = 0x8080_8080_8080_8080;

/// The least of the eight images of a one-mask stride-8 board of `w × h`
/// (what [`Bits::least_image`](super::grid::Bits::least_image) picks):
/// `(mask, w, h, transposed)`, the mask still at stride 8.
#[inline]
pub(crate) fn least8(m: u64, w: u32, h: u32) -> (u64, u32, u32, bool) {
    // Images compare by width first: only the narrower orientation can win.
    let ts = match w.cmp(&h) {
        std::cmp::Ordering::Less => 1..4u8,
        std::cmp::Ordering::Equal => 1..8,
        std::cmp::Ordering::Greater => 5..8,
    };
    let mut best = if w > h {
        (transform8(m, w, h, 4), true)
    } else {
        (m, false)
    };
    for t in ts {
        let img = transform8(m, w, h, t);
        if img < best.0 {
            best = (img, t & 4 != 0);
        }
    }
    (best.0, w.min(h), w.max(h), best.1)
}
