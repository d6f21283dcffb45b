//! Settings that carry between pages (issue 14): the navigation bar's link
//! to a page carries what that page understands of the settings made on
//! the others, and brings the page back as it was last left.
//!
//! The settings several pages share are the [`Setting`]s: the subtraction
//! rules (`s`, or `l` and `r`), the heap overrides (`map`), the tie rules,
//! one heap (`x`), a heap range (`heaps`) and the total budget (`tb`).
//!
//! The rules of a [`Session`], decided for issue 14:
//!
//! 1. A page never visited in this session opens with its defaults and
//!    every shared setting known so far.
//! 2. A page visited before opens as it was left, except for the settings
//!    changed since (on any page, by an edit or by following a permalink
//!    from outside the navigation bar): those are carried. So
//!    `#/cs → #/tree → #/cs` restores `#/cs` as it was, but a set changed
//!    on `#/tree` in between wins.
//! 3. A setting is carried only if the target page reads it back unchanged
//!    and without a notice from its permalink (e.g. a heap over `#/tree`'s
//!    limit is not carried: the page keeps its own heap), and a page's
//!    defaults met on arrival never count as a change.

use std::collections::BTreeMap;

use crate::games::common::Ties;
use crate::permalink::View;
use crate::state::{BcsState, CsMoves, CsState, GameRules, GamesState, Page, PageState, TreeState};

/// One setting several pages share.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    /// Subtraction sets: `s`, or `l` and `r` (`#/cs`, `#/bcs`, `#/tree`).
    Moves(CsMoves),
    /// Heap-dynamic overrides `map` (`#/cs`, `#/bcs`).
    Map(BTreeMap<u32, Vec<u32>>),
    /// Tie rules `tie` (`#/cs`, `#/tree`).
    Ties(Ties),
    /// One heap: `#/cs`'s play line, `#/tree`'s root, `#/games`' heap.
    Heap(u32),
    /// The heaps listed (`#/cs`, `#/bcs`).
    Heaps((u32, u32)),
    /// The total budget `tb` (the bidding pages).
    Budget(u32),
}

impl Setting {
    /// Which setting this is: settings of one kind replace each other, and
    /// are applied in this order (the rules before their overrides).
    fn kind(&self) -> usize {
        match self {
            Setting::Moves(_) => 0,
            Setting::Map(_) => 1,
            Setting::Ties(_) => 2,
            Setting::Heap(_) => 3,
            Setting::Heaps(_) => 4,
            Setting::Budget(_) => 5,
        }
    }
}

/// The part of a page's state that holds shared settings.
enum Holder<'a> {
    Cs(&'a mut CsState),
    Bcs(&'a mut BcsState),
    /// Not a Nim graph, which has no subtraction rules.
    Tree(&'a mut TreeState),
    /// A games view with one heap size for its ruleset ([`one_heap`]).
    Games(&'a mut GamesState),
}

/// The holder of shared settings in `state`, if its page has any: the
/// one place that says which pages share settings.
fn holder(state: &mut PageState) -> Option<Holder<'_>> {
    match state {
        PageState::Cs(c) => Some(Holder::Cs(c)),
        PageState::Bcs(b) => Some(Holder::Bcs(b)),
        PageState::Tree(t) if t.nim.is_none() => Some(Holder::Tree(t)),
        PageState::Games(g) if one_heap(g) => Some(Holder::Games(g)),
        PageState::Tree(_)
        | PageState::Games(_)
        | PageState::Clobber(_)
        | PageState::Classical(_)
        | PageState::Efg(_)
        | PageState::Search(_)
        | PageState::Misere(_)
        | PageState::Scoring(_)
        | PageState::Gallery(_)
        | PageState::About => None,
    }
}

/// The shared settings a page's state holds.
pub fn offers(state: &PageState) -> Vec<Setting> {
    let mut state = state.clone();
    let Some(holder) = holder(&mut state) else {
        return Vec::new();
    };
    match holder {
        Holder::Cs(c) => {
            let mut out = vec![
                Setting::Moves(c.moves.clone()),
                Setting::Map(c.map.clone()),
                Setting::Ties(c.ties),
                Setting::Heaps(c.heaps),
            ];
            out.extend(c.selected.map(Setting::Heap));
            out
        }
        Holder::Bcs(b) => vec![
            Setting::Moves(CsMoves::from_sets(b.moves.clone(), b.right.clone())),
            Setting::Map(b.map.clone()),
            Setting::Heaps(b.heaps),
            Setting::Budget(b.total_budget),
        ],
        Holder::Tree(t) => vec![
            Setting::Moves(t.moves.clone()),
            Setting::Ties(t.ties),
            Setting::Heap(t.heap),
        ],
        Holder::Games(g) => vec![Setting::Heap(g.heaps[0])],
    }
}

/// Whether a games view has one heap size for its ruleset (a sum's
/// components carry their own heaps; a heap per player heap is not one).
fn one_heap(g: &GamesState) -> bool {
    g.heaps.len() == 1 && !matches!(g.rules, GameRules::Sum(_))
}

/// `state` with `setting` put in, if the page has such a field.
fn put(state: &PageState, setting: &Setting) -> Option<PageState> {
    let mut state = state.clone();
    match holder(&mut state)? {
        Holder::Cs(c) => match setting {
            Setting::Moves(m) => c.moves = m.clone(),
            Setting::Map(m) => c.map = m.clone(),
            Setting::Ties(t) => c.ties = *t,
            Setting::Heap(x) => c.selected = Some(*x),
            Setting::Heaps(h) => c.heaps = *h,
            Setting::Budget(_) => return None,
        },
        Holder::Bcs(b) => match setting {
            Setting::Moves(m) => (b.moves, b.right) = m.clone().into_sets(),
            Setting::Map(m) => b.map = m.clone(),
            Setting::Heaps(h) => b.heaps = *h,
            Setting::Budget(tb) => b.total_budget = *tb,
            Setting::Ties(_) | Setting::Heap(_) => return None,
        },
        Holder::Tree(t) => match setting {
            Setting::Moves(m) => t.moves = m.clone(),
            Setting::Ties(ties) => t.ties = *ties,
            Setting::Heap(x) => t.heap = *x,
            Setting::Map(_) | Setting::Heaps(_) | Setting::Budget(_) => return None,
        },
        Holder::Games(g) => match setting {
            Setting::Heap(x) => g.heaps = vec![*x],
            Setting::Moves(_)
            | Setting::Map(_)
            | Setting::Ties(_)
            | Setting::Heaps(_)
            | Setting::Budget(_) => return None,
        },
    }
    Some(state)
}

/// Whether the page accepts `state`: its permalink reads back the same
/// state without a notice (so every limit of the page applies).
// Public for the tests in tests/it.
#[doc(hidden)]
pub fn accepted(state: &PageState) -> bool {
    let view = View {
        state: state.clone(),
        ..View::default()
    };
    let (back, notices) = View::parse(&view.to_hash());
    notices.is_empty() && back.state == *state
}

/// `state` with `setting` carried in, if the page has it and accepts it.
pub fn carry(state: &PageState, setting: &Setting) -> Option<PageState> {
    put(state, setting).filter(accepted)
}

/// The shared settings of this session and the pages left, from which the
/// navigation links are computed (see the module docs for the rules).
#[derive(Clone, Debug, Default)]
pub struct Session {
    /// Ticks once per view shown.
    clock: u64,
    /// The latest value of each kind of setting and when it was set
    /// (0: only met as a page's default on arrival).
    shared: Vec<(Setting, u64)>,
    /// Each page's state when it was last left, and when (settings set in
    /// the same tick, on arriving at the next page, are newer).
    // Public for the tests in tests/it.
    #[doc(hidden)]
    pub left: Vec<(PageState, u64)>,
    /// The view shown last.
    shown: Option<View>,
}

impl Session {
    /// Takes note of the view now shown (the same view again changes nothing).
    pub fn observe(&mut self, view: &View) {
        if self.shown.as_ref() == Some(view) {
            return;
        }
        self.clock += 1;
        let now = self.clock;
        let offered = offers(&view.state);
        match self.shown.take() {
            None => offered.into_iter().for_each(|s| self.set(s, now)),
            // An edit: what changed on the page is set now.
            Some(prev) if prev.state.page() == view.state.page() => {
                let before = offers(&prev.state);
                for s in offered.into_iter().filter(|s| !before.contains(s)) {
                    self.set(s, now);
                }
            }
            Some(prev) => {
                // A navigation link followed gives exactly its link; the page's
                // own values then only fill in settings not known yet.
                let followed = self.link(&prev, view.state.page()).state == view.state;
                self.left.retain(|(s, _)| s.page() != prev.state.page());
                self.left.push((prev.state, now));
                for s in offered {
                    if !followed {
                        self.set(s, now);
                    } else if !self.shared.iter().any(|(t, _)| t.kind() == s.kind()) {
                        self.set(s, 0);
                    }
                }
            }
        }
        self.shown = Some(view.clone());
    }

    fn set(&mut self, setting: Setting, at: u64) {
        self.shared.retain(|(s, _)| s.kind() != setting.kind());
        self.shared.push((setting, at));
        self.shared.sort_by_key(|(s, _)| s.kind());
    }

    /// The view the navigation bar links to for `page`, seen from `current`.
    pub fn link(&self, current: &View, page: Page) -> View {
        if page == current.state.page() {
            return current.clone();
        }
        let (base, left_at) = match self.left.iter().find(|(s, _)| s.page() == page) {
            Some((s, at)) => (s.clone(), Some(*at)),
            None => (PageState::default_for(page), None),
        };
        let state = self
            .shared
            .iter()
            .filter(|(_, at)| left_at.is_none_or(|left| *at >= left))
            .fold(base, |st, (s, _)| carry(&st, s).unwrap_or(st));
        // A projector's settings stay: presenter mode and `scale=`.
        View {
            state,
            scale: current.scale,
            present: current.present,
            ..View::default()
        }
    }

    /// The navigation bar: (href, title, is the current page) per page.
    pub fn nav_links(&self, current: &View) -> Vec<(String, &'static str, bool)> {
        let here = current.state.page();
        Page::ALL
            .iter()
            .map(|&p| (self.link(current, p).to_hash(), p.title(), p == here))
            .collect()
    }
}
