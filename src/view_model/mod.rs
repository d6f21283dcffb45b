//! Pure view-models of the pages: everything a page computes that is not
//! markup, so native tests reach it. Each page's edits are an `Action` enum
//! with a pure `reduce(state, action)` that returns the next state or the
//! message (naming the offending token) shown beside the edited field.
//! The Yew components in `web/` only draw and dispatch.

pub mod app;
pub mod bcs;
pub mod clobber;
pub mod cs;
pub mod games;
pub mod tree;
