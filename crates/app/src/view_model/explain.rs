//! "What am I looking at?": per-page definitions in the papers' notation, a
//! glossary shared by every page, the paper corrections (printed value,
//! correct value, hand computation, where it shows) and how a failed job is
//! shown (a work limit by its type, [`JobError::Limit`]). Pure data and
//! predicates; `web::explain` draws them. The definitions and the glossary
//! are text tables, read from `explain_defs.tsv` and
//! `explain_glossary.tsv` beside this file.
//!
//! Sources: /work/shared/SPEC.md and the seeds it lists (000 Cumulative Games,
//! 001 bidding, 002 and 004 lecture notes, 003 N-player Clobber); the
//! corrections are those of the README's *Notes on the papers*.

use crate::jobs::{JobError, JobFailure};
use crate::state::CsMoves;
use crate::state::{BcsState, GameRules, Page, PageState};

/// One definition: the term in the paper's notation, its meaning, and where
/// the paper defines it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Def {
    pub term: &'static str,
    pub text: &'static str,
    pub source: &'static str,
}

/// The "What am I looking at?" panel of one page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// One sentence: what the page shows.
    pub title: &'static str,
    /// Read from `explain_defs.tsv`.
    pub defs: Vec<Def>,
}

/// The panel of `page`.
pub fn panel(page: Page) -> Explanation {
    Explanation {
        title: title(page),
        defs: defs_of(page),
    }
}

/// One sentence: what `page` shows.
fn title(page: Page) -> &'static str {
    match page {
        Page::Cs => {
            "Two players take pebbles from one heap and keep what they take; the table gives \
             the outcome of every heap under four ways of scoring."
        }
        Page::Bcs => {
            "Before each move both players bid for the right to move, from fixed budgets \
             that the bids pass back and forth; the table gives the score under optimal \
             bidding and play."
        }
        Page::Games => {
            "A general Cumulative Game for n players: heaps, rewards, whose turn it is and \
             what each player wants, solved by backward induction."
        }
        Page::Tree => {
            "The game tree (or DAG) of one starting position, with the equilibrium choices \
             marked."
        }
        Page::Clobber => {
            "Clobber for three (or N) players: who can force a win, and the value of the \
             position before and after the players' preferences prune the tree."
        }
        Page::Classical => {
            "Classical normal-play games {L | R}: values, comparisons, outcome classes, games \
             played on their boards, and impartial games (nimbers, octal games, Nim)."
        }
        Page::Efg => {
            "A Gambit extensive-form file: its subgame-perfect equilibrium, and the \
             one-heap Cumulative Game of Theorem 11 that has the same equilibrium."
        }
        Page::Search => {
            "The paper's computational claims as searches over every subtraction set of \
             a given size."
        }
        Page::Misere => {
            "Misère play, where the player who cannot move wins: the misère quotient of \
             an octal game, which decides every sum of its heaps, and the misère \
             canonical forms of impartial games."
        }
        Page::Scoring => {
            "Scoring play, where the game ends when the player to move has no move and \
             the score decides: guaranteed scoring games <L | R>, their canonical forms, \
             optimal scores, sums and comparisons."
        }
        Page::Gallery => {
            "Every numbered example, table and figure of the papers that Pebbles \
             reproduces, each opening the view that computes it."
        }
        Page::About => "What Pebbles is, and where its mathematics comes from.",
    }
}

/// The panels' definitions, a line each: the page's slug, the term, its
/// meaning and where the paper defines it, split by tabs.
const DEFS: &str = include_str!("explain_defs.tsv");

/// The definitions of `page` (keyed by its slug), in the file's order.
fn defs_of(page: Page) -> Vec<Def> {
    let key = page.slug();
    DEFS.lines()
        .filter_map(|line| match line.split('\t').collect::<Vec<_>>()[..] {
            [k, term, text, source] if k == key => Some(Def { term, text, source }),
            _ => None,
        })
        .collect()
}

/// The glossary's lines: the term, a tab, its meaning.
const GLOSSARY: &str = include_str!("explain_glossary.tsv");

/// The glossary shown on every page: (term, meaning), terms unique.
pub fn glossary() -> Vec<(&'static str, &'static str)> {
    GLOSSARY
        .lines()
        .map(|line| line.split_once('\t').unwrap_or((line, "")))
        .collect()
}

/// A printed value that the definitions contradict, with its hand
/// computation and where the page shows it.
#[derive(Clone, Copy, Debug)]
pub struct Correction {
    /// The paper and place, e.g. "Larsson, Meir & Zick, Example 2".
    pub source: &'static str,
    /// What is printed wrong.
    pub what: &'static str,
    pub printed: &'static str,
    pub correct: &'static str,
    /// The hand computation from the definition.
    pub why: &'static str,
    /// The page that shows the value.
    pub page: Page,
    /// A permalink of that page where the value shows.
    pub view: &'static str,
    /// Whether a page state shows the value.
    pub applies: fn(&PageState) -> bool,
}

impl PartialEq for Correction {
    fn eq(&self, other: &Correction) -> bool {
        (self.source, self.what) == (other.source, other.what)
    }
}

mod corrections;
pub use corrections::CORRECTIONS;

/// Every correction of `page`, for its panel.
pub fn corrections_of(page: Page) -> Vec<&'static Correction> {
    CORRECTIONS.iter().filter(|c| c.page == page).collect()
}

/// The corrections of values the view `state` shows, for beside the result.
pub fn corrections_for(state: &PageState) -> Vec<&'static Correction> {
    CORRECTIONS
        .iter()
        .filter(|c| c.page == state.page() && (c.applies)(state))
        .collect()
}

/// The summary line of a view's `n` paper notes: places where the paper
/// prints otherwise than the definitions give (the page follows them).
pub fn notes_summary(n: usize) -> String {
    match n {
        1 => "A note on the paper: one place where it prints otherwise".into(),
        n => format!("Notes on the paper: {n} places where it prints otherwise"),
    }
}

/// Symmetric moves equal to `set` on a CS-like page.
pub(crate) fn symmetric(moves: &CsMoves, set: &[u32]) -> bool {
    matches!(moves, CsMoves::Symmetric(s) if s == set)
}

/// The preset a games view uses, if any.
pub(crate) fn preset(rules: &GameRules) -> Option<&str> {
    match rules {
        GameRules::Preset(p) => Some(p),
        _ => None,
    }
}

/// What a failing check adds when the paper's statement, not the game, is
/// at fault: U(C) under Conjecture 7's premise (0 ∈ B, the usual weights).
pub fn check_caveat(check: &str, ok: Option<bool>, state: &BcsState) -> Option<&'static str> {
    let premise = state.bids.as_ref().is_some_and(|b| b.contains(&0))
        && state.wl.is_none()
        && state.wr.is_none();
    (check.starts_with("U(C)") && ok == Some(false) && premise).then_some(
        "Conjecture 7 expects U(C) whenever 0 ∈ B; the conjecture is false as stated \
         (see the paper corrections for this view)",
    )
}

/// What every work-limit message says (the text of [`JobError::Limit`]).
pub use crate::jobs::LIMIT_NOTE;

/// What a search that ends with the range the user asked for adds.
pub const RANGE_NOTE: &str =
    "the search stops at the end of the range asked for; this is not a result about the game";

/// A failed job as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FailureText {
    /// The failure's own words: a [`JobError::Limit`] says that it is a work
    /// limit of this page, not a result about the game.
    pub message: String,
    /// A work limit, by its type: the page marks it (class `limit`) and
    /// gives the glossary's definition as its title.
    pub limit: Option<&'static str>,
}

/// What the page shows for `failure`: decided by its variant, not its words.
pub fn failure_text(failure: &JobFailure) -> FailureText {
    let limit = matches!(failure, JobFailure::Job(JobError::Limit { .. })).then(|| {
        glossary()
            .into_iter()
            .find(|(term, _)| *term == "work limit")
            .map_or(LIMIT_NOTE, |(_, text)| text)
    });
    FailureText {
        message: failure.to_string(),
        limit,
    }
}

/// "no period found in heaps 0..n" worded as the limit it is.
pub fn no_period_within(what: &str, from: u32, to: u32) -> String {
    format!(
        "{what}: no period found in heaps {from}..{to}, where this page stops looking \
         ({LIMIT_NOTE})"
    )
}
