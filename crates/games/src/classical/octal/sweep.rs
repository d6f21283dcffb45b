//! Sweeps over ranges of codes (issue 27): `0.01..0.77` is every code with
//! the same part before the point and two digits after it, in the order of
//! those digits read as one number (base 8, or base 16 when an end has a
//! hexadecimal digit). Each code runs until its period is proven or its
//! own work limit is met, so a record does not depend on the machine or on
//! how the sweep is split into shards.

use serde::Serialize;
use thiserror::Error;

use super::{OctalCode, OctalError, OctalRun};

/// Most codes in one range.
pub const MAX_SWEEP_CODES: u64 = 1 << 24;

/// Why a range of codes was refused; each message names the token.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CodeRangeError {
    #[error("`{0}`: expected a range of codes FROM..TO, like 0.01..0.77")]
    NoRange(String),
    #[error("{0}")]
    Code(#[from] OctalError),
    #[error("`{from}..{to}`: both ends need the same part before the point and the same number of digits after it")]
    Shape { from: String, to: String },
    #[error("`{from}..{to}` is empty: the first code comes after the second")]
    Empty { from: String, to: String },
    #[error("`{from}..{to}`: {count} codes, over the limit of {MAX_SWEEP_CODES}")]
    TooMany {
        from: String,
        to: String,
        count: u64,
    },
}

/// A range of codes: the part before the point, the number of digits
/// after it, the base and the first and last digits as numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeRange {
    head: String,
    digits: usize,
    base: u64,
    first: u64,
    last: u64,
}

/// The digits after the point as a number in `base`.
fn value(tail: &str, base: u64) -> u64 {
    tail.chars()
        .fold(0, |v, c| v * base + u64::from(c.to_digit(16).unwrap_or(0)))
}

impl std::str::FromStr for CodeRange {
    type Err = CodeRangeError;

    /// `FROM..TO`, both valid codes of the same shape.
    fn from_str(text: &str) -> Result<CodeRange, CodeRangeError> {
        let t = text.trim();
        let shown = crate::notation::shown;
        let (from, to) = t
            .split_once("..")
            .ok_or_else(|| CodeRangeError::NoRange(shown(t)))?;
        let (from, to) = (from.trim(), to.trim());
        from.parse::<OctalCode>()?;
        to.parse::<OctalCode>()?;
        let (fh, ft) = from.split_once('.').unwrap_or((from, ""));
        let (th, tt) = to.split_once('.').unwrap_or((to, ""));
        let (from_s, to_s) = (shown(from), shown(to));
        if fh != th || ft.len() != tt.len() || ft.is_empty() {
            return Err(CodeRangeError::Shape {
                from: from_s,
                to: to_s,
            });
        }
        let hex = |s: &str| s.chars().any(|c| c.to_digit(8).is_none());
        let base = if hex(ft) || hex(tt) { 16 } else { 8 };
        let (first, last) = (value(ft, base), value(tt, base));
        if first > last {
            return Err(CodeRangeError::Empty {
                from: from_s,
                to: to_s,
            });
        }
        let count = last - first + 1;
        if count > MAX_SWEEP_CODES {
            return Err(CodeRangeError::TooMany {
                from: from_s,
                to: to_s,
                count,
            });
        }
        Ok(CodeRange {
            head: fh.to_string(),
            digits: ft.len(),
            base,
            first,
            last,
        })
    }
}

impl CodeRange {
    /// Codes in the range.
    pub fn count(&self) -> u64 {
        self.last - self.first + 1
    }

    /// The code of index `i` (0-based), e.g. `0.07`.
    pub fn code(&self, i: u64) -> Result<OctalCode, OctalError> {
        let mut v = self.first + i;
        let mut tail = vec!['0'; self.digits];
        for c in tail.iter_mut().rev() {
            *c = char::from_digit((v % self.base) as u32, 16)
                .unwrap_or('0')
                .to_ascii_uppercase();
            v /= self.base;
        }
        let text = format!("{}.{}", self.head, tail.into_iter().collect::<String>());
        text.parse()
    }
}

/// One code of a sweep: its period when proven within `limit` work units.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SweepRecord {
    pub code: String,
    /// `e`, when the period is proven.
    pub preperiod: Option<u32>,
    /// `p`, when proven.
    pub period: Option<u32>,
    /// `proven`, or `not proven within the work limit`.
    pub status: &'static str,
    /// The last heap whose value the period does not give: `e − 1`
    /// (`null` when `e = 0` or nothing is proven).
    pub last_exceptional: Option<u32>,
    /// Heaps `0..=computed_to` were computed.
    pub computed_to: u32,
    /// The largest Grundy value computed.
    pub max_value: u32,
    /// Work units spent.
    pub work: u64,
}

/// The record of `code`, run until its period is proven or `limit` work
/// units are spent.
pub fn sweep_record(code: &OctalCode, limit: u64) -> SweepRecord {
    let mut run = OctalRun::until_proven(code, limit);
    let proven = matches!(run.step(u64::MAX), Ok(true));
    SweepRecord::of(code, run, proven)
}

impl SweepRecord {
    /// The record of `code` from its run, `OctalRun::until_proven(code,
    /// limit)` stepped until it returned `Ok(true)` (`proven`) or an
    /// error (its work limit): stepped in slices or at once, the same
    /// record (a run stops only between heaps), so a caller may look at
    /// its clock between slices ([`sweep_record`] steps at once).
    pub fn of(code: &OctalCode, run: OctalRun, proven: bool) -> SweepRecord {
        let stats = run.stats();
        let v = run.finish();
        let period = v.period.filter(|_| proven);
        SweepRecord {
            code: code.text().to_string(),
            preperiod: period.map(|p| p.preperiod),
            period: period.map(|p| p.period),
            status: if period.is_some() {
                "proven"
            } else {
                "not proven within the work limit"
            },
            last_exceptional: period.and_then(|p| p.preperiod.checked_sub(1)),
            computed_to: v.computed_to,
            max_value: stats.max_value,
            work: stats.work,
        }
    }
}
