//! The value-history chart of a game played on the Play panel (issue 42):
//! the value after each move, Left's view (positive favours Left), the
//! start at move 0.
//!
//! A number is a filled point. A short game that is not a number is a
//! vertical bar from its Right stop to its Left stop with a hollow point at
//! its mean. Each point is coloured by the player whose move led to it,
//! and carries its value as the panel writes it (`data-value`, and a
//! `<title>` a screen reader or a pointer shows). plotters draws the axes,
//! the zero line and the line through the points; the points and bars are
//! written here in plotters' own coordinates, so that each has its title.

use std::fmt::Write as _;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::line::{
    draw_legend, fail, place_legend, LegendEntry, FONT, LABEL_SIZE, LEGEND_ROW, MARKER_COLOR,
};
use super::{ChartError, LEFT_COLOR, PALETTE, RIGHT_COLOR};
use crate::export::xml_escape;
use crate::games::common::format_number;
use crate::games::common::play::{Mover, Plotted};
use crate::games::common::Player;

/// Size of [`value_history_chart`]: narrow enough for a phone's panel
/// (390 px wide) at its own size, so that its 12 px text stays 12 px.
pub const HISTORY_CHART_SIZE: (u32, u32) = (320, 260);
/// Radius of a point, in pixels.
const RADIUS: i32 = 5;
/// y in chart coordinates: values times 1024 (exact for the dyadic
/// values of small games).
const Y_SCALE: f64 = 1024.0;
/// The colour of the start's point (no move led to it).
pub const START_COLOR: (u8, u8, u8) = (80, 80, 80);

/// One position of a game: the start (`ply` 0) or the position after move
/// `ply`, who made that move and its name (empty at the start), the value
/// as the panel writes it, and what is plotted of it.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryStep {
    pub ply: usize,
    pub mover: Option<Mover>,
    pub name: String,
    pub value: String,
    pub plotted: Plotted,
}

impl HistoryStep {
    /// The point's title: `start: value 0`, `move 2, Right (b2): value 1/2`,
    /// with the stops and mean of a game that is not a number.
    pub fn title(&self) -> String {
        let at = match &self.mover {
            None => "start".to_string(),
            Some(m) => format!("after move {}, {m} ({})", self.ply, self.name),
        };
        let numbers = match self.plotted {
            Plotted::Number(_) => String::new(),
            Plotted::Stops { left, right, mean } => format!(
                "; Left stop {}, Right stop {}, mean {}",
                format_number(left),
                format_number(right),
                format_number(mean)
            ),
        };
        format!("{at}: value {}{numbers}", self.value)
    }

    /// The point's height: the number, or the mean.
    pub fn y(&self) -> f64 {
        match self.plotted {
            Plotted::Number(y) => y,
            Plotted::Stops { mean, .. } => mean,
        }
    }

    /// The lowest and highest value drawn: the stops, or the number twice.
    fn extent(&self) -> (f64, f64) {
        match self.plotted {
            Plotted::Number(y) => (y, y),
            Plotted::Stops { left, right, .. } => (right.min(left), left.max(right)),
        }
    }
}

/// The colour of a mover's points: Left's and Right's as in the other
/// charts, a numbered player's from the palette, the start's grey.
pub fn mover_color(mover: Option<Mover>) -> (u8, u8, u8) {
    match mover {
        None => START_COLOR,
        Some(Mover::Side(Player::Left)) => LEFT_COLOR,
        Some(Mover::Side(Player::Right)) => RIGHT_COLOR,
        Some(Mover::Number(k)) => PALETTE[usize::from(k) % PALETTE.len()],
    }
}

/// The value after each move as a complete `<svg …>` string of `size`
/// (by default [`HISTORY_CHART_SIZE`]); `steps` in order of `ply`, the
/// start first. No steps give the "no data" chart.
///
/// Errors: `size` below [`MIN_SIZE`](super::MIN_SIZE), a value that is not
/// finite, or a plotters failure.
pub fn value_history_chart(
    steps: &[HistoryStep],
    size: Option<(u32, u32)>,
) -> Result<String, ChartError> {
    let size = size.unwrap_or(HISTORY_CHART_SIZE);
    ChartError::check_size(size)?;
    if let Some(s) = steps.iter().find(|s| {
        let (lo, hi) = s.extent();
        !(lo.is_finite() && hi.is_finite() && s.y().is_finite())
    }) {
        return Err(ChartError::NotComputed {
            what: format!("value after move {}", s.ply),
            why: format!("{} is not a finite number", s.value),
        });
    }
    let mut buf = String::new();
    let marks = {
        let root = SVGBackend::with_string(&mut buf, size).into_drawing_area();
        root.fill(&WHITE).map_err(fail)?;
        let font = (FONT, LABEL_SIZE).into_font();
        let marks = if steps.is_empty() {
            super::line::draw_no_data(&root, &font)?;
            String::new()
        } else {
            draw(&root, steps, &font)?
        };
        root.present().map_err(fail)?;
        marks
    };
    let end = buf.trim_end().len();
    buf.truncate(end);
    // The points after plotters' drawing, inside its `<svg>`.
    match buf.rfind("</svg>") {
        Some(at) => buf.insert_str(at, &marks),
        None => return Err(ChartError::Draw("no </svg> in plotters' output".into())),
    }
    Ok(buf)
}

/// The axis ranges: x from −½ to n + ½; y over every value drawn and 0,
/// padded by a tenth (at least ¼).
fn ranges(steps: &[HistoryStep]) -> ((f64, f64), (f64, f64)) {
    let n = steps.iter().map(|s| s.ply).max().unwrap_or(0) as f64;
    let (mut lo, mut hi) = (0f64, 0f64);
    for s in steps {
        let (a, b) = s.extent();
        lo = lo.min(a);
        hi = hi.max(b);
    }
    let pad = ((hi - lo) / 10.0).max(0.25);
    ((-0.5, n + 0.5), (lo - pad, hi + pad))
}

/// About `want` ticks over `lo..=hi` at multiples of a step from ⅛, ¼, ½,
/// 1, 2, 5, 10, 20, 50, … (binary fractions below 1, so that a tick is
/// exact in the chart's 1/1024ths and prints as itself); `whole` keeps
/// the step at least 1.
fn ticks(lo: f64, hi: f64, want: usize, whole: bool) -> Vec<f64> {
    let raw = (hi - lo).max(1e-9) / want.max(1) as f64;
    let fractions = [0.125, 0.25, 0.5].into_iter();
    let decades = (0..16).flat_map(|k| [1.0, 2.0, 5.0].map(|m| m * 10f64.powi(k)));
    let step = fractions
        .chain(decades)
        .filter(|s| !whole || *s >= 1.0)
        .find(|s| *s >= raw)
        .unwrap_or(1e16);
    let first = (lo / step).ceil() as i64;
    let last = (hi / step).floor() as i64;
    (first..=last).map(|k| k as f64 * step).collect()
}

/// The plot and the legend under it; returns the points' SVG.
fn draw(
    root: &DrawingArea<SVGBackend, Shift>,
    steps: &[HistoryStep],
    font: &FontDesc,
) -> Result<String, ChartError> {
    let entries = legend(steps);
    let style = font.color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center));
    let (w, h) = root.dim_in_pixel();
    let (placed, rows) = place_legend(&entries, &style, w);
    let plot_h = h as i32 - rows * LEGEND_ROW - 8;
    if plot_h < 100 {
        return Err(ChartError::NoRoom { height: h, rows });
    }
    let (plot, under) = root.split_vertically(plot_h);
    let marks = draw_plot(&plot, steps, font)?;
    draw_legend(&under, &entries, &placed, &style)?;
    Ok(marks)
}

/// One entry per mover met, in order of the first move.
fn legend(steps: &[HistoryStep]) -> Vec<LegendEntry> {
    let mut movers: Vec<Option<Mover>> = Vec::new();
    for s in steps {
        if !movers.contains(&s.mover) {
            movers.push(s.mover);
        }
    }
    // The bars and hollow points are said in the figure's caption.
    movers
        .into_iter()
        .map(|m| {
            let (r, g, b) = mover_color(m);
            LegendEntry {
                label: match m {
                    None => "start".to_string(),
                    Some(m) => format!("{m} moved"),
                },
                color: RGBColor(r, g, b),
                dashed: false,
            }
        })
        .collect()
}

/// Axes, grid, zero line and the line through the points (plotters); the
/// bars and points as SVG of their own, in the same coordinates.
fn draw_plot(
    area: &DrawingArea<SVGBackend, Shift>,
    steps: &[HistoryStep],
    font: &FontDesc,
) -> Result<String, ChartError> {
    let ((x_lo, x_hi), (y_lo, y_hi)) = ranges(steps);
    let x_ticks = ticks(0.0, x_hi - 0.5, 8, true);
    let y_ticks = ticks(y_lo, y_hi, 5, false);
    let y_width = y_ticks
        .iter()
        .map(|v| super::text::text_width(&format_number(*v), LABEL_SIZE))
        .max()
        .unwrap_or(0);
    // Integer coordinates (plotters formats custom ticks on integer axes
    // only): x in half moves, y in 1/1024ths.
    let (xi, yi) = (
        |x: f64| (x * 2.0).round() as i64,
        |y: f64| (y * Y_SCALE).round() as i64,
    );
    let mut chart = ChartBuilder::on(area)
        .margin_top(10)
        .margin_right(14)
        .x_label_area_size(42)
        .y_label_area_size(y_width + 34)
        .build_cartesian_2d(
            (xi(x_lo)..xi(x_hi)).with_key_points(x_ticks.iter().map(|&x| xi(x)).collect()),
            (yi(y_lo)..yi(y_hi)).with_key_points(y_ticks.iter().map(|&y| yi(y)).collect()),
        )
        .map_err(fail)?;
    chart
        .configure_mesh()
        .x_label_formatter(&|v| format_number(*v as f64 / 2.0))
        .y_label_formatter(&|v| format_number(*v as f64 / Y_SCALE))
        .x_desc("move")
        .y_desc("value, Left's view")
        .label_style(font.clone())
        .axis_desc_style(font.clone())
        .bold_line_style(RGBColor(225, 225, 225))
        .light_line_style(RGBColor(245, 245, 245))
        .draw()
        .map_err(fail)?;
    let zero = [(xi(x_lo), 0), (xi(x_hi), 0)];
    chart
        .draw_series([PathElement::new(zero, BLACK.stroke_width(1))])
        .map_err(fail)?;
    let line: Vec<(i64, i64)> = steps
        .iter()
        .map(|s| (xi(s.ply as f64), yi(s.y())))
        .collect();
    chart
        .draw_series([PathElement::new(line, MARKER_COLOR.stroke_width(2))])
        .map_err(fail)?;
    let at = |x: f64, y: f64| chart.backend_coord(&(xi(x), yi(y)));
    Ok(marks(steps, at))
}

/// The bars and points, each point with its value and title.
fn marks(steps: &[HistoryStep], at: impl Fn(f64, f64) -> (i32, i32)) -> String {
    let mut out = String::from(r#"<g class="history-points">"#);
    for s in steps {
        let (r, g, b) = mover_color(s.mover);
        let colour = format!("rgb({r},{g},{b})");
        let x = s.ply as f64;
        let (cx, cy) = at(x, s.y());
        let (fill, extra) = match s.plotted {
            Plotted::Number(_) => (colour.clone(), String::new()),
            Plotted::Stops { left, right, .. } => {
                let (_, top) = at(x, left);
                let (_, bottom) = at(x, right);
                let _ = write!(
                    out,
                    r#"<path class="history-stops" d="M{l} {top}H{rr}M{cx} {top}V{bottom}M{l} {bottom}H{rr}" stroke="{colour}" stroke-width="2" fill="none"/>"#,
                    l = cx - 4,
                    rr = cx + 4,
                );
                (
                    "#fff".to_string(),
                    format!(
                        r#" data-left="{}" data-right="{}""#,
                        format_number(left),
                        format_number(right)
                    ),
                )
            }
        };
        let _ = write!(
            out,
            r#"<circle class="history-point" data-ply="{}" data-y="{}"{extra} data-value="{}" cx="{cx}" cy="{cy}" r="{RADIUS}" fill="{fill}" stroke="{colour}" stroke-width="2"><title>{}</title></circle>"#,
            s.ply,
            format_number(s.y()),
            xml_escape(&s.value),
            xml_escape(&s.title()),
        );
    }
    out.push_str("</g>");
    out
}
