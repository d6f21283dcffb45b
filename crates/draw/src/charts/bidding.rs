//! The bidding charts: values, convergence and limits.

use super::line::{line_chart, Series};
use super::{ChartError, CS_CHART_SIZE};

/// Colour-blind-safe palette (Okabe–Ito), cycled for many series.
pub const PALETTE: [(u8, u8, u8); 7] = [
    (0, 114, 178),
    (213, 94, 0),
    (0, 158, 115),
    (204, 121, 167),
    (230, 159, 0),
    (86, 180, 233),
    (120, 120, 120),
];

/// Bidding chart 1: `o_p(x)` against `x` for each chosen `p`, even and odd
/// heaps as separate series; `rows[i]` is heap `lo + i`, indexed by `p`.
pub fn bcs_value_chart(
    lo: u32,
    rows: &[Vec<i64>],
    budgets: &[u32],
    onset: Option<u32>,
) -> Result<String, ChartError> {
    let labels: Vec<(String, String)> = budgets
        .iter()
        .map(|p| (format!("p = {p}, even x"), format!("p = {p}, odd x")))
        .collect();
    let mut series = Vec::new();
    for (k, (&p, (even, odd))) in budgets.iter().zip(&labels).enumerate() {
        let mut parts = [Vec::new(), Vec::new()];
        for (i, row) in rows.iter().enumerate() {
            let x = lo + i as u32;
            if let Some(&v) = row.get(p as usize) {
                parts[(x % 2) as usize].push((x, v));
            }
        }
        let [e, o] = parts;
        let color = PALETTE[k % PALETTE.len()];
        series.push(Series {
            label: even,
            points: e,
            color,
        });
        let dim = (color.0 / 2 + 64, color.1 / 2 + 64, color.2 / 2 + 64);
        series.push(Series {
            label: odd,
            points: o,
            color: dim,
        });
    }
    let marker = onset.map(|x| (x, format!("period 2 from x = {x}")));
    line_chart(
        "Bidding: value o_p(x) with Left holding the marker",
        "heap size x",
        "o_p(x)",
        &series,
        marker.as_ref().map(|(x, l)| (*x, l.as_str())),
        CS_CHART_SIZE,
    )
}

/// Bidding chart 2: convergence heap against the total budget, with a bound.
pub fn convergence_chart(points: &[(u32, Option<u32>, u64)]) -> Result<String, ChartError> {
    let heap: Vec<(u32, i64)> = points
        .iter()
        .filter_map(|&(tb, c, _)| c.map(|c| (tb, i64::from(c))))
        .collect();
    let bound: Vec<(u32, i64)> = points
        .iter()
        .map(|&(tb, _, b)| (tb, i64::try_from(b).unwrap_or(i64::MAX)))
        .collect();
    line_chart(
        "Convergence heap against total budget",
        "total budget TB",
        "heap x",
        &[
            Series {
                label: "convergence heap",
                points: heap,
                color: PALETTE[0],
            },
            Series {
                label: "Theorem 27 bound",
                points: bound,
                color: PALETTE[1],
            },
        ],
        None,
        CS_CHART_SIZE,
    )
}

/// Bidding chart 3: limit values against `p`, with the automaton's entries.
pub fn limits_chart(
    even: &[i64],
    odd: &[i64],
    automaton_even: &[i64],
    automaton_odd: &[i64],
) -> Result<String, ChartError> {
    let pts = |v: &[i64]| -> Vec<(u32, i64)> {
        v.iter().enumerate().map(|(p, &y)| (p as u32, y)).collect()
    };
    line_chart(
        "Limit values against Left's budget p, with the automaton A",
        "Left's budget p",
        "value",
        &[
            Series {
                label: "limit, even x",
                points: pts(even),
                color: PALETTE[0],
            },
            Series {
                label: "limit, odd x",
                points: pts(odd),
                color: PALETTE[1],
            },
            Series {
                label: "automaton, even",
                points: pts(automaton_even),
                color: PALETTE[5],
            },
            Series {
                label: "automaton, odd",
                points: pts(automaton_odd),
                color: PALETTE[4],
            },
        ],
        None,
        CS_CHART_SIZE,
    )
}
