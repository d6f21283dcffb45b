//! crates/draw/src/layout/board/cake.rs: Cutcake in the frame of its start
//! (issue 42). The oracle replays random games with the ruleset's own
//! moves and checks the layout against the cells of the start: a cut
//! moves no cell, each piece of the position is drawn as a rectangle of
//! its size, and every cut lies between the two parts it made.

use pebbles::games::classical::rulesets::cutcake::{Cake, Cutcake};
use pebbles::games::classical::rulesets::{Glyph, Ruleset};
use pebbles::games::common::Player;
use pebbles::layout::board::cake::{start_places, Place, Placed};
use pebbles::layout::board::{board_layout, CakeLayout, CutLine, CELL, MARGIN};
use proptest::prelude::*;

/// The layout of the cake `start` after the moves `labels`, through the
/// ruleset's `pieces` and `cut_of` as the page reads them.
fn cake_layout(start: &str, labels: &[impl AsRef<str>]) -> Option<CakeLayout> {
    let pieces = Ruleset::pieces(&Cutcake, &Cutcake.parse(start).ok()?)?;
    let cuts: Option<Vec<_>> = labels
        .iter()
        .map(|l| Ruleset::cut_of(&Cutcake, l.as_ref()))
        .collect();
    pebbles::layout::board::cake_layout(&pieces, &cuts?)
}

/// The cell (row, column) of the start's grid a box stands on.
fn cell_of(x: f64, y: f64) -> (usize, usize) {
    (
        ((y - MARGIN) / CELL).round() as usize,
        ((x - MARGIN) / CELL).round() as usize,
    )
}

/// The start's cells: each piece's, side by side, a column between two.
fn start_cells(start: &Cake) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for p in start_places(start) {
        for r in 0..p.rows {
            for c in 0..p.cols {
                out.push((r, p.col + c));
            }
        }
    }
    out.sort_unstable();
    out
}

/// Plays `picks` (an index into the mover's cuts, modulo their number)
/// from `start`, the players alternating from Left: the labels played
/// and the position reached (shared with `unit_draw_export_cake`).
pub fn play(start: &Cake, picks: &[usize]) -> (Vec<String>, Cake) {
    let (mut cake, mut labels, mut who) = (start.clone(), Vec::new(), Player::Left);
    for &k in picks {
        let moves = Cutcake.moves(&cake, who);
        if moves.is_empty() {
            break;
        }
        let m = &moves[k % moves.len()];
        labels.push(m.label.clone());
        cake = m.to.clone();
        who = who.other();
    }
    (labels, cake)
}

/// Checks the layout of `start` after `picks` against the oracle.
fn check(start: &Cake, picks: &[usize]) {
    let text = Cutcake.print(start);
    let (labels, now) = play(start, picks);
    let l = cake_layout(&text, &labels).expect("a legal game lays out");
    let board = Cutcake.board(&now);
    // One box per site of the position's board; its gaps are not drawn.
    assert_eq!(l.layout.sites.len(), board.sites.len());
    let mut drawn = Vec::new();
    for (s, b) in l.layout.sites.iter().enumerate() {
        let cake_cell = board.sites[s] == Glyph::Empty;
        assert_eq!(b.size > 0.0, cake_cell, "site {s} of {labels:?}");
        if cake_cell {
            drawn.push(cell_of(b.x, b.y));
        }
    }
    // The cells are the start's: no cell moved, none lost or doubled.
    drawn.sort_unstable();
    assert_eq!(drawn, start_cells(start), "{text} after {labels:?}");
    // The frame is the start's board's.
    let frame = board_layout(&Cutcake.board(start));
    assert_eq!(
        (l.layout.width, l.layout.height),
        (frame.width, frame.height)
    );
    // And so are its column letters and row numbers.
    assert_eq!(l.layout.labels, frame.labels);
    // One line per cut, along cell edges, inside the frame.
    assert_eq!(l.cuts.len(), labels.len());
    for c in &l.cuts {
        assert!(c.x0 == c.x1 || c.y0 == c.y1, "{c:?}");
        assert!(c.x1 <= l.layout.width && c.y1 <= l.layout.height, "{c:?}");
        assert_eq!(((c.x0 - MARGIN) / CELL).fract(), 0.0);
        assert_eq!(((c.y0 - MARGIN) / CELL).fract(), 0.0);
    }
}

#[test]
fn a_cut_splits_a_piece_in_place_and_is_drawn_where_it_was_made() {
    // 2×3: Left cuts after column 2, Right cuts the 2×2 after row 1.
    let l = cake_layout("2x3", &["1:v2", "1:h1"]).unwrap();
    assert_eq!(
        l.cuts[0],
        CutLine {
            x0: MARGIN + 2.0 * CELL,
            y0: MARGIN,
            x1: MARGIN + 2.0 * CELL,
            y1: MARGIN + 2.0 * CELL
        }
    );
    assert_eq!(
        l.cuts[1],
        CutLine {
            x0: MARGIN,
            y0: MARGIN + CELL,
            x1: MARGIN + 2.0 * CELL,
            y1: MARGIN + CELL
        }
    );
    // The position 1x2,1x2,2x1 is drawn where the pieces were: the lower
    // 1×2 (the second piece, after a gap column) stays in the cake's
    // second row, first two columns.
    let board = Cutcake.board(&vec![(1, 2), (1, 2), (2, 1)]);
    assert_eq!(l.layout.sites.len(), board.sites.len());
    let w = 2 + 1 + 2 + 1 + 1;
    let second = &l.layout.sites[3];
    assert_eq!(cell_of(second.x, second.y), (1, 0));
    let third = &l.layout.sites[6];
    assert_eq!(cell_of(third.x, third.y), (0, 2));
    assert_eq!(l.layout.sites[w + 6].size, CELL);
    assert_eq!(
        cell_of(l.layout.sites[w + 6].x, l.layout.sites[w + 6].y),
        (1, 2)
    );
}

#[test]
fn places_follow_the_ruleset_s_piece_order() {
    let mut placed = Placed::start(&[(2, 2), (1, 3)]);
    assert_eq!(placed.places[1].col, 3);
    pebbles::layout::board::cake::cut_in_place(&mut placed, (1, true, 1)).unwrap();
    assert_eq!(
        placed.places[1..],
        [
            Place {
                row: 0,
                col: 3,
                rows: 1,
                cols: 1
            },
            Place {
                row: 0,
                col: 4,
                rows: 1,
                cols: 2
            }
        ]
    );
}

#[test]
fn bad_cuts_and_bad_starts_have_no_layout() {
    assert!(cake_layout("2x3", &["1:v3"]).is_none());
    assert!(cake_layout("2x3", &["2:v1"]).is_none());
    assert!(cake_layout("2x3", &["1:x1"]).is_none());
    assert!(cake_layout("2x3", &["1:v"]).is_none());
    assert!(cake_layout("nonsense", &[] as &[&str]).is_none());
    assert!(cake_layout("2x3", &[] as &[&str]).is_some());
}

#[test]
fn sample_games_keep_every_cell_in_place() {
    check(&vec![(3, 4)], &[0, 0, 1, 2, 0, 3, 1, 1, 0, 0]);
    check(&vec![(3, 1), (3, 3)], &[2, 1, 0, 0, 0]);
    check(&vec![(1, 5), (4, 2)], &[3, 0, 1, 1, 2, 0, 0]);
}

proptest! {
    #[test]
    fn random_games_keep_every_cell_in_place(
        start in prop::collection::vec((1u8..=4, 1u8..=4), 1..=3),
        picks in prop::collection::vec(0usize..20, 0..16),
    ) {
        check(&start, &picks);
    }
}

/// The start of a game shows the cake's column letters and row numbers,
/// as the position's own board does, and keeps them after cuts.
#[test]
fn the_cake_keeps_its_column_letters() {
    for moves in [&[][..], &["1:v2"][..], &["1:v2", "1:h1"][..]] {
        let l = cake_layout("2x3", moves).unwrap();
        let texts: Vec<&str> = l.layout.labels.iter().map(|t| t.text.as_str()).collect();
        assert_eq!(texts, ["a", "b", "c", "1", "2"], "{moves:?}");
    }
}
