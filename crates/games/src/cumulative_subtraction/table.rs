//! The solved table: outcome queries, optimal moves, play lines and periods.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;

use super::rules::Rules;
use super::solver::Parts;
use crate::common::{find_period, remoteness_of, Class, Period, Player, Ties, Variant};

/// One move of a play line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayStep {
    pub player: Player,
    pub amount: u32,
    pub heap_after: u32,
    /// (Left, Right) pockets after this move.
    pub pockets: (i64, i64),
}

// Bits of `Table::cls`: does the player to move win, normal and misère play.
pub(super) const NORMAL_L: u8 = 1;
pub(super) const NORMAL_R: u8 = 2;
pub(super) const MISERE_L: u8 = 4;
pub(super) const MISERE_R: u8 = 8;

/// Solved outcomes for heaps `0..=max_heap`; queries panic for larger heaps.
/// The [`Solver`](super::Solver) fills the vectors, one heap after another.
#[derive(Clone)]
pub struct Table {
    pub(super) rules: Rules,
    pub(super) ties: Ties,
    pub(super) parts: Parts,
    pub(super) max_heap: u32,
    pub(super) symmetric: bool,
    /// The first heap still held: 0, except in a rolling table (see
    /// [`Rolling`](super::Rolling)), which drops old rows.
    pub(super) base: u32,
    /// `[Left starts, Right starts]`.
    // Public for the tests in tests/it (the rolling table's memory bound).
    #[doc(hidden)]
    pub zs: Vec<[i32; 2]>,
    /// `[Left starts, Right starts]`, each `[left gain, right gain]`.
    pub(super) si: Vec<[[u32; 2]; 2]>,
    pub(super) cls: Vec<u8>,
    pub(super) grundy: Vec<u32>,
    zs_period: OnceLock<Option<Period>>,
    grundy_period: OnceLock<Option<Period>>,
}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table")
            .field("rules", &self.rules)
            .field("ties", &self.ties)
            .field("parts", &self.parts)
            .field("max_heap", &self.max_heap)
            .finish_non_exhaustive()
    }
}

impl Table {
    /// An empty table for normalised `rules`, with room for `n` rows of the
    /// chosen parts.
    pub(super) fn with_capacity(
        rules: Rules,
        ties: Ties,
        max_heap: u32,
        n: usize,
        parts: Parts,
    ) -> Table {
        let symmetric = rules.left == rules.right;
        let cap = |on: bool| if on { n } else { 0 };
        Table {
            ties,
            parts,
            max_heap,
            symmetric,
            base: 0,
            zs: Vec::with_capacity(cap(parts.zero_sum)),
            si: Vec::with_capacity(cap(parts.self_interest)),
            cls: Vec::with_capacity(cap(parts.classes)),
            grundy: Vec::with_capacity(cap(parts.grundy && symmetric)),
            zs_period: OnceLock::new(),
            grundy_period: OnceLock::new(),
            rules,
        }
    }

    pub fn max_heap(&self) -> u32 {
        self.max_heap
    }

    /// Where heap `x` is stored.
    fn at(&self, x: u32) -> usize {
        (x - self.base) as usize
    }

    /// Drops the rows of heaps below `keep_from` (a rolling table).
    pub(super) fn drop_before(&mut self, keep_from: u32) {
        let n = (keep_from - self.base) as usize;
        let n_of = |len: usize| n.min(len);
        self.zs.drain(..n_of(self.zs.len()));
        self.si.drain(..n_of(self.si.len()));
        self.cls.drain(..n_of(self.cls.len()));
        self.grundy.drain(..n_of(self.grundy.len()));
        self.base = keep_from;
    }

    /// The normalised rules (sets sorted and deduplicated).
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn ties(&self) -> Ties {
        self.ties
    }

    pub fn parts(&self) -> Parts {
        self.parts
    }

    pub fn is_symmetric(&self) -> bool {
        self.symmetric
    }

    /// Whether `variant` was computed (Grundy also needs symmetric rules).
    pub fn has(&self, variant: Variant) -> bool {
        match variant {
            Variant::ZeroSum => self.parts.zero_sum,
            Variant::SelfInterest => self.parts.self_interest,
            Variant::Normal | Variant::Misere => self.parts.classes,
            Variant::Grundy => self.parts.grundy && self.symmetric,
        }
    }

    fn need(&self, variant: Variant) {
        assert!(
            self.has(variant),
            "{variant:?} values were not computed for this table"
        );
    }

    /// Legal amounts for `p` at heap `x`, ascending.
    pub fn moves(&self, x: u32, p: Player) -> Vec<u32> {
        self.rules.moves(x, p)
    }

    /// Definition 4: Left's pocket minus Right's under optimal play.
    pub fn zero_sum(&self, x: u32, starter: Player) -> i64 {
        self.need(Variant::ZeroSum);
        i64::from(self.zs[self.at(x)][starter.index()])
    }

    /// Definitions 3 and 5: (Left's gain, Right's gain) in the PSPE with the chosen ties.
    pub fn self_interest(&self, x: u32, starter: Player) -> (i64, i64) {
        self.need(Variant::SelfInterest);
        let [l, r] = self.si[self.at(x)][starter.index()];
        (i64::from(l), i64::from(r))
    }

    fn starter_wins(&self, x: u32, p: Player, misere: bool) -> bool {
        let bit = match (misere, p) {
            (false, Player::Left) => NORMAL_L,
            (false, Player::Right) => NORMAL_R,
            (true, Player::Left) => MISERE_L,
            (true, Player::Right) => MISERE_R,
        };
        self.cls[self.at(x)] & bit != 0
    }

    fn class(&self, x: u32, misere: bool) -> Class {
        Class::from_wins(
            self.starter_wins(x, Player::Left, misere),
            self.starter_wins(x, Player::Right, misere),
        )
    }

    pub fn normal(&self, x: u32) -> Class {
        self.need(Variant::Normal);
        self.class(x, false)
    }

    pub fn misere(&self, x: u32) -> Class {
        self.need(Variant::Misere);
        self.class(x, true)
    }

    /// `None` when the rules are not symmetric (or Grundy values were not computed).
    pub fn grundy(&self, x: u32) -> Option<u32> {
        self.has(Variant::Grundy).then(|| self.grundy[self.at(x)])
    }

    /// All optimal amounts for `starter` to move at `x`, ascending. In normal,
    /// misère and Grundy play a losing mover's moves are all "optimal". Empty
    /// when there is no move (or Grundy for non-symmetric rules).
    pub fn optimal_moves(&self, x: u32, starter: Player, variant: Variant) -> Vec<u32> {
        let moves = self.rules.moves(x, starter);
        let p = starter;
        let q = p.other();
        let keep: Box<dyn Fn(u32) -> bool + '_> = match variant {
            Variant::ZeroSum => {
                let best = self.zero_sum(x, p);
                let sign = if p == Player::Left { 1 } else { -1 };
                Box::new(move |a| self.zero_sum(x - a, q) + sign * i64::from(a) == best)
            }
            Variant::SelfInterest => {
                let best = self.self_interest(x, p);
                Box::new(move |a| {
                    let (l, r) = self.self_interest(x - a, q);
                    let a = i64::from(a);
                    let after = if p == Player::Left {
                        (l + a, r)
                    } else {
                        (l, r + a)
                    };
                    after == best
                })
            }
            Variant::Normal | Variant::Misere => {
                self.need(variant);
                let misere = variant == Variant::Misere;
                if self.starter_wins(x, p, misere) {
                    Box::new(move |a| !self.starter_wins(x - a, q, misere))
                } else {
                    Box::new(|_| true)
                }
            }
            Variant::Grundy => match self.grundy(x) {
                None => return Vec::new(),
                Some(0) => Box::new(|_| true),
                Some(_) => Box::new(move |a| self.grundy(x - a) == Some(0)),
            },
        };
        moves.into_iter().filter(|&a| keep(a)).collect()
    }

    /// One optimal line from `x` to the end, taking the smallest optimal
    /// amount at each step. Its length is at most `x / min amount`.
    pub fn play_line(&self, x: u32, starter: Player, variant: Variant) -> Vec<PlayStep> {
        self.play_line_prefix(x, starter, variant, usize::MAX)
    }

    /// The first `max_steps` moves of [`Table::play_line`].
    pub fn play_line_prefix(
        &self,
        x: u32,
        starter: Player,
        variant: Variant,
        max_steps: usize,
    ) -> Vec<PlayStep> {
        let mut steps = Vec::new();
        let (mut x, mut p) = (x, starter);
        let mut pockets = (0i64, 0i64);
        while steps.len() < max_steps {
            let Some(&a) = self.optimal_moves(x, p, variant).first() else {
                break;
            };
            x -= a;
            match p {
                Player::Left => pockets.0 += i64::from(a),
                Player::Right => pockets.1 += i64::from(a),
            }
            steps.push(PlayStep {
                player: p,
                amount: a,
                heap_after: x,
                pockets,
            });
            p = p.other();
        }
        steps
    }

    /// Remoteness (Winning Ways ch. 9: the winner hurries, the loser
    /// delays) of heaps `lo..=hi`, `[normal, misère]`, each `[Left to move,
    /// Right to move]`. One pass over `0..=hi` that holds only the last
    /// `max amount` heaps: O(hi × moves) time, O(max amount + rows) memory.
    /// Needs the classes ([`Parts::classes`]) only to check itself in tests.
    pub fn remoteness(&self, lo: u32, hi: u32) -> Vec<[[u32; 2]; 2]> {
        let rules = &self.rules;
        let most = (rules.left.iter().chain(&rules.right))
            .chain(rules.overrides.values().flatten())
            .max()
            .copied()
            .unwrap_or(0);
        let ring = (most.min(hi) + 1) as usize;
        let mut last = vec![[[0u32; 2]; 2]; ring];
        let mut rows = Vec::with_capacity((hi.saturating_sub(lo) + 1) as usize);
        for x in 0..=hi {
            let mut here = [[0u32; 2]; 2];
            for p in Player::BOTH {
                let set = match (rules.overrides.get(&x), p) {
                    (Some(v), _) => v,
                    (None, Player::Left) => &rules.left,
                    (None, Player::Right) => &rules.right,
                };
                let q = p.other().index();
                let after = |v: usize| {
                    let last = &last;
                    set.iter()
                        .filter(move |&&a| a <= x)
                        .map(move |&a| last[(x - a) as usize % ring][v][q])
                };
                here[0][p.index()] = remoteness_of(after(0), false);
                here[1][p.index()] = remoteness_of(after(1), true);
            }
            last[x as usize % ring] = here;
            if x >= lo {
                rows.push(here);
            }
        }
        rows
    }

    /// `(m, i0)`: `m` is the largest amount, and a window of heaps `i..i+m`
    /// with `i ≥ i0` lies past the last override, so (as every later heap
    /// `≥ m` allows the full sets) it determines all later values.
    pub(super) fn window_start(&self) -> (usize, usize) {
        let m = *self
            .rules
            .left
            .iter()
            .chain(&self.rules.right)
            .max()
            .expect("validated rules have a move") as usize;
        let last_override = self.rules.overrides.keys().next_back();
        let i0 = last_override.map_or(0, |&h| (h as usize + 1).saturating_sub(m));
        (m, i0)
    }

    /// Exact joint period of the zero-sum values (both starters), or `None`
    /// if no window of `max amount` values repeats within `0..=max_heap`
    /// (and on a rolling table, which has dropped rows: see
    /// [`rolling_period`](super::rolling_period)).
    pub fn zero_sum_period(&self) -> Option<Period> {
        if !self.has(Variant::ZeroSum) || self.base > 0 {
            return None;
        }
        *self.zs_period.get_or_init(|| {
            let (m, i0) = self.window_start();
            let zs = &self.zs;
            find_period(
                zs.len(),
                m,
                i0,
                |i| (u64::from(zs[i][0] as u32) << 32) | u64::from(zs[i][1] as u32),
                |i, j| zs[i] == zs[j],
            )
        })
    }

    pub fn grundy_period(&self) -> Option<Period> {
        if !self.has(Variant::Grundy) || self.base > 0 {
            return None;
        }
        *self.grundy_period.get_or_init(|| {
            let (m, i0) = self.window_start();
            let g = &self.grundy;
            find_period(g.len(), m, i0, |i| u64::from(g[i]), |i, j| g[i] == g[j])
        })
    }
}
