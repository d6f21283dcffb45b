//! Unit tests of pebbles-app's games view-models (games, editing, tables,
//! titles, papers), moved from the crate's `src/`: the crate has no unit-test
//! harness (`test = false`), so that `cargo test` compiles it once. One
//! module a source file, named after it.

// crates/app/src/view_model/titles.rs
mod titles {
    use pebbles::permalink::View;
    use pebbles::state::PageState;
    use pebbles::view_model::titles::*;

    fn title(hash: &str) -> String {
        document_title(&View::parse(hash).0)
    }

    #[test]
    fn every_page_has_its_own_title() {
        assert_eq!(title("#/bcs?s=1&tb=9"), "Pebbles · Bidding · S={1}, TB=9");
        assert_eq!(
            title("#/scoring?expr=%3C1%7C-1%3E%20%2B%205"),
            "Pebbles · Scoring play · <1|-1> + 5"
        );
        assert_eq!(
            title("#/misere?code=0.137&heaps=16"),
            "Pebbles · Misère · 0.137, heaps 1..16"
        );
        assert_eq!(
            title("#/cs?s=2,3&heaps=0..20"),
            "Pebbles · Cumulative Subtraction · S={2,3}, heaps 0..20"
        );
        assert_eq!(
            title("#/cs?l=2,3&r=1,4&heaps=0..14"),
            "Pebbles · Cumulative Subtraction · S_L={2,3}, S_R={1,4}, heaps 0..14"
        );
        assert_eq!(
            title("#/tree?nim=1,2,3"),
            "Pebbles · Trees & DAGs · Nim 1,2,3"
        );
        assert_eq!(
            title("#/tree?s=2,3&x=12"),
            "Pebbles · Trees & DAGs · S={2,3}, heap 12"
        );
        assert_eq!(
            title("#/classical?game=domineering&position=..|.."),
            "Pebbles · Classical CGT · Domineering ..|.."
        );
        let script = lz_str::compress_to_encoded_uri_component("fn options(p) { [] }");
        assert_eq!(
            title(&format!(
                "#/classical?script={script}&sname=cake&g=cake[1]+1"
            )),
            "Pebbles · Classical CGT · your script cake: cake[1]+1"
        );
        assert_eq!(title("#/about"), "Pebbles · About");
        assert_eq!(
            title("#/gallery?seed=001"),
            "Pebbles · Gallery · Larsson, Patel & Rai"
        );
        assert!(title("#/search").contains("Observation 7"));
        assert!(title("#/games?preset=squirrel&x=7").ends_with("squirrel, heaps 7"));
        assert!(title("#/clobber").contains("3 players"));
        assert!(title("#/efg").contains("Figure 4"));
        // Long expressions are cut.
        let long = format!("#/classical?g={}", "{1|0}+".repeat(20));
        assert!(title(&long).ends_with('…'));
        let titles: Vec<String> = pebbles::state::Page::ALL
            .iter()
            .map(|&p| {
                document_title(&View {
                    state: PageState::default_for(p),
                    ..View::default()
                })
            })
            .collect();
        let mut unique = titles.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), titles.len(), "{titles:?}");
    }

    #[test]
    fn folded_editors_say_what_they_hold() {
        let (v, _) = View::parse("#/cs?s=2,3");
        assert_eq!(editor_summary(&v.state), "Settings: S={2,3}, heaps 0..20");
        assert_eq!(editor_summary(&PageState::About), "Settings");
    }
}

// crates/app/src/view_model/papers.rs
mod papers {
    use pebbles::view_model::papers::*;

    #[test]
    fn sources_name_the_paper_not_its_number() {
        assert_eq!(
            cite("seed 000 §2, Definition 1"),
            "Larsson, Meir & Zick §2, Definition 1"
        );
        assert_eq!(cite("Seed 001, Lemma 22"), "Larsson, Patel & Rai, Lemma 22");
        assert_eq!(
            cite("seed 002 Theorems; seed 004"),
            "CGT lecture notes Theorems; Impartial games slides"
        );
        // Unknown numbers and other words are left alone.
        assert_eq!(cite("seed 009, the need 12"), "seed 009, the need 12");
        assert_eq!(cite("indeed 000"), "indeed 000");
        assert_eq!(cite("seed 00"), "seed 00");
        assert_eq!(cite(""), "");
        assert_eq!(
            place(3, "Table 1"),
            "Edixhoven & Kosters, Table 1".to_string()
        );
        assert!(PAPERS.iter().enumerate().all(|(i, p)| p.seed as usize == i));
    }
}

// crates/app/src/view_model/games.rs
mod games {
    use pebbles::games::common::format_vector;
    use pebbles::games::cumulative_games as cg;
    use pebbles::games::cumulative_games::Utility;
    use pebbles::permalink::View;
    use pebbles::state;
    use pebbles::state::{GameRules, GamesState, PageState};
    use pebbles::view_model::games::*;

    fn state(rules: GameRules) -> GamesState {
        GamesState {
            rules,
            ..GamesState::default()
        }
    }

    #[test]
    fn tree_links_match_the_hand_written_ones() {
        for (preset, mode) in [
            ("squirrel", "si"),
            ("scoring", "zs"),
            ("normal", "normal"),
            ("misere", "misere"),
        ] {
            let st = GamesState {
                heaps: vec![9],
                ..state(GameRules::Preset(preset.into()))
            };
            assert_eq!(
                tree_link(&st),
                Some(format!("#/tree?s=2,3&x=9&mode={mode}"))
            );
        }
        assert_eq!(tree_link(&state(GameRules::Preset("tragedy".into()))), None);
        assert_eq!(
            tree_link(&state(GameRules::Sum(vec![("normal".into(), 3)]))),
            None
        );
    }

    #[test]
    fn kind_switches_keep_the_ruleset_as_custom() {
        let st = GamesState::default();
        let next = reduce(&st, GamesAction::Kind(RulesKind::Custom)).unwrap();
        assert_eq!(RulesKind::of(&next.rules), RulesKind::Custom);
        assert_eq!(editable(&next), cg::preset("squirrel").unwrap());
        let sum = reduce(&next, GamesAction::Kind(RulesKind::Sum)).unwrap();
        assert_eq!(
            state::format_sum(match &sum.rules {
                GameRules::Sum(s) => s,
                _ => panic!("a sum"),
            }),
            "misere:4,squirrel:4"
        );
        let back = reduce(&sum, GamesAction::Kind(RulesKind::of_value("x"))).unwrap();
        assert_eq!(back.rules, GameRules::Preset("squirrel".into()));
        for (v, _) in RulesKind::OPTIONS {
            assert_eq!(RulesKind::of_value(v).value(), v);
        }
    }

    #[test]
    fn field_edits_validate() {
        use pebbles::view_model::games_edit::{actions_of, reward_of, HeapEdit, RuleEdit};
        let st = GamesState::default();
        let rule = |e: RuleEdit| GamesAction::Rule(e);
        let amounts = |player, text: &str| {
            RuleEdit::Heap(
                0,
                HeapEdit::Amounts {
                    player,
                    text: text.into(),
                },
            )
        };
        // An edit of a preset makes it a custom ruleset.
        let next = reduce(&st, rule(amounts(0, "1,4"))).unwrap();
        assert!(matches!(next.rules, GameRules::Custom(_)));
        let r = editable(&next);
        assert_eq!(actions_of(&r, 0, 0).amounts, vec![1, 4]);
        // Player 2 shares player 1's set until its own is edited.
        assert_eq!(actions_of(&r, 0, 1).amounts, vec![1, 4]);
        let two = editable(&reduce(&next, rule(amounts(1, "5"))).unwrap());
        assert_eq!(two.heaps[0].actions.len(), 2);
        assert_eq!(actions_of(&two, 0, 1).amounts, vec![5]);
        let reward = |text: &str| {
            rule(RuleEdit::Heap(
                0,
                HeapEdit::Reward {
                    mover: 0,
                    receiver: 1,
                    text: text.into(),
                },
            ))
        };
        let next = reduce(&next, reward("a / 2")).unwrap();
        assert_eq!(reward_of(&editable(&next), 0, 0, 1), "a / 2");
        let e = reduce(&next, reward("a +")).unwrap_err();
        assert_eq!(
            e.to_string(),
            "heap 1 reward to player 2 when player 1 moves 'a +': formula ends after '+' at position 3: a value is missing (variables: a, x, p, c, c1..c2)"
        );
        let e = reduce(&next, rule(amounts(0, "2,x"))).unwrap_err();
        assert!(matches!(e, GamesEditError::Notation(_)), "{e}");
        let custom = rule(RuleEdit::Heap(
            0,
            HeapEdit::Utility {
                kind: "custom".into(),
            },
        ));
        let next = reduce(&next, custom).unwrap();
        assert_eq!(
            editable(&next).heaps[0].utility,
            Utility::Custom {
                formulas: vec!["c1".into(), "c2".into()]
            }
        );
        for (v, _) in UTILITY_OPTIONS {
            assert_eq!(utility_value(&utility_of_value(v, 3)), v);
        }
        let t = reduce(&st, GamesAction::TableTo("100".into())).unwrap();
        assert_eq!(t.table_to, 100);
        assert!(reduce(&st, GamesAction::TableTo("10001".into())).is_err());
    }

    /// `x=4,3` on a two-heap ruleset: parsed, solved per heap, each move's
    /// heap named "of 2"; an old single-number link still parses.
    #[test]
    fn two_heap_positions() {
        let mut r = cg::preset("squirrel").unwrap();
        r.heaps.push(r.heaps[0].clone());
        let st = reduce(
            &state(GameRules::Custom(cg::to_json(&r))),
            GamesAction::Heap("4,3".into()),
        )
        .unwrap();
        assert_eq!(st.heaps, vec![4, 3]);
        let hash = View {
            state: PageState::Games(st.clone()),
            embed: false,
            ..View::default()
        }
        .to_hash();
        assert!(hash.contains("x=4,3"), "{hash}");
        let (back, notices) = View::parse(&hash);
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(back.state, PageState::Games(st.clone()));
        let Ok(pebbles::jobs::JobResult::Game(s)) =
            pebbles::jobs::run(pebbles::jobs::JobRequest::Game((&st).into()))
        else {
            panic!("a solution")
        };
        assert_eq!(s.heaps, vec![4, 3]);
        let texts: Vec<String> = s
            .pspe_line
            .iter()
            .map(|m| move_text(m, &heap_names(&st, s.heaps.len())))
            .collect();
        assert!(
            texts.iter().any(|t| t.contains("from heap 1 →")),
            "{texts:?}"
        );
        assert!(
            texts.iter().any(|t| t.contains("from heap 2 →")),
            "{texts:?}"
        );
        let (old, notices) = View::parse("#/games?preset=squirrel&x=9");
        assert!(notices.is_empty(), "{notices:?}");
        let PageState::Games(old) = old.state else {
            panic!("a games view")
        };
        assert_eq!(old.heaps, vec![9]);
    }

    #[test]
    fn plain_fields() {
        let st = GamesState::default();
        assert_eq!(
            reduce(&st, GamesAction::Heap("12".into())).unwrap().heaps,
            vec![12]
        );
        let two = reduce(&st, GamesAction::Heap("4, 4".into())).unwrap();
        assert_eq!(two.heaps, vec![4, 4]);
        assert!(reduce(&st, GamesAction::Heap("4,,4".into())).is_err());
        assert!(reduce(&st, GamesAction::Heap("-1".into())).is_err());
        assert_eq!(
            reduce(&st, GamesAction::First("2".into())).unwrap().first,
            2
        );
        assert_eq!(
            reduce(&st, GamesAction::First("?".into())).unwrap().first,
            1
        );
        let p = reduce(&st, GamesAction::Preset("tragedy".into())).unwrap();
        assert_eq!(p.rules, GameRules::Preset("tragedy".into()));
        let s = reduce(&st, GamesAction::Sum("normal:3,misere:2".into())).unwrap();
        assert_eq!(
            s.rules,
            GameRules::Sum(vec![("normal".into(), 3), ("misere".into(), 2)])
        );
        assert!(reduce(&st, GamesAction::Sum("chess:3".into())).is_err());
        assert_eq!(
            first_options(2)[1],
            ("2".to_string(), "player 2".to_string())
        );
    }

    #[test]
    fn json_edits_normalise_or_name_the_error() {
        let st = GamesState::default();
        let json = cg::to_json(&cg::preset("tragedy").unwrap());
        let next = reduce(&st, GamesAction::Json(json.clone())).unwrap();
        assert_eq!(next.rules, GameRules::Custom(json));
        let e = reduce(&st, GamesAction::Json("{\"players\": 9}".into())).unwrap_err();
        assert!(e.to_string().starts_with("ruleset JSON: "), "{e}");
    }

    #[test]
    fn solution_texts() {
        let st = GamesState::default();
        assert_eq!(ruleset(&st).unwrap(), cg::preset("squirrel").unwrap());
        let s = cg::solve(&ruleset(&st).unwrap(), &[7], 1).unwrap();
        assert_eq!(
            pspe_heading(&s),
            "Equilibrium (PSPE) play, player 1 first: value (4, 3)"
        );
        assert!(algorithm_text(&s).starts_with("Algorithm: heap-dynamic DP"));
        assert_eq!(
            move_text(&s.pspe_line[0], &["the heap".into()]),
            format!(
                "player 1 removes {} from the heap → {}; rewards {}; pockets on it {}",
                s.pspe_line[0].amount,
                s.pspe_line[0].heap_after,
                format_vector(&s.pspe_line[0].rewards, ", "),
                format_vector(&s.pspe_line[0].cumulations_after, ", ")
            )
        );
        let rows = outcome_rows(&s);
        assert_eq!(rows.len(), 2);
        let mut r = ruleset(&st).unwrap();
        r.heaps[0].initial = vec![1.0, 0.0];
        let g = cg::solve(&r, &[0], 1).unwrap();
        assert_eq!(outcome_rows(&g)[0].1, vec!["0", "0"]);
        assert_eq!(grounded_value_rows(&g)[1].1, vec!["1", "0"]);
        assert!(value_note(&g).contains("(1, 0)"), "{}", value_note(&g));
        assert_eq!(rows[0].0, "player 1 starts");
        assert!(rows[0].2 && !rows[1].2);
        assert!(pareto_text(&s).contains("Pareto"));
    }

    /// §1.3: the sum's play line names its components and ends with the
    /// misère heap's ±1, so its utilities add up to the value (3, 1).
    #[test]
    fn a_sum_names_its_components_and_adds_up() {
        let st = GamesState {
            rules: GameRules::Sum(vec![("misere".into(), 4), ("squirrel".into(), 4)]),
            ..GamesState::default()
        };
        let Ok(pebbles::jobs::JobResult::Game(s)) =
            pebbles::jobs::run(pebbles::jobs::JobRequest::Game((&st).into()))
        else {
            panic!("a solution")
        };
        let names = heap_names(&st, s.heaps.len());
        assert_eq!(names, ["heap 1 (misere)", "heap 2 (squirrel)"]);
        assert!(move_text(&s.pspe_line[0], &names).contains("from heap 2 (squirrel) → 2"));
        assert_eq!(
            end_lines(&s, &names),
            [
                "heap 1 (misere) at the end: utilities (1, -1)",
                "heap 2 (squirrel) at the end: utilities (2, 2)",
                "value = (1, -1) + (2, 2) = (3, 1)",
            ]
        );
    }
}

// crates/app/src/view_model/games_edit.rs
mod games_edit {
    use pebbles::games::cumulative_games as cg;
    use pebbles::games::cumulative_games::{Attitude, Ruleset, TieBreak};
    use pebbles::view_model::games_edit::*;

    fn squirrel() -> Ruleset {
        cg::preset("squirrel").unwrap()
    }

    #[test]
    fn players_resize_every_part() {
        let r = apply(&squirrel(), RuleEdit::Players("3".into())).unwrap();
        assert_eq!(r.players, 3);
        assert_eq!(
            r.heaps[0].rewards,
            vec![
                vec!["a", "0", "0"],
                vec!["0", "a", "0"],
                vec!["0", "0", "a"]
            ]
        );
        assert_eq!(full_turn(&r), vec![2, 3, 1]);
        let e = apply(&squirrel(), RuleEdit::Players("7".into()))
            .unwrap_err()
            .to_string();
        assert!(e.contains('7'), "{e}");
        assert!(
            summary(&r).starts_with("3 players, 1 heap: heap 1: everyone removes {2, 3}")
                || summary(&r).starts_with("3 players, 1 heap: heap 1: everyone removes {2,3}"),
            "{}",
            summary(&r)
        );
    }

    #[test]
    fn any_amount_is_editable() {
        let wealth = cg::preset("wealth").unwrap();
        let edit = |text: &str| {
            RuleEdit::Heap(
                0,
                HeapEdit::Amounts {
                    player: 0,
                    text: text.into(),
                },
            )
        };
        let r = apply(&wealth, edit("2,3")).unwrap();
        assert!(!actions_of(&r, 0, 0).any);
        assert_eq!(actions_of(&r, 0, 0).amounts, [2, 3]);
        let back = apply(&r, edit(" Any ")).unwrap();
        assert!(actions_of(&back, 0, 0).any && actions_of(&back, 0, 0).amounts.is_empty());
        assert_eq!(back, wealth);
        assert!(apply(&r, edit("anything")).is_err());
    }

    #[test]
    fn reward_grid_and_actions_edit_one_cell() {
        let r = apply(
            &squirrel(),
            RuleEdit::Heap(
                0,
                HeapEdit::Reward {
                    mover: 0,
                    receiver: 1,
                    text: "a/2".into(),
                },
            ),
        )
        .unwrap();
        assert_eq!(reward_of(&r, 0, 0, 1), "a/2");
        assert_eq!(reward_of(&r, 0, 1, 1), "a");
        let e = apply(
            &squirrel(),
            RuleEdit::Heap(
                0,
                HeapEdit::Reward {
                    mover: 0,
                    receiver: 1,
                    text: "a +* 2".into(),
                },
            ),
        )
        .unwrap_err();
        assert!(e.to_string().contains('*'), "{e}");
        let r = apply(
            &squirrel(),
            RuleEdit::Heap(
                0,
                HeapEdit::Amounts {
                    player: 1,
                    text: "1".into(),
                },
            ),
        )
        .unwrap();
        assert_eq!(
            (
                actions_of(&r, 0, 0).amounts.clone(),
                actions_of(&r, 0, 1).amounts.clone()
            ),
            (vec![2, 3], vec![1])
        );
        let r = apply(
            &r,
            RuleEdit::Heap(0, HeapEdit::SharedActions { shared: true }),
        )
        .unwrap();
        assert_eq!(r.heaps[0].actions.len(), 1);
        let r = apply(
            &r,
            RuleEdit::Heap(
                0,
                HeapEdit::Condition {
                    player: 0,
                    text: "a <= 2".into(),
                },
            ),
        )
        .unwrap();
        assert_eq!(actions_of(&r, 0, 0).condition.as_deref(), Some("a <= 2"));
        let e = apply(
            &r,
            RuleEdit::Heap(
                0,
                HeapEdit::Amounts {
                    player: 0,
                    text: "2,x".into(),
                },
            ),
        )
        .unwrap_err();
        assert!(e.to_string().contains('x'), "{e}");
    }

    #[test]
    fn turn_and_ties() {
        let r = apply(&squirrel(), RuleEdit::Players("3".into())).unwrap();
        let r = apply(
            &r,
            RuleEdit::Player(2, PlayerEdit::Turn { text: "2".into() }),
        )
        .unwrap();
        assert_eq!(r.turn, Some(vec![2, 3, 2]));
        assert!(summary(&r).contains("turns by the turn table"));
        let r = apply(
            &r,
            RuleEdit::Player(0, PlayerEdit::TieOrder { text: "3,2".into() }),
        )
        .unwrap();
        let r = apply(
            &r,
            RuleEdit::Player(
                0,
                PlayerEdit::TieAttitude {
                    other: 1,
                    friendly: true,
                },
            ),
        )
        .unwrap();
        assert_eq!(
            r.ties[0],
            TieBreak::per_player(vec![3, 2], vec![Attitude::Antagonistic, Attitude::Friendly])
        );
        let json = cg::to_json(&r);
        assert!(json.contains("\"attitudes\""), "{json}");
        assert!(apply(
            &r,
            RuleEdit::Player(0, PlayerEdit::TieOrder { text: "1".into() })
        )
        .unwrap_err()
        .to_string()
        .contains("ties of player 1"));
    }

    #[test]
    fn utilities_and_initial() {
        let r = apply(&squirrel(), RuleEdit::Players("3".into())).unwrap();
        let r = apply(
            &r,
            RuleEdit::Heap(
                0,
                HeapEdit::Utility {
                    kind: "custom".into(),
                },
            ),
        )
        .unwrap();
        let r = apply(
            &r,
            RuleEdit::Heap(
                0,
                HeapEdit::UtilityFormula {
                    player: 2,
                    text: "c3 - c1".into(),
                },
            ),
        )
        .unwrap();
        assert_eq!(utility_formula(&r, 0, 2), "c3 - c1");
        let r = apply(
            &r,
            RuleEdit::Heap(
                0,
                HeapEdit::Initial {
                    text: "1,0,0".into(),
                },
            ),
        )
        .unwrap();
        assert_eq!(initial_text(&r, 0), "1,0,0");
        assert!(apply(
            &r,
            RuleEdit::Heap(0, HeapEdit::Initial { text: "1,q".into() })
        )
        .unwrap_err()
        .to_string()
        .contains('q'));
        let r = apply(
            &r,
            RuleEdit::Heap(
                0,
                HeapEdit::Utility {
                    kind: "normal".into(),
                },
            ),
        )
        .unwrap();
        let r = apply(&r, RuleEdit::Heap(0, HeapEdit::Weight { text: "2".into() })).unwrap();
        assert_eq!(weight_text(&r, 0).as_deref(), Some("2"));
        assert!(
            summary(&r).contains("normal play ±2") && summary(&r).contains("cyclic order"),
            "{}",
            summary(&r)
        );
    }
}

// crates/app/src/view_model/games_table.rs
mod games_table {
    use pebbles::games::cumulative_games::{preset, solve_heaps, HeapTable};
    use pebbles::state::{GameRules, GamesState};
    use pebbles::view_model::games_table::*;
    use pebbles::view_model::grid::{grid_window, GridWindow};

    fn squirrel_table() -> HeapTable {
        solve_heaps(&preset("squirrel").unwrap(), 0, 30).unwrap()
    }

    #[test]
    fn rows_mark_the_period_and_link_trees() {
        let t = squirrel_table();
        let st = GamesState::default();
        let (rows, cols) = table_size(&t);
        assert_eq!((rows, cols), (62, 7));
        let all = table_rows(&t, &st, &GridWindow::all(rows, cols));
        assert_eq!(all.len(), 62);
        // Heap 7, player 1 starts: the paper's (4,3) (Figure 4), selected.
        let r = &all[14];
        assert_eq!((r.heap, r.starter, r.selected), (7, 1, true));
        assert_eq!(r.outcome, vec!["4", "3"]);
        assert_eq!(r.tree.as_deref(), Some("#/tree?s=2,3&x=7&mode=si"));
        assert_eq!(all[15].tree, None);
        assert!(!all[9].periodic && all[10].periodic && all[10].period_start);
        assert!(all[22].period_start && !all[23].period_start && !all[12].period_start);
        assert!(period_text(&t).starts_with("Eventually periodic: from heap 5 on"));
        assert!(period_text(&t).contains("every outcome row gains (3, 3) per period"));
    }

    #[test]
    fn big_tables_draw_a_window_of_rows() {
        let t = solve_heaps(&preset("squirrel").unwrap(), 0, 3000).unwrap();
        let (rows, cols) = table_size(&t);
        let w = grid_window(rows, cols, (26.0 * 1000.0, 0.0), (520.0, 800.0));
        let part = table_rows(&t, &GamesState::default(), &w);
        assert!(part.len() < 100, "{}", part.len());
        assert_eq!(part[0].heap, w.rows.0 / 2);
    }

    #[test]
    fn requests_and_chart() {
        let st = GamesState::default();
        assert_eq!(table_request(&st).map(|r| r.to), Some(30));
        let sum = GamesState {
            rules: GameRules::Sum(vec![("normal".into(), 3)]),
            ..GamesState::default()
        };
        assert_eq!(table_request(&sum), None);
        let svg = chart_svg(&squirrel_table(), 1).unwrap();
        assert!(svg.starts_with("<svg") && svg.contains("periodic from here"));
        let wealth = solve_heaps(&preset("wealth").unwrap(), 0, 4).unwrap();
        assert!(period_text(&wealth).contains("reads the cumulations"));
    }
}
