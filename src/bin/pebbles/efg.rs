//! `pebbles efg`: Gambit `.efg` files (perfect information): the tree with
//! its PSPE, or Theorem 11's one-heap Cumulative Game as a ruleset file.

use clap::Args;
use pebbles::games::common::Tie;
use pebbles::games::cumulative_games as cg;
use pebbles::games::efg;

use crate::cli::{opt, Bad};

/// Largest `.efg` file read: 32 MiB (a line per node, [`efg::MAX_NODES`] nodes).
const MAX_EFG_BYTES: u64 = 32 << 20;

#[derive(Args)]
pub struct EfgArgs {
    /// A Gambit extensive-form file (`EFG 2 R …`), perfect information only.
    #[arg(value_name = "FILE")]
    file: String,
    /// Print the tree, the PSPE and the payoffs as one JSON object.
    #[arg(long)]
    json: bool,
    /// Print Theorem 11's one-heap Cumulative Game as a ruleset file (JSON,
    /// for `pebbles game --rules FILE --heap Q`).
    #[arg(long, conflicts_with = "json")]
    to_cumulative: bool,
    /// Tie rule of every player: antagonistic or friendly.
    #[arg(long, value_name = "RULE", default_value = Tie::Antagonistic.name())]
    tie: String,
}

/// The file's text, at most [`MAX_EFG_BYTES`] read.
fn read(path: &str) -> Result<String, Bad> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_EFG_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| Bad(format!("cannot read '{path}': {e}")))?;
    if bytes.len() as u64 > MAX_EFG_BYTES {
        return Err(Bad(format!("'{path}' is larger than 32 MiB")));
    }
    String::from_utf8(bytes).map_err(|_| Bad(format!("'{path}' is not UTF-8 text")))
}

pub fn run(a: EfgArgs) -> Result<String, Bad> {
    let tie: Tie = opt("tie", a.tie.parse())?;
    let text = read(&a.file)?;
    let game = efg::parse(&text).map_err(|e| Bad(format!("{}: {e}", a.file)))?;
    if a.to_cumulative {
        let t = efg::theorem11(&game, tie).map_err(|e| Bad(format!("{}: {e}", a.file)))?;
        return Ok(cg::to_json(&t.ruleset));
    }
    let pspe = efg::solve(&game, tie);
    Ok(if a.json {
        efg::report_json(&game, &pspe)
    } else {
        efg::report_text(&game, &pspe)
    })
}
