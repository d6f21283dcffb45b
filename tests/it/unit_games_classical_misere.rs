//! Unit tests of pebbles-games' misère play: switch, quotients, forms, moved
//! from the crate's `src/`: the crate has no unit-test harness (`test =
//! false`), so that `cargo test` compiles it once. One module a source file,
//! named after it.

// crates/games/src/classical/misere/switch.rs
mod switch {
    use pebbles::games::classical::misere::position::position_canonical_in;
    use pebbles::games::classical::misere::{MisereError, MisereReport, MisereUniverse, *};
    use pebbles::games::classical::parse::ExprLimits;
    use pebbles::games::classical::rulesets::{RulesetId, Rulesets};
    use pebbles::games::common::{Class, FxMap};

    fn expr(text: &str) -> Option<MisereReport> {
        expr_report(
            text,
            ExprLimits::PAGE,
            Rulesets::builtin(),
            100_000,
            10_000_000,
        )
        .unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    /// As `pebbles cgt --misere`: the written game, not its normal-play
    /// value (`*2 + *2` is `0` in normal play, `*[2[2]]` in misère play).
    #[test]
    fn expressions_as_written() {
        // (the page's expression, the same game in the misère notation).
        for (text, same) in [
            ("*2 + *2", "*2+*2"),
            ("{0, * | 0, *}", "*2"),
            ("{*2 | *2}", "*[[2]]"),
            ("nim[2 + 2]", "*2+*2"),
            ("nim[2,2] + *", "*2+*2+*"),
            ("{nim[2] + *2, * | *, *2 + *2}", "*[*2+*2,1]"),
            ("-(*3) + *3", "*3+*3"),
            ("0", "0"),
        ] {
            let r = expr(text).expect("impartial");
            let want = MisereReport::of_expr(same, 10_000_000).unwrap();
            assert_eq!(r.misere_canonical, want.misere_canonical, "{text}");
            assert_eq!(r.genus, want.genus, "{text}");
            assert_eq!(r.misere_outcome, want.misere_outcome, "{text}");
            assert_eq!(r.input, text);
        }
        // Partizan parts: no canonical form.
        for text in ["^", "{1 | 0}", "*2 + 1", "domineering[..|..]", "{* | 0}"] {
            assert_eq!(expr(text), None, "{text}");
        }
        // A comparison is not a game; a bad token is named.
        let e = expr_report("* <= 0", ExprLimits::PAGE, Rulesets::builtin(), 10, 1000);
        assert!(matches!(e, Err(MisereError::NotAGame { .. })), "{e:?}");
        let e = expr_report("*2 + ?", ExprLimits::PAGE, Rulesets::builtin(), 10, 1000);
        assert!(
            matches!(&e, Err(MisereError::Expr(p)) if p.token() == "?"),
            "{e:?}"
        );
    }

    /// In steps: the same report as at once, a step at a time, resumed
    /// from what earlier steps kept; past the limit, the limit named.
    #[test]
    fn in_steps_as_at_once() {
        let nim: RulesetId = "nim".parse().unwrap();
        let boards = ["7,9,11".to_string()];
        let whole = boards_report(nim.rules(), "n", &boards, 100_000, 10_000_000).unwrap();
        let mut run = SwitchRun::new(100_000, 1, 10_000_000);
        let mut steps = 1;
        let stepped = loop {
            if let Some(r) = run.step_boards(nim.rules(), "n", &boards) {
                break r.unwrap();
            }
            steps += 1;
        };
        assert!(steps > 3, "{steps} steps");
        assert_eq!(stepped, whole);
        // Repeated work is small: the total stays near the work at once.
        let mut once = MisereUniverse::new();
        let g = position_canonical_in(
            &mut once,
            nim.rules(),
            "7,9,11",
            100_000,
            &mut FxMap::default(),
            1,
        )
        .unwrap();
        MisereReport::impartial(&mut once, "n", g).unwrap();
        assert!(
            run.work() < once.work() * 2,
            "{} vs {}",
            run.work(),
            once.work()
        );
        let text = "nim[5,6] + cram[...|...|...] + {*2 | *2}";
        let whole = expr(text);
        let mut run = SwitchRun::new(100_000, 1, 10_000_000);
        let stepped = loop {
            if let Some(r) = run.step_expr(text, ExprLimits::PAGE, Rulesets::builtin()) {
                break r.unwrap();
            }
        };
        assert_eq!(stepped, whole);
        // The limit, in all steps.
        let mut run = SwitchRun::new(100_000, 1, 50_000);
        let e = loop {
            if let Some(r) = run.step_boards(nim.rules(), "n", &boards) {
                break r.unwrap_err();
            }
        };
        assert!(
            matches!(e, MisereError::Work { limit: 50_000, .. }),
            "{e:?}"
        );
        assert!(run.work() >= 50_000);
    }

    #[test]
    fn boards_as_the_cli() {
        let nim: RulesetId = "nim".parse().unwrap();
        let r = boards_report(
            nim.rules(),
            "nim[3,5,7]",
            &["3,5,7".into()],
            1000,
            10_000_000,
        )
        .unwrap()
        .unwrap();
        let cli = MisereReport::of_position(nim.rules(), "3,5,7", 10_000_000).unwrap();
        assert_eq!(r.misere_canonical, cli.misere_canonical);
        assert_eq!(
            (r.misere_outcome, r.genus.as_deref()),
            (Class::N, Some("1^13"))
        );
        let dom: RulesetId = "domineering".parse().unwrap();
        assert_eq!(
            boards_report(dom.rules(), "", &["..".into()], 10, 10).unwrap(),
            None
        );
        // Past the positions budget: the limit named.
        let e = boards_report(nim.rules(), "", &["20,20,20".into()], 100, 10_000_000);
        assert!(
            matches!(e, Err(MisereError::Work { limit: 100, .. })),
            "{e:?}"
        );
    }
}

// crates/games/src/classical/misere/mod.rs
mod misere {
    //! Published values. CGSuite's strings and genera are from its test suite
    //! (`lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala`);
    //! Winning Ways ch. 13 for the genera of nim heaps; ONAG ch. 12 for the
    //! census.

    use pebbles::games::classical::misere::*;
    use pebbles::games::common::Class;
    use pebbles::games::notation::SyntaxError;

    fn report(text: &str) -> MisereReport {
        MisereReport::of_expr(text, 10_000_000).unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    #[test]
    fn outcomes_of_small_nimbers() {
        // The player who cannot move wins: 0 is N (the mover cannot move), * is
        // P (the mover must move to 0), *2 is N (move to *), *2 + *2 is P (the
        // mirror strategy until a single heap of 2 is left, Winning Ways ch. 13).
        for (text, class) in [
            ("0", Class::N),
            ("*", Class::P),
            ("*2", Class::N),
            ("*2 + *2", Class::P),
            ("* + *", Class::N),
        ] {
            assert_eq!(report(text).misere_outcome, class, "{text}");
        }
    }

    #[test]
    fn census_days_0_to_4() {
        // Conway, ONAG ch. 12: 1, 2, 3, 5, 22.
        let c = census(4, CENSUS_WORK_LIMIT).unwrap();
        assert_eq!(c.counts, vec![1, 2, 3, 5, 22]);
        assert_eq!(c.count, 22);
        assert!(matches!(
            census(6, CENSUS_WORK_LIMIT),
            Err(MisereError::CensusDay { day: 6, limit: 5 })
        ));
    }

    #[test]
    fn cgsuite_notation_and_genera() {
        // (input, CGSuite's output, CGSuite's genus expanded to Winning Ways'
        // digits where CGSuite abbreviates, misère nim value, nim value).
        let cases = include_str!("../fixtures/cgsuite_forms.tsv")
            .lines()
            .filter(|l| !l.starts_with('#'))
            .map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                let n = |i: usize| f[i].parse::<u32>().expect("a number");
                (f[0], f[1], f[2], n(3), n(4))
            })
            .collect::<Vec<_>>();
        assert_eq!(cases.len(), 14, "the cases file is read whole");
        for (input, printed, genus, minus, plus) in cases {
            let r = report(input);
            assert_eq!(r.misere_canonical.as_deref(), Some(printed), "{input}");
            assert_eq!(r.genus.as_deref(), Some(genus), "{input}");
            assert_eq!(r.misere_nim_value, Some(minus), "{input}");
            assert_eq!(r.nim_value, Some(plus), "{input}");
            // The printed form reads back to the same game.
            let back = report(printed);
            assert_eq!(back.misere_canonical, r.misere_canonical, "{printed}");
        }
    }

    #[test]
    fn nim_heaps_genera_winning_ways() {
        // Winning Ways ch. 13: 0^120, 1^031, 2^20, 3^31, and n^{n, n⊕2} on.
        let mut u = MisereUniverse::new();
        let mut cache = GenusCache::default();
        let want = [
            "0^120", "1^031", "2^20", "3^31", "4^46", "5^57", "6^64", "7^75",
        ];
        for (n, w) in want.iter().enumerate() {
            let h = u.heap(n as u32).unwrap();
            assert_eq!(cache.genus(&u, h).unwrap().to_string(), *w);
        }
    }

    #[test]
    fn bad_input_names_the_token() {
        for (text, token) in [
            ("*2 + ^", "^"),
            ("3/2", "/2"),
            ("*[2", ""),
            ("kayles[3]", "kayles"),
            ("*999999", "999999"),
        ] {
            let e = MisereReport::of_expr(text, 1_000_000).unwrap_err();
            assert!(e.to_string().contains(token), "{text}: {e}");
        }
        let deep = format!("{}0{}", "(".repeat(200), ")".repeat(200));
        assert!(matches!(
            MisereReport::of_expr(&deep, 1_000_000),
            Err(MisereError::Syntax(SyntaxError::TooDeep { .. }))
        ));
    }

    #[test]
    fn partizan_expressions_have_outcomes_only() {
        // {0|} = 1: Left to move has a move (to 0, where Right cannot move and
        // wins), Right to move cannot move and wins: R. {|0} = -1: L.
        assert_eq!(report("{0|}").misere_outcome, Class::R);
        assert_eq!(report("{|0}").misere_outcome, Class::L);
        assert!(report("{0|}").misere_canonical.is_none());
        assert_eq!(report("1").misere_outcome, Class::R);
        // 1 + (−1): whoever moves leaves the other's integer, where the other
        // must move to 0 and so gives the first the win: N.
        assert_eq!(report("1 + {|0}").misere_outcome, Class::N);
        assert_eq!(report("{|0} + 1").misere_outcome, Class::N);
        // {0,*|0,*} is *2.
        assert_eq!(
            report("{0,*|0,*}").misere_canonical.as_deref(),
            Some("*[2]")
        );
    }

    #[test]
    fn misere_equality() {
        // * + * = 0 in misère play but *2 + *2 ≠ 0 (ONAG ch. 12; Winning Ways
        // ch. 13); {*} = 0 (its only option * reverses through 0); CGSuite's
        // output reads back.
        for (text, want) in [
            ("* + * == 0", true),
            ("*2 + *2 == 0", false),
            ("*[[1]] == 0", true),
            ("*[2[2]] == *2 + *2", true),
            ("*[2#1] == *[[2],1]", true),
            ("*2 + * == *3", true),
        ] {
            let c = misere_compare(text, 1_000_000).unwrap().unwrap();
            assert_eq!(c.result, want, "{text}");
        }
        assert!(misere_compare("*2", 1_000_000).unwrap().is_none());
        assert!(misere_compare("{1|0} == 0", 1_000_000).is_err());
    }
}

// crates/games/src/classical/misere/quotient/mod.rs
mod quotient {
    use pebbles::games::classical::misere::quotient::*;

    fn q(code: &str, heaps: u32) -> Quotient {
        quotient(&code.parse().unwrap(), heaps).unwrap()
    }

    #[test]
    fn misere_nim_on_heaps_one_and_two_is_t2() {
        // Plambeck, "Taming the wild", §3: T₂ = ⟨a, b | a² = 1, b³ = b⟩,
        // P-portion {a, b²}.
        let t = q("0.33", 2);
        assert_eq!(t.order, 6);
        assert_eq!(t.elements, ["1", "a", "b", "ab", "b^2", "ab^2"]);
        assert_eq!(
            t.relations,
            [["a^2".to_string(), "1".into()], ["b^3".into(), "b".into()]]
        );
        assert_eq!(t.p_portion, ["a", "b^2"]);
    }

    #[test]
    fn nim_heap_three_adds_nothing() {
        // Tame: *3 behaves as *2 + *1 among sums of small heaps.
        let t = q("0.333", 3);
        assert_eq!(t.order, 6);
        assert_eq!(t.heap_table[3].element, "ab");
    }

    #[test]
    fn sums_are_answered() {
        let t = q("0.33", 2);
        let a = t.answer("1+1").unwrap();
        assert_eq!((a.element.as_str(), a.outcome.as_str()), ("1", "N"));
        let a = t.answer("1").unwrap();
        assert_eq!(a.outcome, "P");
        assert!(matches!(
            t.answer("1+x").unwrap_err(),
            QuotientError::BadHeap { ref token, pos: 2 } if token == "x"
        ));
        assert!(matches!(
            t.answer("1+3").unwrap_err(),
            QuotientError::HeapBeyond { heap: 3, .. }
        ));
    }
}

// crates/games/src/classical/misere/quotient/run.rs
mod run {
    use pebbles::games::classical::misere::quotient::{quotient_within, QuotientError, *};
    use pebbles::games::classical::octal::OctalCode;

    /// Stepped with little fuel, a run gives the quotient computed in one
    /// go, and it pauses many times on the way.
    #[test]
    fn small_steps_give_the_same_quotient() {
        for (code, heaps) in [("0.77", 8), ("0.137", 10), ("0.75", 12), ("0.33", 3)] {
            let code: OctalCode = code.parse().unwrap();
            let whole = quotient_within(&code, heaps, 1_000_000, 1_000_000).unwrap();
            let mut run = QuotientRun::new(&code, heaps, 1_000_000, 1_000_000).unwrap();
            let mut steps = 0;
            let stepped = loop {
                steps += 1;
                if let Some(q) = run.step(200).unwrap() {
                    break q;
                }
            };
            assert_eq!(stepped, whole, "{}", code.text());
            assert!(steps > whole.positions / 400, "{steps} steps");
        }
    }

    #[test]
    fn limits_are_met_in_steps_too() {
        let code: OctalCode = "0.77".parse().unwrap();
        let mut run = QuotientRun::new(&code, 12, 5_000, 1_000_000).unwrap();
        let err = loop {
            match run.step(1_000) {
                Ok(Some(_)) => panic!("Kayles to 12 needs more than 5 000 positions"),
                Ok(None) => {}
                Err(e) => break e,
            }
        };
        assert!(
            matches!(err, QuotientError::Positions { limit: 5_000, .. }),
            "{err:?}"
        );
        assert!(QuotientRun::new(&code, 41, 10, 10).is_err());
    }
}
