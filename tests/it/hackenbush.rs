//! Blue-Red-Green Hackenbush: values published in Winning Ways (chapters
//! 1, 2 and 7) and Lessons in Play, bad positions, and the solver
//! (components split at the ground, canonical relabelling, colour swap,
//! memo) against an independent oracle: the picture as a plain edge list,
//! a cut followed by a breadth-first search from the ground, the value by
//! the definition. A solver with a wrong component split is caught by the
//! same oracle.

use std::collections::{HashMap, VecDeque};

use pebbles::games::classical::rulesets::hackenbush::{parts, Hackenbush, Picture};
use pebbles::games::classical::rulesets::{
    parse_sum, Board, Info, Move, Place, PositionError, RulesetId,
};
use pebbles::games::classical::{Game, Ruleset, Solver, Universe};
use pebbles::games::common::Player;
use proptest::prelude::*;
use proptest::strategy::ValueTree;

/// The value of a sum of pictures `A + B`.
fn value(u: &mut Universe, text: &str) -> Game {
    let mut solver = Solver::new(Hackenbush);
    let mut total = Universe::ZERO;
    for board in text.split('+') {
        let g = solver.value(u, &Hackenbush.parse(board).unwrap());
        total = u.add(total, g);
    }
    total
}

fn assert_values(pairs: &[(&str, &str)]) {
    let mut u = Universe::new();
    for (text, want) in pairs {
        let got = value(&mut u, text);
        let want_game = u.parse(want).unwrap();
        assert_eq!(got, want_game, "{text}: {} is not {want}", u.show(got));
    }
}

#[test]
fn blue_red_stalks_are_numbers() {
    // Winning Ways ch. 1; Berlekamp's rule for stalks.
    assert_values(&[
        ("0-1:b", "1"),
        ("0-1:r", "-1"),
        ("0-1:b,1-2:b", "2"),
        ("0-1:b,1-2:r", "1/2"),
        ("0-1:b,1-2:r,2-3:r", "1/4"),
        ("0-1:b,1-2:b,2-3:r", "3/2"),
        ("0-1:b,1-2:r,2-3:b", "3/4"),
        ("0-1:r,1-2:b,2-3:b,3-4:r", "-3/8"),
        ("", "0"),
        // Blue and red side by side cancel.
        ("0-1:b,0-2:r", "0"),
        ("0-1:b,1-2:r + 0-1:b,1-2:r", "1"),
    ]);
}

#[test]
fn green_stalks_are_nimbers_and_trees_follow_the_colon_principle() {
    // Winning Ways ch. 7; Lessons in Play ch. 7.
    let stalk = |n: usize| {
        (0..n)
            .map(|k| format!("{k}-{}:g", k + 1))
            .collect::<Vec<_>>()
            .join(",")
    };
    for n in 1..=6 {
        let mut u = Universe::new();
        let g = value(&mut u, &stalk(n));
        assert_eq!(g, u.nimber(n as u32), "green stalk of {n}");
    }
    assert_values(&[
        ("0-0:g", "*"),
        ("0-0:b", "1"),
        ("0-0:r,0-0:r", "-2"),
        // A stalk of 1 under branches of 2 and 3: 1 + (2 ⊕ 3) = 2.
        ("0-1:g,1-2:g,2-3:g,1-4:g,4-5:g,5-6:g", "*2"),
        // A stalk of 1 under two single branches: 1 + (1 ⊕ 1) = 1.
        ("0-1:g,1-2:g,1-3:g", "*"),
        // A stalk of 2 under three single branches: 2 + (1 ⊕ 1 ⊕ 1) = 3.
        ("0-1:g,1-2:g,2-3:g,2-4:g,2-5:g", "*3"),
        // Branches of 1 and 2 on a stalk of 2: 2 + (1 ⊕ 2) = 5.
        ("0-1:g,1-2:g,2-3:g,2-4:g,4-5:g", "*5"),
        // The fusion principle: a loop is a leaf edge, a triangle on the
        // ground three loops there, a square four.
        ("0-1:g,1-1:g", "*2"),
        ("0-1:g,1-2:g,0-2:g", "*"),
        ("0-1:g,1-2:g,2-3:g,0-3:g", "0"),
        // Green edges with blue on top: {0,*|0} = ↑*, a flower with one
        // blue petal.
        ("0-1:g,1-2:b", "^*"),
        ("0-1:g,1-1:b", "^*"),
        ("0-1:g,1-1:r", "v*"),
    ]);
}

#[test]
fn bad_positions_name_the_token() {
    for (text, token, words) in [
        ("0-1:b,1-2:q", "1-2:q", "the colour is b"),
        ("0-:b", "0-:b", "u-v:c"),
        ("0-1", "0-1", "u-v:c"),
        ("0-x:g", "0-x:g", "u-v:c"),
        ("0-1:b,1-100:r", "1-100:r", "vertex numbers go up to 99"),
        ("0-1:b,5-6:r", "5-6:r", "not connected to the ground"),
        ("0-1:gg", "0-1:gg", "the colour is b"),
    ] {
        let e = Hackenbush.parse(text).unwrap_err();
        assert_eq!(e.token(), token, "{text}");
        assert!(e.to_string().contains(words), "{text}: {e}");
        assert!(e.to_string().contains(&format!("`{token}`")), "{e}");
    }
    let many = vec!["0-1:g"; 49].join(",");
    let e = Hackenbush.parse(&many).unwrap_err();
    assert_eq!(e.token(), "0-1:g");
    assert!(e.to_string().contains("at most 48 edges"), "{e}");
    // Through the registry: the board of a sum, and the page's limit.
    let r: RulesetId = "hackenbush".parse().unwrap();
    let e = parse_sum(r, "0-1:b + 0-1:q", Place::Page).unwrap_err();
    assert_eq!(e.token(), "0-1:q");
    let e = parse_sum(r, &vec!["0-1:g"; 30].join(","), Place::Page).unwrap_err();
    assert!(e.to_string().contains("30 edges"), "{e}");
    assert_eq!(
        parse_sum(r, "1-0:B , 0-0:g", Place::Cli).unwrap(),
        ["0-0:g,0-1:b"]
    );
}

#[test]
fn moves_keep_vertex_numbers_and_name_parallel_edges() {
    let r: RulesetId = "hackenbush".parse().unwrap();
    let moves = r.moves("0-3:g,3-7:b,3-7:b,7-7:r", Player::Left).unwrap();
    let labels: Vec<(&str, &str)> = moves
        .iter()
        .map(|m| (m.label.as_str(), m.to.as_str()))
        .collect();
    assert_eq!(
        labels,
        [
            ("0-3:g", ""),
            ("3-7:b", "0-3:g,3-7:b,7-7:r"),
            ("3-7:b2", "0-3:g,3-7:b,7-7:r")
        ]
    );
    assert_eq!(moves[2].sites, [2]);
    assert_eq!(r.action("3-7:b2"), "cut the blue edge 3-7");
    let board = r.board("0-3:g,3-7:b,3-7:b,7-7:r").unwrap();
    assert_eq!(board.site_name(2), "edge 3-7 (2)");
    assert_eq!(board.site_name(5), "vertex 3");
}

// ---------------------------------------------------------------- oracle

/// A picture as the oracle sees it: edges (u, v, colour letter) as written.
type Plain = Vec<(u32, u32, char)>;

fn plain_parse(text: &str) -> Plain {
    text.split(',')
        .filter(|t| !t.trim().is_empty())
        .map(|t| {
            let (ends, c) = t.trim().split_once(':').unwrap();
            let (a, b) = ends.split_once('-').unwrap();
            (
                a.parse().unwrap(),
                b.parse().unwrap(),
                c.chars().next().unwrap(),
            )
        })
        .collect()
}

/// Edge `i` cut, then only what a breadth-first search from the ground
/// reaches stays.
fn plain_cut(p: &Plain, i: usize) -> Plain {
    let rest: Plain = p
        .iter()
        .enumerate()
        .filter(|&(j, _)| j != i)
        .map(|(_, e)| *e)
        .collect();
    let mut seen = vec![0u32];
    let mut queue = VecDeque::from([0u32]);
    while let Some(x) = queue.pop_front() {
        for &(a, b, _) in &rest {
            for (from, to) in [(a, b), (b, a)] {
                if from == x && !seen.contains(&to) {
                    seen.push(to);
                    queue.push_back(to);
                }
            }
        }
    }
    rest.into_iter()
        .filter(|(a, b, _)| seen.contains(a) && seen.contains(b))
        .collect()
}

/// The value by the definition (memoised on the edge list exactly as it
/// stands: no parts, no relabelling).
fn oracle(u: &mut Universe, memo: &mut HashMap<Plain, Game>, p: &Plain) -> Game {
    if let Some(&g) = memo.get(p) {
        return g;
    }
    let mut sides = [Vec::new(), Vec::new()];
    for (side, mine) in [(0, 'b'), (1, 'r')] {
        for i in 0..p.len() {
            if p[i].2 == mine || p[i].2 == 'g' {
                let q = plain_cut(p, i);
                let g = oracle(u, memo, &q);
                sides[side].push(g);
            }
        }
    }
    let [left, right] = sides;
    let g = u.canon(left, right);
    memo.insert(p.clone(), g);
    g
}

/// A random connected picture of at most 7 edges: each step grows a new
/// vertex from one there, or joins two there (a cycle, a parallel edge,
/// a loop); vertex numbers are shifted and the edges written shuffled.
fn picture() -> impl Strategy<Value = String> {
    (
        prop::collection::vec((0usize..4, 0usize..8, 0usize..8, 0usize..3), 1..=7),
        0u32..40,
        any::<u64>(),
    )
        .prop_map(|(steps, shift, seed)| {
            let mut n = 1usize;
            let mut edges = Vec::new();
            for (kind, a, b, c) in steps {
                let from = a % n;
                let to = if kind < 2 || n == 1 {
                    n += 1;
                    n - 1
                } else if kind == 2 {
                    b % n
                } else {
                    from
                };
                let name = |v: usize| if v == 0 { 0 } else { v as u32 + shift };
                let colour = ['b', 'r', 'g'][c];
                edges.push(format!("{}-{}:{colour}", name(from), name(to)));
            }
            let k = edges.len();
            edges.rotate_left((seed % k as u64) as usize);
            if seed & 1 << 40 != 0 {
                edges.reverse();
            }
            edges.join(",")
        })
}

/// Whether `rules` solves `text` to the oracle's value.
fn agrees<R: Ruleset<Position = Picture>>(rules: R, text: &str) -> bool {
    let mut u = Universe::new();
    let want = oracle(&mut u, &mut HashMap::new(), &plain_parse(text));
    let p = rules.parse(text).unwrap();
    let got = Solver::new(rules).value(&mut u, &p);
    got == want
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn the_solver_agrees_with_the_oracle(text in picture()) {
        let mut u = Universe::new();
        let want = oracle(&mut u, &mut HashMap::new(), &plain_parse(&text));
        let p = Hackenbush.parse(&text).unwrap();
        let got = Solver::new(Hackenbush).value(&mut u, &p);
        prop_assert_eq!(u.show(got), u.show(want), "{}", text);
        // The printed picture is the same game; so are its parts, summed.
        let printed = Hackenbush.print(&p);
        let again = oracle(&mut u, &mut HashMap::new(), &plain_parse(&printed));
        prop_assert_eq!(again, want);
        let mut sum = Universe::ZERO;
        for part in parts(&p) {
            let g = oracle(&mut u, &mut HashMap::new(), &plain_parse(&Hackenbush.print(&part)));
            sum = u.add(sum, g);
        }
        prop_assert_eq!(sum, want, "parts of {}", text);
    }
}

// ------------------------------------------------------- a broken solver

/// Hackenbush with a wrong split: a part standing on the ground at
/// several edges is cut into its first ground edge with everything above,
/// and each further ground edge alone.
#[derive(Clone)]
struct WrongSplit;

impl Ruleset for WrongSplit {
    type Position = Picture;
    fn info(&self) -> &'static Info {
        Ruleset::info(&Hackenbush)
    }
    fn parse(&self, text: &str) -> Result<Picture, PositionError> {
        Hackenbush.parse(text)
    }
    fn print(&self, p: &Picture) -> String {
        Hackenbush.print(p)
    }
    fn size(&self, p: &Picture) -> usize {
        p.len()
    }
    fn options(&self, p: &Picture, player: Player) -> Vec<Picture> {
        Hackenbush.options(p, player)
    }
    fn components(&self, p: &Picture) -> Vec<Picture> {
        let mut out = Vec::new();
        for part in parts(p) {
            let mut first = true;
            let (mut kept, mut alone) = (Vec::new(), Vec::new());
            for e in part {
                if e.u == 0 && e.v != 0 && !first {
                    alone.push(vec![e]);
                } else {
                    first &= e.u != 0;
                    kept.push(e);
                }
            }
            out.push(kept);
            out.extend(alone);
        }
        out
    }
    fn normalize(&self, p: &Picture) -> (Picture, bool) {
        Hackenbush.normalize(p)
    }
    fn board(&self, p: &Picture) -> Board {
        Ruleset::board(&Hackenbush, p)
    }
    fn moves(&self, p: &Picture, player: Player) -> Vec<Move<Picture>> {
        Ruleset::moves(&Hackenbush, p, player)
    }
}

#[test]
fn a_wrong_component_split_fails_against_the_oracle() {
    // Two blue feet under a red edge: 1, not 1/2 + 1.
    assert!(agrees(Hackenbush, "0-1:b,0-1:b,1-2:r"));
    assert!(!agrees(WrongSplit, "0-1:b,0-1:b,1-2:r"));
    // And among the random pictures the property test draws.
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let mut caught = 0;
    for _ in 0..200 {
        let text = picture().new_tree(&mut runner).unwrap().current();
        assert!(agrees(Hackenbush, &text), "{text}");
        if !agrees(WrongSplit, &text) {
            caught += 1;
        }
    }
    assert!(
        caught > 5,
        "the oracle caught the wrong split {caught} times"
    );
}
