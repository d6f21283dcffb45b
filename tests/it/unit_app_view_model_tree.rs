//! Unit tests of pebbles-app's tree view-models (trees, cursor, pan and zoom,
//! EFG, shows, presenter mode), moved from the crate's `src/`: the crate has
//! no unit-test harness (`test = false`), so that `cargo test` compiles it
//! once. One module a source file, named after it.

// crates/app/src/view_model/present.rs
mod present {
    use pebbles::permalink::View;
    use pebbles::view_model::present::*;

    #[test]
    fn keys_step_within_the_line() {
        assert_eq!(step_of_key("ArrowRight"), Some(Step::Next));
        assert_eq!(step_of_key("PageUp"), Some(Step::Back));
        assert_eq!(step_of_key("ArrowUp"), None);
        assert_eq!(stepped(0, 3, Step::Back), 0);
        assert_eq!(stepped(2, 3, Step::Next), 3);
        assert_eq!(stepped(3, 3, Step::Next), 3);
        assert_eq!(stepped(9, 3, Step::Back), 2);
        assert_eq!(stepped(1, 3, Step::Last), 3);
        assert_eq!(stepped(2, 3, Step::First), 0);
    }

    #[test]
    fn presenter_mode_round_trips_through_the_hash() {
        let (v, n) = View::parse("#/cs?s=2,3&present=1");
        assert!(n.is_empty() && v.present);
        assert!(v.to_hash().ends_with("&present=1"), "{}", v.to_hash());
        let off = presenting(&v, false);
        assert!(!off.to_hash().contains("present"));
        assert_eq!(View::parse(&off.to_hash()).0, off);
        let (v, n) = View::parse("#/bcs?present=yes");
        assert!(!v.present);
        assert_eq!(n[0].param, "present");
        assert!(n[0].message.starts_with("`yes`"));
        assert_eq!(present_button(true).0, "Exit presentation");
    }

    #[test]
    fn a_revealed_detail_and_its_anchor_both_show() {
        let h = 900.0;
        // In view already: no scroll.
        assert_eq!(reveal_scroll((100.0, 130.0), (130.0, 500.0), h), 0.0);
        // The detail runs below the window: scroll just enough.
        let d = reveal_scroll((600.0, 630.0), (630.0, 1000.0), h);
        assert_eq!(d, 1000.0 + REVEAL_MARGIN - h);
        assert!(600.0 - d >= 0.0, "the anchor stays in view");
        // The detail is far below (another part of the page): it comes up,
        // the anchor with it if they fit together.
        let d = reveal_scroll((200.0, 230.0), (1700.0, 2100.0), h);
        assert_eq!(d, 200.0 - REVEAL_MARGIN);
        // Above the window: scroll up.
        assert_eq!(
            reveal_scroll((-50.0, -20.0), (-20.0, 300.0), h),
            -50.0 - REVEAL_MARGIN
        );
        // Too tall together: the anchor at the top.
        assert_eq!(
            reveal_scroll((500.0, 530.0), (530.0, 2000.0), h),
            500.0 - REVEAL_MARGIN
        );
        assert_eq!(reveal_scroll((f64::NAN, 1.0), (0.0, 1.0), h), 0.0);
    }
}

// crates/app/src/view_model/efg.rs
mod efg {
    use pebbles::games::common::Tie;
    use pebbles::jobs::{run, EfgView, JobRequest, JobResult};
    use pebbles::permalink::View;
    use pebbles::state::{EfgState, GameRules, PageState, MAX_EFG_FILE};
    use pebbles::view_model::efg::*;

    fn solved(st: &EfgState) -> EfgView {
        match run(JobRequest::Efg(request(st))) {
            Ok(JobResult::Efg(v)) => *v,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn three_players_summary_payoffs_and_theorem_11() {
        let st = reduce(&EfgState::default(), EfgAction::Example("three".into())).unwrap();
        let v = solved(&st);
        assert_eq!(
            summary(&v),
            "3 players: Ann, Bob and Cid; 9 nodes, 5 terminals; ties antagonistic"
        );
        assert_eq!(play_text(&v), "L, r, y");
        assert_eq!(payoffs_text(&v), "(5,4,1)");
        assert_eq!(payoff_rows(&v)[2], ("Cid".to_string(), "1".to_string()));
        let t = v.theorem11.as_ref().unwrap();
        let rows = t11_rows(&v, t);
        assert_eq!(rows.len(), t.total);
        assert_eq!(rows[0].heap, t.heap.to_string());
        assert_eq!(rows[0].state, "root");
        assert_eq!(rows[0].mover, "Ann");
        let first = &t.states[0].amounts;
        assert_eq!(
            rows[0].rewards,
            format!("({0},{0},{0}) / ({1},{1},{1})", first[0], first[1])
        );
        // Every terminal's payoffs are some row's utility.
        let mut utilities: Vec<&str> = rows
            .iter()
            .map(|r| r.utility.as_str())
            .filter(|u| !u.is_empty())
            .collect();
        utilities.sort();
        assert_eq!(
            utilities,
            ["(1,4,0)", "(2,2,3/2)", "(3,1,2)", "(5,4,1)", "(6,0,3/2)"]
        );
        // Cid moves right after Ann at cR: Bob's forced state is inserted.
        assert!(rows
            .iter()
            .any(|r| r.state.starts_with("forced") && r.mover == "Bob"));
        assert!(t11_text(&v, t).contains(&format!("Q = {}", t.heap)));
        let link = games_link(t).unwrap();
        let (back, notices) = View::parse(&link);
        assert!(notices.is_empty(), "{notices:?}");
        let PageState::Games(g) = back.state else {
            panic!("games")
        };
        assert_eq!(g.heaps, [t.heap]);
        assert_eq!(g.rules, GameRules::Custom(t.ruleset.clone()));
        assert_eq!(file_stem(&v), "three-players-hand-solved");
    }

    #[test]
    fn bad_files_and_sizes_are_refused_with_the_line_or_the_limit() {
        let st = EfgState::default();
        let chance =
            "EFG 2 R \"t\" { \"A\" \"B\" }\n\"\"\n\nc \"\" 1 \"\" { \"a\" 1/2 \"b\" 1/2 } 0\n";
        let e = reduce(&st, EfgAction::Text(chance.into())).unwrap_err();
        assert!(
            e.message.starts_with("line 4:") && e.message.contains("chance"),
            "{e}"
        );
        let pasted = reduce(&st, EfgAction::Text(EfgState::default().text().into())).unwrap();
        let (options, selected) = example_options(&pasted);
        assert_eq!((options.len(), selected), (3, "pasted"));
        let e = check_size(MAX_EFG_FILE + 1).unwrap_err();
        assert!(e.message.contains("1 MiB"), "{e}");
        assert!(check_size(MAX_EFG_FILE).is_ok());
        assert!(reduce(&st, EfgAction::Tie("x".into())).is_err());
        let f = reduce(&st, EfgAction::Tie("f".into())).unwrap();
        assert_eq!(f.tie, Tie::Friendly);
    }

    #[test]
    fn figure_4_colours_the_play_and_round_trips() {
        let v = solved(&EfgState::default());
        let g = pebbles::games::efg::parse(EfgState::default().text()).unwrap();
        let s = pebbles::games::efg::solve(&g, Tie::Antagonistic);
        assert_eq!(payoffs_text(&v), pebbles::export::payoff_vector(&s.payoffs));
        let (d, svg) = v.picture.as_ref().unwrap();
        let css = play_css(&v, d);
        assert_eq!(css.matches("data-edge").count(), v.play.len());
        assert!(svg.text.contains("Thick edges"));
        let again = pebbles::games::efg::parse(&v.efg).unwrap();
        assert_eq!(again.nodes.len(), v.nodes.len());
        assert!(picture(d, svg).line.is_empty());
        assert!(link_note(&EfgState::default()).is_none());
        assert_eq!(example_options(&EfgState::default()).1, "figure4");
    }
}

// crates/app/src/view_model/show.rs
mod show {
    use pebbles::permalink::{Panel, View};
    use pebbles::view_model::show::*;

    #[test]
    fn shows_every_panel_unless_some_are_picked() {
        let all = Shown::of(&View::parse("#/cs").0);
        assert!(Panel::ALL.iter().all(|&p| all.shows(p)));
        let some = Shown::of(&View::parse("#/cs?show=table,play").0);
        assert!(some.shows(Panel::Table) && some.shows(Panel::Play));
        assert!(!some.shows(Panel::Chart));
    }

    #[test]
    fn an_embedded_tree_has_no_toolbar_unless_asked() {
        let shown = |hash: &str| Shown::of(&View::parse(hash).0);
        assert!(shown("#/tree?s=2,3&x=7").shows(Panel::Tools));
        let embedded = shown("#/tree?s=2,3&x=7&embed=1");
        assert!(!embedded.shows(Panel::Tools));
        assert!(embedded.shows(Panel::Tree) && embedded.shows(Panel::Steps));
        assert!(shown("#/tree?s=2,3&x=7&embed=1&show=tree,tools").shows(Panel::Tools));
        let only = shown("#/tree?s=2,3&x=7&embed=1&show=tree");
        assert!(only.shows(Panel::Tree) && !only.shows(Panel::Steps) && !only.shows(Panel::Tools));
        // Pages without a toolbar panel are whole in an embed.
        assert!(Panel::ALL.iter().all(|&p| shown("#/cs?embed=1").shows(p)));
    }
}

// crates/app/src/view_model/tree.rs
mod tree {
    use pebbles::games::common::{Player, Variant};
    use pebbles::games::game_tree::View;
    use pebbles::state::{CsMoves, TreeState};
    use pebbles::view_model::tree::*;
    use std::collections::BTreeSet;

    #[test]
    fn a_nim_position_switches_to_a_win_loss_mode() {
        let st = TreeState::default();
        let next = reduce(&st, TreeAction::Nim("1,2,3".into())).unwrap();
        assert_eq!(next.nim, Some(vec![1, 2, 3]));
        assert_eq!(next.mode, Variant::Normal);
        assert_eq!(
            reduce(&next, TreeAction::Nim(" ".into())).unwrap().nim,
            None
        );
        assert_eq!(
            reduce(&st, TreeAction::Heap("x".into())).unwrap_err().token,
            "x"
        );
    }

    #[test]
    fn selects_and_toggles_are_actions() {
        let st = TreeState::default();
        let act = |st: &TreeState, a: TreeAction| reduce(st, a).unwrap();
        assert_eq!(act(&st, mode_action("zs").unwrap()).mode, Variant::ZeroSum);
        assert_eq!(mode_action("fast"), None);
        assert_eq!(act(&st, view_action("cgt")).view, View::Cgt);
        assert_eq!(view_action("bush"), TreeAction::View(View::Tree));
        let t = act(&st, ties_action("fa").unwrap()).ties;
        assert_eq!(t.code(), "fa");
        assert_eq!(ties_options().len(), 4);
        assert!(act(&st, TreeAction::ToggleMerge).merge);
        let p = act(&st, TreeAction::TogglePartizan);
        assert!(matches!(p.moves, CsMoves::Partizan { .. }));
        assert_eq!(mode_options().len(), 5);
        assert_eq!(view_options()[1], ("dag", "heap DAG"));
        assert_eq!(nim_text(&act(&st, TreeAction::Nim("3,4".into()))), "3,4");
    }

    #[test]
    fn re_rooting_moves_the_root_into_the_state() {
        let st = TreeState::default();
        let g = build(&st).unwrap();
        // 7;(0,0) Left to move, Left takes 2: 5;(2,0) Right to move.
        let child = g
            .edges
            .iter()
            .find(|e| e.from == g.root && e.amount == 2)
            .unwrap()
            .to;
        let Click::Reroot(root) = click(&g, child, true) else {
            panic!("expected a re-root");
        };
        let next = reduce(&st, TreeAction::Reroot(root)).unwrap();
        assert_eq!(
            (next.heap, next.cumulations, next.first),
            (5, (2, 0), Player::Right)
        );
        let dag = TreeState {
            view: View::Dag,
            ..st.clone()
        };
        let g = build(&dag).unwrap();
        let Click::Reroot(root) = click(&g, 1, true) else {
            panic!("expected a re-root");
        };
        let next = reduce(&dag, TreeAction::Reroot(root)).unwrap();
        assert_eq!((next.cumulations, next.first), ((0, 0), Player::Left));
        let nim = TreeState {
            nim: Some(vec![1, 2]),
            mode: Variant::Normal,
            ..st
        };
        let g = build(&nim).unwrap();
        let Click::Reroot(Root::Nim(h)) = click(&g, 1, true) else {
            panic!("expected a Nim re-root");
        };
        assert!(h.len() <= 2);
    }

    #[test]
    fn clicks_expand_fold_or_do_nothing() {
        let g = build(&TreeState::default()).unwrap();
        assert_eq!(click(&g, g.root, false), Click::Fold);
        assert_eq!(click(&g, 999, false), Click::Nothing);
        let leaf = g.nodes.iter().find(|n| n.terminal).unwrap().id;
        assert_eq!(click(&g, leaf, false), Click::Nothing);
        let cut = TreeState {
            heap: 60,
            moves: CsMoves::Symmetric(vec![1, 2]),
            ..TreeState::default()
        };
        let g = build(&cut).unwrap();
        let c = g.nodes.iter().find(|n| n.collapsed).unwrap().id;
        assert_eq!(click(&g, c, false), Click::Expand);
        let bigger = expanded(&g, c).unwrap();
        assert!(bigger.nodes.len() > g.nodes.len());
        assert!(expanded(&g, 10_000_000).is_none());
    }

    #[test]
    fn folding_hides_the_subtree_and_steps_highlight_the_line() {
        let g = build(&TreeState::default()).unwrap();
        let folded = fold_toggled(&BTreeSet::new(), g.root);
        assert_eq!(folded, BTreeSet::from([g.root]));
        assert!(fold_toggled(&folded, g.root).is_empty());
        let shown = visible(&g, &folded);
        assert_eq!(shown.iter().filter(|&&s| s).count(), 1);
        let p = picture(&g);
        assert!(!p.line.is_empty());
        let css = view_css(&g, &folded, &p.line, 0);
        assert!(css.contains("[data-node=\"1\"]{display:none}"));
        assert!(css.contains("stroke-dasharray:5 3"));
        let css = view_css(&g, &BTreeSet::new(), &p.line, 1);
        assert!(!css.contains("display:none"));
        let to = g.edges[p.line[0]].to;
        assert!(css.contains(&format!("[data-node=\"{to}\"] rect{{fill:#fff1c9}}")));
        assert!(step_text(&g, &p.line, 0).contains("move 0 of"));
        assert!(step_text(&g, &p.line, 1).contains("Right to move"));
        assert!(legend(&g).starts_with(&format!("{} nodes", g.nodes.len())));
    }

    #[test]
    fn the_picture_knows_its_size() {
        let g = build(&TreeState::default()).unwrap();
        let p = picture(&g);
        let (w, h) = p.svg.size_px();
        assert!(p.svg.text.contains(&format!("width=\"{}\"", p.svg.width)));
        assert!(w > 100 && h > 100);
        assert_eq!(export_name(g.view, "png"), "pebbles-tree.png");
        use std::rc::Rc;
        assert!(
            pebbles::view_model::Shared(Rc::new(g.clone()))
                != pebbles::view_model::Shared(Rc::new(g))
        );
    }
}

// crates/app/src/view_model/tree/cursor.rs
mod cursor {
    use pebbles::games::game_tree::{GameGraph, View};
    use pebbles::state::TreeState;
    use pebbles::view_model::tree::cursor::*;
    use pebbles::view_model::tree::{build, picture, visible};
    use std::collections::BTreeSet;

    fn nav_of(st: &TreeState) -> (GameGraph, TreeNav) {
        let g = build(st).unwrap();
        let p = picture(&g);
        let nav = TreeNav::of_graph(&g, &p.drawing, p.svg.width);
        (g, nav)
    }

    fn press(nav: &TreeNav, at: &Cursor, keys: &[&str], shown: &[bool]) -> Cursor {
        let none = BTreeSet::new();
        keys.iter()
            .fold(at.clone(), |c, k| nav.step(&c, k, shown, &none).unwrap())
    }

    #[test]
    fn figure_4_keys_walk_the_tree() {
        // 7;(0,0) with S = {2,3}: children 5;(2,0) (node 1) and 4;(3,0).
        let (g, nav) = nav_of(&TreeState::default());
        let shown = vec![true; g.nodes.len()];
        let root = Cursor::at(g.root);
        let down = press(&nav, &root, &["ArrowDown"], &shown);
        assert_eq!(down.node, 1);
        assert_eq!(down.trail, vec![g.root]);
        let right = press(&nav, &down, &["ArrowRight"], &shown);
        assert!(g
            .edges
            .iter()
            .any(|e| e.from == g.root && e.to == right.node));
        assert_eq!(press(&nav, &right, &["ArrowUp"], &shown).node, g.root);
        assert_eq!(press(&nav, &right, &["ArrowLeft"], &shown).node, 1);
        // Up at the root and Home stay at the root; Enter is not a move.
        assert_eq!(press(&nav, &root, &["ArrowUp", "Home"], &shown), root);
        assert_eq!(nav.step(&root, "Enter", &shown, &BTreeSet::new()), None);
        // End: the last node of the equilibrium play, and Up walks it back.
        let end = press(&nav, &root, &["End"], &shown);
        let line = g.pspe_line();
        assert_eq!(end.node, g.edges[*line.last().unwrap()].to);
        assert_eq!(end.trail.len(), line.len());
        let back = (0..line.len()).fold(end, |c, _| press(&nav, &c, &["ArrowUp"], &shown));
        assert_eq!(back.node, g.root);
    }

    #[test]
    fn folded_nodes_are_skipped() {
        let (g, nav) = nav_of(&TreeState::default());
        let folded = BTreeSet::from([1]);
        let shown = visible(&g, &folded);
        let at = Cursor::at(1);
        assert_eq!(
            nav.step(&at, "ArrowDown", &shown, &folded),
            Some(at.clone())
        );
        // Past the row's last shown node, Right comes back to no hidden node.
        let mut c = Cursor::at(g.root);
        for _ in 0..g.nodes.len() {
            c = nav.step(&c, "ArrowRight", &shown, &folded).unwrap();
            assert!(shown[c.node], "{c:?}");
        }
        // The end of the play stops at the fold if the play goes through it.
        let end = nav
            .step(&Cursor::at(g.root), "End", &shown, &folded)
            .unwrap();
        assert!(shown[end.node]);
        // A cursor on a hidden node starts again from the root.
        let hidden = shown.iter().position(|s| !s).unwrap();
        assert_eq!(
            nav.step(&Cursor::at(hidden), "ArrowUp", &shown, &folded),
            Some(Cursor::at(g.root))
        );
    }

    #[test]
    fn dag_up_returns_the_way_it_came() {
        let dag = TreeState {
            view: View::Dag,
            ..TreeState::default()
        };
        let (g, nav) = nav_of(&dag);
        let shown = vec![true; g.nodes.len()];
        let none = BTreeSet::new();
        // Every node with two parents, entered from its second parent.
        let mut checked = 0;
        for v in 0..g.nodes.len() {
            let Some(&p) = nav.parents[v].get(1) else {
                continue;
            };
            let at = Cursor {
                node: v,
                trail: vec![p],
            };
            assert_eq!(nav.step(&at, "ArrowUp", &shown, &none).unwrap().node, p);
            checked += 1;
        }
        assert!(checked > 0);
    }

    #[test]
    fn boxes_are_where_the_svg_draws_them() {
        let (g, nav) = nav_of(&TreeState::default());
        let p = picture(&g);
        let svg = &p.svg.text;
        let group = svg.find(&format!("data-node=\"{}\"", g.root)).unwrap();
        let rect = &svg[group + svg[group..].find("<rect").unwrap()..];
        let attr = |name: &str| -> f64 {
            let at = rect.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
            rect[at..at + rect[at..].find('"').unwrap()]
                .parse()
                .unwrap()
        };
        let b = nav.node_box(g.root).unwrap();
        for (got, want) in b.iter().zip(["x", "y", "width", "height"].map(attr)) {
            assert!((got - want).abs() < 0.02, "{b:?} vs {want}");
        }
        assert_eq!(nav.node_box(10_000), None);
    }

    #[test]
    fn the_live_line_names_the_node_and_the_enter_action() {
        let (g, nav) = nav_of(&TreeState::default());
        let shown = vec![true; g.nodes.len()];
        let none = BTreeSet::new();
        let t = cursor_text(&g, &nav, g.root, &shown, &none, false);
        assert!(t.starts_with("Node 7;(0,0): heap 7"), "{t}");
        assert!(
            t.contains("Row 1, 1 of 1.") && t.ends_with("Enter folds its options."),
            "{t}"
        );
        let folded = BTreeSet::from([g.root]);
        let t = cursor_text(&g, &nav, g.root, &shown, &folded, false);
        assert!(t.ends_with("Enter unfolds its options."), "{t}");
        assert!(cursor_text(&g, &nav, 1, &shown, &none, true).ends_with("re-roots the view here."));
        let leaf = g.nodes.iter().find(|n| n.terminal).unwrap().id;
        assert!(cursor_text(&g, &nav, leaf, &shown, &none, false).contains("does nothing"));
        assert_eq!(cursor_text(&g, &nav, 999, &shown, &none, false), "");
        assert!(cursor_css(3).contains("[data-node=\"3\"] rect{stroke:#0b63c5"));
    }
}

// crates/app/src/view_model/tree/pan_zoom.rs
mod pan_zoom {
    use pebbles::view_model::tree::pan_zoom::*;

    #[test]
    fn fit_shows_the_whole_picture_with_the_root_in_view() {
        // A tree 17 152 px wide in a 1 100 × 520 frame.
        let c = Camera::fit((17_152.0, 900.0), (1_100.0, 520.0), 1.0);
        assert!((c.scale - 1_100.0 / 17_152.0).abs() < 1e-9);
        assert!(c.x.abs() < 1e-6, "{c:?}");
        let root_x = c.x + 17_152.0 / 2.0 * c.scale;
        assert!((root_x - 550.0).abs() < 1e-6);
        // Small pictures keep 1:1 and sit in the middle.
        let small = Camera::fit((200.0, 100.0), (1_000.0, 500.0), 1.0);
        assert_eq!(
            small,
            Camera {
                x: 400.0,
                y: 200.0,
                scale: 1.0
            }
        );
        assert_eq!(Camera::fit((0.0, 5.0), (f64::NAN, 1.0), 1.0), Camera::HOME);
        // Fitted that far out, labels are not drawn; 1:1 they are.
        assert!(!c.shows_text() && small.shows_text());
    }

    #[test]
    fn scale_enlarges_fitted_pictures_and_keeps_labels_readable() {
        // A small picture grows to scale:1 (if the frame has room) ...
        let small = Camera::fit((200.0, 100.0), (1_000.0, 500.0), 2.0);
        assert_eq!(small.scale, 2.0);
        assert_eq!((small.x, small.y), (300.0, 150.0));
        // ... or as far as the frame allows, but labels never shrink below
        // scale × READABLE of their size.
        let mid = Camera::fit((800.0, 400.0), (1_000.0, 500.0), 1.5);
        assert!((mid.scale - 1.25).abs() < 1e-12, "{mid:?}");
        let big = Camera::fit((17_152.0, 900.0), (1_100.0, 1_040.0), 2.0);
        assert_eq!(big.scale, 2.0 * READABLE);
        // Its middle (a tree's root) stays at the top centre.
        assert!((big.x + 17_152.0 / 2.0 * big.scale - 550.0).abs() < 1e-6);
        assert_eq!(big.y, 0.0);
        // For every picture, a larger scale= never gives smaller labels.
        for content in [
            (50.0, 50.0),
            (900.0, 300.0),
            (5_000.0, 800.0),
            (40_000.0, 3_000.0),
        ] {
            let zooms: Vec<f64> = [1.0, 1.25, 1.5, 2.0, 3.0]
                .iter()
                .map(|&ui| Camera::fit(content, (1_000.0, 520.0 * ui), ui).scale)
                .collect();
            assert!(
                zooms.windows(2).all(|w| w[0] <= w[1]),
                "{content:?}: {zooms:?}"
            );
        }
        // Odd scales count as 1.
        assert_eq!(
            Camera::fit((200.0, 100.0), (1_000.0, 500.0), f64::NAN).scale,
            1.0
        );
        assert_eq!(
            Camera::home(1.5),
            Camera {
                scale: 1.5,
                ..Camera::HOME
            }
        );
        assert_eq!(Camera::home(0.5), Camera::HOME);
    }

    #[test]
    fn pictures_open_with_readable_labels_in_a_frame_their_size() {
        // A wide tree (heap 12 of S = {2,3}: 48 nodes, 3 000 px) in a
        // 1 100 × 520 frame: fitted it would have 4 px labels; it opens
        // with its 10 px texts 10 px high, at its root (x = 2 000), at the top, and the
        // frame shrinks to the picture's height.
        let (c, h) = Camera::open(
            (3_000.0, 300.0),
            (1_100.0, 520.0),
            1.0,
            Some([1_964.0, 0.0, 72.0, 36.0]),
        );
        assert!((c.scale * 10.0 - 10.0).abs() < 1e-9, "{c:?}");
        assert!(
            (c.x + 2_000.0 * c.scale - 550.0).abs() < 1e-6,
            "root in the middle: {c:?}"
        );
        assert_eq!(h, Some(300.0 * c.scale + 2.0 * FRAME_PAD));
        assert_eq!(c.y, FRAME_PAD);
        // The root near an edge: the picture's edge stays at the frame's.
        let (c, _) = Camera::open(
            (3_000.0, 300.0),
            (1_100.0, 520.0),
            1.0,
            Some([0.0, 0.0, 72.0, 36.0]),
        );
        assert_eq!(c.x, 0.0);
        // A picture that fits at a readable size opens as Fit shows it.
        let (c, h) = Camera::open((800.0, 400.0), (1_000.0, 500.0), 1.0, None);
        assert_eq!(c.scale, 1.0);
        assert_eq!(h, Some(400.0 + 2.0 * FRAME_PAD));
        // Tall pictures keep the frame and start at the top.
        let (c, h) = Camera::open((900.0, 5_000.0), (1_000.0, 520.0), 1.0, None);
        assert_eq!((c.scale, c.y, h), (OPEN_LABELS, 0.0, None));
        // scale= raises the least label size; small frames stay usable.
        let (c, _) = Camera::open((30_000.0, 300.0), (1_000.0, 520.0), 2.0, None);
        assert!((c.scale - 2.0 * OPEN_LABELS).abs() < 1e-9);
        let (_, h) = Camera::open((100.0, 20.0), (1_000.0, 520.0), 1.0, None);
        assert_eq!(h, Some(MIN_FRAME));
        assert_eq!(
            Camera::open((0.0, 0.0), (f64::NAN, 1.0), 1.0, None),
            (Camera::HOME, None)
        );
    }

    #[test]
    fn showing_pans_the_least_to_bring_a_box_into_view() {
        let frame = (1_000.0, 500.0);
        let c = Camera {
            x: 0.0,
            y: 0.0,
            scale: 2.0,
        };
        // In view already: no change.
        assert_eq!(c.showing([100.0, 50.0, 72.0, 36.0], frame), c);
        // Off the right edge: its right side ends SHOW_MARGIN from the edge.
        let r = c.showing([600.0, 50.0, 72.0, 36.0], frame);
        assert_eq!(r.x + 672.0 * 2.0, 1_000.0 - SHOW_MARGIN);
        assert_eq!((r.y, r.scale), (0.0, 2.0));
        // Above and left: its top left corner SHOW_MARGIN inside.
        let c = Camera {
            x: -500.0,
            y: -300.0,
            scale: 1.0,
        };
        let ul = c.showing([100.0, 100.0, 72.0, 36.0], frame);
        assert_eq!((ul.x + 100.0, ul.y + 100.0), (SHOW_MARGIN, SHOW_MARGIN));
        // Larger than the frame: centred on it.
        let huge = Camera {
            x: 0.0,
            y: 0.0,
            scale: 8.0,
        }
        .showing([0.0, 0.0, 200.0, 36.0], frame);
        assert_eq!(huge.x + 100.0 * 8.0, 500.0);
        assert_eq!(c.showing([f64::NAN, 0.0, 1.0, 1.0], frame), c);
        assert_eq!(key_zoom("+"), Some(1.25));
        assert_eq!(key_zoom("-"), Some(0.8));
        assert_eq!(key_zoom("a"), None);
    }

    #[test]
    fn zoom_is_clamped_and_keeps_the_pointer_fixed() {
        assert_eq!(Camera::HOME.zoomed(100.0).scale, 8.0);
        assert_eq!(Camera::HOME.zoomed(0.0).scale, SCALES.0);
        let c = Camera::HOME.panned(10.0, 20.0).wheeled(-1.0, 50.0, 60.0);
        assert!((c.scale - 1.15).abs() < 1e-12);
        // The picture point under the pointer before and after.
        let before = ((50.0 - 10.0) / 1.0, (60.0 - 20.0) / 1.0);
        let after = ((50.0 - c.x) / c.scale, (60.0 - c.y) / c.scale);
        assert!((before.0 - after.0).abs() < 1e-9 && (before.1 - after.1).abs() < 1e-9);
        assert!(Camera::HOME.wheeled(1.0, 0.0, 0.0).scale < 1.0);
        assert_eq!(
            Camera::HOME.style(),
            "transform: translate(0px, 0px) scale(1); transform-origin: 0 0;"
        );
    }

    #[test]
    fn a_small_wobble_is_still_a_click() {
        let mut d = Drag::start(0.0, 0.0);
        assert_eq!(d.move_to(1.0, 1.0), None);
        assert!(!d.moved);
        assert_eq!(d.move_to(3.0, 2.0), Some((3.0, 2.0)));
        assert!(d.moved);
        assert_eq!(d.move_to(4.0, 2.0), Some((1.0, 0.0)));
    }
}
