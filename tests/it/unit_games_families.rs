//! Unit tests of pebbles-games' other families: EFG, Clobber, game trees,
//! cumulative subtraction and games, scoring, moved from the crate's `src/`:
//! the crate has no unit-test harness (`test = false`), so that `cargo test`
//! compiles it once. One module a source file, named after it.

// crates/games/src/efg/number.rs
mod number {
    use pebbles::games::efg::*;

    #[test]
    fn parses_gambit_numbers() {
        let r = |t: &str| Rational::parse(t).map(|v| v.to_string());
        assert_eq!(r("3"), Some("3".into()));
        assert_eq!(r("-2.50"), Some("-5/2".into()));
        assert_eq!(r("6/4"), Some("3/2".into()));
        assert_eq!(r("-1/3"), Some("-1/3".into()));
        assert_eq!(r(".5"), Some("1/2".into()));
        for bad in [
            "",
            "-",
            "1/0",
            "1e5",
            "x",
            "1.2.3",
            "3/-2",
            "1234567890123456789",
        ] {
            assert_eq!(r(bad), None, "{bad}");
        }
        assert!(Rational::parse("1/3").unwrap() < Rational::parse("0.34").unwrap());
        let f = |v: f64| Rational::from_f64(v).map(|r| r.to_string());
        assert_eq!(f(0.1 + 0.2), Some("3/10".into()));
        assert_eq!(f(7.0 / 2.0), Some("7/2".into()));
        assert_eq!(f(-1.0 / 3.0), Some("-1/3".into()));
        assert_eq!(f(-4.0), Some("-4".into()));
        assert_eq!(f(0.1 + 0.2 - 0.3), Some("0".into()));
        assert_eq!(f(1.0 + 2f64.powi(-20)), Some("1048577/1048576".into()));
        let pi = Rational::from_f64(std::f64::consts::PI).unwrap();
        assert!((pi.to_f64() - std::f64::consts::PI).abs() <= 4e-12);
        assert_eq!(f(f64::NAN), None);
        assert_eq!(f(1e30), None);
        let s = Rational::int(1).checked_add(Rational::parse("1/2").unwrap());
        assert_eq!(s.map(|v| v.to_string()), Some("3/2".into()));
    }
}

// crates/games/src/efg/parse.rs
mod parse {
    use pebbles::games::efg::parse::*;
    use pebbles::games::efg::EfgError;

    #[test]
    fn tokens_keep_lines_and_escapes() {
        let t = tokens("EFG 2 R \"a \\\"b\\\"\"\n{ \"x\", 1/2 }").unwrap();
        assert_eq!(t[3].text, "a \"b\"");
        assert!(t[3].quoted);
        assert_eq!(t[4].line, 2);
        assert_eq!(t.len(), 9);
        assert_eq!(
            tokens("\"open").unwrap_err(),
            EfgError::Unclosed { line: 1 }
        );
    }
}

// crates/games/src/clobber/census.rs
mod census {
    use pebbles::games::clobber::census::*;

    #[test]
    fn the_estimate_follows_the_games_counted() {
        for n in 2..=9 {
            let mut games = 0u64;
            for_each_game(n, |_| games += 1);
            let estimate = census_work(n, n) >> n;
            assert!(
                games <= 2 * estimate && estimate <= 2 * games + 8,
                "{n}: {games} vs {estimate}"
            );
        }
        assert!(census_work(13, 13) > 50 * census_work(11, 11));
    }
}

// crates/games/src/clobber/board.rs
mod board {
    use pebbles::games::clobber::board::*;

    #[test]
    fn parses_strips_and_grids() {
        let b = Board::parse("1,2,3,2,1,3", 3).unwrap();
        assert!(b.is_strip());
        assert_eq!(b.cells(), &[1, 2, 3, 2, 1, 3]);
        let g = Board::parse("1,2,3|3,0,1", 3).unwrap();
        assert_eq!((g.rows(), g.cols()), (2, 3));
        assert_eq!(g.to_string(), "1,2,3|3,0,1");
        let column = Board::parse("1|2|3", 3).unwrap();
        assert!(column.is_strip());
    }

    #[test]
    fn errors_name_the_token() {
        let e = Board::parse("1,2,x", 3).unwrap_err();
        assert_eq!(e.token, "x");
        let e = Board::parse("1,4", 3).unwrap_err();
        assert_eq!(e.token, "4");
        let e = Board::parse("1,2|3", 3).unwrap_err();
        assert_eq!(e.token, "3");
        let long = vec!["1"; MAX_CELLS + 1].join(",");
        assert!(Board::parse(&long, 3).is_err());
    }

    #[test]
    fn moves_and_neighbours() {
        let b = Board::parse("1,2|0,3", 3).unwrap();
        assert_eq!(b.neighbours(0).collect::<Vec<_>>(), vec![1, 2]);
        assert!(b.can_move(1) && b.can_move(2) && b.can_move(3));
        let dead = Board::parse("1,0,2", 3).unwrap();
        assert!(!dead.any_move());
    }
}

// crates/games/src/clobber/solve.rs
mod solve {
    use pebbles::games::clobber::board::MAX_CELLS;
    use pebbles::games::clobber::solve::*;

    fn strip(cells: &[u8]) -> Cells {
        let mut c = [0; MAX_CELLS];
        c[..cells.len()].copy_from_slice(cells);
        c
    }

    #[test]
    fn strip_keys_ignore_order_orientation_and_dead_segments() {
        let shape = Shape { rows: 1, cols: 9 };
        let a = canonical(shape, &strip(&[1, 2, 0, 3, 3, 0, 2, 3, 1]), 1).1;
        let b = canonical(shape, &strip(&[1, 3, 2, 0, 0, 2, 1, 0, 1]), 1).1;
        assert_eq!(a, b);
        let c = canonical(shape, &strip(&[1, 3, 2, 0, 0, 2, 1, 0, 1]), 2).1;
        assert_ne!(a, c);
    }

    #[test]
    fn grid_keys_use_symmetry() {
        let shape = Shape { rows: 2, cols: 3 };
        let a = canonical(shape, &strip(&[1, 2, 3, 0, 0, 1]), 1).1;
        let b = canonical(shape, &strip(&[1, 0, 0, 3, 2, 1]), 1).1;
        assert_eq!(a, b);
    }
}

// crates/games/src/game_tree/spec.rs
mod spec {
    use pebbles::games::common::Variant;
    use pebbles::games::game_tree::*;

    #[test]
    fn views_parse_by_code_and_name_the_token() {
        for v in View::CS {
            assert_eq!(v.code().parse::<View>(), Ok(v));
        }
        let e = " bush ".parse::<View>().unwrap_err();
        assert_eq!(e.token, "bush");
        assert_eq!(e.to_string(), "`bush`: expected tree, dag or cgt");
        assert!("nim".parse::<View>().is_err());
    }

    #[test]
    fn errors_read_as_before() {
        assert_eq!(
            TreeError::HeapTooLarge(10_001).to_string(),
            "heap 10001 is too large for a tree (at most 10000)"
        );
        assert_eq!(
            TreeError::NimMode(Variant::ZeroSum).to_string(),
            "mode zs does not apply to Nim (use normal, misere or grundy)"
        );
        assert_eq!(
            TreeError::Full { nodes: 5, id: 2 }.to_string(),
            "the graph already has 5 nodes (at most 200000); re-root at node 2 instead"
        );
        assert_eq!(TreeError::Rules("x".into()).to_string(), "x");
    }
}

// crates/games/src/cumulative_subtraction/work.rs
mod work {
    use pebbles::games::cumulative_subtraction::{Rules, *};

    #[test]
    fn short_tables_solve_the_period_horizon() {
        assert_eq!(horizon(20), PERIOD_HORIZON);
        assert_eq!(horizon(50_000), 50_000);
    }

    #[test]
    fn work_counts_heaps_times_amounts_and_listed_rows() {
        let s23 = Rules::symmetric(vec![2, 3]);
        assert_eq!(moves_per_heap(&s23), 4);
        assert_eq!(work(&s23, 9, 0), 40);
        assert_eq!(work(&s23, 9, 10), 40 + 10 * 4 * 9);
        // Duplicates count once; a wide override counts at every heap.
        let mut r = Rules::partizan(vec![2, 2, 3], vec![1]);
        assert_eq!(moves_per_heap(&r), 3);
        r.overrides.insert(5, (1..=10).collect());
        assert_eq!(moves_per_heap(&r), 10);
        assert_eq!(work(&r, 99, 0), 1000);
    }
}

// crates/games/src/cumulative_subtraction/report.rs
mod cumulative_subtraction_report {
    use pebbles::games::common::Ties;
    use pebbles::games::cumulative_subtraction::{solve, Rules, *};

    #[test]
    fn keys_are_alphabetical_as_in_the_old_value() {
        let rules = Rules::symmetric(vec![2, 3])
            .with_override(10, vec![1])
            .with_override(2, vec![2]);
        let t = solve(rules, Ties::default(), 12).unwrap();
        let json = report(&t, 0, 3).to_json();
        let value: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(json, value.to_string());
        assert!(json.contains(r#""overrides":{"10":[1],"2":[2]}"#), "{json}");
    }

    #[test]
    fn empty_range_and_missing_parts() {
        let t = pebbles::games::cumulative_subtraction::Solver::with_parts(
            Rules::partizan(vec![1], vec![2]),
            Ties::default(),
            5,
            pebbles::games::cumulative_subtraction::Parts::ZERO_SUM,
        )
        .unwrap()
        .finish();
        let r = report(&t, 4, 2);
        assert!(r.heaps.is_empty() && r.grundy.is_none() && r.normal.is_none());
        assert_eq!(r.zero_sum.map(|z| z.left_starts.len()), Some(0));
        assert!(report(&t, 0, 99)
            .to_json()
            .contains(r#""heaps":[0,1,2,3,4,5]"#));
    }
}

// crates/games/src/cumulative_subtraction/rules.rs
mod rules {
    use pebbles::games::cumulative_subtraction::*;

    #[test]
    fn errors_read_as_before() {
        let e = Rules::partizan(vec![1], vec![0]).validate().unwrap_err();
        assert_eq!(e, RulesError::ZeroMove(SetName::Right));
        assert_eq!(
            e.to_string(),
            "Right's set: move 0 is not allowed (amounts are at least 1)"
        );
        let e = Rules::symmetric(vec![2])
            .with_override(7, vec![MAX_MOVE + 1])
            .validate()
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "override at heap 7: move 1000001 exceeds the maximum 1000000"
        );
        let e = Rules::partizan(vec![], vec![]).validate().unwrap_err();
        assert_eq!(e.to_string(), "both move sets are empty");
    }
}

// crates/games/src/cumulative_subtraction/stream.rs
mod stream {
    use pebbles::games::common::{Player, Tie, Ties, Variant};
    use pebbles::games::cumulative_subtraction::stream::*;
    use pebbles::games::cumulative_subtraction::{
        csv, report, solve, text, Parts, Rules, TableStream,
    };
    use proptest::collection::vec;
    use proptest::prelude::*;

    /// Valid rules with amounts below `max`, symmetric or not, with overrides.
    fn any_rules(max: u32) -> impl Strategy<Value = Rules> {
        let set = || vec(1..max, 1..4);
        let map = vec((0u32..30, vec(1..max.min(6), 1..3)), 0..3);
        (set(), set(), any::<bool>(), map)
            .prop_map(|(left, right, symmetric, map)| {
                let right = if symmetric { left.clone() } else { right };
                map.into_iter()
                    .fold(Rules::partizan(left, right), |r, (h, s)| {
                        r.with_override(h, s)
                    })
            })
            .prop_filter("valid rules", |r| r.validate().is_ok())
    }

    /// Every row, and both periods, of a rolling solver against the whole table.
    fn check_rolling(rules: &Rules, ties: Ties, horizon: u32) {
        let t = solve(rules.clone(), ties, horizon).unwrap();
        let mut r = Rolling::new(rules.clone(), ties, Parts::ALL, horizon).unwrap();
        while let Some(x) = r.advance() {
            let s = r.table();
            for p in Player::BOTH {
                assert_eq!(s.zero_sum(x, p), t.zero_sum(x, p), "heap {x}");
                assert_eq!(s.self_interest(x, p), t.self_interest(x, p), "heap {x}");
            }
            assert_eq!((s.normal(x), s.misere(x)), (t.normal(x), t.misere(x)));
            assert_eq!(s.grundy(x), t.grundy(x), "heap {x}");
        }
        let zs = rolling_period(rules, ties, Variant::ZeroSum, horizon).unwrap();
        assert_eq!(zs, t.zero_sum_period(), "{rules:?}");
        let g = rolling_period(rules, ties, Variant::Grundy, horizon).unwrap();
        assert_eq!(g, t.grundy_period(), "{rules:?}");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// The rolling solver's rows and periods equal the whole table's.
        #[test]
        fn rolling_agrees_with_the_table(rules in any_rules(9), horizon in 0u32..400) {
            check_rolling(&rules, Ties::default(), horizon);
        }

        /// The streamed JSON, CSV and text are the whole-table documents,
        /// byte for byte, rolling or held.
        #[test]
        fn streamed_documents_are_the_same_bytes(
            rules in any_rules(7),
            (lo, hi) in (0u32..60).prop_flat_map(|lo| (Just(lo), lo..80)),
            horizon in 0u32..150,
            friendly in any::<(bool, bool)>(),
        ) {
            let tie = |f| if f { Tie::Friendly } else { Tie::Antagonistic };
            let ties = Ties { left: tie(friendly.0), right: tie(friendly.1) };
            let horizon = horizon.max(hi);
            let t = solve(rules.clone(), ties, horizon).unwrap();
            let s = TableStream::new(rules, ties, lo, hi, horizon).unwrap();
            let whole = s.clone().held_if_small().unwrap();
            let bytes = |f: &dyn Fn(&mut Vec<u8>)| {
                let mut v = Vec::new();
                f(&mut v);
                String::from_utf8(v).unwrap()
            };
            prop_assert_eq!(bytes(&|v| s.json(v).unwrap()), report(&t, lo, hi).to_json());
            prop_assert_eq!(bytes(&|v| s.csv(v).unwrap()), csv(&t, lo, hi));
            prop_assert_eq!(bytes(&|v| s.text(v).unwrap()), text(&t, lo, hi));
            prop_assert_eq!(bytes(&|v| whole.json(v).unwrap()), report(&t, lo, hi).to_json());
            prop_assert_eq!(bytes(&|v| whole.text(v).unwrap()), text(&t, lo, hi));
        }
    }

    /// Long enough that old rows are dropped many times, with a largest
    /// amount below, at and above the batch size.
    #[test]
    fn rolling_agrees_past_many_batches() {
        let friendly = Ties {
            left: Tie::Friendly,
            right: Tie::Antagonistic,
        };
        for (rules, ties) in [
            (
                Rules::symmetric(vec![2, 3, 5]).with_override(40, vec![1]),
                Ties::default(),
            ),
            (Rules::partizan(vec![1, 9000], vec![2, 3]), friendly),
            (Rules::symmetric(vec![3, BATCH]), Ties::default()),
        ] {
            check_rolling(&rules, ties, 60_000);
        }
    }

    #[test]
    fn rows_kept_stay_few() {
        let mut r = Rolling::new(
            Rules::symmetric(vec![2, 3, 5]),
            Ties::default(),
            Parts::ALL,
            100_000,
        )
        .unwrap();
        while r.advance().is_some() {
            assert!(r.table().zs.len() <= 2 * BATCH as usize + 5);
        }
    }
}

// crates/games/src/scoring/mod.rs
mod scoring {
    //! Unit tests: the user guide's examples and small facts.

    use pebbles::games::scoring::*;

    fn canon(text: &str) -> String {
        match scoring_expr(text, 10_000_000).unwrap() {
            ScoringAnswer::Game(r) => r
                .canonical
                .unwrap_or_else(|| panic!("{text}: not guaranteed")),
            ScoringAnswer::Comparison(c) => panic!("{text}: a comparison {c:?}"),
        }
    }

    fn holds(text: &str) -> bool {
        match scoring_expr(text, 10_000_000).unwrap() {
            ScoringAnswer::Comparison(c) => c.result,
            ScoringAnswer::Game(r) => panic!("{text}: a game {r:?}"),
        }
    }

    #[test]
    fn numbers_and_atoms_print() {
        assert_eq!(canon("4"), "4");
        assert_eq!(canon("<^3|4>"), "<^3|4>");
        assert_eq!(canon("<^2|^2>"), "2");
    }

    #[test]
    fn guide_sums() {
        // User guide §"disjunctive sum of games": g1 = <^-3|<2|1>>, g2 = <-3|^0>.
        assert_eq!(canon("<^-3|<2|1>> + <-3|^0>"), "<<^-6|^-1>|^2>");
        assert_eq!(canon("<^-3|<2|1>> - <-3|^0>"), "<^-3|<^0|^5>>");
    }

    #[test]
    fn guide_canonize() {
        // User guide §"canonize".
        assert_eq!(canon("<<2|2,<2|2>>,<1|1>|<<<^4|4>|<4|^4>>|-5>>"), "<^2|^4>");
    }

    #[test]
    fn guide_comparisons() {
        assert!(holds("3 >= 2"));
        // The guide prints `5 >== g"<^-4|6>"` as True; by the definition it is
        // false: with X = 0, Rs(5) = 5 < Rs(<^-4|6>) = 6 (Right moving first
        // in <^-4|6> must move to 6). The two are confused (Ls: 5 > -4).
        assert!(!holds("5 >= <^-4|6>"));
        assert!(holds("5 <> <^-4|6>"));
        assert!(holds("<2|2> - <2|2> == 0"));
    }

    fn invertible(text: &str) -> Option<bool> {
        match scoring_expr(text, 10_000_000).unwrap() {
            ScoringAnswer::Game(r) => r.invertible,
            ScoringAnswer::Comparison(_) => None,
        }
    }

    #[test]
    fn invertibility() {
        // User guide, "invertible": <2|2> - <2|2> = 0.
        assert_eq!(invertible("<2|2>"), Some(true));
        assert_eq!(invertible("7"), Some(true));
        // <^0|^1> + <^-1|^0> = <^-1|^1>, not 0.
        assert_eq!(invertible("<^0|^1>"), Some(false));
        assert_eq!(invertible("<<4|-3>|^-2>"), None);
    }
}

// crates/games/src/cumulative_games/formula.rs
mod formula {
    use pebbles::games::cumulative_games::formula::*;

    fn vars(s: &str) -> bool {
        s == "a"
    }

    #[test]
    fn syntax_errors_name_their_position() {
        let e = check_syntax("a + b", &vars).unwrap_err();
        assert_eq!(e.to_string(), "unknown variable 'b' at position 5");
        assert_eq!(e.position(), Some(5));
        let e = check_syntax("min(a)", &vars).unwrap_err();
        assert_eq!(
            e.to_string(),
            "'min' takes 2 or more arguments, got 1 (closing ')' at position 6)"
        );
        let e = check_syntax("if(a, 1)", &vars).unwrap_err();
        assert_eq!(
            e.to_string(),
            "'if' takes 3 arguments, got 2 (closing ')' at position 8)"
        );
        assert_eq!(check_syntax(" ", &vars), Err(SyntaxError::Empty));
        assert_eq!(SyntaxError::Empty.position(), None);
        let e = check_syntax("(a +", &vars).unwrap_err();
        assert_eq!(
            e.to_string(),
            "formula ends after '+' at position 4: a value is missing"
        );
    }

    #[test]
    fn compile_errors_name_the_formula_and_variables() {
        let e = compile("a $ 1", Scope::Action, 2, "heap 1 reward").unwrap_err();
        assert_eq!(
            e.to_string(),
            "heap 1 reward 'a $ 1': unexpected character '$' at position 3 (variables: a, x, p, c, c1..c2)"
        );
    }
}

// crates/games/src/cumulative_games/report.rs
mod cumulative_games_report {
    use pebbles::games::cumulative_games::{preset, solve, *};

    /// The typed report prints as the sorted-key `Value` it replaced.
    #[test]
    fn keys_print_in_alphabetical_order() {
        let sol = solve(&preset("auction").unwrap(), &[5], 2).unwrap();
        let value = serde_json::to_value(report(&sol)).unwrap();
        assert_eq!(report_json(&sol), value.to_string());
        assert!(report_json(&sol).starts_with("{\"algorithm\":"));
        let t = pebbles::games::cumulative_games::solve_heaps(&preset("normal").unwrap(), 0, 40);
        let t = t.unwrap();
        assert!(t.period.is_some());
        let value = serde_json::to_value(&t).unwrap();
        assert_eq!(table_json(&t), value.to_string());
    }
}
