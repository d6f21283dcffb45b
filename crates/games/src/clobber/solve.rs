//! The game-tree search (§2–§3): the unsimplified value of a position, with
//! positions memoised under a canonical key.
//!
//! Canonical keys. On a strip the position is a sum of its segments (runs of
//! tokens between empty cells); the game tree of a sum does not depend on
//! the order of the segments, nor on a segment's orientation, and a segment
//! holding one player only never moves. So the key is the sorted list of
//! live segments, each read in its larger direction, plus the player to
//! move. On grids, monochrome connected groups are emptied and the key is
//! the largest image under the rectangle's symmetries.

use thiserror::Error;

use super::board::{neighbours, Board, MAX_CELLS};
use super::value::{ValueId, Values, MAX_PLAYERS};
use crate::common::FxMap;

/// Positions a search may visit unless told otherwise.
pub const DEFAULT_BUDGET: u64 = 20_000_000;

/// How a skipped turn appears in the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skip {
    /// A player who cannot move still has a node, with the single child where
    /// the next player moves: `[x]`. This reading reproduces Table 1.
    Node,
    /// The skipped turn is invisible: the node is the next player's node.
    /// Kept to show that it does not reproduce Table 1 (see the module docs).
    Transparent,
}

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ClobberError {
    #[error("{0} players: between 2 and {MAX_PLAYERS} are allowed")]
    Players(u8),
    #[error("player {first} cannot start: the players are 1 to {players}")]
    First { first: u8, players: u8 },
    #[error("the board holds player {cell}, but there are only {players} players")]
    Cell { cell: u8, players: u8 },
    #[error("the board has {0} cells; at most {MAX_CELLS} are allowed")]
    TooManyCells(usize),
    #[error("no player can move on this board")]
    NoMoves,
    #[error("the search visited more than {0} positions; try a smaller board")]
    Budget(u64),
    #[error("simplification is defined for three players only (this game has {0})")]
    NeedsThreePlayers(u8),
    #[error("board length {0} is outside the census range 2..={1}")]
    CensusLength(usize, usize),
    /// The caller stopped a census length (its time limit) after `games` games.
    #[error("the census of length {length} stopped after {games} games")]
    Stopped { length: usize, games: u64 },
    /// The caller's stop (its time limit) ended a search after `visited`
    /// positions.
    #[error("the search stopped after {visited} positions")]
    Interrupted { visited: u64 },
}

/// Asked every [`STOP_EVERY`] positions a search expands: `true` ends it
/// with [`ClobberError::Interrupted`] (the CLI's clock).
pub type Stop = Box<dyn FnMut() -> bool + Send>;

/// Positions expanded between two questions to a [`Stop`] (a few
/// milliseconds of search).
pub const STOP_EVERY: u64 = 1 << 14;

// Public for the tests in tests/it.
#[doc(hidden)]
pub type Cells = [u8; MAX_CELLS];

/// Rows and columns of the boards one search walks through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// Public for the tests in tests/it.
#[doc(hidden)]
pub struct Shape {
    pub rows: usize,
    pub cols: usize,
}

impl Shape {
    fn len(self) -> usize {
        self.rows * self.cols
    }

    fn neighbours(self, i: usize) -> impl Iterator<Item = usize> {
        neighbours(self.rows, self.cols, i)
    }

    fn any_move(self, cells: &Cells) -> bool {
        (0..self.len()).any(|i| {
            let p = cells[i];
            p != 0 && self.neighbours(i).any(|j| cells[j] != 0 && cells[j] != p)
        })
    }
}

/// The unsimplified values of Clobber positions for a fixed number of players.
pub struct Engine {
    values: Values,
    players: u8,
    skip: Skip,
    memo: FxMap<u128, ValueId>,
    budget: u64,
    visited: u64,
    stop: Option<Stop>,
}

impl Engine {
    pub fn new(players: u8) -> Result<Engine, ClobberError> {
        if !(2..=MAX_PLAYERS).contains(&players) {
            return Err(ClobberError::Players(players));
        }
        Ok(Engine {
            values: Values::new(),
            players,
            skip: Skip::Node,
            memo: FxMap::default(),
            budget: DEFAULT_BUDGET,
            visited: 0,
            stop: None,
        })
    }

    pub fn with_skip(mut self, skip: Skip) -> Engine {
        self.skip = skip;
        self
    }

    /// At most `budget` positions are expanded in total.
    pub fn with_budget(mut self, budget: u64) -> Engine {
        self.budget = budget;
        self
    }

    /// A search also ends when `stop` says so (asked every
    /// [`STOP_EVERY`] positions).
    pub fn with_stop(mut self, stop: Stop) -> Engine {
        self.stop = Some(stop);
        self
    }

    pub fn players(&self) -> u8 {
        self.players
    }

    pub fn values(&self) -> &Values {
        &self.values
    }

    pub fn values_mut(&mut self) -> &mut Values {
        &mut self.values
    }

    /// Positions memoised so far.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// Approximate heap bytes of the memo and the value arena.
    pub fn bytes(&self) -> usize {
        self.memo.capacity() * 24 + self.values.bytes()
    }

    /// The value of `board` with `first` to move. The root is not memoised
    /// (a census visits each root once).
    pub fn value(&mut self, board: &Board, first: u8) -> Result<ValueId, ClobberError> {
        let (shape, cells) = self.check(board, first)?;
        if !shape.any_move(&cells) {
            return Err(ClobberError::NoMoves);
        }
        let (canon, _) = canonical(shape, &cells, first);
        self.compute(shape, &canon, first)
    }

    /// The value of any position, a finished one included (won by the
    /// player before `to_move`), memoised like the positions below a root.
    pub fn position_value(&mut self, board: &Board, to_move: u8) -> Result<ValueId, ClobberError> {
        let (shape, cells) = self.check(board, to_move)?;
        self.lookup(shape, &cells, to_move)
    }

    /// The player after `p` in turn order.
    pub fn next_player(&self, p: u8) -> u8 {
        self.after(p)
    }

    fn check(&self, board: &Board, first: u8) -> Result<(Shape, Cells), ClobberError> {
        if !(1..=self.players).contains(&first) {
            let players = self.players;
            return Err(ClobberError::First { first, players });
        }
        let cell = board.max_player();
        if cell > self.players {
            let players = self.players;
            return Err(ClobberError::Cell { cell, players });
        }
        if board.cells().len() > MAX_CELLS {
            return Err(ClobberError::TooManyCells(board.cells().len()));
        }
        let mut cells = [0; MAX_CELLS];
        cells[..board.cells().len()].copy_from_slice(board.cells());
        let shape = Shape {
            rows: board.rows(),
            cols: board.cols(),
        };
        Ok((shape, cells))
    }

    fn after(&self, p: u8) -> u8 {
        p % self.players + 1
    }

    fn before(&self, p: u8) -> u8 {
        (p + self.players - 2) % self.players + 1
    }

    fn lookup(
        &mut self,
        shape: Shape,
        cells: &Cells,
        to_move: u8,
    ) -> Result<ValueId, ClobberError> {
        let (canon, key) = canonical(shape, cells, to_move);
        if let Some(&v) = self.memo.get(&key) {
            return Ok(v);
        }
        self.visited += 1;
        if self.visited > self.budget {
            return Err(ClobberError::Budget(self.budget));
        }
        if self.visited % STOP_EVERY == 0 && self.stop.as_mut().is_some_and(|stop| stop()) {
            return Err(ClobberError::Interrupted {
                visited: self.visited,
            });
        }
        let v = self.compute(shape, &canon, to_move)?;
        self.memo.insert(key, v);
        Ok(v)
    }

    /// The list of the children's values; a leaf is won by the last mover.
    fn compute(
        &mut self,
        shape: Shape,
        cells: &Cells,
        to_move: u8,
    ) -> Result<ValueId, ClobberError> {
        let next = self.after(to_move);
        let mut children = Vec::new();
        for i in 0..shape.len() {
            if cells[i] != to_move {
                continue;
            }
            for j in shape.neighbours(i) {
                if cells[j] != 0 && cells[j] != to_move {
                    let mut child = *cells;
                    child[j] = to_move;
                    child[i] = 0;
                    children.push(self.lookup(shape, &child, next)?);
                }
            }
        }
        if children.is_empty() {
            if !shape.any_move(cells) {
                return Ok(Values::num(self.before(to_move)));
            }
            let passed = self.lookup(shape, cells, next)?;
            match self.skip {
                Skip::Node => children.push(passed),
                Skip::Transparent => return Ok(passed),
            }
        }
        Ok(self.values.list(&mut children))
    }
}

/// The canonical form of a position and its memo key.
// Public for the tests in tests/it.
#[doc(hidden)]
pub fn canonical(shape: Shape, cells: &Cells, to_move: u8) -> (Cells, u128) {
    let canon = if shape.rows == 1 {
        strip_canonical(&cells[..shape.len()])
    } else {
        grid_canonical(shape, cells)
    };
    // Strips: trailing zeros are left out, so all lengths share one memo.
    let used = if shape.rows == 1 {
        canon[..shape.len()]
            .iter()
            .rposition(|&c| c != 0)
            .map_or(0, |i| i + 1)
    } else {
        shape.len()
    };
    let mut key: u128 = 1;
    for &c in &canon[..used] {
        key = key << 3 | u128::from(c);
    }
    let tag = if shape.rows == 1 {
        0
    } else {
        (shape.rows * 32 + shape.cols) as u128
    };
    (canon, ((key << 3 | u128::from(to_move)) << 11) | tag)
}

/// Live segments sorted (largest first), each in its larger orientation,
/// separated by single zeros; the rest of the strip is empty.
fn strip_canonical(cells: &[u8]) -> Cells {
    let mut segments: [(u128, u8); MAX_CELLS / 2 + 1] = [(0, 0); MAX_CELLS / 2 + 1];
    let mut count = 0;
    let mut i = 0;
    while i < cells.len() {
        if cells[i] == 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < cells.len() && cells[i] != 0 {
            i += 1;
        }
        let seg = &cells[start..i];
        if seg.windows(2).any(|w| w[0] != w[1]) {
            let forward = seg.iter().fold(0u128, |k, &c| k << 3 | u128::from(c));
            let backward = seg.iter().rev().fold(0u128, |k, &c| k << 3 | u128::from(c));
            segments[count] = (forward.max(backward), seg.len() as u8);
            count += 1;
        }
    }
    let segments = &mut segments[..count];
    segments.sort_unstable_by(|a, b| b.cmp(a));
    let mut out = [0; MAX_CELLS];
    let mut at = 0;
    for &(code, len) in segments.iter() {
        for k in 0..len as usize {
            out[at + k] = ((code >> (3 * (len as usize - 1 - k))) & 7) as u8;
        }
        at += len as usize + 1;
    }
    out
}

/// Empties monochrome groups, then takes the largest symmetric image.
fn grid_canonical(shape: Shape, cells: &Cells) -> Cells {
    let n = shape.len();
    let mut live = *cells;
    let mut seen = [false; MAX_CELLS];
    for s in 0..n {
        if live[s] == 0 || seen[s] {
            continue;
        }
        let (mut group, mut stack, mut mixed) = (Vec::new(), vec![s], false);
        seen[s] = true;
        while let Some(i) = stack.pop() {
            group.push(i);
            for j in shape.neighbours(i) {
                if live[j] != 0 {
                    mixed |= live[j] != live[i];
                    if !seen[j] {
                        seen[j] = true;
                        stack.push(j);
                    }
                }
            }
        }
        if !mixed {
            group.iter().for_each(|&i| live[i] = 0);
        }
    }
    let (rows, cols) = (shape.rows, shape.cols);
    let square = rows == cols;
    let mut best = live;
    for t in 1..if square { 8 } else { 4 } {
        let mut image = [0; MAX_CELLS];
        for r in 0..rows {
            for c in 0..cols {
                let (r2, c2) = if t & 1 == 1 {
                    (r, cols - 1 - c)
                } else {
                    (r, c)
                };
                let (r2, c2) = if t & 2 == 2 {
                    (rows - 1 - r2, c2)
                } else {
                    (r2, c2)
                };
                let (r2, c2) = if t & 4 == 4 { (c2, r2) } else { (r2, c2) };
                image[r2 * cols + c2] = live[r * cols + c];
            }
        }
        best = best.max(image);
    }
    best
}
