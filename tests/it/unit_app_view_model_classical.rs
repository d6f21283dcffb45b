//! Unit tests of pebbles-app's classical view-models (classical, misère,
//! loopy, script, search pages), moved from the crate's `src/`: the crate has
//! no unit-test harness (`test = false`), so that `cargo test` compiles it
//! once. One module a source file, named after it.

// crates/app/src/view_model/classical_misere.rs
mod classical_misere {
    use pebbles::games::classical::{GameReport, Universe};
    use pebbles::games::common::Class;
    use pebbles::jobs::{JobError, JobFailure, MisereFormView, MisereGameView};
    use pebbles::view_model::classical_misere::*;

    fn zero() -> GameReport {
        let mut r = Universe::new().report(Universe::ZERO);
        r.misere_outcome = Some(Class::N);
        r
    }

    fn form(outcome: Class) -> MisereFormView {
        MisereFormView::Game(MisereGameView {
            input: "*2+*2".into(),
            impartial: true,
            outcome,
            canonical: Some("*[2[2]]".into()),
            genus: Some("0^02".into()),
            misere_nim_value: Some(0),
            nim_value: Some(0),
            birthday: Some(4),
        })
    }

    #[test]
    fn the_section_leads_with_the_outcome_in_words() {
        let mut r = zero();
        r.misere_outcome = Some(Class::P);
        let f = form(Class::P);
        let v = misere_view(&r, FormStatus::Done(&f));
        assert_eq!(v.outcome, Some(Class::P));
        assert!(
            v.verdict.starts_with("P: the player to move loses"),
            "{v:?}"
        );
        assert_eq!(
            v.first,
            [
                ("Left moves first".to_string(), "Right wins".to_string()),
                ("Right moves first".to_string(), "Left wins".to_string())
            ]
        );
        let names: Vec<&str> = v.rows.iter().map(|r| r.0).collect();
        assert_eq!(
            names,
            [
                "misère canonical form",
                "genus",
                "misère Grundy value",
                "normal-play Grundy value",
                "birthday of the misère form"
            ]
        );
        assert_eq!(v.rows[0].1, "*[2[2]]");
        assert_eq!((v.note, v.failed), (None, false));
        // L and R: the same winner whoever starts.
        assert_eq!(first_lines(Class::L)[1].1, "Left wins");
        assert_eq!(first_lines(Class::N)[1].1, "Right wins");
    }

    #[test]
    fn partizan_computing_and_refused() {
        let mut r = zero();
        r.misere_outcome = Some(Class::L);
        let v = misere_view(&r, FormStatus::Partizan);
        assert!(v.rows.is_empty());
        assert!(v.note.unwrap().contains("for impartial games"));
        let p = MisereFormView::Partizan {
            input: "{1|0}".into(),
        };
        let v = misere_view(&r, FormStatus::Done(&p));
        assert!(v.note.unwrap().contains("only its misère outcome"));
        assert!(v.verdict.starts_with("L: Left wins"));
        let v = misere_view(&r, FormStatus::Computing);
        assert!(v.note.unwrap().contains("computing"));
        let failure = JobFailure::Job(JobError::limit("positions", 200_001, 200_000, "less"));
        let v = misere_view(&r, FormStatus::Failed(&failure));
        assert!(v.failed);
        assert!(v.note.unwrap().contains("over the limit of 200000"));
    }

    /// Past the report's budget the outcome comes from the canonical form;
    /// with neither, the report's reason.
    #[test]
    fn the_outcome_past_the_reports_budget() {
        let mut r = zero();
        r.misere_outcome = None;
        r.stopped.push("misère outcome: past 50000".into());
        let f = form(Class::P);
        let v = misere_view(&r, FormStatus::Done(&f));
        assert_eq!(v.outcome, Some(Class::P));
        let v = misere_view(&r, FormStatus::Computing);
        assert_eq!(v.outcome, None);
        assert_eq!(v.verdict, "not computed (past 50000)");
        assert!(v.first.is_empty());
    }

    #[test]
    fn normal_rows_are_labelled_and_the_misere_row_leaves() {
        let r = zero();
        let rows = pebbles::view_model::classical::report_rows(&r);
        assert_eq!(rows[2].0, "misère outcome");
        let normal = normal_rows(rows.clone());
        assert_eq!(normal.len(), rows.len() - 1);
        assert_eq!(normal[0].0, "normal-play canonical form");
        assert!(normal.iter().any(|r| r.0 == "normal-play outcome"));
        assert!(normal.iter().all(|r| r.0 != "misère outcome"));
        assert_eq!(
            board_value(&r),
            "misère play: N: the player to move wins · normal-play value 0 (P)"
        );
    }

    #[test]
    fn misere_forms_break_between_groups() {
        assert_eq!(misere_breaks("*[6[421]]").unwrap(), ["*[6[421]]"]);
        assert_eq!(misere_breaks("*[(2#1)2##]").unwrap(), ["*[(2#1)", "2##]"]);
        let form = "*[((2#0)2[#1]2#)(2#1)[1]]";
        let pieces = misere_breaks(form).unwrap();
        assert_eq!(pieces.concat(), form);
        assert_eq!(pieces, ["*[((2#0)", "2[#1]", "2#)", "(2#1)", "[1]]"]);
        assert_eq!(misere_breaks(&"(1)".repeat(2000)), None);
    }

    #[test]
    fn misere_row_after_the_outcome() {
        let mut report = zero();
        report.misere_outcome = Some(Class::P);
        let rows = pebbles::view_model::classical::report_rows(&report);
        assert_eq!(rows[2].0, "misère outcome");
        assert!(rows[2].1.starts_with("P: the previous player wins"));
        report.misere_outcome = None;
        report.stopped.push("misère outcome: past 9".into());
        assert_eq!(misere_row(&report).unwrap().1, "not computed (past 9)");
        report.stopped.clear();
        assert_eq!(misere_row(&report), None);
    }
}

// crates/app/src/view_model/search.rs
mod search {
    use pebbles::state::SearchState;
    use pebbles::view_model::search::*;

    #[test]
    fn edits_go_to_the_chosen_search() {
        let st = SearchState::default();
        let d = reduce(&st, SearchAction::Max("30".into())).unwrap();
        assert_eq!((d.discrepancy.max, d.pareto.max), (30, 10));
        let p = reduce(&st, SearchAction::Kind("pareto".into())).unwrap();
        let p = reduce(&p, SearchAction::Max("7".into())).unwrap();
        assert_eq!((p.discrepancy.max, p.pareto.max), (20, 7));
        assert_eq!(
            reduce(&st, SearchAction::Size("9".into()))
                .unwrap_err()
                .token,
            "9"
        );
        assert_eq!(
            reduce(&st, SearchAction::Heaps("0..5000".into()))
                .unwrap_err()
                .token,
            "5000"
        );
        assert_eq!(
            reduce(&st, SearchAction::Criterion("x".into()))
                .unwrap_err()
                .token,
            "x"
        );
        assert!(
            reduce(&st, SearchAction::Strict(true))
                .unwrap()
                .pareto
                .strict
        );
    }

    #[test]
    fn csv_quotes_sets() {
        assert_eq!(csv_line(&["{3,5}".into(), "14".into()]), "\"{3,5}\",14\n");
        assert_eq!(set_text(&[3, 5]), "{3,5}");
        assert!(cut_note(MAX_ROWS).is_none());
        assert!(cut_note(MAX_ROWS + 1).unwrap().contains("501"));
    }
}

// crates/app/src/view_model/classical.rs
mod classical {
    use pebbles::games::classical::{script, TreeNode, Universe};
    use pebbles::games::common::Player;
    use pebbles::jobs::{OctalView, ScriptRequest};
    use pebbles::state::{ClassicalState, Position};
    use pebbles::view_model::board::edit::BoardEdit;
    use pebbles::view_model::classical::*;

    #[test]
    fn a_form_breaks_after_its_commas_and_bars_only() {
        let form = "±{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}";
        let pieces = form_breaks(form).unwrap();
        assert_eq!(pieces.concat(), form);
        assert_eq!(
            pieces,
            [
                "±{0,",
                "{{2|",
                "0},",
                "2Tiny(2)|",
                "{2|",
                "0},",
                "Miny(2)}}"
            ]
        );
        assert_eq!(form_breaks("*").unwrap(), ["*"]);
        assert_eq!(form_breaks(&"{1|0},".repeat(1000)), None);
    }

    #[test]
    fn backticks_mark_the_forms_in_a_value() {
        assert_eq!(
            code_spans("none: `{0,*|-1}` is not all-small"),
            [
                (false, "none: ".to_string()),
                (true, "{0,*|-1}".to_string()),
                (false, " is not all-small".to_string())
            ]
        );
        assert_eq!(code_spans("{0|-1}"), [(true, "{0|-1}".to_string())]);
    }

    fn leaf(label: &str) -> TreeNode {
        TreeNode {
            label: label.into(),
            left: vec![],
            right: vec![],
            truncated: false,
        }
    }

    fn boards(st: &ClassicalState) -> Vec<String> {
        match &st.position {
            Position::Boards(_, b) => b.clone(),
            Position::Expr(_) | Position::Script(_) => panic!("boards"),
        }
    }

    #[test]
    fn scripts_are_chosen_edited_and_bounded() {
        let st = reduce(
            &ClassicalState::default(),
            ClassicalAction::Kind("script".into()),
        )
        .unwrap();
        let Position::Script(s) = &st.position else {
            panic!("{:?}", st.position)
        };
        assert_eq!(s.source, script::EXAMPLES[0].1);
        let edited = reduce(&st, ClassicalAction::Script("fn options(p) { [] }".into())).unwrap();
        let moved = reduce(&edited, ClassicalAction::ScriptPosition(" 7 ".into())).unwrap();
        assert_eq!(
            moved.position,
            Position::Script(ScriptRequest::new("fn options(p) { [] }", "7"))
        );
        let e = reduce(&st, ClassicalAction::Script("x".repeat(70_000))).unwrap_err();
        assert!(
            e.to_string()
                .contains("over the limit of 65536 bytes of script"),
            "{e}"
        );
        assert!(reduce(&st, ClassicalAction::Script("  ".into())).is_err());
        assert!(reduce(&st, ClassicalAction::ScriptPosition("".into())).is_err());
        // A name and an expression naming the script; a position asked
        // for again shows the position.
        let named = reduce(&moved, ClassicalAction::ScriptName(" cake ".into())).unwrap();
        let summed = reduce(&named, ClassicalAction::ScriptExpr("cake[7] + 1".into())).unwrap();
        let Position::Script(s) = &summed.position else {
            panic!("a script")
        };
        assert_eq!(
            (s.name.as_str(), s.expr.as_deref()),
            ("cake", Some("cake[7] + 1"))
        );
        let e = reduce(&summed, ClassicalAction::ScriptName("cutcake".into())).unwrap_err();
        assert!(e.to_string().contains("`cutcake`"), "{e}");
        let e = reduce(&summed, ClassicalAction::ScriptName("2x".into())).unwrap_err();
        assert!(e.to_string().contains("`2x`"), "{e}");
        let cleared = reduce(&summed, ClassicalAction::ScriptExpr(" ".into())).unwrap();
        assert_eq!(cleared.position, named.position);
        let back = reduce(&summed, ClassicalAction::ScriptPosition("8".into())).unwrap();
        let Position::Script(s) = &back.position else {
            panic!("a script")
        };
        assert_eq!((s.position.as_str(), &s.expr), ("8", &None));
        // Every script example is in the examples menu.
        let labels: Vec<String> = examples().into_iter().map(|(l, _)| l).collect();
        for (name, _, _) in script::EXAMPLES {
            assert!(labels.contains(&format!("{name}, as a script")), "{name}");
        }
    }

    #[test]
    fn expressions_are_checked_with_the_token() {
        let st = ClassicalState::default();
        let e = reduce(&st, ClassicalAction::Expr("{1|2} + ?".into())).unwrap_err();
        assert_eq!(e.token, "?");
        assert!(e.message.contains("position 8"), "{e}");
        let next = reduce(&st, ClassicalAction::Expr(" ^ <= * ".into())).unwrap();
        assert_eq!(next.position, Position::Expr("^ <= *".into()));
        let e = reduce(
            &st,
            ClassicalAction::Expr("domineering[.....|.....|.....|.....]".into()),
        )
        .unwrap_err();
        assert!(e.message.contains("over the limit of 16"), "{e}");
        assert!(reduce(&st, ClassicalAction::Expr("domineering[..|..] + 1".into())).is_ok());
    }

    /// `first=`: who moves first in the Play panel; a change starts the
    /// game again.
    #[test]
    fn the_first_player_is_chosen_and_restarts_the_game() {
        let mut st = reduce(
            &ClassicalState::default(),
            ClassicalAction::Kind("nim".into()),
        )
        .unwrap();
        st.play.moves = vec!["1-1".into()];
        let right = reduce(&st, ClassicalAction::First(Player::Right.code().into())).unwrap();
        assert_eq!(right.first, Player::Right);
        assert!(right.play.moves.is_empty());
        let same = reduce(&st, ClassicalAction::First(Player::Left.code().into())).unwrap();
        assert_eq!(same, st);
    }

    /// The misère switch keeps the position and a game in progress.
    #[test]
    fn the_misere_switch() {
        let mut st = reduce(
            &ClassicalState::default(),
            ClassicalAction::Kind("nim".into()),
        )
        .unwrap();
        st.play.moves = vec!["1-1".into()];
        let on = reduce(&st, ClassicalAction::Misere(true)).unwrap();
        assert!(on.misere);
        assert_eq!((&on.position, &on.play), (&st.position, &st.play));
        assert!(!reduce(&on, ClassicalAction::Misere(false)).unwrap().misere);
    }

    #[test]
    fn board_edits() {
        let st = reduce(
            &ClassicalState::default(),
            ClassicalAction::Kind("domineering".into()),
        )
        .unwrap();
        assert_eq!(boards(&st), ["..#|..#|..."]);
        let st = reduce(&st, ClassicalAction::Edit(0, BoardEdit::Cycle(2))).unwrap();
        assert_eq!(boards(&st), ["...|..#|..."]);
        let grow = BoardEdit::Resize { rows: 1, cols: -1 };
        let st = reduce(&st, ClassicalAction::Edit(0, grow)).unwrap();
        assert_eq!(boards(&st), ["..|..|..|.."]);
        let st = reduce(&st, ClassicalAction::AddBoard).unwrap();
        assert_eq!(boards(&st), ["..|..|..|..", "..#|..#|..."]);
        let st = reduce(&st, ClassicalAction::RemoveBoard(0)).unwrap();
        assert_eq!(boards(&st), ["..#|..#|..."]);
        let big = BoardEdit::Resize { rows: 5, cols: 5 };
        let e = reduce(&st, ClassicalAction::Edit(0, big)).unwrap_err();
        assert!(e.message.contains("limit of 30"), "{e}");
        let e = reduce(&st, ClassicalAction::Boards("..|.x".into())).unwrap_err();
        assert_eq!(e.token, "x");
        let c = reduce(&st, ClassicalAction::Kind("clobber".into())).unwrap();
        let c = reduce(&c, ClassicalAction::Edit(0, BoardEdit::Cycle(5))).unwrap();
        assert_eq!(boards(&c), ["xox|oxx"]);
        // Choosing the kind already shown keeps the boards.
        assert_eq!(
            reduce(&c, ClassicalAction::Kind("clobber".into())).unwrap(),
            c
        );
        // Every ruleset of the registry can be chosen and starts valid.
        for (code, _) in kinds() {
            let st = reduce(&c, ClassicalAction::Kind(code.into())).unwrap();
            assert_eq!(kind_code(&st.position), code);
        }
        // A game in progress ends when its position is edited.
        let mut playing = c.clone();
        playing.play.moves = vec!["a1-b1".into()];
        let edited = reduce(&playing, ClassicalAction::Edit(0, BoardEdit::Cycle(0))).unwrap();
        assert!(edited.play.moves.is_empty());
    }

    #[test]
    fn every_example_is_valid() {
        let st = ClassicalState::default();
        for (i, (label, p)) in examples().into_iter().enumerate() {
            let next = reduce(&st, ClassicalAction::Example(i.to_string())).unwrap();
            assert_eq!(next.position, p, "{label}");
            if let Position::Expr(g) = &p {
                check_expr(g).unwrap();
            }
        }
    }

    #[test]
    fn octal_and_nim_fields_and_rows() {
        let st = ClassicalState::default();
        let next = reduce(&st, ClassicalAction::Octal("0.07".into())).unwrap();
        assert_eq!(next.octal, "0.07");
        assert_eq!(
            reduce(&st, ClassicalAction::Octal("0.7G".into()))
                .unwrap_err()
                .token,
            "G"
        );
        assert!(reduce(&st, ClassicalAction::Heaps("0..5000".into())).is_err());
        assert_eq!(
            reduce(&st, ClassicalAction::NimTable("2..9".into()))
                .unwrap()
                .nimtable,
            (2, 9)
        );
        let v = OctalView {
            code: "0.77".into(),
            from: 7,
            grundy: vec![1, 4, 2, 6, 4],
            period: None,
            computed_to: 11,
            remoteness: Some(vec![Some(1), Some(3), None, None, None]),
        };
        let rows = octal_rows(&v);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].0, 0);
        assert_eq!(rows[0].1[6], None);
        assert_eq!(rows[0].1[7], Some(1));
        assert_eq!(rows[1].1[1], Some(4));
        assert_eq!(rows[1].1[2], None);
        assert!(period_text(&v).contains("No period proven"));
        let tree = TreeNode {
            label: "{0,*|-1}".into(),
            left: vec![leaf("0"), leaf("*")],
            right: vec![TreeNode {
                label: "-1".into(),
                left: vec![],
                right: vec![leaf("0")],
                truncated: false,
            }],
            truncated: false,
        };
        assert_eq!(tree_option(&tree, Player::Left, "*"), Some(2));
        assert_eq!(tree_option(&tree, Player::Right, "-1"), Some(3));
        assert_eq!(tree_option(&tree, Player::Right, "*"), None);
        assert!(
            tree_option_line("a1", Player::Right, "*", false).contains("dominated or reversible")
        );
        let rem = remoteness_rows(&v).unwrap();
        assert_eq!(rem[0].1[7..], [Some(1), Some(3), None]);
        assert!(remoteness_note(&v).ends_with("shown up to heap 8."));
        let off = reduce(&st, ClassicalAction::Remoteness(true)).unwrap();
        assert!(off.remoteness && pebbles::jobs::OctalRequest::from(&off).remoteness);
        assert!(grundy_svg(&v).unwrap().starts_with("<svg"));
    }

    #[test]
    fn tree_picture_and_rows() {
        let mut u = Universe::new();
        let g = u.parse("{3||2*|1*}").unwrap();
        let p = tree_picture(&u.tree(g, 8, 50));
        assert!(p.svg.text.contains("2*"));
        let report = u.report(g);
        let svg = thermograph_svg(&report).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("9/4"), "{svg}");
        let rows = report_rows(&report);
        assert_eq!(rows[4].1, "9/4");
        assert_eq!(rows[5].1, "3/4");
        assert!(rows[1].1.starts_with("L: Left wins"), "{:?}", rows[1]);
        let half = u.parse("1/2").unwrap();
        assert_eq!(
            board_value(&u.report(half)),
            "value 1/2 · L: Left wins, whoever starts (G > 0)"
        );
    }
}

// crates/app/src/view_model/loopy.rs
mod loopy {
    use pebbles::games::classical::loopy::{loopy_report, LoopyResult};
    use pebbles::view_model::loopy::*;

    fn rows(text: &str) -> Vec<(&'static str, String, &'static str)> {
        match loopy_report(text).unwrap() {
            LoopyResult::Value(r) => loopy_rows(&r),
            LoopyResult::Comparison(_) => panic!("a value"),
        }
    }

    /// Winning Ways' `over`, written as a loop, and `dud`, a draw.
    #[test]
    fn rows_of_over_and_dud() {
        let over = rows("a{0|a}");
        assert_eq!(over.len(), 7, "a row for each value");
        assert_eq!(over[0].0, "canonical form");
        assert_eq!(over[6].0, "offside");
        assert!(over.iter().all(|(_, _, about)| !about.is_empty()));
        assert_eq!(over[0].1, "over");
        assert_eq!(over[4].1, "yes");
        let dud = rows("on + off");
        assert_eq!(dud[0].1, "dud");
        assert_eq!(dud[1].1, "D: a draw, whoever starts");
        assert_eq!(dud[4].1, "no");
    }
}

// crates/app/src/view_model/script.rs
mod script {
    use pebbles::games::classical::script::{At, Limit, ScriptError, ScriptLimits};
    use pebbles::jobs::{JobError, JobFailure};
    use pebbles::view_model::script::*;

    #[test]
    fn failures_point_at_their_line_within_the_script() {
        let syntax = JobFailure::Job(JobError::Script(ScriptError::Syntax {
            at: At { line: 2, column: 5 },
            message: "expecting ')'".into(),
        }));
        assert_eq!(error_line(&syntax, "a\nb\nc"), Some(2));
        assert_eq!(error_line(&syntax, "one line"), None);
        assert_eq!(gutter("a\nb\n"), vec![1, 2, 3]);
        let cycle = JobFailure::Job(JobError::Script(ScriptError::Cycle {
            cycle: vec!["1".into(), "1".into()],
        }));
        assert_eq!(error_line(&cycle, "a\nb"), None);
        assert_eq!(error_line(&JobFailure::NoWorker, "a"), None);
        let bad = JobFailure::Job(JobError::invalid("expression", "pie", "`pie`: not a game"));
        assert_eq!(
            field_error(&bad, "expression").as_deref(),
            Some("expression: `pie`: not a game")
        );
        assert_eq!(field_error(&bad, "sname"), None);
        assert_eq!(field_error(&syntax, "expression"), None);
    }

    #[test]
    fn a_budget_refusal_names_its_limit_and_the_cli() {
        let e = ScriptError::Limit {
            function: "options".into(),
            at: Some(At { line: 3, column: 1 }),
            limit: Limit::Positions,
            value: ScriptLimits::PAGE.positions as u64,
        };
        let text = error_text(&e);
        assert!(
            text.contains("over the limit of 300000 distinct positions"),
            "{text}"
        );
        assert!(text.contains("allows 2000000"), "{text}");
        let ops = ScriptError::Limit {
            function: "options".into(),
            at: None,
            limit: Limit::Operations,
            value: 1_000_000,
        };
        assert!(!error_text(&ops).contains("CLI"), "{}", error_text(&ops));
    }
}

// crates/app/src/view_model/misere.rs
mod misere {
    use pebbles::jobs::{JobError, JobFailure};

    #[cfg(feature = "script")]
    use pebbles::jobs::{run, JobRequest, JobResult, QuotientRequest};
    use pebbles::state::MisereState;
    use pebbles::view_model::misere::*;

    #[test]
    fn edits_name_the_token() {
        let st = MisereState::default();
        let e = reduce(&st, MisereAction::Code("0.7G".into())).unwrap_err();
        assert_eq!(e.token, "G");
        let e = reduce(&st, MisereAction::Heaps("x".into())).unwrap_err();
        assert_eq!(e.token, "x");
        let e = reduce(&st, MisereAction::Heaps("41".into())).unwrap_err();
        assert_eq!(e.token, "41");
        let e = reduce(&st, MisereAction::Sum("3+q".into())).unwrap_err();
        assert_eq!(e.token, "q");
        let e = reduce(&st, MisereAction::Sum("3+13".into())).unwrap_err();
        assert_eq!(e.token, "13");
        assert!(e.message.contains("raise the heap bound"), "{e}");
        let e = reduce(&st, MisereAction::Expr("  ".into())).unwrap_err();
        assert_eq!(e.token, "");
        let long = "*".repeat(10_001);
        assert!(reduce(&st, MisereAction::Expr(long)).is_err());
    }

    #[test]
    fn edits_apply_and_a_lower_bound_drops_the_heaps_beyond_it() {
        let st = MisereState::default();
        let n = reduce(&st, MisereAction::Code(" 0.137 ".into())).unwrap();
        assert_eq!(n.code, "0.137");
        let n = reduce(&n, MisereAction::Sum("2, 4 + 6".into())).unwrap();
        assert_eq!(n.sum, vec![2, 4, 6]);
        let n = reduce(&n, MisereAction::Heaps("0..5".into())).unwrap();
        assert_eq!((n.heaps, n.sum.clone()), (5, vec![2, 4]));
        let n = reduce(&n, MisereAction::Sum("".into())).unwrap();
        assert!(n.sum.is_empty());
        let n = reduce(&n, MisereAction::Expr(" *[2#1] ".into())).unwrap();
        assert_eq!(n.expr, "*[2#1]");
        let n = reduce(&n, MisereAction::Example(4)).unwrap();
        assert_eq!((n.code.as_str(), n.heaps), ("0.33", 2));
        assert!(reduce(&n, MisereAction::Example(99)).is_err());
        let link = expr_link(&n, "* + * == 0");
        let pebbles::permalink::View { state, .. } = pebbles::permalink::View::parse(&link).0;
        assert_eq!(
            state,
            pebbles::state::PageState::Misere(MisereState {
                expr: "* + * == 0".into(),
                ..n
            })
        );
    }

    /// A token the worker cannot read goes under the field; a limit or a
    /// lost worker stays in the panel.
    #[cfg(feature = "script")]
    #[test]
    fn a_bad_token_goes_under_the_field() {
        use pebbles::jobs::{run, JobRequest, MisereFormRequest};
        let req = |e: &str| JobRequest::MisereForm(MisereFormRequest { expr: e.into() });
        let e = run(req("*2 + q")).unwrap_err();
        let message = form_field_error(&JobFailure::Job(e)).expect("under the field");
        assert!(message.contains("`q`"), "{message}");
        assert!(message.starts_with("in `*2 + q`"), "{message}");
        let limit = JobFailure::Job(JobError::limit("units", 2, 1, "less"));
        assert_eq!(form_field_error(&limit), None);
        assert_eq!(form_field_error(&JobFailure::NoWorker), None);
    }

    #[test]
    fn names_are_raised_and_grouped() {
        assert_eq!(pretty("ab^2c^10"), "ab²c¹⁰");
        assert_eq!(pretty("1"), "1");
        assert_eq!(group(757_876), "757\u{202f}876");
        assert_eq!(group(12), "12");
    }

    #[cfg(feature = "script")]
    #[test]
    fn kayles_panel_from_the_solver() {
        let r = QuotientRequest {
            code: "0.77".into(),
            heaps: 8,
            sum: vec![3, 5, 7],
        };
        let Ok(JobResult::MisereQuotient(q)) = run(JobRequest::MisereQuotient(r)) else {
            panic!()
        };
        assert_eq!(q.order, 12);
        assert!(order_line(&q).contains("has 12 elements"));
        assert_eq!(p_portion(&q), "{a, ac, b²}");
        let s = q.sum.as_ref().unwrap();
        let steps = sum_steps(&q, s);
        assert_eq!(steps.len(), 3);
        assert_eq!(steps[2].0, "3+5+7");
        assert_eq!(steps[2].1, pretty(&q.elements[s.element]));
        assert!(sum_verdict(&q, s).starts_with("3+5+7 is "));
        let t = table(&q).unwrap();
        assert_eq!((t.len(), t[0].len()), (12, 12));
        assert_eq!(t[0][1].0, pretty(&q.elements[1]));
        assert!(table_note(&q).is_none());
        assert_eq!(heap_rows(&q).len(), 9);
        assert!(presentation(&q).starts_with("⟨a, b, c | "));
    }
}
