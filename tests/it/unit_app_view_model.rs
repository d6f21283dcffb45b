//! Unit tests of pebbles-app's BCS, gallery and app view-models, moved from
//! the crate's `src/`: the crate has no unit-test harness (`test = false`),
//! so that `cargo test` compiles it once. One module a source file, named
//! after it.

// crates/app/src/view_model/app.rs
mod app {
    use pebbles::permalink::View;
    use pebbles::state::{Page, PageState};
    use pebbles::view_model::app::*;

    const BASE: &str = "https://example.org/pebbles/";

    #[test]
    fn links_and_snippet() {
        let (view, _) = View::parse("#/cs?s=1,2");
        assert_eq!(link(BASE, &view), format!("{BASE}#/cs?s=1,2&heaps=0..20"));
        let snippet = embed_snippet(BASE, &view);
        assert!(snippet.starts_with(
            "<iframe src=\"https://example.org/pebbles/#/cs?s=1,2&heaps=0..20&embed=1\" \
             title=\"Pebbles: Cumulative Subtraction\" width=\"720\" height=\"520\" \
             style=\"border:0;max-width:100%\" loading=\"lazy\" data-pebbles></iframe>\n<script>"
        ));
        assert!(snippet.contains(HEIGHT_MESSAGE) && snippet.ends_with("</script>"));
        let (embedded, _) = View::parse("#/about?embed=1");
        assert_eq!(full_link(BASE, &embedded), format!("{BASE}#/about"));
        let next = with_state(&embedded, PageState::default_for(Page::Bcs));
        assert!(next.embed);
        assert_eq!(next.state.page(), Page::Bcs);
    }
}

// crates/app/src/view_model/gallery.rs
mod gallery {
    use pebbles::state::Page;
    use pebbles::view_model::gallery::*;

    #[test]
    fn ids_are_unique_slugs_and_seeds_known() {
        let mut ids: Vec<&str> = ENTRIES.iter().map(|e| e.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), ENTRIES.len());
        for e in &ENTRIES {
            assert!(
                e.id.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'),
                "{}",
                e.id
            );
            assert!(SEEDS.iter().any(|(s, _)| *s == e.seed), "{}", e.id);
            assert!(!e.checks.is_empty(), "{}", e.id);
        }
    }

    #[test]
    fn citations_name_the_paper() {
        let e = ENTRIES
            .iter()
            .find(|e| e.seed == 0 && e.citation == "Example 2");
        assert_eq!(citation(e.unwrap()), "Larsson, Meir & Zick, Example 2");
        assert!(ENTRIES.iter().all(|e| !citation(e).contains("seed")));
    }

    #[test]
    fn every_page_with_entries_lists_them() {
        assert!(entries_of(Page::Cs).len() >= 2);
        assert!(entries_of(Page::About).is_empty());
        let total: usize = Page::ALL.iter().map(|&p| entries_of(p).len()).sum();
        assert_eq!(total, ENTRIES.len());
        assert_eq!(filtered(None).len(), ENTRIES.len());
        assert_eq!(
            SEEDS
                .iter()
                .map(|(s, _)| filtered(Some(*s)).len())
                .sum::<usize>(),
            ENTRIES.len()
        );
    }
}

// crates/app/src/view_model/mod.rs
mod view_model {
    use pebbles::games::common::{Player, Tie, Ties, Variant};
    use pebbles::view_model::*;

    #[test]
    fn options_come_from_the_vocabulary() {
        assert_eq!(
            named_options::<Tie>(),
            [("a", "antagonistic".to_string()), ("f", "friendly".into())]
        );
        let first = options(|p: Player| format!("{p} moves first"));
        assert_eq!(first[1], ("r", "Right moves first".to_string()));
        let codes: Vec<&str> = named_options::<Ties>().iter().map(|o| o.0).collect();
        assert_eq!(codes, ["a", "f", "af", "fa"]);
        for (v, (code, name)) in Variant::ALL.into_iter().zip(named_options::<Variant>()) {
            assert_eq!(
                (chosen(code, Variant::ZeroSum), name.as_str()),
                (v, v.name())
            );
        }
        assert_eq!(chosen("f", Tie::Antagonistic), Tie::Friendly);
        assert_eq!(chosen("??", Player::Right), Player::Right);
    }
}

// crates/app/src/view_model/bcs.rs
mod bcs {
    use pebbles::games::bidding::Player;
    use pebbles::jobs::{run, BcsRequest, BcsTableResult, JobRequest, JobResult};
    use pebbles::state::BcsState;
    use pebbles::view_model::bcs::*;
    use pebbles::view_model::grid::GridWindow;

    fn solved(st: &BcsState) -> BcsTableResult {
        let Ok(JobResult::BcsTable(t)) = run(JobRequest::BcsTable(BcsRequest::from(st))) else {
            panic!("expected a table");
        };
        *t
    }

    #[test]
    fn clicks_and_the_marker_select_are_actions() {
        let st = BcsState::default();
        let st = reduce(&st, BcsAction::SelectCell(9, 6)).unwrap();
        assert_eq!(st.matrix, Some((9, 6)));
        assert_eq!(matrix_text(&st), "9,6");
        let st = reduce(&st, marker_action("r")).unwrap();
        assert_eq!(st.marker, Player::Right);
        assert_eq!(marker_options()[1].0, st.marker.code());
        let st = reduce(&st, marker_action("l")).unwrap();
        assert_eq!(st.marker, Player::Left);
    }

    #[test]
    fn plotted_budgets_default_to_the_ends_and_the_middle() {
        let mut st = BcsState::default();
        assert_eq!(plotted(&st), vec![0, 4, 9]);
        st.total_budget = 0;
        assert_eq!(plotted(&st), vec![0]);
        st.plot = vec![3];
        assert_eq!(plotted(&st), vec![3]);
    }

    /// A window of a big table holds exactly its rows and columns.
    #[test]
    fn a_windowed_table_holds_only_its_window() {
        let st = BcsState {
            total_budget: 100,
            heaps: (0, 300),
            matrix: Some((150, 95)),
            ..BcsState::default()
        };
        let t = solved(&st);
        let w = pebbles::view_model::grid::grid_window(301, 101, (3900.0, 0.0), (260.0, 260.0));
        let rows = table_rows(&t, st.marker, st.matrix, &w);
        assert_eq!(rows.len() as u32, w.rows.1 - w.rows.0);
        assert_eq!(rows[0].x, w.rows.0);
        assert_eq!(rows[0].cells.len() as u32, w.cols.1 - w.cols.0);
        assert_eq!(rows[0].cells[0].p, 100 - w.cols.0);
        let all = GridWindow::all(301, 101);
        let whole = table_rows(&t, st.marker, st.matrix, &all);
        let x = rows[3].x as usize;
        assert_eq!(
            rows[3].cells[2].value,
            whole[x].cells[w.cols.0 as usize + 2].value
        );
        assert!(rows.iter().flat_map(|r| &r.cells).any(|c| c.selected));
    }

    /// Example 11 (TB = 5): row 2 reads 2 2 0 0 0 −2 from p = 5 down.
    #[test]
    fn the_table_is_laid_out_like_the_paper() {
        let st = BcsState {
            total_budget: 5,
            heaps: (0, 12),
            matrix: Some((2, 3)),
            ..BcsState::default()
        };
        let t = solved(&st);
        let window = GridWindow::all(t.left_marker.len() as u32, t.total_budget + 1);
        let rows = table_rows(&t, st.marker, st.matrix, &window);
        assert_eq!(rows.len(), 13);
        let row2: Vec<i64> = rows[2].cells.iter().map(|c| c.value).collect();
        assert_eq!(row2, vec![2, 2, 0, 0, 0, -2]);
        assert_eq!(rows[2].cells[0].p, 5);
        assert_eq!(rows[2].parity, "even");
        assert!(
            rows[2].cells[2].selected && rows[2].cells.iter().filter(|c| c.selected).count() == 1
        );
        assert!(
            rows[2].cells[0].title.contains("moves"),
            "{}",
            rows[2].cells[0].title
        );
        assert!(rows[12].periodic && !rows[0].periodic);
        assert!(
            period_text(&t).starts_with("Periodic from heap 7 with period 2"),
            "{}",
            period_text(&t)
        );
        let lines = check_lines(&t.checks, t.plain);
        assert_eq!(lines.len(), 9);
        assert_eq!(lines[0].text, "U(A) budget monotonicity: holds");
        assert_eq!(lines[8].ok, None);
        let m = t.matrix.clone().unwrap().unwrap();
        assert_eq!(
            matrix_title(&m),
            "Bidding matrix at x = 2, p = 3, q = 2 (Left holds the marker)"
        );
        assert_eq!(matrix_rows(&m).len(), 3);
        assert!(t
            .matrix_plays
            .iter()
            .map(play_text)
            .all(|s| s.contains("removes 1")));
        assert_eq!(forced_rows(&t)[0][0], "1");
        assert!(!t.edges.is_empty());
    }

    #[test]
    fn small_texts() {
        assert_eq!(matrix_cell(None), "·");
        assert_eq!(matrix_cell(Some(-3)), "-3");
        assert_eq!(dash(None), "–");
        assert_eq!(yes_no(Some(false)), "fails");
        let st = BcsState {
            bids: Some(vec![0, 2]),
            ..BcsState::default()
        };
        assert_eq!(bids_text(&st), "0,2");
    }

    #[test]
    fn lowering_the_budget_drops_what_no_longer_fits() {
        let mut st = BcsState::default();
        st = reduce(&st, BcsAction::TotalBudget("9".into())).unwrap();
        st = reduce(&st, BcsAction::Bids("0,2,8".into())).unwrap();
        st = reduce(&st, BcsAction::Plot("1,9".into())).unwrap();
        st = reduce(&st, BcsAction::Matrix("9,6".into())).unwrap();
        st = reduce(&st, BcsAction::TotalBudget("5".into())).unwrap();
        assert_eq!(st.bids, Some(vec![0, 2]));
        assert_eq!(st.plot, vec![1]);
        assert_eq!(st.matrix, None);
        assert_eq!(
            reduce(&st, BcsAction::Moves("".into()))
                .unwrap_err()
                .message,
            "give at least one amount"
        );
        assert_eq!(
            reduce(&st, BcsAction::Bids("7".into())).unwrap_err().token,
            "7"
        );
    }

    #[test]
    fn partizan_toggle_sets_weights_and_penalty() {
        let st = BcsState::default();
        let on = reduce(&st, BcsAction::Partizan(true)).unwrap();
        assert_eq!(
            (on.moves.clone(), on.right.clone()),
            (vec![1], Some(vec![1]))
        );
        let l = reduce(&on, BcsAction::Left("1,2".into())).unwrap();
        assert_eq!(
            (l.moves.clone(), l.right.clone()),
            (vec![1, 2], Some(vec![1]))
        );
        let r = reduce(&l, BcsAction::Right(String::new())).unwrap();
        assert_eq!(r.right, Some(vec![]));
        let e = reduce(&r, BcsAction::Left(" ".into())).unwrap_err();
        assert!(e.to_string().contains("at least one player"), "{e}");
        let w = reduce(&l, BcsAction::RightWeights("2*a".into())).unwrap();
        assert_eq!(w.wr.as_deref(), Some("2*a"));
        let e = reduce(&w, BcsAction::LeftWeights("a +* 1".into())).unwrap_err();
        assert!(e.to_string().contains("position 4"), "{e}");
        let t = reduce(&w, BcsAction::Penalty("-1".into())).unwrap();
        assert_eq!(t.tau.as_deref(), Some("-1"));
        let cleared = reduce(&t, BcsAction::Penalty(" ".into())).unwrap();
        assert_eq!(cleared.tau, None);
        let off = reduce(&t, BcsAction::Partizan(false)).unwrap();
        assert_eq!(off.right, None);
        // The job carries the rules: Right's moves weigh double, τ = −1.
        let res = solved(&BcsState {
            heaps: (0, 2),
            total_budget: 0,
            ..t
        });
        // Heap 0: nobody moves, τ. Heap 1, Left to move: 1 + τ(0).
        assert_eq!(res.left_marker[0], [-1]);
        assert_eq!(res.left_marker[1], [0]);
        // Heap 1, Right to move: −2 + τ(0) = −3.
        assert_eq!(res.right_marker[1], [-3]);
        // Lemmas of the symmetric game do not apply: n/a, not "fails".
        assert!(!res.plain);
        let lines = check_lines(&res.checks, res.plain);
        assert!(lines
            .iter()
            .any(|l| l.text == "Lemma 20 sign border: n/a" && l.ok.is_none()));
    }

    #[test]
    fn limit_table_is_figure_1() {
        let t = solved(&BcsState {
            total_budget: 8,
            heaps: (0, 2),
            ..BcsState::default()
        });
        let lt = limit_table(&t).unwrap();
        assert_eq!(lt.header[0], "(x, 8^)");
        assert_eq!(lt.rows[0].0, "x even");
        // Figure 1, the rows as printed, labels corrected.
        assert_eq!(lt.rows[0].1.join(" "), "+4 +4 +2 +2 0 0 −2 −2 −4");
        assert_eq!(lt.rows[1].1.join(" "), "+5 +3 +3 +1 +1 −1 −1 −3 −3");
        assert!(lt.note.contains("misprint"));
    }

    #[test]
    fn a_failing_weight_ends_the_rows_with_a_message() {
        let st = BcsState {
            wl: Some("if(n > 5, a / 2, a)".into()),
            total_budget: 2,
            heaps: (0, 20),
            ..BcsState::default()
        };
        let t = solved(&st);
        assert_eq!(t.left_marker.len(), 6);
        let text = period_text(&t);
        assert!(text.contains("Stopped after heap 5"), "{text}");
        assert!(text.contains("a = 1, n = 6"), "{text}");
    }

    #[test]
    fn presets_load_the_zugzwang_rules() {
        let st = reduce(&BcsState::default(), BcsAction::Preset("zugzwang-b".into())).unwrap();
        assert_eq!(
            (st.moves.clone(), st.right.clone()),
            (vec![], Some(vec![1]))
        );
        assert_eq!((st.total_budget, st.wr.as_deref()), (1, Some("-1")));
        assert!(reduce(&st, BcsAction::Preset("nope".into())).is_err());
        assert_eq!(preset_options().len(), 3);
        let t = solved(&BcsState {
            heaps: (0, 1),
            ..st
        });
        // Example 2.1: ν̂_1(x₁) = 0 < ν_1(x₁) = 1.
        assert_eq!((t.left_marker[1][1], t.right_marker[1][1]), (0, 1));
    }

    #[test]
    fn overrides_reach_the_job() {
        let st = reduce(&BcsState::default(), BcsAction::Map("2:2;3:".into())).unwrap();
        assert_eq!(st.map.get(&3), Some(&vec![]));
        assert!(reduce(&st, BcsAction::Map("2".into())).is_err());
        let t = solved(&BcsState {
            total_budget: 0,
            heaps: (0, 3),
            ..st
        });
        // S = {1} but heap 2 allows only 2 and heap 3 nothing: Left takes 2.
        assert_eq!(t.left_marker[2], [2]);
        assert_eq!(t.left_marker[3], [0]);
    }

    #[test]
    fn a_cell_detail_says_what_hover_says() {
        let c = TableCell {
            x: 7,
            p: 3,
            value: 2,
            title: "bids 1:0".into(),
            selected: false,
        };
        assert_eq!(cell_detail(&c), "x = 7, p = 3: value 2; bids 1:0");
        let c = TableCell {
            title: String::new(),
            ..c
        };
        assert!(cell_detail(&c).starts_with("x = 7, p = 3: value 2 (click"));
    }
}

// crates/app/src/view_model/bcs/checks.rs
mod checks {
    use pebbles::jobs::{run, BcsRequest, JobRequest, JobResult};
    use pebbles::state::BcsState;
    use pebbles::view_model::bcs::*;

    fn view(st: &BcsState) -> ChecksView {
        let Ok(JobResult::BcsTable(t)) = run(JobRequest::BcsTable(BcsRequest::from(st))) else {
            panic!("expected a table");
        };
        checks_view(&t.checks, t.plain, st)
    }

    #[test]
    fn a_misprint_of_the_paper_is_a_note_not_an_alarm() {
        // The page's default, TB = 9 (odd): Lemma 22 fails as printed.
        let v = view(&BcsState::default());
        let lemma = v
            .lines
            .iter()
            .find(|l| l.0.starts_with("Lemma 22"))
            .unwrap();
        assert_eq!(lemma.1, Mark::PaperNote, "{v:?}");
        assert!(v.lines.iter().all(|l| l.1 != Mark::Fails), "{v:?}");
        assert!(v.summary.starts_with("Checks of the paper's statements: "));
        assert!(
            v.summary.ends_with(
                "a misprint or a false statement of the paper: Lemma 22 bounded outcome"
            ),
            "{}",
            v.summary
        );
        // An even budget: it holds.
        let even = view(&BcsState {
            total_budget: 8,
            ..BcsState::default()
        });
        assert!(even
            .lines
            .iter()
            .any(|l| l.0.starts_with("Lemma 22") && l.1 == Mark::Holds));
        assert!(!even.summary.contains("misprint"), "{}", even.summary);
    }
}

// crates/app/src/view_model/gallery/rulesets.rs
mod rulesets {
    use pebbles::games::classical::RulesetId;
    use pebbles::permalink::View;
    use pebbles::state::PageState;
    use pebbles::view_model::gallery::rulesets::*;

    #[test]
    fn every_ruleset_has_a_card_with_a_value_and_a_link() {
        let cards: Vec<RulesetCard> = cards().into_iter().map(Result::unwrap).collect();
        // The loopy rulesets have no card: the gallery computes its cards
        // in the page's module, which has no loopy engine.
        let offered = RulesetId::all().filter(|r| !r.info().loopy).count();
        assert_eq!(cards.len(), offered);
        assert!(offered >= 14 && RulesetId::all().count() > offered);
        for c in &cards {
            assert!(c.value.is_ok(), "{}: {:?}", c.id, c.value);
            assert!(c.svg.starts_with("<svg"), "{}", c.id);
            let (back, notices) = View::parse(&c.hash);
            assert!(notices.is_empty(), "{}: {notices:?}", c.hash);
            assert!(matches!(back.state, PageState::Classical(_)));
        }
        let value = |id: &str| {
            let c = cards.iter().find(|c| c.id == id).unwrap();
            c.value.clone().unwrap()
        };
        // The values published with CGSuite (tests/classical_rulesets.rs).
        assert_eq!(value("domineering"), "{1/2|-2} (N)");
        assert_eq!(value("clobber"), "{^^*|*,v} (N)");
        assert_eq!(value("nim"), "*2 (N)");
    }

    /// The loopy rulesets' cards (issue 38): one per loopy ruleset of the
    /// registry, each value written in the catalogue equal to what the
    /// page's job (the script worker's) computes for its position, a draw
    /// among them, and each link opening that position.
    #[test]
    fn every_loopy_ruleset_has_a_card_whose_value_the_worker_computes() {
        let cards: Vec<RulesetCard> = loopy_cards().into_iter().map(Result::unwrap).collect();
        let loopy: Vec<&str> = RulesetId::all()
            .filter(|r| r.info().loopy)
            .map(|r| r.info().id)
            .collect();
        let ids: Vec<&str> = cards.iter().map(|c| c.id).collect();
        assert_eq!(ids, loopy, "one card per loopy ruleset, in registry order");
        for (c, data) in cards.iter().zip(&LOOPY_CARDS) {
            assert!(c.svg.starts_with("<svg"), "{}", c.id);
            assert!(c.about.is_some_and(|a| !a.is_empty()), "{}", c.id);
            let (back, notices) = View::parse(&c.hash);
            assert!(notices.is_empty(), "{}: {notices:?}", c.hash);
            let PageState::Classical(s) = back.state else {
                panic!("{}", c.hash)
            };
            let pebbles::state::Position::Boards(r, boards) = s.position else {
                panic!("{}: {:?}", c.hash, s.position)
            };
            assert_eq!(
                (r.info().id, boards.join("+")),
                (c.id, data.position.into())
            );
            assert_eq!(
                value(r, boards),
                Ok(data.value.to_string()),
                "{}: the card's value is the job's",
                c.id
            );
        }
        let values: Vec<&str> = LOOPY_CARDS.iter().map(|c| c.value).collect();
        assert_eq!(values, ["dud (D)", "over (L)", "off (R)"]);
        assert!(DRAW_NOTE.contains("draw (outcome D)"));
    }
}
