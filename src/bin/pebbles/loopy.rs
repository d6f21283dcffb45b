//! Loopy games (issue 38): `pebbles cgt --expr EXPR` when the expression
//! uses loopy notation (`on`, `off`, `dud`, `over`, `under`, `upon`,
//! `pass`, labels `a{0|a}`, `S & T`, `^[on]`): its canonical form (a
//! canonical stopper, or `S & T`), sides, whether it is a stopper and its
//! outcome with draws; `A == B`, `A <= B`… compare. A position of a
//! loopy ruleset (`--fox-and-geese POS`, `--game backsliding-toads-and-frogs
//! --position POS`): its loopy value when its game graph fits, otherwise
//! its outcome by retrograde analysis (the output says which). So does a
//! position of a script whose positions repeat (`--script FILE --position
//! POS`, `--game NAME --position POS` of `--script NAME=FILE`), under the
//! script's limits too.

use pebbles::games::classical::loopy::{loopy_report, LoopyLimits, LoopyResult, PositionReport};
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
    short_flags(a)?;
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
    print(a, &r)
}

/// Refuses the flags of short games' reports (`--cool`, `--heat`,
/// `--csv`) for a loopy position.
fn short_flags(a: &CgtArgs) -> Result<(), Bad> {
    if a.cool.is_some() || a.heat.is_some() {
        return Err(Bad(
            "--cool and --heat are for short games, not loopy ones".into()
        ));
    }
    if a.csv {
        return Err(Bad("--csv goes with --octal or --nimtable".into()));
    }
    Ok(())
}

/// The report of a loopy position (a loopy ruleset's, or a script's whose
/// positions repeat), as text or `--json`.
pub fn print(a: &CgtArgs, r: &PositionReport) -> Result<String, Bad> {
    short_flags(a)?;
    if a.json {
        json(r)
    } else {
        Ok(r.text())
    }
}
