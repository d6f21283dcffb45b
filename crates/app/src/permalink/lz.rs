//! lz-string decompression (URI-safe alphabet) that stops at a size cap.
//!
//! The `lz-str` crate decompresses without a limit, and a short link can
//! expand quadratically: one literal followed by codes 4, 5, 6, … that each
//! extend the previous entry gives n²/2 characters from n codes (a 70 kB link
//! asked for gigabytes). This decoder follows the same format (the crate
//! writes what it reads; tests check both directions) but refuses as soon as
//! the output passes `max` UTF-16 units. Its dictionary holds at most one
//! entry per code read, each a previous output chunk plus one unit, so its
//! memory is bounded by the output cap plus the input length.

use thiserror::Error;

pub const ALPHABET: &[u8; 65] =
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LzError {
    #[error("contains `{0}`, which is not in the link alphabet")]
    Alphabet(char),
    #[error("is cut short or damaged")]
    Damaged,
    #[error("expands to more than {0} characters")]
    TooLong(usize),
}

/// Reads the 6-bit characters of the input, most significant bit first.
struct Bits<'a> {
    input: &'a [u8],
    index: usize,
    value: u32,
    /// The next bit of `value` to read (32 → 1), as in the JavaScript original.
    mask: u32,
}

impl Bits<'_> {
    fn sextet(c: u8) -> Result<u32, LzError> {
        // A space stands for `+` (form-encoded links).
        let c = if c == b' ' { b'+' } else { c };
        ALPHABET
            .iter()
            .position(|&a| a == c)
            .map(|p| p as u32)
            .ok_or(LzError::Alphabet(c as char))
    }

    /// `n` bits, least significant first (the format's order).
    fn read(&mut self, n: u32) -> Result<u32, LzError> {
        let mut out = 0;
        for k in 0..n {
            if self.mask == 0 {
                let &c = self.input.get(self.index).ok_or(LzError::Damaged)?;
                self.value = Bits::sextet(c)?;
                self.index += 1;
                self.mask = 32;
            }
            if self.value & self.mask != 0 {
                out |= 1 << k;
            }
            self.mask >>= 1;
        }
        Ok(out)
    }
}

/// Decompresses `input` (as `decompressFromEncodedURIComponent`), refusing
/// to produce more than `max` UTF-16 units.
pub fn decompress_uri(input: &str, max: usize) -> Result<Vec<u16>, LzError> {
    if let Some(c) = input
        .chars()
        .find(|&c| c != ' ' && !(c.is_ascii() && ALPHABET.contains(&(c as u8))))
    {
        return Err(LzError::Alphabet(c));
    }
    let mut bits = Bits {
        input: input.as_bytes(),
        index: 0,
        value: 0,
        mask: 0,
    };
    // Codes 0, 1 and 2 are "8-bit literal", "16-bit literal" and "end".
    let mut dict: Vec<Vec<u16>> = vec![Vec::new(); 3];
    let first = match bits.read(2)? {
        0 => bits.read(8)? as u16,
        1 => bits.read(16)? as u16,
        _ => return Ok(Vec::new()),
    };
    dict.push(vec![first]);
    let mut w = vec![first];
    let mut out = vec![first];
    let (mut width, mut enlarge_in) = (3u32, 4u32);
    loop {
        let code = bits.read(width)? as usize;
        let code = match code {
            0 | 1 => {
                let unit = bits.read(if code == 0 { 8 } else { 16 })? as u16;
                dict.push(vec![unit]);
                enlarge_in -= 1;
                dict.len() - 1
            }
            2 => return Ok(out),
            c => c,
        };
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        let entry = if let Some(e) = dict.get(code) {
            e.clone()
        } else if code == dict.len() {
            let mut e = w.clone();
            e.push(w[0]);
            e
        } else {
            return Err(LzError::Damaged);
        };
        if out.len() + entry.len() > max {
            return Err(LzError::TooLong(max));
        }
        out.extend_from_slice(&entry);
        let mut next = std::mem::take(&mut w);
        next.push(entry[0]);
        dict.push(next);
        enlarge_in -= 1;
        w = entry;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
        if width > 24 {
            return Err(LzError::Damaged);
        }
    }
}

/// A compressed permalink value (`rules=`, `efg=`) as text: refused past
/// `max_param` characters, stopped at `max_len` characters expanded (so a
/// "decompression bomb" costs nothing), and named by its first characters
/// in errors. `what` is what it should be ("ruleset", ".efg file").
pub fn decompress_param(
    text: &str,
    max_param: usize,
    max_len: usize,
    what: &str,
) -> Result<String, crate::notation::NotationError> {
    use crate::notation::NotationError;
    let short: String = text.chars().take(12).collect();
    let bad = |message: String| NotationError::new(format!("{short}…"), message);
    if text.len() > max_param {
        return Err(bad(format!("is longer than {max_param} characters")));
    }
    let units = decompress_uri(text.trim(), max_len).map_err(|e| match e {
        LzError::TooLong(_) => bad(e.to_string()),
        _ => bad(format!("is not a compressed {what}: it {e}")),
    })?;
    let out = String::from_utf16(&units)
        .map_err(|_| bad(format!("is not a compressed {what}: it is not valid text")))?;
    if out.len() > max_len {
        return Err(bad(format!("expands to more than {max_len} characters")));
    }
    Ok(out)
}
