//! Literal partizan forms for misère expressions that are not impartial:
//! hash-consed `{L | R}` with option sets, sums by the definition, no
//! simplification (misère outcomes depend on the form).

use super::arena::{Mis, MisereUniverse};
use super::MisereError;
use crate::common::FxMap;

/// A literal form: an index into [`Literals`].
pub type Lit = u32;

/// Most distinct literal forms one expression builds.
pub const MAX_LITERALS: usize = 20_000;

/// The arena of literal forms.
#[derive(Default)]
pub struct Literals {
    nodes: Vec<(Vec<Lit>, Vec<Lit>)>,
    index: FxMap<(Vec<Lit>, Vec<Lit>), Lit>,
    sums: FxMap<(Lit, Lit), Lit>,
    imported: FxMap<Mis, Lit>,
}

impl Literals {
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Left's and Right's options.
    pub fn sides(&self, g: Lit) -> (&[Lit], &[Lit]) {
        let (l, r) = &self.nodes[g as usize];
        (l, r)
    }

    /// `{l | r}`, options as sets.
    pub fn form(&mut self, mut l: Vec<Lit>, mut r: Vec<Lit>) -> Result<Lit, MisereError> {
        l.sort_unstable();
        l.dedup();
        r.sort_unstable();
        r.dedup();
        let key = (l, r);
        if let Some(&g) = self.index.get(&key) {
            return Ok(g);
        }
        if self.nodes.len() >= MAX_LITERALS {
            return Err(MisereError::Work {
                what: "distinct literal forms of a partizan misère expression",
                limit: MAX_LITERALS as u64,
            });
        }
        let g = self.nodes.len() as Lit;
        self.nodes.push(key.clone());
        self.index.insert(key, g);
        Ok(g)
    }

    /// An impartial canonical form as a literal form (bottom-up over its
    /// subpositions: no recursion as deep as its birthday).
    pub fn import(&mut self, u: &MisereUniverse, g: Mis) -> Result<Lit, MisereError> {
        let imported = &self.imported;
        for x in u.post_order(g, |x| imported.contains_key(&x)) {
            let opts: Vec<Lit> = u.options(x).iter().map(|o| self.imported[o]).collect();
            let f = self.form(opts.clone(), opts)?;
            self.imported.insert(x, f);
        }
        Ok(self.imported[&g])
    }

    /// `G + H = {GL + H, G + HL | GR + H, G + HR}`, with a stack of its
    /// own: a sum of many terms is as deep as their birthdays added, more
    /// than a thread's stack holds as a recursion.
    pub fn add(&mut self, g: Lit, h: Lit) -> Result<Lit, MisereError> {
        // (pair, whether its parts are already pushed)
        let mut stack = vec![((g, h), false)];
        while let Some(((a, b), expanded)) = stack.pop() {
            if self.sums.contains_key(&sum_key(a, b)) {
                continue;
            }
            let (al, ar) = self.nodes[a as usize].clone();
            let (bl, br) = self.nodes[b as usize].clone();
            let parts = |x: &[Lit], y: &[Lit]| -> Vec<(Lit, Lit)> {
                let firsts = x.iter().map(|&x| (x, b));
                firsts.chain(y.iter().map(|&y| (a, y))).collect()
            };
            let (lp, rp) = (parts(&al, &bl), parts(&ar, &br));
            if !expanded {
                stack.push(((a, b), true));
                let all = lp.iter().chain(&rp);
                stack.extend(all.map(|&pair| (pair, false)));
                continue;
            }
            let sum = |pairs: &[(Lit, Lit)]| -> Vec<Lit> {
                let known = |&(x, y): &(Lit, Lit)| self.sums[&sum_key(x, y)];
                pairs.iter().map(known).collect()
            };
            let (l, r) = (sum(&lp), sum(&rp));
            let s = self.form(l, r)?;
            self.sums.insert(sum_key(a, b), s);
        }
        Ok(self.sums[&sum_key(g, h)])
    }
}

/// The cache key of `a + b` (the sum commutes).
fn sum_key(a: Lit, b: Lit) -> (Lit, Lit) {
    if a <= b {
        (a, b)
    } else {
        (b, a)
    }
}
