//! Scoring play (issue 40), the worked examples left over from
//! `tests/it/scoring.rs`: the rest of the Scoring Games Calculator's user
//! guide (J. P. Neto, draft of October 9, 2015, in jpneto/ScoringGames),
//! and the properties of guaranteed scoring games that the calculator's
//! repository checks with QuickCheck (its user guide's "testing
//! properties" and its file `paper2.hs`, properties `prop12` to `prop28`
//! of LNS 2016's games), here on random guaranteed games, with the
//! oracle of `tests/it/scoring.rs` where a score is at stake.

use std::collections::HashMap;

use pebbles::games::scoring::{
    parse_scoring, Parsed, Relation, ScoringAnswer, ScoringUniverse, Side, SideSpec,
};
use proptest::prelude::*;

use super::scoring::{answer, canon, family, game, gen, holds, profile, score, tree_of, Rng, WORK};

fn parsed(u: &mut ScoringUniverse, text: &str) -> pebbles::games::scoring::Sg {
    match parse_scoring(u, text).unwrap() {
        Parsed::Game(g) => g,
        Parsed::Compare(..) => panic!("{text}: a comparison"),
    }
}

/// User guide, "testing properties": `getCanonize` and `getCanonizeList`
/// print random games the calculator makes guaranteed and canonical; and
/// "converting strings into games" (`BE (-3) 7`, `Nu (-6)`, `LE 5 [Nu 8]`).
/// Each is its own canonical form here but one.
#[test]
fn user_guide_canonical_samples() {
    for g in [
        "<4|^6>",
        "<4|^8>",
        "<0,<^-9|^7>|<^-1|^5>>",
        "5",
        "<^-10|^-9>",
        "<1|-3>",
        "0",
        "<^4|^10>",
        "3",
        "8",
        "<^-3|^7>",
        "-6",
        "<^5|8>",
    ] {
        assert_eq!(canon(g), g);
    }
    // The guide's first sample keeps the Right option <^-4|^3>, which
    // <^-5|-2> dominates (Right prefers the smaller; LNS 2016 §4): the
    // engine removes it, and no sum with the test family tells the two
    // forms apart.
    let sample = "<<4|-3>|<^-5|-2>,<^-4|^3>>";
    assert_eq!(canon(sample), "<<4|-3>|<^-5|-2>>");
    assert!(holds("<^-5|-2> <= <^-4|^3>"));
    assert!(holds(&format!("{sample} == <<4|-3>|<^-5|-2>>")));
    let mut u = ScoringUniverse::new(WORK);
    let (a, b) = (parsed(&mut u, sample), parsed(&mut u, "<<4|-3>|<^-5|-2>>"));
    let (fam, mut memo) = (family(), HashMap::new());
    assert_eq!(
        profile(&tree_of(&u, a), &fam, &mut memo),
        profile(&tree_of(&u, b), &fam, &mut memo)
    );
}

/// User guide, "stable": `stable G` is `ls G <= rs G`; `BE 2 1` is not
/// stable (nor guaranteed), `RE [Op [Nu 4] [Nu (-3)]] (-2)` is stable
/// though not guaranteed. The report gives both scores.
#[test]
fn user_guide_stable() {
    for (g, scores, stable) in [("<^2|^1>", (2, 1), false), ("<<4|-3>|^-2>", (-3, -2), true)] {
        let ScoringAnswer::Game(r) = answer(g) else {
            panic!("{g}")
        };
        assert_eq!((r.left_score, r.right_score), scores, "{g}");
        assert_eq!(r.left_score <= r.right_score, stable, "{g}");
        assert!(!r.guaranteed, "{g}");
    }
}

/// User guide, "Conway games": `zeta (-1) 32` (= `scgDiatic (-1,32)`),
/// the number −1/32 embedded, prints `<<<<<<^0|0>|0>|0>|0>|0>|0>`;
/// `scgStar 2` (= `star2`) prints `<<0|0>,<<0|0>|<0|0>>|<0|0>,<<0|0>|<0|0>>>`,
/// {*, {*|*} | *, {*|*}}. The embedding keeps normal play's order and sums
/// (LNS 2016 §2): −1 < −1/32 < 0, −1/32 − 1/32 = −1/16; {*|*} = 0, so
/// `star2` is *2 = {0, * | 0, *}, confused with 0, and *2 + *2 = 0.
#[test]
fn user_guide_conway_games() {
    let z32 = "<<<<<<^0|0>|0>|0>|0>|0>|0>";
    let z16 = "<<<<<^0|0>|0>|0>|0>|0>";
    assert!(holds(&format!("hat(-1) < {z32}")));
    assert!(holds(&format!("{z32} < 0")));
    assert!(holds(&format!("{z32} + {z32} == {z16}")));
    assert!(holds(&format!("{z16} < {z32}")));
    let star2 = "<<0|0>,<<0|0>|<0|0>>|<0|0>,<<0|0>|<0|0>>>";
    assert!(holds("<<0|0>|<0|0>> == 0"));
    assert!(holds(&format!("{star2} == <0,<0|0>|0,<0|0>>")));
    assert!(holds(&format!("{star2} <> 0")));
    assert!(holds(&format!("{star2} <> <0|0>")));
    assert!(holds(&format!("{star2} + {star2} == 0")));
}

/// User guide, "testing properties": `test2 (\g1 g2 -> g2 <=. ls_d
/// (g1+g1))` finds the counterexample g1 = −3, g2 = −2: Ls̲(−3 + −3) = −6.
#[test]
fn user_guide_counterexample() {
    let ScoringAnswer::Game(r) = answer("-3 + -3") else {
        panic!()
    };
    assert_eq!(r.canonical.as_deref(), Some("-6"));
    assert_eq!(r.stops.unwrap().ls_right_passes, -6);
    assert!(holds("-2 > -3 + -3"));
}

/// `<^n | n+1>`, the game `LE n [Nu (n+1)]` of the properties.
fn waiting(u: &mut ScoringUniverse, n: i64) -> pebbles::games::scoring::Sg {
    let next = u.number(n + 1).unwrap();
    u.make(SideSpec::Atom(n), SideSpec::Options(vec![next]))
        .unwrap()
}

fn spec(s: &Side) -> SideSpec {
    match s {
        Side::Atom(a) => SideSpec::Atom(*a),
        Side::Options(o) => SideSpec::Options(o.to_vec()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// The user guide's "testing properties": `ls g >= ls_d g`;
    /// `ls_d (g1+g2) <= ls_d g1 + ls_d g2` ("it is a theorem"); and
    /// `ls_d (g + LE n [Nu (n+1)]) == ls_d g + n` (also `prop18` of
    /// `paper2.hs`), with `prop25`: `ls (g + LE n [Nu (n+1)]) >= ls_d g + n`.
    #[test]
    fn user_guide_properties(a in any::<u64>(), b in any::<u64>(), n in -3i64..=3) {
        let (s, t) = (gen(&mut Rng(a), 3, true), gen(&mut Rng(b), 2, true));
        let mut u = ScoringUniverse::new(WORK);
        let (g, h) = (game(&mut u, &s), game(&mut u, &t));
        let (fg, fh) = (u.figures(g), u.figures(h));
        prop_assert!(fg.ls >= fg.ls_lo, "{}", s.key);
        let gh = u.sum(g, h).unwrap();
        prop_assert!(u.figures(gh).ls_lo <= fg.ls_lo + fh.ls_lo, "{} + {}", s.key, t.key);
        let w = waiting(&mut u, n);
        let gw = u.sum(g, w).unwrap();
        prop_assert_eq!(u.figures(gw).ls_lo, fg.ls_lo + n, "{} + <^{}|{}>", s.key, n, n + 1);
        prop_assert!(u.figures(gw).ls >= fg.ls_lo + n);
    }

    /// `prop12` of `paper2.hs`: a game born by day 4 has
    /// `ls_ g == ls (g - hat 4)`: four waiting moves of Right's are as good
    /// as passing whenever she likes. The right side by the oracle's
    /// recursion over the sum, the left by the engine's pass stops.
    #[test]
    fn paper2_prop12_passes_are_waiting_moves(a in any::<u64>()) {
        let s = gen(&mut Rng(a), 3, true);
        let mut u = ScoringUniverse::new(WORK);
        let g = game(&mut u, &s);
        prop_assume!(u.figures(g).birthday <= 4);
        let hat = parsed(&mut u, "hat(-4)");
        let parts = [s.clone(), tree_of(&u, hat)];
        let mut memo = HashMap::new();
        prop_assert_eq!(u.figures(g).ls_lo, score(&parts, true, &mut memo), "{}", s.key);
    }

    /// `prop16` of `paper2.hs`: `g1 > 0` and `g2 >= 0` give `g1 + g2 > 0`.
    /// Random games shifted up so that their least score is 1 and 0
    /// (most are then `> 0` and `>= 0`; the others are left out).
    #[test]
    fn paper2_prop16_positive_plus_nonnegative(a in any::<u64>(), b in any::<u64>()) {
        let (s, t) = (gen(&mut Rng(a), 2, true), gen(&mut Rng(b), 2, true));
        let mut u = ScoringUniverse::new(WORK);
        let (g, h, zero) = (game(&mut u, &s), game(&mut u, &t), u.number(0).unwrap());
        let (gm, hm) = (u.figures(g).min_score, u.figures(h).min_score);
        let (g, h) = (u.shift(g, 1 - gm).unwrap(), u.shift(h, -hm).unwrap());
        let (gz, hz) = (u.compare(g, zero).unwrap(), u.compare(h, zero).unwrap());
        prop_assume!(gz == Relation::Greater && matches!(hz, Relation::Greater | Relation::Equal));
        let gh = u.sum(g, h).unwrap();
        prop_assert_eq!(u.compare(gh, zero).unwrap(), Relation::Greater, "{} + {}", s.key, t.key);
    }

    /// `prop27` and `prop28` of `paper2.hs`, on canonical forms: removing
    /// a Left option of a game with two or more never helps Left (`g >= h`);
    /// and `h = <^ls_ g | g^R>`, when guaranteed and not `g` itself, is at
    /// most `g`.
    #[test]
    fn paper2_prop27_prop28_options(a in any::<u64>()) {
        let s = gen(&mut Rng(a), 3, true);
        let mut u = ScoringUniverse::new(WORK);
        let g0 = game(&mut u, &s);
        let g = u.canonical(g0).unwrap();
        let node = u.node(g).clone();
        let left = u.left(g).to_vec();
        if left.len() >= 2 {
            for i in 0..left.len() {
                let mut rest = left.clone();
                rest.remove(i);
                let h = u.make(SideSpec::Options(rest), spec(&node.right)).unwrap();
                prop_assert!(u.ge(g, h).unwrap(), "{}: option {}", s.key, i);
            }
        }
        if !u.right(g).is_empty() {
            let ls_lo = u.figures(g).ls_lo;
            let h = u.make(SideSpec::Atom(ls_lo), spec(&node.right)).unwrap();
            if h != g && u.figures(h).guaranteed {
                prop_assert!(u.ge(g, h).unwrap(), "{}", s.key);
            }
        }
    }
}
