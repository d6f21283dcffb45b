//! Scoring play (issue 40): U. Larsson, J. P. Neto, R. J. Nowakowski,
//! C. P. Santos, *Guaranteed scoring games*, Electron. J. Combin. 23(3)
//! (2016) #P3.27, arXiv:1505.07905 ("LNS 2016").
//!
//! **What could be read.** The stored copies of the paper at hand (ar5iv's
//! HTML of arXiv v1, the journal's LaTeX source, two PDF mirrors) give only
//! their opening: the title page, the abstract and the first lines of §1.
//! The body, with its worked examples, could not be read, so no example of
//! the body is asserted here (none is made up either). What this module
//! checks are the claims of the **abstract** (p. 1 of both versions), on
//! small games enumerated exhaustively or drawn at random, each claim
//! against the engine:
//!
//! 1. normal-play games are order-embedded into GS (every empty side
//!    scoring 0);
//! 2. GS with the disjunctive sum is a partially ordered monoid whose order
//!    is compatible with the sum (a quotient monoid of ordered classes);
//! 3. the monoid is not a group;
//! 4. a game that has an inverse has its conjugate ("switching the
//!    players") as inverse;
//! 5. GS contains the scoring games of Milnor and Ettinger (dicot games:
//!    a player is out of moves only in a number `<^a|^a>`).

use std::collections::BTreeSet;
use std::rc::Rc;

use pebbles::games::scoring::{
    parse_scoring, print, Parsed, Relation, ScoringAnswer, ScoringUniverse, Sg, SideSpec,
};

use super::scoring::{answer, game, gen, Rng, WORK};

fn parsed(u: &mut ScoringUniverse, text: &str) -> Sg {
    match parse_scoring(u, text).unwrap_or_else(|e| panic!("{text}: {e}")) {
        Parsed::Game(g) => g,
        Parsed::Compare(..) => panic!("{text}: a comparison"),
    }
}

/// Every subset of `items`, as vectors (the empty one first).
fn subsets<T: Clone>(items: &[T]) -> Vec<Vec<T>> {
    (0..1u32 << items.len())
        .map(|m| {
            items
                .iter()
                .enumerate()
                .filter(|(i, _)| (m >> i) & 1 == 1)
                .map(|(_, x)| x.clone())
                .collect()
        })
        .collect()
}

// ------------------------------------------------------------ normal play

/// A normal-play game form.
struct Np {
    l: Vec<Rc<Np>>,
    r: Vec<Rc<Np>>,
}

fn np(l: Vec<Rc<Np>>, r: Vec<Rc<Np>>) -> Rc<Np> {
    Rc::new(Np { l, r })
}

/// Conway's order: `G ≥ H` iff no `G^R ≤ H` and no `H^L ≥ G`.
fn np_ge(g: &Np, h: &Np) -> bool {
    !g.r.iter().any(|gr| np_ge(h, gr)) && !h.l.iter().any(|hl| np_ge(hl, g))
}

/// The normal-play disjunctive sum.
fn np_sum(g: &Rc<Np>, h: &Rc<Np>) -> Rc<Np> {
    let side = |gs: &[Rc<Np>], hs: &[Rc<Np>]| {
        let mut v: Vec<Rc<Np>> = gs.iter().map(|x| np_sum(x, h)).collect();
        v.extend(hs.iter().map(|y| np_sum(g, y)));
        v
    };
    np(side(&g.l, &h.l), side(&g.r, &h.r))
}

/// The embedding into scoring play: every empty side scores 0.
fn embed(g: &Np) -> String {
    let side = |s: &[Rc<Np>]| {
        if s.is_empty() {
            "^0".to_string()
        } else {
            s.iter().map(|x| embed(x)).collect::<Vec<_>>().join(",")
        }
    };
    format!("<{}|{}>", side(&g.l), side(&g.r))
}

/// The four normal-play games born by day 1: `0`, `*`, `1`, `−1`.
fn day1() -> [Rc<Np>; 4] {
    let zero = np(vec![], vec![]);
    [
        zero.clone(),
        np(vec![zero.clone()], vec![zero.clone()]),
        np(vec![zero.clone()], vec![]),
        np(vec![], vec![zero]),
    ]
}

/// Every normal-play form born by day 2: each side a subset of the four
/// games born by day 1 (256 forms, 22 values).
fn day2_forms() -> Vec<Rc<Np>> {
    let sides = subsets(&day1());
    let mut forms = Vec::new();
    for l in &sides {
        for r in &sides {
            forms.push(np(l.clone(), r.clone()));
        }
    }
    forms
}

/// Abstract (p. 1): "Normal-play games … are ordered embedded into GS".
/// Over all 256 normal-play forms born by day 2, `G ≥ H` in normal play
/// (Conway's order, computed here by its definition) exactly when their
/// embeddings compare so in GS; and the embedding of a normal-play sum is
/// the scoring sum of the embeddings (the same form), here the sums of
/// each of `0`, `*`, `1`, `−1` with every form born by day 2.
#[test]
fn abstract_normal_play_is_order_embedded() {
    let forms = day2_forms();
    let mut u = ScoringUniverse::new(WORK);
    let emb: Vec<Sg> = forms.iter().map(|g| parsed(&mut u, &embed(g))).collect();
    let mut ge_pairs = 0;
    for (i, g) in forms.iter().enumerate() {
        for (j, h) in forms.iter().enumerate() {
            let normal = np_ge(g, h);
            ge_pairs += usize::from(normal);
            assert_eq!(
                u.ge(emb[i], emb[j]).unwrap(),
                normal,
                "{} >= {}",
                embed(g),
                embed(h)
            );
        }
    }
    // Not vacuous: many pairs compare, many do not.
    eprintln!("day-2 normal-play forms: {ge_pairs} of 65536 pairs with G >= H");
    assert!(ge_pairs > 5_000 && ge_pairs < 60_000, "{ge_pairs}");
    for a in day1() {
        let ea = parsed(&mut u, &embed(&a));
        for (j, h) in forms.iter().enumerate() {
            let lit = parsed(&mut u, &embed(&np_sum(&a, h)));
            assert_eq!(
                u.sum(ea, emb[j]).unwrap(),
                lit,
                "{} + {}",
                embed(&a),
                embed(h)
            );
        }
    }
}

// ------------------------------------------------------------ the monoid

/// Random guaranteed games born by day 2 (the generator of
/// `tests/it/scoring.rs`), from the seeds `from..from + n`.
fn random_games(u: &mut ScoringUniverse, from: u64, n: u64) -> Vec<Sg> {
    (from..from + n)
        .map(|s| game(u, &gen(&mut Rng(s), 2, true)))
        .collect()
}

/// Abstract (p. 1): "GS form a partially ordered monoid … with
/// disjunctive sum as the operation … a quotient monoid with partially
/// ordered congruence classes". On 24 random guaranteed games: `0` is
/// neutral and the sum commutative and associative (as forms); `≥` is
/// reflexive and transitive, and antisymmetric on classes (`G ≥ H ≥ G`
/// gives one canonical form); and `G ≥ H` gives `G + X ≥ H + X` for six
/// more random games `X`.
#[test]
fn abstract_partially_ordered_monoid() {
    let mut u = ScoringUniverse::new(WORK);
    let gs = random_games(&mut u, 4_000, 24);
    let xs = random_games(&mut u, 5_000, 6);
    let zero = u.number(0).unwrap();
    let ge: Vec<Vec<bool>> = gs
        .iter()
        .map(|&a| gs.iter().map(|&b| u.ge(a, b).unwrap()).collect())
        .collect();
    let mut ordered = 0;
    for (i, &g) in gs.iter().enumerate() {
        assert!(ge[i][i]);
        assert_eq!(u.sum(g, zero).unwrap(), g);
        for (j, &h) in gs.iter().enumerate() {
            if !ge[i][j] {
                continue;
            }
            if ge[j][i] {
                assert_eq!(u.canonical(g).unwrap(), u.canonical(h).unwrap());
            }
            // Transitive: H >= K gives G >= K.
            for (&hk, &gk) in ge[j].iter().zip(&ge[i]) {
                assert!(!hk || gk, "{i} {j}");
            }
            if i == j {
                continue;
            }
            ordered += 1;
            for &x in &xs {
                let (a, b) = (u.sum(g, x).unwrap(), u.sum(h, x).unwrap());
                assert!(
                    u.ge(a, b).unwrap(),
                    "{} >= {} but not with {} added",
                    print(&u, g),
                    print(&u, h),
                    print(&u, x)
                );
            }
        }
    }
    for w in gs.windows(3) {
        let (a, b, c) = (w[0], w[1], w[2]);
        assert_eq!(u.sum(a, b).unwrap(), u.sum(b, a).unwrap());
        let (ab, bc) = (u.sum(a, b).unwrap(), u.sum(b, c).unwrap());
        assert_eq!(u.sum(ab, c).unwrap(), u.sum(a, bc).unwrap());
    }
    eprintln!(
        "{ordered} ordered pairs G >= H (G, H distinct) among {} random games",
        gs.len()
    );
    assert!(ordered >= 20, "{ordered}");
}

/// The guaranteed games with scores in −1..=1 born by day 1 whose sides
/// are a score or one or two of the day-0 games `<^a|^b>` (`a ≤ b`),
/// and those day-0 games: their distinct canonical forms. The set is
/// closed under conjugation.
fn small_values(u: &mut ScoringUniverse) -> Vec<Sg> {
    let mut day0 = Vec::new();
    for a in -1..=1 {
        for b in a..=1 {
            day0.push(u.make(SideSpec::Atom(a), SideSpec::Atom(b)).unwrap());
        }
    }
    let mut sides: Vec<SideSpec> = (-1..=1).map(SideSpec::Atom).collect();
    for (i, &x) in day0.iter().enumerate() {
        sides.push(SideSpec::Options(vec![x]));
        for &y in &day0[i + 1..] {
            sides.push(SideSpec::Options(vec![x, y]));
        }
    }
    let mut values = BTreeSet::new();
    for &g in &day0 {
        values.insert(u.canonical(g).unwrap());
    }
    for l in &sides {
        for r in &sides {
            let g = u.make(l.clone(), r.clone()).unwrap();
            if u.figures(g).guaranteed {
                values.insert(u.canonical(g).unwrap());
            }
        }
    }
    values.into_iter().collect()
}

// ------------------------------------------------------------ inverses

/// Abstract (p. 1): "The monoid is not a group". A witness of ours (the
/// body's examples could not be read): `G = <^0|^1>`, guaranteed (Left's
/// empty side scores 0 ≤ 1). By the definition of the sum, in
/// `G + (−G) = <^0|^1> + <^-1|^0>` both Left sides are empty, so the sum's
/// Left side is `∅^{0 + (−1)}`, and its Right side `∅^{1 + 0}`: the sum
/// is `<^-1|^1>`, where Left moving first scores −1, not 0 as in `0`. So
/// `−G` is no inverse, and (next test) no other game is; no game of
/// `small_values` is one.
#[test]
fn abstract_not_a_group() {
    let ScoringAnswer::Game(g) = answer("<^0|^1>") else {
        panic!()
    };
    assert!(g.guaranteed);
    assert_eq!(g.invertible, Some(false));
    let ScoringAnswer::Game(s) = answer("<^0|^1> - <^0|^1>") else {
        panic!()
    };
    assert_eq!(s.form.as_deref(), Some("<^-1|^1>"));
    assert_eq!(s.canonical.as_deref(), Some("<^-1|^1>"));
    assert_eq!((s.left_score, s.right_score), (-1, 1));
    let ScoringAnswer::Comparison(c) = answer("<^0|^1> - <^0|^1> == 0") else {
        panic!()
    };
    assert!(!c.result);
    let mut u = ScoringUniverse::new(WORK);
    let g = parsed(&mut u, "<^0|^1>");
    let zero = u.number(0).unwrap();
    for h in small_values(&mut u) {
        let s = u.sum(g, h).unwrap();
        assert_ne!(
            u.compare(s, zero).unwrap(),
            Relation::Equal,
            "{}",
            print(&u, h)
        );
    }
}

/// Abstract (p. 1): "if a game has an inverse it is obtained by
/// ‘switching the players’" (the conjugate `−G`). Over the distinct
/// values of `small_values`: every `H` with `G + H = 0` is `−G` (the same
/// canonical form); `G` has an inverse there exactly when `G − G = 0`;
/// both kinds occur.
#[test]
fn abstract_an_inverse_is_the_conjugate() {
    let mut u = ScoringUniverse::new(WORK);
    let vals = small_values(&mut u);
    let set: BTreeSet<Sg> = vals.iter().copied().collect();
    let zero = u.number(0).unwrap();
    let (mut invertible, mut not) = (0, 0);
    for &g in &vals {
        let ng = u.neg(g).unwrap();
        let cng = u.canonical(ng).unwrap();
        assert!(set.contains(&cng), "{}", print(&u, g));
        let mut inverses = Vec::new();
        for &h in &vals {
            let s = u.sum(g, h).unwrap();
            if u.compare(s, zero).unwrap() == Relation::Equal {
                inverses.push(h);
            }
        }
        let s = u.sum(g, ng).unwrap();
        if u.compare(s, zero).unwrap() == Relation::Equal {
            invertible += 1;
            assert_eq!(inverses, vec![cng], "{}", print(&u, g));
        } else {
            not += 1;
            assert!(inverses.is_empty(), "{}", print(&u, g));
        }
    }
    eprintln!("{} values: {invertible} invertible, {not} not", vals.len());
    assert!(invertible > 0 && not > 0);
}

// ------------------------------------------------------------ subclasses

/// Abstract (p. 1): GS includes, "as subclasses, the scoring games
/// considered by Milnor (1953), Ettinger (1996)": dicot games, where a
/// player is out of moves only when both are, in a number `<^a|^a>`
/// (LNS's companion paper, arXiv:1505.01907, names Ettinger's games so in
/// its abstract). Every dicot game built here is guaranteed: the numbers
/// −1, 0, 1; the 49 games with non-empty sets of them on each side; the
/// 2 704 games with one of those 52 on each side. (Johnson's well-tempered
/// games, the third subclass named, are not checked here.)
#[test]
fn abstract_dicot_games_are_guaranteed() {
    let mut u = ScoringUniverse::new(WORK);
    let nums: Vec<Sg> = (-1..=1).map(|n| u.number(n).unwrap()).collect();
    let sides: Vec<Vec<Sg>> = subsets(&nums)
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect();
    let mut games = nums;
    for l in &sides {
        for r in &sides {
            let g = u.make(SideSpec::Options(l.clone()), SideSpec::Options(r.clone()));
            games.push(g.unwrap());
        }
    }
    let day1 = games.clone();
    for &l in &day1 {
        for &r in &day1 {
            let g = u.make(SideSpec::Options(vec![l]), SideSpec::Options(vec![r]));
            games.push(g.unwrap());
        }
    }
    assert_eq!(games.len(), 3 + 49 + 52 * 52);
    for &g in &games {
        assert!(u.figures(g).guaranteed, "{}", print(&u, g));
    }
}
