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

const ALPHABET: &[u8; 65] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";

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

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes codes as the compressor does: `width` bits, least significant first.
    struct Writer {
        bits: Vec<bool>,
    }

    impl Writer {
        fn put(&mut self, v: u32, width: u32) {
            self.bits.extend((0..width).map(|k| v >> k & 1 == 1));
        }
        fn finish(self) -> String {
            self.bits
                .chunks(6)
                .map(|c| {
                    let v = c.iter().fold(0, |a, &b| a << 1 | usize::from(b)) << (6 - c.len());
                    ALPHABET[v] as char
                })
                .collect()
        }
    }

    /// One literal `a`, then codes 4, 5, 6, … each naming the entry being
    /// made (`w + w[0]`): n codes give about n²/2 characters.
    fn bomb(codes: u32) -> String {
        let mut w = Writer { bits: Vec::new() };
        w.put(0, 2);
        w.put(u32::from(b'a'), 8);
        let (mut width, mut enlarge_in, mut size) = (3u32, 4u32, 4u32);
        for _ in 0..codes {
            w.put(size, width);
            size += 1;
            enlarge_in -= 1;
            if enlarge_in == 0 {
                enlarge_in = 1 << width;
                width += 1;
            }
        }
        w.put(2, width);
        w.finish()
    }

    proptest::proptest! {
        #[test]
        fn reads_what_the_crate_writes_for_any_text(text in ".{0,300}") {
            let packed = lz_str::compress_to_encoded_uri_component(&text);
            let units = decompress_uri(&packed, 1 << 20).unwrap();
            proptest::prop_assert_eq!(String::from_utf16(&units).unwrap(), text);
        }

        #[test]
        fn any_link_text_ends_within_the_cap(link in "[A-Za-z0-9+$ -]{0,400}") {
            if let Ok(units) = decompress_uri(&link, 5000) {
                proptest::prop_assert!(units.len() <= 5000);
            }
        }
    }

    #[test]
    fn reads_what_the_crate_writes() {
        for text in ["", "a", "{\"players\":3}", &"ab".repeat(500), "héllo ✓ 𝄞"] {
            let packed = lz_str::compress_to_encoded_uri_component(text);
            let units = decompress_uri(&packed, 1 << 20).unwrap();
            assert_eq!(String::from_utf16(&units).unwrap(), text);
        }
    }

    #[test]
    fn a_bomb_stops_at_the_cap() {
        let link = bomb(15_000);
        assert!(link.len() < 40_000);
        assert_eq!(decompress_uri(&link, 20_000), Err(LzError::TooLong(20_000)));
        // Small bombs are ordinary links: n codes give 1 + 2 + … + (n + 1) units.
        let units = decompress_uri(&bomb(10), 1000).unwrap();
        assert_eq!(String::from_utf16(&units).unwrap(), "a".repeat(66));
        let packed = lz_str::compress_to_encoded_uri_component(&"a".repeat(66));
        assert_eq!(decompress_uri(&packed, 66).unwrap().len(), 66);
    }

    #[test]
    fn damage_is_an_error_not_a_panic() {
        assert_eq!(decompress_uri("a!b", 100), Err(LzError::Alphabet('!')));
        assert_eq!(decompress_uri("é", 100), Err(LzError::Alphabet('é')));
        assert_eq!(decompress_uri("", 100), Err(LzError::Damaged));
        let packed = lz_str::compress_to_encoded_uri_component(&"xyz".repeat(100));
        for cut in 0..packed.len() {
            let _ = decompress_uri(&packed[..cut], 1000);
        }
        assert_eq!(
            decompress_uri(&packed, 10),
            Err(LzError::TooLong(10)),
            "300 characters over a cap of 10"
        );
    }
}
