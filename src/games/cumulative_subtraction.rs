//! Cumulative Subtraction (CS), seed 000 §1–2.
//!
//! One heap, two players; a removal of `a` pebbles adds `a` to the mover's
//! pocket. On the same move rules this module computes the zero-sum outcome
//! (Definition 4), the self-interest outcome (Definitions 3 and 5, with a tie
//! rule per player), normal and misère outcome classes and, for symmetric
//! rules, Grundy values. Every variant is a dynamic programme over heap sizes,
//! linear in heaps × moves, and runs in slices ([`Solver::step`]) so a web
//! worker can report progress.
//!
//! Note on Definition 5: equations (10) and (13) of the seed print the
//! indifference tie-break as `argmin o¹(x−a, 2)` (resp. `o²(x−a, 1)`), i.e.
//! over the *mover's own* continuation value; the antagonistic rule minimises
//! the *opponent's* value (`o²(x−a, 2)`, resp. `o¹(x−a, 1)`), as Definition 3
//! and the prose say. This module implements the latter.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

use super::common::{find_period, normalized, Class, Period, Player, Tie, Ties, Variant};
use std::ops::Range;
use std::sync::OnceLock;

/// Largest allowed subtraction amount.
pub const MAX_MOVE: u32 = 1_000_000;
/// Largest heap the solver accepts.
pub const MAX_HEAP: u32 = 50_000_000;

/// Move rules. `left`/`right` are the fixed sets `S_1`, `S_2` (legal at `x`
/// when `≤ x`); an entry `x → amounts` in `overrides` replaces both sets at
/// heap `x` (heap-dynamic rules, symmetric by construction).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    pub left: Vec<u32>,
    pub right: Vec<u32>,
    pub overrides: BTreeMap<u32, Vec<u32>>,
}

impl Rules {
    pub fn symmetric(s: Vec<u32>) -> Rules {
        let s = normalized(s);
        Rules {
            left: s.clone(),
            right: s,
            overrides: BTreeMap::new(),
        }
    }

    pub fn partizan(l: Vec<u32>, r: Vec<u32>) -> Rules {
        Rules {
            left: normalized(l),
            right: normalized(r),
            overrides: BTreeMap::new(),
        }
    }

    /// Builder: at heap `x` both players may remove exactly `amounts` (those `≤ x`).
    pub fn with_override(mut self, x: u32, amounts: Vec<u32>) -> Rules {
        self.overrides.insert(x, normalized(amounts));
        self
    }

    /// The same rules with every set sorted and deduplicated.
    pub fn normalize(&self) -> Rules {
        Rules {
            left: normalized(self.left.clone()),
            right: normalized(self.right.clone()),
            overrides: self
                .overrides
                .iter()
                .map(|(&x, v)| (x, normalized(v.clone())))
                .collect(),
        }
    }

    pub fn is_symmetric(&self) -> bool {
        normalized(self.left.clone()) == normalized(self.right.clone())
    }

    /// Legal amounts for `p` at heap `x`, ascending.
    pub fn moves(&self, x: u32, p: Player) -> Vec<u32> {
        let src = match (self.overrides.get(&x), p) {
            (Some(v), _) => v,
            (None, Player::Left) => &self.left,
            (None, Player::Right) => &self.right,
        };
        let v = src
            .iter()
            .copied()
            .filter(|a| (1..=x).contains(a))
            .collect();
        normalized(v)
    }

    pub fn validate(&self) -> Result<(), String> {
        let check = |what: &str, set: &[u32]| -> Result<(), String> {
            for &a in set {
                if a == 0 {
                    return Err(format!(
                        "{what}: move 0 is not allowed (amounts are at least 1)"
                    ));
                }
                if a > MAX_MOVE {
                    return Err(format!("{what}: move {a} exceeds the maximum {MAX_MOVE}"));
                }
            }
            Ok(())
        };
        check("Left's set", &self.left)?;
        check("Right's set", &self.right)?;
        for (x, set) in &self.overrides {
            check(&format!("override at heap {x}"), set)?;
        }
        if self.left.is_empty() && self.right.is_empty() {
            return Err("both move sets are empty".to_string());
        }
        Ok(())
    }
}

/// Which tables a [`Solver`] fills (all by default). Querying a part that
/// was not computed panics; see [`Table::has`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Parts {
    pub zero_sum: bool,
    pub self_interest: bool,
    /// Normal and misère classes.
    pub classes: bool,
    /// Ignored unless the rules are symmetric.
    pub grundy: bool,
}

impl Parts {
    pub const ALL: Parts = Parts {
        zero_sum: true,
        self_interest: true,
        classes: true,
        grundy: true,
    };
    pub const ZERO_SUM: Parts = Parts {
        zero_sum: true,
        self_interest: false,
        classes: false,
        grundy: false,
    };
}

impl Default for Parts {
    fn default() -> Parts {
        Parts::ALL
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayStep {
    pub player: Player,
    pub amount: u32,
    pub heap_after: u32,
    /// (Left, Right) pockets after this move.
    pub pockets: (i64, i64),
}

// Bits of `Table::cls`: does the player to move win, normal and misère play.
const NORMAL_L: u8 = 1;
const NORMAL_R: u8 = 2;
const MISERE_L: u8 = 4;
const MISERE_R: u8 = 8;

/// Solved outcomes for heaps `0..=max_heap`; queries panic for larger heaps.
#[derive(Clone)]
pub struct Table {
    rules: Rules,
    ties: Ties,
    parts: Parts,
    max_heap: u32,
    symmetric: bool,
    /// `[Left starts, Right starts]`.
    zs: Vec<[i32; 2]>,
    /// `[Left starts, Right starts]`, each `[left gain, right gain]`.
    si: Vec<[[u32; 2]; 2]>,
    cls: Vec<u8>,
    grundy: Vec<u32>,
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

/// Incremental computation so a web worker can run it in slices and report progress.
pub struct Solver {
    table: Table,
    overrides: Vec<(u32, Vec<u32>)>,
    done: u32,
    // Prefix lengths of the sorted sets that are legal at the current heap.
    left_len: usize,
    right_len: usize,
    next_override: usize,
    scratch: Vec<bool>,
}

impl fmt::Debug for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Solver")
            .field("table", &self.table)
            .field("done", &self.done)
            .finish_non_exhaustive()
    }
}

/// Self-interest choice key: maximise own gain, then the opponent's gain
/// (friendly) or its complement (antagonistic).
fn si_key(own: u32, other: u32, flip: u32) -> u64 {
    (u64::from(own) << 32) | u64::from(other ^ flip)
}

fn tie_flip(t: Tie) -> u32 {
    match t {
        Tie::Antagonistic => u32::MAX,
        Tie::Friendly => 0,
    }
}

fn mex(values: impl Iterator<Item = u32>, n: usize, scratch: &mut Vec<bool>) -> u32 {
    if n < 64 {
        let mut seen = 0u64;
        for v in values {
            if v < 64 {
                seen |= 1 << v;
            }
        }
        (!seen).trailing_zeros()
    } else {
        scratch.clear();
        scratch.resize(n + 1, false);
        for v in values {
            if let Some(s) = scratch.get_mut(v as usize) {
                *s = true;
            }
        }
        scratch.iter().position(|&s| !s).unwrap_or(n) as u32
    }
}

impl Solver {
    pub fn new(rules: Rules, ties: Ties, max_heap: u32) -> Result<Solver, String> {
        Solver::with_parts(rules, ties, max_heap, Parts::ALL)
    }

    /// Like [`Solver::new`] but fills only the chosen tables.
    pub fn with_parts(
        rules: Rules,
        ties: Ties,
        max_heap: u32,
        parts: Parts,
    ) -> Result<Solver, String> {
        rules.validate()?;
        if max_heap > MAX_HEAP {
            return Err(format!(
                "heap {max_heap} exceeds the maximum heap {MAX_HEAP}"
            ));
        }
        let rules = rules.normalize();
        let symmetric = rules.left == rules.right;
        let overrides = rules
            .overrides
            .iter()
            .map(|(&x, v)| (x, v.clone()))
            .collect();
        let n = max_heap as usize + 1;
        let cap = |on: bool| if on { n } else { 0 };
        let table = Table {
            ties,
            parts,
            max_heap,
            symmetric,
            zs: Vec::with_capacity(cap(parts.zero_sum)),
            si: Vec::with_capacity(cap(parts.self_interest)),
            cls: Vec::with_capacity(cap(parts.classes)),
            grundy: Vec::with_capacity(cap(parts.grundy && symmetric)),
            zs_period: OnceLock::new(),
            grundy_period: OnceLock::new(),
            rules,
        };
        Ok(Solver {
            table,
            overrides,
            done: 0,
            left_len: 0,
            right_len: 0,
            next_override: 0,
            scratch: Vec::new(),
        })
    }

    /// Computes up to `heaps` more heap sizes; true when all of `0..=max_heap` are done.
    pub fn step(&mut self, heaps: u32) -> bool {
        let total = u64::from(self.table.max_heap) + 1;
        let end = (u64::from(self.done) + u64::from(heaps)).min(total) as u32;
        while self.done < end {
            self.segment(end);
        }
        u64::from(end) == total
    }

    pub fn done_heaps(&self) -> u32 {
        self.done
    }

    pub fn max_heap(&self) -> u32 {
        self.table.max_heap
    }

    pub fn finish(mut self) -> Table {
        while !self.step(u32::MAX) {}
        self.table
    }

    /// Computes heaps from `done` on, up to `end` or the next heap where the
    /// legal moves change (an override, or an amount becoming `≤ x`).
    fn segment(&mut self, end: u32) {
        let Solver {
            table: t,
            overrides,
            done,
            left_len,
            right_len,
            next_override,
            scratch,
        } = self;
        let x = *done;
        let (left, right) = (&t.rules.left, &t.rules.right);
        while *left_len < left.len() && left[*left_len] <= x {
            *left_len += 1;
        }
        while *right_len < right.len() && right[*right_len] <= x {
            *right_len += 1;
        }
        let (lm, rm, to): (&[u32], &[u32], u32) = match overrides.get(*next_override) {
            Some((h, set)) if *h == x => {
                *next_override += 1;
                let s = &set[..set.partition_point(|&a| a <= x)];
                (s, s, x + 1)
            }
            next => {
                let mut to = end;
                for stop in [
                    next.map(|o| o.0),
                    left.get(*left_len).copied(),
                    right.get(*right_len).copied(),
                ]
                .into_iter()
                .flatten()
                {
                    to = to.min(stop);
                }
                (&left[..*left_len], &right[..*right_len], to)
            }
        };
        let xs = x as usize..to as usize;
        if t.parts.zero_sum {
            run(ZeroSum(&mut t.zs), lm, rm, xs.clone());
        }
        if t.parts.self_interest {
            run(SelfInterest(&mut t.si, t.ties), lm, rm, xs.clone());
        }
        if t.parts.classes {
            run(Classes(&mut t.cls), lm, rm, xs.clone());
        }
        if t.parts.grundy && t.symmetric {
            run(Grundy(&mut t.grundy, scratch), lm, rm, xs);
        }
        *done = to;
    }
}

// Segment kernels: each fills heaps `xs` (continuing its vector), all with
// the same moves `lm` (Left) and `rm` (Right). Every kernel only takes a max,
// min, OR or set of option values, so repeating a move changes nothing: short
// move lists are padded to a fixed length by repeating their first element,
// which lets the compiler unroll the inner loops.

trait Kernel {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, rm: S, xs: Range<usize>);
}

fn run(k: impl Kernel, lm: &[u32], rm: &[u32], xs: Range<usize>) {
    fn pad<const N: usize>(s: &[u32]) -> [u32; N] {
        let mut p = [s[0]; N];
        p[..s.len()].copy_from_slice(s);
        p
    }
    if lm.is_empty() || rm.is_empty() {
        return k.run(lm, rm, xs);
    }
    match lm.len().max(rm.len()) {
        1 => k.run(pad::<1>(lm), pad::<1>(rm), xs),
        2 => k.run(pad::<2>(lm), pad::<2>(rm), xs),
        3 => k.run(pad::<3>(lm), pad::<3>(rm), xs),
        4 => k.run(pad::<4>(lm), pad::<4>(rm), xs),
        5..=6 => k.run(pad::<6>(lm), pad::<6>(rm), xs),
        7..=8 => k.run(pad::<8>(lm), pad::<8>(rm), xs),
        _ => k.run(lm, rm, xs),
    }
}

/// Splits `xs` into chunks; each kernel grows its vector a chunk at a time
/// and then fills it through a slice.
fn chunks(xs: Range<usize>) -> impl Iterator<Item = Range<usize>> {
    const CHUNK: usize = 1 << 12;
    let end = xs.end;
    xs.step_by(CHUNK).map(move |s| s..end.min(s + CHUNK))
}

struct ZeroSum<'a>(&'a mut Vec<[i32; 2]>);

impl Kernel for ZeroSum<'_> {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, rm: S, xs: Range<usize>) {
        let (lm, rm) = (lm.as_ref(), rm.as_ref());
        for chunk in chunks(xs) {
            self.0.resize(chunk.end, [0, 0]);
            let zs = &mut self.0[..chunk.end];
            for x in chunk {
                let l = lm.iter().map(|&a| zs[x - a as usize][1] + a as i32).max();
                let r = rm.iter().map(|&a| zs[x - a as usize][0] - a as i32).min();
                zs[x] = [l.unwrap_or(0), r.unwrap_or(0)];
            }
        }
    }
}

struct SelfInterest<'a>(&'a mut Vec<[[u32; 2]; 2]>, Ties);

impl Kernel for SelfInterest<'_> {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, rm: S, xs: Range<usize>) {
        let (lm, rm) = (lm.as_ref(), rm.as_ref());
        let (fl, fr) = (tie_flip(self.1.left), tie_flip(self.1.right));
        for chunk in chunks(xs) {
            self.0.resize(chunk.end, [[0; 2]; 2]);
            let si = &mut self.0[..chunk.end];
            for x in chunk {
                let l = lm
                    .iter()
                    .map(|&a| {
                        let [gl, gr] = si[x - a as usize][1];
                        si_key(gl + a, gr, fl)
                    })
                    .max()
                    .map_or([0, 0], |k| [(k >> 32) as u32, k as u32 ^ fl]);
                let r = rm
                    .iter()
                    .map(|&a| {
                        let [gl, gr] = si[x - a as usize][0];
                        si_key(gr + a, gl, fr)
                    })
                    .max()
                    .map_or([0, 0], |k| [k as u32 ^ fr, (k >> 32) as u32]);
                si[x] = [l, r];
            }
        }
    }
}

struct Classes<'a>(&'a mut Vec<u8>);

impl Kernel for Classes<'_> {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, rm: S, xs: Range<usize>) {
        let (lm, rm) = (lm.as_ref(), rm.as_ref());
        // The mover wins if some option leaves the opponent (to move) losing;
        // in misère play also when it has no move.
        let stuck =
            if lm.is_empty() { MISERE_L } else { 0 } | if rm.is_empty() { MISERE_R } else { 0 };
        for chunk in chunks(xs) {
            self.0.resize(chunk.end, 0);
            let cls = &mut self.0[..chunk.end];
            for x in chunk {
                // Bits set where some option has that player to move losing.
                let l = lm.iter().fold(0, |acc, &a| acc | !cls[x - a as usize]);
                let r = rm.iter().fold(0, |acc, &a| acc | !cls[x - a as usize]);
                let from_l = ((l & NORMAL_R) | (l & MISERE_R)) >> 1;
                let from_r = ((r & NORMAL_L) | (r & MISERE_L)) << 1;
                cls[x] = stuck | from_l | from_r;
            }
        }
    }
}

/// Symmetric rules only (`lm == rm`).
struct Grundy<'a>(&'a mut Vec<u32>, &'a mut Vec<bool>);

impl Kernel for Grundy<'_> {
    fn run<S: AsRef<[u32]> + Copy>(self, lm: S, _rm: S, xs: Range<usize>) {
        let moves = lm.as_ref();
        for chunk in chunks(xs) {
            self.0.resize(chunk.end, 0);
            let g = &mut self.0[..chunk.end];
            for x in chunk {
                g[x] = mex(
                    moves.iter().map(|&a| g[x - a as usize]),
                    moves.len(),
                    self.1,
                );
            }
        }
    }
}

/// Runs a [`Solver`] to completion.
pub fn solve(rules: Rules, ties: Ties, max_heap: u32) -> Result<Table, String> {
    Ok(Solver::new(rules, ties, max_heap)?.finish())
}

impl Table {
    pub fn max_heap(&self) -> u32 {
        self.max_heap
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
        i64::from(self.zs[x as usize][starter.index()])
    }

    /// Definitions 3 and 5: (Left's gain, Right's gain) in the PSPE with the chosen ties.
    pub fn self_interest(&self, x: u32, starter: Player) -> (i64, i64) {
        self.need(Variant::SelfInterest);
        let [l, r] = self.si[x as usize][starter.index()];
        (i64::from(l), i64::from(r))
    }

    fn starter_wins(&self, x: u32, p: Player, misere: bool) -> bool {
        let bit = match (misere, p) {
            (false, Player::Left) => NORMAL_L,
            (false, Player::Right) => NORMAL_R,
            (true, Player::Left) => MISERE_L,
            (true, Player::Right) => MISERE_R,
        };
        self.cls[x as usize] & bit != 0
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
        self.has(Variant::Grundy).then(|| self.grundy[x as usize])
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

    /// `(m, i0)`: `m` is the largest amount, and a window of heaps `i..i+m`
    /// with `i ≥ i0` lies past the last override, so (as every later heap
    /// `≥ m` allows the full sets) it determines all later values.
    fn window_start(&self) -> (usize, usize) {
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
    /// if no window of `max amount` values repeats within `0..=max_heap`.
    pub fn zero_sum_period(&self) -> Option<Period> {
        if !self.has(Variant::ZeroSum) {
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
        if !self.has(Variant::Grundy) {
            return None;
        }
        *self.grundy_period.get_or_init(|| {
            let (m, i0) = self.window_start();
            let g = &self.grundy;
            find_period(g.len(), m, i0, |i| u64::from(g[i]), |i, j| g[i] == g[j])
        })
    }
}

/// The CLI / export JSON document for heaps `lo..=hi` (`hi` is clamped to
/// `table.max_heap()`; `lo > hi` gives empty lists). Parts that were not
/// computed are `null`.
pub fn report(table: &Table, lo: u32, hi: u32) -> serde_json::Value {
    use serde_json::{json, Value};
    let hi = hi.min(table.max_heap());
    let heaps: Vec<u32> = if lo <= hi {
        (lo..=hi).collect()
    } else {
        Vec::new()
    };
    let both = |f: &dyn Fn(u32, Player) -> Value| {
        json!({
            "left_starts": heaps.iter().map(|&x| f(x, Player::Left)).collect::<Vec<_>>(),
            "right_starts": heaps.iter().map(|&x| f(x, Player::Right)).collect::<Vec<_>>(),
        })
    };
    let zero_sum = if table.has(Variant::ZeroSum) {
        both(&|x, p| json!(table.zero_sum(x, p)))
    } else {
        Value::Null
    };
    let self_interest = if table.has(Variant::SelfInterest) {
        both(&|x, p| {
            let (l, r) = table.self_interest(x, p);
            json!([l, r])
        })
    } else {
        Value::Null
    };
    let classes = |f: &dyn Fn(u32) -> Class| {
        if table.has(Variant::Normal) {
            json!(heaps.iter().map(|&x| f(x).as_str()).collect::<Vec<_>>())
        } else {
            Value::Null
        }
    };
    let grundy = if table.has(Variant::Grundy) {
        json!(heaps.iter().map(|&x| table.grundy(x)).collect::<Vec<_>>())
    } else {
        Value::Null
    };
    json!({
        "rules": table.rules(),
        "ties": table.ties(),
        "max_heap": table.max_heap(),
        "heaps": heaps,
        "zero_sum": zero_sum,
        "self_interest": self_interest,
        "normal": classes(&|x| table.normal(x)),
        "misere": classes(&|x| table.misere(x)),
        "grundy": grundy,
        "period": {
            "zero_sum": table.zero_sum_period(),
            "grundy": table.grundy_period(),
        },
    })
}
