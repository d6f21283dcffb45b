//! Reduced canonical forms and comparison modulo infinitesimals (Siegel,
//! *Combinatorial Game Theory*, II.6): published values, and property tests
//! of `Universe::le_inf` (stops of the difference searched without
//! building it) and `Universe::reduced` against three oracles:
//!
//! - the definition: `G ≥_Inf H` iff `G − H + 2^−m ≥ 0` with `m` the sum of
//!   the birthdays (a Right stop of `G − H` below 0 is at most `−2^−(m−2)`,
//!   a number of birthday below `m`), decided on plain option trees by who
//!   wins (no canonical forms) or on canonical sums;
//! - the previous implementation: `≤_Inf` by the Right stop of the
//!   canonical difference, and the same reduction through it;
//! - Calistrate's construction (*The reduced canonical form of a game*,
//!   Games of No Chance, 1996): heat by `*`, then replace each `x*` by `x`.

use pebbles::games::classical::{Dyadic, Game, Nus, Universe};
use proptest::prelude::*;

/// A game as a plain tree of options (no canonical forms, no caches).
#[derive(Clone, Debug)]
struct Tree {
    left: Vec<Tree>,
    right: Vec<Tree>,
}

impl Tree {
    fn of(u: &Universe, g: Game) -> Tree {
        Tree {
            left: u.left(g).iter().map(|&o| Tree::of(u, o)).collect(),
            right: u.right(g).iter().map(|&o| Tree::of(u, o)).collect(),
        }
    }

    fn neg(&self) -> Tree {
        Tree {
            left: self.right.iter().map(Tree::neg).collect(),
            right: self.left.iter().map(Tree::neg).collect(),
        }
    }

    /// Left wins moving second in the sum of these trees: every Right move
    /// in a component has a Left answer after which Left wins again.
    fn left_wins_second(parts: &[&Tree]) -> bool {
        (0..parts.len()).all(|i| {
            parts[i].right.iter().all(|r| {
                let mut after: Vec<&Tree> = parts.to_vec();
                after[i] = r;
                Tree::left_wins_first(&after)
            })
        })
    }

    fn left_wins_first(parts: &[&Tree]) -> bool {
        (0..parts.len()).any(|i| {
            parts[i].left.iter().any(|l| {
                let mut after: Vec<&Tree> = parts.to_vec();
                after[i] = l;
                Tree::left_wins_second(&after)
            })
        })
    }
}

/// `2^−m` as a canonical game.
fn tiny_number(u: &mut Universe, m: u32) -> Game {
    u.number(Dyadic::new(1, m))
}

/// `G ≥_Inf H` by the definition, on plain trees: Left wins
/// `G − H + 2^−m` moving second.
fn ge_inf_by_trees(u: &mut Universe, g: Game, h: Game) -> bool {
    let m = u.birthday(g) + u.birthday(h);
    let x = tiny_number(u, m);
    let (tg, th, tx) = (Tree::of(u, g), Tree::of(u, h).neg(), Tree::of(u, x));
    Tree::left_wins_second(&[&tg, &th, &tx])
}

/// `G ≥_Inf H` by the definition, on canonical sums.
fn ge_inf_by_sums(u: &mut Universe, g: Game, h: Game) -> bool {
    let m = u.birthday(g) + u.birthday(h);
    let x = tiny_number(u, m);
    let d = u.sub(g, h);
    let shifted = u.add(d, x);
    u.le(Universe::ZERO, shifted)
}

/// The previous implementation: `G ≤_Inf H` by the Right stop of the
/// canonical difference `H − G`.
fn le_inf_by_difference(u: &mut Universe, g: Game, h: Game) -> bool {
    let d = u.sub(h, g);
    u.right_stop(d) >= Dyadic::ZERO
}

/// The previous reduction, through `le_inf_by_difference`, reversibility
/// checked against the canonical form of the options at hand.
fn reduced_by_differences(u: &mut Universe, g: Game) -> Game {
    let (ls, rs) = (u.left_stop(g), u.right_stop(g));
    if u.is_number(g) {
        return g;
    }
    if ls == rs {
        return u.number(ls);
    }
    let (gl, gr) = (u.left(g).to_vec(), u.right(g).to_vec());
    let mut l: Vec<Game> = gl
        .into_iter()
        .map(|o| reduced_by_differences(u, o))
        .collect();
    let mut r: Vec<Game> = gr
        .into_iter()
        .map(|o| reduced_by_differences(u, o))
        .collect();
    loop {
        undominate_by_differences(u, &mut l, true);
        undominate_by_differences(u, &mut r, false);
        let whole = u.canon(l.clone(), r.clone());
        let (nl, cl) = bypass_by_differences(u, &l, whole, true);
        let (nr, cr) = bypass_by_differences(u, &r, whole, false);
        l = nl;
        r = nr;
        if !cl && !cr {
            return u.canon(l, r);
        }
    }
}

fn undominate_by_differences(u: &mut Universe, side: &mut Vec<Game>, left: bool) {
    side.sort_unstable();
    side.dedup();
    let all = side.clone();
    side.retain(|&a| {
        !all.iter().any(|&b| {
            let mut worse = |x: Game, y: Game| le_inf_by_difference(u, x, y);
            let (a_worse, b_worse) = if left {
                (worse(a, b), worse(b, a))
            } else {
                (worse(b, a), worse(a, b))
            };
            // Strictly worse, or tied with a smaller handle.
            b != a && a_worse && (!b_worse || b < a)
        })
    });
}

fn bypass_by_differences(
    u: &mut Universe,
    side: &[Game],
    whole: Game,
    left: bool,
) -> (Vec<Game>, bool) {
    let mut out = Vec::new();
    let mut changed = false;
    for &a in side {
        let replies = if left {
            u.right(a).to_vec()
        } else {
            u.left(a).to_vec()
        };
        let through = replies.into_iter().find(|&o| {
            if left {
                le_inf_by_difference(u, o, whole)
            } else {
                le_inf_by_difference(u, whole, o)
            }
        });
        match through {
            Some(o) => {
                changed = true;
                out.extend_from_slice(if left { u.left(o) } else { u.right(o) });
            }
            None => out.push(a),
        }
    }
    (out, changed)
}

/// Calistrate's construction: `G` heated by `*` (`{∫G^L + * | ∫G^R + *}`,
/// numbers fixed), then each `x*` and `x` replaced by `x`.
fn reduced_by_heating(u: &mut Universe, g: Game) -> Game {
    let heated = heat_by_star(u, g);
    star_projection(u, heated)
}

fn heat_by_star(u: &mut Universe, g: Game) -> Game {
    if u.is_number(g) {
        return g;
    }
    let star = u.nimber(1);
    let (gl, gr) = (u.left(g).to_vec(), u.right(g).to_vec());
    let side = |u: &mut Universe, opts: Vec<Game>| -> Vec<Game> {
        opts.into_iter()
            .map(|o| {
                let h = heat_by_star(u, o);
                u.add(h, star)
            })
            .collect()
    };
    let (l, r) = (side(u, gl), side(u, gr));
    u.canon(l, r)
}

fn star_projection(u: &mut Universe, g: Game) -> Game {
    if let Some(Nus {
        number,
        ups: 0,
        star: 0 | 1,
    }) = u.nus(g)
    {
        return u.number(number);
    }
    let (gl, gr) = (u.left(g).to_vec(), u.right(g).to_vec());
    let l = gl.into_iter().map(|o| star_projection(u, o)).collect();
    let r = gr.into_iter().map(|o| star_projection(u, o)).collect();
    u.canon(l, r)
}

fn game(u: &mut Universe, text: &str) -> Game {
    u.parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn published_reduced_forms() {
    let mut u = Universe::new();
    for (text, want) in [
        // Infinitesimals reduce to 0, numbers plus infinitesimals to the number.
        ("^", "0"),
        ("^*", "0"),
        ("*", "0"),
        ("*7", "0"),
        ("^^*3", "0"),
        ("Tiny(2)", "0"),
        ("{0||0|-1}", "0"),
        ("5/2 + v*", "5/2"),
        ("-3 + Miny(1)", "-3"),
        // Siegel II.6 (also cgt-tools' tests).
        ("{{2|0},1*|*}", "{1|0}"),
        (
            "{{3/2*|1/2}|{0|-3},{-1*,{-1/2|-1*}|-5/2}}",
            "{{3/2|1/2}|{0|-3},{{-1/2|-1}|-5/2}}",
        ),
        ("{3||2*|1*}", "{3||2|1}"),
        ("{2*|1*}", "{2|1}"),
        ("{1|v}", "{1|0}"),
        ("{1|^}", "{1|0}"),
        ("{1*|-1*}", "±1"),
        ("{1|-1} + *", "±1"),
        ("{1|-1} + ^", "±1"),
        // 1 ± 1 ± 1 * = 1* (±1 ± 1 = 0).
        ("{2|0} + {1|-1}*", "1"),
        ("{0,*|-1}", "{0|-1}"),
    ] {
        let (g, want) = (game(&mut u, text), game(&mut u, want));
        let r = u.reduced(g);
        assert_eq!(r, want, "rcf {text} = {}", u.show(r));
        assert_eq!(u.reduced(r), r, "rcf of rcf {text}");
    }
}

#[test]
fn comparisons_modulo_infinitesimals() {
    let mut u = Universe::new();
    for (a, b, le, ge) in [
        ("^", "0", true, true),
        ("*", "^*", true, true),
        ("{1|0}", "*", false, true),
        ("{1|0}", "1/2", false, false),
        ("1/2", "1/2 + v", true, true),
        ("{2|0}", "{2|0} + *", true, true),
        ("1/64", "^10", false, true),
        ("{3||2|1}", "{3||2*|1*}", true, true),
    ] {
        let (g, h) = (game(&mut u, a), game(&mut u, b));
        assert_eq!(u.le_inf(g, h), le, "{a} ≤_Inf {b}");
        assert_eq!(u.le_inf(h, g), ge, "{b} ≤_Inf {a}");
    }
}

/// Random games in CGSuite notation: numbers, nimbers, ups and switches as
/// leaves, nested options up to four levels, often warmed (Left's options
/// `+ 1`, Right's `− 1`, so that they do not all collapse to numbers), and
/// sums of up to three of them.
fn text() -> impl Strategy<Value = String> {
    let leaf = prop::sample::select(vec![
        "0", "1", "-1", "2", "-2", "1/2", "-1/2", "3/4", "*", "*2", "^", "v", "^*", "{1|-1}",
        "{2|0}", "1*", "-1*", "{0|-1}", "{3/2|1}",
    ])
    .prop_map(str::to_string);
    let one = leaf.prop_recursive(4, 24, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 1..3),
            prop::collection::vec(inner, 1..3),
            any::<bool>(),
        )
            .prop_map(|(l, r, warm)| {
                let (up, down) = if warm { ("+1", "-1") } else { ("", "") };
                let l: Vec<String> = l.iter().map(|x| format!("{x}{up}")).collect();
                let r: Vec<String> = r.iter().map(|x| format!("{x}{down}")).collect();
                format!("{{{}|{}}}", l.join(","), r.join(","))
            })
    });
    prop::collection::vec(one, 1..4).prop_map(|terms| terms.join(" + "))
}

/// A few infinitesimals to add without changing the reduced form.
const INFINITESIMALS: [&str; 6] = ["^", "*", "v*", "Tiny(1)", "{0||0|-2}", "^^*3"];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    /// `≤_Inf` agrees with the definition (canonical sums) and with the
    /// previous implementation, both ways.
    #[test]
    fn le_inf_agrees_with_the_definition(a in text(), b in text()) {
        let mut u = Universe::new();
        let (g, h) = (game(&mut u, &a), game(&mut u, &b));
        for (x, y) in [(g, h), (h, g), (g, g)] {
            let fast = u.le_inf(x, y);
            prop_assert_eq!(fast, ge_inf_by_sums(&mut u, y, x), "{} ≤_Inf {}", u.show(x), u.show(y));
            prop_assert_eq!(fast, le_inf_by_difference(&mut u, x, y));
        }
    }

    /// The reduced form equals the previous implementation's and
    /// Calistrate's, is infinitesimally close to the game, is its own
    /// reduced form, ignores added infinitesimals and is no older.
    #[test]
    fn reduced_agrees_with_the_oracles(a in text(), e in 0..INFINITESIMALS.len()) {
        let mut u = Universe::new();
        let g = game(&mut u, &a);
        let r = u.reduced(g);
        let shown = u.show(r);
        prop_assert_eq!(r, reduced_by_differences(&mut u, g), "{}", shown);
        prop_assert_eq!(r, reduced_by_heating(&mut u, g), "{}", shown);
        prop_assert!(ge_inf_by_sums(&mut u, g, r) && ge_inf_by_sums(&mut u, r, g));
        prop_assert_eq!(u.reduced(r), r);
        prop_assert!(u.birthday(r) <= u.birthday(g));
        let eps = game(&mut u, INFINITESIMALS[e]);
        let moved = u.add(g, eps);
        prop_assert_eq!(u.reduced(moved), r);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]

    /// `≤_Inf` on small games agrees with who wins `G − H + 2^−m` on plain
    /// option trees.
    #[test]
    fn le_inf_agrees_with_plain_trees(a in text(), b in text()) {
        let mut u = Universe::new();
        let (g, h) = (game(&mut u, &a), game(&mut u, &b));
        prop_assume!(u.birthday(g) + u.birthday(h) <= 7);
        prop_assert_eq!(u.le_inf(h, g), ge_inf_by_trees(&mut u, g, h));
        prop_assert_eq!(u.le_inf(g, h), ge_inf_by_trees(&mut u, h, g));
    }
}

/// The report's expensive parts each run within their own budget: a part
/// that needs more says `not computed (…)` with the limit, and neither the
/// canonical form nor the other parts are held back.
#[test]
fn report_parts_stop_on_their_own() {
    let text = std::fs::read_to_string("tests/fixtures/hot_sums.txt").unwrap();
    let sum = text.lines().find(|l| !l.starts_with('#')).unwrap();
    // The work each part needs, in a universe with the same history.
    let mut u = Universe::new();
    let g = game(&mut u, sum);
    let w0 = u.work();
    u.thermograph(g);
    let thermo = u.work() - w0;
    u.reduced(g);
    let reduced = u.work() - w0 - thermo;
    assert!(thermo < reduced, "thermograph {thermo}, reduced {reduced}");

    let mut u = Universe::new();
    let g = game(&mut u, sum);
    let r = u.report_within(g, thermo);
    assert_eq!(r.canonical, u.show(g));
    assert!(r.thermograph.is_some() && r.mean.is_some());
    assert_eq!(r.reduced, None);
    let why = format!("stopped after {thermo} steps, the limit of this computation");
    assert_eq!(r.stopped, vec![format!("reduced: {why}")]);
    assert!(
        r.text()
            .contains(&format!("reduced       not computed ({why})\n")),
        "{}",
        r.text()
    );
    // With the work it needs, the same report has the reduced form.
    let full = u.report_within(g, reduced + thermo);
    let rcf = u.reduced(g);
    assert_eq!(full.reduced, Some(u.show(rcf)));
    assert!(full.stopped.is_empty());

    // The atomic weight of an all-small sum, stopped, is not computed
    // (not "none": the game has one).
    let terms = [
        "{0,{0|*}|{0|v}}",
        "{{0|*},*|0}",
        "{0||0|{0|*}}",
        "{^|*,vv*}",
        "{*|{v|0}}",
    ];
    let mut u = Universe::new();
    let g = game(&mut u, &terms.join(" + "));
    let r = u.report_within(g, 3);
    assert_eq!(r.atomic_weight, None);
    assert!(r
        .stopped
        .iter()
        .any(|s| s.starts_with("atomic weight: stopped after 3 steps")));
    let line = r
        .text()
        .lines()
        .find(|l| l.starts_with("atomic weight"))
        .unwrap()
        .to_string();
    assert_eq!(
        line,
        "atomic weight not computed (stopped after 3 steps, the limit of this computation)"
    );
    // Atomic weights add.
    let mut total = Universe::ZERO;
    for t in terms {
        let x = game(&mut u, t);
        let w = u.atomic_weight(x).unwrap();
        total = u.add(total, w);
    }
    let full = u.report_within(g, 1_000_000);
    assert_eq!(full.atomic_weight, Some(u.show(total)));
}
