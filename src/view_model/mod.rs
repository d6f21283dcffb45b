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
pub mod clobber;
pub mod cs;
pub mod efg;
pub mod explain;
pub mod gallery;
pub mod games;
pub mod games_edit;
pub mod games_table;
pub mod grid;
pub mod play;
pub mod search;
pub mod show;
pub mod tree;

use std::rc::Rc;

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
