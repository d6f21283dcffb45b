//! The CLI's `--hints`: the legal moves now as a text table.

use super::Commentary;

impl Commentary {
    /// The legal moves now as a table: move, value, outcome, remoteness and
    /// a verdict (`best`, or what the move costs); `game over` at the end.
    pub fn hints(&self) -> String {
        if self.options.is_empty() {
            return "no moves: the game is over\n".into();
        }
        // The moves in the board's words, where they differ from the
        // notation, in a column of their own after it.
        let named = self.options.iter().any(|o| o.name != o.label);
        let rows: Vec<Vec<String>> = self
            .options
            .iter()
            .map(|o| {
                let mut row = vec![o.label.clone()];
                if named {
                    row.push(o.name.clone());
                }
                row.extend([
                    o.value.text.clone(),
                    o.outcome.clone().unwrap_or_else(|| "-".into()),
                    o.remoteness.map_or_else(|| "-".into(), |r| r.to_string()),
                    o.verdict(),
                ]);
                row
            })
            .collect();
        let mut head = vec!["move".to_string()];
        if named {
            head.push("in words".into());
        }
        head.extend(["value", "outcome", "remoteness", "verdict"].map(String::from));
        let mut widths: Vec<usize> = head.iter().map(|h| h.chars().count()).collect();
        for r in &rows {
            for (w, c) in widths.iter_mut().zip(r) {
                *w = (*w).max(c.chars().count());
            }
        }
        let mut out = String::new();
        for r in std::iter::once(&head).chain(&rows) {
            let cells: Vec<String> = r
                .iter()
                .zip(&widths)
                .map(|(c, &w)| format!("{c:<w$}"))
                .collect();
            out.push_str(cells.join("  ").trim_end());
            out.push('\n');
        }
        out
    }
}
