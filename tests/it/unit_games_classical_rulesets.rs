//! Unit tests of pebbles-games' classical rulesets and script boards, moved
//! from the crate's `src/`: the crate has no unit-test harness (`test =
//! false`), so that `cargo test` compiles it once. One module a source file,
//! named after it.

// crates/games/src/classical/rulesets/cutcake.rs
mod cutcake {
    use pebbles::games::classical::rulesets::cutcake::*;
    use pebbles::games::classical::rulesets::Geometry;
    use pebbles::games::classical::Ruleset;
    use pebbles::games::common::Player;

    #[test]
    fn gestures_are_cells_next_to_the_cut() {
        let cake = Cutcake.parse("2x3,3x1").unwrap();
        let b = Cutcake.board(&cake);
        assert_eq!(b.geometry, Geometry::Grid { w: 5, h: 3 });
        let left = Cutcake.moves(&cake, Player::Left);
        let sites: Vec<usize> = left.iter().map(|m| m.sites[0]).collect();
        assert_eq!(sites, [1, 2]);
        let right = Cutcake.moves(&cake, Player::Right);
        let labels: Vec<&str> = right.iter().map(|m| m.label.as_str()).collect();
        assert_eq!(labels, ["1:h1", "2:h1", "2:h2"]);
        let sites: Vec<usize> = right.iter().map(|m| m.sites[0]).collect();
        assert_eq!(sites, [5, 9, 14]);
        assert_eq!(Cutcake.print(&right[2].to), "2x3,2x1,1x1");
    }
}

// crates/games/src/classical/rulesets/board.rs
mod rulesets_board {
    use pebbles::games::classical::rulesets::board::*;

    #[test]
    fn sites_are_named_as_the_move_notation_names_them() {
        let g = Geometry::Grid { w: 3, h: 2 };
        assert_eq!(g.sites(), 6);
        assert_eq!(g.site_name(0), "a1");
        assert_eq!(g.site_name(5), "c2");
        assert_eq!(cell_name(30, 27), "ab1");
        assert_eq!(Geometry::Strip { len: 4 }.site_name(3), "d1");
        let h = Geometry::Heaps {
            sizes: vec![1, 0, 3],
        };
        assert_eq!(h.sites(), 4);
        assert_eq!(h.heap_of(0), Some((0, 0)));
        assert_eq!(h.heap_of(3), Some((2, 2)));
        assert_eq!(h.heap_of(4), None);
        assert_eq!(h.heap_site(2, 1), Some(2));
        assert_eq!(h.heap_site(1, 0), None);
        assert_eq!(h.site_name(2), "heap 3, pebble 2");
        let g = Geometry::Graph {
            vertices: vec![0, 1, 2],
            edges: vec![(0, 1), (1, 2), (1, 2), (2, 2)],
            ground: 0,
        };
        assert_eq!(g.sites(), 7);
        let names: Vec<String> = (0..7).map(|i| g.site_name(i)).collect();
        assert_eq!(
            names,
            [
                "edge 0-1",
                "edge 1-2",
                "edge 1-2 (2)",
                "edge 2-2",
                "the ground",
                "vertex 1",
                "vertex 2"
            ]
        );
        assert_eq!((g.vertex_of(6), g.vertex_of(3)), (Some(2), None));
        assert_eq!((g.vertex_site(1), g.vertex_site(7)), (Some(5), None));
    }
}

// crates/games/src/classical/rulesets/lines.rs
mod lines {
    use pebbles::games::classical::grid::Bits;
    use pebbles::games::classical::rulesets::lines::*;
    use proptest::prelude::*;

    #[test]
    fn steps_stop_at_the_edges() {
        // 3 wide, 2 high: a1 b1 c1 / a2 b2 c2 (bits 0..6).
        let b: Bits<1> = Bits::parse("...|...", ['.'], &[], "").unwrap();
        let l = Lines::of(&b);
        assert_eq!(l.step(0b000_001, Dir::E), 0b000_010);
        assert_eq!(l.step(0b000_100, Dir::E), 0);
        assert_eq!(l.step(0b000_001, Dir::W), 0);
        assert_eq!(l.step(0b000_001, Dir::S), 0b001_000);
        assert_eq!(l.step(0b001_000, Dir::S), 0);
        assert_eq!(l.step(0b000_001, Dir::SE), 0b010_000);
        assert_eq!(l.step(0b000_100, Dir::SE), 0);
        assert_eq!(l.step(0b000_100, Dir::SW), 0b010_000);
        assert_eq!(l.step(0b001_000, Dir::NE), 0b000_010);
        assert_eq!(l.step(0b100_000, Dir::NW), 0b000_010);
        assert_eq!(l.step(0b000_001, Dir::SW), 0);
        assert_eq!(l.parts(0b100_001, &ORTHOGONAL), vec![0b1, 0b100_000]);
        assert_eq!(l.parts(0b010_001, &ALL), vec![0b010_001]);
        // One column: nothing moves sideways.
        let c: Bits<1> = Bits::parse(".|.", ['.'], &[], "").unwrap();
        let l = Lines::of(&c);
        assert_eq!(l.step(0b01, Dir::NE), 0);
        assert_eq!(l.step(0b01, Dir::SW), 0);
        assert_eq!(l.step(0b01, Dir::S), 0b10);
    }

    #[test]
    fn least_images_are_the_grid_modules() {
        let boards = [
            "x.o|..#",
            "x.|o.|.#",
            "xo.#|....|.#.o|o..x",
            "x..o.",
            "x|.|o",
            "xx.|o.o|#.x",
            "x.|.o",
        ];
        for text in boards {
            let b: Bits<3> = Bits::parse(text, ['.', 'x', 'o'], &['#'], "").unwrap();
            assert_eq!(least_image(&b, false).0, b.least_image().0, "{text}");
            // Every image of the class has the same representative.
            let mut swapped = b;
            swapped.masks.swap(1, 2);
            let (rep, neg) = least_image(&b, true);
            let self_swapped = swapped_rep(&rep) == rep;
            for t in 0..8 {
                let (r1, n1) = least_image(&b.transform(t), true);
                assert_eq!(r1, rep, "{text} {t}");
                assert!(self_swapped || n1 == neg, "{text} {t}");
                let (r2, n2) = least_image(&swapped.transform(t), true);
                assert_eq!(r2, rep, "{text} {t}");
                assert!(self_swapped || n2 != neg, "{text} {t}");
            }
        }
    }

    #[test]
    fn crops_are_the_grid_modules() {
        for text in [
            "#x#|#o.|###",
            "....|.x..|..o.",
            "###|#x#",
            "x..|...|..o",
            "#.#|###",
        ] {
            let b: Bits<3> = Bits::parse(text, ['.', 'x', 'o'], &['#'], "").unwrap();
            assert_eq!(crop(&b), b.crop(), "{text}");
        }
        let none: Bits<3> = Bits::parse("##|##", ['.', 'x', 'o'], &['#'], "").unwrap();
        assert_eq!(crop(&none), none.crop());
    }

    /// Image `t` of a board, cell by cell (the oracle): `t & 4`
    /// transposes, then `t & 1` flips the columns and `t & 2` the rows.
    fn image_by_cells(b: &Bits<3>, t: u8) -> Bits<3> {
        let (w, h) = (b.w as usize, b.h as usize);
        let (nw, nh) = if t & 4 != 0 { (h, w) } else { (w, h) };
        let mut out = Bits {
            w: nw as u8,
            h: nh as u8,
            masks: [0; 3],
        };
        for r in 0..h {
            for c in 0..w {
                let (mut r2, mut c2) = if t & 4 != 0 { (c, r) } else { (r, c) };
                if t & 1 != 0 {
                    c2 = nw - 1 - c2;
                }
                if t & 2 != 0 {
                    r2 = nh - 1 - r2;
                }
                for k in 0..3 {
                    if b.masks[k] >> (r * w + c) & 1 == 1 {
                        out.masks[k] |= 1 << (r2 * nw + c2);
                    }
                }
            }
        }
        out
    }

    /// A board of up to 64 cells (some wider or higher than 8, which take
    /// the general path), each cell `.`, `x`, `o` or `#`.
    fn board3() -> impl Strategy<Value = Bits<3>> {
        (1usize..=10, 1usize..=8)
            .prop_flat_map(|(w, h)| {
                let h = h.min(64 / w);
                (Just((w, h)), prop::collection::vec(0u8..4, w * h))
            })
            .prop_map(|((w, h), cells)| {
                let mut masks = [0u64; 3];
                for (i, &k) in cells.iter().enumerate() {
                    if k < 3 {
                        masks[k as usize] |= 1 << i;
                    }
                }
                Bits {
                    w: w as u8,
                    h: h as u8,
                    masks,
                }
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]

        /// The least image is the least of the sixteen images built cell by
        /// cell (or of the eight without the swap), and the flag says
        /// whether that image swaps the colours.
        #[test]
        fn least_images_are_the_least_of_all_images(b in board3(), swap in any::<bool>()) {
            let mut all = Vec::new();
            for t in 0..8 {
                let img = image_by_cells(&b, t);
                all.push((img, false));
                if swap {
                    let mut s = img;
                    s.masks.swap(1, 2);
                    all.push((s, true));
                }
            }
            let least = all.iter().map(|(img, _)| *img).min().unwrap();
            let (rep, swapped) = least_image(&b, swap);
            prop_assert_eq!(rep, least);
            prop_assert!(all.contains(&(rep, swapped)));
        }
    }

    fn swapped_rep(b: &Bits<3>) -> Bits<3> {
        let mut s = *b;
        s.masks.swap(1, 2);
        least_image(&s, false).0
    }
}

// crates/games/src/classical/rulesets/hackenbush.rs
mod hackenbush {
    use pebbles::games::classical::rulesets::hackenbush::*;
    use pebbles::games::classical::Ruleset;
    use pebbles::games::common::Player;

    fn pic(text: &str) -> Picture {
        Hackenbush.parse(text).unwrap()
    }

    #[test]
    fn notation_is_read_sorted_and_checked() {
        assert_eq!(
            Hackenbush.print(&pic(" 2-1:R , 0-1:b,1-1:g")),
            "0-1:b,1-1:g,1-2:r"
        );
        assert_eq!(pic(""), Vec::new());
        for (text, token, words) in [
            ("0-1:b,1-2:q", "1-2:q", "the colour"),
            ("0-1:b,0-:b", "0-:b", "u-v:c"),
            ("0-100:b", "0-100:b", "up to 99"),
            ("0-1:bb", "0-1:bb", "the colour"),
            ("0-1", "0-1", "u-v:c"),
            ("0-1:b,2-3:r", "2-3:r", "not connected"),
        ] {
            let e = Hackenbush.parse(text).unwrap_err();
            assert_eq!(e.token(), token, "{text}");
            assert!(e.to_string().contains(words), "{e}");
        }
        let many = vec!["0-1:g"; MAX_EDGES + 1].join(",");
        let e = Hackenbush.parse(&many).unwrap_err();
        assert!(e.to_string().contains("at most 48 edges"), "{e}");
    }

    #[test]
    fn a_cut_drops_what_hangs_on_the_edge_only() {
        let p = pic("0-1:b,1-2:r,2-3:g,0-3:b,1-4:g");
        // 1-2 cut: 2 and 3 still stand on 0-3.
        assert_eq!(Hackenbush.print(&cut(&p, 2)), "0-1:b,0-3:b,1-4:g,2-3:g");
        // 0-1 cut: 1, 2 hang on 3; 4 hangs on 1.
        assert_eq!(Hackenbush.print(&cut(&p, 0)), "0-3:b,1-2:r,1-4:g,2-3:g");
        let stalk = pic("0-1:b,1-2:r,2-3:b");
        assert_eq!(Hackenbush.print(&cut(&stalk, 0)), "");
        let labels: Vec<String> = Hackenbush
            .moves(&pic("0-1:g,1-2:b,1-2:b,2-2:r"), Player::Left)
            .into_iter()
            .map(|m| m.label)
            .collect();
        assert_eq!(labels, ["0-1:g", "1-2:b", "1-2:b2"]);
        assert_eq!(Hackenbush.action("1-2:b2"), "cut the blue edge 1-2");
    }

    #[test]
    fn parts_split_at_the_ground_and_labels_are_canonical() {
        let p = pic("0-1:b,1-2:r,0-3:g,3-3:g,0-0:g,0-2:b,0-4:r");
        let texts: Vec<String> = parts(&p).iter().map(|q| Hackenbush.print(q)).collect();
        assert_eq!(
            texts,
            ["0-0:g", "0-1:b,0-2:b,1-2:r", "0-3:g,3-3:g", "0-4:r"]
        );
        // Isomorphic pictures (vertices renamed, edges reordered) meet.
        let a = canonical(&pic("0-5:b,5-9:r,9-9:g,5-7:g"));
        let b = canonical(&pic("0-2:b,2-3:g,2-1:r,1-1:g"));
        assert_eq!(a, b);
        assert_eq!(Hackenbush.print(&a), "0-3:b,1-1:g,1-3:r,2-3:g");
        // Colours swapped: the same representative, negated.
        let (x, nx) = Hackenbush.normalize(&pic("0-1:b,1-2:r,1-3:r"));
        let (y, ny) = Hackenbush.normalize(&pic("0-4:r,4-5:b,4-6:b"));
        assert_eq!((x, nx), (y, !ny));
    }
}

// crates/games/src/classical/rulesets/heaps.rs
mod heaps {
    use pebbles::games::classical::rulesets::heaps::*;

    #[test]
    fn heaps_round_trip_and_errors_name_the_token() {
        assert_eq!(parse(" 3, 0,5 ", 5), Ok(vec![3, 0, 5]));
        assert_eq!(print(&[3, 0, 5]), "3,0,5");
        assert_eq!(pebbles(&[3, 0, 5]), 8);
        assert_eq!(
            parse("3,6", 5).unwrap_err().to_string(),
            "`6`: a heap is a whole number up to 5"
        );
        assert_eq!(parse("3,x", 5).unwrap_err().token(), "x",);
        assert_eq!(
            parse_some("1,2,3", 5, 2).unwrap_err().to_string(),
            "`1,2,3`: give 1 to 2 heaps"
        );
        assert_eq!(parse_some("1,2", 5, 2), Ok(vec![1, 2]));
    }
}

// crates/games/src/classical/script/board.rs
mod script_board {
    use pebbles::games::classical::rulesets::{Board, Geometry, Glyph, Owner};
    use pebbles::games::classical::script::{ScriptPos, *};
    use std::collections::BTreeMap;

    fn map(pairs: &[(&str, ScriptPos)]) -> ScriptPos {
        ScriptPos::Map(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect::<BTreeMap<_, _>>(),
        )
    }

    fn s(t: &str) -> ScriptPos {
        ScriptPos::Str(t.into())
    }

    #[test]
    fn grids_strips_and_heaps_are_read_with_their_owners() {
        let g = read_board(&map(&[
            ("grid", ScriptPos::Array(vec![s(".#"), s("xo")])),
            ("left", s("x")),
        ]))
        .unwrap();
        assert_eq!(g.geometry, Geometry::Grid { w: 2, h: 2 });
        assert_eq!(g.sites[1], Glyph::Blocked);
        assert_eq!(
            g.sites[2],
            Glyph::Piece {
                owner: Owner::Left,
                mark: 'x'
            }
        );
        assert_eq!(
            g.sites[3],
            Glyph::Piece {
                owner: Owner::Neutral,
                mark: 'o'
            }
        );
        let t = read_board(&map(&[
            ("strip", s("T.F")),
            ("left", s("T")),
            ("right", s("F")),
        ]))
        .unwrap();
        assert_eq!(t.geometry, Geometry::Strip { len: 3 });
        assert_eq!(
            t.sites[2],
            Glyph::Piece {
                owner: Owner::Right,
                mark: 'F'
            }
        );
        let h = read_board(&map(&[(
            "heaps",
            ScriptPos::Array(vec![ScriptPos::Int(2), ScriptPos::Int(1)]),
        )]))
        .unwrap();
        assert_eq!(h.geometry, Geometry::Heaps { sizes: vec![2, 1] });
        assert_eq!(h.sites.len(), 3);
    }

    fn board(m: &[(&str, ScriptPos)]) -> Board {
        read_board(&map(m)).unwrap()
    }

    fn grid(rows: &[&str]) -> Board {
        board(&[(
            "grid",
            ScriptPos::Array(rows.iter().map(|r| s(r)).collect()),
        )])
    }

    #[test]
    fn a_move_is_clicked_on_the_sites_it_changes() {
        // A vertical domino on column b of a 2 × 3 grid: b1 then b2.
        let g = gesture(&grid(&["...", "..."]), &grid(&[".#.", ".#."]));
        assert_eq!(g, vec![1, 4]);
        // A toad's jump: from the toad's cell, then where it lands.
        let strip = |t: &str| board(&[("strip", s(t)), ("left", s("T")), ("right", s("F"))]);
        assert_eq!(gesture(&strip("TF."), &strip(".FT")), vec![0, 2]);
        assert_eq!(gesture(&strip(".TF"), &strip("FT.")), vec![2, 0]);
        // Heaps: the pebble at the lowered heap's new height (heap 2 of
        // [2, 3] down to 1: its second pebble, site 3).
        let heaps = |h: &[i64]| {
            board(&[(
                "heaps",
                ScriptPos::Array(h.iter().map(|&k| ScriptPos::Int(k)).collect()),
            )])
        };
        assert_eq!(gesture(&heaps(&[2, 3]), &heaps(&[2, 1])), vec![3]);
        assert_eq!(gesture(&heaps(&[2, 3]), &heaps(&[2, 0])), vec![2]);
        // Not comparable: a heap split in two, a grid of another shape.
        assert!(gesture(&heaps(&[3]), &heaps(&[1, 1])).is_empty());
        assert!(gesture(&grid(&["..", ".."]), &grid(&["..."])).is_empty());
        // Two moves drawn alike get no gesture; no drawing, none either.
        let before = grid(&["..", ".."]);
        let g = gestures(
            &before,
            &[
                Some(grid(&["#.", "#."])),
                Some(grid(&["#.", "#."])),
                Some(grid(&["##", ".."])),
                None,
            ],
        );
        assert_eq!(g, vec![vec![], vec![], vec![0, 1], vec![]]);
    }

    #[test]
    fn bad_boards_say_what_is_wrong() {
        let err = |v: ScriptPos| read_board(&v).unwrap_err().0;
        assert!(err(s("..")).contains("not a map"));
        assert!(err(map(&[])).contains("none of"));
        assert!(
            err(map(&[("grid", ScriptPos::Array(vec![s(".."), s(".")]))]))
                .contains("row 2 of `grid` has 1 cells")
        );
        assert!(err(map(&[("strip", ScriptPos::Int(3))])).contains("not a string"));
        assert!(err(map(&[(
            "heaps",
            ScriptPos::Array(vec![ScriptPos::Int(-1)])
        )]))
        .contains("heaps[0]"));
        assert!(err(map(&[(
            "heaps",
            ScriptPos::Array(vec![ScriptPos::Int(1000); 3])
        )]))
        .contains("more than 1024"));
        assert!(err(map(&[
            ("strip", s("..")),
            ("heaps", ScriptPos::Array(vec![]))
        ]))
        .contains("more than one"));
    }
}
