//! Play against the equilibrium (issue 17): Cumulative Subtraction and
//! classical positions, checked against plain recursive minimax written
//! here. Bidding, N-player Clobber and Cumulative Games: tests/play_more.rs.

use pebbles::games::classical::play::{ClassicalGame, ClassicalPos};
use pebbles::games::classical::rulesets::clobber::Clobber;
use pebbles::games::classical::rulesets::domineering::Domineering;
use pebbles::games::classical::{Ruleset, RulesetId};
use pebbles::games::common::play::{self, Commentary, Cost, Mover, PlayError};
use pebbles::games::common::{Player, Ties, Variant};
use pebbles::games::cumulative_subtraction::{CsGame, CsPos, Rules};
use proptest::prelude::*;

/// Zero-sum CS by plain recursion: Left's pocket minus Right's from here.
fn zs(rules: &Rules, x: u32, p: Player) -> i64 {
    let moves = rules.moves(x, p);
    let vals = moves
        .iter()
        .map(|&a| p.sign() * i64::from(a) + zs(rules, x - a, p.other()));
    match p {
        _ if moves.is_empty() => 0,
        Player::Left => vals.max().unwrap(),
        Player::Right => vals.min().unwrap(),
    }
}

fn cs_game(rules: &Rules, heap: u32, v: Variant) -> CsGame {
    CsGame::new(rules.clone(), Ties::default(), heap, v).unwrap()
}

/// Plays `picks` (indices into the legal moves, wrapped) to the end.
fn cs_line(g: &CsGame, start: CsPos, picks: &[usize]) -> Vec<String> {
    let mut moves: Vec<String> = Vec::new();
    let mut k = 0;
    loop {
        let pos = play::replay(g, &start, &moves).unwrap();
        let legal = play::Rules::moves(g, &pos).unwrap();
        if play::Rules::mover(g, &pos).is_none() {
            return moves;
        }
        let pick = picks.get(k).copied().unwrap_or(0) % legal.len();
        moves.push(legal[pick].0.clone());
        k += 1;
    }
}

fn computer_line<R: play::Rules>(r: &R, start: &R::Pos) -> Vec<String> {
    let mut moves = Vec::new();
    loop {
        let pos = play::replay(r, start, &moves).unwrap();
        match play::computer_move(r, &pos).unwrap() {
            Some(m) => moves.push(m),
            None => return moves,
        }
    }
}

#[test]
fn cs_worked_line() {
    // S = {2, 3}, heap 10, Left starts: the zero-sum value is Left's pocket
    // minus Right's under optimal play.
    let rules = Rules::symmetric(vec![2, 3]);
    let g = cs_game(&rules, 10, Variant::ZeroSum);
    let start = g.start(10, Player::Left);
    let c = g.commentary(start, &["2", "3", "2"]).unwrap();
    assert_eq!(
        c.equilibrium.score,
        Some(zs(&rules, 10, Player::Left) as f64)
    );
    assert_eq!(c.steps.len(), 3);
    assert_eq!(c.steps[1].mover, Mover::Side(Player::Right));
    assert_eq!(c.steps[1].mover.to_string(), "Right");
    let text = c.text();
    assert!(
        text.starts_with("start heap 10, pockets (0, 0), Left to move"),
        "{text}"
    );
    assert_eq!(text.lines().count(), 5, "{text}");
}

#[test]
fn illegal_moves_name_the_token() {
    let rules = Rules::symmetric(vec![2, 3]);
    let g = cs_game(&rules, 4, Variant::ZeroSum);
    let start = g.start(4, Player::Left);
    let e = g.commentary(start, &["2", "5"]).unwrap_err();
    assert_eq!(e.token(), Some("5"));
    assert_eq!(
        e.to_string(),
        "move 2 `5` is not legal here; legal moves: 2"
    );
    let e = g.commentary(start, &["2", "2", "2"]).unwrap_err();
    assert!(matches!(e, PlayError::Over { ply: 3, .. }), "{e}");
    let e = g.commentary(start, &["x"]).unwrap_err();
    assert_eq!(e.token(), Some("x"));
}

/// Checks every zero-sum step against the oracle and the sum rule.
fn check_zero_sum(rules: &Rules, c: &Commentary, start: CsPos, moves: &[String]) {
    let mut pos = start;
    for (s, m) in c.steps.iter().zip(moves) {
        let p = pos.to_move;
        let a: u32 = m.parse().unwrap();
        let base = pos.pockets.0 - pos.pockets.1;
        let val = |b: u32| base + p.sign() * i64::from(b) + zs(rules, pos.heap - b, p.other());
        let best = rules.moves(pos.heap, p).into_iter().map(val);
        let best = if p == Player::Left {
            best.max()
        } else {
            best.min()
        }
        .unwrap();
        let lost = p.sign() * (best - val(a));
        assert_eq!(s.cost.score_lost(), lost as f64, "{}", s.text());
        assert_eq!(s.cost.is_optimal(), lost == 0, "{}", s.text());
        assert_eq!(s.after.score, Some(val(a) as f64));
        pos.heap -= a;
        match p {
            Player::Left => pos.pockets.0 += i64::from(a),
            Player::Right => pos.pockets.1 += i64::from(a),
        }
        pos.to_move = p.other();
    }
    let sum = c.summary.as_ref().expect("a finished game");
    let fin = sum.result.score.unwrap();
    assert_eq!(fin, (pos.pockets.0 - pos.pockets.1) as f64);
    assert_eq!(sum.difference, Some(c.net_cost(Mover::Side(Player::Left))));
    assert_eq!(
        sum.equilibrium.score.unwrap() - fin,
        c.net_cost(Mover::Side(Player::Left))
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn cs_against_minimax(
        left in prop::collection::vec(1u32..5, 1..3),
        right in prop::collection::vec(1u32..5, 1..3),
        heap in 0u32..16,
        right_first: bool,
        picks in prop::collection::vec(0usize..4, 0..16),
    ) {
        let rules = Rules::partizan(left, right);
        let g = cs_game(&rules, heap, Variant::ZeroSum);
        let first = if right_first { Player::Right } else { Player::Left };
        let start = g.start(heap, first);
        prop_assert_eq!(
            g.commentary(start, &[] as &[&str]).unwrap().equilibrium.score,
            Some(zs(&rules, heap, first) as f64)
        );
        let moves = cs_line(&g, start, &picks);
        let c = g.commentary(start, &moves).unwrap();
        check_zero_sum(&rules, &c, start, &moves);
        // The equilibrium's own moves reach its value, at no cost.
        let own = computer_line(&g, &start);
        let c = g.commentary(start, &own).unwrap();
        prop_assert!(c.steps.iter().all(|s| s.cost == Cost::Optimal));
        let sum = c.summary.unwrap();
        prop_assert_eq!(sum.result.score, sum.equilibrium.score);
    }

    #[test]
    fn cs_classes_against_minimax(
        s in prop::collection::vec(1u32..5, 1..3),
        heap in 0u32..14,
        picks in prop::collection::vec(0usize..4, 0..14),
        misere: bool,
    ) {
        let rules = Rules::symmetric(s);
        let v = if misere { Variant::Misere } else { Variant::Normal };
        let g = cs_game(&rules, heap, v);
        let start = g.start(heap, Player::Left);
        let moves = cs_line(&g, start, &picks);
        let c = g.commentary(start, &moves).unwrap();
        let mut x = heap;
        for (st, m) in c.steps.iter().zip(&moves) {
            let a: u32 = m.parse().unwrap();
            let wins = mover_wins(&rules, x, misere);
            let lost = wins && mover_wins(&rules, x - a, misere);
            prop_assert_eq!(!st.cost.is_optimal(), lost, "{}", st.text());
            x -= a;
        }
    }
}

/// Normal (misère) play by recursion: does the player to move win?
fn mover_wins(rules: &Rules, x: u32, misere: bool) -> bool {
    let moves = rules.moves(x, Player::Left);
    if moves.is_empty() {
        return misere;
    }
    moves.iter().any(|&a| !mover_wins(rules, x - a, misere))
}

// ---- classical ----

/// Does `p`, to move, win `parts` (normal play), by recursion on the rules.
fn wins<R: Ruleset>(r: &R, b: &R::Position, p: Player) -> bool {
    r.options(b, p).iter().any(|o| !wins(r, o, p.other()))
}

/// [`wins`] on the one board of a Domineering or Clobber position.
fn step_wins(pos: &ClassicalPos, clobber: bool) -> bool {
    let b = &pos.boards[0];
    if clobber {
        wins(&Clobber, &Clobber.parse(b).unwrap(), pos.to_move)
    } else {
        wins(&Domineering, &Domineering.parse(b).unwrap(), pos.to_move)
    }
}

fn id(code: &str) -> RulesetId {
    code.parse().unwrap()
}

fn dom(text: &str) -> ClassicalPos {
    ClassicalPos::new(vec![text.to_string()], Player::Left)
}

#[test]
fn domineering_worked_game() {
    // 2×2: ±1, the first player wins; Left's vertical domino leaves a
    // column only Left can use, so Right, to move, has lost.
    let g = ClassicalGame::new(id("domineering"));
    let start = dom("..|..");
    let c = g.commentary(&start, &["a1"]).unwrap();
    assert_eq!(c.equilibrium.text, "±1 (N: Left wins)");
    assert_eq!(c.steps[0].cost, Cost::Optimal);
    assert_eq!(c.steps[0].best, vec!["a1", "b1"]);
    assert_eq!(c.steps[0].after.text, "1 (L: Left wins)");
    assert!(c.summary.is_some());
    let e = g.commentary(&start, &["c3"]).unwrap_err();
    assert_eq!(e.token(), Some("c3"));
    assert_eq!(
        e.to_string(),
        "move 1 `c3` is not legal here; legal moves: a1, b1"
    );
}

/// Issue 42: a domino's move is named by both its cells (`b1–b2`), the
/// same in the move values, the log's best moves and its action; Cram
/// joins its two cells the same way.
#[test]
fn dominoes_are_named_by_both_cells() {
    let g = ClassicalGame::new(id("domineering"));
    let names = |to_move: Player| -> Vec<String> {
        let start = ClassicalPos {
            to_move,
            ..dom("...|...")
        };
        let c = play::commentary_with_values(&g, &start, &[] as &[&str]).unwrap();
        c.options.iter().map(|o| o.name.clone()).collect()
    };
    // Left's dominoes stand, Right's lie.
    assert_eq!(names(Player::Left), ["a1–a2", "b1–b2", "c1–c2"]);
    assert_eq!(names(Player::Right), ["a1–b1", "b1–c1", "a2–b2", "b2–c2"]);
    let c = g.commentary(&dom("...|..."), &["a1"]).unwrap();
    assert_eq!(
        c.steps[0].text(),
        "1. Left placed a domino on a1–a2 (value {2|-1/2} (N: Left wins) → ±1 (N: Right wins)). \
         Left could have won with “b1–b2”; now Right wins."
    );
    // The CLI's hints have the words in a column of their own.
    let c = play::commentary_with_values(&g, &dom("...|..."), &[] as &[&str]).unwrap();
    assert!(c.hints().contains("in words"), "{}", c.hints());
    assert!(c.hints().contains("b1–b2"), "{}", c.hints());
    let cram = ClassicalGame::new(id("cram"));
    let c = play::commentary_with_values(&cram, &dom("..|.."), &["a1-b1"]).unwrap();
    assert!(c.steps[0]
        .text()
        .starts_with("1. Left placed a domino on a1–b1 "));
    assert!(c
        .options
        .iter()
        .all(|o| o.name == o.label.replace('-', "–")));
}

/// Issue 42: a Hackenbush move is named by its edge's colour and ends, as
/// the log says it, in the move values and the log's best moves alike.
#[test]
fn hackenbush_edges_are_named_in_words() {
    let g = ClassicalGame::new(id("hackenbush"));
    let start = ClassicalPos::new(vec!["0-1:b,1-2:r,0-3:g,3-4:g".into()], Player::Left);
    let c = play::commentary_with_values(&g, &start, &["0-1:b"]).unwrap();
    assert!(
        c.steps[0].text().contains(
            "Left could have won with “cut the green edge 0-3” or “cut the green edge 3-4”"
        ),
        "{}",
        c.steps[0].text()
    );
    let c = play::commentary_with_values(&g, &start, &[] as &[&str]).unwrap();
    let mut names: Vec<&str> = c.options.iter().map(|o| o.name.as_str()).collect();
    names.sort_unstable();
    assert_eq!(
        names,
        [
            "cut the blue edge 0-1",
            "cut the green edge 0-3",
            "cut the green edge 3-4"
        ]
    );
}

/// Issue 42: in a sum of boards a move reads as the board says it, then
/// the board (`“take 1 from the heap of 4” on board 2`): the same in the
/// move values, the log's action and its best moves.
#[test]
fn a_sum_names_the_board_after_the_move() {
    let g = ClassicalGame::new(id("nim"));
    let start = ClassicalPos::new(vec!["1,2".into(), "4".into()], Player::Left);
    // *1 + *2 + *4 = *7: the one winning move takes 1 from the 4.
    let c = g.commentary(&start, &["1:1:1"]).unwrap();
    assert_eq!(
        c.steps[0].text(),
        "1. Left took 1 from the heap of 1 on board 1 (value *7 (N: Left wins) → *6 (N: Right wins)). \
         Left could have won with “take 1 from the heap of 4” on board 2; now Right wins."
    );
    let c = play::commentary_with_values(&g, &start, &[] as &[&str]).unwrap();
    let best: Vec<&str> = c
        .options
        .iter()
        .filter(|o| o.cost == Cost::Optimal)
        .map(|o| o.name.as_str())
        .collect();
    assert_eq!(best, ["take 1 from the heap of 4 on board 2"]);
    assert_eq!(
        c.text().lines().last().unwrap(),
        "now Nim 1,2 + Nim 4, Left to move: value *7 (N: Left wins), \
         legal 1:1:1, 1:2:1, 1:2:2, 2:1:1, 2:1:2, 2:1:3, 2:1:4, \
         equilibrium plays “take 1 from the heap of 4” on board 2 (2:1:1)"
    );
}

#[test]
fn nim_move_that_loses_the_win() {
    let g = ClassicalGame::new(id("nim"));
    let start = ClassicalPos::new(vec!["1,2".into()], Player::Left);
    // *1 + *2 = *3: Left must make the heaps equal (take 1 from heap 2).
    let c = g.commentary(&start, &["1:1"]).unwrap();
    assert_eq!(c.steps[0].best, vec!["2:1"]);
    assert_eq!(
        c.steps[0].cost,
        Cost::LostWin {
            from: "N".into(),
            to: "N".into(),
            now: "Right wins".into()
        }
    );
    assert_eq!(
        c.steps[0].text(),
        "1. Left took 1 from the heap of 1 (value *3 (N: Left wins) → *2 (N: Right wins)). \
         Left could have won with “take 1 from the heap of 2”; now Right wins."
    );
    let c = g.commentary(&start, &["2:1", "1:1", "2:1"]).unwrap();
    assert!(c.summary.is_some());
    assert!(c.position.starts_with("Nim 0,0"), "{}", c.position);
}

fn random_board(cells: &[u8], w: usize, syms: &[char]) -> String {
    let rows: Vec<String> = cells
        .chunks(w)
        .map(|r| r.iter().map(|&c| syms[c as usize % syms.len()]).collect())
        .collect();
    rows.join("|")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn classical_against_minimax(
        w in 1usize..4,
        cells in prop::collection::vec(0u8..3, 2..10),
        clobber: bool,
        picks in prop::collection::vec(0usize..6, 0..10),
    ) {
        let n = cells.len() / w * w;
        prop_assume!(n > 0);
        let (g, board) = if clobber {
            (ClassicalGame::new(id("clobber")), random_board(&cells[..n], w, &['x', 'o', '.']))
        } else {
            (ClassicalGame::new(id("domineering")), random_board(&cells[..n], w, &['.', '.', '#']))
        };
        let start = ClassicalPos::new(vec![board], Player::Left);
        let mut moves: Vec<String> = Vec::new();
        let mut pos = start.clone();
        for &k in &picks {
            let legal = play::Rules::moves(&g, &pos).unwrap();
            if legal.is_empty() { break; }
            let (m, next) = legal[k % legal.len()].clone();
            let before = step_wins(&pos, clobber);
            let after = step_wins(&next, clobber);
            let c = g.commentary(&start, &[moves.clone(), vec![m.clone()]].concat()).unwrap();
            let cost = &c.steps.last().unwrap().cost;
            prop_assert_eq!(!cost.is_optimal(), before && after, "{} {:?}", m, cost);
            moves.push(m);
            pos = next;
        }
        // The equilibrium wins whenever the starter can.
        let own = computer_line(&g, &start);
        let c = g.commentary(&start, &own).unwrap();
        prop_assert!(c.steps.iter().all(|s| s.cost == Cost::Optimal));
        let starter_wins = step_wins(&start, clobber);
        prop_assert_eq!(starter_wins, own.len() % 2 == 1);
    }

    #[test]
    fn nim_against_xor(heaps in prop::collection::vec(0u32..5, 1..4), picks in prop::collection::vec(0usize..9, 0..8)) {
        let g = ClassicalGame::new(id("nim"));
        let text = |hs: &[u32]| hs.iter().map(u32::to_string).collect::<Vec<_>>().join(",");
        let start = ClassicalPos::new(vec![text(&heaps)], Player::Left);
        let mut hs = heaps;
        let mut moves = Vec::new();
        for &k in &picks {
            let legal = play::Rules::moves(&g, &ClassicalPos::new(vec![text(&hs)], Player::Left)).unwrap();
            if legal.is_empty() { break; }
            let (m, next) = legal[k % legal.len()].clone();
            let n: Vec<u32> = next.boards[0].split(',').map(|h| h.parse().unwrap()).collect();
            let xor = |v: &[u32]| v.iter().fold(0, |a, b| a ^ b);
            let lost = xor(&hs) != 0 && xor(&n) != 0;
            moves.push(m);
            let c = g.commentary(&start, &moves).unwrap();
            prop_assert_eq!(!c.steps.last().unwrap().cost.is_optimal(), lost);
            hs = n;
        }
    }
}
