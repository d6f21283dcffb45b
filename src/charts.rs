//! Charts drawn as SVG strings with `plotters`; pure functions, no DOM code here.
//!
//! On wasm32 plotters measures text through the DOM (`window().document()`), so call
//! these on the main thread, never in the worker. Natively it uses rough estimates.
//!
//! Input with no points gives a valid SVG with a "no data" note, not an error.

use std::borrow::Cow;
use std::fmt::Display;

use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

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

const FONT: &str = "sans-serif";
// plotters' SVG backend writes `font-size` = size / 1.24: these give 16 px and 12 px.
const TITLE_SIZE: f64 = 19.84;
const LABEL_SIZE: f64 = 14.88;
const MARKER_COLOR: RGBColor = RGBColor(110, 110, 110);
const POINT_RADIUS: u32 = 3;
const LEGEND_ROW: i32 = 20;
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

struct LegendEntry {
    label: String,
    color: RGBColor,
    dashed: bool,
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
) -> Result<String, String> {
    if size.0 < MIN_SIZE.0 || size.1 < MIN_SIZE.1 {
        return Err(format!(
            "chart size {}×{} is too small (at least {}×{})",
            size.0, size.1, MIN_SIZE.0, MIN_SIZE.1
        ));
    }
    let mut prepared = Vec::with_capacity(series.len());
    for s in series {
        if let Some(&(x, y)) = s.points.iter().find(|p| p.1.unsigned_abs() > MAX_ABS_Y) {
            return Err(format!(
                "series `{}`: value {y} at x = {x} is too large to chart (|y| ≤ 10^15)",
                s.label
            ));
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
) -> Result<String, String> {
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
            return Err(format!(
                "{label}: {} values for {} heaps",
                values.len(),
                heaps.len()
            ));
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
fn downsample(points: &[(u32, i64)], max_points: usize) -> Vec<(u32, i64)> {
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

fn fail(e: impl Display) -> String {
    format!("drawing the chart failed: {e}")
}

fn draw(
    buf: &mut String,
    title: &str,
    x_label: &str,
    y_label: &str,
    series: &[Prepared],
    marker: Option<(u32, &str)>,
    size: (u32, u32),
) -> Result<(), String> {
    let root = SVGBackend::with_string(buf, size).into_drawing_area();
    root.fill(&WHITE).map_err(fail)?;
    let area = if title.is_empty() {
        root.margin(8, 0, 0, 0)
    } else {
        root.titled(title, (FONT, TITLE_SIZE).into_font().color(&BLACK))
            .map_err(fail)?
    };
    let label_font = (FONT, LABEL_SIZE).into_font();
    let (w, h) = area.dim_in_pixel();

    if series.is_empty() {
        let style = label_font
            .color(&MARKER_COLOR)
            .pos(Pos::new(HPos::Center, VPos::Center));
        area.draw_text("no data", &style, (w as i32 / 2, h as i32 / 2))
            .map_err(fail)?;
        return root.present().map_err(fail);
    }

    // Ranges. x in i64: plotters' u32 tick arithmetic can overflow near u32::MAX.
    let x_min = series.iter().map(|s| s.points[0].0).min().unwrap_or(0);
    let x_max = series
        .iter()
        .map(|s| s.points[s.points.len() - 1].0)
        .max()
        .unwrap_or(0);
    let (x_lo, x_hi) = if x_min == x_max {
        (i64::from(x_min) - 1, i64::from(x_max) + 1)
    } else {
        (i64::from(x_min), i64::from(x_max))
    };
    let ys = series.iter().flat_map(|s| s.points.iter().map(|p| p.1));
    let y_min = ys.clone().min().unwrap_or(0);
    let y_max = ys.max().unwrap_or(0);
    let pad = ((y_max - y_min) / 20).max(1);
    let (y_lo, y_hi) = (y_min - pad, y_max + pad);

    // Legend below the plot, wrapped into rows.
    let mut entries: Vec<LegendEntry> = series
        .iter()
        .filter(|s| !s.label.is_empty())
        .map(|s| LegendEntry {
            label: s.label.to_string(),
            color: s.color,
            dashed: false,
        })
        .collect();
    let marker_inside = marker.filter(|&(x, _)| (x_lo..=x_hi).contains(&i64::from(x)));
    if let Some((_, label)) = marker.filter(|(_, label)| !label.is_empty()) {
        let label = if marker_inside.is_some() {
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
    let legend_style = label_font
        .color(&BLACK)
        .pos(Pos::new(HPos::Left, VPos::Center));
    let mut placed = Vec::with_capacity(entries.len());
    let (mut cx, mut row) = (10i32, 0i32);
    for e in &entries {
        let (tw, _) = area
            .estimate_text_size(&e.label, &legend_style)
            .map_err(fail)?;
        let item = LEGEND_SAMPLE + 6 + tw as i32 + 18;
        if cx > 10 && cx + item > w as i32 - 10 {
            cx = 10;
            row += 1;
        }
        placed.push((cx, row));
        cx += item;
    }
    let rows = if entries.is_empty() { 0 } else { row + 1 };
    let legend_h = rows * LEGEND_ROW + if rows > 0 { 8 } else { 0 };
    let plot_h = h as i32 - legend_h;
    if plot_h < 80 {
        return Err(format!(
            "chart height {} leaves no room for the plot and {} legend rows",
            size.1, rows
        ));
    }
    let (plot_area, legend_area) = area.split_vertically(plot_h);

    // y label area: widest tick label plus the rotated axis description.
    let tick_style = label_font.color(&BLACK);
    let tick_w = [y_lo, y_hi]
        .iter()
        .map(|v| area.estimate_text_size(&v.to_string(), &tick_style))
        .try_fold(0u32, |m, r| r.map(|(tw, _)| m.max(tw)))
        .map_err(fail)?;
    let y_area = tick_w + if y_label.is_empty() { 16 } else { 36 };

    let mut chart = ChartBuilder::on(&plot_area)
        .margin_top(6)
        .margin_left(6)
        .margin_right(20)
        .x_label_area_size(if x_label.is_empty() { 26 } else { 46 })
        .y_label_area_size(y_area)
        .build_cartesian_2d(x_lo..x_hi, y_lo..y_hi)
        .map_err(fail)?;
    let x_fmt = |v: &i64| if *v < 0 { String::new() } else { v.to_string() };
    chart
        .configure_mesh()
        .x_labels(8)
        .y_labels(8)
        .x_label_formatter(&x_fmt)
        .x_desc(x_label)
        .y_desc(y_label)
        .label_style(label_font.clone())
        .axis_desc_style(label_font.clone())
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
    if let Some((x, _)) = marker_inside {
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
    draw_legend(&legend_area, &entries, &placed, &legend_style)?;
    root.present().map_err(fail)
}

fn draw_legend(
    area: &DrawingArea<SVGBackend, Shift>,
    entries: &[LegendEntry],
    placed: &[(i32, i32)],
    style: &TextStyle,
) -> Result<(), String> {
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

/// Colour-blind-safe palette (Okabe–Ito), cycled for many series.
pub const PALETTE: [(u8, u8, u8); 7] = [
    (0, 114, 178),
    (213, 94, 0),
    (0, 158, 115),
    (204, 121, 167),
    (230, 159, 0),
    (86, 180, 233),
    (120, 120, 120),
];

/// Bidding chart 1: `o_p(x)` against `x` for each chosen `p`, even and odd
/// heaps as separate series; `rows[i]` is heap `lo + i`, indexed by `p`.
pub fn bcs_value_chart(
    lo: u32,
    rows: &[Vec<i64>],
    budgets: &[u32],
    onset: Option<u32>,
) -> Result<String, String> {
    let labels: Vec<(String, String)> = budgets
        .iter()
        .map(|p| (format!("p = {p}, even x"), format!("p = {p}, odd x")))
        .collect();
    let mut series = Vec::new();
    for (k, (&p, (even, odd))) in budgets.iter().zip(&labels).enumerate() {
        let mut parts = [Vec::new(), Vec::new()];
        for (i, row) in rows.iter().enumerate() {
            let x = lo + i as u32;
            if let Some(&v) = row.get(p as usize) {
                parts[(x % 2) as usize].push((x, v));
            }
        }
        let [e, o] = parts;
        let color = PALETTE[k % PALETTE.len()];
        series.push(Series {
            label: even,
            points: e,
            color,
        });
        let dim = (color.0 / 2 + 64, color.1 / 2 + 64, color.2 / 2 + 64);
        series.push(Series {
            label: odd,
            points: o,
            color: dim,
        });
    }
    let marker = onset.map(|x| (x, format!("period 2 from x = {x}")));
    line_chart(
        "Bidding: value o_p(x) with Left holding the marker",
        "heap size x",
        "o_p(x)",
        &series,
        marker.as_ref().map(|(x, l)| (*x, l.as_str())),
        CS_CHART_SIZE,
    )
}

/// Bidding chart 2: convergence heap against the total budget, with a bound.
pub fn convergence_chart(points: &[(u32, Option<u32>, u64)]) -> Result<String, String> {
    let heap: Vec<(u32, i64)> = points
        .iter()
        .filter_map(|&(tb, c, _)| c.map(|c| (tb, i64::from(c))))
        .collect();
    let bound: Vec<(u32, i64)> = points
        .iter()
        .map(|&(tb, _, b)| (tb, i64::try_from(b).unwrap_or(i64::MAX)))
        .collect();
    line_chart(
        "Convergence heap against total budget",
        "total budget TB",
        "heap x",
        &[
            Series {
                label: "convergence heap",
                points: heap,
                color: PALETTE[0],
            },
            Series {
                label: "Theorem 27 bound",
                points: bound,
                color: PALETTE[1],
            },
        ],
        None,
        CS_CHART_SIZE,
    )
}

/// Bidding chart 3: limit values against `p`, with the automaton's entries.
pub fn limits_chart(
    even: &[i64],
    odd: &[i64],
    automaton_even: &[i64],
    automaton_odd: &[i64],
) -> Result<String, String> {
    let pts = |v: &[i64]| -> Vec<(u32, i64)> {
        v.iter().enumerate().map(|(p, &y)| (p as u32, y)).collect()
    };
    line_chart(
        "Limit values against Left's budget p, with the automaton A",
        "Left's budget p",
        "value",
        &[
            Series {
                label: "limit, even x",
                points: pts(even),
                color: PALETTE[0],
            },
            Series {
                label: "limit, odd x",
                points: pts(odd),
                color: PALETTE[1],
            },
            Series {
                label: "automaton, even",
                points: pts(automaton_even),
                color: PALETTE[5],
            },
            Series {
                label: "automaton, odd",
                points: pts(automaton_odd),
                color: PALETTE[4],
            },
        ],
        None,
        CS_CHART_SIZE,
    )
}

/// The bidding automaton (Figures 3–6): budgets `0..=TB` in a row, one arc per
/// feasible bid — above for ties, below for strict wins — dashed when dominated.
/// `edges` are `(from, to, bid, tie, dominated)`.
pub fn automaton_svg(total_budget: u32, edges: &[(u32, u32, u32, bool, bool)]) -> String {
    use std::fmt::Write;
    let step = 64.0;
    let width = step * (f64::from(total_budget) + 1.0) + 40.0;
    let (height, mid) = (360.0, 180.0);
    let cx = |p: u32| 40.0 + step * f64::from(p);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"11\">"
    );
    for &(from, to, bid, tie, dominated) in edges {
        let (x1, x2) = (cx(from), cx(to));
        let bend = (x2 - x1).abs().max(step) * 0.45;
        let y = if tie {
            mid - bend.min(150.0)
        } else {
            mid + bend.min(150.0)
        };
        let color = if dominated {
            "#aaaaaa"
        } else if tie {
            "#0072b2"
        } else {
            "#d55e00"
        };
        let dash = if dominated {
            " stroke-dasharray=\"4 3\""
        } else {
            ""
        };
        let (lx, ly) = ((x1 + x2) / 2.0, (mid + y) / 2.0);
        let _ = write!(
            svg,
            "<path d=\"M {x1} {mid} Q {lx} {y} {x2} {mid}\" fill=\"none\" stroke=\"{color}\"{dash}>\
             <title>bid {bid}: {from} → {to}{}</title></path>\
             <text x=\"{lx}\" y=\"{ly}\" fill=\"{color}\" text-anchor=\"middle\">{bid}</text>",
            if dominated { " (dominated)" } else { "" }
        );
    }
    for p in 0..=total_budget {
        let _ = write!(
            svg,
            "<circle cx=\"{}\" cy=\"{mid}\" r=\"14\" fill=\"#fff\" stroke=\"#333\"/>\
             <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"12\">{p}</text>",
            cx(p),
            cx(p),
            mid + 4.0
        );
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tags balance (ignoring `<?…>`, comments and self-closing tags) and the
    /// document is one `<svg>` element.
    fn assert_xmlish(svg: &str) {
        assert!(svg.starts_with("<svg"), "starts with {:?}", &svg[..20]);
        assert!(
            svg.ends_with("</svg>"),
            "ends with {:?}",
            &svg[svg.len() - 20..]
        );
        let mut stack: Vec<&str> = Vec::new();
        let mut rest = svg;
        while let Some(start) = rest.find('<') {
            let end = rest[start..].find('>').expect("unclosed tag") + start;
            let tag = &rest[start + 1..end];
            assert!(!tag.contains('<'), "`<` inside tag {tag:?}");
            if let Some(name) = tag.strip_prefix('/') {
                assert_eq!(stack.pop(), Some(name.trim()), "mismatched </{name}>");
            } else if !tag.ends_with('/') && !tag.starts_with('?') && !tag.starts_with('!') {
                stack.push(tag.split_whitespace().next().unwrap_or(""));
            }
            rest = &rest[end + 1..];
            if stack.is_empty() {
                assert!(rest.trim().is_empty(), "content after </svg>");
            }
        }
        assert!(stack.is_empty(), "unclosed: {stack:?}");
    }

    fn circles(svg: &str) -> usize {
        svg.matches("<circle").count()
    }

    fn series(label: &str, n: u32, f: impl Fn(u32) -> i64) -> Series<'_> {
        Series {
            label,
            points: (0..n).map(|x| (x, f(x))).collect(),
            color: ZERO_SUM_COLOR,
        }
    }

    /// Number of points of the longest `<polyline>`.
    fn longest_polyline(svg: &str) -> usize {
        svg.split("<polyline")
            .skip(1)
            .map(|p| {
                let pts = p
                    .split("points=\"")
                    .nth(1)
                    .unwrap()
                    .split('"')
                    .next()
                    .unwrap();
                pts.split_whitespace().count()
            })
            .max()
            .unwrap_or(0)
    }

    #[test]
    fn small_chart_has_title_legend_and_one_circle_per_point() {
        let s = [
            series("zero-sum", 21, |x| x as i64 % 5 - 2),
            series("left gain", 21, |x| x as i64 / 2),
            series("right gain", 21, |x| -(x as i64 % 3)),
        ];
        let svg = line_chart(
            "My title",
            "heap x",
            "score",
            &s,
            Some((7, "onset")),
            (640, 360),
        )
        .unwrap();
        assert_xmlish(&svg);
        for text in [
            "My title",
            "heap x",
            "score",
            "zero-sum",
            "left gain",
            "right gain",
            "onset",
        ] {
            assert!(svg.contains(text), "missing {text}");
        }
        assert_eq!(circles(&svg), 63);
        assert!(svg.contains("<polyline"));
        assert!(svg.contains("stroke=\"#0072B2\""), "series colour used");
    }

    #[test]
    fn above_200_points_lines_only() {
        let s = [
            series("a", 200, |x| x as i64),
            series("b", 201, |x| x as i64),
        ];
        let svg = line_chart("t", "x", "y", &s, None, (640, 360)).unwrap();
        assert_xmlish(&svg);
        assert_eq!(circles(&svg), 200, "only the 200-point series is marked");
    }

    #[test]
    fn downsample_bounds_size_and_keeps_extremes() {
        let n = 100_000u32;
        let f = |x: u32| ((x as i64 * 7919) % 1001) - 500 + if x == 54_321 { 10_000 } else { 0 };
        let mut pts: Vec<(u32, i64)> = (0..n).map(|x| (x, f(x))).collect();
        pts[77_777].1 = -9_999;
        let d = downsample(&pts, MAX_POINTS);
        assert!(d.len() <= MAX_POINTS, "{} points", d.len());
        assert!(d.len() > MAX_POINTS / 2);
        assert!(d.contains(&(54_321, f(54_321))), "global max point kept");
        assert!(d.contains(&(77_777, -9_999)), "global min point kept");
        assert_eq!(d.iter().map(|p| p.1).max(), pts.iter().map(|p| p.1).max());
        assert_eq!(d.iter().map(|p| p.1).min(), Some(-9_999));
        assert_eq!(d.first(), pts.first());
        assert_eq!(d.last(), pts.last());
        assert!(d.windows(2).all(|w| w[0].0 < w[1].0), "x order kept");
        // short series are untouched
        assert_eq!(
            downsample(&pts[..MAX_POINTS], MAX_POINTS),
            &pts[..MAX_POINTS]
        );
    }

    #[test]
    fn chart_of_100k_points_is_bounded() {
        let n = 100_000;
        let s = [
            series("a", n, |x| (x as i64 * 31) % 97),
            series("b", n, |x| -((x as i64 * 17) % 89)),
            series("c", n, |x| x as i64 / 1000),
        ];
        let svg = line_chart("big", "x", "y", &s, Some((60_000, "m")), (800, 420)).unwrap();
        assert_xmlish(&svg);
        assert_eq!(circles(&svg), 0);
        assert!(
            longest_polyline(&svg) <= MAX_POINTS,
            "{}",
            longest_polyline(&svg)
        );
        assert!(svg.len() < 200_000, "{} bytes", svg.len());
        for label in ["a", "b", "c", "m"] {
            assert!(
                svg.contains(&format!(">\n{label}\n</text>")),
                "legend {label}"
            );
        }
    }

    #[test]
    fn single_point_and_equal_values() {
        let one = [Series {
            label: "one",
            points: vec![(5, 3)],
            color: LEFT_COLOR,
        }];
        let svg = line_chart("single", "x", "y", &one, Some((5, "here")), (300, 200)).unwrap();
        assert_xmlish(&svg);
        assert_eq!(circles(&svg), 1);
        let zero = [Series {
            label: "zero",
            points: vec![(0, 0)],
            color: LEFT_COLOR,
        }];
        assert_eq!(
            circles(&line_chart("z", "x", "y", &zero, None, (300, 200)).unwrap()),
            1
        );
        let flat = [series("flat", 50, |_| 7)];
        let svg = line_chart("flat", "x", "y", &flat, None, (400, 300)).unwrap();
        assert_xmlish(&svg);
        assert_eq!(circles(&svg), 50);
        assert!(
            svg.contains(">\n7\n</text>"),
            "y tick at the constant value"
        );
    }

    #[test]
    fn empty_input_gives_no_data_svg() {
        for s in [
            vec![],
            vec![Series {
                label: "e",
                points: vec![],
                color: LEFT_COLOR,
            }],
        ] {
            let svg = line_chart("Nothing", "x", "y", &s, Some((3, "m")), (400, 300)).unwrap();
            assert_xmlish(&svg);
            assert!(svg.contains("no data") && svg.contains("Nothing"));
            assert_eq!(circles(&svg), 0);
        }
        let svg = cs_chart(&[], &[], &[], &[], None).unwrap();
        assert!(svg.contains("no data"));
    }

    #[test]
    fn negative_extreme_and_unsorted_values() {
        let s = [Series {
            label: "neg",
            points: vec![(9, -40), (0, -3), (4, -1_000)],
            color: RIGHT_COLOR,
        }];
        let svg = line_chart("neg", "x", "y", &s, None, (400, 300)).unwrap();
        assert_xmlish(&svg);
        assert!(svg.contains(">\n-"), "negative tick labels");
        assert_eq!(circles(&svg), 3);
        let big = MAX_ABS_Y as i64;
        let s = [Series {
            label: "ext",
            points: vec![(0, -big), (u32::MAX, big)],
            color: RIGHT_COLOR,
        }];
        assert_xmlish(&line_chart("ext", "x", "y", &s, Some((u32::MAX, "m")), MIN_SIZE).unwrap());
        let s = [Series {
            label: "huge",
            points: vec![(0, i64::MIN)],
            color: RIGHT_COLOR,
        }];
        let e = line_chart("t", "x", "y", &s, None, (400, 300)).unwrap_err();
        assert!(e.contains("too large"), "{e}");
    }

    #[test]
    fn bad_size_and_text_escaping() {
        let s = [series("a<b & c", 3, |x| x as i64)];
        assert!(line_chart("t", "x", "y", &s, None, (100, 100))
            .unwrap_err()
            .contains("too small"));
        let svg = line_chart("1 < 2 & \"q\"", "", "", &s, None, (400, 300)).unwrap();
        assert_xmlish(&svg);
        assert!(svg.contains("1 &lt; 2 &amp; &quot;q&quot;"));
        assert!(svg.contains("a&lt;b &amp; c"));
    }

    #[test]
    fn many_legend_entries_wrap_or_fail_cleanly() {
        let labels: Vec<String> = (0..12).map(|i| format!("series number {i}")).collect();
        let s: Vec<Series> = labels.iter().map(|l| series(l, 10, |x| x as i64)).collect();
        let svg = line_chart("wrap", "x", "y", &s, None, (800, 420)).unwrap();
        assert_xmlish(&svg);
        assert_eq!(circles(&svg), 120);
        let e = line_chart("wrap", "x", "y", &s, None, MIN_SIZE).unwrap_err();
        assert!(e.contains("legend"), "{e}");
    }

    #[test]
    fn cs_chart_series_and_marker() {
        let heaps: Vec<u32> = (0..=20).collect();
        let zs: Vec<i64> = heaps.iter().map(|&x| x as i64 % 5 - 2).collect();
        let l: Vec<i64> = heaps.iter().map(|&x| x as i64 / 2).collect();
        let r: Vec<i64> = heaps.iter().map(|&x| x as i64 / 3).collect();
        let svg = cs_chart(&heaps, &zs, &l, &r, Some(4)).unwrap();
        assert_xmlish(&svg);
        assert_eq!(circles(&svg), 63);
        for text in [
            "zero-sum (Left starts)",
            "Left&apos;s gain",
            "Right&apos;s gain",
        ] {
            assert!(svg.contains(text), "missing {text}");
        }
        assert!(svg.contains("periodic from x = 4\n"));
        // The dashed marker is many short grey polylines; the legend sample is two.
        let grey = |svg: &str| svg.matches("stroke=\"#6E6E6E\"").count();
        assert!(grey(&svg) > 10, "marker drawn");
        let svg = cs_chart(&heaps, &zs, &[], &[], Some(500)).unwrap();
        assert_eq!(circles(&svg), 21);
        assert!(svg.contains("periodic from x = 500 (off chart)"));
        assert_eq!(grey(&svg), 2, "no marker line, only its legend sample");
        let e = cs_chart(&heaps, &zs[..20], &l, &r, None).unwrap_err();
        assert!(e.contains("20 values for 21 heaps"), "{e}");
    }

    #[test]
    fn bidding_charts_have_their_series() {
        let rows: Vec<Vec<i64>> = (0..20).map(|x| vec![-(x % 2), x % 2, 1]).collect();
        let svg = bcs_value_chart(0, &rows, &[0, 2], Some(5)).unwrap();
        assert!(svg.contains("p = 0, even x") && svg.contains("p = 2, odd x"));
        assert!(svg.contains("period 2 from x = 5"));
        let svg = convergence_chart(&[(0, Some(1), 1), (1, None, 1), (2, Some(2), 2)]).unwrap();
        assert!(svg.contains("Theorem 27 bound"));
        let svg = limits_chart(&[0, 2], &[-1, 1], &[0, 2], &[-1, 1]).unwrap();
        assert!(svg.contains("automaton, odd"));
    }

    #[test]
    fn automaton_has_a_node_per_budget_and_an_arc_per_edge() {
        let svg = automaton_svg(3, &[(3, 0, 1, true, false), (2, 1, 1, false, true)]);
        assert_eq!(svg.matches("<circle").count(), 4);
        assert_eq!(svg.matches("<path").count(), 2);
        assert!(svg.contains("stroke-dasharray") && svg.ends_with("</svg>"));
    }
}
