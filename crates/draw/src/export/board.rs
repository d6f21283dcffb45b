//! A position's board as a standalone SVG document (the gallery's previews,
//! downloads): the cells, pieces, pebbles and graphs of [`crate::layout::board`],
//! with inline colours (a document has no page stylesheet). The page draws
//! its interactive board itself (`web/board.rs`), from the same layout;
//! during a game, Cutcake from the same cake layout as the page
//! ([`InPlay`], [`position_svg_in_play`]).

use std::fmt::Write;

use super::svg::xml_escape;
use crate::games::classical::rulesets::{Board, Glyph, Owner};
use crate::layout::board::{board_layout, BoardLayout, CakeLayout, Shape, SiteBox};

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

/// A game's boards as the page draws them during play (issue 42): a
/// board cut in place (Cutcake) in the frame of its start, each piece
/// where it stands and each cut a line (`cakes`, the page's own
/// [`cake_layout`](crate::layout::board::cake_layout)s); the other boards
/// as [`board_layout`] draws them. The default draws every board so.
#[derive(Clone, Copy, Debug, Default)]
pub struct InPlay<'a> {
    /// Each board's pieces in place and its cuts; `None` (or missing):
    /// the board's own layout.
    pub cakes: &'a [Option<CakeLayout>],
    /// The board of the last move: its last cut is marked, as on the page.
    pub last: Option<usize>,
}

/// One board to draw: its layout and, for a cake, its pieces and cuts.
pub(super) struct Drawn<'a> {
    pub board: &'a Board,
    pub layout: BoardLayout,
    pub cake: Option<&'a CakeLayout>,
    /// Whether the cake's last cut is the game's last move.
    pub last: bool,
}

impl<'a> InPlay<'a> {
    /// Board `i` of the position, `board`, as it is drawn.
    pub(super) fn drawn(&self, i: usize, board: &'a Board) -> Drawn<'a> {
        let cake = self.cakes.get(i).and_then(Option::as_ref);
        Drawn {
            board,
            layout: cake.map_or_else(|| board_layout(board), |c| c.layout.clone()),
            cake,
            last: cake.is_some() && self.last == Some(i),
        }
    }
}

/// The board drawn at `scale` (1 = 44 px cells), with its title for
/// screen readers.
pub fn board_svg(board: &Board, title: &str, scale: f64) -> String {
    drawn_svg(&InPlay::default().drawn(0, board), title, scale)
}

/// A board as [`InPlay`] draws it: labels, ground, edges, sites (a cake's
/// cells piece by piece, each piece a group titled with its place), cuts.
fn drawn_svg(d: &Drawn, title: &str, scale: f64) -> String {
    let l = &d.layout;
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
    graph_strokes(&mut out, l, d.board);
    match d.cake {
        Some(cake) => cake_svg(&mut out, cake, d),
        None => {
            for (bx, glyph) in l.sites.iter().zip(&d.board.sites) {
                site_svg(&mut out, bx, glyph);
            }
        }
    }
    out.push_str("</svg>");
    out
}

/// A cake's pieces, each a group of its cells, then its cuts as the page
/// draws them (the last move's dashed in orange).
fn cake_svg(out: &mut String, cake: &CakeLayout, d: &Drawn) {
    for (i, piece) in cake.pieces.iter().enumerate() {
        let _ = write!(
            out,
            r#"<g class="piece"><title>{}</title>"#,
            xml_escape(&piece.name(i + 1))
        );
        for &s in &piece.sites {
            let glyph = d.board.sites.get(s).unwrap_or(&Glyph::Empty);
            site_svg(out, &d.layout.sites[s], glyph);
        }
        out.push_str("</g>");
    }
    for (i, c) in cake.cuts.iter().enumerate() {
        let style = if d.last && i + 1 == cake.cuts.len() {
            r##"class="cut last" stroke="#e08a00" stroke-width="6" stroke-dasharray="8 5""##
        } else {
            r##"class="cut" stroke="#1d232b" stroke-width="4""##
        };
        let _ = write!(
            out,
            r#"<line {style} stroke-linecap="round" x1="{}" y1="{}" x2="{}" y2="{}"/>"#,
            c.x0, c.y0, c.x1, c.y1
        );
    }
}

/// A site: a vertex's dot, a cell's square, a piece's disc.
fn site_svg(out: &mut String, bx: &SiteBox, glyph: &Glyph) {
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

/// The boards of a position (a sum's components side by side, as on the
/// page) in one SVG document: each board as [`board_svg`] draws it, nested
/// at its place; a single board is `board_svg` itself.
pub fn position_svg(boards: &[Board], title: &str, scale: f64) -> String {
    position_svg_in_play(boards, &InPlay::default(), title, scale)
}

/// The boards of a game in progress as the page draws them ([`InPlay`]:
/// Cutcake's pieces in place and its cuts), side by side as
/// [`position_svg`] puts them.
pub fn position_svg_in_play(boards: &[Board], play: &InPlay, title: &str, scale: f64) -> String {
    if let [board] = boards {
        return drawn_svg(&play.drawn(0, board), title, scale);
    }
    let gap = 24.0 * scale;
    let mut parts = String::new();
    let (mut x, mut h) = (0.0_f64, 0.0_f64);
    for (i, board) in boards.iter().enumerate() {
        let d = play.drawn(i, board);
        let (w, bh) = (d.layout.width * scale, d.layout.height * scale);
        let inner = drawn_svg(&d, &format!("{title}, component {}", i + 1), scale);
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
