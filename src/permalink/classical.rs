//! `#/classical`: classical short games (seed 002). The position is a game
//! expression (`g=`), or a sum of Domineering (`domineering=`) or Clobber
//! (`clobber=`) boards: rows separated by `|`, boards by `+`.

use super::{Notice, Params};
use crate::games::classical::{BoardError, Clobber, Domineering};
use crate::notation::NotationError;

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
}

impl Default for ClassicalState {
    fn default() -> Self {
        ClassicalState {
            position: Position::Expr("{0,*|-1}".into()),
        }
    }
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
    pub(crate) const PARAMS: &'static [&'static str] = &["g", "domineering", "clobber"];

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
        st
    }

    pub(crate) fn to_params(&self, out: &mut Vec<(&'static str, String)>) {
        match &self.position {
            Position::Expr(g) => out.push(("g", g.clone())),
            Position::Boards(kind, boards) => out.push((kind.code(), boards.join("+"))),
        }
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
        ] {
            let (st, notices) = state(hash);
            assert!(notices.is_empty(), "{notices:?}");
            let back = View {
                state: PageState::Classical(st.clone()),
                embed: false,
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
    }
}
