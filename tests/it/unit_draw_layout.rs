//! Unit tests of pebbles-draw's layout and export, moved from the crate's
//! `src/`: the crate has no unit-test harness (`test = false`), so that
//! `cargo test` compiles it once. One module a source file, named after it.

// crates/draw/src/export/classical.rs
mod classical {
    use pebbles::export::*;
    use pebbles::games::classical::Universe;

    #[test]
    fn left_options_lie_left_and_right_options_right() {
        let mut u = Universe::new();
        let g = u.parse("{3||2*|1*}").unwrap();
        let d = classical_tree_drawing(&u.tree(g, 8, 100));
        assert_eq!(d.nodes[0].lines, ["{3||2*|1*}"]);
        let x = |i: usize| d.nodes[i].center.x;
        for e in &d.edges {
            if e.label == "L" {
                assert!(x(e.to) < x(e.from), "{e:?}");
            } else {
                assert!(x(e.to) > x(e.from), "{e:?}");
            }
        }
        assert_eq!(d.edges.len(), d.nodes.len() - 1);
        assert!(d.note.is_none());
        let cut = classical_tree_drawing(&u.tree(g, 1, 100));
        assert!(cut.note.is_some() && cut.nodes.iter().any(|n| n.collapsed));
    }
}

// crates/draw/src/export/board.rs
mod export_board {
    use pebbles::export::*;
    use pebbles::games::classical::RulesetId;

    #[test]
    fn a_board_is_a_document_with_a_shape_per_site() {
        let r: RulesetId = "clobber".parse().unwrap();
        let svg = board_svg(&r.board("xo.|.o.").unwrap(), "Clobber <xo>", 0.5);
        assert!(svg.starts_with("<svg xmlns=") && svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<rect").count(), 6);
        assert_eq!(svg.matches("<circle").count(), 3);
        assert!(svg.contains("<title>Clobber &lt;xo&gt;</title>"), "{svg}");
        let nim: RulesetId = "nim".parse().unwrap();
        let svg = board_svg(&nim.board("2,1").unwrap(), "Nim", 1.0);
        assert_eq!(svg.matches("<circle").count(), 3);
        assert!(svg.contains("<line"));
        // A Hackenbush picture: its edges as strokes, its vertices as dots.
        let h: RulesetId = "hackenbush".parse().unwrap();
        let svg = board_svg(&h.board("0-1:b,1-2:r,1-1:g").unwrap(), "Hackenbush", 1.0);
        assert_eq!(svg.matches("<path").count(), 3);
        assert_eq!(svg.matches("stroke-dasharray").count(), 1);
        assert_eq!(svg.matches("<circle").count(), 2);
        assert!(svg.contains("#1f5fae") && svg.contains("#2f8a34"), "{svg}");
    }
}

// crates/draw/src/export/mod.rs
mod export {
    use pebbles::export::*;
    use pebbles::layout::{Placed, Rect};

    fn sample() -> Drawing {
        let node = |x: f64, y: f64, t: &str| DrawNode {
            center: Placed { x, y },
            width: 60.0,
            height: 30.0,
            lines: vec![t.to_string(), "(4,3)".into()],
            side: Some("L".into()),
            collapsed: false,
            tooltip: format!("tip {t}"),
        };
        Drawing {
            title: "a & b <c> {d} \"e\" 50% $x_1$ \\".into(),
            nodes: vec![node(30.0, 15.0, "7;(0,0)"), node(30.0, 90.0, "5;{2}&<")],
            edges: vec![
                DrawEdge {
                    from: 0,
                    to: 1,
                    label: "2".into(),
                    thick: true,
                    double: true,
                    ..Default::default()
                },
                DrawEdge {
                    from: 0,
                    to: 9,
                    ..Default::default()
                },
            ],
            note: Some("cut".into()),
        }
    }

    #[test]
    fn export_escapes_labels() {
        let d = sample();
        let svg = svg(&d);
        assert!(svg.contains("5;{2}&amp;&lt;"));
        assert!(!svg.contains("<c>"));
        let tikz = tikz(&d);
        assert!(tikz.contains("5;\\{2\\}\\&<"));
        assert!(tikz.contains("50\\%"));
        let dot = dot(&d);
        assert!(dot.contains("\\\"e\\\""));
        assert!(dot.contains("n0 -> n1"));
        assert!(!dot.contains("n0 -> n9"));
    }

    #[test]
    fn export_empty_drawing_is_well_formed() {
        let d = Drawing::default();
        assert!(svg(&d).starts_with("<svg") && svg(&d).trim_end().ends_with("</svg>"));
        assert!(tikz(&d).contains("\\end{tikzpicture}"));
        assert!(dot(&d).starts_with("digraph"));
    }

    /// The boxes of the labels `label_places` places, with their texts.
    fn placed_boxes(d: &Drawing) -> Vec<(String, Rect)> {
        d.edges
            .iter()
            .zip(label_places(d))
            .filter_map(|(e, at)| at.map(|p| (e.label.clone(), edge_label_box(&e.label, p))))
            .collect()
    }

    #[test]
    fn nim_graph_labels_never_overlap() {
        use pebbles::games::common::Variant;
        use pebbles::games::game_tree::{GraphSpec, NimSpec};
        use pebbles::layout::{graph_layout, LayoutOpts};
        // Seed 004's graph of Nim 1, 2, 3, as `#/tree?nim=1,2,3` draws it.
        let g = GraphSpec::Nim(NimSpec {
            heaps: vec![1, 2, 3],
            mode: Variant::Normal,
            budget: 10_000,
        })
        .build()
        .expect("Nim 1,2,3 builds");
        let d = graph_drawing(&g, &graph_layout(&g, &LayoutOpts::default()));
        let labelled = d.edges.iter().filter(|e| !e.label.is_empty()).count();
        let boxes = placed_boxes(&d);
        assert!(labelled > 20, "{labelled} labelled edges");
        // Most labels are drawn; the rest are the edges' tooltips.
        assert!(
            3 * boxes.len() >= 2 * labelled,
            "{} of {labelled} labels placed",
            boxes.len()
        );
        for (i, (a, ra)) in boxes.iter().enumerate() {
            for (b, rb) in &boxes[i + 1..] {
                assert!(
                    !ra.overlaps(rb),
                    "labels {a:?} {ra:?} and {b:?} {rb:?} overlap"
                );
            }
            for n in &d.nodes {
                let node = Rect {
                    center: n.center,
                    w: n.width,
                    h: n.height,
                };
                assert!(!ra.overlaps(&node), "label {a:?} covers node {:?}", n.lines);
            }
        }
        // The SVG draws exactly the placed labels.
        let drawn = svg(&d).matches("paint-order=\"stroke\">").count();
        assert_eq!(drawn, boxes.len());
    }

    #[test]
    fn labels_keep_their_middle_place_when_it_is_free() {
        let d = sample();
        let places = label_places(&d);
        assert_eq!(places[0], label_at(&d.points(&d.edges[0])));
        assert_eq!(places[1], None, "an edge without a label has no place");
    }
}

// crates/draw/src/layout/layered.rs
mod layered {
    use pebbles::layout::layered::*;

    #[test]
    fn layout_projection_respects_gaps() {
        let x = project(&[0.0, 0.0, 0.0], &[1.0; 3], &[1.0, 1.0]);
        assert!((x[0] + 1.0).abs() < 1e-12 && x[1].abs() < 1e-12 && (x[2] - 1.0).abs() < 1e-12);
    }
}

// crates/draw/src/layout/board.rs
mod layout_board {
    use pebbles::games::classical::rulesets::{Board, Geometry, Glyph};
    use pebbles::layout::board::*;

    fn board(geometry: Geometry) -> Board {
        let n = geometry.sites();
        Board {
            geometry,
            sites: vec![Glyph::Empty; n],
        }
    }

    #[test]
    fn grids_have_a_box_per_cell_and_their_coordinates() {
        let l = board_layout(&board(Geometry::Grid { w: 3, h: 2 }));
        assert_eq!(l.sites.len(), 6);
        assert_eq!(
            l.sites[4].center(),
            (MARGIN + 1.5 * CELL, MARGIN + 1.5 * CELL)
        );
        let texts: Vec<&str> = l.labels.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["a", "b", "c", "1", "2"]);
        assert!(l.width >= MARGIN + 3.0 * CELL && l.height >= MARGIN + 2.0 * CELL);
        let s = board_layout(&board(Geometry::Strip { len: 4 }));
        assert_eq!(s.sites.len(), 4);
        assert_eq!(s.sites[3].y, s.sites[0].y);
    }

    #[test]
    fn heaps_stand_on_the_ground_bottom_pebble_first() {
        let l = board_layout(&board(Geometry::Heaps {
            sizes: vec![2, 0, 1],
        }));
        assert_eq!(l.sites.len(), 3);
        let (_, _, ground) = l.ground.unwrap();
        // Heap 1's first pebble sits on the ground, its second above it.
        assert!(l.sites[0].y + PEBBLE <= ground && l.sites[1].y < l.sites[0].y);
        // Heap 3 stands two columns to the right: the empty heap keeps its place.
        assert!(l.sites[2].x > l.sites[0].x + PEBBLE * 2.0);
        let texts: Vec<&str> = l.labels.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["2", "0", "1"]);
    }
}

// crates/draw/src/layout/mod.rs
mod layout {
    use pebbles::layout::*;

    fn opts() -> LayoutOpts {
        LayoutOpts {
            node_width: 10.0,
            node_height: 10.0,
            h_gap: 2.0,
            v_gap: 10.0,
        }
    }

    #[test]
    fn layout_binary_tree_is_centred() {
        let ch = vec![vec![1, 2], vec![], vec![]];
        let p = tidy_tree(&ch, 0, &opts());
        assert!((p[0].x - (p[1].x + p[2].x) / 2.0).abs() < 1e-9);
        assert!((p[2].x - p[1].x - 12.0).abs() < 1e-9);
        assert_eq!(p[1].y, p[2].y);
        assert!(p[0].y < p[1].y);
    }

    #[test]
    fn layout_bad_input_does_not_panic() {
        let ch = vec![vec![1, 7, 0], vec![0, 1], vec![2]];
        let p = tidy_tree(&ch, 9, &opts());
        assert_eq!(p.len(), 3);
        assert!(p.iter().all(|p| p.x.is_finite() && p.y.is_finite()));
        assert!(tidy_tree(&[], 0, &opts()).is_empty());
        let d = layered_dag_routed(3, &[(0, 1), (1, 0), (2, 2), (5, 1)], &[], &opts());
        assert_eq!(d.nodes.len(), 3);
        assert_eq!(d.routes[2].len(), 0);
        assert_eq!(d.routes[3].len(), 0);
        let bad = LayoutOpts {
            node_width: f64::NAN,
            node_height: -1.0,
            h_gap: f64::INFINITY,
            v_gap: 0.0,
        };
        assert!(tidy_tree(&ch, 0, &bad).iter().all(|p| p.x.is_finite()));
    }

    #[test]
    fn layout_split_slants() {
        // node 0: two Left options, no Right option
        let ch = vec![vec![1, 2], vec![], vec![]];
        let p = tidy_tree_split(&ch, &[2, 0, 0], 0, &[], &opts());
        assert!(p[1].x < p[0].x && p[2].x < p[0].x);
        let p = tidy_tree_split(&ch, &[0, 0, 0], 0, &[], &opts());
        assert!(p[1].x > p[0].x && p[2].x > p[0].x);
    }

    #[test]
    fn layout_dag_long_edge_is_routed() {
        let d = layered_dag_routed(3, &[(0, 1), (1, 2), (0, 2)], &[], &opts());
        assert_eq!(d.layer, vec![0, 1, 2]);
        assert_eq!(d.routes[2].len(), 3);
        assert_eq!(d.routes[2][0], d.nodes[0]);
        assert_eq!(d.routes[2][2], d.nodes[2]);
    }
}

// crates/draw/src/layout/board/graph.rs
mod graph {
    use pebbles::layout::board::graph::*;
    use pebbles::layout::board::{BoardLayout, Shape};
    use std::f64::consts::PI;

    fn layout(vertices: &[u32], edges: &[(u32, u32)]) -> (BoardLayout, GraphDrawing) {
        let l = graph_layout(vertices, edges, 0);
        let d = l.graph.clone().unwrap();
        (l, d)
    }

    #[test]
    fn a_stalk_is_vertical_one_layer_per_edge() {
        let (l, d) = layout(&[0, 1, 2, 3], &[(0, 1), (1, 2), (2, 3)]);
        let (_, _, ground) = l.ground.unwrap();
        let p = &d.points;
        assert!(p[1].0 == p[2].0 && p[2].0 == p[3].0, "{p:?}");
        assert_eq!(p[1].1, ground - LAYER);
        assert_eq!(p[3].1, ground - 3.0 * LAYER);
        assert!(p[3].1 >= LOOP, "room above the top");
        // The first edge stands on the ground right below vertex 1.
        assert_eq!(
            d.strokes[0],
            Stroke::Line {
                from: (p[1].0, ground),
                to: p[1]
            }
        );
        // Sites: three edges, then four vertices, the ground a line.
        assert_eq!(l.sites.len(), 7);
        assert_eq!(l.sites[3].shape, Shape::Ground);
        assert_eq!(l.sites[4].center(), p[1]);
        assert_eq!(l.sites[1].center(), d.strokes[1].mid());
        // A vertical edge's band to click is 20 wide: a rectangle round it.
        let (x, y0, y1) = (p[1].0, p[1].1, p[2].1);
        let want = format!(
            "M {:.1} {y0:.1} L {:.1} {y1:.1} L {:.1} {y1:.1} L {:.1} {y0:.1} Z",
            x + 10.0,
            x + 10.0,
            x - 10.0,
            x - 10.0
        );
        assert_eq!(d.strokes[1].band(20.0), want);
        let texts: Vec<&str> = l.labels.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts, ["1", "2", "3", "0"]);
    }

    #[test]
    fn trees_centre_parents_and_parts_stand_apart() {
        // 0-1, 1-2, 1-3 (a fork) and a second part 0-4.
        let (l, d) = layout(&[0, 1, 2, 3, 4], &[(0, 1), (1, 2), (1, 3), (0, 4)]);
        let p = &d.points;
        assert_eq!(p[2].1, p[3].1);
        assert_eq!(p[1].0, (p[2].0 + p[3].0) / 2.0);
        assert!(p[3].0 - p[2].0 >= SLOT);
        assert!(p[4].0 - p[3].0 >= 1.5 * SLOT, "half a slot between parts");
        assert!(l.width >= p[4].0 + SLOT / 2.0);
        for &(x, y) in &p[1..] {
            assert!(x > 0.0 && x < l.width && y > 0.0 && y < l.height);
        }
    }

    #[test]
    fn loops_parallels_and_feet_are_apart() {
        // Two ground edges to 1, a loop on the ground, two loops at 2,
        // two parallel edges 1-2.
        let edges = [(0, 0), (0, 1), (0, 1), (1, 2), (1, 2), (2, 2), (2, 2)];
        let (l, d) = layout(&[0, 1, 2], &edges);
        let (_, _, ground) = l.ground.unwrap();
        let Stroke::Loop { at, .. } = d.strokes[0] else {
            panic!("a loop")
        };
        assert_eq!(at.1, ground);
        let tip = d.strokes[0].mid();
        assert!(
            (tip.0 - at.0).abs() < 1e-9 && tip.1 < ground - LOOP / 2.0,
            "{tip:?}"
        );
        let feet: Vec<Point> = d.strokes[1..3]
            .iter()
            .map(|s| match *s {
                Stroke::Line { from, .. } => from,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(feet[0].1, ground);
        assert_eq!(feet[1].0 - feet[0].0, FOOT);
        assert!(at.0 < feet[0].0, "the ground's loop stands apart");
        // The parallel edges bend to either side; their middles differ.
        assert!(matches!(d.strokes[3], Stroke::Curve { .. }));
        let (m3, m4) = (d.strokes[3].mid(), d.strokes[4].mid());
        assert!((m3.0 - m4.0).abs() >= BEND);
        // Two petals at vertex 2, both above it, apart.
        let (m5, m6) = (d.strokes[5].mid(), d.strokes[6].mid());
        assert!(m5.1 < d.points[2].1 && m6.1 < d.points[2].1 && m5 != m6);
        assert!(d.strokes[5].path().starts_with("M ") && d.strokes[5].path().contains(" C "));
        // The points along a stroke: its ends and its middle.
        assert_eq!(d.strokes[5].at(0.0), d.points[2]);
        assert_eq!(d.strokes[5].at(0.5), m5);
        assert_eq!(d.strokes[3].at(0.5), m3);
    }

    #[test]
    fn an_edge_across_a_vertex_bends_round_it() {
        // 1 holds up 2, 3 and 4 side by side; 2-4 straight across would
        // cross 3.
        let edges = [(0, 1), (1, 2), (1, 3), (1, 4), (2, 4)];
        let (_, d) = layout(&[0, 1, 2, 3, 4], &edges);
        assert_eq!(d.points[2].1, d.points[4].1);
        assert!(
            matches!(d.strokes[4], Stroke::Curve { .. }),
            "{:?}",
            d.strokes[4]
        );
        assert!((d.strokes[4].mid().1 - d.points[3].1).abs() >= BEND * 0.9);
        // The bare ground: just the line, three slots wide.
        let (l, d) = layout(&[0], &[]);
        assert!(d.strokes.is_empty() && l.sites.len() == 1 && l.width >= 3.0 * SLOT);
    }

    #[test]
    fn petals_keep_clear_of_edges_and_of_each_other() {
        // A loop at 1 between the stem below and the edge above: sideways.
        let (_, d) = layout(&[0, 1, 2], &[(0, 1), (1, 1), (1, 2)]);
        let (p, tip) = (d.points[1], d.strokes[1].mid());
        assert!(
            (tip.1 - p.1).abs() < 1.0 && (tip.0 - p.0).abs() > LOOP / 2.0,
            "{tip:?}"
        );
        // A flower of three petals on a stem: above, apart, not overlapping
        // (each petal's opening narrower than the step between them).
        let (_, d) = layout(&[0, 1], &[(0, 1), (1, 1), (1, 1), (1, 1)]);
        let p = d.points[1];
        let angle = |k: usize| {
            let m = d.strokes[k].mid();
            (m.1 - p.1).atan2(m.0 - p.0)
        };
        let opening = |k: usize| match d.strokes[k] {
            Stroke::Loop { c1, c2, .. } => {
                ((c2.1 - p.1).atan2(c2.0 - p.0) - (c1.1 - p.1).atan2(c1.0 - p.0)).abs()
            }
            s => panic!("a loop: {s:?}"),
        };
        let (a, b, c) = (angle(1), angle(2), angle(3));
        assert!(a < b && b < c && (b + PI / 2.0).abs() < 1e-9, "{a} {b} {c}");
        assert!(d.strokes[1..].iter().all(|s| s.mid().1 < p.1));
        assert!(opening(1) < b - a && opening(2) < c - b);
    }
}

// crates/draw/src/layout/board/frame.rs
mod frame {
    use pebbles::games::classical::RulesetId;
    use pebbles::layout::board::*;

    fn drawn(game: &str, text: &str) -> pebbles::games::classical::rulesets::Board {
        let r: RulesetId = game.parse().unwrap();
        r.board(text).unwrap()
    }

    /// Hackenbush keeps its size, its ground line and every vertex in place
    /// after a cut, and the edges the cut took (the cut one and the one
    /// that fell with it) are its ghosts, at their old places.
    #[test]
    fn a_cut_graph_keeps_its_frame_and_ghosts_what_fell() {
        let start = drawn("hackenbush", "0-1:b,1-2:b,2-3:b,0-4:r,4-5:r");
        let after = drawn("hackenbush", "0-1:b,0-4:r,4-5:r");
        let s = board_layout(&start);
        let a = board_layout_in(&after, Some(&start));
        assert_eq!((a.width, a.height, a.ground), (s.width, s.height, s.ground));
        let (sp, ap) = (s.graph.unwrap().points, a.graph.unwrap().points);
        // Vertices 0, 1, 4, 5 of the five edges' six vertices.
        assert_eq!(ap, [sp[0], sp[1], sp[4], sp[5]]);
        // On its own the smaller picture is smaller: the frame is what keeps it.
        assert!(board_layout(&after).height < s.height);
        let g = ghosts(&after, &start, Some(&start));
        assert_eq!(g.strokes.len(), 2);
        assert!(g.pebbles.is_empty());
        assert_eq!(
            ghosts(&after, &after, Some(&start)),
            Ghosts::default(),
            "nothing taken, no ghost"
        );
    }

    /// Heaps keep their ground when the tallest one shrinks; the pebbles
    /// taken are outlines where they stood, with the count over the heap.
    #[test]
    fn taken_pebbles_stay_as_outlines_with_the_count() {
        let start = drawn("nim", "1,2,5");
        let before = drawn("nim", "1,2,5");
        let after = drawn("nim", "1,2,3");
        let s = board_layout(&start);
        let a = board_layout_in(&after, Some(&start));
        assert_eq!((a.height, a.ground), (s.height, s.ground));
        assert_eq!(a.sites[..6], s.sites[..6]);
        let g = ghosts(&after, &before, Some(&start));
        assert_eq!(g.pebbles, s.sites[6..8]);
        assert_eq!(g.taken.len(), 1);
        assert_eq!(g.taken[0].text, "−2");
        assert!(g.strokes.is_empty());
    }
}
