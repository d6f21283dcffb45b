//! A scripted position as a value: integers, booleans, characters,
//! strings, arrays and maps of them, compared and hashed by value, written
//! as the Rhai literal that reads back to it (`"..#|..."`, `[3, 4]`,
//! `#{"heaps": [1, 2], "turn": 0}`).

use std::collections::BTreeMap;
use std::fmt::{self, Write};

use rhai::Dynamic;
use serde::Serialize;

use super::MAX_NESTING;

/// A position of a script, by value: what the memo, the cycle check and
/// the notation use. Floats, functions, `()` and other Rhai values are not
/// positions ([`ScriptPos::from_dynamic`] says which it met).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum ScriptPos {
    Int(i64),
    Bool(bool),
    Char(char),
    Str(String),
    Array(Vec<ScriptPos>),
    Map(BTreeMap<String, ScriptPos>),
}

/// Why a Rhai value is not a position: what was found, and where inside
/// the value (`[2]`, `.heaps[0]`; empty for the value itself).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotPosition {
    pub found: String,
    pub path: String,
}

impl ScriptPos {
    /// The position a Rhai value stands for.
    pub fn from_dynamic(d: &Dynamic) -> Result<ScriptPos, NotPosition> {
        let mut path = String::new();
        Self::convert(d, 0, &mut path)
    }

    fn convert(d: &Dynamic, depth: usize, path: &mut String) -> Result<ScriptPos, NotPosition> {
        let fail = |found: String, path: &str| NotPosition {
            found,
            path: path.to_string(),
        };
        if let Ok(n) = d.as_int() {
            return Ok(ScriptPos::Int(n));
        }
        if let Ok(b) = d.as_bool() {
            return Ok(ScriptPos::Bool(b));
        }
        if let Ok(c) = d.as_char() {
            return Ok(ScriptPos::Char(c));
        }
        if let Ok(s) = d.as_immutable_string_ref() {
            return Ok(ScriptPos::Str(s.as_str().to_string()));
        }
        let nested = d.is_array() || d.is_map();
        if nested && depth >= MAX_NESTING {
            return Err(fail(
                format!("arrays or maps nested over {MAX_NESTING} deep"),
                path,
            ));
        }
        if let Ok(a) = d.as_array_ref() {
            let mut out = Vec::with_capacity(a.len());
            for (i, x) in a.iter().enumerate() {
                let len = path.len();
                let _ = write!(path, "[{i}]");
                out.push(Self::convert(x, depth + 1, path)?);
                path.truncate(len);
            }
            return Ok(ScriptPos::Array(out));
        }
        if let Ok(m) = d.as_map_ref() {
            let mut out = BTreeMap::new();
            for (k, x) in m.iter() {
                let len = path.len();
                let _ = write!(path, ".{k}");
                out.insert(k.to_string(), Self::convert(x, depth + 1, path)?);
                path.truncate(len);
            }
            return Ok(ScriptPos::Map(out));
        }
        Err(fail(describe_type(d), path))
    }

    /// The Rhai value of the position (what the script's functions get).
    pub fn to_dynamic(&self) -> Dynamic {
        match self {
            ScriptPos::Int(n) => Dynamic::from_int(*n),
            ScriptPos::Bool(b) => Dynamic::from_bool(*b),
            ScriptPos::Char(c) => Dynamic::from_char(*c),
            ScriptPos::Str(s) => Dynamic::from(s.clone()),
            ScriptPos::Array(a) => Dynamic::from_array(a.iter().map(Self::to_dynamic).collect()),
            ScriptPos::Map(m) => Dynamic::from_map(
                m.iter()
                    .map(|(k, v)| (k.as_str().into(), v.to_dynamic()))
                    .collect(),
            ),
        }
    }

    /// The bytes a copy of the position takes, roughly: each value its
    /// slot ([`size_of::<ScriptPos>`]), each text its bytes, each map key
    /// its bytes and a slot (the solver's memory budget counts these).
    pub fn weight(&self) -> usize {
        const SLOT: usize = std::mem::size_of::<ScriptPos>();
        match self {
            ScriptPos::Int(_) | ScriptPos::Bool(_) | ScriptPos::Char(_) => SLOT,
            ScriptPos::Str(s) => SLOT + s.len(),
            ScriptPos::Array(a) => SLOT + a.iter().map(Self::weight).sum::<usize>(),
            ScriptPos::Map(m) => {
                SLOT + m
                    .iter()
                    .map(|(k, v)| SLOT + k.len() + v.weight())
                    .sum::<usize>()
            }
        }
    }
}

/// `a function pointer`, `a float`, `()`: a Rhai value that is no position.
fn describe_type(d: &Dynamic) -> String {
    if d.is_unit() {
        "nothing (`()`)".into()
    } else if d.is_fnptr() {
        "a function pointer".into()
    } else if d.is_float() {
        "a float".into()
    } else if d.is_blob() {
        "a BLOB".into()
    } else {
        format!("a value of type `{}`", d.type_name())
    }
}

fn quoted(f: &mut fmt::Formatter<'_>, s: &str, quote: char) -> fmt::Result {
    f.write_char(quote)?;
    for c in s.chars() {
        match c {
            '\\' => f.write_str("\\\\")?,
            '\n' => f.write_str("\\n")?,
            '\t' => f.write_str("\\t")?,
            '\r' => f.write_str("\\r")?,
            c if c == quote => write!(f, "\\{c}")?,
            c if c.is_control() => write!(f, "\\u{:04x}", c as u32)?,
            c => f.write_char(c)?,
        }
    }
    f.write_char(quote)
}

/// The Rhai literal of the position: evaluating it gives the position back.
impl fmt::Display for ScriptPos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScriptPos::Int(n) => write!(f, "{n}"),
            ScriptPos::Bool(b) => write!(f, "{b}"),
            ScriptPos::Char(c) => quoted(f, &c.to_string(), '\''),
            ScriptPos::Str(s) => quoted(f, s, '"'),
            ScriptPos::Array(a) => {
                f.write_char('[')?;
                for (i, x) in a.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_char(']')
            }
            ScriptPos::Map(m) => {
                f.write_str("#{")?;
                for (i, (k, v)) in m.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    // Keys are always quoted: a keyword is a key too.
                    quoted(f, k, '"')?;
                    write!(f, ": {v}")?;
                }
                f.write_char('}')
            }
        }
    }
}
