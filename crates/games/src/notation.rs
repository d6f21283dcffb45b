//! The small text syntax shared by permalinks and the CLI.
//!
//! * lists: `2,3,5` — items separated by commas, each a number or a range;
//! * ranges: `a..b` includes both ends, as mathematicians read it (`0..20` is 21 values);
//! * heap maps: `2:2;3:1` — `heap:list` pairs separated by semicolons.
//!
//! Every error names the offending token so the UI can show it next to the field
//! ([`shown`] cuts a long one), and a large count in a message reads as
//! `6.1e13` ([`about`]).

use std::collections::BTreeMap;
use std::fmt;

/// Most elements a single list may expand to (guards `1..4000000000`).
pub const MAX_LIST_LEN: usize = 10_000;

/// Most characters of a token an error message quotes; longer ones are
/// cut ([`shown`]), so a 100 KB token is never echoed whole.
pub const MAX_SHOWN: usize = 80;

/// `token`, or its first [`MAX_SHOWN`] characters and `…`.
pub fn shown(token: &str) -> String {
    match token.char_indices().nth(MAX_SHOWN) {
        None => token.to_string(),
        Some((end, _)) => format!("{}…", &token[..end]),
    }
}

/// `n` as `6.1e13` (or plainly, below a million), for the limits and
/// estimates that messages quote.
pub fn about(n: u64) -> String {
    if n < 1_000_000 {
        return n.to_string();
    }
    let e = n.ilog10();
    let m = n as f64 / 10f64.powi(e as i32);
    format!("{m:.1}e{e}")
}

/// Longest word (a run without spaces) [`cut_words`] leaves whole.
const MAX_WORD: usize = 120;

/// Longest message [`cut_words`] returns, in characters.
const MAX_MESSAGE: usize = 1000;

/// `msg` with every word over 120 characters cut to its first
/// [`MAX_SHOWN`], `…` and the closing punctuation it ended with (`` ` ``,
/// `'`, `:`), runs of spaces likewise, and the whole cut to 1 000
/// characters (a script engine lists the types of every argument of a
/// call): for messages written by others (serde's name the token whole),
/// and as the CLI's last guard, so a 100 KB token is never echoed.
pub fn cut_words(msg: &str) -> String {
    let out = cut_each_word(msg);
    match out.char_indices().nth(MAX_MESSAGE) {
        None => out,
        Some((end, _)) => format!("{}…", &out[..end]),
    }
}

fn cut_each_word(msg: &str) -> String {
    let mut out = String::with_capacity(msg.len().min(4096));
    // A run of spaces (a field named by thousands of them) is cut like a
    // long word: `split` gives one empty word per extra space.
    let mut blanks = 0;
    for (i, word) in msg.split(' ').enumerate() {
        if word.is_empty() && i > 0 {
            blanks += 1;
            if blanks <= MAX_WORD {
                out.push(' ');
            } else if blanks == MAX_WORD + 1 {
                out.push('…');
            }
            continue;
        }
        blanks = 0;
        if i > 0 {
            out.push(' ');
        }
        if word.chars().count() <= MAX_WORD {
            out.push_str(word);
            continue;
        }
        let body = word.trim_end_matches(['`', '\'', '"', ':', ',', ';', ')', '.']);
        out.extend(body.chars().take(MAX_SHOWN));
        out.push('…');
        out.push_str(&word[body.len()..]);
    }
    out
}

/// A parse error naming the offending token (cut to [`MAX_SHOWN`]
/// characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    pub token: String,
    pub message: String,
}

impl NotationError {
    pub fn new(token: impl Into<String>, message: impl Into<String>) -> Self {
        NotationError {
            token: shown(&token.into()),
            message: message.into(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}`: {}", self.token, self.message)
    }
}

impl std::error::Error for NotationError {}

/// What every reader of a game expression may meet (the misère, loopy and
/// scoring notations): a token out of place, an early end, nesting or
/// length over a limit. Each family's error enum wraps it
/// (`#[error(transparent)] Syntax(#[from] SyntaxError)`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SyntaxError {
    #[error("unexpected `{token}` at position {pos}")]
    Unexpected { token: String, pos: usize },
    #[error("unexpected end of input at position {pos}: expected {expected}")]
    End { pos: usize, expected: &'static str },
    #[error("`{token}` at position {pos}: nested more than {limit} levels deep")]
    TooDeep {
        token: String,
        pos: usize,
        limit: usize,
    },
    #[error("the expression has {length} characters, over the limit of {limit}")]
    TooLong { length: usize, limit: usize },
}

/// Parses one non-negative integer in `min..=max`.
pub fn parse_number(token: &str, min: u32, max: u32) -> Result<u32, NotationError> {
    let t = token.trim();
    if t.is_empty() {
        return Err(NotationError::new(token, "a number is missing here"));
    }
    if t.starts_with('-') && t[1..].chars().all(|c| c.is_ascii_digit()) && t.len() > 1 {
        return Err(NotationError::new(t, "negative numbers are not allowed"));
    }
    if !t.chars().all(|c| c.is_ascii_digit()) {
        return Err(NotationError::new(t, "is not a whole number"));
    }
    let n: u64 = t
        .parse()
        .map_err(|_| NotationError::new(t, format!("is too large (at most {max})")))?;
    if n < u64::from(min) {
        return Err(NotationError::new(t, format!("must be at least {min}")));
    }
    if n > u64::from(max) {
        return Err(NotationError::new(
            t,
            format!("is too large (at most {max})"),
        ));
    }
    Ok(n as u32)
}

/// Parses an inclusive range `a..b`; a single number `n` means `n..n`.
pub fn parse_range(text: &str, min: u32, max: u32) -> Result<(u32, u32), NotationError> {
    let t = text.trim();
    match t.split_once("..") {
        None => {
            let n = parse_number(t, min, max)?;
            Ok((n, n))
        }
        Some((a, b)) => {
            let lo = parse_number(a, min, max)?;
            let hi = parse_number(b, min, max)?;
            if lo > hi {
                return Err(NotationError::new(
                    t,
                    "range is empty: the first end is larger than the second",
                ));
            }
            Ok((lo, hi))
        }
    }
}

/// Parses a comma list of numbers and ranges into a sorted, de-duplicated set.
/// The empty string is the empty set.
pub fn parse_set(text: &str, min: u32, max: u32) -> Result<Vec<u32>, NotationError> {
    let t = text.trim();
    let mut out = Vec::new();
    if t.is_empty() {
        return Ok(out);
    }
    for item in t.split(',') {
        if item.trim().is_empty() {
            return Err(NotationError::new(t, "has an empty item between commas"));
        }
        let (lo, hi) = parse_range(item, min, max)?;
        if out.len() + (hi - lo) as usize >= MAX_LIST_LEN {
            return Err(NotationError::new(
                item.trim(),
                format!("makes the list longer than {MAX_LIST_LEN} elements"),
            ));
        }
        out.extend(lo..=hi);
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// Writes a set back in the shortest form, runs of three or more as ranges.
pub fn format_set(set: &[u32]) -> String {
    let mut parts = Vec::new();
    let mut i = 0;
    while i < set.len() {
        let mut j = i;
        while j + 1 < set.len() && set[j + 1] == set[j] + 1 {
            j += 1;
        }
        if j >= i + 2 {
            parts.push(format!("{}..{}", set[i], set[j]));
        } else {
            parts.extend(set[i..=j].iter().map(u32::to_string));
        }
        i = j + 1;
    }
    parts.join(",")
}

/// Writes an inclusive range.
pub fn format_range((lo, hi): (u32, u32)) -> String {
    format!("{lo}..{hi}")
}

/// Parses a heap map `2:2;3:1` (heap `2` allows `{2}`, heap `3` allows `{1}`);
/// `4:` allows no move at heap 4.
pub fn parse_heap_map(
    text: &str,
    max_heap: u32,
    max_move: u32,
) -> Result<BTreeMap<u32, Vec<u32>>, NotationError> {
    let mut map = BTreeMap::new();
    let t = text.trim();
    if t.is_empty() {
        return Ok(map);
    }
    for entry in t.split(';') {
        let entry = entry.trim();
        if entry.is_empty() {
            continue;
        }
        let (heap, list) = entry
            .split_once(':')
            .ok_or_else(|| NotationError::new(entry, "expected `heap:moves`, e.g. `3:1,2`"))?;
        let heap = parse_number(heap, 0, max_heap)?;
        let set = parse_set(list, 1, max_move)?;
        if map.insert(heap, set).is_some() {
            return Err(NotationError::new(entry, "repeats a heap given earlier"));
        }
    }
    Ok(map)
}

/// Writes a heap map back in `2:2;3:1` form.
pub fn format_heap_map(map: &BTreeMap<u32, Vec<u32>>) -> String {
    map.iter()
        .map(|(h, s)| format!("{h}:{}", format_set(s)))
        .collect::<Vec<_>>()
        .join(";")
}
