//! The board editor: clicks and buttons that change a board's text, for
//! any ruleset by its [`Edit`] style. Every result is checked by the
//! ruleset (and the page's limits) before it is taken.

use crate::games::classical::rulesets::{Edit, Geometry, MAX_BOARDS};
use crate::games::classical::RulesetId;
use crate::notation::NotationError;
use crate::permalink::parse_boards;

/// One change of a board on the editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardEdit {
    /// A click on a site: a cell to the next symbol of the ruleset's
    /// cycle, a pebble off its heap with those above it.
    Cycle(usize),
    /// Rows and columns more (or fewer); new cells are empty.
    Resize { rows: i32, cols: i32 },
    /// A heap grows or shrinks by `delta` pebbles.
    Pebbles { heap: usize, delta: i32 },
    /// One more heap (of one pebble).
    AddHeap,
    /// Heap `h` goes (the last heap stays).
    RemoveHeap(usize),
}

/// The board after `edit`, in canonical notation, or why not.
pub fn apply(r: RulesetId, text: &str, edit: BoardEdit) -> Result<String, NotationError> {
    let next = match (r.info().edit, edit) {
        (Edit::Cells(cycle), BoardEdit::Cycle(site)) => cycled(cycle, text, site),
        (Edit::Cells(cycle), BoardEdit::Resize { rows, cols }) => {
            resized(cycle[0], text, rows, cols)
        }
        // A click on a pebble takes it and those above it off the heap.
        (Edit::Heaps, BoardEdit::Cycle(site)) => {
            let mut hs = heaps(text);
            let sizes = hs
                .iter()
                .map(|&h| h.clamp(0, i64::from(u32::MAX)) as u32)
                .collect();
            if let Some((h, p)) = (Geometry::Heaps { sizes }).heap_of(site) {
                hs[h] = p as i64;
            }
            join_heaps(&hs)
        }
        (Edit::Heaps, BoardEdit::Pebbles { heap, delta }) => {
            let mut hs = heaps(text);
            if let Some(h) = hs.get_mut(heap) {
                *h = (*h + i64::from(delta)).max(0);
            }
            join_heaps(&hs)
        }
        (Edit::Heaps, BoardEdit::AddHeap) => {
            let mut hs = heaps(text);
            hs.push(1);
            join_heaps(&hs)
        }
        (Edit::Heaps, BoardEdit::RemoveHeap(h)) => {
            let mut hs = heaps(text);
            if hs.len() > 1 && h < hs.len() {
                hs.remove(h);
            }
            join_heaps(&hs)
        }
        // An edit of another kind of board changes nothing.
        (Edit::Cells(_), _) | (Edit::Heaps, _) => text.to_string(),
    };
    let mut boards = parse_boards(r, &next)?;
    match boards.len() {
        1 => Ok(boards.remove(0)),
        _ => Err(NotationError::new(
            next,
            format!("an edit gives one board (a sum holds up to {MAX_BOARDS})"),
        )),
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

/// The board with cell `site` (row-major) moved to the next symbol.
fn cycled(cycle: &[char], text: &str, site: usize) -> String {
    let mut rows = grid(text);
    let w = rows.first().map_or(1, |r| r.len().max(1));
    if let Some(cell) = rows.get_mut(site / w).and_then(|row| row.get_mut(site % w)) {
        let k = cycle.iter().position(|s| s == cell).unwrap_or(0);
        *cell = cycle[(k + 1) % cycle.len()];
    }
    join(&rows)
}

/// The board with `rows` rows and `cols` columns more (or fewer), at
/// least 1×1; new cells hold `empty`.
fn resized(empty: char, text: &str, rows: i32, cols: i32) -> String {
    let old = grid(text);
    let h = (old.len() as i32 + rows).max(1) as usize;
    let w = (old.first().map_or(0, Vec::len) as i32 + cols).max(1) as usize;
    let new: Vec<Vec<char>> = (0..h)
        .map(|r| {
            (0..w)
                .map(|c| {
                    old.get(r)
                        .and_then(|row| row.get(c))
                        .copied()
                        .unwrap_or(empty)
                })
                .collect()
        })
        .collect();
    join(&new)
}

/// Heap sizes of `3,4,5` (unreadable ones as 0: the check names them).
fn heaps(text: &str) -> Vec<i64> {
    text.split(',')
        .map(|h| h.trim().parse().unwrap_or(0))
        .collect()
}

fn join_heaps(hs: &[i64]) -> String {
    let v: Vec<String> = hs.iter().map(i64::to_string).collect();
    v.join(",")
}

/// `rows × columns` of a grid board.
pub fn size_text(text: &str) -> String {
    let g = grid(text);
    format!("{}×{}", g.len(), g.first().map_or(0, Vec::len))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(code: &str) -> RulesetId {
        code.parse().unwrap()
    }

    #[test]
    fn cells_cycle_and_boards_resize_within_the_limits() {
        let dom = id("domineering");
        assert_eq!(
            apply(dom, "..#|..#|...", BoardEdit::Cycle(2)).unwrap(),
            "...|..#|..."
        );
        let grown = BoardEdit::Resize { rows: 1, cols: -1 };
        assert_eq!(apply(dom, "...|..#|...", grown).unwrap(), "..|..|..|..");
        let big = BoardEdit::Resize { rows: 5, cols: 5 };
        assert!(apply(dom, "..|..", big)
            .unwrap_err()
            .message
            .contains("limit of 30"));
        let clob = id("clobber");
        assert_eq!(
            apply(clob, "xox|ox.", BoardEdit::Cycle(5)).unwrap(),
            "xox|oxx"
        );
        assert_eq!(
            apply(clob, "xox|oxo", BoardEdit::Cycle(5)).unwrap(),
            "xox|ox."
        );
        // A heap edit on a grid changes nothing.
        assert_eq!(apply(clob, "xo", BoardEdit::AddHeap).unwrap(), "xo");
        assert_eq!(size_text("..|..|.."), "3×2");
    }

    #[test]
    fn heaps_grow_shrink_come_and_go() {
        let nim = id("nim");
        // Site 4 is heap 2's second pebble: it and those above go.
        assert_eq!(apply(nim, "3,4,5", BoardEdit::Cycle(4)).unwrap(), "3,1,5");
        let plus = BoardEdit::Pebbles { heap: 1, delta: 1 };
        assert_eq!(apply(nim, "3,4,5", plus).unwrap(), "3,5,5");
        let minus = BoardEdit::Pebbles { heap: 0, delta: -9 };
        assert_eq!(apply(nim, "3,4", minus).unwrap(), "0,4");
        assert_eq!(apply(nim, "3", BoardEdit::AddHeap).unwrap(), "3,1");
        assert_eq!(apply(nim, "3,1", BoardEdit::RemoveHeap(0)).unwrap(), "1");
        assert_eq!(apply(nim, "1", BoardEdit::RemoveHeap(0)).unwrap(), "1");
        let e = apply(nim, "64", BoardEdit::Pebbles { heap: 0, delta: 1 }).unwrap_err();
        assert_eq!(e.token, "65");
    }
}
