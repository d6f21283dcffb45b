//! `#/classical`: the link's parameters of the view (`from_params`, `to_params`,
//! `PARAMS`); the state itself is [`crate::state`].

use std::str::FromStr;

use super::lz;
use super::{Notice, Params};
use crate::games::classical::RulesetId;
use crate::games::common::Player;
use crate::jobs::{ScriptRequest, DEFAULT_SCRIPT_NAME};
use crate::notation::{self, NotationError};
use crate::state::PlayState;
use crate::state::*;

impl ClassicalState {
    pub(crate) const PARAMS: &'static [&'static str] = &[
        "g",
        "game",
        "script",
        "sname",
        "position",
        "octal",
        "heaps",
        "nimtable",
        "remoteness",
        "first",
        "misere",
        "side",
        "moves",
        "hints",
    ];

    /// Whether `name` is a parameter of the page: one of [`Self::PARAMS`],
    /// or a ruleset's id (the older `domineering=` links).
    pub(crate) fn knows(name: &str) -> bool {
        ClassicalState::PARAMS.contains(&name) || name.parse::<RulesetId>().is_ok()
    }

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> ClassicalState {
        let mut st = ClassicalState::default();
        let fallback = "{0,*|-1}";
        // With `script=`, `g=` is the script's expression (`read_script`).
        if params.get("script").is_none() {
            params.read("g", notices, fallback, parse_expr_text, |g| {
                st.position = Position::Expr(g)
            });
        }
        for r in RulesetId::all() {
            let parse = |t: &str| parse_boards(r, t);
            params.read(r.code(), notices, fallback, parse, |b| {
                st.position = Position::Boards(r, b)
            });
        }
        read_game(params, notices, &mut st);
        read_script(params, notices, &mut st);
        params.read("octal", notices, "0.77", parse_octal, |c| st.octal = c);
        params.read("heaps", notices, "0..100", parse_octal_heaps, |h| {
            st.heaps = h
        });
        params.read("nimtable", notices, "0..8", parse_nimtable, |t| {
            st.nimtable = t
        });
        params.read(
            "remoteness",
            notices,
            "no remoteness",
            super::parse_flag,
            |r| st.remoteness = r,
        );
        params.read(
            "first",
            notices,
            Player::Left.code(),
            Player::from_str,
            |p| st.first = p,
        );
        params.read("misere", notices, "normal play", super::parse_flag, |m| {
            st.misere = m
        });
        st.play = PlayState::read(params, notices, 2, false);
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        match &self.position {
            Position::Expr(g) => out.push(("g", g.clone())),
            Position::Boards(r, boards) => {
                out.push(("game", r.code().to_string()));
                out.push(("position", boards.join("+")));
            }
            Position::Script(s) => {
                out.push(("script", format_script_param(&s.source)));
                if s.name != DEFAULT_SCRIPT_NAME {
                    out.push(("sname", s.name.clone()));
                }
                out.push(("position", s.position.clone()));
                if let Some(g) = &s.expr {
                    out.push(("g", g.clone()));
                }
            }
        }
        let d = ClassicalState::default();
        if self.octal != d.octal || self.heaps != d.heaps {
            out.push(("octal", self.octal.clone()));
            out.push(("heaps", notation::format_range(self.heaps)));
        }
        if self.nimtable != d.nimtable {
            out.push(("nimtable", notation::format_range(self.nimtable)));
        }
        if self.remoteness {
            out.push(("remoteness", "1".into()));
        }
        if self.first != Player::Left {
            out.push(("first", self.first.code().into()));
        }
        if self.misere {
            out.push(("misere", "1".into()));
        }
        self.play.write(2, out);
    }
}

/// `script=…&position=POS`: the position is read by the script's worker
/// (only its length is checked here); without `position=`, `0`.
/// `sname=NAME` names the script (default `s`) and `g=` is then an
/// expression that may use `NAME[POS]`, evaluated instead of the position.
fn read_script(params: &Params, notices: &mut Vec<Notice>, st: &mut ClassicalState) {
    let mut source = None;
    params.read(
        "script",
        notices,
        "the expression",
        parse_script_param,
        |s| source = Some(s),
    );
    let Some(source) = source else {
        if params.get("sname").is_some() {
            notices.push(Notice::new(
                "sname",
                "names a script: needs script=; ignored",
            ));
        }
        return;
    };
    let mut position = "0".to_string();
    if params.get("position").is_some() {
        params.read("position", notices, "0", check_script_position, |p| {
            position = p
        });
    }
    let mut script = ScriptRequest::new(source, position);
    params.read(
        "sname",
        notices,
        DEFAULT_SCRIPT_NAME,
        check_script_name,
        |n| script.name = n,
    );
    // `g=` with a script: an expression that may name it.
    params.read(
        "g",
        notices,
        "the script's position",
        check_script_expr,
        |g| script.expr = g,
    );
    st.position = Position::Script(script);
}

/// `game=ID&position=POS`; `game=` alone starts from the ruleset's start.
fn read_game(params: &Params, notices: &mut Vec<Notice>, st: &mut ClassicalState) {
    let mut game = None;
    params.read("game", notices, "the expression", parse_game, |r| {
        game = Some(r)
    });
    match (game, params.get("position")) {
        (Some(r), Some(_)) => {
            let parse = |t: &str| parse_boards(r, t);
            let start = format!("the start {}", r.info().start);
            let mut boards = None;
            params.read("position", notices, &start, parse, |b| boards = Some(b));
            let boards = boards.unwrap_or_else(|| vec![r.info().start.to_string()]);
            st.position = Position::Boards(r, boards);
        }
        (Some(r), None) => {
            st.position = Position::Boards(r, vec![r.info().start.to_string()]);
        }
        (None, Some(_)) if params.get("game").is_none() && params.get("script").is_none() => {
            notices.push(Notice::new(
                "position",
                format!("needs game= ({}); ignored", RulesetId::known()),
            ))
        }
        (None, _) => {}
    }
}

/// Decompresses a `script=` value (lz-string, URI-safe alphabet).
pub fn parse_script_param(text: &str) -> Result<String, NotationError> {
    let source = lz::decompress_param(text, MAX_SCRIPT_PARAM, MAX_SCRIPT_LEN, "script")?;
    check_script(&source)
}

pub fn format_script_param(source: &str) -> String {
    lz_str::compress_to_encoded_uri_component(source)
}
