//! `#/classical`: classical short games (seed 002). The position is a game
//! expression (`g=`), or a sum of Domineering (`domineering=`) or Clobber
//! (`clobber=`) boards: rows separated by `|`, boards by `+`.

use super::play::PlayState;
use super::{Notice, Params};
use crate::games::classical::{
    BoardError, Clobber, Domineering, OctalCode, OctalError, MAX_NIM_TABLE_HEAP,
    MAX_NIM_TABLE_SIDE, MAX_OCTAL_HEAP,
};
use crate::notation::{self, NotationError};

/// Most heaps of an octal game's table on the page.
pub const MAX_OCTAL_SHOWN: u32 = 2_000;

/// Most cells of one board on the page (a 6×6 board takes minutes; the
/// worker shows progress and Cancel).
pub const MAX_BOARD_CELLS: usize = 36;
/// Most boards in one sum.
pub const MAX_BOARDS: usize = 6;
/// Longest expression accepted.
pub const MAX_EXPR_LEN: usize = 2_000;

/// The board games of the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BoardKind {
    Domineering,
    Clobber,
}

impl BoardKind {
    /// The permalink parameter and CLI flag.
    pub fn code(self) -> &'static str {
        match self {
            BoardKind::Domineering => "domineering",
            BoardKind::Clobber => "clobber",
        }
    }

    /// Cell symbols a click cycles through, empty first.
    pub fn cycle(self) -> &'static [char] {
        match self {
            BoardKind::Domineering => &['.', '#'],
            BoardKind::Clobber => &['.', 'x', 'o'],
        }
    }

    /// A board's text in canonical form, or what is wrong with it.
    pub fn check(self, text: &str) -> Result<String, BoardError> {
        let (text, cells) = match self {
            BoardKind::Domineering => {
                Domineering::parse(text).map(|b| (Domineering::text(&b), b.cells()))?
            }
            BoardKind::Clobber => Clobber::parse(text).map(|b| (Clobber::text(&b), b.cells()))?,
        };
        if cells > MAX_BOARD_CELLS {
            return Err(BoardError::TooLarge(cells));
        }
        Ok(text)
    }
}

/// What the page evaluates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Position {
    /// `g=`: a game or a comparison in CGSuite's notation.
    Expr(String),
    /// A sum of boards of one game, each in canonical text.
    Boards(BoardKind, Vec<String>),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassicalState {
    pub position: Position,
    /// `octal=0.77`: the octal game whose Grundy values are listed.
    pub octal: String,
    /// `heaps=0..100`: the heaps listed.
    pub heaps: (u32, u32),
    /// `nimtable=0..8`: rows and columns of the 3-pile Nim table.
    pub nimtable: (u32, u32),
    /// `nim=3,4,5`: Nim heaps to play (the Play panel plays them instead of the boards).
    pub nim: Option<Vec<u32>>,
    /// A game against the equilibrium (`side=`, `moves=`).
    pub play: PlayState,
}

impl Default for ClassicalState {
    fn default() -> Self {
        ClassicalState {
            position: Position::Expr("{0,*|-1}".into()),
            octal: "0.77".into(),
            heaps: (0, 100),
            nimtable: (0, 8),
            nim: None,
            play: PlayState::default(),
        }
    }
}

/// Nim heaps to play, `3,4,5` (each at most
/// [`MAX_NIM_HEAP`](crate::games::classical::play::MAX_NIM_HEAP)).
pub fn parse_nim_heaps(text: &str) -> Result<Vec<u32>, NotationError> {
    use crate::games::classical::play::{parse_parts, Kind, Parts};
    match parse_parts(Kind::Nim, text) {
        Ok(Parts::Nim(h)) if !h.is_empty() && h.len() <= 8 => Ok(h),
        Ok(_) => Err(NotationError::new(text.trim(), "give 1 to 8 heaps")),
        Err(e) => Err(NotationError::new(e.token().unwrap_or(text), e.to_string())),
    }
}

/// An octal code such as `0.77` or `4.0`, as written.
pub fn parse_octal(text: &str) -> Result<String, NotationError> {
    text.parse::<OctalCode>().map_err(|e| {
        let token = match &e {
            OctalError::BadDigit { token, .. } => token.to_string(),
            OctalError::BadFirstDigit { token, .. } => token.clone(),
            _ => text.trim().to_string(),
        };
        NotationError::new(token, e.to_string())
    })?;
    Ok(text.trim().to_string())
}

/// Heaps of the octal table: up to heap 100 000, at most 2 000 listed.
pub fn parse_octal_heaps(text: &str) -> Result<(u32, u32), NotationError> {
    let (lo, hi) = notation::parse_range(text, 0, MAX_OCTAL_HEAP)?;
    if hi - lo >= MAX_OCTAL_SHOWN {
        return Err(NotationError::new(
            text.trim(),
            format!("lists more than {MAX_OCTAL_SHOWN} heaps"),
        ));
    }
    Ok((lo, hi))
}

/// Rows of the Nim table: up to heap 2047, at most 64 rows.
pub fn parse_nimtable(text: &str) -> Result<(u32, u32), NotationError> {
    let (lo, hi) = notation::parse_range(text, 0, MAX_NIM_TABLE_HEAP)?;
    if hi - lo >= MAX_NIM_TABLE_SIDE {
        return Err(NotationError::new(
            text.trim(),
            format!("has more than {MAX_NIM_TABLE_SIDE} rows"),
        ));
    }
    Ok((lo, hi))
}

/// An expression as typed; too long ones are refused here, syntax errors
/// by [`crate::view_model::classical`] (which needs a universe to parse).
pub fn parse_expr_text(text: &str) -> Result<String, NotationError> {
    if text.trim().is_empty() {
        return Err(NotationError::new(
            "",
            "type a game, e.g. {0,*|-1} or ^ + *2",
        ));
    }
    if text.chars().count() > MAX_EXPR_LEN {
        return Err(NotationError::new(
            text.chars().take(20).collect::<String>(),
            format!("the expression is longer than {MAX_EXPR_LEN} characters"),
        ));
    }
    Ok(text.trim().to_string())
}

/// `..#|..+...`: boards separated by `+`, each checked and normalised.
pub fn parse_boards(kind: BoardKind, text: &str) -> Result<Vec<String>, NotationError> {
    let boards: Vec<&str> = text.split('+').map(str::trim).collect();
    if boards.len() > MAX_BOARDS {
        return Err(NotationError::new(
            boards[MAX_BOARDS],
            format!("a sum holds at most {MAX_BOARDS} boards"),
        ));
    }
    boards
        .iter()
        .map(|b| {
            kind.check(b).map_err(|e| {
                let token = match &e {
                    BoardError::BadCell { token, .. } => token.to_string(),
                    _ => b.to_string(),
                };
                let message = match e {
                    BoardError::TooLarge(n) => {
                        format!("the board has {n} cells; the page solves at most {MAX_BOARD_CELLS} (use `pebbles cgt` for more)")
                    }
                    e => e.to_string(),
                };
                NotationError::new(token, message)
            })
        })
        .collect()
}

impl ClassicalState {
    pub(crate) const PARAMS: &'static [&'static str] = &[
        "g",
        "domineering",
        "clobber",
        "octal",
        "heaps",
        "nimtable",
        "nim",
        "side",
        "moves",
    ];

    pub(crate) fn from_params(params: &Params, notices: &mut Vec<Notice>) -> ClassicalState {
        let mut st = ClassicalState::default();
        let fallback = "{0,*|-1}";
        params.read("g", notices, fallback, parse_expr_text, |g| {
            st.position = Position::Expr(g)
        });
        for kind in [BoardKind::Domineering, BoardKind::Clobber] {
            let parse = |t: &str| parse_boards(kind, t);
            params.read(kind.code(), notices, fallback, parse, |b| {
                st.position = Position::Boards(kind, b)
            });
        }
        params.read("octal", notices, "0.77", parse_octal, |c| st.octal = c);
        params.read("heaps", notices, "0..100", parse_octal_heaps, |h| {
            st.heaps = h
        });
        params.read("nimtable", notices, "0..8", parse_nimtable, |t| {
            st.nimtable = t
        });
        params.read("nim", notices, "no Nim", parse_nim_heaps, |n| {
            st.nim = Some(n)
        });
        st.play = PlayState::read(params, notices, 2, false);
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        match &self.position {
            Position::Expr(g) => out.push(("g", g.clone())),
            Position::Boards(kind, boards) => out.push((kind.code(), boards.join("+"))),
        }
        let d = ClassicalState::default();
        if self.octal != d.octal || self.heaps != d.heaps {
            out.push(("octal", self.octal.clone()));
            out.push(("heaps", notation::format_range(self.heaps)));
        }
        if self.nimtable != d.nimtable {
            out.push(("nimtable", notation::format_range(self.nimtable)));
        }
        if let Some(n) = &self.nim {
            let v: Vec<String> = n.iter().map(u32::to_string).collect();
            out.push(("nim", v.join(",")));
        }
        self.play.write(2, out);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::permalink::{PageState, View};

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

    #[test]
    fn permalinks_round_trip_and_bad_fields_become_notices() {
        for hash in [
            "#/classical?g=%7B3%7C%7C2*%7C1*%7D",
            "#/classical?domineering=..%23|..%23|...+..",
            "#/classical?clobber=xox|ox.",
            "#/classical?g=0&octal=0.07&heaps=0..60&nimtable=3..10",
        ] {
            let (st, notices) = state(hash);
            assert!(notices.is_empty(), "{notices:?}");
            let back = View {
                state: PageState::Classical(st.clone()),
                embed: false,
                ..View::default()
            }
            .to_hash();
            assert_eq!(state(&back).0, st, "{back}");
        }
        let (st, _) = state("#/classical?domineering=..|..+.");
        assert_eq!(
            st.position,
            Position::Boards(BoardKind::Domineering, vec!["..|..".into(), ".".into()])
        );
        let (st, n) = state("#/classical?clobber=xq");
        assert_eq!(st, ClassicalState::default());
        assert_eq!(n[0].param, "clobber");
        assert!(n[0].message.contains("`q`"), "{n:?}");
        let (_, n) =
            state("#/classical?domineering=.......|.......|.......|.......|.......|.......");
        assert!(n[0].message.contains("at most 36"), "{n:?}");
        let (st, n) = state("#/classical?octal=0.78&heaps=0..5000&nimtable=0..99");
        assert_eq!(
            (st.octal.as_str(), st.heaps, st.nimtable),
            ("0.77", (0, 100), (0, 8))
        );
        let params: Vec<&str> = n.iter().map(|n| n.param.as_str()).collect();
        assert_eq!(params, ["octal", "heaps", "nimtable"]);
        assert!(n[0].message.contains("`8`"), "{n:?}");
    }
}
