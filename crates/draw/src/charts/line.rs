//! Line charts: the generic [`line_chart`] and the Cumulative Subtraction chart.

use std::borrow::Cow;
use std::fmt::Display;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::text::{text_width, titled};
use super::{
    ChartError, CS_CHART_SIZE, LEFT_COLOR, MAX_ABS_Y, MAX_MARKED_POINTS, MAX_POINTS, RIGHT_COLOR,
    ZERO_SUM_COLOR,
};

pub(super) const FONT: &str = "sans-serif";
// plotters' SVG backend writes `font-size` = size / 1.24: these give 16 px and 12 px.
pub(super) const TITLE_SIZE: f64 = 19.84;
pub(super) const LABEL_SIZE: f64 = 14.88;
pub(super) const MARKER_COLOR: RGBColor = RGBColor(110, 110, 110);
pub(super) const POINT_RADIUS: u32 = 3;
pub(super) const LEGEND_ROW: i32 = 20;
const LEGEND_SAMPLE: i32 = 22;

/// One series of (x, y) points.
pub struct Series<'a> {
    pub label: &'a str,
    pub points: Vec<(u32, i64)>,
    pub color: (u8, u8, u8),
}

/// A series ready to draw: sorted by x and decimated.
struct Prepared<'a> {
    label: &'a str,
    color: RGBColor,
    marked: bool,
    points: Vec<(u32, i64)>,
}

pub(super) struct LegendEntry {
    pub(super) label: String,
    pub(super) color: RGBColor,
    pub(super) dashed: bool,
}

/// Line chart of integer values against heap size x, with a legend, axis labels and an
/// optional vertical marker `(x, label)`; returns a complete `<svg …>…</svg>` string.
///
/// Errors: `size` below [`MIN_SIZE`], |y| above [`MAX_ABS_Y`], or a plotters failure.
pub fn line_chart(
    title: &str,
    x_label: &str,
    y_label: &str,
    series: &[Series],
    marker: Option<(u32, &str)>,
    size: (u32, u32),
) -> Result<String, ChartError> {
    ChartError::check_size(size)?;
    let mut prepared = Vec::with_capacity(series.len());
    for s in series {
        if let Some(&(x, y)) = s.points.iter().find(|p| p.1.unsigned_abs() > MAX_ABS_Y) {
            return Err(ChartError::TooLarge {
                series: s.label.to_string(),
                x,
                y,
            });
        }
        if s.points.is_empty() {
            continue;
        }
        let sorted: Cow<[(u32, i64)]> = if s.points.windows(2).all(|w| w[0].0 <= w[1].0) {
            Cow::Borrowed(&s.points)
        } else {
            let mut v = s.points.clone();
            v.sort_by_key(|p| p.0);
            Cow::Owned(v)
        };
        prepared.push(Prepared {
            label: s.label,
            color: RGBColor(s.color.0, s.color.1, s.color.2),
            marked: sorted.len() <= MAX_MARKED_POINTS,
            points: downsample(&sorted, MAX_POINTS),
        });
    }
    let mut buf = String::new();
    draw(&mut buf, title, x_label, y_label, &prepared, marker, size)?;
    buf.truncate(buf.trim_end().len());
    Ok(buf)
}

/// Cumulative Subtraction chart: zero-sum outcome and both players' self-interest
/// gains (Left starts) against x, periodic onset marked when given.
///
/// The value slices must match `heaps` in length; an empty slice omits that series.
pub fn cs_chart(
    heaps: &[u32],
    zero_sum: &[i64],
    si_left: &[i64],
    si_right: &[i64],
    onset: Option<u32>,
) -> Result<String, ChartError> {
    let parts = [
        ("zero-sum (Left starts)", zero_sum, ZERO_SUM_COLOR),
        (
            "self-interest, Left's gain (Left starts)",
            si_left,
            LEFT_COLOR,
        ),
        (
            "self-interest, Right's gain (Left starts)",
            si_right,
            RIGHT_COLOR,
        ),
    ];
    let mut series = Vec::with_capacity(parts.len());
    for (label, values, color) in parts {
        if values.is_empty() {
            continue;
        }
        if values.len() != heaps.len() {
            return Err(ChartError::Lengths {
                series: label.to_string(),
                values: values.len(),
                heaps: heaps.len(),
            });
        }
        series.push(Series {
            label,
            points: heaps.iter().copied().zip(values.iter().copied()).collect(),
            color,
        });
    }
    let marker = onset.map(|x| (x, format!("periodic from x = {x}")));
    line_chart(
        "Cumulative Subtraction: scores by heap size",
        "heap size x",
        "score",
        &series,
        marker.as_ref().map(|(x, label)| (*x, label.as_str())),
        CS_CHART_SIZE,
    )
}

/// Keeps the first, the last, and the min and max of each of `(max_points - 2) / 2`
/// equal-count buckets, in x order: at most `max_points` points, same extremes.
pub fn downsample(points: &[(u32, i64)], max_points: usize) -> Vec<(u32, i64)> {
    let n = points.len();
    if n <= max_points || max_points < 4 {
        return points.to_vec();
    }
    let buckets = (max_points - 2) / 2;
    // u64: `b * n` overflows a 32-bit usize on wasm32 for long series.
    let bound = |b: usize| (b as u64 * n as u64 / buckets as u64) as usize;
    let mut keep = Vec::with_capacity(max_points);
    keep.push(0);
    for b in 0..buckets {
        let (lo, hi) = (bound(b), bound(b + 1));
        let (mut imin, mut imax) = (lo, lo);
        for (i, p) in points[lo..hi].iter().enumerate() {
            if p.1 < points[imin].1 {
                imin = lo + i;
            }
            if p.1 > points[imax].1 {
                imax = lo + i;
            }
        }
        keep.push(imin.min(imax));
        keep.push(imin.max(imax));
    }
    keep.push(n - 1);
    keep.dedup();
    keep.into_iter().map(|i| points[i]).collect()
}

pub(super) fn fail(e: impl Display) -> ChartError {
    ChartError::Draw(e.to_string())
}

/// The axis ranges: x in i64 (plotters' u32 tick arithmetic can overflow near
/// `u32::MAX`), widened by one around a single x; y padded by a twentieth.
struct Ranges {
    x: (i64, i64),
    y: (i64, i64),
}

impl Ranges {
    fn of(series: &[Prepared]) -> Ranges {
        let x_min = series.iter().map(|s| s.points[0].0).min().unwrap_or(0);
        let x_max = series
            .iter()
            .map(|s| s.points[s.points.len() - 1].0)
            .max()
            .unwrap_or(0);
        let x = if x_min == x_max {
            (i64::from(x_min) - 1, i64::from(x_max) + 1)
        } else {
            (i64::from(x_min), i64::from(x_max))
        };
        let ys = series.iter().flat_map(|s| s.points.iter().map(|p| p.1));
        let y_min = ys.clone().min().unwrap_or(0);
        let y_max = ys.max().unwrap_or(0);
        let pad = ((y_max - y_min) / 20).max(1);
        Ranges {
            x,
            y: (y_min - pad, y_max + pad),
        }
    }
}

/// The legend: one entry per labelled series, then the marker (noted "off
/// chart" when outside the x range).
fn legend_entries(
    series: &[Prepared],
    marker: Option<(u32, &str)>,
    inside: bool,
) -> Vec<LegendEntry> {
    let mut entries: Vec<LegendEntry> = series
        .iter()
        .filter(|s| !s.label.is_empty())
        .map(|s| LegendEntry {
            label: s.label.to_string(),
            color: s.color,
            dashed: false,
        })
        .collect();
    if let Some((_, label)) = marker.filter(|(_, label)| !label.is_empty()) {
        let label = if inside {
            label.to_string()
        } else {
            format!("{label} (off chart)")
        };
        entries.push(LegendEntry {
            label,
            color: MARKER_COLOR,
            dashed: true,
        });
    }
    entries
}

/// Places legend entries left to right, wrapping into rows within width `w`:
/// `(x, row)` per entry, and the number of rows.
pub(super) fn place_legend(
    entries: &[LegendEntry],
    style: &TextStyle,
    w: u32,
) -> (Vec<(i32, i32)>, i32) {
    let mut placed = Vec::with_capacity(entries.len());
    let (mut cx, mut row) = (10i32, 0i32);
    for e in entries {
        let tw = text_width(&e.label, style.font.get_size());
        let item = LEGEND_SAMPLE + 6 + tw as i32 + 18;
        if cx > 10 && cx + item > w as i32 - 10 {
            cx = 10;
            row += 1;
        }
        placed.push((cx, row));
        cx += item;
    }
    let rows = if entries.is_empty() { 0 } else { row + 1 };
    (placed, rows)
}

/// Writes "no data" in the middle of an empty chart.
pub(super) fn draw_no_data(
    area: &DrawingArea<SVGBackend, Shift>,
    font: &FontDesc,
) -> Result<(), ChartError> {
    let (w, h) = area.dim_in_pixel();
    let style = font
        .color(&MARKER_COLOR)
        .pos(Pos::new(HPos::Center, VPos::Center));
    area.draw_text("no data", &style, (w as i32 / 2, h as i32 / 2))
        .map_err(fail)?;
    Ok(())
}

fn draw(
    buf: &mut String,
    title: &str,
    x_label: &str,
    y_label: &str,
    series: &[Prepared],
    marker: Option<(u32, &str)>,
    size: (u32, u32),
) -> Result<(), ChartError> {
    let root = SVGBackend::with_string(buf, size).into_drawing_area();
    root.fill(&WHITE).map_err(fail)?;
    let area = if title.is_empty() {
        root.margin(8, 0, 0, 0)
    } else {
        titled(&root, title, TITLE_SIZE)?
    };
    let label_font = (FONT, LABEL_SIZE).into_font();
    let (w, h) = area.dim_in_pixel();
    if series.is_empty() {
        draw_no_data(&area, &label_font)?;
        return root.present().map_err(fail);
    }
    let ranges = Ranges::of(series);
    let (x_lo, x_hi) = ranges.x;
    // Legend below the plot, wrapped into rows.
    let marker_inside = marker.filter(|&(x, _)| (x_lo..=x_hi).contains(&i64::from(x)));
    let entries = legend_entries(series, marker, marker_inside.is_some());
    let legend_style = label_font
        .color(&BLACK)
        .pos(Pos::new(HPos::Left, VPos::Center));
    let (placed, rows) = place_legend(&entries, &legend_style, w);
    let legend_h = rows * LEGEND_ROW + if rows > 0 { 8 } else { 0 };
    let plot_h = h as i32 - legend_h;
    if plot_h < 80 {
        return Err(ChartError::NoRoom {
            height: size.1,
            rows,
        });
    }
    let (plot_area, legend_area) = area.split_vertically(plot_h);
    let axes = Axes {
        x_label,
        y_label,
        font: &label_font,
        y_label_width: y_label_width(&label_font, ranges.y, y_label),
    };
    draw_plot(
        &plot_area,
        &axes,
        &ranges,
        series,
        marker_inside.map(|m| m.0),
    )?;
    draw_legend(&legend_area, &entries, &placed, &legend_style)?;
    root.present().map_err(fail)
}

/// The y label area: the widest tick label plus the rotated axis description.
fn y_label_width(font: &FontDesc, (y_lo, y_hi): (i64, i64), y_label: &str) -> u32 {
    let tick_w = [y_lo, y_hi]
        .iter()
        .map(|v| text_width(&v.to_string(), font.get_size()))
        .max()
        .unwrap_or(0);
    tick_w + if y_label.is_empty() { 16 } else { 36 }
}

/// Axis descriptions and their font.
struct Axes<'a> {
    x_label: &'a str,
    y_label: &'a str,
    font: &'a FontDesc<'a>,
    y_label_width: u32,
}

/// The mesh, the zero line, the marker line and the series.
fn draw_plot(
    plot_area: &DrawingArea<SVGBackend, Shift>,
    axes: &Axes,
    ranges: &Ranges,
    series: &[Prepared],
    marker: Option<u32>,
) -> Result<(), ChartError> {
    let ((x_lo, x_hi), (y_lo, y_hi)) = (ranges.x, ranges.y);
    let mut chart = ChartBuilder::on(plot_area)
        .margin_top(6)
        .margin_left(6)
        .margin_right(20)
        .x_label_area_size(if axes.x_label.is_empty() { 26 } else { 46 })
        .y_label_area_size(axes.y_label_width)
        .build_cartesian_2d(x_lo..x_hi, y_lo..y_hi)
        .map_err(fail)?;
    let x_fmt = |v: &i64| if *v < 0 { String::new() } else { v.to_string() };
    chart
        .configure_mesh()
        .x_labels(8)
        .y_labels(8)
        .x_label_formatter(&x_fmt)
        .x_desc(axes.x_label)
        .y_desc(axes.y_label)
        .label_style(axes.font.clone())
        .axis_desc_style(axes.font.clone())
        .bold_line_style(RGBColor(215, 215, 215))
        .light_line_style(RGBColor(242, 242, 242))
        .draw()
        .map_err(fail)?;
    if y_lo < 0 && y_hi > 0 {
        chart
            .draw_series(std::iter::once(PathElement::new(
                vec![(x_lo, 0), (x_hi, 0)],
                RGBColor(150, 150, 150).stroke_width(1),
            )))
            .map_err(fail)?;
    }
    if let Some(x) = marker {
        let x = i64::from(x);
        chart
            .draw_series(DashedLineSeries::new(
                vec![(x, y_lo), (x, y_hi)],
                6,
                4,
                MARKER_COLOR.stroke_width(2),
            ))
            .map_err(fail)?;
    }
    for s in series {
        let to_xy = |&(x, y): &(u32, i64)| (i64::from(x), y);
        chart
            .draw_series(LineSeries::new(
                s.points.iter().map(to_xy),
                s.color.stroke_width(2),
            ))
            .map_err(fail)?;
        if s.marked {
            chart
                .draw_series(
                    s.points
                        .iter()
                        .map(|p| Circle::new(to_xy(p), POINT_RADIUS, s.color.filled())),
                )
                .map_err(fail)?;
        }
    }
    Ok(())
}

pub(super) fn draw_legend(
    area: &DrawingArea<SVGBackend, Shift>,
    entries: &[LegendEntry],
    placed: &[(i32, i32)],
    style: &TextStyle,
) -> Result<(), ChartError> {
    for (e, &(x, row)) in entries.iter().zip(placed) {
        let y = 4 + row * LEGEND_ROW + LEGEND_ROW / 2;
        let segments = if e.dashed {
            vec![(x, x + 8), (x + 14, x + LEGEND_SAMPLE)]
        } else {
            vec![(x, x + LEGEND_SAMPLE)]
        };
        for (a, b) in segments {
            area.draw(&PathElement::new(
                vec![(a, y), (b, y)],
                e.color.stroke_width(3),
            ))
            .map_err(fail)?;
        }
        area.draw_text(&e.label, style, (x + LEGEND_SAMPLE + 6, y))
            .map_err(fail)?;
    }
    Ok(())
}
