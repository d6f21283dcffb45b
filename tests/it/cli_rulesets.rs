//! `pebbles cgt --game ID --position POS` and `pebbles play cgt --game …`:
//! the registry's generic CLI gives exactly what the older per-game flags
//! give (those flags stay, as aliases), for every ruleset.

use crate::support;
use support::{pebbles, stdout};

#[test]
fn game_and_position_give_what_the_alias_gives() {
    for (game, pos) in [
        ("domineering", "..#|..#|..."),
        ("domineering", "..|.. + .#|.."),
        ("clobber", "xox|ox."),
        ("nim", "3,4,5"),
    ] {
        for extra in [&[][..], &["--json"][..]] {
            let new = stdout(&[&["cgt", "--game", game, "--position", pos], extra].concat());
            let alias = stdout(&[&["cgt", &format!("--{game}"), pos], extra].concat());
            assert_eq!(new, alias, "{game} {pos} {extra:?}");
        }
    }
    // The value itself: Domineering ..#|..#|... is {1/2|-2}; Nim 3,4,5 is *2.
    assert!(stdout(&[
        "cgt",
        "--game",
        "domineering",
        "--position",
        "..#|..#|...",
        "--json"
    ])
    .contains(r#""canonical":"{1/2|-2}""#));
    assert!(
        stdout(&["cgt", "--game", "nim", "--position", "3,4,5", "--json"])
            .contains(r#""canonical":"*2""#)
    );
}

/// Every ruleset is `id[position]` in an expression, hyphenated ids too
/// (`toads-and-frogs[TT..FF]`); elsewhere a `-` between words is a minus.
#[test]
fn hyphenated_ids_name_their_ruleset_in_expressions() {
    for (game, pos) in [("toads-and-frogs", "TT..FF"), ("toppling-dominoes", "xxog")] {
        let by_game = stdout(&["cgt", "--game", game, "--position", pos, "--json"]);
        let expr = stdout(&["cgt", "--expr", &format!("{game}[{pos}]"), "--json"]);
        assert_eq!(expr, by_game, "{game}[{pos}]");
        let spaced = stdout(&[
            "cgt",
            "--expr",
            &format!("0 + {game} [{pos}] - 0"),
            "--json",
        ]);
        assert_eq!(spaced, by_game, "{game} [{pos}]");
    }
    let out = pebbles(&["cgt", "--expr", "toads-and-frogs"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2));
    assert!(err.contains("`toads`"), "{err}");
}

#[test]
fn play_cgt_takes_any_ruleset() {
    let new = stdout(&[
        "play",
        "cgt",
        "--game",
        "domineering",
        "--position",
        "...|...",
        "--moves-played",
        "a1",
    ]);
    let alias = stdout(&[
        "play",
        "cgt",
        "--domineering",
        "...|...",
        "--moves-played",
        "a1",
    ]);
    assert_eq!(new, alias);
    let clob = stdout(&[
        "play",
        "cgt",
        "--game",
        "clobber",
        "--position",
        "xo|ox",
        "--json",
    ]);
    assert!(clob.contains(r#""to_move":"Left""#), "{clob}");
    let sum = stdout(&["play", "cgt", "--nim", "1,2 + 3", "--moves-played", "2:1:3"]);
    assert!(
        sum.contains("1. Left took 3 from the heap of 3 on board 2"),
        "{sum}"
    );
}

/// Issue 42: the CLI names the computer's next move as the page does, in
/// the board's words (the notation after it, to type), and its hints have
/// the words in a column of their own.
#[test]
fn play_cgt_names_the_equilibrium_s_move_in_the_board_s_words() {
    let nim = stdout(&["play", "cgt", "--nim", "1,2,4", "--hints"]);
    assert!(
        nim.contains("equilibrium plays “take 1 from the heap of 4” (3:1)"),
        "{nim}"
    );
    assert!(nim.contains("in words"), "{nim}");
    let dom = stdout(&[
        "play",
        "cgt",
        "--domineering",
        "...|...",
        "--moves-played",
        "a1",
    ]);
    assert!(dom.contains("equilibrium plays “b1–c1” (b1)"), "{dom}");
    assert!(dom.contains("1. Left placed a domino on a1–a2 "), "{dom}");
    // A ruleset without words of its own names the move by its notation.
    let clob = stdout(&["play", "cgt", "--clobber", "xo"]);
    assert!(clob.contains("equilibrium plays a1-b1\n"), "{clob}");
}

#[test]
fn bad_games_and_positions_name_the_token() {
    for (args, token) in [
        (
            &["cgt", "--game", "hex", "--position", ".."][..],
            "`hex` is not a game",
        ),
        (
            &["cgt", "--game", "nim", "--position", "3,x"][..],
            "--position `x`",
        ),
        (&["cgt", "--nim", "3,99"][..], "--nim `99`"),
        (&["cgt", "--clobber", "xo|o"][..], "--clobber `xo|o`"),
        (
            &[
                "play",
                "cgt",
                "--game",
                "clobber",
                "--position",
                "xo",
                "--moves-played",
                "a1-a2",
            ][..],
            "`a1-a2`",
        ),
    ] {
        let out = pebbles(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(token), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
    // --game needs --position; two positions are one too many.
    for args in [
        &["cgt", "--game", "nim"][..],
        &["cgt", "--nim", "3", "--clobber", "xo"][..],
        &["cgt", "--expr", "0", "--nim", "3"][..],
    ] {
        let out = pebbles(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
}

/// Issue 42: `--hints` on a Cutcake position of several pieces says once,
/// in the table's header, that the column letters (and row numbers) of its
/// cuts count across the whole cake; a single piece needs no such word.
#[test]
fn cutcake_hints_say_once_that_letters_count_across_the_cake() {
    use pebbles::games::classical::rulesets::pieces::LETTERS_ACROSS_THE_CAKE as NOTE;
    let hints = |extra: &[&str]| stdout(&[&["play", "cgt", "--cutcake"], extra].concat());
    for args in [
        &["3x4", "--moves-played", "1:v2", "--hints"][..],
        &["3x2,1x2", "--hints"][..],
        &["3x4 + 2x1,1x2", "--hints"][..],
    ] {
        let out = hints(args);
        assert_eq!(out.matches(NOTE).count(), 1, "{args:?}: {out}");
        // The line just above the table's header, after the commentary
        // and its blank line.
        let lines: Vec<&str> = out.lines().collect();
        let at = lines.iter().position(|l| *l == NOTE).unwrap();
        assert!(
            lines[at - 2].starts_with("now ") && lines[at - 1].is_empty(),
            "{out}"
        );
        let header: Vec<&str> = lines[at + 1].split_whitespace().collect();
        assert_eq!(header[..3], ["move", "in", "words"], "{out}");
    }
    assert!(hints(&["3x4", "--moves-played", "1:v2", "--hints"])
        .contains("cut between columns b and c"));
    for args in [
        &["3x4", "--hints"][..],
        &["3x4", "--moves-played", "1:v2"][..],
        &["1x2", "--moves-played", "1:v1", "--hints"][..],
    ] {
        assert!(!hints(args).contains(NOTE), "{args:?}");
    }
}
