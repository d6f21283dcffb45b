//! Pebbles' application layer, shared by the web front end, its workers,
//! the JavaScript API and the CLI:
//!
//! * [`state`] — page state: each view's typed state, its fields' parsers,
//!   the request it sends to the worker;
//! * [`permalink`] — URL hash ⇄ page state, with notices for ignored fields;
//! * [`view_model`] — pure page logic: typed edits (`Action` + `reduce`) and
//!   derived view data;
//! * [`jobs`] — computations the web worker runs in slices.
//!
//! It sits on the games (`pebbles-games`) and the drawing
//! (`pebbles-draw`) layers and knows nothing of the web (`pebbles-web`).

// The lower layers under the names the modules use (`crate::games::…`).
use pebbles_draw::{charts, export, layout};
use pebbles_games::{self as games, notation};

pub mod jobs;
pub mod permalink;
pub mod state;
pub mod view_model;
