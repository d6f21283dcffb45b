//! Unit tests of pebbles-app's permalinks of each page, moved from the
//! crate's `src/`: the crate has no unit-test harness (`test = false`), so
//! that `cargo test` compiles it once. One module a source file, named after
//! it.

// crates/app/src/permalink/classical.rs
mod classical {
    use pebbles::games::classical::RulesetId;
    use pebbles::games::common::Player;
    use pebbles::jobs::{ScriptRequest, DEFAULT_SCRIPT_NAME};
    use pebbles::permalink::{Notice, View, *};
    use pebbles::state::{PageState, *};

    fn state(hash: &str) -> (ClassicalState, Vec<Notice>) {
        match View::parse(hash) {
            (
                View {
                    state: PageState::Classical(s),
                    ..
                },
                n,
            ) => (s, n),
            other => panic!("classical, got {other:?}"),
        }
    }

    /// The link of `st`.
    fn hash(st: &ClassicalState) -> String {
        View {
            state: PageState::Classical(st.clone()),
            ..View::default()
        }
        .to_hash()
    }

    #[test]
    fn permalinks_round_trip_and_bad_fields_become_notices() {
        for link in [
            "#/classical?g=%7B3%7C%7C2*%7C1*%7D",
            "#/classical?domineering=..%23|..%23|...+..",
            "#/classical?clobber=xox|ox.",
            "#/classical?g=0&octal=0.07&heaps=0..60&nimtable=3..10",
            "#/classical?game=nim&position=3,4,5&side=l&moves=1:2",
            "#/classical?game=nim&position=3,4,5&first=r&side=l&moves=1:2",
            "#/classical?game=domineering&position=....|....+.%23|..",
        ] {
            let (st, notices) = state(link);
            assert!(notices.is_empty(), "{notices:?}");
            let back = hash(&st);
            assert_eq!(state(&back).0, st, "{back}");
        }
        let dom: RulesetId = "domineering".parse().unwrap();
        let (st, _) = state("#/classical?domineering=..|..+.");
        assert_eq!(
            st.position,
            Position::Boards(dom, vec!["..|..".into(), ".".into()])
        );
        // The older links open the view the new ones write.
        for (old, new) in [
            (
                "#/classical?domineering=..|..&side=l",
                "#/classical?game=domineering&position=..|..&side=l",
            ),
            (
                "#/classical?g=0&nim=1,2,3&side=r",
                "#/classical?game=nim&position=1,2,3&side=r",
            ),
            (
                "#/classical?clobber=xo",
                "#/classical?game=clobber&position=xo",
            ),
        ] {
            let (st, n) = state(old);
            assert!(n.is_empty(), "{n:?}");
            assert_eq!(hash(&st), new);
        }
        let (st, _) = state("#/classical?game=nim&position=3,4&first=r");
        assert_eq!(st.first, Player::Right);
        assert_eq!(hash(&st), "#/classical?game=nim&position=3,4&first=r");
        let (st, n) = state("#/classical?game=nim&position=3,4&first=x");
        assert_eq!((st.first, n[0].param.as_str()), (Player::Left, "first"));
        let (st, n) = state("#/classical?game=hex&position=..");
        assert_eq!(st.position, ClassicalState::default().position);
        assert_eq!(n[0].param, "game");
        assert!(n[0].message.starts_with("`hex`: not a game"), "{n:?}");
        let (st, _) = state("#/classical?game=nim");
        assert_eq!(
            st.position,
            Position::Boards("nim".parse().unwrap(), vec!["3,4,5".into()])
        );
        let (st, n) = state("#/classical?clobber=xq");
        assert_eq!(st, ClassicalState::default());
        assert_eq!(n[0].param, "clobber");
        assert!(n[0].message.contains("`q`"), "{n:?}");
        let (_, n) =
            state("#/classical?domineering=.......|.......|.......|.......|.......|.......");
        assert!(n[0].message.contains("over the limit of 30"), "{n:?}");
        let (_, n) = state("#/classical?game=nim&position=3,99");
        assert_eq!(n[0].param, "position");
        assert!(n[0].message.starts_with("`99`: a heap is"), "{n:?}");
        let (st, n) = state("#/classical?octal=0.7G&heaps=0..5000&nimtable=0..99");
        assert_eq!(
            (st.octal.as_str(), st.heaps, st.nimtable),
            ("0.77", (0, 100), (0, 8))
        );
        let params: Vec<&str> = n.iter().map(|n| n.param.as_str()).collect();
        assert_eq!(params, ["octal", "heaps", "nimtable"]);
        assert!(n[0].message.contains("`G`"), "{n:?}");
    }

    /// Issue 39: `misere=1` turns the misère switch on, and the link
    /// restores it exactly; a bad value is a notice naming it.
    #[test]
    fn the_misere_switch_round_trips() {
        for link in [
            "#/classical?game=nim&position=3,5,7&misere=1",
            "#/classical?game=cram&position=...|...&misere=1",
            "#/classical?g=*2+*2&misere=1",
            "#/classical?game=nim&position=1,1&first=r&misere=1&side=l&moves=1:1",
        ] {
            let (st, n) = state(link);
            assert!(n.is_empty(), "{n:?}");
            assert!(st.misere, "{link}");
            assert_eq!(hash(&st), link);
        }
        let (st, n) = state("#/classical?game=nim&position=3,5,7");
        assert!(n.is_empty() && !st.misere);
        assert!(!hash(&st).contains("misere"));
        let (st, n) = state("#/classical?game=nim&position=3,5,7&misere=2");
        assert!(!st.misere);
        assert_eq!(n[0].param, "misere");
        assert!(n[0].message.contains("`2`"), "{n:?}");
    }

    /// Issue 37: `sname=` names the script and `g=` is an expression that
    /// may use it; the link restores both exactly.
    #[test]
    fn a_named_script_and_its_expression_round_trip() {
        let mut script = ScriptRequest::new("fn options(p, who) { [] }", "[[2, 3]]");
        script.name = "cake".into();
        script.expr = Some("cake[[[2,3]]] + cutcake[2x3]".into());
        let st = ClassicalState {
            position: Position::Script(script),
            ..ClassicalState::default()
        };
        let link = hash(&st);
        assert!(link.contains("&sname=cake&"), "{link}");
        assert!(link.contains("&g=cake"), "{link}");
        let (back, n) = state(&link);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(back, st);
        // The default name is not written; a bad name is a notice naming it.
        let plain = format!(
            "#/classical?script={}&position=1",
            format_script_param("fn options(p) { [] }")
        );
        let (st, n) = state(&plain);
        assert!(n.is_empty(), "{n:?}");
        let Position::Script(s) = &st.position else {
            panic!("a script")
        };
        assert_eq!((s.name.as_str(), &s.expr), (DEFAULT_SCRIPT_NAME, &None));
        assert_eq!(hash(&st), plain);
        let (_, n) = state("#/classical?g=1&sname=cake");
        assert_eq!(n[0].param, "sname");
        assert!(n[0].message.contains("needs script="), "{n:?}");
        let (st, n) = state(&format!("{plain}&sname=nim&g=nim[3]"));
        assert_eq!(n[0].param, "sname");
        assert!(n[0].message.starts_with("`nim`: is a built-in"), "{n:?}");
        let Position::Script(s) = &st.position else {
            panic!("a script")
        };
        assert_eq!(s.name, DEFAULT_SCRIPT_NAME);
        assert_eq!(s.expr.as_deref(), Some("nim[3]"));
    }

    #[test]
    fn script_links_round_trip_and_are_bounded() {
        let source = "fn options(p) { if p > 0 { [p - 1] } else { [] } }";
        let st = ClassicalState {
            position: Position::Script(ScriptRequest::new(source, "[3, 4]")),
            ..ClassicalState::default()
        };
        let link = hash(&st);
        assert!(link.starts_with("#/classical?script="), "{link}");
        let (back, n) = state(&link);
        assert!(n.is_empty(), "{n:?}");
        assert_eq!(back, st);
        // Damaged, too long, or expanding past the limit: a notice naming
        // `script`, and the default position.
        for bad in [
            "#/classical?script=-1e999x".to_string(),
            format!("#/classical?script={}", "A".repeat(MAX_SCRIPT_PARAM + 1)),
            format!(
                "#/classical?script={}",
                format_script_param(&"x".repeat(MAX_SCRIPT_LEN + 1))
            ),
        ] {
            let (st, n) = state(&bad);
            assert_eq!(st.position, ClassicalState::default().position);
            assert_eq!(n[0].param, "script", "{n:?}");
        }
        let (_, n) = state(&format!(
            "#/classical?script={}&position={}",
            format_script_param(source),
            "1".repeat(5000)
        ));
        assert_eq!(n[0].param, "position");
        assert!(n[0].message.contains("over the limit of 4096"), "{n:?}");
    }
}

// crates/app/src/permalink/games.rs
mod games {
    use pebbles::permalink::View;
    use pebbles::state::{PageState, PlayState, *};

    /// Per-pair tie attitudes and the table's last heap survive a link.
    #[test]
    fn per_pair_attitudes_round_trip() {
        let json = r#"{"players":3,"heaps":[{"actions":[{"amounts":[1,2]}],
            "rewards":[["a","0","0"],["0","a","0"],["0","0","a"]],"utility":{"kind":"identity"}}],
            "ties":[{"order":[2,3],"attitudes":["friendly","antagonistic"]},
                    {"order":[3,1],"attitudes":["antagonistic","friendly"]},
                    {"order":[1],"attitude":"friendly"}]}"#;
        let rules = pebbles::games::cumulative_games::ruleset_from_json(json).unwrap();
        let st = GamesState {
            rules: GameRules::Custom(pebbles::games::cumulative_games::to_json(&rules)),
            heaps: vec![5],
            first: 2,
            table_to: 60,
            play: PlayState::default(),
        };
        let view = View {
            state: PageState::Games(st),
            embed: false,
            ..View::default()
        };
        let hash = view.to_hash();
        assert!(hash.contains("upto=60"), "{hash}");
        let (back, notices) = View::parse(&hash);
        assert_eq!(back, view);
        assert!(notices.is_empty());
        let PageState::Games(g) = back.state else {
            panic!("games view");
        };
        let GameRules::Custom(text) = g.rules else {
            panic!("custom rules");
        };
        let again = pebbles::games::cumulative_games::ruleset_from_json(&text).unwrap();
        assert_eq!(again, rules);
        assert!(text.contains("\"attitudes\""), "{text}");
    }

    #[test]
    fn heaps_parse_one_or_one_per_heap() {
        assert_eq!(parse_heaps("7").unwrap(), vec![7]);
        assert_eq!(parse_heaps("4, 4").unwrap(), vec![4, 4]);
        assert_eq!(format_heaps(&[4, 4]), "4,4");
        let e = parse_heaps("4,x").unwrap_err().to_string();
        assert!(e.contains("'x'") || e.contains("x"), "{e}");
        let e = parse_heaps("1,1,1,1,1,1,1,1,1").unwrap_err().to_string();
        assert!(e.contains("at most 8"), "{e}");
        assert!(parse_heaps("10001").is_err());
    }
}

// crates/app/src/permalink/efg.rs
mod efg {
    use pebbles::games::efg;
    use pebbles::state::*;

    #[test]
    fn examples_parse_and_are_named() {
        for (name, _, text) in EFG_EXAMPLES {
            assert!(efg::parse(text).is_ok(), "{name}");
            assert_eq!(parse_example(name), Ok(name));
        }
        let e = parse_example("nope").unwrap_err();
        assert_eq!(e.token, "nope");
        assert!(e.message.contains("figure4 or three"), "{}", e.message);
    }

    #[test]
    fn a_bad_file_names_its_line() {
        let e = check_efg("EFG 2 R \"t\" { \"A\" \"B\" }\n\"\"\nc \"\" 1 \"\" { \"a\" 1/2 } 0\n")
            .unwrap_err();
        assert_eq!(e.token, "c");
        assert!(e.message.starts_with("line 3:"), "{}", e.message);
    }
}

// crates/app/src/permalink/misere.rs
mod misere {
    use pebbles::permalink::{Notice, View};
    use pebbles::state::*;

    fn misere(hash: &str) -> (MisereState, Vec<Notice>) {
        let (v, n) = View::parse(hash);
        match v.state {
            PageState::Misere(m) => (m, n),
            other => panic!("expected misere, got {other:?}"),
        }
    }

    #[test]
    fn round_trip() {
        let st = MisereState {
            code: "0.137".into(),
            heaps: 16,
            sum: vec![2, 9, 16],
            expr: "*[2#1] + {*2|*2} == *2".into(),
        };
        let v = View {
            state: PageState::Misere(st.clone()),
            ..View::default()
        };
        let h = v.to_hash();
        assert_eq!(
            h,
            "#/misere?code=0.137&heaps=16&sum=2+9+16&g=*[2%231]%20+%20{*2|*2}%20%3D%3D%20*2"
        );
        assert_eq!(View::parse(&h), (v, vec![]));
        let (m, n) = misere("#/misere?code=0.77");
        assert!(n.is_empty());
        assert_eq!(m, MisereState::default());
        let (m, n) = misere("#/misere?sum=");
        assert!(n.is_empty() && m.sum.is_empty());
    }

    #[test]
    fn bad_parameters_are_named_with_their_token() {
        let (m, n) = misere("#/misere?code=0.7G&heaps=8&sum=3+x&g=");
        assert_eq!(m.code, "0.77");
        assert_eq!(m.heaps, 8);
        let params: Vec<&str> = n.iter().map(|n| n.param.as_str()).collect();
        assert_eq!(params, ["code", "sum", "g"]);
        assert!(n[0].message.contains("`G`"), "{}", n[0].message);
        assert!(n[1].message.contains("`x`"), "{}", n[1].message);
        // The default sum 3+5+7 does not fit heaps 1..4: no sum.
        assert_eq!(
            m.sum,
            vec![3, 5, 7]
                .into_iter()
                .filter(|&h| h <= 8)
                .collect::<Vec<_>>()
        );
        let (m, n) = misere("#/misere?heaps=4");
        assert!(n.is_empty() && m.sum.is_empty());
        let (m, n) = misere("#/misere?heaps=4&sum=3+13");
        assert!(m.sum.is_empty());
        assert!(
            n[0].message.contains("`13`") && n[0].message.contains("no sum"),
            "{n:?}"
        );
        let (m, n) = misere("#/misere?heaps=99");
        assert_eq!(m.heaps, 12);
        assert_eq!(n[0].param, "heaps");
    }
}

// crates/app/src/permalink/bcs.rs
mod bcs {
    use pebbles::games::bidding::{preset, BcsRules};
    use pebbles::games::common::Player;
    use pebbles::jobs::{BcsRequest, SweepRequest};
    use pebbles::state::*;

    #[test]
    fn state_converts_to_requests_and_rules() {
        let st = BcsState {
            bids: Some(vec![0, 2]),
            marker: Player::Right,
            matrix: Some((9, 6)),
            ..BcsState::default()
        };
        let req = BcsRequest::from(&st);
        assert_eq!(BcsRules::from(&req), BcsRules::from(&st));
        assert_eq!(
            BcsRules::from(&st),
            BcsRules::new(vec![1], 9).with_bids(vec![0, 2])
        );
        assert_eq!((req.lo, req.hi), (0, 40));
        assert_eq!(req.matrix, Some((9, 6, Player::Right)));
        let sweep = SweepRequest::from(&st);
        assert_eq!((sweep.moves, sweep.budgets), (vec![1], (0, 20)));
    }

    #[test]
    fn partizan_rules_weights_and_penalty_round_trip() {
        let st = BcsState {
            moves: vec![1, 2],
            right: Some(vec![1]),
            wl: Some("a".into()),
            wr: Some("2*a + n % 2".into()),
            tau: Some("-1".into()),
            ..BcsState::default()
        };
        let mut out = Vec::new();
        st.to_params(&mut out);
        let names: Vec<&str> = out.iter().map(|p| p.0).collect();
        assert!(
            names.starts_with(&["l", "r", "wl", "wr", "tau"]),
            "{names:?}"
        );
        let view = pebbles::permalink::View {
            state: pebbles::state::PageState::Bcs(st.clone()),
            embed: false,
            ..pebbles::permalink::View::default()
        };
        let (back, notices) = pebbles::permalink::View::parse(&view.to_hash());
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(back, view);
        let rules = BcsRules::from(&BcsRequest::from(&st));
        let mut want = BcsRules::partizan(vec![1, 2], vec![1], 9).with_weights("a", "2*a + n % 2");
        want.left_penalty = Some("-1".into());
        assert_eq!(rules, want);
        assert_eq!(rules.normalize().right_penalty.as_deref(), Some("-1"));
    }

    #[test]
    fn bad_formula_falls_back_and_names_the_token() {
        let (view, notices) = pebbles::permalink::View::parse("#/bcs?l=1,2&r=1&wr=2*b");
        let pebbles::state::PageState::Bcs(st) = view.state else {
            panic!("not the bidding page")
        };
        assert_eq!(
            (st.moves, st.right, st.wr),
            (vec![1, 2], Some(vec![1]), None)
        );
        assert_eq!(notices.len(), 1);
        assert_eq!(notices[0].param, "wr");
        assert!(
            notices[0]
                .message
                .contains("unknown variable 'b' at position 3"),
            "{}",
            notices[0].message
        );
    }

    #[test]
    fn zugzwang_presets_expand_into_the_rules() {
        let (view, notices) =
            pebbles::permalink::View::parse("#/bcs?preset=zugzwang-ac&heaps=0..3");
        assert!(notices.is_empty(), "{notices:?}");
        let pebbles::state::PageState::Bcs(st) = view.state.clone() else {
            panic!("not the bidding page")
        };
        assert_eq!(BcsRules::from(&st), preset("zugzwang-ac").unwrap());
        assert!(!view.to_hash().contains("preset"));
        let (_, notices) = pebbles::permalink::View::parse("#/bcs?preset=nope");
        assert_eq!(notices[0].param, "preset");
    }
}

// crates/app/src/permalink/scoring.rs
mod scoring {
    use pebbles::permalink::{Notice, View};
    use pebbles::state::*;

    fn scoring(hash: &str) -> (ScoringState, Vec<Notice>) {
        let (v, n) = View::parse(hash);
        match v.state {
            PageState::Scoring(s) => (s, n),
            other => panic!("expected scoring, got {other:?}"),
        }
    }

    #[test]
    fn round_trip_keeps_every_character() {
        for expr in [
            "<^2|^-1> + <^0|^0>",
            "<<0|0>, hat(1) | <^0|<<0|0>|0>>> >= -<1|-1>",
            "5 <> <^-4|6>",
            "<1,<^3|4>|-1> == <<^3|4>,1|-1>",
            "(<1|2> - 3) != hat(-2) % # & ?",
        ] {
            let v = View {
                state: PageState::Scoring(ScoringState { expr: expr.into() }),
                ..View::default()
            };
            let h = v.to_hash();
            assert!(h.starts_with("#/scoring?expr="), "{h}");
            assert_eq!(View::parse(&h), (v, vec![]), "{h}");
        }
        let (s, n) = scoring("#/scoring");
        assert!(n.is_empty());
        assert_eq!(s, ScoringState::default());
        let (s, n) = scoring("#/scoring?expr=%3C1%7C-1%3E");
        assert!(n.is_empty());
        assert_eq!(s.expr, "<1|-1>");
    }

    #[test]
    fn an_empty_or_long_expression_is_noticed() {
        let (s, n) = scoring("#/scoring?expr=");
        assert_eq!(s, ScoringState::default());
        assert_eq!(n[0].param, "expr");
        let long = "1+".repeat(12_000);
        let (s, n) = scoring(&format!("#/scoring?expr={long}1"));
        assert_eq!(s, ScoringState::default());
        assert!(n[0].message.contains("over the limit of 20000"), "{n:?}");
    }
}
