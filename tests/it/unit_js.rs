//! Unit tests of pebbles-js, the JavaScript API, moved from the crate's
//! `src/`: the crate has no unit-test harness (`test = false`), so that
//! `cargo test` compiles it once. One module a source file, named after it.

// crates/js/src/cgt.rs
mod cgt {
    use pebbles::api::*;
    use pebbles_games::classical::script::RULESET_EXAMPLES;

    /// The example Cutcake script of the library.
    fn cutcake() -> String {
        let (_, source, _) = RULESET_EXAMPLES
            .iter()
            .find(|(name, _, _)| *name == "Cutcake")
            .expect("the Cutcake example");
        source.to_string()
    }

    fn input(json: serde_json::Value) -> CgtInput {
        serde_json::from_value(json).unwrap()
    }

    fn json(c: &Canonical) -> String {
        serde_json::to_string(c).unwrap()
    }

    /// What `pebbles cgt --script cake=cutcake.rhai --expr '…' --json`
    /// prints (run on the example script, and checked again against the
    /// CLI itself by `tests/it/script.rs`).
    #[test]
    fn named_scripts_give_the_clis_json() {
        let cake = cutcake();
        let sum = input(serde_json::json!({
            "expr": "cake[[[3,1]]] + cutcake[2x3] + cutcake[1x3]",
            "scripts": {"cake": cake},
        }));
        assert_eq!(
            json(&canonical_of(&sum).unwrap()),
            r#"{"canonical":"0","outcome":"P","misere_outcome":"R","left_stop":"0","right_stop":"0","mean":"0","temperature":"-1","birthday":0,"thermograph":{"left":[["-1","0"]],"right":[["-1","0"]]},"reduced":"0","atomic_weight":"0","atomic_weight_note":null}"#
        );
        let two = input(serde_json::json!({
            "expr": "cake[[[3, 5]]] + cutcake[2x5]",
            "scripts": {"cake": cake},
        }));
        assert_eq!(
            json(&canonical_of(&two).unwrap()),
            r#"{"canonical":"2","outcome":"L","left_stop":"2","right_stop":"2","mean":"2","temperature":"-1","birthday":2,"thermograph":{"left":[["-1","2"]],"right":[["-1","2"]]},"reduced":"2","atomic_weight":null,"atomic_weight_note":"`2` is not all-small","stopped":["misère outcome: stopped: the terms of the expression's misère outcome passed the limit of 50000"]}"#
        );
        let one = input(serde_json::json!({"expr": "cake[[[1,4]]]", "scripts": {"cake": cake}}));
        let built_in = canonical("cutcake[1x4]").unwrap();
        assert_eq!(json(&canonical_of(&one).unwrap()), json(&built_in));
        let alone = input(serde_json::json!({
            "game": "cake", "position": "[[1,4]] + [[2,1]]", "scripts": {"cake": cake},
        }));
        let both = canonical("cutcake[1x4] + cutcake[2x1]").unwrap();
        assert_eq!(json(&canonical_of(&alone).unwrap()), json(&both));
        let cmp = input(serde_json::json!({
            "expr": "cake[[[2,5]]] = cutcake[2x5]", "scripts": {"cake": cake},
        }));
        assert_eq!(
            json(&canonical_of(&cmp).unwrap()),
            r#"{"expression":"cake[[[2,5]]] = cutcake[2x5]","result":true}"#
        );
    }

    /// An impartial ruleset's position gets its Grundy value, as on the CLI.
    #[test]
    fn positions_of_impartial_rulesets_have_a_grundy_value() {
        let c = canonical_of(&input(
            serde_json::json!({"game": "grundy", "position": "5,7,9"}),
        ));
        let text = json(&c.unwrap());
        assert!(
            text.starts_with(r#"{"canonical":"*3","grundy":3,"#),
            "{text}"
        );
    }

    #[test]
    fn bad_names_scripts_and_positions_are_named() {
        let cake = cutcake();
        let refuse = |v: serde_json::Value| canonical_of(&input(v)).unwrap_err().to_string();
        let e = refuse(serde_json::json!({"expr": "0", "scripts": {"cutcake": cake}}));
        assert!(e.starts_with("scripts: `cutcake`: is a built-in"), "{e}");
        let e = refuse(serde_json::json!({"expr": "0", "scripts": {"2x": cake}}));
        assert!(e.starts_with("scripts: `2x`: "), "{e}");
        let e = refuse(serde_json::json!({"expr": "0", "scripts": {"bad": "fn options(p {"}}));
        assert!(e.starts_with("scripts: `bad`: "), "{e}");
        assert!(e.contains("line 1"), "{e}");
        let e = refuse(serde_json::json!({"expr": "pie[[[1,2]]]", "scripts": {"cake": cake}}));
        assert!(e.contains("`pie`") && e.contains("cake"), "{e}");
        let e = refuse(serde_json::json!({"expr": "cake[[[1,2]]", "scripts": {"cake": cake}}));
        assert!(e.starts_with("expression: "), "{e}");
        let e = refuse(serde_json::json!({"game": "pie", "position": "1"}));
        assert!(e.starts_with("game: `pie`"), "{e}");
        let e = refuse(serde_json::json!({
            "game": "cake", "position": "[[1,2]] + [[1,", "scripts": {"cake": cake},
        }));
        assert!(e.starts_with("position: `[[1,"), "{e}");
        let e = refuse(serde_json::json!({"game": "cake", "scripts": {"cake": cake}}));
        assert!(e.contains("`game` and `position`"), "{e}");
        assert!(serde_json::from_str::<CgtInput>(r#"{"expr":"0","script":{}}"#).is_err());
    }

    /// A script that loops forever meets the page's operation limit.
    #[test]
    fn scripts_run_within_the_pages_limits() {
        let endless = "fn options(p) { loop {} }";
        let c = canonical_of(&input(serde_json::json!({
            "expr": "x[1]", "scripts": {"x": endless},
        })));
        let e = c.unwrap_err().to_string();
        assert!(e.contains("operations"), "{e}");
    }
}

// crates/js/src/lib.rs
mod api {
    use pebbles::api::*;
    use pebbles_app::jobs;
    use pebbles_app::jobs::JobError;
    use pebbles_games::bidding as bcs;
    use pebbles_games::bidding::{BcsRules, BcsTable};
    use pebbles_games::common::Player;
    use pebbles_games::cumulative_subtraction as cs;

    fn cs_input(json: &str) -> CsInput {
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn lists_and_text_give_the_same_table() {
        let (a, lo, hi) = solve_cs(&cs_input(r#"{"s":[2,3],"heaps":[0,20]}"#)).unwrap();
        let (b, _, _) = solve_cs(&cs_input(r#"{"s":"2,3","heaps":"0..20"}"#)).unwrap();
        assert_eq!((lo, hi), (0, 20));
        let r = cs::report(&a, lo, hi);
        assert_eq!(r.to_json(), cs::report(&b, lo, hi).to_json());
        // Seed 000, Example 2: S = {2, 3}, heap 7, zero-sum value 3 with
        // Left starting, computed independently below.
        assert_eq!(a.zero_sum(7, Player::Left), brute_zero_sum(&[2, 3], 7, 0));
    }

    /// Zero-sum value by plain recursion: the mover adds the amount taken
    /// (Left positive) and the game ends when no move is left.
    fn brute_zero_sum(s: &[u32], x: u32, mover: usize) -> i64 {
        let sign = if mover == 0 { 1 } else { -1 };
        let opts: Vec<i64> = s
            .iter()
            .filter(|&&m| m <= x)
            .map(|&m| sign * i64::from(m) + brute_zero_sum(s, x - m, 1 - mover))
            .collect();
        match (opts.is_empty(), mover) {
            (true, _) => 0,
            (false, 0) => *opts.iter().max().unwrap(),
            (false, _) => *opts.iter().min().unwrap(),
        }
    }

    #[test]
    fn bad_fields_are_named() {
        let e = solve_cs(&cs_input(r#"{"s":"2,x"}"#)).unwrap_err();
        assert!(e.to_string().starts_with("s: "), "{e}");
        assert!(e.to_string().contains('x'), "{e}");
        let e = solve_cs(&cs_input(r#"{"s":[2],"heaps":"9..x"}"#)).unwrap_err();
        assert!(e.to_string().starts_with("heaps: "), "{e}");
        let e = solve_cs(&cs_input(r#"{"left":[1]}"#)).unwrap_err();
        assert!(e.to_string().contains("`left` and `right`"), "{e}");
        assert!(serde_json::from_str::<CsInput>(r#"{"s":[1],"hepas":[0,1]}"#).is_err());
        let e = solve_cs(&cs_input(r#"{"s":[1],"heaps":[0,200000]}"#)).unwrap_err();
        assert!(e.to_string().contains("100000"), "{e}");
        assert!(matches!(
            e,
            ApiError::Job(JobError::Limit { work: 200_001, .. })
        ));
    }

    /// The API refuses what the page's table job refuses, by the same estimate.
    #[test]
    fn work_limits_are_the_pages() {
        let e = solve_cs(&cs_input(r#"{"s":"1..2000","heaps":[200000,299999]}"#)).unwrap_err();
        let ApiError::Job(JobError::Limit { work, limit, .. }) = e else {
            panic!("a limit: {e:?}")
        };
        assert_eq!((work, limit), (300_000 * 4_000, jobs::WORK_LIMIT));
        let input: BcsInput =
            serde_json::from_str(r#"{"s":[1],"budget":400,"heaps":[0,30000]}"#).unwrap();
        let e = solve_bcs(&input).unwrap_err();
        assert!(matches!(e, ApiError::Job(JobError::Limit { .. })), "{e:?}");
        assert!(e.to_string().contains("not a result about the game"), "{e}");
    }

    #[test]
    fn bidding_matches_the_table_solver() {
        let input: BcsInput =
            serde_json::from_str(r#"{"s":[1],"budget":5,"heaps":[0,30]}"#).unwrap();
        let (t, lo, hi) = solve_bcs(&input).unwrap();
        let direct = bcs::solve_until_periodic(
            BcsRules {
                moves: vec![1],
                right_moves: None,
                total_budget: 5,
                bids: None,
                left_weights: None,
                right_weights: None,
                left_penalty: None,
                right_penalty: None,
                overrides: None,
            },
            30,
        )
        .unwrap();
        // Identical but for how far each table could have gone.
        let json = |t: &BcsTable| {
            let mut v: serde_json::Value =
                serde_json::from_str(&bcs::report(t, lo, hi).to_json()).unwrap();
            v.as_object_mut().unwrap().remove("max_heap");
            v
        };
        assert_eq!(json(&t), json(&direct));
        let huge: BcsInput =
            serde_json::from_str(r#"{"s":[1],"budget":5000,"heaps":[0,3]}"#).unwrap();
        assert_eq!(
            solve_bcs(&huge).unwrap_err().to_string(),
            "budget: 5000 exceeds the largest total budget 1000"
        );
    }

    #[test]
    fn games_and_canonical_forms() {
        let g: GameInput = serde_json::from_str(r#"{"preset":"nope","heaps":3}"#).unwrap();
        assert!(solve_game(&g).is_err());
        let e = canonical("{1|?}").unwrap_err();
        assert!(e.to_string().contains('?'), "{e}");
        match canonical("{3||2*|1*}").unwrap() {
            Canonical::Game(r) => assert_eq!(r.temperature.unwrap().to_string(), "3/4"),
            Canonical::Comparison(_) | Canonical::Loopy(_) => panic!("a game"),
        }
        match canonical("^ <= *").unwrap() {
            Canonical::Comparison(c) => assert!(!c.result),
            Canonical::Game(_) | Canonical::Loopy(_) => panic!("a comparison"),
        }
    }
}
