//! Literal game forms, to tell *identical* from *equal* (seed 002: "G and H
//! are identical" when their options, options' options and so on are the
//! same; `G + (−G)` is equal to 0 but not identical to it). A form is a
//! handle into an arena of hash-consed nodes whose option lists are sets
//! (sorted, without repeats), so identical forms are equal handles. Sums
//! and negatives follow the definitions, with no simplification; a game
//! written by its value (`3/2`, `*2`, `^`, a board) stands for its
//! canonical form. (Misère play takes a board as its own game tree:
//! `misere::lazy`.)

use super::parse::Build;
use super::universe::{Game, Universe};
use crate::common::FxMap;

/// Most distinct subforms one comparison may build (sums of forms grow as
/// the product of their sizes).
pub const MAX_FORM_NODES: usize = 20_000;

/// A form: an index into [`Forms`].
pub type Form = u32;

/// Interned literal forms, with the universe that supplies canonical atoms.
pub struct Forms<'u> {
    u: &'u mut Universe,
    nodes: Vec<(Vec<Form>, Vec<Form>)>,
    index: FxMap<(Vec<Form>, Vec<Form>), Form>,
    sums: FxMap<(Form, Form), Form>,
    negatives: FxMap<Form, Form>,
    imported: FxMap<Game, Form>,
    overflow: bool,
}

/// Most levels of a canonical atom taken as a literal form (the import
/// recurses that deep).
const MAX_IMPORT_BIRTHDAY: u32 = 2048;

impl<'u> Forms<'u> {
    pub fn new(u: &'u mut Universe) -> Forms<'u> {
        Forms {
            u,
            nodes: Vec::new(),
            index: FxMap::default(),
            sums: FxMap::default(),
            negatives: FxMap::default(),
            imported: FxMap::default(),
            overflow: false,
        }
    }

    /// Left's and Right's options of `f`.
    pub fn sides(&self, f: Form) -> (&[Form], &[Form]) {
        self.nodes
            .get(f as usize)
            .map_or((&[], &[]), |(l, r)| (l.as_slice(), r.as_slice()))
    }

    /// More than [`MAX_FORM_NODES`] were needed: the answer is not valid.
    pub fn overflowed(&self) -> bool {
        self.overflow
    }

    /// The form `{l | r}` (options as sets).
    fn intern(&mut self, mut l: Vec<Form>, mut r: Vec<Form>) -> Form {
        l.sort_unstable();
        l.dedup();
        r.sort_unstable();
        r.dedup();
        let key = (l, r);
        if let Some(&f) = self.index.get(&key) {
            return f;
        }
        if self.nodes.len() >= MAX_FORM_NODES {
            self.overflow = true;
            return 0;
        }
        let f = self.nodes.len() as Form;
        self.nodes.push(key.clone());
        self.index.insert(key, f);
        f
    }

    /// The canonical form `g` as a literal form.
    fn import(&mut self, g: Game) -> Form {
        if let Some(&f) = self.imported.get(&g) {
            return f;
        }
        let l: Vec<Game> = self.u.left(g).to_vec();
        let r: Vec<Game> = self.u.right(g).to_vec();
        let l = l.into_iter().map(|x| self.import(x)).collect();
        let r = r.into_iter().map(|x| self.import(x)).collect();
        let f = self.intern(l, r);
        self.imported.insert(g, f);
        f
    }

    fn options(&self, f: Form) -> (Vec<Form>, Vec<Form>) {
        self.nodes.get(f as usize).cloned().unwrap_or_default()
    }
}

impl Build for Forms<'_> {
    type G = Form;

    fn zero(&mut self) -> Form {
        self.intern(Vec::new(), Vec::new())
    }

    fn canon(&mut self, l: Vec<Form>, r: Vec<Form>) -> Form {
        self.intern(l, r)
    }

    /// `G + H = {GL + H, G + HL | GR + H, G + HR}`.
    fn add(&mut self, g: Form, h: Form) -> Form {
        if let Some(&f) = self.sums.get(&(g, h)) {
            return f;
        }
        if self.overflow {
            return 0;
        }
        let ((gl, gr), (hl, hr)) = (self.options(g), self.options(h));
        let mut side = |gs: Vec<Form>, hs: Vec<Form>| -> Vec<Form> {
            let mut out: Vec<Form> = gs.into_iter().map(|x| self.add(x, h)).collect();
            out.extend(hs.into_iter().map(|y| self.add(g, y)));
            out
        };
        let l = side(gl, hl);
        let r = side(gr, hr);
        let f = self.intern(l, r);
        self.sums.insert((g, h), f);
        f
    }

    /// `−G = {−GR | −GL}`.
    fn neg(&mut self, g: Form) -> Form {
        if let Some(&f) = self.negatives.get(&g) {
            return f;
        }
        let (l, r) = self.options(g);
        let nl = r.into_iter().map(|x| self.neg(x)).collect();
        let nr = l.into_iter().map(|x| self.neg(x)).collect();
        let f = self.intern(nl, nr);
        self.negatives.insert(g, f);
        f
    }

    fn canonical(&mut self, f: impl FnOnce(&mut Universe) -> Game) -> Form {
        let g = f(self.u);
        if self.u.birthday(g) > MAX_IMPORT_BIRTHDAY {
            self.overflow = true;
            return 0;
        }
        self.import(g)
    }
}
