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

/// The inverse of [`to8`]: the rows closed up in ⌈log₂ h⌉ masked shifts
/// (row `r` moves `r · (8 − w)` bits right, by the binary digits of `r`;
/// a row never crosses another on the way).
#[inline]
pub(crate) fn from8(m: u64, w: u32, h: u32) -> u64 {
    if w == 8 || h <= 1 {
        return m;
    }
    let (gap, moving) = (8 - w, &CLOSE_UP[w as usize]);
    let mut out = m;
    for (k, &rows) in moving
        .iter()
        .enumerate()
        .take((32 - (h - 1).leading_zeros()) as usize)
    {
        let mv = out & rows;
        out = out ^ mv | mv >> (gap << k);
    }
    out
}

/// For [`from8`] of width `w`: before step `k`, the cells of the rows
/// that move at that step (those whose number has bit `k` set), where the
/// earlier steps left them.
static CLOSE_UP: [[u64; 3]; 9] = {
    let mut table = [[0u64; 3]; 9];
    let mut w = 1;
    while w <= 8 {
        let gap = 8 - w;
        let mut k = 0;
        while k < 3 {
            let mut r = 0;
            while r < 8 {
                if r >> k & 1 == 1 {
                    let at = 8 * r - gap * (r % (1 << k));
                    table[w][k] |= ((1u64 << w) - 1) << at;
                }
                r += 1;
            }
            k += 1;
        }
        w += 1;
    }
    table
};

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
    let mut region = seed;
    loop {
        let grown = grow8(region) & within;
        if grown == region {
            return region;
        }
        region = grown;
    }
}

/// The cells orthogonally next to `m`'s (stride 8), `m`'s own included.
#[inline]
fn grow8(m: u64) -> u64 {
    const NOT_FIRST: u64 = !0x0101_0101_0101_0101;
    const NOT_LAST: u64 = !0x8080_8080_8080_8080;
    m | (m & NOT_LAST) << 1 | (m & NOT_FIRST) >> 1 | m << 8 | m >> 8
}

/// The regions (stride 8) of `rest`, a connected region less the cells
/// `taken` (a domino: every region of `rest` then holds a cell next to
/// it, a seed), in the order of their lowest cells, as
/// [`flood8`] from each region's lowest cell finds them; `out` holds at
/// most six (a domino has six neighbours).
///
/// Two regions are flooded at once, from two seeds not yet known to be
/// joined, until one is complete or the two meet: a cut-off corner is
/// found in the steps of its own size, not of the large region's, and
/// the last region is what is left, never flooded. O(d) word operations
/// for a smallest region of diameter `d`, and the two floods interleave.
#[inline]
pub(crate) fn split8(rest: u64, taken: u64, out: &mut [u64; 6]) -> usize {
    let (mut remaining, mut seeds, mut n) = (rest, grow8(taken) & rest, 0);
    let mut a = seeds & seeds.wrapping_neg();
    while remaining != 0 {
        // `a`: part of one region of `remaining`. Every region of
        // `remaining` holds a seed, so with every seed in `a`'s region
        // `remaining` is that region.
        let others = seeds & !a;
        if others == 0 {
            out[n] = remaining;
            n += 1;
            break;
        }
        let mut b = others & others.wrapping_neg();
        loop {
            let (ga, gb) = (grow8(a) & remaining, grow8(b) & remaining);
            if ga & gb != 0 {
                a = ga | gb;
                break;
            }
            let done = if ga == a {
                (a, gb)
            } else if gb == b {
                (b, ga)
            } else {
                (a, b) = (ga, gb);
                continue;
            };
            out[n] = done.0;
            n += 1;
            remaining &= !done.0;
            seeds &= !done.0;
            a = done.1;
            break;
        }
    }
    out[..n].sort_unstable_by_key(|r| r.trailing_zeros());
    n
}

/// Cells of the last column of a stride-8 mask.
pub(crate) const LAST8: u64 = 0x8080_8080_8080_8080;

/// The least of the eight symmetric images of a `w × h` board (1 to 8
/// each) given by stride-8 masks, and with `swap`, of those composed with
/// swapping masks 1 and 2 too (the order of
/// [`Bits`](super::grid::Bits): width, height, then the masks): the image's
/// masks, still at stride 8, its symmetry `t` ([`transform8`]) and whether
/// it swaps masks 1 and 2. All images compared have one shape (the
/// narrower orientation: only it can win), and stride 8 keeps the order of
/// masks of one shape; ties prefer the untransposed, unswapped image.
#[inline]
pub(crate) fn least_of8<const N: usize>(
    m8: [u64; N],
    w: u32,
    h: u32,
    swap: bool,
) -> ([u64; N], u8, bool) {
    let plain: &[u8] = if w <= h { &[0, 2, 3, 1] } else { &[] };
    let turned: &[u8] = if w >= h { &[4, 6, 7, 5] } else { &[] };
    let mut best: Option<([u64; N], u8, bool)> = None;
    for &t in plain.iter().chain(turned) {
        let img = m8.map(|m| transform8(m, w, h, t));
        for swapped in [false, true] {
            if swapped && !swap {
                break;
            }
            let mut cand = img;
            if swapped {
                cand.swap(1, 2);
            }
            if best.is_none_or(|(m, _, _)| cand < m) {
                best = Some((cand, t, swapped));
            }
        }
    }
    best.expect("one image at least")
}

/// [`least_of8`] of a one-mask board: `(mask, w, h, transposed)`, the
/// mask still at stride 8 (what
/// [`Bits::least_image`](super::grid::Bits::least_image) picks). The
/// same images in the same order, each orientation transposed once and
/// its four flips taken from it (the solver's inner loop normalises every
/// part of every option).
#[inline]
pub(crate) fn least8(m: u64, w: u32, h: u32) -> (u64, u32, u32, bool) {
    if w < h {
        return (least_flip8(m, w, h), w, h, false);
    }
    let turned = least_flip8(transpose(m), h, w);
    if w > h {
        return (turned, h, w, true);
    }
    let plain = least_flip8(m, w, h);
    match turned < plain {
        true => (turned, w, h, true),
        false => (plain, w, h, false),
    }
}

/// The least of a stride-8 `w × h` mask and its flips (columns, rows,
/// both).
#[inline]
fn least_flip8(m: u64, w: u32, h: u32) -> u64 {
    // The bits of each byte reversed, then the row back at bit 0.
    let mut c = (m >> 1 & 0x5555_5555_5555_5555) | (m & 0x5555_5555_5555_5555) << 1;
    c = (c >> 2 & 0x3333_3333_3333_3333) | (c & 0x3333_3333_3333_3333) << 2;
    c = (c >> 4 & 0x0f0f_0f0f_0f0f_0f0f) | (c & 0x0f0f_0f0f_0f0f_0f0f) << 4;
    c >>= 8 - w;
    let rows = 8 * (8 - h);
    let (r, rc) = (m.swap_bytes() >> rows, c.swap_bytes() >> rows);
    m.min(r).min(c).min(rc)
}

/// A table over the cells around a domino, a window of `ROWS × COLS`
/// cells (row-major bits) with the domino on `a` and `b`: bit `x` is set
/// when the cells of pattern `x` that touch the domino are connected
/// through cells of the pattern. Then taking the domino from a connected
/// region leaves it connected (a path through the domino goes round it).
const fn ring_table<const ROWS: usize, const COLS: usize>(a: usize, b: usize) -> [u64; 64] {
    let mut table = [0u64; 64];
    let n = ROWS * COLS;
    let domino = 1u32 << a | 1 << b;
    // The cells next to the domino.
    let mut touch = 0u32;
    let mut c = 0;
    while c < n {
        let (r, k) = (c / COLS, c % COLS);
        let mut d = 0;
        while d < 2 {
            let x = if d == 0 { a } else { b };
            let (xr, xk) = (x / COLS, x % COLS);
            let near = (r == xr && (k + 1 == xk || xk + 1 == k))
                || (k == xk && (r + 1 == xr || xr + 1 == r));
            if near && domino & 1 << c == 0 {
                touch |= 1 << c;
            }
            d += 1;
        }
        c += 1;
    }
    let mut x = 0u32;
    while x < 1 << n {
        let cells = x & !domino;
        let ends = cells & touch;
        let ok = if ends & ends.wrapping_sub(1) == 0 {
            true
        } else {
            // Flood from the lowest end within the pattern.
            let mut region = ends & ends.wrapping_neg();
            loop {
                let mut grown = region;
                let mut c = 0;
                while c < n {
                    if region & 1 << c != 0 {
                        let (r, k) = (c / COLS, c % COLS);
                        if k > 0 {
                            grown |= 1 << (c - 1);
                        }
                        if k + 1 < COLS {
                            grown |= 1 << (c + 1);
                        }
                        if r > 0 {
                            grown |= 1 << (c - COLS);
                        }
                        if r + 1 < ROWS {
                            grown |= 1 << (c + COLS);
                        }
                    }
                    c += 1;
                }
                grown &= cells;
                if grown == region {
                    break;
                }
                region = grown;
            }
            region & ends == ends
        };
        if ok {
            table[(x / 64) as usize] |= 1 << (x % 64);
        }
        x += 1;
    }
    table
}

/// [`ring_table`] of a vertical domino: a window of 4 rows and 3 columns.
static RING_V: [u64; 64] = ring_table::<4, 3>(4, 7);
/// [`ring_table`] of a horizontal domino: 3 rows and 4 columns.
static RING_H: [u64; 64] = ring_table::<3, 4>(5, 6);

/// Whether taking the domino at cells `i` and `i + step` (`step` 8 for a
/// vertical one, 1 for a horizontal one) from a connected stride-8 region
/// `m` of at most 7 columns and 7 rows surely leaves it connected: the
/// cells next to the domino are connected through the cells around it
/// (a lookup; `false` means "flood to know").
#[inline]
pub(crate) fn stays_connected(m: u64, i: u32, step: u32) -> bool {
    // One row and one column of margin: the window's corner is then at
    // bit `i` of the padded mask.
    let w = (m << 9) >> i;
    let x = if step == 8 {
        (w & 7) | (w >> 8 & 7) << 3 | (w >> 16 & 7) << 6 | (w >> 24 & 7) << 9
    } else {
        (w & 15) | (w >> 8 & 15) << 4 | (w >> 16 & 15) << 8
    } as usize;
    let table = if step == 8 { &RING_V } else { &RING_H };
    table[x / 64] >> (x % 64) & 1 == 1
}
