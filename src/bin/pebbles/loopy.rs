//! Loopy games (issue 38): `pebbles cgt --expr EXPR` when the expression
//! uses loopy notation (`on`, `off`, `dud`, `over`, `under`, `upon`,
//! `pass`, labels `a{0|a}`, `S & T`, `^[on]`): its canonical form (a
//! canonical stopper, or `S & T`), sides, whether it is a stopper and its
//! outcome with draws; `A == B`, `A <= B`… compare.

use pebbles::games::classical::loopy::{loopy_report, LoopyResult};

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
