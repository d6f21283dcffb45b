//! Unit tests of pebbles-app's loopy and board-play jobs, moved from the
//! crate's `src/` (the crate has no unit-test harness, `test = false`): the
//! rest of the classical jobs' are in `unit_app_jobs_classical.rs`. One
//! module a source file, named after it.

// crates/app/src/jobs/loopy.rs
mod loopy {
    /// The page's jobs (run by the script worker, which has the loopy
    /// engine): a loopy ruleset's position gets its value, and a game of it
    /// is replayed with the computer's replies, played here to the end by the
    /// first legal move each time, as the e2e test clicks.
    #[test]
    fn the_page_values_and_plays_a_loopy_position() {
        use pebbles::games::classical::RulesetId;
        use pebbles::games::common::Player;
        use pebbles::jobs::{
            run, BoardPlayRequest, ClassicalRequest, ClassicalView, JobRequest, JobResult,
        };
        let fox: RulesetId = "fox-and-geese".parse().unwrap();
        let boards = vec![".x.x|....|....|o...".to_string()];
        let req = JobRequest::Classical(ClassicalRequest::Boards(fox, boards.clone()));
        assert!(req.needs_script());
        let Ok(JobResult::Classical(ClassicalView::LoopyBoards(v))) = run(req) else {
            panic!("a loopy board's view")
        };
        assert_eq!(v.value.as_ref().map(|r| r.canonical.as_str()), Some("over"));
        assert_eq!((v.positions, v.outcome.as_str()), (160, "L"));
        // The visitor is the fox; the computer (the geese) moves first.
        let play = |moves: Vec<String>| {
            JobRequest::Classical(ClassicalRequest::LoopyPlay(BoardPlayRequest {
                ruleset: fox,
                boards: boards.clone(),
                you: Some(Player::Right),
                moves,
                hints: true,
                first: Player::Left,
            }))
        };
        assert!(play(Vec::new()).needs_script());
        let mut moves = Vec::new();
        for _ in 0..100 {
            let Ok(JobResult::ScriptPlay(v)) = run(play(moves.clone())) else {
                panic!("a game's view")
            };
            assert_eq!(v.asked, moves);
            assert!(v.error.is_none(), "{:?}", v.error);
            if let Some(summary) = &v.summary {
                assert!(
                    summary.contains("Right cannot move, so Left wins"),
                    "{summary}"
                );
                assert!(v.legal.is_empty() && v.to_move.is_none());
                return;
            }
            assert_eq!(v.to_move, Some(Player::Right));
            assert!(v.board.is_some());
            assert!(!v.legal.is_empty() && v.legal.iter().all(|m| m.sites.len() == 2));
            // Issue 42: the moves in the board's words, the buttons, the
            // move values and the log alike.
            for m in &v.legal {
                assert_eq!(m.name, format!("fox {}", m.label.replace('-', "–")));
                assert_eq!(m.action, format!("moved the {}", m.name));
            }
            assert!(v.hints.iter().all(|h| h.name.starts_with("fox ")));
            assert!(v
                .steps
                .iter()
                .all(|s| s.text.contains(" moved a goose ") || s.text.contains(" moved the fox ")));
            // The fox is lost: every move loses anyway.
            assert_eq!(v.hints.len(), v.legal.len());
            assert!(
                v.hints.iter().all(|h| h.verdict == "loses anyway (loss)"),
                "{:?}",
                v.hints
            );
            moves = v.moves.clone();
            moves.push(v.legal[0].label.clone());
        }
        panic!("the game did not end");
    }

    /// A position too large to simplify whole is stepped: the exploration
    /// and the value found part by part report their progress (the done part
    /// never falls back within a phase and stays within the total), a job
    /// stopped half-way (Cancel drops it between steps) leaves nothing
    /// behind, and the stepped answer is the one of the analysis at once.
    #[test]
    fn a_large_loopy_position_is_stepped_with_progress() {
        use pebbles::games::classical::loopy::LoopyLimits;
        use pebbles::games::classical::RulesetId;
        use pebbles::jobs::{ClassicalRequest, ClassicalView, JobRequest, JobResult, RunningJob};
        let fox: RulesetId = "fox-and-geese".parse().unwrap();
        let board = ".x.x.x|......|......|......|......|o.....".to_string();
        let req = || JobRequest::Classical(ClassicalRequest::Boards(fox, vec![board.clone()]));
        let mut job = RunningJob::start(req()).unwrap();
        let (mut steps, mut last, mut totals) = (0, 0, Vec::new());
        while !job.step(0) {
            steps += 1;
            let (done, total) = job.progress();
            assert!(total > 0 && done <= total, "{done} of {total}");
            if totals.last() == Some(&total) {
                assert!(done >= last, "{done} after {last}");
            } else {
                totals.push(total);
            }
            last = done;
        }
        // Exploring (out of the ruleset's bound), then the parts (out of
        // three a position): several steps each.
        assert!(steps > 4, "{steps} steps");
        assert_eq!(totals.len(), 2, "{totals:?}");
        let JobResult::Classical(ClassicalView::LoopyBoards(v)) = job.finish() else {
            panic!("a loopy board's view")
        };
        let value = v.value.as_ref().expect("a value, part by part");
        assert!(v.positions > 4096 && value.canonical == "*", "{v:?}");
        // The outcome solver alone agrees.
        let retro = LoopyLimits {
            parts: 0,
            ..LoopyLimits::PAGE
        };
        let by_retro = fox.loopy(std::slice::from_ref(&board), &retro, &mut |_| false);
        let by_retro = by_retro.unwrap().unwrap();
        assert_eq!(
            (by_retro.method, by_retro.outcome.as_str()),
            ("retrograde", "N")
        );
        assert_eq!(v.outcome, by_retro.outcome);
        assert_eq!(totals[1], 3 * v.positions as u64);
        let at_once = fox
            .loopy(
                std::slice::from_ref(&board),
                &LoopyLimits::PAGE,
                &mut |_| false,
            )
            .unwrap()
            .unwrap();
        assert_eq!(
            (
                v.positions,
                &v.outcome,
                &v.left_first,
                &v.right_first,
                &v.note
            ),
            (
                at_once.positions,
                &at_once.outcome,
                &at_once.left_first,
                &at_once.right_first,
                &at_once.note
            )
        );
        // Stopped after a few steps: dropped, no result.
        let mut job = RunningJob::start(req()).unwrap();
        for _ in 0..3 {
            assert!(!job.step(0));
        }
        drop(job);
    }

    /// A run stepped one position at a time answers as at once, and again
    /// the same once it has answered.
    #[test]
    fn a_loopy_run_in_tiny_steps_agrees() {
        use pebbles::games::classical::loopy::LoopyLimits;
        use pebbles::games::classical::RulesetId;
        let fox: RulesetId = "fox-and-geese".parse().unwrap();
        for board in [
            ".x.x|....|....|o...",
            ".x.x.x|......|......|......|......|o.....",
        ] {
            let boards = [board.to_string()];
            let mut run = fox.loopy_run(&boards, &LoopyLimits::PAGE).unwrap();
            let stepped = loop {
                if let Some(r) = run.step(1).unwrap() {
                    break r;
                }
            };
            assert_eq!(run.step(1).unwrap().as_ref(), Some(&stepped));
            let at_once = fox
                .loopy(&boards, &LoopyLimits::PAGE, &mut |_| false)
                .unwrap()
                .unwrap();
            assert_eq!(stepped, at_once, "{board}");
        }
    }
}

// crates/app/src/jobs/board_play.rs
mod board_play {
    use pebbles::games::classical::RulesetId;
    use pebbles::games::common::Player;
    use pebbles::jobs::{run, BoardPlayRequest, ClassicalRequest, JobRequest, JobResult};

    /// Which boards the worker plays: over the main thread's limit (20
    /// empty cells of Domineering), within the page's; never a loopy one.
    #[test]
    fn the_worker_plays_boards_over_the_main_threads_limit() {
        let dom: RulesetId = "domineering".parse().unwrap();
        let play = dom.info().limits.play;
        assert!(!BoardPlayRequest::in_worker(dom, play));
        assert!(BoardPlayRequest::in_worker(dom, 25));
        assert!(!BoardPlayRequest::in_worker(
            dom,
            dom.info().limits.page + 1
        ));
        let fox: RulesetId = "fox-and-geese".parse().unwrap();
        assert!(!BoardPlayRequest::in_worker(
            fox,
            fox.info().limits.play + 1
        ));
    }

    /// Issue 42: the worker's move values name each move in the board's
    /// words, as the main thread's do, and the panel shows those words.
    #[test]
    fn the_worker_s_hints_name_the_moves_in_the_board_s_words() {
        use pebbles::state::{PlayState, Seats};
        use pebbles::view_model::play::script_panel;
        let request = |ruleset: &str, boards: &[&str]| {
            JobRequest::Classical(ClassicalRequest::BoardPlay(BoardPlayRequest {
                ruleset: ruleset.parse().unwrap(),
                boards: boards.iter().map(|b| b.to_string()).collect(),
                you: Some(Player::Left),
                moves: Vec::new(),
                hints: true,
                first: Player::Left,
            }))
        };
        let Ok(JobResult::ScriptPlay(v)) = run(request("nim", &["1,2,4"])) else {
            panic!("a game's view")
        };
        let best: Vec<&str> = v
            .hints
            .iter()
            .filter(|h| h.best)
            .map(|h| h.name.as_str())
            .collect();
        assert_eq!(best, ["take 1 from the heap of 4"]);
        let st = PlayState {
            seats: Some(Seats::Players(vec![1])),
            hints: true,
            ..PlayState::default()
        };
        let p = script_panel(&v, &st);
        assert!(p
            .hints
            .iter()
            .any(|h| h.name == "take 1 from the heap of 4"));
        let Ok(JobResult::ScriptPlay(v)) = run(request("domineering", &["...|...", ".."])) else {
            panic!("a game's view")
        };
        let names: Vec<&str> = v.hints.iter().map(|h| h.name.as_str()).collect();
        assert_eq!(
            names,
            ["a1–a2 on board 1", "b1–b2 on board 1", "c1–c2 on board 1"]
        );
    }

    /// An empty 5×5 Domineering board played to the end in the compute
    /// worker's job, as the e2e test clicks: the visitor (Left, first)
    /// takes a best move when there is one; the winner is the one the
    /// start's value names, and the end says who cannot move.
    #[test]
    fn an_empty_5x5_domineering_board_is_played_to_the_end() {
        let dom: RulesetId = "domineering".parse().unwrap();
        let boards = vec![".....|.....|.....|.....|.....".to_string()];
        let play = |moves: Vec<String>| {
            JobRequest::Classical(ClassicalRequest::BoardPlay(BoardPlayRequest {
                ruleset: dom,
                boards: boards.clone(),
                you: Some(Player::Left),
                moves,
                hints: true,
                first: Player::Left,
            }))
        };
        assert!(!play(Vec::new()).needs_script());
        let mut moves = Vec::new();
        let mut winner = None;
        for _ in 0..30 {
            let Ok(JobResult::ScriptPlay(v)) = run(play(moves.clone())) else {
                panic!("a game's view")
            };
            assert_eq!(v.asked, moves);
            assert!(v.error.is_none(), "{:?}", v.error);
            let w = *winner.get_or_insert_with(|| {
                if v.value.contains("Left wins") {
                    "Left"
                } else {
                    "Right"
                }
            });
            if let Some(summary) = &v.summary {
                let loser = if w == "Left" { "Right" } else { "Left" };
                assert!(
                    summary.contains(&format!("{loser} cannot move, so {w} wins")),
                    "{summary}"
                );
                assert!(v.legal.is_empty() && v.to_move.is_none());
                return;
            }
            assert_eq!(v.to_move, Some(Player::Left));
            assert!(v.board.is_some());
            assert!(v.legal.iter().all(|m| m.sites.len() == 2));
            assert_eq!(v.hints.len(), v.legal.len());
            moves = v.moves.clone();
            let best = v.hints.iter().find(|h| h.best).map(|h| &h.label);
            moves.push(best.unwrap_or(&v.legal[0].label).clone());
        }
        panic!("the game did not end");
    }
}
