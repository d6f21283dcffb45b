//! Misère play (issue 39): `pebbles cgt --misere --expr EXPR` and `pebbles
//! cgt --misere --game ID --position POS` (the misère outcome; for an
//! impartial game its misère canonical form in CGSuite's notation and its
//! genus), and `pebbles misere --census DAY` (how many misère canonical
//! impartial games are born by day DAY).

use clap::{ArgGroup, Args};
use pebbles::games::classical::misere::{
    census, misere_compare, parse_heap_bound, quotient, MisereReport, CENSUS_WORK_LIMIT,
    DEFAULT_QUOTIENT_HEAPS,
};
use pebbles::games::classical::octal::OctalCode;
use pebbles::games::classical::rulesets::{Place, Rulesets};
use pebbles::games::classical::RulesetId;

use crate::cgt::CgtArgs;
use crate::cli::Bad;
use crate::limits::MISERE_WORK;

#[derive(Args)]
#[command(group(ArgGroup::new("what").required(true).args(["census", "quotient"])))]
pub struct MisereArgs {
    /// Count the misère canonical impartial games born by day DAY (0 to 5;
    /// Conway's 1, 2, 3, 5, 22, 4 171 780).
    #[arg(long, value_name = "DAY")]
    census: Option<String>,
    /// The misère quotient of an octal or hexadecimal code (`0.77`
    /// Kayles, `0.07`, `0.137`, `0.75`): its presentation, P-portion,
    /// heaps' elements and multiplication table, verified for every sum of
    /// heaps up to `--heaps`.
    #[arg(long, alias = "octal", value_name = "CODE")]
    quotient: Option<String>,
    /// The heaps of `--quotient`: `N` or `0..N` (default 12, at most 40).
    #[arg(long, value_name = "N", requires = "quotient")]
    heaps: Option<String>,
    /// With `--quotient`: who wins this sum of heaps (`3+5+7` or `3,5,7`).
    #[arg(long, alias = "position", value_name = "HEAPS", requires = "quotient")]
    sum: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn json<T: serde::Serialize>(v: &T) -> Result<String, Bad> {
    serde_json::to_string(v).map_err(|e| Bad(e.to_string()))
}

pub fn run(a: MisereArgs) -> Result<String, Bad> {
    if let Some(code) = &a.quotient {
        return run_quotient(&a, code);
    }
    let t = a.census.as_deref().unwrap_or_default().trim();
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

/// `pebbles misere --quotient CODE [--heaps N] [--sum 3+5+7]`.
fn run_quotient(a: &MisereArgs, code: &str) -> Result<String, Bad> {
    let code: OctalCode = code.parse().map_err(|e| Bad(format!("--quotient {e}")))?;
    let heaps = match &a.heaps {
        Some(h) => parse_heap_bound(h).map_err(|e| Bad(format!("--heaps {e}")))?,
        None => DEFAULT_QUOTIENT_HEAPS,
    };
    // The sum's heaps are read before the quotient is computed, so a typo
    // is refused at once (and a heap beyond the bound too).
    if let Some(text) = &a.sum {
        check_sum(text, heaps)?;
    }
    let q = quotient(&code, heaps).map_err(|e| Bad(format!("--quotient {e}")))?;
    if let Some(text) = &a.sum {
        let answer = q.answer(text).map_err(|e| Bad(format!("--sum {e}")))?;
        return if a.json {
            json(&answer)
        } else {
            Ok(answer.text())
        };
    }
    if a.json {
        json(&q)
    } else {
        Ok(q.text())
    }
}

/// The sum's syntax and heap sizes, before any computation.
fn check_sum(text: &str, heaps: u32) -> Result<(), Bad> {
    pebbles::games::classical::misere::quotient::parse_sum(text, heaps)
        .map(|_| ())
        .map_err(|e| Bad(format!("--sum {e}")))
}

/// `pebbles cgt --misere`: an expression, or a position of an impartial
/// ruleset of the registry.
pub fn run_cgt(a: &CgtArgs) -> Result<String, Bad> {
    let report = if let Some(report) = script(a)? {
        report
    } else if let Some((ruleset, boards)) = a.position.boards(Place::Cli)? {
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

/// `--script FILE --position POS`: the script's game under misère play
/// (its canonical form and genus when the script's game is impartial, its
/// misère outcome otherwise), within the clock of `--time-limit`.
#[cfg(feature = "script")]
fn script(a: &CgtArgs) -> Result<Option<MisereReport>, Bad> {
    use pebbles::games::classical::script::ScriptRuleset;
    crate::script::with_loaded(a, |loaded, _| {
        let rules = ScriptRuleset::new("script", loaded.script.clone());
        MisereReport::of_position(&rules, &loaded.text, MISERE_WORK)
            .map_err(|e| Bad(format!("--script {} --position {e}", loaded.path)))
    })
}

#[cfg(not(feature = "script"))]
fn script(_: &CgtArgs) -> Result<Option<MisereReport>, Bad> {
    Ok(None)
}

fn position(ruleset: RulesetId, text: &str) -> Result<MisereReport, Bad> {
    let rules = Rulesets::builtin()
        .find(ruleset.code())
        .map_err(|e| Bad(format!("--game {e}")))?;
    MisereReport::of_position(rules, text, MISERE_WORK).map_err(|e| Bad(format!("--position {e}")))
}
