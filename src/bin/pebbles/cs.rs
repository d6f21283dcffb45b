//! `pebbles cs`: Cumulative Subtraction tables.

use clap::Args;
use pebbles::games::common::Player;
use pebbles::games::cumulative_subtraction::{self as cs};
use pebbles::jobs;
use pebbles::notation;

use crate::cli::{opt, Bad, RulesArgs};

#[derive(Args)]
pub struct CsArgs {
    #[command(flatten)]
    rules: RulesArgs,
    /// Heap range, both ends included: `0..9` is ten heaps.
    #[arg(
        long,
        value_name = "A..B",
        default_value = "0..20",
        allow_hyphen_values = true
    )]
    heaps: String,
    /// Print one JSON object instead of a table.
    #[arg(long, conflicts_with = "csv")]
    json: bool,
    /// Print CSV, one row per heap.
    #[arg(long)]
    csv: bool,
}

pub fn run(a: CsArgs) -> Result<String, Bad> {
    let (rules, ties) = a.rules.rules()?;
    let (lo, hi) = opt("heaps", notation::parse_range(&a.heaps, 0, cs::MAX_HEAP))?;
    let table = cs::solve(rules, ties, jobs::cs_horizon(hi)).map_err(Bad)?;
    if a.json {
        return Ok(cs::report(&table, lo, hi).to_string());
    }
    if a.csv {
        return Ok(jobs::cs_csv(&table, lo, hi));
    }
    Ok(cs_text(&table, lo, hi))
}

fn cs_text(t: &cs::Table, lo: u32, hi: u32) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let sym = t.is_symmetric();
    let _ = writeln!(
        s,
        "{:>6} {:>8} {:>8} {:>12} {:>12} {:>6} {:>6}{}",
        "x",
        "zs L1st",
        "zs R1st",
        "si L1st",
        "si R1st",
        "normal",
        "misère",
        if sym { "  grundy" } else { "" }
    );
    let pair = |(a, b): (i64, i64)| format!("({a},{b})");
    for x in lo..=hi {
        let _ = write!(
            s,
            "{:>6} {:>8} {:>8} {:>12} {:>12} {:>6} {:>6}",
            x,
            t.zero_sum(x, Player::Left),
            t.zero_sum(x, Player::Right),
            pair(t.self_interest(x, Player::Left)),
            pair(t.self_interest(x, Player::Right)),
            t.normal(x).as_str(),
            t.misere(x).as_str(),
        );
        if let Some(g) = t.grundy(x) {
            let _ = write!(s, " {g:>7}");
        }
        s.push('\n');
    }
    let period = |name: &str, p: Option<pebbles::games::common::Period>| match p {
        Some(p) => format!(
            "{name}: periodic from heap {} with period {}\n",
            p.preperiod, p.period
        ),
        None => format!("{name}: not periodic within heaps 0..{}\n", t.max_heap()),
    };
    s.push_str(&period("zero-sum", t.zero_sum_period()));
    if sym {
        s.push_str(&period("grundy", t.grundy_period()));
    }
    s
}
