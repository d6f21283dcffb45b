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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_tables_are_whole() {
        assert_eq!(
            grid_window(21, 10, (500.0, 0.0), (100.0, 100.0)),
            GridWindow::all(21, 10)
        );
        assert!(!is_windowed(100, 50));
        assert!(is_windowed(2001, 401));
    }

    #[test]
    fn a_million_cells_show_a_few_hundred() {
        let (rows, cols) = (2001, 401);
        let w = grid_window(rows, cols, (0.0, 0.0), (600.0, 1200.0));
        assert_eq!(w.rows.0, 0);
        assert_eq!(w.cols.0, 0);
        let cells = (w.rows.1 - w.rows.0) * (w.cols.1 - w.cols.0);
        assert!(cells < 2000, "{cells}");
        // Scrolled to the end: the last row and column are there, and the
        // padding plus the rows shown make up the whole height.
        let end = grid_window(rows, cols, (1e9, 1e9), (600.0, 1200.0));
        assert_eq!((end.rows.1, end.cols.1), (rows, cols));
        let shown = f64::from(end.rows.1 - end.rows.0) * ROW_PX;
        assert_eq!(
            end.pad_top + shown + end.pad_bottom,
            f64::from(rows) * ROW_PX
        );
        let mid = grid_window(rows, cols, (26_000.0, 5_200.0), (520.0, 520.0));
        assert!(mid.contains(1000, 100) && mid.contains(1019, 109));
        assert!(!mid.contains(900, 100));
    }

    #[test]
    fn odd_scroll_values_are_harmless() {
        for v in [f64::NAN, f64::INFINITY, -5.0] {
            let w = grid_window(10_000, 10, (v, v), (v, v));
            assert!(w.rows.0 <= w.rows.1 && w.rows.1 <= 10_000);
        }
    }
}
