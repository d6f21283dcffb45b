//! crates/games/src/classical/rulesets/pieces.rs: Cutcake's cuts named in
//! the frame of the game's start (issue 42: `cut between columns b and c`),
//! the same in the move values, the log, the live line and the board's
//! gestures. The oracle reads the cut off the drawing (`cake_layout`'s cut
//! line, in pixels) and turns it into the board's labels on its own.

use pebbles::games::classical::play::{ClassicalGame, ClassicalPos};
use pebbles::games::classical::rulesets::cutcake::{Cake, Cutcake};
use pebbles::games::classical::rulesets::pieces::Placed;
use pebbles::games::classical::rulesets::{column_letters, Ruleset};
use pebbles::games::common::play::{self, Rules};
use pebbles::games::common::Player;
use pebbles::layout::board::{cake_layout, CELL, MARGIN};
use proptest::prelude::*;

/// The name the drawing gives the cut `label` after `played` from
/// `start`: the line's place between the board's columns or rows, and
/// the cells it runs along when `qualified`.
fn drawn_name(start: &Cake, played: &[String], label: &str, qualified: bool) -> String {
    let cuts: Vec<_> = played
        .iter()
        .chain([&label.to_string()])
        .map(|l| Cutcake.cut_of(l).unwrap())
        .collect();
    let l = *cake_layout(start, &cuts).unwrap().cuts.last().unwrap();
    let at = |v: f64| ((v - MARGIN) / CELL).round() as usize;
    let vertical = l.x0 == l.x1;
    let mut name = if vertical {
        let c = at(l.x0);
        format!(
            "cut between columns {} and {}",
            column_letters(c - 1),
            column_letters(c)
        )
    } else {
        let r = at(l.y0);
        format!("cut between rows {r} and {}", r + 1)
    };
    if qualified {
        let extent = if vertical {
            let (a, b) = (at(l.y0) + 1, at(l.y1));
            if a == b {
                format!(" in row {a}")
            } else {
                format!(" in rows {a}–{b}")
            }
        } else {
            let (a, b) = (column_letters(at(l.x0)), column_letters(at(l.x1) - 1));
            if a == b {
                format!(" in column {a}")
            } else {
                format!(" in columns {a}–{b}")
            }
        };
        name.push_str(&extent);
    }
    name
}

fn start_of(text: &str) -> ClassicalPos {
    ClassicalPos::new(vec![text.to_string()], Player::Left)
}

#[test]
fn a_cut_is_named_between_the_board_s_columns_or_rows() {
    let g = ClassicalGame::new("cutcake".parse().unwrap());
    let start = start_of("3x4");
    let names = |pos: &ClassicalPos| -> Vec<String> {
        g.moves(pos)
            .unwrap()
            .iter()
            .map(|(l, _)| g.name(pos, l))
            .collect()
    };
    assert_eq!(
        names(&start),
        [
            "cut between columns a and b",
            "cut between columns b and c",
            "cut between columns c and d"
        ]
    );
    let pos = play::replay(&g, &start, &["1:v2"]).unwrap();
    assert_eq!(pos.boards, ["3x2,3x2"]);
    // Right's cuts: both pieces span rows 1 to 3, so each says its columns.
    assert_eq!(
        names(&pos),
        [
            "cut between rows 1 and 2 in columns a–b",
            "cut between rows 2 and 3 in columns a–b",
            "cut between rows 1 and 2 in columns c–d",
            "cut between rows 2 and 3 in columns c–d"
        ]
    );
    let pos = play::replay(&g, &start, &["1:v2", "2:h1"]).unwrap();
    assert_eq!(
        names(&pos),
        [
            "cut between columns a and b",
            "cut between columns c and d in row 1",
            "cut between columns c and d in rows 2–3"
        ]
    );
    assert_eq!(
        g.action(&pos, "3:v1"),
        "cut between columns c and d in rows 2–3"
    );
    // The same position without its history: its pieces side by side, as
    // its own board draws them (a column between two).
    let bare = ClassicalPos::new(pos.boards.clone(), Player::Left);
    assert_eq!(g.name(&bare, "1:v1"), "cut between columns a and b");
    assert_eq!(g.name(&bare, "3:v1"), "cut between columns g and h");
    assert_eq!(
        Cutcake.move_name(&Cutcake.parse("3x2,1x2,2x2").unwrap(), Player::Left, "3:v1"),
        "cut between columns g and h"
    );
    // In a sum, each board in its own frame, its number after.
    let sum = ClassicalPos::new(vec!["2x3".into(), "1x3".into()], Player::Left);
    let pos = play::replay(&g, &sum, &["2:1:v1", "1:1:h1"]).unwrap();
    assert_eq!(
        g.name(&pos, "1:1:v1"),
        "cut between columns a and b in row 1 on board 1"
    );
    assert_eq!(
        g.name(&pos, "2:2:v1"),
        "cut between columns b and c on board 2"
    );
}

#[test]
fn the_log_and_the_move_values_say_the_same_words() {
    let g = ClassicalGame::new("cutcake".parse().unwrap());
    let c = play::commentary_with_values(&g, &start_of("3x4"), &["1:v2", "2:h1"]).unwrap();
    assert_eq!(c.steps[0].action, "cut between columns b and c");
    assert_eq!(c.steps[1].action, "cut between rows 1 and 2 in columns c–d");
    let names: Vec<&str> = c.options.iter().map(|o| o.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "cut between columns a and b",
            "cut between columns c and d in row 1",
            "cut between columns c and d in rows 2–3"
        ]
    );
    for b in &c.steps[1].best_names {
        assert!(b.starts_with("“cut between rows "), "{b}");
    }
}

/// Plays `picks` (an index into the mover's cuts, modulo their number)
/// from `start`, the players alternating from Left: the labels played.
fn play_out(g: &ClassicalGame, start: &ClassicalPos, picks: &[usize]) -> Vec<String> {
    let (mut pos, mut labels) = (start.clone(), Vec::new());
    for &k in picks {
        let moves = g.moves(&pos).unwrap();
        if moves.is_empty() {
            break;
        }
        let (l, next) = moves[k % moves.len()].clone();
        labels.push(l);
        pos = next;
    }
    labels
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// After random cuts, every move's name is the drawn cut's place, with
    /// the piece's extent exactly when another piece crosses the same line,
    /// and no two moves share a name.
    #[test]
    fn names_match_the_drawing(
        pieces in proptest::collection::vec((1u8..5, 1u8..6), 1..3),
        picks in proptest::collection::vec(0usize..40, 0..6),
    ) {
        let g = ClassicalGame::new("cutcake".parse().unwrap());
        let text = Cutcake.print(&pieces);
        let start = start_of(&text);
        let played = play_out(&g, &start, &picks);
        let pos = play::replay(&g, &start, &played).unwrap();
        let moves = g.moves(&pos).unwrap();
        let mut seen = std::collections::BTreeSet::new();
        for (label, _) in &moves {
            let name = g.name(&pos, label);
            let plain = drawn_name(&pieces, &played, label, false);
            let qualified = drawn_name(&pieces, &played, label, true);
            let clash = moves.iter().any(|(other, _)| {
                other != label && drawn_name(&pieces, &played, other, false) == plain
            });
            prop_assert_eq!(&name, if clash { &qualified } else { &plain });
            prop_assert!(seen.insert(name.clone()), "two moves named {}", name);
        }
        // The places kept by the moves are those of the drawing (the start
        // has none of its own: its pieces stand as drawn).
        let cuts: Vec<_> = played.iter().map(|l| Cutcake.cut_of(l).unwrap()).collect();
        let mut placed = Placed::start(&pieces);
        for &c in &cuts {
            prop_assert!(placed.cut(c).is_some());
        }
        if !played.is_empty() {
            prop_assert_eq!(&pos.placed, &vec![Some(placed)]);
        }
    }
}
