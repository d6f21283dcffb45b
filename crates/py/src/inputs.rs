//! Python arguments as the JavaScript API's inputs: sets as lists or text,
//! heaps as `(lo, hi)`, `[lo, hi]`, `"lo..hi"` or one number. The text
//! forms go through the games' notation, so lists and text obey the same
//! bounds and messages.

use pyo3::prelude::*;
use pyo3::types::PyString;

use crate::error::PyApiError;
use pebbles_js as api;

/// A set: `[2, 3]` or `"2,3"` / `"1..4"`.
#[derive(FromPyObject)]
pub enum Set {
    List(Vec<u32>),
    Text(String),
}

impl Set {
    /// The set's text, a list's numbers joined by `sep` (`","` for a set,
    /// `"+"` for a sum of heaps).
    pub fn text(&self, sep: &str) -> String {
        match self {
            Set::List(v) => {
                let v: Vec<String> = v.iter().map(u32::to_string).collect();
                v.join(sep)
            }
            Set::Text(t) => t.clone(),
        }
    }
}

impl From<Set> for api::SetInput {
    fn from(s: Set) -> api::SetInput {
        match s {
            Set::List(v) => api::SetInput::List(v),
            Set::Text(t) => api::SetInput::Text(t),
        }
    }
}

/// Heaps: one number, `(lo, hi)`, `[lo, hi]` or `"lo..hi"`.
#[derive(FromPyObject)]
pub enum Heaps {
    One(u32),
    Pair((u32, u32)),
    List(Vec<u32>),
    Text(String),
}

impl Heaps {
    /// The range notation's text (`"3..9"`): a list of any other length
    /// than two is refused by the notation, naming it.
    pub fn text(&self) -> String {
        match self {
            Heaps::One(x) => format!("{x}..{x}"),
            Heaps::Pair((lo, hi)) => format!("{lo}..{hi}"),
            Heaps::List(v) => {
                let v: Vec<String> = v.iter().map(u32::to_string).collect();
                v.join("..")
            }
            Heaps::Text(t) => t.clone(),
        }
    }
}

impl Heaps {
    /// A heap bound's text (`"12"` or `"0..12"`): one number is the bound.
    pub fn bound_text(&self) -> String {
        match self {
            Heaps::One(x) => x.to_string(),
            h => h.text(),
        }
    }
}

impl From<Heaps> for api::HeapsInput {
    fn from(h: Heaps) -> api::HeapsInput {
        match h {
            Heaps::One(x) => api::HeapsInput::One(x),
            Heaps::Pair((lo, hi)) => api::HeapsInput::Pair([lo, hi]),
            h => api::HeapsInput::Text(h.text()),
        }
    }
}

/// A number of games (`cool=`, `heat=`): an integer, or its text
/// (`"1/2"`, `"3"`); a `fractions.Fraction` is read by its text.
pub enum Number {
    Int(i64),
    Text(String),
}

impl<'a, 'py> FromPyObject<'a, 'py> for Number {
    type Error = PyErr;

    fn extract(ob: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        if let Ok(i) = ob.extract::<i64>() {
            return Ok(Number::Int(i));
        }
        Ok(Number::Text(ob.str()?.to_string()))
    }
}

impl Number {
    pub fn text(&self) -> String {
        match self {
            Number::Int(i) => i.to_string(),
            Number::Text(t) => t.clone(),
        }
    }
}

/// A Cumulative Game's heaps: one size for every heap, or one per heap.
#[derive(FromPyObject)]
pub enum GameHeaps {
    One(u32),
    Each(Vec<u32>),
}

impl From<GameHeaps> for api::GameHeaps {
    fn from(h: GameHeaps) -> api::GameHeaps {
        match h {
            GameHeaps::One(x) => api::GameHeaps::One(x),
            GameHeaps::Each(v) => api::GameHeaps::Each(v),
        }
    }
}

/// A ruleset of `pebbles game --rules`: its JSON text, or the same as
/// Python objects (written out by `json.dumps`).
pub fn rules_json(py: Python<'_>, rules: &Bound<'_, PyAny>) -> PyResult<serde_json::Value> {
    let text: String = match rules.cast::<PyString>() {
        Ok(s) => s.to_string(),
        Err(_) => py
            .import("json")?
            .call_method1("dumps", (rules,))?
            .extract()?,
    };
    serde_json::from_str(&text).map_err(|e| {
        PyApiError::bad(
            "rules",
            pebbles_games::notation::shown(&text),
            e.to_string(),
        )
        .into()
    })
}
