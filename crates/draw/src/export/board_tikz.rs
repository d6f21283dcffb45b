//! A position's board as a TikZ picture (lecture notes): what
//! [`super::board_svg`] draws — cells, pieces and pebbles, a graph's
//! vertices and coloured edges, the ground and the coordinate labels — from
//! the same [`crate::layout::board`] geometry, one `\node` per cell, piece
//! and vertex, one `\draw` per edge. 1 px = 0.025 cm, y downwards as in
//! the layout.

use std::fmt::Write;

use super::board::{Drawn, InPlay};
use super::num;
use super::tikz::tex_escape;
use crate::games::classical::rulesets::{Board, Glyph, Owner};
use crate::layout::board::{BoardLayout, Shape, Stroke};

/// The room between two boards of a sum (layout pixels).
const GAP: f64 = 24.0;

/// The colours of `board_svg` (Winning Ways' blue, red and green).
const COLOURS: &str = "\\definecolor{pebblesLeft}{HTML}{24507F}\n\
\\definecolor{pebblesLeftRim}{HTML}{163555}\n\
\\definecolor{pebblesRight}{HTML}{B3261E}\n\
\\definecolor{pebblesNeutral}{HTML}{6B8F3A}\n\
\\definecolor{pebblesNeutralRim}{HTML}{46611F}\n\
\\definecolor{pebblesBlueEdge}{HTML}{1F5FAE}\n\
\\definecolor{pebblesRedEdge}{HTML}{C0392B}\n\
\\definecolor{pebblesGreenEdge}{HTML}{2F8A34}\n\
\\definecolor{pebblesGrid}{HTML}{9AA3AD}\n\
\\definecolor{pebblesInk}{HTML}{1D232B}\n\
\\definecolor{pebblesMuted}{HTML}{5C6773}\n\
\\definecolor{pebblesBlocked}{HTML}{3D434A}\n";

/// The picture's styles: one per kind of thing drawn.
const STYLES: &str = "x=0.025cm, y=-0.025cm, \
every node/.style={font=\\sffamily}, \
cell/.style={draw=pebblesGrid, fill=white, rounded corners=1pt, inner sep=0pt}, \
blocked/.style={cell, fill=pebblesBlocked}, \
left/.style={circle, draw=pebblesLeftRim, fill=pebblesLeft, text=white, line width=1pt, inner sep=0pt, font=\\sffamily\\bfseries}, \
right/.style={circle, draw=pebblesRight, fill=white, text=pebblesRight, line width=1pt, inner sep=0pt, font=\\sffamily\\bfseries}, \
neutral/.style={circle, draw=pebblesNeutralRim, fill=pebblesNeutral, line width=1pt, inner sep=0pt}, \
vertex/.style={circle, fill=pebblesInk, inner sep=0pt, minimum size=0.225cm}, \
coord/.style={text=pebblesMuted, font=\\sffamily\\scriptsize}, \
blueedge/.style={draw=pebblesBlueEdge, line width=2.5pt, line cap=round}, \
rededge/.style={draw=pebblesRedEdge, line width=2.5pt, dash pattern=on 10pt off 5pt}, \
greenedge/.style={draw=pebblesGreenEdge, line width=2.5pt, line cap=round}";

/// The cuts' styles, added when a cake has cuts (as on the page: ink,
/// the last move's dashed in orange; 1 px of the SVG's strokes is 0.5 pt,
/// as for the edges).
const CUT_STYLES: &str = ", \
cut/.style={draw=pebblesInk, line width=2pt, line cap=round}, \
lastcut/.style={draw=pebblesLastCut, line width=3pt, line cap=round, dash pattern=on 4pt off 2.5pt}";

/// One board as a `tikzpicture` (needs `\usepackage{tikz}`), titled by a
/// comment line.
pub fn board_tikz(board: &Board, title: &str) -> String {
    position_tikz(std::slice::from_ref(board), title)
}

/// The boards of a position (a sum's components side by side, as on the
/// page) in one `tikzpicture`.
pub fn position_tikz(boards: &[Board], title: &str) -> String {
    position_tikz_in_play(boards, &InPlay::default(), title)
}

/// The boards of a game in progress as the page draws them ([`InPlay`]:
/// Cutcake's pieces in place, each after a comment naming it, and its
/// cuts), side by side as [`position_tikz`] puts them.
pub fn position_tikz_in_play(boards: &[Board], play: &InPlay, title: &str) -> String {
    let drawn: Vec<Drawn> = boards
        .iter()
        .enumerate()
        .map(|(i, b)| play.drawn(i, b))
        .collect();
    let cuts = drawn
        .iter()
        .any(|d| d.cake.is_some_and(|c| !c.cuts.is_empty()));
    let mut out = format!("% {}\n{COLOURS}", tex_escape(title));
    if cuts {
        out.push_str("\\definecolor{pebblesLastCut}{HTML}{E08A00}\n");
    }
    let extra = if cuts { CUT_STYLES } else { "" };
    let _ = writeln!(out, "\\begin{{tikzpicture}}[{STYLES}{extra}]");
    let mut dx = 0.0;
    for d in &drawn {
        let _ = writeln!(out, "  \\begin{{scope}}[xshift={}cm]", num(dx * 0.025));
        board_body(&mut out, d);
        out.push_str("  \\end{scope}\n");
        dx += d.layout.width + GAP;
    }
    out.push_str("\\end{tikzpicture}\n");
    out
}

/// A point in the picture's coordinates.
fn at((x, y): (f64, f64)) -> String {
    format!("({},{})", num(x), num(y))
}

/// A length in centimetres (from layout pixels).
fn cm(px: f64) -> String {
    format!("{}cm", num(px * 0.025))
}

/// Labels, ground, edges, then cells, vertices and pieces, in the order
/// `board_svg` draws them; a cake's cells piece by piece, then its cuts.
fn board_body(out: &mut String, d: &Drawn) {
    let l = &d.layout;
    for t in &l.labels {
        let _ = writeln!(
            out,
            "    \\node[coord] at {} {{{}}};",
            at((t.x, t.y)),
            tex_escape(&t.text)
        );
    }
    if let Some((x0, x1, y)) = l.ground {
        let (ink, width) = match l.graph {
            Some(_) => ("pebblesInk", "1.5pt"),
            None => ("pebblesMuted", "1pt"),
        };
        let _ = writeln!(
            out,
            "    \\draw[{ink}, line width={width}] {} -- {};",
            at((x0, y)),
            at((x1, y))
        );
    }
    edges(out, l, d.board);
    let Some(cake) = d.cake else {
        for (bx, glyph) in l.sites.iter().zip(&d.board.sites) {
            site(out, bx, glyph);
        }
        return;
    };
    for (i, piece) in cake.pieces.iter().enumerate() {
        let _ = writeln!(out, "    % {}", piece.name(i + 1));
        for &s in &piece.sites {
            site(
                out,
                &l.sites[s],
                d.board.sites.get(s).unwrap_or(&Glyph::Empty),
            );
        }
    }
    for (i, c) in cake.cuts.iter().enumerate() {
        let style = if d.last && i + 1 == cake.cuts.len() {
            "lastcut"
        } else {
            "cut"
        };
        let _ = writeln!(
            out,
            "    \\draw[{style}] {} -- {};",
            at((c.x0, c.y0)),
            at((c.x1, c.y1))
        );
    }
}

/// A site's node(s): a vertex's dot, a cell's square, a piece's disc.
fn site(out: &mut String, bx: &crate::layout::board::SiteBox, glyph: &Glyph) {
    let c = at(bx.center());
    if bx.shape == Shape::Vertex {
        let _ = writeln!(out, "    \\node[vertex] at {c} {{}};");
    }
    if bx.shape == Shape::Cell {
        let style = if *glyph == Glyph::Blocked {
            "blocked"
        } else {
            "cell"
        };
        let _ = writeln!(
            out,
            "    \\node[{style}, minimum size={}] at {c} {{}};",
            cm(bx.size - 2.0)
        );
    }
    if let Glyph::Piece { owner, mark } = glyph {
        let r = bx.size * if bx.shape == Shape::Cell { 0.36 } else { 0.42 };
        let (style, text) = match owner {
            Owner::Left => ("left", tex_escape(&mark.to_string())),
            Owner::Right => ("right", tex_escape(&mark.to_string())),
            Owner::Neutral => ("neutral", String::new()),
        };
        let _ = writeln!(
            out,
            "    \\node[{style}, minimum size={}] at {c} {{{text}}};",
            cm(2.0 * r)
        );
    }
}

/// A graph's edges coloured by who may cut them, drawn under the vertices.
fn edges(out: &mut String, l: &BoardLayout, board: &Board) {
    let Some(graph) = &l.graph else { return };
    for (stroke, glyph) in graph.strokes.iter().zip(&board.sites) {
        let owner = match glyph {
            Glyph::Edge { owner, .. } | Glyph::Piece { owner, .. } => *owner,
            Glyph::Empty | Glyph::Blocked | Glyph::Vertex => Owner::Neutral,
        };
        let style = match owner {
            Owner::Left => "blueedge",
            Owner::Right => "rededge",
            Owner::Neutral => "greenedge",
        };
        let _ = writeln!(out, "    \\draw[{style}] {};", path(stroke));
    }
}

/// A stroke as a TikZ path (a quadratic curve raised to a cubic one).
fn path(stroke: &Stroke) -> String {
    match *stroke {
        Stroke::Line { from, to } => format!("{} -- {}", at(from), at(to)),
        Stroke::Curve { from, control, to } => {
            let third = |a: (f64, f64)| {
                (
                    a.0 + 2.0 / 3.0 * (control.0 - a.0),
                    a.1 + 2.0 / 3.0 * (control.1 - a.1),
                )
            };
            format!(
                "{} .. controls {} and {} .. {}",
                at(from),
                at(third(from)),
                at(third(to)),
                at(to)
            )
        }
        Stroke::Loop { at: v, c1, c2 } => format!(
            "{} .. controls {} and {} .. {}",
            at(v),
            at(c1),
            at(c2),
            at(v)
        ),
    }
}
