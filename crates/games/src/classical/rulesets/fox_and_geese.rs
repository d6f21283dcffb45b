//! Fox and Geese (Winning Ways, 2nd ed., ch. 20; CGSuite's `FoxAndGeese`
//! and `GenFoxAndGeese`) and its Ceylonese variant: a loopy game.
//!
//! # Rules and conventions
//!
//! The board is a grid of `w` columns (8 in the usual game; a board of
//! another width plays that width) and as many rows as are written. Rows
//! are counted from 1 at the bottom, columns from 1 at the left, and only
//! the squares with row + column even are played on (CGSuite's checker
//! pattern: the bottom-left square is played on). **Left** moves the
//! **geese** `x`: one goose one square diagonally *down*, onto an empty
//! played square. **Right** moves the **fox** `o`: one square diagonally in
//! any of the four directions onto an empty played square; in the
//! Ceylonese variant up to two squares in one direction, never jumping
//! over a goose (nor changing direction). Nothing is captured; the player
//! who cannot move loses (normal play), so the geese win by trapping the
//! fox, and the fox wins when the geese run out of moves. Left is the
//! geese and Right the fox, as in CGSuite.
//!
//! Geese only move down, so play cannot alternate forever and every
//! position is a **stopper**; but the fox moves back and forth, so
//! positions repeat and the values are loopy (`2over`, `{6|2over}`).
//!
//! **The board is the grid as written**: the fox never leaves it. CGSuite's
//! board has no top (rows go up for ever) and counts a fox level with the
//! highest goose as escaped (`off`). Write two empty rows above the
//! geese for CGSuite's game: a fox at or above the highest goose can then
//! always go up and shuttle for ever (value `off`), and below it its moves
//! are the same on both boards.
//!
//! Position: `x` goose, `o` the fox (exactly one), `.` every other square;
//! rows from the top, split by `|`; a piece on a square that is not played
//! on is refused, naming it. Move: from and to, `b2-c3` (columns by
//! letter, rows from the *top*, as on every grid here).

use crate::common::Player;

use super::super::grid::Bits;
use super::{cell_name, Board, Edit, Glyph, Info, Limits, Move, PositionError, Ruleset};

/// A position: the board's size, the geese (bit `r·w + c`, rows from the
/// top) and the fox's cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct FoxBoard {
    pub w: u8,
    pub h: u8,
    pub geese: u64,
    pub fox: u8,
}

/// Word by word: boards are keys of the loopy solvers' maps.
impl std::hash::Hash for FoxBoard {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.geese);
        state.write_u64(u64::from(self.w) << 16 | u64::from(self.h) << 8 | u64::from(self.fox));
    }
}

/// Fox and Geese with a fox that moves up to `range` squares.
#[derive(Clone, Copy, Debug)]
pub struct FoxAndGeese {
    range: u8,
    info: &'static Info,
}

const LIMITS: Limits = Limits {
    // The loopy solvers' own limits (vertices of a value's graph, the
    // outcome solver's positions) are what bound the work; a board has at
    // most 32 played squares.
    expr: 32,
    page: 32,
    play: 32,
    cli: 32,
};

/// The usual opening: four geese on the top row, the fox on the bottom.
const START: &str = ".x.x.x.x|........|........|........|........|........|........|....o...";

static INFO: Info = Info {
    id: "fox-and-geese",
    name: "Fox and Geese",
    impartial: false,
    loopy: true,
    rules: "Only squares with row + column even (rows from 1 at the bottom, columns from 1 at \
            the left) are played on. Left's geese (x) move one square diagonally down, Right's \
            fox (o) one square diagonally in any direction, onto an empty square; nothing is \
            captured. The player who cannot move loses. The board is the grid as written (8 \
            wide usually); positions repeat, so values are loopy.",
    source: "Winning Ways, 2nd edition, chapter 20; CGSuite's FoxAndGeese (Left the geese, \
             Right the fox; CGSuite's board has no top row)",
    notation: "x goose (Left), o fox (Right), . other squares; rows from the top split by |, \
               boards by +",
    move_notation: "from and to: b2-c3 (rows from the top)",
    size_name: "played squares",
    limits: LIMITS,
    edit: Edit::Cells(&['.', 'x', 'o']),
    start: START,
    examples: &[
        ("Fox and Geese 4 wide (over)", ".x.x|....|....|o..."),
        ("Fox and Geese, the usual opening", START),
        (
            "Fox and Geese, geese on row 4",
            ".x.x.x.x|........|........|o.......",
        ),
        (
            "Fox and Geese, the fox behind the geese (off)",
            "........|...o....|x.x.x.x.",
        ),
    ],
};

static CEYLONESE_INFO: Info = Info {
    id: "ceylonese-fox-and-geese",
    name: "Ceylonese Fox and Geese",
    rules: "Fox and Geese where the fox moves up to two squares in one diagonal direction, \
            never jumping over a goose: only squares with row + column even are played on, \
            Left's geese (x) move one square diagonally down, Right's fox (o) one or two \
            squares diagonally; the player who cannot move loses.",
    source: "Winning Ways, 2nd edition, chapter 20; CGSuite's CeyloneseFoxAndGeese \
             (GenFoxAndGeese with fox range 2)",
    move_notation: "from and to: b2-d4 (rows from the top)",
    examples: &[
        (
            "Ceylonese Fox and Geese 4 wide (over)",
            ".x.x|....|....|o...",
        ),
        ("Ceylonese Fox and Geese, the usual opening", START),
        (
            "Ceylonese Fox and Geese, geese on row 4",
            ".x.x.x.x|........|........|o.......",
        ),
    ],
    // The board, its notation, limits and start are Fox and Geese's.
    ..INFO
};

/// Fox and Geese: the fox moves one square.
pub static FOX_AND_GEESE: FoxAndGeese = FoxAndGeese {
    range: 1,
    info: &INFO,
};

/// Ceylonese Fox and Geese: the fox moves up to two squares.
pub static CEYLONESE: FoxAndGeese = FoxAndGeese {
    range: 2,
    info: &CEYLONESE_INFO,
};

/// The four diagonal directions as (row, column) steps, rows down.
const DIAGONALS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

impl FoxBoard {
    /// Whether the cell on text row `r` (from the top) and column `c` is
    /// played on: row from the bottom + column from the left is even.
    pub fn played(&self, r: usize, c: usize) -> bool {
        (self.h as usize - r + c + 1) % 2 == 0
    }

    fn cell(&self, r: i32, c: i32) -> Option<u32> {
        let inside = r >= 0 && c >= 0 && r < i32::from(self.h) && c < i32::from(self.w);
        inside.then(|| (r * i32::from(self.w) + c) as u32)
    }

    fn at(&self, i: u32) -> (i32, i32) {
        (
            (i / u32::from(self.w)) as i32,
            (i % u32::from(self.w)) as i32,
        )
    }

    fn occupied(&self, i: u32) -> bool {
        self.geese >> i & 1 == 1 || i == u32::from(self.fox)
    }

    /// The moves of `who`: (from, to), goose by goose (cell order) then
    /// direction by direction, or the fox's, nearer squares first.
    fn moves(&self, who: Player, range: u8) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        match who {
            Player::Left => {
                let mut rest = self.geese;
                while rest != 0 {
                    let i = rest.trailing_zeros();
                    rest &= rest - 1;
                    let (r, c) = self.at(i);
                    for dc in [-1, 1] {
                        if let Some(j) = self.cell(r + 1, c + dc).filter(|&j| !self.occupied(j)) {
                            out.push((i, j));
                        }
                    }
                }
            }
            Player::Right => {
                let i = u32::from(self.fox);
                let (r, c) = self.at(i);
                for (dr, dc) in DIAGONALS {
                    for k in 1..=i32::from(range) {
                        match self.cell(r + k * dr, c + k * dc) {
                            Some(j) if !self.occupied(j) => out.push((i, j)),
                            _ => break,
                        }
                    }
                }
            }
        }
        out
    }

    fn play(&self, who: Player, (from, to): (u32, u32)) -> FoxBoard {
        let mut b = *self;
        match who {
            Player::Left => b.geese = (b.geese & !(1 << from)) | 1 << to,
            Player::Right => b.fox = to as u8,
        }
        b
    }

    /// The played squares.
    pub fn squares(&self) -> usize {
        (0..self.h as usize)
            .map(|r| (0..self.w as usize).filter(|&c| self.played(r, c)).count())
            .sum()
    }

    /// An upper bound on the positions reachable from this one: the
    /// geese stand on `g` of the played squares at or below the highest
    /// goose's row, the fox on another played square.
    pub fn positions_bound(&self) -> u64 {
        let g = self.geese.count_ones() as u64;
        let top = if self.geese == 0 {
            0
        } else {
            self.at(self.geese.trailing_zeros()).0 as usize
        };
        let below = (top..self.h as usize)
            .map(|r| (0..self.w as usize).filter(|&c| self.played(r, c)).count() as u64)
            .sum::<u64>();
        binomial(below, g).saturating_mul((self.squares() as u64).saturating_sub(g).max(1))
    }
}

/// `n choose k`, saturating.
pub(crate) fn binomial(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut out: u128 = 1;
    for i in 0..k {
        out = out * u128::from(n - i) / u128::from(i + 1);
        if out > u128::from(u64::MAX) {
            return u64::MAX;
        }
    }
    out as u64
}

impl FoxAndGeese {
    /// How far the fox moves in one direction.
    pub fn range(&self) -> u8 {
        self.range
    }
}

/// A piece on a square not played on, or a second fox: the error names
/// the piece and where it is.
fn misplaced(b: &FoxBoard, text: &str) -> Result<(), PositionError> {
    let mut foxes = 0;
    // Character positions of cells (the `|` between rows counts).
    let cells = text.trim().chars().enumerate().filter(|&(_, ch)| ch != '|');
    for (i, (pos, ch)) in cells.enumerate() {
        if ch != 'x' && ch != 'o' {
            continue;
        }
        let (r, c) = (i / b.w as usize, i % b.w as usize);
        let name = cell_name(b.w as usize, i);
        if !b.played(r, c) {
            let (row, col) = (b.h as usize - r, c + 1);
            return Err(PositionError::bad(
                &ch.to_string(),
                format!(
                    "at position {pos}: a piece on row {row} from the bottom, column {col}, where \
                     row + column is odd; only squares with row + column even are played on"
                ),
            ));
        }
        if ch == 'o' {
            foxes += 1;
            if foxes == 2 {
                return Err(PositionError::bad(
                    "o",
                    format!("at position {pos} (square {name}): a second fox; a board has one"),
                ));
            }
        }
    }
    if foxes == 0 {
        return Err(PositionError::bad(
            text,
            "no fox `o` on the board; a board has exactly one",
        ));
    }
    Ok(())
}

impl Ruleset for FoxAndGeese {
    type Position = FoxBoard;

    fn info(&self) -> &'static Info {
        self.info
    }

    fn parse(&self, text: &str) -> Result<FoxBoard, PositionError> {
        let bits = Bits::<2>::parse(text, ['x', 'o'], &['.'], "`x`, `o` or `.`")?;
        let [geese, fox] = bits.masks;
        let b = FoxBoard {
            w: bits.w,
            h: bits.h,
            geese,
            fox: fox.trailing_zeros().min(63) as u8,
        };
        misplaced(&b, text)?;
        Ok(b)
    }

    fn print(&self, b: &FoxBoard) -> String {
        Bits {
            w: b.w,
            h: b.h,
            masks: [b.geese, 1u64 << b.fox],
        }
        .text(['x', 'o'], '.')
    }

    fn size(&self, b: &FoxBoard) -> usize {
        b.squares()
    }

    fn options(&self, b: &FoxBoard, who: Player) -> Vec<FoxBoard> {
        b.moves(who, self.range)
            .into_iter()
            .map(|m| b.play(who, m))
            .collect()
    }

    fn positions_bound(&self, b: &FoxBoard) -> Option<u64> {
        Some(b.positions_bound())
    }

    fn board(&self, b: &FoxBoard) -> Board {
        let w = b.w as usize;
        let rows = (0..b.h as usize)
            .map(|r| {
                (0..w)
                    .map(|c| {
                        let i = (r * w + c) as u32;
                        if i == u32::from(b.fox) {
                            Glyph::RIGHT_O
                        } else if b.geese >> i & 1 == 1 {
                            Glyph::LEFT_X
                        } else if b.played(r, c) {
                            Glyph::Empty
                        } else {
                            Glyph::Blocked
                        }
                    })
                    .collect()
            })
            .collect();
        Board::grid(rows)
    }

    fn moves(&self, b: &FoxBoard, who: Player) -> Vec<Move<FoxBoard>> {
        let w = b.w as usize;
        b.moves(who, self.range)
            .into_iter()
            .map(|(from, to)| Move {
                label: format!(
                    "{}-{}",
                    cell_name(w, from as usize),
                    cell_name(w, to as usize)
                ),
                sites: vec![from as usize, to as usize],
                to: b.play(who, (from, to)),
            })
            .collect()
    }

    /// `moved b1 to c2`.
    fn action(&self, label: &str) -> String {
        match label.split_once('-') {
            Some((a, b)) => format!("moved {a} to {b}"),
            None => format!("played {label}"),
        }
    }

    /// `goose c7–d6` (Left), `fox d4–e5` (Right): the piece, from and to
    /// in the board's coordinates.
    fn move_name(&self, _: &FoxBoard, who: Player, label: &str) -> String {
        let piece = match who {
            Player::Left => "goose",
            Player::Right => "fox",
        };
        match label.split_once('-') {
            Some((a, b)) => format!("{piece} {a}–{b}"),
            None => label.to_string(),
        }
    }

    /// `moved a goose c7–d6`, `moved the fox d4–e5`.
    fn action_at(&self, b: &FoxBoard, who: Player, label: &str) -> String {
        let article = match who {
            Player::Left => "a",
            Player::Right => "the",
        };
        match self.move_name(b, who, label) {
            name if name == label => self.action(label),
            name => format!("moved {article} {name}"),
        }
    }
}
