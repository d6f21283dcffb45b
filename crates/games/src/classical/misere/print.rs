//! Misère canonical forms in CGSuite's notation, as CGSuite's plain text
//! writes them (`MisereCanonicalGame`'s output): `*[…]` around
//!
//! - a nim heap `*n` as its size `n` (sizes of 10 or more as `&n;`);
//! - a game `X + *i` (`i ≥ 2`, of the game's parity) with `X` born earlier
//!   as `X` with the subscript `i`, and a game `X − *i` (`X` born earlier)
//!   as `X` with the subscript `-i`;
//! - an odd game `G` (`G + *` is born earlier) as `G + *` with the
//!   subscript `1`;
//! - a game with one option as that option with the subscript `#`;
//! - otherwise its options, largest first in CGSuite's canonical order,
//!   concatenated, each in parentheses when it is written with more than
//!   one part.
//!
//! Plain text writes a run of subscripts between `[` and `]` opened after
//! the base's first digit or closing parenthesis: `*2 + *2` is `*[2[2]]`,
//! `{*2} − *2` is `*[2[#-2]]`, `{{*2}, *}` is `*[2#1]`. Sums are found by
//! subtraction: `X = G − *i` is looked for as the game of the options'
//! differences, checked by adding `*i` back; when that search finds no
//! `X` the game is written by its options instead (still a correct name
//! of the game, possibly longer than CGSuite's).

use std::cmp::Ordering;

use super::arena::{Mis, MisereUniverse, MAX_MISERE_HEAP};
use super::MisereError;
use crate::common::FxMap;

/// Writes games of one universe; keeps what it learned (parities,
/// differences, option orders) for the next game.
pub struct Printer<'u> {
    u: &'u mut MisereUniverse,
    plus_star: FxMap<Mis, Mis>,
    diffs: FxMap<(Mis, Mis), Option<Mis>>,
}

fn digit(n: u32) -> String {
    if n < 10 {
        n.to_string()
    } else {
        format!("&{n};")
    }
}

impl<'u> Printer<'u> {
    pub fn new(u: &'u mut MisereUniverse) -> Printer<'u> {
        Printer {
            u,
            plus_star: FxMap::default(),
            diffs: FxMap::default(),
        }
    }

    /// `g` in CGSuite's notation: `*[2[2]]`.
    pub fn print(&mut self, g: Mis) -> Result<String, MisereError> {
        let mut out = String::from("*[");
        let mut sub = false;
        self.write(g, false, &mut sub, &mut out)?;
        if sub {
            out.push(']');
        }
        out.push(']');
        Ok(out)
    }

    fn star(&mut self, g: Mis) -> Result<Mis, MisereError> {
        if let Some(&s) = self.plus_star.get(&g) {
            return Ok(s);
        }
        let one = self.u.heap(1)?;
        let s = self.u.add(g, one)?;
        self.plus_star.insert(g, s);
        Ok(s)
    }

    /// Even: born before `G + *` (CGSuite's parity).
    fn is_even(&mut self, g: Mis) -> Result<bool, MisereError> {
        let s = self.star(g)?;
        Ok(self.u.birthday(g) < self.u.birthday(s))
    }

    fn even_part(&mut self, g: Mis) -> Result<Mis, MisereError> {
        if self.is_even(g)? {
            Ok(g)
        } else {
            self.star(g)
        }
    }

    /// CGSuite's canonical order: by the even part's birthday, number of
    /// options, `G⁺`, `G⁻`, options (in this order, lexicographically),
    /// then even games first.
    fn cmp(&mut self, a: Mis, b: Mis) -> Result<Ordering, MisereError> {
        if a == b {
            return Ok(Ordering::Equal);
        }
        let (ea, eb) = (self.even_part(a)?, self.even_part(b)?);
        if ea != eb {
            let key = |p: &Self, e: Mis| {
                (
                    p.u.birthday(e),
                    p.u.options(e).len(),
                    p.u.nim_value(e),
                    p.u.misere_nim_value(e),
                )
            };
            let o = key(self, ea).cmp(&key(self, eb));
            if o != Ordering::Equal {
                return Ok(o);
            }
            let (oa, ob) = (self.ordered(ea)?, self.ordered(eb)?);
            for (x, y) in oa.iter().zip(&ob) {
                let o = self.cmp(*x, *y)?;
                if o != Ordering::Equal {
                    return Ok(o);
                }
            }
            return Ok(Ordering::Equal);
        }
        // One is the other plus `*`: the even one first.
        Ok(if self.is_even(a)? {
            Ordering::Less
        } else {
            Ordering::Greater
        })
    }

    /// The options of `g` in canonical order.
    fn ordered(&mut self, g: Mis) -> Result<Vec<Mis>, MisereError> {
        let mut opts = self.u.options(g).to_vec();
        // Insertion sort: the comparison can fail (a work limit).
        for i in 1..opts.len() {
            let mut j = i;
            while j > 0 && self.cmp(opts[j - 1], opts[j])? == Ordering::Greater {
                opts.swap(j - 1, j);
                j -= 1;
            }
        }
        Ok(opts)
    }

    /// `X` with `X + n = g` born before `g`, if the search finds it (see
    /// the module docs).
    pub fn difference(&mut self, g: Mis, n: Mis) -> Result<Option<Mis>, MisereError> {
        self.subtract(g, n)
    }

    fn subtract(&mut self, g: Mis, n: Mis) -> Result<Option<Mis>, MisereError> {
        // Bottom-up over `g`'s subpositions (no recursion as deep as the
        // birthday).
        let diffs = &self.diffs;
        for x in self
            .u
            .post_order(g, |x| x == n || diffs.contains_key(&(x, n)))
        {
            let d = self.subtract_one(x, n)?;
            self.diffs.insert((x, n), d);
        }
        Ok(self.known_difference(g, n))
    }

    fn known_difference(&self, g: Mis, n: Mis) -> Option<Mis> {
        if g == n {
            Some(MisereUniverse::ZERO)
        } else {
            self.diffs.get(&(g, n)).copied().flatten()
        }
    }

    /// `X` with `X + n = g` born before `g`, from its options' answers.
    fn subtract_one(&mut self, g: Mis, n: Mis) -> Result<Option<Mis>, MisereError> {
        self.u.tick(1)?;
        let found: Vec<Mis> = self
            .u
            .options(g)
            .iter()
            .filter_map(|&o| self.known_difference(o, n))
            .collect();
        if found.is_empty() {
            return Ok(None);
        }
        let x = self.u.canon(found)?;
        let smaller = self.u.birthday(x) < self.u.birthday(g);
        Ok((smaller && self.u.add(x, n)? == g).then_some(x))
    }

    /// CGSuite's recursive writer: `sub` says on entry that a subscript
    /// run must be opened after the base, and on return that one is open.
    fn write(
        &mut self,
        g: Mis,
        paren: bool,
        sub: &mut bool,
        out: &mut String,
    ) -> Result<(), MisereError> {
        let b = self.u.birthday(g);
        if b <= MAX_MISERE_HEAP && self.u.heap(b)? == g {
            out.push_str(&digit(b));
            if *sub {
                out.push('[');
            }
            return Ok(());
        }
        let even = self.is_even(g)?;
        let mut i = if even { 2 } else { 3 };
        // Heaps past the parser's limit are not tried: the form is then
        // written by its options, which reads back the same.
        while i < b.min(MAX_MISERE_HEAP + 1) {
            let n = self.u.heap(i)?;
            if let Some(x) = self.subtract(g, n)? {
                *sub = true;
                self.write(x, true, sub, out)?;
                out.push_str(&digit(i));
                return Ok(());
            }
            let s = self.u.add(g, n)?;
            if self.u.birthday(s) < b {
                *sub = true;
                self.write(s, true, sub, out)?;
                out.push('-');
                out.push_str(&digit(i));
                return Ok(());
            }
            i += 2;
        }
        if !even {
            *sub = true;
            let s = self.star(g)?;
            self.write(s, true, sub, out)?;
            out.push('1');
            return Ok(());
        }
        let opts = self.ordered(g)?;
        if opts.len() == 1 {
            self.write(opts[0], true, sub, out)?;
            out.push('#');
            return Ok(());
        }
        let outer = *sub;
        if paren {
            out.push('(');
        }
        for &o in opts.iter().rev() {
            let mut s = false;
            self.write(o, true, &mut s, out)?;
            if s {
                out.push(']');
            }
        }
        if paren {
            out.push(')');
        }
        *sub = outer;
        if *sub {
            out.push('[');
        }
        Ok(())
    }
}
