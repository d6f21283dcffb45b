//! Misère canonical forms and outcomes of ruleset positions, walked over
//! the ruleset's own positions (not over normal-play values, which do not
//! determine misère play), with an explicit stack, a memo by position and
//! a budget of distinct positions.

use super::arena::{Mis, MisereUniverse};
use super::outcome::{misere_outcome_of, Options};
use super::MisereError;
use crate::classical::rulesets::AnyRuleset;
use crate::common::{Class, FxMap, Player};

/// Most distinct positions one board's misère analysis visits.
pub const MISERE_POSITIONS: usize = 200_000;

/// The misère canonical form of one board of an impartial ruleset.
pub fn position_canonical(
    u: &mut MisereUniverse,
    rules: &dyn AnyRuleset,
    board: &str,
    budget: usize,
) -> Result<Mis, MisereError> {
    position_canonical_in(u, rules, board, budget, &mut FxMap::default(), 0)
}

/// [`position_canonical`] with the memo of the board's positions kept by
/// the caller (a computation resumed after a step's budget keeps what it
/// found), each new position counting `cost` units of `u`'s work (0: none).
/// `budget` bounds the positions in the memo and on the stack.
pub fn position_canonical_in(
    u: &mut MisereUniverse,
    rules: &dyn AnyRuleset,
    board: &str,
    budget: usize,
    memo: &mut FxMap<String, Mis>,
    cost: u64,
) -> Result<Mis, MisereError> {
    if !rules.info().impartial {
        return Err(MisereError::NotImpartialRuleset {
            token: rules.id().to_string(),
        });
    }
    if let Some(&g) = memo.get(board) {
        return Ok(g);
    }
    // Frames: a position, its options, how many are done.
    let mut stack: Vec<(String, Vec<String>, usize)> = Vec::new();
    let options =
        |text: &str| -> Result<Vec<String>, MisereError> { Ok(rules.options(text, Player::Left)?) };
    stack.push((board.to_string(), options(board)?, 0));
    while let Some((pos, opts, done)) = stack.last_mut() {
        if *done < opts.len() {
            let next = opts[*done].clone();
            if memo.contains_key(&next) {
                *done += 1;
                continue;
            }
            if memo.len() + stack.len() >= budget {
                return Err(MisereError::Work {
                    what: "positions of a board in misère play",
                    limit: budget as u64,
                });
            }
            if cost > 0 {
                u.tick(cost)?;
            }
            let o = options(&next)?;
            stack.push((next, o, 0));
            continue;
        }
        let values: Vec<Mis> = opts.iter().map(|o| memo[o]).collect();
        let pos = pos.clone();
        stack.pop();
        let g = u.canon(values)?;
        memo.insert(pos.clone(), g);
        if stack.is_empty() {
            return Ok(g);
        }
        if let Some(top) = stack.last_mut() {
            top.2 += 1;
        }
    }
    Ok(MisereUniverse::ZERO)
}

/// Positions of a ruleset numbered as they are met.
struct Positions<'r> {
    rules: &'r dyn AnyRuleset,
    ids: FxMap<String, u32>,
    texts: Vec<String>,
}

impl Positions<'_> {
    fn id(&mut self, text: String) -> u32 {
        if let Some(&i) = self.ids.get(&text) {
            return i;
        }
        let i = self.texts.len() as u32;
        self.ids.insert(text.clone(), i);
        self.texts.push(text);
        i
    }
}

impl Options for Positions<'_> {
    type Node = u32;
    fn options(&mut self, n: u32, player: Player) -> Result<Vec<u32>, MisereError> {
        let moves = self.rules.options(&self.texts[n as usize], player)?;
        Ok(moves.into_iter().map(|to| self.id(to)).collect())
    }
}

/// The misère outcome of one board of any ruleset (partizan or not),
/// visiting at most `budget` positions (with the player to move).
pub fn position_outcome(
    rules: &dyn AnyRuleset,
    board: &str,
    budget: u64,
) -> Result<Class, MisereError> {
    let mut p = Positions {
        rules,
        ids: FxMap::default(),
        texts: Vec::new(),
    };
    let root = p.id(board.to_string());
    misere_outcome_of(&mut p, root, budget)
}
