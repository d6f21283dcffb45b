//! Interned values (§2, §4.1): a value is a number (the winner), a simple
//! value `a_i` (§4.1; `a_0` is the number `a`), or a list of distinct values.
//! Equal values are equal [`ValueId`]s, so a census compares handles.
//!
//! A list means "the player to move at this node chooses one of these"; who
//! that is depends on the node's depth, so a list is always read together
//! with its *chooser*. Simple values carry their chooser in their base and
//! read the same at every depth (Rule 1).

use std::collections::HashMap;
use std::hash::Hasher;

use crate::common::{Fx, FxMap};

/// Handle of an interned value. Ids `0..4` are the numbers `1..=4`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueId(pub u32);

/// Most players a value can name.
pub const MAX_PLAYERS: u8 = 4;

/// What a value is, as seen through [`Values::shape`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape<'a> {
    /// `a_i`: base `a` (1-based player), `bars = i`; `bars == 0` is the number `a`.
    Simple { base: u8, bars: u32 },
    /// A list of distinct values, sorted by id.
    List(&'a [ValueId]),
}

#[derive(Clone, Copy)]
struct Node {
    /// 0 for a list, else the base player of a simple value.
    base: u8,
    /// Bit `p - 1` is set when some leaf of the tree is the number `p`.
    leaves: u8,
    /// Lists: start in the pool; simple values: the number of bars.
    start: u32,
    len: u32,
}

const NO_NEXT: u32 = u32::MAX;

/// The arena of values. Lists live in one pool of ids; the index maps a hash
/// of the (sorted) children to the first id with that hash, and `next`
/// chains the rest, so each list is stored once.
#[derive(Default)]
pub struct Values {
    nodes: Vec<Node>,
    next: Vec<u32>,
    pool: Vec<ValueId>,
    index: FxMap<u64, u32>,
    simple: FxMap<(u8, u32), ValueId>,
}

impl Values {
    pub fn new() -> Values {
        let mut v = Values::default();
        for p in 1..=MAX_PLAYERS {
            v.simple(p, 0);
        }
        v
    }

    /// The number `p` (the leaf won by player `p`).
    pub fn num(p: u8) -> ValueId {
        ValueId(u32::from(p) - 1)
    }

    /// How many values are interned.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Approximate heap bytes held by the arena.
    pub fn bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node>()
            + self.next.capacity() * 4
            + self.pool.capacity() * 4
            + self.index.capacity() * 16
    }

    pub fn shape(&self, v: ValueId) -> Shape<'_> {
        let n = self.nodes[v.0 as usize];
        if n.base == 0 {
            let s = n.start as usize;
            Shape::List(&self.pool[s..s + n.len as usize])
        } else {
            Shape::Simple {
                base: n.base,
                bars: n.start,
            }
        }
    }

    /// The number's player, if `v` is a number.
    pub fn number(&self, v: ValueId) -> Option<u8> {
        match self.shape(v) {
            Shape::Simple { base, bars: 0 } => Some(base),
            _ => None,
        }
    }

    /// `(base, bars)` if `v` is a simple value (numbers included).
    pub fn as_simple(&self, v: ValueId) -> Option<(u8, u32)> {
        match self.shape(v) {
            Shape::Simple { base, bars } => Some((base, bars)),
            Shape::List(_) => None,
        }
    }

    /// The list's children, if `v` is a list.
    pub fn as_list(&self, v: ValueId) -> Option<&[ValueId]> {
        match self.shape(v) {
            Shape::List(c) => Some(c),
            Shape::Simple { .. } => None,
        }
    }

    /// Bit `p - 1` set when the value contains the number `p`.
    pub fn leaves(&self, v: ValueId) -> u8 {
        self.nodes[v.0 as usize].leaves
    }

    fn push(&mut self, node: Node) -> ValueId {
        let id = ValueId(self.nodes.len() as u32);
        self.nodes.push(node);
        self.next.push(NO_NEXT);
        id
    }

    /// The simple value `base_bars` for three players: `a_1 = [b, c]` has
    /// every leaf but `a`, and `a_i` with `i ≥ 2` has all three.
    pub fn simple(&mut self, base: u8, bars: u32) -> ValueId {
        if let Some(&v) = self.simple.get(&(base, bars)) {
            return v;
        }
        let own = 1u8 << (base - 1);
        let leaves = match bars {
            0 => own,
            1 => 0b111 & !own,
            _ => 0b111,
        };
        let v = self.push(Node {
            base,
            leaves,
            start: bars,
            len: 0,
        });
        self.simple.insert((base, bars), v);
        v
    }

    /// The children `b_{i-1}` (`b ≠ a`) of the simple value `a_i`, `i ≥ 1`, for
    /// three players.
    pub fn simple_children(&mut self, base: u8, bars: u32) -> [ValueId; 2] {
        let mut others = (1..=3u8).filter(|&b| b != base);
        let (b, c) = (others.next().unwrap_or(1), others.next().unwrap_or(2));
        [self.simple(b, bars - 1), self.simple(c, bars - 1)]
    }

    /// The list of `children` (sorted and deduplicated in place). A list of
    /// one number is that number (§2).
    pub fn list(&mut self, children: &mut Vec<ValueId>) -> ValueId {
        children.sort_unstable();
        children.dedup();
        if let [only] = children[..] {
            if self.number(only).is_some() {
                return only;
            }
        }
        let mut h = Fx::default();
        for c in children.iter() {
            h.write_u32(c.0);
        }
        let hash = h.finish();
        let mut at = self.index.get(&hash).copied().unwrap_or(NO_NEXT);
        while at != NO_NEXT {
            if self.as_list(ValueId(at)) == Some(&children[..]) {
                return ValueId(at);
            }
            at = self.next[at as usize];
        }
        let leaves = children.iter().fold(0, |m, &c| m | self.leaves(c));
        let start = self.pool.len() as u32;
        self.pool.extend_from_slice(children);
        let v = self.push(Node {
            base: 0,
            leaves,
            start,
            len: children.len() as u32,
        });
        if let Some(head) = self.index.insert(hash, v.0) {
            self.next[v.0 as usize] = head;
        }
        v
    }

    /// The list `[x]` (or `x` itself when `x` is a number).
    pub fn wrap(&mut self, x: ValueId) -> ValueId {
        self.list(&mut vec![x])
    }

    /// `Some(x)` when `v` is the one-element list `[x]`.
    pub fn unwrap_single(&self, v: ValueId) -> Option<ValueId> {
        match self.as_list(v) {
            Some(&[x]) => Some(x),
            _ => None,
        }
    }
}

/// How [`render`] writes simple values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The paper's list notation: only `[`, `]`, commas and player numbers.
    Lists,
    /// Simple values as `a_i` (`3_1`), numbers as themselves.
    Subscripts,
    /// Simple values with combining overlines (`2̄`, `1̄̄`).
    Bars,
}

/// Writes values as text. Children are sorted by their own text, bytewise
/// (`,` < digits < `[` < `]`): the order the paper prints (Example 6).
pub struct Printer<'a> {
    values: &'a Values,
    players: u8,
    style: Style,
    memo: HashMap<(ValueId, u8), String>,
    simple: HashMap<(u8, u32, u8), String>,
    lengths: HashMap<(ValueId, u8), u64>,
}

impl<'a> Printer<'a> {
    pub fn new(values: &'a Values, players: u8, style: Style) -> Printer<'a> {
        Printer {
            values,
            players,
            style,
            memo: HashMap::new(),
            simple: HashMap::new(),
            lengths: HashMap::new(),
        }
    }

    /// The player after `p` (1-based, cyclic).
    fn after(&self, p: u8) -> u8 {
        p % self.players + 1
    }

    /// The length in bytes of [`Printer::render`]`(v, chooser)`, without
    /// writing it: the text of a DAG can be exponentially longer than the
    /// DAG (a 24-cell board's unsimplified value has gigabytes).
    pub fn length(&mut self, v: ValueId, chooser: u8) -> u64 {
        if let Some(&n) = self.lengths.get(&(v, chooser)) {
            return n;
        }
        let n = match self.values.shape(v) {
            Shape::Simple { base, bars } => self.simple_length(base, bars, chooser),
            Shape::List(children) => {
                let next = self.after(chooser);
                let inner: u64 = children
                    .iter()
                    .map(|&c| self.length(c, next))
                    .fold(0, u64::saturating_add);
                inner.saturating_add(children.len() as u64 + 1)
            }
        };
        self.lengths.insert((v, chooser), n);
        n
    }

    fn simple_length(&mut self, base: u8, bars: u32, chooser: u8) -> u64 {
        if bars == 0 {
            return 1;
        }
        match self.style {
            Style::Subscripts => return 2 + bars.to_string().len() as u64,
            Style::Bars => return 1 + 2 * u64::from(bars),
            Style::Lists => {}
        }
        let wrappers = u64::from((base + self.players - chooser) % self.players);
        let next = self.after(base);
        let inner: u64 = (1..=self.players)
            .filter(|&b| b != base)
            .map(|b| self.simple_length(b, bars - 1, next))
            .fold(0, u64::saturating_add);
        inner.saturating_add(u64::from(self.players) + 2 * wrappers)
    }

    /// [`Printer::render`], or `None` when the text would be longer than
    /// `max` bytes.
    pub fn render_within(&mut self, v: ValueId, chooser: u8, max: u64) -> Option<String> {
        (self.length(v, chooser) <= max).then(|| self.render(v, chooser))
    }

    /// `v` as the value of a node where `chooser` is to move.
    pub fn render(&mut self, v: ValueId, chooser: u8) -> String {
        if let Some(s) = self.memo.get(&(v, chooser)) {
            return s.clone();
        }
        let s = match self.values.shape(v) {
            Shape::Simple { base, bars } => self.render_simple(base, bars, chooser),
            Shape::List(children) => {
                let next = self.after(chooser);
                let parts = children.iter().map(|&c| self.render(c, next)).collect();
                bracket(parts)
            }
        };
        self.memo.insert((v, chooser), s.clone());
        s
    }

    fn render_simple(&mut self, base: u8, bars: u32, chooser: u8) -> String {
        if bars == 0 {
            return base.to_string();
        }
        match self.style {
            Style::Subscripts => return format!("{base}_{bars}"),
            Style::Bars => return format!("{base}{}", "\u{0304}".repeat(bars as usize)),
            Style::Lists => {}
        }
        if let Some(s) = self.simple.get(&(base, bars, chooser)) {
            return s.clone();
        }
        // The choice is made by `base`; forced moves lead there from `chooser`.
        let wrappers = (base + self.players - chooser) % self.players;
        let next = self.after(base);
        let parts = (1..=self.players)
            .filter(|&b| b != base)
            .map(|b| self.render_simple(b, bars - 1, next))
            .collect();
        let mut s = bracket(parts);
        for _ in 0..wrappers {
            s = format!("[{s}]");
        }
        self.simple.insert((base, bars, chooser), s.clone());
        s
    }
}

/// `[a,b,…]` with the parts sorted bytewise.
fn bracket(mut parts: Vec<String>) -> String {
    parts.sort_unstable();
    format!("[{}]", parts.join(","))
}
