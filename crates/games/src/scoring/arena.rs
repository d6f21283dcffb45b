//! Scoring games hash-consed in a [`ScoringUniverse`]: a [`Sg`] is a handle,
//! two handles are equal exactly when the literal forms are identical (same
//! sides, options as sets). Each form carries what the engine asks of it
//! again and again (birthday, guaranteed, the stops), computed once when it
//! is interned from its options' figures.

use std::collections::HashMap;

use super::ScoringError;

/// A scoring game in a [`ScoringUniverse`]: a handle to its interned form.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sg(pub(super) u32);

/// One side of a game: an empty side with its score `∅^s` (written `^s`),
/// or a non-empty set of options (sorted by handle, no repeats).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Atom(i64),
    Options(Box<[Sg]>),
}

impl Side {
    /// The options, or none for an empty side.
    pub fn options(&self) -> &[Sg] {
        match self {
            Side::Atom(_) => &[],
            Side::Options(o) => o,
        }
    }

    /// The score of an empty side.
    pub fn atom(&self) -> Option<i64> {
        match self {
            Side::Atom(s) => Some(*s),
            Side::Options(_) => None,
        }
    }
}

/// A game's two sides.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    pub left: Side,
    pub right: Side,
}

/// Figures of a form, computed from its options' when it is interned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figures {
    /// Day on which the form is born: 0 for `<^a|^b>`, else one more than
    /// its latest-born option.
    pub birthday: u32,
    /// The least and the greatest score of an empty side anywhere in the form.
    pub min_score: i64,
    pub max_score: i64,
    /// Guaranteed (LNS 2016, Definition of GS): at every subposition `H`, a
    /// left empty side `∅^ℓ` has `ℓ ≤` every score in `H`, a right empty side
    /// `∅^r` has `r ≥` every score in `H`.
    pub guaranteed: bool,
    /// Left's score of optimal play, Left moving first (`Ls`).
    pub ls: i64,
    /// The score of optimal play, Right moving first (`Rs`).
    pub rs: i64,
    /// `Ls` with underline: Right may pass at any time, Left never.
    pub ls_lo: i64,
    /// `Rs` with underline: Right may pass at any time, Left never.
    pub rs_lo: i64,
    /// `Ls` with overline: Left may pass at any time, Right never.
    pub ls_hi: i64,
    /// `Rs` with overline: Left may pass at any time, Right never.
    pub rs_hi: i64,
    /// Positions of the literal form's tree, counted with repeats (saturating).
    pub tree_size: u64,
}

/// Most forms a universe interns before it refuses ([`ScoringError::Limit`]).
pub const MAX_FORMS: usize = 2_000_000;

/// Latest birthday a form may have: the engine recurses along a form's
/// depth (comparisons along two), so depth is bounded before the stack is.
pub const MAX_BIRTHDAY: u32 = 400;

/// The interned forms, their figures, the caches of sums, negations,
/// comparisons and canonical forms, and the work counter every operation
/// charges before it runs.
pub struct ScoringUniverse {
    nodes: Vec<Node>,
    figures: Vec<Figures>,
    index: HashMap<Node, Sg>,
    pub(super) sums: HashMap<(Sg, Sg), Sg>,
    pub(super) negs: HashMap<Sg, Sg>,
    pub(super) ge: HashMap<(Sg, Sg), bool>,
    pub(super) canon: HashMap<Sg, Sg>,
    work: u64,
    limit: u64,
}

impl ScoringUniverse {
    /// An empty universe that refuses work beyond `limit` units (a form
    /// interned, a comparison or a sum step is one unit).
    pub fn new(limit: u64) -> ScoringUniverse {
        ScoringUniverse {
            nodes: Vec::new(),
            figures: Vec::new(),
            index: HashMap::new(),
            sums: HashMap::new(),
            negs: HashMap::new(),
            ge: HashMap::new(),
            canon: HashMap::new(),
            work: 0,
            limit,
        }
    }

    /// Work units spent so far.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The limit of work units (counted from the start, not from now): a
    /// caller that builds a game within a small limit, then raises it for
    /// the canonical form, refuses a game too big to build before the
    /// expensive part.
    pub fn set_limit(&mut self, limit: u64) {
        self.limit = limit;
    }

    /// Forms interned so far.
    pub fn forms(&self) -> usize {
        self.nodes.len()
    }

    /// Charge `units` of work, or refuse when the limit is passed.
    pub(super) fn charge(&mut self, units: u64) -> Result<(), ScoringError> {
        self.work = self.work.saturating_add(units);
        if self.work > self.limit {
            return Err(ScoringError::Limit { limit: self.limit });
        }
        Ok(())
    }

    /// The form's two sides.
    pub fn node(&self, g: Sg) -> &Node {
        &self.nodes[g.0 as usize]
    }

    /// The form's figures.
    pub fn figures(&self, g: Sg) -> Figures {
        self.figures[g.0 as usize]
    }

    pub fn left(&self, g: Sg) -> &[Sg] {
        self.node(g).left.options()
    }

    pub fn right(&self, g: Sg) -> &[Sg] {
        self.node(g).right.options()
    }

    /// The number `n = <^n|^n>`.
    pub fn number(&mut self, n: i64) -> Result<Sg, ScoringError> {
        self.intern(Side::Atom(n), Side::Atom(n))
    }

    /// The game with these sides; options are sorted and repeats dropped.
    /// An empty list of options is refused: an empty side has a score.
    pub fn make(&mut self, left: SideSpec, right: SideSpec) -> Result<Sg, ScoringError> {
        let l = side_of(left)?;
        let r = side_of(right)?;
        self.intern(l, r)
    }

    pub(super) fn intern(&mut self, left: Side, right: Side) -> Result<Sg, ScoringError> {
        let node = Node { left, right };
        if let Some(&g) = self.index.get(&node) {
            return Ok(g);
        }
        if self.nodes.len() >= MAX_FORMS {
            return Err(ScoringError::Forms { limit: MAX_FORMS });
        }
        self.charge(1)?;
        let f = self.figures_of(&node)?;
        let g = Sg(self.nodes.len() as u32);
        self.nodes.push(node.clone());
        self.figures.push(f);
        self.index.insert(node, g);
        Ok(g)
    }

    /// Long because it is the definitions of every figure, side by side:
    /// birthday, scores, the guaranteed condition and the six stops.
    fn figures_of(&self, node: &Node) -> Result<Figures, ScoringError> {
        let opts = node.left.options().iter().chain(node.right.options());
        let mut birthday = 0;
        let mut min_score = i64::MAX;
        let mut max_score = i64::MIN;
        let mut guaranteed = true;
        let mut tree_size = 1u64;
        for &o in opts {
            let f = self.figures(o);
            birthday = birthday.max(f.birthday + 1);
            min_score = min_score.min(f.min_score);
            max_score = max_score.max(f.max_score);
            guaranteed &= f.guaranteed;
            tree_size = tree_size.saturating_add(f.tree_size);
        }
        if birthday > MAX_BIRTHDAY {
            return Err(ScoringError::Birthday {
                birthday,
                limit: MAX_BIRTHDAY,
            });
        }
        for s in [node.left.atom(), node.right.atom()].into_iter().flatten() {
            min_score = min_score.min(s);
            max_score = max_score.max(s);
        }
        if let Some(l) = node.left.atom() {
            guaranteed &= l <= min_score;
        }
        if let Some(r) = node.right.atom() {
            guaranteed &= r >= max_score;
        }
        let fl = |pick: fn(&Figures) -> i64| {
            node.left
                .options()
                .iter()
                .map(move |&o| pick(&self.figures(o)))
        };
        let fr = |pick: fn(&Figures) -> i64| {
            node.right
                .options()
                .iter()
                .map(move |&o| pick(&self.figures(o)))
        };
        let ls = node
            .left
            .atom()
            .unwrap_or_else(|| fl(|f| f.rs).max().unwrap_or(0));
        let rs = node
            .right
            .atom()
            .unwrap_or_else(|| fr(|f| f.ls).min().unwrap_or(0));
        // Right may pass: Left to move plays or the game ends on her empty
        // side; Right to move takes the least of passing and moving.
        let ls_lo = node
            .left
            .atom()
            .unwrap_or_else(|| fl(|f| f.rs_lo).max().unwrap_or(0));
        let rs_lo = fr(|f| f.ls_lo).min().map_or(ls_lo, |m| m.min(ls_lo));
        // Left may pass, symmetrically.
        let rs_hi = node
            .right
            .atom()
            .unwrap_or_else(|| fr(|f| f.ls_hi).min().unwrap_or(0));
        let ls_hi = fl(|f| f.rs_hi).max().map_or(rs_hi, |m| m.max(rs_hi));
        Ok(Figures {
            birthday,
            min_score,
            max_score,
            guaranteed,
            ls,
            rs,
            ls_lo,
            rs_lo,
            ls_hi,
            rs_hi,
            tree_size,
        })
    }

    /// The first subposition (in depth-first order) that breaks the
    /// guaranteed condition, described in words, or `None` for a guaranteed
    /// game.
    pub fn why_not_guaranteed(&self, g: Sg) -> Option<String> {
        if self.figures(g).guaranteed {
            return None;
        }
        let node = self.node(g);
        for &o in node.left.options().iter().chain(node.right.options()) {
            if !self.figures(o).guaranteed {
                return self.why_not_guaranteed(o);
            }
        }
        let f = self.figures(g);
        let at = super::print::print(self, g);
        if let Some(l) = node.left.atom() {
            if l > f.min_score {
                return Some(format!(
                    "at {at}: Left's empty side scores {l}, more than the score {} that can still be reached there (a guaranteed game needs every ∅^ℓ of Left's at most every score below it)",
                    f.min_score
                ));
            }
        }
        let r = node.right.atom().unwrap_or(f.max_score);
        Some(format!(
            "at {at}: Right's empty side scores {r}, less than the score {} that can still be reached there (a guaranteed game needs every ∅^r of Right's at least every score below it)",
            f.max_score
        ))
    }

    /// The conjugate `-G = <-G^R | -G^L>` (scores negated).
    pub fn neg(&mut self, g: Sg) -> Result<Sg, ScoringError> {
        if let Some(&n) = self.negs.get(&g) {
            return Ok(n);
        }
        self.charge(1)?;
        let node = self.node(g).clone();
        let left = self.neg_side(&node.right)?;
        let right = self.neg_side(&node.left)?;
        let n = self.intern(left, right)?;
        self.negs.insert(g, n);
        self.negs.insert(n, g);
        Ok(n)
    }

    fn neg_side(&mut self, side: &Side) -> Result<Side, ScoringError> {
        Ok(match side {
            Side::Atom(s) => Side::Atom(s.checked_neg().ok_or(ScoringError::Overflow)?),
            Side::Options(o) => {
                let mut v = Vec::with_capacity(o.len());
                for &x in o.iter() {
                    v.push(self.neg(x)?);
                }
                sorted(v)
            }
        })
    }

    /// The disjunctive sum (LNS 2016, the definition of `+`): `G + H =
    /// <G^L + H, G + H^L | G^R + H, G + H^R>`, where a side is empty with
    /// score `s + t` exactly when both components' sides are empty, `∅^s`
    /// and `∅^t`; when only one component has options on a side, the sum's
    /// options on that side are that component's moves (the other
    /// component's empty side adds no option and no score then).
    pub fn sum(&mut self, g: Sg, h: Sg) -> Result<Sg, ScoringError> {
        let key = if g <= h { (g, h) } else { (h, g) };
        if let Some(&s) = self.sums.get(&key) {
            return Ok(s);
        }
        let (fg, fh) = (self.figures(g), self.figures(h));
        let birthday = fg.birthday + fh.birthday;
        if birthday > MAX_BIRTHDAY {
            return Err(ScoringError::Birthday {
                birthday,
                limit: MAX_BIRTHDAY,
            });
        }
        self.charge(1)?;
        let (ng, nh) = (self.node(g).clone(), self.node(h).clone());
        let left = self.sum_side(g, &ng.left, h, &nh.left)?;
        let right = self.sum_side(g, &ng.right, h, &nh.right)?;
        let s = self.intern(left, right)?;
        self.sums.insert(key, s);
        Ok(s)
    }

    fn sum_side(&mut self, g: Sg, gs: &Side, h: Sg, hs: &Side) -> Result<Side, ScoringError> {
        if let (Side::Atom(a), Side::Atom(b)) = (gs, hs) {
            return Ok(Side::Atom(a.checked_add(*b).ok_or(ScoringError::Overflow)?));
        }
        let mut v = Vec::with_capacity(gs.options().len() + hs.options().len());
        for &x in gs.options() {
            v.push(self.sum(x, h)?);
        }
        for &y in hs.options() {
            v.push(self.sum(g, y)?);
        }
        Ok(sorted(v))
    }

    /// `n + G` by the sum with the number `n` (every score shifted by `n`).
    pub fn shift(&mut self, g: Sg, n: i64) -> Result<Sg, ScoringError> {
        let k = self.number(n)?;
        self.sum(g, k)
    }

    /// The waiting game `\hat{n}` of the normal-play integer `n`, every empty
    /// side scoring 0: `\hat{0} = 0`, `\hat{n} = <\hat{n-1}|^0>` for `n > 0`,
    /// `\hat{n} = <^0|\hat{n+1}>` for `n < 0` (LNS 2016, the embedding of
    /// normal-play integers).
    pub fn hat(&mut self, n: i64) -> Result<Sg, ScoringError> {
        if n.unsigned_abs() > u64::from(MAX_BIRTHDAY) {
            return Err(ScoringError::Birthday {
                birthday: u32::try_from(n.unsigned_abs()).unwrap_or(u32::MAX),
                limit: MAX_BIRTHDAY,
            });
        }
        let mut g = self.number(0)?;
        for _ in 0..n.unsigned_abs() {
            g = if n > 0 {
                self.intern(Side::Options(Box::new([g])), Side::Atom(0))?
            } else {
                self.intern(Side::Atom(0), Side::Options(Box::new([g])))?
            };
        }
        Ok(g)
    }

    /// The game with `left` replaced (used by the reductions).
    pub(super) fn with_left(&mut self, g: Sg, left: Side) -> Result<Sg, ScoringError> {
        let right = self.node(g).right.clone();
        self.intern(left, right)
    }
}

/// A side as a caller gives it: an empty side's score, or the options.
#[derive(Clone, Debug)]
pub enum SideSpec {
    Atom(i64),
    Options(Vec<Sg>),
}

fn side_of(s: SideSpec) -> Result<Side, ScoringError> {
    match s {
        SideSpec::Atom(a) => Ok(Side::Atom(a)),
        SideSpec::Options(v) if v.is_empty() => Err(ScoringError::NoOptions),
        SideSpec::Options(v) => Ok(sorted(v)),
    }
}

/// Options as a set: sorted by handle, repeats dropped.
pub(super) fn sorted(mut v: Vec<Sg>) -> Side {
    v.sort_unstable();
    v.dedup();
    Side::Options(v.into_boxed_slice())
}
