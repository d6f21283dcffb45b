//! Octal and hexadecimal games by their code (seed 004, issues 26 and 27;
//! Winning Ways ch. 4; Siegel, *CGT* IV.2): Grundy values of single heaps by
//! the mex rule, and exact periods by the octal periodicity theorem and its
//! three-heap analogue, checked as the values grow.
//!
//! A code `d0.d1d2…dt` says, for each `k`, how a player may remove `k`
//! tokens from one heap: digit `d_k` is a sum of 1 (take the whole heap,
//! which must hold exactly `k`), 2 (leave one nonempty heap), 4 (leave two
//! nonempty heaps) and, in a hexadecimal code, 8 (leave three nonempty
//! heaps; digits `8`–`F`, either case). `d0` may only be 0, 4, 8 or C (split
//! a heap without taking). Kayles is `0.77`, Dawson's Kayles `0.07`,
//! Dawson's chess `0.137`; `0.F` takes one token and leaves up to three
//! heaps. `G(0) = 0`; heaps are numbered by their tokens.
//!
//! Algorithms (`run.rs` picks one per code):
//! - codes whose splits leave two heaps: the *sparse space* of rare and
//!   common values (`sparse.rs`; Gangolli & Plambeck, "A note on
//!   periodicity in some octal games", IJGT 18, 1989; A. Flammenkamp's
//!   pages on octal games; Siegel IV.2). Each heap costs its rare heaps
//!   plus a few checks, so codes whose rare values stop occurring run in
//!   linear time: `0.16` proves its period at heap 510 248 in 0.2 s,
//!   `0.354` at heap 20 126 194 in 15 s of CPU (the README's benchmarks).
//! - codes without splits, or with splits into three heaps: the plain mex
//!   rule over every option (`plain.rs`), `O(t)` per heap without splits,
//!   `O(n²)` with three-heap splits. It is also the sparse kernel's oracle
//!   in the tests ([`OctalCode::grundy_plain`]).
//!
//! Periods: with moves into at most `m` heaps (`m` = 2 for octal codes, 3
//! once a digit has the bit 8), `G(i + p) = G(i)` for `e ≤ i < m·e + (m −
//! 1)·p + t` proves it for every `i ≥ e`. (The largest of the `m` heaps an
//! option of `n + p` leaves has at least `(n + p − t) / m ≥ e + p` tokens
//! once `n ≥ m·e + (m − 1)·p + t`, so it can shrink by `p`; for `m` = 2 this
//! is Guy and Smith's theorem.) So a period is proven once heap
//! `m·e + m·p + t − 1` is known. The run checks every thirty-second more
//! heaps (`O(n)` each, so `O(n)` in all up to a constant of about 50), and
//! at the heap where the candidate period seen at the last check would be
//! proven; [`OctalRun::candidate`] reports it while the run goes on.
//!
//! Values are kept as 4-byte words (the sparse kernel adds an index of
//! heaps by value, 4 more bytes a heap): [`MAX_OCTAL_HEAP`] heaps take
//! under a gigabyte.

use thiserror::Error;

mod plain;
mod run;
mod sparse;
pub mod sweep;

pub use run::{Candidate, OctalRun, OctalStats, OctalValues};

/// Largest heap a Grundy sequence may ask for (the CLI's `--heaps`, and
/// the end of a run until proven): about 800 MB at the largest.
pub const MAX_OCTAL_HEAP: u32 = 100_000_000;
/// Largest heap of the page's table (the worker keeps every value: 4 MB
/// at the largest; the sparse-space run reaches it in about a second).
pub const MAX_OCTAL_PAGE_HEAP: u32 = 1_000_000;
/// Most digits after the point (the largest take).
pub const MAX_OCTAL_DIGITS: usize = 64;
/// Most work units (options looked at, plus period-check comparisons) one
/// sequence of the page may take: a couple of seconds natively. Codes
/// proven periodic stop early, so `0.77` reaches heap 100 000 at once.
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
    #[error("heap `{heap}` is too large (at most {max})")]
    HeapTooLarge { heap: u32, max: u32 },
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

    /// The code's digits `d0 d1 … dt`: `digits()[k]` for a move taking `k`;
    /// the last one is nonzero unless `t = 0`.
    pub fn digits(&self) -> &[u8] {
        &self.digits
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

    /// [`OctalCode::grundy`] by the plain mex rule whatever the code (the
    /// sparse-space kernel's oracle).
    pub fn grundy_plain(&self, hi: u32, limit: u64) -> Result<OctalValues, OctalError> {
        let mut run = OctalRun::plain(self, hi, limit)?;
        while !run.step(u64::MAX)? {}
        Ok(run.finish())
    }
}
