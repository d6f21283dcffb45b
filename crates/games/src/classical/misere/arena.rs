//! The hash-consed arena of impartial misère canonical forms
//! ([`MisereUniverse`]): a [`Mis`] is a handle, equal games (in misère
//! play) are equal handles. See the module docs of
//! [`misere`](super) for the theory.

use serde::Serialize;

use super::MisereError;
use crate::common::FxMap;

/// An impartial misère canonical form: an index into its
/// [`MisereUniverse`]. Handles of different universes must not be mixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Mis(pub(crate) u32);

#[derive(Clone, Debug)]
struct Rec {
    start: u32,
    len: u32,
    birthday: u32,
    /// The normal-play Grundy value `G⁺`.
    plus: u32,
    /// The misère Grundy value `G⁻`: 1 for `0`, else the mex of the
    /// options' (0 exactly for the misère P-positions).
    minus: u32,
}

/// Most distinct canonical forms one universe stores (each costs about 40
/// bytes plus its options): the census of day 5 does not store its games.
pub const MAX_MISERE_FORMS: usize = 2_000_000;

/// Largest nim heap `*n` an expression or a position may hold.
pub const MAX_MISERE_HEAP: u32 = 256;

/// Latest birthday of a game this universe builds: sums and conversions
/// recurse once per day, so this bounds their depth.
pub const MAX_MISERE_BIRTHDAY: u32 = 1024;

/// The canonical forms met so far, with the cache of sums.
pub struct MisereUniverse {
    recs: Vec<Rec>,
    opts: Vec<Mis>,
    index: FxMap<Box<[Mis]>, Mis>,
    heaps: Vec<Mis>,
    sums: FxMap<(Mis, Mis), Mis>,
    /// Units of work done (one per form examined, candidate tried or sum
    /// built).
    work: u64,
    /// Where the current computation stops ([`MisereUniverse::within`]).
    limit: u64,
    /// Its budget, for the message.
    budget: u64,
}

impl Default for MisereUniverse {
    fn default() -> Self {
        MisereUniverse::new()
    }
}

impl MisereUniverse {
    /// `0`, the game without options.
    pub const ZERO: Mis = Mis(0);

    pub fn new() -> MisereUniverse {
        let mut u = MisereUniverse {
            recs: Vec::new(),
            opts: Vec::new(),
            index: FxMap::default(),
            heaps: Vec::new(),
            sums: FxMap::default(),
            work: 0,
            limit: u64::MAX,
            budget: u64::MAX,
        };
        let zero = u.store(&[]);
        debug_assert_eq!(zero, MisereUniverse::ZERO);
        u.heaps.push(zero);
        u
    }

    /// How many canonical forms are stored.
    pub fn len(&self) -> usize {
        self.recs.len()
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// Units of work done so far.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// Runs `f` with at most `limit` more units of work: past it, the
    /// computation stops with [`MisereError::Work`] naming the limit.
    pub fn within<T>(
        &mut self,
        limit: u64,
        f: impl FnOnce(&mut MisereUniverse) -> Result<T, MisereError>,
    ) -> Result<T, MisereError> {
        let saved = (self.limit, self.budget);
        self.limit = self.work.saturating_add(limit);
        self.budget = limit;
        let out = f(self);
        (self.limit, self.budget) = saved;
        out
    }

    /// Counts `n` units; an error once the budget is spent.
    pub(crate) fn tick(&mut self, n: u64) -> Result<(), MisereError> {
        self.work += n;
        if self.work > self.limit {
            return Err(MisereError::Work {
                what: "units of work of misère canonical forms",
                limit: self.budget,
            });
        }
        Ok(())
    }

    fn rec(&self, g: Mis) -> &Rec {
        &self.recs[g.0 as usize]
    }

    /// The options of a canonical form, sorted by handle.
    pub fn options(&self, g: Mis) -> &[Mis] {
        let r = self.rec(g);
        &self.opts[r.start as usize..(r.start + r.len) as usize]
    }

    pub fn birthday(&self, g: Mis) -> u32 {
        self.rec(g).birthday
    }

    /// The normal-play Grundy value `G⁺` (the normal-play value is `*G⁺`).
    pub fn nim_value(&self, g: Mis) -> u32 {
        self.rec(g).plus
    }

    /// The misère Grundy value `G⁻` (Conway's `g₀`): 1 for `0`, otherwise
    /// the least value no option has; 0 exactly for misère P-positions.
    pub fn misere_nim_value(&self, g: Mis) -> u32 {
        self.rec(g).minus
    }

    /// Whether the player to move loses under misère play (P), or wins (N).
    pub fn is_p(&self, g: Mis) -> bool {
        self.rec(g).minus == 0
    }

    /// Stores a sorted, duplicate-free set of canonical options that is
    /// known to be canonical as a set (or finds it).
    fn store(&mut self, sorted: &[Mis]) -> Mis {
        if let Some(&g) = self.index.get(sorted) {
            return g;
        }
        let birthday = sorted
            .iter()
            .map(|&o| self.birthday(o) + 1)
            .max()
            .unwrap_or(0);
        let plus = mex(sorted.iter().map(|&o| self.nim_value(o)));
        let minus = if sorted.is_empty() {
            1
        } else {
            mex(sorted.iter().map(|&o| self.misere_nim_value(o)))
        };
        let g = Mis(self.recs.len() as u32);
        self.recs.push(Rec {
            start: self.opts.len() as u32,
            len: sorted.len() as u32,
            birthday,
            plus,
            minus,
        });
        self.opts.extend_from_slice(sorted);
        self.index.insert(sorted.into(), g);
        g
    }

    /// The nim heap `*n` (its options are the smaller heaps; nim heaps are
    /// in canonical form, ONAG ch. 12).
    pub fn heap(&mut self, n: u32) -> Result<Mis, MisereError> {
        if n > MAX_MISERE_HEAP {
            return Err(MisereError::HeapTooLarge {
                token: format!("*{n}"),
                limit: MAX_MISERE_HEAP,
            });
        }
        while self.heaps.len() <= n as usize {
            self.tick(self.heaps.len() as u64 + 1)?;
            self.room()?;
            let opts: Vec<Mis> = self.heaps.clone();
            let mut sorted = opts;
            sorted.sort_unstable();
            let h = self.store(&sorted);
            self.heaps.push(h);
        }
        Ok(self.heaps[n as usize])
    }

    fn room(&self) -> Result<(), MisereError> {
        if self.recs.len() >= MAX_MISERE_FORMS {
            return Err(MisereError::Work {
                what: "stored misère canonical forms",
                limit: MAX_MISERE_FORMS as u64,
            });
        }
        Ok(())
    }

    /// The canonical form of the game whose options are `options`
    /// (canonical forms themselves): reversible options removed (Conway's
    /// simplification, see the module docs).
    pub fn canon(&mut self, mut options: Vec<Mis>) -> Result<Mis, MisereError> {
        options.sort_unstable();
        options.dedup();
        if let Some(&g) = self.index.get(options.as_slice()) {
            return Ok(g);
        }
        if let Some(j) = self.reduction(&options)? {
            return Ok(j);
        }
        let birthday = options
            .iter()
            .map(|&o| self.birthday(o) + 1)
            .max()
            .unwrap_or(0);
        if birthday > MAX_MISERE_BIRTHDAY {
            return Err(MisereError::Birthday {
                birthday,
                limit: MAX_MISERE_BIRTHDAY,
            });
        }
        self.room()?;
        Ok(self.store(&options))
    }

    /// The canonical form `J` the game `{options}` equals, when it has a
    /// reversible option: `J` is then an option of one of its options
    /// (the one it reverses through). `None` when the set is canonical.
    fn reduction(&mut self, options: &[Mis]) -> Result<Option<Mis>, MisereError> {
        let p = is_p_of(self, options);
        // `memo` holds every `j` tried (a hash lookup: a list of the
        // tried ones made this quadratic in the options of options).
        let mut memo = FxMap::default();
        for &h in options {
            for &j in self.options(h).to_vec().iter() {
                match memo.get(&j) {
                    Some(true) => return Ok(Some(j)),
                    Some(false) => continue,
                    None => {}
                }
                let before = memo.len() as u64;
                let equal = self.equals_set(options, p, j, &mut memo);
                // Per game the test examined, one unit and one per 32
                // options of `{options}` (its cost: a search in each).
                let examined = memo.len() as u64 - before;
                self.tick(examined * (1 + options.len() as u64 / 32))?;
                if equal {
                    return Ok(Some(j));
                }
            }
        }
        Ok(None)
    }

    /// Whether the game `{s}` (canonical options, sorted; `p` its misère
    /// outcome is P) equals the canonical form `j` (Conway's test, ONAG
    /// ch. 12; Siegel, *CGT*, ch. V): same misère outcome; every option of
    /// `{s}` is an option of `j` or has `j` as an option; every option of
    /// `j` is in `s` or has an option equal to `{s}`.
    fn equals_set(&self, s: &[Mis], p: bool, j: Mis, memo: &mut FxMap<Mis, bool>) -> bool {
        if let Some(&b) = memo.get(&j) {
            return b;
        }
        let answer = self.is_p(j) == p && self.covers(s, j) && self.reaches(s, p, j, memo);
        memo.insert(j, answer);
        answer
    }

    /// Every option of `{s}` is an option of `j` or has `j` as an option.
    fn covers(&self, s: &[Mis], j: Mis) -> bool {
        let oj = self.options(j);
        for &g in s {
            if oj.binary_search(&g).is_err() && self.options(g).binary_search(&j).is_err() {
                return false;
            }
        }
        true
    }

    /// Every option of `j` is in `s` or has an option equal to `{s}`
    /// (plain loops: the recursion is half as deep as `j`'s birthday, and
    /// a debug build's frames must fit a 2 MB test thread).
    fn reaches(&self, s: &[Mis], p: bool, j: Mis, memo: &mut FxMap<Mis, bool>) -> bool {
        for &jo in self.options(j) {
            if s.binary_search(&jo).is_ok() {
                continue;
            }
            let mut found = false;
            for &joo in self.options(jo) {
                if self.equals_set(s, p, joo, memo) {
                    found = true;
                    break;
                }
            }
            if !found {
                return false;
            }
        }
        true
    }

    /// Whether the set `s` of canonical options (sorted, duplicate-free)
    /// is a canonical form, without storing it: the census's test.
    pub(crate) fn is_canonical_set(&self, s: &[Mis], memo: &mut FxMap<Mis, bool>) -> bool {
        let p = is_p_of(self, s);
        memo.clear();
        for &h in s {
            for &j in self.options(h) {
                if self.equals_set(s, p, j, memo) {
                    return false;
                }
            }
        }
        true
    }

    /// How many distinct subpositions `g` has, itself included, counting
    /// up to `cap` (the work estimate of a sum: the pairs of subpositions
    /// of the two terms bound the recursion).
    pub fn subpositions(&self, g: Mis, cap: u64) -> u64 {
        let mut seen = crate::common::FxMap::<Mis, ()>::default();
        let mut stack = vec![g];
        while let Some(x) = stack.pop() {
            if seen.insert(x, ()).is_some() {
                continue;
            }
            if seen.len() as u64 >= cap {
                return cap;
            }
            stack.extend_from_slice(self.options(x));
        }
        seen.len() as u64
    }

    /// The subpositions of `g` (itself included) that `done` does not
    /// hold, each after its options: an order to compute them bottom-up
    /// without recursion (a game may be born on day
    /// [`MAX_MISERE_BIRTHDAY`]; a recursion as deep would not fit a
    /// thread's stack).
    pub(crate) fn post_order(&self, g: Mis, done: impl Fn(Mis) -> bool) -> Vec<Mis> {
        let mut order = Vec::new();
        let mut seen = FxMap::<Mis, ()>::default();
        // (game, whether its options are already pushed)
        let mut stack = vec![(g, false)];
        while let Some((x, expanded)) = stack.pop() {
            if expanded {
                order.push(x);
                continue;
            }
            if done(x) || seen.insert(x, ()).is_some() {
                continue;
            }
            stack.push((x, true));
            stack.extend(self.options(x).iter().map(|&o| (o, false)));
        }
        order
    }

    /// The work estimate of `g + h`: pairs of subpositions, up to `cap`.
    pub fn sum_work(&self, g: Mis, h: Mis, cap: u64) -> u64 {
        let a = self.subpositions(g, cap);
        let b = self.subpositions(h, cap);
        a.saturating_mul(b).min(cap)
    }

    /// The disjunctive sum `g + h`, in canonical form. Computed with a
    /// stack of its own (the recursion would be as deep as the sum's
    /// birthday, up to [`MAX_MISERE_BIRTHDAY`]).
    pub fn add(&mut self, g: Mis, h: Mis) -> Result<Mis, MisereError> {
        let birthday = self.birthday(g) + self.birthday(h);
        if birthday > MAX_MISERE_BIRTHDAY {
            return Err(MisereError::Birthday {
                birthday,
                limit: MAX_MISERE_BIRTHDAY,
            });
        }
        // (pair, whether its terms' options are already pushed)
        let mut stack = vec![((g, h), false)];
        while let Some(((a, b), expanded)) = stack.pop() {
            if self.known_sum(a, b).is_some() {
                continue;
            }
            let (ao, bo) = (self.options(a).to_vec(), self.options(b).to_vec());
            if !expanded {
                stack.push(((a, b), true));
                let parts = ao.iter().map(|&x| (x, b)).chain(bo.iter().map(|&y| (a, y)));
                stack.extend(parts.map(|pair| (pair, false)));
                continue;
            }
            self.tick(1)?;
            let options = ao
                .iter()
                .map(|&x| (x, b))
                .chain(bo.iter().map(|&y| (a, y)))
                .map(|(x, y)| self.known_sum(x, y).expect("options summed first"))
                .collect();
            let s = self.canon(options)?;
            self.sums.insert(sum_key(a, b), s);
        }
        Ok(self.known_sum(g, h).expect("the sum is computed"))
    }

    /// `a + b` if it is known: a term is `0`, or the sum is cached.
    fn known_sum(&self, a: Mis, b: Mis) -> Option<Mis> {
        if a == MisereUniverse::ZERO {
            return Some(b);
        }
        if b == MisereUniverse::ZERO {
            return Some(a);
        }
        self.sums.get(&sum_key(a, b)).copied()
    }

    /// `g + g + … ` (`n` copies).
    pub fn times(&mut self, g: Mis, n: u32) -> Result<Mis, MisereError> {
        let mut s = MisereUniverse::ZERO;
        for _ in 0..n {
            s = self.add(s, g)?;
        }
        Ok(s)
    }

    /// Whether `g` is a nim heap, and which.
    pub fn as_heap(&self, g: Mis) -> Option<u32> {
        let b = self.birthday(g);
        (self.heaps.get(b as usize) == Some(&g)).then_some(b)
    }
}

/// The cache key of `a + b` (the sum commutes).
fn sum_key(a: Mis, b: Mis) -> (Mis, Mis) {
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}

/// Whether `{s}` is a misère P-position: it has options and none is one.
fn is_p_of(u: &MisereUniverse, s: &[Mis]) -> bool {
    !s.is_empty() && s.iter().all(|&o| !u.is_p(o))
}

/// The least natural number not in `values`.
pub(crate) fn mex(values: impl Iterator<Item = u32>) -> u32 {
    let mut seen: Vec<u32> = values.collect();
    seen.sort_unstable();
    seen.dedup();
    let mut m = 0;
    for v in seen {
        if v == m {
            m += 1;
        } else if v > m {
            break;
        }
    }
    m
}
