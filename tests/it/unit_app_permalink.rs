//! Unit tests of pebbles-app's permalinks: links, compression, shows, trees,
//! gallery, play, moved from the crate's `src/`: the crate has no unit-test
//! harness (`test = false`), so that `cargo test` compiles it once. One
//! module a source file, named after it.

// crates/app/src/permalink/lz.rs
mod lz {
    use pebbles::permalink::lz::*;

    /// Writes codes as the compressor does: `width` bits, least significant first.
    struct Writer {
        bits: Vec<bool>,
    }

    impl Writer {
        fn put(&mut self, v: u32, width: u32) {
            self.bits.extend((0..width).map(|k| v >> k & 1 == 1));
        }
        fn finish(self) -> String {
            self.bits
                .chunks(6)
                .map(|c| {
                    let v = c.iter().fold(0, |a, &b| a << 1 | usize::from(b)) << (6 - c.len());
                    ALPHABET[v] as char
                })
                .collect()
        }
    }

    /// One literal `a`, then codes 4, 5, 6, … each naming the entry being
    /// made (`w + w[0]`): n codes give about n²/2 characters.
    fn bomb(codes: u32) -> String {
        let mut w = Writer { bits: Vec::new() };
        w.put(0, 2);
        w.put(u32::from(b'a'), 8);
        let (mut width, mut enlarge_in, mut size) = (3u32, 4u32, 4u32);
        for _ in 0..codes {
            w.put(size, width);
            size += 1;
            enlarge_in -= 1;
            if enlarge_in == 0 {
                enlarge_in = 1 << width;
                width += 1;
            }
        }
        w.put(2, width);
        w.finish()
    }

    proptest::proptest! {
        #[test]
        fn reads_what_the_crate_writes_for_any_text(text in ".{0,300}") {
            let packed = lz_str::compress_to_encoded_uri_component(&text);
            let units = decompress_uri(&packed, 1 << 20).unwrap();
            proptest::prop_assert_eq!(String::from_utf16(&units).unwrap(), text);
        }

        #[test]
        fn any_link_text_ends_within_the_cap(link in "[A-Za-z0-9+$ -]{0,400}") {
            if let Ok(units) = decompress_uri(&link, 5000) {
                proptest::prop_assert!(units.len() <= 5000);
            }
        }
    }

    #[test]
    fn reads_what_the_crate_writes() {
        for text in ["", "a", "{\"players\":3}", &"ab".repeat(500), "héllo ✓ 𝄞"] {
            let packed = lz_str::compress_to_encoded_uri_component(text);
            let units = decompress_uri(&packed, 1 << 20).unwrap();
            assert_eq!(String::from_utf16(&units).unwrap(), text);
        }
    }

    #[test]
    fn a_bomb_stops_at_the_cap() {
        let link = bomb(15_000);
        assert!(link.len() < 40_000);
        assert_eq!(decompress_uri(&link, 20_000), Err(LzError::TooLong(20_000)));
        // Small bombs are ordinary links: n codes give 1 + 2 + … + (n + 1) units.
        let units = decompress_uri(&bomb(10), 1000).unwrap();
        assert_eq!(String::from_utf16(&units).unwrap(), "a".repeat(66));
        let packed = lz_str::compress_to_encoded_uri_component(&"a".repeat(66));
        assert_eq!(decompress_uri(&packed, 66).unwrap().len(), 66);
    }

    #[test]
    fn damage_is_an_error_not_a_panic() {
        assert_eq!(decompress_uri("a!b", 100), Err(LzError::Alphabet('!')));
        assert_eq!(decompress_uri("é", 100), Err(LzError::Alphabet('é')));
        assert_eq!(decompress_uri("", 100), Err(LzError::Damaged));
        let packed = lz_str::compress_to_encoded_uri_component(&"xyz".repeat(100));
        for cut in 0..packed.len() {
            let _ = decompress_uri(&packed[..cut], 1000);
        }
        assert_eq!(
            decompress_uri(&packed, 10),
            Err(LzError::TooLong(10)),
            "300 characters over a cap of 10"
        );
    }
}

// crates/app/src/permalink/play.rs
mod play {
    use pebbles::state::*;

    #[test]
    fn seats_parse_and_print() {
        assert_eq!(parse_seats("l", 2), Ok(Seats::Players(vec![1])));
        assert_eq!(parse_seats("r", 2).unwrap().code(2), "r");
        assert_eq!(parse_seats("1,2", 2), Ok(Seats::All));
        assert_eq!(parse_seats("3,1", 4).unwrap().code(4), "1,3");
        assert_eq!(parse_seats("5", 3).unwrap_err().token, "5");
        assert_eq!(parse_played("2,b1-c1,2:3").unwrap().len(), 3);
        assert_eq!(parse_played("2,x y,<").unwrap_err().token, "<");
        assert_eq!(parse_bids("3:1,0-2").unwrap_err().token, "0-2");
        assert_eq!(
            parse_bids("3:1,-:2").unwrap(),
            vec![(Some(3), Some(1)), (None, Some(2))]
        );
    }

    /// The notice of a bad bid pair names it once (it used to read
    /// "`x:y`: `x:y`: a bid is a whole number").
    #[test]
    fn a_bad_bid_pair_is_named_once() {
        let (_, notices) = pebbles::permalink::View::parse("#/bcs?s=1&tb=5&side=l&b=0:1,x:y");
        assert_eq!(notices.len(), 1, "{notices:?}");
        assert_eq!(notices[0].param, "b");
        assert_eq!(
            notices[0].message,
            "`x:y`: Left's bid is not a whole number (or - for no bid); using no bids"
        );
        let e = parse_bids("2:z").unwrap_err();
        assert_eq!(
            e.to_string(),
            "`2:z`: Right's bid is not a whole number (or - for no bid)"
        );
        assert_eq!(e.to_string().matches("2:z").count(), 1);
    }
}

// crates/app/src/permalink/gallery.rs
mod gallery {
    use pebbles::permalink::View;
    use pebbles::state::PageState;

    #[test]
    fn the_seed_filter_round_trips_and_names_a_bad_seed() {
        let (v, n) = View::parse("#/gallery?seed=001");
        assert!(n.is_empty(), "{n:?}");
        assert!(matches!(&v.state, PageState::Gallery(g) if g.seed == Some(1)));
        assert_eq!(v.to_hash(), "#/gallery?seed=001");
        let (v, n) = View::parse("#/gallery?seed=7");
        assert!(matches!(&v.state, PageState::Gallery(g) if g.seed.is_none()));
        assert_eq!(n[0].param, "seed");
        assert!(n[0].message.contains("`7`"), "{}", n[0].message);
        assert_eq!(View::parse("#/gallery").0.to_hash(), "#/gallery");
    }
}

// crates/app/src/permalink/mod.rs
mod permalink {
    use pebbles::games::common::{Player, Tie, Ties, Variant};
    use pebbles::permalink::*;
    use pebbles::state::*;
    use std::collections::BTreeMap;

    fn cs(hash: &str) -> (CsState, Vec<Notice>) {
        let (v, n) = View::parse(hash);
        match v.state {
            PageState::Cs(c) => (c, n),
            other => panic!("expected cs, got {other:?}"),
        }
    }

    #[test]
    fn reads_the_documented_example() {
        let (c, n) = cs("#/cs?l=2,3&r=1,4&heaps=0..14");
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(
            c.moves,
            CsMoves::Partizan {
                left: vec![2, 3],
                right: vec![1, 4]
            }
        );
        assert_eq!(c.heaps, (0, 14));
    }

    #[test]
    fn bad_field_falls_back_and_names_token() {
        let (c, n) = cs("#/cs?s=2,x&heaps=0..20");
        assert_eq!(c.moves, CsState::default().moves);
        assert_eq!(n.len(), 1);
        assert_eq!(n[0].param, "s");
        assert!(n[0].message.contains("`x`"), "{}", n[0].message);
    }

    #[test]
    fn unknown_page_and_param_are_noticed() {
        let (v, n) = View::parse("#/nope?zzz=1");
        assert_eq!(v.state.page(), Page::Cs);
        assert_eq!(n.len(), 2);
    }

    #[test]
    fn round_trip_with_everything() {
        let mut map = BTreeMap::new();
        map.insert(2, vec![2]);
        map.insert(3, vec![1]);
        let v = View {
            state: PageState::Cs(CsState {
                moves: CsMoves::Symmetric(vec![2, 3]),
                heaps: (5, 9),
                ties: Ties {
                    left: Tie::Friendly,
                    right: Tie::Antagonistic,
                },
                map,
                cols: Columns {
                    grundy: false,
                    ..Columns::ALL
                },
                selected: Some(7),
                line: (Variant::SelfInterest, Player::Right),
                play: PlayState::default(),
                scoring: true,
            }),
            embed: true,
            ..View::default()
        };
        let h = v.to_hash();
        assert_eq!(
            h,
            "#/cs?s=2,3&heaps=5..9&tie=fa&map=2:2;3:1&cols=zs,si,n,m&x=7&play=si&first=r&scoring=1&embed=1"
        );
        assert_eq!(View::parse(&h), (v, vec![]));
    }

    #[test]
    fn tie_codes() {
        use Tie::*;
        let af = Ties {
            left: Antagonistic,
            right: Friendly,
        };
        let fa = Ties {
            left: Friendly,
            right: Antagonistic,
        };
        for (text, ties) in [
            ("af", af),
            ("friendly", Ties::both(Friendly)),
            ("friendly,antagonistic", fa),
        ] {
            let (c, n) = cs(&format!("#/cs?tie={text}"));
            assert!(n.is_empty(), "{n:?}");
            assert_eq!(c.ties, ties);
        }
        for bad in ["x", "aff"] {
            let (c, n) = cs(&format!("#/cs?tie={bad}"));
            assert_eq!(c.ties, Ties::default());
            assert!(n[0].message.contains(&format!("`{bad}`")), "{n:?}");
        }
    }

    #[test]
    fn nim_links_default_to_normal_play() {
        let (v, n) = View::parse("#/tree?nim=1,2,3");
        assert!(n.is_empty());
        let PageState::Tree(t) = v.state else {
            panic!("expected the tree page")
        };
        assert_eq!((t.nim, t.mode), (Some(vec![1, 2, 3]), Variant::Normal));
    }

    #[test]
    fn old_play_codes_open_and_links_use_the_one_vocabulary() {
        for (old, variant) in [("n", Variant::Normal), ("m", Variant::Misere)] {
            let (c, n) = cs(&format!("#/cs?s=2,3&x=7&play={old}"));
            assert!(n.is_empty());
            assert_eq!(c.line.0, variant);
            let hash = View {
                state: PageState::Cs(c),
                embed: false,
                ..View::default()
            }
            .to_hash();
            assert!(
                hash.ends_with(&format!("play={}", variant.code())),
                "{hash}"
            );
        }
        let (t, n) = View::parse("#/tree?s=2,3&x=7&mode=m");
        assert!(n.is_empty());
        assert!(matches!(t.state, PageState::Tree(ref s) if s.mode == Variant::Misere));
    }

    #[test]
    fn percent_encoded_commas_are_read() {
        let (c, n) = cs("#/cs?s=2%2C3");
        assert!(n.is_empty());
        assert_eq!(c.moves, CsMoves::Symmetric(vec![2, 3]));
    }
}

// crates/app/src/permalink/show.rs
mod show {
    use pebbles::permalink::{View, *};
    use pebbles::state::Page;

    #[test]
    fn show_reads_the_page_panels_in_order_and_names_bad_tokens() {
        let mut n = Vec::new();
        let got = parse_show("table,chart,zzz,matrix,table", Page::Cs, &mut n);
        assert_eq!(got, Some(vec![Panel::Chart, Panel::Table]));
        assert_eq!(n.len(), 2, "{n:?}");
        assert!(n[0].message.starts_with("`zzz`: not a panel of this page"));
        assert!(n[1].message.contains("`matrix`") && n[1].message.contains("chart,table,play"));
        let mut n = Vec::new();
        assert_eq!(parse_show("nope", Page::Bcs, &mut n), None);
        assert_eq!(n.len(), 1);
        assert!(parse_show("", Page::Tree, &mut n).is_none());
    }

    #[test]
    fn every_panel_has_one_code_and_a_page() {
        for p in Panel::ALL {
            assert_eq!(p.code().parse::<Panel>(), Ok(p));
            assert!(
                Page::ALL.iter().any(|&page| Panel::of(page).contains(&p)),
                "{p}"
            );
        }
        // Pages whose result is one piece have no panels to pick.
        let single = [
            Page::Efg,
            Page::Search,
            Page::Scoring,
            Page::Gallery,
            Page::About,
        ];
        assert!(Page::ALL
            .iter()
            .all(|&p| single.contains(&p) || !Panel::of(p).is_empty()));
    }

    #[test]
    fn scales_in_quarters_from_one_to_three() {
        for (text, q, back) in [
            ("1", 4, "1"),
            ("1.25", 5, "1.25"),
            ("1.50", 6, "1.5"),
            ("1.75", 7, "1.75"),
            ("2", 8, "2"),
            ("3.0", 12, "3"),
        ] {
            let s: Scale = text.parse().unwrap();
            assert_eq!((s.quarters(), s.to_string().as_str()), (q, back));
        }
        for bad in ["0.75", "3.25", "1.3", "x", "", "NaN", "inf", "-1"] {
            let e = bad.parse::<Scale>().unwrap_err();
            assert_eq!(e.token, bad.trim(), "{bad}");
        }
    }

    #[test]
    fn show_and_scale_round_trip_through_the_hash() {
        let hash = "#/bcs?s=1&tb=5&heaps=0..12&show=table,matrix&scale=1.5&embed=1";
        let (v, n) = View::parse(hash);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(v.show, Some(vec![Panel::Table, Panel::Matrix]));
        assert_eq!(v.scale.to_string(), "1.5");
        assert!(v.embed);
        let written = v.to_hash();
        assert!(
            written.ends_with("&show=table,matrix&scale=1.5&embed=1"),
            "{written}"
        );
        assert_eq!(View::parse(&written), (v, vec![]));
        // Canonical: page order, duplicates dropped, scale 1 and no show omitted.
        let (v, _) = View::parse("#/cs?s=2,3&show=table,chart,table&scale=1.0");
        assert!(
            v.to_hash().ends_with("&show=chart,table"),
            "{}",
            v.to_hash()
        );
        let (v, n) = View::parse("#/cs?s=2,3&scale=5");
        assert!(v.scale.is_one());
        assert_eq!(
            (n[0].param.as_str(), n[0].message.starts_with("`5`")),
            ("scale", true)
        );
    }

    #[test]
    fn the_embed_snippet_and_page_edits_keep_show_and_scale() {
        use pebbles::view_model::app::{embed_snippet, with_state};
        let (v, _) = View::parse("#/cs?s=2,3&show=table&scale=2");
        let snippet = embed_snippet("https://example.org/", &v);
        assert!(
            snippet.contains("#/cs?s=2,3&heaps=0..20&show=table&scale=2&embed=1\""),
            "{snippet}"
        );
        let next = with_state(&v, v.state.clone());
        assert_eq!((next.show, next.scale), (v.show.clone(), v.scale));
    }
}

// crates/app/src/permalink/tree.rs
mod tree {
    use pebbles::games::common::{Player, Ties, Variant};
    use pebbles::games::cumulative_subtraction::Rules;
    use pebbles::games::game_tree::{GraphSpec, NimSpec, NODE_BUDGET};
    use pebbles::state::*;

    #[test]
    fn a_state_becomes_the_spec_of_its_graph() {
        let st = TreeState {
            moves: CsMoves::Partizan {
                left: vec![3, 2],
                right: vec![1],
            },
            view: TreeView::Cgt,
            merge: true,
            cumulations: (4, 1),
            first: Player::Right,
            ..TreeState::default()
        };
        let GraphSpec::Cs(spec) = GraphSpec::from(&st) else {
            panic!("expected a subtraction game");
        };
        assert_eq!(spec.rules, Rules::partizan(vec![2, 3], vec![1]));
        assert_eq!(
            (spec.heap, spec.mode, spec.view),
            (7, Variant::SelfInterest, TreeView::Cgt)
        );
        assert_eq!(
            (spec.cumulations, spec.first, spec.merge),
            ((4, 1), Player::Right, true)
        );
        assert_eq!((spec.ties, spec.budget), (Ties::default(), NODE_BUDGET));
        let nim = TreeState {
            nim: Some(vec![1, 2]),
            mode: Variant::Misere,
            ..TreeState::default()
        };
        assert_eq!(
            GraphSpec::from(&nim),
            GraphSpec::Nim(NimSpec {
                heaps: vec![1, 2],
                mode: Variant::Misere,
                budget: NODE_BUDGET
            })
        );
    }

    #[test]
    fn views_write_their_code() {
        for view in TreeView::CS {
            let st = TreeState {
                view,
                ..TreeState::default()
            };
            let mut out = Vec::new();
            st.to_params(&mut out);
            let written = out.iter().find(|p| p.0 == "view").map(|p| p.1.as_str());
            let expected = (view != TreeView::Tree).then_some(view.code());
            assert_eq!(written, expected);
        }
    }
}
