//! Unit tests of pebbles-app's classical, Clobber, search, misère and
//! script jobs, and job errors (the loopy and board-play jobs' are in
//! `unit_app_jobs_play.rs`), moved from the crate's `src/`: the crate has no
//! unit-test harness (`test = false`), so that `cargo test` compiles it once.
//! One module a source file, named after it.

// crates/app/src/jobs/clobber.rs
mod clobber {
    use pebbles::games::clobber::Board;
    use pebbles::jobs::{run, JobError, JobRequest, JobResult, RunningJob, *};

    #[test]
    fn example_5_in_the_worker() {
        // Example 5, the `#/clobber` page's default.
        let req = ClobberRequest {
            board: Board::strip(vec![1, 2, 3, 2, 1, 3]),
            players: 3,
            first: 1,
        };
        let Ok(JobResult::Clobber(r)) = run(JobRequest::Clobber(req)) else {
            panic!("a value report")
        };
        assert_eq!(r.report.unsimplified, "[[1,3],[1,[1,2]],[2,3]]");
        assert_eq!(r.tree.nodes[0].unsimplified, r.report.unsimplified);
    }

    #[test]
    fn census_in_slices_matches_table_1() {
        let mut job = RunningJob::start(JobRequest::ClobberCensus((2, 6))).unwrap();
        let mut steps = 0;
        while !job.step(1) {
            steps += 1;
            let (done, total) = job.progress();
            assert!(done < total);
        }
        assert_eq!(steps, 4);
        let JobResult::ClobberCensus(records) = job.finish() else {
            panic!("census records")
        };
        let unsimplified: Vec<usize> = records.iter().map(|r| r.row.unsimplified).collect();
        assert_eq!(unsimplified, [2, 3, 7, 21, 77]);
    }

    #[test]
    fn refuses_what_the_browser_should_not_run() {
        let err = run(JobRequest::ClobberCensus((2, 12))).unwrap_err();
        assert!(matches!(err, JobError::Limit { work: 12, .. }), "{err:?}");
        let err = run(JobRequest::ClobberCensus((1, 5))).unwrap_err();
        assert!(matches!(err, JobError::Invalid { .. }), "{err:?}");
        let big = Board::strip([1, 2, 3].repeat(8));
        let req = ClobberRequest {
            board: big,
            players: 3,
            first: 1,
        };
        let err = run(JobRequest::Clobber(req)).unwrap_err();
        assert_eq!(
            err,
            JobError::limit(
                "positions searched",
                BROWSER_BUDGET + 1,
                BROWSER_BUDGET,
                "try a smaller board"
            )
        );
    }
}

// crates/app/src/jobs/search.rs
mod search {
    use pebbles::games::search::{Criterion, DiscrepancySpec};
    use pebbles::jobs::{JobError, *};

    /// A search past the CLI's limit too is refused with the page's limit
    /// (the issue's `size=3&max=200&bound=1000`).
    #[test]
    fn the_page_names_its_own_limit() {
        let r = SearchRequest::Discrepancy(DiscrepancySpec {
            size: 3,
            max: 200,
            bound: 1000,
            criterion: Criterion::default(),
        });
        let Err(JobError::Limit { limit, work, .. }) = RunningJob::start(JobRequest::Search(r))
        else {
            panic!("not a work limit");
        };
        assert_eq!(limit, BROWSER_WORK);
        assert!(work > pebbles::games::search::MAX_WORK);
    }
}

// crates/app/src/jobs/classical.rs
mod classical {
    use pebbles::games::classical::{ComparisonReport, OctalCode, MAX_OCTAL_PAGE_HEAP};
    use pebbles::jobs::{run, JobNote, JobRequest, JobResult, RunningJob, *};

    fn view(r: ClassicalRequest) -> ClassicalView {
        match run(JobRequest::Classical(r)) {
            Ok(JobResult::Classical(v)) => v,
            other => panic!("a classical view, got {other:?}"),
        }
    }

    fn game(r: ClassicalRequest) -> GameView {
        match view(r) {
            ClassicalView::Game(g) => *g,
            other => panic!("a game, got {other:?}"),
        }
    }

    #[test]
    fn expressions_and_comparisons() {
        let g = game(ClassicalRequest::Expr("{3||2*|1*}".into()));
        assert_eq!(g.report.mean.unwrap().to_string(), "9/4");
        assert_eq!(g.report.reduced.as_deref(), Some("{3||2|1}"));
        assert_eq!(g.tree.label, "{3||2*|1*}");
        assert_eq!(g.tree.left.len(), 1);
        let t = view(ClassicalRequest::Expr("^ <= *".into()));
        assert!(matches!(
            t,
            ClassicalView::Truth(ComparisonReport { result: false, .. })
        ));
        let err = run(JobRequest::Classical(ClassicalRequest::Expr("{1|".into()))).unwrap_err();
        assert!(err.to_string().contains("end of input"), "{err}");
    }

    #[test]
    fn a_sum_of_boards_in_slices_with_progress() {
        let texts = vec!["....|....|....|...#".to_string(), "..".to_string()];
        let req = ClassicalRequest::Boards("domineering".parse().unwrap(), texts);
        let mut job = RunningJob::start(JobRequest::Classical(req)).unwrap();
        let mut steps = 0;
        while !job.step(16) {
            steps += 1;
            let (done, total) = job.progress();
            assert!(done < total, "{done} < {total}");
        }
        assert!(steps > 3, "{steps} steps");
        let JobResult::Classical(ClassicalView::Game(g)) = job.finish() else {
            panic!("a game")
        };
        assert_eq!(g.parts, ["{1*|-1*}", "-1"]);
        assert_eq!(g.report.canonical, "{*|-2*}");
        assert!(g.solved > 10);
    }

    #[test]
    fn octal_values_and_the_nim_table() {
        let req = OctalRequest {
            code: "0.77".into(),
            heaps: (1, 20),
            remoteness: true,
        };
        let Ok(JobResult::Octal(v)) = run(JobRequest::Octal(req)) else {
            panic!("octal values")
        };
        assert_eq!(
            v.grundy,
            [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1]
        );
        assert_eq!(v.period, None);
        // Remoteness from heap 1, within the budget: odd exactly where the
        // Grundy value is not zero (every heap here).
        let rem = v.remoteness.expect("asked for");
        assert_eq!(rem.len(), 20);
        assert_eq!(&rem[..4], [Some(1), Some(1), Some(3), Some(3)]);
        assert!(rem.iter().flatten().all(|r| r % 2 == 1));
        let req = OctalRequest {
            code: "0.77".into(),
            heaps: (0, 300),
            remoteness: false,
        };
        let Ok(JobResult::Octal(v)) = run(JobRequest::Octal(req)) else {
            panic!("octal values")
        };
        assert_eq!(v.period.map(|p| (p.preperiod, p.period)), Some((71, 12)));
        assert_eq!(v.grundy.len(), 301);
        let bad = OctalRequest {
            code: "0.G".into(),
            heaps: (0, 10),
            remoteness: false,
        };
        assert!(run(JobRequest::Octal(bad))
            .unwrap_err()
            .to_string()
            .contains("`G`"));
        let Ok(JobResult::NimTable(t)) = run(JobRequest::NimTable((0, 8))) else {
            panic!("a Nim table")
        };
        assert!(t.agrees);
        assert_eq!(t.mex[3][5], 6);
    }

    #[test]
    fn an_octal_run_notes_its_candidate_period_before_the_proof() {
        // 0.77 (Kayles): period 12 from heap 71, proven well before 10⁴.
        let req = OctalRequest {
            code: "0.77".into(),
            heaps: (0, 10_000),
            remoteness: false,
        };
        let mut job = RunningJob::start(JobRequest::Octal(req)).unwrap();
        assert_eq!(job.note(), None, "nothing before the first heaps");
        let mut seen = Vec::new();
        while !job.step(1) {
            if let Some(n) = job.note() {
                seen.push(n);
            }
        }
        let JobNote::OctalCandidate {
            period, proof_heap, ..
        } = *seen.last().expect("a candidate before the proof")
        else {
            panic!("an octal candidate: {seen:?}")
        };
        assert_eq!(period % 12, 0, "{seen:?}");
        assert!(proof_heap > 71, "{seen:?}");
        assert!(seen[0].to_string().starts_with("candidate period "));
        let JobResult::Octal(v) = job.finish() else {
            panic!("octal values")
        };
        assert_eq!(v.period.map(|p| (p.preperiod, p.period)), Some((71, 12)));
    }

    #[test]
    fn the_page_reaches_heap_a_million() {
        // 0.16: period 149 459 from heap 105 351, proven on the way;
        // 0.106: no period up to 10⁶ (the run goes to the last heap).
        for (code, period) in [("0.16", Some((105_351, 149_459))), ("0.106", None)] {
            let req = OctalRequest {
                code: code.into(),
                heaps: (999_990, MAX_OCTAL_PAGE_HEAP - 1),
                remoteness: false,
            };
            let Ok(JobResult::Octal(v)) = run(JobRequest::Octal(req)) else {
                panic!("octal values of {code}")
            };
            assert_eq!(v.period.map(|p| (p.preperiod, p.period)), period, "{code}");
            let all = code.parse::<OctalCode>().unwrap();
            let all = all.grundy(MAX_OCTAL_PAGE_HEAP - 1, u64::MAX).unwrap();
            assert_eq!(v.grundy, all.grundy[999_990..].to_vec(), "{code}");
        }
    }

    #[test]
    fn clobber_boards() {
        let req = ClassicalRequest::Boards("clobber".parse().unwrap(), vec!["xox|ox.".into()]);
        assert_eq!(game(req).report.canonical, "{^^*|*,v}");
    }
}

// crates/app/src/jobs/misere_switch.rs
#[cfg(feature = "script")]
mod misere_switch {
    use pebbles::games::classical::RulesetId;
    use pebbles::games::common::Class;
    use pebbles::jobs::{
        misere_game_form as game_form, run, JobError, JobRequest, MisereFormView, RunningJob,
        MISERE_FORM_WORK, *,
    };

    fn game(r: MisereGameRequest) -> Result<MisereFormView, JobError> {
        let result = run(JobRequest::MisereGame(r))?;
        Ok(result.as_misere_form().expect("a misère form").clone())
    }

    fn canonical(v: &MisereFormView) -> (Class, Option<&str>, Option<&str>) {
        match v {
            MisereFormView::Game(g) => (g.outcome, g.canonical.as_deref(), g.genus.as_deref()),
            other => panic!("an impartial game: {other:?}"),
        }
    }

    /// The switch of `#/classical`: boards and expressions as `pebbles
    /// cgt --misere --game ID --position POS` and `--expr`.
    #[test]
    fn the_switch_as_the_cli() {
        use pebbles::games::classical::misere::MisereReport;
        use pebbles::games::classical::RulesetId;
        for (id, boards) in [
            ("nim", "3,5,7"),
            ("nim", "1,1"),
            ("cram", "...|..."),
            ("cram", "..#|...|..."),
        ] {
            let r: RulesetId = id.parse().unwrap();
            let v = game(MisereGameRequest::Boards(r, vec![boards.into()])).unwrap();
            let cli = MisereReport::of_position(r.rules(), boards, MISERE_FORM_WORK).unwrap();
            let want = (
                cli.misere_outcome,
                cli.misere_canonical.as_deref(),
                cli.genus.as_deref(),
            );
            assert_eq!(canonical(&v), want, "{id} {boards}");
        }
        // A sum of boards: the sum of their canonical forms.
        let nim: RulesetId = "nim".parse().unwrap();
        let v = game(MisereGameRequest::Boards(nim, vec!["2".into(), "2".into()])).unwrap();
        assert_eq!(canonical(&v), (Class::P, Some("*[2[2]]"), Some("0^02")));
        let v = game(MisereGameRequest::Expr("*2 + *2".into())).unwrap();
        assert_eq!(canonical(&v), (Class::P, Some("*[2[2]]"), Some("0^02")));
        for partizan in [
            MisereGameRequest::Expr("^ + *".into()),
            MisereGameRequest::Boards("domineering".parse().unwrap(), vec!["..|..".into()]),
        ] {
            assert!(matches!(
                game(partizan).unwrap(),
                MisereFormView::Partizan { .. }
            ));
        }
        // A comparison or a loopy game: refused with the field.
        for bad in ["* <= 0", "on"] {
            let e = game(MisereGameRequest::Expr(bad.into())).unwrap_err();
            assert!(
                matches!(&e, JobError::Invalid { field, .. } if field == "expression"),
                "{e:?}"
            );
        }
    }

    /// A script's position and an expression naming the script: the
    /// Kayles example's misère outcome is the quotient's (0.77).
    #[test]
    fn scripts_through_the_switch() {
        use pebbles::games::classical::misere::quotient;
        use pebbles::games::classical::script::{EXAMPLES, EXPR_POSITIONS};
        use pebbles::jobs::ScriptRequest;
        assert_eq!(SWITCH_SCRIPT_POSITIONS, EXPR_POSITIONS);
        let (_, kayles, _) = EXAMPLES.iter().find(|e| e.0 == "Kayles").unwrap();
        let q = quotient(&"0.77".parse().unwrap(), 8).unwrap();
        for (rows, sum) in [("[5, 7]", "5+7"), ("[1, 4, 6]", "1+4+6"), ("[2, 3]", "2+3")] {
            let v = game(MisereGameRequest::Script(ScriptRequest::new(*kayles, rows))).unwrap();
            let want = if q.answer(sum).unwrap().player_to_move_wins {
                Class::N
            } else {
                Class::P
            };
            assert_eq!(canonical(&v).0, want, "{rows}");
        }
        let mut named = ScriptRequest::new(*kayles, "[5, 7]");
        named.name = "k".into();
        named.expr = Some("k[[5]] + k[[7]]".into());
        let sum = game(MisereGameRequest::Script(named)).unwrap();
        let whole = game(MisereGameRequest::Script(ScriptRequest::new(
            *kayles, "[5, 7]",
        )))
        .unwrap();
        assert_eq!(canonical(&sum), canonical(&whole));
        // A partizan script: its outcome only.
        let (_, dom, _) = EXAMPLES[0];
        let v = game(MisereGameRequest::Script(ScriptRequest::new(
            dom,
            "\"..|..\"",
        )))
        .unwrap();
        assert!(matches!(v, MisereFormView::Partizan { .. }), "{v:?}");
        // Past the script's positions: the limit named.
        let e = game(MisereGameRequest::Script(ScriptRequest::new(
            *kayles,
            "[40, 40, 40]",
        )))
        .unwrap_err();
        assert!(
            matches!(e, JobError::Limit { limit, .. } if limit == EXPR_POSITIONS as u64),
            "{e:?}"
        );
    }

    /// The job steps, with its units spent as progress, and the same
    /// answer as at once.
    #[test]
    fn the_job_steps() {
        let nim: RulesetId = "nim".parse().unwrap();
        let r = MisereGameRequest::Boards(nim, vec!["7,9,11".into()]);
        let mut job = RunningJob::start(JobRequest::MisereGame(r.clone())).unwrap();
        let mut steps = 0;
        while !job.step(1) {
            steps += 1;
            assert_eq!(job.progress().1, 0);
        }
        assert!(steps > 2, "{steps}");
        assert!(job.progress().0 > 0);
        let v = job.finish();
        assert_eq!(v.as_misere_form(), Some(&game_form(&r).unwrap()));
    }
}

// crates/app/src/jobs/error.rs
mod error {
    use pebbles::games::clobber::ClobberError;
    use pebbles::games::search::{SearchError, MAX_SETS};
    use pebbles::games::{cumulative_games as cg, cumulative_subtraction as cs};
    use pebbles::jobs::*;

    #[test]
    fn limits_say_what_they_are_with_their_numbers() {
        let e = JobError::limit("positions searched", 11, 10, "try a smaller board");
        assert_eq!(
            e.to_string(),
            format!(
                "too much work for this page: 11 positions searched, over the limit of 10; try a \
                 smaller board — {LIMIT_NOTE}."
            )
        );
        assert_eq!(JobError::from(ClobberError::Budget(10)), e);
    }

    #[test]
    fn invalid_input_names_the_field_and_the_token() {
        let e = JobError::from(cs::RulesError::ZeroMove(cs::SetName::Left));
        assert_eq!(
            e.to_string(),
            "Left's set: move 0 is not allowed (amounts are at least 1)"
        );
        let JobError::Invalid { token, .. } = e else {
            panic!("{e:?}")
        };
        assert_eq!(token, "0");
        let e = JobError::from(
            "0.G"
                .parse::<pebbles::games::classical::OctalCode>()
                .unwrap_err(),
        );
        assert!(
            matches!(&e, JobError::Invalid { token, .. } if token == "G"),
            "{e:?}"
        );
        assert_eq!(
            JobError::empty_range("heaps", 5, 2).to_string(),
            "heaps: `5..2` is empty: the first end is larger than the second"
        );
    }

    #[test]
    fn solver_limits_map_by_variant() {
        let e = cg::SolveError::WorkBudget { work: 7, limit: 6 };
        assert!(matches!(
            JobError::from(e),
            JobError::Limit {
                work: 7,
                limit: 6,
                ..
            }
        ));
        let e = JobError::from(SearchError::Sets {
            sets: 3_000_000,
            limit: MAX_SETS,
        });
        assert!(
            matches!(
                e,
                JobError::Limit {
                    limit: MAX_SETS,
                    ..
                }
            ),
            "{e:?}"
        );
        let e = JobError::from(cg::SolveError::HeapTooLarge(9));
        assert!(matches!(e, JobError::Solver(_)), "{e:?}");
    }
}

// crates/app/src/jobs/script.rs
#[cfg(feature = "script")]
mod script {
    use pebbles::games::classical::script::{Limit, ScriptLimits};
    use pebbles::jobs::script::engine::*;
    use pebbles::jobs::{Job, JobResult, ScriptRequest};

    /// A chain of positions `[tag, n] → [tag, n − 1] → … → [tag, 0]`.
    const CHAIN: &str = "fn options(p) { if p[1] > 0 { [[p[0], p[1] - 1]] } else { [] } }";

    fn run(job: &mut ScriptJob) {
        while !job.step(1 << 10) {}
    }

    #[test]
    fn a_job_over_the_memory_budget_with_kept_positions_starts_again_without_them() {
        let limits = ScriptLimits {
            positions: 40,
            ..ScriptLimits::PAGE
        };
        let request = |position: &str| ScriptRequest::new(CHAIN, position);
        // 31 positions, kept after the job.
        let mut first = solve(request("[1, 30]"), limits).unwrap();
        assert!(!first.kept);
        run(&mut first);
        assert!(matches!(Box::new(first).finish(), JobResult::Classical(_)));
        // 31 more: 62 with the kept ones, over 40; alone, within.
        let mut second = solve(request("[2, 30]"), limits).unwrap();
        assert!(second.kept);
        run(&mut second);
        assert!(!second.kept, "started again without the kept positions");
        assert!(second.failed.is_none(), "{:?}", second.failed);
        assert_eq!(second.solver.solved(), 31);
        // A job over the budget on its own is still refused.
        let mut third = solve(request("[3, 50]"), limits).unwrap();
        run(&mut third);
        let e = third.failed.expect("over the budget");
        assert_eq!(e.limit(), Some(Limit::Positions));
    }
}

// crates/app/src/jobs/misere.rs
#[cfg(feature = "script")]
mod misere {
    use pebbles::games::classical::misere::QuotientError;
    use pebbles::games::common::Class;
    use pebbles::jobs::{misere_form as form, run, JobError, JobRequest, *};

    fn quotient(code: &str, heaps: u32, sum: &[u32]) -> Result<QuotientView, JobError> {
        let r = QuotientRequest {
            code: code.into(),
            heaps,
            sum: sum.to_vec(),
        };
        let result = run(JobRequest::MisereQuotient(r))?;
        Ok(result.as_misere_quotient().expect("a quotient").clone())
    }

    #[test]
    fn the_quotient_is_the_clis_and_answers_the_sum() {
        let v = quotient("0.75", 16, &[2, 2]).unwrap();
        let q = pebbles::games::classical::misere::quotient(&"0.75".parse().unwrap(), 16).unwrap();
        assert_eq!(v.order, 8);
        assert_eq!(v.json, serde_json::to_string(&q).unwrap());
        let b = v.elements.iter().position(|e| e == "b").unwrap();
        assert_eq!(v.heap_rows[2].element, b);
        let s = v.sum.unwrap();
        assert_eq!(v.elements[s.element], "b^2");
        assert_eq!(s.outcome, Class::P);
        assert_eq!(s.steps, vec![b, s.element]);
    }

    #[test]
    fn refusals_name_the_field_or_the_limit() {
        let e = quotient("0.7G", 8, &[]).unwrap_err();
        assert!(
            matches!(&e, JobError::Invalid { token, .. } if token == "G"),
            "{e:?}"
        );
        let e = quotient("0.77", 8, &[3, 9]).unwrap_err();
        assert!(
            matches!(&e, JobError::Invalid { field, token, .. } if field == "sum" && token == "9"),
            "{e:?}"
        );
        let e = quotient("0.77", 41, &[]).unwrap_err();
        assert!(
            matches!(&e, JobError::Invalid { field, .. } if field == "heaps"),
            "{e:?}"
        );
        let e = JobError::from(QuotientError::Positions {
            code: "0.77".into(),
            heaps: 14,
            limit: PAGE_QUOTIENT_POSITIONS,
        });
        assert!(
            matches!(
                e,
                JobError::Limit {
                    limit: 1_000_000,
                    ..
                }
            ),
            "{e:?}"
        );
        assert!(
            e.to_string().contains("positions of the brute force"),
            "{e}"
        );
    }

    #[test]
    fn forms_as_the_cli() {
        let Ok(MisereFormView::Game(g)) = form("*2 + *2") else {
            panic!()
        };
        assert_eq!(g.canonical.as_deref(), Some("*[2[2]]"));
        assert_eq!(g.genus.as_deref(), Some("0^02"));
        assert_eq!(g.outcome, Class::P);
        assert_eq!(
            form("* + * == 0").unwrap(),
            MisereFormView::Comparison {
                expression: "* + * == 0".into(),
                result: true
            }
        );
        let e = form("*2 + q").unwrap_err();
        assert!(
            matches!(&e, JobError::Invalid { field, token, .. } if field == "expression" && token == "q"),
            "{e:?}"
        );
        let Ok(MisereFormView::Game(g)) = form("{1|0}") else {
            panic!()
        };
        assert!(!g.impartial);
        assert_eq!(g.outcome, Class::P);
    }
}
