//! Who can force a win, and kingmakers (§2, Example 1).
//!
//! Player `p` can *force* a win from a value if `p` wins at a number `p`,
//! has a child it can force when `p` chooses, and can force every child when
//! somebody else chooses. The player to move is a *kingmaker* when it can't
//! force a win but its choice alone settles which other player does: two
//! children are forced wins for two different other players.

use std::collections::HashMap;

use super::value::{Shape, ValueId, Values};

/// Forced winners and the kingmaker question for one root.
pub struct Outcomes<'a> {
    values: &'a Values,
    players: u8,
    memo: HashMap<(ValueId, u8), u8>,
}

impl<'a> Outcomes<'a> {
    pub fn new(values: &'a Values, players: u8) -> Outcomes<'a> {
        Outcomes {
            values,
            players,
            memo: HashMap::new(),
        }
    }

    /// Bit `p − 1` is set when player `p` can force a win from `v` with
    /// `chooser` to move.
    pub fn forced(&mut self, v: ValueId, chooser: u8) -> u8 {
        if let Some(&m) = self.memo.get(&(v, chooser)) {
            return m;
        }
        let all = (1u8 << self.players) - 1;
        let m = match self.values.shape(v) {
            Shape::Simple { base, bars: 0 } => 1 << (base - 1),
            // `a_i` with i ≥ 1: `a` chooses among other players' values, so
            // nobody is sure of a win.
            Shape::Simple { .. } => 0,
            Shape::List(children) => {
                let next = chooser % self.players + 1;
                let me = 1u8 << (chooser - 1);
                let (mut any, mut every) = (0u8, all);
                for &c in children {
                    let f = self.forced(c, next);
                    any |= f;
                    every &= f;
                }
                (any & me) | (every & !me)
            }
        };
        self.memo.insert((v, chooser), m);
        m
    }

    /// The players who can force a win from `v` with `chooser` to move.
    pub fn winners(&mut self, v: ValueId, chooser: u8) -> Vec<u8> {
        let m = self.forced(v, chooser);
        (1..=self.players)
            .filter(|p| m & (1 << (p - 1)) != 0)
            .collect()
    }

    /// Whether `chooser` is a kingmaker at `v`.
    pub fn is_kingmaker(&mut self, v: ValueId, chooser: u8) -> bool {
        let me = 1u8 << (chooser - 1);
        if self.forced(v, chooser) & me != 0 {
            return false;
        }
        let Shape::List(children) = self.values.shape(v) else {
            // `a_1` is exactly a kingmaker's choice for `a`.
            return matches!(self.values.shape(v), Shape::Simple { base, bars: 1 } if base == chooser);
        };
        let next = chooser % self.players + 1;
        let kings: u8 = children
            .iter()
            .map(|&c| self.forced(c, next) & !me)
            .filter(|m| m.count_ones() == 1)
            .fold(0, |a, m| a | m);
        kings.count_ones() >= 2
    }
}
