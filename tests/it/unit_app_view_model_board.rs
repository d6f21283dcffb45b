//! Unit tests of pebbles-app's board view-models (boards, board editing and
//! play, Clobber, grids), moved from the crate's `src/`: the crate has no
//! unit-test harness (`test = false`), so that `cargo test` compiles it once.
//! One module a source file, named after it.

// crates/app/src/view_model/clobber.rs
mod clobber {
    use pebbles::state::ClobberState;
    use pebbles::view_model::clobber::*;

    #[test]
    fn table_1_is_read_whole() {
        let rows: Vec<[u64; 6]> = (2..=13).filter_map(table_1_row).collect();
        assert_eq!(rows.len(), 12);
        assert_eq!(table_1_row(7), Some([7, 3_609, 506, 501, 8, 8]));
        assert_eq!(table_1_row(13).map(|r| r[1]), Some(10_949_499));
        assert_eq!(table_1_row(14), None);
    }

    #[test]
    fn simple_values_become_subscripts_and_bars() {
        let t = |s: &str| Seg::Text(s.into());
        assert_eq!(segments("1_2"), [Seg::Sub("1".into(), "2".into())]);
        assert_eq!(segments("1\u{0304}\u{0304}"), [Seg::Bars("1".into(), 2)]);
        assert_eq!(
            segments("[2\u{0304},3_12]"),
            [
                t("["),
                Seg::Bars("2".into(), 1),
                t(","),
                Seg::Sub("3".into(), "12".into()),
                t("]")
            ]
        );
        assert_eq!(segments("[[1,3],[[1,2]]]"), [t("[[1,3],[[1,2]]]")]);
        assert_eq!(segments("1_"), [t("1_")]);
        assert!(segments("").is_empty());
    }
    use pebbles::games::clobber::census;

    #[test]
    fn tree_picture_draws_every_node_with_board_value_and_mover() {
        let st = ClobberState::default();
        let t = pebbles::games::clobber::position_tree(&st.board, 3, 1, 50, 1 << 20).unwrap();
        let p = tree_picture(&t);
        assert_eq!(p.drawing.nodes.len(), t.nodes.len());
        assert_eq!(p.drawing.edges.len(), t.edges.len());
        let root = &p.drawing.nodes[0];
        assert_eq!(root.lines[0], t.nodes[0].board);
        assert_eq!(root.side.as_deref(), Some("P1"));
        assert!(root
            .tooltip
            .contains("unsimplified: [[1,3],[1,[1,2]],[2,3]]"));
        assert!(p.svg.text.starts_with("<svg"));
        assert!(p.svg.text.contains("1→2"));
    }

    #[test]
    fn clicking_cycles_a_cell_and_players_cap_the_board() {
        let st = ClobberState::default();
        let next = reduce(&st, ClobberAction::Cycle(0)).unwrap();
        assert_eq!(next.board.cells()[0], 2);
        let next = reduce(&next, ClobberAction::Cycle(2)).unwrap();
        assert_eq!(next.board.cells()[2], 0);
        let two = reduce(&st, ClobberAction::Players("2".into())).unwrap();
        assert_eq!(two.board.to_string(), "1,2,0,2,1,0");
        assert_eq!(
            reduce(&st, ClobberAction::Board("1,5".into()))
                .unwrap_err()
                .token,
            "5"
        );
        assert_eq!(
            reduce(&st, ClobberAction::Census("2..12".into()))
                .unwrap_err()
                .token,
            "12"
        );
        let grid = reduce(&st, ClobberAction::Board("1,2,3|3,0,1".into())).unwrap();
        assert_eq!(
            pebbles::view_model::clobber::grid(&grid.board),
            vec![vec![1, 2, 3], vec![3, 0, 1]]
        );
    }

    #[test]
    fn census_is_compared_with_table_1() {
        let records = census(6, 7, false).unwrap();
        let rows: Vec<_> = records.into_iter().map(|r| r.row).collect();
        let rows = compare(&rows);
        assert!(rows[0].1.iter().all(Compared::agrees));
        // Syntactic at length 7: ours 485, the paper's 501 (README notes).
        assert_eq!(rows[1].1[2].text(), "485 (paper 501)");
    }
}

// crates/app/src/view_model/grid.rs
mod grid {
    use pebbles::view_model::grid::*;

    #[test]
    fn small_tables_are_whole() {
        assert_eq!(
            grid_window(21, 10, (500.0, 0.0), (100.0, 100.0)),
            GridWindow::all(21, 10)
        );
        assert!(!is_windowed(100, 50));
        assert!(is_windowed(2001, 401));
    }

    #[test]
    fn a_million_cells_show_a_few_hundred() {
        let (rows, cols) = (2001, 401);
        let w = grid_window(rows, cols, (0.0, 0.0), (600.0, 1200.0));
        assert_eq!(w.rows.0, 0);
        assert_eq!(w.cols.0, 0);
        let cells = (w.rows.1 - w.rows.0) * (w.cols.1 - w.cols.0);
        assert!(cells < 2000, "{cells}");
        // Scrolled to the end: the last row and column are there, and the
        // padding plus the rows shown make up the whole height.
        let end = grid_window(rows, cols, (1e9, 1e9), (600.0, 1200.0));
        assert_eq!((end.rows.1, end.cols.1), (rows, cols));
        let shown = f64::from(end.rows.1 - end.rows.0) * ROW_PX;
        assert_eq!(
            end.pad_top + shown + end.pad_bottom,
            f64::from(rows) * ROW_PX
        );
        let mid = grid_window(rows, cols, (26_000.0, 5_200.0), (520.0, 520.0));
        assert!(mid.contains(1000, 100) && mid.contains(1019, 109));
        assert!(!mid.contains(900, 100));
    }

    #[test]
    fn odd_scroll_values_are_harmless() {
        for v in [f64::NAN, f64::INFINITY, -5.0] {
            let w = grid_window(10_000, 10, (v, v), (v, v));
            assert!(w.rows.0 <= w.rows.1 && w.rows.1 <= 10_000);
        }
    }

    #[test]
    fn the_cursor_moves_within_the_table() {
        assert_eq!(cursor_step((0, 0), "ArrowUp", 5, 4), Some((0, 0)));
        assert_eq!(cursor_step((0, 0), "ArrowDown", 5, 4), Some((1, 0)));
        assert_eq!(cursor_step((4, 3), "ArrowRight", 5, 4), Some((4, 3)));
        assert_eq!(cursor_step((2, 1), "PageDown", 5, 4), Some((4, 1)));
        assert_eq!(cursor_step((2, 1), "End", 5, 4), Some((2, 3)));
        assert_eq!(cursor_step((2, 1), "Home", 5, 4), Some((2, 0)));
        assert_eq!(cursor_step((2, 1), "Enter", 5, 4), None);
        assert_eq!(cursor_step((0, 0), "ArrowDown", 0, 0), Some((0, 0)));
    }

    #[test]
    fn scrolling_brings_the_cursor_into_view() {
        // In view: no scroll.
        assert_eq!(scroll_to_show((2, 1), (0.0, 0.0), (260.0, 520.0)), None);
        // Below the view: scrolled so that its row is the last one shown.
        let (top, left) = scroll_to_show((100, 1), (0.0, 0.0), (260.0, 520.0)).unwrap();
        assert_eq!((top, left), (101.0 * ROW_PX - (260.0 - ROW_PX), 0.0));
        // Above and left of the view: scrolled to its top left.
        assert_eq!(
            scroll_to_show((3, 2), (500.0, 900.0), (260.0, 520.0)),
            Some((3.0 * ROW_PX, 2.0 * COL_PX))
        );
    }
}

// crates/app/src/view_model/board/edit.rs
mod edit {
    use pebbles::games::classical::RulesetId;
    use pebbles::view_model::board::edit::*;

    fn id(code: &str) -> RulesetId {
        code.parse().unwrap()
    }

    #[test]
    fn cells_cycle_and_boards_resize_within_the_limits() {
        let dom = id("domineering");
        assert_eq!(
            apply(dom, "..#|..#|...", BoardEdit::Cycle(2)).unwrap(),
            "...|..#|..."
        );
        let grown = BoardEdit::Resize { rows: 1, cols: -1 };
        assert_eq!(apply(dom, "...|..#|...", grown).unwrap(), "..|..|..|..");
        let big = BoardEdit::Resize { rows: 5, cols: 5 };
        assert!(apply(dom, "..|..", big)
            .unwrap_err()
            .message
            .contains("limit of 30"));
        let clob = id("clobber");
        assert_eq!(
            apply(clob, "xox|ox.", BoardEdit::Cycle(5)).unwrap(),
            "xox|oxx"
        );
        assert_eq!(
            apply(clob, "xox|oxo", BoardEdit::Cycle(5)).unwrap(),
            "xox|ox."
        );
        // A heap edit on a grid changes nothing.
        assert_eq!(apply(clob, "xo", BoardEdit::AddHeap).unwrap(), "xo");
        // Cutcake's `RxC` is edited as the cake drawn.
        let cake = id("cutcake");
        let taller = BoardEdit::Resize { rows: 1, cols: 0 };
        assert_eq!(apply(cake, "3x4", taller).unwrap(), "4x4");
        let wider = BoardEdit::Resize { rows: 0, cols: 1 };
        assert_eq!(apply(cake, "2x2,2x1", wider).unwrap(), "2x2,2x2");
        assert_eq!(size_text("..|..|.."), "3×2");
    }

    #[test]
    fn heaps_grow_shrink_come_and_go() {
        let nim = id("nim");
        // Site 4 is heap 2's second pebble: it and those above go.
        assert_eq!(apply(nim, "3,4,5", BoardEdit::Cycle(4)).unwrap(), "3,1,5");
        let plus = BoardEdit::Pebbles { heap: 1, delta: 1 };
        assert_eq!(apply(nim, "3,4,5", plus).unwrap(), "3,5,5");
        let minus = BoardEdit::Pebbles { heap: 0, delta: -9 };
        assert_eq!(apply(nim, "3,4", minus).unwrap(), "0,4");
        assert_eq!(apply(nim, "3", BoardEdit::AddHeap).unwrap(), "3,1");
        assert_eq!(apply(nim, "3,1", BoardEdit::RemoveHeap(0)).unwrap(), "1");
        assert_eq!(apply(nim, "1", BoardEdit::RemoveHeap(0)).unwrap(), "1");
        let e = apply(nim, "64", BoardEdit::Pebbles { heap: 0, delta: 1 }).unwrap_err();
        assert_eq!(e.token, "65");
    }

    #[test]
    fn graphs_recolour_grow_join_and_cut() {
        let h = id("hackenbush");
        let stalk = "0-1:b,1-2:r";
        // Sites: edges 0-1, 1-2, then vertices 0, 1, 2.
        assert_eq!(apply(h, stalk, BoardEdit::Cycle(1)).unwrap(), "0-1:b,1-2:g");
        assert_eq!(apply(h, "0-1:g", BoardEdit::Cycle(0)).unwrap(), "0-1:b");
        // Vertex 1 grows an edge to the first free number, 3.
        assert_eq!(
            apply(h, stalk, BoardEdit::Cycle(3)).unwrap(),
            "0-1:b,1-2:r,1-3:b"
        );
        // The ground grows a new part.
        assert_eq!(
            apply(h, stalk, BoardEdit::Cycle(2)).unwrap(),
            "0-1:b,0-3:b,1-2:r"
        );
        // 0-1 cut: 1-2 hung on it only.
        assert_eq!(apply(h, stalk, BoardEdit::Cut(0)).unwrap(), "");
        assert_eq!(apply(h, stalk, BoardEdit::Cut(1)).unwrap(), "0-1:b");
        assert_eq!(
            apply(h, stalk, BoardEdit::Join(2, 4)).unwrap(),
            "0-1:b,0-2:b,1-2:r"
        );
        assert_eq!(
            apply(h, stalk, BoardEdit::Join(4, 4)).unwrap(),
            "0-1:b,1-2:r,2-2:b"
        );
        // Past the page's limit the check says so.
        let big = vec!["0-1:g"; 24].join(",");
        let e = apply(h, &big, BoardEdit::Cycle(24)).unwrap_err();
        assert!(e.message.contains("25 edges"), "{e:?}");
    }

    #[test]
    fn the_graph_pen_joins_in_two_clicks() {
        let h = id("hackenbush");
        let board = h.board("0-1:b,1-2:r").unwrap();
        let pen = GraphPen::default();
        assert_eq!(pen.click(&board, 0, 1).1, Some(BoardEdit::Cycle(1)));
        let join = pen.with(GraphTool::Join);
        let (pen, edit, said) = join.click(&board, 0, 4);
        assert_eq!((pen.from, edit), (Some((0, 4)), None));
        assert_eq!(
            said,
            "vertex 2 chosen; now click the other end (it again for a loop)."
        );
        let (pen, edit, _) = pen.click(&board, 0, 2);
        assert_eq!((pen.from, edit), (None, Some(BoardEdit::Join(4, 2))));
        let cut = GraphPen::default().with(GraphTool::Cut);
        assert_eq!(cut.click(&board, 0, 0).1, Some(BoardEdit::Cut(0)));
        assert_eq!(cut.click(&board, 0, 3).1, None);
    }
}

// crates/app/src/view_model/board/mod.rs
mod board {
    use pebbles::games::classical::rulesets::Board;
    use pebbles::games::classical::RulesetId;
    use pebbles::games::common::Player;
    use pebbles::view_model::board::*;

    fn id(code: &str) -> RulesetId {
        code.parse().unwrap()
    }

    /// The boards and the moves of `player` on a sum, as the page builds them.
    fn setup(code: &str, boards: &[&str], player: Player) -> (Vec<Board>, Mode) {
        let r = id(code);
        let drawn = boards.iter().map(|b| r.board(b).unwrap()).collect();
        let mut moves = Vec::new();
        for (k, b) in boards.iter().enumerate() {
            for m in r.moves(b, player).unwrap() {
                let label = if boards.len() > 1 {
                    format!("{}:{}", k + 1, m.label)
                } else {
                    m.label.clone()
                };
                moves.push(Playable {
                    board: k,
                    action: r.action(&m.label),
                    label,
                    sites: m.sites,
                    grade: None,
                });
            }
        }
        (drawn, Mode::Play(moves))
    }

    fn act(
        boards: &[Board],
        mode: &Mode,
        p: &Pointer,
        a: BoardAction,
    ) -> (Pointer, Option<Outcome>) {
        reduce(boards, mode, p, a)
    }

    #[test]
    fn one_click_on_the_top_cell_places_left_domino() {
        let (boards, mode) = setup("domineering", &["...|..."], Player::Left);
        // Left: vertical dominoes a1, b1, c1 (their top cells).
        let (p, out) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Click(0, 1),
        );
        assert_eq!(out, Some(Outcome::Play("b1".into())));
        assert_eq!(p.said, "You placed a domino at b1.");
        // The bottom row starts no vertical domino.
        let (p, out) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Click(0, 4),
        );
        assert_eq!(out, None);
        assert_eq!(p.said, "No move of yours starts at b2.");
        // A drag from top to bottom is the same move.
        let (_, out) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Drag(0, 2, 5),
        );
        assert_eq!(out, Some(Outcome::Play("c1".into())));
        // Hovering the top cell previews both cells of the domino.
        let (p, _) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Hover(0, 0),
        );
        let m = marks(&boards, &mode, &p, 0, None);
        assert!(m[0].preview && m[3].preview && !m[1].preview);
        assert!(m[0].legal && m[2].legal && !m[3].legal);
    }

    #[test]
    fn clobber_click_click_and_a_stone_with_one_target() {
        // x o x / o x . : Left's a1 can take b1 or a2; c1 only b1.
        let (boards, mode) = setup("clobber", &["xox|ox."], Player::Left);
        let (p, out) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Click(0, 0),
        );
        assert_eq!(out, None);
        assert_eq!(p.selection, vec![0]);
        assert_eq!(p.said, "a1 chosen; now b1 or a2.");
        let m = marks(&boards, &mode, &p, 0, None);
        assert!(m[0].selected && m[1].legal && m[3].legal && !m[4].legal);
        let (p2, out) = act(&boards, &mode, &p, BoardAction::Click(0, 3));
        assert_eq!(out, Some(Outcome::Play("a1-a2".into())));
        assert!(p2.selection.is_empty());
        // Clicking the chosen stone again drops the move.
        let (p3, out) = act(&boards, &mode, &p, BoardAction::Click(0, 0));
        assert_eq!((p3.selection.len(), out), (0, None));
        // A click elsewhere starts afresh: c1 has one capture.
        let (_, out) = act(&boards, &mode, &p, BoardAction::Click(0, 2));
        assert_eq!(out, Some(Outcome::Play("c1-b1".into())));
        let (_, out) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Drag(0, 4, 1),
        );
        assert_eq!(out, Some(Outcome::Play("b2-b1".into())));
    }

    #[test]
    fn a_pebble_takes_itself_and_those_above() {
        let (boards, mode) = setup("nim", &["3,4,5"], Player::Left);
        // Heap 2's second pebble from the bottom is site 3 + 1: taking it
        // and the two above leaves one.
        let (_, out) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Click(0, 4),
        );
        assert_eq!(out, Some(Outcome::Play("2:3".into())));
        let (p, _) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Hover(0, 4),
        );
        let m = marks(&boards, &mode, &p, 0, None);
        assert!(
            m[4].preview && !m[5].preview,
            "only the lowest pebble taken is the gesture"
        );
    }

    #[test]
    fn the_keyboard_walks_the_sites_and_enter_moves() {
        let (boards, mode) = setup("domineering", &["..|..", "..."], Player::Right);
        let p = Pointer::default();
        let (p, _) = act(&boards, &mode, &p, BoardAction::Focus);
        // Right's first move: a1 of board 1.
        assert_eq!(p.cursor, Some((0, 0)));
        assert_eq!(p.said, "board 1, a1: empty; Enter placed a domino at a1.");
        let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Down));
        assert_eq!(p.cursor, Some((0, 2)));
        let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Right));
        let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Right));
        // Past the last column: the next board of the sum.
        assert_eq!(p.cursor, Some((1, 0)));
        let (p, out) = act(&boards, &mode, &p, BoardAction::Key(Key::Enter));
        assert_eq!(out, Some(Outcome::Play("2:a1".into())));
        let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Left));
        assert_eq!(p.cursor, Some((0, 0)));
        // Heaps: up and down a heap, across heaps keeping the height.
        let (boards, mode) = setup("nim", &["2,0,3"], Player::Left);
        let p = Pointer {
            cursor: Some((0, 1)),
            ..Pointer::default()
        };
        let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Right));
        assert_eq!(p.cursor, Some((0, 3)), "the empty heap is skipped");
        let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Up));
        assert_eq!(p.cursor, Some((0, 4)));
        let (p, _) = act(&boards, &mode, &p, BoardAction::Key(Key::Up));
        assert_eq!(p.cursor, Some((0, 4)), "the top pebble stays");
    }

    #[test]
    fn edit_mode_cycles_and_not_your_turn_says_so() {
        let r = id("domineering");
        let boards = vec![r.board("..|..").unwrap()];
        let (p, out) = act(
            &boards,
            &Mode::Edit,
            &Pointer::default(),
            BoardAction::Click(0, 3),
        );
        assert_eq!(out, Some(Outcome::Edit(0, 3)));
        assert_eq!(p.cursor, Some((0, 3)));
        let (p, out) = act(
            &boards,
            &Mode::Play(Vec::new()),
            &p,
            BoardAction::Key(Key::Enter),
        );
        assert_eq!((out, p.said.as_str()), (None, "It is not your move."));
        let before = r.board("..|..").unwrap();
        let after = vec![r.board("#.|#.").unwrap()];
        let m = marks(&after, &Mode::Edit, &Pointer::default(), 0, Some(&before));
        let changed: Vec<bool> = m.iter().map(|m| m.changed).collect();
        assert_eq!(changed, [true, false, true, false]);
    }

    #[test]
    fn the_arrow_keys_follow_a_graph_s_drawing() {
        // A fork: 0-1 (site 0), 1-2 (site 1) up left, 1-3 (site 2) up right;
        // vertices 0, 1, 2, 3 are sites 3 to 6.
        let (boards, mode) = setup("hackenbush", &["0-1:b,1-2:r,1-3:g"], Player::Left);
        let at = |s: usize| Pointer {
            cursor: Some((0, s)),
            ..Pointer::default()
        };
        let key =
            |p: &Pointer, k: Key, mode: &Mode| act(&boards, mode, p, BoardAction::Key(k)).0.cursor;
        assert_eq!(
            key(&at(0), Key::Up, &mode),
            Some((0, 1)),
            "up: the first of two as near"
        );
        assert_eq!(key(&at(1), Key::Right, &mode), Some((0, 2)));
        assert_eq!(key(&at(2), Key::Down, &mode), Some((0, 0)));
        assert_eq!(
            key(&at(0), Key::Down, &mode),
            Some((0, 0)),
            "play: edges only"
        );
        // Editing, the vertices are on the way too: below the stalk, the ground.
        assert_eq!(key(&at(0), Key::Down, &Mode::Edit), Some((0, 3)));
        assert_eq!(key(&at(0), Key::Up, &Mode::Edit), Some((0, 4)), "vertex 1");
        // A click on an edge cuts it; on a vertex, no move.
        let (_, out) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Click(0, 2),
        );
        assert_eq!(out, Some(Outcome::Play("1-3:g".into())));
        let (p, out) = act(
            &boards,
            &mode,
            &Pointer::default(),
            BoardAction::Click(0, 4),
        );
        assert_eq!(
            (out, p.said.as_str()),
            (None, "No move of yours starts at vertex 1.")
        );
        let (p, _) = act(&boards, &Mode::Edit, &at(5), BoardAction::Focus);
        assert_eq!(
            p.said,
            "vertex 2: a vertex; Enter grows or joins an edge here."
        );
    }

    #[test]
    fn in_presenter_mode_the_step_keys_step_the_game_unless_editing() {
        // Off the projector, the board keeps its arrows.
        assert_eq!(Key::for_board("ArrowLeft", false, false), Some(Key::Left));
        // Presenting a game, ← and → are the presenter's; ↑ ↓ Enter the board's.
        assert_eq!(Key::for_board("ArrowLeft", true, false), None);
        assert_eq!(Key::for_board("ArrowRight", true, false), None);
        assert_eq!(Key::for_board("ArrowUp", true, false), Some(Key::Up));
        assert_eq!(Key::for_board("Enter", true, false), Some(Key::Enter));
        // Editing a picture, the board keeps them all.
        assert_eq!(Key::for_board("ArrowRight", true, true), Some(Key::Right));
    }
}

// crates/app/src/view_model/board/game.rs
mod game {
    use pebbles::games::common::Player;
    use pebbles::permalink::View;
    use pebbles::state::PageState;
    use pebbles::view_model::board::game::*;
    use pebbles::view_model::board::Mode;
    use pebbles::view_model::play::{panel, PlayGame, Setup};

    fn open(hash: &str) -> (PlayGame, pebbles::state::PlayState) {
        let (v, n) = View::parse(hash);
        assert!(n.is_empty(), "{n:?}");
        let PageState::Classical(st) = v.state else {
            panic!("classical")
        };
        (Setup::classical(&st).unwrap().game().unwrap(), st.play)
    }

    #[test]
    fn the_board_shows_the_game_and_the_visitor_s_moves() {
        let (game, play) = open("#/classical?game=domineering&position=...|...&side=l&moves=a1,b1");
        let tokens = game.tokens(&play);
        let p = panel(&game, &play);
        let b = playing(&game, &p, &tokens).unwrap();
        // After a1 (Left's a1-a2) and b1 (Right's b1-c1) four cells are
        // covered, and the last move is marked against the board before it.
        assert_eq!(b.boards.len(), 1);
        let blocked = b.boards[0]
            .sites
            .iter()
            .filter(|g| **g == pebbles::games::classical::rulesets::Glyph::Blocked)
            .count();
        assert_eq!(blocked, 4);
        assert!(b.before.is_some());
        let (game, play) = open("#/classical?game=nim&position=3,4,5&side=l");
        let p = panel(&game, &play);
        let b = playing(&game, &p, &game.tokens(&play)).unwrap();
        let Mode::Play(moves) = &b.mode else {
            panic!("play")
        };
        assert_eq!(moves.len(), 12);
        assert_eq!(b.mover, Some(Player::Left));
        // Not the visitor's turn (the computer opens): no moves to click.
        let (game, play) = open("#/classical?game=nim&position=3,4,5&side=r");
        let p = panel(&game, &play);
        let b = playing(&game, &p, &game.tokens(&play)).unwrap();
        assert_eq!(b.mode, Mode::Play(Vec::new()));
    }

    /// `hints=1` (issue 28): each legal move has its value and grade, the
    /// grades agree with the solver's outcome of the position after the
    /// move, and the board's marks carry them.
    #[test]
    fn move_values_mark_the_board() {
        use pebbles::games::classical::rulesets::Place;
        use pebbles::games::classical::Universe;
        use pebbles::view_model::board::{marks, Pointer};
        use pebbles::view_model::play::Grade;
        let (game, play) = open("#/classical?game=domineering&position=...|...|...&side=l&hints=1");
        assert!(play.hints);
        let p = panel(&game, &play);
        // Left's six dominoes; b1 and b2 (the middle column) leave 1, the rest {1/2|-2}.
        assert_eq!(p.hints.len(), 6);
        let PlayGame::Classical(g, start) = &game else {
            panic!("classical")
        };
        let r = g.ruleset();
        for h in &p.hints {
            let m = r
                .moves(&start.boards[0], Player::Left)
                .unwrap()
                .into_iter()
                .find(|m| m.label == h.label)
                .unwrap();
            // The solver's value of the position after the move: Left wins
            // it with Right to move exactly when the move is graded best.
            let mut u = Universe::new();
            let v = r
                .sum_value(&mut u, std::slice::from_ref(&m.to), Place::Page)
                .unwrap();
            let left_wins = u.outcome(v).winner(Player::Right) == Player::Left;
            assert_eq!(h.grade == Grade::Best, left_wins, "{h:?}");
        }
        let best: Vec<&str> = p
            .hints
            .iter()
            .filter(|h| h.grade == Grade::Best)
            .map(|h| h.label.as_str())
            .collect();
        assert_eq!(best, ["b1", "b2"]);
        let b = playing(&game, &p, &game.tokens(&play)).unwrap();
        let ms = marks(&b.boards, &b.mode, &Pointer::default(), 0, None);
        // The top cells of b1 and b2 (sites 1 and 4) are marked best, a1's losing.
        assert_eq!(ms[1].grade, Some(Grade::Best));
        assert_eq!(ms[4].grade, Some(Grade::Best));
        assert_eq!(ms[0].grade, Some(Grade::Losing));
        assert_eq!(ms[7].grade, None);
        // Nim 1,2,4: one winning move, with its remoteness.
        let (game, play) = open("#/classical?game=nim&position=1,2,4&side=l&hints=1");
        let p = panel(&game, &play);
        let wins: Vec<_> = p.hints.iter().filter(|h| h.grade == Grade::Best).collect();
        assert_eq!(wins.len(), 1);
        assert_eq!(
            (wins[0].label.as_str(), wins[0].remoteness),
            ("3:1", Some(6))
        );
        // Without hints=1, no values are computed.
        let (game, play) = open("#/classical?game=nim&position=1,2,4&side=l");
        assert!(panel(&game, &play).hints.is_empty());
    }

    /// Issue 42: the live line names a move at its position (the board's
    /// words), and a Cutcake game keeps its pieces where they were, with
    /// its cuts and the board of the last one.
    #[test]
    fn moves_are_named_at_their_position_and_cakes_keep_their_places() {
        let (game, play) = open("#/classical?game=nim&position=1,2,4&side=l");
        let b = playing(&game, &panel(&game, &play), &game.tokens(&play)).unwrap();
        let Mode::Play(moves) = &b.mode else {
            panic!("play")
        };
        let m = moves.iter().find(|m| m.label == "3:1").unwrap();
        assert_eq!(m.action, "took 1 from the heap of 4");
        assert!(b.cakes.iter().all(Option::is_none));
        let (game, play) = open("#/classical?game=cutcake&position=2x3&side=l&moves=1:v2");
        let b = playing(&game, &panel(&game, &play), &game.tokens(&play)).unwrap();
        let c = b.cakes[0].as_ref().unwrap();
        assert_eq!(c.cuts.len(), 1);
        assert_eq!(c.layout.sites.len(), b.boards[0].sites.len());
        assert_eq!(b.last, Some(0));
        let (game, play) =
            open("#/classical?game=cutcake&position=2x3+1x3&side=l&moves=2:1:v1,1:1:h1");
        let b = playing(&game, &panel(&game, &play), &game.tokens(&play)).unwrap();
        let cuts: Vec<usize> = b
            .cakes
            .iter()
            .map(|c| c.as_ref().unwrap().cuts.len())
            .collect();
        assert_eq!(cuts, [1, 1]);
        assert_eq!(b.last, Some(0));
        let Mode::Play(moves) = &b.mode else {
            panic!("play")
        };
        assert!(
            moves
                .iter()
                .any(|m| m.action == "cut between columns a and b in row 1 on board 1"),
            "{moves:?}"
        );
        let r = "cutcake".parse().unwrap();
        let start = ["2x3".to_string()];
        assert_eq!(cakes(r, &start, &["9:v1".to_string()]), vec![None]);
        assert!(cakes(r, &start, &["1:v1".to_string()])[0].is_some());
    }

    /// Issue 42: the panel names a cut in the whole cake's columns and
    /// rows, as the board letters them, in the move values and the log.
    #[test]
    fn the_panel_names_cuts_between_the_board_s_columns() {
        let (game, play) =
            open("#/classical?game=cutcake&position=3x4&side=l&hints=1&moves=1:v2,2:h1");
        let p = panel(&game, &play);
        assert!(p.log[0]
            .0
            .starts_with("1. Left cut between columns b and c ("));
        assert!(p.log[1]
            .0
            .starts_with("2. Right cut between rows 1 and 2 in columns c–d ("));
        let names: Vec<&str> = p.hints.iter().map(|h| h.name.as_str()).collect();
        assert_eq!(
            names,
            [
                "cut between columns a and b",
                "cut between columns c and d in row 1",
                "cut between columns c and d in rows 2–3"
            ]
        );
        let b = playing(&game, &p, &game.tokens(&play)).unwrap();
        let Mode::Play(moves) = &b.mode else {
            panic!("play")
        };
        let actions: Vec<&str> = moves.iter().map(|m| m.action.as_str()).collect();
        assert_eq!(actions, names);
    }
}
