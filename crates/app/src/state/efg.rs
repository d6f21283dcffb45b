//! `#/efg`: a Gambit `.efg` file (perfect information) and the tie rule.
//!
//! A built-in example travels as `ex=NAME`; a pasted or loaded file as
//! `efg=` (lz-string, URI-safe alphabet, bounded like `rules=`). A file is
//! parsed before it is accepted, so a bad `efg=` becomes a notice naming its
//! line and the page keeps the default example.

use crate::games::common::Tie;
use crate::games::efg;
use crate::notation::NotationError;

/// Longest `.efg` text a link carries (before compression); longer files
/// (loaded from disk, up to [`MAX_EFG_FILE`]) are solved but not linked.
pub const MAX_EFG_LEN: usize = 20_000;

/// Longest compressed `efg=` value read (lz-string needs at most about 16
/// bits per character, written 6 bits to a link character).
pub const MAX_EFG_PARAM: usize = MAX_EFG_LEN * 3;

/// Largest file the page reads from disk: 1 MiB.
pub const MAX_EFG_FILE: u64 = 1 << 20;

/// The built-in examples: (name for `ex=`, title, file).
pub const EFG_EXAMPLES: [(&str, &str, &str); 2] = [
    (
        "figure4",
        "Figure 4 of Larsson, Meir & Zick: Squirrel Pebbles, S = {2,3}, heap 7",
        FIGURE_4,
    ),
    ("three", "Three players, hand-solved", THREE),
];

/// Seed 000, Figure 4: the extensive form of S = {2,3} from heap 7 (node
/// names `x;(C1,C2)`), as `pebbles tree --moves 2,3 --heap 7 --format efg`
/// writes it, with the paper's players.
pub(crate) const FIGURE_4: &str = r#"EFG 2 R "Squirrel Pebbles S={2,3} from heap 7 (Larsson, Meir & Zick, Figure 4)" { "Alice" "Bob" }
"Self-interest: each player's utility is its final cumulation"

p "7;(0,0)" 1 1 "" { "2" "3" } 0
p "5;(2,0)" 2 1 "" { "2" "3" } 0
p "3;(2,2)" 1 2 "" { "2" "3" } 0
t "1;(4,2)" 1 "(4,2)" { 4, 2 }
t "0;(5,2)" 2 "(5,2)" { 5, 2 }
p "2;(2,3)" 1 3 "" { "2" } 0
t "0;(4,3)" 3 "(4,3)" { 4, 3 }
p "4;(3,0)" 2 2 "" { "2" "3" } 0
p "2;(3,2)" 1 4 "" { "2" } 0
t "0;(5,2)" 4 "(5,2)" { 5, 2 }
t "1;(3,3)" 5 "(3,3)" { 3, 3 }
"#;

/// A three-player game solved by hand in `tests/efg.rs`.
pub(crate) const THREE: &str = r#"EFG 2 R "Three players, hand-solved" { "Ann" "Bob" "Cid" }
"A 3-player perfect-information game"

p "root" 1 1 "" { "L" "R" } 0
p "bL" 2 1 "" { "l" "r" } 0
t "LL" 1 "o1" { 3 1 2 }
p "cLr" 3 1 "" { "x" "y" } 0
t "Lrx" 2 "o2" { 1 4 0 }
t "Lry" 3 "o3" { 5 4 1 }
p "cR" 3 2 "" { "u" "v" } 0
t "Ru" 4 "o4" { 2 2 3/2 }
t "Rv" 5 "o5" { 6, 0, 1.5 }
"#;

/// Where the page's file comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EfgSource {
    /// One of [`EFG_EXAMPLES`], by name.
    Example(&'static str),
    /// A pasted or loaded file that parses.
    Text(String),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EfgState {
    pub source: EfgSource,
    /// Every player's tie rule (`tie=a` or `tie=f`).
    pub tie: Tie,
}

impl Default for EfgState {
    fn default() -> Self {
        EfgState {
            source: EfgSource::Example(EFG_EXAMPLES[0].0),
            tie: Tie::Antagonistic,
        }
    }
}

impl EfgState {
    /// The file's text.
    pub fn text(&self) -> &str {
        match &self.source {
            EfgSource::Example(name) => example(name).map_or("", |(_, _, t)| t),
            EfgSource::Text(t) => t,
        }
    }

    /// Whether the link carries the file (a file over [`MAX_EFG_LEN`] does not).
    pub fn linkable(&self) -> bool {
        match &self.source {
            EfgSource::Example(_) => true,
            EfgSource::Text(t) => t.len() <= MAX_EFG_LEN,
        }
    }
}

/// The example named `name`.
pub fn example(name: &str) -> Option<(&'static str, &'static str, &'static str)> {
    EFG_EXAMPLES.into_iter().find(|(n, _, _)| *n == name)
}

pub fn parse_example(text: &str) -> Result<&'static str, NotationError> {
    let t = text.trim();
    example(t).map(|(n, _, _)| n).ok_or_else(|| {
        let names: Vec<&str> = EFG_EXAMPLES.iter().map(|(n, _, _)| *n).collect();
        NotationError::new(t, format!("is not an example; use {}", names.join(" or ")))
    })
}

/// A `.efg` text the page accepts: it parses (the error names the line and
/// is the parser's own message).
pub fn check_efg(text: &str) -> Result<(), NotationError> {
    efg::parse(text).map(|_| ()).map_err(|e| {
        let token = match &e {
            efg::EfgError::Expected { token, .. }
            | efg::EfgError::Chance { token, .. }
            | efg::EfgError::Imperfect { token, .. }
            | efg::EfgError::Player { token, .. }
            | efg::EfgError::Payoff { token, .. }
            | efg::EfgError::Outcome { token, .. }
            | efg::EfgError::OutcomeTwice { token, .. }
            | efg::EfgError::Trailing { token, .. } => token.clone(),
            _ => String::new(),
        };
        NotationError::new(token, e.to_string())
    })
}
