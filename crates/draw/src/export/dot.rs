//! Graphviz DOT.

use std::fmt::Write;

use super::{num, Drawing};

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
