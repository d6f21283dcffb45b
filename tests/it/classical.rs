//! Classical games (seed 002): published values, notation round trips,
//! stops, thermographs, cooling, reduced forms and atomic weights, and
//! property tests against a deliberately simple oracle: games as explicit
//! option trees, `G ≥ H` iff Left wins `G − H` moving second, by plain
//! recursion (no canonical forms, no caches); identity of literal forms
//! (`G === H`) against the same trees.

use pebbles::games::classical::{Dyadic, Game, Universe, Value};
use proptest::prelude::*;

/// A game as a plain tree of options.
#[derive(Clone, Debug)]
struct Tree {
    left: Vec<Tree>,
    right: Vec<Tree>,
}

impl Tree {
    fn neg(&self) -> Tree {
        Tree {
            left: self.right.iter().map(Tree::neg).collect(),
            right: self.left.iter().map(Tree::neg).collect(),
        }
    }

    fn sum(&self, o: &Tree) -> Tree {
        let mut left: Vec<Tree> = self.left.iter().map(|a| a.sum(o)).collect();
        left.extend(o.left.iter().map(|b| self.sum(b)));
        let mut right: Vec<Tree> = self.right.iter().map(|a| a.sum(o)).collect();
        right.extend(o.right.iter().map(|b| self.sum(b)));
        Tree { left, right }
    }

    /// Left wins moving second: every Right move has a Left answer that
    /// Left wins moving second again.
    fn left_wins_second(&self) -> bool {
        self.right.iter().all(|r| r.left_wins_first())
    }

    fn left_wins_first(&self) -> bool {
        self.left.iter().any(|l| l.right_loses_first())
    }

    /// Right to move and Left wins = Left wins moving second.
    fn right_loses_first(&self) -> bool {
        self.left_wins_second()
    }

    /// `self ≥ o` iff Left wins `self − o` moving second.
    fn ge(&self, o: &Tree) -> bool {
        self.sum(&o.neg()).left_wins_second()
    }

    fn to_game(&self, u: &mut Universe) -> Game {
        let l = self.left.iter().map(|t| t.to_game(u)).collect();
        let r = self.right.iter().map(|t| t.to_game(u)).collect();
        u.canon(l, r)
    }

    /// The form written out: `{a,b|c}`, `{|}` for 0.
    fn text(&self) -> String {
        let side = |ts: &[Tree]| ts.iter().map(Tree::text).collect::<Vec<_>>().join(",");
        format!("{{{}|{}}}", side(&self.left), side(&self.right))
    }

    /// Identical forms: options are sets, compared recursively.
    fn identical(&self, o: &Tree) -> bool {
        let covers = |a: &[Tree], b: &[Tree]| a.iter().all(|x| b.iter().any(|y| x.identical(y)));
        covers(&self.left, &o.left)
            && covers(&o.left, &self.left)
            && covers(&self.right, &o.right)
            && covers(&o.right, &self.right)
    }

    fn birthday(&self) -> usize {
        self.left
            .iter()
            .chain(&self.right)
            .map(|t| t.birthday() + 1)
            .max()
            .unwrap_or(0)
    }
}

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree {
        left: vec![],
        right: vec![],
    });
    leaf.prop_recursive(3, 12, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(left, right)| Tree { left, right })
    })
}

fn game(u: &mut Universe, text: &str) -> Game {
    u.parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn canonical(text: &str) -> String {
    let mut u = Universe::new();
    let g = game(&mut u, text);
    u.show(g)
}

#[test]
fn notation_prints_canonical_forms() {
    for (text, want) in [
        ("0", "0"),
        ("{|}", "0"),
        ("{0|}", "1"),
        ("{0|1}", "1/2"),
        ("{0|2}", "1"),
        ("{1/2|1}", "3/4"),
        ("{|-3}", "-4"),
        ("{0|0}", "*"),
        ("{0|*}", "^"),
        ("{*|0}", "v"),
        ("{0,*|0}", "^*"),
        ("^+^", "^^"),
        ("^+^+^", "^3"),
        ("v+v", "vv"),
        ("*+*", "0"),
        ("*2+*3", "*"),
        ("{1|-1}", "±1"),
        ("{3||2*|1*}", "{3||2*|1*}"),
        ("{0||0|-2}", "Tiny(2)"),
        ("{2|0||0}", "Miny(2)"),
        ("2+Tiny(2)", "2Tiny(2)"),
        ("1+*", "1*"),
        ("1/2+^+*", "1/2^*"),
        ("{1*|-1*}", "{1*|-1*}"),
        ("{0,*|-1}", "{0,*|-1}"),
        ("{2|0}", "{2|0}"),
        ("3/2 - 1/2", "1"),
        ("{0,{1|0}|0,{0|-1}}", "±{0,{1|0}}"),
        ("±{0,{1|0}}", "±{0,{1|0}}"),
        ("±{2|1}", "±{2|1}"),
        ("-2Miny(2)", "-2Miny(2)"),
        ("-2 + Miny(2)", "-2Miny(2)"),
        ("1/2Tiny(1/2)", "1/2Tiny(1/2)"),
        ("-{0||0|-3}", "Miny(3)"),
        ("-3v4*2", "-3v4*2"),
        ("±{*,^}", "±{*,^}"),
        ("^3*", "^3*"),
    ] {
        assert_eq!(canonical(text), want, "{text}");
    }
}

#[test]
fn comparisons_answer_truth() {
    let mut u = Universe::new();
    for (text, want) in [
        ("^ <= *", false),
        ("^ >= 0", true),
        ("* || 0", true),
        ("* <> 0", true),
        ("^* || 0", true),
        ("{1|-1} || 0", true),
        ("1/2 + 1/2 = 1", true),
        ("^ < 1/64", true),
        ("vv < v", true),
    ] {
        assert_eq!(u.parse_expr(text), Ok(Value::Truth(want)), "{text}");
    }
}

#[test]
fn parse_errors_name_token_and_position() {
    let mut u = Universe::new();
    for (text, want) in [
        (
            "{1|2",
            "unexpected end of input at position 4: expected `}`",
        ),
        (
            "3/5",
            "`3/5` at position 0: the denominator is not a power of 2",
        ),
        (
            "{1|2|3}",
            "`|` at position 4: two separators of the same length in one brace",
        ),
        ("{1 2|}", "unexpected `2` at position 3"),
        ("1 + x", "unexpected `x` at position 4"),
        ("{1,|}", "unexpected `,` at position 2"),
        ("*5000", "`5000` at position 1: the number is too large"),
        ("99999", "`99999` at position 0: the number is too large"),
        (
            "1/0",
            "`1/0` at position 0: the denominator is not a power of 2",
        ),
        (
            "1/4194304",
            "`1/4194304` at position 0: the number is too large",
        ),
        (
            "^ <= ",
            "unexpected end of input at position 5: expected a game",
        ),
        (
            "{1|^ <= 0}",
            "`<=` at position 5: a comparison cannot be part of a game",
        ),
    ] {
        assert_eq!(u.parse(text).unwrap_err().to_string(), want, "{text}");
    }
}

#[test]
fn nimbers_add_by_xor() {
    let mut u = Universe::new();
    for m in 0..9u32 {
        for n in 0..9u32 {
            let (a, b) = (u.nimber(m), u.nimber(n));
            let s = u.add(a, b);
            assert_eq!(s, u.nimber(m ^ n), "*{m} + *{n}");
        }
    }
}

/// Sum by the definition, each step through `canon` (no closed forms).
fn slow_add(u: &mut Universe, g: Game, h: Game) -> Game {
    let (gl, gr, hl, hr) = (
        u.left(g).to_vec(),
        u.right(g).to_vec(),
        u.left(h).to_vec(),
        u.right(h).to_vec(),
    );
    let mut l: Vec<Game> = gl.iter().map(|&a| slow_add(u, a, h)).collect();
    l.extend(hl.iter().map(|&b| slow_add(u, g, b)));
    let mut r: Vec<Game> = gr.iter().map(|&a| slow_add(u, a, h)).collect();
    r.extend(hr.iter().map(|&b| slow_add(u, g, b)));
    u.canon(l, r)
}

/// The closed forms of `x + n·↑ + *k` agree with sums built from options.
#[test]
fn up_star_closed_forms_agree_with_generic_sums() {
    let mut u = Universe::new();
    let up = game(&mut u, "{0|{0|0}}");
    let down = game(&mut u, "{{0|0}|0}");
    for n in -4i32..=4 {
        for k in 0..5u32 {
            for x in ["0", "1/2", "-3"] {
                let mut g = game(&mut u, x);
                let mut stars = vec![];
                for _ in 0..k {
                    let s = u.canon(stars.clone(), stars.clone());
                    stars.push(s);
                }
                let nim = u.canon(stars.clone(), stars);
                g = slow_add(&mut u, g, nim);
                for _ in 0..n.abs() {
                    g = slow_add(&mut u, g, if n > 0 { up } else { down });
                }
                let nus = u.nus(g).expect("recognised");
                assert_eq!((nus.ups, nus.star), (n, k), "{x} {n} {k}");
                let text = u.show(g);
                assert_eq!(u.parse(&text), Ok(g), "{text}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn canonical_form_equals_the_tree(t in tree()) {
        let mut u = Universe::new();
        let g = t.to_game(&mut u);
        // The canonical form, as a tree, equals the original by the oracle.
        let c = to_tree(&u, g);
        prop_assert!(c.ge(&t) && t.ge(&c));
        prop_assert!(c.birthday() <= t.birthday());
        // Idempotent: rebuilding from the canonical options gives the same handle.
        let again = c.to_game(&mut u);
        prop_assert_eq!(again, g);
        // Printing and parsing round-trips.
        let text = u.show(g);
        prop_assert_eq!(u.parse(&text), Ok(g), "{}", text);
        let n = u.neg(g);
        prop_assert_eq!(u.add(g, n), Universe::ZERO);
    }

    #[test]
    fn sums_and_comparisons_agree_with_the_oracle(a in tree(), b in tree()) {
        let mut u = Universe::new();
        let (g, h) = (a.to_game(&mut u), b.to_game(&mut u));
        prop_assert_eq!(u.le(h, g), a.ge(&b));
        prop_assert_eq!(u.le(g, h), b.ge(&a));
        prop_assert_eq!(g == h, a.ge(&b) && b.ge(&a));
        let s = u.add(g, h);
        let st = to_tree(&u, s);
        let sum = a.sum(&b);
        prop_assert!(st.ge(&sum) && sum.ge(&st));
        let d = u.sub(g, h);
        prop_assert_eq!(u.le(Universe::ZERO, d), a.ge(&b));
    }
}

fn to_tree(u: &Universe, g: Game) -> Tree {
    Tree {
        left: u.left(g).iter().map(|&o| to_tree(u, o)).collect(),
        right: u.right(g).iter().map(|&o| to_tree(u, o)).collect(),
    }
}

fn d(text: &str) -> Dyadic {
    let mut u = Universe::new();
    let g = u.parse(text).expect("number");
    u.number_value(g).expect("a number")
}

fn pts(u: &mut Universe, list: &[[&str; 2]]) -> Vec<[Dyadic; 2]> {
    let _ = u;
    list.iter().map(|[t, v]| [d(t), d(v)]).collect()
}

#[test]
fn published_thermographs() {
    let mut u = Universe::new();
    let g = u.parse("{3||2*|1*}").unwrap();
    let th = u.thermograph(g);
    assert_eq!((th.mean, th.temperature), (d("9/4"), d("3/4")));
    assert_eq!(th.left, pts(&mut u, &[["0", "3"], ["3/4", "9/4"]]));
    assert_eq!(
        th.right,
        pts(&mut u, &[["0", "2"], ["1/2", "2"], ["3/4", "9/4"]])
    );
    let r = u.reduced(g);
    assert_eq!(u.show(r), "{3||2|1}");
    for (text, mean, temp) in [
        ("{1|-1}", "0", "1"),
        ("{2|0}", "1", "1"),
        ("{1*|-1*}", "0", "1"),
        ("*", "0", "0"),
        ("^", "0", "0"),
        ("1/2", "1/2", "-1/2"),
        ("3", "3", "-1"),
        ("{4|1||0}", "1", "1"),
        ("{0,*|-1}", "-1/2", "1/2"),
    ] {
        let g = u.parse(text).unwrap();
        assert_eq!((u.mean(g), u.temperature(g)), (d(mean), d(temp)), "{text}");
    }
}

#[test]
fn cooling_heating_and_reduction() {
    let mut u = Universe::new();
    let cases = [
        ("{3||2*|1*}", "1/2", "{5/2|2*}"),
        ("{2|0}", "1", "1*"),
        ("{2|0}", "2", "1"),
        ("{1|-1}", "1/2", "±1/2"),
    ];
    for (text, t, want) in cases {
        let g = u.parse(text).unwrap();
        let c = u.cool(g, d(t)).unwrap();
        assert_eq!(u.show(c), want, "{text} cooled by {t}");
    }
    let g = u.parse("{1|-1}").unwrap();
    assert!(u.cool(g, d("-1")).is_err());
    let star = u.parse("*").unwrap();
    let h = u.heat(star, d("1"));
    assert_eq!(u.show(h), "±1");
    for (text, want) in [
        ("^*", "0"),
        ("{2*|1*}", "{2|1}"),
        ("1/2+^", "1/2"),
        ("{1|-1}+*", "±1"),
    ] {
        let g = u.parse(text).unwrap();
        let r = u.reduced(g);
        assert_eq!(u.show(r), want, "rcf {text}");
    }
}

#[test]
fn atomic_weights() {
    let mut u = Universe::new();
    for (text, want) in [
        ("^", "1"),
        ("*", "0"),
        ("^^*", "2"),
        ("^*", "1"),
        ("v", "-1"),
        ("0", "0"),
        ("^+^+^", "3"),
    ] {
        let g = u.parse(text).unwrap();
        let w = u.atomic_weight(g).unwrap();
        assert_eq!(u.show(w), want, "aw {text}");
    }
    let g = u.parse("{1|-1}").unwrap();
    assert_eq!(
        u.atomic_weight(g).unwrap_err().to_string(),
        "`±1` is not all-small"
    );
}

/// The number `k/16` as a plain tree (integers by `{n−1|}`, halves between).
fn number_tree(k: i64) -> Tree {
    fn build(n: i64, e: u32) -> Tree {
        let empty = || Tree {
            left: vec![],
            right: vec![],
        };
        if e == 0 {
            return match n {
                0 => empty(),
                n if n > 0 => Tree {
                    left: vec![build(n - 1, 0)],
                    right: vec![],
                },
                n => Tree {
                    left: vec![],
                    right: vec![build(n + 1, 0)],
                },
            };
        }
        if n % 2 == 0 {
            return build(n / 2, e - 1);
        }
        Tree {
            left: vec![build(n - 1, e)],
            right: vec![build(n + 1, e)],
        }
    }
    build(k, 4)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// `{x : G ⧐ x}` is `(−∞, L)` or `(−∞, L]` and `{x : x ⧐ G}` is
    /// `(R, ∞)` or `[R, ∞)`: on a grid of sixteenths, rounding to eighths
    /// (where the stops of these small games lie) recovers `L` and `R`.
    #[test]
    fn stops_agree_with_comparisons_against_numbers(t in tree()) {
        let mut u = Universe::new();
        let g = t.to_game(&mut u);
        let grid: Vec<(i64, Tree)> = (-64..=64).map(|k| (k, number_tree(k))).collect();
        let left_of = grid.iter().rev().find(|(_, x)| !x.ge(&t)).map(|(k, _)| (k + 1).div_euclid(2));
        let right_of = grid.iter().find(|(_, x)| !t.ge(x)).map(|(k, _)| k.div_euclid(2));
        prop_assert_eq!(Some(u.left_stop(g)), left_of.map(|k| Dyadic::new(k, 3)));
        prop_assert_eq!(Some(u.right_stop(g)), right_of.map(|k| Dyadic::new(k, 3)));
    }

    /// Means add; temperature is unchanged by adding a number; the game
    /// cooled by its temperature is infinitesimally close to its mean.
    #[test]
    fn thermographs_are_consistent(a in tree(), b in tree()) {
        let mut u = Universe::new();
        let (g, h) = (a.to_game(&mut u), b.to_game(&mut u));
        let s = u.add(g, h);
        prop_assert_eq!(u.mean(s), u.mean(g) + u.mean(h));
        let th = u.thermograph(g);
        prop_assert!(th.left.first().unwrap()[1] >= th.right.first().unwrap()[1]);
        prop_assert_eq!(th.left.last().unwrap()[1], th.mean);
        if !u.is_number(g) {
            prop_assert_eq!(th.left.first().unwrap()[1], u.left_stop(g));
            prop_assert_eq!(th.right.first().unwrap()[1], u.right_stop(g));
            let half = u.number(Dyadic::new(1, 1));
            let shifted = u.add(g, half);
            prop_assert_eq!(u.temperature(shifted), th.temperature);
            let c = u.cool(g, th.temperature).unwrap();
            prop_assert_eq!((u.left_stop(c), u.right_stop(c)), (th.mean, th.mean));
            // …and the temperature is the least such: a little below, the
            // cooled game still has distinct stops.
            if th.temperature > Dyadic::ZERO {
                let below = th.temperature - Dyadic::new(1, 10);
                let c = u.cool(g, below).unwrap();
                prop_assert!(u.left_stop(c) > u.right_stop(c));
            }
            let r = u.reduced(g);
            prop_assert!(u.le_inf(r, g) && u.le_inf(g, r));
            let again = u.reduced(r);
            prop_assert_eq!(again, r);
        }
    }
}

// Identity of literal forms (`G === H`, seed 002) against the oracle's trees.

fn truth(text: &str) -> bool {
    match Universe::new().parse_expr(text) {
        Ok(Value::Truth(t)) => t,
        other => panic!("{text}: {other:?}"),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn identity_agrees_with_the_oracle(a in tree(), b in tree(), c in tree()) {
        let (ta, tb, tc) = (a.text(), b.text(), c.text());
        prop_assert_eq!(truth(&format!("{ta} === {tb}")), a.identical(&b));
        // A sum is identical to the oracle's sum written out, and commutes.
        let ab = a.sum(&b).text();
        let laws = [
            format!("{ta} + {tb} === {ab}"),
            format!("{ta} + {tb} === {tb} + {ta}"),
            format!("({ta} + {tb}) + {tc} === {ta} + ({tb} + {tc})"),
            format!("{ta} + {{|}} === {ta}"),
            format!("-(-{ta}) === {ta}"),
        ];
        for law in laws {
            let holds = truth(&law);
            prop_assert!(holds, "{}", law);
        }
        let ac = a.sum(&c);
        prop_assert_eq!(truth(&format!("{ta} + {tc} === {tb} + {tc}")), ac.identical(&b.sum(&c)));
    }
}

/// A sum of 25 switches prints 1.5·10⁸ characters: its game tree's labels
/// are cut (the page's worker once spent minutes writing them), and the
/// report's canonical form is cut and says so.
#[test]
fn huge_forms_are_cut_in_trees_and_reports() {
    use pebbles::games::classical::report::{MAX_SHOWN, MAX_TREE_LABEL};
    let text: Vec<String> = (1..=25).map(|i| format!("{{{i}|-{i}}}")).collect();
    let mut u = Universe::new();
    let g = match u.parse_expr(&text.join("+")).unwrap() {
        pebbles::games::classical::parse::Value::Game(g) => g,
        other => panic!("{other:?}"),
    };
    assert!(u.show_len(g) > 100_000_000);
    let tree = u.tree(g, 3, 200);
    assert!(tree.label.chars().count() <= MAX_TREE_LABEL + 1 && tree.label.ends_with('…'));
    let r = u.report_within(g, 100_000);
    assert!(r.canonical.chars().count() <= MAX_SHOWN + 1);
}

/// A universe's clock backs its work limits: once it says stop, the
/// budgeted region (and every region around it) ends with
/// `Stopped::Clock` and stores nothing; once the clock allows, the
/// universe computes as before. Heating is memoised (linear in the
/// subpositions, not in the paths of the tree).
#[test]
fn a_clock_stops_budgeted_regions() {
    use pebbles::games::classical::parse::ParseError;
    use pebbles::games::classical::Stopped;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    let game = |u: &mut Universe, text: &str| match u.parse_expr(text).unwrap() {
        Value::Game(g) => g,
        other => panic!("{other:?}"),
    };
    let late = Arc::new(AtomicBool::new(true));
    let mut u = Universe::new();
    let clock = late.clone();
    u.set_clock(Arc::new(move || clock.load(Ordering::Relaxed)));
    let text: Vec<String> = (1..=12).map(|i| format!("{{{i}|-{i}}}")).collect();
    let sum = text.join("+");
    // An expression's own region, and a region around it.
    let e = u.parse_expr(&sum).unwrap_err();
    assert!(
        matches!(
            e,
            ParseError::Stopped {
                reason: Stopped::Clock,
                ..
            }
        ),
        "{e:?}"
    );
    let outer = u.within(u64::MAX / 2, |u| u.parse_expr(&sum).is_err());
    assert_eq!(outer, Err(Stopped::Clock));
    late.store(false, Ordering::Relaxed);
    let now = game(&mut u, &sum);
    let mut fresh = Universe::new();
    let want = game(&mut fresh, &sum);
    assert_eq!(u.show(now), fresh.show(want));
    // Heating: each subposition once.
    let g = game(&mut fresh, "{{2|1}|{0|-1}} + {5|{4|3}}");
    let heated = fresh.within(100_000, |u| u.heat(g, Dyadic::int(100)));
    assert!(heated.is_ok(), "{heated:?}");
}

/// Heating straight from its definition, with no memo: numbers stay,
/// otherwise `{∫G^L + t | ∫G^R − t}` over every path of the tree.
fn heat_oracle(u: &mut Universe, g: Game, t: Dyadic) -> Game {
    if u.is_number(g) {
        return g;
    }
    let (plus, minus) = (u.number(t), u.number(-t));
    let (l, r) = (u.left(g).to_vec(), u.right(g).to_vec());
    let l = l
        .into_iter()
        .map(|o| {
            let h = heat_oracle(u, o, t);
            u.add(h, plus)
        })
        .collect();
    let r = r
        .into_iter()
        .map(|o| {
            let h = heat_oracle(u, o, t);
            u.add(h, minus)
        })
        .collect();
    u.canon(l, r)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The memoised heating equals the definition's.
    #[test]
    fn heating_agrees_with_its_definition(a in tree(), b in tree(), k in 0i64..6) {
        let mut u = Universe::new();
        let g = game(&mut u, &format!("{} + {}", a.text(), b.text()));
        let t = Dyadic::new(k, 1);
        let want = heat_oracle(&mut u, g, t);
        prop_assert_eq!(u.heat(g, t), want);
    }
}
