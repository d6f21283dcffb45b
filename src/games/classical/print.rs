//! Printing canonical forms in CGSuite's notation: numbers `3/2`, nus
//! `1^*`, `^^`, `v3*2`, `x±y` switches `±1`, `±{…}`, `Tiny(x)`/`Miny(x)`
//! (with a number prefix, `2Tiny(2)` = `2 + Tiny(2)`), and compound games
//! `{a,b|c}`. A side with one compound option is written without braces and
//! the bars grow instead: `{3||2*|1*}`; a side with several options braces
//! each compound one.

use super::dyadic::Dyadic;
use super::universe::{Game, Nus, Universe};

impl Universe {
    /// The game in CGSuite's notation.
    pub fn show(&self, g: Game) -> String {
        let mut out = String::new();
        if self.atom(g, &mut out) {
            return out;
        }
        out.push('{');
        self.compound(g, &mut out);
        out.push('}');
        out
    }

    /// Writes `g` as an atom when it is one (number, nus, tiny, ±).
    fn atom(&self, g: Game, out: &mut String) -> bool {
        if let Some(n) = self.nus(g) {
            out.push_str(&nus_text(n));
            return true;
        }
        if let Some((x, y, tiny)) = self.tiny(g) {
            if x != Dyadic::ZERO {
                out.push_str(&x.to_string());
            }
            out.push_str(if tiny { "Tiny(" } else { "Miny(" });
            out.push_str(&y.to_string());
            out.push(')');
            return true;
        }
        let (l, r) = (self.left(g), self.right(g));
        let mirrored = !l.is_empty()
            && l.len() == r.len()
            && l.iter()
                .all(|&a| r.iter().any(|&b| self.is_negative_of(a, b)));
        if let ([a], true) = (l, mirrored) {
            let positive_number = self.number_value(*a).is_some_and(|x| x > Dyadic::ZERO);
            let plain = self.nus(*a).is_none() && self.tiny(*a).is_none();
            if positive_number || plain {
                out.push('±');
                self.braced(*a, out);
                return true;
            }
        } else if mirrored {
            // ±{a,b} = {a,b | −a,−b}
            out.push_str("±{");
            self.side(l, out);
            out.push('}');
            return true;
        }
        false
    }

    /// Whether `b = −a`, looking only at the stored forms.
    fn is_negative_of(&self, a: Game, b: Game) -> bool {
        let (al, ar, bl, br) = (self.left(a), self.right(a), self.left(b), self.right(b));
        if al.len() != br.len() || ar.len() != bl.len() {
            return false;
        }
        if a == Universe::ZERO {
            return b == a;
        }
        let matches = |xs: &[Game], ys: &[Game]| {
            xs.iter()
                .all(|&x| ys.iter().any(|&y| self.is_negative_of(x, y)))
        };
        matches(al, br) && matches(ar, bl)
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

    /// An option inside a list: atoms bare, compound games in braces.
    fn braced(&self, g: Game, out: &mut String) {
        if !self.atom(g, out) {
            out.push('{');
            self.compound(g, out);
            out.push('}');
        }
    }

    /// Writes `L|R` without the outer braces; returns the number of bars.
    fn compound(&self, g: Game, out: &mut String) -> usize {
        let mut left = String::new();
        let mut right = String::new();
        let bl = self.side(self.left(g), &mut left);
        let br = self.side(self.right(g), &mut right);
        let bars = bl.max(br) + 1;
        out.push_str(&left);
        out.push_str(&"|".repeat(bars));
        out.push_str(&right);
        bars
    }

    /// One side of a compound game; returns the bars used inside it.
    fn side(&self, opts: &[Game], out: &mut String) -> usize {
        if let [only] = opts {
            let mut atom = String::new();
            if self.atom(*only, &mut atom) {
                out.push_str(&atom);
                return 0;
            }
            return self.compound(*only, out);
        }
        let mut sorted = opts.to_vec();
        sorted.sort_by_key(|&o| (self.birthday(o), o));
        for (i, &o) in sorted.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            self.braced(o, out);
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
