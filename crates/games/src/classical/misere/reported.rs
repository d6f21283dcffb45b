//! The misère outcome in the normal-play reports ([`GameReport`]): of an
//! expression's literal form as written (boards as their own game trees),
//! of a sum of a ruleset's boards over its own positions, never of the
//! normal-play canonical form (`*2 + *2` is `0`, a misère N-position, yet
//! the sum is a P-position). Each within [`REPORT_MISERE_POSITIONS`]: past
//! it the report leaves the field out and says why in `stopped`.

use super::lazy::Terms;
use super::outcome::{misere_outcome_of, Options};
use super::MisereError;
use crate::classical::parse::{parse_with, ExprLimits};
use crate::classical::report::GameReport;
use crate::classical::rulesets::{AnyRuleset, Rulesets};
use crate::classical::universe::Universe;
use crate::common::{Class, FxMap, Player};

/// Positions (with the player to move) the misère outcome of a report
/// may visit: about 0.5 s in a debug build on a 5×6 Domineering board
/// (each position's moves are read from its text), a small fraction of
/// that in a release build, so a report is not made noticeably slower.
pub const REPORT_MISERE_POSITIONS: u64 = 50_000;

/// The misère outcome of the game expression `text` (not a comparison),
/// played as written: sums and negatives by their definitions, `{…|…}` as
/// given, numbers and nimbers as their canonical forms, boards `NAME[POS]`
/// over their own positions.
pub fn expr_outcome(
    u: &mut Universe,
    text: &str,
    limits: ExprLimits,
    rulesets: &Rulesets,
    budget: u64,
) -> Result<Class, MisereError> {
    let mut terms = Terms::new(u, rulesets, budget as usize);
    let parsed = parse_with(&mut terms, text, limits, rulesets);
    if terms.full() {
        return Err(MisereError::Work {
            what: "terms of the expression's misère outcome",
            limit: budget,
        });
    }
    let g = match parsed {
        Ok((g, None)) => g,
        Ok((_, Some(_))) | Err(_) => {
            return Err(MisereError::NotAGame {
                token: crate::notation::shown(text),
            })
        }
    };
    misere_outcome_of(&mut terms, g, budget)
}

/// A sum of boards of one ruleset: its components' positions, numbered.
struct SumPositions<'r> {
    rules: &'r dyn AnyRuleset,
    boards: FxMap<String, u32>,
    board_texts: Vec<String>,
    /// Each board's options, by player (Left, Right).
    moves: FxMap<(u32, Player), Vec<u32>>,
    sums: FxMap<Vec<u32>, u32>,
    sum_parts: Vec<Vec<u32>>,
}

impl SumPositions<'_> {
    fn board(&mut self, text: String) -> u32 {
        if let Some(&i) = self.boards.get(&text) {
            return i;
        }
        let i = self.board_texts.len() as u32;
        self.boards.insert(text.clone(), i);
        self.board_texts.push(text);
        i
    }

    /// The sum of `parts`, as a multiset (a sum's order does not matter).
    fn sum(&mut self, mut parts: Vec<u32>) -> u32 {
        parts.sort_unstable();
        if let Some(&i) = self.sums.get(&parts) {
            return i;
        }
        let i = self.sum_parts.len() as u32;
        self.sums.insert(parts.clone(), i);
        self.sum_parts.push(parts);
        i
    }
}

impl Options for SumPositions<'_> {
    type Node = u32;
    fn options(&mut self, n: u32, player: Player) -> Result<Vec<u32>, MisereError> {
        let parts = self.sum_parts[n as usize].clone();
        let mut out = Vec::new();
        for (k, &b) in parts.iter().enumerate() {
            if k > 0 && parts[k - 1] == b {
                continue; // the same move in an equal component
            }
            let moves = match self.moves.get(&(b, player)) {
                Some(m) => m.clone(),
                None => {
                    let text = self.board_texts[b as usize].clone();
                    let m: Vec<u32> = self
                        .rules
                        .options(&text, player)?
                        .into_iter()
                        .map(|to| self.board(to))
                        .collect();
                    self.moves.insert((b, player), m.clone());
                    m
                }
            };
            for to in moves {
                let mut next = parts.clone();
                next[k] = to;
                out.push(self.sum(next));
            }
        }
        Ok(out)
    }
}

/// The misère outcome of the sum of `boards` of `rules`, over the sum's
/// own positions (a sum's misère outcome is not a function of its
/// components' outcomes), memoised by position, within `budget`
/// positions with the player to move.
pub fn sum_outcome(
    rules: &dyn AnyRuleset,
    boards: &[String],
    budget: u64,
) -> Result<Class, MisereError> {
    let mut p = SumPositions {
        rules,
        boards: FxMap::default(),
        board_texts: Vec::new(),
        moves: FxMap::default(),
        sums: FxMap::default(),
        sum_parts: Vec::new(),
    };
    let parts = boards.iter().map(|b| p.board(b.clone())).collect();
    let root = p.sum(parts);
    misere_outcome_of(&mut p, root, budget)
}

impl GameReport {
    /// Sets [`GameReport::misere_outcome`] from `outcome`, or leaves it
    /// out and says why in `stopped` (`misère outcome: …`).
    pub fn set_misere(&mut self, outcome: Result<Class, MisereError>) {
        match outcome {
            Ok(c) => self.misere_outcome = Some(c),
            Err(e) => {
                self.misere_outcome = None;
                self.stopped.push(format!("misère outcome: {e}"));
            }
        }
    }
}
