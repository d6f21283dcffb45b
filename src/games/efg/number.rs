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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_gambit_numbers() {
        let r = |t: &str| Rational::parse(t).map(|v| v.to_string());
        assert_eq!(r("3"), Some("3".into()));
        assert_eq!(r("-2.50"), Some("-5/2".into()));
        assert_eq!(r("6/4"), Some("3/2".into()));
        assert_eq!(r("-1/3"), Some("-1/3".into()));
        assert_eq!(r(".5"), Some("1/2".into()));
        for bad in [
            "",
            "-",
            "1/0",
            "1e5",
            "x",
            "1.2.3",
            "3/-2",
            "1234567890123456789",
        ] {
            assert_eq!(r(bad), None, "{bad}");
        }
        assert!(Rational::parse("1/3").unwrap() < Rational::parse("0.34").unwrap());
        let s = Rational::int(1).checked_add(Rational::parse("1/2").unwrap());
        assert_eq!(s.map(|v| v.to_string()), Some("3/2".into()));
    }
}
