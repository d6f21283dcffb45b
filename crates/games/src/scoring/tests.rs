//! Unit tests: the user guide's examples and small facts.

use super::*;

fn canon(text: &str) -> String {
    match scoring_expr(text, 10_000_000).unwrap() {
        ScoringAnswer::Game(r) => r
            .canonical
            .unwrap_or_else(|| panic!("{text}: not guaranteed")),
        ScoringAnswer::Comparison(c) => panic!("{text}: a comparison {c:?}"),
    }
}

fn holds(text: &str) -> bool {
    match scoring_expr(text, 10_000_000).unwrap() {
        ScoringAnswer::Comparison(c) => c.result,
        ScoringAnswer::Game(r) => panic!("{text}: a game {r:?}"),
    }
}

#[test]
fn numbers_and_atoms_print() {
    assert_eq!(canon("4"), "4");
    assert_eq!(canon("<^3|4>"), "<^3|4>");
    assert_eq!(canon("<^2|^2>"), "2");
}

#[test]
fn guide_sums() {
    // User guide §"disjunctive sum of games": g1 = <^-3|<2|1>>, g2 = <-3|^0>.
    assert_eq!(canon("<^-3|<2|1>> + <-3|^0>"), "<<^-6|^-1>|^2>");
    assert_eq!(canon("<^-3|<2|1>> - <-3|^0>"), "<^-3|<^0|^5>>");
}

#[test]
fn guide_canonize() {
    // User guide §"canonize".
    assert_eq!(canon("<<2|2,<2|2>>,<1|1>|<<<^4|4>|<4|^4>>|-5>>"), "<^2|^4>");
}

#[test]
fn guide_comparisons() {
    assert!(holds("3 >= 2"));
    // The guide prints `5 >== g"<^-4|6>"` as True; by the definition it is
    // false: with X = 0, Rs(5) = 5 < Rs(<^-4|6>) = 6 (Right moving first
    // in <^-4|6> must move to 6). The two are confused (Ls: 5 > -4).
    assert!(!holds("5 >= <^-4|6>"));
    assert!(holds("5 <> <^-4|6>"));
    assert!(holds("<2|2> - <2|2> == 0"));
}

fn invertible(text: &str) -> Option<bool> {
    match scoring_expr(text, 10_000_000).unwrap() {
        ScoringAnswer::Game(r) => r.invertible,
        ScoringAnswer::Comparison(_) => None,
    }
}

#[test]
fn invertibility() {
    // User guide, "invertible": <2|2> - <2|2> = 0.
    assert_eq!(invertible("<2|2>"), Some(true));
    assert_eq!(invertible("7"), Some(true));
    // <^0|^1> + <^-1|^0> = <^-1|^1>, not 0.
    assert_eq!(invertible("<^0|^1>"), Some(false));
    assert_eq!(invertible("<<4|-3>|^-2>"), None);
}
