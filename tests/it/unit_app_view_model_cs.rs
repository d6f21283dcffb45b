//! Unit tests of pebbles-app's CS, CS scoring, scoring and carry view-models,
//! moved from the crate's `src/`: the crate has no unit-test harness (`test =
//! false`), so that `cargo test` compiles it once. One module a source file,
//! named after it.

// crates/app/src/view_model/cs.rs
mod cs {
    use pebbles::games::common::{Player, Tie, Variant};
    use pebbles::jobs::{CsTableResult, Listed};
    use pebbles::state::{Columns, CsState, MovesSlot};

    #[test]
    fn jump_to_heap_finds_its_page() {
        let p = Pager::new(1000, 0);
        assert_eq!(p.page_of_heap(10, "10"), Some(0));
        assert_eq!(p.page_of_heap(10, " 509 "), Some(4));
        assert_eq!(p.page_of_heap(10, "1009"), Some(9));
        assert_eq!(p.page_of_heap(10, "1010"), None);
        assert_eq!(p.page_of_heap(10, "9"), None);
        assert_eq!(p.page_of_heap(10, "x"), None);
    }

    use pebbles::jobs::{run, CsRequest, JobRequest, JobResult};
    use pebbles::state::CsMoves;
    use pebbles::view_model::cs::*;

    fn table(st: &CsState) -> CsTableResult {
        match run(JobRequest::CsTable(CsRequest::from(st))) {
            Ok(JobResult::CsTable(t)) => t,
            other => panic!("expected a table, got {other:?}"),
        }
    }

    fn listed(shown: &[u32], total: usize) -> Listed {
        Listed {
            shown: shown.to_vec(),
            total,
        }
    }

    #[test]
    fn edits_apply_or_name_the_token() {
        let st = CsState::default();
        let next = reduce(&st, CsAction::Moves(MovesSlot::S, "1..3".into())).unwrap();
        assert_eq!(next.moves, CsMoves::Symmetric(vec![1, 2, 3]));
        assert_eq!(
            reduce(&st, CsAction::Heaps("0..9".into())).unwrap().heaps,
            (0, 9)
        );
        let err = reduce(&st, CsAction::Map("2:x".into())).unwrap_err();
        assert_eq!(err.token, "x");
        assert_eq!(
            reduce(&st, CsAction::Moves(MovesSlot::S, "".into()))
                .unwrap_err()
                .message,
            "give at least one amount"
        );
    }

    #[test]
    fn clicks_and_selects_are_actions() {
        let st = CsState::default();
        let apply = |st: &CsState, a| reduce(st, a).unwrap();
        let p = apply(&st, CsAction::TogglePartizan);
        assert_eq!(
            p.moves,
            CsMoves::Partizan {
                left: vec![2, 3],
                right: vec![2, 3]
            }
        );
        assert_eq!(apply(&p, CsAction::TogglePartizan).moves, st.moves);
        let t = apply(&st, CsAction::Tie(Player::Right, Tie::Friendly));
        assert_eq!(
            (t.ties.left, t.ties.right),
            (Tie::Antagonistic, Tie::Friendly)
        );
        let c = apply(&st, CsAction::ToggleColumn(Variant::Misere));
        assert!(!c.cols.misere && c.cols.normal);
        assert_eq!(
            apply(&c, CsAction::ToggleColumn(Variant::Misere)).cols,
            Columns::ALL
        );
        let x = apply(&st, CsAction::Select(Some(7)));
        assert_eq!(x.selected, Some(7));
        assert_eq!(apply(&x, CsAction::Select(None)).selected, None);
        let l = apply(&st, CsAction::PlayVariant(Variant::Misere));
        let l = apply(&l, CsAction::PlayStarter(Player::Right));
        assert_eq!(l.line, (Variant::Misere, Player::Right));
    }

    #[test]
    fn select_values() {
        assert_eq!(
            tie_select(Player::Left),
            ("tie-left".into(), "Left breaks ties".into())
        );
        assert_eq!(
            starter_options(),
            [
                ("l", "Left moves first".to_string()),
                ("r", "Right moves first".into())
            ]
        );
        let ids: Vec<String> = column_toggles().into_iter().map(|c| c.1).collect();
        assert_eq!(ids, ["col-zs", "col-si", "col-n", "col-m", "col-g"]);
        assert_eq!(remoteness_toggle().0, "col-r");
    }

    #[test]
    fn move_lists_read_as_sentences() {
        assert_eq!(describe_moves(&listed(&[], 0)), "no move");
        assert_eq!(describe_moves(&listed(&[3], 1)), "take 3");
        assert_eq!(describe_moves(&listed(&[2, 3], 2)), "take 2 or 3");
        assert_eq!(describe_moves(&listed(&[1, 2, 3], 3)), "take 1, 2 or 3");
        assert_eq!(
            describe_moves(&listed(&[1, 2], 7)),
            "take 1, 2, or one of 5 more"
        );
        assert_eq!(
            both_starters(&[listed(&[2], 1), listed(&[], 0)]),
            "optimal — Left first: take 2; Right first: no move"
        );
    }

    #[test]
    fn rows_show_the_chosen_columns() {
        let st = CsState {
            heaps: (0, 9),
            ..CsState::default()
        };
        let t = table(&st);
        let all = rows(&t, 0, Columns::ALL, Some(7));
        assert_eq!(all.len(), 10);
        let r7 = &all[7];
        assert!(r7.selected && r7.periodic && !all[4].periodic);
        let texts: Vec<&str> = r7.cells.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(texts, ["1", "-1", "(4, 3)", "(3, 4)", "N", "P", "1"]);
        assert_eq!(r7.cells[0].title, "Left to move: take 2");
        assert!(r7.cells[4].title.starts_with("optimal — Left first: "));
        assert_eq!(all[5].cells[6].title, "every move loses");
        let cols = Columns {
            zero_sum: false,
            misere: false,
            ..Columns::ALL
        };
        let some = rows(&t, 0, cols, None);
        assert_eq!(some[7].cells.len(), 4);
        assert!(!some[7].selected);
        assert!(rows(&t, 1, Columns::ALL, None).is_empty());
    }

    #[test]
    fn remoteness_shows_beside_each_class_when_asked_for() {
        let off = CsState {
            heaps: (0, 9),
            ..CsState::default()
        };
        let on = reduce(&off, CsAction::ToggleRemoteness).unwrap();
        assert!(on.cols.remoteness && !off.cols.remoteness);
        // A table solved without remoteness draws no remoteness column.
        let plain = table(&off);
        assert!(!shown_columns(on.cols, &plain).remoteness);
        let t = table(&on);
        let c = shown_columns(on.cols, &t);
        assert!(c.remoteness);
        assert_eq!(column_count(c), column_count(Columns::ALL) + 2);
        let r7 = &rows(&t, 0, on.cols, None)[7];
        let texts: Vec<&str> = r7.cells.iter().map(|c| c.text.as_str()).collect();
        // S = {2, 3}, heap 7: normal N, the mover wins in 3 (take 2 to 5);
        // misère P, the mover loses in 3.
        assert_eq!(texts[4..], ["N", "3 / 3", "P", "3 / 3", "1"]);
        assert_eq!(
            r7.cells[5].title,
            "remoteness: Left to move wins in 3 moves (hurrying); \
             Right to move wins in 3 moves (hurrying)"
        );
        assert!(r7.cells[7]
            .title
            .contains("Left to move loses in 3 moves (delaying)"));
    }

    #[test]
    fn partizan_tables_have_no_grundy_column() {
        let st = CsState {
            moves: CsMoves::Partizan {
                left: vec![2, 3],
                right: vec![1, 4],
            },
            heaps: (0, 3),
            ..CsState::default()
        };
        let t = table(&st);
        assert!(!shown_columns(Columns::ALL, &t).grundy);
        assert_eq!(rows(&t, 0, Columns::ALL, None)[3].cells.len(), 6);
        assert_eq!(
            period_lines(&t),
            [format!(
                "Zero-sum: no period found in heaps 0..10000, where this page stops looking \
                     ({})",
                pebbles::view_model::explain::LIMIT_NOTE
            )]
        );
    }

    #[test]
    fn periods_timing_and_chart() {
        let t = table(&CsState::default());
        assert_eq!(
            period_lines(&t),
            [
                "Zero-sum: periodic from heap 5 with period 6",
                "Grundy: periodic from heap 0 with period 5"
            ]
        );
        assert_eq!(timing(&t, 12.4), "Solved heaps 0..10000 in 12 ms.");
        let (heaps, zs, sl, sr) = chart_series(&t);
        assert_eq!(heaps.len(), 21);
        assert_eq!((zs[5], sl[5], sr[5]), (1, 3, 2));
        assert!(chart_svg(&t).unwrap().starts_with("<svg"));
    }

    #[test]
    fn pager_clamps_and_counts() {
        let p = Pager::new(250, 9);
        assert_eq!((p.current, p.pages), (2, 3));
        assert_eq!(p.text(), " rows 201–250 of 250 ");
        assert_eq!(p.turned(1), 2);
        assert_eq!(p.turned(-1), 1);
        assert_eq!(Pager::new(250, 0).turned(-1), 0);
        assert_eq!(Pager::new(0, 0).pages, 1);
    }

    #[test]
    fn play_lines_as_text() {
        let req = CsRequest::from(&CsState::default());
        let Ok(JobResult::CsPlay(p)) = run(JobRequest::CsPlay(req.clone(), 7)) else {
            panic!("expected play lines");
        };
        let PlayText::Steps { steps, summary } = play_text(&p, Variant::SelfInterest, Player::Left)
        else {
            panic!("expected steps");
        };
        assert_eq!(steps[0], "Left takes 2 → heap 5, pockets (2, 0)");
        assert_eq!(summary, "3 moves; final pockets (4, 3).");
        let PlayText::Steps { steps, summary } = play_text(&p, Variant::Normal, Player::Left)
        else {
            panic!("expected steps");
        };
        // Whoever made the last move listed wins in normal play.
        let last = steps.last().unwrap().split(' ').next().unwrap().to_string();
        assert!(
            summary.ends_with(&format!("; {last} moved last and wins (normal play, ±1).")),
            "{summary}"
        );
        assert_eq!(
            play_text(&p, Variant::Grundy, Player::Left),
            PlayText::Missing
        );
        let Ok(JobResult::CsPlay(p)) = run(JobRequest::CsPlay(req, 1)) else {
            panic!("expected play lines");
        };
        assert_eq!(
            play_text(&p, Variant::ZeroSum, Player::Right),
            PlayText::Stuck(
                "Right cannot move from heap 1: play ends at once; zero-sum value Left − Right = 0."
                    .into()
            )
        );
        assert_eq!(play_title(7), "Optimal play from heap 7");
    }
}

// crates/app/src/view_model/carry.rs
mod carry {
    use pebbles::permalink::View;
    use pebbles::state::{Page, PageState};
    use pebbles::view_model::carry::*;

    fn view(hash: &str) -> View {
        let (v, notices) = View::parse(hash);
        assert!(notices.is_empty(), "{hash}: {notices:?}");
        v
    }

    /// A session showing `hash`.
    fn start(hash: &str) -> (Session, View) {
        let mut s = Session::default();
        let v = view(hash);
        s.observe(&v);
        (s, v)
    }

    /// Follows the navigation link to `page`; returns the view shown.
    fn go(s: &mut Session, from: &View, page: Page) -> View {
        let to = s.link(from, page);
        s.observe(&to);
        to
    }

    /// Edits the current page to the view of `hash`.
    fn edit(s: &mut Session, hash: &str) -> View {
        let v = view(hash);
        s.observe(&v);
        v
    }

    fn hash(s: &Session, from: &View, page: Page) -> String {
        s.link(from, page).to_hash()
    }

    #[test]
    fn cs_and_tree_share_the_set_the_ties_and_the_heap() {
        let (mut s, cs) = start("#/cs?s=1,4&heaps=0..20&tie=f&x=9");
        assert_eq!(hash(&s, &cs, Page::Tree), "#/tree?s=1,4&x=9&mode=si&tie=f");
        let tree = go(&mut s, &cs, Page::Tree);
        let tree = edit(&mut s, &format!("{}&view=dag", tree.to_hash()));
        // Nothing shared changed on the tree page: #/cs comes back as it was.
        assert_eq!(s.link(&tree, Page::Cs), cs);
        let tree = edit(&mut s, "#/tree?l=2&r=3&x=11&mode=si&tie=af&view=dag");
        assert_eq!(
            hash(&s, &tree, Page::Cs),
            "#/cs?l=2&r=3&heaps=0..20&tie=af&x=11"
        );
    }

    #[test]
    fn the_tree_heap_without_a_play_line_does_not_select_one() {
        let (mut s, cs) = start("#/cs?s=1,4&heaps=0..20");
        let tree = go(&mut s, &cs, Page::Tree);
        assert_eq!(tree.to_hash(), "#/tree?s=1,4&x=7&mode=si");
        // x = 7 is the tree page's default, met on arrival: not a change.
        assert_eq!(s.link(&tree, Page::Cs), cs);
    }

    #[test]
    fn cs_and_bcs_share_the_sets_the_overrides_and_the_heaps() {
        let (mut s, cs) = start("#/cs?l=1,2&r=3&heaps=5..30&map=4:1");
        assert_eq!(
            hash(&s, &cs, Page::Bcs),
            "#/bcs?l=1,2&r=3&map=4:1&tb=9&heaps=5..30"
        );
        go(&mut s, &cs, Page::Bcs);
        let bcs = edit(&mut s, "#/bcs?s=2&map=4:1&tb=6&heaps=0..12");
        assert_eq!(hash(&s, &bcs, Page::Cs), "#/cs?s=2&heaps=0..12&map=4:1");
        // The budget has no place on #/cs but comes back to #/bcs.
        let cs = go(&mut s, &bcs, Page::Cs);
        assert_eq!(hash(&s, &cs, Page::Bcs), bcs.to_hash());
    }

    #[test]
    fn tree_and_bcs_share_the_set() {
        let (mut s, tree) = start("#/tree?s=3,5&x=12&mode=si");
        assert_eq!(hash(&s, &tree, Page::Bcs), "#/bcs?s=3,5&tb=9&heaps=0..40");
        go(&mut s, &tree, Page::Bcs);
        let bcs = edit(&mut s, "#/bcs?l=1&r=2&tb=9&heaps=0..40");
        assert_eq!(hash(&s, &bcs, Page::Tree), "#/tree?l=1&r=2&x=12&mode=si");
    }

    #[test]
    fn games_shares_one_heap_with_cs_and_tree() {
        let (mut s, tree) = start("#/tree?s=2,3&x=12&mode=si");
        assert_eq!(hash(&s, &tree, Page::Games), "#/games?preset=squirrel&x=12");
        go(&mut s, &tree, Page::Games);
        let games = edit(&mut s, "#/games?preset=squirrel&x=15");
        assert_eq!(hash(&s, &games, Page::Tree), "#/tree?s=2,3&x=15&mode=si");
        assert_eq!(hash(&s, &games, Page::Cs), "#/cs?s=2,3&heaps=0..20&x=15");
        // A sum's components carry their own heaps.
        let (mut s, games) = start("#/games?sum=misere:4,squirrel:4");
        let cs = go(&mut s, &games, Page::Cs);
        let cs = edit(&mut s, &format!("{}&x=4", cs.to_hash()));
        assert_eq!(hash(&s, &cs, Page::Games), games.to_hash());
    }

    #[test]
    fn values_a_page_refuses_are_not_carried() {
        // #/tree draws heaps up to 10 000; #/bcs lists heaps up to 100 000.
        let (s, cs) = start("#/cs?s=1,4&heaps=150000..150020&x=150000");
        assert_eq!(hash(&s, &cs, Page::Tree), "#/tree?s=1,4&x=7&mode=si");
        assert_eq!(hash(&s, &cs, Page::Bcs), "#/bcs?s=1,4&tb=9&heaps=0..40");
        // A budget below a bid of the page is refused.
        let bcs = view("#/bcs?s=1&tb=9&heaps=0..40&bids=0,8").state;
        assert_eq!(carry(&bcs, &Setting::Budget(4)), None);
        let PageState::Bcs(b) = carry(&bcs, &Setting::Budget(8)).unwrap() else {
            panic!("a bidding page")
        };
        assert_eq!(b.total_budget, 8);
        // A Nim graph takes no subtraction set.
        let (mut s, cs) = start("#/cs?s=1,4");
        s.left.push((view("#/tree?nim=1,2,3").state, 0));
        assert_eq!(hash(&s, &cs, Page::Tree), "#/tree?nim=1,2,3&mode=normal");
    }

    #[test]
    fn a_change_reaches_pages_left_long_ago() {
        let (mut s, cs) = start("#/cs?s=1,4");
        let tree = go(&mut s, &cs, Page::Tree);
        let bcs = go(&mut s, &tree, Page::Bcs);
        let cs = go(&mut s, &bcs, Page::Cs);
        let cs = edit(&mut s, &cs.to_hash().replace("s=1,4", "s=5"));
        let tree = go(&mut s, &cs, Page::Tree);
        assert_eq!(tree.to_hash(), "#/tree?s=5&x=7&mode=si");
        // #/bcs was left before the change: it gets the new set too.
        assert_eq!(hash(&s, &tree, Page::Bcs), "#/bcs?s=5&tb=9&heaps=0..20");
    }

    #[test]
    fn a_permalink_followed_from_outside_is_a_change() {
        let (mut s, cs) = start("#/cs?s=1,4&heaps=0..20");
        let _tree = go(&mut s, &cs, Page::Tree);
        // The About page's link, say, or an address typed in.
        let bcs = view("#/bcs?s=7&tb=3&heaps=0..10");
        s.observe(&bcs);
        assert_eq!(hash(&s, &bcs, Page::Cs), "#/cs?s=7&heaps=0..10");
        assert_eq!(hash(&s, &bcs, Page::Tree), "#/tree?s=7&x=7&mode=si");
    }

    #[test]
    fn pages_without_shared_settings_come_back_as_left() {
        let (mut s, cl) = start("#/clobber?board=1,2,1&players=2");
        let cs = go(&mut s, &cl, Page::Cs);
        assert_eq!(cs.to_hash(), "#/cs?s=2,3&heaps=0..20");
        assert_eq!(s.link(&cs, Page::Clobber), cl);
        let nav = s.nav_links(&cs);
        assert_eq!(nav.len(), Page::ALL.len());
        assert_eq!(nav[0], (cs.to_hash(), "Cumulative Subtraction", true));
        assert!(nav.iter().any(|n| n.0 == "#/about" && !n.2));
    }

    #[test]
    fn every_default_state_reads_back_unchanged() {
        for page in Page::ALL {
            assert!(accepted(&PageState::default_for(page)), "{page:?}");
        }
    }
}

// crates/app/src/view_model/cs_scoring.rs
mod cs_scoring {
    use pebbles::games::scoring::MAX_CS_HEAP;
    use pebbles::jobs::{run, CsScoringResult, JobRequest, JobResult};
    use pebbles::state::{CsMoves, CsState};
    use pebbles::view_model::cs_scoring::*;

    fn result(st: &CsState) -> CsScoringResult {
        match run(JobRequest::CsScoring(st.into())) {
            Ok(JobResult::CsScoring(r)) => *r,
            other => panic!("expected the scoring forms, got {other:?}"),
        }
    }

    #[test]
    fn heap_seven_of_two_three() {
        let r = result(&CsState::default());
        let rows = heap_rows(&r);
        assert_eq!(rows.len(), 21);
        let r7 = &rows[7];
        assert_eq!(r7.scores, "1 / -1");
        assert_eq!(r7.table, "=");
        assert_eq!(r7.birthday, "3");
        assert_eq!(r7.invertible, "yes");
        assert_eq!(
            r7.form,
            FormView::Short("<1,<6,<7|3>|0,<3|-1>>|-1,<0,<1|-3>|-6,<-3|-7>>>".into())
        );
        assert_eq!(rows[0].form, FormView::Short("0".into()));
        assert_eq!(rows[1].equal_to, "= G0");
        assert!(notes(&r)[0].starts_with("Ls and Rs equal the zero-sum table's values"));
        assert_eq!(class_lines(&r)[0], "G0 = G1 = G6 = 0");
        assert!(invertible_lines(&r)[0].starts_with("Invertible (G − G = 0): G0, G1, G2"));
    }

    #[test]
    fn sums_fill_a_square_table() {
        let r = result(&CsState::default());
        let t = sum_table(&r);
        assert_eq!(t.heaps, (0..10).collect::<Vec<_>>());
        assert_eq!(t.rows.len(), 10);
        // G0 = 0, so G0 + Gb is Gb: its scores, and equal to it.
        let heaps = heap_rows(&r);
        for (b, cell) in t.rows[0].1.iter().enumerate() {
            assert_eq!(cell.text, heaps[b].scores);
            let expected = match heaps[b].equal_to.as_str() {
                "" => format!("= G{b}"),
                earlier => earlier.to_string(),
            };
            assert_eq!(cell.equal, expected);
        }
        assert_eq!(t.rows[3].1[5], t.rows[5].1[3]);
        assert!(t.rows[2].1[3].title.starts_with("G2 + G3: Ls = "));
        assert!(sums_caption(&r).starts_with("Sums Ga + Gb of heaps 0..9"));
    }

    #[test]
    fn a_cut_range_says_so() {
        let st = CsState {
            heaps: (195, 250),
            moves: CsMoves::Symmetric(vec![5]),
            ..CsState::default()
        };
        let r = result(&st);
        assert_eq!((r.lo, r.hi), (195, MAX_CS_HEAP));
        assert_eq!(
            notes(&r)[0],
            "Heaps 195..200 of the range 195..250: scoring forms stop at heap 200, the engine's limit."
        );
    }

    #[test]
    fn partizan_heaps_that_are_not_guaranteed_say_why() {
        let st = CsState {
            moves: CsMoves::Partizan {
                left: vec![2],
                right: vec![1],
            },
            heaps: (0, 4),
            ..CsState::default()
        };
        let r = result(&st);
        let rows = heap_rows(&r);
        let FormView::NotGuaranteed(why) = &rows[1].form else {
            panic!("heap 1: {:?}", rows[1].form)
        };
        assert!(why.starts_with("not guaranteed: at <^0|-1>"), "{why}");
        assert_eq!(rows[1].invertible, "—");
        assert!(rows.iter().all(|row| row.table == "="));
    }
}

// crates/app/src/view_model/scoring.rs
mod scoring {
    use pebbles::games::scoring::{CompareOp, Relation};
    use pebbles::jobs::{
        JobError, JobFailure, ScoringComparisonFacts, ScoringFacts, ScoringGameFacts, ScoringView,
    };
    use pebbles::permalink::View;
    use pebbles::state::{PageState, ScoringState};
    use pebbles::view_model::scoring::*;

    #[test]
    fn edits_apply_and_name_the_token() {
        let st = ScoringState::default();
        let n = reduce(&st, ScoringAction::Expr("  <1|-1> + 2 ".into())).unwrap();
        assert_eq!(n.expr, "<1|-1> + 2");
        let e = reduce(&st, ScoringAction::Expr("   ".into())).unwrap_err();
        assert_eq!(e.token, "");
        assert!(e.message.contains("type a scoring game"), "{e}");
        let long = "1+".repeat(10_001);
        let e = reduce(&st, ScoringAction::Expr(long)).unwrap_err();
        assert!(e.message.contains("over the limit of 20000"), "{e}");
        let n = reduce(&st, ScoringAction::Example(5)).unwrap();
        assert_eq!(n.expr, "5 <> <^-4|6>");
        let e = reduce(&st, ScoringAction::Example(99)).unwrap_err();
        assert_eq!(e.token, "99");
    }

    #[test]
    fn example_links_open_the_view_with_them() {
        for (i, e) in EXAMPLES.iter().enumerate() {
            let (v, notices) = View::parse(&expr_link(e.expr));
            assert!(notices.is_empty(), "{notices:?}");
            let want = reduce(&ScoringState::default(), ScoringAction::Example(i)).unwrap();
            assert_eq!(v.state, PageState::Scoring(want));
        }
    }

    fn facts() -> ScoringGameFacts {
        ScoringGameFacts {
            form: Some("<<^-6|<-1|-2>>|<<-1|^2>,<-1|-2>|<-2|^1>>>".into()),
            canonical: Some("<<^-6|^-1>|^2>".into()),
            canonical_positions: Some(4),
            guaranteed: true,
            reason: None,
            left_score: -1,
            right_score: 2,
            birthday: 1,
            stops: Some([-6, -6, 2, 2]),
            invertible: Some(false),
        }
    }

    #[test]
    fn a_game_reads_as_the_cli_prints_it() {
        let rows = game_rows(&facts());
        let keys: Vec<&str> = rows.iter().map(|r| r.key).collect();
        assert_eq!(
            keys,
            [
                "canonical",
                "guaranteed",
                "left_score",
                "right_score",
                "birthday",
                "stops",
                "invertible"
            ]
        );
        assert_eq!(rows[0].value, "<<^-6|^-1>|^2>");
        assert!(rows[0].code);
        assert!(rows[2].value.starts_with("-1 "));
        assert!(rows[3].value.starts_with("2 "));
        assert!(rows[5].value.contains("Right may pass: Ls = -6"));
        let not = ScoringGameFacts {
            canonical: None,
            canonical_positions: None,
            guaranteed: false,
            reason: Some("at <<4|-3>|^-2>: Right's empty side scores -2".into()),
            stops: None,
            invertible: None,
            form: Some("<<4|-3>|^-2>".into()),
            ..facts()
        };
        let rows = game_rows(&not);
        assert_eq!(rows[0].key, "form");
        assert!(
            rows[1].value.starts_with("no, at <<4|-3>|^-2>"),
            "{}",
            rows[1].value
        );
        assert!(rows
            .iter()
            .all(|r| r.key != "stops" && r.key != "invertible"));
        assert!(birthday_text(&not).contains("as read"));
    }

    #[test]
    fn a_comparison_says_true_or_false_in_words() {
        let c = ScoringComparisonFacts {
            left: Some("5".into()),
            op: CompareOp::Ge,
            right: Some("<^-4|6>".into()),
            relation: Relation::Confused,
            result: false,
            scores: [[5, 5], [-4, 6]],
        };
        let v = verdict("5 >= <^-4|6>", &c);
        assert!(!v.holds);
        assert_eq!(v.headline, "5 >= <^-4|6>: false");
        assert!(v.words.starts_with("Asked: is the first ≥ the second? No."));
        assert!(v.words.contains("confused"));
        assert!(v.scores.contains("Ls = -4, Rs = 6"));
        let eq = ScoringComparisonFacts {
            relation: Relation::Equal,
            op: CompareOp::Eq,
            result: true,
            ..c
        };
        let v = verdict("G == H", &eq);
        assert!(v.holds && v.words.contains("equal"));
    }

    #[test]
    fn failures_of_the_expression_go_under_the_field() {
        let bad = JobFailure::Job(JobError::invalid("expression", "x", "in `<1|x>`, `x`"));
        assert_eq!(
            field_error(&bad).as_deref(),
            Some("expression: in `<1|x>`, `x`")
        );
        let limit = JobFailure::Job(JobError::limit("units", 5, 4, "less"));
        assert_eq!(field_error(&limit), None);
        let v = ScoringView {
            input: "1".into(),
            facts: ScoringFacts::Game(Box::new(facts())),
            json: String::new(),
            build_work: 3,
            work: 10,
        };
        assert!(work_line(&v).starts_with("10 work units (3 to build"));
        assert!(work_line(&v).ends_with("the CLI at 20\u{202f}000\u{202f}000."));
    }
}
