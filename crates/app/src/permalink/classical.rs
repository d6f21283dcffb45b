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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::View;
    use crate::state::PageState;

    fn state(hash: &str) -> (ClassicalState, Vec<Notice>) {
        match View::parse(hash) {
            (
                View {
                    state: PageState::Classical(s),
                    ..
                },
                n,
            ) => (s, n),
            other => panic!("classical, got {other:?}"),
        }
    }

    /// The link of `st`.
    fn hash(st: &ClassicalState) -> String {
        View {
            state: PageState::Classical(st.clone()),
            ..View::default()
        }
        .to_hash()
    }

    #[test]
    fn permalinks_round_trip_and_bad_fields_become_notices() {
        for link in [
            "#/classical?g=%7B3%7C%7C2*%7C1*%7D",
            "#/classical?domineering=..%23|..%23|...+..",
            "#/classical?clobber=xox|ox.",
            "#/classical?g=0&octal=0.07&heaps=0..60&nimtable=3..10",
            "#/classical?game=nim&position=3,4,5&side=l&moves=1:2",
            "#/classical?game=nim&position=3,4,5&first=r&side=l&moves=1:2",
            "#/classical?game=domineering&position=....|....+.%23|..",
        ] {
            let (st, notices) = state(link);
            assert!(notices.is_empty(), "{notices:?}");
            let back = hash(&st);
            assert_eq!(state(&back).0, st, "{back}");
        }
        let dom: RulesetId = "domineering".parse().unwrap();
        let (st, _) = state("#/classical?domineering=..|..+.");
        assert_eq!(
            st.position,
            Position::Boards(dom, vec!["..|..".into(), ".".into()])
        );
        // The older links open the view the new ones write.
        for (old, new) in [
            (
                "#/classical?domineering=..|..&side=l",
                "#/classical?game=domineering&position=..|..&side=l",
            ),
            (
                "#/classical?g=0&nim=1,2,3&side=r",
                "#/classical?game=nim&position=1,2,3&side=r",
            ),
            (
                "#/classical?clobber=xo",
                "#/classical?game=clobber&position=xo",
            ),
        ] {
            let (st, n) = state(old);
            assert!(n.is_empty(), "{n:?}");
            assert_eq!(hash(&st), new);
        }
        let (st, _) = state("#/classical?game=nim&position=3,4&first=r");
        assert_eq!(st.first, Player::Right);
        assert_eq!(hash(&st), "#/classical?game=nim&position=3,4&first=r");
        let (st, n) = state("#/classical?game=nim&position=3,4&first=x");
        assert_eq!((st.first, n[0].param.as_str()), (Player::Left, "first"));
        let (st, n) = state("#/classical?game=hex&position=..");
        assert_eq!(st.position, ClassicalState::default().position);
        assert_eq!(n[0].param, "game");
        assert!(n[0].message.starts_with("`hex`: not a game"), "{n:?}");
        let (st, _) = state("#/classical?game=nim");
        assert_eq!(
            st.position,
            Position::Boards("nim".parse().unwrap(), vec!["3,4,5".into()])
        );
        let (st, n) = state("#/classical?clobber=xq");
        assert_eq!(st, ClassicalState::default());
        assert_eq!(n[0].param, "clobber");
        assert!(n[0].message.contains("`q`"), "{n:?}");
        let (_, n) =
            state("#/classical?domineering=.......|.......|.......|.......|.......|.......");
        assert!(n[0].message.contains("over the limit of 30"), "{n:?}");
        let (_, n) = state("#/classical?game=nim&position=3,99");
        assert_eq!(n[0].param, "position");
        assert!(n[0].message.starts_with("`99`: a heap is"), "{n:?}");
        let (st, n) = state("#/classical?octal=0.7G&heaps=0..5000&nimtable=0..99");
        assert_eq!(
            (st.octal.as_str(), st.heaps, st.nimtable),
            ("0.77", (0, 100), (0, 8))
        );
        let params: Vec<&str> = n.iter().map(|n| n.param.as_str()).collect();
        assert_eq!(params, ["octal", "heaps", "nimtable"]);
        assert!(n[0].message.contains("`G`"), "{n:?}");
    }

    /// Issue 39: `misere=1` turns the misère switch on, and the link
    /// restores it exactly; a bad value is a notice naming it.
    #[test]
    fn the_misere_switch_round_trips() {
        for link in [
            "#/classical?game=nim&position=3,5,7&misere=1",
            "#/classical?game=cram&position=...|...&misere=1",
            "#/classical?g=*2+*2&misere=1",
            "#/classical?game=nim&position=1,1&first=r&misere=1&side=l&moves=1:1",
        ] {
            let (st, n) = state(link);
            assert!(n.is_empty(), "{n:?}");
            assert!(st.misere, "{link}");
            assert_eq!(hash(&st), link);
        }
        let (st, n) = state("#/classical?game=nim&position=3,5,7");
        assert!(n.is_empty() && !st.misere);
        assert!(!hash(&st).contains("misere"));
        let (st, n) = state("#/classical?game=nim&position=3,5,7&misere=2");
        assert!(!st.misere);
        assert_eq!(n[0].param, "misere");
        assert!(n[0].message.contains("`2`"), "{n:?}");
    }

    /// Issue 37: `sname=` names the script and `g=` is an expression that
    /// may use it; the link restores both exactly.
    #[test]
    fn a_named_script_and_its_expression_round_trip() {
        let mut script = ScriptRequest::new("fn options(p, who) { [] }", "[[2, 3]]");
        script.name = "cake".into();
        script.expr = Some("cake[[[2,3]]] + cutcake[2x3]".into());
        let st = ClassicalState {
            position: Position::Script(script),
            ..ClassicalState::default()
        };
        let link = hash(&st);
        assert!(link.contains("&sname=cake&"), "{link}");
        assert!(link.contains("&g=cake"), "{link}");
        let (back, n) = state(&link);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(back, st);
        // The default name is not written; a bad name is a notice naming it.
        let plain = format!(
            "#/classical?script={}&position=1",
            format_script_param("fn options(p) { [] }")
        );
        let (st, n) = state(&plain);
        assert!(n.is_empty(), "{n:?}");
        let Position::Script(s) = &st.position else {
            panic!("a script")
        };
        assert_eq!((s.name.as_str(), &s.expr), (DEFAULT_SCRIPT_NAME, &None));
        assert_eq!(hash(&st), plain);
        let (_, n) = state("#/classical?g=1&sname=cake");
        assert_eq!(n[0].param, "sname");
        assert!(n[0].message.contains("needs script="), "{n:?}");
        let (st, n) = state(&format!("{plain}&sname=nim&g=nim[3]"));
        assert_eq!(n[0].param, "sname");
        assert!(n[0].message.starts_with("`nim`: is a built-in"), "{n:?}");
        let Position::Script(s) = &st.position else {
            panic!("a script")
        };
        assert_eq!(s.name, DEFAULT_SCRIPT_NAME);
        assert_eq!(s.expr.as_deref(), Some("nim[3]"));
    }

    #[test]
    fn script_links_round_trip_and_are_bounded() {
        let source = "fn options(p) { if p > 0 { [p - 1] } else { [] } }";
        let st = ClassicalState {
            position: Position::Script(ScriptRequest::new(source, "[3, 4]")),
            ..ClassicalState::default()
        };
        let link = hash(&st);
        assert!(link.starts_with("#/classical?script="), "{link}");
        let (back, n) = state(&link);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(back, st);
        // Damaged, too long, or expanding past the limit: a notice naming
        // `script`, and the default position.
        for bad in [
            "#/classical?script=-1e999x".to_string(),
            format!("#/classical?script={}", "A".repeat(MAX_SCRIPT_PARAM + 1)),
            format!(
                "#/classical?script={}",
                format_script_param(&"x".repeat(MAX_SCRIPT_LEN + 1))
            ),
        ] {
            let (st, n) = state(&bad);
            assert_eq!(st.position, ClassicalState::default().position);
            assert_eq!(n[0].param, "script", "{n:?}");
        }
        let (_, n) = state(&format!(
            "#/classical?script={}&position={}",
            format_script_param(source),
            "1".repeat(5000)
        ));
        assert_eq!(n[0].param, "position");
        assert!(n[0].message.contains("over the limit of 4096"), "{n:?}");
    }
}
