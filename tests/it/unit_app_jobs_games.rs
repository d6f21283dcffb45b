//! Unit tests of pebbles-app's jobs of the scoring and bidding families (CS,
//! BCS, scoring, games, packed tables), moved from the crate's `src/`: the
//! crate has no unit-test harness (`test = false`), so that `cargo test`
//! compiles it once. One module a source file, named after it.

// crates/app/src/jobs/packed.rs
mod packed {
    use pebbles::jobs::packed::width;
    use serde::{Deserialize, Serialize, Serializer};

    #[derive(Serialize, Deserialize, PartialEq, Debug)]
    struct T(#[serde(with = "pebbles::jobs::packed")] Vec<Vec<i64>>);

    /// Bytes written as the packed rows write theirs (one byte string).
    struct Bytes<'a>(&'a [u8]);

    impl Serialize for Bytes<'_> {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_bytes(self.0)
        }
    }

    fn round_trip(rows: Vec<Vec<i64>>) {
        let t = T(rows);
        let cfg = bincode::config::standard();
        let bytes = bincode::serde::encode_to_vec(&t, cfg).unwrap();
        let (back, _): (T, _) = bincode::serde::decode_from_slice(&bytes, cfg).unwrap();
        assert_eq!(back, t);
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(serde_json::from_str::<T>(&json).unwrap(), t);
    }

    #[test]
    fn every_width_and_ragged_rows_round_trip() {
        round_trip(vec![]);
        round_trip(vec![vec![], vec![0]]);
        round_trip(vec![vec![-128, 127], vec![3]]);
        round_trip(vec![vec![-129, 128, 0]]);
        round_trip(vec![
            vec![i64::from(i16::MIN) - 1],
            vec![i64::from(i32::MAX)],
        ]);
        round_trip(vec![vec![i64::MIN, i64::MAX, -1], vec![], vec![5, 6]]);
    }

    #[test]
    fn the_narrowest_width_is_chosen() {
        assert_eq!(width(&[vec![-128, 127]]), 1);
        assert_eq!(width(&[vec![128]]), 2);
        assert_eq!(width(&[vec![-40_000]]), 4);
        assert_eq!(width(&[vec![1 << 40]]), 8);
    }

    #[test]
    fn inconsistent_input_is_an_error_not_a_panic() {
        let cfg = bincode::config::standard();
        let bad = (vec![3u32], 2u8, Bytes(&[1, 2, 3]));
        let bytes = bincode::serde::encode_to_vec(&bad, cfg).unwrap();
        assert!(bincode::serde::decode_from_slice::<T, _>(&bytes, cfg).is_err());
        let bad = (vec![1u32], 3u8, Bytes(&[1, 2, 3]));
        let bytes = bincode::serde::encode_to_vec(&bad, cfg).unwrap();
        assert!(bincode::serde::decode_from_slice::<T, _>(&bytes, cfg).is_err());
    }
}

// crates/app/src/jobs/cs.rs
mod cs {
    use pebbles::games::common::{Player, Ties, Variant};
    use pebbles::games::cumulative_subtraction as cs;
    use pebbles::games::cumulative_subtraction::Rules;
    use pebbles::jobs::{run, ExportFormat, JobError, JobRequest, JobResult, RunningJob, *};

    #[test]
    fn sliced_run_equals_direct_run() {
        let req = JobRequest::CsTable(s23(3, 9));
        let mut job = RunningJob::start(req.clone()).unwrap();
        let mut steps = 0;
        while !job.step(256) {
            steps += 1;
            assert!(steps < 100);
        }
        let (done, total) = job.progress();
        assert_eq!((done, total), (10_001, 10_001));
        let (JobResult::CsTable(t), Ok(JobResult::CsTable(d))) = (job.finish(), run(req)) else {
            panic!("expected tables");
        };
        assert_eq!(t, d);
        assert_eq!(t.rows[0].optimal.zero_sum[0].shown, vec![3]);
        let zs: Vec<i64> = t.rows.iter().map(|r| r.zero_sum[0]).collect();
        assert_eq!(zs, vec![3, 3, 1, 0, 1, 2, 3]);
    }

    fn s23(lo: u32, hi: u32) -> CsRequest {
        CsRequest {
            rules: Rules::symmetric(vec![2, 3]),
            ties: Ties::default(),
            lo,
            hi,
            remoteness: false,
        }
    }

    #[test]
    fn only_small_tables_are_quick() {
        assert!(JobRequest::CsTable(s23(0, 20)).quick());
        assert!(JobRequest::CsTable(s23(19_000, 19_400)).quick());
        assert!(!JobRequest::CsTable(s23(0, 500)).quick(), "500 rows");
        assert!(!JobRequest::CsTable(s23(0, 20_001)).quick());
        assert!(!JobRequest::CsTable(s23(9_999_999, 9_999_999)).quick());
        assert!(!JobRequest::CsExport(s23(0, 20), ExportFormat::Csv).quick());
    }

    #[test]
    fn exports_csv_and_the_cli_json() {
        let Ok(JobResult::File { name, body, .. }) =
            run(JobRequest::CsExport(s23(0, 9), ExportFormat::Csv))
        else {
            panic!("expected a file");
        };
        assert_eq!(name, "cumulative-subtraction-0-9.csv");
        let lines: Vec<&str> = body.lines().collect();
        assert_eq!(lines.len(), 11);
        assert!(lines[0].starts_with("heap,zero_sum_left_starts"));
        assert_eq!(lines[10], "9,3,-3,6,3,3,6,N,N,2");
        let Ok(JobResult::File { body, .. }) =
            run(JobRequest::CsExport(s23(0, 9), ExportFormat::Json))
        else {
            panic!("expected a file");
        };
        let v: serde_json::Value = serde_json::from_str(&body).unwrap();
        let t = cs::solve(
            Rules::symmetric(vec![2, 3]),
            Ties::default(),
            cs::horizon(9),
        )
        .unwrap();
        assert_eq!(v, serde_json::to_value(cs::report(&t, 0, 9)).unwrap());
    }

    #[test]
    fn play_lines_follow_figure_4() {
        let Ok(JobResult::CsPlay(p)) = run(JobRequest::CsPlay(s23(0, 0), 7)) else {
            panic!("expected play lines");
        };
        let line = p
            .lines
            .iter()
            .find(|l| l.variant == Variant::SelfInterest && l.starter == Player::Left)
            .unwrap();
        let heaps: Vec<u32> = line.steps.iter().map(|s| s.heap_after).collect();
        assert_eq!(heaps, vec![5, 2, 0]);
        assert_eq!(line.steps.last().unwrap().pockets, (4, 3));
        assert_eq!(p.lines.len(), 8);
    }

    #[test]
    fn long_play_lines_are_truncated() {
        let mut r = s23(0, 0);
        r.rules = Rules::symmetric(vec![1]);
        let Ok(JobResult::CsPlay(p)) = run(JobRequest::CsPlay(r, 5000)) else {
            panic!("expected play lines");
        };
        assert!(!p.lines[0].complete);
        assert_eq!(p.lines[0].steps.len(), MAX_LINE_STEPS);
        assert_eq!(p.lines[0].steps[999].heap_after, 4000);
    }

    #[test]
    fn work_limit_refuses_huge_jobs_and_caps_move_lists() {
        let mut r = s23(0, 99_999);
        r.rules = Rules::symmetric((1..=2_000).collect());
        let err = run(JobRequest::CsTable(r.clone())).unwrap_err();
        let JobError::Limit { work, limit, .. } = err else {
            panic!("a work limit: {err:?}")
        };
        assert_eq!(limit, WORK_LIMIT);
        // 100 000 heaps and 100 000 listed rows, 4 000 moves each.
        assert_eq!(work, 100_000 * 4_000 + 100_000 * 4_000 * 9);
        r.hi = 20;
        let Ok(JobResult::CsTable(t)) = run(JobRequest::CsTable(r)) else {
            panic!("expected a table");
        };
        // Normal play, heap 20, S = 1..2000: the starter wins by taking 20;
        // from heap 0 nobody moves. At heap 1 misère, the loser may take anything.
        assert_eq!(t.rows[20].optimal.normal[0].shown, vec![20]);
        let m = &t.rows[20].optimal.misere[0];
        assert!(m.shown.len() <= MAX_LISTED_MOVES);
    }

    #[test]
    fn invalid_rules_are_an_error_not_a_panic() {
        let mut r = s23(0, 9);
        r.rules = Rules::partizan(vec![0], vec![]);
        let err = run(JobRequest::CsTable(r)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "Left's set: move 0 is not allowed (amounts are at least 1)"
        );
        assert!(matches!(err, JobError::Invalid { .. }), "{err:?}");
        let mut r = s23(5, 2);
        let err = run(JobRequest::CsTable(r.clone())).unwrap_err();
        assert_eq!(err, JobError::empty_range("heaps", 5, 2));
        r.lo = 0;
        assert!(run(JobRequest::CsTable(r)).is_ok());
    }
}

// crates/app/src/jobs/games.rs
mod games {
    use pebbles::games::cumulative_games as cg;
    use pebbles::games::cumulative_games::Ruleset;
    use pebbles::jobs::{run, JobError, JobRequest, JobResult, *};

    #[test]
    fn squirrel_from_heap_7_is_figure_4() {
        let req = GameRequest {
            source: GameSource::Preset("squirrel".into()),
            heaps: vec![7],
            first: 1,
        };
        let Ok(JobResult::Game(s)) = run(JobRequest::Game(req)) else {
            panic!("expected a solution");
        };
        assert_eq!(s.value, vec![4.0, 3.0]);
        assert_eq!(s.pspe_line.len(), 3);
    }

    /// Stepped one search step at a time, every preset and a sum give the
    /// solution of the one-call solver, and progress never goes backwards.
    #[test]
    fn stepping_gives_the_same_solution() {
        let mut reqs: Vec<GameRequest> = cg::PRESETS
            .iter()
            .flat_map(|p| {
                [(3, 1), (8, 2)].map(|(x, first)| GameRequest {
                    source: GameSource::Preset(p.to_string()),
                    heaps: vec![x],
                    first,
                })
            })
            .collect();
        reqs.push(GameRequest {
            source: GameSource::Sum(vec![("squirrel".into(), 4), ("scoring".into(), 3)]),
            heaps: vec![],
            first: 1,
        });
        let mut steps = 0;
        let count = reqs.len();
        for req in reqs {
            let whole = solve(&req);
            let mut job = RunningJob::start(JobRequest::Game(req.clone())).unwrap();
            let mut last = 0;
            while !job.step(1) {
                steps += 1;
                assert!(job.progress().0 >= last);
                last = job.progress().0;
            }
            match (whole, job.finish()) {
                (Ok(a), JobResult::Game(b)) => assert_eq!(a, *b, "{req:?}"),
                (Err(e), JobResult::Failed(m)) => assert_eq!(JobError::from(e), m),
                (a, b) => panic!("{req:?}: {a:?} vs {b:?}"),
            }
        }
        assert!(steps > 10 * count, "{steps} steps: the games were stepped");
    }

    /// The outcome table stepped one search step at a time is the table
    /// solved in one call, and its progress counts heaps.
    #[test]
    fn stepped_tables_are_the_same() {
        for p in ["squirrel", "tragedy", "normal", "wealth"] {
            let req = GameTableRequest {
                source: GameSource::Preset(p.into()),
                to: 12,
            };
            let whole = table(&req).unwrap();
            let mut job = RunningJob::start(JobRequest::GameTable(req)).unwrap();
            let mut heaps = 0;
            while !job.step(1) {
                let (done, total) = job.progress();
                assert!(done >= heaps && done <= total && total == 13);
                heaps = done;
            }
            let JobResult::GameTable(t) = job.finish() else {
                panic!("{p}: a table")
            };
            assert_eq!(*t, whole, "{p}");
        }
    }

    /// A two-heap ruleset takes one size per heap, or one size for both.
    #[test]
    fn two_heaps_take_sizes_per_heap() {
        let mut r = cg::preset("squirrel").unwrap();
        r.heaps.push(r.heaps[0].clone());
        let json = cg::to_json(&r);
        let req = |heaps: Vec<u32>| GameRequest {
            source: GameSource::Json(json.clone()),
            heaps,
            first: 1,
        };
        assert_eq!(solve(&req(vec![4, 3])).unwrap().heaps, vec![4, 3]);
        assert_eq!(solve(&req(vec![4])).unwrap().heaps, vec![4, 4]);
        let e = solve(&req(vec![1, 2, 3])).unwrap_err().to_string();
        assert_eq!(e, "3 heap sizes given; the ruleset has 2 heaps");
    }

    /// The table job gives the CLI's table; a sum is refused by name.
    #[test]
    fn table_over_heaps_runs_as_a_job() {
        let req = GameTableRequest {
            source: GameSource::Preset("squirrel".into()),
            to: 30,
        };
        let Ok(JobResult::GameTable(t)) = run(JobRequest::GameTable(req)) else {
            panic!("expected a table");
        };
        assert_eq!(t.outcomes.len(), 31);
        assert_eq!(t.period.as_ref().map(|p| p.period), Some(6));
        let req = GameTableRequest {
            source: GameSource::Sum(vec![("misere".into(), 3), ("squirrel".into(), 3)]),
            to: 5,
        };
        let e = table(&req).unwrap_err().to_string();
        assert!(e.contains("one-heap ruleset"), "{e}");
    }

    #[test]
    fn bad_json_is_an_error() {
        let req = GameRequest {
            source: GameSource::Json("{\"players\": 9}".into()),
            heaps: vec![7],
            first: 1,
        };
        assert!(run(JobRequest::Game(req)).is_err());
    }

    #[test]
    fn errors_keep_the_solver_messages() {
        let src = GameSource::Sum(vec![("chess".into(), 3)]);
        let e = Ruleset::try_from(&src).unwrap_err();
        assert!(matches!(e, GameError::Preset(_)));
        assert!(e
            .to_string()
            .starts_with("unknown preset 'chess'; presets: normal"));
        let req = GameRequest {
            source: GameSource::Preset("squirrel".into()),
            heaps: vec![7],
            first: 3,
        };
        let e = solve(&req).unwrap_err();
        assert_eq!(e.to_string(), "first player 3 is not in 1..=2");
    }
}

// crates/app/src/jobs/bcs.rs
mod bcs {
    use pebbles::games::bidding as bcs;
    use pebbles::games::bidding::{BcsRules, Player};
    use pebbles::jobs::{run, JobError, JobRequest, JobResult, *};

    fn example11() -> BcsRequest {
        BcsRequest {
            moves: vec![1],
            total_budget: 5,
            bids: None,
            lo: 0,
            hi: 2,
            marker: Player::Left,
            matrix: Some((2, 3, Player::Left)),
            right_moves: None,
            left_weights: None,
            right_weights: None,
            penalty: None,
            overrides: None,
        }
    }

    #[test]
    fn table_job_gives_example_11_and_explains_cells() {
        let Ok(JobResult::BcsTable(t)) = run(JobRequest::BcsTable(example11())) else {
            panic!("expected a table");
        };
        // Example 11, x = 2, columns p = 5..0: 2 2 0 0 0 −2.
        let row: Vec<i64> = t.left_marker[2].iter().rev().copied().collect();
        assert_eq!(row, vec![2, 2, 0, 0, 0, -2]);
        assert_eq!(t.period.map(|p| p.period), Some(2));
        assert!(t.hover[2][5].contains("Left moves"), "{}", t.hover[2][5]);
        assert!(matches!(t.matrix, Some(Ok(_))));
        assert!(!t.edges.is_empty());
    }

    #[test]
    fn requests_convert_to_rules() {
        let mut r = example11();
        r.bids = Some(vec![0, 2]);
        assert_eq!(
            BcsRules::from(&r),
            BcsRules::new(vec![1], 5).with_bids(vec![0, 2])
        );
    }

    #[test]
    fn oversized_tables_are_refused() {
        let mut r = example11();
        r.total_budget = 400;
        r.hi = 100_000;
        let err = run(JobRequest::BcsTable(r)).unwrap_err();
        assert_eq!(
            err,
            JobError::limit(
                "table cells (heaps × budgets)",
                100_001 * 401,
                MAX_BCS_CELLS,
                "narrow the heap range or lower the budget"
            )
        );
    }

    /// Issue 18 #2: `s=999999,1000000&tb=3&heaps=0..10` used to compute 50
    /// million rows (5.6 GB) for an 11-row table.
    #[test]
    fn a_large_move_does_not_force_millions_of_rows() {
        let mut r = example11();
        r.moves = vec![999_999, 1_000_000];
        r.total_budget = 3;
        r.hi = 10;
        r.matrix = None;
        let rules = BcsRules::from(&r);
        let job = BcsJob::start(r.clone()).unwrap();
        let rows = u64::from(job.solver.max_heap()) + 1;
        assert!(
            rows * bcs::heap_bytes(&rules) <= BCS_MEMORY_LIMIT,
            "{rows} rows"
        );
        r.lo = 50_000_000;
        r.hi = 50_000_000;
        let err = run(JobRequest::BcsTable(r)).unwrap_err();
        let JobError::Limit {
            what, work, limit, ..
        } = &err
        else {
            panic!("a limit: {err:?}")
        };
        assert!(what.starts_with("bytes of memory"), "{err}");
        assert!(work > limit && *limit == BCS_MEMORY_LIMIT, "{err}");
    }

    #[test]
    fn sweep_reports_convergence_within_the_bound() {
        let req = SweepRequest {
            moves: vec![1],
            budgets: (0, 8),
        };
        let Ok(JobResult::BcsSweep(points)) = run(JobRequest::BcsSweep(req)) else {
            panic!("expected a sweep");
        };
        assert_eq!(points.len(), 9);
        for p in &points {
            let c = p.convergence_heap.expect("S = {1} converges");
            assert!(u64::from(c) <= p.bound, "{p:?}");
        }
    }
}

// crates/app/src/jobs/cs_scoring.rs
mod cs_scoring {
    use pebbles::games::common::Player;
    use pebbles::games::cumulative_subtraction::Rules;
    use pebbles::games::scoring::ScoringCsReport;
    use pebbles::jobs::{run, JobError, JobRequest, JobResult, RunningJob, *};
    use std::collections::HashMap;

    fn request(rules: Rules, lo: u32, hi: u32) -> CsScoringRequest {
        CsScoringRequest { rules, lo, hi }
    }

    fn result(r: CsScoringRequest) -> CsScoringResult {
        match run(JobRequest::CsScoring(r)) {
            Ok(JobResult::CsScoring(r)) => *r,
            other => panic!("expected the scoring forms, got {other:?}"),
        }
    }

    /// Zero-sum CS on two heaps by plain recursion: the mover takes from
    /// either heap and gains the amount; a mover with no move anywhere
    /// ends the game. Left's total minus Right's.
    fn two_heaps(
        rules: &Rules,
        a: u32,
        b: u32,
        left: bool,
        memo: &mut HashMap<(u32, u32, bool), i64>,
    ) -> i64 {
        if let Some(&v) = memo.get(&(a, b, left)) {
            return v;
        }
        let p = if left { Player::Left } else { Player::Right };
        let mut best: Option<i64> = None;
        for (x, other, first) in [(a, b, true), (b, a, false)] {
            for m in rules.moves(x, p) {
                let (na, nb) = if first {
                    (x - m, other)
                } else {
                    (other, x - m)
                };
                let gain = i64::from(m);
                let v = if left {
                    gain + two_heaps(rules, na, nb, false, memo)
                } else {
                    two_heaps(rules, na, nb, true, memo) - gain
                };
                best = Some(match best {
                    None => v,
                    Some(b) if left => b.max(v),
                    Some(b) => b.min(v),
                });
            }
        }
        let v = best.unwrap_or(0);
        memo.insert((a, b, left), v);
        v
    }

    #[test]
    fn heaps_match_the_cli_report_and_the_table() {
        let rules = Rules::symmetric(vec![2, 3]);
        let r = result(request(rules.clone(), 0, 20));
        assert_eq!(r.heaps.len(), 21);
        for h in &r.heaps {
            let cli = ScoringCsReport::new(&rules, h.heap, 20_000_000).unwrap();
            assert_eq!(h.canonical, cli.game.canonical, "heap {}", h.heap);
            assert_eq!(h.scores, [cli.game.left_score, cli.game.right_score]);
            assert_eq!(h.scores, [cli.table_left, cli.table_right]);
            assert_eq!(h.table, h.scores);
            assert_eq!(h.birthday, cli.game.birthday);
            assert_eq!(h.invertible, cli.game.invertible);
            assert_eq!(Some(h.positions), cli.game.canonical_positions);
        }
        assert_eq!(
            r.heaps[7].canonical.as_deref(),
            Some("<1,<6,<7|3>|0,<3|-1>>|-1,<0,<1|-3>|-6,<-3|-7>>>")
        );
        assert_eq!(r.classes[0], [0, 1, 6]);
    }

    #[test]
    fn sums_are_the_two_heap_game_and_equal_heaps_are_equal() {
        for s in [vec![2, 3], vec![1, 4], vec![1, 2, 3]] {
            let rules = Rules::symmetric(s);
            let r = result(request(rules.clone(), 0, 20));
            assert_eq!(r.sums.len(), 55);
            let mut memo = HashMap::new();
            for sum in &r.sums {
                let (a, b) = (sum.a, sum.b);
                let want = [true, false].map(|l| two_heaps(&rules, a, b, l, &mut memo));
                assert_eq!(sum.scores, want, "{:?} G{a} + G{b}", rules.left);
                if let Some(c) = sum.equals_heap {
                    assert_eq!(r.heaps[c as usize].scores, want);
                }
            }
            for class in &r.classes {
                let first = &r.heaps[class[0] as usize];
                for &h in class {
                    assert_eq!(r.heaps[h as usize].canonical, first.canonical);
                }
            }
        }
    }

    #[test]
    fn sliced_run_equals_direct_run() {
        let req = request(Rules::symmetric(vec![1, 4]), 3, 15);
        let mut job = RunningJob::start(JobRequest::CsScoring(req.clone())).unwrap();
        let mut steps = 0;
        while !job.step(1) {
            steps += 1;
            let (done, total) = job.progress();
            assert!(done <= total);
        }
        assert_eq!(job.progress(), (13 + 55, 13 + 55));
        assert_eq!(steps, 13 + 55);
        let JobResult::CsScoring(sliced) = job.finish() else {
            panic!("expected the scoring forms");
        };
        assert_eq!(*sliced, result(req));
        assert_eq!(sliced.sum_heaps, (3..=12).collect::<Vec<_>>());
    }

    #[test]
    fn refusals_name_the_limit_or_the_token() {
        let big = request(Rules::symmetric((1..=20).collect()), 0, 200);
        let err = run(JobRequest::CsScoring(big)).unwrap_err();
        let JobError::Limit { work, limit, .. } = &err else {
            panic!("a work limit: {err:?}")
        };
        assert_eq!((*work, *limit), (201 * 201 * 40 * 36, SCORING_WORK_LIMIT));
        assert!(
            err.to_string().contains("over the limit of 4000000"),
            "{err}"
        );
        let err = run(JobRequest::CsScoring(request(
            Rules::symmetric(vec![2]),
            300,
            400,
        )))
        .unwrap_err();
        assert_eq!(err.to_string(), "heaps: heap 300 is over the limit of 200");
        let err = run(JobRequest::CsScoring(request(
            Rules::symmetric(vec![0]),
            0,
            4,
        )))
        .unwrap_err();
        assert!(matches!(err, JobError::Invalid { .. }), "{err:?}");
        let err = run(JobRequest::CsScoring(request(
            Rules::symmetric(vec![2]),
            5,
            4,
        )))
        .unwrap_err();
        assert_eq!(err, JobError::empty_range("heaps", 5, 4));
    }
}

// crates/app/src/jobs/scoring.rs
#[cfg(feature = "script")]
mod scoring {
    use pebbles::games::limits::SCORING_WORK;
    use pebbles::games::scoring::{scoring_expr, Relation};
    use pebbles::jobs::{run, JobError, JobRequest, *};

    fn view(expr: &str) -> Result<ScoringView, JobError> {
        let r = run(JobRequest::Scoring(ScoringRequest { expr: expr.into() }))?;
        Ok(r.as_scoring().expect("a scoring result").clone())
    }

    #[test]
    fn the_json_is_the_clis_and_the_facts_read_it() {
        for expr in [
            "<^-3|<2|1>> + <-3|^0>",
            "<<4|-3>|^-2>",
            "5 <> <^-4|6>",
            "hat(1) + hat(-1) == 0",
        ] {
            let v = view(expr).unwrap();
            let cli = scoring_expr(expr, SCORING_WORK).unwrap();
            assert_eq!(v.json, serde_json::to_string(&cli).unwrap(), "{expr}");
            assert!(v.build_work <= v.work && v.work <= PAGE_SCORING_WORK);
        }
        let ScoringFacts::Game(g) = view("<^-3|<2|1>> + <-3|^0>").unwrap().facts else {
            panic!()
        };
        assert_eq!(g.canonical.as_deref(), Some("<<^-6|^-1>|^2>"));
        assert_eq!((g.left_score, g.right_score, g.birthday), (-1, 2, 1));
        assert!(g.guaranteed && g.reason.is_none());
        let ScoringFacts::Comparison(c) = view("5 <> <^-4|6>").unwrap().facts else {
            panic!()
        };
        assert!(c.result);
        assert_eq!(c.relation, Relation::Confused);
        assert_eq!(c.scores, [[5, 5], [-4, 6]]);
    }

    #[test]
    fn bad_tokens_are_named_in_the_field_expression() {
        for (expr, token) in [
            ("<1|x>", "x"),
            ("<1|>", ">"),
            ("^3", "^"),
            ("<1/2|3>", "1/2"),
            ("-1e999x", "e999x"),
            ("<1|2> +", ""),
        ] {
            let e = view(expr).unwrap_err();
            let JobError::Invalid {
                field,
                token: t,
                reason,
            } = &e
            else {
                panic!("{expr}: {e:?}")
            };
            assert_eq!(
                (field.as_str(), t.as_str()),
                ("expression", token),
                "{expr}"
            );
            assert!(reason.starts_with(&format!("in `{expr}`")), "{reason}");
            if !token.is_empty() {
                assert!(reason.contains(&format!("`{token}`")), "{reason}");
            }
        }
        let e = view("<<4|-3>|^-2> >= 0").unwrap_err();
        assert!(e.to_string().contains("not a guaranteed"), "{e}");
    }

    #[test]
    fn limits_are_named_before_and_during_the_work() {
        let parts = [
            "<<1|2>,<3|4>|<5|6>,<7|8>>",
            "<^-3|<2|1>>",
            "<-3|^0>",
            "<<2|<1|0>>|<-1|-2>>",
            "<<5|<3|1>>,<4|2>|<-1|<-2|-6>>>",
            "<<1|^1>|<^-2|-2>>",
            "<<<3|1>|<0|-2>>|<<1|-1>|<-3|-5>>>",
        ];
        // Seven terms: the literal game alone passes the build's limit,
        // refused before the canonical form is sought.
        let e = view(&parts.join(" + ")).unwrap_err();
        let JobError::Limit { limit, what, .. } = &e else {
            panic!("{e:?}")
        };
        assert_eq!(*limit, PAGE_SCORING_BUILD);
        assert!(what.contains("building the literal game"), "{what}");
        assert!(e.to_string().contains("over the limit of 100000"), "{e}");
        // Six terms build, and their canonical form is found.
        let six = parts[..6].join(" + ");
        let v = view(&six).unwrap();
        assert!(v.build_work < PAGE_SCORING_BUILD && v.work < PAGE_SCORING_WORK);
        // Six and a switch build within the limit (some 93 000 units), and
        // the canonical form meets the limit of the whole job.
        let e = view(&format!("{six} + <1|-1>")).unwrap_err();
        let JobError::Limit {
            limit, what, work, ..
        } = &e
        else {
            panic!("{e:?}")
        };
        assert_eq!(*limit, PAGE_SCORING_WORK);
        assert!(*work > PAGE_SCORING_WORK);
        assert!(what.contains("canonical form"), "{what}");
    }
}
