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

    /// An impartial canonical form as a literal form.
    pub fn import(&mut self, u: &MisereUniverse, g: Mis) -> Result<Lit, MisereError> {
        if let Some(&f) = self.imported.get(&g) {
            return Ok(f);
        }
        let opts: Vec<Lit> = u
            .options(g)
            .iter()
            .map(|&o| self.import(u, o))
            .collect::<Result<_, _>>()?;
        let f = self.form(opts.clone(), opts)?;
        self.imported.insert(g, f);
        Ok(f)
    }

    /// `G + H = {GL + H, G + HL | GR + H, G + HR}`.
    pub fn add(&mut self, g: Lit, h: Lit) -> Result<Lit, MisereError> {
        let key = if g <= h { (g, h) } else { (h, g) };
        if let Some(&s) = self.sums.get(&key) {
            return Ok(s);
        }
        let (gl, gr) = (
            self.nodes[g as usize].0.clone(),
            self.nodes[g as usize].1.clone(),
        );
        let (hl, hr) = (
            self.nodes[h as usize].0.clone(),
            self.nodes[h as usize].1.clone(),
        );
        let mut l = Vec::new();
        for x in gl {
            l.push(self.add(x, h)?);
        }
        for y in hl {
            l.push(self.add(g, y)?);
        }
        let mut r = Vec::new();
        for x in gr {
            r.push(self.add(x, h)?);
        }
        for y in hr {
            r.push(self.add(g, y)?);
        }
        let s = self.form(l, r)?;
        self.sums.insert(key, s);
        Ok(s)
    }
}
