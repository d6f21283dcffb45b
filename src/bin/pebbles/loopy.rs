//! Loopy games (issue 38): `pebbles cgt --expr EXPR` when the expression
//! uses loopy notation (`on`, `off`, `dud`, `over`, `under`, `upon`,
//! `pass`, labels `a{0|a}`, `S & T`, `^[on]`): its canonical form (a
//! canonical stopper, or `S & T`), sides, whether it is a stopper and its
//! outcome with draws; `A == B`, `A <= B`… compare. A position of a
//! loopy ruleset (`--fox-and-geese POS`, `--game backsliding-toads-and-frogs
//! --position POS`): its loopy value when its game graph fits, otherwise
//! its outcome by retrograde analysis (the output says which).

use pebbles::games::classical::loopy::{loopy_report, LoopyLimits, LoopyResult};
use pebbles::games::classical::rulesets::Place;
use pebbles::games::classical::RulesetId;

use crate::cgt::CgtArgs;
use crate::cli::Bad;

fn json<T: serde::Serialize>(v: &T) -> Result<String, Bad> {
    serde_json::to_string(v).map_err(|e| Bad(e.to_string()))
}

/// The report or comparison of the loopy expression `text`.
pub fn run_cgt(a: &CgtArgs, text: &str) -> Result<String, Bad> {
    match loopy_report(text).map_err(|e| Bad(format!("--expr {e}")))? {
        LoopyResult::Value(r) if a.json => json(&r),
        LoopyResult::Value(r) => Ok(r.text()),
        LoopyResult::Comparison(c) if a.json => json(&c),
        LoopyResult::Comparison(c) => Ok(format!("{}\n", c.result)),
    }
}

/// The loopy value or outcome of the position of a loopy ruleset given
/// by `--game`/`--position` (or `--ID POS`), within `--time-limit`.
pub fn run_position(a: &CgtArgs, ruleset: RulesetId) -> Result<String, Bad> {
    if a.cool.is_some() || a.heat.is_some() {
        return Err(Bad(
            "--cool and --heat are for short games, not loopy ones".into()
        ));
    }
    if a.csv {
        return Err(Bad("--csv goes with --octal or --nimtable".into()));
    }
    let Some((_, boards)) = a.position.boards(Place::Cli)? else {
        return Err(Bad("--position: no position given".into()));
    };
    let clock = a.limits.budget()?;
    let mut explored = 0;
    let mut stop = |n: u64| {
        explored = n;
        clock.expired()
    };
    let report = ruleset
        .loopy(&boards, &LoopyLimits::CLI, &mut stop)
        .map_err(|e| Bad(format!("--position {e}")))?;
    let Some(r) = report else {
        let at = format!("{explored} positions explored");
        return Err(Bad(format!("--position: {}", clock.stopped(&at))));
    };
    if a.json {
        json(&r)
    } else {
        Ok(r.text())
    }
}
