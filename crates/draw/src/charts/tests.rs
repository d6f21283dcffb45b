use super::line::downsample;
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
    assert_eq!(
        e,
        ChartError::TooLarge {
            series: "huge".into(),
            x: 0,
            y: i64::MIN
        }
    );
    assert!(e.to_string().contains("too large"), "{e}");
}

#[test]
fn bad_size_and_text_escaping() {
    let s = [series("a<b & c", 3, |x| x as i64)];
    let e = line_chart("t", "x", "y", &s, None, (100, 100)).unwrap_err();
    assert_eq!(
        e,
        ChartError::TooSmall {
            width: 100,
            height: 100
        }
    );
    assert_eq!(
        e.to_string(),
        "chart size 100×100 is too small (at least 240×160)"
    );
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
    assert!(matches!(e, ChartError::NoRoom { height: 160, .. }), "{e:?}");
    assert!(e.to_string().contains("legend"), "{e}");
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
    assert!(e.to_string().ends_with("20 values for 21 heaps"), "{e}");
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
    use crate::games::bidding::{automaton, bid_edges, BcsRules};
    use crate::layout::AutomatonFigure;
    let edges = bid_edges(&BcsRules::new(vec![1], 3));
    let svg = automaton_svg(AutomatonFigure::Ties, &automaton(3), &edges);
    // Ties at bids 0 and 1: two panels of 4 budgets and a title each.
    assert_eq!(svg.matches("data-node=").count(), 10);
    assert_eq!(svg.matches("data-edge=").count(), 4 + 2);
    assert!(svg.contains("β") && svg.trim_end().ends_with("</svg>"));
}
