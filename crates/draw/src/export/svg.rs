//! Standalone SVG.

use std::fmt::Write;

use super::{label_places, num, DrawEdge, DrawNode, Drawing};
use crate::layout::Placed;

const MARGIN: f64 = 24.0;
const FONT: f64 = 12.0;
const LINE: f64 = 14.0;

/// Text safe in XML content and attribute values.
pub fn xml_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if (c as u32) < 0x20 && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// An SVG document and its size as written in its `width` and `height`.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Svg {
    pub text: String,
    pub width: f64,
    pub height: f64,
    /// For a large picture, the same picture as stacked documents of about
    /// [`LAYER_BYTES`] each (edges first, nodes on top), so a page can add
    /// them one per frame instead of parsing the whole in one long task;
    /// empty for a small one.
    pub layers: Vec<String>,
}

/// About how much markup one layer of a large picture holds: parsing,
/// styling and laying out this much takes some tens of milliseconds.
pub const LAYER_BYTES: usize = 32 * 1024;

impl Svg {
    /// Whole pixels that hold the picture (for a PNG of it).
    pub fn size_px(&self) -> (u32, u32) {
        (self.width.ceil() as u32, self.height.ceil() as u32)
    }
}

/// Shifts drawing coordinates into the document (margins, no negatives).
#[derive(Clone, Copy)]
struct Frame {
    dx: f64,
    dy: f64,
}

impl Frame {
    fn x(self, x: f64) -> String {
        num(x + self.dx)
    }

    fn y(self, y: f64) -> String {
        num(y + self.dy)
    }
}

/// A standalone SVG document. Nodes are `<g class="node" data-node="i">`
/// with a `<title>` tooltip; edges `<g class="edge" data-edge="i">`.
pub fn svg(d: &Drawing) -> String {
    svg_document(d).text
}

/// [`svg`] with the document's size.
pub fn svg_document(d: &Drawing) -> Svg {
    let (x0, y0, x1, y1) = d.bounds();
    let note_h = if d.note.is_some() { LINE + 8.0 } else { 0.0 };
    let (w, h) = (x1 - x0 + 2.0 * MARGIN, y1 - y0 + 2.0 * MARGIN + note_h);
    let at = Frame {
        dx: MARGIN - x0,
        dy: MARGIN - y0,
    };
    let open = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" \
         viewBox=\"0 0 {0} {1}\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"{2}\">\n",
        num(w),
        num(h),
        num(FONT)
    );
    let back = format!(
        "<title>{}</title>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
        xml_escape(&d.title)
    );
    let places = label_places(d);
    let edges: Vec<String> = d
        .edges
        .iter()
        .zip(&places)
        .enumerate()
        .filter_map(|(i, (e, &label))| {
            let pts = d.points(e);
            let mut s = String::new();
            (pts.len() >= 2).then(|| {
                edge(&mut s, i, e, &pts, label, at);
                s
            })
        })
        .collect();
    let nodes: Vec<String> = d
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let mut s = String::new();
            node(&mut s, i, n, at);
            s
        })
        .collect();
    let note = d.note.as_ref().map(|note| {
        format!(
            "<text class=\"note\" x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"#555\">{}</text>\n",
            num(MARGIN),
            num(h - MARGIN / 2.0),
            xml_escape(note)
        )
    });
    let note = note.unwrap_or_default();
    let text = format!(
        "{open}{back}{EDGES_OPEN}{}</g>\n{NODES_OPEN}{}</g>\n{note}</svg>\n",
        edges.concat(),
        nodes.concat()
    );
    let layers = if text.len() > 2 * LAYER_BYTES {
        layers(&open, &back, &edges, &nodes, &note)
    } else {
        Vec::new()
    };
    // The size as written (two decimals), so that it matches the attributes.
    let written = |v: f64| num(v).parse().unwrap_or(0.0);
    Svg {
        text,
        width: written(w),
        height: written(h),
        layers,
    }
}

const EDGES_OPEN: &str = "<g class=\"edges\" fill=\"none\" stroke=\"#333\">\n";
const NODES_OPEN: &str = "<g class=\"nodes\">\n";

/// The picture as documents of about [`LAYER_BYTES`] of groups each: the
/// first holds the background, the last the note.
fn layers(open: &str, back: &str, edges: &[String], nodes: &[String], note: &str) -> Vec<String> {
    let mut runs: Vec<(&str, Vec<&String>)> = Vec::new();
    for (group_open, groups) in [(EDGES_OPEN, edges), (NODES_OPEN, nodes)] {
        let mut size = 0;
        let mut run = Vec::new();
        for g in groups {
            if size + g.len() > LAYER_BYTES && !run.is_empty() {
                runs.push((group_open, std::mem::take(&mut run)));
                size = 0;
            }
            size += g.len();
            run.push(g);
        }
        runs.push((group_open, run));
    }
    let last = runs.len() - 1;
    runs.iter()
        .enumerate()
        .map(|(i, (group_open, run))| {
            let mut s = String::from(open);
            if i == 0 {
                s.push_str(back);
            }
            s.push_str(group_open);
            run.iter().for_each(|g| s.push_str(g));
            s.push_str("</g>\n");
            if i == last {
                s.push_str(note);
            }
            s.push_str("</svg>\n");
            s
        })
        .collect()
}

/// One edge: its polyline (two, white inside black, when double) and its
/// label at `label`; a label with no free place is the edge's tooltip.
fn edge(s: &mut String, i: usize, e: &DrawEdge, pts: &[Placed], label: Option<Placed>, at: Frame) {
    let points: Vec<String> = pts
        .iter()
        .map(|p| format!("{},{}", at.x(p.x), at.y(p.y)))
        .collect();
    let points = points.join(" ");
    let class = match (e.thick, e.double) {
        (true, true) => "edge pspe determines",
        (true, false) => "edge pspe",
        (false, true) => "edge determines",
        _ => "edge",
    };
    let _ = writeln!(
        s,
        "<g class=\"{class}\" data-edge=\"{i}\" data-from=\"{}\" data-to=\"{}\">",
        e.from, e.to
    );
    let width = if e.thick { 3.5 } else { 1.2 };
    if e.double {
        let _ = writeln!(
            s,
            "<polyline points=\"{points}\" stroke-width=\"{}\"/>",
            num(width + 3.5)
        );
        let _ = writeln!(
            s,
            "<polyline points=\"{points}\" stroke=\"white\" stroke-width=\"{}\"/>",
            num(width + 0.5)
        );
    } else {
        let _ = writeln!(
            s,
            "<polyline points=\"{points}\" stroke-width=\"{}\"/>",
            num(width)
        );
    }
    if label.is_none() && !e.label.is_empty() {
        let _ = writeln!(s, "<title>{}</title>", xml_escape(&e.label));
    }
    if let Some(p) = label {
        {
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\" \
                 font-size=\"10\" fill=\"#444\" stroke=\"white\" stroke-width=\"3\" \
                 paint-order=\"stroke\">{}</text>",
                at.x(p.x),
                at.y(p.y),
                xml_escape(&e.label)
            );
        }
    }
    s.push_str("</g>\n");
}

/// One node: tooltip, box (dashed when collapsed), text lines, side label.
fn node(s: &mut String, i: usize, n: &DrawNode, at: Frame) {
    let cls = if n.collapsed {
        "node collapsed"
    } else {
        "node"
    };
    let _ = writeln!(s, "<g class=\"{cls}\" data-node=\"{i}\">");
    let _ = writeln!(s, "<title>{}</title>", xml_escape(&n.tooltip));
    let dash = if n.collapsed {
        " stroke-dasharray=\"4 3\""
    } else {
        ""
    };
    let _ = writeln!(
        s,
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"4\" fill=\"#fff\" stroke=\"#333\"{dash}/>",
        at.x(n.center.x - n.width / 2.0),
        at.y(n.center.y - n.height / 2.0),
        num(n.width),
        num(n.height)
    );
    let first = n.center.y - (n.lines.len().saturating_sub(1)) as f64 * LINE / 2.0;
    for (k, line) in n.lines.iter().enumerate() {
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\"{}>{}</text>",
            at.x(n.center.x),
            at.y(first + k as f64 * LINE),
            if k > 0 { " fill=\"#555\"" } else { "" },
            xml_escape(line)
        );
    }
    if let Some(side) = &n.side {
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" dominant-baseline=\"central\" \
             font-size=\"10\" fill=\"#555\">{}</text>",
            at.x(n.center.x - n.width / 2.0 - 3.0),
            at.y(n.center.y),
            xml_escape(side)
        );
    }
    s.push_str("</g>\n");
}
