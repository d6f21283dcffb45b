//! The bidding automaton (Figures 3–6) as a hand-written SVG.

/// The bidding automaton (Figures 3–6): budgets `0..=TB` in a row, one arc per
/// feasible bid — above for ties, below for strict wins — dashed when dominated.
/// `edges` are `(from, to, bid, tie, dominated)`.
pub fn automaton_svg(total_budget: u32, edges: &[(u32, u32, u32, bool, bool)]) -> String {
    use std::fmt::Write;
    let step = 64.0;
    let width = step * (f64::from(total_budget) + 1.0) + 40.0;
    let (height, mid) = (360.0, 180.0);
    let cx = |p: u32| 40.0 + step * f64::from(p);
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"11\">"
    );
    for &(from, to, bid, tie, dominated) in edges {
        let (x1, x2) = (cx(from), cx(to));
        let bend = (x2 - x1).abs().max(step) * 0.45;
        let y = if tie {
            mid - bend.min(150.0)
        } else {
            mid + bend.min(150.0)
        };
        let color = if dominated {
            "#aaaaaa"
        } else if tie {
            "#0072b2"
        } else {
            "#d55e00"
        };
        let dash = if dominated {
            " stroke-dasharray=\"4 3\""
        } else {
            ""
        };
        let (lx, ly) = ((x1 + x2) / 2.0, (mid + y) / 2.0);
        let _ = write!(
            svg,
            "<path d=\"M {x1} {mid} Q {lx} {y} {x2} {mid}\" fill=\"none\" stroke=\"{color}\"{dash}>\
             <title>bid {bid}: {from} → {to}{}</title></path>\
             <text x=\"{lx}\" y=\"{ly}\" fill=\"{color}\" text-anchor=\"middle\">{bid}</text>",
            if dominated { " (dominated)" } else { "" }
        );
    }
    for p in 0..=total_budget {
        let _ = write!(
            svg,
            "<circle cx=\"{}\" cy=\"{mid}\" r=\"14\" fill=\"#fff\" stroke=\"#333\"/>\
             <text x=\"{}\" y=\"{}\" text-anchor=\"middle\" font-size=\"12\">{p}</text>",
            cx(p),
            cx(p),
            mid + 4.0
        );
    }
    svg.push_str("</svg>");
    svg
}
