//! Misère quotients of octal and hexadecimal games (Plambeck, *Taming the
//! wild in impartial combinatorial games*, INTEGERS 5, 2005; Plambeck and
//! Siegel, *Misère quotients for impartial games*, JCTA 115, 2008).
//!
//! # The object
//!
//! `A` is the set of sums of heaps of sizes `1..=N` of one code (closed
//! under options: a heap's options are sums of smaller heaps). `G ≡ H` when
//! `G + X` and `H + X` have the same misère outcome for every `X` in `A`;
//! the classes form a commutative monoid `Q` (the *misère quotient*), with
//! its *P-portion* (the classes of the P-positions) and the map `Φ` sending
//! each heap to its element. Then a sum is a misère P-position iff the
//! product of its heaps' elements is in the P-portion. `Q` depends on `N`:
//! the quotient of heaps up to `N` answers for sums of heaps up to `N`.
//!
//! # The algorithm (ours; MisereSolver's is not published as code here)
//!
//! A learning loop in the manner of Angluin's L* (with Rivest and
//! Schapire's counterexample split), over the heaps as letters:
//!
//! 1. *Elements* are represented by positions (`rep`), distinguished by
//!    their *signature*: the misère outcomes of `rep + X` for every test
//!    `X` found so far (the first test is `0`, so the signature starts
//!    with the outcome of `rep` itself). Outcomes come from a brute force
//!    over positions (sorted lists of heap sizes, memoised), bounded by
//!    [`QUOTIENT_POSITIONS`].
//! 2. *Closure*: `rep + [h]` for every element and heap `h` either has the
//!    signature of an element (the transition `δ(e, h)`) or becomes a new
//!    element. Elements with distinct signatures are distinct in `Q`, so
//!    there are never more than `|Q|` of them.
//! 3. *Commutativity*: `δ(δ(e, i), j) = δ(δ(e, j), i)` for all `e, i, j`;
//!    then `Φ(G) = δ*(1, G)` is a monoid map onto the elements, and the
//!    product `x·y = δ*(x, rep(y))`.
//! 4. *Verification*, which makes the result a theorem, not a guess: the
//!    prediction "`G` is P iff `Φ(G)` is in the P-portion" is right for
//!    every `G` in `A` iff it obeys the definition of a misère P-position
//!    (nonzero, every option N) for every `G`, given the predictions of its
//!    options (induction on `G`). An option of `G` replaces one heap `h`
//!    by an option `h′`, and `Φ(G − h + h′) = Φ(G − h)·Φ(h′)`; so the
//!    check needs, for each `G`, `x = Φ(G)` and `y_h = Φ(G − h)` for the
//!    heaps present. Heaps with the same element have the same `y`, so
//!    the *states* `(x, {(kind of heap, y)})` are finitely many; they are
//!    searched breadth first from `0` (at most [`QUOTIENT_STATES`]). A
//!    state that contradicts the definition names a position `G`; the
//!    brute force finds a mispredicted position among `G` and its
//!    options, and the counterexample split turns it into a new test.
//!
//! The loop ends with a verified quotient, or refuses at a limit: more than
//! [`MAX_QUOTIENT_ELEMENTS`] elements (the quotient may be infinite), more
//! brute-force positions than [`QUOTIENT_POSITIONS`], more states than
//! [`QUOTIENT_STATES`]. Elements with distinct signatures are pairwise
//! distinguishable, so the verified monoid is the quotient itself (not a
//! cover of it).
//!
//! # Notation
//!
//! Generators are named `a`, `b`, `c`, … in the order of the first heap
//! whose element is not a product of earlier ones (then `x27`, `x28`, …);
//! an element is its least word in them (fewest letters, then
//! alphabetical): `1`, `a`, `b`, `ab`, `b^2`, `ab^2`. Relations are the
//! least words that are not normal forms, each equal to its normal form
//! (`a^2 = 1`, `b^3 = b` for misère Nim's `T₂`). Heap `0` and heaps without
//! moves are the identity `1`.

use serde::Serialize;
use thiserror::Error;

use crate::classical::octal::{OctalCode, OctalError};
use crate::common::FxMap;
use crate::notation::about;

/// Largest heap bound `N` of a quotient (checked before anything runs).
pub const MAX_QUOTIENT_HEAPS: u32 = 40;
/// The heap bound when none is given.
pub const DEFAULT_QUOTIENT_HEAPS: u32 = 12;
/// Most elements a quotient may have before the run stops (it may be
/// infinite: the quotient of every heap of `0.137` is not known to be
/// finite).
pub const MAX_QUOTIENT_ELEMENTS: usize = 1_000;
/// Most positions (sorted lists of heaps) the brute force may memoise: at
/// about 100 bytes each, some 400 MB at the largest.
pub const QUOTIENT_POSITIONS: usize = 4_000_000;
/// Most states the verification may visit.
pub const QUOTIENT_STATES: usize = 2_000_000;
/// Most heaps in a sum asked about (`--sum 3+5+7`).
pub const MAX_SUM_HEAPS: usize = 1_000;

/// Why a quotient or a sum was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum QuotientError {
    #[error(transparent)]
    Code(#[from] OctalError),
    #[error("heap bound `{token}`: expected a number of heaps from 1 to {limit} (or `0..N`)")]
    HeapBound { token: String, limit: u32 },
    #[error("heap bound {heaps}: over the limit of {limit} heaps")]
    TooManyHeaps { heaps: u32, limit: u32 },
    #[error("`{token}` at position {pos}: expected a heap size (a sum is written `3+5+7`)")]
    BadHeap { token: String, pos: usize },
    #[error("`{token}` at position {pos}: heap {heap} is beyond the quotient's heaps 1..{bound} (raise the heap bound)")]
    HeapBeyond {
        token: String,
        pos: usize,
        heap: u32,
        bound: u32,
    },
    #[error("the sum has more than {limit} heaps")]
    SumTooLong { limit: usize },
    #[error("the sum is empty: write heaps like `3+5+7`")]
    EmptySum,
    #[error("`{code}` with heaps up to {heaps}: the brute force passed the limit of {} positions; ask for fewer heaps", about(*limit as u64))]
    Positions {
        code: String,
        heaps: u32,
        limit: usize,
    },
    #[error("`{code}` with heaps up to {heaps}: more than {limit} elements (the quotient may be infinite); ask for fewer heaps")]
    Elements {
        code: String,
        heaps: u32,
        limit: usize,
    },
    #[error("`{code}` with heaps up to {heaps}: the verification passed the limit of {} states; ask for fewer heaps", about(*limit as u64))]
    States {
        code: String,
        heaps: u32,
        limit: usize,
    },
    #[error("internal: `{code}` with heaps up to {heaps}: a counterexample added no test")]
    NoProgress { code: String, heaps: u32 },
}

/// The misère quotient of the heaps `1..=heaps` of an octal code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Quotient {
    pub code: String,
    /// The heap bound `N`.
    pub heaps: u32,
    /// `|Q|`.
    pub order: usize,
    /// Element names (normal forms), the identity `1` first.
    pub elements: Vec<String>,
    /// Generator names, `a`, `b`, ….
    pub generators: Vec<String>,
    /// The presentation's relations, `["a^2", "1"]` for `a² = 1`.
    pub relations: Vec<[String; 2]>,
    /// The names of the elements of the P-positions.
    pub p_portion: Vec<String>,
    /// Heap `n` (0 to `heaps`): its element and normal-play Grundy value.
    pub heap_table: Vec<HeapRow>,
    /// `table[i][j]`: the index in `elements` of `elements[i]·elements[j]`.
    pub table: Vec<Vec<usize>>,
    /// Tests that distinguish the elements (positions as heap lists).
    pub tests: usize,
    /// Positions the brute force evaluated.
    pub positions: usize,
    /// States the verification visited.
    pub states: usize,
    #[serde(skip)]
    p: Vec<bool>,
    #[serde(skip)]
    heap_element: Vec<usize>,
}

/// One heap of a quotient.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HeapRow {
    pub heap: u32,
    pub element: String,
    /// The normal-play Grundy value.
    pub grundy: u32,
}

/// The answer for one sum of heaps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SumAnswer {
    pub code: String,
    pub heaps: Vec<u32>,
    /// The product of the heaps' elements.
    pub element: String,
    /// `P` (the player to move loses) or `N` (the player to move wins).
    pub outcome: String,
    pub player_to_move_wins: bool,
}

/// A position: heap sizes, sorted, without heaps that have no move.
type Pos = Vec<u16>;

/// The brute force: misère outcomes of sums of heaps by recursion.
struct Brute {
    /// `options[n]`: heap `n`'s options, each a list of heaps.
    options: Vec<Vec<Pos>>,
    memo: FxMap<Pos, bool>,
    limit: usize,
    /// New positions this step may still evaluate ([`QuotientRun::step`]).
    fuel: usize,
}

/// Why a learning step stopped before the end of the run.
enum Halt {
    /// The step's fuel ran out: the next step resumes (the brute force's
    /// memo keeps what was evaluated).
    Paused,
    /// The brute force's positions limit.
    Positions,
    Error(QuotientError),
}

impl From<QuotientError> for Halt {
    fn from(e: QuotientError) -> Halt {
        Halt::Error(e)
    }
}

/// Every option of heap `n` under `code`, as lists of nonempty heaps.
fn heap_options(code: &OctalCode, n: usize) -> Vec<Pos> {
    let mut out: Vec<Pos> = Vec::new();
    for k in 0..=code.max_take().min(n) {
        let d = code.digit(k);
        let rest = n - k;
        if d & 1 != 0 && k >= 1 && rest == 0 {
            out.push(vec![]);
        }
        if d & 2 != 0 && k >= 1 && rest >= 1 {
            out.push(vec![rest as u16]);
        }
        if d & 4 != 0 {
            for a in 1..=rest / 2 {
                out.push(vec![a as u16, (rest - a) as u16]);
            }
        }
        if d & 8 != 0 {
            for a in 1..=rest / 3 {
                for b in a..=(rest - a) / 2 {
                    out.push(vec![a as u16, b as u16, (rest - a - b) as u16]);
                }
            }
        }
    }
    out
}

impl Brute {
    fn new(code: &OctalCode, heaps: u32, limit: usize) -> Brute {
        let mut options: Vec<Vec<Pos>> = Vec::new();
        for n in 0..=heaps as usize {
            let mut opts = heap_options(code, n);
            // Heaps without a move are 0: drop them from every option.
            for o in &mut opts {
                o.retain(|&h| options.get(h as usize).is_some_and(|x| !x.is_empty()));
                o.sort_unstable();
            }
            opts.sort();
            opts.dedup();
            options.push(opts);
        }
        Brute {
            options,
            memo: FxMap::default(),
            limit,
            fuel: usize::MAX,
        }
    }

    fn dead(&self, h: u16) -> bool {
        self.options[h as usize].is_empty()
    }

    /// Whether `pos` (normalised) is a misère P-position; stops past the
    /// limit, or when the step's fuel (new positions) runs out.
    fn is_p(&mut self, pos: &Pos) -> Result<bool, Halt> {
        if let Some(&p) = self.memo.get(pos) {
            return Ok(p);
        }
        if self.memo.len() >= self.limit {
            return Err(Halt::Positions);
        }
        if self.fuel == 0 {
            return Err(Halt::Paused);
        }
        self.fuel -= 1;
        // No move: the mover wins (N). Otherwise P iff every option is N.
        let mut p = !pos.is_empty();
        let mut i = 0;
        'heaps: while i < pos.len() {
            let h = pos[i];
            for j in 0..self.options[h as usize].len() {
                let mut next: Pos = Vec::with_capacity(pos.len() + 2);
                next.extend_from_slice(&pos[..i]);
                next.extend_from_slice(&pos[i + 1..]);
                next.extend_from_slice(&self.options[h as usize][j]);
                next.sort_unstable();
                if self.is_p(&next)? {
                    p = false;
                    break 'heaps;
                }
            }
            while i < pos.len() && pos[i] == h {
                i += 1;
            }
        }
        self.memo.insert(pos.clone(), p);
        Ok(p)
    }
}

fn join(a: &[u16], b: &[u16]) -> Pos {
    let mut v: Pos = a.iter().chain(b).copied().collect();
    v.sort_unstable();
    v
}

/// The learner's state.
struct Learner {
    code: String,
    heaps: u32,
    brute: Brute,
    /// The live heaps (with a move), ascending.
    letters: Vec<u16>,
    tests: Vec<Pos>,
    reps: Vec<Pos>,
    sigs: Vec<Vec<bool>>,
    index: FxMap<Vec<bool>, usize>,
    /// `delta[e][l]`: the element of `reps[e] + letters[l]`.
    delta: Vec<Vec<usize>>,
}

impl Learner {
    fn positions_error(&self) -> QuotientError {
        QuotientError::Positions {
            code: self.code.clone(),
            heaps: self.heaps,
            limit: self.brute.limit,
        }
    }

    fn is_p(&mut self, pos: &Pos) -> Result<bool, Halt> {
        match self.brute.is_p(pos) {
            Err(Halt::Positions) => Err(Halt::Error(self.positions_error())),
            r => r,
        }
    }

    fn sig(&mut self, pos: &Pos) -> Result<Vec<bool>, Halt> {
        let tests = self.tests.clone();
        tests.iter().map(|t| self.is_p(&join(pos, t))).collect()
    }

    /// Recomputes signatures and the transitions, adding elements until
    /// closed.
    fn close(&mut self) -> Result<(), Halt> {
        self.index.clear();
        for e in 0..self.reps.len() {
            let rep = self.reps[e].clone();
            let s = self.sig(&rep)?;
            self.index.insert(s.clone(), e);
            self.sigs[e] = s;
        }
        self.delta.clear();
        let mut e = 0;
        while e < self.reps.len() {
            let mut row = Vec::with_capacity(self.letters.len());
            for l in 0..self.letters.len() {
                let pos = join(&self.reps[e], &[self.letters[l]]);
                let s = self.sig(&pos)?;
                let t = match self.index.get(&s) {
                    Some(&t) => t,
                    None => {
                        if self.reps.len() >= MAX_QUOTIENT_ELEMENTS {
                            return Err(QuotientError::Elements {
                                code: self.code.clone(),
                                heaps: self.heaps,
                                limit: MAX_QUOTIENT_ELEMENTS,
                            }
                            .into());
                        }
                        let t = self.reps.len();
                        self.reps.push(pos);
                        self.index.insert(s.clone(), t);
                        self.sigs.push(s);
                        t
                    }
                };
                row.push(t);
            }
            self.delta.push(row);
            e += 1;
        }
        Ok(())
    }

    fn letter(&self, h: u16) -> usize {
        self.letters.binary_search(&h).unwrap_or(0)
    }

    fn run(&self, mut e: usize, pos: &[u16]) -> usize {
        for &h in pos {
            e = self.delta[e][self.letter(h)];
        }
        e
    }

    /// Rivest–Schapire: from element `s`, the heaps `w` then `tail`, whose
    /// outcome the first and last representatives disagree on; adds the
    /// suffix that separates two neighbours as a test.
    fn split(&mut self, s: usize, w: &[u16], tail: &[u16]) -> Result<(), Halt> {
        let mut states = vec![s];
        for &h in w {
            let last = states[states.len() - 1];
            states.push(self.delta[last][self.letter(h)]);
        }
        let f = |me: &mut Learner, m: usize| -> Result<bool, Halt> {
            let rest = join(&w[m..], tail);
            let pos = join(&me.reps[states[m]], &rest);
            me.is_p(&pos)
        };
        let mut prev = f(self, 0)?;
        for m in 0..w.len() {
            let next = f(self, m + 1)?;
            if next != prev {
                let test = join(&w[m + 1..], tail);
                if !self.tests.contains(&test) {
                    self.tests.push(test);
                }
                return Ok(());
            }
            prev = next;
        }
        // Cannot happen when the ends disagree; add the whole word.
        let test = join(w, tail);
        if !self.tests.contains(&test) {
            self.tests.push(test);
        }
        Ok(())
    }

    /// A commutativity failure turned into a test, if any.
    fn commute(&mut self) -> Result<bool, Halt> {
        let n = self.letters.len();
        for e in 0..self.reps.len() {
            for i in 0..n {
                for j in i + 1..n {
                    let s1 = self.delta[self.delta[e][i]][j];
                    let s2 = self.delta[self.delta[e][j]][i];
                    if s1 == s2 {
                        continue;
                    }
                    let t = (0..self.tests.len())
                        .find(|&t| self.sigs[s1][t] != self.sigs[s2][t])
                        .unwrap_or(0);
                    let tail = self.tests[t].clone();
                    let (hi, hj) = (self.letters[i], self.letters[j]);
                    let whole = join(&join(&self.reps[e], &[hi, hj]), &tail);
                    let truth = self.is_p(&whole)?;
                    // The order whose end disagrees with the truth.
                    let (w, end) = if self.sigs[s1][t] != truth {
                        ([hi, hj], s1)
                    } else {
                        ([hj, hi], s2)
                    };
                    debug_assert_ne!(self.sigs[end][t], truth);
                    self.split(e, &w, &tail)?;
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }
}

/// Computes the misère quotient of heaps `1..=heaps` of `code`, within
/// the limits (positions of the brute force, elements, states).
pub fn quotient(code: &OctalCode, heaps: u32) -> Result<Quotient, QuotientError> {
    quotient_within(code, heaps, QUOTIENT_POSITIONS, QUOTIENT_STATES)
}

/// [`quotient`] with explicit limits.
pub fn quotient_within(
    code: &OctalCode,
    heaps: u32,
    positions: usize,
    states: usize,
) -> Result<Quotient, QuotientError> {
    let mut run = QuotientRun::new(code, heaps, positions, states)?;
    loop {
        if let Some(q) = run.step(usize::MAX)? {
            return Ok(q);
        }
    }
}

/// What the verification found: the quotient holds (the states visited),
/// or a position whose prediction contradicts its options'.
enum Verdict {
    Holds(usize),
    Wrong(Pos),
}

/// The verification: [`Verdict::Holds`] when every position's prediction
/// obeys the definition, else the position that does not.
/// Long because it is one breadth-first search whose state update (the
/// rows' unions) reads best beside the check it serves.
fn verify(l: &Learner, limit: usize) -> Result<Verdict, QuotientError> {
    let p: Vec<bool> = l.sigs.iter().map(|s| s[0]).collect();
    let n = l.letters.len();
    let order = l.reps.len();
    let mul = |l: &Learner, x: usize, y: usize| l.run(x, &l.reps[y]);
    // Each heap's row: bad[y] when a move in it, from a sum whose other
    // heaps make y, reaches a predicted P-position. Rows are interned, and
    // so are their unions (heaps with the same element share their y).
    let mut rows: Vec<Vec<bool>> = Vec::new();
    let mut row_id: FxMap<Vec<bool>, usize> = FxMap::default();
    let mut intern = |rows: &mut Vec<Vec<bool>>, r: Vec<bool>| -> usize {
        *row_id.entry(r.clone()).or_insert_with(|| {
            rows.push(r);
            rows.len() - 1
        })
    };
    let mut letter_row: Vec<usize> = Vec::with_capacity(n);
    for li in 0..n {
        let h = l.letters[li];
        let mut opts: Vec<usize> = l.brute.options[h as usize]
            .iter()
            .map(|o| l.run(0, o))
            .collect();
        opts.sort_unstable();
        opts.dedup();
        let row: Vec<bool> = (0..order)
            .map(|y| opts.iter().any(|&o| p[mul(l, y, o)]))
            .collect();
        letter_row.push(intern(&mut rows, row));
    }
    let mut unions: FxMap<(usize, usize), usize> = FxMap::default();
    // A state: x = Φ(G), and for each element g of the heaps present,
    // (g, y = Φ(G − a heap of element g), the union of their rows).
    type St = (usize, Vec<(usize, usize, usize)>);
    let start: St = (0, Vec::new());
    let mut seen: FxMap<St, usize> = FxMap::default();
    let mut parent: Vec<(usize, usize)> = vec![(usize::MAX, usize::MAX)];
    let mut queue: Vec<St> = vec![start.clone()];
    seen.insert(start, 0);
    let mut at = 0;
    while at < queue.len() {
        let (x, ys) = queue[at].clone();
        let any_bad = ys.iter().any(|&(_, y, r)| rows[r][y]);
        let wrong = if p[x] {
            ys.is_empty() || any_bad
        } else {
            !ys.is_empty() && !any_bad
        };
        if wrong {
            // The position of this state.
            let mut g: Pos = Vec::new();
            let mut s = at;
            while parent[s].0 != usize::MAX {
                g.push(l.letters[parent[s].1]);
                s = parent[s].0;
            }
            g.sort_unstable();
            return Ok(Verdict::Wrong(g));
        }
        for (li, &row) in letter_row.iter().enumerate() {
            let g0 = l.delta[0][li];
            let nx = l.delta[x][li];
            let mut own = row;
            let mut nys: Vec<(usize, usize, usize)> = Vec::with_capacity(ys.len() + 1);
            for &(g, y, r) in &ys {
                if g == g0 {
                    own = match unions.get(&(r, own)) {
                        Some(&u) => u,
                        None => {
                            let row: Vec<bool> = rows[r]
                                .iter()
                                .zip(&rows[own])
                                .map(|(a, b)| *a || *b)
                                .collect();
                            let u = intern(&mut rows, row);
                            unions.insert((r, own), u);
                            u
                        }
                    };
                } else {
                    nys.push((g, l.delta[y][li], r));
                }
            }
            nys.push((g0, x, own));
            nys.sort_unstable();
            let st: St = (nx, nys);
            if !seen.contains_key(&st) {
                if seen.len() >= limit {
                    return Err(QuotientError::States {
                        code: l.code.clone(),
                        heaps: l.heaps,
                        limit,
                    });
                }
                seen.insert(st.clone(), queue.len());
                parent.push((at, li));
                queue.push(st);
            }
        }
        at += 1;
    }
    Ok(Verdict::Holds(queue.len()))
}

/// A position whose prediction contradicts its options': a mispredicted
/// position among it and its options becomes a new test.
fn counterexample(l: &mut Learner, g: &Pos) -> Result<(), Halt> {
    let mut candidates = vec![g.clone()];
    let mut i = 0;
    while i < g.len() {
        let h = g[i];
        for o in l.brute.options[h as usize].clone() {
            let mut next: Pos = g[..i].iter().chain(&g[i + 1..]).copied().collect();
            next.extend(o);
            next.sort_unstable();
            candidates.push(next);
        }
        while i < g.len() && g[i] == h {
            i += 1;
        }
    }
    for c in candidates {
        let predicted = l.sigs[l.run(0, &c)][0];
        if l.is_p(&c)? != predicted {
            return l.split(0, &c, &[]);
        }
    }
    // The state search's y for a kind stands for every heap of the kind;
    // a contradiction is always a misprediction, so this is unreachable.
    l.tests.push(g.clone());
    Ok(())
}

mod present;
mod run;

pub use present::{parse_heap_bound, parse_sum};
pub use run::QuotientRun;
