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
fn accepted(state: &PageState) -> bool {
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
    left: Vec<(PageState, u64)>,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn view(hash: &str) -> View {
        let (v, notices) = View::parse(hash);
        assert!(notices.is_empty(), "{hash}: {notices:?}");
        v
    }

    /// A session showing `hash`.
    fn start(hash: &str) -> (Session, View) {
        let mut s = Session::default();
        let v = view(hash);
        s.observe(&v);
        (s, v)
    }

    /// Follows the navigation link to `page`; returns the view shown.
    fn go(s: &mut Session, from: &View, page: Page) -> View {
        let to = s.link(from, page);
        s.observe(&to);
        to
    }

    /// Edits the current page to the view of `hash`.
    fn edit(s: &mut Session, hash: &str) -> View {
        let v = view(hash);
        s.observe(&v);
        v
    }

    fn hash(s: &Session, from: &View, page: Page) -> String {
        s.link(from, page).to_hash()
    }

    #[test]
    fn cs_and_tree_share_the_set_the_ties_and_the_heap() {
        let (mut s, cs) = start("#/cs?s=1,4&heaps=0..20&tie=f&x=9");
        assert_eq!(hash(&s, &cs, Page::Tree), "#/tree?s=1,4&x=9&mode=si&tie=f");
        let tree = go(&mut s, &cs, Page::Tree);
        let tree = edit(&mut s, &format!("{}&view=dag", tree.to_hash()));
        // Nothing shared changed on the tree page: #/cs comes back as it was.
        assert_eq!(s.link(&tree, Page::Cs), cs);
        let tree = edit(&mut s, "#/tree?l=2&r=3&x=11&mode=si&tie=af&view=dag");
        assert_eq!(
            hash(&s, &tree, Page::Cs),
            "#/cs?l=2&r=3&heaps=0..20&tie=af&x=11"
        );
    }

    #[test]
    fn the_tree_heap_without_a_play_line_does_not_select_one() {
        let (mut s, cs) = start("#/cs?s=1,4&heaps=0..20");
        let tree = go(&mut s, &cs, Page::Tree);
        assert_eq!(tree.to_hash(), "#/tree?s=1,4&x=7&mode=si");
        // x = 7 is the tree page's default, met on arrival: not a change.
        assert_eq!(s.link(&tree, Page::Cs), cs);
    }

    #[test]
    fn cs_and_bcs_share_the_sets_the_overrides_and_the_heaps() {
        let (mut s, cs) = start("#/cs?l=1,2&r=3&heaps=5..30&map=4:1");
        assert_eq!(
            hash(&s, &cs, Page::Bcs),
            "#/bcs?l=1,2&r=3&map=4:1&tb=9&heaps=5..30"
        );
        go(&mut s, &cs, Page::Bcs);
        let bcs = edit(&mut s, "#/bcs?s=2&map=4:1&tb=6&heaps=0..12");
        assert_eq!(hash(&s, &bcs, Page::Cs), "#/cs?s=2&heaps=0..12&map=4:1");
        // The budget has no place on #/cs but comes back to #/bcs.
        let cs = go(&mut s, &bcs, Page::Cs);
        assert_eq!(hash(&s, &cs, Page::Bcs), bcs.to_hash());
    }

    #[test]
    fn tree_and_bcs_share_the_set() {
        let (mut s, tree) = start("#/tree?s=3,5&x=12&mode=si");
        assert_eq!(hash(&s, &tree, Page::Bcs), "#/bcs?s=3,5&tb=9&heaps=0..40");
        go(&mut s, &tree, Page::Bcs);
        let bcs = edit(&mut s, "#/bcs?l=1&r=2&tb=9&heaps=0..40");
        assert_eq!(hash(&s, &bcs, Page::Tree), "#/tree?l=1&r=2&x=12&mode=si");
    }

    #[test]
    fn games_shares_one_heap_with_cs_and_tree() {
        let (mut s, tree) = start("#/tree?s=2,3&x=12&mode=si");
        assert_eq!(hash(&s, &tree, Page::Games), "#/games?preset=squirrel&x=12");
        go(&mut s, &tree, Page::Games);
        let games = edit(&mut s, "#/games?preset=squirrel&x=15");
        assert_eq!(hash(&s, &games, Page::Tree), "#/tree?s=2,3&x=15&mode=si");
        assert_eq!(hash(&s, &games, Page::Cs), "#/cs?s=2,3&heaps=0..20&x=15");
        // A sum's components carry their own heaps.
        let (mut s, games) = start("#/games?sum=misere:4,squirrel:4");
        let cs = go(&mut s, &games, Page::Cs);
        let cs = edit(&mut s, &format!("{}&x=4", cs.to_hash()));
        assert_eq!(hash(&s, &cs, Page::Games), games.to_hash());
    }

    #[test]
    fn values_a_page_refuses_are_not_carried() {
        // #/tree draws heaps up to 10 000; #/bcs lists heaps up to 100 000.
        let (s, cs) = start("#/cs?s=1,4&heaps=150000..150020&x=150000");
        assert_eq!(hash(&s, &cs, Page::Tree), "#/tree?s=1,4&x=7&mode=si");
        assert_eq!(hash(&s, &cs, Page::Bcs), "#/bcs?s=1,4&tb=9&heaps=0..40");
        // A budget below a bid of the page is refused.
        let bcs = view("#/bcs?s=1&tb=9&heaps=0..40&bids=0,8").state;
        assert_eq!(carry(&bcs, &Setting::Budget(4)), None);
        let PageState::Bcs(b) = carry(&bcs, &Setting::Budget(8)).unwrap() else {
            panic!("a bidding page")
        };
        assert_eq!(b.total_budget, 8);
        // A Nim graph takes no subtraction set.
        let (mut s, cs) = start("#/cs?s=1,4");
        s.left.push((view("#/tree?nim=1,2,3").state, 0));
        assert_eq!(hash(&s, &cs, Page::Tree), "#/tree?nim=1,2,3&mode=normal");
    }

    #[test]
    fn a_change_reaches_pages_left_long_ago() {
        let (mut s, cs) = start("#/cs?s=1,4");
        let tree = go(&mut s, &cs, Page::Tree);
        let bcs = go(&mut s, &tree, Page::Bcs);
        let cs = go(&mut s, &bcs, Page::Cs);
        let cs = edit(&mut s, &cs.to_hash().replace("s=1,4", "s=5"));
        let tree = go(&mut s, &cs, Page::Tree);
        assert_eq!(tree.to_hash(), "#/tree?s=5&x=7&mode=si");
        // #/bcs was left before the change: it gets the new set too.
        assert_eq!(hash(&s, &tree, Page::Bcs), "#/bcs?s=5&tb=9&heaps=0..20");
    }

    #[test]
    fn a_permalink_followed_from_outside_is_a_change() {
        let (mut s, cs) = start("#/cs?s=1,4&heaps=0..20");
        let _tree = go(&mut s, &cs, Page::Tree);
        // The About page's link, say, or an address typed in.
        let bcs = view("#/bcs?s=7&tb=3&heaps=0..10");
        s.observe(&bcs);
        assert_eq!(hash(&s, &bcs, Page::Cs), "#/cs?s=7&heaps=0..10");
        assert_eq!(hash(&s, &bcs, Page::Tree), "#/tree?s=7&x=7&mode=si");
    }

    #[test]
    fn pages_without_shared_settings_come_back_as_left() {
        let (mut s, cl) = start("#/clobber?board=1,2,1&players=2");
        let cs = go(&mut s, &cl, Page::Cs);
        assert_eq!(cs.to_hash(), "#/cs?s=2,3&heaps=0..20");
        assert_eq!(s.link(&cs, Page::Clobber), cl);
        let nav = s.nav_links(&cs);
        assert_eq!(nav.len(), Page::ALL.len());
        assert_eq!(nav[0], (cs.to_hash(), "Cumulative Subtraction", true));
        assert!(nav.iter().any(|n| n.0 == "#/about" && !n.2));
    }

    #[test]
    fn every_default_state_reads_back_unchanged() {
        for page in Page::ALL {
            assert!(accepted(&PageState::default_for(page)), "{page:?}");
        }
    }
}
