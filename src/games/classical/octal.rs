//! Octal and hexadecimal games by their code (seed 004, issue 26; Winning
//! Ways ch. 4; Siegel, *CGT* IV.2): Grundy values of single heaps by the mex
//! rule, and exact periods by the octal periodicity theorem and its
//! three-heap analogue.
//!
//! A code `d0.d1d2…dt` says, for each `k`, how a player may remove `k`
//! tokens from one heap: digit `d_k` is a sum of 1 (take the whole heap,
//! which must hold exactly `k`), 2 (leave one nonempty heap), 4 (leave two
//! nonempty heaps) and, in a hexadecimal code, 8 (leave three nonempty
//! heaps; digits `8`–`F`, either case). `d0` may only be 0, 4, 8 or C (split
//! a heap without taking). Kayles is `0.77`, Dawson's Kayles `0.07`,
//! Dawson's chess `0.137`; `0.F` takes one token and leaves up to three
//! heaps.
//!
//! Periods: with moves into at most `m` heaps (`m` = 2 for octal codes, 3
//! once a digit has the bit 8), `G(i + p) = G(i)` for `e ≤ i < m·e + (m −
//! 1)·p + t` proves it for every `i ≥ e`. (The largest of the `m` heaps an
//! option of `n + p` leaves has at least `(n + p − t) / m ≥ e + p` tokens
//! once `n ≥ m·e + (m − 1)·p + t`, so it can shrink by `p`; for `m` = 2 this
//! is Guy and Smith's theorem.)

use serde::Serialize;
use thiserror::Error;

use crate::games::common::{least_preperiod, Period};

/// Largest heap a Grundy sequence may ask for.
pub const MAX_OCTAL_HEAP: u32 = 100_000;
/// Most digits after the point (the largest take).
pub const MAX_OCTAL_DIGITS: usize = 64;
/// Most work units (options looked at, plus period-check comparisons) one
/// sequence may take: a couple of seconds natively. Codes proven periodic
/// stop early, so `0.77` reaches heap 100 000 at once.
pub const OCTAL_WORK_LIMIT: u64 = 1_500_000_000;

/// A validated octal code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OctalCode {
    text: String,
    /// `digits[k]` for `k = 0..=t`; the last one is nonzero unless `t = 0`.
    digits: Vec<u8>,
}

/// Why a code or a sequence was refused; each message names the token.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OctalError {
    #[error("the octal code is empty (write one like `0.77`)")]
    Empty,
    #[error("`{code}`: an octal code needs a point, like `0.77`")]
    NoPoint { code: String },
    #[error("`{token}` at position {position}: not a digit of an octal or hexadecimal code (0 to 9, A to F)")]
    BadDigit { token: char, position: usize },
    #[error("`{token}` at position {position}: before the point only 0, 4, 8 or C (split a heap without taking) are allowed")]
    BadFirstDigit { token: String, position: usize },
    #[error("`{code}`: more than {MAX_OCTAL_DIGITS} digits after the point")]
    TooLong { code: String },
    #[error("heap `{heap}` is too large (at most {MAX_OCTAL_HEAP})")]
    HeapTooLarge { heap: u32 },
    #[error("`{code}` to heap {heap}: over the work limit of {limit} steps after heap {reached}; ask for fewer heaps")]
    /// `work` units spent when the mex rule stopped after heap `reached`.
    WorkLimit {
        code: String,
        heap: u32,
        reached: u32,
        work: u64,
        limit: u64,
    },
}

impl std::str::FromStr for OctalCode {
    type Err = OctalError;

    /// `0.77`, `.77` (= `0.77`), `4.0`, `4.`; positions count from 1.
    fn from_str(text: &str) -> Result<OctalCode, OctalError> {
        let code = text.trim();
        if code.is_empty() {
            return Err(OctalError::Empty);
        }
        let offset = text.find(code).unwrap_or(0);
        let Some((head, tail)) = code.split_once('.') else {
            return Err(OctalError::NoPoint {
                code: crate::notation::shown(code),
            });
        };
        let digit = |c: char, i: usize| {
            c.to_digit(16).map(|d| d as u8).ok_or(OctalError::BadDigit {
                token: c,
                position: offset + i + 1,
            })
        };
        let first = match head {
            "" | "0" => 0,
            "4" => 4,
            "8" => 8,
            "C" | "c" => 12,
            _ => {
                if let Some((i, c)) = head.char_indices().find(|&(_, c)| c.to_digit(16).is_none()) {
                    return Err(digit(c, i).unwrap_err());
                }
                return Err(OctalError::BadFirstDigit {
                    token: crate::notation::shown(head),
                    position: offset + 1,
                });
            }
        };
        let mut digits = vec![first];
        for (i, c) in tail.char_indices() {
            digits.push(digit(c, head.len() + 1 + i)?);
        }
        if digits.len() > MAX_OCTAL_DIGITS + 1 {
            return Err(OctalError::TooLong {
                code: crate::notation::shown(code),
            });
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        Ok(OctalCode {
            text: code.into(),
            digits,
        })
    }
}

impl OctalCode {
    /// The code as written (trimmed).
    pub fn text(&self) -> &str {
        &self.text
    }

    /// `t`, the largest number of tokens one move removes.
    pub fn max_take(&self) -> usize {
        self.digits.len() - 1
    }

    /// The digit for removing `k` tokens (0 beyond the code).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The most heaps one move leaves: 3 for a hexadecimal code (a digit
    /// with the bit 8), else 2 (the periodicity bound of an octal code).
    pub fn max_parts(&self) -> usize {
        if self.digits.iter().any(|d| d & 8 != 0) {
            3
        } else {
            2
        }
    }

    /// Grundy values of heaps `0..=hi` with the least proven period, within
    /// `limit` work units (see [`OCTAL_WORK_LIMIT`]).
    pub fn grundy(&self, hi: u32, limit: u64) -> Result<OctalValues, OctalError> {
        let mut run = OctalRun::new(self, hi, limit)?;
        while !run.step(u64::MAX)? {}
        Ok(run.finish())
    }
}

/// A resumable computation of [`OctalCode::grundy`], for a worker that
/// must report progress and yield between slices.
pub struct OctalRun {
    s: Sequence,
    hi: usize,
    limit: u64,
    next_check: usize,
    period: Option<Period>,
    done: bool,
}

impl OctalRun {
    pub fn new(code: &OctalCode, hi: u32, limit: u64) -> Result<OctalRun, OctalError> {
        if hi > MAX_OCTAL_HEAP {
            return Err(OctalError::HeapTooLarge { heap: hi });
        }
        Ok(OctalRun {
            s: Sequence {
                code: code.clone(),
                g: vec![0],
                stamp: vec![u32::MAX; 2],
                work: 0,
            },
            hi: hi as usize,
            limit,
            next_check: 1,
            period: None,
            done: hi == 0,
        })
    }

    /// Computes heaps until about `units` more work units are spent; true
    /// once every heap is known (by the mex rule or the proven period).
    pub fn step(&mut self, units: u64) -> Result<bool, OctalError> {
        let stop = self.s.work.saturating_add(units);
        while !self.done && self.s.work < stop {
            let n = self.s.g.len();
            self.s.push_next();
            if n == self.hi || n >= self.next_check {
                self.next_check = n + (n / 32).max(1);
                self.period = self.s.proven_period();
            }
            self.done = n == self.hi || self.period.is_some();
            if self.s.work > self.limit && !self.done {
                return Err(OctalError::WorkLimit {
                    code: self.s.code.text.clone(),
                    heap: self.hi as u32,
                    reached: n as u32,
                    work: self.s.work,
                    limit: self.limit,
                });
            }
        }
        Ok(self.done)
    }

    /// (heaps computed, heaps asked for); the work per heap grows with the
    /// heap for codes that split heaps.
    pub fn progress(&self) -> (u64, u64) {
        (self.s.g.len() as u64 - 1, self.hi as u64)
    }

    /// The values, extended by the period past the heaps computed.
    pub fn finish(self) -> OctalValues {
        let computed_to = (self.s.g.len() - 1) as u32;
        let mut grundy = self.s.g;
        if let Some(p) = self.period {
            let (pre, p) = (p.preperiod as usize, p.period as usize);
            for n in grundy.len()..=self.hi {
                let v = grundy[pre + (n - pre) % p];
                grundy.push(v);
            }
        }
        OctalValues {
            grundy,
            period: self.period,
            computed_to,
        }
    }
}

/// Grundy values `G(0..=hi)` of an octal game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OctalValues {
    pub grundy: Vec<u32>,
    /// The least preperiod and period, when the periodicity theorem proves
    /// them from the values up to `computed_to`.
    pub period: Option<Period>,
    /// Heaps `0..=computed_to` were computed by the mex rule; later ones
    /// follow from the period.
    pub computed_to: u32,
}

/// The sequence while it grows.
struct Sequence {
    code: OctalCode,
    g: Vec<u32>,
    /// `stamp[v] == n` marks value `v` as an option of heap `n`.
    stamp: Vec<u32>,
    work: u64,
}

impl Sequence {
    fn mark(&mut self, v: u32, n: u32) {
        self.stamp[v as usize] = n;
    }

    /// Appends `G(n)` for the next heap `n`: the mex of its options.
    /// `stamp` has a power-of-two length above every value so far, so every
    /// xor of two values indexes it too.
    fn push_next(&mut self) {
        let n = self.g.len();
        let tag = n as u32;
        for k in 0..=self.code.max_take().min(n) {
            let d = self.code.digit(k);
            if d & 1 != 0 && k == n {
                self.mark(0, tag);
            }
            if d & 2 != 0 && k > 0 && n > k {
                self.mark(self.g[n - k], tag);
            }
            if d & 4 != 0 && n >= k + 2 {
                // Heaps a and r − a for a = 1..=r/2.
                let (r, half) = (n - k, (n - k) / 2);
                let mask = self.stamp.len() - 1;
                let pairs = self.g[1..=half]
                    .iter()
                    .zip(self.g[r - half..r].iter().rev());
                for (x, y) in pairs {
                    self.stamp[(x ^ y) as usize & mask] = tag;
                }
                self.work += half as u64;
            }
            if d & 8 != 0 && n >= k + 3 {
                self.mark_three(n - k, tag);
            }
            self.work += 1;
        }
        let mex = (0..self.stamp.len()).find(|&v| self.stamp[v] != tag);
        let mex = mex.unwrap_or(self.stamp.len());
        if mex + 1 >= self.stamp.len() {
            self.stamp.resize((mex + 2).next_power_of_two(), u32::MAX);
        }
        self.g.push(mex as u32);
    }

    /// Marks the values of every split of `r` tokens into three nonempty
    /// heaps `a ≤ b ≤ c`.
    fn mark_three(&mut self, r: usize, tag: u32) {
        let mask = self.stamp.len() - 1;
        for a in 1..=r / 3 {
            let ga = self.g[a];
            for b in a..=(r - a) / 2 {
                let v = ga ^ self.g[b] ^ self.g[r - a - b];
                self.stamp[v as usize & mask] = tag;
            }
            self.work += ((r - a) / 2 + 1 - a) as u64;
        }
    }

    /// The least period and preperiod if the periodicity theorem proves
    /// one from `G(0..=n)`: `G(i + p) = G(i)` for all
    /// `e ≤ i < m·e + (m − 1)·p + t` with `e ≥ 1` and `m` the most heaps a
    /// move leaves (Guy–Smith for `m` = 2; Siegel, *CGT* IV.2; see the
    /// module docs for `m` = 3).
    fn proven_period(&mut self) -> Option<Period> {
        let n = self.g.len() - 1;
        let t = self.code.max_take();
        let m = self.code.max_parts();
        let g = &self.g;
        for p in 1..=(n + 1).saturating_sub(t) / m {
            // The smallest e with G(i) = G(i + p) for e ≤ i ≤ n − p.
            let mut e = n - p + 1;
            while e > 0 && g[e - 1] == g[e - 1 + p] {
                e -= 1;
            }
            self.work += (n - p + 1 - e) as u64 + 1;
            // The theorem matches heap `b + p` with heap `b ≥ e`, which must
            // be nonempty: moves leaving an empty heap are of another kind.
            let e = e.max(1);
            if m * e + m * p + t <= n + 1 {
                return Some(least(g, e, p));
            }
        }
        None
    }
}

/// Given `G` periodic with period `p` from `e` on (proven), the least
/// period (a divisor of `p`, checked over one full period) and preperiod.
fn least(g: &[u32], e: usize, p: usize) -> Period {
    let same = |a: usize, b: usize| g[a] == g[b];
    let d = (1..=p)
        .filter(|d| p % d == 0)
        .find(|&d| (e..e + p).all(|i| same(i, i + d)))
        .unwrap_or(p);
    least_preperiod(e, d, same)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(s: &str) -> OctalCode {
        s.parse().unwrap()
    }

    #[test]
    fn parses_and_trims_codes() {
        assert_eq!(code("0.77").digits, vec![0, 7, 7]);
        assert_eq!(code(".070").digits, vec![0, 0, 7]);
        assert_eq!(code("4.0").max_take(), 0);
        assert_eq!(code(" 0.137 ").text(), "0.137");
    }

    #[test]
    fn errors_name_the_token() {
        let e = |s: &str| s.parse::<OctalCode>().unwrap_err().to_string();
        assert_eq!(
            e("0.7G"),
            "`G` at position 4: not a digit of an octal or hexadecimal code (0 to 9, A to F)"
        );
        assert_eq!(e("077"), "`077`: an octal code needs a point, like `0.77`");
        assert!(e("2.7").starts_with("`2` at position 1"));
        assert!(e("0.7.7").starts_with("`.` at position 4"));
        assert_eq!(e(""), OctalError::Empty.to_string());
    }

    #[test]
    fn runs_in_slices() {
        let code = code("0.106");
        let mut run = OctalRun::new(&code, 400, OCTAL_WORK_LIMIT).unwrap();
        let mut slices = 0;
        while !run.step(1000).unwrap() {
            slices += 1;
            assert!(run.progress().0 < 400);
        }
        assert!(slices > 10);
        assert_eq!(run.progress(), (400, 400));
        assert_eq!(run.finish(), code.grundy(400, OCTAL_WORK_LIMIT).unwrap());
    }

    #[test]
    fn work_limit_is_reported() {
        let err = code("0.106").grundy(5000, 10_000).unwrap_err();
        assert!(
            matches!(err, OctalError::WorkLimit { heap: 5000, .. }),
            "{err}"
        );
    }
}
