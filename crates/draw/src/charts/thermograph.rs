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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::classical::{Universe, Value};

    fn thermograph(expr: &str) -> Thermograph {
        let mut u = Universe::new();
        let Ok(Value::Game(g)) = u.parse_expr(expr) else {
            panic!("{expr}")
        };
        u.thermograph(g)
    }

    /// The `(x, y)` pixels of each `<polyline>` drawn in `color` (`#RRGGBB`).
    fn polylines(svg: &str, color: &str) -> Vec<Vec<(i32, i32)>> {
        let stroke = format!("stroke=\"{color}\"");
        let mut out = Vec::new();
        for element in svg.split("<polyline").skip(1) {
            let element = &element[..element.find("/>").unwrap()];
            let Some((_, rest)) = element.split_once("points=\"") else {
                continue;
            };
            if !element.contains(&stroke) {
                continue;
            }
            let coords = rest[..rest.find('"').unwrap()].replace(',', " ");
            let numbers: Vec<i32> = coords
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            out.push(numbers.chunks(2).map(|c| (c[0], c[1])).collect());
        }
        out
    }

    /// Tick and legend texts.
    fn texts(svg: &str) -> Vec<&str> {
        svg.split("<text")
            .skip(1)
            .map(|t| t[t.find('>').unwrap() + 1..t.find("</text>").unwrap()].trim())
            .collect()
    }

    const LEFT: &str = "#009E73";
    const RIGHT: &str = "#D55E00";

    #[test]
    fn hot_game_walls_values_grow_to_the_left() {
        // Left wall 3 − t to (3/4, 9/4); right wall 2 to t = 1/2, then 3/2 + t.
        let th = thermograph("{3||2*|1*}");
        let svg = thermograph_chart("{3||2*|1*}", &th, None).unwrap();
        let t = texts(&svg);
        for label in ["3", "2", "9/4", "0", "1/2", "3/4", "temperature"] {
            assert!(t.contains(&label), "tick {label} in {t:?}");
        }
        assert!(t.iter().any(|s| s.starts_with("value")));
        assert!(t.contains(&"mast at mean 9/4, temperature 3/4"));
        let left = &polylines(&svg, LEFT)[0];
        let right = &polylines(&svg, RIGHT)[0];
        assert_eq!((left.len(), right.len()), (2, 3));
        // Value 3 is left of value 2 at t = 0; both walls meet at the foot.
        assert!(left[0].0 < right[0].0);
        assert_eq!(left[0].1, right[0].1);
        assert_eq!(left[1], right[2]);
        // Temperature grows upward; the right wall is vertical up to t = 1/2.
        assert!(left[1].1 < left[0].1);
        assert_eq!(right[0].0, right[1].0);
        assert!(right[1].1 < right[0].1 && right[2].1 < right[1].1);
        // The mast (black) rises from the foot.
        let mast = svg.split("<polyline").any(|p| {
            p.contains("stroke=\"#000000\"") && p.contains(&format!("{},{}", left[1].0, left[1].1))
        });
        assert!(mast, "mast from the foot");
    }

    #[test]
    fn switch_is_symmetric_about_zero() {
        let svg = thermograph_chart("±1", &thermograph("±1"), None).unwrap();
        let t = texts(&svg);
        for label in ["1", "-1", "0"] {
            assert!(t.contains(&label), "{label} in {t:?}");
        }
        let (left, right) = (&polylines(&svg, LEFT)[0], &polylines(&svg, RIGHT)[0]);
        assert_eq!(left[1], right[1]);
        let mid = left[1].0;
        assert_eq!(mid - left[0].0, right[0].0 - mid);
    }

    #[test]
    fn number_is_a_mast_from_its_temperature() {
        let th = thermograph("3/2");
        assert_eq!(th.left, vec![[Dyadic::new(-1, 1), Dyadic::new(3, 1)]]);
        let svg = thermograph_chart("3/2", &th, Some((400, 300))).unwrap();
        let t = texts(&svg);
        assert!(
            t.contains(&"3/2") && t.contains(&"-1/2") && t.contains(&"0"),
            "{t:?}"
        );
        assert!(t.contains(&"mast at mean 3/2, temperature -1/2"));
        assert!(svg.contains("stroke=\"#000000\""));
    }

    #[test]
    fn refuses_tiny_sizes_and_draws_no_data() {
        let th = thermograph("*");
        assert!(thermograph_chart("*", &th, Some((10, 10))).is_err());
        let empty = Thermograph {
            left: vec![],
            right: vec![],
            mean: Dyadic::ZERO,
            temperature: Dyadic::ZERO,
        };
        let svg = thermograph_chart("", &empty, None).unwrap();
        assert!(svg.contains("no data") && svg.ends_with("</svg>"));
    }

    #[test]
    fn grundy_chart_marks_the_period() {
        let g: Vec<u32> = (0..100).map(|n| n % 3).collect();
        let period = Some(Period {
            preperiod: 4,
            period: 3,
        });
        let svg = grundy_chart("0.3", 0, &g, period).unwrap();
        assert!(svg.contains("period 3 from heap 4"));
        assert!(svg.contains("Octal game 0.3"));
    }

    /// A random game: three rounds of games built from random options
    /// drawn from a growing pool that starts with a few numbers.
    fn random_game(u: &mut Universe, picks: &[(u8, u8, u8)]) -> Thermograph {
        let mut pool = vec![
            Universe::ZERO,
            u.integer(1),
            u.integer(-1),
            u.number(Dyadic::new(1, 1)),
            u.integer(2),
        ];
        for &(a, b, c) in picks {
            let n = pool.len();
            let l = vec![pool[a as usize % n], pool[c as usize % n]];
            let r = vec![pool[b as usize % n]];
            let g = u.canon(l, r);
            pool.push(g);
        }
        u.thermograph(*pool.last().unwrap())
    }

    proptest::proptest! {
        /// Every critical point is drawn where its exact value says: greater
        /// values further left, higher temperatures further up, ticks
        /// labelled with the exact values.
        #[test]
        fn walls_are_drawn_at_their_critical_points(
            picks in proptest::collection::vec((0u8..20, 0u8..20, 0u8..20), 1..6),
        ) {
            let mut u = Universe::new();
            let th = random_game(&mut u, &picks);
            let svg = thermograph_chart("g", &th, None).unwrap();
            let t = texts(&svg);
            for p in th.left.iter().chain(&th.right) {
                proptest::prop_assert!(t.contains(&p[1].to_string().as_str()));
                proptest::prop_assert!(t.contains(&p[0].to_string().as_str()));
            }
            let mut drawn: Vec<([Dyadic; 2], (i32, i32))> = Vec::new();
            for (wall, color) in [(&th.left, LEFT), (&th.right, RIGHT)] {
                let line = &polylines(&svg, color)[0];
                proptest::prop_assert_eq!(line.len(), wall.len());
                drawn.extend(wall.iter().copied().zip(line.iter().copied()));
            }
            for (p, a) in &drawn {
                for (q, b) in &drawn {
                    if p[1] > q[1] {
                        proptest::prop_assert!(a.0 <= b.0, "{:?} {:?}", p, q);
                    }
                    if p[0] > q[0] {
                        proptest::prop_assert!(a.1 <= b.1, "{:?} {:?}", p, q);
                    }
                }
            }
        }
    }
}
