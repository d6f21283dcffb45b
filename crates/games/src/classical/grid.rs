//! Rectangular boards as bitmasks (row-major, at most 64 cells), shared by
//! the grid rulesets: parsing `..#|..` text, the eight symmetries of the
//! rectangle, cropping, splitting into connected regions, and the board
//! description of the cells.

use thiserror::Error;

use super::grid8::{bounds8, flood8, from8, least_of8, to8, transform8};
use super::rulesets::{Board, Geometry, Glyph};

/// At most this many cells (one bit each in a `u64`).
pub const MAX_CELLS: usize = 64;

/// A board: `N` cell masks of a `w × h` rectangle (cell `r·w + c`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Bits<const N: usize> {
    pub w: u8,
    pub h: u8,
    pub masks: [u64; N],
}

/// Word by word (the derived `Hash` feeds a mask array to the hasher a
/// byte at a time): boards are the keys of the solvers' memos.
impl<const N: usize> std::hash::Hash for Bits<N> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(u64::from(self.w) << 8 | u64::from(self.h));
        for &m in &self.masks {
            state.write_u64(m);
        }
    }
}

/// A board text that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BoardError {
    #[error("the board is empty")]
    Empty,
    #[error("`{token}` at position {pos}: expected one of {allowed}")]
    BadCell {
        token: char,
        pos: usize,
        allowed: &'static str,
    },
    #[error("row {row} has {len} cells but row 1 has {expected}")]
    Ragged {
        row: usize,
        len: usize,
        expected: usize,
    },
    #[error("the board has {0} cells; at most 64 are allowed")]
    TooLarge(usize),
}

impl<const N: usize> Bits<N> {
    /// Reads rows separated by `|`; `symbols[k]` sets mask `k`, `blank`
    /// characters set none.
    pub fn parse(
        text: &str,
        symbols: [char; N],
        blank: &[char],
        allowed: &'static str,
    ) -> Result<Bits<N>, BoardError> {
        let mut masks = [0u64; N];
        let mut rows: Vec<usize> = Vec::new();
        let mut len = 0usize;
        let mut cells = 0usize;
        for (pos, ch) in text.trim().chars().enumerate() {
            if ch == '|' {
                rows.push(len);
                len = 0;
                continue;
            }
            if let Some(k) = symbols.iter().position(|&s| s == ch) {
                if cells < MAX_CELLS {
                    masks[k] |= 1 << cells;
                }
            } else if !blank.contains(&ch) {
                return Err(BoardError::BadCell {
                    token: ch,
                    pos,
                    allowed,
                });
            }
            cells += 1;
            len += 1;
        }
        rows.push(len);
        if cells == 0 {
            return Err(BoardError::Empty);
        }
        if let Some((row, &len)) = rows.iter().enumerate().find(|(_, &l)| l != rows[0]) {
            return Err(BoardError::Ragged {
                row: row + 1,
                len,
                expected: rows[0],
            });
        }
        if cells > MAX_CELLS {
            return Err(BoardError::TooLarge(cells));
        }
        Ok(Bits {
            w: rows[0] as u8,
            h: rows.len() as u8,
            masks,
        })
    }

    pub fn cells(&self) -> usize {
        self.w as usize * self.h as usize
    }

    pub fn union(&self) -> u64 {
        self.masks.iter().fold(0, |a, m| a | m)
    }

    /// Each mask with cell `i` moved to `to(i)`.
    fn remap(&self, to: impl Fn(usize) -> usize) -> [u64; N] {
        let mut masks = [0u64; N];
        for (k, &m) in self.masks.iter().enumerate() {
            let mut rest = m;
            while rest != 0 {
                let i = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                masks[k] |= 1 << to(i);
            }
        }
        masks
    }

    /// Row and column of every occupied cell.
    fn occupied(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        let (all, w) = (self.union(), self.w as usize);
        (0..64)
            .filter(move |i| all >> i & 1 == 1)
            .map(move |i| (i / w, i % w))
    }

    /// One of the eight symmetries: `t & 4` transposes, then `t & 1` flips
    /// columns and `t & 2` flips rows.
    pub fn transform(&self, t: u8) -> Bits<N> {
        if let Some((w, h)) = self.small() {
            let (nw, nh) = if t & 4 != 0 { (h, w) } else { (w, h) };
            let masks = self
                .masks
                .map(|m| from8(transform8(to8(m, w, h), w, h, t), nw, nh));
            return Bits {
                w: nw as u8,
                h: nh as u8,
                masks,
            };
        }
        let (w, h) = (self.w as usize, self.h as usize);
        let (nw, nh) = if t & 4 != 0 { (h, w) } else { (w, h) };
        let masks = self.remap(|i| image_cell(i, w, h, t));
        Bits {
            w: nw as u8,
            h: nh as u8,
            masks,
        }
    }

    /// Width and height when both are 1 to 8 (the stride-8 fast path of
    /// [`super::grid8`]).
    #[inline]
    fn small(&self) -> Option<(u32, u32)> {
        let (w, h) = (u32::from(self.w), u32::from(self.h));
        ((1..=8).contains(&w) && (1..=8).contains(&h)).then_some((w, h))
    }

    /// Stride-8 masks cropped to the bounding box of their cells.
    fn crop8(masks: [u64; N]) -> Bits<N> {
        let all = masks.iter().fold(0, |a, m| a | m);
        if all == 0 {
            return Bits {
                w: 0,
                h: 0,
                masks: [0; N],
            };
        }
        let (shift, w, h) = bounds8(all);
        Bits {
            w: w as u8,
            h: h as u8,
            masks: masks.map(|m| from8(m >> shift, w, h)),
        }
    }

    /// The board cut down to the bounding box of the occupied cells.
    pub fn crop(&self) -> Bits<N> {
        if let Some((w, h)) = self.small() {
            return Bits::crop8(self.masks.map(|m| to8(m, w, h)));
        }
        if self.union() == 0 {
            return Bits {
                w: 0,
                h: 0,
                masks: [0; N],
            };
        }
        let w = self.w as usize;
        let (mut r0, mut r1, mut c0, mut c1) = (usize::MAX, 0, usize::MAX, 0);
        for (r, c) in self.occupied() {
            (r0, r1, c0, c1) = (r0.min(r), r1.max(r), c0.min(c), c1.max(c));
        }
        let nw = c1 - c0 + 1;
        let masks = self.remap(|i| (i / w - r0) * nw + (i % w - c0));
        Bits {
            w: nw as u8,
            h: (r1 - r0 + 1) as u8,
            masks,
        }
    }

    /// Cells not in the first column, not in the last column, and all cells.
    fn edges(&self) -> [u64; 3] {
        let (w, n) = (self.w as u32, self.cells() as u32);
        let full = if n >= 64 { u64::MAX } else { (1u64 << n) - 1 };
        let (mut first, mut last) = (0u64, 0u64);
        for r in 0..self.h as u32 {
            first |= 1 << (r * w);
            last |= 1 << (r * w + w - 1);
        }
        [full & !first, full & !last, full]
    }

    /// Mask of the cells orthogonally adjacent to those of `m`.
    pub fn neighbours(&self, m: u64) -> u64 {
        spread(m, self.w as u32, self.edges())
    }

    /// The connected regions of `within` (orthogonal adjacency), each as a
    /// cropped board keeping the masks' cells inside it.
    pub fn regions(&self, within: u64) -> Vec<Bits<N>> {
        let mut out = Vec::new();
        if let Some((w, h)) = self.small().filter(|_| within & !self.edges()[2] == 0) {
            let masks = self.masks.map(|m| to8(m, w, h));
            let within = to8(within, w, h);
            let mut rest = within;
            while rest != 0 {
                let region = flood8(rest & rest.wrapping_neg(), within);
                rest &= !region;
                out.push(Bits::crop8(masks.map(|m| m & region)));
            }
            return out;
        }
        let edges = self.edges();
        let mut rest = within;
        while rest != 0 {
            let mut region = rest & rest.wrapping_neg();
            loop {
                let grown = (region | spread(region, self.w as u32, edges)) & within;
                if grown == region {
                    break;
                }
                region = grown;
            }
            rest &= !region;
            let mut part = *self;
            for m in part.masks.iter_mut() {
                *m &= region;
            }
            out.push(part.crop());
        }
        out
    }

    /// The least of the eight symmetric images, and whether it needed a
    /// transposition (`t & 4`); ties prefer no transposition.
    pub fn least_image(&self) -> (Bits<N>, bool) {
        if let Some((w, h)) = self.small() {
            let (b, transposed, _) = least_image_of8(self.masks.map(|m| to8(m, w, h)), w, h, false);
            return (b, transposed);
        }
        // Images compare by width first: only the narrower orientation can win.
        let ts = match self.w.cmp(&self.h) {
            std::cmp::Ordering::Less => 1..4u8,
            std::cmp::Ordering::Equal => 1..8,
            std::cmp::Ordering::Greater => 5..8,
        };
        let mut best = if self.w > self.h {
            (self.transform(4), true)
        } else {
            (*self, false)
        };
        for t in ts {
            let img = self.transform(t);
            if img < best.0 {
                best = (img, t & 4 != 0);
            }
        }
        best
    }

    /// The board description: each cell's glyph from the mask it is in
    /// (`None`: in none).
    pub fn board(&self, glyph: impl Fn(Option<usize>) -> Glyph) -> Board {
        let sites = (0..self.cells())
            .map(|i| glyph(self.masks.iter().position(|m| m >> i & 1 == 1)))
            .collect();
        Board {
            geometry: Geometry::Grid {
                w: self.w as usize,
                h: self.h as usize,
            },
            sites,
        }
    }

    /// Rows joined by `|`, `symbols[k]` for mask `k`, else `blank`.
    pub fn text(&self, symbols: [char; N], blank: char) -> String {
        let mut s = String::new();
        for r in 0..self.h as usize {
            if r > 0 {
                s.push('|');
            }
            for c in 0..self.w as usize {
                let bit = 1u64 << (r * self.w as usize + c);
                s.push(
                    symbols
                        .iter()
                        .zip(&self.masks)
                        .find(|(_, &m)| m & bit != 0)
                        .map_or(blank, |(&ch, _)| ch),
                );
            }
        }
        s
    }
}

/// The cells of a mask, lowest first.
pub fn cells_of(mask: u64) -> impl Iterator<Item = u32> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            i
        })
    })
}

/// The cells next to those of `m` on a board of width `w` with [`Bits::edges`] `e`.
fn spread(m: u64, w: u32, e: [u64; 3]) -> u64 {
    let vertical = m.checked_shl(w).unwrap_or(0) | m.checked_shr(w).unwrap_or(0);
    (((m & e[1]) << 1) | ((m & e[0]) >> 1) | vertical) & e[2]
}

/// Where cell `i` of a `w × h` board goes under symmetry `t` (see
/// [`Bits::transform`]), cell by cell: the definition the stride-8 fast
/// path is tested against.
// Public for the tests in tests/it.
#[doc(hidden)]
pub fn image_cell(i: usize, w: usize, h: usize, t: u8) -> usize {
    let (nw, nh) = if t & 4 != 0 { (h, w) } else { (w, h) };
    let (mut r, mut c) = (i / w, i % w);
    if t & 4 != 0 {
        (r, c) = (c, r);
    }
    if t & 1 != 0 {
        c = nw - 1 - c;
    }
    if t & 2 != 0 {
        r = nh - 1 - r;
    }
    r * nw + c
}

/// [`least_of8`] of the `w × h` board (1 to 8 each) whose masks `m8` are
/// at stride 8 (cell `(r, c)` at bit `8r + c`), converted back: the board,
/// whether its image is transposed ([`Bits::least_image`]) and whether it
/// swaps masks 1 and 2
/// ([`rulesets::lines::least_image`](super::rulesets::lines::least_image)).
pub(crate) fn least_image_of8<const N: usize>(
    m8: [u64; N],
    w: u32,
    h: u32,
    swap: bool,
) -> (Bits<N>, bool, bool) {
    let (masks, t, swapped) = least_of8(m8, w, h, swap);
    let (nw, nh) = (w.min(h), w.max(h));
    let board = Bits {
        w: nw as u8,
        h: nh as u8,
        masks: masks.map(|m| from8(m, nw, nh)),
    };
    (board, t & 4 != 0, swapped)
}
