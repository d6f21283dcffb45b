//! Conway's genus of an impartial game (ONAG ch. 12; Winning Ways ch. 13):
//! `γ(G) = g^{g₀ g₁ g₂ …}` where `g = G⁺` is the normal-play Grundy
//! value and `gₙ = (G + *2 + … + *2)⁻` (`n` heaps of size 2) the misère
//! Grundy value of `G` plus `n` nim heaps of size 2. The sequence `g₀ g₁ …`
//! is eventually periodic with period 2; it is written up to where the
//! alternation starts, with at least two digits (`0^120` for `0`: the
//! digits 1, 2, 0, 2, 0, …).

use serde::Serialize;
use std::fmt;

use super::arena::{mex, Mis, MisereUniverse};
use super::MisereError;
use crate::common::FxMap;

/// A genus `g^{g₀ g₁ …}`: `base` = `G⁺`, `digits` the superscript
/// written until the period-2 tail starts (at least two).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Genus {
    pub base: u32,
    pub digits: Vec<u32>,
}

impl Genus {
    /// `gᵢ` for any `i`: past the written digits the last two alternate.
    pub fn digit(&self, i: usize) -> u32 {
        let d = &self.digits;
        if i < d.len() {
            d[i]
        } else {
            d[d.len() - 2 + ((d.len() ^ i) & 1)]
        }
    }
}

impl fmt::Display for Genus {
    /// `0^120`; with a digit of 10 or more, `5^(10,4)` (CGSuite's way).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}^", self.base)?;
        if self.digits.iter().any(|&d| d >= 10) {
            let ds: Vec<String> = self.digits.iter().map(|d| d.to_string()).collect();
            write!(f, "({})", ds.join(","))
        } else {
            for d in &self.digits {
                write!(f, "{d}")?;
            }
            Ok(())
        }
    }
}

/// Genera computed so far, by canonical form.
#[derive(Default)]
pub struct GenusCache {
    known: FxMap<Mis, Genus>,
}

/// How many digits past the options' written ones a genus may need before
/// its tail alternates (more means a bug, reported as an error).
const GENUS_SLACK: usize = 64;

impl GenusCache {
    /// The genus of `g`, from its options' genera: `g₀ = G⁻`, and for
    /// `i ≥ 1`, `gᵢ` is the mex of the options' `gᵢ` and of `gᵢ₋₁` and
    /// `gᵢ₋₁ ⊕ 1` (the options of `G + i·*2` in a heap of size 2: to
    /// `G + (i−1)·*2` and to `G + (i−1)·*2 + *`, whose misère Grundy value
    /// is `gᵢ₋₁ ⊕ 1`; `tests/it/misere.rs` checks the recursion against
    /// the definition on random games). No recursion: the subpositions
    /// are taken bottom-up.
    pub fn genus(&mut self, u: &MisereUniverse, g: Mis) -> Result<Genus, MisereError> {
        // Bottom-up over the subpositions: a recursion would be as deep as
        // the birthday (up to 1024 days).
        for x in u.post_order(g, |x| self.known.contains_key(&x)) {
            let genus = self.of_options(u, x)?;
            self.known.insert(x, genus);
        }
        Ok(self.known[&g].clone())
    }

    /// The genus of `g`, its options' genera known.
    fn of_options(&self, u: &MisereUniverse, g: Mis) -> Result<Genus, MisereError> {
        let opts: Vec<&Genus> = u.options(g).iter().map(|o| &self.known[o]).collect();
        let longest = opts.iter().map(|x| x.digits.len()).max().unwrap_or(2);
        let mut d: Vec<u32> = vec![u.misere_nim_value(g)];
        let mut i = 1;
        loop {
            let prev = d[i - 1];
            let next = mex(opts.iter().map(|x| x.digit(i)).chain([prev, prev ^ 1]));
            d.push(next);
            if i > longest && d[i] == d[i - 2] && d[i - 1] == d[i - 3] {
                break;
            }
            if i > longest + GENUS_SLACK {
                return Err(MisereError::Genus);
            }
            i += 1;
        }
        while d.len() > 2 && d[d.len() - 1] == d[d.len() - 3] {
            d.pop();
        }
        Ok(Genus {
            base: u.nim_value(g),
            digits: d,
        })
    }
}
