//! `pebbles cgt`: classical short games (seed 002). A game expression, a
//! Domineering board or a Clobber board → canonical form, outcome, stops,
//! mean, temperature, birthday and thermograph.

use clap::{ArgGroup, Args};
use pebbles::games::classical::{Clobber, ComparisonReport, Domineering, Solver, Universe, Value};

use crate::cli::Bad;

#[derive(Args)]
#[command(group(ArgGroup::new("input").required(true).args(["expr", "domineering", "clobber"])))]
pub struct CgtArgs {
    /// A game or comparison: `{0,*|-1}`, `^ + *2`, `{3||2*|1*} - 2`, `^ <= *`.
    #[arg(long, value_name = "EXPR", allow_hyphen_values = true)]
    expr: Option<String>,
    /// A Domineering board: `.` empty, `#` blocked, rows separated by `|`
    /// (Left places vertical dominoes).
    #[arg(long, value_name = "BOARD")]
    domineering: Option<String>,
    /// A Clobber board: `x` Left, `o` Right, `.` empty, rows separated by `|`.
    #[arg(long, value_name = "BOARD")]
    clobber: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn json<T: serde::Serialize>(v: &T) -> Result<String, Bad> {
    serde_json::to_string(v).map_err(|e| Bad(e.to_string()))
}

pub fn run(a: CgtArgs) -> Result<String, Bad> {
    let mut u = Universe::new();
    let g = if let Some(text) = &a.expr {
        match u.parse_expr(text).map_err(|e| Bad(format!("--expr {e}")))? {
            Value::Game(g) => g,
            Value::Truth(result) => {
                let r = ComparisonReport {
                    expression: text.clone(),
                    result,
                };
                return if a.json {
                    json(&r)
                } else {
                    Ok(format!("{result}\n"))
                };
            }
        }
    } else if let Some(text) = &a.domineering {
        let board = Domineering::parse(text).map_err(|e| Bad(format!("--domineering {e}")))?;
        Solver::new(Domineering).value(&mut u, &board)
    } else {
        let text = a.clobber.as_deref().unwrap_or_default();
        let board = Clobber::parse(text).map_err(|e| Bad(format!("--clobber {e}")))?;
        Solver::new(Clobber).value(&mut u, &board)
    };
    let report = u.report(g);
    if a.json {
        json(&report)
    } else {
        Ok(report.text())
    }
}
