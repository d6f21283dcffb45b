//! Large integer tables in worker messages, packed as one byte string.
//!
//! bincode writes each `i64` of a `Vec<Vec<i64>>` as a varint, and reading
//! them back is one call per value: for a 10⁶-cell bidding table that took
//! about 40 ms of the page's main thread (the app is built for size). Packed,
//! the rows are their lengths plus the values at the narrowest width that
//! holds them all (1, 2, 4 or 8 bytes, little-endian): reading is one copy
//! and a tight loop. Use as `#[serde(with = "packed")]`.

use serde::de::{self, Deserializer, SeqAccess, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};

/// The narrowest width in bytes that holds every value.
pub fn width(rows: &[Vec<i64>]) -> u8 {
    let (lo, hi) = rows
        .iter()
        .flatten()
        .fold((0i64, 0i64), |(lo, hi), &v| (lo.min(v), hi.max(v)));
    let fits = |bits: u32| lo >= -(1i64 << (bits - 1)) && hi < (1i64 << (bits - 1));
    match () {
        _ if fits(8) => 1,
        _ if fits(16) => 2,
        _ if fits(32) => 4,
        _ => 8,
    }
}

struct Bytes<'a>(&'a [u8]);

impl Serialize for Bytes<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_bytes(self.0)
    }
}

/// A byte string, borrowed or owned, or a sequence of bytes (self-describing
/// formats).
struct ByteBuf(Vec<u8>);

impl<'de> Deserialize<'de> for ByteBuf {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ByteBuf;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a byte string")
            }
            fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<ByteBuf, E> {
                Ok(ByteBuf(v.to_vec()))
            }
            fn visit_byte_buf<E: de::Error>(self, v: Vec<u8>) -> Result<ByteBuf, E> {
                Ok(ByteBuf(v))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<ByteBuf, A::Error> {
                let mut out = Vec::new();
                while let Some(b) = seq.next_element()? {
                    out.push(b);
                }
                Ok(ByteBuf(out))
            }
        }
        d.deserialize_bytes(V)
    }
}

pub fn serialize<S: Serializer>(rows: &[Vec<i64>], s: S) -> Result<S::Ok, S::Error> {
    let w = width(rows);
    let mut bytes = Vec::with_capacity(rows.iter().map(Vec::len).sum::<usize>() * usize::from(w));
    for &v in rows.iter().flatten() {
        bytes.extend_from_slice(&v.to_le_bytes()[..usize::from(w)]);
    }
    let lengths: Vec<u32> = rows.iter().map(|r| r.len() as u32).collect();
    (lengths, w, Bytes(&bytes)).serialize(s)
}

pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Vec<i64>>, D::Error> {
    let (lengths, w, ByteBuf(bytes)) = <(Vec<u32>, u8, ByteBuf)>::deserialize(d)?;
    let w = usize::from(w);
    let cells: usize = lengths.iter().map(|&n| n as usize).sum();
    if !matches!(w, 1 | 2 | 4 | 8) || cells.checked_mul(w) != Some(bytes.len()) {
        return Err(de::Error::custom("packed rows: lengths and bytes disagree"));
    }
    // Sign-extend each little-endian value of `w` bytes.
    let unpack = |c: &[u8]| match w {
        1 => i64::from(c[0] as i8),
        2 => i64::from(i16::from_le_bytes([c[0], c[1]])),
        4 => i64::from(i32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        _ => i64::from_le_bytes(c.try_into().unwrap_or_default()),
    };
    let mut values = bytes.chunks_exact(w).map(unpack);
    Ok(lengths
        .iter()
        .map(|&n| values.by_ref().take(n as usize).collect())
        .collect())
}
