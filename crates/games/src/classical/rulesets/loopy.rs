//! Loopy values of rulesets' positions ([`RulesetId::loopy`], [`loopy_value`]):
//! the game graph of a sum of boards, explored and analysed by
//! [`analyse`](crate::classical::loopy::analyse).
//!
//! Not a method of [`AnyRuleset`]: a method there is in every ruleset's
//! vtable, so every module that holds the registry (the page's among them,
//! which never asks for a loopy value) would link one copy of the loopy
//! engine per ruleset. Here the loopy rulesets' typed analysers are a
//! table ([`LOOPY`]) that only the callers of this module link; a script
//! (whose positions may repeat: issue 38, "scripts that loop") over its
//! own positions under its limits ([`AnyRuleset::as_script`]), and every
//! other ruleset over its positions' notation ([`AnyRuleset::options`]),
//! one copy for all.

use super::Ruleset;
use super::{backsliding_toads_and_frogs, fox_and_geese, AnyRuleset, PositionError, RulesetId};
use crate::classical::loopy::{analyse, LoopyLimits, LoopyPositionError, PositionReport};
use crate::common::Player;

/// What asks the work to stop: `stop(positions explored)`.
pub type Stop<'a> = &'a mut dyn FnMut(u64) -> bool;

/// A loopy ruleset's analyser over its typed positions.
type Analyser =
    fn(&[String], &LoopyLimits, Stop) -> Result<Option<PositionReport>, LoopyPositionError>;

/// The rulesets whose positions repeat ([`super::Info::loopy`]), each
/// analysed over its typed positions (with its bound on the positions,
/// [`Ruleset::positions_bound`]), by id.
static LOOPY: &[(&dyn AnyRuleset, Analyser)] = &[
    (&fox_and_geese::FOX_AND_GEESE, |b, l, s| {
        typed(&fox_and_geese::FOX_AND_GEESE, b, l, s)
    }),
    (&fox_and_geese::CEYLONESE, |b, l, s| {
        typed(&fox_and_geese::CEYLONESE, b, l, s)
    }),
    (
        &backsliding_toads_and_frogs::BackslidingToadsAndFrogs,
        |b, l, s| {
            typed(
                &backsliding_toads_and_frogs::BackslidingToadsAndFrogs,
                b,
                l,
                s,
            )
        },
    ),
];

impl RulesetId {
    /// The loopy value (when its game graph fits) and the outcome with
    /// draws of the sum of `boards` ([`analyse`]): for rulesets whose
    /// positions repeat ([`super::Info::loopy`]), and any other.
    /// `stop(positions)` is asked between slices of the work: `Ok(None)`
    /// once it says stop.
    pub fn loopy(
        self,
        boards: &[String],
        limits: &LoopyLimits,
        stop: Stop,
    ) -> Result<Option<PositionReport>, LoopyPositionError> {
        loopy_value(self.rules(), boards, limits, stop)
    }
}

/// [`RulesetId::loopy`] for any ruleset, a script's too: a loopy
/// ruleset's own analyser, a script's over its own positions
/// ([`ScriptRuleset::loopy`](crate::classical::script::ScriptRuleset::loopy):
/// under its limits, without reading each position's text again),
/// otherwise over the positions' notation.
pub fn loopy_value(
    rules: &dyn AnyRuleset,
    boards: &[String],
    limits: &LoopyLimits,
    stop: Stop,
) -> Result<Option<PositionReport>, LoopyPositionError> {
    #[cfg(feature = "script")]
    if let Some(script) = rules.as_script() {
        return script.loopy(boards, limits, stop);
    }
    let id = rules.info().id;
    if let Some((_, analyser)) = LOOPY.iter().find(|(loopy, _)| loopy.info().id == id) {
        return analyser(boards, limits, stop);
    }
    let start = boards
        .iter()
        .map(|b| rules.check(b).map(|c| c.text))
        .collect::<Result<Vec<_>, _>>()?;
    let options = |s: &Vec<String>, who: Player| -> Result<Vec<Vec<String>>, PositionError> {
        let mut out = Vec::new();
        for (i, b) in s.iter().enumerate() {
            for o in rules.options(b, who)? {
                let mut next = s.clone();
                next[i] = o;
                out.push(next);
            }
        }
        Ok(out)
    };
    analyse(&boards.join(" + "), start, None, options, limits, stop)
}

/// Over the typed positions: one board as itself, a sum as the list of
/// its boards.
fn typed<R: Ruleset + Clone>(
    rules: &R,
    boards: &[String],
    limits: &LoopyLimits,
    stop: Stop,
) -> Result<Option<PositionReport>, LoopyPositionError> {
    let ps = boards
        .iter()
        .map(|b| rules.parse(b))
        .collect::<Result<Vec<_>, _>>()?;
    let bound = ps.iter().try_fold(1u64, |a, p| {
        rules.positions_bound(p).map(|b| a.saturating_mul(b))
    });
    let input = boards.join(" + ");
    if let [p] = ps.as_slice() {
        let options = |p: &R::Position, who| Ok(Ruleset::options(rules, p, who));
        return analyse(&input, p.clone(), bound, options, limits, stop);
    }
    let options = |s: &Vec<R::Position>, who| {
        let mut out = Vec::new();
        for (i, b) in s.iter().enumerate() {
            for o in Ruleset::options(rules, b, who) {
                let mut next = s.clone();
                next[i] = o;
                out.push(next);
            }
        }
        Ok(out)
    };
    analyse(&input, ps, bound, options, limits, stop)
}
