//! Texts for the CLI: JSON documents and plain-text summaries of the searches.

use super::{Convention, Criterion, DiscrepancyReport, ParetoReport};
/// `3,5`: the amounts listed (no ranges).
fn format_set(v: &[u32]) -> String {
    v.iter().map(u32::to_string).collect::<Vec<_>>().join(",")
}

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
}

impl DiscrepancyReport {
    pub fn to_json(&self) -> String {
        json(self)
    }

    /// A count per tie convention, then one line per set that differs.
    pub fn to_text(&self) -> String {
        let mut s = format!(
            "Observation 7: {} sets of {} amounts from 1..{}, heaps 0..{}, Player 1 to move\n",
            self.sets, self.size, self.max, self.bound
        );
        let what = match self.criterion {
            Criterion::Actions => "optimal actions",
            Criterion::Values => "values",
        };
        for c in [&self.antagonistic, &self.friendly] {
            convention_text(c, what, &mut s);
        }
        s
    }
}

fn convention_text(c: &Convention, what: &str, s: &mut String) {
    s.push_str(&format!(
        "{}: {} sets where zero-sum and self-interest {what} differ\n",
        c.tie, c.count
    ));
    for d in &c.cases {
        s.push_str(&format!(
            "  {{{}}} first at heap {}: zero-sum {} by {{{}}}; self-interest ({},{}), difference {}, by {{{}}}\n",
            format_set(&d.set),
            d.heap,
            d.zero_sum,
            format_set(&d.zero_sum_moves),
            d.self_interest.0,
            d.self_interest.1,
            d.self_interest_difference,
            format_set(&d.self_interest_moves)
        ));
    }
}

impl ParetoReport {
    pub fn to_json(&self) -> String {
        json(self)
    }

    /// The count of failing sets, then one line per heap.
    pub fn to_text(&self) -> String {
        let mut s = format!(
            "Pareto efficiency of PSPE play ({} ties): {} sets of {} amounts from 1..{}, heaps {}..{}, Player 1 first\n{} sets have a heap where a play is better for {}\n",
            self.tie, self.sets, self.size, self.max, self.heaps.0, self.heaps.1, self.failing_sets,
            if self.strict { "both players" } else { "one player and no worse for the other" }
        );
        for c in &self.cases {
            let amounts = |v: &[u32]| v.iter().map(u32::to_string).collect::<Vec<_>>().join(" ");
            s.push_str(&format!(
                "  {{{}}} heap {}: PSPE ({},{}) by {}; better ({},{}) by {}\n",
                format_set(&c.set),
                c.heap,
                c.pspe.0,
                c.pspe.1,
                amounts(&c.pspe_play),
                c.better.0,
                c.better.1,
                amounts(&c.better_play)
            ));
        }
        s
    }
}
