//! Page state: what each view shows, as typed values (one module per page,
//! [`PageState`] one variant per [`Page`]), the parsers of its fields (a
//! heap range, a budget, a script), and the request each state sends to the
//! worker (`From<&State>` next to the state). The view-models edit these;
//! [`crate::permalink`] reads and writes them in the URL hash.

mod bcs;
mod classical;
mod clobber;
mod cs;
mod efg;
mod gallery;
mod games;
mod misere;
mod play;
mod scoring;
mod search;
mod tree;

pub use bcs::*;
pub use classical::*;
pub use clobber::*;
pub use cs::*;
pub use efg::*;
pub use gallery::*;
pub use games::*;
pub use misere::*;
pub use play::{parse_bids, parse_played, parse_seats, PlayState, Seats, MAX_PLAYED};
pub use scoring::*;
pub use search::*;
pub use tree::*;

/// Largest heap a browser view computes (about 30 bytes per heap in the worker).
pub const MAX_VIEW_HEAP: u32 = 10_000_000;

/// The pages of the app, one per game family plus the *Gallery* and *About*.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    Cs,
    Bcs,
    Games,
    Tree,
    Clobber,
    Classical,
    Efg,
    Search,
    Misere,
    Scoring,
    Gallery,
    About,
}

impl Page {
    pub const ALL: [Page; 12] = [
        Page::Cs,
        Page::Bcs,
        Page::Games,
        Page::Tree,
        Page::Clobber,
        Page::Classical,
        Page::Efg,
        Page::Search,
        Page::Misere,
        Page::Scoring,
        Page::Gallery,
        Page::About,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            Page::Cs => "cs",
            Page::Bcs => "bcs",
            Page::Games => "games",
            Page::Tree => "tree",
            Page::Clobber => "clobber",
            Page::Classical => "classical",
            Page::Efg => "efg",
            Page::Search => "search",
            Page::Misere => "misere",
            Page::Scoring => "scoring",
            Page::Gallery => "gallery",
            Page::About => "about",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Page::Cs => "Cumulative Subtraction",
            Page::Bcs => "Bidding",
            Page::Games => "Cumulative Games",
            Page::Tree => "Trees & DAGs",
            Page::Clobber => "Clobber",
            Page::Classical => "Classical CGT",
            Page::Efg => "Gambit files",
            Page::Search => "Searches",
            Page::Misere => "Misère",
            Page::Scoring => "Scoring play",
            Page::Gallery => "Gallery",
            Page::About => "About",
        }
    }

    pub fn from_slug(slug: &str) -> Option<Page> {
        Page::ALL.into_iter().find(|p| p.slug() == slug)
    }
}

/// Per-page state, one variant per [`Page`]; *About* has no state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageState {
    Cs(CsState),
    Bcs(BcsState),
    Tree(TreeState),
    Games(GamesState),
    Clobber(ClobberState),
    Classical(ClassicalState),
    Efg(EfgState),
    Search(SearchState),
    Misere(MisereState),
    Scoring(ScoringState),
    Gallery(GalleryState),
    About,
}

impl PageState {
    pub fn page(&self) -> Page {
        match self {
            PageState::Cs(_) => Page::Cs,
            PageState::Bcs(_) => Page::Bcs,
            PageState::Tree(_) => Page::Tree,
            PageState::Games(_) => Page::Games,
            PageState::Clobber(_) => Page::Clobber,
            PageState::Classical(_) => Page::Classical,
            PageState::Efg(_) => Page::Efg,
            PageState::Search(_) => Page::Search,
            PageState::Misere(_) => Page::Misere,
            PageState::Scoring(_) => Page::Scoring,
            PageState::Gallery(_) => Page::Gallery,
            PageState::About => Page::About,
        }
    }

    pub fn default_for(page: Page) -> PageState {
        match page {
            Page::Cs => PageState::Cs(CsState::default()),
            Page::Bcs => PageState::Bcs(BcsState::default()),
            Page::Tree => PageState::Tree(TreeState::default()),
            Page::Games => PageState::Games(GamesState::default()),
            Page::Clobber => PageState::Clobber(ClobberState::default()),
            Page::Classical => PageState::Classical(ClassicalState::default()),
            Page::Efg => PageState::Efg(EfgState::default()),
            Page::Search => PageState::Search(SearchState::default()),
            Page::Misere => PageState::Misere(MisereState::default()),
            Page::Scoring => PageState::Scoring(ScoringState::default()),
            Page::Gallery => PageState::Gallery(GalleryState::default()),
            Page::About => PageState::About,
        }
    }
}
