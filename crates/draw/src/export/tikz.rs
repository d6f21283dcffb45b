//! TikZ.

use std::fmt::Write;

use super::{label_places, num, Drawing};

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
    for (e, label) in d.edges.iter().zip(label_places(d)) {
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
        if let Some(at) = label {
            {
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
