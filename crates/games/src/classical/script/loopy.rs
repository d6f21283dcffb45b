//! Scripts that loop (issue 38): a script whose positions repeat has a
//! loopy value, not a short one. [`ScriptRuleset::loopy`] explores its
//! game graph with the loopy engine's explorer
//! ([`analyse`](crate::classical::loopy::analyse)): a loopy value (a
//! canonical stopper or sides, the outcome with draws) when the graph fits
//! [`LoopyLimits::vertices`], otherwise the outcome by retrograde analysis.
//! [`loopy_value`](crate::classical::rulesets::loopy_value) comes here for
//! any script ruleset.
//!
//! Over the script's own positions ([`ScriptPos`]), not their text: a
//! position's text would be evaluated again by the script engine at every
//! visit (and could be longer than [`ScriptLimits::position_bytes`]
//! allows a typed position). The script's limits hold as for a short
//! solve: at most [`ScriptLimits::positions`] distinct positions (the
//! refusal names that limit) and [`ScriptLimits::weight`] bytes of them
//! (each distinct position counted twice, as the explorer keeps it twice),
//! besides the loopy engine's own limits; every call of the script runs
//! under its operation budget and interrupt.
//!
//! [`ScriptLimits::position_bytes`]: super::ScriptLimits::position_bytes
//! [`ScriptLimits::positions`]: super::ScriptLimits::positions
//! [`ScriptLimits::weight`]: super::ScriptLimits::weight

use std::hash::{BuildHasher, BuildHasherDefault};

use super::ruleset::{failed, over};
use super::{Limit, Script, ScriptPos, ScriptRuleset};
use crate::classical::loopy::{
    analyse, graph_tree, GraphTree, LoopyLimits, LoopyPositionError, PositionReport,
};
use crate::classical::rulesets::{PositionError, Stop};
use crate::common::{FxMap, FxMix, Player};
use crate::notation::shown;

impl ScriptRuleset {
    /// The loopy value (when its game graph fits) and the outcome with
    /// draws of the sum of `boards` of this script (see the module docs):
    /// `Ok(None)` once `stop(positions explored)` says stop.
    pub fn loopy(
        &self,
        boards: &[String],
        limits: &LoopyLimits,
        stop: Stop,
    ) -> Result<Option<PositionReport>, LoopyPositionError> {
        let start = boards
            .iter()
            .map(|b| self.position(b))
            .collect::<Result<Vec<_>, _>>()?;
        let input = boards
            .iter()
            .map(|b| b.trim())
            .collect::<Vec<_>>()
            .join(" + ");
        self.loopy_from(start, &input, limits, stop)
    }

    /// [`ScriptRuleset::loopy`] of the sum of the positions `start`, read
    /// already (from `input`, which the report and the refusals name).
    pub fn loopy_from(
        &self,
        start: Vec<ScriptPos>,
        input: &str,
        limits: &LoopyLimits,
        stop: Stop,
    ) -> Result<Option<PositionReport>, LoopyPositionError> {
        let script = self.script();
        let own = *script.limits();
        let refused = |limit: Limit, value: usize| PositionError::Script {
            token: shown(input.trim()),
            error: Box::new(over(limit, value, &own)),
        };
        let cap = own.positions.min(limits.positions);
        let limits = LoopyLimits {
            positions: cap,
            ..*limits
        };
        // The distinct positions met, by hash, and their weight.
        let hasher = BuildHasherDefault::<FxMix>::default();
        let mut seen: FxMap<u64, ()> = FxMap::default();
        let mut weight = 0usize;
        let mut meet = |s: &Vec<ScriptPos>| -> Result<(), PositionError> {
            if seen.insert(hasher.hash_one(s), ()).is_none() {
                weight += 2 * s.iter().map(ScriptPos::weight).sum::<usize>();
                if weight > own.weight {
                    return Err(refused(Limit::Weight, own.weight));
                }
            }
            Ok(())
        };
        meet(&start)?;
        let options = |s: &Vec<ScriptPos>, who: Player| sum_options(script, s, who, &mut meet);
        match analyse(input, start, None, options, &limits, stop) {
            // The script's own limit, named as a short solve names it.
            Err(LoopyPositionError::TooMany { limit, .. }) if limit == own.positions => {
                Err(refused(Limit::Positions, own.positions).into())
            }
            out => out,
        }
    }

    /// The game graph of the sum of `boards` drawn as a tree of at most
    /// `budget` nodes ([`graph_tree`]: a position met again is a
    /// reference back, a cycle when it is on the line from the root),
    /// each position labelled by its boards' texts.
    pub fn loopy_tree(&self, boards: &[String], budget: usize) -> Result<GraphTree, PositionError> {
        let start = boards
            .iter()
            .map(|b| self.position(b))
            .collect::<Result<Vec<_>, _>>()?;
        let script = self.script();
        let options = |s: &Vec<ScriptPos>, who: Player| sum_options(script, s, who, |_| Ok(()));
        let label = |s: &Vec<ScriptPos>| {
            s.iter()
                .map(ScriptPos::to_string)
                .collect::<Vec<_>>()
                .join(" + ")
        };
        graph_tree(start, options, label, budget)
    }
}

/// `who`'s options in the sum of the script's positions `s`: a move on
/// one of its boards each, in the boards' order; `meet` sees each (and may
/// refuse it: a limit).
fn sum_options(
    script: &Script,
    s: &[ScriptPos],
    who: Player,
    mut meet: impl FnMut(&Vec<ScriptPos>) -> Result<(), PositionError>,
) -> Result<Vec<Vec<ScriptPos>>, PositionError> {
    let mut out = Vec::new();
    for (i, b) in s.iter().enumerate() {
        let found = script
            .options(b, who)
            .map_err(|e| failed(&b.to_string(), e))?;
        for o in found {
            let mut next = s.to_vec();
            next[i] = o;
            meet(&next)?;
            out.push(next);
        }
    }
    Ok(out)
}
