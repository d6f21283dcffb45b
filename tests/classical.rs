//! Classical games (seed 002): published values, notation round trips, and
//! property tests against a deliberately simple oracle: games as explicit
//! option trees, `G ≥ H` iff Left wins `G − H` moving second, by plain
//! recursion (no canonical forms, no caches).

use pebbles::games::classical::{Game, Universe, Value};
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

    fn into_game(&self, u: &mut Universe) -> Game {
        let l = self.left.iter().map(|t| t.into_game(u)).collect();
        let r = self.right.iter().map(|t| t.into_game(u)).collect();
        u.canon(l, r)
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
        let g = t.into_game(&mut u);
        // The canonical form, as a tree, equals the original by the oracle.
        let c = to_tree(&u, g);
        prop_assert!(c.ge(&t) && t.ge(&c));
        prop_assert!(c.birthday() <= t.birthday());
        // Idempotent: rebuilding from the canonical options gives the same handle.
        let again = c.into_game(&mut u);
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
        let (g, h) = (a.into_game(&mut u), b.into_game(&mut u));
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
