//! The loopy rulesets (issue 38): Fox and Geese, Ceylonese Fox and Geese
//! and Backsliding Toads and Frogs. Their outcomes with draws, from the
//! loopy value (when the game graph fits) and from the retrograde solver,
//! agree with an oracle written here from the rules alone: its own board
//! types and moves, every (position, player to move) settled by plain
//! repetition until nothing changes (no graph, no counters, no queue).
//! Also: notation round trips, bad boards named, hand-checked values.

use std::collections::{BTreeMap, BTreeSet};

use pebbles::games::classical::loopy::{LoopyLimits, PositionReport};
use pebbles::games::classical::rulesets::{PositionError, REGISTRY};
use pebbles::games::classical::{RulesetId, Universe};
use pebbles::games::common::Player;
use proptest::prelude::*;

use crate::loopy::holds;

fn ruleset(id: &str) -> RulesetId {
    id.parse().unwrap()
}

// ---------------------------------------------------------------- oracle

/// Who wins with Left and with Right moving first (`None`: a draw) in the
/// game from `start` whose moves are `moves(state, left_moves)`. Every
/// reachable state is listed, then each (state, mover) is settled by
/// sweeping until a sweep changes nothing: no move loses, a move to a
/// state lost by its mover wins, moves all to states won by their mover
/// lose. What is never settled is a draw.
fn oracle<S: Clone + Ord>(
    start: S,
    moves: impl Fn(&S, bool) -> Vec<S>,
) -> (Option<Player>, Option<Player>) {
    let mut all = BTreeSet::from([start.clone()]);
    let mut todo = vec![start.clone()];
    while let Some(s) = todo.pop() {
        for left in [true, false] {
            for t in moves(&s, left) {
                if all.insert(t.clone()) {
                    todo.push(t);
                }
            }
        }
    }
    // true: the mover wins.
    let mut known: BTreeMap<(S, bool), bool> = BTreeMap::new();
    loop {
        let mut changed = false;
        for s in &all {
            for left in [true, false] {
                if known.contains_key(&(s.clone(), left)) {
                    continue;
                }
                let after: Vec<Option<bool>> = moves(s, left)
                    .into_iter()
                    .map(|t| known.get(&(t, !left)).copied())
                    .collect();
                let verdict = if after.contains(&Some(false)) {
                    Some(true)
                } else if after.iter().all(|a| *a == Some(true)) {
                    Some(false)
                } else {
                    None
                };
                if let Some(v) = verdict {
                    known.insert((s.clone(), left), v);
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let result = |left: bool| {
        let mover = if left { Player::Left } else { Player::Right };
        known
            .get(&(start.clone(), left))
            .map(|&wins| if wins { mover } else { mover.other() })
    };
    (result(true), result(false))
}

/// A Fox and Geese board for the oracle: width, height, geese and fox as
/// (row from the bottom, column from the left), from 1.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Fg {
    w: i32,
    h: i32,
    geese: Vec<(i32, i32)>,
    fox: (i32, i32),
}

impl Fg {
    fn free(&self, (r, c): (i32, i32)) -> bool {
        r >= 1
            && r <= self.h
            && c >= 1
            && c <= self.w
            && self.fox != (r, c)
            && !self.geese.contains(&(r, c))
    }

    /// Geese one square diagonally down; the fox up to `range` squares in
    /// one diagonal direction, stopping at the first occupied square.
    fn moves(&self, left: bool, range: i32) -> Vec<Fg> {
        let mut out = Vec::new();
        if left {
            for (k, &(r, c)) in self.geese.iter().enumerate() {
                for to in [(r - 1, c - 1), (r - 1, c + 1)] {
                    if self.free(to) {
                        let mut next = self.clone();
                        next.geese[k] = to;
                        next.geese.sort_unstable();
                        out.push(next);
                    }
                }
            }
        } else {
            for (dr, dc) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
                for d in 1..=range {
                    let to = (self.fox.0 + d * dr, self.fox.1 + d * dc);
                    if !self.free(to) {
                        break;
                    }
                    out.push(Fg {
                        fox: to,
                        ..self.clone()
                    });
                }
            }
        }
        out
    }

    /// The board in Pebbles' notation: rows from the top.
    fn text(&self) -> String {
        (1..=self.h)
            .rev()
            .map(|r| {
                (1..=self.w)
                    .map(|c| {
                        if self.fox == (r, c) {
                            'o'
                        } else if self.geese.contains(&(r, c)) {
                            'x'
                        } else {
                            '.'
                        }
                    })
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("|")
    }
}

/// Backsliding Toads and Frogs for the oracle: a row of b'T', b'F', b'.'.
fn tf_moves(s: &[u8], left: bool) -> Vec<Vec<u8>> {
    let (me, them, ahead): (u8, u8, i64) = if left {
        (b'T', b'F', 1)
    } else {
        (b'F', b'T', -1)
    };
    let cell = |i: i64| (i >= 0 && (i as usize) < s.len()).then(|| s[i as usize]);
    let mut out = Vec::new();
    for i in 0..s.len() as i64 {
        if s[i as usize] != me {
            continue;
        }
        let mut go = |to: i64| {
            let mut t = s.to_vec();
            t[i as usize] = b'.';
            t[to as usize] = me;
            out.push(t);
        };
        if cell(i + ahead) == Some(b'.') {
            go(i + ahead);
        }
        if cell(i + ahead) == Some(them) && cell(i + 2 * ahead) == Some(b'.') {
            go(i + 2 * ahead);
        }
        if cell(i - ahead) == Some(b'.') {
            go(i - ahead);
        }
    }
    out
}

// ------------------------------------------------- the solvers compared

fn winner_name(p: Option<Player>) -> &'static str {
    p.map_or("draw", Player::name)
}

/// The report of `boards` with the value tried (`value`) or the outcome
/// solver alone.
fn report(r: RulesetId, boards: &[String], value: bool) -> PositionReport {
    let limits = LoopyLimits {
        vertices: if value { LoopyLimits::CLI.vertices } else { 0 },
        parts: if value { LoopyLimits::CLI.parts } else { 0 },
        ..LoopyLimits::CLI
    };
    r.loopy(boards, &limits, &mut |_| false).unwrap().unwrap()
}

/// Both solvers agree with the oracle's result; returns whether the
/// value was found.
fn agree(
    r: RulesetId,
    boards: &[String],
    want: (Option<Player>, Option<Player>),
) -> Result<bool, TestCaseError> {
    let want = (winner_name(want.0), winner_name(want.1));
    let by_value = report(r, boards, true);
    let retro = report(r, boards, false);
    prop_assert_eq!(retro.method, "retrograde");
    for rep in [&by_value, &retro] {
        prop_assert_eq!(
            (rep.left_first.as_str(), rep.right_first.as_str()),
            want,
            "{:?} by {}",
            boards,
            rep.method
        );
    }
    prop_assert_eq!(&by_value.outcome, &retro.outcome);
    prop_assert_eq!(by_value.positions, retro.positions);
    Ok(by_value.method == "value")
}

/// A random Fox and Geese board: `w` wide, `h` high, geese and fox on
/// played squares picked by `picks` (repeats dropped).
fn fg_board(w: i32, h: i32, picks: &[usize], fox: usize) -> Fg {
    let squares: Vec<(i32, i32)> = (1..=h)
        .flat_map(|r| (1..=w).map(move |c| (r, c)))
        .filter(|(r, c)| (r + c) % 2 == 0)
        .collect();
    let fox = squares[fox % squares.len()];
    let mut geese: Vec<(i32, i32)> = picks
        .iter()
        .map(|&p| squares[p % squares.len()])
        .filter(|&g| g != fox)
        .collect();
    geese.sort_unstable();
    geese.dedup();
    Fg { w, h, geese, fox }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn fox_and_geese_against_the_oracle(
        h in 4i32..7,
        picks in prop::collection::vec(0usize..64, 1..4),
        fox in 0usize..64,
        ceylonese in any::<bool>(),
    ) {
        let b = fg_board(4, h, &picks, fox);
        let range = if ceylonese { 2 } else { 1 };
        let id = if ceylonese { "ceylonese-fox-and-geese" } else { "fox-and-geese" };
        let want = oracle(b.clone(), |s, left| s.moves(left, range));
        agree(ruleset(id), &[b.text()], want)?;
    }

    #[test]
    fn backsliding_toads_and_frogs_against_the_oracle(
        cells in prop::collection::vec(0u8..3, 2..8),
    ) {
        let strip: Vec<u8> = cells.iter().map(|&c| b".TF"[c as usize]).collect();
        let text = String::from_utf8(strip.clone()).unwrap();
        let want = oracle(strip, |s, left| tf_moves(s, left));
        agree(ruleset("backsliding-toads-and-frogs"), &[text], want)?;
    }

    /// Sums of two strips: the oracle over pairs, each board moving alone.
    #[test]
    fn backsliding_sums_against_the_oracle(
        a in prop::collection::vec(0u8..3, 2..5),
        b in prop::collection::vec(0u8..3, 2..5),
    ) {
        let strip = |c: &Vec<u8>| -> Vec<u8> { c.iter().map(|&c| b".TF"[c as usize]).collect() };
        let (sa, sb) = (strip(&a), strip(&b));
        let texts = [sa.clone(), sb.clone()].map(|s| String::from_utf8(s).unwrap());
        let want = oracle((sa, sb), |(x, y), left| {
            let mut out: Vec<(Vec<u8>, Vec<u8>)> =
                tf_moves(x, left).into_iter().map(|x2| (x2, y.clone())).collect();
            out.extend(tf_moves(y, left).into_iter().map(|y2| (x.clone(), y2)));
            out
        });
        agree(ruleset("backsliding-toads-and-frogs"), &texts, want)?;
    }
}

/// Every small Fox and Geese board of a family, so that the value (not
/// only the outcome solver) is checked on many of them.
#[test]
fn fox_and_geese_values_cover_many_boards() {
    let (mut boards, mut valued) = (0, 0);
    for fox in 0..8 {
        for g1 in 0..8 {
            for g2 in [g1 + 1, g1 + 3] {
                let b = fg_board(4, 4, &[g1, g2 % 8], fox);
                let want = oracle(b.clone(), |s, left| s.moves(left, 1));
                if agree(ruleset("fox-and-geese"), &[b.text()], want).unwrap() {
                    valued += 1;
                }
                boards += 1;
            }
        }
    }
    assert_eq!(boards, 128);
    assert!(valued >= 100, "{valued} of {boards} boards got a value");
}

// --------------------------------------------------- values by hand

fn value_of(id: &str, board: &str) -> PositionReport {
    report(ruleset(id), &[board.to_string()], true)
}

/// Backsliding Toads and Frogs, derived by hand:
///
/// - `TF`: neither creature can move (the toad cannot jump off the strip
///   nor step back off it): `0`, outcome P.
/// - `T.`: Left's toad steps right to `.T` and back again for ever; Right
///   never has a move. Two positions, each with its only Left move to the
///   other and no Right move: that is `on = {on|}` (`{pass|}`). Left wins
///   moving first (Right is then stuck) and second: L.
/// - `F.` is its mirror image: `off`, R.
/// - `T.F`: Left's only move is `.TF`; there Right's only move is the jump
///   to `FT.`, Left's only move `F.T`, Right's only move the step back to
///   `.FT`, where Left is stuck. Every move is forced, so Left moving
///   first loses; `T.F` is its own mirror image, so Right moving first
///   loses too. Play always ends, so Left survives `T.F` moving second
///   (`T.F ≥ 0`) and so does Right (`≤ 0`): `T.F = 0`, P.
#[test]
fn backsliding_values_by_hand() {
    let id = "backsliding-toads-and-frogs";
    for (board, canonical, outcome) in [
        ("TF", "0", "P"),
        ("T.", "on", "L"),
        ("F.", "off", "R"),
        ("T.F", "0", "P"),
    ] {
        let r = value_of(id, board);
        assert_eq!(r.canonical.as_deref(), Some(canonical), "{board}: {r:?}");
        assert_eq!(r.stopper, Some(true), "{board}");
        assert_eq!(r.outcome, outcome, "{board}");
    }
    // Draws: `.FFT.T` is `dud` (each side can keep moving for ever).
    let r = value_of(id, ".FFT.T");
    assert_eq!(
        (r.canonical.as_deref(), r.outcome.as_str()),
        (Some("dud"), "D")
    );
    assert_eq!(r.stopper, Some(false));
}

/// Fox and Geese, by hand: a fox alone on a 2×2 board shuttles for ever
/// (`off`); a goose that can neither move nor be reached (`.x|o.`: the
/// goose's squares below are the fox's and off the board, the fox's only
/// square above is the goose's) leaves `0`; one goose that can step down
/// once more than the fox can: the fox trapped in a corner.
#[test]
fn fox_and_geese_values_by_hand() {
    let id = "fox-and-geese";
    let r = value_of(id, "..|o.");
    assert_eq!(
        (r.canonical.as_deref(), r.outcome.as_str()),
        (Some("off"), "R")
    );
    let r = value_of(id, ".x|o.");
    assert_eq!(
        (r.canonical.as_deref(), r.outcome.as_str()),
        (Some("0"), "P")
    );
    // 1 wide: the fox never moves; a goose cannot move either.
    let r = value_of(id, "o");
    assert_eq!(r.canonical.as_deref(), Some("0"));
}

// ------------------------------------------- notation and bad boards

#[test]
fn notation_round_trips() {
    for (id, text, want) in [
        (
            "fox-and-geese",
            " .x.x|....|....|o... ",
            ".x.x|....|....|o...",
        ),
        ("ceylonese-fox-and-geese", ".x|o.", ".x|o."),
        ("backsliding-toads-and-frogs", " T..F ", "T..F"),
    ] {
        let r = ruleset(id);
        let checked = r.check(text).unwrap();
        assert_eq!(checked.text, want, "{id} {text}");
        assert_eq!(r.check(&checked.text).unwrap(), checked);
    }
    let r = ruleset("fox-and-geese");
    let start = r.info().start;
    assert_eq!(r.check(start).unwrap().text, start);
    assert_eq!(r.check(start).unwrap().size, 32);
}

/// Every message names the offending token.
#[test]
fn bad_boards_are_named() {
    let fg = ruleset("fox-and-geese");
    for (text, token, words) in [
        // Row 2, column 1: 2 + 1 is odd.
        ("x.|.o", "x", "row 2 from the bottom, column 1"),
        (".o|o.", "o", "second fox"),
        (".x|..", ".x|..", "no fox"),
        (".x|oz", "z", "position 4"),
    ] {
        let e = fg.check(text).unwrap_err();
        assert_eq!(e.token(), token, "{text}: {e}");
        let msg = e.to_string();
        assert!(
            msg.contains(&format!("`{token}`")) && msg.contains(words),
            "{text}: {msg}"
        );
    }
    assert!(fg.check(".x|o").is_err(), "ragged rows");
    let tf = ruleset("backsliding-toads-and-frogs");
    let e = tf.check("T.Q").unwrap_err();
    assert_eq!(e.token(), "Q");
}

/// The short solver refuses a loopy ruleset's position, naming it; every
/// registry entry says whether it is loopy.
#[test]
fn the_short_solver_refuses_loopy_positions() {
    let loopy: Vec<&str> = REGISTRY
        .iter()
        .filter(|r| r.info().loopy)
        .map(|r| r.info().id)
        .collect();
    assert_eq!(
        loopy,
        [
            "backsliding-toads-and-frogs",
            "fox-and-geese",
            "ceylonese-fox-and-geese"
        ]
    );
    let mut u = Universe::new();
    let r = ruleset("fox-and-geese");
    let e = r
        .sum_value(
            &mut u,
            &["..|o.".to_string()],
            pebbles::games::classical::rulesets::Place::Cli,
        )
        .unwrap_err();
    assert!(matches!(e, PositionError::Loopy { .. }), "{e}");
    assert_eq!(e.token(), "..|o.");
    assert!(e.to_string().contains("can repeat"), "{e}");
}

/// The limits: a bound over the estimate is refused before any work,
/// naming the board; an exploration past the positions' limit too.
#[test]
fn limits_are_named() {
    let r = ruleset("fox-and-geese");
    let start = r.info().start.to_string();
    let tight = LoopyLimits {
        vertices: 16,
        positions: 1000,
        estimate: 1000,
        parts: 0,
    };
    let e = r
        .loopy(std::slice::from_ref(&start), &tight, &mut |_| false)
        .unwrap_err();
    assert!(e.to_string().contains("upper bound"), "{e}");
    assert_eq!(e.token(), start);
    let loose_estimate = LoopyLimits {
        estimate: u64::MAX,
        ..tight
    };
    let e = r
        .loopy(&[start], &loose_estimate, &mut |_| false)
        .unwrap_err();
    assert!(e.to_string().contains("more than 1000 positions"), "{e}");
    // Asked to stop: no answer, no error.
    let b = ".x.x|....|....|o...".to_string();
    let mut calls = 0;
    let got = r.loopy(&[b], &LoopyLimits::CLI, &mut |_| {
        calls += 1;
        true
    });
    assert!(matches!(got, Ok(None) | Ok(Some(_))), "{got:?}");
}

/// CGSuite's own tests of Fox and Geese (repository aaron-siegel/cgsuite,
/// `lib/core/src/test/scala/org/cgsuite/lang/GameGridTest.scala`; no page
/// of Winning Ways is cited there, and we have no table of the book) give
/// these values. CGSuite's board has no top, so each board here has two
/// empty rows above the geese, which gives the same game (see the module
/// docs of `fox_and_geese`). Their game graphs (5 000 to 27 000
/// positions) are over the limit for simplifying a graph whole, so their
/// values are found part by part (`loopy/parts.rs`: the fox's squares with
/// the geese fixed are a part); each must equal CGSuite's value (compared
/// as values, `ours == CGSuite's`), and every one is positive, so Left
/// wins moving first and second (`L`).
#[test]
fn cgsuite_published_values() {
    let rows8 = |geese_row: &str, fox_rows: [&str; 2]| {
        format!(
            "........|........|{geese_row}|{}|{}",
            fox_rows[0], fox_rows[1]
        )
    };
    let mut cases: Vec<(&str, String, &str)> = vec![
        (
            "fox-and-geese",
            "........|........|.x.x.x.x|........|........|o.......".into(),
            "{4*|7/2}",
        ),
        (
            "ceylonese-fox-and-geese",
            "........|........|.x.x.x.x|........|........|o.......".into(),
            "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}",
        ),
        (
            "fox-and-geese",
            "..........|..........|x.x.x.x.x.|..........|........o.".into(),
            "{6over|5*} (10 wide)",
        ),
    ];
    // `FoxAndGeese.ValuesTable({(3,1),(3,3),(3,5),(3,7)})`: the fox on
    // row 2 (columns 2, 4, 6, 8) and row 1 (columns 1, 3, 5, 7).
    let table = [
        (2, 1, "2over"),
        (2, 3, "2"),
        (2, 5, "3*"),
        (2, 7, "4over"),
        (1, 0, "{6|2over}"),
        (1, 2, "{2over|2}"),
        (1, 4, "{4|3||2}"),
        (1, 6, "{4over|3*}"),
    ];
    // (the fox's row from the bottom, its column from 0, CGSuite's value)
    for (row, c, value) in table {
        let mut cells = ['.'; 8];
        cells[c] = 'o';
        let fox: String = cells.iter().collect();
        let board = if row == 1 {
            rows8("x.x.x.x.", ["........", &fox])
        } else {
            rows8("x.x.x.x.", [&fox, "........"])
        };
        cases.push(("fox-and-geese", board, value));
    }
    for (id, board, value) in cases {
        let r = report(ruleset(id), std::slice::from_ref(&board), true);
        assert_eq!(r.outcome, "L", "{id} {board} (CGSuite: {value}): {r:?}");
        assert_eq!(r.method, "value", "{id} {board}: {r:?}");
        let ours = r.canonical.as_deref().expect("a value");
        let theirs = value.trim_end_matches(" (10 wide)");
        assert!(
            holds(&format!("{ours} == {theirs}")),
            "{id} {board}: ours {ours}, CGSuite's {theirs} ({} positions)",
            r.positions
        );
    }
}

// ------------------------------------------------------------------ CLI

/// `pebbles cgt` gives a loopy ruleset's position its loopy value when the
/// graph fits, its outcome by retrograde analysis otherwise (saying so),
/// and names a bad board's token; an expression cannot use the ruleset.
#[test]
fn the_cli_reports_loopy_positions() {
    use crate::support::{pebbles, stdout};
    let json = stdout(&["cgt", "--fox-and-geese", ".x.x|....|....|o...", "--json"]);
    for field in [
        r#""canonical":"over""#,
        r#""onside":"over""#,
        r#""offside":"over""#,
        r#""stopper":true"#,
        r#""outcome":"L""#,
        r#""method":"value""#,
    ] {
        assert!(json.contains(field), "{field} in {json}");
    }
    let by_game = stdout(&[
        "cgt",
        "--game",
        "fox-and-geese",
        "--position",
        ".x.x|....|....|o...",
        "--json",
    ]);
    assert_eq!(by_game, json);
    let dud = stdout(&["cgt", "--backsliding-toads-and-frogs", ".FFT.T"]);
    assert!(dud.contains("dud") && dud.contains("draw"), "{dud}");
    // 2 449 positions: over the limit of pairs for the whole graph, so
    // its value is found part by part.
    let big = stdout(&[
        "cgt",
        "--fox-and-geese",
        "x.x.x.x.|...o....|........",
        "--json",
    ]);
    assert!(
        big.contains(r#""positions":2449,"canonical":"3""#) && big.contains(r#""method":"value""#),
        "{big}"
    );
    for (args, token) in [
        (&["cgt", "--fox-and-geese", "x.|.o"][..], "`x`"),
        (&["cgt", "--backsliding-toads-and-frogs", "T.Q"][..], "`Q`"),
        (&["cgt", "--expr", "fox-and-geese[..|o.]"][..], "`..|o.`"),
        (
            &["cgt", "--misere", "--fox-and-geese", "..|o."][..],
            "--misere",
        ),
    ] {
        let out = pebbles(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains(token), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
}
