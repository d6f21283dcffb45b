//! Pure view-models of the pages: everything a page computes that is not
//! markup, so native tests reach it. Each page's edits are an `Action` enum
//! with a pure `reduce(state, action)` that returns the next state or the
//! message (naming the offending token) shown beside the edited field.
//! The Yew components in `web/` only draw and dispatch.

pub mod app;
pub mod bcs;
pub mod board;
pub mod carry;
pub mod classical;
pub mod classical_misere;
pub mod clobber;
pub mod cs;
pub mod cs_scoring;
pub mod efg;
pub mod explain;
pub mod gallery;
pub mod games;
pub mod games_edit;
pub mod games_table;
pub mod grid;
pub mod loopy;
pub mod misere;
pub mod papers;
pub mod play;
pub mod present;
pub mod scoring;
pub mod script;
pub mod search;
pub mod show;
pub mod titles;
pub mod tree;

use std::rc::Rc;

use crate::games::common::Vocabulary;

/// A result shared between renders, equal only to itself (the same `Rc`):
/// memoised pictures and rows are kept until a new result arrives, and
/// props never compare big tables value by value.
#[derive(Debug)]
pub struct Shared<T>(pub Rc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(self.0.clone())
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Shared<T>) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// A select's (value, text) options over an enumeration of the shared
/// vocabulary: every value of `T::ALL` in order, valued by its one code and
/// labelled by `label` (e.g. [`Vocabulary::name`]). The page reads the
/// chosen value back with `T`'s `FromStr`.
pub fn options<T: Vocabulary>(label: impl Fn(T) -> String) -> Vec<(&'static str, String)> {
    T::ALL.iter().map(|&v| (v.code(), label(v))).collect()
}

/// [`options`] labelled by the values' names.
pub fn named_options<T: Vocabulary>() -> Vec<(&'static str, String)> {
    options(|v: T| v.name().to_string())
}

/// The value an [`options`] select chose, read by `T`'s `FromStr`;
/// `fallback` for a value the select does not offer.
pub fn chosen<T: Vocabulary>(value: &str, fallback: T) -> T {
    value.parse().unwrap_or(fallback)
}
