//! Typed reports of the impartial tools (octal Grundy sequences, the Nim
//! table) and their text and CSV forms.

use serde::Serialize;

use crate::games::common::Period;

use super::nim::NimTable;
use super::octal::{OctalCode, OctalError, OctalValues};

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
}

impl OctalReport {
    /// Computes the report within `limit` work units.
    pub fn new(code: &OctalCode, from: u32, to: u32, limit: u64) -> Result<Self, OctalError> {
        let OctalValues {
            grundy,
            period,
            computed_to,
        } = code.grundy(to, limit)?;
        Ok(OctalReport {
            code: code.text().into(),
            from,
            to,
            grundy: grundy[from as usize..].to_vec(),
            period,
            computed_to,
        })
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
