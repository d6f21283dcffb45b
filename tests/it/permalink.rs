//! Permalink parser: never panics on any input, and round-trips every valid view.

use std::collections::BTreeMap;

use pebbles::games::common::{Player, Tie, Ties, Variant};
use pebbles::notation;
use pebbles::permalink::{Panel, Scale, View};
use pebbles::state::{BcsState, Columns, CsState, Page, PageState, TreeState};
use pebbles::state::{CsMoves, TreeView};
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
    let cols = prop::array::uniform6(any::<bool>()).prop_map(|b| Columns {
        zero_sum: b[0],
        self_interest: b[1],
        normal: b[2],
        misere: b[3],
        grundy: b[4],
        remoteness: b[5],
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
    let extras = (cols, prop::option::of(0u32..100), line, any::<bool>());
    (moves, ranges, tie(), tie(), map, extras).prop_map(
        |(moves, (lo, len), l, r, map, (cols, selected, line, scoring))| CsState {
            moves,
            heaps: (lo, lo + len),
            ties: Ties { left: l, right: r },
            map: map.into_iter().collect::<BTreeMap<_, _>>(),
            cols,
            selected,
            line,
            scoring,
            ..CsState::default()
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
        q in prop::collection::vec(("(s|l|r|heaps|tie|map|cols|x|play|first|embed|tb|bids|marker|p|plot|budgets|mode|view|merge|nim|zz|)", "[0-9.,;:%a-z-]{0,12}"), 0..6),
    ) {
        let query: Vec<String> = q.iter().map(|(k, v)| format!("{k}={v}")).collect();
        let (view, _) = View::parse(&format!("#/{page}?{}", query.join("&")));
        // Whatever was read re-serialises to a link that reads back the same.
        let (again, notices) = View::parse(&view.to_hash());
        prop_assert_eq!(again, view);
        prop_assert!(notices.is_empty(), "{:?}", notices);
    }

    #[test]
    fn valid_views_round_trip(
        cs in cs_state(), embed in any::<bool>(), present in any::<bool>(),
        picked in prop::collection::vec(any::<bool>(), 3), quarters in 4u8..=12,
    ) {
        // `show=` keeps the page's order; none picked is written as no `show=`.
        let panels: Vec<Panel> = Panel::of(Page::Cs).iter().zip(&picked).filter(|p| *p.1).map(|p| *p.0).collect();
        let show = (!panels.is_empty()).then_some(panels);
        let scale = Scale::from_quarters(quarters).unwrap();
        let view = View { state: PageState::Cs(cs), embed, show, scale, present };
        let (back, notices) = View::parse(&view.to_hash());
        prop_assert!(notices.is_empty(), "{:?}", notices);
        prop_assert_eq!(back, view);
    }

    #[test]
    fn bidding_views_round_trip(
        moves in set(1), tb in 0u32..60, lo in 0u32..50, len in 0u32..50,
        bids in prop::option::of(prop::collection::btree_set(0u32..60, 1..5)),
        right in any::<bool>(), matrix in prop::option::of((0u32..50, 0u32..60)),
        plot in prop::collection::btree_set(0u32..60, 0..4), budgets in (0u32..20, 0u32..20),
    ) {
        let within = |v: u32| v.min(tb);
        let st = BcsState {
            moves,
            total_budget: tb,
            heaps: (lo, lo + len),
            bids: bids.map(|b| {
                let mut v: Vec<u32> = b.into_iter().map(within).collect();
                v.dedup();
                v
            }),
            marker: if right { Player::Right } else { Player::Left },
            matrix: matrix.map(|(x, p)| (x, within(p))),
            plot: {
                let mut v: Vec<u32> = plot.into_iter().map(within).collect();
                v.dedup();
                v
            },
            budgets: (budgets.0, budgets.0 + budgets.1),
            ..BcsState::default()
        };
        let view = View { state: PageState::Bcs(st), embed: false, ..View::default() };
        let (back, notices) = View::parse(&view.to_hash());
        prop_assert!(notices.is_empty(), "{:?}", notices);
        prop_assert_eq!(back, view);
    }

    #[test]
    fn tree_views_round_trip(
        moves in set(1), heap in 0u32..100, mode in 0usize..4, view in 0usize..3,
        merge in any::<bool>(), l in tie(), r in tie(),
        nim in prop::option::of(prop::collection::vec(0u32..13, 1..6)),
        pockets in (0i64..50, 0i64..50), right_first in any::<bool>(),
    ) {
        let st = TreeState {
            moves: CsMoves::Symmetric(moves),
            heap,
            mode: [Variant::ZeroSum, Variant::SelfInterest, Variant::Normal, Variant::Misere][mode],
            view: [TreeView::Tree, TreeView::Dag, TreeView::Cgt][view],
            ties: Ties { left: l, right: r },
            merge,
            nim: None,
            cumulations: pockets,
            first: if right_first { Player::Right } else { Player::Left },
        };
        let st = match nim {
            Some(n) => TreeState { nim: Some(n), mode: Variant::Normal, ..TreeState::default() },
            None => st,
        };
        let view = View { state: PageState::Tree(st), embed: true, ..View::default() };
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
        "#/bcs?s=1&tb=9&heaps=0..40&bids=0..9",
        "#/bcs?s=1&tb=9&x=9&p=6",
        "#/tree?s=2,3&x=7&mode=si",
        "#/tree?s=2,3&x=7&mode=zs&view=dag",
        "#/tree?l=2,3&r=1,4&x=5&mode=normal",
        "#/tree?nim=1,2,3",
        "#/tree?s=2,3&x=5&c=2,0&first=r",
    ] {
        let (_, n) = View::parse(link);
        assert!(n.is_empty(), "{link}: {n:?}");
    }
}

#[test]
fn a_bad_matrix_budget_is_reported_as_p_not_x() {
    let (_, notices) = View::parse("#/bcs?x=9&p=10");
    assert_eq!(notices.len(), 1, "{notices:?}");
    assert_eq!(notices[0].param, "p");
    assert!(
        notices[0].message.contains("`10`"),
        "{}",
        notices[0].message
    );
    let (_, notices) = View::parse("#/bcs?x=abc&p=10");
    let params: Vec<&str> = notices.iter().map(|n| n.param.as_str()).collect();
    assert_eq!(params, ["x", "p"]);
    let (view, notices) = View::parse("#/bcs?x=9&p=6");
    assert!(notices.is_empty());
    assert!(view.to_hash().contains("x=9&p=6"));
}

/// An lz-string link of one literal `a` and then `codes` codes, each naming
/// the entry being made: about `codes²/2` characters once expanded.
fn lz_bomb(codes: u32) -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";
    let mut bits = Vec::new();
    let mut put = |v: u32, width: u32| bits.extend((0..width).map(|k| v >> k & 1 == 1));
    put(0, 2);
    put(u32::from(b'a'), 8);
    let (mut width, mut enlarge_in) = (3u32, 4u32);
    for size in 4..4 + codes {
        put(size, width);
        enlarge_in -= 1;
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
    }
    put(2, width);
    bits.chunks(6)
        .map(|c| {
            let v = c.iter().fold(0, |a, &b| a << 1 | usize::from(b)) << (6 - c.len());
            ALPHABET[v] as char
        })
        .collect()
}

/// Issue 18 #1: compressed bombs in `rules=` get a notice naming `rules`,
/// with the work bounded by the caps (no panic, no gigabytes).
#[test]
fn compressed_bombs_in_rules_get_a_notice() {
    for codes in [100, 1_000, 15_000, 27_000] {
        let (view, notices) = View::parse(&format!("#/games?rules={}", lz_bomb(codes)));
        assert_eq!(notices.len(), 1, "{codes}: {notices:?}");
        assert_eq!(notices[0].param, "rules");
        assert!(
            notices[0].message.contains("expands to more than")
                || notices[0].message.contains("longer than")
                || notices[0].message.contains("ruleset"),
            "{}",
            notices[0].message
        );
        assert!(!view.to_hash().contains("rules="));
    }
}

proptest! {
    /// Damaged compressed rulesets never panic and never pass as rules.
    #[test]
    fn damaged_rules_links_get_notices(cut in 0usize..400, flip in 0usize..400, c in "[A-Za-z0-9+$-]") {
        let json = r#"{"players":2,"heaps":[{"actions":[{"amounts":[1,2]}],"rewards":[["a","-a"]],"utility":{"kind":"identity"}}]}"#;
        let mut link: Vec<char> = lz_str::compress_to_encoded_uri_component(json).chars().collect();
        if flip < link.len() {
            link[flip] = c.chars().next().unwrap();
        }
        link.truncate(cut.max(1));
        let text: String = link.into_iter().collect();
        let (_, notices) = View::parse(&format!("#/games?rules={text}"));
        prop_assert!(notices.len() <= 1);
    }
}

/// The browser's hostile-link test (`tests/e2e/hostile.test.mjs`) tries
/// every parameter of every page; it reads them from
/// `tests/e2e/params.json`, which must list exactly `Page::params()`
/// (`PEBBLES_BLESS=1 cargo test --test it permalink::` rewrites it).
#[test]
fn the_browser_test_knows_every_parameter() {
    let mut want = String::from("{\n");
    let pages: Vec<String> = Page::ALL
        .into_iter()
        .map(|p| {
            let names: Vec<String> = p.params().iter().map(|n| format!("\"{n}\"")).collect();
            format!("  \"{}\": [{}]", p.slug(), names.join(", "))
        })
        .collect();
    want.push_str(&pages.join(",\n"));
    want.push_str("\n}\n");
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/params.json");
    if std::env::var_os("PEBBLES_BLESS").is_some() {
        std::fs::write(path, &want).unwrap();
    }
    let have = std::fs::read_to_string(path).unwrap_or_default();
    assert_eq!(have, want, "tests/e2e/params.json is stale: bless it");
}
