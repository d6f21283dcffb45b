//! Windowed ("virtual") tables: a large table renders only the rows and
//! columns near the visible part of its scroll box, with padding standing in
//! for the rest, so a million-cell table costs the page a few hundred cells.

/// Row height and column width of a windowed table, in px (the CSS of
/// `.table-scroll.windowed` fixes them).
pub const ROW_PX: f64 = 26.0;
pub const COL_PX: f64 = 52.0;
/// Tables up to this many cells render whole.
pub const WHOLE_TABLE_CELLS: u64 = 5_000;
/// Rows and columns rendered beyond each edge of the view: enough for a
/// frame of smooth scrolling, few enough that a jump re-renders quickly.
const OVERSCAN_ROWS: u32 = 6;
const OVERSCAN_COLS: u32 = 2;

/// The part of a `rows × cols` table to render, and the padding (px) that
/// stands for the rest on each side.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GridWindow {
    /// First row and one past the last.
    pub rows: (u32, u32),
    pub cols: (u32, u32),
    pub pad_top: f64,
    pub pad_bottom: f64,
    pub pad_left: f64,
    pub pad_right: f64,
}

impl GridWindow {
    /// The whole table.
    pub fn all(rows: u32, cols: u32) -> GridWindow {
        GridWindow {
            rows: (0, rows),
            cols: (0, cols),
            pad_top: 0.0,
            pad_bottom: 0.0,
            pad_left: 0.0,
            pad_right: 0.0,
        }
    }

    pub fn contains(&self, row: u32, col: u32) -> bool {
        (self.rows.0..self.rows.1).contains(&row) && (self.cols.0..self.cols.1).contains(&col)
    }
}

/// One axis: the first and past-the-last index shown for a view of `view`
/// px scrolled by `scroll` px over `n` items of `size` px.
fn span(n: u32, size: f64, scroll: f64, view: f64, overscan: u32) -> (u32, u32) {
    let clean = |v: f64| if v.is_finite() { v.max(0.0) } else { 0.0 };
    let first = (clean(scroll) / size).floor() as u64;
    let count = (clean(view) / size).ceil() as u64 + 1;
    let lo = first.saturating_sub(u64::from(overscan)).min(u64::from(n));
    let hi = (first + count + u64::from(overscan)).min(u64::from(n));
    (lo as u32, hi as u32)
}

/// The window of a `rows × cols` table for a scroll box at `scroll` (top,
/// left) showing `view` (height, width) px; small tables are shown whole.
pub fn grid_window(rows: u32, cols: u32, scroll: (f64, f64), view: (f64, f64)) -> GridWindow {
    if u64::from(rows) * u64::from(cols) <= WHOLE_TABLE_CELLS {
        return GridWindow::all(rows, cols);
    }
    let r = span(rows, ROW_PX, scroll.0, view.0, OVERSCAN_ROWS);
    let c = span(cols, COL_PX, scroll.1, view.1, OVERSCAN_COLS);
    GridWindow {
        rows: r,
        cols: c,
        pad_top: f64::from(r.0) * ROW_PX,
        pad_bottom: f64::from(rows - r.1) * ROW_PX,
        pad_left: f64::from(c.0) * COL_PX,
        pad_right: f64::from(cols - c.1) * COL_PX,
    }
}

/// Whether a table of this size is windowed.
pub fn is_windowed(rows: u32, cols: u32) -> bool {
    u64::from(rows) * u64::from(cols) > WHOLE_TABLE_CELLS
}

/// The keyboard cursor of a table (one tab stop; the arrow keys move it):
/// where `key` moves it from `(row, col)` in a `rows × cols` table, or
/// `None` for a key that does not move it. Page keys move ten rows.
pub fn cursor_step(at: (u32, u32), key: &str, rows: u32, cols: u32) -> Option<(u32, u32)> {
    let (r, c) = at;
    let last = (rows.saturating_sub(1), cols.saturating_sub(1));
    let to = match key {
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => (r + 1, c),
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, c + 1),
        "PageUp" => (r.saturating_sub(10), c),
        "PageDown" => (r.saturating_add(10), c),
        "Home" => (r, 0),
        "End" => (r, last.1),
        _ => return None,
    };
    Some((to.0.min(last.0), to.1.min(last.1)))
}

/// The scroll offsets (top, left) that bring cell `(row, col)` of a
/// windowed table into a view of `view` (height, width) px now scrolled to
/// `scroll`, or `None` when it is in view already.
pub fn scroll_to_show(
    cell: (u32, u32),
    scroll: (f64, f64),
    view: (f64, f64),
) -> Option<(f64, f64)> {
    let axis = |i: u32, size: f64, at: f64, len: f64| {
        let (lo, hi) = (f64::from(i) * size, f64::from(i + 1) * size);
        if lo < at {
            lo
        } else if hi > at + len {
            (hi - len).max(0.0)
        } else {
            at
        }
    };
    // The header row and column stay in view above and left of the cells.
    let top = axis(cell.0, ROW_PX, scroll.0, view.0 - ROW_PX);
    let left = axis(cell.1, COL_PX, scroll.1, view.1 - COL_PX);
    (top != scroll.0 || left != scroll.1).then_some((top, left))
}
