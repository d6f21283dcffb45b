//! The zugzwang rulesets after Definition 2 (Examples 2.1 and 2.2) as heap
//! games: heap 1 is `x₁`, heap 0 is `x₂`; Right alone may remove the pebble,
//! and his move is a zugzwang. The paper writes the signed reading
//! (`w_R(x₁, x₂) = 1` added to the score); in this crate's convention
//! (`τ + Σ w_L − Σ w_R`) that is Right's weight `−1`.

use super::rules::BcsRules;

/// `(name, description)` of every preset.
pub const PRESETS: &[(&str, &str)] = &[
    (
        "zugzwang-b",
        "Example 2.1: L = ∅, R = {1}, Right's move gives Left 1, TB = 1, 0 ∈ B; \
         U(B) fails at heap 1: o_1(1) = 0 < ν_1(1) = 1",
    ),
    (
        "zugzwang-ac",
        "Example 2.2: as Example 2.1 with B = {1} (0 ∉ B); U(A) and U(C) fail at heap 1",
    ),
];

/// A preset by name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown preset '{0}' (presets: zugzwang-b, zugzwang-ac)")]
pub struct PresetError(pub String);

pub fn preset(name: &str) -> Result<BcsRules, PresetError> {
    let base = BcsRules::partizan(Vec::new(), vec![1], 1).with_weights("a", "-1");
    match name.trim() {
        "zugzwang-b" => Ok(base),
        "zugzwang-ac" => Ok(base.with_bids(vec![1])),
        other => Err(PresetError(other.to_string())),
    }
}
