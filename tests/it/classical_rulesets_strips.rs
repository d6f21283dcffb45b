//! Toads and Frogs, Toppling Dominoes, Cutcake, Wythoff and Grundy's game:
//! values published in the literature and by cgt-tools, and each ruleset's
//! solver (components, symmetry, memo) against an independent oracle per
//! ruleset: positions as plain strings or vectors, options straight from
//! the rules, no components and no symmetry, canonical forms by
//! `Universe::canon`.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::process::Command;

use pebbles::games::classical::rulesets::cutcake::Cutcake;
use pebbles::games::classical::rulesets::grundy::Grundy;
use pebbles::games::classical::rulesets::toads_and_frogs::{Strip, ToadsAndFrogs};
use pebbles::games::classical::rulesets::toppling_dominoes::{Dominoes, TopplingDominoes};
use pebbles::games::classical::rulesets::wythoff::Wythoff;
use pebbles::games::classical::rulesets::{Board, Info, Move, PositionError};
use pebbles::games::classical::{
    Game, OctalCode, Ruleset, RulesetId, Solver, Universe, OCTAL_WORK_LIMIT,
};
use pebbles::games::common::Player;
use proptest::prelude::*;

/// Left's options and Right's.
type Sides<P> = (Vec<P>, Vec<P>);

/// The value of `pos` by the definition: `options` gives (Left's, Right's).
fn oracle<P, Q, F>(u: &mut Universe, memo: &mut HashMap<P, Game>, pos: &P, options: &F) -> Game
where
    P: Clone + Eq + Hash + Borrow<Q>,
    Q: ?Sized,
    F: Fn(&Q) -> Sides<P>,
{
    if let Some(&g) = memo.get::<P>(pos) {
        return g;
    }
    let (l, r) = options(pos.borrow());
    let l: Vec<Game> = l.iter().map(|o| oracle(u, memo, o, options)).collect();
    let r: Vec<Game> = r.iter().map(|o| oracle(u, memo, o, options)).collect();
    let g = u.canon(l, r);
    memo.insert(pos.clone(), g);
    g
}

fn solve<R: Ruleset + Clone>(rules: &R, u: &mut Universe, text: &str) -> Game {
    let p = rules.parse(text).unwrap();
    Solver::new(rules.clone()).value(u, &p)
}

fn show<R: Ruleset + Clone>(rules: &R, text: &str) -> String {
    let mut u = Universe::new();
    let g = solve(rules, &mut u, text);
    u.show(g)
}

// ---------------------------------------------------------------- oracles

/// Toads and Frogs from the rules: toads `T` right, frogs `F` left, a slide
/// into an empty cell or a jump over one creature of the other kind.
fn tf_options(s: &[u8]) -> Sides<Vec<u8>> {
    let n = s.len() as i64;
    let at = |i: i64| {
        if (0..n).contains(&i) {
            s[i as usize]
        } else {
            b'#'
        }
    };
    let mut sides = Vec::new();
    for (me, them, step) in [(b'T', b'F', 1i64), (b'F', b'T', -1)] {
        let mut out = Vec::new();
        for i in 0..n {
            if at(i) != me {
                continue;
            }
            let to = if at(i + step) == b'.' {
                i + step
            } else if at(i + step) == them && at(i + 2 * step) == b'.' {
                i + 2 * step
            } else {
                continue;
            };
            let mut t = s.to_vec();
            t[i as usize] = b'.';
            t[to as usize] = me;
            out.push(t);
        }
        sides.push(out);
    }
    let r = sides.pop().unwrap();
    (sides.pop().unwrap(), r)
}

/// Toppling Dominoes from the rules: a domino of the player's colour or a
/// green one falls left or right with every domino up to an empty cell.
fn td_options(s: &[u8]) -> Sides<Vec<u8>> {
    let mut sides = Vec::new();
    for mine in [b'x', b'o'] {
        let mut out = Vec::new();
        for i in 0..s.len() {
            if s[i] != mine && s[i] != b'g' {
                continue;
            }
            let mut left = s.to_vec();
            let mut j = i as i64;
            while j >= 0 && s[j as usize] != b'.' {
                left[j as usize] = b'.';
                j -= 1;
            }
            let mut right = s.to_vec();
            let mut j = i;
            while j < s.len() && s[j] != b'.' {
                right[j] = b'.';
                j += 1;
            }
            out.push(left);
            out.push(right);
        }
        sides.push(out);
    }
    let r = sides.pop().unwrap();
    (sides.pop().unwrap(), r)
}

/// Cutcake from the rules on a multiset of (rows, columns) pieces: Left
/// cuts between columns, Right between rows.
fn cake_options(s: &[(u32, u32)]) -> Sides<Vec<(u32, u32)>> {
    let mut l = Vec::new();
    let mut r = Vec::new();
    for (p, &(rows, cols)) in s.iter().enumerate() {
        let rest = || {
            let mut v = s.to_vec();
            v.remove(p);
            v
        };
        for k in 1..cols {
            let mut v = rest();
            v.extend([(rows, k), (rows, cols - k)]);
            v.sort_unstable();
            l.push(v);
        }
        for k in 1..rows {
            let mut v = rest();
            v.extend([(k, cols), (rows - k, cols)]);
            v.sort_unstable();
            r.push(v);
        }
    }
    (l, r)
}

/// Wythoff from the rules: from one heap, or the same from both.
fn wythoff_options(&(a, b): &(u32, u32)) -> Sides<(u32, u32)> {
    let mut out: Vec<(u32, u32)> = (0..a).map(|x| (x, b)).collect();
    out.extend((0..b).map(|y| (a, y)));
    out.extend((1..=a.min(b)).map(|k| (a - k, b - k)));
    (out.clone(), out)
}

/// Grundy's game from the rules on a multiset of heaps.
fn grundy_options(s: &[u32]) -> Sides<Vec<u32>> {
    let mut out = Vec::new();
    for (h, &n) in s.iter().enumerate() {
        for a in 1..n {
            if a < n - a {
                let mut v = s.to_vec();
                v.remove(h);
                v.extend([a, n - a]);
                v.sort_unstable();
                out.push(v);
            }
        }
    }
    (out.clone(), out)
}

fn tf_oracle(u: &mut Universe, memo: &mut HashMap<Vec<u8>, Game>, text: &str) -> Game {
    oracle(u, memo, &text.as_bytes().to_vec(), &tf_options)
}

// ------------------------------------------------------ published values

#[test]
fn toads_and_frogs_values_as_cgt_tools_lists_them() {
    for (pos, want) in [
        ("TFT.TFF", "^"),
        ("T.TFTFF", "{0|^}"),
        ("TFTFT.F", "*"),
        (".", "0"),
        ("F", "0"),
        ("T", "0"),
        ("TFTF.TF", "0"),
        ("TFTFTF.", "0"),
        ("TF.TTFF", "0"),
        (".TTFTFF", "0"),
        // By hand: a toad with two empty cells ahead has two free moves;
        // in T.F either player moves to a zero position (TF. and .TF).
        ("T..", "2"),
        ("TT..", "4"),
        ("..F", "-2"),
        ("T.F", "*"),
        ("TF", "0"),
        ("TTFF", "0"),
    ] {
        // cgt-tools writes {0|^} for what CGSuite writes ^^*: compare games.
        let mut u = Universe::new();
        let want = u.parse(want).unwrap();
        let got = solve(&ToadsAndFrogs, &mut u, pos);
        assert_eq!(got, want, "{pos}: {}", u.show(got));
    }
    assert_eq!(show(&ToadsAndFrogs, "T.TFTFF"), "^^*");
    // TTTTTT...FFFFFF is * (cgt-tools); TTTTT..FFFFF as cgt-tools 0.11
    // prints it, read back to exactly our canonical form.
    assert_eq!(show(&ToadsAndFrogs, "TTTTTT...FFFFFF"), "*");
    let mut u = Universe::new();
    let ours = solve(&ToadsAndFrogs, &mut u, "TTTTT..FFFFF");
    let theirs = u
        .parse(
            "{{2|*}, {{5/2|{2|{0|{{0|{{0|{{{1/32|0}|0}|-2}}|-1/2*}}, {0|{{^*|0}|-1}}|{{{^*|0}|\
             -1/2}|-1*}}}}}|0}|{0|{{{{{1*|{1/2|{0|v*}}}|{{1/2*|{{2|{0|{0|-1/32}}}|0}}|0}, \
             {{1|{0|v*}}|0}}|0}|-2}|-5/2}}, {*|-2}}",
        )
        .unwrap();
    assert_eq!(ours, theirs);
}

#[test]
fn toppling_dominoes_values() {
    for (pos, want) in [
        ("x", "1"),
        ("xo", "*"),
        ("o", "-1"),
        ("g", "*"),
        ("xx", "2"),
        ("x.o", "0"),
        // By hand: Left's best is to leave x (1), Right's to clear the
        // row (0).
        ("xxo", "{1|0}"),
        ("oxx", "{1|0}"),
        ("xg", "{1|0}"),
    ] {
        assert_eq!(show(&TopplingDominoes, pos), want, "{pos}");
    }
    let d = TopplingDominoes.parse("xo").unwrap();
    assert_eq!(TopplingDominoes.print(&d), ".xo.");
}

/// Cutcake's values (Winning Ways, ch. 2): with C ≥ R, an R×C cake is
/// ⌊C / 2^⌊log₂ R⌋⌋ − 1, and C×R its negative.
fn cutcake_formula(r: u32, c: u32) -> i64 {
    if c >= r {
        (c / (1 << r.ilog2())) as i64 - 1
    } else {
        -cutcake_formula(c, r)
    }
}

#[test]
fn cutcake_values_are_the_integers_of_winning_ways() {
    let mut u = Universe::new();
    let mut solver = Solver::new(Cutcake);
    for r in 1..=16u8 {
        for c in 1..=16u8 {
            let g = solver.value(&mut u, &vec![(r, c)]);
            let want = u.integer(cutcake_formula(r as u32, c as u32));
            assert_eq!(g, want, "{r}x{c}: {}", u.show(g));
        }
    }
    // A strip of one row: Left has n − 1 free cuts.
    for n in 1..=20 {
        assert_eq!(show(&Cutcake, &format!("1x{n}")), (n - 1).to_string());
        assert_eq!(show(&Cutcake, &format!("{n}x1")), (1 - n).to_string());
    }
    assert_eq!(show(&Cutcake, "2x3,1x4"), "3");
    assert_eq!(show(&Cutcake, "...|..."), "0");
    // Drawn as the board shows it: `#` between pieces.
    let drawn = Cutcake.parse("..#.|..#.|###.").unwrap();
    assert_eq!(Cutcake.print(&drawn), "2x2,3x1");
    assert!(Cutcake.parse("..#|.##").is_err());
}

/// (⌊nφ⌋, ⌊nφ²⌋), exactly: ⌊nφ⌋ = ⌊(n + √(5n²)) / 2⌋.
fn wythoff_pair(n: u64) -> (u32, u32) {
    let s = (5 * n * n).isqrt();
    let a = (n + s) / 2;
    (a as u32, (a + n) as u32)
}

#[test]
fn wythoff_p_positions_are_the_golden_pairs() {
    let pairs: Vec<(u32, u32)> = (0..=20).map(wythoff_pair).collect();
    assert_eq!(&pairs[..5], &[(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
    assert_eq!(pairs[20], (32, 52));
    let mut u = Universe::new();
    let mut solver = Solver::new(Wythoff);
    for a in 0..=52u32 {
        for b in 0..=52u32 {
            let g = solver.value(&mut u, &[a, b]);
            let p = pairs.contains(&(a, b)) || pairs.contains(&(b, a));
            assert_eq!(g == Universe::ZERO, p, "{a},{b}: {}", u.show(g));
        }
    }
    assert_eq!(show(&Wythoff, "1,1"), "*2");
    assert_eq!(show(&Wythoff, "0,5"), "*5");
    assert_eq!(show(&Wythoff, "2,2"), "*");
}

#[test]
fn grundy_values_of_heaps_0_to_20() {
    let want = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0,
    ];
    let mut u = Universe::new();
    let mut solver = Solver::new(Grundy);
    for (n, &k) in want.iter().enumerate() {
        let g = solver.value(&mut u, &vec![n as u32]);
        assert_eq!(g, u.nimber(k), "heap {n}: {}", u.show(g));
    }
    // Heaps add by nim-sum: 5,7,9 is *2 + 0 + *1.
    assert_eq!(show(&Grundy, "5,7,9"), "*3");
}

// --------------------------------------------- the solvers and the oracles

fn strip_of(chars: &str) -> impl Strategy<Value = String> {
    let symbols: Vec<char> = chars.chars().collect();
    prop::collection::vec(prop::sample::select(symbols), 1..=10)
        .prop_map(|v| v.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn toads_and_frogs_against_the_oracle(text in strip_of("TF..")) {
        let mut u = Universe::new();
        let want = tf_oracle(&mut u, &mut HashMap::new(), &text);
        prop_assert_eq!(solve(&ToadsAndFrogs, &mut u, &text), want, "{}", text);
    }

    #[test]
    fn toppling_dominoes_against_the_oracle(text in strip_of("xxoog.")) {
        let mut u = Universe::new();
        let want = oracle(&mut u, &mut HashMap::new(), &text.as_bytes().to_vec(), &td_options);
        prop_assert_eq!(solve(&TopplingDominoes, &mut u, &text), want, "{}", text);
    }

    #[test]
    fn cutcake_against_the_oracle(pieces in prop::collection::vec((1u32..=3, 1u32..=4), 1..=2)) {
        let text: Vec<String> = pieces.iter().map(|(r, c)| format!("{r}x{c}")).collect();
        let text = text.join(",");
        let mut sorted = pieces.clone();
        sorted.sort_unstable();
        let mut u = Universe::new();
        let want = oracle(&mut u, &mut HashMap::new(), &sorted, &cake_options);
        prop_assert_eq!(solve(&Cutcake, &mut u, &text), want, "{}", text);
    }

    #[test]
    fn wythoff_against_the_oracle(a in 0u32..=12, b in 0u32..=12) {
        let mut u = Universe::new();
        let want = oracle(&mut u, &mut HashMap::new(), &(a, b), &wythoff_options);
        prop_assert_eq!(solve(&Wythoff, &mut u, &format!("{a},{b}")), want);
    }

    #[test]
    fn grundy_against_the_oracle(heaps in prop::collection::vec(0u32..=9, 1..=3)) {
        let text: Vec<String> = heaps.iter().map(u32::to_string).collect();
        let mut sorted = heaps.clone();
        sorted.sort_unstable();
        let mut u = Universe::new();
        let want = oracle(&mut u, &mut HashMap::new(), &sorted, &grundy_options);
        prop_assert_eq!(solve(&Grundy, &mut u, &text.join(",")), want);
    }
}

/// Every strip of `T`, `F` and `.` of length 1 to `n`.
fn all_strips(n: usize) -> Vec<String> {
    let mut out = vec![String::new()];
    let mut all = Vec::new();
    for _ in 0..n {
        out = out
            .iter()
            .flat_map(|s| ["T", "F", "."].map(|c| format!("{s}{c}")))
            .collect();
        all.extend(out.iter().cloned());
    }
    all
}

#[test]
fn toads_and_frogs_every_strip_up_to_7_cells() {
    let mut u = Universe::new();
    let mut memo = HashMap::new();
    let mut solver = Solver::new(ToadsAndFrogs);
    for text in all_strips(7) {
        let want = tf_oracle(&mut u, &mut memo, &text);
        let got = solver.value(&mut u, &ToadsAndFrogs.parse(&text).unwrap());
        assert_eq!(got, want, "{text}: {} vs {}", u.show(got), u.show(want));
    }
}

/// Toads and Frogs with a naive split: a creature that cannot move *now*
/// is taken for a wall.
#[derive(Clone)]
struct NaiveSplit;

impl Ruleset for NaiveSplit {
    type Position = Strip;
    fn info(&self) -> &'static Info {
        ToadsAndFrogs.info()
    }
    fn parse(&self, text: &str) -> Result<Strip, PositionError> {
        ToadsAndFrogs.parse(text)
    }
    fn print(&self, s: &Strip) -> String {
        ToadsAndFrogs.print(s)
    }
    fn size(&self, s: &Strip) -> usize {
        ToadsAndFrogs.size(s)
    }
    fn options(&self, s: &Strip, who: Player) -> Vec<Strip> {
        ToadsAndFrogs.options(s, who)
    }
    fn components(&self, s: &Strip) -> Vec<Strip> {
        let movers: Vec<usize> = Player::BOTH
            .iter()
            .flat_map(|&p| ToadsAndFrogs.moves(s, p))
            .map(|m| m.sites[0])
            .collect();
        let text = ToadsAndFrogs.print(s);
        let mut parts = Vec::new();
        let mut cur = String::new();
        for (i, c) in text.chars().enumerate() {
            if c != '.' && !movers.contains(&i) {
                parts.push(std::mem::take(&mut cur));
            } else {
                cur.push(c);
            }
        }
        parts.push(cur);
        parts
            .iter()
            .filter(|p| !p.is_empty())
            .map(|p| ToadsAndFrogs.parse(p).unwrap())
            .collect()
    }
    fn board(&self, s: &Strip) -> Board {
        ToadsAndFrogs.board(s)
    }
    fn moves(&self, s: &Strip, who: Player) -> Vec<Move<Strip>> {
        ToadsAndFrogs.moves(s, who)
    }
}

#[test]
fn a_split_at_creatures_blocked_now_is_wrong() {
    let mut u = Universe::new();
    let mut memo = HashMap::new();
    let mut naive = Solver::new(NaiveSplit);
    let wrong: Vec<String> = all_strips(6)
        .into_iter()
        .filter(|text| {
            let want = tf_oracle(&mut u, &mut memo, text);
            naive.value(&mut u, &ToadsAndFrogs.parse(text).unwrap()) != want
        })
        .collect();
    // T.TF: the toad on c1 is stuck now, but the frog jumps it later.
    assert!(wrong.contains(&"T.TF".to_string()), "{wrong:?}");
}

/// A ruleset with its components replaced by `split` (and no symmetry):
/// a deliberately wrong split, which the oracle comparison must catch.
#[derive(Clone)]
struct Split<R: Ruleset> {
    inner: R,
    split: fn(&R::Position) -> Vec<R::Position>,
}

impl<R: Ruleset + Clone> Ruleset for Split<R> {
    type Position = R::Position;
    fn info(&self) -> &'static Info {
        self.inner.info()
    }
    fn parse(&self, text: &str) -> Result<R::Position, PositionError> {
        self.inner.parse(text)
    }
    fn print(&self, p: &R::Position) -> String {
        self.inner.print(p)
    }
    fn size(&self, p: &R::Position) -> usize {
        self.inner.size(p)
    }
    fn options(&self, p: &R::Position, who: Player) -> Vec<R::Position> {
        self.inner.options(p, who)
    }
    fn components(&self, p: &R::Position) -> Vec<R::Position> {
        (self.split)(p)
    }
    fn board(&self, p: &R::Position) -> Board {
        self.inner.board(p)
    }
    fn moves(&self, p: &R::Position, who: Player) -> Vec<Move<R::Position>> {
        self.inner.moves(p, who)
    }
}

/// Toppling Dominoes rows cut in two at their middle: wrong, a domino
/// knocks over its whole side of the row.
fn halved_rows(d: &Dominoes) -> Vec<Dominoes> {
    let text = TopplingDominoes.print(d);
    let mut out = Vec::new();
    for row in text.split('.').filter(|r| !r.is_empty()) {
        let (a, b) = row.split_at(row.len().div_ceil(2));
        out.extend(
            [a, b]
                .iter()
                .filter(|h| !h.is_empty())
                .map(|h| TopplingDominoes.parse(h).unwrap()),
        );
    }
    out
}

/// Cutcake pieces taken as their rows, each a 1×C strip: wrong, Right's
/// cuts are lost.
fn rows_of_pieces(cake: &[(u8, u8)]) -> Vec<Vec<(u8, u8)>> {
    cake.iter()
        .flat_map(|&(r, c)| std::iter::repeat_n(vec![(1, c)], r as usize))
        .collect()
}

/// Wythoff's heaps taken apart as two games of Nim: wrong, a move may
/// take from both.
fn heaps_apart(&[a, b]: &[u32; 2]) -> Vec<[u32; 2]> {
    vec![[a, 0], [0, b]]
}

/// Grundy's game heaps cut in halves: wrong, a heap's split is one move.
fn halved_heaps(heaps: &[u32]) -> Vec<Vec<u32>> {
    heaps
        .iter()
        .flat_map(|&h| [vec![h / 2], vec![h - h / 2]])
        .collect()
}

/// The positions among `texts` where `rules` disagrees with the oracle.
fn disagreements<R, P, Q, F>(
    rules: &R,
    texts: &[&str],
    oracle_position: fn(&str) -> P,
    options: &F,
) -> Vec<String>
where
    R: Ruleset + Clone,
    P: Clone + Eq + Hash + Borrow<Q>,
    Q: ?Sized,
    F: Fn(&Q) -> Sides<P>,
{
    let mut u = Universe::new();
    let mut memo = HashMap::new();
    texts
        .iter()
        .filter(|t| {
            solve(rules, &mut u, t) != oracle(&mut u, &mut memo, &oracle_position(t), options)
        })
        .map(|t| t.to_string())
        .collect()
}

fn bytes(t: &str) -> Vec<u8> {
    t.as_bytes().to_vec()
}

fn cake_of(t: &str) -> Vec<(u32, u32)> {
    let mut v: Vec<(u32, u32)> = t
        .split(',')
        .map(|p| {
            let (r, c) = p.split_once('x').unwrap();
            (r.parse().unwrap(), c.parse().unwrap())
        })
        .collect();
    v.sort_unstable();
    v
}

fn pair_of(t: &str) -> (u32, u32) {
    let (a, b) = t.split_once(',').unwrap();
    (a.parse().unwrap(), b.parse().unwrap())
}

fn heaps_of(t: &str) -> Vec<u32> {
    let mut v: Vec<u32> = t.split(',').map(|h| h.parse().unwrap()).collect();
    v.sort_unstable();
    v
}

#[test]
fn a_wrong_split_disagrees_with_the_oracles() {
    let td = ["xo", "xxo", "gox", "xg.o", "oxxg"];
    let broken = Split {
        inner: TopplingDominoes,
        split: halved_rows,
    };
    assert!(!disagreements(&broken, &td, bytes, &td_options).is_empty());
    assert!(disagreements(&TopplingDominoes, &td, bytes, &td_options).is_empty());

    let cakes = ["2x2", "2x3", "3x1,1x2", "3x3"];
    let broken = Split {
        inner: Cutcake,
        split: |c| rows_of_pieces(c),
    };
    assert_eq!(
        disagreements(&broken, &cakes, cake_of, &cake_options).len(),
        4
    );
    assert!(disagreements(&Cutcake, &cakes, cake_of, &cake_options).is_empty());

    let pairs = ["1,1", "1,2", "2,3", "3,5"];
    let broken = Split {
        inner: Wythoff,
        split: heaps_apart,
    };
    assert_eq!(
        disagreements(&broken, &pairs, pair_of, &wythoff_options).len(),
        4
    );
    assert!(disagreements(&Wythoff, &pairs, pair_of, &wythoff_options).is_empty());

    let heaps = ["3", "5,6", "7", "8,9"];
    let broken = Split {
        inner: Grundy,
        split: |h| halved_heaps(h),
    };
    assert!(!disagreements(&broken, &heaps, heaps_of, &grundy_options).is_empty());
    assert!(disagreements(&Grundy, &heaps, heaps_of, &grundy_options).is_empty());
}

// ------------------------------------------- hexadecimal take-and-break

/// Grundy values of heaps `0..=n` of the code `digits` (`d0`, `d1`, …)
/// from the definition: every way to take `k` tokens and leave 1, 2 or 3
/// nonempty heaps (in every order), the mex of their nim-sums.
fn take_and_break(digits: &[u8], n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for h in 0..=n {
        let mut seen = std::collections::HashSet::new();
        for (k, &d) in digits.iter().enumerate().take(h + 1) {
            let r = h - k;
            if d & 1 != 0 && r == 0 {
                seen.insert(0);
            }
            if d & 2 != 0 && r >= 1 && k >= 1 {
                seen.insert(g[r]);
            }
            for a in 1..r {
                if d & 4 != 0 {
                    seen.insert(g[a] ^ g[r - a]);
                }
                for b in 1..r - a {
                    if d & 8 != 0 {
                        seen.insert(g[a] ^ g[b] ^ g[r - a - b]);
                    }
                }
            }
        }
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

const HEX: &[u8; 16] = b"0123456789ABCDEF";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random hexadecimal codes: the sequence (with the period the
    /// three-heap theorem proves, extended past the heaps computed) is the
    /// definition's up to heap 150.
    #[test]
    fn hexadecimal_codes_follow_the_definition(
        first in prop::sample::select(vec![0u8, 4, 8, 12]),
        rest in prop::collection::vec(0u8..16, 1..=3),
    ) {
        let mut digits = vec![first];
        digits.extend(&rest);
        let text: String = [HEX[first as usize] as char, '.']
            .into_iter()
            .chain(rest.iter().map(|&d| HEX[d as usize] as char))
            .collect();
        let code: OctalCode = text.parse().unwrap();
        let got = code.grundy(150, OCTAL_WORK_LIMIT).unwrap();
        prop_assert_eq!(got.grundy, take_and_break(&digits, 150), "{}", text);
    }
}

#[test]
fn hexadecimal_codes_read_and_run() {
    // 0.8: take one token and leave three heaps, so heap n is played as
    // the splits of n − 1 into three.
    let values = |c: &str| {
        let code: OctalCode = c.parse().unwrap();
        code.grundy(60, OCTAL_WORK_LIMIT).unwrap()
    };
    for (code, digits) in [
        ("0.F", vec![0, 15]),
        ("0.8", vec![0, 8]),
        ("C.0f", vec![12, 0, 15]),
        ("8.", vec![8]),
        ("0.b4", vec![0, 11, 4]),
    ] {
        assert_eq!(values(code).grundy, take_and_break(&digits, 60), "{code}");
    }
    // Octal codes are read as before.
    assert_eq!(values("0.77").grundy, take_and_break(&[0, 7, 7], 60));
    assert_eq!(values("0.137").grundy, take_and_break(&[0, 1, 3, 7], 60));
    let e = |c: &str| c.parse::<OctalCode>().unwrap_err().to_string();
    assert!(e("0.7G").starts_with("`G` at position 4"), "{}", e("0.7G"));
    assert!(e("2.7").starts_with("`2` at position 1"), "{}", e("2.7"));
}

// ------------------------------------------------------------ bad input

#[test]
fn bad_positions_name_the_token() {
    let id = |s: &str| s.parse::<RulesetId>().unwrap();
    for (game, text, token) in [
        ("toads-and-frogs", "TxF", "x"),
        ("toads-and-frogs", "TT|FF", "|"),
        ("toppling-dominoes", "xoz", "z"),
        ("cutcake", "3x", "3x"),
        ("cutcake", "3x4,0x2", "0x2"),
        ("cutcake", "3x65", "3x65"),
        ("wythoff", "1000000000000000000,3", "1000000000000000000"),
        ("wythoff", "3,4,5", "3,4,5"),
        ("grundy", "5,1000000000000000000", "1000000000000000000"),
        ("grundy", "5,-1", "-1"),
    ] {
        let e = id(game).check(text).unwrap_err();
        assert_eq!(e.token(), token, "{game} {text}: {e}");
        assert!(e.to_string().contains(token), "{e}");
    }
    let long = "T".repeat(65);
    let e = id("toads-and-frogs").check(&long).unwrap_err();
    assert!(e.to_string().contains("65 cells"), "{e}");
}

// ------------------------------------------------- the CLI's grundy field

fn pebbles(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_pebbles"))
        .args(args)
        .output()
        .expect("run pebbles");
    assert!(out.status.success(), "{args:?}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn impartial_rulesets_report_the_grundy_value() {
    for (game, pos, nimber, grundy) in [
        ("wythoff", "4,6", "*9", 9),
        ("wythoff", "3,5", "0", 0),
        ("grundy", "5,7,9", "*3", 3),
        ("nim", "3,4,5", "*2", 2),
    ] {
        let json = pebbles(&["cgt", "--game", game, "--position", pos, "--json"]);
        let want = format!(r#""canonical":"{nimber}","grundy":{grundy},"#);
        assert!(json.contains(&want), "{json}");
        let text = pebbles(&["cgt", "--game", game, "--position", pos]);
        assert!(
            text.contains(&format!("grundy        {grundy}\n")),
            "{text}"
        );
    }
    for (game, pos) in [("toads-and-frogs", "T.F"), ("toppling-dominoes", "g")] {
        let json = pebbles(&["cgt", "--game", game, "--position", pos, "--json"]);
        assert!(json.contains(r#""canonical":"*""#) && !json.contains("grundy"));
        let text = pebbles(&["cgt", "--game", game, "--position", pos]);
        assert!(!text.contains("grundy"), "{text}");
    }
}
