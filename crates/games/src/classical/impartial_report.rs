//! Typed reports of the impartial tools (octal Grundy sequences, the Nim
//! table) and their text and CSV forms.

use serde::Serialize;

use crate::common::Period;

use super::nim::NimTable;
use super::octal::{OctalCode, OctalError, OctalStats, OctalValues};

/// An octal game's Grundy values for heaps `from..=to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OctalReport {
    pub code: String,
    pub from: u32,
    pub to: u32,
    /// `G(from..=to)`.
    pub grundy: Vec<u32>,
    /// `{"preperiod": e, "period": p}`, or null when not proven within the heaps.
    pub period: Option<Period>,
    /// Heaps up to here were computed by the mex rule, the rest by the period.
    pub computed_to: u32,
    /// A run until proven that met its work limit first (only then shown).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stopped_at_limit: bool,
    /// Of `stopped_at_limit`: the limit met was the caller's time limit
    /// (only then shown).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stopped_by_time: bool,
}

impl OctalReport {
    /// Computes the report within `limit` work units.
    pub fn new(code: &OctalCode, from: u32, to: u32, limit: u64) -> Result<Self, OctalError> {
        Ok(OctalReport::of(code, from, to, code.grundy(to, limit)?))
    }

    /// The report of heaps `from..=to` of values computed (and extended by
    /// the period) at least to `to`.
    pub fn of(code: &OctalCode, from: u32, to: u32, values: OctalValues) -> Self {
        let OctalValues {
            mut grundy,
            period,
            computed_to,
        } = values;
        grundy.truncate(to as usize + 1);
        grundy.drain(..(from as usize).min(grundy.len()));
        OctalReport {
            code: code.text().into(),
            from,
            to,
            grundy,
            period,
            computed_to,
            stopped_at_limit: false,
            stopped_by_time: false,
        }
    }

    /// The period in words.
    pub fn period_text(&self) -> String {
        match self.period {
            Some(p) => format!("{} from heap {}", p.period, p.preperiod),
            None => format!("none proven within heaps 0..{}", self.to),
        }
    }

    /// Header lines, then the values ten to a line, each line led by its first heap.
    pub fn text(&self) -> String {
        let mut out = format!(
            "code          {}\nheaps         {}..{}\nperiod        {}\n",
            self.code,
            self.from,
            self.to,
            self.period_text()
        );
        if self.stopped_by_time {
            out.push_str("stopped       at the time limit before a proof (partial)\n");
        } else if self.stopped_at_limit {
            out.push_str("stopped       at the work limit before a proof\n");
        }
        let width = self.to.to_string().len();
        for (i, chunk) in self.grundy.chunks(10).enumerate() {
            let values: Vec<String> = chunk.iter().map(u32::to_string).collect();
            let first = self.from as usize + 10 * i;
            out.push_str(&format!("{first:>width$}: {}\n", values.join(" ")));
        }
        out
    }

    /// `heap,grundy` rows.
    pub fn csv(&self) -> String {
        let mut out = String::from("heap,grundy\n");
        for (i, g) in self.grundy.iter().enumerate() {
            out.push_str(&format!("{},{g}\n", self.from as usize + i));
        }
        out
    }
}

/// A run's period and figures without its values (`--summary`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct OctalSummary {
    pub code: String,
    /// Heaps `0..=computed_to` were computed by the mex rule.
    pub computed_to: u32,
    /// The least preperiod and period, when proven.
    pub period: Option<Period>,
    /// Whether the run met its work limit before the heaps or a proof.
    pub stopped_at_limit: bool,
    /// Of `stopped_at_limit`: the limit met was the caller's time limit
    /// (only then shown).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub stopped_by_time: bool,
    #[serde(flatten)]
    pub stats: OctalStats,
}

impl OctalSummary {
    /// One `name value` line per figure.
    pub fn text(&self) -> String {
        let period = match self.period {
            Some(p) => format!("{} from heap {}", p.period, p.preperiod),
            None => format!("none proven within heaps 0..{}", self.computed_to),
        };
        let s = &self.stats;
        let mut out = format!(
            "code          {}\ncomputed      heaps 0..{}\nperiod        {period}\n",
            self.code, self.computed_to
        );
        if let (None, Some(c)) = (self.period, s.candidate) {
            out.push_str(&format!(
                "candidate     {} from heap {} (proven at heap {} if it holds)\n",
                c.period.period, c.period.preperiod, c.proof_heap
            ));
        }
        if self.stopped_by_time {
            out.push_str("stopped       at the time limit (--time-limit raises it)\n");
        } else if self.stopped_at_limit {
            out.push_str("stopped       at the work limit (--max-work raises it)\n");
        }
        out.push_str(&format!(
            "kernel        {}\nlargest value {}\n",
            s.kernel, s.max_value
        ));
        if let (Some(heaps), Some(values)) = (s.rare_heaps, &s.rare_values) {
            let last = s.last_rare_heap.map_or("none".into(), |h| h.to_string());
            let shown: Vec<String> = values.iter().map(u32::to_string).collect();
            out.push_str(&format!(
                "rare heaps    {heaps} (the last at heap {last})\nrare values   {}\n",
                shown.join(" ")
            ));
        }
        if let Some(f) = s.full_scans {
            out.push_str(&format!("full scans    {f}\n"));
        }
        out.push_str(&format!("work units    {}\n", s.work));
        out
    }
}

fn grid(from: u32, rows: &[Vec<u32>], width: usize) -> Vec<String> {
    let cell = |v: &u32| format!("{v:>width$}");
    let header: Vec<String> = (from..from + rows.len() as u32).map(|y| cell(&y)).collect();
    let mut lines = vec![format!("{:>width$} | {}", "", header.join(" "))];
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<String> = row.iter().map(cell).collect();
        lines.push(format!("{:>width$} | {}", from + i as u32, cells.join(" ")));
    }
    lines
}

impl NimTable {
    /// The mex-rule table and the nim-sum table side by side.
    pub fn text(&self) -> String {
        let largest = self.mex.iter().chain(&self.nim_sum).flatten().max();
        let width = largest.unwrap_or(&0).max(&self.to).to_string().len();
        let left = grid(self.from, &self.mex, width);
        let right = grid(self.from, &self.nim_sum, width);
        let pad = left.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        let mut out = String::from("3-pile Nim: [X,Y] = the Z making X* + Y* + Z* a P-position\n");
        out.push_str(&format!("{:<pad$}    {}\n", "mex rule", "nim-sum X xor Y"));
        for (l, r) in left.iter().zip(&right) {
            out.push_str(&format!("{l:<pad$}    {r}\n"));
        }
        let verdict = if self.agrees {
            "the tables agree"
        } else {
            "the tables DIFFER"
        };
        out.push_str(&format!("{verdict}\n"));
        out
    }

    /// `x,y,mex,nim_sum` rows.
    pub fn csv(&self) -> String {
        let mut out = String::from("x,y,mex,nim_sum\n");
        for (i, (m, s)) in self.mex.iter().zip(&self.nim_sum).enumerate() {
            for (j, (a, b)) in m.iter().zip(s).enumerate() {
                let (x, y) = (self.from as usize + i, self.from as usize + j);
                out.push_str(&format!("{x},{y},{a},{b}\n"));
            }
        }
        out
    }
}
