//! Charts drawn as SVG strings with `plotters`; pure functions, no DOM code here.
//!
//! Text is never measured through plotters (on wasm32 that reads the page's
//! layout): [`text`] estimates it, so a chart is the same string natively and
//! in the browser.
//!
//! Input with no points gives a valid SVG with a "no data" note, not an error.

mod automaton;
mod bidding;
mod history;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod line;
// Public for the tests in tests/it.
#[doc(hidden)]
pub mod text;
mod thermograph;

pub use automaton::{automaton_drawing, automaton_svg, automaton_tikz};
pub use bidding::{bcs_value_chart, convergence_chart, limits_chart, PALETTE};
pub use history::{mover_color, value_history_chart, HistoryStep, HISTORY_CHART_SIZE, START_COLOR};
pub use line::{cs_chart, line_chart, Series};
pub use thermograph::{grundy_chart, thermograph_chart, THERMOGRAPH_SIZE};

/// Why a chart was not drawn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ChartError {
    #[error("chart size {width}×{height} is too small (at least {}×{})", MIN_SIZE.0, MIN_SIZE.1)]
    TooSmall { width: u32, height: u32 },
    #[error("series `{series}`: value {y} at x = {x} is too large to chart (|y| ≤ 10^15)")]
    TooLarge { series: String, x: u32, y: i64 },
    #[error("{series}: {values} values for {heaps} heaps")]
    Lengths {
        series: String,
        values: usize,
        heaps: usize,
    },
    #[error("chart height {height} leaves no room for the plot and {rows} legend rows")]
    NoRoom { height: u32, rows: i32 },
    /// A value the integer axes cannot show, e.g. a gain of 1/2.
    #[error("the chart draws whole gains only; {series} gains {value} at heap {heap}")]
    NotWhole {
        series: String,
        value: String,
        heap: usize,
    },
    /// The data of the chart was not computed (a work limit), and why.
    #[error("not drawn: the {what} was not computed ({why})")]
    NotComputed { what: String, why: String },
    /// plotters' own failure, its message.
    #[error("drawing the chart failed: {0}")]
    Draw(String),
}

impl ChartError {
    /// Checks `size` against [`MIN_SIZE`].
    pub(crate) fn check_size((width, height): (u32, u32)) -> Result<(), ChartError> {
        if width < MIN_SIZE.0 || height < MIN_SIZE.1 {
            return Err(ChartError::TooSmall { width, height });
        }
        Ok(())
    }
}

/// Most points drawn per series; longer series are min/max decimated.
pub const MAX_POINTS: usize = 2000;
/// Series with at most this many points also get a circle per point.
pub const MAX_MARKED_POINTS: usize = 200;
/// Largest |y| accepted (keeps plotters' integer tick arithmetic far from overflow).
pub const MAX_ABS_Y: u64 = 1_000_000_000_000_000;
/// Smallest chart size accepted, in pixels.
pub const MIN_SIZE: (u32, u32) = (240, 160);
/// Size of [`cs_chart`].
pub const CS_CHART_SIZE: (u32, u32) = (800, 420);

/// Zero-sum colour of [`cs_chart`] (Okabe–Ito blue).
pub const ZERO_SUM_COLOR: (u8, u8, u8) = (0, 114, 178);
/// Left's colour of [`cs_chart`] (Okabe–Ito bluish green).
pub const LEFT_COLOR: (u8, u8, u8) = (0, 158, 115);
/// Right's colour of [`cs_chart`] (Okabe–Ito vermillion).
pub const RIGHT_COLOR: (u8, u8, u8) = (213, 94, 0);
