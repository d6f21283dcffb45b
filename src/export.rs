//! Writers for a laid-out graph: Graphviz DOT, TikZ and standalone SVG. Pure
//! string builders; every label is escaped for its format. Coordinates are
//! those of [`crate::layout`] (pixels, y downwards).

use std::fmt::Write;

use serde::{Deserialize, Serialize};

use crate::layout::Placed;

/// A node box with its text.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DrawNode {
    pub center: Placed,
    pub width: f64,
    pub height: f64,
    /// Text lines inside the box.
    pub lines: Vec<String>,
    /// Small label left of the box (the player to move, as in Figure 4).
    pub side: Option<String>,
    /// Drawn dashed: has options that are not shown.
    pub collapsed: bool,
    /// Hover text.
    pub tooltip: String,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct DrawEdge {
    pub from: usize,
    pub to: usize,
    /// Polyline from the source centre to the target centre; empty means a
    /// straight line between the two centres.
    pub route: Vec<Placed>,
    pub label: String,
    /// Thick line (PSPE edges, Figure 4).
    pub thick: bool,
    /// Double line (value-determining edges, Figure 5).
    pub double: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Drawing {
    pub title: String,
    pub nodes: Vec<DrawNode>,
    pub edges: Vec<DrawEdge>,
    /// One line printed under the drawing (e.g. the node-budget notice).
    pub note: Option<String>,
}

const MARGIN: f64 = 24.0;
const FONT: f64 = 12.0;
const LINE: f64 = 14.0;

impl Drawing {
    /// The polyline of edge `e` (its route, or the two centres).
    fn points(&self, e: &DrawEdge) -> Vec<Placed> {
        if e.route.len() >= 2 {
            return e.route.clone();
        }
        match (self.nodes.get(e.from), self.nodes.get(e.to)) {
            (Some(a), Some(b)) => vec![a.center, b.center],
            _ => Vec::new(),
        }
    }

    /// (min x, min y, max x, max y) over boxes, side labels and routes.
    fn bounds(&self) -> (f64, f64, f64, f64) {
        let mut b = (
            f64::INFINITY,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NEG_INFINITY,
        );
        let mut add = |x: f64, y: f64| {
            if x.is_finite() && y.is_finite() {
                b = (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y));
            }
        };
        for n in &self.nodes {
            let side = if n.side.is_some() { 16.0 } else { 0.0 };
            add(
                n.center.x - n.width / 2.0 - side,
                n.center.y - n.height / 2.0,
            );
            add(n.center.x + n.width / 2.0, n.center.y + n.height / 2.0);
        }
        for e in &self.edges {
            for p in &e.route {
                add(p.x, p.y);
            }
        }
        if b.0.is_finite() {
            b
        } else {
            (0.0, 0.0, 0.0, 0.0)
        }
    }
}

/// Where an edge label goes: the middle of the polyline's middle segment.
fn label_at(pts: &[Placed]) -> Option<Placed> {
    if pts.len() < 2 {
        return None;
    }
    let i = (pts.len() - 1) / 2;
    Some(Placed {
        x: (pts[i].x + pts[i + 1].x) / 2.0,
        y: (pts[i].y + pts[i + 1].y) / 2.0,
    })
}

fn num(v: f64) -> String {
    if !v.is_finite() {
        return "0".into();
    }
    let r = (v * 100.0).round() / 100.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r}")
    }
}

// ------------------------------------------------------------------ DOT

/// A double-quoted DOT string.
pub fn dot_quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Graphviz DOT. Nodes carry `pos` (points, `!` = pinned), so `neato -n2`
/// reproduces this layout; plain `dot` lays the graph out afresh.
pub fn dot(d: &Drawing) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "digraph pebbles {{");
    let _ = writeln!(s, "  label={};", dot_quote(&d.title));
    let _ = writeln!(s, "  labelloc=t;");
    let _ = writeln!(
        s,
        "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=11];"
    );
    let _ = writeln!(
        s,
        "  edge [arrowhead=none, fontname=\"Helvetica\", fontsize=10];"
    );
    if let Some(note) = &d.note {
        let _ = writeln!(s, "  // {}", note.replace('\n', " "));
    }
    for (i, n) in d.nodes.iter().enumerate() {
        let mut attrs = vec![
            format!("label={}", dot_quote(&n.lines.join("\n"))),
            format!("pos=\"{},{}!\"", num(n.center.x), num(-n.center.y)),
            format!("tooltip={}", dot_quote(&n.tooltip)),
        ];
        if let Some(side) = &n.side {
            attrs.push(format!("xlabel={}", dot_quote(side)));
        }
        if n.collapsed {
            attrs.push("style=\"rounded,dashed\"".into());
        }
        let _ = writeln!(s, "  n{i} [{}];", attrs.join(", "));
    }
    for e in &d.edges {
        if e.from >= d.nodes.len() || e.to >= d.nodes.len() {
            continue;
        }
        let mut attrs = vec![format!("label={}", dot_quote(&e.label))];
        if e.thick {
            attrs.push("penwidth=3".into());
        }
        if e.double {
            attrs.push("color=\"black:invis:black\"".into());
        }
        let _ = writeln!(s, "  n{} -> n{} [{}];", e.from, e.to, attrs.join(", "));
    }
    s.push_str("}\n");
    s
}

// ------------------------------------------------------------------ TikZ

/// Text safe inside a TikZ node or a LaTeX argument.
pub fn tex_escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\textbackslash{}"),
            '{' | '}' | '$' | '&' | '#' | '%' | '_' => {
                out.push('\\');
                out.push(c);
            }
            '^' => out.push_str("\\textasciicircum{}"),
            '~' => out.push_str("\\textasciitilde{}"),
            '\n' | '\r' => out.push(' '),
            '→' => out.push_str("$\\to$"),
            '·' => out.push_str("$\\cdot$"),
            '≤' => out.push_str("$\\le$"),
            '≥' => out.push_str("$\\ge$"),
            '—' => out.push_str("---"),
            '–' => out.push_str("--"),
            'è' => out.push_str("\\`e"),
            c => out.push(c),
        }
    }
    out
}

/// A `tikzpicture` (needs only `\usepackage{tikz}`); 1 px = 0.025 cm.
pub fn tikz(d: &Drawing) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "% {}", tex_escape(&d.title));
    if let Some(note) = &d.note {
        let _ = writeln!(s, "% {}", tex_escape(note));
    }
    let _ = writeln!(
        s,
        "\\begin{{tikzpicture}}[x=0.025cm, y=-0.025cm, \
         every node/.style={{font=\\scriptsize}}, \
         state/.style={{draw, rounded corners=2pt, fill=white, align=center, inner sep=2pt}}, \
         collapsed/.style={{dashed}}, \
         move/.style={{draw}}, \
         pspe/.style={{line width=1.6pt}}, \
         determines/.style={{double, double distance=1.2pt}}, \
         amount/.style={{fill=white, inner sep=1pt, font=\\tiny}}]"
    );
    // Edges first, so that the node boxes are drawn over them.
    for e in &d.edges {
        let pts = d.points(e);
        if pts.len() < 2 {
            continue;
        }
        let mut style = vec!["move"];
        if e.thick {
            style.push("pspe");
        }
        if e.double {
            style.push("determines");
        }
        let path: Vec<String> = pts
            .iter()
            .map(|p| format!("({},{})", num(p.x), num(p.y)))
            .collect();
        let _ = write!(s, "  \\draw[{}] {}", style.join(", "), path.join(" -- "));
        if let Some(at) = label_at(&pts) {
            if !e.label.is_empty() {
                let _ = write!(
                    s,
                    " node[amount] at ({},{}) {{{}}}",
                    num(at.x),
                    num(at.y),
                    tex_escape(&e.label)
                );
            }
        }
        s.push_str(";\n");
    }
    for (i, n) in d.nodes.iter().enumerate() {
        let text: Vec<String> = n.lines.iter().map(|l| tex_escape(l)).collect();
        let mut style = vec!["state".to_string()];
        if n.collapsed {
            style.push("collapsed".into());
        }
        style.push(format!("minimum width={}", num(n.width * 0.025)) + "cm");
        if let Some(side) = &n.side {
            style.push(format!("label={{left:{{{}}}}}", tex_escape(side)));
        }
        let _ = writeln!(
            s,
            "  \\node[{}] (n{i}) at ({},{}) {{{}}};",
            style.join(", "),
            num(n.center.x),
            num(n.center.y),
            text.join(" \\\\ ")
        );
    }
    s.push_str("\\end{tikzpicture}\n");
    s
}

// ------------------------------------------------------------------ SVG

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

/// A standalone SVG document. Nodes are `<g class="node" data-node="i">`
/// with a `<title>` tooltip; edges `<g class="edge" data-edge="i">`.
pub fn svg(d: &Drawing) -> String {
    let (x0, y0, x1, y1) = d.bounds();
    let note_h = if d.note.is_some() { LINE + 8.0 } else { 0.0 };
    let (w, h) = (x1 - x0 + 2.0 * MARGIN, y1 - y0 + 2.0 * MARGIN + note_h);
    let (dx, dy) = (MARGIN - x0, MARGIN - y0);
    let tx = |x: f64| num(x + dx);
    let ty = |y: f64| num(y + dy);
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" \
         viewBox=\"0 0 {0} {1}\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"{2}\">",
        num(w),
        num(h),
        num(FONT)
    );
    let _ = writeln!(s, "<title>{}</title>", xml_escape(&d.title));
    let _ = writeln!(s, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>");
    s.push_str("<g class=\"edges\" fill=\"none\" stroke=\"#333\">\n");
    for (i, e) in d.edges.iter().enumerate() {
        let pts = d.points(e);
        if pts.len() < 2 {
            continue;
        }
        let points: Vec<String> = pts
            .iter()
            .map(|p| format!("{},{}", tx(p.x), ty(p.y)))
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
        if let Some(at) = label_at(&pts) {
            if !e.label.is_empty() {
                let _ = writeln!(
                    s,
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\" \
                     font-size=\"10\" fill=\"#444\" stroke=\"white\" stroke-width=\"3\" \
                     paint-order=\"stroke\">{}</text>",
                    tx(at.x),
                    ty(at.y),
                    xml_escape(&e.label)
                );
            }
        }
        s.push_str("</g>\n");
    }
    s.push_str("</g>\n<g class=\"nodes\">\n");
    for (i, n) in d.nodes.iter().enumerate() {
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
            tx(n.center.x - n.width / 2.0),
            ty(n.center.y - n.height / 2.0),
            num(n.width),
            num(n.height)
        );
        let first = n.center.y - (n.lines.len().saturating_sub(1)) as f64 * LINE / 2.0;
        for (k, line) in n.lines.iter().enumerate() {
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" dominant-baseline=\"central\"{}>{}</text>",
                tx(n.center.x),
                ty(first + k as f64 * LINE),
                if k > 0 { " fill=\"#555\"" } else { "" },
                xml_escape(line)
            );
        }
        if let Some(side) = &n.side {
            let _ = writeln!(
                s,
                "<text x=\"{}\" y=\"{}\" text-anchor=\"end\" dominant-baseline=\"central\" \
                 font-size=\"10\" fill=\"#555\">{}</text>",
                tx(n.center.x - n.width / 2.0 - 3.0),
                ty(n.center.y),
                xml_escape(side)
            );
        }
        s.push_str("</g>\n");
    }
    s.push_str("</g>\n");
    if let Some(note) = &d.note {
        let _ = writeln!(
            s,
            "<text class=\"note\" x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"#555\">{}</text>",
            num(MARGIN),
            num(h - MARGIN / 2.0),
            xml_escape(note)
        );
    }
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Drawing {
        let node = |x: f64, y: f64, t: &str| DrawNode {
            center: Placed { x, y },
            width: 60.0,
            height: 30.0,
            lines: vec![t.to_string(), "(4,3)".into()],
            side: Some("L".into()),
            collapsed: false,
            tooltip: format!("tip {t}"),
        };
        Drawing {
            title: "a & b <c> {d} \"e\" 50% $x_1$ \\".into(),
            nodes: vec![node(30.0, 15.0, "7;(0,0)"), node(30.0, 90.0, "5;{2}&<")],
            edges: vec![
                DrawEdge {
                    from: 0,
                    to: 1,
                    label: "2".into(),
                    thick: true,
                    double: true,
                    ..Default::default()
                },
                DrawEdge {
                    from: 0,
                    to: 9,
                    ..Default::default()
                },
            ],
            note: Some("cut".into()),
        }
    }

    #[test]
    fn export_escapes_labels() {
        let d = sample();
        let svg = svg(&d);
        assert!(svg.contains("5;{2}&amp;&lt;"));
        assert!(!svg.contains("<c>"));
        let tikz = tikz(&d);
        assert!(tikz.contains("5;\\{2\\}\\&<"));
        assert!(tikz.contains("50\\%"));
        let dot = dot(&d);
        assert!(dot.contains("\\\"e\\\""));
        assert!(dot.contains("n0 -> n1"));
        assert!(!dot.contains("n0 -> n9"));
    }

    #[test]
    fn export_empty_drawing_is_well_formed() {
        let d = Drawing::default();
        assert!(svg(&d).starts_with("<svg") && svg(&d).trim_end().ends_with("</svg>"));
        assert!(tikz(&d).contains("\\end{tikzpicture}"));
        assert!(dot(&d).starts_with("digraph"));
    }
}
