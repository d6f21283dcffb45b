//! Stops, thermographs, cooling, reduced canonical forms and atomic
//! weights: published examples, and properties checked on random games
//! against an oracle that compares explicit option trees with numbers.

use pebbles::games::classical::{Dyadic, Game, Universe};
use proptest::prelude::*;

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
    /// Left wins moving second.
    fn ge_zero(&self) -> bool {
        self.right
            .iter()
            .all(|r| r.left.iter().any(|l| l.ge_zero()))
    }
    fn ge(&self, o: &Tree) -> bool {
        self.sum(&o.neg()).ge_zero()
    }
    fn to_game(&self, u: &mut Universe) -> Game {
        let l = self.left.iter().map(|t| t.to_game(u)).collect();
        let r = self.right.iter().map(|t| t.to_game(u)).collect();
        u.canon(l, r)
    }
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

fn tree() -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree {
        left: vec![],
        right: vec![],
    });
    leaf.prop_recursive(3, 10, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(left, right)| Tree { left, right })
    })
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
            let r = u.reduced(g);
            prop_assert!(u.le_inf(r, g) && u.le_inf(g, r));
            let again = u.reduced(r);
            prop_assert_eq!(again, r);
        }
    }
}
