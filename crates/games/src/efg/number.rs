//! Exact payoffs: rationals `p/q` in lowest terms, as Gambit writes them
//! (`3`, `-1.25`, `3/2`).

use serde::{Serialize, Serializer};
use std::cmp::Ordering;
use std::fmt;

/// Largest numerator or denominator kept (products of two still fit `i128`).
const LIMIT: i128 = 1_000_000_000_000_000_000;

/// A rational number with a positive denominator, in lowest terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rational {
    num: i128,
    den: i128,
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.abs()
}

impl Rational {
    pub const ZERO: Rational = Rational { num: 0, den: 1 };

    /// `num/den` reduced; `None` when `den` is 0 or a part exceeds 10^18.
    pub fn new(num: i128, den: i128) -> Option<Rational> {
        if den == 0 {
            return None;
        }
        let g = gcd(num, den).max(1);
        let s = if den < 0 { -1 } else { 1 };
        let (num, den) = (s * num / g, s * den / g);
        (num.abs() <= LIMIT && den <= LIMIT).then_some(Rational { num, den })
    }

    pub fn int(v: i64) -> Rational {
        Rational {
            num: i128::from(v),
            den: 1,
        }
    }

    pub fn numer(self) -> i128 {
        self.num
    }

    pub fn denom(self) -> i128 {
        self.den
    }

    /// The sum, or `None` past the size limit.
    pub fn checked_add(self, o: Rational) -> Option<Rational> {
        let num = self
            .num
            .checked_mul(o.den)?
            .checked_add(o.num.checked_mul(self.den)?)?;
        Rational::new(num, self.den.checked_mul(o.den)?)
    }

    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// The simplest fraction a float stands for: `0.1 + 0.2` is `3/10`,
    /// `7.0 / 2.0` is `7/2`. The first continued-fraction convergent with a
    /// denominator up to 10^9 within 10^-12 of `v` (relative; absolute
    /// below 1), else the
    /// float's exact binary value; `None` when not finite or too large.
    pub fn from_f64(v: f64) -> Option<Rational> {
        if !v.is_finite() || v.abs() > LIMIT as f64 {
            return None;
        }
        if v.fract() == 0.0 {
            return Rational::new(v as i128, 1);
        }
        let tol = 1e-12 * v.abs().max(1.0);
        let (mut h0, mut h1, mut k0, mut k1) = (0i128, 1i128, 1i128, 0i128);
        let mut x = v.abs();
        for _ in 0..64 {
            let a = x.floor();
            let ai = a as i128;
            let (h, k) = (ai * h1 + h0, ai * k1 + k0);
            if k > 1_000_000_000 || h > LIMIT {
                break;
            }
            if (h as f64 / k as f64 - v.abs()).abs() <= tol {
                return Rational::new(if v < 0.0 { -h } else { h }, k);
            }
            (h0, h1, k0, k1) = (h1, h, k1, k);
            let frac = x - a;
            if frac <= 0.0 {
                break;
            }
            x = 1.0 / frac;
        }
        // Exact: v = m·2^e with |m| < 2^53.
        let mut num = v;
        let mut den = 1i128;
        while num.fract() != 0.0 && den <= LIMIT {
            num *= 2.0;
            den *= 2;
        }
        Rational::new(num as i128, den)
    }

    /// Parses `-3`, `2.50`, `3/2` or `-1/3`; `None` for anything else.
    pub fn parse(t: &str) -> Option<Rational> {
        let digits =
            |s: &str| !s.is_empty() && s.len() <= 18 && s.bytes().all(|b| b.is_ascii_digit());
        let (neg, body) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let sign = if neg { -1 } else { 1 };
        if let Some((p, q)) = body.split_once('/') {
            if !digits(p) || !digits(q) {
                return None;
            }
            return Rational::new(sign * p.parse::<i128>().ok()?, q.parse().ok()?);
        }
        let (whole, frac) = body.split_once('.').unwrap_or((body, ""));
        if (whole.is_empty() && frac.is_empty())
            || !(whole.is_empty() || digits(whole))
            || !(frac.is_empty() || digits(frac))
            || whole.len() + frac.len() > 18
        {
            return None;
        }
        let num: i128 = format!("{whole}{frac}").parse().ok()?;
        Rational::new(sign * num, 10i128.pow(frac.len() as u32))
    }
}

impl Ord for Rational {
    fn cmp(&self, o: &Rational) -> Ordering {
        (self.num * o.den).cmp(&(o.num * self.den))
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, o: &Rational) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl std::ops::Neg for Rational {
    type Output = Rational;
    fn neg(self) -> Rational {
        Rational {
            num: -self.num,
            den: self.den,
        }
    }
}

/// `3`, `-3/2`: Gambit reads both.
impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

/// A JSON number when whole, else the exact string `"3/2"`.
impl Serialize for Rational {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match i64::try_from(self.num) {
            Ok(v) if self.den == 1 => s.serialize_i64(v),
            _ => s.collect_str(self),
        }
    }
}
