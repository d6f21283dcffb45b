//! Loopy games (issue 38) against a deliberately simple oracle written here:
//! the outcome of a game graph (or a sum of them) by naive retrograde
//! analysis to a fixed point over every position with either player to
//! move (no move: the mover loses; a position never labelled: a draw), and
//! the comparison of stoppers by its definition (Siegel, *CGT*, ch. VI.3:
//! for stoppers `G ≥ H` iff Left, moving second in `G − H`, survives),
//! decided by the same naive labelling. Random graphs have up to 12
//! positions. Then published values, each with its source, the notation's
//! round trip, ordering laws, and the CLI.

use pebbles::games::classical::loopy::{
    canonical_by_parts, is_loopy, parse_loopy, same_form, show, Graph, LoopyError, LoopyExpr,
    LoopyValue,
};
use pebbles::games::common::Player;
use proptest::prelude::*;

use crate::support::{guarded, stdout};

/// A game graph as plain option lists (start at 0).
#[derive(Clone, Debug)]
struct G {
    left: Vec<Vec<u32>>,
    right: Vec<Vec<u32>>,
}

impl G {
    fn neg(&self) -> G {
        G {
            left: self.right.clone(),
            right: self.left.clone(),
        }
    }

    fn graph(&self) -> Graph {
        Graph::from_options(self.left.clone(), self.right.clone()).expect("a valid graph")
    }

    fn options(&self, v: u32, left: bool) -> &[u32] {
        if left {
            &self.left[v as usize]
        } else {
            &self.right[v as usize]
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Win,
    Loss,
    Unknown,
}

/// The label, for the player to move, of the sum of `parts` at their
/// vertices 0 with Left (`left`) or Right to move: naive retrograde
/// analysis over every tuple of positions, repeated until nothing changes.
fn oracle(parts: &[&G], left: bool) -> Label {
    let sizes: Vec<usize> = parts.iter().map(|g| g.left.len()).collect();
    let count: usize = sizes.iter().product();
    let decode = |mut i: usize| -> Vec<u32> {
        let mut t = Vec::new();
        for &s in sizes.iter().rev() {
            t.push((i % s) as u32);
            i /= s;
        }
        t.reverse();
        t
    };
    let encode = |t: &[u32]| {
        t.iter()
            .zip(&sizes)
            .fold(0, |a, (&x, &s)| a * s + x as usize)
    };
    // label[2 i + m]: m = 0 Left to move, 1 Right to move.
    let mut label = vec![Label::Unknown; 2 * count];
    let moves = |i: usize, by_left: bool| -> Vec<usize> {
        let t = decode(i);
        let mut out = Vec::new();
        for (k, g) in parts.iter().enumerate() {
            for &w in g.options(t[k], by_left) {
                let mut u = t.clone();
                u[k] = w;
                out.push(encode(&u));
            }
        }
        out
    };
    let mut changed = true;
    while changed {
        changed = false;
        for s in 0..2 * count {
            if label[s] != Label::Unknown {
                continue;
            }
            let by_left = s % 2 == 0;
            let next: Vec<Label> = moves(s / 2, by_left)
                .into_iter()
                .map(|j| label[2 * j + usize::from(by_left)])
                .collect();
            let new = if next.contains(&Label::Loss) {
                Label::Win
            } else if next.iter().all(|&l| l == Label::Win) {
                Label::Loss
            } else {
                Label::Unknown
            };
            if new != Label::Unknown {
                label[s] = new;
                changed = true;
            }
        }
    }
    label[usize::from(!left)]
}

/// Who wins the sum with each player moving first (`None`: a draw).
fn oracle_outcome(parts: &[&G]) -> (Option<Player>, Option<Player>) {
    let who = |left: bool| match (oracle(parts, left), left) {
        (Label::Unknown, _) => None,
        (Label::Win, true) | (Label::Loss, false) => Some(Player::Left),
        (Label::Win, false) | (Label::Loss, true) => Some(Player::Right),
    };
    (who(true), who(false))
}

/// Whether a stopper: no infinite alternating sequence of moves, i.e. no
/// cycle among (position, player to move) with alternating movers (plain
/// depth-first search).
fn oracle_stopper(g: &G) -> bool {
    fn visit(g: &G, s: (u32, bool), colour: &mut Vec<u8>) -> bool {
        let k = 2 * s.0 as usize + usize::from(s.1);
        match colour[k] {
            1 => return false,
            2 => return true,
            _ => {}
        }
        colour[k] = 1;
        for &w in g.options(s.0, s.1) {
            if !visit(g, (w, !s.1), colour) {
                return false;
            }
        }
        colour[k] = 2;
        true
    }
    let mut colour = vec![0u8; 2 * g.left.len()];
    (0..g.left.len() as u32)
        .all(|v| visit(g, (v, true), &mut colour) && visit(g, (v, false), &mut colour))
}

/// `g ≥ h` for stoppers by the definition: Left survives `g − h` moving
/// second (Right, to move, cannot force a win).
fn oracle_ge(g: &G, h: &G) -> bool {
    oracle(&[g, &h.neg()], false) != Label::Win
}

/// Whether the engine refused to find sides (unproven, or over the work
/// of sidling): allowed, and counted.
fn refusal(e: &LoopyError) -> bool {
    matches!(
        e,
        LoopyError::SidesNotSettled { .. } | LoopyError::TooLarge { .. }
    )
}

/// The engine's value, or `None` when it refuses (sides that sidling does
/// not settle).
fn value(g: &G) -> Option<LoopyValue> {
    match LoopyValue::of_graph(&g.graph(), 0) {
        Ok(v) => Some(v),
        Err(e) if refusal(&e) => None,
        Err(e) => panic!("{g:?}: {e}"),
    }
}

fn outcome_pair(v: &LoopyValue) -> (Option<Player>, Option<Player>) {
    let o = v.outcome().expect("outcome");
    (o.left_first, o.right_first)
}

/// Random graphs: `1..=max` positions, each with up to two Left and two
/// Right options.
fn graphs(max: usize) -> impl Strategy<Value = G> {
    (1..=max).prop_flat_map(|n| {
        let opts = prop::collection::vec(prop::collection::vec(0..n as u32, 0..=2), n);
        (opts.clone(), opts).prop_map(|(left, right)| G { left, right })
    })
}

/// Random acyclic graphs (short games): options only to later positions.
fn short_graphs(max: usize) -> impl Strategy<Value = G> {
    graphs(max).prop_map(|g| {
        let keep = |v: usize, o: &Vec<u32>| o.iter().copied().filter(|&w| w as usize > v).collect();
        G {
            left: g.left.iter().enumerate().map(|(v, o)| keep(v, o)).collect(),
            right: g
                .right
                .iter()
                .enumerate()
                .map(|(v, o)| keep(v, o))
                .collect(),
        }
    })
}

/// Random stoppers: Left's options at or after the position (passes
/// allowed), Right's strictly after, so every two alternating moves go
/// forward; negated half of the time (then Right may pass).
fn stoppers(max: usize) -> impl Strategy<Value = G> {
    (graphs(max), any::<bool>()).prop_map(|(g, negate)| {
        let keep = |v: usize, o: &Vec<u32>, strict: bool| {
            o.iter()
                .copied()
                .filter(|&w| w as usize > v || (!strict && w as usize == v))
                .collect()
        };
        let s = G {
            left: g
                .left
                .iter()
                .enumerate()
                .map(|(v, o)| keep(v, o, false))
                .collect(),
            right: g
                .right
                .iter()
                .enumerate()
                .map(|(v, o)| keep(v, o, true))
                .collect(),
        };
        if negate {
            s.neg()
        } else {
            s
        }
    })
}

/// Random stoppers with large strongly connected parts, shaped like Fox
/// and Geese: positions in blocks of three, Right's options anywhere in
/// the position's block or a later one (his moves may loop), Left's only
/// in a later block (her moves cannot be undone, so play alternating for
/// ever would leave the last block); negated half of the time.
fn looping_stoppers(max: usize) -> impl Strategy<Value = G> {
    (graphs(max), any::<bool>()).prop_map(|(g, negate)| {
        let keep = |v: usize, o: &Vec<u32>, strict: bool| {
            o.iter()
                .copied()
                .filter(|&w| w as usize / 3 > v / 3 || (!strict && w as usize / 3 == v / 3))
                .collect()
        };
        let side = |lists: &Vec<Vec<u32>>, strict: bool| {
            lists
                .iter()
                .enumerate()
                .map(|(v, o)| keep(v, o, strict))
                .collect()
        };
        let s = G {
            left: side(&g.left, true),
            right: side(&g.right, false),
        };
        if negate {
            s.neg()
        } else {
            s
        }
    })
}

/// A graph's option lists, as the oracle reads them.
fn plain(g: &Graph) -> G {
    let n = g.len() as u32;
    G {
        left: (0..n).map(|v| g.left(v).to_vec()).collect(),
        right: (0..n).map(|v| g.right(v).to_vec()).collect(),
    }
}

/// A small deterministic generator for the counting test.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, n: u32) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as u32
    }

    fn graph(&mut self, max: u32) -> G {
        let n = 1 + self.next(max);
        let mut side = || -> Vec<Vec<u32>> {
            (0..n)
                .map(|_| (0..self.next(3)).map(|_| self.next(n)).collect())
                .collect()
        };
        let left = side();
        let right = side();
        G { left, right }
    }
}

#[test]
fn outcomes_of_random_graphs_agree_with_retrograde_analysis() {
    let mut rng = Lcg(38);
    let (mut answered, mut refused, mut stoppers, mut draws) = (0, 0, 0, 0);
    for _ in 0..400 {
        let g = rng.graph(12);
        let Some(v) = value(&g) else {
            refused += 1;
            continue;
        };
        answered += 1;
        stoppers += usize::from(v.is_stopper());
        let want = oracle_outcome(&[&g]);
        draws += usize::from(want.0.is_none() || want.1.is_none());
        assert_eq!(outcome_pair(&v), want, "{g:?} = {}", show(&v).unwrap());
        // A stopper graph's value is a stopper.
        assert!(v.is_stopper() || !oracle_stopper(&g), "{g:?}");
    }
    eprintln!("random graphs: {answered} answered ({stoppers} stoppers, {draws} with a draw), {refused} refused");
    assert!(answered >= 300, "{answered} answered, {refused} refused");
    assert!(draws > 20 && stoppers > 20);
}

#[test]
fn outcomes_of_random_sums_agree_with_retrograde_analysis() {
    let mut rng = Lcg(3838);
    let (mut answered, mut refused) = (0, 0);
    for _ in 0..150 {
        let (g, h) = (rng.graph(12), rng.graph(12));
        let (Some(a), Some(b)) = (value(&g), value(&h)) else {
            continue;
        };
        let s = match a.add(&b) {
            Ok(s) => s,
            Err(e) if refusal(&e) => {
                refused += 1;
                continue;
            }
            Err(e) => panic!("{g:?} + {h:?}: {e}"),
        };
        answered += 1;
        let want = oracle_outcome(&[&g, &h]);
        assert_eq!(
            outcome_pair(&s),
            want,
            "{g:?} + {h:?} = {}",
            show(&s).unwrap()
        );
    }
    eprintln!("random sums: {answered} answered, {refused} refused");
    assert!(answered >= 80, "{answered} answered, {refused} refused");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The canonical stopper found part by part (large graphs' method) is
    /// equal to the game by the brute force, and is the very form the
    /// whole graph's simplification gives.
    #[test]
    fn canonical_stoppers_part_by_part(g in looping_stoppers(10)) {
        let graph = g.graph();
        let parts = canonical_by_parts(&graph).unwrap();
        let c = plain(&parts);
        prop_assert!(oracle_ge(&g, &c) && oracle_ge(&c, &g), "{:?} vs {:?}", g, c);
        let Ok(LoopyValue::Stopper(whole)) = LoopyValue::of_graph(&graph, 0) else {
            panic!("{g:?}: a stopper");
        };
        prop_assert!(same_form(&whole, &parts), "{:?}: {:?} vs {:?}", g, whole, parts);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn stopper_comparison_is_survival(g in stoppers(7), h in stoppers(7)) {
        prop_assert!(oracle_stopper(&g) && oracle_stopper(&h));
        let (a, b) = (value(&g).unwrap(), value(&h).unwrap());
        prop_assert!(a.is_stopper() && b.is_stopper());
        prop_assert_eq!(b.le(&a).unwrap(), oracle_ge(&g, &h));
        prop_assert_eq!(a.le(&b).unwrap(), oracle_ge(&h, &g));
    }

    #[test]
    fn short_differences_are_zero(g in short_graphs(8)) {
        let a = value(&g).unwrap();
        let d = a.add(&a.neg()).unwrap();
        prop_assert_eq!(show(&d).unwrap(), "0");
    }

    /// Tweedledum: the second player mirrors, so `G − G` has onside `≥ 0`
    /// and offside `≤ 0` for every stopper (Siegel, *CGT*, ch. VI).
    #[test]
    fn stopper_differences_straddle_zero(g in stoppers(6)) {
        prop_assert!(oracle_stopper(&g));
        let a = value(&g).unwrap();
        let Ok(d) = a.add(&a.neg()) else { return Ok(()) };
        let zero = LoopyValue::of_graph(&Graph::zero(), 0).unwrap();
        let (on, off) = (LoopyValue::Stopper(d.onside().clone()), LoopyValue::Stopper(d.offside().clone()));
        prop_assert!(zero.le(&on).unwrap() && off.le(&zero).unwrap(), "{}", show(&d).unwrap());
    }

    #[test]
    fn ordering_laws(g in graphs(6), h in graphs(6), k in graphs(6)) {
        let (Some(a), Some(b), Some(c)) = (value(&g), value(&h), value(&k)) else { return Ok(()) };
        prop_assert!(a.le(&a).unwrap());
        let (ab, ba) = (a.le(&b).unwrap(), b.le(&a).unwrap());
        if ab && ba {
            prop_assert_eq!(show(&a).unwrap(), show(&b).unwrap());
        }
        if ab && b.le(&c).unwrap() {
            prop_assert!(a.le(&c).unwrap());
        }
        prop_assert_eq!(ab, b.neg().le(&a.neg()).unwrap());
    }

    /// What Pebbles prints reads back to the same value and text.
    #[test]
    fn printed_values_read_back(g in graphs(8)) {
        let Some(a) = value(&g) else { return Ok(()) };
        let text = show(&a).unwrap();
        let back = match parse_loopy(&text) {
            Ok(LoopyExpr::Value(v)) => v,
            other => panic!("{text}: {other:?}"),
        };
        prop_assert!(a.eq_value(&back).unwrap(), "{text}");
        prop_assert_eq!(show(&back).unwrap(), text);
    }
}

pub(crate) fn parsed(text: &str) -> LoopyValue {
    match parse_loopy(text) {
        Ok(LoopyExpr::Value(v)) => v,
        other => panic!("{text}: {other:?}"),
    }
}

pub(crate) fn holds(text: &str) -> bool {
    match parse_loopy(text) {
        Ok(LoopyExpr::Truth(t)) => t,
        other => panic!("{text}: {other:?}"),
    }
}

pub(crate) fn shown(text: &str) -> String {
    show(&parsed(text)).unwrap()
}

/// Winning Ways (2nd ed., vol. 2), ch. 11 "Games Infinite and Indefinite",
/// the sections on `on`, `off`, `dud`, `over` and `upon`; Siegel, *CGT*,
/// ch. VI.1 (the same values).
#[test]
fn published_values() {
    // on + off = dud, the deathless universal draw (WW ch. 11).
    assert!(holds("on + off == dud"));
    assert_eq!(shown("on + off"), "dud");
    // dud = {pass | pass} (WW ch. 11; Siegel VI.1).
    assert!(holds("{pass|pass} == dud"));
    assert_eq!(shown("{pass|pass}"), "dud");
    // over = {0 | pass}, the loop x{0|x} (WW ch. 11; CGSuite's notation).
    assert!(holds("x{0|x} == over"));
    assert_eq!(shown("x{0|x}"), "over");
    // over absorbs ups: over + ^ = over (WW ch. 11).
    assert!(holds("over + ^ == over"));
    // upon = {pass | *} (WW ch. 11), printed ^[on] by CGSuite.
    assert!(holds("{pass|*} == upon"));
    assert_eq!(shown("{pass|*}"), "^[on]");
    // on + on = on, off + off = off (WW ch. 11).
    assert!(holds("on + on == on"));
    assert!(holds("off + off == off"));
    // on beats every number: on + 5 = on, on >= 100 (WW ch. 11).
    assert!(holds("on + 5 == on"));
    assert!(holds("on >= 100"));
    assert!(holds("off <= -100"));
    // over is positive and below every positive number (WW ch. 11).
    assert!(holds("over > 0"));
    assert!(holds("over < 1/64"));
    // dud swallows everything: dud + G = dud (WW ch. 11).
    assert!(holds("dud + 1 == dud"));
    assert!(holds("dud + over == dud"));
    assert!(holds("dud + on == dud"));
    // on - on = dud: loopy games have no group law (WW ch. 11; Siegel VI.1).
    assert!(holds("on - on == dud"));
    // tis = {tisn|}, tisn = {|tis}: tis = 1 & 0, tisn = 0 & -1 (WW ch. 11).
    assert_eq!(shown("tis{tisn{|tis}|}"), "1 & 0");
    assert_eq!(shown("tisn{|tis{tisn|}}"), "0 & -1");
}

/// CGSuite's printed forms read back (CGSuite's *Loopy Games* help page
/// names `over`, `under`, `upon`; its output writes `^[on]`, `v[on]*`,
/// `3/2under`, `5over`).
#[test]
fn cgsuite_forms() {
    for (text, want) in [
        ("upon", "^[on]"),
        ("-upon", "v[on]"),
        ("upon + *", "^[on]*"),
        ("-upon + *", "v[on]*"),
        ("^[on]*", "^[on]*"),
        ("v[on]*", "v[on]*"),
        ("5 + over", "5over"),
        ("5over", "5over"),
        ("3/2 + under", "3/2under"),
        ("3/2under", "3/2under"),
        ("-1over", "-1over"),
        ("under", "under"),
        ("on & off", "dud"),
        ("1 & 0", "1 & 0"),
        ("{0|*,pass}", "{0|*,pass}"),
        ("{4|4,pass}", "4v[on]*"),
        ("4 + v[on] + *", "4v[on]*"),
        ("{-1/2,pass|-1/2}", "-1/2^[on]*"),
        ("{4*|pass}", "4v[on]"),
        ("-1 + upon", "-1^[on]"),
        ("^ + *", "^*"),
        ("v & -1Miny(1)", "v & -1Miny(1)"),
        // Left may pass forever, Right may too: each side keeps one pass.
        ("{pass,1|pass,-1}", "{1,pass|-1} & {1|-1,pass}"),
    ] {
        assert_eq!(shown(text), want, "{text}");
    }
    assert!(holds("5over == 5 + over"));
    assert!(holds("-(5over) == -5under"));
    assert!(holds("^[on] > 0"));
    assert!(holds("over || ^[on]") || holds("over <= ^[on]") || holds("over >= ^[on]"));
    // CGSuite's printed forms with runs of bars and a number before
    // `v[on]` (its Fox and Geese values, `loopy_rulesets.rs`).
    assert!(holds("4v[on]* == 4 + v[on] + *"));
    assert!(holds("{on||0|1} == {on|{0|1}}"));
    assert!(holds(
        "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2} == {{9|{4v[on]*|5/2*}}|{3|5/2*,5/2v||5/2}}"
    ));
    assert!(holds("{over|||2||1|0} == {over|{2|{1|0}}}"));
}

#[test]
fn routing_and_refusals() {
    for text in [
        "on", "a{0|a}", "1 & 0", "^[on]", "5over", "{pass|*}", "dud + 1",
    ] {
        assert!(is_loopy(text), "{text}");
    }
    for text in ["^ + *", "{3||2|1}", "domineering[..|..]", "1/2", "*[2]"] {
        assert!(!is_loopy(text), "{text}");
    }
    let err = |text: &str| match parse_loopy(text) {
        Err(e) => e.to_string(),
        Ok(v) => panic!("{text}: {v:?}"),
    };
    assert!(err("a{0|b}").contains("`b` at position 4"));
    assert!(err("pass").contains("`pass`"));
    assert!(err("{on & off|}").contains("`&`"));
    assert!(err("a{0|a+1}").contains("`+`"));
    assert!(err("on{0|}").contains("`on`"));
    // Bars: the longest run must be alone; `pass` in a brace with `||`
    // would not say which brace it means.
    assert!(err("{on||0||1}").contains("`||` at position 6"));
    assert!(err("{0||pass|1}").contains("`{` at position 0"));
    assert!(err("{on|0|1}").contains("`|` at position 5"));
    assert!(err(&format!("{}0{}", "{pass|".repeat(80), "}".repeat(80))).contains("levels deep"));
    assert!(err(&"on + ".repeat(3000)).contains("over the limit"));
    // A game whose onside is only a limit of sidling, and whose first guess
    // (off) the simulation cannot prove: refused, not guessed.
    assert!(err("a{a, b{|a,b} | a, b{|a,b}}").contains("not found"));
}

#[test]
fn cli_reports_loopy_values() {
    assert_eq!(
        stdout(&["cgt", "--expr", "on + off"]),
        "canonical     dud\nonside        on\noffside       off\nstopper       false\noutcome       D\nLeft first    draw\nRight first   draw\n"
    );
    let json = stdout(&["cgt", "--expr", "x{0|x}", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(v["canonical"], "over");
    assert_eq!(v["onside"], "over");
    assert_eq!(v["offside"], "over");
    assert_eq!(v["stopper"], true);
    assert_eq!(v["outcome"], "L");
    assert_eq!(stdout(&["cgt", "--expr", "over + ^ == over"]), "true\n");
    assert_eq!(stdout(&["cgt", "--expr", "upon <= 0"]), "false\n");
    let (code, out, err) = guarded(&["cgt", "--expr", "a{0|b}"]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert!(err.contains("`b`"), "{err}");
    // Short expressions keep the classical report.
    assert!(stdout(&["cgt", "--expr", "^"]).contains("temperature"));
}
