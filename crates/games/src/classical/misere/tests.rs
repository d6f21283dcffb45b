//! Published values. CGSuite's strings and genera are from its test suite
//! (`lib/core/src/test/scala/org/cgsuite/lang/MisereCanonicalGameTestCase.scala`);
//! Winning Ways ch. 13 for the genera of nim heaps; ONAG ch. 12 for the
//! census.

use super::*;
use crate::common::Class;
use crate::notation::SyntaxError;

fn report(text: &str) -> MisereReport {
    MisereReport::of_expr(text, 10_000_000).unwrap_or_else(|e| panic!("{text}: {e}"))
}

#[test]
fn outcomes_of_small_nimbers() {
    // The player who cannot move wins: 0 is N (the mover cannot move), * is
    // P (the mover must move to 0), *2 is N (move to *), *2 + *2 is P (the
    // mirror strategy until a single heap of 2 is left, Winning Ways ch. 13).
    for (text, class) in [
        ("0", Class::N),
        ("*", Class::P),
        ("*2", Class::N),
        ("*2 + *2", Class::P),
        ("* + *", Class::N),
    ] {
        assert_eq!(report(text).misere_outcome, class, "{text}");
    }
}

#[test]
fn census_days_0_to_4() {
    // Conway, ONAG ch. 12: 1, 2, 3, 5, 22.
    let c = census(4, CENSUS_WORK_LIMIT).unwrap();
    assert_eq!(c.counts, vec![1, 2, 3, 5, 22]);
    assert_eq!(c.count, 22);
    assert!(matches!(
        census(6, CENSUS_WORK_LIMIT),
        Err(MisereError::CensusDay { day: 6, limit: 5 })
    ));
}

#[test]
fn cgsuite_notation_and_genera() {
    // (input, CGSuite's output, CGSuite's genus expanded to Winning Ways'
    // digits where CGSuite abbreviates, misère nim value, nim value).
    let cases = include_str!("cgsuite_forms.tsv")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let n = |i: usize| f[i].parse::<u32>().expect("a number");
            (f[0], f[1], f[2], n(3), n(4))
        })
        .collect::<Vec<_>>();
    assert_eq!(cases.len(), 14, "the cases file is read whole");
    for (input, printed, genus, minus, plus) in cases {
        let r = report(input);
        assert_eq!(r.misere_canonical.as_deref(), Some(printed), "{input}");
        assert_eq!(r.genus.as_deref(), Some(genus), "{input}");
        assert_eq!(r.misere_nim_value, Some(minus), "{input}");
        assert_eq!(r.nim_value, Some(plus), "{input}");
        // The printed form reads back to the same game.
        let back = report(printed);
        assert_eq!(back.misere_canonical, r.misere_canonical, "{printed}");
    }
}

#[test]
fn nim_heaps_genera_winning_ways() {
    // Winning Ways ch. 13: 0^120, 1^031, 2^20, 3^31, and n^{n, n⊕2} on.
    let mut u = MisereUniverse::new();
    let mut cache = GenusCache::default();
    let want = [
        "0^120", "1^031", "2^20", "3^31", "4^46", "5^57", "6^64", "7^75",
    ];
    for (n, w) in want.iter().enumerate() {
        let h = u.heap(n as u32).unwrap();
        assert_eq!(cache.genus(&u, h).unwrap().to_string(), *w);
    }
}

#[test]
fn bad_input_names_the_token() {
    for (text, token) in [
        ("*2 + ^", "^"),
        ("3/2", "/2"),
        ("*[2", ""),
        ("kayles[3]", "kayles"),
        ("*999999", "999999"),
    ] {
        let e = MisereReport::of_expr(text, 1_000_000).unwrap_err();
        assert!(e.to_string().contains(token), "{text}: {e}");
    }
    let deep = format!("{}0{}", "(".repeat(200), ")".repeat(200));
    assert!(matches!(
        MisereReport::of_expr(&deep, 1_000_000),
        Err(MisereError::Syntax(SyntaxError::TooDeep { .. }))
    ));
}

#[test]
fn partizan_expressions_have_outcomes_only() {
    // {0|} = 1: Left to move has a move (to 0, where Right cannot move and
    // wins), Right to move cannot move and wins: R. {|0} = -1: L.
    assert_eq!(report("{0|}").misere_outcome, Class::R);
    assert_eq!(report("{|0}").misere_outcome, Class::L);
    assert!(report("{0|}").misere_canonical.is_none());
    assert_eq!(report("1").misere_outcome, Class::R);
    // 1 + (−1): whoever moves leaves the other's integer, where the other
    // must move to 0 and so gives the first the win: N.
    assert_eq!(report("1 + {|0}").misere_outcome, Class::N);
    assert_eq!(report("{|0} + 1").misere_outcome, Class::N);
    // {0,*|0,*} is *2.
    assert_eq!(
        report("{0,*|0,*}").misere_canonical.as_deref(),
        Some("*[2]")
    );
}

#[test]
fn misere_equality() {
    // * + * = 0 in misère play but *2 + *2 ≠ 0 (ONAG ch. 12; Winning Ways
    // ch. 13); {*} = 0 (its only option * reverses through 0); CGSuite's
    // output reads back.
    for (text, want) in [
        ("* + * == 0", true),
        ("*2 + *2 == 0", false),
        ("*[[1]] == 0", true),
        ("*[2[2]] == *2 + *2", true),
        ("*[2#1] == *[[2],1]", true),
        ("*2 + * == *3", true),
    ] {
        let c = misere_compare(text, 1_000_000).unwrap().unwrap();
        assert_eq!(c.result, want, "{text}");
    }
    assert!(misere_compare("*2", 1_000_000).unwrap().is_none());
    assert!(misere_compare("{1|0} == 0", 1_000_000).is_err());
}
