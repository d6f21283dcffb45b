//! The table of canonical forms. A [`Game`] is a handle into a
//! [`Universe`]: each record holds its sorted Left and Right options (handles
//! again), so equal values have equal handles. Records also carry what is
//! cheap to know at construction: birthday, stops, and whether the game is a
//! number or `x + n·↑ + *k` ("nus"), which the arithmetic uses as fast paths.
//! Nus are built by their closed forms (a nimber's options are the smaller
//! nimbers, an up-multiple is a chain), compared and added without
//! recursion, so `*1024` or `^1024` cost a few thousand records.
//!
//! Every operation counts its work in the universe's meter and stops, storing
//! nothing, once a budgeted region is spent ([`Universe::within`]).
//!
//! The forms and the caches of sums and comparisons can be shared by
//! universes on several threads ([`Universe::fork`]): records are appended
//! under the index's lock to storage threads read as they grow
//! ([`Slab`]), so a handle any thread holds reads its record without a
//! lock, and the caches' slots are atomic words. The maps of numbers and nus forms, the
//! meter and the scratch vectors are each universe's own (a number one
//! thread has not met is found through the shared index).

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};

use serde::Serialize;

use crate::common::FxMap;

use super::append::{Reader, Slab};
use super::dyadic::Dyadic;
use super::forms_index::{form_hash, FormIndex};
use super::inf::InfCache;
use super::meter::Meter;
use super::pairs::{Cache, LeSlot, PairTable, SumSlot};
use reach::Reach;

mod canon;
mod prefetch;
mod reach;

/// A canonical short game: an index into its [`Universe`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Game(
    // Public for the tests in tests/it (raw handles for the tables' tests).
    #[doc(hidden)] pub u32,
);

/// A number plus up-multiple plus nimber: `number + ups·↑ + *star`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nus {
    pub number: Dyadic,
    pub ups: i32,
    pub star: u32,
}

/// One canonical form's record: 64 bytes, one cache line (the stops'
/// numerators and exponents kept apart, as a [`Dyadic`] pads to 16 bytes).
#[derive(Clone, Copy, Debug)]
#[repr(align(64))]
pub(crate) struct Rec {
    start: u32,
    nl: u32,
    nr: u32,
    pub(crate) birthday: u32,
    /// Levels of options above the numbers (0 for a number): how deep the
    /// recursive operations go.
    pub(crate) depth: u32,
    /// The Left and Right stops ([`Dyadic::raw`]).
    stop_num: [i64; 2],
    stop_exp: [u8; 2],
    /// Where its [`Nus`] form is in [`Universe::nus_forms`], or
    /// [`NOT_NUS`] (most records of a big board are not nus: 4 bytes here
    /// instead of 32).
    nus: u32,
    /// Its options' stops, for comparisons decided without recursion.
    pub(crate) reach: Reach,
}

// One cache line per record.
const _: () = assert!(std::mem::size_of::<Rec>() == 64);

impl Rec {
    #[inline]
    pub(crate) fn left_stop(&self) -> Dyadic {
        Dyadic::from_raw(self.stop_num[0], u32::from(self.stop_exp[0]))
    }

    #[inline]
    pub(crate) fn right_stop(&self) -> Dyadic {
        Dyadic::from_raw(self.stop_num[1], u32::from(self.stop_exp[1]))
    }
}

/// Records a universe makes room for when it is first shared
/// ([`Universe::fork`]): address space, not memory, until written (about
/// 2 GB of it with the options'; Domineering 6×6 has 2.2 million records).
const SHARED_RECORDS: usize = 1 << 25;

/// [`Rec::nus`] of a game that is not `x + n·↑ + *k`.
const NOT_NUS: u32 = u32::MAX;

/// The canonical forms of a universe and of its forks ([`Universe::fork`]),
/// each read through a thread's own [`Slab`] or [`Reader`].
#[derive(Default)]
struct Forms {
    recs: Slab<Rec>,
    opts: Slab<Game>,
    /// `negs[g]` is `−g`'s handle once known, else `u32::MAX`.
    negs: Reader<AtomicU32>,
    /// The nus forms of the records that have one ([`Rec::nus`]).
    nus_forms: Slab<Nus>,
    /// Held while a form is looked up and, if new, appended.
    index: Arc<Mutex<FormIndex>>,
}

impl Forms {
    fn share(&self) -> Forms {
        Forms {
            recs: self.recs.share(),
            opts: self.opts.share(),
            negs: self.negs.share(),
            nus_forms: self.nus_forms.share(),
            index: Arc::clone(&self.index),
        }
    }
}

/// The universe of canonical forms met so far, with caches of sums,
/// negatives and comparisons.
pub struct Universe {
    forms: Forms,
    /// Sorted options of the form being interned (no allocation per call).
    scratch: Vec<Game>,
    numbers: FxMap<Dyadic, Game>,
    sums: Cache<PairTable<SumSlot>>,
    le_cache: Cache<PairTable<LeSlot>>,
    nus_cache: FxMap<Nus, Game>,
    /// Options with their sort keys, reused by [`Universe::undominate`].
    keyed: Vec<canon::Keyed>,
    pub(crate) inf: InfCache,
    pub(crate) meter: Meter,
}

impl Default for Universe {
    fn default() -> Self {
        Universe::new()
    }
}

impl Universe {
    pub const ZERO: Game = Game(0);

    pub fn new() -> Universe {
        let mut u = Universe {
            forms: Forms::default(),
            scratch: Vec::new(),
            numbers: FxMap::default(),
            sums: Cache::default(),
            le_cache: Cache::default(),
            nus_cache: FxMap::default(),
            keyed: Vec::new(),
            inf: InfCache::default(),
            meter: Meter::default(),
        };
        let zero = u.intern(&[], &[]);
        debug_assert_eq!(zero, Universe::ZERO);
        u
    }

    /// A universe for another thread sharing this one's forms and caches
    /// (its handles are this one's), with a meter of its own. The caches
    /// are made their largest size first: shared, they no longer grow.
    pub fn fork(&mut self) -> Universe {
        // Room reserved now is never copied while shared (a copy's old
        // buffer is kept until the universe is dropped: `Slab`).
        self.forms.recs.reserve(SHARED_RECORDS);
        self.forms.opts.reserve(8 * SHARED_RECORDS);
        self.forms.nus_forms.reserve(SHARED_RECORDS / 8);
        Universe {
            forms: self.forms.share(),
            scratch: Vec::new(),
            numbers: FxMap::default(),
            sums: Cache::Shared(self.sums.share()),
            le_cache: Cache::Shared(self.le_cache.share()),
            nus_cache: FxMap::default(),
            keyed: Vec::new(),
            inf: InfCache::default(),
            meter: Meter::default(),
        }
    }

    /// How many canonical forms are stored.
    pub fn len(&self) -> usize {
        self.forms.recs.len()
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    #[inline]
    pub(crate) fn rec(&self, g: Game) -> &Rec {
        self.forms.recs.get(g.0 as usize)
    }

    #[inline]
    pub fn left(&self, g: Game) -> &[Game] {
        let r = self.rec(g);
        let start = r.start as usize;
        self.forms.opts.slice(start, start + r.nl as usize)
    }

    #[inline]
    pub fn right(&self, g: Game) -> &[Game] {
        let r = self.rec(g);
        let start = (r.start + r.nl) as usize;
        self.forms.opts.slice(start, start + r.nr as usize)
    }

    #[inline]
    fn left_at(&self, g: Game, i: usize) -> Game {
        *self.forms.opts.get(self.rec(g).start as usize + i)
    }

    #[inline]
    fn right_at(&self, g: Game, i: usize) -> Game {
        let r = self.rec(g);
        *self.forms.opts.get((r.start + r.nl) as usize + i)
    }

    #[inline]
    fn counts(&self, g: Game) -> (usize, usize) {
        let r = self.rec(g);
        (r.nl as usize, r.nr as usize)
    }

    #[inline]
    pub fn birthday(&self, g: Game) -> u32 {
        self.rec(g).birthday
    }

    /// Levels of options above the numbers: 0 for a number, `n + 1` for
    /// `^n`, `n` for `*n`. The recursive operations on `G` and `H` go at
    /// most `depth(G) + depth(H)` calls deep.
    #[inline]
    pub fn depth(&self, g: Game) -> u32 {
        self.rec(g).depth
    }

    #[inline]
    pub fn left_stop(&self, g: Game) -> Dyadic {
        self.rec(g).left_stop()
    }

    #[inline]
    pub fn right_stop(&self, g: Game) -> Dyadic {
        self.rec(g).right_stop()
    }

    /// `Some(n·↑ + *k + x)` when the game has that form.
    #[inline]
    pub fn nus(&self, g: Game) -> Option<Nus> {
        let i = self.rec(g).nus;
        (i != NOT_NUS).then(|| *self.forms.nus_forms.get(i as usize))
    }

    /// The number, when the game is one.
    #[inline]
    pub fn number_value(&self, g: Game) -> Option<Dyadic> {
        self.nus(g)
            .filter(|n| n.ups == 0 && n.star == 0)
            .map(|n| n.number)
    }

    #[inline]
    pub fn is_number(&self, g: Game) -> bool {
        self.number_value(g).is_some()
    }

    /// Stores options already in canonical form (sorted here), or finds the
    /// record that has them.
    pub(crate) fn intern(&mut self, left: &[Game], right: &[Game]) -> Game {
        let mut key = std::mem::take(&mut self.scratch);
        key.clear();
        key.extend_from_slice(left);
        key.extend_from_slice(right);
        let nl = left.len();
        key[..nl].sort_unstable();
        key[nl..].sort_unstable();
        let g = self.intern_sorted(&key, nl);
        self.scratch = key;
        g
    }

    /// [`Universe::intern`] of options sorted on each side: `key[..nl]`
    /// Left's, `key[nl..]` Right's. Under the index's lock, so a form is
    /// stored once however many threads share the universe.
    fn intern_sorted(&mut self, key: &[Game], nl: usize) -> Game {
        let (l, r) = key.split_at(nl);
        let hash = form_hash(l, r);
        let forms = &self.forms;
        let mut index = forms.index.lock().unwrap_or_else(|e| e.into_inner());
        let same = |g: Game| self.left(g) == l && self.right(g) == r;
        if let Some(g) = index.get(hash, same) {
            return g;
        }
        if self.tick() {
            return Universe::ZERO;
        }
        let rec = self.make_rec(l, r);
        if self.spent() {
            // A stop recognising it (an overflow): store nothing.
            return Universe::ZERO;
        }
        let (mut rec, nus) = rec;
        let g = Game(forms.recs.len() as u32);
        if let Some(n) = nus {
            rec.nus = forms.nus_forms.push(n) as u32;
            if n.ups == 0 && n.star == 0 {
                self.numbers.entry(n.number).or_insert(g);
            }
        }
        rec.start = forms.opts.extend(key) as u32;
        forms.negs.vec().push(AtomicU32::new(u32::MAX));
        forms.recs.push(rec);
        index.insert(hash, g);
        drop(index);
        self.forms.recs.reclaim();
        self.forms.opts.reclaim();
        self.forms.nus_forms.reclaim();
        g
    }

    /// The record of a new form and its nus form, if any (stored by
    /// [`Universe::intern_sorted`]).
    fn make_rec(&self, l: &[Game], r: &[Game]) -> (Rec, Option<Nus>) {
        let birthday = l
            .iter()
            .chain(r)
            .map(|&g| self.birthday(g) + 1)
            .max()
            .unwrap_or(0);
        let nus = self.recognise(l, r);
        let depth = match nus {
            Some(n) if n.ups == 0 && n.star == 0 => 0,
            _ => l
                .iter()
                .chain(r)
                .map(|&g| self.depth(g) + 1)
                .max()
                .unwrap_or(0),
        };
        let (left_stop, right_stop) = match nus {
            Some(n) => (n.number, n.number),
            None => (
                l.iter()
                    .map(|&g| self.right_stop(g))
                    .max()
                    .unwrap_or(Dyadic::ZERO),
                r.iter()
                    .map(|&g| self.left_stop(g))
                    .min()
                    .unwrap_or(Dyadic::ZERO),
            ),
        };
        let ((ln, le), (rn, re)) = (left_stop.raw(), right_stop.raw());
        let rec = Rec {
            stop_num: [ln, rn],
            stop_exp: [le as u8, re as u8],
            reach: self.reach(l, r),
            // Set where the options are stored.
            start: 0,
            nl: l.len() as u32,
            nr: r.len() as u32,
            birthday,
            depth,
            nus: NOT_NUS,
        };
        (rec, nus)
    }

    /// Recognises numbers and `x + n·↑ + *k` from canonical options.
    fn recognise(&self, l: &[Game], r: &[Game]) -> Option<Nus> {
        let num = |g: &Game| self.number_value(*g);
        let all_numbers = l.iter().chain(r).all(|g| num(g).is_some());
        if all_numbers && l.len() <= 1 && r.len() <= 1 {
            let (lo, hi) = (l.first().and_then(num), r.first().and_then(num));
            if let Some(x) = Dyadic::simplest_between(lo, hi) {
                return Some(Nus {
                    number: x,
                    ups: 0,
                    star: 0,
                });
            }
        }
        let nus: Vec<Nus> = l
            .iter()
            .chain(r)
            .map(|&g| self.nus(g))
            .collect::<Option<_>>()?;
        let (ln, rn) = nus.split_at(l.len());
        let x = nus.first()?.number;
        if nus.iter().any(|n| n.number != x) {
            return None;
        }
        // x + *k = {x, x*, …, x*(k−1) | same}
        if l == r && ln.iter().all(|n| n.ups == 0) {
            let mut stars: Vec<u32> = ln.iter().map(|n| n.star).collect();
            stars.sort_unstable();
            if stars.iter().enumerate().all(|(i, &s)| s == i as u32) {
                return Some(Nus {
                    number: x,
                    ups: 0,
                    star: stars.len() as u32,
                });
            }
            return None;
        }
        let is = |n: &Nus, ups: i32, star: u32| n.ups == ups && n.star == star;
        match (ln, rn) {
            // x↑* = {x, x* | x}, x↓* = {x | x, x*}
            ([a, b], [c])
                if is(c, 0, 0)
                    && ((is(a, 0, 0) && is(b, 0, 1)) || (is(a, 0, 1) && is(b, 0, 0))) =>
            {
                Some(Nus {
                    number: x,
                    ups: 1,
                    star: 1,
                })
            }
            ([c], [a, b])
                if is(c, 0, 0)
                    && ((is(a, 0, 0) && is(b, 0, 1)) || (is(a, 0, 1) && is(b, 0, 0))) =>
            {
                Some(Nus {
                    number: x,
                    ups: -1,
                    star: 1,
                })
            }
            // x + n↑ + *k = {x | x + (n−1)↑ + *(k⊕1)} for n ≥ 1, and its mirror.
            ([a], [b]) if is(a, 0, 0) && b.ups >= 0 => Some(Nus {
                number: x,
                ups: b.ups + 1,
                star: b.star ^ 1,
            }),
            ([b], [a]) if is(a, 0, 0) && b.ups <= 0 => Some(Nus {
                number: x,
                ups: b.ups - 1,
                star: b.star ^ 1,
            }),
            _ => None,
        }
    }

    /// The canonical form of a dyadic number.
    pub fn number(&mut self, x: Dyadic) -> Game {
        if let Some(&g) = self.numbers.get(&x) {
            return g;
        }
        let g = if x.is_integer() {
            // Iteratively from the nearest integer already stored.
            let n = x.numerator();
            let step = n.signum();
            let mut k = n;
            while k != 0 && !self.numbers.contains_key(&Dyadic::int(k)) {
                k -= step;
            }
            let mut g = self
                .numbers
                .get(&Dyadic::int(k))
                .copied()
                .unwrap_or(Universe::ZERO);
            while k != n {
                k += step;
                g = if step > 0 {
                    self.intern(&[g], &[])
                } else {
                    self.intern(&[], &[g])
                };
            }
            g
        } else {
            let (n, e) = (x.numerator(), x.exponent());
            let lo = self.number(Dyadic::new(n - 1, e));
            let hi = self.number(Dyadic::new(n + 1, e));
            self.intern(&[lo], &[hi])
        };
        if !self.spent() {
            self.numbers.insert(x, g);
        }
        g
    }

    pub fn integer(&mut self, n: i64) -> Game {
        self.number(Dyadic::int(n))
    }

    /// `*n`.
    pub fn nimber(&mut self, n: u32) -> Game {
        self.nus_game(Nus {
            number: Dyadic::ZERO,
            ups: 0,
            star: n,
        })
    }

    /// The canonical form of `x + n·↑ + *k`, by the formulas that
    /// [`Universe::nus`] recognises, built from the bottom up (no
    /// recursion) and cached.
    pub fn nus_game(&mut self, n: Nus) -> Game {
        if let Some(&g) = self.nus_cache.get(&n) {
            return g;
        }
        if n.ups == 0 {
            return self.star_chain(n.number, n.star);
        }
        let (x, up) = (n.number, n.ups > 0);
        let levels = n.ups.unsigned_abs();
        let xg = self.number(x);
        let mut below = Universe::ZERO;
        for level in 1..=levels {
            let star = n.star ^ ((levels - level) & 1);
            let key = Nus {
                number: x,
                ups: if up { level as i32 } else { -(level as i32) },
                star,
            };
            if let Some(&g) = self.nus_cache.get(&key) {
                below = g;
                continue;
            }
            // x↑* = {x, x* | x}; x + ↑ + *k = {x | x + *(k⊕1)};
            // x + n↑ + *k = {x | x + (n−1)↑ + *(k⊕1)}; mirrored for downs.
            let (near, far) = match (level, star) {
                (1, 1) => (vec![xg, self.star_chain(x, 1)], vec![xg]),
                (1, s) => (vec![xg], vec![self.star_chain(x, s ^ 1)]),
                _ => (vec![xg], vec![below]),
            };
            below = if up {
                self.intern(&near, &far)
            } else {
                self.intern(&far, &near)
            };
            self.remember_nus(key, below);
        }
        below
    }

    /// `x + *k = {x, x + *, …, x + *(k−1) | same}`, every smaller one built
    /// (and cached) on the way.
    fn star_chain(&mut self, x: Dyadic, k: u32) -> Game {
        let mut opts: Vec<Game> = Vec::with_capacity(k as usize);
        for j in 0..=k {
            let key = Nus {
                number: x,
                ups: 0,
                star: j,
            };
            let g = match self.nus_cache.get(&key) {
                Some(&g) => g,
                None => {
                    let g = if j == 0 {
                        self.number(x)
                    } else {
                        self.intern(&opts, &opts)
                    };
                    self.remember_nus(key, g);
                    g
                }
            };
            opts.push(g);
        }
        opts[k as usize]
    }

    fn remember_nus(&mut self, key: Nus, g: Game) {
        if !self.spent() {
            self.nus_cache.insert(key, g);
        }
    }

    /// `−G = {−G^R | −G^L}`.
    pub fn neg(&mut self, g: Game) -> Game {
        if g == Universe::ZERO {
            return g;
        }
        let known = self.forms.negs.get(g.0 as usize).load(Ordering::Acquire);
        if known != u32::MAX {
            return Game(known);
        }
        if self.tick() {
            return Universe::ZERO;
        }
        let (nl, nr) = self.counts(g);
        let l: Vec<Game> = (0..nr).map(|i| self.right_at(g, i)).collect();
        let r: Vec<Game> = (0..nl).map(|i| self.left_at(g, i)).collect();
        let l: Vec<Game> = l.into_iter().map(|x| self.neg(x)).collect();
        let r: Vec<Game> = r.into_iter().map(|x| self.neg(x)).collect();
        let n = self.intern(&l, &r);
        if !self.spent() {
            self.forms
                .negs
                .get(g.0 as usize)
                .store(n.0, Ordering::Release);
            self.forms
                .negs
                .get(n.0 as usize)
                .store(g.0, Ordering::Release);
        }
        n
    }

    /// `G + H`, cached; numbers, nus and number translation by closed forms.
    pub fn add(&mut self, g: Game, h: Game) -> Game {
        if g == Universe::ZERO {
            return h;
        }
        if h == Universe::ZERO {
            return g;
        }
        let (g, h) = if g <= h { (g, h) } else { (h, g) };
        if let Some(s) = self.sums.get(g, h) {
            return s;
        }
        if self.tick() {
            return Universe::ZERO;
        }
        let s = match (self.nus(g), self.nus(h)) {
            (Some(a), Some(b)) => self.nus_game(Nus {
                number: a.number + b.number,
                ups: a.ups + b.ups,
                star: a.star ^ b.star,
            }),
            (Some(a), None) if a.ups == 0 && a.star == 0 => self.translate(h, g),
            (None, Some(b)) if b.ups == 0 && b.star == 0 => self.translate(g, h),
            _ => {
                let (gl, gr) = self.counts(g);
                let (hl, hr) = self.counts(h);
                self.prefetch_sums(g, h);
                let mut l = Vec::with_capacity(gl + hl);
                let mut r = Vec::with_capacity(gr + hr);
                for i in 0..gl {
                    let o = self.left_at(g, i);
                    l.push(self.add(o, h));
                }
                for i in 0..hl {
                    let o = self.left_at(h, i);
                    l.push(self.add(g, o));
                }
                for i in 0..gr {
                    let o = self.right_at(g, i);
                    r.push(self.add(o, h));
                }
                for i in 0..hr {
                    let o = self.right_at(h, i);
                    r.push(self.add(g, o));
                }
                self.canon(l, r)
            }
        };
        if !self.spent() {
            match self.sums.alone() {
                Some(alone) => alone.insert(g, h, s),
                None => self.sums.insert_shared(g, h, s),
            }
        }
        s
    }

    /// `G + x` for a number `x` and a non-number `G`: `{G^L + x | G^R + x}`
    /// is already canonical (number translation).
    fn translate(&mut self, g: Game, x: Game) -> Game {
        let (gl, gr) = self.counts(g);
        let mut l = Vec::with_capacity(gl);
        let mut r = Vec::with_capacity(gr);
        for i in 0..gl {
            let o = self.left_at(g, i);
            l.push(self.add(o, x));
        }
        for i in 0..gr {
            let o = self.right_at(g, i);
            r.push(self.add(o, x));
        }
        self.intern(&l, &r)
    }

    pub fn sub(&mut self, g: Game, h: Game) -> Game {
        let n = self.neg(h);
        self.add(g, n)
    }

    /// `G ≤ H`, cached. Numbers compare directly; against a number only
    /// the other game's options matter (number avoidance); stops, and the
    /// options' stops, reject or accept early ([`Universe::by_stops`]).
    pub fn le(&mut self, g: Game, h: Game) -> bool {
        if g == h {
            return true;
        }
        let (xg, xh) = (self.number_value(g), self.number_value(h));
        if let (Some(a), Some(b)) = (xg, xh) {
            return a <= b;
        }
        if let (Some(a), Some(b)) = (self.nus(g), self.nus(h)) {
            return nus_le(a, b);
        }
        if let Some(known) = self.by_stops(g, h) {
            return known;
        }
        if let Some(b) = self.le_cache.get(g, h) {
            return b;
        }
        if self.tick() {
            return false;
        }
        let (gl, _) = self.counts(g);
        let (_, hr) = self.counts(h);
        self.prefetch_le(g, h, xg.is_none(), xh.is_none());
        let mut ok = true;
        if xg.is_none() {
            for i in 0..gl {
                let o = self.left_at(g, i);
                if self.le(h, o) {
                    ok = false;
                    break;
                }
            }
        }
        if ok && xh.is_none() {
            for i in 0..hr {
                let o = self.right_at(h, i);
                if self.le(o, g) {
                    ok = false;
                    break;
                }
            }
        }
        if !self.spent() {
            match self.le_cache.alone() {
                Some(alone) => alone.insert(g, h, ok),
                None => self.le_cache.insert_shared(g, h, ok),
            }
        }
        ok
    }

    /// `x ≤ {L | R}` for a game given by (canonical) options.
    fn le_into(&mut self, x: Game, l: &[Game], r: &[Game]) -> bool {
        if r.iter().any(|&o| self.le(o, x)) {
            return false;
        }
        let (xl, _) = self.counts(x);
        for i in 0..xl {
            let o = self.left_at(x, i);
            if self.ge_into(o, l, r) {
                return false;
            }
        }
        true
    }

    /// `{L | R} ≤ x`.
    fn ge_into(&mut self, x: Game, l: &[Game], r: &[Game]) -> bool {
        if l.iter().any(|&o| self.le(x, o)) {
            return false;
        }
        let (_, xr) = self.counts(x);
        for i in 0..xr {
            let o = self.right_at(x, i);
            if self.le_into(o, l, r) {
                return false;
            }
        }
        true
    }
}

/// `a ≤ b` for `x + n·↑ + *k` forms, by the sign of `b − a`: a positive
/// number part decides; with none, `n↑ + *k` is positive for `n ≥ 2`, for
/// `n = 1` unless `k = 1` (`↑*` is confused with 0), zero for `0↑ + *0`,
/// and otherwise confused with 0 or negative.
fn nus_le(a: Nus, b: Nus) -> bool {
    let x = b.number - a.number;
    if x != Dyadic::ZERO {
        return x > Dyadic::ZERO;
    }
    let (ups, star) = (i64::from(b.ups) - i64::from(a.ups), b.star ^ a.star);
    match ups {
        2.. => true,
        1 => star != 1,
        0 => star == 0,
        _ => false,
    }
}
