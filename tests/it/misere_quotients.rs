//! Misère quotients of octal games, against a brute force written here:
//! the moves of a heap read off the code's digits, and the misère outcome
//! of a sum of heaps by plain recursion over its positions.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;

use pebbles::games::classical::misere::{quotient, Quotient, QuotientError};
use pebbles::games::classical::octal::OctalCode;
use proptest::prelude::*;

/// The options of heap `n` under `code` (`0.d1d2…`): for each `k`
/// tokens taken, digit bit 1 takes the whole heap, bit 2 leaves one
/// heap, bit 4 leaves two nonempty heaps.
fn heap_moves(code: &str, n: u32) -> Vec<Vec<u32>> {
    let digits: Vec<u32> = code
        .split_once('.')
        .unwrap()
        .1
        .chars()
        .map(|c| c.to_digit(8).unwrap())
        .collect();
    let mut out = Vec::new();
    for (i, &d) in digits.iter().enumerate() {
        let k = i as u32 + 1;
        if k > n {
            break;
        }
        let rest = n - k;
        if d & 1 != 0 && rest == 0 {
            out.push(vec![]);
        }
        if d & 2 != 0 && rest > 0 {
            out.push(vec![rest]);
        }
        if d & 4 != 0 {
            for a in 1..rest {
                out.push(vec![a, rest - a]);
            }
        }
    }
    out
}

/// Whether the player to move loses the sum `heaps` in misère play
/// (the player who cannot move wins).
fn brute_p(code: &str, heaps: &[u32], memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    let mut key = heaps.to_vec();
    key.sort_unstable();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let mut any_move = false;
    let mut to_p = false;
    'all: for i in 0..key.len() {
        for o in heap_moves(code, key[i]) {
            any_move = true;
            let mut next = key.clone();
            next.remove(i);
            next.extend(o);
            if brute_p(code, &next, memo) {
                to_p = true;
                break 'all;
            }
        }
    }
    let p = any_move && !to_p;
    memo.insert(key, p);
    p
}

thread_local! {
    static MEMO: RefCell<HashMap<String, HashMap<Vec<u32>, bool>>> = RefCell::default();
}

fn brute(code: &str, heaps: &[u32]) -> bool {
    MEMO.with(|m| {
        let mut m = m.borrow_mut();
        brute_p(code, heaps, m.entry(code.to_string()).or_default())
    })
}

/// The heap bounds the proptests use: small enough for the brute force.
const CODES: [(&str, u32); 4] = [("0.77", 10), ("0.07", 12), ("0.137", 12), ("0.75", 16)];

fn cached(i: usize) -> &'static Quotient {
    static Q: [OnceLock<Quotient>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    Q[i].get_or_init(|| {
        let (code, n) = CODES[i];
        quotient(&code.parse::<OctalCode>().unwrap(), n).unwrap()
    })
}

fn sum_of(code: usize) -> impl Strategy<Value = (usize, Vec<u32>)> {
    let n = CODES[code].1;
    (Just(code), prop::collection::vec(1..=n, 1..=4))
        .prop_filter("small enough for the brute force", |(_, v)| {
            v.iter().sum::<u32>() <= 24
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// The quotient's answer for a random sum of heaps is the brute
    /// force's misère outcome, for Kayles, Dawson's Kayles, Dawson's
    /// chess and 0.75.
    #[test]
    fn predictions_match_brute_force((i, heaps) in (0..4usize).prop_flat_map(sum_of)) {
        let q = cached(i);
        let text: Vec<String> = heaps.iter().map(u32::to_string).collect();
        let a = q.answer(&text.join("+")).unwrap();
        prop_assert_eq!(a.outcome == "P", brute(CODES[i].0, &heaps), "{} {:?}", CODES[i].0, heaps);
        prop_assert_eq!(a.player_to_move_wins, a.outcome == "N");
    }
}

/// Every element of the table, every heap's element and the
/// P-portion agree with the brute force on each heap and on every
/// pair of heaps (a finite but complete check of the small sums).
#[test]
fn pairs_of_heaps_match_brute_force() {
    for (i, &(code, n)) in CODES.iter().enumerate() {
        let q = cached(i);
        for a in 0..=n {
            for b in a..=n {
                let e = q.element_of(&[a, b]).unwrap();
                assert_eq!(q.is_p(e), brute(code, &[a, b]), "{code}: {a} + {b}");
            }
        }
    }
}

fn q(code: &str, n: u32) -> Quotient {
    quotient(&code.parse::<OctalCode>().unwrap(), n).unwrap()
}

#[test]
fn published_quotients() {
    // Misère Nim on heaps 1 and 2: T₂ = ⟨a, b | a² = 1, b³ = b⟩ with
    // P-portion {a, b²}, 6 elements (Plambeck, "Taming the wild in
    // impartial combinatorial games", INTEGERS 5, 2005).
    let t2 = q("0.33", 2);
    assert_eq!(
        (t2.order, t2.p_portion.clone()),
        (6, vec!["a".into(), "b^2".into()])
    );
    // Heaps up to 3 add nothing (*3 acts as *1 + *2 among sums of nim
    // heaps: Conway's tame theory, ONAG ch. 12); up to 7 give T₃, of
    // order 2³ + 2 = 10 (Plambeck and Siegel, "Misère quotients for
    // impartial games", JCTA 2008, the quotients Tₙ of misère Nim).
    assert_eq!(q("0.333", 3).order, 6);
    assert_eq!(q("0.3333333", 7).order, 10);
    // 0.75: order 8. Siegel ("The structure and classification of
    // misère quotients", 2007) proves there is exactly one quotient of
    // order 8, R₈ = ⟨a, b, c | a² = 1, b³ = b, bc = ab, c² = b²⟩,
    // P-portion {a, b²}: ours is it, relation for relation.
    let r8 = q("0.75", 16);
    assert_eq!(r8.order, 8);
    let rels: Vec<String> = r8
        .relations
        .iter()
        .map(|[a, b]| format!("{a} = {b}"))
        .collect();
    assert_eq!(rels, ["a^2 = 1", "bc = ab", "c^2 = b^2", "b^3 = b"]);
    assert_eq!(r8.p_portion, ["a", "b^2"]);
}

#[test]
fn computed_orders() {
    // Our figures (each verified for every sum of heaps up to the
    // bound). Kayles' quotient of every heap has order 48 (Plambeck
    // and Siegel 2008); within heaps 1..24, the most our limits reach,
    // it has order 24, so the heaps that complete it are larger.
    assert_eq!(q("0.77", 8).order, 12);
    assert_eq!(q("0.77", 12).order, 24);
    assert_eq!(q("0.07", 8).order, 6);
    assert_eq!(q("0.07", 12).order, 12);
    assert_eq!(q("0.137", 12).order, 12);
}

#[test]
fn refusals_name_the_limit_or_token() {
    let code: OctalCode = "0.77".parse().unwrap();
    let e = quotient(&code, 41).unwrap_err();
    assert!(
        matches!(
            e,
            QuotientError::TooManyHeaps {
                heaps: 41,
                limit: 40
            }
        ),
        "{e}"
    );
    let e = pebbles::games::classical::misere::quotient_within(&code, 12, 1_000, 1_000_000)
        .unwrap_err();
    assert!(
        e.to_string().contains("limit of 1 000") || e.to_string().contains("limit of 1000"),
        "{e}"
    );
    let t = q("0.77", 8);
    let e = t.answer("3 + 5 + 9").unwrap_err();
    assert_eq!(
        e.to_string(),
        "`9` at position 8: heap 9 is beyond the quotient's heaps 1..8 (raise the heap bound)"
    );
    let e = t.answer("3++5").unwrap_err();
    assert!(e.to_string().contains("position 2"), "{e}");
    assert!(matches!(
        t.answer(" ").unwrap_err(),
        QuotientError::EmptySum
    ));
}
