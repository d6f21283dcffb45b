//! Octal games and the 3-pile Nim table (seed 004) against published values
//! and against a deliberately simple oracle: positions as explicit
//! multisets of heaps, Grundy values by memoised mex over positions.

use std::collections::HashMap;

use pebbles::games::classical::{
    nim_table, OctalCode, OctalReport, OctalRun, OctalValues, OCTAL_WORK_LIMIT,
};
use pebbles::games::common::Period;
use proptest::prelude::*;

fn grundy(code: &str, hi: u32) -> (Vec<u32>, Option<Period>) {
    let v = code
        .parse::<OctalCode>()
        .unwrap()
        .grundy(hi, OCTAL_WORK_LIMIT)
        .unwrap();
    (v.grundy, v.period)
}

fn period(preperiod: u32, period: u32) -> Option<Period> {
    Some(Period { preperiod, period })
}

/// The oracle: a position is a sorted multiset of nonempty heaps; its
/// options follow the digits literally; no Sprague–Grundy shortcut.
struct Oracle {
    digits: Vec<u8>,
    memo: HashMap<Vec<u32>, u32>,
}

impl Oracle {
    fn new(digits: &[u8]) -> Oracle {
        Oracle {
            digits: digits.to_vec(),
            memo: HashMap::new(),
        }
    }

    fn options(&self, pos: &[u32]) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for (i, &h) in pos.iter().enumerate() {
            let rest: Vec<u32> = pos[..i].iter().chain(&pos[i + 1..]).copied().collect();
            for (k, &d) in self.digits.iter().enumerate() {
                let k = k as u32;
                if k > h {
                    break;
                }
                let left = h - k;
                let mut results: Vec<Vec<u32>> = Vec::new();
                if d & 1 != 0 && k > 0 && left == 0 {
                    results.push(vec![]);
                }
                if d & 2 != 0 && k > 0 && left > 0 {
                    results.push(vec![left]);
                }
                if d & 4 != 0 {
                    for a in 1..left {
                        results.push(vec![a, left - a]);
                    }
                }
                for r in results {
                    let mut p = rest.clone();
                    p.extend(r);
                    p.sort_unstable();
                    out.push(p);
                }
            }
        }
        out
    }

    fn grundy(&mut self, pos: &[u32]) -> u32 {
        if let Some(&g) = self.memo.get(pos) {
            return g;
        }
        let values: Vec<u32> = self.options(pos).iter().map(|o| self.grundy(o)).collect();
        let g = (0..).find(|v| !values.contains(v)).unwrap();
        self.memo.insert(pos.to_vec(), g);
        g
    }
}

fn code_text(digits: &[u8]) -> String {
    let tail: String = digits[1..].iter().map(|d| d.to_string()).collect();
    format!("{}.{tail}", digits[0])
}

#[test]
fn kayles_values_of_the_issue() {
    let (g, _) = grundy("0.77", 20);
    let want = [1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1];
    assert_eq!(g[0], 0);
    assert_eq!(&g[1..], &want);
}

#[test]
fn kayles_period_12_from_heap_71() {
    let (g, p) = grundy("0.77", 1000);
    assert_eq!(p, period(71, 12));
    // The last exceptional value: G(70) = 6 differs from G(82) = 4.
    assert_ne!(g[70], g[82]);
    // Winning Ways: Kayles' 14 exceptional values, the last at heap 70.
    let ex = exceptions(&g, 12);
    assert_eq!(ex.len(), 14);
    assert_eq!(ex.last(), Some(&70));
    assert_eq!(g.len(), 1001);
    // The proof needs heaps up to 2·71 + 2·12 + 2 − 1 = 167 at least.
    let v = "0.77"
        .parse::<OctalCode>()
        .unwrap()
        .grundy(1000, OCTAL_WORK_LIMIT)
        .unwrap();
    assert!(
        v.computed_to >= 167 && v.computed_to < 1000,
        "{}",
        v.computed_to
    );
}

#[test]
fn not_proven_within_too_few_heaps() {
    assert_eq!(grundy("0.77", 100).1, None);
    assert_eq!(grundy("0.07", 100).1, None);
}

/// Heaps `n < 250` whose value differs from the periodic value far out.
fn exceptions(g: &[u32], p: usize) -> Vec<usize> {
    (0..250)
        .filter(|&n| g[n] != g[n + p * (1 + (500 - n) / p)])
        .collect()
}

/// Dawson's Kayles as `0.07` counts pins, so heap `n + 1` of it is
/// Dawson's chess `0.137` on `n` files: its last exception is the famous 51
/// of Dawson's chess plus one, preperiod 53 (52 in the chess count).
#[test]
fn dawsons_kayles_period_34_from_heap_53() {
    let (g, p) = grundy("0.07", 1000);
    assert_eq!(p, period(53, 34));
    let start = [
        0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3,
    ];
    assert_eq!(&g[..start.len()], &start);
    assert_eq!(exceptions(&g, 34), vec![0, 1, 15, 17, 18, 32, 35, 52]);
}

/// Officers (`0.6`) and `0.16` are famous open cases: no period is known
/// to enormous heaps, so none may be "proven" here.
#[test]
fn open_cases_are_not_proven_periodic() {
    assert_eq!(grundy("0.6", 4000).1, None);
    assert_eq!(grundy("0.16", 4000).1, None);
}

#[test]
fn simple_codes() {
    // 0.3: take one, leave zero or one heap: G alternates 0 1 from heap 0.
    assert_eq!(grundy("0.3", 50).1, period(0, 2));
    // 0.333…: Nim restricted to taking 1..3: G(n) = n mod 4.
    let (g, p) = grundy("0.333", 40);
    assert!(g.iter().enumerate().all(|(n, &v)| v == n as u32 % 4));
    assert_eq!(p, period(0, 4));
    // 4.0: split a heap into two: 0 for odd heaps, 1 for even ones (≥ 2).
    let (g, p) = grundy("4.0", 30);
    assert_eq!(&g[..6], &[0, 0, 1, 0, 1, 0]);
    assert_eq!(p, period(1, 2));
}

#[test]
fn kayles_reaches_heap_100000_at_once() {
    let (g, p) = grundy("0.77", 100_000);
    assert_eq!(p, period(71, 12));
    assert_eq!(g[100_000], g[71 + (100_000 - 71) % 12]);
}

#[test]
fn report_lists_the_asked_heaps() {
    let code: OctalCode = "0.77".parse().unwrap();
    let r = OctalReport::new(&code, 5, 9, OCTAL_WORK_LIMIT).unwrap();
    assert_eq!(r.grundy, vec![4, 3, 2, 1, 4]);
    assert!(r.csv().starts_with("heap,grundy\n5,4\n6,3\n"));
    assert!(r
        .text()
        .contains("period        none proven within heaps 0..9"));
}

#[test]
fn nim_table_of_the_slides() {
    let t = nim_table(0, 8).unwrap();
    assert!(t.agrees);
    assert_eq!(t.mex[1], vec![1, 0, 3, 2, 5, 4, 7, 6, 9]);
    assert_eq!(t.mex[8], vec![8, 9, 10, 11, 12, 13, 14, 15, 0]);
    assert_eq!(t.mex[5][6], 3);
}

/// The mex rule, literally and slowly, for the whole square `0..=n`.
fn naive_mex_table(n: usize) -> Vec<Vec<u32>> {
    let mut t = vec![vec![0u32; n + 1]; n + 1];
    for x in 0..=n {
        for y in 0..=n {
            let seen: Vec<u32> = (0..x)
                .map(|a| t[a][y])
                .chain((0..y).map(|b| t[x][b]))
                .collect();
            t[x][y] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
    }
    t
}

#[test]
fn nim_table_far_from_zero_agrees() {
    let t = nim_table(2000, 2020).unwrap();
    assert!(t.agrees);
    assert_eq!(t.mex[19][20], 2019 ^ 2020);
}

/// Every heap `0..=hi` by the code's kernel, or by the plain mex rule.
fn every_heap(code: &OctalCode, hi: u32, plain: bool) -> OctalValues {
    let run = if plain {
        OctalRun::plain(code, hi, u64::MAX)
    } else {
        OctalRun::new(code, hi, u64::MAX)
    };
    let mut run = run.unwrap().without_periods();
    while !run.step(u64::MAX).unwrap() {}
    run.finish()
}

/// The sparse-space kernel against the plain mex rule on the codes whose
/// sparse spaces are famous, far enough for their rare values to matter.
#[test]
fn sparse_space_agrees_with_the_plain_rule_on_known_codes() {
    for (text, hi) in [
        ("0.16", 6000),
        ("0.354", 6000),
        ("0.6", 6000),
        ("0.106", 4000),
        ("0.777", 4000),
        ("4.7", 3000),
        ("0.56", 4000),
        ("0.454", 4000),
        ("C.4", 500),
    ] {
        let code: OctalCode = text.parse().unwrap();
        let sparse = every_heap(&code, hi, false);
        let plain = every_heap(&code, hi, true);
        assert_eq!(sparse, plain, "{text}");
        // The periods proven as the runs go are the same too.
        let a = code.grundy(hi, OCTAL_WORK_LIMIT).unwrap();
        assert_eq!(
            a,
            code.grundy_plain(hi, OCTAL_WORK_LIMIT).unwrap(),
            "{text}"
        );
    }
}

/// Gangolli and Plambeck (1989): `0.16` has period 149 459, its last
/// exceptional value at heap 105 350; the theorem proves it at heap
/// 2·105 351 + 2·149 459 + 2 − 1 = 509 621.
#[test]
fn gangolli_plambeck_period_of_0_16() {
    let code: OctalCode = "0.16".parse().unwrap();
    let mut run = OctalRun::until_proven(&code, u64::MAX);
    while !run.step(u64::MAX).unwrap() {}
    let stats = run.stats();
    assert_eq!(stats.kernel, "sparse");
    let v = run.finish();
    assert_eq!(v.period, period(105_351, 149_459));
    assert!(
        (509_621..530_000).contains(&v.computed_to),
        "{}",
        v.computed_to
    );
    assert_eq!(v.grundy.len(), v.computed_to as usize + 1);
    assert_ne!(v.grundy[105_350], v.grundy[105_350 + 149_459]);
}

/// While the run goes on, the candidate period is the one the theorem
/// will prove, with the heap where it will.
#[test]
fn the_candidate_period_of_0_16_before_its_proof() {
    let code: OctalCode = "0.16".parse().unwrap();
    let mut run = OctalRun::new(&code, 480_000, u64::MAX).unwrap();
    while !run.step(u64::MAX).unwrap() {}
    let c = run.candidate().expect("a candidate");
    assert_eq!(
        c.period,
        Period {
            preperiod: 105_351,
            period: 149_459
        }
    );
    assert_eq!(c.proof_heap, 2 * 105_351 + 2 * 149_459 + 2 - 1);
    assert_eq!(run.finish().period, None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Random octal codes: the sparse-space kernel gives the plain mex
    /// rule's values at every heap up to 2000.
    #[test]
    fn sparse_space_agrees_with_the_plain_rule(
        first in prop::sample::select(vec![0u8, 4]),
        tail in prop::collection::vec(0u8..8, 1..6),
    ) {
        let mut digits = vec![first];
        digits.extend(&tail);
        let code: OctalCode = code_text(&digits).parse().unwrap();
        prop_assert_eq!(every_heap(&code, 2000, false), every_heap(&code, 2000, true));
    }

    /// Random hexadecimal codes (splits into three heaps go by the plain
    /// rule; those without bit 8 by the sparse space).
    #[test]
    fn hexadecimal_codes_agree_with_the_plain_rule(
        first in prop::sample::select(vec![0u8, 4, 8, 12]),
        tail in prop::collection::vec(0u8..16, 1..4),
    ) {
        let mut digits = vec![first];
        digits.extend(&tail);
        let hex: String = digits[1..].iter().map(|d| format!("{d:X}")).collect();
        let code: OctalCode = format!("{:X}.{hex}", digits[0]).parse().unwrap();
        prop_assert_eq!(every_heap(&code, 160, false), every_heap(&code, 160, true));
        let (a, b) = (code.grundy(160, OCTAL_WORK_LIMIT), code.grundy_plain(160, OCTAL_WORK_LIMIT));
        prop_assert_eq!(a.unwrap(), b.unwrap());
    }

    /// Random codes: single heaps and sums of two or three heaps against the
    /// oracle (so the Sprague–Grundy theorem is checked too).
    #[test]
    fn agrees_with_the_oracle(
        first in prop::sample::select(vec![0u8, 4]),
        tail in prop::collection::vec(0u8..8, 1..4),
        heaps in prop::collection::vec(1u32..9, 1..4),
    ) {
        let mut digits = vec![first];
        digits.extend(&tail);
        let code: OctalCode = code_text(&digits).parse().unwrap();
        let (g, _) = (code.grundy(12, OCTAL_WORK_LIMIT).unwrap().grundy, ());
        let mut oracle = Oracle::new(&digits);
        for n in 0..=12u32 {
            let pos: Vec<u32> = if n == 0 { vec![] } else { vec![n] };
            prop_assert_eq!(g[n as usize], oracle.grundy(&pos), "heap {}", n);
        }
        let mut pos = heaps.clone();
        pos.sort_unstable();
        let xor = heaps.iter().fold(0, |acc, &h| acc ^ g[h as usize]);
        prop_assert_eq!(oracle.grundy(&pos), xor);
    }

    /// A proven period holds on values computed far beyond the proof, and
    /// is the least one seen there.
    #[test]
    fn proven_periods_hold(
        first in prop::sample::select(vec![0u8, 4]),
        tail in prop::collection::vec(0u8..8, 1..4),
    ) {
        let mut digits = vec![first];
        digits.extend(&tail);
        let code: OctalCode = code_text(&digits).parse().unwrap();
        let short = code.grundy(300, OCTAL_WORK_LIMIT).unwrap();
        let Some(p) = short.period else { return Ok(()); };
        // Far past the proof, every value by the mex rule: the oracle's
        // single-heap values are too slow here, so use a plain recurrence.
        let long = plain_grundy(&digits, 600);
        prop_assert_eq!(&short.grundy[..], &long[..=300]);
        let (e, q) = (p.preperiod as usize, p.period as usize);
        prop_assert!((e..=600 - q).all(|n| long[n] == long[n + q]));
        prop_assert!(e == 0 || long[e - 1] != long[e - 1 + q]);
        prop_assert!((1..q).all(|d| (e..=600 - d).any(|n| long[n] != long[n + d])));
    }

    #[test]
    fn nim_table_matches_the_literal_mex_rule(from in 0u32..12, len in 1u32..10) {
        let to = from + len - 1;
        let t = nim_table(from, to).unwrap();
        let naive = naive_mex_table(to as usize);
        for (i, row) in t.mex.iter().enumerate() {
            prop_assert_eq!(&row[..], &naive[from as usize + i][from as usize..]);
        }
        prop_assert!(t.agrees);
    }
}

/// Single-heap Grundy values straight from the definition, no period.
fn plain_grundy(digits: &[u8], hi: usize) -> Vec<u32> {
    let mut g = vec![0u32];
    for n in 1..=hi {
        let mut seen = Vec::new();
        for (k, &d) in digits.iter().enumerate().take(n + 1) {
            if d & 1 != 0 && k == n {
                seen.push(0);
            }
            if d & 2 != 0 && k > 0 && n > k {
                seen.push(g[n - k]);
            }
            if d & 4 != 0 && n >= k + 2 {
                seen.extend((1..n - k).map(|a| g[a] ^ g[n - k - a]));
            }
        }
        g.push((0..).find(|v| !seen.contains(v)).unwrap());
    }
    g
}

/// Remoteness by the definition over the oracle's positions, wins found
/// by search (not by parity or Grundy values).
fn oracle_remoteness(
    o: &Oracle,
    pos: &[u32],
    memo: &mut HashMap<Vec<u32>, (bool, u32)>,
) -> (bool, u32) {
    if let Some(&r) = memo.get(pos) {
        return r;
    }
    let after: Vec<(bool, u32)> = o
        .options(pos)
        .iter()
        .map(|p| oracle_remoteness(o, p, memo))
        .collect();
    let r = match after.iter().filter(|a| !a.0).map(|a| a.1).min() {
        Some(r) => (true, r + 1),
        None => (false, after.iter().map(|a| a.1 + 1).max().unwrap_or(0)),
    };
    memo.insert(pos.to_vec(), r);
    r
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Single heaps' remoteness (issue 28) equals the oracle's search, and
    /// the mover wins exactly when the Grundy value is not zero.
    #[test]
    fn heap_remoteness_agrees_with_the_oracle(
        first in prop::sample::select(vec![0u8, 4]),
        tail in prop::collection::vec(0u8..8, 1..4),
    ) {
        use pebbles::games::classical::octal_remoteness::heap_remoteness;
        let mut digits = vec![first];
        digits.extend(&tail);
        let code: OctalCode = code_text(&digits).parse().unwrap();
        let g = code.grundy(10, OCTAL_WORK_LIMIT).unwrap().grundy;
        let rs = heap_remoteness(&code, 0, 10, 1_000_000);
        let oracle = Oracle::new(&digits);
        let mut memo = HashMap::new();
        for n in 0..=10u32 {
            let pos: Vec<u32> = if n == 0 { vec![] } else { vec![n] };
            let (wins, r) = oracle_remoteness(&oracle, &pos, &mut memo);
            prop_assert_eq!(rs[n as usize], Some(r), "heap {}", n);
            prop_assert_eq!(wins, g[n as usize] != 0, "heap {}", n);
        }
    }
}

#[test]
fn kayles_remoteness_by_hand() {
    use pebbles::games::classical::octal_remoteness::heap_remoteness;
    let kayles: OctalCode = "0.77".parse().unwrap();
    // Heaps 1 and 2: one move takes all. Heap 3: take the middle pin (1, 1
    // left), the opponent takes one, the mover the last: 3 moves. Heap 4:
    // take the middle two (1, 1 left): 3 moves.
    assert_eq!(
        heap_remoteness(&kayles, 0, 4, 1000),
        [Some(0), Some(1), Some(1), Some(3), Some(3)]
    );
}
