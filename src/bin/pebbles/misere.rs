//! Misère play (issue 39): `pebbles cgt --misere --expr EXPR` and `pebbles
//! cgt --misere --game ID --position POS` (the misère outcome; for an
//! impartial game its misère canonical form in CGSuite's notation and its
//! genus), and `pebbles misere --census DAY` (how many misère canonical
//! impartial games are born by day DAY).

use clap::Args;
use pebbles::games::classical::misere::{census, misere_compare, MisereReport, CENSUS_WORK_LIMIT};
use pebbles::games::classical::rulesets::{Place, Rulesets};
use pebbles::games::classical::RulesetId;

use crate::cgt::CgtArgs;
use crate::cli::Bad;
use crate::limits::MISERE_WORK;

#[derive(Args)]
pub struct MisereArgs {
    /// Count the misère canonical impartial games born by day DAY (0 to 5;
    /// Conway's 1, 2, 3, 5, 22, 4 171 780).
    #[arg(long, value_name = "DAY", required = true)]
    census: String,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn json<T: serde::Serialize>(v: &T) -> Result<String, Bad> {
    serde_json::to_string(v).map_err(|e| Bad(e.to_string()))
}

pub fn run(a: MisereArgs) -> Result<String, Bad> {
    let t = a.census.trim();
    let day: u32 = t
        .parse()
        .map_err(|_| Bad(format!("--census `{t}`: expected a day from 0 to 5")))?;
    let r = census(day, CENSUS_WORK_LIMIT).map_err(|e| Bad(format!("--census {e}")))?;
    if a.json {
        return json(&r);
    }
    let mut out = String::new();
    for (d, c) in r.counts.iter().enumerate() {
        out += &format!("born by day {d}: {c}\n");
    }
    Ok(out)
}

/// `pebbles cgt --misere`: an expression, or a position of an impartial
/// ruleset of the registry.
pub fn run_cgt(a: &CgtArgs) -> Result<String, Bad> {
    let report = if let Some((ruleset, boards)) = a.position.boards(Place::Cli)? {
        position(ruleset, &boards.join(" + "))?
    } else {
        let text = a.expr.as_deref().unwrap_or_default();
        let compared = misere_compare(text, MISERE_WORK).map_err(|e| Bad(format!("--expr {e}")))?;
        if let Some(c) = compared {
            return if a.json {
                json(&c)
            } else {
                Ok(format!("{}\n", c.result))
            };
        }
        MisereReport::of_expr(text, MISERE_WORK).map_err(|e| Bad(format!("--expr {e}")))?
    };
    if a.json {
        json(&report)
    } else {
        Ok(report.to_text())
    }
}

fn position(ruleset: RulesetId, text: &str) -> Result<MisereReport, Bad> {
    let rules = Rulesets::builtin()
        .find(ruleset.code())
        .map_err(|e| Bad(format!("--game {e}")))?;
    MisereReport::of_position(rules, text, MISERE_WORK).map_err(|e| Bad(format!("--position {e}")))
}
