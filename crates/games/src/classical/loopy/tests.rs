//! Unit tests of loopy values: published values (Siegel, *CGT*, ch. VI;
//! Winning Ways, ch. 11) and the notation's round trip.

use super::*;

fn value(text: &str) -> LoopyValue {
    match parse_loopy(text) {
        Ok(LoopyExpr::Value(v)) => v,
        other => panic!("{text}: {other:?}"),
    }
}

fn holds(text: &str) -> bool {
    match parse_loopy(text) {
        Ok(LoopyExpr::Truth(t)) => t,
        other => panic!("{text}: {other:?}"),
    }
}

fn shown(text: &str) -> String {
    show(&value(text)).unwrap()
}

#[test]
fn named_stoppers_print() {
    for (text, want) in [
        ("on", "on"),
        ("off", "off"),
        ("over", "over"),
        ("under", "under"),
        ("upon", "^[on]"),
        ("{pass|*}", "^[on]"),
        ("-upon", "v[on]"),
        ("x{0|x}", "over"),
        ("5over", "5over"),
        ("3/2under", "3/2under"),
        ("dud", "dud"),
        ("{pass|pass}", "dud"),
        ("on + off", "dud"),
        ("on + on", "on"),
        ("over + ^", "over"),
        ("1 + over", "1over"),
    ] {
        assert_eq!(shown(text), want, "{text}");
    }
}

#[test]
fn comparisons() {
    assert!(holds("on + off == dud"));
    assert!(holds("over > 0"));
    assert!(holds("over < 1/2"));
    assert!(holds("on >= 5"));
    assert!(holds("upon > 0"));
    assert!(holds("over + ^ == over"));
}
