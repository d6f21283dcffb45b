//! Simplification for three players (§4): syntactic Rules 1–3, selfish
//! Rules 4–5 with Definitions 7–10, and the prudent relation of Definitions
//! 11–12. Each level is a bottom-up pass over the unsimplified value: at
//! every node the children are simplified first, then
//!
//! 1. Rule 3 splices into the chooser's list every child `[[Y]]` whose inner
//!    list `Y` is the chooser's again, and every simple child `p_i` of the
//!    chooser `p` (it is `[[ [b_{i-1}, c_{i-1}] ]]`, the same choice later);
//! 2. the selfish (or prudent) chooser drops every child strictly (prudently)
//!    weaker than a sibling, from the chooser's perspective;
//! 3. Rule 1 (`[x] ⇒ x` for simple `x`), Rule 2 (`[[[x]]] ⇒ x`) and the
//!    recognition of simple values (`p` choosing among `{b_{i-1} | b ≠ p}`
//!    is `p_i`) give the node's value.
//!
//! In Definition 11 two simple values with different exponents are compared
//! at equal height: the one with fewer bars is read as `[x]` (Rule 1), as
//! the proofs of Theorems 14 and 15 do; see the family docs for why.
//!
//! The unsimplified level is the identity, and the syntactic level applies
//! only steps 1 and 3, so the four levels compose from the same node steps.

use serde::{Deserialize, Serialize};

use super::value::{Shape, ValueId, Values};
use crate::common::FxMap;

/// A rule set of §4, in increasing strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Unsimplified,
    Syntactic,
    Selfish,
    Prudent,
}

impl Level {
    pub const ALL: [Level; 4] = [
        Level::Unsimplified,
        Level::Syntactic,
        Level::Selfish,
        Level::Prudent,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Level::Unsimplified => "unsimplified",
            Level::Syntactic => "syntactic",
            Level::Selfish => "selfish",
            Level::Prudent => "prudent",
        }
    }
}

/// Whether a value is, for player `p`, a guaranteed loss (no leaf `p`), open,
/// or the guaranteed win `p` (Rules 4 and 5: loss < open < win).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Class {
    Loss,
    Open,
    Win,
}

/// The player after `p` among three.
fn after(p: u8) -> u8 {
    p % 3 + 1
}

/// Memoised passes and relations (three players). Keep one per [`Values`].
#[derive(Default)]
pub struct Simplifier {
    passes: [FxMap<(ValueId, u8), ValueId>; 3],
    leq: [FxMap<(ValueId, ValueId), bool>; 3],
    prudent_lt: [FxMap<(ValueId, ValueId), bool>; 3],
}

impl Simplifier {
    pub fn new() -> Simplifier {
        Simplifier::default()
    }

    /// `v`, the value of a node where `chooser` moves, simplified to `level`.
    pub fn simplify(
        &mut self,
        values: &mut Values,
        v: ValueId,
        chooser: u8,
        level: Level,
    ) -> ValueId {
        let slot = match level {
            Level::Unsimplified => return v,
            Level::Syntactic => 0,
            Level::Selfish => 1,
            Level::Prudent => 2,
        };
        let children = match values.shape(v) {
            Shape::Simple { .. } => return v,
            Shape::List(c) => c.to_vec(),
        };
        if let Some(&s) = self.passes[slot].get(&(v, chooser)) {
            return s;
        }
        let next = after(chooser);
        let elems = children
            .into_iter()
            .map(|c| self.simplify(values, c, next, level))
            .collect();
        let s = self.node(values, elems, chooser, level);
        self.passes[slot].insert((v, chooser), s);
        s
    }

    /// The value of a node where `p` chooses among `elems` (already simplified).
    pub fn node(
        &mut self,
        values: &mut Values,
        elems: Vec<ValueId>,
        p: u8,
        level: Level,
    ) -> ValueId {
        if level == Level::Unsimplified {
            return values.list(&mut elems.clone());
        }
        let mut elems = splice(values, elems, p);
        elems.sort_unstable();
        elems.dedup();
        if level >= Level::Selfish {
            let prudent = level == Level::Prudent;
            let weaker: Vec<bool> = (0..elems.len())
                .map(|i| {
                    (0..elems.len()).any(|j| {
                        let (x, y) = (elems[i], elems[j]);
                        if prudent {
                            self.prudently_weaker(values, p, x, y)
                        } else {
                            self.weaker(values, p, x, y)
                        }
                    })
                })
                .collect();
            let mut k = 0;
            elems.retain(|_| {
                k += 1;
                !weaker[k - 1]
            });
        }
        normalize(values, elems, p)
    }

    /// `X ≤_p Y` (Definition 7, with Rules 4 and 5 between classes).
    pub fn weaker_or_equal(&mut self, values: &mut Values, p: u8, x: ValueId, y: ValueId) -> bool {
        if x == y {
            return true;
        }
        let (cx, cy) = (class(values, p, x), class(values, p, y));
        if cx != cy {
            return cx < cy;
        }
        let slot = usize::from(p - 1);
        if let Some(&r) = self.leq[slot].get(&(x, y)) {
            return r;
        }
        let xs = children(values, x);
        let ys = children(values, y);
        let r = match (xs.is_empty(), ys.is_empty()) {
            (true, true) => false,
            (true, false) => ys.iter().all(|&yj| self.weaker_or_equal(values, p, x, yj)),
            (false, _) => {
                xs.iter().all(|&xi| self.weaker_or_equal(values, p, xi, y))
                    || (!ys.is_empty()
                        && xs.iter().all(|&xi| {
                            ys.iter().all(|&yj| self.weaker_or_equal(values, p, xi, yj))
                        }))
            }
        };
        self.leq[slot].insert((x, y), r);
        r
    }

    /// `X <_p Y` (Definitions 8 and 9).
    pub fn weaker(&mut self, values: &mut Values, p: u8, x: ValueId, y: ValueId) -> bool {
        self.weaker_or_equal(values, p, x, y) && !self.weaker_or_equal(values, p, y, x)
    }

    /// `X <^P_p Y` (Definition 11): strictly weaker, or no child of `Y` is
    /// prudently weaker than a child of `X` while some child of `X` is
    /// prudently weaker than some child of `Y`. Numbers have no children.
    pub fn prudently_weaker(&mut self, values: &mut Values, p: u8, x: ValueId, y: ValueId) -> bool {
        if x == y {
            return false;
        }
        let slot = usize::from(p - 1);
        if let Some(&r) = self.prudent_lt[slot].get(&(x, y)) {
            return r;
        }
        let r = self.weaker(values, p, x, y) || {
            let (xs, ys) = aligned_children(values, x, y);
            let mut any_weaker = false;
            let mut reversed = false;
            'outer: for &xi in &xs {
                for &yj in &ys {
                    if self.prudently_weaker(values, p, yj, xi) {
                        reversed = true;
                        break 'outer;
                    }
                    any_weaker = any_weaker || self.prudently_weaker(values, p, xi, yj);
                }
            }
            any_weaker && !reversed
        };
        self.prudent_lt[slot].insert((x, y), r);
        r
    }

    /// `X ≹^P_p Y` (Definition 12).
    pub fn prudently_incomparable(
        &mut self,
        values: &mut Values,
        p: u8,
        x: ValueId,
        y: ValueId,
    ) -> bool {
        !self.prudently_weaker(values, p, x, y) && !self.prudently_weaker(values, p, y, x)
    }
}

fn class(values: &Values, p: u8, v: ValueId) -> Class {
    if v == Values::num(p) {
        Class::Win
    } else if values.leaves(v) & (1 << (p - 1)) == 0 {
        Class::Loss
    } else {
        Class::Open
    }
}

/// The children of a value as a tree: a list's elements, `b_{i-1}` for a
/// simple `a_i`, nothing for a number.
fn children(values: &mut Values, v: ValueId) -> Vec<ValueId> {
    match values.shape(v) {
        Shape::List(c) => c.to_vec(),
        Shape::Simple { bars: 0, .. } => Vec::new(),
        Shape::Simple { base, bars } => values.simple_children(base, bars).to_vec(),
    }
}

/// The children Definition 11 compares. A simple value is also the list of
/// itself (Rule 1: `[x] ⇒ x`); when two simple values have different
/// exponents, the one with fewer bars is read as `[x]`, so both lists sit
/// at the same height — the reading the proofs of Theorems 14 and 15 use.
fn aligned_children(values: &mut Values, x: ValueId, y: ValueId) -> (Vec<ValueId>, Vec<ValueId>) {
    match (values.as_simple(x), values.as_simple(y)) {
        (Some((_, i)), Some((_, j))) if i < j => (vec![x], children(values, y)),
        (Some((_, i)), Some((_, j))) if i > j => (children(values, x), vec![y]),
        _ => (children(values, x), children(values, y)),
    }
}

/// Rule 3: the chooser's own later choices join the current list.
fn splice(values: &mut Values, elems: Vec<ValueId>, p: u8) -> Vec<ValueId> {
    let mut out = Vec::with_capacity(elems.len());
    for e in elems {
        match values.as_simple(e) {
            Some((base, bars)) if base == p && bars > 0 => {
                out.extend(values.simple_children(base, bars));
                continue;
            }
            _ => {}
        }
        let inner = values
            .unwrap_single(e)
            .and_then(|f| values.unwrap_single(f))
            .and_then(|y| values.as_list(y));
        match inner {
            Some(ys) => out.extend_from_slice(ys),
            None => out.push(e),
        }
    }
    out
}

/// Rules 1 and 2 and the recognition of simple values.
fn normalize(values: &mut Values, mut elems: Vec<ValueId>, p: u8) -> ValueId {
    if let [x] = elems[..] {
        if values.as_simple(x).is_some() {
            return x;
        }
        if let Some(y) = values
            .unwrap_single(x)
            .and_then(|f| values.unwrap_single(f))
        {
            return y;
        }
    }
    if elems.len() == 2 {
        let a = values.as_simple(elems[0]);
        let b = values.as_simple(elems[1]);
        if let (Some((b1, i1)), Some((b2, i2))) = (a, b) {
            if i1 == i2 && b1 != p && b2 != p {
                return values.simple(p, i1 + 1);
            }
        }
    }
    values.list(&mut elems)
}
