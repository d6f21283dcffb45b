//! A position's board as a standalone SVG document (the gallery's previews,
//! downloads): the cells, pieces, pebbles and graphs of [`crate::layout::board`],
//! with inline colours (a document has no page stylesheet). The page draws
//! its interactive board itself (`web/board.rs`), from the same layout.

use std::fmt::Write;

use super::svg::xml_escape;
use crate::games::classical::rulesets::{Board, Glyph, Owner};
use crate::layout::board::{board_layout, BoardLayout, Shape};

/// Left's pieces blue, Right's white with a red rim, green the neutral
/// ones (Winning Ways' colours), as on the page.
fn piece_style(owner: Owner) -> (&'static str, &'static str, &'static str) {
    match owner {
        Owner::Left => ("#24507f", "#163555", "#fff"),
        Owner::Right => ("#fff", "#b3261e", "#b3261e"),
        Owner::Neutral => ("#6b8f3a", "#46611f", "#fff"),
    }
}

/// A graph's edge: blue solid, red dashed (told from green without
/// colour), green solid, as on the page.
fn edge_style(owner: Owner) -> &'static str {
    match owner {
        Owner::Left => r##"stroke="#1f5fae" stroke-linecap="round""##,
        Owner::Right => r##"stroke="#c0392b" stroke-dasharray="10 5""##,
        Owner::Neutral => r##"stroke="#2f8a34" stroke-linecap="round""##,
    }
}

/// The board drawn at `scale` (1 = 44 px cells), with its title for
/// screen readers.
pub fn board_svg(board: &Board, title: &str, scale: f64) -> String {
    let l = board_layout(board);
    let (w, h) = (l.width * scale, l.height * scale);
    let mut out = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {} {}" role="img"><title>{}</title>"#,
        l.width,
        l.height,
        xml_escape(title)
    );
    for t in &l.labels {
        let _ = write!(
            out,
            r##"<text x="{}" y="{}" font-size="12" fill="#5c6773" text-anchor="middle" dominant-baseline="central" font-family="sans-serif">{}</text>"##,
            t.x,
            t.y,
            xml_escape(&t.text)
        );
    }
    if let Some((x0, x1, y)) = l.ground {
        // A graph's ground is the picture's base line, as on the page.
        let (ink, width) = match l.graph {
            Some(_) => ("#1d232b", 3),
            None => ("#5c6773", 2),
        };
        let _ = write!(
            out,
            r#"<line x1="{x0}" x2="{x1}" y1="{y}" y2="{y}" stroke="{ink}" stroke-width="{width}"/>"#
        );
    }
    graph_strokes(&mut out, &l, board);
    for (bx, glyph) in l.sites.iter().zip(&board.sites) {
        if bx.shape == Shape::Vertex {
            let (cx, cy) = bx.center();
            let _ = write!(
                out,
                r##"<circle cx="{cx}" cy="{cy}" r="4.5" fill="#1d232b"/>"##
            );
        }
        if bx.shape == Shape::Cell {
            let fill = if *glyph == Glyph::Blocked {
                "#3d434a"
            } else {
                "#fff"
            };
            let _ = write!(
                out,
                r##"<rect x="{}" y="{}" width="{}" height="{}" rx="3" fill="{fill}" stroke="#9aa3ad"/>"##,
                bx.x + 1.0,
                bx.y + 1.0,
                bx.size - 2.0,
                bx.size - 2.0
            );
        }
        if let Glyph::Piece { owner, mark } = glyph {
            let (fill, stroke, ink) = piece_style(*owner);
            let (cx, cy) = bx.center();
            let r = bx.size * if bx.shape == Shape::Cell { 0.36 } else { 0.42 };
            let _ = write!(
                out,
                r#"<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{stroke}" stroke-width="2"/>"#
            );
            if *owner != Owner::Neutral {
                let _ = write!(
                    out,
                    r#"<text x="{cx}" y="{cy}" font-size="15" font-weight="700" fill="{ink}" text-anchor="middle" dominant-baseline="central" font-family="sans-serif">{}</text>"#,
                    xml_escape(&mark.to_string())
                );
            }
        }
    }
    out.push_str("</svg>");
    out
}

/// The boards of a position (a sum's components side by side, as on the
/// page) in one SVG document: each board as [`board_svg`] draws it, nested
/// at its place; a single board is `board_svg` itself.
pub fn position_svg(boards: &[Board], title: &str, scale: f64) -> String {
    if let [board] = boards {
        return board_svg(board, title, scale);
    }
    let gap = 24.0 * scale;
    let mut parts = String::new();
    let (mut x, mut h) = (0.0_f64, 0.0_f64);
    for (i, board) in boards.iter().enumerate() {
        let l = board_layout(board);
        let (w, bh) = (l.width * scale, l.height * scale);
        let inner = board_svg(board, &format!("{title}, component {}", i + 1), scale);
        // Place the nested document: its own width and height, at x.
        let _ = write!(
            parts,
            r#"<svg x="{x:.0}" y="0"{}"#,
            inner.trim_start_matches("<svg")
        );
        x += w + gap;
        h = h.max(bh);
    }
    let w = (x - gap).max(0.0);
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0}" height="{h:.0}" viewBox="0 0 {w:.0} {h:.0}" role="img"><title>{}</title>{parts}</svg>"#,
        xml_escape(title)
    )
}

/// A graph's edges as strokes coloured by who may cut them (drawn under
/// the vertices).
fn graph_strokes(out: &mut String, l: &BoardLayout, board: &Board) {
    let Some(graph) = &l.graph else { return };
    for (stroke, glyph) in graph.strokes.iter().zip(&board.sites) {
        let owner = match glyph {
            Glyph::Edge { owner, .. } | Glyph::Piece { owner, .. } => *owner,
            Glyph::Empty | Glyph::Blocked | Glyph::Vertex => Owner::Neutral,
        };
        let _ = write!(
            out,
            r#"<path d="{}" fill="none" stroke-width="5" {}/>"#,
            stroke.path(),
            edge_style(owner)
        );
    }
}
