//! Unit tests of pebbles-draw's charts, moved from the crate's `src/`: the
//! crate has no unit-test harness (`test = false`), so that `cargo test`
//! compiles it once. One module a source file, named after it.

// crates/draw/src/charts/thermograph.rs
mod thermograph {
    use pebbles::charts::*;
    use pebbles::games::classical::{Dyadic, Thermograph, Universe, Value};
    use pebbles::games::common::Period;

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

// crates/draw/src/charts/text.rs
mod text {
    use pebbles::charts::text::*;

    #[test]
    fn widths_grow_with_the_text_and_the_size() {
        assert_eq!(text_width("", 14.0), 0);
        assert!(text_width("-12345", 14.88) > text_width("-1", 14.88));
        assert!(text_width("mmm", 10.0) > text_width("iii", 10.0));
        assert_eq!(text_width("10", 10.0), 12);
        assert!(text_width("≤ α", 20.0) > text_width("≤ α", 10.0));
    }
}

// crates/draw/src/charts/mod.rs
mod charts {
    use pebbles::charts::line::downsample;
    use pebbles::charts::*;

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
        use pebbles::games::bidding::{automaton, bid_edges, BcsRules};
        use pebbles::layout::AutomatonFigure;
        let edges = bid_edges(&BcsRules::new(vec![1], 3));
        let svg = automaton_svg(AutomatonFigure::Ties, &automaton(3), &edges);
        // Ties at bids 0 and 1: two panels of 4 budgets and a title each.
        assert_eq!(svg.matches("data-node=").count(), 10);
        assert_eq!(svg.matches("data-edge=").count(), 4 + 2);
        assert!(svg.contains("β") && svg.trim_end().ends_with("</svg>"));
    }
}
