//! Printing canonical forms in CGSuite's notation: numbers `3/2`, nus
//! `1^*`, `^^`, `v3*2`, `x±y` switches `±1`, `±{…}`, `Tiny(x)`/`Miny(x)`
//! (with a number prefix, `2Tiny(2)` = `2 + Tiny(2)`), and compound games
//! `{a,b|c}`. A side with one compound option is written without braces and
//! the bars grow instead: `{3||2*|1*}`; a side with several options braces
//! each compound one.

use super::dyadic::Dyadic;
use super::universe::{Game, Nus, Universe};
use std::hash::{Hash, Hasher};

use crate::common::{Fx, FxMap};

impl Universe {
    /// The game in CGSuite's notation.
    pub fn show(&self, g: Game) -> String {
        self.show_capped(g, usize::MAX).0
    }

    /// The game in CGSuite's notation, cut after about `cap` characters
    /// (then ending in `…`, and `true`).
    pub fn show_capped(&self, g: Game, cap: usize) -> (String, bool) {
        let mut p = Printer {
            u: self,
            out: String::new(),
            cap,
            used: 0,
            negatives: FxMap::default(),
            shapes: FxMap::default(),
        };
        if !p.atom(g) {
            p.put("{");
            p.compound(g);
            p.put("}");
        }
        let cut = p.out.len() > cap;
        if cut {
            let mut end = cap;
            while !p.out.is_char_boundary(end) {
                end -= 1;
            }
            p.out.truncate(end);
            p.out.push('…');
        }
        (p.out, cut)
    }

    /// At most how many characters [`Universe::show`] writes for `g`
    /// (`±` and `Tiny` shorten it): each subposition's text counted as
    /// often as it is written (the tree, not the DAG), computed on the DAG
    /// in one pass. Sums of many hot games have small DAGs and huge texts.
    pub fn show_len(&self, g: Game) -> u64 {
        // Per compound game: the length of `L|R` and its number of bars.
        let mut memo: FxMap<Game, (u64, u64)> = FxMap::default();
        let atom = |x: Game| self.nus(x).map(|n| nus_text(n).len() as u64);
        let mut stack = vec![(g, false)];
        while let Some((x, expanded)) = stack.pop() {
            if memo.contains_key(&x) || atom(x).is_some() {
                continue;
            }
            let opts = self.left(x).iter().chain(self.right(x));
            if !expanded {
                stack.push((x, true));
                stack.extend(opts.map(|&o| (o, false)));
                continue;
            }
            let side = |opts: &[Game]| -> (u64, u64) {
                match opts {
                    [only] => atom(*only).map_or_else(|| memo[only], |n| (n, 0)),
                    _ => {
                        let each = opts
                            .iter()
                            .map(|o| atom(*o).unwrap_or_else(|| memo[o].0 + 2));
                        (each.fold(0u64, u64::saturating_add) + opts.len() as u64, 0)
                    }
                }
            };
            let ((l, bl), (r, br)) = (side(self.left(x)), side(self.right(x)));
            let bars = bl.max(br) + 1;
            memo.insert(x, (l.saturating_add(r).saturating_add(bars), bars));
        }
        atom(g).unwrap_or_else(|| memo[&g].0 + 2)
    }

    /// `x + Tiny(y)` = `{x || x | x−y}` → `(x, y, true)`; `x + Miny(y)` →
    /// `(x, y, false)`; for numbers `y > 0`.
    fn tiny(&self, g: Game) -> Option<(Dyadic, Dyadic, bool)> {
        let (l, r) = (self.left(g), self.right(g));
        if let ([a], [b]) = (l, r) {
            if let Some(x) = self.number_value(*a) {
                if let ([c], [d]) = (self.left(*b), self.right(*b)) {
                    let (c, d) = (self.number_value(*c)?, self.number_value(*d)?);
                    return (c == x && d < x).then_some((x, x - d, true));
                }
            }
            if let Some(x) = self.number_value(*b) {
                if let ([c], [d]) = (self.left(*a), self.right(*a)) {
                    let (c, d) = (self.number_value(*c)?, self.number_value(*d)?);
                    return (d == x && c > x).then_some((x, c - x, false));
                }
            }
        }
        None
    }
}

/// Writes a game into `out`, stopping once `out` is longer than `cap`
/// (the recursion goes as deep as the game, [`Universe::depth`]).
struct Printer<'a> {
    u: &'a Universe,
    out: String,
    cap: usize,
    /// Characters written so far, in `out` and in the buffers of the
    /// sides being written.
    used: usize,
    /// Pairs known to be (or not be) each other's negative.
    negatives: FxMap<(Game, Game), bool>,
    /// Each game's [`Printer::shape`].
    shapes: FxMap<Game, u64>,
}

impl Printer<'_> {
    fn full(&self) -> bool {
        self.used > self.cap
    }

    /// Appends `text`, counting it.
    fn put(&mut self, text: &str) {
        self.used += text.len();
        self.out.push_str(text);
    }

    /// Whether `b = −a`, looking only at the stored forms (each pair once).
    fn is_negative_of(&mut self, a: Game, b: Game) -> bool {
        if let Some(&known) = self.negatives.get(&(a, b)) {
            return known;
        }
        let u = self.u;
        let (al, ar, bl, br) = (u.left(a), u.right(a), u.left(b), u.right(b));
        let answer = if al.len() != br.len() || ar.len() != bl.len() {
            false
        } else if a == Universe::ZERO {
            b == a
        } else if let (Some(x), Some(y)) = (u.nus(a), u.nus(b)) {
            x.number == -y.number && x.ups == -y.ups && x.star == y.star
        } else {
            self.matches(al, br) && self.matches(ar, bl)
        };
        self.negatives.insert((a, b), answer);
        answer
    }

    /// Every game of `xs` has its negative in `ys`.
    fn matches(&mut self, xs: &[Game], ys: &[Game]) -> bool {
        xs.iter()
            .all(|&x| ys.iter().any(|&y| self.is_negative_of(x, y)))
    }

    /// A hash of `g`'s form that does not depend on its handle: of its
    /// options' shapes, each side sorted (one pass over its subpositions).
    fn shape(&mut self, g: Game) -> u64 {
        let u = self.u;
        let mut stack = vec![(g, false)];
        while let Some((x, expanded)) = stack.pop() {
            if self.shapes.contains_key(&x) {
                continue;
            }
            let (l, r) = (u.left(x), u.right(x));
            if !expanded {
                stack.push((x, true));
                stack.extend(l.iter().chain(r).map(|&o| (o, false)));
                continue;
            }
            let side = |opts: &[Game]| {
                let mut hs: Vec<u64> = opts.iter().map(|o| self.shapes[o]).collect();
                hs.sort_unstable();
                hs
            };
            let mut h = Fx::default();
            (side(l), side(r)).hash(&mut h);
            self.shapes.insert(x, h.finish());
        }
        self.shapes[&g]
    }

    /// Writes `g` as an atom when it is one (number, nus, tiny, ±).
    fn atom(&mut self, g: Game) -> bool {
        let u = self.u;
        if let Some(n) = u.nus(g) {
            self.put(&nus_text(n));
            return true;
        }
        if let Some((x, y, tiny)) = u.tiny(g) {
            if x != Dyadic::ZERO {
                self.put(&x.to_string());
            }
            self.put(if tiny { "Tiny(" } else { "Miny(" });
            self.put(&y.to_string());
            self.put(")");
            return true;
        }
        let (l, r) = (u.left(g), u.right(g));
        let mirrored = !l.is_empty() && l.len() == r.len() && self.matches(l, r);
        if let ([a], true) = (l, mirrored) {
            let positive_number = u.number_value(*a).is_some_and(|x| x > Dyadic::ZERO);
            let plain = u.nus(*a).is_none() && u.tiny(*a).is_none();
            if positive_number || plain {
                self.put("±");
                self.braced(*a);
                return true;
            }
        } else if mirrored {
            // ±{a,b} = {a,b | −a,−b}
            self.put("±{");
            self.side(l);
            self.put("}");
            return true;
        }
        false
    }

    /// An option inside a list: atoms bare, compound games in braces.
    fn braced(&mut self, g: Game) {
        if !self.atom(g) {
            self.put("{");
            self.compound(g);
            self.put("}");
        }
    }

    /// Writes `L|R` without the outer braces; returns the number of bars.
    fn compound(&mut self, g: Game) -> usize {
        if self.full() {
            return 1;
        }
        let u = self.u;
        let whole = std::mem::take(&mut self.out);
        let bl = self.side(u.left(g));
        let left = std::mem::take(&mut self.out);
        let br = self.side(u.right(g));
        let right = std::mem::replace(&mut self.out, whole);
        let bars = bl.max(br) + 1;
        self.out.push_str(&left);
        self.put(&"|".repeat(bars));
        self.out.push_str(&right);
        bars
    }

    /// One side of a compound game; returns the bars used inside it.
    fn side(&mut self, opts: &[Game]) -> usize {
        if let [only] = opts {
            let mark = self.out.len();
            if self.atom(*only) {
                return 0;
            }
            self.out.truncate(mark);
            return self.compound(*only);
        }
        // By birthday, a number or nus by its text, and then by shape:
        // the same form prints its options in one order however its games
        // were made (handles number them in the order they were made).
        let mut keyed: Vec<(u32, String, u64, Game)> = opts
            .iter()
            .map(|&o| {
                let text = self.u.nus(o).map(nus_text).unwrap_or_default();
                (self.u.birthday(o), text, self.shape(o), o)
            })
            .collect();
        keyed.sort();
        let sorted: Vec<Game> = keyed.into_iter().map(|(.., o)| o).collect();
        for (i, &o) in sorted.iter().enumerate() {
            if self.full() {
                break;
            }
            if i > 0 {
                self.put(",");
            }
            self.braced(o);
        }
        0
    }
}

/// `1/2`, `^^*`, `-1v3*2`, `*`, `0`.
pub fn nus_text(n: Nus) -> String {
    let mut s = String::new();
    if n.number != Dyadic::ZERO || (n.ups == 0 && n.star == 0) {
        s.push_str(&n.number.to_string());
    }
    let (c, k) = if n.ups > 0 {
        ('^', n.ups)
    } else {
        ('v', -n.ups)
    };
    match k {
        0 => {}
        1 => s.push(c),
        2 => {
            s.push(c);
            s.push(c);
        }
        _ => {
            s.push(c);
            s.push_str(&k.to_string());
        }
    }
    match n.star {
        0 => {}
        1 => s.push('*'),
        k => {
            s.push('*');
            s.push_str(&k.to_string());
        }
    }
    s
}
