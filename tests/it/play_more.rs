//! Play against the equilibrium (issue 17), part 2: Bidding Cumulative
//! Subtraction (seed 001's small examples, and a plain recursive maximin),
//! N-player Clobber (plain recursion on who can force a win) and
//! Cumulative Games (the `scoring` preset against zero-sum minimax).

use pebbles::games::bidding::{BcsGame, BcsRules};
use pebbles::games::clobber::play::{ClobberGame, ClobberPos};
use pebbles::games::clobber::Board;
use pebbles::games::common::play::{self, Commentary, Cost, Mover, Rules as _};
use pebbles::games::common::{format_vector, Player};
use pebbles::games::cumulative_games::{preset, solve, CgGame};
use proptest::prelude::*;

const L: Player = Player::Left;

/// Plays `picks` (indices into the legal moves, wrapped) to the end.
fn line<R: play::Rules>(r: &R, start: &R::Pos, picks: &[usize]) -> Vec<String> {
    let mut moves: Vec<String> = Vec::new();
    for k in 0.. {
        let pos = play::replay(r, start, &moves).unwrap();
        if r.mover(&pos).is_none() {
            break;
        }
        let legal = r.moves(&pos).unwrap();
        moves.push(
            legal[picks.get(k).copied().unwrap_or(0) % legal.len()]
                .0
                .clone(),
        );
    }
    moves
}

fn computer_line<R: play::Rules>(r: &R, start: &R::Pos) -> Vec<String> {
    line_with(r, start, |r, pos| play::computer_move(r, pos).unwrap())
}

fn line_with<R: play::Rules>(
    r: &R,
    start: &R::Pos,
    pick: impl Fn(&R, &R::Pos) -> Option<String>,
) -> Vec<String> {
    let mut moves = Vec::new();
    loop {
        let pos = play::replay(r, start, &moves).unwrap();
        match pick(r, &pos) {
            Some(m) => moves.push(m),
            None => return moves,
        }
    }
}

/// Zero-sum play: equilibrium minus final is Left's cost minus Right's.
fn check_sum_rule(c: &Commentary, left: Mover) {
    let s = c.summary.as_ref().expect("finished");
    let diff = s.equilibrium.score.unwrap() - s.result.score.unwrap();
    assert_eq!(diff, c.net_cost(left), "{}", c.text());
    assert_eq!(s.difference, Some(diff));
}

// ---- bidding ----

#[test]
fn bidding_example_11_scripted() {
    // Seed 001 Example 11 (S = {1}, TB = 5): at heap 2, Left holding 1 and
    // the marker, the value is 0; bidding 0 lets Right win the bid for −2.
    let g = BcsGame::new(BcsRules::new(vec![1], 5), 2).unwrap();
    let start = g.start(2, 1, L).unwrap();
    let moves = BcsGame::tokens(&[(Some(0), Some(1)), (Some(0), Some(1))], &[1, 1]);
    assert_eq!(moves, ["bid 0", "bid 1", "1", "bid 0", "bid 1", "1"]);
    let c = g.commentary(start, &moves).unwrap();
    assert_eq!(c.equilibrium.score, Some(0.0));
    let costs: Vec<f64> = c.steps.iter().map(|s| s.cost.score_lost()).collect();
    assert_eq!(costs, [2.0, 0.0, 0.0, 0.0, 0.0, 0.0], "{}", c.text());
    assert_eq!(c.steps[0].best, ["bid 1"]);
    assert_eq!(c.steps[0].after.score, Some(-2.0));
    assert_eq!(c.steps[1].mover, Mover::Side(Player::Right));
    assert_eq!(c.steps[2].mover, Mover::Side(Player::Right));
    // Right paid 1: budgets 2:3, marker still Left's; heap 1 is o_2(1) = −1.
    assert_eq!(
        c.steps[3].before.score,
        Some(-2.0),
        "score −1 so far plus o_2(1) = −1"
    );
    assert!(c.text().contains("2. Right bid 1"), "{}", c.text());
    let s = c.summary.as_ref().unwrap();
    assert_eq!(s.result.score, Some(-2.0));
    check_sum_rule(&c, Mover::Side(L));
    // The maximin's own line keeps the value 0.
    let own = computer_line(&g, &start);
    let c = g.commentary(start, &own).unwrap();
    assert_eq!(c.summary.unwrap().result.score, Some(0.0));
}

#[test]
fn bidding_tie_passes_the_marker_and_bad_bids_are_named() {
    let g = BcsGame::new(BcsRules::new(vec![1], 5), 2).unwrap();
    let start = g.start(2, 1, L).unwrap();
    let c = g.commentary(start, &["bid 1", "bid 1"]).unwrap();
    assert!(
        c.position.contains("budgets 0:5, marker Right") && c.position.ends_with("Left removes"),
        "{}",
        c.position
    );
    let e = g.commentary(start, &["bid 2"]).unwrap_err();
    assert_eq!(e.token(), Some("bid 2"));
    assert!(e.to_string().ends_with("legal moves: bid 0, bid 1"), "{e}");
}

/// Definition 1 by plain recursion (symmetric `S`, every bid allowed):
/// Left's bid, Right's answer, the winner's removal.
fn maximin(s: &[u32], tb: u32, x: u32, p: u32, m: Player) -> i64 {
    if !s.iter().any(|&a| a <= x) {
        return 0;
    }
    let q = tb - p;
    let after = |mover: Player, np: u32, nm: Player| {
        let vals = s
            .iter()
            .filter(|&&a| a <= x)
            .map(|&a| mover.sign() * i64::from(a) + maximin(s, tb, x - a, np, nm));
        if mover == L {
            vals.max().unwrap()
        } else {
            vals.min().unwrap()
        }
    };
    (0..=p)
        .map(|l| {
            (0..=q)
                .map(|r| match l.cmp(&r) {
                    std::cmp::Ordering::Greater => after(L, p - l, m),
                    std::cmp::Ordering::Less => after(Player::Right, p + r, m),
                    std::cmp::Ordering::Equal if m == L => after(L, p - l, m.other()),
                    std::cmp::Ordering::Equal => after(Player::Right, p + r, m.other()),
                })
                .min()
                .unwrap()
        })
        .max()
        .unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn bidding_against_recursive_maximin(
        s in prop::collection::vec(1u32..4, 1..3),
        tb in 0u32..4,
        x in 0u32..6,
        p_frac in 0u32..4,
        right_marker: bool,
        picks in prop::collection::vec(0usize..5, 0..24),
    ) {
        let p = p_frac.min(tb);
        let m = if right_marker { Player::Right } else { L };
        let g = BcsGame::new(BcsRules::new(s.clone(), tb), x).unwrap();
        let start = g.start(x, p, m).unwrap();
        let moves = line(&g, &start, &picks);
        let c = g.commentary(start, &moves).unwrap();
        prop_assert_eq!(c.equilibrium.score, Some(maximin(&s, tb, x, p, m) as f64));
        check_sum_rule(&c, Mover::Side(L));
        let own = computer_line(&g, &start);
        let c = g.commentary(start, &own).unwrap();
        prop_assert!(c.steps.iter().all(|s| s.cost == Cost::Optimal));
        let sum = c.summary.unwrap();
        prop_assert_eq!(sum.result.score, sum.equilibrium.score);
    }
}

// ---- N-player Clobber ----

/// Bit `p − 1`: player `p` can force a win, `to_move` to move, `last` the
/// last mover (by plain recursion; a player without a move is skipped).
fn forced(b: &Board, n: u8, to_move: u8, last: u8) -> u8 {
    if !b.any_move() {
        return 1 << (last - 1);
    }
    let mut p = to_move;
    while !b.can_move(p) {
        p = p % n + 1;
    }
    let me = 1u8 << (p - 1);
    let (mut any, mut every) = (0u8, (1u8 << n) - 1);
    for (i, j) in b.captures(p) {
        let f = forced(&b.after_capture(i, j), n, p % n + 1, p);
        any |= f;
        every &= f;
    }
    (any & me) | (every & !me)
}

/// The verdict a value text ends with, for the forced winners `f` (bits).
fn verdict_agrees(text: &str, f: u8) -> bool {
    match f {
        0 => text.ends_with("(nobody can force a win)"),
        _ => (1..=4u8)
            .filter(|p| f & (1 << (p - 1)) != 0)
            .all(|p| text.contains(&format!("player {p} "))),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Who can force a win, by plain recursion: the verdicts of the values
    /// shown (prudent for three players) name the same players, and a move
    /// costs a forced win exactly when the mover had one and lost it. The
    /// computer's move is one of the best.
    #[test]
    fn clobber_against_recursion(
        n in 2u8..5,
        cells in prop::collection::vec(0u8..5, 2..7),
        picks in prop::collection::vec(0usize..5, 0..7),
    ) {
        let b = Board::strip(cells.iter().map(|c| c % (n + 1)).collect());
        prop_assume!(b.any_move());
        let g = ClobberGame::new(n).unwrap();
        let start = g.start(b, 1).unwrap();
        let moves = line(&g, &start, &picks);
        let c = g.commentary(&start, &moves).unwrap();
        let mut pos: ClobberPos = start.clone();
        for (st, m) in c.steps.iter().zip(&moves) {
            let p = pos.to_move;
            let legal = g.moves(&pos).unwrap();
            let (_, next) = legal.iter().find(|x| &x.0 == m).unwrap().clone();
            let now = forced(&pos.board, n, p, p);
            prop_assert!(verdict_agrees(&st.before.text, now), "{} {now:b}", st.before.text);
            let before = now & (1 << (p - 1)) != 0;
            let after = forced(&next.board, n, next.to_move, p) & (1 << (p - 1)) != 0;
            let lost_win = matches!(&st.cost, Cost::LostWin { .. });
            prop_assert_eq!(lost_win, before && !after, "{}", st.text());
            let computer = play::computer_move(&g, &pos).unwrap().unwrap();
            prop_assert!(st.best.contains(&computer), "{} {:?}", computer, st.best);
            if n != 3 {
                prop_assert_eq!(!st.cost.is_optimal(), lost_win, "{}", st.text());
            }
            pos = next;
        }
        if c.summary.is_some() {
            prop_assert!(c.value.text.contains("won"), "{}", c.value.text);
        }
    }
}

/// The play commentary judges forced wins on the prudent values the page
/// shows: simplification keeps who can force a win (every strip of length
/// up to 6, every first player; 1×8 was checked the same way, 242 082
/// positions).
#[test]
fn simplified_values_keep_the_forced_winners() {
    use pebbles::games::clobber::{Engine, Level, Outcomes, Simplifier};
    let mut checked = 0;
    for len in 2..=6u32 {
        for code in 0..4u32.pow(len) {
            let cells = (0..len).map(|k| (code / 4u32.pow(k) % 4) as u8).collect();
            let b = Board::strip(cells);
            for first in 1..=3u8 {
                let mut e = Engine::new(3).unwrap();
                let v = e.position_value(&b, first).unwrap();
                let f = forced(&b, 3, first, (first + 1) % 3 + 1);
                let mut s = Simplifier::new();
                for level in [
                    Level::Unsimplified,
                    Level::Syntactic,
                    Level::Selfish,
                    Level::Prudent,
                ] {
                    let x = s.simplify(e.values_mut(), v, first, level);
                    assert_eq!(
                        Outcomes::new(e.values(), 3).forced(x, first),
                        f,
                        "{b} {first} {level:?}"
                    );
                }
                checked += 1;
            }
        }
    }
    assert_eq!(
        checked,
        3 * (4u32.pow(2) + 4u32.pow(3) + 4u32.pow(4) + 4u32.pow(5) + 4u32.pow(6))
    );
}

#[test]
fn clobber_example_strip() {
    // 1,2,3 with player 1 first: 1 takes 2; player 2, without a token, is
    // skipped; 3 takes 1 and, moving last, wins.
    let g = ClobberGame::new(3).unwrap();
    let start = g.start(Board::parse("1,2,3", 3).unwrap(), 1).unwrap();
    let c = g.commentary(&start, &["a1-b1"]).unwrap();
    assert_eq!(c.legal, ["c1-b1"]);
    assert_eq!(c.to_move, Some(Mover::Number(3)));
    let c = g.commentary(&start, &["a1-b1", "c1-b1"]).unwrap();
    assert_eq!(c.value.text, "3 (player 3 won)");
    let e = g.commentary(&start, &["c1-b1"]).unwrap_err();
    assert_eq!(e.token(), Some("c1-b1"));
}

// ---- Cumulative Games ----

fn zs(x: u32, left: bool) -> i64 {
    let vals = [2u32, 3]
        .into_iter()
        .filter(|&a| a <= x)
        .map(|a| if left { 1 } else { -1 } * i64::from(a) + zs(x - a, !left));
    if left { vals.max() } else { vals.min() }.unwrap_or(0)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    #[test]
    fn cumulative_scoring_against_minimax(
        x in 0u32..18,
        second: bool,
        picks in prop::collection::vec(0usize..3, 0..10),
    ) {
        let rules = preset("scoring").unwrap();
        let first = if second { 2 } else { 1 };
        let g = CgGame::new(&rules, &[x], first).unwrap();
        let start = g.start();
        let v = zs(x, !second) as f64;
        let c = g.commentary(&start, &[] as &[&str]).unwrap();
        prop_assert_eq!(&c.equilibrium.text, &format_vector(&[v, -v], ", "));
        let moves = line(&g, &start, &picks);
        let c = g.commentary(&start, &moves).unwrap();
        // Own utilities: player 1's is the score, player 2's its negative;
        // each lost point is one for the other side.
        let end = g.utilities(&play::replay(&g, &start, &moves).unwrap())[0];
        let net: f64 = c.steps.iter().map(|s| {
            let l = s.cost.score_lost();
            if s.mover == Mover::Number(1) { l } else { -l }
        }).sum();
        prop_assert_eq!(v - end, net, "{}", c.text());
        let own = computer_line(&g, &start);
        let c = g.commentary(&start, &own).unwrap();
        prop_assert!(c.steps.iter().all(|s| s.cost == Cost::Optimal));
        prop_assert_eq!(c.summary.unwrap().result.text, format_vector(&[v, -v], ", "));
    }
}

#[test]
fn cumulative_presets_replay_the_pspe_line() {
    for name in ["squirrel", "auction", "wealth", "tragedy", "normal"] {
        let rules = preset(name).unwrap();
        let x = if name == "tragedy" { 120 } else { 9 };
        let sol = solve(&rules, &[x], 1).unwrap();
        let g = CgGame::new(&rules, &[x], 1).unwrap();
        let start = g.start();
        let own = computer_line(&g, &start);
        let line: Vec<String> = sol.pspe_line.iter().map(|m| m.amount.to_string()).collect();
        assert_eq!(own, line, "{name}");
        let c = g.commentary(&start, &own).unwrap();
        assert_eq!(
            c.equilibrium.text,
            format_vector(&sol.value, ", "),
            "{name}"
        );
        assert_eq!(c.summary.unwrap().result.text, c.equilibrium.text, "{name}");
    }
}
