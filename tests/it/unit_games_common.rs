//! Unit tests of pebbles-games' notation, limits, search, bidding rules and
//! common machinery (play, periods, hashing, shards, remoteness), moved from
//! the crate's `src/`: the crate has no unit-test harness (`test = false`),
//! so that `cargo test` compiles it once. One module a source file, named
//! after it.

// crates/games/src/notation.rs
mod notation {
    use pebbles::games::notation::*;

    #[test]
    fn long_words_are_cut_with_their_closing_quote() {
        let long = "z".repeat(100_000);
        let cut = cut_words(&format!("--heap `{long}`: not a heap size"));
        assert_eq!(
            cut,
            format!("--heap `{}…`: not a heap size", "z".repeat(79))
        );
        assert_eq!(cut_words("--moves `x`: bad"), "--moves `x`: bad");
        assert_eq!(cut_words(&"é".repeat(200)).chars().count(), 81);
        // A run of spaces is cut too (a JSON field named by 4 000 of them).
        let spaces = format!("unknown field `{}x`, expected `name`", " ".repeat(4000));
        let cut = cut_words(&spaces);
        assert!(
            cut.chars().count() < 200,
            "{} characters",
            cut.chars().count()
        );
        assert!(
            cut.contains('…') && cut.ends_with("x`, expected `name`"),
            "{cut}"
        );
        assert_eq!(cut_words("a  b   c"), "a  b   c");
        // Many short words: the whole is cut.
        let call = format!("Function not found: moves (&str{})", ", char".repeat(3000));
        assert_eq!(cut_words(&call).chars().count(), 1001);
    }

    #[test]
    fn ranges_include_both_ends() {
        assert_eq!(parse_range("0..20", 0, 100), Ok((0, 20)));
        assert_eq!(parse_range(" 7 ", 0, 100), Ok((7, 7)));
        assert_eq!(parse_set("0..9", 0, 100).unwrap().len(), 10);
    }

    #[test]
    fn sets_sort_dedup_and_round_trip() {
        let s = parse_set("5,2,3,3,7..9", 1, 100).unwrap();
        assert_eq!(s, vec![2, 3, 5, 7, 8, 9]);
        assert_eq!(format_set(&s), "2,3,5,7..9");
        assert_eq!(parse_set(&format_set(&s), 1, 100).unwrap(), s);
        assert_eq!(parse_set("", 1, 100).unwrap(), Vec::<u32>::new());
    }

    #[test]
    fn errors_name_the_token() {
        let e = parse_set("2,x,3", 1, 100).unwrap_err();
        assert_eq!(e.token, "x");
        let e = parse_set("2,0", 1, 100).unwrap_err();
        assert_eq!(e.token, "0");
        assert!(e.message.contains("at least 1"));
        let e = parse_set("2,-4", 1, 100).unwrap_err();
        assert_eq!(e.token, "-4");
        let e = parse_set("2,1000", 1, 100).unwrap_err();
        assert_eq!(e.token, "1000");
        let e = parse_set("99999999999999999999", 1, 100).unwrap_err();
        assert!(e.message.contains("too large"));
        let e = parse_range("9..3", 0, 100).unwrap_err();
        assert_eq!(e.token, "9..3");
        let e = parse_set("1..4000000000", 1, u32::MAX).unwrap_err();
        assert!(e.message.contains("longer"));
        assert!(parse_set("2,,3", 1, 9).is_err());
    }

    #[test]
    fn heap_maps() {
        let m = parse_heap_map("2:2;3:1", 100, 100).unwrap();
        assert_eq!(m[&2], vec![2]);
        assert_eq!(m[&3], vec![1]);
        assert_eq!(format_heap_map(&m), "2:2;3:1");
        assert_eq!(
            parse_heap_map("4:", 100, 100).unwrap()[&4],
            Vec::<u32>::new()
        );
        assert_eq!(parse_heap_map("4", 100, 100).unwrap_err().token, "4");
        assert_eq!(
            parse_heap_map("2:1;2:2", 100, 100).unwrap_err().token,
            "2:2"
        );
    }
}

// crates/games/src/limits.rs
mod limits {
    use pebbles::games::bidding::BcsRules;
    use pebbles::games::limits::*;

    #[test]
    fn the_work_limit_follows_the_time_limit() {
        let two = RunLimits {
            seconds: 2.0,
            max_work: None,
        };
        assert_eq!(two.work(Rate(1000)), 2000);
        assert_eq!(two.scale(60), 2);
        assert_eq!(RunLimits::default().expr(), CGT_EXPR);
        let given = RunLimits {
            seconds: 100.0,
            max_work: Some(5),
        };
        assert_eq!(given.work(Rate(1000)), 5);
        assert_eq!(given.expr().total, 5);
        assert_eq!(given.work_or_scale(60), 5);
        assert_eq!(RunLimits::default().cg_budget().work, 300_000_000);
    }

    #[test]
    fn a_bidding_table_stops_at_its_rows_or_the_clock() {
        // S = {1} at TB = 60 shows its period after 558 rows.
        let rules = BcsRules::new(vec![1], 60);
        let (t, cut) = solve_bcs_within(rules.clone(), 12, 1000, |_| false).unwrap();
        assert!(cut.is_none() && t.periodicity().is_some());
        assert_eq!(t.computed_heaps(), 558);
        // The row limit: slices of 64 rows, the last one ending past it.
        let (t, cut) = solve_bcs_within(rules.clone(), 12, 100, |_| false).unwrap();
        let rows = 101;
        assert_eq!(
            cut,
            Some(BcsCut {
                rows,
                expired: false
            })
        );
        assert!(t.periodicity().is_none() && t.computed_heaps() == rows);
        // The clock stops it at once: the heaps asked for are not reached.
        let e = solve_bcs_within(rules.clone(), 100, 1000, |_| true).unwrap_err();
        assert_eq!(
            e,
            BcsStop::Cut(BcsCut {
                rows: 64,
                expired: true
            })
        );
        // Heaps asked for below the cut: the table ends at the rows computed.
        let (t, cut) = solve_bcs_within(rules, 10, 1000, |_| true).unwrap();
        assert_eq!(
            cut,
            Some(BcsCut {
                rows: 64,
                expired: true
            })
        );
        assert_eq!(t.computed_heaps(), 64);
    }
}

// crates/games/src/bidding/rules.rs
mod rules {
    use pebbles::games::bidding::*;

    fn err(r: BcsRules) -> String {
        r.validate().unwrap_err().to_string()
    }

    #[test]
    fn messages_are_word_for_word() {
        assert_eq!(
            err(BcsRules::new(vec![], 4)),
            "the subtraction set is empty"
        );
        assert_eq!(
            err(BcsRules::new(vec![0], 4)),
            "move 0 is not allowed (amounts are at least 1)"
        );
        assert_eq!(
            err(BcsRules::new(vec![1], 1001)),
            "total budget 1001 exceeds the maximum 1000"
        );
        assert_eq!(
            err(BcsRules::new(vec![1], 4).with_bids(vec![5])),
            "bid 5 exceeds the total budget 4"
        );
        assert_eq!(
            err(BcsRules::new(vec![1], 4).with_bids(vec![])),
            "the bid set is empty: at position (p = 0, marker Left) neither player can bid (total budget 4)"
        );
        assert_eq!(
            err(BcsRules::new(vec![1], 4).with_bids(vec![3])),
            "invalid ruleset: at position (p = 2, marker Left) neither player can bid \
             (Left has 2, Right has 2, the smallest bid is 3); so too with marker Right, \
             and for every p in 2..2"
        );
    }
}

// crates/games/src/search/mod.rs
mod search {
    use pebbles::games::search::*;

    #[test]
    fn sets_are_all_combinations_in_order() {
        let all: Vec<Vec<u32>> = Sets::new(2, 4).collect();
        assert_eq!(
            all,
            vec![
                vec![1, 2],
                vec![1, 3],
                vec![1, 4],
                vec![2, 3],
                vec![2, 4],
                vec![3, 4]
            ]
        );
        assert_eq!(Sets::new(3, 20).count() as u64, binomial(20, 3));
        assert_eq!(Sets::new(1, 1).count(), 1);
        assert_eq!(check_sets(0, 5, 1, MAX_SETS), Err(SearchError::Size(0)));
        assert_eq!(
            check_sets(3, 2, 1, MAX_SETS),
            Err(SearchError::Max { max: 2, size: 3 })
        );
        assert_eq!(
            check_sets(6, 200, 1, MAX_SETS),
            Err(SearchError::Sets {
                sets: binomial(200, 6),
                limit: MAX_SETS
            })
        );
    }

    /// The `#/search` page shows these verbatim: no CLI flag names.
    #[test]
    fn messages_name_no_flags() {
        for e in [
            SearchError::Size(9),
            SearchError::Max { max: 2, size: 3 },
            SearchError::Bound(1),
            SearchError::ParetoHeap(1),
            SearchError::ParetoWork { work: 1, limit: 1 },
            SearchError::Sets { sets: 1, limit: 1 },
            SearchError::Work { work: 1, limit: 1 },
        ] {
            assert!(!e.to_string().contains("--"), "{e}");
        }
    }
}

// crates/games/src/common/remoteness.rs
mod remoteness {
    use pebbles::games::common::*;

    #[test]
    fn a_search_over_a_subtraction_game() {
        // Take 1 or 2 from one heap: heap n loses exactly when 3 divides n.
        let opts = |&n: &u32| Ok::<_, ()>((1..=2).filter(|&k| k <= n).map(|k| n - k).collect());
        let mut m = RemotenessMemo::new(false);
        let mut budget = 100;
        let r: Vec<u32> = (0..7)
            .map(|n| match m.of(n, opts, &mut budget) {
                Ok(Found::Remote(r)) => r,
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(r, [0, 1, 1, 2, 3, 3, 4]);
        let mut none = 0;
        let mut m = RemotenessMemo::new(false);
        assert_eq!(m.of(5, opts, &mut none), Ok(Found::TooLarge { limit: 0 }));
    }

    #[test]
    fn terminal_positions() {
        assert_eq!(remoteness_of([], false), 0);
        assert!(!mover_wins(0, false));
        assert_eq!(remoteness_of([], true), 0);
        assert!(mover_wins(0, true));
    }

    #[test]
    fn the_winner_hurries_and_the_loser_delays() {
        // Normal play: options 0 (opponent loses) and 2 (loses later): take 0.
        assert_eq!(remoteness_of([2, 0, 3], false), 1);
        // Every option wins for the opponent: delay to the longest.
        assert_eq!(remoteness_of([1, 5, 3], false), 6);
        // Misère: odd options lose for the opponent.
        assert_eq!(remoteness_of([0, 3, 1], true), 2);
        assert_eq!(remoteness_of([0, 2], true), 3);
        for (opts, misere) in [(vec![2, 0, 3], false), (vec![0, 2], true), (vec![1], true)] {
            let r = remoteness_of(opts.iter().copied(), misere);
            let wins = opts.iter().any(|&o| !mover_wins(o, misere));
            assert_eq!(mover_wins(r, misere), wins, "{opts:?} {misere}");
        }
    }
}

// crates/games/src/common/period.rs
mod period {
    use pebbles::games::common::*;
    use proptest::prelude::*;

    /// Brute force: the least (preperiod, period) with `v(n) = v(n+p)` for
    /// all `n ≥ pre` inside the sequence, among periods whose proof window
    /// fits (the last `m` values repeat), smallest period first.
    fn oracle(v: &[u32], m: usize, i0: usize) -> Option<Period> {
        let e = v.len().checked_sub(m)?;
        (1..=e.saturating_sub(i0)).find_map(|p| {
            let i = e - p;
            (i >= i0 && v[i..i + m] == v[e..e + m])
                .then(|| least_preperiod(i, p, |a, b| v[a] == v[b]))
        })
    }

    #[test]
    fn finds_the_cs_period() {
        // 0 0 2 3 3 1, then 0 1 2 3 3 1 repeated: period 6 from index 2.
        let v: Vec<u32> = [0, 0, 2, 3, 3, 1]
            .into_iter()
            .chain([0, 1, 2, 3, 3, 1].repeat(5))
            .collect();
        let p = find_period(v.len(), 3, 0, |i| u64::from(v[i]), |a, b| v[a] == v[b]);
        assert_eq!(
            p,
            Some(Period {
                preperiod: 2,
                period: 6
            })
        );
    }

    #[test]
    fn no_period_when_the_last_window_is_new() {
        let v: Vec<u32> = (0..50).collect();
        assert_eq!(
            find_period(v.len(), 2, 0, |i| u64::from(v[i]), |a, b| v[a] == v[b]),
            None
        );
    }

    proptest! {
        /// Against brute force on random eventually periodic sequences,
        /// with a small alphabet so false window matches are common.
        #[test]
        fn agrees_with_brute_force(
            pre in proptest::collection::vec(0u32..3, 0..12),
            cycle in proptest::collection::vec(0u32..3, 1..7),
            reps in 1usize..6,
            tail in 0usize..6,
            m in 1usize..5,
            i0 in 0usize..4,
        ) {
            let mut v = pre.clone();
            for _ in 0..reps { v.extend(&cycle); }
            v.extend(cycle.iter().take(tail));
            let got = find_period(v.len(), m, i0, |i| u64::from(v[i]), |a, b| v[a] == v[b]);
            prop_assert_eq!(got, oracle(&v, m, i0));
        }
    }
}

// crates/games/src/common/play.rs
mod play {
    //! The commentary's words and the summary of a game.
    use pebbles::games::common::play::*;
    use pebbles::games::common::Player;

    fn step(cost: Cost, best: &[&str]) -> Step {
        Step {
            ply: 1,
            mover: Mover::Number(2),
            label: "2".into(),
            action: "took 2".into(),
            before: Value::score(2.0),
            after: Value::score(0.0),
            best: best.iter().map(|b| b.to_string()).collect(),
            best_names: Vec::new(),
            cost,
            loses_anyway: false,
        }
    }

    /// A move of a mover who loses whatever they play reads as the move
    /// values' verdict (`loses anyway`), not as `A best move.`
    #[test]
    fn a_move_that_loses_anyway_says_so() {
        let s = Step {
            loses_anyway: true,
            ..step(Cost::Optimal, &["2"])
        };
        assert_eq!(
            s.text(),
            "1. Player 2 took 2 (value 2 → 0). Every move loses here: this one loses anyway."
        );
    }

    #[test]
    fn every_cost_reads_as_a_sentence() {
        let head = "1. Player 2 took 2 (value 2 → 0).";
        let cases = [
            (Cost::Optimal, &["2"][..], "A best move."),
            (
                Cost::Score { lost: 2.0 },
                &["3"],
                "Best was 3: this move cost 2.",
            ),
            (
                Cost::Score { lost: 0.0 },
                &["1", "3"],
                "As good for Player 2 as 1 or 3, which the tie rule prefers.",
            ),
            (
                Cost::LostWin {
                    from: "N".into(),
                    to: "N".into(),
                    now: "Left wins".into(),
                },
                &["1", "3", "4"],
                "Player 2 could have won with 1, 3 or 4; now Left wins.",
            ),
            (
                Cost::Outcome {
                    from: "3_1".into(),
                    to: "1".into(),
                },
                &["d1-e1"],
                "Best was d1-e1, which leads to 3_1; this move leads to 1.",
            ),
        ];
        for (cost, best, tail) in cases {
            assert_eq!(step(cost, best).text(), format!("{head} {tail}"));
        }
    }

    #[test]
    fn a_mover_is_written_and_numbered_as_the_families_name_it() {
        let cases = [
            (Mover::from(Player::Left), "Left", 1),
            (Mover::Side(Player::Right), "Right", 2),
            (Mover::Number(1), "player 1", 1),
            (Mover::Number(3), "player 3", 3),
        ];
        for (m, text, number) in cases {
            assert_eq!(m.to_string(), text);
            assert_eq!(serde_json::to_string(&m).unwrap(), format!("\"{text}\""));
            assert_eq!(m.number(), number);
        }
        // Left and player 1 are numbered alike but are different names.
        assert_ne!(Mover::Side(Player::Left), Mover::Number(1));
    }

    #[test]
    fn the_summary_compares_with_best_play() {
        let s = |result: f64, eq: f64| Summary {
            result: Value::score(result),
            equilibrium: Value::score(eq),
            difference: Some(eq - result),
            stuck: None,
            drawn: false,
        };
        assert_eq!(
            s(0.0, 2.0).text(),
            "Game over: final value 0; with best play it would be 2."
        );
        assert_eq!(
            s(2.0, 2.0).text(),
            "Game over: final value 2, the same as with best play."
        );
        let pair = Value::text("(5, 4)");
        let v = Summary {
            result: pair.clone(),
            equilibrium: pair,
            difference: None,
            stuck: None,
            drawn: false,
        };
        assert!(v.text().ends_with("the same as with best play."));
        // Normal play ends in winners, not in values.
        let (eq, stuck) = (Value::text("1/4 (L)"), Some(Player::Right));
        let n = Summary {
            stuck,
            equilibrium: eq,
            ..v
        };
        let said =
            "Game over: Right cannot move, so Left wins; with best play from the start: 1/4 (L).";
        assert_eq!(n.text(), said);
    }
}

// crates/games/src/common/mod.rs
mod common {
    use pebbles::games::common::*;

    #[test]
    fn codes_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.code().parse::<Variant>(), Ok(v));
            assert_eq!(v.short_code().parse::<Variant>(), Ok(v));
        }
        for p in Player::BOTH {
            assert_eq!(p.code().parse::<Player>(), Ok(p));
        }
        for l in [Tie::Antagonistic, Tie::Friendly] {
            for r in [Tie::Antagonistic, Tie::Friendly] {
                let t = Ties { left: l, right: r };
                assert_eq!(t.code().parse::<Ties>(), Ok(t));
            }
        }
    }

    /// Every value's code is read back by the one `FromStr`, and codes and
    /// names are distinct within an enumeration.
    fn round_trips<T: Vocabulary + std::fmt::Debug>() {
        for (i, &v) in T::ALL.iter().enumerate() {
            assert_eq!(v.code().parse::<T>(), Ok(v));
            for &w in &T::ALL[i + 1..] {
                assert_ne!(v.code(), w.code());
                assert_ne!(v.name(), w.name());
            }
        }
    }

    #[test]
    fn every_vocabulary_round_trips() {
        round_trips::<Player>();
        round_trips::<Tie>();
        round_trips::<Ties>();
        round_trips::<Variant>();
        round_trips::<Class>();
    }

    #[test]
    fn older_spellings_are_read() {
        for (text, p) in [
            ("left", Player::Left),
            ("RIGHT", Player::Right),
            ("2", Player::Right),
        ] {
            assert_eq!(text.parse::<Player>(), Ok(p));
        }
        for t in Tie::ALL {
            assert_eq!(t.name().parse::<Tie>(), Ok(t));
            assert_eq!(t.name().parse::<Ties>(), Ok(Ties::both(t)));
        }
        assert_eq!("a,a".parse::<Tie>(), Ok(Tie::Antagonistic));
        let e = "af".parse::<Tie>().unwrap_err();
        assert_eq!(e.token, "af");
        assert!(e.message.contains("one rule for every player"), "{e}");
        assert_eq!("x".parse::<Tie>().unwrap_err().token, "x");
        assert_eq!(" N ".parse::<Class>(), Ok(Class::N));
        assert_eq!("Q".parse::<Class>().unwrap_err().token, "Q");
    }

    #[test]
    fn parsers_name_the_token() {
        assert_eq!("fast".parse::<Variant>().unwrap_err().token, "fast");
        assert_eq!(" x ".parse::<Player>().unwrap_err().token, "x");
        assert_eq!("aff".parse::<Ties>().unwrap_err().token, "aff");
        assert_eq!(
            "friendly,antagonistic".parse::<Ties>(),
            Ok(Ties {
                left: Tie::Friendly,
                right: Tie::Antagonistic
            })
        );
    }

    #[test]
    fn numbers_print_as_people_write_them() {
        assert_eq!(format_number(3.0), "3");
        assert_eq!(format_number(-0.0), "0");
        assert_eq!(format_number(0.5), "0.5");
        assert_eq!(format_vector(&[3.0, -1.25], ", "), "(3, -1.25)");
        assert_eq!(normalized(vec![3, 1, 3, 2]), vec![1, 2, 3]);
    }

    #[test]
    fn class_winner() {
        assert_eq!(Class::N.winner(Player::Right), Player::Right);
        assert_eq!(Class::P.winner(Player::Right), Player::Left);
        assert_eq!(Class::L.winner(Player::Right), Player::Left);
    }
}

// crates/games/src/common/shard.rs
mod shard {
    use pebbles::games::common::*;

    #[test]
    fn shards_parse_and_split_the_sets() {
        let s: Shard = " 2/3 ".parse().unwrap();
        assert_eq!(s, Shard { k: 2, n: 3 });
        assert_eq!(s.to_string(), "2/3");
        assert_eq!((0..7).filter(|&i| s.takes(i)).collect::<Vec<_>>(), [1, 4]);
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", "1/2000000"] {
            let e = bad.parse::<Shard>().unwrap_err();
            assert!(e.to_string().contains(bad), "{e}");
        }
    }
}

// crates/games/src/common/hash.rs
mod hash {
    use pebbles::games::common::WordInterner;
    use std::collections::HashMap;

    #[test]
    fn interned_keys_get_dense_ids_and_are_found_again() {
        let mut t = WordInterner::new(3);
        let mut oracle: HashMap<Vec<u64>, u32> = HashMap::new();
        // Float bits (low bits zero), small integers and repeats.
        let mut x = 7_u64;
        for i in 0..5_000_u64 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let key = [i % 37, (((x >> 40) % 50) as f64).to_bits(), x >> 61];
            let next = oracle.len() as u32;
            let want = *oracle.entry(key.to_vec()).or_insert(next);
            assert_eq!(t.intern(&key), want);
        }
        assert_eq!(t.len(), oracle.len());
        for (k, &id) in &oracle {
            assert_eq!(t.get(k), Some(id));
        }
        assert_eq!(t.get(&[99, 0, 0]), None);
        assert!(!t.is_empty() && WordInterner::new(2).is_empty());
    }

    #[test]
    fn an_empty_key_is_one_key() {
        let mut t = WordInterner::new(0);
        assert_eq!(t.get(&[]), None);
        assert_eq!(t.intern(&[]), 0);
        assert_eq!(t.intern(&[]), 0);
        assert_eq!((t.get(&[]), t.len()), (Some(0), 1));
    }
}
