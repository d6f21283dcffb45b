//! Unit tests of pebbles-draw's TikZ writer for boards
//! (crates/draw/src/export/board_tikz.rs) and of the position's SVG: the
//! TikZ picture draws what `board_svg` draws, one node a cell, piece and
//! vertex, one path an edge.

use pebbles::export::*;
use pebbles::games::classical::RulesetId;

/// A well formed picture: one `tikzpicture`, balanced braces and brackets.
fn well_formed(tex: &str) {
    assert_eq!(tex.matches("\\begin{tikzpicture}").count(), 1, "{tex}");
    assert!(tex.trim_end().ends_with("\\end{tikzpicture}"), "{tex}");
    let unescaped = tex.replace("\\{", "").replace("\\}", "");
    let mut depth = 0i64;
    for c in unescaped.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            _ => {}
        }
        assert!(depth >= 0, "a `}}` closes nothing: {tex}");
    }
    assert_eq!(depth, 0, "unbalanced braces: {tex}");
    assert_eq!(tex.matches('[').count(), tex.matches(']').count(), "{tex}");
    assert_eq!(
        tex.matches("\\begin{scope}").count(),
        tex.matches("\\end{scope}").count()
    );
}

/// Counts of (cells, discs: pieces and vertices, edges) in the SVG.
fn svg_counts(svg: &str) -> (usize, usize, usize) {
    (
        svg.matches("<rect").count(),
        svg.matches("<circle").count(),
        svg.matches("<path").count(),
    )
}

/// The same counts in the TikZ picture.
fn tikz_counts(tex: &str) -> (usize, usize, usize) {
    let n = |p: &str| tex.matches(p).count();
    let discs = [
        "\\node[left,",
        "\\node[right,",
        "\\node[neutral,",
        "\\node[vertex]",
    ];
    (
        n("\\node[cell,") + n("\\node[blocked,"),
        discs.iter().map(|p| n(p)).sum(),
        n("\\draw[blueedge]") + n("\\draw[rededge]") + n("\\draw[greenedge]"),
    )
}

fn both(ruleset: &str, text: &str) -> (String, String) {
    let r: RulesetId = ruleset.parse().unwrap();
    let b = r.board(text).unwrap();
    (board_svg(&b, ruleset, 1.0), board_tikz(&b, ruleset))
}

#[test]
fn the_picture_draws_what_the_svg_draws_for_four_rulesets() {
    let cases = [
        ("domineering", "..#.|....|.#..|....", (16, 0, 0)),
        ("nim", "3,1,2", (0, 6, 0)),
        ("hackenbush", "0-1:b,1-2:r,1-1:g,0-3:g", (0, 3, 4)),
        ("cutcake", "2x3", (6, 0, 0)),
    ];
    for (ruleset, text, expected) in cases {
        let (svg, tex) = both(ruleset, text);
        well_formed(&tex);
        let counts = svg_counts(&svg);
        assert_eq!(tikz_counts(&tex), counts, "{ruleset} {text}:\n{tex}\n{svg}");
        // The figures expected, so that an empty picture does not pass.
        assert_eq!(counts.0, expected.0, "{ruleset} cells: {svg}");
        assert_eq!(counts.2, expected.2, "{ruleset} edges: {svg}");
        assert!(counts.1 >= expected.1, "{ruleset} discs: {svg}");
    }
}

#[test]
fn edges_keep_their_colours_and_blocked_cells_are_dark() {
    let (_, tex) = both("hackenbush", "0-1:b,1-2:r,1-1:g");
    assert_eq!(tex.matches("\\draw[blueedge]").count(), 1);
    assert_eq!(tex.matches("\\draw[rededge]").count(), 1);
    assert_eq!(tex.matches("\\draw[greenedge]").count(), 1);
    assert!(tex.contains(".. controls"), "the loop is a curve: {tex}");
    let (_, tex) = both("domineering", "#.|..");
    assert_eq!(tex.matches("\\node[blocked,").count(), 1);
    assert_eq!(tex.matches("\\node[cell,").count(), 3);
}

#[test]
fn the_title_and_marks_are_escaped() {
    let r: RulesetId = "clobber".parse().unwrap();
    let b = r.board("xo.|.o.").unwrap();
    let tex = board_tikz(&b, "Clobber 50% {x_o} & #1");
    well_formed(&tex);
    assert!(
        tex.starts_with("% Clobber 50\\% \\{x\\_o\\} \\& \\#1\n"),
        "{tex}"
    );
    assert_eq!(tex.matches("\\node[left,").count(), 1);
    assert_eq!(tex.matches("\\node[right,").count(), 2);
    assert!(tex.contains("{x};") && tex.contains("{o};"), "{tex}");
}

#[test]
fn a_sum_is_drawn_side_by_side_in_one_picture_and_one_document() {
    let r: RulesetId = "domineering".parse().unwrap();
    let boards = vec![r.board("..|..").unwrap(), r.board("...").unwrap()];
    let tex = position_tikz(&boards, "Domineering");
    well_formed(&tex);
    assert_eq!(tex.matches("\\begin{scope}").count(), 2);
    assert_eq!(tex.matches("\\node[cell,").count(), 7);
    let svg = position_svg(&boards, "Domineering", 1.0);
    assert!(svg.starts_with("<svg xmlns=") && svg.ends_with("</svg>"));
    assert_eq!(svg.matches("<rect").count(), 7);
    assert_eq!(svg.matches("<svg").count(), 3);
    assert_eq!(svg.matches("</svg>").count(), 3);
    let one = position_svg(&boards[..1], "D", 1.0);
    assert_eq!(one, board_svg(&boards[0], "D", 1.0));
}
