//! The sparse-space kernel ("rare and common values"): the mex rule for
//! codes whose splits leave two heaps, looking at few of the `n/2` splits
//! of most heaps (Gangolli & Plambeck 1989; Flammenkamp's octal pages;
//! Siegel, *CGT* IV.2).
//!
//! Each heap `a ≥ 1` gets a *tag* `e(a) = 2·G(a) + (a mod 2)`. The split
//! moves are grouped by the parity `d` of the tokens `k` they take, and each
//! group keeps a set `C` of *common* tags with `c₁ ⊕ c₂ ⊕ d ∉ C` for all
//! `c₁, c₂ ∈ C` (so `d ∉ C`). A split of `r = n − k` into `a + (r − a)`
//! has tag sum `e(a) ⊕ e(r − a) = 2·(G(a) ⊕ G(r − a)) + ((n + d) mod 2)`;
//! when both heaps are common this differs from `e ⊕ d` for every common
//! `e`, so the pair's value is never `m` when `2m + (n mod 2)` is common.
//! (A set `C` closed in this sense generalises the classical sparse space,
//! "values with an odd number of bits under a fixed mask are common"; the
//! heap parity in the tag lets values be common at heaps of one parity
//! only, as the `ogs` crate's two-split solver also allows.)
//!
//! Heap `n`: mark the moves that leave one heap and, per group, the splits
//! with a *rare* heap (a list, short when the sparse space is good), and
//! take the mex `m`. If `m`'s tag is common in every group, `G(n) = m`:
//! every smaller value is an option and `m` is not. Otherwise ask whether
//! some split has the value `m` through an index of the heaps by tag
//! (`Sparse::search`: pairs of tags `x ⊕ z = 2m + (r mod 2)`, through the
//! heaps of the rarer one, most frequent partners first); if so `m` is an option
//! and the mex moves on, else `G(n) = m`. Per heap that is the rare list
//! (times the split takes) plus a few checks, so a code whose rare heaps
//! stop growing runs in linear time; the heaps whose value is rare cost up
//! to `n/2` checks per take, as the plain rule does.
//!
//! `C` is chosen greedily from the most frequent tags down (each taken
//! when it keeps the condition), and chosen again, and the rare list
//! rebuilt, whenever the rare heaps have grown by a quarter and the new
//! choice has at most three quarters as many rare heaps. A tag seen for the
//! first time joins `C` when it can. Whatever `C` is, the values are the
//! plain mex rule's: `C` only decides how much is looked at.
//!
//! Memory: the values, the index of heaps by value and the rare list, about
//! 8 bytes a heap.

use super::plain::{mark_takes, Marks, Moves};

/// What a group knows of a tag.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    Unknown,
    Common,
    Rare,
}

/// The split moves that take a number of tokens of one parity `d`.
struct Group {
    d: u32,
    /// Tokens taken, ascending.
    takes: Vec<usize>,
    class: Vec<Class>,
    /// The common tags.
    common: Vec<u32>,
    /// `(a, G(a))` for the heaps `a ≥ 1` whose tag is not common, ascending.
    rare: Vec<(u32, u32)>,
    /// The rare list's length that prompts the next review of `C`.
    review_at: usize,
}

impl Group {
    fn new(d: u32, takes: Vec<usize>) -> Group {
        Group {
            d,
            takes,
            class: Vec::new(),
            common: Vec::new(),
            rare: Vec::new(),
            review_at: 64,
        }
    }

    fn is_common(&self, e: u32) -> bool {
        self.class.get(e as usize) == Some(&Class::Common)
    }

    /// Whether `e` may join `C`.
    fn fits(&self, e: u32) -> bool {
        e != self.d && self.common.iter().all(|&c| !self.is_common(e ^ self.d ^ c))
    }

    /// Whether `m` (tag `e`) at heap `n` may be reached by two common heaps.
    fn reachable(&self, e: u32) -> bool {
        match self
            .class
            .get(e as usize)
            .copied()
            .unwrap_or(Class::Unknown)
        {
            Class::Common => false,
            Class::Rare => true,
            Class::Unknown => !self.fits(e),
        }
    }

    /// Records heap `n`'s tag `e`, classifying a new one.
    fn push(&mut self, n: usize, g: u32, e: u32) {
        if self.class.len() <= e as usize {
            self.class
                .resize((e as usize + 1).next_power_of_two(), Class::Unknown);
        }
        if self.class[e as usize] == Class::Unknown {
            let fits = self.fits(e);
            self.class[e as usize] = if fits { Class::Common } else { Class::Rare };
            if fits {
                self.common.push(e);
            }
        }
        if self.class[e as usize] == Class::Rare {
            self.rare.push((n as u32, g));
        }
    }

    /// Chooses `C` again from the tags' counts if that shrinks the rare list
    /// to at most three quarters; returns the work units spent.
    /// `g` holds the values before the last heap's, `last`.
    fn review(&mut self, count: &[u32], g: &[u32], last: u32) -> u64 {
        let mut tags: Vec<u32> = (0..count.len() as u32)
            .filter(|&e| count[e as usize] > 0)
            .collect();
        tags.sort_by_key(|&e| (std::cmp::Reverse(count[e as usize]), e));
        let mut fresh = Group::new(self.d, Vec::new());
        fresh.class = vec![Class::Unknown; self.class.len().max(count.len())];
        let mut rare_heaps = 0u64;
        for &e in &tags {
            if fresh.fits(e) {
                fresh.class[e as usize] = Class::Common;
                fresh.common.push(e);
            } else {
                fresh.class[e as usize] = Class::Rare;
                rare_heaps += u64::from(count[e as usize]);
            }
        }
        let work = (tags.len() * fresh.common.len()) as u64 + 1;
        self.review_at = self.rare.len() + (self.rare.len() / 4).max(64);
        if rare_heaps * 4 > self.rare.len() as u64 * 3 {
            return work;
        }
        self.class = fresh.class;
        self.common = fresh.common;
        self.rare.clear();
        for (a, &v) in g.iter().chain([&last]).enumerate().skip(1) {
            if self.class[tag(a, v) as usize] == Class::Rare {
                self.rare.push((a as u32, v));
            }
        }
        self.review_at = self.rare.len() + (self.rare.len() / 4).max(64);
        work + g.len() as u64 + 1
    }
}

fn tag(n: usize, v: u32) -> u32 {
    v << 1 | (n & 1) as u32
}

/// By tag sum: the pairs of tags `(x, z)` a search looks at, once listed.
type PairLists = Vec<Option<Vec<(u32, u32)>>>;

/// The sparse-space kernel of a code with splits into two heaps (and none
/// into three).
pub(super) struct Sparse {
    groups: Vec<Group>,
    /// Every split take, ascending.
    takes: Vec<usize>,
    /// Heaps with each tag so far.
    count: Vec<u32>,
    /// By tag: the heaps `a ≥ 1` with that tag, ascending.
    heaps: Vec<Vec<u32>>,
    /// The tags seen, the most frequent first (sorted again now and then).
    by_count: Vec<u32>,
    /// By take and tag sum `t`: the pairs of tags `(x, z)` with `x ⊕ z = t`
    /// a search looks at (cleared when the tags are sorted again).
    pairs: Vec<PairLists>,
    /// The search's place in each pair's heaps (`usize::MAX`: done).
    at: Vec<usize>,
    marks: Marks,
    /// Heaps whose mex needed every split with a given value looked at
    /// (a search that found none: the heaps of rare values, mostly).
    pub full_scans: u64,
}

impl Sparse {
    pub fn new(moves: &Moves) -> Sparse {
        let groups = (0..2)
            .map(|d| {
                let takes = moves.split_two.iter().copied().filter(|k| k % 2 == d);
                Group::new(d as u32, takes.collect())
            })
            .filter(|g| !g.takes.is_empty())
            .collect();
        Sparse {
            groups,
            takes: moves.split_two.clone(),
            count: Vec::new(),
            heaps: Vec::new(),
            by_count: Vec::new(),
            pairs: vec![Vec::new(); moves.split_two.len()],
            at: Vec::new(),
            marks: Marks::new(),
            full_scans: 0,
        }
    }

    /// The largest group's rare heaps: (how many, the last, their
    /// distinct values ascending).
    pub fn rare(&self) -> (usize, Option<u32>, Vec<u32>) {
        let Some(group) = self.groups.iter().max_by_key(|g| g.rare.len()) else {
            return (0, None, Vec::new());
        };
        let mut values: Vec<u32> = group.rare.iter().map(|r| r.1).collect();
        values.sort_unstable();
        values.dedup();
        (group.rare.len(), group.rare.last().map(|r| r.0), values)
    }

    /// `G(n)` for `n = g.len()`; (value, work units). Records it too.
    pub fn next(&mut self, moves: &Moves, g: &[u32]) -> (u32, u64) {
        let n = g.len();
        let tag_n = n as u32;
        let mut work = mark_takes(moves, g, &mut self.marks);
        for group in &self.groups {
            for &k in group.takes.iter().take_while(|&&k| n >= k + 2) {
                let r = n - k;
                for &(a, ga) in group.rare.iter().take_while(|&&(a, _)| (a as usize) < r) {
                    self.marks.mark(ga ^ g[r - a as usize], tag_n);
                }
                work += group.rare.len().min(r) as u64;
            }
        }
        let mut m = self.marks.mex_from(0, tag_n);
        while self.groups.iter().any(|gr| gr.reachable(tag(n, m))) {
            let (found, w) = self.search(g, m);
            work += w;
            if !found {
                self.full_scans += 1;
                break;
            }
            self.marks.mark(m, tag_n);
            m = self.marks.mex_from(m, tag_n);
        }
        self.marks.admit(m);
        if n > 0 {
            self.record(n, m, g, &mut work);
        }
        (m, work)
    }

    /// Whether some split of heap `n = g.len()` into two heaps has the
    /// value `m`, and the work units spent. A split of `r` has the tag sum
    /// `t = 2m + (r mod 2)` when its value is `m`; each pair of tags
    /// `x ⊕ z = t` is looked at through the heaps `a` of its less frequent
    /// tag `z` (is `e(r − a) = x`?). The pairs take turns, each with a
    /// budget of checks that grows eightfold per round, the most frequent
    /// `x` first: a pair that the values' structure never lets meet (say,
    /// all of `z`'s heaps a multiple of 3 from all of `x`'s) then costs no
    /// more than the one that meets. So a rare `m` reached only through a
    /// few heaps of an infrequent value is found at once, and an `m` that
    /// no split reaches costs at most `n/2` checks per take, as a plain
    /// scan would.
    fn search(&mut self, g: &[u32], m: u32) -> (bool, u64) {
        let n = g.len();
        let live = self.takes.iter().take_while(|&&k| n >= k + 2).count();
        for i in 0..live {
            self.pairs_of(i, tag(n - self.takes[i], m));
        }
        let mut at = std::mem::take(&mut self.at);
        at.clear();
        let mut work = 1;
        let mut budget = 4;
        let mut found = false;
        'rounds: loop {
            let (mut cursor, mut more) = (0, false);
            for i in 0..live {
                let r = n - self.takes[i];
                let list = self.pairs[i][tag(r, m) as usize].as_deref().unwrap_or(&[]);
                for &(x, z) in list {
                    if at.len() == cursor {
                        at.push(0);
                    }
                    let (zs, c) = (&self.heaps[z as usize], &mut at[cursor]);
                    cursor += 1;
                    if *c == usize::MAX {
                        continue;
                    }
                    let end = (*c + budget).min(zs.len());
                    for &a in &zs[*c..end] {
                        // `r − a` has the parity of `x` whenever `a` has `z`'s.
                        if a as usize >= r {
                            *c = usize::MAX;
                            break;
                        }
                        work += 1;
                        if g[r - a as usize] == x >> 1 {
                            found = true;
                            break 'rounds;
                        }
                    }
                    if *c != usize::MAX {
                        *c = if end < zs.len() { end } else { usize::MAX };
                        more |= *c != usize::MAX;
                    }
                }
            }
            if !more {
                break;
            }
            budget *= 8;
        }
        self.at = at;
        (found, work)
    }

    /// Makes sure the pairs of tags `x ⊕ z = t` of take number `i` are
    /// listed: one orientation per pair, `z` the less frequent, the most
    /// frequent `x` first (listed again after each sort of the tags).
    fn pairs_of(&mut self, i: usize, t: u32) {
        let cache = &mut self.pairs[i];
        if cache.len() <= t as usize {
            cache.resize_with((t as usize + 1).next_power_of_two(), || None);
        }
        if cache[t as usize].is_some() {
            return;
        }
        let size = |e: u32| self.heaps.get(e as usize).map_or(0, Vec::len);
        let list = self.by_count.iter().filter_map(|&x| {
            let z = x ^ t;
            (size(z) > 0 && (size(z), z) <= (size(x), x)).then_some((x, z))
        });
        cache[t as usize] = Some(list.collect());
    }

    /// The tags seen, the most frequent first.
    fn sort_by_count(&mut self) {
        let seen = (0..self.heaps.len() as u32).filter(|&v| !self.heaps[v as usize].is_empty());
        self.by_count = seen.collect();
        let heaps = &self.heaps;
        self.by_count
            .sort_by_key(|&v| (std::cmp::Reverse(heaps[v as usize].len()), v));
        for cache in &mut self.pairs {
            cache.clear();
        }
    }

    /// Counts and classifies heap `n`'s tag, reviewing the groups' `C`
    /// when their rare lists have grown.
    fn record(&mut self, n: usize, m: u32, g: &[u32], work: &mut u64) {
        let e = tag(n, m);
        if self.heaps.len() <= e as usize {
            self.heaps.resize_with(e as usize + 1, Vec::new);
        }
        let new = self.heaps[e as usize].is_empty();
        self.heaps[e as usize].push(n as u32);
        if new || n.is_power_of_two() || n % 4096 == 0 {
            self.sort_by_count();
        }
        if self.count.len() <= e as usize {
            self.count.resize((e as usize + 1).next_power_of_two(), 0);
        }
        self.count[e as usize] += 1;
        for group in &mut self.groups {
            group.push(n, m, e);
            if group.rare.len() >= group.review_at {
                *work += group.review(&self.count, g, m);
            }
        }
    }
}
