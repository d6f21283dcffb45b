//! Three-player Clobber (seed 003): the paper's examples, §5's statements,
//! Theorems 13–16, Table 1, and a brute-force oracle.

use pebbles::games::clobber::{
    position_tree, Board, Census, ClobberError, Engine, Level, Printer, Simplifier, Skip, Style,
    ValueId, ValueReport, Values,
};
use proptest::prelude::*;

fn report(board: &str) -> ValueReport {
    ValueReport::of(&Board::parse(board, 3).unwrap(), 3, 1).unwrap()
}

fn squeeze(s: &str) -> String {
    s.chars().filter(|c| !c.is_whitespace()).collect()
}

const EXAMPLE_6: &str = "[[[1, 3, [3, [[1, 3]]], [[1, 3, [2, 3]], [2, 3, [1, 2]]], [[[1, 2]]]], [3, [2, 3], [2, [1, 3]], [[1, 2]]], [3, [3, [1, 3]], [3, [[1, 3]]], [[1, 3], [2, 3]], [[1, 3]]], [3, [[1, 2], [2, 3]]], [[1, 3], [3, [1, 2], [[1, 2]]], [[1, 2, 3], [1, 2, [2, 3]]]], [[1, 3], [3, [1, 2], [[1, 2]]], [[1, 3], [2, 3, [2, 3]], [2, 3]]]], [[2, [1, 3], [2, 3], [[1, 3]]], [2, [3, [1, 3]]], [3, [1, [2, 3]], [[1, 3, [2, 3]]], [[1, 3], [[1, 2]]], [[2, 3], [[1, 3]]]], [[1, 3], [1, [2, 3]], [3, [2, 3]], [[2, 3]]], [[1, [1, 2, 3], [2, 3, [2, 3]]], [2, 3], [2, [[1, 2]]]], [[2, 3], [2, [1, 2]], [[1, 2, [2, 3]], [1, 2]]]], [[2, [2, 3]], [2, [3, [1, 3]], [3, [2, 3]]], [2, [3, [1, 3]]], [3, [2, 3], [[1, 3]], [[2, 3], [[1, 3]]]], [[1, 2], [1, 3, [1, 3]], [2, 3]], [[1, 2], [2, 3]]], [[[1, 2], [1, [2, 3]], [2, 3]], [[1, 2], [2, 3]], [[1, 3, [1, 2]]], [[2, 3]], [[3, [1, 3]], [[1, 3]]]]]";

#[test]
fn examples_3_to_5() {
    assert_eq!(report("2,1,3").unsimplified, "1");
    assert_eq!(report("1,2,2,2,3").unsimplified, "[[1,3]]");
    assert_eq!(
        report("1,2,3,2,1,3").unsimplified,
        "[[1,3],[1,[1,2]],[2,3]]"
    );
}

#[test]
fn example_6_full_value_and_simplifications() {
    let r = report("1,2,3,2,1,3,2,3,2,1");
    let paper = squeeze(EXAMPLE_6);
    assert_eq!(paper.len(), 675);
    // Our order (bytewise by text) is the paper's, so the strings are equal.
    assert_eq!(r.unsimplified, paper);
    assert_eq!(r.selfish.as_deref(), Some("[[[1,2]]]"));
    assert_eq!(r.prudent.as_deref(), Some("[[[1,2]]]"));
    assert_eq!(r.simple.as_deref(), Some("3_1"));
    // The paper says the syntactic rules do not apply; Rule 3 does, once
    // (see the module docs): `[[[1,2]]]` joins player 3's list.
    assert_eq!(r.syntactic.as_ref().unwrap().len(), 667);
}

#[test]
fn the_1_3_2_3_2_3_1_2_3_example() {
    let r = report("1,3,2,3,2,3,1,2,3");
    assert_eq!(
        r.selfish.as_deref(),
        Some("[[[1,2],[[2,3],[[1,3]]]],[[1,2],[[2,3]]],[[[2,3],[[1,3]]]]]")
    );
    // The paper prints 3_2; by Theorem 15 player 2 prefers 3_1 to 3_2 in the
    // first child, and player 1 then prefers 3_1 to 2_2 and 3_2.
    assert_eq!(r.simple.as_deref(), Some("3_1"));
    assert_eq!(r.prudent.as_deref(), Some("[[[1,2]]]"));
}

/// Values of a census length at `level`, in subscript notation.
fn names(census: &mut Census, n: usize, level: usize) -> Vec<String> {
    let (_, d) = census.length(n).unwrap();
    let mut p = Printer::new(census.values(), 3, Style::Subscripts);
    let mut out: Vec<String> = d.by_level[level].iter().map(|&v| p.render(v, 1)).collect();
    out.sort();
    out
}

#[test]
fn section_5_statements() {
    let mut census = Census::new();
    let four = names(&mut census, 4, 3);
    assert!(four.contains(&"1_1".to_string()) && !four.contains(&"2_1".to_string()));
    let r = ValueReport::of(&Board::parse("1,2,2,3", 3).unwrap(), 3, 2).unwrap();
    assert_eq!(r.simple.as_deref(), Some("2_1"));
    let selfish = names(&mut census, 8, 2);
    let prudent = names(&mut census, 8, 3);
    let gone: Vec<&String> = selfish.iter().filter(|v| !prudent.contains(v)).collect();
    assert_eq!(gone, vec!["[2_1,2_2]"]);
    let mut rest = prudent.clone();
    rest.sort();
    assert_eq!(rest, ["1", "1_1", "1_2", "2", "2_1", "2_2", "3", "3_1"]);
    assert!(!selfish.contains(&"3_2".to_string()));
    assert_eq!(
        (
            names(&mut census, 9, 2).len(),
            names(&mut census, 9, 3).len()
        ),
        (20, 10)
    );
}

#[test]
fn table_1() {
    let mut census = Census::new();
    // (games, unsimplified, selfish, prudent) as printed in Table 1.
    let paper = [
        (3, 2, 2, 2),
        (15, 3, 3, 3),
        (60, 7, 4, 4),
        (243, 21, 5, 5),
        (924, 77, 7, 7),
        (3609, 506, 8, 8),
        (13704, 2408, 9, 8),
        (52497, 9777, 20, 10),
        (199329, 36407, 154, 11),
    ];
    // Syntactic: ours; the paper prints 2 3 7 21 77 501 2398 9748 36326.
    let syntactic = [2, 3, 7, 21, 77, 485, 2365, 9639, 36087];
    for (k, &(games, unsimplified, selfish, prudent)) in paper.iter().enumerate() {
        let n = k + 2;
        let (row, _) = census.length(n).unwrap();
        assert_eq!(
            (row.games, row.unsimplified, row.prudent),
            (games, unsimplified, prudent),
            "length {n}"
        );
        assert_eq!(row.syntactic, syntactic[k], "length {n}");
        if n <= 9 {
            assert_eq!(row.selfish, selfish, "length {n}");
        } else {
            assert_eq!(row.selfish, 127, "length {n} (the paper prints 154)");
        }
    }
}

#[test]
fn invisible_skips_do_not_reproduce_table_1() {
    let mut e = Engine::new(3).unwrap().with_skip(Skip::Transparent);
    let counts: Vec<usize> = (4..=6)
        .map(|n| {
            let mut seen = std::collections::HashSet::new();
            for g in pebbles::games::clobber::games_of_length(n) {
                seen.insert(e.value(&Board::strip(g), 1).unwrap());
            }
            seen.len()
        })
        .collect();
    assert_eq!(counts, vec![6, 19, 65]);
}

/// Theorems 13–15 from player 1's perspective, for exponents up to `MAX`.
const MAX: u32 = 8;

/// Player 1's share of the leaves of `a_i`: Theorem 15 orders by it.
fn share(base: u8, bars: u32) -> f64 {
    if bars == 0 {
        return if base == 1 { 1.0 } else { 0.0 };
    }
    let others: Vec<u8> = (1..=3).filter(|&b| b != base).collect();
    (share(others[0], bars - 1) + share(others[1], bars - 1)) / 2.0
}

#[test]
fn theorems_13_to_15_on_simple_values() {
    let mut values = Values::new();
    let mut s = Simplifier::new();
    let all: Vec<(u8, u32, ValueId)> = (0..=MAX)
        .flat_map(|i| (1..=3u8).map(move |a| (a, i)))
        .map(|(a, i)| (a, i, values.simple(a, i)))
        .collect();
    let id = |a: u8, i: u32| all.iter().find(|t| t.0 == a && t.1 == i).unwrap().2;
    for i in 0..=MAX {
        let (one, two, three) = (id(1, i), id(2, i), id(3, i));
        assert!(
            s.prudently_incomparable(&mut values, 1, two, three),
            "13: 2_{i} vs 3_{i}"
        );
        if i % 2 == 0 {
            assert!(
                s.prudently_weaker(&mut values, 1, two, one),
                "13: 2_{i} < 1_{i}"
            );
            assert!(s.prudently_weaker(&mut values, 1, three, one));
        } else {
            assert!(
                s.prudently_weaker(&mut values, 1, one, two),
                "13: 1_{i} < 2_{i}"
            );
            assert!(s.prudently_weaker(&mut values, 1, one, three));
        }
        if i < MAX {
            let next = id(1, i + 1);
            assert!(
                s.prudently_incomparable(&mut values, 1, next, two),
                "14: 1_{} vs 2_{i}",
                i + 1
            );
            assert!(s.prudently_incomparable(&mut values, 1, next, three));
        }
    }
    // Theorem 15: the prudent order is the order of player 1's share.
    for &(a, i, x) in &all {
        for &(b, j, y) in &all {
            let (sx, sy) = (share(a, i), share(b, j));
            let lt = s.prudently_weaker(&mut values, 1, x, y);
            assert_eq!(lt, sx < sy, "15: {a}_{i} vs {b}_{j}");
        }
    }
}

#[test]
fn theorem_16_prudent_values_are_simple() {
    let mut census = Census::new();
    for n in 2..=10 {
        let (_, d) = census.length(n).unwrap();
        assert!(d.by_level[3]
            .iter()
            .all(|&v| census.values().as_simple(v).is_some()));
    }
}

#[test]
fn errors_are_typed() {
    let b = Board::parse("1,2,3,2,1,3,2,3,2,1", 3).unwrap();
    let mut e = Engine::new(3).unwrap().with_budget(10);
    assert_eq!(e.value(&b, 1), Err(ClobberError::Budget(10)));
    assert!(matches!(Engine::new(5), Err(ClobberError::Players(5))));
    let mut e = Engine::new(3).unwrap();
    assert!(matches!(e.value(&b, 4), Err(ClobberError::First { .. })));
    assert_eq!(
        e.value(&Board::strip(vec![1, 0, 2]), 1),
        Err(ClobberError::NoMoves)
    );
    let four = Board::parse("1,4", 4).unwrap();
    assert!(matches!(e.value(&four, 1), Err(ClobberError::Cell { .. })));
    assert_eq!(
        Census::new().length(1).unwrap_err(),
        ClobberError::CensusLength(1, 16)
    );
}

#[test]
fn json_report_has_the_contract_fields() {
    let json = serde_json::to_value(report("1,2,3,2,1,3")).unwrap();
    for key in ["unsimplified", "syntactic", "selfish", "prudent", "simple"] {
        assert!(json.get(key).is_some(), "{key}");
    }
    let rows = pebbles::games::clobber::census(2, 4, false).unwrap();
    let json = serde_json::to_value(&rows).unwrap();
    assert_eq!(json[2]["games"], 60);
    assert_eq!(json[2]["unsimplified"], 7);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    #[test]
    fn engine_agrees_with_the_oracle_on_strips(cells in prop::collection::vec(0u8..=3, 2..=7), first in 1u8..=3) {
        oracle::check(Board::strip(cells), first);
    }

    #[test]
    fn engine_agrees_with_the_oracle_on_grids(cells in prop::collection::vec(0u8..=3, 6), first in 1u8..=3, wide in any::<bool>()) {
        let board = if wide { Board::grid(2, cells) } else { Board::grid(2, cells[..4].to_vec()) };
        oracle::check(board.unwrap(), first);
    }
}

#[test]
fn two_and_four_players() {
    let r = ValueReport::of(&Board::parse("1,2,1", 2).unwrap(), 2, 1).unwrap();
    assert_eq!(r.unsimplified, "1");
    assert!(r.selfish.is_none());
    oracle::check_players(Board::parse("1,2,3,4,1", 4).unwrap(), 4, 1);
    oracle::check_players(Board::parse("2,1,2,1|1,2,1,2", 2).unwrap(), 2, 1);
    let _ = Level::ALL;
}

/// A deliberately simple oracle: explicit trees as a recursive enum, no
/// interning, no memo, the rules written again from the paper.
mod oracle {
    use super::*;

    /// `S(a, i)` is the simple value `a_i` (`S(a, 0)` the number `a`).
    #[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
    pub enum V {
        S(u8, u32),
        L(Vec<V>),
    }

    fn list(mut c: Vec<V>) -> V {
        c.sort();
        c.dedup();
        match &c[..] {
            [V::S(a, 0)] => V::S(*a, 0),
            _ => V::L(c),
        }
    }

    struct Game {
        rows: usize,
        cols: usize,
        n: u8,
    }

    impl Game {
        fn next(&self, p: u8) -> u8 {
            p % self.n + 1
        }
        fn moves(&self, cells: &[u8], p: u8) -> Vec<Vec<u8>> {
            let mut out = Vec::new();
            for i in 0..cells.len() {
                if cells[i] != p {
                    continue;
                }
                let (r, c) = (i / self.cols, i % self.cols);
                let mut near = Vec::new();
                if c > 0 {
                    near.push(i - 1);
                }
                if c + 1 < self.cols {
                    near.push(i + 1);
                }
                if r > 0 {
                    near.push(i - self.cols);
                }
                if r + 1 < self.rows {
                    near.push(i + self.cols);
                }
                for j in near {
                    if cells[j] != 0 && cells[j] != p {
                        let mut child = cells.to_vec();
                        child[j] = p;
                        child[i] = 0;
                        out.push(child);
                    }
                }
            }
            out
        }
        fn value(&self, cells: &[u8], p: u8) -> V {
            let children = self.moves(cells, p);
            if children.is_empty() {
                if (1..=self.n).all(|q| self.moves(cells, q).is_empty()) {
                    return V::S((p + self.n - 2) % self.n + 1, 0);
                }
                return list(vec![self.value(cells, self.next(p))]);
            }
            list(
                children
                    .iter()
                    .map(|c| self.value(c, self.next(p)))
                    .collect(),
            )
        }
    }

    fn after(p: u8) -> u8 {
        p % 3 + 1
    }

    fn kids(v: &V) -> Vec<V> {
        match v {
            V::L(c) => c.clone(),
            V::S(_, 0) => vec![],
            V::S(a, i) => (1..=3).filter(|b| b != a).map(|b| V::S(b, i - 1)).collect(),
        }
    }

    fn has(v: &V, p: u8) -> bool {
        match v {
            V::S(a, 0) => *a == p,
            V::S(a, 1) => *a != p,
            V::S(..) => true,
            V::L(c) => c.iter().any(|x| has(x, p)),
        }
    }

    fn class(v: &V, p: u8) -> u8 {
        if *v == V::S(p, 0) {
            2
        } else if has(v, p) {
            1
        } else {
            0
        }
    }

    fn leq(x: &V, y: &V, p: u8) -> bool {
        if x == y {
            return true;
        }
        if class(x, p) != class(y, p) {
            return class(x, p) < class(y, p);
        }
        let (xs, ys) = (kids(x), kids(y));
        if xs.is_empty() {
            return !ys.is_empty() && ys.iter().all(|b| leq(x, b, p));
        }
        xs.iter().all(|a| leq(a, y, p))
            || (!ys.is_empty() && xs.iter().all(|a| ys.iter().all(|b| leq(a, b, p))))
    }

    fn lt(x: &V, y: &V, p: u8) -> bool {
        leq(x, y, p) && !leq(y, x, p)
    }

    fn plt(x: &V, y: &V, p: u8) -> bool {
        if x == y {
            return false;
        }
        if lt(x, y, p) {
            return true;
        }
        let (xs, ys) = match (x, y) {
            (V::S(_, i), V::S(_, j)) if i < j => (vec![x.clone()], kids(y)),
            (V::S(_, i), V::S(_, j)) if i > j => (kids(x), vec![y.clone()]),
            _ => (kids(x), kids(y)),
        };
        let some = xs.iter().any(|a| ys.iter().any(|b| plt(a, b, p)));
        let reversed = xs.iter().any(|a| ys.iter().any(|b| plt(b, a, p)));
        some && !reversed
    }

    fn simplify(v: &V, p: u8, level: Level) -> V {
        let c = match v {
            V::S(..) => return v.clone(),
            V::L(c) => c,
        };
        let elems: Vec<V> = c.iter().map(|x| simplify(x, after(p), level)).collect();
        if level == Level::Unsimplified {
            return list(elems);
        }
        let mut spliced = Vec::new();
        for e in elems {
            match &e {
                V::S(a, i) if *a == p && *i > 0 => spliced.extend(kids(&e)),
                V::L(f) if f.len() == 1 => match &f[0] {
                    V::L(g) if g.len() == 1 => match &g[0] {
                        V::L(y) => spliced.extend(y.iter().cloned()),
                        _ => spliced.push(e.clone()),
                    },
                    _ => spliced.push(e.clone()),
                },
                _ => spliced.push(e),
            }
        }
        spliced.sort();
        spliced.dedup();
        let keep: Vec<V> = spliced
            .iter()
            .filter(|x| {
                !spliced.iter().any(|y| match level {
                    Level::Selfish => lt(x, y, p),
                    Level::Prudent => plt(x, y, p),
                    _ => false,
                })
            })
            .cloned()
            .collect();
        match &keep[..] {
            [x @ V::S(..)] => x.clone(),
            [V::L(f)] if f.len() == 1 && matches!(&f[0], V::L(g) if g.len() == 1) => match &f[0] {
                V::L(g) => g[0].clone(),
                _ => unreachable!(),
            },
            [V::S(a, i), V::S(b, j)] if i == j && *a != p && *b != p => V::S(p, i + 1),
            _ => list(keep),
        }
    }

    fn render(v: &V, p: u8, n: u8) -> String {
        let bracket = |mut parts: Vec<String>| {
            parts.sort();
            format!("[{}]", parts.join(","))
        };
        match v {
            V::S(a, 0) => a.to_string(),
            V::S(a, i) => {
                let inner = (1..=n)
                    .filter(|b| b != a)
                    .map(|b| render(&V::S(b, i - 1), a % n + 1, n));
                let mut s = bracket(inner.collect());
                for _ in 0..(a + n - p) % n {
                    s = format!("[{s}]");
                }
                s
            }
            V::L(c) => bracket(c.iter().map(|x| render(x, p % n + 1, n)).collect()),
        }
    }

    /// The engine's text equals the oracle's at every level.
    pub fn check_players(board: Board, n: u8, first: u8) {
        let game = Game {
            rows: board.rows(),
            cols: board.cols(),
            n,
        };
        let mut engine = Engine::new(n).unwrap();
        let v = match engine.value(&board, first) {
            Err(ClobberError::NoMoves) => {
                assert!((1..=n).all(|q| game.moves(board.cells(), q).is_empty()));
                return;
            }
            other => other.unwrap(),
        };
        let tree = game.value(board.cells(), first);
        let levels: &[Level] = if n == 3 {
            &Level::ALL
        } else {
            &[Level::Unsimplified]
        };
        let mut s = Simplifier::new();
        for &level in levels {
            let ours = s.simplify(engine.values_mut(), v, first, level);
            let text = Printer::new(engine.values(), n, Style::Lists).render(ours, first);
            let theirs = render(&simplify(&tree, first, level), first, n);
            assert_eq!(text, theirs, "{board} first {first} {level:?}");
        }
    }

    pub fn check(board: Board, first: u8) {
        check_players(board, 3, first);
    }

    /// Whether `p` can force a win by plain game search (no values).
    fn forces(game: &Game, cells: &[u8], to_move: u8, last: u8, p: u8) -> bool {
        let kids = game.moves(cells, to_move);
        if kids.is_empty() {
            let stuck = (1..=game.n).all(|q| game.moves(cells, q).is_empty());
            return if stuck {
                last == p
            } else {
                forces(game, cells, game.next(to_move), last, p)
            };
        }
        let next = game.next(to_move);
        let mut each = kids.iter().map(|c| forces(game, c, next, to_move, p));
        if to_move == p {
            each.any(|f| f)
        } else {
            each.all(|f| f)
        }
    }

    /// The report's forced winners and kingmaker flag equal a plain search.
    pub fn check_outcome(board: Board, first: u8) {
        let n = 3;
        let game = Game {
            rows: board.rows(),
            cols: board.cols(),
            n,
        };
        let Ok(r) = ValueReport::of(&board, n, first) else {
            return;
        };
        let cells = board.cells();
        let winners: Vec<u8> = (1..=n)
            .filter(|&p| forces(&game, cells, first, 0, p))
            .collect();
        assert_eq!(r.forced_winners, winners, "{board} first {first}");
        let kids = game.moves(cells, first);
        let next = game.next(first);
        let sole: Vec<u8> = kids
            .iter()
            .filter_map(|c| {
                let w: Vec<u8> = (1..=n)
                    .filter(|&p| p != first && forces(&game, c, next, first, p))
                    .collect();
                (w.len() == 1).then(|| w[0])
            })
            .collect();
        let kingmaker =
            !winners.contains(&first) && sole.iter().any(|&a| sole.iter().any(|&b| b != a));
        assert_eq!(r.kingmaker, kingmaker, "{board} first {first}");
    }

    /// The text a tree node shows: the value, or its length in parentheses.
    fn shown(text: String, max: usize) -> String {
        if text.len() <= max {
            text
        } else {
            format!("({} characters)", text.len())
        }
    }

    /// Every node of the whole position tree holds the oracle's board,
    /// options and values (prudent and unsimplified).
    pub fn check_tree(board: Board, first: u8) {
        let n = 3;
        let game = Game {
            rows: board.rows(),
            cols: board.cols(),
            n,
        };
        let t = position_tree(&board, n, first, 100_000, 1 << 30).unwrap();
        assert!(t.notice.is_none());
        let children = t.children();
        let mut stack = vec![(0usize, board.cells().to_vec(), first)];
        while let Some((i, cells, p)) = stack.pop() {
            let node = &t.nodes[i];
            let compact: String = cells
                .iter()
                .map(|&c| if c == 0 { '.' } else { (b'0' + c) as char })
                .collect();
            assert_eq!(node.board.replace('|', ""), compact);
            assert_eq!(node.to_move, p);
            let v = game.value(&cells, p);
            let prudent = render(&simplify(&v, p, Level::Prudent), p, n);
            assert_eq!(node.value, shown(prudent, 40), "{compact} P{p}");
            assert_eq!(node.unsimplified, shown(render(&v, p, n), 400));
            let mut kids = game.moves(&cells, p);
            let finished = (1..=n).all(|q| game.moves(&cells, q).is_empty());
            if kids.is_empty() && !finished {
                kids.push(cells.clone());
            }
            assert_eq!(node.winner.is_some(), finished);
            assert_eq!(children[i].len(), kids.len(), "{compact} P{p}");
            for (&c, cells) in children[i].iter().zip(kids) {
                stack.push((c, cells, game.next(p)));
            }
        }
    }
}

proptest! {
    /// The page's game tree agrees with the oracle node by node.
    #[test]
    fn position_trees_agree_with_the_oracle(cells in proptest::collection::vec(0u8..=3, 2..7), first in 1u8..=3) {
        let board = Board::strip(cells);
        prop_assume!(board.any_move());
        oracle::check_tree(board, first);
    }
}

#[test]
fn position_tree_is_cut_by_levels_and_grids_work() {
    let board = Board::parse("1,2,3,2,1,3", 3).unwrap();
    let full = position_tree(&board, 3, 1, 10_000, 1 << 20).unwrap();
    assert!(full.notice.is_none());
    let t = position_tree(&board, 3, 1, full.nodes.len() - 1, 1 << 20).unwrap();
    assert!(t.nodes.len() < full.nodes.len());
    let notice = t.notice.as_deref().unwrap();
    assert!(notice.contains("cut below depth"), "{notice}");
    let deepest = t.nodes.iter().map(|n| n.depth).max().unwrap();
    assert!(t
        .nodes
        .iter()
        .filter(|n| n.depth == deepest)
        .all(|n| n.collapsed || n.winner.is_some()));
    let r = ValueReport::of(&board, 3, 1).unwrap();
    assert_eq!(Some(&t.nodes[0].value), r.prudent.as_ref());
    assert_eq!(t.nodes[0].unsimplified, r.unsimplified);
    oracle::check_tree(Board::parse("1,2,3|3,0,1", 3).unwrap(), 2);
}

proptest! {
    /// Forced winners and kingmakers agree with a plain game search.
    #[test]
    fn outcomes_agree_with_game_search(cells in proptest::collection::vec(0u8..=3, 2..9), first in 1u8..=3) {
        oracle::check_outcome(Board::strip(cells), first);
    }

    /// The printed length is known without printing, for every style.
    #[test]
    fn printed_length_is_known_in_advance(cells in proptest::collection::vec(0u8..=3, 2..9)) {
        let board = Board::strip(cells);
        prop_assume!(board.any_move());
        let mut engine = Engine::new(3).unwrap();
        let v = engine.value(&board, 1).unwrap();
        let mut simplifier = Simplifier::new();
        let s = simplifier.simplify(engine.values_mut(), v, 1, Level::Prudent);
        for style in [Style::Lists, Style::Subscripts, Style::Bars] {
            let mut p = Printer::new(engine.values(), 3, style);
            for id in [v, s] {
                prop_assert_eq!(p.length(id, 1), p.render(id, 1).len() as u64);
            }
        }
    }
}

#[test]
fn example_1_kingmaker_and_example_3_forced_win() {
    // Example 3: player 1 wins whatever happens.
    let r = report("2,1,3");
    assert_eq!((r.forced_winners.clone(), r.kingmaker), (vec![1], false));
    // Example 4: player 2 chooses the winner after player 1's forced move; nobody forces.
    let r = report("1,2,2,2,3");
    assert_eq!((r.forced_winners.clone(), r.kingmaker), (vec![], false));
    // Example 1's kingmaker: `[2,3]` for player 1, who takes 2 (then 3
    // wins) or takes 3 (then 2 wins).
    let r = report("1,2,3,1");
    assert_eq!(r.unsimplified, "[2,3]");
    assert_eq!((r.forced_winners.clone(), r.kingmaker), (vec![], true));
}

#[test]
fn huge_values_are_not_printed() {
    let board = Board::parse("1,2,3,1,2,3,1,2,3,1,2,3,1,2,3,1,2,3,1,2", 3).unwrap();
    let r = ValueReport::of(&board, 3, 1).unwrap();
    assert!(
        r.unsimplified.ends_with("characters: too long to print)"),
        "{}",
        &r.unsimplified[..80]
    );
    assert!(r.prudent.is_some_and(|p| p.len() < 100));
}
