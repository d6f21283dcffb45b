//! Cram, Snort, Col, Konane and Amazons: published values, theorems the
//! values must obey, values cross-checked with cgt-tools, bad positions,
//! and the CLI.
//!
//! The cgt-tools values were computed with the cgt 0.11 crate (AGPL; a
//! scratch binary outside this repository calling
//! `Konane::from_str(pos).canonical_form(&ParallelTranspositionTable::new())`
//! and the same for `Amazons`; nothing of it is used here but its printed
//! values, read back with our parser).

use std::process::Command;

use pebbles::games::classical::rulesets::{parse_sum, Place};
use pebbles::games::classical::{OctalCode, RulesetId, Universe};
use proptest::prelude::*;

fn ruleset(id: &str) -> RulesetId {
    id.parse().unwrap()
}

/// The value of one board, as shown.
fn value(u: &mut Universe, id: &str, pos: &str) -> String {
    let g = ruleset(id)
        .sum_value(u, &[pos.to_string()], Place::Cli)
        .unwrap();
    u.show(g)
}

#[test]
fn snort_and_col_values_from_the_books() {
    let mut u = Universe::new();
    for (id, pos, want) in [
        // Winning Ways ch. 2 and 6, Lessons in Play: one cell is *; two
        // adjacent cells are ±1 in Snort (the first colour tints the other
        // cell for the same player) and 0 in Col.
        ("snort", ".", "*"),
        ("snort", "..", "±1"),
        ("col", ".", "*"),
        ("col", "..", "0"),
        // A cell next to x: only Left may colour it in Snort, only Right in Col.
        ("snort", "x.", "1"),
        ("col", "x.", "-1"),
        ("snort", "x.o", "0"),
        ("col", "x.o", "0"),
        // Three in a row, by hand. Snort: Left's middle cell leaves two cells
        // only Left may colour (2); an end leaves `x..` = {1|0}, which 2
        // dominates; so {2|-2}.
        ("snort", "x..", "{1|0}"),
        ("snort", "...", "±2"),
        // Col: the middle leaves two cells only Right may colour (-2); an end
        // leaves `x..` = {-1|0} = -1/2; by symmetry {-1/2|1/2} = 0.
        ("col", "x..", "-1/2"),
        ("col", "...", "0"),
    ] {
        assert_eq!(value(&mut u, id, pos), want, "{id} {pos}");
    }
}

#[test]
fn cram_strips_are_dawsons_kayles() {
    let dawson: OctalCode = "0.07".parse().unwrap();
    let grundy = dawson.grundy(20, u64::MAX).unwrap().grundy;
    let mut u = Universe::new();
    for (n, &g) in grundy.iter().enumerate().take(17).skip(1) {
        let across = ".".repeat(n);
        let down = vec!["."; n].join("|");
        let want = u.nimber(g);
        for pos in [&across, &down] {
            let got = ruleset("cram")
                .sum_value(&mut u, std::slice::from_ref(pos), Place::Cli)
                .unwrap();
            assert_eq!(got, want, "Cram {pos} is Dawson's Kayles {n}");
        }
    }
}

#[test]
fn cram_symmetry_strategies() {
    let mut u = Universe::new();
    // Even by even: the second player copies the point reflection: 0.
    for pos in ["..|..", "....|....", "....|....|....|....", "......|......"] {
        assert_eq!(value(&mut u, "cram", pos), "0", "{pos}");
    }
    // Even by odd: the first player takes the middle domino, then copies: not 0.
    for pos in ["...|...", ".....|.....", "...|...|...|..."] {
        assert_ne!(value(&mut u, "cram", pos), "0", "{pos}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn every_cram_value_is_a_nimber(
        w in 1usize..5,
        cells in prop::collection::vec(prop::bool::weighted(0.8), 1..17),
    ) {
        let rows: Vec<String> = cells
            .chunks(w)
            .filter(|r| r.len() == w)
            .map(|r| r.iter().map(|&e| if e { '.' } else { '#' }).collect())
            .collect();
        prop_assume!(!rows.is_empty());
        let mut u = Universe::new();
        let g = ruleset("cram").sum_value(&mut u, &[rows.join("|")], Place::Cli).unwrap();
        prop_assert!((0..32).any(|k| u.nimber(k) == g), "{}", u.show(g));
    }
}

/// Values cgt-tools 0.11 prints for the same positions (see the module docs).
const CGT_TOOLS: [(&str, &str, &str); 15] = [
    ("konane", "..ox", "1"),
    ("konane", ".ox.", "*"),
    ("konane", ".ox.|o..x|....", "{1|-1}"),
    ("konane", "xoxo|ox.x|xoxo", "0"),
    ("konane", "xo.o.", "1"),
    ("konane", "xox.|o.o.|.x..", "1*"),
    ("konane", "xoxo|oxox|xoxo|ox..", "0"),
    ("amazons", "x.|.o", "0"),
    ("amazons", "x..|..o", "{1, {2|0}|-1, {0|-2}}"),
    ("amazons", "x.o", "*"),
    ("amazons", "x.", "1"),
    (
        "amazons",
        "x...|...o",
        "{3, {4|0, {1|0, *}}|-3, {0, {0, *|-1}|-4}}",
    ),
    (
        "amazons",
        "x..|...|..o",
        "{{5|{1*|0, {1/2|0}}, {2|-1/4}}|{{0, {0|-1/2}|-1*}, {1/4|-2}|-5}}",
    ),
    ("amazons", "x.#|.o.", "{0|-1/2}"),
    (
        "amazons",
        "xo.|...|.#.",
        "{*, {1/4, {1/2|0}|-1/4, {0|-1/2}}|-3/2}",
    ),
];

#[test]
fn konane_and_amazons_agree_with_cgt_tools() {
    let mut u = Universe::new();
    for (id, pos, theirs) in CGT_TOOLS {
        let want = u.parse(theirs).unwrap();
        let got = ruleset(id)
            .sum_value(&mut u, &[pos.to_string()], Place::Cli)
            .unwrap();
        assert_eq!(u.show(got), u.show(want), "{id} {pos}");
    }
}

/// Larger positions, their cgt-tools values in `tests/fixtures`.
#[test]
fn larger_positions_agree_with_cgt_tools() {
    let table = include_str!("../fixtures/cgt_tools_grids.tsv");
    let mut u = Universe::new();
    let mut n = 0;
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let [id, pos, theirs] = line.split('\t').collect::<Vec<_>>()[..] else {
            panic!("bad line {line}");
        };
        let want = u.parse(theirs).unwrap();
        let got = ruleset(id)
            .sum_value(&mut u, &[pos.to_string()], Place::Cli)
            .unwrap();
        assert_eq!(u.show(got), u.show(want), "{id} {pos}");
        n += 1;
    }
    assert_eq!(n, 6);
}

#[test]
fn konane_and_amazons_by_hand() {
    let mut u = Universe::new();
    for (id, pos, want) in [
        // Left jumps once, then nobody can move: 1.
        ("konane", "xo.", "1"),
        // Left's single jump a1-c1 leaves `..xo.` = {0|0} = * (either player
        // jumps), the double jump a1-e1 leaves 0; Right has no jump: {*, 0|} = 1.
        ("konane", "..xo.", "*"),
        ("konane", "xo.o.", "1"),
        // Two stones side by side on a full strip: nobody can land.
        ("konane", "xo", "0"),
        // Stones of one colour never move.
        ("konane", "x.x|.x.", "0"),
        // Amazons: a lone amazon with one empty cell moves there and shoots
        // back at the cell it left: one move.
        ("amazons", "x.", "1"),
        ("amazons", "o.", "-1"),
        // Diagonal moves count.
        ("amazons", "x#|#.", "1"),
        // Boards apart add: x. + .o is 1 - 1.
        ("amazons", "x.#.o", "0"),
        // No empty cell: nobody moves.
        ("amazons", "xo|ox", "0"),
    ] {
        assert_eq!(value(&mut u, id, pos), want, "{id} {pos}");
    }
}

#[test]
fn bad_positions_name_the_token() {
    for id in ["cram", "snort", "col", "konane", "amazons"] {
        let r = ruleset(id);
        let e = r.check("..z.").unwrap_err();
        assert_eq!(e.token(), "z", "{id}: {e}");
        assert!(e.to_string().contains("`z`"), "{id}: {e}");
        let e = parse_sum(r, "..|.", Place::Page).unwrap_err();
        assert_eq!(e.token(), "..|.", "{id}: {e}");
        assert!(e.to_string().contains("row 2 has 1 cells"), "{id}: {e}");
        let e = parse_sum(r, ". + ..|.z", Place::Page).unwrap_err();
        assert_eq!(e.token(), "z", "{id}: {e}");
    }
    // Cram has no pieces.
    let e = ruleset("cram").check("x.").unwrap_err();
    assert_eq!(e.token(), "x");
    // Too large for the page: the limit is named.
    let big = ["......"; 8].join("|");
    let e = parse_sum(ruleset("amazons"), &big, Place::Page).unwrap_err();
    assert!(e.to_string().contains("48 empty cells"), "{e}");
}

fn pebbles(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_pebbles"))
        .args(args)
        .output()
        .expect("run pebbles");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_cli_solves_every_grid_ruleset() {
    for (game, pos, canonical) in [
        ("snort", "..", "±1"),
        ("col", "..", "0"),
        ("cram", "...|...", "*"),
        ("konane", ".ox.|o..x|....", "±1"),
        ("amazons", "x.o + x.", "1*"),
    ] {
        let json = pebbles(&["cgt", "--game", game, "--position", pos, "--json"]);
        assert!(
            json.contains(&format!(r#""canonical":"{canonical}""#)),
            "{game} {pos}: {json}"
        );
        let alias = pebbles(&["cgt", &format!("--{game}"), pos, "--json"]);
        assert_eq!(alias, json);
    }
    let text = pebbles(&["cgt", "--game", "snort", "--position", ".."]);
    assert!(text.contains("±1"), "{text}");
}
