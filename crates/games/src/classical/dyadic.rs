//! Dyadic rationals `n / 2^k`: the values of short numbers, stops, means,
//! temperatures and thermograph points. Always normalised (odd numerator or
//! `k = 0`), so equal values have equal fields.
//!
//! Arithmetic never panics and never wraps silently: a result that does not
//! fit (a numerator past `i64`, a denominator past `2^MAX_PRECISION`) sets
//! a sticky per-thread flag ([`overflowed`], [`clear_overflow`]), like a
//! floating-point exception flag, and gives zero. The [`Universe`] stores
//! nothing while the flag is up, and the parser and the report's budgeted
//! parts refuse with a message ([`Universe::within`]).
//!
//! [`Universe`]: super::Universe
//! [`Universe::within`]: super::Universe::within

use std::cell::Cell;
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// `num / 2^exp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

/// Largest denominator exponent the parser accepts (numerators stay far
/// from `i64` overflow).
pub const MAX_EXP: u32 = 20;

/// Largest denominator exponent of any computed value (means and
/// thermograph points included): finer results set the overflow flag.
pub const MAX_PRECISION: u32 = 61;

thread_local! {
    static OVERFLOW: Cell<bool> = const { Cell::new(false) };
}

/// Whether an operation on this thread overflowed since [`clear_overflow`].
pub fn overflowed() -> bool {
    OVERFLOW.with(Cell::get)
}

/// Lowers the overflow flag; returns whether it was up.
pub fn clear_overflow() -> bool {
    OVERFLOW.with(|f| f.replace(false))
}

/// Raises the overflow flag (an outer computation's, restored).
pub(crate) fn raise_overflow() {
    OVERFLOW.with(|f| f.set(true));
}

/// Raises the overflow flag; the value to use instead of the result.
fn overflow() -> Dyadic {
    raise_overflow();
    Dyadic::ZERO
}

/// `x · 2^s`, or `None` when it does not fit.
fn shifted(x: i64, s: u32) -> Option<i64> {
    let y = x.checked_shl(s)?;
    (y >> s == x).then_some(y)
}

impl Dyadic {
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };
    pub const ONE: Dyadic = Dyadic { num: 1, exp: 0 };

    /// `num / 2^exp`, normalised.
    pub fn new(mut num: i64, mut exp: u32) -> Dyadic {
        if num == 0 {
            return Dyadic::ZERO;
        }
        let twos = num.trailing_zeros().min(exp);
        num >>= twos;
        exp -= twos;
        if exp > MAX_PRECISION {
            return overflow();
        }
        Dyadic { num, exp }
    }

    /// `num · k`, overflow-checked.
    pub fn times(self, k: i64) -> Dyadic {
        match self.num.checked_mul(k) {
            Some(n) => Dyadic::new(n, self.exp),
            None => overflow(),
        }
    }

    /// The numerator and the denominator's exponent (a compact copy, as
    /// the universe's records keep stops; [`Dyadic::from_raw`] undoes it).
    #[inline]
    pub(crate) fn raw(self) -> (i64, u32) {
        (self.num, self.exp)
    }

    /// The value of [`Dyadic::raw`]'s parts (already normalised).
    #[inline]
    pub(crate) fn from_raw(num: i64, exp: u32) -> Dyadic {
        Dyadic { num, exp }
    }

    pub fn int(n: i64) -> Dyadic {
        Dyadic { num: n, exp: 0 }
    }

    pub fn numerator(self) -> i64 {
        self.num
    }

    /// `k` of the denominator `2^k`.
    pub fn exponent(self) -> u32 {
        self.exp
    }

    /// The nearest `f64` (exact for the exponents met in practice): for
    /// orderings that may be approximate, such as a heuristic sort.
    pub fn approx(self) -> f64 {
        // 2^−exp built from its exponent bits (`powi` was a library call
        // in the canonical forms' inner loop); exp ≤ MAX_PRECISION.
        self.num as f64 * f64::from_bits(u64::from(1023 - self.exp.min(1022)) << 52)
    }

    pub fn is_integer(self) -> bool {
        self.exp == 0
    }

    pub fn half(self) -> Dyadic {
        Dyadic::new(self.num, self.exp + 1)
    }

    /// Both numerators over the common denominator `2^max(exp)` (zeros
    /// and the overflow flag when they do not fit).
    fn aligned(self, o: Dyadic) -> (i64, i64, u32) {
        let e = self.exp.max(o.exp);
        match (shifted(self.num, e - self.exp), shifted(o.num, e - o.exp)) {
            (Some(a), Some(b)) => (a, b, e),
            _ => {
                overflow();
                (0, 0, 0)
            }
        }
    }

    /// Largest integer `≤ self`.
    pub fn floor(self) -> i64 {
        self.num >> self.exp
    }

    /// Smallest integer `≥ self`.
    pub fn ceil(self) -> i64 {
        -((-self.num) >> self.exp)
    }

    /// The simplest number strictly between `lo` and `hi` (either bound may
    /// be absent); `None` when `lo ≥ hi`.
    pub fn simplest_between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Option<Dyadic> {
        match (lo, hi) {
            (None, None) => Some(Dyadic::ZERO),
            (Some(l), None) => Some(Dyadic::int(if l.num < 0 { 0 } else { l.floor() + 1 })),
            (None, Some(h)) => Some(Dyadic::int(if h.num > 0 { 0 } else { h.ceil() - 1 })),
            (Some(l), Some(h)) if l >= h => None,
            (Some(l), Some(h)) => {
                if l.num < 0 && h.num > 0 {
                    return Some(Dyadic::ZERO);
                }
                // The integer nearest zero strictly inside, else halve the grid.
                let (lo_int, hi_int) = (l.floor() + 1, h.ceil() - 1);
                if lo_int <= hi_int {
                    let n = if l.num >= 0 { lo_int } else { hi_int };
                    return Some(Dyadic::int(n));
                }
                // At the coarsest grid 2^-e meeting the interval, the point is unique.
                // (It is at most one finer than the finer bound.)
                let finest = l.exp.max(h.exp) + 1;
                for e in 1..=finest {
                    let scaled = if e >= l.exp {
                        shifted(l.num, e - l.exp)
                    } else {
                        Some(l.num >> (l.exp - e))
                    };
                    let Some(cand) = scaled.and_then(|s| s.checked_add(1)) else {
                        return Some(overflow());
                    };
                    let cand = Dyadic::new(cand, e);
                    if cand < h {
                        return Some(cand);
                    }
                }
                Some(overflow())
            }
        }
    }

    /// `"3/2"`, `"-1"`.
    pub fn text(self) -> String {
        self.to_string()
    }
}

impl Ord for Dyadic {
    fn cmp(&self, o: &Dyadic) -> Ordering {
        let (a, b, _) = self.aligned(*o);
        a.cmp(&b)
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, o: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Add for Dyadic {
    type Output = Dyadic;
    fn add(self, o: Dyadic) -> Dyadic {
        let (a, b, e) = self.aligned(o);
        match a.checked_add(b) {
            Some(n) => Dyadic::new(n, e),
            None => overflow(),
        }
    }
}

impl Sub for Dyadic {
    type Output = Dyadic;
    fn sub(self, o: Dyadic) -> Dyadic {
        self + (-o)
    }
}

impl Neg for Dyadic {
    type Output = Dyadic;
    fn neg(self) -> Dyadic {
        match self.num.checked_neg() {
            Some(num) => Dyadic { num, exp: self.exp },
            None => overflow(),
        }
    }
}

impl fmt::Display for Dyadic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            match 1i64.checked_shl(self.exp).filter(|&d| d > 0) {
                Some(d) => write!(f, "{}/{d}", self.num),
                None => write!(f, "{}/2^{}", self.num, self.exp),
            }
        }
    }
}

/// Serialised as its text, `"3/2"`.
impl Serialize for Dyadic {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// Read back from its text (`"3/2"`, `"-1"`), as the worker's messages carry it.
impl<'de> Deserialize<'de> for Dyadic {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Dyadic, D::Error> {
        let text = String::deserialize(d)?;
        Dyadic::from_text(&text)
            .ok_or_else(|| serde::de::Error::custom(format!("`{text}` is not a dyadic rational")))
    }
}

impl Dyadic {
    /// `n` or `n/2^k` as [`Dyadic::text`] writes them.
    pub fn from_text(text: &str) -> Option<Dyadic> {
        let (num, den) = text.split_once('/').unwrap_or((text, "1"));
        let num: i64 = num.trim().parse().ok()?;
        let den: u64 = den.trim().parse().ok()?;
        (den.is_power_of_two() && den.trailing_zeros() <= MAX_PRECISION)
            .then(|| Dyadic::new(num, den.trailing_zeros()))
    }
}
