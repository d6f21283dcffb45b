//! `#/classical` view-model: typed edits of the position (an expression or
//! a sum of boards), the board grids, the report's rows and the game tree.

use crate::charts::{grundy_chart, thermograph_chart, ChartError};
use crate::export::{classical_tree_drawing, svg_document};
use crate::games::classical::{GameReport, Thermograph, TreeNode, Universe};
use crate::games::common::Class;
use crate::jobs::OctalView;
use crate::notation::NotationError;
use crate::permalink::{
    parse_boards, parse_expr_text, parse_nimtable, parse_octal, parse_octal_heaps, BoardKind,
    ClassicalState, Position, MAX_BOARDS, MAX_BOARD_CELLS,
};
use crate::view_model::tree::Picture;

/// One edit of the `#/classical` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassicalAction {
    /// Text of the expression field.
    Expr(String),
    /// `expr`, `domineering` or `clobber`: what the position is.
    Kind(String),
    /// Text of the boards field (`+` between boards).
    Boards(String),
    /// Click on a cell: `(board, row, column)`, cycling its symbol.
    Cycle(usize, usize, usize),
    /// Add (`+1`) or remove (`-1`) a row and a column of board `b`.
    Resize { board: usize, rows: i32, cols: i32 },
    /// Append an empty 2×2 board to the sum.
    AddBoard,
    /// Remove board `b` from the sum (the last board stays).
    RemoveBoard(usize),
    /// One of [`examples`], by index.
    Example(String),
    /// The octal code field.
    Octal(String),
    /// The heaps of the octal table.
    Heaps(String),
    /// Rows and columns of the Nim table.
    NimTable(String),
}

/// The board a kind starts from when chosen.
fn first_board(kind: BoardKind) -> &'static str {
    match kind {
        BoardKind::Domineering => "..#|..#|...",
        BoardKind::Clobber => "xox|ox.",
    }
}

/// Examples from the seed and CGSuite's documentation: (label, state).
pub fn examples() -> Vec<(&'static str, Position)> {
    let e = |g: &str| Position::Expr(g.into());
    let d = |b: &[&str]| {
        Position::Boards(
            BoardKind::Domineering,
            b.iter().map(|s| s.to_string()).collect(),
        )
    };
    vec![
        ("{0,*|-1}", e("{0,*|-1}")),
        ("{3||2*|1*}: mean 9/4, temperature 3/4", e("{3||2*|1*}")),
        ("^ + ^ + *: ups and stars", e("^ + ^ + *")),
        ("*3 + *5 = *6", e("*3 + *5")),
        ("G − G = 0", e("{2|{1|-1}} - {2|{1|-1}} = 0")),
        (
            "…but G − G is not identical to 0",
            e("{2|{1|-1}} - {2|{1|-1}} === 0"),
        ),
        (
            "G + H and H + G are identical",
            e("{1|*} + ^ === ^ + {1|*}"),
        ),
        ("^ ‖ * (confused)", e("^ || *")),
        ("Tiny(2)", e("Tiny(2)")),
        ("Domineering ..#|..#|...", d(&["..#|..#|..."])),
        (
            "Domineering 4×4 minus a corner",
            d(&["....|....|....|...#"]),
        ),
        ("Domineering 4×4", d(&["....|....|....|...."])),
        ("Domineering sum", d(&[".#|..", "..|..", ".|."])),
        (
            "Clobber xox|ox.",
            Position::Boards(BoardKind::Clobber, vec!["xox|ox.".into()]),
        ),
    ]
}

/// Checks an expression by parsing it (boards inside expressions are
/// small, so this is quick); the error names the token and its position.
pub fn check_expr(text: &str) -> Result<String, NotationError> {
    let text = parse_expr_text(text)?;
    Universe::new()
        .parse_expr(&text)
        .map_err(|e| NotationError::new(e.token(), e.to_string()))?;
    Ok(text)
}

fn boards_mut(next: &mut ClassicalState) -> Option<(BoardKind, &mut Vec<String>)> {
    match &mut next.position {
        Position::Boards(k, b) => Some((*k, b)),
        Position::Expr(_) => None,
    }
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(
    st: &ClassicalState,
    action: ClassicalAction,
) -> Result<ClassicalState, NotationError> {
    let mut next = st.clone();
    match action {
        ClassicalAction::Expr(text) => next.position = Position::Expr(check_expr(&text)?),
        ClassicalAction::Kind(code) => {
            next.position = match code.as_str() {
                "domineering" => Position::Boards(
                    BoardKind::Domineering,
                    vec![first_board(BoardKind::Domineering).into()],
                ),
                "clobber" => Position::Boards(
                    BoardKind::Clobber,
                    vec![first_board(BoardKind::Clobber).into()],
                ),
                _ => ClassicalState::default().position,
            };
            if kind_code(&st.position) == kind_code(&next.position) {
                next.position = st.position.clone();
            }
        }
        ClassicalAction::Boards(text) => {
            let kind = board_kind(st).unwrap_or(BoardKind::Domineering);
            next.position = Position::Boards(kind, parse_boards(kind, &text)?);
        }
        ClassicalAction::Cycle(b, r, c) => {
            if let Some((kind, boards)) = boards_mut(&mut next) {
                if let Some(text) = boards.get_mut(b) {
                    *text = cycled(kind, text, r, c);
                }
            }
        }
        ClassicalAction::Resize { board, rows, cols } => {
            if let Some((kind, boards)) = boards_mut(&mut next) {
                if let Some(text) = boards.get_mut(board) {
                    *text = resized(kind, text, rows, cols)?;
                }
            }
        }
        ClassicalAction::AddBoard => {
            if let Some((_, boards)) = boards_mut(&mut next) {
                if boards.len() >= MAX_BOARDS {
                    return Err(NotationError::new(
                        "+",
                        format!("a sum holds at most {MAX_BOARDS} boards"),
                    ));
                }
                boards.push("..|..".into());
            }
        }
        ClassicalAction::RemoveBoard(b) => {
            if let Some((_, boards)) = boards_mut(&mut next) {
                if boards.len() > 1 && b < boards.len() {
                    boards.remove(b);
                }
            }
        }
        ClassicalAction::Example(i) => {
            let list = examples();
            let k: usize = i
                .parse()
                .map_err(|_| NotationError::new(&i, "is not an example"))?;
            let (_, p) = list
                .get(k)
                .ok_or_else(|| NotationError::new(&i, "is not an example"))?;
            next.position = p.clone();
        }
        ClassicalAction::Octal(text) => next.octal = parse_octal(&text)?,
        ClassicalAction::Heaps(text) => next.heaps = parse_octal_heaps(&text)?,
        ClassicalAction::NimTable(text) => next.nimtable = parse_nimtable(&text)?,
    }
    Ok(next)
}

/// `expr`, `domineering` or `clobber`.
pub fn kind_code(p: &Position) -> &'static str {
    match p {
        Position::Expr(_) => "expr",
        Position::Boards(k, _) => k.code(),
    }
}

pub fn board_kind(st: &ClassicalState) -> Option<BoardKind> {
    match &st.position {
        Position::Boards(k, _) => Some(*k),
        Position::Expr(_) => None,
    }
}

/// A board's rows as characters.
pub fn grid(text: &str) -> Vec<Vec<char>> {
    text.split('|').map(|r| r.chars().collect()).collect()
}

fn join(rows: &[Vec<char>]) -> String {
    let rows: Vec<String> = rows.iter().map(|r| r.iter().collect()).collect();
    rows.join("|")
}

/// The board with cell `(r, c)` moved to the next symbol of its kind.
fn cycled(kind: BoardKind, text: &str, r: usize, c: usize) -> String {
    let mut rows = grid(text);
    if let Some(cell) = rows.get_mut(r).and_then(|row| row.get_mut(c)) {
        let cycle = kind.cycle();
        let k = cycle.iter().position(|s| s == cell).unwrap_or(0);
        *cell = cycle[(k + 1) % cycle.len()];
    }
    join(&rows)
}

/// The board with `rows` rows and `cols` columns more (or fewer); new
/// cells are empty. At least 1×1, at most [`MAX_BOARD_CELLS`] cells.
fn resized(kind: BoardKind, text: &str, rows: i32, cols: i32) -> Result<String, NotationError> {
    let old = grid(text);
    let h = (old.len() as i32 + rows).max(1) as usize;
    let w = (old.first().map_or(0, Vec::len) as i32 + cols).max(1) as usize;
    if h * w > MAX_BOARD_CELLS {
        let size = format!("{h}×{w}");
        return Err(NotationError::new(
            size,
            format!("the page solves boards of at most {MAX_BOARD_CELLS} cells"),
        ));
    }
    let new: Vec<Vec<char>> = (0..h)
        .map(|r| {
            (0..w)
                .map(|c| {
                    old.get(r)
                        .and_then(|row| row.get(c))
                        .copied()
                        .unwrap_or('.')
                })
                .collect()
        })
        .collect();
    let text = join(&new);
    kind.check(&text)
        .map_err(|e| NotationError::new(&text, e.to_string()))
}

/// `rows × columns` of a board.
pub fn size_text(text: &str) -> String {
    let g = grid(text);
    format!("{}×{}", g.len(), g.first().map_or(0, Vec::len))
}

/// What a cell holds, for its accessible name.
pub fn cell_name(kind: BoardKind, cell: char) -> &'static str {
    match (kind, cell) {
        (_, '.') => "empty",
        (BoardKind::Domineering, _) => "blocked",
        (BoardKind::Clobber, 'x') => "Left's stone x",
        (BoardKind::Clobber, _) => "Right's stone o",
    }
}

/// `N: the first player wins (G ‖ 0)` and the like.
pub fn outcome_text(c: Class) -> String {
    let (who, rel) = match c {
        Class::L => ("Left wins, whoever starts", "G > 0"),
        Class::R => ("Right wins, whoever starts", "G < 0"),
        Class::N => ("the first player wins", "G ‖ 0"),
        Class::P => ("the second player wins", "G = 0"),
    };
    format!("{c}: {who} ({rel})")
}

/// The report as (name, value, explanation) rows.
pub fn report_rows(r: &GameReport) -> Vec<(&'static str, String, &'static str)> {
    let aw = match (&r.atomic_weight, &r.atomic_weight_note) {
        (Some(w), _) => w.clone(),
        (None, Some(note)) => format!("none: {note}"),
        (None, None) => "none".into(),
    };
    vec![
        (
            "canonical form",
            r.canonical.clone(),
            "the simplest game equal to it",
        ),
        (
            "outcome",
            outcome_text(r.outcome),
            "who wins against best play",
        ),
        (
            "left stop",
            r.left_stop.to_string(),
            "where the game settles when Left starts and both play to the end of the hot part",
        ),
        (
            "right stop",
            r.right_stop.to_string(),
            "the same when Right starts",
        ),
        (
            "mean",
            r.mean.to_string(),
            "the value the thermograph's mast stands on",
        ),
        (
            "temperature",
            r.temperature.to_string(),
            "how much a move is worth: the height where the mast begins",
        ),
        (
            "birthday",
            r.birthday.to_string(),
            "the day the game is born: the depth of its canonical tree",
        ),
        (
            "reduced form",
            r.reduced.clone(),
            "the simplest game infinitesimally close",
        ),
        ("atomic weight", aw, "for all-small games: its size in ups"),
    ]
}

/// The game tree drawn for the page and its downloads.
pub fn tree_picture(t: &TreeNode) -> Picture {
    let drawing = classical_tree_drawing(t);
    Picture {
        svg: svg_document(&drawing),
        drawing,
        line: Vec::new(),
    }
}

/// The thermograph of a report as an SVG chart.
pub fn thermograph_svg(r: &GameReport) -> Result<String, ChartError> {
    let th = Thermograph {
        left: r.thermograph.left.clone(),
        right: r.thermograph.right.clone(),
        mean: r.mean,
        temperature: r.temperature,
    };
    thermograph_chart(&format!("Thermograph of {}", r.canonical), &th, None)
}

/// Grundy values in rows of ten, as the slides list them: `(first heap of
/// the row, values)`, `None` outside the heaps asked for.
pub fn octal_rows(v: &OctalView) -> Vec<(u32, Vec<Option<u32>>)> {
    let to = v.from + v.grundy.len() as u32;
    let first = v.from / 10 * 10;
    (first..to)
        .step_by(10)
        .map(|row| {
            let cells = (row..row + 10)
                .map(|n| (n >= v.from && n < to).then(|| v.grundy[(n - v.from) as usize]))
                .collect();
            (row, cells)
        })
        .collect()
}

/// `Periodic: period 12 from heap 71 (proven at heap 171 by the octal
/// periodicity theorem).` or why no period is claimed.
pub fn period_text(v: &OctalView) -> String {
    match v.period {
        Some(p) => format!(
            "Periodic: period {} from heap {} (proven by the octal periodicity theorem from the values up to heap {}; later values follow from the period).",
            p.period, p.preperiod, v.computed_to
        ),
        None => format!(
            "No period proven from the values up to heap {}: list more heaps (up to 100 000) to look further ({}).",
            v.computed_to, crate::view_model::explain::RANGE_NOTE
        ),
    }
}

/// The Grundy sequence as an SVG chart.
pub fn grundy_svg(v: &OctalView) -> Result<String, ChartError> {
    grundy_chart(&v.code, v.from, &v.grundy, v.period)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boards(st: &ClassicalState) -> Vec<String> {
        match &st.position {
            Position::Boards(_, b) => b.clone(),
            Position::Expr(_) => panic!("boards"),
        }
    }

    #[test]
    fn expressions_are_checked_with_the_token() {
        let st = ClassicalState::default();
        let e = reduce(&st, ClassicalAction::Expr("{1|2} + ?".into())).unwrap_err();
        assert_eq!(e.token, "?");
        assert!(e.message.contains("position 8"), "{e}");
        let next = reduce(&st, ClassicalAction::Expr(" ^ <= * ".into())).unwrap();
        assert_eq!(next.position, Position::Expr("^ <= *".into()));
        let e = reduce(
            &st,
            ClassicalAction::Expr("domineering[.....|.....|.....|.....]".into()),
        )
        .unwrap_err();
        assert!(e.message.contains("at most 16"), "{e}");
        assert!(reduce(&st, ClassicalAction::Expr("domineering[..|..] + 1".into())).is_ok());
    }

    #[test]
    fn board_edits() {
        let st = reduce(
            &ClassicalState::default(),
            ClassicalAction::Kind("domineering".into()),
        )
        .unwrap();
        assert_eq!(boards(&st), ["..#|..#|..."]);
        let st = reduce(&st, ClassicalAction::Cycle(0, 0, 2)).unwrap();
        assert_eq!(boards(&st), ["...|..#|..."]);
        let st = reduce(
            &st,
            ClassicalAction::Resize {
                board: 0,
                rows: 1,
                cols: -1,
            },
        )
        .unwrap();
        assert_eq!(boards(&st), ["..|..|..|.."]);
        let st = reduce(&st, ClassicalAction::AddBoard).unwrap();
        assert_eq!(boards(&st).len(), 2);
        let st = reduce(&st, ClassicalAction::RemoveBoard(0)).unwrap();
        assert_eq!(boards(&st), ["..|.."]);
        let big = ClassicalAction::Resize {
            board: 0,
            rows: 5,
            cols: 5,
        };
        assert!(reduce(&st, big).unwrap_err().message.contains("36"));
        let e = reduce(&st, ClassicalAction::Boards("..|.x".into())).unwrap_err();
        assert_eq!(e.token, "x");
        let c = reduce(&st, ClassicalAction::Kind("clobber".into())).unwrap();
        let c = reduce(&c, ClassicalAction::Cycle(0, 1, 2)).unwrap();
        assert_eq!(boards(&c), ["xox|oxx"]);
        // Choosing the kind already shown keeps the boards.
        assert_eq!(
            reduce(&c, ClassicalAction::Kind("clobber".into())).unwrap(),
            c
        );
    }

    #[test]
    fn every_example_is_valid() {
        let st = ClassicalState::default();
        for (i, (label, p)) in examples().into_iter().enumerate() {
            let next = reduce(&st, ClassicalAction::Example(i.to_string())).unwrap();
            assert_eq!(next.position, p, "{label}");
            if let Position::Expr(g) = &p {
                check_expr(g).unwrap();
            }
        }
    }

    #[test]
    fn octal_and_nim_fields_and_rows() {
        let st = ClassicalState::default();
        let next = reduce(&st, ClassicalAction::Octal("0.07".into())).unwrap();
        assert_eq!(next.octal, "0.07");
        assert_eq!(
            reduce(&st, ClassicalAction::Octal("0.79".into()))
                .unwrap_err()
                .token,
            "9"
        );
        assert!(reduce(&st, ClassicalAction::Heaps("0..5000".into())).is_err());
        assert_eq!(
            reduce(&st, ClassicalAction::NimTable("2..9".into()))
                .unwrap()
                .nimtable,
            (2, 9)
        );
        let v = OctalView {
            code: "0.77".into(),
            from: 7,
            grundy: vec![1, 4, 2, 6, 4],
            period: None,
            computed_to: 11,
        };
        let rows = octal_rows(&v);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].0, 0);
        assert_eq!(rows[0].1[6], None);
        assert_eq!(rows[0].1[7], Some(1));
        assert_eq!(rows[1].1[1], Some(4));
        assert_eq!(rows[1].1[2], None);
        assert!(period_text(&v).contains("No period proven"));
        assert!(grundy_svg(&v).unwrap().starts_with("<svg"));
    }

    #[test]
    fn tree_picture_and_rows() {
        let mut u = Universe::new();
        let g = u.parse("{3||2*|1*}").unwrap();
        let p = tree_picture(&u.tree(g, 8, 50));
        assert!(p.svg.text.contains("2*"));
        let report = u.report(g);
        let svg = thermograph_svg(&report).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("9/4"), "{svg}");
        let rows = report_rows(&report);
        assert_eq!(rows[4].1, "9/4");
        assert_eq!(rows[5].1, "3/4");
        assert!(rows[1].1.starts_with("L: Left wins"), "{:?}", rows[1]);
    }
}
