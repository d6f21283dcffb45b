//! Charts of the classical family: the thermograph of a short game, and an
//! octal game's Grundy sequence.
//!
//! A thermograph follows the convention of Winning Ways and CGSuite: values
//! grow to the LEFT (Left's positive values on the left), temperature grows
//! upward; the mast rises from the foot `(temperature, mean)` to the top.
//! Ticks sit exactly on the critical points and print their exact values.

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::line::{
    draw_legend, draw_no_data, fail, line_chart, place_legend, LegendEntry, Series, FONT,
    LABEL_SIZE, LEGEND_ROW, MARKER_COLOR, POINT_RADIUS, TITLE_SIZE,
};
use super::{ChartError, CS_CHART_SIZE, LEFT_COLOR, RIGHT_COLOR, ZERO_SUM_COLOR};
use crate::games::classical::{Dyadic, Thermograph};
use crate::games::common::Period;

/// Size of [`thermograph_chart`] by default.
pub const THERMOGRAPH_SIZE: (u32, u32) = (640, 480);

/// Chart coordinates are integers: exact values times `2^k` (plotters
/// gives custom ticks only to integer axes), `x = −value`, `y = temperature`.
struct Frame {
    scale: f64,
    x: (i64, i64),
    y: (i64, i64),
}

impl Frame {
    fn of(th: &Thermograph) -> Frame {
        let points = || th.left.iter().chain(&th.right).flatten();
        let k = points().map(|d| d.exponent()).max().unwrap_or(0).min(24) + 3;
        let scale = f64::from(1u32 << k);
        let mut f = Frame {
            scale,
            x: (0, 0),
            y: (0, 0),
        };
        let (vs, ts): (Vec<i64>, Vec<i64>) = th
            .left
            .iter()
            .chain(&th.right)
            .map(|p| (f.at(p[1]), f.at(p[0])))
            .unzip();
        let (v_lo, v_hi) = (vs.iter().min().unwrap_or(&0), vs.iter().max().unwrap_or(&0));
        let t_lo = ts.iter().copied().fold(0, i64::min);
        let t_hi = ts.iter().copied().fold(0, i64::max);
        let pad = ((v_hi - v_lo) / 10).max(f.at(Dyadic::new(1, 1)));
        let top = t_hi + ((t_hi - t_lo) / 2).max(f.at(Dyadic::int(1)));
        f.x = (-v_hi - pad, -v_lo + pad);
        f.y = (t_lo - (top - t_lo) / 20, top);
        f
    }

    fn at(&self, d: Dyadic) -> i64 {
        (d.numerator() as f64 / 2f64.powi(d.exponent() as i32) * self.scale).round() as i64
    }

    /// Sorted distinct exact values with their positions.
    fn ticks(&self, values: impl Iterator<Item = Dyadic>, sign: i64) -> Vec<(i64, String)> {
        let mut vs: Vec<Dyadic> = values.collect();
        vs.sort();
        vs.dedup();
        let mut t: Vec<(i64, String)> = vs
            .into_iter()
            .map(|v| (sign * self.at(v), v.to_string()))
            .collect();
        t.sort_by_key(|p| p.0);
        t
    }
}

/// The thermograph of a game as a complete `<svg …>` string: left wall,
/// right wall (from `t = 0`, or from a number's temperature) and the mast.
/// `size` defaults to [`THERMOGRAPH_SIZE`] when `None`.
///
/// Errors: `size` below [`MIN_SIZE`], or a plotters failure.
pub fn thermograph_chart(
    title: &str,
    th: &Thermograph,
    size: Option<(u32, u32)>,
) -> Result<String, ChartError> {
    let size = size.unwrap_or(THERMOGRAPH_SIZE);
    ChartError::check_size(size)?;
    let mut buf = String::new();
    {
        let root = SVGBackend::with_string(&mut buf, size).into_drawing_area();
        root.fill(&WHITE).map_err(fail)?;
        let area = super::text::titled(&root, title, TITLE_SIZE)?;
        let font = (FONT, LABEL_SIZE).into_font();
        if th.left.is_empty() || th.right.is_empty() {
            draw_no_data(&area, &font)?;
        } else {
            draw_thermograph(&area, th, &font)?;
        }
        root.present().map_err(fail)?;
    }
    buf.truncate(buf.trim_end().len());
    Ok(buf)
}

/// Plot and legend below it.
fn draw_thermograph(
    area: &DrawingArea<SVGBackend, Shift>,
    th: &Thermograph,
    font: &FontDesc,
) -> Result<(), ChartError> {
    let mast = format!("mast at mean {}, temperature {}", th.mean, th.temperature);
    let entries = [
        ("left wall".to_string(), LEFT_COLOR),
        ("right wall".to_string(), RIGHT_COLOR),
        (mast, (0, 0, 0)),
    ]
    .map(|(label, c)| LegendEntry {
        label,
        color: RGBColor(c.0, c.1, c.2),
        dashed: false,
    });
    let style = font.color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center));
    let (w, h) = area.dim_in_pixel();
    let (placed, rows) = place_legend(&entries, &style, w);
    let (plot, legend) = area.split_vertically(h as i32 - rows * LEGEND_ROW - 8);
    draw_plot(&plot, th, font)?;
    draw_legend(&legend, &entries, &placed, &style)
}

/// Axes with exact ticks, the walls, the mast and the critical points.
fn draw_plot(
    area: &DrawingArea<SVGBackend, Shift>,
    th: &Thermograph,
    font: &FontDesc,
) -> Result<(), ChartError> {
    let frame = Frame::of(th);
    let points = || th.left.iter().chain(&th.right);
    let x_ticks = frame.ticks(points().map(|p| p[1]), -1);
    let y_ticks = frame.ticks(points().map(|p| p[0]).chain([Dyadic::ZERO]), 1);
    let label = |ticks: &[(i64, String)], v: &i64| {
        let hit = ticks.iter().find(|(x, _)| x == v);
        hit.map(|(_, s)| s.clone()).unwrap_or_default()
    };
    let mut chart = ChartBuilder::on(area)
        .margin(12)
        .x_label_area_size(46)
        .y_label_area_size(70)
        .build_cartesian_2d(
            (frame.x.0..frame.x.1).with_key_points(x_ticks.iter().map(|t| t.0).collect()),
            (frame.y.0..frame.y.1).with_key_points(y_ticks.iter().map(|t| t.0).collect()),
        )
        .map_err(fail)?;
    chart
        .configure_mesh()
        .x_label_formatter(&|v| label(&x_ticks, v))
        .y_label_formatter(&|v| label(&y_ticks, v))
        .x_desc("value (Left's positive values to the left)")
        .y_desc("temperature")
        .label_style(font.clone())
        .axis_desc_style(font.clone())
        .bold_line_style(RGBColor(225, 225, 225))
        .draw()
        .map_err(fail)?;
    // The line t = 0.
    let base = [(frame.x.0, 0), (frame.x.1, 0)];
    chart
        .draw_series([PathElement::new(base, MARKER_COLOR.stroke_width(1))])
        .map_err(fail)?;
    let xy = |p: &[Dyadic; 2]| (-frame.at(p[1]), frame.at(p[0]));
    let foot = (-frame.at(th.mean), frame.at(th.temperature));
    for (wall, c) in [(&th.left, LEFT_COLOR), (&th.right, RIGHT_COLOR)] {
        let color = RGBColor(c.0, c.1, c.2);
        let line: Vec<(i64, i64)> = wall.iter().map(xy).collect();
        chart
            .draw_series(LineSeries::new(line, color.stroke_width(3)))
            .map_err(fail)?;
        chart
            .draw_series(
                wall.iter()
                    .map(|p| Circle::new(xy(p), POINT_RADIUS, color.filled())),
            )
            .map_err(fail)?;
    }
    let mast = [foot, (foot.0, frame.y.1)];
    chart
        .draw_series([PathElement::new(mast, BLACK.stroke_width(2))])
        .map_err(fail)?;
    Ok(())
}

/// An octal game's Grundy values `G(from..)` against the heap, the proven
/// period's start marked.
pub fn grundy_chart(
    code: &str,
    from: u32,
    grundy: &[u32],
    period: Option<Period>,
) -> Result<String, ChartError> {
    let points = (from..).zip(grundy.iter().map(|&g| i64::from(g))).collect();
    let series = [Series {
        label: "Grundy value G(n)",
        points,
        color: ZERO_SUM_COLOR,
    }];
    let marker = period.map(|p| {
        (
            p.preperiod,
            format!("period {} from heap {}", p.period, p.preperiod),
        )
    });
    line_chart(
        &format!("Octal game {code}: Grundy values"),
        "heap n",
        "G(n)",
        &series,
        marker.as_ref().map(|(x, l)| (*x, l.as_str())),
        CS_CHART_SIZE,
    )
}
