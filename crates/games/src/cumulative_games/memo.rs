//! The engine's memo: a grounded position's key, a few `u64` words written
//! into a buffer the engine keeps, and a [`WordInterner`] that gives each
//! distinct key the next node id, so a lookup allocates nothing and hashes
//! with [`Fx`].
//!
//! A key is the heap sizes, then the player to move packed with each heap's
//! last mover (where its utility reads it), then — unless the ruleset is heap
//! dynamic — the cumulations' bits (±0 alike). Its length is fixed by the
//! ruleset: d + 1, plus d·n cumulations.
//!
//! [`Fx`]: crate::common::Fx

use super::compile::Compiled;
use super::engine::Pos;
use crate::common::WordInterner;

/// The words of a key of ruleset `c`.
fn width(c: &Compiled) -> usize {
    let d = c.heaps.len();
    d + 1 + if c.dynamic { 0 } else { d * c.n }
}

/// An empty memo for ruleset `c`'s positions.
pub(super) fn memo(c: &Compiled) -> WordInterner {
    WordInterner::new(width(c))
}

/// Writes the key of position `s` of ruleset `c` into `out`.
pub(super) fn write_key(c: &Compiled, s: &Pos, out: &mut Vec<u64>) {
    out.clear();
    out.extend(s.xs.iter().map(|&x| u64::from(x)));
    // Movers are below 8 (at most MAX_PLAYERS, plus one): 3 bits each.
    let mut packed = s.mover as u64;
    for (h, &l) in s.lasts.iter().enumerate() {
        let l = if c.heaps[h].needs_last { l + 1 } else { 0 };
        packed = packed * 8 + l as u64;
    }
    out.push(packed);
    if !c.dynamic {
        out.extend(
            s.cum
                .iter()
                .map(|&v| if v == 0.0 { 0 } else { v.to_bits() }),
        );
    }
    debug_assert_eq!(out.len(), width(c));
}
