//! Permalink parser: never panics on any input, and round-trips every valid view.

use std::collections::BTreeMap;

use pebbles::games::cumulative_subtraction::{Player, Tie, Variant};
use pebbles::notation;
use pebbles::permalink::{Columns, CsMoves, CsState, Page, PageState, View};
use proptest::prelude::*;

fn tie() -> impl Strategy<Value = Tie> {
    prop_oneof![Just(Tie::Antagonistic), Just(Tie::Friendly)]
}

fn set(min_len: usize) -> impl Strategy<Value = Vec<u32>> {
    prop::collection::btree_set(1u32..40, min_len..6).prop_map(|s| s.into_iter().collect())
}

fn cs_state() -> impl Strategy<Value = CsState> {
    let moves = prop_oneof![
        set(1).prop_map(CsMoves::Symmetric),
        (set(1), set(0)).prop_map(|(left, right)| CsMoves::Partizan { left, right }),
    ];
    let map = prop::collection::btree_map(0u32..30, set(0), 0..3);
    let cols = prop::array::uniform5(any::<bool>()).prop_map(|b| Columns {
        zero_sum: b[0],
        self_interest: b[1],
        normal: b[2],
        misere: b[3],
        grundy: b[4],
    });
    let line = (
        prop_oneof![
            Just(Variant::ZeroSum),
            Just(Variant::SelfInterest),
            Just(Variant::Normal),
            Just(Variant::Misere)
        ],
        prop_oneof![Just(Player::Left), Just(Player::Right)],
    );
    let ranges = (0u32..1000, 0u32..500);
    let extras = (cols, prop::option::of(0u32..100), line);
    (moves, ranges, tie(), tie(), map, extras).prop_map(
        |(moves, (lo, len), l, r, map, (cols, selected, line))| CsState {
            moves,
            heaps: (lo, lo + len),
            ties: (l, r),
            map: map.into_iter().collect::<BTreeMap<_, _>>(),
            cols,
            selected,
            line,
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_string_parses_without_panic(s in ".{0,80}") {
        let _ = View::parse(&s);
    }

    #[test]
    fn url_like_strings_parse_without_panic(
        page in "(cs|bcs|tree|about|x|%[0-9A-F]{2}|)",
        q in prop::collection::vec(("(s|l|r|heaps|tie|map|cols|x|play|first|embed|zz|)", "[0-9.,;:%a-z-]{0,12}"), 0..6),
    ) {
        let query: Vec<String> = q.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let (view, _) = View::parse(&format!("#/{page}?{}", query.join("&")));
        // Whatever was read re-serialises to a link that reads back the same.
        let (again, notices) = View::parse(&view.to_hash());
        prop_assert_eq!(again, view);
        prop_assert!(notices.is_empty(), "{:?}", notices);
    }

    #[test]
    fn valid_views_round_trip(cs in cs_state(), embed in any::<bool>()) {
        let view = View { state: PageState::Cs(cs), embed };
        let (back, notices) = View::parse(&view.to_hash());
        prop_assert!(notices.is_empty(), "{:?}", notices);
        prop_assert_eq!(back, view);
    }

    #[test]
    fn sets_round_trip_through_notation(s in set(0)) {
        prop_assert_eq!(notation::parse_set(&notation::format_set(&s), 1, 100).unwrap(), s);
    }
}

#[test]
fn every_page_has_a_route() {
    for p in Page::ALL {
        let (v, n) = View::parse(&format!("#/{}", p.slug()));
        assert!(n.is_empty());
        assert_eq!(v.state.page(), p);
    }
}

#[test]
fn documented_examples_read_cleanly() {
    for link in [
        "#/cs?s=2,3&heaps=0..20",
        "#/cs?l=2,3&r=1,4&heaps=0..14",
        "#/cs?s=2,3&heaps=0..9&tie=af&map=2:2;3:1",
        "#/cs?s=2,3&embed=1",
        "#/about",
    ] {
        let (_, n) = View::parse(link);
        assert!(n.is_empty(), "{link}: {n:?}");
    }
}
