//! Misère play (issue 39) against deliberately simple brute force: game
//! trees as nested lists, the misère outcome of a sum by plain recursion
//! over its positions (the player who cannot move wins), misère equality
//! by its definition over a family of test games. Published values are in
//! the unit tests of `games::classical::misere` (CGSuite's test suite,
//! Winning Ways ch. 13, ONAG ch. 12) and below.

use std::collections::HashMap;
use std::str::FromStr;

use pebbles::games::classical::misere::{
    census, misere_outcome, position_canonical, position_outcome, Genus, GenusCache, Literals, Mis,
    MisereReport, MisereUniverse, Printer, CENSUS_WORK_LIMIT, MISERE_POSITIONS,
};
use pebbles::games::classical::rulesets::AnyRuleset;
use pebbles::games::classical::{Game, RulesetId, Universe};
use pebbles::games::common::{Class, Player};
use proptest::prelude::*;

/// An impartial game as the list of its options.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct T(pub(crate) Vec<T>);

fn key(t: &T) -> String {
    let mut parts: Vec<String> = t.0.iter().map(key).collect();
    parts.sort();
    format!("[{}]", parts.join(""))
}

/// Whether the player to move wins the sum of `parts` under misère play:
/// no move at all, or a move to a sum the next player does not win.
pub(crate) fn oracle_wins(parts: &[T], memo: &mut HashMap<String, bool>) -> bool {
    let mut keys: Vec<String> = parts.iter().map(key).collect();
    keys.sort();
    let k = keys.join("+");
    if let Some(&w) = memo.get(&k) {
        return w;
    }
    let mut any_move = false;
    let mut wins = false;
    'outer: for (i, p) in parts.iter().enumerate() {
        for o in &p.0 {
            any_move = true;
            let mut next = parts.to_vec();
            next[i] = o.clone();
            if !oracle_wins(&next, memo) {
                wins = true;
                break 'outer;
            }
        }
    }
    let w = !any_move || wins;
    memo.insert(k, w);
    w
}

/// The misère Grundy value of a sum by the definition: 1 without moves,
/// else the mex of the options'.
fn oracle_minus(parts: &[T], memo: &mut HashMap<String, u32>) -> u32 {
    let mut keys: Vec<String> = parts.iter().map(key).collect();
    keys.sort();
    let k = keys.join("+");
    if let Some(&m) = memo.get(&k) {
        return m;
    }
    let mut seen = Vec::new();
    for (i, p) in parts.iter().enumerate() {
        for o in &p.0 {
            let mut next = parts.to_vec();
            next[i] = o.clone();
            seen.push(oracle_minus(&next, memo));
        }
    }
    let m = if seen.is_empty() {
        1
    } else {
        (0..).find(|v| !seen.contains(v)).unwrap_or(0)
    };
    memo.insert(k, m);
    m
}

pub(crate) fn canon(u: &mut MisereUniverse, t: &T) -> Mis {
    let opts = t.0.iter().map(|o| canon(u, o)).collect();
    u.canon(opts).expect("small game")
}

fn tree_of(u: &MisereUniverse, g: Mis) -> T {
    T(u.options(g).iter().map(|&o| tree_of(u, o)).collect())
}

pub(crate) fn heap(n: usize) -> T {
    T((0..n).map(heap).collect())
}

/// The literal sum of two trees.
pub(crate) fn sum_tree(a: &T, b: &T) -> T {
    let mut opts: Vec<T> = a.0.iter().map(|x| sum_tree(x, b)).collect();
    opts.extend(b.0.iter().map(|y| sum_tree(a, y)));
    T(opts)
}

fn tree(depth: u32, width: usize) -> impl Strategy<Value = T> {
    let leaf = Just(T(Vec::new()));
    leaf.prop_recursive(depth, 24, width as u32, move |inner| {
        prop::collection::vec(inner, 0..=width).prop_map(T)
    })
}

/// The games born by day 4 (22, Conway), as trees: the test family.
fn family() -> Vec<T> {
    let mut u = MisereUniverse::new();
    let mut games = vec![T(Vec::new())];
    for _ in 0..4 {
        let n = games.len();
        let mut next: Vec<Mis> = Vec::new();
        for mask in 0u32..(1 << n) {
            let set: Vec<T> = (0..n)
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| games[i].clone())
                .collect();
            next.push(canon(&mut u, &T(set)));
        }
        next.sort();
        next.dedup();
        games = next.iter().map(|&g| tree_of(&u, g)).collect();
    }
    assert_eq!(games.len(), 22);
    games
}

#[test]
fn published_outcomes_and_census() {
    // The player who cannot move wins: 0 is N, * is P, *2 is N, *2 + *2
    // is P (Winning Ways ch. 13; Siegel, CGT ch. V.1).
    for (text, class) in [
        ("0", Class::N),
        ("*", Class::P),
        ("*2", Class::N),
        ("*2 + *2", Class::P),
    ] {
        assert_eq!(
            MisereReport::of_expr(text, 1_000_000)
                .unwrap()
                .misere_outcome,
            class
        );
    }
    // Conway, ONAG ch. 12: 1, 2, 3, 5, 22 games born by days 0 to 4.
    assert_eq!(
        census(4, CENSUS_WORK_LIMIT).unwrap().counts,
        vec![1, 2, 3, 5, 22]
    );
    // The brute force's own family: the sets of day 3's games, made
    // canonical, 22 of them.
    assert_eq!(family().len(), 22);
}

#[test]
fn genus_of_nim_heaps() {
    // Winning Ways ch. 13 (the genus of nim heaps): 0^120, 1^031, 2^20,
    // 3^31; checked here against the definition on the trees.
    let mut u = MisereUniverse::new();
    let mut cache = GenusCache::default();
    for (n, want) in ["0^120", "1^031", "2^20", "3^31"].iter().enumerate() {
        let h = u.heap(n as u32).unwrap();
        assert_eq!(cache.genus(&u, h).unwrap().to_string(), *want);
    }
}

/// The genus sequences of `*0` and `*1` as the World Game of Sprouts
/// Association lists them (http://wgosa.org/genusseq.htm, "Genus
/// Sequences", April 2008: `Genus(*0) = 01202020…`, `Genus(*1) =
/// 10313131…`, the normal-play Grundy value first, then `g₀ g₁ …`),
/// Winning Ways' `0^120` and `1^031` written out.
#[test]
fn genus_sequences_published_by_wgosa() {
    let mut u = MisereUniverse::new();
    let mut cache = GenusCache::default();
    for (n, seq) in [(0, "01202020"), (1, "10313131")] {
        let h = u.heap(n).unwrap();
        let g = cache.genus(&u, h).unwrap();
        let mut got = g.base.to_string();
        got.extend((0..7).map(|i| g.digit(i).to_string()));
        assert_eq!(got, seq, "*{n}");
    }
}

fn check_genus(u: &mut MisereUniverse, t: &T) -> Genus {
    let g = canon(u, t);
    let genus = GenusCache::default().genus(u, g).unwrap();
    let mut memo = HashMap::new();
    for i in 0..6 {
        let mut parts = vec![t.clone()];
        parts.extend(std::iter::repeat_n(heap(2), i));
        assert_eq!(
            genus.digit(i),
            oracle_minus(&parts, &mut memo),
            "g{i} of {}",
            key(t)
        );
    }
    genus
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn outcome_and_sums_against_brute_force(a in tree(4, 3), b in tree(3, 3)) {
        let mut u = MisereUniverse::new();
        let mut memo = HashMap::new();
        let (ga, gb) = (canon(&mut u, &a), canon(&mut u, &b));
        prop_assert_eq!(!u.is_p(ga), oracle_wins(std::slice::from_ref(&a), &mut memo));
        let s = u.add(ga, gb).unwrap();
        prop_assert_eq!(!u.is_p(s), oracle_wins(&[a.clone(), b.clone()], &mut memo));
        // The canonical form of the sum is that of the sum's game tree.
        let literal = sum_tree(&a, &b);
        prop_assert_eq!(s, canon(&mut u, &literal));
        // The canonical form plays like the game (outcome of G + X).
        let back = tree_of(&u, s);
        for x in family().iter().take(8) {
            prop_assert_eq!(
                oracle_wins(&[back.clone(), x.clone()], &mut memo),
                oracle_wins(&[a.clone(), b.clone(), x.clone()], &mut memo)
            );
        }
    }

    #[test]
    fn equality_is_the_definition(a in tree(4, 3), b in tree(3, 3), twist in 0..3usize) {
        let mut u = MisereUniverse::new();
        // Pairs that are often equal: b, or a with an option added that
        // has a itself as an option (reversible), or a sum of a with 0.
        let h = match twist {
            0 => b.clone(),
            1 => { let mut o = a.0.clone(); o.push(T(vec![a.clone(), b.clone()])); T(o) }
            _ => sum_tree(&a, &T(vec![T(vec![])])),
        };
        let (ga, gh) = (canon(&mut u, &a), canon(&mut u, &h));
        let mut memo = HashMap::new();
        let differs = family().into_iter().find(|x| {
            oracle_wins(&[a.clone(), x.clone()], &mut memo)
                != oracle_wins(&[h.clone(), x.clone()], &mut memo)
        });
        if ga == gh {
            prop_assert!(differs.is_none(), "equal forms told apart by {}", key(&differs.unwrap()));
        } else {
            prop_assert!(differs.is_some(), "{} and {}: different forms, no test game tells them apart", key(&a), key(&h));
        }
    }

    #[test]
    fn genus_against_the_definition(a in tree(3, 3)) {
        let mut u = MisereUniverse::new();
        check_genus(&mut u, &a);
    }

    #[test]
    fn notation_round_trip(a in tree(4, 3)) {
        let mut u = MisereUniverse::new();
        let g = canon(&mut u, &a);
        let text = Printer::new(&mut u).print(g).unwrap();
        // CGSuite reads a plain run of digits `*[42]` as a nim heap, so
        // only its marked output reads back (`#`, `(`, `[`): and the input
        // notation always does.
        let inner = &text[2..text.len() - 1];
        if inner.contains(['#', '(', '[']) || inner.len() == 1 {
            let r = MisereReport::of_expr(&text, 10_000_000).unwrap();
            prop_assert_eq!(r.misere_canonical.as_deref(), Some(text.as_str()));
        }
        fn input(u: &MisereUniverse, g: Mis) -> String {
            let parts: Vec<String> = u.options(g).iter().map(|&o| input(u, o)).collect();
            format!("[{}]", parts.join(","))
        }
        let cg = format!("*[{}]", input(&u, g));
        let r = MisereReport::of_expr(&cg, 10_000_000).unwrap();
        prop_assert_eq!(r.misere_canonical.as_deref(), Some(text.as_str()));
    }
}

/// A partizan game as (Left's options, Right's options).
#[derive(Clone, Debug)]
struct P(Vec<P>, Vec<P>);

fn ptree() -> impl Strategy<Value = P> {
    let leaf = Just(P(Vec::new(), Vec::new()));
    leaf.prop_recursive(4, 24, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..=2),
            prop::collection::vec(inner, 0..=2),
        )
            .prop_map(|(l, r)| P(l, r))
    })
}

/// Whether `mover` to move wins under misère play, by plain recursion.
fn pwins(p: &P, mover: Player) -> bool {
    let opts = match mover {
        Player::Left => &p.0,
        Player::Right => &p.1,
    };
    opts.is_empty() || opts.iter().any(|o| !pwins(o, mover.other()))
}

fn pclass(p: &P) -> Class {
    Class::from_wins(pwins(p, Player::Left), pwins(p, Player::Right))
}

fn ptext(p: &P) -> String {
    let side = |v: &[P]| v.iter().map(ptext).collect::<Vec<_>>().join(",");
    format!("{{{}|{}}}", side(&p.0), side(&p.1))
}

fn universe_game(u: &mut Universe, p: &P) -> Game {
    let l = p.0.iter().map(|x| universe_game(u, x)).collect();
    let r = p.1.iter().map(|x| universe_game(u, x)).collect();
    u.canon(l, r)
}

fn pform(u: &Universe, g: Game) -> P {
    P(
        u.left(g).iter().map(|&x| pform(u, x)).collect(),
        u.right(g).iter().map(|&x| pform(u, x)).collect(),
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn partizan_outcomes_against_brute_force(p in ptree()) {
        // The expression (a literal form) as written.
        let r = MisereReport::of_expr(&ptext(&p), 1_000_000).unwrap();
        prop_assert_eq!(r.misere_outcome, pclass(&p));
        // A normal-play canonical form, played as its literal form.
        let mut u = Universe::new();
        let g = universe_game(&mut u, &p);
        prop_assert_eq!(misere_outcome(&u, g).unwrap(), pclass(&pform(&u, g)));
    }
}

/// A ruleset's position as a tree of its positions (Left's moves), and
/// as a partizan tree.
pub(crate) fn position_tree(rules: &dyn AnyRuleset, text: &str) -> T {
    T(rules
        .moves(text, Player::Left)
        .unwrap()
        .into_iter()
        .map(|m| position_tree(rules, &m.to))
        .collect())
}

fn position_ptree(rules: &dyn AnyRuleset, text: &str) -> P {
    let side = |pl| {
        rules
            .moves(text, pl)
            .unwrap()
            .into_iter()
            .map(|m| position_ptree(rules, &m.to))
            .collect()
    };
    P(side(Player::Left), side(Player::Right))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn impartial_rulesets_against_brute_force(
        heaps in prop::collection::vec(0usize..4, 1..4),
        grundy in 1usize..10,
        cram in prop::collection::vec(prop::bool::ANY, 6),
    ) {
        let nim = heaps.iter().map(|h| h.to_string()).collect::<Vec<_>>().join(",");
        let cram: String = cram.chunks(3).map(|r| r.iter().map(|&b| if b { '.' } else { '#' }).collect::<String>()).collect::<Vec<_>>().join("|");
        for (id, pos) in [("nim", nim), ("grundy", grundy.to_string()), ("cram", cram)] {
            let rules = RulesetId::from_str(id).unwrap().rules();
            let t = position_tree(rules, &pos);
            let mut u = MisereUniverse::new();
            let g = position_canonical(&mut u, rules, &pos, MISERE_POSITIONS).unwrap();
            prop_assert_eq!(g, canon(&mut u, &t), "{} {}", id, &pos);
            let mut memo = HashMap::new();
            let r = MisereReport::of_position(rules, &pos, 10_000_000).unwrap();
            let want = if oracle_wins(&[t], &mut memo) { Class::N } else { Class::P };
            prop_assert_eq!(r.misere_outcome, want, "{} {}", id, &pos);
            prop_assert_eq!(position_outcome(rules, &pos, 1_000_000).unwrap(), want);
        }
    }

    #[test]
    fn partizan_rulesets_against_brute_force(cells in prop::collection::vec(prop::bool::ANY, 9)) {
        let board: String = cells.chunks(3).map(|r| r.iter().map(|&b| if b { '.' } else { '#' }).collect::<String>()).collect::<Vec<_>>().join("|");
        let rules = RulesetId::from_str("domineering").unwrap().rules();
        let want = pclass(&position_ptree(rules, &board));
        prop_assert_eq!(position_outcome(rules, &board, 1_000_000).unwrap(), want);
        prop_assert_eq!(MisereReport::of_position(rules, &board, 1_000_000).unwrap().misere_outcome, want);
    }
}

#[test]
fn limits_are_named() {
    // A partizan sum whose literal form is too large.
    let text = (1..=12)
        .map(|k| format!("{{{k}|*{k}}}"))
        .collect::<Vec<_>>()
        .join(" + ");
    let e = MisereReport::of_expr(&text, 100_000_000).unwrap_err();
    assert!(
        e.to_string().contains("20 000") || e.to_string().contains("20000"),
        "{e}"
    );
    // An impartial sum past the work budget names the budget.
    let text = ["*20"; 6].join(" + ");
    let e = MisereReport::of_expr(&text, 1_000_000).unwrap_err();
    assert!(e.to_string().contains("limit of"), "{e}");
    assert!(!e.to_string().contains("limit of 0"), "{e}");
    let _ = Literals::default();
}

/// Kayles (octal 0.77): a row of `n` pins, a move knocks down one pin or
/// two adjacent ones, leaving two rows.
fn kayles_tree(n: usize, memo: &mut HashMap<usize, T>) -> T {
    if let Some(t) = memo.get(&n) {
        return t.clone();
    }
    let mut opts = Vec::new();
    for take in 1..=2.min(n) {
        for a in 0..=(n - take) {
            let b = n - take - a;
            if a <= b {
                let (ta, tb) = (kayles_tree(a, memo), kayles_tree(b, memo));
                opts.push(sum_tree(&ta, &tb));
            }
        }
    }
    let t = T(opts);
    memo.insert(n, t.clone());
    t
}

#[test]
fn kayles_heaps() {
    // Normal-play Grundy values of Kayles, 0.77 (Guy and Smith 1956;
    // Winning Ways ch. 4): 0 1 2 3 1 4 3 2.
    let grundy = [0, 1, 2, 3, 1, 4, 3, 2];
    let mut u = MisereUniverse::new();
    let mut trees = HashMap::new();
    let mut heaps: Vec<Mis> = Vec::new();
    for (n, &g) in grundy.iter().enumerate() {
        // The engine's heap from canonical sums of smaller heaps…
        let mut opts = Vec::new();
        for take in 1..=2.min(n) {
            for a in 0..=(n - take) {
                let b = n - take - a;
                opts.push(u.add(heaps[a], heaps[b]).unwrap());
            }
        }
        let k = u.canon(opts).unwrap();
        heaps.push(k);
        // …is the canonical form of the literal tree, with the genus of
        // the definition (the first heaps only: the tree grows fast).
        if n <= 5 {
            let t = kayles_tree(n, &mut trees);
            assert_eq!(canon(&mut u, &t), k, "K{n}");
            check_genus(&mut u, &t);
        }
        assert_eq!(u.nim_value(k), g, "K{n}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Hostile expressions: an answer or an error with a message, never a
    /// panic, within the work limit.
    #[test]
    fn hostile_expressions_are_answered(text in "[*\\[\\]{}|,+()#&;\\-0-9^ ]{0,40}") {
        match MisereReport::of_expr(&text, 200_000) {
            Ok(r) => prop_assert!(!r.to_text().is_empty()),
            Err(e) => prop_assert!(!e.to_string().is_empty()),
        }
    }
}

// ---- `misere_outcome` in the normal-play reports (the page's jobs) ----

use pebbles::games::classical::GameReport;
use pebbles::jobs::{run, ClassicalRequest, ClassicalView, JobRequest, JobResult};

/// The page's report of a request.
fn job_report(r: ClassicalRequest) -> GameReport {
    match run(JobRequest::Classical(r)) {
        Ok(JobResult::Classical(ClassicalView::Game(v))) => v.report,
        other => panic!("a game, got {other:?}"),
    }
}

/// The most nodes the oracle builds for one random expression's sums. A
/// sum's tree grows as the product of its parts' (a sum of sums of
/// Domineering boards once took 24 GB); a larger expression is skipped.
const MAX_TREE: u64 = 200_000;

/// `G + H = {GL + H, G + HL | GR + H, G + HR}`, by the definition, or
/// `None` when it would take more than `budget` nodes.
fn padd(g: &P, h: &P, budget: &mut u64) -> Option<P> {
    fn side(g: &P, h: &P, gs: &[P], hs: &[P], budget: &mut u64) -> Option<Vec<P>> {
        let mut out = Vec::with_capacity(gs.len() + hs.len());
        for x in gs {
            out.push(padd(x, h, budget)?);
        }
        for y in hs {
            out.push(padd(g, y, budget)?);
        }
        Some(out)
    }
    *budget = budget.checked_sub(1)?;
    Some(P(
        side(g, h, &g.0, &h.0, budget)?,
        side(g, h, &g.1, &h.1, budget)?,
    ))
}

/// `−G = {−GR | −GL}`.
fn pneg(g: &P) -> P {
    P(
        g.1.iter().map(pneg).collect(),
        g.0.iter().map(pneg).collect(),
    )
}

/// `*k = {0, *, …, *(k−1) | same}`.
fn pstar(k: u32) -> P {
    let opts: Vec<P> = (0..k).map(pstar).collect();
    P(opts.clone(), opts)
}

/// A short expression: literal forms, nimbers, Domineering boards, sums,
/// negatives and braces around any of them.
#[derive(Clone, Debug)]
enum E {
    Lit(P),
    Star(u32),
    Board(String),
    Sum(Box<E>, Box<E>),
    Neg(Box<E>),
    Braces(Vec<E>, Vec<E>),
}

fn small_ptree() -> impl Strategy<Value = P> {
    let leaf = Just(P(Vec::new(), Vec::new()));
    leaf.prop_recursive(3, 8, 2, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..=2),
            prop::collection::vec(inner, 0..=2),
        )
            .prop_map(|(l, r)| P(l, r))
    })
}

fn expr() -> impl Strategy<Value = E> {
    let board = prop::collection::vec(prop::bool::ANY, 6).prop_map(|c| E::Board(grid(&c, 3)));
    let atom = prop_oneof![
        small_ptree().prop_map(E::Lit),
        (0u32..4).prop_map(E::Star),
        board
    ];
    atom.prop_recursive(2, 4, 2, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| E::Sum(Box::new(a), Box::new(b))),
            inner.clone().prop_map(|a| E::Neg(Box::new(a))),
            (
                prop::collection::vec(inner.clone(), 0..=2),
                prop::collection::vec(inner, 0..=1)
            )
                .prop_map(|(l, r)| E::Braces(l, r)),
        ]
    })
}

fn etext(e: &E) -> String {
    match e {
        E::Lit(p) => ptext(p),
        E::Star(k) => format!("*{k}"),
        E::Board(b) => format!("domineering[{b}]"),
        E::Sum(a, b) => format!("({} + {})", etext(a), etext(b)),
        E::Neg(a) => format!("-({})", etext(a)),
        E::Braces(l, r) => {
            let side = |es: &[E]| es.iter().map(etext).collect::<Vec<_>>().join(", ");
            format!("{{{} | {}}}", side(l), side(r))
        }
    }
}

fn etree(e: &E, budget: &mut u64) -> Option<P> {
    let all = |es: &[E], budget: &mut u64| -> Option<Vec<P>> {
        es.iter().map(|x| etree(x, budget)).collect()
    };
    Some(match e {
        E::Lit(p) => p.clone(),
        E::Star(k) => pstar(*k),
        E::Board(b) => boards_ptree("domineering", std::slice::from_ref(b)),
        E::Sum(a, b) => padd(&etree(a, budget)?, &etree(b, budget)?, budget)?,
        E::Neg(a) => pneg(&etree(a, budget)?),
        E::Braces(l, r) => P(all(l, budget)?, all(r, budget)?),
    })
}

/// A ruleset's sum of boards, each as its own tree, summed by the
/// definition.
fn boards_ptree(id: &str, boards: &[String]) -> P {
    let rules = RulesetId::from_str(id).unwrap().rules();
    boards
        .iter()
        .map(|b| position_ptree(rules, b))
        .fold(P(Vec::new(), Vec::new()), |s, b| {
            padd(&s, &b, &mut { u64::MAX }).expect("no budget")
        })
}

fn grid(cells: &[bool], width: usize) -> String {
    let rows: Vec<String> = cells
        .chunks(width)
        .map(|r| r.iter().map(|&b| if b { '.' } else { '#' }).collect())
        .collect();
    rows.join("|")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn report_misere_outcome_of_expressions(e in expr()) {
        let tree = etree(&e, &mut { MAX_TREE });
        prop_assume!(tree.is_some(), "the oracle's tree is over {} nodes", MAX_TREE);
        let text = etext(&e);
        let r = job_report(ClassicalRequest::Expr(text.clone()));
        prop_assert_eq!(r.misere_outcome, tree.map(|t| pclass(&t)), "{}", text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn report_misere_outcome_of_ruleset_sums(
        heaps in prop::collection::vec(0usize..4, 1..4),
        dom in prop::collection::vec(prop::bool::ANY, 12),
        cram in prop::collection::vec(prop::bool::ANY, 6),
    ) {
        let nim: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
        let dom = vec![grid(&dom[..6], 3), grid(&dom[6..], 2)];
        let cram = vec![grid(&cram, 3), "..".to_string()];
        for (id, boards) in [("nim", nim), ("domineering", dom), ("cram", cram)] {
            let want = pclass(&boards_ptree(id, &boards));
            let ruleset = RulesetId::from_str(id).unwrap();
            let r = job_report(ClassicalRequest::Boards(ruleset, boards.clone()));
            prop_assert_eq!(r.misere_outcome, Some(want), "{} {:?}", id, &boards);
            // The same boards inside an expression: their own positions.
            let text = format!("{id}[{}]", boards.join(" + "));
            let r = job_report(ClassicalRequest::Expr(text.clone()));
            prop_assert_eq!(r.misere_outcome, Some(want), "{}", text);
        }
    }
}

/// Published misère outcomes: `0` is N (the player to move cannot move,
/// and wins), `*` is P, `*2` is N, `*2 + *2` is P (Conway, *On Numbers and
/// Games*, ch. 12; Siegel, *Combinatorial Game Theory*, V.1, Figure 1.1's
/// misère Nim: with a heap of 2 or more, P iff the nim-sum is 0). The
/// canonical form of `*2 + *2` is `0`, a misère N-position: the report
/// plays the sum itself.
#[test]
fn published_misere_outcomes_in_reports() {
    for (text, want) in [
        ("0", Class::N),
        ("*", Class::P),
        ("*2", Class::N),
        ("*2 + *2", Class::P),
        ("*2 + *3", Class::N),
        ("* + * + *", Class::P),
        ("nim[2 + 2]", Class::P),
    ] {
        let r = job_report(ClassicalRequest::Expr(text.into()));
        assert_eq!(r.misere_outcome, Some(want), "{text}");
    }
    let nim = RulesetId::from_str("nim").unwrap();
    let r = job_report(ClassicalRequest::Boards(nim, vec!["2".into(), "2".into()]));
    assert_eq!(
        (r.canonical.as_str(), r.misere_outcome),
        ("0", Some(Class::P))
    );
    let json = serde_json::to_string(&r).unwrap();
    assert!(
        json.contains(r#""outcome":"P","misere_outcome":"P""#),
        "{json}"
    );
}

/// Past its limit the field is left out and `stopped` says why; the rest
/// of the report is whole.
#[test]
fn misere_outcome_past_its_limit_is_left_out() {
    let r = job_report(ClassicalRequest::Expr(
        "*20 + *20 + *20 + *20 + *20 + *20".into(),
    ));
    assert_eq!(r.misere_outcome, None);
    let why = r.stopped("misère outcome").expect("a reason");
    assert!(why.contains("limit"), "{why}");
    assert_eq!(r.canonical, "0");
    let json = serde_json::to_string(&r).unwrap();
    assert!(!json.contains("misere_outcome"), "{json}");
    assert!(r.text().contains("misère outcome not computed ("));
}

/// A script's position: the report walks the script's own options
/// (the example Domineering script against the built-in ruleset's tree).
#[cfg(feature = "script")]
#[test]
fn report_misere_outcome_of_scripts() {
    use pebbles::games::classical::script::EXAMPLES;
    use pebbles::jobs::ScriptRequest;
    let (_, source, _) = EXAMPLES[0];
    for board in ["...|...", "..#|...", "....|..#.", ".|.|."] {
        let want = pclass(&boards_ptree("domineering", &[board.to_string()]));
        let r = job_report(ClassicalRequest::Script(ScriptRequest::new(
            source,
            format!("\"{board}\""),
        )));
        assert_eq!(r.misere_outcome, Some(want), "{board}");
    }
}
