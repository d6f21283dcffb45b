//! Issue 42: Cutcake's exported position (crates/draw/src/export/board.rs
//! `position_svg_in_play`, board_tikz.rs `position_tikz_in_play`) is what
//! the page draws during a game: the whole cake at its start's size, each
//! piece where the page's layout (`layout::board::cake_layout`, through
//! `view_model::board::game`) puts it, the cuts as lines, the start's
//! column letters. The oracle replays the cuts on a grid of cells, from the
//! rules alone.

use pebbles::export::{position_svg, position_svg_in_play, position_tikz_in_play, InPlay};
use pebbles::games::classical::play::{ClassicalGame, ClassicalPos};
use pebbles::games::classical::rulesets::cutcake::{Cake, Cutcake};
use pebbles::games::classical::rulesets::Ruleset;
use pebbles::games::classical::RulesetId;
use pebbles::games::common::play::{computer_move, replay, Rules};
use pebbles::games::common::Player;
use pebbles::layout::board::{BoardLayout, CELL, MARGIN};
use pebbles::permalink::View;
use pebbles::state::PageState;
use pebbles::view_model::board::game::{cakes, drawn, playing, BoardGame};
use pebbles::view_model::play::{panel, Setup};
use proptest::prelude::*;

/// The page's boards for the game of the permalink `hash`.
fn page(hash: &str) -> BoardGame {
    let (v, n) = View::parse(hash);
    assert!(n.is_empty(), "{n:?}");
    let PageState::Classical(st) = v.state else {
        panic!("classical")
    };
    let game = Setup::classical(&st).unwrap().game().unwrap();
    let p = panel(&game, &st.play);
    playing(&game, &p, &game.tokens(&st.play)).expect("a classical game")
}

/// Both exports of the page's boards.
fn exports(b: &BoardGame, title: &str) -> (String, String) {
    let play = InPlay {
        cakes: &b.cakes,
        last: b.last,
    };
    (
        position_svg_in_play(&b.boards, &play, title, 1.0),
        position_tikz_in_play(&b.boards, &play, title),
    )
}

/// A picture TeX can read: one `tikzpicture`, braces, brackets and scopes
/// balanced.
fn well_formed(tex: &str) {
    assert_eq!(tex.matches("\\begin{tikzpicture}").count(), 1, "{tex}");
    assert!(tex.trim_end().ends_with("\\end{tikzpicture}"), "{tex}");
    let mut depth = 0i64;
    for c in tex.replace("\\{", "").replace("\\}", "").chars() {
        depth += match c {
            '{' => 1,
            '}' => -1,
            _ => 0,
        };
        assert!(depth >= 0, "{tex}");
    }
    assert_eq!(depth, 0, "{tex}");
    assert_eq!(tex.matches('[').count(), tex.matches(']').count(), "{tex}");
    assert_eq!(
        tex.matches("\\begin{scope}").count(),
        tex.matches("\\end{scope}").count()
    );
}

/// The number after `key="` in `s`.
fn attr(s: &str, key: &str) -> f64 {
    let at = s.find(&format!(" {key}=\"")).expect(key) + key.len() + 3;
    s[at..s[at..].find('"').unwrap() + at].parse().unwrap()
}

/// Each piece of the SVG: the top left corners of its cells' squares.
fn svg_pieces(svg: &str) -> Vec<Vec<(f64, f64)>> {
    svg.split(r#"<g class="piece">"#)
        .skip(1)
        .map(|g| {
            let g = &g[..g.find("</g>").unwrap()];
            g.split("<rect")
                .skip(1)
                .map(|r| (attr(r, "x"), attr(r, "y")))
                .collect()
        })
        .collect()
}

/// The cut lines of the SVG: (x1, y1, x2, y2, last).
fn svg_cuts(svg: &str) -> Vec<(f64, f64, f64, f64, bool)> {
    svg.split("<line class=\"cut")
        .skip(1)
        .map(|l| {
            let l = &l[..l.find("/>").unwrap()];
            let v = |k| attr(l, k);
            (v("x1"), v("y1"), v("x2"), v("y2"), l.starts_with(" last"))
        })
        .collect()
}

/// `(x,y)` in TikZ as numbers.
fn point(s: &str) -> (f64, f64) {
    let s = s.trim().trim_start_matches('(').trim_end_matches(')');
    let (x, y) = s.split_once(',').unwrap();
    (x.parse().unwrap(), y.parse().unwrap())
}

/// Each piece of the TikZ picture (its comment line, then its cells): the
/// centres of its cells.
fn tikz_pieces(tex: &str) -> Vec<Vec<(f64, f64)>> {
    tex.split("    % piece ")
        .skip(1)
        .map(|p| {
            p.lines()
                .skip(1)
                .take_while(|l| l.starts_with("    \\node[cell,"))
                .map(|l| point(&l[l.find(" at ").unwrap() + 4..l.rfind(" {").unwrap()]))
                .collect()
        })
        .collect()
}

/// A cut line of the TikZ picture: from, to, and whether it is marked last.
type TikzCut = ((f64, f64), (f64, f64), bool);

/// The cut lines of the TikZ picture.
fn tikz_cuts(tex: &str) -> Vec<TikzCut> {
    tex.lines()
        .filter_map(|l| {
            let l = l.trim();
            let (last, rest) = match l.strip_prefix("\\draw[cut] ") {
                Some(rest) => (false, rest),
                None => (true, l.strip_prefix("\\draw[lastcut] ")?),
            };
            let (a, b) = rest.trim_end_matches(';').split_once(" -- ").unwrap();
            Some((point(a), point(b), last))
        })
        .collect()
}

/// The x of the line between the columns lettered `a` and `b`.
fn between(l: &BoardLayout, a: &str, b: &str) -> f64 {
    let x = |t: &str| l.labels.iter().find(|x| x.text == t).unwrap().x;
    (x(a) + x(b)) / 2.0
}

/// A game of Cutcake 3×4 from its start: Left cuts between columns b and
/// c (`1:v2`), then the equilibrium plays three cuts; the permalink of
/// the game, its moves and the position reached.
fn a_game() -> (String, Vec<String>, ClassicalPos) {
    let cutcake: RulesetId = "cutcake".parse().unwrap();
    let game = ClassicalGame::new(cutcake);
    let start = ClassicalPos::new(vec!["3x4".into()], Player::Left);
    let legal: Vec<String> = game
        .moves(&start)
        .unwrap()
        .into_iter()
        .map(|m| m.0)
        .collect();
    assert!(legal.contains(&"1:v2".to_string()), "{legal:?}");
    let mut moves = vec!["1:v2".to_string()];
    for _ in 0..3 {
        let pos = replay(&game, &start, &moves).unwrap();
        moves.push(computer_move(&game, &pos).unwrap().expect("a cut to play"));
    }
    let pos = replay(&game, &start, &moves).unwrap();
    let hash = format!(
        "#/classical?game=cutcake&position=3x4&side=l&moves={}",
        moves.join(",")
    );
    (hash, moves, pos)
}

#[test]
fn a_cutcake_game_exports_its_pieces_in_place_and_its_cuts() {
    let (hash, moves, pos) = a_game();
    let b = page(&hash);
    let (svg, tex) = exports(&b, "Cutcake position");
    well_formed(&tex);
    assert!(tex.contains("cut/.style=") && tex.contains("{pebblesLastCut}{HTML}{E08A00}"));
    let cake = b.cakes[0]
        .as_ref()
        .expect("the page lays the cake out in place");
    // The position's pieces, from the rules.
    let pieces = Cutcake.parse(&pos.boards[0]).unwrap();
    assert_eq!(pieces.len(), moves.len() + 1);
    // The same pieces and cuts in both files, as many as the position has.
    let (sp, tp) = (svg_pieces(&svg), tikz_pieces(&tex));
    assert_eq!(sp.len(), pieces.len(), "{svg}");
    assert_eq!(tp.len(), pieces.len(), "{tex}");
    let (sc, tc) = (svg_cuts(&svg), tikz_cuts(&tex));
    assert_eq!(sc.len(), moves.len(), "{svg}");
    assert_eq!(tc.len(), moves.len(), "{tex}");
    // Each piece's cells where the page's layout puts them, its size the
    // rules' piece's.
    for (k, piece) in cake.pieces.iter().enumerate() {
        let boxes: Vec<_> = piece.sites.iter().map(|&s| cake.layout.sites[s]).collect();
        let corners: Vec<_> = boxes.iter().map(|x| (x.x + 1.0, x.y + 1.0)).collect();
        let centres: Vec<_> = boxes.iter().map(|x| x.center()).collect();
        assert_eq!(sp[k], corners, "piece {k}: {svg}");
        assert_eq!(tp[k], centres, "piece {k}: {tex}");
        let (r, c) = pieces[k];
        assert_eq!(
            (piece.place.rows, piece.place.cols),
            (r as usize, c as usize)
        );
    }
    // Every cut where the page draws it; the last one marked, in both.
    for (k, c) in cake.cuts.iter().enumerate() {
        let last = k + 1 == cake.cuts.len();
        assert_eq!(sc[k], (c.x0, c.y0, c.x1, c.y1, last));
        assert_eq!(tc[k], ((c.x0, c.y0), (c.x1, c.y1), last));
    }
    // The first cut, between columns b and c, at that x, from the top of
    // the cake to its bottom.
    let x = between(&cake.layout, "b", "c");
    assert_eq!(x, MARGIN + 2.0 * CELL);
    assert_eq!(sc[0], (x, MARGIN, x, MARGIN + 3.0 * CELL, false));
    // The whole cake's frame and its coordinates: the start's size, its
    // column letters and row numbers.
    assert_eq!(
        (attr(&svg, "width"), attr(&svg, "height")),
        (cake.layout.width, cake.layout.height)
    );
    for t in ["a", "b", "c", "d", "1", "2", "3"] {
        assert!(svg.contains(&format!(">{t}</text>")), "{t}: {svg}");
        assert!(tex.contains(&format!("{{{t}}};")), "{t}: {tex}");
    }
    // Each piece named by its place in both files.
    for (k, piece) in cake.pieces.iter().enumerate() {
        let name = piece.name(k + 1);
        assert!(
            svg.contains(&format!("<title>{name}</title>")),
            "{name}: {svg}"
        );
        assert!(tex.contains(&format!("    % {name}\n")), "{name}: {tex}");
    }
}

/// The other rulesets' exports during a game are the plain position's.
#[test]
fn other_rulesets_export_as_before() {
    let b = page("#/classical?game=domineering&position=...|...&side=l&moves=a1,b1");
    assert!(b.cakes.iter().all(Option::is_none));
    let (svg, tex) = exports(&b, "Domineering position");
    assert_eq!(svg, position_svg(&b.boards, "Domineering position", 1.0));
    assert_eq!(
        tex,
        pebbles::export::position_tikz(&b.boards, "Domineering position")
    );
    assert!(!tex.contains("cut/.style") && !tex.contains("pebblesLastCut"));
    // A cake with no cut yet: its pieces, no line, no cut style.
    let b = page("#/classical?game=cutcake&position=2x3,1x2&side=l");
    let (svg, tex) = exports(&b, "Cutcake position");
    assert_eq!((svg_pieces(&svg).len(), tikz_pieces(&tex).len()), (2, 2));
    assert!(svg_cuts(&svg).is_empty() && tikz_cuts(&tex).is_empty());
    assert!(!tex.contains("cut/.style"), "{tex}");
}

/// A sum of cakes: each board in its own frame, the last cut marked on the
/// board it was made on only.
#[test]
fn a_sum_of_cakes_marks_the_last_cut_on_its_board() {
    let b = page("#/classical?game=cutcake&position=2x3+1x3&side=l&moves=2:1:v1,1:1:h1");
    let (svg, tex) = exports(&b, "Cutcake position");
    assert_eq!(svg.matches("<svg").count(), 3, "{svg}");
    let cuts = svg_cuts(&svg);
    assert_eq!(cuts.iter().map(|c| c.4).collect::<Vec<_>>(), [true, false]);
    let cuts = tikz_cuts(&tex);
    assert_eq!(cuts.iter().map(|c| c.2).collect::<Vec<_>>(), [true, false]);
    assert_eq!(svg_pieces(&svg).len(), 4);
    assert_eq!(tikz_pieces(&tex).len(), 4);
    // Board 1 cut after row 1: its lower piece is rows 2, columns a–c;
    // board 2 cut after column 1: its second piece is row 1, columns b–c.
    assert!(
        svg.contains("<title>piece 2: row 2, columns a–c</title>"),
        "{svg}"
    );
    assert!(tex.contains("    % piece 2: row 1, columns b–c\n"), "{tex}");
}

/// The oracle: the start's pieces side by side (a column between two) as
/// sets of cells (row, column), cut by `labels` (`p:vk`, `p:hk`) read as
/// the rules say: piece p's first k columns (or rows) and the rest, the
/// two in place of the piece.
fn oracle(start: &Cake, labels: &[String]) -> Vec<Vec<(usize, usize)>> {
    let mut pieces = Vec::new();
    let mut col = 0;
    for &(r, c) in start {
        let (r, c) = (r as usize, c as usize);
        pieces.push(
            (0..r)
                .flat_map(|y| (col..col + c).map(move |x| (y, x)))
                .collect::<Vec<_>>(),
        );
        col += c + 1;
    }
    for l in labels {
        let (p, cut) = l.split_once(':').unwrap();
        let p: usize = p.parse::<usize>().unwrap() - 1;
        let k: usize = cut[1..].parse().unwrap();
        let cells = pieces.remove(p);
        let (first_row, first_col) = (
            cells.iter().map(|c| c.0).min().unwrap(),
            cells.iter().map(|c| c.1).min().unwrap(),
        );
        let before = |&&(y, x): &&(usize, usize)| match &cut[..1] {
            "v" => x < first_col + k,
            _ => y < first_row + k,
        };
        let a: Vec<_> = cells.iter().filter(before).copied().collect();
        let b: Vec<_> = cells.iter().filter(|c| !before(c)).copied().collect();
        assert!(!a.is_empty() && !b.is_empty(), "{l}: a legal cut");
        pieces.insert(p, b);
        pieces.insert(p, a);
    }
    pieces
}

/// The cell of the start's grid at a point inside it.
fn cell((x, y): (f64, f64)) -> (usize, usize) {
    (
        ((y - MARGIN) / CELL).floor() as usize,
        ((x - MARGIN) / CELL).floor() as usize,
    )
}

/// The exports of `start` after `picks`, through the page's own
/// functions (`cakes`, `drawn`), against the oracle.
fn check(start: &Cake, picks: &[usize]) {
    let r: RulesetId = "cutcake".parse().unwrap();
    let (labels, now) = crate::unit_draw_cake::play(start, picks);
    let text = Cutcake.print(start);
    let b = BoardGame {
        boards: drawn(r, &[Cutcake.print(&now)]),
        cakes: cakes(r, std::slice::from_ref(&text), &labels),
        last: (!labels.is_empty()).then_some(0),
        ..pebbles::view_model::board::game::editing(r, &[])
    };
    let (svg, tex) = exports(&b, "Cutcake");
    well_formed(&tex);
    let want = oracle(start, &labels);
    // The rules' position has the oracle's pieces, size for size.
    let sizes: Vec<(usize, usize)> = want
        .iter()
        .map(|p| {
            let rows = p.iter().map(|c| c.0).max().unwrap() - p.iter().map(|c| c.0).min().unwrap();
            let cols = p.iter().map(|c| c.1).max().unwrap() - p.iter().map(|c| c.1).min().unwrap();
            (rows + 1, cols + 1)
        })
        .collect();
    let rules: Vec<(usize, usize)> = now.iter().map(|&(r, c)| (r as usize, c as usize)).collect();
    assert_eq!(sizes, rules, "{text} after {labels:?}");
    let got_svg: Vec<Vec<_>> = svg_pieces(&svg)
        .into_iter()
        .map(|p| {
            p.into_iter()
                .map(|(x, y)| cell((x + 1.0, y + 1.0)))
                .collect()
        })
        .collect();
    let got_tex: Vec<Vec<_>> = tikz_pieces(&tex)
        .into_iter()
        .map(|p| p.into_iter().map(cell).collect())
        .collect();
    let sorted = |v: &[Vec<(usize, usize)>]| -> Vec<Vec<(usize, usize)>> {
        v.iter()
            .map(|p| {
                let mut p = p.clone();
                p.sort_unstable();
                p
            })
            .collect()
    };
    assert_eq!(
        sorted(&got_svg),
        sorted(&want),
        "{text} after {labels:?}: {svg}"
    );
    assert_eq!(
        sorted(&got_tex),
        sorted(&want),
        "{text} after {labels:?}: {tex}"
    );
    // No two pieces overlap: every cell is drawn once.
    let mut all: Vec<_> = got_svg.concat();
    let n = all.len();
    all.sort_unstable();
    all.dedup();
    assert_eq!(all.len(), n, "a cell drawn twice: {svg}");
    // One line a cut, each between two different pieces along its length.
    let owner = |c: (usize, usize)| want.iter().position(|p| p.contains(&c));
    let cuts = svg_cuts(&svg);
    assert_eq!(cuts.len(), labels.len());
    assert_eq!(tikz_cuts(&tex).len(), labels.len());
    for &(x0, y0, x1, y1, _) in &cuts {
        let (r0, c0) = cell((x0 + 1.0, y0 + 1.0));
        let (r1, c1) = cell((x1 - 1.0, y1 - 1.0));
        if x0 == x1 {
            for r in r0..=r1 {
                let (a, b) = (owner((r, c0 - 1)), owner((r, c0)));
                assert!(a.is_some() && b.is_some() && a != b, "{labels:?}");
            }
        } else {
            for c in c0..=c1 {
                let (a, b) = (owner((r0 - 1, c)), owner((r0, c)));
                assert!(a.is_some() && b.is_some() && a != b, "{labels:?}");
            }
        }
    }
}

#[test]
fn sample_games_export_the_oracle_s_pieces() {
    check(&vec![(3, 4)], &[0, 0, 1, 2, 0, 3, 1, 1, 0, 0]);
    check(&vec![(3, 1), (3, 3)], &[2, 1, 0, 0, 0]);
    check(&vec![(1, 5), (4, 2)], &[3, 0, 1, 1, 2, 0, 0]);
    check(&vec![(1, 1)], &[0]);
}

proptest! {
    #[test]
    fn random_games_export_the_oracle_s_pieces(
        start in prop::collection::vec((1u8..=4, 1u8..=4), 1..=3),
        picks in prop::collection::vec(0usize..20, 0..16),
    ) {
        check(&start, &picks);
    }
}
