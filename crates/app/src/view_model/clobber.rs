//! `#/clobber` view-model: typed edits, the board grid, and Table 1 of
//! seed 003 beside the census computed here.

use crate::export::{clobber_tree_drawing, svg_document};
use crate::games::clobber::{Board, CensusRow, PositionTree};
use crate::notation::{self, NotationError};
use crate::state::{parse_census, parse_players, ClobberState};
use crate::view_model::tree::Picture;

/// One edit of the `#/clobber` view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClobberAction {
    /// Text of the board field.
    Board(String),
    /// Number of players (2–4).
    Players(String),
    /// Who moves first.
    First(String),
    /// Census lengths `a..b`.
    Census(String),
    /// Click on cell `i`: empty → player 1 → … → player N → empty.
    Cycle(usize),
}

/// The state after `action`, or what is wrong with the edited text.
pub fn reduce(st: &ClobberState, action: ClobberAction) -> Result<ClobberState, NotationError> {
    let mut next = st.clone();
    match action {
        ClobberAction::Board(text) => next.board = Board::parse(&text, st.players)?,
        ClobberAction::Players(text) => {
            next.players = parse_players(&text)?;
            next.first = next.first.min(next.players);
            let cap = |c: u8| if c > next.players { 0 } else { c };
            let cells = st.board.cells().iter().map(|&c| cap(c)).collect();
            next.board = Board::grid(st.board.rows(), cells).unwrap_or_else(|| st.board.clone());
        }
        ClobberAction::First(text) => {
            next.first = notation::parse_number(&text, 1, u32::from(st.players))? as u8
        }
        ClobberAction::Census(text) => next.census = parse_census(&text)?,
        ClobberAction::Cycle(i) => {
            let mut cells = st.board.cells().to_vec();
            if let Some(c) = cells.get_mut(i) {
                *c = (*c + 1) % (st.players + 1);
            }
            next.board = Board::grid(st.board.rows(), cells).unwrap_or_else(|| st.board.clone());
        }
    }
    Ok(next)
}

/// The board as rows of cells, for drawing.
pub fn grid(board: &Board) -> Vec<Vec<u8>> {
    board
        .cells()
        .chunks(board.cols().max(1))
        .map(<[u8]>::to_vec)
        .collect()
}

/// Table 1 as printed (seed 003, §5), a line per length: length, games
/// analysed, and the distinct values unsimplified, syntactic, selfish and
/// prudent, split by tabs. Data from the paper, shown beside the census
/// Pebbles computes.
const TABLE_1: &str = include_str!("clobber_table_1.tsv");

/// Table 1's row of boards of `length`, if the paper prints one.
pub fn table_1_row(length: usize) -> Option<[u64; 6]> {
    let row = TABLE_1
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find(|l| l.split('\t').next().and_then(|n| n.parse::<usize>().ok()) == Some(length))?;
    let cells: Vec<u64> = row.split('\t').filter_map(|c| c.parse().ok()).collect();
    cells.try_into().ok()
}

/// One census cell: ours, the paper's, and whether they agree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compared {
    pub ours: u64,
    pub paper: Option<u64>,
}

impl Compared {
    pub fn agrees(&self) -> bool {
        self.paper.is_none_or(|p| p == self.ours)
    }

    /// `485 (paper 501)` where they differ, else just the number.
    pub fn text(&self) -> String {
        match self.paper {
            Some(p) if p != self.ours => format!("{} (paper {p})", self.ours),
            _ => self.ours.to_string(),
        }
    }
}

/// Each census row's five counts compared with Table 1.
pub fn compare(rows: &[CensusRow]) -> Vec<(usize, [Compared; 5])> {
    rows.iter()
        .map(|row| {
            let paper = table_1_row(row.length);
            let ours = [
                row.games,
                row.unsimplified as u64,
                row.syntactic as u64,
                row.selfish as u64,
                row.prudent as u64,
            ];
            let cells = std::array::from_fn(|k| Compared {
                ours: ours[k],
                paper: paper.map(|t| t[k + 1]),
            });
            (row.length, cells)
        })
        .collect()
}

/// The position tree drawn for the page and its downloads.
pub fn tree_picture(t: &PositionTree) -> Picture {
    let drawing = clobber_tree_drawing(t);
    Picture {
        svg: svg_document(&drawing),
        drawing,
        line: Vec::new(),
    }
}

/// A piece of a value's text as the page writes it: plain text, `a_i`
/// as `a` with the subscript `i`, or `a` under `n` bars (`1̄̄`: the text's
/// combining macrons, drawn as real bars).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg {
    Text(String),
    Sub(String, String),
    Bars(String, usize),
}

/// `text` (a value in any of the report's notations) in [`Seg`]s.
pub fn segments(text: &str) -> Vec<Seg> {
    const MACRON: char = '\u{0304}';
    let mut out = Vec::new();
    let mut plain = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let digits = |from: usize| {
            (from..chars.len())
                .take_while(|&j| chars[j].is_ascii_digit())
                .count()
        };
        let bars = (i + 1..chars.len())
            .take_while(|&j| chars[j] == MACRON)
            .count();
        let sub = if chars.get(i + 1) == Some(&'_') {
            digits(i + 2)
        } else {
            0
        };
        if c.is_ascii_digit() && (bars > 0 || sub > 0) {
            if !plain.is_empty() {
                out.push(Seg::Text(std::mem::take(&mut plain)));
            }
            if bars > 0 {
                out.push(Seg::Bars(c.to_string(), bars));
                i += 1 + bars;
            } else {
                let s: String = chars[i + 2..i + 2 + sub].iter().collect();
                out.push(Seg::Sub(c.to_string(), s));
                i += 2 + sub;
            }
        } else {
            plain.push(c);
            i += 1;
        }
    }
    if !plain.is_empty() {
        out.push(Seg::Text(plain));
    }
    out
}
