//! Scoring play (issue 40) against a deliberately simple oracle: games as
//! plain trees, the optimal scores of a disjunctive sum by recursion over
//! its positions straight from the definitions (the player to move picks a
//! component with a move on her side; when no component has one, the game
//! ends and the score is the sum of the components' empty sides' scores).
//! The engine's canonical forms, comparisons and sums are checked against
//! the scores of `G + X` over a family of test games `X`; then the
//! worked examples of the Scoring Games Calculator's user guide and of
//! LNS 2016, and Cumulative Subtraction heaps against the zero-sum table.

use std::collections::HashMap;
use std::rc::Rc;

use pebbles::games::common::{Player, Ties};
use pebbles::games::cumulative_subtraction::{Parts, Rules, Solver};
use pebbles::games::scoring::{
    cs_games, parse_scoring, print, scoring_expr, Parsed, Relation, ScoringAnswer, ScoringError,
    ScoringUniverse, Sg, Side as ESide,
};
use proptest::prelude::*;

// ---------------------------------------------------------------- oracle

#[derive(Clone, Debug)]
pub(crate) enum Side {
    Atom(i64),
    Opts(Vec<Rc<T>>),
}

/// A game tree with its text (the memo's key).
#[derive(Debug)]
pub(crate) struct T {
    pub(crate) l: Side,
    pub(crate) r: Side,
    pub(crate) key: String,
}

fn side_text(s: &Side) -> String {
    match s {
        Side::Atom(a) => format!("^{a}"),
        Side::Opts(v) => v
            .iter()
            .map(|t| t.key.clone())
            .collect::<Vec<_>>()
            .join(","),
    }
}

pub(crate) fn node(l: Side, r: Side) -> Rc<T> {
    let key = format!("<{}|{}>", side_text(&l), side_text(&r));
    Rc::new(T { l, r, key })
}

fn atoms_of(t: &T, out: &mut Vec<i64>) {
    for s in [&t.l, &t.r] {
        match s {
            Side::Atom(a) => out.push(*a),
            Side::Opts(v) => v.iter().for_each(|o| atoms_of(o, out)),
        }
    }
}

/// The guaranteed condition, by its definition at every subposition.
fn oracle_guaranteed(t: &T) -> bool {
    let mut all = Vec::new();
    atoms_of(t, &mut all);
    let (lo, hi) = (*all.iter().min().unwrap(), *all.iter().max().unwrap());
    let here = match (&t.l, &t.r) {
        (Side::Atom(l), _) if *l > lo => false,
        (_, Side::Atom(r)) if *r < hi => false,
        _ => true,
    };
    let opts = |s: &Side| match s {
        Side::Atom(_) => Vec::new(),
        Side::Opts(v) => v.clone(),
    };
    here && opts(&t.l)
        .iter()
        .chain(opts(&t.r).iter())
        .all(|o| oracle_guaranteed(o))
}

/// Optimal score of the sum of `parts`, `left` to move.
pub(crate) fn score(parts: &[Rc<T>], left: bool, memo: &mut HashMap<(String, bool), i64>) -> i64 {
    let mut keys: Vec<&str> = parts.iter().map(|p| p.key.as_str()).collect();
    keys.sort();
    let k = (keys.join("+"), left);
    if let Some(&s) = memo.get(&k) {
        return s;
    }
    let mut best: Option<i64> = None;
    let mut ended = 0i64;
    for (i, p) in parts.iter().enumerate() {
        match if left { &p.l } else { &p.r } {
            Side::Atom(a) => ended += a,
            Side::Opts(v) => {
                for o in v {
                    let mut next = parts.to_vec();
                    next[i] = o.clone();
                    let s = score(&next, !left, memo);
                    best = Some(match best {
                        None => s,
                        Some(b) if left => b.max(s),
                        Some(b) => b.min(s),
                    });
                }
            }
        }
    }
    let s = best.unwrap_or(ended);
    memo.insert(k, s);
    s
}

pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as u64) as i64
    }
}

/// A random game; guaranteed by construction when `guaranteed` (an empty
/// side's score is put at or beyond every score below it).
pub(crate) fn gen(rng: &mut Rng, depth: u32, guaranteed: bool) -> Rc<T> {
    if depth == 0 || rng.below(4) == 0 {
        let a = rng.range(-3, 3);
        let b = if guaranteed {
            a + rng.range(0, 2)
        } else {
            rng.range(-3, 3)
        };
        return node(Side::Atom(a), Side::Atom(b));
    }
    let side = |rng: &mut Rng| -> Option<Vec<Rc<T>>> {
        if rng.below(4) == 0 {
            return None;
        }
        Some(
            (0..rng.range(1, 2))
                .map(|_| gen(rng, depth - 1, guaranteed))
                .collect(),
        )
    };
    let (l, r) = (side(rng), side(rng));
    let mut all = Vec::new();
    for o in l.iter().chain(r.iter()).flatten() {
        atoms_of(o, &mut all);
    }
    let (lo, hi) = match (all.iter().min(), all.iter().max()) {
        (Some(&lo), Some(&hi)) => (lo, hi),
        _ => {
            let a = rng.range(-3, 3);
            return node(Side::Atom(a), Side::Atom(a + rng.range(0, 2)));
        }
    };
    let atom = |rng: &mut Rng, left: bool| {
        if !guaranteed {
            rng.range(-3, 3)
        } else if left {
            lo - rng.range(0, 1)
        } else {
            hi + rng.range(0, 1)
        }
    };
    let l = l.map_or_else(|| Side::Atom(atom(rng, true)), Side::Opts);
    let r = r.map_or_else(|| Side::Atom(atom(rng, false)), Side::Opts);
    node(l, r)
}

/// The engine's form as an oracle tree (read from the universe's nodes).
pub(crate) fn tree_of(u: &ScoringUniverse, g: Sg) -> Rc<T> {
    let n = u.node(g);
    let side = |s: &ESide| match s {
        ESide::Atom(a) => Side::Atom(*a),
        ESide::Options(o) => Side::Opts(o.iter().map(|&x| tree_of(u, x)).collect()),
    };
    node(side(&n.left), side(&n.right))
}

pub(crate) fn game(u: &mut ScoringUniverse, t: &T) -> Sg {
    match parse_scoring(u, &t.key).unwrap() {
        Parsed::Game(g) => g,
        Parsed::Compare(..) => unreachable!(),
    }
}

/// The test family: every `<^a|^b>` with `-2 ≤ a ≤ b ≤ 2`, `\hat{±1}`,
/// `\hat{±2}`, `<0|0>`, and 40 random guaranteed games born by day 2.
pub(crate) fn family() -> Vec<Rc<T>> {
    let mut f = Vec::new();
    for a in -2..=2 {
        for b in a..=2 {
            f.push(node(Side::Atom(a), Side::Atom(b)));
        }
    }
    let zero = node(Side::Atom(0), Side::Atom(0));
    let mut up = zero.clone();
    let mut down = zero.clone();
    for _ in 0..2 {
        up = node(Side::Opts(vec![up]), Side::Atom(0));
        down = node(Side::Atom(0), Side::Opts(vec![down]));
        f.push(up.clone());
        f.push(down.clone());
    }
    f.push(node(Side::Opts(vec![zero.clone()]), Side::Opts(vec![zero])));
    let mut rng = Rng(40);
    for _ in 0..40 {
        f.push(gen(&mut rng, 2, true));
    }
    f
}

/// `(Ls, Rs)` of `G + X` for every `X` of the family.
pub(crate) fn profile(
    g: &Rc<T>,
    fam: &[Rc<T>],
    memo: &mut HashMap<(String, bool), i64>,
) -> Vec<(i64, i64)> {
    fam.iter()
        .map(|x| {
            let parts = [g.clone(), x.clone()];
            (score(&parts, true, memo), score(&parts, false, memo))
        })
        .collect()
}

pub(crate) const WORK: u64 = 50_000_000;

// ---------------------------------------------------------------- properties

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Ls, Rs and the guaranteed condition of any game (guaranteed or not)
    /// as the definitions give them.
    #[test]
    fn scores_and_guaranteed_match_the_definitions(seed in any::<u64>()) {
        let t = gen(&mut Rng(seed), 3, false);
        let mut u = ScoringUniverse::new(WORK);
        let g = game(&mut u, &t);
        let f = u.figures(g);
        let mut memo = HashMap::new();
        prop_assert_eq!(f.ls, score(std::slice::from_ref(&t), true, &mut memo));
        prop_assert_eq!(f.rs, score(std::slice::from_ref(&t), false, &mut memo));
        prop_assert_eq!(f.guaranteed, oracle_guaranteed(&t), "{}", t.key);
        if !f.guaranteed {
            let refused = matches!(u.canonical(g), Err(ScoringError::NotGuaranteed { .. }));
            prop_assert!(refused);
        }
    }

    /// The canonical form plays like the game in every sum with the family,
    /// compares equal to it, and is a fixed point.
    #[test]
    fn canonical_form_is_equivalent(seed in any::<u64>()) {
        let fam = family();
        let t = gen(&mut Rng(seed), 3, true);
        let mut u = ScoringUniverse::new(WORK);
        let g = game(&mut u, &t);
        prop_assert!(u.figures(g).guaranteed);
        let c = u.canonical(g).unwrap();
        prop_assert_eq!(u.compare(g, c).unwrap(), Relation::Equal);
        prop_assert_eq!(u.canonical(c).unwrap(), c);
        prop_assert!(u.figures(c).birthday <= u.figures(g).birthday);
        let mut memo = HashMap::new();
        let ct = tree_of(&u, c);
        prop_assert_eq!(profile(&t, &fam, &mut memo), profile(&ct, &fam, &mut memo), "{} vs {}", t.key, ct.key);
    }

    /// `G ≥ H` by the engine agrees with the scores of `G + X` and `H + X`
    /// over the family: never contradicted; and equal values have the same
    /// canonical form.
    #[test]
    fn comparison_agrees_with_sums(a in any::<u64>(), b in any::<u64>()) {
        let fam = family();
        let (s, t) = (gen(&mut Rng(a), 2, true), gen(&mut Rng(b), 2, true));
        let mut u = ScoringUniverse::new(WORK);
        let (g, h) = (game(&mut u, &s), game(&mut u, &t));
        let mut memo = HashMap::new();
        let (ps, pt) = (profile(&s, &fam, &mut memo), profile(&t, &fam, &mut memo));
        let ge_by_family = ps.iter().zip(&pt).all(|(x, y)| x.0 >= y.0 && x.1 >= y.1);
        let le_by_family = ps.iter().zip(&pt).all(|(x, y)| x.0 <= y.0 && x.1 <= y.1);
        let rel = u.compare(g, h).unwrap();
        if matches!(rel, Relation::Equal | Relation::Greater) {
            prop_assert!(ge_by_family, "{} >= {} but a sum says no", s.key, t.key);
        }
        if matches!(rel, Relation::Equal | Relation::Less) {
            prop_assert!(le_by_family, "{} <= {} but a sum says no", s.key, t.key);
        }
        if rel == Relation::Equal {
            prop_assert_eq!(u.canonical(g).unwrap(), u.canonical(h).unwrap());
        }
    }

    /// Sums and conjugates: commutative, `0` neutral, the conjugate an
    /// involution that swaps and negates the stops, canonical forms of sums
    /// independent of the summands' forms (uniqueness), `−(G+H) = −G + −H`.
    #[test]
    fn sum_and_negation_laws(a in any::<u64>(), b in any::<u64>()) {
        let (s, t) = (gen(&mut Rng(a), 2, true), gen(&mut Rng(b), 2, true));
        let mut u = ScoringUniverse::new(WORK);
        let (g, h) = (game(&mut u, &s), game(&mut u, &t));
        let gh = u.sum(g, h).unwrap();
        prop_assert_eq!(gh, u.sum(h, g).unwrap());
        let zero = u.number(0).unwrap();
        prop_assert_eq!(u.sum(g, zero).unwrap(), g);
        let ng = u.neg(g).unwrap();
        prop_assert_eq!(u.neg(ng).unwrap(), g);
        prop_assert_eq!(u.figures(ng).ls, -u.figures(g).rs);
        prop_assert!(u.figures(gh).guaranteed);
        let c = u.canonical(gh).unwrap();
        let (cg, ch) = (u.canonical(g).unwrap(), u.canonical(h).unwrap());
        let cs = u.sum(cg, ch).unwrap();
        prop_assert_eq!(u.canonical(cs).unwrap(), c);
        let nh = u.neg(h).unwrap();
        let n_sum = u.neg(gh).unwrap();
        let sum_n = u.sum(ng, nh).unwrap();
        prop_assert_eq!(u.canonical(n_sum).unwrap(), u.canonical(sum_n).unwrap());
        let nc = u.neg(c).unwrap();
        prop_assert_eq!(u.canonical(n_sum).unwrap(), nc);
        // The sum's scores are the oracle's scores of the two components.
        let mut memo = HashMap::new();
        let parts = [s.clone(), t.clone()];
        prop_assert_eq!(u.figures(gh).ls, score(&parts, true, &mut memo));
        prop_assert_eq!(u.figures(gh).rs, score(&parts, false, &mut memo));
    }
}

/// The engine says `G ≥ H` fails for pairs where some `X` of the family
/// shows it fails: the family distinguishes most pairs the engine does.
#[test]
fn comparison_refutations_have_witnesses() {
    let fam = family();
    let mut memo = HashMap::new();
    let mut rng = Rng(7);
    let (mut refuted, mut witnessed) = (0, 0);
    for _ in 0..150 {
        let (s, t) = (gen(&mut rng, 2, true), gen(&mut rng, 2, true));
        let mut u = ScoringUniverse::new(WORK);
        let (g, h) = (game(&mut u, &s), game(&mut u, &t));
        if !u.ge(g, h).unwrap() {
            refuted += 1;
            let (ps, pt) = (profile(&s, &fam, &mut memo), profile(&t, &fam, &mut memo));
            if ps.iter().zip(&pt).any(|(x, y)| x.0 < y.0 || x.1 < y.1) {
                witnessed += 1;
            }
        }
    }
    eprintln!("G >= H refuted {refuted} times, {witnessed} with a witness in the family");
    assert!(refuted > 20);
    assert!(witnessed * 10 >= refuted * 9, "{witnessed} of {refuted}");
}

// ---------------------------------------------------------------- examples

pub(crate) fn answer(text: &str) -> ScoringAnswer {
    scoring_expr(text, WORK).unwrap_or_else(|e| panic!("{text}: {e}"))
}

pub(crate) fn canon(text: &str) -> String {
    match answer(text) {
        ScoringAnswer::Game(r) => r
            .canonical
            .unwrap_or_else(|| panic!("{text}: not guaranteed")),
        ScoringAnswer::Comparison(c) => panic!("{text}: a comparison {c:?}"),
    }
}

pub(crate) fn holds(text: &str) -> bool {
    match answer(text) {
        ScoringAnswer::Comparison(c) => c.result,
        ScoringAnswer::Game(r) => panic!("{text}: a game {r:?}"),
    }
}

/// The same literal form (hash-consed: one handle), whatever the order of
/// the options as written.
fn same_form(a: &str, b: &str) {
    let mut u = ScoringUniverse::new(WORK);
    let (Parsed::Game(g), Parsed::Game(h)) = (
        parse_scoring(&mut u, a).unwrap(),
        parse_scoring(&mut u, b).unwrap(),
    ) else {
        panic!("not games")
    };
    assert_eq!(g, h, "{} is not {}", print(&u, g), print(&u, h));
}

/// Scoring Games Calculator user guide (draft of October 9, 2015), §2.1
/// "Constructors", "conjugate", "stops", "rank", "guaranteed".
#[test]
fn user_guide_constructors_and_figures() {
    // Constructors: `Op [Nu 1, g1] [Nu (-1)]` with g1 = LE 3 [Nu 4].
    same_form("<1,<^3|4>|-1>", "<<^3|4>,1|-1>");
    // conjugate (RE [Nu 4] (-1)) = <^1|-4>.
    same_form("-<4|^-1>", "<^1|-4>");
    // stops: g"<^-5|<<-1|1>|3>>": rs = 1, ls = -5.
    let ScoringAnswer::Game(r) = answer("<^-5|<<-1|1>|3>>") else {
        panic!()
    };
    assert_eq!((r.left_score, r.right_score), (-5, 1));
    // "testing properties": <<2|^5>|^5> has ls 5 and ls_d (Right may pass) 2.
    let ScoringAnswer::Game(r) = answer("<<2|^5>|^5>") else {
        panic!()
    };
    assert_eq!(r.left_score, 5);
    assert_eq!(r.stops.unwrap().ls_right_passes, 2);
    // rank: 412 is born on day 0, <<^1|2>,2|<1|1>> on day 2.
    let mut u = ScoringUniverse::new(WORK);
    for (text, day) in [("412", 0), ("<<^1|2>,2|<1|1>>", 2)] {
        let Parsed::Game(g) = parse_scoring(&mut u, text).unwrap() else {
            panic!()
        };
        assert_eq!(u.figures(g).birthday, day, "{text}");
    }
    // guaranteed: RE [Op [Nu 4] [Nu (-3)]] (-2) is not, with -4 it is.
    let ScoringAnswer::Game(r) = answer("<<4|-3>|^-2>") else {
        panic!()
    };
    assert!(!r.guaranteed && r.reason.is_some() && r.canonical.is_none());
    assert_eq!((r.left_score, r.right_score), (-3, -2));
    let ScoringAnswer::Game(r) = answer("<<-4|-3>|^-2>") else {
        panic!()
    };
    assert!(r.guaranteed);
}

/// User guide, "disjunctive sum of games": g1 = LE (-3) [Op [2] [1]],
/// g2 = RE [-3] 0; `g1 # g2` (the literal sum; LNS 2016's example of a sum
/// with an empty side, also the calculator's test game `gr5`), `g1 + g2`
/// and `g1 - g2` (canonical).
#[test]
fn user_guide_sums() {
    let mut u = ScoringUniverse::new(WORK);
    let Parsed::Game(s) = parse_scoring(&mut u, "<^-3|<2|1>> + <-3|^0>").unwrap() else {
        panic!()
    };
    let Parsed::Game(lit) =
        parse_scoring(&mut u, "<<^-6|<-1|-2>>|<<-1|^2>,<-1|-2>|<-2|^1>>>").unwrap()
    else {
        panic!()
    };
    assert_eq!(s, lit);
    assert_eq!(canon("<^-3|<2|1>> + <-3|^0>"), "<<^-6|^-1>|^2>");
    assert_eq!(canon("<^-3|<2|1>> - <-3|^0>"), "<^-3|<^0|^5>>");
}

/// User guide, "invertible", "canonize", "relational operators".
#[test]
fn user_guide_canonize_and_compare() {
    assert_eq!(canon("<2|2> - <2|2>"), "0");
    assert_eq!(canon("<<2|2,<2|2>>,<1|1>|<<<^4|4>|<4|^4>>|-5>>"), "<^2|^4>");
    // "Game options manipulation": g"<2|<^-3|-2>,<4|-4>,-5>" is shown with
    // its three Right options (no reduction applies).
    same_form(&canon("<2|<^-3|-2>,<4|-4>,-5>"), "<2|-5,<^-3|-2>,<4|-4>>");
    assert!(holds("3 >= 2"));
    assert!(!holds("3 <= 2"));
    // The guide prints `5 >== g"<^-4|6>"` as True. By the definition it is
    // false: with X = 0, Right moving first scores 5 in 5 and 6 in
    // <^-4|6> (she must move to 6); Left first, 5 against -4. Confused.
    assert!(!holds("5 >= <^-4|6>"));
    assert!(holds("5 <> <^-4|6>"));
}

/// User guide, "Conway games": `hat` (scgInt) and the embedding of
/// normal-play games (every empty side scores 0); star = <0|0>,
/// down = <<0|0>|0>; canonize (Op [star, hat 1] [LE 0 [down]]) =
/// <<0|^0>|<^0|0>>.
#[test]
fn user_guide_normal_play_embedding() {
    same_form("hat(-5)", "<^0|<^0|<^0|<^0|<^0|0>>>>>");
    same_form("hat(2)", "<<0|^0>|^0>");
    assert_eq!(canon("<<0|0>, hat(1) | <^0|<<0|0>|0>>>"), "<<0|^0>|<^0|0>>");
    // Normal-play order is kept: 1 > 0 > -1, * confused with 0, up > 0.
    assert!(holds("hat(1) > 0"));
    assert!(holds("0 > hat(-1)"));
    assert!(holds("<0|0> <> 0"));
    assert!(holds("<0|<0|0>> > 0"));
    assert!(holds("hat(1) + hat(-1) == 0"));
    assert!(holds("<0|0> + <0|0> == 0"));
    // 1/2 = {0|1} embedded is less than 1, and 1/2 + 1/2 = 1.
    assert!(holds("<0|<0|^0>> < hat(1)"));
    assert!(holds("<0|<0|^0>> + <0|<0|^0>> == hat(1)"));
}

/// Input errors name the token; limits refuse before work.
#[test]
fn bad_input_is_refused_by_name() {
    let e = |t: &str| scoring_expr(t, WORK).unwrap_err().to_string();
    assert!(e("<1|>").contains("empty side"), "{}", e("<1|>"));
    assert!(e("<1/2|3>").contains("`1/2`"), "{}", e("<1/2|3>"));
    assert!(e("<1|2> +").contains("end of input"));
    assert!(e("<1|x>").contains("`x`"));
    assert!(e("^3").contains("empty side inside"));
    assert!(e(&"<".repeat(500)).contains("nested more than"));
    assert!(e(&"1+".repeat(20_000)).contains("over the limit"));
    assert!(e("99999999999999999999").contains("`99999999999999999999`"));
    assert!(e("<<4|-3>|^-2> >= 0").contains("not a guaranteed"));
    assert!(e("hat(100000)").contains("born on day"));
    // A small work limit stops a big sum.
    let big = "<<1|2>,<3|4>|<5|6>,<7|8>>";
    let sum = [big; 12].join(" + ");
    let err = scoring_expr(&sum, 10_000).unwrap_err();
    assert!(matches!(err, ScoringError::Limit { .. }), "{err}");
}

// ---------------------------------------------------------------- CS heaps

fn table(rules: &Rules, heap: u32) -> Vec<(i64, i64)> {
    let t = Solver::with_parts(rules.clone(), Ties::default(), heap, Parts::ZERO_SUM)
        .unwrap()
        .finish();
    (0..=heap)
        .map(|x| (t.zero_sum(x, Player::Left), t.zero_sum(x, Player::Right)))
        .collect()
}

/// A CS heap's scoring game has the zero-sum table's scores, heaps 0..=30,
/// for three symmetric sets and a partizan one; the symmetric ones are
/// guaranteed, and their canonical forms keep the scores at every heap.
#[test]
fn cs_heaps_match_the_zero_sum_table() {
    let sets = [
        Rules::symmetric(vec![1, 2]),
        Rules::symmetric(vec![2, 3]),
        Rules::symmetric(vec![1, 3, 4]),
        Rules::partizan(vec![2, 3], vec![1, 4]),
    ];
    for rules in &sets {
        let mut u = ScoringUniverse::new(WORK);
        let games = cs_games(&mut u, rules, 30).unwrap();
        let want = table(rules, 30);
        for (x, &g) in games.iter().enumerate() {
            let f = u.figures(g);
            assert_eq!((f.ls, f.rs), want[x], "{rules:?} heap {x}");
            if rules.is_symmetric() {
                assert!(f.guaranteed, "{rules:?} heap {x}");
                let c = u.canonical(g).unwrap();
                let fc = u.figures(c);
                assert_eq!((fc.ls, fc.rs), want[x], "{rules:?} heap {x} canonical");
            }
        }
    }
    // S = {2,3}, x = 0..9: 0 0 2 3 3 1 0 1 2 3 (seed 000, SPEC §1).
    let mut u = ScoringUniverse::new(WORK);
    let games = cs_games(&mut u, &Rules::symmetric(vec![2, 3]), 9).unwrap();
    let ls: Vec<i64> = games.iter().map(|&g| u.figures(g).ls).collect();
    assert_eq!(ls, [0, 0, 2, 3, 3, 1, 0, 1, 2, 3]);
}

/// Partizan rules where Left is stuck while Right can still move are not
/// guaranteed: the report says where, and still gives the scores.
#[test]
fn partizan_cs_heap_not_guaranteed() {
    let rules = Rules::partizan(vec![2], vec![1]);
    let mut u = ScoringUniverse::new(WORK);
    let games = cs_games(&mut u, &rules, 1).unwrap();
    assert_eq!(print(&u, games[1]), "<^0|-1>");
    let reason = u.why_not_guaranteed(games[1]).unwrap();
    assert!(reason.contains("<^0|-1>"), "{reason}");
}

// ---------------------------------------------------------------- the CLI

fn cli(args: &[&str]) -> (String, String, i32) {
    let o = crate::support::pebbles(args);
    (
        String::from_utf8(o.stdout).unwrap(),
        String::from_utf8(o.stderr).unwrap(),
        o.status.code().unwrap_or(-1),
    )
}

#[test]
fn cli_expr_cs_and_refusals() {
    let (out, _, code) = cli(&["scoring", "--expr", "<^-3|<2|1>> + <-3|^0>", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["canonical"], "<<^-6|^-1>|^2>");
    assert_eq!(v["guaranteed"], true);
    assert_eq!(
        (v["left_score"].as_i64(), v["right_score"].as_i64()),
        (Some(-1), Some(2))
    );
    assert_eq!(v["birthday"], 1);
    let (out, _, _) = cli(&["scoring", "--expr", "<<4|-3>|^-2>", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["guaranteed"], false);
    assert!(v["reason"].as_str().unwrap().contains("<<4|-3>|^-2>"));
    assert_eq!(v["left_score"], -3);
    assert_eq!(cli(&["scoring", "--expr", "hat(1) > 0"]).0, "true\n");
    assert_eq!(cli(&["scoring", "--expr", "<0|0> >= 0"]).0, "false\n");
    let (out, _, _) = cli(&["scoring", "--cs", "2,3", "--heap", "9", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"]["left_score"], v["table_left"]);
    assert_eq!(v["game"]["right_score"], v["table_right"]);
    assert_eq!(v["table_left"], 3);
    for (args, token) in [
        (vec!["scoring", "--expr", "<1|x>"], "`x`"),
        (vec!["scoring", "--expr", "<1|>"], "empty side"),
        (
            vec!["scoring", "--cs", "1,2", "--heap", "5", "--budget", "9"],
            "alternate",
        ),
        (vec!["scoring", "--cs", "1,2", "--heap", "q"], "`q`"),
        (vec!["scoring", "--cs", "0", "--heap", "3"], "`0`"),
    ] {
        let (out, err, code) = cli(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty() && err.contains(token), "{args:?}: {err}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any text over the notation's characters is read or refused with a
    /// message, within a small work limit: no panic, no hang.
    #[test]
    fn hostile_expressions_are_refused_or_read(text in "[<>|^,+()0-9 =!h-]{0,60}") {
        match scoring_expr(&text, 100_000) {
            Ok(_) => {}
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}
