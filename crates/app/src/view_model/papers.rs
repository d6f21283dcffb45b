//! The papers Pebbles reproduces, named as a reader cites them: "Larsson,
//! Meir & Zick, Example 2", never by their internal number (`seed 000`),
//! which means nothing to a lecturer. [`cite`] rewrites a source text
//! written with the number into the paper's name.

/// One paper: its number (in the catalogue and in `#/gallery?seed=`), the
/// short name cited before a place, and the title.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paper {
    pub seed: u8,
    /// "Larsson, Meir & Zick": authors, or what the document is.
    pub short: &'static str,
    pub title: &'static str,
}

/// The five papers, in their catalogue order.
pub const PAPERS: [Paper; 5] = [
    Paper {
        seed: 0,
        short: "Larsson, Meir & Zick",
        title: "Cumulative Games: Who is the current player?",
    },
    Paper {
        seed: 1,
        short: "Larsson, Patel & Rai",
        title: "Discrete Richman-bidding Scoring Games",
    },
    Paper {
        seed: 2,
        short: "CGT lecture notes",
        title: "General Combinatorial Game Theory (Lesson 6)",
    },
    Paper {
        seed: 3,
        short: "Edixhoven & Kosters",
        title: "Player preferences in N-player games",
    },
    Paper {
        seed: 4,
        short: "Impartial games slides",
        title: "Combinatorial Games: Nim, N- and P-positions, mex",
    },
];

/// The paper numbered `seed`, if there is one.
pub fn paper(seed: u8) -> Option<&'static Paper> {
    PAPERS.iter().find(|p| p.seed == seed)
}

/// "Larsson, Meir & Zick, Example 2": a place in a paper.
pub fn place(seed: u8, place: &str) -> String {
    match paper(seed) {
        Some(p) => format!("{}, {place}", p.short),
        None => place.to_string(),
    }
}

/// `text` with every "seed 000" or "Seed 000" (three digits naming one of
/// [`PAPERS`]) replaced by the paper's short name: "seed 000 §2, Definition
/// 1" reads "Larsson, Meir & Zick §2, Definition 1". Other text is kept.
pub fn cite(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(at) = rest.find("eed ") {
        let (before, after) = rest.split_at(at);
        let head = before.chars().last();
        let number = after
            .get(4..7)
            .filter(|d| d.bytes().all(|b| b.is_ascii_digit()));
        let named = match (head, number) {
            (Some('s' | 'S'), Some(d)) => d.parse().ok().and_then(paper),
            _ => None,
        };
        match named {
            Some(p) => {
                out.push_str(&before[..before.len() - 1]);
                out.push_str(p.short);
                rest = &after[7..];
            }
            None => {
                out.push_str(before);
                out.push_str("eed ");
                rest = &after[4..];
            }
        }
    }
    out.push_str(rest);
    out
}
