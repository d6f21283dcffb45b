//! Scoring play (issue 40): `pebbles scoring --expr EXPR` (a guaranteed
//! scoring game's canonical form, optimal scores and birthday, or a
//! comparison's truth) and `pebbles scoring --cs S --heap N` (a Cumulative
//! Subtraction heap of the zero-sum variant as a scoring game, beside the
//! zero-sum table's values). Bidding CS is refused with the reason.

use clap::Args;
use pebbles::games::cumulative_subtraction::{parse_moves, Rules};
use pebbles::games::scoring::{scoring_expr, ScoringCsReport, ScoringError, MAX_CS_HEAP};

use crate::cli::{opt, Bad};
use crate::limits::SCORING_WORK;

#[derive(Args)]
pub struct ScoringArgs {
    /// A scoring game or a comparison: `<L|R>` with options split by commas,
    /// `^n` for an empty side, integers, `hat(n)`, `-G`, `G + H`, `G - H`,
    /// `G >= H` (also `<=`, `==`, `!=`, `<`, `>`, `<>` for confused).
    #[arg(
        long,
        value_name = "EXPR",
        allow_hyphen_values = true,
        conflicts_with = "cs"
    )]
    expr: Option<String>,
    /// A Cumulative Subtraction subtraction set (Left's too with --cs-right),
    /// e.g. `2,3` or `1..4`.
    #[arg(
        long,
        value_name = "SET",
        allow_hyphen_values = true,
        requires = "heap"
    )]
    cs: Option<String>,
    /// Right's subtraction set (partizan CS; Left's is --cs).
    #[arg(long, value_name = "SET", allow_hyphen_values = true, requires = "cs")]
    cs_right: Option<String>,
    /// The heap of --cs.
    #[arg(long, value_name = "N")]
    heap: Option<String>,
    /// Bidding CS at a total budget: refused (the theory assumes alternating play).
    #[arg(long, value_name = "BUDGET")]
    budget: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

fn json<T: serde::Serialize>(v: &T) -> Result<String, Bad> {
    serde_json::to_string(v).map_err(|e| Bad(e.to_string()))
}

pub fn run(a: ScoringArgs) -> Result<String, Bad> {
    if a.budget.is_some() {
        return Err(Bad(format!("--budget: {}", ScoringError::Bidding)));
    }
    if let Some(set) = &a.cs {
        let left = opt("cs", parse_moves(set))?;
        let rules = match &a.cs_right {
            Some(r) => Rules::partizan(left, opt("cs-right", parse_moves(r))?),
            None => Rules::symmetric(left),
        };
        let text = a.heap.as_deref().unwrap_or_default().trim();
        let heap: u32 = text.parse().map_err(|_| {
            Bad(format!(
                "--heap `{text}`: expected a heap from 0 to {MAX_CS_HEAP}"
            ))
        })?;
        let r = ScoringCsReport::new(&rules, heap, SCORING_WORK)
            .map_err(|e| Bad(format!("--cs: {e}")))?;
        return if a.json { json(&r) } else { Ok(r.to_text()) };
    }
    let Some(text) = a.expr.as_deref() else {
        return Err(Bad("give --expr EXPR or --cs SET --heap N".into()));
    };
    let r = scoring_expr(text, SCORING_WORK).map_err(|e| Bad(format!("--expr {e}")))?;
    if a.json {
        json(&r)
    } else {
        Ok(r.to_text())
    }
}
